import type net from 'node:net';
import { parseAnswerHead } from './answer-head.js';
import { decodeChunkedBody } from './chunked-body.js';
import { networkFailure } from '../error-response.js';
import type { ConnectionUser, RawConnection, RawConnectionPool } from './raw-connections.js';
import type { BodySink, RawAnswer, RawGetOptions } from './raw-answer.js';
import type { SignedRequest } from '../send-signed.js';
import { processStallLimits, watchStalls, type StallWatch } from '../stall-watch.js';

/** An answer's head larger than this is refused (S3's are about 1 KiB). */
const MAX_HEAD_BYTES = 64 * 1024;
/**
 * Body bytes read while the sink waits, or before it is given, held in the scratch: what tls
 * decrypts after being told to stop, which is at most what one read of the socket brought.
 */
const MAX_HELD_BODY_BYTES = 1024 * 1024;

/**
 * One GET and its answer on a connection from the pool (`raw-get.ts` says why and how): the
 * head parsed from our scratch, the body read into the caller's sink, and the connection given
 * back to the pool when its body was read exactly to its end.
 */
export class RawExchange implements ConnectionUser {
  readonly head: Promise<RawAnswer>;
  /** The request went out on a reused connection that ended before any byte came back. */
  stale = false;
  private readonly connection: RawConnection;
  private readonly socket: net.Socket;
  private readonly watch: StallWatch;
  /**
   * The head, and body bytes read before the sink is given: the connection's own buffer (one
   * exchange at a time uses it; nothing of it is kept once the exchange is done), not 16 KiB of
   * memory outside the heap made and collected per GET. Grown for this exchange only.
   */
  private scratch: Buffer;
  private scratchUsed = 0;
  /** The part of the scratch last handed to the socket, while the head is read. */
  private handedScratch: Buffer | undefined;
  /** Of the bytes held in the scratch, those already handed to the sink. */
  private drained = 0;
  private state: 'head' | 'held' | 'body' | 'done' = 'head';
  /** A chunked error answer: its body is held in the scratch until its last chunk, then decoded. */
  private chunked = false;
  private chunkedBody: Buffer | undefined;
  private keepAlive = false;
  private sink: BodySink | undefined;
  private handed: Buffer | undefined;
  /** Body bytes still to come from the socket, and still to hand to the sink. */
  private unreceived = 0;
  private undelivered = 0;
  private anyByte = false;
  /** True while we hold the socket (the sink is busy): silence then is not the server's. */
  private holding = false;
  private settleHead!: { resolve: (a: RawAnswer) => void; reject: (e: Error) => void };
  private settleBody: { resolve: () => void; reject: (e: Error) => void } | undefined;
  private failure: Error | undefined;
  private readonly onAbort = () => this.fail(this.options.signal.reason as Error);

  constructor(
    signed: SignedRequest,
    private readonly options: RawGetOptions,
    private readonly pool: RawConnectionPool,
    fresh: boolean,
  ) {
    this.head = new Promise((resolve, reject) => (this.settleHead = { resolve, reject }));
    this.connection = pool.acquire(signed, this, fresh);
    this.socket = this.connection.socket;
    this.scratch = this.connection.scratch;
    this.watch = watchStalls(
      options.stalls ?? processStallLimits,
      (stalled) => this.fail(stalled),
      0,
      () => this.holding,
    );
    this.socket.setTimeout(options.timeoutMs);
    if (options.signal.aborted) queueMicrotask(this.onAbort);
    else options.signal.addEventListener('abort', this.onAbort, { once: true });
    this.socket.write(this.connection.requestHead('GET', signed.path, signed.headers));
  }

  onFailure(error: Error): void {
    this.failUnanswered(error);
  }

  onClose(): void {
    // Before the head or mid-body, a close is a cut answer.
    if (this.state === 'head' || this.unreceived > 0)
      this.failUnanswered(
        Object.assign(new Error('the connection closed mid-answer'), { code: 'ECONNRESET' }),
      );
  }

  /** A failure of the connection; on a reused one before any byte, the server had dropped it. */
  private failUnanswered(error: Error): void {
    if (this.state === 'done') return;
    if (
      !this.anyByte &&
      this.connection.served > 0 &&
      (error as { code?: string }).code !== 'ETIMEDOUT'
    )
      this.stale = true;
    this.fail(error);
  }

  /** Where the kernel reads next: the sink's buffer once the body is asked, else the scratch. */
  nextBuffer(): Buffer {
    this.handed = this.handedScratch = undefined;
    // Once the body is all here, the sink's buffers are never handed: the next bytes the socket
    // reads may be the next answer's (or, wrongly, more than the Content-Length).
    if (this.state === 'done' || (this.state !== 'head' && this.unreceived === 0))
      return this.connection.spare;
    // Not while we hold the socket: a sink that said wait may still be writing the buffer it
    // would hand, and tls reads on after `onread`'s callback returned false (it decrypts what it
    // holds in a loop; net stops at once). Such reads go to the scratch, drained after the wait.
    if (this.state === 'body' && this.sink && this.scratchUsed === 0 && !this.holding)
      return (this.handed = this.sink.space());
    this.makeRoom(1);
    return (this.handedScratch = this.scratch.subarray(this.scratchUsed));
  }

  onRead(n: number, buffer: Buffer): boolean {
    if (this.state === 'done') return true;
    this.anyByte = true;
    this.watch.touch();
    if (this.state !== 'head') {
      this.unreceived -= n;
      if (this.unreceived < 0) return this.fail(new Error('more bytes than the Content-Length'));
      if (this.unreceived === 0) this.received();
    }
    if (this.handed && buffer === this.handed) {
      const wait = this.accept(n);
      if (wait) this.holdUntil(wait);
      // `accept` may have finished the body (then read on, for the server's close).
      const state = this.state as RawExchange['state'];
      return state === 'done' || (this.unreceived > 0 && !wait && state === 'body');
    }
    if (this.state === 'head' || this.chunked) {
      // The scratch was handed at `scratchUsed`, which only a read moves before the head ends;
      // the first read on a reused connection lands in the buffer handed while it was idle.
      if (buffer === this.handedScratch) this.scratchUsed += n;
      else this.holdBytes(buffer.subarray(0, n));
      if (this.state === 'head') return this.parseHead();
      if (this.scratchUsed > MAX_HEAD_BYTES)
        return this.fail(new Error('too large an error answer'));
      // Held until asked; once asked, read on to its last chunk (and after, for the server's close).
      if (this.state === 'body') this.takeChunks();
      return this.state !== 'held';
    }
    // A read into a buffer handed before the body was asked (the scratch, at an offset a drain
    // may have moved since): keep its bytes after those held, and hand them over in order.
    if (this.scratchUsed + n > MAX_HELD_BODY_BYTES)
      return this.fail(new Error('too much body held'));
    this.holdBytes(buffer.subarray(0, n));
    if (this.state !== 'body') return false;
    if (this.holding) return false; // a drain in progress takes these too
    // A drain that finished the body gave the connection back (reading, for the next user or
    // the server's close): false here would stop the socket's reads after the pool resumed it.
    return this.drain() || (this.state as RawExchange['state']) === 'done';
  }

  /** Grows the scratch (doubling, what it holds kept) until `bytes` more fit after what it holds. */
  private makeRoom(bytes: number): void {
    while (this.scratchUsed + bytes > this.scratch.length) {
      const grown = Buffer.allocUnsafe(this.scratch.length * 2);
      this.scratch.copy(grown, 0, 0, this.scratchUsed);
      this.scratch = grown;
    }
  }

  private holdBytes(bytes: Buffer): void {
    this.makeRoom(bytes.length);
    bytes.copy(this.scratch, this.scratchUsed);
    this.scratchUsed += bytes.length;
  }

  /** Every byte of the body is here: the server has nothing more to stall on. */
  private received(): void {
    this.watch.stop();
    this.socket.setTimeout(0);
  }

  private parseHead(): boolean {
    const end = this.scratch.subarray(0, this.scratchUsed).indexOf('\r\n\r\n');
    if (end < 0) {
      return (
        this.scratchUsed < MAX_HEAD_BYTES || this.fail(new Error('the answer head is too large'))
      );
    }
    this.watch.firstByte();
    const text = this.scratch.toString('latin1', 0, end);
    const parsed = parseAnswerHead(text);
    if (!parsed) {
      const status = text.slice(0, text.indexOf('\r\n') >>> 0);
      return this.fail(
        new Error(`an answer without a status or a Content-Length: ${JSON.stringify(status)}`),
      );
    }
    const { statusCode, headers, contentLength: length } = parsed;
    this.keepAlive = parsed.keepAlive && !parsed.chunked;
    this.chunked = parsed.chunked;
    if (this.chunked && statusCode >= 200 && statusCode < 300)
      return this.fail(new Error(`a ${statusCode} answer without a Content-Length`));
    // The body bytes that came with the head stay at the start of the scratch, for `read`.
    this.scratch.copy(this.scratch, 0, end + 4, this.scratchUsed);
    this.scratchUsed -= end + 4;
    // A chunked body's end is found by decoding it: until then, more is always to come.
    this.unreceived = this.chunked ? Infinity : length - this.scratchUsed;
    this.undelivered = length;
    if (this.unreceived < 0) return this.fail(new Error('more bytes than the Content-Length'));
    if (this.unreceived === 0) this.received();
    this.state = 'held';
    this.holding = true;
    this.socket.pause();
    this.settleHead.resolve({
      statusCode,
      headers,
      read: (sink) => this.read(sink),
      readAll: () => this.readAll(),
      destroy: () => void this.fail(new Error('the answer was abandoned')),
    });
    return false;
  }

  private read(sink: BodySink): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.chunked) return Promise.reject(new Error('a chunked answer is read by readAll'));
    this.sink = sink;
    this.state = 'body';
    const body = new Promise<void>((resolve, reject) => (this.settleBody = { resolve, reject }));
    if (this.undelivered === 0) this.finish();
    else if (this.drain()) this.release();
    return body;
  }

  private readAll(): Promise<Buffer> {
    if (this.chunked) {
      if (this.failure) return Promise.reject(this.failure);
      this.state = 'body';
      const body = new Promise<Buffer>(
        (resolve, reject) =>
          (this.settleBody = { resolve: () => resolve(this.chunkedBody!), reject }),
      );
      if (!this.takeChunks()) this.release();
      return body;
    }
    const body = Buffer.allocUnsafe(this.undelivered);
    let used = 0;
    const sink = { space: () => body.subarray(used), filled: (n: number) => void (used += n) };
    return this.read(sink).then(() => body);
  }

  /**
   * Hands the bytes held in the scratch to the sink, at once as far as the sink takes them
   * without waiting (so that the next buffer the socket is given is the sink's); true when all
   * went and reading may go on.
   */
  private drain(): boolean {
    while (this.drained < this.scratchUsed && this.state === 'body') {
      const space = this.sink!.space();
      const n = Math.min(space.length, this.scratchUsed - this.drained);
      this.scratch.copy(space, 0, this.drained, this.drained + n);
      this.drained += n;
      const wait = this.accept(n);
      if (wait) {
        this.holdUntil(wait, () => this.drain());
        return false;
      }
    }
    this.scratchUsed = 0;
    this.drained = 0;
    return this.state === 'body';
  }

  /** Decodes the chunked body held, and finishes once it is whole; true when it is. */
  private takeChunks(): boolean {
    try {
      this.chunkedBody = decodeChunkedBody(this.scratch.subarray(0, this.scratchUsed));
    } catch (error) {
      this.fail(error as Error);
      return true;
    }
    if (this.chunkedBody) this.finish();
    return this.chunkedBody !== undefined;
  }

  /** The sink took `n` bytes; the body is done once it took them all and settled. */
  private accept(n: number): Promise<void> | undefined {
    this.undelivered -= n;
    this.options.onBody?.(n);
    const wait = this.sink!.filled(n);
    if (this.undelivered > 0) return wait;
    if (wait)
      wait.then(
        () => this.finish(),
        (error: Error) => this.fail(error),
      );
    else this.finish();
    return undefined;
  }

  /**
   * Reads nothing more until `wait` settles and `then` says reading may go on; by default, once
   * what was read meanwhile (tls) went to the sink.
   */
  private holdUntil(wait: Promise<void>, then: () => boolean = () => this.drain()): void {
    this.holding = true;
    this.socket.pause();
    wait.then(
      () => {
        if (this.state === 'body' && then()) this.release();
      },
      (error: Error) => this.fail(error),
    );
  }

  private release(): void {
    this.holding = false;
    this.socket.resume();
  }

  private finish(): void {
    if (this.state === 'done') return;
    this.state = 'done';
    this.watch.stop();
    this.options.signal.removeEventListener('abort', this.onAbort);
    // Read exactly to its Content-Length (a byte more fails the read): the connection is in
    // step for the next request, unless the server said it closes.
    if (this.keepAlive) {
      this.pool.release(this.connection);
      this.settleBody?.resolve();
      return;
    }
    // The server closes first (it said so), so the closed connection's TIME_WAIT is kept on its
    // side, not in our ports. Its close is read (so the socket reads on); a second at most.
    const timer = setTimeout(() => this.socket.destroy(), 1000);
    timer.unref();
    this.socket.once('close', () => clearTimeout(timer));
    this.socket.end();
    this.socket.resume();
    this.settleBody?.resolve();
  }

  private fail(error: Error): false {
    if (this.state === 'done') return false;
    this.state = 'done';
    this.failure = networkFailure(error, this.options.place);
    this.cleanup();
    this.settleHead.reject(this.failure);
    this.settleBody?.reject(this.failure);
    return false;
  }

  private cleanup(): void {
    this.watch.stop();
    this.options.signal.removeEventListener('abort', this.onAbort);
    this.socket.destroy();
  }
}

import net from 'node:net';
import tls from 'node:tls';
import { networkFailure, type RequestPlace } from './error-response.js';
import type { SignedRequest } from './send-signed.js';
import {
  processStallLimits,
  watchStalls,
  type StallLimits,
  type StallWatch,
} from './stall-watch.js';

/** Where a body is read to: the caller's own buffers, filled by the kernel directly. */
export interface BodySink {
  /** Where the next bytes may go; never empty. */
  space(): Buffer;
  /**
   * `n` bytes were read into the last `space()`. A promise holds the socket (no more reads)
   * until it settles; a rejection fails the read.
   */
  filled(n: number): Promise<void> | undefined;
}

/** An answer whose head is read; its body is read by `read` (2xx) or `readAll` (errors). */
export interface RawAnswer {
  readonly statusCode: number;
  /** Lower-cased names; a repeated header keeps its last value. */
  readonly headers: Readonly<Record<string, string>>;
  /** Reads the body (its Content-Length) into the sink; resolves once the sink has it all. */
  read(sink: BodySink): Promise<void>;
  /** Reads the (small) body whole, for an error answer. */
  readAll(): Promise<Buffer>;
  /** Abandons the answer and its connection. */
  destroy(): void;
}

export interface RawGetOptions {
  readonly signal: AbortSignal;
  /** Longest silence before the request fails as ETIMEDOUT, whatever the stall limits say. */
  readonly timeoutMs: number;
  readonly stalls?: StallLimits | undefined;
  readonly place: RequestPlace;
}

/** An answer's head larger than this is refused (S3's are about 1 KiB). */
const MAX_HEAD_BYTES = 64 * 1024;

/**
 * A GET on a connection of its own whose body the kernel reads straight into the caller's
 * buffers (`onread` with a buffer function, which net and tls both take when they dial), so a
 * large body costs no 64 KiB Buffer per socket read, no copy by Node's HTTP parser, no stream
 * events and no collector work: a 200 MB GET written and hashed took 0.42-0.45 CPU-seconds so,
 * against 0.73-0.84 through `http.get` (docs/benchmarks.md, branch dl-cpu). HTTP/1.1 with
 * `Connection: close`: one request per connection, so no state carries over between requests;
 * the answer must have a Content-Length (S3's GetObject always has). Watched for stalls like
 * every request (`stall-watch.ts`); errors are retryable S3Errors (`networkFailure`).
 */
export function rawGet(signed: SignedRequest, options: RawGetOptions): Promise<RawAnswer> {
  return new RawExchange(signed, options).head;
}

class RawExchange {
  readonly head: Promise<RawAnswer>;
  private readonly socket: net.Socket;
  private readonly watch: StallWatch;
  private scratch = Buffer.allocUnsafe(16 * 1024);
  private scratchUsed = 0;
  /** Of the bytes held in the scratch, those already handed to the sink. */
  private drained = 0;
  private state: 'head' | 'held' | 'body' | 'done' = 'head';
  private sink: BodySink | undefined;
  private handed: Buffer | undefined;
  /** Body bytes still to come from the socket, and still to hand to the sink. */
  private unreceived = 0;
  private undelivered = 0;
  /** True while we hold the socket (the sink is busy): silence then is not the server's. */
  private holding = false;
  private settleHead!: { resolve: (a: RawAnswer) => void; reject: (e: Error) => void };
  private settleBody: { resolve: () => void; reject: (e: Error) => void } | undefined;
  private failure: Error | undefined;
  private readonly onAbort = () => this.fail(this.options.signal.reason as Error);

  constructor(
    signed: SignedRequest,
    private readonly options: RawGetOptions,
  ) {
    this.head = new Promise((resolve, reject) => (this.settleHead = { resolve, reject }));
    const secure = signed.protocol === 'https:';
    const port = signed.port ?? (secure ? 443 : 80);
    const onread = {
      buffer: () => this.nextBuffer(),
      callback: (n: number, buffer: Buffer) => this.onRead(n, buffer),
    };
    // tls.connect takes `onread` when it dials the socket itself (Node 15.8+), though its types
    // say nothing of it.
    this.socket = secure
      ? tls.connect({
          host: signed.hostname,
          port,
          servername: net.isIP(signed.hostname) ? undefined : signed.hostname,
          ALPNProtocols: ['http/1.1'],
          onread,
        } as tls.ConnectionOptions)
      : net.connect({ host: signed.hostname, port, onread });
    this.watch = watchStalls(
      options.stalls ?? processStallLimits,
      (stalled) => this.fail(stalled),
      0,
      () => this.holding,
    );
    this.socket.setTimeout(options.timeoutMs, () =>
      this.fail(Object.assign(new Error('no answer in time'), { code: 'ETIMEDOUT' })),
    );
    this.socket.on('error', (error) => this.fail(error));
    this.socket.on('close', () => {
      // With `Connection: close` the server closes after the body: early is a cut answer.
      if (this.state === 'head' || this.unreceived > 0)
        this.fail(
          Object.assign(new Error('the connection closed mid-answer'), { code: 'ECONNRESET' }),
        );
    });
    if (options.signal.aborted) queueMicrotask(this.onAbort);
    else options.signal.addEventListener('abort', this.onAbort, { once: true });
    const lines = [`GET ${signed.path} HTTP/1.1`];
    for (const [name, value] of Object.entries(signed.headers)) lines.push(`${name}: ${value}`);
    lines.push('connection: close', '', '');
    this.socket.write(lines.join('\r\n'));
  }

  /** Where the kernel reads next: the sink's buffer once the body is asked, else the scratch. */
  private nextBuffer(): Buffer {
    if (this.state === 'done') return this.scratch; // only the server's close may follow
    if (this.state === 'body' && this.sink && this.scratchUsed === 0)
      return (this.handed = this.sink.space());
    this.handed = undefined;
    if (this.scratchUsed === this.scratch.length) {
      const grown = Buffer.allocUnsafe(this.scratch.length * 2);
      this.scratch.copy(grown, 0, 0, this.scratchUsed);
      this.scratch = grown;
    }
    return this.scratch.subarray(this.scratchUsed);
  }

  private onRead(n: number, buffer: Buffer): boolean {
    if (this.state === 'done') return true;
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
    if (this.state === 'head') {
      // The scratch was handed at `scratchUsed`, which only a read moves before the head ends.
      this.scratchUsed += n;
      return this.parseHead();
    }
    // A read into a buffer handed before the body was asked (the scratch, at an offset a drain
    // may have moved since): keep its bytes after those held, and hand them over in order.
    if (this.scratchUsed + n > MAX_HEAD_BYTES) return this.fail(new Error('too much body held'));
    this.holdBytes(buffer.subarray(0, n));
    if (this.state !== 'body') return false;
    if (this.holding) return false; // a drain in progress takes these too
    return this.drain();
  }

  private holdBytes(bytes: Buffer): void {
    while (this.scratchUsed + bytes.length > this.scratch.length) {
      const grown = Buffer.allocUnsafe(this.scratch.length * 2);
      this.scratch.copy(grown, 0, 0, this.scratchUsed);
      this.scratch = grown;
    }
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
    const [status, ...lines] = this.scratch.toString('latin1', 0, end).split('\r\n');
    const statusCode = Number(/^HTTP\/1\.[01] (\d{3})/.exec(status ?? '')?.[1]);
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      if (colon > 0)
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = Number(headers['content-length']);
    if (!Number.isInteger(statusCode) || !Number.isSafeInteger(length) || length < 0) {
      return this.fail(
        new Error(`an answer without a status or a Content-Length: ${JSON.stringify(status)}`),
      );
    }
    // The body bytes that came with the head stay at the start of the scratch, for `read`.
    this.scratch.copy(this.scratch, 0, end + 4, this.scratchUsed);
    this.scratchUsed -= end + 4;
    this.unreceived = length - this.scratchUsed;
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
    this.sink = sink;
    this.state = 'body';
    const body = new Promise<void>((resolve, reject) => (this.settleBody = { resolve, reject }));
    if (this.undelivered === 0) this.finish();
    else if (this.drain()) this.release();
    return body;
  }

  private readAll(): Promise<Buffer> {
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

  /** The sink took `n` bytes; the body is done once it took them all and settled. */
  private accept(n: number): Promise<void> | undefined {
    this.undelivered -= n;
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

  /** Reads nothing more until `wait` settles and `then` says reading may go on. */
  private holdUntil(wait: Promise<void>, then: () => boolean = () => true): void {
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
    // The server closes first (it was asked to), so the closed connection's TIME_WAIT is kept
    // on its side, not in our ports: at a GET per 8 MiB range, a fast runner would otherwise
    // pile up thousands. Its close is read (so the socket reads on); a second at most.
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

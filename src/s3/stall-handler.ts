import { Readable, Transform } from 'node:stream';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { watchStalls, type RequestStalledError, type StallLimits } from './stall-watch.js';
import { SLOWEST_SEND_BYTES_PER_SEC } from './send-signed.js';
import {
  answerBound,
  AnswerTooLargeError,
  AnswerTooSlowError,
  sdkOperation,
  type AnswerBound,
} from './answer-bounds.js';

type HandleArgs = Parameters<NodeHttpHandler['handle']>;
type HandleResult = Awaited<ReturnType<NodeHttpHandler['handle']>>;

/**
 * A server-side copy says nothing until it is done (S3 may send whitespace, RGW does not): its
 * first byte may come this much later than the run's usual answers.
 */
const COPY_EXTRA_FIRST_BYTE_MS = 60_000;

/** For tests: a shorter time than the real one for a bounded answer's body. */
export interface AnswerTimeOverride {
  readonly bodyMaxMs?: number | undefined;
}

/**
 * The SDK's HTTP handler with the run's stall detection (src/s3/stall-watch.ts) on what still
 * goes through the SDK: multipart uploads and their parts, copies, large GETs. The SDK's own
 * socket timeout stays as the last resort. Each answer is bounded as well (answer-bounds.ts):
 * its declared length and the bytes read, and the time a bounded body may take.
 */
export class StallWatchingHandler extends NodeHttpHandler {
  constructor(
    options: ConstructorParameters<typeof NodeHttpHandler>[0],
    private readonly limits: StallLimits,
    private readonly answerTime: AnswerTimeOverride = {},
  ) {
    super(options);
  }

  override async handle(
    request: HandleArgs[0],
    options: HandleArgs[1] = {},
  ): Promise<HandleResult> {
    const cancel = new AbortController();
    const outer = options.abortSignal as AbortSignal | undefined;
    const signal = outer ? AbortSignal.any([outer, cancel.signal]) : cancel.signal;
    let stalled: RequestStalledError | undefined;
    let tap: Transform | undefined;
    let rejectStall!: (error: Error) => void;
    const stallReported = new Promise<never>((_, reject) => (rejectStall = reject));
    const headers = request.headers;
    const streamed = request.body instanceof Readable;
    const bodyBytes = streamed ? 0 : Number(headers['content-length'] ?? 0) || 0;
    const extraMs =
      ('x-amz-copy-source' in headers ? COPY_EXTRA_FIRST_BYTE_MS : 0) +
      (bodyBytes / SLOWEST_SEND_BYTES_PER_SEC) * 1000;
    const watch = watchStalls(
      this.limits,
      (error) => {
        stalled = error;
        if (tap) tap.destroy(error);
        else {
          rejectStall(error);
          cancel.abort(error);
        }
      },
      extraMs,
      () => tap !== undefined && tap.readableLength >= tap.readableHighWaterMark,
    );
    if (streamed) request.body = tapped(request.body as Readable, () => watch.touch());
    try {
      const answer = await Promise.race([
        super.handle(request, { ...options, abortSignal: signal }),
        stallReported,
      ]);
      watch.firstByte();
      const body = answer.response.body as Readable | undefined;
      if (!(body instanceof Readable)) {
        watch.stop();
        return answer;
      }
      const bound = this.boundOf(request, answer.response.statusCode);
      checkDeclaredLength(bound, answer.response.headers['content-length'], body);
      tap = tapped(body, () => watch.touch(), bound);
      tap.on('close', () => watch.stop());
      answer.response.body = tap;
      return answer;
    } catch (error) {
      watch.stop();
      throw stalled ?? error;
    }
  }

  /** What may be read of the answer; undefined for a HEAD's, which has no body. */
  private boundOf(request: HandleArgs[0], statusCode: number): AnswerBound | undefined {
    if (request.method === 'HEAD') return undefined;
    const bound = answerBound(sdkOperation(request), statusCode);
    const { bodyMaxMs } = this.answerTime;
    return bodyMaxMs === undefined || bound.maxMs === Infinity
      ? bound
      : { ...bound, maxMs: bodyMaxMs };
  }
}

/** A declared length past the bound fails at once, without waiting for the bytes. */
function checkDeclaredLength(
  bound: AnswerBound | undefined,
  declared: string | undefined,
  body: Readable,
): void {
  const bytes = Number(declared);
  if (!bound || !(bytes > bound.maxBytes)) return;
  body.destroy();
  throw new AnswerTooLargeError(bound, bytes);
}

/**
 * `source` piped through a pass-through that calls `onChunk` per chunk; errors carry across.
 * With a bound, the bytes are counted (the one cost per chunk: no copy) and a body past it, or
 * still coming when its time is up, fails the stream.
 */
function tapped(source: Readable, onChunk: () => void, bound?: AnswerBound): Transform {
  const maxBytes = bound?.maxBytes ?? Infinity;
  let bytes = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      onChunk();
      bytes += chunk.length;
      if (bytes > maxBytes) done(new AnswerTooLargeError(bound!));
      else done(null, chunk);
    },
  });
  if (bound && bound.maxMs !== Infinity) {
    const timer = setTimeout(() => tap.destroy(new AnswerTooSlowError(bound, bytes)), bound.maxMs);
    timer.unref();
    tap.on('close', () => clearTimeout(timer));
  }
  source.on('error', (error) => tap.destroy(error));
  source.on('aborted', () =>
    tap.destroy(Object.assign(new Error('response aborted'), { code: 'ECONNRESET' })),
  );
  tap.on('close', () => {
    if (!source.readableEnded) source.destroy();
  });
  source.pipe(tap);
  return tap;
}

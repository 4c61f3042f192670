import { Readable, Transform } from 'node:stream';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { watchStalls, type RequestStalledError, type StallLimits } from './stall-watch.js';
import { SLOWEST_SEND_BYTES_PER_SEC } from './send-signed.js';

type HandleArgs = Parameters<NodeHttpHandler['handle']>;
type HandleResult = Awaited<ReturnType<NodeHttpHandler['handle']>>;

/**
 * A server-side copy says nothing until it is done (S3 may send whitespace, RGW does not): its
 * first byte may come this much later than the run's usual answers.
 */
const COPY_EXTRA_FIRST_BYTE_MS = 60_000;

/**
 * The SDK's HTTP handler with the run's stall detection (src/s3/stall-watch.ts) on what still
 * goes through the SDK: multipart uploads and their parts, copies, large GETs. The SDK's own
 * socket timeout stays as the last resort.
 */
export class StallWatchingHandler extends NodeHttpHandler {
  constructor(
    options: ConstructorParameters<typeof NodeHttpHandler>[0],
    private readonly limits: StallLimits,
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
      tap = tapped(body, () => watch.touch());
      tap.on('close', () => watch.stop());
      answer.response.body = tap;
      return answer;
    } catch (error) {
      watch.stop();
      throw stalled ?? error;
    }
  }
}

/** `source` piped through a pass-through that calls `onChunk` per chunk; errors carry across. */
function tapped(source: Readable, onChunk: () => void): Transform {
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      onChunk();
      done(null, chunk);
    },
  });
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

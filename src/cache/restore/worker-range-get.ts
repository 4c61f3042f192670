import { checkContentRange } from '../../s3/content-range.js';
import { throwErrorAnswer } from '../../s3/error-response.js';
import { rawGet } from '../../s3/raw/raw-get.js';
import { s3Failure } from '../../s3/s3-failure.js';
import { WireBytes } from '../../wire-bytes.js';
import type { RangeFetch } from './restore-task-types.js';

/** Bytes a sink is handed at a time when the body goes to a sink (a blob's file). */
const SINK_BUFFER_BYTES = 1024 * 1024;

/**
 * Where a range's body goes instead of a new buffer: to a function, in pieces with their offset
 * in the range (a blob's file), or into a buffer of the caller's, of at least the range's length.
 */
export type RangeSink = ((chunk: Buffer, at: number) => void) | { readonly into: Buffer };

/**
 * Sends a ranged GET signed by the main thread (DirectRequests.signGet) from a cache worker, by
 * the raw reader (`raw-get.ts`, over this worker's own keep-alive connections): the kernel
 * reads the body straight into one buffer of exactly `length` bytes, or into one reused buffer
 * handed to `sink` with its offset in the range (then an empty buffer is returned), or into the
 * sink's own buffer (then the part of it that holds the range is returned). So no
 * socket chunk is allocated at all, in this worker's heap or the main thread's; a restore of
 * 3,000 files and two 60 MB blobs took 0.57-0.86 user CPU-s so, against 0.96-1.31 through
 * `http` (issue 16). Checks as getRangeInto does: the Content-Range, and the length; errors are
 * the S3Errors the main thread's path would throw (retried there, in src/retry.ts).
 */
export async function getRangeInWorker(
  fetch: RangeFetch,
  signal: AbortSignal,
  sink?: RangeSink,
): Promise<Uint8Array<ArrayBuffer>> {
  const { request, place, offset, length, timeoutMs } = fetch;
  const write = typeof sink === 'function' ? sink : undefined;
  const own = typeof sink === 'object' ? sink.into : undefined;
  if (own && own.length < length)
    throw new RangeError(`a buffer of ${own.length} bytes cannot hold ${length}`);
  // Counted as it arrives, into the main thread's counter (its progress line reads it).
  const wire = fetch.wire && WireBytes.of(fetch.wire);
  const answer = await rawGet(request, {
    signal,
    timeoutMs,
    place,
    onBody: wire && ((n) => wire.add(n)),
  });
  if (answer.statusCode < 200 || answer.statusCode >= 300) {
    const body = await answer.readAll();
    throwErrorAnswer(
      { statusCode: answer.statusCode, headers: answer.headers, body: body.toString('utf8') },
      place,
    );
  }
  const declared = Number(answer.headers['content-length']);
  try {
    checkContentRange(answer.headers['content-range'], offset, length, place);
    if (declared !== length) {
      throw s3Failure({
        ...place,
        code: 'TruncatedBody',
        message: `the body of bytes=${offset}-${offset + length - 1} is ${declared} bytes, not ${length}`,
      });
    }
  } catch (error) {
    answer.destroy();
    throw error;
  }
  const into = own ? own.subarray(0, length) : new Uint8Array(write ? 0 : length);
  const whole = Buffer.from(into.buffer, into.byteOffset, into.byteLength);
  const spare = write ? Buffer.allocUnsafe(Math.min(SINK_BUFFER_BYTES, length)) : undefined;
  let at = 0;
  // The sink writes synchronously, so its buffer is free again when it returns.
  await answer.read({
    space: () => spare ?? whole.subarray(at),
    filled: (n) => {
      try {
        if (write) write(spare!.subarray(0, n), at);
      } catch (error) {
        return Promise.reject(error as Error); // fails the read, and drops the connection
      }
      at += n;
      return undefined;
    },
  });
  return into as Uint8Array<ArrayBuffer>;
}

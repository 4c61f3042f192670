import { open, type FileHandle } from 'node:fs/promises';
import type { S3Error } from '../errors.js';
import { DEFAULT_RETRY, withRetry } from '../retry.js';
import { s3Failure } from '../s3/s3-failure.js';
import { downloadParts, GATHER_BYTES, RANGE_HOLD_BYTES, streamCutoffFor } from './part-plan.js';
import { forEachBounded } from '../bounded.js';
import { RangeCheck } from './range-check.js';
import { StreamCheck, type DownloadCheck } from './stream-check.js';
import { partRanges, type TransferContext } from './transfer-context.js';
import {
  asRangeFailure,
  checkAnswer,
  requestRange,
  type RangeAnswer,
  type RangedObject,
} from './range-request.js';
import { GatherWriter, type LandingRange } from './gather-writer.js';

export type { RangedObject } from './range-request.js';

/** Attempts of one range before its failure goes to the object's own retries. */
const RANGE_ATTEMPTS = 3;

/** One download's shared state, made once by `downloadRanges` and handed to each of its ranges. */
interface RangedDownload {
  readonly object: RangedObject;
  /** The ETag every range asks `If-Match` on; the first range pins it when the listing had none. */
  readonly version: { etag: string };
  readonly file: FileHandle;
  readonly check: DownloadCheck;
  readonly context: TransferContext;
}

/**
 * Downloads an object into `temp` (created here, never existing before) by one GET or by ranges
 * in parallel (`downloadParts`, from the cut-over `streamCutoffFor` says).
 * Each range's bytes are gathered into 1 MiB buffers and written at their offset, so the thread
 * pool sees about a thousand writes per GiB instead of one per socket read. Every range asks
 * `If-Match` on the one ETag, so the file can never mix two versions: an object rewritten
 * meanwhile fails the download. A range cut short is retried from the last byte written. The
 * file is hashed as it becomes whole from its start by a worker (by one GET: from the gather
 * buffers, in shared memory, as each write lands; by ranges: read behind the writes), and
 * checked at the end: one stream against its GET's headers (StreamCheck), ranges against a HEAD
 * sent beside the first range (RangeCheck).
 */
export async function downloadRanges(
  object: RangedObject,
  temp: string,
  context: TransferContext,
): Promise<void> {
  const { partBytes, concurrency } = downloadParts(
    object.size,
    context.multipartChunksizeBytes,
    streamCutoffFor(context.streamCutoffBytes),
  );
  const ranges = partRanges(object.size, partBytes);
  const version = { etag: object.etag };
  // Read and write: the hashing worker reads what the ranges wrote, through the same descriptor.
  const file = await open(temp, 'wx+');
  const check: DownloadCheck =
    ranges.length === 1
      ? new StreamCheck(object, file.fd)
      : new RangeCheck(object, file.fd, context);
  try {
    // Sized at once: the ranges land out of order, and a file extended by each write is slower.
    await file.truncate(object.size);
    // The first range alone pins the version when the listing gave no ETag.
    const first = version.etag || ranges.length === 0 ? 0 : 1;
    const download: RangedDownload = { object, version, file, check, context };
    const fetch = (range: readonly [number, number]) => fetchRange(download, range);
    if (first) await fetch(ranges[0]!);
    // Ranges start in offset order and finish roughly so: the whole prefix, which the hashing
    // reads, stays at most about `concurrency` ranges behind the bytes landing.
    await forEachBounded(ranges.length - first, concurrency, (i) => fetch(ranges[i + first]!));
    await check.finish(object.size);
  } catch (error) {
    await check.abort();
    throw error;
  } finally {
    await file.close();
  }
}

/** One range, retried where it was cut, holding its share of the run's byte budget. */
async function fetchRange(
  download: RangedDownload,
  [start, end]: readonly [number, number],
): Promise<void> {
  const { object, version, check, context } = download;
  await context.budget.acquire(RANGE_HOLD_BYTES);
  const buffers = [takeBuffer(), takeBuffer()] as const;
  // Bytes of the range written to the file: a retry asks only for what follows them.
  const range = { start, end, landed: 0 };
  try {
    await withRetry(
      async () => {
        const span = { from: start + range.landed, end };
        const answer = await requestRange(object, span, version, context);
        checkAnswer(object, answer, span, version);
        check.pinned(version.etag, answer.digests);
        await gatherAndWrite(download, answer.body, buffers, range);
      },
      {
        ...DEFAULT_RETRY,
        // Fewer than an object's: a range that keeps failing falls back to the object's retries.
        attempts: RANGE_ATTEMPTS,
        signal: context.signal,
        onRetry: (error, attempt, ms) =>
          context.onDebug?.(
            `GetObject ${JSON.stringify(object.key)} bytes ${start + range.landed}-${end - 1} attempt ${attempt} failed (${(error as Error).message}); retrying in ${ms} ms`,
          ),
      },
    );
  } finally {
    giveBuffer(buffers[0]);
    giveBuffer(buffers[1]);
    context.budget.release(RANGE_HOLD_BYTES);
  }
}

/** Reads a body into the range's buffers and writes them at their offset (`GatherWriter`). */
async function gatherAndWrite(
  { object, file, check, context }: RangedDownload,
  body: RangeAnswer['body'],
  buffers: readonly [Buffer, Buffer],
  range: LandingRange,
): Promise<void> {
  const expected = range.end - range.start - range.landed;
  const writer = new GatherWriter(buffers, range, { file, check, context });
  try {
    if ('raw' in body) {
      // Its Content-Length, checked against the range asked; the reader then holds it to it.
      const length = Number(body.raw.headers['content-length']);
      if (length > expected) throw tooLong(object, expected);
      if (length < expected) throw truncated(object, length, expected);
      await body.raw.read(writer);
    } else {
      let received = 0;
      for await (const chunk of body.stream as AsyncIterable<Buffer>) {
        received += chunk.length;
        if (received > expected) throw tooLong(object, expected);
        await writer.put(chunk);
      }
      // What came is written first: a retry then asks only for what follows it.
      await writer.end();
      if (received < expected) throw truncated(object, received, expected);
      return;
    }
    await writer.end();
  } catch (error) {
    if ('raw' in body) body.raw.destroy();
    await writer.settle();
    throw asRangeFailure(error, object);
  }
}

function truncated(object: RangedObject, received: number, expected: number): S3Error {
  return s3Failure({
    operation: 'GetObject',
    bucket: object.bucket,
    key: object.key,
    code: 'TruncatedBody',
    message: `received ${received} bytes of a range of ${expected}`,
  });
}

function tooLong(object: RangedObject, expected: number): S3Error {
  return s3Failure({
    operation: 'GetObject',
    bucket: object.bucket,
    key: object.key,
    code: 'TruncatedBody',
    message: `the range sent more than the ${expected} bytes asked for`,
  });
}

/**
 * Gather buffers, kept for the next ranges instead of being left to the collector. In shared
 * memory, so that the hash worker of a one-GET download reads the bytes where they are.
 */
const spareBuffers: Buffer[] = [];
const MAX_SPARE_BUFFERS = 32;

function takeBuffer(): Buffer {
  return spareBuffers.pop() ?? Buffer.from(new SharedArrayBuffer(GATHER_BYTES));
}

function giveBuffer(buffer: Buffer): void {
  if (spareBuffers.length < MAX_SPARE_BUFFERS) spareBuffers.push(buffer);
}

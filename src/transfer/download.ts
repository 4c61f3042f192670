import { writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { s3Failure, s3FailureFromSdk } from '../s3/s3-failure.js';
import { checkBodyLength } from '../s3/error-response.js';
import { tuneCollectorForTransfers } from './collector-tuning.js';
import { downloadRanges } from './ranged-download.js';
import { landFile, landFileSync, NEW_FILE_MODE, writeAll } from './land-file.js';
import { tempPathFor } from './temp-files.js';
import type { TransferContext } from './transfer-context.js';

export interface DownloadJob {
  readonly bucket: string;
  readonly key: string;
  readonly size: number;
  readonly lastModifiedMs: number;
  readonly etag: string;
  readonly targetPath: string;
}

/**
 * Downloads one object atomically: into a temporary file beside the target, stamped with the
 * object's LastModified (so the next sync finds nothing to do), then renamed over the target.
 * A failure removes the temporary file, so no partial file is ever left under the real name.
 */
export async function downloadObject(job: DownloadJob, context: TransferContext): Promise<void> {
  tuneCollectorForTransfers();
  const temp = tempPathFor(job.targetPath);
  const mtime = new Date(job.lastModifiedMs);
  try {
    if (job.size >= context.multipartThresholdBytes) {
      await landFile(temp, job.targetPath, mtime, () =>
        context.meter.track(job.size, () => downloadRanges(job, temp, context)),
      );
      return;
    }
    const bytes = await fetchWhole(job, context);
    if (bytes.length <= SYNC_WRITE_MAX_BYTES) {
      landFileSync(temp, job.targetPath, { mode: NEW_FILE_MODE, mtime }, (fd) =>
        writeAll(fd, bytes),
      );
      context.onBytes(bytes.length);
      return;
    }
    await landFile(temp, job.targetPath, mtime, async () => {
      await writeFile(temp, bytes, { flag: 'wx' });
      context.onBytes(bytes.length);
    });
  } catch (error) {
    // The landing has removed its temporary file (a GET that failed made none).
    if ((error as { code?: string }).code === 'EISDIR') {
      throw new Error(
        `a folder stands where the file ${JSON.stringify(job.targetPath)} should go (a key and a folder with the same name)`,
        { cause: error },
      );
    }
    throw error;
  }
}

async function getObject(job: DownloadJob, context: TransferContext) {
  try {
    return await context.client.send(
      (s3) => new s3.GetObjectCommand({ Bucket: job.bucket, Key: job.key }),
      {
        abortSignal: context.signal,
      },
    );
  } catch (error) {
    throw s3FailureFromSdk(error, 'GetObject', job.bucket, job.key);
  }
}

/**
 * Files up to this size are written with blocking calls on the main thread. Each async fs call
 * is a round trip through libuv's thread pool (a wake-up there and back); for a file of a few
 * KiB, the five round trips (open, write, close, utimes, rename) cost more CPU than the writes,
 * and blocking the event loop for a few tens of microseconds a file is cheaper.
 */
const SYNC_WRITE_MAX_BYTES = 64 * 1024;

async function fetchWhole(job: DownloadJob, context: TransferContext): Promise<Buffer> {
  let bytes = await context.direct.getObject(job.bucket, job.key, context.signal, job.size);
  if (!bytes) {
    const object = await getObject(job, context);
    bytes = await readAll(object.Body as Readable, job, context);
    // The object may have changed since it was listed: what counts is the length it came with.
    checkLength(job, bytes.length, object.ContentLength ?? job.size);
  }
  return bytes;
}

async function readAll(body: Readable, job: DownloadJob, context: TransferContext) {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of body) {
      chunks.push(chunk as Buffer);
      context.direct.wire.add((chunk as Buffer).length);
    }
  } catch (error) {
    throw s3Failure({
      operation: 'GetObject',
      bucket: job.bucket,
      key: job.key,
      code: (error as { code?: string }).code ?? 'ECONNRESET',
      message: (error as Error).message,
      cause: error,
    });
  }
  return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
}

function checkLength(job: DownloadJob, got: number, expected: number): void {
  checkBodyLength(got, expected, { operation: 'GetObject', bucket: job.bucket, key: job.key });
}

import { readFileSync } from 'node:fs';
import { open, readFile, type FileHandle } from 'node:fs/promises';
import { CONTENT_MD5_METADATA } from '../s3/content-md5.js';
import { guessContentType } from './content-type.js';
import { hashFile } from './file-hasher.js';
import { failedAs, multipartUpload } from './multipart-upload.js';
import { objectParams, type ObjectParams } from '../s3/object-params.js';
import { uploadParts } from './part-plan.js';
import { partBuffersFor } from './part-buffers.js';
import { tuneCollectorForTransfers } from './collector-tuning.js';
import type { TransferContext } from './transfer-context.js';
import { transferFailure } from './transfer-failure.js';

export interface UploadJob {
  readonly path: string;
  readonly size: number;
  readonly bucket: string;
  readonly key: string;
  /** The file's MD5 when a checksum sync already hashed it (else hashed here when needed). */
  readonly md5Hex?: string | undefined;
  /**
   * Write only if the key does not exist (If-None-Match: *, on the PUT or on the multipart
   * upload's completion): the cache's content-addressed objects are never written over.
   */
  readonly ifNoneMatch?: boolean | undefined;
}

/** Whether a conditional write was refused because the key exists (412, or 409 in a race). */
function refusedAsExisting(job: UploadJob, error: unknown): boolean {
  const status = (error as { statusCode?: number }).statusCode;
  return job.ifNoneMatch === true && (status === 412 || status === 409);
}

/**
 * Files up to this size (as walked) are read with one blocking call. readFile's open, fstat,
 * read and close each go through the thread pool and back: 54-65 microseconds of CPU per 1 KiB
 * file against 11-13 for readFileSync (2,000 files, 64 at a time, issue 16).
 */
const SYNC_READ_MAX_BYTES = 64 * 1024;

/**
 * Uploads one file: one PUT below the multipart threshold, parts in parallel above it. False
 * when `ifNoneMatch` found the key taken (nothing written).
 */
export async function uploadFile(job: UploadJob, context: TransferContext): Promise<boolean> {
  tuneCollectorForTransfers();
  const guessed =
    context.objectOptions.guessContentType === false ? undefined : await guessContentType(job.path);
  const params = objectParams(context.objectOptions, guessed);
  try {
    if (job.size < context.multipartThresholdBytes) await putWhole(job, params, context);
    else await uploadInParts(job, await withContentMd5(job, params, context), context);
  } catch (error) {
    if (refusedAsExisting(job, error)) return false;
    throw error;
  }
  return true;
}

/** Small files are read whole: one read, a known length, and a body a retry can resend. */
async function putWhole(job: UploadJob, params: ObjectParams, context: TransferContext) {
  const body = job.size <= SYNC_READ_MAX_BYTES ? readFileSync(job.path) : await readFile(job.path);
  try {
    // The direct path sends no conditional header: a conditional PUT goes through the SDK.
    const sent =
      !job.ifNoneMatch &&
      (await context.direct.putObject(
        { bucket: job.bucket, key: job.key, body, params },
        context.signal,
      ));
    if (!sent) {
      await context.client.send(
        (s3) =>
          new s3.PutObjectCommand({
            Bucket: job.bucket,
            Key: job.key,
            Body: body,
            ContentLength: body.length,
            ...params,
            ...(job.ifNoneMatch ? { IfNoneMatch: '*' } : {}),
          }),
        { abortSignal: context.signal },
      );
      context.direct.wire.add(body.length);
    }
  } catch (error) {
    throw transferFailure(error, 'PutObject', job.bucket, job.key);
  }
  context.onBytes(body.length);
}

/**
 * The params of a multipart upload, with the body's MD5 as metadata when the run keeps it: a
 * multipart ETag is not an MD5, so this is what a checksum sync compares. S3 fixes metadata at
 * CreateMultipartUpload, so a file not hashed yet is hashed first, in a hash worker: a second
 * read of the file, from the page cache the first one filled (the choice and its cost are
 * measured in docs/benchmarks.md, "Checksum syncs").
 */
async function withContentMd5(
  job: UploadJob,
  params: ObjectParams,
  context: TransferContext,
): Promise<ObjectParams> {
  if (!context.storeContentMd5) return params;
  const md5Hex =
    job.md5Hex ??
    (await hashFile(job.path, job.size, { md5: true, sha: undefined, crc32: false })).md5Hex!;
  return { ...params, Metadata: { ...params.Metadata, [CONTENT_MD5_METADATA]: md5Hex } };
}

async function uploadInParts(
  job: UploadJob,
  params: ObjectParams,
  context: TransferContext,
): Promise<void> {
  let file: FileHandle | undefined;
  const buffers = partBuffersFor(context.budget);
  try {
    await multipartUpload(
      job,
      params,
      {
        ...uploadParts(job.size, context.multipartChunksizeBytes, context.budget.totalBytes),
        // Opened once the upload exists: a file gone since the walk must still abort it.
        beforeParts: async () => {
          file = await open(job.path, 'r');
        },
        // Each part is read whole (one large read) while it holds its bytes of the run's budget.
        // Its buffer is used again for a later part once this one is sent.
        sendPart: (uploadId, partNumber, [start, end]) =>
          context.budget.with(end - start, async () => {
            const buffer = buffers.take(end - start);
            const { bytesRead } = await file!.read(buffer, 0, buffer.length, start);
            if (bytesRead !== buffer.length)
              throw new Error(
                `${JSON.stringify(job.path)} changed size while it was being uploaded`,
              );
            const etag = await sendPart(job, { uploadId, partNumber, body: buffer }, context);
            buffers.give(buffer);
            return etag;
          }),
      },
      context,
    );
  } finally {
    // Closed last, after any abort: every part in flight has settled by then, none still reads.
    await file?.close();
  }
}

/** UploadPart by the direct signed path where it can go, else through the SDK. */
async function sendPart(
  job: UploadJob,
  { uploadId, partNumber, body }: { uploadId: string; partNumber: number; body: Buffer },
  context: TransferContext,
): Promise<string | undefined> {
  try {
    const etag = await context.direct.uploadPart(
      { bucket: job.bucket, key: job.key, uploadId, partNumber, body },
      context.signal,
    );
    if (etag !== undefined) return etag;
  } catch (error) {
    throw transferFailure(error, 'UploadPart', job.bucket, job.key);
  }
  const result = await context.client
    .send(
      (s3) =>
        new s3.UploadPartCommand({
          Bucket: job.bucket,
          Key: job.key,
          UploadId: uploadId,
          PartNumber: partNumber,
          Body: body,
          ContentLength: body.length,
        }),
      { abortSignal: context.signal },
    )
    .catch(failedAs('UploadPart', job));
  // The SDK's body is not watched as it goes: counted on the wire once it is through.
  context.direct.wire.add(body.length);
  return result.ETag;
}

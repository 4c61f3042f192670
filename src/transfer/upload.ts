import { open, readFile, type FileHandle } from 'node:fs/promises';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  PutObjectCommand,
  UploadPartCommand,
  type CompletedPart,
} from '@aws-sdk/client-s3';
import { guessContentType } from './content-type.js';
import { objectParams } from './object-params.js';
import { forEachLimited, partRanges, type TransferContext } from './transfer-context.js';
import { transferFailure } from './transfer-failure.js';

export interface UploadJob {
  readonly path: string;
  readonly size: number;
  readonly bucket: string;
  readonly key: string;
}

/** Uploads one file: one PUT below the multipart threshold, parts in parallel above it. */
export async function uploadFile(job: UploadJob, context: TransferContext): Promise<void> {
  const params = objectParams(context.objectOptions, guessContentType(job.path));
  if (job.size < context.multipartThresholdBytes) {
    // Small files are read whole: one read, a known length, and a body a retry can resend.
    const body = await readFile(job.path);
    try {
      await context.client.send(
        new PutObjectCommand({
          Bucket: job.bucket,
          Key: job.key,
          Body: body,
          ContentLength: body.length,
          ...params,
        }),
        { abortSignal: context.signal },
      );
    } catch (error) {
      throw transferFailure(error, 'PutObject', job.bucket, job.key);
    }
    context.onBytes(body.length);
    return;
  }
  await uploadInParts(job, params, context);
}

async function uploadInParts(
  job: UploadJob,
  params: ReturnType<typeof objectParams>,
  context: TransferContext,
): Promise<void> {
  const where = (operation: string) => (error: unknown) => {
    throw transferFailure(error, operation, job.bucket, job.key);
  };
  const created = await context.client
    // No abortSignal: an upload created whose answer was dropped by an abort could never be
    // aborted, and its parts would be billed. The abort is honoured just after, in the try.
    .send(new CreateMultipartUploadCommand({ Bucket: job.bucket, Key: job.key, ...params }))
    .catch(where('CreateMultipartUpload'));
  const uploadId = created.UploadId!;
  // Opened inside the try: a file gone since the walk must still abort the upload just created.
  let file: FileHandle | undefined;
  try {
    context.signal.throwIfAborted();
    file = await open(job.path, 'r');
    const ranges = partRanges(job.size, context.multipartChunksizeBytes);
    const parts: CompletedPart[] = new Array(ranges.length);
    await forEachLimited(ranges.length, context.partConcurrency, async (i) => {
      const [start, end] = ranges[i]!;
      const buffer = Buffer.allocUnsafe(end - start);
      const { bytesRead } = await file!.read(buffer, 0, buffer.length, start);
      if (bytesRead !== buffer.length)
        throw new Error(`${JSON.stringify(job.path)} changed size while it was being uploaded`);
      const result = await context.client
        .send(
          new UploadPartCommand({
            Bucket: job.bucket,
            Key: job.key,
            UploadId: uploadId,
            PartNumber: i + 1,
            Body: buffer,
            ContentLength: buffer.length,
          }),
          { abortSignal: context.signal },
        )
        .catch(where('UploadPart'));
      parts[i] = { PartNumber: i + 1, ETag: result.ETag };
      context.onBytes(buffer.length);
    });
    await context.client
      .send(
        new CompleteMultipartUploadCommand({
          Bucket: job.bucket,
          Key: job.key,
          UploadId: uploadId,
          MultipartUpload: { Parts: parts },
        }),
        {
          abortSignal: context.signal,
        },
      )
      .catch(where('CompleteMultipartUpload'));
  } catch (error) {
    // Parts of an unfinished upload are billed until aborted.
    await context.client
      .send(
        new AbortMultipartUploadCommand({ Bucket: job.bucket, Key: job.key, UploadId: uploadId }),
      )
      .catch(() => undefined);
    throw error;
  } finally {
    await file?.close();
  }
}

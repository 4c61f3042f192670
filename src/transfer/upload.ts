import { open, readFile, type FileHandle } from 'node:fs/promises';
import { PutObjectCommand, UploadPartCommand } from '@aws-sdk/client-s3';
import { guessContentType } from './content-type.js';
import { failedAs, multipartUpload } from './multipart-upload.js';
import { objectParams, type ObjectParams } from '../s3/object-params.js';
import type { TransferContext } from './transfer-context.js';
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
      const sent = await context.direct.putObject(
        job.bucket,
        job.key,
        body,
        params,
        context.signal,
      );
      if (!sent)
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
  params: ObjectParams,
  context: TransferContext,
): Promise<void> {
  let file: FileHandle | undefined;
  try {
    await multipartUpload(
      job,
      params,
      {
        partBytes: context.multipartChunksizeBytes,
        // Opened once the upload exists: a file gone since the walk must still abort it.
        beforeParts: async () => {
          file = await open(job.path, 'r');
        },
        sendPart: async (uploadId, partNumber, [start, end]) => {
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
                PartNumber: partNumber,
                Body: buffer,
                ContentLength: buffer.length,
              }),
              { abortSignal: context.signal },
            )
            .catch(failedAs('UploadPart', job));
          return result.ETag;
        },
      },
      context,
    );
  } finally {
    // Closed last, after any abort: every part in flight has settled by then, none still reads.
    await file?.close();
  }
}

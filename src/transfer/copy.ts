import { CopyObjectCommand, UploadPartCopyCommand } from '@aws-sdk/client-s3';
import { failedAs, multipartUpload } from './multipart-upload.js';
import { objectParams, type ObjectParams } from '../s3/object-params.js';
import { copyParts } from './part-plan.js';
import type { TransferContext } from './transfer-context.js';
import { transferFailure } from './transfer-failure.js';

export interface CopyJob {
  readonly sourceBucket: string;
  readonly sourceKey: string;
  readonly size: number;
  readonly etag: string;
  readonly bucket: string;
  readonly key: string;
}

/** CopyObject's limit: above it, a server-side copy must go part by part. */
const MAX_SINGLE_COPY_BYTES = 5 * 1024 * 1024 * 1024;

/** `bucket/key` as CopySource wants it: the key URL-encoded, its slashes kept. */
function copySource(bucket: string, key: string): string {
  return `${bucket}/${encodeURIComponent(key).replace(/%2F/g, '/')}`;
}

/** A server-side copy: no byte passes through the runner. */
export async function copyObject(job: CopyJob, context: TransferContext): Promise<void> {
  const params = objectParams(context.objectOptions);
  // Keep the source's metadata unless the user gave new metadata, as the aws-cli does.
  const replace = Object.keys(params).some(
    (k) => k === 'Metadata' || k === 'ContentType' || k === 'CacheControl',
  );
  if (job.size <= MAX_SINGLE_COPY_BYTES) {
    try {
      const source = copySource(job.sourceBucket, job.sourceKey);
      const sent = await context.direct.copyObject(
        job.bucket,
        job.key,
        source,
        params,
        replace,
        context.signal,
      );
      if (!sent)
        await context.client.send(
          new CopyObjectCommand({
            Bucket: job.bucket,
            Key: job.key,
            CopySource: source,
            ...(replace ? { MetadataDirective: 'REPLACE' as const } : {}),
            ...params,
          }),
          { abortSignal: context.signal },
        );
    } catch (error) {
      throw transferFailure(error, 'CopyObject', job.bucket, job.key);
    }
    context.onBytes(job.size);
    return;
  }
  await copyInParts(job, params, context);
}

function copyInParts(job: CopyJob, params: ObjectParams, context: TransferContext): Promise<void> {
  return multipartUpload(
    job,
    params,
    {
      ...copyParts(job.size, context.multipartChunksizeBytes),
      sendPart: async (uploadId, partNumber, [start, end]) => {
        const result = await context.client
          .send(
            new UploadPartCopyCommand({
              Bucket: job.bucket,
              Key: job.key,
              UploadId: uploadId,
              PartNumber: partNumber,
              CopySource: copySource(job.sourceBucket, job.sourceKey),
              CopySourceRange: `bytes=${start}-${end - 1}`,
              CopySourceIfMatch: job.etag || undefined,
            }),
            { abortSignal: context.signal },
          )
          .catch(failedAs('UploadPartCopy', job));
        return result.CopyPartResult?.ETag;
      },
    },
    context,
  );
}

import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  UploadPartCopyCommand,
  type CompletedPart,
} from '@aws-sdk/client-s3';
import { objectParams } from './object-params.js';
import { forEachLimited, partRanges, type TransferContext } from './transfer-context.js';
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
      await context.client.send(
        new CopyObjectCommand({
          Bucket: job.bucket,
          Key: job.key,
          CopySource: copySource(job.sourceBucket, job.sourceKey),
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

async function copyInParts(
  job: CopyJob,
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
  try {
    context.signal.throwIfAborted();
    const ranges = partRanges(
      job.size,
      Math.max(context.multipartChunksizeBytes, 64 * 1024 * 1024),
    );
    const parts: CompletedPart[] = new Array(ranges.length);
    await forEachLimited(ranges.length, context.partConcurrency, async (i) => {
      const [start, end] = ranges[i]!;
      const result = await context.client
        .send(
          new UploadPartCopyCommand({
            Bucket: job.bucket,
            Key: job.key,
            UploadId: uploadId,
            PartNumber: i + 1,
            CopySource: copySource(job.sourceBucket, job.sourceKey),
            CopySourceRange: `bytes=${start}-${end - 1}`,
            CopySourceIfMatch: job.etag || undefined,
          }),
          { abortSignal: context.signal },
        )
        .catch(where('UploadPartCopy'));
      parts[i] = { PartNumber: i + 1, ETag: result.CopyPartResult?.ETag };
      context.onBytes(end - start);
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
    await context.client
      .send(
        new AbortMultipartUploadCommand({ Bucket: job.bucket, Key: job.key, UploadId: uploadId }),
      )
      .catch(() => undefined);
    throw error;
  }
}

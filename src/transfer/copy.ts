import { DEFAULT_RETRY, withRetry } from '../retry.js';
import {
  CONTENT_MD5_METADATA,
  isMultipartEtag,
  md5FromEtag,
  md5FromMetadata,
} from '../s3/content-md5.js';
import { failedAs, multipartUpload } from './multipart-upload.js';
import { objectParams, REPLACED_ON_COPY, type ObjectParams } from '../s3/object-params.js';
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
  /** The source's MD5 when a checksum sync already knows it (else read from its ETag or HEAD). */
  readonly md5Hex?: string | undefined;
}

/** CopyObject's limit: above it, a server-side copy must go part by part. */
const MAX_SINGLE_COPY_BYTES = 5 * 1024 * 1024 * 1024;

/** `bucket/key` as CopySource wants it: the key URL-encoded, its slashes kept. */
function copySource(bucket: string, key: string): string {
  return `${bucket}/${encodeURIComponent(key).replace(/%2F/g, '/')}`;
}

/** A server-side copy: no byte passes through the runner. */
export async function copyObject(job: CopyJob, context: TransferContext): Promise<void> {
  const given = objectParams(context.objectOptions);
  // Keep the source's headers and metadata unless the user gave new ones, as the aws-cli does.
  const replace = Object.keys(given).some((k) => REPLACED_ON_COPY.has(k as keyof ObjectParams));
  if (job.size <= (context.singleCopyMaxBytes ?? MAX_SINGLE_COPY_BYTES)) {
    // A copy that keeps the source's metadata keeps its MD5 metadata too; new metadata gets it
    // added for a multipart source, so its copy still compares by content in a checksum sync.
    // (A single-part source's copy has the MD5 as its ETag already.)
    const params =
      replace && isMultipartEtag(job.etag)
        ? withMd5(given, await multipartMd5(job, context))
        : given;
    try {
      const source = copySource(job.sourceBucket, job.sourceKey);
      const sent = await context.direct.copyObject(
        { bucket: job.bucket, key: job.key, copySource: source, params, replaceMetadata: replace },
        context.signal,
      );
      if (!sent)
        await context.client.send(
          (s3) =>
            new s3.CopyObjectCommand({
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
  await copyInParts(job, await partCopyParams(job, given, replace, context), context);
}

function withMd5(params: ObjectParams, md5Hex: string | undefined): ObjectParams {
  if (md5Hex === undefined) return params;
  return { ...params, Metadata: { ...params.Metadata, [CONTENT_MD5_METADATA]: md5Hex } };
}

/** A multipart source's MD5: known already, else its MD5 metadata if it has one (one HEAD). */
function multipartMd5(job: CopyJob, context: TransferContext): Promise<string | undefined> {
  if (job.md5Hex !== undefined) return Promise.resolve(job.md5Hex);
  return md5FromMetadata(context.client, job.sourceBucket, job.sourceKey, context.signal);
}

/**
 * A copy part by part sets its metadata at CreateMultipartUpload, from nothing: the source's
 * metadata and headers are read with one HEAD and carried (its MD5 metadata with them),
 * unless the user gave new ones, which get the MD5 added.
 */
async function partCopyParams(
  job: CopyJob,
  given: ObjectParams,
  replace: boolean,
  context: TransferContext,
): Promise<ObjectParams> {
  const { sourceBucket: bucket, sourceKey: key } = job;
  const head = await withRetry(
    () =>
      context.client.send((s3) => new s3.HeadObjectCommand({ Bucket: bucket, Key: key }), {
        abortSignal: context.signal,
      }),
    { ...DEFAULT_RETRY, signal: context.signal },
  ).catch(failedAs('HeadObject', { bucket, key }));
  const stored = head.Metadata?.[CONTENT_MD5_METADATA];
  const md5Hex = job.md5Hex ?? md5FromEtag(head.ETag ?? '') ?? stored;
  if (replace) return withMd5(given, md5Hex);
  // What a single CopyObject keeps under COPY, carried by hand: every stored header.
  const expires = head.Expires && !Number.isNaN(head.Expires.getTime()) ? head.Expires : undefined;
  return withMd5(
    {
      ...given,
      ...(head.ContentType ? { ContentType: head.ContentType } : {}),
      ...(head.CacheControl ? { CacheControl: head.CacheControl } : {}),
      ...(head.ContentEncoding ? { ContentEncoding: head.ContentEncoding } : {}),
      ...(head.ContentDisposition ? { ContentDisposition: head.ContentDisposition } : {}),
      ...(head.ContentLanguage ? { ContentLanguage: head.ContentLanguage } : {}),
      ...(expires ? { Expires: expires } : {}),
      ...(head.Metadata ? { Metadata: { ...head.Metadata } } : {}),
    },
    md5Hex,
  );
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
            (s3) =>
              new s3.UploadPartCopyCommand({
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

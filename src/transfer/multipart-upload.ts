import type { CompletedPart } from '@aws-sdk/client-s3';
import { DEFAULT_RETRY, withRetry } from '../retry.js';
import type { ObjectParams } from '../s3/object-params.js';
import { forEachBounded } from '../bounded.js';
import { partRanges, type TransferContext } from './transfer-context.js';
import { transferFailure } from './transfer-failure.js';

export interface MultipartTarget {
  readonly bucket: string;
  readonly key: string;
  readonly size: number;
  /** Complete only if the key does not exist (If-None-Match: *; Ceph RGW 16.2 ignores it). */
  readonly ifNoneMatch?: boolean | undefined;
}

export interface PartPlan {
  /** The part size asked for; partRanges grows it when 10,000 parts would not be enough. */
  readonly partBytes: number;
  /** Parts of this object in flight at once. */
  readonly concurrency: number;
  /** Runs once the upload exists and before any part; a failure here aborts the upload too. */
  readonly beforeParts?: (() => Promise<void>) | undefined;
  /** Sends part `partNumber`, bytes [start, end) of the object, and returns the part's ETag. */
  readonly sendPart: (
    uploadId: string,
    partNumber: number,
    range: readonly [number, number],
  ) => Promise<string | undefined>;
}

/**
 * One multipart upload, for an upload from disk and a server-side copy alike: create, send the
 * parts `plan.concurrency` at a time, complete. Any failure after the create aborts the upload.
 * Measured as a large transfer for the report.
 */
export function multipartUpload(
  target: MultipartTarget,
  params: ObjectParams,
  plan: PartPlan,
  context: TransferContext,
): Promise<void> {
  return context.meter.track(target.size, () => runUpload(target, params, plan, context));
}

async function runUpload(
  target: MultipartTarget,
  params: ObjectParams,
  plan: PartPlan,
  context: TransferContext,
): Promise<void> {
  const { bucket, key } = target;
  const created = await context.client
    // No abortSignal: an upload created whose answer was dropped by an abort could never be
    // aborted, and its parts would be billed. The abort is honoured just after, in the try.
    .send((s3) => new s3.CreateMultipartUploadCommand({ Bucket: bucket, Key: key, ...params }))
    .catch(failedAs('CreateMultipartUpload', target));
  const uploadId = created.UploadId!;
  try {
    context.signal.throwIfAborted();
    await plan.beforeParts?.();
    const ranges = partRanges(target.size, plan.partBytes);
    const parts: CompletedPart[] = new Array(ranges.length);
    // forEachBounded starts no part after a failure, and throws only once the parts in flight
    // have settled: no part can be stored after the abort below.
    await forEachBounded(ranges.length, plan.concurrency, async (i) => {
      const range = ranges[i]!;
      // A part is sent again on its own: one reset must not restart a whole large upload.
      const etag = await withRetry(() => plan.sendPart(uploadId, i + 1, range), {
        ...DEFAULT_RETRY,
        signal: context.signal,
        onRetry: (error, attempt, ms) =>
          context.onDebug?.(
            `part ${i + 1} of ${JSON.stringify(key)} attempt ${attempt} failed (${(error as Error).message}); retrying in ${ms} ms`,
          ),
      });
      parts[i] = { PartNumber: i + 1, ETag: etag };
      context.onBytes(range[1] - range[0]);
    });
    await context.client
      .send(
        (s3) =>
          new s3.CompleteMultipartUploadCommand({
            Bucket: bucket,
            Key: key,
            UploadId: uploadId,
            MultipartUpload: { Parts: parts },
            ...(target.ifNoneMatch ? { IfNoneMatch: '*' } : {}),
          }),
        { abortSignal: context.signal },
      )
      .catch(failedAs('CompleteMultipartUpload', target));
  } catch (error) {
    // Parts of an unfinished upload are billed until aborted.
    await context.client
      .send(
        (s3) =>
          new s3.AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId }),
      )
      .catch(() => undefined);
    throw error;
  }
}

/** A `.catch` handler that rethrows an SDK error as the S3Error of `operation` on the target. */
export function failedAs(
  operation: string,
  target: { readonly bucket: string; readonly key: string },
): (error: unknown) => never {
  return (error) => {
    throw transferFailure(error, operation, target.bucket, target.key);
  };
}

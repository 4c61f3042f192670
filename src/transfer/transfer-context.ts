import type { ObjectOptions } from '../s3/object-params.js';
import type { DirectRequests } from '../s3/direct-requests.js';
import type { ByteBudget } from './byte-budget.js';
import type { LargeTransferMeter } from './large-transfer-meter.js';
import type { SdkClient } from '../s3/sdk-client.js';

/** What every transfer needs, made once per run. */
export interface TransferContext {
  readonly client: SdkClient;
  /** Small objects' GET, PUT and copy without the SDK's middleware, where the bucket allows. */
  readonly direct: DirectRequests;
  readonly signal: AbortSignal;
  readonly multipartThresholdBytes: number;
  readonly multipartChunksizeBytes: number;
  /** Large downloads under this size go as one GET (`downloadParts`; its default if unset). */
  readonly streamCutoffBytes?: number | undefined;
  /** Bytes in flight for all large transfers together (parts uploading, ranges downloading). */
  readonly budget: ByteBudget;
  /** MB/s and CPU of the large transfers, for the report. */
  readonly meter: LargeTransferMeter;
  readonly objectOptions: ObjectOptions;
  /**
   * Multipart uploads store the body's MD5 as metadata (src/s3/content-md5.ts), so that a
   * checksum sync compares them without reading them back. Every sync sets it; the cache's
   * blobs, which carry their own SHA-256, do not.
   */
  readonly storeContentMd5?: boolean | undefined;
  /** CopyObject's limit (5 GiB, S3's); above it a copy goes part by part. Lower in tests only. */
  readonly singleCopyMaxBytes?: number | undefined;
  /** Called as bytes land, for progress and the timeline. */
  readonly onBytes: (bytes: number) => void;
  /** Retries inside one transfer (a range, a part), at debug level. */
  readonly onDebug?: ((message: string) => void) | undefined;
}

/** Part boundaries for a multipart transfer: [start, endExclusive) pairs. */
export function partRanges(size: number, partBytes: number): Array<readonly [number, number]> {
  // S3 allows at most 10,000 parts: grow the part size rather than fail on a huge object.
  const bytes = Math.max(partBytes, Math.ceil(size / 10_000));
  const ranges: Array<readonly [number, number]> = [];
  for (let start = 0; start < size; start += bytes)
    ranges.push([start, Math.min(size, start + bytes)]);
  return ranges;
}

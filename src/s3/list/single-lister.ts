import { paginateListObjectsV2, type S3Client } from '@aws-sdk/client-s3';
import { s3FailureFromSdk } from '../s3-failure.js';
import { decodeUrlEncodedKey } from './decode-key.js';
import { nextToken } from './next-token.js';
import { isWithin, type RangeBound } from './list-chain.js';
import type { ListStats } from './list-types.js';
import type { ObjectEntry } from './object-entry.js';

export interface SingleListRequest {
  readonly client: S3Client;
  readonly bucket: string;
  readonly prefix: string;
  readonly pageSize: number;
  readonly startAfter: string | undefined;
  readonly upper: RangeBound | undefined;
  readonly signal: AbortSignal | undefined;
}

/**
 * The baseline: one request at a time through the SDK's paginator and the SDK's own XML parsing,
 * as the aws-cli's `single` lister does. Kept simple on purpose: it is what `threaded` is
 * measured and checked against.
 */
export async function* listSingle(
  request: SingleListRequest,
  stats: ListStats,
): AsyncGenerator<ObjectEntry[]> {
  const pages = paginateListObjectsV2(
    { client: request.client, pageSize: request.pageSize },
    {
      Bucket: request.bucket,
      Prefix: request.prefix || undefined,
      StartAfter: request.startAfter || undefined,
      EncodingType: 'url',
    },
  );
  const seenTokens = new Set<string>();
  stats.ranges = 1;
  stats.maxInFlight = 1;
  try {
    for await (const page of pages) {
      request.signal?.throwIfAborted();
      stats.pages++;
      const decode = page.EncodingType === 'url';
      const entries: ObjectEntry[] = [];
      let reachedEnd = false;
      for (const item of page.Contents ?? []) {
        const key = decode ? decodeUrlEncodedKey(item.Key ?? '') : (item.Key ?? '');
        if (!isWithin(key, request.upper)) {
          reachedEnd = true;
          break;
        }
        entries.push({
          key,
          size: item.Size ?? 0,
          lastModifiedMs: item.LastModified?.getTime() ?? 0,
          etag: item.ETag ?? '',
          storageClass: item.StorageClass ?? 'STANDARD',
        });
      }
      stats.objects += entries.length;
      stats.firstPageMs ??= Date.now() - stats.startedAtMs;
      if (entries.length > 0) yield entries;
      if (reachedEnd) return;
      if (page.IsTruncated) nextToken(page.NextContinuationToken, seenTokens, request);
    }
  } catch (error) {
    throw s3FailureFromSdk(error, 'ListObjectsV2', request.bucket, request.prefix || undefined);
  }
}

import { paginateListObjectsV2, type S3Client } from '@aws-sdk/client-s3';
import { s3FailureFromSdk } from '../s3-failure.js';
import { decodeUrlEncodedKey } from './decode-key.js';
import {
  emptyPagesWithoutEnd,
  EMPTY_PAGES_IN_A_ROW_MAX,
  clip,
  malformedPage,
  pageLabel,
  type ListingPlace,
} from './list-bounds.js';
import { ListedKeyCheck } from './listed-keys.js';
import { nextToken } from './next-token.js';
import { boundSdkListing } from './sdk-list-bounds.js';
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
  readonly headersTimeoutMs?: number | undefined;
}

/**
 * The baseline: one request at a time through the SDK's paginator and the SDK's own XML parsing,
 * as the aws-cli's `single` lister does. Kept simple on purpose: it is what `threaded` is
 * measured and checked against. It keeps the same bounds and checks every key as the threaded
 * lister does (`list-bounds.ts`, `listed-keys.ts`).
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
  const keys = new ListedKeyCheck(request, request.startAfter);
  const bound = boundSdkListing(request.client, {
    ...request,
    pageNumber: () => stats.pages + 1,
  });
  let emptyInARow = 0;
  stats.ranges = 1;
  stats.maxInFlight = 1;
  try {
    for await (const page of pages) {
      request.signal?.throwIfAborted();
      stats.pages++;
      // The SDK reads any XML (an HTML portal page too) as a page with no keys that ends the
      // listing: a sync with delete would then remove every destination file. Every
      // ListBucketResult says whether it is truncated.
      if (page.IsTruncated === undefined) {
        throw malformedPage(
          request,
          pageLabel({ number: stats.pages }),
          'it has no <IsTruncated>, so it is no ListBucketResult',
        );
      }
      const decode = page.EncodingType === 'url';
      const entries: ObjectEntry[] = [];
      let reachedEnd = false;
      const contents = page.Contents ?? [];
      emptyInARow = contents.length === 0 && page.IsTruncated ? emptyInARow + 1 : 0;
      if (emptyInARow >= EMPTY_PAGES_IN_A_ROW_MAX) throw emptyPagesWithoutEnd(request);
      for (const item of contents) {
        const key = decode ? decodedKey(item.Key ?? '', request, stats.pages) : (item.Key ?? '');
        keys.check(key);
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
    throw s3FailureFromSdk(
      bound.error ?? error,
      'ListObjectsV2',
      request.bucket,
      request.prefix || undefined,
    );
  }
}

/** A listed key, percent-decoded; one that does not decode makes its page malformed. */
function decodedKey(raw: string, place: ListingPlace, page: number): string {
  try {
    return decodeUrlEncodedKey(raw);
  } catch {
    throw malformedPage(
      place,
      pageLabel({ number: page }),
      `the key ${JSON.stringify(clip(raw))} is not valid percent-encoding`,
    );
  }
}

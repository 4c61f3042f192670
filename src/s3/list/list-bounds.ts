import { redactSecrets } from '../../secret-text.js';
import { s3Failure } from '../s3-failure.js';
import { STALL_CEILING_MS } from '../stall-watch.js';

/**
 * What one listing may cost, whatever the server sends: the listing is untrusted input, and a
 * broken or hostile endpoint must end it with an error that says which bound it hit, not run
 * it forever or out of memory (issue #41).
 */

/** S3's longest key: 1,024 bytes of UTF-8. */
export const MAX_KEY_BYTES = 1024;

/**
 * The most bytes a key can take in a page. Listed with encoding-type=url, each of its 1,024
 * bytes is at most 3 characters (`%XX`); a server that ignores the encoding and escapes the raw
 * key for XML instead writes at most 6 for a byte (`&quot;`). So 6 × 1,024 = 6,144 bytes.
 */
const KEY_XML_BYTES_MAX = 6 * MAX_KEY_BYTES;
/**
 * The rest of one `<Contents>`: its tags, LastModified (24), a quoted ETag with a part count
 * (about 50), Size (at most 15 digits), StorageClass, an Owner (a 64-character ID and a display
 * name), checksum and restore fields. AWS and RGW send 200-400 bytes; 2 KiB holds them all.
 */
const ENTRY_FIELDS_BYTES_MAX = 2048;
/**
 * What a page holds besides its entries: the XML declaration, Name, the echoed Prefix and
 * StartAfter (each at most 6,144 bytes, as a key), MaxKeys, KeyCount, IsTruncated and the
 * tokens (AWS's are a few hundred bytes, RGW's one key). 64 KiB holds them.
 */
const PAGE_HEAD_BYTES_MAX = 64 * 1024;
/** The arithmetic above is of the largest page a server can honestly send; twice it is the bound. */
const PAGE_MARGIN = 2;

/**
 * The most bytes one page of `maxKeys` entries may take: (6,144 + 2,048) bytes an entry, plus
 * 64 KiB of head, times 2. For max-keys 1,000: 2 × (1,000 × 8,192 + 65,536) = 16,515,072
 * bytes (15.75 MiB), where a page of 1,000 typical keys is 250-350 KB. A body past it is a
 * server that does not stop (or ignores max-keys), not a page.
 */
export function maxPageBytes(maxKeys: number): number {
  return (
    PAGE_MARGIN * (maxKeys * (KEY_XML_BYTES_MAX + ENTRY_FIELDS_BYTES_MAX) + PAGE_HEAD_BYTES_MAX)
  );
}

/**
 * Truncated pages in a row that bring no key, before the listing stops. S3 may send a short
 * page, and rarely an empty one, while it skips over deleted keys; a thousand in a row is a
 * server handing out fresh tokens forever (one served 33,708 empty pages in 15 s).
 */
export const EMPTY_PAGES_IN_A_ROW_MAX = 1000;

/**
 * The longest wait for a listing answer's headers, from sending the request. Longer than the
 * stall watch's ceiling, so that a silent server stays the stall watch's (and is retried); this
 * ends a server that keeps sending bytes without ever finishing its headers.
 */
export const HEADERS_TIMEOUT_MS = STALL_CEILING_MS + 30_000;

/** Where a listing is: its bucket and prefix, as every listing error names them. */
export interface ListingPlace {
  readonly bucket: string;
  readonly prefix: string;
}

/** The codes of the listing errors: none is retried, the server would do it again (retry.ts). */
export type ListingFailureCode =
  | 'ListPageTooLarge'
  | 'EmptyPagesWithoutEnd'
  | 'ListHeadersTimeout'
  | 'MalformedListPage'
  | 'KeyOutsidePrefix'
  | 'KeyOutOfOrder'
  | 'KeyTooLong';

/** A listing stopped at one of its bounds or checks, as an S3Error naming its bucket and prefix. */
export function listingFailure(place: ListingPlace, code: ListingFailureCode, message: string) {
  return s3Failure({
    operation: 'ListObjectsV2',
    bucket: place.bucket,
    key: place.prefix || undefined,
    code,
    message,
  });
}

/** The error for a page whose body ran past `maxPageBytes`. */
export function pageTooLarge(place: ListingPlace, maxKeys: number, page: string) {
  return listingFailure(
    place,
    'ListPageTooLarge',
    `${page} ran past ${maxPageBytes(maxKeys)} bytes, the most a page of ${maxKeys} keys can take; the server does not end its pages`,
  );
}

/** The error for `EMPTY_PAGES_IN_A_ROW_MAX` pages in a row with no key and more to follow. */
export function emptyPagesWithoutEnd(place: ListingPlace) {
  return listingFailure(
    place,
    'EmptyPagesWithoutEnd',
    `the server sent ${EMPTY_PAGES_IN_A_ROW_MAX} pages in a row with no key, each saying more follow; stopping instead of listing forever`,
  );
}

/** A page that is not a ListBucketResult this client can read: it would not be on a retry either. */
export function malformedPage(place: ListingPlace, page: string, what: string) {
  return listingFailure(
    place,
    'MalformedListPage',
    `${page} is not a listing this client can read: ${what}`,
  );
}

/** The error for an answer whose headers did not arrive within `timeoutMs`. */
export function headersTimedOut(place: ListingPlace, timeoutMs: number, page: string) {
  return listingFailure(
    place,
    'ListHeadersTimeout',
    `the answer to ${page} did not finish its headers within ${timeoutMs / 1000} s`,
  );
}

/**
 * Names a page in an error: its number in its chain of requests and the continuation token it
 * was asked with, or the key it starts after.
 */
export function pageLabel(page: {
  readonly number: number;
  readonly continuationToken?: string | undefined;
  readonly startAfter?: string | undefined;
}): string {
  const from =
    page.continuationToken !== undefined
      ? ` (continuation token ${JSON.stringify(clip(page.continuationToken))})`
      : page.startAfter
        ? ` (after ${JSON.stringify(clip(page.startAfter))})`
        : '';
  return `page ${page.number}${from}`;
}

/** Shown characters of an untrusted string in an error: its start, and its length past that. */
export const SHOWN_CHARS = 64;

/**
 * The start of a string too long to show whole, cleared of the run's secrets before the cut: a
 * key or token that echoes one, cut through it, would show its start (secret-text.ts).
 */
export function clip(whole: string): string {
  const text = redactSecrets(whole);
  return text.length <= SHOWN_CHARS ? text : `${text.slice(0, SHOWN_CHARS)}…`;
}

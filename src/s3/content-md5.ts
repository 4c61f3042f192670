import { withRetry, DEFAULT_RETRY } from '../retry.js';
import { s3FailureFromSdk } from './s3-failure.js';
import type { SdkClient } from './sdk-client.js';

/**
 * The MD5 of an object's whole body, where S3 can say it without the body (issue 28).
 *
 * A listing's ETag is that MD5 for an object stored in one part without SSE-KMS or SSE-C. A
 * multipart ETag (`"<md5 of the parts' md5s>-N"`) says nothing of the body, so every sync's
 * multipart uploads (and copies of them) also store the body's MD5 as user metadata, read back
 * with one HEAD.
 * We chose metadata over S3's full-object CRC32 / CRC64NVME (`ChecksumType: FULL_OBJECT`) because
 * Ceph RGW 16 (and other S3-compatible stores) keep no full-object checksum of a multipart upload,
 * while every store keeps user metadata; and an MD5 compares with single-part ETags as they are.
 */

/** Stored as `x-amz-meta-s3sync-md5`: the hex MD5 of the whole body. */
export const CONTENT_MD5_METADATA = 's3sync-md5';

const MD5_HEX = /^[0-9a-f]{32}$/;

/**
 * The body's MD5 from a listed ETag, or undefined for a multipart (or otherwise opaque) ETag.
 * Read by hand, once per same-size object of a checksum sync: a regular expression and a
 * lowercased copy cost 2% of a 20,000-file check in a `--cpu-prof`.
 */
export function md5FromEtag(etag: string): string | undefined {
  const start = etag.charCodeAt(0) === QUOTE ? 1 : 0;
  const end = etag.length > start && etag.charCodeAt(etag.length - 1) === QUOTE ? -1 : 0;
  if (etag.length - start + end !== 32) return undefined;
  let lower = true;
  for (let i = start; i < start + 32; i++) {
    const c = etag.charCodeAt(i);
    if ((c >= 48 && c <= 57) || (c >= 97 && c <= 102)) continue; // 0-9, a-f
    if (c >= 65 && c <= 70)
      lower = false; // A-F
    else return undefined;
  }
  const bare = start === 0 && end === 0 ? etag : etag.slice(start, start + 32);
  return lower ? bare : bare.toLowerCase();
}

const QUOTE = 34;

/** True for the ETag form of a multipart upload, whose MD5 may be in the metadata. */
export function isMultipartEtag(etag: string): boolean {
  return /^"?[0-9a-f]{32}-\d+"?$/i.test(etag);
}

/**
 * The MD5 this tool stored in the object's metadata, or undefined when the object has none (or
 * is gone since it was listed). One HEAD, retried as every request is.
 */
export async function md5FromMetadata(
  client: SdkClient,
  bucket: string,
  key: string,
  signal: AbortSignal,
): Promise<string | undefined> {
  try {
    const head = await withRetry(
      () =>
        client.send((s3) => new s3.HeadObjectCommand({ Bucket: bucket, Key: key }), {
          abortSignal: signal,
        }),
      { ...DEFAULT_RETRY, signal },
    );
    const value = head.Metadata?.[CONTENT_MD5_METADATA]?.trim().toLowerCase();
    return value !== undefined && MD5_HEX.test(value) ? value : undefined;
  } catch (error) {
    const failure = s3FailureFromSdk(error, 'HeadObject', bucket, key);
    if (failure.statusCode === 404) return undefined;
    throw failure;
  }
}

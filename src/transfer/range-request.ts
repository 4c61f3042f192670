import type { Readable } from 'node:stream';
import { S3Error } from '../errors.js';
import { sdkStoredDigests, storedDigests, type StoredDigests } from '../s3/body-digests.js';
import { parseContentRange } from '../s3/content-range.js';
import { networkFailure } from '../s3/error-response.js';
import type { RawAnswer } from '../s3/raw/raw-answer.js';
import { s3Failure, s3FailureFromSdk } from '../s3/s3-failure.js';
import type { TransferContext } from './transfer-context.js';

/*
 * One GET of a ranged download (src/transfer/ranged-download.ts): asked by the direct signed
 * path or else the SDK, pinned to the version with If-Match, and its answer checked to be the
 * bytes asked for, of that version.
 */

/** What a ranged download needs to know of the object. */
export interface RangedObject {
  readonly bucket: string;
  readonly key: string;
  readonly size: number;
  /** The listing's ETag; empty when unknown (the first range's ETag then pins the version). */
  readonly etag: string;
}

/** One answer to a ranged GET, from the direct path or the SDK. */
export interface RangeAnswer {
  /** Read into our own buffers (the direct path), or a stream of Node's chunks (the SDK's). */
  readonly body: { readonly raw: RawAnswer } | { readonly stream: Readable };
  /** Abandons the body and its connection. */
  readonly destroy: () => void;
  readonly etag: string | undefined;
  /** `bytes a-b/size`, or undefined for a 200 with the whole object. */
  readonly contentRange: string | undefined;
  /** The body's length as the answer declares it. */
  readonly contentLength: number | undefined;
  /** What the whole object hashes to, from an answer to a GET of all of it (not a range). */
  readonly digests: StoredDigests | undefined;
}

/** Bytes [from, end) of an object. */
export interface ByteSpan {
  readonly from: number;
  readonly end: number;
}

/**
 * A GET of bytes [from, end) pinned to the version, by the direct path or else the SDK. All of
 * the object is asked without a Range and with the checksum mode, so that the answer says what
 * the object hashes to (S3 sends a stored checksum only with the whole object).
 */
export async function requestRange(
  object: RangedObject,
  { from, end }: ByteSpan,
  version: { etag: string },
  context: TransferContext,
): Promise<RangeAnswer> {
  const whole = from === 0 && end === object.size;
  const range = whole ? undefined : `bytes=${from}-${end - 1}`;
  try {
    const headers: Record<string, string> = range
      ? { range }
      : { 'x-amz-checksum-mode': 'ENABLED' };
    if (version.etag) headers['if-match'] = version.etag;
    const raw = await context.direct.openObjectRaw(
      object.bucket,
      object.key,
      headers,
      context.signal,
    );
    if (raw) {
      return {
        body: { raw },
        etag: raw.headers.etag,
        contentRange: raw.headers['content-range'],
        contentLength: Number(raw.headers['content-length']),
        digests: whole ? storedDigests(raw.headers) : undefined,
        destroy: () => raw.destroy(),
      };
    }
    const answer = await context.client
      .send(
        (s3) =>
          new s3.GetObjectCommand({
            Bucket: object.bucket,
            Key: object.key,
            Range: range,
            IfMatch: version.etag || undefined,
            ChecksumMode: whole ? 'ENABLED' : undefined,
          }),
        { abortSignal: context.signal },
      )
      .catch((error: unknown) => {
        throw s3FailureFromSdk(error, 'GetObject', object.bucket, object.key);
      });
    const body = answer.Body as Readable;
    return {
      body: { stream: body },
      destroy: () => body.destroy(),
      etag: answer.ETag,
      contentRange: answer.ContentRange,
      contentLength: answer.ContentLength,
      digests: whole ? sdkStoredDigests(answer) : undefined,
    };
  } catch (error) {
    throw asRangeFailure(error, object, version.etag);
  }
}

/** The answer is the range asked for, of the version pinned; the first answer pins it. */
export function checkAnswer(
  object: RangedObject,
  answer: RangeAnswer,
  { from, end }: ByteSpan,
  version: { etag: string },
): void {
  const etag = answer.etag ?? '';
  if (version.etag && etag && bareEtag(etag) !== bareEtag(version.etag)) {
    answer.destroy();
    throw changed(object, version.etag);
  }
  if (!version.etag) version.etag = etag;
  const range = parseContentRange(answer.contentRange);
  const whole = answer.contentRange === undefined && from === 0 && end === object.size;
  if (whole) {
    // A 200 of another length is another object (when no ETag was listed to pin it).
    if (answer.contentLength !== undefined && answer.contentLength !== object.size) {
      answer.destroy();
      throw changed(object, version.etag);
    }
    return;
  }
  if (!range || range.first !== from || range.last !== end - 1) {
    answer.destroy();
    throw s3Failure({
      operation: 'GetObject',
      bucket: object.bucket,
      key: object.key,
      code: 'InvalidRange',
      message: `asked for bytes ${from}-${end - 1} and got ${JSON.stringify(answer.contentRange ?? 'the whole object')}`,
    });
  }
  if (range.size !== undefined && range.size !== object.size) {
    answer.destroy();
    throw changed(object, version.etag);
  }
}

const bareEtag = (etag: string) => etag.replace(/^W\//, '').replace(/"/g, '');

/** A rewritten object: never retried (the bytes already landed are of the old version). */
function changed(object: RangedObject, etag: string): S3Error {
  return s3Failure({
    operation: 'GetObject',
    bucket: object.bucket,
    key: object.key,
    code: 'PreconditionFailed',
    statusCode: 412,
    message: `the object changed while it was being downloaded${etag ? ` (its ETag is no longer ${etag})` : ''}; nothing was kept of it. Run the sync again to fetch the new version`,
  });
}

/** Network errors while reading become retryable S3Errors; a failed If-Match says what it means. */
export function asRangeFailure(error: unknown, object: RangedObject, etag = object.etag): Error {
  const place = { operation: 'GetObject', bucket: object.bucket, key: object.key };
  if (error instanceof S3Error) {
    return error.code === 'PreconditionFailed' && !error.message.includes('changed while')
      ? changed(object, etag)
      : error;
  }
  if (error instanceof Error) return networkFailure(error, place);
  return s3Failure({ ...place, message: String(error), cause: error });
}

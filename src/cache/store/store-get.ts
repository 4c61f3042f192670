import type { Readable } from 'node:stream';
import { S3Error } from '../../errors.js';
import { withRetry } from '../../retry.js';
import { checkContentRange } from '../../s3/content-range.js';
import { BodyTooLargeError } from '../../s3/raw/raw-object.js';
import { s3Failure, s3FailureFromSdk } from '../../s3/s3-failure.js';
import type { CacheSession } from './cache-types.js';
import { sha256Hex } from './file-digest.js';
import { requestSignal, retry, type StoreObject } from './store-request.js';

/** Bytes [offset, offset + length) of an object. */
export interface ByteRange {
  readonly offset: number;
  readonly length: number;
}
/** What getBytes reads: an object, or one byte range of it, and how much it may hold. */
export interface StoreGet extends StoreObject {
  /** [offset, length] of the bytes to read; the whole object without it. */
  readonly range?: readonly [number, number];
  /** Leave the SHA-256 out (`sha256` is then ''). */
  readonly noHash?: boolean;
  /** More bytes than this are refused (BodyTooLargeError). */
  readonly maxBytes?: number;
}

/** A whole object read by getBytes: its bytes, their SHA-256 and the object's user metadata. */
export interface FetchedObject {
  readonly body: Buffer;
  /** '' with `noHash`. */
  readonly sha256: string;
  /** User metadata (`x-amz-meta-*`), names lower-cased. */
  readonly metadata: Readonly<Record<string, string>>;
  /** The answer's Last-Modified, when it had one. */
  readonly lastModifiedMs?: number | undefined;
}

/** A body that broke off while it streamed, as an S3 failure (a reset connection is retried). */
function streamFailure(
  place: { readonly operation: string; readonly bucket: string; readonly key: string },
  error: unknown,
): S3Error {
  return s3Failure({
    ...place,
    code: (error as { code?: string }).code ?? 'ECONNRESET',
    message: (error as Error).message,
    cause: error,
  });
}

/** User metadata from raw answer headers: `x-amz-meta-NAME` as `name`. */
function metadataOfHeaders(headers: Readonly<Record<string, string>>): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers))
    if (name.startsWith('x-amz-meta-')) metadata[name.slice('x-amz-meta-'.length)] = value;
  return metadata;
}

/**
 * A whole object (or one byte range of it). With `maxBytes`, an object larger than that is
 * refused by its Content-Length before its body is read, and a body that runs past it is cut off
 * (BodyTooLargeError, not retried): the bucket decides the size, the caller what it can hold.
 */
export async function getBytes(
  session: CacheSession,
  { bucket, key, range, noHash, maxBytes = Infinity }: StoreGet,
  signal: AbortSignal,
): Promise<FetchedObject> {
  const place = { operation: 'GetObject', bucket, key };
  const got = await withRetry(async () => {
    const request = requestSignal(signal);
    if (!range) {
      const direct = await session.direct.getObjectWhole(bucket, key, request, { maxBytes });
      if (direct) {
        const lastModified = Date.parse(direct.headers['last-modified'] ?? '');
        return {
          body: direct.body,
          metadata: metadataOfHeaders(direct.headers),
          ...(Number.isNaN(lastModified) ? {} : { lastModifiedMs: lastModified }),
        };
      }
    }
    let object;
    try {
      object = await session.client.send(
        (s3) =>
          new s3.GetObjectCommand({
            Bucket: bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range[0]}-${range[0] + range[1] - 1}` } : {}),
          }),
        { abortSignal: request },
      );
    } catch (error) {
      throw s3FailureFromSdk(error, 'GetObject', bucket, key);
    }
    const body = object.Body as Readable;
    if ((object.ContentLength ?? 0) > maxBytes) {
      body.destroy();
      throw new BodyTooLargeError(object.ContentLength!, maxBytes, place);
    }
    const chunks: Buffer[] = [];
    let bytes = 0;
    try {
      for await (const chunk of body) {
        bytes += (chunk as Buffer).length;
        if (bytes > maxBytes) throw new BodyTooLargeError(bytes, maxBytes, place);
        chunks.push(chunk as Buffer);
      }
    } catch (error) {
      body.destroy();
      if (error instanceof BodyTooLargeError) throw error;
      throw streamFailure(place, error);
    }
    const whole = Buffer.concat(chunks);
    const expected = range ? range[1] : (object.ContentLength ?? whole.length);
    if (whole.length !== expected)
      throw s3Failure({
        ...place,
        code: 'TruncatedBody',
        message: `the body had ${whole.length} bytes, not ${expected}`,
      });
    return {
      body: whole,
      metadata: object.Metadata ?? {},
      lastModifiedMs: object.LastModified?.getTime(),
    };
  }, retry(signal));
  return { ...got, sha256: noHash ? '' : sha256Hex(got.body) };
}

/**
 * Bytes [offset, offset + length) of an object, read straight into one buffer of exactly that
 * size with an ArrayBuffer of its own, so that it can be moved to a worker thread without a copy
 * (a body gathered in chunks, concatenated, then copied per worker task held each byte three
 * times on the main thread). The length and the Content-Range are checked; the contents are
 * the caller's to check.
 */
export async function getRangeInto(
  session: CacheSession,
  { bucket, key }: StoreObject,
  { offset, length }: ByteRange,
  signal: AbortSignal,
): Promise<Uint8Array<ArrayBuffer>> {
  const place = { operation: 'GetObject', bucket, key };
  const range = `bytes=${offset}-${offset + length - 1}`;
  return withRetry(async () => {
    const request = requestSignal(signal);
    let body: Readable;
    let contentRange: string | undefined;
    const direct = await session.direct.openObject(bucket, key, { range }, request);
    if (direct) {
      body = direct;
      contentRange = direct.headers['content-range'];
    } else {
      try {
        const object = await session.client.send(
          (s3) => new s3.GetObjectCommand({ Bucket: bucket, Key: key, Range: range }),
          { abortSignal: request },
        );
        body = object.Body as Readable;
        contentRange = object.ContentRange;
      } catch (error) {
        throw s3FailureFromSdk(error, 'GetObject', bucket, key);
      }
    }
    const into = new Uint8Array(length);
    let at = 0;
    try {
      checkContentRange(contentRange, offset, length, place);
      for await (const chunk of body) {
        const bytes = chunk as Buffer;
        if (at + bytes.length > length)
          throw s3Failure({
            ...place,
            code: 'TruncatedBody',
            message: `the body of ${range} was longer than ${length} bytes`,
          });
        into.set(bytes, at);
        at += bytes.length;
        session.direct.wire.add(bytes.length);
      }
    } catch (error) {
      body.destroy();
      if (error instanceof S3Error) throw error;
      throw streamFailure(place, error);
    }
    if (at !== length)
      throw s3Failure({
        ...place,
        code: 'TruncatedBody',
        message: `the body of ${range} had ${at} bytes, not ${length}`,
      });
    return into;
  }, retry(signal));
}

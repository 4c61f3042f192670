import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { S3Error } from '../../errors.js';
import { withRetry, DEFAULT_RETRY } from '../../retry.js';
import { checkContentRange } from '../../s3/content-range.js';
import { BodyTooLargeError } from '../../s3/raw/raw-object.js';
import { listObjects } from '../../s3/list/list-objects.js';
import type { ListerKind } from '../../s3/list/list-types.js';
import type { ObjectEntry } from '../../s3/list/object-entry.js';
import { s3Failure, s3FailureFromSdk } from '../../s3/s3-failure.js';
import type { CacheSession } from './cache-types.js';
import { sha256Hex } from './file-digest.js';

/** Each request's own limit, whatever the deadline of the whole job. */
export const REQUEST_TIMEOUT_MS = 120_000;

/** The job's signal and a per-request timeout, as one. */
function requestSignal(signal: AbortSignal, timeoutMs = REQUEST_TIMEOUT_MS): AbortSignal {
  return AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]);
}

/** The store's retries (src/retry.ts): four attempts, as every request of the cache job. */
export function retry(signal: AbortSignal) {
  return { ...DEFAULT_RETRY, attempts: 4, signal };
}

/** What to list: a prefix of a bucket, and the lister to list it with (threaded by default). */
export interface StoreListing {
  readonly bucket: string;
  readonly prefix: string;
  readonly lister?: ListerKind;
}

/** One object of the store: its bucket and key. */
export interface StoreObject {
  readonly bucket: string;
  readonly key: string;
}

/** Bytes [offset, offset + length) of an object. */
export interface ByteRange {
  readonly offset: number;
  readonly length: number;
}

/**
 * Every entry under a prefix, every page, through the project's lister (threaded by default;
 * `single` where a worker thread's start costs more than the listing is likely to take).
 */
export async function listAll(
  session: CacheSession,
  listing: StoreListing,
  signal: AbortSignal,
): Promise<ObjectEntry[]> {
  const entries: ObjectEntry[] = [];
  await forEachListed(session, listing, signal, (entry) => entries.push(entry));
  return entries;
}

/**
 * Calls `visit` with every entry under a prefix, page by page, keeping none: a lookup keeps only
 * its best candidate, so a listing that never ends (a hostile server) grows no memory and ends
 * at the signal (the restore's deadline).
 */
export async function forEachListed(
  session: CacheSession,
  { bucket, prefix, lister }: StoreListing,
  signal: AbortSignal,
  visit: (entry: ObjectEntry) => void,
): Promise<void> {
  const listing = listObjects({
    client: { ...session.clientSettings, maxSockets: 4 },
    bucket,
    prefix,
    signal,
    lister,
  });
  for await (const batch of listing) {
    signal.throwIfAborted();
    for (const entry of batch) visit(entry);
  }
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
        new GetObjectCommand({
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
      throw s3Failure({
        ...place,
        code: (error as { code?: string }).code ?? 'ECONNRESET',
        message: (error as Error).message,
        cause: error,
      });
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
          new GetObjectCommand({ Bucket: bucket, Key: key, Range: range }),
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
      throw s3Failure({
        ...place,
        code: (error as { code?: string }).code ?? 'ECONNRESET',
        message: (error as Error).message,
        cause: error,
      });
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

/** What a PUT did: `written` false when If-None-Match found the key taken; the ETag it got. */
export interface PutOutcome {
  readonly written: boolean;
  /** The new object's ETag, quotes removed; undefined when the answer had none. */
  readonly etag?: string | undefined;
}

/** An ETag without its quotes (and a weak marker), as stored objects compare them. */
export function bareEtag(etag: string | undefined): string | undefined {
  const bare = etag?.replace(/^W\//, '').replace(/^"(.*)"$/, '$1');
  return bare || undefined;
}

/** What putBytes writes: the object, its body, and how. */
export interface StorePut extends StoreObject {
  readonly body: Buffer;
  /** Refuse the write when the key exists (`written` is then false). */
  readonly ifNoneMatch?: boolean;
  /** application/octet-stream without it. */
  readonly contentType?: string;
  /** User metadata (`x-amz-meta-*`). */
  readonly metadata?: Record<string, string>;
}

/**
 * PutObject. With `ifNoneMatch`, the write is refused when the key exists (412, or 409 when
 * another conditional write is in flight): `written` is then false.
 */
export async function putBytes(
  session: CacheSession,
  put: StorePut,
  signal: AbortSignal,
): Promise<PutOutcome> {
  const { bucket, key, body, ifNoneMatch, contentType = 'application/octet-stream' } = put;
  const metadata = put.metadata ? { Metadata: put.metadata } : {};
  try {
    return await withRetry(async () => {
      if (!ifNoneMatch) {
        const sent = await session.direct.putObject(
          bucket,
          key,
          body,
          { ContentType: contentType, ...metadata },
          requestSignal(signal),
        );
        if (sent) return { written: true };
      }
      try {
        const answer = await session.client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: body,
            ContentLength: body.length,
            ContentType: contentType,
            ...metadata,
            ...(ifNoneMatch ? { IfNoneMatch: '*' } : {}),
          }),
          { abortSignal: requestSignal(signal) },
        );
        // The SDK's body is not watched as it goes: counted on the wire once it is through.
        session.direct.wire.add(body.length);
        return { written: true, etag: bareEtag(answer.ETag) };
      } catch (error) {
        throw s3FailureFromSdk(error, 'PutObject', bucket, key);
      }
    }, retry(signal));
  } catch (error) {
    const status = error instanceof S3Error ? error.statusCode : undefined;
    if (ifNoneMatch && (status === 412 || status === 409)) return { written: false };
    throw error;
  }
}

/** What a HEAD says of an object: its size, its ETag (quotes removed) and its user metadata. */
export interface ObjectHead {
  readonly size: number;
  readonly etag: string | undefined;
  readonly metadata: Record<string, string>;
}

/** HEAD of an object, or undefined when it does not exist; other failures are thrown. */
export async function objectHead(
  session: CacheSession,
  object: StoreObject,
  signal: AbortSignal,
): Promise<ObjectHead | undefined> {
  const { bucket, key } = object;
  try {
    const head = await withRetry(
      () =>
        session.client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }), {
          abortSignal: requestSignal(signal),
        }),
      retry(signal),
    );
    return {
      size: head.ContentLength ?? -1,
      etag: bareEtag(head.ETag),
      metadata: head.Metadata ?? {},
    };
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404) return undefined;
    throw s3FailureFromSdk(error, 'HeadObject', bucket, key);
  }
}

/** An object's user metadata (HEAD), or undefined when it does not exist; other failures are thrown. */
export async function objectMetadata(
  session: CacheSession,
  object: StoreObject,
  signal: AbortSignal,
): Promise<Record<string, string> | undefined> {
  return (await objectHead(session, object, signal))?.metadata;
}

/** Whether an object exists (HEAD); other failures are thrown. */
export async function objectExists(
  session: CacheSession,
  object: StoreObject,
  signal: AbortSignal,
): Promise<boolean> {
  return (await objectMetadata(session, object, signal)) !== undefined;
}

/** Keys of one bucket, to delete. */
export interface StoreKeys {
  readonly bucket: string;
  readonly keys: readonly string[];
}

/** Deletes keys, 1,000 a request. */
export async function deleteKeys(
  session: CacheSession,
  { bucket, keys }: StoreKeys,
  signal: AbortSignal,
): Promise<void> {
  for (let i = 0; i < keys.length; i += 1000) {
    const batch = keys.slice(i, i + 1000);
    const answer = await withRetry(
      () =>
        session.client.send(
          new DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
          { abortSignal: requestSignal(signal) },
        ),
      retry(signal),
    ).catch((error: unknown) => {
      throw s3FailureFromSdk(error, 'DeleteObjects', bucket, batch[0]);
    });
    const failed = answer.Errors?.[0];
    if (failed)
      throw s3Failure({
        operation: 'DeleteObjects',
        bucket,
        key: failed.Key ?? '',
        code: failed.Code,
        message: failed.Message ?? 'the delete was refused',
      });
  }
}

import { S3Error } from '../../errors.js';
import { withRetry } from '../../retry.js';
import { s3FailureFromSdk } from '../../s3/s3-failure.js';
import type { CacheSession } from './cache-types.js';
import { bareEtag, requestSignal, retry, type StoreObject } from './store-request.js';

/** What a PUT did: `written` false when If-None-Match found the key taken; the ETag it got. */
export interface PutOutcome {
  readonly written: boolean;
  /** The new object's ETag, quotes removed; undefined when the answer had none. */
  readonly etag?: string | undefined;
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
          { bucket, key, body, params: { ContentType: contentType, ...metadata } },
          requestSignal(signal),
        );
        if (sent) return { written: true };
      }
      try {
        const answer = await session.client.send(
          (s3) =>
            new s3.PutObjectCommand({
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

import { withRetry } from '../../retry.js';
import { s3FailureFromSdk } from '../../s3/s3-failure.js';
import type { CacheSession } from './cache-types.js';
import { bareEtag, requestSignal, retry, type StoreObject } from './store-request.js';

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
        session.client.send((s3) => new s3.HeadObjectCommand({ Bucket: bucket, Key: key }), {
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

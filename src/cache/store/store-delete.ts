import { withRetry } from '../../retry.js';
import { s3Failure, s3FailureFromSdk } from '../../s3/s3-failure.js';
import type { CacheSession } from './cache-types.js';
import { requestSignal, retry } from './store-request.js';

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
          (s3) =>
            new s3.DeleteObjectsCommand({
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

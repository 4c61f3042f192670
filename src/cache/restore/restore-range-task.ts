import { withRetry } from '../../retry.js';
import { REQUEST_TIMEOUT_MS, retry } from '../store/cache-store.js';
import type { RestoreJob } from './restore-job.js';
import type { RangeFetch, RestoreTask } from './restore-task-types.js';

/**
 * Runs a worker task that fetches bytes [offset, offset + length) of an object itself: the GET
 * is signed here (DirectRequests.signGet) and sent by the worker (worker-range-get.ts), so the
 * body never crosses this thread, whose socket chunks piled up as garbage. Each attempt is
 * signed afresh and retried here (src/retry.ts); a cancelled restore tells the worker, and the
 * promise waits for its reply. The job gives the session, the bucket, the pool and the fetches'
 * signal. False when the bucket needs the SDK: the caller then fetches on this thread.
 */
export async function runRangeTask(
  job: RestoreJob,
  key: string,
  range: { readonly offset: number; readonly length: number },
  task: (fetch: RangeFetch) => RestoreTask,
): Promise<boolean> {
  const { session, pool, fetchSignal: signal } = job;
  const { bucket } = job.store;
  const { offset, length } = range;
  const headers = { range: `bytes=${offset}-${offset + length - 1}` };
  const place = { operation: 'GetObject', bucket, key };
  let request = await session.direct.signGet(bucket, key, headers, signal);
  if (!request) return false;
  return withRetry(async (attempt) => {
    if (attempt > 1) request = (await session.direct.signGet(bucket, key, headers, signal))!;
    const fetch = {
      ...{ request: request!, place, offset, length, timeoutMs: REQUEST_TIMEOUT_MS },
      wire: session.direct.wire.shared,
    };
    await pool.run(task(fetch), [], signal);
    return true;
  }, retry(signal));
}

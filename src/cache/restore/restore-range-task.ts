import { withRetry } from '../../retry.js';
import { REQUEST_TIMEOUT_MS, retry } from '../store/store-request.js';
import type { RestoreJob } from './restore-job.js';
import type { RangeFetch, RestoreTask } from './restore-task-types.js';
import { getRangeInWorker } from './worker-range-get.js';

type ByteRange = { readonly offset: number; readonly length: number };

/**
 * Bytes [offset, offset + length) of an object, as a GET signed here (DirectRequests.signGet)
 * that `use` sends: each attempt is signed afresh and retried here (src/retry.ts). Undefined
 * when the bucket needs the SDK.
 */
async function withSignedRange<T>(
  job: RestoreJob,
  key: string,
  { offset, length }: ByteRange,
  use: (fetch: RangeFetch) => Promise<T>,
): Promise<T | undefined> {
  const { session, fetchSignal: signal } = job;
  const { bucket } = job.store;
  const headers = { range: `bytes=${offset}-${offset + length - 1}` };
  const place = { operation: 'GetObject', bucket, key };
  let request = await session.direct.signGet(bucket, key, headers, signal);
  if (!request) return undefined;
  return withRetry(async (attempt) => {
    if (attempt > 1) request = (await session.direct.signGet(bucket, key, headers, signal))!;
    const wire = session.direct.wire.shared;
    return use({ request: request!, place, offset, length, timeoutMs: REQUEST_TIMEOUT_MS, wire });
  }, retry(signal));
}

/**
 * Runs a worker task that fetches a range of an object itself: the GET is signed here and sent
 * by the worker (worker-range-get.ts), so the body never crosses this thread, whose socket
 * chunks piled up as garbage. A cancelled restore tells the worker, and the promise waits for
 * its reply. The job gives the session, the bucket, the pool and the fetches' signal. False
 * when the bucket needs the SDK: the caller then fetches on this thread.
 */
export async function runRangeTask(
  job: RestoreJob,
  key: string,
  range: ByteRange,
  task: (fetch: RangeFetch) => RestoreTask,
): Promise<boolean> {
  const ran = await withSignedRange(job, key, range, async (fetch) => {
    await job.pool.run(task(fetch), [], job.fetchSignal);
    return true;
  });
  return ran ?? false;
}

/**
 * The same range fetched on this thread by the raw reader (over this thread's connections, which
 * restore-preconnect.ts opened during the lookup), straight into one exact buffer that then
 * moves to a worker uncopied: for the first pieces, while the workers still load (their start
 * is CPU; the lookup and the manifest may be faster, at a short round trip or on a busy
 * machine). Undefined when the bucket needs the SDK.
 */
export function getRangeHere(
  job: RestoreJob,
  key: string,
  range: ByteRange,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  return withSignedRange(job, key, range, (fetch) =>
    getRangeInWorker(
      fetch,
      AbortSignal.any([job.fetchSignal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
    ),
  );
}

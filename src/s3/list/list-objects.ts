import { SettingError } from '../../errors.js';
import { createS3Connection } from '../client.js';
import { s3FailureFromSdk } from '../s3-failure.js';
import { resolveListConcurrency } from './list-concurrency.js';
import { resolveBucketTarget } from '../resolve-bucket-target.js';
import { signListRequest } from './sign-list-request.js';
import { listSingle } from './single-lister.js';
import { listLazily } from './lazy-threaded-lister.js';
import {
  DEFAULT_QUEUE_PAGES,
  MAX_PAGE_SIZE,
  newListStats,
  type ListOptions,
  type ListStats,
} from './list-types.js';
import type { ObjectEntry } from './object-entry.js';
import { upperBoundOf } from './list-chain.js';
import { batchesInOrder } from './listed-keys.js';

export interface Listing extends AsyncIterable<ObjectEntry[]> {
  /** Filled in as the listing goes; final once iteration has ended. */
  readonly stats: ListStats;
}

/**
 * The bucket lister's one entry point: batches of entries (each from one page) in S3's order, which
 * is UTF-8 byte order. `threaded` (the default) lists in a worker thread with the quick page,
 * once the first page, listed on the main thread, says there is more; `single` is the SDK
 * paginator baseline. Both yield exactly the same entries.
 */
export function listObjects(options: ListOptions): Listing {
  const lister = options.lister ?? 'threaded';
  const pageSize = options.pageSize ?? MAX_PAGE_SIZE;
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    throw new SettingError('pageSize', String(pageSize), `an integer from 1 to ${MAX_PAGE_SIZE}`);
  }
  const stats = newListStats(lister);
  const listConcurrency = resolveListConcurrency(
    options.bucket,
    options.listConcurrency,
    options.onDebug,
  );
  const range = { startAfter: options.startAfter, upper: upperBoundOf(options) };
  async function* batches(): AsyncGenerator<ObjectEntry[]> {
    stats.startedAtMs = Date.now();
    // The main thread's client: the single lister's transport, and for the threaded lister the
    // owner of the credential chain that the worker borrows from, and the sockets of its first
    // pages (two requests in flight, and a third for a response that is still finishing).
    const connection = createS3Connection({
      ...options.client,
      maxSockets: Math.max(3, options.client.maxSockets),
    });
    try {
      if (lister === 'single') {
        yield* listSingle(
          {
            client: connection.client,
            bucket: options.bucket,
            prefix: options.prefix,
            pageSize,
            signal: options.signal,
            headersTimeoutMs: options.headersTimeoutMs,
            ...range,
          },
          stats,
        );
      } else {
        const client = connection.client;
        const credentials = options.credentials ?? client.config.credentials;
        const firstPage = {
          bucket: options.bucket,
          prefix: options.prefix,
          pageSize,
          startAfter: options.startAfter,
        };
        yield* listLazily(
          {
            agent: connection.agent,
            credentials: () =>
              credentials().catch((error: unknown) => {
                throw s3FailureFromSdk(error, 'ListObjectsV2', options.bucket, options.prefix);
              }),
            resolveTarget: () => resolveBucketTarget(client, firstPage, options.signal),
            signInMainThread: (params) => signListRequest(client, params, options.signal),
            bucket: options.bucket,
            prefix: options.prefix,
            pageSize,
            // Parallel ranges list ahead inside the worker; this queue only covers the hand-off.
            queuePages: options.queuePages ?? DEFAULT_QUEUE_PAGES,
            listConcurrency,
            proxy: options.client.proxy,
            headersTimeoutMs: options.headersTimeoutMs,
            signal: options.signal,
            onDebug: options.onDebug,
            workerOldGenerationMb: options.workerOldGenerationMb,
            ...range,
          },
          stats,
        );
      }
    } finally {
      stats.finishedAtMs = Date.now();
      connection.close();
    }
  }
  return { stats, [Symbol.asyncIterator]: () => batchesInOrder(batches(), options) };
}

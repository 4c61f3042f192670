import { SettingError } from '../../errors.js';
import { createS3Connection, type S3Connection } from '../client.js';
import { s3FailureFromSdk } from '../s3-failure.js';
import { resolveListConcurrency } from './list-concurrency.js';
import { signListRequest } from './sign-list-request.js';
import { listSingle } from './single-lister.js';
import type { ListPageParams } from './list-request.js';
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
 * once the first page, listed on the main thread, says there is more; `single` is the baseline
 * of one request at a time. Both yield exactly the same entries, and send their pages the same
 * way (`list-chain.ts` over `page-request.ts`).
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
    // The main thread's connection: it resolves where the pages go, owns the credentials
    // that both listers (and the worker) sign with, and signs, through the SDK's client, what
    // SigV4 of our own cannot;
    // its agent carries the pages listed on this thread (two requests in flight, and a third
    // for a response that is still finishing).
    const connection = createS3Connection({
      ...options.client,
      maxSockets: Math.max(3, options.client.maxSockets),
    });
    try {
      const main = mainThreadListing(connection, options, pageSize);
      if (lister === 'single') {
        yield* listSingle({ ...main, ...range }, stats);
      } else {
        yield* listLazily(
          {
            ...main,
            // Parallel ranges list ahead inside the worker; this queue only covers the hand-off.
            queuePages: options.queuePages ?? DEFAULT_QUEUE_PAGES,
            listConcurrency,
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

/** What both listers take from the main thread's SDK client and the listing's options. */
export function mainThreadListing(
  connection: Pick<S3Connection, 'client' | 'agent' | 'credentials' | 'bucketTarget'>,
  options: Pick<
    ListOptions,
    | 'bucket'
    | 'prefix'
    | 'startAfter'
    | 'credentials'
    | 'signal'
    | 'headersTimeoutMs'
    | 'onDebug'
    | 'client'
  >,
  pageSize: number,
) {
  const { client, agent } = connection;
  const credentials = options.credentials ?? connection.credentials;
  const firstPage = {
    bucket: options.bucket,
    prefix: options.prefix,
    pageSize,
    startAfter: options.startAfter,
  };
  return {
    bucket: options.bucket,
    prefix: options.prefix,
    pageSize,
    credentials: () =>
      credentials().catch((error: unknown) => {
        throw s3FailureFromSdk(error, 'ListObjectsV2', options.bucket, options.prefix);
      }),
    resolveTarget: () => connection.bucketTarget(firstPage, options.signal),
    signInMainThread: (params: ListPageParams) => signListRequest(client, params, options.signal),
    agent,
    proxy: options.client.proxy,
    headersTimeoutMs: options.headersTimeoutMs,
    signal: options.signal,
    onDebug: options.onDebug,
  };
}

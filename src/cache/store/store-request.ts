import { DEFAULT_RETRY } from '../../retry.js';

// What every request of the store shares (store-list.ts, store-get.ts, store-put.ts,
// store-head.ts, store-delete.ts): its time limit, its retries, how it names an object.

/** Each request's own limit, whatever the deadline of the whole job. */
export const REQUEST_TIMEOUT_MS = 120_000;

/** The job's signal and a per-request timeout, as one. */
export function requestSignal(signal: AbortSignal, timeoutMs = REQUEST_TIMEOUT_MS): AbortSignal {
  return AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]);
}

/** The store's retries (src/retry.ts): four attempts, as every request of the cache job. */
export function retry(signal: AbortSignal) {
  return { ...DEFAULT_RETRY, attempts: 4, signal };
}

/** One object of the store: its bucket and key. */
export interface StoreObject {
  readonly bucket: string;
  readonly key: string;
}

/** An ETag without its quotes (and a weak marker), as stored objects compare them. */
export function bareEtag(etag: string | undefined): string | undefined {
  const bare = etag?.replace(/^W\//, '').replace(/^"(.*)"$/, '$1');
  return bare || undefined;
}

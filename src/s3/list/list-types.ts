import type { AwsCredentialIdentityProvider } from '@aws-sdk/types';
import type { ClientSettings } from '../client-settings.js';

export type ListerKind = 'single' | 'threaded';
export const LISTER_KINDS: readonly ListerKind[] = ['single', 'threaded'];

export const MAX_PAGE_SIZE = 1000;
export const DEFAULT_QUEUE_PAGES = 10;
/** Most chains `auto` lets the threaded lister run; see docs/benchmarks.md for the measurement. */
export const AUTO_LIST_CONCURRENCY = 16;
export const MAX_LIST_CONCURRENCY = 256;

/** `auto`, or a fixed number of key ranges listed at once (1 is one chain). */
export type ListConcurrency = 'auto' | number;

export interface ListOptions {
  readonly client: ClientSettings;
  readonly bucket: string;
  readonly prefix: string;
  /** `threaded` (the default) or `single`, named as the aws-cli's `s3.bucket_lister`. */
  readonly lister?: ListerKind | undefined;
  /** MaxKeys per request, 1-1000. */
  readonly pageSize?: number | undefined;
  /** List keys strictly after this one (S3's StartAfter). */
  readonly startAfter?: string | undefined;
  /** Exclusive upper bound: keys at or past it are not returned. */
  readonly endBefore?: string | undefined;
  /** Inclusive upper bound: keys past it are not returned (a shard's `(startAfter, endAt]`). */
  readonly endAt?: string | undefined;
  /** Threaded lister: pages that may wait for the consumer before the producer pauses. */
  readonly queuePages?: number | undefined;
  /** Threaded lister: key ranges listed at once. Default `auto`. */
  readonly listConcurrency?: ListConcurrency | undefined;
  readonly signal?: AbortSignal | undefined;
  /** The longest wait for a listing answer's headers; default `HEADERS_TIMEOUT_MS` (list-bounds.ts). */
  readonly headersTimeoutMs?: number | undefined;
  /** Credentials the threaded lister's worker signs with; default: the main thread's S3 client chain. */
  readonly credentials?: AwsCredentialIdentityProvider | undefined;
  /** Debug lines (retries, fallbacks). */
  readonly onDebug?: ((message: string) => void) | undefined;
  /** Threaded lister: the worker's heap limit in MB instead of its own sizing (tests). */
  readonly workerOldGenerationMb?: number | undefined;
}

/** What a listing did, filled in as it goes. */
export interface ListStats {
  lister: ListerKind;
  objects: number;
  pages: number;
  retries: number;
  bytes: number;
  /** Key ranges listed (1 for one chain), splits made, pages thrown away at range ends. */
  ranges: number;
  splits: number;
  wastedPages: number;
  /** Most listing requests in flight at once. */
  maxInFlight: number;
  /**
   * Threaded lister: whether the listing worker was started. It is only when the first page is
   * truncated: a listing of one page is done on the main thread.
   */
  workerStarted: boolean;
  /** Threaded lister: how busy the worker's event loop was (0-1); near 1 it is CPU-bound. */
  workerUtilization: number | undefined;
  startedAtMs: number;
  firstPageMs: number | undefined;
  finishedAtMs: number | undefined;
}

export function newListStats(lister: ListerKind): ListStats {
  return {
    lister,
    objects: 0,
    pages: 0,
    retries: 0,
    bytes: 0,
    ranges: 0,
    splits: 0,
    wastedPages: 0,
    maxInFlight: 0,
    workerStarted: false,
    workerUtilization: undefined,
    startedAtMs: Date.now(),
    firstPageMs: undefined,
    finishedAtMs: undefined,
  };
}

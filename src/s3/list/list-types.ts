import type { AwsCredentialIdentityProvider } from '@aws-sdk/types';
import type { ClientSettings } from '../client-settings.js';

export type ListerKind = 'single' | 'threaded';
export const LISTER_KINDS: readonly ListerKind[] = ['single', 'threaded'];

export const MAX_PAGE_SIZE = 1000;
export const DEFAULT_QUEUE_PAGES = 10;

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
  /** Threaded lister: pages that may wait for the consumer before the producer pauses. */
  readonly queuePages?: number | undefined;
  readonly signal?: AbortSignal | undefined;
  /** Credentials the threaded lister's worker signs with; default: the main thread's S3 client chain. */
  readonly credentials?: AwsCredentialIdentityProvider | undefined;
  /** Debug lines (retries, fallbacks). */
  readonly onDebug?: ((message: string) => void) | undefined;
}

/** What a listing did, filled in as it goes. */
export interface ListStats {
  lister: ListerKind;
  objects: number;
  pages: number;
  retries: number;
  bytes: number;
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
    startedAtMs: Date.now(),
    firstPageMs: undefined,
    finishedAtMs: undefined,
  };
}

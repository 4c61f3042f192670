import type { ProxySettings } from '../proxy/proxy-settings.js';
import type { BucketTarget } from '../bucket-target.js';
import type { SignedRequest } from '../send-signed.js';
import type { ListPageParams } from './list-request.js';
import type { RangeBound } from './list-chain.js';
import type { ListedBefore } from './parallel-ranges.js';
import type { PostedPage } from './posted-page.js';

export interface ListWorkerData {
  readonly bucket: string;
  readonly prefix: string;
  readonly pageSize: number;
  /** The listing's outer upper bound: every range the worker cuts lies inside it. */
  readonly upper: RangeBound | undefined;
  readonly queuePages: number;
  /** Chains listing key ranges at once (1: one chain). */
  readonly listConcurrency: number;
  /** The job's proxy settings: the worker's sockets go where the main thread's would. */
  readonly proxy: ProxySettings | undefined;
  readonly headersTimeoutMs: number | undefined;
}

/** One page's entries, packed, their text as bytes (`posted-page.ts`). */
export interface BatchMessage extends PostedPage {
  readonly type: 'batch';
}

export interface SerializedCredentials {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly sessionToken?: string | undefined;
  readonly expiration?: Date | undefined;
}

export type WorkerToMain =
  | BatchMessage
  /** Posted once the worker's bundle has loaded: it lists as soon as `start` arrives. */
  | { readonly type: 'ready' }
  | { readonly type: 'credentials-request'; readonly id: number }
  | { readonly type: 'sign-request'; readonly id: number; readonly params: ListPageParams }
  | { readonly type: 'debug'; readonly message: string }
  | ({ readonly type: 'done' } & WorkerListStats)
  | { readonly type: 'error'; readonly error: SerializedError };

export type MainToWorker =
  | { readonly type: 'credit' }
  /**
   * Sent once: where and how to list (resolved by the main thread's SDK), and where to begin,
   * which is after the pages the main thread may have listed itself before handing over.
   */
  | {
      readonly type: 'start';
      readonly target: BucketTarget;
      readonly startAfter: string | undefined;
      readonly listedBefore: ListedBefore | undefined;
    }
  | {
      readonly type: 'signed';
      readonly id: number;
      readonly request?: SignedRequest;
      readonly error?: SerializedError;
    }
  | {
      readonly type: 'credentials';
      readonly id: number;
      readonly credentials?: SerializedCredentials;
      readonly error?: SerializedError;
    };

export interface SerializedError {
  readonly name: string;
  readonly message: string;
  readonly reason?: string | undefined;
  readonly operation?: string | undefined;
  readonly bucket?: string | undefined;
  readonly key?: string | undefined;
  readonly code?: string | undefined;
  readonly statusCode?: number | undefined;
  readonly hint?: string | undefined;
}

export interface WorkerListStats {
  readonly pages: number;
  readonly retries: number;
  readonly bytes: number;
  readonly wastedPages: number;
  readonly ranges: number;
  readonly splits: number;
  readonly maxInFlight: number;
  /** Share of the worker's time its event loop was busy (parsing, signing): 1 means CPU-bound. */
  readonly workerUtilization: number;
}

import type http from 'node:http';
import type https from 'node:https';
import type { AwsCredentialIdentityProvider } from '@aws-sdk/types';
import type { BucketTarget } from '../bucket-target.js';
import type { SignedRequest } from '../send-signed.js';
import { borrowedCredentials } from './borrowed-credentials.js';
import { listChain, type ChainOptions, type ChainStats, type RangeBound } from './list-chain.js';
import type { ListPageParams } from './list-request.js';
import type { ListStats } from './list-types.js';
import type { PackedEntries } from './packed-entries.js';
import { createSigV4ListSigner, type ListRequestSigner } from './sigv4-list-signer.js';

/** A listing as the main thread lists it: where, and with what it signs and sends. */
export interface MainThreadListRequest {
  readonly bucket: string;
  readonly prefix: string;
  readonly pageSize: number;
  readonly startAfter: string | undefined;
  readonly upper: RangeBound | undefined;
  /** Where and how to send the requests, resolved by the main thread's SDK (once). */
  readonly resolveTarget: () => Promise<BucketTarget>;
  readonly credentials: AwsCredentialIdentityProvider;
  /** Signs one page with the SDK, for targets SigV4 of our own cannot sign. */
  readonly signInMainThread: (params: ListPageParams) => Promise<SignedRequest>;
  /** The main thread's keep-alive sockets (the SDK client's, routed by the job's proxy settings). */
  readonly agent: http.Agent | https.Agent;
  readonly headersTimeoutMs?: number | undefined;
  readonly signal: AbortSignal | undefined;
  readonly onDebug: ((message: string) => void) | undefined;
}

/** One chain of the main thread, on a pool of its own, with the stats it fills. */
export interface MainThreadChain {
  readonly target: BucketTarget;
  readonly stats: ChainStats;
  /** The chain's pages; `more` adds to (or overrides) its options. */
  pages(more?: Partial<ChainOptions>): AsyncGenerator<PackedEntries>;
  /** Adds the chain's figures to the listing's. */
  addStats(into: ListStats): void;
}

/**
 * Opens a chain for the main thread: the target the SDK resolves, a signer (SigV4 of our own
 * where the bucket takes it, with the client's credentials; otherwise each page through the SDK:
 * S3 Express, SigV4a, and --no-sign-request, whose probe carries no signature and whose pages
 * then carry none), on the main thread's agent.
 */
export async function openMainThreadChain(
  request: MainThreadListRequest,
): Promise<MainThreadChain> {
  const target = await request.resolveTarget();
  const signer: ListRequestSigner =
    target.signing.kind === 'sigv4'
      ? createSigV4ListSigner(target, borrowedCredentials(request.credentials))
      : { sign: request.signInMainThread };
  const stats: ChainStats = { pages: 0, retries: 0, bytes: 0, wastedPages: 0 };
  return {
    target,
    stats,
    pages: (more = {}) =>
      listChain({
        signer,
        agent: request.agent,
        bucket: request.bucket,
        prefix: request.prefix,
        pageSize: request.pageSize,
        startAfter: request.startAfter,
        upperBound: () => request.upper,
        signal: request.signal,
        headersTimeoutMs: request.headersTimeoutMs,
        stats,
        onRetry: (error, attempt, delayMs) =>
          request.onDebug?.(
            `ListObjectsV2 attempt ${attempt} failed (${(error as Error).message}); retrying in ${delayMs} ms`,
          ),
        ...more,
      }),
    addStats(into) {
      into.pages += stats.pages;
      into.retries += stats.retries;
      into.bytes += stats.bytes;
      into.wastedPages += stats.wastedPages;
    },
  };
}

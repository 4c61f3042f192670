import { existsSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ResourceLimits, Worker } from 'node:worker_threads';
import type { AwsCredentialIdentityProvider } from '@aws-sdk/types';
import { deserializeError, serializeError } from './error-transport.js';
import {
  type BatchMessage,
  type ListWorkerData,
  type MainToWorker,
  type WorkerToMain,
} from './list-worker-protocol.js';
import type { BucketTarget } from '../bucket-target.js';
import type { ListedBefore } from './parallel-ranges.js';
import type { ListPageParams } from './list-request.js';
import type { SignedRequest } from '../send-signed.js';
import type { RangeBound } from './list-chain.js';
import type { ListStats } from './list-types.js';
import type { ObjectEntry } from './object-entry.js';
import type { ProxySettings } from '../proxy/proxy-settings.js';
import { unpackEntries, type PackedEntries } from './packed-entries.js';
import { receivePage } from './posted-page.js';
import { workerFailure, workerLimits } from './worker-heap.js';
import { workerThreads } from '../../lazy-builtins.js';
import { liftHoldWhile } from '../../young-generation.js';

export interface ThreadedListRequest {
  readonly credentials: AwsCredentialIdentityProvider;
  /** Where and how to send the requests, resolved by the main thread's SDK (once). */
  readonly resolveTarget: () => Promise<BucketTarget>;
  /** Signs one page with the main thread's SDK, for targets the worker cannot sign itself. */
  readonly signInMainThread: (params: ListPageParams) => Promise<SignedRequest>;
  readonly bucket: string;
  readonly prefix: string;
  readonly pageSize: number;
  readonly startAfter: string | undefined;
  readonly upper: RangeBound | undefined;
  readonly queuePages: number;
  readonly listConcurrency: number;
  /** The job's proxy settings, for the worker's own sockets. */
  readonly proxy?: ProxySettings | undefined;
  readonly headersTimeoutMs?: number | undefined;
  readonly signal: AbortSignal | undefined;
  readonly onDebug: ((message: string) => void) | undefined;
  /** The worker's old generation in MB, instead of `workerLimits`' arithmetic (tests). */
  readonly workerOldGenerationMb?: number | undefined;
}

/**
 * How to start the worker. The worker has an entry of its own, bundled without the SDK
 * (dist/list-worker/index.js, beside the action's bundle and one level above the CLI's). From
 * sources (tests, tsx) the entry is a TypeScript file: Node 20 does not apply `--import` hooks to
 * a worker's own entry, so a small bootstrap registers tsx first and then imports it.
 */
function startWorker(data: ListWorkerData, resourceLimits: ResourceLimits): Worker {
  const self = fileURLToPath(import.meta.url);
  const here = path.dirname(self);
  if (self.endsWith('.ts')) {
    const entry = pathToFileURL(path.join(here, 'list-worker-entry.ts')).href;
    const tsxCjs = createRequire(import.meta.url).resolve('tsx/esm/api');
    const tsx = pathToFileURL(path.join(path.dirname(tsxCjs), 'index.mjs')).href;
    const bootstrap = `import(${JSON.stringify(tsx)}).then((t) => t.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}));`;
    return new (workerThreads().Worker)(bootstrap, {
      eval: true,
      workerData: data,
      resourceLimits,
    });
  }
  const candidates = [
    path.join(here, 'list-worker-entry.js'), // tsc's output (build/)
    path.join(here, 'list-worker', 'index.js'), // dist/index.js
    path.join(here, '..', 'list-worker', 'index.js'), // dist/cli/index.js
  ];
  const entry = candidates.find((file) => existsSync(file));
  if (!entry) {
    throw new Error(
      `the listing worker's bundle is missing (looked for ${candidates.join(', ')}); rebuild with npm run package`,
    );
  }
  return new (workerThreads().Worker)(entry, { workerData: data, resourceLimits });
}

/** What the worker needs from this thread besides the listing's own settings. */
export type ListWorkerRequest = Omit<ThreadedListRequest, 'resolveTarget' | 'startAfter'>;

/**
 * The consumer side of the threaded lister: a worker lists and parses, this thread takes whole
 * pages from a bounded queue. The worker starts (loads its bundle) at construction and lists
 * once `start` tells it where; `ready` says when its bundle has loaded, so that a lister that
 * listed the first pages itself knows when to hand over. Leaving `batches()` early, an abort or
 * an error ends the worker, and with it its sockets and timers.
 */
export class ListWorkerThread {
  private readonly worker: Worker;
  private readonly queue: BatchMessage[] = [];
  private isLoaded = false;
  private finished = false;
  private failure: Error | undefined;
  private wake: (() => void) | undefined;
  private markLoaded!: () => void;
  /** Resolves once the worker's bundle has loaded, or it has failed. */
  readonly loaded = new Promise<void>((resolve) => (this.markLoaded = resolve));

  constructor(
    private readonly request: ListWorkerRequest,
    private readonly stats: ListStats,
  ) {
    const limits = workerLimits(request.listConcurrency, request.workerOldGenerationMb);
    this.worker = startWorker(
      {
        bucket: request.bucket,
        prefix: request.prefix,
        pageSize: request.pageSize,
        upper: request.upper,
        queuePages: request.queuePages,
        listConcurrency: request.listConcurrency,
        proxy: request.proxy,
        headersTimeoutMs: request.headersTimeoutMs,
      },
      limits,
    );
    // Under a held young generation the worker would compile Node's own modules from source.
    liftHoldWhile(this.loaded);
    stats.workerStarted = true;
    const place = { ...request, limits };
    this.worker.on('message', (message: WorkerToMain) => this.receive(message));
    this.worker.on('error', (error) => this.fail(workerFailure(error, place)));
    this.worker.on('exit', (code) => {
      if (!this.finished)
        this.fail(new Error(`the listing worker stopped unexpectedly (exit code ${code})`));
    });
  }

  /** Whether the worker's bundle has loaded (or it has failed: `batches()` then says why). */
  get ready(): boolean {
    return this.isLoaded || this.failure !== undefined;
  }

  /** Lets the worker list: keys after `startAfter`, the pages before it described by `listedBefore`. */
  start(target: BucketTarget, startAfter: string | undefined, listedBefore?: ListedBefore): void {
    this.send({ type: 'start', target, startAfter, listedBefore });
  }

  fail(error: unknown): void {
    this.failure ??= error instanceof Error ? error : new Error(String(error));
    this.markLoaded();
    this.wake?.();
  }

  /** Ends the worker (its sockets and timers with it). */
  async terminate(): Promise<void> {
    await this.worker.terminate();
  }

  /** The listed entries, a page at a time in at most `BATCH_ENTRIES_MAX` (`countedBatches`). */
  async *batches(): AsyncGenerator<ObjectEntry[]> {
    const signal = this.request.signal;
    const onAbort = () =>
      this.fail(signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      for (;;) {
        if (signal?.aborted) {
          onAbort();
          throw this.failure!;
        }
        const batch = this.queue.shift();
        if (batch) {
          this.send({ type: 'credit' });
          yield* countedBatches(receivePage(batch), this.stats);
          continue;
        }
        if (this.failure) throw this.failure;
        if (this.finished) return;
        await new Promise<void>((resolve) => (this.wake = resolve));
        this.wake = undefined;
      }
    } finally {
      signal?.removeEventListener('abort', onAbort);
      await this.terminate();
    }
  }

  private send(message: MainToWorker): void {
    this.worker.postMessage(message);
  }

  private receive(message: WorkerToMain): void {
    const { request, stats } = this;
    switch (message.type) {
      case 'ready':
        this.isLoaded = true;
        this.markLoaded();
        break;
      case 'batch':
        if (message.count === 0) this.send({ type: 'credit' });
        else this.queue.push(message);
        break;
      case 'credentials-request':
        request.credentials().then(
          (c) =>
            this.send({
              type: 'credentials',
              id: message.id,
              credentials: {
                accessKeyId: c.accessKeyId,
                secretAccessKey: c.secretAccessKey,
                sessionToken: c.sessionToken,
                expiration: c.expiration,
              },
            }),
          (error: unknown) =>
            this.send({ type: 'credentials', id: message.id, error: serializeError(error) }),
        );
        return;
      case 'sign-request':
        request.signInMainThread(message.params).then(
          (signed) => this.send({ type: 'signed', id: message.id, request: signed }),
          (error: unknown) =>
            this.send({ type: 'signed', id: message.id, error: serializeError(error) }),
        );
        return;
      case 'debug':
        request.onDebug?.(message.message);
        return;
      case 'done':
        stats.pages += message.pages;
        stats.retries += message.retries;
        stats.bytes += message.bytes;
        stats.ranges += message.ranges;
        stats.splits += message.splits;
        stats.wastedPages += message.wastedPages;
        stats.maxInFlight = Math.max(stats.maxInFlight, message.maxInFlight);
        stats.workerUtilization = message.workerUtilization;
        this.finished = true;
        break;
      case 'error':
        this.failure ??= deserializeError(message.error);
        break;
    }
    this.wake?.();
  }
}

/**
 * Entries taken as objects at a time: a batch is what the consumer holds while it works on it,
 * and what a scavenge of its thread finds alive and copies. A page of 1,000 keys made 280 KB
 * survive each scavenge of the main thread on average in a 1M-key `ls`; in batches of 200,
 * 135 KB. V8 grows the young generation by what survives (young-generation.ts).
 */
export const BATCH_ENTRIES_MAX = 200;

/** A page's entries, counted in the listing's stats, in batches of at most `BATCH_ENTRIES_MAX`. */
export function* countedBatches(page: PackedEntries, stats: ListStats): Generator<ObjectEntry[]> {
  stats.objects += page.count;
  stats.firstPageMs ??= Date.now() - stats.startedAtMs;
  for (let from = 0; from < page.count; from += BATCH_ENTRIES_MAX)
    yield unpackEntries(page, from, Math.min(page.count, from + BATCH_ENTRIES_MAX));
}

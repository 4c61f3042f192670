import { existsSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Worker } from 'node:worker_threads';
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
import { workerThreads } from '../../lazy-builtins.js';

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
}

/**
 * The worker allocates each page's text and entries, posts them and drops them: short-lived
 * garbage. V8's default lets its young generation grow to 48 MB, which listing 100k keys does
 * fill. With the cap at 4 MB, the RSS growth from a 10k to a 100k `ls` (`auto`, 3 runs each,
 * under `/usr/bin/time`) is 22-30 MB, against 48-50 MB without it; 2 and 8 MB were no better.
 * The worker collects more often, and one chain still lists at 1.04x the streamed floor in
 * `npm run bench -- list`.
 *
 * Its old generation grew with the allocation rate, not with what it holds: uncapped, V8 let
 * it grow for as long as the listing ran (100k -> 1M keys: 118 -> 165 MB peak RSS in `npm run
 * bench -- list-memory`, one run each); capped at 24, 48 and 64 MB, 134, 136 and 140 MB at 1M
 * (1.20x, 1.17x, 1.25x). What it must hold is bounded: the pages ahead (32, and 8 MiB of
 * text), the head range's two, and two requests in flight per chain, each page at most 1 MB
 * of key text with the longest keys; so 48 MB for up to 16 chains and 3 MB a chain beyond.
 */
export function workerLimits(listConcurrency: number) {
  return {
    maxYoungGenerationSizeMb: 4,
    maxOldGenerationSizeMb: Math.max(48, 3 * listConcurrency),
  };
}

/**
 * How to start the worker. The worker has an entry of its own, bundled without the SDK
 * (dist/list-worker/index.js, beside the action's bundle and one level above the CLI's). From
 * sources (tests, tsx) the entry is a TypeScript file: Node 20 does not apply `--import` hooks to
 * a worker's own entry, so a small bootstrap registers tsx first and then imports it.
 */
function startWorker(data: ListWorkerData): Worker {
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
      resourceLimits: workerLimits(data.listConcurrency),
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
  return new (workerThreads().Worker)(entry, {
    workerData: data,
    resourceLimits: workerLimits(data.listConcurrency),
  });
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
  private loaded = false;
  private finished = false;
  private failure: Error | undefined;
  private wake: (() => void) | undefined;

  constructor(
    private readonly request: ListWorkerRequest,
    private readonly stats: ListStats,
  ) {
    this.worker = startWorker({
      bucket: request.bucket,
      prefix: request.prefix,
      pageSize: request.pageSize,
      upper: request.upper,
      queuePages: request.queuePages,
      listConcurrency: request.listConcurrency,
      proxy: request.proxy,
      headersTimeoutMs: request.headersTimeoutMs,
    });
    stats.workerStarted = true;
    this.worker.on('message', (message: WorkerToMain) => this.receive(message));
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => {
      if (!this.finished)
        this.fail(new Error(`the listing worker stopped unexpectedly (exit code ${code})`));
    });
  }

  /** Whether the worker's bundle has loaded (or it has failed: `batches()` then says why). */
  get ready(): boolean {
    return this.loaded || this.failure !== undefined;
  }

  /** Lets the worker list: keys after `startAfter`, the pages before it described by `listedBefore`. */
  start(target: BucketTarget, startAfter: string | undefined, listedBefore?: ListedBefore): void {
    this.send({ type: 'start', target, startAfter, listedBefore });
  }

  fail(error: unknown): void {
    this.failure ??= error instanceof Error ? error : new Error(String(error));
    this.wake?.();
  }

  /** Ends the worker (its sockets and timers with it). */
  async terminate(): Promise<void> {
    await this.worker.terminate();
  }

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
          yield countedEntries(batch, this.stats);
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
        this.loaded = true;
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

/** A page's entries, counted in the listing's stats. */
export function countedEntries(page: PackedEntries, stats: ListStats): ObjectEntry[] {
  stats.objects += page.count;
  stats.firstPageMs ??= Date.now() - stats.startedAtMs;
  return unpackEntries(page);
}

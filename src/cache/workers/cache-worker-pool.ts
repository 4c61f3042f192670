import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { sampleMemory } from './cache-memory-trace.js';
import { deserializeError } from '../../s3/list/error-transport.js';
import { createStopFlag, raiseStopFlag, TaskStoppedError } from './worker-stop.js';
import type {
  CancelMessage,
  ReadyMessage,
  WorkerReply,
  WorkerTask,
} from './cache-worker-protocol.js';

/**
 * A task that failed in a worker. What it had landed needs no list: every temporary name a
 * restore may write is in its record before the first is written (restore-record.ts).
 */
export class CacheTaskError extends Error {
  override readonly name: string;
  constructor(
    name: string,
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = name;
  }
}

interface Waiting {
  resolve: (reply: WorkerReply) => void;
  reject: (error: Error) => void;
}

/** Workers for the CPU-bound parts of caching: one per core, at most four, at least one. */
export function defaultWorkerCount(): number {
  return Math.max(1, Math.min(4, os.availableParallelism()));
}

/**
 * A fixed set of worker threads taking tasks in turn (the least busy first). Hashing, zstd and
 * the file writes of a restore run there, so they use every core while the main thread keeps
 * the network busy.
 */
export class CacheWorkerPool<Task extends WorkerTask = WorkerTask> {
  private readonly workers: Array<{ worker: Worker; busy: number }> = [];
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 0;
  private broken: Error | undefined;
  private readonly stopSampling = sampleMemory('main');
  /** Workers that have not yet said they are loaded; `started` settles at zero. */
  private starting: number;
  private whenStarted!: () => void;
  /** Every worker has loaded its bundle (or the pool broke or closed). */
  readonly started = new Promise<void>((resolve) => (this.whenStarted = resolve));
  /** Raised by stop(): every worker gives up its tasks at the next file (worker-stop.ts). */
  private readonly stopFlag = createStopFlag();

  constructor(readonly size = defaultWorkerCount()) {
    this.starting = size;
    for (let i = 0; i < size; i++) {
      const worker = startWorker(this.stopFlag);
      worker.on('message', (reply: WorkerReply | ReadyMessage) => {
        if ('ready' in reply) {
          if (--this.starting === 0) this.whenStarted();
        } else this.settle(reply);
      });
      worker.on('error', (error) => this.fail(error));
      worker.on('exit', (code) => {
        if (code !== 0) this.fail(new Error(`a cache worker thread stopped (exit code ${code})`));
      });
      this.workers.push({ worker, busy: 0 });
    }
  }

  /**
   * Runs a task and gives its result. Buffers in `transfer` move over. When
   * `cancel` aborts, the worker is told to abandon the task (a fetch); the promise still waits
   * for its reply, so nothing the task does outlives it. An S3Error from the worker comes back
   * as one, for the caller's retries.
   */
  run<T>(task: Task, transfer: ArrayBuffer[] = [], cancel?: AbortSignal): Promise<{ result: T }> {
    if (this.broken) return Promise.reject(this.broken);
    const slot = this.workers.reduce((a, b) => (b.busy < a.busy ? b : a));
    const id = this.nextId++;
    slot.busy++;
    const onCancel = () => slot.worker.postMessage({ cancel: id } satisfies CancelMessage);
    cancel?.addEventListener('abort', onCancel, { once: true });
    // The task is posted outside any closure: V8 keeps the variables that closures capture in one
    // context per call, so a task named in the promise's executor lived as long as the callbacks
    // below, until the reply. A pack task's 7,000 paths then outlived scavenges and died in the
    // old space: half of the 28 MB by which a 200,000-file save's main thread heap grew over its
    // packs (issue 12; the other half, see save-upload.ts).
    const reply = new Promise<WorkerReply>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
    });
    try {
      slot.worker.postMessage({ id, task }, transfer);
    } catch (error) {
      // As a throw in the executor did: the task is refused and its slot freed.
      this.waiting.get(id)!.reject(error as Error);
      this.waiting.delete(id);
    }
    if (cancel?.aborted) onCancel();
    return reply
      .finally(() => {
        slot.busy--;
        cancel?.removeEventListener('abort', onCancel);
      })
      .then((reply) => {
        if (reply.error?.s3) throw deserializeError(reply.error.s3);
        if (reply.error)
          throw new CacheTaskError(reply.error.name, reply.error.message, reply.error.code);
        return { result: reply.result as T };
      });
  }

  /**
   * Stops every task at its next file or frame: each then fails with TaskStoppedError. For a restore that has failed or passed its
   * deadline; the pool takes no more tasks afterwards.
   */
  stop(): void {
    raiseStopFlag(this.stopFlag);
    this.broken ??= new TaskStoppedError();
  }

  /**
   * Ends every worker, mid-task or not: once this resolves no worker writes anything more (a
   * failed restore closes the pool before it undoes). Closing again waits for the same end.
   */
  close(): Promise<void> {
    this.closing ??= this.terminateAll();
    return this.closing;
  }

  private closing: Promise<void> | undefined;

  private async terminateAll(): Promise<void> {
    this.whenStarted();
    this.stopSampling();
    await Promise.all(this.workers.map(({ worker }) => worker.terminate()));
  }

  private settle(reply: WorkerReply): void {
    const waiter = this.waiting.get(reply.id);
    this.waiting.delete(reply.id);
    waiter?.resolve(reply);
  }

  private fail(error: Error): void {
    this.whenStarted();
    this.broken ??= error;
    for (const waiter of this.waiting.values()) waiter.reject(error);
    this.waiting.clear();
  }
}

/**
 * A worker's own heap holds a task's file list and little else; its memory is the buffers of
 * frames and files, which V8 counts outside the heap and frees only when it collects. With the
 * default limits each worker let 60-80 MB of dead buffers pile up between collections, and its
 * malloc arena stayed that large (a 50,000-file restore: 64 MB resident per worker arena, by
 * /proc/PID/smaps). A small old generation makes V8 collect sooner (the external memory counts
 * towards its global limit): 357 against 491 MB of peak RSS for that restore. The tasks need
 * 10-25 MB of heap (a pack task of 30,000 tiny files about 10), so 48 MB leaves room. The young
 * generation grew to its default most (a heap of 29 MB per worker, 12 of them empty semi-spaces);
 * 6 MB took 20 MB off a 50,000-file restore's peak RSS.
 */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 6 };

/**
 * From sources (tests, tsx) the entry is TypeScript, so a bootstrap registers tsx first, as the
 * listing worker does; from a build, the entry is tsc's output or the bundle beside dist/.
 */
function startWorker(stopFlag: Int32Array): Worker {
  const workerData = { stopFlag };
  const self = fileURLToPath(import.meta.url);
  const here = path.dirname(self);
  if (self.endsWith('.ts')) {
    const entry = pathToFileURL(path.join(here, '..', 'cache-worker-entry.ts')).href;
    const tsxCjs = createRequire(import.meta.url).resolve('tsx/esm/api');
    const tsx = pathToFileURL(path.join(path.dirname(tsxCjs), 'index.mjs')).href;
    const bootstrap = `import(${JSON.stringify(tsx)}).then((t) => t.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}));`;
    return new Worker(bootstrap, { eval: true, workerData, resourceLimits: WORKER_LIMITS });
  }
  const candidates = [
    path.join(here, '..', 'cache-worker-entry.js'), // tsc's output (build/cache/workers/)
    path.join(here, 'cache-worker', 'index.js'), // dist/index.js
    path.join(here, '..', 'cache-worker', 'index.js'), // dist/cli/index.js, dist/cache/...
  ];
  const entry = candidates.find((file) => existsSync(file));
  if (!entry)
    throw new Error(
      `the cache worker's bundle is missing (looked for ${candidates.join(', ')}); rebuild with npm run package`,
    );
  return new Worker(entry, { workerData, resourceLimits: WORKER_LIMITS });
}

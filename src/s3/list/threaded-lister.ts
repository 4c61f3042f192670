import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AwsCredentialIdentityProvider } from '@aws-sdk/types';
import type { ClientSettings } from '../client-settings.js';
import { deserializeError, serializeError } from './error-transport.js';
import {
  LIST_WORKER_KIND,
  type BatchMessage,
  type ListWorkerData,
  type MainToWorker,
  type WorkerToMain,
} from './list-worker-protocol.js';
import type { ListStats } from './list-types.js';
import type { ObjectEntry } from './object-entry.js';

export interface ThreadedListRequest {
  readonly client: ClientSettings;
  readonly credentials: AwsCredentialIdentityProvider;
  readonly bucket: string;
  readonly prefix: string;
  readonly pageSize: number;
  readonly startAfter: string | undefined;
  readonly endBefore: string | undefined;
  readonly queuePages: number;
  readonly listConcurrency: number;
  readonly ordered: boolean;
  readonly signal: AbortSignal | undefined;
  readonly onDebug: ((message: string) => void) | undefined;
}

/**
 * How to start the worker. Inside the ncc bundle everything is one file, which starts itself and
 * branches on its workerData. From sources (tests, tsx) the worker entry is a TypeScript file:
 * Node 20 does not apply `--import` hooks to a worker's own entry, so a small bootstrap
 * registers tsx first and then imports it.
 */
function startWorker(data: ListWorkerData): Worker {
  const self = fileURLToPath(import.meta.url);
  if (!self.endsWith('.ts')) return new Worker(self, { workerData: data });
  const entry = pathToFileURL(path.join(path.dirname(self), 'list-worker-entry.ts')).href;
  const tsxCjs = createRequire(import.meta.url).resolve('tsx/esm/api');
  const tsx = pathToFileURL(path.join(path.dirname(tsxCjs), 'index.mjs')).href;
  const bootstrap = `import(${JSON.stringify(tsx)}).then((t) => t.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}));`;
  return new Worker(bootstrap, { eval: true, workerData: data });
}

/**
 * The consumer side of the threaded lister: a worker lists and parses, this thread takes whole
 * pages from a bounded queue. Leaving the loop early, an abort or an error ends the worker,
 * and with it its sockets and timers.
 */
export async function* listThreaded(
  request: ThreadedListRequest,
  stats: ListStats,
): AsyncGenerator<ObjectEntry[]> {
  const data: ListWorkerData = {
    kind: LIST_WORKER_KIND,
    client: request.client,
    bucket: request.bucket,
    prefix: request.prefix,
    pageSize: request.pageSize,
    startAfter: request.startAfter,
    endBefore: request.endBefore,
    queuePages: request.queuePages,
    listConcurrency: request.listConcurrency,
    ordered: request.ordered,
  };
  const worker = startWorker(data);
  const queue: BatchMessage[] = [];
  let finished = false;
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  const notify = () => wake?.();
  const send = (message: MainToWorker) => worker.postMessage(message);

  worker.on('message', (message: WorkerToMain) => {
    switch (message.type) {
      case 'batch':
        if (message.keys.length === 0) send({ type: 'credit' });
        else queue.push(message);
        break;
      case 'credentials-request':
        request.credentials().then(
          (c) =>
            send({
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
            send({ type: 'credentials', id: message.id, error: serializeError(error) }),
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
        finished = true;
        break;
      case 'error':
        failure = deserializeError(message.error);
        break;
    }
    notify();
  });
  worker.on('error', (error) => {
    failure ??= error;
    notify();
  });
  worker.on('exit', (code) => {
    if (!finished && !failure)
      failure = new Error(`the listing worker stopped unexpectedly (exit code ${code})`);
    notify();
  });
  const onAbort = () => {
    failure ??=
      request.signal?.reason instanceof Error ? request.signal.reason : new Error('aborted');
    notify();
  };
  request.signal?.addEventListener('abort', onAbort, { once: true });

  try {
    for (;;) {
      if (request.signal?.aborted) throw failure!;
      const batch = queue.shift();
      if (batch) {
        send({ type: 'credit' });
        yield toEntries(batch, stats);
        continue;
      }
      if (failure) throw failure;
      if (finished) return;
      await new Promise<void>((resolve) => (wake = resolve));
      wake = undefined;
    }
  } finally {
    request.signal?.removeEventListener('abort', onAbort);
    await worker.terminate();
  }
}

function toEntries(batch: BatchMessage, stats: ListStats): ObjectEntry[] {
  const n = batch.keys.length;
  const entries = new Array<ObjectEntry>(n);
  for (let i = 0; i < n; i++) {
    entries[i] = {
      key: batch.keys[i]!,
      size: batch.sizes[i]!,
      lastModifiedMs: batch.lastModifiedMs[i]!,
      etag: batch.etags[i]!,
      storageClass: batch.storageClasses[i]!,
    };
  }
  stats.objects += n;
  stats.firstPageMs ??= Date.now() - stats.startedAtMs;
  return entries;
}

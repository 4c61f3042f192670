import { performance } from 'node:perf_hooks';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { AwsCredentialIdentity } from '@aws-sdk/types';
import { createS3Connection } from '../client.js';
import { serializeError, deserializeError } from './error-transport.js';
import { listParallel, newParallelStats } from './parallel-ranges.js';
import {
  LIST_WORKER_KIND,
  type BatchMessage,
  type ListWorkerData,
  type MainToWorker,
  type WorkerToMain,
} from './list-worker-protocol.js';

/**
 * Pages later ranges may list ahead of the one being consumed, so that output can stay in S3's
 * order while they run in parallel (about 200 KB a page in the worker).
 */
const AHEAD_BUFFER_PAGES = 32;

/** True inside a worker that the threaded lister started (the bundle starts itself as one). */
export function isListWorker(): boolean {
  return !isMainThread && (workerData as ListWorkerData | undefined)?.kind === LIST_WORKER_KIND;
}

/**
 * The producer side of the threaded lister: lists one chain and posts each page to the main
 * thread. It holds a credit per free slot in the main thread's queue, and sends no request
 * without one, so a slow consumer pauses the listing instead of growing memory.
 */
export async function runListWorker(): Promise<void> {
  const port = parentPort!;
  const data = workerData as ListWorkerData;
  const post = (message: WorkerToMain, transfer?: ArrayBuffer[]) =>
    port.postMessage(message, transfer);

  let credits = data.queuePages;
  let creditWaiter: (() => void) | undefined;
  let nextCredentialsId = 0;
  const credentialWaiters = new Map<
    number,
    { resolve: (c: AwsCredentialIdentity) => void; reject: (e: Error) => void }
  >();

  port.on('message', (message: MainToWorker) => {
    if (message.type === 'credit') {
      credits++;
      creditWaiter?.();
    } else if (message.type === 'credentials') {
      const waiter = credentialWaiters.get(message.id);
      credentialWaiters.delete(message.id);
      if (message.error) waiter?.reject(deserializeError(message.error));
      else if (message.credentials) waiter?.resolve(message.credentials);
    }
  });

  // The main thread owns the credential chain (OIDC session tokens and their refresh); the
  // worker asks it, and the SDK caches the answer until it is about to expire.
  const credentials = () =>
    new Promise<AwsCredentialIdentity>((resolve, reject) => {
      const id = nextCredentialsId++;
      credentialWaiters.set(id, { resolve, reject });
      post({ type: 'credentials-request', id });
    });

  // Two requests in flight per chain (the quick page), on sockets of their own.
  const connection = createS3Connection(
    { ...data.client, maxSockets: 2 * data.listConcurrency },
    credentials,
  );
  const stats = newParallelStats();
  const busySince = performance.eventLoopUtilization();
  try {
    for await (const entries of listParallel({
      client: connection.client,
      agent: connection.agent,
      bucket: data.bucket,
      prefix: data.prefix,
      pageSize: data.pageSize,
      startAfter: data.startAfter,
      endBefore: data.endBefore,
      maxChains: data.listConcurrency,
      ordered: data.ordered,
      aheadBufferPages: AHEAD_BUFFER_PAGES,
      stats,
      onDebug: (message) => post({ type: 'debug', message }),
    })) {
      while (credits === 0) await new Promise<void>((resolve) => (creditWaiter = resolve));
      creditWaiter = undefined;
      credits--;
      const batch = toBatch(entries);
      post(batch, [batch.sizes.buffer as ArrayBuffer, batch.lastModifiedMs.buffer as ArrayBuffer]);
    }
    post({
      type: 'done',
      ...stats,
      workerUtilization: performance.eventLoopUtilization(busySince).utilization,
    });
  } catch (error) {
    post({ type: 'error', error: serializeError(error) });
  } finally {
    connection.close();
    port.close();
  }
}

function toBatch(
  entries: ReadonlyArray<{
    key: string;
    size: number;
    lastModifiedMs: number;
    etag: string;
    storageClass: string;
  }>,
): BatchMessage {
  const n = entries.length;
  const batch: BatchMessage = {
    type: 'batch',
    keys: new Array<string>(n),
    sizes: new Float64Array(n),
    lastModifiedMs: new Float64Array(n),
    etags: new Array<string>(n),
    storageClasses: new Array<string>(n),
  };
  for (let i = 0; i < n; i++) {
    const e = entries[i]!;
    batch.keys[i] = e.key;
    batch.sizes[i] = e.size;
    batch.lastModifiedMs[i] = e.lastModifiedMs;
    batch.etags[i] = e.etag;
    batch.storageClasses[i] = e.storageClass;
  }
  return batch;
}

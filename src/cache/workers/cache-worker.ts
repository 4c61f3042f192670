import { parentPort } from 'node:worker_threads';
import { releaseBuffer } from '../store/release-buffer.js';
import { commitNames, removeNames } from '../restore/restore-commit.js';
import { blobLand, fetchTask, unpack } from '../restore/restore-worker.js';
import { blob, hash, pack } from '../save/save-tasks.js';
import { S3Error } from '../../errors.js';
import { serializeError } from '../../s3/list/error-transport.js';
import type {
  CacheTask,
  CancelMessage,
  FetchUnpackTask,
  FetchWriteTask,
  ReadyMessage,
  WorkerReply,
} from './cache-worker-protocol.js';

/**
 * Runs one task where it is called: in a worker (below), or on the main thread for a save whose
 * work is too small to pay for starting threads (save-workers.ts). `transfer` lists the buffers
 * a worker moves to the main thread with the result.
 */
export function runCacheTask(
  task: Exclude<CacheTask, FetchUnpackTask | FetchWriteTask>,
  written: string[],
): { result: unknown; transfer: ArrayBuffer[] } {
  const transfer: ArrayBuffer[] = [];
  let result: unknown;
  if (task.kind === 'hash') {
    const digests = hash(task);
    transfer.push(digests.buffer as ArrayBuffer);
    result = digests;
  } else if (task.kind === 'pack') {
    const packed = pack(task);
    transfer.push(packed.body.buffer as ArrayBuffer, packed.places.buffer as ArrayBuffer);
    result = packed;
  } else if (task.kind === 'blob') result = blob(task);
  else if (task.kind === 'unpack') {
    try {
      unpack(task, written);
    } finally {
      releaseBuffer(task.body); // moved here from the main thread: no one else holds it
    }
  } else if (task.kind === 'commit') result = commitNames(task);
  else if (task.kind === 'remove') removeNames(task.paths);
  else blobLand(task, written);
  return { result, transfer };
}

/** A reply for a failed task; an S3Error goes whole, so the main thread can retry it. */
function failure(id: number, error: unknown, written: string[]): WorkerReply {
  const e = error as NodeJS.ErrnoException;
  return {
    id,
    written,
    error: {
      name: e.name,
      message: e.message,
      ...(e.code ? { code: e.code } : {}),
      ...(error instanceof S3Error ? { s3: serializeError(error) } : {}),
    },
  };
}

export function runCacheWorker(): void {
  const port = parentPort!;
  port.postMessage({ ready: true } satisfies ReadyMessage);
  // Fetching tasks run concurrently (their GETs wait on sockets); the main thread may cancel one.
  const cancels = new Map<number, AbortController>();
  port.on('message', (message: { id: number; task: CacheTask } | CancelMessage) => {
    if ('cancel' in message) {
      cancels.get(message.cancel)?.abort();
      return;
    }
    const { id, task } = message;
    const written: string[] = [];
    if (task.kind === 'fetch-unpack' || task.kind === 'fetch-write') {
      const controller = new AbortController();
      cancels.set(id, controller);
      fetchTask(task, controller.signal, written)
        .then(
          () => port.postMessage({ id, written } satisfies WorkerReply),
          (error: unknown) => port.postMessage(failure(id, error, written)),
        )
        .finally(() => cancels.delete(id));
      return;
    }
    try {
      const { result, transfer } = runCacheTask(task, written);
      port.postMessage({ id, result, written } satisfies WorkerReply, transfer);
    } catch (error) {
      port.postMessage(failure(id, error, written));
    }
  });
}

import { parentPort } from 'node:worker_threads';
import { S3Error } from '../../errors.js';
import { serializeError } from '../../s3/list/error-transport.js';
import type {
  CancelMessage,
  ReadyMessage,
  WorkerReply,
  WorkerTask,
} from './cache-worker-protocol.js';

/** What a task gives back: its result, and the buffers that move to the main thread with it. */
export interface TaskOutcome {
  readonly result?: unknown;
  readonly transfer?: ArrayBuffer[];
}

/**
 * How one kind of task runs. `run` runs it to its end on the calling thread (a worker, or the
 * main thread for a save too small to pay for threads); `fetch` runs it concurrently with other
 * tasks, since its GETs wait on sockets, and the main thread may cancel it.
 */
export type TaskHandler<T extends WorkerTask> =
  | { readonly run: (task: T) => TaskOutcome | void }
  | { readonly fetch: (task: T, signal: AbortSignal) => Promise<void> };

/**
 * One handler for each kind of a side's tasks. Each side (save/, restore/) keeps its own table
 * and the worker's entry joins them, so neither side imports the other.
 */
export type TaskTable<T extends WorkerTask> = {
  readonly [K in T['kind']]: TaskHandler<Extract<T, { kind: K }>>;
};

type AnyHandler = TaskHandler<WorkerTask>;

function handlerOf(table: object, task: WorkerTask): AnyHandler {
  const handler = Object.hasOwn(table, task.kind)
    ? (table as Record<string, AnyHandler>)[task.kind]
    : undefined;
  if (!handler) throw new Error(`no cache worker task is called ${JSON.stringify(task.kind)}`);
  return handler;
}

/** Runs a task of `table` to its end where it is called. */
export function runTask(
  table: object,
  task: WorkerTask,
): { result: unknown; transfer: ArrayBuffer[] } {
  const handler = handlerOf(table, task);
  if (!('run' in handler)) throw new Error(`a ${task.kind} task runs in a worker thread`);
  const outcome = handler.run(task);
  return { result: outcome?.result, transfer: outcome?.transfer ?? [] };
}

/** A reply for a failed task; an S3Error goes whole, so the main thread can retry it. */
function failure(id: number, error: unknown): WorkerReply {
  const e = error as NodeJS.ErrnoException;
  return {
    id,
    error: {
      name: e.name,
      message: e.message,
      ...(e.code ? { code: e.code } : {}),
      ...(error instanceof S3Error ? { s3: serializeError(error) } : {}),
    },
  };
}

/** Serves the main thread's tasks from `table` (the save's and the restore's joined). */
export function runCacheWorker(table: object): void {
  const port = parentPort!;
  port.postMessage({ ready: true } satisfies ReadyMessage);
  // Fetching tasks run concurrently (their GETs wait on sockets); the main thread may cancel one.
  const cancels = new Map<number, AbortController>();
  port.on('message', (message: { id: number; task: WorkerTask } | CancelMessage) => {
    if ('cancel' in message) {
      cancels.get(message.cancel)?.abort();
      return;
    }
    const { id, task } = message;
    let handler: AnyHandler;
    try {
      handler = handlerOf(table, task);
    } catch (error) {
      port.postMessage(failure(id, error));
      return;
    }
    if ('fetch' in handler) {
      const controller = new AbortController();
      cancels.set(id, controller);
      handler
        .fetch(task, controller.signal)
        .then(
          () => port.postMessage({ id } satisfies WorkerReply),
          (error: unknown) => port.postMessage(failure(id, error)),
        )
        .finally(() => cancels.delete(id));
      return;
    }
    try {
      const { result, transfer } = runTask(table, task);
      port.postMessage({ id, result } satisfies WorkerReply, transfer);
    } catch (error) {
      port.postMessage(failure(id, error));
    }
  });
}

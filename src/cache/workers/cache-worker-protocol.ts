/**
 * Messages between the cache engine and its worker threads. The pool knows a task only by its
 * `kind`; each side defines its own tasks (save/save-task-types.ts, restore/restore-task-types.ts)
 * and the worker's entry hands their handlers to the worker (cache-worker.ts).
 */

import type { SerializedError } from '../../s3/list/list-worker-protocol.js';

/** A unit of work for a worker thread, told apart by its kind. */
export interface WorkerTask {
  readonly kind: string;
}

/** From a worker, once: its bundle is loaded (Node's modules it imports are compiled). */
export interface ReadyMessage {
  readonly ready: true;
}

/** From the main thread: abandon the task with this id (its fetch), the restore has failed. */
export interface CancelMessage {
  readonly cancel: number;
}

export interface WorkerReply {
  readonly id: number;
  readonly result?: unknown;
  readonly error?: {
    readonly name: string;
    readonly message: string;
    readonly code?: string;
    /** An S3Error whole, to be rebuilt and retried (or not) as the main thread's own. */
    readonly s3?: SerializedError;
  };
}

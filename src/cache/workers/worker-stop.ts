import { isMainThread, workerData } from 'node:worker_threads';

/**
 * A flag the main thread raises to stop its cache workers' tasks between two files: a worker's
 * loops are synchronous (decode, hash, write), so a message to it waits until its task ends, and
 * a crafted entry's one task could write 384 MiB after its deadline (issue 25). The flag is one
 * shared 32-bit word, read with Atomics between files and frames (a few ns each).
 */
export function createStopFlag(): Int32Array {
  return new Int32Array(new SharedArrayBuffer(4));
}

export function raiseStopFlag(flag: Int32Array): void {
  Atomics.store(flag, 0, 1);
}

/** A task given up because the restore stopped it (failed, cancelled or past its deadline). */
export class TaskStoppedError extends Error {
  override readonly name = 'TaskStoppedError';
  constructor() {
    super('the task was stopped: the restore failed or passed its deadline');
  }
}

/** This worker's flag, from its workerData; none on the main thread (a save's inline tasks). */
const flag: Int32Array | undefined = isMainThread
  ? undefined
  : ((workerData as { stopFlag?: Int32Array } | null)?.stopFlag ?? undefined);

/** Throws TaskStoppedError once the main thread has raised this worker's flag. */
export function throwIfStopped(): void {
  if (flag !== undefined && Atomics.load(flag, 0) !== 0) throw new TaskStoppedError();
}

import type { ResourceLimits } from 'node:worker_threads';

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
 *
 * `oldGenerationMb` replaces that arithmetic (tests give a worker a heap it cannot list in).
 */
export function workerLimits(listConcurrency: number, oldGenerationMb?: number): ResourceLimits {
  return {
    maxYoungGenerationSizeMb: 4,
    maxOldGenerationSizeMb: oldGenerationMb ?? Math.max(48, 3 * listConcurrency),
  };
}

/** Where the listing that ran out of memory was, for the error to name it. */
export interface WorkerHeapPlace {
  readonly bucket: string;
  readonly prefix: string;
  readonly listConcurrency: number;
  readonly limits: ResourceLimits;
}

/**
 * The listing worker passed its heap limit. Node ends such a worker with its own
 * ERR_WORKER_OUT_OF_MEMORY ("JS heap out of memory"), which says neither which listing nor what
 * to do; the limit is sized for what a listing holds (`workerLimits`), so passing it means pages
 * larger than that arithmetic allows, held by more key ranges than it counts.
 */
export class ListWorkerMemoryError extends Error {
  override readonly name = 'ListWorkerMemoryError';
  readonly limitMb: number;

  constructor(place: WorkerHeapPlace, options?: ErrorOptions) {
    const limitMb = place.limits.maxOldGenerationSizeMb ?? 0;
    const where = JSON.stringify(`s3://${place.bucket}/${place.prefix}`);
    super(
      `Listing ${where} stopped: the listing worker ran out of memory, past its heap limit of ` +
        `${limitMb} MB with ${place.listConcurrency} key ranges listed at once. ` +
        'List with fewer key ranges at once (a lower list concurrency), or with the single ' +
        "lister, which lists on the main thread without the worker's limit.",
      options,
    );
    this.limitMb = limitMb;
  }
}

/** The error a worker's 'error' event becomes: a named one for Node's out-of-memory end. */
export function workerFailure(error: Error, place: WorkerHeapPlace): Error {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ERR_WORKER_OUT_OF_MEMORY'
    ? new ListWorkerMemoryError(place, { cause: error })
    : error;
}

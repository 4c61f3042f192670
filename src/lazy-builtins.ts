import { createRequire } from 'node:module';
import type * as V8 from 'node:v8';
import type * as WorkerThreads from 'node:worker_threads';

// Node's modules that most runs never use, loaded on first use instead of with the bundle:
// loading node:worker_threads costs about 3 ms of CPU and node:v8 about 1 ms, at every start of
// the CLI and the actions, while only a listing of more than a page, a large download's hashing
// and a transfer's collector tuning need them.
const require = createRequire(import.meta.url);

export function workerThreads(): typeof WorkerThreads {
  return require('node:worker_threads') as typeof WorkerThreads;
}

export function v8(): typeof V8 {
  return require('node:v8') as typeof V8;
}

/**
 * Milliseconds on a monotonic clock, as `performance.now()` counts them (from another origin):
 * the first touch of the global `performance` loads node:perf_hooks, about 2 ms of CPU, for the
 * first request's stall watch.
 */
export function monotonicMs(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}

import { appendFileSync } from 'node:fs';
import { threadId } from 'node:worker_threads';

/**
 * A diagnostic for the cache benchmark: with S3_SYNC_CACHE_MEMORY_TRACE naming a file, the main
 * thread samples its memory every 25 ms while a worker pool is open, and each worker records
 * its own at the heaviest point of every task (frames decoded, before landing). One JSON line
 * per sample: `{t, thread, where, rss, heapUsed, heapTotal, external, arrayBuffers}` (bytes,
 * t in ms of the wall clock). rss is the whole process's; the rest is the thread's own isolate
 * (`process.memoryUsage()` in a worker reports that worker's heap). Off by default: nothing is
 * measured or written.
 */
const TRACE_FILE = process.env.S3_SYNC_CACHE_MEMORY_TRACE;

export const memoryTraceOn = Boolean(TRACE_FILE);

export function traceMemory(where: string): void {
  if (!TRACE_FILE) return;
  const m = process.memoryUsage();
  const line = {
    t: Date.now(),
    thread: threadId,
    where,
    rss: m.rss,
    heapUsed: m.heapUsed,
    heapTotal: m.heapTotal,
    external: m.external,
    arrayBuffers: m.arrayBuffers,
  };
  appendFileSync(TRACE_FILE, `${JSON.stringify(line)}\n`);
}

/** Samples the calling thread every 25 ms until the returned function is called. */
export function sampleMemory(where: string): () => void {
  if (!TRACE_FILE) return () => undefined;
  traceMemory(where);
  const timer = setInterval(() => traceMemory(where), 25);
  timer.unref();
  return () => clearInterval(timer);
}

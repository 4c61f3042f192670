/**
 * Reads what S3_SYNC_CACHE_MEMORY_TRACE wrote (src/cache/workers/cache-memory-trace.ts: one JSON line per
 * sample, from the main thread every 25 ms and from each worker at the heaviest point of each
 * task) and sums it up per thread, for the cache suite's `--memory-trace` rows.
 */
import { existsSync, readFileSync } from 'node:fs';

interface Sample {
  readonly t: number;
  readonly thread: number;
  readonly rss: number;
  readonly heapTotal: number;
  readonly external: number;
  readonly arrayBuffers: number;
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

/** `peak RSS 331 MB; main: heap 70, external 82; worker 1: heap 17, external 27; ...` */
export function summariseMemoryTrace(file: string): string | undefined {
  if (!existsSync(file)) return undefined;
  const samples = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Sample);
  if (samples.length === 0) return undefined;
  const threads = new Map<number, Sample[]>();
  for (const s of samples) threads.set(s.thread, [...(threads.get(s.thread) ?? []), s]);
  const peak = (list: Sample[], pick: (s: Sample) => number) => Math.max(...list.map(pick));
  const parts = [...threads.entries()]
    .sort(([a], [b]) => a - b)
    .map(
      ([thread, list]) =>
        `${thread === 0 ? 'main' : `worker ${thread}`}: heap ${mb(peak(list, (s) => s.heapTotal))}, external ${mb(peak(list, (s) => s.external))}`,
    );
  return `peak RSS sampled ${mb(peak(samples, (s) => s.rss))} MB; peaks per thread (MB): ${parts.join('; ')}`;
}

import type { ContentCheckStats } from '../sync/content-check.js';
import { formatCount, formatSize } from './format.js';

/** A --checksum run's comparison as the report shows it (issue 28): the checker's counts, and
 * the hashing throughput over the hash workers' own time. */
export interface ChecksumsReport extends ContentCheckStats {
  /** Bytes hashed per second of a hash worker's time (MiB/s): one thread's speed. */
  readonly hashMiBPerSecond: number;
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

export function checksumsReport(stats: ContentCheckStats): ChecksumsReport {
  return {
    ...stats,
    hashSeconds: round(stats.hashSeconds, 3),
    hashMiBPerSecond:
      stats.hashSeconds > 0 ? round(stats.bytesHashed / 2 ** 20 / stats.hashSeconds, 1) : 0,
  };
}

/** One sentence for the CLI report and the job summary. */
export function describeChecksums(c: ChecksumsReport): string {
  const fallback =
    c.fallbacks > 0
      ? ` **${formatCount(c.fallbacks)} compared by size and time instead**: their MD5 cannot be known without downloading them (multipart objects from another tool, SSE-KMS).`
      : '';
  return `Checksums: ${formatCount(c.checked)} same-size paths compared by content, ${formatCount(c.sameContent)} the same, ${formatCount(c.contentDiffers)} different; ${formatCount(c.filesHashed)} local files hashed (${formatSize(c.bytesHashed)}) at ${c.hashMiBPerSecond.toFixed(1)} MiB/s per hashing thread; ${formatCount(c.metadataReads)} metadata reads.${fallback}`;
}

import { formatCount, formatSize } from './format.js';

/** A --checksum run's comparison as the report shows it (issue 28). */
export interface ChecksumsReport {
  /** Same-size paths compared. */
  readonly checked: number;
  readonly sameContent: number;
  readonly contentDiffers: number;
  /** Compared by size and time instead, because an MD5 could not be known without the body. */
  readonly fallbacks: number;
  readonly filesHashed: number;
  readonly bytesHashed: number;
  readonly hashSeconds: number;
  /** Bytes hashed per second of a hash worker's time (1 MB = 10^6): one thread's speed. */
  readonly hashMegabytesPerSecond: number;
  /** HEADs sent to read the MD5 metadata of multipart objects. */
  readonly metadataReads: number;
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

export function checksumsReport(
  stats: Omit<ChecksumsReport, 'hashMegabytesPerSecond'>,
): ChecksumsReport {
  return {
    ...stats,
    hashSeconds: round(stats.hashSeconds, 3),
    hashMegabytesPerSecond:
      stats.hashSeconds > 0 ? round(stats.bytesHashed / 1e6 / stats.hashSeconds, 1) : 0,
  };
}

/** One sentence for the CLI report and the job summary. */
export function describeChecksums(c: ChecksumsReport): string {
  const fallback =
    c.fallbacks > 0
      ? ` **${formatCount(c.fallbacks)} compared by size and time instead**: their MD5 cannot be known without downloading them (multipart objects from another tool, SSE-KMS).`
      : '';
  return `Checksums: ${formatCount(c.checked)} same-size paths compared by content, ${formatCount(c.sameContent)} the same, ${formatCount(c.contentDiffers)} different; ${formatCount(c.filesHashed)} local files hashed (${formatSize(c.bytesHashed)}) at ${c.hashMegabytesPerSecond.toFixed(1)} MB/s per hashing thread; ${formatCount(c.metadataReads)} metadata reads.${fallback}`;
}

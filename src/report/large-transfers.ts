import { formatByteRate, formatCountOf, formatSize } from './format.js';

/**
 * The large transfers of a run (ranged downloads, multipart uploads and copies) as the report
 * shows them: their throughput, and the client's CPU per MB moved (issue 16).
 */
export interface LargeTransfersReport {
  readonly objects: number;
  readonly bytes: number;
  readonly seconds: number;
  /** Bytes per second over the time at least one large transfer ran (10^6 bytes = 1 MB). */
  readonly megabytesPerSecond: number;
  /** The process's CPU milliseconds (user + system) per MB over that same time. */
  readonly cpuMsPerMegabyte: number;
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/** From the meter's figures; undefined when the run moved no large object. */
export function largeTransfersReport(stats: {
  readonly objects: number;
  readonly bytes: number;
  readonly seconds: number;
  readonly cpuSeconds: number;
}): LargeTransfersReport | undefined {
  if (stats.bytes === 0 || stats.seconds <= 0) return undefined;
  const megabytes = stats.bytes / 1e6;
  return {
    objects: stats.objects,
    bytes: stats.bytes,
    seconds: round(stats.seconds, 3),
    megabytesPerSecond: round(megabytes / stats.seconds, 1),
    cpuMsPerMegabyte: round((stats.cpuSeconds * 1000) / megabytes, 2),
  };
}

/** One sentence for the CLI report and the job summary, in MiB as every other figure. */
export function describeLargeTransfers(large: LargeTransfersReport): string {
  const cpuMsPerMebibyte = (large.cpuMsPerMegabyte * 1024 * 1024) / 1e6;
  return `Large objects: ${formatCountOf(large.objects, 'object')} (${formatSize(large.bytes)}) at ${formatByteRate(large.bytes, large.seconds)}, ${cpuMsPerMebibyte.toFixed(2)} ms of client CPU per MiB.`;
}

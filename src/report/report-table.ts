import { describeKeyRange } from '../sync/key-range.js';
import { formatFaults, formatHedges } from './format-faults.js';
import { formatCount, formatSeconds, formatSize } from './format.js';
import { describeLargeTransfers } from './large-transfers.js';
import { describeChecksums } from './checksums.js';
import type { SyncReport } from './sync-report.js';
import { textTable } from './text-table.js';

/** The run's report as a plain-text table for a terminal. */
export function renderReportTable(report: SyncReport): string {
  const rows: string[][] = [
    ['phase', 'start', 'seconds', 'objects', 'bytes', 'objects/s', 'bytes/s', 'held back'],
  ];
  for (const p of report.phases) {
    rows.push([
      p.label.toLowerCase(),
      formatSeconds(p.startSeconds),
      formatSeconds(p.seconds),
      formatCount(p.objects),
      formatSize(p.bytes),
      formatCount(p.objectsPerSecond),
      `${formatSize(p.bytesPerSecond)}/s`,
      p.waitedSeconds > 0 ? formatSeconds(p.waitedSeconds) : '–',
    ]);
  }
  const table = textTable(rows, [0]);
  const c = report.counts;
  const range = report.range ? `key range: ${describeKeyRange(report.range)}\n` : '';
  return `${range}${table}\n\n${report.direction}: ${formatCount(c.transferred)} transferred (${formatSize(c.bytesTransferred)}), ${formatCount(c.skipped)} unchanged, ${formatCount(c.deleted)} deleted, ${formatCount(c.failed)} failed, ${formatCount(c.listed)} listed; total ${formatSeconds(report.totalSeconds)}, first transfer at ${formatSeconds(report.firstTransferSeconds)}, overlap ${formatSeconds(report.overlapSeconds)}\n${report.largeTransfers ? `${describeLargeTransfers(report.largeTransfers)}\n` : ''}${report.checksums ? `${describeChecksums(report.checksums).replaceAll('**', '')}\n` : ''}${faultLine(c)}`;
}

function faultLine(c: SyncReport['counts']): string {
  return [formatHedges(c), formatFaults(c)]
    .filter(Boolean)
    .map((line) => `${line}\n`)
    .join('');
}

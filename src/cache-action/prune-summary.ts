import type { CacheStoreLocation } from '../cache/store/cache-types.js';
import { formatCount, formatSeconds, formatSize } from '../report/format.js';
import { removeManifestCommand } from '../report/shell-command.js';
import { escapeHtml } from '../report/job-summary.js';
import { codeBlock } from '../report/markdown-code.js';

/** What cache/prune did: its outputs, log and summary are made of it. */
export interface PruneStepReport {
  readonly store: CacheStoreLocation;
  readonly deleteKey: string | undefined;
  readonly olderThanMs: number;
  readonly graceMs: number;
  readonly entriesRemoved: number;
  readonly entriesKept: number;
  readonly objectsRemoved: number;
  readonly objectsKept: number;
  readonly bytesRemoved: number;
  /** Manifests that could not be read, so that nothing in cas/ was deleted. */
  readonly unreadable: readonly string[];
  readonly warnings: readonly string[];
  readonly totalMs: number;
}

/** The CLI command that removes one unreadable manifest (add the connection flags the job used). */
export function removeCommandFor(report: PruneStepReport, objectKey: string): string {
  return removeManifestCommand(`s3://${report.store.bucket}/${report.store.prefix}`, objectKey);
}

const MAX_LISTED = 50;

export function renderPruneSummary(report: PruneStepReport | undefined, error?: Error): string {
  const lines = [`## Cache prune${report?.deleteKey !== undefined ? ': delete a key' : ''}`, ''];
  if (report) {
    if (report.deleteKey !== undefined)
      lines.push(`Key <code>${escapeHtml(report.deleteKey.slice(0, 200))}</code>.`, '');
    lines.push(
      '| | removed | kept |',
      '|---|---:|---:|',
      `| entries | ${formatCount(report.entriesRemoved)} | ${formatCount(report.entriesKept)} |`,
      `| packs and blobs | ${formatCount(report.objectsRemoved)} | ${formatCount(report.objectsKept)} |`,
      `| bytes | ${formatSize(report.bytesRemoved)} | |`,
      '',
      `${report.deleteKey === undefined ? `Entries older than ${formatSeconds(report.olderThanMs / 1000)} s; ` : ''}packs and blobs younger than ${formatSeconds(report.graceMs / 1000)} s kept; ${formatSeconds(report.totalMs / 1000)} s in all.`,
      '',
    );
    for (const warning of report.warnings) lines.push(`> ⚠️ ${escapeHtml(warning.slice(0, 2000))}`);
    if (report.warnings.length) lines.push('');
    if (report.unreadable.length) {
      lines.push('Remove each unreadable manifest, then prune again:', '');
      const commands = report.unreadable
        .slice(0, MAX_LISTED)
        .map((key) => removeCommandFor(report, key));
      lines.push(...codeBlock(commands, 'sh'), '');
      if (report.unreadable.length > MAX_LISTED)
        lines.push(`… and ${report.unreadable.length - MAX_LISTED} more (see the log).`, '');
    }
  }
  if (error)
    lines.push(`**Error:** ${escapeHtml((error.message.split('\n')[0] ?? '').slice(0, 2000))}`);
  return lines.join('\n');
}

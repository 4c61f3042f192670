import type { CacheStoreLocation } from '../cache/store/cache-types.js';
import type { PruneResult } from '../cache/store/prune-cache.js';
import type { RemoveResult } from '../cache/store/remove-entries.js';
import { formatCount, formatDuration, formatSeconds, formatSize } from '../report/format.js';
import type { ReportRenderer } from '../report/report-renderer.js';
import { removeManifestCommand } from '../report/shell-command.js';
import { codeBlock } from '../report/markdown-code.js';
import { PruneOutputs } from './prune-options.js';
import { code, errorLine, warningLine } from '../report/summary-text.js';

/** What cache/prune did: the engine's prune result, and what the step knows besides. */
export interface PruneStepReport extends PruneResult {
  readonly store: CacheStoreLocation;
  readonly deleteKey: string | undefined;
  readonly olderThanMs: number;
  readonly graceMs: number;
  /** The key's entries removed first, with `delete-key`; undefined without it. */
  readonly keyRemoved: RemoveResult | undefined;
  readonly totalMs: number;
}

/** Entries and bytes removed in all: the key's entries (with `delete-key`), then the prune's. */
function removedInAll(report: PruneStepReport): { entries: number; bytes: number } {
  return {
    entries: (report.keyRemoved?.removed.length ?? 0) + report.manifestsDeleted,
    bytes: (report.keyRemoved?.bytesDeleted ?? 0) + report.bytesDeleted,
  };
}

/** The CLI command that removes one unreadable manifest (add the connection flags the job used). */
export function removeCommandFor(report: PruneStepReport, objectKey: string): string {
  return removeManifestCommand(`s3://${report.store.bucket}/${report.store.prefix}`, objectKey);
}

const MAX_LISTED = 50;

export function renderPruneSummary(report: PruneStepReport | undefined, error?: Error): string {
  const lines = [`## Cache prune${report?.deleteKey !== undefined ? ': delete a key' : ''}`, ''];
  if (report) {
    const removed = removedInAll(report);
    if (report.deleteKey !== undefined) lines.push(`Key ${code(report.deleteKey, 200)}.`, '');
    lines.push(
      '| | removed | kept |',
      '|---|---:|---:|',
      `| entries | ${formatCount(removed.entries)} | ${formatCount(report.manifestsKept)} |`,
      `| packs and blobs | ${formatCount(report.objectsDeleted)} | ${formatCount(report.objectsKept)} |`,
      `| bytes | ${formatSize(removed.bytes)} | |`,
      '',
      `${report.deleteKey === undefined ? `Entries older than ${formatDuration(report.olderThanMs)}; ` : ''}packs and blobs younger than ${formatDuration(report.graceMs)} kept; ${formatSeconds(report.totalMs / 1000)} in all.`,
      '',
    );
    for (const warning of report.warnings) lines.push(warningLine(warning));
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
  if (error) lines.push(errorLine(error));
  return lines.join('\n');
}

/** A prune, told in the step log, the outputs, the job summary and the CLI's text. */
export const pruneRenderer: ReportRenderer<PruneStepReport> = {
  warnings: (report) => [
    ...report.warnings,
    ...report.unreadable.map((key) => `Remove it with: ${removeCommandFor(report, key)}`),
  ],
  logLines(report) {
    const removed = removedInAll(report);
    return [
      `Removed ${removed.entries} entr(ies) (${report.manifestsKept} kept) and ${report.objectsDeleted} pack(s) or blob(s) (${report.objectsKept} kept), ${removed.bytes} bytes in all, in ${(report.totalMs / 1000).toFixed(2)} s.`,
    ];
  },
  outputs(report) {
    const removed = removedInAll(report);
    return {
      [PruneOutputs.EntriesRemoved]: String(removed.entries),
      [PruneOutputs.ObjectsRemoved]: String(report.objectsDeleted),
      [PruneOutputs.BytesRemoved]: String(removed.bytes),
    };
  },
  summary: renderPruneSummary,
  text: (report) =>
    `pruned ${report.manifestsDeleted} entr(ies) (${report.manifestsKept} kept) and ${report.objectsDeleted} pack(s) or blob(s) (${formatSize(report.bytesDeleted)}; ${report.objectsKept} kept)`,
};

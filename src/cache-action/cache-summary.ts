import type { PhaseReport } from '../report/phase-report.js';
import { formatByteRate, formatCountOf, formatCountRate, formatSize } from '../report/format.js';
import { code, errorLine, escapeHtml, warningLine } from '../report/summary-text.js';
import { activeSeconds, joinWords, type PhaseLine } from '../report/phase-table.js';
import type { RestoreStepReport } from './cache-step-report.js';

// What the cache steps' job summaries share (restore-summary.ts, save-summary.ts). They lead
// with what a user asks first (hit or miss and what `cache-hit` says, what crossed the network
// and how long it took, which store and paths), then where the time went: a row per phase in the
// order they began, saying what it did in its own units, and a gantt chart of them. Downloaded and
// uploaded bytes are compressed, as they crossed the network; restored and saved bytes are the
// files' sizes on disk.

/** What a cache phase's waiting time means (the summaries' time section explains it). */
export const CACHE_WAITING_MEANS =
  'time within a phase when none of its work was in flight (an upload waiting for the next pack)';

export const BACKEND_NAMES = { s3: 'S3', github: 'GitHub cache service', none: 'no store' };
const MAX_PATHS_SHOWN = 10;

/** `files (bytes), folders and links`: what a tree holds, each kind counted apart. */
export function treeText(files: number, bytes: number, folders?: number, links?: number): string {
  const parts = [`${formatCountOf(files, 'file')} (${formatSize(bytes)})`];
  // Counted apart from the files; a kind the tree does not hold is left out.
  if (folders) parts.push(formatCountOf(folders, 'folder'));
  if (links) parts.push(formatCountOf(links, 'symlink'));
  return joinWords(parts);
}

export function whereLine(
  report: Pick<RestoreStepReport, 'backend' | 'store' | 'paths'>,
): string | undefined {
  if (report.backend === 'none' || report.store === undefined) return undefined;
  const paths = report.paths ?? [];
  const shown = paths.slice(0, MAX_PATHS_SHOWN).map((p) => code(p));
  if (paths.length > MAX_PATHS_SHOWN) shown.push(`and ${paths.length - MAX_PATHS_SHOWN} more`);
  const store = report.backend === 's3' ? code(report.store) : escapeHtml(report.store);
  return `- **Store**: ${store}; **paths**: ${shown.join(', ') || '–'}`;
}

export function warningLines(warnings: readonly string[], error: Error | undefined): string[] {
  const lines = warnings.map(warningLine);
  if (error) lines.push(errorLine(error));
  return lines.length > 0 ? [...lines, ''] : [];
}

export const bytesWithRate = (work: string, phase: PhaseReport, bytes = phase.bytes) => ({
  phase,
  work,
  rate: formatByteRate(bytes, activeSeconds(phase)),
});

/** A phase the tables know no better words for: its files and bytes. */
export const filesLine = (phase: PhaseReport): PhaseLine => ({
  phase,
  work:
    phase.objects > 0
      ? `${formatCountOf(phase.objects, 'file')} (${formatSize(phase.bytes)})`
      : '–',
  rate: formatCountRate(phase.objects, activeSeconds(phase), 'files'),
});

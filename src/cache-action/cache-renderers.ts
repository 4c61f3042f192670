import { phaseSeconds, type PhaseRecord } from '../phases.js';
import { formatCount, formatSeconds, formatSize } from '../report/format.js';
import type { ReportRenderer } from '../report/report-renderer.js';
import { textTable } from '../report/text-table.js';
import { restoreOutputs, saveOutputs } from './cache-outputs.js';
import type { RestoreStepReport, SaveStepReport } from './cache-step-report.js';
import { renderRestoreSummary } from './restore-summary.js';
import { renderSaveSummary } from './save-summary.js';

// Keys are untrusted text (a newline could start a workflow command): quoted here, and every
// line is kept to one line where it is written (publishReport, the CLI's print).
const quoted = (key: string | undefined) => JSON.stringify(key ?? '');

/** Each phase that ran: when it started, how long it took, what it moved (the CLI's table). */
export function cachePhaseTable(phases: readonly PhaseRecord[]): string {
  const end = Math.max(0, ...phases.map((p) => p.endMs ?? p.startMs ?? 0));
  const rows = [['phase', 'start', 'seconds', 'objects', 'bytes']];
  for (const p of phases)
    if (p.startMs !== undefined)
      rows.push([
        p.label,
        formatSeconds(p.startMs / 1000),
        formatSeconds(phaseSeconds(p, end)),
        formatCount(p.objects),
        formatSize(p.bytes),
      ]);
  return textTable(rows, [0]);
}

function restoreLogLine(report: RestoreStepReport): string {
  if (report.skipped !== undefined) return `Cache restore skipped: ${report.skipped}.`;
  if (report.outcome === 'miss') {
    const keys = report.keysTried.map(quoted).join(', ');
    return report.backend === 'none'
      ? `Cache not restored: no cache store to read (the warning above says why); keys tried: ${keys}.`
      : `Cache not found for the keys ${keys} (${report.backend}).`;
  }
  const scope = report.matchedScope ? ` in the scope ${quoted(report.matchedScope)}` : '';
  const hit = report.outcome === 'exact' ? 'exact hit' : 'restore-key hit';
  return `Cache ${report.lookupOnly ? 'found' : 'restored'} from the key ${quoted(report.matchedKey)}${scope} (${report.backend}, ${hit}): ${report.files} files, ${report.bytes} bytes, in ${(report.totalMs / 1000).toFixed(2)} s.`;
}

function restoreText(report: RestoreStepReport): string {
  const what =
    report.outcome === 'miss'
      ? `miss: no entry for ${report.keysTried.map((k) => JSON.stringify(k)).join(', ')}`
      : `${report.outcome} hit: ${JSON.stringify(report.matchedKey)} in scope ${JSON.stringify(report.matchedScope)}, ${formatCount(report.files)} files (${formatSize(report.bytes)}), ${formatCount(report.unchangedFiles ?? 0)} unchanged, downloaded ${formatSize(report.bytesDownloaded ?? 0)}`;
  return `${cachePhaseTable(report.phases)}\n\n${what}`;
}

/** A restore, told in the step log, the outputs, the job summary and the CLI's text. */
export const restoreRenderer: ReportRenderer<RestoreStepReport> = {
  warnings: (report) => report.warnings,
  logLines: (report) => [restoreLogLine(report), ...saveRefusedLines(report)],
  outputs: restoreOutputs,
  summary: renderRestoreSummary,
  text: restoreText,
};

function saveText(report: SaveStepReport): string {
  const outcome =
    report.outcome === 'exists'
      ? `the key ${JSON.stringify(report.key)} exists already (--update overwrites it)`
      : report.outcome;
  return `${cachePhaseTable(report.phases)}\n\n${outcome}: ${formatCount(report.files)} files (${formatSize(report.bytes)}), uploaded ${formatSize(report.bytesUploaded ?? 0)} in ${report.packsUploaded} pack(s) and ${report.blobsUploaded} blob(s), ${report.packsReused} pack(s) reused, ${report.packsCompacted ?? 0} compacted`;
}

/** Why no save will follow this restore, when this run may not save. */
function saveRefusedLines(report: RestoreStepReport): string[] {
  if (report.saveRefused === undefined) return [];
  const who =
    report.postStep === 'refuses'
      ? 'The post step will not save'
      : 'A cache/save step in this run would not save';
  return [`${who}: ${report.saveRefused}.`];
}

/** A save, told in the step log, the outputs, the job summary and the CLI's text. */
export const saveRenderer: ReportRenderer<SaveStepReport> = {
  warnings: (report) => report.warnings,
  logLines: (report) => [
    report.outcome === 'saved'
      ? `Cache saved under the key ${quoted(report.key)} (${report.backend}): ${report.files} files, ${report.bytes} bytes, in ${(report.totalMs / 1000).toFixed(2)} s.`
      : `Cache not saved under the key ${quoted(report.key)}: ${report.reason ?? report.outcome}.`,
  ],
  outputs: saveOutputs,
  summary: renderSaveSummary,
  text: saveText,
};

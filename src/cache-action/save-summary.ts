import { phaseReports, type PhaseReport } from '../report/phase-report.js';
import { formatCountOf, formatCountRate, formatSeconds, formatSize } from '../report/format.js';
import { code, escapeHtml, fitSummary as fit } from '../report/summary-text.js';
import {
  activeSeconds,
  joinWords,
  phasesInTimeOrder,
  type PhaseLine,
} from '../report/phase-table.js';
import { timeSection } from '../report/time-section.js';
import {
  BACKEND_NAMES,
  CACHE_WAITING_MEANS,
  bytesWithRate,
  filesLine,
  treeText,
  warningLines,
  whereLine,
} from './cache-summary.js';
import type { SaveStepReport } from './cache-step-report.js';

// The save step's job summary: saved or why not, what was uploaded, and where the time went
// (cache-summary.ts).

/** A save's rows: each phase's work in its own units. */
function saveLines(report: SaveStepReport, phases: readonly PhaseReport[]): PhaseLine[] {
  return phasesInTimeOrder(phases).map((phase) => {
    switch (phase.name) {
      case 'walk':
        return {
          phase,
          work: `${formatCountOf(phase.objects, 'entry', 'entries')}: ${treeText(report.files, report.bytes, report.folders, report.links)}`,
          rate: formatCountRate(phase.objects, activeSeconds(phase), 'entries'),
        };
      case 'lookup':
        return {
          phase,
          work:
            report.packsReused === undefined
              ? 'the last entry’s manifest read'
              : `the last entry’s manifest read: ${formatCountOf(report.packsReused, 'pack')} reused`,
          rate: '–',
        };
      case 'hash':
        return bytesWithRate(
          `${formatCountOf(phase.objects, 'file')} hashed (${formatSize(phase.bytes)})`,
          phase,
        );
      case 'compress':
        return bytesWithRate(
          `${formatCountOf(phase.objects, 'large file')} compressed (${formatSize(phase.bytes)})`,
          phase,
        );
      case 'pack':
        return bytesWithRate(
          `${formatCountOf(phase.objects, 'small file')} packed (${formatSize(phase.bytes)})`,
          phase,
        );
      case 'upload':
        return bytesWithRate(
          `${uploadedObjects(report)}, ${formatSize(phase.bytes)} uploaded (compressed)`,
          phase,
        );
      case 'commit':
        return bytesWithRate(`manifest, ${formatSize(phase.bytes)} uploaded`, phase);
      default:
        return filesLine(phase);
    }
  });
}

function uploadedObjects(report: SaveStepReport): string {
  const parts = [formatCountOf(report.packsUploaded ?? 0, 'pack')];
  if (report.blobsUploaded) parts.push(formatCountOf(report.blobsUploaded, 'large file'));
  return joinWords(parts);
}

/** The save step's summary: saved or why not, what was uploaded, where the time went. */
export function renderSaveSummary(report: SaveStepReport, error?: Error): string {
  const where = BACKEND_NAMES[report.backend];
  const titles = {
    saved: 'saved',
    exists: 'not saved, the key has an entry',
    'nothing-to-save': 'nothing to save',
    skipped: 'skipped',
    failed: 'failed',
  };
  const scope = report.scope ? ` in the scope ${code(report.scope)}` : '';
  const lines = [`## Cache save: ${titles[report.outcome]} (${where})`, ''];
  if (report.outcome === 'saved')
    lines.push(`- **Saved** under the key ${code(report.key)}${scope}.`);
  else {
    const why = report.reason ? `: ${escapeHtml(report.reason)}` : '';
    lines.push(`- **Not saved** under the key ${code(report.key)}${scope}${why}.`);
  }
  const phases = phaseReports(report.phases, report.totalMs);
  const totalSeconds = report.totalMs / 1000;
  const upload = phases.find((p) => p.name === 'upload');
  const commit = phases.find((p) => p.name === 'commit');
  if (report.outcome === 'saved' || report.files > 0) {
    if (report.bytesUploaded !== undefined) {
      const seconds = (upload ? activeSeconds(upload) : 0) + (commit?.seconds ?? 0);
      const manifest = report.manifestBytes
        ? `, and the ${formatSize(report.manifestBytes)} manifest`
        : '';
      const reused = report.packsReused
        ? `; ${formatCountOf(report.packsReused, 'pack')} of earlier entries reused, not sent again`
        : '';
      lines.push(
        `- **Uploaded ${formatSize(report.bytesUploaded)}** in **${formatSeconds(seconds)}** (${uploadedObjects(report)}, compressed${manifest})${reused}.`,
      );
    } else
      lines.push(
        `- **Uploaded**: the size is in the step log; ${escapeHtml(where)} does not report it here.`,
      );
    lines.push(
      `- **Saved** ${treeText(report.files, report.bytes, report.folders, report.links)} in **${formatSeconds(totalSeconds)}** in all.`,
    );
  }
  const whereText = whereLine(report);
  if (whereText) lines.push(whereText);
  lines.push('');
  const totalWork =
    report.bytesUploaded !== undefined && report.outcome === 'saved'
      ? `${formatSize(report.bytes)} saved, ${formatSize(report.bytesUploaded)} uploaded`
      : report.outcome === 'saved'
        ? `${formatSize(report.bytes)} saved`
        : 'nothing saved';
  lines.push(
    ...timeSection({
      lines: saveLines(report, phases),
      totalSeconds,
      totalWork: totalWork,
      waitingMeans: CACHE_WAITING_MEANS,
    }),
    ...warningLines(report.warnings, error),
  );
  return fit(lines.join('\n'));
}

import { phaseReports, type PhaseReport } from '../report/phase-report.js';
import { formatByteRate, formatCountOf, formatSeconds, formatSize } from '../report/format.js';
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
import type { RestoreStepReport } from './cache-step-report.js';

// The restore step's job summary: hit or miss and what `cache-hit` says, what the post step will
// do, what was downloaded and restored, and where the time went (cache-summary.ts).

/** The last restore phase: folders made or given their mode and time, symlinks, empty files. */
function finishWork(report: RestoreStepReport): string {
  const made = [];
  if (report.folders) made.push(formatCountOf(report.folders, 'folder'));
  if (report.links) made.push(formatCountOf(report.links, 'symlink'));
  return made.length > 0
    ? `${joinWords(made)} made or set, empty files written`
    : 'empty files written';
}

/** A restore's rows: each phase's work in its own units. */
function restoreLines(report: RestoreStepReport, phases: readonly PhaseReport[]): PhaseLine[] {
  return phasesInTimeOrder(phases).map((phase) => {
    switch (phase.name) {
      case 'lookup':
        return {
          phase,
          work: `${formatCountOf(report.keysTried.length, 'key')} tried${report.readScopes.length > 0 ? ` in ${formatCountOf(report.readScopes.length, 'scope')}` : ''}`,
          rate: '–',
        };
      case 'manifest':
        return bytesWithRate(`manifest, ${formatSize(phase.bytes)} downloaded`, phase);
      case 'prepare':
        return { phase, work: 'paths checked against the disk', rate: '–' };
      case 'download':
        return bytesWithRate(`${formatSize(phase.bytes)} downloaded (compressed)`, phase);
      case 'unpack':
        return {
          phase,
          work: `${formatCountOf(phase.objects, 'file')} written (${formatSize(phase.bytes)})`,
          rate: formatByteRate(phase.bytes, activeSeconds(phase)),
        };
      case 'finish':
        return {
          phase,
          work: finishWork(report),
          rate: '–',
        };
      default:
        return filesLine(phase);
    }
  });
}

/** The first lines: what `cache-hit` says and why, and what the post step will do. */
function restoreOutcomeLines(report: RestoreStepReport): string[] {
  const scope = report.matchedScope ? ` in the scope ${code(report.matchedScope)}` : '';
  const lines: string[] = [];
  if (report.outcome === 'exact')
    lines.push(
      `- **\`cache-hit\`: true**: the key ${code(report.primaryKey)} matched exactly${scope}.`,
    );
  else if (report.outcome === 'restore-key')
    lines.push(
      `- **\`cache-hit\`: false**: no entry for the key ${code(report.primaryKey)}; a restore key matched ${code(report.matchedKey ?? '')}${scope}, which was restored.`,
    );
  else
    lines.push(
      `- **\`cache-hit\`: false**: no entry for the key or its restore keys. Keys tried, in order: ${report.keysTried.map((k) => code(k)).join(', ')}.`,
    );
  const next = nextLine(report);
  if (next !== undefined) lines.push(next);
  return lines;
}

/** What comes after the restore: whether the post step (or a cache/save step) saves, and why not. */
function nextLine(report: RestoreStepReport): string | undefined {
  if (report.postStep === 'refuses')
    return `- **Next**: the post step will not save: ${escapeHtml(report.saveRefused ?? '')}.`;
  if (report.postStep === 'saves')
    return `- **Next**: the post step saves the paths under the key ${code(report.primaryKey)} if the job succeeds.`;
  if (report.postStep === 'skips')
    return `- **Next**: the post step saves nothing: the key has its entry.`;
  if (report.saveRefused !== undefined)
    return `- **Next**: this action does not save, and a \`cache/save\` step in this run would not either: ${escapeHtml(report.saveRefused)}.`;
  if (report.outcome !== 'exact')
    return `- **Next**: this action does not save; a \`cache/save\` step with the key ${code(report.primaryKey)} would.`;
  return undefined;
}

/** The restore step's summary: hit or miss, what was downloaded and restored, where the time went. */
export function renderRestoreSummary(report: RestoreStepReport, error?: Error): string {
  const where = BACKEND_NAMES[report.backend];
  if (report.skipped !== undefined)
    // ACTIONS_CACHE_MODE said no restore: the step looked nothing up, so there is nothing more to say.
    return fit(
      [
        `## Cache restore: skipped (${where})`,
        '',
        `- **Nothing was looked up**: ${escapeHtml(report.skipped)}. Key: ${code(report.primaryKey)}.`,
        ...[nextLine(report)].filter((line) => line !== undefined),
        '',
        ...warningLines(report.warnings, error),
      ].join('\n'),
    );
  const kind = { exact: 'exact hit', 'restore-key': 'restore-key hit', miss: 'miss' }[
    report.outcome
  ];
  const lines = [
    `## Cache restore: ${kind}${report.lookupOnly && report.outcome !== 'miss' ? ', lookup only' : ''} (${where})`,
    '',
    ...restoreOutcomeLines(report),
  ];
  const phases = phaseReports(report.phases, report.totalMs);
  const totalSeconds = report.totalMs / 1000;
  const download = phases.find((p) => p.name === 'download');
  if (report.outcome !== 'miss' && !report.lookupOnly) {
    const manifest = report.manifestBytes
      ? `, and the ${formatSize(report.manifestBytes)} manifest`
      : '';
    if (report.bytesDownloaded !== undefined)
      lines.push(
        `- **Downloaded ${formatSize(report.bytesDownloaded)}** in **${formatSeconds(download?.seconds ?? 0)}** (packs and large files, compressed${manifest}).`,
      );
    else
      lines.push(
        `- **Downloaded**: the size is in the step log (\`Cache Size\`); ${escapeHtml(where)} does not report it here.`,
      );
    const unchanged = report.unchangedFiles
      ? `; ${formatCountOf(report.unchangedFiles, 'file')} already right on disk, not rewritten`
      : '';
    lines.push(
      `- **Restored** ${treeText(report.files, report.bytes, report.folders, report.links)} in **${formatSeconds(totalSeconds)}** in all${unchanged}.`,
    );
  }
  const whereText = whereLine(report);
  if (whereText) lines.push(whereText);
  if (report.readScopes.length > 0)
    lines.push(`- **Scopes read**: ${report.readScopes.map((s) => code(s)).join(', ')}`);
  lines.push('');
  const restored =
    report.outcome === 'miss' || report.lookupOnly
      ? 'nothing restored'
      : report.bytesDownloaded !== undefined
        ? `${formatSize(report.bytesDownloaded + (report.manifestBytes ?? 0))} downloaded, ${formatSize(report.bytes)} restored`
        : `${formatSize(report.bytes)} restored`;
  lines.push(
    ...timeSection({
      lines: restoreLines(report, phases),
      totalSeconds,
      totalWork: restored,
      waitingMeans: CACHE_WAITING_MEANS,
    }),
    ...warningLines(report.warnings, error),
  );
  return fit(lines.join('\n'));
}

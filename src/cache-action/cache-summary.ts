import { phaseReports, type PhaseReport } from '../report/phase-report.js';
import {
  formatByteRate,
  formatCountOf,
  formatCountRate,
  formatSeconds,
  formatSize,
} from '../report/format.js';
import {
  code,
  errorLine,
  escapeHtml,
  fitSummary as fit,
  warningLine,
} from '../report/summary-text.js';
import {
  activeSeconds,
  joinWords,
  overlapSentence,
  phasesInTimeOrder,
  phaseTable,
  type PhaseLine,
} from '../report/phase-table.js';
import { ganttChart } from '../report/summary-charts.js';
import type { RestoreStepReport, SaveStepReport } from './cache-step-report.js';

// The cache steps' job summaries. They lead with what a user asks first (hit or miss and what
// `cache-hit` says, what crossed the network and how long it took, which store and paths), then
// where the time went: a row per phase in the order they began, saying what it did in its own
// units, and a gantt chart of them. Downloaded and uploaded bytes are compressed, as they crossed
// the network; restored and saved bytes are the files' sizes on disk.

const BACKEND_NAMES = { s3: 'S3', github: 'GitHub cache service', none: 'no store' };
const MAX_PATHS_SHOWN = 10;

/** `files (bytes), folders and links`: what a tree holds, each kind counted apart. */
function treeText(files: number, bytes: number, folders?: number, links?: number): string {
  const parts = [`${formatCountOf(files, 'file')} (${formatSize(bytes)})`];
  // Counted apart from the files; a kind the tree does not hold is left out.
  if (folders) parts.push(formatCountOf(folders, 'folder'));
  if (links) parts.push(formatCountOf(links, 'symlink'));
  return joinWords(parts);
}

function whereLine(
  report: Pick<RestoreStepReport, 'backend' | 'store' | 'paths'>,
): string | undefined {
  if (report.backend === 'none' || report.store === undefined) return undefined;
  const paths = report.paths ?? [];
  const shown = paths.slice(0, MAX_PATHS_SHOWN).map((p) => code(p));
  if (paths.length > MAX_PATHS_SHOWN) shown.push(`and ${paths.length - MAX_PATHS_SHOWN} more`);
  const store = report.backend === 's3' ? code(report.store) : escapeHtml(report.store);
  return `- **Store**: ${store}; **paths**: ${shown.join(', ') || '–'}`;
}

function warningLines(warnings: readonly string[], error: Error | undefined): string[] {
  const lines = warnings.map(warningLine);
  if (error) lines.push(errorLine(error));
  return lines.length > 0 ? [...lines, ''] : [];
}

/** The phase table, what overlapped, and the gantt chart; nothing when no phase ran. */
function timeSection(lines: readonly PhaseLine[], totalSeconds: number, totalWork: string) {
  const table = phaseTable(lines, totalSeconds, totalWork);
  if (table.length === 0) return [];
  const phases = lines.map((l) => l.phase);
  const out = [...table, ''];
  if (phases.some((p) => p.waitedSeconds > 0))
    out.push(
      '_Waiting_: time within a phase when none of its work was in flight (an upload waiting for the next pack); its rate leaves it out.',
      '',
    );
  const overlaps = overlapSentence(phases, totalSeconds);
  if (overlaps) out.push(overlaps, '');
  out.push(ganttChart(phases));
  return out;
}

const bytesWithRate = (work: string, phase: PhaseReport, bytes = phase.bytes) => ({
  phase,
  work,
  rate: formatByteRate(bytes, activeSeconds(phase)),
});

/** A phase the tables know no better words for: its files and bytes. */
const filesLine = (phase: PhaseReport): PhaseLine => ({
  phase,
  work:
    phase.objects > 0
      ? `${formatCountOf(phase.objects, 'file')} (${formatSize(phase.bytes)})`
      : '–',
  rate: formatCountRate(phase.objects, activeSeconds(phase), 'files'),
});

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
    ...timeSection(restoreLines(report, phases), totalSeconds, restored),
    ...warningLines(report.warnings, error),
  );
  return fit(lines.join('\n'));
}

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
    ...timeSection(saveLines(report, phases), totalSeconds, totalWork),
    ...warningLines(report.warnings, error),
  );
  return fit(lines.join('\n'));
}

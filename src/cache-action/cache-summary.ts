import type { PhaseRecord } from '../phases.js';
import { formatCount, formatSeconds, formatSize } from '../report/format.js';
import { escapeHtml, MAX_SUMMARY_BYTES } from '../report/job-summary.js';
import { phaseReports } from '../report/phase-report.js';
import type { RestoreStepReport, SaveStepReport } from './cache-step-report.js';

/** Keys are untrusted and may be long: escaped, cut, in <code> (a code span would show escapes). */
function code(text: string, maxChars = 200): string {
  const cut = text.length > maxChars ? `${text.slice(0, maxChars)}…` : text;
  return `<code>${escapeHtml(cut)}</code>`;
}

const BACKEND_NAMES = { s3: 'S3', github: 'GitHub cache service', none: 'no store' };

function phaseTable(phases: readonly PhaseRecord[], totalMs: number): string[] {
  const ran = phaseReports(phases, totalMs).filter((p) => p.startSeconds !== undefined);
  if (ran.length === 0) return [];
  const rate = (n: number, text: string) => (n > 0 ? `${text}/s` : '–');
  return [
    '| phase | started at | seconds | files | bytes | files/s | bytes/s |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...ran.map(
      (p) =>
        `| ${escapeHtml(p.label)} | ${formatSeconds(p.startSeconds)} | ${formatSeconds(p.seconds)} | ${formatCount(p.objects)} | ${formatSize(p.bytes)} | ${rate(p.objectsPerSecond, formatCount(p.objectsPerSecond))} | ${rate(p.bytesPerSecond, formatSize(p.bytesPerSecond))} |`,
    ),
    '',
  ];
}

function warningLines(warnings: readonly string[], error: Error | undefined): string[] {
  const lines = warnings.map((w) => `> ⚠️ ${escapeHtml(w.slice(0, 2000))}`);
  if (error)
    lines.push(`**Error:** ${escapeHtml((error.message.split('\n')[0] ?? '').slice(0, 2000))}`);
  return lines.length > 0 ? [...lines, ''] : [];
}

function fit(text: string): string {
  if (Buffer.byteLength(text) <= MAX_SUMMARY_BYTES) return text;
  return `${Buffer.from(text)
    .subarray(0, MAX_SUMMARY_BYTES / 2)
    .toString('utf8')
    .replace(
      /\uFFFD$/,
      '',
    )}\n\n_The summary was cut short to stay under the runner's 1 MiB limit._\n`;
}

/** The restore step's summary: what matched, where, how much, and where the time went. */
export function renderRestoreSummary(report: RestoreStepReport, error?: Error): string {
  const where = BACKEND_NAMES[report.backend];
  const head =
    report.outcome === 'miss'
      ? `## Cache restore: miss (${where})`
      : `## Cache restore: ${report.outcome === 'exact' ? 'exact hit' : 'restore-key hit'}${report.lookupOnly ? ', lookup only' : ''} (${where})`;
  const lines = [head, ''];
  if (report.skipped !== undefined) {
    lines[0] = `## Cache restore: skipped (${where})`;
    lines.push(
      `Nothing was looked up: ${escapeHtml(report.skipped)}. Key: ${code(report.primaryKey)}.`,
    );
  } else if (report.outcome === 'miss') {
    lines.push(
      `No entry for the key ${code(report.primaryKey)}. Keys tried, in order: ${report.keysTried.map((k) => code(k)).join(', ')}.`,
    );
  } else {
    lines.push(
      `Matched ${code(report.matchedKey ?? '')}${report.outcome === 'restore-key' ? ` for the key ${code(report.primaryKey)}` : ''}${report.matchedScope ? ` in the scope ${code(report.matchedScope)}` : ''}.`,
    );
    if (!report.lookupOnly) {
      const unchanged =
        report.unchangedFiles !== undefined
          ? `, ${formatCount(report.unchangedFiles)} already right on disk`
          : '';
      lines.push(
        '',
        `**${formatCount(report.files)}** files, **${formatSize(report.bytes)}**${unchanged}, in **${formatSeconds(report.totalMs / 1000)}**.`,
      );
    }
  }
  if (report.readScopes.length > 0)
    lines.push('', `Scopes read: ${report.readScopes.map((s) => code(s)).join(', ')}.`);
  lines.push(
    '',
    ...phaseTable(report.phases, report.totalMs),
    ...warningLines(report.warnings, error),
  );
  return fit(lines.join('\n'));
}

/** The save step's summary: what was saved under which key and scope, packs reused and sent. */
export function renderSaveSummary(report: SaveStepReport, error?: Error): string {
  const where = BACKEND_NAMES[report.backend];
  const titles = {
    saved: 'saved',
    exists: 'not saved, the key has an entry',
    'nothing-to-save': 'nothing to save',
    skipped: 'skipped',
    failed: 'failed',
  };
  const lines = [`## Cache save: ${titles[report.outcome]} (${where})`, ''];
  lines.push(
    `Key ${code(report.key)}${report.scope ? ` in the scope ${code(report.scope)}` : ''}.`,
  );
  if (report.reason)
    lines.push(
      '',
      `${escapeHtml(report.reason.charAt(0).toUpperCase() + report.reason.slice(1))}.`,
    );
  if (report.outcome === 'saved' || report.files > 0) {
    lines.push(
      '',
      `**${formatCount(report.files)}** files, **${formatSize(report.bytes)}**, in **${formatSeconds(report.totalMs / 1000)}**.`,
    );
  }
  if (report.packsUploaded !== undefined) {
    lines.push(
      '',
      `Packs: ${formatCount(report.packsReused ?? 0)} reused, ${formatCount(report.packsUploaded)} uploaded (${formatSize(report.bytesUploaded ?? 0)}).`,
    );
  }
  lines.push(
    '',
    ...phaseTable(report.phases, report.totalMs),
    ...warningLines(report.warnings, error),
  );
  return fit(lines.join('\n'));
}

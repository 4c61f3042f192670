import { formatFaults } from './format-faults.js';
import { describeKeyRange } from '../sync/key-range.js';
import { SyncPhase } from '../sync/sync-progress.js';
import { ganttChart, phaseTable, timelineChart, type TimelineLine } from './summary-charts.js';
import type { SyncReport } from './sync-report.js';
import { formatCount, formatSeconds, formatSize } from './format.js';
import { describeLargeTransfers } from './large-transfers.js';

/** The runner refuses a step summary over 1 MiB; stay well under it. */
export const MAX_SUMMARY_BYTES = 1024 * 1024 - 16 * 1024;
const MAX_KEY_CHARS = 200;
const MAX_ERROR_CHARS = 2000;
const MAX_FAILURE_ROWS = 50;
const SYNC_TIMELINE_LINES: readonly TimelineLine[] = [
  { counter: 'listed', label: 'listed', color: '#0969da', colorName: 'blue' },
  { counter: 'transferred', label: 'transferred', color: '#cf222e', colorName: 'red' },
];
const PHASE_NOTE =
  '_Held back_: time a phase waited for the next one to take its work (a listing waits while the transfer queue is full); rates leave it out. _Plan_ counts the paths it compared and decided on.';

/**
 * S3 keys are untrusted: escape them so a key cannot inject HTML or markdown. GFM also makes
 * links of bare URLs, `www.` names and e-mail addresses, inside `<code>` too: a zero-width space
 * (`&#8203;`) in `http://` (https, ftp), `www.` and before `@` keeps a key's text from becoming
 * one. `s3://` is left whole: GFM does not link it, and a reader may copy it.
 */
export function escapeHtml(text: string): string {
  return text
    .replace(/[&<>"'`|\\*_[\]]/g, (c) => `&#${c.charCodeAt(0)};`)
    .replace(/\r\n|\r|\n/g, '&#10;')
    .replace(/(https?|ftp):\/\//gi, '$1:&#8203;//')
    .replace(/(w)(ww\.)/gi, '$1&#8203;$2')
    .replace(/@/g, '&#8203;@');
}

/** Cuts at a character boundary: half a surrogate pair would show as U+FFFD. */
function truncate(text: string, maxChars = MAX_KEY_CHARS): string {
  if (text.length <= maxChars) return text;
  const end = /[\uD800-\uDBFF]/.test(text[maxChars - 1]!) ? maxChars - 1 : maxChars;
  return `${text.slice(0, end)}…`;
}

/** The first `maxBytes` of UTF-8 text, never ending in half a character. */
function cutToBytes(text: string, maxBytes: number): string {
  const bytes = Buffer.from(text);
  if (bytes.length <= maxBytes) return text;
  return bytes
    .subarray(0, maxBytes)
    .toString('utf8')
    .replace(/\uFFFD$/, '');
}

/** The job summary as markdown: what ran, timings per phase, charts, failures. */
export function renderJobSummary(report: SyncReport, error: Error | undefined): string {
  const lines = [
    `## S3 sync ${error ? '❌ failed' : report.dryrun ? '(dry run)' : '✅'}`,
    '',
    '| source | destination | mode | lister |',
    '|---|---|---|---|',
    // <code>, not backticks: a code span would show the escapes literally (`my&#95;repo`).
    `| <code>${escapeHtml(report.source)}</code> | <code>${escapeHtml(report.destination)}</code> | ${report.mode} (${report.direction}) | ${escapeHtml(report.lister)} |`,
    '',
    `**${formatCount(report.counts.transferred)}** transferred (${formatSize(report.counts.bytesTransferred)}), ${formatCount(report.counts.skipped)} unchanged, ${formatCount(report.counts.deleted)} deleted, ${formatCount(report.counts.failed)} failed, out of ${formatCount(report.counts.listed)} listed, in **${formatSeconds(report.totalSeconds)}**. First transfer after ${formatSeconds(report.firstTransferSeconds)}; listing and transfers overlapped for ${formatSeconds(report.overlapSeconds)}. ${formatFaults(report.counts)}`.trimEnd(),
    '',
    ...(report.range
      ? [
          `Key range (one shard of a sharded sync): <code>${escapeHtml(truncate(describeKeyRange(report.range), 2 * MAX_KEY_CHARS))}</code>`,
          '',
        ]
      : []),
    ...phaseTable(report.phases),
    '',
    PHASE_NOTE,
    '',
  ];
  if (report.listing) {
    lines.push(
      `Source listing: ${formatCount(report.listing.pages)} pages in ${formatCount(report.listing.ranges)} key ranges (${formatCount(report.listing.splits)} splits, up to ${formatCount(report.listing.maxInFlight)} requests in flight, ${formatCount(report.listing.wastedPages)} pages wasted at range ends), first page after ${formatSeconds(report.listing.firstPageSeconds)}, ${report.listing.retries} retried requests.`,
      '',
    );
  }
  if (report.largeTransfers) lines.push(describeLargeTransfers(report.largeTransfers), '');
  // Planning spans the whole source listing: its bar would only repeat that one.
  lines.push(
    ganttChart(report.phases, [SyncPhase.Plan]),
    timelineChart(report.timeline, SYNC_TIMELINE_LINES),
  );
  if (error)
    lines.push(
      `**Error:** ${escapeHtml(truncate(error.message.split('\n')[0] ?? '', MAX_ERROR_CHARS))}`,
      '',
    );
  if (report.failures.length > 0) {
    lines.push(
      `### Failures (${formatCount(report.counts.failed)})`,
      '',
      '| key | error |',
      '|---|---|',
    );
    for (const f of report.failures.slice(0, MAX_FAILURE_ROWS)) {
      lines.push(
        `| <code>${escapeHtml(truncate(f.key))}</code> | ${escapeHtml(truncate(f.message))} |`,
      );
    }
    if (report.counts.failed > MAX_FAILURE_ROWS)
      lines.push(
        '',
        `… and ${formatCount(report.counts.failed - MAX_FAILURE_ROWS)} more (see the step log).`,
      );
    lines.push('');
  }
  let text = lines.join('\n');
  if (Buffer.byteLength(text) > MAX_SUMMARY_BYTES) {
    // Counted in bytes, as the runner counts: a slice of UTF-16 units could still be over.
    text = `${cutToBytes(text, MAX_SUMMARY_BYTES / 2)}\n\n_The summary was cut short to stay under the runner's 1 MiB limit._\n`;
  }
  return text;
}

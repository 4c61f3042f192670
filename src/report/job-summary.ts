import { formatFaults, formatHedges } from './format-faults.js';
import { describeKeyRange } from '../sync/key-range.js';
import { SyncPhase } from '../sync/sync-progress.js';
import { timelineChart, type TimelineLine } from './summary-charts.js';
import { timeSection } from './time-section.js';
import { activeSeconds, phasesInTimeOrder, type PhaseLine } from './phase-table.js';
import type { SyncReport } from './sync-report.js';
import {
  formatByteRate,
  formatCount,
  formatCountOf,
  formatCountRate,
  formatSeconds,
  formatSize,
} from './format.js';
import { describeLargeTransfers } from './large-transfers.js';
import { describeChecksums } from './checksums.js';
import { escapeHtml, fitSummary } from './summary-text.js';
import { redactSecrets } from '../secret-text.js';

const MAX_KEY_CHARS = 200;
const MAX_ERROR_CHARS = 2000;
const MAX_FAILURE_ROWS = 50;
const SYNC_TIMELINE_LINES: readonly TimelineLine[] = [
  { counter: 'listed', label: 'listed', color: '#0969da' },
  { counter: 'transferred', label: 'transferred', color: '#cf222e' },
];
const WAITING_MEANS =
  'time a phase could not go on because the next one had no room for its work (the listing while the transfer queue is full, the plan while every transfer slot is busy)';

/**
 * Cuts at a character boundary: half a surrogate pair would show as U+FFFD. The run's secrets
 * are cleared first, so that a cut through one does not show its start (summary-text.ts).
 */
function truncate(whole: string, maxChars = MAX_KEY_CHARS): string {
  const text = redactSecrets(whole);
  if (text.length <= maxChars) return text;
  const end = /[\uD800-\uDBFF]/.test(text[maxChars - 1]!) ? maxChars - 1 : maxChars;
  return `${text.slice(0, end)}…`;
}

/** What the transfers did, in the words of their direction (a dry run only says what it would). */
function transferVerb(report: SyncReport): string {
  const verbs = { download: 'downloaded', upload: 'uploaded', copy: 'copied' } as const;
  const verb = verbs[report.direction as keyof typeof verbs] ?? 'transferred';
  return report.dryrun ? `to be ${verb}` : verb;
}

/** Each phase's row: what it did, with its unit, and its rate over the time it did not wait. */
function syncPhaseLines(report: SyncReport): PhaseLine[] {
  return phasesInTimeOrder(report.phases).map((phase) => {
    const seconds = activeSeconds(phase);
    switch (phase.name) {
      case SyncPhase.ListSource:
      case SyncPhase.ListDestination:
        // The bytes are the size of what was listed, not bytes moved: no byte rate.
        return {
          phase,
          work: `${formatCountOf(phase.objects, 'object')} listed (${formatSize(phase.bytes)} stored)`,
          rate: formatCountRate(phase.objects, seconds, 'objects'),
        };
      case SyncPhase.Plan:
        return {
          phase,
          work: `${formatCountOf(phase.objects, 'path')} compared`,
          rate: formatCountRate(phase.objects, seconds, 'paths'),
        };
      case SyncPhase.Transfer: {
        const bytes = report.counts.bytesTransferred;
        const rates = [
          formatByteRate(bytes, seconds),
          formatCountRate(phase.objects, seconds, 'objects'),
        ].filter((r) => r !== '–');
        return {
          phase,
          work: `${formatCountOf(phase.objects, 'object')} ${transferVerb(report)} (${formatSize(bytes)})`,
          rate: rates.join(', ') || '–',
        };
      }
      default:
        return {
          phase,
          work: `${formatCountOf(phase.objects, 'object')} (${formatSize(phase.bytes)})`,
          rate: formatCountRate(phase.objects, seconds, 'objects'),
        };
    }
  });
}

function firstTransfer(report: SyncReport): string {
  if (report.firstTransferSeconds === undefined) return '';
  const together =
    report.overlapSeconds >= 0.01
      ? `; listing and transfers ran together for ${formatSeconds(report.overlapSeconds)}`
      : '';
  return ` First transfer after ${formatSeconds(report.firstTransferSeconds)}${together}.`;
}

function listingSentence(listing: NonNullable<SyncReport['listing']>): string {
  return `Source listing: ${formatCountOf(listing.pages, 'page')} in ${formatCountOf(listing.ranges, 'key range')} (${formatCountOf(listing.splits, 'split')}, up to ${formatCountOf(listing.maxInFlight, 'request')} in flight, ${formatCountOf(listing.wastedPages, 'page')} wasted at range ends), ${listing.firstPageSeconds === undefined ? '' : `first page after ${formatSeconds(listing.firstPageSeconds)}, `}${formatCountOf(listing.retries, 'request')} retried.`;
}

/** The job summary as markdown: what ran, timings per phase, charts, failures. */
export function renderJobSummary(report: SyncReport, error: Error | undefined): string {
  const c = report.counts;
  const faults = formatFaults(c);
  const lines = [
    `## S3 sync ${error ? '❌ failed' : report.dryrun ? '(dry run)' : '✅'}`,
    '',
    '| source | destination | mode | lister |',
    '|---|---|---|---|',
    // <code>, not backticks: a code span would show the escapes literally (`my&#95;repo`).
    `| <code>${escapeHtml(report.source)}</code> | <code>${escapeHtml(report.destination)}</code> | ${report.mode} (${report.direction}) | ${escapeHtml(report.lister)} |`,
    '',
    `**${formatCountOf(c.transferred, 'object')} ${transferVerb(report)} (${formatSize(c.bytesTransferred)})**, ${formatCount(c.skipped)} unchanged, ${formatCount(c.deleted)} deleted, ${formatCount(c.failed)} failed, out of ${formatCount(c.listed)} listed, in **${formatSeconds(report.totalSeconds)}**.${firstTransfer(report)}`,
    '',
    ...(error
      ? [
          `**Error:** ${escapeHtml(truncate(error.message.split('\n')[0] ?? '', MAX_ERROR_CHARS))}`,
          '',
        ]
      : []),
    ...(faults ? [`⚠️ ${faults}`, ''] : []),
    ...(report.range
      ? [
          `Key range (one shard of a sharded sync): <code>${escapeHtml(truncate(describeKeyRange(report.range), 2 * MAX_KEY_CHARS))}</code>`,
          '',
        ]
      : []),
  ];
  lines.push(
    ...timeSection({
      lines: syncPhaseLines(report),
      totalSeconds: report.totalSeconds,
      totalWork: `${formatSize(c.bytesTransferred)} ${transferVerb(report)}`,
      waitingMeans: WAITING_MEANS,
      details: [
        report.listing ? listingSentence(report.listing) : '',
        report.largeTransfers ? describeLargeTransfers(report.largeTransfers) : '',
        report.checksums ? describeChecksums(report.checksums) : '',
        formatHedges(c),
      ].filter(Boolean),
      // Planning spans the whole source listing: its bar would only repeat that one.
      chartLeavesOut: [SyncPhase.Plan],
    }),
  );
  if (c.transferred > 0)
    lines.push(timelineChart(report.timeline, SYNC_TIMELINE_LINES, 'Objects over time'));
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
  return fitSummary(lines.join('\n'));
}

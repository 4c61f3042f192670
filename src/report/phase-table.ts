import { formatSeconds } from './format.js';
import type { PhaseReport } from './phase-report.js';

// The phase table of a job summary, whatever the job: one row per phase that ran, in the order
// the phases began, each saying in words what it did (with its unit: a `files` column that meant
// something else on every row misled), then the step's total, and which phases ran at once.

/** One row: a phase, what it did (units named), and its rate over the time it was not waiting. */
export interface PhaseLine {
  readonly phase: PhaseReport;
  readonly work: string;
  readonly rate: string;
}

/** Markdown table cells hold no `|` and no line break. */
export function cellText(text: string): string {
  return text.replace(/[|\r\n]/g, ' ');
}

/** Seconds a phase did its own work: its span less the time it waited for another. */
export function activeSeconds(phase: PhaseReport): number {
  return Math.max(0, phase.seconds - phase.waitedSeconds);
}

/** The phases that began, in the order they began (a stable sort keeps ties in declared order). */
export function phasesInTimeOrder<T extends PhaseReport>(phases: readonly T[]): T[] {
  return phases
    .filter((p) => p.startSeconds !== undefined)
    .sort((a, b) => a.startSeconds! - b.startSeconds!);
}

/**
 * The table's lines: `waitingNote` heads the waiting column's explanation, shown only when some
 * phase waited. `lines` are expected in time order (phasesInTimeOrder).
 */
export function phaseTable(
  lines: readonly PhaseLine[],
  totalSeconds: number,
  totalWork: string,
): string[] {
  if (lines.length === 0) return [];
  const waits = lines.some((l) => l.phase.waitedSeconds > 0);
  const end = (p: PhaseReport) => (p.startSeconds ?? 0) + p.seconds;
  return [
    `| phase | from | to | seconds | what it did | rate |${waits ? ' waiting |' : ''}`,
    `|---|---:|---:|---:|---|---:|${waits ? '---:|' : ''}`,
    ...lines.map(
      ({ phase, work, rate }) =>
        `| ${cellText(phase.label)} | ${formatSeconds(phase.startSeconds)} | ${formatSeconds(end(phase))} | ${formatSeconds(phase.seconds)} | ${cellText(work)} | ${rate} |${waits ? ` ${phase.waitedSeconds > 0 ? formatSeconds(phase.waitedSeconds) : '–'} |` : ''}`,
    ),
    `| **Total** | ${formatSeconds(0)} | ${formatSeconds(totalSeconds)} | **${formatSeconds(totalSeconds)}** | ${cellText(totalWork)} | |${waits ? ' |' : ''}`,
  ];
}

/** Seconds two phases ran at the same time. */
function overlapSeconds(a: PhaseReport, b: PhaseReport): number {
  const start = Math.max(a.startSeconds!, b.startSeconds!);
  const end = Math.min(a.startSeconds! + a.seconds, b.startSeconds! + b.seconds);
  return Math.max(0, end - start);
}

/** Overlaps shorter than this are the hand-over from one phase to the next, not concurrency. */
const MIN_OVERLAP_SECONDS = 0.01;

/**
 * Which phases ran at the same time, in a sentence ('' when none did): their seconds then add up
 * to more than the total, and the reader must not add them.
 */
export function overlapSentence(phases: readonly PhaseReport[], totalSeconds: number): string {
  const ran = phasesInTimeOrder(phases);
  const parts: string[] = [];
  ran.forEach((phase, i) => {
    const alongside = ran
      .slice(0, i)
      .filter((earlier) => overlapSeconds(earlier, phase) >= MIN_OVERLAP_SECONDS)
      .map((earlier) => earlier.label);
    if (alongside.length > 0)
      parts.push(`${phase.label} alongside ${joinWords(alongside.map((l) => l.toLowerCase()))}`);
  });
  if (parts.length === 0) return '';
  const sum = ran.reduce((n, p) => n + p.seconds, 0);
  const tail =
    sum > totalSeconds + 0.005
      ? `, so the phases' seconds add up to ${formatSeconds(sum)}, more than the ${formatSeconds(totalSeconds)} they took`
      : '';
  return `Phases that ran at the same time (see the chart): ${parts.join('; ')}${tail}.`;
}

/** `a`, `a and b`, `a, b and c`. */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

import type { TimelineSample } from '../job-progress.js';
import type { PhaseReport } from './phase-report.js';

// The charts of a job summary, whatever the job: when each phase ran (a mermaid gantt) and its
// counters over time (a mermaid xychart), both on a time axis drawn to scale, with at most about
// ten labels on it. Labels are the job's own text, but escaped all the same.

/** Tick spacings a time axis may use, in milliseconds: the first giving at most MAX_TICKS wins. */
const TICK_STEPS_MS = [
  100, 200, 500, 1_000, 2_000, 5_000, 10_000, 15_000, 30_000, 60_000, 120_000, 300_000, 600_000,
  900_000, 1_800_000, 3_600_000,
];
const MAX_TICKS = 8;

/**
 * The gantt's `tickInterval` and `axisFormat` for a chart `totalMs` long. The dates are
 * milliseconds from the epoch (`dateFormat x`), formatted by d3 in the reader's time zone: seconds
 * and milliseconds read the same in every zone, minutes are shifted in the few zones whose offset
 * is not whole hours, so minutes appear only on charts longer than a minute.
 */
export function ganttTicks(totalMs: number): { tickInterval: string; axisFormat: string } {
  const stepMs = TICK_STEPS_MS.find((step) => totalMs / step <= MAX_TICKS) ?? TICK_STEPS_MS.at(-1)!;
  const tickInterval =
    stepMs < 1_000
      ? `${stepMs}millisecond`
      : stepMs < 60_000
        ? `${stepMs / 1_000}second`
        : stepMs < 3_600_000
          ? `${stepMs / 60_000}minute`
          : `${stepMs / 3_600_000}hour`;
  const axisFormat = totalMs >= 60_000 ? '%-M:%S' : stepMs < 1_000 ? '%-S.%L s' : '%-S s';
  return { tickInterval, axisFormat };
}

/** A gantt task's name ends at its colon, and `#` or `;` would start something else. */
function ganttText(label: string): string {
  return label.replace(/[:#;\r\n]/g, ' ');
}

/**
 * When each phase ran, as a mermaid gantt chart, in the order they began; `leaveOut` names phases
 * not worth a bar. '' when fewer than two phases ran.
 */
export function ganttChart(
  phases: readonly PhaseReport[],
  leaveOut: readonly string[] = [],
  title = 'Where the time went',
): string {
  const ran = phases
    .filter((p) => p.startSeconds !== undefined && !leaveOut.includes(p.name))
    .sort((a, b) => a.startSeconds! - b.startSeconds!);
  // One bar says no more than the table's one row.
  if (ran.length < 2) return '';
  const bars = ran.map((phase, n) => {
    const startMs = Math.round(phase.startSeconds! * 1000);
    const endMs = startMs + Math.max(1, Math.round(phase.seconds * 1000));
    return { text: `    ${ganttText(phase.label)} :p${n}, ${startMs}, ${endMs}`, endMs };
  });
  const { tickInterval, axisFormat } = ganttTicks(Math.max(...bars.map((b) => b.endMs)));
  return [
    '```mermaid',
    'gantt',
    `    title ${ganttText(title)}`,
    '    dateFormat x',
    `    axisFormat ${axisFormat}`,
    `    tickInterval ${tickInterval}`,
    '    todayMarker off',
    '    section Phases',
    ...bars.map((b) => b.text),
    '```',
    '',
  ].join('\n');
}

/** One line of the chart of counters over time. */
export interface TimelineLine {
  readonly counter: string;
  /** Its name in the chart's legend. */
  readonly label: string;
  /** A colour that reads on GitHub's light and dark backgrounds alike. */
  readonly color: string;
}

/** More labels than this on an axis run into each other. */
const MAX_AXIS_LABELS = 11;

/** The spacing of the ticks d3 (mermaid's xychart) puts on a linear axis from 0 to `end`. */
function d3TickStep(end: number): number {
  const rough = end / 10;
  const power = 10 ** Math.floor(Math.log10(rough));
  const error = rough / power;
  const factor =
    error >= Math.sqrt(50) ? 10 : error >= Math.sqrt(10) ? 5 : error >= Math.sqrt(2) ? 2 : 1;
  return factor * power;
}

/**
 * An axis end at or past `value` on which d3 puts at most MAX_AXIS_LABELS labels: mermaid's
 * xychart cannot be told its ticks, and d3 puts up to 15 on some ranges (0 to 1.4 by 0.1).
 */
export function axisEnd(value: number): number {
  let end = Math.max(value, 1e-9);
  for (let i = 0; i < 20; i++) {
    const step = d3TickStep(end);
    if (Math.floor(end / step + 1e-9) + 1 <= MAX_AXIS_LABELS) break;
    end = (Math.floor(end / step + 1e-9) + 1) * step;
  }
  return Number(end.toPrecision(6));
}

/**
 * axisEnd, raised to its next labelled tick where that keeps the labels few: the top line then
 * ends under a label, not above the last one.
 */
export function roundAxisEnd(value: number): number {
  const end = axisEnd(value);
  const step = d3TickStep(end);
  const rounded = Number((Math.ceil(end / step - 1e-9) * step).toPrecision(6));
  return Math.floor(rounded / d3TickStep(rounded) + 1e-9) + 1 <= MAX_AXIS_LABELS ? rounded : end;
}

/** Points per line: the x-axis is a numeric range, and mermaid spaces the points evenly on it. */
const TIMELINE_POINTS = 41;

/** A counter's value at `tMs`, between the samples around it (counters only grow). */
function valueAt(timeline: readonly TimelineSample[], counter: string, tMs: number): number {
  // Every counter is 0 when the job starts, before its first sample.
  let before: TimelineSample = { tMs: 0, counts: {} };
  for (const sample of timeline) {
    if (sample.tMs > tMs) {
      const from = before.counts[counter] ?? 0;
      const to = sample.counts[counter] ?? 0;
      const span = sample.tMs - before.tMs;
      return span > 0 ? from + ((to - from) * (tMs - before.tMs)) / span : to;
    }
    before = sample;
  }
  return before.counts[counter] ?? 0;
}

/**
 * The counters over time, as a mermaid xychart whose x-axis is seconds: the samples, taken at
 * uneven times, are placed at their times by reading each line at evenly spaced moments. Each
 * line is named (mermaid draws the legend) and has a colour of its own (the palette goes in line
 * order). '' when there is nothing to draw: fewer than three samples, or every line flat at 0.
 */
export function timelineChart(
  timeline: readonly TimelineSample[],
  lines: readonly TimelineLine[],
  title: string,
): string {
  if (timeline.length < 3) return '';
  const last = timeline.at(-1)!;
  if (lines.every((l) => (last.counts[l.counter] ?? 0) === 0)) return '';
  const endSeconds = axisEnd(Math.max(0.1, Math.ceil(last.tMs / 100) / 10));
  const top = Math.max(...lines.map((l) => last.counts[l.counter] ?? 0));
  const at = Array.from(
    { length: TIMELINE_POINTS },
    (_, i) => (i * endSeconds * 1000) / (TIMELINE_POINTS - 1),
  );
  const palette = lines.map((l) => l.color).join(', ');
  const name = (text: string) => text.replace(/["\r\n]/g, ' ');
  return [
    '```mermaid',
    `%%{init: {"xyChart": {"showLegend": true}, "themeVariables": {"xyChart": {"plotColorPalette": "${palette}"}}}}%%`,
    'xychart-beta',
    `    title "${name(title)}"`,
    `    x-axis "seconds" 0 --> ${endSeconds}`,
    `    y-axis "objects" 0 --> ${roundAxisEnd(top)}`,
    ...lines.map(
      (l) =>
        `    line "${name(l.label)}" [${at.map((t) => Math.round(valueAt(timeline, l.counter, t))).join(', ')}]`,
    ),
    '```',
    '',
  ].join('\n');
}

import type { TimelineSample } from '../job-progress.js';
import { formatCount, formatSeconds, formatSize } from './format.js';
import type { PhaseReport } from './phase-report.js';

// The parts of a job summary that do not depend on the job: its phases as a table and a gantt
// chart, and its counters over time. Labels are the job's own text, but escaped all the same.

/** Markdown table cells hold no `|` and no line break. */
function cellText(text: string): string {
  return text.replace(/[|\r\n]/g, ' ');
}

/** The phase table's lines, whatever phases the job reported. */
export function phaseTable(phases: readonly PhaseReport[]): string[] {
  return [
    '| phase | started at | seconds | objects | bytes | objects/s | bytes/s | held back |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...phases.map(
      (phase) =>
        `| ${cellText(phase.label)} | ${formatSeconds(phase.startSeconds)} | ${formatSeconds(phase.seconds)} | ${formatCount(phase.objects)} | ${formatSize(phase.bytes)} | ${formatCount(phase.objectsPerSecond)}/s | ${formatSize(phase.bytesPerSecond)}/s | ${phase.waitedSeconds > 0 ? formatSeconds(phase.waitedSeconds) : '–'} |`,
    ),
  ];
}

/** When each phase ran, as a mermaid gantt chart; `leaveOut` names phases not worth a bar. */
export function ganttChart(
  phases: readonly PhaseReport[],
  leaveOut: readonly string[] = [],
): string {
  const bars: string[] = [];
  for (const phase of phases) {
    if (phase.startSeconds === undefined || leaveOut.includes(phase.name)) continue;
    const startMs = Math.round(phase.startSeconds * 1000);
    const endMs = startMs + Math.max(1, Math.round(phase.seconds * 1000));
    bars.push(
      `    ${ganttText(phase.label)} :${phase.name.replace(/[^a-z0-9]/gi, '_')}, ${startMs}, ${endMs}`,
    );
  }
  if (bars.length === 0) return '';
  return [
    '```mermaid',
    'gantt',
    '    title Where the time went',
    '    dateFormat x',
    '    axisFormat %M:%S.%L',
    '    section Phases',
    ...bars,
    '```',
    '',
  ].join('\n');
}

/** A gantt task's name ends at its colon, and `#` or `;` would start something else. */
function ganttText(label: string): string {
  return label.replace(/[:#;]/g, ' ');
}

/** The lines of the chart of objects over time, each in a colour its title names. */
export interface TimelineLine {
  readonly counter: string;
  readonly label: string;
  /** A colour that reads on GitHub's light and dark backgrounds alike. */
  readonly color: string;
  readonly colorName: string;
}

/**
 * Mermaid's xychart draws no legend, and its default palette drew the first line so pale it
 * was hard to see: each line gets a strong colour of its own (the palette goes in line order),
 * and the title says which is which.
 */
export function timelineChart(
  timeline: readonly TimelineSample[],
  lines: readonly TimelineLine[],
): string {
  if (timeline.length < 2) return '';
  const xs = timeline.map((s) => (s.tMs / 1000).toFixed(1));
  const palette = lines.map((l) => l.color).join(', ');
  const legend = lines.map((l) => `${l.label} (${l.colorName})`).join(' and ');
  return [
    '```mermaid',
    `%%{init: {"themeVariables": {"xyChart": {"plotColorPalette": "${palette}"}}}}%%`,
    'xychart-beta',
    `    title "Objects ${legend} over time (seconds)"`,
    `    x-axis [${xs.join(', ')}]`,
    '    y-axis "objects"',
    ...lines.map((l) => `    line [${timeline.map((s) => s.counts[l.counter] ?? 0).join(', ')}]`),
    '```',
    '',
  ].join('\n');
}

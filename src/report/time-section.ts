import { overlapSentence, phaseTable, type PhaseLine } from './phase-table.js';
import { ganttChart } from './summary-charts.js';

/** What goes into a job summary's account of where the time went. */
export interface TimeSectionInput {
  /** A row per phase, in the order the phases began. */
  readonly lines: readonly PhaseLine[];
  readonly totalSeconds: number;
  /** The total row's "what it did". */
  readonly totalWork: string;
  /** What a phase's waiting time means in this job (the note shows only when a phase waited). */
  readonly waitingMeans: string;
  /** Sentences about the work that belong under the table (the listing, large objects...). */
  readonly details?: readonly string[] | undefined;
  /** Phases whose bar in the chart would only repeat another's. */
  readonly chartLeavesOut?: readonly string[] | undefined;
}

/**
 * Where the time went, the same way in every job's summary: the phase table, what waiting
 * means, which phases overlapped, the job's own sentences, then the gantt chart. Nothing but the
 * sentences when no phase ran.
 */
export function timeSection(input: TimeSectionInput): string[] {
  const phases = input.lines.map((line) => line.phase);
  const table = phaseTable(input.lines, input.totalSeconds, input.totalWork);
  const out: string[] = [];
  if (table.length > 0) {
    out.push(...table, '');
    if (phases.some((phase) => phase.waitedSeconds > 0))
      out.push(`_Waiting_: ${input.waitingMeans}; its rate leaves it out.`, '');
    const overlaps = overlapSentence(phases, input.totalSeconds);
    if (overlaps) out.push(overlaps, '');
  }
  for (const sentence of input.details ?? []) out.push(sentence, '');
  if (table.length > 0) out.push(ganttChart(phases, input.chartLeavesOut));
  return out;
}

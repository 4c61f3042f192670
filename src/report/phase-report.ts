import { phaseSeconds, type PhaseRecord } from '../phases.js';

/** One phase as every report shows it (job summary, CLI table, JSON), whatever the job. */
export interface PhaseReport {
  readonly name: string;
  readonly label: string;
  readonly startSeconds: number | undefined;
  readonly seconds: number;
  /** Of `seconds`, the time the phase was held back by another (a listing by full queues). */
  readonly waitedSeconds: number;
  readonly objects: number;
  readonly bytes: number;
  /** Over the time the phase was not held back: what it managed while it could go. */
  readonly objectsPerSecond: number;
  readonly bytesPerSecond: number;
}

export const round = (n: number, digits = 3) => Math.round(n * 10 ** digits) / 10 ** digits;
const rate = (n: number, seconds: number) => (seconds > 0 ? Math.round(n / seconds) : 0);

export function phaseReports(records: readonly PhaseRecord[], finishedMs: number): PhaseReport[] {
  return records.map((p) => {
    const seconds = phaseSeconds(p, finishedMs);
    const waitedSeconds = Math.min(seconds, p.waitedMs / 1000);
    const active = seconds - waitedSeconds;
    return {
      name: p.name,
      label: p.label,
      startSeconds: p.startMs === undefined ? undefined : round(p.startMs / 1000),
      seconds: round(seconds),
      waitedSeconds: round(waitedSeconds),
      objects: p.objects,
      bytes: p.bytes,
      objectsPerSecond: rate(p.objects, active),
      bytesPerSecond: rate(p.bytes, active),
    };
  });
}

/** The phase called `name`, or an empty one: a report reads a phase that never ran as zero. */
export function phaseNamed(phases: readonly PhaseReport[], name: string): PhaseReport {
  return (
    phases.find((p) => p.name === name) ?? {
      name,
      label: name,
      startSeconds: undefined,
      seconds: 0,
      waitedSeconds: 0,
      objects: 0,
      bytes: 0,
      objectsPerSecond: 0,
      bytesPerSecond: 0,
    }
  );
}

/**
 * Step outputs of phase durations: `outputs` maps a phase's name to its output's (sync maps
 * `list-source` to `list-seconds`, names workflows already read); a phase that never ran is 0.
 */
export function phaseSecondsOutputs(
  phases: readonly PhaseReport[],
  outputs: Readonly<Record<string, string>>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(outputs).map(([phase, output]) => [
      output,
      phaseNamed(phases, phase).seconds.toFixed(3),
    ]),
  );
}

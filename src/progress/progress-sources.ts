import type { PhaseCollector } from '../phases.js';
import { formatCount } from '../report/format.js';
import { SyncPhase, type SyncProgress } from '../sync/sync-progress.js';
import type { ProgressReading } from './progress-line.js';
import type { ProgressMeter } from './progress-meter.js';

/**
 * Readings of a job's own counters, for the progress meter: the phases it fills, and the work
 * it has planned for them (PhaseCollector.plan). No counter of its own: what the line shows is
 * what the report will count.
 */

/** A stage of a job as its progress line names it, and the phases whose work it sums. */
export interface ProgressStage {
  readonly stage: string;
  readonly phases: readonly string[];
}

/** A save reads (hashes) the changed files, then stores the new contents (packs and blobs). */
export const SAVE_STAGES: readonly ProgressStage[] = [
  { stage: 'hashing', phases: ['hash'] },
  { stage: 'storing', phases: ['pack', 'compress'] },
];

/** A restore's files, counted as they land (checked and written). */
export const RESTORE_STAGES: readonly ProgressStage[] = [
  { stage: 'restoring', phases: ['unpack'] },
];

/** The latest stage with work planned, and what is done of it; undefined before any. */
export function stageReading(
  phases: PhaseCollector,
  stages: readonly ProgressStage[],
): ProgressReading | undefined {
  for (let i = stages.length - 1; i >= 0; i--) {
    const reading = { stage: stages[i]!.stage, files: 0, bytes: 0, totalFiles: 0, totalBytes: 0 };
    for (const name of stages[i]!.phases) {
      const planned = phases.planned(name);
      const done = phases.get(name);
      reading.totalFiles += planned?.objects ?? 0;
      reading.totalBytes += planned?.bytes ?? 0;
      reading.files += done?.objects ?? 0;
      reading.bytes += done?.bytes ?? 0;
    }
    if (reading.totalFiles > 0) return reading;
  }
  return undefined;
}

/** A sync's copies: done of those queued so far (the total grows while the source is listed). */
export function syncReading(progress: SyncProgress): ProgressReading | undefined {
  const planned = progress.phases.planned(SyncPhase.Transfer);
  if (!planned) return undefined;
  const done = progress.phases.get(SyncPhase.Transfer);
  const counts = progress.counts();
  const listing = progress.phases.get(SyncPhase.ListSource)?.endMs === undefined;
  return {
    stage: 'transferred',
    files: done?.objects ?? 0,
    bytes: done?.bytes ?? 0,
    totalFiles: planned.objects,
    totalBytes: planned.bytes,
    detail: `${listing ? 'listing' : 'listed'} ${formatCount(counts.listed)}, unchanged ${formatCount(counts.skipped)}`,
  };
}

/**
 * A meter over a cache job's phases, which the job hands over as it starts (its `watch`
 * argument): `start` makes the meter from the reader (or none, when progress is off).
 */
export function phaseMeter(
  stages: readonly ProgressStage[],
  start: (read: () => ProgressReading | undefined) => ProgressMeter | undefined,
) {
  let phases: PhaseCollector | undefined;
  const meter = start(() => phases && stageReading(phases, stages));
  return {
    watch: (started: PhaseCollector): void => {
      phases = started;
    },
    stop: (): void => meter?.stop(),
  };
}

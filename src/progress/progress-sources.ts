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
  /**
   * A stage that moves bytes over the network: its bytes are those moved on the wire
   * (PhaseCollector.wire) of those this phase plans to move, so that the line and its rate
   * follow a slow upload or download while it runs, not only when it ends. `as-made`: the
   * phase plans each object as it is made (a pack's size is known once it is compressed), and
   * the files not made yet count with their own size until then. `filesThrough`: a file is
   * done once the phase has it through (PhaseCollector.through: uploaded), not when made.
   */
  readonly wire?: {
    readonly phase: string;
    readonly planned: 'up-front' | 'as-made';
    readonly filesThrough?: boolean;
  };
}

/** A save reads (hashes) the changed files, then stores the new contents (packs and blobs). */
export const SAVE_STAGES: readonly ProgressStage[] = [
  { stage: 'hashing', phases: ['hash'] },
  {
    stage: 'storing',
    phases: ['pack', 'compress'],
    wire: { phase: 'upload', planned: 'as-made', filesThrough: true },
  },
];

/** A restore's files, counted as they land (checked and written); its bytes as they arrive. */
export const RESTORE_STAGES: readonly ProgressStage[] = [
  { stage: 'restoring', phases: ['unpack'], wire: { phase: 'download', planned: 'up-front' } },
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
    if (reading.totalFiles > 0) return withWireBytes(reading, phases, stages[i]!.wire);
  }
  return undefined;
}

/** A stage's reading with its bytes counted on the wire, when it moves them (ProgressStage.wire). */
function withWireBytes(
  reading: ProgressReading,
  phases: PhaseCollector,
  wire: ProgressStage['wire'],
): ProgressReading {
  if (!wire) return reading;
  const toMove = phases.planned(wire.phase)?.bytes ?? 0;
  const notMade = wire.planned === 'as-made' ? Math.max(0, reading.totalBytes - reading.bytes) : 0;
  const totalBytes = toMove + notMade;
  // Retried bytes moved twice: the line never shows more than the total.
  const bytes = Math.min(totalBytes, phases.movedSincePlanned(wire.phase));
  const files = wire.filesThrough ? phases.filesThrough(wire.phase) : reading.files;
  return { ...reading, files, bytes, totalBytes };
}

/**
 * A sync's copies: done of those queued so far (the total grows while the source is listed);
 * bytes as they move on the wire (a copy inside S3 moves none here: its bytes count once it
 * is done). Before anything is queued, the listing alone.
 */
export function syncReading(progress: SyncProgress): ProgressReading | undefined {
  const { phases } = progress;
  const planned = phases.planned(SyncPhase.Transfer) ?? { objects: 0, bytes: 0 };
  const listed = phases.get(SyncPhase.ListSource);
  if (planned.objects === 0 && listed?.startMs === undefined) return undefined;
  const done = phases.get(SyncPhase.Transfer);
  const counts = progress.counts();
  const listing = listed?.endMs === undefined;
  const moved = Math.max(done?.bytes ?? 0, phases.movedSincePlanned(SyncPhase.Transfer));
  return {
    stage: 'transferred',
    files: done?.objects ?? 0,
    bytes: Math.min(planned.bytes, moved),
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

import { JobProgress } from '../job-progress.js';
import type { SyncEntry } from './plan-sync.js';

/** Sync's phases, in the order the report shows them; the names are the step outputs' stems. */
export const SyncPhase = {
  ListSource: 'list-source',
  ListDestination: 'list-destination',
  Plan: 'plan',
  Transfer: 'transfer',
} as const;

export const SYNC_PHASES = [
  { name: SyncPhase.ListSource, label: 'List source' },
  { name: SyncPhase.ListDestination, label: 'List destination' },
  // Planning runs as long as the source listing feeds it; its objects are the paths it decided.
  { name: SyncPhase.Plan, label: 'Plan (paths compared)' },
  { name: SyncPhase.Transfer, label: 'Transfer' },
] as const;

export const SYNC_COUNTERS = [
  'listed',
  'transferred',
  'skipped',
  'deleted',
  'failed',
  'bytesTransferred',
  // Faults ridden out (src/s3/stall-watch.ts, src/transfer/temp-files.ts): see formatFaults.
  'stalls',
  'hedges',
  'hedgeWins',
  'leftoversRemoved',
  'leftoverBytesRemoved',
] as const;

export type SyncCounter = (typeof SYNC_COUNTERS)[number];
export type SyncProgress = JobProgress<SyncCounter>;

export function newSyncProgress(clock?: () => number): SyncProgress {
  return new JobProgress(SYNC_PHASES, SYNC_COUNTERS, clock);
}

/**
 * Counts what a listing yields into its phase, and closes the phase at the end. The time each
 * batch waits to be taken is recorded as the phase's wait: a listing held back by a full transfer
 * queue must not read as a slow listing.
 */
export async function* countedPhase<T extends SyncEntry>(
  batches: AsyncIterable<readonly T[]>,
  progress: SyncProgress,
  phase: string,
  onBatch?: (entries: number) => void,
): AsyncGenerator<readonly T[]> {
  const phases = progress.phases;
  phases.begin(phase);
  for await (const batch of batches) {
    let bytes = 0;
    for (const e of batch) bytes += e.size;
    phases.add(phase, batch.length, bytes);
    onBatch?.(batch.length);
    const offeredMs = phases.nowMs();
    yield batch;
    phases.waited(phase, phases.nowMs() - offeredMs);
  }
  phases.end(phase);
}

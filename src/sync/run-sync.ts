import { TransferError } from '../errors.js';
import type { ListStats } from '../s3/list/list-types.js';
import type { S3Session } from '../s3/s3-session.js';
import type { StallCounts } from '../s3/stall-watch.js';
import type { LargeTransferStats } from '../transfer/large-transfer-meter.js';
import { ChangedKeys } from './changed-keys.js';
import type { TransferDirection } from './compare-rules.js';
import { checkContent, type ContentCheckStats } from './content-check.js';
import { executePlan, type Failure } from './execute-plan.js';
import { createFilter } from './filters.js';
import { listBothSides, type BothSides } from './list-sides.js';
import {
  FoldedNames,
  foldName,
  foldsNames,
  probeNameFolding,
  type NameFolding,
} from './name-folding.js';
import { planSync } from './plan-sync.js';
import type { PlannedAction } from './sync-decisions.js';
import { startSyncJob, type SyncHooks, type SyncJob } from './sync-job.js';
import { SyncPhase, type SyncProgress } from './sync-progress.js';
import type { SyncRequest } from './sync-request.js';

export { directionOf, type SyncHooks } from './sync-job.js';

/** What a sync did, also when it failed part way: its caller reports it, then the error. */
export interface SyncResult {
  readonly progress: SyncProgress;
  readonly direction: TransferDirection;
  readonly sourceList: ListStats | undefined;
  readonly failures: readonly Failure[];
  /** Why the run stopped, or a TransferError naming the objects that failed; else undefined. */
  readonly error: Error | undefined;
  /** Throughput and CPU of the large transfers (issue 16). */
  readonly largeTransfers: LargeTransferStats;
  /** --checksum: what the content comparison did; undefined without it. */
  readonly checksums?: ContentCheckStats | undefined;
  /** The file of keys written and deleted, and how many it lists; undefined when not asked. */
  readonly changedKeys?: { readonly path: string; readonly count: number } | undefined;
}

const PART_CONCURRENCY = 8;
/**
 * Same-size paths being compared at once (a HEAD, or a file in the hash workers, each): enough
 * for several batches of small files in flight (src/transfer/file-md5.ts).
 */
const CONTENT_CHECKS = 256;
const PROGRESS_EVERY_MS = 1000;
const SAMPLE_EVERY_MS = 250;

/** Requests a sync keeps in flight at once: what its S3 session must be sized for. */
export function syncRequestsInFlight(request: Pick<SyncRequest, 'concurrency'>): number {
  return request.concurrency + PART_CONCURRENCY;
}

/**
 * The sync job: lists both sides at once, plans while they list, and transfers while it plans.
 * The first transfer starts after the first source page. Objects that fail do not stop the
 * others; the result says which failed, and its error is a TransferError naming them.
 */
export async function runSync(
  request: SyncRequest,
  session: S3Session,
  hooks: SyncHooks = {},
): Promise<SyncResult> {
  const job = startSyncJob(request, session, hooks);
  hooks.onStart?.(job.progress);
  const stopTicking = tickProgress(job);
  let error: Error | undefined;
  try {
    await listPlanAndExecute(job);
  } catch (caught) {
    // However an abort surfaced (the planner's check, a lister's error), report it as the abort.
    error = asError(session.signal.aborted ? session.signal.reason : caught);
  } finally {
    stopTicking();
    error = await closeSyncJob(job, error);
  }
  return syncResult(job, error);
}

/** Samples the progress for the timeline, and reports it about once a second; returns the stop. */
function tickProgress({ progress, hooks }: SyncJob): () => void {
  const ticker = setInterval(() => {
    progress.sample();
    hooks.onProgress?.(progress);
  }, PROGRESS_EVERY_MS);
  ticker.unref();
  const sampler = setInterval(() => progress.sample(), SAMPLE_EVERY_MS);
  sampler.unref();
  return () => {
    clearInterval(ticker);
    clearInterval(sampler);
  };
}

async function listPlanAndExecute(job: SyncJob): Promise<void> {
  const { request, session, progress, direction } = job;
  if (request.changedKeysPath !== undefined) job.changed = new ChangedKeys(request.changedKeysPath);
  const sides = listBothSides(request, session, progress, {
    ...job.hooks,
    onTempFile: job.leftovers.offer,
  });
  job.sourceList = sides.sourceList;
  // A download into a folder whose file system folds names (case, Unicode) compares names as
  // it does, and keys that are one file there fail (a dry run reports them too).
  const destination = request.destination;
  const folding =
    direction === 'download' && destination.kind === 'local'
      ? await probeNameFolding(destination.path, { create: !request.dryrun })
      : undefined;
  // Keys that are one file on the destination's file system (case, normalization) fail.
  job.names = folding && new FoldedNames(folding);
  progress.phases.begin(SyncPhase.Plan);
  await executePlan(planActions(job, sides, folding), job);
}

/** The planner's merge of both listings, with --checksum's content checks turned into actions. */
function planActions(
  { request, direction, checker }: SyncJob,
  sides: BothSides,
  folding: NameFolding | undefined,
): AsyncIterable<PlannedAction> {
  const steps = planSync(sides.source, sides.destination, {
    mode: request.mode,
    direction,
    delete: request.delete,
    sizeOnly: request.sizeOnly,
    exactTimestamps: request.exactTimestamps,
    checksum: checker !== undefined,
    filter: createFilter(request.filters),
    fold: folding && foldsNames(folding) ? (rel) => foldName(rel, folding) : undefined,
    // S3 listings are held to byte order as they are listed (listed-keys.ts).
    orderChecked: {
      source: request.source.kind === 's3',
      destination: request.destination.kind === 's3',
    },
  });
  // Without --checksum the planner yields no `check` step, so its steps are actions as they are.
  return checker
    ? checkContent(steps, checker, CONTENT_CHECKS)
    : (steps as AsyncIterable<PlannedAction>);
}

/**
 * Closes what the job opened and counts what it did, also after a failure; returns the run's
 * error, which closing the changed-keys file may have become.
 */
async function closeSyncJob(job: SyncJob, error: Error | undefined): Promise<Error | undefined> {
  const { progress, leftovers } = job;
  try {
    job.changed?.close();
  } catch (caught) {
    error ??= asError(caught);
  }
  progress.set('failed', job.pool.failures.length);
  await leftovers.settle();
  for (const [name, value] of Object.entries(job.session.stalls.counts()))
    progress.set(name as keyof StallCounts, value);
  progress.set('leftoversRemoved', leftovers.files);
  progress.set('leftoverBytesRemoved', leftovers.bytes);
  progress.finish();
  return error;
}

function syncResult(job: SyncJob, error: Error | undefined): SyncResult {
  const { signal } = job.session;
  const failures = job.pool.failures;
  // An abort during the last transfers is the run's error, not one failure per object it cut short.
  if (!error && signal.aborted) error = asError(signal.reason);
  if (!error && failures.length > 0) error = new TransferError(failures);
  return {
    progress: job.progress,
    direction: job.direction,
    sourceList: job.sourceList,
    failures,
    error,
    largeTransfers: job.context.meter.stats(),
    checksums: job.checker?.stats(),
    changedKeys: job.changed && { path: job.changed.filePath, count: job.changed.count },
  };
}

function asError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value));
}

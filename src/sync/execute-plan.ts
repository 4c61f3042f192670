import { unlink } from 'node:fs/promises';
import type { S3Client } from '@aws-sdk/client-s3';
import { DEFAULT_RETRY, withRetry } from '../retry.js';
import { S3DeleteBatcher } from '../transfer/delete-objects.js';
import { LocalFolders } from '../transfer/local-folders.js';
import type { TransferContext } from '../transfer/transfer-context.js';
import type { TransferPool } from '../transfer/transfer-pool.js';
import type { FoldedNames } from './name-folding.js';
import { relativePathToKey, safeLocalPath } from './safe-local-path.js';
import { retryNotice, stepFor, type PlannedAction, type StepContext } from './sync-decisions.js';
import { SyncPhase, type SyncProgress } from './sync-progress.js';
import type { LocalSyncEntry, S3SyncEntry } from './sync-sides.js';
import { transferJob } from './transfer-job.js';

export interface Failure {
  readonly key: string;
  readonly error: Error;
}

export interface PlanExecution extends StepContext {
  /** Bounds the work in flight, and keeps each object's failure (also when the plan stops). */
  readonly pool: TransferPool;
  readonly client: S3Client;
  readonly context: TransferContext;
  readonly progress: SyncProgress;
  readonly onLine?: ((line: string) => void) | undefined;
  readonly onDebug?: ((message: string) => void) | undefined;
  /** Local names claimed so far, where the destination's file system folds case or Unicode. */
  readonly names?: FoldedNames | undefined;
  /**
   * Called with each destination key written or deleted (for a local destination, the path
   * relative to its folder), once it is done; in a dry run, with each it would write or delete.
   */
  readonly onChanged?: ((name: string) => void) | undefined;
}

/**
 * Carries out a plan as it streams in: transfers and local deletes go to a bounded pool (whose
 * free slots pace the planner), S3 deletes go out 1,000 keys a request, dry runs only print.
 * Failures are collected, one per object, and returned once everything in flight has settled.
 */
export async function executePlan(
  actions: AsyncIterable<PlannedAction>,
  run: PlanExecution,
): Promise<readonly Failure[]> {
  const { destination, progress, context, pool } = run;
  const signal = context.signal;
  const fail = (key: string, error: Error) => pool.failures.push({ key, error });
  // A full pool holds the planner back: that time is the plan's wait, not its work (the summary
  // shows it, and leaves it out of the plan's rate).
  const submit = async (key: string, task: () => Promise<void>) => {
    const offeredMs = progress.phases.nowMs();
    await pool.submit(key, task);
    progress.phases.waited(SyncPhase.Plan, progress.phases.nowMs() - offeredMs);
  };
  const folders = destination.kind === 'local' ? new LocalFolders(destination.path) : undefined;
  const deleter =
    destination.kind === 's3'
      ? new S3DeleteBatcher(run.client, destination.location.bucket, signal)
      : undefined;
  const changed = run.onChanged ?? (() => undefined);
  const sendDeletes = (keys: string[]) =>
    submit(keys[0]!, async () => {
      const failures = await deleter!.send(keys);
      failures.forEach((f) => fail(f.key, f.error));
      const failed = new Set(failures.map((f) => f.key));
      for (const key of keys) if (!failed.has(key)) changed(key);
    });
  const destinationName = (rel: string) =>
    destination.kind === 's3' ? relativePathToKey(rel, destination.location.prefix, '/') : rel;
  try {
    for await (const action of actions) {
      signal.throwIfAborted();
      progress.phases.add(SyncPhase.Plan, 1);
      const step = stepFor(action, run);
      switch (step.kind) {
        case 'ignore':
          break;
        case 'unchanged':
          progress.count('skipped');
          if (run.names && 'source' in action && action.source)
            run.names.claim(action.rel, (action.source as S3SyncEntry).key);
          break;
        case 'make-folder': {
          const dir = safeLocalPath(
            destination.kind === 'local' ? destination.path : '',
            action.rel,
          );
          if (dir.kind === 'dir')
            await folders!.ensure(dir.path).catch((error: Error) => fail(action.rel, error));
          break;
        }
        case 'delete': {
          run.onLine?.(step.line);
          progress.count('deleted');
          if (step.dryrun) {
            changed(destinationName(action.rel));
            break;
          }
          if (deleter) {
            const batch = deleter.add((action.dest as S3SyncEntry).key);
            if (batch) await sendDeletes(batch);
          } else {
            const file = (action.dest as LocalSyncEntry).path;
            await submit(action.rel, async () => {
              await unlink(file);
              changed(action.rel);
            });
          }
          break;
        }
        case 'transfer': {
          // Claimed before a dry run prints: it reports the conflicts the real run would.
          const clash =
            action.kind === 'copy'
              ? run.names?.claim(action.rel, (action.source as S3SyncEntry).key)
              : undefined;
          if (clash) {
            fail(action.rel, clash);
            break;
          }
          if (step.dryrun || action.kind !== 'copy') {
            run.onLine?.(step.line);
            progress.count('transferred');
            changed(destinationName(action.rel));
            break;
          }
          const job = transferJob(action, run.source, destination, run.direction, context, folders);
          if (typeof job === 'string') {
            fail(action.rel, new Error(job));
            break;
          }
          await submit(action.rel, async () => {
            progress.phases.begin(SyncPhase.Transfer);
            await withRetry(job, {
              ...DEFAULT_RETRY,
              signal,
              onRetry: (e, attempt, ms) =>
                run.onDebug?.(retryNotice(run.direction, action.rel, e, attempt, ms)),
            });
            progress.count('transferred');
            progress.phases.add(SyncPhase.Transfer, 1);
            changed(destinationName(action.rel));
            run.onLine?.(step.line);
          });
          break;
        }
      }
    }
    progress.phases.end(SyncPhase.Plan);
    const rest = deleter?.take() ?? [];
    if (rest.length > 0) await sendDeletes(rest);
    await pool.drain();
    if (progress.phases.get(SyncPhase.Transfer)?.startMs !== undefined)
      progress.phases.end(SyncPhase.Transfer);
  } finally {
    // Whatever stopped the plan, nothing may still be writing when the caller cleans up.
    await pool.drain();
  }
  return pool.failures;
}

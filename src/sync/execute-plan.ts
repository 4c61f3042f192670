import { unlink } from 'node:fs/promises';
import type { S3Client } from '@aws-sdk/client-s3';
import { DEFAULT_RETRY, withRetry } from '../retry.js';
import { S3DeleteBatcher } from '../transfer/delete-objects.js';
import { LocalFolders } from '../transfer/local-folders.js';
import type { TransferContext } from '../transfer/transfer-context.js';
import type { TransferPool } from '../transfer/transfer-pool.js';
import type { FoldedNames } from './name-folding.js';
import { relativePathToKey, safeLocalPath } from './safe-local-path.js';
import {
  retryNotice,
  stepFor,
  type PlannedAction,
  type Step,
  type StepContext,
} from './sync-decisions.js';
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
  const { progress, pool } = run;
  const signal = run.context.signal;
  const executor = new PlanExecutor(run);
  try {
    for await (const action of actions) {
      signal.throwIfAborted();
      progress.phases.add(SyncPhase.Plan, 1);
      const step = stepFor(action, run);
      // Only the steps that may wait are awaited: most actions of a re-sync are unchanged.
      switch (step.kind) {
        case 'ignore':
          break;
        case 'unchanged':
          executor.unchanged(action);
          break;
        case 'make-folder':
          await executor.makeFolder(action);
          break;
        case 'delete':
          await executor.delete(action, step);
          break;
        case 'transfer':
          await executor.transfer(action, step);
          break;
      }
    }
    await executor.finish();
  } finally {
    // Whatever stopped the plan, nothing may still be writing when the caller cleans up.
    await pool.drain();
  }
  return pool.failures;
}

type StepOf<K extends Step['kind']> = Extract<Step, { readonly kind: K }>;

/** What carrying out one plan holds across its actions: the folders made, S3's deletes batched. */
class PlanExecutor {
  private readonly folders: LocalFolders | undefined;
  private readonly deleter: S3DeleteBatcher | undefined;
  private readonly changed: (name: string) => void;

  constructor(private readonly run: PlanExecution) {
    const { destination } = run;
    this.folders = destination.kind === 'local' ? new LocalFolders(destination.path) : undefined;
    this.deleter =
      destination.kind === 's3'
        ? new S3DeleteBatcher(run.client, destination.location.bucket, run.context.signal)
        : undefined;
    this.changed = run.onChanged ?? (() => undefined);
  }

  unchanged(action: PlannedAction): void {
    this.run.progress.count('skipped');
    if (this.run.names && 'source' in action && action.source)
      this.run.names.claim(action.rel, (action.source as S3SyncEntry).key);
  }

  async makeFolder(action: PlannedAction): Promise<void> {
    const { destination } = this.run;
    const dir = safeLocalPath(destination.kind === 'local' ? destination.path : '', action.rel);
    if (dir.kind === 'dir')
      await this.folders!.ensure(dir.path).catch((error: Error) => this.fail(action.rel, error));
  }

  async delete(action: PlannedAction, step: StepOf<'delete'>): Promise<void> {
    this.run.onLine?.(step.line);
    this.run.progress.count('deleted');
    if (step.dryrun) {
      this.changed(this.destinationName(action.rel));
    } else if (this.deleter) {
      const batch = this.deleter.add((action.dest as S3SyncEntry).key);
      if (batch) await this.sendDeletes(batch);
    } else {
      const file = (action.dest as LocalSyncEntry).path;
      await this.submit(action.rel, async () => {
        await unlink(file);
        this.changed(action.rel);
      });
    }
  }

  async transfer(action: PlannedAction, step: StepOf<'transfer'>): Promise<void> {
    const { run } = this;
    // Claimed before a dry run prints: it reports the conflicts the real run would.
    const clash =
      action.kind === 'copy'
        ? run.names?.claim(action.rel, (action.source as S3SyncEntry).key)
        : undefined;
    if (clash) {
      this.fail(action.rel, clash);
      return;
    }
    if (step.dryrun || action.kind !== 'copy') {
      run.onLine?.(step.line);
      run.progress.count('transferred');
      this.changed(this.destinationName(action.rel));
      return;
    }
    const job = transferJob(
      action,
      run.source,
      run.destination,
      run.direction,
      run.context,
      this.folders,
    );
    if (typeof job === 'string') {
      this.fail(action.rel, new Error(job));
      return;
    }
    // Planned as it is queued: a progress line counts towards what the plan has queued so far.
    run.progress.phases.plan(SyncPhase.Transfer, 1, action.source.size);
    await this.submit(action.rel, () => this.copy(action.rel, step, job));
  }

  /** One copy in the pool: retried, then counted and reported. */
  private async copy(rel: string, step: StepOf<'transfer'>, job: () => Promise<void>) {
    const { run } = this;
    const { progress } = run;
    progress.phases.begin(SyncPhase.Transfer);
    await withRetry(job, {
      ...DEFAULT_RETRY,
      signal: run.context.signal,
      onRetry: (e, attempt, ms) => run.onDebug?.(retryNotice(run.direction, rel, e, attempt, ms)),
    });
    progress.count('transferred');
    progress.phases.add(SyncPhase.Transfer, 1);
    this.changed(this.destinationName(rel));
    run.onLine?.(step.line);
  }

  /** Once the plan is out: the last deletes, then what is still in flight. */
  async finish(): Promise<void> {
    const { progress, pool } = this.run;
    progress.phases.end(SyncPhase.Plan);
    const rest = this.deleter?.take() ?? [];
    if (rest.length > 0) await this.sendDeletes(rest);
    await pool.drain();
    if (progress.phases.get(SyncPhase.Transfer)?.startMs !== undefined)
      progress.phases.end(SyncPhase.Transfer);
  }

  private fail(key: string, error: Error): void {
    this.run.pool.failures.push({ key, error });
  }

  /**
   * A full pool holds the planner back: that time is the plan's wait, not its work (the summary
   * shows it, and leaves it out of the plan's rate).
   */
  private async submit(key: string, task: () => Promise<void>): Promise<void> {
    const { phases } = this.run.progress;
    const offeredMs = phases.nowMs();
    await this.run.pool.submit(key, task);
    phases.waited(SyncPhase.Plan, phases.nowMs() - offeredMs);
  }

  private sendDeletes(keys: string[]): Promise<void> {
    return this.submit(keys[0]!, async () => {
      const failures = await this.deleter!.send(keys);
      failures.forEach((f) => this.fail(f.key, f.error));
      const failed = new Set(failures.map((f) => f.key));
      for (const key of keys) if (!failed.has(key)) this.changed(key);
    });
  }

  private destinationName(rel: string): string {
    const { destination } = this.run;
    return destination.kind === 's3'
      ? relativePathToKey(rel, destination.location.prefix, '/')
      : rel;
  }
}

import { unlink } from 'node:fs/promises';
import { DEFAULT_RETRY, withRetry } from '../retry.js';
import { S3DeleteBatcher } from '../transfer/delete-objects.js';
import { relativePathToKey, safeLocalPath } from './safe-local-path.js';
import {
  retryNotice,
  stepFor,
  type PlannedAction,
  type Step,
  type StepContext,
} from './sync-decisions.js';
import type { SyncJob } from './sync-job.js';
import { SyncPhase } from './sync-progress.js';
import { SideMismatchError } from './sync-sides.js';
import { transferJob } from './transfer-job.js';

export interface Failure {
  readonly key: string;
  readonly error: Error;
}

/**
 * Carries out a plan as it streams in: transfers and local deletes go to a bounded pool (whose
 * free slots pace the planner), S3 deletes go out 1,000 keys a request, dry runs only print.
 * Failures are collected, one per object, and returned once everything in flight has settled.
 */
export async function executePlan(
  actions: AsyncIterable<PlannedAction>,
  job: SyncJob,
): Promise<readonly Failure[]> {
  const { progress, pool, request } = job;
  const signal = job.context.signal;
  const executor = new PlanExecutor(job);
  // Made once: every action's step is decided against the same two ends.
  const ends: StepContext = {
    source: request.source,
    destination: request.destination,
    direction: job.direction,
    dryrun: request.dryrun,
  };
  try {
    for await (const action of actions) {
      signal.throwIfAborted();
      progress.phases.add(SyncPhase.Plan, 1);
      const step = stepFor(action, ends);
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
          await executor.delete(action.rel, step);
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

/**
 * A download of a non-empty object whose key ends in `/` (`c.md/` holding 2 bytes): no file can
 * carry that name, and making the folder instead would lose the bytes silently, every run. The
 * aws-cli fails it too. Zero-byte ones are folder markers, which the planner handles before.
 */
export function folderNamedObject(
  action: Extract<PlannedAction, { kind: 'copy' }>,
  direction: StepContext['direction'],
): Error | undefined {
  const { source } = action;
  if (direction !== 'download' || source.at !== 's3') return undefined;
  if (!action.rel.endsWith('/') || source.size === 0) return undefined;
  const key = source.key;
  return new Error(
    `the object ${JSON.stringify(key)} holds ${action.source.size} bytes, but its key ends in "/", ` +
      'which no file name can: it was not downloaded (rename the key to download it)',
  );
}

type StepOf<K extends Step['kind']> = Extract<Step, { readonly kind: K }>;

/** What carrying out one plan holds across its actions: S3's deletes batched, the job's hooks. */
class PlanExecutor {
  private readonly deleter: S3DeleteBatcher | undefined;
  private readonly changed: (name: string) => void;

  constructor(private readonly job: SyncJob) {
    const { destination } = job.request;
    this.deleter =
      destination.kind === 's3'
        ? new S3DeleteBatcher(job.session.client, destination.location.bucket, job.context.signal)
        : undefined;
    // Called with each destination key written or deleted (for a local destination, the path
    // relative to its folder), once it is done; in a dry run, with each it would write or delete.
    const changedKeys = job.changed;
    this.changed = changedKeys ? (name) => changedKeys.add(name) : () => undefined;
  }

  unchanged(action: PlannedAction): void {
    const { names } = this.job;
    this.job.progress.count('skipped');
    // Folded names are claimed by downloads only, whose source entries are S3 objects.
    if (names && 'source' in action && action.source?.at === 's3')
      names.claim(action.rel, action.source.key);
  }

  async makeFolder(action: PlannedAction): Promise<void> {
    const { destination } = this.job.request;
    const dir = safeLocalPath(destination.kind === 'local' ? destination.path : '', action.rel);
    if (dir.kind === 'dir')
      await this.job
        .folders!.ensure(dir.path)
        .catch((error: Error) => this.fail(action.rel, error));
  }

  async delete(rel: string, step: StepOf<'delete'>): Promise<void> {
    this.job.hooks.onLine?.(step.line);
    this.job.progress.count('deleted');
    if (step.dryrun) {
      this.changed(this.destinationName(rel));
    } else if (step.dest.at === 's3') {
      if (!this.deleter) throw new SideMismatchError('a delete at a local destination', step.dest);
      const batch = this.deleter.add(step.dest.key);
      if (batch) await this.sendDeletes(batch);
    } else {
      const file = step.dest.path;
      await this.submit(rel, async () => {
        await unlink(file);
        this.changed(rel);
      });
    }
  }

  async transfer(action: PlannedAction, step: StepOf<'transfer'>): Promise<void> {
    const { job } = this;
    // Claimed before a dry run prints: it reports the conflicts the real run would.
    const clash =
      action.kind === 'copy' && action.source.at === 's3'
        ? job.names?.claim(action.rel, action.source.key)
        : undefined;
    if (clash) {
      this.fail(action.rel, clash);
      return;
    }
    const unnamed = action.kind === 'copy' ? folderNamedObject(action, job.direction) : undefined;
    if (unnamed) {
      // Said in a dry run too: the real run would fail it, every run, until the key is renamed.
      job.hooks.onWarning?.(unnamed.message);
      this.fail(action.rel, unnamed);
      return;
    }
    if (step.dryrun || action.kind !== 'copy') {
      job.hooks.onLine?.(step.line);
      job.progress.count('transferred');
      this.changed(this.destinationName(action.rel));
      return;
    }
    const work = transferJob(action, job);
    if (typeof work === 'string') {
      this.fail(action.rel, new Error(work));
      return;
    }
    // Planned as it is queued: a progress line counts towards what the plan has queued so far.
    job.progress.phases.plan(SyncPhase.Transfer, 1, action.source.size);
    await this.submit(action.rel, () => this.copy(action.rel, step, work));
  }

  /** One copy in the pool: retried, then counted and reported. */
  private async copy(rel: string, step: StepOf<'transfer'>, work: () => Promise<void>) {
    const { job } = this;
    const { progress } = job;
    progress.phases.begin(SyncPhase.Transfer);
    await withRetry(work, {
      ...DEFAULT_RETRY,
      signal: job.context.signal,
      onRetry: (e, attempt, ms) =>
        job.hooks.onDebug?.(
          retryNotice({ direction: job.direction, rel }, e, { attempt, delayMs: ms }),
        ),
    });
    progress.count('transferred');
    progress.phases.add(SyncPhase.Transfer, 1);
    this.changed(this.destinationName(rel));
    job.hooks.onLine?.(step.line);
  }

  /** Once the plan is out: the last deletes, then what is still in flight. */
  async finish(): Promise<void> {
    const { progress, pool } = this.job;
    progress.phases.end(SyncPhase.Plan);
    const rest = this.deleter?.take() ?? [];
    if (rest.length > 0) await this.sendDeletes(rest);
    await pool.drain();
    if (progress.phases.get(SyncPhase.Transfer)?.startMs !== undefined)
      progress.phases.end(SyncPhase.Transfer);
  }

  private fail(key: string, error: Error): void {
    this.job.pool.failures.push({ key, error });
  }

  /**
   * A full pool holds the planner back: that time is the plan's wait, not its work (the summary
   * shows it, and leaves it out of the plan's rate).
   */
  private async submit(key: string, task: () => Promise<void>): Promise<void> {
    const { phases } = this.job.progress;
    const offeredMs = phases.nowMs();
    await this.job.pool.submit(key, task);
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
    const { destination } = this.job.request;
    return destination.kind === 's3'
      ? relativePathToKey(rel, destination.location.prefix, '/')
      : rel;
  }
}

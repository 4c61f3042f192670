import { lstatSync, renameSync, rmSync } from 'node:fs';
import type { CommitTask, RestorePool } from './restore-task-types.js';
import { asidePath, finalPath, tempPath, type RestoreTargets } from './restore-targets.js';
import { ASIDE_NAMES } from '../../transfer/temp-names.js';

/** A folder appeared, since the plan, where the entry has a file or symlink. */
export class RestoreCommitError extends Error {
  override readonly name = 'RestoreCommitError';
}

/** Renames per worker task: enough to make the message worth it, small enough to share out. */
const COMMIT_BATCH = 1024;

/**
 * In a worker: renames each temporary name to its final one. Whatever stands there (a file or
 * symlink of the user's: a folder is refused in the plan, and one that appeared since fails the
 * restore, since set aside it could not be removed without removing the user's tree) is first
 * renamed aside, beside it, to be removed only once the whole restore has succeeded. Returns the
 * rows set aside.
 */
export function commitNames({ temps, targets, asides }: Omit<CommitTask, 'kind'>): number[] {
  const setAside: number[] = [];
  for (let n = 0; n < temps.length; n++) {
    const target = targets[n]!;
    const existing = lstatSync(target, { throwIfNoEntry: false });
    if (existing?.isDirectory())
      throw new RestoreCommitError(
        `a folder appeared at ${JSON.stringify(target)}, where the entry has a file or symlink`,
      );
    if (existing) {
      renameSync(target, asides[n]!);
      setAside.push(n);
    }
    renameSync(temps[n]!, target);
  }
  return setAside;
}

/** In a worker: removes each path, none an error if absent. */
export function removeNames(paths: readonly string[]): void {
  for (const file of paths) rmSync(file, { force: true });
}

/**
 * Once every content is written and checked: the temporary names of entries `pending` renamed
 * to their final ones by the workers, in batches (a rename, and a set-aside one for a replaced
 * file, cost about 0.25 ms each on a busy runner: thousands of them would hold the main thread
 * for seconds). Returns the set-aside files, for dropAsides. A failure leaves any mix of renames
 * done, which undoPending takes back from the plan alone.
 */
export async function commitTemporaries(
  targets: RestoreTargets,
  pending: readonly number[],
  pool: RestorePool,
): Promise<string[]> {
  const batches: Array<Promise<string[]>> = [];
  for (let from = 0; from < pending.length; from += COMMIT_BATCH) {
    const rows = pending.slice(from, from + COMMIT_BATCH);
    const finals = rows.map((i) => finalPath(targets, i));
    const asides = rows.map((i, n) => asidePath(targets, finals[n]!, i));
    const task: CommitTask = {
      kind: 'commit',
      temps: rows.map((i, n) => tempPath(targets, finals[n]!, i)),
      targets: finals,
      asides,
    };
    batches.push(pool.run<number[]>(task).then(({ result }) => result.map((n) => asides[n]!)));
  }
  return (await Promise.all(batches)).flat();
}

/**
 * Once the restore has succeeded: the set-aside files go, by the workers. Past the point of no
 * return (an undo now would put back only the files not yet removed), so a failure here is a
 * warning, never a failed restore. Returns the warnings.
 */
export async function dropAsides(asides: readonly string[], pool: RestorePool): Promise<string[]> {
  const batches: Array<Promise<unknown>> = [];
  for (let from = 0; from < asides.length; from += COMMIT_BATCH)
    batches.push(pool.run({ kind: 'remove', paths: asides.slice(from, from + COMMIT_BATCH) }));
  const failed = (await Promise.allSettled(batches)).filter((b) => b.status === 'rejected');
  return failed.length === 0
    ? []
    : [
        `some replaced files were left beside the restored ones, named ${ASIDE_NAMES}: ${JSON.stringify(String((failed[0] as PromiseRejectedResult).reason))}`,
      ];
}

function exists(file: string): boolean {
  return lstatSync(file, { throwIfNoEntry: false }) !== undefined;
}

/**
 * Takes back whatever a failed restore did to entries `pending`, from the plan's names alone (a
 * worker that died reported nothing): a set-aside file is renamed back over its final name (one
 * atomic rename, whether or not the new one had landed there); a final name that held nothing
 * before the restore, and whose temporary name is gone, holds the restore's file, which is
 * removed; every temporary name is removed. Returns what it could not take back.
 */
export function undoPending(targets: RestoreTargets, pending: readonly number[]): string[] {
  const problems: string[] = [];
  for (const i of pending) {
    const target = finalPath(targets, i);
    const temp = tempPath(targets, target, i);
    const aside = asidePath(targets, target, i);
    try {
      if (exists(aside)) renameSync(aside, target);
      else if (targets.existing[i] === 0 && !exists(temp)) rmSync(target, { force: true });
      rmSync(temp, { force: true });
    } catch (error) {
      problems.push(`${JSON.stringify(target)} (${JSON.stringify((error as Error).message)})`);
    }
  }
  return problems;
}

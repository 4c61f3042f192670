import { lstatSync, renameSync, rmSync } from 'node:fs';
import { asidePath, finalPath, tempPath, type RestoreTargets } from './restore-targets.js';

/** A folder appeared, since the plan, where the entry has a file or symlink. */
export class RestoreCommitError extends Error {
  override readonly name = 'RestoreCommitError';
}

/** One temporary name renamed to its final one, and where the file it replaced was set aside. */
export interface Committed {
  readonly target: string;
  readonly aside?: string;
}

/**
 * Renames each file's and link's temporary name to its final one, once every content is written
 * and checked. Whatever stands there (a file or symlink of the user's: a folder is refused in
 * the plan) is first renamed aside (`.s3cache-aside-<tag>-<i>`, same folder), and recorded
 * before its rename, so an undo at any point puts it back (putBack) instead of losing it: a
 * failed restore into an existing tree leaves the tree as it was. The set-aside files are
 * removed only when the whole restore has succeeded (dropAsides).
 */
export function commitTemporaries(
  targets: RestoreTargets,
  pending: readonly number[],
  committed: Committed[],
): void {
  for (const i of pending) {
    const target = finalPath(targets, i);
    const temp = tempPath(targets, target, i);
    const existing = lstatSync(target, { throwIfNoEntry: false });
    // Set aside, a folder could not be removed at the end without removing the user's tree.
    if (existing?.isDirectory())
      throw new RestoreCommitError(
        `a folder appeared at ${JSON.stringify(target)}, where the entry has a file or symlink`,
      );
    if (existing) {
      const aside = asidePath(targets, target, i);
      committed.push({ target, aside });
      renameSync(target, aside);
    } else committed.push({ target });
    renameSync(temp, target);
  }
}

/**
 * Takes back the renames, last first: a set-aside file renamed back over the restored one (one
 * atomic rename), a new one removed. Returns what could not be put back.
 */
export function putBack(committed: readonly Committed[]): string[] {
  const problems: string[] = [];
  for (let n = committed.length - 1; n >= 0; n--) {
    const { target, aside } = committed[n]!;
    try {
      if (aside === undefined) rmSync(target, { force: true });
      else if (lstatSync(aside, { throwIfNoEntry: false })) renameSync(aside, target);
    } catch (error) {
      problems.push(`${JSON.stringify(target)} (${(error as Error).message})`);
    }
  }
  return problems;
}

/** Removes every temporary name the plan may have given entries `pending` (no error if absent). */
export function removeTemporaries(targets: RestoreTargets, pending: readonly number[]): string[] {
  const problems: string[] = [];
  for (const i of pending) {
    const name = tempPath(targets, finalPath(targets, i), i);
    try {
      rmSync(name, { force: true });
    } catch (error) {
      problems.push(`${JSON.stringify(name)} (${(error as Error).message})`);
    }
  }
  return problems;
}

/** Once the restore has succeeded: the set-aside files go. Returns warnings for any left. */
export function dropAsides(committed: readonly Committed[]): string[] {
  const left: string[] = [];
  for (const { aside } of committed) {
    if (aside === undefined) continue;
    try {
      rmSync(aside, { force: true });
    } catch (error) {
      left.push(
        `the replaced file ${JSON.stringify(aside)} could not be removed: ${(error as Error).message}`,
      );
    }
  }
  return left;
}

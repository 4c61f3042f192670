import { chmodSync, lutimesSync, mkdirSync, statSync, symlinkSync, utimesSync } from 'node:fs';
import { writeTempSync } from '../../transfer/land-file.js';
import { fsTime } from './fs-time.js';
import { commitTemporaries, dropAsides } from './restore-commit.js';
import type { RestoreJob } from './restore-job.js';
import type { PreparedTree } from './restore-prepare.js';
import { publishStagings } from './restore-staging.js';
import { finalPath, restoredMode, writePlace, type RestoreTargets } from './restore-targets.js';

/**
 * The last step: the staged folders no file landed in (`bare`), the empty files, then the tree
 * finished (finishTree); its warnings go to the job's.
 */
export async function finish(
  job: RestoreJob,
  tree: PreparedTree,
  bare: readonly string[],
  empty: readonly number[],
): Promise<void> {
  await job.phases.time('finish', async () => {
    for (const dir of bare) mkdirSync(dir, { recursive: true });
    writeEmptyFiles(tree.targets, empty);
    job.warnings.push(...(await finishTree(job, tree)));
  });
}

/** Empty files: no object to fetch; written in their staging folder or under their temporary name. */
export function writeEmptyFiles(targets: RestoreTargets, empty: readonly number[]): void {
  const { entries } = targets;
  for (const i of empty) {
    const { path: name } = writePlace(targets, i);
    const mode = restoredMode(entries.mode[i]!, targets.umask);
    writeTempSync(name, mode, fsTime(entries.mtime[i]!), () => {});
  }
}

/**
 * Symlinks (last, so none can redirect a write), then every temporary name renamed to its final
 * one by the workers, the files they replace set aside (restore-commit.ts), then the staging
 * folders renamed to their roots, then every folder's mode and mtime, deepest first, at its
 * final path: a folder's mtime is set after everything inside it is written and renamed.
 * `created` holds the folders the restore made (final paths): mkdir gave them 0o777 less the
 * umask, so most need no chmod. Only once all that is done are the set-aside files removed:
 * until then an undo puts them back. Returns warnings.
 */
export async function finishTree(job: RestoreJob, tree: PreparedTree): Promise<string[]> {
  const { targets, stagings, created } = tree;
  const { record, pool } = job;
  const { entries, umask } = targets;
  for (const i of targets.links) {
    const { path: name } = writePlace(targets, i);
    const mtime = fsTime(entries.mtime[i]!);
    symlinkSync(entries.link.get(i)!, name);
    lutimesSync(name, mtime, mtime);
  }
  const asides = await commitTemporaries(targets, record.pending, pool);
  publishStagings(stagings, record);
  const dirs = targets.dirs
    .map((i) => ({ i, absolute: finalPath(targets, i) }))
    .sort((a, b) => b.absolute.length - a.absolute.length);
  for (const { i, absolute } of dirs) {
    const mode = restoredMode(entries.mode[i]!, umask);
    if (!created.has(absolute)) {
      // stat, not lstat: a root may be a symlink to a folder, and chmod follows it too.
      const before = statSync(absolute).mode & 0o7777;
      if (before !== mode) {
        record.changedMode(absolute, before);
        chmodSync(absolute, mode);
      }
    } else if (mode !== (0o777 & ~umask)) chmodSync(absolute, mode);
    const mtime = fsTime(entries.mtime[i]!);
    utimesSync(absolute, mtime, mtime);
  }
  return dropAsides(asides, pool);
}

import { chmodSync, lutimesSync, statSync, symlinkSync, utimesSync } from 'node:fs';
import { writeTempSync } from '../../transfer/land-file.js';
import { fsTime } from './fs-time.js';
import type { FetchOutcome } from './restore-fetch.js';
import { commitTemporaries, dropAsides } from './restore-commit.js';
import { publishStagings, type Staging } from './restore-staging.js';
import { finalPath, restoredMode, writePlace, type RestoreTargets } from './restore-targets.js';
import type { RestorePool } from './restore-task-types.js';

/** What a restore made, so that a failure can take it all back (restore-undo.ts). */
export interface Made {
  /** Folders made, parents first. */
  readonly dirs: string[];
  readonly stagings: Staging[];
  readonly fetch: FetchOutcome;
  /** The plan, once made: every temporary name it gives is removed by an undo. */
  targets?: RestoreTargets;
  /** Files and links written under a temporary name beside their final one (not staged). */
  readonly pending: number[];
  /** Existing folders whose mode the restore changed, with the mode they had. */
  readonly folderModes: Array<{ readonly path: string; readonly mode: number }>;
}

export function emptyMade(): Made {
  return {
    dirs: [],
    stagings: [],
    fetch: { written: [], temporary: [], bytesDownloaded: 0 },
    pending: [],
    folderModes: [],
  };
}

/**
 * The process's umask, read once before any worker starts: `process.umask()` reads it by
 * setting it to 0 and back, which would race a thread creating files. Modes are restored less
 * the umask (restoredMode), so open(2) and mkdir(2) give them whole, with no chmod.
 */
export function readUmask(): number {
  return process.umask();
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
export async function finishTree(
  targets: RestoreTargets,
  stagings: readonly Staging[],
  created: ReadonlySet<string>,
  made: Made,
  pool: RestorePool,
): Promise<string[]> {
  const { entries, umask } = targets;
  for (const i of targets.links) {
    const { path: name } = writePlace(targets, i);
    const mtime = fsTime(entries.mtime[i]!);
    symlinkSync(entries.link.get(i)!, name);
    lutimesSync(name, mtime, mtime);
  }
  const asides = await commitTemporaries(targets, made.pending, pool);
  publishStagings(stagings);
  const dirs = targets.dirs
    .map((i) => ({ i, absolute: finalPath(targets, i) }))
    .sort((a, b) => b.absolute.length - a.absolute.length);
  for (const { i, absolute } of dirs) {
    const mode = restoredMode(entries.mode[i]!, umask);
    if (!created.has(absolute)) {
      // stat, not lstat: a root may be a symlink to a folder, and chmod follows it too.
      const before = statSync(absolute).mode & 0o7777;
      if (before !== mode) {
        made.folderModes.push({ path: absolute, mode: before });
        chmodSync(absolute, mode);
      }
    } else if (mode !== (0o777 & ~umask)) chmodSync(absolute, mode);
    const mtime = fsTime(entries.mtime[i]!);
    utimesSync(absolute, mtime, mtime);
  }
  return dropAsides(asides, pool);
}

import {
  chmodSync,
  closeSync,
  fchmodSync,
  futimesSync,
  lutimesSync,
  openSync,
  renameSync,
  rmdirSync,
  rmSync,
  symlinkSync,
  utimesSync,
} from 'node:fs';
import path from 'node:path';
import { fsTime } from './fs-time.js';
import type { FetchOutcome } from './restore-fetch.js';
import { publishStagings, removeStagings, type Staging } from './restore-staging.js';
import {
  finalPath,
  MODE_MASK,
  umaskKeeps,
  writePlace,
  type RestoreTargets,
} from './restore-targets.js';

/** What a restore made, so that a failure can take it all back. */
export interface Made {
  readonly dirs: string[];
  readonly links: string[];
  readonly stagings: Staging[];
  readonly fetch: FetchOutcome;
}

/**
 * The process's umask, read once before any worker starts: `process.umask()` reads it by
 * setting it to 0 and back, which would race a thread creating files. A file created with a
 * mode the umask leaves whole needs no fchmod (tar -x pays one per file; we skip it).
 */
export function readUmask(): number {
  return process.umask();
}

/** Takes back everything a failed restore made: staging folders whole, then files, then folders. */
export function undo(made: Made): void {
  removeStagings(made.stagings);
  for (const file of [...made.fetch.written, ...made.links]) rmSync(file, { force: true });
  for (const dir of [...made.dirs].reverse()) {
    try {
      rmdirSync(dir);
    } catch {
      // not empty: the parents of a root, or something else wrote there meanwhile
    }
  }
}

/** Empty files: no object to fetch; straight under their name when staged, else temp and rename. */
export function writeEmptyFiles(
  targets: RestoreTargets,
  empty: readonly number[],
  made: Made,
  umask: number,
): void {
  const { entries } = targets;
  for (const i of empty) {
    const { path: absolute, staged } = writePlace(targets, i);
    const mode = entries.mode[i]! & MODE_MASK;
    const name = staged
      ? absolute
      : path.join(path.dirname(absolute), `.s3cache-empty-${process.pid}`);
    if (!staged) rmSync(name, { force: true });
    const fd = openSync(name, 'wx', mode);
    try {
      if (!umaskKeeps(mode, umask)) fchmodSync(fd, mode);
      const mtime = fsTime(entries.mtime[i]!);
      futimesSync(fd, mtime, mtime);
    } finally {
      closeSync(fd);
    }
    if (!staged) {
      renameSync(name, absolute);
      made.fetch.written.push(absolute);
    }
  }
}

/**
 * Symlinks (last, so none can redirect a write), then the staging folders renamed to their
 * roots, then every folder's mode and mtime, deepest first, at its final path: a folder's mtime
 * is set after everything inside it is written and renamed. `created` holds the folders the
 * restore made (final paths): mkdir gave them 0o777 less the umask, so most need no chmod.
 */
export function finishTree(
  targets: RestoreTargets,
  stagings: readonly Staging[],
  created: ReadonlySet<string>,
  umask: number,
  made: Made,
): void {
  const { entries } = targets;
  let next = 0;
  for (const i of targets.links) {
    const { path: absolute, staged } = writePlace(targets, i);
    const link = entries.link.get(i)!;
    const mtime = fsTime(entries.mtime[i]!);
    if (staged) {
      symlinkSync(link, absolute);
      lutimesSync(absolute, mtime, mtime);
      continue;
    }
    const temp = path.join(path.dirname(absolute), `.s3cache-link-${process.pid}-${next++}`);
    symlinkSync(link, temp);
    lutimesSync(temp, mtime, mtime);
    renameSync(temp, absolute);
    made.links.push(absolute);
  }
  publishStagings(stagings);
  const dirs = targets.dirs
    .map((i) => ({ i, absolute: finalPath(targets, i) }))
    .sort((a, b) => b.absolute.length - a.absolute.length);
  for (const { i, absolute } of dirs) {
    const mode = entries.mode[i]! & MODE_MASK;
    if (!created.has(absolute) || mode !== (0o777 & ~umask)) chmodSync(absolute, mode);
    const mtime = fsTime(entries.mtime[i]!);
    utimesSync(absolute, mtime, mtime);
  }
}

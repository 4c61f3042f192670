import { lstatSync, readlinkSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import {
  EMPTY_SHA256,
  type ManifestContents,
  type ManifestData,
  type ManifestEntries,
} from '../store/cache-manifest.js';
import type { LandFile } from './restore-task-types.js';
import { isWindowsPlatform, localPathRefusal } from '../../local-path-rules.js';
import { PathIndex } from '../store/path-table.js';
import { linksLeaving } from './restore-links.js';
import { joinUnder, parentOf } from '../paths/root-paths.js';
import { asideName, restoreTempName, restoreTempTag } from '../../transfer/temp-names.js';

/** Mode bits a restore takes from a manifest: permissions only, never setuid, setgid or sticky. */
export const MODE_MASK = 0o777;

/**
 * The mode a restored file or folder gets: the manifest's permissions less the process's umask,
 * as tar -x gives them (to a user other than root), so a job that set `umask 077` gets no
 * world-readable cache. open(2) and mkdir(2) apply the umask themselves, so no chmod is needed.
 */
export function restoredMode(mode: number, umask: number): number {
  return mode & MODE_MASK & ~umask;
}

/** A root whose whole tree is written inside `staging` and renamed at the end (restore-staging.ts). */
export interface StagedRoot {
  readonly root: string;
  readonly staging: string;
}

/**
 * What a restore writes, as indexes into the manifest's entry columns rather than one object
 * per file: the plan of a 50,000-file entry held 50,000 objects and as many absolute paths
 * (about 15 MB), made the main thread's young generation grow to its largest, and each path is
 * needed only for the moment its file is handed to a worker (`writePath`).
 */
export interface RestoreTargets {
  readonly entries: ManifestEntries;
  readonly contents: ManifestContents;
  /** Where each of the manifest's roots is on disk. */
  readonly rootPaths: readonly string[];
  /** One root lies inside another, so two entries' paths may meet (compare absolute paths). */
  readonly nestedRoots: boolean;
  /** Folders to make, parents first (only those missing); a root may need its parents made too. */
  readonly missingDirs: string[];
  /** Folder entries to stamp (mode, mtime) once everything is written. */
  readonly dirs: number[];
  /** Regular files to write (non-empty ones go through their object). */
  readonly files: number[];
  readonly links: number[];
  /** Roots that do not exist yet: the whole tree under each can be staged (restore-staging.ts). */
  readonly missingRoots: string[];
  /** Set by planStaging: files and links under these roots are written in their staging folder. */
  readonly stagings: readonly StagedRoot[];
  /** Entries already right on disk. */
  unchanged: number;
  /** Entries refused, with why (each one a warning): any makes the restore a miss. */
  readonly refused: string[];
  /** The umask the modes are restored under (restoredMode). */
  readonly umask: number;
  /** `<pid>-<random>`: this restore's part of every temporary name (tempPath). */
  readonly tempTag: string;
  /** 1 for each file or symlink to write whose final name held something at the plan. */
  readonly existing: Uint8Array;
}

/** A `/`-separated relative path's folder ('' for an entry directly in its root). */
export function relativeFolder(relative: string): string {
  const at = relative.lastIndexOf('/');
  return at < 0 ? '' : relative.slice(0, at);
}

/** Where entry `i` ends up: its root joined with its (checked) path. */
export function finalPath(t: Pick<RestoreTargets, 'entries' | 'rootPaths'>, i: number): string {
  return joinUnder(t.rootPaths[t.entries.root[i]!]!, t.entries.path.at(i));
}

/** `child` is `parent` or lies under it (absolute paths as the restore builds them). */
export function isUnder(parent: string, child: string): boolean {
  return (
    child.startsWith(parent) &&
    (child.length === parent.length || child[parent.length] === path.sep)
  );
}

export function stagingOf(
  stagings: readonly StagedRoot[],
  absolute: string,
): StagedRoot | undefined {
  for (const s of stagings) if (isUnder(s.root, absolute)) return s;
  return undefined;
}

/** Where `absolute` is written while its root is staged; undefined outside every staging. */
export function stagedPath(stagings: readonly StagedRoot[], absolute: string): string | undefined {
  const s = stagingOf(stagings, absolute);
  return s && s.staging + absolute.slice(s.root.length);
}

/**
 * Where file or link `i` is written: inside a staging folder, straight under its name
 * (restore-staging.ts); else under its temporary name beside its final path, renamed once every
 * file is checked (restore-commit.ts).
 */
export function writePlace(t: RestoreTargets, i: number): { path: string; staged: boolean } {
  const absolute = finalPath(t, i);
  const staged = t.stagings.length ? stagedPath(t.stagings, absolute) : undefined;
  return staged === undefined
    ? { path: tempPath(t, absolute, i), staged: false }
    : { path: staged, staged: true };
}

/**
 * The temporary name of entry `i` (file or symlink) outside a staging folder, beside its final
 * path: `.s3cache-<pid>-<random>-<i>`. Known from the plan alone, so an undo removes every one
 * that may exist, also those of a worker that died before it could report them; and a save's walk
 * knows them as a restore's (tree-walk.ts).
 */
export function tempPath(t: Pick<RestoreTargets, 'tempTag'>, absolute: string, i: number): string {
  return tempBeside(absolute, t.tempTag, i);
}

export function tempBeside(absolute: string, tag: string, i: number): string {
  return joinUnder(parentOf(absolute), restoreTempName(tag, i));
}

/**
 * Of entries `rows`, those written under a temporary name, not in a staging folder. With roots
 * not nested (always, for the roots resolveRoots gives) a root is staged whole or not at all, so
 * a fresh runner's restore makes no path per file here.
 */
export function unstaged(t: RestoreTargets, rows: readonly number[]): number[] {
  if (t.stagings.length === 0) return [...rows];
  if (t.nestedRoots) return rows.filter((i) => !writePlace(t, i).staged);
  const staged = t.rootPaths.map((root) => stagedPath(t.stagings, root) !== undefined);
  return rows.filter((i) => !staged[t.entries.root[i]!]);
}

/** Where the file that entry `i` replaces waits until the restore is over (restore-commit.ts). */
export function asidePath(t: Pick<RestoreTargets, 'tempTag'>, absolute: string, i: number): string {
  return joinUnder(parentOf(absolute), asideName(t.tempTag, i));
}

/** Hex SHA-256 of file `i`'s content (the empty file's for a file with none). */
export function contentSha256(t: RestoreTargets, i: number): string {
  const k = t.entries.content[i]!;
  return k < 0 ? EMPTY_SHA256 : t.contents.sha256.toString('hex', k * 32, k * 32 + 32);
}

export function isInside(parent: string, child: string): boolean {
  const rel = path.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/**
 * Whether a manifest path may be created inside its root, by the rules the sync follows too
 * (local-path-rules.ts): `''` is the root itself.
 */
export function isSafePath(relative: string, windows = isWindowsPlatform()): boolean {
  return localPathRefusal(relative, windows) === undefined;
}

function lstatOrUndefined(file: string): Stats | undefined {
  try {
    return lstatSync(file);
  } catch {
    return undefined;
  }
}

function statOrUndefined(file: string): Stats | undefined {
  try {
    return statSync(file);
  } catch {
    return undefined;
  }
}

export interface RestorePlanOptions {
  /** Whether Windows' path rules apply; the platform's by default (tests set it). */
  readonly windows?: boolean;
  /**
   * Symlinks may point anywhere (the user allowed linked paths: a virtualenv's
   * `bin/python -> /usr/bin/python3`). Nothing is still ever created through a symlink.
   */
  readonly linksMayLeave?: boolean;
}

/**
 * Turns a manifest (untrusted) into what to write, checking each path against the disk: it must
 * pass the path rules (local-path-rules.ts), no folder on the way may be a symlink, planned or
 * on disk (nothing is ever created through one: a symlink planted in the tree would lead the
 * write out), and a symlink's target, followed link by link through the planned tree and the
 * disk (link-chain.ts), must stay inside the root. Entries that fail are refused, and the
 * caller makes the restore a miss before writing anything. Files already right on disk (size,
 * mtime and mode as restored) are counted as unchanged and left alone.
 */
export function restoreTargets(
  manifest: Pick<ManifestData, 'entries' | 'contents'>,
  givenRoots: readonly string[],
  umask: number,
  options: RestorePlanOptions = {},
): RestoreTargets {
  const windows = options.windows ?? isWindowsPlatform();
  const { entries, contents } = manifest;
  // Normalized once, so that every path below is a plain concatenation (joinUnder).
  const rootPaths = givenRoots.map((root) => path.resolve(root));
  // Paths named twice: by root, on the manifest's path table (no string kept per entry); by
  // absolute path only when one root lies inside another and two names could meet.
  const nested = rootPaths.some((a, j) => rootPaths.some((b, k) => j !== k && isInside(a, b)));
  const targets: RestoreTargets = {
    entries,
    contents,
    rootPaths,
    nestedRoots: nested,
    missingDirs: [],
    dirs: [],
    files: [],
    links: [],
    missingRoots: [],
    stagings: [],
    unchanged: 0,
    refused: [],
    umask,
    tempTag: restoreTempTag(),
    existing: new Uint8Array(entries.type.length),
  };
  const dirState = new Map<string, 'ok' | 'missing' | 'bad'>();
  const seenByRoot = new PathIndex(entries.path, (row) => entries.root[row]!);
  const seenAbsolute = new Set<string>();
  const linkPaths = new Set<string>();
  // Every folder on the way from the root to `dir` must be a real folder or not exist yet.
  const checkDir = (root: string, dir: string): boolean => {
    if (dir === root) {
      // The root may be a symlink (the user's choice); it must not be a file. Missing, it is made.
      if (!dirState.has(root)) {
        const stats = lstatOrUndefined(root);
        const isDir =
          stats?.isDirectory() || (stats?.isSymbolicLink() && statOrUndefined(root)?.isDirectory());
        dirState.set(root, !stats ? 'missing' : isDir ? 'ok' : 'bad');
        if (!stats) {
          targets.missingDirs.push(root);
          targets.missingRoots.push(root);
        }
      }
      return dirState.get(root) !== 'bad';
    }
    const known = dirState.get(dir);
    if (known) return known !== 'bad';
    if (linkPaths.has(dir) || !checkDir(root, path.dirname(dir))) {
      dirState.set(dir, 'bad');
      return false;
    }
    const parentMissing = dirState.get(path.dirname(dir)) === 'missing';
    const stats = parentMissing ? undefined : lstatOrUndefined(dir);
    const state = !stats
      ? 'missing'
      : stats.isDirectory() && !stats.isSymbolicLink()
        ? 'ok'
        : 'bad';
    dirState.set(dir, state);
    if (state === 'missing') targets.missingDirs.push(dir);
    return state !== 'bad';
  };
  const count = entries.type.length;
  for (const [i] of entries.link)
    if (isSafePath(entries.path.at(i), windows)) linkPaths.add(finalPath(targets, i));
  /** Every symlink entry not refused on the way, checked against the finished plan below. */
  const linkRows: number[] = [];

  // The folder of the entry before, with what checkDir said of it: entries come in walk order,
  // so most share their folder with the one before, and a file inside a folder known to be
  // missing (a fresh runner's whole tree) needs no absolute path, lookup or lstat of its own.
  let lastRoot = -1;
  let lastFolder: string | undefined; // relative
  let lastParentOk = false;
  let lastParentMissing = false;
  for (let i = 0; i < count; i++) {
    const type = entries.type[i] as 'f' | 'd' | 'l';
    const relative = entries.path.at(i);
    const r = entries.root[i]!;
    const root = rootPaths[r]!;
    const unsafe = localPathRefusal(relative, windows);
    if (unsafe !== undefined) {
      refuse(targets, relative, `its path ${unsafe}`);
      continue;
    }
    let twice: boolean;
    if (nested) {
      const name = joinUnder(root, relative);
      twice = seenAbsolute.has(name);
      seenAbsolute.add(name);
    } else twice = seenByRoot.add(i) >= 0;
    if (twice) {
      refuse(targets, relative, 'the manifest names it twice');
      continue;
    }
    const isRoot = relative === '';
    if (!isRoot) {
      const folder = relativeFolder(relative);
      if (r !== lastRoot || folder !== lastFolder) {
        lastRoot = r;
        lastFolder = folder;
        const parent = joinUnder(root, folder);
        lastParentOk = checkDir(root, parent);
        lastParentMissing = dirState.get(parent) === 'missing';
      }
      if (!lastParentOk) {
        refuse(targets, relative, 'a folder on its way is a symlink or a file');
        continue;
      }
    }
    // A folder entry may change what is known of a folder: take the next one's afresh.
    if (type === 'd') lastFolder = undefined;
    // Nothing to look at inside a folder the plan already knows is missing.
    if (type === 'f' && !isRoot && lastParentMissing) {
      targets.files.push(i);
      continue;
    }
    const absolute = joinUnder(root, relative);
    const onDisk = !isRoot && lastParentMissing ? undefined : lstatOrUndefined(absolute);
    // A root that is a single file or link (`path: x/tool.bin`): its folder is made if missing.
    if (absolute === root && type !== 'd' && !lstatOrUndefined(path.dirname(root)))
      targets.missingDirs.push(path.dirname(root));
    if (type === 'd' && absolute === root) {
      // The root: a folder, a symlink to one (the user's choice), or missing (made); a file or
      // a link to something else is not ours to stamp, and nothing is written under it.
      if (!checkDir(root, root))
        refuse(targets, relative, 'a file stands where the folder should be');
      else targets.dirs.push(i);
    } else if (type === 'd') {
      if (onDisk?.isSymbolicLink()) {
        refuse(targets, relative, 'a symlink stands where the folder should be');
        continue;
      }
      if (onDisk && !onDisk.isDirectory()) {
        dirState.set(absolute, 'bad');
        refuse(targets, relative, 'a file stands where the folder should be');
        continue;
      }
      if (!onDisk) {
        if (dirState.get(absolute) !== 'missing') targets.missingDirs.push(absolute);
        dirState.set(absolute, 'missing');
      } else dirState.set(absolute, 'ok');
      targets.dirs.push(i);
    } else if (onDisk?.isDirectory() && absolute !== root) {
      // Replacing a folder would mean removing the user's tree under it: not a restore's to do.
      refuse(targets, relative, 'a folder stands where a file or symlink should be');
    } else if (type === 'l') {
      linkRows.push(i);
      const link = entries.link.get(i)!;
      if (onDisk?.isSymbolicLink() && readlinkSync(absolute) === link) targets.unchanged++;
      else {
        targets.links.push(i);
        if (onDisk) targets.existing[i] = 1;
      }
    } else if (
      onDisk?.isFile() &&
      onDisk.size === entries.size[i] &&
      Math.floor(onDisk.mtimeMs) === entries.mtime[i] &&
      (onDisk.mode & 0o7777) === restoredMode(entries.mode[i]!, umask)
    ) {
      targets.unchanged++;
    } else {
      targets.files.push(i);
      if (onDisk) targets.existing[i] = 1;
    }
  }
  if (linkRows.length > 0 && !options.linksMayLeave) {
    const leaving = linksLeaving(targets, linkRows, seenByRoot, windows);
    for (const [i, why] of leaving)
      refuse(
        targets,
        entries.path.at(i),
        `its symlink target ${JSON.stringify(entries.link.get(i))} ${why}`,
      );
    if (leaving.size > 0) {
      const kept = targets.links.filter((i) => !leaving.has(i));
      targets.links.length = 0;
      targets.links.push(...kept);
    }
  }
  return targets;
}

function refuse(targets: RestoreTargets, relative: string, why: string): void {
  targets.refused.push(`${JSON.stringify(relative)} was not restored: ${why}`);
}

/** What a worker needs to land file `i` from a decoded frame, made as its task is sent. */
export function landFile(t: RestoreTargets, i: number): LandFile {
  const k = t.entries.content[i]!;
  const place = writePlace(t, i);
  return {
    target: place.path,
    frame: t.contents.frame[k]!,
    at: t.contents.at[k]!,
    size: t.entries.size[i]!,
    sha256: contentSha256(t, i),
    mode: restoredMode(t.entries.mode[i]!, t.umask),
    mtimeMs: t.entries.mtime[i]!,
    ...(place.staged ? { staged: true } : {}),
  };
}

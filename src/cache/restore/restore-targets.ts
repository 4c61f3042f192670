import path from 'node:path';
import { EMPTY_SHA256 } from '../store/cache-manifest.js';
import type { ManifestContents, ManifestEntries } from '../store/manifest-types.js';
import type { LandFile } from './restore-task-types.js';
import { isWindowsPlatform, localPathRefusal } from '../../local-path-rules.js';
import { joinUnder, parentOf } from '../paths/root-paths.js';
import { asideName, restoreTempName } from '../../transfer/temp-names.js';

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

/** A root that did not exist: its whole tree is written in `staging`, then renamed to `root`. */
export interface Staging extends StagedRoot {
  /** Set once `staging` has become `root` (RestoreRecord): an undo then removes `root`. */
  renamed: boolean;
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

/**
 * Whether a manifest path may be created inside its root, by the rules the sync follows too
 * (local-path-rules.ts): `''` is the root itself.
 */
export function isSafePath(relative: string, windows = isWindowsPlatform()): boolean {
  return localPathRefusal(relative, windows) === undefined;
}

/**
 * What a worker needs to land file `i` (where, from which frame, its size, hash, mode and time),
 * made as its task is sent; the landing itself is src/transfer/land-file.ts's.
 */
export function describeLanding(t: RestoreTargets, i: number): LandFile {
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

import { readlinkSync, type Stats } from 'node:fs';
import path from 'node:path';
import { EMPTY_SHA256 } from '../store/cache-manifest.js';
import type { ManifestContents, ManifestData, ManifestEntries } from '../store/manifest-types.js';
import type { LandFile } from './restore-task-types.js';
import { isWindowsPlatform, localPathRefusal } from '../../local-path-rules.js';
import { PathIndex } from '../store/path-table.js';
import { linksLeaving } from './restore-links.js';
import { joinUnder, parentOf } from '../paths/root-paths.js';
import { FolderStates, lstatOrUndefined } from './folder-states.js';
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
  const targets = emptyTargets(manifest, givenRoots, umask);
  const planner = new TargetPlanner(targets, windows);
  const count = targets.entries.type.length;
  for (let i = 0; i < count; i++) planner.plan(i);
  const { linkRows } = planner;
  if (linkRows.length > 0 && !options.linksMayLeave)
    refuseLinksLeaving(targets, linkRows, planner.seenByRoot, windows);
  return targets;
}

/** A plan with nothing in it yet, its roots normalized. */
function emptyTargets(
  { entries, contents }: Pick<ManifestData, 'entries' | 'contents'>,
  givenRoots: readonly string[],
  umask: number,
): RestoreTargets {
  // Normalized once, so that every path below is a plain concatenation (joinUnder).
  const rootPaths = givenRoots.map((root) => path.resolve(root));
  return {
    entries,
    contents,
    rootPaths,
    nestedRoots: rootPaths.some((a, j) => rootPaths.some((b, k) => j !== k && isInside(a, b))),
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
}

/** The symlinks whose targets lead out of their roots (restore-links.ts), refused. */
function refuseLinksLeaving(
  targets: RestoreTargets,
  linkRows: readonly number[],
  seenByRoot: PathIndex,
  windows: boolean,
): void {
  const { entries } = targets;
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

/** restoreTargets' pass over the entries, one at a time in walk order (`plan`). */
class TargetPlanner {
  /**
   * Paths named twice: by root, on the manifest's path table (no string kept per entry); by
   * absolute path only when one root lies inside another and two names could meet.
   */
  readonly seenByRoot: PathIndex;
  private readonly seenAbsolute = new Set<string>();
  /** Every symlink entry not refused on the way, checked against the finished plan. */
  readonly linkRows: number[] = [];
  private readonly folders: FolderStates;
  // The folder of the entry before, with what the folder checks said of it: entries come in walk
  // order, so most share their folder with the one before, and a file inside a folder known to
  // be missing (a fresh runner's whole tree) needs no absolute path, lookup or lstat of its own.
  private lastRoot = -1;
  private lastFolder: string | undefined; // relative
  private lastParentOk = false;
  private lastParentMissing = false;

  constructor(
    private readonly t: RestoreTargets,
    private readonly windows: boolean,
  ) {
    const { entries } = t;
    this.seenByRoot = new PathIndex(entries.path, (row) => entries.root[row]!);
    const linkPaths = new Set<string>();
    for (const [i] of entries.link)
      if (isSafePath(entries.path.at(i), windows)) linkPaths.add(finalPath(t, i));
    this.folders = new FolderStates(t, linkPaths);
  }

  /** Entry `i` planned: written, left as it is (unchanged) or refused. */
  plan(i: number): void {
    const { t } = this;
    const { entries } = t;
    const type = entries.type[i] as 'f' | 'd' | 'l';
    const relative = entries.path.at(i);
    const r = entries.root[i]!;
    if (!this.admit(i, relative, r)) return;
    const isRoot = relative === '';
    // A folder entry may change what is known of a folder: take the next one's afresh.
    if (type === 'd') this.lastFolder = undefined;
    // Nothing to look at inside a folder the plan already knows is missing.
    if (type === 'f' && !isRoot && this.lastParentMissing) {
      t.files.push(i);
      return;
    }
    const root = t.rootPaths[r]!;
    const absolute = joinUnder(root, relative);
    const onDisk = !isRoot && this.lastParentMissing ? undefined : lstatOrUndefined(absolute);
    // A root that is a single file or link (`path: x/tool.bin`): its folder is made if missing.
    if (absolute === root && type !== 'd' && !lstatOrUndefined(path.dirname(root)))
      t.missingDirs.push(path.dirname(root));
    if (type === 'd') this.planFolder(i, absolute, onDisk);
    else if (onDisk?.isDirectory() && absolute !== root)
      // Replacing a folder would mean removing the user's tree under it: not a restore's to do.
      refuse(t, relative, 'a folder stands where a file or symlink should be');
    else if (type === 'l') this.planLink(i, absolute, onDisk);
    else this.planFile(i, onDisk);
  }

  /**
   * Whether entry `i` may be written at all: its path passes the path rules, the manifest names
   * it once, and every folder on its way is a real folder or missing. Else it is refused.
   */
  private admit(i: number, relative: string, r: number): boolean {
    const { t } = this;
    const root = t.rootPaths[r]!;
    const unsafe = localPathRefusal(relative, this.windows);
    if (unsafe !== undefined) {
      refuse(t, relative, `its path ${unsafe}`);
      return false;
    }
    let twice: boolean;
    if (t.nestedRoots) {
      const name = joinUnder(root, relative);
      twice = this.seenAbsolute.has(name);
      this.seenAbsolute.add(name);
    } else twice = this.seenByRoot.add(i) >= 0;
    if (twice) {
      refuse(t, relative, 'the manifest names it twice');
      return false;
    }
    if (relative === '') return true;
    const folder = relativeFolder(relative);
    if (r !== this.lastRoot || folder !== this.lastFolder) {
      this.lastRoot = r;
      this.lastFolder = folder;
      const parent = joinUnder(root, folder);
      this.lastParentOk = this.folders.check(root, parent);
      this.lastParentMissing = this.folders.get(parent) === 'missing';
    }
    if (!this.lastParentOk) {
      refuse(t, relative, 'a folder on its way is a symlink or a file');
      return false;
    }
    return true;
  }

  private planFolder(i: number, absolute: string, onDisk: Stats | undefined): void {
    const { t, folders } = this;
    const root = t.rootPaths[t.entries.root[i]!]!;
    if (absolute === root) {
      // The root: a folder, a symlink to one (the user's choice), or missing (made); a file or
      // a link to something else is not ours to stamp, and nothing is written under it.
      if (!folders.check(root, root))
        refuse(t, t.entries.path.at(i), 'a file stands where the folder should be');
      else t.dirs.push(i);
      return;
    }
    if (onDisk?.isSymbolicLink()) {
      refuse(t, t.entries.path.at(i), 'a symlink stands where the folder should be');
      return;
    }
    if (onDisk && !onDisk.isDirectory()) {
      folders.set(absolute, 'bad');
      refuse(t, t.entries.path.at(i), 'a file stands where the folder should be');
      return;
    }
    if (!onDisk) {
      if (folders.get(absolute) !== 'missing') t.missingDirs.push(absolute);
      folders.set(absolute, 'missing');
    } else folders.set(absolute, 'ok');
    t.dirs.push(i);
  }

  private planLink(i: number, absolute: string, onDisk: Stats | undefined): void {
    const { t } = this;
    this.linkRows.push(i);
    const link = t.entries.link.get(i)!;
    if (onDisk?.isSymbolicLink() && readlinkSync(absolute) === link) t.unchanged++;
    else {
      t.links.push(i);
      if (onDisk) t.existing[i] = 1;
    }
  }

  /** A file already right on disk (size, mtime and mode as restored) is left alone. */
  private planFile(i: number, onDisk: Stats | undefined): void {
    const { t } = this;
    const { entries } = t;
    if (
      onDisk?.isFile() &&
      onDisk.size === entries.size[i] &&
      Math.floor(onDisk.mtimeMs) === entries.mtime[i] &&
      (onDisk.mode & 0o7777) === restoredMode(entries.mode[i]!, t.umask)
    ) {
      t.unchanged++;
    } else {
      t.files.push(i);
      if (onDisk) t.existing[i] = 1;
    }
  }
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

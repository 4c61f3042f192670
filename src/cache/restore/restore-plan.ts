import { readlinkSync, type Stats } from 'node:fs';
import path from 'node:path';
import { isWindowsPlatform, localPathRefusal } from '../../local-path-rules.js';
import { restoreTempTag } from '../../transfer/temp-names.js';
import type { ManifestData } from '../store/manifest-types.js';
import { PathIndex } from '../store/path-table.js';
import { isInside, joinUnder } from '../paths/root-paths.js';
import { FolderStates, lstatOrUndefined } from './folder-states.js';
import type { NameFolding } from '../../file-name-folding.js';
import { collisionRefusal, FoldedPaths } from './restore-folding.js';
import { linksLeaving, plannedExactly, type PlannedAt } from './restore-links.js';
import {
  finalPath,
  isSafePath,
  relativeFolder,
  restoredMode,
  type RestoreTargets,
} from './restore-targets.js';

/** The restore's plan: a manifest's entries checked against the disk, one at a time. */

export interface RestorePlanOptions {
  /** Whether Windows' path rules apply; the platform's by default (tests set it). */
  readonly windows?: boolean;
  /**
   * Symlinks may point anywhere (the user allowed linked paths: a virtualenv's
   * `bin/python -> /usr/bin/python3`). Nothing is still ever created through a symlink.
   */
  readonly linksMayLeave?: boolean;
  /**
   * How each root's file system folds names (restore-folding.ts's probeRootFolding); exactly
   * where not given.
   */
  readonly foldings?: readonly NameFolding[];
}

/**
 * Turns a manifest (untrusted) into what to write, checking each path against the disk: it must
 * pass the path rules (local-path-rules.ts), no folder on the way may be a symlink, planned or
 * on disk (nothing is ever created through one: a symlink planted in the tree would lead the
 * write out), and a symlink's target, followed link by link through the planned tree and the
 * disk (link-chain.ts), must stay inside the root. Where the file system folds names (case,
 * Unicode), names are compared folded: names of the entry that are one name there are refused,
 * and links are followed by folded name (restore-folding.ts). Entries that fail are refused, and the
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
  const foldings = options.foldings ?? [];
  const folded = FoldedPaths.needed(foldings)
    ? new FoldedPaths(targets.entries, targets.rootPaths, foldings, targets.nestedRoots)
    : undefined;
  for (const c of folded?.collisions ?? [])
    refuse(targets, targets.entries.path.at(c.row), collisionRefusal(c));
  const planner = new TargetPlanner(targets, windows);
  const count = targets.entries.type.length;
  for (let i = 0; i < count; i++) planner.plan(i);
  const { linkRows } = planner;
  if (linkRows.length > 0 && !options.linksMayLeave) {
    const planned: PlannedAt = folded
      ? (relative, r) => folded.find(relative, r)
      : plannedExactly(targets, planner.seenByRoot);
    refuseLinksLeaving(targets, linkRows, planned, windows);
  }
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
  planned: PlannedAt,
  windows: boolean,
): void {
  const { entries } = targets;
  const leaving = linksLeaving(targets, linkRows, planned, windows);
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

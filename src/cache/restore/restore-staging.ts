import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { isPidAlive } from '../../pid-alive.js';
import { stagingName, stagingPid, stagingTag } from '../../transfer/temp-names.js';
import {
  isUnder,
  relativeFolder,
  stagedPath,
  writePlace,
  type RestoreTargets,
  type Staging,
} from './restore-targets.js';
import { parentOf } from '../paths/root-paths.js';
import type { RestoreRecord } from './restore-record.js';

/**
 * Where a root does not exist yet (a fresh runner's `node_modules`, `~/.npm`), its tree is
 * written under the final relative names inside a staging folder beside it (same folder, so the
 * same file system), and the folder is renamed to the root once at the end: one rename instead
 * of one per file (a temporary name, then a rename: 50,000 files cost 50,000 renames and twice
 * the folder-entry work), and nothing is ever visible under a final name before all of it is
 * written and checked. Roots inside another missing root are part of that root's staging.
 *
 * Returns the targets with their stagings set (every file and link under a staged root is then
 * written inside its staging folder: restore-targets.ts's writePlace) and the missing folders
 * moved there; folder entries keep their final paths, since they are stamped after the renames
 * (a rename inside a folder changes its mtime).
 */
export function planStaging(targets: RestoreTargets): {
  targets: RestoreTargets;
  stagings: Staging[];
  /** The missing folders inside staging folders, moved there; `missingDirs` keeps the others. */
  stagedDirs: string[];
} {
  const outermost = targets.missingRoots.filter(
    (root) => !targets.missingRoots.some((other) => other !== root && isUnder(other, root)),
  );
  if (outermost.length === 0) return { targets, stagings: [], stagedDirs: [] };
  const tag = stagingTag();
  const stagings: Staging[] = outermost.map((root, i) => ({
    root,
    staging: path.join(path.dirname(root), stagingName(tag, i)),
    renamed: false,
  }));
  const roots = new Set(outermost);
  const missingDirs: string[] = [];
  const stagedDirs: string[] = [];
  // The staging folders themselves are made by makeStagings, which refuses one that exists.
  for (const dir of targets.missingDirs) {
    if (roots.has(dir)) continue;
    const staged = stagedPath(stagings, dir);
    if (staged === undefined) missingDirs.push(dir);
    else stagedDirs.push(staged);
  }
  return { stagings, targets: { ...targets, missingDirs, stagings }, stagedDirs };
}

/**
 * The staged folders that no file with content lands in, nor below: the workers make the
 * others as they write into them (each worker makes a folder before its first file there), so
 * the main thread's serial mkdir of every folder before the first download is gone; these few
 * (empty folders, folders of links or empty files only) are made at the end.
 */
export function foldersWithoutContent(
  stagedDirs: readonly string[],
  targets: RestoreTargets,
  withContent: readonly number[],
): string[] {
  if (stagedDirs.length === 0) return [];
  const { nestedRoots, rootPaths, stagings } = targets;
  if (!nestedRoots && path.sep === '/' && stagings.every((s) => rootPaths.includes(s.root)))
    return foldersWithoutContentByRoot(stagedDirs, targets, withContent);
  const reached = new Set<string>();
  for (const i of withContent) {
    const place = writePlace(targets, i);
    if (!place.staged) continue;
    for (let dir = parentOf(place.path); !reached.has(dir); dir = parentOf(dir)) {
      reached.add(dir);
      if (dir === parentOf(dir)) break;
    }
  }
  return stagedDirs.filter((dir) => !reached.has(dir));
}

/**
 * foldersWithoutContent where no root holds another (always, for the roots resolveRoots gives),
 * so each staging folder is a root's:
 * on the manifest's own relative paths, root by root, with no absolute or staged path made per
 * file (that cost 60-100 ms of the main thread's time in a 50,000-file restore).
 */
function foldersWithoutContentByRoot(
  stagedDirs: readonly string[],
  targets: RestoreTargets,
  withContent: readonly number[],
): string[] {
  const { entries, rootPaths, stagings } = targets;
  const staging = rootPaths.map((root) => stagings.find((s) => s.root === root)?.staging);
  const reached = rootPaths.map(() => new Set<string>());
  for (const i of withContent) {
    const r = entries.root[i]!;
    const relative = entries.path.at(i);
    if (staging[r] === undefined || relative === '') continue;
    const set = reached[r]!;
    for (let dir = relativeFolder(relative); !set.has(dir); dir = relativeFolder(dir)) {
      set.add(dir);
      if (dir === '') break;
    }
  }
  return stagedDirs.filter((dir) => {
    const r = staging.findIndex((s) => s !== undefined && isUnder(s, dir));
    if (r < 0) return true;
    const base = staging[r]!;
    return !reached[r]!.has(dir.length === base.length ? '' : dir.slice(base.length + 1));
  });
}

/**
 * Makes a folder and its missing parents, recording each one made, parents first, so that an
 * undo can remove them all (a root such as `~/.cache/tool` may need its parents made).
 */
export function makeDirRecorded(dir: string, record: RestoreRecord): void {
  const first = mkdirSync(dir, { recursive: true });
  if (first === undefined) return;
  for (let at = first; ; at = path.join(at, path.relative(at, dir).split(path.sep)[0]!)) {
    record.madeDir(at);
    if (at === dir) break;
  }
}

/**
 * Removes the staging folders that a restore killed outright (`kill -9`, a runner lost
 * mid-step) left in `dir`: on a self-hosted runner the workspace stays, and each would hold a
 * whole half-written tree. Only folders named as planStaging names them and whose process is
 * gone are removed; a restore still running elsewhere keeps its own. Returns their names.
 */
export function sweepAbandonedStagings(dir: string, isAlive = isPidAlive): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return []; // a parent that does not exist yet holds nothing to sweep
  }
  const swept: string[] = [];
  for (const name of names) {
    const pid = stagingPid(name);
    if (!pid || pid === process.pid || isAlive(pid)) continue;
    rmSync(path.join(dir, name), { recursive: true, force: true });
    swept.push(name);
  }
  return swept;
}

/**
 * Makes each staging folder (its root's missing parents too, recorded parents first so an
 * undo removes them), after sweeping the folder it goes in of the staging folders
 * that killed restores left (returned, to say so). A staging folder that exists already is an
 * error, never reused: its contents would not be ours.
 */
export function makeStagings(stagings: readonly Staging[], record: RestoreRecord): string[] {
  const swept: string[] = [];
  for (const s of stagings) {
    const parent = path.dirname(s.root);
    swept.push(...sweepAbandonedStagings(parent).map((name) => path.join(parent, name)));
    makeDirRecorded(parent, record);
    mkdirSync(s.staging);
    record.madeStaging(s);
  }
  return swept;
}

/** Renames every staging folder to its root, once everything inside is written and checked. */
export function publishStagings(stagings: readonly Staging[], record: RestoreRecord): void {
  for (const s of stagings) {
    // A root made meanwhile by someone else fails the rename (unless it is an empty folder,
    // which rename(2) replaces): the restore is then a miss, and the staging folder removed.
    renameSync(s.staging, s.root);
    record.publishedStaging(s);
  }
}

/** Removes what the stagings made: the folder, or the root it became. */
export function removeStagings(stagings: readonly Staging[]): void {
  for (const s of stagings)
    rmSync(s.renamed ? s.root : s.staging, { recursive: true, force: true });
}

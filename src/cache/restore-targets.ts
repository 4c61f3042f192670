import { lstatSync, readlinkSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import type { CacheManifest, ManifestFile } from './cache-manifest.js';
import type { LandFile } from './cache-worker-protocol.js';

/** Mode bits a restore sets: permissions and sticky, never setuid or setgid from a manifest. */
export const MODE_MASK = 0o1777;

/** Whether open(2) with `mode` gives exactly `mode` under `umask`, so no fchmod is needed. */
export function umaskKeeps(mode: number, umask: number): boolean {
  return (mode & ~umask & 0o7777) === mode;
}

export interface TargetFile {
  readonly entry: ManifestFile;
  /** Where it is written: moved into a staging folder by planStaging (in place: 50,000 copies cost memory). */
  absolute: string;
  /**
   * Inside a staging folder (restore-staging.ts) that nobody else sees until it is renamed to
   * its root: written straight under its name, with no temporary name and rename of its own.
   */
  staged?: boolean;
}

export interface RestoreTargets {
  /** Folders to make, parents first (only those missing); a root may need its parents made too. */
  readonly missingDirs: string[];
  /** Folder entries to stamp (mode, mtime) once everything is written. */
  readonly dirs: TargetFile[];
  /** Regular files to write (non-empty ones go through their object). */
  readonly files: TargetFile[];
  readonly links: TargetFile[];
  /** Roots that do not exist yet: the whole tree under each can be staged (restore-staging.ts). */
  readonly missingRoots: string[];
  /** Entries already right on disk. */
  unchanged: number;
  /** Entries refused, with why (each one a warning). */
  readonly refused: string[];
}

function isInside(parent: string, child: string): boolean {
  const rel = path.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/** A manifest path's segments, or undefined if it could leave its root (`..`, absolute, NUL). */
export function safeSegments(relative: string): string[] | undefined {
  if (relative === '') return [];
  if (relative.includes('\0') || relative.startsWith('/')) return undefined;
  const segments = relative.split('/');
  return segments.every((s) => s !== '' && s !== '.' && s !== '..') ? segments : undefined;
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

/**
 * Turns a manifest (untrusted) into what to write, checking each path against the disk: it must
 * stay inside its root lexically, no folder on the way may be a symlink (a symlink planted in the
 * tree would lead the write out), and a symlink's target must resolve inside the root. Entries
 * that fail are refused and nothing is written for them. Files already right on disk (size,
 * mtime and mode as in the manifest) are counted as unchanged and left alone.
 */
export function restoreTargets(
  manifest: CacheManifest,
  rootPaths: readonly string[],
): RestoreTargets {
  const targets: RestoreTargets = {
    missingDirs: [],
    dirs: [],
    files: [],
    links: [],
    missingRoots: [],
    unchanged: 0,
    refused: [],
  };
  const dirState = new Map<string, 'ok' | 'missing' | 'bad'>();
  const seen = new Set<string>();
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
  for (const f of manifest.files)
    if (f.t === 'l') {
      const segments = safeSegments(f.p);
      if (segments) linkPaths.add(path.join(rootPaths[f.r]!, ...segments));
    }

  for (const entry of manifest.files) {
    const root = rootPaths[entry.r]!;
    const segments = safeSegments(entry.p);
    const refuse = (why: string) =>
      targets.refused.push(`${JSON.stringify(entry.p)} was not restored: ${why}`);
    if (!segments) {
      refuse('its path leaves the cache folder');
      continue;
    }
    const absolute = path.join(root, ...segments);
    if (seen.has(absolute)) {
      refuse('the manifest names it twice');
      continue;
    }
    seen.add(absolute);
    if (absolute !== root && !checkDir(root, path.dirname(absolute))) {
      refuse('a folder on its way is a symlink or a file');
      continue;
    }
    const onDisk =
      dirState.get(path.dirname(absolute)) === 'missing' ? undefined : lstatOrUndefined(absolute);
    // A root that is a single file or link (`path: x/tool.bin`): its folder is made if missing.
    if (absolute === root && entry.t !== 'd' && !lstatOrUndefined(path.dirname(root)))
      targets.missingDirs.push(path.dirname(root));
    const target = { entry, absolute };
    if (entry.t === 'd' && absolute === root) {
      // The root: a folder, a symlink to one (the user's choice), or missing (made); a file or
      // a link to something else is not ours to stamp, and nothing is written under it.
      if (!checkDir(root, root)) refuse('a file stands where the folder should be');
      else targets.dirs.push(target);
    } else if (entry.t === 'd') {
      if (onDisk?.isSymbolicLink()) {
        refuse('a symlink stands where the folder should be');
        continue;
      }
      if (onDisk && !onDisk.isDirectory()) {
        dirState.set(absolute, 'bad');
        refuse('a file stands where the folder should be');
        continue;
      }
      if (!onDisk) {
        if (dirState.get(absolute) !== 'missing') targets.missingDirs.push(absolute);
        dirState.set(absolute, 'missing');
      } else dirState.set(absolute, 'ok');
      targets.dirs.push(target);
    } else if (entry.t === 'l') {
      const resolved = path.resolve(path.dirname(absolute), entry.l!);
      if (!isInside(root, resolved) || resolved === absolute) {
        refuse(`its symlink target ${JSON.stringify(entry.l)} leads out of the cache folder`);
        continue;
      }
      if (onDisk?.isSymbolicLink() && readlinkSync(absolute) === entry.l) targets.unchanged++;
      else targets.links.push(target);
    } else if (
      onDisk?.isFile() &&
      onDisk.size === entry.s &&
      Math.floor(onDisk.mtimeMs) === entry.mt &&
      (onDisk.mode & MODE_MASK) === (entry.m & MODE_MASK)
    ) {
      targets.unchanged++;
    } else {
      targets.files.push(target);
    }
  }
  return targets;
}

/** What a worker needs to land a file from a decoded frame. */
export function landFile(t: TargetFile): LandFile {
  const e = t.entry;
  return {
    target: t.absolute,
    frame: e.fr!,
    at: e.at!,
    size: e.s!,
    sha256: e.h!,
    mode: e.m & MODE_MASK,
    mtimeMs: e.mt,
    ...(t.staged ? { staged: true } : {}),
  };
}

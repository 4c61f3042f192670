import { constants, lstatSync, readdirSync, readlinkSync, type Stats } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as glob from '@actions/glob';
import type { CacheRoot, EntryColumns } from './cache-manifest.js';

/** Escapes a literal path for @actions/glob, as it escapes `.` and `~` itself. */
function globEscape(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/(\[)(?=[^/]+\])/g, '[[]')
    .replace(/\?/g, '[?]')
    .replace(/\*/g, '[*]');
}

/**
 * The patterns with relative ones anchored at the workspace (@actions/glob would take the
 * process's current folder); `~` and absolute patterns stay as they are, `!` stays in front.
 */
function anchoredPatterns(paths: readonly string[], workspace: string): string {
  return paths
    .map((raw) => raw.trim())
    .filter((p) => p !== '' && !p.startsWith('#'))
    .map((p) => {
      const negate = p.startsWith('!');
      const body = negate ? p.slice(1) : p;
      const anchored =
        path.isAbsolute(body) || body === '~' || body.startsWith('~/')
          ? body
          : `${globEscape(path.resolve(workspace))}/${body.replace(/^\.\//, '')}`;
      return negate ? `!${anchored}` : anchored;
    })
    .join('\n');
}

function globber(paths: readonly string[], workspace: string) {
  return glob.create(anchoredPatterns(paths, workspace), {
    followSymbolicLinks: false, // symlinks are stored as symlinks
    implicitDescendants: true,
    matchDirectories: true,
    omitBrokenSymbolicLinks: false,
  });
}

function isInside(parent: string, child: string): boolean {
  const rel = path.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

function toPosix(rel: string): string {
  return rel.split(path.sep).join('/');
}

/** A search path as a portable root: under the workspace, else under `~`, else absolute. */
function portableRoot(absolute: string, workspace: string): CacheRoot {
  const home = os.homedir();
  if (isInside(workspace, absolute))
    return { base: 'workspace', path: toPosix(path.relative(workspace, absolute)) };
  if (home && isInside(home, absolute))
    return { base: 'home', path: toPosix(path.relative(home, absolute)) };
  return { base: 'absolute', path: absolute };
}

/** Where a root is on this machine. */
export function rootPath(root: CacheRoot, workspace: string): string {
  if (root.base === 'absolute') return root.path;
  const base = root.base === 'home' ? os.homedir() : path.resolve(workspace);
  return root.path === '' ? base : path.join(base, ...root.path.split('/'));
}

/** The roots of the cache's paths: the patterns' search paths (none nested in another). */
export async function resolveRoots(
  paths: readonly string[],
  workspace: string,
): Promise<CacheRoot[]> {
  const found = await globber(paths, workspace);
  const absolute = path.resolve(workspace);
  return found.getSearchPaths().map((p) => portableRoot(p, absolute));
}

/** The walk's columns as it fills them (a plain array per field: no object per entry). */
class TreeBuilder {
  readonly type: string[] = [];
  readonly root: number[] = [];
  readonly path: string[] = [];
  readonly size: number[] = [];
  readonly mode: number[] = [];
  readonly mtime: number[] = [];
  readonly link = new Map<number, string>();

  /** Adds `absolute` (with `relative` inside root `root`); returns its type, or 0 if skipped. */
  add(absolute: string, root: number, relative: string): number {
    let stats: Stats | undefined;
    try {
      stats = lstatSync(absolute, NO_THROW);
    } catch {
      return 0; // unreadable: as if gone
    }
    if (!stats) return 0; // gone since it was listed
    const format = stats.mode & S_IFMT;
    const type = format === S_IFREG ? F : format === S_IFDIR ? D : format === S_IFLNK ? L : 0;
    if (type === 0) return 0; // sockets, fifos and devices are not cached
    if (type === L) this.link.set(this.path.length, readlinkSync(absolute));
    this.type.push(type === F ? 'f' : type === D ? 'd' : 'l');
    this.root.push(root);
    this.path.push(relative);
    this.size.push(type === F ? stats.size : 0);
    this.mode.push(stats.mode & 0o7777);
    this.mtime.push(Math.floor(stats.mtimeMs));
    return type;
  }

  done(roots: CacheRoot[], rootPaths: string[]): WalkedTree {
    return { ...this, type: this.type.join(''), roots, rootPaths };
  }
}

const { S_IFMT, S_IFREG, S_IFDIR, S_IFLNK } = constants;
const [F, D, L] = [1, 2, 3];
const NO_THROW = { throwIfNoEntry: false } as const;

/** Where entry `i` of a walked tree (or of a manifest, given its roots' paths) is on disk. */
export function absolutePath(rootPaths: readonly string[], root: number, relative: string): string {
  const base = rootPaths[root]!;
  if (relative === '') return base;
  const native = path.sep === '/' ? relative : relative.replaceAll('/', path.sep);
  return base.endsWith(path.sep) ? base + native : base + path.sep + native;
}

/** Paths without glob characters or exclusions: the common case (`node_modules`, `~/.npm`). */
function allLiteral(paths: readonly string[]): boolean {
  return paths
    .map((p) => p.trim())
    .filter((p) => p !== '' && !p.startsWith('#'))
    .every((p) => !p.startsWith('!') && !/[*?[]/.test(p));
}

/** Entries stat'ed between two yields to the event loop. */
const WALK_YIELD_EVERY = 1000;

/**
 * Everything under literal roots, with blocking calls: each folder is read, then each of its
 * entries lstat'ed (so a folder's files are together in walk order, as packs want them), then its
 * subfolders are walked in turn. @actions/glob's walk stats and matches each item through
 * promises: on a 51,000-entry tree (500 folders of 100 files) it took 5.9 s, where a walk like
 * this takes about 0.3 s (an lstat per entry is most of it, in the kernel). So for literal paths
 * the glob only resolves the roots; globs and exclusions still go through it. Paths are built by
 * concatenation (the names come from readdir, so nothing needs normalising). It yields to the
 * event loop every WALK_YIELD_EVERY entries, so that the save's lookup of the prior manifest (a
 * listing, a GET, a decode) runs during the walk instead of waiting for it to end.
 */
async function walkLiteral(searchPaths: readonly string[], tree: TreeBuilder): Promise<void> {
  let sinceYield = 0;
  for (const [root, rootPath] of searchPaths.entries()) {
    if (tree.add(rootPath, root, '') !== D) continue;
    const stack: Array<[string, string]> = [[rootPath, '']];
    while (stack.length) {
      const [dir, relative] = stack.pop()!;
      const prefix = dir.endsWith(path.sep) ? dir : dir + path.sep;
      const names = readdirSync(dir);
      const subfolders: Array<[string, string]> = [];
      for (const name of names) {
        const absolute = prefix + name;
        const inside = relative === '' ? name : `${relative}/${name}`;
        if (tree.add(absolute, root, inside) === D) subfolders.push([absolute, inside]);
      }
      for (let i = subfolders.length - 1; i >= 0; i--) stack.push(subfolders[i]!);
      sinceYield += names.length;
      if (sinceYield >= WALK_YIELD_EVERY) {
        sinceYield = 0;
        await new Promise(setImmediate);
      }
    }
  }
}

/** What a walk found: one row per entry (see EntryColumns), and the roots it was made from. */
export interface WalkedTree extends EntryColumns {
  readonly roots: CacheRoot[];
  /** Each root's absolute path on this machine (the patterns' search paths). */
  readonly rootPaths: string[];
}

/** Walks the paths (globs, `!` exclusions, `~`) and stats what it finds, without following symlinks. */
export async function walkCachePaths(
  paths: readonly string[],
  workspace: string,
): Promise<WalkedTree> {
  const found = await globber(paths, workspace);
  const searchPaths = found.getSearchPaths();
  const absolute = path.resolve(workspace);
  const roots = searchPaths.map((p) => portableRoot(p, absolute));
  const tree = new TreeBuilder();
  if (allLiteral(paths)) {
    await walkLiteral(searchPaths, tree);
    return tree.done(roots, searchPaths);
  }
  const seen = new Set<string>();
  for await (const item of found.globGenerator()) {
    if (seen.has(item)) continue;
    seen.add(item);
    let root = -1;
    for (let i = 0; i < searchPaths.length; i++)
      if (
        isInside(searchPaths[i]!, item) &&
        (root < 0 || searchPaths[i]!.length > searchPaths[root]!.length)
      )
        root = i;
    if (root < 0) continue;
    const rootPath = searchPaths[root]!;
    // Items are built from their root by path.join, so the root is a prefix (path.relative
    // resolves both sides on every call).
    const relative =
      item === rootPath
        ? ''
        : item.startsWith(`${rootPath}${path.sep}`)
          ? toPosix(item.slice(rootPath.length + 1))
          : toPosix(path.relative(rootPath, item));
    tree.add(item, root, relative);
  }
  return tree.done(roots, searchPaths);
}

import { lstatSync, readdirSync, readlinkSync, type Stats } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as glob from '@actions/glob';
import type { CacheRoot } from './cache-manifest.js';

/** One thing found under the cache's paths. */
export interface WalkEntry {
  readonly absolute: string;
  readonly root: number;
  /** Inside the root, `/`-separated; '' for the root itself. */
  readonly relative: string;
  readonly type: 'f' | 'd' | 'l';
  readonly size: number;
  readonly mode: number;
  readonly mtimeMs: number;
  readonly link?: string;
}

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

function statEntry(item: string, root: number, rootPath: string): WalkEntry | undefined {
  let stats: Stats;
  try {
    stats = lstatSync(item);
  } catch {
    return undefined; // gone since it was listed
  }
  const type = stats.isSymbolicLink()
    ? 'l'
    : stats.isDirectory()
      ? 'd'
      : stats.isFile()
        ? 'f'
        : undefined;
  if (!type) return undefined; // sockets, fifos and devices are not cached
  return {
    absolute: item,
    root,
    // Items are built from their root by path.join, so the root is a prefix (path.relative
    // resolves both sides on every call).
    relative:
      item === rootPath
        ? ''
        : item.startsWith(`${rootPath}${path.sep}`)
          ? toPosix(item.slice(rootPath.length + 1))
          : toPosix(path.relative(rootPath, item)),
    type,
    size: type === 'f' ? stats.size : 0,
    mode: stats.mode & 0o7777,
    mtimeMs: Math.floor(stats.mtimeMs),
    ...(type === 'l' ? { link: readlinkSync(item) } : {}),
  };
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
 * Everything under literal roots, depth first, with blocking calls. @actions/glob's walk stats
 * and matches each item through promises: on a 51,000-entry tree (500 folders of 100 files) it
 * took 5.9 s, where this walk takes 1.0-1.2 s and `readdirSync(recursive)` plus an lstat of each
 * entry 1.4 s (tsx on the shared 2-core machine). So for literal paths the glob only resolves the
 * roots; globs and exclusions still go through it. It yields to the event loop every
 * WALK_YIELD_EVERY entries, so that the save's lookup of the prior manifest (a listing, a GET,
 * a decode) runs during the walk instead of waiting for it to end.
 */
async function walkLiteral(searchPaths: readonly string[]): Promise<WalkEntry[]> {
  const entries: WalkEntry[] = [];
  for (const [root, rootPath] of searchPaths.entries()) {
    const stack = [rootPath];
    while (stack.length) {
      const item = stack.pop()!;
      const entry = statEntry(item, root, rootPath);
      if (!entry) continue;
      entries.push(entry);
      if (entries.length % WALK_YIELD_EVERY === 0) await new Promise(setImmediate);
      if (entry.type !== 'd') continue;
      const children = readdirSync(item);
      for (let i = children.length - 1; i >= 0; i--) stack.push(path.join(item, children[i]!));
    }
  }
  return entries;
}

/** Walks the paths (globs, `!` exclusions, `~`) and stats what it finds, without following symlinks. */
export async function walkCachePaths(
  paths: readonly string[],
  workspace: string,
): Promise<{ roots: CacheRoot[]; entries: WalkEntry[] }> {
  const found = await globber(paths, workspace);
  const searchPaths = found.getSearchPaths();
  const absolute = path.resolve(workspace);
  const roots = searchPaths.map((p) => portableRoot(p, absolute));
  if (allLiteral(paths)) return { roots, entries: await walkLiteral(searchPaths) };
  const entries: WalkEntry[] = [];
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
    const entry = statEntry(item, root, searchPaths[root]!);
    if (entry) entries.push(entry);
  }
  return { roots, entries };
}

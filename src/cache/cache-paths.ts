import { lstatSync, readlinkSync, type Stats } from 'node:fs';
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

/** Walks the paths (globs, `!` exclusions, `~`) and stats what it finds, without following symlinks. */
export async function walkCachePaths(
  paths: readonly string[],
  workspace: string,
): Promise<{ roots: CacheRoot[]; entries: WalkEntry[] }> {
  const found = await globber(paths, workspace);
  const searchPaths = found.getSearchPaths();
  const absolute = path.resolve(workspace);
  const roots = searchPaths.map((p) => portableRoot(p, absolute));
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
    let stats: Stats;
    try {
      stats = lstatSync(item);
    } catch {
      continue; // gone since the glob saw it
    }
    const type = stats.isSymbolicLink()
      ? 'l'
      : stats.isDirectory()
        ? 'd'
        : stats.isFile()
          ? 'f'
          : undefined;
    if (!type) continue; // sockets, fifos and devices are not cached
    entries.push({
      absolute: item,
      root,
      relative: toPosix(path.relative(searchPaths[root]!, item)),
      type,
      size: type === 'f' ? stats.size : 0,
      mode: stats.mode & 0o7777,
      mtimeMs: Math.floor(stats.mtimeMs),
      ...(type === 'l' ? { link: readlinkSync(item) } : {}),
    });
  }
  return { roots, entries };
}

/** The cache's `path` patterns as roots: where each is on this machine, portable between runners. */
import os from 'node:os';
import path from 'node:path';
import * as glob from '@actions/glob';
import type { CacheRoot } from '../store/manifest-types.js';
import { isInside } from './root-paths.js';

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

/** @actions/glob over the patterns, anchored at the workspace; symlinks are not followed. */
export function globber(paths: readonly string[], workspace: string) {
  return glob.create(anchoredPatterns(paths, workspace), {
    followSymbolicLinks: false, // symlinks are stored as symlinks
    implicitDescendants: true,
    matchDirectories: true,
    omitBrokenSymbolicLinks: false,
  });
}

export function toPosix(rel: string): string {
  return rel.split(path.sep).join('/');
}

/** A search path as a portable root: under the workspace, else under `~`, else absolute. */
export function portableRoot(absolute: string, workspace: string): CacheRoot {
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

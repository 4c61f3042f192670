import { lstat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as glob from '@actions/glob';

export interface PathTotals {
  readonly files: number;
  readonly bytes: number;
}

/**
 * Files and bytes under the cache paths, as @actions/cache would archive them (globs, `!`
 * exclusions, `~` for the home folder): @actions/cache does not report them itself.
 */
export async function countPaths(paths: readonly string[], workspace: string): Promise<PathTotals> {
  const patterns = paths
    .map((p) => {
      const negated = p.startsWith('!');
      let body = negated ? p.slice(1) : p;
      if (body === '~' || body.startsWith('~/')) body = path.join(os.homedir(), body.slice(1));
      else if (!path.isAbsolute(body)) body = path.join(workspace, body);
      return `${negated ? '!' : ''}${body}`;
    })
    .join('\n');
  const globber = await glob.create(patterns, {
    implicitDescendants: true,
    followSymbolicLinks: false,
  });
  let files = 0;
  let bytes = 0;
  for await (const file of globber.globGenerator()) {
    const stats = await lstat(file).catch(() => undefined);
    if (!stats || stats.isDirectory()) continue;
    files++;
    bytes += stats.isFile() ? stats.size : 0;
  }
  return { files, bytes };
}

import { lstatSync, realpathSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isInside } from '../paths/root-paths.js';

/** A cache path that a symlink leads out of the places a restore writes to without asking. */
export class LinkedRootError extends Error {
  override readonly name = 'LinkedRootError';
}

/** `absolute` with every symlink on the way resolved, as far as it exists; the rest as written. */
export function realPathSoFar(absolute: string): string {
  const rest: string[] = [];
  for (let at = absolute; ; at = path.dirname(at)) {
    try {
      return path.join(realpathSync(at), ...rest.reverse());
    } catch {
      if (at === path.dirname(at)) return absolute;
      rest.push(path.basename(at));
    }
  }
}

/** Where a restore writes without asking: the workspace, the home folder, the runner's temp. */
export function restoreBases(workspace: string): string[] {
  const bases = [path.resolve(workspace), os.homedir()];
  const runnerTemp = process.env.RUNNER_TEMP;
  if (runnerTemp) bases.push(path.resolve(runnerTemp));
  return bases.filter((b) => b !== '');
}

/**
 * Refuses a root that a symlink leads somewhere outside `bases` (each taken with its own links
 * resolved): the root itself a symlink, or a folder above it inside one of the bases. A second
 * cache whose `path` is a symlink another restore (or a build step) planted would otherwise
 * write wherever it points (`~/.ssh`, a folder on PATH). A root outside the bases that no link
 * leads to (`/opt/tool`) is the user's own choice and stays allowed; so is every root when the
 * user allows linked paths.
 */
export function checkRootLinks(
  rootPaths: readonly string[],
  bases: readonly string[],
  allow: boolean,
): void {
  if (allow) return;
  const realBases = bases.map(realPathSoFar);
  for (const root of rootPaths) {
    const real = realPathSoFar(root);
    if (realBases.some((base) => isInside(base, real))) continue;
    const underBase = bases.some((base) => isInside(base, root));
    const isLink = lstatSync(root, { throwIfNoEntry: false })?.isSymbolicLink() === true;
    if (underBase || isLink)
      throw new LinkedRootError(
        `the cache path ${JSON.stringify(root)} leads through a symlink to ${JSON.stringify(real)}, outside the workspace, the home folder and the runner's temporary folder; a restore writes there only when linked paths are allowed`,
      );
  }
}

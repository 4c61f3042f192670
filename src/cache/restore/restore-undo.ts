import { chmodSync, rmdirSync, rmSync } from 'node:fs';
import { undoPending } from './restore-commit.js';
import type { Made } from './restore-finish.js';
import { removeStagings } from './restore-staging.js';

/**
 * The one place that takes back a failed restore, called only once every worker has stopped (a
 * worker still landing files would write behind it): the staging folders whole (or the roots
 * they became), then, from the plan's names alone (a worker that died mid-task reported
 * nothing), each set-aside file put back over its final name, each new file removed, every
 * temporary name removed (restore-commit.ts's undoPending); the blobs' downloads, the modes of folders changed, then the folders made, deepest
 * first. Never throws: returns what it could not take back, for a warning.
 */
export function undo(made: Made): string[] {
  const problems: string[] = [];
  const attempt = (what: string, step: () => void) => {
    try {
      step();
    } catch (error) {
      problems.push(`${JSON.stringify(what)} (${JSON.stringify((error as Error).message)})`);
    }
  };
  for (const s of made.stagings) attempt(s.staging, () => removeStagings([s]));
  if (made.targets) problems.push(...undoPending(made.targets, made.pending));
  for (const file of made.fetch.temporary) attempt(file, () => rmSync(file, { force: true }));
  for (const { path, mode } of [...made.folderModes].reverse())
    attempt(path, () => chmodSync(path, mode));
  for (const dir of [...made.dirs].reverse()) {
    try {
      rmdirSync(dir);
    } catch {
      // not empty: the parents of a root, or something else wrote there meanwhile
    }
  }
  return problems;
}

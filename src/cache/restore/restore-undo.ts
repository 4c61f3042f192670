import { chmodSync, rmdirSync, rmSync } from 'node:fs';
import { undoPending } from './restore-commit.js';
import type { RestoreRecord } from './restore-record.js';
import { removeStagings } from './restore-staging.js';

/**
 * Takes back what `record` says a failed restore made. Called only by RestoreJob.abandon, the one
 * place that undoes, once every worker has stopped (a worker still landing files would write
 * behind it): the staging folders whole (or the roots they became), then, from the plan's names
 * alone (a worker that died mid-task reported nothing), each set-aside file put back over its
 * final name, each new file removed, every temporary name removed (restore-commit.ts's
 * undoPending); the blobs' downloads, the modes of folders changed, then the folders made,
 * deepest first. Never throws: returns what it could not take back, for a warning.
 */
export function undo(record: RestoreRecord): string[] {
  const problems: string[] = [];
  const attempt = (what: string, step: () => void) => {
    try {
      step();
    } catch (error) {
      problems.push(`${JSON.stringify(what)} (${JSON.stringify((error as Error).message)})`);
    }
  };
  for (const s of record.stagings) attempt(s.staging, () => removeStagings([s]));
  if (record.targets) problems.push(...undoPending(record.targets, record.pending));
  for (const file of record.downloads) attempt(file, () => rmSync(file, { force: true }));
  for (const { path, mode } of [...record.folderModes].reverse())
    attempt(path, () => chmodSync(path, mode));
  for (const dir of [...record.dirs].reverse()) {
    try {
      rmdirSync(dir);
    } catch {
      // not empty: the parents of a root, or something else wrote there meanwhile
    }
  }
  return problems;
}

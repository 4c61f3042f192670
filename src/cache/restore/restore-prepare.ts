import type { CacheManifest, StoredObject } from '../store/manifest-types.js';
import type { CacheRestoreResult } from '../store/cache-types.js';
import { checkDiskRoom } from './disk-room.js';
import type { RestoreJob } from './restore-job.js';
import { makeDirRecorded, makeStagings, planStaging } from './restore-staging.js';
import { probeRootFolding } from './restore-folding.js';
import { restoreTargets } from './restore-plan.js';
import type { RestoreTargets, Staging } from './restore-targets.js';
import { checkRootLinks, restoreBases } from './root-links.js';

// The restore's checks before anything is written ('Check the tree'), then its first writes.

/** The plan with its staging folders, as the restore prepared the disk for it. */
export interface PreparedTree {
  readonly targets: RestoreTargets;
  readonly stagings: readonly Staging[];
  /** The missing folders inside staging folders (restore-staging.ts's planStaging). */
  readonly stagedDirs: readonly string[];
  /** The folders the restore made (final paths). */
  readonly created: ReadonlySet<string>;
}

/**
 * The plan of what to write, each path checked against the disk (restore-targets.ts), once the
 * roots themselves are checked: only where something is written, since a lookup says only
 * whether the entry exists. Each root's file system is probed first, so that names are compared
 * as it compares them (restore-folding.ts). Any refusal, in `refused`, makes the restore a miss.
 */
export async function checkTree(
  job: RestoreJob,
  manifest: CacheManifest,
  rootPaths: readonly string[],
): Promise<RestoreTargets> {
  const { request } = job;
  checkRootLinks(rootPaths, restoreBases(request.workspace), request.allowLinkedPaths === true);
  return job.phases.time('prepare', async () =>
    restoreTargets(manifest, rootPaths, job.umask, {
      linksMayLeave: request.allowLinkedPaths === true,
      foldings: await probeRootFolding(rootPaths),
    }),
  );
}

/**
 * The miss for an entry the plan refuses any part of: nothing is written, since what a restore
 * leaves must be the entry, or the tree as it was. Each refusal is a warning (the first 20).
 */
export function refusedMiss(
  job: RestoreJob,
  refused: readonly string[],
  key: string,
): CacheRestoreResult {
  job.warnings.push(...refused.slice(0, 20));
  if (refused.length > 20) job.warnings.push(`... and ${refused.length - 20} more refused`);
  return job.miss(
    `the cache was not restored: the entry ${JSON.stringify(key)} holds ${refused.length} path(s) refused above`,
  );
}

/**
 * The disk readied for the plan, every step recorded for an undo: its room checked, the roots
 * that do not exist staged (restore-staging.ts; staging folders killed restores left are swept,
 * each a warning), the folders outside staging folders made.
 */
export async function prepareDisk(
  job: RestoreJob,
  planned: RestoreTargets,
  objects: readonly StoredObject[],
): Promise<PreparedTree> {
  return job.phases.time('prepare', async () => {
    job.signal.throwIfAborted();
    checkDiskRoom(planned, objects);
    const created = new Set(planned.missingDirs);
    const { targets, stagings, stagedDirs } = planStaging(planned);
    const swept = makeStagings(stagings, job.record);
    for (const dir of swept)
      job.warnings.push(`removed ${JSON.stringify(dir)}, left by a restore that was killed`);
    // Folders inside a staging folder are made by the workers as they land files there.
    for (const dir of targets.missingDirs) makeDirRecorded(dir, job.record);
    return { targets, stagings, stagedDirs, created };
  });
}

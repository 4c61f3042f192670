import { mkdirSync } from 'node:fs';
import { PhaseCollector } from '../../phases.js';
import { fetchManifest, lookupEntry } from '../store/cache-lookup.js';
import { fileTotals, ManifestError } from '../store/cache-manifest.js';
import type { CacheManifest } from '../store/manifest-types.js';
import { resolveRoots, rootPath } from '../paths/cache-roots.js';
import { assertZstd } from '../runtime/cache-runtime.js';
import { holdYoungGeneration, liftHoldWhile } from '../runtime/young-generation.js';
import { collectGarbage } from '../runtime/collect-garbage.js';
import {
  DEFAULT_RESTORE_DEADLINE_MS,
  type CacheRestoreRequest,
  type CacheRestoreResult,
  type CacheSession,
} from '../store/cache-types.js';
import { CacheWorkerPool } from '../workers/cache-worker-pool.js';
import { checkDiskRoom } from './disk-room.js';
import { fetchAndLand } from './restore-fetch.js';
import { emptyMade, finishTree, readUmask, writeEmptyFiles } from './restore-finish.js';
import {
  foldersWithoutContent,
  makeDirRecorded,
  makeStagings,
  planStaging,
} from './restore-staging.js';
import { entryKinds } from '../store/entry-kinds.js';
import { restoreTargets, unstaged } from './restore-targets.js';
import { undo } from './restore-undo.js';
import { checkRootLinks, restoreBases } from './root-links.js';
import type { RestorePool, RestoreTask } from './restore-task-types.js';

/** A stored manifest this large (about 25,000 files) leaves enough garbage to collect at once. */
const COLLECT_AFTER_MANIFEST_BYTES = 1024 * 1024;

const RESTORE_PHASES = [
  { name: 'lookup', label: 'Lookup' },
  { name: 'manifest', label: 'Manifest' },
  { name: 'prepare', label: 'Check the tree' },
  { name: 'download', label: 'Download' },
  { name: 'unpack', label: 'Decompress and write' },
  { name: 'finish', label: 'Folders, links, empty files' },
];

/**
 * Restores the best entry for the keys (see lookupEntry) into the cache's paths. Any failure
 * after the lookup (a pack missing or corrupt, a hash mismatch, the deadline, an entry the plan
 * refuses) is a miss with a warning, and the tree is left as it was: the workers are stopped,
 * then everything written is removed and every file replaced is put back (restore-undo.ts).
 */
export async function restoreCache(
  session: CacheSession,
  request: CacheRestoreRequest,
  signal: AbortSignal,
): Promise<CacheRestoreResult> {
  assertZstd();
  const phases = new PhaseCollector(RESTORE_PHASES);
  const deadlineMs = request.deadlineMs ?? DEFAULT_RESTORE_DEADLINE_MS;
  const deadline = AbortSignal.timeout(deadlineMs);
  const jobSignal = AbortSignal.any([signal, deadline]);
  const warnings: string[] = [];
  let keysTried: readonly string[] = [];
  const miss = (why?: string): CacheRestoreResult => {
    if (why) warnings.push(why);
    return {
      outcome: 'miss',
      keysTried,
      files: 0,
      bytes: 0,
      unchangedFiles: 0,
      phases: phases.list(),
      warnings,
    };
  };
  const failed = (error: unknown): CacheRestoreResult => {
    if (signal.aborted) throw signal.reason;
    if (deadline.aborted)
      return miss(
        `the restore passed its deadline of ${Math.round(deadlineMs / 1000)} s and was abandoned`,
      );
    return miss(`the cache was not restored: ${(error as Error).message}`);
  };

  holdYoungGeneration();
  const umask = readUmask(); // before the workers start: reading it sets it for a moment
  let pool: RestorePool | undefined;
  let stopWorkers: (() => void) | undefined;
  try {
    let found;
    try {
      found = await phases.time('lookup', () =>
        lookupEntry(
          session,
          request.store,
          {
            version: request.version,
            scopes: request.readScopes,
            primaryKey: request.primaryKey,
            restoreKeys: request.restoreKeys,
          },
          jobSignal,
        ),
      );
    } catch (error) {
      return failed(error);
    }
    keysTried = found.keysTried;
    const entry = found.entry;
    if (!entry) return miss();
    // Started once there is an entry to restore, not after the manifest: a worker's start (60-81
    // ms of CPU each, `npm run bench -- digests`) then overlaps the manifest's GET, and the plan
    // no longer waits for it. With V8's flags as Node set them: the hold is lifted until they
    // have loaded (young-generation.ts), and the decode, this thread's first large allocation,
    // waits for that.
    if (!request.lookupOnly) {
      const workers = (pool = new CacheWorkerPool<RestoreTask>());
      liftHoldWhile(workers.started);
      // A deadline or a cancel stops the workers' tasks at their next file (worker-stop.ts):
      // their loops are synchronous, and only the pool's shared flag reaches them.
      stopWorkers = () => workers.stop();
      jobSignal.addEventListener('abort', stopWorkers, { once: true });
    }
    const started = pool?.started;

    let manifest: CacheManifest;
    let sha256: string;
    let manifestBytes = 0;
    let rootPaths: string[];
    try {
      ({
        manifest,
        sha256,
        bytes: manifestBytes,
      } = await phases.time('manifest', () =>
        fetchManifest(session, request.store, entry.objectKey, jobSignal, {
          beforeDecode: () => started,
          listedBytes: entry.size,
        }),
      ));
      phases.add('manifest', 1, manifestBytes);
      // The manifest's JSON text and parsed paths are garbage now, and this thread's heap grows
      // no more after its plan, so V8 would keep them through the peak (collect-garbage.ts). A
      // save's heap goes on growing, and collects them in its own time.
      if (manifestBytes >= COLLECT_AFTER_MANIFEST_BYTES) collectGarbage();
      if (
        manifest.key !== entry.key ||
        manifest.scope !== entry.scope ||
        manifest.version !== request.version
      )
        throw new ManifestError('its key, scope or version does not match its name');
      const roots = await resolveRoots(request.paths, request.workspace);
      if (JSON.stringify(roots) !== JSON.stringify(manifest.roots))
        throw new ManifestError('it was saved from other paths than these');
      rootPaths = roots.map((r) => rootPath(r, request.workspace));
    } catch (error) {
      return failed(error);
    }
    const { entries } = manifest;
    const totals = fileTotals(entries);
    const base = {
      outcome: found.exact ? ('exact' as const) : ('restore-key' as const),
      matchedKey: entry.key,
      matchedScope: entry.scope,
      keysTried,
      files: totals.files,
      bytes: totals.bytes,
      ...entryKinds(entries.type),
      manifestBytes,
      reuse: { manifestObjectKey: entry.objectKey, manifestSha256: sha256 },
    };
    if (!pool) return { ...base, unchangedFiles: 0, phases: phases.list(), warnings };
    const workers = pool;

    const made = emptyMade();
    try {
      // Only where something is written: a lookup says whether the entry exists.
      checkRootLinks(rootPaths, restoreBases(request.workspace), request.allowLinkedPaths === true);
      const planned = await phases.time('prepare', async () =>
        restoreTargets(manifest, rootPaths, umask, {
          linksMayLeave: request.allowLinkedPaths === true,
        }),
      );
      // Nothing is written for an entry the plan refuses any part of: what a restore leaves
      // must be the entry, or the tree as it was.
      if (planned.refused.length > 0) {
        warnings.push(...planned.refused.slice(0, 20));
        if (planned.refused.length > 20)
          warnings.push(`... and ${planned.refused.length - 20} more refused`);
        return miss(
          `the cache was not restored: the entry ${JSON.stringify(entry.key)} holds ${planned.refused.length} path(s) refused above`,
        );
      }
      const { targets, stagings, stagedDirs, created } = await phases.time('prepare', async () => {
        jobSignal.throwIfAborted();
        checkDiskRoom(planned, manifest.objects);
        const created = new Set(planned.missingDirs);
        const { targets: t, stagings: s, stagedDirs: staged } = planStaging(planned);
        const swept = makeStagings(s, made.stagings, made.dirs);
        for (const dir of swept)
          warnings.push(`removed ${JSON.stringify(dir)}, left by a restore that was killed`);
        // Folders inside a staging folder are made by the workers as they land files there.
        for (const dir of t.missingDirs) makeDirRecorded(dir, made.dirs);
        return { targets: t, stagings: s, stagedDirs: staged, created };
      });
      made.targets = targets;
      // Every name a worker or this thread may write outside a staging folder, known before the
      // first is written, so an undo removes them whoever wrote them.
      made.pending.push(...unstaged(targets, targets.files), ...unstaged(targets, targets.links));
      const empty = targets.files.filter((f) => entries.size[f] === 0);
      const withContent = targets.files.filter((f) => entries.size[f]! > 0);
      const landing = fetchAndLand(
        session,
        request.store,
        manifest.objects,
        targets,
        withContent,
        pool,
        phases,
        jobSignal,
        made.fetch,
      );
      // Worked out while the workers fetch and land (this thread would only wait).
      const bare = foldersWithoutContent(stagedDirs, targets, withContent);
      await landing;
      jobSignal.throwIfAborted();
      await phases.time('finish', async () => {
        for (const dir of bare) mkdirSync(dir, { recursive: true });
        writeEmptyFiles(targets, empty);
        warnings.push(...(await finishTree(targets, stagings, created, made, workers)));
      });
      const unchangedFiles = targets.unchanged;
      if (targets.files.length === 0 && targets.links.length === 0)
        warnings.push(
          `the tree already holds this entry: nothing was rewritten (${unchangedFiles} entries unchanged)`,
        );
      return {
        ...base,
        unchangedFiles,
        bytesDownloaded: made.fetch.bytesDownloaded,
        phases: phases.list(),
        warnings,
      };
    } catch (error) {
      // The workers stop at their next file, then end: a worker still landing files would
      // write behind the undo.
      pool.stop();
      await pool.close();
      const left = undo(made);
      if (left.length > 0)
        warnings.push(
          `the failed restore could not take back everything: ${left.slice(0, 5).join(', ')}${left.length > 5 ? ` and ${left.length - 5} more` : ''}`,
        );
      return failed(error);
    }
  } finally {
    if (stopWorkers) jobSignal.removeEventListener('abort', stopWorkers);
    await pool?.close();
  }
}

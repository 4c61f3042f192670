import type { PhaseCollector } from '../../phases.js';
import { lookupEntry, type LookupOutcome } from '../store/cache-lookup.js';
import { decodeManifestBytes, fetchManifest } from '../store/manifest-read.js';
import { fileTotals, ManifestError } from '../store/cache-manifest.js';
import type { CacheManifest } from '../store/manifest-types.js';
import { resolveRoots, rootPath } from '../paths/cache-roots.js';
import { assertZstd } from '../runtime/cache-runtime.js';
import { collectGarbage } from '../runtime/collect-garbage.js';
import type {
  CacheRestoreRequest,
  CacheRestoreResult,
  CacheSession,
} from '../store/cache-types.js';
import { entryKinds } from '../store/entry-kinds.js';
import { fetchAndLand } from './restore-fetch.js';
import { finish } from './restore-finish.js';
import { RestoreJob } from './restore-job.js';
import { preconnectRestore } from './restore-preconnect.js';
import { checkTree, prepareDisk, refusedMiss } from './restore-prepare.js';
import { foldersWithoutContent } from './restore-staging.js';

/** A stored manifest this large (about 25,000 files) leaves enough garbage to collect at once. */
const COLLECT_AFTER_MANIFEST_BYTES = 1024 * 1024;

/** The entry found, its manifest checked against it and the request, and where its roots are. */
interface EntryRead {
  readonly found: LookupOutcome & { readonly entry: NonNullable<LookupOutcome['entry']> };
  readonly manifest: CacheManifest;
  readonly sha256: string;
  readonly manifestBytes: number;
  readonly rootPaths: string[];
}

/** A hit's result, less what only writing the entry tells (unchangedFiles, bytesDownloaded...). */
type Hit = Omit<CacheRestoreResult, 'unchangedFiles' | 'phases' | 'warnings'>;

/**
 * Restores the best entry for the keys (see lookupEntry) into the cache's paths. Any failure
 * after the lookup (a pack missing or corrupt, a hash mismatch, the deadline, an entry the plan
 * refuses) is a miss with a warning, and the tree is left as it was: the workers are stopped,
 * then everything written is removed and every file replaced is put back (RestoreJob.abandon).
 */
export async function restoreCache(
  session: CacheSession,
  request: CacheRestoreRequest,
  signal: AbortSignal,
  watch?: (phases: PhaseCollector) => void,
): Promise<CacheRestoreResult> {
  assertZstd();
  const job = new RestoreJob(session, request, signal);
  // A front-end's progress line reads the phases while the job fills them.
  watch?.(job.phases);
  try {
    // Started with the lookup, not after it: a worker's start (60-81 ms of CPU each, `npm run
    // bench -- digests`) and its connections to the store (restore-preconnect.ts) then overlap the
    // lookup and the manifest's GET, which at a runner's distance are round trips in a row; a
    // miss pays for threads it did not use. The decode, this thread's first large allocation,
    // waits for them.
    if (!request.lookupOnly) {
      job.startWorkers();
      preconnectRestore(job);
    }
    let found: LookupOutcome;
    try {
      found = await lookup(job);
    } catch (error) {
      return job.failed(error, true);
    }
    const entry = found.entry;
    if (!entry) return job.miss();
    let read: EntryRead;
    try {
      read = await readManifest(job, { ...found, entry });
    } catch (error) {
      return job.failed(error);
    }
    const hit = hitOf(read);
    if (request.lookupOnly)
      return { ...hit, unchangedFiles: 0, phases: job.phases.list(), warnings: job.warnings };
    return await restoreEntry(job, read, hit);
  } finally {
    await job.close();
  }
}

/** The best entry for the request's keys, in its scopes (cache-lookup.ts). */
async function lookup(job: RestoreJob): Promise<LookupOutcome> {
  const { request } = job;
  // Until the lookup answers, a failure has tried every key it was given.
  job.keysTried = [request.primaryKey, ...request.restoreKeys];
  const found = await job.phases.time('lookup', () =>
    lookupEntry(
      job.session,
      job.store,
      {
        version: request.version,
        scopes: request.readScopes,
        primaryKey: request.primaryKey,
        restoreKeys: request.restoreKeys,
      },
      job.signal,
    ),
  );
  job.keysTried = found.keysTried;
  return found;
}

/**
 * The entry's manifest, decoded once the workers have loaded (if any), and checked against the
 * entry's name and the request's version and paths.
 */
async function readManifest(job: RestoreJob, found: EntryRead['found']): Promise<EntryRead> {
  const { request, phases } = job;
  const { entry } = found;
  const started = job.workersStarted;
  const fetched = found.manifest;
  if (fetched && 'error' in fetched) throw fetched.error;
  const decodeOptions = { beforeDecode: () => started };
  // Read by the lookup's GET when the exact key hit; else fetched now.
  const { manifest, sha256, bytes } = await phases.time('manifest', () =>
    fetched
      ? decodeManifestBytes(
          { store: job.store, objectKey: entry.objectKey },
          fetched,
          decodeOptions,
        )
      : fetchManifest(
          job.session,
          {
            store: job.store,
            objectKey: entry.objectKey,
            ...decodeOptions,
            listedBytes: entry.size || undefined,
          },
          job.signal,
        ),
  );
  phases.add('manifest', 1, bytes);
  // The manifest's JSON text and parsed paths are garbage now, and this thread's heap grows
  // no more after its plan, so V8 would keep them through the peak (collect-garbage.ts). A
  // save's heap goes on growing, and collects them in its own time.
  if (bytes >= COLLECT_AFTER_MANIFEST_BYTES) collectGarbage();
  if (
    manifest.key !== entry.key ||
    manifest.scope !== entry.scope ||
    manifest.version !== request.version
  )
    throw new ManifestError('its key, scope or version does not match its name');
  const roots = await resolveRoots(request.paths, request.workspace);
  if (JSON.stringify(roots) !== JSON.stringify(manifest.roots))
    throw new ManifestError('it was saved from other paths than these');
  const rootPaths = roots.map((r) => rootPath(r, request.workspace));
  return { found, manifest, sha256, manifestBytes: bytes, rootPaths };
}

function hitOf({ found, manifest, sha256, manifestBytes }: EntryRead): Hit {
  const { entry } = found;
  const { entries } = manifest;
  const totals = fileTotals(entries);
  return {
    outcome: found.exact ? 'exact' : 'restore-key',
    matchedKey: entry.key,
    matchedScope: entry.scope,
    keysTried: found.keysTried,
    files: totals.files,
    bytes: totals.bytes,
    ...entryKinds(entries.type),
    manifestBytes,
    reuse: { manifestObjectKey: entry.objectKey, manifestSha256: sha256 },
  };
}

/**
 * Writes the entry: the tree checked (a refusal is a miss before anything is written), the disk
 * prepared, the files fetched and landed, the tree finished. Any failure is taken back
 * (RestoreJob.abandon).
 */
async function restoreEntry(
  job: RestoreJob,
  read: EntryRead,
  hit: Hit,
): Promise<CacheRestoreResult> {
  const { manifest } = read;
  try {
    const planned = await checkTree(job, manifest, read.rootPaths);
    if (planned.refused.length > 0) return refusedMiss(job, planned.refused, read.found.entry.key);
    const tree = await prepareDisk(job, planned, manifest.objects);
    const { targets } = tree;
    job.record.planned(targets);
    const { size } = manifest.entries;
    const empty = targets.files.filter((f) => size[f] === 0);
    const withContent = targets.files.filter((f) => size[f]! > 0);
    const landing = fetchAndLand(job, manifest.objects, targets, withContent);
    // Worked out while the workers fetch and land (this thread would only wait).
    const bare = foldersWithoutContent(tree.stagedDirs, targets, withContent);
    await landing;
    job.signal.throwIfAborted();
    await finish(job, tree, bare, empty);
    const unchangedFiles = targets.unchanged;
    if (targets.files.length === 0 && targets.links.length === 0)
      job.warnings.push(
        `the tree already holds this entry: nothing was rewritten (${unchangedFiles} entries unchanged)`,
      );
    return {
      ...hit,
      unchangedFiles,
      bytesDownloaded: job.bytesDownloaded,
      phases: job.phases.list(),
      warnings: job.warnings,
    };
  } catch (error) {
    return job.abandon(error);
  }
}

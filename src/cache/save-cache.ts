import { PhaseCollector } from '../phases.js';
import { forEachBounded } from '../bounded.js';
import { fetchManifest, newestEntry } from './cache-lookup.js';
import {
  encodeManifest,
  MANIFEST_FORMAT,
  type CacheManifest,
  type CacheRoot,
  type ManifestFile,
  type StoredObject,
} from './cache-manifest.js';
import { entriesFolder, manifestName, storeRoot } from './cache-names.js';
import { walkCachePaths, type WalkEntry } from './cache-paths.js';
import { assertZstd } from './cache-runtime.js';
import { objectExists, putBytes } from './cache-store.js';
import type { CacheSaveRequest, CacheSaveResult, CacheSession } from './cache-types.js';
import { CacheWorkerPool } from './cache-worker-pool.js';
import { batchBySize } from './batches.js';
import { planSave, type HashedFile } from './save-plan.js';
import { uploadNewContent } from './save-upload.js';

const SAVE_PHASES = [
  { name: 'walk', label: 'Walk' },
  { name: 'lookup', label: 'Find reusable packs' },
  { name: 'hash', label: 'Hash' },
  { name: 'pack', label: 'Pack' },
  { name: 'upload', label: 'Upload' },
  { name: 'commit', label: 'Commit manifest' },
];

/** Files per hash task: enough to amortise the message, few enough to spread over the workers. */
const HASH_BATCH_FILES = 256;
const HASH_BATCH_BYTES = 16 * 1024 * 1024;

/**
 * A file whose mtime is within this of the prior save's walk may have been rewritten after that
 * save read it, inside one tick of the file system's clock (Linux stamps files from a coarse
 * clock, a few milliseconds; some file systems keep whole seconds), so its size and mtime
 * prove nothing: it is read again. Git calls such index entries "racily clean".
 */
export const RACY_WINDOW_MS = 1000;

/**
 * Content hashes the prior manifest knows, by root and path. A file whose size and mtime match
 * its entry there is taken to be unchanged and is not read again (restic and git decide the same
 * way): a restore stamps every file with the manifest's mtime, so after a restore only what the
 * job changed is hashed. Inode and ctime, which git also compares, cannot help here: the prior
 * manifest was usually written on another machine, and a restore makes new inodes (and ctimes)
 * for every file. A rewrite that keeps both the size and the mtime to the millisecond goes
 * unseen (`touch -r` does that on purpose; it is rare in a cached tree), except within
 * RACY_WINDOW_MS of the prior walk, where a file is always read.
 */
function knownHashes(prior: CacheManifest | undefined, roots: readonly CacheRoot[]) {
  const known = new Map<string, ManifestFile>();
  if (!prior || JSON.stringify(prior.roots) !== JSON.stringify(roots)) return known;
  const trustedBeforeMs = (prior.scannedAtMs ?? prior.createdAtMs) - RACY_WINDOW_MS;
  for (const f of prior.files)
    if (f.t === 'f' && f.s! > 0 && f.mt < trustedBeforeMs) known.set(`${f.r}\0${f.p}`, f);
  return known;
}

/**
 * Saves the cache's paths as an entry: walk, hash (worker threads), learn what the store holds
 * from one prior manifest, pack and upload only new contents, then commit the manifest last
 * (refused if the key exists, unless `update`). See docs/cache-format.md.
 */
export async function saveCache(
  session: CacheSession,
  request: CacheSaveRequest,
  signal: AbortSignal,
): Promise<CacheSaveResult> {
  assertZstd();
  const phases = new PhaseCollector(SAVE_PHASES);
  const warnings: string[] = [];
  const { store } = request;
  const objectKey = manifestName(store, request.scope, request.version, request.key);
  const empty = {
    files: 0,
    bytes: 0,
    bytesUploaded: 0,
    packsUploaded: 0,
    packsReused: 0,
    blobsUploaded: 0,
  };
  // Checked first, to skip the work; the commit's If-None-Match settles a race.
  if (!request.update && (await objectExists(session, store.bucket, objectKey, signal)))
    return { outcome: 'exists', ...empty, phases: phases.list(), warnings };

  // The prior manifest is fetched while the walk runs.
  const priorManifest = phases.time('lookup', async () => {
    try {
      const hint = request.reuse;
      const objectKeyOfPrior =
        hint && hint.manifestObjectKey.startsWith(entriesFolder(store))
          ? hint.manifestObjectKey
          : (await newestEntry(session, store, request.scope, request.version, signal))?.objectKey;
      if (!objectKeyOfPrior) return undefined;
      const got = await fetchManifest(
        session,
        store,
        objectKeyOfPrior,
        signal,
        hint?.manifestSha256,
      );
      return got.manifest;
    } catch (error) {
      signal.throwIfAborted();
      warnings.push(`no packs reused: ${(error as Error).message}`);
      return undefined;
    }
  });
  priorManifest.catch(() => undefined); // awaited below; a walk failure must not leave it unhandled
  // Prune may have removed a pack since the prior manifest was written: each object it names is
  // checked (HEAD) as soon as it is known, while the walk and the hashing run.
  const priorObjectsGone = priorManifest.then(async (prior) => {
    const gone = new Set<number>();
    if (!prior) return gone;
    await forEachBounded(prior.objects.length, 16, async (index) => {
      const name = storeRoot(store) + prior.objects[index]!.name;
      if (!(await objectExists(session, store.bucket, name, signal))) gone.add(index);
    });
    return gone;
  });
  priorObjectsGone.catch(() => undefined);
  // Started now, so the workers boot while the tree is walked.
  const pool = new CacheWorkerPool();
  try {
    const scannedAtMs = Date.now();
    const { roots, entries } = await phases.time('walk', () =>
      walkCachePaths(request.paths, request.workspace),
    );
    phases.add('walk', entries.length);
    const regular = entries.filter((e) => e.type === 'f');
    const prior = await priorManifest;
    if (entries.length === 0)
      return { outcome: 'nothing-to-save', ...empty, phases: phases.list(), warnings };
    const known = knownHashes(prior, roots);

    const hashes = new Map<string, string>();
    const toHash: WalkEntry[] = [];
    for (const f of regular) {
      if (f.size === 0) continue;
      const same = known.get(`${f.root}\0${f.relative}`);
      if (same && same.s === f.size && same.mt === f.mtimeMs) hashes.set(f.absolute, same.h!);
      else toHash.push(f);
    }
    await phases.time('hash', async () => {
      const batches = batchBySize(toHash, (f) => f.size, HASH_BATCH_BYTES, HASH_BATCH_FILES);
      await forEachBounded(batches.length, pool.size * 2, async (i) => {
        const batch = batches[i]!;
        const { result } = await pool.run<string[]>({
          kind: 'hash',
          files: batch.map((f) => ({ path: f.absolute, size: f.size })),
        });
        batch.forEach((f, j) => hashes.set(f.absolute, result[j]!));
        phases.add(
          'hash',
          batch.length,
          batch.reduce((n, f) => n + f.size, 0),
        );
      });
    });
    const EMPTY_SHA = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
    const hashed: HashedFile[] = regular.map((f) => ({
      path: f.absolute,
      size: f.size,
      sha256: f.size === 0 ? EMPTY_SHA : hashes.get(f.absolute)!,
    }));

    const plan = planSave(hashed, prior, await priorObjectsGone);

    const uploaded = await uploadNewContent(
      session,
      store,
      plan.newSmall,
      plan.newBlobs,
      pool,
      phases,
      signal,
    );

    // The new manifest's objects: the prior ones it reads, then the new ones.
    const objects: StoredObject[] = [];
    const priorIndex = new Map<number, number>();
    for (const index of [...plan.reusedObjects].sort((a, b) => a - b)) {
      priorIndex.set(index, objects.length);
      objects.push(prior!.objects[index]!);
    }
    const offset = objects.length;
    objects.push(...uploaded.objects);
    const files: ManifestFile[] = entries.map((e) => {
      const base = { t: e.type, r: e.root, p: e.relative, m: e.mode, mt: e.mtimeMs };
      if (e.type === 'l') return { ...base, l: e.link! };
      if (e.type === 'd') return base;
      const sha = e.size === 0 ? EMPTY_SHA : hashes.get(e.absolute)!;
      if (e.size === 0) return { ...base, s: 0, h: sha };
      const reused = plan.reused.get(sha);
      const place = reused
        ? { o: priorIndex.get(reused.object)!, fr: reused.frame, at: reused.at }
        : (() => {
            const p = uploaded.places.get(sha)!;
            return { o: offset + p.object, fr: p.frame, at: p.at };
          })();
      return { ...base, s: e.size, h: sha, ...place };
    });
    const manifest: CacheManifest = {
      format: MANIFEST_FORMAT,
      key: request.key,
      scope: request.scope,
      version: request.version,
      createdAtMs: Date.now(),
      scannedAtMs,
      roots,
      objects,
      files,
    };
    const { body } = encodeManifest(manifest);
    const committed = await phases.time('commit', () =>
      putBytes(session, store.bucket, objectKey, body, signal, {
        ifNoneMatch: !request.update,
        contentType: 'application/zstd',
      }),
    );
    phases.add('commit', 1, body.length);
    return {
      outcome: committed ? 'saved' : 'exists',
      files: regular.length,
      bytes: regular.reduce((n, f) => n + f.size, 0),
      bytesUploaded: uploaded.bytesUploaded + (committed ? body.length : 0),
      packsUploaded: uploaded.packsUploaded,
      packsReused: [...plan.reusedObjects].filter((i) => prior!.objects[i]!.kind === 'pack').length,
      blobsUploaded: uploaded.blobsUploaded,
      packsCompacted: plan.compacted,
      phases: phases.list(),
      warnings,
    };
  } finally {
    await pool.close();
  }
}

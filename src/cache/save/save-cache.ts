import { PhaseCollector } from '../../phases.js';
import { forEachBounded } from '../../bounded.js';
import { fetchManifest, newestEntry } from '../store/cache-lookup.js';
import {
  encodeManifestStreamed,
  MANIFEST_FORMAT,
  type CacheManifest,
  type ManifestContents,
  type StoredObject,
} from '../store/cache-manifest.js';
import { entriesFolder, manifestName, storeRoot } from '../store/cache-names.js';
import { walkCachePaths } from './walk-cache-paths.js';
import { joinUnder } from '../paths/root-paths.js';
import { assertZstd } from '../runtime/cache-runtime.js';
import { holdYoungGeneration } from '../runtime/young-generation.js';
import { objectExists, putBytes } from '../store/cache-store.js';
import type { CacheSaveRequest, CacheSaveResult, CacheSession } from '../store/cache-types.js';
import { batchBySize } from './batches.js';
import { collectGarbage } from '../runtime/collect-garbage.js';
import { EntryHashes } from './content-hashes.js';
import { newRowEntry, planSave, type SavePlan } from './save-plan.js';
import { unchangedContents } from './save-unchanged.js';
import { uploadNewContent, type UploadedContent } from './save-upload.js';
import { SaveWorkers } from './save-workers.js';
import { manifestSha256Metadata, totalsMetadata } from '../store/manifest-totals.js';
import { entryKinds } from '../store/entry-kinds.js';

const SAVE_PHASES = [
  { name: 'walk', label: 'Walk' },
  { name: 'lookup', label: 'Find reusable packs' },
  { name: 'hash', label: 'Hash' },
  { name: 'compress', label: 'Compress large files' },
  { name: 'pack', label: 'Pack small files' },
  { name: 'upload', label: 'Upload' },
  { name: 'commit', label: 'Commit manifest' },
];

/** Files per hash task: enough to amortise the message, few enough to spread over the workers. */
const HASH_BATCH_FILES = 256;
const HASH_BATCH_BYTES = 16 * 1024 * 1024;
/** A tree this large leaves enough garbage after its hashing to collect at once. */
const COLLECT_AFTER_ENTRIES = 25_000;

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
  holdYoungGeneration();
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
    folders: 0,
    links: 0,
    manifestBytes: 0,
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
      const got = await fetchManifest(session, store, objectKeyOfPrior, signal, {
        expectedSha256: hint?.manifestSha256,
      });
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
  // Started as soon as the lookup finds no prior entry (then every file is read): they boot
  // while the tree is walked. Otherwise only if the work turns out large (save-workers.ts).
  const workers = new SaveWorkers();
  void priorManifest.then(
    (prior) => prior ?? workers.startEarly(),
    () => undefined,
  );
  try {
    const scannedAtMs = Date.now();
    const tree = await phases.time('walk', () => walkCachePaths(request.paths, request.workspace));
    const count = tree.type.length;
    phases.add('walk', count);
    for (const file of tree.leftovers.slice(0, 20))
      warnings.push(`removed ${JSON.stringify(file)}, left by a restore that was killed`);
    for (const refused of tree.refused.slice(0, 20))
      warnings.push(`not saved: ${refused}, so a restore would refuse it`);
    if (tree.refused.length > 20)
      warnings.push(`... and ${tree.refused.length - 20} more paths not saved`);
    const prior = await priorManifest;
    if (count === 0)
      return { outcome: 'nothing-to-save', ...empty, phases: phases.list(), warnings };
    const pathOf = (i: number) => joinUnder(tree.rootPaths[tree.root[i]!]!, tree.path.at(i));
    const rootBytes = tree.rootPaths.map((p) => Buffer.byteLength(p) + 1);
    const pathBytesOf = (i: number) =>
      rootBytes[tree.root[i]!]! + tree.path.end(i) - tree.path.start(i);

    const known = unchangedContents(tree, prior);
    const toHash: number[] = [];
    let files = 0;
    let bytes = 0;
    let bytesToHash = 0;
    for (let i = 0; i < count; i++) {
      if (tree.type.charCodeAt(i) !== 102) continue; // 'f'
      files++;
      bytes += tree.size[i]!;
      if (tree.size[i]! > 0 && known[i]! < 0) {
        toHash.push(i);
        bytesToHash += tree.size[i]!;
      }
    }
    const hashed = new EntryHashes(count);
    await phases.time('hash', async () => {
      const runner = workers.for(bytesToHash);
      const batches = batchBySize(toHash, (i) => tree.size[i]!, HASH_BATCH_BYTES, HASH_BATCH_FILES);
      await forEachBounded(batches.length, runner.size * 2, async (b) => {
        const batch = batches[b]!;
        const { result } = await runner.run<Uint8Array>({
          kind: 'hash',
          files: batch.map((i) => ({ path: pathOf(i), size: tree.size[i]! })),
        });
        hashed.setMany(batch, result);
        phases.add(
          'hash',
          batch.length,
          batch.reduce((n, i) => n + tree.size[i]!, 0),
        );
      });
    });

    const plan = planSave(
      { type: tree.type, size: tree.size, known, hashed, pathOf, pathBytesOf },
      prior,
      await priorObjectsGone,
    );
    // The walk's and the hash tasks' garbage (a string per absolute path) is dead: collected
    // now, before the packs' and blobs' buffers come (a large tree's save peaks after this).
    if (count >= COLLECT_AFTER_ENTRIES) collectGarbage();
    const newBytes = plan.newSmall.bytes + plan.newBlobs.bytes;
    const uploaded = await uploadNewContent(
      session,
      store,
      plan.newSmall,
      plan.newBlobs,
      plan.rows.length,
      workers.for(newBytes),
      phases,
      signal,
    );

    await workers.finish();
    const { objects, contents } = manifestContents(plan, prior, uploaded);
    const { body, sha256: manifestSha256 } = await encodeManifestStreamed({
      format: MANIFEST_FORMAT,
      key: request.key,
      scope: request.scope,
      version: request.version,
      createdAtMs: Date.now(),
      scannedAtMs,
      roots: tree.roots,
      objects,
      entries: {
        type: tree.type,
        root: tree.root,
        path: tree.path,
        size: tree.size,
        mode: tree.mode,
        mtime: tree.mtime,
        link: tree.link,
        content: Array.from(plan.content),
      },
      contents,
    });
    const committed = await phases.time('commit', () =>
      putBytes(session, store.bucket, objectKey, body, signal, {
        ifNoneMatch: !request.update,
        contentType: 'application/zstd',
        metadata: {
          ...totalsMetadata({ files, bytes }),
          ...manifestSha256Metadata(manifestSha256),
        },
      }),
    );
    phases.add('commit', 1, body.length);
    return {
      outcome: committed ? 'saved' : 'exists',
      files,
      bytes,
      bytesUploaded: uploaded.bytesUploaded + (committed ? body.length : 0),
      ...entryKinds(tree.type),
      manifestBytes: committed ? body.length : 0,
      packsUploaded: uploaded.packsUploaded,
      packsReused: [...plan.reusedObjects].filter((i) => prior!.objects[i]!.kind === 'pack').length,
      blobsUploaded: uploaded.blobsUploaded,
      packsCompacted: plan.compacted,
      phases: phases.list(),
      warnings,
    };
  } finally {
    await workers.close();
  }
}

/**
 * The new manifest's objects (the prior ones it still reads, then the new ones) and its content
 * rows: a kept row's hash is copied from the prior manifest's bytes, a new one's from its entry's.
 */
function manifestContents(
  plan: SavePlan,
  prior: CacheManifest | undefined,
  uploaded: UploadedContent,
): { objects: StoredObject[]; contents: ManifestContents } {
  const objects: StoredObject[] = [];
  const priorIndex = new Map<number, number>();
  for (const index of [...plan.reusedObjects].sort((a, b) => a - b)) {
    priorIndex.set(index, objects.length);
    objects.push(prior!.objects[index]!);
  }
  const offset = objects.length;
  objects.push(...uploaded.objects);
  const rows = plan.rows.length;
  const sha256 = Buffer.allocUnsafe(rows * 32);
  const [object, frame, at] = [
    new Array<number>(rows),
    new Array<number>(rows),
    new Array<number>(rows),
  ];
  plan.rows.forEach((row, n) => {
    if (row >= 0) {
      const pc = prior!.contents;
      pc.sha256.copy(sha256, n * 32, row * 32, row * 32 + 32);
      object[n] = priorIndex.get(pc.object[row]!)!;
      frame[n] = pc.frame[row]!;
      at[n] = pc.at[row]!;
    } else {
      const [from, fromAt] = plan.hashAt(newRowEntry(row));
      from.copy(sha256, n * 32, fromAt, fromAt + 32);
      const { places } = uploaded;
      object[n] = offset + places.object[n]!;
      frame[n] = places.frame[n]!;
      at[n] = places.at[n]!;
    }
  });
  return { objects, contents: { sha256, object, frame, at } };
}

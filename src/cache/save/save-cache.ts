import type { PhaseCollector } from '../../phases.js';
import { assertZstd } from '../runtime/cache-runtime.js';
import { collectGarbage } from '../runtime/collect-garbage.js';
import { holdYoungGeneration } from '../../young-generation.js';
import { entryKinds } from '../store/entry-kinds.js';
import type { CacheSaveRequest, CacheSaveResult, CacheSession } from '../store/cache-types.js';
import { existingEntry } from './save-existing.js';
import { commitManifest, type CommittedManifest, type SavedContent } from './save-commit.js';
import { hashNewFiles } from './save-hash.js';
import { SaveJob } from './save-job.js';
import { planSave } from './save-plan.js';
import { findPriorEntry } from './save-prior.js';
import { ReusedObjectGoneError } from './save-recheck.js';
import { unchangedContents } from './save-unchanged.js';
import { uploadNewContent } from './save-upload.js';
import { walkForSave } from './save-walk.js';

/** A tree this large leaves enough garbage after its hashing to collect at once. */
const COLLECT_AFTER_ENTRIES = 25_000;
/**
 * Tries to store and commit: each one after the first follows a prune that removed what the
 * entry reuses between the save's look and its commit, which takes a prune at that very moment.
 */
const MAX_ATTEMPTS = 3;

/**
 * Saves the cache's paths as an entry: walk, hash (worker threads), learn what the store holds
 * from one prior manifest, pack and upload only new contents, then commit the manifest last
 * (refused if the key exists, unless `update`). See docs/cache-format.md.
 */
export async function saveCache(
  session: CacheSession,
  request: CacheSaveRequest,
  signal: AbortSignal,
  watch?: (phases: PhaseCollector) => void,
): Promise<CacheSaveResult> {
  assertZstd();
  holdYoungGeneration();
  const job = new SaveJob(session, request, signal);
  // A front-end's progress line reads the phases while the job fills them.
  watch?.(job.phases);
  try {
    // Checked first, to skip the work; the commit's If-None-Match settles a race.
    if (!request.update) {
      const existing = await existingEntry(job);
      if (existing.state === 'whole') return job.storedNothing('exists');
      if (existing.state === 'broken') {
        job.replacesBroken = true;
        job.warnings.push(
          `the entry under this key cannot be restored (${existing.reason}): this save replaces it`,
        );
      }
    }
    return await saveTree(job);
  } finally {
    await job.workers.close();
  }
}

/** The save's steps, once it knows the key is free (or to be updated). */
async function saveTree(job: SaveJob): Promise<CacheSaveResult> {
  const priorEntry = findPriorEntry(job);
  // Started as soon as the lookup finds no prior entry (then every file is read): they boot
  // while the tree is walked. Otherwise only if the work turns out large (save-workers.ts).
  void priorEntry.manifest.then(
    (prior) => prior ?? job.workers.startEarly(),
    () => undefined,
  );
  const walked = await walkForSave(job);
  const prior = await priorEntry.manifest;
  const count = walked.tree.type.length;
  if (count === 0) return job.storedNothing('nothing-to-save');
  const known = unchangedContents(walked.tree, prior);
  const hashedTree = await hashNewFiles(job, walked, known);
  const priorObjects = await priorEntry.objects;
  // The walk's and the hash tasks' garbage (a string per absolute path) is dead: collected
  // now, before the packs' and blobs' buffers come (a large tree's save peaks after this).
  if (count >= COLLECT_AFTER_ENTRIES) collectGarbage();
  const hashed = { walked, hashedTree, known, prior, priorEtags: priorObjects.etags };
  const unusable = new Set(priorObjects.gone);
  for (let attempt = 1; ; attempt++) {
    const { saved, committed } = await storeAndCommit(job, hashed, unusable);
    if (!committed.gone) return savedResult(job, saved, committed);
    // A prune removed (or a writer replaced) what this entry reuses since the save's first
    // look: the save has the files, so it stores that content again and commits (issue 41).
    const { gone } = committed;
    if (attempt === MAX_ATTEMPTS)
      throw new ReusedObjectGoneError(
        `${gone.reason}, ${MAX_ATTEMPTS} times: nothing was committed, and the next save stores its content again`,
      );
    job.warnings.push(`${gone.reason}: its content is stored again before the commit`);
    for (const index of gone.prior) unusable.add(index);
  }
}

/** What the save knows once the tree is hashed: the same for every attempt to commit. */
interface HashedSave {
  readonly walked: SavedContent['walked'];
  readonly hashedTree: SavedContent['hashedTree'];
  readonly known: Int32Array;
  readonly prior: SavedContent['prior'];
  readonly priorEtags: SavedContent['priorEtags'];
}

/**
 * Plans what to upload (the prior entry's objects in `unusable` are not reused), uploads it and
 * commits the manifest, unless what it reuses went away meanwhile (`committed.gone`).
 */
async function storeAndCommit(
  job: SaveJob,
  { walked, hashedTree, known, prior, priorEtags }: HashedSave,
  unusable: ReadonlySet<number>,
): Promise<{ saved: SavedContent; committed: CommittedManifest }> {
  const { tree, pathOf, pathBytesOf } = walked;
  const plan = planSave(
    { type: tree.type, size: tree.size, known, hashed: hashedTree.hashed, pathOf, pathBytesOf },
    prior,
    unusable,
  );
  const newBytes = plan.newSmall.bytes + plan.newBlobs.bytes;
  job.phases.plan('pack', plan.newSmall.length, plan.newSmall.bytes);
  job.phases.plan('compress', plan.newBlobs.length, plan.newBlobs.bytes);
  const uploaded = await uploadNewContent(job, plan, job.workers.for(newBytes));
  // The workers end before the manifest is encoded: their heaps and buffers are freed first.
  await job.workers.finish();
  const saved = { walked, hashedTree, plan, prior, priorEtags, uploaded };
  return { saved, committed: await commitManifest(job, saved) };
}

function savedResult(
  job: SaveJob,
  { walked, hashedTree, plan, prior, uploaded }: SavedContent,
  { committed, manifestBytes }: CommittedManifest,
): CacheSaveResult {
  return {
    outcome: committed ? 'saved' : 'exists',
    files: hashedTree.files,
    bytes: hashedTree.bytes,
    bytesUploaded: uploaded.bytesUploaded + (committed ? manifestBytes : 0),
    ...entryKinds(walked.tree.type),
    manifestBytes: committed ? manifestBytes : 0,
    packsUploaded: uploaded.packsUploaded,
    packsReused: [...plan.reusedObjects].filter((i) => prior!.objects[i]!.kind === 'pack').length,
    blobsUploaded: uploaded.blobsUploaded,
    packsCompacted: plan.compacted,
    phases: job.phases.list(),
    warnings: job.warnings,
  };
}

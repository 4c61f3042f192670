import { forEachBounded } from '../../bounded.js';
import { fetchManifest, newestEntry } from '../store/cache-lookup.js';
import type { CacheManifest } from '../store/manifest-types.js';
import { entriesFolder, storeRoot } from '../store/cache-names.js';
import { objectExists } from '../store/cache-store.js';
import type { SaveJob } from './save-job.js';

/** The entry a save builds on, found while the tree is walked. */
export interface PriorEntry {
  /** Its manifest; undefined when there is none or it could not be read (a warning says why). */
  readonly manifest: Promise<CacheManifest | undefined>;
  /** Its objects that are gone from the store (prune may have removed a pack since). */
  readonly objectsGone: Promise<ReadonlySet<number>>;
}

/**
 * Starts the lookup of the prior entry (the restore's hint, else the newest in the scope) and
 * the HEAD of each object it names. Both run while the walk and the hashing do; the caller
 * awaits them, and neither is left unhandled if the walk fails first.
 */
export function findPriorEntry(job: SaveJob): PriorEntry {
  const manifest = job.phases.time('lookup', () => priorManifest(job));
  manifest.catch(() => undefined);
  const objectsGone = manifest.then((prior) => objectsGoneFrom(job, prior));
  objectsGone.catch(() => undefined);
  return { manifest, objectsGone };
}

async function priorManifest(job: SaveJob): Promise<CacheManifest | undefined> {
  const { session, store, request, signal } = job;
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
    job.warnings.push(`no packs reused: ${(error as Error).message}`);
    return undefined;
  }
}

async function objectsGoneFrom(
  job: SaveJob,
  prior: CacheManifest | undefined,
): Promise<Set<number>> {
  const gone = new Set<number>();
  if (!prior) return gone;
  await forEachBounded(prior.objects.length, 16, async (index) => {
    const name = storeRoot(job.store) + prior.objects[index]!.name;
    if (!(await objectExists(job.session, job.store.bucket, name, job.signal))) gone.add(index);
  });
  return gone;
}

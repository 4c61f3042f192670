import { newestEntry } from '../store/cache-lookup.js';
import { fetchManifest } from '../store/manifest-read.js';
import type { CacheManifest } from '../store/manifest-types.js';
import { entriesFolder } from '../store/cache-names.js';
import { checkStoredObjects } from '../store/object-trust.js';
import { levelReads } from '../store/content-levels.js';
import type { SaveJob } from './save-job.js';

/** The entry a save builds on, found while the tree is walked. */
export interface PriorEntry {
  /** Its manifest; undefined when there is none or it could not be read (a warning says why). */
  readonly manifest: Promise<CacheManifest | undefined>;
  /** What the store holds of its objects now (prune may have removed a pack since). */
  readonly objects: Promise<PriorObjects>;
}

/** The prior entry's objects as the store holds them now. */
export interface PriorObjects {
  /**
   * Indexes of those gone, or changed since they were recorded (another size, or another ETag:
   * someone wrote other bytes over the name): their contents are stored again.
   */
  readonly gone: ReadonlySet<number>;
  /** Each other one's ETag now, by index: what the new manifest records. */
  readonly etags: ReadonlyArray<string | undefined>;
}

/**
 * Starts the lookup of the prior entry (the restore's hint, else the newest in the scope) and
 * the HEAD of each object it names. Both run while the walk and the hashing do; the caller
 * awaits them, and neither is left unhandled if the walk fails first.
 */
export function findPriorEntry(job: SaveJob): PriorEntry {
  const manifest = job.phases.time('lookup', () => priorManifest(job));
  manifest.catch(() => undefined);
  const objects = manifest.then((prior) => priorObjects(job, prior));
  objects.catch(() => undefined);
  return { manifest, objects };
}

async function priorManifest(job: SaveJob): Promise<CacheManifest | undefined> {
  const { session, store, request, signal } = job;
  try {
    const hint = request.reuse;
    const objectKeyOfPrior =
      hint && hint.manifestObjectKey.startsWith(entriesFolder(store))
        ? hint.manifestObjectKey
        : (await newestEntry(session, store, request, signal))?.objectKey;
    if (!objectKeyOfPrior) return undefined;
    const got = await fetchManifest(
      session,
      { store, objectKey: objectKeyOfPrior, expectedSha256: hint?.manifestSha256 },
      signal,
    );
    return got.manifest;
  } catch (error) {
    signal.throwIfAborted();
    job.warnings.push(`no packs reused: ${(error as Error).message}`);
    return undefined;
  }
}

async function priorObjects(job: SaveJob, prior: CacheManifest | undefined): Promise<PriorObjects> {
  const gone = new Set<number>();
  const etags: Array<string | undefined> = [];
  if (!prior) return { gone, etags };
  // A trusted save whose hint is a pull request's entry (the CLI can give one) reuses none of its
  // content: what the trusted level names, only its own writers wrote. Not even HEADed.
  const readable = prior.objects.flatMap((object, index) =>
    levelReads(job.level, object) ? [index] : [],
  );
  if (readable.length < prior.objects.length) {
    for (let i = 0; i < prior.objects.length; i++) gone.add(i);
    for (const index of readable) gone.delete(index);
    job.warnings.push(
      `${gone.size} of the prior entry's packs and blobs are a pull request's, which a save of a trusted scope does not reuse: their content is stored again`,
    );
  }
  const objects = readable.map((index) => prior.objects[index]!);
  const states = await checkStoredObjects(job.session, job.store, objects, job.signal);
  states.forEach((found, n) => {
    const index = readable[n]!;
    if (found.state === 'ok') etags[index] = found.etag;
    else gone.add(index);
    if (found.state === 'changed')
      job.warnings.push(
        `the store's ${JSON.stringify(prior.objects[index]!.name)} is not what the entry reused recorded (another writer put other bytes there): its content is stored again`,
      );
  });
  return { gone, etags };
}

import { compareKeys } from '../../s3/list/key-order.js';
import type { ObjectEntry } from '../../s3/list/object-entry.js';
import { entryFolder, manifestName, parseManifestName } from './cache-names.js';
import { forEachListed, type StoreListing } from './store-list.js';
import type { ManifestBytes } from './manifest-read.js';
import type { CacheSession, CacheStoreLocation } from './cache-types.js';
import { firstInOrder } from './first-in-order.js';
import { startExactGets } from './exact-get.js';

/** One entry found by a lookup. */
export interface FoundEntry {
  readonly objectKey: string;
  readonly key: string;
  readonly scope: string;
  readonly lastModifiedMs: number;
  readonly size: number;
}

/**
 * Whether `entry` beats `best`: newer, or as new and later in S3's (UTF-8 byte) order, so the
 * pick is stable.
 */
function isNewer(entry: ObjectEntry, best: ObjectEntry | undefined): boolean {
  return (
    !best ||
    entry.lastModifiedMs > best.lastModifiedMs ||
    (entry.lastModifiedMs === best.lastModifiedMs && compareKeys(entry.key, best.key) > 0)
  );
}

/** A listing of manifests, and the name of the exact entry to look out for in it. */
interface ManifestListing extends StoreListing {
  readonly exactName?: string;
}

/**
 * The newest entry under a prefix and the one named `exactName`, if listed, keeping only those
 * two while the listing pages (forEachListed). A name that is not a manifest's of this store (a
 * segment that does not decode, `%ZZ`; a level more or less; an empty key) is passed over: anyone
 * who may write the prefix can put one there, and it must not hide the entries beside it.
 */
async function newestListed(
  session: CacheSession,
  store: CacheStoreLocation,
  listing: ManifestListing,
  signal: AbortSignal,
): Promise<{ newest?: ObjectEntry; exact?: ObjectEntry }> {
  const { exactName } = listing;
  let best: ObjectEntry | undefined;
  let exact: ObjectEntry | undefined;
  await forEachListed(session, listing, signal, (entry) => {
    if (!parseManifestName(store, entry.key)) return;
    if (entry.key === exactName) exact = entry;
    if (isNewer(entry, best)) best = entry;
  });
  return { ...(best ? { newest: best } : {}), ...(exact ? { exact } : {}) };
}

function found(store: CacheStoreLocation, entry: ObjectEntry): FoundEntry | undefined {
  const parsed = parseManifestName(store, entry.key);
  return (
    parsed && {
      objectKey: entry.key,
      key: parsed.key,
      scope: parsed.scope,
      lastModifiedMs: entry.lastModifiedMs,
      size: entry.size,
    }
  );
}

export interface LookupOutcome {
  readonly entry?: FoundEntry;
  readonly exact: boolean;
  readonly keysTried: string[];
  /**
   * The exact entry's manifest, when the lookup's GET read it: its bytes, or the ManifestError
   * they earned (thrown where the manifest is read, as a fetch there would have thrown it).
   */
  readonly manifest?: ManifestBytes | { readonly error: unknown } | undefined;
}

/**
 * actions/cache's order, per scope in order: the exact key, then the key and each restore key
 * as a prefix (newest wins among a prefix's matches). The exact key is a GET of its manifest
 * (exact-get.ts), every scope's at once, as the answers decide nothing until they are taken in
 * order; a scope's prefixes are listed (all at once too) only when its exact key is missing.
 * Each listing reads every page, keeping only its best candidate.
 */
export async function lookupEntry(
  session: CacheSession,
  store: CacheStoreLocation,
  options: LookupOptions,
  signal: AbortSignal,
): Promise<LookupOutcome> {
  const keysTried: string[] = [];
  const exactGets = startExactGets(session, store, options, signal);
  try {
    for (const [index, scope] of options.scopes.entries()) {
      const exactName = manifestName(store, scope, options.version, options.primaryKey);
      keysTried.push(options.primaryKey);
      const got = await exactGets.answer(index);
      if (got.kind === 'found') {
        const entry = { objectKey: exactName, key: options.primaryKey, scope, ...got.entry };
        return { entry, exact: true, keysTried, manifest: got.manifest };
      }
      const listed = await listScope(session, store, { ...options, scope, exactName }, signal);
      keysTried.push(...options.restoreKeys.slice(0, listed.restoreKeysTried));
      if (listed.entry)
        return { entry: found(store, listed.entry), exact: listed.exact, keysTried };
    }
    return { exact: false, keysTried };
  } finally {
    exactGets.abandon();
  }
}

export interface LookupOptions {
  readonly version: string;
  readonly scopes: readonly string[];
  readonly primaryKey: string;
  readonly restoreKeys: readonly string[];
}

/**
 * A scope's prefixes once its exact key's GET found nothing: the primary key's (which finds the
 * exact entry too, should it have appeared meanwhile) and each restore key's, listed at once;
 * the first in that order with a match wins and the listings after it are abandoned.
 */
async function listScope(
  session: CacheSession,
  store: CacheStoreLocation,
  options: LookupOptions & { readonly scope: string; readonly exactName: string },
  signal: AbortSignal,
): Promise<{ entry?: ObjectEntry; exact: boolean; restoreKeysTried: number }> {
  const { exactName } = options;
  // The primary key names few entries (itself, and keys it starts): listed on the main thread,
  // as a worker thread's start costs more (see newestEntry). Restore keys are wide prefixes.
  const primary = { bucket: store.bucket, prefix: exactName, lister: 'single' as const, exactName };
  const listings = [
    (inner: AbortSignal) => newestListed(session, store, primary, inner),
    ...options.restoreKeys.map((restoreKey) => (inner: AbortSignal) => {
      const prefix = manifestName(store, options.scope, options.version, restoreKey);
      return newestListed(session, store, { bucket: store.bucket, prefix }, inner);
    }),
  ];
  const { index, value } = await firstInOrder(
    listings,
    (listed) => listed.exact ?? listed.newest,
    signal,
  );
  const restoreKeysTried = index === undefined ? options.restoreKeys.length : index;
  if (index === undefined || !value) return { exact: false, restoreKeysTried };
  const exact = index === 0 && value.exact !== undefined;
  return { entry: exact ? value.exact : value.newest, exact, restoreKeysTried };
}

/**
 * The newest entry of one scope and version, whatever its key: what a save reuses by default.
 * Listed on the main thread: the listing runs while the save walks the tree, and the threaded
 * lister's worker took 0.25-0.36 s of CPU and 0.5 s to list 24 entries (from sources, on the
 * shared 2-core machine), against 0.01-0.02 s on the main thread.
 */
export async function newestEntry(
  session: CacheSession,
  store: CacheStoreLocation,
  { scope, version }: { readonly scope: string; readonly version: string },
  signal: AbortSignal,
): Promise<FoundEntry | undefined> {
  const folder = entryFolder(store, scope, version);
  const listing = { bucket: store.bucket, prefix: folder, lister: 'single' as const };
  const best = (await newestListed(session, store, listing, signal)).newest;
  return best && found(store, best);
}

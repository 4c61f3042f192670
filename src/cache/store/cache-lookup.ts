import { compareKeys } from '../../s3/list/key-order.js';
import type { ObjectEntry } from '../../s3/list/object-entry.js';
import { entryFolder, manifestName, parseManifestName } from './cache-names.js';
import { decodeManifest, ManifestError } from './cache-manifest.js';
import { checkManifestLevel } from './content-levels.js';
import type { CacheManifest } from './manifest-types.js';
import { BodyTooLargeError } from '../../s3/raw-object.js';
import { forEachListed, getBytes, type StoreListing } from './cache-store.js';
import { manifestStoredBudgetBytes } from './manifest-limits.js';
import { manifestSha256FromMetadata } from './manifest-totals.js';
import type { CacheSession, CacheStoreLocation } from './cache-types.js';

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

/**
 * The newest entry under a prefix and the one named `exactName`, if listed, keeping only those
 * two while the listing pages (forEachListed). A name that is not a manifest's of this store (a
 * segment that does not decode, `%ZZ`; a level more or less; an empty key) is passed over: anyone
 * who may write the prefix can put one there, and it must not hide the entries beside it.
 */
async function newestListed(
  session: CacheSession,
  store: CacheStoreLocation,
  listing: StoreListing,
  signal: AbortSignal,
  exactName?: string,
): Promise<{ newest?: ObjectEntry; exact?: ObjectEntry }> {
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
}

/**
 * actions/cache's order, per scope in order: the exact key, then the key and each restore key
 * as a prefix (newest wins among a prefix's matches). The primary key's listing serves both its
 * exact match and its prefix matches. Each listing reads every page, keeping only its best
 * candidate.
 */
export async function lookupEntry(
  session: CacheSession,
  store: CacheStoreLocation,
  options: {
    readonly version: string;
    readonly scopes: readonly string[];
    readonly primaryKey: string;
    readonly restoreKeys: readonly string[];
  },
  signal: AbortSignal,
): Promise<LookupOutcome> {
  const keysTried: string[] = [];
  for (const scope of options.scopes) {
    const exactName = manifestName(store, scope, options.version, options.primaryKey);
    keysTried.push(options.primaryKey);
    // The primary key names few entries (itself, and keys it starts): listed on the main thread,
    // as a worker thread's start costs more (see newestEntry). Restore keys are wide prefixes.
    const listing = { bucket: store.bucket, prefix: exactName, lister: 'single' as const };
    const primary = await newestListed(session, store, listing, signal, exactName);
    if (primary.exact) return { entry: found(store, primary.exact), exact: true, keysTried };
    if (primary.newest) return { entry: found(store, primary.newest), exact: false, keysTried };
    for (const restoreKey of options.restoreKeys) {
      keysTried.push(restoreKey);
      const prefix = manifestName(store, scope, options.version, restoreKey);
      const match = (await newestListed(session, store, { bucket: store.bucket, prefix }, signal))
        .newest;
      if (match) return { entry: found(store, match), exact: false, keysTried };
    }
  }
  return { exact: false, keysTried };
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
  scope: string,
  version: string,
  signal: AbortSignal,
): Promise<FoundEntry | undefined> {
  const folder = entryFolder(store, scope, version);
  const listing = { bucket: store.bucket, prefix: folder, lister: 'single' as const };
  const best = (await newestListed(session, store, listing, signal)).newest;
  return best && found(store, best);
}

/**
 * Reads and checks a manifest; with `expectedSha256`, its bytes must hash to it. Its size is
 * bounded before it is read (the listing's size, then the GET's Content-Length, against what this
 * process can hold: manifest-limits.ts), and its bytes must hash to the SHA-256 stored with it
 * (`manifestSha256FromMetadata`) when the save stored one: corruption at rest is a ManifestError,
 * so a restore is a miss, a save reuses nothing and a prune deletes no pack.
 */
export async function fetchManifest(
  session: CacheSession,
  store: CacheStoreLocation,
  objectKey: string,
  signal: AbortSignal,
  options: {
    /** The manifest must still be these bytes (a restore's reuse hint). */
    readonly expectedSha256?: string | undefined;
    /** Awaited between the GET and the decode. */
    readonly beforeDecode?: () => Promise<unknown> | undefined;
    /** Its size in the listing, when it came from one: checked before the GET. */
    readonly listedBytes?: number | undefined;
  } = {},
): Promise<{ manifest: CacheManifest; sha256: string; bytes: number }> {
  const named = parseManifestName(store, objectKey);
  if (!named)
    throw new ManifestError(`${JSON.stringify(objectKey)} is not a manifest of this store`);
  const maxBytes = manifestStoredBudgetBytes();
  const tooLarge = (bytes: number) =>
    new ManifestError(
      `the manifest ${JSON.stringify(objectKey)} is ${bytes} bytes, more than the ${maxBytes} this process can hold`,
    );
  if (options.listedBytes !== undefined && options.listedBytes > maxBytes)
    throw tooLarge(options.listedBytes);
  let fetched;
  try {
    fetched = await getBytes(session, store.bucket, objectKey, signal, { maxBytes });
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw tooLarge(maxBytes + 1);
    throw error;
  }
  const { body, sha256, metadata } = fetched;
  const stored = manifestSha256FromMetadata(metadata);
  if (stored !== undefined && stored !== sha256)
    throw new ManifestError(
      `the manifest ${JSON.stringify(objectKey)} is corrupt: its bytes do not match the SHA-256 stored with it`,
    );
  if (options.expectedSha256 && sha256 !== options.expectedSha256)
    throw new ManifestError(
      `the manifest ${JSON.stringify(objectKey)} changed since it was restored`,
    );
  await options.beforeDecode?.();
  const manifest = decodeManifest(body);
  // Judged by the scope of its name, which only that scope's writers may write.
  checkManifestLevel(manifest, named.scope, objectKey);
  return { manifest, sha256, bytes: body.length };
}

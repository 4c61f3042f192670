import { compareKeys } from '../s3/list/key-order.js';
import type { ObjectEntry } from '../s3/list/object-entry.js';
import { entryFolder, manifestName, parseManifestName } from './cache-names.js';
import { decodeManifest, type CacheManifest, ManifestError } from './cache-manifest.js';
import { getBytes, listAll } from './cache-store.js';
import type { CacheSession, CacheStoreLocation } from './cache-types.js';

/** One entry found by a lookup. */
export interface FoundEntry {
  readonly objectKey: string;
  readonly key: string;
  readonly scope: string;
  readonly lastModifiedMs: number;
  readonly size: number;
}

/** Newest first; equal times go to the key later in S3's (UTF-8 byte) order, so the pick is stable. */
export function newest(entries: readonly ObjectEntry[]): ObjectEntry | undefined {
  let best: ObjectEntry | undefined;
  for (const entry of entries)
    if (
      !best ||
      entry.lastModifiedMs > best.lastModifiedMs ||
      (entry.lastModifiedMs === best.lastModifiedMs && compareKeys(entry.key, best.key) > 0)
    )
      best = entry;
  return best;
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
 * exact match and its prefix matches. Each listing reads every page.
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
    const primary = await listAll(session, store.bucket, exactName, signal, 'single');
    const exact = primary.find((e) => e.key === exactName);
    if (exact) return { entry: found(store, exact), exact: true, keysTried };
    const asPrefix = newest(primary);
    if (asPrefix) return { entry: found(store, asPrefix), exact: false, keysTried };
    for (const restoreKey of options.restoreKeys) {
      keysTried.push(restoreKey);
      const prefix = manifestName(store, scope, options.version, restoreKey);
      const match = newest(await listAll(session, store.bucket, prefix, signal));
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
  const entries = await listAll(session, store.bucket, folder, signal, 'single');
  const best = newest(entries);
  return best && found(store, best);
}

/** Reads and checks a manifest; with `expectedSha256`, its bytes must hash to it. */
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
  } = {},
): Promise<{ manifest: CacheManifest; sha256: string; bytes: number }> {
  if (!parseManifestName(store, objectKey))
    throw new ManifestError(`${JSON.stringify(objectKey)} is not a manifest of this store`);
  const { body, sha256 } = await getBytes(session, store.bucket, objectKey, signal);
  if (options.expectedSha256 && sha256 !== options.expectedSha256)
    throw new ManifestError(
      `the manifest ${JSON.stringify(objectKey)} changed since it was restored`,
    );
  await options.beforeDecode?.();
  return { manifest: decodeManifest(body), sha256, bytes: body.length };
}

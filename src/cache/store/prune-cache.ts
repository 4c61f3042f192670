import { forEachBounded } from '../../bounded.js';
import type { ObjectEntry } from '../../s3/list/object-entry.js';
import { fetchManifest } from './manifest-read.js';
import { ManifestError } from './cache-manifest.js';
import {
  allEntryFolders,
  casFolder,
  isStoreObjectKey,
  parseAnyManifestName,
  storeRoot,
} from './cache-names.js';
import { deleteKeys } from './store-delete.js';
import { listAll } from './store-list.js';
import type { CacheSession, CacheStoreLocation } from './cache-types.js';

/** Packs younger than this are never deleted: a save uploads them before its manifest. */
export const DEFAULT_PRUNE_GRACE_MS = 24 * 3600_000;

export interface PruneResult {
  /** Manifests (entries) deleted because they were older than `olderThanMs`. */
  readonly manifestsDeleted: number;
  readonly manifestsKept: number;
  /** Packs and blobs deleted because no remaining manifest names them. */
  readonly objectsDeleted: number;
  /** Bytes of the manifests and the packs and blobs deleted. */
  readonly bytesDeleted: number;
  readonly objectsKept: number;
  /**
   * Object names of the manifests that could not be read, each to be removed (`cache rm
   * --manifest`): junk (not a manifest of this format: it names nothing, and the sweep went on
   * without it) or out of reach (an S3 error: then nothing in cas/ was deleted).
   */
  readonly unreadable: readonly string[];
  readonly warnings: string[];
}

/** Every manifest of the store, in every keyspace (repositories' own and the shared one). */
async function listManifests(
  session: CacheSession,
  store: CacheStoreLocation,
  signal: AbortSignal,
): Promise<ObjectEntry[]> {
  const found: ObjectEntry[] = [];
  for (const folder of allEntryFolders(store))
    for (const object of await listAll(session, { bucket: store.bucket, prefix: folder }, signal))
      if (parseAnyManifestName(store, object.key)) found.push(object);
  return found;
}

/** A manifest prune could not read, and whether it is junk (a ManifestError) or out of reach. */
interface Unreadable {
  readonly key: string;
  readonly reason: string;
  readonly junk: boolean;
}

/**
 * What a set of manifests names (object keys of packs and blobs, added to `named`), and the
 * manifests that could not be read. Each is read in its own keyspace, as the restore reads it.
 */
async function namedObjects(
  session: CacheSession,
  store: CacheStoreLocation,
  { manifests, named }: { readonly manifests: readonly ObjectEntry[]; readonly named: Set<string> },
  signal: AbortSignal,
): Promise<Unreadable[]> {
  const unreadable: Unreadable[] = [];
  await forEachBounded(manifests.length, 16, async (i) => {
    const key = manifests[i]!.key;
    const parsed = parseAnyManifestName(store, key)!;
    const keyspace = { bucket: store.bucket, prefix: store.prefix, repository: parsed.repository };
    try {
      const { manifest } = await fetchManifest(
        session,
        { store: keyspace, objectKey: key, listedBytes: manifests[i]!.size },
        signal,
      );
      for (const object of manifest.objects) named.add(storeRoot(store) + object.name);
    } catch (error) {
      signal.throwIfAborted();
      // A manifest deleted since the listing (a prune or `cache rm` at the same time) names
      // nothing any more; anything else is unreadable.
      const status = (error as { statusCode?: number }).statusCode;
      const junk = error instanceof ManifestError;
      if (status !== 404) unreadable.push({ key, reason: (error as Error).message, junk });
    }
  });
  return unreadable;
}

/**
 * Warnings for manifests that could not be read; true when any was out of reach (not junk), so
 * that what it names is unknown and nothing in cas/ may be deleted. Junk (anyone who may write a
 * scope can put it there: bytes that are no manifest of this format, a changed checksum, an
 * oversized one) cannot be trusted to name anything, so it protects nothing: were it to stop the
 * sweep, one object in a pull request's scope would stop every prune.
 */
function reportUnreadable(unreadable: readonly Unreadable[], warnings: string[]): boolean {
  for (const { key, reason, junk } of unreadable)
    warnings.push(
      junk
        ? `the manifest ${JSON.stringify(key)} is not one this release can read (${reason}): it was left out, and protects nothing it may name`
        : `the manifest ${JSON.stringify(key)} cannot be read: ${reason}`,
    );
  return unreadable.some((u) => !u.junk);
}

/**
 * Deletes manifests older than `olderThanMs`, then the packs and blobs that no remaining manifest
 * names and that are older than the grace period. Safe beside saves running at the same time:
 * a save uploads its packs before its manifest, and packs younger than the grace period are
 * kept; and the manifests are listed again just before the delete, so that an entry committed
 * meanwhile (reusing an old pack) keeps what it names. A manifest out of reach (an S3 error)
 * stops the second step: what it names is unknown, so nothing is deleted on a guess; junk is
 * left out (reportUnreadable). `unreadable` lists both for the caller to report with the command
 * that removes each. Only the format's pack and blob names are ever deleted under `cas/`.
 */
export async function pruneCache(
  session: CacheSession,
  store: CacheStoreLocation,
  options: {
    readonly olderThanMs: number;
    readonly graceMs?: number;
    readonly nowMs?: number;
    /** Awaited just before the manifests are listed again (tests commit an entry there). */
    readonly beforeSecondLook?: () => Promise<unknown>;
  },
  signal: AbortSignal,
): Promise<PruneResult> {
  const now = options.nowMs ?? Date.now();
  const warnings: string[] = [];
  const manifests = await listManifests(session, store, signal);
  const isOld = (m: ObjectEntry) => m.lastModifiedMs < now - options.olderThanMs;
  const old = manifests.filter(isOld);
  await deleteKeys(session, { bucket: store.bucket, keys: old.map((m) => m.key) }, signal);
  const kept = manifests.filter((m) => !isOld(m));
  const named = new Set<string>();
  const unreadable = await namedObjects(session, store, { manifests: kept, named }, signal);
  const result: { -readonly [K in keyof PruneResult]: PruneResult[K] } = {
    manifestsDeleted: old.length,
    manifestsKept: kept.length,
    objectsDeleted: 0,
    bytesDeleted: old.reduce((n, m) => n + m.size, 0),
    objectsKept: 0,
    unreadable: unreadable.map((u) => u.key),
    warnings,
  };
  if (reportUnreadable(unreadable, warnings)) {
    warnings.push(
      'no packs or blobs were deleted, since what the unreadable manifests name is unknown; prune again once they can be read, or remove them (the command is given for each)',
    );
    return result;
  }
  const grace = options.graceMs ?? DEFAULT_PRUNE_GRACE_MS;
  // Only the format's own names: anything else under the prefix is someone else's, never deleted.
  const objects = (
    await listAll(session, { bucket: store.bucket, prefix: casFolder(store) }, signal)
  ).filter((o) => isStoreObjectKey(store, o.key));
  let doomed = objects.filter((o) => !named.has(o.key) && o.lastModifiedMs < now - grace);
  if (doomed.length) {
    // The second look: entries committed since the first listing may reuse a doomed pack.
    await options.beforeSecondLook?.();
    const seen = new Set(kept.map((m) => m.key));
    const fresh = (await listManifests(session, store, signal)).filter(
      (m) => !seen.has(m.key) && !isOld(m),
    );
    const late = await namedObjects(session, store, { manifests: fresh, named }, signal);
    const lateKeys = late.map((u) => u.key);
    if (reportUnreadable(late, warnings)) {
      warnings.push('no packs or blobs were deleted: a manifest saved meanwhile cannot be read');
      return { ...result, unreadable: [...result.unreadable, ...lateKeys] };
    }
    result.unreadable = [...result.unreadable, ...lateKeys];
    doomed = doomed.filter((o) => !named.has(o.key));
  }
  await deleteKeys(session, { bucket: store.bucket, keys: doomed.map((o) => o.key) }, signal);
  return {
    ...result,
    objectsDeleted: doomed.length,
    bytesDeleted: result.bytesDeleted + doomed.reduce((n, o) => n + o.size, 0),
    objectsKept: objects.length - doomed.length,
  };
}

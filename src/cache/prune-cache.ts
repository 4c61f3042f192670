import { forEachBounded } from '../bounded.js';
import { fetchManifest } from './cache-lookup.js';
import { casFolder, entriesFolder, parseManifestName, storeRoot } from './cache-names.js';
import { deleteKeys, listAll } from './cache-store.js';
import type { CacheSession, CacheStoreLocation } from './cache-types.js';

/** Packs younger than this are never deleted: a save uploads them before its manifest. */
export const DEFAULT_PRUNE_GRACE_MS = 24 * 3600_000;

export interface PruneResult {
  readonly manifestsDeleted: number;
  readonly manifestsKept: number;
  readonly objectsDeleted: number;
  readonly bytesDeleted: number;
  readonly objectsKept: number;
  readonly warnings: string[];
}

/**
 * Deletes manifests older than `olderThanMs`, then the packs and blobs that no remaining manifest
 * names and that are older than the grace period. A manifest that cannot be read stops the second
 * step: what it names is unknown, so nothing is deleted on a guess.
 */
export async function pruneCache(
  session: CacheSession,
  store: CacheStoreLocation,
  options: { readonly olderThanMs: number; readonly graceMs?: number; readonly nowMs?: number },
  signal: AbortSignal,
): Promise<PruneResult> {
  const now = options.nowMs ?? Date.now();
  const warnings: string[] = [];
  const manifests = (await listAll(session, store.bucket, entriesFolder(store), signal)).filter(
    (o) => parseManifestName(store, o.key),
  );
  const old = manifests.filter((m) => m.lastModifiedMs < now - options.olderThanMs);
  await deleteKeys(
    session,
    store.bucket,
    old.map((m) => m.key),
    signal,
  );
  const kept = manifests.filter((m) => m.lastModifiedMs >= now - options.olderThanMs);
  const named = new Set<string>();
  let unreadable = 0;
  await forEachBounded(kept.length, 16, async (i) => {
    try {
      const { manifest } = await fetchManifest(session, store, kept[i]!.key, signal, {
        listedBytes: kept[i]!.size,
      });
      for (const object of manifest.objects) named.add(storeRoot(store) + object.name);
    } catch (error) {
      signal.throwIfAborted();
      unreadable++;
      warnings.push(`${JSON.stringify(kept[i]!.key)} cannot be read: ${(error as Error).message}`);
    }
  });
  const result = {
    manifestsDeleted: old.length,
    manifestsKept: kept.length,
    objectsDeleted: 0,
    bytesDeleted: 0,
    objectsKept: 0,
    warnings,
  };
  if (unreadable) {
    warnings.push(
      'no packs or blobs were deleted, since what the unreadable manifests name is unknown',
    );
    return result;
  }
  const grace = options.graceMs ?? DEFAULT_PRUNE_GRACE_MS;
  const objects = await listAll(session, store.bucket, casFolder(store), signal);
  const doomed = objects.filter((o) => !named.has(o.key) && o.lastModifiedMs < now - grace);
  await deleteKeys(
    session,
    store.bucket,
    doomed.map((o) => o.key),
    signal,
  );
  return {
    ...result,
    objectsDeleted: doomed.length,
    bytesDeleted: doomed.reduce((n, o) => n + o.size, 0),
    objectsKept: objects.length - doomed.length,
  };
}

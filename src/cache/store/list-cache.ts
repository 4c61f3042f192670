import { compareKeys } from '../../s3/list/key-order.js';
import { forEachBounded } from '../../bounded.js';
import type { FoundEntry } from './cache-lookup.js';
import { fetchManifest } from './manifest-read.js';
import { fileTotals } from './cache-manifest.js';
import { entriesFolder, parseManifestName } from './cache-names.js';
import { totalsFromMetadata } from './manifest-totals.js';
import { objectMetadata } from './store-head.js';
import { listAll } from './store-list.js';
import type { CacheSession, CacheStoreLocation } from './cache-types.js';

export interface CacheEntryInfo extends FoundEntry {
  readonly version: string;
  /** From the manifest; undefined when it could not be read. */
  readonly files?: number;
  readonly bytes?: number;
}

/**
 * Every entry of the store (optionally only keys starting with `keyPrefix`), with its totals:
 * from its manifest's metadata (one HEAD), or from the manifest itself when it was saved without
 * them.
 */
export async function listCacheEntries(
  session: CacheSession,
  store: CacheStoreLocation,
  keyPrefix: string | undefined,
  signal: AbortSignal,
): Promise<CacheEntryInfo[]> {
  const found: Array<FoundEntry & { version: string }> = [];
  for (const object of await listAll(
    session,
    { bucket: store.bucket, prefix: entriesFolder(store) },
    signal,
  )) {
    const parsed = parseManifestName(store, object.key);
    if (!parsed || (keyPrefix !== undefined && !parsed.key.startsWith(keyPrefix))) continue;
    found.push({
      objectKey: object.key,
      key: parsed.key,
      scope: parsed.scope,
      version: parsed.version,
      lastModifiedMs: object.lastModifiedMs,
      size: object.size,
    });
  }
  const infos: CacheEntryInfo[] = new Array(found.length);
  await forEachBounded(found.length, 16, async (i) => {
    const entry = found[i]!;
    try {
      const head = await objectMetadata(
        session,
        { bucket: store.bucket, key: entry.objectKey },
        signal,
      );
      const totals =
        totalsFromMetadata(head) ??
        fileTotals(
          (
            await fetchManifest(
              session,
              { store, objectKey: entry.objectKey, listedBytes: entry.size },
              signal,
            )
          ).manifest.entries,
        );
      infos[i] = { ...entry, ...totals };
    } catch {
      signal.throwIfAborted();
      infos[i] = entry;
    }
  });
  return infos.sort(
    (a, b) =>
      compareKeys(a.scope, b.scope) ||
      compareKeys(a.key, b.key) ||
      compareKeys(a.version, b.version),
  );
}

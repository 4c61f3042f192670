import {
  CacheNameError,
  entriesFolder,
  parseAnyManifestName,
  parseManifestName,
} from './cache-names.js';
import { deleteKeys } from './store-delete.js';
import { listAll } from './store-list.js';
import type { CacheSession, CacheStoreLocation } from './cache-types.js';

export interface RemoveResult {
  /** Object names of the manifests deleted. */
  readonly removed: readonly string[];
  readonly bytesDeleted: number;
}

/**
 * Deletes the entries (manifests) of one key in the store's keyspace: every scope and version,
 * or only the scopes given. The packs and blobs they named stay until a prune finds no entry
 * naming them (they may be shared with other entries).
 */
export async function removeEntries(
  session: CacheSession,
  store: CacheStoreLocation,
  options: { readonly key: string; readonly scopes?: readonly string[] },
  signal: AbortSignal,
): Promise<RemoveResult> {
  const doomed = (
    await listAll(session, { bucket: store.bucket, prefix: entriesFolder(store) }, signal)
  ).filter((object) => {
    const parsed = parseManifestName(store, object.key);
    return (
      parsed !== undefined &&
      parsed.key === options.key &&
      (options.scopes === undefined || options.scopes.includes(parsed.scope))
    );
  });
  await deleteKeys(session, { bucket: store.bucket, keys: doomed.map((o) => o.key) }, signal);
  return {
    removed: doomed.map((o) => o.key),
    bytesDeleted: doomed.reduce((n, o) => n + o.size, 0),
  };
}

/**
 * Deletes one manifest by its object name, in any keyspace: the way out for a manifest that
 * cannot be read (prune names it). Only a manifest's name is accepted, never any key of the bucket.
 */
export async function removeManifest(
  session: CacheSession,
  store: CacheStoreLocation,
  objectKey: string,
  signal: AbortSignal,
): Promise<RemoveResult> {
  if (!parseAnyManifestName(store, objectKey))
    throw new CacheNameError(
      `${JSON.stringify(objectKey)} is not the name of a manifest under ${JSON.stringify(`s3://${store.bucket}/${store.prefix}`)}`,
    );
  const listed = await listAll(
    session,
    { bucket: store.bucket, prefix: objectKey, lister: 'single' },
    signal,
  );
  const found = listed.find((o) => o.key === objectKey);
  if (!found) return { removed: [], bytesDeleted: 0 };
  await deleteKeys(session, { bucket: store.bucket, keys: [objectKey] }, signal);
  return { removed: [objectKey], bytesDeleted: found.size };
}

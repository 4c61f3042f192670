import { listObjects } from '../../s3/list/list-objects.js';
import type { ListerKind } from '../../s3/list/list-types.js';
import type { ObjectEntry } from '../../s3/list/object-entry.js';
import type { CacheSession } from './cache-types.js';

/** What to list: a prefix of a bucket, and the lister to list it with (threaded by default). */
export interface StoreListing {
  readonly bucket: string;
  readonly prefix: string;
  readonly lister?: ListerKind;
}

/**
 * Every entry under a prefix, every page, through the project's lister (threaded by default;
 * `single` where a worker thread's start costs more than the listing is likely to take).
 */
export async function listAll(
  session: CacheSession,
  listing: StoreListing,
  signal: AbortSignal,
): Promise<ObjectEntry[]> {
  const entries: ObjectEntry[] = [];
  await forEachListed(session, listing, signal, (entry) => entries.push(entry));
  return entries;
}

/**
 * Calls `visit` with every entry under a prefix, page by page, keeping none: a lookup keeps only
 * its best candidate, so a listing that never ends (a hostile server) grows no memory and ends
 * at the signal (the restore's deadline).
 */
export async function forEachListed(
  session: CacheSession,
  { bucket, prefix, lister }: StoreListing,
  signal: AbortSignal,
  visit: (entry: ObjectEntry) => void,
): Promise<void> {
  const listing = listObjects({
    client: { ...session.clientSettings, maxSockets: 4 },
    bucket,
    prefix,
    signal,
    lister,
  });
  for await (const batch of listing) {
    signal.throwIfAborted();
    for (const entry of batch) visit(entry);
  }
}

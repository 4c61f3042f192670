import { createHash, randomBytes } from 'node:crypto';
import { open } from 'node:fs/promises';
import { forEachBounded } from '../../bounded.js';
import { alternativeName, storeRoot } from './cache-names.js';
import { objectHead, type ObjectHead } from './store-head.js';
import type { CacheSession, CacheStoreLocation } from './cache-types.js';
import type { StoredObject } from './manifest-types.js';

/**
 * Whether the store still holds what a save knows of an object (docs/cache-format.md, "Objects a
 * save did not write"). Packs and blobs live in one namespace every writer shares, and anyone
 * who may write `cas/` may write over a name (S3 has no policy that forbids it on RGW 16.2), so
 * a save checks an object it did not write itself before its manifest names it: the size, and
 * the ETag, which the server computes from the bytes and a writer cannot choose (the MD5 of a
 * PUT's body; of a multipart upload's parts' MD5s, with `-N`).
 */

/** What a check found: the object as known (`ok`, with its ETag now), changed, or gone. */
export type ObjectState =
  | { readonly state: 'ok'; readonly etag: string | undefined }
  | { readonly state: 'changed' | 'gone' };

/** What the object should be: its stored size, and its ETag when one was recorded. */
export interface ExpectedObject {
  readonly size: number;
  readonly etag?: string | undefined;
}

/** Compares a HEAD with what is expected: same size, and the same ETag if one is expected. */
export function stateOf(head: ObjectHead | undefined, expected: ExpectedObject): ObjectState {
  if (!head) return { state: 'gone' };
  if (head.size !== expected.size) return { state: 'changed' };
  if (expected.etag !== undefined && head.etag !== expected.etag) return { state: 'changed' };
  return { state: 'ok', etag: head.etag };
}

/**
 * The state of each of `objects` (a manifest's, by their names under the store root), 16 HEADs
 * at a time: an object recorded with an ETag must still have it; one recorded before ETags were
 * (an older build's manifest) is checked by its size, and its ETag now is returned to record.
 */
export async function checkStoredObjects(
  session: CacheSession,
  store: CacheStoreLocation,
  objects: readonly StoredObject[],
  signal: AbortSignal,
): Promise<ObjectState[]> {
  const states: ObjectState[] = new Array(objects.length);
  const root = storeRoot(store);
  await forEachBounded(objects.length, 16, async (i) => {
    const object = objects[i]!;
    const head = await objectHead(
      session,
      { bucket: store.bucket, key: root + object.name },
      signal,
    );
    states[i] = stateOf(head, object);
  });
  return states;
}

/** The ETag of a single PUT of `body`: its MD5, in hex. */
export function bodyEtag(body: Uint8Array): string {
  return createHash('md5').update(body).digest('hex');
}

/**
 * The ETag a file gets when uploaded in parts of `partBytes` (the MD5 of the parts' MD5s, then
 * `-` and the count), or as one PUT (`partBytes` undefined). Read in 1 MiB pieces: only a save
 * that found its blob's name taken computes it.
 */
export async function fileEtag(
  path: string,
  size: number,
  partBytes: number | undefined,
): Promise<string> {
  const part = partBytes ?? Math.max(size, 1);
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.allocUnsafe(Math.min(part, 1024 * 1024));
    const partDigests: Buffer[] = [];
    for (let start = 0; start < size || partDigests.length === 0; start += part) {
      const hash = createHash('md5');
      for (let at = start, end = Math.min(start + part, size); at < end;) {
        const { bytesRead } = await file.read(buffer, 0, Math.min(buffer.length, end - at), at);
        if (bytesRead === 0) throw new Error(`${JSON.stringify(path)} is shorter than ${size}`);
        hash.update(buffer.subarray(0, bytesRead));
        at += bytesRead;
      }
      partDigests.push(hash.digest());
    }
    if (partBytes === undefined) return partDigests[0]!.toString('hex');
    const joined = createHash('md5').update(Buffer.concat(partDigests)).digest('hex');
    return `${joined}-${partDigests.length}`;
  } finally {
    await file.close();
  }
}

/** A fresh name for content whose own name holds other bytes (cache-names.ts). */
export function freshNameFor(name: string): string {
  return alternativeName(name, randomBytes(16).toString('hex'));
}

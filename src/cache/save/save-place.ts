import { storeRoot } from '../store/cache-names.js';
import { objectHead } from '../store/store-head.js';
import { putBytes, type PutOutcome } from '../store/store-put.js';
import { bodyEtag, freshNameFor, stateOf } from '../store/object-trust.js';
import type { SaveJob } from './save-job.js';

/** Where a pack or blob of this save ended up, and whether the save wrote it or found it. */
export interface PlacedObject {
  /** Its name under the store root: its own, or a fresh one when its own held other bytes. */
  readonly name: string;
  /** Its ETag in the store, quotes removed (undefined when the store gives none). */
  readonly etag: string | undefined;
  /** True when it was there already (a 412) and its size and ETag were those of these bytes. */
  readonly adopted: boolean;
}

/** The bytes of one object a save stores, as `placeObject` needs them. */
export interface ObjectSource {
  readonly size: number;
  /** Writes the bytes under `key` unless the key exists (If-None-Match: *). */
  write(key: string): Promise<PutOutcome>;
  /** The ETag the store gives these bytes when `write` writes them. */
  expectedEtag(): Promise<string>;
}

/** A pack's body, written by one conditional PUT. */
export function packSource(job: SaveJob, body: Buffer): ObjectSource {
  return {
    size: body.length,
    write: (key) =>
      putBytes(
        job.session,
        { bucket: job.store.bucket, key, body, contentType: 'application/zstd', ifNoneMatch: true },
        job.signal,
      ),
    expectedEtag: () => Promise.resolve(bodyEtag(body)),
  };
}

/**
 * Stores an object under its content-addressed `name` unless that name is taken, and then
 * names it only if what is there has these bytes' size and ETag. Names are predictable, and
 * anyone who may write `cas/` may write there first: other bytes under the name are left as they
 * are, and the content goes under a fresh random name that the manifest names instead
 * (docs/cache-format.md), so that a planted object cannot make every later entry a miss.
 */
export async function placeObject(
  job: SaveJob,
  name: string,
  source: ObjectSource,
): Promise<PlacedObject> {
  const root = storeRoot(job.store);
  const first = await source.write(root + name);
  if (first.written) return { name, etag: await etagOf(job, root + name, first), adopted: false };
  const head = await objectHead(
    job.session,
    { bucket: job.store.bucket, key: root + name },
    job.signal,
  );
  const found = stateOf(head, { size: source.size, etag: await source.expectedEtag() });
  if (found.state === 'ok') return { name, etag: found.etag, adopted: true };
  const fresh = freshNameFor(name);
  job.warnings.push(
    `the store's ${JSON.stringify(name)} does not hold the bytes its name says (another writer put others there): this entry names a copy, ${JSON.stringify(fresh)}; a prune removes the other once no entry names it`,
  );
  const second = await source.write(root + fresh);
  if (!second.written)
    throw new Error(`the fresh name ${JSON.stringify(fresh)} was taken before it was written`);
  return { name: fresh, etag: await etagOf(job, root + fresh, second), adopted: false };
}

/** The ETag of an object just written: from the PUT's answer, else (a multipart upload) a HEAD. */
async function etagOf(job: SaveJob, key: string, put: PutOutcome): Promise<string | undefined> {
  if (put.etag !== undefined) return put.etag;
  return (await objectHead(job.session, { bucket: job.store.bucket, key }, job.signal))?.etag;
}

import { BodyTooLargeError } from '../../s3/raw/raw-object.js';
import { decodeManifest, ManifestError } from './cache-manifest.js';
import { parseManifestName } from './cache-names.js';
import { getBytes } from './store-get.js';
import { checkManifestLevel } from './content-levels.js';
import type { CacheSession, CacheStoreLocation } from './cache-types.js';
import { manifestStoredBudgetBytes } from './manifest-limits.js';
import { manifestSha256FromMetadata } from './manifest-totals.js';
import type { CacheManifest } from './manifest-types.js';

/** A manifest of a store, by its object key. */
export interface ManifestAt {
  readonly store: CacheStoreLocation;
  readonly objectKey: string;
}

/** What getManifestBytes reads: a manifest, and what bounds it. */
export interface ManifestGet extends ManifestAt {
  /** Its size in the listing, when it came from one: checked before the GET. */
  readonly listedBytes?: number | undefined;
  /** The GET is one of this many at once, and may hold only that share of the bound. */
  readonly share?: number;
}

/** A manifest's stored bytes, read and checked against its size bound and stored SHA-256. */
export interface ManifestBytes {
  readonly body: Buffer;
  readonly sha256: string;
  /** The answer's Last-Modified (0 when it had none). */
  readonly lastModifiedMs: number;
}

/**
 * A manifest's stored bytes. Their size is bounded before they are read (the listing's size,
 * then the GET's Content-Length, against what this process can hold: manifest-limits.ts), and
 * they must hash to the SHA-256 stored with them (`manifestSha256FromMetadata`) when the save
 * stored one: corruption at rest is a ManifestError. With `share`, the GET is one of that many
 * at once and may hold only that share of the bound: a larger body is refused as a
 * BodyTooLargeError (the caller reads it again alone), not a ManifestError.
 */
export async function getManifestBytes(
  session: CacheSession,
  { store, objectKey, listedBytes, share = 1 }: ManifestGet,
  signal: AbortSignal,
): Promise<ManifestBytes> {
  const maxBytes = manifestStoredBudgetBytes();
  const tooLarge = (bytes: number) =>
    new ManifestError(
      `the manifest ${JSON.stringify(objectKey)} is ${bytes} bytes, more than the ${maxBytes} this process can hold`,
    );
  if (listedBytes !== undefined && listedBytes > maxBytes) throw tooLarge(listedBytes);
  let fetched;
  try {
    fetched = await getBytes(
      session,
      { bucket: store.bucket, key: objectKey, maxBytes: Math.floor(maxBytes / share) },
      signal,
    );
  } catch (error) {
    if (error instanceof BodyTooLargeError && share === 1) throw tooLarge(maxBytes + 1);
    throw error;
  }
  const { body, sha256, metadata } = fetched;
  const stored = manifestSha256FromMetadata(metadata);
  if (stored !== undefined && stored !== sha256)
    throw new ManifestError(
      `the manifest ${JSON.stringify(objectKey)} is corrupt: its bytes do not match the SHA-256 stored with it`,
    );
  return { body, sha256, lastModifiedMs: fetched.lastModifiedMs ?? 0 };
}

/** How a manifest's bytes are checked and decoded. */
export interface ManifestDecode {
  /** The manifest must still be these bytes (a restore's reuse hint). */
  readonly expectedSha256?: string | undefined;
  /** Awaited between the GET and the decode. */
  readonly beforeDecode?: () => Promise<unknown> | undefined;
}

/** A manifest decoded: its contents, the SHA-256 of its stored bytes and their size. */
export interface FetchedManifest {
  readonly manifest: CacheManifest;
  readonly sha256: string;
  readonly bytes: number;
}

/**
 * Reads and checks a manifest; with `expectedSha256`, its bytes must hash to it: corruption at
 * rest is a ManifestError, so a restore is a miss, a save reuses nothing and a prune deletes no
 * pack.
 */
export async function fetchManifest(
  session: CacheSession,
  read: ManifestAt & ManifestDecode & Pick<ManifestGet, 'listedBytes'>,
  signal: AbortSignal,
): Promise<FetchedManifest> {
  const { store, objectKey, listedBytes } = read;
  if (!parseManifestName(store, objectKey))
    throw new ManifestError(`${JSON.stringify(objectKey)} is not a manifest of this store`);
  const bytes = await getManifestBytes(session, { store, objectKey, listedBytes }, signal);
  return decodeManifestBytes({ store, objectKey }, bytes, read);
}

/**
 * Decodes a manifest's bytes; with `expectedSha256`, they must hash to it (a restore's reuse
 * hint). `beforeDecode` is awaited first (the workers' start: the decode is this thread's first
 * large allocation).
 */
export async function decodeManifestBytes(
  { store, objectKey }: ManifestAt,
  { body, sha256 }: ManifestBytes,
  options: ManifestDecode,
): Promise<FetchedManifest> {
  if (options.expectedSha256 && sha256 !== options.expectedSha256)
    throw new ManifestError(
      `the manifest ${JSON.stringify(objectKey)} changed since it was restored`,
    );
  const named = parseManifestName(store, objectKey);
  if (!named)
    throw new ManifestError(`${JSON.stringify(objectKey)} is not a manifest of this store`);
  await options.beforeDecode?.();
  const manifest = decodeManifest(body);
  // Judged by the scope of its name, which only that scope's writers may write: a trusted
  // scope's manifest that names a pull request's content is refused, however it was found.
  checkManifestLevel(manifest, named.scope, objectKey);
  return { manifest, sha256, bytes: body.length };
}

import { BodyTooLargeError } from '../../s3/raw/raw-object.js';
import { decodeManifest, ManifestError } from './cache-manifest.js';
import { parseManifestName } from './cache-names.js';
import { getBytes } from './cache-store.js';
import { checkManifestLevel } from './content-levels.js';
import type { CacheSession, CacheStoreLocation } from './cache-types.js';
import { manifestStoredBudgetBytes } from './manifest-limits.js';
import { manifestSha256FromMetadata } from './manifest-totals.js';
import type { CacheManifest } from './manifest-types.js';

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
  store: CacheStoreLocation,
  objectKey: string,
  signal: AbortSignal,
  options: { readonly listedBytes?: number | undefined; readonly share?: number } = {},
): Promise<ManifestBytes> {
  const maxBytes = manifestStoredBudgetBytes();
  const share = options.share ?? 1;
  const tooLarge = (bytes: number) =>
    new ManifestError(
      `the manifest ${JSON.stringify(objectKey)} is ${bytes} bytes, more than the ${maxBytes} this process can hold`,
    );
  if (options.listedBytes !== undefined && options.listedBytes > maxBytes)
    throw tooLarge(options.listedBytes);
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

/**
 * Decodes a manifest's bytes; with `expectedSha256`, they must hash to it (a restore's reuse
 * hint). `beforeDecode` is awaited first (the workers' start: the decode is this thread's first
 * large allocation).
 */
export async function decodeManifestBytes(
  { store, objectKey }: { readonly store: CacheStoreLocation; readonly objectKey: string },
  { body, sha256 }: ManifestBytes,
  options: {
    readonly expectedSha256?: string | undefined;
    readonly beforeDecode?: () => Promise<unknown> | undefined;
  },
): Promise<{ manifest: CacheManifest; sha256: string; bytes: number }> {
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

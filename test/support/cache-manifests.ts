/**
 * Manifests written by hand for tests: version 1's JSON (one object per entry), as saves wrote it
 * before the columns, and version 2 manifests made from such entry lists.
 */
import zlib from 'node:zlib';
import { decodeManifest, MANIFEST_FORMAT_V1 } from '../../src/cache/store/cache-manifest.js';
import type {
  CacheManifest,
  ManifestData,
  ManifestFile,
  StoredObject,
} from '../../src/cache/store/manifest-types.js';

/** What a version 1 manifest held: the same header, and `files` instead of columns. */
export type ManifestV1 = Omit<ManifestData, 'format' | 'entries' | 'contents'> & {
  readonly files: readonly ManifestFile[];
};

/** A version 1 manifest's stored bytes. */
export function encodeManifestV1(manifest: ManifestV1): Buffer {
  const { key, scope, version, createdAtMs, scannedAtMs, roots, objects, files } = manifest;
  const v1 = { format: MANIFEST_FORMAT_V1, key, scope, version, createdAtMs, scannedAtMs };
  return zlib.zstdCompressSync(Buffer.from(JSON.stringify({ ...v1, roots, objects, files })));
}

/** The header of `base` (a manifest read from the store) with these entries and objects. */
export function manifestOfFiles(
  base: Omit<ManifestV1, 'files' | 'objects'>,
  files: readonly ManifestFile[],
  objects: readonly StoredObject[],
): CacheManifest {
  return decodeManifest(encodeManifestV1({ ...base, objects, files }));
}

/** An entry as a plain object with its defined fields (the view reads them from columns). */
export function plainFile(f: ManifestFile): ManifestFile {
  const fields = { t: f.t, r: f.r, p: f.p, m: f.m, mt: f.mt, s: f.s, h: f.h };
  const place = { o: f.o, fr: f.fr, at: f.at, l: f.l };
  return Object.fromEntries(
    Object.entries({ ...fields, ...place }).filter(([, v]) => v !== undefined),
  ) as unknown as ManifestFile;
}

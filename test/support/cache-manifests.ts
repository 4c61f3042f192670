/**
 * Manifests written by hand for tests: version 1's JSON (one object per entry), as saves wrote it
 * before the columns, and version 2 manifests made from such entry lists.
 */
import zlib from 'node:zlib';
import { decodeManifest, MANIFEST_FORMAT_V1 } from '../../src/cache/store/cache-manifest.js';
import { PathTable } from '../../src/cache/store/path-table.js';
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

/** A folder entry of root 0, for crafted manifests. */
export function entryDir(p: string, m = 0o755): ManifestFile {
  return { t: 'd', r: 0, p, m, mt: 0 };
}

/** A symlink entry of root 0, for crafted manifests. */
export function entryLink(p: string, l: string): ManifestFile {
  return { t: 'l', r: 0, p, m: 0o777, mt: 0, l };
}

/** An entry as a plain object with its defined fields (the view reads them from columns). */
export function plainFile(f: ManifestFile): ManifestFile {
  const fields = { t: f.t, r: f.r, p: f.p, m: f.m, mt: f.mt, s: f.s, h: f.h };
  const place = { o: f.o, fr: f.fr, at: f.at, l: f.l };
  return Object.fromEntries(
    Object.entries({ ...fields, ...place }).filter(([, v]) => v !== undefined),
  ) as unknown as ManifestFile;
}

/** One entry of a plan's test: its type, path and (for a symlink) target. */
export type PlanRow = ['f' | 'd' | 'l', string, string?];

/** A plan's entries and contents for one root with no content (empty files, folders, links). */
export function manifestOfRows(
  rows: readonly PlanRow[],
): Pick<ManifestData, 'entries' | 'contents'> {
  const link = new Map<number, string>();
  rows.forEach(([t, , target], i) => {
    if (t === 'l') link.set(i, target!);
  });
  return {
    entries: {
      type: rows.map(([t]) => t).join(''),
      root: rows.map(() => 0),
      path: PathTable.of(rows.map(([, p]) => p)),
      size: rows.map(() => 0),
      mode: rows.map(() => 0o644),
      mtime: rows.map(() => 0),
      content: rows.map(() => -1),
      link,
    },
    contents: { sha256: Buffer.alloc(0), object: [], frame: [], at: [] },
  };
}

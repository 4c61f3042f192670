import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { isStoreObjectName } from './cache-names.js';

export const MANIFEST_FORMAT = 's3-sync-cache/1';

/** Where a root of the cache's paths lives: under the workspace, under `~`, or absolute. */
export interface CacheRoot {
  readonly base: 'workspace' | 'home' | 'absolute';
  /** Relative to the base with `/` separators ('' for the base itself); absolute for `absolute`. */
  readonly path: string;
}

export interface StoredObject {
  /** Relative to the store root: `cas/packs/<sha>.tar.zst` or `cas/blobs/<sha>`. */
  readonly name: string;
  readonly sha256: string;
  readonly size: number;
  readonly kind: 'pack' | 'blob';
  readonly compression: 'zstd' | 'none';
  /** [offset, length] of each zstd frame; one frame covering the object when not compressed. */
  readonly frames: ReadonlyArray<readonly [number, number]>;
}

export interface ManifestFile {
  /** f: regular file, d: folder, l: symlink. */
  readonly t: 'f' | 'd' | 'l';
  /** Index into the manifest's roots. */
  readonly r: number;
  /** Path inside the root, `/`-separated. */
  readonly p: string;
  /** Mode bits (permissions only). */
  readonly m: number;
  /** mtime in whole milliseconds. */
  readonly mt: number;
  /** Size (files). */
  readonly s?: number;
  /** Content SHA-256 (files). */
  readonly h?: string;
  /** Object index, frame index and offset of the content inside the decompressed frame. */
  readonly o?: number;
  readonly fr?: number;
  readonly at?: number;
  /** Symlink target, as read. */
  readonly l?: string;
}

export interface CacheManifest {
  readonly format: typeof MANIFEST_FORMAT;
  readonly key: string;
  readonly scope: string;
  readonly version: string;
  readonly createdAtMs: number;
  /**
   * When the save began walking the tree (optional; manifests before it lack it): a file whose
   * mtime is this close to it may have changed after it was read (see save-cache.ts).
   */
  readonly scannedAtMs?: number;
  readonly roots: readonly CacheRoot[];
  readonly objects: readonly StoredObject[];
  readonly files: readonly ManifestFile[];
}

/** A manifest that cannot be trusted: the restore is a miss and says why. */
export class ManifestError extends Error {
  override readonly name = 'ManifestError';
}

export function encodeManifest(manifest: CacheManifest): { body: Buffer; sha256: string } {
  const body = zlib.zstdCompressSync(Buffer.from(JSON.stringify(manifest)));
  return { body, sha256: createHash('sha256').update(body).digest('hex') };
}

const SHA = /^[0-9a-f]{64}$/;
const isCount = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0;

/**
 * Parses and checks a manifest read from the store: shapes, indexes and ranges. It is untrusted
 * input; the paths inside are checked again, against the disk, before anything is written.
 */
export function decodeManifest(body: Buffer, maxBytes = 1 << 30): CacheManifest {
  let value: CacheManifest;
  try {
    const json = zlib.zstdDecompressSync(body, { maxOutputLength: maxBytes });
    value = JSON.parse(json.toString('utf8')) as CacheManifest;
  } catch (error) {
    throw new ManifestError(`the manifest cannot be read: ${(error as Error).message}`);
  }
  const fail = (what: string): never => {
    throw new ManifestError(`the manifest is not valid: ${what}`);
  };
  if (value?.format !== MANIFEST_FORMAT) fail(`unknown format ${JSON.stringify(value?.format)}`);
  if (typeof value.key !== 'string' || typeof value.scope !== 'string') fail('no key or scope');
  if (value.scannedAtMs !== undefined && !Number.isFinite(value.scannedAtMs)) fail('scannedAtMs');
  if (!Array.isArray(value.roots) || !Array.isArray(value.objects) || !Array.isArray(value.files))
    fail('roots, objects or files missing');
  value.objects.forEach((o, i) => {
    if (!isStoreObjectName(o.name) || !SHA.test(o.sha256) || !isCount(o.size))
      fail(`object ${i} is not one of the store's`);
    if (o.kind !== 'pack' && o.kind !== 'blob') fail(`object ${i} has kind ${String(o.kind)}`);
    if (o.compression !== 'zstd' && o.compression !== 'none') fail(`object ${i} compression`);
    if (!Array.isArray(o.frames) || o.frames.length === 0) fail(`object ${i} has no frames`);
    for (const f of o.frames)
      if (!isCount(f[0]) || !isCount(f[1]) || f[0] + f[1] > o.size) fail(`object ${i} frame range`);
  });
  value.files.forEach((f, i) => {
    if (typeof f.p !== 'string' || !isCount(f.r) || f.r >= value.roots.length)
      fail(`entry ${i} has no path or root`);
    if (!isCount(f.m) || typeof f.mt !== 'number' || !Number.isFinite(f.mt))
      fail(`entry ${i} mode or mtime`);
    if (f.t === 'f') {
      if (!isCount(f.s) || !SHA.test(f.h ?? '')) fail(`file ${i} size or hash`);
      if (f.s! > 0) {
        const object = value.objects[f.o ?? -1];
        if (!object || !isCount(f.fr) || f.fr >= object.frames.length || !isCount(f.at))
          fail(`file ${i} location`);
      }
    } else if (f.t === 'l') {
      if (typeof f.l !== 'string' || f.l === '' || f.l.includes('\0')) fail(`symlink ${i} target`);
    } else if (f.t !== 'd') fail(`entry ${i} type ${JSON.stringify(f.t)}`);
  });
  return value;
}

export function sha256Hex(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

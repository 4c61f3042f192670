import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  decodeManifest,
  encodeManifest,
  ManifestError,
} from '../../src/cache/store/cache-manifest.js';
import type { ManifestFile, StoredObject } from '../../src/cache/store/manifest-types.js';
import { shortfall, type DiskNeed } from '../../src/cache/restore/disk-room.js';
import { manifestJsonBudgetBytes, structuresFit } from '../../src/cache/store/manifest-limits.js';
import { BLOB_MIN_BYTES, MAX_PACK_FRAME_BYTES } from '../../src/cache/store/pack-limits.js';
import { encodeManifestV1, manifestOfFiles } from '../support/cache-manifests.js';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const pack: StoredObject = {
  name: `cas/packs/${sha('pack')}.tar.zst`,
  sha256: sha('pack'),
  size: 1000,
  kind: 'pack',
  compression: 'zstd',
  frames: [[0, 1000]],
};
const header = {
  key: 'k',
  scope: 'refs/heads/main',
  version: 'a'.repeat(64),
  createdAtMs: 1,
  roots: [{ base: 'workspace' as const, path: 'tree' }],
};
const file = (p: string, s: number, at = 512): ManifestFile => ({
  t: 'f',
  r: 0,
  p,
  m: 0o644,
  mt: 0,
  s,
  h: sha(p),
  o: 0,
  fr: 0,
  at,
});

describe('a manifest is read within what this process can hold', () => {
  it('a Next.js-like tree of 5,000 files and links with brackets in their names -> read', () => {
    const files: ManifestFile[] = [];
    for (let i = 0; i < 2500; i++) {
      files.push(file(`app/[id]/[...slug]/p${i}.js`, 10));
      files.push({ t: 'l', r: 0, p: `l${i}`, m: 0o777, mt: 0, l: '[x]' });
    }
    const m = manifestOfFiles(header, files, [pack]);
    const body = encodeManifest(m).body;
    expect(structuresFit(zlib.zstdDecompressSync(body))).toBe(true);
    expect(decodeManifest(body).entries.type.length).toBe(5000);
  });

  it('a valid manifest plus 300,000 {} in a field nobody reads -> refused before it is parsed', () => {
    const m = manifestOfFiles(header, [file('a', 10)], [pack]);
    const json = zlib.zstdDecompressSync(encodeManifest(m).body).toString('utf8');
    const bomb = `${json.slice(0, -1)},"junk":[${'{},'.repeat(300_000)}{}]}`;
    expect(() => decodeManifest(zlib.zstdCompressSync(Buffer.from(bomb)))).toThrow(
      /more objects and arrays than its entries can need/,
    );
  });

  it('more JSON than the budget -> refused by the frame header, or stopped as it decodes', () => {
    const m = manifestOfFiles(header, [file('a', 10)], [pack]);
    const body = encodeManifest(m).body;
    const bytes = zlib.zstdDecompressSync(body).length;
    expect(() => decodeManifest(body, bytes - 1)).toThrow(/would decode to \d+ bytes, more than/);
    expect(decodeManifest(body, bytes).key).toBe('k');
    // Streamed: no size in its header; zstd stops at the limit.
    const streamed = zlib.zstdCompressSync(zlib.zstdDecompressSync(body), {
      params: { [zlib.constants.ZSTD_c_contentSizeFlag]: 0 },
    });
    expect(() => decodeManifest(streamed, bytes - 1)).toThrow(ManifestError);
  });

  it('the budget follows the heap that is left: some MB here, never above 1 GiB', () => {
    const budget = manifestJsonBudgetBytes();
    expect(budget).toBeGreaterThan(1024 * 1024);
    expect(budget).toBeLessThanOrEqual(1 << 30);
  });

  it('a stored manifest carries a content checksum: one flipped byte -> refused', () => {
    const body = Buffer.from(encodeManifest(manifestOfFiles(header, [file('a', 10)], [pack])).body);
    // The frame header's checksum flag (bit 2 of the descriptor).
    expect(body[4]! & 0x04).toBe(0x04);
    body[body.length - 2]! ^= 0x10;
    expect(() => decodeManifest(body)).toThrow(ManifestError);
  });

  it('a pack content at or above the blob size, or past a pack frame -> the manifest is refused', () => {
    const read = (files: ManifestFile[]) =>
      decodeManifest(encodeManifestV1({ ...header, objects: [pack], files }));
    expect(() => read([file('big', BLOB_MIN_BYTES)])).toThrow(/larger than its pack can hold/);
    expect(() => read([file('late', 10, MAX_PACK_FRAME_BYTES - 5)])).toThrow(
      /larger than its pack can hold/,
    );
    expect(read([file('ok', BLOB_MIN_BYTES - 1, 512)]).entries.size[0]).toBe(BLOB_MIN_BYTES - 1);
  });
});

describe('the disk check names what is short', () => {
  const need = (over: Partial<DiskNeed>): DiskNeed => ({
    where: '/w',
    bytes: 0,
    inodes: 0,
    freeBytes: 100 * 1048576,
    freeInodes: 1000,
    blockBytes: 4096,
    ...over,
  });
  it.each([
    [need({ bytes: 200 * 1048576 }), /has 100\.0 MiB free, and the entry needs 200\.0 MiB/],
    [need({ inodes: 1001 }), /has 1000 free inodes, and the entry needs 1001/],
    [need({ bytes: 1, inodes: 10 }), undefined],
    // A file system without a fixed inode count (btrfs).
    [need({ inodes: 10 ** 9, freeInodes: undefined }), undefined],
  ])('%o -> %s', (n, message) => {
    const got = shortfall([n]);
    if (message) expect(got).toMatch(message);
    else expect(got).toBeUndefined();
  });
});

import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  decodeManifest,
  encodeManifest,
  encodeManifestStreamed,
} from '../../src/cache/store/cache-manifest.js';
import { MANIFEST_FORMAT, type ManifestData } from '../../src/cache/store/manifest-types.js';
import { PathTable } from '../../src/cache/store/path-table.js';

/** `files` files in folders of 100, names with quotes, unicode and spaces; one pack; two links. */
function bigManifest(files: number): ManifestData {
  const rows = files + 3;
  const type = `d${'f'.repeat(files)}ll`.padEnd(rows, 'f');
  const path = Array.from({ length: rows }, (_, i) =>
    i === 0 ? '' : `dir ${Math.floor(i / 100)}/"é ${i}\\ 😀.js`,
  );
  const contents = Math.ceil(files / 2); // every content held by two files
  const sha256 = Buffer.alloc(contents * 32);
  for (let k = 0; k < contents; k++)
    createHash('sha256')
      .update(String(k))
      .digest()
      .copy(sha256, k * 32);
  return {
    format: MANIFEST_FORMAT,
    key: 'k "quoted"',
    scope: 'refs/heads/main',
    version: 'v'.repeat(64),
    createdAtMs: 1_700_000_000_000,
    scannedAtMs: 1_699_999_999_000,
    roots: [{ base: 'workspace', path: 'node_modules' }],
    objects: [
      {
        name: `cas/packs/${'a'.repeat(64)}.tar.zst`,
        sha256: 'a'.repeat(64),
        size: 1_000_000,
        kind: 'pack',
        compression: 'zstd',
        frames: [[0, 1_000_000]],
      },
    ],
    entries: {
      type,
      root: path.map(() => 0),
      path: PathTable.of(path),
      size: path.map((_, i) => (type[i] === 'f' ? i % 1000 : 0)),
      mode: path.map((_, i) => (type[i] === 'd' ? 0o755 : 0o644)),
      mtime: path.map((_, i) => 1_700_000_000_000 + i * 1_001),
      content: path.map((_, i) =>
        type[i] === 'f' && i % 1000 ? Math.floor(i / 2) % contents : -1,
      ),
      link: new Map([
        [rows - 2, '../x'],
        [rows - 1, 'dir 0/"é 1\\ 😀.js'],
      ]),
    },
    contents: {
      sha256,
      object: Array.from({ length: contents }, () => 0),
      frame: Array.from({ length: contents }, () => 0),
      at: Array.from({ length: contents }, (_, k) => k * 512),
    },
  };
}

describe('a manifest encoded piece by piece through a streaming compressor', () => {
  it('10,000 files (more than one piece per column) -> the same JSON as encoded whole, read back the same', async () => {
    const m = bigManifest(10_000);
    const whole = encodeManifest(m);
    const streamed = await encodeManifestStreamed(m);
    expect(zlib.zstdDecompressSync(streamed.body).toString('utf8')).toBe(
      zlib.zstdDecompressSync(whole.body).toString('utf8'),
    );
    expect(streamed.sha256).toBe(createHash('sha256').update(streamed.body).digest('hex'));
    const read = decodeManifest(streamed.body);
    expect(read.entries).toEqual(m.entries);
    expect(read.contents).toEqual(m.contents);
    expect(read.key).toBe(m.key);
  });

  it('streamed, shrunk more than 8x (its decode outgrows its first chunk) -> read back the same', async () => {
    const m = bigManifest(3_000);
    const { entries } = m;
    const empty: ManifestData = {
      ...m,
      entries: {
        ...entries,
        size: entries.size.map(() => 0),
        content: entries.content.map(() => -1),
      },
      contents: { sha256: Buffer.alloc(0), object: [], frame: [], at: [] },
    };
    const { body } = await encodeManifestStreamed(empty);
    expect(zlib.zstdDecompressSync(body).length).toBeGreaterThan(8 * body.length);
    const read = decodeManifest(body);
    expect(read.entries).toEqual(empty.entries);
    expect(read.contents).toEqual(empty.contents);
  });

  it('an entry of one empty folder -> empty columns written as []', async () => {
    const m = bigManifest(0);
    const json = zlib.zstdDecompressSync((await encodeManifestStreamed(m)).body).toString('utf8');
    expect(JSON.parse(json)).toMatchObject({
      contents: { sha256: '', object: [], frame: [], at: [] },
    });
  });
});

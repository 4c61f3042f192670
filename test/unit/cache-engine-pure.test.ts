import { describe, expect, it } from 'vitest';
import zlib from 'node:zlib';
import {
  decodeManifest,
  EMPTY_SHA256,
  encodeManifest,
  ManifestError,
} from '../../src/cache/store/cache-manifest.js';
import {
  MANIFEST_FORMAT,
  type CacheManifest,
  type ManifestFile,
  type StoredObject,
} from '../../src/cache/store/manifest-types.js';
import {
  decodeSegment,
  encodeSegment,
  manifestName,
  parseManifestName,
} from '../../src/cache/store/cache-names.js';
import { computeCacheVersion } from '../../src/cache/store/cache-version.js';
import { isSafePath } from '../../src/cache/restore/restore-targets.js';
import { contentHeader } from '../../src/cache/store/tar-header.js';
import { planSave, type SaveInput, type SavePlan } from '../../src/cache/save/save-plan.js';
import { unchangedContents } from '../../src/cache/save/save-unchanged.js';
import { encodeManifestV1, manifestOfFiles, plainFile } from '../support/cache-manifests.js';
import { entryHashes } from '../support/entry-hashes.js';
import { PathTable } from '../../src/cache/store/path-table.js';

const V = 'a'.repeat(64);
const store = { bucket: 'b', prefix: 'caches' };

describe('cache object names', () => {
  const samples = [
    'npm-Linux-abc',
    'a/b',
    '100%',
    '.hidden',
    '..',
    'line\nbreak',
    'ünï ✓ 😀',
    '::set-output',
  ];

  it('a key is encoded into one segment and decoded back', () => {
    for (const key of samples) {
      const segment = encodeSegment(key);
      expect(segment).not.toMatch(/[/\n]/);
      expect(segment === '.' || segment === '..').toBe(false);
      expect(decodeSegment(segment)).toBe(key);
    }
  });

  it('restore-keys: a prefix of a key encodes to a prefix of its name', () => {
    for (const key of samples)
      for (let cut = 0; cut <= key.length; cut++) {
        const prefix = key.slice(0, cut);
        if (/[\ud800-\udbff]$/.test(prefix)) continue; // half a character is no prefix a user types
        expect(encodeSegment(key).startsWith(encodeSegment(prefix))).toBe(true);
      }
  });

  it('scope and key come back out of a manifest name', () => {
    const name = manifestName(store, 'refs/pull/7/merge', V, 'key/with/slashes');
    expect(name).toBe(
      `caches/s3-cache-v1/entries/refs%2Fpull%2F7%2Fmerge/${V}/key%2Fwith%2Fslashes`,
    );
    expect(parseManifestName(store, name)).toEqual({
      scope: 'refs/pull/7/merge',
      version: V,
      key: 'key/with/slashes',
    });
    expect(parseManifestName(store, 'caches/s3-cache-v1/cas/packs/x')).toBeUndefined();
  });

  it('a key too long for S3 is refused with a sentence', () => {
    expect(() => manifestName(store, 'main', V, '\n'.repeat(400))).toThrow(/too long/);
  });
});

describe('cache version', () => {
  it('differs for different path lists and on Windows unless cross-OS', () => {
    const linux = computeCacheVersion(['node_modules'], { crossOs: false, platform: 'linux' });
    expect(linux).toMatch(/^[0-9a-f]{64}$/);
    expect(
      computeCacheVersion(['node_modules', '~/.npm'], { crossOs: false, platform: 'linux' }),
    ).not.toBe(linux);
    expect(computeCacheVersion(['node_modules'], { crossOs: false, platform: 'win32' })).not.toBe(
      linux,
    );
    expect(computeCacheVersion(['node_modules'], { crossOs: true, platform: 'win32' })).toBe(linux);
  });
});

describe('manifest paths', () => {
  it.each([
    ['a/b.txt', ['a', 'b.txt']],
    ['', []],
    ['../x', undefined],
    ['a/../../x', undefined],
    ['/etc/passwd', undefined],
    ['a//b', undefined],
    ['./a', undefined],
    ['a\0b', undefined],
  ])('%j -> %j', (input, expected) => {
    expect(isSafePath(input)).toBe(expected !== undefined);
  });
});

const header = {
  key: 'k',
  scope: 's',
  version: V,
  createdAtMs: 0,
  roots: [{ base: 'workspace' as const, path: 'tree' }],
};
function manifest(files: readonly ManifestFile[], objects: readonly StoredObject[]): CacheManifest {
  return manifestOfFiles(header, files, objects);
}

const sha = (n: number) => n.toString(16).padStart(64, '0');
const MiB = 1024 * 1024;
const pack = {
  name: `cas/packs/${sha(1)}.tar.zst`,
  sha256: sha(1),
  size: 100,
  kind: 'pack' as const,
  compression: 'zstd' as const,
  frames: [[0, 100]] as [number, number][],
};
const fileAt = (p: string, h: number, at = 512): ManifestFile => ({
  t: 'f',
  r: 0,
  p,
  m: 0o644,
  mt: 1,
  s: 5,
  h: sha(h),
  o: 0,
  fr: 0,
  at,
});
const tree: ManifestFile[] = [
  { t: 'd', r: 0, p: '', m: 0o755, mt: 3 },
  fileAt('a', 2),
  fileAt('b/same-as-a', 2),
  { t: 'f', r: 0, p: 'empty', m: 0o600, mt: 4, s: 0, h: EMPTY_SHA256 },
  { t: 'l', r: 0, p: 'link', m: 0o777, mt: 5, l: 'a' },
];

/** A version 2 manifest's stored JSON, loosely typed so that tests can break it. */
interface StoredJson {
  format: string;
  contents: { sha256: string; object: number[]; frame: number[]; at: number[] };
  entries?: {
    type: string;
    root: number[];
    path: unknown[];
    size: number[];
    mtime: number[];
    content: number[];
    link: unknown[][];
  };
}

/** A version 2 manifest's stored JSON, changed by `edit`, encoded again. */
function tampered(edit: (json: StoredJson) => void): Buffer {
  const body = encodeManifest(manifest(tree, [pack])).body;
  const json = JSON.parse(zlib.zstdDecompressSync(body).toString('utf8')) as StoredJson;
  edit(json);
  return zlib.zstdCompressSync(Buffer.from(JSON.stringify(json)));
}

describe('manifest codec', () => {
  it('version 2 round-trips: the same columns, and the same entries as version 1 gave', () => {
    const v1 = manifest(tree, [pack]);
    const body = encodeManifest(v1).body;
    const json = JSON.parse(zlib.zstdDecompressSync(body).toString('utf8')) as StoredJson;
    expect(json.format).toBe(MANIFEST_FORMAT);
    expect(json.entries!.type).toBe('dfffl');
    // Both files hold one content, stored once; the empty file holds none.
    expect(json.contents.sha256).toBe(sha(2));
    expect(json.entries!.content).toEqual([-1, 0, 0, -1, -1]);
    const again = decodeManifest(body);
    expect(again).toEqual(v1);
    expect(again.files.map(plainFile)).toEqual(tree);
  });

  it('a version 1 manifest -> read as it was written', () => {
    const read = decodeManifest(encodeManifestV1({ ...header, objects: [pack], files: tree }));
    expect(read.files.map(plainFile)).toEqual(tree);
    expect([...read.entries.path]).toEqual(['', 'a', 'b/same-as-a', 'empty', 'link']);
  });

  it('refuses an object name outside the store, a frame past the end, or bytes that are not a manifest', () => {
    const good = manifest([fileAt('a', 2)], [pack]);
    expect(() =>
      decodeManifest(
        encodeManifest({ ...good, objects: [{ ...pack, name: '../../other-key' }] }).body,
      ),
    ).toThrow(ManifestError);
    expect(() =>
      decodeManifest(encodeManifest({ ...good, objects: [{ ...pack, frames: [[50, 100]] }] }).body),
    ).toThrow(ManifestError);
    expect(() => decodeManifest(Buffer.from('not zstd'))).toThrow(ManifestError);
    expect(() => decodeManifest(zlib.zstdCompressSync(Buffer.from('null')))).toThrow(ManifestError);
  });

  it.each<[string, (json: StoredJson) => void]>([
    ['a column shorter than the others', (j) => j.entries!.mtime.pop()],
    ['a content index past the table', (j) => (j.entries!.content[1] = 7)],
    ['a file with bytes and no content', (j) => (j.entries!.content[1] = -1)],
    ['a folder with a content', (j) => (j.entries!.content[0] = 0)],
    ['an unknown entry type', (j) => (j.entries!.type = 'dffxl')],
    ['a root index past the roots', (j) => (j.entries!.root[1] = 1)],
    ['a path that is not a string', (j) => (j.entries!.path[1] = 5)],
    ['a negative size', (j) => (j.entries!.size[1] = -5)],
    ['a hash table cut short', (j) => (j.contents.sha256 = j.contents.sha256.slice(2))],
    ['a hash in upper case', (j) => (j.contents.sha256 = `A${j.contents.sha256.slice(1)}`)],
    ['a content in an object that does not exist', (j) => (j.contents.object[0] = 1)],
    ['a content in a frame past the object', (j) => (j.contents.frame[0] = 1)],
    ['a symlink without a target', (j) => (j.entries!.link = [])],
    ['a target for an entry that is no symlink', (j) => j.entries!.link.push([1, 'x'])],
    ['a target with a NUL', (j) => (j.entries!.link[0]![1] = 'a\0b')],
    ['no entries at all', (j) => delete j.entries],
  ])('a version 2 manifest with %s -> refused', (_, edit) => {
    expect(() => decodeManifest(tampered(edit))).toThrow(ManifestError);
  });

  it('a version 1 manifest with a file that names no object -> refused', () => {
    const files = [{ ...fileAt('a', 2), o: 3 }];
    expect(() => decodeManifest(encodeManifestV1({ ...header, objects: [pack], files }))).toThrow(
      ManifestError,
    );
  });
});

describe('save plan', () => {
  const packOf = (n: number, size: number, frames: number) => ({
    name: `cas/packs/${sha(1000 + n)}.tar.zst`,
    sha256: sha(1000 + n),
    size,
    kind: 'pack' as const,
    compression: 'zstd' as const,
    frames: Array.from(
      { length: frames },
      (_, i) => [(i * size) / frames, size / frames] as [number, number],
    ),
  });
  const fileIn = (n: number, object: number, frame: number) =>
    ({
      t: 'f',
      r: 0,
      p: `f${n}`,
      m: 0o644,
      mt: 0,
      s: 100,
      h: sha(n),
      o: object,
      fr: frame,
      at: 0,
    }) as const;
  /** Every file read this time (none known unchanged): `[content number, size]`. */
  const input = (files: ReadonlyArray<number | [number, number]>): SaveInput => {
    const list = files.map((f): [number, number] => (typeof f === 'number' ? [f, 100] : f));
    return {
      type: 'f'.repeat(list.length),
      size: list.map(([, size]) => size),
      known: new Int32Array(list.length).fill(-1),
      hashed: entryHashes(
        list.length,
        list.map(([n], i) => [i, sha(n)]),
      ),
      pathOf: (i) => `/t/f${list[i]![0]}`,
    };
  };
  const reusedHashes = (plan: SavePlan, prior: CacheManifest) =>
    plan.rows
      .filter((r) => r >= 0)
      .map((r) => prior.contents.sha256.toString('hex', r * 32, r * 32 + 32));

  it('reuses known contents, packs new ones once, and makes large files blobs', () => {
    const prior = manifest([fileIn(1, 0, 0), fileIn(2, 0, 1)], [packOf(0, 20 * MiB, 2)]);
    const plan = planSave(input([1, 2, 3, 3, [4, 9 * MiB]]), prior);
    expect(reusedHashes(plan, prior)).toEqual([sha(1), sha(2)]);
    expect([...plan.content]).toEqual([0, 1, 2, 2, 3]);
    expect(plan.newSmall.map((f) => f.sha256)).toEqual([sha(3)]);
    expect(plan.newBlobs.map((f) => f.sha256)).toEqual([sha(4)]);
    expect(plan.compacted).toBe(0);
  });

  it('a file known unchanged keeps its prior content without being read', () => {
    const prior = manifest([fileIn(1, 0, 0)], [packOf(0, 20 * MiB, 1)]);
    const plan = planSave(
      { ...input([]), type: 'f', size: [100], known: Int32Array.of(0), hashed: entryHashes(1, []) },
      prior,
    );
    expect(plan.rows).toEqual([0]);
    expect([...plan.newSmall]).toEqual([]);
  });

  it('a pack the entry needs less than half of -> its live content is repacked', () => {
    const prior = manifest([fileIn(1, 0, 0), fileIn(2, 0, 1)], [packOf(0, 20 * MiB, 4)]);
    const plan = planSave(input([1]), prior);
    expect(plan.compacted).toBe(1);
    expect(plan.newSmall.map((f) => f.sha256)).toEqual([sha(1)]);
  });

  it('packs of a full save (32 MiB of content, a few MiB compressed) are not small: a 1% change reuses them all', () => {
    // Six packs of 7 MiB compressed, each holding 32 MiB of content in 64 files of 512 KiB.
    const objects = Array.from({ length: 6 }, (_, i) => packOf(i, 7 * MiB, 64));
    const files = objects.flatMap((_, o) =>
      Array.from({ length: 64 }, (_, i) => ({ ...fileIn(o * 64 + i + 1, o, i), s: 512 * 1024 })),
    );
    const prior = manifest(files, objects);
    const changed = files.map((_, i): [number, number] =>
      i % 100 === 0 ? [10_000 + i, 512 * 1024] : [i + 1, 512 * 1024],
    );
    const plan = planSave(input(changed), prior);
    expect(plan.compacted).toBe(0);
    expect(plan.reusedObjects.size).toBe(6);
    expect(plan.newSmall).toHaveLength(4);
  });

  it('more than four small packs -> they are repacked together; a gone pack is never reused', () => {
    const objects = Array.from({ length: 5 }, (_, i) => packOf(i, MiB, 1));
    const prior = manifest(
      objects.map((_, i) => fileIn(i + 1, i, 0)),
      objects,
    );
    const files = objects.map((_, i) => i + 1);
    expect(planSave(input(files), prior).compacted).toBe(5);
    expect(planSave(input(files.slice(0, 4)), prior).compacted).toBe(0);
    const gone = planSave(input(files.slice(0, 4)), prior, new Set([0]));
    expect(gone.reusedObjects.has(0)).toBe(false);
    expect(gone.newSmall.map((f) => f.sha256)).toEqual([sha(1)]);
  });
});

describe('unchanged files (size and mtime as in the prior entry)', () => {
  const roots = [
    { base: 'workspace' as const, path: 'one' },
    { base: 'home' as const, path: '.two' },
  ];
  const prior = manifestOfFiles(
    { ...header, roots, scannedAtMs: 10_000 },
    [
      { ...fileAt('a', 1), r: 0, mt: 5_000 },
      { ...fileAt('a', 2), r: 1, mt: 5_000 },
      { ...fileAt('racy', 3), mt: 9_500 },
    ],
    [pack],
  );
  const walked = (files: ReadonlyArray<[number, string, number, number]>, r = roots) => ({
    roots: r,
    rootPaths: ['/w/one', '/h/.two'],
    type: 'f'.repeat(files.length),
    root: files.map(([root]) => root),
    path: PathTable.of(files.map(([, p]) => p)),
    size: files.map(([, , size]) => size),
    mode: files.map(() => 0o644),
    mtime: files.map(([, , , mt]) => mt),
    link: new Map<number, string>(),
    leftovers: [],
    refused: [],
  });

  it('paths: one, ~/.two -> each root matched to its own entry; a changed size or mtime is read', () => {
    const known = unchangedContents(
      walked([
        [1, 'a', 5, 5_000],
        [0, 'a', 5, 5_000],
        [0, 'a', 6, 5_000],
        [1, 'a', 5, 5_001],
        [0, 'new', 5, 5_000],
      ]),
      prior,
    );
    const hashOf = (row: number) => prior.contents.sha256.toString('hex', row * 32, row * 32 + 32);
    expect(hashOf(known[0]!)).toBe(sha(2));
    expect(hashOf(known[1]!)).toBe(sha(1));
    expect([...known.slice(2)]).toEqual([-1, -1, -1]);
  });

  it('a file stamped within a second of the prior walk -> read again (racily clean)', () => {
    expect([...unchangedContents(walked([[0, 'racy', 5, 9_500]]), prior)]).toEqual([-1]);
  });

  it('other paths than the prior entry had -> everything is read', () => {
    const other = [roots[0]!];
    expect([...unchangedContents(walked([[0, 'a', 5, 5_000]], other), prior)]).toEqual([-1]);
  });
});

describe('pack tar headers', () => {
  it('node-tar reads back the name, size, mode, type and a valid checksum', async () => {
    const { Header } = await import('tar');
    for (const size of [0, 1, 511, 512, 8 * MiB - 1]) {
      const header = new Header(contentHeader(sha(size + 1), size));
      expect(header).toMatchObject({
        path: sha(size + 1),
        size,
        mode: 0o644,
        type: 'File',
        cksumValid: true,
      });
    }
  });
});

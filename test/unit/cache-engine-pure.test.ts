import { describe, expect, it } from 'vitest';
import {
  decodeManifest,
  encodeManifest,
  ManifestError,
  MANIFEST_FORMAT,
  type CacheManifest,
} from '../../src/cache/cache-manifest.js';
import {
  decodeSegment,
  encodeSegment,
  manifestName,
  parseManifestName,
} from '../../src/cache/cache-names.js';
import { computeCacheVersion } from '../../src/cache/cache-version.js';
import { safeSegments } from '../../src/cache/restore-targets.js';
import { contentHeader } from '../../src/cache/tar-header.js';
import { planSave, type HashedFile } from '../../src/cache/save-plan.js';

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
    expect(safeSegments(input)).toEqual(expected);
  });
});

function manifest(files: CacheManifest['files'], objects: CacheManifest['objects']): CacheManifest {
  return {
    format: MANIFEST_FORMAT,
    key: 'k',
    scope: 's',
    version: V,
    createdAtMs: 0,
    roots: [{ base: 'workspace', path: 'tree' }],
    objects,
    files,
  };
}

const sha = (n: number) => n.toString(16).padStart(64, '0');
const MiB = 1024 * 1024;

describe('manifest codec', () => {
  it('round-trips, and refuses an object name outside the store or a frame past the end', () => {
    const pack = {
      name: `cas/packs/${sha(1)}.tar.zst`,
      sha256: sha(1),
      size: 100,
      kind: 'pack' as const,
      compression: 'zstd' as const,
      frames: [[0, 100]] as [number, number][],
    };
    const good = manifest(
      [{ t: 'f', r: 0, p: 'a', m: 0o644, mt: 1, s: 5, h: sha(2), o: 0, fr: 0, at: 512 }],
      [pack],
    );
    expect(decodeManifest(encodeManifest(good).body)).toEqual(good);
    expect(() =>
      decodeManifest(
        encodeManifest({ ...good, objects: [{ ...pack, name: '../../other-key' }] }).body,
      ),
    ).toThrow(ManifestError);
    expect(() =>
      decodeManifest(encodeManifest({ ...good, objects: [{ ...pack, frames: [[50, 100]] }] }).body),
    ).toThrow(ManifestError);
    expect(() => decodeManifest(Buffer.from('not zstd'))).toThrow(ManifestError);
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
  const hashed = (n: number, size = 100): HashedFile => ({
    path: `/t/f${n}`,
    size,
    sha256: sha(n),
  });

  it('reuses known contents, packs new ones once, and makes large files blobs', () => {
    const prior = manifest([fileIn(1, 0, 0), fileIn(2, 0, 1)], [packOf(0, 20 * MiB, 2)]);
    const plan = planSave([hashed(1), hashed(2), hashed(3), hashed(3), hashed(4, 9 * MiB)], prior);
    expect([...plan.reused.keys()]).toEqual([sha(1), sha(2)]);
    expect(plan.newSmall.map((f) => f.sha256)).toEqual([sha(3)]);
    expect(plan.newBlobs.map((f) => f.sha256)).toEqual([sha(4)]);
    expect(plan.compacted).toBe(0);
  });

  it('a pack the entry needs less than half of -> its live content is repacked', () => {
    const prior = manifest([fileIn(1, 0, 0), fileIn(2, 0, 1)], [packOf(0, 20 * MiB, 4)]);
    const plan = planSave([hashed(1)], prior);
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
    const changed = files.map((f, i) =>
      i % 100 === 0 ? hashed(10_000 + i, 512 * 1024) : hashed(i + 1, 512 * 1024),
    );
    const plan = planSave(changed, prior);
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
    const files = objects.map((_, i) => hashed(i + 1));
    expect(planSave(files, prior).compacted).toBe(5);
    expect(planSave(files.slice(0, 4), prior).compacted).toBe(0);
    const gone = planSave(files.slice(0, 4), prior, new Set([0]));
    expect(gone.reusedObjects.has(0)).toBe(false);
    expect(gone.newSmall.map((f) => f.sha256)).toEqual([sha(1)]);
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

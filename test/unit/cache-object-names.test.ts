import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  alternativeName,
  blobName,
  isStoreObjectKey,
  levelOfObjectName,
  packName,
  isStoreObjectName,
  manifestName,
  parseManifestName,
} from '../../src/cache/store/cache-names.js';
import { ManifestError } from '../../src/cache/store/cache-manifest.js';
import {
  checkManifestLevel,
  levelOfScope,
  levelReads,
} from '../../src/cache/store/content-levels.js';
import type { CacheManifest } from '../../src/cache/store/manifest-types.js';
import { fileEtag, freshNameFor, stateOf } from '../../src/cache/store/object-trust.js';

const SHA = 'ab'.repeat(32);
const R = '0123456789abcdef'.repeat(2);
const store = { bucket: 'b', prefix: 'caches/', repository: 'org/app' };

describe('the names of packs and blobs', () => {
  it.each([
    [`cas/packs/${SHA}.tar.zst`, true],
    [`cas/blobs/${SHA}`, true],
    [`cas/packs/${SHA}-${R}.tar.zst`, true],
    [`cas/blobs/${SHA}-${R}`, true],
    [`cas/packs/${SHA.toUpperCase()}.tar.zst`, false],
    [`cas/packs/${SHA}-${R}0.tar.zst`, false],
    [`cas/blobs/${SHA}-${R}.tar.zst`, false],
    [`cas/blobs/${SHA}/x`, false],
    [`cas/packs/notes.txt`, false],
    [`cas/other`, false],
    [`../cas/blobs/${SHA}`, false],
    [`cas/pr/packs/${SHA}.tar.zst`, true],
    [`cas/pr/blobs/${SHA}-${R}`, true],
    [`cas/pr/pr/packs/${SHA}.tar.zst`, false],
    [`cas/main/packs/${SHA}.tar.zst`, false],
    [`cas/pr/notes.txt`, false],
  ])('%s is a name of the format: %s', (name, ok) => {
    expect(isStoreObjectName(name)).toBe(ok);
    expect(isStoreObjectKey(store, `caches/s3-cache-v1/${name}`)).toBe(ok);
  });

  it('a fresh name keeps the hash and the kind, and replaces an earlier suffix', () => {
    expect(alternativeName(`cas/packs/${SHA}.tar.zst`, R)).toBe(`cas/packs/${SHA}-${R}.tar.zst`);
    expect(alternativeName(`cas/blobs/${SHA}`, R)).toBe(`cas/blobs/${SHA}-${R}`);
    const twice = alternativeName(`cas/blobs/${SHA}-${'f'.repeat(32)}`, R);
    expect(twice).toBe(`cas/blobs/${SHA}-${R}`);
    const fresh = freshNameFor(`cas/packs/${SHA}.tar.zst`);
    expect(isStoreObjectName(fresh)).toBe(true);
    expect(fresh).not.toBe(freshNameFor(`cas/packs/${SHA}.tar.zst`));
    expect(() => alternativeName(`cas/blobs/${SHA}`, 'xyz')).toThrow(/32 hex/);
  });

  it('a listed name with an empty or undecodable segment, or a level more, is no manifest', () => {
    const good = manifestName(store, 'refs/heads/main', 'c'.repeat(64), 'k');
    const folder = good.slice(0, -1);
    expect(parseManifestName(store, good)?.key).toBe('k');
    for (const junk of [folder, `${folder}%ZZ`, `${folder}k/extra`, `${folder}%`])
      expect(parseManifestName(store, junk), junk).toBeUndefined();
  });
});

describe('content levels', () => {
  it.each([
    ['refs/heads/main', 'trusted'],
    ['refs/heads/feature/x', 'trusted'],
    ['refs/tags/v1', 'trusted'],
    ['repository', 'trusted'],
    ['refs/pull/7/merge', 'pull-request'],
    ['no-ref', 'pull-request'],
    ['other:refs/remotes/x', 'pull-request'],
    ['refs/heads/', 'pull-request'],
    ['my-scope', 'pull-request'],
  ] as const)('the scope %s writes the %s level', (scope, level) => {
    expect(levelOfScope(scope)).toBe(level);
  });

  it('each level writes its own folder; a pull request reads both, the trusted level its own', () => {
    const trustedPack = { name: packName(SHA, 'trusted') };
    const prBlob = { name: blobName(SHA, 'pull-request') };
    expect(trustedPack.name).toBe(`cas/packs/${SHA}.tar.zst`);
    expect(prBlob.name).toBe(`cas/pr/blobs/${SHA}`);
    expect(levelOfObjectName(alternativeName(prBlob.name, R))).toBe('pull-request');
    expect(alternativeName(packName(SHA, 'pull-request'), R)).toBe(
      `cas/pr/packs/${SHA}-${R}.tar.zst`,
    );
    expect(levelReads('pull-request', trustedPack)).toBe(true);
    expect(levelReads('pull-request', prBlob)).toBe(true);
    expect(levelReads('trusted', trustedPack)).toBe(true);
    expect(levelReads('trusted', prBlob)).toBe(false);
  });

  it("a manifest of a trusted scope naming a pull request's object is refused; of a pull request's, it is read", () => {
    const objects = [{ name: packName(SHA, 'trusted') }, { name: blobName(SHA, 'pull-request') }];
    const manifest = { objects } as unknown as CacheManifest;
    expect(() => checkManifestLevel(manifest, 'refs/heads/main', 'k')).toThrow(ManifestError);
    expect(() => checkManifestLevel(manifest, 'refs/heads/main', 'k')).toThrow(
      `names "cas/pr/blobs/${SHA}", a pull request's content`,
    );
    expect(() => checkManifestLevel(manifest, 'refs/pull/1/merge', 'k')).not.toThrow();
    const trustedOnly = { objects: objects.slice(0, 1) } as unknown as CacheManifest;
    expect(() => checkManifestLevel(trustedOnly, 'refs/tags/v1', 'k')).not.toThrow();
  });
});

describe('checking an object by its HEAD', () => {
  it('same size and recorded ETag is ok; another size or ETag is changed; none is gone', () => {
    const head = { size: 5, etag: 'e1', metadata: {} };
    expect(stateOf(head, { size: 5, etag: 'e1' })).toEqual({ state: 'ok', etag: 'e1' });
    expect(stateOf(head, { size: 5 })).toEqual({ state: 'ok', etag: 'e1' });
    expect(stateOf(head, { size: 6, etag: 'e1' }).state).toBe('changed');
    expect(stateOf(head, { size: 5, etag: 'e2' }).state).toBe('changed');
    expect(stateOf(undefined, { size: 5 }).state).toBe('gone');
  });

  it("a file's ETag: its MD5 as one PUT, the MD5 of its parts' MD5s and the count in parts", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'etag-'));
    try {
      const bytes = Buffer.alloc(2.5 * 1024 * 1024, 7);
      bytes.write('different', 1024 * 1024 + 3);
      const file = path.join(dir, 'f');
      await writeFile(file, bytes);
      const md5 = (b: Uint8Array) => createHash('md5').update(b).digest();
      expect(await fileEtag(file, bytes.length, undefined)).toBe(md5(bytes).toString('hex'));
      const part = 1024 * 1024;
      const parts = [0, 1, 2].map((i) => md5(bytes.subarray(i * part, (i + 1) * part)));
      expect(await fileEtag(file, bytes.length, part)).toBe(
        `${md5(Buffer.concat(parts)).toString('hex')}-3`,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

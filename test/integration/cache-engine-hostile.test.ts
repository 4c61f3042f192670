import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readlink, symlink } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { Header } from 'tar';
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeManifest } from '../../src/cache/store/cache-manifest.js';
import type { CacheManifest, ManifestFile } from '../../src/cache/store/manifest-types.js';
import { manifestName, packName, storeRoot } from '../../src/cache/store/cache-names.js';
import { restoreCache } from '../../src/cache/restore/restore-cache.js';
import { encodeManifestV1, manifestOfFiles, plainFile } from '../support/cache-manifests.js';
import { restoreRequest, saveTemplateEntry } from '../support/cache-store-harness.js';
import { testClient } from '../support/s3.js';
import { cacheBucket } from '../support/bucket-fixtures.js';

const signal = new AbortController().signal;

describe('hostile manifests and tar entries write nothing outside the paths', () => {
  const client = testClient();
  const setup = cacheBucket(client, 'cache-hostile');
  let workspace: string;
  let outside: string;
  const store = () => ({ bucket: setup.bucket, prefix: 'hostile' });
  let good: CacheManifest;

  /** Stores `manifest` under `key`, in the current format or as version 1 wrote it. */
  async function putManifest(key: string, manifest: CacheManifest, format = 2): Promise<void> {
    const objectKey = manifestName(store(), good.scope, good.version, key);
    const { objects } = manifest;
    const files = manifest.files.map(plainFile);
    await client.send(
      new PutObjectCommand({
        Bucket: setup.bucket,
        Key: objectKey,
        Body:
          format === 2
            ? encodeManifest({ ...manifest, key }).body
            : encodeManifestV1({ ...manifest, key, objects, files }),
      }),
    );
  }

  beforeAll(async () => {
    workspace = path.join(setup.scratch, 'ws');
    outside = path.join(setup.scratch, 'outside');
    await mkdir(outside);
    good = await saveTemplateEntry(setup.session, client, store(), workspace, signal);
  });

  it.each([2, 1])(
    'paths with .., absolute paths and symlinks that lead out -> refused, a miss, nothing written (manifest version %i)',
    async (format) => {
      const content = plainFile(good.files.find((f) => f.p === 'good.txt')!);
      const as = (p: string): ManifestFile => ({ ...content, p });
      const files: ManifestFile[] = [
        as('good.txt'),
        as('../escape.txt'),
        as('a/../../escape2.txt'),
        as(path.join(outside, 'abs.txt')),
        { t: 'l', r: 0, p: 'link-out', m: 0o777, mt: 0, l: '../../outside' },
        { t: 'l', r: 0, p: 'abs-link-out', m: 0o777, mt: 0, l: outside },
        as('abs-link-out/through-link.txt'),
        as('planted/through-planted.txt'),
      ];
      await putManifest(`evil-${format}`, manifestOfFiles(good, files, good.objects), format);
      const target = path.join(setup.scratch, `restore-1-v${format}`);
      await mkdir(path.join(target, 'tree'), { recursive: true });
      // A symlink already in the tree, leading out: nothing may be written through it.
      await symlink(outside, path.join(target, 'tree', 'planted'));
      const result = await restoreCache(
        setup.session,
        restoreRequest(store(), target, ['tree'], `evil-${format}`),
        signal,
      );
      expect(result.outcome).toBe('miss');
      expect(result.warnings).toHaveLength(8); // seven refusals, then the miss
      expect(await readdir(outside)).toEqual([]);
      expect(existsSync(path.join(setup.scratch, 'escape.txt'))).toBe(false);
      expect(existsSync(path.join(target, 'escape.txt'))).toBe(false);
      expect(existsSync(path.join(target, 'escape2.txt'))).toBe(false);
      // A refused entry writes nothing, not even its good files.
      expect(await readdir(path.join(target, 'tree'))).toEqual(['planted']);
      expect(await readlink(path.join(target, 'tree', 'planted'))).toBe(outside);
    },
  );

  it('a pack whose tar members are named ../../x and /abs -> the names are never used', async () => {
    const payload = Buffer.from('from a hostile tar entry');
    const sha = createHash('sha256').update(payload).digest('hex');
    const header = Buffer.alloc(512);
    new Header({
      path: '../../evil-tar.txt',
      mode: 0o644,
      size: payload.length,
      type: 'File',
    }).encode(header, 0);
    const second = Buffer.alloc(512);
    new Header({
      path: path.join(outside, 'abs-tar.txt'),
      mode: 0o644,
      size: payload.length,
      type: 'File',
    }).encode(second, 0);
    const pad = Buffer.alloc(512 - payload.length);
    const tar = Buffer.concat([header, payload, pad, second, payload, pad, Buffer.alloc(1024)]);
    const body = zlib.zstdCompressSync(tar);
    const packSha = createHash('sha256').update(body).digest('hex');
    await client.send(
      new PutObjectCommand({
        Bucket: setup.bucket,
        Key: storeRoot(store()) + packName(packSha, 'trusted'),
        Body: body,
      }),
    );
    const file = (p: string, at: number): ManifestFile => ({
      t: 'f',
      r: 0,
      p,
      m: 0o644,
      mt: 0,
      s: payload.length,
      h: sha,
      o: 0,
      fr: 0,
      at,
    });
    await putManifest(
      'evil-tar',
      manifestOfFiles(
        good,
        [file('safe.txt', 512), file('also-safe.txt', 1536)],
        [
          {
            name: packName(packSha, 'trusted'),
            sha256: packSha,
            size: body.length,
            kind: 'pack',
            compression: 'zstd',
            frames: [[0, body.length]],
          },
        ],
      ),
    );
    const target = path.join(setup.scratch, 'restore-2');
    await mkdir(target);
    const result = await restoreCache(
      setup.session,
      restoreRequest(store(), target, ['tree'], 'evil-tar'),
      signal,
    );
    expect(result.warnings).toEqual([]);
    expect(result.outcome).toBe('exact');
    expect((await readdir(path.join(target, 'tree'))).sort()).toEqual([
      'also-safe.txt',
      'safe.txt',
    ]);
    expect(await readdir(outside)).toEqual([]);
    expect(existsSync(path.join(setup.scratch, 'evil-tar.txt'))).toBe(false);
    expect(existsSync(path.join(target, 'evil-tar.txt'))).toBe(false);
  });

  it('a columnar manifest whose entry points past the content table -> a miss, nothing written', async () => {
    const json = JSON.parse(
      zlib.zstdDecompressSync(encodeManifest({ ...good, key: 'bad-index' }).body).toString('utf8'),
    ) as { entries: { content: number[] } };
    json.entries.content = json.entries.content.map((c) => (c >= 0 ? c + 1 : c));
    await client.send(
      new PutObjectCommand({
        Bucket: setup.bucket,
        Key: manifestName(store(), good.scope, good.version, 'bad-index'),
        Body: zlib.zstdCompressSync(Buffer.from(JSON.stringify(json))),
      }),
    );
    const target = path.join(setup.scratch, 'restore-3');
    const result = await restoreCache(
      setup.session,
      restoreRequest(store(), target, ['tree'], 'bad-index'),
      signal,
    );
    expect(result.outcome).toBe('miss');
    expect(result.warnings.join('\n')).toMatch(/manifest is not valid/);
    expect(existsSync(target)).toBe(false);
  });
});

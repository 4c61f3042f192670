import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { computeCacheVersion } from '../../src/cache/store/cache-version.js';
import { manifestName } from '../../src/cache/store/cache-names.js';
import { listCacheEntries } from '../../src/cache/store/list-cache.js';
import { saveCache } from '../../src/cache/save/save-cache.js';
import { saveRequest } from '../support/cache-store-harness.js';
import { testClient } from '../support/s3.js';
import { cacheBucket } from '../support/bucket-fixtures.js';

const signal = new AbortController().signal;
const MAIN = 'refs/heads/main';

describe('cache ls: totals from one HEAD per entry', () => {
  const client = testClient();
  const setup = cacheBucket(client, 'cache-ls');
  const store = () => ({ bucket: setup.bucket, prefix: 'ls/' });
  const version = computeCacheVersion(['tree'], { crossOs: false });
  const head = (key: string) =>
    client.send(
      new HeadObjectCommand({
        Bucket: setup.bucket,
        Key: manifestName(store(), MAIN, version, key),
      }),
    );

  beforeAll(async () => {
    await mkdir(path.join(setup.scratch, 'tree'), { recursive: true });
    await writeFile(path.join(setup.scratch, 'tree', 'a.txt'), 'aaaa');
    await writeFile(path.join(setup.scratch, 'tree', 'b.txt'), 'bbbbbb');
    await writeFile(path.join(setup.scratch, 'tree', 'empty'), '');
  });

  it('a save writes its totals and its SHA-256 on the manifest, and an update (the plain PUT) does too', async () => {
    const saved = await saveCache(
      setup.session,
      saveRequest(store(), setup.scratch, ['tree'], 'k1'),
      signal,
    );
    expect(saved).toMatchObject({ outcome: 'saved', files: 3, bytes: 10 });
    // With the manifest's own SHA-256, which every read checks.
    const sha = expect.stringMatching(/^[0-9a-f]{64}$/) as unknown;
    expect((await head('k1')).Metadata).toEqual({
      's3-sync-files': '3',
      's3-sync-bytes': '10',
      's3-sync-sha256': sha,
    });

    await writeFile(path.join(setup.scratch, 'tree', 'c.txt'), 'cc');
    const updated = await saveCache(
      setup.session,
      saveRequest(store(), setup.scratch, ['tree'], 'k1', { update: true }),
      signal,
    );
    expect(updated).toMatchObject({ outcome: 'saved', files: 4, bytes: 12 });
    expect((await head('k1')).Metadata).toEqual({
      's3-sync-files': '4',
      's3-sync-bytes': '12',
      's3-sync-sha256': sha,
    });
  });

  it('ls takes the totals from the metadata, and reads a manifest saved without them', async () => {
    const name = (key: string) => manifestName(store(), MAIN, version, key);
    // Not a manifest at all: only a HEAD can have told ls these figures.
    const notAManifest = (key: string, files: string, bytes: string) =>
      client.send(
        new PutObjectCommand({
          Bucket: setup.bucket,
          Key: name(key),
          Body: 'not zstd',
          Metadata: { 's3-sync-files': files, 's3-sync-bytes': bytes },
        }),
      );
    await notAManifest('only-metadata', '7', '70');
    // A manifest as builds before the metadata wrote it: ls reads it.
    const k1 = await client.send(new GetObjectCommand({ Bucket: setup.bucket, Key: name('k1') }));
    await client.send(
      new PutObjectCommand({
        Bucket: setup.bucket,
        Key: name('k1-old'),
        Body: Buffer.from(await k1.Body!.transformToByteArray()),
      }),
    );
    // Metadata that is not a count is ignored, and the garbage body then gives no totals.
    await notAManifest('bad-metadata', '-1', '1e3');

    const entries = await listCacheEntries(setup.session, store(), undefined, signal);
    const byKey = Object.fromEntries(entries.map((e) => [e.key, [e.files, e.bytes]]));
    expect(byKey).toEqual({
      'bad-metadata': [undefined, undefined],
      k1: [4, 12],
      'k1-old': [4, 12],
      'only-metadata': [7, 70],
    });
    const some = await listCacheEntries(setup.session, store(), 'k1', signal);
    expect(some.map((e) => e.key)).toEqual(['k1', 'k1-old']);
  });
});

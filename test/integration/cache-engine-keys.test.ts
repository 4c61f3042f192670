import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeManifest } from '../../src/cache/store/cache-manifest.js';
import type { CacheManifest } from '../../src/cache/store/manifest-types.js';
import { manifestName } from '../../src/cache/store/cache-names.js';
import { restoreCache } from '../../src/cache/restore/restore-cache.js';
import { saveCache } from '../../src/cache/save/save-cache.js';
import {
  restoreRequest,
  saveRequest,
  snapshot,
  storedManifest,
} from '../support/cache-store-harness.js';
import { putObjects, testClient } from '../support/s3.js';
import { cacheBucket } from '../support/bucket-fixtures.js';

const signal = new AbortController().signal;
const MAIN = 'refs/heads/main';

describe('cache keys: lookup order, scopes and races', () => {
  const client = testClient();
  const setup = cacheBucket(client, 'cache-keys');
  let workspace: string;
  const store = () => ({ bucket: setup.bucket, prefix: 'keys/' });
  let seed: CacheManifest;

  const put = (key: string) =>
    client.send(
      new PutObjectCommand({
        Bucket: setup.bucket,
        Key: manifestName(store(), MAIN, seed.version, key),
        Body: encodeManifest({ ...seed, key }).body,
      }),
    );

  beforeAll(async () => {
    workspace = path.join(setup.scratch, 'ws');
    await mkdir(path.join(workspace, 'tree'), { recursive: true });
    await writeFile(path.join(workspace, 'tree', 'a.txt'), 'seed content');
    const request = saveRequest(store(), workspace, ['tree'], 'seed');
    expect((await saveCache(setup.session, request, signal)).outcome).toBe('saved');
    seed = await storedManifest(client, store(), {
      scope: MAIN,
      version: request.version,
      key: 'seed',
    });
    // 1,100 entries under one prefix: more than one listing page.
    const keys = Array.from({ length: 1100 }, (_, i) => `npm-${String(i).padStart(4, '0')}`);
    await putObjects(
      client,
      setup.bucket,
      keys.map((k) => manifestName(store(), MAIN, seed.version, k)),
      (name) => encodeManifest({ ...seed, key: keys.find((k) => name.endsWith(`/${k}`))! }).body,
    );
    // Then one in the middle of the key order becomes the newest.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await put('npm-0500');
  });

  const restore = (primaryKey: string, extra: Parameters<typeof restoreRequest>[4] = {}) =>
    restoreCache(
      setup.session,
      restoreRequest(store(), path.join(setup.scratch, 'out'), ['tree'], primaryKey, extra),
      signal,
    );

  it('restore-keys: npm- over 1,100 entries -> the newest, wherever it is in key order', async () => {
    const result = await restore('yarn-1', { restoreKeys: ['npm-'], lookupOnly: true });
    expect(result).toMatchObject({
      outcome: 'restore-key',
      matchedKey: 'npm-0500',
      keysTried: ['yarn-1', 'npm-'],
    });
  });

  it('key: npm-1000 -> the exact entry, though a newer one matches it as a prefix of nothing else', async () => {
    const result = await restore('npm-1000', { restoreKeys: ['npm-'], lookupOnly: true });
    expect(result).toMatchObject({ outcome: 'exact', matchedKey: 'npm-1000' });
  });

  it('key: npm-05 -> the newest entry the key starts, as a prefix', async () => {
    const result = await restore('npm-05', { lookupOnly: true });
    expect(result).toMatchObject({ outcome: 'restore-key', matchedKey: 'npm-0500' });
  });

  it('scopes: a pull request, then main -> found in main, and lookup-only writes nothing', async () => {
    const result = await restore('npm-0007', {
      readScopes: ['refs/pull/1/merge', MAIN],
      lookupOnly: true,
    });
    expect(result).toMatchObject({ outcome: 'exact', matchedScope: MAIN, matchedKey: 'npm-0007' });
    expect(result.reuse?.manifestObjectKey).toContain('npm-0007');
    await expect(readdir(path.join(setup.scratch, 'out'))).rejects.toThrow();
  });

  it('a miss lists every key tried', async () => {
    const result = await restore('none', { restoreKeys: ['also-none-', 'nope'] });
    expect(result).toMatchObject({ outcome: 'miss', keysTried: ['none', 'also-none-', 'nope'] });
  });

  it('two saves of one key at once -> one saved, one exists, and the entry is whole', async () => {
    const trees = ['one', 'two'].map((name) => path.join(setup.scratch, name));
    for (const [i, ws] of trees.entries()) {
      await mkdir(path.join(ws, 'tree'), { recursive: true });
      for (let f = 0; f < 50; f++)
        await writeFile(path.join(ws, 'tree', `f${f}.txt`), `tree ${i} file ${f}`);
    }
    const outcomes = await Promise.all(
      trees.map((ws) =>
        saveCache(setup.session, saveRequest(store(), ws, ['tree'], 'race'), signal),
      ),
    );
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(['exists', 'saved']);
    const out = path.join(setup.scratch, 'race-out');
    await mkdir(out);
    const restored = await restoreCache(
      setup.session,
      restoreRequest(store(), out, ['tree'], 'race'),
      signal,
    );
    expect(restored.outcome).toBe('exact');
    const winner = trees[outcomes.findIndex((o) => o.outcome === 'saved')]!;
    expect(await snapshot(path.join(out, 'tree'))).toEqual(
      await snapshot(path.join(winner, 'tree')),
    );
    expect(await readFile(path.join(out, 'tree', 'f1.txt'), 'utf8')).toMatch(/^tree \d file 1$/);
  });

  it("update: true with the restore step's reuse hint -> the key is saved again, reusing its pack", async () => {
    const hint = (await restore('seed', { lookupOnly: true })).reuse;
    expect(hint).toBeDefined();
    const again = await saveCache(
      setup.session,
      saveRequest(store(), workspace, ['tree'], 'seed'),
      signal,
    );
    expect(again.outcome).toBe('exists');
    await writeFile(path.join(workspace, 'tree', 'b.txt'), 'new file');
    const updated = await saveCache(
      setup.session,
      saveRequest(store(), workspace, ['tree'], 'seed', { update: true, reuse: hint! }),
      signal,
    );
    expect(updated).toMatchObject({ outcome: 'saved', packsReused: 1, packsUploaded: 1 });
  });
});

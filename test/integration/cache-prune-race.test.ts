import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifestName } from '../../src/cache/store/cache-names.js';
import { pruneCache } from '../../src/cache/store/prune-cache.js';
import { saveCache } from '../../src/cache/save/save-cache.js';
import { cacheSession, saveRequest } from '../support/cache-store-harness.js';
import { createTestBucket, deleteTestBucket, testClient } from '../support/s3.js';

// Prune beside a save that commits, after prune's first listing of the manifests, an entry that
// reuses a pack no manifest named then: the second look keeps that pack.

const signal = new AbortController().signal;
const MAIN = 'refs/heads/main';

describe('cache prune and a save committing at the same time', () => {
  const client = testClient();
  const session = cacheSession();
  let bucket: string;
  let scratch: string;
  const store = () => ({ bucket, prefix: 'race/', repository: 'org/app' });

  beforeAll(async () => {
    bucket = await createTestBucket(client, 'cache-prune-race');
    scratch = await mkdtemp(path.join(os.tmpdir(), 's3cache-race-'));
    await mkdir(path.join(scratch, 'tree'));
    await writeFile(path.join(scratch, 'tree', 'a.txt'), 'content a pack holds\n'.repeat(100));
  });
  afterAll(async () => {
    session.close();
    if (bucket) await deleteTestBucket(client, bucket);
    await rm(scratch, { recursive: true, force: true });
  });

  const packs = async () =>
    (
      await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: 'race/s3-cache-v1/cas/packs/' }),
      )
    ).Contents?.map((o) => o.Key!) ?? [];

  /** Saves `key`, then returns its manifest's bytes (to commit them again under another key). */
  async function saveOld(
    key: string,
  ): Promise<{ request: ReturnType<typeof saveRequest>; body: Uint8Array }> {
    const request = saveRequest(store(), scratch, ['tree'], key);
    expect((await saveCache(session, request, signal)).outcome).toBe('saved');
    const got = await client.send(
      new GetObjectCommand({
        Bucket: bucket,
        Key: manifestName(store(), MAIN, request.version, key),
      }),
    );
    return { request, body: await got.Body!.transformToByteArray() };
  }

  it.each([
    ['an entry committed before the delete keeps the pack it reuses', true],
    ['without it, the pack only the pruned entry read goes', false],
  ])('%s', async (_name, commitMeanwhile) => {
    const key = `old-${commitMeanwhile}`;
    const { request, body } = await saveOld(key);
    const [pack] = await packs();
    expect(pack).toBeDefined();
    await sleep(1_200);
    const result = await pruneCache(
      session,
      store(),
      {
        olderThanMs: 1_000,
        graceMs: 1_000,
        beforeSecondLook: async () => {
          if (!commitMeanwhile) return;
          // What a save that reused the pack (read from the old entry before prune removed it)
          // commits: a manifest naming the pack, under a key of its own.
          await client.send(
            new PutObjectCommand({
              Bucket: bucket,
              Key: manifestName(store(), MAIN, request.version, `new-${commitMeanwhile}`),
              Body: body,
            }),
          );
        },
      },
      signal,
    );
    expect(result.manifestsDeleted).toBe(1);
    expect(result.unreadable).toEqual([]);
    expect(await packs()).toEqual(commitMeanwhile ? [pack] : []);
    expect(result.objectsDeleted).toBe(commitMeanwhile ? 0 : 1);
    // Leave an empty store for the next case.
    await pruneCache(session, store(), { olderThanMs: 0, graceMs: 0 }, signal);
  });
});

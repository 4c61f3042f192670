import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { manifestName } from '../../src/cache/store/cache-names.js';
import { restoreCache } from '../../src/cache/restore/restore-cache.js';
import { pruneCache } from '../../src/cache/store/prune-cache.js';
import { saveCache } from '../../src/cache/save/save-cache.js';
import {
  cacheSession,
  restoreRequest,
  saveRequest,
  snapshot,
  storedManifest,
} from '../support/cache-store-harness.js';
import { testClient } from '../support/s3.js';
import { cacheBucket, scratchBucket } from '../support/bucket-fixtures.js';

// Prune beside a save that commits, after prune's first listing of the manifests, an entry that
// reuses a pack no manifest named then: the second look keeps that pack.

const signal = new AbortController().signal;
const MAIN = 'refs/heads/main';

describe('cache prune and a save committing at the same time', () => {
  const client = testClient();
  const setup = cacheBucket(client, 'cache-prune-race');
  const store = () => ({ bucket: setup.bucket, prefix: 'race/', repository: 'org/app' });

  beforeAll(async () => {
    await mkdir(path.join(setup.scratch, 'tree'));
    await writeFile(
      path.join(setup.scratch, 'tree', 'a.txt'),
      'content a pack holds\n'.repeat(100),
    );
  });

  const packs = async () =>
    (
      await client.send(
        new ListObjectsV2Command({ Bucket: setup.bucket, Prefix: 'race/s3-cache-v1/cas/packs/' }),
      )
    ).Contents?.map((o) => o.Key!) ?? [];

  /** Saves `key`, then returns its manifest's bytes (to commit them again under another key). */
  async function saveOld(
    key: string,
  ): Promise<{ request: ReturnType<typeof saveRequest>; body: Uint8Array }> {
    const request = saveRequest(store(), setup.scratch, ['tree'], key);
    expect((await saveCache(setup.session, request, signal)).outcome).toBe('saved');
    const got = await client.send(
      new GetObjectCommand({
        Bucket: setup.bucket,
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
      setup.session,
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
              Bucket: setup.bucket,
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
    await pruneCache(setup.session, store(), { olderThanMs: 0, graceMs: 0 }, signal);
  });
});

describe('a prune while a save runs, and the entry it leaves broken', () => {
  const client = testClient();
  const setup = scratchBucket(client, 'cache-prune-save');
  const store = () => ({ bucket: setup.bucket, prefix: 'race/', repository: 'org/app' });

  async function treeIn(name: string, changed: string): Promise<string> {
    const ws = path.join(setup.scratch, name);
    await mkdir(path.join(ws, 'tree'), { recursive: true });
    for (let i = 0; i < 20; i++)
      await writeFile(path.join(ws, 'tree', `f${i}.txt`), `file ${i} of the tree\n`.repeat(200));
    await writeFile(path.join(ws, 'tree', 'changed.txt'), changed);
    return ws;
  }

  const packsOf = async () =>
    (
      await client.send(
        new ListObjectsV2Command({ Bucket: setup.bucket, Prefix: 'race/s3-cache-v1/cas/packs/' }),
      )
    ).Contents?.map((o) => o.Key!) ?? [];

  it('a prune between the save’s first look and its commit: the save stores the removed content again and commits, and the entry restores equal', async () => {
    const session = cacheSession();
    try {
      const first = saveRequest(store(), await treeIn('one', 'one\n'), ['tree'], 'old');
      expect((await saveCache(session, first, signal)).outcome).toBe('saved');
      const [oldPack] = await packsOf();
      await sleep(1_200);
      // The prune runs when the next save sends its first new pack: after the save checked the
      // old entry's pack (to reuse it), before its commit. The old entry is older than the
      // prune's age and its pack older than its grace period, and no manifest names it then.
      let pruned: Awaited<ReturnType<typeof pruneCache>> | undefined;
      const packPuts: string[] = [];
      (await session.client.loaded()).client.middlewareStack.add(
        (next, context) => async (args) => {
          const input = args.input as { Key?: string };
          if (context.commandName === 'PutObjectCommand' && input.Key?.includes('/cas/packs/')) {
            packPuts.push(input.Key);
            pruned ??= await pruneCache(
              cacheSession(),
              store(),
              { olderThanMs: 1_000, graceMs: 1_000 },
              signal,
            );
          }
          return next(args);
        },
        { step: 'initialize', name: 'pruneMeanwhile' },
      );
      const ws = await treeIn('two', 'two\n');
      const second = saveRequest(store(), ws, ['tree'], 'new', { reuse: undefined });
      const saved = await saveCache(session, second, signal);
      (await session.client.loaded()).client.middlewareStack.remove('pruneMeanwhile');
      expect(saved.outcome).toBe('saved');
      expect(saved.warnings.join('\n')).toMatch(
        /which this entry reuses, was removed while the save ran .*: its content is stored again before the commit/,
      );
      expect(pruned?.objectsDeleted).toBe(1);
      // The first try's pack (the changed file) and the second's (the whole tree, repacked from
      // the local files): the old entry's pack stays gone, and the new entry names what is there.
      expect(packPuts).toHaveLength(2);
      const stored = await packsOf();
      expect(stored).not.toContain(oldPack);
      const { objects: named } = await storedManifest(client, store(), {
        scope: MAIN,
        version: second.version,
        key: 'new',
      });
      for (const object of named) expect(stored).toContain(`race/s3-cache-v1/${object.name}`);
      const target = path.join(setup.scratch, 'restored-new');
      await mkdir(target);
      const restored = await restoreCache(
        session,
        restoreRequest(store(), target, ['tree'], 'new'),
        signal,
      );
      expect(restored.outcome).toBe('exact');
      expect(await snapshot(path.join(target, 'tree'))).toEqual(
        await snapshot(path.join(ws, 'tree')),
      );
      // Whole: the next save under the key stores nothing.
      expect((await saveCache(session, second, signal)).outcome).toBe('exists');
    } finally {
      session.close();
    }
  }, 120_000);

  it('a pack the save found stored already (412) and a prune removed before the commit is uploaded again', async () => {
    const session = cacheSession();
    try {
      const ws = await treeIn('four', 'four\n');
      // Saved where no entry is, so its one pack holds the whole tree.
      const firstRequest = saveRequest(store(), ws, ['tree'], 'first', {
        scope: 'refs/heads/first',
      });
      expect((await saveCache(session, firstRequest, signal)).outcome).toBe('saved');
      const { objects: named } = await storedManifest(client, store(), {
        scope: 'refs/heads/first',
        version: firstRequest.version,
        key: 'first',
      });
      expect(named).toHaveLength(1);
      const pack = `race/s3-cache-v1/${named[0]!.name}`;
      // Another branch has no entry to build on: its pack has the same bytes, so the same name,
      // which it finds taken (412) and checks with a HEAD. Right after that HEAD the pack goes.
      let removed = false;
      (await session.client.loaded()).client.middlewareStack.add(
        (next, context) => async (args) => {
          const result = await next(args);
          const input = args.input as { Key?: string };
          if (!removed && context.commandName === 'HeadObjectCommand' && input.Key === pack) {
            removed = true;
            await client.send(new DeleteObjectCommand({ Bucket: setup.bucket, Key: pack }));
          }
          return result;
        },
        { step: 'initialize', name: 'removeAfterHead' },
      );
      const other = saveRequest(store(), ws, ['tree'], 'other', { scope: 'refs/heads/other' });
      const saved = await saveCache(session, other, signal);
      (await session.client.loaded()).client.middlewareStack.remove('removeAfterHead');
      expect(removed).toBe(true);
      expect(saved.outcome).toBe('saved');
      expect(saved.warnings.join('\n')).toMatch(
        /was removed while the save ran .*: its content is stored again/,
      );
      expect(await packsOf()).toContain(pack);
      const target = path.join(setup.scratch, 'restored-other');
      await mkdir(target);
      const restored = await restoreCache(
        session,
        restoreRequest(store(), target, ['tree'], 'other', { readScopes: ['refs/heads/other'] }),
        signal,
      );
      expect(restored.outcome).toBe('exact');
      expect(await snapshot(path.join(target, 'tree'))).toEqual(
        await snapshot(path.join(ws, 'tree')),
      );
    } finally {
      session.close();
    }
  }, 120_000);

  it('an entry that names a missing pack is a miss, the tree as it was, and the next save replaces it', async () => {
    const session = cacheSession();
    try {
      const ws = await treeIn('three', 'three\n');
      const request = saveRequest(store(), ws, ['tree'], 'broken');
      expect((await saveCache(session, request, signal)).outcome).toBe('saved');
      const { objects: named } = await storedManifest(client, store(), {
        scope: MAIN,
        version: request.version,
        key: 'broken',
      });
      await client.send(
        new DeleteObjectCommand({
          Bucket: setup.bucket,
          Key: `race/s3-cache-v1/${named[0]!.name}`,
        }),
      );
      const target = path.join(setup.scratch, 'restored-broken');
      await mkdir(path.join(target, 'tree'), { recursive: true });
      await writeFile(path.join(target, 'tree', 'f1.txt'), 'the user’s own\n');
      const before = await snapshot(target);
      const missed = await restoreCache(
        session,
        restoreRequest(store(), target, ['tree'], 'broken'),
        signal,
      );
      expect(missed.outcome).toBe('miss');
      expect(await snapshot(target)).toEqual(before);
      const replaced = await saveCache(session, request, signal);
      expect(replaced.outcome).toBe('saved');
      expect(replaced.warnings.join('\n')).toMatch(/is gone\): this save replaces it/);
      const restored = await restoreCache(
        session,
        restoreRequest(store(), target, ['tree'], 'broken'),
        signal,
      );
      expect(restored.outcome).toBe('exact');
      expect(await snapshot(path.join(target, 'tree'))).toEqual(
        await snapshot(path.join(ws, 'tree')),
      );
      // Whole now: the next save under the key stores nothing.
      expect((await saveCache(session, request, signal)).outcome).toBe('exists');
    } finally {
      session.close();
    }
  }, 120_000);
});

import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeManifest } from '../../src/cache/store/cache-manifest.js';
import { lookupEntry } from '../../src/cache/store/cache-lookup.js';
import { manifestName, parseManifestName } from '../../src/cache/store/cache-names.js';
import type { CacheManifest } from '../../src/cache/store/manifest-types.js';
import { restoreCache } from '../../src/cache/restore/restore-cache.js';
import { saveCache } from '../../src/cache/save/save-cache.js';
import { compareKeys } from '../../src/s3/list/key-order.js';
import {
  restoreRequest,
  saveRequest,
  snapshot,
  storedManifest,
} from '../support/cache-store-harness.js';
import { testClient } from '../support/s3.js';
import { cacheBucket } from '../support/bucket-fixtures.js';

// The lookup GETs each scope's exact key at once and lists a scope's prefixes at once (issue
// 42); its answer must stay the one actions/cache's order gives, taken one step after another
// from a listing of the whole store: per scope in order, the exact key, then the key as a
// prefix, then each restore key as a prefix, the newest of a prefix's matches winning.

const signal = new AbortController().signal;
const PR = 'refs/pull/9/merge';
const BASE = 'refs/heads/dev';
const MAIN = 'refs/heads/main';

interface Listed {
  readonly key: string;
  readonly scope: string;
  readonly lastModifiedMs: number;
  readonly objectKey: string;
}

/** The order, step by step, over every manifest of the store listed once. */
function referenceLookup(
  all: readonly Listed[],
  scopes: readonly string[],
  primaryKey: string,
  restoreKeys: readonly string[],
) {
  const newest = (matches: Listed[]) =>
    matches.reduce<Listed | undefined>(
      (best, m) =>
        !best ||
        m.lastModifiedMs > best.lastModifiedMs ||
        (m.lastModifiedMs === best.lastModifiedMs && compareKeys(m.objectKey, best.objectKey) > 0)
          ? m
          : best,
      undefined,
    );
  const keysTried: string[] = [];
  for (const scope of scopes) {
    const inScope = all.filter((m) => m.scope === scope);
    keysTried.push(primaryKey);
    const exact = inScope.find((m) => m.key === primaryKey);
    if (exact) return { key: exact.key, scope, exact: true, keysTried };
    const prefixed = newest(inScope.filter((m) => m.key.startsWith(primaryKey)));
    if (prefixed) return { key: prefixed.key, scope, exact: false, keysTried };
    for (const restoreKey of restoreKeys) {
      keysTried.push(restoreKey);
      const match = newest(inScope.filter((m) => m.key.startsWith(restoreKey)));
      if (match) return { key: match.key, scope, exact: false, keysTried };
    }
  }
  return { exact: false, keysTried };
}

describe('cache lookup: the exact GETs and parallel listings give the order of the list', () => {
  const client = testClient();
  const setup = cacheBucket(client, 'cache-order');
  let workspace: string;
  let seed: CacheManifest;
  const store = () => ({ bucket: setup.bucket, prefix: 'order/' });

  const put = (scope: string, key: string) =>
    client.send(
      new PutObjectCommand({
        Bucket: setup.bucket,
        Key: manifestName(store(), scope, seed.version, key),
        Body: encodeManifest({ ...seed, key, scope }).body,
      }),
    );
  const pause = () => new Promise((resolve) => setTimeout(resolve, 1100));

  beforeAll(async () => {
    workspace = path.join(setup.scratch, 'ws');
    await mkdir(path.join(workspace, 'tree'), { recursive: true });
    for (let i = 0; i < 40; i++)
      await writeFile(path.join(workspace, 'tree', `f${i}.txt`), `file ${i} `.repeat(i + 1));
    const request = saveRequest(store(), workspace, ['tree'], 'seed', { scope: MAIN });
    expect((await saveCache(setup.session, request, signal)).outcome).toBe('saved');
    seed = await storedManifest(client, store(), {
      scope: MAIN,
      version: request.version,
      key: 'seed',
    });
    // Older first: LastModified has one-second steps on RGW.
    for (const [scope, key] of [
      [MAIN, 'deps-1'],
      [MAIN, 'deps-2'],
      [MAIN, 'only-main'],
      [BASE, 'deps-1'],
      [BASE, 'lib-a'],
      [PR, 'deps-10'],
      [PR, 'tool-x'],
    ] as const)
      await put(scope, key);
    await pause();
    await put(MAIN, 'deps-0'); // newer than deps-1 and deps-2, first in key order
    await put(BASE, 'lib-b');
    await pause();
    await put(BASE, 'lib-a2'); // the newest lib- of dev
  });

  async function listedManifests(): Promise<Listed[]> {
    const out = await client.send(
      new ListObjectsV2Command({ Bucket: setup.bucket, Prefix: 'order/s3-cache-v1/entries/' }),
    );
    return (out.Contents ?? []).flatMap((o) => {
      const parsed = parseManifestName(store(), o.Key!);
      return parsed
        ? [{ ...parsed, objectKey: o.Key!, lastModifiedMs: o.LastModified!.getTime() }]
        : [];
    });
  }

  const cases: Array<{ name: string; scopes: string[]; key: string; restoreKeys: string[] }> = [
    {
      name: 'an exact hit in the first scope',
      scopes: [MAIN, BASE],
      key: 'deps-1',
      restoreKeys: [],
    },
    {
      name: 'the exact key in two scopes: the first',
      scopes: [BASE, MAIN],
      key: 'deps-1',
      restoreKeys: [],
    },
    { name: 'a key as a prefix: the newest match', scopes: [MAIN], key: 'deps-', restoreKeys: [] },
    {
      name: 'a prefix match in the first scope beats the exact key in the second',
      scopes: [PR, MAIN],
      key: 'deps-1',
      restoreKeys: [],
    },
    {
      name: 'the exact key missing in the first scope, present in a later one',
      scopes: [PR, BASE, MAIN],
      key: 'only-main',
      restoreKeys: [],
    },
    {
      name: 'restore keys in order: the first that matches, its newest',
      scopes: [BASE],
      key: 'app-1',
      restoreKeys: ['none-', 'lib-', 'deps-'],
    },
    {
      name: 'the primary key as a prefix beats a restore key',
      scopes: [MAIN],
      key: 'deps-',
      restoreKeys: ['only-'],
    },
    {
      name: 'a restore key in the first scope beats the exact key in a later one',
      scopes: [PR, MAIN],
      key: 'only-main',
      restoreKeys: ['tool-'],
    },
    {
      name: 'nothing in the first scope: the second scope restore keys',
      scopes: [PR, BASE],
      key: 'app-1',
      restoreKeys: ['lib-'],
    },
    {
      name: 'a miss over three scopes',
      scopes: [PR, BASE, MAIN],
      key: 'none',
      restoreKeys: ['nope-', 'never-'],
    },
  ];

  for (const c of cases)
    it(`${c.name}: key ${c.key}, restore-keys [${c.restoreKeys.join(', ')}]`, async () => {
      const expected = referenceLookup(await listedManifests(), c.scopes, c.key, c.restoreKeys);
      const outcome = await lookupEntry(
        setup.session,
        store(),
        { version: seed.version, scopes: c.scopes, primaryKey: c.key, restoreKeys: c.restoreKeys },
        signal,
      );
      expect({
        key: outcome.entry?.key,
        scope: outcome.entry?.scope,
        exact: outcome.exact,
        keysTried: outcome.keysTried,
      }).toEqual({ key: undefined, scope: undefined, ...expected });
      // An exact hit came with its manifest's bytes, read by the lookup's GET.
      expect(outcome.manifest !== undefined).toBe(outcome.exact);
    });

  it('the answers the cases check are the ones the order gives (the reference itself)', async () => {
    const all = await listedManifests();
    expect(referenceLookup(all, [PR, MAIN], 'deps-1', [])).toMatchObject({
      key: 'deps-10',
      scope: PR,
    });
    expect(referenceLookup(all, [BASE], 'app-1', ['none-', 'lib-'])).toMatchObject({
      key: 'lib-a2',
    });
    expect(referenceLookup(all, [MAIN], 'deps-', [])).toMatchObject({ key: 'deps-0' });
  });

  it('a restore of the exact key found only in the last scope -> the tree, byte for byte', async () => {
    const out = path.join(setup.scratch, 'out-scope');
    await mkdir(out);
    const result = await restoreCache(
      setup.session,
      restoreRequest(store(), out, ['tree'], 'only-main', { readScopes: [PR, BASE, MAIN] }),
      signal,
    );
    expect(result).toMatchObject({ outcome: 'exact', matchedKey: 'only-main', matchedScope: MAIN });
    expect(await snapshot(path.join(out, 'tree'))).toEqual(
      await snapshot(path.join(workspace, 'tree')),
    );
  });

  it('a restore by a restore key -> the tree, byte for byte, and the keys tried', async () => {
    const out = path.join(setup.scratch, 'out-restore-key');
    await mkdir(out);
    const result = await restoreCache(
      setup.session,
      restoreRequest(store(), out, ['tree'], 'app-2', {
        readScopes: [PR, BASE],
        restoreKeys: ['lib-'],
      }),
      signal,
    );
    expect(result).toMatchObject({
      outcome: 'restore-key',
      matchedKey: 'lib-a2',
      matchedScope: BASE,
      keysTried: ['app-2', 'lib-', 'app-2', 'lib-'],
    });
    expect(await snapshot(path.join(out, 'tree'))).toEqual(
      await snapshot(path.join(workspace, 'tree')),
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareKeys } from '../../src/s3/list/key-order.js';
import { listObjects } from '../../src/s3/list/list-objects.js';
import { startFakeListServer } from '../support/fake-list-server.js';
import { generateKeys, KEY_SET_SHAPES } from '../support/key-sets.js';
import { fakeListClient, keysOf, listClient } from '../support/listing.js';
import {
  createTestBucket,
  deleteTestBucket,
  putObjects,
  testClient,
  testServer,
} from '../support/s3.js';
import { startShapingProxy, type ShapingProxy } from '../support/shaping-proxy.js';

describe('parallel key ranges, fuzzed over generated key sets (a local ListObjectsV2 server)', () => {
  for (const shape of KEY_SET_SHAPES) {
    for (const seed of [1, 2]) {
      it(`lists ${shape} keys (seed ${seed}) exactly as one chain does, for page sizes 7-1000 and list-concurrency 1-64`, async () => {
        const keys = generateKeys(shape, 1200 + seed * 300, seed);
        const expected = [...keys].sort(compareKeys);
        const server = await startFakeListServer(keys);
        try {
          for (const [pageSize, listConcurrency] of [
            [7, 64],
            [100, 8],
            [100, 2],
            [1000, 'auto'],
            [37, 1],
          ] as const) {
            const { keys: listed, stats } = await keysOf({
              client: fakeListClient(server.endpoint),
              bucket: 'fake',
              prefix: '',
              pageSize,
              listConcurrency,
            });
            expect(listed, `page-size ${pageSize}, list-concurrency ${listConcurrency}`).toEqual(
              expected,
            );
            if (listConcurrency === 1) expect(stats.ranges).toBe(1);
          }
          // A prefix and a key range cut through the middle of the set.
          const prefix = expected[Math.floor(expected.length / 3)]!.slice(0, 1);
          const startAfter = expected.find((k) => k.startsWith(prefix));
          const within = expected.filter(
            (k) => k.startsWith(prefix) && compareKeys(k, startAfter!) > 0,
          );
          const endBefore = within[Math.floor(within.length * 0.8)];
          const { keys: ranged } = await keysOf({
            client: fakeListClient(server.endpoint),
            bucket: 'fake',
            prefix,
            pageSize: 50,
            listConcurrency: 16,
            startAfter,
            endBefore,
          });
          expect(ranged).toEqual(
            within.filter((k) => endBefore === undefined || compareKeys(k, endBefore) < 0),
          );
        } finally {
          await server.close();
        }
      });
    }
  }

  it('spends no request beyond the chain’s own on a bucket of fewer than 1000 keys', async () => {
    const server = await startFakeListServer(generateKeys('uniform', 999, 4));
    try {
      const { keys, stats } = await keysOf({
        client: fakeListClient(server.endpoint),
        bucket: 'fake',
        prefix: '',
      });
      expect(keys).toHaveLength(999);
      expect(server.requests()).toBe(1);
      expect(stats.splits).toBe(0);
    } finally {
      await server.close();
    }
  });

  it('with list-concurrency 8 on 20 pages of keys, splits into several ranges and reports them', async () => {
    const server = await startFakeListServer(generateKeys('hashed', 20_000, 9), { latencyMs: 5 });
    try {
      const { keys, stats } = await keysOf({
        client: fakeListClient(server.endpoint),
        bucket: 'fake',
        prefix: '',
        listConcurrency: 8,
      });
      expect(keys).toHaveLength(20_000);
      expect(stats.ranges).toBeGreaterThan(1);
      expect(stats.splits).toBe(stats.ranges - 1);
      expect(stats.maxInFlight).toBeGreaterThan(2);
    } finally {
      await server.close();
    }
  });

  it('rejects a list-concurrency out of range with the accepted form', () => {
    expect(() =>
      listObjects({
        client: fakeListClient('http://127.0.0.1:9'),
        bucket: 'fake',
        prefix: '',
        listConcurrency: 0,
      }),
    ).toThrow(`The setting listConcurrency must be 'auto' or an integer from 1 to 256, got "0"`);
  });
});

describe('parallel key ranges against RGW', () => {
  const client = testClient();
  let bucket: string;
  let all: string[];
  let proxy: ShapingProxy;

  beforeAll(async () => {
    bucket = await createTestBucket(client, 'ranges');
    all = KEY_SET_SHAPES.flatMap((shape, i) =>
      generateKeys(shape, 700, 100 + i).map((k) => `${shape}/${k}`),
    );
    await putObjects(client, bucket, all, () => 'x', 64);
    all.sort(compareKeys);
    proxy = await startShapingProxy({ upstream: testServer().endpoint });
  }, 180_000);
  afterAll(async () => {
    await proxy.close();
    await deleteTestBucket(client, bucket);
  }, 120_000);

  for (const [pageSize, listConcurrency] of [
    [100, 1],
    [100, 4],
    [250, 16],
    [100, 64],
    [1000, 'auto'],
  ] as const) {
    it(`with page-size ${pageSize} and list-concurrency ${listConcurrency}, equals the single listing in content and order`, async () => {
      const { keys } = await keysOf({
        client: listClient(),
        bucket,
        prefix: '',
        pageSize,
        listConcurrency,
      });
      expect(keys).toEqual(all);
    });
  }

  for (const kind of ['503', 'reset-mid-body', 'truncate-body'] as const) {
    it(`with list-concurrency 8, a ${kind} in one range leaves the result exact`, async () => {
      const before = proxy.stats().faultsFired;
      proxy.configure({ faults: [{ onRequest: 6, kind }] });
      const { keys } = await keysOf({
        client: listClient(proxy.endpoint),
        bucket,
        prefix: '',
        pageSize: 100,
        listConcurrency: 8,
      });
      expect(proxy.stats().faultsFired - before).toBe(1);
      expect(keys).toEqual(all);
    });
  }
});

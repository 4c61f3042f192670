import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareKeys } from '../../src/s3/list/key-order.js';
import { listObjects } from '../../src/s3/list/list-objects.js';
import { startFakeListServer, type FakeListServer } from '../support/fake-list-server.js';
import { generateKeys } from '../support/key-sets.js';
import { fakeListClient, keysOf, listClient } from '../support/listing.js';
import { createTestBucket, deleteTestBucket, putObjects, testClient } from '../support/s3.js';

// The threaded lister lists its first page on the main thread and starts its worker only when
// that page says more follow.

describe('the listing worker starts only when the first page is truncated (a local ListObjectsV2 server)', () => {
  const keys = generateKeys('uniform', 3000, 7).sort(compareKeys);
  let server: FakeListServer;
  beforeAll(async () => {
    server = await startFakeListServer(keys, { latencyMs: 5 });
  });
  afterAll(async () => server.close());
  const client = () => fakeListClient(server.endpoint);

  it('with page-size 1000 and 3 keys under the prefix, lists one page on the main thread and never starts the worker', async () => {
    const prefix = keys[0]!.slice(0, keys[0]!.length - 1);
    const expected = keys.filter((k) => k.startsWith(prefix));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(1000);
    const before = server.requests();
    const { keys: listed, stats } = await keysOf({ client: client(), bucket: 'fake', prefix });
    expect(listed).toEqual(expected);
    expect(stats.workerStarted).toBe(false);
    expect(stats.workerUtilization).toBeUndefined();
    expect(stats.pages).toBe(1);
    expect(stats.ranges).toBe(1);
    expect(server.requests() - before).toBe(1);
  });

  it('with an end-before inside a truncated first page, the listing ends there without the worker', async () => {
    const { keys: listed, stats } = await keysOf({
      client: client(),
      bucket: 'fake',
      prefix: '',
      pageSize: 100,
      endBefore: keys[50],
    });
    expect(listed).toEqual(keys.slice(0, 50));
    expect(stats.workerStarted).toBe(false);
  });

  for (const [pageSize, listConcurrency] of [
    [100, 'auto'],
    [100, 1],
    [7, 8],
    [1000, 'auto'],
  ] as const) {
    it(`with page-size ${pageSize} and list-concurrency ${listConcurrency}, a truncated first page starts the worker, which yields the rest in S3 order, exactly once`, async () => {
      const { keys: single } = await keysOf({
        client: client(),
        bucket: 'fake',
        prefix: '',
        lister: 'single',
        pageSize,
      });
      expect(single).toEqual(keys);
      const { keys: listed, stats } = await keysOf({
        client: client(),
        bucket: 'fake',
        prefix: '',
        pageSize,
        listConcurrency,
      });
      expect(listed).toEqual(single);
      expect(stats.workerStarted).toBe(true);
      expect(stats.objects).toBe(keys.length);
      if (listConcurrency === 1) expect(stats.splits).toBe(0);
    });
  }

  it('with start-after and end-at, the main thread and the worker together list exactly the range', async () => {
    const { keys: listed, stats } = await keysOf({
      client: client(),
      bucket: 'fake',
      prefix: '',
      pageSize: 50,
      startAfter: keys[99],
      endAt: keys[2500],
    });
    expect(listed).toEqual(keys.slice(100, 2501));
    expect(stats.workerStarted).toBe(true);
  });

  it('a consumer that stops after the first page of a truncated listing ends it, worker and all', async () => {
    const listing = listObjects({ client: client(), bucket: 'fake', prefix: '', pageSize: 100 });
    let seen = 0;
    for await (const batch of listing) {
      seen += batch.length;
      break;
    }
    expect(seen).toBe(100);
    // The listing is over: iterating again lists afresh from the start.
    const again: string[] = [];
    for await (const batch of listing) for (const e of batch) again.push(e.key);
    expect(again).toEqual(keys);
  });
});

describe('the lazily started worker against RGW', () => {
  const s3 = testClient();
  let bucket: string;
  const all = Array.from(
    { length: 1500 },
    (_, i) => `k/${String((i * 7919) % 1500).padStart(4, '0')}`,
  ).sort(compareKeys);
  beforeAll(async () => {
    bucket = await createTestBucket(s3, 'lazy-list');
    await putObjects(s3, bucket, [...all, 'one/only'], (k) => k, 64);
  }, 120_000);
  afterAll(async () => deleteTestBucket(s3, bucket), 120_000);

  it('with one key under the prefix, the threaded lister lists it without a worker', async () => {
    const { keys, stats } = await keysOf({ client: listClient(), bucket, prefix: 'one/' });
    expect(keys).toEqual(['one/only']);
    expect(stats.workerStarted).toBe(false);
  });

  it('with page-size 100 over 1,500 keys, the worker takes over and the keys come in S3 order, each once', async () => {
    const { keys, stats } = await keysOf({
      client: listClient(),
      bucket,
      prefix: 'k/',
      pageSize: 100,
    });
    expect(keys).toEqual(all);
    expect(stats.workerStarted).toBe(true);
  });
});

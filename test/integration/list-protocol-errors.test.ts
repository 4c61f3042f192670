import { describe, expect, it } from 'vitest';
import { S3Error } from '../../src/errors.js';
import { compareKeys } from '../../src/s3/list/key-order.js';
import { listObjects } from '../../src/s3/list/list-objects.js';
import type { ListerKind } from '../../src/s3/list/list-types.js';
import { startFakeListServer } from '../support/fake-list-server.js';
import { generateKeys } from '../support/key-sets.js';
import { collect, fakeListClient } from '../support/listing.js';

describe('a server that breaks the ListObjectsV2 protocol', () => {
  for (const lister of ['single', 'threaded'] as ListerKind[]) {
    it(`with bucket-lister ${lister}, a truncated page with no token is an error naming the bucket and prefix`, async () => {
      const server = await startFakeListServer(generateKeys('uniform', 300, 1), {
        fault: { fromRequest: 2, kind: 'no-token' },
      });
      try {
        const error = await collect({
          client: fakeListClient(server.endpoint),
          bucket: 'the-bucket',
          prefix: 'file-',
          pageSize: 100,
          lister,
          listConcurrency: 1,
        }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(S3Error);
        expect((error as S3Error).code).toBe('MissingContinuationToken');
        expect((error as Error).message).toContain('"s3://the-bucket/file-"');
      } finally {
        await server.close();
      }
    });

    it(`with bucket-lister ${lister}, the same token twice is an error, not an endless loop`, async () => {
      const server = await startFakeListServer(generateKeys('uniform', 300, 1), {
        fault: { fromRequest: 3, kind: 'same-token' },
      });
      try {
        const error = await collect({
          client: fakeListClient(server.endpoint),
          bucket: 'the-bucket',
          prefix: '',
          pageSize: 100,
          lister,
          listConcurrency: 1,
        }).catch((e: unknown) => e);
        expect((error as S3Error).code).toBe('RepeatedContinuationToken');
        expect(server.requests()).toBeLessThan(10);
      } finally {
        await server.close();
      }
    });
  }

  it('the threaded lister does not wait for the end of a response whose document is complete', async () => {
    const keys = generateKeys('uniform', 1000, 3);
    const server = await startFakeListServer(keys, { lateEnds: true });
    try {
      const entries = await collect({
        client: fakeListClient(server.endpoint),
        bucket: 'the-bucket',
        prefix: '',
        pageSize: 50,
        lister: 'threaded',
        listConcurrency: 1,
      });
      expect(entries.map((e) => e.key)).toEqual([...keys].sort(compareKeys));
      expect(server.requests()).toBe(20);
    } finally {
      await server.close();
    }
  });

  it('the threaded lister corrects its signing clock from a RequestTimeTooSkewed answer, as the SDK does', async () => {
    const keys = generateKeys('uniform', 250, 4);
    const server = await startFakeListServer(keys, { clockAheadMs: 2 * 3600_000 });
    try {
      const listing = listObjects({
        client: fakeListClient(server.endpoint),
        bucket: 'the-bucket',
        prefix: '',
        pageSize: 100,
        lister: 'threaded',
        listConcurrency: 1,
      });
      const listed: string[] = [];
      for await (const batch of listing) for (const e of batch) listed.push(e.key);
      expect(listed).toEqual([...keys].sort(compareKeys));
      expect(listing.stats.retries).toBe(1);
    } finally {
      await server.close();
    }
  });
});

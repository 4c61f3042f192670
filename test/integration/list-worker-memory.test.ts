import { describe, expect, it } from 'vitest';
import { listObjects } from '../../src/s3/list/list-objects.js';
import { ListWorkerMemoryError } from '../../src/s3/list/worker-heap.js';
import { startFakeListServer } from '../support/fake-list-server.js';
import { fakeListClient } from '../support/listing.js';

// A listing worker that passes its heap limit ends the listing with an error that says so and
// what to do, where Node alone would end it with "JS heap out of memory". The limit here is one
// no worker can list in: keys of S3's longest (1,024 bytes), 1,000 to a page, several ranges.

const LONG_KEYS = Array.from(
  { length: 8000 },
  (_, i) => `long/${String(i).padStart(5, '0')}-${'k'.repeat(1010)}`,
);

describe('a listing worker with a heap too small for its pages', () => {
  it('ends the listing with ListWorkerMemoryError, naming the listing, the limit and the way out', async () => {
    const server = await startFakeListServer(LONG_KEYS);
    try {
      const listing = listObjects({
        client: fakeListClient(server.endpoint),
        bucket: 'the-bucket',
        prefix: 'long/',
        lister: 'threaded',
        listConcurrency: 4,
        workerOldGenerationMb: 4,
      });
      let listed = 0;
      const error = await (async () => {
        for await (const batch of listing) listed += batch.length;
      })().then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ListWorkerMemoryError);
      const failure = error as ListWorkerMemoryError;
      expect(failure.limitMb).toBe(4);
      expect(failure.message).toContain('"s3://the-bucket/long/"');
      expect(failure.message).toContain('heap limit of 4 MB with 4 key ranges');
      expect(failure.message).toContain('single lister');
      expect((failure.cause as NodeJS.ErrnoException).code).toBe('ERR_WORKER_OUT_OF_MEMORY');
      expect(listing.stats.workerStarted).toBe(true);
      // The first page, listed on this thread before the worker took over, came through whole.
      expect(listed).toBeLessThan(LONG_KEYS.length);
    } finally {
      await server.close();
    }
  });

  it('lists the same keys whole with the limit the worker sizes for itself', async () => {
    const server = await startFakeListServer(LONG_KEYS);
    try {
      const keys: string[] = [];
      for await (const batch of listObjects({
        client: fakeListClient(server.endpoint),
        bucket: 'the-bucket',
        prefix: 'long/',
        lister: 'threaded',
        listConcurrency: 4,
      }))
        for (const entry of batch) keys.push(entry.key);
      expect(keys).toEqual(LONG_KEYS);
    } finally {
      await server.close();
    }
  });
});

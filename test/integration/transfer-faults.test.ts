import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ListMultipartUploadsCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeSync } from '../../src/sync-action/execute-sync.js';
import type { Endpoint, SyncRequest } from '../../src/sync/sync-request.js';
import { createTestBucket, deleteTestBucket, putObjects, testClient } from '../support/s3.js';
import { isObjectGet, type Fault, type RequestInfo } from '../support/shaping-proxy.js';
import {
  bucketBehindProxy,
  clearedPath,
  digests,
  leftoverTemps,
  local,
  MiB,
  readBucket,
  readTree,
  runSync,
  s3,
  sha256,
  syncRequest,
  writeTree,
} from '../support/sync-harness.js';

const puts = (r: RequestInfo) => r.method === 'PUT';

/** One of each fault, spread over the first requests the filter matches. */
const EVERY_FAULT: readonly Fault[] = [
  { onRequest: 1, kind: '503' },
  { onRequest: 2, kind: 'reset-mid-body' },
  { onRequest: 3, kind: 'truncate-body' },
  { onRequest: 4, kind: '500' },
  { onRequest: 5, kind: 'reset-before-response' },
  { onRequest: 7, kind: 'truncate-body' },
  { onRequest: 9, kind: 'reset-mid-body' },
];

/** 40 small files (a few KB, so a cut body is visibly short) and one 12 MiB, three-part file. */
function sampleTree(): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (let i = 0; i < 40; i++)
    files.set(`${i % 2 ? 'sub/' : ''}f-${i}.bin`, randomBytes(1000 + i * 97));
  files.set('big/big.bin', randomBytes(12 * MiB + 4321));
  return files;
}

describe('transfers through a faulty network against RGW', () => {
  const client = testClient();
  const tree = sampleTree();
  const setup = bucketBehindProxy(client, { name: 'faults', prefix: 'src/', tree });
  let other: string;

  beforeAll(async () => {
    other = await createTestBucket(client, 'faults-copy');
  });
  afterAll(async () => {
    if (other) await deleteTestBucket(client, other);
  });

  const fresh = (name: string) => clearedPath(setup.scratch, name);

  /** Every run here goes through the proxy, with 5 MiB parts: the large file is three parts. */
  const throughProxy = (
    source: Endpoint,
    destination: Endpoint,
    overrides: Partial<SyncRequest> = {},
  ): SyncRequest =>
    syncRequest(
      source,
      destination,
      { multipartThresholdBytes: 5 * MiB, multipartChunksizeBytes: 5 * MiB, ...overrides },
      setup.proxy.endpoint,
    );

  const shaped = (faults: readonly Fault[], faultFilter: (r: RequestInfo) => boolean) => {
    setup.proxy.configure({
      faults,
      faultFilter,
      addedRoundTripMs: undefined,
      bandwidthBytesPerSec: undefined,
    });
    return setup.proxy.stats().faultsFired;
  };

  it('sync s3://bucket/src to a folder through 503s, resets and cut bodies on object GETs ends with every file whole and no temporary file', async () => {
    const dest = await fresh('download');
    const firedBefore = shaped(EVERY_FAULT, isObjectGet);
    const result = await runSync(throughProxy(s3(setup.bucket, 'src/'), local(dest)));
    expect(result.error?.message).toBeUndefined();
    expect(result.report.counts.failed).toBe(0);
    expect(setup.proxy.stats().faultsFired - firedBefore).toBe(EVERY_FAULT.length);
    expect(result.debug.filter((d) => d.includes('retrying')).length).toBeGreaterThanOrEqual(
      EVERY_FAULT.length - 1, // two faults may hit parts of the same big download, retried once
    );
    expect(digests(await readTree(dest))).toEqual(digests(tree));
    expect(await leftoverTemps(dest)).toEqual([]);
  });

  it('sync of the 12 MiB object alone, with a fault on each of its ranged GETs, downloads it whole', async () => {
    const dest = await fresh('download-big');
    const firedBefore = shaped(
      [
        { onRequest: 1, kind: 'truncate-body' },
        { onRequest: 2, kind: 'reset-mid-body' },
        { onRequest: 3, kind: '503' },
        { onRequest: 6, kind: 'truncate-body' },
      ],
      isObjectGet,
    );
    // In ranges (no stream cutoff): ranged-downloads.test.ts covers the one-GET way too.
    const result = await runSync(
      throughProxy(s3(setup.bucket, 'src/big/'), local(dest), { streamCutoffBytes: 0 }),
    );
    expect(result.error?.message).toBeUndefined();
    expect(setup.proxy.stats().faultsFired - firedBefore).toBe(4);
    expect(sha256(await readFile(path.join(dest, 'big.bin')))).toBe(
      sha256(tree.get('big/big.bin')!),
    );
    expect(await leftoverTemps(dest)).toEqual([]);
  });

  it('sync of a folder to s3://bucket/up through faults on PUTs (objects and parts) stores every object whole', async () => {
    const src = await fresh('upload-src');
    await writeTree(src, tree);
    const firedBefore = shaped(EVERY_FAULT, puts);
    const result = await runSync(throughProxy(local(src), s3(setup.bucket, 'up/')));
    expect(result.error?.message).toBeUndefined();
    expect(setup.proxy.stats().faultsFired - firedBefore).toBe(EVERY_FAULT.length);
    expect(digests(await readBucket(client, setup.bucket, 'up/'))).toEqual(digests(tree));
    // A retried multipart upload aborts the upload it gave up on.
    const uploads = await client.send(new ListMultipartUploadsCommand({ Bucket: setup.bucket }));
    expect(uploads.Uploads ?? []).toEqual([]);
  });

  it('sync of a folder to s3://bucket/mp through faults on CompleteMultipartUpload stores the large file whole and leaves no upload open', async () => {
    const src = await fresh('complete-src');
    const big = new Map([['big.bin', tree.get('big/big.bin')!]]);
    await writeTree(src, big);
    const firedBefore = shaped(
      [
        { onRequest: 1, kind: 'truncate-body' },
        { onRequest: 2, kind: 'reset-mid-body' },
        { onRequest: 3, kind: '503' },
      ],
      (r) => r.method === 'POST' && r.query.has('uploadId'),
    );
    const result = await runSync(throughProxy(local(src), s3(setup.bucket, 'mp/')));
    expect(result.error?.message).toBeUndefined();
    expect(setup.proxy.stats().faultsFired - firedBefore).toBe(3);
    expect(digests(await readBucket(client, setup.bucket, 'mp/'))).toEqual(digests(big));
    const uploads = await client.send(
      new ListMultipartUploadsCommand({ Bucket: setup.bucket, Prefix: 'mp/' }),
    );
    expect(uploads.Uploads ?? []).toEqual([]);
  });

  it('sync of a folder to s3://bucket/del with delete, through a 503 and a reset on DeleteObjects, deletes every extra object', async () => {
    const src = await fresh('delete-src');
    await writeTree(src, new Map([['keep.txt', Buffer.from('keep')]]));
    const extras = Array.from({ length: 30 }, (_, i) => `del/extra-${i}`);
    await putObjects(client, setup.bucket, extras);
    const firedBefore = shaped(
      [
        { onRequest: 1, kind: '503' },
        { onRequest: 2, kind: 'reset-before-response' },
      ],
      (r) => r.method === 'POST' && r.query.has('delete'),
    );
    const result = await runSync(
      throughProxy(local(src), s3(setup.bucket, 'del/'), { delete: true }),
    );
    expect(result.error?.message).toBeUndefined();
    expect(setup.proxy.stats().faultsFired - firedBefore).toBe(2);
    expect(result.report.counts.deleted).toBe(extras.length);
    expect([...(await readBucket(client, setup.bucket, 'del/')).keys()]).toEqual(['keep.txt']);
  });

  it('sync s3://bucket/src to s3://other/copy through faults on the copies copies every object whole', async () => {
    const firedBefore = shaped(EVERY_FAULT, puts);
    const result = await runSync(throughProxy(s3(setup.bucket, 'src/'), s3(other, 'copy/')));
    expect(result.error?.message).toBeUndefined();
    expect(setup.proxy.stats().faultsFired - firedBefore).toBe(EVERY_FAULT.length);
    expect(digests(await readBucket(client, other, 'copy/'))).toEqual(digests(tree));
  });

  describe('aborted mid-transfer', () => {
    it('sync s3://bucket/src to a folder, aborted after the first file, ends with an error, no temporary file and no partial file', async () => {
      const dest = await fresh('abort-download');
      // Paced, so the 12 MiB object (and many small ones) are in flight when the abort comes.
      shaped([], isObjectGet);
      setup.proxy.configure({ bandwidthBytesPerSec: 2 * MiB, addedRoundTripMs: 20 });
      const controller = new AbortController();
      let abortedAt = Infinity;
      const lines: string[] = [];
      const { report, error } = await executeSync(
        throughProxy(s3(setup.bucket, 'src/'), local(dest), { concurrency: 8 }),
        {
          signal: controller.signal,
          onLine: (line) => {
            lines.push(line);
            abortedAt = Math.min(abortedAt, performance.now());
            controller.abort(new Error('cancelled by the test'));
          },
        },
      );
      const stoppingMs = performance.now() - abortedAt;
      // The abort is the error, not one failure per transfer it cut short.
      expect(error?.message).toBe('cancelled by the test');
      expect(lines.length).toBeGreaterThanOrEqual(1);
      // At 2 MiB/s a part, the big file alone needs 2.5 s; an abort must not wait for it.
      expect(stoppingMs).toBeLessThan(1500);
      expect(report.counts.transferred).toBeLessThan(tree.size);
      expect(await leftoverTemps(dest)).toEqual([]);
      const present = await readTree(dest);
      // The large file (first in key order) was being written when the abort came.
      expect(present.has('big/big.bin')).toBe(false);
      for (const [rel, body] of present) expect(body.equals(tree.get(rel)!), rel).toBe(true);
      // Nothing was left running that could still write: a moment later the folder is the same.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await leftoverTemps(dest)).toEqual([]);
      expect([...(await readTree(dest)).keys()]).toEqual([...present.keys()]);
    });

    it('sync of a folder to s3://bucket/abort, aborted mid-upload, leaves no multipart upload open and only whole objects', async () => {
      const src = await fresh('abort-upload-src');
      await writeTree(src, tree);
      shaped([], puts);
      setup.proxy.configure({ bandwidthBytesPerSec: 2 * MiB, addedRoundTripMs: 20 });
      const controller = new AbortController();
      const { error } = await executeSync(
        throughProxy(local(src), s3(setup.bucket, 'abort/'), { concurrency: 8 }),
        {
          signal: controller.signal,
          onLine: () => controller.abort(new Error('cancelled by the test')),
        },
      );
      expect(error?.message).toBe('cancelled by the test');
      const stored = await readBucket(client, setup.bucket, 'abort/');
      expect(stored.size).toBeLessThan(tree.size);
      for (const [rel, body] of stored) expect(body.equals(tree.get(rel)!), rel).toBe(true);
      const uploads = await client.send(
        new ListMultipartUploadsCommand({ Bucket: setup.bucket, Prefix: 'abort/' }),
      );
      expect(uploads.Uploads ?? []).toEqual([]);
    });
  });
});

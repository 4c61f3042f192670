import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listObjects } from '../../src/s3/list/list-objects.js';
import type { ObjectEntry } from '../../src/s3/list/object-entry.js';
import { collect, listClient } from '../support/listing.js';
import {
  createTestBucket,
  deleteTestBucket,
  putObjects,
  testClient,
  testServer,
} from '../support/s3.js';
import { startShapingProxy, type FaultKind, type ShapingProxy } from '../support/shaping-proxy.js';

describe('the lister under faults, layouts and early stops', () => {
  const client = testClient();
  let bucket: string;
  let proxy: ShapingProxy;
  let clean: ObjectEntry[];
  const keys = Array.from(
    { length: 1001 },
    (_, i) => `f/${String(i).padStart(4, '0')} ${i % 7 === 0 ? '&+é' : ''}`,
  );

  beforeAll(async () => {
    bucket = await createTestBucket(client, 'faults');
    await putObjects(client, bucket, keys, (k) => k, 64);
    proxy = await startShapingProxy({ upstream: testServer().endpoint });
    clean = await collect({
      client: listClient(testServer().endpoint),
      bucket,
      prefix: '',
      lister: 'single',
      pageSize: 100,
    });
    expect(clean).toHaveLength(1001);
  }, 120_000);
  afterAll(async () => {
    await proxy.close();
    await deleteTestBucket(client, bucket);
  });

  const faults: Array<{ kind: FaultKind; listers: Array<'single' | 'threaded'> }> = [
    { kind: '503', listers: ['single', 'threaded'] },
    { kind: '500', listers: ['single', 'threaded'] },
    { kind: 'reset-mid-body', listers: ['single', 'threaded'] },
    { kind: 'reset-before-response', listers: ['threaded'] },
    // The SDK does not retry a 200 whose body is cut short; the threaded lister checks for
    // </ListBucketResult> and does.
    { kind: 'truncate-body', listers: ['threaded'] },
  ];
  for (const { kind, listers } of faults) {
    for (const lister of listers) {
      it(`with bucket-lister ${lister}, a ${kind} on page 3 ends with exactly the clean listing`, async () => {
        const firedBefore = proxy.stats().faultsFired;
        proxy.configure({ faults: [{ onRequest: 3, kind }] });
        const entries = await collect({
          client: listClient(proxy.endpoint),
          bucket,
          prefix: '',
          lister,
          pageSize: 100,
        });
        expect(proxy.stats().faultsFired - firedBefore).toBe(1);
        expect(entries).toEqual(clean);
      });
    }
  }

  it('with the token first (AWS layout) and 20 ms of added round trip, threaded lists exactly what single lists', async () => {
    proxy.configure({ faults: [], awsLayout: true, addedRoundTripMs: 20 });
    try {
      const threaded = await collect({
        client: listClient(proxy.endpoint),
        bucket,
        prefix: '',
        lister: 'threaded',
        pageSize: 100,
      });
      expect(proxy.stats().pagesRewritten).toBeGreaterThan(0);
      expect(threaded).toEqual(clean);
    } finally {
      proxy.configure({ awsLayout: false, addedRoundTripMs: 0 });
    }
  });

  it('the worker signs with the main thread’s credentials provider, and asks it again as they near expiry', async () => {
    const s = testServer();
    let asked = 0;
    const entries = await collect({
      client: listClient(s.endpoint),
      credentials: async () => {
        asked++;
        // Expiring within the SDK's refresh window: every signature asks for fresh credentials.
        return {
          accessKeyId: s.accessKeyId,
          secretAccessKey: s.secretAccessKey,
          expiration: new Date(Date.now() + 60_000),
        };
      },
      bucket,
      prefix: '',
      lister: 'threaded',
      pageSize: 250,
    });
    expect(entries).toEqual(clean);
    expect(asked).toBeGreaterThanOrEqual(5);
  });

  it('a consumer that stops after the first page leaves nothing alive: the process exits by itself', async () => {
    const script = path.resolve(import.meta.dirname, '../support/list-early-stop.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', script, bucket], {
      env: {
        ...process.env,
        S3_ENDPOINT: testServer().endpoint,
        S3_ACCESS_KEY_ID: testServer().accessKeyId,
        S3_SECRET_ACCESS_KEY: testServer().secretAccessKey,
        NODE_NO_WARNINGS: '1',
      },
    });
    let stdout = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    const hang = setTimeout(() => child.kill('SIGKILL'), 20_000);
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    clearTimeout(hang);
    expect(stdout).toContain('first page: 10 objects');
    expect(stdout).toContain('stopped');
    expect(code).toBe(0); // killed (a hang) would be null
  });

  it('an abort signal stops a threaded listing with the abort reason', async () => {
    const controller = new AbortController();
    let pages = 0;
    const run = async () => {
      for await (const batch of listObjects({
        client: listClient(testServer().endpoint),
        bucket,
        prefix: '',
        pageSize: 50,
        signal: controller.signal,
      })) {
        expect(batch.length).toBeGreaterThan(0);
        if (++pages === 2) controller.abort(new Error('stop now'));
      }
    };
    await expect(run()).rejects.toThrow('stop now');
    expect(pages).toBe(2);
  });
});

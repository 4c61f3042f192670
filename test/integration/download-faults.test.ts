import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBucket, deleteTestBucket, testClient, testServer } from '../support/s3.js';
import { isObjectGet, startShapingProxy, type ShapingProxy } from '../support/shaping-proxy.js';
import {
  clearedPath,
  digests,
  leftoverTemps,
  local,
  MiB,
  putTree,
  readTree,
  runSync,
  s3,
  syncRequest,
} from '../support/sync-harness.js';

/** 2,000 small files of a few hundred bytes to 6 KB, and four of 6 MiB (two ranges each). */
function sampleTree(): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (let i = 0; i < 2000; i++)
    files.set(`d${i % 13}/small-${i}.bin`, randomBytes(200 + ((i * 7919) % 6000)));
  for (let i = 0; i < 4; i++) files.set(`large/big-${i}.bin`, randomBytes(6 * MiB + i * 1001));
  return files;
}

describe('a download sync through a network that stalls, flips bytes, throttles and cuts bodies', () => {
  const client = testClient();
  const tree = sampleTree();
  let bucket: string;
  let scratch: string;
  let proxy: ShapingProxy;

  beforeAll(async () => {
    bucket = await createTestBucket(client, 'dl-faults');
    scratch = await mkdtemp(path.join(os.tmpdir(), 's3sync-dl-faults-'));
    await putTree(client, bucket, 'src/', tree);
    proxy = await startShapingProxy({ upstream: testServer().endpoint });
  }, 300_000);
  afterAll(async () => {
    await proxy.close();
    await deleteTestBucket(client, bucket);
    await rm(scratch, { recursive: true, force: true });
  }, 300_000);

  it('sync s3://bucket/src to a folder, with faults on 4% of object GETs (seed 14), ends with every file equal to its object, nothing temporary, no failure', async () => {
    const dest = await clearedPath(scratch, 'download');
    proxy.configure({
      faultFilter: isObjectGet,
      randomFaults: {
        share: 0.04,
        seed: 14,
        kinds: ['stall-mid-body', 'flip-byte', '503', 'reset-mid-body'],
      },
    });
    const request = syncRequest(
      s3(bucket, 'src/'),
      local(dest),
      { multipartThresholdBytes: 5 * MiB, multipartChunksizeBytes: 5 * MiB },
      proxy.endpoint,
    );
    const result = await runSync(request);
    const fired = proxy.stats().faultsFiredByKind;
    expect(result.error?.message).toBeUndefined();
    expect(result.report.counts.failed).toBe(0);
    expect(digests(await readTree(dest))).toEqual(digests(tree));
    expect(await leftoverTemps(dest)).toEqual([]);
    // Each kind fired at least once.
    for (const kind of ['stall-mid-body', 'flip-byte', '503', 'reset-mid-body'] as const)
      expect(fired[kind]).toBeGreaterThan(0);
    // A stalled GET is either abandoned as a stall or overtaken by its hedge, never waited out.
    const { stalls = 0, hedgeWins = 0 } = result.report.counts;
    expect(stalls + hedgeWins).toBeGreaterThan(0);

    // A second sync finds nothing to do: every file landed with the object's time.
    proxy.configure({ randomFaults: { share: 0, seed: 1, kinds: [] } });
    const again = await runSync(request);
    expect(again.error?.message).toBeUndefined();
    expect(again.report.counts.transferred).toBe(0);
  }, 600_000);
});

import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetRoundTripEstimate } from '../../src/s3/round-trip-estimate.js';
import { createTestBucket, deleteTestBucket, testClient, testServer } from '../support/s3.js';
import {
  isListObjectsV2,
  startShapingProxy,
  type RequestInfo,
  type ShapingProxy,
} from '../support/shaping-proxy.js';
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

// Issue 42: at a runner's distance one GET moves one TCP window per round trip, so objects from
// 32 MiB come down in parallel ranges once the shortest first-byte wait says the round trip is
// far (part-plan.ts, streamCutoffFor); near, one GET each up to 256 MiB, as before.

/** Over the far cut-over (32 MiB) by a byte and by a part and a half; one under it. */
const TREE = new Map([
  ['over-by-one.bin', randomBytes(32 * MiB + 1)],
  ['five-ranges.bin', randomBytes(36 * MiB)],
  ['under.bin', randomBytes(20 * MiB)],
]);

describe('large downloads at a distance: ranges from the far cut-over, byte for byte', () => {
  const client = testClient();
  let bucket: string;
  let scratch: string;
  let proxy: ShapingProxy;

  beforeAll(async () => {
    bucket = await createTestBucket(client, 'far-ranges');
    scratch = await mkdtemp(path.join(os.tmpdir(), 's3sync-far-'));
    await putTree(client, bucket, 'far/', TREE);
    proxy = await startShapingProxy({ upstream: testServer().endpoint });
  }, 120_000);
  afterEach(() => {
    delete process.env.S3_SYNC_FAR_ROUND_TRIP_MS;
  });
  afterAll(async () => {
    await proxy.close();
    await deleteTestBucket(client, bucket);
    await rm(scratch, { recursive: true, force: true });
  }, 120_000);

  /** The sync through the proxy, with the GETs and HEADs it sent per object. */
  async function syncSeen(name: string, addedRoundTripMs: number) {
    resetRoundTripEstimate();
    const seen: RequestInfo[] = [];
    proxy.configure({
      faults: [],
      faultFilter: (r) => (seen.push(r), false),
      addedRoundTripMs,
      bandwidthBytesPerSec: undefined,
    });
    const dest = await clearedPath(scratch, name);
    const result = await runSync(syncRequest(s3(bucket, 'far/'), local(dest), {}, proxy.endpoint));
    expect(result.error?.message).toBeUndefined();
    expect(seen.some(isListObjectsV2)).toBe(true);
    expect(digests(await readTree(dest))).toEqual(digests(TREE));
    expect(await leftoverTemps(dest)).toEqual([]);
    const asked = (file: string, method: string) =>
      seen.filter((r) => r.method === method && r.path.endsWith(`/${file}`)).length;
    return Object.fromEntries(
      [...TREE.keys()].map((file) => [
        file,
        { gets: asked(file, 'GET'), heads: asked(file, 'HEAD') },
      ]),
    );
  }

  it('sync through a 20 ms round trip -> 8 MiB ranges from 32 MiB (and a HEAD), one GET under it', async () => {
    expect(await syncSeen('far', 20)).toEqual({
      'over-by-one.bin': { gets: 5, heads: 1 },
      'five-ranges.bin': { gets: 5, heads: 1 },
      'under.bin': { gets: 1, heads: 0 },
    });
  });

  it('sync when the round trip is near -> one GET per object under 256 MiB', async () => {
    // Near whatever this busy machine's loopback waits: the threshold is raised for the test.
    process.env.S3_SYNC_FAR_ROUND_TRIP_MS = '100000';
    expect(await syncSeen('near', 0)).toEqual({
      'over-by-one.bin': { gets: 1, heads: 0 },
      'five-ranges.bin': { gets: 1, heads: 0 },
      'under.bin': { gets: 1, heads: 0 },
    });
  });
});

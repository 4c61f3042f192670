import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { testClient } from '../support/s3.js';
import { isListObjectsV2, type RequestInfo } from '../support/shaping-proxy.js';
import {
  bucketBehindProxy,
  clearedPath,
  digests,
  leftoverTemps,
  local,
  MiB,
  readTree,
  runSync,
  s3,
  syncRequest,
} from '../support/sync-harness.js';

// Issue 42: at a runner's distance one GET moves one TCP window per round trip. Ranges from an
// earlier cut-over at a far round trip measured slower on two cores than one GET (part-plan.ts,
// streamCutoffFor), so the cut-over is 256 MiB at any round trip; the benchmarks' sweep lowers
// it (S3_SYNC_STREAM_CUTOFF_MIB), and both ways must land the same bytes through a delay.

/** Over the sweep's cut-over (32 MiB) by a byte and by a part and a half; one under it. */
const TREE = new Map([
  ['over-by-one.bin', randomBytes(32 * MiB + 1)],
  ['five-ranges.bin', randomBytes(36 * MiB)],
  ['under.bin', randomBytes(20 * MiB)],
]);

describe("large downloads at a distance: one GET, or ranges from the sweep's cut-over, byte for byte", () => {
  const client = testClient();

  const setup = bucketBehindProxy(client, { name: 'far-ranges', prefix: 'far/', tree: TREE });
  afterEach(() => {
    delete process.env.S3_SYNC_STREAM_CUTOFF_MIB;
  });

  /**
   * The sync through the proxy; per object, whether it came in ranges (a HEAD beside them: one
   * GET sends none) and its GETs at least (a range retried on this busy machine adds more).
   */
  async function syncSeen(name: string, addedRoundTripMs: number, gets: (file: string) => number) {
    const seen: RequestInfo[] = [];
    setup.proxy.configure({
      faults: [],
      faultFilter: (r) => (seen.push(r), false),
      addedRoundTripMs,
      bandwidthBytesPerSec: undefined,
    });
    const dest = await clearedPath(setup.scratch, name);
    const result = await runSync(
      syncRequest(s3(setup.bucket, 'far/'), local(dest), {}, setup.proxy.endpoint),
    );
    expect(result.error?.message).toBeUndefined();
    expect(seen.some(isListObjectsV2)).toBe(true);
    expect(digests(await readTree(dest))).toEqual(digests(TREE));
    expect(await leftoverTemps(dest)).toEqual([]);
    const asked = (file: string, method: string) =>
      seen.filter((r) => r.method === method && r.path.endsWith(`/${file}`)).length;
    return Object.fromEntries(
      [...TREE.keys()].map((file) => [
        file,
        { ranged: asked(file, 'HEAD') > 0, enoughGets: asked(file, 'GET') >= gets(file) },
      ]),
    );
  }

  it("sync through a 20 ms round trip, the sweep's cut-over at 32 MiB -> 8 MiB ranges from 32 MiB (and a HEAD), one GET under it", async () => {
    process.env.S3_SYNC_STREAM_CUTOFF_MIB = '32';
    const ranges = (file: string) => Math.ceil(TREE.get(file)!.length / (8 * MiB));
    expect(await syncSeen('far', 20, (file) => (file === 'under.bin' ? 1 : ranges(file)))).toEqual({
      'over-by-one.bin': { ranged: true, enoughGets: true },
      'five-ranges.bin': { ranged: true, enoughGets: true },
      'under.bin': { ranged: false, enoughGets: true },
    });
  });

  it('sync through a 20 ms round trip, no cut-over set -> one GET per object under 256 MiB', async () => {
    expect(await syncSeen('far-default', 20, () => 1)).toEqual({
      'over-by-one.bin': { ranged: false, enoughGets: true },
      'five-ranges.bin': { ranged: false, enoughGets: true },
      'under.bin': { ranged: false, enoughGets: true },
    });
  });
});

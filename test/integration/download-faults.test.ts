import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testClient } from '../support/s3.js';
import { isObjectGet } from '../support/shaping-proxy.js';
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

  const setup = bucketBehindProxy(client, {
    name: 'dl-faults',
    prefix: 'src/',
    tree,
    timeoutMs: 300_000,
  });

  it('sync s3://bucket/src to a folder, with faults on 4% of object GETs (seed 14), ends with every file equal to its object, nothing temporary, no failure', async () => {
    const dest = await clearedPath(setup.scratch, 'download');
    setup.proxy.configure({
      faultFilter: isObjectGet,
      randomFaults: {
        share: 0.04,
        seed: 14,
        kinds: ['stall-mid-body', 'flip-byte', '503', 'reset-mid-body'],
      },
    });
    const request = syncRequest(
      s3(setup.bucket, 'src/'),
      local(dest),
      { multipartThresholdBytes: 5 * MiB, multipartChunksizeBytes: 5 * MiB },
      setup.proxy.endpoint,
    );
    const result = await runSync(request);
    const fired = setup.proxy.stats().faultsFiredByKind;
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
    setup.proxy.configure({ randomFaults: { share: 0, seed: 1, kinds: [] } });
    const again = await runSync(request);
    expect(again.error?.message).toBeUndefined();
    expect(again.report.counts.transferred).toBe(0);
  }, 600_000);
});

import type { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareKeys } from '../../src/s3/list/key-order.js';
import { inKeyRange } from '../../src/sync/key-range.js';
import { planShards, type ShardPlanRequest } from '../../src/sync/plan-shards.js';
import type { Shard } from '../../src/sync/shard-cutter.js';
import { listS3Side } from '../../src/sync/sync-sides.js';
import { generateKeys, type KeySetShape } from '../support/key-sets.js';
import { listClient } from '../support/listing.js';
import { createTestBucket, deleteTestBucket, putObjects, testClient } from '../support/s3.js';
import {
  local,
  s3,
  syncRequest,
  runSync,
  writeTree,
  clearedPath,
} from '../support/sync-harness.js';
import os from 'node:os';
import path from 'node:path';
import { mkdtemp } from 'node:fs/promises';

// The plan step and the syncs it feeds, against the real RGW: every key in exactly one range,
// and exactly the keys the sync of each range lists.

const SETS: ReadonlyArray<[string, KeySetShape | 'flat', number]> = [
  ['flat', 'flat', 240],
  ['nested', 'deep', 240],
  ['skewed', 'skewed', 240],
  ['unicode', 'unicode', 240],
];

function keysFor(shape: KeySetShape | 'flat', count: number): string[] {
  const keys =
    shape === 'flat'
      ? Array.from({ length: count }, (_, i) => `f${String(i).padStart(4, '0')}`)
      : generateKeys(shape, count, 15);
  return keys.sort(compareKeys);
}

const planOf = (
  bucket: string,
  prefix: string,
  count: number,
  by: 'objects' | 'bytes' = 'objects',
  filters: ShardPlanRequest['filters'] = [],
) => {
  const request: ShardPlanRequest = {
    source: s3(bucket, prefix),
    count,
    by,
    filters,
    lister: 'threaded',
    pageSize: 1000,
    followSymlinks: true,
    client: listClient(),
  };
  return planShards(request, { signal: new AbortController().signal });
};

/** What the sync of one range lists at its source: the range's keys, relative. */
async function listedIn(bucket: string, prefix: string, shard: Shard): Promise<string[]> {
  const side = listS3Side(
    { bucket, prefix },
    {
      client: listClient(),
      lister: 'threaded',
      listConcurrency: 4,
      pageSize: 7,
      signal: new AbortController().signal,
      range: shard,
    },
  );
  const rels: string[] = [];
  for await (const batch of side.batches) for (const e of batch) rels.push(e.rel);
  return rels;
}

describe('a plan of N key ranges over a bucket (shards action, s3-sync shards)', () => {
  let client: S3Client;
  let bucket: string;
  const sets = new Map(SETS.map(([name, shape, n]) => [name, keysFor(shape, n)]));

  beforeAll(async () => {
    client = testClient();
    bucket = await createTestBucket(client, 'shards');
    const all = [...sets].flatMap(([name, keys]) => keys.map((k) => `${name}/${k}`));
    // Beside the prefixes: a sibling that shares the prefix's text, which no plan may take.
    all.push('flat-old/f0001', 'flatz');
    await putObjects(client, bucket, all, (key) => 'x'.repeat(1 + (key.length % 13)));
  }, 120_000);
  afterAll(async () => deleteTestBucket(client, bucket), 120_000);

  for (const [name] of SETS) {
    it(`count: 1 to 16 over ${name} keys covers every key exactly once`, async () => {
      const keys = sets.get(name)!;
      for (let count = 1; count <= 16; count++) {
        const plan = await planOf(bucket, name, count);
        expect(plan.shards).toHaveLength(count);
        expect(plan.objects).toBe(keys.length);
        expect(plan.shards.reduce((n, s) => n + s.objects, 0)).toBe(keys.length);
        const owners = keys.map((k) => plan.shards.filter((s) => inKeyRange(k, s)).length);
        expect(owners.filter((n) => n !== 1)).toEqual([]);
        // About equal: no range more than one key from its share.
        for (const s of plan.shards)
          expect(Math.abs(s.objects - keys.length / count)).toBeLessThanOrEqual(1);
      }
    });

    it(`the syncs of each range over ${name} keys list exactly the plan's ranges`, async () => {
      const keys = sets.get(name)!;
      for (const count of [3, 16]) {
        const plan = await planOf(bucket, `${name}/`, count);
        const listed = await Promise.all(plan.shards.map((s) => listedIn(bucket, `${name}/`, s)));
        listed.forEach((rels, i) => expect(rels.length).toBe(plan.shards[i]!.objects));
        expect(listed.flat()).toEqual(keys);
      }
    });
  }

  it('by: bytes balances sizes over the same cover', async () => {
    const plan = await planOf(bucket, 'flat', 4, 'bytes');
    const share = plan.bytes / 4;
    for (const s of plan.shards) expect(Math.abs(s.bytes - share)).toBeLessThanOrEqual(13);
    const keys = sets.get('flat')!;
    expect(keys.every((k) => plan.shards.filter((s) => inKeyRange(k, s)).length === 1)).toBe(true);
  });

  it('exclude and include as the syncs take them: skipped keys weigh nothing in the balance', async () => {
    // The syncs copy only the flat keys ending in 0 (and f0001, brought back by the include).
    const filters = [
      { kind: 'exclude' as const, pattern: '*' },
      { kind: 'include' as const, pattern: '*0' },
      { kind: 'include' as const, pattern: 'f0001' },
    ];
    const kept = sets.get('flat')!.filter((k) => k.endsWith('0') || k === 'f0001');
    const plan = await planOf(bucket, 'flat/', 4, 'objects', filters);
    expect(plan.objects).toBe(kept.length);
    for (const s of plan.shards)
      expect(Math.abs(s.objects - kept.length / 4)).toBeLessThanOrEqual(1);
    const owners = kept.map((k) => plan.shards.filter((s) => inKeyRange(k, s)).length);
    expect(owners.filter((n) => n !== 1)).toEqual([]);
    // The ranges still cover every key, skipped or not: a key the filter skips is in one range.
    const all = sets.get('flat')!;
    expect(all.every((k) => plan.shards.filter((s) => inKeyRange(k, s)).length === 1)).toBe(true);
  });

  it('a prefix that lists nothing gives one open range, and its sync is not an error', async () => {
    const plan = await planOf(bucket, 'nothing-here', 8);
    expect(plan.shards).toEqual([
      { shard: 1, startAfter: '', endAt: undefined, objects: 0, bytes: 0 },
    ]);
    const target = await mkdtemp(path.join(os.tmpdir(), 'shards-empty-'));
    const run = await runSync(
      syncRequest(s3(bucket, 'flat/'), local(target), {
        range: { startAfter: 'zzz', endAt: 'zzzz' },
      }),
    );
    expect(run.error).toBeUndefined();
    expect(run.report.counts.listed).toBe(0);
    expect(run.report.range).toEqual({ startAfter: 'zzz', endAt: 'zzzz' });
  });

  it('an upload plan over a local folder cuts the walk the syncs upload', async () => {
    const root = await clearedPath(os.tmpdir(), 'shards-upload-tree');
    const rels = keysFor('deep', 120);
    await writeTree(root, new Map(rels.map((r) => [r, r])));
    const plan = await planShards(
      {
        source: local(root),
        count: 5,
        by: 'objects',
        filters: [],
        lister: 'threaded',
        pageSize: 1000,
        followSymlinks: true,
        client: listClient(),
      },
      { signal: new AbortController().signal },
    );
    expect(plan.shards.map((s) => s.objects)).toEqual([24, 24, 24, 24, 24]);
    expect(rels.every((r) => plan.shards.filter((s) => inKeyRange(r, s)).length === 1)).toBe(true);
  });
});

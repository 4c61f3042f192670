import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import {
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  PutObjectCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import type { SyncRequest } from '../../src/sync/sync-request.js';
import { testClient } from '../support/s3.js';
import {
  isObjectGet,
  type Fault,
  type RequestInfo,
  type ShapingConfig,
} from '../support/shaping-proxy.js';
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

const PART = 5 * MiB;

/** Sizes around every boundary of a ranged download with a 5 MiB threshold and part size. */
const BOUNDARY_SIZES: Readonly<Record<string, number>> = {
  'under-threshold.bin': PART - 1,
  'at-threshold.bin': PART,
  'over-threshold-last-part-one-byte.bin': PART + 1,
  'two-parts-exactly.bin': 2 * PART,
  'three-parts-last-one-byte.bin': 2 * PART + 1,
  'three-parts-exactly.bin': 3 * PART,
  'three-parts-and-a-half.bin': 3 * PART + PART / 2,
};

/**
 * Both ways a large object comes down: in parallel ranges (checked by the hashing worker behind
 * them), and under the stream cutoff as one GET (hashed as it lands). The faults are placed per
 * way, on the n-th object GET: seven objects make seven first GETs, and each fault one more.
 */
const WAYS = [
  {
    way: 'in ranges',
    streamCutoffBytes: 0,
    cutFaults: [2, 4, 6, 8, 11, 13],
    stallFaults: [3, 9],
    rewriteFault: 3,
    flipFault: 2,
  },
  {
    way: 'as one stream each (under the stream cutoff)',
    streamCutoffBytes: undefined,
    cutFaults: [2, 3, 5, 6, 9, 10],
    stallFaults: [3, 6],
    rewriteFault: 1,
    flipFault: 1,
  },
] as const;
const CUT_KINDS = [
  '503',
  'reset-mid-body',
  'truncate-body',
  'reset-before-response',
  'reset-mid-body',
  'truncate-body',
] as const;

describe.each(WAYS)('large downloads against RGW, $way', (way) => {
  const client = testClient();
  const tree = new Map(
    Object.entries(BOUNDARY_SIZES).map(([name, size]) => [name, randomBytes(size)] as const),
  );

  const setup = bucketBehindProxy(client, { name: 'ranged', prefix: 'sizes/', tree });

  const throughProxy = (prefix: string, dest: string, overrides: Partial<SyncRequest> = {}) =>
    syncRequest(
      s3(setup.bucket, prefix),
      local(dest),
      {
        multipartThresholdBytes: PART,
        multipartChunksizeBytes: PART,
        streamCutoffBytes: way.streamCutoffBytes,
        ...overrides,
      },
      setup.proxy.endpoint,
    );

  const shaped = (config: {
    faults?: readonly Fault[];
    faultFilter?: (r: RequestInfo) => boolean;
    addedRoundTripMs?: number;
    holdRequest?: ShapingConfig['holdRequest'];
  }) => {
    setup.proxy.configure({
      faults: config.faults ?? [],
      faultFilter: config.faultFilter ?? isObjectGet,
      addedRoundTripMs: config.addedRoundTripMs,
      holdRequest: config.holdRequest,
      bandwidthBytesPerSec: undefined,
    });
    return setup.proxy.stats().faultsFired;
  };

  it('sync s3://bucket/sizes to a folder with a 5 MiB threshold and part size lands every size (one byte under, at, over, exact multiples, a last part of one byte) whole', async () => {
    const dest = await clearedPath(setup.scratch, 'sizes');
    shaped({});
    const result = await runSync(throughProxy('sizes/', dest));
    expect(result.error?.message).toBeUndefined();
    expect(digests(await readTree(dest))).toEqual(digests(tree));
    expect(await leftoverTemps(dest)).toEqual([]);
    // Six of the seven are at or over the threshold: the report counts them as large.
    const large = [...tree.values()].filter((body) => body.length >= PART);
    expect(result.report.largeTransfers).toMatchObject({
      objects: large.length,
      bytes: large.reduce((sum, body) => sum + body.length, 0),
    });
    expect(result.report.largeTransfers!.megabytesPerSecond).toBeGreaterThan(0);
  }, 120_000);

  it('sync s3://bucket/sizes asks each object by the GETs its way plans, and a HEAD only when it comes in several ranges', async () => {
    const dest = await clearedPath(setup.scratch, 'requests');
    const seen: RequestInfo[] = [];
    shaped({ faultFilter: (r) => (seen.push(r), false) });
    const result = await runSync(throughProxy('sizes/', dest));
    expect(result.error?.message).toBeUndefined();
    for (const [name, body] of tree) {
      const asked = seen.filter((r) => r.path.endsWith(`/${name}`));
      const gets = asked.filter((r) => r.method === 'GET').length;
      const heads = asked.filter((r) => r.method === 'HEAD').length;
      const ranges = way.streamCutoffBytes === 0 ? Math.ceil(body.length / PART) : 1;
      const planned = { gets: ranges, heads: ranges > 1 ? 1 : 0 };
      // On a loaded machine a request may go silent past the stall limit, or fail, and be sent
      // again; the run logs each failed attempt, a range's or the object's. So: the whole plan,
      // and no request more than the failed attempts logged for the object could send again
      // (a range: its GET; the object: its HEAD and every range); without one, exactly the plan.
      const failedAttempts = result.debug.filter(
        (d) =>
          / attempt \d+ failed /.test(d) && (d.includes(`"${name}"`) || d.includes(`/${name}"`)),
      ).length;
      expect({
        name,
        gets: Math.min(gets, planned.gets),
        heads: Math.min(heads, planned.heads),
      }).toEqual({ name, ...planned });
      const sentAgain = gets + heads - planned.gets - planned.heads;
      expect(sentAgain, `${name}: requests sent again`).toBeLessThanOrEqual(
        failedAttempts * (ranges + 1),
      );
    }
    expect(digests(await readTree(dest))).toEqual(digests(tree));
  }, 120_000);

  it('sync s3://bucket/sizes through a 503, a reset mid-body, a cut body and a reset before the answer on single ranges lands every file whole', async () => {
    const dest = await clearedPath(setup.scratch, 'sizes-faults');
    const faults: Fault[] = way.cutFaults.map((n, i) => ({ onRequest: n, kind: CUT_KINDS[i]! }));
    const starts: number[] = [];
    const before = shaped({
      faults,
      faultFilter: (r) => {
        if (!isObjectGet(r)) return false;
        starts.push(Number(/^bytes=(\d+)-/.exec(r.range ?? '')?.[1] ?? 0));
        return true;
      },
    });
    const result = await runSync(throughProxy('sizes/', dest));
    expect(result.error?.message).toBeUndefined();
    expect(setup.proxy.stats().faultsFired - before).toBe(faults.length);
    const log = result.debug.join('\n');
    expect(
      result.debug.some((d) => d.includes('retrying')),
      log,
    ).toBe(true);
    // A body cut short resumes from its last byte written, not from its first: a range's failed
    // attempt that says so, whichever attempt it was (a stall on a loaded machine sends a
    // request again, and a fault may then reach the second attempt rather than the first).
    expect(
      result.debug.some((d) => /bytes [1-9]\d*-\d+ attempt \d+ failed/.test(d)),
      log,
    ).toBe(true);
    // As one stream, every planned GET starts at 0: the server saw the resumed one too. (In
    // ranges, where a fault lands depends on the order the GETs arrive in: it may be a range of
    // one byte, or a cut may come before any byte was written, so no resume is sure to show.)
    if (way.streamCutoffBytes !== 0)
      expect(
        starts.some((start) => start > 0),
        `GETs from ${JSON.stringify(starts)}\n${log}`,
      ).toBe(true);
    expect(digests(await readTree(dest))).toEqual(digests(tree));
    expect(await leftoverTemps(dest)).toEqual([]);
  });

  it('sync s3://bucket/sizes through a stall mid-body on two single ranges abandons them as stalls, resumes them, and lands every file whole', async () => {
    const dest = await clearedPath(setup.scratch, 'sizes-stalls');
    const faults = way.stallFaults.map((n) => ({ onRequest: n, kind: 'stall-mid-body' as const }));
    const before = shaped({ faults });
    const result = await runSync(throughProxy('sizes/', dest));
    expect(result.error?.message).toBeUndefined();
    expect(setup.proxy.stats().faultsFired - before).toBe(faults.length);
    expect(result.report.counts.stalls ?? 0).toBeGreaterThan(0);
    expect(digests(await readTree(dest))).toEqual(digests(tree));
    expect(await leftoverTemps(dest)).toEqual([]);
  }, 120_000);

  it('sync of a large object whose ranges keep failing ends with an error, and neither the file nor a temporary file is left', async () => {
    const dest = await clearedPath(setup.scratch, 'always-failing');
    // Every GET of the object fails: more than the retries of a range and of the object together.
    const faults = Array.from({ length: 200 }, (_, i) => ({
      onRequest: i + 1,
      kind: '503' as const,
    }));
    shaped({
      faults,
      faultFilter: (r) => isObjectGet(r) && r.path.endsWith('/three-parts-exactly.bin'),
    });
    const result = await runSync(throughProxy('sizes/', dest));
    expect(result.error?.message).toMatch(/three-parts-exactly\.bin/);
    expect(result.report.counts.failed).toBe(1);
    const files = await readTree(dest);
    expect(files.has('three-parts-exactly.bin')).toBe(false);
    expect(files.size).toBe(tree.size - 1);
    expect(await leftoverTemps(dest)).toEqual([]);
  }, 120_000);

  it('sync of an object rewritten while its ranges download fails it cleanly: no file, no temporary file, no mix of versions', async () => {
    const dest = await clearedPath(setup.scratch, 'changed');
    const key = 'changing/big.bin';
    // Twelve 1 MiB ranges, all in flight at once. The first GET starts the rewrite; one is cut
    // mid-body, and every GET that comes after that one (its resumed GET among them) goes to the
    // server only once the rewrite is done: ordered by the rewrite's end, not by a delay.
    await client.send(
      new PutObjectCommand({ Bucket: setup.bucket, Key: key, Body: randomBytes(12 * MiB) }),
    );
    let rewrite: Promise<unknown> | undefined;
    let bigGetsSeen = 0;
    const bigGets = (r: RequestInfo) => isObjectGet(r) && r.path.endsWith('/big.bin');
    shaped({
      faults: [{ onRequest: way.rewriteFault, kind: 'reset-mid-body' }],
      faultFilter: (r) => {
        if (!bigGets(r)) return false;
        bigGetsSeen += 1;
        rewrite ??= client.send(
          new PutObjectCommand({ Bucket: setup.bucket, Key: key, Body: randomBytes(12 * MiB) }),
        );
        return true;
      },
      // The filter has counted the request by the time it is held or not.
      holdRequest: (r) => (bigGets(r) && bigGetsSeen > way.rewriteFault ? rewrite : undefined),
    });
    const result = await runSync(
      throughProxy('changing/', dest, {
        multipartThresholdBytes: MiB,
        multipartChunksizeBytes: MiB,
      }),
    );
    await rewrite;
    expect(bigGetsSeen).toBeGreaterThan(way.rewriteFault);
    expect(result.error?.message).toMatch(/changed while it was being downloaded/);
    expect(result.report.counts.failed).toBe(1);
    expect(await readdir(dest)).toEqual([]);
  }, 60_000);
  it('sync of a large object with one byte flipped in one range catches it by the MD5 while the ranges land, and lands the object whole on the next attempt', async () => {
    const dest = await clearedPath(setup.scratch, 'flipped-once');
    const before = shaped({
      faults: [{ onRequest: way.flipFault, kind: 'flip-byte' }],
      faultFilter: (r) => isObjectGet(r) && r.path.endsWith('/three-parts-and-a-half.bin'),
    });
    const result = await runSync(throughProxy('sizes/', dest));
    expect(result.error?.message).toBeUndefined();
    expect(setup.proxy.stats().faultsFired - before).toBe(1);
    expect(
      result.debug.some((d) => /MD5 .* does not match/.test(d)),
      result.debug.join('\n'),
    ).toBe(true);
    expect(digests(await readTree(dest))).toEqual(digests(tree));
    expect(await leftoverTemps(dest)).toEqual([]);
  }, 120_000);

  it('sync of a large object whose ranges always come with a flipped byte fails it, and nothing lands under its name', async () => {
    const dest = await clearedPath(setup.scratch, 'flipped-always');
    shaped({
      faults: Array.from({ length: 200 }, (_, i) => ({
        onRequest: i + 1,
        kind: 'flip-byte' as const,
      })),
      faultFilter: (r) => isObjectGet(r) && r.path.endsWith('/two-parts-exactly.bin'),
    });
    const result = await runSync(throughProxy('sizes/', dest));
    expect(result.error?.message).toMatch(/two-parts-exactly\.bin/);
    expect(result.report.counts.failed).toBe(1);
    const files = await readTree(dest);
    expect(files.has('two-parts-exactly.bin')).toBe(false);
    expect(files.size).toBe(tree.size - 1);
    expect(await leftoverTemps(dest)).toEqual([]);
  }, 120_000);

  it('sync of a multipart object (ETag -N, nothing to hash against) lands it whole by its ranges', async () => {
    const dest = await clearedPath(setup.scratch, 'multipart');
    const key = 'multipart/parts.bin';
    const parts = [randomBytes(PART), randomBytes(MiB + 3)];
    const { UploadId } = await client.send(
      new CreateMultipartUploadCommand({ Bucket: setup.bucket, Key: key }),
    );
    const etags = [];
    for (const [i, body] of parts.entries()) {
      const { ETag } = await client.send(
        new UploadPartCommand({
          Bucket: setup.bucket,
          Key: key,
          UploadId,
          PartNumber: i + 1,
          Body: body,
        }),
      );
      etags.push({ ETag, PartNumber: i + 1 });
    }
    await client.send(
      new CompleteMultipartUploadCommand({
        Bucket: setup.bucket,
        Key: key,
        UploadId,
        MultipartUpload: { Parts: etags },
      }),
    );
    shaped({});
    const result = await runSync(throughProxy('multipart/', dest));
    expect(result.error?.message).toBeUndefined();
    expect(digests(await readTree(dest))).toEqual(
      digests(new Map([['parts.bin', Buffer.concat(parts)]])),
    );
    expect(await leftoverTemps(dest)).toEqual([]);
  }, 60_000);
});

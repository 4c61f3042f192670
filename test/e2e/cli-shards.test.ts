import { mkdtemp, readFile, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareKeys } from '../../src/s3/list/key-order.js';
import { generateKeys } from '../support/key-sets.js';
import {
  createTestBucket,
  deleteTestBucket,
  putObjects,
  testClient,
  testServer,
} from '../support/s3.js';
import { readBucket, readTextTree } from '../support/sync-harness.js';
import { runAction } from './run-action.js';
import { runCli } from './run-cli.js';

// A sharded sync as a workflow runs it: the plan from the bundles, then N syncs at once, each
// its own process (as each matrix job is its own runner), from dist/.

const SHARDS_ACTION = path.resolve(import.meta.dirname, '../../dist/shards/index.js');

interface Matrix {
  include: Array<{ shard: number; 'start-after': string; 'end-at': string }>;
}

function credentials(): Record<string, string> {
  const server = testServer();
  return {
    AWS_ACCESS_KEY_ID: server.accessKeyId,
    AWS_SECRET_ACCESS_KEY: server.secretAccessKey,
    AWS_REGION: server.region,
  };
}

/** The range flags of one matrix entry; blank ones are left out, as a blank input is. */
const rangeFlags = (entry: Matrix['include'][number]) => [
  ...(entry['start-after'] ? ['--start-after', entry['start-after']] : []),
  ...(entry['end-at'] ? ['--end-at', entry['end-at']] : []),
];

describe('a sharded sync: s3-sync shards, then one s3-sync process per range, at once', () => {
  let client: S3Client;
  let source: string;
  let destination: string;
  const keys = [
    ...Array.from({ length: 150 }, (_, i) => `flat-${String(i).padStart(3, '0')}`),
    ...generateKeys('unicode', 100, 7),
    ...generateKeys('deep', 100, 7),
  ].sort(compareKeys);
  const body = (rel: string) => `v1 ${rel}`;

  beforeAll(async () => {
    client = testClient();
    source = await createTestBucket(client, 'shards-src');
    destination = await createTestBucket(client, 'shards-dst');
    await putObjects(
      client,
      source,
      keys.map((k) => `rel/${k}`),
      (key) => body(key.slice(4)),
    );
  }, 180_000);
  afterAll(async () => {
    await deleteTestBucket(client, source);
    await deleteTestBucket(client, destination);
  }, 180_000);

  it('copies exactly the source with delete on both sides of a boundary, though the source changed after the plan', async () => {
    const plan = await runCli(['shards', `s3://${source}/rel`, '--count', '4']);
    expect(plan.stderr).toContain('4 key ranges');
    expect(plan.code).toBe(0);
    const matrix = JSON.parse(plan.stdout) as Matrix;
    expect(matrix.include.map((e) => e.shard)).toEqual([1, 2, 3, 4]);
    expect(matrix.include[3]!['end-at']).toBe('');

    // Stale destination objects on both sides of the boundary between shards 1 and 2, a changed
    // object at the boundary itself, and one outside the prefix that no shard may touch.
    const b = matrix.include[0]!['end-at'];
    const before = keys[keys.indexOf(b) - 1]!;
    expect(compareKeys(`${before} `, b)).toBeLessThan(0);
    const stale = [`${before} `, `${b} `];
    await putObjects(
      client,
      destination,
      [...stale.map((k) => `rel/${k}`), `rel/${b}`],
      () => 'old',
    );
    await putObjects(client, destination, ['outside/keep', 'rel-old/keep'], () => 'keep');

    // The source changes between the plan and the syncs: before the first key, inside a range,
    // right after a boundary, after the last key; and a key goes away.
    const c = matrix.include[1]!['end-at'];
    const added = [' before-first', `${keys[200]!}-inside`, `${c} `, `${keys.at(-1)!}~after-last`];
    await putObjects(
      client,
      source,
      added.map((k) => `rel/${k}`),
      (key) => body(key.slice(4)),
    );
    const removed = keys[100]!;
    await client.send(new DeleteObjectCommand({ Bucket: source, Key: `rel/${removed}` }));

    const runs = await Promise.all(
      matrix.include.map((entry) =>
        runCli([
          'sync',
          `s3://${source}/rel/`,
          `s3://${destination}/rel/`,
          '--delete',
          '--quiet',
          '--report',
          'json',
          ...rangeFlags(entry),
        ]),
      ),
    );
    for (const [i, run] of runs.entries()) {
      expect(run.code, run.stderr).toBe(0);
      const report = JSON.parse(run.stdout) as { range?: { startAfter: string; endAt?: string } };
      const entry = matrix.include[i]!;
      if (i === 0) expect(report.range).toEqual({ startAfter: '', endAt: entry['end-at'] });
      else expect(report.range?.startAfter).toBe(entry['start-after']);
    }

    const expected = new Map(
      [...keys.filter((k) => k !== removed), ...added].map((k) => [k, body(k)] as const),
    );
    const copied = await readBucket(client, destination, 'rel/');
    expect(new Map([...copied].map(([k, v]) => [k, v.toString()]))).toEqual(expected);
    const others = await readBucket(client, destination, 'outside/');
    expect(others.size).toBe(1);
    expect((await readBucket(client, destination, 'rel-old/')).size).toBe(1);
  });

  it('downloads into one folder from three processes at once, each deleting only in its range', async () => {
    const plan = await runCli(['shards', `s3://${source}/rel/`, '--count', '3', '--quiet']);
    expect(plan.stderr).toBe('');
    const matrix = JSON.parse(plan.stdout) as Matrix;
    const folder = await mkdtemp(path.join(os.tmpdir(), 'shards-dl-'));
    const b = matrix.include[1]!['end-at'];
    // Local leftovers on both sides of a boundary: each is deleted by the process whose range has it.
    for (const rel of ['flat-000 stale', `${b} stale`]) {
      await mkdir(path.dirname(path.join(folder, rel)), { recursive: true });
      await writeFile(path.join(folder, rel), 'stale');
    }
    const runs = await Promise.all(
      matrix.include.map((entry) =>
        runCli([
          'sync',
          `s3://${source}/rel/`,
          folder,
          '--delete',
          '--quiet',
          ...rangeFlags(entry),
        ]),
      ),
    );
    for (const run of runs) expect(run.code, run.stderr).toBe(0);
    const tree = await readTextTree(folder);
    const bucket = await readBucket(client, source, 'rel/');
    expect(tree).toEqual(new Map([...bucket].map(([k, v]) => [k, v.toString()])));
  });

  it('uploads a folder in ranges that the plan cut from the same folder', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'shards-up-'));
    const rels = generateKeys('deep', 60, 3).sort(compareKeys);
    for (const rel of rels) {
      await mkdir(path.dirname(path.join(folder, rel)), { recursive: true });
      await writeFile(path.join(folder, rel), rel);
    }
    const plan = await runCli(['shards', folder, '--count', '3', '--quiet']);
    const matrix = JSON.parse(plan.stdout) as Matrix;
    expect(matrix.include).toHaveLength(3);
    const runs = await Promise.all(
      matrix.include.map((entry) =>
        runCli(['sync', folder, `s3://${destination}/up/`, '--quiet', ...rangeFlags(entry)]),
      ),
    );
    for (const run of runs) expect(run.code, run.stderr).toBe(0);
    const uploaded = await readBucket(client, destination, 'up/');
    expect([...uploaded.keys()]).toEqual(rels);
    expect(uploaded.get(rels[0]!)!.toString()).toBe(
      await readFile(path.join(folder, rels[0]!), 'utf8'),
    );
  });

  it('--exclude and --include apply in the order typed, so the ranges balance what the syncs copy', async () => {
    // Last match wins: only the flat keys pass, so every cut falls between two of them.
    const flat = await runCli([
      'shards',
      `s3://${source}/rel/`,
      '--count',
      '3',
      '--quiet',
      '--exclude',
      '*',
      '--include',
      'flat-*',
    ]);
    expect(flat.code, flat.stderr).toBe(0);
    const cuts = (JSON.parse(flat.stdout) as Matrix).include.map((e) => e['end-at']);
    expect(cuts).toHaveLength(3);
    expect(cuts.slice(0, -1).every((k) => k.startsWith('flat-'))).toBe(true);
    // The other order excludes everything: one open range, as for an empty prefix.
    const none = await runCli([
      'shards',
      `s3://${source}/rel/`,
      '--count',
      '3',
      '--quiet',
      '--include',
      'flat-*',
      '--exclude',
      '*',
    ]);
    expect(none.code, none.stderr).toBe(0);
    expect((JSON.parse(none.stdout) as Matrix).include).toEqual([
      { shard: 1, 'start-after': '', 'end-at': '' },
    ]);
  });

  it("the shards action takes the syncs' exclude and include inputs and counts only what passes", async () => {
    const plan = (inputs: Record<string, string>) =>
      runAction(
        {
          source: `s3://${source}/rel/`,
          count: '2',
          'endpoint-url': testServer().endpoint,
          'force-path-style': 'true',
          ...inputs,
        },
        { entry: SHARDS_ACTION, env: credentials() },
      );
    const [all, notFlat, onlyFlat] = await Promise.all([
      plan({}),
      plan({ exclude: 'flat-*' }),
      plan({ exclude: '*', include: 'flat-*\nnever-*' }),
    ]);
    for (const run of [all, notFlat, onlyFlat]) expect(run.code, run.stdout).toBe(0);
    const objects = (run: typeof all) => Number(run.outputs.objects);
    expect(objects(notFlat)).toBeGreaterThan(0);
    expect(objects(onlyFlat)).toBeGreaterThan(0);
    expect(objects(notFlat) + objects(onlyFlat)).toBe(objects(all));
  });

  it('an end-at before start-after is refused, naming both flags', async () => {
    const run = await runCli([
      'sync',
      `s3://${source}/rel/`,
      `s3://${destination}/x/`,
      '--start-after',
      'b',
      '--end-at',
      'a',
    ]);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain('--end-at must be a key at or after --start-after');
  });

  it('the shards action sets the matrix as its output and shows the ranges in the job summary', async () => {
    const run = await runAction(
      {
        source: `s3://${source}/rel/`,
        count: '2',
        by: 'bytes',
        'endpoint-url': testServer().endpoint,
        'force-path-style': 'true',
      },
      { entry: SHARDS_ACTION, env: credentials() },
    );
    expect(run.code, run.stdout).toBe(0);
    const matrix = JSON.parse(run.outputs.shards!) as Matrix;
    expect(matrix.include).toHaveLength(2);
    expect(run.outputs.count).toBe('2');
    expect(Number(run.outputs.objects)).toBeGreaterThan(300);
    expect(run.summary).toContain('| shard | start-after | end-at | objects | bytes |');
    expect(run.summary).toContain('_the end_');
  });

  it('the sync action reports the range it took in its outputs and summary', async () => {
    const run = await runAction(
      {
        source: `s3://${source}/rel/`,
        destination: `s3://${destination}/action/`,
        'start-after': 'flat-010',
        'end-at': 'flat-019',
        'endpoint-url': testServer().endpoint,
        'force-path-style': 'true',
      },
      { env: credentials() },
    );
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs['objects-transferred']).toBe('9');
    expect(run.outputs['key-range']).toBe('("flat-010", "flat-019"]');
    expect(run.summary).toContain('Key range');
    const copied = await readBucket(client, destination, 'action/');
    expect([...copied.keys()]).toEqual(Array.from({ length: 9 }, (_, i) => `flat-0${11 + i}`));
  });
});

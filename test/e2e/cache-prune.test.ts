import { setTimeout as sleep } from 'node:timers/promises';
import { ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBucket, deleteTestBucket, testClient, testServer } from '../support/s3.js';
import { cacheStep, treeOf, type JobFacts } from './cache-runner.js';
import { errorAnnotations, warningAnnotations, workspaceWith } from './run-action.js';
import { runCli } from './run-cli.js';

// cache/prune as the runner runs it (dist/cache/prune.js), and `s3-sync cache rm`, against the
// local RGW: what only old entries read goes, the newest entry still restores exactly, and a
// save running at the same time keeps its packs.

let client: S3Client;
let bucket: string;
let store: string;

beforeAll(async () => {
  client = testClient();
  bucket = await createTestBucket(client, 'e2e-prune');
  store = `s3://${bucket}/caches/`;
});
afterAll(async () => {
  if (bucket) await deleteTestBucket(client, bucket);
});

async function casObjects(): Promise<Set<string>> {
  const keys = new Set<string>();
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({
        Bucket: bucket,
        Prefix: 'caches/s3-cache-v1/cas/',
        ContinuationToken: token,
      }),
    );
    for (const object of page.Contents ?? []) keys.add(object.Key!);
    token = page.NextContinuationToken;
  } while (token);
  return keys;
}

/** Files of distinct contents (a tag in every line), so that no two entries share a pack. */
function files(tag: string, count = 40): Record<string, string> {
  return Object.fromEntries(
    Array.from({ length: count }, (_, i) => [`deps/${i}.txt`, `${tag} file ${i}\n`.repeat(200)]),
  );
}

const save = (key: string, tree: Record<string, string>, facts?: JobFacts) =>
  workspaceWith(tree).then((ws) =>
    cacheStep('save', store, { path: 'deps', key }, ws, facts ? { facts } : {}),
  );

async function restore(key: string): Promise<{ hit: string; tree: Record<string, string> }> {
  const ws = await workspaceWith({});
  const run = await cacheStep('restore', store, { path: 'deps', key }, ws);
  return { hit: run.outputs['cache-hit']!, tree: await treeOf(ws) };
}

const prune = (inputs: Record<string, string>) =>
  workspaceWith({}).then((ws) => cacheStep('prune', store, inputs, ws));

describe('cache/prune', () => {
  it('removes what only old entries read; the newest entry restores exactly, and a save running meanwhile keeps its packs', async () => {
    const oldTree = files('old');
    expect((await save('deps-old', oldTree)).summary).toContain('Cache save: saved');
    const oldObjects = await casObjects();
    expect(oldObjects.size).toBeGreaterThan(0);
    // deps-old must be older than older-than (10 s) when prune lists, and deps-new younger; the
    // margins are wide, for a loaded machine.
    await sleep(12_000);
    const newTree = files('new');
    expect((await save('deps-new', newTree)).summary).toContain('Cache save: saved');
    const beforePrune = await casObjects();
    const newObjects = [...beforePrune].filter((k) => !oldObjects.has(k));
    expect(newObjects.length).toBeGreaterThan(0);

    const duringTree = files('during', 400);
    const [pruned, during] = await Promise.all([
      prune({ 'older-than': '10s', grace: '8s' }),
      save('deps-during', duringTree),
    ]);
    expect(pruned.code, pruned.stdout).toBe(0);
    expect(during.summary).toContain('Cache save: saved');
    expect(pruned.outputs['entries-removed']).toBe('1');
    expect(Number(pruned.outputs['objects-removed'])).toBe(oldObjects.size);
    expect(Number(pruned.outputs['bytes-removed'])).toBeGreaterThan(0);
    expect(pruned.summary).toContain('## Cache prune');
    expect(pruned.summary).toMatch(/\| entries \| 1 \| \d+ \|/);
    expect(pruned.summary).toMatch(new RegExp(`\\| packs and blobs \\| ${oldObjects.size} \\|`));

    const after = await casObjects();
    for (const key of oldObjects) expect(after.has(key), key).toBe(false);
    for (const key of newObjects) expect(after.has(key), key).toBe(true);
    expect(await restore('deps-new')).toEqual({ hit: 'true', tree: newTree });
    expect(await restore('deps-during')).toEqual({ hit: 'true', tree: duringTree });
    expect((await restore('deps-old')).hit).toBe('false');
  });

  it('delete-key: removes that key in every scope, then what nothing reads; other keys stay', async () => {
    const doomed = files('doomed');
    await save('del-1', doomed);
    await save('del-1', doomed, { ref: 'refs/heads/feature' });
    await save('keep-1', files('kept'));
    const before = await casObjects();
    const run = await prune({ 'delete-key': 'del-1', grace: '0s' });
    expect(run.code, run.stdout).toBe(0);
    expect(run.outputs['entries-removed']).toBe('2');
    expect(Number(run.outputs['objects-removed'])).toBeGreaterThan(0);
    expect(run.summary).toContain('Cache prune: delete a key');
    expect((await casObjects()).size).toBeLessThan(before.size);
    expect((await restore('del-1')).hit).toBe('false');
    expect((await restore('keep-1')).tree).toEqual(files('kept'));
  });

  it('a junk manifest is left out of the sweep, and the command it prints removes it', async () => {
    const bad = `caches/s3-cache-v1/repos/org/app/refs%2Fheads%2Fmain/${'b'.repeat(64)}/broken 'one'`;
    await client.send(new PutObjectCommand({ Bucket: bucket, Key: bad, Body: 'not zstd' }));
    const orphan = `caches/s3-cache-v1/cas/packs/${'d'.repeat(64)}.tar.zst`;
    await client.send(new PutObjectCommand({ Bucket: bucket, Key: orphan, Body: 'orphan' }));
    const blocked = await prune({ 'older-than': '30d', grace: '0s' });
    expect(blocked.code).toBe(0);
    // It names nothing that can be trusted, so it protects nothing: the orphan goes.
    expect(Number(blocked.outputs['objects-removed'])).toBeGreaterThanOrEqual(1);
    expect([...(await casObjects())]).not.toContain(orphan);
    const warnings = warningAnnotations(blocked).join('\n');
    expect(warnings).toContain('protects nothing');
    expect(warnings).not.toContain('no packs or blobs were deleted');
    const command = /Remove it with: (npx s3-sync cache rm .*)$/m.exec(warnings)?.[1];
    expect(command).toBe(
      `npx s3-sync cache rm s3://${bucket}/caches/ --manifest '${bad.replace(/'/g, `'\\''`)}'`,
    );
    expect(blocked.summary).toContain('Remove each unreadable manifest');
    // The printed command, as a shell reads it (one quoted word), with the connection flags.
    const removed = await runCli([
      'cache',
      'rm',
      `s3://${bucket}/caches/`,
      '--manifest',
      bad,
      '--region',
      testServer().region,
    ]);
    expect(removed.code, removed.stderr).toBe(0);
    expect(removed.stdout).toBe('');
    expect(removed.stderr).toContain('removed 1 entr(ies)');
    const again = await prune({ 'older-than': '30d', grace: '0s' });
    expect(warningAnnotations(again)).toEqual([]);
  });

  it('grace: a pack that no entry names yet (a save in flight) stays while it is younger than the grace', async () => {
    const inFlight = `caches/s3-cache-v1/cas/packs/${'e'.repeat(64)}.tar.zst`;
    await client.send(new PutObjectCommand({ Bucket: bucket, Key: inFlight, Body: 'packed' }));
    const kept = await prune({ 'older-than': '30d', grace: '1h' });
    expect(kept.code, kept.stdout).toBe(0);
    expect((await casObjects()).has(inFlight)).toBe(true);
    await sleep(1_500);
    const gone = await prune({ 'older-than': '30d', grace: '1s' });
    expect(gone.outputs['objects-removed']).toBe('1');
    expect((await casObjects()).has(inFlight)).toBe(false);
  });

  it('older-than: 7 weeks fails the step, naming the input, the value and the accepted form', async () => {
    const run = await prune({ 'older-than': '7w' });
    expect(run.code).toBe(1);
    expect(errorAnnotations(run)).toEqual([
      `Input 'older-than' must be a number and a unit of s, m, h or d, such as 90s, 30m, 12h or 7d, got "7w"`,
    ]);
  });
});

describe('s3-sync cache rm', () => {
  it('--key removes one key in the repository keyspace; --grace 1x is refused by name', async () => {
    await save('rm-1', files('rm'), { repository: 'org/app' });
    const rm = await runCli([
      'cache',
      'rm',
      store,
      '--key',
      'rm-1',
      '--repository',
      'org/app',
      '--report',
      'json',
    ]);
    expect(rm.code, rm.stderr).toBe(0);
    expect(JSON.parse(rm.stdout).removed).toHaveLength(1);
    expect((await restore('rm-1')).hit).toBe('false');
    const badGrace = await runCli(['cache', 'prune', store, '--older-than', '1d', '--grace', '1x']);
    expect(badGrace.code).not.toBe(0);
    expect(badGrace.stderr).toContain(
      `--grace must be a number and a unit of s, m, h or d, such as 90s, 30m, 12h or 7d, got "1x"`,
    );
  });
});

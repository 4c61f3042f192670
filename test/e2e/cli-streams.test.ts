import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestBucket,
  deleteTestBucket,
  putObjects,
  testClient,
  testServer,
} from '../support/s3.js';
import { runCli } from './run-cli.js';

/** A port on 127.0.0.1 that nothing listens on: bound, then closed. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the CLI bundle: help, unknown flags, where --report json goes, what failures say', () => {
  let client: S3Client;
  let bucket: string;
  let scratch: string;

  beforeAll(async () => {
    client = testClient();
    bucket = await createTestBucket(client, 'streams');
    await putObjects(client, bucket, ['in/a.txt', 'in/b.txt', 'in/c/d.txt'], (key) => key);
    scratch = await mkdtemp(path.join(os.tmpdir(), 's3-sync-streams-'));
    await mkdir(path.join(scratch, 'tree'), { recursive: true });
    for (const name of ['x', 'y', 'z']) await writeFile(path.join(scratch, 'tree', name), name);
  }, 120_000);
  afterAll(async () => {
    await deleteTestBucket(client, bucket);
    await rm(scratch, { recursive: true, force: true });
  }, 120_000);

  it.each([
    [['sync', '--help'], 'usage: s3-sync sync SRC DST'],
    [['cp', '-h'], 'usage: s3-sync cp SRC DST --recursive'],
    [['ls', '--help'], 'usage: s3-sync ls [s3://bucket[/prefix]]'],
    [['shards', '--help'], 'usage: s3-sync shards SRC --count COUNT'],
    [['help', 'sync'], 'usage: s3-sync sync SRC DST'],
    [['cache', 'restore', '--help'], 'usage: s3-sync cache restore s3://bucket/prefix'],
    [['--help'], 'usage: s3-sync ls'],
  ])('s3-sync %j prints its help on stdout, exit 0', async (args, start) => {
    const run = await runCli(args, { endpoint: false });
    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
    expect(run.stdout.startsWith(start) || run.stdout.includes(`\n${start}`)).toBe(true);
    expect(run.stdout).toContain('--endpoint-url');
  });

  it('sync --dryrn -> the verb and the nearest flag, exit 2, no stack trace', async () => {
    const run = await runCli(['sync', `s3://${bucket}/in/`, scratch, '--dryrn']);
    expect(run).toEqual({
      code: 2,
      stdout: '',
      stderr: "s3-sync: unknown option '--dryrn' for 's3-sync sync'; did you mean '--dryrun'?\n",
    });
  });

  it('--report json: stdout is the report (ls: its last line), for every verb', async () => {
    const store = `s3://${bucket}/caches`;
    const runs: Array<[string, string[], string | undefined]> = [
      ['ls', ['ls', `s3://${bucket}/in/`, '--recursive', '--report', 'json'], 'objects'],
      [
        'sync',
        ['sync', `s3://${bucket}/in/`, path.join(scratch, 'down'), '--report', 'json'],
        'counts',
      ],
      ['cp', ['cp', 'tree', `s3://${bucket}/up/`, '--recursive', '--report', 'json'], 'counts'],
      ['shards', ['shards', `s3://${bucket}/in/`, '--count', '2'], 'include'],
      [
        'cache save',
        ['cache', 'save', store, '--key', 'k', '--path', 'tree', '--report', 'json'],
        'outcome',
      ],
      [
        'cache restore',
        ['cache', 'restore', store, '--key', 'k', '--path', 'tree', '--report', 'json'],
        'outcome',
      ],
      ['cache ls', ['cache', 'ls', store, '--report', 'json'], 'entries'],
      [
        'cache prune',
        ['cache', 'prune', store, '--older-than', '30d', '--report', 'json'],
        undefined,
      ],
      ['cache rm', ['cache', 'rm', store, '--key', 'k', '--report', 'json'], undefined],
    ];
    for (const [verb, args, field] of runs) {
      const run = await runCli(args, { cwd: scratch });
      expect(run.code, `${verb}: ${run.stderr}`).toBe(0);
      const lines = run.stdout.trimEnd().split('\n');
      // Every verb but ls prints the JSON alone; ls prints its listing first.
      if (verb !== 'ls') expect(lines, verb).toHaveLength(1);
      const report = JSON.parse(lines.at(-1)!) as Record<string, unknown>;
      if (field) expect(report, verb).toHaveProperty(field);
      expect(run.stderr.includes('{"'), `${verb} wrote JSON on stderr`).toBe(false);
    }
  }, 120_000);

  it('without --report json: data on stdout (listings, the matrix), text for a person on stderr, for every verb', async () => {
    const store = `s3://${bucket}/text-caches`;
    // [verb, args, what stdout holds ('' for nothing), what stderr holds ('' for nothing)]
    const runs: Array<[string, string[], RegExp | '', RegExp | '']> = [
      ['ls', ['ls', `s3://${bucket}/in/`, '--recursive'], /^\S+ \S+ +\d+ in\/a\.txt$/m, ''],
      ['ls one level', ['ls', `s3://${bucket}/in/`], /PRE c\/$/m, ''],
      [
        'sync',
        ['sync', `s3://${bucket}/in/`, path.join(scratch, 'text-down')],
        /^download: s3:\/\//m,
        '',
      ],
      [
        'sync --report table',
        ['sync', `s3://${bucket}/in/`, path.join(scratch, 'text-down'), '--report', 'table'],
        '',
        /\S/,
      ],
      ['shards', ['shards', `s3://${bucket}/in/`, '--count', '2'], /^\{"include":/, /key ranges/],
      ['cache save', ['cache', 'save', store, '--key', 'k', '--path', 'tree'], '', /\S/],
      ['cache restore', ['cache', 'restore', store, '--key', 'k', '--path', 'tree'], '', /\S/],
      ['cache ls', ['cache', 'ls', store], /key "k"/, ''],
      ['cache prune', ['cache', 'prune', store, '--older-than', '30d'], '', /pruned/],
      ['cache rm', ['cache', 'rm', store, '--key', 'k'], '', /removed/],
    ];
    for (const [verb, args, stdout, stderr] of runs) {
      const run = await runCli(args, { cwd: scratch });
      expect(run.code, `${verb}: ${run.stderr}`).toBe(0);
      if (stdout === '') expect(run.stdout, `${verb}: stdout`).toBe('');
      else expect(run.stdout, `${verb}: stdout`).toMatch(stdout);
      if (stderr === '') expect(run.stderr, `${verb}: stderr`).toBe('');
      else expect(run.stderr, `${verb}: stderr`).toMatch(stderr);
    }
  }, 120_000);

  it('no credentials -> what to set in a terminal, not the action inputs', async () => {
    const run = await runCli(['ls', `s3://${bucket}/in/`], {
      env: {
        AWS_ACCESS_KEY_ID: '',
        AWS_SECRET_ACCESS_KEY: '',
        AWS_EC2_METADATA_DISABLED: 'true',
        HOME: scratch,
      },
    });
    expect(run.code).toBe(255);
    expect(run.stderr).toContain(
      'No AWS credentials were found: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY',
    );
    expect(run.stderr).not.toMatch(/aws-access-key-id|configure-aws-credentials/);
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
  });

  it('an unreachable proxy (a closed port on 127.0.0.1) -> says "proxy", names it without its password', async () => {
    const port = await closedPort();
    const proxy = `http://runner:p4ss@127.0.0.1:${port}`;
    // 0.0.0.0 reaches the server but is no loopback name, so the request goes to the proxy.
    const endpoint = testServer().endpoint.replace('127.0.0.1', '0.0.0.0');
    for (const args of [
      ['ls', `s3://${bucket}/in/`, '--recursive'],
      ['sync', `s3://${bucket}/in/`, path.join(scratch, 'via-proxy')],
    ]) {
      const run = await runCli(args, { endpoint, env: { HTTP_PROXY: proxy, HTTPS_PROXY: proxy } });
      expect(run.code, run.stderr).toBe(255);
      expect(run.stderr).toContain(
        `The proxy http://127.0.0.1:${port} (HTTPS_PROXY and HTTP_PROXY) could not be reached`,
      );
      expect(run.stderr).not.toContain('p4ss');
      expect(run.stderr).not.toMatch(/\n\s+at /);
    }
  }, 120_000);
});

import { mkdir, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PutBucketPolicyCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCountingFront, type CountingFront } from '../support/forward-proxy.js';
import {
  createTestBucket,
  deleteTestBucket,
  putObjects,
  testClient,
  testServer,
} from '../support/s3.js';
import { runAction } from './run-action.js';
import { runCli } from './run-cli.js';

const KEYS = ['pub/a.txt', 'pub/b/c.txt', 'pub/many/0.txt', 'pub/many/1.txt'];

/** Anyone may list the bucket and read its objects, and nothing more: a public-read bucket. */
function publicReadPolicy(bucket: string): string {
  return JSON.stringify({
    Version: '2012-10-17',
    Statement: [
      {
        Effect: 'Allow',
        Principal: '*',
        Action: ['s3:ListBucket', 's3:GetObject'],
        Resource: [`arn:aws:s3:::${bucket}`, `arn:aws:s3:::${bucket}/*`],
      },
    ],
  });
}

describe('--no-sign-request and no-sign-request: a public-read bucket with no credentials', () => {
  let client: S3Client;
  let bucket: string;
  let scratch: string;
  let front: CountingFront;
  /** No credentials anywhere: none in the environment, no ~/.aws, no instance metadata. */
  let env: Record<string, string>;

  beforeAll(async () => {
    client = testClient();
    bucket = await createTestBucket(client, 'public');
    await putObjects(client, bucket, KEYS, (key) => `body of ${key}`);
    await client.send(
      new PutBucketPolicyCommand({ Bucket: bucket, Policy: publicReadPolicy(bucket) }),
    );
    scratch = await mkdtemp(path.join(os.tmpdir(), 's3-sync-unsigned-'));
    await mkdir(path.join(scratch, 'home'));
    front = await startCountingFront(testServer().endpoint, false);
    env = {
      HOME: path.join(scratch, 'home'),
      AWS_ACCESS_KEY_ID: '',
      AWS_SECRET_ACCESS_KEY: '',
      AWS_EC2_METADATA_DISABLED: 'true',
      AWS_ENDPOINT_URL: front.endpoint,
    };
  }, 120_000);
  afterAll(async () => {
    await front.close();
    await deleteTestBucket(client, bucket);
    await rm(scratch, { recursive: true, force: true });
  }, 120_000);

  async function filesIn(dir: string): Promise<Record<string, string>> {
    const out: Record<string, string> = {};
    for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      out[path.relative(dir, file).split(path.sep).join('/')] = await readFile(file, 'utf8');
    }
    return out;
  }

  const expected = Object.fromEntries(
    KEYS.map((key) => [key.slice('pub/'.length), `body of ${key}`]),
  );

  it('ls --recursive, ls one level and sync down send every request unsigned', async () => {
    const seen = front.authorizations.length;
    const options = { endpoint: false as const, env };
    const ls = await runCli(
      ['ls', '--recursive', `s3://${bucket}/pub/`, '--no-sign-request'],
      options,
    );
    expect({ code: ls.code, stderr: ls.stderr }).toEqual({ code: 0, stderr: '' });
    expect(ls.stdout.trim().split('\n')).toHaveLength(KEYS.length);

    const level = await runCli(['ls', `s3://${bucket}/pub/`, '--no-sign-request'], options);
    expect(level.stdout).toContain('PRE many/');

    const down = path.join(scratch, 'down');
    const sync = await runCli(['sync', `s3://${bucket}/pub/`, down, '--no-sign-request'], options);
    expect({ code: sync.code, stderr: sync.stderr }).toEqual({ code: 0, stderr: '' });
    expect(await filesIn(down)).toEqual(expected);

    const sent = front.authorizations.slice(seen);
    expect(sent.length).toBeGreaterThan(3);
    expect(new Set(sent)).toEqual(new Set(['']));
  }, 120_000);

  it('without the flag and with no credentials, the same listing fails and says why', async () => {
    const run = await runCli(['ls', '--recursive', `s3://${bucket}/pub/`], {
      endpoint: false,
      env,
    });
    expect(run.code).toBe(255);
    expect(run.stderr).toContain('No AWS credentials were found');
  }, 120_000);

  it('an unsigned upload to a bucket that only lets anyone read is refused, nothing written', async () => {
    const tree = path.join(scratch, 'down');
    const run = await runCli(['sync', tree, `s3://${bucket}/upload/`, '--no-sign-request'], {
      endpoint: false,
      env,
    });
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain('AccessDenied');
    const ls = await runCli(['ls', '--recursive', `s3://${bucket}/upload/`, '--no-sign-request'], {
      endpoint: false,
      env,
    });
    expect({ code: ls.code, stdout: ls.stdout }).toEqual({ code: 0, stdout: '' });
  }, 120_000);

  it('the sync action with: no-sign-request: true', async () => {
    const seen = front.authorizations.length;
    const run = await runAction(
      { source: `s3://${bucket}/pub/`, destination: 'out', 'no-sign-request': 'true' },
      { env, home: env.HOME },
    );
    expect(run.code).toBe(0);
    expect(await filesIn(path.join(run.workspace, 'out'))).toEqual(expected);
    expect(new Set(front.authorizations.slice(seen))).toEqual(new Set(['']));
  }, 120_000);
});

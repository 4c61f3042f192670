import type { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBucket, deleteTestBucket, testClient, testServer } from '../support/s3.js';
import { cacheStep } from './cache-runner.js';
import { runAction, runCacheStep, workspaceWith, type ActionRun } from './run-action.js';
import { runCli } from './run-cli.js';

// A password in `endpoint-url` (or --endpoint-url) never reaches a log, an annotation, a summary
// or the CLI's output, whether the URL is malformed (the error quotes it) or valid (it is used
// without its user info): the bundles in dist/ as the runner and a user run them.

const PASSWORD = 'hunter2-s3cr3t';

let client: S3Client;
let bucket: string;

beforeAll(async () => {
  client = testClient();
  bucket = await createTestBucket(client, 'e2e-endpoint');
});
afterAll(async () => {
  if (bucket) await deleteTestBucket(client, bucket);
});

const credentials = () => ({
  AWS_ACCESS_KEY_ID: testServer().accessKeyId,
  AWS_SECRET_ACCESS_KEY: testServer().secretAccessKey,
});

/** The endpoint of the test server with a user name and password in it. */
function withUserInfo(): string {
  const url = new URL(testServer().endpoint);
  url.username = 'admin';
  url.password = PASSWORD;
  return url.href;
}

const everything = (run: Pick<ActionRun, 'stdout' | 'stderr'> & { summary?: string }) =>
  `${run.stdout}\n${run.stderr}\n${run.summary ?? ''}`;

const MALFORMED = [
  `http://admin:${PASSWORD}@[::1`,
  `https://admin:${PASSWORD}@s3.example.com:99999`,
];

describe('a malformed endpoint-url is quoted without its user info', () => {
  it.each(MALFORMED)('the sync action: %s', async (endpoint) => {
    const run = await runAction(
      { source: `s3://${bucket}/x/`, destination: 'out', 'endpoint-url': endpoint },
      { env: credentials() },
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("Input 'endpoint-url' must be an http(s) URL");
    expect(run.stdout).toContain('***@');
    expect(everything(run)).not.toContain(PASSWORD);
  });

  it.each(MALFORMED)('a cache step: %s', async (endpoint) => {
    const run = await runCacheStep(
      'save',
      { path: 'deps', key: 'k', bucket: `s3://${bucket}/c/`, 'endpoint-url': endpoint },
      {
        workspace: await workspaceWith({ 'deps/a': 'a' }),
        env: { ...credentials(), GITHUB_REPOSITORY: 'org/app' },
      },
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('***@');
    expect(everything(run)).not.toContain(PASSWORD);
  });

  it.each(MALFORMED)('the CLI, as a flag and from AWS_ENDPOINT_URL: %s', async (endpoint) => {
    const flag = await runCli(['ls', `s3://${bucket}/`], { endpoint });
    expect(flag.code).toBe(2);
    expect(flag.stderr).toContain('--endpoint-url must be an http(s) URL');
    expect(flag.stderr).toContain('***@');
    const fromEnv = await runCli(['ls', `s3://${bucket}/`], {
      endpoint: false,
      env: { AWS_ENDPOINT_URL: endpoint },
    });
    expect(fromEnv.code).toBe(2);
    expect(fromEnv.stderr).toContain('***@');
    for (const run of [flag, fromEnv]) expect(everything(run)).not.toContain(PASSWORD);
  });
});

describe('a valid endpoint-url with user info works, and its password shows nowhere', () => {
  it('the sync action, a cache save and restore, and the CLI', async () => {
    const endpoint = withUserInfo();
    const up = await runAction(
      { source: '.', destination: `s3://${bucket}/site/`, 'endpoint-url': endpoint },
      { env: credentials(), workspace: await workspaceWith({ 'index.html': '<p>hi</p>' }) },
    );
    expect(up.code).toBe(0);
    const inputs = { path: 'deps', key: 'userinfo-1', 'endpoint-url': endpoint };
    const saved = await cacheStep(
      'save',
      `s3://${bucket}/c/`,
      inputs,
      await workspaceWith({ 'deps/a': 'a' }),
    );
    expect(saved.summary).toContain('Cache save: saved');
    const restored = await cacheStep(
      'restore',
      `s3://${bucket}/c/`,
      inputs,
      await workspaceWith({}),
    );
    expect(restored.outputs['cache-hit']).toBe('true');
    const ls = await runCli(['ls', '--recursive', `s3://${bucket}/site/`], { endpoint });
    expect(ls.code).toBe(0);
    expect(ls.stdout).toContain('index.html');
    for (const run of [up, saved, restored, ls]) expect(everything(run)).not.toContain(PASSWORD);
  });
});

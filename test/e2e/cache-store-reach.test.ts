import { createServer } from 'node:net';
import type { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBucket, deleteTestBucket, testClient, testServer } from '../support/s3.js';
import { cacheStep, jobEnv, treeOf } from './cache-runner.js';
import { runCacheStep, warningAnnotations, workspaceWith } from './run-action.js';

// The cache actions' bundles, as the runner runs them, when the store cannot be reached and
// when SEGMENT_DOWNLOAD_TIMEOUT_MINS bounds a restore.

/** A port on 127.0.0.1 that nothing listens on: taken from the system, then closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('a store that refuses connections', () => {
  it('the restore is a miss with cache-backend none, a log line lists the keys tried, post saves nothing', async () => {
    const endpoint = `http://127.0.0.1:${await closedPort()}`;
    const workspace = await workspaceWith({ 'deps/a.txt': 'local\n' });
    const inputs = {
      'endpoint-url': endpoint,
      bucket: 's3://unreachable-caches/',
      path: 'deps',
      key: 'npm-linux-abc',
      'restore-keys': 'npm-linux-\nnpm-',
    };
    const env = await jobEnv();
    const main = await runCacheStep('main', inputs, { workspace, env });
    expect(main.code).toBe(0);
    expect(main.outputs).toMatchObject({
      'cache-hit': 'false',
      'cache-backend': 'none',
      'cache-matched-key': '',
    });
    expect(warningAnnotations(main).join('\n')).toContain('ECONNREFUSED');
    expect(main.stdout).toContain(
      'Cache not restored: no cache store to read (the warning above says why); keys tried: "npm-linux-abc", "npm-linux-", "npm-".',
    );
    expect(main.state.backend).toBe('none');
    expect(await treeOf(workspace)).toEqual({ 'deps/a.txt': 'local\n' });

    const post = await runCacheStep('post', inputs, { workspace, env, state: main.state });
    expect(post.code).toBe(0);
    expect(post.stdout).toContain('there is no cache store (see the restore step)');
    expect(post.outputs['cache-backend']).toBe('none');
  });

  it('cache/restore alone says the same', async () => {
    const endpoint = `http://127.0.0.1:${await closedPort()}`;
    const run = await runCacheStep(
      'restore',
      { 'endpoint-url': endpoint, bucket: 's3://unreachable-caches/', path: 'deps', key: 'k-1' },
      { workspace: await workspaceWith({}), env: await jobEnv() },
    );
    expect(run.code).toBe(0);
    expect(run.outputs['cache-backend']).toBe('none');
    expect(run.stdout).toContain('keys tried: "k-1".');
  });
});

describe('SEGMENT_DOWNLOAD_TIMEOUT_MINS bounds the restore, as in actions/cache', () => {
  let client: S3Client;
  let bucket: string;
  const saved = { 'deps/a.txt': 'saved\n', 'deps/sub/b.txt': 'beta\n'.repeat(1000) };

  beforeAll(async () => {
    client = testClient();
    bucket = await createTestBucket(client, 'segment-timeout');
    const run = await cacheStep(
      'save',
      `s3://${bucket}/`,
      { path: 'deps', key: 'seg-1' },
      await workspaceWith(saved),
    );
    expect(run.outputs['cache-files']).toBe('2');
  }, 120_000);
  afterAll(async () => {
    if (bucket) await deleteTestBucket(client, bucket);
  });

  const restore = async (workspace: string, minutes: string) =>
    runCacheStep(
      'restore',
      {
        'endpoint-url': testServer().endpoint,
        bucket: `s3://${bucket}/`,
        path: 'deps',
        key: 'seg-1',
      },
      { workspace, env: { ...(await jobEnv()), SEGMENT_DOWNLOAD_TIMEOUT_MINS: minutes } },
    );

  it('a limit far shorter than the restore (0.00001 minutes): a miss that names the variable, the tree as it was', async () => {
    const workspace = await workspaceWith({ 'deps/a.txt': 'local\n' });
    const run = await restore(workspace, '0.00001');
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ 'cache-hit': 'false', 'cache-backend': 's3' });
    expect(warningAnnotations(run).join('\n')).toMatch(
      /passed its deadline of 0 s \(SEGMENT_DOWNLOAD_TIMEOUT_MINS sets it, in minutes\) and was abandoned/,
    );
    expect(await treeOf(workspace)).toEqual({ 'deps/a.txt': 'local\n' });
  });

  it('a generous limit (30 minutes): the exact hit, no warning', async () => {
    const workspace = await workspaceWith({});
    const run = await restore(workspace, '30');
    expect(run.outputs).toMatchObject({ 'cache-hit': 'true', 'cache-backend': 's3' });
    expect(warningAnnotations(run)).toEqual([]);
    expect(await treeOf(workspace)).toEqual(saved);
  });

  it('a value that is not a number of minutes: a warning naming it, and the restore keeps its default limit', async () => {
    const workspace = await workspaceWith({});
    const run = await restore(workspace, '10m');
    expect(run.outputs['cache-hit']).toBe('true');
    expect(warningAnnotations(run).join('\n')).toContain(
      'SEGMENT_DOWNLOAD_TIMEOUT_MINS is "10m", not a number of minutes above 0',
    );
    expect(await treeOf(workspace)).toEqual(saved);
  });
});

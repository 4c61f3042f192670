import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBucket, deleteTestBucket, testClient, testServer } from '../support/s3.js';
import {
  cacheBundle,
  errorAnnotations,
  runCacheStep,
  warningAnnotations,
  workspaceWith,
  type CacheStep,
  type StepRun,
} from './run-action.js';

// The cache actions' bundles as the runner runs them, against the local RGW.

let client: S3Client;
let bucket: string;
let eventDir: string;

beforeAll(async () => {
  client = testClient();
  bucket = await createTestBucket(client, 'e2e-cache');
  eventDir = await mkdtemp(path.join(os.tmpdir(), 'e2e-cache-event-'));
  await writeFile(
    path.join(eventDir, 'event.json'),
    JSON.stringify({ repository: { default_branch: 'main' } }),
  );
});
afterAll(async () => {
  if (bucket) await deleteTestBucket(client, bucket);
});

/** A push to main, or a pull request into main (`refs/pull/7/merge`). */
function runnerEnv(ref = 'refs/heads/main', baseRef = ''): Record<string, string> {
  const server = testServer();
  return {
    AWS_ACCESS_KEY_ID: server.accessKeyId,
    AWS_SECRET_ACCESS_KEY: server.secretAccessKey,
    GITHUB_REPOSITORY: 'org/app',
    GITHUB_REF: ref,
    GITHUB_BASE_REF: baseRef,
    GITHUB_EVENT_NAME: ref.startsWith('refs/pull/') ? 'pull_request' : 'push',
    GITHUB_EVENT_PATH: path.join(eventDir, 'event.json'),
  };
}

async function tree(root: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files[path.relative(root, full).split(path.sep).join('/')] = await readFile(full, 'utf8');
  }
  return files;
}

/** Every `::` line must be one the action meant: a key must never start a workflow command. */
function expectNoInjectedCommands(run: StepRun) {
  for (const line of `${run.stdout}\n${run.stderr}`.split(/\r\n|\r|\n/)) {
    if (line.startsWith('::'))
      expect(line).toMatch(/^::(group|endgroup|debug|error|warning|notice|add-mask|save-state)::/);
  }
}

async function step(
  name: CacheStep,
  inputs: Record<string, string>,
  workspace: string,
  options: { env?: Record<string, string>; state?: Record<string, string>; entry?: string } = {},
): Promise<StepRun> {
  const run = await runCacheStep(
    name,
    { 'endpoint-url': testServer().endpoint, bucket: `s3://${bucket}/caches/`, ...inputs },
    {
      workspace,
      env: options.env ?? runnerEnv(),
      ...(options.state ? { state: options.state } : {}),
      ...(options.entry ? { entry: options.entry } : {}),
    },
  );
  expectNoInjectedCommands(run);
  return run;
}

const DEPS = {
  'deps/a.txt': 'alpha\n',
  'deps/sub/b.txt': 'beta\n'.repeat(1000),
  'deps/read me ü.txt': 'a name that needs escaping\n',
};

describe('cache with a bucket: restore in main, save in post', () => {
  it('key: npm-1 misses, post saves, the next run hits exactly and post skips', async () => {
    const inputs = { path: 'deps', key: 'npm-1', 'restore-keys': 'npm-' };
    const built = await workspaceWith(DEPS);
    const first = await step('main', inputs, built);
    expect(first.code).toBe(0);
    expect(first.outputs).toMatchObject({
      'cache-hit': 'false',
      'cache-primary-key': 'npm-1',
      'cache-matched-key': '',
      'cache-backend': 's3',
    });
    expect(first.summary).toContain('Cache restore: miss (S3)');
    expect(first.state['primary-key']).toBe('npm-1');

    const post = await step('post', inputs, built, { state: first.state });
    expect(post.code).toBe(0);
    expect(post.outputs['cache-files']).toBe('3');
    expect(post.summary).toContain('Cache save: saved (S3)');
    expect(post.summary).toMatch(
      /- \*\*Uploaded [\d.]+ (?:KiB|B)\*\* in \*\*[\d.]+ s\*\* \(1 pack, compressed, and the [\d.]+ (?:KiB|B) manifest\)/,
    );
    expect(post.summary).toContain('<code>refs/heads/main</code>');

    const fresh = await workspaceWith({});
    const second = await step('main', inputs, fresh);
    expect(second.outputs).toMatchObject({
      'cache-hit': 'true',
      'cache-matched-key': 'npm-1',
      'cache-backend': 's3',
      'cache-files': '3',
    });
    for (const phase of ['lookup', 'download', 'unpack', 'total'])
      expect(second.outputs[`${phase}-seconds`], phase).toMatch(/^\d+\.\d{3}$/);
    expect(await tree(fresh)).toEqual(DEPS);
    expect(second.summary).toContain('Cache restore: exact hit (S3)');
    expect(second.summary).toContain('| phase | from | to | seconds | what it did | rate |');
    expect(second.summary).toContain('- **Restored** 3 files (');

    expect(JSON.parse(second.state.reuse!)).toHaveProperty('manifestObjectKey');
    const secondPost = await step('post', inputs, fresh, { state: second.state });
    expect(secondPost.stdout).toContain('the restore step had an exact hit on this key');
  });

  it('key: lib-3, restore-keys: lib- restores the newest entry under the prefix', async () => {
    await step('save', { path: 'deps', key: 'lib-1' }, await workspaceWith({ 'deps/v': '1' }));
    await step('save', { path: 'deps', key: 'lib-2' }, await workspaceWith({ 'deps/v': '2' }));
    const fresh = await workspaceWith({});
    const run = await step(
      'restore',
      { path: 'deps', key: 'lib-3', 'restore-keys': 'lib-' },
      fresh,
    );
    expect(run.outputs['cache-hit']).toBe('false');
    expect(run.outputs['cache-matched-key']).toBe('lib-2');
    expect(await tree(fresh)).toEqual({ 'deps/v': '2' });
    expect(run.summary).toContain('restore-key hit');
  });

  it('a restore-key hit hands post the manifest, so the save reuses its packs', async () => {
    const many = Object.fromEntries(
      Array.from({ length: 200 }, (_, i) => [`deps/f${i}.txt`, `file ${i}\n`.repeat(50)]),
    );
    await step('save', { path: 'deps', key: 'reuse-1' }, await workspaceWith(many));
    const ws = await workspaceWith({});
    const inputs = { path: 'deps', key: 'reuse-2', 'restore-keys': 'reuse-' };
    const restored = await step('main', inputs, ws);
    expect(restored.outputs['cache-matched-key']).toBe('reuse-1');
    expect(restored.state.reuse).toBeTruthy();
    await writeFile(path.join(ws, 'deps/new.txt'), 'a file the job made\n');
    const saved = await step('post', inputs, ws, { state: restored.state });
    expect(saved.outputs['cache-files']).toBe('201');
    const packs = /(\d+) packs? of earlier entries reused/.exec(saved.summary);
    expect(Number(packs?.[1])).toBeGreaterThan(0);
  });

  it("the S3 path never loads the GitHub service's chunk (@actions/cache, the Azure SDK)", async () => {
    await step('save', { path: 'deps', key: 'no-chunk-1' }, await workspaceWith(DEPS));
    // A copy of dist/ without the chunks that carry the GitHub service's code: the engine's
    // other chunks stay, since every step loads those its own part needs.
    const copy = await mkdtemp(path.join(os.tmpdir(), 'e2e-dist-'));
    const bundle = cacheBundle('restore');
    const dist = path.dirname(path.dirname(bundle));
    const isChunk = (file: string) => /^\d+\.index\.js$/.test(path.basename(file));
    const githubChunks: string[] = [];
    for (const file of await readdir(path.join(dist, 'engine'))) {
      const full = path.join(dist, 'engine', file);
      if (isChunk(file) && /BlobServiceClient|ACTIONS_CACHE_URL/.test(await readFile(full, 'utf8')))
        githubChunks.push(full);
    }
    expect(githubChunks.length).toBeGreaterThan(0);
    await cp(dist, copy, { recursive: true, filter: (file) => !githubChunks.includes(file) });
    for (const file of githubChunks)
      expect(existsSync(path.join(copy, path.relative(dist, file)))).toBe(false);

    const fresh = await workspaceWith({});
    const run = await step('restore', { path: 'deps', key: 'no-chunk-1' }, fresh, {
      entry: path.join(copy, path.relative(dist, bundle)),
    });
    expect(run.stderr).toBe('');
    expect(run.outputs['cache-hit']).toBe('true');
    expect(await tree(fresh)).toEqual(DEPS);
  });

  it('save-always: true and upload-chunk-size: 33554432, as actions/cache workflows give them: the step works and says what they do here', async () => {
    const inputs = {
      path: 'deps',
      key: 'compat-1',
      'save-always': 'true',
      'upload-chunk-size': '33554432',
    };
    const built = await workspaceWith(DEPS);
    const main = await step('main', inputs, built);
    expect(main.code).toBe(0);
    expect(main.stdout).toContain("Input 'save-always' has no effect");
    const post = await step('post', inputs, built, { state: main.state });
    expect(post.code).toBe(0);
    expect(post.outputs['cache-files']).toBe('3');
    expect(post.stdout).toContain(
      "Input 'upload-chunk-size' (33554432) is for GitHub's cache service",
    );
    expect(warningAnnotations(post)).toEqual([]);
  });

  it('lookup-only: true finds the entry and writes nothing', async () => {
    await step('save', { path: 'deps', key: 'look-1' }, await workspaceWith(DEPS));
    const fresh = await workspaceWith({});
    const run = await step(
      'restore',
      { path: 'deps', key: 'look-1', 'lookup-only': 'true' },
      fresh,
    );
    expect(run.outputs['cache-hit']).toBe('true');
    expect(run.outputs['cache-matched-key']).toBe('look-1');
    expect(await tree(fresh)).toEqual({});
  });

  it('fail-on-cache-miss: true fails the step on a miss, naming the key', async () => {
    const run = await step(
      'restore',
      { path: 'deps', key: 'never-saved', 'fail-on-cache-miss': 'true' },
      await workspaceWith({}),
    );
    expect(run.code).toBe(1);
    expect(run.outputs['cache-hit']).toBe('false');
    expect(errorAnnotations({ ...run, workspace: '' }).join('\n')).toMatch(
      /"never-saved".*'fail-on-cache-miss' is true/,
    );
  });

  it("a pull request's save is not seen by the default branch, and the pull request reads main's", async () => {
    const pr = runnerEnv('refs/pull/7/merge', 'main');
    await step('save', { path: 'deps', key: 'pr-only' }, await workspaceWith(DEPS), { env: pr });
    const onMain = await step('restore', { path: 'deps', key: 'pr-only' }, await workspaceWith({}));
    expect(onMain.outputs['cache-hit']).toBe('false');
    const onPr = await step('restore', { path: 'deps', key: 'pr-only' }, await workspaceWith({}), {
      env: pr,
    });
    expect(onPr.outputs['cache-hit']).toBe('true');

    await step('save', { path: 'deps', key: 'main-1' }, await workspaceWith(DEPS));
    const fromBase = await step(
      'restore',
      { path: 'deps', key: 'main-1' },
      await workspaceWith({}),
      {
        env: pr,
      },
    );
    expect(fromBase.outputs['cache-hit']).toBe('true');
    expect(fromBase.summary).toContain('in the scope <code>refs/heads/main</code>');
  });

  it('scope: repository shares one scope: a pull request saves only with save-untrusted, and main restores it', async () => {
    const pr = runnerEnv('refs/pull/8/merge', 'main');
    const inputs = { path: 'deps', key: 'shared-1', scope: 'repository' };
    // A fork's pull request could write the scope main reads: not without the opt-in.
    const refused = await step('save', inputs, await workspaceWith(DEPS), { env: pr });
    expect(refused.stdout).toContain('a scope other than its own merge ref');
    const missed = await step('restore', inputs, await workspaceWith({}));
    expect(missed.outputs['cache-hit']).toBe('false');
    await step('save', { ...inputs, 'save-untrusted': 'true' }, await workspaceWith(DEPS), {
      env: pr,
    });
    const fresh = await workspaceWith({});
    const onMain = await step('restore', inputs, fresh);
    expect(onMain.outputs['cache-hit']).toBe('true');
    expect(await tree(fresh)).toEqual(DEPS);
  });

  it('update: true replaces the entry under an existing key; without it the first stays', async () => {
    await step('save', { path: 'deps', key: 'upd-1' }, await workspaceWith({ 'deps/v': 'first' }));
    const kept = await step(
      'save',
      { path: 'deps', key: 'upd-1' },
      await workspaceWith({ 'deps/v': 'second' }),
    );
    expect(kept.code).toBe(0);
    expect(kept.summary).toContain('not saved, the key has an entry');
    const afterKept = await workspaceWith({});
    await step('restore', { path: 'deps', key: 'upd-1' }, afterKept);
    expect(await tree(afterKept)).toEqual({ 'deps/v': 'first' });

    const updated = await step(
      'save',
      { path: 'deps', key: 'upd-1', update: 'true' },
      await workspaceWith({ 'deps/v': 'third' }),
    );
    expect(updated.summary).toContain('Cache save: saved (S3)');
    const afterUpdate = await workspaceWith({});
    await step('restore', { path: 'deps', key: 'upd-1' }, afterUpdate);
    expect(await tree(afterUpdate)).toEqual({ 'deps/v': 'third' });
  });

  it('endpoint-url: a port nobody listens on: the restore and the save warn, and the job goes on', async () => {
    const inputs = { path: 'deps', key: 'down-1', 'endpoint-url': 'http://127.0.0.1:9' };
    const restored = await step('restore', inputs, await workspaceWith({}));
    expect(restored.code).toBe(0);
    expect(restored.outputs['cache-hit']).toBe('false');
    expect(warningAnnotations(restored).length).toBeGreaterThan(0);
    const saved = await step('save', inputs, await workspaceWith(DEPS));
    expect(saved.code).toBe(0);
    expect(warningAnnotations(saved).join('\n')).toMatch(/The cache was not saved/);
  });

  it('key with a newline and ::warning:: is escaped in the log and the summary', async () => {
    const key = 'evil\n::warning::x';
    const run = await step('restore', { path: 'deps', key }, await workspaceWith({}));
    expect(run.code).toBe(0);
    expect(run.summary).toContain('evil&#10;::warning::x');
    expect(warningAnnotations(run)).toEqual([]);
  });
});

describe('cache inputs that fail the step, naming the input', () => {
  const cases: Array<[string, Record<string, string>, RegExp]> = [
    ['key: (empty)', { key: '' }, /^Input 'key' must be given/],
    ['key: a,b', { key: 'a,b' }, /^Input 'key' must be a key without commas, got "a,b"$/],
    [
      'key: 513 characters',
      { key: 'k'.repeat(513) },
      /^Input 'key' must be at most 512 characters/,
    ],
    [
      'restore-keys: 10 lines',
      { 'restore-keys': Array.from({ length: 10 }, (_, i) => `r${i}`).join('\n') },
      /^Input 'restore-keys' must be at most 9 lines/,
    ],
    [
      'restore-keys: a,b',
      { 'restore-keys': 'a,b' },
      /^Input 'restore-keys' must be a key without commas/,
    ],
    ['path: (empty)', { path: '' }, /^Input 'path' must be given/],
    [
      'bucket: caches',
      { bucket: 'caches' },
      /^Input 'bucket' must be an S3 URL such as 's3:\/\/my-caches'/,
    ],
  ];
  it.each(cases)('%s', async (_name, inputs, message) => {
    const run = await step('main', { path: 'deps', key: 'ok', ...inputs }, await workspaceWith({}));
    expect(run.code).toBe(1);
    expect(errorAnnotations({ ...run, workspace: '' })).toEqual([expect.stringMatching(message)]);
    expect(run.state).toEqual({});
  });
});

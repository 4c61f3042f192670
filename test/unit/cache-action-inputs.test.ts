import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { computeCacheScopes, readDefaultBranch } from '../../src/cache-action/cache-scopes.js';
import { readCacheSettings } from '../../src/cache-action/cache-settings.js';

const reader = (inputs: Record<string, string>) => (name: string) => inputs[name] ?? '';
const read = (inputs: Record<string, string>, env: NodeJS.ProcessEnv = {}) =>
  readCacheSettings(reader({ path: 'node_modules', key: 'npm-1', ...inputs }), {
    GITHUB_WORKSPACE: '/ws',
    GITHUB_REPOSITORY: 'org/app',
    ...env,
  });

describe('cache inputs that are refused, each naming the input, the value and the accepted form', () => {
  const long = 'k'.repeat(513);
  const cases: Array<[string, Record<string, string>, NodeJS.ProcessEnv, RegExp]> = [
    ['key: (empty)', { key: '' }, {}, /^Input 'key' must be given \(it is required\).*got ""$/],
    ['key: "   "', { key: '   ' }, {}, /^Input 'key' must be given/],
    ['key: a,b', { key: 'a,b' }, {}, /^Input 'key' must be a key without commas, got "a,b"$/],
    [
      'key: 513 characters',
      { key: long },
      {},
      /^Input 'key' must be at most 512 characters \(it has 513\), got "k+"$/,
    ],
    [
      'restore-keys: with a comma',
      { 'restore-keys': 'npm-\nnpm,old-' },
      {},
      /^Input 'restore-keys' must be a key without commas, got "npm,old-"$/,
    ],
    [
      'restore-keys: 513 characters',
      { 'restore-keys': long },
      {},
      /^Input 'restore-keys' must be at most 512 characters/,
    ],
    [
      'restore-keys: 10 lines (11 keys in all)',
      { 'restore-keys': Array.from({ length: 10 }, (_, i) => `k${i}-`).join('\n') },
      {},
      /^Input 'restore-keys' must be at most 9 lines, so that key and restore keys make at most 10 keys in all \(got 11\), got "k0-\\nk1-/,
    ],
    ['path: (empty)', { path: '' }, {}, /^Input 'path' must be given \(it is required\)/],
    ['path: blank lines only', { path: '\n  \n' }, {}, /^Input 'path' must be given/],
    [
      'bucket: my-caches (no s3://)',
      { bucket: 'my-caches' },
      {},
      /^Input 'bucket' must be an S3 URL such as 's3:\/\/my-caches'.*got "my-caches"$/,
    ],
    [
      'bucket: s3://',
      { bucket: 's3://' },
      {},
      /^Input 'bucket' must be an S3 URL.*with a bucket name, got "s3:\/\/"$/,
    ],
    [
      'S3_SYNC_CACHE_BUCKET=https://x (env)',
      {},
      { S3_SYNC_CACHE_BUCKET: 'https://x' },
      /^Input 'bucket \(from S3_SYNC_CACHE_BUCKET\)' must be an S3 URL.*got "https:\/\/x"$/,
    ],
    [
      'scope: org',
      { scope: 'org' },
      {},
      /^Input 'scope' must be one of 'branch', 'repository', got "org"$/,
    ],
    [
      'update: maybe',
      { update: 'maybe' },
      {},
      /^Input 'update' must be 'true' or 'false', got "maybe"$/,
    ],
    [
      'lookup-only: 2',
      { 'lookup-only': '2' },
      {},
      /^Input 'lookup-only' must be 'true' or 'false'/,
    ],
    [
      'endpoint-url: ftp://x with a bucket',
      { bucket: 's3://b-1', 'endpoint-url': 'ftp://x' },
      {},
      /^Input 'endpoint-url' must be an http\(s\) URL/,
    ],
  ];
  it.each(cases)('%s', (_name, inputs, env, message) => {
    expect(() => read(inputs, env)).toThrow(message);
  });
});

describe('cache inputs that are accepted', () => {
  it('key: 512 characters, 9 restore keys (10 in all), blank lines ignored', () => {
    const restore = Array.from({ length: 9 }, (_, i) => `k${i}-`);
    const settings = read({ key: 'k'.repeat(512), 'restore-keys': `\n${restore.join('\n\n')}\n` });
    expect(settings.primaryKey).toHaveLength(512);
    expect(settings.restoreKeys).toEqual(restore);
  });

  it('no bucket: GitHub cache service, no S3 connection read', () => {
    const settings = read({ 'endpoint-url': 'not a url' });
    expect(settings.store).toBeUndefined();
    expect(settings.client).toEqual({});
  });

  it('bucket: s3://caches/ci/ with credentials', () => {
    const settings = read({
      bucket: 's3://caches/ci/',
      'aws-access-key-id': 'AK',
      'aws-secret-access-key': 'SK',
    });
    expect(settings.store).toEqual({ bucket: 'caches', prefix: 'ci/', repository: 'org/app' });
    expect(settings.client.credentials).toEqual({
      accessKeyId: 'AK',
      secretAccessKey: 'SK',
      sessionToken: undefined,
    });
    expect(settings.secrets).toEqual(['SK']);
  });

  it('S3_SYNC_CACHE_BUCKET=s3://org-caches is the bucket when the input is empty', () => {
    expect(read({}, { S3_SYNC_CACHE_BUCKET: 's3://org-caches' }).store).toEqual({
      bucket: 'org-caches',
      prefix: '',
      repository: 'org/app',
    });
    expect(
      read({ bucket: 's3://mine' }, { S3_SYNC_CACHE_BUCKET: 's3://org-caches' }).store?.bucket,
    ).toBe('mine');
  });

  it('cross-repository: true is the shared keyspace (no repository), and needs no GITHUB_REPOSITORY', () => {
    const settings = read(
      { bucket: 's3://caches', 'cross-repository': 'true' },
      { GITHUB_REPOSITORY: '' },
    );
    expect(settings.store).toEqual({ bucket: 'caches', prefix: '' });
  });

  it('a bucket without GITHUB_REPOSITORY is refused, naming it and the way to share on purpose', () => {
    expect(() => read({ bucket: 's3://caches' }, { GITHUB_REPOSITORY: '' })).toThrow(
      /^Input 'GITHUB_REPOSITORY' must be OWNER\/NAME, as the runner sets it \(or set 'cross-repository: true'.*got ""$/,
    );
    expect(() => read({ bucket: 's3://caches' }, { GITHUB_REPOSITORY: 'a/b/c' })).toThrow(
      /got "a\/b\/c"$/,
    );
  });

  it('path: multi-line, globs and exclusions kept as written', () => {
    expect(read({ path: '~/.npm\n  **/node_modules \n!**/node_modules/.cache' }).paths).toEqual([
      '~/.npm',
      '**/node_modules',
      '!**/node_modules/.cache',
    ]);
  });
});

describe('scopes', () => {
  const cases: Array<
    [string, 'branch' | 'repository', [string, string, string], string[], string]
  > = [
    [
      'a push to main',
      'branch',
      ['refs/heads/main', '', 'main'],
      ['refs/heads/main'],
      'refs/heads/main',
    ],
    [
      'a push to a feature branch',
      'branch',
      ['refs/heads/feat', '', 'main'],
      ['refs/heads/feat', 'refs/heads/main'],
      'refs/heads/feat',
    ],
    [
      'a pull request into develop',
      'branch',
      ['refs/pull/7/merge', 'develop', 'main'],
      ['refs/pull/7/merge', 'refs/heads/develop', 'refs/heads/main'],
      'refs/pull/7/merge',
    ],
    [
      'a pull request into main',
      'branch',
      ['refs/pull/7/merge', 'main', 'main'],
      ['refs/pull/7/merge', 'refs/heads/main'],
      'refs/pull/7/merge',
    ],
    [
      'a tag',
      'branch',
      ['refs/tags/v1', '', 'main'],
      ['refs/tags/v1', 'refs/heads/main'],
      'refs/tags/v1',
    ],
    ['no GITHUB_REF, no event', 'branch', ['', '', ''], ['no-ref'], 'no-ref'],
    [
      'no GITHUB_REF on a repository whose default branch is main: reads main, never writes it',
      'branch',
      ['', '', 'main'],
      ['no-ref', 'refs/heads/main'],
      'no-ref',
    ],
    [
      'a ref that is no branch, tag or pull request: a scope of its own',
      'branch',
      ['refs/remotes/origin/main', '', 'main'],
      ['other:refs/remotes/origin/main', 'refs/heads/main'],
      'other:refs/remotes/origin/main',
    ],
    [
      'scope: repository on a pull request',
      'repository',
      ['refs/pull/7/merge', 'main', 'main'],
      ['repository'],
      'repository',
    ],
  ];
  it.each(cases)('%s', (_name, mode, [ref, baseRef, defaultBranch], readScopes, writeScope) => {
    expect(computeCacheScopes(mode, { ref, baseRef, defaultBranch })).toEqual({
      readScopes,
      writeScope,
    });
  });

  it('GITHUB_EVENT_PATH: the default branch from the payload, or nothing when unreadable', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'event-'));
    const good = path.join(dir, 'good.json');
    const bad = path.join(dir, 'bad.json');
    await writeFile(good, JSON.stringify({ repository: { default_branch: 'trunk' } }));
    await writeFile(bad, '{not json');
    expect(readDefaultBranch(good)).toBe('trunk');
    expect(readDefaultBranch(bad)).toBe('');
    expect(readDefaultBranch(path.join(dir, 'missing.json'))).toBe('');
    expect(readDefaultBranch(undefined)).toBe('');
  });

  it('GITHUB_REF, GITHUB_BASE_REF and GITHUB_EVENT_PATH read from the environment', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'event-'));
    const event = path.join(dir, 'event.json');
    await writeFile(event, JSON.stringify({ repository: { default_branch: 'main' } }));
    const settings = read(
      {},
      { GITHUB_REF: 'refs/pull/3/merge', GITHUB_BASE_REF: 'release', GITHUB_EVENT_PATH: event },
    );
    expect(settings.scopes.readScopes).toEqual([
      'refs/pull/3/merge',
      'refs/heads/release',
      'refs/heads/main',
    ]);
  });
});

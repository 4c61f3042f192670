import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAzurite, type Azurite } from '../support/azurite.js';
import { startCacheService, type CacheService } from '../support/cache-service.js';
import { runCacheStep, warningAnnotations, workspaceWith, type CacheStep } from './run-action.js';

// The GitHub backend with the real @actions/cache code, in the bundles: a stand-in for the cache
// service's Twirp calls, and archives in Azurite behind signed URLs.

let azurite: Azurite;
let service: CacheService;

beforeAll(async () => {
  azurite = await startAzurite();
  service = await startCacheService(azurite.accountUrl);
});
afterAll(async () => {
  await service?.close();
  await azurite?.stop();
});

const step = (
  name: CacheStep,
  inputs: Record<string, string>,
  workspace: string,
  extra: { env?: Record<string, string>; state?: Record<string, string> } = {},
) =>
  runCacheStep(name, inputs, {
    workspace,
    env: { ...service.env(), ...extra.env },
    ...(extra.state ? { state: extra.state } : {}),
  });

describe('no bucket: GitHub cache service through @actions/cache', () => {
  const tree = { 'deps/a.txt': 'alpha\n', 'deps/sub/b.txt': 'beta\n'.repeat(100) };

  it('cache/save with path: deps, key: gh-1, then cache/restore in a fresh workspace', async () => {
    const saved = await step('save', { path: 'deps', key: 'gh-1' }, await workspaceWith(tree));
    expect(saved.code).toBe(0);
    expect(saved.outputs['cache-backend']).toBe('github');
    expect(saved.outputs['cache-files']).toBe('2');
    expect(service.keys()).toContain('gh-1');
    expect(service.calls.map((c) => c.method)).toContain('FinalizeCacheEntryUpload');
    expect(service.calls.every((c) => c.authorization === 'Bearer test-runtime-token')).toBe(true);
    expect(saved.summary).toContain('Cache save: saved (GitHub cache service)');

    const fresh = await workspaceWith({});
    const restored = await step('restore', { path: 'deps', key: 'gh-1' }, fresh);
    expect(restored.code).toBe(0);
    expect(restored.outputs).toMatchObject({
      'cache-hit': 'true',
      'cache-primary-key': 'gh-1',
      'cache-matched-key': 'gh-1',
      'cache-backend': 'github',
      'cache-files': '2',
    });
    expect(await readFile(path.join(fresh, 'deps/sub/b.txt'), 'utf8')).toBe(tree['deps/sub/b.txt']);
    expect(restored.summary).toContain('Cache restore: exact hit (GitHub cache service)');
  });

  it('key: gh-2, restore-keys: gh- finds the newest entry under the prefix', async () => {
    await step('save', { path: 'deps', key: 'gh-newer' }, await workspaceWith(tree));
    const fresh = await workspaceWith({});
    const restored = await step(
      'restore',
      { path: 'deps', key: 'gh-2', 'restore-keys': 'gh-' },
      fresh,
    );
    expect(restored.outputs['cache-hit']).toBe('false');
    expect(restored.outputs['cache-matched-key']).toBe('gh-newer');
    expect(restored.summary).toContain('restore-key hit');
  });

  it('cache (main then post): a miss saves in post; the next run hits exactly and post skips', async () => {
    const inputs = { path: 'deps', key: 'gh-combined' };
    const first = await step('main', inputs, await workspaceWith(tree));
    expect(first.outputs['cache-hit']).toBe('false');
    expect(first.state).toMatchObject({ 'primary-key': 'gh-combined', 'matched-key': '' });
    const post = await step('post', inputs, await workspaceWith(tree), { state: first.state });
    expect(post.code).toBe(0);
    expect(service.keys()).toContain('gh-combined');

    const fresh = await workspaceWith({});
    const second = await step('main', inputs, fresh);
    expect(second.outputs['cache-hit']).toBe('true');
    const creates = service.calls.filter((c) => c.method === 'CreateCacheEntry').length;
    const secondPost = await step('post', inputs, fresh, { state: second.state });
    expect(secondPost.stdout).toContain('the restore step had an exact hit on this key');
    expect(service.calls.filter((c) => c.method === 'CreateCacheEntry')).toHaveLength(creates);
  });

  it('ACTIONS_CACHE_MODE=read: cache/save never asks the service to reserve an entry', async () => {
    const before = service.calls.length;
    const saved = await step(
      'save',
      { path: 'deps', key: 'gh-read-only' },
      await workspaceWith(tree),
      {
        env: { ACTIONS_CACHE_MODE: 'read' },
      },
    );
    expect(saved.code).toBe(0);
    expect(service.calls.slice(before)).toEqual([]);
    expect(saved.summary).toContain('does not permit saves');
  });

  it('no bucket and no cache service: one warning, cache-hit false, both steps pass', async () => {
    const restored = await runCacheStep(
      'main',
      { path: 'deps', key: 'gh-1' },
      { workspace: await workspaceWith({}) },
    );
    expect(restored.code).toBe(0);
    expect(restored.outputs['cache-hit']).toBe('false');
    expect(restored.outputs['cache-backend']).toBe('none');
    expect(warningAnnotations(restored).join('\n')).toMatch(/No cache store: the input 'bucket'/);

    const post = await runCacheStep(
      'post',
      { path: 'deps', key: 'gh-1' },
      { workspace: await workspaceWith(tree), state: restored.state },
    );
    expect(post.code).toBe(0);
    expect(warningAnnotations(post)).toEqual([]);
    expect(post.summary).toContain('there is no cache store');
  });
});

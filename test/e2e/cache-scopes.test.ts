import type { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBucket, deleteTestBucket, testClient } from '../support/s3.js';
import { cacheStep, treeOf, type JobFacts } from './cache-runner.js';
import { workspaceWith, type CacheStep } from './run-action.js';

// Who may read and write what, with the cache actions run as the runner runs them against the
// local RGW: ACTIONS_CACHE_MODE, untrusted triggers, repositories sharing a bucket, refs.

let client: S3Client;
let bucket: string;
let store: string;

beforeAll(async () => {
  client = testClient();
  bucket = await createTestBucket(client, 'e2e-scopes');
  store = `s3://${bucket}/caches/`;
});
afterAll(async () => {
  if (bucket) await deleteTestBucket(client, bucket);
});

const DEPS = { 'deps/a.txt': 'alpha\n', 'deps/sub/b.txt': 'beta\n'.repeat(100) };

const step = (
  name: CacheStep,
  inputs: Record<string, string>,
  workspace: string,
  options: Parameters<typeof cacheStep>[4] = {},
) => cacheStep(name, store, { path: 'deps', ...inputs }, workspace, options);

/** A fresh workspace restored from `key` on main (org/app, push): the run's outputs and tree. */
async function restoreOnMain(key: string, facts: JobFacts = {}) {
  const ws = await workspaceWith({});
  const run = await step('restore', { key }, ws, { facts });
  return { run, files: await treeOf(ws) };
}

describe('read-only where GitHub says so', () => {
  it('a pull_request_target job restores, its post step saves nothing, and the log and summary say why', async () => {
    await step('save', { key: 'prt-base' }, await workspaceWith(DEPS));
    const facts = { event: 'pull_request_target' };
    const ws = await workspaceWith({ 'deps/a.txt': 'a stranger wrote this\n' });
    const main = await step('main', { key: 'prt-1', 'restore-keys': 'prt-' }, ws, { facts });
    expect(main.outputs['cache-matched-key']).toBe('prt-base');
    const post = await step('post', { key: 'prt-1' }, ws, { facts, state: main.state });
    expect(post.code).toBe(0);
    expect(post.stdout).toContain('Cache not saved under the key "prt-1"');
    expect(post.stdout).toContain('the run was started by pull_request_target');
    expect(post.summary).toContain('Cache save: skipped (S3)');
    // Markdown-escaped in the summary, as every untrusted or quoted text is.
    expect(post.summary).toContain('started by pull&#95;request&#95;target');
    expect(post.summary).toContain('save-untrusted: true');
    expect((await restoreOnMain('prt-1')).run.outputs['cache-hit']).toBe('false');
  });

  it("issue_comment and a fork's workflow_run save nothing; save-untrusted: true opts in", async () => {
    const fork = {
      event: 'workflow_run',
      payload: {
        repository: { default_branch: 'main', full_name: 'org/app' },
        workflow_run: { head_repository: { full_name: 'stranger/app' } },
      },
    };
    for (const facts of [{ event: 'issue_comment' }, fork]) {
      const run = await step(
        'save',
        { key: `untrusted-${facts.event}` },
        await workspaceWith(DEPS),
        {
          facts,
        },
      );
      expect(run.summary, facts.event).toContain('Cache save: skipped');
      expect((await restoreOnMain(`untrusted-${facts.event}`)).run.outputs['cache-hit']).toBe(
        'false',
      );
    }
    const optedIn = await step(
      'save',
      { key: 'untrusted-opted-in', 'save-untrusted': 'true' },
      await workspaceWith(DEPS),
      { facts: { event: 'pull_request_target' } },
    );
    expect(optedIn.summary).toContain('Cache save: saved');
    expect((await restoreOnMain('untrusted-opted-in')).files).toEqual(DEPS);
  });

  it('ACTIONS_CACHE_MODE=read: the job restores and saves nothing, even with save-untrusted', async () => {
    await step('save', { key: 'mode-read-base' }, await workspaceWith(DEPS));
    const facts = { cacheMode: 'read' };
    const ws = await workspaceWith({});
    const main = await step('main', { key: 'mode-read-1', 'restore-keys': 'mode-read-' }, ws, {
      facts,
    });
    expect(main.outputs['cache-matched-key']).toBe('mode-read-base');
    expect(await treeOf(ws)).toEqual(DEPS);
    const post = await step('post', { key: 'mode-read-1', 'save-untrusted': 'true' }, ws, {
      facts,
      state: main.state,
    });
    expect(post.stdout).toContain(`ACTIONS_CACHE_MODE is "read", which does not permit saves`);
    expect(post.summary).toContain('Cache save: skipped');
    expect((await restoreOnMain('mode-read-1')).run.outputs['cache-hit']).toBe('false');
  });

  it('ACTIONS_CACHE_MODE=none restores nothing and saves nothing; write-only saves only', async () => {
    await step('save', { key: 'mode-none-1' }, await workspaceWith(DEPS));
    const ws = await workspaceWith({});
    const none = await step('main', { key: 'mode-none-1' }, ws, { facts: { cacheMode: 'none' } });
    expect(none.code).toBe(0);
    expect(none.outputs['cache-hit']).toBe('false');
    expect(none.stdout).toContain(
      'Cache restore skipped: the runner\'s ACTIONS_CACHE_MODE is "none"',
    );
    expect(none.summary).toContain('Cache restore: skipped (S3)');
    expect(await treeOf(ws)).toEqual({});
    const noneSave = await step('save', { key: 'mode-none-2' }, await workspaceWith(DEPS), {
      facts: { cacheMode: 'none' },
    });
    expect(noneSave.summary).toContain('Cache save: skipped');

    const writeOnly = { cacheMode: 'write-only' };
    const built = await workspaceWith(DEPS);
    const main = await step('main', { key: 'mode-wo-1' }, built, { facts: writeOnly });
    expect(main.summary).toContain('Cache restore: skipped');
    const post = await step('post', { key: 'mode-wo-1' }, built, {
      facts: writeOnly,
      state: main.state,
    });
    expect(post.summary).toContain('Cache save: saved');
    expect((await restoreOnMain('mode-wo-1')).files).toEqual(DEPS);
  });

  it('an empty GITHUB_REF writes a scope of its own, which the default branch never reads', async () => {
    const run = await step('save', { key: 'no-ref-1' }, await workspaceWith(DEPS), {
      facts: { ref: '' },
    });
    expect(run.summary).toContain('in the scope <code>no-ref</code>');
    expect((await restoreOnMain('no-ref-1')).run.outputs['cache-hit']).toBe('false');
  });
});

describe('one repository, one keyspace', () => {
  it("two repositories with the same bucket never see each other's entries", async () => {
    const app = { repository: 'org/app' };
    const other = { repository: 'org/other' };
    await step('save', { key: 'repo-npm-1' }, await workspaceWith({ 'deps/v': 'app' }), {
      facts: app,
    });
    const fromOther = await restoreOnMain('repo-npm-1', other);
    expect(fromOther.run.outputs['cache-hit']).toBe('false');
    const prefix = await step(
      'restore',
      { key: 'repo-npm-2', 'restore-keys': 'repo-' },
      await workspaceWith({}),
      { facts: other },
    );
    expect(prefix.outputs['cache-matched-key']).toBe('');

    await step('save', { key: 'repo-npm-1' }, await workspaceWith({ 'deps/v': 'other' }), {
      facts: other,
    });
    expect((await restoreOnMain('repo-npm-1', app)).files).toEqual({ 'deps/v': 'app' });
    expect((await restoreOnMain('repo-npm-1', other)).files).toEqual({ 'deps/v': 'other' });
  });

  it('cross-repository: true shares the keyspace on purpose, and only with those that choose it', async () => {
    const shared = { 'cross-repository': 'true' };
    await step('save', { key: 'org-wide-1', ...shared }, await workspaceWith(DEPS), {
      facts: { repository: 'org/app' },
    });
    const ws = await workspaceWith({});
    const run = await step('restore', { key: 'org-wide-1', ...shared }, ws, {
      facts: { repository: 'org/other' },
    });
    expect(run.outputs['cache-hit']).toBe('true');
    expect(await treeOf(ws)).toEqual(DEPS);
    expect(
      (await restoreOnMain('org-wide-1', { repository: 'org/other' })).run.outputs['cache-hit'],
    ).toBe('false');
  });

  it("a pull request's save (main and post) is not restored on the default branch", async () => {
    const pr = { ref: 'refs/pull/9/merge', baseRef: 'main', event: 'pull_request' };
    const ws = await workspaceWith(DEPS);
    const main = await step('main', { key: 'pr-post-1' }, ws, { facts: pr });
    const post = await step('post', { key: 'pr-post-1' }, ws, { facts: pr, state: main.state });
    expect(post.summary).toContain('in the scope <code>refs/pull/9/merge</code>');
    expect((await restoreOnMain('pr-post-1')).run.outputs['cache-hit']).toBe('false');
  });
});

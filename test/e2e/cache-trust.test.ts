import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBucket, deleteTestBucket, testClient } from '../support/s3.js';
import { cacheStep, treeOf, type JobFacts } from './cache-runner.js';
import { workspaceWith, type CacheStep } from './run-action.js';
import { runCli } from './run-cli.js';

// Who may save, with the cache actions run as the runner runs them (dist/) and the CLI in a
// workflow's `run:` step, against the local RGW: a trigger that an outsider can start writes
// nothing to the bucket (listed after each case), one GitHub's cache lets write saves, and the
// post step does what its main step decided, whatever the event payload says by then.

let client: S3Client;
let bucket: string;
let store: string;

beforeAll(async () => {
  client = testClient();
  bucket = await createTestBucket(client, 'e2e-trust');
  store = `s3://${bucket}/caches/`;
});
afterAll(async () => {
  if (bucket) await deleteTestBucket(client, bucket);
});

const DEPS = { 'deps/a.txt': 'alpha\n', 'deps/sub/b.txt': 'beta\n'.repeat(100) };

/** Every object in the bucket, by name. */
async function bucketKeys(): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
    );
    for (const object of page.Contents ?? []) keys.push(object.Key!);
    token = page.NextContinuationToken;
  } while (token);
  return keys.sort();
}

const step = (
  name: CacheStep,
  inputs: Record<string, string>,
  workspace: string,
  options: Parameters<typeof cacheStep>[4] = {},
) => cacheStep(name, store, { path: 'deps', ...inputs }, workspace, options);

/** The payload of a workflow_run whose triggering run was started by `event` and came from `head`. */
const workflowRun = (head: string, event = 'push') => ({
  repository: { default_branch: 'main', full_name: 'org/app' },
  workflow_run: { event, head_repository: { full_name: head } },
});

const REFUSED: JobFacts[] = [
  ...[
    'pull_request_target',
    'issue_comment',
    'issues',
    'discussion',
    'discussion_comment',
    'fork',
    'watch',
    'gollum',
    'pull_request_review',
    'pull_request_review_comment',
    'check_suite',
    'some_new_event',
  ].map((event) => ({ event })),
  { event: 'workflow_run', payload: workflowRun('stranger/app') },
  { event: 'workflow_run', payload: { repository: { full_name: 'org/app' } } },
];

const label = (facts: JobFacts) => {
  const run = (facts.payload as { workflow_run?: { event?: string; head_repository?: unknown } })
    ?.workflow_run;
  return run ? `${facts.event} (${JSON.stringify(run)})` : (facts.event ?? 'push');
};

describe('a trigger that an outsider can start saves nothing', () => {
  it.each(REFUSED.map((facts) => [label(facts), facts] as const))(
    '%s: cache/save and the post step write no object; the log and summary say why',
    async (event, facts) => {
      const before = await bucketKeys();
      const key = `refused-${facts.event}-${REFUSED.indexOf(facts)}`;
      const save = await step('save', { key }, await workspaceWith(DEPS), { facts });
      expect(save.code).toBe(0);
      expect(save.stdout).toContain(
        `Cache not saved under the key "${key}": the run was started by`,
      );
      expect(save.summary).toContain('Cache save: skipped (S3)');
      expect(save.summary).toContain('save-untrusted: true');

      const ws = await workspaceWith(DEPS);
      const main = await step('main', { key }, ws, { facts });
      expect(main.summary).toContain('the post step will not save: the run was started by');
      expect(main.summary).not.toContain('the post step saves');
      expect(main.stdout).toContain('The post step will not save: the run was started by');
      const post = await step('post', { key }, ws, { facts, state: main.state });
      expect(post.summary).toContain('Cache save: skipped (S3)');
      expect(await bucketKeys()).toEqual(before);
    },
  );

  it('save-untrusted: true opts in, for cache/save and for the post step', async () => {
    const facts = { event: 'issues' };
    const before = await bucketKeys();
    const inputs = { key: 'opted-in-1', 'save-untrusted': 'true' };
    const ws = await workspaceWith(DEPS);
    const main = await step('main', inputs, ws, { facts });
    await step('post', inputs, ws, { facts, state: main.state });
    const after = await bucketKeys();
    expect(
      after.filter((k) => !before.includes(k)).some((k) => k.includes('/repos/org/app/')),
    ).toBe(true);
    const saved = await step('save', { ...inputs, key: 'opted-in-2' }, await workspaceWith(DEPS), {
      facts,
    });
    expect(saved.summary).toContain('Cache save: saved');
  });

  it('a pull request with scope: repository (the scope main reads) saves nothing', async () => {
    const before = await bucketKeys();
    const facts = { event: 'pull_request', ref: 'refs/pull/5/merge', baseRef: 'main' };
    const run = await step(
      'save',
      { key: 'pr-shared', scope: 'repository' },
      await workspaceWith(DEPS),
      {
        facts,
      },
    );
    expect(run.stdout).toContain('a scope other than its own merge ref');
    expect(await bucketKeys()).toEqual(before);
  });

  it('ACTIONS_CACHE_MODE=read: the restore summary says the post step will not save, and why', async () => {
    const main = await step('main', { key: 'mode-read-next' }, await workspaceWith({}), {
      facts: { cacheMode: 'read' },
    });
    expect(main.summary).toContain(
      'the post step will not save: the runner&#39;s ACTIONS&#95;CACHE&#95;MODE is &#34;read&#34;',
    );
    const restoreOnly = await step('restore', { key: 'x' }, await workspaceWith({}), {
      facts: { event: 'issues' },
    });
    expect(restoreOnly.summary).toContain('a `cache/save` step in this run would not either');
  });
});

const ALLOWED: JobFacts[] = [
  { event: 'push' },
  { event: 'schedule' },
  { event: 'workflow_dispatch' },
  { event: 'repository_dispatch' },
  { event: 'delete' },
  { event: 'registry_package' },
  { event: 'page_build' },
  { event: 'release', ref: 'refs/tags/v1.0.0' },
  { event: 'merge_group', ref: 'refs/heads/gh-readonly-queue/main/pr-4-abc' },
  { event: 'pull_request', ref: 'refs/pull/4/merge', baseRef: 'main' },
  { event: 'workflow_run', payload: workflowRun('org/app') },
];

describe("a trigger GitHub's cache lets write saves", () => {
  it.each(ALLOWED.map((facts) => [label(facts), facts] as const))(
    '%s: the post step saves, and the entry restores in the same ref',
    async (event, facts) => {
      const before = await bucketKeys();
      const key = `allowed-${facts.event}-${ALLOWED.indexOf(facts)}`;
      const ws = await workspaceWith(DEPS);
      const main = await step('main', { key }, ws, { facts });
      expect(main.summary).toContain('the post step saves the paths');
      const post = await step('post', { key }, ws, { facts, state: main.state });
      expect(post.summary).toContain('Cache save: saved');
      const added = (await bucketKeys()).filter((k) => !before.includes(k));
      expect(added.some((k) => k.includes('/repos/org/app/'))).toBe(true);
      const fresh = await workspaceWith({});
      const again = await step('restore', { key }, fresh, { facts });
      expect(again.outputs['cache-hit']).toBe('true');
      expect(await treeOf(fresh)).toEqual(DEPS);
    },
  );
});

// A workflow_run runs the default branch's workflow with the default branch's scope, so it is
// trusted only as far as the run that triggered it: [its event, its head, a part of the reason,
// and the same part as the summary shows it (HTML-escaped)].
const CHAINS: Array<[string, string, string, string]> = [
  [
    'issues',
    'org/app',
    'after a run started by issues, which anyone who can open an issue',
    'which anyone who can open an issue can trigger',
  ],
  [
    'issue_comment',
    'org/app',
    'after a run started by issue_comment',
    'which anyone who can comment on an issue',
  ],
  [
    'pull_request_target',
    'org/app',
    'after a run started by pull_request_target',
    'for anyone who can open a pull request',
  ],
  [
    'discussion_comment',
    'org/app',
    'after a run started by discussion_comment',
    'which anyone who can comment on a discussion',
  ],
  ['watch', 'org/app', 'after a run started by watch', 'triggers by starring it'],
  [
    'pull_request',
    'org/app',
    "a pull request may save only into its own merge ref's scope",
    'a pull request may save only into its own merge ref&#39;s scope',
  ],
  [
    'pull_request',
    'stranger/app',
    'workflow_run after a run from a fork',
    'after a run from a fork',
  ],
  [
    'workflow_run',
    'org/app',
    'after another workflow_run, and a chain of them cannot show where it began',
    'a chain of them cannot show where it began',
  ],
  [
    '',
    'org/app',
    "does not name the triggering run's event (workflow_run.event)",
    'does not name the triggering run&#39;s event',
  ],
];

describe('workflow_run: trusted only as far as the run that triggered it', () => {
  it.each(CHAINS)(
    'after a run started by %j from %s: cache/save and the post step write nothing; the log and summary say why',
    async (event, head, logged, summarized) => {
      const before = await bucketKeys();
      const facts = { event: 'workflow_run', payload: workflowRun(head, event) };
      const key = `chain-${event}-${head.replace('/', '-')}`;
      const save = await step('save', { key }, await workspaceWith(DEPS), { facts });
      expect(save.code).toBe(0);
      expect(save.stdout).toContain(
        `Cache not saved under the key "${key}": the run was started by workflow_run`,
      );
      expect(save.stdout).toContain(logged);
      expect(save.summary).toContain('Cache save: skipped (S3)');
      expect(save.summary).toContain(summarized);
      const ws = await workspaceWith(DEPS);
      const main = await step('main', { key }, ws, { facts });
      expect(main.stdout).toContain(logged);
      expect(main.summary).toContain(summarized);
      await step('post', { key }, ws, { facts, state: main.state });
      expect(await bucketKeys()).toEqual(before);
    },
  );

  it('a chain (workflow_run after workflow_run) saves with save-untrusted: true', async () => {
    const facts = { event: 'workflow_run', payload: workflowRun('org/app', 'workflow_run') };
    const saved = await step(
      'save',
      { key: 'chain-opted-in', 'save-untrusted': 'true' },
      await workspaceWith(DEPS),
      { facts },
    );
    expect(saved.summary).toContain('Cache save: saved');
  });

  it('the CLI in a run: step of such a workflow_run refuses too; after a push it saves', async () => {
    const dir = await workspaceWith({
      'event.json': JSON.stringify(workflowRun('org/app', 'workflow_run')),
    });
    const env = {
      GITHUB_ACTIONS: 'true',
      GITHUB_EVENT_NAME: 'workflow_run',
      GITHUB_EVENT_PATH: `${dir}/event.json`,
      GITHUB_REPOSITORY: 'org/app',
      GITHUB_REF: 'refs/heads/main',
    };
    const before = await bucketKeys();
    const args = ['cache', 'save', '--path', 'deps', '--key', 'cli-chain', store];
    const refused = await runCli(args, { cwd: await workspaceWith(DEPS), env });
    expect(refused.code).toBe(0);
    expect(refused.stderr).toContain(
      'cache save refused, nothing saved: the run was started by workflow_run after another workflow_run',
    );
    expect(refused.stderr).toContain('set --save-untrusted to save anyway');
    expect(await bucketKeys()).toEqual(before);
    const after = await runCli(
      ['cache', 'save', '--path', 'deps', '--key', 'cli-after-push', store],
      {
        cwd: await workspaceWith(DEPS),
        env: {
          ...env,
          GITHUB_EVENT_PATH: `${await workspaceWith({ 'e.json': JSON.stringify(workflowRun('org/app', 'push')) })}/e.json`,
        },
      },
    );
    expect(after.code).toBe(0);
    // The phase table and the result line go to stderr; no refusal, no warning among them.
    expect(after.stderr).toMatch(/^saved: /m);
    expect(after.stderr).not.toMatch(/refused|warning/);
    expect((await bucketKeys()).length).toBeGreaterThan(before.length);
  });
});

describe('the post step does what main decided, never what the payload says by then', () => {
  it("a fork's workflow_run: main refuses; a payload rewritten to look like this repository's changes nothing", async () => {
    const before = await bucketKeys();
    const ws = await workspaceWith(DEPS);
    const fork = { event: 'workflow_run', payload: workflowRun('stranger/app') };
    const main = await step('main', { key: 'rewritten-1' }, ws, { facts: fork });
    expect(main.state['save-decision']).toMatch(/^skip:/);
    // Code in the job rewrote the payload (and relaxed ACTIONS_CACHE_MODE through GITHUB_ENV).
    const rewritten = { ...fork, payload: workflowRun('org/app'), cacheMode: 'write' };
    const post = await step('post', { key: 'rewritten-1' }, ws, {
      facts: rewritten,
      state: main.state,
    });
    expect(post.stdout).toContain('workflow_run after a run from a fork');
    expect(await bucketKeys()).toEqual(before);
  });

  it("this repository's workflow_run: main allows; a payload rewritten to a fork's (or deleted) still saves", async () => {
    const ws = await workspaceWith(DEPS);
    const own = { event: 'workflow_run', payload: workflowRun('org/app') };
    const main = await step('main', { key: 'rewritten-2' }, ws, { facts: own });
    expect(main.state['save-decision']).toBe('save');
    const post = await step('post', { key: 'rewritten-2' }, ws, {
      facts: { ...own, payload: workflowRun('stranger/app') },
      state: main.state,
    });
    expect(post.summary).toContain('Cache save: saved');
  });

  it('a post step without a recorded decision saves nothing', async () => {
    const before = await bucketKeys();
    const ws = await workspaceWith(DEPS);
    const main = await step('main', { key: 'no-decision' }, ws);
    const { 'save-decision': _dropped, ...state } = main.state;
    expect(_dropped).toBe('save');
    const post = await step('post', { key: 'no-decision' }, ws, { state });
    expect(post.stdout).toContain('the main step recorded no decision');
    expect(await bucketKeys()).toEqual(before);
  });
});

describe('s3-sync cache in a workflow run: step', () => {
  const inWorkflow = (event: string, more: Record<string, string> = {}) => ({
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: event,
    GITHUB_REPOSITORY: 'org/app',
    GITHUB_REF: 'refs/heads/main',
    ...more,
  });
  const cli = async (verb: string, key: string, env: Record<string, string>, more: string[] = []) =>
    runCli(['cache', verb, '--path', 'deps', '--key', key, store, ...more], {
      cwd: await workspaceWith(DEPS),
      env,
    });

  it('an untrusted trigger: cache save refuses, says why, and writes nothing; --save-untrusted saves', async () => {
    const before = await bucketKeys();
    const refused = await cli('save', 'cli-untrusted', inWorkflow('issue_comment'));
    expect(refused.code).toBe(0);
    expect(refused.stderr).toContain(
      'cache save refused, nothing saved: the run was started by issue_comment',
    );
    expect(refused.stderr).toContain('set --save-untrusted to save anyway');
    expect(await bucketKeys()).toEqual(before);
    const quiet = await cli('save', 'cli-untrusted', inWorkflow('issues'), ['--quiet']);
    expect(quiet.stderr).toContain('cache save refused');
    const optedIn = await cli('save', 'cli-untrusted', inWorkflow('issue_comment'), [
      '--save-untrusted',
    ]);
    expect(optedIn.code).toBe(0);
    expect(optedIn.stderr).toContain('saved');
    expect((await bucketKeys()).length).toBeGreaterThan(before.length);
  });

  it('ACTIONS_CACHE_MODE: read refuses a save; none and write-only skip a restore (a miss)', async () => {
    await cli('save', 'cli-mode', inWorkflow('push'));
    const before = await bucketKeys();
    const read = await cli(
      'save',
      'cli-mode-2',
      inWorkflow('push', { ACTIONS_CACHE_MODE: 'read' }),
    );
    expect(read.stderr).toContain('ACTIONS_CACHE_MODE is "read", which does not permit saves');
    expect(await bucketKeys()).toEqual(before);
    for (const mode of ['none', 'write-only']) {
      const cwd = await workspaceWith({});
      const restore = await runCli(
        ['cache', 'restore', '--path', 'deps', '--key', 'cli-mode', store],
        {
          cwd,
          env: inWorkflow('push', { ACTIONS_CACHE_MODE: mode }),
        },
      );
      expect(restore.code, mode).toBe(0);
      expect(restore.stderr).toContain(
        `cache restore skipped, a miss: the runner's ACTIONS_CACHE_MODE is "${mode}"`,
      );
      expect(await treeOf(cwd)).toEqual({});
    }
    const cwd = await workspaceWith({});
    await runCli(['cache', 'restore', '--path', 'deps', '--key', 'cli-mode', store], {
      cwd,
      env: inWorkflow('issues', { ACTIONS_CACHE_MODE: 'read' }),
    });
    expect(await treeOf(cwd)).toEqual(DEPS);
  });

  it('outside a workflow nothing changes: no GITHUB_ACTIONS, or no GITHUB_EVENT_NAME, saves', async () => {
    for (const env of [
      { GITHUB_EVENT_NAME: 'issues', ACTIONS_CACHE_MODE: 'none' } as Record<string, string>,
      { GITHUB_ACTIONS: 'true' },
    ]) {
      const before = await bucketKeys();
      const run = await cli('save', `cli-outside-${Object.keys(env).length}`, env);
      expect(run.code).toBe(0);
      // The phase table and the result line, on stderr; no refusal or warning among them.
      expect(run.stderr).toContain('saved');
      expect(run.stderr).not.toMatch(/refused|warning|s3-sync:/);
      expect((await bucketKeys()).length).toBeGreaterThan(before.length);
    }
  });
});

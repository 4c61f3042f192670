import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  accessFactsFromEnv,
  accessFromDecision,
  computeCacheAccess,
  readWorkflowRunFromFork,
  saveDecisionText,
} from '../../src/cache-action/cache-access.js';
import { SAVING_EVENTS } from '../../src/cache-action/cache-triggers.js';

const access = (env: NodeJS.ProcessEnv, saveUntrusted = false, writesOwnRef = true) =>
  computeCacheAccess(accessFactsFromEnv(env, saveUntrusted, writesOwnRef));

describe('ACTIONS_CACHE_MODE, read as @actions/cache reads it', () => {
  const cases: Array<[string, boolean, boolean]> = [
    ['', true, true],
    ['write', true, true],
    ['read', true, false],
    ['READ ', true, false],
    ['write-only', false, true],
    ['none', false, false],
    ['sometimes', true, true],
  ];
  it.each(cases)('ACTIONS_CACHE_MODE=%j: restore %s, save %s', (mode, restore, save) => {
    const got = access({ ACTIONS_CACHE_MODE: mode, GITHUB_EVENT_NAME: 'push' });
    expect([got.canRestore, got.canSave]).toEqual([restore, save]);
    if (!restore)
      expect(got.restoreSkipped).toMatch(
        /ACTIONS_CACHE_MODE is ".*", which does not permit restores/,
      );
    if (!save)
      expect(got.saveSkipped).toMatch(/ACTIONS_CACHE_MODE is ".*", which does not permit saves/);
  });

  it('save-untrusted does not override the runner: ACTIONS_CACHE_MODE=read still saves nothing', () => {
    expect(
      access({ ACTIONS_CACHE_MODE: 'read', GITHUB_EVENT_NAME: 'pull_request_target' }, true)
        .canSave,
    ).toBe(false);
  });
});

describe("who may save: the triggers where GitHub's own cache is writable, and no other", () => {
  const REFUSED = [
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
    'check_run',
    'label',
    'status',
    'some_future_event',
    'push ',
    'PUSH',
    'push\n::error::x',
  ];
  it.each(REFUSED)('%j: restores, saves nothing, says why and how to opt in', (event) => {
    const got = access({ GITHUB_EVENT_NAME: event });
    expect(got.canRestore).toBe(true);
    expect(got.canSave).toBe(false);
    expect(got.saveSkipped).toMatch(/^the run was started by /);
    expect(got.saveSkipped).toContain("set 'save-untrusted: true'");
    expect(access({ GITHUB_EVENT_NAME: event }, true).canSave).toBe(true);
  });

  it('names the reason of a well-known one, and quotes a name that is not plain', () => {
    expect(access({ GITHUB_EVENT_NAME: 'watch' }).saveSkipped).toContain(
      'started by watch, which anyone who can see the repository triggers by starring it',
    );
    expect(access({ GITHUB_EVENT_NAME: 'a\nb' }).saveSkipped).toContain('started by "a\\nb"');
  });

  it('an unset GITHUB_EVENT_NAME saves nothing: who started the run is unknown', () => {
    expect(access({}).canSave).toBe(false);
    expect(access({}).saveSkipped).toContain('GITHUB_EVENT_NAME is not set');
  });

  it.each(SAVING_EVENTS.filter((e) => e !== 'workflow_run'))('%s saves', (event) => {
    expect(access({ GITHUB_EVENT_NAME: event }).canSave).toBe(true);
  });

  it("pull_request saves only into its own merge ref's scope (not 'scope: repository')", () => {
    const got = access({ GITHUB_EVENT_NAME: 'pull_request' }, false, false);
    expect(got.canSave).toBe(false);
    expect(got.saveSkipped).toContain('a scope other than its own merge ref');
    expect(access({ GITHUB_EVENT_NAME: 'pull_request' }, true, false).canSave).toBe(true);
    expect(access({ GITHUB_EVENT_NAME: 'push' }, false, false).canSave).toBe(true);
  });

  it('the CLI names its own opt-in flag', () => {
    const facts = accessFactsFromEnv({ GITHUB_EVENT_NAME: 'issues' }, false, true);
    expect(computeCacheAccess(facts, '--save-untrusted').saveSkipped).toContain(
      'set --save-untrusted to save anyway',
    );
  });
});

describe("the post step's access: main's decision, never the payload again", () => {
  it('carries a save, and a refusal with its reason', () => {
    expect(
      accessFromDecision(saveDecisionText(access({ GITHUB_EVENT_NAME: 'push' })), ''),
    ).toMatchObject({
      canSave: true,
      saveSkipped: undefined,
    });
    const refused = access({ GITHUB_EVENT_NAME: 'issues' });
    expect(accessFromDecision(saveDecisionText(refused), '')).toMatchObject({
      canSave: false,
      saveSkipped: refused.saveSkipped,
    });
  });

  it('no decision, or one it cannot read, saves nothing', () => {
    for (const text of ['', 'skip:', 'yes', 'true', ' save'])
      expect(accessFromDecision(text, '').saveSkipped, text).toContain(
        'the main step recorded no decision',
      );
  });

  it('ACTIONS_CACHE_MODE at post can still forbid a save, never permit one', () => {
    expect(accessFromDecision('save', 'read').saveSkipped).toContain(
      'ACTIONS_CACHE_MODE is "read", which does not permit saves',
    );
    expect(accessFromDecision('skip:the run was started by issues', 'write').canSave).toBe(false);
  });
});

describe('workflow_run', () => {
  it('workflow_run: a fork is read from the event payload; an unreadable payload counts as a fork', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'event-'));
    const write = async (name: string, body: unknown) => {
      const file = path.join(dir, name);
      await writeFile(file, typeof body === 'string' ? body : JSON.stringify(body));
      return file;
    };
    const own = await write('own.json', {
      repository: { full_name: 'org/app' },
      workflow_run: { head_repository: { full_name: 'org/app', fork: true } },
    });
    const fork = await write('fork.json', {
      repository: { full_name: 'org/app' },
      workflow_run: { head_repository: { full_name: 'stranger/app' } },
    });
    const bad = await write('bad.json', '{');
    expect(readWorkflowRunFromFork(own)).toBe(false);
    expect(readWorkflowRunFromFork(fork)).toBe(true);
    expect(readWorkflowRunFromFork(bad)).toBeUndefined();
    expect(readWorkflowRunFromFork(undefined)).toBeUndefined();
    const run = (file: string) =>
      access({ GITHUB_EVENT_NAME: 'workflow_run', GITHUB_EVENT_PATH: file });
    expect(run(own).canSave).toBe(true);
    expect(run(fork).canSave).toBe(false);
    expect(run(fork).saveSkipped).toContain('workflow_run after a run from a fork');
    expect(run(bad).canSave).toBe(false);
    expect(run(bad).saveSkipped).toContain("treated as a fork's");
  });
});

import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  accessFactsFromEnv,
  computeCacheAccess,
  readWorkflowRunFromFork,
} from '../../src/cache-action/cache-access.js';

const access = (env: NodeJS.ProcessEnv, saveUntrusted = false) =>
  computeCacheAccess(accessFactsFromEnv(env, saveUntrusted));

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

describe('triggers that run untrusted code with the base branch scope', () => {
  it.each(['pull_request_target', 'issue_comment'])(
    '%s: restores, saves nothing, says why',
    (event) => {
      const got = access({ GITHUB_EVENT_NAME: event });
      expect(got.canRestore).toBe(true);
      expect(got.canSave).toBe(false);
      expect(got.saveSkipped).toContain(`started by ${event}`);
      expect(got.saveSkipped).toContain("set 'save-untrusted: true'");
      expect(access({ GITHUB_EVENT_NAME: event }, true).canSave).toBe(true);
    },
  );

  it.each(['push', 'pull_request', 'schedule', 'workflow_dispatch', ''])('%j saves', (event) => {
    expect(access({ GITHUB_EVENT_NAME: event }).canSave).toBe(true);
  });

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

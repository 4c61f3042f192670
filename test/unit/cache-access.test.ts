import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accessFactsFromEnv,
  accessFromDecision,
  computeCacheAccess,
  readTriggeringRun,
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

describe('workflow_run: trusted as far as the run that triggered it', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'event-'));
  });
  let n = 0;
  const payloadFile = async (body: unknown) => {
    const file = path.join(dir, `event-${n++}.json`);
    await writeFile(file, typeof body === 'string' ? body : JSON.stringify(body));
    return file;
  };
  /** A workflow_run's payload: the triggering run's event and head repository. */
  const after = (event: unknown, head: unknown = 'org/app', own: unknown = 'org/app') => ({
    repository: { full_name: own, default_branch: 'main' },
    workflow_run: { event, head_repository: { full_name: head } },
  });
  const decide = async (body: unknown, saveUntrusted = false) =>
    access(
      { GITHUB_EVENT_NAME: 'workflow_run', GITHUB_EVENT_PATH: await payloadFile(body) },
      saveUntrusted,
    );

  const TRUSTED_TRIGGERS = [
    'push',
    'schedule',
    'workflow_dispatch',
    'repository_dispatch',
    'delete',
    'registry_package',
    'page_build',
    'release',
    'merge_group',
  ];
  it.each(TRUSTED_TRIGGERS)('after a %s run of this repository: saves', async (event) => {
    const got = await decide(after(event));
    expect(got.canSave).toBe(true);
    expect(got.saveSkipped).toBeUndefined();
  });

  // [what the payload is, its body, a part of the reason]
  const REFUSED: Array<[string, unknown, string]> = [
    [
      'after an issues run',
      after('issues'),
      'workflow_run after a run started by issues, which anyone who can open an issue',
    ],
    [
      'after an issue_comment run',
      after('issue_comment'),
      'after a run started by issue_comment, which anyone who can comment',
    ],
    [
      'after a pull_request_target run',
      after('pull_request_target'),
      'after a run started by pull_request_target, which runs with the base repository',
    ],
    [
      'after a discussion_comment run',
      after('discussion_comment'),
      'after a run started by discussion_comment, which anyone who can comment on a discussion',
    ],
    [
      'after a watch run',
      after('watch'),
      'after a run started by watch, which anyone who can see the repository triggers by starring it',
    ],
    [
      'after a run of an event it does not know',
      after('check_run'),
      'after a run started by check_run, an event that this action does not know',
    ],
    [
      'after a run of an event not plainly named',
      after('push\n::error::x'),
      'after a run started by "push\\n::error::x"',
    ],
    [
      "after this repository's own pull_request",
      after('pull_request'),
      "a pull request may save only into its own merge ref's scope, while a workflow_run writes the default branch's",
    ],
    [
      "after a fork's pull_request",
      after('pull_request', 'stranger/app'),
      'workflow_run after a run from a fork',
    ],
    [
      "after a fork's push (whatever the event)",
      after('push', 'stranger/app'),
      'workflow_run after a run from a fork',
    ],
    [
      'after a workflow_run (a chain: where it began is unknown)',
      after('workflow_run'),
      'after another workflow_run, and a chain of them cannot show where it began',
    ],
    [
      'after a workflow_run that names a fork',
      after('workflow_run', 'stranger/app'),
      'after another workflow_run',
    ],
    [
      'with no workflow_run.event',
      {
        repository: { full_name: 'org/app' },
        workflow_run: { head_repository: { full_name: 'org/app' } },
      },
      "does not name the triggering run's event (workflow_run.event)",
    ],
    [
      'with workflow_run.event not a string',
      after(['push']),
      "does not name the triggering run's event",
    ],
    ['with an empty workflow_run.event', after(''), "does not name the triggering run's event"],
    [
      'with no head_repository (a deleted fork)',
      {
        repository: { full_name: 'org/app' },
        workflow_run: { event: 'push', head_repository: null },
      },
      "treated as a fork's",
    ],
    [
      'with no repository',
      { workflow_run: { event: 'push', head_repository: { full_name: 'org/app' } } },
      "treated as a fork's",
    ],
    ['with a head repository that is not a string', after('push', 7), "treated as a fork's"],
    [
      'with no workflow_run at all',
      { repository: { full_name: 'org/app' } },
      "treated as a fork's",
    ],
    ['that is not JSON', '{', 'its event payload (GITHUB_EVENT_PATH) could not be read'],
    ['that is JSON null', 'null', 'could not be read'],
  ];
  it.each(REFUSED)(
    'a payload %s: saves nothing, says why; save-untrusted saves',
    async (_what, body, why) => {
      const got = await decide(body);
      expect(got.canRestore).toBe(true);
      expect(got.canSave).toBe(false);
      expect(got.saveSkipped).toContain(why);
      expect(got.saveSkipped).toContain("set 'save-untrusted: true' to save anyway");
      expect((await decide(body, true)).canSave).toBe(true);
    },
  );

  it('no GITHUB_EVENT_PATH at all: refused, the payload could not be read', () => {
    const got = access({ GITHUB_EVENT_NAME: 'workflow_run' });
    expect(got.canSave).toBe(false);
    expect(got.saveSkipped).toContain('could not be read');
  });

  it('a fork named as head_repository.fork: false still counts by its full name', async () => {
    expect(
      readTriggeringRun(
        await payloadFile({
          repository: { full_name: 'org/app' },
          workflow_run: { event: 'push', head_repository: { full_name: 'org/app', fork: true } },
        }),
      ),
    ).toEqual({ event: 'push', fromThisRepository: true });
    expect(readTriggeringRun(await payloadFile(after('push', 'x/app')))).toEqual({
      event: 'push',
      fromThisRepository: false,
    });
    expect(readTriggeringRun(undefined)).toBeUndefined();
  });

  it('the CLI decides the same, naming its own flag', async () => {
    const facts = accessFactsFromEnv(
      {
        GITHUB_EVENT_NAME: 'workflow_run',
        GITHUB_EVENT_PATH: await payloadFile(after('workflow_run')),
      },
      false,
      true,
    );
    expect(computeCacheAccess(facts, '--save-untrusted').saveSkipped).toMatch(
      /after another workflow_run.*set --save-untrusted to save anyway/,
    );
  });

  it('ACTIONS_CACHE_MODE=read refuses even a trusted one, and save-untrusted does not override it', async () => {
    const file = await payloadFile(after('push'));
    const env = {
      GITHUB_EVENT_NAME: 'workflow_run',
      GITHUB_EVENT_PATH: file,
      ACTIONS_CACHE_MODE: 'read',
    };
    expect(access(env).saveSkipped).toContain('ACTIONS_CACHE_MODE is "read"');
    expect(access(env, true).canSave).toBe(false);
  });
});

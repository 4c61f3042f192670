import { afterEach, describe, expect, it, vi } from 'vitest';
import { CACHE_SUBVERB_OPTIONS } from '../../src/cli/cache-cli-options.js';
import { CACHE_USAGE, cacheCommand } from '../../src/cli/cache-command.js';
import { cacheSubverbHelp } from '../../src/cli/cache-usage.js';
import { readCacheArgs, readCacheJobArgs } from '../../src/cli/read-cache-args.js';
import { optionSynopsis } from '../../src/cli/flag-usage.js';

// Which requests a session may have in flight is decided where the CLI makes it: the session is
// replaced by one that records its options and stops the command there.
const sessions = vi.hoisted(() => ({ made: [] as Array<{ maxRequests: number }> }));
vi.mock('../../src/s3/s3-session.js', () => ({
  createS3Session: (options: { maxRequests: number }) => {
    sessions.made.push(options);
    throw new Error('no session in a unit test');
  },
}));

const STORE = 's3://caches/ci/';
const JOB = ['--path', 'tree', '--key', 'npm-1', STORE];
const TERMINAL = {};
const WORKFLOW = { GITHUB_REF: 'refs/heads/feature', GITHUB_REPOSITORY: 'org/app' };

describe('s3-sync cache: --scope is the action’s mode, --literal-scope a scope by its name', () => {
  it('no --scope in a terminal: scope branch, whose scope without GITHUB_REF is no-ref', () => {
    expect(readCacheJobArgs('save', JOB, TERMINAL).settings.scopes).toEqual({
      readScopes: ['no-ref'],
      writeScope: 'no-ref',
    });
  });

  it('no --scope in a workflow: the ref, as the action reads and writes it', () => {
    const env = { ...WORKFLOW, GITHUB_REF: 'refs/pull/7/merge', GITHUB_BASE_REF: 'main' };
    expect(readCacheJobArgs('restore', JOB, env).settings.scopes).toEqual({
      readScopes: ['refs/pull/7/merge', 'refs/heads/main'],
      writeScope: 'refs/pull/7/merge',
    });
  });

  it('--scope repository: the one scope every branch shares', () => {
    const { scopes } = readCacheJobArgs(
      'save',
      [...JOB, '--scope', 'repository'],
      WORKFLOW,
    ).settings;
    expect(scopes).toEqual({ readScopes: ['repository'], writeScope: 'repository' });
  });

  it('restore --literal-scope A --literal-scope B: reads A, then B', () => {
    const args = [...JOB, '--literal-scope', 'refs/heads/main', '--literal-scope', 'default'];
    expect(readCacheJobArgs('restore', args, WORKFLOW).settings.scopes.readScopes).toEqual([
      'refs/heads/main',
      'default',
    ]);
  });

  it('save --literal-scope default: writes the scope earlier releases wrote without --scope', () => {
    const args = [...JOB, '--literal-scope', 'default'];
    expect(readCacheJobArgs('save', args, WORKFLOW).settings.scopes.writeScope).toBe('default');
  });

  it('rm --literal-scope: only those scopes; without it every scope (undefined)', () => {
    const read = readCacheArgs('rm', [STORE, '--key', 'k', '--literal-scope', 'no-ref'], {});
    expect(read.values.literalScope).toEqual(['no-ref']);
    expect(readCacheArgs('rm', [STORE, '--key', 'k'], {}).values.literalScope).toEqual([]);
  });

  it.each<[string, string[], string]>([
    [
      '--scope refs/heads/main (a literal scope, as before)',
      ['--scope', 'refs/heads/main'],
      `Input '--scope' must be 'branch' or 'repository' (a scope by its name, such as refs/heads/main, goes in --literal-scope), got "refs/heads/main"`,
    ],
    [
      '--scope with --literal-scope',
      ['--scope', 'branch', '--literal-scope', 'x'],
      `Input '--scope' must be left out with --literal-scope (which names the scope itself), got "branch"`,
    ],
    [
      'save --literal-scope twice',
      ['--literal-scope', 'a', '--literal-scope', 'b'],
      `Input '--literal-scope' must be given once for save (the one scope it writes), got "a b"`,
    ],
  ])('%s is refused, naming the flag, the value and the form', (_, args, message) => {
    expect(() => readCacheJobArgs('save', [...JOB, ...args], TERMINAL)).toThrow(message);
  });

  it('rm --scope (a literal scope before) is refused, naming the flag rm takes for it', () => {
    expect(() => readCacheArgs('rm', [STORE, '--key', 'k', '--scope', 'x'], {})).toThrow(
      "unknown option '--scope' for 's3-sync cache rm'; did you mean '--literal-scope'?",
    );
  });
});

describe('s3-sync cache: bad values name the flag, the value and the accepted form', () => {
  it.each<[string, 'save' | 'restore' | 'prune' | 'ls', string[], string]>([
    [
      '--deadline soon',
      'restore',
      [...JOB, '--deadline', 'soon'],
      `Input '--deadline' must be a number and a unit of s, m, h or d, such as 90s, 30m, 12h or 7d, got "soon"`,
    ],
    [
      '--report xml',
      'ls',
      [STORE, '--report', 'xml'],
      `Input '--report' must be one of 'table', 'json', got "xml"`,
    ],
    [
      '--older-than 7w',
      'prune',
      [STORE, '--older-than', '7w'],
      `Input '--older-than' must be a number and a unit of s, m, h or d, such as 90s, 30m, 12h or 7d, got "7w"`,
    ],
    [
      '--repository app',
      'ls',
      [STORE, '--repository', 'app'],
      `Input '--repository' must be OWNER/NAME, got "app"`,
    ],
    [
      'no --path',
      'save',
      ['--key', 'k', STORE],
      `Input '--path' must be given (it is required): at least one path or glob (repeat --path for more), got ""`,
    ],
    [
      'no --key',
      'restore',
      ['--path', 'tree', STORE],
      `Input '--key' must be given (it is required): a non-empty key such as 'npm-1', got ""`,
    ],
    [
      'two stores',
      'ls',
      [STORE, STORE],
      `Input 'cache ls' must be one S3 URL, s3://bucket/prefix (default: the S3_SYNC_CACHE_BUCKET environment variable), got "${STORE} ${STORE}"`,
    ],
    [
      'a key of 513 characters',
      'save',
      ['--path', 'tree', '--key', 'k'.repeat(513), STORE],
      `Input '--key' must be at most 512 characters (it has 513)`,
    ],
  ])('%s', (_, verb, args, message) => {
    const read = () =>
      verb === 'save' || verb === 'restore'
        ? readCacheJobArgs(verb, args, TERMINAL)
        : readCacheArgs(verb, args, TERMINAL);
    expect(read).toThrow(message);
  });

  it('--deadline takes seconds or a duration', () => {
    const deadline = (text: string) =>
      readCacheJobArgs('restore', [...JOB, '--deadline', text], TERMINAL).values.deadline;
    expect([deadline('90'), deadline('2m')]).toEqual([90_000, 120_000]);
    expect(readCacheJobArgs('restore', JOB, TERMINAL).values.deadline).toBeUndefined();
  });
});

describe("s3-sync cache: the cache actions' defaults", () => {
  afterEach(() => {
    sessions.made.length = 0;
  });

  it.each<[string, string[], number]>([
    ['save', ['save', ...JOB], 64],
    ['restore', ['restore', ...JOB], 64],
    ['rm (as cache/prune)', ['rm', STORE, '--key', 'k'], 16],
    ['prune (as cache/prune)', ['prune', STORE], 16],
  ])('cache %s has as many requests in flight as the action', async (_, args, inFlight) => {
    await expect(cacheCommand(args, new AbortController().signal)).rejects.toThrow(
      'no session in a unit test',
    );
    expect(sessions.made.map((s) => s.maxRequests)).toEqual([inFlight]);
  });

  it('prune: --older-than 30d and --grace 1d when left out, as cache/prune', () => {
    expect(readCacheArgs('prune', [STORE], {}).values).toMatchObject({
      olderThan: 30 * 86_400_000,
      grace: 86_400_000,
    });
  });

  it('the store defaults to S3_SYNC_CACHE_BUCKET, and a bad one is blamed on it', () => {
    const env = { S3_SYNC_CACHE_BUCKET: 's3://org-caches/npm/' };
    expect(readCacheArgs('ls', [], env).location).toEqual({ bucket: 'org-caches', prefix: 'npm/' });
    expect(() => readCacheArgs('ls', [], { S3_SYNC_CACHE_BUCKET: 'org-caches' })).toThrow(
      `Input 'cache ls (from S3_SYNC_CACHE_BUCKET)' must be`,
    );
  });
});

describe('s3-sync cache --help: written from the tables of options', () => {
  it.each(Object.keys(CACHE_SUBVERB_OPTIONS) as Array<keyof typeof CACHE_SUBVERB_OPTIONS>)(
    'cache %s --help names every flag it takes, with its default',
    (verb) => {
      const help = cacheSubverbHelp(verb);
      for (const spec of Object.values(CACHE_SUBVERB_OPTIONS[verb])) {
        if (spec.flag === undefined) continue;
        expect(help).toContain(`  ${optionSynopsis(spec)}`);
        if (spec.kind !== 'boolean' && spec.default !== '')
          expect(help).toContain(`${optionSynopsis(spec)} (default: ${spec.default})`);
      }
    },
  );

  it('s3-sync help lists every subverb, and cache --help prints it', async () => {
    for (const verb of Object.keys(CACHE_SUBVERB_OPTIONS))
      expect(CACHE_USAGE).toContain(`s3-sync cache ${verb} s3://bucket/prefix`);
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      expect(await cacheCommand(['--help'], new AbortController().signal)).toBe(0);
      expect(await cacheCommand(['prune', '--help'], new AbortController().signal)).toBe(0);
      expect(log.mock.calls.map(([text]) => String(text))).toEqual([
        CACHE_USAGE,
        cacheSubverbHelp('prune'),
      ]);
    } finally {
      log.mockRestore();
    }
  });
});

import { describe, expect, it, vi } from 'vitest';
import { CACHE_SUBVERBS, type CacheSubverb } from '../../src/cli/cache-cli-options.js';
import { cacheSubverbHelpSpec } from '../../src/cli/cache-usage.js';
import { cli } from '../../src/cli/cli.js';
import { describeCliFailure } from '../../src/cli/cli-failure.js';
import { LS_HELP, readLsArgs } from '../../src/cli/ls-command.js';
import { editDistance, nearestWord } from '../../src/cli/nearest-word.js';
import { UsageError } from '../../src/cli/parse-verb-args.js';
import { readCacheArgs } from '../../src/cli/read-cache-args.js';
import { readShardsArgs, SHARDS_HELP } from '../../src/cli/shards-command.js';
import { CP_HELP, readSyncArgs, SYNC_HELP } from '../../src/cli/sync-command.js';
import { verbHelpText, type VerbHelp } from '../../src/cli/verb-help.js';

/** Each verb: its help as printed, and its reader, given the flag to try after its arguments. */
interface Verb {
  readonly name: string;
  readonly help: VerbHelp;
  readonly read: (flag: string[]) => unknown;
}

const STORE = 's3://caches/p';
const VERBS: Verb[] = [
  { name: 'ls', help: LS_HELP, read: (flag) => readLsArgs(['s3://b/p', ...flag]) },
  {
    name: 'sync',
    help: SYNC_HELP,
    read: (flag) => readSyncArgs('sync', ['s3://b/p', '/tmp/d', ...flag], {}),
  },
  {
    name: 'cp',
    help: CP_HELP,
    read: (flag) => readSyncArgs('cp', ['s3://b/p', '/tmp/d', '--recursive', ...flag], {}),
  },
  {
    name: 'shards',
    help: SHARDS_HELP,
    read: (flag) => readShardsArgs(['s3://b/p', '--count', '2', ...flag]),
  },
  ...CACHE_SUBVERBS.map((verb: CacheSubverb) => ({
    name: `cache ${verb}`,
    help: cacheSubverbHelpSpec(verb),
    read: (flag: string[]) => readCacheArgs(verb, [STORE, ...flag], {}, '/tmp'),
  })),
];

/** The flags a help text lists on its own lines (`  -r, --recursive`, `  --x / --no-x`). */
function flagsInHelp(text: string): Set<string> {
  const flags = new Set<string>();
  for (const line of text.split('\n')) {
    if (!/^ {2}-/.test(line)) continue;
    for (const [flag] of line.matchAll(/(?<![\w-])--?[a-z][a-z-]*/g)) flags.add(flag);
  }
  return flags;
}

/** Whether the verb's parser takes the flag: anything but "unknown option" counts as taken. */
function accepts(verb: Verb, flag: string): boolean {
  try {
    verb.read([flag.startsWith('--') ? `${flag}=x` : flag]);
    return true;
  } catch (error) {
    return !(error instanceof UsageError && error.message.startsWith('unknown option'));
  }
}

const EVERY_FLAG = [
  ...new Set(VERBS.flatMap((verb) => [...flagsInHelp(verbHelpText(verb.help))])),
  '--recursivee',
  '--scope-name',
];

describe("every verb's --help lists exactly the flags its parser takes", () => {
  it.each(VERBS)('$name', (verb) => {
    const listed = flagsInHelp(verbHelpText(verb.help));
    // --debug is read before any verb (cli.ts), and listed in every help.
    const taken = EVERY_FLAG.filter((flag) => flag === '--debug' || accepts(verb, flag));
    expect([...listed].sort()).toEqual(taken.sort());
    expect(listed.size).toBeGreaterThan(5);
  });
});

describe('s3-sync VERB --help, s3-sync help VERB and s3-sync --help', () => {
  async function run(argv: string[]) {
    const out = vi.spyOn(console, 'log').mockImplementation(() => {});
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      const code = await cli(argv);
      return {
        code,
        stdout: out.mock.calls.map(([text]) => String(text)).join('\n'),
        stderr: err.mock.calls.map(([text]) => String(text)).join(''),
      };
    } finally {
      out.mockRestore();
      err.mockRestore();
    }
  }

  it.each([
    ['sync', SYNC_HELP],
    ['cp', CP_HELP],
    ['ls', LS_HELP],
    ['shards', SHARDS_HELP],
    ['cache save', cacheSubverbHelpSpec('save')],
  ])('%s: VERB --help, -h and help VERB print its help on stdout, exit 0', async (verb, help) => {
    const words = verb.split(' ');
    for (const argv of [
      [...words, '--help'],
      [...words, 's3://b/p', '-h'],
      ['help', ...words],
    ]) {
      const result = await run(argv);
      expect(result).toEqual({ code: 0, stdout: verbHelpText(help), stderr: '' });
    }
  });

  it('s3-sync --help names every verb, each from its table, on stdout, exit 0', async () => {
    const result = await run(['--help']);
    expect(result.code).toBe(0);
    for (const line of [
      'usage: s3-sync ls [s3://bucket[/prefix]] [options]',
      's3-sync sync SRC DST [options]',
      's3-sync cp SRC DST --recursive [options]',
      's3-sync shards SRC --count COUNT [options]',
      's3-sync cache save s3://bucket/prefix --path PATH... --key KEY [options]',
      's3-sync cache prune s3://bucket/prefix [options]',
    ])
      expect(result.stdout).toContain(line);
  });

  it('an unknown flag names the verb and the nearest flag, exit 2, no stack trace', async () => {
    const result = await run(['sync', 's3://b/p', '/tmp/d', '--dryrn']);
    expect(result).toEqual({
      code: 2,
      stdout: '',
      stderr: "s3-sync: unknown option '--dryrn' for 's3-sync sync'; did you mean '--dryrun'?\n",
    });
    expect((await run(['cache', 'save', STORE, '--key', 'k', '--pth', 'a'])).stderr).toBe(
      "s3-sync: unknown option '--pth' for 's3-sync cache save'; did you mean '--path'?\n",
    );
    expect((await run(['ls', 's3://b', '--frobnicate'])).stderr).toBe(
      "s3-sync: unknown option '--frobnicate' for 's3-sync ls'; s3-sync ls --help lists its flags\n",
    );
  });

  it('an unknown verb suggests the nearest one, exit 2', async () => {
    expect(await run(['snyc'])).toEqual({
      code: 2,
      stdout: '',
      stderr: "s3-sync: unknown command 'snyc'; did you mean 'sync'?\n",
    });
  });

  it('a flag without its value names the verb', async () => {
    const result = await run(['sync', 's3://b/p', '/tmp/d', '--concurrency']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("for 's3-sync sync'; s3-sync sync --help lists its flags");
  });
});

describe('the nearest word', () => {
  it.each([
    ['', '', 0],
    ['abc', '', 3],
    ['kitten', 'sitting', 3],
    ['--dryrn', '--dryrun', 1],
    ['snyc', 'sync', 1],
    ['--recursvie', '--recursive', 1],
    ['abcdef', 'abcdef', 0],
  ])('editDistance(%j, %j) is %i, either way round', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
    expect(editDistance(b, a)).toBe(distance);
  });

  it('suggests a slip, not a different word, and the nearest of several', () => {
    const flags = ['--delete', '--dryrun', '--exclude', '--include'];
    expect(nearestWord('--dryrn', flags)).toBe('--dryrun');
    expect(nearestWord('--exlude', flags)).toBe('--exclude');
    expect(nearestWord('--foo', flags)).toBeUndefined();
    expect(nearestWord('--inclde', ['--exclude', '--include'])).toBe('--include');
  });
});

describe('what the CLI says about a missing credential and an unreachable proxy', () => {
  it('no credentials: environment variables and profiles, no action inputs', async () => {
    const { S3Error } = await import('../../src/errors.js');
    const { s3FailureFromSdk } = await import('../../src/s3/s3-failure.js');
    const error = s3FailureFromSdk(
      Object.assign(new Error('Could not load credentials from any providers'), {
        name: 'CredentialsProviderError',
      }),
      'ListObjectsV2',
      'b',
    );
    expect(error).toBeInstanceOf(S3Error);
    const [line] = describeCliFailure(error, undefined, false).lines;
    expect(line).toContain('AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY');
    expect(line).toContain('AWS_PROFILE');
    expect(line).not.toMatch(/aws-access-key-id|configure-aws-credentials/);
  });

  it('a refused connection to the proxy names the proxy without its credentials', async () => {
    const { s3FailureFromSdk } = await import('../../src/s3/s3-failure.js');
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), {
      code: 'ECONNREFUSED',
      address: '127.0.0.1',
      port: 9,
    });
    const error = s3FailureFromSdk(refused, 'ListObjectsV2', 'b');
    const proxy = { httpsProxy: 'http://user:secret@127.0.0.1:9/', noProxy: [] };
    const [line] = describeCliFailure(error, undefined, false, proxy).lines;
    expect(line).toContain('The proxy http://127.0.0.1:9 (HTTPS_PROXY) could not be reached');
    expect(line).not.toContain('secret');
    // Another host's refusal is not the proxy's.
    const other = Object.assign(new Error('connect ECONNREFUSED 10.0.0.1:443'), {
      address: '10.0.0.1',
      port: 443,
    });
    expect(
      describeCliFailure(s3FailureFromSdk(other, 'ListObjectsV2', 'b'), undefined, false, proxy)
        .lines[0],
    ).not.toContain('proxy');
  });
});

import { describe, expect, it } from 'vitest';
import { describeCliFailure } from '../../src/cli/cli-failure.js';
import { readLsArgs } from '../../src/cli/ls-command.js';
import { parseVerbArgs, UsageError } from '../../src/cli/parse-verb-args.js';
import { CLI_SYNC_OPTIONS, readSyncArgs, SYNC_HELP } from '../../src/cli/sync-command.js';
import { verbHelpText } from '../../src/cli/verb-help.js';
import { CACHE_SAVE_OPTIONS } from '../../src/cli/cache-cli-options.js';
import { InputError } from '../../src/errors.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// The CLI speaks its own language: flags (--concurrency), arguments (SRC), commands; never the
// action's "Input 'x'" or an input's bare name.

const ENV = { AWS_REGION: 'us-east-1' };
const failure = (error: unknown) => describeCliFailure(error, undefined, false).lines.join('\n');

describe("the CLI's words", () => {
  it('a bad flag value names the flag, not an "Input"', () => {
    expect(failure(new InputError('--concurrency', 'abc', 'an integer from 1 to 512'))).toBe(
      `s3-sync: --concurrency must be an integer from 1 to 512, got "abc"; s3-sync help VERB lists a verb's flags`,
    );
    expect(failure(new InputError('AWS_ENDPOINT_URL_S3', 'x', 'an http(s) URL'))).toMatch(
      /^s3-sync: AWS_ENDPOINT_URL_S3 must be an http\(s\) URL, got "x"/,
    );
  });

  it.each<[string, () => unknown, string]>([
    [
      'sync with one argument',
      () => readSyncArgs('sync', ['s3://b/p'], ENV),
      `'s3-sync sync' takes two arguments, SRC and DST; got "s3://b/p" (s3-sync sync --help says what each is)`,
    ],
    [
      'cp with none',
      () => readSyncArgs('cp', ['-r'], ENV),
      `'s3-sync cp' takes two arguments, SRC and DST; got none (s3-sync cp --help says what each is)`,
    ],
    [
      'cp without --recursive',
      () => readSyncArgs('cp', ['s3://b/p', 'out'], ENV),
      "'s3-sync cp' copies prefixes and folders, with --recursive (-r); for one object, use aws s3 cp",
    ],
    [
      'ls with two URLs',
      () => readLsArgs(['s3://a', 's3://b']),
      `'s3-sync ls' takes at most one argument, an S3 URL; got "s3://a" "s3://b" (s3-sync ls --help says what each is)`,
    ],
  ])("%s is a usage error in the CLI's words", (_, run, message) => {
    expect(run).toThrow(UsageError);
    expect(run).toThrow(message);
    expect(failure(captured(run))).toBe(`s3-sync: ${message}`);
  });

  it('--no-progress is a flag of sync and of cache save, not a slip of --progress', () => {
    expect(parseVerbArgs('s3-sync sync', CLI_SYNC_OPTIONS, ['--no-progress']).values).toEqual({
      'no-progress': true,
    });
    expect(
      parseVerbArgs('s3-sync cache save', CACHE_SAVE_OPTIONS, ['--no-progress']).values,
    ).toEqual({ 'no-progress': true });
    expect(() => parseVerbArgs('s3-sync sync', CLI_SYNC_OPTIONS, ['--no-progres'])).toThrow(
      "unknown option '--no-progres' for 's3-sync sync'; did you mean '--no-progress'?",
    );
  });

  it('the aws-cli flags a user reaches for are flags of sync and cp', () => {
    const { request } = readSyncArgs(
      'cp',
      [
        'dist',
        's3://site',
        '-r',
        '--content-encoding',
        'gzip',
        '--content-disposition',
        'inline',
        '--expires',
        '2030-01-01T00:00:00Z',
        '--no-guess-mime-type',
        '--only-show-errors',
        '--quiet',
        '--no-progress',
      ],
      ENV,
    );
    expect(request.objectOptions).toMatchObject({
      contentEncoding: 'gzip',
      contentDisposition: 'inline',
      expires: new Date('2030-01-01T00:00:00Z'),
      guessContentType: false,
    });
  });

  it("sync's help says what the filters do in the CLI: in the order typed, the last match decides", () => {
    const help = verbHelpText(SYNC_HELP).replace(/\s+/g, ' ');
    expect(help).toContain('--exclude and --include apply in the order typed');
    expect(help).not.toContain('all excludes, then all includes');
  });

  it('action.yml says what the filters do in the action: all excludes, then all includes', () => {
    const yml = readFileSync(path.resolve(import.meta.dirname, '../../action.yml'), 'utf8');
    expect(yml).toContain('all excludes apply, then all includes');
    expect(yml).not.toContain('in the order given');
  });

  it("no flag's help names another option by its input's bare name", () => {
    const inputs = Object.values(CLI_SYNC_OPTIONS).flatMap((spec) =>
      spec.input && spec.flag ? [spec.input] : [],
    );
    const bare = Object.values(CLI_SYNC_OPTIONS).flatMap((spec) => {
      if (!spec.flag) return [];
      const text = (spec as { cliDescription?: string }).cliDescription ?? spec.description;
      return inputs
        .filter((input) => input !== spec.flag && multiWord(input))
        .filter((input) => new RegExp(`(?<![-\\w])${input}(?![-\\w])`).test(text))
        .map((input) => `--${spec.flag}: ${input}`);
    });
    expect(bare).toEqual([]);
  });
});

/** Inputs of two words and more (`sse-kms-key-id`): a single word (`delete`) is also prose. */
const multiWord = (name: string) => name.includes('-');

function captured(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('it did not throw');
}

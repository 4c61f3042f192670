import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { splitWords } from '../../src/options/split-words.js';
import { readSettings } from '../../src/sync-action/settings.js';

const MINIMAL = { source: 'public', destination: 's3://site.example.com' };
const ENV = { GITHUB_WORKSPACE: '/work/repo', AWS_REGION: 'us-east-1' };
const settingsFrom = (inputs: Record<string, string>) =>
  readSettings((name) => ({ ...MINIMAL, ...inputs })[name] ?? '', ENV);

describe('splitWords: args as a shell splits them', () => {
  it.each<[string, string[] | undefined]>([
    ['--acl public-read   --delete', ['--acl', 'public-read', '--delete']],
    ['--exclude \'.git/*\' --exclude "*.map"', ['--exclude', '.git/*', '--exclude', '*.map']],
    ['--cache-control "max-age=60, public"', ['--cache-control', 'max-age=60, public']],
    ["--metadata 'a=b c'd", ['--metadata', 'a=b cd']],
    ['--exclude a\\ b', ['--exclude', 'a b']],
    ['"say \\"hi\\" \\$HOME" \'$HOME\'', ['say "hi" $HOME', '$HOME']],
    ["--start-after ''", ['--start-after', '']],
    ['--delete\n  --dryrun \\\n --size-only\n', ['--delete', '--dryrun', '--size-only']],
    ['', []],
    ["--exclude '.git/*", undefined],
    ['--exclude "x', undefined],
  ])('%j', (text, words) => {
    expect(splitWords(text)).toEqual(words);
  });
});

describe('with: args, the aws-cli flags a jakejarvis/s3-sync-action workflow passes', () => {
  it("with: args: --acl public-read --follow-symlinks --delete --exclude '.git/*' --no-progress", () => {
    const settings = settingsFrom({
      args: "--acl public-read --follow-symlinks --delete --exclude '.git/*' --no-progress",
    });
    expect(settings.objectOptions.acl).toBe('public-read');
    expect(settings.delete).toBe(true);
    expect(settings.followSymlinks).toBe(true);
    expect(settings.filters).toEqual([{ kind: 'exclude', pattern: '.git/*' }]);
    expect(settings.log).toEqual({ dryrunLines: true, progressLines: false });
  });

  it('with: args: --quiet (or --only-show-errors): no dry-run lines and no progress lines', () => {
    for (const flag of ['--quiet', '--only-show-errors'])
      expect(settingsFrom({ args: flag }).log).toEqual({
        dryrunLines: false,
        progressLines: false,
      });
  });

  it("with: exclude: '*' and args: --include 'dist/*' --exclude 'dist/*.map': the inputs' filters first, then args' as typed", () => {
    const settings = settingsFrom({
      exclude: '*',
      args: "--include 'dist/*' --exclude 'dist/*.map'",
    });
    expect(settings.filters).toEqual([
      { kind: 'exclude', pattern: '*' },
      { kind: 'include', pattern: 'dist/*' },
      { kind: 'exclude', pattern: 'dist/*.map' },
    ]);
  });

  it('a flag stands in for an input left at its default, or set to the same value', () => {
    expect(settingsFrom({ delete: 'false', args: '--delete' }).delete).toBe(true);
    expect(settingsFrom({ concurrency: '8', args: '--concurrency 8' }).concurrency).toBe(8);
  });

  it.each<[string, Record<string, string>, string]>([
    [
      'args: --dryrn (a slip)',
      { args: '--delete --dryrn' },
      `Input 'args' must be flags of the sync (see the README's "Coming from jakejarvis/s3-sync-action"), and '--dryrn' is not one; did you mean '--dryrun'?, got "--dryrn"`,
    ],
    [
      'args: --no-progres (a slip of a flag the aws-cli has)',
      { args: '--no-progres' },
      `Input 'args' must be flags of the sync (see the README's "Coming from jakejarvis/s3-sync-action"), and '--no-progres' is not one; did you mean '--no-progress'?, got "--no-progres"`,
    ],
    [
      'args: --website-redirect (a flag of the aws-cli this action lacks)',
      { args: '--website-redirect /x' },
      `Input 'args' must be flags of the sync (see the README's "Coming from jakejarvis/s3-sync-action"), and '--website-redirect' is not one, got "--website-redirect"`,
    ],
    [
      'args: a quote left open',
      { args: "--exclude '.git/*" },
      `Input 'args' must be flags of the sync (see the README's "Coming from jakejarvis/s3-sync-action"), split as a shell splits words (a quote is left open), got "--exclude '.git/*"`,
    ],
    [
      'args: a path, as aws s3 sync takes',
      { args: 'public s3://bucket --delete' },
      `Input 'args' must be flags of the sync (see the README's "Coming from jakejarvis/s3-sync-action") only: the source and destination are inputs of their own, got "public"`,
    ],
    [
      'args: --acl without its value',
      { args: '--acl' },
      `Input 'args' must be flags of the sync (see the README's "Coming from jakejarvis/s3-sync-action"): Option '--acl <value>' argument missing, got "--acl"`,
    ],
    [
      'concurrency: 8 and args: --concurrency 16',
      { concurrency: '8', args: '--concurrency 16' },
      `Input 'args' must be flags not also set otherwise as inputs: 'concurrency' is set both as an input and in args, to different values, got "--concurrency"`,
    ],
    [
      'args: --concurrency lots (the flag names the input it stands for)',
      { args: '--concurrency lots' },
      `Input 'concurrency' must be an integer from 1 to 512, got "lots"`,
    ],
  ])('with: %s is refused', (_, inputs, message) => {
    const read = () => settingsFrom(inputs);
    expect(read).toThrow(InputError);
    try {
      read();
    } catch (error) {
      expect((error as Error).message).toBe(message);
    }
  });
});

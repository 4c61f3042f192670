import { describe, expect, it } from 'vitest';
import { createFilter, globToRegExp, type FilterRule } from '../../src/sync/filters.js';

// Every expected value below was produced by CPython 3.11's fnmatch.fnmatchcase, which is what
// the aws-cli matches --exclude/--include patterns with (awscli/customizations/s3/filters.py).
const GLOB_CASES: ReadonlyArray<readonly [pattern: string, path: string, matches: boolean]> = [
  // `*` crosses `/`, unlike a shell glob
  ['*.txt', 'a.txt', true],
  ['*.txt', 'dir/sub/a.txt', true],
  ['*.txt', 'a.txt.bak', false],
  ['*.txt', '.txt', true],
  ['dir/*', 'dir/a', true],
  ['dir/*', 'dir/sub/a', true],
  ['dir/*', 'dir', false],
  ['dir/*', 'other/dir/a', false],
  ['*/cache/*', 'a/cache/x', true],
  ['*/cache/*', 'cache/x', false],
  ['**', 'x/y/z', true],
  ['a**b', 'a/x/b', true],
  ['*a*b', 'xaxbxb', true],
  ['*a*b', 'xaxbx', false],
  // `?` is one character, `/` included, and one code point (not one UTF-16 unit)
  ['?.log', 'a.log', true],
  ['?.log', 'ab.log', false],
  ['?.log', '/.log', true],
  ['?', '😀', true],
  ['??', '😀', false],
  // sets, negated sets, ranges
  ['[abc].md', 'b.md', true],
  ['[abc].md', 'd.md', false],
  ['[!abc].md', 'd.md', true],
  ['[!abc].md', 'a.md', false],
  ['[a-c]x', 'bx', true],
  ['[a-c]x', '-x', false],
  ['[a-]x', '-x', true],
  ['[!-a]x', 'bx', true],
  ['[!-a]x', '-x', false],
  ['[]]', ']', true],
  ['[]a]', 'a', true],
  ['[!]]', 'a', true],
  ['[!]]', ']', false],
  ['[z-a]', 'm', false],
  ['[!z-a]', 'm', true],
  ['[c-a-e]', '-', true],
  ['[c-a-e]', 'b', false],
  ['[^a]', '^', true],
  ['[^a]', 'b', false],
  ['[&&a]', '&', true],
  ['[a~~]', '~', true],
  ['[|]', '|', true],
  ['[é]', 'é', true],
  // an unclosed `[` is a literal, not an error
  ['a[', 'a[', true],
  ['a[b', 'a[b', true],
  ['[!]', '[!]', true],
  ['[', '[', true],
  // backslash is an ordinary character: fnmatch has no escapes
  ['a\\b', 'a\\b', true],
  ['a\\*', 'a\\xyz', true],
  ['\\[a]', '\\a', true],
  // regex syntax is literal
  ['a.b', 'a.b', true],
  ['a.b', 'axb', false],
  ['(a|b)', '(a|b)', true],
  ['(a|b)', 'a', false],
  ['a+', 'aa', false],
  ['a{2}', 'a{2}', true],
  ['$x^', '$x^', true],
  // newlines are characters like any other
  ['*', 'line\nbreak', true],
  ['a?b', 'a\nb', true],
  // whole-path match, case-sensitive (POSIX fnmatch)
  ['', '', true],
  ['', 'a', false],
  ['DIR/*', 'dir/a', false],
  ['é*', 'élan', true],
];

describe('globToRegExp', () => {
  it.each(GLOB_CASES)('pattern %j against %j matches: %s', (pattern, path, matches) => {
    expect(globToRegExp(pattern).test(path)).toBe(matches);
  });

  it('stays fast on a hostile key against a pattern of many stars', () => {
    // A backtracking translation takes O(n^k) here; the lookahead form takes milliseconds.
    const re = globToRegExp('*a*a*a*a*a*a*a*a*a*b');
    const started = performance.now();
    expect(re.test('a'.repeat(5000))).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('does not read a literal digit after a star group as a longer backreference', () => {
    // The group for the first star is number 1; a following literal `0` must not become `\10`.
    expect(globToRegExp('*x*0*').test('ax0')).toBe(true);
    expect(globToRegExp('*x*0*').test('ax1')).toBe(false);
  });
});

const ex = (pattern: string): FilterRule => ({ kind: 'exclude', pattern });
const inc = (pattern: string): FilterRule => ({ kind: 'include', pattern });

const FILTER_CASES: ReadonlyArray<{
  readonly name: string;
  readonly rules: readonly FilterRule[];
  readonly included: readonly string[];
  readonly excluded: readonly string[];
}> = [
  {
    name: 'no rules: everything is included',
    rules: [],
    included: ['a', 'dir/b.txt', ''],
    excluded: [],
  },
  {
    name: 'exclude: "*.tmp"',
    rules: [ex('*.tmp')],
    included: ['a.txt', 'tmp', 'a.tmp.keep'],
    excluded: ['a.tmp', 'deep/dir/b.tmp'],
  },
  {
    name: 'exclude: "*" then include: "*.txt" (the aws-cli docs example)',
    rules: [ex('*'), inc('*.txt')],
    included: ['a.txt', 'dir/b.txt'],
    excluded: ['a.jpg', 'dir/b'],
  },
  {
    name: 'include: "*.txt" then exclude: "*" (the last match wins, so nothing is left)',
    rules: [inc('*.txt'), ex('*')],
    included: [],
    excluded: ['a.txt', 'b.jpg'],
  },
  {
    name: 'exclude: "logs/*" also excludes nested folders, since * crosses /',
    rules: [ex('logs/*')],
    included: ['logs', 'logs.txt', 'app/logs/x'],
    excluded: ['logs/a', 'logs/2024/01/a'],
  },
  {
    name: 'exclude: "*", include: "img/*", exclude: "*.raw"',
    rules: [ex('*'), inc('img/*'), ex('*.raw')],
    included: ['img/a.jpg', 'img/sub/b.png'],
    excluded: ['img/a.raw', 'doc/a.jpg', 'a.jpg'],
  },
  {
    name: 'a rule that matches nothing changes nothing',
    rules: [ex('*.never')],
    included: ['a', 'b/c'],
    excluded: [],
  },
];

describe('createFilter', () => {
  it.each(FILTER_CASES)('$name', ({ rules, included, excluded }) => {
    const filter = createFilter(rules);
    for (const path of included) expect(filter(path), path).toBe(true);
    for (const path of excluded) expect(filter(path), path).toBe(false);
  });
});

/**
 * The aws-cli's `--exclude` / `--include` rules.
 *
 * Semantics follow awscli/customizations/s3/filters.py: every path starts included, the rules
 * are tried in the order given, and the last one that matches decides. Patterns use Python's
 * `fnmatch` syntax, matched against the whole path relative to the source root:
 * - `*` matches any run of characters, `/` included (so `*.txt` matches `a/b/c.txt`);
 * - `?` matches exactly one character (one code point, as Python's `str` counts);
 * - `[seq]` / `[!seq]` match one character in / not in the set, with `a-z` ranges;
 * - everything else, backslash included, is literal: fnmatch has no escape character.
 * fnmatch never rejects a pattern: a `[` without its `]` is a literal `[`, so we do the same
 * rather than raise an error the aws-cli would not.
 *
 * Deliberate differences (the table in docs/aws-cli-differences.md lists them all): matching is
 * case-sensitive everywhere (the aws-cli's fnmatch folds case on Windows only); a pattern is
 * matched against the relative path, so one that begins with `/` never matches a path under the
 * root (the aws-cli joins it to the root's full path, and `/` then replaces that path).
 */

export type FilterKind = 'include' | 'exclude';

export interface FilterRule {
  readonly kind: FilterKind;
  readonly pattern: string;
}

/** True when the path relative to the source root (with `/` separators) takes part in the run. */
export type PathFilter = (relativePath: string) => boolean;

/** Compiles the rules once; the returned function is called for every listed path. */
export function createFilter(rules: ReadonlyArray<FilterRule>): PathFilter {
  if (rules.length === 0) return () => true;
  // Walking the rules backwards lets the first hit decide, which is the same as "last match wins".
  const compiled = rules
    .map((rule) => ({ include: rule.kind === 'include', re: globToRegExp(rule.pattern) }))
    .reverse();
  return (relativePath) => {
    for (const rule of compiled) {
      if (rule.re.test(relativePath)) return rule.include;
    }
    return true;
  };
}

type Token = { readonly star: true } | { readonly star: false; readonly source: string };

const STAR: Token = { star: true };

/**
 * Translates an fnmatch pattern into an anchored RegExp with the same meaning.
 *
 * Each `*` between two literal runs becomes `(?=(?<gN>.*?RUN))\k<gN>`: a lookahead is atomic in
 * JavaScript, so the engine cannot backtrack into it. Python's fnmatch does the same
 * (`(?>.*?RUN)`) so that a pattern such as `*a*a*a*a*b` stays linear on a long, hostile key
 * instead of backtracking polynomially.
 */
export function globToRegExp(pattern: string): RegExp {
  const tokens = tokenize(pattern);
  let out = '';
  let i = 0;
  while (i < tokens.length && !tokens[i]!.star) out += source(tokens[i++]!);
  let group = 0;
  while (i < tokens.length) {
    i++; // the star
    let run = '';
    while (i < tokens.length && !tokens[i]!.star) run += source(tokens[i++]!);
    if (i === tokens.length) {
      // The last star can be greedy: it is anchored by the end of the string.
      out += `.*${run}`;
    } else {
      group++;
      out += `(?=(?<g${group}>.*?${run}))\\k<g${group}>`;
    }
  }
  // `s`: `*` and `?` match newlines too, as in fnmatch's (?s:...). `u`: one `?` per code point.
  return new RegExp(`^(?:${out})$`, 'su');
}

function source(token: Token): string {
  return token.star ? '.*' : token.source;
}

function tokenize(pattern: string): Token[] {
  const chars = Array.from(pattern); // code points, so a surrogate pair is one character
  const tokens: Token[] = [];
  let i = 0;
  while (i < chars.length) {
    const c = chars[i++]!;
    if (c === '*') {
      // Consecutive stars mean the same as one; collapsing them keeps the regex small.
      if (tokens.at(-1) !== STAR) tokens.push(STAR);
    } else if (c === '?') {
      tokens.push({ star: false, source: '.' });
    } else if (c === '[') {
      const set = parseSet(chars, i);
      if (set === undefined) {
        tokens.push({ star: false, source: '\\[' });
      } else {
        tokens.push({ star: false, source: set.source });
        i = set.next;
      }
    } else {
      tokens.push({ star: false, source: escapeLiteral(c) });
    }
  }
  return tokens;
}

/**
 * Parses a bracket expression whose `[` sits just before `start`. Returns undefined when there
 * is no closing `]`, in which case fnmatch treats the `[` as a literal character.
 */
function parseSet(chars: string[], start: number): { source: string; next: number } | undefined {
  let j = start;
  const negated = chars[j] === '!';
  if (negated) j++;
  // A `]` first in the set is a member, not the end.
  if (chars[j] === ']') j++;
  while (j < chars.length && chars[j] !== ']') j++;
  if (j >= chars.length) return undefined;

  const body = chars.slice(negated ? start + 1 : start, j);
  const members: string[] = [];
  let k = 0;
  while (k < body.length) {
    const lo = body[k]!;
    const hi = body[k + 2];
    if (body[k + 1] === '-' && hi !== undefined) {
      // fnmatch drops a reversed range such as `z-a` instead of failing to compile.
      if (lo.codePointAt(0)! <= hi.codePointAt(0)!) {
        members.push(`${escapeInSet(lo)}-${escapeInSet(hi)}`);
      }
      k += 3;
    } else {
      members.push(escapeInSet(lo));
      k++;
    }
  }
  const next = j + 1;
  if (members.length === 0) {
    // Only reversed ranges: `[z-a]` matches nothing, and `[!z-a]` matches any one character.
    return { source: negated ? '.' : '(?!)', next };
  }
  return { source: `[${negated ? '^' : ''}${members.join('')}]`, next };
}

function escapeLiteral(c: string): string {
  return /[\\^$.*+?()[\]{}|/]/.test(c) ? `\\${c}` : c;
}

function escapeInSet(c: string): string {
  return /[\\\]^[-]/.test(c) ? `\\${c}` : c;
}

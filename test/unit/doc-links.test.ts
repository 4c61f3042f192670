import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import { marked, type Tokens } from 'marked';
import { decodeEntities, plainText } from '../support/markdown-text.js';
import { describe, expect, it } from 'vitest';

// Every relative link in the README and docs/ leads to a file of the repository, and every
// #anchor to a heading that GitHub renders with that id; the docs link nowhere outside it.

const ROOT = path.resolve(import.meta.dirname, '../..');
const DOCS = [
  'README.md',
  'CHANGELOG.md',
  'SECURITY.md',
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
/** Where a link must stay inside the repository (the CHANGELOG's version links are GitHub's). */
const NO_OUTSIDE_LINKS = DOCS.filter((doc) => doc !== 'CHANGELOG.md');

interface Link {
  readonly href: string;
  /** Written as a link ([text](href) or <href>), not a bare address in prose. */
  readonly written: boolean;
}

const parsed = new Map<string, { anchors: Set<string>; links: Link[] }>();

/** A document's heading ids (GitHub's slugs, duplicates numbered) and explicit ids, and its links. */
function parse(doc: string): { anchors: Set<string>; links: Link[] } {
  const known = parsed.get(doc);
  if (known) return known;
  const text = readFileSync(path.join(ROOT, doc), 'utf8');
  const tokens = marked.lexer(text, { gfm: true });
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  const links: Link[] = [];
  void marked.walkTokens(tokens, (token) => {
    if (token.type === 'heading')
      anchors.add(slugger.slug(decodeEntities(plainText((token as Tokens.Heading).tokens))));
    if (token.type === 'link' || token.type === 'image') {
      const link = token as Tokens.Link;
      links.push({ href: link.href, written: /^[[!<]/.test(link.raw) });
    }
    if (token.type === 'html')
      for (const match of token.raw.matchAll(/\b(?:id|name)="([^"]+)"/g)) anchors.add(match[1]!);
  });
  const result = { anchors, links };
  parsed.set(doc, result);
  return result;
}

const isOutside = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');

/** What is wrong with a link from `doc`, or undefined when it resolves. */
function brokenLink(doc: string, href: string): string | undefined {
  const [target = '', anchor] = href.split('#', 2);
  const file =
    target === ''
      ? doc
      : path.posix.normalize(path.posix.join(path.posix.dirname(doc), decodeURI(target)));
  if (file.startsWith('..')) return `${href}: leaves the repository`;
  const full = path.join(ROOT, file);
  if (!existsSync(full)) return `${href}: no file ${file}`;
  if (anchor === undefined || anchor === '') return undefined;
  if (!file.endsWith('.md') || statSync(full).isDirectory())
    return `${href}: an anchor into ${file}, which is not a markdown file`;
  if (!parse(file).anchors.has(decodeURIComponent(anchor)))
    return `${href}: ${file} has no heading whose id is "${anchor}"`;
  return undefined;
}

describe('the links of the README and docs/', () => {
  it.each(DOCS)('%s: every relative link and #anchor resolves', (doc) => {
    if (!existsSync(path.join(ROOT, doc))) throw new Error(`${doc} is missing`);
    const broken = parse(doc)
      .links.filter((link) => !isOutside(link.href))
      .map((link) => brokenLink(doc, link.href))
      .filter((problem) => problem !== undefined);
    expect(broken).toEqual([]);
  });

  it.each(NO_OUTSIDE_LINKS)('%s: no link leads outside the repository', (doc) => {
    const outside = parse(doc)
      .links.filter((link) => link.written && isOutside(link.href))
      .map((link) => link.href);
    expect(outside).toEqual([]);
  });
});

describe("the slugs the check uses: GitHub's rules", () => {
  const slugs = (...titles: string[]) => {
    const slugger = new GithubSlugger();
    return titles.map((title) => slugger.slug(title));
  };

  it('lower case, punctuation dropped, spaces to hyphens, repeats numbered', () => {
    expect(
      slugs('Caches: a 50,000-file tree', 'The `cache` action', 'Node versions', 'Node versions'),
    ).toEqual(['caches-a-50000-file-tree', 'the-cache-action', 'node-versions', 'node-versions-1']);
  });

  it('finds the headings there are and names what is missing', () => {
    const doc = 'docs/development.md';
    expect(parse(doc).anchors.has('the-local-s3-server')).toBe(true);
    expect(brokenLink(doc, '#no-such-heading')).toMatch(
      /has no heading whose id is "no-such-heading"/,
    );
    expect(brokenLink(doc, 'missing.md')).toMatch(/no file docs\/missing\.md/);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { marked, type Tokens } from 'marked';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { decodeEntities, plainText } from '../support/markdown-text.js';

// As doc-links.test.ts checks links, this checks the references written in words: every
// `see "Heading"` and `the README's "Heading"` in the text a user reads (help, errors, hints,
// input descriptions: the string literals of src/; and the docs) names a heading that exists.
// A "see" in a user's text that is not such a reference is one of the few phrases below, so a
// new "see the README" that names no heading fails here.

const ROOT = path.resolve(import.meta.dirname, '../..');
const DOCS = ['README.md', ...readdirSync(path.join(ROOT, 'docs')).map((name) => `docs/${name}`)];

const headingsOf = new Map<string, Set<string>>();
function headings(doc: string): Set<string> {
  let found = headingsOf.get(doc);
  if (!found) {
    found = new Set();
    const tokens = marked.lexer(readFileSync(path.join(ROOT, doc), 'utf8'), { gfm: true });
    for (const token of tokens)
      if (token.type === 'heading')
        found.add(decodeEntities(plainText((token as Tokens.Heading).tokens)));
    headingsOf.set(doc, found);
  }
  return found;
}

/** Each file of src/, recursively. */
function sourceFiles(dir = path.join(ROOT, 'src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** The text of every string literal and template part of a file: what the user may read. */
function stringsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const texts: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) texts.push(node.text);
    else if (ts.isTemplateExpression(node))
      texts.push(
        [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('…'),
      );
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

/**
 * The references of a text: `see "X"` (a heading of `doc`, or of the README from src/),
 * `the README's "X"`, `"X" in docs/y.md`.
 */
function references(text: string, doc: string): Array<{ doc: string; heading: string }> {
  const found: Array<{ doc: string; heading: string }> = [];
  const pattern =
    /\b(?:(?:[Ss]ee|in) (?:the )?(README|docs\/[\w-]+\.md)'s "([^"]+)"|[Ss]ee "([^"]+)"(?: (?:in|of) (README\.md|the README|docs\/[\w-]+\.md))?)/g;
  for (const match of text.matchAll(pattern)) {
    if (match[2] !== undefined)
      found.push({ doc: match[1] === 'README' ? 'README.md' : match[1]!, heading: match[2] });
    else {
      const named = match[4] === 'the README' ? 'README.md' : match[4];
      found.push({ doc: named ?? doc, heading: match[3]! });
    }
  }
  for (const match of text.matchAll(/\bthe README's "([^"]+)"/g))
    if (!found.some((ref) => ref.heading === match[1]))
      found.push({ doc: 'README.md', heading: match[1]! });
  return found;
}

/** A "see" that points at no heading, and may: the log, the chart, a command, prose. */
const NOT_A_REFERENCE = /^(?:see (?:the (?:step log|log|chart|restore step|repository)|it\b))/i;

function strays(text: string): string[] {
  return [...text.matchAll(/\b[Ss]ee /g)]
    .map((match) => text.slice(match.index))
    .filter((rest) => !/^see (?:the README's )?"/i.test(rest) && !NOT_A_REFERENCE.test(rest))
    .map((rest) => rest.slice(0, 40));
}

describe('"see X" references name headings that exist', () => {
  const inSource = sourceFiles().flatMap((file) =>
    stringsOf(file).map((text) => ({ where: path.relative(ROOT, file), text })),
  );

  it('finds the references it checks (the checker reads the strings of src/)', () => {
    const all = inSource.flatMap(({ text }) => references(text, 'README.md'));
    expect(all.length).toBeGreaterThan(3);
  });

  it('every `see "Heading"` and `the README\'s "Heading"` in src/ strings is a heading of its doc', () => {
    const broken = inSource.flatMap(({ where, text }) =>
      references(text, 'README.md')
        .filter((ref) => !headings(ref.doc).has(ref.heading))
        .map((ref) => `${where}: ${ref.doc} has no heading "${ref.heading}"`),
    );
    expect(broken).toEqual([]);
  });

  it('no "see" in src/ strings points vaguely (a bare "see the README", "See Checksums")', () => {
    const vague = inSource.flatMap(({ where, text }) =>
      strays(text).map((phrase) => `${where}: ${JSON.stringify(phrase)}`),
    );
    expect(vague).toEqual([]);
  });

  it.each(DOCS.filter((doc) => doc.endsWith('.md')))(
    '%s: every `see "Heading"` in its words is a heading of the doc it names',
    (doc) => {
      const text = readFileSync(path.join(ROOT, doc), 'utf8');
      const broken = references(text.replace(/\s+/g, ' '), doc)
        .filter((ref) => !headings(ref.doc).has(ref.heading))
        .map((ref) => `${ref.doc} has no heading "${ref.heading}"`);
      expect(broken).toEqual([]);
    },
  );
});

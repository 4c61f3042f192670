import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// What the README and docs/ say in several places, said one way.

const ROOT = path.resolve(import.meta.dirname, '../..');
const DOCS = [
  'README.md',
  'SECURITY.md',
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
const text = new Map(DOCS.map((doc) => [doc, readFileSync(path.join(ROOT, doc), 'utf8')]));

/** Every distinct match of `pattern`'s first group, with the documents it is in. */
function distinct(pattern: RegExp): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const [doc, body] of text)
    for (const match of body.matchAll(pattern)) (found[match[1]!] ??= []).push(doc);
  return found;
}

describe('the README and docs/ agree with themselves', () => {
  it('one major of aws-actions/configure-aws-credentials', () => {
    expect(Object.keys(distinct(/aws-actions\/configure-aws-credentials@(v\d+)/g))).toHaveLength(1);
  });

  it("one major in the actions' examples (uses: OWNER/s3-sync-action...@vN, and pinned # vN.x.y)", () => {
    const majors = distinct(/OWNER\/s3-sync-action(?:\/[a-z/]+)?@(v\d+)\b/g);
    expect(Object.keys(majors)).toHaveLength(1);
    const pinned = distinct(/OWNER\/s3-sync-action\S*@[0-9a-f]{40} # (v\d+)\.\d+\.\d+/g);
    expect(Object.keys(pinned)).toEqual(Object.keys(majors));
  });

  it("the examples' major is the package's: `@v1` for 1.x.y", () => {
    const { version } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      version: string;
    };
    const majors = distinct(/OWNER\/s3-sync-action(?:\/[a-z/]+)?@(v\d+)\b/g);
    expect(Object.keys(majors)).toEqual([`v${version.split('.')[0]}`]);
  });

  it("the CHANGELOG tells one story: no release above the package's version, the next one of its major", () => {
    const { version } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      version: string;
    };
    const changelog = readFileSync(path.join(ROOT, 'CHANGELOG.md'), 'utf8');
    const order = (v: string) => v.split('.').map(Number);
    const above = (v: string) => {
      const [a, b] = [order(v), order(version)];
      const i = a.findIndex((n, at) => n !== b[at]);
      return i >= 0 && a[i]! > b[i]!;
    };
    const released = [...changelog.matchAll(/^## \[(\d+\.\d+\.\d+)\]/gm)].map((m) => m[1]!);
    expect(released.filter(above)).toEqual([]);
    // The Unreleased section names its next release in bold: of the package's major, not one
    // released already, and the package's own version while that is not released.
    const unreleased = /^## \[Unreleased\]\n([\s\S]*?)(?=^## \[|^\[Unreleased\]:)/m.exec(
      changelog,
    )?.[1];
    const named = [...(unreleased ?? '').matchAll(/\*\*(\d+\.\d+\.\d+)\*\*/g)].map((m) => m[1]!);
    expect(named.filter((v) => v.split('.')[0] !== version.split('.')[0])).toEqual([]);
    expect(named.filter((v) => released.includes(v))).toEqual([]);
    if (!released.includes(version)) expect(named).toEqual([version]);
  });

  it('package.json names the repository that the examples use', () => {
    const { repository } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      repository?: { url?: string };
    };
    expect(repository?.url).toBe('git+https://github.com/OWNER/s3-sync-action.git');
  });

  it('no work items or work branches: a reference, not a diary', () => {
    const diary = /\b(?:issue #?\d+|session \d+|wt-[a-z][a-z-]*)\b/gi;
    const found = [...text].flatMap(([doc, body]) =>
      [...body.matchAll(diary)].map((match) => `${doc}: ${match[0]}`),
    );
    expect(found).toEqual([]);
  });

  it('what a save after a 1% change uploads is one figure', () => {
    const claims = distinct(/1%[^.]*?uploads? (?:about )?([\d.]+(?:-[\d.]+)? ?(?:MB|%))/g);
    expect(claims).toEqual({ '2.4-4.9 MB': expect.any(Array) });
  });
});

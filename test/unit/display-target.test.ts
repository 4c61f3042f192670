import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { displayTarget } from '../../src/sync/transfer-job.js';

/** The aws-cli's rule, as path.relative gives it: relative inside the working folder, else as is. */
function reference(p: string): string {
  const rel = path.relative(process.cwd(), p);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : p;
}

describe("a download line's local path", () => {
  const cwd = process.cwd();
  const cases: Array<[string, string]> = [
    [path.join(cwd, 'out'), 'a/b.txt'],
    [cwd, 'top.txt'],
    ['/tmp/elsewhere/x', 'a/b.txt'],
    [`${cwd}-sibling`, 'file'],
    [path.dirname(cwd), 'up.txt'],
    ['out/./rel', 'c/d'],
    ['../beside', 'e'],
    ['/', 'rooted'],
  ];
  it.each(cases)(
    'with path %j and key part %j reads as path.relative would print it',
    (dir, rel) => {
      const shown = displayTarget({ kind: 'local', path: dir }, rel);
      expect(shown).toBe(reference(path.join(dir, ...rel.split('/'))));
    },
  );
});

import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCacheWorker } from '../../src/cache/cache-worker-pool.js';
import type { WalkReply } from '../../src/cache/cache-worker-protocol.js';
import { walkLiteral } from '../../src/cache/parallel-walk.js';
import { TreeBuilder } from '../../src/cache/tree-walk.js';

/** The order the walk promises, written out plainly: a folder's entries, then each subfolder's. */
function referenceWalk(roots: string[]): Array<[number, string, string]> {
  const rows: Array<[number, string, string]> = [];
  const kind = (p: string) => {
    const s = lstatSync(p);
    return s.isSymbolicLink() ? 'l' : s.isDirectory() ? 'd' : 'f';
  };
  const walk = (root: number, dir: string, relative: string) => {
    const subfolders: Array<[string, string]> = [];
    for (const name of readdirSync(dir)) {
      const inside = relative === '' ? name : `${relative}/${name}`;
      const type = kind(path.join(dir, name));
      rows.push([root, inside, type]);
      if (type === 'd') subfolders.push([path.join(dir, name), inside]);
    }
    for (const [sub, inside] of subfolders) walk(root, sub, inside);
  };
  roots.forEach((root, index) => {
    rows.push([index, '', kind(root)]);
    if (kind(root) === 'd') walk(index, root, '');
  });
  return rows;
}

function rowsOf(tree: TreeBuilder): Array<[number, string, string]> {
  return tree.path.map((p, i) => [tree.root[i]!, p, tree.type[i]!]);
}

let scratch: string;
let wide: string;
let odd: string;
let single: string;

beforeAll(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'parallel-walk-'));
  // node_modules-like: many packages, each with nested folders (many slots for two threads).
  wide = path.join(scratch, 'node_modules');
  for (let p = 0; p < 600; p++) {
    const pkg = path.join(wide, `pkg-${p}`);
    mkdirSync(path.join(pkg, 'lib', 'deep'), { recursive: true });
    writeFileSync(path.join(pkg, 'package.json'), `{"name":"pkg-${p}"}`);
    for (let f = 0; f < 6; f++) writeFileSync(path.join(pkg, 'lib', `f${f}.js`), `// ${p} ${f}`);
    writeFileSync(path.join(pkg, 'lib', 'deep', 'x.js'), '');
  }
  // One chain of single folders above the files (the walk reads levels first to find subtrees),
  // a flat folder, empty folders, symlinks of every kind, names with spaces and unicode.
  odd = path.join(scratch, 'odd');
  mkdirSync(path.join(odd, 'a', 'b', 'c', 'd', 'e'), { recursive: true });
  for (let f = 0; f < 40; f++) writeFileSync(path.join(odd, 'a', 'b', 'c', 'd', 'e', `${f}`), 'x');
  mkdirSync(path.join(odd, 'flat'));
  for (let f = 0; f < 300; f++) writeFileSync(path.join(odd, 'flat', `file ${f} é`), `${f}`);
  mkdirSync(path.join(odd, 'empty', 'emptier'), { recursive: true });
  symlinkSync('flat', path.join(odd, 'to-flat'));
  symlinkSync('/etc/hostname', path.join(odd, 'absolute-link'));
  symlinkSync('nowhere', path.join(odd, 'broken-link'));
  writeFileSync(path.join(odd, '日本語.txt'), 'ja');
  single = path.join(scratch, 'one-file.txt');
  writeFileSync(single, 'alone');
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the save walk on two threads', () => {
  it('walks a tree on this thread alone in the plain depth-first order', async () => {
    const tree = new TreeBuilder();
    const { helperSlots } = await walkLiteral([wide, odd, single], tree, {
      helperAfterEntries: Infinity,
    });
    expect(helperSlots).toBe(0);
    expect(rowsOf(tree)).toEqual(referenceWalk([wide, odd, single]));
  });

  it('gives the same rows, sizes, modes and link targets when the helper walks every subtree', async () => {
    const here = new TreeBuilder();
    await walkLiteral([wide, odd, single], here, { helperAfterEntries: Infinity });
    const helped = new TreeBuilder();
    const { helperSlots } = await walkLiteral([wide, odd, single], helped, { claimHere: false });
    expect(helperSlots).toBeGreaterThan(16);
    expect(helped.columns()).toEqual(here.columns());
    const link = helped.path.indexOf('to-flat');
    expect(helped.link.get(link)).toBe(readlinkSync(path.join(odd, 'to-flat')));
  });

  it('keeps the order when both threads claim subtrees', async () => {
    const tree = new TreeBuilder();
    await walkLiteral([wide, odd], tree, { helperAfterEntries: 0 });
    expect(rowsOf(tree)).toEqual(referenceWalk([wide, odd]));
    expect(tree.size[tree.path.indexOf('pkg-7/package.json')]).toBe('{"name":"pkg-7"}'.length);
  });

  it('walks a root that is a file, and a missing one, without a helper', async () => {
    const tree = new TreeBuilder();
    const { helperSlots } = await walkLiteral([single, path.join(scratch, 'missing')], tree, {
      claimHere: false,
    });
    expect(helperSlots).toBe(0);
    expect(rowsOf(tree)).toEqual([[0, '', 'f']]);
  });

  it.each([
    ['this thread', { helperAfterEntries: Infinity }],
    ['the helper', { claimHere: false }],
  ] as const)(
    "leaves out restores' temporary files, removing a killed one's (walked by %s)",
    async (_, options) => {
      const root = mkdtempSync(path.join(scratch, 'leftovers-'));
      // Twenty packages: twenty subtrees, which the helper walks when it claims them.
      for (let p = 0; p < 20; p++) {
        mkdirSync(path.join(root, `pkg-${p}`, 'lib'), { recursive: true });
        writeFileSync(path.join(root, `pkg-${p}`, 'lib', 'a.js'), 'a');
      }
      const lib = path.join(root, 'pkg-3', 'lib');
      // A pid above Linux's limit (4,194,304) runs no more; this process's pid still runs.
      const killed = ['.s3cache-4194999-1-7', '.s3cache-empty-4194999', '.s3cache-blob-4194999-3'];
      for (const name of killed) writeFileSync(path.join(lib, name), 'half');
      const running = path.join(root, 'pkg-5', `.s3cache-${process.pid}-0-1`);
      writeFileSync(running, 'half');
      writeFileSync(path.join(root, 'pkg-5', '.s3cache-readme'), 'a name like ours, not ours');
      const tree = new TreeBuilder();
      const { helperSlots } = await walkLiteral([root], tree, options);
      expect(helperSlots).toBe('claimHere' in options ? 20 : 0);
      expect(
        tree.path.filter((p) => p.startsWith('pkg-5/') || p.startsWith('pkg-3/')).toSorted(),
      ).toEqual([
        'pkg-3/lib',
        'pkg-3/lib/a.js',
        'pkg-5/.s3cache-readme',
        'pkg-5/lib',
        'pkg-5/lib/a.js',
      ]);
      expect(tree.path.filter((p) => p.includes('.s3cache-'))).toEqual(['pkg-5/.s3cache-readme']);
      expect(tree.leftovers.toSorted()).toEqual(
        killed.map((name) => path.join(lib, name)).toSorted(),
      );
      expect(readdirSync(lib)).toEqual(['a.js']);
      expect(lstatSync(running).isFile()).toBe(true);
    },
  );

  it("reports a folder the helper cannot read with the system's error", async () => {
    const worker = startCacheWorker();
    try {
      const reply = new Promise<WalkReply>((resolve) => worker.once('message', resolve));
      worker.postMessage({
        walk: {
          slots: [{ folder: [path.join(scratch, 'gone'), 'gone'], root: 0 }],
          counter: new SharedArrayBuffer(4),
        },
      });
      const answer = await reply;
      expect('walkError' in answer && answer.walkError.code).toBe('ENOENT');
    } finally {
      await worker.terminate();
    }
  });
});

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
import { walkCachePaths, type WalkedTree } from '../../src/cache/save/walk-cache-paths.js';

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

function rowsOf(tree: WalkedTree): Array<[number, string, string]> {
  return [...tree.path].map((p, i) => [tree.root[i]!, p, tree.type[i]!]);
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

describe("the save's walk of literal paths", () => {
  it('paths: node_modules, odd, one-file.txt -> every entry once, in the plain depth-first order', async () => {
    const tree = await walkCachePaths(['node_modules', 'odd', 'one-file.txt'], scratch);
    expect(rowsOf(tree)).toEqual(referenceWalk([wide, odd, single]));
    expect(tree.size[[...tree.path].indexOf('pkg-7/package.json')]).toBe('{"name":"pkg-7"}'.length);
    const link = [...tree.path].indexOf('to-flat');
    expect(tree.link.get(link)).toBe(readlinkSync(path.join(odd, 'to-flat')));
    expect(tree.leftovers).toEqual([]);
  });

  it("path: a tree holding restores' temporary files -> left out; a killed restore's removed", async () => {
    const root = mkdtempSync(path.join(scratch, 'leftovers-'));
    for (let p = 0; p < 20; p++) {
      mkdirSync(path.join(root, `pkg-${p}`, 'lib'), { recursive: true });
      writeFileSync(path.join(root, `pkg-${p}`, 'lib', 'a.js'), 'a');
    }
    const lib = path.join(root, 'pkg-3', 'lib');
    // A pid above Linux's limit (4,194,304) runs no more; this process's pid still runs.
    const killed = [
      '.s3cache-4194999-1-7',
      '.s3cache-empty-4194999',
      '.s3cache-blob-4194999-3',
      '..s3cache-blob-4194999-4.4194999-0.s3sync-tmp', // a blob the SDK's download was fetching
    ];
    for (const name of killed) writeFileSync(path.join(lib, name), 'half');
    const running = path.join(root, 'pkg-5', `.s3cache-${process.pid}-0-1`);
    writeFileSync(running, 'half');
    writeFileSync(path.join(root, 'pkg-5', '.s3cache-readme'), 'a name like ours, not ours');
    // Staging folders, as a nested root's restore leaves inside the tree: a killed one, a live one.
    const killedStaging = path.join(root, 'pkg-7', '.s3cache-stage-4194999-0a1b2c3d-0');
    mkdirSync(path.join(killedStaging, 'x'), { recursive: true });
    writeFileSync(path.join(killedStaging, 'x', 'y.js'), 'half');
    const liveStaging = path.join(root, 'pkg-8', `.s3cache-stage-${process.pid}-deadbeef-1`);
    mkdirSync(liveStaging);
    writeFileSync(path.join(liveStaging, 'z.js'), 'half');
    for (const paths of [[path.basename(root)], [`${path.basename(root)}/**`]]) {
      const tree = await walkCachePaths(paths, scratch);
      expect(
        [...tree.path].filter((p) => p.startsWith('pkg-5/') || p.startsWith('pkg-3/')).toSorted(),
      ).toEqual([
        'pkg-3/lib',
        'pkg-3/lib/a.js',
        'pkg-5/.s3cache-readme',
        'pkg-5/lib',
        'pkg-5/lib/a.js',
      ]);
      expect([...tree.path].filter((p) => p.includes('.s3cache-stage'))).toEqual([]);
      // The first walk removed the killed restore's files; the glob's walk finds none left.
      expect(tree.leftovers.toSorted()).toEqual(
        paths[0]!.endsWith('**')
          ? []
          : [...killed.map((name) => path.join(lib, name)), killedStaging].toSorted(),
      );
    }
    expect(readdirSync(lib)).toEqual(['a.js']);
    expect(readdirSync(path.join(root, 'pkg-7'))).toEqual(['lib']);
    expect(readdirSync(liveStaging)).toEqual(['z.js']);
    expect(lstatSync(running).isFile()).toBe(true);
  });

  it("path: a glob -> a killed restore's temporary file and staging folder are left out and removed there too", async () => {
    const root = mkdtempSync(path.join(scratch, 'glob-'));
    writeFileSync(path.join(root, 'a.js'), 'a');
    const killed = path.join(root, '.s3cache-link-4194999-2');
    writeFileSync(killed, 'half');
    // A staging folder with files under it: the glob would walk into it, and it is gone after.
    const staging = path.join(root, '.s3cache-stage-4194999-0a1b2c3d-3');
    mkdirSync(path.join(staging, 'deep'), { recursive: true });
    writeFileSync(path.join(staging, 'deep', 'f.js'), 'half');
    const tree = await walkCachePaths([`${path.basename(root)}/**`], scratch);
    expect([...tree.path].filter((p) => p !== '').toSorted()).toEqual(['a.js']);
    expect(tree.leftovers.toSorted()).toEqual([killed, staging].toSorted());
    expect(readdirSync(root)).toEqual(['a.js']);
  });

  it.each([true, false])(
    'a name a restore would refuse (a backslash, on Linux) -> left out with why, its folder walked no further (literal paths: %s)',
    async (literal) => {
      const root = mkdtempSync(path.join(scratch, 'refused-'));
      writeFileSync(path.join(root, 'ok.js'), 'ok');
      writeFileSync(path.join(root, 'a\\b.js'), 'name with a backslash');
      mkdirSync(path.join(root, 'dir\\x', 'deep'), { recursive: true });
      writeFileSync(path.join(root, 'dir\\x', 'deep', 'f.js'), 'under it');
      const name = path.basename(root);
      const tree = await walkCachePaths([literal ? name : `${name}/**`], scratch);
      expect([...tree.path].filter((p) => p !== '').toSorted()).toEqual(['ok.js']);
      expect(tree.refused).toContain('"a\\\\b.js" contains a backslash');
      expect(tree.refused).toContain('"dir\\\\x" contains a backslash');
    },
  );
});

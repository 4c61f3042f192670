import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EMPTY_SHA256 } from '../../src/cache/store/cache-manifest.js';
import type { ManifestData } from '../../src/cache/store/manifest-types.js';
import type { LandFile, LandFileColumns } from '../../src/cache/restore/restore-task-types.js';
import { LandColumnsReader, landFiles } from '../../src/cache/restore/restore-land-files.js';
import { planStaging } from '../../src/cache/restore/restore-staging.js';
import {
  contentSha256,
  finalPath,
  isSafePath,
  describeLanding,
  writePlace,
} from '../../src/cache/restore/restore-targets.js';
import { restoreTargets } from '../../src/cache/restore/restore-plan.js';
import { PathTable } from '../../src/cache/store/path-table.js';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'cache-restore-plan-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const sha = (text: string) => createHash('sha256').update(text).digest();

/**
 * One root: a folder, files in two frames of a pack, an empty file, a blob, a symlink inside
 * and one leading out, a path with `..` and a path named twice.
 */
function manifest(): Pick<ManifestData, 'entries' | 'contents'> {
  const rows: Array<[string, string, number, number]> = [
    // type, path, size, content row
    ['d', '', 0, -1],
    ['d', 'lib', 0, -1],
    ['f', 'lib/a.js', 10, 0],
    ['f', 'lib/b.js', 20, 1],
    ['f', 'lib/empty', 0, -1],
    ['f', 'big.bin', 9_000_000, 2],
    ['l', 'lib/link', 0, -1],
    ['l', 'out', 0, -1],
    ['f', '../escape', 1, 0],
    ['f', 'lib/a.js', 10, 0],
  ];
  return {
    entries: {
      type: rows.map(([t]) => t).join(''),
      root: rows.map(() => 0),
      path: PathTable.of(rows.map(([, p]) => p)),
      size: rows.map(([, , s]) => s),
      mode: rows.map(([t], i) => (t === 'd' ? 0o755 : i === 3 ? 0o4755 : 0o644)),
      mtime: rows.map((_, i) => 1_700_000_000_000 + i),
      content: rows.map(([, , , k]) => k),
      link: new Map([
        [6, 'a.js'],
        [7, '../../etc/passwd'],
      ]),
    },
    contents: {
      sha256: Buffer.concat([sha('a'), sha('b'), sha('big')]),
      object: [0, 0, 1],
      frame: [0, 1, 0],
      at: [512, 1536, 0],
    },
  };
}

/** What the worker reads back from a task's columns, as the LandFile that describeLanding gives. */
function landFileList(columns: LandFileColumns): LandFile[] {
  const reader = new LandColumnsReader(columns);
  return Array.from({ length: reader.count }, (_, n) => ({
    target: reader.target(n),
    frame: reader.frame(n),
    at: reader.at(n),
    size: reader.size(n),
    sha256: reader.sha256Hex(n),
    mode: reader.mode(n),
    mtimeMs: reader.mtimeMs(n),
    ...(reader.staged(n) ? { staged: true } : {}),
  }));
}

describe('the restore plan, read from the manifest columns', () => {
  it('an entry into a missing folder -> files, links and folders by index, refusals said, paths in the staging folder', () => {
    const root = path.join(scratch, 'missing', 'node_modules');
    const planned = restoreTargets(manifest(), [root], 0o022);
    expect(planned.dirs).toEqual([0, 1]);
    expect(planned.files).toEqual([2, 3, 4, 5]);
    expect(planned.links).toEqual([6]);
    expect(planned.missingRoots).toEqual([root]);
    expect(planned.refused).toEqual([
      '"../escape" was not restored: its path has a ".." segment',
      '"lib/a.js" was not restored: the manifest names it twice',
      '"out" was not restored: its symlink target "../../etc/passwd" climbs above the cache folder',
    ]);
    expect(finalPath(planned, 2)).toBe(path.join(root, 'lib', 'a.js'));
    expect(contentSha256(planned, 3)).toBe(sha('b').toString('hex'));
    expect(contentSha256(planned, 4)).toBe(EMPTY_SHA256);

    const { targets, stagings } = planStaging(planned);
    expect(stagings.map((s) => s.root)).toEqual([root]);
    const staging = stagings[0]!.staging;
    expect(writePlace(targets, 6)).toEqual({
      path: path.join(staging, 'lib', 'link'),
      staged: true,
    });
    // Folders are stamped at their final paths, after the staging folder is renamed.
    expect(targets.dirs.map((i) => finalPath(targets, i))).toEqual([root, path.join(root, 'lib')]);
    expect(describeLanding(targets, 3)).toEqual({
      target: path.join(staging, 'lib', 'b.js'),
      frame: 1,
      at: 1536,
      size: 20,
      sha256: sha('b').toString('hex'),
      mode: 0o755, // setuid dropped
      mtimeMs: 1_700_000_000_003,
      staged: true,
    });
  });

  it('files of frames 0 and 1 and a blob sent as columns -> the worker reads back what describeLanding gives', () => {
    const root = path.join(scratch, 'missing-too', 'cache');
    const { targets } = planStaging(restoreTargets(manifest(), [root], 0o022));
    const files = [2, 3, 5];
    const columns = landFiles(targets, files);
    expect(columns.paths).toEqual(['lib/a.js', 'lib/b.js', 'big.bin']);
    expect(columns.bases).toHaveLength(1);
    expect(landFileList(columns)).toEqual(files.map((i) => describeLanding(targets, i)));
    // A structured clone (what postMessage sends) reads back the same.
    expect(landFileList(structuredClone(columns))).toEqual(
      files.map((i) => describeLanding(targets, i)),
    );
  });

  it('an entry into a folder that exists -> nothing staged; files written under temporary names beside their final paths', () => {
    const root = path.join(scratch, 'present');
    mkdirSync(path.join(root, 'lib'), { recursive: true });
    writeFileSync(path.join(root, 'lib', 'a.js'), 'old');
    symlinkSync('a.js', path.join(root, 'lib', 'link'));
    const { targets, stagings } = planStaging(restoreTargets(manifest(), [root], 0o022));
    expect(stagings).toEqual([]);
    expect(targets.files).toEqual([2, 3, 4, 5]);
    expect(targets.links).toEqual([]); // already right on disk
    expect(targets.unchanged).toBe(1);
    const list = landFileList(landFiles(targets, [2]));
    expect(list).toEqual([describeLanding(targets, 2)]);
    expect(list[0]!.target).toBe(path.join(root, 'lib', `.s3cache-${targets.tempTag}-2`));
    expect(targets.tempTag).toMatch(new RegExp(`^${process.pid}-\\d+$`));
    expect(list[0]!.staged).toBeUndefined();
  });

  it('two roots, one a file -> each file lands under its own root', () => {
    const a = path.join(scratch, 'two', 'a');
    const b = path.join(scratch, 'two', 'b');
    const m = manifest();
    const entries = { ...m.entries, root: m.entries.root.map((_, i) => (i === 3 ? 1 : 0)) };
    const { targets } = planStaging(restoreTargets({ ...m, entries }, [a, b], 0o022));
    const list = landFileList(landFiles(targets, [2, 3]));
    expect(list).toEqual([describeLanding(targets, 2), describeLanding(targets, 3)]);
    expect(landFiles(targets, [2, 3]).bases).toHaveLength(2);
  });
});

describe('isSafePath', () => {
  it.each([
    ['', true],
    ['a', true],
    ['a/b.c/.d', true],
    ['..a/b..', true],
    ['/a', false],
    ['a//b', false],
    ['a/', false],
    ['./a', false],
    ['a/../b', false],
    ['..', false],
    ['a\0b', false],
  ])('%j -> %s', (p, safe) => {
    expect(isSafePath(p)).toBe(safe);
  });
});

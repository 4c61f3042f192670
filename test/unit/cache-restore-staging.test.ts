import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  foldersWithoutContent,
  planStaging,
  sweepAbandonedStagings,
} from '../../src/cache/restore/restore-staging.js';
import {
  finalPath,
  restoredMode,
  writePlace,
  type RestoreTargets,
} from '../../src/cache/restore/restore-targets.js';
import { PathTable } from '../../src/cache/store/path-table.js';

/** Targets under the root `/w`: the files, one link and the missing folders, by entry index. */
function targets(missingRoots: string[], files: string[], missingDirs: string[]): RestoreTargets {
  const rows: Array<['f' | 'd' | 'l', string]> = [
    ...missingDirs.map((d) => ['d', d] as ['d', string]),
    ...files.map((f) => ['f', f] as ['f', string]),
    ['l', '/w/a/b/link'],
  ];
  const indexes = (t: string) => rows.flatMap(([type], i) => (type === t ? [i] : []));
  return {
    entries: {
      type: rows.map(([t]) => t).join(''),
      root: rows.map(() => 0),
      path: PathTable.of(rows.map(([, p]) => path.relative('/w', p))),
      size: rows.map(() => 1),
      mode: rows.map(() => 0o644),
      mtime: rows.map(() => 0),
      content: rows.map(() => -1),
      link: new Map([[rows.length - 1, 'f']]),
    },
    contents: { sha256: Buffer.alloc(0), object: [], frame: [], at: [] },
    rootPaths: ['/w'],
    nestedRoots: false,
    missingDirs,
    dirs: indexes('d'),
    files: indexes('f'),
    links: indexes('l'),
    missingRoots,
    stagings: [],
    unchanged: 0,
    refused: [],
    umask: 0o022,
    tempTag: '1-2',
    existing: new Uint8Array(rows.length),
  };
}

describe('planStaging', () => {
  it('roots /w/a, /w/a/b and /w/c missing -> two staging folders; a/b is staged inside a', () => {
    const planned = targets(
      ['/w/a', '/w/a/b', '/w/c'],
      ['/w/a/f', '/w/a/b/g', '/w/c/h', '/w/abc/i', '/w/present/j'],
      ['/w/a', '/w/a/b', '/w/c', '/w/c/sub'],
    );
    const { targets: t, stagings, stagedDirs } = planStaging(planned);
    expect(stagings.map((s) => s.root)).toEqual(['/w/a', '/w/c']);
    const [a, c] = stagings.map((s) => s.staging);
    for (const s of [a!, c!]) {
      expect(path.dirname(s)).toBe('/w');
      expect(path.basename(s)).toMatch(/^\.s3cache-stage-/);
    }
    expect(t.files.map((i) => Object.values(writePlace(t, i)))).toEqual([
      [`${a}/f`, true],
      [`${a}/b/g`, true],
      [`${c}/h`, true],
      // A sibling whose name starts like a root's is not inside it: its own temporary name.
      ['/w/abc/.s3cache-1-2-7', false],
      ['/w/present/.s3cache-1-2-8', false],
    ]);
    expect(writePlace(t, t.links[0]!)).toEqual({ path: `${a}/b/link`, staged: true });
    // The staging folders are made on their own; folders inside them move with them.
    expect(stagedDirs).toEqual([`${a}/b`, `${c}/sub`]);
    expect(t.missingDirs).toEqual([]);
    // Folder entries keep their final paths: they are stamped after the renames.
    expect(t.dirs.map((i) => finalPath(t, i))).toEqual(['/w/a', '/w/a/b', '/w/c', '/w/c/sub']);
  });

  it('no root missing -> the targets as they were, no staging', () => {
    const planned = targets([], ['/w/a/f'], []);
    const { targets: t, stagings } = planStaging(planned);
    expect(stagings).toEqual([]);
    expect(t).toBe(planned);
  });
});

describe('foldersWithoutContent', () => {
  it('staged files in s/x/y and s/z -> s/x, s/x/y and s/z made by the workers; s/empty and s/x/links at the end', () => {
    // Root /w/s staged in /w/s (as if its staging folder had its name), /w/other not.
    const planned = targets([], ['/w/s/x/y/f', '/w/s/z/g', '/w/other/h'], []);
    const t = { ...planned, stagings: [{ root: '/w/s', staging: '/w/s' }] };
    const dirs = ['/w/s/x', '/w/s/x/y', '/w/s/z', '/w/s/empty', '/w/s/x/links'];
    expect(foldersWithoutContent(dirs, t, t.files)).toEqual(['/w/s/empty', '/w/s/x/links']);
  });

  it('roots /w/s (staged in /w/.stage) and /w/other -> the same folders, found on the relative paths', () => {
    const files = ['x/y/f', 'z/g', 'h'];
    const t: RestoreTargets = {
      ...targets([], [], []),
      entries: {
        type: 'fff',
        root: [0, 0, 1],
        path: PathTable.of(files),
        size: [1, 1, 1],
        mode: [0o644, 0o644, 0o644],
        mtime: [0, 0, 0],
        content: [-1, -1, -1],
        link: new Map(),
      },
      rootPaths: ['/w/s', '/w/other'],
      files: [0, 1, 2],
      links: [],
      stagings: [{ root: '/w/s', staging: '/w/.stage' }],
    };
    const dirs = [
      '/w/.stage/x',
      '/w/.stage/x/y',
      '/w/.stage/z',
      '/w/.stage/empty',
      '/w/.stage/x/links',
    ];
    expect(foldersWithoutContent(dirs, t, t.files)).toEqual([
      '/w/.stage/empty',
      '/w/.stage/x/links',
    ]);
    // A file of the root that is not staged reaches no staged folder.
    expect(foldersWithoutContent(dirs, t, [2])).toEqual(dirs);
  });
});

describe('restoredMode', () => {
  it.each([
    [0o644, 0o022, 0o644],
    [0o666, 0o022, 0o644],
    [0o777, 0o022, 0o755],
    [0o755, 0o077, 0o700],
    [0o4755, 0o022, 0o755], // setuid dropped
    [0o2775, 0o002, 0o775], // setgid dropped
    [0o1777, 0o000, 0o777], // sticky dropped
  ])('mode %o under umask %o -> %o, as tar -x gives it', (mode, umask, want) => {
    expect(restoredMode(mode, umask)).toBe(want);
  });
});

describe('sweepAbandonedStagings', () => {
  it('removes the staging folders of restores whose process is gone, and nothing else', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sweep-'));
    try {
      const names = [
        '.s3cache-stage-4000001-0a1b2c3d-0', // its process is gone
        '.s3cache-stage-4000002-0a1b2c3d-1', // still running
        `.s3cache-stage-${process.pid}-0a1b2c3d-0`, // this process's own
        '.s3cache-stage-4000001-nothex00-0', // not our name
        'node_modules',
      ];
      for (const name of names) mkdirSync(path.join(dir, name, 'inner'), { recursive: true });
      writeFileSync(
        path.join(dir, '.s3cache-stage-4000003-0a1b2c3d-0'),
        'a file under a staging name',
      );
      const swept = sweepAbandonedStagings(dir, (pid) => pid === 4000002);
      expect(swept).toEqual([
        '.s3cache-stage-4000001-0a1b2c3d-0',
        '.s3cache-stage-4000003-0a1b2c3d-0',
      ]);
      expect(readdirSync(dir).sort()).toEqual([...names.slice(1)].sort());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a folder that does not exist yet has nothing to sweep', () => {
    expect(sweepAbandonedStagings(path.join(os.tmpdir(), 'no-such-folder-for-sweep'))).toEqual([]);
  });
});

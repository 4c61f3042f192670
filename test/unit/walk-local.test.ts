import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, utimes, writeFile, chmod } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compareKeys } from '../../src/s3/list/key-order.js';
import {
  walkLocal,
  type LocalEntry,
  type WalkLocalOptions,
  type WalkWarning,
} from '../../src/sync/walk-local.js';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'walk-local-'));
});

afterEach(async () => {
  await chmod(root, 0o700).catch(() => {});
  await rm(root, { recursive: true, force: true });
});

/** Creates files (and their folders) under the temp root; content defaults to the name. */
async function files(...rels: string[]): Promise<void> {
  for (const rel of rels) {
    await mkdir(path.dirname(path.join(root, rel)), { recursive: true });
    await writeFile(path.join(root, rel), rel);
  }
}

async function walk(options: WalkLocalOptions = {}, at = root) {
  const warnings: WalkWarning[] = [];
  const batches: Array<readonly LocalEntry[]> = [];
  for await (const batch of walkLocal(at, { onWarning: (w) => warnings.push(w), ...options })) {
    batches.push(batch);
  }
  const entries = batches.flat();
  return { batches, entries, rels: entries.map((e) => e.rel), warnings };
}

describe('walkLocal order', () => {
  it('yields files in UTF-8 byte order of the relative path, folders expanded in place', async () => {
    const want = [
      'A',
      'a-b', // '-' < '/': before everything inside the folder `a`
      'a.txt', // '.' < '/'
      'a/x',
      'a/x-1',
      'a/y-z',
      'a/y/z',
      'a/y0', // '/' < '0': the folder `a/y` comes before the file `a/y0`
      'a0',
      'b',
      'é',
      '\uE000',
      '😀', // U+1F600 after U+E000 in UTF-8, though JavaScript's < says otherwise
    ];
    await files(...[...want].reverse());
    const { rels, warnings } = await walk();
    expect(warnings).toEqual([]);
    expect(rels).toEqual(want);
    expect(rels).toEqual([...rels].sort(compareKeys));
  });

  it('keeps the order on a random tree of many small folders (the read-ahead path)', async () => {
    const names = ['a', 'a-', 'a0', 'a.b', 'b', 'ß', '😀'];
    let seed = 3;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const made = new Set<string>();
    for (let i = 0; i < 600; i++) {
      const depth = 1 + Math.floor(random() * 4);
      const parts = Array.from(
        { length: depth },
        () => names[Math.floor(random() * names.length)]!,
      );
      // a path cannot be both a file and a folder: make files end in `.f`, folders never do
      made.add(`${parts.join('/')}.f`);
    }
    await files(...made);
    const { rels, warnings } = await walk({ batchSize: 7 });
    expect(warnings).toEqual([]);
    expect(rels).toEqual([...made].sort(compareKeys));
  });

  it('a folder of more entries than are stat-ed in one turn: every file, sized, in order', async () => {
    // Names that sort differently as bytes and as the order they were made, across turns.
    const made = Array.from({ length: 700 }, (_, i) => `big/${(i * 7919) % 1000}-${i}.txt`);
    await files(...made, 'big/sub/inner');
    const { entries, rels, warnings } = await walk();
    expect(warnings).toEqual([]);
    expect(rels).toEqual([...made, 'big/sub/inner'].sort(compareKeys));
    expect(entries.find((e) => e.rel === made[699])?.size).toBe(made[699]!.length);
  });

  it('reports size, mtime and the path to open', async () => {
    await files('dir/f.bin');
    await writeFile(path.join(root, 'dir/f.bin'), Buffer.alloc(1234));
    await utimes(path.join(root, 'dir/f.bin'), 1_700_000_000, 1_700_000_000.5);
    const { entries } = await walk();
    expect(entries).toEqual([
      {
        at: 'local',
        rel: 'dir/f.bin',
        path: path.join(root, 'dir', 'f.bin'),
        size: 1234,
        mtimeMs: 1_700_000_000_500,
      },
    ]);
  });
});

describe('walkLocal batches', () => {
  it.each([
    [1, 5, [1, 1, 1, 1, 1]],
    [2, 5, [2, 2, 1]],
    [5, 5, [5]],
    [1000, 5, [5]],
  ])('batchSize: %d over %d files gives batches of %j', async (batchSize, count, sizes) => {
    await files(...Array.from({ length: count }, (_, i) => `d${i % 2}/f${i}`));
    const { batches } = await walk({ batchSize });
    expect(batches.map((b) => b.length)).toEqual(sizes);
  });

  it('yields no batch at all for an empty tree of empty folders', async () => {
    await mkdir(path.join(root, 'empty/deeper'), { recursive: true });
    const { batches } = await walk();
    expect(batches).toEqual([]);
  });
});

describe('walkLocal symlinks', () => {
  let outside: string;
  beforeEach(async () => {
    outside = await mkdtemp(path.join(tmpdir(), 'walk-outside-'));
    await writeFile(path.join(outside, 'target.txt'), 'hello');
    await mkdir(path.join(outside, 'tdir'));
    await writeFile(path.join(outside, 'tdir', 'inner.txt'), 'in');
  });
  afterEach(async () => {
    await rm(outside, { recursive: true, force: true });
  });

  it('follow-symlinks (default): links to files and folders are walked as what they point to', async () => {
    await files('plain.txt');
    await symlink(path.join(outside, 'target.txt'), path.join(root, 'link.txt'));
    await symlink(path.join(outside, 'tdir'), path.join(root, 'linkdir'));
    const { entries, warnings } = await walk();
    expect(warnings).toEqual([]);
    expect(entries.map((e) => [e.rel, e.size])).toEqual([
      ['link.txt', 5],
      ['linkdir/inner.txt', 2],
      ['plain.txt', 9],
    ]);
    expect(entries[1]!.path).toBe(path.join(root, 'linkdir', 'inner.txt'));
  });

  it('follow-symlinks: false skips every link, silently, as the aws-cli does', async () => {
    await files('plain.txt');
    await symlink(path.join(outside, 'target.txt'), path.join(root, 'link.txt'));
    await symlink(path.join(outside, 'tdir'), path.join(root, 'linkdir'));
    await symlink(path.join(root, 'missing'), path.join(root, 'broken'));
    const { rels, warnings } = await walk({ followSymlinks: false });
    expect(rels).toEqual(['plain.txt']);
    expect(warnings).toEqual([]);
  });

  it('a symlink back to an ancestor is reported once and not followed', async () => {
    await files('a/file.txt');
    await symlink('..', path.join(root, 'a', 'up')); // a/up -> root
    await symlink('.', path.join(root, 'a', 'self')); // a/self -> a
    const { rels, warnings } = await walk();
    expect(rels).toEqual(['a/file.txt']);
    expect(warnings.map((w) => path.relative(root, w.path)).sort()).toEqual(['a/self', 'a/up']);
    expect(warnings[0]!.message).toMatch(/back into a folder/);
  });

  it('two links to the same folder outside the tree are both walked (no cycle, as the aws-cli)', async () => {
    await symlink(path.join(outside, 'tdir'), path.join(root, 'one'));
    await symlink(path.join(outside, 'tdir'), path.join(root, 'two'));
    const { rels, warnings } = await walk();
    expect(warnings).toEqual([]);
    expect(rels).toEqual(['one/inner.txt', 'two/inner.txt']);
  });

  it('a broken symlink becomes a warning, and the walk goes on', async () => {
    await files('a.txt', 'z.txt');
    await symlink(path.join(root, 'nowhere'), path.join(root, 'm-broken'));
    const { rels, warnings } = await walk();
    expect(rels).toEqual(['a.txt', 'z.txt']);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ path: path.join(root, 'm-broken'), code: 'ENOENT' });
  });

  it('a symlink loop (a -> b -> a) becomes a warning', async () => {
    await symlink(path.join(root, 'loop-b'), path.join(root, 'loop-a'));
    await symlink(path.join(root, 'loop-a'), path.join(root, 'loop-b'));
    const { rels, warnings } = await walk();
    expect(rels).toEqual([]);
    expect(warnings.map((w) => w.code)).toEqual(['ELOOP', 'ELOOP']);
  });

  it('the root may itself be a symlink to a folder', async () => {
    await files('x.txt');
    const link = path.join(outside, 'root-link');
    await symlink(root, link);
    const { rels } = await walk({ followSymlinks: false }, link);
    expect(rels).toEqual(['x.txt']);
  });
});

describe('walkLocal warnings and errors', () => {
  const asRoot = process.geteuid?.() === 0;

  it.skipIf(asRoot || process.platform === 'win32')(
    'an unreadable folder is a warning',
    async () => {
      await files('locked/secret.txt', 'open.txt');
      await chmod(path.join(root, 'locked'), 0o000);
      try {
        const { rels, warnings } = await walk();
        expect(rels).toEqual(['open.txt']);
        expect(warnings).toMatchObject([{ path: path.join(root, 'locked'), code: 'EACCES' }]);
      } finally {
        await chmod(path.join(root, 'locked'), 0o700);
      }
    },
  );

  it.skipIf(asRoot || process.platform === 'win32')('an unreadable file is a warning', async () => {
    await files('locked.txt', 'open.txt');
    await chmod(path.join(root, 'locked.txt'), 0o000);
    const { rels, warnings } = await walk();
    expect(rels).toEqual(['open.txt']);
    expect(warnings).toMatchObject([{ path: path.join(root, 'locked.txt'), code: 'EACCES' }]);
  });

  it.skipIf(process.platform === 'win32')(
    'a FIFO and a socket are warnings, not hangs',
    async () => {
      await files('a.txt');
      execFileSync('mkfifo', [path.join(root, 'fifo')]);
      const server: Server = createServer();
      await new Promise<void>((resolve) => server.listen(path.join(root, 'sock'), resolve));
      try {
        const { rels, warnings } = await walk();
        expect(rels).toEqual(['a.txt']);
        expect(warnings.map((w) => path.basename(w.path)).sort()).toEqual(['fifo', 'sock']);
        expect(warnings[0]!.message).toMatch(/FIFO, or socket/);
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    },
  );

  it('a missing root rejects with the file system error', async () => {
    await expect(walk({}, path.join(root, 'nope'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('a root that is a file rejects', async () => {
    await files('f');
    await expect(walk({}, path.join(root, 'f'))).rejects.toMatchObject({ code: 'ENOTDIR' });
  });

  it('stops when the signal is aborted', async () => {
    await files(...Array.from({ length: 20 }, (_, i) => `d${i}/f`));
    const controller = new AbortController();
    const seen: string[] = [];
    const run = async () => {
      for await (const batch of walkLocal(root, { batchSize: 1, signal: controller.signal })) {
        seen.push(...batch.map((e) => e.rel));
        if (seen.length === 3) controller.abort();
      }
    };
    await expect(run()).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toHaveLength(3);
  });
});

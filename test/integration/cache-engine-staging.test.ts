import { lstat, mkdir, readdir, readFile, stat, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { restoreCache } from '../../src/cache/restore/restore-cache.js';
import { saveCache } from '../../src/cache/save/save-cache.js';
import { restoreRequest, saveRequest, snapshot } from '../support/cache-store-harness.js';
import { testClient } from '../support/s3.js';
import { cacheBucketBehindProxy } from '../support/bucket-fixtures.js';

const signal = new AbortController().signal;

/**
 * 1,200 files of about 10 KB over 4 folders: about 12 MiB of content, so 6 or more frames and
 * at least two pack GETs (4 needed frames per GET), one empty file, a link.
 */
async function makeTree(root: string): Promise<void> {
  for (let i = 0; i < 1200; i++) {
    const dir = path.join(root, `d${i % 4}`, i % 2 ? 'odd' : 'even');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, `f${i}.txt`), `${`line ${i} of text `.repeat(600)}\n`);
  }
  await writeFile(path.join(root, 'empty'), '');
  await symlink('d0/even/f0.txt', path.join(root, 'link'));
}

describe('cache restore: a root that does not exist is staged beside it and renamed once', () => {
  const client = testClient();
  const setup = cacheBucketBehindProxy(client, 'cache-stage');
  let source: string;
  let n = 0;

  beforeAll(async () => {
    source = path.join(setup.scratch, 'src');
    await makeTree(path.join(source, 'tree'));
    await mkdir(path.join(source, 'a', 'b'), { recursive: true });
    await writeFile(path.join(source, 'a', 'top.txt'), 'top');
    await writeFile(path.join(source, 'a', 'b', 'inner.txt'), 'inner');
    const saved = await saveCache(
      setup.session,
      saveRequest(store(), source, ['tree'], 'k'),
      signal,
    );
    expect(saved.outcome).toBe('saved');
    const nested = saveRequest(store(), source, ['a', 'a/b'], 'nested');
    expect((await saveCache(setup.session, nested, signal)).outcome).toBe('saved');
  });

  function store() {
    return { bucket: setup.bucket, prefix: 'stage' };
  }
  async function freshWorkspace(): Promise<string> {
    const dir = path.join(setup.scratch, `ws${++n}`);
    await mkdir(dir);
    return dir;
  }

  it('path: tree (absent) -> restored whole, its folders stamped, nothing left beside it', async () => {
    const ws = await freshWorkspace();
    const result = await restoreCache(
      setup.session,
      restoreRequest(store(), ws, ['tree'], 'k'),
      signal,
    );
    expect(result.outcome).toBe('exact');
    expect(result.warnings).toEqual([]);
    expect(await readdir(ws)).toEqual(['tree']);
    expect(await snapshot(path.join(ws, 'tree'))).toEqual(
      await snapshot(path.join(source, 'tree')),
    );
    // Folders get their mtime after the rename, so the root and its folders keep the saved one.
    for (const dir of ['', 'd1', 'd1/odd'])
      expect(Math.floor((await stat(path.join(ws, 'tree', dir))).mtimeMs)).toBe(
        Math.floor((await stat(path.join(source, 'tree', dir))).mtimeMs),
      );
  });

  it('path: tree (absent) beside the staging folder of a restore that was killed -> that folder is removed, with a warning, and the tree restored', async () => {
    const ws = await freshWorkspace();
    // A pid above Linux's limit (4,194,304): no process can have it.
    const left = path.join(ws, '.s3cache-stage-4194999-0a1b2c3d-0');
    await mkdir(path.join(left, 'd0', 'even'), { recursive: true });
    await writeFile(path.join(left, 'd0', 'even', 'f0.txt'), 'half written');
    const result = await restoreCache(
      setup.session,
      restoreRequest(store(), ws, ['tree'], 'k'),
      signal,
    );
    expect(result.outcome).toBe('exact');
    expect(result.warnings).toEqual([
      `removed ${JSON.stringify(left)}, left by a restore that was killed`,
    ]);
    expect(await readdir(ws)).toEqual(['tree']);
    expect(await snapshot(path.join(ws, 'tree'))).toEqual(
      await snapshot(path.join(source, 'tree')),
    );
  });

  it('path: tree (absent), every pack GET after the first stalls -> files only ever in the staging folder; a miss leaves no root and no staging folder', async () => {
    const ws = await freshWorkspace();
    setup.proxy.configure({
      faultFilter: (r) => r.method === 'GET' && r.path.includes('/cas/packs/'),
      // The second GET and every retry and GET after it stall: the restore cannot finish.
      faults: Array.from({ length: 40 }, (_, i) => ({
        onRequest: i + 2,
        kind: 'stall-mid-body' as const,
      })),
    });
    try {
      const restoring = restoreCache(
        setup.proxied,
        restoreRequest(store(), ws, ['tree'], 'k', { deadlineMs: 4000 }),
        signal,
      );
      let settled = false;
      void restoring.finally(() => (settled = true));
      // While the stalled GET waits, the first GET's files are landed: in the staging folder.
      let seen: { names: string[]; stagedFiles: number } | undefined;
      while (!settled) {
        const names = await readdir(ws);
        const staging = names.find((name) => name.startsWith('.s3cache-stage-'));
        expect(names).not.toContain('tree');
        if (staging) {
          // The miss may remove the staging folder between the two reads: then it is gone.
          const files = await readdir(path.join(ws, staging), { recursive: true }).catch(
            (error: NodeJS.ErrnoException) => {
              if (error.code === 'ENOENT') return [];
              throw error;
            },
          );
          if (files.some((f) => f.endsWith('.txt'))) seen ??= { names, stagedFiles: files.length };
        }
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const result = await restoring;
      expect(result.outcome).toBe('miss');
      expect(seen?.stagedFiles).toBeGreaterThan(0);
      expect(await readdir(ws)).toEqual([]);
    } finally {
      setup.proxy.configure({ faults: [], faultFilter: undefined });
    }
  });

  it('path: tree (present, holding a file of its own) -> landed file by file; its own file stays', async () => {
    const ws = await freshWorkspace();
    await mkdir(path.join(ws, 'tree'));
    await writeFile(path.join(ws, 'tree', 'mine.txt'), 'not from the cache');
    const result = await restoreCache(
      setup.session,
      restoreRequest(store(), ws, ['tree'], 'k'),
      signal,
    );
    expect(result.outcome).toBe('exact');
    expect(await readdir(ws)).toEqual(['tree']);
    expect(await readFile(path.join(ws, 'tree', 'mine.txt'), 'utf8')).toBe('not from the cache');
    const restored = await snapshot(path.join(ws, 'tree'));
    restored.delete('mine.txt');
    expect(restored).toEqual(await snapshot(path.join(source, 'tree')));
  });

  it('path: tree, holding the temporary files of a killed restore and of a running one -> the save stores neither, removes the killed one with a warning', async () => {
    const ws = await freshWorkspace();
    const tree = path.join(ws, 'tree');
    await mkdir(path.join(tree, 'deep'), { recursive: true });
    await writeFile(path.join(tree, 'kept.txt'), 'kept');
    // A pid above Linux's limit (4,194,304) ran no more; this process's pid still runs.
    const killed = path.join(tree, 'deep', '.s3cache-4194999-1-7');
    const running = path.join(tree, `.s3cache-link-${process.pid}-0`);
    const notOurs = path.join(tree, '.s3cache-notes');
    for (const file of [killed, running, notOurs]) await writeFile(file, 'half written');
    const saved = await saveCache(
      setup.session,
      saveRequest(store(), ws, ['tree'], 'leftovers'),
      signal,
    );
    expect(saved.outcome).toBe('saved');
    expect(saved.warnings).toEqual([
      `removed ${JSON.stringify(killed)}, left by a restore that was killed`,
    ]);
    expect(await readdir(path.join(tree, 'deep'))).toEqual([]);
    expect(await readFile(running, 'utf8')).toBe('half written');
    const other = await freshWorkspace();
    const result = await restoreCache(
      setup.session,
      restoreRequest(store(), other, ['tree'], 'leftovers'),
      signal,
    );
    expect(result.outcome).toBe('exact');
    expect([...(await snapshot(path.join(other, 'tree'))).keys()].sort()).toEqual(
      ['.s3cache-notes', 'deep', 'kept.txt'].sort(),
    );
  });

  it('path: tree, where tree is a symlink to a folder -> restored through the link, which stays a link', async () => {
    const ws = await freshWorkspace();
    await mkdir(path.join(ws, 'elsewhere'));
    await symlink('elsewhere', path.join(ws, 'tree'));
    const result = await restoreCache(
      setup.session,
      restoreRequest(store(), ws, ['tree'], 'k'),
      signal,
    );
    expect(result.outcome).toBe('exact');
    expect(result.warnings).toEqual([]);
    expect((await lstat(path.join(ws, 'tree'))).isSymbolicLink()).toBe(true);
    expect(await snapshot(path.join(ws, 'elsewhere'))).toEqual(
      await snapshot(path.join(source, 'tree')),
    );
    expect((await readdir(ws)).sort()).toEqual(['elsewhere', 'tree']);
  });

  it('path: tree, where tree is a file -> nothing written, the file untouched, warnings say why', async () => {
    const ws = await freshWorkspace();
    await writeFile(path.join(ws, 'tree'), 'a file');
    const before = await stat(path.join(ws, 'tree'));
    const result = await restoreCache(
      setup.session,
      restoreRequest(store(), ws, ['tree'], 'k'),
      signal,
    );
    expect(result.warnings.join('\n')).toMatch(/a file stands where the folder should be/);
    const after = await stat(path.join(ws, 'tree'));
    expect(await readFile(path.join(ws, 'tree'), 'utf8')).toBe('a file');
    expect([after.mode, after.mtimeMs]).toEqual([before.mode, before.mtimeMs]);
    expect(await readdir(ws)).toEqual(['tree']);
  });

  it('paths: a and a/b (nested, both absent) -> one staging, the whole of a restored', async () => {
    const ws = await freshWorkspace();
    const result = await restoreCache(
      setup.session,
      restoreRequest(store(), ws, ['a', 'a/b'], 'nested'),
      signal,
    );
    expect(result.outcome).toBe('exact');
    expect(await readdir(ws)).toEqual(['a']);
    expect(await snapshot(path.join(ws, 'a'))).toEqual(await snapshot(path.join(source, 'a')));
  });

  it('paths: a and a/b, with a present and a/b absent -> a/b restored, a keeps its own file', async () => {
    const ws = await freshWorkspace();
    await mkdir(path.join(ws, 'a'));
    await writeFile(path.join(ws, 'a', 'mine.txt'), 'mine');
    const result = await restoreCache(
      setup.session,
      restoreRequest(store(), ws, ['a', 'a/b'], 'nested'),
      signal,
    );
    expect(result.outcome).toBe('exact');
    expect((await readdir(path.join(ws, 'a'))).sort()).toEqual(['b', 'mine.txt', 'top.txt']);
    expect(await readFile(path.join(ws, 'a', 'b', 'inner.txt'), 'utf8')).toBe('inner');
  });
});

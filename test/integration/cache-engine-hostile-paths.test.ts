import { randomBytes } from 'node:crypto';
import type { Worker } from 'node:worker_threads';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import {
  lstat,
  mkdir,
  readdir,
  readFile,
  readlink,
  rm,
  stat,
  symlink,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  CacheManifest,
  CacheRoot,
  ManifestFile,
} from '../../src/cache/store/manifest-types.js';
import { CacheWorkerPool } from '../../src/cache/workers/cache-worker-pool.js';
import type { WorkerTask } from '../../src/cache/workers/cache-worker-protocol.js';
import { restoreCache } from '../../src/cache/restore/restore-cache.js';
import { saveCache } from '../../src/cache/save/save-cache.js';
import { entryDir, entryLink, plainFile } from '../support/cache-manifests.js';
import {
  putCraftedEntry,
  restoreLeftovers,
  restoreRequest,
  saveRequest,
  saveTemplateEntry,
  snapshot,
} from '../support/cache-store-harness.js';
import { testClient } from '../support/s3.js';
import { cacheBucket } from '../support/bucket-fixtures.js';

const signal = new AbortController().signal;

const temporaries = restoreLeftovers;

/** Files whose content differs run by run, so a restore must replace every one of them. */
async function writeTree(root: string, files: number, tag: string): Promise<void> {
  await mkdir(path.join(root, 'lib'), { recursive: true });
  for (let i = 0; i < files; i++)
    await writeFile(
      path.join(root, i % 2 ? 'lib' : '', `f${i}.js`),
      `${tag} ${i} ${randomBytes(6000).toString('base64')}`,
    );
}

describe('hostile entries: where a restore writes, and what a failed one leaves', () => {
  const client = testClient();
  const setup = cacheBucket(client, 'cache-paths');
  let outside: string;
  const store = () => ({ bucket: setup.bucket, prefix: 'hostile-paths' });
  let good: CacheManifest;
  let content: ManifestFile;

  /** Stores an entry of `files` (with the good entry's objects) for `paths`, under `key`. */
  async function putEntry(
    key: string,
    files: readonly ManifestFile[],
    paths = ['tree'],
    roots: CacheRoot[] = [{ base: 'workspace', path: 'tree' }],
  ): Promise<void> {
    await putCraftedEntry(client, { store: store(), template: good, key, files, paths, roots });
  }

  const as = (p: string, m = 0o644): ManifestFile => ({ ...content, p, m });
  const dir = entryDir;
  const link = entryLink;

  async function freshWorkspace(name: string): Promise<string> {
    const ws = path.join(setup.scratch, name);
    await mkdir(ws);
    return ws;
  }

  /** Nothing outside the workspace, no temporary name in it or beside it. */
  async function expectClean(ws: string): Promise<void> {
    expect(await readdir(outside)).toEqual([]);
    expect(await temporaries(path.dirname(ws))).toEqual([]);
  }

  beforeAll(async () => {
    outside = path.join(setup.scratch, 'outside');
    await mkdir(outside);
    good = await saveTemplateEntry(
      setup.session,
      client,
      store(),
      path.join(setup.scratch, 'ws-good'),
      signal,
    );
    content = plainFile(good.files.find((f) => f.p === 'good.txt')!);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('a link chain: sub/up -> .., then esc2 -> sub/up/../../outside -> refused, a miss, nothing written', async () => {
    await putEntry('chain', [
      dir(''),
      as('good.txt'),
      dir('sub'),
      link('sub/up', '..'), // inside on its own: sub/.. is the root
      link('esc2', 'sub/up/../../outside'), // as text inside; followed, one level above the root
    ]);
    const ws = await freshWorkspace('ws-chain');
    const result = await restoreCache(
      setup.session,
      restoreRequest(store(), ws, ['tree'], 'chain'),
      signal,
    );
    expect(result.outcome).toBe('miss');
    expect(result.warnings[0]).toBe(
      '"esc2" was not restored: its symlink target "sub/up/../../outside" climbs above the cache folder',
    );
    expect(existsSync(path.join(ws, 'tree'))).toBe(false);
    await expectClean(ws);
  });

  it('a longer chain that reads /etc/passwd, and two links that point at each other -> refused, a miss', async () => {
    await putEntry('chain-long', [
      dir(''),
      as('good.txt'),
      dir('a'),
      dir('a/b'),
      link('a/b/up2', '../..'),
      link('a/b/up2x', 'up2'),
      link('pw', 'a/b/up2x/../../../../../../../../etc/passwd'),
      link('l1', 'l2'),
      link('l2', 'l1'),
    ]);
    const ws = await freshWorkspace('ws-chain-long');
    const result = await restoreCache(
      setup.session,
      restoreRequest(store(), ws, ['tree'], 'chain-long'),
      signal,
    );
    expect(result.outcome).toBe('miss');
    expect(result.warnings.slice(0, 3)).toEqual([
      '"pw" was not restored: its symlink target "a/b/up2x/../../../../../../../../etc/passwd" climbs above the cache folder',
      '"l1" was not restored: its symlink target "l2" passes through more than 40 symlinks',
      '"l2" was not restored: its symlink target "l1" passes through more than 40 symlinks',
    ]);
    expect(existsSync(path.join(ws, 'tree'))).toBe(false);
    await expectClean(ws);
  });

  it('a link planted on disk (sub/up -> ..), then an entry with esc -> sub/up/../../outside -> the disk link is followed: a miss', async () => {
    await putEntry('chain-disk', [dir(''), as('good.txt'), link('esc', 'sub/up/../../outside')]);
    const ws = await freshWorkspace('ws-chain-disk');
    await mkdir(path.join(ws, 'tree', 'sub'), { recursive: true });
    await symlink('..', path.join(ws, 'tree', 'sub', 'up'));
    const before = await snapshot(path.join(ws, 'tree'));
    const result = await restoreCache(
      setup.session,
      restoreRequest(store(), ws, ['tree'], 'chain-disk'),
      signal,
    );
    expect(result.outcome).toBe('miss');
    expect(result.warnings[0]).toMatch(
      /^"esc" was not restored: .* climbs above the cache folder$/,
    );
    expect(await snapshot(path.join(ws, 'tree'))).toEqual(before);
    await expectClean(ws);
  });

  it('a second cache whose path is a symlink leading out of the workspace -> a miss, nothing written there; allowed, it restores through it', async () => {
    const roots: CacheRoot[] = [{ base: 'workspace', path: 'esc' }];
    await putEntry(
      'second',
      [dir(''), as('authorized_keys'), as('bin/tool', 0o755)],
      ['esc'],
      roots,
    );
    const ws = await freshWorkspace('ws-second');
    await symlink(outside, path.join(ws, 'esc')); // left by an earlier step, or an earlier cache
    const refused = await restoreCache(
      setup.session,
      restoreRequest(store(), ws, ['esc'], 'second'),
      signal,
    );
    expect(refused.outcome).toBe('miss');
    expect(refused.warnings.join('\n')).toMatch(
      /the cache path ".*esc" leads through a symlink to ".*outside", outside the workspace/,
    );
    await expectClean(ws);

    const allowed = await restoreCache(
      setup.session,
      restoreRequest(store(), ws, ['esc'], 'second', { allowLinkedPaths: true }),
      signal,
    );
    expect(allowed.outcome).toBe('exact');
    expect((await readdir(outside)).sort()).toEqual(['authorized_keys', 'bin']);
    expect(await readlink(path.join(ws, 'esc'))).toBe(outside);
    await rm(outside, { recursive: true });
    await mkdir(outside);
  });

  it('a chain across two caches: the first plants tree/esc -> sub/up/../../../outside, the second restores into tree/esc/.ssh -> the first misses, so the second lands inside the workspace', async () => {
    await putEntry('plant', [
      dir(''),
      as('good.txt'),
      dir('sub'),
      link('sub/up', '..'),
      link('esc', 'sub/up/../../../outside'),
    ]);
    const sshPaths = ['tree/esc/.ssh'];
    const sshRoots: CacheRoot[] = [{ base: 'workspace', path: 'tree/esc/.ssh' }];
    await putEntry('keys', [dir(''), as('authorized_keys', 0o600)], sshPaths, sshRoots);
    const ws = await freshWorkspace('ws-two-caches');
    const first = await restoreCache(
      setup.session,
      restoreRequest(store(), ws, ['tree'], 'plant'),
      signal,
    );
    expect(first.outcome).toBe('miss');
    expect(existsSync(path.join(ws, 'tree'))).toBe(false);
    const second = await restoreCache(
      setup.session,
      restoreRequest(store(), ws, sshPaths, 'keys'),
      signal,
    );
    expect(second.outcome).toBe('exact');
    expect((await lstat(path.join(ws, 'tree', 'esc'))).isDirectory()).toBe(true);
    expect(await readdir(path.join(ws, 'tree', 'esc', '.ssh'))).toEqual(['authorized_keys']);
    await expectClean(ws);
  });

  it('paths with backslashes (..\\..\\x, a\\b) -> refused, a miss, nothing written', async () => {
    await putEntry('backslash', [dir(''), as('good.txt'), as('..\\..\\x.txt'), as('a\\b')]);
    const ws = await freshWorkspace('ws-backslash');
    const result = await restoreCache(
      setup.session,
      restoreRequest(store(), ws, ['tree'], 'backslash'),
      signal,
    );
    expect(result.outcome).toBe('miss');
    expect(result.warnings.slice(0, 2)).toEqual([
      '"..\\\\..\\\\x.txt" was not restored: its path contains a backslash',
      '"a\\\\b" was not restored: its path contains a backslash',
    ]);
    expect(await readdir(ws)).toEqual([]);
    await expectClean(ws);
  });

  describe('a failed restore into an existing tree', () => {
    let ws: string;
    let before: Map<string, unknown>;

    /** The entry `v1` of 2,000 files (and `tool.bin`, a root of its own), then the tree changed. */
    beforeAll(async () => {
      ws = await freshWorkspace('ws-existing');
      await writeTree(path.join(ws, 'tree'), 2000, 'entry');
      await writeFile(path.join(ws, 'tool.bin'), randomBytes(20_000));
      const saved = await saveCache(
        setup.session,
        saveRequest(store(), ws, ['tree', 'tool.bin'], 'v1'),
        signal,
      );
      expect(saved.outcome).toBe('saved');
      await writeTree(path.join(ws, 'tree'), 2000, 'user');
      await writeFile(path.join(ws, 'tool.bin'), 'the user build of the tool');
      await writeFile(path.join(ws, 'tree', 'mine.txt'), 'a file of the user, not in the entry');
    });

    beforeEach(async () => {
      before = await snapshot(ws);
    });

    /** Runs `each` as the restore hands its `n`th task to the pool. */
    function onTask(each: (n: number, pool: CacheWorkerPool) => void): { calls: () => number } {
      let calls = 0;
      const run = CacheWorkerPool.prototype.run;
      vi.spyOn(CacheWorkerPool.prototype, 'run').mockImplementation(function (
        this: CacheWorkerPool,
        task: WorkerTask,
        transfer?: ArrayBuffer[],
        cancel?: AbortSignal,
      ) {
        const reply = run.call(this, task, transfer, cancel);
        // Connections opened ahead during the lookup are not the restore's work: the hooks
        // count the tasks that come after the plan.
        if (task.kind !== 'preconnect') each(++calls, this);
        return reply;
      } as typeof run);
      return { calls: () => calls };
    }

    it('a worker stopped mid-restore (the other one still landing files) -> a miss, the tree byte for byte as it was, no temporary name anywhere', async () => {
      // Once the workers have landed files (temporary names appear in the tree), one is stopped
      // as a worker that runs out of heap stops; the other goes on landing until the pool closes.
      let landed = 0;
      const spy = onTask((n, pool) => {
        if (n !== 1) return;
        const { workers } = pool as unknown as { workers: Array<{ worker: Worker }> };
        const watch = setInterval(() => {
          landed = ['tree', 'tree/lib']
            .flatMap((d) => readdirSync(path.join(ws, d)))
            .filter((name) => name.startsWith('.s3cache-')).length;
          if (landed === 0) return;
          clearInterval(watch);
          void workers[0]!.worker.terminate();
        }, 1);
      });
      const result = await restoreCache(
        setup.session,
        restoreRequest(store(), ws, ['tree', 'tool.bin'], 'v1'),
        signal,
      );
      expect(spy.calls()).toBeGreaterThanOrEqual(1);
      expect(landed).toBeGreaterThan(0);
      expect(result.outcome).toBe('miss');
      expect(result.warnings).toEqual([
        expect.stringMatching(/^the cache was not restored: a cache worker thread stopped/),
      ]);
      expect(await snapshot(ws)).toEqual(before);
      await expectClean(ws);
    });

    it('a folder appears where a file is to be renamed, after a thousand renames -> they are all taken back, the user files put back', async () => {
      const late = path.join(ws, 'tree', 'lib', 'f1999.js');
      onTask((n) => {
        if (n !== 1) return;
        rmSync(late);
        mkdirSync(late);
        writeFileSync(path.join(late, 'inner'), 'made by someone else meanwhile');
      });
      const result = await restoreCache(
        setup.session,
        restoreRequest(store(), ws, ['tree', 'tool.bin'], 'v1'),
        signal,
      );
      expect(result.outcome).toBe('miss');
      expect(result.warnings).toEqual([
        `the cache was not restored: a folder appeared at ${JSON.stringify(late)}, where the entry has a file or symlink`,
      ]);
      const after = await snapshot(ws);
      const name = path.join('tree', 'lib', 'f1999.js');
      expect(after.get(name)?.type).toBe('d');
      expect(after.get(path.join(name, 'inner'))?.type).toBe('f');
      const expected = new Map(before);
      expected.delete(name);
      after.delete(name);
      after.delete(path.join(name, 'inner'));
      expect(after).toEqual(expected);
      await expectClean(ws);
      // Put back as the other cases expect it.
      rmSync(late, { recursive: true });
      writeFileSync(late, 'user 1999');
    });

    it('a fresh root made by someone else while it was staged -> the rename fails: a miss, their root untouched, no staging folder left beside it', async () => {
      const other = await freshWorkspace('ws-raced');
      const root = path.join(other, 'tree');
      onTask((n) => {
        if (n !== 1) return;
        mkdirSync(root);
        writeFileSync(path.join(root, 'theirs.txt'), 'made meanwhile');
      });
      const result = await restoreCache(
        setup.session,
        restoreRequest(store(), other, ['tree', 'tool.bin'], 'v1'),
        signal,
      );
      expect(result.outcome).toBe('miss');
      expect(result.warnings).toEqual([
        expect.stringMatching(/^the cache was not restored: ENOTEMPTY/),
      ]);
      expect(await readdir(other)).toEqual(['tree']); // no tool.bin, no staging folder
      expect(await readdir(root)).toEqual(['theirs.txt']);
      await expectClean(other);
    });

    it.skipIf(process.getuid?.() === 0)(
      'a read-only folder in the tree (not root) -> a miss, no temporary name left, the tree as it was',
      async () => {
        const lib = path.join(ws, 'tree', 'lib');
        const { chmod } = await import('node:fs/promises');
        await chmod(lib, 0o555);
        try {
          const result = await restoreCache(
            setup.session,
            restoreRequest(store(), ws, ['tree', 'tool.bin'], 'v1'),
            signal,
          );
          expect(result.outcome).toBe('miss');
          expect(await snapshot(ws)).toEqual(before);
          await expectClean(ws);
        } finally {
          await chmod(lib, 0o755);
        }
      },
    );

    it('then restored for real -> an exact hit, the user file of its own kept, no temporary name', async () => {
      const result = await restoreCache(
        setup.session,
        restoreRequest(store(), ws, ['tree', 'tool.bin'], 'v1'),
        signal,
      );
      expect(result.outcome).toBe('exact');
      expect(result.warnings).toEqual([]);
      expect(await readFile(path.join(ws, 'tree', 'mine.txt'), 'utf8')).toBe(
        'a file of the user, not in the entry',
      );
      expect(await readFile(path.join(ws, 'tree', 'f0.js'), 'utf8')).toMatch(/^entry 0 /);
      await expectClean(ws);
    });
  });

  describe.each([0o022, 0o077])('under umask %o', (umask) => {
    let saved: number;
    beforeAll(() => {
      saved = process.umask(umask);
    });
    afterAll(() => {
      process.umask(saved);
    });

    it('files and folders get the manifest modes less the umask; setuid, setgid and sticky dropped', async () => {
      const key = `modes-${umask.toString(8)}`;
      await putEntry(key, [
        dir('', 0o2775),
        as('plain.txt', 0o666),
        as('tool', 0o4755),
        dir('shared', 0o1777),
        as('shared/secret', 0o600),
      ]);
      const ws = await freshWorkspace(`ws-umask-${umask.toString(8)}`);
      const modeOf = async (p: string) => (await stat(path.join(ws, 'tree', p))).mode & 0o7777;
      const expectModes = async () => {
        expect(await modeOf('')).toBe(0o775 & ~umask);
        expect(await modeOf('plain.txt')).toBe(0o666 & ~umask);
        expect(await modeOf('tool')).toBe(0o755 & ~umask);
        expect(await modeOf('shared')).toBe(0o777 & ~umask);
        expect(await modeOf('shared/secret')).toBe(0o600);
      };
      const fresh = await restoreCache(
        setup.session,
        restoreRequest(store(), ws, ['tree'], key),
        signal,
      );
      expect(fresh.outcome).toBe('exact');
      await expectModes();
      // Into the tree again, each file changed: written under temporary names, renamed.
      for (const f of ['plain.txt', 'tool', 'shared/secret'])
        await writeFile(path.join(ws, 'tree', f), 'changed');
      const again = await restoreCache(
        setup.session,
        restoreRequest(store(), ws, ['tree'], key),
        signal,
      );
      expect(again.outcome).toBe('exact');
      await expectModes();
      await expectClean(ws);
    });
  });
});

import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readdir, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { restoreCache } from '../../src/cache/restore/restore-cache.js';
import { saveCache } from '../../src/cache/save/save-cache.js';
import {
  cacheSession,
  restoreRequest,
  saveRequest,
  snapshot,
} from '../support/cache-store-harness.js';
import { testClient } from '../support/s3.js';
import { cacheBucket } from '../support/bucket-fixtures.js';

const MiB = 1024 * 1024;
const signal = new AbortController().signal;

/** Source-like text: compresses, but not to nothing. */
function sourceLike(bytes: number, seed: number): Buffer {
  const words = ['const', 'function', 'return', 'import', 'export', 'value', 'module', `id${seed}`];
  let text = '';
  while (text.length < bytes)
    text += `${words[(text.length * 7 + seed) % words.length]} ${seed % 97}\n`;
  return Buffer.from(text.slice(0, bytes));
}

async function makeTree(root: string): Promise<void> {
  await mkdir(path.join(root, 'pkg', 'lib', 'deep'), { recursive: true });
  await mkdir(path.join(root, 'empty-folder'), { recursive: true });
  await mkdir(path.join(root, 'ünïcødé folder'), { recursive: true });
  for (let i = 0; i < 300; i++)
    await writeFile(
      path.join(root, 'pkg', i % 2 ? 'lib' : 'lib/deep', `file ${i}.js`),
      sourceLike(100 + ((i * 37) % 5000), i),
    );
  await writeFile(path.join(root, 'ünïcødé folder', 'naïve file ✓.txt'), 'unicode');
  await writeFile(path.join(root, 'empty.txt'), '');
  await writeFile(path.join(root, 'pkg', 'same-a.js'), 'same content');
  await writeFile(path.join(root, 'pkg', 'same-b.js'), 'same content');
  await writeFile(path.join(root, 'tool.sh'), '#!/bin/sh\necho hi\n');
  await chmod(path.join(root, 'tool.sh'), 0o755);
  await writeFile(path.join(root, 'large.bin'), randomBytes(9 * MiB));
  await writeFile(path.join(root, 'large.txt'), sourceLike(10 * MiB, 5));
  await symlink('pkg/lib/file 1.js', path.join(root, 'relative-link'));
  await symlink(path.join(root, 'tool.sh'), path.join(root, 'absolute-link'));
  await utimes(
    path.join(root, 'empty.txt'),
    new Date(1_600_000_000_000),
    new Date(1_600_000_000_000),
  );
}

describe('cache save and restore round trips against RGW', () => {
  const client = testClient();
  const setup = cacheBucket(client, 'cache');

  it('path: tree, key: k1 -> restores small, large, empty, unicode, executable files, folders and symlinks as they were', async () => {
    const workspace = path.join(setup.scratch, 'ws1');
    await makeTree(path.join(workspace, 'tree'));
    const store = { bucket: setup.bucket, prefix: 'caches' };
    const before = await snapshot(path.join(workspace, 'tree'));
    const saved = await saveCache(
      setup.session,
      saveRequest(store, workspace, ['tree'], 'k1'),
      signal,
    );
    expect(saved.outcome).toBe('saved');
    expect(saved.blobsUploaded).toBe(2);
    expect(saved.packsUploaded).toBeGreaterThan(0);

    await rm(path.join(workspace, 'tree'), { recursive: true });
    const restored = await restoreCache(
      setup.session,
      restoreRequest(store, workspace, ['tree'], 'k1'),
      signal,
    );
    expect(restored.warnings).toEqual([]);
    expect(restored).toMatchObject({ outcome: 'exact', matchedKey: 'k1', unchangedFiles: 0 });
    expect(await snapshot(path.join(workspace, 'tree'))).toEqual(before);

    // Into another workspace: the absolute link now points outside the cache's paths, so the
    // entry is refused whole: a miss, and nothing written.
    const other = path.join(setup.scratch, 'ws1-elsewhere');
    await mkdir(other);
    const elsewhere = await restoreCache(
      setup.session,
      restoreRequest(store, other, ['tree'], 'k1'),
      signal,
    );
    expect(elsewhere.outcome).toBe('miss');
    expect(elsewhere.warnings).toEqual([
      expect.stringContaining('"absolute-link" was not restored: its symlink target'),
      expect.stringContaining('holds 1 path(s) refused above'),
    ]);
    expect(await readdir(other)).toEqual([]);

    // Again into the same tree: nothing is rewritten, and the result says so.
    const again = await restoreCache(
      setup.session,
      restoreRequest(store, workspace, ['tree'], 'k1'),
      signal,
    );
    expect(again.outcome).toBe('exact');
    expect(again.bytesDownloaded).toBe(0);
    expect(again.unchangedFiles).toBe(again.files + 2); // the files and the two links
    expect(again.warnings).toEqual([expect.stringContaining('nothing was rewritten')]);
  });

  it('a bucket the SDK alone can sign for (no direct requests) -> packs and blobs fetched on the main thread, restored whole', async () => {
    const workspace = path.join(setup.scratch, 'ws-sdk');
    await makeTree(path.join(workspace, 'tree'));
    const store = { bucket: setup.bucket, prefix: 'caches-sdk' };
    const before = await snapshot(path.join(workspace, 'tree'));
    expect(
      (await saveCache(setup.session, saveRequest(store, workspace, ['tree'], 'k'), signal))
        .outcome,
    ).toBe('saved');
    await rm(path.join(workspace, 'tree'), { recursive: true });
    // What DirectRequests answers for S3 Express or SigV4a buckets: nothing to sign here.
    const sdkOnly = cacheSession();
    sdkOnly.direct.signGet = () => Promise.resolve(undefined);
    try {
      const restored = await restoreCache(
        sdkOnly,
        restoreRequest(store, workspace, ['tree'], 'k'),
        signal,
      );
      expect(restored.warnings).toEqual([]);
      expect(restored.outcome).toBe('exact');
      expect(await snapshot(path.join(workspace, 'tree'))).toEqual(before);
    } finally {
      sdkOnly.close();
    }
  });

  it('path: ~/.tool-cache (HOME is a temp folder) -> restored under the home folder', async () => {
    const home = path.join(setup.scratch, 'home');
    const saved = process.env.HOME;
    process.env.HOME = home;
    try {
      const cacheDir = path.join(home, '.tool-cache', 'sub');
      await mkdir(cacheDir, { recursive: true });
      await writeFile(path.join(cacheDir, 'a.txt'), 'in the home folder');
      const store = { bucket: setup.bucket, prefix: 'home' };
      const workspace = path.join(setup.scratch, 'ws-home');
      await mkdir(workspace);
      const before = await snapshot(path.join(home, '.tool-cache'));
      expect(
        (
          await saveCache(
            setup.session,
            saveRequest(store, workspace, ['~/.tool-cache'], 'h'),
            signal,
          )
        ).outcome,
      ).toBe('saved');
      await rm(path.join(home, '.tool-cache'), { recursive: true });
      const restored = await restoreCache(
        setup.session,
        restoreRequest(store, workspace, ['~/.tool-cache'], 'h'),
        signal,
      );
      expect(restored).toMatchObject({ outcome: 'exact', warnings: [] });
      expect(await snapshot(path.join(home, '.tool-cache'))).toEqual(before);
    } finally {
      process.env.HOME = saved;
    }
  });

  it('path: globtree/**/*.js and !globtree/skip -> only the matching files come back', async () => {
    const workspace = path.join(setup.scratch, 'ws-glob');
    const tree = path.join(workspace, 'globtree');
    await mkdir(path.join(tree, 'sub'), { recursive: true });
    await mkdir(path.join(tree, 'skip'), { recursive: true });
    for (const name of ['a.js', 'b.txt', 'sub/c.js', 'skip/d.js'])
      await writeFile(path.join(tree, name), name);
    const paths = ['globtree/**/*.js', '!globtree/skip'];
    const store = { bucket: setup.bucket, prefix: 'glob' };
    const saved = await saveCache(setup.session, saveRequest(store, workspace, paths, 'g'), signal);
    expect(saved).toMatchObject({ outcome: 'saved', files: 2 });
    await rm(tree, { recursive: true });
    const restored = await restoreCache(
      setup.session,
      restoreRequest(store, workspace, paths, 'g'),
      signal,
    );
    expect(restored).toMatchObject({ outcome: 'exact', files: 2, warnings: [] });
    const after = await snapshot(tree);
    expect([...after.keys()].filter((k) => after.get(k)!.type === 'f').sort()).toEqual([
      'a.js',
      'sub/c.js',
    ]);
  });
});

import { randomBytes } from 'node:crypto';
import { mkdir, readFile, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { restoreCache } from '../../src/cache/restore/restore-cache.js';
import { saveCache } from '../../src/cache/save/save-cache.js';
import { restoreRequest, saveRequest, snapshot } from '../support/cache-store-harness.js';
import { testClient } from '../support/s3.js';
import { cacheBucket } from '../support/bucket-fixtures.js';

const signal = new AbortController().signal;
const FILES = 60;
const HOUR_AGO = new Date(Date.now() - 3_600_000);

/** A tree of FILES files of 4 KiB, stamped an hour ago unless `fresh`. */
async function makeTree(root: string, fresh = false): Promise<void> {
  for (let i = 0; i < FILES; i++) {
    const dir = path.join(root, `d${i % 4}`);
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, `f${i}.bin`);
    await writeFile(file, randomBytes(4096));
    if (!fresh) await utimes(file, HOUR_AGO, HOUR_AGO);
  }
}

/** Rewrites a file with other bytes of the same size and puts its mtime back. */
async function rewriteKeepingSizeAndMtime(file: string, mtime: Date): Promise<Buffer> {
  const bytes = randomBytes(4096);
  await writeFile(file, bytes);
  await utimes(file, mtime, mtime);
  return bytes;
}

const hashed = (result: Awaited<ReturnType<typeof saveCache>>) =>
  result.phases.find((p) => p.name === 'hash')!.objects;

describe('a save skips reading files whose size and mtime match the prior entry', () => {
  const client = testClient();
  const setup = cacheBucket(client, 'cache-unchanged');

  it('path: tree restored, then saved under a new key -> nothing read, nothing uploaded but the manifest', async () => {
    const store = { bucket: setup.bucket, prefix: 'restored' };
    const source = path.join(setup.scratch, 'restored-src');
    await makeTree(path.join(source, 'tree'));
    const first = await saveCache(
      setup.session,
      saveRequest(store, source, ['tree'], 'k-1'),
      signal,
    );
    expect(first.outcome).toBe('saved');

    const job = path.join(setup.scratch, 'restored-job');
    await mkdir(job);
    const restored = await restoreCache(
      setup.session,
      restoreRequest(store, job, ['tree'], 'k-1'),
      signal,
    );
    expect(restored.outcome).toBe('exact');
    const again = await saveCache(
      setup.session,
      saveRequest(store, job, ['tree'], 'k-2', { reuse: restored.reuse }),
      signal,
    );
    expect(again).toMatchObject({ outcome: 'saved', packsUploaded: 0, blobsUploaded: 0 });
    expect(hashed(again)).toBe(0);
    const commit = again.phases.find((p) => p.name === 'commit')!;
    expect(again.bytesUploaded).toBe(commit.bytes);
  });

  it('path: a file rewritten with its size and an old mtime kept -> the change goes unseen (documented)', async () => {
    const store = { bucket: setup.bucket, prefix: 'unseen' };
    const workspace = path.join(setup.scratch, 'unseen');
    await makeTree(path.join(workspace, 'tree'));
    expect(
      (await saveCache(setup.session, saveRequest(store, workspace, ['tree'], 'k-1'), signal))
        .outcome,
    ).toBe('saved');
    const file = path.join(workspace, 'tree', 'd1', 'f1.bin');
    const before = await readFile(file);
    await rewriteKeepingSizeAndMtime(file, HOUR_AGO);

    const second = await saveCache(
      setup.session,
      saveRequest(store, workspace, ['tree'], 'k-2'),
      signal,
    );
    expect(second).toMatchObject({ outcome: 'saved', packsUploaded: 0 });
    expect(hashed(second)).toBe(0);
    // The entry holds the content the file had when it was last read, as git and restic would.
    const out = path.join(setup.scratch, 'unseen-out');
    await mkdir(out);
    await restoreCache(setup.session, restoreRequest(store, out, ['tree'], 'k-2'), signal);
    expect(await readFile(path.join(out, 'tree', 'd1', 'f1.bin'))).toEqual(before);
  });

  it('path: a file rewritten with its size and mtime kept, within a second of the last save -> read again, the new content saved', async () => {
    const store = { bucket: setup.bucket, prefix: 'racy' };
    const workspace = path.join(setup.scratch, 'racy');
    await makeTree(path.join(workspace, 'tree'), true);
    const file = path.join(workspace, 'tree', 'd2', 'f2.bin');
    // Stamped just after the save starts walking: a rewrite in the same clock tick as its read.
    const justNow = new Date(Date.now() + 200);
    await utimes(file, justNow, justNow);
    expect(
      (await saveCache(setup.session, saveRequest(store, workspace, ['tree'], 'k-1'), signal))
        .outcome,
    ).toBe('saved');
    const after = await rewriteKeepingSizeAndMtime(file, justNow);

    const second = await saveCache(
      setup.session,
      saveRequest(store, workspace, ['tree'], 'k-2'),
      signal,
    );
    expect(second).toMatchObject({ outcome: 'saved', packsUploaded: 1 });
    expect(hashed(second)).toBeGreaterThanOrEqual(1);
    const out = path.join(setup.scratch, 'racy-out');
    await mkdir(out);
    await restoreCache(setup.session, restoreRequest(store, out, ['tree'], 'k-2'), signal);
    expect(await readFile(path.join(out, 'tree', 'd2', 'f2.bin'))).toEqual(after);
    expect(await snapshot(path.join(out, 'tree'))).toEqual(
      await snapshot(path.join(workspace, 'tree')),
    );
  });
});

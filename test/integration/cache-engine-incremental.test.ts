import { randomBytes } from 'node:crypto';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { restoreCache } from '../../src/cache/restore/restore-cache.js';
import { saveCache } from '../../src/cache/save/save-cache.js';
import {
  restoreRequest,
  saveRequest,
  snapshot,
  storedManifest,
} from '../support/cache-store-harness.js';
import { testClient } from '../support/s3.js';
import { cacheBucket } from '../support/bucket-fixtures.js';

const signal = new AbortController().signal;
const FILES = 1500;
const FILE_BYTES = 8 * 1024;
const HOUR_AGO = new Date(Date.now() - 3_600_000);

/** 1% of the files, spread over the whole tree (as a ccache or a Cargo target/ changes). */
async function changeScattered(tree: string, round: number): Promise<number> {
  const step = 100;
  let bytes = 0;
  for (let i = round % step; i < FILES; i += step) {
    await writeFile(path.join(tree, `d${i % 30}`, `f${i}.bin`), randomBytes(FILE_BYTES));
    bytes += FILE_BYTES;
  }
  return bytes;
}

describe('incremental saves upload what changed, and compaction bounds what a restore reads', () => {
  const client = testClient();
  const setup = cacheBucket(client, 'cache-inc');
  let workspace: string;
  const store = () => ({ bucket: setup.bucket, prefix: 'inc' });

  beforeAll(async () => {
    workspace = path.join(setup.scratch, 'ws');
    for (let i = 0; i < FILES; i++) {
      const dir = path.join(workspace, 'tree', `d${i % 30}`);
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, `f${i}.bin`), randomBytes(FILE_BYTES));
      // Written an hour ago, as a tree built or restored earlier in the job is: a file written
      // within a second of a save's walk is read again by the next save (RACY_WINDOW_MS).
      await utimes(path.join(dir, `f${i}.bin`), HOUR_AGO, HOUR_AGO);
    }
  });

  it('1% of the files changed -> about their bytes uploaded; ten such saves -> the last restores whole from few packs', async () => {
    const tree = path.join(workspace, 'tree');
    const full = await saveCache(
      setup.session,
      saveRequest(store(), workspace, ['tree'], 'k-0'),
      signal,
    );
    expect(full.outcome).toBe('saved');
    expect(full.bytesUploaded).toBeGreaterThan(FILES * FILE_BYTES);

    const changed = await changeScattered(tree, 1);
    const first = await saveCache(
      setup.session,
      saveRequest(store(), workspace, ['tree'], 'k-1'),
      signal,
    );
    expect(first).toMatchObject({
      outcome: 'saved',
      packsUploaded: 1,
      packsReused: full.packsUploaded,
    });
    expect(first.bytesUploaded).toBeLessThan(full.bytesUploaded * 0.05);
    // The changed contents plus a new manifest: nothing else.
    expect(first.bytesUploaded).toBeGreaterThan(changed);
    // Files whose size and mtime match the prior manifest are not read again.
    expect(first.phases.find((p) => p.name === 'hash')!.objects).toBe(changed / FILE_BYTES);

    let compacted = 0;
    for (let round = 2; round <= 10; round++) {
      await changeScattered(tree, round);
      const saved = await saveCache(
        setup.session,
        saveRequest(store(), workspace, ['tree'], `k-${round}`),
        signal,
      );
      expect(saved.outcome).toBe('saved');
      compacted += saved.packsCompacted ?? 0;
    }
    expect(compacted).toBeGreaterThan(0);

    const version = saveRequest(store(), workspace, ['tree'], 'x').version;
    const manifest = await storedManifest(client, store(), {
      scope: 'refs/heads/main',
      version,
      key: 'k-10',
    });
    // The full save's pack(s), plus at most the few small packs compaction lets live.
    expect(manifest.objects.length).toBeLessThanOrEqual(full.packsUploaded + 5);

    const out = path.join(setup.scratch, 'out');
    await mkdir(out);
    const restored = await restoreCache(
      setup.session,
      restoreRequest(store(), out, ['tree'], 'k-10'),
      signal,
    );
    expect(restored.warnings).toEqual([]);
    expect(restored.outcome).toBe('exact');
    expect(await snapshot(path.join(out, 'tree'))).toEqual(await snapshot(tree));
  });
});

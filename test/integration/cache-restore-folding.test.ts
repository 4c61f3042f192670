import { existsSync } from 'node:fs';
import { lstat, mkdir, readdir, readFile, readlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CacheManifest, ManifestFile } from '../../src/cache/store/manifest-types.js';
import { restoreCache } from '../../src/cache/restore/restore-cache.js';
import { probeRootFolding } from '../../src/cache/restore/restore-folding.js';
import { entryDir, entryLink, plainFile } from '../support/cache-manifests.js';
import {
  putCraftedEntry,
  restoreLeftovers,
  restoreRequest,
  saveTemplateEntry,
  snapshot,
} from '../support/cache-store-harness.js';
import { exfatUnavailable, mountExfat, unmountExfat, type ExfatMount } from '../support/exfat.js';
import { testClient } from '../support/s3.js';
import { cacheBucket } from '../support/bucket-fixtures.js';

const signal = new AbortController().signal;

const temporaries = restoreLeftovers;

/**
 * Crafted entries restored onto exFAT (case-insensitive, through FUSE, as root) and, for
 * contrast, onto the scratch folder's own file system (Linux's: it folds nothing).
 */
describe('a cache restore onto a case-insensitive file system (exFAT) compares names as it does', () => {
  const client = testClient();
  const setup = cacheBucket(client, 'cache-fold');
  let mounted: ExfatMount | undefined;
  let why = exfatUnavailable();
  let good: CacheManifest;
  let content: ManifestFile;
  const store = () => ({ bucket: setup.bucket, prefix: 'folding' });

  const putEntry = (key: string, files: readonly ManifestFile[]) =>
    putCraftedEntry(client, { store: store(), template: good, key, files });

  const file = (p: string): ManifestFile => ({ ...content, p, m: 0o644 });
  const dir = entryDir;
  const link = entryLink;

  /** A workspace holding `tree/mine.txt`, the user's: what a refused restore must leave. */
  async function workspace(under: string, name: string): Promise<string> {
    const ws = path.join(under, name);
    await mkdir(path.join(ws, 'tree'), { recursive: true });
    await writeFile(path.join(ws, 'tree', 'mine.txt'), 'the user file');
    return ws;
  }

  const restore = (ws: string, key: string) =>
    restoreCache(setup.session, restoreRequest(store(), ws, ['tree'], key), signal);

  /** Skips a test where exFAT could not be mounted, saying why; else the mount point. */
  function exfat(context: { skip: () => void }): string {
    if (why || !mounted) {
      console.warn(`skipped: ${why}`);
      context.skip();
    }
    return mounted!.mnt;
  }

  beforeAll(async () => {
    good = await saveTemplateEntry(
      setup.session,
      client,
      store(),
      path.join(setup.scratch, 'template'),
      signal,
    );
    content = plainFile(good.files.find((f) => f.p === 'good.txt')!);
    await putEntry('attack', [
      dir(''),
      file('good.txt'),
      dir('a'),
      dir('a/b'),
      dir('a/b/c'),
      link('a/b/c/Q', '../../..'), // the root: inside on its own
      link('p2', 'a/b/c/q/../../../outside/x'), // through Q where q is Q: one level above the root
    ]);
    await putEntry('collide', [
      dir(''),
      file('good.txt'),
      file('README.md'),
      file('readme.md'),
      file('Lib'),
      dir('lib'),
      file('lib/x.js'),
    ]);
    await putEntry('sharp-s', [dir(''), file('straße'), file('strasse'), file('good.txt')]);
    if (why) return;
    try {
      mounted = mountExfat(path.join(setup.scratch, 'exfat'));
    } catch (error) {
      why = `exFAT could not be mounted: ${(error as Error).message.split('\n')[0]}`;
    }
  }, 120_000);
  afterAll(async () => {
    if (mounted) unmountExfat(mounted);
  }, 120_000);

  it('the probe finds exFAT case-insensitive and not normalizing, the scratch folder folding nothing', async (context) => {
    const mnt = exfat(context);
    expect(await probeRootFolding([path.join(mnt, 'not-yet', 'tree'), setup.scratch])).toEqual([
      { caseInsensitive: true, normalizing: false },
      { caseInsensitive: false, normalizing: false },
    ]);
    expect(await temporaries(mnt)).toEqual([]);
  });

  it('a/b/c/Q -> ../../.. beside p2 -> a/b/c/q/../../../outside/x: a miss on exFAT, the tree as it was, nothing outside', async (context) => {
    const mnt = exfat(context);
    const ws = await workspace(mnt, 'ws-attack');
    const before = await snapshot(ws);
    const result = await restore(ws, 'attack');
    expect(result.outcome).toBe('miss');
    expect(result.warnings[0]).toBe(
      '"p2" was not restored: its symlink target "a/b/c/q/../../../outside/x" climbs above the cache folder',
    );
    expect(await snapshot(ws)).toEqual(before);
    expect(existsSync(path.join(mnt, 'outside'))).toBe(false);
    expect(await temporaries(mnt)).toEqual([]);
  });

  it('the same entry on Linux: a/b/c/q is no name there, p2 dangles inside, and the entry restores', async () => {
    const ws = await workspace(setup.scratch, 'ws-attack-linux');
    const result = await restore(ws, 'attack');
    expect(result.outcome).toBe('exact');
    expect(await readlink(path.join(ws, 'tree', 'p2'))).toBe('a/b/c/q/../../../outside/x');
    expect((await lstat(path.join(ws, 'tree', 'a/b/c/Q'))).isSymbolicLink()).toBe(true);
    expect(existsSync(path.join(ws, 'outside'))).toBe(false);
  });

  it('README.md beside readme.md, a file Lib beside a folder lib: a miss on exFAT naming both, the tree as it was', async (context) => {
    const mnt = exfat(context);
    const ws = await workspace(mnt, 'ws-collide');
    const before = await snapshot(ws);
    const result = await restore(ws, 'collide');
    expect(result.outcome).toBe('miss');
    expect(result.warnings.slice(0, 3)).toEqual([
      '"readme.md" was not restored: "readme.md" and "README.md" are one name on this case-insensitive file system',
      '"lib" was not restored: "lib" and "Lib" are one name on this case-insensitive file system',
      '"lib/x.js" was not restored: "lib" and "Lib" are one name on this case-insensitive file system',
    ]);
    expect(await snapshot(ws)).toEqual(before);
    expect(await temporaries(mnt)).toEqual([]);

    const linux = await workspace(setup.scratch, 'ws-collide-linux');
    expect((await restore(linux, 'collide')).outcome).toBe('exact');
    expect((await readdir(path.join(linux, 'tree'))).sort()).toEqual(
      ['Lib', 'README.md', 'good.txt', 'lib', 'mine.txt', 'readme.md'].sort(),
    );
  });

  it('straße beside strasse: two files on exFAT (it folds letter by letter), restored', async (context) => {
    const mnt = exfat(context);
    const ws = await workspace(mnt, 'ws-sharp-s');
    const result = await restore(ws, 'sharp-s');
    expect(result.warnings).toEqual([]);
    expect(result.outcome).toBe('exact');
    for (const name of ['straße', 'strasse'])
      expect(await readFile(path.join(ws, 'tree', name), 'utf8')).toBe('payload');
    expect(await temporaries(mnt)).toEqual([]);
  });
});

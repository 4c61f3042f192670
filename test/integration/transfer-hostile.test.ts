import {
  lstat,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rm,
  stat,
  symlink,
  writeFile,
} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TransferError } from '../../src/errors.js';
import { createTestBucket, deleteTestBucket, putObjects, testClient } from '../support/s3.js';
import {
  clearedPath,
  getText,
  leftoverTemps,
  listKeys,
  local,
  readTextTree,
  runSync,
  s3,
  syncRequest,
  writeTree,
} from '../support/sync-harness.js';

describe('downloads with hostile keys, symlinks and clashes against RGW', () => {
  const client = testClient();
  let bucket: string;
  let scratch: string;

  beforeAll(async () => {
    bucket = await createTestBucket(client, 'hostile');
    scratch = await mkdtemp(path.join(os.tmpdir(), 's3sync-hostile-'));
  }, 60_000);
  afterAll(async () => {
    await deleteTestBucket(client, bucket);
    await rm(scratch, { recursive: true, force: true });
  }, 60_000);

  /** A fresh, empty folder `name` (with its own parent) under the scratch folder. */
  const fresh = async (name: string) => {
    const parent = await clearedPath(scratch, name);
    await mkdir(parent, { recursive: true });
    return { parent, dest: path.join(parent, 'dest') };
  };

  it('sync s3://bucket/h/ refuses keys that would escape the folder, writes nothing outside it, and downloads the rest', async () => {
    const hostile = [
      '../escape',
      '..',
      'a/../../x',
      '/abs',
      'a\\b',
      'C:\\x',
      'ok/./dot',
      'ok//double',
    ];
    const good = new Map([
      ['plain.txt', 'plain'],
      ['with space/file name.txt', 'spaces'],
      ['café/naïve résumé.txt', 'accents'],
      ['中文/文件', 'cjk'],
      ['\u{1F600} astral', 'emoji'],
      // 80 CJK characters are 240 bytes: a legal file name, whose temporary name must fit too.
      ['long/' + '長'.repeat(80), 'long name'],
      ['plus+sign & percent%20', 'url-ish'],
    ]);
    const keys = [...hostile, ...good.keys()].map((k) => `h/${k}`);
    await putObjects(client, bucket, keys, (key) => good.get(key.slice(2)) ?? 'hostile');
    // The server must really hold every hostile key, or this test proves nothing.
    expect((await listKeys(client, bucket, 'h/')).sort()).toEqual([...keys].sort());

    const { parent, dest } = await fresh('escape');
    const result = await runSync(syncRequest(s3(bucket, 'h/'), local(dest)));

    expect(result.error).toBeInstanceOf(TransferError);
    const failures = (result.error as TransferError).failures;
    expect(failures.map((f) => f.key).sort()).toEqual([...hostile].sort());
    for (const f of failures) {
      expect(f.error.message).toContain(JSON.stringify(`h/${f.key}`));
      expect(f.error.message).toMatch(/^refused key .*; nothing was written for it$/);
    }
    expect(result.report.failures.map((f) => f.key).sort()).toEqual([...hostile].sort());
    expect(result.report.counts.failed).toBe(hostile.length);
    expect(result.report.counts.transferred).toBe(good.size);

    expect(await readdir(parent)).toEqual(['dest']);
    await expect(lstat('/abs')).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await readTextTree(dest)).toEqual(good);

    // Unicode and spaces round-trip: the next sync finds every good file in place.
    const again = await runSync(syncRequest(s3(bucket, 'h/'), local(dest)));
    expect(again.report.counts.transferred).toBe(0);
    expect(again.report.counts.skipped).toBe(good.size);
    expect(again.report.counts.failed).toBe(hostile.length);
  });

  it('sync of a folder with unicode and spaces in its names uploads keys that download back the same', async () => {
    const { parent } = await fresh('unicode-upload');
    const src = path.join(parent, 'src');
    const files = new Map([
      ['with space/file name.txt', 'spaces'],
      ['café/naïve résumé.txt', 'accents'],
      ['中文/文件', 'cjk'],
      ['\u{1F600} astral', 'emoji'],
      ['plus+sign & percent%20', 'url-ish'],
    ]);
    await writeTree(src, files);
    const up = await runSync(syncRequest(local(src), s3(bucket, 'uni/')));
    expect(up.error?.message).toBeUndefined();
    expect((await listKeys(client, bucket, 'uni/')).sort()).toEqual(
      [...files.keys()].map((k) => `uni/${k}`).sort(),
    );
    const back = path.join(parent, 'back');
    const down = await runSync(syncRequest(s3(bucket, 'uni/'), local(back)));
    expect(down.error?.message).toBeUndefined();
    expect(await readTextTree(back)).toEqual(files);
  });

  describe('symlinks in the source folder', () => {
    let src: string;
    let outsideDir: string;
    beforeAll(async () => {
      const { parent } = await fresh('symlink-upload');
      src = path.join(parent, 'src');
      outsideDir = path.join(parent, 'outside');
      await mkdir(path.join(src, 'realdir'), { recursive: true });
      await mkdir(outsideDir);
      await writeFile(path.join(src, 'real.txt'), 'real');
      await writeFile(path.join(src, 'realdir', 'inner.txt'), 'inner');
      await writeFile(path.join(outsideDir, 'far.txt'), 'far');
      await symlink('real.txt', path.join(src, 'link-file'));
      await symlink('realdir', path.join(src, 'link-dir'));
      await symlink(outsideDir, path.join(src, 'link-outside'));
      await symlink('missing-target', path.join(src, 'broken-link'));
    });

    it('sync with follow-symlinks true (the default) uploads what the links point to, and skips a broken link with a warning', async () => {
      const result = await runSync(syncRequest(local(src), s3(bucket, 'follow/')));
      expect(result.error?.message).toBeUndefined();
      const keys = (await listKeys(client, bucket, 'follow/')).map((k) => k.slice(7));
      expect(keys.sort()).toEqual(
        [
          'link-dir/inner.txt',
          'link-file',
          'link-outside/far.txt',
          'real.txt',
          'realdir/inner.txt',
        ].sort(),
      );
      expect(await getText(client, bucket, 'follow/link-file')).toBe('real');
      expect(await getText(client, bucket, 'follow/link-dir/inner.txt')).toBe('inner');
      expect(result.warnings.some((w) => w.includes('broken-link'))).toBe(true);
    });

    it('sync with follow-symlinks false skips every link, to files and to folders', async () => {
      const result = await runSync(
        syncRequest(local(src), s3(bucket, 'nofollow/'), { followSymlinks: false }),
      );
      expect(result.error?.message).toBeUndefined();
      const keys = (await listKeys(client, bucket, 'nofollow/')).map((k) => k.slice(9));
      expect(keys.sort()).toEqual(['real.txt', 'realdir/inner.txt']);
    });
  });

  it('sync into a folder holding a symlink to a folder outside it refuses the keys under the link and writes nothing outside', async () => {
    const { parent, dest } = await fresh('symlink-download');
    const outside = path.join(parent, 'outside');
    await mkdir(outside);
    await writeFile(path.join(parent, 'outside-file.txt'), 'must not change');
    await mkdir(dest);
    await symlink(outside, path.join(dest, 'out'));
    await symlink(path.join(parent, 'outside-file.txt'), path.join(dest, 'linkfile'));
    await putObjects(
      client,
      bucket,
      ['sl/out/f.txt', 'sl/out/sub/g.txt', 'sl/ok.txt', 'sl/linkfile'],
      (k) => `body of ${k}`,
    );

    const result = await runSync(syncRequest(s3(bucket, 'sl/'), local(dest)));
    expect(result.error).toBeInstanceOf(TransferError);
    const failures = (result.error as TransferError).failures;
    expect(failures.map((f) => f.key).sort()).toEqual(['out/f.txt', 'out/sub/g.txt']);
    for (const f of failures) expect(f.error.message).toMatch(/leads outside the destination/);
    // Nothing appeared behind the link, not even an empty folder.
    expect(await readdir(outside)).toEqual([]);
    expect(await readFile(path.join(parent, 'outside-file.txt'), 'utf8')).toBe('must not change');
    expect(await readFile(path.join(dest, 'ok.txt'), 'utf8')).toBe('body of sl/ok.txt');
    // The file link is replaced by the downloaded file, never written through.
    expect((await lstat(path.join(dest, 'linkfile'))).isFile()).toBe(true);
    expect(await readFile(path.join(dest, 'linkfile'), 'utf8')).toBe('body of sl/linkfile');
    expect(await leftoverTemps(parent)).toEqual([]);
  });

  it('sync of keys clash and clash/inner reports one as a failure in words and downloads the other', async () => {
    await putObjects(client, bucket, ['cl/clash', 'cl/clash/inner', 'cl/fine']);
    for (let round = 0; round < 3; round++) {
      const { dest } = await fresh(`clash-${round}`);
      const result = await runSync(syncRequest(s3(bucket, 'cl/'), local(dest)));
      expect(result.error).toBeInstanceOf(TransferError);
      const failures = (result.error as TransferError).failures;
      expect(failures).toHaveLength(1);
      expect(['clash', 'clash/inner']).toContain(failures[0]!.key);
      expect(failures[0]!.error.message).toMatch(
        /a (file|folder) stands where the (file|folder) .*clash.* (should go|is needed) \(a key and a folder with the same name\)/,
      );
      const tree = await readTextTree(dest);
      expect(tree.get('fine')).toBe('body of cl/fine');
      if (failures[0]!.key === 'clash')
        expect(tree.get('clash/inner')).toBe('body of cl/clash/inner');
      else expect(tree.get('clash')).toBe('body of cl/clash');
      expect(await leftoverTemps(dest)).toEqual([]);
    }
  });

  it('sync of directory marker keys (ending in /, zero bytes) creates the folders; a second sync does nothing', async () => {
    for (const key of ['dm/', 'dm/empty/', 'dm/nested/deeper/', 'dm/full/'])
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: new Uint8Array(0) }),
      );
    await putObjects(client, bucket, ['dm/full/file.txt']);
    const { dest } = await fresh('markers');
    const result = await runSync(syncRequest(s3(bucket, 'dm/'), local(dest)));
    expect(result.error?.message).toBeUndefined();
    expect((await stat(path.join(dest, 'empty'))).isDirectory()).toBe(true);
    expect(await readdir(path.join(dest, 'empty'))).toEqual([]);
    expect((await stat(path.join(dest, 'nested', 'deeper'))).isDirectory()).toBe(true);
    expect(await readTextTree(dest)).toEqual(
      new Map([['full/file.txt', 'body of dm/full/file.txt']]),
    );
    expect(result.report.counts.transferred).toBe(1);

    const again = await runSync(syncRequest(s3(bucket, 'dm/'), local(dest)));
    expect(again.error?.message).toBeUndefined();
    expect(again.report.counts.transferred).toBe(0);
    expect(again.lines).toEqual([]);
  });
});

import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeNameFolding } from '../../src/sync/name-folding.js';
import { createTestBucket, deleteTestBucket, testClient } from '../support/s3.js';
import { exfatUnavailable, mountExfat, unmountExfat, type ExfatMount } from '../support/exfat.js';
import { local, putTree, runSync, s3, syncRequest } from '../support/sync-harness.js';

const TREE = new Map<string, Buffer>([
  ['docs/README.md', Buffer.from('upper')],
  ['docs/Readme.md', Buffer.from('mixed')],
  ['Dir/x.txt', Buffer.from('upper dir')],
  ['dir/x.txt', Buffer.from('lower dir')],
  ...Array.from({ length: 20 }, (_, i) => [`plain/f-${i}.txt`, Buffer.from(`plain ${i}`)] as const),
]);

describe('sync s3://bucket/ to a folder where keys differ only in case', () => {
  const client = testClient();
  let bucket: string;
  let scratch: string;
  let mounted: ExfatMount | undefined;
  let why = exfatUnavailable();

  beforeAll(async () => {
    bucket = await createTestBucket(client, 'case');
    await putTree(client, bucket, '', TREE);
    scratch = await mkdtemp(path.join(os.tmpdir(), 's3sync-case-'));
    if (why) return;
    try {
      mounted = mountExfat(scratch);
    } catch (error) {
      why = `exFAT could not be mounted: ${(error as Error).message.split('\n')[0]}`;
    }
  }, 120_000);
  afterAll(async () => {
    if (mounted) unmountExfat(mounted);
    await deleteTestBucket(client, bucket);
    await rm(scratch, { recursive: true, force: true });
  }, 120_000);

  it('on exFAT (case-insensitive): the second key of each pair fails, naming both; the rest lands; a second sync downloads nothing again', async (context) => {
    if (why || !mounted) {
      console.warn(`skipped: ${why}`);
      context.skip();
      return;
    }
    const dest = path.join(mounted.mnt, 'dest');
    expect(await probeNameFolding(dest)).toEqual({ caseInsensitive: true, normalizing: false });
    const first = await runSync(syncRequest(s3(bucket), local(dest)));
    expect(first.error?.name).toBe('TransferError');
    const messages = (
      first.error as unknown as { failures: { key: string; error: Error }[] }
    ).failures.map((f) => f.error.message);
    expect(messages).toHaveLength(2);
    expect(messages.some((m) => m.includes('"docs/Readme.md" and "docs/README.md"'))).toBe(true);
    expect(messages.some((m) => m.includes('"dir/x.txt" and "Dir/x.txt"'))).toBe(true);
    // The first key in S3's order keeps the file, whole; nothing else is affected.
    expect(await readFile(path.join(dest, 'docs/README.md'), 'utf8')).toBe('upper');
    expect(await readFile(path.join(dest, 'Dir/x.txt'), 'utf8')).toBe('upper dir');
    for (let i = 0; i < 20; i++)
      expect(await readFile(path.join(dest, `plain/f-${i}.txt`), 'utf8')).toBe(`plain ${i}`);
    expect(first.report.counts.transferred).toBe(TREE.size - 2);

    const second = await runSync(syncRequest(s3(bucket), local(dest)));
    expect(second.report.counts.transferred).toBe(0);
    expect(second.report.counts.failed).toBe(2);
    expect(await readFile(path.join(dest, 'docs/README.md'), 'utf8')).toBe('upper');
  }, 120_000);

  it('on exFAT: dir/a.txt and DIR/b.txt share one folder, and the next sync (with delete) compares folded names: nothing downloaded or deleted again', async (context) => {
    if (why || !mounted) {
      console.warn(`skipped: ${why}`);
      context.skip();
      return;
    }
    const dest = path.join(mounted.mnt, 'folded');
    const prefix = 'folded/';
    await putTree(
      client,
      bucket,
      prefix,
      new Map([
        ['DIR/b.txt', Buffer.from('b')],
        ['dir/a.txt', Buffer.from('a')],
      ]),
    );
    // Removed again at the end: the other tests sync the whole bucket.
    context.onTestFinished(() =>
      Promise.all(
        ['DIR/b.txt', 'dir/a.txt'].map((k) =>
          client.send(new DeleteObjectCommand({ Bucket: bucket, Key: prefix + k })),
        ),
      ).then(() => undefined),
    );
    const first = await runSync(syncRequest(s3(bucket, prefix), local(dest)));
    expect(first.error).toBeUndefined();
    expect(first.report.counts.transferred).toBe(2);
    // One folder: which of the two spellings made it depends on which download got there first.
    const folders = await readdir(dest);
    expect(folders.map((name) => name.toLowerCase())).toEqual(['dir']);
    for (const checksum of [false, true]) {
      const again = await runSync(
        syncRequest(s3(bucket, prefix), local(dest), { delete: true, checksum }),
      );
      expect(again.error).toBeUndefined();
      expect(again.report.counts).toMatchObject({ transferred: 0, deleted: 0, skipped: 2 });
    }
    expect(await readFile(path.join(dest, 'DIR/a.txt'), 'utf8')).toBe('a');
  }, 120_000);

  it('on exFAT with dryrun: the Readme.md / README.md conflict is reported as the real run reports it, and nothing is written', async (context) => {
    if (why || !mounted) {
      console.warn(`skipped: ${why}`);
      context.skip();
      return;
    }
    const dest = path.join(mounted.mnt, 'dry', 'not-yet');
    const dry = await runSync(syncRequest(s3(bucket), local(dest), { dryrun: true }));
    const real = await runSync(syncRequest(s3(bucket), local(path.join(mounted.mnt, 'real'))));
    const messages = (run: typeof dry) =>
      (run.error as unknown as { failures: { error: Error }[] }).failures
        .map((f) => f.error.message)
        .sort();
    expect(dry.error?.name).toBe('TransferError');
    expect(messages(dry)).toEqual(messages(real));
    expect(messages(dry).some((m) => m.includes('"docs/Readme.md" and "docs/README.md"'))).toBe(
      true,
    );
    expect(existsSync(path.join(mounted.mnt, 'dry'))).toBe(false);
  }, 120_000);

  it('on a case-sensitive file system: every key is its own file, no conflict', async () => {
    const dest = path.join(scratch, 'ext');
    expect((await probeNameFolding(dest)).caseInsensitive).toBe(false);
    const run = await runSync(syncRequest(s3(bucket), local(dest)));
    expect(run.error?.message).toBeUndefined();
    expect(run.report.counts.transferred).toBe(TREE.size);
    expect(await readFile(path.join(dest, 'docs/Readme.md'), 'utf8')).toBe('mixed');
  }, 120_000);
});

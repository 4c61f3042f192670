import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GetObjectAclCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBucket, deleteTestBucket, putObjects, testClient } from '../support/s3.js';
import {
  clearedPath,
  digests,
  getBody,
  listKeys,
  local,
  MiB,
  putTree,
  readBucket,
  readTree,
  runSync,
  s3,
  sha256,
  syncRequest,
  writeTree,
} from '../support/sync-harness.js';

/** A tree of ~150 small files of assorted sizes, some empty, some nested. */
function sampleTree(): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const sizes = [0, 1, 17, 1000, 4096, 20_000];
  for (let i = 0; i < 150; i++) {
    const folder = i % 3 === 0 ? '' : i % 3 === 1 ? 'sub/' : `sub/deep/${i % 4}/`;
    const ext = i % 5 === 0 ? 'txt' : i % 5 === 1 ? 'log' : 'bin';
    files.set(`${folder}file-${i}.${ext}`, randomBytes(sizes[i % sizes.length]!));
  }
  return files;
}

describe('transfers round-trip against RGW', () => {
  const client = testClient();
  const tree = sampleTree();
  let bucket: string;
  let other: string;
  let scratch: string;

  beforeAll(async () => {
    bucket = await createTestBucket(client, 'xfer');
    other = await createTestBucket(client, 'xfer-copy');
    scratch = await mkdtemp(path.join(os.tmpdir(), 's3sync-roundtrip-'));
    await putTree(client, bucket, 'data/', tree);
    // Not under `data/`: `s3://bucket/data` means the folder data/, so these stay out.
    await putObjects(client, bucket, ['data-old/x', 'datafile', 'other/y']);
  }, 120_000);
  afterAll(async () => {
    await deleteTestBucket(client, bucket);
    await deleteTestBucket(client, other);
    await rm(scratch, { recursive: true, force: true });
  }, 120_000);

  const fresh = (name: string) => clearedPath(scratch, name);

  it('sync s3://bucket/data to an empty folder downloads every object with its LastModified as mtime; a second sync does nothing', async () => {
    const dest = await fresh('download');
    const first = await runSync(syncRequest(s3(bucket, 'data'), local(dest)));
    expect(first.error?.message).toBeUndefined();
    expect(first.report.counts.transferred).toBe(tree.size);
    expect(first.report.counts.failed).toBe(0);
    expect(digests(await readTree(dest))).toEqual(digests(tree));
    expect(first.lines).toHaveLength(tree.size);
    expect(first.lines).toContain(
      `download: s3://${bucket}/data/sub/file-1.log to ${path.join(dest, 'sub', 'file-1.log')}`,
    );

    for (const rel of [...tree.keys()].filter((_, i) => i % 10 === 0)) {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: `data/${rel}` }));
      const mtimeMs = (await stat(path.join(dest, ...rel.split('/')))).mtimeMs;
      expect(Math.floor(mtimeMs / 1000)).toBe(head.LastModified!.getTime() / 1000);
    }

    const second = await runSync(syncRequest(s3(bucket, 'data'), local(dest)));
    expect(second.error?.message).toBeUndefined();
    expect(second.report.counts.transferred).toBe(0);
    expect(second.report.counts.skipped).toBe(tree.size);
    expect(second.lines).toEqual([]);
  });

  it('sync a folder to s3://bucket/up uploads every file byte for byte; a second sync does nothing', async () => {
    const src = await fresh('upload-src');
    await writeTree(src, tree);
    const first = await runSync(syncRequest(local(src), s3(bucket, 'up')));
    expect(first.error?.message).toBeUndefined();
    expect(first.report.counts.transferred).toBe(tree.size);
    expect(digests(await readBucket(client, bucket, 'up/'))).toEqual(digests(tree));
    expect(first.lines).toContain(
      `upload: ${path.join(src, 'sub', 'file-1.log')} to s3://${bucket}/up/sub/file-1.log`,
    );
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: 'up/file-0.txt' }));
    expect(head.ContentType).toBe('text/plain');

    const second = await runSync(syncRequest(local(src), s3(bucket, 'up')));
    expect(second.error?.message).toBeUndefined();
    expect(second.report.counts.transferred).toBe(0);
    expect(second.report.counts.skipped).toBe(tree.size);
  });

  it('sync s3://bucket/data to s3://other-bucket/copy copies server-side byte for byte; a second sync does nothing', async () => {
    const first = await runSync(syncRequest(s3(bucket, 'data/'), s3(other, 'copy/')));
    expect(first.error?.message).toBeUndefined();
    expect(first.report.counts.transferred).toBe(tree.size);
    expect(digests(await readBucket(client, other, 'copy/'))).toEqual(digests(tree));
    expect(first.lines).toContain(
      `copy: s3://${bucket}/data/sub/file-1.log to s3://${other}/copy/sub/file-1.log`,
    );

    const second = await runSync(syncRequest(s3(bucket, 'data/'), s3(other, 'copy/')));
    expect(second.error?.message).toBeUndefined();
    expect(second.report.counts.transferred).toBe(0);
    expect(second.report.counts.skipped).toBe(tree.size);
  });

  it('upload and copy pass content-type, cache-control, metadata and ACL through as headers the server keeps', async () => {
    const src = await fresh('options-src');
    await writeTree(src, new Map([['page.html', Buffer.from('<p>hi</p>')]]));
    const objectOptions = {
      cacheControl: 'max-age=60, public',
      metadata: { build: '1234', 'commit-sha': 'abc def' },
      acl: 'public-read',
    };
    const up = await runSync(syncRequest(local(src), s3(bucket, 'options/'), { objectOptions }));
    expect(up.error?.message).toBeUndefined();
    const uploaded = await client.send(
      new HeadObjectCommand({ Bucket: bucket, Key: 'options/page.html' }),
    );
    expect(uploaded.ContentType).toBe('text/html');
    expect(uploaded.CacheControl).toBe('max-age=60, public');
    expect(uploaded.Metadata).toEqual({ build: '1234', 'commit-sha': 'abc def' });
    const acl = await client.send(
      new GetObjectAclCommand({ Bucket: bucket, Key: 'options/page.html' }),
    );
    expect(
      acl.Grants?.some((g) => g.Grantee?.URI?.endsWith('/AllUsers') && g.Permission === 'READ'),
    ).toBe(true);

    // New metadata on a copy replaces the source's, as in the aws-cli.
    const copied = await runSync(
      syncRequest(s3(bucket, 'options/'), s3(other, 'options-copy/'), {
        objectOptions: { contentType: 'text/plain', metadata: { stage: 'copied' } },
      }),
    );
    expect(copied.error?.message).toBeUndefined();
    const head = await client.send(
      new HeadObjectCommand({ Bucket: other, Key: 'options-copy/page.html' }),
    );
    expect(head.ContentType).toBe('text/plain');
    expect(head.Metadata).toEqual({ stage: 'copied' });
    expect(digests(await readBucket(client, other, 'options-copy/'))).toEqual(
      digests(new Map([['page.html', Buffer.from('<p>hi</p>')]])),
    );
  });

  it('cp s3://bucket/data to a folder already in sync copies everything again', async () => {
    const dest = await fresh('cp');
    expect(
      (await runSync(syncRequest(s3(bucket, 'data'), local(dest)))).error?.message,
    ).toBeUndefined();
    const again = await runSync(syncRequest(s3(bucket, 'data'), local(dest), { mode: 'cp' }));
    expect(again.error?.message).toBeUndefined();
    expect(again.report.counts.transferred).toBe(tree.size);
    expect(digests(await readTree(dest))).toEqual(digests(tree));
  });

  it('sync with delete and exclude *.log removes local files the bucket lacks and keeps the excluded ones', async () => {
    const dest = await fresh('delete-local');
    await writeTree(
      dest,
      new Map([
        ['stale.txt', 'gone soon'],
        ['sub/deep/stale.bin', 'gone soon'],
        ['kept.log', 'excluded, so never deleted'],
      ]),
    );
    const result = await runSync(
      syncRequest(s3(bucket, 'data'), local(dest), {
        delete: true,
        filters: [{ kind: 'exclude', pattern: '*.log' }],
      }),
    );
    expect(result.error?.message).toBeUndefined();
    const expected = new Map([...tree].filter(([rel]) => !rel.endsWith('.log')));
    expected.set('kept.log', Buffer.from('excluded, so never deleted'));
    expect(digests(await readTree(dest))).toEqual(digests(expected));
    expect(result.report.counts.deleted).toBe(2);
    expect(result.lines).toContain(`delete: ${path.join(dest, 'stale.txt')}`);
  });

  it('sync a folder to s3://bucket/mirror with delete removes objects the folder lacks and keeps excluded ones', async () => {
    const src = await fresh('delete-s3-src');
    const files = new Map([
      ['a.txt', Buffer.from('a')],
      ['b/c.txt', Buffer.from('c')],
    ]);
    await writeTree(src, files);
    await putObjects(client, bucket, ['mirror/stale.txt', 'mirror/b/stale.bin', 'mirror/keep.log']);
    const result = await runSync(
      syncRequest(local(src), s3(bucket, 'mirror/'), {
        delete: true,
        filters: [{ kind: 'exclude', pattern: 'keep.*' }],
      }),
    );
    expect(result.error?.message).toBeUndefined();
    expect(result.report.counts.deleted).toBe(2);
    expect(result.lines).toContain(`delete: s3://${bucket}/mirror/stale.txt`);
    expect((await listKeys(client, bucket, 'mirror/')).sort()).toEqual(
      ['mirror/a.txt', 'mirror/b/c.txt', 'mirror/keep.log'].sort(),
    );
  });

  it('sync with dryrun prints aws-cli lines and leaves the destination untouched', async () => {
    const dest = await fresh('dryrun');
    const result = await runSync(syncRequest(s3(bucket, 'data'), local(dest), { dryrun: true }));
    expect(result.error?.message).toBeUndefined();
    await expect(stat(dest)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(result.lines).toHaveLength(tree.size);
    expect(result.lines).toContain(
      `(dryrun) download: s3://${bucket}/data/sub/file-1.log to ${path.join(dest, 'sub', 'file-1.log')}`,
    );
    for (const line of result.lines) expect(line).toMatch(/^\(dryrun\) download: s3:\/\/.* to \//);

    // With --delete too: the local extra is announced, not removed; nothing is downloaded.
    await writeTree(dest, new Map([['extra.txt', 'still here']]));
    const before = await readTree(dest);
    const withDelete = await runSync(
      syncRequest(s3(bucket, 'data'), local(dest), { dryrun: true, delete: true }),
    );
    expect(withDelete.error?.message).toBeUndefined();
    expect(withDelete.lines).toContain(`(dryrun) delete: ${path.join(dest, 'extra.txt')}`);
    expect(await readTree(dest)).toEqual(before);

    // An S3 destination in dryrun: no object appears.
    const upload = await runSync(syncRequest(local(dest), s3(bucket, 'dry/'), { dryrun: true }));
    expect(upload.lines).toEqual([
      `(dryrun) upload: ${path.join(dest, 'extra.txt')} to s3://${bucket}/dry/extra.txt`,
    ]);
    expect(await listKeys(client, bucket, 'dry/')).toEqual([]);
  });

  it("sync with exclude '*' and include '*.txt' downloads only .txt files, nested ones too", async () => {
    const dest = await fresh('filters');
    const result = await runSync(
      syncRequest(s3(bucket, 'data'), local(dest), {
        filters: [
          { kind: 'exclude', pattern: '*' },
          { kind: 'include', pattern: '*.txt' },
        ],
      }),
    );
    expect(result.error?.message).toBeUndefined();
    const expected = new Map([...tree].filter(([rel]) => rel.endsWith('.txt')));
    expect([...expected.keys()].some((k) => k.includes('/'))).toBe(true);
    expect(digests(await readTree(dest))).toEqual(digests(expected));
  });

  it('sync of a file changed locally (newer mtime, same size) downloads it again; exact-timestamps also catches older ones', async () => {
    const dest = await fresh('changed');
    expect(
      (await runSync(syncRequest(s3(bucket, 'data'), local(dest)))).error?.message,
    ).toBeUndefined();
    const edited = path.join(dest, 'file-0.txt');
    const original = await readFile(edited);
    await writeFile(edited, Buffer.alloc(original.length, 0x61));
    const future = new Date(Date.now() + 3600_000);
    await utimes(edited, future, future);
    const older = path.join(dest, 'file-3.bin');
    await utimes(older, new Date(0), new Date(0));

    const plain = await runSync(syncRequest(s3(bucket, 'data'), local(dest)));
    expect(plain.report.counts.transferred).toBe(1);
    expect(await readFile(edited)).toEqual(original);

    const exact = await runSync(
      syncRequest(s3(bucket, 'data'), local(dest), { exactTimestamps: true }),
    );
    expect(exact.report.counts.transferred).toBe(1);
    expect(exact.lines[0]).toContain('file-3.bin');
  });

  describe('with multipart-threshold and multipart-chunksize 5MiB', () => {
    const big = randomBytes(12 * MiB + 12_345);
    const multipart = { multipartThresholdBytes: 5 * MiB, multipartChunksizeBytes: 5 * MiB };

    it('a 12 MiB file uploads in parts, downloads back by ranged GETs and copies to another bucket unchanged', async () => {
      const src = await fresh('big-src');
      await writeTree(
        src,
        new Map<string, Buffer | string>([
          ['big.bin', big],
          ['small.txt', 'small'],
        ]),
      );
      const up = await runSync(syncRequest(local(src), s3(bucket, 'big/'), multipart));
      expect(up.error?.message).toBeUndefined();
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: 'big/big.bin' }));
      expect(head.ETag).toMatch(/-3"$/); // three parts: 5 + 5 + 2 MiB
      expect(head.ContentLength).toBe(big.length);
      expect(sha256(await getBody(client, bucket, 'big/big.bin'))).toBe(sha256(big));

      const dest = await fresh('big-dest');
      const down = await runSync(syncRequest(s3(bucket, 'big/'), local(dest), multipart));
      expect(down.error?.message).toBeUndefined();
      expect(down.report.counts.bytesTransferred).toBe(big.length + 5);
      expect(sha256(await readFile(path.join(dest, 'big.bin')))).toBe(sha256(big));
      const mtimeMs = (await stat(path.join(dest, 'big.bin'))).mtimeMs;
      expect(Math.floor(mtimeMs / 1000)).toBe(head.LastModified!.getTime() / 1000);

      const copy = await runSync(
        syncRequest(s3(bucket, 'big/'), s3(other, 'big-copy/'), multipart),
      );
      expect(copy.error?.message).toBeUndefined();
      expect(sha256(await getBody(client, other, 'big-copy/big.bin'))).toBe(sha256(big));

      const again = await runSync(syncRequest(s3(bucket, 'big/'), local(dest), multipart));
      expect(again.report.counts.transferred).toBe(0);
    });

    it('an object uploaded in one PUT but larger than the threshold downloads in parts unchanged', async () => {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: 'single/big.bin', Body: big }));
      const dest = await fresh('single-dest');
      const down = await runSync(syncRequest(s3(bucket, 'single/'), local(dest), multipart));
      expect(down.error?.message).toBeUndefined();
      expect(sha256(await readFile(path.join(dest, 'big.bin')))).toBe(sha256(big));
    });
  });
});

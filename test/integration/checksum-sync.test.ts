import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  HeadObjectCommand,
  PutObjectCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Session } from '../../src/s3/s3-session.js';
import { ByteBudget } from '../../src/transfer/byte-budget.js';
import { copyObject } from '../../src/transfer/copy.js';
import { LargeTransferMeter } from '../../src/transfer/large-transfer-meter.js';
import type { TransferContext } from '../../src/transfer/transfer-context.js';
import { createTestBucket, deleteTestBucket, testClient } from '../support/s3.js';
import {
  clearedPath,
  getBody,
  listKeys,
  local,
  MiB,
  putTree,
  readTree,
  runSync,
  s3,
  syncRequest,
  writeTree,
} from '../support/sync-harness.js';

// Issue 28: a CI build writes every file again, so every mtime is new while most bytes are not.
// The rebuilt tree: 2,000 files, all touched, 20 changed (10 with a new size, 10 with the same
// size and other bytes). With checksum only those 20 move, in each direction.

const FILES = 2000;
const HOUR_MS = 3600_000;

function buildTree(): Map<string, Buffer> {
  const tree = new Map<string, Buffer>();
  for (let i = 0; i < FILES; i++)
    tree.set(`site/${i % 7}/page-${i}.html`, randomBytes(40 + ((i * 37) % 300)));
  return tree;
}

/** 10 files get one more byte, 10 keep their size with other bytes; the rest stay as they were. */
function rebuild(tree: ReadonlyMap<string, Buffer>) {
  const next = new Map(tree);
  const names = [...tree.keys()];
  const grown = names.slice(100, 110);
  const rewritten = names.slice(500, 510);
  for (const name of grown) next.set(name, Buffer.concat([tree.get(name)!, Buffer.from('x')]));
  for (const name of rewritten) {
    const body = Buffer.from(tree.get(name)!);
    body[0] = body[0]! ^ 0xff;
    next.set(name, body);
  }
  return { next, changed: [...grown, ...rewritten] };
}

async function touchAll(root: string, names: Iterable<string>, mtimeMs: number) {
  const when = new Date(mtimeMs);
  for (const name of names) await utimes(path.join(root, ...name.split('/')), when, when);
}

const readLines = async (file: string) =>
  (await readFile(file, 'utf8'))
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as string);

const md5 = (body: Buffer) => createHash('md5').update(body).digest('hex');

describe('sync with checksum against RGW', () => {
  const client = testClient();
  let bucket: string;
  let copyBucket: string;
  let scratch: string;

  beforeAll(async () => {
    bucket = await createTestBucket(client, 'cksum');
    copyBucket = await createTestBucket(client, 'cksum-copy');
    scratch = await mkdtemp(path.join(os.tmpdir(), 's3sync-checksum-'));
  }, 60_000);
  afterAll(async () => {
    await deleteTestBucket(client, bucket);
    await deleteTestBucket(client, copyBucket);
    await rm(scratch, { recursive: true, force: true });
  }, 120_000);

  it('upload of a rebuilt tree: checksum moves only the 20 changed files; size-only and the default behave as before; changed-keys lists exactly them', async () => {
    const dir = await clearedPath(scratch, 'up');
    const tree = buildTree();
    await writeTree(dir, tree);
    const first = await runSync(syncRequest(local(dir), s3(bucket, 'up/')));
    expect(first.error).toBeUndefined();
    expect(first.report.counts.transferred).toBe(FILES);

    const { next, changed } = rebuild(tree);
    await writeTree(dir, next);
    await touchAll(dir, next.keys(), Date.now() + HOUR_MS);

    const dry = (overrides: object) =>
      runSync(syncRequest(local(dir), s3(bucket, 'up/'), { dryrun: true, ...overrides }));
    expect((await dry({})).report.counts.transferred).toBe(FILES);
    expect((await dry({ sizeOnly: true })).report.counts.transferred).toBe(10);
    const checkDry = await dry({
      checksum: true,
      filters: [{ kind: 'exclude', pattern: 'site/0/*' }],
    });
    const notExcluded = changed.filter((name) => !name.startsWith('site/0/'));
    expect(checkDry.report.counts.transferred).toBe(notExcluded.length);
    expect(await listKeys(client, bucket, 'up/')).toHaveLength(FILES);

    const changedFile = path.join(scratch, 'up-changed.jsonl');
    const run = await runSync(
      syncRequest(local(dir), s3(bucket, 'up/'), { checksum: true, changedKeysPath: changedFile }),
    );
    expect(run.error).toBeUndefined();
    expect(run.report.counts).toMatchObject({ transferred: 20, skipped: FILES - 20 });
    expect(run.report.checksums).toMatchObject({
      checked: FILES - 10,
      sameContent: FILES - 20,
      contentDiffers: 10,
      fallbacks: 0,
      filesHashed: FILES - 10,
    });
    expect(run.report.checksums!.hashMiBPerSecond).toBeGreaterThan(0);
    expect((await readLines(changedFile)).sort()).toEqual(changed.map((n) => `up/${n}`).sort());
    expect(run.report.changedKeys).toEqual({ path: changedFile, count: 20 });
    for (const name of changed)
      expect(md5(await getBody(client, bucket, `up/${name}`))).toBe(md5(next.get(name)!));

    const again = await runSync(syncRequest(local(dir), s3(bucket, 'up/'), { checksum: true }));
    expect(again.report.counts.transferred).toBe(0);
  }, 300_000);

  it('download into a workspace whose files all have other mtimes: checksum moves only the 20 changed objects and leaves the others as they are', async () => {
    const dir = await clearedPath(scratch, 'down');
    const tree = buildTree();
    await putTree(client, bucket, 'down/', tree);
    const first = await runSync(syncRequest(s3(bucket, 'down/'), local(dir)));
    expect(first.report.counts.transferred).toBe(FILES);
    const { next, changed } = rebuild(tree);
    await putTree(client, bucket, 'down/', new Map(changed.map((name) => [name, next.get(name)!])));
    const localMtime = Date.now() + HOUR_MS;
    await touchAll(dir, tree.keys(), localMtime);

    const dry = (overrides: object) =>
      runSync(syncRequest(s3(bucket, 'down/'), local(dir), { dryrun: true, ...overrides }));
    expect((await dry({})).report.counts.transferred).toBe(FILES);
    expect((await dry({ sizeOnly: true })).report.counts.transferred).toBe(10);

    const changedFile = path.join(scratch, 'down-changed.jsonl');
    const run = await runSync(
      syncRequest(s3(bucket, 'down/'), local(dir), {
        checksum: true,
        changedKeysPath: changedFile,
      }),
    );
    expect(run.error).toBeUndefined();
    expect(run.report.counts).toMatchObject({ transferred: 20, skipped: FILES - 20 });
    expect(run.report.checksums).toMatchObject({ fallbacks: 0, contentDiffers: 10 });
    expect((await readLines(changedFile)).sort()).toEqual([...changed].sort());
    const after = await readTree(dir);
    for (const [name, body] of next) expect(md5(after.get(name)!)).toBe(md5(body));
    // A file with the same bytes is left as it is: its mtime is still the touched one.
    const kept = [...tree.keys()].find((n) => !changed.includes(n))!;
    expect(Math.round((await stat(path.join(dir, kept))).mtimeMs / 1000)).toBe(
      Math.round(localMtime / 1000),
    );
  }, 300_000);

  it('changed-keys lists keys written and deleted, with newlines and non-ASCII, as JSON lines (upload with delete)', async () => {
    const dir = await clearedPath(scratch, 'keys');
    const names = [
      'plain.txt',
      'caf\u00e9/\u00fcber.txt',
      'emoji-\u{1F600}.txt',
      'line\nbreak.txt',
    ];
    await writeTree(dir, new Map(names.map((n) => [n, `body of ${n}`])));
    await putTree(
      client,
      bucket,
      'keys/',
      new Map([
        ['gone\nwith newline', Buffer.from('x')],
        ['gon\u00e9', Buffer.from('y')],
        ['plain.txt', Buffer.from('body of plain.txt')], // same bytes: kept
      ]),
    );
    const changedFile = path.join(scratch, 'keys.jsonl');
    const run = await runSync(
      syncRequest(local(dir), s3(bucket, 'keys/'), {
        checksum: true,
        delete: true,
        changedKeysPath: changedFile,
      }),
    );
    expect(run.error).toBeUndefined();
    const written = names.filter((n) => n !== 'plain.txt').map((n) => `keys/${n}`);
    const deleted = ['keys/gone\nwith newline', 'keys/gon\u00e9'];
    expect((await readLines(changedFile)).sort()).toEqual([...written, ...deleted].sort());
    expect(run.report.changedKeys?.count).toBe(5);
    expect((await listKeys(client, bucket, 'keys/')).sort()).toEqual(
      names.map((n) => `keys/${n}`).sort(),
    );
  }, 120_000);

  it('multipart objects from another tool fall back to size and time and are counted; our own multipart uploads carry their MD5 and compare by content', async () => {
    const dir = await clearedPath(scratch, 'mp');
    const body = randomBytes(5 * MiB + 1000);
    await writeTree(
      dir,
      new Map([
        ['foreign.bin', body],
        ['ours.bin', body],
      ]),
    );
    // foreign.bin: a multipart upload made with the SDK directly, as another tool would.
    const key = 'mp/foreign.bin';
    const { UploadId } = await client.send(
      new CreateMultipartUploadCommand({ Bucket: bucket, Key: key }),
    );
    const parts = [];
    for (const [n, [start, end]] of [
      [0, 5 * MiB],
      [5 * MiB, body.length],
    ].entries()) {
      const { ETag } = await client.send(
        new UploadPartCommand({
          Bucket: bucket,
          Key: key,
          UploadId,
          PartNumber: n + 1,
          Body: body.subarray(start, end),
        }),
      );
      parts.push({ PartNumber: n + 1, ETag });
    }
    await client.send(
      new CompleteMultipartUploadCommand({
        Bucket: bucket,
        Key: key,
        UploadId,
        MultipartUpload: { Parts: parts },
      }),
    );

    // ours.bin: uploaded by a checksum sync in parts (threshold 5 MiB), so it stores its MD5.
    const options = {
      checksum: true,
      multipartThresholdBytes: 5 * MiB,
      multipartChunksizeBytes: 5 * MiB,
    };
    await rm(path.join(dir, 'foreign.bin'));
    const first = await runSync(syncRequest(local(dir), s3(bucket, 'mp/'), options));
    expect(first.report.counts.transferred).toBe(1);
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: 'mp/ours.bin' }));
    expect(head.ETag).toMatch(/-2"$/);
    expect(head.Metadata?.['s3sync-md5']).toBe(md5(body));

    await writeFile(path.join(dir, 'foreign.bin'), body);
    await touchAll(dir, ['foreign.bin', 'ours.bin'], Date.now() + HOUR_MS);
    const run = await runSync(syncRequest(local(dir), s3(bucket, 'mp/'), options));
    expect(run.error).toBeUndefined();
    // ours.bin: same MD5, skipped; foreign.bin: no MD5 to compare, the local file is newer: copied.
    expect(run.report.checksums).toMatchObject({
      checked: 2,
      sameContent: 1,
      fallbacks: 1,
      metadataReads: 2,
      filesHashed: 1,
    });
    expect(run.lines).toEqual([expect.stringContaining('foreign.bin')]);
  }, 120_000);

  it('a sync without checksum writes the MD5 of its multipart uploads; a later checksum sync of the same tree uploads nothing and falls back on nothing; a same-size change is found', async () => {
    const dir = await clearedPath(scratch, 'plain-mp');
    const large = randomBytes(11 * MiB + 3);
    const tree = new Map<string, Buffer>([
      ['large.bin', large],
      ['second/large.bin', randomBytes(5 * MiB + 1)],
      ...[...buildTree()].slice(0, 50),
    ]);
    await writeTree(dir, tree);
    const parts = { multipartThresholdBytes: 5 * MiB, multipartChunksizeBytes: 5 * MiB };
    const first = await runSync(syncRequest(local(dir), s3(bucket, 'plain-mp/'), parts));
    expect(first.error).toBeUndefined();
    expect(first.report.counts.transferred).toBe(tree.size);
    for (const name of ['large.bin', 'second/large.bin']) {
      const head = await client.send(
        new HeadObjectCommand({ Bucket: bucket, Key: `plain-mp/${name}` }),
      );
      expect(head.ETag).toMatch(/-\d+"$/);
      expect(head.Metadata?.['s3sync-md5']).toBe(md5(tree.get(name)!));
    }

    // A rebuild: every file written again with the same bytes, so every mtime is new.
    await touchAll(dir, tree.keys(), Date.now() + HOUR_MS);
    const again = await runSync(
      syncRequest(local(dir), s3(bucket, 'plain-mp/'), { ...parts, checksum: true }),
    );
    expect(again.error).toBeUndefined();
    expect(again.report.counts).toMatchObject({ transferred: 0, skipped: tree.size });
    expect(again.report.checksums).toMatchObject({
      sameContent: tree.size,
      fallbacks: 0,
      metadataReads: 2,
    });
    expect(again.lines).toEqual([]);
    expect(again.warnings.join('\n')).not.toMatch(/another tool|size and time/);

    // The same size with other bytes: found by content, uploaded, and its new MD5 stored.
    const changed = Buffer.from(large);
    changed[7 * MiB] = changed[7 * MiB]! ^ 0xff;
    await writeFile(path.join(dir, 'large.bin'), changed);
    await touchAll(dir, ['large.bin'], Date.now() - HOUR_MS); // older than the object, even
    const third = await runSync(
      syncRequest(local(dir), s3(bucket, 'plain-mp/'), { ...parts, checksum: true }),
    );
    expect(third.report.counts.transferred).toBe(1);
    expect(third.report.checksums).toMatchObject({ contentDiffers: 1, fallbacks: 0 });
    expect(third.lines).toEqual([expect.stringContaining('large.bin')]);
    const head = await client.send(
      new HeadObjectCommand({ Bucket: bucket, Key: 'plain-mp/large.bin' }),
    );
    expect(head.Metadata?.['s3sync-md5']).toBe(md5(changed));
    expect(md5(await getBody(client, bucket, 'plain-mp/large.bin'))).toBe(md5(changed));
  }, 180_000);

  it('S3 to S3 copies carry the MD5 of a multipart source, with its metadata kept or replaced by new metadata', async () => {
    const dir = await clearedPath(scratch, 'cp-mp');
    const body = randomBytes(6 * MiB + 5);
    await writeTree(dir, new Map([['big.bin', body]]));
    const parts = { multipartThresholdBytes: 5 * MiB, multipartChunksizeBytes: 5 * MiB };
    await runSync(syncRequest(local(dir), s3(bucket, 'cp-mp/'), parts));

    const kept = await runSync(syncRequest(s3(bucket, 'cp-mp/'), s3(copyBucket, 'kept/'), parts));
    expect(kept.error).toBeUndefined();
    const replaced = await runSync(
      syncRequest(s3(bucket, 'cp-mp/'), s3(copyBucket, 'replaced/'), {
        ...parts,
        objectOptions: { metadata: { team: 'web' } },
      }),
    );
    expect(replaced.error).toBeUndefined();
    for (const prefix of ['kept/', 'replaced/']) {
      const head = await client.send(
        new HeadObjectCommand({ Bucket: copyBucket, Key: `${prefix}big.bin` }),
      );
      expect(head.Metadata?.['s3sync-md5']).toBe(md5(body));
      expect(md5(await getBody(client, copyBucket, `${prefix}big.bin`))).toBe(md5(body));
    }
    const replacedHead = await client.send(
      new HeadObjectCommand({ Bucket: copyBucket, Key: 'replaced/big.bin' }),
    );
    expect(replacedHead.Metadata?.team).toBe('web');

    // The copies compare by content with the file they came from.
    await touchAll(dir, ['big.bin'], Date.now() + HOUR_MS);
    for (const prefix of ['kept/', 'replaced/']) {
      const run = await runSync(
        syncRequest(local(dir), s3(copyBucket, prefix), { ...parts, checksum: true }),
      );
      expect(run.report.counts.transferred).toBe(0);
      expect(run.report.checksums).toMatchObject({ sameContent: 1, fallbacks: 0 });
    }
  }, 120_000);

  it("a copy part by part (above CopyObject's limit) carries the source's metadata and MD5, or the MD5 with new metadata", async () => {
    const dir = await clearedPath(scratch, 'cp-parts');
    const body = randomBytes(6 * MiB + 9);
    await writeTree(dir, new Map([['big.bin', body]]));
    const parts = { multipartThresholdBytes: 5 * MiB, multipartChunksizeBytes: 5 * MiB };
    await runSync(
      syncRequest(local(dir), s3(bucket, 'cp-parts/'), {
        ...parts,
        objectOptions: { metadata: { build: '41' } },
      }),
    );
    const sourceHead = await client.send(
      new HeadObjectCommand({ Bucket: bucket, Key: 'cp-parts/big.bin' }),
    );
    const request = syncRequest(s3(bucket, 'cp-parts/'), s3(copyBucket, 'parts/'));
    const signal = new AbortController().signal;
    const session = createS3Session({ client: request.client, maxRequests: 8, signal });
    const context = (metadata?: Record<string, string>): TransferContext => ({
      client: session.client,
      direct: session.direct,
      signal,
      ...parts,
      singleCopyMaxBytes: 5 * MiB, // S3's is 5 GiB: this object goes part by part as one would
      budget: new ByteBudget(64 * MiB, signal),
      meter: new LargeTransferMeter(),
      objectOptions: metadata ? { metadata } : {},
      onBytes: () => undefined,
    });
    const job = (key: string) => ({
      sourceBucket: bucket,
      sourceKey: 'cp-parts/big.bin',
      size: body.length,
      etag: sourceHead.ETag!,
      bucket: copyBucket,
      key,
    });
    try {
      await copyObject(job('parts/kept.bin'), context());
      await copyObject(job('parts/replaced.bin'), context({ team: 'web' }));
    } finally {
      session.close();
    }
    const kept = await client.send(
      new HeadObjectCommand({ Bucket: copyBucket, Key: 'parts/kept.bin' }),
    );
    expect(kept.ETag).toMatch(/-\d+"$/); // made part by part
    expect(kept.Metadata).toEqual({ build: '41', 's3sync-md5': md5(body) });
    expect(kept.ContentType).toBe(sourceHead.ContentType);
    const replaced = await client.send(
      new HeadObjectCommand({ Bucket: copyBucket, Key: 'parts/replaced.bin' }),
    );
    expect(replaced.Metadata).toEqual({ team: 'web', 's3sync-md5': md5(body) });
    expect(md5(await getBody(client, copyBucket, 'parts/kept.bin'))).toBe(md5(body));
  }, 120_000);

  it('S3 to S3 with checksum moves nothing when the ETags match, though every source object is newer', async () => {
    const tree = new Map([...buildTree()].slice(0, 300));
    await putTree(client, bucket, 'cp/', tree);
    const first = await runSync(syncRequest(s3(bucket, 'cp/'), s3(copyBucket, 'cp/')));
    expect(first.report.counts.transferred).toBe(300);
    await new Promise((go) => setTimeout(go, 1100)); // LastModified has whole seconds
    await putTree(client, bucket, 'cp/', tree); // the same bytes again: newer objects
    await client.send(new PutObjectCommand({ Bucket: bucket, Key: 'cp/extra', Body: 'new' }));
    const dry = await runSync(
      syncRequest(s3(bucket, 'cp/'), s3(copyBucket, 'cp/'), { dryrun: true }),
    );
    expect(dry.report.counts.transferred).toBe(301);
    const run = await runSync(
      syncRequest(s3(bucket, 'cp/'), s3(copyBucket, 'cp/'), { checksum: true }),
    );
    expect(run.report.counts).toMatchObject({ transferred: 1, skipped: 300, bytesTransferred: 3 });
    expect(run.report.checksums).toMatchObject({
      sameContent: 300,
      metadataReads: 0,
      filesHashed: 0,
    });
  }, 120_000);
});

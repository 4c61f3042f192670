import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, type HeadObjectCommandOutput } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ObjectOptions } from '../../src/s3/object-params.js';
import { createS3Session } from '../../src/s3/s3-session.js';
import { ByteBudget } from '../../src/transfer/byte-budget.js';
import { copyObject } from '../../src/transfer/copy.js';
import { LargeTransferMeter } from '../../src/transfer/large-transfer-meter.js';
import type { TransferContext } from '../../src/transfer/transfer-context.js';
import { createTestBucket, deleteTestBucket, testClient } from '../support/s3.js';
import {
  clearedPath,
  getBody,
  local,
  MiB,
  runSync,
  s3,
  sha256,
  syncRequest,
  writeTree,
} from '../support/sync-harness.js';

// The aws-cli's --content-encoding, --content-disposition, --content-language, --expires and
// --no-guess-mime-type, checked as the server stores them: a HEAD after each upload and copy,
// one small object (one PUT, one CopyObject) and one in parts (CreateMultipartUpload).

const EXPIRES = new Date('2030-01-02T03:04:05Z');
const HEADERS: ObjectOptions = {
  contentEncoding: 'gzip',
  contentDisposition: 'attachment; filename="site.js"',
  contentLanguage: 'en',
  expires: EXPIRES,
};
const PARTS = { multipartThresholdBytes: 5 * MiB, multipartChunksizeBytes: 5 * MiB };

/** The headers of HEADERS as a HEAD returns them. */
function storedHeaders(head: HeadObjectCommandOutput): ObjectOptions {
  return {
    contentEncoding: head.ContentEncoding,
    contentDisposition: head.ContentDisposition,
    contentLanguage: head.ContentLanguage,
    expires: head.ExpiresString ? new Date(head.ExpiresString) : head.Expires,
  };
}

describe('object headers on uploads and S3-to-S3 copies, against RGW', () => {
  const client = testClient();
  const small = Buffer.from('console.log(1)\n');
  const large = randomBytes(6 * MiB);
  let bucket: string;
  let copies: string;
  let scratch: string;

  beforeAll(async () => {
    bucket = await createTestBucket(client, 'headers');
    copies = await createTestBucket(client, 'headers-copy');
    scratch = await mkdtemp(path.join(os.tmpdir(), 's3sync-headers-'));
  }, 120_000);
  afterAll(async () => {
    await deleteTestBucket(client, bucket);
    await deleteTestBucket(client, copies);
    await rm(scratch, { recursive: true, force: true });
  }, 120_000);

  const head = (b: string, key: string) =>
    client.send(new HeadObjectCommand({ Bucket: b, Key: key }));

  async function uploadTree(prefix: string, objectOptions: ObjectOptions) {
    const dir = await clearedPath(scratch, prefix);
    await writeTree(
      dir,
      new Map([
        ['site.js', small],
        ['big.js', large],
      ]),
    );
    const run = await runSync(
      syncRequest(local(dir), s3(bucket, prefix), { ...PARTS, objectOptions }),
    );
    expect(run.error?.message).toBeUndefined();
    expect(run.report.counts.transferred).toBe(2);
  }

  it('with: content-encoding gzip, content-disposition, content-language and expires: both uploads store them', async () => {
    await uploadTree('up/', HEADERS);
    for (const key of ['up/site.js', 'up/big.js']) {
      const stored = await head(bucket, key);
      expect(storedHeaders(stored), key).toEqual(HEADERS);
      // The guess still applies: the encoding says how the bytes are packed, not what they are.
      expect(stored.ContentType, key).toMatch(/javascript/);
    }
    expect((await head(bucket, 'up/big.js')).ETag).toMatch(/-2"$/); // made in parts
    expect(sha256(await getBody(client, bucket, 'up/site.js'))).toBe(sha256(small));
  });

  it('with: guess-mime-type false: uploads send no Content-Type and the server stores binary/octet-stream', async () => {
    await uploadTree('raw/', { guessContentType: false });
    for (const key of ['raw/site.js', 'raw/big.js']) {
      expect((await head(bucket, key)).ContentType, key).toBe('binary/octet-stream');
    }
  });

  it("a copy given the headers replaces the source's, single and in parts; a copy given none keeps them", async () => {
    await uploadTree('src/', { contentEncoding: 'br', cacheControl: 'max-age=60' });
    const signal = new AbortController().signal;
    const request = syncRequest(s3(bucket, 'src/'), s3(copies, ''));
    const session = createS3Session({ client: request.client, maxRequests: 8, signal });
    const context = (
      objectOptions: ObjectOptions,
      singleCopyMaxBytes?: number,
    ): TransferContext => ({
      client: session.client,
      direct: session.direct,
      signal,
      ...PARTS,
      singleCopyMaxBytes,
      budget: new ByteBudget(64 * MiB, signal),
      meter: new LargeTransferMeter(),
      objectOptions,
      onBytes: () => undefined,
    });
    const job = async (sourceKey: string, key: string) => {
      const source = await head(bucket, sourceKey);
      return {
        sourceBucket: bucket,
        sourceKey,
        size: source.ContentLength!,
        etag: source.ETag!,
        bucket: copies,
        key,
      };
    };
    try {
      await copyObject(await job('src/site.js', 'single/site.js'), context(HEADERS));
      // 5 MiB: the 6 MiB object goes part by part, as one above 5 GiB would.
      await copyObject(await job('src/big.js', 'parts/big.js'), context(HEADERS, 5 * MiB));
      await copyObject(await job('src/site.js', 'kept/site.js'), context({}));
      await copyObject(await job('src/big.js', 'kept/big.js'), context({}, 5 * MiB));
    } finally {
      session.close();
    }
    for (const key of ['single/site.js', 'parts/big.js']) {
      const stored = await head(copies, key);
      expect(storedHeaders(stored), key).toEqual(HEADERS);
      // REPLACE: what was not given is not kept (the aws-cli's metadata directive REPLACE).
      expect(stored.CacheControl, key).toBeUndefined();
    }
    expect((await head(copies, 'parts/big.js')).ETag).toMatch(/-\d+"$/); // made part by part
    for (const key of ['kept/site.js', 'kept/big.js']) {
      const stored = await head(copies, key);
      expect(stored.ContentEncoding, key).toBe('br');
      expect(stored.CacheControl, key).toBe('max-age=60');
      expect(stored.ContentType, key).toMatch(/javascript/);
    }
    expect(sha256(await getBody(client, copies, 'kept/big.js'))).toBe(sha256(large));
  });
});

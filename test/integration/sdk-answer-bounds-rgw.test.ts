import type http from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ListMultipartUploadsCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OBJECT_ANSWER_MAX_BYTES } from '../../src/s3/answer-bounds.js';
import { interceptingProxy } from '../support/intercepting-proxy.js';
import type { LoopbackServer } from '../support/loopback-server.js';
import { createTestBucket, deleteTestBucket, testClient, testServer } from '../support/s3.js';
import { listKeys, local, MiB, runSync, s3, syncRequest } from '../support/sync-harness.js';

/**
 * An upload through a proxy in front of RGW that answers the one CompleteMultipartUpload itself,
 * with a 200 whose XML never ends (up to 200 MB): the sync fails with the named error, having
 * read no more than the bound, and leaves no object and no upload behind in the bucket.
 */
describe('a multipart upload whose completion answer never ends, against RGW', () => {
  const client = testClient();
  let bucket: string;
  let scratch: string;
  let proxy: LoopbackServer;
  let sent = 0;
  let completions = 0;

  beforeAll(async () => {
    bucket = await createTestBucket(client, 'answer-bounds');
    scratch = await mkdtemp(path.join(os.tmpdir(), 's3sync-answer-bounds-'));
    proxy = await interceptingProxy(testServer().endpoint, (request, response) => {
      if (request.method !== 'POST' || !request.url!.includes('uploadId=')) return false;
      completions++;
      request.resume();
      response.writeHead(200, { 'content-type': 'application/xml' });
      endless(response);
      return true;
    });
  }, 60_000);
  afterAll(async () => {
    await proxy.close();
    await deleteTestBucket(client, bucket);
    await rm(scratch, { recursive: true, force: true });
  }, 60_000);

  function endless(response: http.ServerResponse): void {
    response.write('<?xml version="1.0" encoding="UTF-8"?>\n<CompleteMultipartUploadResult>');
    const filler = Buffer.alloc(64 * 1024, 0x20);
    const more = () => {
      if (response.destroyed) return;
      if (sent >= 200 * MiB) return void response.end();
      sent += filler.length;
      if (response.write(filler)) setImmediate(more);
      else response.once('drain', more);
    };
    more();
  }

  it('sync dir s3://bucket/up/ fails with AnswerTooLarge, and leaves no object or upload', async () => {
    const dir = path.join(scratch, 'up');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'big.bin'), Buffer.alloc(12 * MiB, 7));
    const { error } = await runSync(
      syncRequest(
        local(dir),
        s3(bucket, 'up/'),
        { multipartThresholdBytes: 5 * MiB, multipartChunksizeBytes: 5 * MiB },
        proxy.endpoint,
      ),
    );
    expect(error?.message).toContain('(AnswerTooLarge)');
    expect(error?.message).toContain(
      'the endpoint sent an HTTP 200 answer to CompleteMultipartUpload larger than 1 MiB',
    );
    // Not retried: one answer, read to its bound and dropped.
    expect(completions).toBe(1);
    expect(sent).toBeLessThan(OBJECT_ANSWER_MAX_BYTES + 16 * MiB);
    expect(await listKeys(client, bucket)).toEqual([]);
    const uploads = await client.send(new ListMultipartUploadsCommand({ Bucket: bucket }));
    expect(uploads.Uploads ?? []).toEqual([]);
  });
});

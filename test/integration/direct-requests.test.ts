import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Error } from '../../src/errors.js';
import { isRetryable } from '../../src/retry.js';
import { createS3Connection, type S3Connection } from '../../src/s3/client.js';
import { DirectRequests } from '../../src/s3/direct-requests.js';
import { amzDateMs } from '../support/fake-list-server.js';

/**
 * DirectRequests against a server that misbehaves in ways RGW never does on purpose: a body
 * damaged on the way, a copy that fails after its 200, an error answer. The happy paths run
 * against RGW in the transfer tests.
 */
describe('small-object requests sent without the SDK', () => {
  let server: http.Server;
  let connection: S3Connection;
  let direct: DirectRequests;
  const seen: Array<{ method: string; url: string; headers: http.IncomingHttpHeaders }> = [];
  const signal = new AbortController().signal;

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      seen.push({ method: request.method!, url: request.url!, headers: request.headers });
      request.resume();
      if (request.url === '/bkt/skewed.txt') {
        // This server's clock is two hours ahead, and it checks signatures against it.
        const serverNow = Date.now() + 2 * 3600_000;
        const signedAt = amzDateMs(request.headers['x-amz-date'] as string | undefined);
        if (!(Math.abs(serverNow - signedAt) <= 15 * 60_000)) {
          response.writeHead(403, { date: new Date(serverNow).toUTCString() });
          response.end(
            '<Error><Code>RequestTimeTooSkewed</Code><Message>Too skewed</Message></Error>',
          );
        } else {
          response.writeHead(200, { 'content-length': '2' });
          response.end('ok');
        }
      } else if (request.url === '/bkt/damaged.txt') {
        const md5 = createHash('md5').update('what was stored').digest('hex');
        response.writeHead(200, { etag: `"${md5}"`, 'content-length': '13' });
        response.end('what arrived!');
      } else if (request.url === '/bkt/whole.txt') {
        const md5 = createHash('md5').update('all of it').digest('hex');
        response.writeHead(200, { etag: `"${md5}"`, 'content-length': '9' });
        response.end('all of it');
      } else if (request.url === '/bkt/copy-fails-late') {
        response.writeHead(200, { 'content-type': 'application/xml' });
        response.end(
          '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>InternalError</Code><Message>We encountered an internal error.</Message></Error>',
        );
      } else {
        response.writeHead(403, { 'content-type': 'application/xml' });
        response.end('<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    connection = createS3Connection({
      endpointUrl: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      forcePathStyle: true,
      maxSockets: 4,
      credentials: { accessKeyId: 'AKID', secretAccessKey: 'secret' },
    });
    direct = new DirectRequests({
      resolveTarget: (bucket, signal) =>
        connection.bucketTarget({ bucket, prefix: '', pageSize: 1 }, signal),
      agent: connection.agent,
      credentials: connection.credentials,
      addCrc32: false,
    });
  });
  afterAll(async () => {
    connection.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('returns a body that matches its length and its MD5 ETag, from a signed GET', async () => {
    const body = await direct.getObject('bkt', 'whole.txt', signal);
    expect(body?.toString()).toBe('all of it');
    const request = seen.find((r) => r.url === '/bkt/whole.txt')!;
    expect(request.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKID\//);
  });

  it('refuses a body whose MD5 does not match its ETag, as a failure worth retrying', async () => {
    const error = await direct.getObject('bkt', 'damaged.txt', signal).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(S3Error);
    expect((error as S3Error).code).toBe('BadDigest');
    expect(isRetryable(error)).toBe(true);
  });

  it('turns a copy that fails after its 200 into the error in its body', async () => {
    const error = await direct
      .copyObject(
        {
          bucket: 'bkt',
          key: 'copy-fails-late',
          copySource: 'src/key',
          params: {},
          replaceMetadata: false,
        },
        signal,
      )
      .catch((e: unknown) => e);
    expect((error as S3Error).code).toBe('InternalError');
    expect(isRetryable(error)).toBe(true);
    const request = seen.find((r) => r.url === '/bkt/copy-fails-late')!;
    expect(request.headers['x-amz-copy-source']).toBe('src/key');
  });

  it('turns an error answer into an S3Error that says what to do', async () => {
    const error = await direct
      .putObject(
        {
          bucket: 'bkt',
          key: 'a key/with space+plus',
          body: Buffer.from('x'),
          params: { ContentType: 'text/plain' },
        },
        signal,
      )
      .catch((e: unknown) => e);
    expect((error as S3Error).code).toBe('AccessDenied');
    expect((error as S3Error).message).toContain('s3:PutObject');
    expect(isRetryable(error)).toBe(false);
    const request = seen.find((r) => r.method === 'PUT' && r.url?.startsWith('/bkt/a%20key'))!;
    expect(request.url).toBe('/bkt/a%20key/with%20space%2Bplus');
    expect(request.headers['content-type']).toBe('text/plain');
    expect(request.headers['x-amz-content-sha256']).toBe(
      createHash('sha256').update('x').digest('hex'),
    );
  });

  it('leaves metadata it cannot send as a plain header to the SDK', async () => {
    const sent = await direct.putObject(
      { bucket: 'bkt', key: 'k', body: Buffer.from('x'), params: { Metadata: { note: 'café' } } },
      signal,
    );
    expect(sent).toBe(false);
  });

  it("signs the retry of a RequestTimeTooSkewed answer with the server's time", async () => {
    const first = await direct.getObject('bkt', 'skewed.txt', signal).catch((e: unknown) => e);
    expect((first as S3Error).code).toBe('RequestTimeTooSkewed');
    expect(isRetryable(first)).toBe(true);
    expect((await direct.getObject('bkt', 'skewed.txt', signal))?.toString()).toBe('ok');
  });
});

import http from 'node:http';
import type net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { S3Error } from '../../src/errors.js';
import { ERROR_ANSWER_MAX_BYTES } from '../../src/s3/error-response.js';
import { openRawObject } from '../../src/s3/raw/raw-object.js';
import { SigningClock } from '../../src/s3/signing/signing-clock.js';
import { StallLimits } from '../../src/s3/stall-watch.js';
import { collect, fakeListClient } from '../support/listing.js';

/**
 * An endpoint whose error answers are larger than any S3 error document: one that declares a
 * 10 GB body, and one that sends an AccessDenied document followed by bytes without end. Each
 * counts the bytes it managed to send, which is what the client read at most.
 */
async function hostileErrors(kind: 'declares-10gb' | 'never-ends') {
  let sent = 0;
  const server = http.createServer((request, response) => {
    const document = '<Error><Code>AccessDenied</Code><Message>go away</Message></Error>';
    if (kind === 'declares-10gb') {
      response.writeHead(403, { 'content-length': String(10 * 1024 ** 3) });
      response.write(document);
      sent += document.length;
      return; // and never more: a client that waits for the rest hangs
    }
    response.writeHead(403, { 'content-type': 'application/xml' });
    response.write(document);
    const filler = Buffer.alloc(64 * 1024, 0x20);
    const more = () => {
      if (response.destroyed) return;
      sent += filler.length;
      // Stop well past the bound so that a reader without one would be seen holding it all.
      if (sent > 64 * 1024 * 1024) return void response.end();
      if (response.write(filler)) setImmediate(more);
      else response.once('drain', more);
    };
    more();
    request.on('close', () => response.destroy());
  });
  await new Promise<void>((go) => server.listen(0, '127.0.0.1', go));
  servers.push(server);
  const port = (server.address() as net.AddressInfo).port;
  return { port, endpoint: `http://127.0.0.1:${port}`, sent: () => sent };
}

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

describe('error answers larger than an error document', () => {
  it('a raw GET whose 403 declares 10 GB fails at once on its status, without reading the body', async () => {
    const server = await hostileErrors('declares-10gb');
    const error = await openRawObject(
      {
        protocol: 'http:',
        hostname: '127.0.0.1',
        port: server.port,
        method: 'GET',
        path: '/bucket/key',
        headers: { host: `127.0.0.1:${server.port}` },
      },
      {
        signal: new AbortController().signal,
        timeoutMs: 10_000,
        stalls: new StallLimits(),
        place: { operation: 'GetObject', bucket: 'bucket', key: 'key' },
        clock: new SigningClock(),
      },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(S3Error);
    expect((error as S3Error).statusCode).toBe(403);
    expect((error as Error).message).toContain('"s3://bucket/key"');
  });

  it('a listing page whose 403 never ends is read to the bound and fails as AccessDenied', async () => {
    const server = await hostileErrors('never-ends');
    const heapBefore = process.memoryUsage().arrayBuffers;
    const error = await collect({
      client: fakeListClient(server.endpoint),
      bucket: 'the-bucket',
      prefix: '',
      lister: 'single',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(S3Error);
    expect((error as S3Error).code).toBe('AccessDenied');
    expect((error as Error).message).toContain('go away');
    // The server stopped when the client went: far less than the 64 MiB it would have sent.
    expect(server.sent()).toBeLessThan(16 * 1024 * 1024);
    expect(process.memoryUsage().arrayBuffers - heapBefore).toBeLessThan(
      16 * 1024 * 1024 + ERROR_ANSWER_MAX_BYTES,
    );
  });
});

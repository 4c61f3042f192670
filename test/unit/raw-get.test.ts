import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { BodySink } from '../../src/s3/raw/raw-answer.js';
import { rawGet } from '../../src/s3/raw/raw-get.js';
import { localTlsServer, trustingAnyCertificate } from '../support/local-tls.js';

/** A server that answers each connection by writing `pieces` one by one, a tick apart. */
async function serve(pieces: (request: string) => Array<Buffer | string | 'close'>) {
  const server = net.createServer((socket) => {
    socket.once('data', (data) => {
      void (async () => {
        for (const piece of pieces(data.toString('latin1'))) {
          await new Promise((go) => setTimeout(go, 2));
          if (piece === 'close') return socket.destroy();
          socket.write(piece);
        }
        socket.end();
      })();
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((go) => server.listen(0, '127.0.0.1', go));
  servers.push(server);
  const port = (server.address() as net.AddressInfo).port;
  return {
    protocol: 'http:',
    hostname: '127.0.0.1',
    port,
    method: 'GET',
    path: '/bucket/key',
    headers: { host: `127.0.0.1:${port}` },
  };
}

const servers: net.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

const options = () => ({
  signal: new AbortController().signal,
  timeoutMs: 10_000,
  place: { operation: 'GetObject', bucket: 'bucket', key: 'key' },
});

/** A sink of small buffers that makes the reader wait on every other one. */
function slowSink(size: number) {
  const out = Buffer.alloc(size);
  let used = 0;
  let calls = 0;
  const sink: BodySink = {
    space: () => out.subarray(used, Math.min(size, used + 1000)),
    filled: (n) => {
      used += n;
      return ++calls % 2 ? new Promise((go) => setTimeout(go, 1)) : undefined;
    },
  };
  return { sink, out: () => out.subarray(0, used) };
}

const head = (status: string, length: number | undefined) =>
  `HTTP/1.1 ${status}\r\n${length === undefined ? '' : `Content-Length: ${length}\r\n`}ETag: "abc"\r\n\r\n`;

describe('a GET whose body is read into our own buffers', () => {
  it('a head split across reads and a body in many pieces, some with the head, land whole and in order', async () => {
    const body = randomBytes(300_000);
    const whole = Buffer.concat([Buffer.from(head('206 Partial Content', body.length)), body]);
    const cuts = [5, 17, 60, 61, 3000, 70_000, 150_000, 299_000, whole.length];
    const signed = await serve(() => cuts.map((end, i) => whole.subarray(cuts[i - 1] ?? 0, end)));
    const answer = await rawGet(signed, options());
    expect(answer.statusCode).toBe(206);
    expect(answer.headers.etag).toBe('"abc"');
    const { sink, out } = slowSink(body.length);
    await answer.read(sink);
    expect(out().equals(body)).toBe(true);
  });

  it('sends the signed headers, and leaves the connection open for the next request', async () => {
    let seen = '';
    const signed = await serve((request) => ((seen = request), [head('200 OK', 0)]));
    const answer = await rawGet(
      { ...signed, headers: { ...signed.headers, range: 'bytes=0-9' } },
      options(),
    );
    await answer.read(slowSink(0).sink);
    expect(seen).toMatch(/^GET \/bucket\/key HTTP\/1\.1\r\n/);
    expect(seen).toContain('range: bytes=0-9\r\n');
    expect(seen).not.toContain('connection:');
  });

  it('an error answer is read whole', async () => {
    const xml = '<Error><Code>SlowDown</Code><Message>Please reduce</Message></Error>';
    const signed = await serve(() => [head('503 Slow Down', xml.length), xml]);
    const answer = await rawGet(signed, options());
    expect(answer.statusCode).toBe(503);
    expect((await answer.readAll()).toString()).toBe(xml);
  });

  it('a chunked error answer (as S3 sends its XML errors) is read whole, in pieces or at once', async () => {
    const xml = '<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>';
    const chunkedHead = 'HTTP/1.1 403 Forbidden\r\nTransfer-Encoding: chunked\r\n\r\n';
    const body = `${(30).toString(16)}\r\n${xml.slice(0, 30)}\r\n${(xml.length - 30).toString(16)}\r\n${xml.slice(30)}\r\n0\r\n\r\n`;
    for (const pieces of [[chunkedHead + body], [chunkedHead, body.slice(0, 40), body.slice(40)]]) {
      const signed = await serve(() => pieces);
      const answer = await rawGet(signed, options());
      expect(answer.statusCode).toBe(403);
      expect((await answer.readAll()).toString()).toBe(xml);
    }
  });

  it('a 200 without a Content-Length fails, chunked or not', async () => {
    const signed = await serve(() => [
      'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n1\r\nx\r\n0\r\n\r\n',
    ]);
    await expect(rawGet(signed, options())).rejects.toThrow(/200 answer without a Content-Length/);
  });

  it('a body cut short fails as a retryable network error', async () => {
    const signed = await serve(() => [head('200 OK', 1000), randomBytes(400), 'close']);
    const answer = await rawGet(signed, options());
    await expect(answer.read(slowSink(1000).sink)).rejects.toMatchObject({ code: 'ECONNRESET' });
  });

  it('more bytes than the Content-Length, or none given, fail', async () => {
    const long = await serve(() => [head('200 OK', 10), randomBytes(20)]);
    const answer = await rawGet(long, options());
    await expect(answer.read(slowSink(20).sink)).rejects.toThrow(
      /more bytes than the Content-Length/,
    );
    const none = await serve(() => [head('200 OK', undefined), 'x']);
    await expect(rawGet(none, options())).rejects.toThrow(/without a status or a Content-Length/);
  });

  it('over TLS, the body lands whole too (tls.connect reads into our buffers as net does)', async () => {
    const body = randomBytes(200_000);
    const { server, signed } = await localTlsServer((socket) => {
      socket.once('data', () =>
        socket.end(Buffer.concat([Buffer.from(head('200 OK', body.length)), body])),
      );
      socket.on('error', () => undefined);
    });
    servers.push(server as unknown as net.Server);
    await trustingAnyCertificate(async () => {
      const answer = await rawGet(signed, options());
      const { sink, out } = slowSink(body.length);
      await answer.read(sink);
      expect(out().equals(body)).toBe(true);
    });
  });

  it('over TLS, a sink that says wait for a buffer still being written gets no bytes in it', async () => {
    // tls keeps reading after `onread`'s callback returns false (it decrypts what it holds, in a
    // loop): those reads must not land in a buffer the sink is still writing out. The sink is
    // GatherWriter's shape: two buffers in turn, each written out a while after it fills.
    const body = randomBytes(8 * 1024 * 1024);
    const { server, signed } = await localTlsServer((socket) => {
      socket.once('data', () =>
        socket.end(Buffer.concat([Buffer.from(head('200 OK', body.length)), body])),
      );
      socket.on('error', () => undefined);
    });
    servers.push(server as unknown as net.Server);
    await trustingAnyCertificate(async () => {
      const answer = await rawGet(signed, options());
      const out = Buffer.alloc(body.length);
      let [fill, spare] = [Buffer.alloc(16 * 1024), Buffer.alloc(16 * 1024)];
      let used = 0;
      let landed = 0;
      let writing: Promise<void> = Promise.resolve();
      const queue = (buffer: Buffer, length: number) => {
        writing = writing.then(
          () =>
            new Promise<void>((done) =>
              setTimeout(() => {
                buffer.copy(out, landed, 0, length);
                landed += length;
                done();
              }, 1),
            ),
        );
        return writing;
      };
      let previous: Promise<void> | undefined;
      await answer.read({
        space: () => fill.subarray(used),
        filled: (n) => {
          used += n;
          if (used < fill.length && landed + used < body.length) return undefined;
          const wait = previous;
          previous = queue(fill, used);
          [fill, spare] = [spare, fill];
          used = 0;
          return wait;
        },
      });
      await writing;
      expect(landed).toBe(body.length);
      expect(out.equals(body)).toBe(true);
    });
  });

  it('an abort ends the read with the abort, not a retryable error', async () => {
    const signed = await serve(() => [head('200 OK', 1000), randomBytes(10)]);
    const controller = new AbortController();
    const answer = await rawGet(signed, { ...options(), signal: controller.signal });
    const read = answer.read(slowSink(1000).sink);
    controller.abort();
    await expect(read).rejects.toMatchObject({ name: 'AbortError' });
  });
});

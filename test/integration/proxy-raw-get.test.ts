import { randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type net from 'node:net';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Error } from '../../src/errors.js';
import { isRetryable } from '../../src/retry.js';
import { RawConnectionPool } from '../../src/s3/raw/raw-connections.js';
import type { BodySink } from '../../src/s3/raw/raw-answer.js';
import { rawGet } from '../../src/s3/raw/raw-get.js';
import type { SignedRequest } from '../../src/s3/send-signed.js';
import { routedKeepAliveAgent } from '../../src/s3/proxy/proxy-routing-agent.js';
import { proxySettingsFromEnv } from '../../src/s3/proxy/proxy-settings.js';
import { trustingAnyCertificate } from '../support/local-tls.js';
import {
  PROXY_SOURCE_ADDRESS,
  startForwardProxy,
  type ForwardProxy,
} from '../support/forward-proxy.js';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url));
const BODY = randomBytes(3 * 1024 * 1024 + 17);

/** A sink of small buffers that makes the reader wait on every other one. */
function slowSink(size: number) {
  const out = Buffer.alloc(size);
  let used = 0;
  let calls = 0;
  const sink: BodySink = {
    space: () => out.subarray(used, Math.min(size, used + 7000)),
    filled: (n) => {
      used += n;
      return ++calls % 2 ? new Promise((go) => setTimeout(go, 0)) : undefined;
    },
  };
  return { sink, out: () => out.subarray(0, used) };
}

describe('the raw reader behind a forward proxy (a real one: TooTallNate’s proxy)', () => {
  let proxy: ForwardProxy;
  let locked: ForwardProxy;
  const servers: http.Server[] = [];
  const seen: { secure: boolean; url: string; from: string | undefined; auth: unknown }[] = [];
  const ports = { http: 0, https: 0 };

  beforeAll(async () => {
    proxy = await startForwardProxy();
    locked = await startForwardProxy({ user: 'runner', password: 'p@ss:w/rd' });
    const handle =
      (secure: boolean) => (request: http.IncomingMessage, response: http.ServerResponse) => {
        seen.push({
          secure,
          url: request.url!,
          from: request.socket.remoteAddress,
          auth: request.headers['proxy-authorization'],
        });
        response.writeHead(200, { 'content-length': String(BODY.length) });
        response.end(BODY);
      };
    const plain = http.createServer(handle(false));
    const secure = https.createServer(
      { key: fixture('tls-test-key.pem'), cert: fixture('tls-test-cert.pem') },
      handle(true),
    );
    for (const [server, name] of [
      [plain, 'http'],
      [secure, 'https'],
    ] as const) {
      // Every address, for the agent's requests to 0.0.0.0 (a name that is not loopback's), and
      // only loopback's connections served.
      server.on('connection', (socket: net.Socket) => {
        if (!socket.remoteAddress?.startsWith('127.')) socket.destroy();
      });
      await new Promise<void>((go) => server.listen(0, '0.0.0.0', go));
      ports[name] = (server.address() as net.AddressInfo).port;
      servers.push(server);
    }
  });
  afterAll(async () => {
    await proxy.close();
    await locked.close();
    for (const server of servers) {
      server.closeAllConnections();
      server.close();
    }
  });

  const request = (secure: boolean, through: string): SignedRequest => ({
    protocol: secure ? 'https:' : 'http:',
    hostname: '127.0.0.1',
    port: secure ? ports.https : ports.http,
    method: 'GET',
    path: '/bucket/key?x-id=GetObject',
    headers: { host: `127.0.0.1:${secure ? ports.https : ports.http}` },
    proxy: through,
  });
  const options = (pool: RawConnectionPool) => ({
    signal: new AbortController().signal,
    timeoutMs: 10_000,
    place: { operation: 'GetObject', bucket: 'bucket', key: 'key' },
    pool,
  });

  for (const secure of [false, true]) {
    const how = secure ? 'https:// through a CONNECT tunnel' : 'http:// in absolute form';
    it(`${how}: bodies land whole through a reader that pauses, over one kept-alive connection`, async () => {
      const pool = new RawConnectionPool();
      Object.assign(proxy.counts, { connections: 0, requests: 0, tunnels: 0 });
      seen.length = 0;
      await trustingAnyCertificate(async () => {
        for (let i = 0; i < 3; i++) {
          const answer = await rawGet(request(secure, proxy.url), options(pool));
          expect(answer.statusCode).toBe(200);
          const { sink, out } = slowSink(BODY.length);
          await answer.read(sink);
          expect(out().equals(BODY)).toBe(true);
        }
      });
      pool.close();
      expect(seen).toHaveLength(3);
      for (const s of seen) {
        expect(s.from).toBe(PROXY_SOURCE_ADDRESS);
        expect(s.url).toBe('/bucket/key?x-id=GetObject');
      }
      expect(proxy.counts).toMatchObject(
        secure
          ? { connections: 1, tunnels: 1, requests: 0 }
          : { connections: 1, tunnels: 0, requests: 3 },
      );
    });

    it(`${how}: the proxy URL's credentials go as Proxy-Authorization, never to the server`, async () => {
      const pool = new RawConnectionPool();
      seen.length = 0;
      await trustingAnyCertificate(async () => {
        const answer = await rawGet(request(secure, locked.url), options(pool));
        expect(answer.statusCode).toBe(200);
        await answer.readAll();
      });
      pool.close();
      expect(seen).toEqual([expect.objectContaining({ from: PROXY_SOURCE_ADDRESS })]);
      expect(seen[0]!.auth).toBeUndefined();
      expect(locked.counts.refused).toBe(0);
    });
  }

  it('a proxy reached over TLS (https:// proxy URL) carries both kinds, raw and by the agent', async () => {
    const overTls = await startForwardProxy(undefined, true);
    const pool = new RawConnectionPool();
    seen.length = 0;
    try {
      await trustingAnyCertificate(async () => {
        for (const secure of [false, true]) {
          const answer = await rawGet(request(secure, overTls.url), options(pool));
          expect((await answer.readAll()).equals(BODY)).toBe(true);
          const settings = proxySettingsFromEnv({
            HTTP_PROXY: overTls.url,
            HTTPS_PROXY: overTls.url,
          });
          // 127.0.0.1 always goes direct by name; 0.0.0.0 reaches the same server.
          const agent = routedKeepAliveAgent(secure, 2, settings);
          const got = await new Promise<number>((resolve, reject) => {
            const transport = secure ? https : http;
            transport
              .get(
                {
                  agent,
                  protocol: secure ? 'https:' : 'http:',
                  hostname: '0.0.0.0',
                  port: secure ? ports.https : ports.http,
                  path: '/by-agent',
                },
                (response) => {
                  let bytes = 0;
                  response.on('data', (chunk: Buffer) => (bytes += chunk.length));
                  response.on('end', () => resolve(bytes));
                },
              )
              .on('error', reject);
          });
          agent.destroy();
          expect(got).toBe(BODY.length);
        }
      });
    } finally {
      pool.close();
      await overTls.close();
    }
    expect(seen.map((s) => [s.secure, s.url, s.from])).toEqual([
      [false, '/bucket/key?x-id=GetObject', PROXY_SOURCE_ADDRESS],
      [false, '/by-agent', PROXY_SOURCE_ADDRESS],
      [true, '/bucket/key?x-id=GetObject', PROXY_SOURCE_ADDRESS],
      [true, '/by-agent', PROXY_SOURCE_ADDRESS],
    ]);
    expect(overTls.counts).toMatchObject({ tunnels: 2, requests: 2 });
  });

  it('a tunnel the proxy refuses (407) fails at once, not retried, saying what to fix', async () => {
    const pool = new RawConnectionPool();
    const wrong = locked.url.replace(/:[^:@]*@/, ':wrong@');
    const error = await trustingAnyCertificate(() =>
      rawGet(request(true, wrong), options(pool)).then(
        () => undefined,
        (e: unknown) => e,
      ),
    );
    pool.close();
    expect(error).toBeInstanceOf(S3Error);
    const failure = error as S3Error;
    expect(failure.code).toBe('ProxyRefused');
    expect(failure.statusCode).toBe(407);
    expect(isRetryable(failure)).toBe(false);
    expect(failure.message).toContain('407');
    expect(failure.message).not.toContain('wrong');
    expect(failure.hint).toMatch(/HTTPS_PROXY=http:\/\/user:password@/);
  });
});

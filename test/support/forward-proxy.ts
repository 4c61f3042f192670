import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type net from 'node:net';
import { createProxy } from 'proxy';

/**
 * The forward proxy's outgoing connections come from this address, so a server behind it can
 * tell a request that came through the proxy from one that came straight (from 127.0.0.1).
 */
export const PROXY_SOURCE_ADDRESS = '127.0.0.2';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url));

export interface ForwardProxy {
  /** `http://127.0.0.1:PORT`, or with `user:password@` when it asks for credentials. */
  readonly url: string;
  /**
   * Connections clients made to it, absolute-form requests it forwarded (plain HTTP), CONNECT
   * tunnels it opened, and requests it refused for want of credentials.
   */
  readonly counts: { connections: number; requests: number; tunnels: number; refused: number };
  close(): Promise<void>;
}

/**
 * A real forward proxy (TooTallNate's `proxy`: absolute-form requests and CONNECT) on loopback,
 * counting what it carries; with `credentials` it answers 407 without them. Its `connection`
 * count is of TCP connections, also when it is reached over TLS.
 */
export async function startForwardProxy(
  credentials?: { readonly user: string; readonly password: string },
  /** Reached over TLS (the test certificate): an `https://` proxy URL. */
  tls = false,
): Promise<ForwardProxy> {
  const server = createProxy(
    tls
      ? https.createServer({ key: fixture('tls-test-key.pem'), cert: fixture('tls-test-cert.pem') })
      : http.createServer(),
  );
  server.localAddress = PROXY_SOURCE_ADDRESS;
  const counts = { connections: 0, requests: 0, tunnels: 0, refused: 0 };
  server.prependListener('request', () => counts.requests++);
  server.prependListener('connect', () => counts.tunnels++);
  if (credentials) {
    const pair = `${credentials.user}:${credentials.password}`;
    const expected = `Basic ${Buffer.from(pair).toString('base64')}`;
    server.authenticate = (request) => {
      const ok = request.headers['proxy-authorization'] === expected;
      if (!ok) counts.refused++;
      return ok;
    };
  }
  // A tunnel's socket leaves the server's books once it is a tunnel: closed here by hand.
  const sockets = new Set<net.Socket>();
  server.on('connection', (socket: net.Socket) => {
    counts.connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((go) => server.listen(0, '127.0.0.1', go));
  const port = (server.address() as net.AddressInfo).port;
  return {
    url: `${tls ? 'https' : 'http'}://${credentials ? `${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.password)}@` : ''}127.0.0.1:${port}`,
    counts,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return closeServer(server);
    },
  };
}

export interface CountingFront {
  /**
   * The endpoint to give the code under test: `0.0.0.0`, which reaches the front on Linux and
   * which proxy rules do not treat as loopback (`localhost` and 127.x always go direct, as in
   * `@actions/http-client`), so NO_PROXY alone decides.
   */
  readonly endpoint: string;
  /** Requests that reached the server through the proxy, and straight. */
  readonly counts: { viaProxy: number; direct: number; methods: Record<string, number> };
  /** Each request's Authorization header ('' for none), in order: what it was signed with. */
  readonly authorizations: string[];
  close(): Promise<void>;
}

/**
 * A front for the S3 server, over plain HTTP or TLS (the test certificate), that passes every
 * request on unchanged (the Host header the client signed included) and counts where each came
 * from. It listens on every address (0.0.0.0 reaches only such a socket), and serves only
 * connections from loopback.
 */
export async function startCountingFront(upstream: string, tls: boolean): Promise<CountingFront> {
  const target = new URL(upstream);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const counts = { viaProxy: 0, direct: 0, methods: {} as Record<string, number> };
  const authorizations: string[] = [];
  const handle = (request: http.IncomingMessage, response: http.ServerResponse) => {
    authorizations.push(request.headers.authorization ?? '');
    if (request.socket.remoteAddress === PROXY_SOURCE_ADDRESS) counts.viaProxy++;
    else counts.direct++;
    counts.methods[request.method!] = (counts.methods[request.method!] ?? 0) + 1;
    const outgoing = http.request({
      host: target.hostname,
      port: target.port,
      method: request.method,
      path: request.url,
      headers: request.headers,
      agent,
    });
    outgoing.on('response', (answer) => {
      response.writeHead(answer.statusCode!, answer.headers);
      answer.pipe(response);
    });
    outgoing.on('error', () => response.destroy());
    request.pipe(outgoing);
  };
  const server = tls
    ? https.createServer(
        { key: fixture('tls-test-key.pem'), cert: fixture('tls-test-cert.pem') },
        handle,
      )
    : http.createServer(handle);
  const onConnection = (socket: net.Socket) => {
    if (!socket.remoteAddress?.startsWith('127.')) socket.destroy();
  };
  server.on('connection', onConnection);
  await new Promise<void>((go) => server.listen(0, '0.0.0.0', go));
  const port = (server.address() as net.AddressInfo).port;
  return {
    endpoint: `${tls ? 'https' : 'http'}://0.0.0.0:${port}`,
    counts,
    authorizations,
    close: async () => {
      await closeServer(server);
      agent.destroy();
    },
  };
}

function closeServer(server: http.Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((go) => server.close(() => go()));
}

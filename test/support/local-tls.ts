import { readFileSync } from 'node:fs';
import type net from 'node:net';
import tls from 'node:tls';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url));

/**
 * A TLS server on 127.0.0.1 with the self-signed test certificate, listening, and a GET of
 * /b/k to send it; `handle` gets each connection. Clients must run inside
 * `trustingAnyCertificate`.
 */
export async function localTlsServer(handle: (socket: tls.TLSSocket) => void) {
  const server = tls.createServer(
    { key: fixture('tls-test-key.pem'), cert: fixture('tls-test-cert.pem') },
    handle,
  );
  await new Promise<void>((go) => server.listen(0, '127.0.0.1', go));
  const port = (server.address() as net.AddressInfo).port;
  const signed = {
    protocol: 'https:',
    hostname: '127.0.0.1',
    port,
    method: 'GET',
    path: '/b/k',
    headers: {},
  };
  return { server, signed };
}

/** Runs `body` with certificate checks off (for the test certificate only), then restores them. */
export async function trustingAnyCertificate<T>(body: () => Promise<T>): Promise<T> {
  const before = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  try {
    return await body();
  } finally {
    if (before === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    else process.env.NODE_TLS_REJECT_UNAUTHORIZED = before;
  }
}

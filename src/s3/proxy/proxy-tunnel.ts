import net from 'node:net';
import { Duplex } from 'node:stream';
import tls from 'node:tls';
import { proxyDisplay } from './proxy-settings.js';

/** A CONNECT answer's head larger than this is refused (a proxy's are a few hundred bytes). */
const MAX_CONNECT_HEAD_BYTES = 16 * 1024;

/** `Basic` credentials from the proxy URL's user and password, or undefined when it has none. */
export function proxyAuthorization(proxy: URL): string | undefined {
  if (!proxy.username && !proxy.password) return undefined;
  const pair = `${decodeURIComponent(proxy.username)}:${decodeURIComponent(proxy.password)}`;
  return `Basic ${Buffer.from(pair).toString('base64')}`;
}

/** A socket to the proxy itself (TLS for an `https://` proxy), with `extra` options. */
export function dialProxy(proxy: URL, extra: object = {}): net.Socket {
  const host = proxy.hostname.replace(/^\[|\]$/g, '');
  const secure = proxy.protocol === 'https:';
  const port = Number(proxy.port) || (secure ? 443 : 80);
  return secure
    ? tls.connect({
        host,
        port,
        servername: net.isIP(host) ? undefined : host,
        ALPNProtocols: ['http/1.1'],
        ...extra,
      } as tls.ConnectionOptions)
    : net.connect({ host, port, ...extra } as net.NetConnectOpts);
}

/**
 * A CONNECT tunnel through `proxy` to `host:port`, as a stream that exists at once: bytes written
 * before the proxy answers wait for its 200, so a TLS socket can be wrapped around it in the same
 * tick. The raw reader (`raw-connections.ts`) needs that: it gives `onread` to `tls.connect`
 * when the connection is made, and a library's tunnel comes back already wrapped in TLS.
 * A refusal (407, 403, 502...) destroys the stream with an error naming the proxy by host only.
 */
export class ProxyTunnel extends Duplex {
  private readonly socket: net.Socket;
  private open = false;
  private head = Buffer.alloc(0);
  private waiting: (() => void)[] = [];

  constructor(proxyUrl: string, host: string, port: number) {
    super();
    const proxy = new URL(proxyUrl);
    this.socket = dialProxy(proxy);
    const authority = `${net.isIPv6(host) ? `[${host}]` : host}:${port}`;
    const lines = [`CONNECT ${authority} HTTP/1.1`, `Host: ${authority}`];
    const authorization = proxyAuthorization(proxy);
    if (authorization) lines.push(`Proxy-Authorization: ${authorization}`);
    this.socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    const onHead = (chunk: Buffer) => {
      this.head = Buffer.concat([this.head, chunk]);
      const end = this.head.indexOf('\r\n\r\n');
      if (end < 0) {
        if (this.head.length > MAX_CONNECT_HEAD_BYTES)
          this.destroy(new Error(`the proxy ${proxyDisplay(proxyUrl)} sent too long an answer`));
        return;
      }
      this.socket.off('data', onHead);
      const status = this.head.toString('latin1', 0, this.head.indexOf('\r\n'));
      if (!/^HTTP\/1\.[01] 2\d\d /.test(`${status} `)) {
        this.destroy(
          Object.assign(
            new Error(
              `the proxy ${proxyDisplay(proxyUrl)} refused a tunnel to ${authority}: ${JSON.stringify(status)}`,
            ),
            { code: 'ProxyRefused', statusCode: Number(status.split(' ')[1]) || undefined },
          ),
        );
        return;
      }
      this.open = true;
      const rest = this.head.subarray(end + 4);
      this.head = Buffer.alloc(0);
      if (rest.length) this.push(rest);
      this.socket.on('data', (data: Buffer) => {
        if (!this.push(data)) this.socket.pause();
      });
      for (const go of this.waiting.splice(0)) go();
    };
    this.socket.on('data', onHead);
    this.socket.on('end', () => this.push(null));
    this.socket.on('error', (error) => this.destroy(error));
    this.socket.on('close', () => {
      if (this.destroyed) return;
      // Open, the end of what was pushed is read first; before the answer, it is a failure.
      if (this.open) this.push(null);
      else
        this.destroy(
          Object.assign(new Error(`the proxy ${proxyDisplay(proxyUrl)} closed the tunnel`), {
            code: 'ECONNRESET',
          }),
        );
    });
  }

  override _read(): void {
    this.socket.resume();
  }

  override _write(
    chunk: Buffer,
    _encoding: BufferEncoding,
    done: (error?: Error | null) => void,
  ): void {
    if (this.open) this.socket.write(chunk, done);
    else this.waiting.push(() => this.socket.write(chunk, done));
  }

  override _final(done: () => void): void {
    if (this.open) this.socket.end(done);
    else this.waiting.push(() => this.socket.end(done));
  }

  override _destroy(error: Error | null, done: (error: Error | null) => void): void {
    this.socket.destroy();
    done(error);
  }
}

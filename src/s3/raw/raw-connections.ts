import net from 'node:net';
import tls from 'node:tls';
import { dialProxy, proxyAuthorization, ProxyTunnel } from '../proxy/proxy-tunnel.js';

/** Where a connection goes: the parts of a signed request that name the server. */
export interface RawEndpoint {
  readonly protocol: string;
  readonly hostname: string;
  readonly port?: number | undefined;
  /** The proxy to go through (`proxy-settings.ts`); none means straight to the server. */
  readonly proxy?: string | undefined;
}

/** The one exchange using a connection: its reads, and the connection's end, go to it. */
export interface ConnectionUser {
  /** Where the kernel reads next (`onread`'s buffer function). */
  nextBuffer(): Buffer;
  /** `n` bytes were read into `buffer`; false stops reading until the socket is resumed. */
  onRead(n: number, buffer: Buffer): boolean;
  /** A socket error, or silence longer than the socket's timeout. */
  onFailure(error: Error): void;
  onClose(): void;
}

/**
 * Idle sockets kept per endpoint; more are closed when returned (a burst's leftovers). Above the
 * default 64 small GETs in flight and their parts, so a pause between listing pages does not
 * close half the pool only to dial it again.
 */
const MAX_IDLE_PER_ENDPOINT = 128;
/**
 * An idle socket is closed after this long: under the idle timeouts servers use (RGW's beast
 * 65 s, AWS S3 about 20 s, many proxies 5 s), so we rarely send on a socket the server is
 * closing. The retry of a stale socket (`raw-get.ts`) covers the rest.
 */
const IDLE_MS = 4_000;

/**
 * A socket that reads into the buffers of whoever uses it now. `onread` is given once, when the
 * socket dials, so the socket's reads are routed here and passed on to the current user; while
 * idle they go to a spare buffer, and any byte the server sends then is a protocol error.
 */
export class RawConnection {
  readonly socket: net.Socket;
  /** A buffer of the connection's own, for reads no user has a place for. */
  readonly spare = Buffer.allocUnsafe(16 * 1024);
  /** The current exchange's scratch (`raw-exchange.ts`), kept from one exchange to the next. */
  readonly scratch = Buffer.allocUnsafe(16 * 1024);
  /** How many requests this connection carried before the current one. */
  served = 0;
  private user: ConnectionUser | undefined;
  /** Through an HTTP proxy to an `http://` server: what the request line starts with. */
  private readonly absoluteBase: string | undefined;
  private readonly proxyHeader: string | undefined;

  constructor(
    endpoint: RawEndpoint,
    readonly key: string,
    private readonly onGone: (connection: RawConnection) => void,
  ) {
    const secure = endpoint.protocol === 'https:';
    const port = endpoint.port ?? (secure ? 443 : 80);
    const onread = {
      buffer: () => (this.user ? this.user.nextBuffer() : this.spare),
      callback: (n: number, buffer: Buffer) => {
        if (this.user) return this.user.onRead(n, buffer);
        this.socket.destroy(); // bytes nobody asked for: the connection is out of step
        return false;
      },
    };
    const host = endpoint.hostname.replace(/^\[|\]$/g, '');
    const proxy = endpoint.proxy ? new URL(endpoint.proxy) : undefined;
    // Plain HTTP through a proxy: absolute-form requests on a connection to the proxy itself.
    if (proxy && !secure) {
      this.absoluteBase = `http://${endpoint.hostname}${endpoint.port ? `:${port}` : ''}`;
      this.proxyHeader = proxyAuthorization(proxy);
    }
    // tls.connect takes `onread` when it dials the socket itself (Node 15.8+), though its types
    // say nothing of it. Around a CONNECT tunnel it ignores `onread` (Node 24 still): the tunnel's
    // reads come as 'data' events, copied into the user's buffers (`TunnelReads`).
    const tunnel = proxy && secure ? new ProxyTunnel(proxy.href, host, port) : undefined;
    this.socket = secure
      ? tls.connect({
          ...(tunnel ? { socket: tunnel } : { host, port, onread }),
          servername: net.isIP(host) ? undefined : host,
          ALPNProtocols: ['http/1.1'],
        } as tls.ConnectionOptions)
      : proxy
        ? dialProxy(proxy, { onread })
        : net.connect({ host, port, onread });
    if (tunnel) new TunnelReads(this.socket, onread);
    this.socket.on('timeout', () => {
      if (this.user)
        this.user.onFailure(Object.assign(new Error('no answer in time'), { code: 'ETIMEDOUT' }));
      else this.socket.destroy();
    });
    this.socket.on('error', (error) => this.user?.onFailure(error));
    // The server's FIN on an idle socket: it will take no more requests.
    this.socket.on('end', () => {
      if (!this.user) this.socket.destroy();
    });
    this.socket.on('close', () => {
      this.onGone(this);
      this.user?.onClose();
    });
  }

  /** A request's head as this connection sends it (absolute-form to an HTTP proxy). */
  requestHead(method: string, path: string, headers: Record<string, string>): string {
    const lines = [`${method} ${this.absoluteBase ?? ''}${path} HTTP/1.1`];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    if (this.proxyHeader) lines.push(`Proxy-Authorization: ${this.proxyHeader}`);
    lines.push('', '');
    return lines.join('\r\n');
  }

  /** The connection is `user`'s until it is released or destroyed. */
  take(user: ConnectionUser): void {
    this.user = user;
    this.socket.setTimeout(0);
    this.socket.ref();
    // Reading, whatever the last user left: a ref'd socket that does not read keeps no process
    // alive, and its answer would never be read.
    this.socket.resume();
  }

  /** Idle again: reads go to the spare, and the socket neither keeps the process nor lives long. */
  idle(): void {
    this.user = undefined;
    this.served++;
    this.socket.setTimeout(IDLE_MS);
    this.socket.unref();
    this.socket.resume();
  }
}

/** What `onread` is given: where the next bytes go, and what was read there. */
interface ReadTarget {
  buffer(): Buffer;
  callback(n: number, buffer: Buffer): boolean;
}

/**
 * A socket's 'data' chunks handed on as `onread` would hand them: copied into the buffers the
 * target gives, piece by piece. When the target says stop (false), the socket pauses (as
 * `onread` does) and the rest of the chunk waits for the socket's resume, before anything read
 * after it. A copy per read, which `onread` spares: the cost of a tunnel.
 */
class TunnelReads {
  private held: Buffer | undefined;

  constructor(
    private readonly socket: net.Socket,
    private readonly target: ReadTarget,
  ) {
    socket.on('data', (chunk: Buffer) => this.deliver(chunk));
    socket.on('resume', () => {
      const held = this.held;
      this.held = undefined;
      if (held) this.deliver(held);
    });
  }

  private deliver(chunk: Buffer): void {
    if (this.held) {
      this.held = Buffer.concat([this.held, chunk]);
      return;
    }
    let at = 0;
    while (at < chunk.length && !this.socket.destroyed) {
      const into = this.target.buffer();
      const n = chunk.copy(into, 0, at);
      at += n;
      if (!this.target.callback(n, into)) {
        if (at < chunk.length) this.held = chunk.subarray(at);
        this.socket.pause();
        return;
      }
    }
  }
}

/**
 * Keep-alive connections for raw GETs (`raw-get.ts`), per endpoint (protocol, host, port). A
 * connection comes back only from an exchange whose body was read exactly to its Content-Length
 * on an answer that did not say `close`; one that failed, stalled or was abandoned is destroyed
 * by its exchange. Reusing them spares a TCP (and TLS) handshake per GET and the server's and
 * our kernel's work of opening and closing.
 */
export class RawConnectionPool {
  private readonly idleByEndpoint = new Map<string, RawConnection[]>();

  constructor(private readonly maxIdlePerEndpoint = MAX_IDLE_PER_ENDPOINT) {}

  /** The most recently idle connection to the endpoint (or a new one when `fresh`), for `user`. */
  acquire(endpoint: RawEndpoint, user: ConnectionUser, fresh = false): RawConnection {
    const key = endpointKey(endpoint);
    const connection =
      (!fresh && this.idleByEndpoint.get(key)?.pop()) ||
      new RawConnection(endpoint, key, (gone) => this.forget(gone));
    connection.take(user);
    return connection;
  }

  /**
   * Opens up to `count` connections to the endpoint ahead of the requests that will use them,
   * less those idle already: their handshakes (a round trip each, two with TLS) then overlap
   * what the job waits on before its first requests (a restore's manifest), instead of adding
   * to each request's own wait. They wait idle as any returned connection does (closed after
   * IDLE_MS unused), counted as having served once, so one the server closed meanwhile is sent
   * again on a new connection (`raw-get.ts`) rather than spending a retry.
   */
  preconnect(endpoint: RawEndpoint, count: number): number {
    const key = endpointKey(endpoint);
    const opened = Math.max(0, count - (this.idleByEndpoint.get(key)?.length ?? 0));
    for (let i = 0; i < opened; i++)
      this.release(new RawConnection(endpoint, key, (gone) => this.forget(gone)));
    return opened;
  }

  /** Takes back a connection whose last answer was read whole and may carry another request. */
  release(connection: RawConnection): void {
    const idle = this.idleByEndpoint.get(connection.key) ?? [];
    if (connection.socket.destroyed || idle.length >= this.maxIdlePerEndpoint) {
      connection.socket.destroy();
      return;
    }
    connection.idle();
    idle.push(connection);
    this.idleByEndpoint.set(connection.key, idle);
  }

  /** How many connections wait idle (for tests). */
  idleCount(): number {
    let count = 0;
    for (const idle of this.idleByEndpoint.values()) count += idle.length;
    return count;
  }

  /** Closes every idle connection. */
  close(): void {
    for (const idle of this.idleByEndpoint.values())
      for (const connection of idle.splice(0)) connection.socket.destroy();
  }

  private forget(connection: RawConnection): void {
    const idle = this.idleByEndpoint.get(connection.key);
    const at = idle?.indexOf(connection) ?? -1;
    if (at >= 0) idle!.splice(at, 1);
  }
}

/** The pool's name for an endpoint: connections to it are interchangeable. */
function endpointKey(endpoint: RawEndpoint): string {
  return `${endpoint.protocol}//${endpoint.hostname}:${endpoint.port ?? ''} ${endpoint.proxy ?? ''}`;
}

/** The process's (or worker thread's) pool: each thread has its own sockets. */
export const rawConnections = new RawConnectionPool();

/**
 * A TCP proxy that puts a fixed round trip between the tools and the local S3 server, as a
 * runner sees against S3: every byte waits half the round trip in each direction, and a new
 * connection's first byte waits one round trip more (the TCP handshake the loopback skips).
 *
 * The kernel way (a network namespace of the bench's own with `tc qdisc ... netem delay`) needs
 * the `sch_netem` queueing discipline, which kernels built without CONFIG_NET_SCH_NETEM lack;
 * this proxy needs nothing. It works on bytes, not on HTTP, so every client sees the same
 * network whatever it sends, and it only ever connects to a loopback address.
 *
 * Each direction holds at most WINDOW_BYTES in flight and pauses its reader beyond that, as a
 * TCP window would: 8 MiB per 20 ms round trip is 400 MiB/s per connection, more than this
 * machine moves, so the window bounds memory without bounding speed.
 */
import net from 'node:net';

const WINDOW_BYTES = 8 * 1024 * 1024;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

export interface DelayProxy {
  /** `http://127.0.0.1:PORT`: give it to the tools in place of the server's endpoint. */
  readonly endpoint: string;
  readonly roundTripMs: number;
  /** Connections the tools opened through the proxy so far. */
  connections(): number;
  close(): Promise<void>;
}

/**
 * What the proxy saw, for a trace of round trips (bench/lib/round-trips.ts): a connection
 * accepted, a client's bytes read (the head of a request, as text), bytes handed to the client.
 * Times are `performance.now()` at the proxy, which stands where the client is.
 */
export type ProxyEvent =
  | { readonly kind: 'accept'; readonly connection: number; readonly atMs: number }
  | {
      readonly kind: 'up';
      readonly connection: number;
      readonly atMs: number;
      readonly head: string;
    }
  | { readonly kind: 'down'; readonly connection: number; readonly atMs: number };

interface Pending {
  readonly due: number;
  readonly chunk: Buffer | null; // null: the reader ended, so end the writer
}

/** Copies `from` into `to`, each chunk `delayMs` later but never before `notBefore`. */
function delayedPipe(
  from: net.Socket,
  to: net.Socket,
  timing: { readonly delayMs: number; readonly notBefore: number },
  onChunk?: { readonly read?: (chunk: Buffer) => void; readonly written?: () => void },
): void {
  const { delayMs, notBefore } = timing;
  const queue: Pending[] = [];
  let queuedBytes = 0;
  let timer: NodeJS.Timeout | undefined;
  const backlog = () => queuedBytes + to.writableLength;
  const flush = () => {
    timer = undefined;
    const now = performance.now();
    // One timer per direction, never one per chunk: timers of different lengths may fire out
    // of order at millisecond granularity, and the bytes must not.
    while (queue.length && queue[0]!.due <= now + 0.5) {
      const { chunk } = queue.shift()!;
      if (chunk === null) {
        to.end();
        return;
      }
      queuedBytes -= chunk.length;
      if (!to.destroyed) to.write(chunk);
      onChunk?.written?.();
    }
    if (queue.length) timer = setTimeout(flush, Math.max(0, queue[0]!.due - now));
    if (from.isPaused() && backlog() < WINDOW_BYTES / 2) from.resume();
  };
  const push = (chunk: Buffer | null) => {
    queue.push({ due: Math.max(performance.now() + delayMs, notBefore), chunk });
    // Already due when the bench's own loop was busy: at once.
    timer ??= setTimeout(flush, Math.max(0, queue[0]!.due - performance.now()));
  };
  from.on('data', (chunk: Buffer) => {
    onChunk?.read?.(chunk);
    queuedBytes += chunk.length;
    push(chunk);
    if (backlog() > WINDOW_BYTES) from.pause();
  });
  to.on('drain', () => {
    if (from.isPaused() && backlog() < WINDOW_BYTES / 2) from.resume();
  });
  from.on('end', () => push(null));
  from.on('close', () => {
    // A reset (not an orderly end) reaches the other side after the same delay.
    if (from.readableEnded) return;
    setTimeout(() => to.destroy(), delayMs);
  });
  from.on('error', () => undefined); // the 'close' above carries it over
}

export async function startDelayProxy(
  upstream: string,
  roundTripMs: number,
  trace?: (event: ProxyEvent) => void,
): Promise<DelayProxy> {
  const target = new URL(upstream);
  if (!LOOPBACK.has(target.hostname)) {
    throw new Error(
      `the delay proxy only forwards to this machine's loopback; the server is ${upstream}`,
    );
  }
  const port = Number(target.port || 80);
  const host = target.hostname.replace(/^\[|\]$/g, '');
  const oneWay = roundTripMs / 2;
  let connections = 0;
  const open = new Set<net.Socket>();
  // Half-open allowed: a side that ends its sending still gets the other side's bytes, delayed.
  const server = net.createServer({ noDelay: true, allowHalfOpen: true }, (client) => {
    const connection = ++connections;
    const accepted = performance.now();
    trace?.({ kind: 'accept', connection, atMs: accepted });
    const serverSide = net.connect({ host, port, noDelay: true, allowHalfOpen: true });
    for (const socket of [client, serverSide]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
    }
    // The request's first byte arrives one and a half round trips after the client's connect:
    // the handshake, then the way there.
    const up = (chunk: Buffer) =>
      trace?.({
        kind: 'up',
        connection,
        atMs: performance.now(),
        head: chunk.subarray(0, 160).toString('latin1'),
      });
    const down = () => trace?.({ kind: 'down', connection, atMs: performance.now() });
    delayedPipe(
      client,
      serverSide,
      { delayMs: oneWay, notBefore: accepted + roundTripMs + oneWay },
      { read: up },
    );
    delayedPipe(serverSide, client, { delayMs: oneWay, notBefore: 0 }, { written: down });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address() as net.AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    roundTripMs,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A suite's `--rtt-ms N`: where its tools connect, through a delay proxy when N > 0. */
export interface RoundTrip {
  /** The server's endpoint at 0 ms, else the proxy's. */
  readonly endpoint: string;
  readonly roundTripMs: number;
  readonly proxy: DelayProxy | undefined;
  close(): Promise<void>;
}

/** Reads `--rtt-ms` (a number of milliseconds, 0 for none) and starts the proxy it asks for. */
export async function roundTripFor(upstream: string, rttMs: string): Promise<RoundTrip> {
  const roundTripMs = Number(rttMs);
  if (rttMs.trim() === '' || !(roundTripMs >= 0)) {
    throw new Error(
      `--rtt-ms must be a round trip in milliseconds, 0 or more; got ${JSON.stringify(rttMs)}`,
    );
  }
  if (roundTripMs === 0)
    return { endpoint: upstream, roundTripMs, proxy: undefined, close: async () => {} };
  const proxy = await startDelayProxy(upstream, roundTripMs);
  console.log(`delay proxy at ${proxy.endpoint}: ${roundTripMs} ms round trip`);
  return { endpoint: proxy.endpoint, roundTripMs, proxy, close: () => proxy.close() };
}

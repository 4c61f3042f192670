/**
 * Round trips in a row, from what the delaying proxy saw (bench/lib/delay-proxy.ts): a count
 * that CPU load on the machine does not move, unlike wall time. Each request and its answer on
 * a connection is one exchange (HTTP/1.1: the next request goes after the answer's last byte).
 * An exchange waits on every exchange whose answer the client had before it sent its request,
 * and on its connection's handshake when it is the connection's first; its depth is one more
 * than the deepest of those (two more when the handshake is the deeper wait). The deepest
 * exchange is the chain the job waited on, an upper bound: an exchange counts as waiting on
 * every answer that came before it, related or not.
 */
import type { ProxyEvent } from './delay-proxy.js';

export interface Exchange {
  readonly connection: number;
  /** The first exchange on its connection. */
  readonly first: boolean;
  readonly startMs: number;
  endMs: number;
  /** The request line, query string cut off. */
  readonly request: string;
  depth: number;
}

export interface RoundTripTrace {
  readonly exchanges: Exchange[];
  readonly connections: number;
  /** Round trips in a row: the deepest exchange's depth. */
  readonly depth: number;
  /** First accept to last byte handed to the client. */
  readonly spanMs: number;
}

function requestLine(head: string): string {
  const line = head.split('\r\n', 1)[0] ?? '';
  const [method = '', target = ''] = line.split(' ');
  return `${method} ${target.split('?', 1)[0]}${target.includes('?') ? '?' + queryNames(target) : ''}`;
}

/** Only the query's names (`list-type`, `prefix`...), not its values. */
function queryNames(target: string): string {
  return target
    .slice(target.indexOf('?') + 1)
    .split('&')
    .map((pair) => pair.split('=', 1)[0])
    .filter((name) => name && !name.startsWith('X-Amz'))
    .join('&');
}

/** The exchanges of each connection, in the order they started, and when each one was opened. */
function exchangesOf(events: readonly ProxyEvent[]): {
  exchanges: Exchange[];
  acceptedAt: Map<number, number>;
} {
  const acceptedAt = new Map<number, number>();
  const open = new Map<number, Exchange>();
  const answered = new Set<number>();
  const exchanges: Exchange[] = [];
  for (const event of events) {
    if (event.kind === 'accept') acceptedAt.set(event.connection, event.atMs);
    else if (event.kind === 'up') {
      const current = open.get(event.connection);
      if (current && !answered.has(event.connection)) continue; // more of the same request
      const exchange: Exchange = {
        connection: event.connection,
        first: !current,
        startMs: event.atMs,
        endMs: event.atMs,
        request: requestLine(event.head),
        depth: 0,
      };
      open.set(event.connection, exchange);
      answered.delete(event.connection);
      exchanges.push(exchange);
    } else {
      const current = open.get(event.connection);
      if (!current) continue;
      current.endMs = event.atMs;
      answered.add(event.connection);
    }
  }
  return { exchanges, acceptedAt };
}

/** The trace of a job's requests through the proxy, from the proxy's events in their order. */
export function roundTrips(events: readonly ProxyEvent[]): RoundTripTrace {
  const { exchanges, acceptedAt } = exchangesOf(events);
  const byEnd = [...exchanges].sort((a, b) => a.endMs - b.endMs);
  const deepestBefore = (atMs: number) => {
    let depth = 0;
    for (const done of byEnd) {
      if (done.endMs > atMs) break;
      if (done.depth > depth) depth = done.depth;
    }
    return depth;
  };
  // In order of start: every exchange an exchange may wait on ended before it started.
  for (const exchange of exchanges) {
    let waited = deepestBefore(exchange.startMs);
    if (exchange.first) {
      const accepted = acceptedAt.get(exchange.connection) ?? exchange.startMs;
      waited = Math.max(waited, deepestBefore(accepted) + 1);
    }
    exchange.depth = waited + 1;
  }
  const times = events.map((e) => e.atMs);
  return {
    exchanges,
    connections: acceptedAt.size,
    depth: exchanges.reduce((d, e) => Math.max(d, e.depth), 0),
    spanMs: times.length ? Math.max(...times) - Math.min(...times) : 0,
  };
}

/** The trace as lines: each exchange with its depth, then the totals. */
export function formatRoundTrips(trace: RoundTripTrace, roundTripMs: number): string[] {
  const start = Math.min(...trace.exchanges.map((e) => e.startMs));
  const lines = trace.exchanges.map(
    (e) =>
      `  depth ${String(e.depth).padStart(2)}  conn ${String(e.connection).padStart(3)}${e.first ? ' new' : '    '}  ${(e.startMs - start).toFixed(0).padStart(6)}-${(e.endMs - start).toFixed(0).padStart(6)} ms  ${e.request.slice(0, 110)}`,
  );
  lines.push(
    `round trips in a row: ${trace.depth}; ${trace.exchanges.length} requests on ${trace.connections} connections; ` +
      `${trace.spanMs.toFixed(0)} ms from the first connection to the last byte (${(trace.spanMs / roundTripMs).toFixed(1)} round trips of ${roundTripMs} ms)`,
  );
  return lines;
}

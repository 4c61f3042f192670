import { describe, expect, it } from 'vitest';
import type { ProxyEvent } from '../../bench/lib/delay-proxy.js';
import { roundTrips } from '../../bench/lib/round-trips.js';

const up = (
  connection: number,
  atMs: number,
  head = 'GET /b/k?x-id=1 HTTP/1.1\r\n',
): ProxyEvent => ({
  kind: 'up',
  connection,
  atMs,
  head,
});
const down = (connection: number, atMs: number): ProxyEvent => ({ kind: 'down', connection, atMs });
const accept = (connection: number, atMs: number): ProxyEvent => ({
  kind: 'accept',
  connection,
  atMs,
});

describe('round trips in a row, from the delaying proxy trace', () => {
  it('a chain on new connections: each costs its handshake and its request', () => {
    const trace = roundTrips([
      accept(1, 0),
      up(1, 0),
      down(1, 160),
      accept(2, 170),
      up(2, 170),
      down(2, 330),
    ]);
    expect(trace.exchanges.map((e) => e.depth)).toEqual([2, 4]);
    expect(trace.depth).toBe(4);
    expect(trace.connections).toBe(2);
  });

  it('a reused connection costs one; a connection opened early costs nothing more', () => {
    const trace = roundTrips([
      accept(1, 0),
      up(1, 0),
      accept(2, 5), // opened while the first answer is on its way
      down(1, 160),
      up(1, 165), // reused
      up(2, 166),
      down(1, 250),
      down(2, 250),
    ]);
    expect(trace.exchanges.map((e) => e.depth)).toEqual([2, 3, 3]);
  });

  it('answers in several pieces and requests in several writes are one exchange each', () => {
    const trace = roundTrips([
      accept(1, 0),
      up(1, 0, 'GET /b/?list-type=2&prefix=a HTTP/1.1\r\n'),
      up(1, 1, 'more of the head'),
      down(1, 100),
      down(1, 120),
    ]);
    expect(trace.exchanges).toHaveLength(1);
    expect(trace.exchanges[0]!.request).toBe('GET /b/?list-type&prefix');
  });
});

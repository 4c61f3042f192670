import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRetryable } from '../../src/retry.js';
import { hedged } from '../../src/s3/hedged-request.js';
import { sendSigned } from '../../src/s3/send-signed.js';
import { STALL_CEILING_MS, STALL_FLOOR_MS, StallLimits } from '../../src/s3/stall-watch.js';

describe('StallLimits', () => {
  it('starts at the floor, and grows to a few times the slowest recent gap', () => {
    const limits = new StallLimits();
    expect(limits.chunkLimitMs()).toBe(STALL_FLOOR_MS);
    expect(limits.firstByteLimitMs()).toBe(STALL_FLOOR_MS);
    for (let i = 0; i < 100; i++) limits.noteChunkGap(10);
    expect(limits.chunkLimitMs()).toBe(STALL_FLOOR_MS); // 4 x 10 ms is below the floor
    limits.noteChunkGap(1_500);
    expect(limits.chunkLimitMs()).toBe(6_000);
    expect(limits.firstByteLimitMs()).toBe(STALL_FLOOR_MS); // kept apart
  });

  it('forgets a slow gap once enough newer ones have come', () => {
    const limits = new StallLimits();
    limits.noteChunkGap(5_000);
    expect(limits.chunkLimitMs()).toBe(20_000);
    for (let i = 0; i < 300; i++) limits.noteChunkGap(10);
    expect(limits.chunkLimitMs()).toBe(STALL_FLOOR_MS);
  });

  it('a few stalls among many requests keep the limit; stalls on most requests double it, up to the ceiling', () => {
    const faulty = new StallLimits();
    for (let i = 0; i < 100; i++) {
      if (i % 25 === 0) faulty.noteStall();
      else faulty.noteFinished();
    }
    expect(faulty.chunkLimitMs()).toBe(STALL_FLOOR_MS);
    const slow = new StallLimits();
    for (let i = 0; i < 40; i++) slow.noteStall();
    expect(slow.chunkLimitMs()).toBeGreaterThan(STALL_FLOOR_MS * 8);
    expect(slow.chunkLimitMs()).toBeLessThanOrEqual(STALL_CEILING_MS);
    expect(slow.counts().stalls).toBe(40);
  });

  it('hedges only once the typical latency is known, and at most a small share of GETs', () => {
    const limits = new StallLimits();
    expect(limits.hedgeAfterMs()).toBeUndefined();
    for (let i = 0; i < 40; i++) limits.noteSmallGet(20);
    expect(limits.hedgeAfterMs()).toBe(80);
    for (let i = 0; i < 100; i++) limits.noteGetStarted();
    let taken = 0;
    for (let i = 0; i < 100; i++) if (limits.takeHedge()) taken++;
    expect(taken).toBe(6); // 1 + 5% of 100
  });
});

/** A local HTTP server for one describe block, started before its tests and closed after. */
function localServer(handler: http.RequestListener): { port: () => number } {
  let server: http.Server;
  beforeAll(async () => {
    server = http.createServer(handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return { port: () => (server.address() as AddressInfo).port };
}

/** A GET of /b/k through sendSigned, with a low stall floor so the tests are quick. */
function getThrough(
  port: number,
  agent: http.Agent,
  stalls: StallLimits,
  onFailure: (error: Error) => void,
): http.ClientRequest {
  return sendSigned(
    { protocol: 'http:', hostname: '127.0.0.1', port, method: 'GET', path: '/b/k', headers: {} },
    {
      agent,
      timeoutMs: 120_000,
      stalls,
      place: { operation: 'GetObject', bucket: 'b', key: 'k' },
      onFailure,
    },
  );
}

describe('a request through sendSigned to a server that stops sending', () => {
  const server = localServer((req, res) => {
    res.writeHead(200, { 'content-length': '1000' });
    res.write(Buffer.alloc(100)); // then nothing more
  });

  it('is abandoned as a retryable RequestStalled, not after the socket timeout', async () => {
    const limits = new StallLimits(200); // a low floor, so the test is quick
    const agent = new http.Agent({ keepAlive: true });
    const error = await new Promise<Error>((resolve) => {
      const request = getThrough(server.port(), agent, limits, resolve);
      request.on('response', (response) => {
        response.on('data', () => {});
        response.on('error', resolve);
      });
      request.end();
    });
    agent.destroy();
    expect((error as { code?: string }).code).toBe('RequestStalled');
    expect(isRetryable(error)).toBe(true);
    expect(limits.counts().stalls).toBe(1);
  });
});

describe('a response through sendSigned that its caller reads later', () => {
  const body = Buffer.from(Array.from({ length: 3000 }, (_, i) => i % 251));
  // Headers and body in one write, so the body arrives in the packet that holds the headers.
  const server = localServer((req, res) => {
    res.writeHead(200, { 'content-length': String(body.length) });
    res.end(body);
  });

  it('keeps every byte: watching for stalls does not start the body flowing', async () => {
    const agent = new http.Agent({ keepAlive: true });
    const received: Buffer[] = [];
    for (let round = 0; round < 2; round++) {
      // The second round reuses the keep-alive socket: the first watch must not count on it.
      const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
        const request = getThrough(server.port(), agent, new StallLimits(200), reject);
        request.on('response', resolve);
        request.end();
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      const chunks: Buffer[] = [];
      for await (const chunk of response as AsyncIterable<Buffer>) chunks.push(chunk);
      received.push(Buffer.concat(chunks));
    }
    agent.destroy();
    expect(received.map((b) => b.equals(body))).toEqual([true, true]);
  });
});

describe('a request through sendSigned while our own thread is busy', () => {
  // A body that keeps coming, a chunk every 20 ms for 1.2 s: the server never goes silent.
  const server = localServer((req, res) => {
    res.writeHead(200, { 'content-length': String(60 * 100) });
    let sent = 0;
    const timer = setInterval(() => {
      res.write(Buffer.alloc(100));
      if (++sent === 60) {
        clearInterval(timer);
        res.end();
      }
    }, 20);
  });

  it('is not taken for a stall when the bytes wait unread behind our own synchronous work', async () => {
    const limits = new StallLimits(200);
    const agent = new http.Agent({ keepAlive: true });
    const bytes = await new Promise<number>((resolve, reject) => {
      const request = getThrough(server.port(), agent, limits, reject);
      request.on('response', (response) => {
        let received = 0;
        let blocked = false;
        response.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (blocked) return;
          blocked = true;
          // Busy for twice the stall limit in a timer, as a synchronous walk or a large copy
          // can be: the stall timer then fires before the loop reads the bytes that came.
          setTimeout(() => {
            const until = performance.now() + 400;
            while (performance.now() < until);
          }, 50);
        });
        response.on('end', () => resolve(received));
        response.on('error', reject);
      });
      request.end();
    });
    agent.destroy();
    expect(bytes).toBe(6000);
    expect(limits.counts().stalls).toBe(0);
  });
});

describe('hedged', () => {
  const warmed = () => {
    const limits = new StallLimits();
    for (let i = 0; i < 40; i++) limits.noteSmallGet(5);
    return limits;
  };

  it('sends a second copy of a slow request, takes the first to finish and cancels the other', async () => {
    const limits = warmed();
    const signals: AbortSignal[] = [];
    const result = await hedged(limits, new AbortController().signal, (signal) => {
      signals.push(signal);
      if (signals.length === 1)
        return new Promise<string>((_, reject) =>
          signal.addEventListener('abort', () => reject(new Error('cancelled'))),
        );
      return Promise.resolve('second');
    });
    expect(result).toBe('second');
    expect(signals).toHaveLength(2);
    expect(signals[0]!.aborted).toBe(true);
    expect(limits.counts()).toMatchObject({ hedges: 1, hedgeWins: 1 });
  });

  it('a request that fails before any hedge fails as it is, for the retry wrapper', async () => {
    const limits = warmed();
    let calls = 0;
    await expect(
      hedged(limits, new AbortController().signal, () => {
        calls++;
        return Promise.reject(new Error('boom'));
      }),
    ).rejects.toThrow('boom');
    expect(calls).toBe(1);
    expect(limits.counts().hedges).toBe(0);
  });

  it("an abort of the run aborts every copy in flight with the run's reason, and leaves no listener", async () => {
    const limits = warmed();
    const run = new AbortController();
    const signals: AbortSignal[] = [];
    const result = hedged(limits, run.signal, (signal) => {
      signals.push(signal);
      if (signals.length === 2) queueMicrotask(() => run.abort(new Error('run stopped')));
      return new Promise<string>((_, reject) =>
        signal.addEventListener('abort', () => reject(signal.reason as Error)),
      );
    });
    await expect(result).rejects.toThrow('run stopped');
    expect(signals).toHaveLength(2);
    expect(signals.every((signal) => signal.aborted)).toBe(true);
    const done = new AbortController();
    let added = 0;
    let removed = 0;
    const counting = Object.assign(done.signal, {
      addEventListener: (...args: Parameters<AbortSignal['addEventListener']>) => {
        added++;
        EventTarget.prototype.addEventListener.apply(done.signal, args);
      },
      removeEventListener: (...args: Parameters<AbortSignal['removeEventListener']>) => {
        removed++;
        EventTarget.prototype.removeEventListener.apply(done.signal, args);
      },
    });
    // One listener on the run's signal, shared by every request (abort-fanout.ts): a hundred
    // requests add no more.
    for (let i = 0; i < 100; i++) await hedged(limits, counting, () => Promise.resolve('ok'));
    expect([added, removed]).toEqual([1, 0]);
  });
});

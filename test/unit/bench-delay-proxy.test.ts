import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { roundTripFor, startDelayProxy, type DelayProxy } from '../../bench/lib/delay-proxy.js';

/** A server that sends each connection every byte it got, back. */
async function echoServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = net.createServer((socket) => socket.pipe(socket));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Sends `payload` through the proxy and collects what comes back until the server ends. */
async function roundTrip(proxy: DelayProxy, payload: Buffer): Promise<Buffer> {
  const { port } = new URL(proxy.endpoint);
  const socket = net.connect({ host: '127.0.0.1', port: Number(port) });
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  // Written in pieces, as a client's requests arrive, so that many chunks wait in the queue.
  for (let at = 0; at < payload.length; at += 64 * 1024)
    socket.write(payload.subarray(at, at + 64 * 1024));
  socket.end();
  await once(socket, 'close');
  return Buffer.concat(chunks);
}

describe('the delaying TCP proxy of the benchmarks', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('delivers every byte in order, both ways, beyond its in-flight window', async () => {
    const server = await echoServer();
    const proxy = await startDelayProxy(server.url, 10);
    cleanups.push(proxy.close, server.close);
    // 20 MiB: more than the 8 MiB each direction holds before it pauses its reader.
    const payload = randomBytes(20 * 1024 * 1024);
    const back = await roundTrip(proxy, payload);
    expect(back.length).toBe(payload.length);
    expect(back.equals(payload)).toBe(true);
    expect(proxy.connections()).toBe(1);
  });

  it('serves several connections at once, each with its own bytes', async () => {
    const server = await echoServer();
    const proxy = await startDelayProxy(server.url, 4);
    cleanups.push(proxy.close, server.close);
    const payloads = Array.from({ length: 8 }, () => randomBytes(300 * 1024));
    const backs = await Promise.all(payloads.map((p) => roundTrip(proxy, p)));
    backs.forEach((back, i) => expect(back.equals(payloads[i]!)).toBe(true));
    expect(proxy.connections()).toBe(8);
  });

  it("reads a suite's --rtt-ms: 0 goes straight to the server, N > 0 through a proxy", async () => {
    const server = await echoServer();
    cleanups.push(server.close);
    const straight = await roundTripFor(server.url, '0');
    expect(straight).toMatchObject({ endpoint: server.url, roundTripMs: 0, proxy: undefined });
    await straight.close();

    const delayed = await roundTripFor(server.url, '6');
    cleanups.push(() => delayed.close());
    expect(delayed.roundTripMs).toBe(6);
    expect(delayed.proxy?.roundTripMs).toBe(6);
    expect(delayed.endpoint).toBe(delayed.proxy?.endpoint);
    expect(delayed.endpoint).not.toBe(server.url);
    const payload = randomBytes(100 * 1024);
    expect((await roundTrip(delayed.proxy!, payload)).equals(payload)).toBe(true);
  });

  it.each(['', '-5', 'abc', ' '])('refuses --rtt-ms %j, naming the flag', async (text) => {
    await expect(roundTripFor('http://127.0.0.1:9', text)).rejects.toThrow(
      `--rtt-ms must be a round trip in milliseconds, 0 or more; got ${JSON.stringify(text)}`,
    );
  });

  it('refuses a server that is not on the loopback', async () => {
    await expect(startDelayProxy('http://example.com:80', 20)).rejects.toThrow(
      /only forwards to this machine's loopback; the server is http:\/\/example\.com:80/,
    );
  });
});

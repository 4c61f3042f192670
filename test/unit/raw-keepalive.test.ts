import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { RawConnectionPool } from '../../src/s3/raw/raw-connections.js';
import type { BodySink } from '../../src/s3/raw/raw-answer.js';
import { rawGet } from '../../src/s3/raw/raw-get.js';
import { localTlsServer, trustingAnyCertificate } from '../support/local-tls.js';

/** What the server does with the n-th request on the c-th connection (both from 0). */
type Answer = (request: {
  connection: number;
  onConnection: number;
}) => Buffer | Buffer[] | 'drop' | 'hang';

/** A keep-alive server that reads request heads one after another on each connection. */
async function serve(answer: Answer) {
  let connections = 0;
  const sockets: net.Socket[] = [];
  const server = net.createServer((socket) => {
    const connection = connections++;
    sockets.push(socket);
    let onConnection = 0;
    let pending = '';
    socket.on('data', (data) => {
      pending += data.toString('latin1');
      for (let end = pending.indexOf('\r\n\r\n'); end >= 0; end = pending.indexOf('\r\n\r\n')) {
        pending = pending.slice(end + 4);
        const reply = answer({ connection, onConnection: onConnection++ });
        if (reply === 'drop') socket.destroy();
        else if (Array.isArray(reply)) writeApart(socket, reply);
        else if (reply !== 'hang') socket.write(reply);
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((go) => server.listen(0, '127.0.0.1', go));
  servers.push(server);
  const port = (server.address() as net.AddressInfo).port;
  return {
    signed: {
      protocol: 'http:',
      hostname: '127.0.0.1',
      port,
      method: 'GET',
      path: '/bucket/key',
      headers: { host: `127.0.0.1:${port}` },
    },
    connections: () => connections,
    /** Closes every connection from the server's side, as an idle timeout does. */
    closeAll: () => sockets.forEach((socket) => socket.end()),
  };
}

/** Writes the pieces a few milliseconds apart, so each arrives in a read of its own. */
function writeApart(socket: net.Socket, pieces: Buffer[]) {
  pieces.forEach((piece, i) => setTimeout(() => socket.write(piece), 5 * i));
}

const servers: net.Server[] = [];
const pools: RawConnectionPool[] = [];
afterEach(() => {
  for (const pool of pools.splice(0)) pool.close();
  for (const server of servers.splice(0)) server.close();
});

function newPool() {
  const pool = new RawConnectionPool();
  pools.push(pool);
  return pool;
}

const options = (pool: RawConnectionPool) => ({
  signal: new AbortController().signal,
  timeoutMs: 10_000,
  place: { operation: 'GetObject', bucket: 'bucket', key: 'key' },
  pool,
});

const ok = (body: Buffer, extra = '') =>
  Buffer.concat([
    Buffer.from(`HTTP/1.1 200 OK\r\nContent-Length: ${body.length}\r\n${extra}\r\n`),
    body,
  ]);

function sinkOf(size: number) {
  const out = Buffer.alloc(size);
  let used = 0;
  const sink: BodySink = {
    space: () => out.subarray(used),
    filled: (n) => void (used += n),
  };
  return { sink, out: () => out.subarray(0, used) };
}

async function getBody(signed: Parameters<typeof rawGet>[0], pool: RawConnectionPool) {
  const answer = await rawGet(signed, options(pool));
  const { sink, out } = sinkOf(Number(answer.headers['content-length']));
  await answer.read(sink);
  return out();
}

describe('raw GETs over keep-alive connections', () => {
  it('GETs one after another share one connection, and each body lands whole', async () => {
    const bodies = [randomBytes(100_000), randomBytes(5), randomBytes(70_000)];
    const server = await serve(({ onConnection }) => ok(bodies[onConnection]!));
    const pool = newPool();
    for (const body of bodies) expect((await getBody(server.signed, pool)).equals(body)).toBe(true);
    expect(server.connections()).toBe(1);
    expect(pool.idleCount()).toBe(1);
  });

  it('a body whose last bytes come in a read after its head leaves the connection reading for the next GET', async () => {
    const bodies = [randomBytes(1024), randomBytes(1024), randomBytes(1024)];
    const server = await serve(({ onConnection }) => {
      const whole = ok(bodies[onConnection]!);
      return [whole.subarray(0, whole.length - 100), whole.subarray(whole.length - 100)];
    });
    const pool = newPool();
    for (const body of bodies) expect((await getBody(server.signed, pool)).equals(body)).toBe(true);
    expect(server.connections()).toBe(1);
  });

  it('a connection whose body was not read to its end is not reused', async () => {
    const body = randomBytes(50_000);
    const server = await serve(() => ok(body));
    const pool = newPool();
    const abandoned = await rawGet(server.signed, options(pool));
    abandoned.destroy();
    expect((await getBody(server.signed, pool)).equals(body)).toBe(true);
    expect(server.connections()).toBe(2);
  });

  it('a server that says `Connection: close` gets a new connection for the next GET', async () => {
    const body = randomBytes(1000);
    const server = await serve(() => ok(body, 'Connection: close\r\n'));
    const pool = newPool();
    await getBody(server.signed, pool);
    expect(pool.idleCount()).toBe(0);
    await getBody(server.signed, pool);
    expect(server.connections()).toBe(2);
  });

  it('a reused connection the server drops before answering is retried once on a new one', async () => {
    const body = randomBytes(2000);
    // The first connection answers once, then drops the next request unanswered.
    const server = await serve(({ connection, onConnection }) =>
      connection === 0 && onConnection === 1 ? 'drop' : ok(body),
    );
    const pool = newPool();
    await getBody(server.signed, pool);
    expect((await getBody(server.signed, pool)).equals(body)).toBe(true);
    expect(server.connections()).toBe(2);
  });

  it('a new connection dropped before answering is not retried here (the caller retries)', async () => {
    const server = await serve(() => 'drop');
    await expect(rawGet(server.signed, options(newPool()))).rejects.toMatchObject({
      code: 'ECONNRESET',
    });
    expect(server.connections()).toBe(1);
  });

  it('connections opened ahead (preconnect) carry the next GETs, and no more are opened than asked', async () => {
    const body = randomBytes(20_000);
    const server = await serve(() => ok(body));
    const pool = newPool();
    expect(pool.preconnect(server.signed, 3)).toBe(3);
    await expect.poll(() => server.connections()).toBe(3);
    // Three idle already: none more.
    expect(pool.preconnect(server.signed, 2)).toBe(0);
    const bodies = await Promise.all([1, 2, 3].map(() => getBody(server.signed, pool)));
    for (const got of bodies) expect(got.equals(body)).toBe(true);
    expect(server.connections()).toBe(3);
    expect(pool.idleCount()).toBe(3);
  });

  it('a connection opened ahead that the server closed before its first GET is dialled anew for it', async () => {
    const body = randomBytes(3000);
    const server = await serve(({ connection }) => (connection === 0 ? 'drop' : ok(body)));
    const pool = newPool();
    pool.preconnect(server.signed, 1);
    await expect.poll(() => server.connections()).toBe(1);
    expect((await getBody(server.signed, pool)).equals(body)).toBe(true);
    expect(server.connections()).toBe(2);
  });

  it('an idle connection the server closes leaves the pool, and the next GET dials anew', async () => {
    const body = randomBytes(3000);
    const server = await serve(() => ok(body));
    const pool = newPool();
    await getBody(server.signed, pool);
    expect(pool.idleCount()).toBe(1);
    server.closeAll();
    await expect.poll(() => pool.idleCount()).toBe(0);
    expect((await getBody(server.signed, pool)).equals(body)).toBe(true);
    expect(server.connections()).toBe(2);
  });

  it('bytes past the Content-Length fail the GET and its connection is not reused', async () => {
    const body = randomBytes(100);
    const server = await serve(({ connection }) =>
      connection === 0 ? Buffer.concat([ok(body), Buffer.from('junk')]) : ok(body),
    );
    const pool = newPool();
    // The extra bytes may come with the head (failing the GET) or after it (failing the read).
    const read = rawGet(server.signed, options(pool)).then((answer) =>
      answer.read(sinkOf(200).sink),
    );
    await expect(read).rejects.toThrow(/more bytes than the Content-Length/);
    await getBody(server.signed, pool);
    expect(server.connections()).toBe(2);
  });

  it('over TLS, GETs one after another share one connection too', async () => {
    const bodies = [randomBytes(120_000), randomBytes(10)];
    let connections = 0;
    const { server, signed } = await localTlsServer((socket) => {
      connections++;
      let served = 0;
      socket.on('data', (data) => {
        const requests = data.toString('latin1').split('\r\n\r\n').length - 1;
        for (let i = 0; i < requests; i++) socket.write(ok(bodies[served++]!));
      });
      socket.on('error', () => undefined);
    });
    servers.push(server as unknown as net.Server);
    await trustingAnyCertificate(async () => {
      const pool = newPool();
      for (const body of bodies) expect((await getBody(signed, pool)).equals(body)).toBe(true);
    });
    expect(connections).toBe(1);
  });

  it('a process that did a GET exits on its own with the connection idle in the pool', async () => {
    const body = randomBytes(4000);
    const server = await serve(() => ok(body));
    const rawGetUrl = new URL('../../src/s3/raw/raw-get.ts', import.meta.url).href;
    const script = `
      const { rawGet } = await import(${JSON.stringify(rawGetUrl)});
      const answer = await rawGet(${JSON.stringify(server.signed)}, {
        signal: new AbortController().signal, timeoutMs: 10000,
        place: { operation: 'GetObject', bucket: 'b', key: 'k' },
      });
      const out = Buffer.alloc(${body.length}); let used = 0;
      await answer.read({ space: () => out.subarray(used), filled: (n) => void (used += n) });
      console.log('read', used);
    `;
    const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
    // A hang would be killed at the timeout and fail with the signal.
    const { stdout } = await new Promise<{ stdout: string }>((resolve, reject) =>
      execFile(tsx, ['--input-type=module', '-e', script], { timeout: 60_000 }, (error, stdout) =>
        error ? reject(error) : resolve({ stdout }),
      ),
    );
    expect(stdout.trim()).toBe(`read ${body.length}`);
    expect(server.connections()).toBe(1);
  });
});

import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startCountingFront,
  startForwardProxy,
  type CountingFront,
  type ForwardProxy,
} from '../support/forward-proxy.js';
import {
  createTestBucket,
  deleteTestBucket,
  putObjects,
  testClient,
  testServer,
} from '../support/s3.js';
import { runCli, type CliResult } from './run-cli.js';

const MiB = 1024 * 1024;
const SMALL = Array.from({ length: 150 }, (_, i) => `small/f-${String(i).padStart(3, '0')}.txt`);
const LARGE_BYTES = 12 * MiB;
/** Parts and ranged GETs of 5 MiB: the large object takes three of each. */
const PARTS = ['--multipart-threshold', '5MiB', '--multipart-chunksize', '5MiB'];

// Syncs run with --quiet: on a loaded machine a sync may warn of slow requests, which is no
// concern here; errors still fail the exit code, and what landed is checked.

interface Counts {
  readonly proxy: ForwardProxy['counts'];
  readonly server: CountingFront['counts'];
}

/** Both ends' counts for what one command sent, from zero. */
async function counted(
  proxy: ForwardProxy,
  front: CountingFront,
  run: () => Promise<CliResult>,
): Promise<{ result: CliResult } & Counts> {
  Object.assign(proxy.counts, { connections: 0, requests: 0, tunnels: 0, refused: 0 });
  Object.assign(front.counts, { viaProxy: 0, direct: 0, methods: {} });
  const result = await run();
  return {
    result,
    proxy: structuredClone(proxy.counts),
    server: structuredClone(front.counts),
  };
}

async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort();
}

for (const tls of [false, true]) {
  const scheme = tls ? 'https' : 'http';
  describe(`s3-sync behind a forward proxy, to an ${scheme}:// endpoint (${tls ? 'CONNECT tunnels' : 'absolute-form requests'})`, () => {
    let client: S3Client;
    let bucket: string;
    let proxy: ForwardProxy;
    let front: CountingFront;
    let scratch: string;
    const large = randomBytes(LARGE_BYTES);

    beforeAll(async () => {
      client = testClient();
      bucket = await createTestBucket(client, 'proxy');
      await putObjects(client, bucket, SMALL, (key) => `body of ${key}`, 32);
      await putObjects(client, bucket, ['large/blob.bin'], () => large);
      // The proxy asks for credentials: they come from the proxy URL.
      proxy = await startForwardProxy({ user: 'runner', password: 'p@ss:word' });
      front = await startCountingFront(testServer().endpoint, tls);
      scratch = await mkdtemp(path.join(os.tmpdir(), 's3-sync-proxy-'));
    }, 120_000);
    afterAll(async () => {
      await proxy?.close();
      await front?.close();
      await deleteTestBucket(client, bucket);
      await rm(scratch, { recursive: true, force: true });
    }, 120_000);

    /** The CLI with the proxy variables a runner would have, against the counting front. */
    const cli = (args: string[], env: Record<string, string> = {}, cwd?: string) =>
      runCli(args, {
        endpoint: front.endpoint,
        cwd,
        env: {
          [tls ? 'HTTPS_PROXY' : 'http_proxy']: proxy.url,
          // The test certificate names 127.0.0.1, not 0.0.0.0.
          ...(tls ? { NODE_TLS_REJECT_UNAUTHORIZED: '0' } : {}),
          ...env,
        },
      });

    /** Every request reached the server through the proxy, and the proxy carried them. */
    function expectAllProxied(counts: Counts): void {
      expect(counts.server.direct).toBe(0);
      expect(counts.server.viaProxy).toBeGreaterThan(0);
      expect(counts.proxy.refused).toBe(0);
      if (tls) {
        expect(counts.proxy.tunnels).toBeGreaterThan(0);
        expect(counts.proxy.requests).toBe(0);
      } else {
        // Absolute-form: the proxy itself saw every request the server saw.
        expect(counts.proxy.requests).toBe(counts.server.viaProxy);
        expect(counts.proxy.tunnels).toBe(0);
      }
    }

    it('ls --recursive (the listing worker) lists through the proxy', async () => {
      const run = await counted(proxy, front, () =>
        cli(['ls', `s3://${bucket}`, '--recursive', '--page-size', '20']),
      );
      expect(run.result.stderr).toBe('');
      expect(run.result.code).toBe(0);
      expect(run.result.stdout.trim().split('\n')).toHaveLength(SMALL.length + 1);
      expectAllProxied(run);
      expect(run.server.methods).toEqual({ GET: expect.any(Number) });
      expect(run.server.viaProxy).toBeGreaterThanOrEqual(8); // 151 keys in pages of 20
    });

    it('sync s3:// -> local downloads small objects and a large one, through the proxy', async () => {
      const dest = path.join(scratch, 'down');
      const run = await counted(proxy, front, () =>
        cli(['sync', `s3://${bucket}/`, dest, '--quiet', ...PARTS]),
      );
      expect(run.result.stderr).toBe('');
      expect(run.result.code).toBe(0);
      expect(await filesUnder(dest)).toEqual(['large/blob.bin', ...SMALL].sort());
      expect((await readFile(path.join(dest, 'large/blob.bin'))).equals(large)).toBe(true);
      expect(await readFile(path.join(dest, SMALL[7]!), 'utf8')).toBe(`body of ${SMALL[7]}`);
      expectAllProxied(run);
      // One listing page and a GET per object (the large one's ranges by the same reader).
      expect(run.server.methods.GET).toBeGreaterThanOrEqual(1 + SMALL.length + 1);
      // Keep-alive through the proxy: connections are reused, not one per request.
      expect(run.proxy.connections).toBeLessThan(run.server.viaProxy);
    });

    it('sync local -> s3:// uploads small files and a multipart one, through the proxy', async () => {
      const source = path.join(scratch, 'up');
      await mkdir(path.join(source, 'd'), { recursive: true });
      for (let i = 0; i < 20; i++) await writeFile(path.join(source, 'd', `u${i}.txt`), `up ${i}`);
      await writeFile(path.join(source, 'big.bin'), large);
      const run = await counted(proxy, front, () =>
        cli(['sync', source, `s3://${bucket}/up/`, '--quiet', ...PARTS]),
      );
      expect(run.result.stderr).toBe('');
      expect(run.result.code).toBe(0);
      expectAllProxied(run);
      // 20 small PUTs and 3 parts; CreateMultipartUpload and CompleteMultipartUpload are POSTs.
      expect(run.server.methods.PUT).toBe(23);
      expect(run.server.methods.POST).toBe(2);
      const listed = await runCli(['ls', `s3://${bucket}/up/`, '--recursive']);
      expect(listed.stdout.trim().split('\n')).toHaveLength(21);
    });

    it('cache save and restore (the cache workers) go through the proxy', async () => {
      const work = path.join(scratch, 'cache');
      await mkdir(path.join(work, 'tree'), { recursive: true });
      for (let i = 0; i < 50; i++)
        await writeFile(path.join(work, 'tree', `m${i}.js`), `module.exports = ${i};\n`);
      const store = `s3://${bucket}/ci`;
      const save = await counted(proxy, front, () =>
        cli(['cache', 'save', '--key', 'deps-1', '--path', 'tree', store], {}, work),
      );
      // Its phase table and result line are for a person, on stderr; no error among them.
      expect(save.result.stderr).toContain('saved: 50 files');
      expect(save.result.stderr).not.toContain('s3-sync:');
      expect(save.result.code).toBe(0);
      expectAllProxied(save);
      expect(save.server.methods.PUT).toBeGreaterThan(0);

      await rm(path.join(work, 'tree'), { recursive: true });
      const restore = await counted(proxy, front, () =>
        cli(['cache', 'restore', '--key', 'deps-1', '--path', 'tree', store], {}, work),
      );
      expect(restore.result.stderr).not.toContain('s3-sync:');
      expect(restore.result.code).toBe(0);
      expect(await readFile(path.join(work, 'tree', 'm42.js'), 'utf8')).toBe(
        'module.exports = 42;\n',
      );
      expectAllProxied(restore);
    });

    it('with NO_PROXY naming the endpoint, nothing goes through the proxy', async () => {
      const dest = path.join(scratch, 'direct');
      const noProxy = { NO_PROXY: 'example.com, 0.0.0.0' };
      const ls = await counted(proxy, front, () =>
        cli(['ls', `s3://${bucket}`, '--recursive'], noProxy),
      );
      const sync = await counted(proxy, front, () =>
        cli(['sync', `s3://${bucket}/`, dest, '--quiet', ...PARTS], noProxy),
      );
      // One object per command, so that a failure shows all of what each did.
      for (const run of [ls, sync])
        expect(run).toMatchObject({
          result: { code: 0, stderr: '' },
          proxy: { connections: 0 },
          server: { viaProxy: 0, direct: expect.any(Number) },
        });
      expect((await readFile(path.join(dest, 'large/blob.bin'))).equals(large)).toBe(true);
      expect(Math.min(ls.server.direct, sync.server.direct)).toBeGreaterThan(0);
    });

    it('wrong proxy credentials fail the command at once, saying what to fix, never the password', async () => {
      const wrong = proxy.url.replace(/:[^:@]*@/, ':n0t-it@');
      const started = Date.now();
      const run = await cli(['ls', `s3://${bucket}`, '--recursive'], {
        [tls ? 'HTTPS_PROXY' : 'http_proxy']: wrong,
      });
      expect(run.code).not.toBe(0);
      expect(run.stderr).toContain('407');
      expect(run.stderr).toContain('HTTPS_PROXY=http://user:password@proxy:3128');
      expect(run.stderr).not.toContain('n0t-it');
      expect(run.stdout).toBe('');
      // Not retried: a 407 does not go away by asking again.
      expect(Date.now() - started).toBeLessThan(5_000);
    });

    it('--debug says which proxy, by host only', async () => {
      const run = await cli(['ls', `s3://${bucket}/small/f-000`, '--debug']);
      expect(run.code).toBe(0);
      const port = new URL(proxy.url).port;
      expect(run.stderr).toBe(`Proxy: ${scheme}:// endpoints through http://127.0.0.1:${port}\n`);
    });
  });
}

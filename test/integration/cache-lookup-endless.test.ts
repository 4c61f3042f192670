import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupEntry } from '../../src/cache/store/cache-lookup.js';
import { restoreCache } from '../../src/cache/restore/restore-cache.js';
import { cacheSession, restoreRequest } from '../support/cache-store-harness.js';

// A server whose listing never ends (issue 25: a lookup kept every listed entry, and an endless
// listing grew 15 MB/s until the deadline). A lookup keeps only its best candidate; the
// deadline ends it.

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

/**
 * Pages of 1,000 keys under any prefix asked for, each page truncated with a new token; a GET of
 * an object (the lookup's exact key) is a 404, as for a key that is not there.
 */
function endlessListing(onPage: (page: number) => void) {
  let pages = 0;
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    if (!url.searchParams.has('list-type')) {
      response.writeHead(404, { 'content-type': 'application/xml' });
      response.end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code></Error>');
      return;
    }
    const prefix = url.searchParams.get('prefix') ?? '';
    const token = url.searchParams.get('continuation-token');
    const from = token ? Number(Buffer.from(token, 'base64url').toString()) : 0;
    const keys = Array.from(
      { length: 1000 },
      (_, i) => `${prefix}${String(from + i).padStart(20, '0')}`,
    );
    const next = Buffer.from(String(from + 1000)).toString('base64url');
    onPage(++pages);
    response.writeHead(200, { 'content-type': 'application/xml' });
    response.end(
      [
        '<?xml version="1.0" encoding="UTF-8"?><ListBucketResult>',
        `<Name>endless</Name><Prefix>${encodeURIComponent(prefix)}</Prefix>`,
        `<NextContinuationToken>${next}</NextContinuationToken>`,
        '<KeyCount>1000</KeyCount><MaxKeys>1000</MaxKeys><EncodingType>url</EncodingType><IsTruncated>true</IsTruncated>',
        ...keys.map(
          (k) =>
            `<Contents><Key>${encodeURIComponent(k)}</Key><LastModified>2026-01-02T03:04:05.000Z</LastModified><ETag>"0123456789abcdef0123456789abcdef"</ETag><Size>100</Size><StorageClass>STANDARD</StorageClass></Contents>`,
        ),
        '</ListBucketResult>',
      ].join(''),
    );
  });
  return server;
}

describe('a lookup over a listing that never ends', () => {
  let server: http.Server;
  let endpoint: string;
  let onPage: (page: number) => void = () => undefined;
  let scratch: string;
  const store = { bucket: 'endless', prefix: 'c' };

  beforeAll(async () => {
    server = endlessListing((page) => onPage(page));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    scratch = await mkdtemp(path.join(os.tmpdir(), 's3cache-endless-'));
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await rm(scratch, { recursive: true, force: true });
  });

  it('keeps only its best candidate: 100 pages (100,000 entries) -> the heap does not grow with them', async () => {
    const session = cacheSession(endpoint);
    const controller = new AbortController();
    const heapAt = new Map<number, number>();
    onPage = (page) => {
      // Measured as the page is served: every page before it has been listed and looked at.
      if (page === 20 || page === 100) {
        gc();
        heapAt.set(page, process.memoryUsage().heapUsed);
      }
      if (page === 100) controller.abort();
    };
    const request = restoreRequest(store, scratch, ['tree'], 'k');
    const outcome = await lookupEntry(
      session,
      store,
      {
        version: request.version,
        scopes: request.readScopes,
        primaryKey: 'k',
        restoreKeys: [],
      },
      controller.signal,
    ).catch((error: unknown) => error);
    session.close();
    expect(controller.signal.aborted).toBe(true);
    expect(outcome).toBeInstanceOf(Error);
    // 80,000 entries kept would be tens of MB (about 200 bytes each).
    expect(heapAt.get(100)! - heapAt.get(20)!).toBeLessThan(8 * 1024 * 1024);
  }, 120_000);

  it('a restore with a deadline of one second -> a miss about a second later, nothing written', async () => {
    const session = cacheSession(endpoint);
    onPage = () => undefined;
    const workspace = path.join(scratch, 'ws');
    const started = performance.now();
    const result = await restoreCache(
      session,
      restoreRequest(store, workspace, ['tree'], 'k', { deadlineMs: 1000 }),
      new AbortController().signal,
    );
    const seconds = (performance.now() - started) / 1000;
    session.close();
    expect(result.outcome).toBe('miss');
    expect(result.warnings.join('\n')).toMatch(/passed its deadline of 1 s/);
    expect(seconds).toBeLessThan(3);
    expect(await readdir(scratch)).toEqual([]);
  }, 60_000);
});

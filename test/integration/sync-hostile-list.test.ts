import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Error } from '../../src/errors.js';
import type { ListerKind } from '../../src/s3/list/list-types.js';
import { cliFromSources } from '../support/cli-from-sources.js';
import { startFakeListServer, type FakeListOptions } from '../support/fake-list-server.js';
import { local, runSync, s3, syncRequest } from '../support/sync-harness.js';

// A sync against a server whose listing strays outside the prefix it was asked for (issue #41):
// the run ends with an error naming the key, before any delete goes out or any file is written,
// and a key longer than S3 allows is refused in a few lines, not printed whole.

const keys = Array.from({ length: 50 }, (_, i) => `dest/${String(i).padStart(3, '0')}`);
/** The key a lying server slips into the listing of `dest/`: a sibling of the destination. */
const STRAY = 'other/precious';

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 's3sync-hostile-list-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

/** Runs a sync against a fake server built with `options`: its result and the server's log. */
async function syncAgainst(
  options: FakeListOptions,
  direction: 'upload' | 'download',
  lister: ListerKind,
  folder: string,
  pageSize = 1000,
) {
  const server = await startFakeListServer(keys, options);
  try {
    const remote = s3('the-bucket', 'dest/');
    const [source, destination] =
      direction === 'upload' ? [local(folder), remote] : [remote, local(folder)];
    const { error } = await runSync(
      syncRequest(source, destination, { delete: true, lister, pageSize }, server.endpoint),
    );
    return { error, log: server.log() };
  } finally {
    await server.close();
  }
}

const slipStray: FakeListOptions = {
  rewriteKeys: (page, asked) => (asked.page === 1 ? [...page.slice(0, 10), STRAY] : page),
};
const isListing = (line: string) => /^GET \S+[?&]list-type=2/.test(line);

for (const lister of ['single', 'threaded'] as ListerKind[]) {
  describe(`sync with delete and bucket-lister ${lister}, a listing that strays outside its prefix`, () => {
    it('local -> s3: without the stray key the deletes go out (the server sees them)', async () => {
      const empty = path.join(scratch, `empty-${lister}`);
      await mkdir(empty, { recursive: true });
      const { log } = await syncAgainst({}, 'upload', lister, empty);
      expect(log.some((line) => line.startsWith('POST /the-bucket/?delete'))).toBe(true);
    });

    it('local -> s3: the run ends with KeyOutsidePrefix naming the key, and no delete is sent', async () => {
      const empty = path.join(scratch, `empty-${lister}`);
      await mkdir(empty, { recursive: true });
      const { error, log } = await syncAgainst(slipStray, 'upload', lister, empty);
      expect(error).toBeInstanceOf(S3Error);
      expect((error as S3Error).code).toBe('KeyOutsidePrefix');
      expect(error!.message).toContain(JSON.stringify(STRAY));
      expect(log.length).toBeGreaterThan(0);
      // Listings only: no DeleteObjects, no DeleteObject, nothing written.
      expect(log.filter((line) => !isListing(line))).toEqual([]);
    });

    it('s3 -> local: the run ends with KeyOutsidePrefix, and no file is written anywhere', async () => {
      const parent = path.join(scratch, `download-${lister}`);
      const folder = path.join(parent, 'dest');
      await mkdir(folder, { recursive: true });
      const { error, log } = await syncAgainst(slipStray, 'download', lister, folder);
      expect((error as S3Error).code).toBe('KeyOutsidePrefix');
      expect(log.filter((line) => !isListing(line))).toEqual([]);
      expect(await readdir(parent, { recursive: true })).toEqual(['dest']);
    });
  });
}

// The planner's merge needs both sides in byte order. An S3 side is held to it by its lister, key
// by key and page by page, so the planner checks only local sides (plan-sync.ts): a listing out
// of order ends the run with the lister's KeyOutOfOrder, before anything is planned from it.
const swapOnPage2: FakeListOptions = {
  rewriteKeys: (page, asked) => (asked.page === 2 ? [page[1]!, page[0]!, ...page.slice(2)] : page),
};

for (const lister of ['single', 'threaded'] as ListerKind[]) {
  describe(`sync with delete and bucket-lister ${lister}, a listing out of order on its second page`, () => {
    it('local -> s3 and s3 -> local: the lister refuses it (KeyOutOfOrder); no delete, nothing of that page fetched, no file', async () => {
      const empty = path.join(scratch, `order-empty-${lister}`);
      await mkdir(empty, { recursive: true });
      const parent = path.join(scratch, `order-download-${lister}`);
      await mkdir(path.join(parent, 'dest'), { recursive: true });
      // Pages of 10 keys: the swap is inside the listing, past the first page.
      for (const [direction, folder] of [
        ['upload', empty],
        ['download', path.join(parent, 'dest')],
      ] as const) {
        const { error, log } = await syncAgainst(swapOnPage2, direction, lister, folder, 10);
        expect(error, direction).toBeInstanceOf(S3Error);
        expect((error as S3Error).code, direction).toBe('KeyOutOfOrder');
        expect(error!.message).toContain('"dest/010" after "dest/011"');
        // Transfers start with the first page; nothing from the page out of order is asked for.
        const asked = log.filter((line) => !isListing(line));
        if (direction === 'upload') expect(asked).toEqual([]);
        else for (const line of asked) expect(line).toMatch(/^GET \/the-bucket\/dest\/00\d/);
      }
      expect(await readdir(parent, { recursive: true })).toEqual(['dest']);
    });
  });
}

describe('the CLI against a server that lists a key of 4 MiB', () => {
  it('s3-sync sync ends with a short KeyTooLong message: stderr stays small', async () => {
    const huge = `dest/${'k'.repeat(4 * 1024 * 1024)}`;
    const server = await startFakeListServer([...keys, huge]);
    const folder = path.join(scratch, 'cli-long-key');
    try {
      const { code, stderr } = await cliFromSources([
        'sync',
        's3://the-bucket/dest/',
        folder,
        '--endpoint-url',
        server.endpoint,
      ]);
      expect(code).not.toBe(0);
      expect(stderr).toContain('KeyTooLong');
      expect(stderr).toContain(`${Buffer.byteLength(huge)} bytes`);
      expect(stderr.length).toBeLessThan(4096);
      // The key was never asked for: listings only.
      expect(server.log().filter((line) => !isListing(line))).toEqual([]);
    } finally {
      await server.close();
    }
  }, 60_000);

  // The message shows the key's first 64 characters. A key that echoes the session token across
  // that cut would show the token's start, which no longer matches the token when the whole
  // line is cleared on its way out: the key is cleared before it is cut.
  const TOKEN = 'FwoGZXIvYXdzEListedKeyToken+Session=Value0123456789abcdefEND';
  for (const lister of ['single', 'threaded'] as ListerKind[]) {
    it(`a key too long that holds the session token across the cut shows none of it (bucket-lister ${lister})`, async () => {
      // Sorted last, on a page of its own past the first: the threaded lister's worker cuts it.
      const echoed = `dest/zz${'k'.repeat(40)}${TOKEN}${'k'.repeat(2000)}`;
      const server = await startFakeListServer([...keys, echoed]);
      const empty = path.join(scratch, `cli-token-key-${lister}`);
      await mkdir(empty, { recursive: true });
      try {
        // An upload of nothing: the destination's listing is all that is asked.
        const { code, stderr } = await cliFromSources(
          [
            'sync',
            empty,
            's3://the-bucket/dest/',
            '--endpoint-url',
            server.endpoint,
            '--page-size',
            '10',
            '--bucket-lister',
            lister,
          ],
          { AWS_SESSION_TOKEN: TOKEN },
        );
        expect(code).not.toBe(0);
        expect(stderr).toContain('KeyTooLong');
        expect(stderr).toContain(`"dest/zz${'k'.repeat(40)}***`);
        for (let at = 0; at + 8 <= TOKEN.length; at += 4)
          expect(stderr).not.toContain(TOKEN.slice(at, at + 8));
        expect(server.log().filter((line) => !isListing(line))).toEqual([]);
      } finally {
        await server.close();
      }
    }, 60_000);
  }
});

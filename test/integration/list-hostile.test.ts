import { describe, expect, it } from 'vitest';
import { S3Error } from '../../src/errors.js';
import { EMPTY_PAGES_IN_A_ROW_MAX, maxPageBytes } from '../../src/s3/list/list-bounds.js';
import type { ListerKind, ListOptions } from '../../src/s3/list/list-types.js';
import { startFakeListServer, type FakeListOptions } from '../support/fake-list-server.js';
import { collect, fakeListClient } from '../support/listing.js';

// A server that lies in its listing (issue #41): keys outside the prefix, out of order or
// repeated, longer than S3 allows, empty pages without end, bodies without end, headers that
// never finish, pages that do not parse. Each ends the listing with an error that names what was
// wrong, in both listers, without retrying what would fail the same way.

const keys = Array.from({ length: 300 }, (_, i) => `in/${String(i).padStart(4, '0')}`);

/** Lists `in/` from a fake server built with `options`; the error it ends with, and the server's log. */
async function listFrom(
  options: FakeListOptions,
  listing: Partial<ListOptions> & { lister: ListerKind },
  serverKeys: readonly string[] = keys,
): Promise<{ error: S3Error; log: readonly string[] }> {
  const server = await startFakeListServer(serverKeys, options);
  try {
    const error = await collect({
      client: fakeListClient(server.endpoint),
      bucket: 'the-bucket',
      prefix: 'in/',
      pageSize: 100,
      listConcurrency: 1,
      ...listing,
    }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(S3Error);
    return { error: error as S3Error, log: server.log() };
  } finally {
    await server.close();
  }
}

/** A page of `rawKeys`, sent as they are (already percent-encoded), with a fresh token. */
function pageXml(rawKeys: readonly string[], truncated: boolean): string {
  const token = Buffer.from(`t${Math.random()}`).toString('base64url');
  return [
    '<?xml version="1.0" encoding="UTF-8"?><ListBucketResult>',
    `<Name>the-bucket</Name><Prefix>in%2F</Prefix><KeyCount>${rawKeys.length}</KeyCount>`,
    `<MaxKeys>100</MaxKeys><EncodingType>url</EncodingType><IsTruncated>${truncated}</IsTruncated>`,
    truncated ? `<NextContinuationToken>${token}</NextContinuationToken>` : '',
    ...rawKeys.map(
      (k) =>
        `<Contents><Key>${k}</Key><LastModified>2026-01-02T03:04:05.000Z</LastModified><ETag>&quot;0123456789abcdef0123456789abcdef&quot;</ETag><Size>1</Size><StorageClass>STANDARD</StorageClass></Contents>`,
    ),
    '</ListBucketResult>',
  ].join('');
}

const listingRequests = (log: readonly string[]) => log.filter((l) => l.includes('list-type=2'));

for (const lister of ['single', 'threaded'] as ListerKind[]) {
  describe(`with bucket-lister ${lister}, a listing that strays`, () => {
    it('a key outside the prefix on page 2 -> KeyOutsidePrefix naming the key, escaped', async () => {
      const { error } = await listFrom(
        { rewriteKeys: (page, asked) => (asked.page === 2 ? [...page, 'out/\n::x'] : page) },
        { lister },
      );
      expect(error.code).toBe('KeyOutsidePrefix');
      expect(error.message).toContain(JSON.stringify('out/\n::x'));
      expect(error.message).not.toContain('\n');
    });

    it('page 2 repeating the last key of page 1 -> KeyOutOfOrder naming both', async () => {
      const { error } = await listFrom(
        { rewriteKeys: (page, asked) => (asked.page === 2 ? ['in/0099', ...page] : page) },
        { lister },
      );
      expect(error.code).toBe('KeyOutOfOrder');
      expect(error.message).toContain('"in/0099" after "in/0099"');
    });

    it('keys out of UTF-8 byte order inside a page (U+FFFD after U+1F600) -> KeyOutOfOrder', async () => {
      // UTF-16 order puts the surrogate pair first; UTF-8 byte order puts U+FFFD first.
      const { error } = await listFrom(
        { rewriteKeys: (page) => [...page.slice(0, 2), 'in/\u{1F600}', 'in/\uFFFD'] },
        { lister },
      );
      expect(error.code).toBe('KeyOutOfOrder');
      expect(error.message).toContain(JSON.stringify('in/\uFFFD'));
    });

    it('a key at or before start-after -> KeyOutOfOrder', async () => {
      const { error } = await listFrom(
        { rewriteKeys: (page, asked) => (asked.startAfter ? ['in/0150', ...page] : page) },
        { lister, startAfter: 'in/0150' },
      );
      expect(error.code).toBe('KeyOutOfOrder');
      expect(error.message).toContain('"in/0150" after "in/0150"');
    });

    it('a key of 1,025 bytes -> KeyTooLong with its length; 1,024 bytes are listed', async () => {
      const longest = `in/${'é'.repeat(510)}x`; // 3 + 1,020 + 1 bytes
      const tooLong = `in/${'é'.repeat(510)}xy`; // 3 + 1,020 + 2 bytes
      expect(Buffer.byteLength(longest)).toBe(1024);
      expect(Buffer.byteLength(tooLong)).toBe(1025);
      const server = await startFakeListServer([...keys, longest]);
      try {
        const listed = await collect({
          client: fakeListClient(server.endpoint),
          bucket: 'the-bucket',
          prefix: 'in/',
          pageSize: 100,
          lister,
        });
        expect(listed.at(-1)?.key).toBe(longest);
      } finally {
        await server.close();
      }
      const { error } = await listFrom({}, { lister }, [...keys, tooLong]);
      expect(error.code).toBe('KeyTooLong');
      expect(error.message).toContain('1025 bytes');
    });

    it('a key of 4 MiB -> KeyTooLong whose message shows 64 characters of it', async () => {
      const { error } = await listFrom(
        { rewriteKeys: (page) => [...page, `in/${'k'.repeat(4 * 1024 * 1024)}`] },
        { lister, pageSize: 1000 },
      );
      expect(error.code).toBe('KeyTooLong');
      expect(error.message).toContain(`${4 * 1024 * 1024 + 3} bytes`);
      expect(error.message.length).toBeLessThan(400);
    });
  });

  describe(`with bucket-lister ${lister}, a listing without bounds`, () => {
    it(`empty truncated pages with fresh tokens -> EmptyPagesWithoutEnd after ${EMPTY_PAGES_IN_A_ROW_MAX}`, async () => {
      const { error, log } = await listFrom(
        { rewriteKeys: (page, asked) => (asked.page > 1 ? [] : page) },
        { lister },
        Array.from({ length: 200_000 }, (_, i) => `in/${String(i).padStart(6, '0')}`),
      );
      expect(error.code).toBe('EmptyPagesWithoutEnd');
      expect(listingRequests(log).length).toBeLessThanOrEqual(EMPTY_PAGES_IN_A_ROW_MAX + 8);
    }, 60_000);

    it('truncated pages of common prefixes nobody asked for, and no key -> EmptyPagesWithoutEnd', async () => {
      const { error, log } = await listFrom(
        {
          respond: (_request, response, page) => {
            const prefix = `in/p${String(page).padStart(5, '0')}/`;
            response.writeHead(200, { 'content-type': 'application/xml' });
            response.end(
              pageXml([], true).replace(
                '</ListBucketResult>',
                `<CommonPrefixes><Prefix>${encodeURIComponent(prefix)}</Prefix></CommonPrefixes></ListBucketResult>`,
              ),
            );
            return true;
          },
        },
        { lister },
      );
      expect(error.code).toBe('EmptyPagesWithoutEnd');
      expect(listingRequests(log).length).toBeLessThanOrEqual(EMPTY_PAGES_IN_A_ROW_MAX + 8);
    }, 60_000);

    it('a page body that never ends -> ListPageTooLarge, read no further than its bound', async () => {
      let sent = 0;
      const { error, log } = await listFrom(
        {
          respond: (_request, response) => {
            response.writeHead(200, { 'content-type': 'application/xml' });
            response.write(
              '<?xml version="1.0"?><ListBucketResult><IsTruncated>true</IsTruncated>',
            );
            const filler = `<Filler>${'x'.repeat(64 * 1024)}</Filler>`;
            const more = () => {
              while (!response.destroyed && sent < 64 * maxPageBytes(100)) {
                sent += filler.length;
                if (!response.write(filler)) return void response.once('drain', more);
              }
            };
            more();
            return true;
          },
        },
        { lister },
      );
      expect(error.code).toBe('ListPageTooLarge');
      expect(error.message).toContain(`${maxPageBytes(100)} bytes`);
      expect(error.message).toContain('page 1');
      // Not retried: the server would send it again.
      expect(listingRequests(log)).toHaveLength(1);
      expect(sent).toBeLessThan(8 * maxPageBytes(100));
    }, 60_000);

    it('headers sent a byte at a time, never finished -> ListHeadersTimeout', async () => {
      const { error, log } = await listFrom(
        {
          respond: (_request, response) => {
            const socket = response.socket!;
            const line = 'HTTP/1.1 200 OK\r\nX-Slow: ';
            let i = 0;
            const timer = setInterval(() => {
              if (socket.destroyed) return clearInterval(timer);
              socket.write(i < line.length ? line[i++]! : 'a');
            }, 50);
            return true;
          },
        },
        { lister, headersTimeoutMs: 1500 },
      );
      expect(error.code).toBe('ListHeadersTimeout');
      expect(error.message).toContain('within 1.5 s');
      expect(listingRequests(log)).toHaveLength(1);
    }, 30_000);
  });

  describe(`with bucket-lister ${lister}, a page the parser refuses`, () => {
    it('a key that does not percent-decode on page 2 -> MalformedListPage naming the page, not retried', async () => {
      const { error, log } = await listFrom(
        {
          respond: (_request, response, page) => {
            if (page !== 2) return false;
            response.writeHead(200, { 'content-type': 'application/xml' });
            response.end(pageXml(['in/0100', 'in/%E0%A4%A', 'in/0102'], true));
            return true;
          },
        },
        { lister },
      );
      expect(error.code).toBe('MalformedListPage');
      expect(error.message).toMatch(/page 2/);
      expect(error.message).not.toMatch(/ECONNRESET|aborted/);
      expect(listingRequests(log)).toHaveLength(2);
    });

    it('an HTML page with a DOCTYPE -> an error naming the page, not retried', async () => {
      const { error, log } = await listFrom(
        {
          respond: (_request, response) => {
            response.writeHead(200, { 'content-type': 'application/xml' });
            response.end('<!DOCTYPE html><html><body>Welcome to the portal</body></html>');
            return true;
          },
        },
        { lister },
      );
      expect(error.code).toBe('MalformedListPage');
      expect(error.message).toContain('page 1');
      expect(error.message).not.toMatch(/ECONNRESET|aborted/);
      expect(listingRequests(log)).toHaveLength(1);
    });
  });
}

describe('with bucket-lister threaded and parallel ranges, a server that ignores start-after', () => {
  it('the ranges after the first get keys they did not ask for -> KeyOutOfOrder', async () => {
    const many = Array.from({ length: 3000 }, (_, i) => `in/${String(i).padStart(5, '0')}`);
    const { error } = await listFrom(
      // Every request that starts after a key is answered from the start of the prefix.
      { rewriteKeys: (page, asked) => (asked.startAfter ? many.slice(0, page.length) : page) },
      { lister: 'threaded', listConcurrency: 4 },
      many,
    );
    expect(error.code).toBe('KeyOutOfOrder');
  }, 30_000);
});

describe('with bucket-lister threaded, a bucket of the longest keys S3 allows', () => {
  it("30,000 keys of 1,024 bytes at list-concurrency 16 are listed whole within the worker's heap", async () => {
    const long = Array.from(
      { length: 30_000 },
      (_, i) => `in/${String(i).padStart(5, '0')}${'k'.repeat(1016)}`,
    );
    expect(Buffer.byteLength(long[0]!)).toBe(1024);
    const server = await startFakeListServer(long);
    try {
      const listed = await collect({
        client: fakeListClient(server.endpoint),
        bucket: 'the-bucket',
        prefix: 'in/',
        lister: 'threaded',
        listConcurrency: 16,
      });
      expect(listed.length).toBe(long.length);
      expect(listed.every((e, i) => e.key === long[i])).toBe(true);
    } finally {
      await server.close();
    }
  }, 120_000);
});

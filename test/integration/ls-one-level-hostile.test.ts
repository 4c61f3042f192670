import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lsCommand } from '../../src/cli/ls-command.js';
import { S3Error } from '../../src/errors.js';
import { EMPTY_PAGES_IN_A_ROW_MAX, maxPageBytes } from '../../src/s3/list/list-bounds.js';
import { startFakeListServer, type FakeListOptions } from '../support/fake-list-server.js';

// `s3-sync ls s3://bucket/prefix/` without --recursive lists one level (a delimiter, common
// prefixes as PRE lines). It goes the way every listing goes, so a server that lies in it meets
// the same checks and bounds as `ls --recursive` and sync do (list-hostile.test.ts).

interface Level {
  readonly prefixes?: readonly string[];
  readonly keys?: readonly string[];
  readonly truncated: boolean;
}

/** A delimiter page, names sent as they are (already percent-encoded), with a fresh token. */
function levelXml({ prefixes = [], keys = [], truncated }: Level): string {
  const token = Buffer.from(`t${Math.random()}`).toString('base64url');
  return [
    '<?xml version="1.0" encoding="UTF-8"?><ListBucketResult>',
    `<Name>the-bucket</Name><Prefix>in%2F</Prefix><Delimiter>%2F</Delimiter>`,
    `<KeyCount>${prefixes.length + keys.length}</KeyCount><MaxKeys>1000</MaxKeys>`,
    `<EncodingType>url</EncodingType><IsTruncated>${truncated}</IsTruncated>`,
    truncated ? `<NextContinuationToken>${token}</NextContinuationToken>` : '',
    ...keys.map(
      (k) =>
        `<Contents><Key>${k}</Key><LastModified>2026-01-02T03:04:05.000Z</LastModified><ETag>&quot;0123456789abcdef0123456789abcdef&quot;</ETag><Size>7</Size><StorageClass>STANDARD</StorageClass></Contents>`,
    ),
    ...prefixes.map((p) => `<CommonPrefixes><Prefix>${p}</Prefix></CommonPrefixes>`),
    '</ListBucketResult>',
  ].join('');
}

/** A server that answers listing page N with `pages(N)`. */
function serving(pages: (page: number) => Level | undefined): FakeListOptions {
  return {
    respond: (_request, response, page) => {
      const level = pages(page);
      if (!level) return false;
      response.writeHead(200, { 'content-type': 'application/xml' });
      response.end(levelXml(level));
      return true;
    },
  };
}

let stdout = '';

beforeEach(() => {
  stdout = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((text) => {
    stdout += String(text);
    return true;
  });
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'fake');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'fake');
  vi.stubEnv('AWS_REGION', 'us-east-1');
  vi.stubEnv('AWS_CONFIG_FILE', '/nonexistent/aws-config');
  vi.stubEnv('AWS_SHARED_CREDENTIALS_FILE', '/nonexistent/aws-credentials');
  for (const name of ['AWS_PROFILE', 'HTTP_PROXY', 'HTTPS_PROXY', 'http_proxy', 'https_proxy'])
    vi.stubEnv(name, '');
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

/** `s3-sync ls s3://the-bucket/in/` against the server; its error, and the server's log. */
async function lsFrom(
  options: FakeListOptions,
): Promise<{ error: S3Error | undefined; log: readonly string[] }> {
  const server = await startFakeListServer([], options);
  try {
    const error = await lsCommand(
      ['s3://the-bucket/in/', '--endpoint-url', server.endpoint],
      new AbortController().signal,
    ).then(
      () => undefined,
      (e: unknown) => e,
    );
    if (error !== undefined) expect(error).toBeInstanceOf(S3Error);
    return { error: error as S3Error | undefined, log: server.log() };
  } finally {
    await server.close();
  }
}

const listingRequests = (log: readonly string[]) => log.filter((l) => l.includes('list-type=2'));

describe('s3-sync ls without --recursive, against a ListObjectsV2 server', () => {
  it('shows PRE lines and objects of one level over two pages, asking with a delimiter', async () => {
    const { error, log } = await lsFrom(
      serving((page) =>
        page === 1
          ? { prefixes: ['in%2Fa%2F', 'in%2Fb%2F'], keys: ['in%2Fa.txt'], truncated: true }
          : { prefixes: ['in%2Fc+d%2F'], keys: ['in%2Fz.txt'], truncated: false },
      ),
    );
    expect(error).toBeUndefined();
    const lines = stdout.trimEnd().split('\n');
    expect(lines.filter((l) => l.includes('PRE ')).map((l) => l.trim())).toEqual([
      'PRE a/',
      'PRE b/',
      'PRE c d/',
    ]);
    expect(lines.filter((l) => !l.includes('PRE ')).map((l) => l.split(/\s+/).pop())).toEqual([
      'a.txt',
      'z.txt',
    ]);
    const requests = listingRequests(log);
    expect(requests).toHaveLength(2);
    for (const request of requests) expect(request).toContain('delimiter=%2F');
  });

  it('a key outside the prefix on page 2 -> KeyOutsidePrefix naming the key, escaped', async () => {
    const { error } = await lsFrom(
      serving((page) =>
        page === 1
          ? { keys: ['in%2Fa.txt'], truncated: true }
          : { keys: ['out%2F%0A%3A%3Awarning%3A%3Ax'], truncated: false },
      ),
    );
    expect(error?.code).toBe('KeyOutsidePrefix');
    expect(error?.message).toContain(JSON.stringify('out/\n::warning::x'));
    expect(error?.message).not.toContain('\n::warning');
    expect(stdout).not.toContain('warning');
  });

  it('a common prefix outside the prefix -> KeyOutsidePrefix, and nothing of it shown', async () => {
    const { error } = await lsFrom(
      serving(() => ({ prefixes: ['elsewhere%2F'], truncated: false })),
    );
    expect(error?.code).toBe('KeyOutsidePrefix');
    expect(error?.message).toContain('"elsewhere/"');
    expect(stdout).toBe('');
  });

  it("page 2 repeating page 1's last common prefix -> KeyOutOfOrder naming both", async () => {
    const { error, log } = await lsFrom(
      serving((page) => ({ prefixes: ['in%2Fa%2F'], truncated: page === 1 })),
    );
    expect(error?.code).toBe('KeyOutOfOrder');
    expect(error?.message).toContain('"in/a/" after "in/a/"');
    expect(listingRequests(log)).toHaveLength(2);
  });

  it('keys out of UTF-8 byte order inside a page (U+FFFD after U+1F600) -> KeyOutOfOrder', async () => {
    const { error } = await lsFrom(
      serving(() => ({ keys: ['in%2F%F0%9F%98%80', 'in%2F%EF%BF%BD'], truncated: false })),
    );
    expect(error?.code).toBe('KeyOutOfOrder');
  });

  it('a common prefix of 1,025 bytes -> KeyTooLong with its length', async () => {
    const long = `in%2F${'p'.repeat(1025 - 4)}%2F`;
    const { error } = await lsFrom(serving(() => ({ prefixes: [long], truncated: false })));
    expect(error?.code).toBe('KeyTooLong');
    expect(error?.message).toContain('1025 bytes');
  });

  it(`empty truncated pages with fresh tokens -> EmptyPagesWithoutEnd after ${EMPTY_PAGES_IN_A_ROW_MAX}`, async () => {
    const { error, log } = await lsFrom(serving(() => ({ truncated: true })));
    expect(error?.code).toBe('EmptyPagesWithoutEnd');
    expect(listingRequests(log)).toHaveLength(EMPTY_PAGES_IN_A_ROW_MAX);
  }, 60_000);

  it('pages of common prefixes only are no empty pages: 1,200 of them are listed', async () => {
    const name = (page: number) => `in%2Fp${String(page).padStart(5, '0')}%2F`;
    const { error } = await lsFrom(
      serving((page) => ({ prefixes: [name(page)], truncated: page < 1200 })),
    );
    expect(error).toBeUndefined();
    expect(stdout.trimEnd().split('\n')).toHaveLength(1200);
  }, 60_000);

  it('a page body that never ends -> ListPageTooLarge, read no further than its bound', async () => {
    let sent = 0;
    const { error, log } = await lsFrom({
      respond: (_request, response) => {
        response.writeHead(200, { 'content-type': 'application/xml' });
        response.write('<?xml version="1.0"?><ListBucketResult><IsTruncated>true</IsTruncated>');
        const filler = `<Filler>${'x'.repeat(64 * 1024)}</Filler>`;
        const more = () => {
          while (!response.destroyed && sent < 64 * maxPageBytes(1000)) {
            sent += filler.length;
            if (!response.write(filler)) return void response.once('drain', more);
          }
        };
        more();
        return true;
      },
    });
    expect(error?.code).toBe('ListPageTooLarge');
    expect(error?.message).toContain(`${maxPageBytes(1000)} bytes`);
    expect(listingRequests(log)).toHaveLength(1);
    expect(sent).toBeLessThan(4 * maxPageBytes(1000));
  }, 60_000);

  it('an HTML page -> MalformedListPage naming the page, not retried', async () => {
    const { error, log } = await lsFrom({
      respond: (_request, response) => {
        response.writeHead(200, { 'content-type': 'application/xml' });
        response.end('<!DOCTYPE html><html><body>Welcome to the portal</body></html>');
        return true;
      },
    });
    expect(error?.code).toBe('MalformedListPage');
    expect(error?.message).toContain('page 1');
    expect(listingRequests(log)).toHaveLength(1);
    expect(stdout).toBe('');
  });

  it('a 503 SlowDown is retried, then the level is listed', async () => {
    const { error, log } = await lsFrom({
      respond: (_request, response, page) => {
        if (page === 1) {
          response.writeHead(503, { 'content-type': 'application/xml' });
          response.end(
            '<Error><Code>SlowDown</Code><Message>Please reduce your request rate.</Message></Error>',
          );
        } else {
          response.writeHead(200, { 'content-type': 'application/xml' });
          response.end(levelXml({ keys: ['in%2Fa.txt'], truncated: false }));
        }
        return true;
      },
    });
    expect(error).toBeUndefined();
    expect(listingRequests(log)).toHaveLength(2);
    expect(stdout.trim().split(/\s+/).pop()).toBe('a.txt');
  });
});

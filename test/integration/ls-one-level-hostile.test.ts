import type { S3Client } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { lsCommand } from '../../src/cli/ls-command.js';
import { S3Error } from '../../src/errors.js';
import { EMPTY_PAGES_IN_A_ROW_MAX, maxPageBytes } from '../../src/s3/list/list-bounds.js';
import { cliFromSources } from '../support/cli-from-sources.js';
import { startFakeListServer, type FakeListOptions } from '../support/fake-list-server.js';
import { EMPTY_PAGE, renderListPage } from '../support/list-page-xml.js';
import {
  createTestBucket,
  deleteTestBucket,
  putObjects,
  testClient,
  testServer,
} from '../support/s3.js';

// `s3-sync ls s3://bucket/prefix/` without --recursive lists one level (a delimiter, common
// prefixes as PRE lines). It goes the way every listing goes, so a server that lies in it meets
// the same checks and bounds as `ls --recursive` and sync do (list-hostile.test.ts, issue #41):
// keys and common prefixes inside the prefix asked for, within S3's 1,024 bytes, in strictly
// increasing byte order across both lists and every page. A server that breaks a rule ends the
// command with an error naming the name, and the line it would have made is never printed.

/** One page of a level: its keys and common prefixes (as names; the page encodes them). */
interface Level {
  readonly keys?: readonly string[];
  readonly prefixes?: readonly string[];
  readonly truncated: boolean;
}

/** A delimiter page for `dir/`, as AWS sends it; a truncated one carries a token of its own. */
function levelXml({ keys = [], prefixes = [], truncated }: Level, page: number): string {
  return renderListPage({
    ...EMPTY_PAGE,
    bucket: 'the-bucket',
    prefix: 'dir/',
    delimiter: '/',
    urlEncoded: true,
    isTruncated: truncated,
    nextContinuationToken: truncated ? `page-${page + 1}` : undefined,
    entries: keys.map((key) => ({
      key,
      size: 7,
      lastModifiedMs: Date.UTC(2026, 0, 2, 3, 4, 5),
      etag: '"0123456789abcdef0123456789abcdef"',
      storageClass: 'STANDARD',
    })),
    commonPrefixes: prefixes,
  });
}

/** A server that answers listing page N with `pages(N)`. */
function serving(pages: (page: number) => Level | undefined): FakeListOptions {
  return {
    respond: (_request, response, page) => {
      const level = pages(page);
      if (!level) return false;
      response.writeHead(200, { 'content-type': 'application/xml' });
      response.end(levelXml(level, page));
      return true;
    },
  };
}

/** A server that sends these pages in turn, each but the last truncated. */
function servingPages(pages: readonly Omit<Level, 'truncated'>[]): FakeListOptions {
  return serving((page) => ({ ...pages[page - 1], truncated: page < pages.length }));
}

/** The names ls printed, one a line (`PRE b/` -> `b/`): both kinds of line put it at column 31. */
const lineNames = (stdout: string) =>
  stdout
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => line.slice(31));

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

/** `s3-sync ls <url>` in this process (its output in `stdout`); the error it ended with. */
async function lsCommandError(args: readonly string[]): Promise<S3Error | undefined> {
  const error = await lsCommand([...args], new AbortController().signal).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (error !== undefined) expect(error).toBeInstanceOf(S3Error);
  return error as S3Error | undefined;
}

/** `s3-sync ls s3://the-bucket/dir/` against a fake server; its error, and the server's log. */
async function lsFrom(
  options: FakeListOptions,
): Promise<{ error: S3Error | undefined; log: readonly string[] }> {
  const server = await startFakeListServer([], options);
  try {
    const error = await lsCommandError(['s3://the-bucket/dir/', '--endpoint-url', server.endpoint]);
    return { error, log: server.log() };
  } finally {
    await server.close();
  }
}

const listingRequests = (log: readonly string[]) => log.filter((l) => l.includes('list-type=2'));

describe('s3-sync ls without --recursive, against a ListObjectsV2 server that lies', () => {
  it('an honest level over three pages: every PRE and object line in order, asked with a delimiter', async () => {
    const { error, log } = await lsFrom(
      servingPages([
        { keys: ['dir/a.txt'], prefixes: ['dir/b/', 'dir/c d/'] },
        { keys: ['dir/c.txt', 'dir/é.txt'], prefixes: ['dir/d/'] },
        { prefixes: ['dir/😀/'] },
      ]),
    );
    expect(error).toBeUndefined();
    // Each page's PRE lines, then its objects, as the aws-cli shows them.
    expect(lineNames(stdout)).toEqual(['b/', 'c d/', 'a.txt', 'd/', 'c.txt', 'é.txt', '😀/']);
    const requests = listingRequests(log);
    expect(requests).toHaveLength(3);
    for (const request of requests) expect(request).toContain('delimiter=%2F');
  });

  // Each: what the server does; the error's code; what it names; the names printed before it
  // (those of the pages checked before, never the refused one); the pages.
  it.each<[string, string, string, string[], Omit<Level, 'truncated'>[]]>([
    [
      'a common prefix outside the prefix',
      'KeyOutsidePrefix',
      '"other/secret/"',
      [],
      [{ keys: ['dir/a.txt'], prefixes: ['dir/b/', 'other/secret/'] }],
    ],
    [
      'a key before the key of the page before',
      'KeyOutOfOrder',
      '"dir/c.txt" after "dir/m.txt"',
      ['m.txt'],
      [{ keys: ['dir/m.txt'] }, { keys: ['dir/c.txt'] }],
    ],
    [
      'a key before a common prefix of the page before',
      'KeyOutOfOrder',
      '"dir/c.txt" after "dir/m/"',
      ['m/'],
      [{ prefixes: ['dir/m/'] }, { keys: ['dir/c.txt'] }],
    ],
    [
      "page 2 repeating page 1's last common prefix",
      'KeyOutOfOrder',
      '"dir/a/" after "dir/a/"',
      ['a/'],
      [{ prefixes: ['dir/a/'] }, { prefixes: ['dir/a/'] }],
    ],
    [
      'common prefixes out of order within a page',
      'KeyOutOfOrder',
      '"dir/a/" after "dir/z/"',
      [],
      [{ prefixes: ['dir/z/', 'dir/a/'] }],
    ],
    [
      'a key that is also a common prefix',
      'KeyOutOfOrder',
      '"dir/a/" after "dir/a/"',
      [],
      [{ keys: ['dir/a/'], prefixes: ['dir/a/'] }],
    ],
    [
      'keys out of UTF-8 byte order inside a page (U+FFFD after U+1F600)',
      'KeyOutOfOrder',
      '"dir/\uFFFD" after "dir/\u{1F600}"',
      [],
      [{ keys: ['dir/\u{1F600}', 'dir/\uFFFD'] }],
    ],
    [
      'a common prefix of 1,025 bytes, one more than S3 allows',
      'KeyTooLong',
      'a key of 1025 bytes',
      [],
      [{ prefixes: [`dir/${'p'.repeat(1020)}/`] }],
    ],
  ])('%s -> %s naming %s, and no line for it', async (_, code, named, printed, pages) => {
    const { error, log } = await lsFrom(servingPages(pages));
    expect(error?.code).toBe(code);
    expect(error?.message).toContain(named);
    expect(error?.message.length).toBeLessThan(1024);
    expect(lineNames(stdout)).toEqual(printed);
    expect(listingRequests(log)).toHaveLength(pages.length);
  });

  it('a key outside the prefix on page 2 -> KeyOutsidePrefix naming the key, escaped', async () => {
    const { error } = await lsFrom(
      servingPages([{ keys: ['dir/a.txt'] }, { keys: ['out/\n::warning::x'] }]),
    );
    expect(error?.code).toBe('KeyOutsidePrefix');
    expect(error?.message).toContain(JSON.stringify('out/\n::warning::x'));
    expect(error?.message).not.toContain('\n::warning');
    expect(lineNames(stdout)).toEqual(['a.txt']);
  });

  it(`empty truncated pages with fresh tokens -> EmptyPagesWithoutEnd after ${EMPTY_PAGES_IN_A_ROW_MAX}`, async () => {
    const { error, log } = await lsFrom(serving(() => ({ truncated: true })));
    expect(error?.code).toBe('EmptyPagesWithoutEnd');
    expect(listingRequests(log)).toHaveLength(EMPTY_PAGES_IN_A_ROW_MAX);
  }, 60_000);

  it('pages of common prefixes only are no empty pages: 1,200 of them are listed', async () => {
    const name = (page: number) => `dir/p${String(page).padStart(5, '0')}/`;
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
          response.end(levelXml({ keys: ['dir/a.txt'], truncated: false }, page));
        }
        return true;
      },
    });
    expect(error).toBeUndefined();
    expect(listingRequests(log)).toHaveLength(2);
    expect(lineNames(stdout)).toEqual(['a.txt']);
  });

  it('the CLI in a process of its own: exit 255 and one short line naming the code, no stack', async () => {
    const server = await startFakeListServer(
      [],
      servingPages([{ keys: ['dir/a.txt'], prefixes: ['dir/b/', 'other/secret/'] }]),
    );
    try {
      const run = await cliFromSources([
        'ls',
        's3://the-bucket/dir/',
        '--endpoint-url',
        server.endpoint,
      ]);
      expect(run.code).toBe(255);
      expect(run.stderr).toContain('KeyOutsidePrefix');
      expect(run.stderr).toContain('"other/secret/"');
      expect(run.stderr.length).toBeLessThan(1024);
      expect(run.stderr).not.toMatch(/^\s+at /m);
      expect(lineNames(run.stdout)).not.toContain('other/secret/');
    } finally {
      await server.close();
    }
  });
});

describe('s3-sync ls without --recursive, against the real server: the checks pass an honest level', () => {
  let client: S3Client;
  let bucket: string;
  beforeAll(async () => {
    client = testClient();
    bucket = await createTestBucket(client, 'ls-level');
    await putObjects(client, bucket, [
      'dir/a.txt',
      'dir/b/1',
      'dir/b/2',
      'dir/c.txt',
      'dir/d/1',
      'dir/e',
      'dir/\u{1F600}/x',
      'dir/\uE000',
      'dir-old/x',
    ]);
  });
  afterAll(async () => {
    if (bucket) await deleteTestBucket(client, bucket);
  });

  it.each(['1', '2', '1000'])('--page-size %s: every name of the level once', async (size) => {
    const server = testServer();
    vi.stubEnv('AWS_ACCESS_KEY_ID', server.accessKeyId);
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', server.secretAccessKey);
    vi.stubEnv('AWS_REGION', server.region);
    const error = await lsCommandError([
      `s3://${bucket}/dir/`,
      '--page-size',
      size,
      '--endpoint-url',
      server.endpoint,
    ]);
    expect(error).toBeUndefined();
    const names = lineNames(stdout);
    expect(new Set(names)).toEqual(
      new Set(['a.txt', 'b/', 'c.txt', 'd/', 'e', '\uE000', '\u{1F600}/']),
    );
    expect(names).toHaveLength(7);
  });
});

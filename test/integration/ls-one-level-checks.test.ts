import type { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeListServer } from '../support/fake-list-server.js';
import { cliFromSources } from '../support/cli-from-sources.js';
import {
  createTestBucket,
  deleteTestBucket,
  putObjects,
  testClient,
  testServer,
} from '../support/s3.js';

// `s3-sync ls` without --recursive lists one level through the SDK's paginator (Delimiter '/').
// What it returns is checked as the bucket lister checks its keys (issue #41): keys and common
// prefixes inside the prefix asked for, within S3's 1,024 bytes, and in strictly increasing
// byte order across both lists and every page. A server that breaks a rule ends the command
// with an error naming the name, and the line it would have made is never printed.

/** One page of a level: its keys and its common prefixes, as a server sends them. */
interface LevelPage {
  readonly keys?: readonly string[];
  readonly prefixes?: readonly string[];
}

const encode = (name: string) => encodeURIComponent(name);

/** A ListObjectsV2 body with encoding-type=url; truncated with a token when more follow. */
function levelBody(page: LevelPage, number: number, last: boolean): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">',
    '<Name>the-bucket</Name><Prefix>dir%2F</Prefix><Delimiter>%2F</Delimiter>',
    last ? '' : `<NextContinuationToken>page-${number + 1}</NextContinuationToken>`,
    `<MaxKeys>1000</MaxKeys><EncodingType>url</EncodingType><IsTruncated>${!last}</IsTruncated>`,
    ...(page.keys ?? []).map(
      (key) =>
        `<Contents><Key>${encode(key)}</Key><LastModified>2026-01-02T03:04:05.000Z</LastModified><ETag>&quot;0123456789abcdef0123456789abcdef&quot;</ETag><Size>3</Size><StorageClass>STANDARD</StorageClass></Contents>`,
    ),
    ...(page.prefixes ?? []).map(
      (prefix) => `<CommonPrefixes><Prefix>${encode(prefix)}</Prefix></CommonPrefixes>`,
    ),
    '</ListBucketResult>',
  ].join('');
}

/** The name at the end of each line ls printed (`PRE b/`, `... 3 a.txt`). */
function lineNames(stdout: string): string[] {
  return stdout
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => line.trim().split(/\s+/).at(-1)!);
}

/** `s3-sync ls s3://the-bucket/dir/` against a server that answers with these pages. */
async function lsAgainst(pages: readonly LevelPage[]) {
  const server = await startFakeListServer([], {
    respond: (request, response, number) => {
      if (!/[?&]delimiter=/.test(request.url ?? '')) return false;
      const page = pages[number - 1] ?? {};
      response.writeHead(200, { 'content-type': 'application/xml' });
      response.end(levelBody(page, number, number >= pages.length));
      return true;
    },
  });
  try {
    const run = await cliFromSources([
      'ls',
      's3://the-bucket/dir/',
      '--endpoint-url',
      server.endpoint,
    ]);
    return { ...run, listings: server.log().length };
  } finally {
    await server.close();
  }
}

describe('s3-sync ls, one level, against a server that lies about it', () => {
  it('an honest level over three pages: every PRE and object line, in order', async () => {
    const run = await lsAgainst([
      { keys: ['dir/a.txt'], prefixes: ['dir/b/'] },
      { keys: ['dir/c.txt', 'dir/é.txt'], prefixes: ['dir/d/'] },
      { prefixes: ['dir/😀/'] },
    ]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(lineNames(run.stdout)).toEqual(['b/', 'a.txt', 'd/', 'c.txt', 'é.txt', '😀/']);
    expect(run.listings).toBe(3);
  });

  it.each<[string, string, string, LevelPage[]]>([
    [
      'a common prefix outside the prefix',
      'KeyOutsidePrefix',
      '"other/secret/"',
      [{ keys: ['dir/a.txt'], prefixes: ['dir/b/', 'other/secret/'] }],
    ],
    [
      'a key outside the prefix',
      'KeyOutsidePrefix',
      '"elsewhere.txt"',
      [{ keys: ['dir/a.txt', 'elsewhere.txt'] }],
    ],
    [
      'a key before the key of the page before',
      'KeyOutOfOrder',
      '"dir/c.txt" after "dir/m.txt"',
      [{ keys: ['dir/m.txt'] }, { keys: ['dir/c.txt'] }],
    ],
    [
      'a key before a common prefix of the page before',
      'KeyOutOfOrder',
      '"dir/c.txt" after "dir/m/"',
      [{ prefixes: ['dir/m/'] }, { keys: ['dir/c.txt'] }],
    ],
    [
      'common prefixes out of order within a page',
      'KeyOutOfOrder',
      '"dir/a/" after "dir/z/"',
      [{ prefixes: ['dir/z/', 'dir/a/'] }],
    ],
    [
      'a key that is also a common prefix',
      'KeyOutOfOrder',
      '"dir/a/" after "dir/a/"',
      [{ keys: ['dir/a/'], prefixes: ['dir/a/'] }],
    ],
    [
      'a common prefix longer than S3 allows',
      'KeyTooLong',
      'a key of 2005 bytes',
      [{ prefixes: [`dir/${'p'.repeat(2000)}/`] }],
    ],
  ])('%s: ends with %s naming %s, and prints no line for it', async (_, code, named, pages) => {
    const run = await lsAgainst(pages);
    expect(run.code).toBe(255);
    expect(run.stderr).toContain(code);
    expect(run.stderr).toContain(named);
    expect(run.stderr.length).toBeLessThan(1024);
    // The name refused (the first one the message quotes) has no line of its own.
    const refused = /"([^"]*)"/.exec(named)?.[1] ?? pages[0]!.prefixes![0]!;
    const last = refused.split('/').filter(Boolean).at(-1)!;
    expect(lineNames(run.stdout).map((name) => name.replace(/\/$/, ''))).not.toContain(last);
  });
});

describe('s3-sync ls, one level, against the real server: the checks pass an honest listing', () => {
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
    const run = await cliFromSources(
      ['ls', `s3://${bucket}/dir/`, '--page-size', size, '--endpoint-url', server.endpoint],
      {
        AWS_ACCESS_KEY_ID: server.accessKeyId,
        AWS_SECRET_ACCESS_KEY: server.secretAccessKey,
        AWS_REGION: server.region,
      },
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const names = run.stdout
      .trim()
      .split('\n')
      .map((line) => line.trim().split(/\s+/).at(-1));
    expect(new Set(names)).toEqual(
      new Set(['a.txt', 'b/', 'c.txt', 'd/', 'e', '\uE000', '\u{1F600}/']),
    );
    expect(names).toHaveLength(7);
  });
});

import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toAwsListLayout } from '../support/aws-list-layout.js';
import {
  isObjectGet,
  startShapingProxy,
  type FaultKind,
  type ShapingProxy,
} from '../support/shaping-proxy.js';

const contents = (key: string) =>
  `<Contents><Key>${key}</Key><LastModified>2024-05-01T10:00:00.000Z</LastModified>` +
  `<ETag>&quot;${key}-etag&quot;</ETag><Size>${key.length}</Size><StorageClass>STANDARD</StorageClass>` +
  `<Owner><ID>test</ID><DisplayName>test</DisplayName></Owner></Contents>`;
const CONTENTS = ['a/1', 'a/2', 'b%20c'].map(contents);

/** A page as RGW writes it: the token, KeyCount and EncodingType after the last <Contents>. */
const RGW_PAGE =
  '<?xml version="1.0" encoding="UTF-8"?>' +
  '<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">' +
  '<EncodingType>url</EncodingType><Name>bucket</Name><Prefix></Prefix><MaxKeys>3</MaxKeys>' +
  `<IsTruncated>true</IsTruncated>${CONTENTS.join('')}` +
  '<NextContinuationToken>b c</NextContinuationToken><KeyCount>3</KeyCount></ListBucketResult>';

const OBJECT_BODY = Buffer.from('0123456789abcdef'.repeat(1250)); // 20,000 bytes

interface Seen {
  method: string;
  url: string;
  host: string | undefined;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A fake S3: a ListObjectsV2 page, one object, PUT that records, 404 for the rest. */
async function startFakeUpstream() {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = req.url ?? '/';
      const body = Buffer.concat(chunks);
      seen.push({
        method: req.method ?? '',
        url,
        host: req.headers.host,
        headers: req.headers,
        body,
      });
      if (req.method === 'GET' && url.startsWith('/bucket?list-type=2')) {
        res.writeHead(200, {
          'Content-Type': 'application/xml',
          'Content-Length': Buffer.byteLength(RGW_PAGE),
          'x-amz-request-id': 'list-1',
        });
        res.end(RGW_PAGE);
      } else if (req.method === 'GET' && url === '/bucket/object.bin') {
        res.writeHead(200, {
          'Content-Type': 'application/octet-stream',
          'Content-Length': OBJECT_BODY.length,
          ETag: '"object-etag"',
          'x-amz-meta-colour': 'blue',
        });
        res.end(OBJECT_BODY);
      } else if (req.method === 'PUT') {
        res.writeHead(200, { ETag: `"put-${body.length}"`, 'x-amz-request-id': 'put-1' });
        res.end();
      } else {
        res.writeHead(404, { 'Content-Type': 'application/xml' });
        res.end('<Error><Code>NoSuchKey</Code></Error>');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { server, seen, url: `http://127.0.0.1:${port}` };
}

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  firstByteMs: number;
  totalMs: number;
}

class RequestFailure extends Error {
  constructor(
    override readonly cause: Error,
    readonly headersReceived: boolean,
    readonly bytesReceived: number,
  ) {
    super(`request failed (headers received: ${headersReceived}): ${cause.message}`);
  }
}

/** One request on its own connection, so a fault never leaks into the next request. */
function send(
  url: string,
  options: { method?: string; headers?: http.OutgoingHttpHeaders; body?: Buffer } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let headersReceived = false;
    let bytesReceived = 0;
    const fail = (err: Error) => reject(new RequestFailure(err, headersReceived, bytesReceived));
    const req = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, agent: false },
      (res) => {
        headersReceived = true;
        const firstByteMs = performance.now() - started;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          bytesReceived += chunk.length;
        });
        res.on('error', fail);
        res.on('end', () => {
          if (!res.complete) return fail(new Error('response ended before it was complete'));
          const body = Buffer.concat(chunks);
          const totalMs = performance.now() - started;
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            firstByteMs,
            totalMs,
          });
        });
      },
    );
    req.on('error', fail);
    // Long enough for every shaping here; a stalled body is given up after this much silence.
    req.setTimeout(1_000, () => req.destroy(new Error('no bytes for 1 s')));
    req.end(options.body);
  });
}

const LIST_PATH = '/bucket?list-type=2&max-keys=3&encoding-type=url';

/** The root's direct child element names, in order. */
const childNames = (xml: string) =>
  [...xml.replace(/<Contents>.*?<\/Contents>/g, '<Contents/>').matchAll(/<(\w+)[ />]/g)]
    .map((m) => m[1])
    .filter((name) => name !== 'ListBucketResult' && name !== 'xml');

describe('toAwsListLayout', () => {
  it('moves the tail elements before the first Contents, in AWS order', () => {
    const out = toAwsListLayout(RGW_PAGE);
    expect(childNames(out)).toEqual([
      'Name',
      'Prefix',
      'NextContinuationToken',
      'KeyCount',
      'MaxKeys',
      'EncodingType',
      'IsTruncated',
      'Contents',
      'Contents',
      'Contents',
    ]);
    expect(out).toContain(CONTENTS.join('')); // every Contents intact, in order
    expect(out.length).toBe(RGW_PAGE.length);
  });

  it('keeps CommonPrefixes after Contents and handles self-closing and optional elements', () => {
    const prefixes = '<CommonPrefixes><Prefix>p/</Prefix></CommonPrefixes>';
    const rgw =
      '<ListBucketResult><Name>b</Name><Prefix/><MaxKeys>1</MaxKeys><Delimiter>/</Delimiter>' +
      `<IsTruncated>false</IsTruncated>${contents('k')}${prefixes}` +
      '<ContinuationToken>t</ContinuationToken><KeyCount>2</KeyCount><StartAfter>s</StartAfter>' +
      '</ListBucketResult>';
    expect(toAwsListLayout(rgw)).toBe(
      '<ListBucketResult><Name>b</Name><Prefix/><StartAfter>s</StartAfter>' +
        '<ContinuationToken>t</ContinuationToken><KeyCount>2</KeyCount><MaxKeys>1</MaxKeys>' +
        `<Delimiter>/</Delimiter><IsTruncated>false</IsTruncated>${contents('k')}${prefixes}` +
        '</ListBucketResult>',
    );
  });

  it('leaves an AWS-layout page, an S3 error and an unexpected shape unchanged', () => {
    const aws = toAwsListLayout(RGW_PAGE);
    expect(toAwsListLayout(aws)).toBe(aws);
    const error = '<?xml version="1.0"?><Error><Code>NoSuchBucket</Code></Error>';
    expect(toAwsListLayout(error)).toBe(error);
    const commented = '<ListBucketResult><!-- x --><Name>b</Name></ListBucketResult>';
    expect(toAwsListLayout(commented)).toBe(commented);
    const cut = '<ListBucketResult><Name>b</Name><Contents><Key>k</Key>';
    expect(toAwsListLayout(cut)).toBe(cut);
  });
});

describe('shaping proxy', () => {
  let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;
  let proxy: ShapingProxy;

  beforeAll(async () => {
    upstream = await startFakeUpstream();
  });
  afterAll(async () => {
    upstream.server.closeAllConnections();
    await new Promise((resolve) => upstream.server.close(resolve));
  });
  beforeEach(async () => {
    upstream.seen.length = 0;
    proxy = await startShapingProxy({ upstream: upstream.url });
  });
  afterEach(async () => {
    await proxy.close();
  });

  it('forwards method, path, query, headers (Host as the client sent it) and body unchanged', async () => {
    const body = Buffer.alloc(100_000, 'x');
    const reply = await send(`${proxy.endpoint}/bucket/a%20b.txt?x-id=PutObject`, {
      method: 'PUT',
      headers: {
        authorization: 'AWS4-HMAC-SHA256 Credential=TEST',
        'x-amz-date': '20240501T100000Z',
      },
      body,
    });
    expect(reply.status).toBe(200);
    expect(reply.headers.etag).toBe('"put-100000"');
    expect(reply.headers['x-amz-request-id']).toBe('put-1');
    const [request] = upstream.seen;
    expect(request?.method).toBe('PUT');
    expect(request?.url).toBe('/bucket/a%20b.txt?x-id=PutObject');
    expect(request?.host).toBe(new URL(proxy.endpoint).host); // what a SigV4 signature covers
    expect(request?.headers.authorization).toBe('AWS4-HMAC-SHA256 Credential=TEST');
    expect(request?.headers['x-amz-date']).toBe('20240501T100000Z');
    expect(request?.body.equals(body)).toBe(true);
  });

  it('forwards status, headers and body of the response unchanged', async () => {
    const reply = await send(`${proxy.endpoint}/bucket/object.bin`);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-length']).toBe(String(OBJECT_BODY.length));
    expect(reply.headers.etag).toBe('"object-etag"');
    expect(reply.headers['x-amz-meta-colour']).toBe('blue');
    expect(reply.body.equals(OBJECT_BODY)).toBe(true);
    const missing = await send(`${proxy.endpoint}/bucket/missing`);
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toBe('<Error><Code>NoSuchKey</Code></Error>');
    expect(proxy.stats()).toMatchObject({ requests: 2, listRequests: 0 });
  });

  it('passes a ListObjectsV2 page through untouched unless awsLayout is set', async () => {
    const reply = await send(`${proxy.endpoint}${LIST_PATH}`);
    expect(reply.body.toString()).toBe(RGW_PAGE);
    expect(proxy.stats()).toMatchObject({ listRequests: 1, pagesRewritten: 0 });
  });

  it('awsLayout: true re-serves the page in AWS order, chunked', async () => {
    proxy.configure({ awsLayout: true });
    const reply = await send(`${proxy.endpoint}${LIST_PATH}`);
    const xml = reply.body.toString();
    expect(reply.headers['content-length']).toBeUndefined();
    expect(reply.headers['transfer-encoding']).toBe('chunked');
    expect(reply.headers['x-amz-request-id']).toBe('list-1');
    const firstContents = xml.indexOf('<Contents>');
    for (const tag of ['<NextContinuationToken>', '<IsTruncated>', '<KeyCount>', '<MaxKeys>']) {
      expect(xml.indexOf(tag)).toBeGreaterThan(0);
      expect(xml.indexOf(tag)).toBeLessThan(firstContents);
    }
    expect(xml.slice(firstContents, xml.indexOf('</ListBucketResult>'))).toBe(CONTENTS.join(''));

    const object = await send(`${proxy.endpoint}/bucket/object.bin`); // not a listing: untouched
    expect(object.headers['content-length']).toBe(String(OBJECT_BODY.length));
    expect(proxy.stats().pagesRewritten).toBe(1);
  });

  it('addedRoundTripMs delays the first byte of the response', async () => {
    proxy.configure({ addedRoundTripMs: 150 });
    const reply = await send(`${proxy.endpoint}/bucket/object.bin`);
    expect(reply.firstByteMs).toBeGreaterThanOrEqual(145); // timers may round down by a ms
    expect(reply.body.equals(OBJECT_BODY)).toBe(true);
  });

  it('bandwidthBytesPerSec paces the body, and stats count the bytes sent', async () => {
    proxy.configure({ bandwidthBytesPerSec: 100_000 }); // 20,000 bytes: at least 200 ms
    const reply = await send(`${proxy.endpoint}/bucket/object.bin`);
    expect(reply.body.equals(OBJECT_BODY)).toBe(true);
    expect(reply.totalMs).toBeGreaterThanOrEqual(190);
    expect(proxy.stats().bytesSent).toBe(OBJECT_BODY.length);
  });

  const fullPage = Buffer.from(RGW_PAGE);
  const expectations: Record<FaultKind, (outcome: Promise<Reply>) => Promise<void>> = {
    '503': async (outcome) => {
      const reply = await outcome;
      expect(reply.status).toBe(503);
      expect(reply.body.toString()).toContain(
        '<Error><Code>SlowDown</Code><Message>Please reduce your request rate.</Message>',
      );
    },
    '500': async (outcome) => {
      const reply = await outcome;
      expect(reply.status).toBe(500);
      expect(reply.body.toString()).toContain('<Code>InternalError</Code>');
    },
    'reset-mid-body': async (outcome) => {
      const failure = await outcome.then(
        () => undefined,
        (err: unknown) => err,
      );
      expect(failure).toBeInstanceOf(RequestFailure);
      expect(failure).toMatchObject({ headersReceived: true });
      expect((failure as RequestFailure).bytesReceived).toBeLessThan(fullPage.length);
    },
    'truncate-body': async (outcome) => {
      const reply = await outcome; // complete as far as HTTP can tell
      expect(reply.status).toBe(200);
      expect(reply.headers['content-length']).toBeUndefined();
      expect(reply.headers['transfer-encoding']).toBe('chunked');
      expect(reply.body.equals(fullPage.subarray(0, Math.floor(fullPage.length / 2)))).toBe(true);
    },
    'stall-mid-body': async (outcome) => {
      // Half the page, then silence: the test's client gives up after a while.
      const failure = await outcome.then(
        () => undefined,
        (err: unknown) => err,
      );
      expect(failure).toBeInstanceOf(RequestFailure);
      expect(failure).toMatchObject({ headersReceived: true });
      expect((failure as RequestFailure).bytesReceived).toBe(Math.floor(fullPage.length / 2));
    },
    'flip-byte': async (outcome) => {
      const reply = await outcome;
      expect(reply.status).toBe(200);
      expect(reply.body.length).toBe(fullPage.length);
      expect(reply.body.equals(fullPage)).toBe(false);
      let differing = 0;
      for (let i = 0; i < fullPage.length; i++) if (reply.body[i] !== fullPage[i]) differing++;
      expect(differing).toBe(1);
    },
    'reset-before-response': async (outcome) => {
      const failure = await outcome.then(
        () => undefined,
        (err: unknown) => err,
      );
      expect(failure).toBeInstanceOf(RequestFailure);
      expect(failure).toMatchObject({ headersReceived: false });
    },
  };

  it.each(Object.keys(expectations) as FaultKind[])(
    "faults: [{ onRequest: 2, kind: '%s' }] fails the second listing only",
    async (kind) => {
      proxy.configure({ faults: [{ onRequest: 2, kind }] });
      expect((await send(`${proxy.endpoint}${LIST_PATH}`)).body.toString()).toBe(RGW_PAGE);
      await send(`${proxy.endpoint}/bucket/object.bin`); // not a listing, so not counted
      await expectations[kind](send(`${proxy.endpoint}${LIST_PATH}`));
      expect((await send(`${proxy.endpoint}${LIST_PATH}`)).body.toString()).toBe(RGW_PAGE);

      const stats = proxy.stats();
      expect(stats).toMatchObject({ requests: 4, listRequests: 3, matchedRequests: 3 });
      expect(stats.faultsFired).toBe(1);
      expect(stats.faultsFiredByKind[kind]).toBe(1);
      const answeredByProxy = kind === '503' || kind === '500' || kind === 'reset-before-response';
      expect(upstream.seen.length).toBe(answeredByProxy ? 3 : 4);
    },
  );

  it('faultFilter selects which requests count, and configuring faults restarts the count', async () => {
    await send(`${proxy.endpoint}/bucket/object.bin`);
    proxy.configure({ faults: [{ onRequest: 1, kind: '500' }], faultFilter: () => true });
    expect((await send(`${proxy.endpoint}/bucket/object.bin`)).status).toBe(500);
    expect((await send(`${proxy.endpoint}/bucket/object.bin`)).status).toBe(200);
    proxy.configure({ faults: [{ onRequest: 1, kind: '503' }] });
    expect((await send(`${proxy.endpoint}/bucket/missing`)).status).toBe(503);
    expect(proxy.stats().faultsFired).toBe(2);
  });

  it('holdRequest keeps a request from the upstream until its promise settles, and a filter sees its Range', async () => {
    let arrived!: () => void;
    const arrival = new Promise<void>((resolve) => (arrived = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const ranges: (string | undefined)[] = [];
    proxy.configure({
      faultFilter: (r) => (ranges.push(r.range), false),
      holdRequest: (r) => (r.range ? (arrived(), gate) : undefined),
    });
    const held = send(`${proxy.endpoint}/bucket/object.bin`, { headers: { range: 'bytes=0-99' } });
    await arrival;
    expect((await send(`${proxy.endpoint}/bucket/object.bin`)).status).toBe(200);
    expect(upstream.seen.map((r) => r.headers.range)).toEqual([undefined]);
    release();
    expect((await held).status).toBe(200);
    expect(upstream.seen.map((r) => r.headers.range)).toEqual([undefined, 'bytes=0-99']);
    expect(ranges).toEqual(['bytes=0-99', undefined]);
  });

  it('randomFaults: a seeded share of object GETs, the same requests for the same seed', async () => {
    const run = async () => {
      proxy.configure({
        faultFilter: isObjectGet,
        randomFaults: { share: 0.3, seed: 7, kinds: ['500', 'flip-byte'] },
      });
      const outcomes: string[] = [];
      for (let i = 0; i < 40; i++) {
        const reply = await send(`${proxy.endpoint}/bucket/object.bin`);
        outcomes.push(
          reply.status !== 200 ? 'error' : reply.body.equals(OBJECT_BODY) ? 'ok' : 'flip',
        );
      }
      await send(`${proxy.endpoint}${LIST_PATH}`); // not an object GET: never faulted
      return outcomes;
    };
    const first = await run();
    const faulted = first.filter((o) => o !== 'ok').length;
    expect(faulted).toBeGreaterThan(4);
    expect(faulted).toBeLessThan(24);
    expect(first).toContain('error');
    expect(first).toContain('flip');
    expect(proxy.stats().faultsFired).toBe(faulted);
    expect(await run()).toEqual(first);
  });

  it('answers 502 when the upstream cannot be reached', async () => {
    const closedPort = await startShapingProxy({ upstream: 'http://127.0.0.1:1' });
    try {
      expect((await send(`${closedPort.endpoint}/bucket/object.bin`)).status).toBe(502);
    } finally {
      await closedPort.close();
    }
  });

  it('close() cuts a response in flight at once and leaves no sockets or timers behind', async () => {
    const handles = () =>
      process
        .getActiveResourcesInfo()
        .filter((r) => r === 'TCPSocketWrap' || r === 'TCPServerWrap' || r === 'Timeout').length;
    await proxy.close(); // the one from beforeEach, so the baseline holds only the upstream
    const baseline = handles();

    proxy = await startShapingProxy({ upstream: upstream.url, bandwidthBytesPerSec: 200 }); // 100 s
    const inFlight = send(`${proxy.endpoint}/bucket/object.bin`).then(
      () => 'completed',
      () => 'failed',
    );
    while (proxy.stats().bytesSent === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const started = performance.now();
    await proxy.close();
    expect(await inFlight).toBe('failed');
    expect(performance.now() - started).toBeLessThan(5_000);

    for (let i = 0; i < 100 && handles() > baseline; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(handles()).toBeLessThanOrEqual(baseline);
    await expect(send(`${proxy.endpoint}/bucket/object.bin`)).rejects.toThrow(/ECONNREFUSED/);
  });
});

import http from 'node:http';
import { compareKeys } from '../../src/s3/list/key-order.js';
import { listenOnLoopback } from './loopback-server.js';

/**
 * A ListObjectsV2-only server over a fixed, sorted key set, in AWS's layout (token first,
 * opaque tokens). It exists to fuzz and tune the parallel lister over many generated key sets
 * quickly; the real-server tests run against RGW. Request latency can be simulated.
 */
export interface FakeListServer {
  readonly endpoint: string;
  readonly requests: () => number;
  /** Every request it was sent, in order: `GET /bucket?list-type=2&...`, `POST /bucket?delete`. */
  readonly log: () => readonly string[];
  close(): Promise<void>;
}

function encodeKey(key: string): string {
  return encodeURIComponent(key).replace(/%20/g, '+');
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function firstAtOrAfter(keys: readonly string[], key: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareKeys(keys[mid]!, key) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index of the first key strictly after `after`. */
function firstAfter(keys: readonly string[], after: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareKeys(keys[mid]!, after) <= 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** What a listing request asked for, as the fake server read it. */
export interface ListAsked {
  /** Listing requests so far, this one included. */
  readonly page: number;
  readonly prefix: string;
  readonly startAfter: string | undefined;
  readonly token: string | undefined;
}

export interface FakeListOptions {
  readonly latencyMs?: number;
  /** Misbehave from the Nth request on: a truncated page without a token, or the same token again. */
  readonly fault?: { readonly fromRequest: number; readonly kind: 'no-token' | 'same-token' };
  /**
   * Send each page's whole document at once but hold back the end of the HTTP response until
   * the request two pages later has arrived (as RGW does for one delayed ACK, here for good):
   * a client that waits for the end before sending that request never gets it.
   */
  readonly lateEnds?: boolean;
  /**
   * The server's clock runs this far ahead of ours, and it refuses requests signed more than
   * 15 minutes off it, as S3 does (403 RequestTimeTooSkewed, with its own time in Date).
   */
  readonly clockAheadMs?: number;
  /**
   * A lying server: the keys each page is sent with, from the keys it would send (`page` counts
   * listing requests from 1). Sizes follow the keys.
   */
  readonly rewriteKeys?: (keys: string[], asked: ListAsked) => string[];
  /**
   * Answers a request its own way (a hostile body, headers that never end) and returns true;
   * false leaves it to the listing. Requests other than listings get a 501 otherwise.
   */
  readonly respond?: (
    request: http.IncomingMessage,
    response: http.ServerResponse,
    page: number,
  ) => boolean;
}

/** `20261130T123456Z` (x-amz-date) as milliseconds. */
export function amzDateMs(value: string | undefined): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? '');
  return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) : NaN;
}

export async function startFakeListServer(
  unsortedKeys: readonly string[],
  options: FakeListOptions = {},
): Promise<FakeListServer> {
  const keys = [...new Set(unsortedKeys)].sort(compareKeys);
  let requests = 0;
  let pages = 0;
  const log: string[] = [];
  const held: http.ServerResponse[] = [];
  const server = http.createServer((request, response) => {
    requests++;
    log.push(`${request.method} ${request.url}`);
    const listing = request.method === 'GET' && /[?&]list-type=2/.test(request.url ?? '');
    if (listing) pages++;
    if (options.respond?.(request, response, pages)) return;
    if (!listing) {
      response.writeHead(501).end();
      return;
    }
    if (options.lateEnds && held.length >= 2) held.shift()!.end();
    if (options.clockAheadMs !== undefined) {
      const serverNow = Date.now() + options.clockAheadMs;
      const signedAt = amzDateMs(request.headers['x-amz-date'] as string | undefined);
      if (!(Math.abs(serverNow - signedAt) <= 15 * 60_000)) {
        response.writeHead(403, {
          'content-type': 'application/xml',
          date: new Date(serverNow).toUTCString(),
        });
        response.end(
          '<Error><Code>RequestTimeTooSkewed</Code><Message>The difference between the request time and the current time is too large.</Message></Error>',
        );
        return;
      }
    }
    const url = new URL(request.url ?? '/', 'http://x');
    const q = url.searchParams;
    const prefix = q.get('prefix') ?? '';
    const maxKeys = Number(q.get('max-keys') ?? 1000);
    const token = q.get('continuation-token');
    const after = token
      ? Buffer.from(token, 'base64url').toString('utf8')
      : (q.get('start-after') ?? '');
    // Keys under a prefix are contiguous in sorted order, from the first key >= the prefix.
    let i = Math.max(after ? firstAfter(keys, after) : 0, firstAtOrAfter(keys, prefix));
    let page: string[] = [];
    while (i < keys.length && page.length < maxKeys && keys[i]!.startsWith(prefix))
      page.push(keys[i++]!);
    const truncated = i < keys.length && keys[i]!.startsWith(prefix) && page.length === maxKeys;
    const faulty =
      options.fault && requests >= options.fault.fromRequest ? options.fault.kind : undefined;
    let next = truncated ? Buffer.from(page[page.length - 1]!).toString('base64url') : undefined;
    if (options.rewriteKeys) {
      const asked = { page: pages, prefix, startAfter: q.get('start-after') ?? undefined };
      page = options.rewriteKeys(page, { ...asked, token: token ?? undefined });
    }
    if (faulty === 'no-token') next = undefined;
    if (faulty === 'same-token' && token) next = token;
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>\n<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">',
      `<Name>fake</Name><Prefix>${encodeKey(prefix)}</Prefix>`,
      next ? `<NextContinuationToken>${next}</NextContinuationToken>` : '',
      `<KeyCount>${page.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys><EncodingType>url</EncodingType><IsTruncated>${truncated || faulty !== undefined}</IsTruncated>`,
      ...page.map(
        (k) =>
          `<Contents><Key>${escapeXml(encodeKey(k))}</Key><LastModified>2026-01-02T03:04:05.000Z</LastModified><ETag>&quot;0123456789abcdef0123456789abcdef&quot;</ETag><Size>${Buffer.byteLength(k)}</Size><StorageClass>STANDARD</StorageClass></Contents>`,
      ),
      '</ListBucketResult>',
    ].join('');
    const send = () => {
      response.writeHead(200, { 'content-type': 'application/xml' });
      if (!options.lateEnds) {
        response.end(body);
        return;
      }
      response.write(body);
      held.push(response);
      if (!truncated) for (const r of held.splice(0)) r.end();
    };
    if (options.latencyMs) setTimeout(send, options.latencyMs);
    else send();
  });
  return { ...(await listenOnLoopback(server, () => requests)), log: () => log };
}

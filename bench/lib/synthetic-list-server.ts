import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { compareKeys } from '../../src/s3/list/key-order.js';

/**
 * A ListObjectsV2 server whose keys are computed, not stored: key `i` of `count` is
 * `object-<i, zero-padded>.json`, in S3's order because the padding is fixed. It holds no
 * object, so listings of 1M and 10M keys can be measured on a machine whose RGW holds about
 * 12 KB an object. Pages are in AWS's layout (the token before the first `<Contents>`), tokens
 * are the next index, StartAfter is found by binary search, and it checks no signature: it is
 * for measuring the lister, never for testing what a real server does.
 */
export interface SyntheticListServer {
  readonly endpoint: string;
  /** Listing requests answered. */
  readonly requests: () => number;
  close(): Promise<void>;
}

export function syntheticKey(i: number, count: number): string {
  const digits = Math.max(7, String(Math.max(0, count - 1)).length);
  return `object-${String(i).padStart(digits, '0')}.json`;
}

/** The first index whose key is not before `key` (`strictly` after it, when asked). */
function firstIndex(count: number, key: string, strictly: boolean): number {
  let lo = 0;
  let hi = count;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const order = compareKeys(syntheticKey(mid, count), key);
    if (order < 0 || (strictly && order === 0)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const ENTRY_TAIL =
  '</Key><LastModified>2026-01-02T03:04:05.000Z</LastModified>' +
  '<ETag>&quot;0123456789abcdef0123456789abcdef&quot;</ETag><Size>64</Size>' +
  '<StorageClass>STANDARD</StorageClass></Contents>';

/** One page of keys [from, to) under `prefix`, truncated when keys under it remain. */
function pageBody(count: number, prefix: string, from: number, maxKeys: number): string {
  const parts: string[] = [];
  let i = from;
  while (i < count && parts.length < maxKeys) {
    const key = syntheticKey(i, count);
    if (!key.startsWith(prefix)) break;
    parts.push(`<Contents><Key>${key}${ENTRY_TAIL}`);
    i++;
  }
  const truncated = i < count && syntheticKey(i, count).startsWith(prefix);
  const token = truncated ? `<NextContinuationToken>${i}</NextContinuationToken>` : '';
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>synthetic</Name>' +
    `<Prefix>${encodeURIComponent(prefix)}</Prefix>${token}<KeyCount>${parts.length}</KeyCount>` +
    `<MaxKeys>${maxKeys}</MaxKeys><EncodingType>url</EncodingType><IsTruncated>${truncated}</IsTruncated>` +
    `${parts.join('')}</ListBucketResult>`
  );
}

/**
 * Serves `count` computed keys in any bucket. `delayMs` holds each answer back that long (a
 * server's own time); a round trip on the wire is the delay proxy's (`delay-proxy.ts`).
 */
export async function startSyntheticListServer(
  count: number,
  options: { readonly delayMs?: number } = {},
): Promise<SyntheticListServer> {
  let requests = 0;
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const q = url.searchParams;
    if (q.get('list-type') !== '2') {
      response.writeHead(501).end();
      return;
    }
    requests++;
    const prefix = q.get('prefix') ?? '';
    const maxKeys = Math.min(1000, Number(q.get('max-keys') ?? 1000));
    const token = q.get('continuation-token');
    const startAfter = q.get('start-after');
    const from = Math.max(
      token !== null ? Number(token) : startAfter ? firstIndex(count, startAfter, true) : 0,
      firstIndex(count, prefix, false),
    );
    const body = pageBody(count, prefix, from, maxKeys);
    const send = () => {
      response.writeHead(200, {
        'content-type': 'application/xml',
        'content-length': Buffer.byteLength(body),
      });
      response.end(body);
    };
    if (options.delayMs) setTimeout(send, options.delayMs);
    else send();
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    requests: () => requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A reverse proxy in front of a local S3 server (Ceph RGW) that adds round-trip time, limits
 * bandwidth, re-serves ListObjectsV2 pages in AWS's layout and injects faults, so integration tests
 * and benchmarks see what a client sees against AWS from a runner.
 *
 * Requests go upstream byte for byte, Host included: SigV4 signs the Host header, so the client
 * signs for the proxy's host:port, and RGW does not check that Host names its own port.
 */
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { toAwsListLayout } from './aws-list-layout.js';
import { seededRandom } from './seeded-random.js';

/**
 * - `503`: SlowDown with S3's XML body; `500`: InternalError.
 * - `reset-mid-body`: half the body under the full Content-Length, then the connection closes.
 * - `truncate-body`: half the body, chunked, so it looks complete to HTTP.
 * - `reset-before-response`: the connection closes before any answer.
 * - `stall-mid-body`: half the body, then nothing, the connection left open (until the client
 *   gives up or the proxy closes).
 * - `flip-byte`: the whole body with one byte changed: the right length, the wrong content.
 */
export type FaultKind =
  | '503'
  | '500'
  | 'reset-mid-body'
  | 'truncate-body'
  | 'reset-before-response'
  | 'stall-mid-body'
  | 'flip-byte';

/** Faults on a share of the matching requests, drawn by a seeded random, so a run repeats. */
export interface RandomFaults {
  /** 0 to 1: the share of matching requests that get a fault. */
  readonly share: number;
  readonly seed: number;
  /** One is drawn per faulted request, each as likely. */
  readonly kinds: readonly FaultKind[];
}

/** Fires once, on the `onRequest`-th (1-based) request that `faultFilter` matches. */
export interface Fault {
  readonly onRequest: number;
  readonly kind: FaultKind;
}

/** What a fault filter sees of a request. `path` is the raw path, without the query. */
export interface RequestInfo {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  /** The Range header as sent (`bytes=0-99`), if any. */
  readonly range?: string | undefined;
}

/** Every field is optional; `configure()` merges, and an explicit `undefined` turns one off. */
export interface ShapingConfig {
  /** Delay before the first byte of each response, to simulate the round trip to AWS. */
  readonly addedRoundTripMs?: number;
  /** Paces every response body to this rate. */
  readonly bandwidthBytesPerSec?: number;
  /** Paces every request body (an upload) to this rate, on its way upstream. */
  readonly uploadBandwidthBytesPerSec?: number;
  /** Re-serves ListObjectsV2 bodies in AWS's element order, chunked, as AWS sends them. */
  readonly awsLayout?: boolean;
  /** Setting this (or the filter) restarts the count of matching requests at zero. */
  readonly faults?: readonly Fault[];
  /** Which requests the faults count. Default: ListObjectsV2 requests. */
  readonly faultFilter?: (request: RequestInfo) => boolean;
  /** Faults on a seeded random share of the matching requests (besides `faults`). */
  readonly randomFaults?: RandomFaults;
  /**
   * A request this returns a promise for goes upstream only once the promise settles: a test
   * orders a change on the server against the requests by an event, never by a delay.
   */
  readonly holdRequest?: ((request: RequestInfo) => Promise<unknown> | undefined) | undefined;
}

export interface ShapingProxyStats {
  readonly requests: number;
  readonly listRequests: number;
  /** Requests the fault filter matched since the faults were last configured. */
  readonly matchedRequests: number;
  readonly faultsFired: number;
  readonly faultsFiredByKind: Readonly<Record<FaultKind, number>>;
  readonly pagesRewritten: number;
  /** Response body bytes written to clients (headers not counted). */
  readonly bytesSent: number;
}

export interface ShapingProxy {
  /** For example `http://127.0.0.1:40123`; give it to the S3 client with forcePathStyle. */
  readonly endpoint: string;
  /** Changes the shaping for requests that arrive from now on. */
  configure(config: ShapingConfig): void;
  stats(): ShapingProxyStats;
  /** Destroys every open socket, pending timer and upstream connection. */
  close(): Promise<void>;
}

/** GET of an object (path style `/bucket/key`), whole or a range: not a listing. */
export function isObjectGet(request: RequestInfo): boolean {
  return (
    request.method === 'GET' &&
    !isListObjectsV2(request) &&
    request.path.split('/').filter((part) => part !== '').length >= 2
  );
}

/** GET on a bucket (path style `/bucket`, or `/` with virtual hosts) with `list-type=2`. */
export function isListObjectsV2({ method, path, query }: RequestInfo): boolean {
  return (
    method === 'GET' &&
    query.get('list-type') === '2' &&
    path.split('/').filter((part) => part !== '').length <= 1
  );
}

const ERROR_REPLIES = {
  '503': { code: 'SlowDown', message: 'Please reduce your request rate.' },
  '500': { code: 'InternalError', message: 'We encountered an internal error. Please try again.' },
} as const;

/** Bytes per paced write: about 10 ms worth, but never more than this. */
const MAX_SLICE_BYTES = 64 * 1024;

export async function startShapingProxy(
  options: { upstream: string } & ShapingConfig,
): Promise<ShapingProxy> {
  const { upstream, ...initial } = options;
  const target = new URL(upstream);
  if (target.protocol !== 'http:') {
    throw new Error(`Shaping proxy upstream must be http://, got ${JSON.stringify(upstream)}`);
  }
  const upstreamPort = Number(target.port || 80);
  const agent = new http.Agent({ keepAlive: true });
  const closing = new AbortController();
  const sockets = new Set<Socket>();

  let config: ShapingConfig = {};
  let matched = 0;
  let fired = new Set<Fault>();
  const counts = { requests: 0, listRequests: 0, faultsFired: 0, pagesRewritten: 0, bytesSent: 0 };
  const firedByKind: Record<FaultKind, number> = {
    '503': 0,
    '500': 0,
    'reset-mid-body': 0,
    'truncate-body': 0,
    'reset-before-response': 0,
    'stall-mid-body': 0,
    'flip-byte': 0,
  };
  let random = seededRandom(0);

  function configure(change: ShapingConfig): void {
    config = { ...config, ...change };
    if (change.randomFaults) random = seededRandom(change.randomFaults.seed);
    if ('faults' in change || 'faultFilter' in change) {
      matched = 0;
      fired = new Set();
    }
  }

  function takeFault(info: RequestInfo, current: ShapingConfig): FaultKind | undefined {
    if (!(current.faultFilter ?? isListObjectsV2)(info)) return undefined;
    matched += 1;
    const fault = current.faults?.find((f) => f.onRequest === matched && !fired.has(f));
    let kind = fault?.kind;
    if (fault) fired.add(fault);
    const draw = current.randomFaults;
    if (kind === undefined && draw && draw.kinds.length > 0 && random() < draw.share)
      kind = draw.kinds[Math.floor(random() * draw.kinds.length)];
    if (kind === undefined) return undefined;
    counts.faultsFired += 1;
    firedByKind[kind] += 1;
    return kind;
  }

  function forward(req: http.IncomingMessage, signal: AbortSignal, uploadBandwidth?: number) {
    return new Promise<http.IncomingMessage>((resolve, reject) => {
      const upstreamReq = http.request(
        {
          host: target.hostname,
          port: upstreamPort,
          method: req.method,
          path: req.url,
          headers: req.rawHeaders, // as an array, Node sends them verbatim and adds no Host
          agent,
          signal,
        },
        resolve,
      );
      upstreamReq.on('error', reject);
      if (!uploadBandwidth) req.pipe(upstreamReq);
      else
        pace(upstreamReq, req, uploadBandwidth, signal).then(
          () => upstreamReq.end(),
          (error: Error) => upstreamReq.destroy(error),
        );
    });
  }

  /** Writes chunks to the client, paced to the bandwidth if set, honouring backpressure. */
  async function sendBody(
    res: http.ServerResponse,
    chunks: AsyncIterable<Buffer> | Iterable<Buffer>,
    bandwidth: number | undefined,
    signal: AbortSignal,
  ): Promise<void> {
    await pace(res, chunks, bandwidth, signal, (n) => (counts.bytesSent += n));
  }

  /** Writes chunks to `out`, paced to the bandwidth if set, honouring backpressure. */
  async function pace(
    out: Writable,
    chunks: AsyncIterable<Buffer> | Iterable<Buffer>,
    bandwidth: number | undefined,
    signal: AbortSignal,
    onSlice?: (bytes: number) => void,
  ): Promise<void> {
    const started = performance.now();
    let sent = 0;
    const sliceBytes = bandwidth
      ? Math.min(MAX_SLICE_BYTES, Math.max(1, Math.round(bandwidth / 100)))
      : Infinity;
    for await (const chunk of chunks) {
      for (let at = 0; at < chunk.length; at += sliceBytes) {
        const slice = chunk.subarray(at, at + sliceBytes);
        if (bandwidth) {
          // A slice leaves once the link could have carried everything up to its end.
          const dueMs = started + ((sent + slice.length) / bandwidth) * 1000;
          const waitMs = dueMs - performance.now();
          if (waitMs > 0) await sleep(waitMs, undefined, { signal });
        }
        signal.throwIfAborted();
        onSlice?.(slice.length);
        sent += slice.length;
        if (!out.write(slice)) await once(out, 'drain', { signal });
      }
    }
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const current = config; // one request keeps the shaping it arrived under
    const url = new URL(req.url ?? '/', 'http://proxy');
    const info: RequestInfo = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      range: req.headers.range,
    };
    const isList = isListObjectsV2(info);
    counts.requests += 1;
    if (isList) counts.listRequests += 1;
    const fault = takeFault(info, current);
    await current.holdRequest?.(info)?.catch(() => undefined);

    const gone = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) gone.abort();
    });
    const signal = AbortSignal.any([gone.signal, closing.signal]);
    const roundTrip = async () => {
      const delayMs = current.addedRoundTripMs ?? 0;
      if (delayMs > 0) await sleep(delayMs, undefined, { signal });
    };
    res.sendDate = false; // forward the upstream's Date, and add none of our own

    if (fault === 'reset-before-response') {
      await roundTrip();
      req.socket.destroy();
      return;
    }
    if (fault === '503' || fault === '500') {
      await roundTrip();
      const body = Buffer.from(errorXml(ERROR_REPLIES[fault], url.pathname));
      res.writeHead(Number(fault), {
        'Content-Type': 'application/xml',
        'Content-Length': body.length,
        'x-amz-request-id': 'SHAPINGPROXY',
      });
      await sendBody(
        res,
        req.method === 'HEAD' ? [] : [body],
        current.bandwidthBytesPerSec,
        signal,
      );
      res.end();
      return;
    }

    let upstreamRes: http.IncomingMessage;
    try {
      upstreamRes = await forward(req, signal, current.uploadBandwidthBytesPerSec);
    } catch (err) {
      if (signal.aborted) return;
      res.writeHead(502, { 'Content-Type': 'text/plain' });
      res.end(`shaping proxy: upstream failed: ${String(err)}\n`);
      return;
    }
    const status = upstreamRes.statusCode ?? 502;
    const rewrite = current.awsLayout === true && isList && status === 200;
    await roundTrip();

    if (!rewrite && fault === undefined) {
      res.writeHead(status, upstreamRes.statusMessage, upstreamRes.rawHeaders);
      await sendBody(res, upstreamRes, current.bandwidthBytesPerSec, signal);
      res.end();
      return;
    }

    const length = Number(upstreamRes.headers['content-length']);
    if (!rewrite && status < 300 && Number.isSafeInteger(length)) {
      // The fault's answer starts as soon as the upstream's does, as a clean one would: an answer
      // held back until its whole body had come would go silent for as long, and on a loaded
      // machine a client abandons it as a stall before the fault ever reaches it.
      const headers =
        fault === 'truncate-body' ? chunkedHeaders(upstreamRes.rawHeaders) : upstreamRes.rawHeaders;
      res.writeHead(status, upstreamRes.statusMessage, headers);
      await sendBody(
        res,
        faulted(upstreamRes, fault, length),
        current.bandwidthBytesPerSec,
        signal,
      );
      upstreamRes.destroy(); // the rest of a cut body is not wanted
      await endFaulted(req, res, fault, signal);
      return;
    }

    // Rewriting, and a fault on an answer of unknown length, need the whole body first.
    let body = Buffer.concat(await upstreamRes.toArray());
    let headers = upstreamRes.rawHeaders;
    if (rewrite) {
      body = Buffer.from(toAwsListLayout(body.toString('utf8')), 'utf8');
      headers = chunkedHeaders(headers); // AWS sends list pages chunked
      counts.pagesRewritten += 1;
    }
    if (fault === 'truncate-body') {
      // With Content-Length a short body is a visible protocol error; chunked, it looks complete.
      headers = chunkedHeaders(headers);
    }
    res.writeHead(status, upstreamRes.statusMessage, headers);
    const shaped = status < 300 ? faulted([body], fault, body.length) : [body];
    await sendBody(res, shaped, current.bandwidthBytesPerSec, signal);
    await endFaulted(req, res, fault, signal);
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => {
      // The client left or close() was called; whatever was in flight just ends here.
      req.socket.destroy();
    });
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  configure(initial);
  const { port } = server.address() as AddressInfo;

  let closed: Promise<void> | undefined;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    configure,
    stats: () => ({
      ...counts,
      matchedRequests: matched,
      faultsFiredByKind: { ...firedByKind },
    }),
    close() {
      closed ??= new Promise<void>((resolve) => {
        closing.abort();
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
        agent.destroy();
      });
      return closed;
    },
  };
}

/**
 * A success body as its fault shapes it, passed on as it comes: cut at half its length (the
 * faults that cut), or whole with the byte at half its length changed (`flip-byte`).
 */
async function* faulted(
  body: AsyncIterable<Buffer> | Iterable<Buffer>,
  fault: FaultKind | undefined,
  length: number,
): AsyncGenerator<Buffer> {
  const half = Math.floor(length / 2);
  const cutAt = fault === undefined || fault === 'flip-byte' ? length : half;
  let at = 0;
  for await (const chunk of body) {
    let out = chunk.subarray(0, Math.max(0, cutAt - at));
    if (fault === 'flip-byte' && half >= at && half < at + out.length) {
      out = Buffer.from(out);
      out[half - at] = out[half - at]! ^ 0x20;
    }
    at += chunk.length;
    if (out.length > 0) yield out;
    if (at >= cutAt) return;
  }
}

/** How a faulted answer ends, once its body (or what the fault leaves of it) was sent. */
async function endFaulted(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  fault: FaultKind | undefined,
  signal: AbortSignal,
): Promise<void> {
  if (fault === 'reset-mid-body') {
    req.socket.destroySoon(); // after what was written is flushed, with no end to the body
    return;
  }
  if (fault === 'stall-mid-body') {
    // Nothing more, on an open connection: only the client's own timeout can end it.
    await new Promise<void>((resolve) => {
      if (signal.aborted) return resolve();
      signal.addEventListener('abort', () => resolve(), { once: true });
    });
    req.socket.destroy();
    return;
  }
  res.end();
}

/** Replaces any Content-Length or Transfer-Encoding with `Transfer-Encoding: chunked`. */
function chunkedHeaders(rawHeaders: readonly string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = rawHeaders[i] ?? '';
    const lower = name.toLowerCase();
    if (lower !== 'content-length' && lower !== 'transfer-encoding') {
      kept.push(name, rawHeaders[i + 1] ?? '');
    }
  }
  kept.push('Transfer-Encoding', 'chunked');
  return kept;
}

function errorXml(error: { code: string; message: string }, resource: string): string {
  const escaped = resource.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Error><Code>${error.code}</Code><Message>${error.message}</Message>` +
    `<Resource>${escaped}</Resource><RequestId>SHAPINGPROXY</RequestId>` +
    '<HostId>shaping-proxy</HostId></Error>'
  );
}

/**
 * `npm run bench -- http-client [--small N] [--large-mb M] [--pages P] [--in-flight K] [--rounds R]
 * [--rtt-ms N]`:
 * the hand-written HTTP/1.1 reader (`src/s3/raw/raw-get.ts` over `raw-connections.ts`) against
 * undici (the client behind Node's fetch, one Pool per origin) and node:http with a keep-alive
 * agent, sending the same SigV4-signed GETs to the same server:
 *
 *   small   N GETs of 1 KiB objects, K in flight, each body read whole;
 *   large   one GET of an M MB object, its body read into a reused 1 MiB buffer and dropped;
 *   pages   P ListObjectsV2 pages of 1,000 keys, one after another, each body read whole.
 *
 * The listers send their pages on node:http (`list/page-request.ts`: a page may come chunked,
 * which the raw reader does not take), so for pages node:http is ours and undici the other; for
 * objects ours is the raw reader.
 *
 * Each client runs each workload in a process of its own (a warm JIT or open sockets never help
 * another), rounds interleaved client by client; the figures are the client's CPU (user + sys,
 * `process.cpuUsage`, after a warm-up of the same requests) and wall time, medians over rounds.
 * The server shares the machine's cores: compare the clients' ratios, not seconds across runs.
 * `--rtt-ms N` puts a round trip of N ms between the clients and the server (bench/lib/
 * delay-proxy.ts), as a runner sees against S3.
 */
import { execFile } from 'node:child_process';
import http from 'node:http';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { Pool } from 'undici';
import { BodilessSigV4 } from '../src/s3/signing/bodiless-sigv4.js';
import { encodeRfc3986 } from '../src/s3/query-string.js';
import type { RawAnswer } from '../src/s3/raw/raw-answer.js';
import { rawGet } from '../src/s3/raw/raw-get.js';
import { ensureBucket, ensureSeeded } from './lib/buckets.js';
import { roundTripFor } from './lib/delay-proxy.js';
import { adminClient, findServer, type BenchServer } from './lib/server.js';

const BUCKET = 'bench-http-client';
const LARGE_KEY = 'large/object.bin';
const CLIENTS = ['raw', 'undici', 'node:http'] as const;
type ClientName = (typeof CLIENTS)[number];
const WORKLOADS = ['small', 'large', 'pages'] as const;
type Workload = (typeof WORKLOADS)[number];
/** The client each workload's requests take in the product, which the others are compared with. */
const OURS: Record<Workload, ClientName> = { small: 'raw', large: 'raw', pages: 'node:http' };
const clientsOf = (workload: Workload) =>
  CLIENTS.filter((client) => workload !== 'pages' || client !== 'raw');

interface Plan {
  readonly small: number;
  readonly largeMb: number;
  readonly pages: number;
  readonly inFlight: number;
  /** With --rtt-ms: the delay proxy's endpoint, which the clients use in place of the server's. */
  readonly endpoint?: string;
}

interface Get {
  readonly path: string;
  readonly headers: Record<string, string>;
}

/** A GET of one client: resolves when its whole body has been read (and dropped). */
type Fetch = (get: Get) => Promise<number>;

const smallKey = (i: number) => `small/${String(i).padStart(6, '0')}`;
const keyPath = (key: string) => `/${BUCKET}/${key.split('/').map(encodeRfc3986).join('/')}`;

function signer(server: BenchServer): (path: string, query?: Record<string, string>) => Get {
  const url = new URL(server.endpoint);
  const sigv4 = new BodilessSigV4(server.region, 's3');
  const credentials = { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey };
  return (path, query = {}) => {
    const headers = sigv4.sign(
      { method: 'GET', path, query, headers: { host: url.host } },
      credentials,
      new Date(),
    );
    const search = new URLSearchParams(query).toString();
    return { path: search ? `${path}?${search}` : path, headers };
  };
}

function rawClient(server: BenchServer): Fetch {
  const url = new URL(server.endpoint);
  const port = url.port ? Number(url.port) : undefined;
  const signal = new AbortController().signal;
  const scratch = Buffer.allocUnsafe(1 << 20);
  return async (get) => {
    const answer: RawAnswer = await rawGet(
      {
        protocol: url.protocol,
        hostname: url.hostname,
        port,
        method: 'GET',
        path: get.path,
        headers: get.headers,
      },
      { signal, timeoutMs: 60_000, place: { operation: 'GetObject', bucket: BUCKET } },
    );
    const length = Number(answer.headers['content-length']);
    if (length <= 1 << 20) return (await answer.readAll()).length;
    let read = 0;
    await answer.read({
      space: () => scratch,
      filled: (n) => {
        read += n;
        return undefined;
      },
    });
    return read;
  };
}

function undiciClient(server: BenchServer, connections: number): Fetch {
  const pool = new Pool(server.endpoint, { connections, pipelining: 1 });
  return async (get) => {
    const { body } = await pool.request({ method: 'GET', path: get.path, headers: get.headers });
    let read = 0;
    const chunks: Buffer[] = [];
    for await (const chunk of body as AsyncIterable<Buffer>) {
      read += chunk.length;
      if (read <= 1 << 20) chunks.push(chunk);
    }
    if (read <= 1 << 20) Buffer.concat(chunks, read);
    return read;
  };
}

function nodeHttpClient(server: BenchServer, sockets: number): Fetch {
  const url = new URL(server.endpoint);
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  return (get) =>
    new Promise((resolve, reject) => {
      const request = http.get(
        { host: url.hostname, port: url.port, path: get.path, headers: get.headers, agent },
        (response) => {
          let read = 0;
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => {
            read += chunk.length;
            if (read <= 1 << 20) chunks.push(chunk);
          });
          response.on('end', () => {
            if (read <= 1 << 20) Buffer.concat(chunks, read);
            resolve(read);
          });
          response.on('error', reject);
        },
      );
      request.on('error', reject);
    });
}

/** The signed GETs of one workload, made before the clock starts. */
function requestsOf(workload: Workload, plan: Plan, server: BenchServer): Get[] {
  const sign = signer(server);
  if (workload === 'small')
    return Array.from({ length: plan.small }, (_, i) => sign(keyPath(smallKey(i))));
  if (workload === 'large') return [sign(keyPath(LARGE_KEY))];
  // Pages of 1,000 keys from alternating points of the small objects' keys.
  const starts = Math.max(1, Math.floor(plan.small / 1000));
  return Array.from({ length: plan.pages }, (_, i) =>
    sign(`/${BUCKET}`, {
      'list-type': '2',
      'max-keys': '1000',
      prefix: 'small/',
      'start-after': i % starts === 0 ? '' : smallKey((i % starts) * 1000 - 1),
    }),
  );
}

async function runAll(fetch: Fetch, gets: readonly Get[], inFlight: number): Promise<number> {
  let next = 0;
  let bytes = 0;
  const lane = async () => {
    while (next < gets.length) bytes += await fetch(gets[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(inFlight, gets.length) }, lane));
  return bytes;
}

/** In a child: warm up on the workload, then time it; prints {cpuMs, wallMs, bytes}. */
async function child(client: ClientName, workload: Workload, plan: Plan): Promise<void> {
  const found = findServer();
  const server = plan.endpoint ? { ...found, endpoint: plan.endpoint } : found;
  const lanes = workload === 'small' ? plan.inFlight : 1;
  const fetch =
    client === 'raw'
      ? rawClient(server)
      : client === 'undici'
        ? undiciClient(server, lanes)
        : nodeHttpClient(server, lanes);
  const warm = requestsOf(workload, { ...plan, small: Math.min(plan.small, 200) }, server);
  await runAll(fetch, workload === 'large' ? warm : warm.slice(0, 200), lanes);
  const gets = requestsOf(workload, plan, server);
  const cpu = process.cpuUsage();
  const started = performance.now();
  const bytes = await runAll(fetch, gets, lanes);
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  console.log(JSON.stringify({ cpuMs: (used.user + used.system) / 1000, wallMs, bytes }));
  process.exit(0);
}

async function seed(server: BenchServer, plan: Plan): Promise<void> {
  const admin = adminClient(server);
  await ensureSeeded(admin, server.endpoint, {
    bucket: BUCKET,
    count: plan.small,
    key: smallKey,
    bodyBytes: 1024,
  });
  await ensureBucket(admin, BUCKET);
  const body = Buffer.alloc(plan.largeMb * 1_000_000, 7);
  await admin.send(new PutObjectCommand({ Bucket: BUCKET, Key: LARGE_KEY, Body: body }));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function flag(argv: string[], name: string, fallback: number): number {
  const at = argv.indexOf(name);
  if (at === -1) return fallback;
  const value = Number(argv[at + 1]);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a positive integer, got ${JSON.stringify(argv[at + 1])}`);
  return value;
}

export async function runHttpClientSuite(argv: string[]): Promise<void> {
  const plan: Plan = {
    small: flag(argv, '--small', 5000),
    largeMb: flag(argv, '--large-mb', 200),
    pages: flag(argv, '--pages', 100),
    inFlight: flag(argv, '--in-flight', 64),
  };
  const rounds = flag(argv, '--rounds', 5);
  const server = findServer();
  await seed(server, plan);
  const at = argv.indexOf('--rtt-ms');
  const roundTrip = await roundTripFor(server.endpoint, at === -1 ? '0' : (argv[at + 1] ?? ''));
  try {
    const endpoint = roundTrip.proxy ? { endpoint: roundTrip.endpoint } : {};
    const figures = await runRounds({ ...plan, ...endpoint }, rounds);
    printTable(figures, plan, rounds);
  } finally {
    await roundTrip.close();
  }
}

/**
 * Each workload by each client, round after round, each in a process of its own. The children
 * run while this process waits without blocking, so that a delay proxy in it keeps forwarding.
 */
async function runRounds(plan: Plan, rounds: number) {
  const tsx = createRequire(import.meta.url).resolve('tsx');
  const figures = new Map<string, { cpu: number[]; wall: number[] }>();
  for (let round = 0; round < rounds; round++) {
    for (const workload of WORKLOADS) {
      for (const client of clientsOf(workload)) {
        const { stdout: out } = await promisify(execFile)(
          process.execPath,
          [
            '--import',
            tsx,
            import.meta.filename,
            '--child',
            client,
            workload,
            JSON.stringify(plan),
          ],
          { encoding: 'utf8', env: process.env, maxBuffer: 1 << 20 },
        );
        const run = JSON.parse(out.trim().split('\n').pop()!) as { cpuMs: number; wallMs: number };
        const key = `${workload}\t${client}`;
        const entry = figures.get(key) ?? { cpu: [], wall: [] };
        entry.cpu.push(run.cpuMs);
        entry.wall.push(run.wallMs);
        figures.set(key, entry);
      }
    }
  }
  return figures;
}

function printTable(
  figures: Map<string, { cpu: number[]; wall: number[] }>,
  plan: Plan,
  rounds: number,
): void {
  console.log(
    `\n### HTTP clients: ${plan.small} x 1 KiB GETs (${plan.inFlight} in flight), one ${plan.largeMb} MB GET, ${plan.pages} listing pages (medians of ${rounds})\n`,
  );
  console.log('| workload | client | client CPU ms | wall ms | CPU / ours | wall / ours |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: |');
  for (const workload of WORKLOADS) {
    const raw = figures.get(`${workload}\t${OURS[workload]}`)!;
    for (const client of clientsOf(workload)) {
      const { cpu, wall } = figures.get(`${workload}\t${client}`)!;
      const cpuRatio = median(cpu) / median(raw.cpu);
      const wallRatio = median(wall) / median(raw.wall);
      console.log(
        `| ${workload} | ${client}${client === OURS[workload] ? ' (ours)' : ''} | ${median(cpu).toFixed(0)} | ${median(wall).toFixed(0)} | ${cpuRatio.toFixed(2)}x | ${wallRatio.toFixed(2)}x |`,
      );
    }
  }
}

if (process.argv[2] === '--child') {
  await child(
    process.argv[3] as ClientName,
    process.argv[4] as Workload,
    JSON.parse(process.argv[5]!) as Plan,
  );
}

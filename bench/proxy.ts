/**
 * `npm run bench -- proxy`: what a forward proxy costs a download. The transfer suite's 20,000
 * objects of 1 KiB, downloaded into an empty folder by `s3-sync sync` straight from the server
 * and through a real forward proxy (TooTallNate's `proxy`, in a process of its own on the same
 * machine), in turn, in the same run. The endpoint is named `0.0.0.0` both ways: loopback names
 * always go direct, as `@actions/http-client` has it, and 0.0.0.0 reaches the local server.
 * `--rtt-ms N` puts a round trip of N ms between the server and everything before it (bench/lib/
 * delay-proxy.ts): the CLI direct, or the forward proxy.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureSeeded } from './lib/buckets.js';
import { roundTripFor } from './lib/delay-proxy.js';
import { measureCommand, ourReport, stdoutFor, type CommandRun } from './lib/measure.js';
import { defined, fmt, load1, markdownTable, median, writeResults } from './lib/report.js';
import { startSuite } from './lib/suite-start.js';
import { transferSeedSpec } from './transfer.js';

const PROXY_VARIABLES = [
  'HTTP_PROXY',
  'http_proxy',
  'HTTPS_PROXY',
  'https_proxy',
  'NO_PROXY',
  'no_proxy',
];

type Route = 'direct' | 'proxy';

interface ProxyRun {
  readonly route: Route;
  readonly round: number;
  readonly wallSeconds: number;
  readonly cpuSeconds: number | undefined;
  readonly otherCpuSeconds: number | undefined;
  readonly peakRssMb: number | undefined;
  readonly error: string | undefined;
}

/** The `proxy` package's own command, on a free port; resolves with the process and its URL. */
async function startProxyProcess(): Promise<{ child: ChildProcess; url: string }> {
  const bin = path.join(
    path.dirname(createRequire(import.meta.url).resolve('proxy')),
    'bin',
    'proxy.js',
  );
  const child = spawn(process.execPath, [bin, '--port', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on port (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`the proxy exited (${code}) before listening`)));
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

interface ProxyContext {
  readonly cli: string;
  readonly workspaceDir: string;
  readonly bucket: string;
  readonly objects: number;
  /** The server (or the delay proxy before it) as `0.0.0.0`, so that no proxy rule skips it. */
  readonly endpoint: string;
  /** The tools' environment with no proxy variables. */
  readonly baseEnv: NodeJS.ProcessEnv;
  readonly proxyUrl: string;
  readonly runs: ProxyRun[];
  serial: number;
}

/** One download, direct or through the forward proxy, checked and printed. */
async function timeOne(ctx: ProxyContext, route: Route, round: number): Promise<void> {
  const { objects } = ctx;
  const dir = path.join(ctx.workspaceDir, `download-${++ctx.serial}`);
  mkdirSync(dir);
  const run: CommandRun = await measureCommand(
    process.execPath,
    [
      ctx.cli,
      'sync',
      `s3://${ctx.bucket}/`,
      dir,
      '--quiet',
      '--report',
      'json',
      '--endpoint-url',
      ctx.endpoint,
    ],
    {
      env: route === 'proxy' ? { ...ctx.baseEnv, HTTP_PROXY: ctx.proxyUrl } : ctx.baseEnv,
      timeoutMs: 30 * 60_000,
      ...stdoutFor(true),
    },
  );
  const present = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) =>
    e.isFile(),
  ).length;
  const report = ourReport<{ counts?: { transferred: number } }>(run);
  const error =
    run.exitCode !== 0
      ? `exit ${run.exitCode}: ${run.stderr.trim().split('\n').slice(-3).join(' / ')}`
      : present !== objects || report?.counts?.transferred !== objects
        ? `${present} files, ${report?.counts?.transferred} transferred, not ${objects}`
        : undefined;
  ctx.runs.push({
    route,
    round,
    wallSeconds: run.wallSeconds,
    cpuSeconds: run.cpuSeconds,
    otherCpuSeconds: run.cpu?.otherSeconds,
    peakRssMb: run.peakRssMb,
    error,
  });
  console.log(
    `  round ${round} ${route.padEnd(6)} ${run.wallSeconds.toFixed(2)} s, ${Math.round(objects / run.wallSeconds)} objects/s, CPU ${fmt.s(run.cpuSeconds)} s, other (the proxy among it) ${fmt.s(run.cpu?.otherSeconds)} s, ${fmt.mb(run.peakRssMb)} MB` +
      (error ? `  FAILED: ${error}` : ''),
  );
}

/** Each round's own ratio of proxied to direct: the load of the moment cancels within a round. */
function roundRatios(runs: readonly ProxyRun[], rounds: number): number[] {
  return Array.from({ length: rounds }, (_, i) => {
    const inRound = runs.filter((r) => r.round === i + 1 && !r.error);
    const direct = inRound.find((r) => r.route === 'direct');
    const proxied = inRound.find((r) => r.route === 'proxy');
    return direct && proxied ? proxied.wallSeconds / direct.wallSeconds : undefined;
  }).filter((r): r is number => r !== undefined);
}

function routesTable(runs: readonly ProxyRun[], rounds: number, objects: number): string {
  const good = (route: Route) => runs.filter((r) => r.route === route && !r.error);
  const seconds = (route: Route) => median(good(route).map((r) => r.wallSeconds));
  const rows = (['direct', 'proxy'] as const).map((route) => [
    route === 'direct' ? 's3-sync sync, direct' : 's3-sync sync, through the proxy',
    `${fmt.s(seconds(route))} s`,
    `${Math.round(objects / seconds(route))}`,
    `${fmt.s(median(defined(good(route).map((r) => r.cpuSeconds))))} s`,
    `${good(route).length}/${rounds}`,
  ]);
  return markdownTable(
    ['route', 'median wall', 'objects/s', 'median CPU (ours)', 'good runs'],
    rows,
    [false, true, true, true, true],
  );
}

export async function runProxySuite(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      objects: { type: 'string', default: '20000' },
      rounds: { type: 'string', default: '3' },
      'rtt-ms': { type: 'string', default: '0' },
    },
  });
  const objects = Number(values.objects);
  const rounds = Number(values.rounds);
  const { machine, server, client, env, workspace } = startSuite();
  const spec = transferSeedSpec(objects);
  const roundTrip = await roundTripFor(server.endpoint, values['rtt-ms']);
  const endpoint = roundTrip.endpoint.replace(/\/\/(127\.0\.0\.1|localhost)/, '//0.0.0.0');
  const proxy = await startProxyProcess();
  const baseEnv = { ...env };
  for (const name of PROXY_VARIABLES) delete baseEnv[name];
  const ctx: ProxyContext = {
    cli: workspace.cli,
    workspaceDir: workspace.dir,
    bucket: spec.bucket,
    objects,
    endpoint,
    baseEnv,
    proxyUrl: proxy.url,
    runs: [],
    serial: 0,
  };
  try {
    await ensureSeeded(client, server.endpoint, spec);
    const loadBefore = load1();
    console.log(`\n## ${objects} objects from ${spec.bucket}, endpoint ${endpoint}`);
    for (let round = 1; round <= rounds; round++) {
      // Alternate which goes first, so that neither always runs on a warmer server.
      const order: Route[] = round % 2 ? ['direct', 'proxy'] : ['proxy', 'direct'];
      for (const route of order) await timeOne(ctx, route, round);
    }
    const { runs } = ctx;
    const ratios = roundRatios(runs, rounds);
    console.log(
      `\n### Download of ${objects.toLocaleString('en-US')} objects of 1 KiB, direct and through a forward proxy (load ${loadBefore} -> ${load1()})\n`,
    );
    console.log(routesTable(runs, rounds, objects));
    console.log(
      `\nthrough the proxy / direct, median of the rounds' ratios: ${ratios.length ? median(ratios).toFixed(2) : 'n/a'}x`,
    );
    const roundTripMs = roundTrip.roundTripMs;
    const file = writeResults('proxy', {
      suite: 'proxy',
      options: { objects, rounds, endpoint, ...(roundTripMs > 0 ? { roundTripMs } : {}) },
      machine,
      runs,
      ratios,
      loadBefore,
      loadAfter: load1(),
    });
    console.log(`\nresults: ${file}`);
  } finally {
    proxy.child.kill();
    await roundTrip.close();
    workspace.remove();
    client.destroy();
  }
}

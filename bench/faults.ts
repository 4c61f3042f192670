/**
 * `npm run bench -- faults`: issue 14's benchmark. One download (small objects and a few large
 * ones) through the shaping proxy, timed without faults and with faults on a seeded share of the
 * object GETs (stalls mid-body, flipped bytes, 503 SlowDown, bodies cut short), by `s3-sync sync`
 * and the aws-cli. For each run: the time, the exit code, and how many files differ from their
 * objects (or are missing). Every tool sees the same faults on the same requests. `--rtt-ms N`
 * puts a round trip of N ms between the tools and the shaping proxy (bench/lib/delay-proxy.ts),
 * as a runner sees against S3.
 */
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import {
  isObjectGet,
  startShapingProxy,
  type FaultKind,
  type ShapingProxy,
} from '../test/support/shaping-proxy.js';
import { ensureSeeded, type SeedSpec } from './lib/buckets.js';
import { roundTripFor } from './lib/delay-proxy.js';
import { measureCommand, ourReport, stdoutFor } from './lib/measure.js';
import { fmt, load1, markdownTable, writeResults } from './lib/report.js';
import { findPeers } from './lib/tools.js';
import { startSuite } from './lib/suite-start.js';
import type { SyncTool } from './lib/sync-tools.js';
import { transferTools } from './transfer-tools.js';

const FAULT_KINDS: readonly FaultKind[] = ['stall-mid-body', 'flip-byte', '503', 'reset-mid-body'];
const pad = (n: number, width: number) => String(n).padStart(width, '0');

interface FaultRun {
  readonly tool: string;
  readonly faults: boolean;
  readonly wallSeconds: number;
  readonly exitCode: number;
  readonly faultsFired: number;
  /** Files whose bytes differ from their object's, and objects with no file. */
  readonly differing: number;
  readonly missing: number;
  readonly stalls: number | undefined;
  readonly hedges: number | undefined;
}

interface OurReport {
  counts?: { stalls?: number; hedges?: number };
}

/** A large object's body: distinct per index, so a misplaced range would show. */
function largeBody(index: number, bytes: number): Buffer {
  const body = Buffer.alloc(bytes);
  for (let at = 0; at < bytes; at += 32)
    body.write(`large ${pad(index, 4)} at ${pad(at, 12)}\n`.slice(0, 32), at);
  return body;
}

/** Seeds the small objects and the large ones; returns each key's MD5, the files' due bytes. */
async function seedBucket(
  client: S3Client,
  endpoint: string,
  bucket: { readonly spec: SeedSpec; readonly large: number; readonly largeBytes: number },
): Promise<Map<string, string>> {
  const { spec, large, largeBytes } = bucket;
  await ensureSeeded(client, endpoint, spec);
  for (let i = 0; i < large; i++) {
    const key = `large/big-${pad(i, 3)}.bin`;
    const present = await client
      .send(new HeadObjectCommand({ Bucket: spec.bucket, Key: key }))
      .then((h) => h.ContentLength === largeBytes)
      .catch(() => false);
    if (!present)
      await client.send(
        new PutObjectCommand({ Bucket: spec.bucket, Key: key, Body: largeBody(i, largeBytes) }),
      );
  }
  // What each file must hold: single-part objects, so the ETag is the body's MD5.
  const expected = new Map<string, string>();
  for await (const page of paginateListObjectsV2({ client }, { Bucket: spec.bucket }))
    for (const o of page.Contents ?? []) expected.set(o.Key!, o.ETag!.replace(/"/g, ''));
  return expected;
}

interface FaultsContext {
  readonly proxy: ShapingProxy;
  /** Where the tools connect: the shaping proxy, or the delay proxy in front of it. */
  readonly endpoint: string;
  readonly env: NodeJS.ProcessEnv;
  readonly workspaceDir: string;
  readonly bucket: string;
  readonly expected: ReadonlyMap<string, string>;
  readonly draw: { readonly share: number; readonly seed: number };
  readonly runs: FaultRun[];
  serial: number;
}

/** Files whose bytes differ from their object's, and objects with no file, under `dir`. */
async function compare(expected: ReadonlyMap<string, string>, dir: string) {
  let differing = 0;
  let missing = 0;
  for (const [key, md5] of expected) {
    const body = await readFile(path.join(dir, ...key.split('/'))).catch(() => undefined);
    if (!body) missing++;
    else if (createHash('md5').update(body).digest('hex') !== md5) differing++;
  }
  return { differing, missing };
}

async function timeOne(ctx: FaultsContext, tool: SyncTool, faults: boolean): Promise<void> {
  const { proxy, draw } = ctx;
  // Configuring the draw again restarts it: every tool meets the same faults.
  proxy.configure({
    randomFaults: { share: faults ? draw.share : 0, seed: draw.seed, kinds: FAULT_KINDS },
  });
  const firedBefore = proxy.stats().faultsFired;
  const dir = path.join(ctx.workspaceDir, `download-${++ctx.serial}`);
  mkdirSync(dir);
  const [command, args] = tool.command(
    { kind: 's3', bucket: ctx.bucket, prefix: '' },
    { kind: 'local', dir },
    ctx.endpoint,
  );
  const run = await measureCommand(command, args, {
    env: ctx.env,
    timeoutMs: 60 * 60_000,
    ...stdoutFor(tool.id === 's3-sync'),
  });
  const { differing, missing } = await compare(ctx.expected, dir);
  const report = tool.id === 's3-sync' ? ourReport<OurReport>(run) : undefined;
  const result: FaultRun = {
    tool: tool.id,
    faults,
    wallSeconds: run.wallSeconds,
    exitCode: run.exitCode,
    faultsFired: proxy.stats().faultsFired - firedBefore,
    differing,
    missing,
    stalls: report?.counts?.stalls,
    hedges: report?.counts?.hedges,
  };
  ctx.runs.push(result);
  console.log(
    `  ${tool.id.padEnd(8)} ${faults ? 'faults   ' : 'no faults'} ${run.wallSeconds.toFixed(2)} s, exit ${run.exitCode}, ` +
      `${result.faultsFired} faults, ${differing} files differ, ${missing} missing`,
  );
}

/** Each tool's download without and with faults, side by side. */
function faultsTable(tools: readonly SyncTool[], runs: readonly FaultRun[]): string {
  const rows = tools.map((tool) => {
    const clean = runs.find((r) => r.tool === tool.id && !r.faults);
    const faulted = runs.find((r) => r.tool === tool.id && r.faults);
    return [
      tool.label,
      fmt.s(clean?.wallSeconds),
      fmt.s(faulted?.wallSeconds),
      fmt.x(faulted && clean ? faulted.wallSeconds / clean.wallSeconds : undefined),
      String(faulted?.exitCode ?? '-'),
      String(faulted ? faulted.differing + faulted.missing : '-'),
      `${faulted?.stalls ?? '-'} / ${faulted?.hedges ?? '-'}`,
    ];
  });
  return markdownTable(
    [
      'tool',
      'no faults s',
      'faults s',
      'slowdown',
      'exit',
      'files differing or missing',
      'stalls / hedges',
    ],
    rows,
  );
}

export async function runFaultsSuite(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      // --scale multiplies every count: 0.1 for a quick try, 1 for the figures in the docs.
      scale: { type: 'string', default: '1' },
      objects: { type: 'string', default: '5000' },
      large: { type: 'string', default: '8' },
      'large-mib': { type: 'string', default: '24' },
      share: { type: 'string', default: '0.03' },
      seed: { type: 'string', default: '14' },
      'skip-aws': { type: 'boolean', default: false },
      'rtt-ms': { type: 'string', default: '0' },
    },
  });
  const scale = Number(values.scale);
  const objects = Math.max(10, Math.round(Number(values.objects) * scale));
  const large = Math.max(1, Math.round(Number(values.large) * scale));
  const largeBytes = Number(values['large-mib']) * 1024 * 1024;
  const share = Number(values.share);
  const seed = Number(values.seed);
  const { server, client, env, workspace } = startSuite();
  const peers = findPeers();
  const spec: SeedSpec = {
    bucket: `bench-faults-${objects}`,
    count: objects,
    key: (i) => `small/d${pad(Math.floor(i / 500), 3)}/f-${pad(i, 6)}.bin`,
    bodyBytes: 4096,
  };
  const expected = await seedBucket(client, server.endpoint, { spec, large, largeBytes });

  const proxy = await startShapingProxy({ upstream: server.endpoint, faultFilter: isObjectGet });
  const roundTrip = await roundTripFor(proxy.endpoint, values['rtt-ms']);
  const tools = transferTools(peers, workspace.cli).filter(
    (t) => t.id === 's3-sync' || (t.id === 'aws' && !values['skip-aws']),
  );
  const ctx: FaultsContext = {
    proxy,
    endpoint: roundTrip.endpoint,
    env,
    workspaceDir: workspace.dir,
    bucket: spec.bucket,
    expected,
    draw: { share, seed },
    runs: [],
    serial: 0,
  };

  const loadBefore = load1();
  try {
    console.log(
      `\n## download of ${objects} objects of 4 KiB and ${large} of ${values['large-mib']} MiB; faults on ${share * 100}% of object GETs (seed ${seed})`,
    );
    for (const tool of tools) {
      await timeOne(ctx, tool, false);
      await timeOne(ctx, tool, true);
    }
  } finally {
    await roundTrip.close();
    await proxy.close();
    workspace.remove();
  }

  console.log(`\n### Download through faults (load ${loadBefore} -> ${load1()})\n`);
  console.log(faultsTable(tools, ctx.runs));
  const roundTripMs = roundTrip.roundTripMs;
  const results = { objects, large, largeBytes, share, seed, runs: ctx.runs };
  console.log(
    `\nresults: ${writeResults('faults', roundTripMs > 0 ? { ...results, roundTripMs } : results)}`,
  );
}

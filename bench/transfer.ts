/**
 * `npm run bench -- transfer`: issue 4's benchmark. 20,000 objects of 1 KiB, moved by the
 * aws-cli, tuned rclone and `s3-sync sync`: download into an empty folder, the same sync again
 * (nothing to do), upload into an empty prefix, and S3-to-S3 into an empty prefix. Also a sweep
 * of `--concurrency`, and the peak RSS of a 100k-object download. `--rtt-ms N` puts a round
 * trip of N ms between every tool and the server (bench/lib/delay-proxy.ts), as a runner sees
 * against S3. The steps are in bench/transfer-steps.ts, the tables in bench/transfer-summary.ts.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { deletePrefix, ensureBucket, ensureSeeded, type SeedSpec } from './lib/buckets.js';
import { roundTripFor } from './lib/delay-proxy.js';
import { load1, markdownTable, writeResults } from './lib/report.js';
import { withRcloneEndpoint } from './lib/server.js';
import { findPeers } from './lib/tools.js';
import { startSuite, type Suite } from './lib/suite-start.js';
import { transferTools } from './transfer-tools.js';
import { summarize, transferTargets, WORKLOADS, type TransferRun } from './transfer-summary.js';
import {
  DST_BUCKET,
  memoryRun,
  runRounds,
  runSweep,
  type TransferContext,
} from './transfer-steps.js';
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const xferKey = (i: number) => `dir-${pad(Math.floor(i / 200), 3)}/file-${pad(i, 6)}.bin`;

/** 1 KiB objects, 200 to a folder. */
export function transferSeedSpec(count: number): SeedSpec {
  return { bucket: `bench-xfer-src-${count}`, count, key: xferKey, bodyBytes: 1024 };
}

export async function writeUploadTree(dir: string, count: number, bytes: number): Promise<void> {
  const body = Buffer.alloc(bytes, 'local file body\n');
  for (let d = 0; d * 200 < count; d++)
    await mkdir(path.join(dir, `dir-${pad(d, 3)}`), { recursive: true });
  let next = 0;
  const worker = async () => {
    while (next < count) await writeFile(path.join(dir, xferKey(next++)), body);
  };
  await Promise.all(Array.from({ length: 16 }, worker));
}

const OPTIONS = {
  objects: { type: 'string', default: '20000' },
  rounds: { type: 'string', default: '2' },
  'aws-rounds': { type: 'string', default: '1' },
  sweep: { type: 'string', default: '32,64,128' },
  'skip-sweep': { type: 'boolean', default: false },
  'memory-objects': { type: 'string', default: '100000' },
  'skip-memory': { type: 'boolean', default: false },
  baseline: { type: 'string', default: '' },
  'skip-peers': { type: 'boolean', default: false },
  'rtt-ms': { type: 'string', default: '0' },
} as const;

interface Measured {
  readonly ctx: TransferContext;
  readonly tools: ReturnType<typeof transferTools>;
  readonly plan: {
    readonly rounds: number;
    readonly awsRounds: number;
    readonly memoryObjects: number;
  };
  readonly sweep: { readonly sweep: number[]; readonly defaultConcurrency: number };
  readonly memory: TransferRun | undefined;
  readonly loadBefore: number;
  readonly roundTripMs: number;
}

/** Prints the tables and writes the results file. */
function report(suite: Suite, m: Measured, started: number): void {
  const { ctx, plan, loadBefore } = m;
  const { sweep, defaultConcurrency } = m.sweep;
  const objects = ctx.spec.count;
  const summary = summarize(ctx.runs, m.tools, sweep, defaultConcurrency);
  console.log(
    `\n### Transfers of ${objects.toLocaleString('en-US')} objects of 1 KiB (load ${loadBefore} -> ${load1()})\n`,
  );
  console.log(summary.table);
  if (summary.sweepTable)
    console.log(`\n### s3-sync --concurrency sweep (one run each)\n\n${summary.sweepTable}`);
  const targets = transferTargets(summary.rows, m.memory);
  console.log(
    `\n### Targets (issue 4)\n\n${markdownTable(
      ['workload', 'target', 'measured', 'met'],
      targets.map((t) => [t.workload, t.target, t.measured, t.met]),
      [false, false, false, false],
    )}`,
  );
  const { server } = suite;
  const file = writeResults('transfer', {
    suite: 'transfer',
    options: {
      objects,
      rounds: plan.rounds,
      awsRounds: plan.awsRounds,
      sweep,
      defaultConcurrency,
      memoryObjects: plan.memoryObjects,
      workloads: WORKLOADS,
    },
    machine: suite.machine,
    server: {
      endpoint: server.endpoint,
      origin: server.origin,
      ...(m.roundTripMs > 0 ? { roundTripMs: m.roundTripMs } : {}),
    },
    rows: summary.rows,
    sweep: summary.sweepRows,
    memory: m.memory,
    targets,
    runs: ctx.runs,
    loadBefore,
    loadAfter: load1(),
    totalSeconds: (performance.now() - started) / 1000,
    cleanupSeconds: ctx.cleanupSeconds,
  });
  console.log(
    `\nresults: ${file} (whole suite: ${((performance.now() - started) / 1000).toFixed(0)} s, of which deleting uploaded and copied objects between runs: ${ctx.cleanupSeconds.toFixed(0)} s)`,
  );
}

export async function runTransferSuite(argv: string[]): Promise<void> {
  const { values } = parseArgs({ args: argv, options: OPTIONS });
  const plan = {
    rounds: Number(values.rounds),
    awsRounds: Number(values['aws-rounds']),
    memoryObjects: Number(values['memory-objects']),
  };
  const suite = startSuite();
  const { server, client, workspace } = suite;
  const peers = findPeers();
  const started = performance.now();
  const spec = transferSeedSpec(Number(values.objects));
  const roundTrip = await roundTripFor(server.endpoint, values['rtt-ms']);
  const ctx: TransferContext = {
    client,
    env: withRcloneEndpoint(suite.env, roundTrip.endpoint),
    serverEndpoint: server.endpoint,
    endpoint: roundTrip.endpoint,
    spec,
    workspaceDir: workspace.dir,
    cli: workspace.cli,
    runs: [],
    serial: 0,
    cleanupSeconds: 0,
  };
  try {
    await ensureSeeded(client, server.endpoint, spec);
    await ensureBucket(client, DST_BUCKET);
    await deletePrefix(client, DST_BUCKET, ''); // leftovers of an interrupted run
    await writeUploadTree(path.join(workspace.dir, 'upload-src'), spec.count, 1024);
    const tools = transferTools(
      values['skip-peers'] ? { aws: undefined, rclone: undefined } : peers,
      workspace.cli,
      values.baseline ? path.resolve(values.baseline, 'cli', 'index.js') : undefined,
    );
    const loadBefore = load1();
    await runRounds(ctx, tools, plan);
    const sweep = await runSweep(ctx, values['skip-sweep'] ? undefined : values.sweep);
    const memory = values['skip-memory'] ? undefined : await memoryRun(ctx, plan.memoryObjects);
    const roundTripMs = roundTrip.roundTripMs;
    report(suite, { ctx, tools, plan, sweep, memory, loadBefore, roundTripMs }, started);
  } finally {
    await roundTrip.close();
    workspace.remove();
    await deletePrefix(client, DST_BUCKET, '').catch(() => undefined);
    client.destroy();
  }
}

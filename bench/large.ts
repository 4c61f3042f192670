/**
 * `npm run bench -- large`: issue 16's benchmark. Download, upload and S3-to-S3 copy of
 * 2 x 200 MB objects, of 1 x 1 GB, and of 20,000 objects of 1 KiB, by `s3-sync sync`, rclone and
 * `/usr/bin/aws s3 sync`, one after another in the same run: wall time, MB/s, client CPU-seconds
 * per GB, the server's CPU in the same window, and peak RSS, with ratios against rclone and aws.
 *
 * `--scale F` multiplies every size and count (0.05: 2 x 10 MB, 1 x 50 MB, 1,000 small objects),
 * so the suite can be tried small; `--rounds R` repeats it and reports medians. `--sets`,
 * `--tools` and `--workloads` (comma-separated: download, upload, copy) pick a part of it, for
 * short A/B runs on a busy machine (`--sets 1x1gb --workloads download --rounds 3`);
 * `--baseline DIR` adds another build of ours (a copy of dist/ taken before a change) as
 * `s3-sync-before`, interleaved with the others in every round.
 *
 * `--rtt-ms N` puts a round trip of N ms between every tool and the server (bench/lib/
 * delay-proxy.ts), as a runner sees against S3. `--cutoffs 16,32,64,256` adds ours with ranges
 * from that many MiB (S3_SYNC_STREAM_CUTOFF_MIB, src/transfer/part-plan.ts; 256 is one GET per
 * object up to 256 MiB): the sweep that chooses STREAM_CUTOFF_BYTES.
 */
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { S3Client } from '@aws-sdk/client-s3';
import { cutoffTool, objectSets, toolsFor, type ObjectSet } from './large-tools.js';
import { MB, summarize, WORKLOADS, type LargeRun, type Workload } from './large-summary.js';
import { deletePrefix, ensureBucket, ensureSeeded, listKeys } from './lib/buckets.js';
import { measureCommand } from './lib/measure.js';
import { collectServerGarbage } from './lib/rgw-gc.js';
import { fmt, load1, writeResults } from './lib/report.js';
import { findPeers } from './lib/tools.js';
import { startDelayProxy, type DelayProxy } from './lib/delay-proxy.js';
import { withRcloneEndpoint } from './lib/server.js';
import { startSuite } from './lib/suite-start.js';
import type { Place, SyncTool } from './lib/sync-tools.js';

const DST_BUCKET = 'bench-large-dst';

/** Local copies of a set's objects for the uploads: the same sizes, written once. */
async function writeUploadSource(dir: string, set: ObjectSet): Promise<void> {
  const block = Buffer.alloc(Math.min(set.spec.bodyBytes, 1 << 20), 'local file body\n');
  for (let i = 0; i < set.spec.count; i++) {
    const file = path.join(dir, set.spec.key(i));
    await mkdir(path.dirname(file), { recursive: true });
    const handle = await open(file, 'w');
    for (let at = 0; at < set.spec.bodyBytes; at += block.length)
      await handle.write(block, 0, Math.min(block.length, set.spec.bodyBytes - at));
    await handle.close();
  }
}

function localTotals(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files++;
    bytes += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

interface LargeContext {
  readonly client: S3Client;
  readonly env: NodeJS.ProcessEnv;
  /** Where the tools connect: the server, or the delay proxy in front of it. */
  readonly endpoint: string;
  readonly workspaceDir: string;
  readonly runs: LargeRun[];
  serial: number;
}

/** Where a run reads and writes: its own prefix in DST_BUCKET, or a folder of its own. */
function placesOf(ctx: LargeContext, set: ObjectSet, step: { tool: SyncTool; workload: Workload }) {
  const { workload } = step;
  const prefix = `run-${++ctx.serial}-${step.tool.id}-${workload}/`;
  const source: Place =
    workload === 'upload'
      ? { kind: 'local', dir: path.join(ctx.workspaceDir, `upload-${set.id}`) }
      : { kind: 's3', bucket: set.spec.bucket, prefix: '' };
  const downloadDir = path.join(ctx.workspaceDir, `download-${ctx.serial}`);
  if (workload === 'download') mkdirSync(downloadDir);
  const destination: Place =
    workload === 'download'
      ? { kind: 'local', dir: downloadDir }
      : { kind: 's3', bucket: DST_BUCKET, prefix };
  return { prefix, source, destination, downloadDir };
}

async function timeOne(
  ctx: LargeContext,
  set: ObjectSet,
  step: { readonly tool: SyncTool; readonly workload: Workload; readonly round: number },
) {
  const { tool, workload, round } = step;
  const { client } = ctx;
  const totalBytes = set.spec.count * set.spec.bodyBytes;
  const { prefix, source, destination, downloadDir } = placesOf(ctx, set, step);
  const [command, args] = tool.command(source, destination, ctx.endpoint);
  const run = await measureCommand(command, args, { env: ctx.env, timeoutMs: 30 * 60_000 });
  let error =
    run.exitCode === 0
      ? undefined
      : `exit ${run.exitCode}: ${run.stderr.trim().split('\n').slice(-2).join(' / ')}`;
  const present =
    destination.kind === 'local'
      ? localTotals(downloadDir).files
      : (await listKeys(client, DST_BUCKET, prefix)).length;
  if (!error && present !== set.spec.count)
    error = `the destination holds ${present} objects, not ${set.spec.count}`;
  if (destination.kind === 's3') {
    await deletePrefix(client, DST_BUCKET, prefix);
    // Deleted is not freed on RGW until its garbage collector runs: without this, the rounds'
    // uploads fill the in-memory store. Between runs, so no tool's window pays for it.
    collectServerGarbage();
  }
  // Large downloads go at once (freeing GBs); small ones stay until the end, as in the
  // transfer suite, so ext4's reuse of fresh inodes does not burden the next tool.
  else if (!set.small) rmSync(downloadDir, { recursive: true, force: true });
  ctx.runs.push({
    set: set.id,
    workload,
    tool: tool.id,
    label: tool.label,
    round,
    bytes: totalBytes,
    wallSeconds: run.wallSeconds,
    cpuSeconds: run.cpuSeconds,
    serverCpuSeconds: run.cpu?.serverSeconds,
    peakRssMb: run.peakRssMb,
    error,
  });
  console.log(
    `  ${set.id.padEnd(10)} ${workload.padEnd(8)} ${tool.id.padEnd(8)} ${run.wallSeconds.toFixed(2)} s, ` +
      `${fmt.s(totalBytes / MB / run.wallSeconds)} MB/s, CPU ${fmt.s(run.cpuSeconds)} s, ` +
      `RGW ${fmt.s(run.cpu?.serverSeconds)} s, ${fmt.mb(run.peakRssMb)} MB RSS` +
      (error ? `  FAILED: ${error}` : ''),
  );
}

/** Every set, workload and tool in turn, round after round. */
async function runRounds(
  ctx: LargeContext,
  plan: {
    readonly rounds: number;
    readonly sets: readonly ObjectSet[];
    readonly workloads: readonly Workload[];
    readonly toolsOf: (set: ObjectSet) => SyncTool[];
  },
): Promise<void> {
  for (let round = 1; round <= plan.rounds; round++) {
    for (const set of plan.sets) {
      const tools = plan.toolsOf(set);
      // Each round starts with another tool, so no tool always runs on a cold (or warm) server.
      const order = [...tools.slice(round % tools.length), ...tools.slice(0, round % tools.length)];
      console.log(`\n## round ${round}, ${set.id}: ${order.map((t) => t.id).join(', ')}`);
      for (const workload of plan.workloads)
        for (const tool of order) await timeOne(ctx, set, { tool, workload, round });
    }
  }
}

const OPTIONS = {
  scale: { type: 'string', default: '1' },
  rounds: { type: 'string', default: '1' },
  tools: { type: 'string', default: '' },
  sets: { type: 'string', default: '' },
  workloads: { type: 'string', default: '' },
  baseline: { type: 'string', default: '' },
  'rtt-ms': { type: 'string', default: '0' },
  cutoffs: { type: 'string', default: '' },
} as const;

export async function runLargeSuite(argv: string[]): Promise<void> {
  const { values } = parseArgs({ args: argv, options: OPTIONS });
  const roundTripMs = Number(values['rtt-ms']);
  const cutoffs = values.cutoffs.split(',').filter(Boolean).map(Number);
  const scale = Number(values.scale);
  const rounds = Number(values.rounds);
  const only = new Set(values.tools.split(',').filter(Boolean));
  const suite = startSuite();
  const { machine, server, client, workspace } = suite;
  let proxy: DelayProxy | undefined;
  const peers = findPeers();
  const sets = objectSets(scale).filter(
    (s) => !values.sets || values.sets.split(',').some((id) => s.id.startsWith(id)),
  );
  const workloads = WORKLOADS.filter(
    (w) => !values.workloads || values.workloads.split(',').includes(w),
  );
  const runs: LargeRun[] = [];
  try {
    await ensureBucket(client, DST_BUCKET);
    await deletePrefix(client, DST_BUCKET, '');
    for (const set of sets) {
      await ensureSeeded(client, server.endpoint, set.spec);
      await writeUploadSource(path.join(workspace.dir, `upload-${set.id}`), set);
    }
    if (roundTripMs > 0) {
      proxy = await startDelayProxy(server.endpoint, roundTripMs);
      console.log(`delay proxy at ${proxy.endpoint}: ${roundTripMs} ms round trip, both ways`);
    }
    const endpoint = proxy?.endpoint ?? server.endpoint;
    const ctx: LargeContext = {
      client,
      env: proxy ? withRcloneEndpoint(suite.env, endpoint) : suite.env,
      endpoint,
      workspaceDir: workspace.dir,
      runs,
      serial: 0,
    };
    const loadBefore = load1();
    const toolsOf = (set: ObjectSet) => [
      ...toolsFor(set, { peers, cli: workspace.cli, only, baseline: values.baseline }),
      ...cutoffs.map((mib) => cutoffTool(workspace.cli, mib)),
    ];
    await runRounds(ctx, { rounds, sets, workloads, toolsOf });
    const rows = summarize(runs);
    console.log(
      `\n### Large objects and small ones (scale ${scale}, load ${loadBefore} -> ${load1()})\n`,
    );
    console.log(rows.table);
    const file = writeResults('large', {
      suite: 'large',
      options: {
        scale,
        rounds,
        tools: [...only],
        sets: sets.map((s) => s.id),
        roundTripMs,
        cutoffs,
      },
      machine,
      server: { endpoint: server.endpoint, origin: server.origin },
      rows: rows.rows,
      runs,
      loadBefore,
      loadAfter: load1(),
    });
    console.log(`\nresults: ${file}`);
  } finally {
    await proxy?.close();
    workspace.remove();
    await deletePrefix(client, DST_BUCKET, '').catch(() => undefined);
    collectServerGarbage();
    client.destroy();
  }
}

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
import {
  deletePrefix,
  ensureBucket,
  ensureSeeded,
  listKeys,
  type SeedSpec,
} from './lib/buckets.js';
import { measureCommand } from './lib/measure.js';
import { collectServerGarbage } from './lib/rgw-gc.js';
import { defined, fmt, load1, markdownTable, median, writeResults } from './lib/report.js';
import { findPeers, type Peers } from './lib/tools.js';
import { startDelayProxy, type DelayProxy } from './lib/delay-proxy.js';
import { withRcloneEndpoint } from './lib/server.js';
import { startSuite } from './lib/suite-start.js';
import { ourTool, RCLONE_TUNING, type Place, type TransferTool } from './transfer-tools.js';
import { transferSeedSpec } from './transfer.js';

const DST_BUCKET = 'bench-large-dst';
const MB = 1e6;
type Workload = 'download' | 'upload' | 'copy';
const WORKLOADS: readonly Workload[] = ['download', 'upload', 'copy'];

/** One set of objects the suite moves. */
interface ObjectSet {
  readonly id: string;
  readonly spec: SeedSpec;
  readonly small: boolean;
}

function objectSets(scale: number): ObjectSet[] {
  const bytes = (n: number) => Math.max(1, Math.round(n * scale));
  const large = (id: string, count: number, size: number): ObjectSet => ({
    id,
    small: false,
    spec: {
      bucket: `bench-large-${id}-${size}`,
      count,
      key: (i) => `large/object-${i}.bin`,
      bodyBytes: size,
    },
  });
  return [
    large('2x200mb', 2, bytes(200 * MB)),
    large('1x1gb', 1, bytes(1000 * MB)),
    { id: `${bytes(20_000)}x1kib`, small: true, spec: transferSeedSpec(bytes(20_000)) },
  ];
}

/**
 * rclone as the issue compares it for large objects (4 transfers, 8 streams per file; note that
 * rclone 1.60 streams only files above its 250M multi-thread cutoff), and tuned for small ones.
 */
function rcloneTool(rclone: string, small: boolean): TransferTool {
  const tuning = small ? RCLONE_TUNING : ['--transfers', '4', '--multi-thread-streams', '8'];
  const spell = (p: Place) =>
    p.kind === 'local' ? p.dir : `rgw:${p.bucket}/${p.prefix.replace(/\/$/, '')}`;
  return {
    id: 'rclone',
    label: `rclone sync ${tuning.join(' ')}`,
    command: (s, d) => [rclone, ['sync', spell(s), spell(d), ...tuning]],
  };
}

function awsTool(aws: string): TransferTool {
  const spell = (p: Place) => (p.kind === 'local' ? p.dir : `s3://${p.bucket}/${p.prefix}`);
  return {
    id: 'aws',
    label: 'aws s3 sync',
    command: (s, d, endpoint) => [
      aws,
      ['--endpoint-url', endpoint, 's3', 'sync', spell(s), spell(d), '--only-show-errors'],
    ],
  };
}

function toolsFor(
  set: ObjectSet,
  peers: Peers,
  cli: string,
  only: Set<string>,
  baseline: string,
): TransferTool[] {
  const tools = [ourTool(cli)];
  // Another build of ours (a copy of dist/ made before a change), for A/B runs in one suite.
  if (baseline)
    tools.push({
      ...ourTool(path.resolve(baseline, 'cli', 'index.js')),
      id: 's3-sync-before',
      label: `s3-sync sync, the build in ${baseline}`,
    });
  if (peers.rclone) tools.push(rcloneTool(peers.rclone, set.small));
  if (peers.aws) tools.push(awsTool(peers.aws));
  return tools.filter((t) => only.size === 0 || only.has(t.id));
}

/** Ours with ranges from `mib` MiB: a point of the cut-over's sweep. */
function cutoffTool(cli: string, mib: number): TransferTool {
  const base = ourTool(cli);
  return {
    id: `s3-sync-from${mib}`,
    label: `s3-sync sync, ranges from ${mib} MiB`,
    command: (s, d, endpoint) => {
      const [command, args] = base.command(s, d, endpoint);
      const env = [`S3_SYNC_STREAM_CUTOFF_MIB=${mib}`];
      return ['/usr/bin/env', [...env, command, ...args]];
    },
  };
}

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

interface LargeRun {
  readonly set: string;
  readonly workload: Workload;
  readonly tool: string;
  readonly label: string;
  readonly round: number;
  readonly bytes: number;
  readonly wallSeconds: number;
  readonly cpuSeconds: number | undefined;
  readonly serverCpuSeconds: number | undefined;
  readonly peakRssMb: number | undefined;
  readonly error: string | undefined;
}

export async function runLargeSuite(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      scale: { type: 'string', default: '1' },
      rounds: { type: 'string', default: '1' },
      tools: { type: 'string', default: '' },
      sets: { type: 'string', default: '' },
      workloads: { type: 'string', default: '' },
      baseline: { type: 'string', default: '' },
      'rtt-ms': { type: 'string', default: '0' },
      cutoffs: { type: 'string', default: '' },
    },
  });
  const roundTripMs = Number(values['rtt-ms']);
  const cutoffs = values.cutoffs.split(',').filter(Boolean).map(Number);
  const scale = Number(values.scale);
  const rounds = Number(values.rounds);
  const only = new Set(values.tools.split(',').filter(Boolean));
  const suite = startSuite();
  const { machine, server, client, workspace } = suite;
  let env = suite.env;
  let endpoint = server.endpoint;
  let proxy: DelayProxy | undefined;
  const peers = findPeers();
  const sets = objectSets(scale).filter(
    (s) => !values.sets || values.sets.split(',').some((id) => s.id.startsWith(id)),
  );
  const workloads = WORKLOADS.filter(
    (w) => !values.workloads || values.workloads.split(',').includes(w),
  );
  const runs: LargeRun[] = [];
  let serial = 0;

  async function timeOne(set: ObjectSet, tool: TransferTool, workload: Workload, round: number) {
    const totalBytes = set.spec.count * set.spec.bodyBytes;
    const prefix = `run-${++serial}-${tool.id}-${workload}/`;
    const source: Place =
      workload === 'upload'
        ? { kind: 'local', dir: path.join(workspace.dir, `upload-${set.id}`) }
        : { kind: 's3', bucket: set.spec.bucket, prefix: '' };
    const downloadDir = path.join(workspace.dir, `download-${serial}`);
    if (workload === 'download') mkdirSync(downloadDir);
    const destination: Place =
      workload === 'download'
        ? { kind: 'local', dir: downloadDir }
        : { kind: 's3', bucket: DST_BUCKET, prefix };
    const [command, args] = tool.command(source, destination, endpoint);
    const run = await measureCommand(command, args, { env, timeoutMs: 30 * 60_000 });
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
    const entry: LargeRun = {
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
    };
    runs.push(entry);
    console.log(
      `  ${set.id.padEnd(10)} ${workload.padEnd(8)} ${tool.id.padEnd(8)} ${run.wallSeconds.toFixed(2)} s, ` +
        `${fmt.s(totalBytes / MB / run.wallSeconds)} MB/s, CPU ${fmt.s(run.cpuSeconds)} s, ` +
        `RGW ${fmt.s(run.cpu?.serverSeconds)} s, ${fmt.mb(run.peakRssMb)} MB RSS` +
        (error ? `  FAILED: ${error}` : ''),
    );
  }

  try {
    await ensureBucket(client, DST_BUCKET);
    await deletePrefix(client, DST_BUCKET, '');
    for (const set of sets) {
      await ensureSeeded(client, server.endpoint, set.spec);
      await writeUploadSource(path.join(workspace.dir, `upload-${set.id}`), set);
    }
    if (roundTripMs > 0) {
      proxy = await startDelayProxy(server.endpoint, roundTripMs);
      endpoint = proxy.endpoint;
      env = withRcloneEndpoint(env, proxy.endpoint);
      console.log(`delay proxy at ${proxy.endpoint}: ${roundTripMs} ms round trip, both ways`);
    }
    const loadBefore = load1();
    for (let round = 1; round <= rounds; round++) {
      for (const set of sets) {
        const tools = [
          ...toolsFor(set, peers, workspace.cli, only, values.baseline),
          ...cutoffs.map((mib) => cutoffTool(workspace.cli, mib)),
        ];
        // Each round starts with another tool, so no tool always runs on a cold (or warm) server.
        const order = [
          ...tools.slice(round % tools.length),
          ...tools.slice(0, round % tools.length),
        ];
        console.log(`\n## round ${round}, ${set.id}: ${order.map((t) => t.id).join(', ')}`);
        for (const workload of workloads)
          for (const tool of order) await timeOne(set, tool, workload, round);
      }
    }
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

interface SummaryRow {
  readonly set: string;
  readonly workload: Workload;
  readonly tool: string;
  readonly label: string;
  readonly wallSeconds: number;
  readonly mbPerSecond: number;
  readonly cpuSecondsPerGb: number | undefined;
  readonly serverCpuSeconds: number | undefined;
  readonly peakRssMb: number | undefined;
  readonly failed: number;
}

/** Medians per set, workload and tool, with our wall time against rclone's and aws's. */
function summarize(runs: readonly LargeRun[]): { rows: SummaryRow[]; table: string } {
  const groups = new Map<string, LargeRun[]>();
  for (const run of runs) {
    const id = `${run.set}|${run.workload}|${run.tool}`;
    groups.set(id, [...(groups.get(id) ?? []), run]);
  }
  const rows: SummaryRow[] = [...groups.values()].map((group) => {
    const ok = group.filter((r) => !r.error);
    const first = group[0]!;
    const wall = median(ok.map((r) => r.wallSeconds));
    const cpu = defined(ok.map((r) => r.cpuSeconds));
    return {
      set: first.set,
      workload: first.workload,
      tool: first.tool,
      label: first.label,
      wallSeconds: wall,
      mbPerSecond: first.bytes / MB / wall,
      cpuSecondsPerGb: cpu.length ? median(cpu) / (first.bytes / 1e9) : undefined,
      serverCpuSeconds: median(defined(ok.map((r) => r.serverCpuSeconds))),
      peakRssMb: Math.max(...defined(group.map((r) => r.peakRssMb))),
      failed: group.length - ok.length,
    };
  });
  const wallOf = (row: SummaryRow, tool: string) =>
    rows.find((r) => r.set === row.set && r.workload === row.workload && r.tool === tool)
      ?.wallSeconds;
  const ratio = (row: SummaryRow, tool: string) => {
    const other = wallOf(row, tool);
    return row.tool === 's3-sync' && other !== undefined ? fmt.x(other / row.wallSeconds) : '';
  };
  const table = markdownTable(
    [
      'objects',
      'workload',
      'tool',
      'wall s',
      'MB/s',
      'client CPU s/GB',
      'server CPU s',
      'peak RSS MB',
      'speed vs rclone',
      'speed vs aws',
      'failed',
    ],
    rows.map((r) => [
      r.set,
      r.workload,
      r.label,
      fmt.s(r.wallSeconds),
      fmt.s(r.mbPerSecond),
      fmt.s(r.cpuSecondsPerGb),
      fmt.s(r.serverCpuSeconds),
      fmt.mb(r.peakRssMb),
      ratio(r, 'rclone'),
      ratio(r, 'aws'),
      String(r.failed),
    ]),
  );
  return { rows, table };
}

/**
 * `npm run bench -- cpu`: the client's CPU per object. Ours (`s3-sync`), rclone and the aws-cli
 * each download, sync again, `--checksum` sync, upload, copy S3-to-S3 and list the same objects,
 * and move large objects, in turn within each round; each run's client CPU (user + system of the
 * whole process tree, GNU time) is printed beside its wall time, per 1,000 objects or per GiB,
 * with ratios against the peers of the same run. On a machine whose server shares the cores,
 * client CPU is the figure that carries over to a runner against S3.
 *
 * `--rtt-ms N` puts a round trip of N ms between every tool and the server (bench/lib/
 * delay-proxy.ts) and defaults the workloads to listing, downloads and a cache restore: what a
 * runner sees. `--variants c32,c128,l4` adds settings of ours beside the defaults.
 * `--profile` also runs ours once per workload under `node --cpu-prof` (an unbundled build, so
 * each function keeps its file) and prints where the CPU went, by area (bench/cpu-profile.ts).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CPU_WORKLOADS, cpuTools, ourVariants, type CpuWorkload } from './cpu-tools.js';
import { cpuTable, summarizeCpu, workloadLegend, type CpuRun } from './cpu-summary.js';
import { prepareRestore, RESTORE_BUCKET } from './cpu-restore.js';
import { profileOurs } from './cpu-profile.js';
import { DST_BUCKET, listTurn, restoreTurn, toolTurn, type CpuContext } from './cpu-turns.js';
import { deletePrefix, ensureBucket, ensureSeeded, type SeedSpec } from './lib/buckets.js';
import { startDelayProxy, type DelayProxy } from './lib/delay-proxy.js';
import { load1, writeResults } from './lib/report.js';
import { withRcloneEndpoint } from './lib/server.js';
import { startSuite, type Suite } from './lib/suite-start.js';
import { findPeers } from './lib/tools.js';
import { listSeedSpec } from './list.js';
import { transferSeedSpec, writeUploadTree } from './transfer.js';

const MB = 1e6;

const OPTIONS = {
  objects: { type: 'string', default: '5000' },
  'list-objects': { type: 'string', default: '50000' },
  'large-count': { type: 'string', default: '2' },
  'large-mb': { type: 'string', default: '200' },
  'restore-files': { type: 'string', default: '20000' },
  rounds: { type: 'string', default: '2' },
  workloads: { type: 'string' },
  tools: { type: 'string', default: '' },
  variants: { type: 'string', default: '' },
  'rtt-ms': { type: 'string', default: '0' },
  profile: { type: 'boolean', default: false },
} as const;

async function prepare(ctx: CpuContext, workloads: ReadonlySet<CpuWorkload>, restoreFiles: number) {
  const { client, server } = ctx.suite;
  const has = (...names: CpuWorkload[]) => names.some((w) => workloads.has(w));
  await ensureBucket(client, DST_BUCKET);
  await deletePrefix(client, DST_BUCKET, ''); // leftovers of an interrupted run
  if (has('download', 'again', 'checksum-down', 'upload', 'checksum-up', 'copy'))
    await ensureSeeded(client, server.endpoint, ctx.small);
  if (has('upload', 'checksum-up')) await writeUploadTree(ctx.uploadDir, ctx.small.count, 1024);
  if (has('list')) await ensureSeeded(client, server.endpoint, ctx.list);
  if (has('large-down')) await ensureSeeded(client, server.endpoint, ctx.large);
  if (has('large-up')) await writeLargeFiles(ctx.largeDir, ctx.large);
  if (has('restore')) {
    await ensureBucket(client, RESTORE_BUCKET);
    const spec = { files: restoreFiles, largeFiles: 0, seed: 42 };
    ctx.restore = await prepareRestore(ctx.suite, spec, findPeers());
    console.log(
      `cache entry saved: ${ctx.restore.files.toLocaleString('en-US')} files, ${(ctx.restore.bytes / MB).toFixed(0)} MB`,
    );
  }
}

async function writeLargeFiles(dir: string, spec: SeedSpec): Promise<void> {
  const { open } = await import('node:fs/promises');
  const block = Buffer.alloc(1 << 20, 'local file body\n');
  for (let i = 0; i < spec.count; i++) {
    const file = path.join(dir, spec.key(i));
    mkdirSync(path.dirname(file), { recursive: true });
    const handle = await open(file, 'w');
    for (let at = 0; at < spec.bodyBytes; at += block.length)
      await handle.write(block, 0, Math.min(block.length, spec.bodyBytes - at));
    await handle.close();
  }
}

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS }>>['values'];

function contextOf(suite: Suite, values: Values): CpuContext {
  const largeBytes = Math.round(Number(values['large-mb']) * MB);
  return {
    suite,
    endpoint: suite.server.endpoint,
    env: suite.env,
    small: transferSeedSpec(Number(values.objects)),
    list: listSeedSpec('flat', Number(values['list-objects'])),
    large: {
      bucket: `bench-cpu-large-${values['large-count']}x${largeBytes}`,
      count: Number(values['large-count']),
      key: (i: number) => `large/object-${i}.bin`,
      bodyBytes: largeBytes,
    },
    uploadDir: path.join(suite.workspace.dir, 'upload-src'),
    largeDir: path.join(suite.workspace.dir, 'large-src'),
    roundTripMs: Number(values['rtt-ms']),
    restore: undefined,
    serial: 0,
  };
}

export async function runCpuSuite(argv: string[]): Promise<void> {
  const { values } = parseArgs({ args: argv, options: OPTIONS });
  const roundTripMs = Number(values['rtt-ms']);
  const workloadText =
    values.workloads ??
    (roundTripMs > 0
      ? 'list,download,restore'
      : CPU_WORKLOADS.filter((w) => w !== 'restore').join(','));
  const workloads = new Set(workloadText.split(',') as CpuWorkload[]);
  for (const w of workloads)
    if (!CPU_WORKLOADS.includes(w))
      throw new Error(`--workloads: "${w}" is not one of ${CPU_WORKLOADS.join(', ')}`);
  const rounds = Number(values.rounds);
  const only = new Set(values.tools.split(',').filter(Boolean));
  const suite = startSuite();
  const { workspace, server } = suite;
  const started = performance.now();
  let proxy: DelayProxy | undefined;
  const runs: CpuRun[] = [];
  try {
    const ctx = contextOf(suite, values);
    await prepare(ctx, workloads, Number(values['restore-files']));
    if (roundTripMs > 0) {
      proxy = await startDelayProxy(server.endpoint, roundTripMs);
      Object.assign(ctx, {
        endpoint: proxy.endpoint,
        env: withRcloneEndpoint(suite.env, proxy.endpoint),
      });
      console.log(`delay proxy at ${proxy.endpoint}: ${roundTripMs} ms round trip, both ways`);
    }
    const tools = [
      ...cpuTools(findPeers(), workspace.cli, only),
      ...ourVariants(workspace.cli, values.variants),
    ];
    for (let round = 1; round <= rounds; round++) {
      const order = [...tools.slice(round % tools.length), ...tools.slice(0, round % tools.length)];
      console.log(`\n## round ${round}: ${order.map((t) => t.id).join(', ')} (load ${load1()})`);
      if (workloads.has('list')) for (const tool of order) await listTurn(ctx, tool, round, runs);
      for (const tool of order) await toolTurn(ctx, { tool, workloads, round }, runs);
      if (workloads.has('restore')) await restoreTurn(ctx, round, runs, only);
    }
    const rows = summarizeCpu(runs, roundTripMs);
    const mode = roundTripMs > 0 ? `${roundTripMs} ms round trip (delay proxy)` : 'loopback';
    console.log(`\n### Client CPU per object, ${mode} (${rounds} rounds; load now ${load1()})\n`);
    console.log(cpuTable(rows));
    console.log(`\n${workloadLegend(rows)}`);
    const profile = values.profile
      ? await profileOurs(
          ctx,
          [...workloads].filter((w) => w !== 'restore'),
        )
      : undefined;
    const file = writeResults(roundTripMs > 0 ? 'cpu-rtt' : 'cpu', {
      suite: 'cpu',
      mode,
      options: values,
      machine: suite.machine,
      server: { endpoint: server.endpoint, origin: server.origin },
      rows,
      runs,
      profile,
      proxyConnections: proxy?.connections(),
      totalSeconds: (performance.now() - started) / 1000,
    });
    console.log(`\nresults: ${file} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  } finally {
    await proxy?.close();
    workspace.remove();
    await deletePrefix(suite.client, DST_BUCKET, '').catch(() => undefined);
    suite.client.destroy();
  }
}

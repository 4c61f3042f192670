/**
 * The transfer suite's steps (bench/transfer.ts): one workload with one tool, checked and cleaned
 * up after; the rounds of every tool; the `--concurrency` sweep; the peak RSS of a large download.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { deletePrefix, ensureSeeded, listKeys, type SeedSpec } from './lib/buckets.js';
import { measureCommand, ourReport, stdoutFor, type CommandRun } from './lib/measure.js';
import { fmt } from './lib/report.js';
import { listSeedSpec } from './list.js';
import type { Place, SyncTool } from './lib/sync-tools.js';
import { ourTool } from './transfer-tools.js';
import type { TransferRun, Workload } from './transfer-summary.js';

export const DST_BUCKET = 'bench-xfer-dst';

interface OurReport {
  counts?: { transferred: number; failed: number; skipped: number };
}

export interface TransferContext {
  readonly client: S3Client;
  readonly env: NodeJS.ProcessEnv;
  /** The server's endpoint, for seeding. */
  readonly serverEndpoint: string;
  /** Where the tools connect: the server, or the delay proxy in front of it. */
  readonly endpoint: string;
  readonly spec: SeedSpec;
  readonly workspaceDir: string;
  readonly cli: string;
  readonly runs: TransferRun[];
  serial: number;
  cleanupSeconds: number;
}

async function countFiles(dir: string): Promise<number> {
  let files = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) files++;
  }
  return files;
}

/** What went wrong with a run, from its exit and what it left at the destination. */
function errorOf(
  ctx: TransferContext,
  step: { readonly workload: Workload; readonly run: CommandRun; readonly present: number },
  report: OurReport | undefined,
): string | undefined {
  const { run, present, workload } = step;
  const objects = ctx.spec.count;
  if (run.exitCode !== 0)
    return `exit ${run.exitCode}: ${run.stderr.trim().split('\n').slice(-3).join(' / ')}`;
  if (present !== objects) return `the destination holds ${present} objects, not ${objects}`;
  if (workload === 'again' && report?.counts && report.counts.transferred !== 0)
    return `the second sync transferred ${report.counts.transferred} objects`;
  return undefined;
}

/** The row of one run. */
function runRow(
  what: { readonly tool: SyncTool; readonly workload: Workload; readonly round: number },
  objects: number,
  run: CommandRun,
  extra: Pick<TransferRun, 'transferred' | 'error'>,
): TransferRun {
  return {
    tool: what.tool.id,
    label: what.tool.label,
    workload: what.workload,
    round: what.round,
    objects,
    wallSeconds: run.wallSeconds,
    peakRssMb: run.peakRssMb,
    cpuSeconds: run.cpuSeconds,
    serverCpuSeconds: run.cpu?.serverSeconds,
    otherCpuSeconds: run.cpu?.otherSeconds,
    loadBefore: run.loadBefore,
    ...extra,
  };
}

/** Runs one workload with one tool, checks what it did, and cleans up what it wrote. */
export async function timeOne(
  ctx: TransferContext,
  step: { readonly tool: SyncTool; readonly workload: Workload; readonly round: number },
  downloadDir?: string,
): Promise<void> {
  const { tool, workload, round } = step;
  const { client, spec } = ctx;
  const objects = spec.count;
  const source: Place =
    workload === 'upload'
      ? { kind: 'local', dir: path.join(ctx.workspaceDir, 'upload-src') }
      : { kind: 's3', bucket: spec.bucket, prefix: '' };
  const prefix = `run-${++ctx.serial}-${tool.id}-${workload}/`;
  const destination: Place =
    workload === 'download' || workload === 'again'
      ? { kind: 'local', dir: downloadDir! }
      : { kind: 's3', bucket: DST_BUCKET, prefix };
  const [command, args] = tool.command(source, destination, ctx.endpoint);
  const ours = tool.id.startsWith('s3-sync');
  const run = await measureCommand(command, args, {
    env: ctx.env,
    timeoutMs: 30 * 60_000,
    ...stdoutFor(ours),
  });
  const report = ours ? ourReport<OurReport>(run) : undefined;
  const present =
    destination.kind === 'local'
      ? await countFiles(destination.dir)
      : (await listKeys(client, DST_BUCKET, prefix)).length;
  const error = errorOf(ctx, { workload, run, present }, report);
  const cleanupStarted = performance.now();
  if (destination.kind === 's3') await deletePrefix(client, DST_BUCKET, prefix);
  ctx.cleanupSeconds += (performance.now() - cleanupStarted) / 1000;
  ctx.runs.push(runRow(step, objects, run, { transferred: report?.counts?.transferred, error }));
  console.log(
    `  round ${round} ${workload.padEnd(8)} ${tool.id.padEnd(12)} ${run.wallSeconds.toFixed(2)} s, ` +
      `${Math.round(objects / run.wallSeconds)} objects/s, ${fmt.mb(run.peakRssMb)} MB, CPU ${fmt.s(run.cpuSeconds)} s, RGW ${fmt.s(run.cpu?.serverSeconds)} s, other ${fmt.s(run.cpu?.otherSeconds)} s` +
      (error ? `  FAILED: ${error}` : ''),
  );
}

/** A fresh folder for a download. */
function downloadDir(ctx: TransferContext): string {
  const dir = path.join(ctx.workspaceDir, `download-${++ctx.serial}`);
  mkdirSync(dir);
  return dir;
}

/** Every tool in turn, round after round (the aws-cli only in its first `awsRounds`). */
export async function runRounds(
  ctx: TransferContext,
  tools: readonly SyncTool[],
  plan: { readonly rounds: number; readonly awsRounds: number },
): Promise<void> {
  for (let round = 1; round <= plan.rounds; round++) {
    const inRound = tools.filter((t) => t.id !== 'aws' || round <= plan.awsRounds);
    const order = [
      ...inRound.slice(round % inRound.length),
      ...inRound.slice(0, round % inRound.length),
    ];
    console.log(`\n## round ${round}: ${order.map((t) => t.id).join(', ')}`);
    for (const tool of order) {
      const dir = downloadDir(ctx);
      await timeOne(ctx, { tool, workload: 'download', round }, dir);
      await timeOne(ctx, { tool, workload: 'again', round }, dir);
      // Kept until the suite ends: ext4 skips inodes freed in the last 30 s when it creates
      // files, scanning past each one, so deleting 20,000 files just before the next tool's
      // download would add seconds of kernel time to that tool alone.
    }
    for (const tool of order) await timeOne(ctx, { tool, workload: 'upload', round });
    for (const tool of order) await timeOne(ctx, { tool, workload: 'copy', round });
  }
}

/** Ours at each `--concurrency` of the sweep but the default (timed in the rounds already). */
export async function runSweep(
  ctx: TransferContext,
  sweepText: string | undefined,
): Promise<{ sweep: number[]; defaultConcurrency: number }> {
  const help = execFileSync(process.execPath, [ctx.cli, 'help'], { encoding: 'utf8' });
  const defaultConcurrency = Number(/--concurrency N \([^)]*default (\d+)\)/.exec(help)?.[1]);
  const sweep = sweepText === undefined ? [] : sweepText.split(',').map(Number);
  if (sweep.length) {
    console.log(
      `\n## --concurrency sweep: ${sweep.join(', ')} (default ${defaultConcurrency}: from the rounds)`,
    );
  }
  for (const concurrency of sweep.filter((c) => c !== defaultConcurrency)) {
    const tool = ourTool(ctx.cli, concurrency);
    const dir = downloadDir(ctx);
    await timeOne(ctx, { tool, workload: 'download', round: 1 }, dir);
    await timeOne(ctx, { tool, workload: 'upload', round: 1 });
    await timeOne(ctx, { tool, workload: 'copy', round: 1 });
  }
  return { sweep, defaultConcurrency };
}

/** The peak RSS of ours downloading `memoryObjects` objects. */
export async function memoryRun(ctx: TransferContext, memoryObjects: number): Promise<TransferRun> {
  const big = listSeedSpec('flat', memoryObjects);
  await ensureSeeded(ctx.client, ctx.serverEndpoint, big);
  const dir = path.join(ctx.workspaceDir, 'download-100k');
  mkdirSync(dir);
  console.log(
    `\n## memory: download of ${memoryObjects.toLocaleString('en-US')} objects (${big.bucket})`,
  );
  const tool = ourTool(ctx.cli);
  const [command, args] = tool.command(
    { kind: 's3', bucket: big.bucket, prefix: '' },
    { kind: 'local', dir },
    ctx.endpoint,
  );
  const run = await measureCommand(command, args, { env: ctx.env, ...stdoutFor(true) });
  const present = await countFiles(dir);
  const memory = runRow(
    {
      tool: { ...tool, label: 's3-sync sync (default concurrency)' },
      workload: 'download',
      round: 1,
    },
    memoryObjects,
    run,
    {
      transferred: ourReport<OurReport>(run)?.counts?.transferred,
      error:
        run.exitCode !== 0
          ? `exit ${run.exitCode}`
          : present !== memoryObjects
            ? `${present} files, not ${memoryObjects}`
            : undefined,
    },
  );
  console.log(
    `  ${run.wallSeconds.toFixed(2)} s, ${Math.round(memoryObjects / run.wallSeconds)} objects/s, peak RSS ${fmt.mb(run.peakRssMb)} MB${memory.error ? `  FAILED: ${memory.error}` : ''}`,
  );
  return memory;
}

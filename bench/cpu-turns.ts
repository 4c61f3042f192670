/**
 * One tool's turn in a round of the client-CPU suite (bench/cpu.ts): the transfers that share a
 * destination, in their order (download, the same sync again, the `--checksum` sync after every
 * file was touched; upload, then its `--checksum` sync; S3-to-S3; large objects), the listing,
 * and the cache restores. Each run's destination is checked before its figures count.
 */
import { mkdirSync, readdirSync, utimesSync } from 'node:fs';
import path from 'node:path';
import type { CpuTool, CpuWorkload } from './cpu-tools.js';
import type { CpuRun } from './cpu-summary.js';
import { checkRestored, restoreTools, type RestoreSetup } from './cpu-restore.js';
import { deletePrefix, listKeys, type SeedSpec } from './lib/buckets.js';
import { measureCommand, type CommandRun } from './lib/measure.js';
import { collectServerGarbage } from './lib/rgw-gc.js';
import type { Suite } from './lib/suite-start.js';
import { findPeers } from './lib/tools.js';
import type { Place } from './lib/sync-tools.js';

export const DST_BUCKET = 'bench-cpu-dst';

export interface CpuContext {
  readonly suite: Suite;
  /** Where the tools connect: the server, or the delay proxy in front of it. */
  readonly endpoint: string;
  readonly env: NodeJS.ProcessEnv;
  readonly small: SeedSpec;
  readonly list: SeedSpec;
  readonly large: SeedSpec;
  readonly uploadDir: string;
  readonly largeDir: string;
  readonly roundTripMs: number;
  restore: RestoreSetup | undefined;
  serial: number;
}

const countFiles = (dir: string) =>
  readdirSync(dir, { withFileTypes: true, recursive: true }).filter((e) => e.isFile()).length;

/** Every file under `dir` an hour newer: as a rebuilt tree or a fresh checkout has. */
function touchAll(dir: string): void {
  const when = Date.now() / 1000 + 3600;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) utimesSync(path.join(entry.parentPath, entry.name), when, when);
}

function record(
  runs: CpuRun[],
  base: Pick<CpuRun, 'workload' | 'tool' | 'label' | 'round' | 'objects' | 'bytes'>,
  run: CommandRun,
  error: string | undefined,
): void {
  const failure =
    run.exitCode !== 0
      ? `exit ${run.exitCode}: ${run.stderr.trim().split('\n').slice(-3).join(' / ')}`
      : error;
  runs.push({
    ...base,
    wallSeconds: run.wallSeconds,
    cpuSeconds: run.cpuSeconds,
    serverCpuSeconds: run.cpu?.serverSeconds,
    otherCpuSeconds: run.cpu?.otherSeconds,
    loadBefore: run.loadBefore,
    error: failure,
  });
  const perUnit =
    run.cpuSeconds === undefined || base.objects === 0
      ? '-'
      : base.workload.startsWith('large')
        ? `${(run.cpuSeconds / (base.bytes / 1024 ** 3)).toFixed(2)} s/GiB`
        : `${((run.cpuSeconds / base.objects) * 1000).toFixed(3)} s/1k`;
  console.log(
    `  round ${base.round} ${base.workload.padEnd(13)} ${base.tool.padEnd(14)} ` +
      `${run.wallSeconds.toFixed(2)} s, CPU ${run.cpuSeconds?.toFixed(2) ?? '-'} s (${perUnit}), ` +
      `RGW ${run.cpu?.serverSeconds.toFixed(2) ?? '-'} s, other ${run.cpu?.otherSeconds?.toFixed(2) ?? '-'} s` +
      (failure ? `  FAILED: ${failure}` : ''),
  );
}

/** One tool's turn at the workloads of a round that share a destination, in their order. */
export async function toolTurn(
  ctx: CpuContext,
  turn: {
    readonly tool: CpuTool;
    readonly workloads: ReadonlySet<CpuWorkload>;
    readonly round: number;
  },
  runs: CpuRun[],
): Promise<void> {
  const { tool, workloads, round } = turn;
  const { client, workspace } = ctx.suite;
  const time = async (workload: CpuWorkload, source: Place, destination: Place, spec: SeedSpec) => {
    const command = tool.sync(workload, source, destination, ctx.endpoint);
    if (!command || tool.only === 'list' || !workloads.has(workload)) return;
    const run = await measureCommand(command[0], command[1], {
      env: ctx.env,
      timeoutMs: 3_600_000,
    });
    const present =
      destination.kind === 'local'
        ? countFiles(destination.dir)
        : (await listKeys(client, destination.bucket, destination.prefix)).length;
    const error =
      present === spec.count ? undefined : `the destination holds ${present}, not ${spec.count}`;
    const base = { workload, tool: tool.id, label: tool.label(workload), round };
    record(runs, { ...base, objects: spec.count, bytes: spec.count * spec.bodyBytes }, run, error);
  };
  const s3 = (spec: SeedSpec): Place => ({ kind: 's3', bucket: spec.bucket, prefix: '' });
  const fresh = (what: string): Place => ({
    kind: 's3',
    bucket: DST_BUCKET,
    prefix: `run-${++ctx.serial}-${tool.id}-${what}/`,
  });
  const newDir = (): Place => {
    const dir = path.join(workspace.dir, `download-${++ctx.serial}`);
    mkdirSync(dir);
    return { kind: 'local', dir };
  };
  const drop = async (place: Place) => {
    if (place.kind === 's3') await deletePrefix(client, place.bucket, place.prefix);
  };

  if (workloads.has('start')) {
    const empty = { ...ctx.small, count: 0 };
    await time('start', { kind: 's3', bucket: DST_BUCKET, prefix: 'empty/' }, newDir(), empty);
  }
  if (['download', 'again', 'checksum-down'].some((w) => workloads.has(w as CpuWorkload))) {
    // Download folders stay until the suite ends: ext4 scans past inodes freed in the last
    // seconds when it creates files, which would slow the next tool's download alone.
    const dir = newDir();
    await time('download', s3(ctx.small), dir, ctx.small);
    await time('again', s3(ctx.small), dir, ctx.small);
    touchAll((dir as { dir: string }).dir);
    await time('checksum-down', s3(ctx.small), dir, ctx.small);
  }
  if (workloads.has('upload') || workloads.has('checksum-up')) {
    const local: Place = { kind: 'local', dir: ctx.uploadDir };
    const target = fresh('upload');
    await time('upload', local, target, ctx.small);
    touchAll(ctx.uploadDir);
    await time('checksum-up', local, target, ctx.small);
    await drop(target);
  }
  if (workloads.has('copy')) {
    const target = fresh('copy');
    await time('copy', s3(ctx.small), target, ctx.small);
    await drop(target);
  }
  if (workloads.has('large-down')) await time('large-down', s3(ctx.large), newDir(), ctx.large);
  if (workloads.has('large-up')) {
    const target = fresh('large');
    await time('large-up', { kind: 'local', dir: ctx.largeDir }, target, ctx.large);
    await drop(target);
  }
  if (workloads.has('large-up') || workloads.has('copy') || workloads.has('upload'))
    collectServerGarbage();
}

export async function listTurn(ctx: CpuContext, tool: CpuTool, round: number, runs: CpuRun[]) {
  if (!tool.list || tool.only === 'transfers') return;
  const [command, args] = tool.list(ctx.list.bucket, ctx.endpoint);
  const run = await measureCommand(command, args, { env: ctx.env, stdout: 'count-lines' });
  // A flat bucket: every tool prints one line per object.
  const error =
    run.stdoutLines === ctx.list.count
      ? undefined
      : `printed ${run.stdoutLines} lines, not ${ctx.list.count}`;
  const base = { workload: 'list' as const, tool: tool.id, label: tool.label('list'), round };
  record(runs, { ...base, objects: ctx.list.count, bytes: 0 }, run, error);
}

export async function restoreTurn(
  ctx: CpuContext,
  round: number,
  runs: CpuRun[],
  only: Set<string>,
) {
  const { workspace } = ctx.suite;
  const setup = ctx.restore!;
  const tools = restoreTools(setup, workspace.cli, findPeers()).filter(
    (t) => only.size === 0 || only.has(t.id),
  );
  const order = [...tools.slice(round % tools.length), ...tools.slice(0, round % tools.length)];
  for (const tool of order) {
    const cwd = path.join(workspace.dir, `restore-${++ctx.serial}`);
    mkdirSync(cwd);
    const run = await tool.run(cwd, ctx.endpoint, ctx.env);
    const base = { workload: 'restore' as const, tool: tool.id, label: tool.label, round };
    record(
      runs,
      { ...base, objects: setup.files, bytes: setup.bytes },
      run,
      checkRestored(cwd, setup),
    );
  }
}

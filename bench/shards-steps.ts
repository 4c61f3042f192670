/**
 * The shards suite's runs (bench/shards.ts): ours as one process, and as N processes at once on
 * the ranges of `s3-sync shards`; rclone once as the peer. Each is checked at its destination and
 * cleaned up after.
 */
import type { S3Client } from '@aws-sdk/client-s3';
import { cpuSnapshot, cpuUse, findServerPids } from './lib/cpu.js';
import { deletePrefix, listKeys, type SeedSpec } from './lib/buckets.js';
import { measureCommand, ourReport, stdoutFor, type CommandRun } from './lib/measure.js';
import { fmt } from './lib/report.js';
import { RCLONE_TUNING } from './lib/sync-tools.js';

export const DST_BUCKET = 'bench-shards-dst';

interface Matrix {
  include: Array<{ shard: number; 'start-after': string; 'end-at': string }>;
}

export interface ShardsRow {
  readonly label: string;
  readonly processes: number;
  readonly round: number;
  readonly planSeconds: number | undefined;
  /** From the first sync's start to the last one's end (the plan not included). */
  readonly wallSeconds: number;
  /** User + system CPU of every sync process, summed. */
  readonly clientCpuSeconds: number | undefined;
  readonly serverCpuSeconds: number | undefined;
  readonly otherCpuSeconds: number | undefined;
  readonly maxPeakRssMb: number | undefined;
  readonly objectsPerProcess: readonly number[];
  readonly error: string | undefined;
}

export interface ShardsContext {
  readonly client: S3Client;
  readonly env: NodeJS.ProcessEnv;
  readonly cli: string;
  readonly spec: SeedSpec;
  /** `--endpoint-url` and where the tools connect: the server, or the delay proxy before it. */
  readonly endpointFlags: readonly string[];
  readonly rows: ShardsRow[];
  serial: number;
}

const rangeFlags = (entry: Matrix['include'][number]) => [
  ...(entry['start-after'] ? ['--start-after', entry['start-after']] : []),
  ...(entry['end-at'] ? ['--end-at', entry['end-at']] : []),
];

/** Runs commands at once; CPU of the server and the rest of the machine over all of them. */
async function together(ctx: ShardsContext, commands: ReadonlyArray<[string, string[]]>) {
  const pids = findServerPids();
  const before = cpuSnapshot(pids);
  const t0 = performance.now();
  const runs = await Promise.all(
    commands.map(([command, args]) =>
      measureCommand(command, args, { env: ctx.env, timeoutMs: 60 * 60_000, ...stdoutFor(true) }),
    ),
  );
  const wallSeconds = (performance.now() - t0) / 1000;
  const clientCpu = sum(runs.map((r) => r.cpuSeconds));
  return { runs, wallSeconds, clientCpu, cpu: cpuUse(before, cpuSnapshot(pids), clientCpu) };
}

async function check(
  ctx: ShardsContext,
  prefix: string,
  runs: readonly CommandRun[],
): Promise<string | undefined> {
  const objects = ctx.spec.count;
  const failed = runs.find((r) => r.exitCode !== 0);
  if (failed)
    return `exit ${failed.exitCode}: ${failed.stderr.trim().split('\n').slice(-2).join(' / ')}`;
  const present = (await listKeys(ctx.client, DST_BUCKET, prefix)).length;
  return present === objects
    ? undefined
    : `the destination holds ${present} objects, not ${objects}`;
}

/** The plan of `processes` shards, timed; one range for the whole bucket when 1. */
async function planShards(ctx: ShardsContext, processes: number) {
  if (processes === 1)
    return { planSeconds: undefined, entries: [{ shard: 1, 'start-after': '', 'end-at': '' }] };
  const plan = await measureCommand(
    process.execPath,
    [
      ctx.cli,
      'shards',
      `s3://${ctx.spec.bucket}/`,
      '--count',
      String(processes),
      '--quiet',
      ...ctx.endpointFlags,
    ],
    { env: ctx.env, stdout: 'capture' },
  );
  if (plan.exitCode !== 0) throw new Error(`shards exited with ${plan.exitCode}: ${plan.stderr}`);
  return { planSeconds: plan.wallSeconds, entries: (JSON.parse(plan.stdout!) as Matrix).include };
}

export async function timeSharded(
  ctx: ShardsContext,
  processes: number,
  round: number,
): Promise<void> {
  const prefix = `run-${++ctx.serial}-p${processes}/`;
  const destination = `s3://${DST_BUCKET}/${prefix}`;
  const { planSeconds, entries } = await planShards(ctx, processes);
  const group = await together(
    ctx,
    entries.map((entry) => [
      process.execPath,
      [
        ctx.cli,
        'sync',
        `s3://${ctx.spec.bucket}/`,
        destination,
        '--quiet',
        '--report',
        'json',
        ...ctx.endpointFlags,
        ...rangeFlags(entry),
      ],
    ]),
  );
  const error = await check(ctx, prefix, group.runs);
  ctx.rows.push({
    label:
      processes === 1
        ? 's3-sync sync, 1 process'
        : `s3-sync sync, ${processes} processes on the plan's ranges`,
    processes,
    round,
    planSeconds,
    wallSeconds: group.wallSeconds,
    clientCpuSeconds: group.clientCpu,
    serverCpuSeconds: group.cpu?.serverSeconds,
    otherCpuSeconds: group.cpu?.otherSeconds,
    maxPeakRssMb: Math.max(...group.runs.map((r) => r.peakRssMb ?? 0)) || undefined,
    objectsPerProcess: group.runs.map(
      (r) => ourReport<{ counts?: { transferred: number } }>(r)?.counts?.transferred ?? 0,
    ),
    error,
  });
  log(ctx.rows.at(-1)!);
  await deletePrefix(ctx.client, DST_BUCKET, prefix);
}

export async function timeRclone(ctx: ShardsContext, rclone: string, round: number): Promise<void> {
  const prefix = `run-${++ctx.serial}-rclone/`;
  const group = await together(ctx, [
    [
      rclone,
      [
        'sync',
        `rgw:${ctx.spec.bucket}`,
        `rgw:${DST_BUCKET}/${prefix.replace(/\/$/, '')}`,
        ...RCLONE_TUNING,
      ],
    ],
  ]);
  ctx.rows.push({
    label: `rclone sync ${RCLONE_TUNING.join(' ')}, 1 process`,
    processes: 1,
    round,
    planSeconds: undefined,
    wallSeconds: group.wallSeconds,
    clientCpuSeconds: group.clientCpu,
    serverCpuSeconds: group.cpu?.serverSeconds,
    otherCpuSeconds: group.cpu?.otherSeconds,
    maxPeakRssMb: group.runs[0]!.peakRssMb,
    objectsPerProcess: [ctx.spec.count],
    error: await check(ctx, prefix, group.runs),
  });
  log(ctx.rows.at(-1)!);
  await deletePrefix(ctx.client, DST_BUCKET, prefix);
}

function sum(values: ReadonlyArray<number | undefined>): number | undefined {
  return values.some((v) => v === undefined) ? undefined : values.reduce((a, b) => a! + b!, 0);
}

function log(row: ShardsRow): void {
  console.log(
    `  ${row.label}: plan ${fmt.s(row.planSeconds)} s, syncs ${row.wallSeconds.toFixed(2)} s, client CPU ${fmt.s(row.clientCpuSeconds)} s, RGW ${fmt.s(row.serverCpuSeconds)} s, other ${fmt.s(row.otherCpuSeconds)} s, per process ${row.objectsPerProcess.join('/')}` +
      (row.error ? `  FAILED: ${row.error}` : ''),
  );
}

/**
 * `npm run bench -- shards`: issue 15's benchmark. One S3-to-S3 sync of 100k small objects as
 * one process, and as 2 and 4 processes at once on the key ranges of `s3-sync shards` (each its
 * own process, as each matrix job is its own runner); the plan's own time; wall time and client
 * and server CPU per object. rclone (tuned) copies the same prefix once, as the peer. On one
 * machine the processes share its cores, so this measures the per-object costs that
 * docs/benchmarks.md ("Sharded syncs") turns into what N runners reach; it is not N runners.
 */
import { parseArgs } from 'node:util';
import { cpuSnapshot, cpuUse, findServerPids } from './lib/cpu.js';
import { deletePrefix, ensureBucket, ensureSeeded, listKeys } from './lib/buckets.js';
import { measureCommand, ourReport, stdoutFor, type CommandRun } from './lib/measure.js';
import { fmt, load1, markdownTable, writeResults } from './lib/report.js';
import { startSuite } from './lib/suite-start.js';
import { findPeers } from './lib/tools.js';
import { listSeedSpec } from './list.js';
import { RCLONE_TUNING } from './transfer-tools.js';

const DST_BUCKET = 'bench-shards-dst';

interface Matrix {
  include: Array<{ shard: number; 'start-after': string; 'end-at': string }>;
}

interface ShardsRow {
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

const rangeFlags = (entry: Matrix['include'][number]) => [
  ...(entry['start-after'] ? ['--start-after', entry['start-after']] : []),
  ...(entry['end-at'] ? ['--end-at', entry['end-at']] : []),
];

export async function runShardsSuite(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      objects: { type: 'string', default: '100000' },
      processes: { type: 'string', default: '1,2,4' },
      rounds: { type: 'string', default: '1' },
      'skip-peers': { type: 'boolean', default: false },
    },
  });
  const objects = Number(values.objects);
  const processCounts = values.processes.split(',').map(Number);
  const rounds = Number(values.rounds);
  const { machine, server, client, env, workspace } = startSuite();
  const peers = findPeers();
  const spec = listSeedSpec('nested', objects);
  const source = `s3://${spec.bucket}/`;
  const endpointFlags = ['--endpoint-url', server.endpoint];
  const rows: ShardsRow[] = [];
  let serial = 0;
  const started = performance.now();

  /** Runs commands at once; CPU of the server and the rest of the machine over all of them. */
  async function together(commands: ReadonlyArray<[string, string[]]>) {
    const pids = findServerPids();
    const before = cpuSnapshot(pids);
    const t0 = performance.now();
    const runs = await Promise.all(
      commands.map(([command, args]) =>
        measureCommand(command, args, { env, timeoutMs: 60 * 60_000, ...stdoutFor(true) }),
      ),
    );
    const wallSeconds = (performance.now() - t0) / 1000;
    const clientCpu = sum(runs.map((r) => r.cpuSeconds));
    return { runs, wallSeconds, clientCpu, cpu: cpuUse(before, cpuSnapshot(pids), clientCpu) };
  }

  async function check(prefix: string, runs: readonly CommandRun[]): Promise<string | undefined> {
    const failed = runs.find((r) => r.exitCode !== 0);
    if (failed)
      return `exit ${failed.exitCode}: ${failed.stderr.trim().split('\n').slice(-2).join(' / ')}`;
    const present = (await listKeys(client, DST_BUCKET, prefix)).length;
    return present === objects
      ? undefined
      : `the destination holds ${present} objects, not ${objects}`;
  }

  async function timeSharded(processes: number, round: number): Promise<void> {
    const prefix = `run-${++serial}-p${processes}/`;
    const destination = `s3://${DST_BUCKET}/${prefix}`;
    let planSeconds: number | undefined;
    let entries: Matrix['include'] = [{ shard: 1, 'start-after': '', 'end-at': '' }];
    if (processes > 1) {
      const plan = await measureCommand(
        process.execPath,
        [
          workspace.cli,
          'shards',
          source,
          '--count',
          String(processes),
          '--quiet',
          ...endpointFlags,
        ],
        { env, stdout: 'capture' },
      );
      if (plan.exitCode !== 0)
        throw new Error(`shards exited with ${plan.exitCode}: ${plan.stderr}`);
      planSeconds = plan.wallSeconds;
      entries = (JSON.parse(plan.stdout!) as Matrix).include;
    }
    const group = await together(
      entries.map((entry) => [
        process.execPath,
        [
          workspace.cli,
          'sync',
          source,
          destination,
          '--quiet',
          '--report',
          'json',
          ...endpointFlags,
          ...rangeFlags(entry),
        ],
      ]),
    );
    const error = await check(prefix, group.runs);
    rows.push({
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
    log(rows.at(-1)!);
    await deletePrefix(client, DST_BUCKET, prefix);
  }

  async function timeRclone(rclone: string, round: number): Promise<void> {
    const prefix = `run-${++serial}-rclone/`;
    const group = await together([
      [
        rclone,
        [
          'sync',
          `rgw:${spec.bucket}`,
          `rgw:${DST_BUCKET}/${prefix.replace(/\/$/, '')}`,
          ...RCLONE_TUNING,
        ],
      ],
    ]);
    rows.push({
      label: `rclone sync ${RCLONE_TUNING.join(' ')}, 1 process`,
      processes: 1,
      round,
      planSeconds: undefined,
      wallSeconds: group.wallSeconds,
      clientCpuSeconds: group.clientCpu,
      serverCpuSeconds: group.cpu?.serverSeconds,
      otherCpuSeconds: group.cpu?.otherSeconds,
      maxPeakRssMb: group.runs[0]!.peakRssMb,
      objectsPerProcess: [objects],
      error: await check(prefix, group.runs),
    });
    log(rows.at(-1)!);
    await deletePrefix(client, DST_BUCKET, prefix);
  }

  try {
    await ensureSeeded(client, server.endpoint, spec);
    await ensureBucket(client, DST_BUCKET);
    await deletePrefix(client, DST_BUCKET, ''); // leftovers of an interrupted run
    const loadBefore = load1();
    for (let round = 1; round <= rounds; round++) {
      console.log(`\n## round ${round}`);
      for (const processes of processCounts) await timeSharded(processes, round);
      if (peers.rclone && !values['skip-peers']) await timeRclone(peers.rclone, round);
    }
    const table = summaryTable(rows, objects);
    console.log(
      `\n### S3-to-S3 sync of ${objects.toLocaleString('en-US')} objects of ${spec.bodyBytes} bytes, sharded (load ${loadBefore} -> ${load1()})\n\n${table}`,
    );
    const file = writeResults('shards', {
      suite: 'shards',
      options: { objects, processes: processCounts, rounds, bodyBytes: spec.bodyBytes },
      machine,
      server: { endpoint: server.endpoint, origin: server.origin },
      rows,
      loadBefore,
      loadAfter: load1(),
      totalSeconds: (performance.now() - started) / 1000,
    });
    console.log(`\nresults: ${file}`);
  } finally {
    workspace.remove();
    await deletePrefix(client, DST_BUCKET, '').catch(() => undefined);
    client.destroy();
  }
}

function sum(values: ReadonlyArray<number | undefined>): number | undefined {
  return values.some((v) => v === undefined) ? undefined : values.reduce((a, b) => a! + b!, 0);
}

const perObjectUs = (seconds: number | undefined, objects: number) =>
  seconds === undefined ? undefined : (seconds / objects) * 1e6;

function log(row: ShardsRow): void {
  console.log(
    `  ${row.label}: plan ${fmt.s(row.planSeconds)} s, syncs ${row.wallSeconds.toFixed(2)} s, client CPU ${fmt.s(row.clientCpuSeconds)} s, RGW ${fmt.s(row.serverCpuSeconds)} s, other ${fmt.s(row.otherCpuSeconds)} s, per process ${row.objectsPerProcess.join('/')}` +
      (row.error ? `  FAILED: ${row.error}` : ''),
  );
}

/** Medians would hide which round failed: one row per run, as the suite's log shows them. */
function summaryTable(rows: readonly ShardsRow[], objects: number): string {
  const base = rows.find((r) => r.processes === 1 && r.label.startsWith('s3-sync'));
  return markdownTable(
    [
      'run',
      'round',
      'plan s',
      'syncs s',
      'plan + syncs s',
      'objects/s',
      'vs 1 process',
      'client CPU µs/object',
      'RGW CPU µs/object',
      'peak RSS MB (largest)',
      'note',
    ],
    rows.map((r) => {
      const total = r.wallSeconds + (r.planSeconds ?? 0);
      return [
        r.label,
        String(r.round),
        fmt.s(r.planSeconds),
        fmt.s(r.wallSeconds),
        fmt.s(total),
        fmt.int(objects / total),
        base ? fmt.x(base.wallSeconds / total) : '-',
        fmt.int(perObjectUs(r.clientCpuSeconds, objects)),
        fmt.int(perObjectUs(r.serverCpuSeconds, objects)),
        fmt.mb(r.maxPeakRssMb),
        r.error ?? '',
      ];
    }),
    [false, true, true, true, true, true, true, true, true, true, false],
  );
}

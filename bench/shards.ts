/**
 * `npm run bench -- shards`: issue 15's benchmark. One S3-to-S3 sync of 100k small objects as
 * one process, and as 2 and 4 processes at once on the key ranges of `s3-sync shards` (each its
 * own process, as each matrix job is its own runner); the plan's own time; wall time and client
 * and server CPU per object. rclone (tuned) copies the same prefix once, as the peer. On one
 * machine the processes share its cores, so this measures the per-object costs that
 * docs/benchmarks.md ("Sharded syncs") turns into what N runners reach; it is not N runners.
 * `--rtt-ms N` puts a round trip of N ms between every tool and the server (bench/lib/
 * delay-proxy.ts), as a runner sees against S3. The runs are in bench/shards-steps.ts.
 */
import { parseArgs } from 'node:util';
import { deletePrefix, ensureBucket, ensureSeeded } from './lib/buckets.js';
import { roundTripFor } from './lib/delay-proxy.js';
import { fmt, load1, markdownTable, writeResults } from './lib/report.js';
import { withRcloneEndpoint } from './lib/server.js';
import { startSuite } from './lib/suite-start.js';
import { findPeers } from './lib/tools.js';
import { listSeedSpec } from './list.js';
import {
  DST_BUCKET,
  timeRclone,
  timeSharded,
  type ShardsContext,
  type ShardsRow,
} from './shards-steps.js';

export async function runShardsSuite(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      objects: { type: 'string', default: '100000' },
      processes: { type: 'string', default: '1,2,4' },
      rounds: { type: 'string', default: '1' },
      'skip-peers': { type: 'boolean', default: false },
      'rtt-ms': { type: 'string', default: '0' },
    },
  });
  const objects = Number(values.objects);
  const processCounts = values.processes.split(',').map(Number);
  const rounds = Number(values.rounds);
  const { machine, server, client, env, workspace } = startSuite();
  const peers = findPeers();
  const spec = listSeedSpec('nested', objects);
  const roundTrip = await roundTripFor(server.endpoint, values['rtt-ms']);
  const ctx: ShardsContext = {
    client,
    env: withRcloneEndpoint(env, roundTrip.endpoint),
    cli: workspace.cli,
    spec,
    endpointFlags: ['--endpoint-url', roundTrip.endpoint],
    rows: [],
    serial: 0,
  };
  const started = performance.now();
  try {
    await ensureSeeded(client, server.endpoint, spec);
    await ensureBucket(client, DST_BUCKET);
    await deletePrefix(client, DST_BUCKET, ''); // leftovers of an interrupted run
    const loadBefore = load1();
    for (let round = 1; round <= rounds; round++) {
      console.log(`\n## round ${round}`);
      for (const processes of processCounts) await timeSharded(ctx, processes, round);
      if (peers.rclone && !values['skip-peers']) await timeRclone(ctx, peers.rclone, round);
    }
    const table = summaryTable(ctx.rows, objects);
    console.log(
      `\n### S3-to-S3 sync of ${objects.toLocaleString('en-US')} objects of ${spec.bodyBytes} bytes, sharded (load ${loadBefore} -> ${load1()})\n\n${table}`,
    );
    const file = writeResults('shards', {
      suite: 'shards',
      options: { objects, processes: processCounts, rounds, bodyBytes: spec.bodyBytes },
      machine,
      server: {
        endpoint: server.endpoint,
        origin: server.origin,
        ...(roundTrip.roundTripMs > 0 ? { roundTripMs: roundTrip.roundTripMs } : {}),
      },
      rows: ctx.rows,
      loadBefore,
      loadAfter: load1(),
      totalSeconds: (performance.now() - started) / 1000,
    });
    console.log(`\nresults: ${file}`);
  } finally {
    await roundTrip.close();
    workspace.remove();
    await deletePrefix(client, DST_BUCKET, '').catch(() => undefined);
    client.destroy();
  }
}

const perObjectUs = (seconds: number | undefined, objects: number) =>
  seconds === undefined ? undefined : (seconds / objects) * 1e6;

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

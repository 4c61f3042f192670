/**
 * `npm run bench -- list-memory`: issue #42's measure of the lister's memory. `s3-sync ls
 * --recursive` of 100k, 1M (and 10M) keys from a synthetic ListObjectsV2 server that computes
 * its keys (bench/lib/synthetic-list-server.ts), so that counts RGW cannot hold here can be
 * listed; peak RSS of the CLI's process (worker threads included) and its growth from the
 * smallest count. Peak RSS hardly moves with the machine's load; wall time does, so it is shown
 * only to say the run was whole, never to compare. `--baseline DIST` adds the build before (a
 * copy of its dist/) on the same servers, a row after each of ours.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startDelayProxy, type DelayProxy } from './lib/delay-proxy.js';
import { describeFailure, measureCommand, RSS_METHOD } from './lib/measure.js';
import { describeMachine, fmt, markdownTable, printMachine, writeResults } from './lib/report.js';
import { startSyntheticListServer } from './lib/synthetic-list-server.js';
import { makeWorkspace } from './lib/tools.js';

interface MemoryRow {
  readonly objects: number;
  readonly lister: string;
  readonly listed: number | undefined;
  readonly peakRssMb: number | undefined;
  readonly cpuSeconds: number | undefined;
  readonly wallSeconds: number;
}

export async function runListMemorySuite(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      objects: { type: 'string', default: '100000,1000000' },
      listers: { type: 'string', default: 'threaded' },
      'rtt-ms': { type: 'string', default: '0' },
      'node-options': { type: 'string', default: '' },
      baseline: { type: 'string', default: '' },
    },
  });
  const counts = values.objects.split(',').map(Number);
  const listers = values.listers.split(',');
  const rttMs = Number(values['rtt-ms']);
  if (counts.some((n) => !(n > 0)) || !(rttMs >= 0)) {
    throw new Error(
      'usage: list-memory [--objects 100000,1000000] [--listers threaded,single] [--rtt-ms N] [--node-options "--max-old-space-size=48"] [--baseline DIST]',
    );
  }
  printMachine(describeMachine());
  console.log(`peak RSS by ${RSS_METHOD}; round trip added: ${rttMs} ms`);
  const workspace = makeWorkspace();
  // The build before (a copy of its dist/), each lister run after ours on the same server.
  const clis: Array<{ cli: string; suffix: string }> = [{ cli: workspace.cli, suffix: '' }];
  if (values.baseline)
    clis.push({ cli: path.resolve(values.baseline, 'cli', 'index.js'), suffix: ' (before)' });
  const rows: MemoryRow[] = [];
  try {
    for (const objects of counts) {
      const server = await startSyntheticListServer(objects);
      let proxy: DelayProxy | undefined;
      try {
        if (rttMs > 0) proxy = await startDelayProxy(server.endpoint, rttMs);
        const endpoint = proxy?.endpoint ?? server.endpoint;
        for (const lister of listers)
          for (const { cli, suffix } of clis)
            rows.push({
              ...(await measureOne({
                cli,
                endpoint,
                objects,
                lister,
                nodeOptions: values['node-options'],
              })),
              lister: `${lister}${suffix}`,
            });
      } finally {
        await proxy?.close();
        await server.close();
      }
    }
  } finally {
    workspace.remove();
  }
  const base = new Map<string, number | undefined>();
  for (const r of rows) if (!base.has(r.lister)) base.set(r.lister, r.peakRssMb);
  console.log(
    markdownTable(
      ['objects', 'lister', 'listed', 'peak RSS MB', 'growth', 'CPU s'],
      rows.map((r) => [
        fmt.int(r.objects),
        r.lister,
        fmt.int(r.listed),
        fmt.mb(r.peakRssMb),
        fmt.x(r.peakRssMb !== undefined ? r.peakRssMb / base.get(r.lister)! : undefined),
        fmt.s(r.cpuSeconds),
      ]),
    ),
  );
  console.log(`results: ${writeResults('list-memory', { rttMs, rows })}`);
}

/** One `ls --recursive` of the synthetic bucket: which build, which lister, against what. */
interface MemoryCase {
  readonly cli: string;
  readonly endpoint: string;
  /** How many keys the synthetic server holds. */
  readonly objects: number;
  readonly lister: string;
  readonly nodeOptions: string;
}

async function measureOne({
  cli,
  endpoint,
  objects,
  lister,
  nodeOptions,
}: MemoryCase): Promise<MemoryRow> {
  const args = [cli, 'ls', 's3://synthetic/', '--recursive', '--bucket-lister', lister];
  const run = await measureCommand(process.execPath, [...args, '--endpoint-url', endpoint], {
    env: {
      PATH: process.env.PATH ?? '',
      AWS_ACCESS_KEY_ID: 'synthetic',
      AWS_SECRET_ACCESS_KEY: 'synthetic',
      AWS_REGION: 'us-east-1',
      NODE_OPTIONS: nodeOptions,
    },
    stdout: 'count-lines',
  });
  if (run.exitCode !== 0) throw describeFailure(`ls of ${objects} keys (${lister})`, run);
  return {
    objects,
    lister,
    listed: run.stdoutLines,
    peakRssMb: run.peakRssMb,
    cpuSeconds: run.cpuSeconds,
    wallSeconds: run.wallSeconds,
  };
}

/**
 * `npm run bench -- cache`: issue 12's benchmark. A generated node_modules-like tree (50,000
 * files by default, bench/cache-tree.ts) is saved and restored, in one run, by:
 *   - ours: `s3-sync cache save` / `cache restore` (a full save, a restore into an empty folder,
 *     a save after 1% of the files changed, ten such saves in a row, and a restore of the last);
 *   - the actions/cache way by hand: `tar | zstd -T0` uploaded as one object with the aws-cli,
 *     restored by download, then `zstd -d | tar -x`;
 *   - per file: `s3-sync sync` and `aws s3 sync` of the same tree;
 *   - the local floor: `tar -xf` of an uncompressed local tar into an empty folder.
 * Each row has wall time, the tool's CPU, the server's CPU in the same window and peak RSS.
 * Before the first timed step each build saves a small tree once, untimed, into a throwaway
 * prefix of the run that is then deleted (bench/cache-steps.ts): the first writes of a run to the
 * server cost more than any after them, and the first timed save would pay it alone.
 * Then `--restore-rounds N` rounds (default 3) restore the last entry ours, the archive way and
 * the floor in turn (each round after the trees set aside so far are removed), and the restore
 * targets take the median of the rounds' own ratios.
 *
 * `--baseline DIR` runs every step of ours with another build too (DIR is a copy of dist/ taken
 * before a change, as in `bench large`), each into a store of its own, alternating which goes
 * first, and prints the pairs side by side. `--skip-peers` leaves out everything but ours (the
 * archive way, per-file syncs, the floor); `--files`, `--large-files` and `--increments` size the
 * run (2,000 files, 1 large, 2 increments is a smoke run of about a minute). `--rtt-ms N` puts
 * a round trip of N ms between every tool and the server (bench/lib/delay-proxy.ts), for ours
 * and the archive way alike, saves and restores: what a runner sees against S3.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { countTree, treeDigest, writeTree, type TreeSpec } from './cache-tree.js';
import { BUCKET, makeCacheRun, type Build, type CacheRun } from './cache-run.js';
import { restoreRounds, runOurs, warmUp, type OursResult } from './cache-steps.js';
import {
  abRows,
  abTable,
  ratio,
  roundRatios,
  roundsTable,
  runsTable,
  type RestoreRounds,
} from './cache-summary.js';
import { targetRows, targetsTable } from './cache-targets.js';
import { runPeers, type Peers } from './cache-tools.js';
import { deletePrefix, ensureBucket } from './lib/buckets.js';
import { startDelayProxy } from './lib/delay-proxy.js';
import { fmt, writeResults } from './lib/report.js';
import { startSuite, type Suite } from './lib/suite-start.js';

const OPTIONS = {
  files: { type: 'string', default: '50000' },
  'large-files': { type: 'string', default: '4' },
  seed: { type: 'string', default: '42' },
  increments: { type: 'string', default: '10' },
  'skip-aws': { type: 'boolean', default: false },
  'skip-peers': { type: 'boolean', default: false },
  'memory-trace': { type: 'boolean', default: false },
  baseline: { type: 'string', default: '' },
  'restore-rounds': { type: 'string', default: '3' },
  'rtt-ms': { type: 'string', default: '0' },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS }>>['values'];

/**
 * Ours, and with --baseline another build of ours (a copy of dist/ taken before a change) that
 * runs every step of ours too, into a store of its own, alternating which goes first: the A/B
 * that docs/benchmarks.md used to describe as commands to type.
 */
function buildsOf(cli: string, runId: string, baseline: string): Build[] {
  const builds: Build[] = [{ id: 'ours', label: '', cli, store: `s3://${BUCKET}/${runId}/` }];
  if (baseline)
    builds.push({
      id: 'before',
      label: ` [the build in ${baseline}]`,
      cli: path.resolve(baseline, 'cli', 'index.js'),
      store: `s3://${BUCKET}/${runId}/before/`,
    });
  return builds;
}

/** What the suite measured, for its tables and results file. */
interface Measured {
  readonly values: Values;
  readonly spec: TreeSpec;
  readonly increments: number;
  readonly totalBytes: number;
  readonly ours: OursResult;
  readonly peers: Peers | undefined;
  readonly inRounds: RestoreRounds;
}

/** Prints the tables and writes the results file. */
function report(suite: Suite, run: CacheRun, m: Measured, started: number): void {
  const { values, spec, increments, ours, peers, inRounds } = m;
  const rounds = peers ? Number(values['restore-rounds']) : 0;
  const ratios = roundRatios(inRounds);
  const restoreVsArchive =
    rounds > 0 ? ratios.medianVsArchive : ratio(peers?.archiveOnce, ours.fresh);
  const restoreVsFloor = rounds > 0 ? ratios.medianVsFloor : ratio(ours.fresh, peers?.floorOnce);
  if (rounds > 0) console.log('\n' + roundsTable(inRounds, ratios));
  const targets = targetRows({
    ours,
    increments,
    rows: run.rows,
    restoreVsArchive,
    restoreVsFloor,
    oursSync: peers?.oursSync,
    awsSync: peers?.awsSync,
  });
  console.log(
    `\n### Cache save and restore, ${spec.files.toLocaleString('en-US')} files, ${fmt.mb(m.totalBytes / 1e6)} MB\n`,
  );
  console.log(runsTable(run.rows));
  console.log(targetsTable(targets));
  const ab = abRows(run.rows, values.baseline);
  if (ab.length) console.log(abTable(values.baseline, ab));
  const { server } = suite;
  const file = writeResults('cache', {
    suite: 'cache',
    options: { ...spec, increments, totalBytes: m.totalBytes, changedBytes: ours.changedBytes },
    machine: suite.machine,
    server: {
      endpoint: server.endpoint,
      origin: server.origin,
      roundTripMs: Number(values['rtt-ms']),
    },
    rows: run.rows,
    targets,
    ...(ab.length ? { baseline: values.baseline, ab } : {}),
    totalSeconds: (performance.now() - started) / 1000,
  });
  console.log(
    `\nresults: ${file} (whole suite: ${((performance.now() - started) / 1000).toFixed(0)} s)`,
  );
}

export async function runCacheSuite(argv: string[]): Promise<void> {
  const { values } = parseArgs({ args: argv, options: OPTIONS });
  const roundTripMs = Number(values['rtt-ms']);
  const spec: TreeSpec = {
    files: Number(values.files),
    largeFiles: Number(values['large-files']),
    seed: Number(values.seed),
  };
  const increments = Number(values.increments);
  const suite = startSuite();
  const { server, client, workspace } = suite;
  const proxy = roundTripMs > 0 ? await startDelayProxy(server.endpoint, roundTripMs) : undefined;
  if (proxy) console.log(`delay proxy at ${proxy.endpoint}: ${roundTripMs} ms round trip`);
  const runId = `run-${Date.now().toString(36)}`;
  const started = performance.now();
  const run = makeCacheRun({
    cwd: workspace.dir,
    env: suite.env,
    endpoint: proxy?.endpoint ?? server.endpoint,
    builds: buildsOf(workspace.cli, runId, values.baseline),
    memoryTrace: values['memory-trace'],
  });
  try {
    await ensureBucket(client, BUCKET);
    console.log(`\n## tree: ${spec.files.toLocaleString('en-US')} files, seed ${spec.seed}`);
    const layout = writeTree(run.tree, spec);
    const digest0 = treeDigest(run.tree);
    console.log(`  ${fmt.mb(layout.totalBytes / 1e6)} MB in ${countTree(run.tree).files} files`);
    await warmUp(run, { client, runId, seed: spec.seed });
    const ours = await runOurs(run, { spec, digest0, increments });
    const peers = values['skip-peers']
      ? undefined
      : await runPeers(run, {
          digest: ours.digest,
          store: run.builds[0]!.store,
          skipAws: values['skip-aws'],
        });
    const rounds = peers ? Number(values['restore-rounds']) : 0;
    const inRounds = peers
      ? await restoreRounds(run, peers, { rounds, increments, digest: ours.digest })
      : { ours: [], archive: [], floor: [] };
    const measured = {
      values,
      spec,
      increments,
      totalBytes: layout.totalBytes,
      ours,
      peers,
      inRounds,
    };
    report(suite, run, measured, started);
  } finally {
    await proxy?.close();
    workspace.remove();
    await deletePrefix(client, BUCKET, `${runId}/`).catch(() => undefined);
    client.destroy();
  }
}

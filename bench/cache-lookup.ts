/**
 * `npm run bench -- cache-lookup`: issue 12's lookup target. 10,000 entries under one restore-key
 * prefix (filler manifests seeded straight into the store's layout, then one real entry saved
 * last, so it is the newest), and `cache restore --lookup-only` with a primary key that misses
 * and the prefix as restore key: the lookup must read every page and pick the newest.
 * `--rtt-ms N` puts a round trip of N ms between the CLI and the server (bench/lib/
 * delay-proxy.ts), as a runner sees against S3.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { computeCacheVersion } from '../src/cache/store/cache-version.js';
import { manifestName } from '../src/cache/store/cache-names.js';
import { ensureSeeded } from './lib/buckets.js';
import { roundTripFor } from './lib/delay-proxy.js';
import { describeFailure, lastJsonLine, measureCommand, type CommandRun } from './lib/measure.js';
import { fmt, markdownTable, median, writeResults } from './lib/report.js';
import { startSuite } from './lib/suite-start.js';

// The scope the fillers are seeded in, and that the CLI reads by name (--literal-scope).
const SCOPE = 'default';
const TREE = 'tree';

interface LookupReport {
  readonly outcome?: string;
  readonly matchedKey?: string;
  readonly phases?: ReadonlyArray<{ name: string; startMs?: number; endMs?: number }>;
}

/** The lookup phase's seconds from a run's JSON report, checked to have matched the newest. */
function lookupSecondsOf(result: CommandRun): number {
  if (result.exitCode !== 0) throw describeFailure('cache restore --lookup-only', result);
  const report =
    lastJsonLine<LookupReport>(result.stdout ?? '') ?? lastJsonLine<LookupReport>(result.stderr);
  const phase = report?.phases?.find((p) => p.name === 'lookup');
  if (report?.matchedKey !== 'lk-zz-newest')
    throw new Error(
      `the lookup matched ${JSON.stringify(report?.matchedKey)}, not the newest entry`,
    );
  return phase?.startMs !== undefined && phase.endMs !== undefined
    ? (phase.endMs - phase.startMs) / 1000
    : NaN;
}

/** `runs` lookups, each printed; their table rows, wall times and lookup phases. */
async function timeLookups(cli: (args: string[]) => Promise<CommandRun>, runs: number) {
  const rows: string[][] = [];
  const walls: number[] = [];
  const lookups: number[] = [];
  for (let run = 1; run <= runs; run++) {
    const result = await cli([
      'restore',
      '--key',
      'lk-miss',
      '--restore-keys',
      'lk-',
      '--lookup-only',
    ]);
    const lookupSeconds = lookupSecondsOf(result);
    walls.push(result.wallSeconds);
    lookups.push(lookupSeconds);
    rows.push([
      String(run),
      fmt.s(lookupSeconds),
      fmt.s(result.wallSeconds),
      fmt.s(result.cpuSeconds),
      fmt.s(result.cpu?.serverSeconds),
    ]);
    console.log(
      `  run ${run}: lookup ${fmt.s(lookupSeconds)} s, whole command ${fmt.s(result.wallSeconds)} s`,
    );
  }
  return { rows, walls, lookups };
}

export async function runCacheLookupSuite(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      entries: { type: 'string', default: '10000' },
      runs: { type: 'string', default: '5' },
      'rtt-ms': { type: 'string', default: '0' },
    },
  });
  const entries = Number(values.entries);
  const runs = Number(values.runs);
  const { machine, server, client, env, workspace } = startSuite();
  const bucket = `bench-cache-lookup-${entries}`;
  const version = computeCacheVersion([TREE], { crossOs: false });
  const store = { bucket, prefix: '' };
  const roundTrip = await roundTripFor(server.endpoint, values['rtt-ms']);
  try {
    await ensureSeeded(client, server.endpoint, {
      bucket,
      count: entries,
      key: (i) => manifestName(store, SCOPE, version, `lk-${String(i).padStart(6, '0')}`),
      bodyBytes: 200,
    });
    mkdirSync(path.join(workspace.dir, TREE));
    writeFileSync(path.join(workspace.dir, TREE, 'file.txt'), 'the newest entry\n');
    const cli = (args: string[]) =>
      measureCommand(
        process.execPath,
        [
          workspace.cli,
          'cache',
          ...args,
          '--path',
          TREE,
          `s3://${bucket}/`,
          '--literal-scope',
          SCOPE,
          '--endpoint-url',
          roundTrip.endpoint,
          '--report',
          'json',
        ],
        { env, cwd: workspace.dir, stdout: 'capture' },
      );
    // Saved after the fillers, so that it is the newest entry under the prefix.
    const save = await cli(['save', '--key', 'lk-zz-newest', '--update']);
    if (save.exitCode !== 0) throw describeFailure('cache save', save);

    const { rows, walls, lookups } = await timeLookups(cli, runs);
    console.log(
      `\n### Lookup over ${(entries + 1).toLocaleString('en-US')} entries under one prefix (restore-key hit on the newest)\n\n` +
        markdownTable(['run', 'lookup phase s', 'command wall s', 'CPU s', 'RGW CPU s'], rows),
    );
    console.log(
      `\nmedian lookup ${fmt.s(median(lookups))} s; median command ${fmt.s(median(walls))} s`,
    );
    const file = writeResults('cache-lookup', {
      suite: 'cache-lookup',
      entries,
      runs,
      ...(roundTrip.roundTripMs > 0 ? { roundTripMs: roundTrip.roundTripMs } : {}),
      machine,
      lookups,
      walls,
    });
    console.log(`results: ${file}`);
  } finally {
    await roundTrip.close();
    workspace.remove();
    client.destroy();
  }
}

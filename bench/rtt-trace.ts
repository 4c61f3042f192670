/**
 * `npm run bench -- rtt-trace`: the round trips in a row a cache restore waits on, counted from
 * a trace of its requests through the delaying proxy (bench/lib/delay-proxy.ts,
 * bench/lib/round-trips.ts), not timed: other work on the machine does not change the count. A
 * small tree is saved once into two scopes without the proxy (`--literal-scope`), then restored
 * into an empty folder through the proxy in four cases: the exact key in the first scope; a
 * restore key (the exact key missing); the exact key only in the second scope; and, with
 * `--large-files`, the same exact hit of a tree with large files. Every request is listed with
 * its depth, then the count.
 *
 *   [--rtt-ms 80] [--files 300] [--large-files 0] [--cli FILE (default: dist/cli/index.js;
 *   a .ts file runs from sources through tsx)] [--cases exact,restore-key,second-scope]
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { countTree, writeTree } from './cache-tree.js';
import { ensureBucket } from './lib/buckets.js';
import { startDelayProxy, type ProxyEvent } from './lib/delay-proxy.js';
import { measureCommand } from './lib/measure.js';
import { formatRoundTrips, roundTrips } from './lib/round-trips.js';
import { startSuite, type Suite } from './lib/suite-start.js';

const BUCKET = 'bench-rtt-trace';
const TREE = 'tree';

const OPTIONS = {
  'rtt-ms': { type: 'string', default: '80' },
  files: { type: 'string', default: '300' },
  'large-files': { type: 'string', default: '0' },
  cli: { type: 'string' },
  cases: { type: 'string', default: 'exact,restore-key,second-scope' },
} as const;

/** Each case's flags: the key, the restore keys, the scopes read in order. */
const CASES: Record<string, string[]> = {
  exact: ['--key', 'deps-1', '--literal-scope', 'one', '--literal-scope', 'two'],
  'restore-key': [
    ...['--key', 'deps-2', '--restore-keys', 'deps-'],
    ...['--literal-scope', 'one', '--literal-scope', 'two'],
  ],
  'second-scope': ['--key', 'only-two', '--literal-scope', 'one', '--literal-scope', 'two'],
};

interface TraceContext {
  readonly suite: Suite;
  /** How node starts the CLI: the bundle, or the sources through tsx. */
  readonly node: string[];
  readonly store: string;
}

async function cacheCommand(ctx: TraceContext, cwd: string, args: string[], endpoint: string) {
  const run = await measureCommand(
    process.execPath,
    [...ctx.node, 'cache', ...args, ctx.store, '--path', TREE, '--endpoint-url', endpoint],
    { env: ctx.suite.env, cwd, stdout: 'capture', timeoutMs: 10 * 60_000 },
  );
  if (run.exitCode !== 0) throw new Error(`cache ${args[0]} failed: ${run.stderr.slice(-800)}`);
  return run;
}

/** One restore through the proxy, into an empty folder: its requests' trace. */
async function traceRestore(
  ctx: TraceContext,
  cwd: string,
  args: string[],
  roundTripMs: number,
): Promise<ProxyEvent[]> {
  const events: ProxyEvent[] = [];
  const endpoint = ctx.suite.server.endpoint;
  const proxy = await startDelayProxy(endpoint, roundTripMs, (event) => events.push(event));
  mkdirSync(cwd, { recursive: true });
  try {
    await cacheCommand(ctx, cwd, ['restore', ...args, '--fail-on-cache-miss'], proxy.endpoint);
  } finally {
    await proxy.close();
  }
  return events;
}

export async function runRttTraceSuite(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: OPTIONS });
  const roundTripMs = Number(values['rtt-ms']);
  const suite = startSuite();
  const cli = path.resolve(values.cli ?? suite.workspace.cli);
  // From sources, tsx compiles the CLI (and its worker threads register it themselves).
  const node = cli.endsWith('.ts') ? ['--import', import.meta.resolve('tsx'), cli] : [cli];
  await ensureBucket(suite.client, BUCKET);
  const ctx = { suite, node, store: `s3://${BUCKET}/run-${Date.now().toString(36)}/` };
  const work = path.join(suite.workspace.dir, 'rtt-trace');
  const spec = { files: Number(values.files), largeFiles: Number(values['large-files']), seed: 42 };
  const source = path.join(work, 'source');
  writeTree(path.join(source, TREE), spec);
  const endpoint = suite.server.endpoint;
  await cacheCommand(ctx, source, ['save', '--key', 'deps-1', '--literal-scope', 'one'], endpoint);
  await cacheCommand(
    ctx,
    source,
    ['save', '--key', 'only-two', '--literal-scope', 'two'],
    endpoint,
  );
  console.log(
    `tree: ${spec.files} files, ${spec.largeFiles} large; round trip ${roundTripMs} ms; ${cli}`,
  );
  for (const name of values.cases.split(',')) {
    const caseArgs = CASES[name];
    if (!caseArgs) throw new Error(`--cases: no case ${JSON.stringify(name)}`);
    const cwd = path.join(work, name);
    const events = await traceRestore(ctx, cwd, caseArgs, roundTripMs);
    const restored = countTree(path.join(cwd, TREE)).files;
    if (restored !== countTree(path.join(source, TREE)).files)
      throw new Error(`${name}: ${restored} files restored, not all of the tree`);
    rmSync(cwd, { recursive: true, force: true });
    console.log(`\n${name}:`);
    for (const line of formatRoundTrips(roundTrips(events), roundTripMs)) console.log(line);
  }
  suite.workspace.remove();
}

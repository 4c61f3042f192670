/**
 * `npm run bench -- list`: issue 3's listing benchmark. Seeds (once) buckets of N objects in a
 * flat and a nested layout, then times the aws-cli, rclone, `s3-sync ls` with both listers and
 * the raw-chain floor, alternating the order over several rounds, and reports medians.
 * `--proxy` runs the same through the shaping proxy (added round trip, AWS's page layout).
 * A section's runs and table are in bench/list-steps.ts, the targets in bench/list-targets.ts.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startShapingProxy, type ShapingProxy } from '../test/support/shaping-proxy.js';
import { ensureSeeded, type SeedSpec } from './lib/buckets.js';
import { load1, markdownTable, writeResults } from './lib/report.js';
import { toolEnv, withRcloneEndpoint, type BenchServer } from './lib/server.js';
import { bundleRawChain, findPeers } from './lib/tools.js';
import { startSuite, type Suite } from './lib/suite-start.js';
import { listTools, type ListTool } from './list-tools.js';
import { listTargets } from './list-targets.js';
import { timeSection, type Section } from './list-steps.js';

const pad = (n: number, width: number) => String(n).padStart(width, '0');
export const LAYOUTS = {
  flat: (i: number) => `object-${pad(i, 7)}.json`,
  nested: (i: number) =>
    `tree/d${pad(Math.floor(i / 1000), 3)}/s${pad(Math.floor(i / 100) % 10, 2)}/part-${pad(i, 7)}.json.gz`,
} as const;
export type Layout = keyof typeof LAYOUTS;

export function listSeedSpec(layout: Layout, count: number): SeedSpec {
  return { bucket: `bench-list-${layout}-${count}`, count, key: LAYOUTS[layout], bodyBytes: 64 };
}

const OPTIONS = {
  objects: { type: 'string', default: '100000' },
  'memory-objects': { type: 'string', default: '10000' },
  rounds: { type: 'string', default: '3' },
  layouts: { type: 'string', default: 'flat,nested' },
  proxy: { type: 'boolean', default: false },
  'rtt-ms': { type: 'string', default: '40' },
  'aws-layout': { type: 'boolean', default: true },
  'no-aws-layout': { type: 'boolean', default: false },
  'bandwidth-mbps': { type: 'string' },
  'proxy-peers': { type: 'boolean', default: false },
  'skip-memory': { type: 'boolean', default: false },
  baseline: { type: 'string', default: '' },
  'skip-peers': { type: 'boolean', default: false },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS }>>['values'];

/** What --proxy asks of the shaping proxy: a round trip added, AWS's page layout, a bandwidth. */
function proxyOptionsOf(values: Values) {
  return {
    addedRoundTripMs: Number(values['rtt-ms']),
    awsLayout: values['aws-layout'] && !values['no-aws-layout'],
    bandwidthBytesPerSec: values['bandwidth-mbps']
      ? (Number(values['bandwidth-mbps']) * 1e6) / 8
      : undefined,
  };
}

/** Where the tools list and with what: through the shaping proxy with --proxy. */
interface Route {
  readonly proxy: ShapingProxy | undefined;
  readonly endpoint: string;
  readonly env: NodeJS.ProcessEnv;
  readonly tools: readonly ListTool[];
  readonly mode: string;
}

async function routeOf(values: Values, server: BenchServer, tools: ListTool[]): Promise<Route> {
  if (!values.proxy)
    return {
      proxy: undefined,
      endpoint: server.endpoint,
      env: toolEnv(server),
      tools,
      mode: 'loopback',
    };
  const proxyOptions = proxyOptionsOf(values);
  const proxy = await startShapingProxy({ upstream: server.endpoint, ...proxyOptions });
  const endpoint = proxy.endpoint;
  // rclone's Ceph provider lists with ListObjects V1, which the proxy does not re-layout.
  const env = {
    ...withRcloneEndpoint(toolEnv(server), endpoint),
    RCLONE_CONFIG_RGW_LIST_VERSION: '2',
  };
  const routed = values['proxy-peers']
    ? tools
    : tools.filter((t) => !t.id.startsWith('aws') && !t.id.startsWith('rclone'));
  console.log(`shaping proxy at ${endpoint}: ${JSON.stringify(proxyOptions)}`);
  const mode =
    `proxy +${proxyOptions.addedRoundTripMs} ms${proxyOptions.awsLayout ? ', AWS layout' : ''}` +
    (values['bandwidth-mbps'] ? `, ${values['bandwidth-mbps']} Mbit/s` : '');
  return { proxy, endpoint, env, tools: routed, mode };
}

/** The tools of the run: the peers, ours with both listers, the raw chain, the baseline's. */
function toolsOf(values: Values, workspace: Suite['workspace']): ListTool[] {
  const rawChain = bundleRawChain(workspace);
  // Builds with parallel ranges also get a row for one chain, the original design.
  const help = execFileSync(process.execPath, [workspace.cli, 'help'], { encoding: 'utf8' });
  const oneChainVariant = help.includes('--list-concurrency');
  return listTools(
    values['skip-peers'] ? { aws: undefined, rclone: undefined } : findPeers(),
    workspace.cli,
    rawChain,
    {
      oneChainVariant,
      baselineCli: values.baseline ? path.resolve(values.baseline, 'cli', 'index.js') : undefined,
    },
  );
}

export async function runListSuite(argv: string[]): Promise<void> {
  const { values } = parseArgs({ args: argv, options: OPTIONS });
  const objects = Number(values.objects);
  const memoryObjects = Number(values['memory-objects']);
  const rounds = Number(values.rounds);
  const layouts = values.layouts.split(',').filter((l): l is Layout => l in LAYOUTS);
  if (!(objects > 0) || !(rounds > 0) || layouts.length === 0) {
    throw new Error('usage: list [--objects N] [--rounds R] [--layouts flat,nested] [--proxy ...]');
  }
  const { machine, server, client, workspace } = startSuite();
  let proxy: ShapingProxy | undefined;
  try {
    const allTools = toolsOf(values, workspace);
    const scratchDir = path.join(workspace.dir, 'dryrun-target');
    mkdirSync(scratchDir);
    const seeding = [];
    for (const layout of layouts)
      seeding.push(await ensureSeeded(client, server.endpoint, listSeedSpec(layout, objects)));
    const route = await routeOf(values, server, allTools);
    ({ proxy } = route);
    const { endpoint, env, tools, mode } = route;
    const sections: Section[] = [];
    for (const layout of layouts) {
      const bucket = listSeedSpec(layout, objects).bucket;
      const target = { endpoint, bucket, scratchDir };
      sections.push(
        await timeSection(
          `${mode}, ${layout}, ${objects.toLocaleString('en-US')} objects`,
          target,
          { tools, rounds, env, expected: objects, proxy },
        ),
      );
    }
    let memory: Section | undefined;
    if (!values.proxy && !values['skip-memory']) {
      const small = listSeedSpec('flat', memoryObjects);
      await ensureSeeded(client, server.endpoint, small);
      const ours = tools.filter((t) => t.id.startsWith('s3-sync'));
      memory = await timeSection(
        `loopback, flat, ${memoryObjects.toLocaleString('en-US')} objects (memory)`,
        { endpoint, bucket: small.bucket, scratchDir },
        { tools: ours, rounds, env, expected: memoryObjects },
      );
    }
    const targets = listTargets(sections, memory, Boolean(values.proxy));
    console.log(
      `\n### Targets (issue 3)\n\n${markdownTable(
        ['condition', 'target', 'measured', 'met'],
        targets.map((t) => [t.condition, t.target, t.measured, t.met]),
        [false, false, false, false],
      )}`,
    );
    const file = writeResults(values.proxy ? 'list-proxy' : 'list', {
      suite: 'list',
      mode,
      options: {
        objects,
        rounds,
        layouts,
        proxy: values.proxy ? proxyOptionsOf(values) : undefined,
        memoryObjects,
      },
      machine,
      server: { endpoint: server.endpoint, origin: server.origin },
      seeding,
      sections,
      memory,
      targets,
      loadAfter: load1(),
    });
    console.log(`\nresults: ${file}`);
  } finally {
    await proxy?.close();
    workspace.remove();
    client.destroy();
  }
}

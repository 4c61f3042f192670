/**
 * Where ours spends its CPU: each workload run once under `node --cpu-prof` (every thread writes
 * its own profile), from tsc's unbundled output, so that each function keeps its file and the
 * bundle's single file does not hide which module it is. Self time is summed per function and
 * per area. Node's own frames (fs, crypto, streams, sockets) are charged to the nearest caller
 * of ours or of a package, since `fs.write` called by the file landing is file landing; with no
 * such caller (a socket's read, a timer) they keep an area of their own.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listTurn, toolTurn, type CpuContext } from './cpu-turns.js';
import { ourCpuTool, type CpuWorkload } from './cpu-tools.js';
import { fmt, markdownTable } from './lib/report.js';
import { REPO_ROOT } from './lib/server.js';
import type { CpuRun } from './cpu-summary.js';

/** First match wins. Tested against a frame's file (`url`) and function name. */
const AREAS: ReadonlyArray<readonly [string, RegExp]> = [
  ['GC', /^\(garbage collector\)/],
  [
    'content digests (MD5 of bodies and files)',
    /\/s3\/(body-digests|content-md5)\.js|\/transfer\/(file-hasher|file-md5)\.js|\/cache\/store\/file-digest\.js|\/cache\/save\/(content-hashes|save-hash)\.js/,
  ],
  [
    'signing and request building',
    /\/s3\/(sigv4|bodiless-sigv4|query-string|signing-clock|send-signed|object-params|direct-requests|raw-get|raw-object|raw-exchange|hedged-request|content-md5|client|s3-session|bucket-target)\.js|\/s3\/list\/(sign-list-request|sigv4-list-signer|list-request|page-request|borrowed-credentials)\.js|@smithy\/(signature-v4|middleware|protocol-http|smithy-client|core|util-uri|querystring|util-endpoints|url-parser)|@aws-sdk\/(middleware|core|signature|util-endpoints|client-s3)/,
  ],
  [
    'response parsing',
    /\/s3\/list\/(page-scanner|decode-key|next-token|packed-entries|object-entry|list-chain|list-objects)\.js|\/s3\/(answer-head|raw-answer|error-response|xml-safe|s3-failure|content-range)\.js|fast-xml-parser|xml-builder|@smithy\/(util-stream|node-http-handler)/,
  ],
  [
    'planner (list sides, compare, decisions)',
    /\/sync\/|\/s3\/list\/(key-order|split-planner|keyspace-model|parallel-ranges|list-concurrency|request-limiter|single-lister)\.js|\/cache\/restore\/(restore-plan|restore-prepare|restore-targets|folder-states)\.js/,
  ],
  ["worker threads (eval'd code: file hasher, list and cache workers)", /\[worker eval\]/],
  [
    'local files (open, read, write, rename, stat)',
    /\/transfer\/(land-file|temp-files|temp-names|gather-writer|local-folders|download|ranged-download|stream-check|range-check)\.js|\/cache\/restore\/|\/cache\/store\/(tar-header|zstd-frame|blob-transfer)\.js|node:internal\/fs\/|node:fs /,
  ],
  [
    'worker hand-offs',
    /list-worker|threaded-lister|cache\/workers\/|node:internal\/worker|node:worker_threads|messageport|structuredClone/,
  ],
  [
    'summary bookkeeping (report, progress, phases)',
    /\/report\/|\/(job-progress|phases|changed-keys)\.js|\/transfer\/large-transfer-meter\.js|\/cli\/(output|format-ls|report-table)\.js/,
  ],
  [
    'transfer scheduling (pool, retry, stalls)',
    /\/transfer\/|\/(bounded|retry|interrupt)\.js|\/s3\/(stall-watch|stall-handler)\.js/,
  ],
  [
    'HTTP and sockets (node core)',
    /node:(_http|http|https|net|tls|dns)|node:internal\/(http|stream_base_commons|net|dns|js_stream_socket)|keep-alive-agent|raw-connections|proxy-routing-agent/,
  ],
  ['digests and HMAC (node:crypto)', /node:internal\/crypto|node:crypto/],
  ['start-up (module loading, compile)', /node:internal\/modules|node:internal\/vm|\(program\)/],
];
const START_UP = 'start-up (module loading, compile)';
/** A frame under which everything is loading code: the whole stack counts as start-up. */
const LOADING =
  /node:internal\/modules\/|node:internal\/bootstrap\/|^\S* ?(compileForInternalLoader|compileSourceTextModule|compileFunctionForCJSLoader|wrapSafe|containsModuleSyntax)$/;
const OTHER_CORE = 'other node core (streams, timers, events)';
const OTHER_CODE = 'other code of ours or of packages';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const isCore = (url: string) => url === '' || url.startsWith('node:');
const frameText = (n: ProfileNode) =>
  n.callFrame.url ? `${n.callFrame.url} ${n.callFrame.functionName}` : n.callFrame.functionName;

function areaOfFrame(node: ProfileNode): string | undefined {
  const text = frameText(node);
  return AREAS.find(([, pattern]) => pattern.test(text))?.[0];
}

/** The areas a frame of node's own keeps whoever called it: a socket's write is the socket's. */
const STICKY = new Set([
  'HTTP and sockets (node core)',
  'local files (open, read, write, rename, stat)',
]);

/**
 * A frame of node's own (or a native one): the first sticky area on the way up through node's
 * frames, else the area of the nearest caller outside node core, else none.
 */
function areaOfCoreFrame(
  id: number,
  nodes: ReadonlyMap<number, ProfileNode>,
  parent: ReadonlyMap<number, number>,
): string | undefined {
  for (let up: number | undefined = id; up !== undefined; up = parent.get(up)) {
    const frame = nodes.get(up)!;
    const area = areaOfFrame(frame);
    if (!isCore(frame.callFrame.url)) return area ?? OTHER_CODE;
    if (area && STICKY.has(area)) return area;
  }
  return undefined;
}

export interface ProfileSummary {
  readonly workload: string;
  readonly sampledMs: number;
  readonly areas: ReadonlyArray<{ area: string; ms: number }>;
  readonly top: ReadonlyArray<{ fn: string; where: string; area: string; ms: number }>;
}

/** Self time per area and per function over every thread's profile in `dir`. */
export function summarizeProfiles(workload: string, dir: string): ProfileSummary {
  const byArea = new Map<string, number>();
  const byFunction = new Map<string, { fn: string; where: string; area: string; ms: number }>();
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as CpuProfile;
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
    const selfUs = new Map<number, number>();
    // timeDeltas[i + 1] is the time until the sample after sample i: sample i's own.
    profile.samples.forEach((id, i) =>
      selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0)),
    );
    for (const [id, us] of selfUs) {
      const node = nodes.get(id)!;
      if (node.callFrame.functionName === '(idle)') continue;
      let area = areaOfFrame(node);
      let loading = LOADING.test(frameText(node));
      for (let up = parent.get(id); !loading && up !== undefined; up = parent.get(up))
        loading = LOADING.test(frameText(nodes.get(up)!));
      if (loading) area = START_UP;
      else if (isCore(node.callFrame.url) && !/^\(/.test(node.callFrame.functionName))
        area = areaOfCoreFrame(id, nodes, parent) ?? area;
      area ??= isCore(node.callFrame.url) ? OTHER_CORE : OTHER_CODE;
      const ms = us / 1000;
      byArea.set(area, (byArea.get(area) ?? 0) + ms);
      const where = `${node.callFrame.url.replace(/^file:\/\/.*?\/profile-build\//, 'src/').replace(/^file:\/\/.*?\/node_modules\//, '')}:${node.callFrame.lineNumber + 1}`;
      const key = `${node.callFrame.functionName}@${where}@${area}`;
      const entry = byFunction.get(key) ?? {
        fn: node.callFrame.functionName || '(anonymous)',
        where,
        area,
        ms: 0,
      };
      entry.ms += ms;
      byFunction.set(key, entry);
    }
  }
  const areas = [...byArea].map(([area, ms]) => ({ area, ms })).sort((a, b) => b.ms - a.ms);
  const top = [...byFunction.values()].sort((a, b) => b.ms - a.ms).slice(0, 15);
  return { workload, sampledMs: areas.reduce((sum, a) => sum + a.ms, 0), areas, top };
}

/** tsc's output of src/ in the workspace, with the repository's packages beside it. */
function buildUnbundled(workspaceDir: string): string {
  const out = path.join(workspaceDir, 'profile-build');
  execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json', '--outDir', out], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(workspaceDir, 'node_modules'));
  return path.join(out, 'cli', 'index.js');
}

export async function profileOurs(
  ctx: CpuContext,
  workloads: readonly CpuWorkload[],
): Promise<ProfileSummary[]> {
  // Kept after the suite (outside its workspace), to open in a profiler's viewer.
  const base = mkdtempSync(path.join(tmpdir(), 's3-sync-cpu-profiles-'));
  const dirOf = (w: CpuWorkload) => path.join(base, w);
  for (const w of workloads) mkdirSync(dirOf(w), { recursive: true });
  console.log('\n## profile: ours once per workload under node --cpu-prof (unbundled build)');
  const tool = ourCpuTool(buildUnbundled(ctx.suite.workspace.dir), {
    id: 's3-sync-profiled',
    nodeFlags: (w) => ['--cpu-prof', '--cpu-prof-dir', dirOf(w)],
  });
  const runs: CpuRun[] = [];
  if (workloads.includes('list')) await listTurn(ctx, tool, 0, runs);
  await toolTurn(ctx, { tool, workloads: new Set(workloads), round: 0 }, runs);
  const summaries = workloads.map((w) => summarizeProfiles(w, dirOf(w)));
  for (const s of summaries) console.log(`\n${profileText(s, runs)}`);
  console.log(`\nprofiles (one per thread and run): ${base}`);
  return summaries;
}

export function profileText(s: ProfileSummary, runs: readonly CpuRun[]): string {
  const run = runs.find((r) => r.workload === s.workload);
  const objects = run?.objects ?? 0;
  const share = (ms: number) => `${((ms / s.sampledMs) * 100).toFixed(1)}%`;
  // The sampler counts wall time between samples, which a loaded machine stretches: each
  // area's share of the samples is applied to the CPU the run measured instead.
  const cpuMs = (ms: number) => (run?.cpuSeconds ?? NaN) * 1000 * (ms / s.sampledMs);
  const perK = (ms: number) =>
    objects && !s.workload.startsWith('large') ? fmt.int((cpuMs(ms) / objects) * 1000) : '-';
  return [
    `### Profile of ours: ${s.workload} (${fmt.int(s.sampledMs)} ms sampled on all threads; ` +
      `the run took ${fmt.s(run?.cpuSeconds)} s CPU, ${fmt.s(run?.wallSeconds)} s wall under the profiler)\n`,
    markdownTable(
      ['area', 'share of samples', 'CPU ms', 'CPU ms per 1k objects'],
      s.areas.map((a) => [a.area, share(a.ms), fmt.int(cpuMs(a.ms)), perK(a.ms)]),
      [false, true, true, true],
    ),
    '',
    markdownTable(
      ['function', 'where (tsc output)', 'area', 'share of samples'],
      s.top.map((f) => [f.fn, f.where, f.area, share(f.ms)]),
      [false, false, false, true],
    ),
  ].join('\n');
}

/** `npm run bench -- cpu-profile DIR`: the grouping again, for the profiles a run kept. */
export function reportSavedProfiles(argv: readonly string[]): void {
  const dir = argv[0];
  if (!dir) throw new Error('usage: cpu-profile DIR (the folder a --profile run printed)');
  for (const workload of readdirSync(dir).sort())
    console.log(`\n${profileText(summarizeProfiles(workload, path.join(dir, workload)), [])}`);
}

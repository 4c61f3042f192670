// Start time of each front-end of dist/: the cache steps, the sync and shards actions and the
// CLI, each run as the runner (or a user) runs it, in a case that ends as soon as it has started:
// bad input (the step's code loaded and run up to reading its inputs), or, for the cache, no
// store at all (the GitHub path: its chunk, @actions/cache and the Azure SDK, is loaded, then the
// step finds no service), so the chunk is seen to cost only the steps that use it. Wall time from
// spawn to exit, and the run's CPU time, of N runs (default 15) after one warm-up, as min, median
// and max.
//
// With --baseline DIR (another dist/, such as a copy taken before a change), each case runs the
// two builds in turn, A B then B A, round after round, so both see the same machine; the last
// column is the median of the rounds' own ratios (ours / baseline).
//
// The CLI keeps V8's compiled code on disk (src/cli/index.ts), so `s3-sync --version` is timed
// both ways: as from its second run on, and with the compile cache off (NODE_DISABLE_COMPILE_CACHE),
// as a first run. Run it with the Node that runs the actions (Node 24: npm scripts put
// node_modules/.bin first on PATH):
//
//   npm run package && npm exec -- node scripts/cache-start-time.mjs [runs] [--baseline DIR]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  options: { baseline: { type: 'string' } },
  allowPositionals: true,
});
const runs = Number(positionals[0] ?? 15);
const builds = [path.resolve(import.meta.dirname, '../dist')];
if (values.baseline) builds.push(path.resolve(values.baseline));
const cases = [
  ['cache restore: bad input (S3 path)', 'cache/restore.js', { INPUT_KEY: 'a,b' }],
  [
    'cache restore: no store (GitHub path, loads its chunk)',
    'cache/restore.js',
    { INPUT_KEY: 'k' },
  ],
  ['cache main: bad input', 'cache/main.js', { INPUT_KEY: 'a,b' }],
  ['cache post: bad input', 'cache/post.js', { INPUT_KEY: 'a,b' }],
  ['cache save: bad input', 'cache/save.js', { INPUT_KEY: 'a,b' }],
  [
    'cache prune: bad input',
    'cache/prune.js',
    { INPUT_BUCKET: 's3://bucket/caches/', 'INPUT_OLDER-THAN': '7' },
  ],
  ['sync action (dist/index.js): bad input', 'index.js', { INPUT_SOURCE: '' }],
  [
    'shards action: bad input',
    'shards/index.js',
    { INPUT_SOURCE: 's3://bucket/prefix', INPUT_COUNT: 'eight' },
  ],
  ['s3-sync --version', 'cli/index.js', {}, ['--version']],
  [
    's3-sync --version, compile cache off',
    'cli/index.js',
    { NODE_DISABLE_COMPILE_CACHE: '1' },
    ['--version'],
  ],
  [
    's3-sync sync: bad flag',
    'cli/index.js',
    {},
    ['sync', 's3://bucket/', 'dir', '--concurrency', 'abc'],
  ],
  ['node -e 0 (the floor)', null, {}],
];
const cwd = mkdtempSync(path.join(os.tmpdir(), 'start-time-'));
// Each run also reports its own CPU time (all its threads, as the kernel counts them) when it
// exits, through a one-line module imported first: on a busy machine, wall time swings with the
// load, CPU time much less.
const cpuFile = path.join(cwd, 'cpu');
const reportCpu = `data:text/javascript,${encodeURIComponent(
  "import { writeFileSync } from 'node:fs';" +
    'process.on("exit", () => { const u = process.resourceUsage();' +
    ' writeFileSync(process.env.START_TIME_CPU_FILE, String(u.userCPUTime + u.systemCPUTime)); });',
)}`;

/** One run: its wall time from spawn to exit, and its CPU time, in ms. */
function timeOnce(dist, bundle, inputs, args = []) {
  rmSync(cpuFile, { force: true });
  const started = process.hrtime.bigint();
  spawnSync(
    process.execPath,
    ['--import', reportCpu, ...(bundle ? [path.join(dist, bundle), ...args] : ['-e', '0'])],
    {
      cwd,
      env: {
        PATH: process.env.PATH,
        HOME: cwd,
        INPUT_PATH: 'x',
        START_TIME_CPU_FILE: cpuFile,
        ...inputs,
      },
      stdio: 'ignore',
    },
  );
  const wall = Number(process.hrtime.bigint() - started) / 1e6;
  return { wall, cpu: Number(readFileSync(cpuFile, 'utf8')) / 1e3 };
}

const median = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (x) => x.toFixed(0).padStart(4);
const figures = (xs) => `${ms(Math.min(...xs))} ${ms(median(xs))} ${ms(Math.max(...xs))}`;

const rows = [];
for (const [label, bundle, inputs, args] of cases) {
  const times = builds.map(() => []);
  for (const dist of builds) timeOnce(dist, bundle, inputs, args);
  for (let i = 0; i < runs; i++) {
    // A B, then B A: neither build always runs first after the other's run.
    const order = i % 2 ? [...builds.keys()].reverse() : [...builds.keys()];
    for (const b of order) times[b].push(timeOnce(builds[b], bundle, inputs, args));
  }
  rows.push([label, times]);
}
console.log(`${process.version}, ${os.cpus().length} cores, ${runs} runs after a warm-up each`);
for (const measure of ['wall', 'cpu']) {
  console.log(
    `\n${`${measure === 'wall' ? 'wall' : 'CPU'} ms, min / median / max`.padEnd(56)}  ${builds.map((b) => path.basename(b).padEnd(14)).join('  ')}`,
  );
  for (const [label, times] of rows) {
    const of = times.map((t) => t.map((run) => run[measure]));
    const ratio =
      builds.length > 1 ? `  ratio ${median(of[0].map((t, i) => t / of[1][i])).toFixed(2)}` : '';
    console.log(`${label.padEnd(56)}  ${of.map(figures).join('  ')}${ratio}`);
  }
}
rmSync(cwd, { recursive: true, force: true });

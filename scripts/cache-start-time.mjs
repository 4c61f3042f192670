// Start time of each cache step (dist/cache/<step>.js, the one bundle of the four steps), so that the GitHub cache service's chunk (@actions/cache and
// the Azure SDK, a dynamic import) is seen to cost only the steps that use it. Each case is a
// step that ends as soon as it has started: bad input (the S3 path's bundle, parsed and run up to
// reading its inputs), or no store at all (the GitHub path: the chunk is loaded, then the step
// finds no service). Median and minimum wall time of N runs (default 15).
//
//   npm run package && node scripts/cache-start-time.mjs [runs]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const runs = Number(process.argv[2] ?? 15);
const dist = path.resolve(import.meta.dirname, '../dist');
const cases = [
  ['cache restore: bad input (S3 path, main chunk only)', 'cache/restore.js', { INPUT_KEY: 'a,b' }],
  [
    'cache restore: no store (GitHub path, loads the chunk)',
    'cache/restore.js',
    { INPUT_KEY: 'k' },
  ],
  ['cache main: bad input', 'cache/main.js', { INPUT_KEY: 'a,b' }],
  ['cache post: bad input', 'cache/post.js', { INPUT_KEY: 'a,b' }],
  ['cache save: bad input', 'cache/save.js', { INPUT_KEY: 'a,b' }],
  ['sync action (dist/index.js): bad input', 'index.js', { INPUT_SOURCE: '' }],
  ['node -e 0 (the floor)', null, {}],
];
const cwd = mkdtempSync(path.join(os.tmpdir(), 'cache-start-'));
for (const [label, bundle, inputs] of cases) {
  const ms = [];
  for (let i = 0; i < runs; i++) {
    const started = process.hrtime.bigint();
    const args = bundle ? [path.join(dist, bundle)] : ['-e', '0'];
    spawnSync(process.execPath, args, {
      cwd,
      env: { PATH: process.env.PATH, HOME: cwd, INPUT_PATH: 'x', ...inputs },
      stdio: 'ignore',
    });
    ms.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  ms.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(56)} median ${ms[Math.floor(runs / 2)].toFixed(0).padStart(4)} ms, min ${ms[0].toFixed(0).padStart(4)} ms`,
  );
}
rmSync(cwd, { recursive: true, force: true });

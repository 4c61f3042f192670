// Builds what ships: tsc compiles src/ to build/, then ncc bundles the action (dist/index.js),
// the CLI (dist/cli/index.js) and the listing worker that both start (dist/list-worker/index.js).
// The worker has a bundle of its own, without the SDK, so that it starts fast. The cache actions
// (cache/action.yml, cache/restore, cache/save, cache/prune) share one bundle of their steps,
// dist/cache/cache-steps.js, one level below dist/ so that it finds the workers beside it as the
// CLI does; each step's entry (dist/cache/main.js, post.js, restore.js, save.js, prune.js) is
// tsc's output of src/cache-action/<step>.ts, two lines that import the bundle and run their step. Their GitHub
// cache service path (@actions/cache and the Azure SDK) is a dynamic import, which ncc emits as a
// chunk of its own, so the S3 path never loads it. Bundling tsc's output (rather than letting ncc
// run TypeScript) keeps test files out of the build and works with any TypeScript version.
// Each bundle folder gets a licenses.txt (ncc --license): the name, license and notice of every
// package that bundle carries, which their licenses ask to travel with the code. The npm package
// (package.json `files`) ships dist/cli/, dist/list-worker/ and dist/cache-worker/ with theirs.
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';

const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit' });
const bundles = [
  { entry: 'build/index.js', out: 'dist' },
  { entry: 'build/cli/index.js', out: 'dist/cli' },
  { entry: 'build/s3/list/list-worker-entry.js', out: 'dist/list-worker' },
  { entry: 'build/cache/cache-worker-entry.js', out: 'dist/cache-worker' },
  { entry: 'build/cache-action/cache-steps.js', out: 'dist/cache', name: 'cache-steps.js' },
  // The shards action (shards/action.yml): one level below dist/, so it finds dist/list-worker.
  { entry: 'build/shards-action/index.js', out: 'dist/shards' },
];
const CACHE_STEPS = ['main', 'post', 'restore', 'save', 'prune'];

rmSync('build', { recursive: true, force: true });
run('npx', ['tsc', '-p', 'tsconfig.build.json']);
// Build into a scratch folder and swap it in, so a failed build never leaves dist/ half made.
rmSync('dist.next', { recursive: true, force: true });
for (const { entry, out, name } of bundles) {
  const target = out.replace(/^dist/, 'dist.next');
  run('npx', [
    'ncc',
    'build',
    entry,
    '-o',
    target,
    '--target',
    'es2022',
    '--no-source-map-register',
    '--quiet',
    '--license',
    'licenses.txt',
  ]);
  writeFileSync(`${target}/package.json`, '{ "type": "module" }\n');
  // ncc names its output index.js; its chunks are imported relative to the bundle, not by name.
  if (name) renameSync(`${target}/index.js`, `${target}/${name}`);
}
for (const step of CACHE_STEPS) {
  const entry = `build/cache-action/${step}.js`;
  // An entry must stay a thin import of the shared bundle: anything else it imported would be
  // missing from dist/cache/.
  const text = readFileSync(entry, 'utf8');
  const imports = [...text.matchAll(/^\s*(?:import|export)\b[^'"]*['"]([^'"]+)['"]/gm)];
  if (imports.length !== 1 || imports[0][1] !== './cache-steps.js')
    throw new Error(`${entry} must import './cache-steps.js' and nothing else`);
  copyFileSync(entry, `dist.next/cache/${step}.js`);
}
mkdirSync('dist', { recursive: true });
for (const name of readdirSync('dist')) rmSync(`dist/${name}`, { recursive: true, force: true });
for (const name of readdirSync('dist.next')) renameSync(`dist.next/${name}`, `dist/${name}`);
rmSync('dist.next', { recursive: true, force: true });

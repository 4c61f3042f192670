// Builds what ships: tsc compiles src/ to build/, then ncc bundles three things, each with a
// folder of its own:
// - dist/engine/engine.js, the one bundle of the SDK and the engine, behind every front-end. Its
//   parts (the sync action, the shards action, the cache steps, the CLI) are dynamic imports,
//   which ncc emits as chunks beside it (what they share, the SDK first, in chunks of their own),
//   so each front-end loads only what it runs. The GitHub cache service path (@actions/cache and
//   the Azure SDK) is a dynamic import too, a chunk that the S3 path never loads.
// - dist/list-worker/index.js and dist/cache-worker/index.js, the workers, without the SDK so
//   that they start fast. The engine sits one level below dist/ and finds them beside its folder.
// The front-ends' entries are tsc's output as it is, thin files that import the engine and run
// their part: dist/index.js (the sync action), dist/shards/index.js (the shards action),
// dist/cache/{main,post,restore,save,prune}.js (the cache actions' steps) and dist/cli/index.js
// (the CLI's bin). Each lies where its action.yml (or package.json's bin) names it, at the same
// path relative to the engine as in build/, so the import tsc wrote finds dist/engine/engine.js;
// scripts/thin-entry.mjs lists them, and refuses one that imports anything else.
// Bundling tsc's output (rather than letting ncc run TypeScript) keeps test files out of the
// build and works with any TypeScript version.
// Each bundle folder that carries packages gets a licenses.txt (ncc --license): the name, license
// and notice of each, which their licenses ask to travel with the code. The npm package
// (package.json `files`) ships dist/engine/, dist/cli/, dist/list-worker/ and dist/cache-worker/.
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { ENGINE, THIN_ENTRIES, thinEntryProblem } from './thin-entry.mjs';

const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit' });
const bundles = [
  { entry: `build/${ENGINE}`, out: 'dist/engine', name: 'engine.js' },
  { entry: 'build/s3/list/list-worker-entry.js', out: 'dist/list-worker' },
  { entry: 'build/cache/cache-worker-entry.js', out: 'dist/cache-worker' },
];

rmSync('build', { recursive: true, force: true });
run('npx', ['tsc', '-p', 'tsconfig.build.json']);
// Our modules count as having side effects (a package.json over build/ says so), so that webpack,
// inside ncc, takes no view of its own on them. It numbers a module's import variables
// (`..._WEBPACK_IMPORTED_MODULE_<n>__`) in the order it first meets each import: at the import's
// line when the module imported has side effects, at its first use further down when webpack
// judged it free of them. Mixed, the numbers hang on that judgement of every module imported,
// and on what webpack skips past; with ours all on the first side they follow the import lines.
// scripts/check-dist (CI) fails when no build gives the bytes committed. The packages keep their
// own `sideEffects`.
writeFileSync('build/package.json', '{ "type": "module", "sideEffects": true }\n');
// What an entry imported besides the engine would be missing from dist/: refuse it.
for (const entry of THIN_ENTRIES) {
  const problem = thinEntryProblem(readFileSync(entry.from, 'utf8'), entry);
  if (problem)
    throw new Error(
      `${entry.from} must import ${ENGINE} and nothing else but node: modules: ${problem}`,
    );
}
// Build into a scratch folder and swap it in, so a failed build never leaves dist/ half made.
const next = (file) => file.replace(/^dist/, 'dist.next');
rmSync('dist.next', { recursive: true, force: true });
for (const { entry, out, name } of bundles) {
  const target = next(out);
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
  // ncc names its output index.js; its chunks are imported relative to the bundle, not by name.
  if (name) renameSync(`${target}/index.js`, `${target}/${name}`);
}
for (const { from, to, mode } of THIN_ENTRIES) {
  mkdirSync(path.dirname(next(to)), { recursive: true });
  copyFileSync(from, next(to));
  if (mode) chmodSync(next(to), mode);
}
// Every folder of dist/ holds ES modules, whatever package.json lies above it.
for (const folder of new Set([
  'dist',
  ...bundles.map((b) => b.out),
  ...THIN_ENTRIES.map((e) => path.dirname(e.to)),
]))
  writeFileSync(`${next(folder)}/package.json`, '{ "type": "module" }\n');
mkdirSync('dist', { recursive: true });
for (const name of readdirSync('dist')) rmSync(`dist/${name}`, { recursive: true, force: true });
for (const name of readdirSync('dist.next')) renameSync(`dist.next/${name}`, `dist/${name}`);
rmSync('dist.next', { recursive: true, force: true });

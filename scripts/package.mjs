// Builds what ships: tsc compiles src/ to build/, then ncc bundles the action (dist/index.js),
// the CLI (dist/cli/index.js) and the listing worker that both start (dist/list-worker/index.js).
// The worker has a bundle of its own, without the SDK, so that it starts fast. The cache actions
// (cache/action.yml, cache/restore, cache/save) get one bundle per step (dist/cache-main/ and so on: one level below dist/, so that they find the workers beside them as the CLI does); their
// GitHub cache service path (@actions/cache and the Azure SDK) is a dynamic import, which ncc
// emits as a chunk of its own, so the S3 path never loads it. Bundling tsc's
// output (rather than letting ncc run TypeScript) keeps test files out of the build and works
// with any TypeScript version.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';

const run = (cmd, args) => execFileSync(cmd, args, { stdio: 'inherit' });
const bundles = [
  { entry: 'build/index.js', out: 'dist' },
  { entry: 'build/cli/index.js', out: 'dist/cli' },
  { entry: 'build/s3/list/list-worker-entry.js', out: 'dist/list-worker' },
  { entry: 'build/cache/cache-worker-entry.js', out: 'dist/cache-worker' },
  // The shards action (shards/action.yml): one level below dist/, so it finds dist/list-worker.
  { entry: 'build/shards-action/index.js', out: 'dist/shards' },
  ...['main', 'post', 'restore', 'save'].map((step) => ({
    entry: `build/cache-action/${step}.js`,
    out: `dist/cache-${step}`,
  })),
];

rmSync('build', { recursive: true, force: true });
run('npx', ['tsc', '-p', 'tsconfig.build.json']);
// Build into a scratch folder and swap it in, so a failed build never leaves dist/ half made.
rmSync('dist.next', { recursive: true, force: true });
for (const { entry, out } of bundles) {
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
  ]);
  writeFileSync(`${target}/package.json`, '{ "type": "module" }\n');
}
mkdirSync('dist', { recursive: true });
for (const name of readdirSync('dist')) rmSync(`dist/${name}`, { recursive: true, force: true });
for (const name of readdirSync('dist.next')) renameSync(`dist.next/${name}`, `dist/${name}`);
rmSync('dist.next', { recursive: true, force: true });

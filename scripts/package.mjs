// Bundles the action (dist/index.js) and the CLI (dist/cli/index.js) with ncc. Each bundle is
// one ESM file that also serves as the listing worker's entry, so nothing else needs shipping.
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';

const bundles = [
  { entry: 'src/index.ts', out: 'dist' },
  { entry: 'src/cli/index.ts', out: 'dist/cli' },
];
rmSync('dist', { recursive: true, force: true });
for (const { entry, out } of bundles) {
  execFileSync(
    'npx',
    ['ncc', 'build', entry, '-o', out, '--target', 'es2022', '--no-source-map-register', '--quiet'],
    {
      stdio: 'inherit',
    },
  );
  writeFileSync(`${out}/package.json`, '{ "type": "module" }\n');
}

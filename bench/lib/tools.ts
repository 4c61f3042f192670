/**
 * The programs under test: our CLI (a snapshot of dist/cli, so a rebuild by someone else in the
 * middle of a run cannot change what is measured), the raw-chain floor (bundled on the fly), and
 * the peers, each marked "not installed" when missing.
 */
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hasExecutable } from './measure.js';
import { REPO_ROOT } from './server.js';

export const AWS_CLI = '/usr/bin/aws';

export function findRclone(): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(':')) {
    const file = path.join(dir, 'rclone');
    if (dir && hasExecutable(file)) return file;
  }
  return undefined;
}

export interface Peers {
  readonly aws: string | undefined;
  readonly rclone: string | undefined;
}

export function findPeers(): Peers {
  const peers = { aws: hasExecutable(AWS_CLI) ? AWS_CLI : undefined, rclone: findRclone() };
  if (!peers.aws) console.log(`${AWS_CLI}: not installed, its rows are skipped`);
  if (!peers.rclone) console.log('rclone: not installed, its rows are skipped');
  return peers;
}

function newestMtimeMs(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtimeMs(full) : statSync(full).mtimeMs);
  }
  return newest;
}

export interface Workspace {
  readonly dir: string;
  /** Our CLI, copied out of dist/ (dist/cli and the listing worker beside it). */
  readonly cli: string;
  remove(): void;
}

/** A scratch folder holding a copy of dist/, laid out as in dist/. */
export function makeWorkspace(): Workspace {
  const bundle = path.join(REPO_ROOT, 'dist', 'cli', 'index.js');
  if (!existsSync(bundle)) {
    throw new Error('dist/cli/index.js is missing: run `npm run package` first');
  }
  const srcNewest = newestMtimeMs(path.join(REPO_ROOT, 'src'));
  if (srcNewest > statSync(bundle).mtimeMs) {
    console.log(
      'warning: src/ has changed since dist/cli/index.js was built; run `npm run package` ' +
        'to measure the current code',
    );
  }
  const dir = mkdtempSync(path.join(tmpdir(), 's3-sync-bench-'));
  // All of dist/, laid out as it is: the CLI starts worker bundles and chunks beside it.
  cpSync(path.join(REPO_ROOT, 'dist'), dir, { recursive: true });
  return {
    dir,
    cli: path.join(dir, 'cli', 'index.js'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Bundles bench/raw-chain.ts into the workspace with ncc (transpile only) and returns its path. */
export function bundleRawChain(workspace: Workspace): string {
  const out = path.join(workspace.dir, 'raw-chain');
  execFileSync(
    'npx',
    ['ncc', 'build', 'bench/raw-chain.ts', '-o', out, '--target', 'es2022', '--quiet', '-t'],
    { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  writeFileSync(path.join(out, 'package.json'), '{ "type": "module" }\n');
  return path.join(out, 'index.js');
}

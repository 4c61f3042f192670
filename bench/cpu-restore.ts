/**
 * The cache restore the client-CPU suite times: a generated tree (bench/cache-tree.ts) saved
 * once by ours and once as one tar.zst archive (the actions/cache way), both outside the timed
 * runs and without the added round trip; then restored into an empty folder by ours
 * (`s3-sync cache restore`), and the archive way streamed through the aws-cli and through
 * rclone (`aws s3 cp - | zstd -d | tar -x`, `rclone cat | zstd -d | tar -x`): the peers' client
 * CPU then holds zstd's and tar's too, since all of it is the restore's.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { countTree, writeTree, type TreeSpec } from './cache-tree.js';
import { measureCommand, type CommandRun } from './lib/measure.js';
import type { Suite } from './lib/suite-start.js';
import type { Peers } from './lib/tools.js';

export const RESTORE_BUCKET = 'bench-cpu-cache';
const TREE = 'tree';
const KEY = 'cpu-bench';

export interface RestoreSetup {
  readonly files: number;
  readonly bytes: number;
  readonly store: string;
  readonly archiveUrl: string;
}

export interface RestoreTool {
  readonly id: string;
  readonly label: string;
  /** Restores into `cwd/tree`. */
  readonly run: (cwd: string, endpoint: string, env: NodeJS.ProcessEnv) => Promise<CommandRun>;
}

/** Writes the tree, saves it with ours and as an archive (with the aws-cli, else rclone). */
export async function prepareRestore(
  suite: Suite,
  spec: TreeSpec,
  peers: Peers,
): Promise<RestoreSetup> {
  // Straight to the server (not through a delay proxy): the save is outside the timed runs.
  const { env, workspace } = suite;
  const { dir: workDir, cli } = workspace;
  const endpoint = suite.server.endpoint;
  const source = path.join(workDir, 'cache-source');
  mkdirSync(source, { recursive: true });
  const layout = writeTree(path.join(source, TREE), spec);
  const runId = `run-${Date.now().toString(36)}`;
  const store = `s3://${RESTORE_BUCKET}/${runId}/`;
  const archiveUrl = `${store}archive/cache.tar.zst`;
  const options = { env, cwd: source, stdout: 'capture' as const, timeoutMs: 30 * 60_000 };
  const save = await measureCommand(
    process.execPath,
    [cli, 'cache', 'save', store, '--path', TREE, '--key', KEY, '--endpoint-url', endpoint],
    options,
  );
  if (save.exitCode !== 0) throw new Error(`cache save failed: ${save.stderr.slice(-500)}`);
  const archive = path.join(workDir, 'cache.tar.zst');
  execFileSync('bash', ['-c', `tar --posix -cf - ${TREE} | zstd -T0 --long=30 -q -o ${archive}`], {
    cwd: source,
  });
  const upload = peers.aws
    ? `${peers.aws} --endpoint-url ${endpoint} --only-show-errors s3 cp ${archive} ${archiveUrl}`
    : `${peers.rclone} copyto ${archive} rgw:${archiveUrl.slice('s3://'.length)}`;
  const put = await measureCommand('bash', ['-c', upload], options);
  if (put.exitCode !== 0) throw new Error(`archive upload failed: ${put.stderr.slice(-500)}`);
  rmSync(archive);
  rmSync(source, { recursive: true, force: true });
  return { files: layout.files.length, bytes: layout.totalBytes, store, archiveUrl };
}

export function restoreTools(setup: RestoreSetup, cli: string, peers: Peers): RestoreTool[] {
  const unpack = 'zstd -d --long=30 -q | tar -xf -';
  const shell = (script: string) => (cwd: string, _endpoint: string, env: NodeJS.ProcessEnv) =>
    measureCommand('bash', ['-o', 'pipefail', '-c', script], {
      env,
      cwd,
      stdout: 'capture',
      timeoutMs: 30 * 60_000,
    });
  const tools: RestoreTool[] = [
    {
      id: 's3-sync',
      label: 's3-sync cache restore',
      run: (cwd, endpoint, env) =>
        measureCommand(
          process.execPath,
          [
            cli,
            'cache',
            'restore',
            setup.store,
            '--path',
            TREE,
            '--key',
            KEY,
            '--endpoint-url',
            endpoint,
            '--fail-on-cache-miss',
          ],
          { env, cwd, stdout: 'capture', timeoutMs: 30 * 60_000 },
        ),
    },
  ];
  if (peers.rclone) {
    const object = `rgw:${setup.archiveUrl.slice('s3://'.length)}`;
    tools.push({
      id: 'rclone',
      label: `rclone cat (one archive) | ${unpack}`,
      run: shell(`${peers.rclone} cat ${object} | ${unpack}`),
    });
  }
  if (peers.aws) {
    const aws = peers.aws;
    tools.push({
      id: 'aws',
      label: `aws s3 cp (one archive) - | ${unpack}`,
      run: (cwd, endpoint, env) =>
        shell(`${aws} --endpoint-url ${endpoint} s3 cp ${setup.archiveUrl} - | ${unpack}`)(
          cwd,
          endpoint,
          env,
        ),
    });
  }
  return tools;
}

/** What the restore left: an error when the tree is not all there. */
export function checkRestored(cwd: string, setup: RestoreSetup): string | undefined {
  let files: number;
  try {
    files = countTree(path.join(cwd, TREE)).files;
  } catch {
    return 'nothing restored';
  }
  return files === setup.files ? undefined : `${files} files restored, not ${setup.files}`;
}

import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const REPO = path.resolve(import.meta.dirname, '../..');
const CLI_SOURCE = path.join(REPO, 'src/cli/index.ts');
const TSX = pathToFileURL(path.join(REPO, 'node_modules/tsx/dist/loader.mjs')).href;

export interface CliFromSourcesRun {
  readonly code: number | null;
  /** The signal that ended the process (an out-of-memory abort), or null when it exited. */
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface CliFromSourcesOptions {
  /** Flags for node itself, before the CLI's (`--max-old-space-size=160` for a small heap). */
  readonly nodeFlags?: readonly string[];
  /** The folder it runs in; the test process's by default. */
  readonly cwd?: string;
}

/**
 * The CLI from its sources (through tsx), in a process of its own with a clean environment:
 * placeholder credentials and a region unless `env` gives others. For tests against a server of
 * the suite's own, where dist/ is not needed.
 */
export async function cliFromSources(
  args: readonly string[],
  env: Record<string, string> = {},
  options: CliFromSourcesOptions = {},
): Promise<CliFromSourcesRun> {
  const nodeFlags = options.nodeFlags ?? [];
  const child = spawn(process.execPath, [...nodeFlags, '--import', TSX, CLI_SOURCE, ...args], {
    ...(options.cwd === undefined ? {} : { cwd: options.cwd }),
    env: {
      PATH: process.env.PATH ?? '',
      AWS_ACCESS_KEY_ID: 'fake',
      AWS_SECRET_ACCESS_KEY: 'fake',
      AWS_REGION: 'us-east-1',
      NODE_NO_WARNINGS: '1',
      ...env,
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}

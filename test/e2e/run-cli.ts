import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { testServer } from '../support/s3.js';

export const CLI = path.resolve(import.meta.dirname, '../../dist/cli/index.js');

export interface CliResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface CliRun {
  readonly child: ChildProcess;
  readonly done: Promise<CliResult>;
}

export interface CliOptions {
  /** Added as `--endpoint-url`: the local RGW unless given; false adds none. */
  readonly endpoint?: string | false;
  readonly cwd?: string;
  /** Let Node print its warnings (default: NODE_NO_WARNINGS=1), to check that there are none. */
  readonly warnings?: boolean;
  /** More environment (a proxy's variables, say), on top of the credentials. */
  readonly env?: Readonly<Record<string, string>>;
}

/**
 * Starts the CLI bundle as a user would, with the local RGW's credentials from the environment
 * only: nothing else from the developer's shell (~/.aws, AWS_PROFILE) but PATH.
 */
export function startCli(args: readonly string[], options: CliOptions = {}): CliRun {
  const server = testServer();
  const endpoint = options.endpoint ?? server.endpoint;
  const child = spawn(
    process.execPath,
    [CLI, ...args, ...(endpoint === false ? [] : ['--endpoint-url', endpoint])],
    {
      cwd: options.cwd,
      env: {
        PATH: process.env.PATH ?? '',
        AWS_ACCESS_KEY_ID: server.accessKeyId,
        AWS_SECRET_ACCESS_KEY: server.secretAccessKey,
        AWS_REGION: server.region,
        ...(options.warnings ? {} : { NODE_NO_WARNINGS: '1' }),
        ...options.env,
      },
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<CliResult>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
  return { child, done };
}

/** Runs the CLI bundle to its end (see startCli). */
export const runCli = (args: readonly string[], options?: CliOptions): Promise<CliResult> =>
  startCli(args, options).done;

import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const REPO = path.resolve(import.meta.dirname, '../..');
const CLI_SOURCE = path.join(REPO, 'src/cli/index.ts');
const TSX = pathToFileURL(path.join(REPO, 'node_modules/tsx/dist/loader.mjs')).href;

export interface CliFromSourcesRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * The CLI from its sources (through tsx), in a process of its own with a clean environment:
 * placeholder credentials and a region unless `env` gives others. For tests against a server of
 * the suite's own, where dist/ is not needed.
 */
export async function cliFromSources(
  args: readonly string[],
  env: Record<string, string> = {},
): Promise<CliFromSourcesRun> {
  const child = spawn(process.execPath, ['--import', TSX, CLI_SOURCE, ...args], {
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
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  return { code, stdout, stderr };
}

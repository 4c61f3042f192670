import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const DIST = path.resolve(import.meta.dirname, '../../dist/index.js');

export interface ActionRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
  /** What the step set with core.setOutput, parsed from the GITHUB_OUTPUT file. */
  readonly outputs: Readonly<Record<string, string>>;
  /** The GITHUB_STEP_SUMMARY file as the step left it. */
  readonly summary: string;
  readonly workspace: string;
}

export interface RunOptions {
  /** GITHUB_WORKSPACE; a fresh temporary folder when not given. */
  readonly workspace?: string;
  /** Extra environment: AWS_* credentials, HOME and the like. Nothing else is inherited but PATH. */
  readonly env?: Readonly<Record<string, string>>;
  /** Another bundle to run (default: dist/index.js), such as dist/shards/index.js. */
  readonly entry?: string;
}

/** Parses GITHUB_OUTPUT as @actions/core writes it: `name<<ghadelimiter_...`, value, delimiter. */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const match = /^([^<=]+)<<(.+)$/.exec(lines[i]!);
    if (match) {
      const [, name, delimiter] = match;
      const value: string[] = [];
      for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i]!);
      outputs[name!] = value.join('\n');
    } else if (lines[i]!.includes('=')) {
      const at = lines[i]!.indexOf('=');
      outputs[lines[i]!.slice(0, at)] = lines[i]!.slice(at + 1);
    }
  }
  return outputs;
}

/**
 * Runs dist/index.js as the runner does: each input as `INPUT_<NAME>` (upper case, dashes kept),
 * GITHUB_OUTPUT and GITHUB_STEP_SUMMARY naming files that exist, GITHUB_WORKSPACE a folder, and
 * a clean environment, so that nothing from the developer's shell (~/.aws, AWS_PROFILE) leaks in.
 */
export async function runAction(
  inputs: Readonly<Record<string, string>>,
  options: RunOptions = {},
): Promise<ActionRun> {
  const entry = options.entry ?? DIST;
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run 'npm run package' first`);
  const workspace = options.workspace ?? (await mkdtemp(path.join(os.tmpdir(), 'e2e-ws-')));
  const runnerTemp = await mkdtemp(path.join(os.tmpdir(), 'e2e-runner-'));
  const outputFile = path.join(runnerTemp, 'output');
  const summaryFile = path.join(runnerTemp, 'summary');
  await writeFile(outputFile, '');
  await writeFile(summaryFile, '');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: runnerTemp,
    GITHUB_ACTIONS: 'true',
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_WORKSPACE: workspace,
    RUNNER_TEMP: runnerTemp,
    // The SDK would otherwise wait on the instance metadata service when credentials are missing.
    AWS_EC2_METADATA_DISABLED: 'true',
    ...options.env,
  };
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;

  const child = spawn(process.execPath, [entry], { cwd: workspace, env });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  return {
    code,
    stdout,
    stderr,
    outputs: parseOutputFile(await readFile(outputFile, 'utf8')),
    summary: await readFile(summaryFile, 'utf8'),
    workspace,
  };
}

/** The `::error::` lines of a run, with the runner's escapes (%0A, %25) decoded. */
export function errorAnnotations(run: ActionRun): string[] {
  return run.stdout
    .split('\n')
    .filter((line) => line.startsWith('::error::'))
    .map((line) =>
      line
        .slice('::error::'.length)
        .replace(/%0D/g, '\r')
        .replace(/%0A/g, '\n')
        .replace(/%25/g, '%'),
    );
}

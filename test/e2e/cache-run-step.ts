import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseOutputFile } from './run-action.js';

export type CacheStep = 'main' | 'post' | 'restore' | 'save';

export const cacheBundle = (step: CacheStep) =>
  path.resolve(import.meta.dirname, `../../dist/cache-${step}/index.js`);

export interface StepRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly outputs: Readonly<Record<string, string>>;
  /** What the step saved with core.saveState (GITHUB_STATE), for the post step's STATE_*. */
  readonly state: Readonly<Record<string, string>>;
  readonly summary: string;
}

export interface StepOptions {
  readonly workspace: string;
  /** HOME; also where RUNNER_TEMP lives. */
  readonly home?: string;
  readonly env?: Readonly<Record<string, string>>;
  /** STATE_<name> variables, as the runner passes a main step's state to its post step. */
  readonly state?: Readonly<Record<string, string>>;
  /** Another copy of the step's bundle (default: dist/cache-<step>/index.js). */
  readonly bundle?: string;
}

/**
 * Runs one cache bundle as the runner does: INPUT_<NAME> (upper case, dashes kept),
 * GITHUB_OUTPUT, GITHUB_STATE and GITHUB_STEP_SUMMARY files, GITHUB_WORKSPACE as the current
 * folder, STATE_* for a post step, and nothing else from the developer's shell but PATH.
 */
export async function runCacheStep(
  step: CacheStep,
  inputs: Readonly<Record<string, string>>,
  options: StepOptions,
): Promise<StepRun> {
  const bundle = options.bundle ?? cacheBundle(step);
  if (!existsSync(bundle)) throw new Error(`${bundle} is missing: run 'npm run package' first`);
  const runnerTemp = await mkdtemp(path.join(os.tmpdir(), 'e2e-cache-runner-'));
  const files = {
    output: path.join(runnerTemp, 'output'),
    state: path.join(runnerTemp, 'state'),
    summary: path.join(runnerTemp, 'summary'),
  };
  for (const file of Object.values(files)) await writeFile(file, '');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: options.home ?? runnerTemp,
    GITHUB_ACTIONS: 'true',
    GITHUB_OUTPUT: files.output,
    GITHUB_STATE: files.state,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_WORKSPACE: options.workspace,
    RUNNER_TEMP: runnerTemp,
    AWS_EC2_METADATA_DISABLED: 'true',
    ...options.env,
  };
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  for (const [name, value] of Object.entries(options.state ?? {})) env[`STATE_${name}`] = value;
  const child = spawn(process.execPath, [bundle], { cwd: options.workspace, env });
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
    outputs: parseOutputFile(await readFile(files.output, 'utf8')),
    state: parseOutputFile(await readFile(files.state, 'utf8')),
    summary: await readFile(files.summary, 'utf8'),
  };
}

/** The `::warning::` lines of a run, with the runner's escapes decoded. */
export function warningAnnotations(run: StepRun): string[] {
  return run.stdout
    .split('\n')
    .filter((line) => line.startsWith('::warning::'))
    .map((line) =>
      line
        .slice('::warning::'.length)
        .replace(/%0D/g, '\r')
        .replace(/%0A/g, '\n')
        .replace(/%25/g, '%'),
    );
}

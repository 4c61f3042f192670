import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { writeTree } from '../support/sync-harness.js';

// Runs the bundles in dist/ as the runner runs an action's step: the sync action
// (dist/index.js) and the cache actions' steps (cache/action.yml's main and post,
// cache/restore, cache/save).

const ROOT = path.resolve(import.meta.dirname, '../..');
export const DIST = path.join(ROOT, 'dist', 'index.js');

export type CacheStep = 'main' | 'post' | 'restore' | 'save' | 'prune';

const CACHE_ACTIONS: Record<CacheStep, { action: string; runs: 'main' | 'post' }> = {
  main: { action: 'cache', runs: 'main' },
  post: { action: 'cache', runs: 'post' },
  restore: { action: 'cache/restore', runs: 'main' },
  save: { action: 'cache/save', runs: 'main' },
  prune: { action: 'cache/prune', runs: 'main' },
};

/** The file a cache step runs, as its action.yml's `runs:` names it (so a wrong path fails here). */
export function cacheBundle(step: CacheStep): string {
  const { action, runs } = CACHE_ACTIONS[step];
  const yml = readFileSync(path.join(ROOT, action, 'action.yml'), 'utf8');
  const file = new RegExp(`^  ${runs}: '([^']+)'$`, 'm').exec(yml)?.[1];
  if (!file) throw new Error(`${action}/action.yml has no runs.${runs}`);
  return path.resolve(ROOT, action, file);
}

export interface ActionRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
  /** What the step set with core.setOutput, parsed from the GITHUB_OUTPUT file. */
  readonly outputs: Readonly<Record<string, string>>;
  /** What the step saved with core.saveState (GITHUB_STATE), for a post step's STATE_*. */
  readonly state: Readonly<Record<string, string>>;
  /** The GITHUB_STEP_SUMMARY file as the step left it. */
  readonly summary: string;
  readonly workspace: string;
}

/** A cache step's run: the same record as the sync action's. */
export type StepRun = ActionRun;

export interface RunOptions {
  /** GITHUB_WORKSPACE; a fresh temporary folder when not given. */
  readonly workspace?: string;
  /** HOME (default: the runner's temporary folder, so that no ~/.aws is found). */
  readonly home?: string;
  /** Extra environment: AWS_* credentials and the like. Nothing else is inherited but PATH. */
  readonly env?: Readonly<Record<string, string>>;
  /** STATE_<name> variables, as the runner passes a main step's state to its post step. */
  readonly state?: Readonly<Record<string, string>>;
  /**
   * Another file to run, such as a copy of a step's bundle (default: dist/index.js, or the file
   * a cache step's action.yml names).
   */
  readonly entry?: string;
}

export interface StepOptions extends RunOptions {
  readonly workspace: string;
}

/** A fresh GITHUB_WORKSPACE holding these files (relative paths, '/' between folders). */
export async function workspaceWith(files: Readonly<Record<string, string>>): Promise<string> {
  const workspace = await mkdtemp(path.join(os.tmpdir(), 'e2e-ws-'));
  await writeTree(workspace, new Map(Object.entries(files)));
  return workspace;
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
 * Runs a bundle as the runner does: each input as `INPUT_<NAME>` (upper case, dashes kept),
 * GITHUB_OUTPUT, GITHUB_STATE and GITHUB_STEP_SUMMARY naming files that exist, GITHUB_WORKSPACE
 * as the current folder, STATE_* for a post step, and a clean environment, so that nothing from
 * the developer's shell (~/.aws, AWS_PROFILE) leaks in.
 */
async function runBundle(
  bundle: string,
  inputs: Readonly<Record<string, string>>,
  options: RunOptions,
): Promise<ActionRun> {
  if (!existsSync(bundle)) throw new Error(`${bundle} is missing: run 'npm run package' first`);
  const workspace = options.workspace ?? (await mkdtemp(path.join(os.tmpdir(), 'e2e-ws-')));
  const runnerTemp = await mkdtemp(path.join(os.tmpdir(), 'e2e-runner-'));
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
    GITHUB_WORKSPACE: workspace,
    RUNNER_TEMP: runnerTemp,
    // The SDK would otherwise wait on the instance metadata service when credentials are missing.
    AWS_EC2_METADATA_DISABLED: 'true',
    // The runner always names the trigger; a push is one that may save (a test may set another).
    GITHUB_EVENT_NAME: 'push',
    ...options.env,
  };
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  for (const [name, value] of Object.entries(options.state ?? {})) env[`STATE_${name}`] = value;

  const child = spawn(process.execPath, [bundle], { cwd: workspace, env });
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
    workspace,
  };
}

/** The sync action, dist/index.js (or `options.entry`). */
export function runAction(
  inputs: Readonly<Record<string, string>>,
  options: RunOptions = {},
): Promise<ActionRun> {
  return runBundle(options.entry ?? DIST, inputs, options);
}

/** One cache step, from the file its action.yml names (or `options.entry`). */
export function runCacheStep(
  step: CacheStep,
  inputs: Readonly<Record<string, string>>,
  options: StepOptions,
): Promise<StepRun> {
  return runBundle(options.entry ?? cacheBundle(step), inputs, options);
}

/** The `::<kind>::` lines of a run, with the runner's escapes (%0D, %0A, %25) decoded. */
function annotations(run: ActionRun, kind: 'error' | 'warning'): string[] {
  const prefix = `::${kind}::`;
  return run.stdout
    .split('\n')
    .filter((line) => line.startsWith(prefix))
    .map((line) =>
      line.slice(prefix.length).replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%'),
    );
}

export const errorAnnotations = (run: ActionRun) => annotations(run, 'error');
export const warningAnnotations = (run: ActionRun) => annotations(run, 'warning');

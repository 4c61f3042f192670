import * as core from '@actions/core';
import {
  addSecrets,
  onSecret,
  redactSecrets,
  redactStream,
  secretsFromEnv,
} from '../secret-text.js';
import { oneLogLine } from './format.js';
import { proxyNotice, type ProxySettings } from '../s3/proxy/proxy-settings.js';
import type { ReportRenderer } from './report-renderer.js';

// An action step's edges to the runner: its log (stdout), its outputs and its summary. Each one
// clears the run's secrets from what it writes (secret-text.ts), since server text (an error's
// message, a listing) reaches all three.

/** The runner's mask command carries the value it masks: the one chunk let through as it is. */
const ADD_MASK = /^::add-mask::[^\r\n]*(\r?\n)?$/;
let guarded = false;

/**
 * The first thing each action step does: every secret the step knows or learns later (the AWS
 * variables of the environment now, the inputs and the resolved credentials when they are read)
 * is masked in the runner's log (`::add-mask::`, as configure-aws-credentials does for what it
 * sets) and cleared from whatever the step writes to its log.
 */
export function guardActionOutput(env: NodeJS.ProcessEnv = process.env): void {
  if (guarded) return;
  guarded = true;
  redactStream(process.stdout, (chunk) => ADD_MASK.test(chunk));
  redactStream(process.stderr);
  onSecret((secret) => core.setSecret(secret));
  addSecrets(secretsFromEnv(env));
}

/** The step's secret inputs (keys, token): masked and cleared from its output from now on. */
export function maskSecrets(values: readonly string[]): void {
  addSecrets(values);
}

/** Sets a step output, cleared of the run's secrets. */
export function setStepOutput(name: string, value: string): void {
  core.setOutput(name, redactSecrets(value));
}

/** An action step's report to the runner: its warnings and log lines, then its outputs. */
export function publishReport<Report>(renderer: ReportRenderer<Report>, report: Report): void {
  // Keys and server messages are untrusted: each line stays one line, so none can start a
  // workflow command.
  for (const warning of renderer.warnings(report)) core.warning(oneLogLine(warning));
  for (const line of renderer.logLines(report)) core.info(oneLogLine(line));
  for (const [name, value] of Object.entries(renderer.outputs(report))) setStepOutput(name, value);
}

/** Writes a step summary; one that cannot be written must never hide the step's real result. */
export async function writeStepSummary(render: () => string): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return;
  try {
    await core.summary.addRaw(redactSecrets(render())).write();
  } catch (error) {
    core.warning(`Could not write the job summary: ${(error as Error).message}`);
  }
}

/** The step log's one line about the proxy a job's requests go through, said the same by every step. */
export function logProxy(proxy: ProxySettings | undefined): void {
  const notice = proxyNotice(proxy);
  if (notice) core.info(oneLogLine(notice));
}

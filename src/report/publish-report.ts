import * as core from '@actions/core';
import { oneLogLine } from './format.js';
import { proxyNotice, type ProxySettings } from '../s3/proxy-settings.js';
import type { ReportRenderer } from './report-renderer.js';

/** An action step's report to the runner: its warnings and log lines, then its outputs. */
export function publishReport<Report>(renderer: ReportRenderer<Report>, report: Report): void {
  // Keys and server messages are untrusted: each line stays one line, so none can start a
  // workflow command.
  for (const warning of renderer.warnings(report)) core.warning(oneLogLine(warning));
  for (const line of renderer.logLines(report)) core.info(oneLogLine(line));
  for (const [name, value] of Object.entries(renderer.outputs(report))) core.setOutput(name, value);
}

/** Writes a step summary; one that cannot be written must never hide the step's real result. */
export async function writeStepSummary(render: () => string): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return;
  try {
    await core.summary.addRaw(render()).write();
  } catch (error) {
    core.warning(`Could not write the job summary: ${(error as Error).message}`);
  }
}

/** The step log's one line about the proxy a job's requests go through, said the same by every step. */
export function logProxy(proxy: ProxySettings | undefined): void {
  const notice = proxyNotice(proxy);
  if (notice) core.info(oneLogLine(notice));
}

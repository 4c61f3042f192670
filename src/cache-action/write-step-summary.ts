import * as core from '@actions/core';

/** Writes a step summary; one that cannot be written must never hide the step's real result. */
export async function writeStepSummary(render: () => string): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return;
  try {
    await core.summary.addRaw(render()).write();
  } catch (error) {
    core.warning(`Could not write the job summary: ${(error as Error).message}`);
  }
}

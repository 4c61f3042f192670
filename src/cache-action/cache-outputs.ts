import { phaseSeconds, type PhaseRecord } from '../phases.js';
import { CacheOutputs, RESTORE_PHASE_OUTPUTS, SAVE_PHASE_OUTPUTS } from './cache-constants.js';
import type { RestoreStepReport, SaveStepReport } from './cache-step-report.js';

const seconds = (s: number) => s.toFixed(3);

/** `<phase>-seconds` for each named phase; '' for a phase this backend does not have. */
function phaseOutputs(
  names: readonly string[],
  phases: readonly PhaseRecord[],
  totalMs: number,
): Record<string, string> {
  const outputs: Record<string, string> = {};
  for (const name of names) {
    const phase = phases.find((p) => p.name === name);
    outputs[`${name}-seconds`] = phase ? seconds(phaseSeconds(phase, totalMs)) : '';
  }
  outputs[CacheOutputs.TotalSeconds] = seconds(totalMs / 1000);
  return outputs;
}

export function restoreOutputs(report: RestoreStepReport): Record<string, string> {
  return {
    // Always 'true' or 'false': actions/cache leaves it empty on a miss (its #1466), and
    // `== 'false'` in a workflow then never holds.
    [CacheOutputs.CacheHit]: String(report.outcome === 'exact'),
    [CacheOutputs.PrimaryKey]: report.primaryKey,
    [CacheOutputs.MatchedKey]: report.matchedKey ?? '',
    [CacheOutputs.Backend]: report.backend,
    [CacheOutputs.Files]: String(report.files),
    [CacheOutputs.Bytes]: String(report.bytes),
    ...phaseOutputs(RESTORE_PHASE_OUTPUTS, report.phases, report.totalMs),
  };
}

export function saveOutputs(report: SaveStepReport): Record<string, string> {
  return {
    [CacheOutputs.Backend]: report.backend,
    [CacheOutputs.Files]: String(report.files),
    [CacheOutputs.Bytes]: String(report.bytes),
    ...phaseOutputs(SAVE_PHASE_OUTPUTS, report.phases, report.totalMs),
  };
}

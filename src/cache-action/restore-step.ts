import * as core from '@actions/core';
import { InputError } from '../errors.js';
import { oneLogLine } from '../report/format.js';
import { maskSecrets, publishReport, writeStepSummary } from '../report/publish-report.js';
import { isUnreachable } from '../retry.js';
import { backendFor } from './cache-backends.js';
import { CacheInputs, CacheState } from './cache-constants.js';
import { saveDecisionText } from './cache-access.js';
import { compatibilityNotes } from './compat-notes.js';
import { restoreRenderer } from './cache-renderers.js';
import { readCacheSettings, type CacheSettings } from './cache-settings.js';
import type { RestoreStepReport } from './cache-step-report.js';
import { withJobSignal } from './job-signal.js';
import { where } from './cache-where.js';

/** A restore that matched nothing: the base of a skipped and of a failed restore. */
function missReport(
  settings: CacheSettings,
  fields: Pick<RestoreStepReport, 'readScopes' | 'keysTried' | 'totalMs' | 'warnings'> &
    Partial<Pick<RestoreStepReport, 'skipped'>>,
): RestoreStepReport {
  return {
    backend: settings.store ? 's3' : 'github',
    primaryKey: settings.primaryKey,
    outcome: 'miss',
    matchedKey: undefined,
    matchedScope: undefined,
    lookupOnly: settings.lookupOnly,
    files: 0,
    bytes: 0,
    unchangedFiles: undefined,
    phases: [],
    reuse: undefined,
    ...fields,
  };
}

/** The miss of a run that may not restore: nothing is looked up, and the log says why. */
function skippedRestore(settings: CacheSettings, reason: string): RestoreStepReport {
  return missReport(settings, {
    readScopes: [],
    keysTried: [],
    totalMs: 0,
    warnings: [],
    skipped: reason,
  });
}

/** The miss a restore error becomes: a warning, never a failed job (as actions/cache). */
function failedRestore(
  settings: CacheSettings,
  error: Error,
  startedAtMs: number,
): RestoreStepReport {
  const report = missReport(settings, {
    readScopes: settings.store ? settings.scopes.readScopes : [],
    keysTried: [settings.primaryKey, ...settings.restoreKeys],
    totalMs: Date.now() - startedAtMs,
    warnings: [`The cache restore failed, so this run goes on without it: ${error.message}`],
  });
  return isUnreachable(error) ? { ...report, backend: 'none' } : report;
}

/**
 * What the summary says comes next, as the post step decides (save-step.ts): nothing when this
 * run may not save (and why), else a save unless an exact hit without `update`.
 */
function nextSave(
  settings: CacheSettings,
  report: RestoreStepReport,
  post: boolean,
): Pick<RestoreStepReport, 'postStep' | 'saveRefused'> {
  const refused = settings.access.saveSkipped;
  if (!post) return { postStep: undefined, saveRefused: refused };
  if (refused !== undefined) return { postStep: 'refuses', saveRefused: refused };
  return { postStep: report.outcome === 'exact' && !settings.update ? 'skips' : 'saves' };
}

/**
 * The restore half, for the combined action's main step (`saveState`: hand post what it needs)
 * and for cache/restore. Bad input and fail-on-cache-miss fail the step; anything else is a
 * warning and a miss.
 */
export function runRestoreStep(options: { saveState: boolean }): Promise<void> {
  return withJobSignal((signal) => runStep(options, signal));
}

async function runStep(options: { saveState: boolean }, signal: AbortSignal): Promise<void> {
  const startedAtMs = Date.now();
  let settings: CacheSettings | undefined;
  let report: RestoreStepReport | undefined;
  let failure: Error | undefined;
  try {
    settings = readCacheSettings((name) => core.getInput(name));
    maskSecrets(settings.secrets);
    for (const note of compatibilityNotes(settings, 'restore')) core.info(note);
    const chosen = settings;
    try {
      report =
        settings.access.restoreSkipped !== undefined
          ? skippedRestore(settings, settings.access.restoreSkipped)
          : await core.group('Restore the cache', () =>
              backendFor(chosen).restore(chosen, signal, startedAtMs),
            );
    } catch (error) {
      if (error instanceof InputError) throw error;
      report = failedRestore(
        settings,
        error instanceof Error ? error : new Error(String(error)),
        startedAtMs,
      );
    }
    report = {
      ...report,
      ...where(settings),
      ...nextSave(settings, report, options.saveState),
    };
    publishReport(restoreRenderer, report);
    if (options.saveState) {
      // Kept exactly, secrets and all (a matched key comes from the bucket): the state is no
      // output. The runner keeps it for this action's post step and prints it only in its debug
      // log, masked with what guardActionOutput registered; post saves under this primary key,
      // so a cleared one would save under another. What post shows of it goes out cleared.
      core.saveState(CacheState.PrimaryKey, report.primaryKey);
      core.saveState(CacheState.MatchedKey, report.matchedKey ?? '');
      core.saveState(CacheState.Backend, report.backend);
      core.saveState(CacheState.SaveDecision, saveDecisionText(settings.access));
      if (report.reuse !== undefined)
        core.saveState(CacheState.Reuse, JSON.stringify(report.reuse));
    }
    if (report.outcome === 'miss' && settings.failOnCacheMiss) {
      throw new Error(
        `No cache entry for the key ${JSON.stringify(settings.primaryKey)} or its restore keys, and '${CacheInputs.FailOnCacheMiss}' is true`,
      );
    }
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
    core.setFailed(oneLogLine(failure.message));
  } finally {
    const done = report;
    if (done && settings?.summary !== false)
      await writeStepSummary(() => restoreRenderer.summary(done, failure));
  }
}

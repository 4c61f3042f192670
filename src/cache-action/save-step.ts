import * as core from '@actions/core';
import { InputError } from '../errors.js';
import { oneLogLine } from '../report/format.js';
import { maskSecrets, publishReport, writeStepSummary } from '../report/publish-report.js';
import { backendFor } from './cache-backends.js';
import { CacheState } from './cache-constants.js';
import { compatibilityNotes } from './compat-notes.js';
import { saveRenderer } from './cache-renderers.js';
import { accessFromDecision } from './cache-access.js';
import { readCacheSettings, readCacheSettingsWith, type CacheSettings } from './cache-settings.js';
import type { SaveStepReport } from './cache-step-report.js';
import { withJobSignal } from './job-signal.js';
import { where } from './cache-where.js';

function parseReuse(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function skipped(settings: CacheSettings, key: string, reason: string): SaveStepReport {
  return {
    backend: settings.store ? 's3' : 'github',
    key,
    scope: settings.store ? settings.scopes.writeScope : undefined,
    outcome: 'skipped',
    reason,
    files: 0,
    bytes: 0,
    phases: [],
    totalMs: 0,
    warnings: [],
  };
}

/**
 * The settings of a save. cache/save decides at its start whether the run may save; the
 * combined action's post step takes what its main step decided (the trigger was judged there)
 * and does not read the event payload at all: code run in the job since main can rewrite it.
 */
function readSaveSettings(fromState: boolean): CacheSettings {
  const input = (name: string) => core.getInput(name);
  if (!fromState) return readCacheSettings(input);
  const env = { ...process.env };
  delete env.GITHUB_EVENT_PATH;
  const decided = accessFromDecision(
    core.getState(CacheState.SaveDecision),
    env.ACTIONS_CACHE_MODE ?? '',
  );
  return readCacheSettingsWith(input, env, decided);
}

/**
 * The save half, for the combined action's post step (`fromState`: the key and the reuse hint
 * come from main, since inputs are evaluated again before post) and for cache/save. Bad input
 * fails the step; a save that fails is a warning, as in actions/cache.
 */
export function runSaveStep(options: { fromState: boolean }): Promise<void> {
  return withJobSignal((signal) => runStep(options, signal));
}

async function runStep(options: { fromState: boolean }, signal: AbortSignal): Promise<void> {
  const startedAtMs = Date.now();
  let settings: CacheSettings | undefined;
  let report: SaveStepReport | undefined;
  try {
    settings = readSaveSettings(options.fromState);
    maskSecrets(settings.secrets);
    for (const note of compatibilityNotes(settings, 'save')) core.info(note);
    const key = options.fromState ? core.getState(CacheState.PrimaryKey) : settings.primaryKey;
    const matched = options.fromState ? core.getState(CacheState.MatchedKey) : '';
    const reuse = options.fromState ? parseReuse(core.getState(CacheState.Reuse)) : undefined;
    if (settings.access.saveSkipped !== undefined) {
      // Checked first: whatever else holds, this run may not write (the runner said so, or its
      // trigger runs untrusted code with the base branch's scope).
      report = skipped(settings, key || settings.primaryKey, settings.access.saveSkipped);
    } else if (key === '') {
      report = skipped(settings, settings.primaryKey, 'the restore step recorded no key');
    } else if (options.fromState && core.getState(CacheState.Backend) === 'none') {
      // The restore step already warned that there is no store (or none it could reach); once
      // is enough.
      report = {
        ...skipped(settings, key, 'there is no cache store (see the restore step)'),
        backend: 'none',
      };
    } else if (matched === key && !settings.update) {
      // An exact hit: entries never change under a key unless `update` asks for a new one.
      report = skipped(settings, key, 'the restore step had an exact hit on this key');
    } else {
      const chosen = settings;
      try {
        report = await core.group('Save the cache', () =>
          backendFor(chosen).save(chosen, { key, reuse }, signal, startedAtMs),
        );
      } catch (error) {
        if (error instanceof InputError) throw error;
        const message = error instanceof Error ? error.message : String(error);
        report = {
          ...skipped(settings, key, 'the save failed'),
          outcome: 'failed',
          totalMs: Date.now() - startedAtMs,
          warnings: [`The cache was not saved: ${message}`],
        };
      }
    }
    report = { ...report, ...where(settings) };
    publishReport(saveRenderer, report);
  } catch (error) {
    core.setFailed(oneLogLine(error instanceof Error ? error.message : String(error)));
  } finally {
    const done = report;
    if (done && settings?.summary !== false)
      await writeStepSummary(() => saveRenderer.summary(done));
  }
}

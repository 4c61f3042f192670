import { restoreWithGithub, saveWithGithub } from './github/github-cache.js';
import { BUCKET_ENV, CacheInputs } from './cache-constants.js';
import type { CacheSettings } from './cache-settings.js';
import type { RestoreStepReport, SaveStepReport } from './cache-step-report.js';

/** Said when there is neither a bucket nor GitHub's service: the step goes on, without a cache. */
export const NO_STORE_WARNING = `No cache store: the input '${CacheInputs.Bucket}' and ${BUCKET_ENV} are empty, and GitHub's cache service is not available to this step (the runner sets ACTIONS_RESULTS_URL for node actions). Set '${CacheInputs.Bucket}' to an S3 URL such as 's3://my-caches'.`;

export async function restoreFromGithubService(
  settings: CacheSettings,
  startedAtMs: number,
): Promise<RestoreStepReport> {
  const { available, ...result } = await restoreWithGithub(settings);
  return {
    ...result,
    backend: available ? 'github' : 'none',
    primaryKey: settings.primaryKey,
    // GitHub's service applies its own scopes (the same rule as scope: branch).
    readScopes: [],
    lookupOnly: settings.lookupOnly,
    totalMs: Date.now() - startedAtMs,
    warnings: available ? result.warnings : [NO_STORE_WARNING, ...result.warnings],
  };
}

export async function saveToGithubService(
  settings: CacheSettings,
  key: string,
  startedAtMs: number,
): Promise<SaveStepReport> {
  const result = await saveWithGithub({ ...settings, key });
  const reasons: Record<typeof result.outcome, string | undefined> = {
    saved: undefined,
    'not-saved':
      'GitHub’s cache service did not take the entry (the key may have one already; the log says why)',
    'read-only': `the runner's cache mode ${JSON.stringify(process.env.ACTIONS_CACHE_MODE ?? '')} does not allow writes`,
    failed: result.available ? 'the save failed' : 'there is no cache store',
  };
  return {
    files: result.files,
    bytes: result.bytes,
    phases: result.phases,
    backend: result.available ? 'github' : 'none',
    key,
    scope: undefined,
    outcome:
      result.outcome === 'saved' ? 'saved' : result.outcome === 'failed' ? 'failed' : 'skipped',
    reason: reasons[result.outcome],
    totalMs: Date.now() - startedAtMs,
    warnings: result.available ? result.warnings : [NO_STORE_WARNING, ...result.warnings],
  };
}

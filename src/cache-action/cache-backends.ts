import type { CacheSettings } from './cache-settings.js';
import type { RestoreStepReport, SaveStepReport } from './cache-step-report.js';
import { restoreFromGithubService, saveToGithubService } from './github-backend.js';
import { s3Backend } from './s3-backend.js';

/** One store the cache steps can use: the user's bucket, or GitHub's cache service. */
export interface CacheBackend {
  restore(
    settings: CacheSettings,
    signal: AbortSignal,
    startedAtMs: number,
  ): Promise<RestoreStepReport>;
  save(
    settings: CacheSettings,
    key: string,
    reuse: unknown,
    signal: AbortSignal,
    startedAtMs: number,
  ): Promise<SaveStepReport>;
}

const githubBackend: CacheBackend = {
  restore: (settings, _signal, startedAtMs) => restoreFromGithubService(settings, startedAtMs),
  save: (settings, key, _reuse, _signal, startedAtMs) =>
    saveToGithubService(settings, key, startedAtMs),
};

/** A bucket, when given, is the store; without one, GitHub's service (as actions/cache). */
export function backendFor(settings: CacheSettings): CacheBackend {
  return settings.store ? s3Backend : githubBackend;
}

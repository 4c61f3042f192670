import type { CacheSettings } from './cache-settings.js';
import type { RestoreStepReport, SaveStepReport } from './cache-step-report.js';

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

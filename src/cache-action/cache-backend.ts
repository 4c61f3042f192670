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
    entry: SavedEntry,
    signal: AbortSignal,
    startedAtMs: number,
  ): Promise<SaveStepReport>;
}

/** What a save stores: the key, and the restore step's reuse hint (as the state held it, unchecked). */
export interface SavedEntry {
  readonly key: string;
  readonly reuse: unknown;
}

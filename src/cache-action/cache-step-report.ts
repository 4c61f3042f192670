import type { CacheRestoreResult, CacheSaveResult } from '../cache/store/cache-types.js';
import type { CacheJobSettings } from './cache-requests.js';

/** Which store a step used: `none` when no bucket was given and GitHub's service was missing. */
export type CacheBackendName = 's3' | 'github' | 'none';

/**
 * The engine's restore result as every backend returns it: GitHub's service knows fewer figures
 * (no unchanged files, no reuse hint), so those may be missing. A figure the engine adds to its
 * result is carried here as it is.
 */
type RestoreFigures = Omit<CacheRestoreResult, 'unchangedFiles' | 'reuse'> &
  Partial<Pick<CacheRestoreResult, 'unchangedFiles'>>;

/**
 * What a restore step did, whichever backend ran: the engine's result, and what the step knows
 * besides. Outputs, state, log and summary are rendered from it (cache-renderers.ts).
 */
export interface RestoreStepReport extends RestoreFigures {
  readonly backend: CacheBackendName;
  readonly primaryKey: string;
  readonly readScopes: readonly string[];
  readonly lookupOnly: boolean;
  readonly totalMs: number;
  /** The engine's hint that lets a later save reuse packs; JSON-serialisable. */
  readonly reuse?: unknown;
  /** Why the restore did not look at all (ACTIONS_CACHE_MODE); undefined when it did. */
  readonly skipped?: string;
  /** Where and what: `s3://bucket/prefix/` or GitHub's service, and the paths as written. */
  readonly store?: string | undefined;
  readonly paths?: readonly string[] | undefined;
  /** What the combined action's post step will do; undefined for cache/restore (no post). */
  readonly postStep?: 'saves' | 'skips' | 'refuses' | undefined;
  /** Why this run may not save (the trigger, ACTIONS_CACHE_MODE); undefined when it may. */
  readonly saveRefused?: string | undefined;
}

/** The engine's save result; a save that did not run (skipped, failed) has only the totals. */
type SaveFigures = Partial<Omit<CacheSaveResult, 'outcome'>> &
  Pick<CacheSaveResult, 'files' | 'bytes' | 'phases' | 'warnings'>;

export interface SaveStepReport extends SaveFigures {
  readonly backend: CacheBackendName;
  readonly key: string;
  readonly scope: string | undefined;
  readonly outcome: CacheSaveResult['outcome'] | 'skipped' | 'failed';
  /** Why nothing was saved, in a sentence: shown in the log and the summary. */
  readonly reason: string | undefined;
  readonly totalMs: number;
  readonly store?: string | undefined;
  readonly paths?: readonly string[] | undefined;
}

/** The report of a restore from the bucket, for the action's steps and the CLI alike. */
export function s3RestoreReport(
  settings: Pick<CacheJobSettings, 'primaryKey' | 'scopes' | 'lookupOnly'>,
  result: CacheRestoreResult,
  totalMs: number,
): RestoreStepReport {
  return {
    ...result,
    backend: 's3',
    primaryKey: settings.primaryKey,
    readScopes: settings.scopes.readScopes,
    lookupOnly: settings.lookupOnly,
    totalMs,
  };
}

const SAVE_REASONS: Record<CacheSaveResult['outcome'], string | undefined> = {
  saved: undefined,
  exists: `the key has an entry in this scope already (set 'update: true' to replace it)`,
  'nothing-to-save': 'the paths hold no files',
};

/** The report of a save to the bucket, for the action's steps and the CLI alike. */
export function s3SaveReport(
  settings: Pick<CacheJobSettings, 'scopes'>,
  key: string,
  result: CacheSaveResult,
  totalMs: number,
): SaveStepReport {
  return {
    ...result,
    backend: 's3',
    key,
    scope: settings.scopes.writeScope,
    reason: SAVE_REASONS[result.outcome],
    totalMs,
  };
}

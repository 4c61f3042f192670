import type { PhaseRecord } from '../phases.js';

/** Which store a step used: `none` when no bucket was given and GitHub's service was missing. */
export type CacheBackendName = 's3' | 'github' | 'none';

/** What a restore step did, whichever backend ran: what outputs, state and summary are made of. */
export interface RestoreStepReport {
  readonly backend: CacheBackendName;
  readonly primaryKey: string;
  readonly outcome: 'exact' | 'restore-key' | 'miss';
  readonly matchedKey: string | undefined;
  readonly matchedScope: string | undefined;
  readonly readScopes: readonly string[];
  readonly keysTried: readonly string[];
  readonly lookupOnly: boolean;
  readonly files: number;
  readonly bytes: number;
  readonly unchangedFiles: number | undefined;
  readonly phases: readonly PhaseRecord[];
  readonly totalMs: number;
  readonly warnings: readonly string[];
  /** The engine's hint that lets a later save reuse packs; JSON-serialisable. */
  readonly reuse: unknown;
  /** Why the restore did not look at all (ACTIONS_CACHE_MODE); undefined when it did. */
  readonly skipped?: string;
}

export interface SaveStepReport {
  readonly backend: CacheBackendName;
  readonly key: string;
  readonly scope: string | undefined;
  readonly outcome: 'saved' | 'exists' | 'nothing-to-save' | 'skipped' | 'failed';
  /** Why nothing was saved, in a sentence: shown in the log and the summary. */
  readonly reason: string | undefined;
  readonly files: number;
  readonly bytes: number;
  readonly bytesUploaded: number | undefined;
  readonly packsUploaded: number | undefined;
  readonly packsReused: number | undefined;
  readonly phases: readonly PhaseRecord[];
  readonly totalMs: number;
  readonly warnings: readonly string[];
}

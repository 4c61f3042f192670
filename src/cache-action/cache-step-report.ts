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
  /** Where and what: `s3://bucket/prefix/` or GitHub's service, and the paths as written. */
  readonly store?: string | undefined;
  readonly paths?: readonly string[] | undefined;
  /** Compressed bytes of packs and blobs fetched; undefined where the backend does not say. */
  readonly bytesDownloaded?: number | undefined;
  /** The stored manifest's bytes fetched (not in `bytesDownloaded`). */
  readonly manifestBytes?: number | undefined;
  /** The entry's folders and symlinks, apart from its `files`. */
  readonly folders?: number | undefined;
  readonly links?: number | undefined;
  /** What the combined action's post step will do; undefined for cache/restore (no post). */
  readonly postStep?: 'saves' | 'skips' | 'refuses' | undefined;
  /** Why this run may not save (the trigger, ACTIONS_CACHE_MODE); undefined when it may. */
  readonly saveRefused?: string | undefined;
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
  readonly store?: string | undefined;
  readonly paths?: readonly string[] | undefined;
  readonly folders?: number | undefined;
  readonly links?: number | undefined;
  /** Large files stored as blobs of their own (their bytes are in `bytesUploaded`). */
  readonly blobsUploaded?: number | undefined;
  /** The manifest's bytes committed (part of `bytesUploaded`). */
  readonly manifestBytes?: number | undefined;
}

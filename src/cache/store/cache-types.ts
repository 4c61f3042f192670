/**
 * The cache engine's contract with its front-ends (the CLI and the cache actions): the requests
 * they make and the results they render (the step reports carry each result as it is).
 */
import type { PhaseRecord } from '../../phases.js';
import type { S3Session } from '../../s3/s3-session.js';

/** `s3://bucket/prefix`: where the store lives. */
export interface CacheStoreLocation {
  readonly bucket: string;
  readonly prefix: string;
  /**
   * `OWNER/NAME`: the repository whose keyspace the entries live in (`repos/OWNER/NAME/`).
   * Undefined: the keyspace every repository shares (`entries/`, the only one before
   * repositories had their own). Packs and blobs are shared by all keyspaces either way.
   */
  readonly repository?: string;
}

/** The engine runs on the job's S3 session (client, agent, direct signed requests, signal). */
export type CacheSession = S3Session;

export interface CacheRestoreRequest {
  readonly store: CacheStoreLocation;
  /** As the user wrote them (globs, `~`, `!` exclusions). */
  readonly paths: readonly string[];
  /** Base for relative paths (GITHUB_WORKSPACE or the current folder). */
  readonly workspace: string;
  readonly primaryKey: string;
  readonly restoreKeys: readonly string[];
  /** From computeCacheVersion(). */
  readonly version: string;
  /** Tried in order, e.g. ['refs/pull/7/merge', 'refs/heads/main']. */
  readonly readScopes: readonly string[];
  readonly lookupOnly: boolean;
  /** Whole-restore deadline; default DEFAULT_RESTORE_DEADLINE_MS. */
  readonly deadlineMs?: number;
  /** What sets the deadline, named in the warning of a restore that passes it. */
  readonly deadlineSetBy?: string;
  /**
   * Restore into paths that a symlink leads outside the workspace, the home folder and the
   * runner's temporary folder (root-links.ts), and symlinks whose targets leave their root
   * (link-chain.ts); either is refused (a miss) unless set.
   */
  readonly allowLinkedPaths?: boolean;
}

export interface CacheRestoreResult {
  readonly outcome: 'exact' | 'restore-key' | 'miss';
  /** The entry's full key, never the prefix that found it. */
  readonly matchedKey?: string;
  readonly matchedScope?: string;
  readonly keysTried: readonly string[];
  readonly files: number;
  readonly bytes: number;
  /** Files already right on disk (size and mtime as in the manifest), not rewritten. */
  readonly unchangedFiles: number;
  /** lookup, manifest, download, unpack, write... */
  readonly phases: readonly PhaseRecord[];
  /** A failed restore is a miss plus a warning saying why. */
  readonly warnings: readonly string[];
  /** True when the lookup could not reach the store at all (connection refused, no such host). */
  readonly unreachable?: boolean;
  /** What a later save needs to reuse packs without asking the store; JSON-serialisable, small. */
  readonly reuse?: CacheReuseHint;
  /** Bytes of packs and blobs downloaded. */
  readonly bytesDownloaded?: number;
  /** The entry's folders and symlinks (files are `files`). */
  readonly folders?: number;
  readonly links?: number;
  /** Bytes of the stored (compressed) manifest fetched. */
  readonly manifestBytes?: number;
}

export type CacheReuseHint = {
  readonly manifestObjectKey: string;
  readonly manifestSha256: string;
};

export interface CacheSaveRequest {
  readonly store: CacheStoreLocation;
  readonly paths: readonly string[];
  readonly workspace: string;
  readonly key: string;
  readonly version: string;
  /** The write scope: the current ref. */
  readonly scope: string;
  /** Overwrite an existing key with a new manifest. */
  readonly update: boolean;
  /** From the restore step, if any. */
  readonly reuse?: CacheReuseHint;
}

export interface CacheSaveResult {
  readonly outcome: 'saved' | 'exists' | 'nothing-to-save';
  readonly files: number;
  readonly bytes: number;
  readonly bytesUploaded: number;
  readonly packsUploaded: number;
  readonly packsReused: number;
  readonly blobsUploaded: number;
  /** Prior packs whose live content this save rewrote (compaction); 0 when none. */
  readonly packsCompacted?: number;
  /** The tree's folders and symlinks (files are `files`). */
  readonly folders?: number;
  readonly links?: number;
  /** Bytes of the manifest committed (part of `bytesUploaded`); 0 when none was. */
  readonly manifestBytes?: number;
  /** walk, hash, pack, upload, commit... */
  readonly phases: readonly PhaseRecord[];
  readonly warnings: readonly string[];
}

/** A restore that takes longer than this is abandoned as a miss. */
export const DEFAULT_RESTORE_DEADLINE_MS = 10 * 60_000;

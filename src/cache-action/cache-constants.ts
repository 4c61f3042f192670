/** The cache actions' input, output and state names, spelled exactly as in cache/**\/action.yml. */
export const CacheInputs = {
  Path: 'path',
  Key: 'key',
  RestoreKeys: 'restore-keys',
  LookupOnly: 'lookup-only',
  FailOnCacheMiss: 'fail-on-cache-miss',
  EnableCrossOsArchive: 'enableCrossOsArchive',
  UploadChunkSize: 'upload-chunk-size',
  SaveAlways: 'save-always',
  AllowLinkedPaths: 'allow-linked-paths',
  Bucket: 'bucket',
  Scope: 'scope',
  Update: 'update',
  CrossRepository: 'cross-repository',
  SaveUntrusted: 'save-untrusted',
  Summary: 'summary',
} as const;

export const CacheOutputs = {
  CacheHit: 'cache-hit',
  PrimaryKey: 'cache-primary-key',
  MatchedKey: 'cache-matched-key',
  Backend: 'cache-backend',
  Files: 'cache-files',
  Bytes: 'cache-bytes',
  TotalSeconds: 'total-seconds',
} as const;

/** Phases whose seconds are step outputs (`<name>-seconds`), whichever backend ran. */
export const RESTORE_PHASE_OUTPUTS = ['lookup', 'download', 'unpack'] as const;
export const SAVE_PHASE_OUTPUTS = ['pack', 'upload'] as const;

/** What the combined action's main step hands its post step (core.saveState, env STATE_<name>). */
export const CacheState = {
  PrimaryKey: 'primary-key',
  MatchedKey: 'matched-key',
  Backend: 'backend',
  Reuse: 'reuse',
  /** Whether the post step may save, decided from the trigger at main (cache-access.ts). */
  SaveDecision: 'save-decision',
} as const;

/**
 * Requests in flight at once for a restore or a save, from the action or the CLI: downloads and
 * uploads of packs, with room for their parts.
 */
export const CACHE_MAX_REQUESTS = 64;

/** For a prune or a removal: deletes go 1,000 keys a request, so a few at once are enough. */
export const PRUNE_MAX_REQUESTS = 16;

/** An organisation can name its cache bucket once, for every workflow. */
export const BUCKET_ENV = 'S3_SYNC_CACHE_BUCKET';

/** actions/cache's limits, which the GitHub cache service enforces too. */
export const MAX_KEYS = 10;
export const MAX_KEY_CHARS = 512;

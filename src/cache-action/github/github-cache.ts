import { PhaseCollector, type PhaseRecord } from '../../phases.js';
import { countPaths } from './count-paths.js';

/**
 * GitHub's own cache service, through @actions/cache, for runs that name no bucket. The library
 * (and the Azure SDK under it) is loaded here, on first use, with a dynamic import: the bundler
 * puts it in a chunk of its own, so the S3 path never loads it.
 */

export interface GithubRestoreRequest {
  readonly paths: readonly string[];
  readonly workspace: string;
  readonly primaryKey: string;
  readonly restoreKeys: readonly string[];
  readonly lookupOnly: boolean;
  readonly crossOs: boolean;
}

export interface GithubRestoreResult {
  /** False when the runner gave no cache service (ACTIONS_RESULTS_URL / ACTIONS_CACHE_URL). */
  readonly available: boolean;
  readonly outcome: 'exact' | 'restore-key' | 'miss';
  readonly matchedKey: string | undefined;
  readonly keysTried: readonly string[];
  readonly files: number;
  readonly bytes: number;
  readonly phases: readonly PhaseRecord[];
  readonly warnings: readonly string[];
}

export interface GithubSaveRequest {
  readonly paths: readonly string[];
  readonly workspace: string;
  readonly key: string;
  readonly crossOs: boolean;
  /** actions/cache's `upload-chunk-size`, handed on as it does; undefined: the library's own. */
  readonly uploadChunkSizeBytes?: number | undefined;
}

export interface GithubSaveResult {
  readonly available: boolean;
  /** 'read-only': ACTIONS_CACHE_MODE forbids writes, so nothing was tried. */
  readonly outcome: 'saved' | 'not-saved' | 'read-only' | 'failed';
  readonly files: number;
  readonly bytes: number;
  readonly phases: readonly PhaseRecord[];
  readonly warnings: readonly string[];
}

/** The runner's cache mode (actions/toolkit): `read`, `write`, `write-only`, `none`; unset allows all. */
export function cacheModeAllows(what: 'read' | 'write', env: NodeJS.ProcessEnv): boolean {
  const mode = (env.ACTIONS_CACHE_MODE ?? '').trim().toLowerCase();
  if (!['read', 'write', 'write-only', 'none'].includes(mode)) return true;
  return what === 'read'
    ? mode === 'read' || mode === 'write'
    : mode === 'write' || mode === 'write-only';
}

const RESTORE_PHASES = [
  { name: 'restore', label: 'Lookup, download and unpack (@actions/cache)' },
  { name: 'count', label: 'Count restored files' },
];
const SAVE_PHASES = [
  { name: 'count', label: 'Count files' },
  { name: 'save', label: 'Pack and upload (@actions/cache)' },
];

const loadToolkit = () => import('@actions/cache');

export async function restoreWithGithub(
  request: GithubRestoreRequest,
  env: NodeJS.ProcessEnv = process.env,
): Promise<GithubRestoreResult> {
  const phases = new PhaseCollector(RESTORE_PHASES);
  const keysTried = [request.primaryKey, ...request.restoreKeys];
  const miss = (available: boolean, warnings: string[]): GithubRestoreResult => ({
    available,
    outcome: 'miss',
    matchedKey: undefined,
    keysTried,
    files: 0,
    bytes: 0,
    phases: phases.list(),
    warnings,
  });
  const toolkit = await loadToolkit();
  if (!toolkit.isFeatureAvailable()) return miss(false, []);
  if (!cacheModeAllows('read', env)) {
    return miss(true, [
      `The runner's cache mode ${JSON.stringify(env.ACTIONS_CACHE_MODE)} does not allow reads`,
    ]);
  }
  const matchedKey = await phases.time('restore', () =>
    toolkit.restoreCache(
      [...request.paths],
      request.primaryKey,
      [...request.restoreKeys],
      { lookupOnly: request.lookupOnly },
      request.crossOs,
    ),
  );
  if (matchedKey === undefined) return miss(true, []);
  const totals = request.lookupOnly
    ? { files: 0, bytes: 0 }
    : await phases.time('count', () => countPaths(request.paths, request.workspace));
  return {
    available: true,
    // The service matches the primary key exactly before it tries prefixes.
    outcome: matchedKey === request.primaryKey ? 'exact' : 'restore-key',
    matchedKey,
    keysTried,
    ...totals,
    phases: phases.list(),
    warnings: [],
  };
}

export async function saveWithGithub(
  request: GithubSaveRequest,
  env: NodeJS.ProcessEnv = process.env,
): Promise<GithubSaveResult> {
  const phases = new PhaseCollector(SAVE_PHASES);
  const result = (
    available: boolean,
    outcome: GithubSaveResult['outcome'],
    totals = { files: 0, bytes: 0 },
    warnings: string[] = [],
  ): GithubSaveResult => ({ available, outcome, ...totals, phases: phases.list(), warnings });
  const toolkit = await loadToolkit();
  if (!toolkit.isFeatureAvailable()) return result(false, 'failed');
  // Read-only runs (pull requests from forks, untrusted events) must not even try.
  if (!cacheModeAllows('write', env)) return result(true, 'read-only');
  const totals = await phases.time('count', () => countPaths(request.paths, request.workspace));
  try {
    const id = await phases.time('save', () =>
      toolkit.saveCache(
        [...request.paths],
        request.key,
        request.uploadChunkSizeBytes === undefined
          ? undefined
          : { uploadChunkSize: request.uploadChunkSizeBytes },
        request.crossOs,
      ),
    );
    // -1: the library logged why (the key exists or another job is saving it, a server error).
    return id === -1 ? result(true, 'not-saved', totals) : result(true, 'saved', totals);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return result(true, 'failed', totals, [message]);
  }
}

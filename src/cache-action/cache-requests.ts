import type {
  CacheRestoreRequest,
  CacheReuseHint,
  CacheSaveRequest,
  CacheStoreLocation,
} from '../cache/store/cache-types.js';
import { computeCacheVersion } from '../cache/store/cache-version.js';
import type { CacheSettings } from './cache-settings.js';

/**
 * What the engine's restore and save need from a front-end's settings: the cache actions'
 * (readCacheSettings) or the CLI's (read-cache-args.ts), so that both ask the engine the same.
 */
export type CacheJobSettings = Pick<
  CacheSettings,
  | 'paths'
  | 'workspace'
  | 'primaryKey'
  | 'restoreKeys'
  | 'crossOs'
  | 'lookupOnly'
  | 'allowLinkedPaths'
  | 'update'
  | 'scopes'
> & { readonly store: CacheStoreLocation };

const versionOf = (settings: CacheJobSettings) =>
  computeCacheVersion(settings.paths, { crossOs: settings.crossOs });

/** The engine's restore request: the key, then the restore keys, in each read scope in turn. */
export function cacheRestoreRequest(settings: CacheJobSettings): CacheRestoreRequest {
  return {
    store: settings.store,
    paths: settings.paths,
    workspace: settings.workspace,
    primaryKey: settings.primaryKey,
    restoreKeys: settings.restoreKeys,
    version: versionOf(settings),
    readScopes: settings.scopes.readScopes,
    lookupOnly: settings.lookupOnly,
    allowLinkedPaths: settings.allowLinkedPaths,
  };
}

/** The engine's save request, under `key` in the write scope (`reuse`: the restore's hint). */
export function cacheSaveRequest(
  settings: CacheJobSettings,
  key: string,
  reuse?: CacheReuseHint,
): CacheSaveRequest {
  return {
    store: settings.store,
    paths: settings.paths,
    workspace: settings.workspace,
    key,
    version: versionOf(settings),
    scope: settings.scopes.writeScope,
    update: settings.update,
    ...(reuse === undefined ? {} : { reuse }),
  };
}

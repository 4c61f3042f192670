import type { CacheSettings } from './cache-settings.js';

/**
 * Where a step's cache lives and what it holds, for its summary: two caches in one job must
 * differ by more than their keys.
 */
export function where(settings: Pick<CacheSettings, 'store' | 'paths'>): {
  store: string;
  paths: readonly string[];
} {
  const { store } = settings;
  return {
    store: store ? `s3://${store.bucket}/${store.prefix}` : 'GitHub’s cache service',
    paths: settings.paths,
  };
}

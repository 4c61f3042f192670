import { createHash } from 'node:crypto';

/** The compression this store writes; part of the version, as actions/cache makes it. */
export const CACHE_COMPRESSION = 'zstd-frames';

/**
 * A SHA-256 over the paths exactly as written, the compression and, unless `crossOs`, the
 * platform family (Windows apart, as actions/cache does with its `windows-only` marker):
 * different path lists never share an entry.
 */
export function computeCacheVersion(
  paths: readonly string[],
  options: { crossOs: boolean; platform?: NodeJS.Platform },
): string {
  const platform = options.platform ?? process.platform;
  const parts = [...paths, CACHE_COMPRESSION];
  if (!options.crossOs && platform === 'win32') parts.push('windows-only');
  return createHash('sha256').update(parts.join('|')).digest('hex');
}

import type { CacheEntryInfo } from '../cache/store/list-cache.js';
import type { RemoveResult } from '../cache/store/remove-entries.js';
import { formatCount, formatSeconds, formatSize } from '../report/format.js';

/** What `s3-sync cache ls` and `rm` print for a person (`--report json` prints the result objects). */

/** One line an entry: when saved, how long ago, its totals (`?` when unknown), scope and key. */
export function lsText(entries: readonly CacheEntryInfo[], nowMs: number): string {
  const lines = entries.map(
    (e) =>
      `${new Date(e.lastModifiedMs).toISOString()}  ${formatSeconds((nowMs - e.lastModifiedMs) / 1000).padStart(9)} ago  ${(e.files === undefined ? '?' : formatCount(e.files)).padStart(8)} files  ${(e.bytes === undefined ? '?' : formatSize(e.bytes)).padStart(10)}  scope ${JSON.stringify(e.scope)}  key ${JSON.stringify(e.key)}`,
  );
  return lines.length ? lines.join('\n') : 'no cache entries';
}

export function rmText(result: RemoveResult): string {
  return result.removed.length
    ? `removed ${result.removed.length} entr(ies): ${result.removed.map((k) => JSON.stringify(k)).join(', ')} (their packs and blobs go at the next prune)`
    : 'no entry to remove';
}

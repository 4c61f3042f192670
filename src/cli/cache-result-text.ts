import type { CacheEntryInfo } from '../cache/store/list-cache.js';
import type { PruneResult } from '../cache/store/prune-cache.js';
import type { RemoveResult } from '../cache/store/remove-entries.js';
import type { CacheRestoreResult, CacheSaveResult } from '../cache/store/cache-types.js';
import { phaseSeconds, type PhaseRecord } from '../phases.js';
import { formatCount, formatSeconds, formatSize } from '../report/format.js';
import { textTable } from '../report/text-table.js';

/** What `s3-sync cache` prints for a person (`--report json` prints the result objects instead). */

/** Each phase that ran: when it started, how long it took, what it moved. */
export function cachePhaseTable(phases: readonly PhaseRecord[]): string {
  const end = Math.max(0, ...phases.map((p) => p.endMs ?? p.startMs ?? 0));
  const rows = [['phase', 'start', 'seconds', 'objects', 'bytes']];
  for (const p of phases)
    if (p.startMs !== undefined)
      rows.push([
        p.label,
        formatSeconds(p.startMs / 1000),
        formatSeconds(phaseSeconds(p, end)),
        formatCount(p.objects),
        formatSize(p.bytes),
      ]);
  return textTable(rows, [0]);
}

export function saveText(result: CacheSaveResult, key: string): string {
  const outcome =
    result.outcome === 'exists'
      ? `the key ${JSON.stringify(key)} exists already (--update overwrites it)`
      : result.outcome;
  return `${cachePhaseTable(result.phases)}\n\n${outcome}: ${formatCount(result.files)} files (${formatSize(result.bytes)}), uploaded ${formatSize(result.bytesUploaded)} in ${result.packsUploaded} pack(s) and ${result.blobsUploaded} blob(s), ${result.packsReused} pack(s) reused, ${result.packsCompacted ?? 0} compacted`;
}

export function restoreText(result: CacheRestoreResult): string {
  const what =
    result.outcome === 'miss'
      ? `miss: no entry for ${result.keysTried.map((k) => JSON.stringify(k)).join(', ')}`
      : `${result.outcome} hit: ${JSON.stringify(result.matchedKey)} in scope ${JSON.stringify(result.matchedScope)}, ${formatCount(result.files)} files (${formatSize(result.bytes)}), ${formatCount(result.unchangedFiles)} unchanged, downloaded ${formatSize(result.bytesDownloaded ?? 0)}`;
  return `${cachePhaseTable(result.phases)}\n\n${what}`;
}

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

export function pruneText(result: PruneResult): string {
  return `pruned ${result.manifestsDeleted} entr(ies) (${result.manifestsKept} kept) and ${result.objectsDeleted} pack(s) or blob(s) (${formatSize(result.bytesDeleted)}; ${result.objectsKept} kept)`;
}

import { joinUnder } from '../paths/root-paths.js';
import type { SaveJob } from './save-job.js';
import { walkCachePaths, type WalkedTree } from './walk-cache-paths.js';

/** A walked tree, with when it was walked and each entry's path on this machine. */
export interface WalkedFiles {
  readonly tree: WalkedTree;
  /** When the walk began: mtimes after it (less git's racy window) are not trusted next time. */
  readonly scannedAtMs: number;
  readonly pathOf: (entry: number) => string;
  /** Bytes of an entry's absolute path (with its separator): what a pack task carries of it. */
  readonly pathBytesOf: (entry: number) => number;
}

/**
 * Walks the cache's paths, warning of what it removed (killed restores' leftovers) and of what
 * it did not store (paths a restore would refuse).
 */
export async function walkForSave(job: SaveJob): Promise<WalkedFiles> {
  const { request, phases, warnings } = job;
  const scannedAtMs = Date.now();
  const tree = await phases.time('walk', () => walkCachePaths(request.paths, request.workspace));
  phases.add('walk', tree.type.length);
  for (const file of tree.leftovers.slice(0, 20))
    warnings.push(`removed ${JSON.stringify(file)}, left by a restore that was killed`);
  for (const refused of tree.refused.slice(0, 20))
    warnings.push(`not saved: ${refused}, so a restore would refuse it`);
  if (tree.refused.length > 20)
    warnings.push(`... and ${tree.refused.length - 20} more paths not saved`);
  const rootBytes = tree.rootPaths.map((p) => Buffer.byteLength(p) + 1);
  return {
    tree,
    scannedAtMs,
    pathOf: (i) => joinUnder(tree.rootPaths[tree.root[i]!]!, tree.path.at(i)),
    pathBytesOf: (i) => rootBytes[tree.root[i]!]! + tree.path.end(i) - tree.path.start(i),
  };
}

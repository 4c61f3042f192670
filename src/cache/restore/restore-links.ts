import { lstatSync, readlinkSync } from 'node:fs';
import { linkTargetRefusal, type LinkWorld } from './link-chain.js';
import { PathIndex, PathTable } from '../store/path-table.js';
import type { ManifestEntries } from '../store/manifest-types.js';
import { joinUnder } from '../paths/root-paths.js';

/**
 * The symlinks of `linkRows` (rows of the plan, restore-targets.ts) whose target, followed link
 * by link through the plan (which wins) and the disk (what the restore leaves there), leads out
 * of its root (link-chain.ts), each with why. `byRoot` finds the plan's rows by root and path;
 * with nested roots the plan did not fill it (paths were compared absolute), and one is filled
 * here.
 */
export function linksLeaving(
  targets: {
    readonly entries: ManifestEntries;
    readonly rootPaths: readonly string[];
    readonly nestedRoots: boolean;
  },
  linkRows: readonly number[],
  byRoot: PathIndex,
  windows: boolean,
): Map<number, string> {
  const { entries, rootPaths } = targets;
  let index = byRoot;
  if (targets.nestedRoots) {
    index = new PathIndex(entries.path, (row) => entries.root[row]!);
    for (let row = 0; row < entries.type.length; row++) index.add(row);
  }
  // Each question asked as one more row of a small table (PathIndex finds rows of tables).
  const queries = new PathTable(16);
  const worldOf =
    (r: number): LinkWorld =>
    (relative) => {
      const row = index.find(queries, queries.add(relative), r);
      if (row >= 0) {
        const type = entries.type[row];
        if (type === 'l') return { kind: 'link', target: entries.link.get(row)! };
        return type === 'd' ? { kind: 'dir' } : { kind: 'file' };
      }
      const absolute = joinUnder(rootPaths[r]!, relative);
      const stats = lstatSync(absolute, { throwIfNoEntry: false });
      if (!stats) return undefined;
      if (stats.isSymbolicLink()) return { kind: 'link', target: readlinkSync(absolute) };
      return stats.isDirectory() ? { kind: 'dir' } : { kind: 'file' };
    };
  const worlds = rootPaths.map((_, r) => worldOf(r));
  const leaving = new Map<number, string>();
  for (const i of linkRows) {
    const r = entries.root[i]!;
    const why = linkTargetRefusal(
      entries.path.at(i),
      entries.link.get(i)!,
      rootPaths[r]!,
      worlds[r]!,
      windows,
    );
    if (why !== undefined) leaving.set(i, why);
  }
  return leaving;
}

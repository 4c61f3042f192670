import { lstatSync, readlinkSync } from 'node:fs';
import { linkTargetRefusal, type LinkWorld, type LinkWorldEntry } from './link-chain.js';
import { PathIndex, PathTable } from '../store/path-table.js';
import type { ManifestEntries } from '../store/manifest-types.js';
import { joinUnder } from '../paths/root-paths.js';
import type { PlannedHit } from './restore-folding.js';

/** The plan's entry at a name under a root, as the file system would find it, or undefined. */
export type PlannedAt = (relative: string, r: number) => PlannedHit | undefined;

/**
 * The symlinks of `linkRows` (rows of the plan, restore-targets.ts) whose target, followed link
 * by link through the plan (which wins) and the disk (what the restore leaves there), leads out
 * of its root (link-chain.ts), each with why. `planned` finds the plan's names: exactly
 * (plannedExactly), or folded as the destination's file system folds them (restore-folding.ts).
 */
export function linksLeaving(
  targets: { readonly entries: ManifestEntries; readonly rootPaths: readonly string[] },
  linkRows: readonly number[],
  planned: PlannedAt,
  windows: boolean,
): Map<number, string> {
  const { entries, rootPaths } = targets;
  const worldOf =
    (r: number): LinkWorld =>
    (relative) => {
      const root = rootPaths[r]!;
      const absolute = joinUnder(root, relative);
      const hit = planned(relative, r);
      if (hit && (hit.otherName === undefined || !diskKeepsApart(absolute, hit.otherName))) {
        const type = hit.row < 0 ? 'd' : entries.type[hit.row];
        if (type === 'l') return { kind: 'link', target: entries.link.get(hit.row)! };
        return type === 'd' ? { kind: 'dir' } : { kind: 'file' };
      }
      return onDisk(absolute);
    };
  const worlds = rootPaths.map((_, r) => worldOf(r));
  const leaving = new Map<number, string>();
  for (const i of linkRows) {
    const r = entries.root[i]!;
    const why = linkTargetRefusal(
      { relative: entries.path.at(i), target: entries.link.get(i)! },
      { rootPath: rootPaths[r]!, world: worlds[r]!, windows },
    );
    if (why !== undefined) leaving.set(i, why);
  }
  return leaving;
}

/**
 * The plan's names compared exactly (a file system that folds nothing). `byRoot` finds the plan's
 * rows by root and path; with nested roots the plan did not fill it (paths were compared
 * absolute), and one is filled here.
 */
export function plannedExactly(
  targets: { readonly entries: ManifestEntries; readonly nestedRoots: boolean },
  byRoot: PathIndex,
): PlannedAt {
  const { entries } = targets;
  let index = byRoot;
  if (targets.nestedRoots) {
    index = new PathIndex(entries.path, (row) => entries.root[row]!);
    for (let row = 0; row < entries.type.length; row++) index.add(row);
  }
  // Each question asked as one more row of a small table (PathIndex finds rows of tables).
  const queries = new PathTable(16);
  return (relative, r) => {
    const row = index.find(queries, queries.add(relative), r);
    return row >= 0 ? { row } : undefined;
  };
}

function onDisk(absolute: string): LinkWorldEntry {
  const stats = lstatSync(absolute, { throwIfNoEntry: false });
  if (!stats) return undefined;
  if (stats.isSymbolicLink()) return { kind: 'link', target: readlinkSync(absolute) };
  return stats.isDirectory() ? { kind: 'dir' } : { kind: 'file' };
}

/**
 * Whether the disk shows that its file system keeps `asked` and the plan's `planned` (the same
 * name once folded, written differently) apart: something stands at `asked` that is not what
 * stands at `planned`. The fold may join names the file system keeps apart (ǅ and ǆ on exFAT),
 * and a link left on disk under the one must not be taken for the plan's entry under the other.
 * With nothing at `asked`, the plan's entry is what a lookup finds, or nothing is.
 */
function diskKeepsApart(asked: string, planned: string): boolean {
  const there = lstatSync(asked, { throwIfNoEntry: false, bigint: true });
  if (!there) return false;
  const mine = lstatSync(planned, { throwIfNoEntry: false, bigint: true });
  return !mine || mine.ino !== there.ino || mine.dev !== there.dev;
}

import path from 'node:path';
import type { CacheRoot, EntryColumns } from '../store/manifest-types.js';
import { globber, portableRoot, toPosix } from '../paths/cache-roots.js';
import { isInside } from '../paths/root-paths.js';
import { dropLeftover, FOLDER, SubtreeWalk, TreeBuilder } from './tree-walk.js';
import { restoreTempPid } from '../../transfer/temp-names.js';

/** A save's walk of the cache's paths into columns. */

/** Paths without glob characters or exclusions: the common case (`node_modules`, `~/.npm`). */
function allLiteral(paths: readonly string[]): boolean {
  return paths
    .map((p) => p.trim())
    .filter((p) => p !== '' && !p.startsWith('#'))
    .every((p) => !p.startsWith('!') && !/[*?[]/.test(p));
}

/** Entries stat'ed between two yields to the event loop. */
const WALK_YIELD_EVERY = 1000;

/**
 * Everything under literal roots, with blocking calls (tree-walk.ts), depth-first: a folder's
 * entries, then each subfolder's subtree in turn, so a folder's files are together in walk
 * order, as packs want them. It yields to the event loop every WALK_YIELD_EVERY entries, so that
 * the save's lookup of the prior manifest (a listing, a GET, a decode) runs during the walk
 * instead of waiting for it to end. (Two threads sharing the subtrees were tried: on the
 * 50,000-file tree the walk took 0.39-0.52 s against 0.45-0.51 s, for 0.2 CPU-s more.)
 */
async function walkLiteral(searchPaths: readonly string[], tree: TreeBuilder): Promise<void> {
  for (const [root, rootPath] of searchPaths.entries()) {
    if (tree.add(rootPath, root, '', '') !== FOLDER) continue;
    const walk = new SubtreeWalk([rootPath, ''], root);
    while (!walk.step(tree, WALK_YIELD_EVERY)) await new Promise(setImmediate);
  }
}

/** What a walk found: one row per entry (see EntryColumns), and the roots it was made from. */
export interface WalkedTree extends EntryColumns {
  readonly roots: CacheRoot[];
  /** Each root's absolute path on this machine (the patterns' search paths). */
  readonly rootPaths: string[];
  /** Temporary files of killed restores found in the tree, removed and not stored. */
  readonly leftovers: readonly string[];
  /** Paths not stored because a restore would refuse them, each with why (tree-walk.ts). */
  readonly refused: readonly string[];
}

/** Walks the paths (globs, `!` exclusions, `~`) and stats what it finds, without following symlinks. */
export async function walkCachePaths(
  paths: readonly string[],
  workspace: string,
): Promise<WalkedTree> {
  const found = await globber(paths, workspace);
  const searchPaths = found.getSearchPaths();
  const absolute = path.resolve(workspace);
  const roots = searchPaths.map((p) => portableRoot(p, absolute));
  const tree = new TreeBuilder();
  const done = (): WalkedTree => ({
    ...tree,
    path: tree.path.trim(),
    type: tree.type.join(''),
    roots,
    rootPaths: searchPaths,
  });
  // @actions/glob's walk stats and matches each item through promises: on a 51,000-entry tree
  // (500 folders of 100 files) it took 5.9 s, where a walk with blocking calls takes about 0.3 s.
  // So for literal paths the glob only resolves the roots; globs and exclusions go through it.
  if (allLiteral(paths)) {
    await walkLiteral(searchPaths, tree);
    return done();
  }
  const seen = new Set<string>();
  // Restores' leftovers and what is under them (a staging folder's files) are left out; a killed
  // restore's are removed once the glob's walk is over, which would fail on a folder gone.
  const leftovers: Array<[string, number]> = [];
  for await (const item of found.globGenerator()) {
    if (seen.has(item)) continue;
    seen.add(item);
    if (leftovers.some(([left]) => item.startsWith(left + path.sep))) continue;
    const pid = restoreTempPid(path.basename(item));
    if (pid !== undefined) {
      leftovers.push([item, pid]);
      continue;
    }
    let root = -1;
    for (let i = 0; i < searchPaths.length; i++)
      if (
        isInside(searchPaths[i]!, item) &&
        (root < 0 || searchPaths[i]!.length > searchPaths[root]!.length)
      )
        root = i;
    if (root < 0) continue;
    const rootPath = searchPaths[root]!;
    // Items are built from their root by path.join, so the root is a prefix (path.relative
    // resolves both sides on every call).
    const relative =
      item === rootPath
        ? ''
        : item.startsWith(`${rootPath}${path.sep}`)
          ? toPosix(item.slice(rootPath.length + 1))
          : toPosix(path.relative(rootPath, item));
    tree.add(item, root, '', relative);
  }
  for (const [item, pid] of leftovers) dropLeftover(item, pid, tree.leftovers);
  return done();
}

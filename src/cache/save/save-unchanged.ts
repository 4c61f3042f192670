import type { CacheManifest } from '../store/manifest-types.js';
import type { WalkedTree } from './walk-cache-paths.js';
import { PathIndex } from '../store/path-table.js';

/**
 * A file whose mtime is within this of the prior save's walk may have been rewritten after that
 * save read it, inside one tick of the file system's clock (Linux stamps files from a coarse
 * clock, a few milliseconds; some file systems keep whole seconds), so its size and mtime
 * prove nothing: it is read again. Git calls such index entries "racily clean".
 */
export const RACY_WINDOW_MS = 1000;

/**
 * Per entry of the tree: the prior manifest's content row for a file whose root, path, size and
 * mtime match its prior entry, or -1 (read it). Such a file is taken to be unchanged and is not
 * read again (restic and git decide the same way): a restore stamps every file with the
 * manifest's mtime, so after a restore only what the job changed is hashed. Inode and ctime,
 * which git also compares, cannot help here: the prior manifest was usually written on another
 * machine, and a restore makes new inodes (and ctimes) for every file. A rewrite that keeps both
 * the size and the mtime to the millisecond goes unseen (`touch -r` does that on purpose; it is
 * rare in a cached tree), except within RACY_WINDOW_MS of the prior walk, where a file is always
 * read. One lookup per file, on the bytes of the walk's path table.
 */
export function unchangedContents(tree: WalkedTree, prior: CacheManifest | undefined): Int32Array {
  const known = new Int32Array(tree.type.length).fill(-1);
  if (!prior || JSON.stringify(prior.roots) !== JSON.stringify(tree.roots)) return known;
  const trustedBeforeMs = (prior.scannedAtMs ?? prior.createdAtMs) - RACY_WINDOW_MS;
  const { root, path, size, mtime, content } = prior.entries;
  // Prior rows found by their path's bytes (and root): no string or map entry per path.
  const byPath = new PathIndex(path, (j) => root[j]!);
  let trusted = 0;
  for (let j = 0; j < path.length; j++)
    if (content[j]! >= 0 && mtime[j]! < trustedBeforeMs) {
      byPath.add(j);
      trusted++;
    }
  if (trusted === 0) return known;
  for (let i = 0; i < known.length; i++) {
    if (tree.type.charCodeAt(i) !== 102) continue; // 'f'
    const j = byPath.find(tree.path, i, tree.root[i]!);
    if (j >= 0 && size[j] === tree.size[i] && mtime[j] === tree.mtime[i]) known[i] = content[j]!;
  }
  return known;
}

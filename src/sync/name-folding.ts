import { downloadTempName } from '../transfer/temp-names.js';
import {
  foldName,
  foldsNames,
  probeNameFolding as probeFolding,
  type NameFolding,
} from '../file-name-folding.js';

export { foldName, foldsNames, type NameFolding };

/**
 * Keys that are one file on the destination's file system (src/file-name-folding.ts: case,
 * Unicode normalization) would overwrite each other, and every later sync would download both
 * again (issue #14; the aws-cli loses one silently). So a download sync probes the destination
 * once, and on such a file system the first key to claim a local name keeps it; any other key
 * that folds to the same name fails, named with the key it clashes with, and nothing else is
 * affected. On a file system that folds nothing (Linux's), this costs one probe.
 */

/**
 * Finds out how the file system under `root` compares names: one probe file under a download's
 * temporary name (src/transfer/temp-names.ts), so no walk ever lists it, made and removed. With
 * `create: false` (a dry run) `root` is not made.
 */
export function probeNameFolding(
  root: string,
  options: { readonly create?: boolean } = {},
): Promise<NameFolding> {
  return probeFolding(root, { ...options, probeName: (stem) => downloadTempName(stem, 0) });
}

/** A local name claimed by another key of the same run: the two are one file here. */
export class FoldedNameConflict extends Error {
  override readonly name = 'FoldedNameConflict';
  constructor(
    readonly key: string,
    readonly otherKey: string,
    folding: NameFolding,
  ) {
    const why = folding.caseInsensitive ? 'case-insensitive' : 'normalizing (Unicode)';
    super(
      `${JSON.stringify(key)} and ${JSON.stringify(otherKey)} are one file on this ${why} file system; ${JSON.stringify(otherKey)} keeps it and ${JSON.stringify(key)} is not downloaded: rename one of the two keys, or sync to a case-sensitive file system`,
    );
  }
}

/** The local names claimed so far in a run, folded as the destination's file system folds them. */
export class FoldedNames {
  private readonly owners = new Map<string, string>();

  constructor(private readonly folding: NameFolding) {}

  /** True when the file system folds anything, that is when claims need to be kept at all. */
  get active(): boolean {
    return foldsNames(this.folding);
  }

  /**
   * Claims the local name of `rel` (the key under the prefix) for `key`. Returns the conflict
   * when another key already holds a name that is the same file here; the same rel again is fine.
   */
  claim(rel: string, key: string): FoldedNameConflict | undefined {
    if (!this.active) return undefined;
    const folded = foldName(rel, this.folding);
    const owner = this.owners.get(folded);
    if (owner === undefined) {
      this.owners.set(folded, key);
      return undefined;
    }
    return owner === key ? undefined : new FoldedNameConflict(key, owner, this.folding);
  }
}

import { lstat, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { downloadTempName } from '../transfer/temp-names.js';

/**
 * Keys that differ only in case (`Readme.md`, `README.md`), or only in Unicode normalization
 * (`é` against `e` + a combining accent), are one file on a case-insensitive file system (the
 * default on macOS and Windows runners, exFAT, FAT) or a normalizing one (macOS's). Written one
 * after the other, the second would overwrite the first and every later sync would download both
 * again (issue #14; the aws-cli loses one silently). So a download sync probes the destination
 * once, and on such a file system the first key to claim a local name keeps it; any other key
 * that folds to the same name fails, named with the key it clashes with, and nothing else is
 * affected. On a file system that folds nothing (Linux's), this costs one probe.
 */
export interface NameFolding {
  readonly caseInsensitive: boolean;
  readonly normalizing: boolean;
}

/**
 * Finds out how the file system under `root` compares names: one probe file, made and removed.
 * With `create: false` (a dry run) `root` is not made: the probe goes in its nearest folder that
 * exists, which is on the same file system unless a mount point lies between them.
 */
export async function probeNameFolding(
  root: string,
  options: { readonly create?: boolean } = {},
): Promise<NameFolding> {
  let folder = root;
  if (options.create === false) {
    while (!(await isFolder(folder)) && path.dirname(folder) !== folder)
      folder = path.dirname(folder);
  }
  // A download's temporary name (src/transfer/temp-names.ts), so no walk ever lists it.
  const probe = (stem: string) => path.join(folder, downloadTempName(stem, 0));
  const made = probe('Case-\u00e9'); // é precomposed (NFC)
  try {
    if (options.create !== false) await mkdir(root, { recursive: true });
    await writeFile(made, '', { flag: 'wx' });
  } catch {
    return { caseInsensitive: false, normalizing: false }; // cannot tell: compare exactly
  }
  try {
    const exists = (p: string) =>
      lstat(p).then(
        () => true,
        () => false,
      );
    return {
      caseInsensitive: await exists(probe('cASE-\u00e9')),
      normalizing: await exists(probe('Case-e\u0301')), // é decomposed (NFD)
    };
  } finally {
    await rm(made, { force: true });
  }
}

function isFolder(p: string): Promise<boolean> {
  return lstat(p).then(
    (s) => s.isDirectory(),
    () => false,
  );
}

/** True when the file system folds anything: names must then be compared folded. */
export function foldsNames(folding: NameFolding): boolean {
  return folding.caseInsensitive || folding.normalizing;
}

/** A relative path as the file system compares it: the one form of all the names it sees as one. */
export function foldName(rel: string, folding: NameFolding): string {
  const normalized = folding.normalizing ? rel.normalize('NFC') : rel;
  return folding.caseInsensitive ? normalized.toLowerCase() : normalized;
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

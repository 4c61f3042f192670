import {
  foldName,
  foldsNames,
  NO_FOLDING,
  probeNameFolding,
  type NameFolding,
} from '../../file-name-folding.js';
import { restoreProbeName } from '../../transfer/temp-names.js';
import type { ManifestEntries } from '../store/manifest-types.js';
import { joinUnder } from '../paths/root-paths.js';
import { relativeFolder } from './restore-targets.js';

/**
 * The restore's names as the destination's file system sees them. On a case-insensitive or
 * normalizing file system (macOS, Windows, exFAT) `a/b/c/Q` and `a/b/c/q` are one name: a
 * manifest holding `a/b/c/Q -> ../../..` beside `p2 -> a/b/c/q/../../../x` would pass a check
 * that compares names exactly (`a/b/c/q` is not planned, so its `..` looks harmless) and lead one
 * level out of the root. So each root's file system is probed (src/file-name-folding.ts), every
 * name of the manifest is folded as it folds them, an entry whose names meet once folded (two
 * files, a file and a folder, a link and anything) is refused whole, and link targets are
 * resolved by folded name (restore-links.ts).
 */

/**
 * How the file system of each root folds names: one probe per root, in the root or, when it does
 * not exist yet, in its nearest folder that does (nothing is made). A probe that cannot be made
 * (a read-only folder) compares exactly, as the write that follows would fail anyway.
 */
export async function probeRootFolding(rootPaths: readonly string[]): Promise<NameFolding[]> {
  const foldings: NameFolding[] = [];
  for (const root of rootPaths)
    foldings.push(await probeNameFolding(root, { create: false, probeName: restoreProbeName }));
  return foldings;
}

/** What the plan holds at a name: an entry (its row), or a folder its paths imply (-1). */
export interface PlannedHit {
  readonly row: number;
  /** Where the plan writes it, when the manifest writes its name otherwise than it was asked. */
  readonly otherName?: string;
}

/** Two names of one entry that are one name on the destination's file system. */
export interface FoldedCollision {
  /** The entry refused (its row). */
  readonly row: number;
  /** The entry's name, or the folder on its way, that meets `other`. */
  readonly name: string;
  readonly other: string;
  readonly folding: NameFolding;
}

/**
 * The manifest's names (entries and the folders their paths imply) by folded name, root by root
 * (by absolute path when one root lies inside another). Built only where some root's file system
 * folds names; a folded string per name is held for the plan's time, not beyond it.
 */
export class FoldedPaths {
  /** Folded name -> the entry's row, or -1 - k for `folders[k]`, a folder no entry names. */
  private readonly names = new Map<string, number>();
  /** The exact names of folders the entries' paths imply (relative, or absolute if nested). */
  private readonly folders: string[] = [];
  readonly collisions: FoldedCollision[] = [];

  constructor(
    private readonly entries: ManifestEntries,
    private readonly rootPaths: readonly string[],
    private readonly foldings: readonly NameFolding[],
    private readonly nestedRoots: boolean,
  ) {
    let lastRoot = -1;
    let lastFolder: string | undefined;
    for (let i = 0; i < entries.type.length; i++) {
      const r = entries.root[i]!;
      const relative = entries.path.at(i);
      let met = this.claim(i, r, relative);
      // Entries come in walk order: the folders on the way are claimed once per folder change,
      // from the nearest up to the first one claimed before; the one nearest the root is named.
      const folder = relative === '' ? undefined : relativeFolder(relative);
      if (folder !== undefined && (r !== lastRoot || folder !== lastFolder)) {
        lastRoot = r;
        lastFolder = folder;
        for (let at: string | undefined = folder; at !== undefined; at = parentFolder(at)) {
          const claimed = this.claim(-1, r, at);
          if (claimed === 'known') break;
          if (claimed !== 'new') met = claimed;
        }
      }
      if (typeof met === 'object')
        this.collisions.push({ row: i, ...met, folding: this.foldingOf(r) });
    }
  }

  /** Whether the plan's roots fold names at all (else names compare exactly). */
  static needed(foldings: readonly NameFolding[]): boolean {
    return foldings.some(foldsNames);
  }

  /** What the plan holds at `relative` under root `r`, compared as the file system compares. */
  find(relative: string, r: number): PlannedHit | undefined {
    const known = this.names.get(this.key(r, relative));
    if (known === undefined) return undefined;
    const exact = this.exactOf(known);
    const row = known < 0 ? -1 : known;
    if (exact === this.exact(r, relative)) return { row };
    return { row, otherName: this.nestedRoots ? exact : joinUnder(this.rootPaths[r]!, exact) };
  }

  /**
   * Claims `relative` for entry `row` (-1: a folder on an entry's way): 'new', 'known' when the
   * same name was claimed before (its folders with it), or the two names that meet.
   */
  private claim(
    row: number,
    r: number,
    relative: string,
  ): 'new' | 'known' | { name: string; other: string } {
    const key = this.key(r, relative);
    const known = this.names.get(key);
    if (known === undefined) {
      if (row >= 0) this.names.set(key, row);
      else this.names.set(key, -this.folders.push(this.exact(r, relative))); // -1 - its index
      return 'new';
    }
    const exact = this.exact(r, relative);
    const other = this.exactOf(known);
    if (other !== exact) return { name: exact, other };
    if (known < 0 && row >= 0) this.names.set(key, row); // the folder is an entry too
    return 'known';
  }

  /** The exact name of what `names` holds as `known`. */
  private exactOf(known: number): string {
    if (known < 0) return this.folders[-1 - known]!;
    const relative = this.entries.path.at(known);
    return this.nestedRoots
      ? joinUnder(this.rootPaths[this.entries.root[known]!]!, relative)
      : relative;
  }

  private foldingOf(r: number): NameFolding {
    return this.foldings[r] ?? NO_FOLDING;
  }

  private key(r: number, relative: string): string {
    const folding = this.foldingOf(r);
    if (this.nestedRoots) return foldName(joinUnder(this.rootPaths[r]!, relative), folding);
    const folded = foldName(relative, folding);
    return this.rootPaths.length === 1 ? folded : `${r}\0${folded}`;
  }

  private exact(r: number, relative: string): string {
    return this.nestedRoots ? joinUnder(this.rootPaths[r]!, relative) : relative;
  }
}

/** The folder holding `folder` ('' for the root), or undefined above the root. */
function parentFolder(folder: string): string | undefined {
  return folder === '' ? undefined : relativeFolder(folder);
}

/** The warning for a collision: both names, escaped, and why they are one. */
export function collisionRefusal(c: FoldedCollision): string {
  const kind = c.folding.caseInsensitive
    ? c.folding.normalizing
      ? 'case-insensitive, normalizing'
      : 'case-insensitive'
    : 'normalizing (Unicode)';
  return `${JSON.stringify(c.name)} and ${JSON.stringify(c.other)} are one name on this ${kind} file system`;
}

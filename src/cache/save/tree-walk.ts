import { constants, lstatSync, readdirSync, readlinkSync, rmSync, type Stats } from 'node:fs';
import path from 'node:path';
import { isWindowsPlatform, localNameRefusal, localPathRefusal } from '../../local-path-rules.js';
import { isPidAlive } from '../../pid-alive.js';
import { restoreTempPid } from '../../transfer/temp-names.js';
import { PathTable } from '../store/path-table.js';

// The blocking steps of a save's walk: stat one entry into columns, read one folder, walk one
// subtree in steps (so the walk can yield to the event loop between them).

const { S_IFMT, S_IFREG, S_IFDIR, S_IFLNK } = constants;
export const [FILE, FOLDER, LINK] = [1, 2, 3];
const NO_THROW = { throwIfNoEntry: false } as const;

/**
 * Removes a restore's leftover (a file, or a staging folder whole) once its restore was killed
 * (its pid runs no more), since nothing else ever will, and records it; one of a restore still
 * running is left where it is.
 */
export function dropLeftover(absolute: string, pid: number, leftovers: string[]): void {
  if (isPidAlive(pid)) return;
  rmSync(absolute, { recursive: true, force: true });
  leftovers.push(absolute);
}

/**
 * Leaves a restore's leftover out of the walk (and removes a killed restore's): true if it was one.
 * The temporary names a restore writes beside the files it lands and its staging folders (inside
 * the tree when one root is nested in another) are told by their names (temp-names.ts's
 * restoreTempPid, older releases' names too); a save never stores one.
 */
export function isRestoreLeftover(absolute: string, name: string, leftovers: string[]): boolean {
  const pid = restoreTempPid(name);
  if (pid === undefined) return false;
  dropLeftover(absolute, pid, leftovers);
  return true;
}

/** The walk's rows as it fills them: one plain array per field, no object per entry. */
export class TreeBuilder {
  readonly type: string[] = [];
  readonly root: number[] = [];
  /** Paths inside their roots, `/`-separated, as one string table (path-table.ts). */
  readonly path = new PathTable(4096);
  readonly size: number[] = [];
  readonly mode: number[] = [];
  readonly mtime: number[] = [];
  /** Symlink targets by row index. */
  readonly link = new Map<number, string>();
  /** Temporary files of killed restores, removed and left out (see isRestoreLeftover). */
  readonly leftovers: string[] = [];
  /**
   * Paths left out because a restore would refuse them (local-path-rules.ts: a backslash in a
   * name on Linux, say), each with why: stored, they would make every restore of the entry a miss.
   */
  readonly refused: string[] = [];
  private readonly windows = isWindowsPlatform();

  get length(): number {
    return this.path.length;
  }

  /**
   * Adds `absolute` (`folder/name` inside root `root`, or `name` when folder is ''); returns its
   * type, or 0 if skipped.
   */
  add(absolute: string, root: number, folder: string, name: string): number {
    const refusal =
      folder === '' ? localPathRefusal(name, this.windows) : localNameRefusal(name, this.windows);
    if (refusal !== undefined) {
      this.refused.push(`${JSON.stringify(folder === '' ? name : `${folder}/${name}`)} ${refusal}`);
      return 0;
    }
    let stats: Stats | undefined;
    try {
      stats = lstatSync(absolute, NO_THROW);
    } catch {
      return 0; // unreadable: as if gone
    }
    if (!stats) return 0; // gone since it was listed
    const format = stats.mode & S_IFMT;
    const type =
      format === S_IFREG ? FILE : format === S_IFDIR ? FOLDER : format === S_IFLNK ? LINK : 0;
    if (type === 0) return 0; // sockets, fifos and devices are not cached
    if (type === LINK) this.link.set(this.path.length, readlinkSync(absolute));
    this.type.push(type === FILE ? 'f' : type === FOLDER ? 'd' : 'l');
    this.root.push(root);
    this.path.addJoined(folder, name);
    this.size.push(type === FILE ? stats.size : 0);
    this.mode.push(stats.mode & 0o7777);
    this.mtime.push(Math.floor(stats.mtimeMs));
    return type;
  }
}

/** A folder to read: where it is, and its path inside its root. */
export type Folder = readonly [absolute: string, relative: string];

/**
 * Reads one folder and lstats each of its entries into `tree` (so a folder's files are together
 * in walk order, as packs want them); returns its subfolders in the order read. Paths are built
 * by concatenation: the names come from readdir, so nothing needs normalising.
 */
export function listFolder(tree: TreeBuilder, [dir, relative]: Folder, root: number): Folder[] {
  const prefix = dir.endsWith(path.sep) ? dir : dir + path.sep;
  const subfolders: Folder[] = [];
  for (const name of readdirSync(dir)) {
    const absolute = prefix + name;
    if (isRestoreLeftover(absolute, name, tree.leftovers)) continue;
    // Only a folder's path is made as a string (its entries' paths start with it).
    if (tree.add(absolute, root, relative, name) === FOLDER)
      subfolders.push([absolute, relative === '' ? name : `${relative}/${name}`]);
  }
  return subfolders;
}

/**
 * A depth-first walk of everything under one folder (not the folder itself), in the order a
 * plain recursive walk visits it: a folder's entries, then each subfolder's subtree in turn. It
 * runs in steps of about `budget` entries, so the caller can yield or post between them.
 */
export class SubtreeWalk {
  private readonly stack: Folder[];

  constructor(
    folder: Folder,
    private readonly root: number,
  ) {
    this.stack = [folder];
  }

  /** Walks on into `tree` until `budget` entries were added or the subtree ends (true). */
  step(tree: TreeBuilder, budget: number): boolean {
    const until = tree.length + budget;
    while (this.stack.length) {
      const subfolders = listFolder(tree, this.stack.pop()!, this.root);
      for (let i = subfolders.length - 1; i >= 0; i--) this.stack.push(subfolders[i]!);
      if (tree.length >= until) return this.stack.length === 0;
    }
    return true;
  }
}

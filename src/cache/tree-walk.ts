import { constants, lstatSync, readdirSync, readlinkSync, rmSync, type Stats } from 'node:fs';
import path from 'node:path';
import { isPidAlive } from '../pid-alive.js';

// The blocking steps of a save's walk, shared by the main thread and the walk's helper thread
// (parallel-walk.ts): stat one entry into columns, read one folder, walk one subtree.

const { S_IFMT, S_IFREG, S_IFDIR, S_IFLNK } = constants;
export const [FILE, FOLDER, LINK] = [1, 2, 3];
const NO_THROW = { throwIfNoEntry: false } as const;

/** A walk's rows as plain arrays (one per field: no object per entry), as a worker posts them. */
export interface TreeColumns {
  readonly type: string[];
  readonly root: number[];
  readonly path: string[];
  readonly size: number[];
  readonly mode: number[];
  readonly mtime: number[];
  /** Symlink targets by row index (within these columns). */
  readonly link: Map<number, string>;
  /** Temporary files of killed restores, removed and left out (see isRestoreLeftover). */
  readonly leftovers: string[];
}

/**
 * The temporary names a restore writes beside the files it lands (restore-worker.ts,
 * restore-finish.ts, restore-blobs.ts): `.s3cache-[empty-|link-|blob-]<pid>[-<n>[-<n>]]`.
 */
const RESTORE_TEMPORARY = /^\.s3cache-(?:empty-|link-|blob-)?(\d+)(?:-\d+){0,2}$/;

/**
 * True for a restore's temporary file, which a save never stores: one whose restore was killed
 * (its pid runs no more) is removed, since nothing else ever will; one of a restore still running
 * is only left out.
 */
export function isRestoreLeftover(absolute: string, name: string, leftovers: string[]): boolean {
  if (!name.startsWith('.s3cache-')) return false;
  const match = RESTORE_TEMPORARY.exec(name);
  if (!match) return false;
  if (!isPidAlive(Number(match[1]))) {
    rmSync(absolute, { force: true });
    leftovers.push(absolute);
  }
  return true;
}

/** The walk's columns as it fills them. */
export class TreeBuilder implements TreeColumns {
  readonly type: string[] = [];
  readonly root: number[] = [];
  readonly path: string[] = [];
  readonly size: number[] = [];
  readonly mode: number[] = [];
  readonly mtime: number[] = [];
  readonly link = new Map<number, string>();
  readonly leftovers: string[] = [];

  get length(): number {
    return this.path.length;
  }

  /** Adds `absolute` (with `relative` inside root `root`); returns its type, or 0 if skipped. */
  add(absolute: string, root: number, relative: string): number {
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
    this.path.push(relative);
    this.size.push(type === FILE ? stats.size : 0);
    this.mode.push(stats.mode & 0o7777);
    this.mtime.push(Math.floor(stats.mtimeMs));
    return type;
  }

  /** Appends another walk's rows after these ones. */
  append(rows: TreeColumns): void {
    const offset = this.path.length;
    this.leftovers.push(...rows.leftovers);
    for (const [at, target] of rows.link) this.link.set(offset + at, target);
    for (let i = 0; i < rows.path.length; i++) {
      this.type.push(rows.type[i]!);
      this.root.push(rows.root[i]!);
      this.path.push(rows.path[i]!);
      this.size.push(rows.size[i]!);
      this.mode.push(rows.mode[i]!);
      this.mtime.push(rows.mtime[i]!);
    }
  }

  /** The rows as plain data, for postMessage. */
  columns(): TreeColumns {
    const { type, root, path: paths, size, mode, mtime, link, leftovers } = this;
    return { type, root, path: paths, size, mode, mtime, link, leftovers };
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
    const inside = relative === '' ? name : `${relative}/${name}`;
    if (tree.add(absolute, root, inside) === FOLDER) subfolders.push([absolute, inside]);
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

/** One subtree of a parallel walk, claimed by whichever thread gets to it first. */
export interface WalkSlot {
  readonly folder: Folder;
  readonly root: number;
}

/** What the main thread asks of the walk's helper thread. */
export interface WalkRequest {
  readonly slots: readonly WalkSlot[];
  /** One Int32: the next slot to claim, shared by both threads (Atomics.add). */
  readonly counter: SharedArrayBuffer;
}

/** Rows of one slot, in order; a large slot comes in several pieces. */
export interface WalkPiece {
  readonly slot: number;
  readonly rows: TreeColumns;
}

/** Rows per posted piece, so a huge subtree never piles up in the helper's small heap. */
const PIECE_ROWS = 10_000;

/** Claims the next unwalked slot; undefined when all are taken. */
export function claimSlot(counter: Int32Array, slots: number): number | undefined {
  const slot = Atomics.add(counter, 0, 1);
  return slot < slots ? slot : undefined;
}

/** The helper thread's side: claims slots until none are left, posting each one's rows. */
export function walkClaimed(request: WalkRequest, post: (piece: WalkPiece) => void): void {
  const counter = new Int32Array(request.counter);
  for (let slot; (slot = claimSlot(counter, request.slots.length)) !== undefined;) {
    const { folder, root } = request.slots[slot]!;
    const walk = new SubtreeWalk(folder, root);
    for (let done = false; !done;) {
      const rows = new TreeBuilder();
      done = walk.step(rows, PIECE_ROWS);
      post({ slot, rows: rows.columns() });
    }
  }
}

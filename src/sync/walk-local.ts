import { statSync, type Dirent, type Stats } from 'node:fs';
import { access, constants, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { compareKeys } from '../s3/list/key-order.js';
import type { TempFile } from '../transfer/temp-files.js';
import { isDownloadTempName, restoreTempPid } from '../transfer/temp-names.js';

/**
 * Walks a local folder and yields its files in S3 key order (UTF-8 byte order of the relative
 * path), in batches, so the planner can merge the walk with a bucket listing.
 *
 * Order: a folder's children are sorted by `name` for files and `name + '/'` for folders, and
 * each folder is expanded in place. That gives the global byte order: `a-b` < `a/x` < `a0`,
 * because '-' < '/' < '0'. The aws-cli sorts the same way (filegenerator.py `list_files`).
 *
 * Like the aws-cli, it follows symlinks by default, skips them all when told not to follow,
 * and warns about and skips what it cannot upload: broken links, FIFOs, sockets, devices,
 * unreadable files and folders. Unlike the aws-cli, a symlink back to a folder it is already
 * inside is reported and skipped instead of being followed until the path is too long.
 */

export interface LocalEntry {
  /** The side of a sync it is on (sync-sides.ts's AnySyncEntry switches on it). */
  readonly at: 'local';
  /** Relative to the root, `/`-separated on every platform: the key minus the prefix. */
  readonly rel: string;
  /** The path to open, as the platform spells it. */
  readonly path: string;
  readonly size: number;
  readonly mtimeMs: number;
}

/** Something the walk skipped. Each warning means the path was left out of the listing. */
export interface WalkWarning {
  readonly path: string;
  readonly message: string;
  /** The errno code (`EACCES`, `ENOENT`, `ELOOP`) when a system call failed. */
  readonly code?: string | undefined;
}

export interface WalkLocalOptions {
  /** Follow symlinks to files and folders (the aws-cli default). False skips every symlink. */
  readonly followSymlinks?: boolean;
  /** Entries per yielded batch. */
  readonly batchSize?: number;
  readonly onWarning?: (warning: WalkWarning) => void;
  /**
   * Downloads' temporary files (src/transfer/temp-names.ts) are never listed, whoever left them:
   * they are partial downloads. They are handed here instead, for the sweep of dead runs'. A cache
   * restore's temporary files and staging folders are not listed either.
   */
  readonly onTempFile?: (file: TempFile) => void;
  /** Folders (`rel` ends in '/') to leave unread: a shard's walk skips what is before its range. */
  readonly skipFolder?: (rel: string) => boolean;
  readonly signal?: AbortSignal;
}

const DEFAULT_BATCH_SIZE = 1000;
/**
 * A folder's entries are stat'ed with blocking calls, this many before the event loop gets a
 * turn (about 2 ms for a warm tree). A `stat` through libuv's thread pool costs 13-17 us of CPU
 * a file here (the hop there and back, a promise, a callback), a blocking one 6 us: 0.16 CPU-s
 * of a 20,000-file `--checksum` sync (`npm run bench -- file-md5`). The walk loses the pool's
 * four stats at once, which only a cold tree on a slow disk would miss; a tree a job just built
 * or checked out is in the page cache.
 */
const STATS_PER_TURN = 256;
/**
 * Subfolders listed ahead of the walk, per folder. One folder at a time leaves the threads idle,
 * and a tree of many small folders (a repository, node_modules) pays a round trip per folder.
 * Per folder, because a global window is used up by an ancestor's siblings while the walk is
 * deep inside its first child.
 */
const READ_AHEAD_FOLDERS = 8;

interface FileChild {
  readonly sortKey: string;
  readonly kind: 'file';
  readonly entry: LocalEntry;
}

interface DirChild {
  readonly sortKey: string;
  readonly kind: 'dir';
  readonly path: string;
  readonly rel: string;
  /** Reached through a symlink: the only way (bind mounts aside) back into an ancestor. */
  readonly viaSymlink: boolean;
  /** Set once the folder is being read, ahead of the walk or when reached. */
  opened?: Promise<OpenedFolder | undefined>;
}

type Child = FileChild | DirChild;

interface OpenedFolder {
  readonly children: readonly Child[];
  /** `dev:ino`; only worked out for folders reached through a symlink, and for their ancestors. */
  identity: string | undefined;
}

interface Frame extends OpenedFolder {
  readonly path: string;
  index: number;
  /** The next child to consider for reading ahead; only moves forward, so scans stay linear. */
  readAheadIndex: number;
  /** Children read ahead and not yet entered. */
  readingAhead: number;
}

interface Context {
  readonly follow: boolean;
  readonly warn: (warning: WalkWarning) => void;
  readonly onTempFile: ((file: TempFile) => void) | undefined;
  readonly skipFolder: (rel: string) => boolean;
}
/**
 * Throws if the root itself cannot be read (a missing source is the caller's error to word);
 * everything below the root becomes a warning instead.
 */
export async function* walkLocal(
  root: string,
  options: WalkLocalOptions = {},
): AsyncGenerator<readonly LocalEntry[], void, undefined> {
  const follow = options.followSymlinks ?? true;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const ctx: Context = {
    follow,
    warn: options.onWarning ?? (() => {}),
    onTempFile: options.onTempFile,
    skipFolder: options.skipFolder ?? (() => false),
  };

  // The root is followed even when it is a symlink: the user named it.
  const rootPath = path.resolve(root);
  const children = await readFolder(ctx, rootPath, '', true);
  const stack = [frameOf(rootPath, { children, identity: undefined })];
  let batch: LocalEntry[] = [];

  while (stack.length > 0) {
    options.signal?.throwIfAborted();
    const frame = stack.at(-1)!;
    readAhead(ctx, frame);
    const child = frame.children[frame.index++];
    if (child === undefined) {
      stack.pop();
      continue;
    }
    if (child.kind === 'file') {
      batch.push(child.entry);
      if (batch.length >= batchSize) {
        yield batch;
        batch = [];
      }
      continue;
    }
    if (ctx.skipFolder(child.rel)) continue;
    if (child.opened === undefined) {
      child.opened = openFolder(ctx, child);
    } else {
      frame.readingAhead--;
    }
    const opened = await child.opened;
    if (opened === undefined) continue;
    if (opened.identity !== undefined && (await isAncestor(opened.identity, stack))) {
      ctx.warn({ path: child.path, message: 'Symlink leads back into a folder being walked' });
      continue;
    }
    stack.push(frameOf(child.path, opened));
  }
  if (batch.length > 0) yield batch;
}

function frameOf(path: string, opened: OpenedFolder): Frame {
  return { ...opened, path, index: 0, readAheadIndex: 0, readingAhead: 0 };
}

/** Starts listing the next few subfolders while the files before them are yielded. */
function readAhead(ctx: Context, frame: Frame): void {
  const { children } = frame;
  while (frame.readingAhead < READ_AHEAD_FOLDERS && frame.readAheadIndex < children.length) {
    const ahead = children[frame.readAheadIndex++]!;
    if (ahead.kind === 'dir' && ahead.opened === undefined && !ctx.skipFolder(ahead.rel)) {
      ahead.opened = openFolder(ctx, ahead);
      frame.readingAhead++;
    }
  }
}

/** Ancestors' identities are found on first need and kept: a tree without links pays nothing. */
async function isAncestor(identity: string, stack: Frame[]): Promise<boolean> {
  for (const frame of stack) {
    // A folder gone since it was entered cannot be where the link points.
    frame.identity ??= await identityOf(frame.path).catch(() => '');
    if (frame.identity === identity) return true;
  }
  return false;
}

/** Never rejects: a folder read ahead and then abandoned must not become an unhandled error. */
async function openFolder(ctx: Context, dir: DirChild): Promise<OpenedFolder | undefined> {
  try {
    const identity = dir.viaSymlink ? await identityOf(dir.path) : undefined;
    return { identity, children: await readFolder(ctx, dir.path, dir.rel, false) };
  } catch (error) {
    ctx.warn({
      path: dir.path,
      message: `Cannot read folder (${String(error)})`,
      code: errnoCode(error),
    });
    return undefined;
  }
}

/** Lists, stats and sorts one folder. Folders come back unread, to be walked when reached. */
async function readFolder(
  ctx: Context,
  dir: string,
  rel: string,
  isRoot: boolean,
): Promise<Child[]> {
  let dirents: Dirent[];
  try {
    dirents = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if (isRoot) throw error;
    ctx.warn({ path: dir, message: 'Folder is not readable', code: errnoCode(error) });
    return [];
  }
  const present: Child[] = [];
  for (let from = 0; from < dirents.length; from += STATS_PER_TURN) {
    if (from > 0) await nextTurn();
    const chunk = dirents.slice(from, from + STATS_PER_TURN);
    for (const child of await Promise.all(chunk.map((d) => classify(ctx, d, dir, rel))))
      if (child !== undefined) present.push(child);
  }
  return present.sort((a, b) => compareKeys(a.sortKey, b.sortKey));
}

async function classify(
  ctx: Context,
  d: Dirent,
  dir: string,
  rel: string,
): Promise<Child | undefined> {
  const full = path.join(dir, d.name);
  const childRel = rel + d.name;
  if (d.isSymbolicLink() && !ctx.follow) return undefined;
  // A plain folder needs no stat until it is entered; everything else is stat'ed now, through
  // links, because its size, its time and (for a link or an unknown type) its kind are needed.
  // Sorting by name (files) and name + '/' (folders) within one folder gives the global order.
  const dirChild: DirChild = {
    sortKey: `${d.name}/`,
    kind: 'dir',
    path: full,
    rel: `${childRel}/`,
    viaSymlink: d.isSymbolicLink(),
  };
  // A cache restore's temporary files and staging folders hold parts of an entry not yet checked:
  // never listed, so never uploaded (nor deleted: the restore, or the next save, removes them).
  if (d.name.startsWith('.s3cache-') && restoreTempPid(d.name) !== undefined) return undefined;
  if (d.isDirectory()) return dirChild;
  if (isDownloadTempName(d.name)) return offerTempFile(ctx, d, full);

  let info: Stats;
  try {
    info = statSync(full);
  } catch (error) {
    const code = errnoCode(error);
    const why = code === 'ENOENT' ? 'a broken symlink, or deleted during the walk' : code;
    ctx.warn({ path: full, message: `File cannot be read (${why ?? String(error)})`, code });
    return undefined;
  }
  if (info.isDirectory()) return dirChild;
  if (!info.isFile()) {
    ctx.warn({ path: full, message: 'File is a character or block device, FIFO, or socket' });
    return undefined;
  }
  if (!(await isReadable(full, info))) {
    ctx.warn({ path: full, message: 'File is not readable', code: 'EACCES' });
    return undefined;
  }
  return {
    sortKey: d.name,
    kind: 'file',
    entry: { at: 'local', rel: childRel, path: full, size: info.size, mtimeMs: info.mtimeMs },
  };
}

/** Hands a temporary file to the sweep (a plain file only, never through a link); lists nothing. */
async function offerTempFile(ctx: Context, d: Dirent, full: string): Promise<undefined> {
  if (!ctx.onTempFile || !d.isFile()) return undefined;
  let info: Stats;
  try {
    info = statSync(full);
  } catch {
    return undefined;
  }
  if (info.isFile()) ctx.onTempFile({ path: full, size: info.size, mtimeMs: info.mtimeMs });
  return undefined;
}

/** `dev:ino`, as bigints: inode numbers on XFS and btrfs can exceed 2^53 and collide as doubles. */
async function identityOf(folder: string): Promise<string> {
  const info = await stat(folder, { bigint: true });
  return `${info.dev}:${info.ino}`;
}

// Effective ids decide access. Undefined on Windows, where the mode bits mean little.
const uid = process.geteuid?.();
const groups = new Set([...(process.getgroups?.() ?? []), process.getegid?.()]);

/**
 * The mode bits answer for almost every file without a system call. Only when they say "no"
 * do we ask the kernel, because ACLs and capabilities can grant what the bits deny.
 */
async function isReadable(full: string, info: Stats): Promise<boolean> {
  if (uid === undefined || uid === 0) return true;
  const mask = info.uid === uid ? 0o400 : groups.has(info.gid) ? 0o040 : 0o004;
  if ((info.mode & mask) !== 0) return true;
  try {
    await access(full, constants.R_OK);
    return true;
  } catch {
    return false;
  }
}

function errnoCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

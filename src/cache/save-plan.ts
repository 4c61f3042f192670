import type { CacheManifest, ManifestContents } from './cache-manifest.js';

/** Files at or above this size are blobs of their own. */
export const BLOB_MIN_BYTES = 8 * 1024 * 1024;
/** A reused pack whose needed frames are under this share of its bytes is repacked. */
export const SPARSE_PACK_SHARE = 0.5;
/**
 * Packs holding less content than this (uncompressed, as the prior entry knows it) count as
 * small... A full save cuts packs at 32 MiB of content (save-upload.ts), which compresses to
 * 5-8 MiB for source, so compressed size cannot tell a full save's packs from the few-MiB packs
 * of incremental saves: judged by it, every pack of a 50k-file tree was "small" and each 1%
 * save repacked them all (52 of 129 MB uploaded, `npm run bench -- cache`).
 */
export const SMALL_PACK_CONTENT_BYTES = 8 * 1024 * 1024;
/** ...and an entry that would read more than this many small packs has them repacked. */
export const MAX_SMALL_PACKS = 4;

/** A content to upload: where it is read from, its size and hash. */
export interface HashedFile {
  readonly path: string;
  readonly size: number;
  readonly sha256: string;
}

/**
 * A new content of the plan: its path is made when its pack task is sent, not kept from the
 * plan to the upload's end (a full save of 100,000 files held as many absolute paths, about
 * 12 MB of the main thread's heap). Not for postMessage (the path is a getter): send
 * `plainFile` of it.
 */
class NewContent implements HashedFile {
  constructor(
    readonly size: number,
    readonly sha256: string,
    private readonly entry: number,
    private readonly pathOf: (i: number) => string,
  ) {}
  get path(): string {
    return this.pathOf(this.entry);
  }
}

/** A content as a plain object, for a worker task. */
export function plainFile(f: HashedFile): HashedFile {
  return { path: f.path, size: f.size, sha256: f.sha256 };
}

/** What the save knows of each entry of the tree it walked. */
export interface SaveInput {
  /** One character per entry: f, d, l (as EntryColumns). */
  readonly type: string;
  readonly size: readonly number[];
  /** Per entry: the prior content row it still holds (unchanged on disk), or -1. */
  readonly known: Int32Array;
  /** Per entry read this time: its content hash. */
  readonly hashed: ReadonlyMap<number, string>;
  /** Where entry `i` is on disk. */
  readonly pathOf: (i: number) => string;
}

export interface SavePlan {
  /** Per entry: its row of the new manifest's contents; -1 for no content. */
  readonly content: Int32Array;
  /** The new contents, row by row: a prior row kept where it is, or the hash of a new content. */
  readonly rows: ReadonlyArray<number | string>;
  /** Prior objects the new entry reads. */
  readonly reusedObjects: ReadonlySet<number>;
  /** Contents to pack, each once, in walk order. */
  readonly newSmall: readonly HashedFile[];
  /** Contents to store as blobs, each once. */
  readonly newBlobs: readonly HashedFile[];
  /** Prior packs whose live content is being rewritten (compaction). */
  readonly compacted: number;
}

/**
 * The prior contents by hash, for the files that were read: keyed by the hash's first 4 bytes
 * (a number, so no string is made per prior content), each candidate checked in full.
 */
function contentFinder(contents: ManifestContents | undefined): (hex: string) => number {
  if (!contents) return () => -1;
  const first = new Map<number, number>();
  const more = new Map<number, number[]>();
  const rows = contents.object.length;
  for (let row = 0; row < rows; row++) {
    const key = contents.sha256.readUInt32BE(row * 32);
    if (!first.has(key)) first.set(key, row);
    else more.set(key, [...(more.get(key) ?? []), row]);
  }
  return (hex) => {
    const wanted = Buffer.from(hex, 'hex');
    const key = wanted.readUInt32BE(0);
    for (const row of [first.get(key) ?? -1, ...(more.get(key) ?? [])])
      if (row >= 0 && wanted.equals(contents.sha256.subarray(row * 32, row * 32 + 32))) return row;
    return -1;
  };
}

/**
 * Decides what a save uploads: contents the prior manifest holds are reused where they are,
 * unless their pack is mostly holes or the entry would read too many small packs (then they are
 * repacked from the local files, see docs/cache-format.md#compaction); the rest is new.
 * `unusable` names prior objects that must not be reused (gone from the store).
 */
export function planSave(
  input: SaveInput,
  prior: CacheManifest | undefined,
  unusable: ReadonlySet<number> = new Set(),
  blobMinBytes = BLOB_MIN_BYTES,
): SavePlan {
  const { type, size, known, hashed } = input;
  const count = type.length;
  const pc = prior?.contents;
  const find = hashed.size ? contentFinder(pc) : () => -1;
  // Per entry with bytes: the prior row that holds them, if it can be read.
  const priorRow = new Int32Array(count).fill(-1);
  const framesNeeded = new Map<number, Set<number>>();
  for (let i = 0; i < count; i++) {
    if (type.charCodeAt(i) !== 102 || size[i] === 0) continue; // 'f' with bytes
    const hex = hashed.get(i);
    const row = hex === undefined ? known[i]! : find(hex);
    if (row < 0 || unusable.has(pc!.object[row]!)) continue;
    priorRow[i] = row;
    const object = pc!.object[row]!;
    let frames = framesNeeded.get(object);
    if (!frames) framesNeeded.set(object, (frames = new Set()));
    frames.add(pc!.frame[row]!);
  }
  const repack = prior ? packsToRepack(prior, framesNeeded) : new Set<number>();

  const content = new Int32Array(count).fill(-1);
  const rows: Array<number | string> = [];
  const rowOfPrior = new Int32Array(pc?.object.length ?? 0).fill(-1);
  const rowOfNew = new Map<string, number>();
  const reusedObjects = new Set<number>();
  const newSmall: HashedFile[] = [];
  const newBlobs: HashedFile[] = [];
  for (let i = 0; i < count; i++) {
    if (type.charCodeAt(i) !== 102 || size[i] === 0) continue;
    const row = priorRow[i]!;
    const isBlob = size[i]! >= blobMinBytes;
    const object = row >= 0 ? pc!.object[row]! : -1;
    if (
      row >= 0 &&
      !repack.has(object) &&
      prior!.objects[object]!.kind === (isBlob ? 'blob' : 'pack')
    ) {
      if (rowOfPrior[row]! < 0) {
        rowOfPrior[row] = rows.length;
        rows.push(row);
        reusedObjects.add(object);
      }
      content[i] = rowOfPrior[row]!;
      continue;
    }
    const k = known[i]!;
    const hex = hashed.get(i) ?? pc!.sha256.toString('hex', k * 32, k * 32 + 32);
    let mine = rowOfNew.get(hex);
    if (mine === undefined) {
      rowOfNew.set(hex, (mine = rows.length));
      rows.push(hex);
      (isBlob ? newBlobs : newSmall).push(new NewContent(size[i]!, hex, i, input.pathOf));
    }
    content[i] = mine;
  }
  return { content, rows, reusedObjects, newSmall, newBlobs, compacted: repack.size };
}

/** The prior packs to repack: mostly holes for this entry, or too many small ones. */
function packsToRepack(
  prior: CacheManifest,
  framesNeeded: ReadonlyMap<number, ReadonlySet<number>>,
): Set<number> {
  // The content each prior object holds for the prior entry, uncompressed.
  const contentBytes = new Float64Array(prior.objects.length);
  const { content, size } = prior.entries;
  for (let j = 0; j < content.length; j++)
    if (content[j]! >= 0) contentBytes[prior.contents.object[content[j]!]!]! += size[j]!;
  const repack = new Set<number>();
  const small: number[] = [];
  for (const [index, frames] of framesNeeded) {
    const object = prior.objects[index]!;
    if (object.kind !== 'pack') continue;
    let live = 0;
    for (const frame of frames) live += object.frames[frame]![1];
    if (live < object.size * SPARSE_PACK_SHARE) repack.add(index);
    else if (contentBytes[index]! < SMALL_PACK_CONTENT_BYTES) small.push(index);
  }
  if (small.length > MAX_SMALL_PACKS) for (const index of small) repack.add(index);
  return repack;
}

import type { CacheManifest } from '../store/manifest-types.js';
import { HashIndex, SHA256_BYTES, type EntryHashes, type HashAt } from './content-hashes.js';
import { BLOB_MIN_BYTES } from '../store/pack-limits.js';

export { BLOB_MIN_BYTES };
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

/** A new content of a plan, and its row in the new manifest's contents. */
export interface PlannedContent extends HashedFile {
  readonly row: number;
  /** Writes its hash's 32 bytes into `target` at `at`. */
  hashInto(target: Uint8Array, at: number): void;
}

/** Where a plan's new contents find their path and hash, shared by all of them. */
interface ContentSource {
  readonly pathOf: (entry: number) => string;
  /** The UTF-8 length of pathOf(entry), without making it (optional: a guess otherwise). */
  readonly pathBytesOf?: (entry: number) => number;
  readonly hashAt: HashAt;
}

/**
 * A plan's new contents as a column of entry numbers (their sizes and rows are the plan's), each
 * made a PlannedContent only when its pack or blob task is sent: one object per new content was
 * 10.8 MB of a 200,000-file save's main thread heap (192,000 of them, heap snapshot).
 */
export class PlannedContents implements Iterable<PlannedContent> {
  private entries = new Int32Array(256);
  private count = 0;

  constructor(
    private readonly size: readonly number[],
    private readonly content: Int32Array,
    private readonly source: ContentSource,
  ) {}

  get length(): number {
    return this.count;
  }

  push(entry: number): void {
    if (this.count === this.entries.length) {
      const grown = new Int32Array(this.count * 2);
      grown.set(this.entries);
      this.entries = grown;
    }
    this.entries[this.count++] = entry;
  }

  /** The size of new content `n`, with no object made. */
  sizeOf(n: number): number {
    return this.size[this.entries[n]!]!;
  }

  /** The row of new content `n` in the new manifest, with no object made. */
  rowOf(n: number): number {
    return this.content[this.entries[n]!]!;
  }

  /** The bytes of new contents `from`..`to` (excluded). */
  bytesOf(from: number, to: number): number {
    let bytes = 0;
    for (let n = from; n < Math.min(to, this.count); n++) bytes += this.sizeOf(n);
    return bytes;
  }

  /** The bytes of all the new contents. */
  get bytes(): number {
    return this.bytesOf(0, this.count);
  }

  /** Bytes new content `n`'s path takes (a task's weight), with no string made where it can. */
  pathBytesOf(n: number): number {
    const entry = this.entries[n]!;
    const { pathBytesOf, pathOf } = this.source;
    return pathBytesOf ? pathBytesOf(entry) : Buffer.byteLength(pathOf(entry));
  }

  at(n: number): PlannedContent {
    const entry = this.entries[n]!;
    return new NewContent(this.size[entry]!, this.content[entry]!, entry, this.source);
  }

  /** New contents `from`..`to` (excluded) as objects: one task's worth at a time. */
  slice(from: number, to: number): PlannedContent[] {
    const list: PlannedContent[] = [];
    for (let n = from; n < Math.min(to, this.count); n++) list.push(this.at(n));
    return list;
  }

  map<T>(each: (content: PlannedContent, n: number) => T): T[] {
    return Array.from({ length: this.count }, (_, n) => each(this.at(n), n));
  }

  *[Symbol.iterator](): Iterator<PlannedContent> {
    for (let n = 0; n < this.count; n++) yield this.at(n);
  }
}

/**
 * A new content of the plan: its path and hex hash are made when its pack task is sent, not
 * kept from the plan to the upload's end (a full save of 100,000 files held as many absolute
 * paths, about 12 MB of the main thread's heap, and as many hex strings, 7.6 MB). Not for
 * postMessage (the fields are getters): a pack task takes them as columns (save-upload.ts).
 */
class NewContent implements PlannedContent {
  constructor(
    readonly size: number,
    readonly row: number,
    private readonly entry: number,
    private readonly source: ContentSource,
  ) {}
  get path(): string {
    return this.source.pathOf(this.entry);
  }
  get sha256(): string {
    const [buffer, at] = this.source.hashAt(this.entry);
    return buffer.toString('hex', at, at + SHA256_BYTES);
  }
  hashInto(target: Uint8Array, at: number): void {
    const [buffer, from] = this.source.hashAt(this.entry);
    target.set(buffer.subarray(from, from + SHA256_BYTES), at);
  }
}

/** What the save knows of each entry of the tree it walked. */
export interface SaveInput {
  /** One character per entry: f, d, l (as EntryColumns). */
  readonly type: string;
  readonly size: readonly number[];
  /** Per entry: the prior content row it still holds (unchanged on disk), or -1. */
  readonly known: Int32Array;
  /** Per entry read this time: its content hash. */
  readonly hashed: EntryHashes;
  /** Where entry `i` is on disk. */
  readonly pathOf: (i: number) => string;
  /** The UTF-8 length of pathOf(i), without making it. */
  readonly pathBytesOf?: (i: number) => number;
}

export interface SavePlan {
  /** Per entry: its row of the new manifest's contents; -1 for no content. */
  readonly content: Int32Array;
  /**
   * The new contents, row by row: a prior row kept where it is (a number >= 0), or a new
   * content as `~entry` (< 0), the first entry that holds it: see `newRowEntry`.
   */
  readonly rows: readonly number[];
  /** Where entry `i`'s hash is (this save's, or the prior row it still holds). */
  readonly hashAt: HashAt;
  /** Prior objects the new entry reads. */
  readonly reusedObjects: ReadonlySet<number>;
  /** Contents to pack, each once, in walk order. */
  readonly newSmall: PlannedContents;
  /** Contents to store as blobs, each once. */
  readonly newBlobs: PlannedContents;
  /** Prior packs whose live content is being rewritten (compaction). */
  readonly compacted: number;
}

/** The entry of a plan's row that is a new content (`rows[n] < 0`). */
export function newRowEntry(row: number): number {
  return ~row;
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
  const priorHashes = pc?.sha256 ?? Buffer.alloc(0);
  const hashAt: HashAt = (entry) =>
    hashed.has(entry)
      ? [hashed.bytes, entry * SHA256_BYTES]
      : [priorHashes, known[entry]! * SHA256_BYTES];
  const priorIndex = new HashIndex((row) => [priorHashes, row * SHA256_BYTES]);
  if (pc && hashed.size) for (let row = 0; row < pc.object.length; row++) priorIndex.add(row);
  // Per entry with bytes: the prior row that holds them, if it can be read.
  const priorRow = new Int32Array(count).fill(-1);
  const framesNeeded = new Map<number, Set<number>>();
  for (let i = 0; i < count; i++) {
    if (type.charCodeAt(i) !== 102 || size[i] === 0) continue; // 'f' with bytes
    const row = hashed.has(i) ? priorIndex.find(hashed.bytes, i * SHA256_BYTES) : known[i]!;
    if (row < 0 || unusable.has(pc!.object[row]!)) continue;
    priorRow[i] = row;
    const object = pc!.object[row]!;
    let frames = framesNeeded.get(object);
    if (!frames) framesNeeded.set(object, (frames = new Set()));
    frames.add(pc!.frame[row]!);
  }
  const repack = prior ? packsToRepack(prior, framesNeeded) : new Set<number>();

  const content = new Int32Array(count).fill(-1);
  const rows: number[] = [];
  const rowOfPrior = new Int32Array(pc?.object.length ?? 0).fill(-1);
  // New contents by hash, as the first entry holding each: a content is stored once.
  const newIndex = new HashIndex(hashAt);
  const reusedObjects = new Set<number>();
  const source: ContentSource = { pathOf: input.pathOf, pathBytesOf: input.pathBytesOf, hashAt };
  const newSmall = new PlannedContents(size, content, source);
  const newBlobs = new PlannedContents(size, content, source);
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
    const [buffer, at] = hashAt(i);
    const first = newIndex.find(buffer, at);
    if (first >= 0) {
      content[i] = content[first]!;
      continue;
    }
    newIndex.add(i);
    content[i] = rows.length;
    rows.push(~i);
    (isBlob ? newBlobs : newSmall).push(i);
  }
  return { content, rows, hashAt, reusedObjects, newSmall, newBlobs, compacted: repack.size };
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

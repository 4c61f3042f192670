/**
 * A tree's paths as one UTF-8 string table: the bytes of every path end to end in one buffer,
 * and where each one ends in a Uint32Array, both grown by doubling. A JS string per path cost
 * about 155 bytes per entry (heap snapshots of a 200,000-file save: 31 MB of flat and
 * concatenated strings, held from the walk to the manifest); here a path costs its bytes plus 4.
 * A string is made only where one is needed (`at`, for one fs call or one JSON piece) and
 * dropped after. Paths compare as UTF-8 bytes (S3's order), never as JS strings.
 */
import { getRandomValues } from 'node:crypto';
import { releaseBuffer } from './release-buffer.js';

export class PathTable implements Iterable<string> {
  private bytes: Buffer;
  private ends: Uint32Array;
  private count = 0;

  /** Room for `rows` paths of `bytes` bytes in all (it grows past either as needed). */
  constructor(rows = 1024, bytes = rows * 64) {
    this.ends = new Uint32Array(Math.max(rows, 16));
    this.bytes = Buffer.allocUnsafeSlow(Math.max(bytes, 1024));
  }

  /** A table of `paths`, in order. */
  static of(paths: Iterable<string>): PathTable {
    const table = new PathTable();
    for (const p of paths) table.add(p);
    return table.trim();
  }

  get length(): number {
    return this.count;
  }

  /** Bytes held by all the paths (not the spare room). */
  get byteLength(): number {
    return this.count === 0 ? 0 : this.ends[this.count - 1]!;
  }

  /** Where path `i` starts in the table's bytes. */
  start(i: number): number {
    return i === 0 ? 0 : this.ends[i - 1]!;
  }

  /** Where path `i` ends in the table's bytes. */
  end(i: number): number {
    return this.ends[i]!;
  }

  /** Path `i` as a string (made now, for the caller to drop). */
  at(i: number): string {
    this.check(i);
    return this.bytes.toString('utf8', this.start(i), this.ends[i]);
  }

  /** Appends `text`; returns its row. */
  add(text: string): number {
    return this.addJoined('', text);
  }

  /** Appends `folder/name` (or `name` when folder is ''), with no joined string made. */
  addJoined(folder: string, name: string): number {
    // UTF-8 takes at most 3 bytes per UTF-16 unit.
    this.room(3 * (folder.length + name.length) + 1);
    let at = this.byteLength;
    if (folder !== '') {
      at += this.bytes.write(folder, at, 'utf8');
      this.bytes[at++] = 0x2f; // '/'
    }
    at += this.bytes.write(name, at, 'utf8');
    this.ends[this.count] = at;
    return this.count++;
  }

  /** Appends path `i` of `other` as it is (its bytes copied, no string made); returns its row. */
  addFrom(other: PathTable, i: number): number {
    const [start, end] = [other.start(i), other.end(i)];
    this.room(end - start);
    const at = this.byteLength;
    other.bytes.copy(this.bytes, at, start, end);
    this.ends[this.count] = at + end - start;
    return this.count++;
  }

  /** Path `i`'s bytes (a view: valid until the next add). */
  bytesOf(i: number): Buffer {
    this.check(i);
    return this.bytes.subarray(this.start(i), this.ends[i]);
  }

  /** Paths `from`..`to` (excluded) as their own bytes and ends (copies, to post to a worker). */
  slice(from: number, to: number): { bytes: Uint8Array; ends: Uint32Array } {
    const base = from === 0 ? 0 : this.ends[from - 1]!;
    const ends = this.ends.slice(from, to);
    for (let n = 0; n < ends.length; n++) ends[n]! -= base;
    const bytes = new Uint8Array(ends.length ? ends[ends.length - 1]! : 0);
    bytes.set(this.bytes.subarray(base, base + bytes.length));
    return { bytes, ends };
  }

  /** UTF-8 byte order of path `i` against path `j` of `other` (negative, 0 or positive). */
  compare(i: number, other: PathTable, j: number): number {
    return this.bytes.compare(
      other.bytes,
      other.start(j),
      other.end(j),
      this.start(i),
      this.end(i),
    );
  }

  /** Whether path `i` and path `j` of `other` are the same bytes. */
  equals(i: number, other: PathTable, j: number): boolean {
    return (
      this.end(i) - this.start(i) === other.end(j) - other.start(j) &&
      this.compare(i, other, j) === 0
    );
  }

  /** Whether path `i` is empty (a root itself). */
  isEmpty(i: number): boolean {
    return this.end(i) === this.start(i);
  }

  /**
   * A 32-bit hash of path `i`'s bytes under `seed`: FNV-1a from a seeded start, then a full
   * avalanche (murmur3's fmix32). Without both, the low bits (all a table's mask keeps) depend
   * only on the low bits of the start and the bytes, so a manifest's writer could pick paths that
   * all share one probe chain and make a restore's duplicate check quadratic.
   */
  hash(i: number, seed = 0): number {
    let h = (0x811c9dc5 ^ seed) >>> 0;
    const { bytes } = this;
    for (let at = this.start(i), end = this.end(i); at < end; at++)
      h = Math.imul(h ^ bytes[at]!, 0x01000193);
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    return (h ^ (h >>> 16)) >>> 0;
  }

  /** Gives back the spare room once the table is complete (the doubling leaves up to half). */
  trim(): this {
    if (this.bytes.length > this.byteLength) this.bytes = replaced(this.bytes, this.byteLength);
    if (this.ends.length > this.count) {
      const old = this.ends;
      this.ends = old.slice(0, this.count);
      releaseBuffer(new Uint8Array(old.buffer));
    }
    return this;
  }

  *[Symbol.iterator](): Iterator<string> {
    for (let i = 0; i < this.count; i++) yield this.at(i);
  }

  private room(bytes: number): void {
    if (this.count === this.ends.length) {
      const ends = new Uint32Array(Math.max(this.ends.length * 2, 16));
      ends.set(this.ends);
      releaseBuffer(new Uint8Array(this.ends.buffer));
      this.ends = ends;
    }
    const need = this.byteLength + bytes;
    if (need > this.bytes.length) {
      this.bytes = replaced(this.bytes, Math.max(this.bytes.length * 2, need), this.byteLength);
    }
  }

  private check(i: number): void {
    if (!(i >= 0 && i < this.count))
      throw new RangeError(`no path ${i} in a table of ${this.count}`);
  }
}

/**
 * Finds rows of a PathTable by their bytes (and a root number), with no string or map entry per
 * path: open addressing over row numbers, keyed by the table's hash, each candidate compared in
 * full. For duplicate checks and for matching a tree's paths with a prior manifest's.
 */
export class PathIndex {
  private readonly slots: Int32Array;
  private readonly mask: number;
  private free: number;
  /** Unknown to whoever wrote the paths, so they cannot choose paths that collide. */
  private readonly seed = getRandomValues(new Uint32Array(1))[0]!;

  constructor(
    private readonly table: PathTable,
    private readonly rootOf: (row: number) => number = () => 0,
    capacity = table.length,
  ) {
    let size = 16;
    while (size < capacity * 2) size *= 2;
    this.slots = new Int32Array(size).fill(-1);
    this.mask = size - 1;
    this.free = size - 1; // one slot stays empty, so that every probe ends
  }

  /** Adds row `row` of the table; returns an earlier row with the same root and path, or -1. */
  add(row: number): number {
    const root = this.rootOf(row);
    for (let s = this.table.hash(row, this.seedFor(root)) & this.mask; ; s = (s + 1) & this.mask) {
      const other = this.slots[s]!;
      if (other < 0) {
        if (this.free-- === 0)
          throw new RangeError('a PathIndex got more rows than it was made for');
        this.slots[s] = row;
        return -1;
      }
      if (this.rootOf(other) === root && this.table.equals(other, this.table, row)) return other;
    }
  }

  private seedFor(root: number): number {
    return this.seed ^ Math.imul(root, 0x9e3779b1);
  }

  /** The row added with path `i` of `other` under root `root`, or -1. */
  find(other: PathTable, i: number, root = 0): number {
    for (let s = other.hash(i, this.seedFor(root)) & this.mask; ; s = (s + 1) & this.mask) {
      const row = this.slots[s]!;
      if (row < 0) return -1;
      if (this.rootOf(row) === root && this.table.equals(row, other, i)) return row;
    }
  }
}

/**
 * A buffer of `size` bytes holding the first `keep` of `old`, whose memory is freed now: a main
 * thread whose heap stops growing (a restore's, after its plan) never collects the old one, and
 * a 200,000-path table's spare copies kept 25 MB of RSS to the end.
 */
function replaced(old: Buffer, size: number, keep = size): Buffer {
  const fresh = Buffer.allocUnsafeSlow(size);
  old.copy(fresh, 0, 0, keep);
  releaseBuffer(old);
  return fresh;
}

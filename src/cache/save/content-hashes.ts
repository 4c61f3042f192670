/**
 * A save's content hashes in binary, 32 bytes each in one buffer, with no hex string or map
 * entry per file: on a 100,000-file save the hex strings alone were 7.6 MB of the main thread's
 * live heap, and the maps and place objects keyed by them about 10 MB more (heap snapshot).
 */

export const SHA256_BYTES = 32;

/** The hash of each entry a save read this time, by entry index. */
export class EntryHashes {
  readonly bytes: Buffer;
  private readonly present: Uint8Array;
  private count = 0;

  constructor(entries: number) {
    this.bytes = Buffer.alloc(entries * SHA256_BYTES);
    this.present = new Uint8Array(entries);
  }

  /** How many entries have a hash. */
  get size(): number {
    return this.count;
  }

  has(entry: number): boolean {
    return this.present[entry] === 1;
  }

  /** Records a hash task's digests (32 bytes each, in the order of `entries`). */
  setMany(entries: readonly number[], digests: Uint8Array): void {
    if (digests.length !== entries.length * SHA256_BYTES)
      throw new Error(
        `a hash task returned ${digests.length} bytes for ${entries.length} files (expected ${entries.length * SHA256_BYTES})`,
      );
    entries.forEach((entry, n) => {
      this.bytes.set(
        digests.subarray(n * SHA256_BYTES, (n + 1) * SHA256_BYTES),
        entry * SHA256_BYTES,
      );
      if (this.present[entry] === 0) this.count++;
      this.present[entry] = 1;
    });
  }
}

/** Where one hash's 32 bytes are: a buffer and the offset in it. */
export type HashAt = (id: number) => readonly [Buffer, number];

/**
 * Finds ids (rows, entries) by their hash, keyed by the hash's first 4 bytes (a number, so no
 * string is made per hash), each candidate compared in full.
 */
export class HashIndex {
  private readonly first = new Map<number, number>();
  private readonly more = new Map<number, number[]>();

  constructor(private readonly hashAt: HashAt) {}

  add(id: number): void {
    const [buffer, at] = this.hashAt(id);
    const key = buffer.readUInt32BE(at);
    if (!this.first.has(key)) this.first.set(key, id);
    else {
      const others = this.more.get(key);
      if (others) others.push(id);
      else this.more.set(key, [id]);
    }
  }

  /** The id added with the hash at `buffer[at..at+32]`, or -1. */
  find(buffer: Buffer, at: number): number {
    const key = buffer.readUInt32BE(at);
    const id = this.first.get(key);
    if (id === undefined) return -1;
    if (this.sameHash(id, buffer, at)) return id;
    for (const other of this.more.get(key) ?? [])
      if (this.sameHash(other, buffer, at)) return other;
    return -1;
  }

  private sameHash(id: number, buffer: Buffer, at: number): boolean {
    const [mine, from] = this.hashAt(id);
    return mine.compare(buffer, at, at + SHA256_BYTES, from, from + SHA256_BYTES) === 0;
  }
}

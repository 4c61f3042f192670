/**
 * A model of where keys lie, learnt from the keys a listing has already shown, used to pick
 * split keys for parallel ranges without hints from a previous run.
 *
 * Each key is read as a number in [0, 1): one digit per code point, where the digits at
 * position i are the characters seen at position i so far (0 stands for "the key ended").
 * Positions where every key has the same character (`logs/2026/`) cost nothing, and the
 * split lands among the characters that really vary (digits, hex, names). Code points keep
 * UTF-8 byte order, so the mapping never disagrees with S3's order.
 */
const DEPTH = 16;
const DIGITS: readonly [number, number] = [0x30, 0x39];
const HEX_LETTERS: readonly [number, number] = [0x61, 0x66];
const CLASSES: ReadonlyArray<readonly [number, number]> = [DIGITS, [0x41, 0x5a], [0x61, 0x7a]];

function addRange(set: Set<number>, range: readonly [number, number]): void {
  for (let cp = range[0]; cp <= range[1]; cp++) set.add(cp);
}

export class KeyspaceModel {
  private readonly seen: Array<Set<number>> = Array.from({ length: DEPTH }, () => new Set());
  private sorted: Array<number[] | undefined> = new Array(DEPTH);

  /** Learns the characters of a key. */
  observe(key: string): void {
    let i = 0;
    for (const ch of key) {
      if (i >= DEPTH) break;
      const cp = ch.codePointAt(0)!;
      const set = this.seen[i]!;
      if (!set.has(cp)) {
        set.add(cp);
        // Hex detection looks at every position, so a new character may widen any of them.
        this.sorted.fill(undefined);
      }
      i++;
    }
  }

  /**
   * The characters expected at position i: those seen there, widened to their whole class
   * (a digit seen means any digit may come, a letter any letter of its case, and digits in a
   * hex-looking key set any hex digit). One page shows only the start of the key space, so
   * without widening the keys after it would look as if they could not exist.
   */
  private alphabet(i: number): number[] {
    let a = this.sorted[i];
    if (!a) {
      const chars = new Set(this.seen[i]);
      for (const cp of this.seen[i]!) {
        for (const range of CLASSES) if (cp >= range[0] && cp <= range[1]) addRange(chars, range);
        if (cp >= DIGITS[0] && cp <= DIGITS[1] && this.looksHex()) addRange(chars, HEX_LETTERS);
      }
      a = [...chars].sort((x, y) => x - y);
      this.sorted[i] = a;
    }
    return a;
  }

  /** Lowercase letters seen anywhere are all a-f: hashes, UUIDs, hex IDs. */
  private looksHex(): boolean {
    let letters = false;
    for (const set of this.seen) {
      for (const cp of set) {
        if (cp >= 0x61 && cp <= 0x7a) {
          if (cp > 0x66) return false;
          letters = true;
        }
      }
    }
    return letters;
  }

  /** The key's position in [0, 1); `undefined` (no upper bound) is 1. Monotone in S3's order. */
  position(key: string | undefined): number {
    if (key === undefined) return 1;
    let value = 0;
    let scale = 1;
    let i = 0;
    for (const ch of key) {
      if (i >= DEPTH) break;
      const alphabet = this.alphabet(i);
      const base = alphabet.length + 1;
      const cp = ch.codePointAt(0)!;
      const index = lowerBound(alphabet, cp);
      if (alphabet[index] !== cp) {
        // An unseen character sorts after the whole subtree of the seen one before it: its
        // place is where the next seen character's subtree begins.
        return value + ((index + 1) / base) * scale;
      }
      const digit = index + 1;
      value += (digit / base) * scale;
      scale /= base;
      i++;
    }
    return value;
  }

  /** The key at a position: the inverse of `position`, within what has been seen. */
  keyAt(position: number): string {
    let t = Math.min(Math.max(position, 0), 1 - Number.EPSILON);
    let key = '';
    for (let i = 0; i < DEPTH; i++) {
      const alphabet = this.alphabet(i);
      if (alphabet.length === 0) break;
      const base = alphabet.length + 1;
      const x = t * base;
      const digit = Math.min(Math.floor(x), alphabet.length);
      if (digit === 0) break;
      key += String.fromCodePoint(alphabet[digit - 1]!);
      t = x - digit;
    }
    return key;
  }
}

function lowerBound(sorted: readonly number[], value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

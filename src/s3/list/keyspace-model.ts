/** Positions read per key, counted from where a range's keys start to differ. */
const DEPTH = 16;
/** Positions learnt at most: keys share prefixes far longer than DEPTH (`logs/2026/11/30/`). */
const MAX_POSITIONS = 1024;
const DIGITS: readonly [number, number] = [0x30, 0x39];
const HEX_LETTERS: readonly [number, number] = [0x61, 0x66];
const CLASSES: ReadonlyArray<readonly [number, number]> = [DIGITS, [0x41, 0x5a], [0x61, 0x7a]];

function addRange(set: Set<number>, range: readonly [number, number]): void {
  for (let cp = range[0]; cp <= range[1]; cp++) set.add(cp);
}

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
export class KeyspaceModel {
  private readonly seen: Array<Set<number>> = [];
  private sorted: Array<number[] | undefined> = [];

  /** Learns the characters of a key. */
  observe(key: string): void {
    let i = 0;
    for (const ch of key) {
      if (i >= MAX_POSITIONS) break;
      const cp = ch.codePointAt(0)!;
      if (i === this.seen.length) this.seen.push(new Set());
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
      const seen = this.seen[i] ?? new Set<number>();
      const chars = new Set(seen);
      const hex = this.looksHex();
      for (const cp of seen) {
        if (
          hex &&
          ((cp >= DIGITS[0] && cp <= DIGITS[1]) || (cp >= HEX_LETTERS[0] && cp <= HEX_LETTERS[1]))
        ) {
          addRange(chars, DIGITS);
          addRange(chars, HEX_LETTERS);
          continue;
        }
        for (const range of CLASSES) if (cp >= range[0] && cp <= range[1]) addRange(chars, range);
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

  /**
   * The key's position in [0, 1], reading code points from `offset` on (the keys being
   * compared share the ones before it). `undefined` (no upper bound) is 1. Monotone in S3's
   * order.
   */
  position(key: string | undefined, offset = 0): number {
    if (key === undefined) return 1;
    let value = 0;
    let scale = 1;
    let i = 0;
    for (const ch of key) {
      if (i < offset) {
        i++;
        continue;
      }
      if (i >= offset + DEPTH) break;
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

  /** The code points after `offset` of the key at a position: the inverse of `position`. */
  keyAt(position: number, offset = 0): string {
    let t = Math.min(Math.max(position, 0), 1 - Number.EPSILON);
    let key = '';
    for (let i = offset; i < offset + DEPTH; i++) {
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

/**
 * S3 lists keys in UTF-8 byte order. JavaScript's `<` compares UTF-16 code units and disagrees
 * with it for characters above U+FFFF (stored as surrogates, D800-DFFF) against U+E000-U+FFFF,
 * so every key comparison goes here.
 *
 * UTF-8 byte order is code point order. At the first code unit where two keys differ, code
 * unit order agrees with code point order unless exactly one of the two units is a surrogate:
 * then that one belongs to a code point above U+FFFF and sorts last. This avoids encoding both
 * keys to Buffers on every compare (the planner's hot path).
 */
export function compareKeys(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    const xs = x >= 0xd800 && x <= 0xdfff;
    const ys = y >= 0xd800 && y <= 0xdfff;
    if (xs === ys) return x < y ? -1 : 1;
    return xs ? 1 : -1;
  }
  return a.length - b.length < 0 ? -1 : a.length === b.length ? 0 : 1;
}

/** True when `key` sorts before the exclusive upper bound (or there is no bound). */
export function isBeforeBound(key: string, upperBound: string | undefined): boolean {
  return upperBound === undefined || compareKeys(key, upperBound) < 0;
}

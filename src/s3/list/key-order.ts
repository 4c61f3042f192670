/**
 * S3 lists keys in UTF-8 byte order. JavaScript's `<` compares UTF-16 code units and disagrees
 * with it for characters above U+FFFF against U+E000-U+FFFF, so every key comparison goes here.
 */
export function compareKeys(a: string, b: string): number {
  if (a === b) return 0;
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

/** True when `key` sorts before the exclusive upper bound (or there is no bound). */
export function isBeforeBound(key: string, upperBound: string | undefined): boolean {
  return upperBound === undefined || compareKeys(key, upperBound) < 0;
}

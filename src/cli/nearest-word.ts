/**
 * The nearest of some words to a mistyped one, for "did you mean" hints. Written here rather
 * than taken from a package: twenty lines, and the CLI's bundle carries no dependency for it.
 */

/**
 * Edit distance: the fewest insertions, deletions, substitutions and swaps of two neighbours
 * from a to b (Levenshtein's, with a swap as one slip: `snyc` is one from `sync`).
 */
export function editDistance(a: string, b: string): number {
  // Three rows of the table: d[i][j] is the distance from a's first i to b's first j.
  let before: number[] = [];
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      let d = Math.min(
        row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
        row[j]! + 1,
        next[j - 1]! + 1,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, before[j - 2]! + 1);
      next.push(d);
    }
    [before, row] = [row, next];
  }
  return row[b.length]!;
}

/**
 * The word nearest to `typed`, if it is near enough to be a slip: at most a third of its length
 * away (at least 1, at most 3), so that `--dryrn` finds `--dryrun` and `--foo` finds nothing.
 * Ties go to the first word given.
 */
export function nearestWord(typed: string, words: readonly string[]): string | undefined {
  const limit = Math.min(3, Math.max(1, Math.floor(typed.length / 3)));
  let best: { word: string; distance: number } | undefined;
  for (const word of words) {
    const distance = editDistance(typed, word);
    if (distance <= limit && (best === undefined || distance < best.distance))
      best = { word, distance };
  }
  return best?.word;
}

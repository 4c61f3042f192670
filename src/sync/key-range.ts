import { compareKeys } from '../s3/list/key-order.js';

/**
 * One shard of a sync (issue 15): the keys k with `startAfter < k <= endAt`, in S3's order,
 * where k is the key relative to the sync's prefix (the path under a local folder). Relative,
 * because the two sides of a sync have different prefixes (or none: a folder) and one range
 * must name the same objects on both. `startAfter` '' is the beginning (every key is after it);
 * `endAt` undefined is the end. Consecutive ranges (a, b], (b, c], …, (z, end) cover every key
 * exactly once, also keys that appear after the ranges were cut.
 */
export interface KeyRange {
  readonly startAfter: string;
  readonly endAt: string | undefined;
}

export const WHOLE_RANGE: KeyRange = { startAfter: '', endAt: undefined };

export function isWholeRange(range: KeyRange | undefined): boolean {
  return range === undefined || (range.startAfter === '' && range.endAt === undefined);
}

/** Whether a relative key lies inside the range. */
export function inKeyRange(rel: string, range: KeyRange): boolean {
  if (range.startAfter !== '' && compareKeys(rel, range.startAfter) <= 0) return false;
  return range.endAt === undefined || compareKeys(rel, range.endAt) <= 0;
}

/** Whether a relative key lies past the range's end: a sorted listing can stop there. */
export function pastKeyRange(rel: string, range: KeyRange): boolean {
  return range.endAt !== undefined && compareKeys(rel, range.endAt) > 0;
}

/**
 * Whether no key under a folder (`rel` ends in '/') can lie after `startAfter`: the folder sorts
 * before it and is not on its path, so each of its keys is below it at the same character.
 */
export function folderBeforeRange(folderRel: string, range: KeyRange | undefined): boolean {
  if (range === undefined || range.startAfter === '') return false;
  return !range.startAfter.startsWith(folderRel) && compareKeys(folderRel, range.startAfter) < 0;
}

/** The range in full keys under `prefix`, as the bucket lister takes it (StartAfter, endAt). */
export function listBoundsOf(
  prefix: string,
  range: KeyRange | undefined,
): { startAfter: string | undefined; endAt: string | undefined } {
  if (range === undefined) return { startAfter: undefined, endAt: undefined };
  return {
    // '' is the beginning: StartAfter=prefix would leave out an object named exactly the prefix.
    startAfter: range.startAfter === '' ? undefined : prefix + range.startAfter,
    endAt: range.endAt === undefined ? undefined : prefix + range.endAt,
  };
}

/**
 * Keeps a sorted listing's entries inside the range, and stops reading once past its end (the
 * local walk has no StartAfter, so what lies before the range is read and dropped).
 */
export async function* clipToRange<T extends { readonly rel: string }>(
  batches: AsyncIterable<readonly T[]>,
  range: KeyRange | undefined,
): AsyncGenerator<readonly T[]> {
  if (range === undefined || isWholeRange(range)) {
    yield* batches;
    return;
  }
  for await (const batch of batches) {
    const kept = batch.filter((entry) => inKeyRange(entry.rel, range));
    if (kept.length > 0) yield kept;
    const last = batch[batch.length - 1];
    if (last !== undefined && pastKeyRange(last.rel, range)) return;
  }
}

/** The range as a log line or summary shows it: `("a", "b"]`, `(start, "b"]`, `("a", end)`. */
export function describeKeyRange(range: KeyRange): string {
  const from = range.startAfter === '' ? '(start' : `(${JSON.stringify(range.startAfter)}`;
  const to = range.endAt === undefined ? 'end)' : `${JSON.stringify(range.endAt)}]`;
  return `${from}, ${to}`;
}

import { compareKeys } from './key-order.js';
import type { KeyspaceModel } from './keyspace-model.js';
import { isWithin, type RangeBound } from './list-chain.js';

/** What the planner needs to know of a key range being listed. */
export interface RangeView {
  readonly upper: RangeBound | undefined;
  /** The last key listed in it: the unlisted rest is (position, upper]. */
  readonly position: string | undefined;
  /** Where its listed keys began. */
  readonly firstKey: string | undefined;
  readonly listed: number;
  /** The last page said more pages follow. */
  readonly more: boolean;
  readonly done: boolean;
}

export interface SplitPlan {
  readonly index: number;
  /** Increasing split keys inside the range's unlisted rest: each starts a new chain. */
  readonly keys: readonly string[];
}

// Pages a new chain is given, at least and at most. Few pages keep split points close to
// where the keys are known to be, which matters when the model overrates empty key space
// (90% of the keys under one prefix); more would leave chains idle on uniform keys.
const MIN_PAGES_PER_CHAIN = 2;
const MAX_PAGES_PER_CHAIN = 8;

/**
 * Chooses the range with the most pages expected after its next one, and split keys for up to
 * `slots` new chains in it. Keys are expected to go on at the density the range has shown,
 * so the split points are spaced that many pages apart from where its chain stands; the last
 * new range keeps whatever lies beyond, and is split again as chains free up (work stealing).
 */
export function planSplits(
  model: KeyspaceModel,
  ranges: readonly RangeView[],
  pageSize: number,
  slots: number,
): SplitPlan | undefined {
  let best:
    | {
        index: number;
        at: number;
        to: number;
        pageSpan: number;
        pages: number;
        prefix: string;
        offset: number;
      }
    | undefined;
  for (let index = 0; index < ranges.length; index++) {
    const r = ranges[index]!;
    if (r.done || !r.more || r.listed === 0 || r.position === undefined || r.firstKey === undefined)
      continue;
    // Positions are read after the prefix the range's keys share, where they start to differ.
    const prefix = commonPrefix(r.firstKey, r.position);
    const offset = codePoints(prefix);
    const at = model.position(r.position, offset);
    // An upper bound outside the shared prefix lies beyond all of it.
    const to = r.upper?.key.startsWith(prefix) ? model.position(r.upper.key, offset) : 1;
    const listedSpan = at - model.position(r.firstKey, offset);
    if (!(listedSpan > 0) || !(to > at)) continue;
    const pageSpan = (listedSpan * pageSize) / r.listed;
    // Pages left after the one already requested, at the density seen so far.
    const pages = (to - at) / pageSpan - 1;
    if (pages < 2 * MIN_PAGES_PER_CHAIN) continue;
    if (!best || pages > best.pages) best = { index, at, to, pageSpan, pages, prefix, offset };
  }
  if (!best || slots < 1) return undefined;
  const range = ranges[best.index]!;
  const perChain = Math.min(
    MAX_PAGES_PER_CHAIN,
    Math.max(MIN_PAGES_PER_CHAIN, best.pages / (slots + 1)),
  );
  const keys: string[] = [];
  let previous = range.position;
  for (let j = 1; j <= slots; j++) {
    const point = best.at + best.pageSpan * (1 + j * perChain);
    if (point >= best.to) break;
    const key = best.prefix + model.keyAt(point, best.offset);
    // Split keys must fall strictly inside the unlisted rest and increase, or ranges would
    // repeat or skip keys at their boundaries.
    if (previous !== undefined && compareKeys(key, previous) <= 0) continue;
    if (
      range.upper !== undefined &&
      (compareKeys(key, range.upper.key) >= 0 || !isWithin(key, range.upper))
    )
      break;
    keys.push(key);
    previous = key;
  }
  return keys.length > 0 ? { index: best.index, keys } : undefined;
}

/** The longest common prefix of two keys, cut at a code point boundary. */
export function commonPrefix(a: string, b: string): string {
  let i = 0;
  const n = Math.min(a.length, b.length);
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  // Never end between the two halves of a surrogate pair.
  if (i > 0 && i < a.length && a.charCodeAt(i - 1) >= 0xd800 && a.charCodeAt(i - 1) <= 0xdbff) i--;
  return a.slice(0, i);
}

function codePoints(text: string): number {
  return Array.from(text).length;
}

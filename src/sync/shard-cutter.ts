import { compareKeys } from '../s3/list/key-order.js';

/** What shards are balanced by: object count, or bytes. */
export type ShardMeasure = 'objects' | 'bytes';
export const SHARD_MEASURES: readonly ShardMeasure[] = ['objects', 'bytes'];

/** A GitHub Actions matrix runs at most 256 jobs. */
export const MAX_SHARDS = 256;

/** One key range of a plan, (startAfter, endAt] relative to the prefix (see key-range.ts). */
export interface Shard {
  /** 1-based, as a matrix job shows it. */
  readonly shard: number;
  readonly startAfter: string;
  /** Undefined for the last shard: open-ended, so keys added after the plan are still covered. */
  readonly endAt: string | undefined;
  /** What the range held when it was cut. */
  readonly objects: number;
  readonly bytes: number;
}

/** A key the cut may end a range at, with the totals through it (inclusive). */
interface Checkpoint {
  readonly key: string;
  readonly objects: number;
  readonly bytes: number;
}

/**
 * Memory is bounded by this many checkpoints, not by the source: up to it, every key is one
 * and the cut is exact; past it, every other one is dropped and the spacing doubles, so a range
 * is off its share by at most 2 / MAX_CHECKPOINTS of the source.
 */
const MAX_CHECKPOINTS = 1 << 16;

/**
 * The action reads inputs trimmed (core.getInput), and a blank one is the default: a boundary
 * that starts or ends with white space would reach the sync as another key, so it is never one.
 */
export function isSafeBoundary(key: string): boolean {
  return key !== '' && key === key.trim();
}

/**
 * Cuts a sorted stream of keys into ranges of about equal count (or size), holding a bounded
 * sample of the keys. Feed it every key in S3's order, then `cut`.
 */
export class ShardCutter {
  private checkpoints: Checkpoint[] = [];
  private step = 1;
  private last: string | undefined;
  objects = 0;
  bytes = 0;

  add(key: string, size: number): void {
    if (this.last !== undefined && compareKeys(key, this.last) <= 0)
      throw new Error(
        `keys must come in S3's order: ${JSON.stringify(key)} after ${JSON.stringify(this.last)}`,
      );
    this.last = key;
    this.objects++;
    this.bytes += size;
    if (this.objects % this.step !== 0 || !isSafeBoundary(key)) return;
    this.checkpoints.push({ key, objects: this.objects, bytes: this.bytes });
    if (this.checkpoints.length >= MAX_CHECKPOINTS) {
      this.step *= 2;
      this.checkpoints = this.checkpoints.filter((c) => c.objects % this.step === 0);
    }
  }

  /**
   * At most `count` ranges that cover every key once: the first from the beginning, the last
   * open-ended. Never a range empty at the time of the cut, so a source of fewer keys than
   * `count` gets one range per key, and an empty source one range over everything.
   */
  cut(count: number, by: ShardMeasure = 'objects'): Shard[] {
    if (!Number.isInteger(count) || count < 1) throw new RangeError(`count ${count}`);
    // Bytes of nothing but empty objects cannot be shared out: fall back to counting them.
    const useBytes = by === 'bytes' && this.bytes > 0;
    const measure = (c: Checkpoint) => (useBytes ? c.bytes : c.objects);
    const total = useBytes ? this.bytes : this.objects;
    const ends: Checkpoint[] = [];
    let from = 0;
    for (let i = 1; i < count; i++) {
      const at = firstReaching(this.checkpoints, measure, (total * i) / count, from);
      // The last key ends no range: the open-ended last range would be empty.
      if (at >= this.checkpoints.length || this.checkpoints[at]!.objects >= this.objects) break;
      ends.push(this.checkpoints[at]!);
      from = at + 1;
    }
    const shards: Shard[] = [];
    let before: Checkpoint = { key: '', objects: 0, bytes: 0 };
    for (const end of [...ends, undefined]) {
      shards.push({
        shard: shards.length + 1,
        startAfter: before.key,
        endAt: end?.key,
        objects: (end?.objects ?? this.objects) - before.objects,
        bytes: (end?.bytes ?? this.bytes) - before.bytes,
      });
      if (end) before = end;
    }
    return shards;
  }
}

/** The first checkpoint at or after `from` whose running total reaches `target`. */
function firstReaching(
  checkpoints: readonly Checkpoint[],
  measure: (c: Checkpoint) => number,
  target: number,
  from: number,
): number {
  let low = from;
  let high = checkpoints.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (measure(checkpoints[mid]!) >= target) high = mid;
    else low = mid + 1;
  }
  return low;
}

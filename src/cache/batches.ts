/** Cuts a list into batches of at most `maxCount` items or about `maxBytes` (whichever first). */
export function batchBySize<T>(
  items: readonly T[],
  sizeOf: (item: T) => number,
  maxBytes: number,
  maxCount = Infinity,
): T[][] {
  const batches: T[][] = [];
  let batch: T[] = [];
  let bytes = 0;
  for (const item of items) {
    batch.push(item);
    bytes += sizeOf(item);
    if (batch.length >= maxCount || bytes >= maxBytes) {
      batches.push(batch);
      batch = [];
      bytes = 0;
    }
  }
  if (batch.length) batches.push(batch);
  return batches;
}

/**
 * The same cut for items `0..count-1` known by number: where each batch starts, then `count`
 * (batch `b` is `starts[b]..starts[b + 1]`), with no list of items made.
 */
export function batchStarts(
  count: number,
  sizeOf: (n: number) => number,
  maxBytes: number,
): number[] {
  const starts: number[] = [];
  let bytes = maxBytes;
  for (let n = 0; n < count; n++) {
    if (bytes >= maxBytes) {
      starts.push(n);
      bytes = 0;
    }
    bytes += sizeOf(n);
  }
  starts.push(count);
  return starts;
}

/**
 * Cuts items `0..count-1`, known by number, into batches of at most `maxCount` items or about
 * `maxBytes` (whichever first; an item that reaches the bytes ends its batch): where each batch
 * starts, then `count` (batch `b` is `starts[b]..starts[b + 1]`), with no list of items made.
 */
export function batchStarts(
  count: number,
  sizeOf: (n: number) => number,
  maxBytes: number,
  maxCount = Infinity,
): number[] {
  const starts: number[] = [];
  let bytes = maxBytes;
  let items = 0;
  for (let n = 0; n < count; n++) {
    if (bytes >= maxBytes || items >= maxCount) {
      starts.push(n);
      bytes = 0;
      items = 0;
    }
    bytes += sizeOf(n);
    items++;
  }
  starts.push(count);
  return starts;
}

/** The same cut of a list, as lists. */
export function batchBySize<T>(
  items: readonly T[],
  sizeOf: (item: T) => number,
  maxBytes: number,
  maxCount = Infinity,
): T[][] {
  const starts = batchStarts(items.length, (n) => sizeOf(items[n]!), maxBytes, maxCount);
  return starts.slice(1).map((end, b) => items.slice(starts[b], end));
}

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

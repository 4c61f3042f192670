/**
 * Runs `task` over `count` items with at most `limit` in flight; the first failure wins. After a
 * failure no new item starts, and it is thrown only once the items in flight have settled: the
 * caller's cleanup (closing and removing a temporary file, AbortMultipartUpload, a directory
 * handle) must not race work still going on, or a part finished after the abort is stored and
 * billed.
 */
export async function forEachBounded(
  count: number,
  limit: number,
  task: (index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (next < count && failure === undefined) {
      try {
        await task(next++);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker));
  if (failure) throw failure.error;
}

/** `fn` over `items` as forEachBounded runs it, keeping the results in the input order. */
export async function mapBounded<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  await forEachBounded(items.length, limit, async (i) => {
    results[i] = await fn(items[i]!);
  });
  return results;
}

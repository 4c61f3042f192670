/**
 * Drives an async iterable ahead of its consumer into a bounded buffer, so that both sides of
 * a sync (source and destination listings) make progress at the same time while the planner
 * pulls from whichever it needs. Memory is bounded by `maxBatches`.
 */
export async function* prefetch<T>(
  source: AsyncIterable<T>,
  maxBatches: number,
): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  const buffer: T[] = [];
  let done = false;
  let failure: { error: unknown } | undefined;
  let stopped = false;
  let wakeConsumer: (() => void) | undefined;
  let wakeProducer: (() => void) | undefined;

  const produce = async () => {
    try {
      while (!stopped) {
        if (buffer.length >= maxBatches) {
          await new Promise<void>((resolve) => (wakeProducer = resolve));
          continue;
        }
        const next = await iterator.next();
        if (next.done) break;
        buffer.push(next.value);
        wakeConsumer?.();
      }
    } catch (error) {
      failure = { error };
    } finally {
      done = true;
      wakeConsumer?.();
    }
  };
  const producing = produce();

  try {
    for (;;) {
      if (buffer.length > 0) {
        const item = buffer.shift()!;
        wakeProducer?.();
        yield item;
        continue;
      }
      if (failure) throw failure.error;
      if (done) return;
      await new Promise<void>((resolve) => (wakeConsumer = resolve));
      wakeConsumer = undefined;
    }
  } finally {
    stopped = true;
    wakeProducer?.();
    await producing;
    // Closes the source (a lister's worker, a directory handle) when we stop early.
    await iterator.return?.();
  }
}

/**
 * Runs every task at once and takes their answers in order: the first whose answer is a hit
 * wins, and the tasks after it are abandoned (their signal aborts; their failures are then
 * ignored, as a task run one after another would never have started). A failure of a task
 * before the winner fails the whole, as it would have one after another. So the answer is the
 * sequential one, waiting on the slowest task before the winner instead of on the sum.
 */
export async function firstInOrder<T>(
  tasks: ReadonlyArray<(signal: AbortSignal) => Promise<T>>,
  isHit: (value: T) => unknown,
  signal: AbortSignal,
): Promise<{ index?: number; value?: T }> {
  const abandon = new AbortController();
  const inner = AbortSignal.any([signal, abandon.signal]);
  const running = tasks.map((task) => task(inner));
  // Awaited in order below; one after the winner must not fail unhandled.
  for (const answer of running) answer.catch(() => undefined);
  try {
    for (const [index, answer] of running.entries()) {
      const value = await answer;
      if (isHit(value)) return { index, value };
    }
    return {};
  } finally {
    abandon.abort();
  }
}

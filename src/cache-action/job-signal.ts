/**
 * One AbortController per step, aborted when the runner cancels the job (SIGINT, then SIGTERM),
 * so that every request in flight stops; the listeners go when the step ends.
 */
export async function withJobSignal<T>(step: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const onSignal = () => controller.abort(new Error('the job was cancelled'));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    return await step(controller.signal);
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

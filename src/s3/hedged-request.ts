import { onAbortOf } from './abort-fanout.js';
import type { StallLimits } from './stall-watch.js';
import { monotonicMs } from '../lazy-builtins.js';

/**
 * Runs a small, idempotent request (a GET of a small object) with a hedge: when it has not
 * finished after a multiple of the run's typical latency, a second copy is sent and whichever
 * finishes first wins; the other is cancelled. The budget in StallLimits caps hedges to a small
 * share of requests, so a server that is slow for everyone is not sent twice the load. A failure
 * of the first copy before any hedge is thrown as it is: retrying is the retry wrapper's job.
 *
 * Each copy gets a signal of its own, which the caller's signal aborts through one listener
 * shared by every request on it (`abort-fanout.ts`): not an `AbortSignal.any` per copy, which
 * cost 4% of the main thread's CPU per small download in a `--cpu-prof` (its composite signals
 * are tracked weakly, and followed on every abort), nor a listener of its own per request.
 */
export function hedged<T>(
  limits: StallLimits,
  signal: AbortSignal,
  attempt: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  limits.noteGetStarted();
  const startedMs = monotonicMs();
  const hedgeAfterMs = limits.hedgeAfterMs();
  return new Promise<T>((resolve, reject) => {
    const copies: AbortController[] = [];
    let pending = 0;
    let settled = false;
    let firstError: unknown;
    let timer: NodeJS.Timeout | undefined;
    let leave = () => {};
    const settle = () => {
      settled = true;
      clearTimeout(timer);
      leave();
    };
    const launch = (isHedge: boolean) => {
      const own = new AbortController();
      copies.push(own);
      pending++;
      attempt(own.signal).then(
        (value) => {
          if (settled) return;
          settle();
          if (isHedge) limits.hedgeWins++;
          limits.noteSmallGet(monotonicMs() - startedMs);
          for (const other of copies) if (other !== own) other.abort();
          resolve(value);
        },
        (error: unknown) => {
          pending--;
          firstError ??= error;
          if (settled || pending > 0) return;
          settle();
          reject(firstError);
        },
      );
    };
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    leave = onAbortOf(signal, () => {
      for (const copy of copies) copy.abort(signal.reason);
    });
    launch(false);
    if (hedgeAfterMs !== undefined) {
      timer = setTimeout(() => {
        if (!settled && !signal.aborted && limits.takeHedge()) launch(true);
      }, hedgeAfterMs);
      timer.unref();
    }
  });
}

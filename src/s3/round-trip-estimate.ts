/**
 * The shortest wait for an answer's first byte seen on this thread: a request's round trip
 * plus the server's least work, and on a new connection its handshake too, so never less than
 * one round trip to the server. The smallest seen is the estimate (more load only adds to a
 * wait): a large download asks it whether one connection's window per round trip bounds a
 * single GET (part-plan.ts). Each thread has its own, as each has its own requests.
 */
let shortestMs: number | undefined;

/** A request was sent `sentAtMs` (performance.now()) ago and its answer's first byte is here. */
export function noteFirstByte(sentAtMs: number): void {
  const waited = performance.now() - sentAtMs;
  if (waited >= 0 && (shortestMs === undefined || waited < shortestMs)) shortestMs = waited;
}

/** The estimate, or undefined before any answer. */
export function roundTripEstimateMs(): number | undefined {
  return shortestMs;
}

/** Forgets what was seen (for tests). */
export function resetRoundTripEstimate(): void {
  shortestMs = undefined;
}

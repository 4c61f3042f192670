import { v8 } from '../lazy-builtins.js';

let tuned = false;

/**
 * Counts memory outside V8's heap (Buffers, socket reads) in the heap's global limit instead of
 * starting a full collection each time it grows by a fixed amount. Node gives every socket read
 * its own 64 KiB ArrayBuffer, so a download of 200 MB ran about 20 full collections of a heap
 * of 13 MB (`--trace-incremental-marking`: "external memory pressure"), which cost about 18% of a
 * large download's CPU in V8's marking threads; with this flag, one (2 x 200 MB, 2 runs each:
 * 22-23 full collections against 1, user CPU 1.83-2.00 s against 1.32-1.54 s). The buffers are
 * still freed by the young generation's collections, which the flag does not change.
 *
 * A V8 flag set at run time: V8 reads it each time it computes its limits, so it takes effect
 * from the next collection. Called by the first transfer; process-wide, once. Only on Node 24
 * (the action's runtime; checked there): Node 20's V8 lacks the flag and prints an error line.
 */
export function tuneCollectorForTransfers(): void {
  if (tuned) return;
  tuned = true;
  if (Number(process.versions.node.split('.')[0]) >= 24)
    v8().setFlagsFromString('--external-memory-accounted-in-global-limit');
}

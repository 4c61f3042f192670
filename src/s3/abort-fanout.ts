/**
 * Many short-lived requests that must stop when one long-lived signal (a run's) aborts. Each
 * registering its own listener on that signal costs more than the request's bookkeeping: Node's
 * `addEventListener` walks the signal's whole list of listeners to refuse a duplicate, so with
 * 64 GETs in flight every GET paid for a walk past the other 63, and the add, the remove and
 * their wrapper objects were 2-3% of a small download's CPU. Here each signal gets one listener,
 * added on first use, and the requests join and leave a Set.
 */
const fanouts = new WeakMap<AbortSignal, Set<() => void>>();

/**
 * Calls `onAbort` once when `signal` aborts, unless the returned function (leave) was called
 * first. `signal` must not have aborted yet (the caller checks `signal.aborted` first).
 */
export function onAbortOf(signal: AbortSignal, onAbort: () => void): () => void {
  let members = fanouts.get(signal);
  if (!members) {
    const set = new Set<() => void>();
    members = set;
    fanouts.set(signal, set);
    signal.addEventListener(
      'abort',
      () => {
        const called = [...set];
        set.clear();
        for (const member of called) member();
      },
      { once: true },
    );
  }
  // A wrapper of our own, so that the same function joined twice is two members.
  const member = () => onAbort();
  members.add(member);
  return () => void members.delete(member);
}

/**
 * Bytes of object bodies moved on the wire so far: request bodies as they are written to the
 * socket, answers' bodies as they arrive. What a progress line's bytes and rate are read from,
 * so that a slow link shows a slow rate while an object moves, not 0 B/s until it is through.
 * One counter for a session and the cache's worker threads together: its memory is shared
 * (`shared` goes to a worker in its task, and `WireBytes.of` reads it there), added to with
 * Atomics. Retried bytes count again: they moved.
 */
export class WireBytes {
  private readonly cell: BigInt64Array;

  constructor(readonly shared = new SharedArrayBuffer(8)) {
    this.cell = new BigInt64Array(shared);
  }

  /** The counter whose memory a worker was handed. */
  static of(shared: SharedArrayBuffer): WireBytes {
    return new WireBytes(shared);
  }

  add(bytes: number): void {
    if (bytes > 0) Atomics.add(this.cell, 0, BigInt(bytes));
  }

  get bytes(): number {
    return Number(Atomics.load(this.cell, 0));
  }
}

import type { ByteBudget } from './byte-budget.js';

/**
 * Buffers for upload parts, used again from one part to the next. A part is read whole into its
 * buffer (its SHA-256 is signed, and a retry resends it); allocating a new 8-32 MiB buffer per
 * part left the dead ones to the garbage collector, which frees memory outside the heap late
 * (all the more with `collector-tuning.ts`): two 200 MB uploads peaked at 350-500 MB of RSS for a
 * 128 MiB budget (issue 16). Parts hold the run's ByteBudget while they have a buffer, so the
 * buffers in use stay within it; the idle ones kept here are capped at the same size.
 */
export class PartBuffers {
  private readonly idle: Buffer[] = [];
  private idleBytes = 0;

  constructor(private readonly maxIdleBytes: number) {}

  /** A buffer of exactly `bytes`, a view of an idle one when one is large enough. */
  take(bytes: number): Buffer {
    let best = -1;
    for (let i = 0; i < this.idle.length; i++) {
      const length = this.idle[i]!.length;
      if (length >= bytes && (best < 0 || length < this.idle[best]!.length)) best = i;
    }
    if (best < 0) return Buffer.allocUnsafeSlow(bytes);
    const [whole] = this.idle.splice(best, 1);
    this.idleBytes -= whole!.length;
    return whole!.subarray(0, bytes);
  }

  /**
   * Takes back a buffer from `take` once no request reads it any more. Only after a part was
   * sent: a failed request's socket may still be writing from it while it closes.
   */
  give(buffer: Buffer): void {
    // The whole allocation, not the view: a view taken for a short last part keeps its size.
    const whole = Buffer.from(buffer.buffer, buffer.byteOffset, buffer.buffer.byteLength);
    if (buffer.byteOffset !== 0 || this.idleBytes + whole.length > this.maxIdleBytes) return;
    this.idle.push(whole);
    this.idleBytes += whole.length;
  }

  /**
   * Hands over the idle buffers and forgets them, for a caller that frees them at once: kept
   * here, they live until the budget itself is collected, which can be long after the last part.
   */
  drain(): Buffer[] {
    const idle = this.idle.splice(0);
    this.idleBytes = 0;
    return idle;
  }

  /** Bytes kept idle now. */
  get idleByteCount(): number {
    return this.idleBytes;
  }
}

const byBudget = new WeakMap<ByteBudget, PartBuffers>();

/** The buffers of the run that `budget` belongs to: one set per budget, idle ones within it. */
export function partBuffersFor(budget: ByteBudget): PartBuffers {
  let buffers = byBudget.get(budget);
  if (!buffers) {
    buffers = new PartBuffers(budget.totalBytes);
    byBudget.set(budget, buffers);
  }
  return buffers;
}

/**
 * One budget of bytes in flight, shared by every large transfer of a run: a part being uploaded
 * holds its whole buffer, a range being downloaded holds its gather buffers. A transfer waits
 * for room before it takes memory, so memory stays bounded by the budget whatever the size and
 * number of objects, and two huge objects cannot each hold all their parts at once (issue 16).
 *
 * Waiters are served in order (no starvation of a large claim by small ones). A claim larger
 * than the whole budget is let through alone, when nothing else is held, rather than never.
 */
export class ByteBudget {
  private held = 0;
  private peak = 0;
  private readonly waiting: Array<{
    bytes: number;
    grant: () => void;
    refuse: (reason: unknown) => void;
  }> = [];

  /**
   * An abort of `signal` refuses every claim still waiting, through one listener for the run:
   * a listener per waiting claim would be thousands when many large objects queue.
   */
  constructor(
    readonly totalBytes: number,
    private readonly signal?: AbortSignal,
  ) {
    if (!(totalBytes > 0))
      throw new RangeError(`a byte budget must be positive, got ${totalBytes}`);
    signal?.addEventListener(
      'abort',
      () => {
        for (const waiter of this.waiting.splice(0)) waiter.refuse(signal.reason);
      },
      { once: true },
    );
  }

  /** Bytes held now. */
  get heldBytes(): number {
    return this.held;
  }

  /** The most bytes held at once since the budget was made. */
  get peakBytes(): number {
    return this.peak;
  }

  /** Waits until `bytes` fit, then holds them; rejects with the abort's reason after an abort. */
  async acquire(bytes: number): Promise<void> {
    this.signal?.throwIfAborted();
    if (this.waiting.length === 0 && this.fits(bytes)) {
      this.take(bytes);
      return;
    }
    await new Promise<void>((grant, refuse) => this.waiting.push({ bytes, grant, refuse }));
  }

  /** Gives back bytes taken with `acquire`. */
  release(bytes: number): void {
    this.held = Math.max(0, this.held - bytes);
    this.serve();
  }

  /** Runs `work` holding `bytes`, and releases them however it ends. */
  async with<T>(bytes: number, work: () => Promise<T>): Promise<T> {
    await this.acquire(bytes);
    try {
      return await work();
    } finally {
      this.release(bytes);
    }
  }

  private fits(bytes: number): boolean {
    return this.held + bytes <= this.totalBytes || this.held === 0;
  }

  private take(bytes: number): void {
    this.held += bytes;
    if (this.held > this.peak) this.peak = this.held;
  }

  private serve(): void {
    while (this.waiting.length > 0 && this.fits(this.waiting[0]!.bytes)) {
      const next = this.waiting.shift()!;
      this.take(next.bytes);
      next.grant();
    }
  }
}

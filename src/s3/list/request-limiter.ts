/**
 * Bounds the listing requests in flight across all chains, and adapts the bound as TCP does:
 * halve it on a 503 SlowDown, add one back after a run of good pages. No request storm when
 * S3 pushes back, and the full width again once it stops.
 */
export class RequestLimiter {
  private inFlight = 0;
  private limitNow: number;
  private goodPages = 0;
  private readonly waiting: Array<() => void> = [];
  maxInFlight = 0;

  constructor(
    private readonly maxLimit: number,
    private readonly growAfterPages = 8,
  ) {
    this.limitNow = maxLimit;
  }

  get limit(): number {
    return this.limitNow;
  }

  async acquire(): Promise<void> {
    while (this.inFlight >= this.limitNow)
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.inFlight++;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
  }

  release(): void {
    this.inFlight--;
    this.waiting.shift()?.();
  }

  /** A page arrived without throttling. */
  succeeded(): void {
    if (this.limitNow >= this.maxLimit) return;
    if (++this.goodPages >= this.growAfterPages) {
      this.goodPages = 0;
      this.limitNow++;
      this.waiting.shift()?.();
    }
  }

  /** S3 said SlowDown: halve the width at once. */
  throttled(): void {
    this.goodPages = 0;
    this.limitNow = Math.max(1, Math.floor(this.limitNow / 2));
  }
}

/**
 * Bytes in flight, bounded: a download waits until the bytes held (fetched but not yet written)
 * leave room for it. One piece larger than the whole budget may go alone.
 */
export class ByteBudget {
  private used = 0;
  private readonly queue: Array<{ bytes: number; resolve: () => void }> = [];

  constructor(readonly limitBytes: number) {}

  acquire(bytes: number): Promise<void> {
    const want = Math.min(bytes, this.limitBytes);
    if (this.queue.length === 0 && this.used + want <= this.limitBytes) {
      this.used += want;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.queue.push({ bytes: want, resolve }));
  }

  release(bytes: number): void {
    this.used -= Math.min(bytes, this.limitBytes);
    while (this.queue.length && this.used + this.queue[0]!.bytes <= this.limitBytes) {
      const next = this.queue.shift()!;
      this.used += next.bytes;
      next.resolve();
    }
  }
}

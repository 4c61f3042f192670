/**
 * Runs transfers with bounded concurrency. `submit` waits for a free slot, which is what
 * paces the planner (and through it the listers' queues). A failed task is recorded, not
 * thrown: one bad object must not stop the others.
 */
export class TransferPool {
  private active = 0;
  private readonly idle: Array<() => void> = [];
  private readonly running = new Set<Promise<void>>();
  readonly failures: Array<{ readonly key: string; readonly error: Error }> = [];

  constructor(private readonly concurrency: number) {}

  async submit(key: string, task: () => Promise<void>): Promise<void> {
    while (this.active >= this.concurrency)
      await new Promise<void>((resolve) => this.idle.push(resolve));
    this.active++;
    const done = task()
      .catch((error: unknown) => {
        this.failures.push({
          key,
          error: error instanceof Error ? error : new Error(String(error)),
        });
      })
      .finally(() => {
        this.active--;
        this.running.delete(done);
        this.idle.shift()?.();
      });
    this.running.add(done);
  }

  /** Waits for every submitted task to finish. */
  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}

import { sampleMemory } from '../workers/cache-memory-trace.js';
import { CacheWorkerPool } from '../workers/cache-worker-pool.js';
import { runTask } from '../workers/cache-worker.js';
import type { SavePool, SaveTask } from './save-task-types.js';
import { saveTasks } from './save-tasks.js';

/**
 * Work of fewer bytes than this (to hash, or to pack and compress) runs on the main thread:
 * 16 MiB is about 10 ms of SHA-256 and 60 ms of zstd, while two worker threads take about 45 ms
 * and 80 ms of CPU to start (measured on the 2-core machine), which a small incremental save
 * (1% of 50,000 files: 1.8 MB) paid for nothing.
 */
export const INLINE_MAX_BYTES = 16 * 1024 * 1024;

/** What the save needs of a pool: its width and a way to run a task. */
export type TaskRunner = Pick<SavePool, 'size' | 'run'>;

const mainThread: TaskRunner = {
  size: 1,
  run: <T>(task: SaveTask): Promise<{ result: T }> => {
    try {
      return Promise.resolve({ result: runTask(saveTasks, task).result as T });
    } catch (error) {
      return Promise.reject(error as Error);
    }
  },
};

/** The save's worker threads, started only when its work is large enough to need them. */
export class SaveWorkers {
  private pool: SavePool | undefined;
  private closed = false;
  private readonly stopSampling = sampleMemory('main');

  /**
   * Starts the threads now, while other work runs (a save with no prior entry reads everything);
   * nothing once closed, as when the save failed before its lookup ended.
   */
  startEarly(): void {
    if (!this.closed) this.start();
  }

  private start(): SavePool {
    return (this.pool ??= new CacheWorkerPool<SaveTask>());
  }

  /** Where work of `bytes` runs: the pool once started or when the work is large, else here. */
  for(bytes: number): TaskRunner {
    return this.pool || bytes >= INLINE_MAX_BYTES ? this.start() : mainThread;
  }

  /**
   * Ends the threads once the save has no more tasks for them: their heaps and buffers are freed
   * before the manifest is made, which otherwise came on top of them (issue 12). Sampling goes on.
   */
  async finish(): Promise<void> {
    this.closed = true;
    const pool = this.pool;
    this.pool = undefined;
    await pool?.close();
  }

  async close(): Promise<void> {
    this.stopSampling();
    await this.finish();
  }
}

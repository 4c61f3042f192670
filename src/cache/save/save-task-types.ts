import type { CacheWorkerPool } from '../workers/cache-worker-pool.js';

/** The save's tasks for the worker pool (save-tasks.ts runs them): hash, pack, blob. */

export interface HashTask {
  readonly kind: 'hash';
  readonly files: ReadonlyArray<{ readonly path: string; readonly size: number }>;
}

/**
 * The contents to pack as columns, item by item: no object per file to clone, send and collect
 * (a full save's pack tasks made and dropped about 60 MB of them on a 200,000-file tree).
 */
export interface PackTask {
  readonly kind: 'pack';
  readonly paths: readonly string[];
  readonly sizes: Float64Array;
  /** 32 bytes per item: the SHA-256 its bytes must have. */
  readonly sha256: Uint8Array;
  /** Uncompressed bytes of tar members per zstd frame. */
  readonly frameBytes: number;
}

export interface PackResult {
  readonly body: Uint8Array;
  readonly sha256: string;
  readonly frames: Array<[number, number]>;
  /** Per item, two numbers: its frame and the offset of its content inside the decompressed frame. */
  readonly places: Int32Array;
}

export interface BlobTask {
  readonly kind: 'blob';
  readonly path: string;
  readonly size: number;
  readonly sha256: string;
  /** Where a compressed blob is written, for the upload. */
  readonly tempPath: string;
  readonly frameBytes: number;
}

export interface BlobResult {
  readonly compression: 'zstd' | 'none';
  readonly sha256: string;
  readonly size: number;
  readonly frames: Array<[number, number]>;
}

export type SaveTask = HashTask | PackTask | BlobTask;

/** The worker pool as a save uses it. */
export type SavePool = CacheWorkerPool<SaveTask>;

import { closeSync, mkdirSync, openSync, rmSync } from 'node:fs';
import { forEachBounded } from '../../bounded.js';
import type { StoredObject } from '../store/manifest-types.js';
import { BLOB_FRAME_BYTES, MAX_BLOB_FRAME_STORED_BYTES } from '../store/pack-limits.js';
import { parentOf } from '../paths/root-paths.js';
import { CacheIntegrityError, landingFailure, type RestoreJob } from './restore-job.js';
import { runRangeTask } from './restore-range-task.js';
import {
  BLOB_RANGE_BYTES,
  type LandFile,
  type RangeFetch,
  type RestoreTask,
} from './restore-task-types.js';

/** Runs of one blob in flight at once (all within the byte budget). */
export const RANGES_PER_BLOB = 4;

/** Consecutive whole frames fetched by one GET, each as [index, offset in the run, length]. */
interface FrameRun {
  readonly offset: number;
  readonly length: number;
  readonly frames: Array<[number, number, number]>;
}

/**
 * A blob's frames in runs of about BLOB_RANGE_BYTES (at least one frame each), so that every
 * GET brings whole frames its worker can decode at once; a frame that does not start where the
 * last ended starts a run of its own, so no byte between frames is fetched.
 */
export function frameRuns(frames: readonly (readonly [number, number])[]): FrameRun[] {
  const runs: FrameRun[] = [];
  let run: { offset: number; length: number; frames: Array<[number, number, number]> } | undefined;
  frames.forEach(([offset, length], index) => {
    const joins = run && run.offset + run.length === offset;
    if (!run || !joins || run.length + length > BLOB_RANGE_BYTES) {
      run = { offset, length: 0, frames: [] };
      runs.push(run);
    }
    run.frames.push([index, offset - run.offset, length]);
    run.length = offset + length - run.offset;
  });
  return runs;
}

/**
 * Refuses a compressed blob with a frame longer than a save's can be, before a byte is fetched:
 * whichever way it lands, a frame's stored bytes are held whole in a worker.
 */
export function refuseLongFrames(object: StoredObject): void {
  if (object.compression !== 'zstd') return;
  if (object.frames.some(([, length]) => length > MAX_BLOB_FRAME_STORED_BYTES))
    throw new CacheIntegrityError(
      `${object.name} is corrupt: a frame is stored in more than the ${MAX_BLOB_FRAME_STORED_BYTES} bytes a save's takes`,
    );
}

/**
 * Whether a blob can land in runs: compressed, and cut as a save cuts it, one frame per
 * BLOB_FRAME_BYTES of its file. Any other blob is downloaded whole and landed by one worker
 * (restore-blobs.ts), which takes frames of any size.
 */
export function landsInRuns(object: StoredObject, fileSize: number): boolean {
  return (
    object.compression === 'zstd' &&
    fileSize > 0 &&
    object.frames.length === Math.ceil(fileSize / BLOB_FRAME_BYTES)
  );
}

/** A blob to land in runs: the object, its key, and where and how its file lands. */
export interface BlobInRuns {
  readonly object: StoredObject;
  readonly key: string;
  readonly file: LandFile;
}

/**
 * Lands a compressed blob as its bytes arrive: the workers fetch runs of whole frames, decode
 * each and write it at its place in the file's temporary name (blob-range), several runs at once
 * on both workers; then one worker checks the whole file against the content's hash and stamps
 * it (blob-seal). So a blob's decoding overlaps its download and spreads over the cores, and its
 * compressed bytes never touch the disk. The temporary name is the plan's, in the record before
 * anything is written; on a failure it is removed here once no run is in flight. False when the
 * bucket needs the SDK (nothing fetched, nothing left): the caller downloads it whole.
 */
export async function landBlobInRuns(job: RestoreJob, blob: BlobInRuns): Promise<boolean> {
  const { object, key, file } = blob;
  const { budget } = job;
  if (file.staged) mkdirSync(parentOf(file.target), { recursive: true });
  // Writable by the workers whatever the file's own mode; blob-seal gives it that mode.
  closeSync(openSync(file.target, 'wx', 0o600));
  try {
    const runs = frameRuns(object.frames);
    let direct = true;
    await forEachBounded(runs.length, RANGES_PER_BLOB, async (i) => {
      if (!direct) return;
      const { offset, length, frames } = runs[i]!;
      await budget.acquire(length);
      try {
        const task = (fetch: RangeFetch): RestoreTask => ({
          kind: 'blob-range',
          fetch,
          object: object.name,
          target: file.target,
          frames,
          size: file.size,
        });
        const fetched = await runRangeTask(job, key, { offset, length }, task).catch(
          landingFailure,
        );
        if (!fetched) direct = false;
      } finally {
        budget.release(length);
      }
    });
    if (!direct) {
      rmSync(file.target, { force: true });
      return false;
    }
    await job.pool.run({ kind: 'blob-seal', object: object.name, file }).catch(landingFailure);
    return true;
  } catch (error) {
    rmSync(file.target, { force: true });
    throw error;
  }
}

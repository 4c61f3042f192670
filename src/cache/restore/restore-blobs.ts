import { closeSync, mkdirSync, openSync, rmSync } from 'node:fs';
import path from 'node:path';
import { forEachBounded } from '../../bounded.js';
import { downloadObject } from '../../transfer/download.js';
import { blobTransferContext } from '../store/blob-transfer.js';
import type { StoredObject } from '../store/manifest-types.js';
import { storeRoot } from '../store/cache-names.js';
import { landingFailure, type RestoreJob } from './restore-job.js';
import { BLOB_RANGE_BYTES, type RangeFetch, type RestoreTask } from './restore-task-types.js';
import { runRangeTask } from './restore-range-task.js';
import { describeLanding, writePlace, type RestoreTargets } from './restore-targets.js';
import { blobTempName } from '../../transfer/temp-names.js';
import {
  landBlobInRuns,
  landsInRuns,
  RANGES_PER_BLOB,
  refuseLongFrames,
} from './restore-blob-ranges.js';

/** Blobs fetched at once (their ranges all within the byte budget). */
const BLOBS_AT_ONCE = 2;

/** A blob and the file (entry index) it holds. */
export interface BlobToLand {
  readonly object: StoredObject;
  readonly file: number;
}

/**
 * A blob's bytes into `downloaded`: where the bucket takes direct signed requests, ranges of
 * BLOB_RANGE_BYTES fetched by the workers and written at their offsets (the bodies never cross
 * the main thread, where each 8 MiB range and its socket chunks were garbage to collect);
 * otherwise the sync's own parallel ranged download (src/transfer/download.ts). False when the
 * bucket needs the SDK and nothing was fetched.
 */
async function fetchInWorkers(
  object: StoredObject,
  key: string,
  downloaded: string,
  job: RestoreJob,
): Promise<boolean> {
  const { budget } = job;
  closeSync(openSync(downloaded, 'wx', 0o600));
  const ranges = Math.ceil(object.size / BLOB_RANGE_BYTES);
  let direct = true;
  await forEachBounded(ranges, RANGES_PER_BLOB, async (i) => {
    if (!direct) return;
    const offset = i * BLOB_RANGE_BYTES;
    const length = Math.min(BLOB_RANGE_BYTES, object.size - offset);
    await budget.acquire(length);
    try {
      const task = (fetch: RangeFetch): RestoreTask => ({
        kind: 'fetch-write',
        fetch,
        file: downloaded,
      });
      const range = { offset, length };
      const fetched = await runRangeTask(job, key, range, task);
      if (!fetched) direct = false;
    } finally {
      budget.release(length);
    }
  });
  return direct;
}

/** A blob downloaded whole beside its file, then decoded, checked and landed by one worker. */
async function downloadAndLand(
  job: RestoreJob,
  { object, file }: BlobToLand,
  targets: RestoreTargets,
  context: ReturnType<typeof blobTransferContext>,
): Promise<void> {
  const { store, phases, record } = job;
  const key = storeRoot(store) + object.name;
  const place = writePlace(targets, file);
  const downloaded = path.join(path.dirname(place.path), blobTempName());
  // Recorded before it exists: the worker that lands it may die before removing it.
  record.download(downloaded);
  // In a staging folder, the blob's folder may not be made yet (the workers make them).
  if (place.staged) mkdirSync(path.dirname(downloaded), { recursive: true });
  phases.begin('download');
  try {
    if (await fetchInWorkers(object, key, downloaded, job)) job.bytesDownloaded += object.size;
    else {
      rmSync(downloaded, { force: true });
      await downloadObject(
        {
          bucket: store.bucket,
          key,
          size: object.size,
          lastModifiedMs: targets.entries.mtime[file]!,
          etag: '',
          targetPath: downloaded,
        },
        context,
      );
    }
  } catch (error) {
    rmSync(downloaded, { force: true });
    throw error;
  }
  phases.add('download', 1, object.size);
  // The worker removes `downloaded` whatever happens.
  await job.pool
    .run({
      kind: 'blob-land',
      object: object.name,
      downloaded,
      objectSha256: object.sha256,
      compression: object.compression,
      frames: object.frames.map(([o, l]) => [o, l] as [number, number]),
      file: describeLanding(targets, file),
    })
    .catch(landingFailure);
  phases.add('unpack', 1, targets.entries.size[file]!);
}

/**
 * Lands each blob: a compressed one cut as a save cuts it in runs of frames decoded as they
 * arrive (restore-blob-ranges.ts); any other, or any where the bucket needs the SDK, downloaded
 * whole into a temporary name beside its file, then checked and landed by one worker.
 */
export async function fetchBlobs(
  job: RestoreJob,
  blobs: readonly BlobToLand[],
  targets: RestoreTargets,
): Promise<void> {
  const { session, phases } = job;
  const context = blobTransferContext(session, job.fetchSignal, job.budget, (n) => {
    job.bytesDownloaded += n;
  });
  await forEachBounded(blobs.length, BLOBS_AT_ONCE, async (i) => {
    const { object, file } = blobs[i]!;
    refuseLongFrames(object);
    const size = targets.entries.size[file]!;
    if (landsInRuns(object, size)) {
      phases.begin('download');
      const key = storeRoot(job.store) + object.name;
      if (await landBlobInRuns(job, { object, key, file: describeLanding(targets, file) })) {
        job.bytesDownloaded += object.size;
        phases.add('download', 1, object.size);
        phases.add('unpack', 1, size);
        return;
      }
    }
    await downloadAndLand(job, blobs[i]!, targets, context);
  });
}

import { forEachBounded } from '../../bounded.js';
import { batchStarts } from './batches.js';
import { packName } from '../store/cache-names.js';
import { releaseBuffer } from '../store/release-buffer.js';
import { FRAME_INPUT_BYTES } from '../store/pack-limits.js';
import { SHA256_BYTES } from './content-hashes.js';
import { uploadBlobs } from './save-blobs.js';
import { NewPlaces, type UploadedContent } from './uploaded-content.js';
import { packSource, placeObject } from './save-place.js';
import type { PackResult, PackTask } from './save-task-types.js';
import type { SaveJob } from './save-job.js';
import type { PlannedContent, SavePlan } from './save-plan.js';
import type { TaskRunner } from './save-workers.js';

/** Uncompressed input per pack: about 8-16 MiB stored for source-like content. */
export const PACK_INPUT_BYTES = 32 * 1024 * 1024;
export { FRAME_INPUT_BYTES };

export { NewPlaces, type UploadedContent } from './uploaded-content.js';

/** A pack task of `contents`, as columns (see PackTask). */
export function packTask(contents: readonly PlannedContent[], frameBytes: number): PackTask {
  const sha256 = new Uint8Array(contents.length * SHA256_BYTES);
  contents.forEach((c, i) => c.hashInto(sha256, i * SHA256_BYTES));
  return {
    kind: 'pack',
    paths: contents.map((c) => c.path),
    sizes: Float64Array.from(contents, (c) => c.size),
    sha256,
    frameBytes,
  };
}

/**
 * Compresses the new large contents and packs the new small ones in the worker threads and
 * uploads each as soon as it is ready; packs in flight are bounded (each is held in memory).
 */
export async function uploadNewContent(
  job: SaveJob,
  plan: Pick<SavePlan, 'newSmall' | 'newBlobs' | 'rows'>,
  pool: TaskRunner,
): Promise<UploadedContent> {
  const { phases } = job;
  const { newSmall: small, newBlobs: blobs } = plan;
  const rows = plan.rows.length;
  const done: UploadedContent = {
    objects: [],
    adopted: [],
    places: new NewPlaces(rows),
    bytesUploaded: 0,
    packsUploaded: 0,
    blobsUploaded: 0,
  };
  // Blobs go first, and their part buffers are freed before the first pack is made: sent after
  // the packs, they came on top of the packs' memory (the main thread's pack bodies and heap, the
  // workers' arenas) and made a 200,000-file save's peak RSS (issue 12).
  if (blobs.length) await uploadBlobs(job, blobs, pool, done);
  // Walk order keeps a folder's files together: a partial restore reads fewer frames. A pack
  // task's list goes to a worker whose heap is capped (cache-worker-pool.ts), so each file also
  // weighs its path, so that the paths of one task stay under PACK_INPUT_BYTES together.
  // Batches are ranges of the list; each is made objects only while its task is built and run.
  const starts = batchStarts(
    small.length,
    (n) => small.sizeOf(n) + 1024 + small.pathBytesOf(n),
    PACK_INPUT_BYTES,
  );
  const batches = starts.length - 1;
  await forEachBounded(batches, pool.size + 1, async (i) => {
    const [from, to] = [starts[i]!, starts[i + 1]!];
    phases.begin('pack');
    // The batch's objects are made for the task only, not held while it runs (about half a
    // second): they outlived scavenges and died in the old space, 14 MB of a 200,000-file save's
    // main thread heap by its last pack (issue 12; the rest was the task, cache-worker-pool.ts).
    const { result } = await pool.run<PackResult>(
      packTask(small.slice(from, to), FRAME_INPUT_BYTES),
    );
    phases.add('pack', to - from, small.bytesOf(from, to));
    const body = Buffer.from(result.body.buffer, result.body.byteOffset, result.body.byteLength);
    const size = body.length;
    phases.plan('upload', 1, size);
    const placed = await phases.time('upload', () =>
      // A pack's name is the hash of its bytes, so one that exists should hold them already; it
      // is never written over, and is named only once checked (save-place.ts).
      placeObject(job, packName(result.sha256, job.level), packSource(job, body)),
    );
    // Freed now: left to the collector, the bodies of a full save's packs (5-8 MB each, moved
    // here from the workers) piled up to 60 MB on the main thread, whose heap grows too slowly
    // to prompt a collection (50,000 files, S3_SYNC_CACHE_MEMORY_TRACE).
    releaseBuffer(result.body);
    phases.add('upload', 1, size);
    phases.through('upload', to - from);
    const index = done.objects.length;
    done.objects.push({
      name: placed.name,
      sha256: result.sha256,
      size,
      kind: 'pack',
      compression: 'zstd',
      frames: result.frames,
      ...(placed.etag !== undefined ? { etag: placed.etag } : {}),
    });
    if (placed.adopted) done.adopted.push(index);
    done.bytesUploaded += size;
    done.packsUploaded++;
    for (let n = from, j = 0; n < to; n++, j++)
      done.places.set(small.rowOf(n), index, result.places[2 * j]!, result.places[2 * j + 1]!);
  });
  if (batches) phases.end('pack');
  return done;
}

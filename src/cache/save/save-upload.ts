import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { forEachBounded } from '../../bounded.js';
import { ByteBudget } from '../../transfer/byte-budget.js';
import { partBuffersFor } from '../../transfer/part-buffers.js';
import { uploadFile } from '../../transfer/upload.js';
import { SAVE_SCRATCH_PREFIX, saveBlobTempName } from '../../transfer/temp-names.js';
import { batchStarts } from './batches.js';
import { blobTransferContext } from '../store/blob-transfer.js';
import type { StoredObject } from '../store/manifest-types.js';
import { blobName, packName, storeRoot } from '../store/cache-names.js';
import { putBytes } from '../store/cache-store.js';
import { releaseBuffer } from '../store/release-buffer.js';
import { BLOB_FRAME_BYTES, FRAME_INPUT_BYTES } from '../store/pack-limits.js';
import { SHA256_BYTES } from './content-hashes.js';
import type { BlobResult, PackResult, PackTask } from './save-task-types.js';
import type { SaveJob } from './save-job.js';
import type { PlannedContent, PlannedContents, SavePlan } from './save-plan.js';
import type { TaskRunner } from './save-workers.js';

/** Uncompressed input per pack: about 8-16 MiB stored for source-like content. */
export const PACK_INPUT_BYTES = 32 * 1024 * 1024;
export { FRAME_INPUT_BYTES };
/**
 * Bytes of blob parts a save holds in flight: two 8 MiB parts. With four (32 MiB) the blobs'
 * part buffers, read whole and freed only at the next collection, were the last and highest
 * step of a 50,000-file save's peak RSS (47 MB of array buffers on its main thread).
 */
const SAVE_BLOB_BYTES_IN_FLIGHT = 16 * 1024 * 1024;

/**
 * Where each new content landed, by its row of the new manifest: its new object's index (in
 * `objects`), frame and offset; -1 in `object` for a row that is not new.
 */
export class NewPlaces {
  readonly object: Int32Array;
  readonly frame: Int32Array;
  readonly at: Float64Array;

  constructor(rows: number) {
    this.object = new Int32Array(rows).fill(-1);
    this.frame = new Int32Array(rows);
    this.at = new Float64Array(rows);
  }

  set(row: number, object: number, frame: number, at: number): void {
    this.object[row] = object;
    this.frame[row] = frame;
    this.at[row] = at;
  }
}

export interface UploadedContent {
  readonly objects: StoredObject[];
  readonly places: NewPlaces;
  bytesUploaded: number;
  packsUploaded: number;
  blobsUploaded: number;
}

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
  const { session, store, phases, signal } = job;
  const { newSmall: small, newBlobs: blobs } = plan;
  const rows = plan.rows.length;
  const root = storeRoot(store);
  const done: UploadedContent = {
    objects: [],
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
    const name = packName(result.sha256);
    await phases.time('upload', () =>
      // A pack's name is the hash of its bytes, so one that exists holds them already: never
      // written over, so that a writer with less trust cannot replace a pack others read
      // (If-None-Match: *, honoured by AWS and by Ceph RGW; a 412 means the pack is there).
      putBytes(session, { bucket: store.bucket, key: root + name }, body, signal, {
        contentType: 'application/zstd',
        ifNoneMatch: true,
      }),
    );
    const size = body.length;
    // Freed now: left to the collector, the bodies of a full save's packs (5-8 MB each, moved
    // here from the workers) piled up to 60 MB on the main thread, whose heap grows too slowly
    // to prompt a collection (50,000 files, S3_SYNC_CACHE_MEMORY_TRACE).
    releaseBuffer(result.body);
    phases.add('upload', 1, size);
    const index = done.objects.length;
    done.objects.push({
      name,
      sha256: result.sha256,
      size,
      kind: 'pack',
      compression: 'zstd',
      frames: result.frames,
    });
    for (let n = from, j = 0; n < to; n++, j++)
      done.places.set(small.rowOf(n), index, result.places[2 * j]!, result.places[2 * j + 1]!);
    done.bytesUploaded += size;
    done.packsUploaded++;
  });
  if (batches) phases.end('pack');
  return done;
}

async function uploadBlobs(
  job: SaveJob,
  blobs: PlannedContents,
  pool: TaskRunner,
  done: UploadedContent,
): Promise<void> {
  const { session, store, phases, signal } = job;
  const scratch = await mkdtemp(path.join(os.tmpdir(), SAVE_SCRATCH_PREFIX));
  // A budget of its own (SAVE_BLOB_BYTES_IN_FLIGHT): a full save's peak RSS came when its blobs'
  // parts joined the packs' buffers. Every blob from the part size up goes in parts, which are
  // read into the budget's reused buffers: one PUT reads its whole body into a new buffer, which
  // is outside the budget (a blob of 15.9 MB did) and lives until a collection.
  const budget = new ByteBudget(SAVE_BLOB_BYTES_IN_FLIGHT, signal);
  const transfers = blobTransferContext(session, signal, budget);
  const context = { ...transfers, multipartThresholdBytes: transfers.multipartChunksizeBytes };
  try {
    // Blobs are large: two at a time keep the network busy without holding many temp files.
    await forEachBounded(blobs.length, 2, async (i) => {
      const file = blobs.at(i);
      const tempPath = path.join(scratch, saveBlobTempName(i));
      // A phase of its own: timed inside the upload's span, it read as a slow upload.
      const { result } = await phases.time('compress', () =>
        pool.run<BlobResult>({
          kind: 'blob',
          path: file.path,
          size: file.size,
          sha256: file.sha256,
          tempPath,
          frameBytes: BLOB_FRAME_BYTES,
        }),
      );
      phases.add('compress', 1, file.size);
      const name = blobName(result.sha256);
      await phases.time('upload', () =>
        uploadFile(
          {
            path: result.compression === 'zstd' ? tempPath : file.path,
            size: result.size,
            bucket: store.bucket,
            key: storeRoot(store) + name,
          },
          context,
        ),
      );
      await rm(tempPath, { force: true });
      phases.add('upload', 1, result.size);
      const index = done.objects.length;
      done.objects.push({
        name,
        sha256: result.sha256,
        size: result.size,
        kind: 'blob',
        compression: result.compression,
        frames: result.frames,
      });
      done.places.set(file.row, index, 0, 0);
      done.bytesUploaded += result.size;
      done.blobsUploaded++;
    });
  } finally {
    // Freed now, not at the budget's collection, which comes late (tuneCollectorForTransfers).
    for (const buffer of partBuffersFor(budget).drain()) releaseBuffer(buffer);
    await rm(scratch, { recursive: true, force: true });
  }
}

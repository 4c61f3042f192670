import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { forEachBounded } from '../../bounded.js';
import { ByteBudget } from '../../transfer/byte-budget.js';
import { partBuffersFor } from '../../transfer/part-buffers.js';
import { uploadParts } from '../../transfer/part-plan.js';
import type { TransferContext } from '../../transfer/transfer-context.js';
import { partRanges } from '../../transfer/transfer-context.js';
import { uploadFile } from '../../transfer/upload.js';
import { SAVE_SCRATCH_PREFIX, saveBlobTempName } from '../../transfer/temp-names.js';
import { blobTransferContext } from '../store/blob-transfer.js';
import { blobName } from '../store/cache-names.js';
import { fileEtag } from '../store/object-trust.js';
import { releaseBuffer } from '../store/release-buffer.js';
import { BLOB_FRAME_BYTES } from '../store/pack-limits.js';
import type { BlobResult } from './save-task-types.js';
import type { SaveJob } from './save-job.js';
import { placeObject, type ObjectSource } from './save-place.js';
import type { PlannedContents } from './save-plan.js';
import type { UploadedContent } from './uploaded-content.js';
import type { TaskRunner } from './save-workers.js';

/**
 * Bytes of blob parts a save holds in flight: two 8 MiB parts. With four (32 MiB) the blobs'
 * part buffers, read whole and freed only at the next collection, were the last and highest
 * step of a 50,000-file save's peak RSS (47 MB of array buffers on its main thread).
 */
const SAVE_BLOB_BYTES_IN_FLIGHT = 16 * 1024 * 1024;

/**
 * A blob's stored bytes (a file), written by uploadFile with If-None-Match: one PUT under the
 * part size, else parts (AWS honours the condition on the completion; Ceph RGW 16.2 completes
 * anyway, which writes the same bytes over the same name, or heals a planted one).
 */
function blobSource(
  { file, size, bucket }: { file: string; size: number; bucket: string },
  context: TransferContext,
): ObjectSource {
  return {
    size,
    write: async (key) => ({
      written: await uploadFile({ path: file, size, bucket, key, ifNoneMatch: true }, context),
    }),
    expectedEtag: () => {
      if (size < context.multipartThresholdBytes) return fileEtag(file, size, undefined);
      const { partBytes } = uploadParts(
        size,
        context.multipartChunksizeBytes,
        context.budget.totalBytes,
      );
      return fileEtag(file, size, partRanges(size, partBytes)[0]![1]);
    },
  };
}

/** Compresses each new large content in a worker and stores it as a blob, two at a time. */
export async function uploadBlobs(
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
      phases.plan('upload', 1, result.size);
      const stored = result.compression === 'zstd' ? tempPath : file.path;
      const placed = await phases.time('upload', () =>
        placeObject(
          job,
          blobName(result.sha256, job.level),
          blobSource({ file: stored, size: result.size, bucket: store.bucket }, context),
        ),
      );
      await rm(tempPath, { force: true });
      phases.add('upload', 1, result.size);
      phases.through('upload', 1);
      const index = done.objects.length;
      done.objects.push({
        name: placed.name,
        sha256: result.sha256,
        size: result.size,
        kind: 'blob',
        compression: result.compression,
        frames: result.frames,
        ...(placed.etag !== undefined ? { etag: placed.etag } : {}),
      });
      if (placed.adopted) done.adopted.push(index);
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

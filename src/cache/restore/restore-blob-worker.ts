import { closeSync, fchmodSync, fstatSync, futimesSync, openSync, writeSync } from 'node:fs';
import { fdSha256 } from '../store/file-digest.js';
import { BLOB_FRAME_BYTES } from '../store/pack-limits.js';
import { releaseBuffer } from '../store/release-buffer.js';
import { traceMemory } from '../workers/cache-memory-trace.js';
import { throwIfStopped } from '../workers/worker-stop.js';
import { fsTime } from './fs-time.js';
import { BLOB_RANGE_BYTES, type BlobRangeTask, type BlobSealTask } from './restore-task-types.js';
import { decodeOrRefuse, fetchRange, IntegrityError } from './restore-worker.js';

// The workers' side of a compressed blob landed in runs (restore-blob-ranges.ts): each run's
// frames decoded and written where they belong as the run arrives, then the whole file checked.

/**
 * Buffers of this worker's finished runs, kept (two at most) for its next runs: a new buffer per
 * run was faulted in page by page as the socket's bytes were copied into it, a fault per 4 KiB
 * and most of a build cache's restore's page faults (perf). Each holds BLOB_RANGE_BYTES, the
 * most a run takes, so any spare serves any run; and they go once no run has been in flight
 * for a moment, so they never outlive the blobs' fetches and the pack tasks keep the memory
 * they had.
 */
const spareRuns: Buffer[] = [];
const SPARE_RUNS = 2;
const SPARES_IDLE_MS = 250;
let runsInFlight = 0;
let dropSpares: NodeJS.Timeout | undefined;

function takeRunBuffer(length: number): Buffer {
  runsInFlight++;
  clearTimeout(dropSpares);
  const at = spareRuns.findIndex((buffer) => buffer.length >= length);
  if (at >= 0) return spareRuns.splice(at, 1)[0]!;
  return Buffer.allocUnsafeSlow(Math.max(length, BLOB_RANGE_BYTES));
}

function giveBackRunBuffer(buffer: Buffer): void {
  runsInFlight--;
  if (spareRuns.length < SPARE_RUNS && buffer.length === BLOB_RANGE_BYTES) spareRuns.push(buffer);
  else releaseBuffer(buffer);
  if (runsInFlight === 0) {
    dropSpares = setTimeout(() => spareRuns.splice(0).forEach(releaseBuffer), SPARES_IDLE_MS);
    dropSpares.unref();
  }
}

/** Writes every byte of `bytes` at `position` of the file. */
function writeAllAt(fd: number, bytes: Uint8Array, position: number): void {
  for (let at = 0; at < bytes.length;)
    at += writeSync(fd, bytes, at, bytes.length - at, position + at);
}

/**
 * Fetches a run of frames into one buffer, then decodes each and writes it at its place: frame
 * i holds the file's bytes from i * BLOB_FRAME_BYTES, and must decode to exactly its share (zstd
 * stops one that runs past it; one that ends short is refused here), so no frame writes over
 * another's bytes or past the file's size. The content's hash is checked by blob-seal once every
 * run is written.
 */
export async function blobRange(task: BlobRangeTask, cancel: AbortSignal): Promise<void> {
  const buffer = takeRunBuffer(task.fetch.length);
  try {
    const body = await fetchRange(task.fetch, cancel, { into: buffer });
    const fd = openSync(task.target, 'r+');
    try {
      for (const [index, offset, length] of task.frames) {
        throwIfStopped();
        const start = index * BLOB_FRAME_BYTES;
        const share = Math.min(BLOB_FRAME_BYTES, task.size - start);
        if (share <= 0)
          throw new IntegrityError(`${task.object} has more frames than its file's size holds`);
        const frame = body.subarray(offset, offset + length);
        const part = decodeOrRefuse(frame, task.object, index, share);
        traceMemory('worker-blob');
        try {
          if (part.length !== share)
            throw new IntegrityError(
              `${task.object} is corrupt: its frame ${index} decodes to ${part.length} bytes, not ${share}`,
            );
          writeAllAt(fd, part, start);
        } finally {
          releaseBuffer(part);
        }
      }
    } finally {
      closeSync(fd);
    }
  } finally {
    giveBackRunBuffer(buffer);
  }
}

/**
 * Checks a blob's file once all its runs are written: its size, and the SHA-256 of every byte as
 * it is on the disk against the content's; then gives it its mode (exactly: the umask is already
 * applied) and times. The rename to its final name stays the commit's (restore-commit.ts).
 */
export function blobSeal(task: BlobSealTask): void {
  const { file } = task;
  throwIfStopped();
  const fd = openSync(file.target, 'r+');
  try {
    const size = fstatSync(fd).size;
    if (size !== file.size)
      throw new IntegrityError(
        `the content of ${task.object} is ${size} bytes, not the ${file.size} its manifest says`,
      );
    if (fdSha256(fd).toString('hex') !== file.sha256)
      throw new IntegrityError(`the content of ${task.object} does not match its hash`);
    fchmodSync(fd, file.mode);
    const time = fsTime(file.mtimeMs);
    futimesSync(fd, time, time);
  } finally {
    closeSync(fd);
  }
}

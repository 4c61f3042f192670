import { hashFile, hashFilesMd5, type BatchDigest } from './file-hasher.js';

/** Files up to this size go to the hash workers in batches; larger ones are read in turns. */
const SMALL_FILE_BYTES = 256 * 1024;
/** Files a batch holds at most: enough to make the message cheap, few enough to keep both
 * workers busy while the planner feeds them. */
const BATCH_FILES = 64;

interface Waiting {
  readonly path: string;
  readonly size: number;
  readonly settle: (digest: BatchDigest) => void;
}

let waiting: Waiting[] = [];
let flushScheduled = false;

/**
 * The MD5 (hex) of a whole file already on disk, hashed in the hash workers that check downloads
 * (src/transfer/file-hasher.ts). Small files are gathered into batches (sent when full, or once
 * the current turn of the event loop ends), so a tree of small files costs one message per 64;
 * a large file is a job of its own, read 4 MiB at a time beside the others. Rejects when the
 * file cannot be read or its size is no longer `sizeBytes`.
 */
export async function md5OfFile(filePath: string, sizeBytes: number): Promise<FileMd5> {
  if (sizeBytes > SMALL_FILE_BYTES) {
    // Read in turns with the other large files: its wall time is the closest measure it has.
    const started = performance.now();
    const digests = await hashFile(filePath, sizeBytes, {
      md5: true,
      sha: undefined,
      crc32: false,
    });
    return { md5Hex: digests.md5Hex!, hashMs: performance.now() - started };
  }
  const digest = await new Promise<BatchDigest>((settle) => {
    waiting.push({ path: filePath, size: sizeBytes, settle });
    if (waiting.length >= BATCH_FILES) flush();
    else if (!flushScheduled) {
      flushScheduled = true;
      setImmediate(flush);
    }
  });
  if (digest.error !== undefined || digest.md5Hex === undefined)
    throw new Error(`hashing the file failed: ${digest.error ?? 'no digest'}`);
  return { md5Hex: digest.md5Hex, hashMs: digest.ms ?? 0 };
}

export interface FileMd5 {
  readonly md5Hex: string;
  /**
   * The hash worker's time on this file (open, reads, MD5, close), not the wait for a worker:
   * what a report's hashing throughput is over.
   */
  readonly hashMs: number;
}

function flush(): void {
  flushScheduled = false;
  const batch = waiting;
  waiting = [];
  if (batch.length === 0) return;
  hashFilesMd5(batch.map(({ path, size }) => ({ path, size }))).then(
    (digests) => batch.forEach((w, i) => w.settle(digests[i] ?? { error: 'no digest' })),
    (error: Error) => batch.forEach((w) => w.settle({ error: error.message })),
  );
}

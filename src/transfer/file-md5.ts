import { hash } from 'node:crypto';
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { hashFile, hashFilesMd5, type BatchDigest } from './file-hasher.js';

/**
 * Files up to this size are hashed on this thread, with blocking reads, a batch at a time: for
 * a 4.4 KiB file the open, read, close and MD5 cost about 20 us of CPU, where a hash worker's
 * round trip (the file's promise, its share of the message and the reply, the workers' start)
 * cost as much again. A batch of them blocks the event loop for at most a few milliseconds.
 */
const MAIN_THREAD_BYTES = 64 * 1024;
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

/** Batches being gathered: for this thread, and for the hash workers. */
const batches = { main: [] as Waiting[], workers: [] as Waiting[] };
let flushScheduled = false;

/**
 * The MD5 (hex) of a whole file already on disk. Small files are gathered into batches (sent
 * when full, or once the current turn of the event loop ends): the smallest hashed here, the
 * others in the hash workers that check downloads (src/transfer/file-hasher.ts), one message per
 * 64; a large file is a worker's job of its own, read 4 MiB at a time beside the others. Rejects
 * when the file cannot be read or its size is no longer `sizeBytes`.
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
    const batch = sizeBytes <= MAIN_THREAD_BYTES ? batches.main : batches.workers;
    batch.push({ path: filePath, size: sizeBytes, settle });
    if (batch.length >= BATCH_FILES) flush();
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
   * The time spent on this file (open, reads, MD5, close) by the thread that hashed it, not the
   * wait for a worker: what a report's hashing throughput is over.
   */
  readonly hashMs: number;
}

function flush(): void {
  flushScheduled = false;
  const { main, workers } = batches;
  batches.main = [];
  batches.workers = [];
  if (workers.length > 0)
    hashFilesMd5(workers.map(({ path, size }) => ({ path, size }))).then(
      (digests) => workers.forEach((w, i) => w.settle(digests[i] ?? { error: 'no digest' })),
      (error: Error) => workers.forEach((w) => w.settle({ error: error.message })),
    );
  for (const file of main) file.settle(hashHere(file.path, file.size));
}

/** One read of up to MAIN_THREAD_BYTES and the byte after, which must not be there. */
const readBuffer = Buffer.allocUnsafeSlow(MAIN_THREAD_BYTES + 1);

/**
 * A small file's MD5, read with one blocking read: reading one byte past the size tells a file
 * changed since the walk without an fstat (asked only then, to say its size now).
 */
function hashHere(filePath: string, size: number): BatchDigest {
  const started = performance.now();
  let fd = -1;
  try {
    fd = openSync(filePath, 'r');
    const read = readSync(fd, readBuffer, 0, size + 1, 0);
    if (read !== size) {
      const now = fstatSync(fd).size;
      throw new Error(
        now === size
          ? `the file ended at ${read} bytes, before ${size}`
          : `its size is now ${now} bytes, not the ${size} listed`,
      );
    }
    const md5Hex = hash('md5', readBuffer.subarray(0, size), 'hex');
    return { md5Hex, ms: performance.now() - started };
  } catch (error) {
    return { error: (error as Error).message };
  } finally {
    if (fd >= 0) closeSync(fd);
  }
}

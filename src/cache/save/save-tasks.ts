/**
 * The save's tasks for the cache worker threads (cache-worker.ts runs them, or the main thread
 * for small work: save-workers.ts): hash files, pack small contents into zstd frames of tar
 * members, compress a large file into a blob.
 */
import { createHash } from 'node:crypto';
import { closeSync, openSync, readSync, writeSync } from 'node:fs';
import zlib from 'node:zlib';
import { traceMemory } from '../workers/cache-memory-trace.js';
import { SHA256_BYTES } from './content-hashes.js';
import { READ_CHUNK_BYTES, fileSha256, sha256Digest, sha256Hex } from '../store/file-digest.js';
import { releaseBuffer } from '../store/release-buffer.js';
import { contentHeader } from '../store/tar-header.js';
import type { TaskTable } from '../workers/cache-worker.js';
import type {
  BlobResult,
  BlobTask,
  HashTask,
  PackResult,
  PackTask,
  SaveTask,
} from './save-task-types.js';

const TAR_BLOCK = 512;
/** A blob is compressed only when a sample of it shrinks below this share of its size. */
const BLOB_COMPRESS_RATIO = 0.9;
const ZSTD_LEVEL = 3;

/** Reads exactly `size` bytes of `file` into `into` at `at`, with blocking calls. */
function readInto(file: string, size: number, into: Buffer, at: number): void {
  const fd = openSync(file, 'r');
  try {
    let got = 0;
    while (got < size) {
      const n = readSync(fd, into, at + got, size - got, got);
      if (n === 0) break;
      got += n;
    }
    if (got !== size) throw new Error(`${JSON.stringify(file)} changed size while it was saved`);
  } finally {
    closeSync(fd);
  }
}

/**
 * The files' SHA-256 digests, 32 bytes each in file order, in an ArrayBuffer of their own (moved
 * to the main thread, not copied). Small files are read into one buffer for the whole task (see
 * pack: no garbage per file).
 */
export function hash(task: HashTask): Uint8Array {
  const buffer = Buffer.allocUnsafe(READ_CHUNK_BYTES);
  const digests = new Uint8Array(task.files.length * SHA256_BYTES);
  task.files.forEach((f, n) => {
    let digest: Buffer;
    if (f.size > READ_CHUNK_BYTES) digest = fileSha256(f.path);
    else {
      readInto(f.path, f.size, buffer, 0);
      digest = sha256Digest(buffer.subarray(0, f.size));
    }
    digests.set(digest, n * SHA256_BYTES);
  });
  releaseBuffer(buffer);
  return digests;
}

/**
 * One frame, with zstd's content checksum (XXH64 of what it decodes to, 4 bytes): a restore
 * fetches frames by range and no longer hashes whole packs, so a corrupt byte that would only
 * change a tar header (never used: files are placed by the manifest and checked against their
 * own hashes) is still caught by the decoder. The output buffer is sized to the input up front
 * (source shrinks 3-5x, so the frame fits): zlib's default 16 KiB chunks, concatenated at the
 * end, doubled the garbage.
 */
function compress(chunks: Buffer[]): Buffer {
  const input = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
  const frame = zlib.zstdCompressSync(input, {
    chunkSize: Math.max(64, input.length + 1024),
    params: {
      [zlib.constants.ZSTD_c_compressionLevel]: ZSTD_LEVEL,
      [zlib.constants.ZSTD_c_checksumFlag]: 1,
    },
  });
  if (input !== chunks[0]) releaseBuffer(input);
  return frame;
}

/**
 * Tar members named by their content hash, grouped into zstd frames of about `frameBytes`; the
 * last frame ends with tar's two zero blocks, so the pack is a valid `.tar.zst`. Each content is
 * hashed again as it is read: a file changed since the hash pass fails the save instead of
 * storing bytes under the wrong hash. Headers come from a template (see tar-header.ts). Each file
 * is read straight into the frame being filled, one buffer for the whole task: a buffer per file
 * (most of them slices of Node's shared 8 KiB slabs, which nothing could free early) left about
 * 30 MiB of garbage per pack in each worker until its next collection.
 */
export function pack(task: PackTask): PackResult {
  const out: Buffer[] = [];
  const frames: Array<[number, number]> = [];
  const count = task.paths.length;
  const places = new Int32Array(count * 2);
  const wanted = Buffer.from(task.sha256.buffer, task.sha256.byteOffset, task.sha256.byteLength);
  let offset = 0;
  let frame = Buffer.allocUnsafe(task.frameBytes + 4 * TAR_BLOCK);
  let length = 0;
  const room = (bytes: number) => {
    if (length + bytes <= frame.length) return;
    const bigger = Buffer.allocUnsafe(Math.max(frame.length * 2, length + bytes));
    frame.copy(bigger, 0, 0, length);
    releaseBuffer(frame);
    frame = bigger;
  };
  const flush = () => {
    // A copy of the frame alone: compress() returns a view on a buffer of the input's size.
    const compressed = compress([frame.subarray(0, length)]);
    const stored = Buffer.from(compressed);
    releaseBuffer(compressed);
    frames.push([offset, stored.length]);
    out.push(stored);
    offset += stored.length;
    length = 0;
  };
  for (let i = 0; i < count; i++) {
    const [file, size] = [task.paths[i]!, task.sizes[i]!];
    const pad = (TAR_BLOCK - (size % TAR_BLOCK)) % TAR_BLOCK;
    room(TAR_BLOCK + size + pad);
    const hashAt = i * SHA256_BYTES;
    contentHeader(wanted.toString('hex', hashAt, hashAt + SHA256_BYTES), size).copy(frame, length);
    const at = length + TAR_BLOCK;
    readInto(file, size, frame, at);
    const digest = sha256Digest(frame.subarray(at, at + size));
    if (digest.compare(wanted, hashAt, hashAt + SHA256_BYTES) !== 0)
      throw new Error(`${JSON.stringify(file)} changed while it was saved`);
    frame.fill(0, at + size, at + size + pad);
    places[2 * i] = frames.length;
    places[2 * i + 1] = at;
    length = at + size + pad;
    if (length >= task.frameBytes && i < count - 1) flush();
  }
  room(2 * TAR_BLOCK);
  frame.fill(0, length, length + 2 * TAR_BLOCK);
  length += 2 * TAR_BLOCK;
  flush();
  traceMemory('worker-pack');
  releaseBuffer(frame);
  // Its own ArrayBuffer (never Node's shared pool), so it can be transferred to the main thread.
  const body = new Uint8Array(offset);
  let at = 0;
  for (const stored of out) {
    body.set(stored, at);
    at += stored.length;
    releaseBuffer(stored);
  }
  return { body, sha256: sha256Hex(body), frames, places };
}

/** Compresses a large file into frames in a temporary file, or keeps it as it is if that does not pay. */
export function blob(task: BlobTask): BlobResult {
  const fd = openSync(task.path, 'r');
  try {
    const sample = Buffer.allocUnsafe(Math.min(READ_CHUNK_BYTES, task.size));
    readSync(fd, sample, 0, sample.length, 0);
    if (compress([sample]).length > sample.length * BLOB_COMPRESS_RATIO) {
      return {
        compression: 'none',
        sha256: task.sha256,
        size: task.size,
        frames: [[0, task.size]],
      };
    }
    const outFd = openSync(task.tempPath, 'wx');
    const hash = createHash('sha256');
    const content = createHash('sha256');
    const frames: Array<[number, number]> = [];
    let offset = 0;
    try {
      const buffer = Buffer.allocUnsafe(task.frameBytes);
      for (let position = 0; position < task.size;) {
        const n = readSync(fd, buffer, 0, Math.min(buffer.length, task.size - position), position);
        if (n === 0) throw new Error(`${JSON.stringify(task.path)} shrank while it was saved`);
        const input = buffer.subarray(0, n);
        content.update(input);
        const frame = compress([input]);
        hash.update(frame);
        for (let at = 0; at < frame.length;) at += writeSync(outFd, frame, at);
        frames.push([offset, frame.length]);
        offset += frame.length;
        position += n;
        releaseBuffer(frame); // after its length is taken: a released buffer is empty
      }
    } finally {
      closeSync(outFd);
    }
    if (content.digest('hex') !== task.sha256)
      throw new Error(`${JSON.stringify(task.path)} changed while it was saved`);
    return { compression: 'zstd', sha256: hash.digest('hex'), size: offset, frames };
  } finally {
    closeSync(fd);
  }
}

/** The save's tasks as the worker (or, for small saves, the main thread) runs them. */
export const saveTasks: TaskTable<SaveTask> = {
  hash: {
    run: (task) => {
      const digests = hash(task);
      return { result: digests, transfer: [digests.buffer as ArrayBuffer] };
    },
  },
  pack: {
    run: (task) => {
      const packed = pack(task);
      return {
        result: packed,
        transfer: [packed.body.buffer as ArrayBuffer, packed.places.buffer as ArrayBuffer],
      };
    },
  },
  blob: { run: (task) => ({ result: blob(task) }) },
};

import { createHash } from 'node:crypto';
import { closeSync, openSync, readSync, writeSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import zlib from 'node:zlib';
import { READ_CHUNK_BYTES, hashFile } from './file-digest.js';
import { releaseBuffer } from './release-buffer.js';
import { blobLand, fetchTask, unpack } from './restore-worker.js';
import { contentHeader } from './tar-header.js';
import { S3Error } from '../errors.js';
import { serializeError } from '../s3/list/error-transport.js';
import type {
  BlobResult,
  BlobTask,
  CacheTask,
  CancelMessage,
  FetchUnpackTask,
  FetchWriteTask,
  HashTask,
  PackResult,
  PackTask,
  WorkerReply,
} from './cache-worker-protocol.js';

const TAR_BLOCK = 512;
/** A blob is compressed only when a sample of it shrinks below this share of its size. */
const BLOB_COMPRESS_RATIO = 0.9;
const ZSTD_LEVEL = 3;

/** Reads a whole file with blocking calls: the worker has nothing else to do meanwhile. */
function readWhole(file: string, size: number): Buffer {
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.allocUnsafe(size);
    let at = 0;
    while (at < size) {
      const n = readSync(fd, buffer, at, size - at, at);
      if (n === 0) break;
      at += n;
    }
    if (at !== size) throw new Error(`${JSON.stringify(file)} changed size while it was saved`);
    return buffer;
  } finally {
    closeSync(fd);
  }
}

function hash(task: HashTask): string[] {
  return task.files.map((f) => {
    if (f.size > READ_CHUNK_BYTES) return hashFile(f.path);
    const content = readWhole(f.path, f.size);
    const digest = createHash('sha256').update(content).digest('hex');
    releaseBuffer(content);
    return digest;
  });
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
 * storing bytes under the wrong hash. Headers come from a template (see tar-header.ts).
 */
function pack(task: PackTask): PackResult {
  const out: Buffer[] = [];
  const frames: Array<[number, number]> = [];
  const places: Array<[number, number]> = [];
  let offset = 0;
  let chunks: Buffer[] = [];
  let frameLength = 0;
  const flush = () => {
    // A copy of the frame alone: compress() returns a view on a buffer of the input's size.
    const compressed = compress(chunks);
    const frame = Buffer.from(compressed);
    releaseBuffer(compressed);
    for (const chunk of chunks) releaseBuffer(chunk); // contents read for this frame only
    frames.push([offset, frame.length]);
    out.push(frame);
    offset += frame.length;
    chunks = [];
    frameLength = 0;
  };
  task.items.forEach((item, i) => {
    const content = readWhole(item.path, item.size);
    if (createHash('sha256').update(content).digest('hex') !== item.sha256)
      throw new Error(`${JSON.stringify(item.path)} changed while it was saved`);
    const header = contentHeader(item.sha256, item.size);
    places.push([frames.length, frameLength + TAR_BLOCK]);
    chunks.push(header, content);
    const pad = (TAR_BLOCK - (item.size % TAR_BLOCK)) % TAR_BLOCK;
    if (pad) chunks.push(Buffer.alloc(pad));
    frameLength += TAR_BLOCK + item.size + pad;
    if (frameLength >= task.frameBytes && i < task.items.length - 1) flush();
  });
  chunks.push(Buffer.alloc(2 * TAR_BLOCK));
  flush();
  // Its own ArrayBuffer (never Node's shared pool), so it can be transferred to the main thread.
  const body = new Uint8Array(offset);
  let at = 0;
  for (const frame of out) {
    body.set(frame, at);
    at += frame.length;
  }
  return { body, sha256: createHash('sha256').update(body).digest('hex'), frames, places };
}

/** Compresses a large file into frames in a temporary file, or keeps it as it is if that does not pay. */
function blob(task: BlobTask): BlobResult {
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

/**
 * Runs one task where it is called: in a worker (below), or on the main thread for a save whose
 * work is too small to pay for starting threads (save-workers.ts). `transfer` lists the buffers
 * a worker moves to the main thread with the result.
 */
export function runCacheTask(
  task: Exclude<CacheTask, FetchUnpackTask | FetchWriteTask>,
  written: string[],
): { result: unknown; transfer: ArrayBuffer[] } {
  const transfer: ArrayBuffer[] = [];
  let result: unknown;
  if (task.kind === 'hash') result = hash(task);
  else if (task.kind === 'pack') {
    const packed = pack(task);
    transfer.push(packed.body.buffer as ArrayBuffer);
    result = packed;
  } else if (task.kind === 'blob') result = blob(task);
  else if (task.kind === 'unpack') {
    try {
      unpack(task, written);
    } finally {
      releaseBuffer(task.body); // moved here from the main thread: no one else holds it
    }
  } else blobLand(task, written);
  return { result, transfer };
}

/** A reply for a failed task; an S3Error goes whole, so the main thread can retry it. */
function failure(id: number, error: unknown, written: string[]): WorkerReply {
  const e = error as NodeJS.ErrnoException;
  return {
    id,
    written,
    error: {
      name: e.name,
      message: e.message,
      ...(e.code ? { code: e.code } : {}),
      ...(error instanceof S3Error ? { s3: serializeError(error) } : {}),
    },
  };
}

export function runCacheWorker(): void {
  const port = parentPort!;
  // Fetching tasks run concurrently (their GETs wait on sockets); the main thread may cancel one.
  const cancels = new Map<number, AbortController>();
  port.on('message', (message: { id: number; task: CacheTask } | CancelMessage) => {
    if ('cancel' in message) {
      cancels.get(message.cancel)?.abort();
      return;
    }
    const { id, task } = message;
    const written: string[] = [];
    if (task.kind === 'fetch-unpack' || task.kind === 'fetch-write') {
      const controller = new AbortController();
      cancels.set(id, controller);
      fetchTask(task, controller.signal, written)
        .then(
          () => port.postMessage({ id, written } satisfies WorkerReply),
          (error: unknown) => port.postMessage(failure(id, error, written)),
        )
        .finally(() => cancels.delete(id));
      return;
    }
    try {
      const { result, transfer } = runCacheTask(task, written);
      port.postMessage({ id, result, written } satisfies WorkerReply, transfer);
    } catch (error) {
      port.postMessage(failure(id, error, written));
    }
  });
}

import { createHash } from 'node:crypto';
import {
  closeSync,
  fchmodSync,
  futimesSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { parentPort, threadId } from 'node:worker_threads';
import zlib from 'node:zlib';
import { traceMemory } from './cache-memory-trace.js';
import { releaseBuffer } from './release-buffer.js';
import { umaskKeeps } from './restore-targets.js';
import { decodeFrame } from './zstd-frame.js';
import { contentHeader } from './tar-header.js';
import type {
  BlobLandTask,
  BlobResult,
  BlobTask,
  CacheTask,
  HashTask,
  LandFile,
  PackResult,
  PackTask,
  UnpackTask,
  WorkerReply,
} from './cache-worker-protocol.js';

const READ_CHUNK_BYTES = 1 << 20;
const TAR_BLOCK = 512;
/** A blob is compressed only when a sample of it shrinks below this share of its size. */
const BLOB_COMPRESS_RATIO = 0.9;
const ZSTD_LEVEL = 3;

let nextTemp = 0;
/** Unique per process, thread and counter: `wx` would refuse a clash anyway. */
function tempBeside(target: string): string {
  return path.join(path.dirname(target), `.s3cache-${process.pid}-${threadId}-${nextTemp++}`);
}

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

function hashFile(file: string): string {
  const hash = createHash('sha256');
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.allocUnsafe(READ_CHUNK_BYTES);
    for (;;) {
      const n = readSync(fd, buffer, 0, buffer.length, null);
      if (n === 0) break;
      hash.update(n === buffer.length ? buffer : buffer.subarray(0, n));
    }
  } finally {
    closeSync(fd);
  }
  return hash.digest('hex');
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

/** Writes every byte of `bytes` at the file's current position. */
function writeAll(fd: number, bytes: Buffer): void {
  for (let at = 0; at < bytes.length;) at += writeSync(fd, bytes, at, bytes.length - at);
}

/**
 * Writes a file under a temporary name (`write` fills it, and may throw to refuse it), stamps
 * it, and renames it over the target: nothing partial is ever visible under the final name. A
 * staged file (its root is a staging folder nobody sees yet, restore-staging.ts) is written
 * straight under its name, as tar -x writes, and is not reported: the staging folder is undone
 * whole. The mode is given to open(2), so the umask usually leaves no fchmod to do.
 */
function land(file: LandFile, write: (fd: number) => void, umask: number, written: string[]): void {
  const name = file.staged ? file.target : tempBeside(file.target);
  const fd = openSync(name, 'wx', file.mode);
  try {
    write(fd);
    if (!umaskKeeps(file.mode, umask)) fchmodSync(fd, file.mode);
    const mtime = new Date(file.mtimeMs);
    futimesSync(fd, mtime, mtime);
  } catch (error) {
    closeSync(fd);
    rmSync(name, { force: true });
    throw error;
  }
  closeSync(fd);
  if (file.staged) return;
  renameSync(name, file.target);
  written.push(file.target);
}

class IntegrityError extends Error {
  override readonly name = 'IntegrityError';
}

/** Decodes a frame; one that zstd refuses is corruption, and the restore is a miss. */
function decodeOrRefuse(frame: Uint8Array, object: string, index: number): Buffer {
  try {
    return decodeFrame(frame);
  } catch (error) {
    throw new IntegrityError(
      `${object} is corrupt: its frame ${index} does not decode (${(error as Error).message})`,
    );
  }
}

/**
 * Frame by frame: decode one, land its files, let it go, so a task holds one decoded frame
 * (about 2 MiB) at a time rather than all of its frames.
 */
function unpack(task: UnpackTask, written: string[]): void {
  const body = Buffer.from(task.body.buffer, task.body.byteOffset, task.body.byteLength);
  const byFrame = new Map<number, LandFile[]>();
  for (const file of task.files) {
    const list = byFrame.get(file.frame);
    if (list) list.push(file);
    else byFrame.set(file.frame, [file]);
  }
  const fetched = new Set(task.frames.map(([index]) => index));
  for (const file of task.files)
    if (!fetched.has(file.frame))
      throw new IntegrityError(`${task.object} does not hold the bytes its manifest says`);
  let traced = false;
  for (const [index, offset, length] of task.frames) {
    const files = byFrame.get(index);
    if (!files) continue; // fetched only because it sat between two needed frames
    const frame = body.subarray(offset, offset + length);
    const decoded = task.compression === 'zstd' ? decodeOrRefuse(frame, task.object, index) : frame;
    if (!traced) traceMemory('worker-unpack');
    traced = true;
    for (const file of files) {
      const content = decoded.subarray(file.at, file.at + file.size);
      if (content.length !== file.size)
        throw new IntegrityError(`${task.object} does not hold the bytes its manifest says`);
      if (createHash('sha256').update(content).digest('hex') !== file.sha256)
        throw new IntegrityError(
          `a file's content in ${task.object} does not match its hash: the object is corrupt`,
        );
      land(file, (fd) => writeAll(fd, content), task.umask, written);
    }
    if (decoded !== frame) releaseBuffer(decoded);
  }
}

function blobLand(task: BlobLandTask, written: string[]): void {
  try {
    const { file } = task;
    if (hashFile(task.downloaded) !== task.objectSha256)
      throw new IntegrityError(`${task.object} does not match its hash`);
    if (task.compression === 'none') {
      fchmodAndStamp(task.downloaded, file.mode, file.mtimeMs);
      renameSync(task.downloaded, file.target);
      if (!file.staged) written.push(file.target);
      return;
    }
    // Frame by frame into the temporary file, so memory holds one frame, not the whole file
    // (decoded whole, two 12-40 MB blobs at once took a 50k-file restore past 500 MB of RSS).
    const fd = openSync(task.downloaded, 'r');
    try {
      land(
        file,
        (out) => {
          const content = createHash('sha256');
          // One read buffer for every frame (they are about the same size).
          let input = Buffer.allocUnsafe(0);
          task.frames.forEach(([offset, length], index) => {
            if (input.length < length) input = Buffer.allocUnsafe(length);
            const frame = input.subarray(0, length);
            if (readSync(fd, frame, 0, length, offset) !== length)
              throw new IntegrityError(`${task.object} is shorter than its manifest says`);
            const part = decodeOrRefuse(frame, task.object, index);
            traceMemory('worker-blob');
            content.update(part);
            writeAll(out, part);
            releaseBuffer(part);
          });
          if (content.digest('hex') !== file.sha256)
            throw new IntegrityError(`the content of ${task.object} does not match its hash`);
        },
        task.umask,
        written,
      );
    } finally {
      closeSync(fd);
    }
  } finally {
    rmSync(task.downloaded, { force: true });
  }
}

function fchmodAndStamp(file: string, mode: number, mtimeMs: number): void {
  const fd = openSync(file, 'r');
  try {
    fchmodSync(fd, mode);
    const mtime = new Date(mtimeMs);
    futimesSync(fd, mtime, mtime);
  } finally {
    closeSync(fd);
  }
}

export function runCacheWorker(): void {
  const port = parentPort!;
  port.on('message', ({ id, task }: { id: number; task: CacheTask }) => {
    const written: string[] = [];
    try {
      let result: unknown;
      const transfer: ArrayBuffer[] = [];
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
      port.postMessage({ id, result, written } satisfies WorkerReply, transfer);
    } catch (error) {
      const e = error as NodeJS.ErrnoException;
      port.postMessage({
        id,
        written,
        error: { name: e.name, message: e.message, ...(e.code ? { code: e.code } : {}) },
      } satisfies WorkerReply);
    }
  });
}

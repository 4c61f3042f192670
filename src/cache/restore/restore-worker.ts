import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import { publishTempSync, writeAll, writeTempSync } from '../../transfer/land-file.js';
import { traceMemory } from '../workers/cache-memory-trace.js';
import type {
  BlobLandTask,
  FetchUnpackTask,
  FetchWriteTask,
  RangeFetch,
  UnpackTask,
} from './restore-task-types.js';
import { hashFile, sha256Digest } from '../store/file-digest.js';
import { fsTime } from './fs-time.js';
import { releaseBuffer } from '../store/release-buffer.js';
import { LandColumnsReader } from './restore-land-files.js';
import { parentOf } from '../paths/root-paths.js';
import { getRangeInWorker, type RangeSink } from './worker-range-get.js';
import { BLOB_FRAME_BYTES, MAX_PACK_FRAME_BYTES } from '../store/pack-limits.js';
import { throwIfStopped } from '../workers/worker-stop.js';
import { decodeFrame } from '../store/zstd-frame.js';

// The restore's side of the cache workers: decode frames, check each file's hash, land it.

/**
 * Folders this worker has made (or found) inside staging folders. A staged file's folder is made
 * before its first file is opened, once per folder and worker: opening first and making the
 * folder on ENOENT cost a failed open and a thrown error (a stack trace) for each of a
 * 50,000-file tree's 6,000 folders. Staging folders' names are unique to their restore, so a
 * name kept here from an earlier task can only be a folder of this restore's.
 */
const stagedFolders = new Set<string>();
/** The folder of the last file landed: a task's files come in path order, so most share it. */
let lastStagedFolder = '';

function makeStagedFolder(dir: string): void {
  if (dir === lastStagedFolder || stagedFolders.has(dir)) {
    lastStagedFolder = dir;
    return;
  }
  // Recursive: no error when it exists (the other worker made it), parents made as needed,
  // and those are known to exist from then on too.
  const first = mkdirSync(dir, { recursive: true });
  stagedFolders.add(dir);
  if (first !== undefined)
    for (let up = parentOf(dir); up.length >= first.length; up = parentOf(up))
      stagedFolders.add(up);
  lastStagedFolder = dir;
}

/** Where and how one file lands. */
interface Landing {
  /** Its name in a staging folder, or its temporary name beside its final one. */
  readonly target: string;
  /** In a staging folder, whose folders the worker makes as it lands files there. */
  readonly staged: boolean;
  /** The mode as restored (the umask already applied), so open(2) gives it whole: no fchmod. */
  readonly mode: number;
  readonly mtimeMs: number;
}

/**
 * Writes a file (`write` fills it, and may throw to refuse it) and stamps it, as every file lands
 * (src/transfer/land-file.ts), the rename left to the commit. Nothing here is
 * ever under a name anyone sees: a staged file's root is a staging folder nobody sees yet
 * (restore-staging.ts), and any other file is written under its temporary name, renamed by the
 * main thread only once every file of the restore is written and checked (restore-commit.ts),
 * so a worker that dies, or a check that fails, leaves no file of the user's replaced.
 */
function land(file: Landing, write: (fd: number) => void): void {
  const { target, staged } = file;
  if (staged) makeStagedFolder(parentOf(target));
  writeTempSync(target, file.mode, fsTime(file.mtimeMs), write);
}

export class IntegrityError extends Error {
  override readonly name = 'IntegrityError';
}

/**
 * Decodes a frame of at most `maxBytes` (its kind's limit, pack-limits.ts); one that zstd refuses
 * or that holds more is corruption, and the restore is a miss.
 */
export function decodeOrRefuse(
  frame: Uint8Array,
  object: string,
  index: number,
  maxBytes: number,
): Buffer {
  try {
    return decodeFrame(frame, maxBytes);
  } catch (error) {
    throw new IntegrityError(
      `${object} is corrupt: its frame ${index} does not decode (${(error as Error).message})`,
    );
  }
}

/** An unpack task without its body: the fields `unpack` reads, whichever task brought them. */
type UnpackFields = Pick<UnpackTask, 'object' | 'frames' | 'compression' | 'files'>;

/**
 * Frame by frame: decode one, land its files, let it go, so a task holds one decoded frame
 * (about 2 MiB) at a time rather than all of its frames. `body` comes apart from the task: an
 * unpack task carries it, a fetch-unpack fetches it, and the two tasks' objects differ in shape.
 */
export function unpack(task: UnpackFields, body: Uint8Array): void {
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const { object, compression } = task;
  const files = new LandColumnsReader(task.files);
  // The task's files by frame, as indexes into its columns.
  const byFrame = new Map<number, number[]>();
  for (let n = 0; n < files.count; n++) {
    const list = byFrame.get(files.frame(n));
    if (list) list.push(n);
    else byFrame.set(files.frame(n), [n]);
  }
  const fetched = new Set(task.frames.map(([index]) => index));
  for (const frame of byFrame.keys())
    if (!fetched.has(frame))
      throw new IntegrityError(`${object} does not hold the bytes its manifest says`);
  let traced = false;
  for (const [index, offset, length] of task.frames) {
    const list = byFrame.get(index);
    if (!list) continue; // fetched only because it sat between two needed frames
    const frame = bytes.subarray(offset, offset + length);
    throwIfStopped();
    const decoded =
      compression === 'zstd' ? decodeOrRefuse(frame, object, index, MAX_PACK_FRAME_BYTES) : frame;
    if (!traced) traceMemory('worker-unpack');
    traced = true;
    landFrame({ decoded, files, object }, list);
    if (decoded !== frame) releaseBuffer(decoded);
  }
}

/**
 * Checks and lands the files `list` of one decoded frame. Each file is written straight from the
 * frame, with no object or closure made for it (a 50,000-file restore lands them all here).
 */
function landFrame(
  { decoded, files, object }: { decoded: Buffer; files: LandColumnsReader; object: string },
  list: readonly number[],
): void {
  for (const n of list) {
    throwIfStopped();
    const at = files.at(n);
    const size = files.size(n);
    const content = decoded.subarray(at, at + size);
    if (content.length !== size)
      throw new IntegrityError(`${object} does not hold the bytes its manifest says`);
    if (!files.hashIs(n, sha256Digest(content)))
      throw new IntegrityError(
        `a file's content in ${object} does not match its hash: the object is corrupt`,
      );
    const target = files.target(n);
    if (files.staged(n)) makeStagedFolder(parentOf(target));
    writeTempSync(target, files.mode(n), fsTime(files.mtimeMs(n)), content);
  }
}

export function blobLand(task: BlobLandTask): void {
  try {
    const { file } = task;
    if (task.compression === 'none') {
      // The object is the file's content: its hash is the content's check.
      if (hashFile(task.downloaded) !== task.objectSha256)
        throw new IntegrityError(`${task.object} does not match its hash`);
      if (file.staged) makeStagedFolder(parentOf(file.target));
      publishTempSync(task.downloaded, file.target, file.mode, fsTime(file.mtimeMs));
      return;
    }
    // Frame by frame into the temporary file, so memory holds one frame, not the whole file
    // (decoded whole, two 12-40 MB blobs at once took a 50k-file restore past 500 MB of RSS).
    // The stored bytes are not hashed as a whole (a read of the object and a SHA-256 of it, 80
    // ms of a 50,000-file restore's four blobs): as for packs, every byte written is checked
    // against the content's hash below, and a frame that does not decode is corruption.
    const fd = openSync(task.downloaded, 'r');
    try {
      land({ ...file, staged: file.staged === true }, (out) => {
        const content = createHash('sha256');
        // One read buffer for every frame (they are about the same size).
        let input = Buffer.allocUnsafe(0);
        task.frames.forEach(([offset, length], index) => {
          throwIfStopped();
          if (input.length < length) input = Buffer.allocUnsafe(length);
          const frame = input.subarray(0, length);
          if (readSync(fd, frame, 0, length, offset) !== length)
            throw new IntegrityError(`${task.object} is shorter than its manifest says`);
          const part = decodeOrRefuse(frame, task.object, index, BLOB_FRAME_BYTES);
          traceMemory('worker-blob');
          content.update(part);
          writeAll(out, part);
          releaseBuffer(part);
        });
        if (content.digest('hex') !== file.sha256)
          throw new IntegrityError(`the content of ${task.object} does not match its hash`);
      });
    } finally {
      closeSync(fd);
    }
  } finally {
    rmSync(task.downloaded, { force: true });
  }
}

export function fetchRange(
  fetch: RangeFetch,
  cancel: AbortSignal,
  sink?: RangeSink,
): Promise<Uint8Array<ArrayBuffer>> {
  const signal = AbortSignal.any([cancel, AbortSignal.timeout(fetch.timeoutMs)]);
  return getRangeInWorker(fetch, signal, sink);
}

/**
 * The tasks that fetch in this worker: a piece's range then unpacked as `unpack` does, or a
 * blob's range written at its offset as it arrives (a retry writes the same bytes again; the
 * blob is checked against its hash once whole). `cancel` is the main thread's (the restore
 * failed or passed its deadline); each GET also has its own timeout.
 */
export async function fetchTask(
  task: FetchUnpackTask | FetchWriteTask,
  cancel: AbortSignal,
): Promise<void> {
  if (task.kind === 'fetch-write') {
    const fd = openSync(task.file, 'r+');
    try {
      await fetchRange(task.fetch, cancel, (chunk, at) => {
        for (let done = 0; done < chunk.length;)
          done += writeSync(fd, chunk, done, chunk.length - done, task.fetch.offset + at + done);
      });
    } finally {
      closeSync(fd);
    }
    return;
  }
  const body = await fetchRange(task.fetch, cancel);
  try {
    unpack(task, body);
  } finally {
    releaseBuffer(body);
  }
}

/**
 * The restore's tasks for the worker pool (restore-tasks.ts runs them): unpack and land files,
 * fetch ranges, land blobs, commit and remove temporary names.
 */

import type { RequestPlace } from '../../s3/error-response.js';
import type { RawEndpoint } from '../../s3/raw/raw-connections.js';
import type { SignedRequest } from '../../s3/send-signed.js';
import type { CacheWorkerPool } from '../workers/cache-worker-pool.js';

/** One file to land from an unpacked frame. */
export interface LandFile {
  /**
   * Where it is written, with `wx`: its final name inside a staging folder, else its temporary
   * name beside its final one (the main thread renames it once every file is checked).
   */
  readonly target: string;
  readonly frame: number;
  readonly at: number;
  readonly size: number;
  readonly sha256: string;
  readonly mode: number;
  readonly mtimeMs: number;
  /** In a staging folder (undone whole if the restore fails), whose folders the worker makes. */
  readonly staged?: boolean;
}

/**
 * An unpack task's files in columns (restore-land-files.ts's landFiles makes them, landFileList
 * reads them in the worker): the main thread sends a few typed arrays and the manifest's own
 * path strings, and makes no object or path per file, which held in flight were most of its
 * heap's growth during a 50,000-file restore.
 */
export interface LandFileColumns {
  /** Folders the files are written under (a root, or its staging folder)... */
  readonly bases: readonly string[];
  /** ...and per base, whether it is a staging folder (files written straight under their name). */
  readonly staged: readonly boolean[];
  /** Per file: its path under its base ('' for the base itself). */
  readonly paths: readonly string[];
  /** Seven numbers per file: base, frame, at, size, mode, mtimeMs, entry index. */
  readonly numbers: Float64Array;
  /** The restore's tag in temporary names (restore-targets.ts's tempPath). */
  readonly tempTag: string;
  /** 32 bytes per file: its content's SHA-256. */
  readonly sha256: Uint8Array;
}

export interface UnpackTask {
  readonly kind: 'unpack';
  /** Label for errors: the object's name. */
  readonly object: string;
  readonly body: Uint8Array;
  /** Frame index -> [offset in body, length]; only the frames fetched. */
  readonly frames: Array<[number, number, number]>;
  readonly compression: 'zstd' | 'none';
  readonly files: LandFileColumns;
}

/** A ranged GET signed by the main thread for a worker to send (worker-range-get.ts). */
export interface RangeFetch {
  readonly request: SignedRequest;
  readonly place: RequestPlace;
  readonly offset: number;
  readonly length: number;
  readonly timeoutMs: number;
  /** The session's WireBytes memory: the worker counts the body into it as it arrives. */
  readonly wire?: SharedArrayBuffer | undefined;
}

/** An unpack whose body the worker fetches itself, straight into the buffer it decodes. */
export interface FetchUnpackTask extends Omit<UnpackTask, 'kind' | 'body'> {
  readonly kind: 'fetch-unpack';
  readonly fetch: RangeFetch;
}

/** A range of a blob fetched by the worker and written at its offset into `file`. */
export interface FetchWriteTask {
  readonly kind: 'fetch-write';
  readonly fetch: RangeFetch;
  readonly file: string;
}

export interface BlobLandTask {
  readonly kind: 'blob-land';
  readonly object: string;
  /** The downloaded object (a temporary file beside the final name). */
  readonly downloaded: string;
  readonly objectSha256: string;
  readonly compression: 'zstd' | 'none';
  readonly frames: Array<[number, number]>;
  readonly file: LandFile;
}

/**
 * A blob's ranged GETs: up to 8 MiB each (a run of whole frames, or a plain range), as the sync's
 * parallel downloads cut them. A worker keeps buffers of this size for its next runs.
 */
export const BLOB_RANGE_BYTES = 8 * 1024 * 1024;

/**
 * A run of a compressed blob's frames, fetched by the worker into one buffer: each frame is
 * decoded and written at its place in the file, which holds BLOB_FRAME_BYTES of content per
 * frame (as a save cuts it), so the runs of one blob land on any worker in any order.
 */
export interface BlobRangeTask {
  readonly kind: 'blob-range';
  readonly fetch: RangeFetch;
  /** Label for errors: the object's name. */
  readonly object: string;
  /** The file's temporary name (or its name in a staging folder), made empty by the main thread. */
  readonly target: string;
  /** Frame index -> [offset in the range, length]. */
  readonly frames: Array<[number, number, number]>;
  /** The file's size: frame i decodes to exactly its share of it, or the blob is corrupt. */
  readonly size: number;
}

/** A blob whose runs are all written: its content checked against its hash, then stamped. */
export interface BlobSealTask {
  readonly kind: 'blob-seal';
  readonly object: string;
  readonly file: LandFile;
}

/**
 * Renames of a restore's temporary names to their final ones, each final name's present file
 * or link renamed aside first (restore-commit.ts); rows of the three columns go together.
 */
export interface CommitTask {
  readonly kind: 'commit';
  readonly temps: readonly string[];
  readonly targets: readonly string[];
  readonly asides: readonly string[];
}

/** Files to remove, none of them an error if absent (a restore's set-aside files). */
export interface RemoveTask {
  readonly kind: 'remove';
  readonly paths: readonly string[];
}

/** Opens connections to the store in the worker, ahead of its fetches (restore-preconnect.ts). */
export interface PreconnectTask {
  readonly kind: 'preconnect';
  readonly endpoint: RawEndpoint;
  readonly count: number;
}

export type RestoreTask =
  | UnpackTask
  | FetchUnpackTask
  | FetchWriteTask
  | BlobLandTask
  | BlobRangeTask
  | BlobSealTask
  | CommitTask
  | RemoveTask
  | PreconnectTask;

/** The worker pool as a restore uses it. */
export type RestorePool = CacheWorkerPool<RestoreTask>;

import {
  canCheck,
  checkComputedDigests,
  digestsToCompute,
  type StoredDigests,
} from '../s3/body-digests.js';
import { s3Failure } from '../s3/s3-failure.js';
import { FileHasher } from './file-hasher.js';

/** How a download checks its file while it lands: by ranges (RangeCheck) or as one stream. */
export interface DownloadCheck {
  /**
   * The version is pinned by an answer; `digests` are what that answer's headers say the whole
   * object hashes to (only an answer with the whole object, not a range, carries them).
   */
  pinned(etag: string, digests: StoredDigests | undefined): void;
  /**
   * Bytes [at, at + length) are written to the file, from `bytes`. The hashing worker reads them
   * from the file, or (a promise) from `bytes` in shared memory: those must then not change
   * until the promise settles.
   */
  landed(at: number, length: number, bytes: Buffer): Promise<void> | undefined;
  /** After every byte landed: throws a BadDigest if the file is not what the server stored. */
  finish(size: number): Promise<void>;
  /** The download failed: stops the check; resolves once the file may be closed. */
  abort(): Promise<void>;
}

/**
 * The check of a download by one GET: what it is checked against comes in the first answer's
 * own headers (the ETag's MD5, a stored full-object checksum), so there is no HEAD. The bytes
 * are hashed by a pooled worker (`FileHasher`) from the gather buffers they were written from,
 * in shared memory, as each write completes, not on the main thread: the main thread then only
 * moves bytes from the socket to the file, and MD5 (about 0.6 CPU-s per 400 MB) runs on the
 * other core, with no second read of the file. A retry from the last byte written continues
 * the same hashes, since the file is whole up to there. A multipart object without a
 * full-object checksum is checked by its length only, as by ranges.
 */
export class StreamCheck implements DownloadCheck {
  private hasher: FileHasher | undefined;
  private digests: StoredDigests | undefined;
  private pinnedOnce = false;
  private whole = 0;

  constructor(
    private readonly object: { readonly bucket: string; readonly key: string },
    private readonly fd: number,
  ) {}

  pinned(_etag: string, digests: StoredDigests | undefined): void {
    if (this.pinnedOnce) return;
    this.pinnedOnce = true;
    // The first answer is always of the whole object: a retry only follows bytes that landed.
    if (digests && canCheck(digests)) {
      this.digests = digests;
      this.hasher = new FileHasher(this.fd, digestsToCompute(digests));
    }
  }

  landed(at: number, length: number, bytes: Buffer): Promise<void> | undefined {
    // One stream writes in order, one write at a time: anything else is a bug, not a fault.
    if (at !== this.whole) throw new Error(`bytes landed at ${at}, expected at ${this.whole}`);
    this.whole += length;
    // Hashed only once written: a retry resends what did not land, so nothing is hashed twice.
    return this.hasher?.hashShared(bytes.subarray(0, length));
  }

  async finish(size: number): Promise<void> {
    const place = { operation: 'GetObject', ...this.object };
    if (this.whole !== size) {
      throw s3Failure({
        ...place,
        code: 'TruncatedBody',
        message: `only the first ${this.whole} of ${size} bytes landed`,
      });
    }
    if (this.hasher && this.digests)
      checkComputedDigests(this.digests, await this.hasher.finish(), place);
  }

  /** Stops the hashing; resolves once the worker reads the file no more. */
  async abort(): Promise<void> {
    await this.hasher?.abort();
  }
}

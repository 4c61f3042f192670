import { BodyDigester, canCheck, type StoredDigests } from '../s3/body-digests.js';
import { s3Failure } from '../s3/s3-failure.js';

/** How a download checks its file while it lands: by ranges (RangeCheck) or as one stream. */
export interface DownloadCheck {
  /**
   * The version is pinned by an answer; `digests` are what that answer's headers say the whole
   * object hashes to (only an answer with the whole object, not a range, carries them).
   */
  pinned(etag: string, digests: StoredDigests | undefined): void;
  /** Bytes [at, at + length) are written to the file; `bytes` are they, still held. */
  landed(at: number, length: number, bytes: Buffer): void;
  /** After every byte landed: throws a BadDigest if the file is not what the server stored. */
  finish(size: number): Promise<void>;
  /** The download failed: stops the check; resolves once the file may be closed. */
  abort(): Promise<void>;
}

/**
 * The check of a download by one GET, hashed on the main thread as its bytes land, in order:
 * what it is checked against comes in the first answer's own headers (the ETag's MD5, a stored
 * full-object checksum), so there is no HEAD, no hashing worker and no read-back of the file. A
 * retry from the last byte written continues the same hashes, since every byte before it was
 * hashed exactly once, when it landed. A multipart object without a full-object checksum is
 * checked by its length only, as by ranges.
 */
export class StreamCheck implements DownloadCheck {
  private digester: BodyDigester | undefined;
  private pinnedOnce = false;
  private whole = 0;

  constructor(private readonly object: { readonly bucket: string; readonly key: string }) {}

  pinned(_etag: string, digests: StoredDigests | undefined): void {
    if (this.pinnedOnce) return;
    this.pinnedOnce = true;
    // The first answer is always of the whole object: a retry only follows bytes that landed.
    if (digests && canCheck(digests)) this.digester = new BodyDigester(digests);
  }

  landed(at: number, length: number, bytes: Buffer): void {
    // One stream writes in order, one write at a time: anything else is a bug, not a fault.
    if (at !== this.whole) throw new Error(`bytes landed at ${at}, expected at ${this.whole}`);
    this.digester?.update(bytes.subarray(0, length));
    this.whole += length;
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
    this.digester?.check(place);
  }

  async abort(): Promise<void> {}
}

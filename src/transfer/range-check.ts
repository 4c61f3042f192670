import {
  canCheck,
  checkComputedDigests,
  digestsToCompute,
  sdkStoredDigests,
  type StoredDigests,
} from '../s3/body-digests.js';
import { s3Failure, s3FailureFromSdk } from '../s3/s3-failure.js';
import { FileHasher } from './file-hasher.js';
import type { TransferContext } from './transfer-context.js';

/**
 * Checks a file downloaded in ranges against what the server stored for the whole object
 * (src/s3/body-digests.ts), without a second pass over it: the file is hashed in offset order
 * while the ranges land, by a worker reading right behind the whole prefix (`FileHasher`).
 *
 * What is checked is what one HEAD of the pinned version (sent beside the ranges, not after them)
 * says the object hashes to: the MD5 when the ETag is one (a single-part object without KMS or a
 * customer key), and the stored full-object checksum (CRC32, SHA-1, SHA-256) if any, which a
 * ranged GET never carries. A mismatch is a retryable BadDigest, so the object is downloaded
 * again and the damaged file never gets its real name. A multipart object with no full-object
 * checksum cannot be checked: only its length is.
 */
export class RangeCheck {
  private readonly frontier = new Frontier();
  private stored: Promise<StoredDigests> | undefined;
  private hasher: FileHasher | undefined;
  private stopped = false;

  constructor(
    private readonly object: { readonly bucket: string; readonly key: string },
    private readonly fd: number,
    private readonly context: Pick<TransferContext, 'client' | 'signal'>,
  ) {}

  /** The version is pinned (the first range's answer): asks what it hashes to, once. */
  pinned(etag: string): void {
    if (this.stored) return;
    this.stored = this.headDigests(etag).then((digests) => {
      if (canCheck(digests) && !this.stopped) {
        this.hasher = new FileHasher(this.fd, digestsToCompute(digests));
        this.hasher.advance(this.frontier.whole);
      }
      return digests;
    });
    // Awaited in finish(); an abort before that must not leave it unhandled.
    this.stored.catch(() => undefined);
  }

  /** Bytes [at, at + length) are written to the file; the worker reads them back from it. */
  landed(at: number, length: number): undefined {
    if (this.frontier.add(at, length)) this.hasher?.advance(this.frontier.whole);
    return undefined;
  }

  /** After every range landed: throws a BadDigest if the file is not what the server stored. */
  async finish(size: number): Promise<void> {
    const place = { operation: 'GetObject', ...this.object };
    if (this.frontier.whole !== size) {
      throw s3Failure({
        ...place,
        code: 'TruncatedBody',
        message: `only the first ${this.frontier.whole} of ${size} bytes landed whole`,
      });
    }
    const stored = await this.stored;
    if (!stored || !this.hasher) return;
    checkComputedDigests(stored, await this.hasher.finish(), place);
  }

  /** The download failed: stops the hashing; resolves once the file may be closed. */
  async abort(): Promise<void> {
    this.stopped = true;
    await this.hasher?.abort();
  }

  private async headDigests(etag: string): Promise<StoredDigests> {
    const { bucket, key } = this.object;
    try {
      const head = await this.context.client.send(
        (s3) =>
          new s3.HeadObjectCommand({
            Bucket: bucket,
            Key: key,
            IfMatch: etag || undefined,
            ChecksumMode: 'ENABLED',
          }),
        { abortSignal: this.context.signal },
      );
      return sdkStoredDigests(head);
    } catch (error) {
      throw s3FailureFromSdk(error, 'HeadObject', bucket, key);
    }
  }
}

/**
 * How far a file written out of order is whole from its start. Pieces beyond the gap are kept
 * as intervals, joined as they touch: a range writes its bytes in order, so there are about as
 * many intervals as ranges in flight.
 */
export class Frontier {
  /** Bytes [0, whole) are all written. */
  whole = 0;
  private readonly byStart = new Map<number, number>();
  private readonly byEnd = new Map<number, number>();

  /** Adds [at, at + length); true when `whole` moved. */
  add(at: number, length: number): boolean {
    if (length <= 0) return false;
    let start = at;
    let end = at + length;
    const before = this.byEnd.get(start);
    if (before !== undefined) {
      this.byEnd.delete(start);
      this.byStart.delete(before);
      start = before;
    }
    const after = this.byStart.get(end);
    if (after !== undefined) {
      this.byStart.delete(end);
      this.byEnd.delete(after);
      end = after;
    }
    if (start > this.whole) {
      this.byStart.set(start, end);
      this.byEnd.set(end, start);
      return false;
    }
    this.whole = Math.max(this.whole, end);
    return true;
  }
}

import type { FileHandle } from 'node:fs/promises';
import type { BodySink } from '../s3/raw/raw-answer.js';
import type { DownloadCheck } from './stream-check.js';
import type { TransferContext } from './transfer-context.js';

/** A range being written: bytes [start, end) of the file, of which `landed` are written. */
export interface LandingRange {
  readonly start: number;
  readonly end: number;
  landed: number;
}

/** Where a range's bytes go: the file, the download's check, and the job's byte count. */
export interface GatherTarget {
  readonly file: FileHandle;
  readonly check: DownloadCheck;
  readonly context: Pick<TransferContext, 'onBytes' | 'meter'>;
}

/**
 * A range's bytes gathered into two buffers in turn, one filling while the other is written at
 * its offset (`pwrite`), so the thread pool sees a few writes per MiB instead of one per socket
 * read. One write in flight at a time: `range.landed` grows as each completes, so a failure
 * keeps what landed, and a retry asks only for what follows. A buffer is filled again only once
 * its write landed and the check is done reading it (a one-GET download hashes it in place). Filled either by copying Node's
 * chunks (`put`) or by the kernel reading straight into `space()` (`raw-get.ts`, a BodySink).
 */
export class GatherWriter implements BodySink {
  private fill: Buffer;
  private spare: Buffer;
  private used = 0;
  private writing: Promise<void> | undefined;
  private writeDone = true;

  constructor(
    buffers: readonly [Buffer, Buffer],
    private readonly range: LandingRange,
    private readonly to: GatherTarget,
  ) {
    [this.fill, this.spare] = buffers;
  }

  /** Copies a chunk in, writing each buffer that fills (waits for the write before it). */
  async put(chunk: Buffer): Promise<void> {
    let offset = 0;
    while (offset < chunk.length) {
      const n = Math.min(chunk.length - offset, this.fill.length - this.used);
      chunk.copy(this.fill, this.used, offset, offset + n);
      offset += n;
      const wait = this.filled(n);
      if (wait) await wait; // one write in flight per range: the socket waits meanwhile
    }
  }

  space(): Buffer {
    return this.fill.subarray(this.used);
  }

  /**
   * `n` more bytes are in the buffer filling. When it is full, its write is queued behind the
   * one in flight and the other buffer fills next: the promise of that other buffer's write, if
   * still running, is returned, and nothing may go into it before it settles.
   */
  filled(n: number): Promise<void> | undefined {
    this.used += n;
    if (this.used < this.fill.length) return undefined;
    const previous = this.writeDone ? undefined : this.writing;
    this.queue(this.fill, this.used);
    [this.fill, this.spare] = [this.spare, this.fill];
    this.used = 0;
    return previous;
  }

  /** Every byte is in: writes what is left; resolves once all of it landed. */
  async end(): Promise<void> {
    await this.writing;
    if (this.used > 0) {
      this.queue(this.fill, this.used);
      this.used = 0;
      await this.writing;
    }
  }

  /** After a failure: the write in flight settles first, so nothing writes after we return. */
  async settle(): Promise<void> {
    await this.writing?.catch(() => undefined);
  }

  private queue(buffer: Buffer, length: number): void {
    const previous = this.writing ?? Promise.resolve();
    this.writeDone = false;
    // Called once the previous write has settled, so `landed` is where this one goes.
    const next = previous.then(async () => {
      const at = this.range.start + this.range.landed;
      for (let done = 0; done < length;) {
        const { bytesWritten } = await this.to.file.write(buffer, done, length - done, at + done);
        done += bytesWritten;
      }
      this.range.landed += length;
      this.to.context.onBytes(length);
      // The buffer fills again only once the check has hashed it, if it hashes from memory.
      await this.to.check.landed(at, length, buffer);
    });
    this.writing = next;
    // Awaited by `end`, `settle` or the next `filled`; marked handled here so that a failed
    // write waiting for one of them is never an unhandled rejection.
    next.then(
      () => {
        if (this.writing === next) this.writeDone = true;
      },
      () => undefined,
    );
  }
}

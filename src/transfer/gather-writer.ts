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
 * A range's bytes gathered into a ring of buffers (two or more), one filling while those before
 * it are written at their offset (`pwrite`), so the thread pool sees a few writes per MiB
 * instead of one per socket read. One write in flight at a time, in order: `range.landed` grows
 * as each completes, so a failure keeps what landed, and a retry asks only for what follows. A
 * buffer is filled again only once its write landed and the check is done reading it (a one-GET
 * download hashes it in place); the socket waits only when the next buffer of the ring is still
 * being written or hashed, so more buffers let the reads run on through a slow write or hash.
 * Filled either by copying Node's chunks (`put`) or by the kernel reading straight into
 * `space()` (`raw-get.ts`, a BodySink).
 */
export class GatherWriter implements BodySink {
  private at = 0;
  private used = 0;
  /** Per buffer of the ring, its write while it runs (cleared once it settles). */
  private readonly busy: (Promise<void> | undefined)[];
  /** The last write queued: the next one goes after it. */
  private writing: Promise<void> | undefined;
  /** A write that failed: every later `filled` returns it, so the read stops at once. */
  private failed: Promise<void> | undefined;

  constructor(
    private readonly buffers: readonly Buffer[],
    private readonly range: LandingRange,
    private readonly to: GatherTarget,
  ) {
    if (buffers.length < 2) throw new Error('a GatherWriter needs at least two buffers');
    this.busy = buffers.map(() => undefined);
  }

  private get fill(): Buffer {
    return this.buffers[this.at]!;
  }

  /** Copies a chunk in, writing each buffer that fills (waits for the write before it). */
  async put(chunk: Buffer): Promise<void> {
    let offset = 0;
    while (offset < chunk.length) {
      const n = Math.min(chunk.length - offset, this.fill.length - this.used);
      chunk.copy(this.fill, this.used, offset, offset + n);
      offset += n;
      const wait = this.filled(n);
      if (wait) await wait; // the ring is full: the socket waits meanwhile
    }
  }

  space(): Buffer {
    return this.fill.subarray(this.used);
  }

  /**
   * `n` more bytes are in the buffer filling. When it is full, its write is queued behind those
   * in flight and the next buffer of the ring fills next: the promise of that buffer's write, if
   * still running, is returned, and nothing may go into it before it settles.
   */
  filled(n: number): Promise<void> | undefined {
    this.used += n;
    if (this.used < this.fill.length) return undefined;
    this.queue(this.at, this.used);
    this.at = (this.at + 1) % this.buffers.length;
    this.used = 0;
    return this.failed ?? this.busy[this.at];
  }

  /** Every byte is in: writes what is left; resolves once all of it landed. */
  async end(): Promise<void> {
    await this.writing;
    if (this.used > 0) {
      this.queue(this.at, this.used);
      this.used = 0;
      await this.writing;
    }
  }

  /** After a failure: the writes in flight settle first, so nothing writes after we return. */
  async settle(): Promise<void> {
    await this.writing?.catch(() => undefined);
  }

  private queue(index: number, length: number): void {
    const buffer = this.buffers[index]!;
    const previous = this.writing ?? Promise.resolve();
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
    this.busy[index] = next;
    // Awaited by `end`, `settle` or a later `filled`; marked handled here so that a failed
    // write waiting for one of them is never an unhandled rejection.
    next.then(
      () => {
        if (this.busy[index] === next) this.busy[index] = undefined;
      },
      () => {
        this.failed ??= next;
      },
    );
  }
}

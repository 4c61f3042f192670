import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import type { ComputedDigests } from '../s3/body-digests.js';
import { workerThreads } from '../lazy-builtins.js';
import { ABORT, CONTROL, END, FRONTIER, HASHED, WORKER_SOURCE } from './hash-worker-source.js';

/** Which digests to compute of a file (see `digestsToCompute` in src/s3/body-digests.ts). */
export interface HashAlgorithms {
  readonly md5: boolean;
  readonly sha: 'sha256' | 'sha1' | undefined;
  readonly crc32: boolean;
}

/**
 * Hashes a file in offset order while it is still being written, in a worker thread: the writer
 * says how far the file is whole (`advance`), and the worker reads up to there, from the page
 * cache the writes just filled, and hashes. So the check of a download costs no pass after it
 * ends, and MD5 (about 700 MB/s on one core here, not parallel) runs beside the event loop that
 * drives the sockets instead of after it (issue 16). A download by one GET hands its bytes over
 * in shared memory instead (`hashShared`), so they are not read back from the file.
 *
 * A job shares three words with its worker (how far the file is whole, a control word, and how
 * many chunks handed over in shared memory it has hashed), and
 * the worker one more with all its jobs' writers (a change counter it sleeps on with
 * `Atomics.wait`), so an `advance` costs two stores and one notify, not a message.
 */
export class FileHasher {
  private readonly job: Job;
  /** The change counter of the job's worker. */
  private readonly bell: BigInt64Array;
  private readonly result: Promise<ComputedDigests>;
  private settled = false;
  /** Chunks sent to the worker (`hashShared`). */
  private chunksSent = 0n;
  /** Callers waiting for their chunk to be hashed: the count of chunks it takes, and the call. */
  private readonly waiting: Array<{ readonly chunks: bigint; readonly release: () => void }> = [];
  private watching = false;

  constructor(fd: number, algorithms: HashAlgorithms) {
    this.job = {
      id: nextJobId++,
      fd,
      words: new BigInt64Array(new SharedArrayBuffer(3 * 8)),
      algorithms,
    };
    const { bell, result } = pool.run(this.job);
    this.bell = bell;
    this.result = result;
    // A caller that aborts does not wait for the digests; their rejection is not unhandled.
    // Once the job has settled, the worker reads no chunk of it: their buffers are free.
    const done = () => {
      this.settled = true;
      for (const { release } of this.waiting.splice(0)) release();
    };
    this.result.then(done, done);
  }

  /**
   * The next bytes of the file, which have just landed, hashed from the caller's buffer in
   * shared memory instead of being read back from the file: no second copy of them through the
   * kernel (the read-back cost 0.13 CPU-s per 400 MB here). Resolves when the worker is done
   * with the buffer, which must not change before. A job is fed either so or by `advance`,
   * never both.
   */
  hashShared(bytes: Buffer): Promise<void> {
    if (!(bytes.buffer instanceof SharedArrayBuffer))
      throw new Error('hashShared takes a buffer in shared memory');
    if (this.settled) return Promise.resolve();
    const chunks = ++this.chunksSent;
    const hashed = new Promise<void>((release) => this.waiting.push({ chunks, release }));
    pool.send(this.job, {
      id: this.job.id,
      chunk: { memory: bytes.buffer, offset: bytes.byteOffset, length: bytes.length },
    });
    ring(this.bell);
    if (!this.watching) void this.watchHashed();
    return hashed;
  }

  /**
   * Releases the waiting chunks as the worker's count of hashed chunks passes theirs: one shared
   * word waited on with `Atomics.waitAsync`, not a reply message per chunk.
   */
  private async watchHashed(): Promise<void> {
    this.watching = true;
    while (this.waiting.length > 0 && !this.settled) {
      const hashed = Atomics.load(this.job.words, HASHED);
      while (this.waiting.length > 0 && this.waiting[0]!.chunks <= hashed)
        this.waiting.shift()!.release();
      if (this.waiting.length === 0) break;
      const wait = (Atomics as unknown as AtomicsWaitAsync).waitAsync(
        this.job.words,
        HASHED,
        hashed,
      );
      if (wait.async) await wait.value;
    }
    this.watching = false;
  }

  /** The file's first `bytes` are written and will not change: the worker may hash them. */
  advance(bytes: number): void {
    Atomics.store(this.job.words, FRONTIER, BigInt(bytes));
    ring(this.bell);
  }

  /** Every byte is written (`advance` reached the size): the digests once the worker is there. */
  finish(): Promise<ComputedDigests> {
    Atomics.store(this.job.words, CONTROL, END);
    ring(this.bell);
    return this.result;
  }

  /** Stops the hashing; resolves once the worker reads the file no more, so it may be closed. */
  async abort(): Promise<void> {
    if (this.settled) return;
    Atomics.store(this.job.words, CONTROL, ABORT);
    ring(this.bell);
    await this.result.catch(() => undefined);
  }
}

let nextJobId = 0;

/** `Atomics.waitAsync` (ES2024, in every Node this supports), which the TypeScript lib lacks. */
interface AtomicsWaitAsync {
  waitAsync(
    array: BigInt64Array,
    index: number,
    value: bigint,
  ): { async: false; value: string } | { async: true; value: Promise<string> };
}

/**
 * The MD5s of small files already on disk, in one message to a hash worker, which reads each
 * whole: for a tree of small files a job each costs twice the CPU of the hashing (issue 28).
 */
export function hashFilesMd5(
  files: ReadonlyArray<{ readonly path: string; readonly size: number }>,
): Promise<readonly BatchDigest[]> {
  const words = new BigInt64Array(new SharedArrayBuffer(2 * 8));
  const job: Job = { id: nextJobId++, fd: -1, files, words, algorithms: MD5_ONLY };
  return pool.run<readonly BatchDigest[]>(job).result;
}

const MD5_ONLY: HashAlgorithms = { md5: true, sha: undefined, crc32: false };

/**
 * Hashes a whole file already on disk in a hash worker, which opens, reads (4 MiB at a time) and
 * closes it: the comparison of a checksum sync (issue 28) shares the workers and the reads of the
 * download check. Fails when the file's size is no longer `sizeBytes` (changed since the walk).
 */
export function hashFile(
  filePath: string,
  sizeBytes: number,
  algorithms: HashAlgorithms,
): Promise<ComputedDigests> {
  const words = new BigInt64Array(new SharedArrayBuffer(2 * 8));
  words[FRONTIER] = BigInt(sizeBytes);
  words[CONTROL] = END;
  const job: Job = { id: nextJobId++, fd: -1, path: filePath, size: sizeBytes, words, algorithms };
  return pool.run(job).result;
}

function ring(bell: BigInt64Array): void {
  Atomics.add(bell, 0, 1n);
  Atomics.notify(bell, 0);
}

/** Bytes of a job's file in shared memory (`FileHasher.hashShared`). */
interface ChunkMessage {
  readonly id: number;
  readonly chunk: {
    readonly memory: SharedArrayBuffer;
    readonly offset: number;
    readonly length: number;
  };
}

interface Job {
  readonly id: number;
  /** A batch of small files to hash whole (MD5 only), instead of one file (hashFilesMd5). */
  readonly files?: ReadonlyArray<{ readonly path: string; readonly size: number }>;
  /** The file being written (FileHasher), or -1 with `path` for a file on disk (hashFile). */
  readonly fd: number;
  readonly path?: string | undefined;
  readonly size?: number | undefined;
  readonly words: BigInt64Array;
  readonly algorithms: HashAlgorithms;
}

/** One file of a batch: its MD5 and the worker's milliseconds on it, or why it could not be read. */
export interface BatchDigest {
  readonly md5Hex?: string;
  readonly ms?: number;
  readonly error?: string;
}

interface Reply {
  readonly id: number;
  readonly digests?: ComputedDigests;
  readonly batch?: readonly BatchDigest[];
  readonly aborted?: boolean;
  readonly error?: string;
}

interface Settle {
  readonly resolve: (digests: never) => void;
  readonly reject: (error: Error) => void;
}

/** A hash worker and the jobs it has now. */
interface HashWorker {
  readonly worker: Worker;
  readonly bell: BigInt64Array;
  readonly jobs: Map<number, Settle>;
}

/** A worker takes this many jobs before another worker is started (while under the limit). */
const JOBS_PER_WORKER = 2;

/**
 * Hash workers kept for the next download, each with several jobs in turn: a worker costs about
 * 0.06 CPU-s to start, and one hashes faster than two downloads land here (MD5 at ~700 MB/s,
 * 2 x 200 MB arriving at ~400 MB/s), so the second job of a run shares the first's worker.
 * Beyond JOBS_PER_WORKER per worker another starts, up to one per core (hashing is CPU work, so
 * more would only take turns); past that the least loaded worker takes the job.
 */
class HashWorkerPool {
  private readonly workers: HashWorker[] = [];
  private readonly limit = Math.max(1, Math.min(4, availableParallelism()));
  /** The worker of each job that takes chunks in shared memory. */
  private readonly workerOf = new Map<number, HashWorker>();

  /** A chunk for a job's worker; the caller rings its bell. */
  send(job: Job, message: ChunkMessage): void {
    this.workerOf.get(job.id)?.worker.postMessage(message);
  }

  run<T = ComputedDigests>(job: Job): { bell: BigInt64Array; result: Promise<T> } {
    let chosen = this.workers.reduce<HashWorker | undefined>(
      (least, w) => (!least || w.jobs.size < least.jobs.size ? w : least),
      undefined,
    );
    if (!chosen || (chosen.jobs.size >= JOBS_PER_WORKER && this.workers.length < this.limit))
      chosen = this.start();
    const hashWorker = chosen;
    const result = new Promise<T>((resolve, reject) =>
      hashWorker.jobs.set(job.id, { resolve, reject }),
    );
    if (job.fd >= 0) {
      // A download's job: `send` finds its worker for the chunks it hands over.
      this.workerOf.set(job.id, hashWorker);
      const forget = () => this.workerOf.delete(job.id);
      result.then(forget, forget);
    }
    hashWorker.worker.ref();
    hashWorker.worker.postMessage(job);
    ring(hashWorker.bell); // a worker already busy takes the job at its next turn
    return { bell: hashWorker.bell, result };
  }

  private start(): HashWorker {
    const bell = new BigInt64Array(new SharedArrayBuffer(8));
    // Its heap holds next to nothing: the 4 MiB read buffer lives outside it.
    const worker = new (workerThreads().Worker)(WORKER_SOURCE, {
      eval: true,
      workerData: { bell },
      resourceLimits: { maxYoungGenerationSizeMb: 2 },
    });
    const hashWorker: HashWorker = { worker, bell, jobs: new Map() };
    worker.on('message', (reply: Reply) => {
      const settle = hashWorker.jobs.get(reply.id);
      hashWorker.jobs.delete(reply.id);
      // An idle worker must not keep the process alive.
      if (hashWorker.jobs.size === 0) worker.unref();
      if (!settle) return;
      if (reply.error !== undefined)
        settle.reject(new Error(`hashing the file failed: ${reply.error}`));
      else if (reply.batch) settle.resolve(reply.batch as never);
      else if (reply.aborted || !reply.digests)
        settle.reject(new Error('hashing the downloaded file stopped'));
      else settle.resolve(reply.digests as never);
    });
    // A worker that fails or ends fails its jobs, and the next jobs go to a new one.
    const lost = (error: Error) => {
      const at = this.workers.indexOf(hashWorker);
      if (at >= 0) this.workers.splice(at, 1);
      for (const settle of hashWorker.jobs.values()) settle.reject(error);
      hashWorker.jobs.clear();
    };
    worker.on('error', (error) => {
      lost(error);
      void worker.terminate();
    });
    worker.on('exit', (code) => lost(new Error(`the hash worker ended (exit code ${code})`)));
    this.workers.push(hashWorker);
    return hashWorker;
  }
}

const pool = new HashWorkerPool();

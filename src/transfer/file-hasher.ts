import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import type { ComputedDigests } from '../s3/body-digests.js';
import { workerThreads } from '../lazy-builtins.js';

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
 * drives the sockets instead of after it (issue 16).
 *
 * A job shares two words with its worker (how far the file is whole, and a control word), and
 * the worker one more with all its jobs' writers (a change counter it sleeps on with
 * `Atomics.wait`), so an `advance` costs two stores and one notify, not a message.
 */
export class FileHasher {
  private readonly job: Job;
  /** The change counter of the job's worker. */
  private readonly bell: BigInt64Array;
  private readonly result: Promise<ComputedDigests>;
  private settled = false;

  constructor(fd: number, algorithms: HashAlgorithms) {
    this.job = {
      id: nextJobId++,
      fd,
      words: new BigInt64Array(new SharedArrayBuffer(2 * 8)),
      algorithms,
    };
    const { bell, result } = pool.run(this.job);
    this.bell = bell;
    this.result = result;
    // A caller that aborts does not wait for the digests; their rejection is not unhandled.
    this.result.then(
      () => (this.settled = true),
      () => (this.settled = true),
    );
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

const FRONTIER = 0;
const CONTROL = 1;
const END = 1n;
const ABORT = -1n;

/** Bytes the worker reads (and hashes) at a time, before it turns to its next job. */
const READ_BYTES = 4 * 1024 * 1024;

/**
 * The worker's code, evaluated (`eval: true`) so that it needs no bundle of its own: it uses only
 * Node's built-in modules. A job comes as a message; while it has jobs, the worker takes the
 * next ones synchronously (`receiveMessageOnPort`), hashes a read of each job that has bytes in
 * turn, and sleeps on the bell when none has; with none left it returns to its event loop. Each
 * reply is a job's digests, or that it stopped, or an error message.
 */
const WORKER_SOURCE = `
const { parentPort, receiveMessageOnPort, workerData } = require('node:worker_threads');
const { closeSync, fstatSync, openSync, readSync } = require('node:fs');
const { createHash } = require('node:crypto');
const { crc32 } = require('node:zlib');
const bell = workerData.bell;
const buffer = Buffer.allocUnsafeSlow(${READ_BYTES});
const jobs = [];
function add(message) {
  if (message.files) return hashBatch(message);
  addJob(message);
}
/** Small files, whole, one after another: one message for many, where a job each costs more. */
function hashBatch({ id, files }) {
  const digests = [];
  for (const { path, size } of files) {
    const started = performance.now();
    let fd = -1;
    try {
      fd = openSync(path, 'r');
      const now = fstatSync(fd).size;
      if (now !== size) throw new Error('its size is now ' + now + ' bytes, not the ' + size + ' listed');
      const md5 = createHash('md5');
      for (let at = 0; at < size; ) {
        const n = readSync(fd, buffer, 0, Math.min(buffer.length, size - at), at);
        if (n === 0) throw new Error('the file ended at ' + at + ' bytes, before ' + size);
        md5.update(buffer.subarray(0, n));
        at += n;
      }
      digests.push({ md5Hex: md5.digest('hex'), ms: performance.now() - started });
    } catch (error) {
      digests.push({ error: String(error && error.message || error) });
    } finally {
      if (fd >= 0) closeSync(fd);
    }
  }
  parentPort.postMessage({ id, batch: digests });
}
function addJob({ id, fd, path, size, words, algorithms }) {
  let own = false;
  if (path !== undefined) {
    // A file already on disk: opened here, so its open and close cost the main thread nothing.
    try {
      fd = openSync(path, 'r');
      own = true;
      const now = fstatSync(fd).size;
      if (now !== size) throw new Error('its size is now ' + now + ' bytes, not the ' + size + ' listed');
    } catch (error) {
      if (own) closeSync(fd);
      return parentPort.postMessage({ id, error: String(error && error.message || error) });
    }
  }
  jobs.push({
    id, fd, own, words, crc32: algorithms.crc32, at: 0, crc: 0,
    md5: algorithms.md5 ? createHash('md5') : undefined,
    sha: algorithms.sha ? createHash(algorithms.sha) : undefined,
  });
}
/** Hashes one read of the job; true when it has settled (and was replied to). */
function step(job) {
  try {
    const frontier = Number(Atomics.load(job.words, ${FRONTIER}));
    const control = Atomics.load(job.words, ${CONTROL});
    if (control === ${ABORT}n) {
      parentPort.postMessage({ id: job.id, aborted: true });
      if (job.own) closeSync(job.fd);
      return true;
    }
    if (job.at < frontier) {
      const n = readSync(job.fd, buffer, 0, Math.min(buffer.length, frontier - job.at), job.at);
      if (n === 0) throw new Error('the file ended at ' + job.at + ' bytes, before ' + frontier);
      const bytes = buffer.subarray(0, n);
      job.md5?.update(bytes);
      job.sha?.update(bytes);
      if (job.crc32) job.crc = crc32(bytes, job.crc);
      job.at += n;
      job.moved = true;
      return false;
    }
    if (control !== ${END}n) return false;
    parentPort.postMessage({
      id: job.id,
      digests: { md5Hex: job.md5?.digest('hex'), shaBase64: job.sha?.digest('base64'), crc32: job.crc32 ? job.crc : undefined },
    });
  } catch (error) {
    parentPort.postMessage({ id: job.id, error: String(error && error.message || error) });
  }
  if (job.own) closeSync(job.fd);
  return true;
}
parentPort.on('message', (first) => {
  add(first);
  while (jobs.length > 0) {
    const seen = Atomics.load(bell, 0);
    for (let m = receiveMessageOnPort(parentPort); m; m = receiveMessageOnPort(parentPort)) add(m.message);
    let moved = false;
    for (let i = 0; i < jobs.length; i++) {
      const job = jobs[i];
      job.moved = false;
      if (step(job)) jobs.splice(i--, 1);
      else moved ||= job.moved;
    }
    if (!moved && jobs.length > 0) Atomics.wait(bell, 0, seen);
  }
});
`;

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

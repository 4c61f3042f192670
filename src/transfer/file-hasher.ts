import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ComputedDigests } from '../s3/body-digests.js';

/** Which digests to compute of a file (see `digestsToCompute` in src/s3/body-digests.ts). */
export interface HashAlgorithms {
  readonly md5: boolean;
  readonly sha: 'sha256' | 'sha1' | undefined;
  readonly crc32: boolean;
}

/**
 * Hashes a file in offset order while it is still being written, in a worker thread: the writer
 * says how far the file is whole (`advance`), and the worker reads up to there, from the page
 * cache the writes just filled, and hashes. So the check of a ranged download costs no pass
 * after it ends, and MD5 (about 300-600 MB/s on one core, not parallel) runs beside the event
 * loop that drives the sockets instead of after it (issue 16).
 *
 * The two threads share three words: a change counter, the whole prefix's length, and a control
 * word. The worker re-reads them after every read and sleeps on the counter with `Atomics.wait`,
 * so an `advance` costs one store and one notify, not a message.
 */
export class FileHasher {
  private readonly words = new BigInt64Array(new SharedArrayBuffer(3 * 8));
  private readonly job: Job;
  private readonly result: Promise<ComputedDigests>;
  private settled = false;

  constructor(fd: number, algorithms: HashAlgorithms) {
    this.job = { fd, words: this.words, algorithms, started: false };
    this.result = pool.run(this.job);
    // A caller that aborts does not wait for the digests; their rejection is not unhandled.
    this.result.then(
      () => (this.settled = true),
      () => (this.settled = true),
    );
  }

  /** The file's first `bytes` are written and will not change: the worker may hash them. */
  advance(bytes: number): void {
    Atomics.store(this.words, FRONTIER, BigInt(bytes));
    this.wake();
  }

  /** Every byte is written (`advance` reached the size): the digests once the worker is there. */
  finish(): Promise<ComputedDigests> {
    Atomics.store(this.words, CONTROL, END);
    this.wake();
    return this.result;
  }

  /** Stops the worker; resolves once it reads the file no more, so the file may be closed. */
  async abort(): Promise<void> {
    if (this.settled) return;
    Atomics.store(this.words, CONTROL, ABORT);
    this.wake();
    // A job still queued never reaches a worker (the pool looks at the control word first).
    if (this.job.started) await this.result.catch(() => undefined);
  }

  private wake(): void {
    Atomics.add(this.words, CHANGES, 1n);
    Atomics.notify(this.words, CHANGES);
  }
}

const CHANGES = 0;
const FRONTIER = 1;
const CONTROL = 2;
const END = 1n;
const ABORT = -1n;

/** Bytes the worker reads (and hashes) at a time. */
const READ_BYTES = 4 * 1024 * 1024;

/**
 * The worker's code, evaluated (`eval: true`) so that it needs no bundle of its own: it uses only
 * Node's built-in modules. One job at a time; the reply is the digests or an error message.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { readSync } = require('node:fs');
const { createHash } = require('node:crypto');
const { crc32 } = require('node:zlib');
const buffer = Buffer.allocUnsafeSlow(${READ_BYTES});
parentPort.on('message', ({ fd, words, algorithms }) => {
  try {
    const md5 = algorithms.md5 ? createHash('md5') : undefined;
    const sha = algorithms.sha ? createHash(algorithms.sha) : undefined;
    let crc = 0;
    let at = 0;
    for (;;) {
      const seen = Atomics.load(words, ${CHANGES});
      const frontier = Number(Atomics.load(words, ${FRONTIER}));
      const control = Atomics.load(words, ${CONTROL});
      if (control === ${ABORT}n) return parentPort.postMessage({ aborted: true });
      if (at < frontier) {
        const n = readSync(fd, buffer, 0, Math.min(buffer.length, frontier - at), at);
        if (n === 0) throw new Error('the file ended at ' + at + ' bytes, before ' + frontier);
        const bytes = buffer.subarray(0, n);
        md5?.update(bytes);
        sha?.update(bytes);
        if (algorithms.crc32) crc = crc32(bytes, crc);
        at += n;
        continue;
      }
      if (control === ${END}n) {
        return parentPort.postMessage({
          digests: { md5Hex: md5?.digest('hex'), shaBase64: sha?.digest('base64'), crc32: algorithms.crc32 ? crc : undefined },
        });
      }
      Atomics.wait(words, ${CHANGES}, seen);
    }
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message || error) });
  }
});
`;

interface Job {
  readonly fd: number;
  readonly words: BigInt64Array;
  readonly algorithms: HashAlgorithms;
  /** Set when a worker took it: from then on, the file must stay open until it replies. */
  started: boolean;
}

interface Reply {
  readonly digests?: ComputedDigests;
  readonly aborted?: boolean;
  readonly error?: string;
}

/**
 * Idle workers kept for the next large download, and at most one per core busy: hashing is CPU
 * work, so more workers than cores would only take turns. A job beyond that waits for a worker
 * and then catches up from the page cache.
 */
class HashWorkerPool {
  private readonly idle: Worker[] = [];
  private busy = 0;
  private readonly queue: Array<() => void> = [];
  private readonly limit = Math.max(1, Math.min(4, availableParallelism()));

  async run(job: Job): Promise<ComputedDigests> {
    if (this.busy >= this.limit) await new Promise<void>((go) => this.queue.push(go));
    if (Atomics.load(job.words, CONTROL) === ABORT) {
      this.queue.shift()?.();
      throw new Error('hashing the downloaded file stopped');
    }
    this.busy++;
    const worker = this.idle.pop() ?? startWorker();
    let healthy = true;
    try {
      job.started = true;
      const reply = await new Promise<Reply>((resolve, reject) => {
        const onMessage = (reply: Reply) => {
          worker.off('error', onError);
          resolve(reply);
        };
        const onError = (error: Error) => {
          healthy = false;
          worker.off('message', onMessage);
          reject(error);
        };
        worker.once('message', onMessage);
        worker.once('error', onError);
        worker.ref();
        worker.postMessage({ fd: job.fd, words: job.words, algorithms: job.algorithms });
      });
      if (reply.error !== undefined)
        throw new Error(`hashing the downloaded file failed: ${reply.error}`);
      if (reply.aborted || !reply.digests) throw new Error('hashing the downloaded file stopped');
      return reply.digests;
    } finally {
      this.busy--;
      if (healthy) {
        // An idle worker must not keep the process alive.
        worker.unref();
        this.idle.push(worker);
      } else void worker.terminate();
      this.queue.shift()?.();
    }
  }
}

function startWorker(): Worker {
  // Its heap holds next to nothing: the 4 MiB read buffer lives outside it.
  return new Worker(WORKER_SOURCE, { eval: true, resourceLimits: { maxYoungGenerationSizeMb: 2 } });
}

const pool = new HashWorkerPool();

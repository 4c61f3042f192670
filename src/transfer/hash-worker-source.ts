/**
 * The code of `file-hasher.ts`'s workers, and the words a job shares with one: kept apart so
 * that the pool and the hashers read as TypeScript. Evaluated as a string, so it may use only
 * Node's built-in modules.
 */

/** A job's words: how far the file is whole, the control word, chunks hashed in place. */
export const FRONTIER = 0;
export const CONTROL = 1;
/** Chunks in shared memory hashed (`hashShared`); only a FileHasher's words have it. */
export const HASHED = 2;
export const END = 1n;
export const ABORT = -1n;

/** Bytes the worker reads (and hashes) at a time, before it turns to its next job. */
const READ_BYTES = 4 * 1024 * 1024;

/**
 * The worker's code, evaluated (`eval: true`) so that it needs no bundle of its own: it uses only
 * Node's built-in modules. A job comes as a message; while it has jobs, the worker takes the
 * next ones synchronously (`receiveMessageOnPort`), hashes a read of each job that has bytes in
 * turn, and sleeps on the bell when none has; with none left it returns to its event loop. Each
 * reply is a job's digests, or that it stopped, or an error message.
 */
export const WORKER_SOURCE = `
const { parentPort, receiveMessageOnPort, workerData } = require('node:worker_threads');
const { closeSync, fstatSync, openSync, readSync } = require('node:fs');
const { createHash } = require('node:crypto');
const { crc32 } = require('node:zlib');
const bell = workerData.bell;
const buffer = Buffer.allocUnsafeSlow(${READ_BYTES});
const jobs = [];
function add(message) {
  if (message.files) return hashBatch(message);
  if (message.chunk) return hashChunk(message);
  addJob(message);
}
/** Bytes of a job's file that the writer hands over in shared memory: hashed where they lie. */
function hashChunk({ id, chunk }) {
  // A job already ended has no one waiting: its writer was released when it ended.
  const job = jobs.find((j) => j.id === id);
  if (!job) return;
  const bytes = Buffer.from(chunk.memory, chunk.offset, chunk.length);
  job.md5?.update(bytes);
  job.sha?.update(bytes);
  if (job.crc32) job.crc = crc32(bytes, job.crc);
  // The writer waits on this count to fill the buffer again.
  Atomics.add(job.words, ${HASHED}, 1n);
  Atomics.notify(job.words, ${HASHED});
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

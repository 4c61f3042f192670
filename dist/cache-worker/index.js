import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
var __webpack_exports__ = {};

;// CONCATENATED MODULE: external "node:crypto"
const external_node_crypto_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");
;// CONCATENATED MODULE: external "node:fs"
const external_node_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");
;// CONCATENATED MODULE: external "node:path"
const external_node_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");
;// CONCATENATED MODULE: external "node:worker_threads"
const external_node_worker_threads_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");
;// CONCATENATED MODULE: external "node:zlib"
const external_node_zlib_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");
;// CONCATENATED MODULE: ./build/cache/cache-memory-trace.js


/**
 * A diagnostic for the cache benchmark: with S3_SYNC_CACHE_MEMORY_TRACE naming a file, the main
 * thread samples its memory every 25 ms while a worker pool is open, and each worker records
 * its own at the heaviest point of every task (frames decoded, before landing). One JSON line
 * per sample: `{t, thread, where, rss, heapUsed, heapTotal, external, arrayBuffers}` (bytes,
 * t in ms of the wall clock). rss is the whole process's; the rest is the thread's own isolate
 * (`process.memoryUsage()` in a worker reports that worker's heap). Off by default: nothing is
 * measured or written.
 */
const TRACE_FILE = process.env.S3_SYNC_CACHE_MEMORY_TRACE;
const memoryTraceOn = Boolean(TRACE_FILE);
function traceMemory(where) {
    if (!TRACE_FILE)
        return;
    const m = process.memoryUsage();
    const line = {
        t: Date.now(),
        thread: external_node_worker_threads_namespaceObject.threadId,
        where,
        rss: m.rss,
        heapUsed: m.heapUsed,
        heapTotal: m.heapTotal,
        external: m.external,
        arrayBuffers: m.arrayBuffers,
    };
    (0,external_node_fs_namespaceObject.appendFileSync)(TRACE_FILE, `${JSON.stringify(line)}\n`);
}
/** Samples the calling thread every 25 ms until the returned function is called. */
function sampleMemory(where) {
    if (!TRACE_FILE)
        return () => undefined;
    traceMemory(where);
    const timer = setInterval(() => traceMemory(where), 25);
    timer.unref();
    return () => clearInterval(timer);
}

;// CONCATENATED MODULE: ./build/cache/release-buffer.js
/**
 * Frees a buffer's memory now instead of at the thread's next garbage collection, by detaching
 * its ArrayBuffer (`ArrayBuffer.prototype.transfer(0)`, Node 21 and later; a no-op where it is
 * missing). V8 collects a worker's dead buffers late: 200 frames of 2 MB decoded one after the
 * other held 124 MB of RSS, against 52 MB when each was released (a script on the shared
 * machine), and a restore's worker arenas stayed as large as that pile.
 *
 * Only for buffers the caller owns outright, with no other view still in use: every view of the
 * ArrayBuffer becomes empty. Buffers up to Buffer.poolSize are left alone, since small ones
 * share Node's allocation pool with unrelated buffers.
 */
function releaseBuffer(view) {
    const buffer = view.buffer;
    if (!(buffer instanceof ArrayBuffer) || buffer.byteLength <= Buffer.poolSize)
        return;
    if (buffer.detached === false)
        buffer.transfer?.(0);
}

;// CONCATENATED MODULE: ./build/cache/zstd-frame.js

const ZSTD_MAGIC = 0xfd2fb528;
/** The most a frame may decode to; also the cap of the output buffer allocated up front. */
const MAX_FRAME_OUTPUT_BYTES = 1 << 30;
/** A frame header's declared size is trusted for the buffer up to this; larger ones grow. */
const MAX_PREALLOCATED_BYTES = 64 * 1024 * 1024;
const DEFAULT_CHUNK_BYTES = 1 << 20;
/**
 * The decoded size a zstd frame declares in its header (Frame_Content_Size, RFC 8878 3.1.1.1),
 * or undefined when it does not say. Our packs and blobs always say: zstdCompressSync sees the
 * whole input at once and writes it.
 */
function frameContentSize(frame) {
    if (frame.length < 6)
        return undefined;
    const view = new DataView(frame.buffer, frame.byteOffset, frame.byteLength);
    if (view.getUint32(0, true) !== ZSTD_MAGIC)
        return undefined;
    const descriptor = frame[4];
    const fcsFlag = descriptor >> 6;
    const singleSegment = (descriptor >> 5) & 1;
    const dictFlag = descriptor & 3;
    const at = 5 + (singleSegment ? 0 : 1) + [0, 1, 2, 4][dictFlag];
    const fcsBytes = [singleSegment ? 1 : 0, 2, 4, 8][fcsFlag];
    if (fcsBytes === 0 || frame.length < at + fcsBytes)
        return undefined;
    if (fcsBytes === 1)
        return view.getUint8(at);
    if (fcsBytes === 2)
        return view.getUint16(at, true) + 256;
    if (fcsBytes === 4)
        return view.getUint32(at, true);
    const size = view.getBigUint64(at, true);
    return size <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(size) : undefined;
}
/**
 * Decodes one zstd frame (one decoder per frame: nodejs/node #64741) into a single buffer of
 * the size its header declares. zlib's default 16 KiB output chunks, concatenated at the end,
 * made each frame cost twice its size in short-lived buffers and took 6x longer (3.7 ms against
 * 0.6 ms for 3 MB); the garbage, in each worker's heap, was much of a restore's peak RSS.
 * A header may lie: the output is still bounded by MAX_FRAME_OUTPUT_BYTES, and the caller checks
 * every file's hash.
 */
function decodeFrame(frame) {
    const declared = frameContentSize(frame);
    // One byte more than declared, so a frame that is true to its header ends inside one chunk.
    const chunkSize = declared === undefined
        ? DEFAULT_CHUNK_BYTES
        : Math.max(64, Math.min(declared + 1, MAX_PREALLOCATED_BYTES));
    return external_node_zlib_namespaceObject.zstdDecompressSync(frame, { chunkSize, maxOutputLength: MAX_FRAME_OUTPUT_BYTES });
}

;// CONCATENATED MODULE: ./build/cache/tar-header.js
/**
 * The one kind of tar header a pack holds: a regular file named by its content's SHA-256, mode
 * 0644, owner 0, mtime 0 (ustar; the metadata lives in the manifest). node-tar's Header was the
 * packer's bottleneck: 50,000 headers took it 1.1-1.4 s, against 0.14-0.26 s for this template
 * (tsx, the shared 2-core machine under load, two runs), and about 0.1 s for zstd level 3 to
 * compress 100 MiB of source-like text. Tests check the output with node-tar's parser (the
 * reference) and GNU tar (`tar --zstd -tf` on a pack).
 */
const BLOCK = 512;
const TEMPLATE = (() => {
    const header = Buffer.alloc(BLOCK);
    header.write('0000644\0', 100, 'latin1'); // mode
    header.write('0000000\0', 108, 'latin1'); // uid
    header.write('0000000\0', 116, 'latin1'); // gid
    header.write('00000000000\0', 136, 'latin1'); // mtime
    header.write('        ', 148, 'latin1'); // checksum, counted as spaces
    header.write('0', 156, 'latin1'); // type: regular file
    header.write('ustar\0' + '00', 257, 'latin1'); // magic and version
    return header;
})();
const TEMPLATE_SUM = TEMPLATE.reduce((sum, byte) => sum + byte, 0);
/** The largest size ustar's 11 octal digits hold (8 GiB - 1); packs hold files under 8 MiB. */
const MAX_SIZE = 0o77777777777;
function contentHeader(sha256, size) {
    if (sha256.length !== 64 || !(size >= 0 && size <= MAX_SIZE))
        throw new RangeError(`no tar header for ${JSON.stringify(sha256)} of ${size} bytes`);
    const header = Buffer.allocUnsafe(BLOCK);
    TEMPLATE.copy(header);
    header.write(sha256, 0, 'latin1');
    const octalSize = `${size.toString(8).padStart(11, '0')}\0`;
    header.write(octalSize, 124, 'latin1');
    let sum = TEMPLATE_SUM;
    for (let i = 0; i < 64; i++)
        sum += sha256.charCodeAt(i);
    for (let i = 0; i < 11; i++)
        sum += octalSize.charCodeAt(i);
    header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'latin1');
    return header;
}

;// CONCATENATED MODULE: ./build/cache/cache-worker.js









const READ_CHUNK_BYTES = 1 << 20;
const TAR_BLOCK = 512;
/** A blob is compressed only when a sample of it shrinks below this share of its size. */
const BLOB_COMPRESS_RATIO = 0.9;
const ZSTD_LEVEL = 3;
let nextTemp = 0;
/** Unique per process, thread and counter: `wx` would refuse a clash anyway. */
function tempBeside(target) {
    return external_node_path_namespaceObject.join(external_node_path_namespaceObject.dirname(target), `.s3cache-${process.pid}-${external_node_worker_threads_namespaceObject.threadId}-${nextTemp++}`);
}
/** Reads a whole file with blocking calls: the worker has nothing else to do meanwhile. */
function readWhole(file, size) {
    const fd = (0,external_node_fs_namespaceObject.openSync)(file, 'r');
    try {
        const buffer = Buffer.allocUnsafe(size);
        let at = 0;
        while (at < size) {
            const n = (0,external_node_fs_namespaceObject.readSync)(fd, buffer, at, size - at, at);
            if (n === 0)
                break;
            at += n;
        }
        if (at !== size)
            throw new Error(`${JSON.stringify(file)} changed size while it was saved`);
        return buffer;
    }
    finally {
        (0,external_node_fs_namespaceObject.closeSync)(fd);
    }
}
function hashFile(file) {
    const hash = (0,external_node_crypto_namespaceObject.createHash)('sha256');
    const fd = (0,external_node_fs_namespaceObject.openSync)(file, 'r');
    try {
        const buffer = Buffer.allocUnsafe(READ_CHUNK_BYTES);
        for (;;) {
            const n = (0,external_node_fs_namespaceObject.readSync)(fd, buffer, 0, buffer.length, null);
            if (n === 0)
                break;
            hash.update(n === buffer.length ? buffer : buffer.subarray(0, n));
        }
    }
    finally {
        (0,external_node_fs_namespaceObject.closeSync)(fd);
    }
    return hash.digest('hex');
}
function hash(task) {
    return task.files.map((f) => {
        if (f.size > READ_CHUNK_BYTES)
            return hashFile(f.path);
        const content = readWhole(f.path, f.size);
        const digest = (0,external_node_crypto_namespaceObject.createHash)('sha256').update(content).digest('hex');
        releaseBuffer(content);
        return digest;
    });
}
/**
 * One frame, with zstd's content checksum (XXH64 of what it decodes to, 4 bytes): a restore
 * fetches frames by range and no longer hashes whole packs, so a corrupt byte that would only
 * change a tar header (never used: files are placed by the manifest and checked against their
 * own hashes) is still caught by the decoder. The output buffer is sized to the input up front
 * (source shrinks 3-5x, so the frame fits): zlib's default 16 KiB chunks, concatenated at the
 * end, doubled the garbage.
 */
function compress(chunks) {
    const input = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
    const frame = external_node_zlib_namespaceObject.zstdCompressSync(input, {
        chunkSize: Math.max(64, input.length + 1024),
        params: {
            [external_node_zlib_namespaceObject.constants.ZSTD_c_compressionLevel]: ZSTD_LEVEL,
            [external_node_zlib_namespaceObject.constants.ZSTD_c_checksumFlag]: 1,
        },
    });
    if (input !== chunks[0])
        releaseBuffer(input);
    return frame;
}
/**
 * Tar members named by their content hash, grouped into zstd frames of about `frameBytes`; the
 * last frame ends with tar's two zero blocks, so the pack is a valid `.tar.zst`. Each content is
 * hashed again as it is read: a file changed since the hash pass fails the save instead of
 * storing bytes under the wrong hash. Headers come from a template (see tar-header.ts).
 */
function pack(task) {
    const out = [];
    const frames = [];
    const places = [];
    let offset = 0;
    let chunks = [];
    let frameLength = 0;
    const flush = () => {
        // A copy of the frame alone: compress() returns a view on a buffer of the input's size.
        const compressed = compress(chunks);
        const frame = Buffer.from(compressed);
        releaseBuffer(compressed);
        for (const chunk of chunks)
            releaseBuffer(chunk); // contents read for this frame only
        frames.push([offset, frame.length]);
        out.push(frame);
        offset += frame.length;
        chunks = [];
        frameLength = 0;
    };
    task.items.forEach((item, i) => {
        const content = readWhole(item.path, item.size);
        if ((0,external_node_crypto_namespaceObject.createHash)('sha256').update(content).digest('hex') !== item.sha256)
            throw new Error(`${JSON.stringify(item.path)} changed while it was saved`);
        const header = contentHeader(item.sha256, item.size);
        places.push([frames.length, frameLength + TAR_BLOCK]);
        chunks.push(header, content);
        const pad = (TAR_BLOCK - (item.size % TAR_BLOCK)) % TAR_BLOCK;
        if (pad)
            chunks.push(Buffer.alloc(pad));
        frameLength += TAR_BLOCK + item.size + pad;
        if (frameLength >= task.frameBytes && i < task.items.length - 1)
            flush();
    });
    chunks.push(Buffer.alloc(2 * TAR_BLOCK));
    flush();
    // Its own ArrayBuffer (never Node's shared pool), so it can be transferred to the main thread.
    const body = new Uint8Array(offset);
    let at = 0;
    for (const frame of out) {
        body.set(frame, at);
        at += frame.length;
    }
    return { body, sha256: (0,external_node_crypto_namespaceObject.createHash)('sha256').update(body).digest('hex'), frames, places };
}
/** Compresses a large file into frames in a temporary file, or keeps it as it is if that does not pay. */
function blob(task) {
    const fd = (0,external_node_fs_namespaceObject.openSync)(task.path, 'r');
    try {
        const sample = Buffer.allocUnsafe(Math.min(READ_CHUNK_BYTES, task.size));
        (0,external_node_fs_namespaceObject.readSync)(fd, sample, 0, sample.length, 0);
        if (compress([sample]).length > sample.length * BLOB_COMPRESS_RATIO) {
            return {
                compression: 'none',
                sha256: task.sha256,
                size: task.size,
                frames: [[0, task.size]],
            };
        }
        const outFd = (0,external_node_fs_namespaceObject.openSync)(task.tempPath, 'wx');
        const hash = (0,external_node_crypto_namespaceObject.createHash)('sha256');
        const content = (0,external_node_crypto_namespaceObject.createHash)('sha256');
        const frames = [];
        let offset = 0;
        try {
            const buffer = Buffer.allocUnsafe(task.frameBytes);
            for (let position = 0; position < task.size;) {
                const n = (0,external_node_fs_namespaceObject.readSync)(fd, buffer, 0, Math.min(buffer.length, task.size - position), position);
                if (n === 0)
                    throw new Error(`${JSON.stringify(task.path)} shrank while it was saved`);
                const input = buffer.subarray(0, n);
                content.update(input);
                const frame = compress([input]);
                hash.update(frame);
                for (let at = 0; at < frame.length;)
                    at += (0,external_node_fs_namespaceObject.writeSync)(outFd, frame, at);
                frames.push([offset, frame.length]);
                offset += frame.length;
                position += n;
                releaseBuffer(frame); // after its length is taken: a released buffer is empty
            }
        }
        finally {
            (0,external_node_fs_namespaceObject.closeSync)(outFd);
        }
        if (content.digest('hex') !== task.sha256)
            throw new Error(`${JSON.stringify(task.path)} changed while it was saved`);
        return { compression: 'zstd', sha256: hash.digest('hex'), size: offset, frames };
    }
    finally {
        (0,external_node_fs_namespaceObject.closeSync)(fd);
    }
}
/** Writes every byte of `bytes` at the file's current position. */
function writeAll(fd, bytes) {
    for (let at = 0; at < bytes.length;)
        at += (0,external_node_fs_namespaceObject.writeSync)(fd, bytes, at, bytes.length - at);
}
/**
 * Writes a file under a temporary name (`write` fills it, and may throw to refuse it), stamps
 * it, and renames it over the target: nothing partial is ever visible under the final name.
 */
function land(target, write, mode, mtimeMs, written) {
    const temp = tempBeside(target);
    const fd = (0,external_node_fs_namespaceObject.openSync)(temp, 'wx', 0o600);
    try {
        write(fd);
        (0,external_node_fs_namespaceObject.fchmodSync)(fd, mode);
        const mtime = new Date(mtimeMs);
        (0,external_node_fs_namespaceObject.futimesSync)(fd, mtime, mtime);
    }
    catch (error) {
        (0,external_node_fs_namespaceObject.closeSync)(fd);
        (0,external_node_fs_namespaceObject.rmSync)(temp, { force: true });
        throw error;
    }
    (0,external_node_fs_namespaceObject.closeSync)(fd);
    (0,external_node_fs_namespaceObject.renameSync)(temp, target);
    written.push(target);
}
class IntegrityError extends Error {
    name = 'IntegrityError';
}
/** Decodes a frame; one that zstd refuses is corruption, and the restore is a miss. */
function decodeOrRefuse(frame, object, index) {
    try {
        return decodeFrame(frame);
    }
    catch (error) {
        throw new IntegrityError(`${object} is corrupt: its frame ${index} does not decode (${error.message})`);
    }
}
/**
 * Frame by frame: decode one, land its files, let it go, so a task holds one decoded frame
 * (about 2 MiB) at a time rather than all of its frames.
 */
function unpack(task, written) {
    const body = Buffer.from(task.body.buffer, task.body.byteOffset, task.body.byteLength);
    const byFrame = new Map();
    for (const file of task.files) {
        const list = byFrame.get(file.frame);
        if (list)
            list.push(file);
        else
            byFrame.set(file.frame, [file]);
    }
    const fetched = new Set(task.frames.map(([index]) => index));
    for (const file of task.files)
        if (!fetched.has(file.frame))
            throw new IntegrityError(`${task.object} does not hold the bytes its manifest says`);
    let traced = false;
    for (const [index, offset, length] of task.frames) {
        const files = byFrame.get(index);
        if (!files)
            continue; // fetched only because it sat between two needed frames
        const frame = body.subarray(offset, offset + length);
        const decoded = task.compression === 'zstd' ? decodeOrRefuse(frame, task.object, index) : frame;
        if (!traced)
            traceMemory('worker-unpack');
        traced = true;
        for (const file of files) {
            const content = decoded.subarray(file.at, file.at + file.size);
            if (content.length !== file.size)
                throw new IntegrityError(`${task.object} does not hold the bytes its manifest says`);
            if ((0,external_node_crypto_namespaceObject.createHash)('sha256').update(content).digest('hex') !== file.sha256)
                throw new IntegrityError(`a file's content in ${task.object} does not match its hash: the object is corrupt`);
            land(file.target, (fd) => writeAll(fd, content), file.mode, file.mtimeMs, written);
        }
        if (decoded !== frame)
            releaseBuffer(decoded);
    }
}
function blobLand(task, written) {
    try {
        const { file } = task;
        if (hashFile(task.downloaded) !== task.objectSha256)
            throw new IntegrityError(`${task.object} does not match its hash`);
        if (task.compression === 'none') {
            fchmodAndStamp(task.downloaded, file.mode, file.mtimeMs);
            (0,external_node_fs_namespaceObject.renameSync)(task.downloaded, file.target);
            written.push(file.target);
            return;
        }
        // Frame by frame into the temporary file, so memory holds one frame, not the whole file
        // (decoded whole, two 12-40 MB blobs at once took a 50k-file restore past 500 MB of RSS).
        const fd = (0,external_node_fs_namespaceObject.openSync)(task.downloaded, 'r');
        try {
            land(file.target, (out) => {
                const content = (0,external_node_crypto_namespaceObject.createHash)('sha256');
                // One read buffer for every frame (they are about the same size).
                let input = Buffer.allocUnsafe(0);
                task.frames.forEach(([offset, length], index) => {
                    if (input.length < length)
                        input = Buffer.allocUnsafe(length);
                    const frame = input.subarray(0, length);
                    if ((0,external_node_fs_namespaceObject.readSync)(fd, frame, 0, length, offset) !== length)
                        throw new IntegrityError(`${task.object} is shorter than its manifest says`);
                    const part = decodeOrRefuse(frame, task.object, index);
                    traceMemory('worker-blob');
                    content.update(part);
                    writeAll(out, part);
                    releaseBuffer(part);
                });
                if (content.digest('hex') !== file.sha256)
                    throw new IntegrityError(`the content of ${task.object} does not match its hash`);
            }, file.mode, file.mtimeMs, written);
        }
        finally {
            (0,external_node_fs_namespaceObject.closeSync)(fd);
        }
    }
    finally {
        (0,external_node_fs_namespaceObject.rmSync)(task.downloaded, { force: true });
    }
}
function fchmodAndStamp(file, mode, mtimeMs) {
    const fd = (0,external_node_fs_namespaceObject.openSync)(file, 'r');
    try {
        (0,external_node_fs_namespaceObject.fchmodSync)(fd, mode);
        const mtime = new Date(mtimeMs);
        (0,external_node_fs_namespaceObject.futimesSync)(fd, mtime, mtime);
    }
    finally {
        (0,external_node_fs_namespaceObject.closeSync)(fd);
    }
}
function runCacheWorker() {
    const port = external_node_worker_threads_namespaceObject.parentPort;
    port.on('message', ({ id, task }) => {
        const written = [];
        try {
            let result;
            const transfer = [];
            if (task.kind === 'hash')
                result = hash(task);
            else if (task.kind === 'pack') {
                const packed = pack(task);
                transfer.push(packed.body.buffer);
                result = packed;
            }
            else if (task.kind === 'blob')
                result = blob(task);
            else if (task.kind === 'unpack') {
                try {
                    unpack(task, written);
                }
                finally {
                    releaseBuffer(task.body); // moved here from the main thread: no one else holds it
                }
            }
            else
                blobLand(task, written);
            port.postMessage({ id, result, written }, transfer);
        }
        catch (error) {
            const e = error;
            port.postMessage({
                id,
                written,
                error: { name: e.name, message: e.message, ...(e.code ? { code: e.code } : {}) },
            });
        }
    });
}

;// CONCATENATED MODULE: ./build/cache/cache-worker-entry.js
// The cache worker's entry. ncc bundles it on its own (dist/cache-worker/index.js).

runCacheWorker();


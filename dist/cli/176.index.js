export const id = 176;
export const ids = [176];
export const modules = {

/***/ 4176:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  cli: () => (/* binding */ cli)
});

// UNUSED EXPORTS: cliVersion

// EXTERNAL MODULE: external "node:module"
var external_node_module_ = __webpack_require__(8995);
;// CONCATENATED MODULE: ./build/interrupt.js
/**
 * A run stopped by a signal. The runner cancels a step with SIGINT, then SIGTERM 7.5 s later,
 * then SIGKILL 2.5 s after that: the first signal aborts the run (which removes its temporary
 * files as each transfer unwinds); a second signal, or a run that has not unwound in time, gets
 * `cleanUp` called at once and the process ends with 128 + the signal's number.
 */
class InterruptedError extends Error {
    signalName;
    name = 'InterruptedError';
    constructor(signalName, message = signalName === 'SIGINT' ? 'interrupted (SIGINT)' : 'terminated (SIGTERM)') {
        super(message);
        this.signalName = signalName;
    }
    /** The shell's convention: 130 for SIGINT, 143 for SIGTERM. */
    get exitCode() {
        return this.signalName === 'SIGINT' ? 130 : 143;
    }
}
/** Time for the aborted run to unwind before its temporary files are removed for it. */
const UNWIND_MS = 5_000;
function abortOnSignals(controller, cleanUp, describe = (name) => new InterruptedError(name)) {
    let stoppedBy;
    let timer;
    const forceExit = (error) => {
        try {
            cleanUp();
        }
        finally {
            process.exit(error.exitCode);
        }
    };
    const onSignal = (name) => {
        const error = describe(name);
        if (stoppedBy)
            return forceExit(error);
        stoppedBy = error;
        controller.abort(error);
        timer = setTimeout(() => forceExit(error), UNWIND_MS);
        timer.unref();
    };
    const onInt = () => onSignal('SIGINT');
    const onTerm = () => onSignal('SIGTERM');
    process.on('SIGINT', onInt);
    process.on('SIGTERM', onTerm);
    return {
        get stoppedBy() {
            return stoppedBy;
        },
        dispose() {
            clearTimeout(timer);
            process.off('SIGINT', onInt);
            process.off('SIGTERM', onTerm);
        },
    };
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./build/pid-alive.js
/**
 * True when a process with this pid runs on this host (EPERM: it does, under another user).
 * Temporary names carry the pid of the run that made them, so a later run can tell a dead run's
 * leftovers from a live run's files: `src/transfer/temp-files.ts`, `src/cache/restore-staging.ts`.
 */
function isPidAlive(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (error) {
        return error.code === 'EPERM';
    }
}

;// CONCATENATED MODULE: ./build/transfer/temp-files.js




/**
 * The one owner of temporary file names. A download writes `.NAME.PID-N.s3sync-tmp` beside its
 * target and renames it over the target when whole. The name carries the pid, so a later run
 * can tell a dead run's leftovers (issue #14: after `kill -9` they stayed, full-size, and an
 * upload sync then sent them as objects) from a live run's files, and the local walk never
 * lists one as a source file.
 */
const SUFFIX = '.s3sync-tmp';
const TEMP_NAME = /^\..*\.(\d+)-\d+\.s3sync-tmp$/s;
/** A dead run's file is removed once it has been still this long (a file in use is written to). */
const DEAD_RUN_MIN_AGE_MS = 5_000;
/** Whatever the pid says (pids are reused, and mean nothing on another host), this old is dead. */
const ANY_RUN_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Unique by process and counter: another process's names never clash, its pid differs. */
let nextTemp = 0;
/** Folders this process has made temporary files in, for the cleanup on a signal. */
const ownFolders = new Set();
/** The temporary name for a download to `targetPath`, in the same folder (so rename is atomic). */
function tempPathFor(targetPath) {
    const dir = external_node_path_.dirname(targetPath);
    ownFolders.add(dir);
    return external_node_path_.join(dir, `.${utf8Head(external_node_path_.basename(targetPath), 100)}.${process.pid}-${nextTemp++}${SUFFIX}`);
}
/** True for a name tempPathFor makes, of any process. */
function isTempFileName(name) {
    return name.endsWith(SUFFIX) && TEMP_NAME.test(name);
}
/** True when the file's run is over: its pid is not alive here and it is still, or it is old. */
function isLeftover(file, nowMs = Date.now()) {
    const pid = Number(TEMP_NAME.exec(external_node_path_.basename(file.path))?.[1]);
    const ageMs = nowMs - file.mtimeMs;
    if (ageMs >= ANY_RUN_MAX_AGE_MS)
        return true;
    if (!Number.isSafeInteger(pid) || pid === process.pid)
        return false;
    return ageMs >= DEAD_RUN_MIN_AGE_MS && !isPidAlive(pid);
}
/** Removes the leftovers a walk reports, and counts them. */
class LeftoverSweeper {
    onError;
    files = 0;
    bytes = 0;
    pending = [];
    constructor(onError = () => { }) {
        this.onError = onError;
    }
    /** Called by the walk for every temporary file it meets; removes it if its run is dead. */
    offer = (file) => {
        if (!isLeftover(file))
            return;
        this.pending.push((0,promises_.rm)(file.path).then(() => {
            this.files++;
            this.bytes += file.size;
        }, (error) => {
            if (error.code !== 'ENOENT')
                this.onError(file, error);
        }));
    };
    async settle() {
        await Promise.all(this.pending);
    }
}
/**
 * Removes this process's own temporary files, synchronously: for a run stopped by a signal,
 * which may not get back to its own cleanup before the runner's SIGKILL.
 */
function removeOwnTempFiles() {
    let removed = 0;
    const own = `.${process.pid}-`;
    for (const dir of ownFolders) {
        let names;
        try {
            names = (0,external_node_fs_.readdirSync)(dir);
        }
        catch {
            continue;
        }
        for (const name of names) {
            if (!isTempFileName(name) || !name.includes(own))
                continue;
            if (Number(TEMP_NAME.exec(name)?.[1]) !== process.pid)
                continue;
            (0,external_node_fs_.rmSync)(external_node_path_.join(dir, name), { force: true });
            removed++;
        }
    }
    return removed;
}
/**
 * At most `maxBytes` of UTF-8, cut between characters. A file name may hold 255 bytes, not 255
 * characters: 85 CJK characters fill it, so the temporary name must be cut by bytes.
 */
function utf8Head(name, maxBytes) {
    let head = '';
    let bytes = 0;
    for (const char of name) {
        bytes += Buffer.byteLength(char);
        if (bytes > maxBytes)
            break;
        head += char;
    }
    return head;
}

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./build/cache/cache-version.js

/** The compression this store writes; part of the version, as actions/cache makes it. */
const CACHE_COMPRESSION = 'zstd-frames';
/**
 * A SHA-256 over the paths exactly as written, the compression and, unless `crossOs`, the
 * platform family (Windows apart, as actions/cache does with its `windows-only` marker):
 * different path lists never share an entry.
 */
function computeCacheVersion(paths, options) {
    const platform = options.platform ?? process.platform;
    const parts = [...paths, CACHE_COMPRESSION];
    if (!options.crossOs && platform === 'win32')
        parts.push('windows-only');
    return (0,external_node_crypto_.createHash)('sha256').update(parts.join('|')).digest('hex');
}

;// CONCATENATED MODULE: ./build/s3/list/key-order.js
/**
 * S3 lists keys in UTF-8 byte order. JavaScript's `<` compares UTF-16 code units and disagrees
 * with it for characters above U+FFFF (stored as surrogates, D800-DFFF) against U+E000-U+FFFF,
 * so every key comparison goes here.
 *
 * UTF-8 byte order is code point order. At the first code unit where two keys differ, code
 * unit order agrees with code point order unless exactly one of the two units is a surrogate:
 * then that one belongs to a code point above U+FFFF and sorts last. This avoids encoding both
 * keys to Buffers on every compare (the planner's hot path).
 */
function key_order_compareKeys(a, b) {
    if (a === b)
        return 0;
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i++) {
        const x = a.charCodeAt(i);
        const y = b.charCodeAt(i);
        if (x === y)
            continue;
        const xs = x >= 0xd800 && x <= 0xdfff;
        const ys = y >= 0xd800 && y <= 0xdfff;
        if (xs === ys)
            return x < y ? -1 : 1;
        return xs ? 1 : -1;
    }
    return a.length - b.length < 0 ? -1 : a.length === b.length ? 0 : 1;
}
/** True when `key` sorts before the exclusive upper bound (or there is no bound). */
function isBeforeBound(key, upperBound) {
    return upperBound === undefined || key_order_compareKeys(key, upperBound) < 0;
}

;// CONCATENATED MODULE: ./build/bounded.js
/**
 * Runs `task` over `count` items with at most `limit` in flight; the first failure wins. After a
 * failure no new item starts, and it is thrown only once the items in flight have settled: the
 * caller's cleanup (closing and removing a temporary file, AbortMultipartUpload, a directory
 * handle) must not race work still going on, or a part finished after the abort is stored and
 * billed.
 */
async function forEachBounded(count, limit, task) {
    let next = 0;
    let failure;
    const worker = async () => {
        while (next < count && failure === undefined) {
            try {
                await task(next++);
            }
            catch (error) {
                failure ??= { error };
            }
        }
    };
    await Promise.all(Array.from({ length: Math.min(limit, count) }, worker));
    if (failure)
        throw failure.error;
}
/** `fn` over `items` as forEachBounded runs it, keeping the results in the input order. */
async function mapBounded(items, limit, fn) {
    const results = new Array(items.length);
    await forEachBounded(items.length, limit, async (i) => {
        results[i] = await fn(items[i]);
    });
    return results;
}

;// CONCATENATED MODULE: ./build/cache/cache-names.js
/** The format's folder under the store prefix: a later format can live beside it. */
const FORMAT_FOLDER = 's3-cache-v1/';
/** S3's limit on a key's length, in UTF-8 bytes. */
const MAX_OBJECT_KEY_BYTES = 1024;
/** Thrown when a key or scope cannot be named in the store. */
class CacheNameError extends Error {
    name = 'CacheNameError';
}
/** The store's root: `prefix/` (a trailing slash added) plus the format folder. */
function storeRoot(store) {
    const prefix = store.prefix === '' || store.prefix.endsWith('/') ? store.prefix : `${store.prefix}/`;
    return `${prefix}${FORMAT_FOLDER}`;
}
/**
 * Encodes untrusted text into one segment of an object name, character by character, so that
 * `encodeSegment(a)` is a prefix of `encodeSegment(a + b)`: a restore key becomes an S3 prefix.
 * `%`, `/`, control characters and DEL become `%XX` of their UTF-8 bytes, and so does a leading
 * `.` (no segment is `.` or `..`); everything else, Unicode included, is kept as it is.
 */
function encodeSegment(text) {
    let out = '';
    for (const char of text) {
        const code = char.codePointAt(0);
        const lone = code >= 0xd800 && code <= 0xdfff; // a lone surrogate has no UTF-8 form
        if (code < 0x20 || code === 0x7f || char === '%' || char === '/' || lone) {
            for (const byte of Buffer.from(lone ? '\ufffd' : char, 'utf8'))
                out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
        }
        else if (char === '.' && out === '') {
            out += '%2E';
        }
        else {
            out += char;
        }
    }
    return out;
}
function decodeSegment(segment) {
    return decodeURIComponent(segment);
}
function entriesFolder(store) {
    return `${storeRoot(store)}entries/`;
}
/** Where the manifests of one scope and version live; every lookup lists under it. */
function entryFolder(store, scope, version) {
    if (!/^[0-9a-f]{64}$/.test(version))
        throw new CacheNameError(`the cache version must be 64 hex digits, got ${JSON.stringify(version)}`);
    if (scope === '')
        throw new CacheNameError('the cache scope must not be empty');
    return `${entriesFolder(store)}${encodeSegment(scope)}/${version}/`;
}
/** The manifest's object name for a key (or, for a restore key, the prefix of those names). */
function manifestName(store, scope, version, key) {
    const name = `${entryFolder(store, scope, version)}${encodeSegment(key)}`;
    if (Buffer.byteLength(name) > MAX_OBJECT_KEY_BYTES)
        throw new CacheNameError(`the cache key ${JSON.stringify(key.slice(0, 80))}... is too long to name in the store (S3 keys hold at most ${MAX_OBJECT_KEY_BYTES} bytes)`);
    return name;
}
/** Splits a manifest's object name back into scope, version and key; undefined if it is not one. */
function parseManifestName(store, objectKey) {
    const folder = entriesFolder(store);
    if (!objectKey.startsWith(folder))
        return undefined;
    const parts = objectKey.slice(folder.length).split('/');
    if (parts.length !== 3 || !/^[0-9a-f]{64}$/.test(parts[1]))
        return undefined;
    try {
        return { scope: decodeSegment(parts[0]), version: parts[1], key: decodeSegment(parts[2]) };
    }
    catch {
        return undefined;
    }
}
function casFolder(store) {
    return `${storeRoot(store)}cas/`;
}
/** Object names relative to the store root, as manifests record them. */
function packName(sha256) {
    return `cas/packs/${sha256}.tar.zst`;
}
function blobName(sha256) {
    return `cas/blobs/${sha256}`;
}
/** Checks an object name read from a manifest: it must be one of ours, not any key in the bucket. */
function isStoreObjectName(name) {
    return /^cas\/(packs\/[0-9a-f]{64}\.tar\.zst|blobs\/[0-9a-f]{64})$/.test(name);
}
/** A restore's staging folder, `.s3cache-stage-<pid>-<8 hex>-<n>`, as planStaging names it. */
const STAGING_NAME = /^\.s3cache-stage-(\d+)-[0-9a-f]{8}-\d+$/;

// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
;// CONCATENATED MODULE: ./build/cache/file-digest.js


/** Large files are read (and hashed) in pieces of this size. */
const READ_CHUNK_BYTES = 1 << 20;
/**
 * The hex SHA-256 of bytes in memory: one call, with no Hash object made per file (the restore
 * and the save check tens of thousands of small files).
 */
function file_digest_sha256Hex(bytes) {
    return (0,external_node_crypto_.hash)('sha256', bytes, 'hex');
}
/** The SHA-256 of bytes in memory, as its 32 bytes. */
function sha256Digest(bytes) {
    return (0,external_node_crypto_.hash)('sha256', bytes, 'buffer');
}
/** The hex SHA-256 of a file's content, read in pieces with blocking calls (a worker's). */
function hashFile(file) {
    return fileSha256(file).toString('hex');
}
/** The SHA-256 of a file's content as its 32 bytes (see hashFile). */
function fileSha256(file) {
    const hash = (0,external_node_crypto_.createHash)('sha256');
    const fd = (0,external_node_fs_.openSync)(file, 'r');
    try {
        const buffer = Buffer.allocUnsafe(READ_CHUNK_BYTES);
        for (;;) {
            const n = (0,external_node_fs_.readSync)(fd, buffer, 0, buffer.length, null);
            if (n === 0)
                break;
            hash.update(n === buffer.length ? buffer : buffer.subarray(0, n));
        }
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
    return hash.digest();
}

;// CONCATENATED MODULE: ./build/cache/manifest-check.js

const SHA = /^[0-9a-f]{64}$/;
/** A plain character class: a quantified group would backtrack through 50,000 hashes. */
const HEX = /^[0-9a-f]*$/;
const isCount = (n) => Number.isSafeInteger(n) && n >= 0;
const TYPES = /^[fdl]*$/;
function checkObjects(objects, fail) {
    objects.forEach((value, i) => {
        const o = value;
        if (o === null || typeof o !== 'object')
            fail(`object ${i} is not an object`);
        if (!isStoreObjectName(o.name) || !SHA.test(o.sha256) || !isCount(o.size))
            fail(`object ${i} is not one of the store's`);
        if (o.kind !== 'pack' && o.kind !== 'blob')
            fail(`object ${i} has kind ${String(o.kind)}`);
        if (o.compression !== 'zstd' && o.compression !== 'none')
            fail(`object ${i} compression`);
        if (!Array.isArray(o.frames) || o.frames.length === 0)
            fail(`object ${i} has no frames`);
        for (const f of o.frames)
            if (!Array.isArray(f) || !isCount(f[0]) || !isCount(f[1]) || f[0] + f[1] > o.size)
                fail(`object ${i} frame range`);
    });
}
/** A column of `length` numbers, each passing `ok`. */
function numbers(value, name, length, ok, fail) {
    if (!Array.isArray(value) || value.length !== length)
        fail(`${name} has not ${length} rows`);
    const column = value;
    for (let i = 0; i < length; i++)
        if (typeof column[i] !== 'number' || !ok(column[i], i))
            fail(`${name} of row ${i}`);
    return column;
}
/**
 * Checks the stored columns (of a version 2 manifest, or those made from version 1's files):
 * every column as long as the others, every index in range, every file with content placed in
 * a frame of an object, every symlink with a target. Paths are checked again before a restore
 * writes anything (restore-targets.ts).
 */
function checkColumns(stored, rootCount, objects, fail) {
    checkObjects(objects, fail);
    const frames = objects.map((o) => o.frames.length);
    const c = stored.contents;
    const e = stored.entries;
    if (!c || typeof c !== 'object' || !e || typeof e !== 'object')
        return fail('no entries');
    if (typeof c.sha256 !== 'string' || c.sha256.length % 64 !== 0 || !HEX.test(c.sha256))
        fail('content hashes');
    const contentCount = c.sha256.length / 64;
    const object = numbers(c.object, 'object', contentCount, (n) => n < frames.length && isCount(n), fail);
    const frame = numbers(c.frame, 'frame', contentCount, (n, i) => isCount(n) && n < frames[object[i]], fail);
    const at = numbers(c.at, 'at', contentCount, isCount, fail);
    if (typeof e.type !== 'string' || !TYPES.test(e.type))
        fail('entry types');
    const type = e.type;
    const count = type.length;
    const root = numbers(e.root, 'root', count, (n) => isCount(n) && n < rootCount, fail);
    if (!Array.isArray(e.path) || e.path.length !== count)
        fail(`path has not ${count} rows`);
    const paths = e.path;
    for (let i = 0; i < count; i++)
        if (typeof paths[i] !== 'string')
            fail(`path of row ${i}`);
    const size = numbers(e.size, 'size', count, (n, i) => isCount(n) && (n === 0 || type[i] === 'f'), fail);
    const mode = numbers(e.mode, 'mode', count, isCount, fail);
    const mtime = numbers(e.mtime, 'mtime', count, Number.isFinite, fail);
    // A file with bytes has a content; nothing else has one.
    const content = numbers(e.content, 'content', count, (n, i) => (type[i] === 'f' && size[i] > 0 ? isCount(n) && n < contentCount : n === -1), fail);
    const link = new Map();
    if (!Array.isArray(e.link))
        fail('symlink targets');
    for (const pair of e.link) {
        const [i, target] = Array.isArray(pair) ? pair : [];
        if (!isCount(i) || type[i] !== 'l' || link.has(i))
            fail(`symlink target of row ${String(i)}`);
        if (typeof target !== 'string' || target === '' || target.includes('\0'))
            fail(`symlink ${String(i)} target`);
        link.set(i, target);
    }
    let links = 0;
    for (let i = 0; i < count; i++)
        if (type.charCodeAt(i) === 108)
            links++; // 'l'
    if (links !== link.size)
        fail('a symlink has no target');
    return {
        entries: { type, root, path: paths, size, mode, mtime, content, link },
        contents: { sha256: Buffer.from(c.sha256, 'hex'), object, frame, at },
    };
}

;// CONCATENATED MODULE: ./build/cache/manifest-v1.js
/** The first format: one JSON object per entry (`files`), read so that old entries still restore. */
const MANIFEST_FORMAT_V1 = 's3-sync-cache/1';
const manifest_v1_SHA = /^[0-9a-f]{64}$/;
/**
 * Version 1's `files` turned into version 2's stored columns, which the caller then checks as it
 * checks any manifest. Version 1 repeated a content's hash and place with every file that held it;
 * here files with the same hash and place share one content row.
 */
function columnsOfV1(files, fail) {
    if (!Array.isArray(files))
        return fail('files missing');
    const type = [];
    const root = [];
    const path = [];
    const size = [];
    const mode = [];
    const mtime = [];
    const content = [];
    const link = [];
    const sha256 = [];
    const object = [];
    const frame = [];
    const at = [];
    const rows = new Map();
    files.forEach((value, i) => {
        if (value === null || typeof value !== 'object')
            fail(`entry ${i} is not an object`);
        const f = value;
        if (f.t !== 'f' && f.t !== 'd' && f.t !== 'l')
            fail(`entry ${i} type ${JSON.stringify(f.t)}`);
        type.push(f.t);
        root.push(f.r);
        path.push(f.p);
        mode.push(f.m);
        mtime.push(f.mt);
        size.push(f.t === 'f' ? f.s : 0);
        if (f.t === 'l')
            link.push([i, f.l]);
        if (f.t === 'f' && typeof f.h === 'string' && !manifest_v1_SHA.test(f.h))
            fail(`file ${i} hash`);
        if (f.t !== 'f' || f.s === 0) {
            content.push(-1);
            return;
        }
        if (typeof f.h !== 'string')
            fail(`file ${i} hash`);
        const place = `${f.h} ${String(f.o)} ${String(f.fr)} ${String(f.at)}`;
        const row = rows.get(place);
        if (row !== undefined) {
            content.push(row);
            return;
        }
        rows.set(place, sha256.length);
        content.push(sha256.length);
        sha256.push(f.h);
        object.push(f.o);
        frame.push(f.fr);
        at.push(f.at);
    });
    return {
        entries: { type: type.join(''), root, path, size, mode, mtime, content, link },
        contents: { sha256: sha256.join(''), object, frame, at },
    };
}

;// CONCATENATED MODULE: ./build/cache/cache-manifest.js




/** What a save writes: columns (docs/cache-format.md). Version 1 manifests are still read. */
const MANIFEST_FORMAT = 's3-sync-cache/2';

/** SHA-256 of no bytes: the hash of every empty file. */
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
/** How many regular files the entries hold, and their bytes. */
function fileTotals(entries) {
    let files = 0;
    let bytes = 0;
    for (let i = 0; i < entries.type.length; i++)
        if (entries.type.charCodeAt(i) === 102 /* f */) {
            files++;
            bytes += entries.size[i];
        }
    return { files, bytes };
}
/** A manifest that cannot be trusted: the restore is a miss and says why. */
class ManifestError extends Error {
    name = 'ManifestError';
}
/** Rows per piece of a column: each piece is a string of its own, then bytes for zstd. */
const PIECE_ROWS = 4096;
/** `column` as JSON, in pieces of PIECE_ROWS rows (numbers joined, strings through JSON). */
function* columnPieces(column, strings) {
    yield '[';
    for (let at = 0; at < column.length; at += PIECE_ROWS) {
        const rows = column.slice(at, at + PIECE_ROWS);
        const text = strings ? JSON.stringify(rows).slice(1, -1) : rows.join(',');
        yield at === 0 ? text : `,${text}`;
    }
    yield ']';
}
/**
 * The stored JSON, column by column, in pieces: a 50,000-file manifest's JSON is 6.9 MB, and
 * built as one string (then one buffer) it cost a save's main thread 30 MB of heap and 14 MB
 * outside it at the very end, on top of everything else (its peak RSS).
 */
function* manifestPieces(m) {
    const { entries: e, contents: c } = m;
    const header = JSON.stringify({
        format: m.format,
        key: m.key,
        scope: m.scope,
        version: m.version,
        createdAtMs: m.createdAtMs,
        ...(m.scannedAtMs === undefined ? {} : { scannedAtMs: m.scannedAtMs }),
        roots: m.roots,
        objects: m.objects,
    });
    yield `${header.slice(0, -1)},"contents":{"sha256":"`;
    for (let row = 0; row < c.object.length; row += PIECE_ROWS)
        yield c.sha256.toString('hex', row * 32, Math.min(c.object.length, row + PIECE_ROWS) * 32);
    yield '","object":';
    yield* columnPieces(c.object, false);
    yield ',"frame":';
    yield* columnPieces(c.frame, false);
    yield ',"at":';
    yield* columnPieces(c.at, false);
    yield `},"entries":{"type":${JSON.stringify(e.type)},"root":`;
    yield* columnPieces(e.root, false);
    yield ',"path":';
    yield* columnPieces(e.path, true);
    for (const name of ['size', 'mode', 'mtime', 'content']) {
        yield `,"${name}":`;
        yield* columnPieces(e[name], false);
    }
    yield `,"link":${JSON.stringify([...e.link].sort((a, b) => a[0] - b[0]))}}}`;
}
/**
 * zstd level 1: on a 50,000-file manifest (6.9 MB of JSON, half of it hex hashes that no level
 * shrinks below 32 bytes each) it took 11-13 ms and gave 1.94 MB, where level 3 took 38-62 ms
 * for 2.01 MB.
 */
const MANIFEST_ZSTD = { params: { [external_node_zlib_.constants.ZSTD_c_compressionLevel]: 1 } };
/** The stored manifest in one go (tests, and small manifests). */
function encodeManifest(manifest) {
    const json = Buffer.from([...manifestPieces(manifest)].join(''));
    const body = zlib.zstdCompressSync(json, MANIFEST_ZSTD);
    return { body, sha256: sha256Hex(body) };
}
/**
 * The same bytes' worth of manifest (one zstd frame of the same JSON), made piece by piece
 * through a streaming compressor: the save holds the compressed output and one piece at a time,
 * never the whole JSON.
 */
async function encodeManifestStreamed(manifest) {
    const zstd = external_node_zlib_.createZstdCompress(MANIFEST_ZSTD);
    const out = [];
    zstd.on('data', (chunk) => out.push(chunk));
    const done = new Promise((resolve, reject) => {
        zstd.on('end', resolve);
        zstd.on('error', reject);
    });
    for (const piece of manifestPieces(manifest))
        if (!zstd.write(piece))
            await new Promise((resolve) => zstd.once('drain', resolve));
    zstd.end();
    await done;
    const body = Buffer.concat(out);
    return { body, sha256: file_digest_sha256Hex(body) };
}
/**
 * Entry `i` of a manifest in format 1's shape, read from the columns when a field is asked for.
 * A view that copied the fields into 58,000 objects (and a hex string per file) took about 20 MB
 * of heap and made V8 double its young generation while building them (a restore's main thread
 * heap peaked 35 MB higher than with format 1); these hold two fields each.
 */
class EntryView {
    // Private fields: a view posted to a worker by mistake arrives empty, not with a copy of the
    // whole manifest. Take plain fields from it first.
    #data;
    #i;
    constructor(data, i) {
        this.#data = data;
        this.#i = i;
    }
    get t() {
        return this.#data.entries.type[this.#i];
    }
    get r() {
        return this.#data.entries.root[this.#i];
    }
    get p() {
        return this.#data.entries.path[this.#i];
    }
    get m() {
        return this.#data.entries.mode[this.#i];
    }
    get mt() {
        return this.#data.entries.mtime[this.#i];
    }
    get s() {
        return this.t === 'f' ? this.#data.entries.size[this.#i] : undefined;
    }
    get h() {
        if (this.t !== 'f')
            return undefined;
        const k = this.#data.entries.content[this.#i];
        return k < 0 ? EMPTY_SHA256 : this.#data.contents.sha256.toString('hex', k * 32, k * 32 + 32);
    }
    get o() {
        return this.place(this.#data.contents.object);
    }
    get fr() {
        return this.place(this.#data.contents.frame);
    }
    get at() {
        return this.place(this.#data.contents.at);
    }
    get l() {
        return this.#data.entries.link.get(this.#i);
    }
    place(column) {
        const k = this.#data.entries.content[this.#i];
        return k < 0 ? undefined : column[k];
    }
}
/** Adds the per-entry view, made once on first use (the save never asks for it). */
function withFilesView(data) {
    let files;
    const view = () => Array.from({ length: data.entries.type.length }, (_, i) => new EntryView(data, i));
    return Object.defineProperty({ ...data }, 'files', {
        enumerable: false,
        get: () => (files ??= view()),
    });
}
/**
 * Parses and checks a manifest read from the store, of either version: shapes, indexes and
 * ranges. It is untrusted input; the paths inside are checked again, against the disk, before
 * anything is written.
 */
function decodeManifest(body, maxBytes = 1 << 30) {
    let value;
    try {
        const json = external_node_zlib_.zstdDecompressSync(body, { maxOutputLength: maxBytes });
        value = JSON.parse(json.toString('utf8'));
    }
    catch (error) {
        throw new ManifestError(`the manifest cannot be read: ${error.message}`);
    }
    const fail = (what) => {
        throw new ManifestError(`the manifest is not valid: ${what}`);
    };
    if (value === null || typeof value !== 'object')
        return fail('not an object');
    const format = value.format;
    if (format !== MANIFEST_FORMAT && format !== MANIFEST_FORMAT_V1)
        fail(`unknown format ${JSON.stringify(format)}`);
    if (typeof value.key !== 'string' || typeof value.scope !== 'string')
        fail('no key or scope');
    if (!Number.isFinite(value.createdAtMs))
        fail('createdAtMs');
    if (value.scannedAtMs !== undefined && !Number.isFinite(value.scannedAtMs))
        fail('scannedAtMs');
    if (!Array.isArray(value.roots) || !Array.isArray(value.objects))
        fail('roots or objects missing');
    const columns = format === MANIFEST_FORMAT_V1 ? columnsOfV1(value.files, fail) : value;
    const { entries, contents } = checkColumns(columns, value.roots.length, value.objects, fail);
    return withFilesView({
        format: MANIFEST_FORMAT,
        key: value.key,
        scope: value.scope,
        version: value.version,
        createdAtMs: value.createdAtMs,
        ...(value.scannedAtMs === undefined ? {} : { scannedAtMs: value.scannedAtMs }),
        roots: value.roots,
        objects: value.objects,
        entries,
        contents,
    });
}

// EXTERNAL MODULE: ./node_modules/@aws-sdk/client-s3/dist-cjs/index.js
var dist_cjs = __webpack_require__(3711);
;// CONCATENATED MODULE: ./build/errors.js
/** Bad input from a user: names the input, the value given and the accepted form. */
class InputError extends Error {
    input;
    value;
    accepted;
    name = 'InputError';
    constructor(input, value, accepted) {
        super(`Input '${input}' must be ${accepted}, got ${JSON.stringify(value)}`);
        this.input = input;
        this.value = value;
        this.accepted = accepted;
    }
}
/**
 * A value that library code cannot use, named as the code knows it (`pageSize`): the library
 * does not know whether it came from an action input or a CLI flag, so the front-end that read
 * the value turns it into an InputError naming its own (see nameSettingError).
 */
class SettingError extends Error {
    setting;
    value;
    accepted;
    name = 'SettingError';
    constructor(setting, value, accepted) {
        super(`The setting ${setting} must be ${accepted}, got ${JSON.stringify(value)}`);
        this.setting = setting;
        this.value = value;
        this.accepted = accepted;
    }
}
/** A SettingError as the front-end's InputError, when `nameOf` knows the setting's input or flag. */
function nameSettingError(error, nameOf) {
    if (!(error instanceof SettingError))
        return error;
    const name = nameOf(error.setting);
    return name === undefined ? error : new InputError(name, error.value, error.accepted);
}
/** A failed S3 call: which operation, on what, why, and what to do. */
class errors_S3Error extends Error {
    name = 'S3Error';
    /** What went wrong, without the where and the hint: enough to rebuild the error in another thread. */
    reason;
    operation;
    bucket;
    key;
    code;
    statusCode;
    hint;
    constructor(message, details) {
        const where = details.key === undefined
            ? `s3://${details.bucket}`
            : `s3://${details.bucket}/${details.key}`;
        const code = details.code ? ` (${details.code})` : '';
        const hint = details.hint ? ` ${details.hint}` : '';
        // Keys are untrusted: JSON.stringify keeps a newline in a key from starting a workflow command.
        super(`${details.operation} ${JSON.stringify(where)} failed${code}: ${message.replace(/\.$/, '')}.${hint}`, {
            cause: details.cause,
        });
        this.reason = message;
        this.operation = details.operation;
        this.bucket = details.bucket;
        this.key = details.key;
        this.code = details.code;
        this.statusCode = details.statusCode;
        this.hint = details.hint;
    }
}
/** One or more objects failed to transfer; the others went through. */
class TransferError extends Error {
    failures;
    shown;
    name = 'TransferError';
    constructor(failures, shown = 10) {
        const first = failures
            .slice(0, shown)
            .map((f) => `  ${JSON.stringify(f.key)}: ${f.error.message}`)
            .join('\n');
        const more = failures.length > shown ? `\n  ... and ${failures.length - shown} more` : '';
        super(`${failures.length} object(s) failed to transfer:\n${first}${more}`);
        this.failures = failures;
        this.shown = shown;
    }
}

;// CONCATENATED MODULE: ./build/retry.js

const RETRYABLE_CODES = new Set([
    'SlowDown',
    'InternalError',
    'ServiceUnavailable',
    'RequestTimeout',
    'RequestTimeTooSkewed',
    'Throttling',
    'ThrottlingException',
    'ECONNRESET',
    'ECONNREFUSED',
    'EPIPE',
    'ETIMEDOUT',
    'EAI_AGAIN',
    'ERR_STREAM_PREMATURE_CLOSE',
    'TruncatedBody',
    // A body whose MD5 does not match: damaged on the way, so sent again.
    'BadDigest',
    'TimeoutError',
    // A request that went silent (src/s3/stall-watch.ts): abandoned, so sent again.
    'RequestStalled',
]);
/**
 * The one place that decides whether a failure is worth another attempt: 5xx, throttling,
 * resets and bodies cut short are; anything the user must fix (4xx) is not.
 */
function isRetryable(error) {
    if (error instanceof errors_S3Error) {
        if (error.code && RETRYABLE_CODES.has(error.code))
            return true;
        if (error.statusCode !== undefined)
            return error.statusCode >= 500 || error.statusCode === 429;
        return isRetryable(error.cause);
    }
    const e = error;
    if (!e || typeof e !== 'object')
        return false;
    if ((e.code && RETRYABLE_CODES.has(e.code)) || (e.name && RETRYABLE_CODES.has(e.name)))
        return true;
    const status = e.$metadata?.httpStatusCode;
    return status !== undefined && (status >= 500 || status === 429);
}
const retry_DEFAULT_RETRY = { attempts: 6, baseDelayMs: 100, maxDelayMs: 5_000 };
/** Full-jitter exponential backoff, as AWS's architecture blog recommends against retry storms. */
function backoffDelayMs(attempt, options, random = Math.random) {
    const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (attempt - 1));
    return Math.round(random() * ceiling);
}
async function retry_withRetry(operation, options = retry_DEFAULT_RETRY) {
    for (let attempt = 1;; attempt++) {
        try {
            return await operation(attempt);
        }
        catch (error) {
            if (options.signal?.aborted || attempt >= options.attempts || !isRetryable(error))
                throw error;
            const delayMs = backoffDelayMs(attempt, options);
            options.onRetry?.(error, attempt, delayMs);
            await sleep(delayMs, options.signal);
        }
    }
}
function sleep(ms, signal) {
    return new Promise((resolve, reject) => {
        if (signal?.aborted)
            return reject(signal.reason);
        const timer = setTimeout(() => {
            signal?.removeEventListener('abort', onAbort);
            resolve();
        }, ms);
        const onAbort = () => {
            clearTimeout(timer);
            reject(signal.reason);
        };
        signal?.addEventListener('abort', onAbort, { once: true });
    });
}

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: external "node:https"
var external_node_https_ = __webpack_require__(4708);
;// CONCATENATED MODULE: ./build/s3/keep-alive-agent.js


/**
 * A keep-alive pool sized to the requests it will carry (HTTP/1.1: one request in flight per
 * socket), reusing the most recent socket first so idle ones can time out. Free of the SDK: the
 * listing worker builds its own.
 */
function keepAliveAgent(secure, maxSockets) {
    const options = {
        keepAlive: true,
        maxSockets,
        maxFreeSockets: maxSockets,
        scheduling: 'lifo',
    };
    return secure ? new external_node_https_.Agent(options) : new external_node_http_.Agent(options);
}

// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(7075);
// EXTERNAL MODULE: ./node_modules/@smithy/node-http-handler/dist-cjs/index.js
var node_http_handler_dist_cjs = __webpack_require__(1279);
;// CONCATENATED MODULE: ./build/s3/stall-watch.js
/**
 * Stall detection shared by every request of a run: a request that receives (or sends) no bytes
 * for longer than the run's current limit is abandoned as `RequestStalled`, which the retry
 * wrapper retries. The issue (#14) measured a stalled GET costing the 120 s socket timeout; AWS's
 * guidance for latency-sensitive work is to track slow requests and retry them aggressively.
 *
 * The limit adapts to what the run has seen: a few times the slowest recent gap (between chunks
 * of a body, or before the first byte of an answer), never below a floor. When stalls become a
 * large share of recent requests, the server is slow rather than faulty, and the limit doubles
 * so a slow store is not retried into the ground.
 */
/** Never give up on a request sooner than this. */
const STALL_FLOOR_MS = 2_000;
/** Never wait longer than this either: the old fixed socket timeout. */
const STALL_CEILING_MS = 120_000;
/** The limit is this many times the slowest gap among the recent ones. */
const GAP_FACTOR = 4;
/** Gaps remembered, per kind. */
const WINDOW = 256;
/** A stall share above this (in the recent decayed average) means a slow server: back off. */
const SLOW_SERVER_SHARE = 0.25;
const SHARE_DECAY = 0.05;
/** A retryable error for a request that went silent. */
class RequestStalledError extends Error {
    code = 'RequestStalled';
    constructor(silentMs) {
        super(`no bytes for ${Math.round(silentMs)} ms; abandoned to be sent again`);
        this.name = 'RequestStalledError';
    }
}
/** The recent maxima of one kind of gap, kept in a ring. */
class GapWindow {
    gaps = new Float64Array(WINDOW);
    count = 0;
    next = 0;
    slowest = 0;
    slowestAge = 0;
    add(gapMs) {
        this.gaps[this.next] = gapMs;
        this.next = (this.next + 1) % WINDOW;
        this.count = Math.min(WINDOW, this.count + 1);
        if (gapMs >= this.slowest) {
            this.slowest = gapMs;
            this.slowestAge = 0;
        }
        else if (++this.slowestAge >= WINDOW) {
            // The slowest has left the window: find the new one (once per WINDOW adds at most).
            this.slowest = 0;
            for (let i = 0; i < this.count; i++)
                this.slowest = Math.max(this.slowest, this.gaps[i]);
            this.slowestAge = 0;
        }
    }
    max() {
        return this.slowest;
    }
}
/** Latencies of whole small requests, for the hedging threshold. */
class LatencyWindow {
    values = [];
    next = 0;
    sinceMedian = 0;
    cachedMedian = 0;
    add(ms) {
        if (this.values.length < WINDOW)
            this.values.push(ms);
        else
            this.values[this.next] = ms;
        this.next = (this.next + 1) % WINDOW;
        this.sinceMedian++;
    }
    get size() {
        return this.values.length;
    }
    /** Recomputed every few samples: a sort per GET would cost more than the GET's own CPU. */
    median() {
        if (this.sinceMedian >= MEDIAN_EVERY || this.cachedMedian === 0) {
            const sorted = [...this.values].sort((a, b) => a - b);
            this.cachedMedian = sorted[Math.floor(sorted.length / 2)] ?? 0;
            this.sinceMedian = 0;
        }
        return this.cachedMedian;
    }
}
const MEDIAN_EVERY = 32;
/** One per run (and one per list worker thread): what the run's requests have seen so far. */
class StallLimits {
    floorMs;
    chunkGaps = new GapWindow();
    firstByteGaps = new GapWindow();
    smallGets = new LatencyWindow();
    stallShare = 0;
    boost = 1;
    getsStarted = 0;
    stalls = 0;
    hedges = 0;
    hedgeWins = 0;
    constructor(floorMs = STALL_FLOOR_MS) {
        this.floorMs = floorMs;
    }
    /** The longest silence allowed between two chunks of a body. */
    chunkLimitMs() {
        return this.limit(this.chunkGaps.max());
    }
    /** The longest wait for the first byte of an answer, after the request has been sent. */
    firstByteLimitMs() {
        return this.limit(this.firstByteGaps.max());
    }
    limit(slowestMs) {
        const base = Math.max(this.floorMs, GAP_FACTOR * slowestMs);
        return Math.min(STALL_CEILING_MS, base * this.boost);
    }
    noteChunkGap(ms) {
        this.chunkGaps.add(ms);
    }
    noteFirstByte(ms) {
        this.firstByteGaps.add(ms);
    }
    /** A request that ended without stalling (successfully or not). */
    noteFinished() {
        this.stallShare *= 1 - SHARE_DECAY;
        if (this.boost > 1 && this.stallShare < SLOW_SERVER_SHARE / 2)
            this.boost = 1;
    }
    noteStall() {
        this.stalls++;
        this.stallShare = this.stallShare * (1 - SHARE_DECAY) + SHARE_DECAY;
        if (this.stallShare > SLOW_SERVER_SHARE)
            this.boost = Math.min(64, this.boost * 2);
    }
    /** A whole small GET's latency, from sending to the last byte. */
    noteSmallGet(ms) {
        this.smallGets.add(ms);
    }
    /**
     * When a small GET still running deserves a second copy: a multiple of the run's median,
     * once enough GETs have been seen to know it; undefined means never.
     */
    hedgeAfterMs() {
        if (this.smallGets.size < HEDGE_MIN_SAMPLES)
            return undefined;
        return Math.max(HEDGE_FLOOR_MS, HEDGE_FACTOR * this.smallGets.median());
    }
    noteGetStarted() {
        this.getsStarted++;
    }
    /** Takes a hedge from the budget (a small share of GETs) if one is left. */
    takeHedge() {
        if (this.hedges >= 1 + HEDGE_SHARE * this.getsStarted)
            return false;
        this.hedges++;
        return true;
    }
    counts() {
        return { stalls: this.stalls, hedges: this.hedges, hedgeWins: this.hedgeWins };
    }
}
const HEDGE_MIN_SAMPLES = 32;
const HEDGE_FACTOR = 4;
const HEDGE_FLOOR_MS = 50;
/** At most this share of GETs get a second copy, so a slow server is not flooded. */
const HEDGE_SHARE = 0.05;
/** Used where no run's limits were passed in (a list worker thread, a one-off request). */
const processStallLimits = new StallLimits();
/**
 * Watches one request. `extraFirstByteMs` widens the wait for the first byte where the server
 * legitimately says nothing for long (a copy, a large body still being sent).
 */
function watchStalls(limits, onStall, extraFirstByteMs = 0, 
/** True while our side holds the body back (backpressure): silence then is not the server's. */
heldBack = () => false) {
    const startedMs = performance.now();
    let lastMs = startedMs;
    let answered = false;
    let stopped = false;
    let timer;
    const allowed = () => answered ? limits.chunkLimitMs() : limits.firstByteLimitMs() + extraFirstByteMs;
    const arm = (delayMs) => {
        timer = setTimeout(check, delayMs);
        timer.unref();
    };
    const check = () => {
        if (stopped)
            return;
        if (heldBack()) {
            lastMs = performance.now();
            return arm(allowed());
        }
        const silentMs = performance.now() - lastMs;
        const limitMs = allowed();
        // Cheap touches only move lastMs; the timer wakes up and re-arms for the rest of the limit.
        if (silentMs < limitMs)
            return arm(limitMs - silentMs);
        // Timers run before the loop reads its sockets: after the thread was busy (a synchronous
        // walk, a large copy), bytes that came meanwhile are still unread here. Decide after the
        // next poll, so a busy client never takes its own lateness for a silent server.
        setImmediate(confirm, lastMs);
    };
    const confirm = (seenMs) => {
        if (stopped)
            return;
        if (lastMs !== seenMs || heldBack())
            return check();
        stopped = true;
        limits.noteStall();
        onStall(new RequestStalledError(performance.now() - lastMs));
    };
    arm(allowed());
    return {
        touch() {
            const now = performance.now();
            if (answered)
                limits.noteChunkGap(now - lastMs);
            lastMs = now;
        },
        firstByte() {
            const now = performance.now();
            if (!answered)
                limits.noteFirstByte(now - lastMs);
            answered = true;
            lastMs = now;
        },
        stop() {
            if (stopped)
                return;
            stopped = true;
            clearTimeout(timer);
            limits.noteFinished();
        },
    };
}

;// CONCATENATED MODULE: ./build/s3/s3-failure.js

/** What to tell the user for the S3 failures they can fix themselves. */
function hintFor(facts) {
    switch (facts.code) {
        case 'AccessDenied':
        case 'AllAccessDisabled':
            return `Grant these credentials s3:${facts.operation} on bucket '${facts.bucket}' (check the IAM policy and the bucket policy), or use credentials that have it.`;
        case 'NoSuchBucket':
            return `Check the bucket name '${facts.bucket}', and the region or endpoint-url it lives at.`;
        case 'PermanentRedirect':
        case 'AuthorizationHeaderMalformed':
        case 'IllegalLocationConstraintException':
            return facts.bucketRegion
                ? `The bucket is in region '${facts.bucketRegion}': set region to '${facts.bucketRegion}'.`
                : 'The bucket is in another region: set region to the bucket’s region.';
        case 'InvalidAccessKeyId':
            return 'The access key ID is not known to this endpoint: check the credentials, and that endpoint-url points where they belong.';
        case 'SignatureDoesNotMatch':
            return 'The secret access key does not match the access key ID (or a proxy changed the request): check the credentials.';
        case 'ExpiredToken':
        case 'TokenRefreshRequired':
            return 'The session credentials have expired: refresh them (aws-actions/configure-aws-credentials can set role-duration-seconds).';
        case 'SlowDown':
            return 'S3 is throttling this prefix: lower concurrency, or spread the keys over more prefixes.';
        case 'CredentialsProviderError':
            return 'No AWS credentials were found: use aws-actions/configure-aws-credentials, set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or pass aws-access-key-id and aws-secret-access-key.';
        default:
            if (facts.statusCode === 301)
                return hintFor({ ...facts, code: 'PermanentRedirect' });
            if (facts.statusCode === 403)
                return hintFor({ ...facts, code: 'AccessDenied' });
            return undefined;
    }
}
/** Turns what S3 (or the network) said into one error with a sentence the user can act on. */
function s3_failure_s3Failure(facts) {
    const message = facts.message ||
        (facts.statusCode
            ? `HTTP ${facts.statusCode}`
            : facts.cause instanceof Error
                ? facts.cause.message
                : 'failed');
    return new errors_S3Error(message, {
        operation: facts.operation,
        bucket: facts.bucket,
        key: facts.key,
        code: facts.code,
        statusCode: facts.statusCode,
        hint: hintFor(facts),
        cause: facts.cause,
    });
}
/** Reads the facts out of an error thrown by the AWS SDK. */
function s3FailureFromSdk(error, operation, bucket, key) {
    if (error instanceof errors_S3Error)
        return error;
    const e = error;
    const code = e.Code ?? e.name;
    return s3_failure_s3Failure({
        operation,
        bucket,
        key,
        code: code === 'Error' || code === 'UnknownError' ? undefined : code,
        statusCode: e.$metadata?.httpStatusCode,
        message: e.message && e.message !== 'UnknownError' ? e.message : undefined,
        bucketRegion: e.$response?.headers?.['x-amz-bucket-region'],
        cause: error,
    });
}

;// CONCATENATED MODULE: ./build/s3/error-response.js

/** A field of an S3 `<Error>` document (`Code`, `Message`, `Region`), if it has one. */
function errorField(body, name) {
    return body.match(new RegExp(`<${name}>([^<]*)</${name}>`))?.[1];
}
/**
 * Reads an S3 error answer (`<Error><Code>…</Code><Message>…</Message></Error>`, or nothing
 * for HEAD) from a request sent outside the SDK, and throws it as the S3Error the SDK path
 * would have thrown, with its hint.
 */
async function error_response_readErrorResponse(response, place, clock) {
    const chunks = [];
    for await (const chunk of response)
        chunks.push(chunk);
    const body = Buffer.concat(chunks).toString('utf8');
    return error_response_throwErrorAnswer(response.statusCode, response.headers, body, place, clock);
}
/** The same for an error answer already read whole (`raw-get.ts`). */
function error_response_throwErrorAnswer(statusCode, headers, body, place, clock) {
    const date = headers.date;
    clock?.noteServerDate(Array.isArray(date) ? date[0] : date);
    throw s3_failure_s3Failure({
        ...place,
        code: errorField(body, 'Code'),
        statusCode,
        message: errorField(body, 'Message') || `HTTP ${statusCode}`,
        bucketRegion: headers['x-amz-bucket-region'] ?? errorField(body, 'Region'),
    });
}
/** A socket error, timeout or reset of a request sent outside the SDK, as a retryable S3Error. */
function networkFailure(error, place) {
    if (error.name === 'AbortError')
        return error;
    return s3_failure_s3Failure({
        ...place,
        code: error.code ?? 'ECONNRESET',
        message: error.message,
        cause: error,
    });
}
/**
 * A body shorter or longer than the length it came with was cut short (or the object changed
 * under it): a retryable TruncatedBody.
 */
function checkBodyLength(got, expected, place) {
    if (got !== expected) {
        throw s3_failure_s3Failure({
            ...place,
            code: 'TruncatedBody',
            message: `received ${got} bytes, expected ${expected}`,
        });
    }
}

;// CONCATENATED MODULE: ./build/s3/send-signed.js




/**
 * A body we send in one write leaves at the socket's pace, silently: its first-byte wait gets
 * the time it takes at this (slow) rate on top, so a large PUT on a slow link is not a stall.
 */
const SLOWEST_SEND_BYTES_PER_SEC = 256 * 1024;
/**
 * Starts a request signed outside the SDK on our keep-alive agent; the caller reads the
 * response and ends the request (with its body, if any).
 */
function send_signed_sendSigned(signed, options) {
    const transport = signed.protocol === 'https:' ? external_node_https_ : external_node_http_;
    const request = transport.request({
        agent: options.agent,
        protocol: signed.protocol,
        hostname: signed.hostname,
        port: signed.port,
        method: signed.method,
        path: signed.path,
        headers: signed.headers,
        signal: options.signal,
        timeout: options.timeoutMs,
    });
    request.on('timeout', () => request.destroy(Object.assign(new Error('no answer in time'), { code: 'ETIMEDOUT' })));
    request.on('error', (error) => options.onFailure(networkFailure(error, options.place)));
    let response;
    const watch = watchStalls(options.stalls ?? processStallLimits, (stalled) => (response ?? request).destroy(stalled), ((options.bodyBytes ?? 0) / SLOWEST_SEND_BYTES_PER_SEC) * 1000, () => response !== undefined && response.readableLength >= response.readableHighWaterMark);
    // Bytes are counted on the socket, not with a 'data' listener on the response: that would
    // switch the body to flowing mode, and a caller that reads it later would lose its first
    // chunks (a ranged GET read after the response resolves did).
    const touch = () => watch.touch();
    let socket;
    const unwatch = () => {
        watch.stop();
        socket?.off('data', touch);
        socket = undefined;
    };
    request.on('socket', (s) => {
        socket = s;
        s.on('data', touch);
    });
    request.on('response', (answer) => {
        response = answer;
        watch.firstByte();
        // A keep-alive socket serves the next request too: stop counting once this body is done.
        answer.on('end', unwatch);
        answer.on('close', unwatch);
    });
    request.on('close', () => {
        if (!response)
            unwatch();
    });
    return request;
}
/**
 * Reports a response body that stops arriving (the connection reset or aborted mid-body) as the
 * same retryable S3Error a socket error before the response would be.
 */
function send_signed_onBodyFailure(response, place, fail) {
    response.on('aborted', () => fail(networkFailure(Object.assign(new Error('response aborted'), { code: 'ECONNRESET' }), place)));
    response.on('error', (error) => fail(networkFailure(error, place)));
}

;// CONCATENATED MODULE: ./build/s3/stall-handler.js




/**
 * A server-side copy says nothing until it is done (S3 may send whitespace, RGW does not): its
 * first byte may come this much later than the run's usual answers.
 */
const COPY_EXTRA_FIRST_BYTE_MS = 60_000;
/**
 * The SDK's HTTP handler with the run's stall detection (src/s3/stall-watch.ts) on what still
 * goes through the SDK: multipart uploads and their parts, copies, large GETs. The SDK's own
 * socket timeout stays as the last resort.
 */
class StallWatchingHandler extends node_http_handler_dist_cjs.NodeHttpHandler {
    limits;
    constructor(options, limits) {
        super(options);
        this.limits = limits;
    }
    async handle(request, options = {}) {
        const cancel = new AbortController();
        const outer = options.abortSignal;
        const signal = outer ? AbortSignal.any([outer, cancel.signal]) : cancel.signal;
        let stalled;
        let tap;
        let rejectStall;
        const stallReported = new Promise((_, reject) => (rejectStall = reject));
        const headers = request.headers;
        const streamed = request.body instanceof external_node_stream_.Readable;
        const bodyBytes = streamed ? 0 : Number(headers['content-length'] ?? 0) || 0;
        const extraMs = ('x-amz-copy-source' in headers ? COPY_EXTRA_FIRST_BYTE_MS : 0) +
            (bodyBytes / SLOWEST_SEND_BYTES_PER_SEC) * 1000;
        const watch = watchStalls(this.limits, (error) => {
            stalled = error;
            if (tap)
                tap.destroy(error);
            else {
                rejectStall(error);
                cancel.abort(error);
            }
        }, extraMs, () => tap !== undefined && tap.readableLength >= tap.readableHighWaterMark);
        if (streamed)
            request.body = tapped(request.body, () => watch.touch());
        try {
            const answer = await Promise.race([
                super.handle(request, { ...options, abortSignal: signal }),
                stallReported,
            ]);
            watch.firstByte();
            const body = answer.response.body;
            if (!(body instanceof external_node_stream_.Readable)) {
                watch.stop();
                return answer;
            }
            tap = tapped(body, () => watch.touch());
            tap.on('close', () => watch.stop());
            answer.response.body = tap;
            return answer;
        }
        catch (error) {
            watch.stop();
            throw stalled ?? error;
        }
    }
}
/** `source` piped through a pass-through that calls `onChunk` per chunk; errors carry across. */
function tapped(source, onChunk) {
    const tap = new external_node_stream_.Transform({
        transform(chunk, _encoding, done) {
            onChunk();
            done(null, chunk);
        },
    });
    source.on('error', (error) => tap.destroy(error));
    source.on('aborted', () => tap.destroy(Object.assign(new Error('response aborted'), { code: 'ECONNRESET' })));
    tap.on('close', () => {
        if (!source.readableEnded)
            source.destroy();
    });
    source.pipe(tap);
    return tap;
}

;// CONCATENATED MODULE: ./build/s3/client.js






/** Retries live in our own wrapper (one place, logged); the SDK's own are kept for calls we don't wrap. */
const SDK_MAX_ATTEMPTS = 3;
const CONNECTION_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 120_000;
function effectiveChecksumMode(settings) {
    const mode = settings.checksumMode ?? (settings.endpointUrl ? 'when_required' : 'when_supported');
    return mode === 'when_required' ? 'WHEN_REQUIRED' : 'WHEN_SUPPORTED';
}
/** Builds an S3 client whose keep-alive agent is sized to the work it will carry. */
function createS3Connection(settings, credentialProvider, 
/** 1 where our own retry wrapper already retries the whole operation. */
maxAttempts = SDK_MAX_ATTEMPTS) {
    const secure = settings.endpointUrl ? settings.endpointUrl.startsWith('https:') : true;
    const agent = keepAliveAgent(secure, settings.maxSockets);
    const checksum = effectiveChecksumMode(settings);
    const credentials = credentialProvider ??
        (settings.credentials
            ? {
                accessKeyId: settings.credentials.accessKeyId,
                secretAccessKey: settings.credentials.secretAccessKey,
                sessionToken: settings.credentials.sessionToken,
            }
            : undefined);
    const stalls = new StallLimits();
    const client = new dist_cjs/* S3Client */.YxF({
        ...(settings.region ? { region: settings.region } : {}),
        ...(settings.endpointUrl ? { endpoint: settings.endpointUrl } : {}),
        forcePathStyle: settings.forcePathStyle ?? Boolean(settings.endpointUrl),
        ...(credentials ? { credentials } : {}),
        maxAttempts,
        requestChecksumCalculation: checksum,
        responseChecksumValidation: checksum,
        requestHandler: new StallWatchingHandler({
            ...(secure ? { httpsAgent: agent } : { httpAgent: agent }),
            connectionTimeout: CONNECTION_TIMEOUT_MS,
            socketTimeout: SOCKET_TIMEOUT_MS,
        }, stalls),
    });
    return {
        client,
        agent,
        stalls,
        close() {
            client.destroy();
            agent.destroy();
        },
    };
}

;// CONCATENATED MODULE: ./build/s3/list/list-types.js
const LISTER_KINDS = ['single', 'threaded'];
const MAX_PAGE_SIZE = 1000;
const DEFAULT_QUEUE_PAGES = 10;
/** Most chains `auto` lets the threaded lister run; see docs/benchmarks.md for the measurement. */
const AUTO_LIST_CONCURRENCY = 16;
const MAX_LIST_CONCURRENCY = 256;
function newListStats(lister) {
    return {
        lister,
        objects: 0,
        pages: 0,
        retries: 0,
        bytes: 0,
        ranges: 0,
        splits: 0,
        wastedPages: 0,
        maxInFlight: 0,
        workerUtilization: undefined,
        startedAtMs: Date.now(),
        firstPageMs: undefined,
        finishedAtMs: undefined,
    };
}

;// CONCATENATED MODULE: ./build/s3/list/list-concurrency.js


/** How many chains the threaded lister may run for this bucket. */
function resolveListConcurrency(bucket, value = 'auto', onDebug) {
    if (value !== 'auto' && (!Number.isInteger(value) || value < 1 || value > MAX_LIST_CONCURRENCY)) {
        throw new SettingError('listConcurrency', String(value), `'auto' or an integer from 1 to ${MAX_LIST_CONCURRENCY}`);
    }
    // S3 Express directory buckets list without order and refuse StartAfter: ranges cannot work.
    if (bucket.endsWith('--x-s3')) {
        onDebug?.(`bucket ${JSON.stringify(bucket)} is an S3 Express directory bucket: listing with one chain`);
        return 1;
    }
    return value === 'auto' ? AUTO_LIST_CONCURRENCY : value;
}

;// CONCATENATED MODULE: ./build/s3/resolve-bucket-target.js


/**
 * Signs one probe request with the SDK and keeps what it resolved, so that the listing worker
 * can sign the pages itself without loading the SDK. Failures to resolve credentials or the
 * endpoint surface here, on the main thread, in the user's terms.
 */
async function resolveBucketTarget(client, params, signal) {
    const captured = await captureSignedListRequest(client, params, signal);
    const headers = lowerCaseKeys(captured.headers);
    return {
        protocol: captured.protocol,
        hostname: captured.hostname,
        port: captured.port,
        host: headers.host ?? hostHeader(captured.hostname, captured.port),
        basePath: captured.path,
        userAgent: headers['user-agent'],
        signing: signingOf(headers),
    };
}
// `Credential=AKID/20261130/us-east-1/s3/aws4_request`: the region and the service signed for.
const SIGV4_SCOPE = /^AWS4-HMAC-SHA256 Credential=[^/]+\/\d{8}\/([^/]+)\/([^/]+)\/aws4_request,/;
function signingOf(headers) {
    const scope = SIGV4_SCOPE.exec(headers.authorization ?? '');
    // S3 Express signs with a session token of its own, kept and refreshed by the SDK.
    if (!scope || headers['x-amz-s3session-token'] !== undefined)
        return { kind: 'main-thread' };
    return { kind: 'sigv4', region: scope[1], service: scope[2] };
}
/**
 * Runs a ListObjectsV2 command through the SDK up to its signature and stops it there: the SDK
 * resolves credentials, endpoint, path style and region, and nothing is sent.
 */
async function captureSignedListRequest(client, params, signal) {
    const command = new dist_cjs/* ListObjectsV2Command */.u6x({
        Bucket: params.bucket,
        Prefix: params.prefix || undefined,
        MaxKeys: params.pageSize,
        EncodingType: 'url',
        // A continuation token overrides StartAfter, so send only one of them.
        ...(params.continuationToken
            ? { ContinuationToken: params.continuationToken }
            : { StartAfter: params.startAfter || undefined }),
    });
    let captured;
    command.middlewareStack.addRelativeTo(() => async (args) => {
        captured = args.request;
        return { response: { statusCode: 200, headers: {} }, output: { $metadata: {} } };
    }, { relation: 'after', toMiddleware: 'httpSigningMiddleware', name: 'captureSignedListRequest' });
    try {
        await client.send(command, { abortSignal: signal });
    }
    catch (error) {
        // Credentials and endpoint are resolved here: say what failed in the user's terms.
        throw s3FailureFromSdk(error, 'ListObjectsV2', params.bucket, params.prefix || undefined);
    }
    if (!captured)
        throw new Error('the SDK did not produce a signed ListObjectsV2 request');
    return captured;
}
function lowerCaseKeys(headers) {
    const out = {};
    for (const [name, value] of Object.entries(headers))
        out[name.toLowerCase()] = value;
    return out;
}
function hostHeader(hostname, port) {
    return port === undefined ? hostname : `${hostname}:${port}`;
}

// EXTERNAL MODULE: ./node_modules/@smithy/core/dist-cjs/submodules/checksum/index.js
var checksum = __webpack_require__(9542);
// EXTERNAL MODULE: ./node_modules/@smithy/signature-v4/dist-cjs/index.js
var signature_v4_dist_cjs = __webpack_require__(5118);
;// CONCATENATED MODULE: ./build/s3/sigv4.js


/**
 * The SDK's own SigV4 signer (`@smithy/signature-v4`), configured as the S3 client configures
 * it: paths not escaped a second time, and the payload hash sent in `x-amz-content-sha256`. It
 * caches the signing key by day, so a request costs two hashes and an HMAC instead of a pass
 * through the client's whole middleware stack.
 */
function createSigV4(target, credentials) {
    if (target.signing.kind !== 'sigv4') {
        throw new Error(`the bucket needs ${target.signing.kind} signing, not SigV4`);
    }
    const signer = new signature_v4_dist_cjs.SignatureV4({
        service: target.signing.service,
        region: target.signing.region,
        credentials,
        // The S3 client's own hash: node:crypto's SHA-256 and HMAC.
        sha256: checksum.Sha256,
        uriEscapePath: false,
        applyChecksum: true,
    });
    memoizeSigningKey(signer);
    return signer;
}
/**
 * The signer caches the signing key by day, but computes its cache key with an HMAC of the
 * credentials on every request: a tenth of our CPU per small GET in a `--cpu-prof` of 20k
 * downloads (docs/benchmarks.md). Kept here by the credentials themselves, a string lookup. If a
 * later signer no longer has this method, nothing is patched and it signs as it did.
 */
function memoizeSigningKey(signer) {
    const target = signer;
    const derive = target.getSigningKey;
    if (typeof derive !== 'function')
        return;
    const keys = new Map();
    target.getSigningKey = (credentials, region, shortDate, service) => {
        const id = `${shortDate}\n${region}\n${service ?? ''}\n${credentials.accessKeyId}\n${credentials.secretAccessKey}\n${credentials.sessionToken ?? ''}`;
        let key = keys.get(id);
        if (!key) {
            if (keys.size >= 8)
                keys.clear(); // a new day or rotated credentials: old keys are useless
            key = derive.call(signer, credentials, region, shortDate, service);
            key.catch(() => keys.delete(id));
            keys.set(id, key);
        }
        return key;
    };
}
/** RFC 3986 encoding, as SigV4's canonical query uses; the server decodes before it verifies. */
function encodeRfc3986(value) {
    return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
/** `?a=1&b=2`, sorted and encoded the way the signature was computed. */
function toQueryString(query) {
    const parts = [];
    for (const name of Object.keys(query).sort()) {
        const value = query[name];
        if (value === null || value === undefined)
            parts.push(encodeRfc3986(name));
        else
            for (const v of Array.isArray(value) ? value : [value])
                parts.push(`${encodeRfc3986(name)}=${encodeRfc3986(v)}`);
    }
    return parts.length ? `?${parts.join('&')}` : '';
}
/** An object's path on the target, each segment of the key encoded and its slashes kept. */
function objectPath(target, key) {
    return target.basePath + key.split('/').map(encodeRfc3986).join('/');
}

;// CONCATENATED MODULE: ./build/s3/list/sign-list-request.js


/**
 * Lets the SDK do what it is good at (credentials, endpoint and path-style resolution, SigV4)
 * and stops the command right after signing: the body is then read raw and parsed once by our
 * page scanner, instead of being parsed a second time by the SDK's XML deserializer.
 */
async function signListRequest(client, params, signal) {
    const captured = await captureSignedListRequest(client, params, signal);
    return {
        protocol: captured.protocol,
        hostname: captured.hostname,
        port: captured.port,
        method: captured.method,
        path: captured.path + toQueryString(captured.query),
        headers: captured.headers,
    };
}

;// CONCATENATED MODULE: ./build/s3/list/decode-key.js
/**
 * Keys listed with `encoding-type=url` arrive percent-encoded, so that characters XML cannot
 * carry survive. AWS writes a space as `+`, RGW as `%20`: `+` is a space, then percent-decoding.
 */
function decode_key_decodeUrlEncodedKey(raw) {
    if (raw.indexOf('%') === -1 && raw.indexOf('+') === -1)
        return raw;
    return decodeURIComponent(raw.replace(/\+/g, ' '));
}

;// CONCATENATED MODULE: ./build/s3/list/next-token.js

/**
 * The token of a truncated page, checked: a truncated page with no token is an error (the rest
 * cannot be listed), and so is a token seen before (the listing would loop). One check for every
 * lister, so that they fail alike.
 */
function next_token_nextToken(token, seen, where) {
    const place = {
        operation: 'ListObjectsV2',
        bucket: where.bucket,
        key: where.prefix || undefined,
    };
    if (!token) {
        throw s3_failure_s3Failure({
            ...place,
            code: 'MissingContinuationToken',
            message: 'the server said the listing is truncated but sent no NextContinuationToken, so the rest cannot be listed',
        });
    }
    if (seen.has(token)) {
        throw s3_failure_s3Failure({
            ...place,
            code: 'RepeatedContinuationToken',
            message: `the server sent the same continuation token twice (${JSON.stringify(token)}); stopping instead of looping`,
        });
    }
    seen.add(token);
    return token;
}

// EXTERNAL MODULE: external "node:string_decoder"
var external_node_string_decoder_ = __webpack_require__(6193);
// EXTERNAL MODULE: ./node_modules/sax/lib/sax.js
var lib_sax = __webpack_require__(2560);
;// CONCATENATED MODULE: ./build/s3/list/page-scanner.js


/** The body is not a complete, well-formed ListBucketResult. */
class PageFormatError extends (/* unused pure expression or super */ null && (Error)) {
    name = 'PageFormatError';
}
const GT = 62;
const SLASH = 47;
const BANG = 33;
const QUESTION = 63;
const CONTENTS_CLOSE = '</Contents>';
/** Top-level elements kept as text. Others, but for Contents and CommonPrefixes, are skipped. */
const TOP_LEAVES = new Set([
    ...['IsTruncated', 'NextContinuationToken', 'KeyCount', 'EncodingType'],
    ...['Prefix', 'Delimiter', 'StartAfter'],
]);
/**
 * Scans a ListObjectsV2 body fed in decoded chunks, with indexOf rather than an XML tokenizer,
 * because the SDK's generic XML deserializer is the bottleneck of a fast lister (~100k keys/s).
 * Only the unfinished top-level element is buffered between chunks. Limitations no S3 server
 * hits: close tags carry no whitespace, CDATA never holds the text of a close tag, and an unknown
 * element never nests one of its own name.
 */
class page_scanner_PageScanner {
    events;
    buf = '';
    /** Everything in `buf` before `pos` has been consumed. */
    pos = 0;
    state = 'before';
    /** A top-level element whose close tag has not arrived yet. */
    openName;
    closeTag = '';
    openEnd = 0;
    searchFrom = 0;
    // The child element `child()` just read: name, text range, end, and whether the text is plain.
    cName = '';
    cFrom = 0;
    cTo = 0;
    cEnd = 0;
    cPlain = true;
    entries = new PackedEntriesBuilder();
    prefixes = [];
    /** RGW may send EncodingType after the Contents; keys scanned before it are decoded in end(). */
    rawKeys = 0;
    /** The text of the top-level elements that are not lists. */
    top = {};
    /** Known before the first Contents in AWS's layout, so keys are decoded as they are read. */
    encodingType;
    tokenFired = false;
    ended = false;
    constructor(events = {}) {
        this.events = events;
    }
    write(chunk) {
        if (this.ended)
            throw new Error('PageScanner.write() called after end()');
        const shift = this.pos;
        this.buf = shift < this.buf.length ? this.buf.slice(shift) + chunk : chunk;
        this.pos = 0;
        this.openEnd -= shift;
        this.searchFrom -= shift;
        this.scan();
        // The entries scanned so far are slices of `buf`; copied out, the chunk's text can go.
        this.entries.seal();
    }
    /** True once `</ListBucketResult>` has been read: the document is whole. */
    get complete() {
        return this.state === 'after';
    }
    end() {
        if (this.ended)
            throw new Error('PageScanner.end() called twice');
        this.ended = true;
        if (this.state === 'before')
            throw new PageFormatError('The body holds no <ListBucketResult>');
        if (this.state === 'inside') {
            throw new PageFormatError('The body was cut short: no closing </ListBucketResult>');
        }
        if (this.buf.indexOf('<', this.pos) >= 0) {
            throw new PageFormatError('The body ends inside markup after </ListBucketResult>');
        }
        const { IsTruncated, NextContinuationToken, KeyCount, Prefix, Delimiter, StartAfter } = this.top;
        if (IsTruncated === undefined)
            throw new PageFormatError('The page has no <IsTruncated>');
        const url = this.encodingType === 'url';
        // Servers echo Prefix, Delimiter and StartAfter as they were sent; RGW does not encode
        // them even under encoding-type=url. Nothing depends on them, so a value that does not
        // decode is kept as it came rather than failing the page.
        const decode = (v) => {
            if (!url || v === undefined)
                return v;
            try {
                return urlDecode(v);
            }
            catch {
                return v;
            }
        };
        const entries = this.entries.finish(url ? this.rawKeys : 0, urlDecode);
        this.fireToken(true);
        return {
            entries,
            isTruncated: IsTruncated === 'true',
            nextContinuationToken: NextContinuationToken,
            keyCount: KeyCount === undefined ? undefined : parseCount(KeyCount, 'KeyCount'),
            encodingType: this.encodingType,
            commonPrefixes: url ? this.prefixes.map(urlDecode) : this.prefixes,
            prefix: decode(Prefix),
            delimiter: decode(Delimiter),
            startAfter: decode(StartAfter),
        };
    }
    scan() {
        const s = this.buf;
        let p = this.pos;
        for (;;) {
            if (this.openName !== undefined) {
                const close = s.indexOf(this.closeTag, this.searchFrom);
                if (close < 0) {
                    // Resume where a close tag split by the chunk boundary could start: O(n) overall.
                    this.searchFrom = Math.max(this.openEnd, s.length - this.closeTag.length + 1);
                    break;
                }
                this.element(s, this.openName, this.openEnd, close);
                this.openName = undefined;
                p = close + this.closeTag.length;
                continue;
            }
            const lt = s.indexOf('<', p);
            if (lt < 0) {
                p = s.length; // whitespace between elements
                break;
            }
            p = lt; // until the markup is complete, keep it in the buffer
            const c = s.charCodeAt(lt + 1);
            if (c === BANG || c === QUESTION) {
                const mark = c === QUESTION ? '?>' : s.startsWith('<!--', lt) ? '-->' : '>';
                const end = s.indexOf(mark, lt + 2);
                if (end < 0)
                    break;
                p = end + mark.length;
                continue;
            }
            const gt = s.indexOf('>', lt + 1);
            if (gt < 0)
                break;
            if (c === SLASH) {
                const name = s.slice(lt + 2, gt).trim();
                if (this.state !== 'inside' || name !== 'ListBucketResult') {
                    throw new PageFormatError(`Unexpected </${name}> in a ListBucketResult`);
                }
                this.state = 'after';
                p = gt + 1;
                continue;
            }
            const name = s.slice(lt + 1, tagNameEnd(s, lt + 1, gt));
            const selfClosing = s.charCodeAt(gt - 1) === SLASH;
            if (this.state !== 'inside') {
                if (this.state === 'after' || name !== 'ListBucketResult') {
                    throw new PageFormatError(`Unexpected <${name}> outside the ListBucketResult`);
                }
                this.state = selfClosing ? 'after' : 'inside';
            }
            else if (selfClosing) {
                this.element(s, name, gt, gt);
            }
            else {
                this.openName = name;
                this.closeTag = name === 'Contents' ? CONTENTS_CLOSE : `</${name}>`;
                this.openEnd = this.searchFrom = gt + 1;
                continue;
            }
            p = gt + 1;
        }
        this.pos = p;
    }
    /** A complete top-level element whose content is `s[from, to)`. Unknown ones are skipped. */
    element(s, name, from, to) {
        switch (name) {
            case 'Contents':
                return this.contents(s, from, to);
            case 'CommonPrefixes':
                for (let p = s.indexOf('<', from); p >= 0 && p < to; p = s.indexOf('<', this.cEnd)) {
                    this.child(s, p, to);
                    if (this.cName === 'Prefix')
                        this.prefixes.push(this.text(s));
                }
                return;
            default: {
                if (!TOP_LEAVES.has(name))
                    return;
                const v = mixedText(s.slice(from, to), name);
                this.top[name] = v;
                if (name === 'EncodingType')
                    this.encodingType = v;
                if (name === 'IsTruncated' && v !== 'true' && v !== 'false') {
                    throw new PageFormatError(`<IsTruncated> must be true or false, got ${JSON.stringify(v)}`);
                }
                this.fireToken(false);
            }
        }
    }
    contents(s, from, to) {
        let key;
        let size = -1;
        let lastModifiedMs = NaN;
        let etag = '';
        let storageClass = 'STANDARD';
        for (let p = s.indexOf('<', from); p >= 0 && p < to; p = s.indexOf('<', this.cEnd)) {
            this.child(s, p, to);
            switch (this.cName) {
                case 'Key':
                    key = this.text(s);
                    break;
                case 'LastModified':
                    lastModifiedMs = parseTimestamp(this.text(s));
                    break;
                case 'ETag': {
                    // AWS sends `&quot;hex&quot;`: skip the regex for the common shape.
                    const a = this.cFrom;
                    const b = this.cTo - 6;
                    const quoted = this.cPlain &&
                        b > a &&
                        s.startsWith('&quot;', a) &&
                        s.startsWith('&quot;', b) &&
                        s.indexOf('&', a + 6) === b;
                    etag = quoted ? `"${s.slice(a + 6, b)}"` : this.text(s);
                    break;
                }
                case 'Size':
                    size = parseCount(this.text(s), 'Size');
                    break;
                case 'StorageClass':
                    storageClass = this.text(s);
                    break;
            }
        }
        if (key === undefined)
            throw new PageFormatError('A <Contents> has no <Key>');
        if (size < 0)
            throw new PageFormatError(`${JSON.stringify(key)} has no <Size>`);
        if (lastModifiedMs !== lastModifiedMs) {
            throw new PageFormatError(`${JSON.stringify(key)} has no <LastModified>`);
        }
        if (this.encodingType === 'url')
            key = urlDecode(key);
        else if (this.encodingType === undefined)
            this.rawKeys++;
        this.entries.add(key, etag, storageClass, size, lastModifiedMs);
    }
    /** Reads the child element starting at `s[lt]` (which must end before `limit`) into `c*`. */
    child(s, lt, limit) {
        const gt = s.indexOf('>', lt + 1);
        if (gt < 0 || gt >= limit || s.charCodeAt(lt + 1) === SLASH) {
            throw new PageFormatError(`Malformed markup ${JSON.stringify(s.slice(lt, lt + 40))}`);
        }
        const nameEnd = tagNameEnd(s, lt + 1, gt);
        const name = (this.cName = s.slice(lt + 1, nameEnd));
        this.cFrom = gt + 1;
        this.cPlain = true;
        if (s.charCodeAt(gt - 1) === SLASH) {
            this.cTo = gt + 1;
            this.cEnd = gt + 1;
            return;
        }
        // Fast path: `<Name>text</Name>`; anything else (nested elements, CDATA) takes the slow one.
        const next = s.indexOf('<', gt + 1);
        const nameLen = nameEnd - lt - 1;
        if (next >= 0 &&
            next < limit &&
            s.charCodeAt(next + 1) === SLASH &&
            s.charCodeAt(next + 2 + nameLen) === GT &&
            s.startsWith(name, next + 2)) {
            this.cTo = next;
            this.cEnd = next + 3 + nameLen;
            return;
        }
        const close = s.indexOf(`</${name}>`, gt + 1);
        if (close < 0 || close >= limit)
            throw new PageFormatError(`<${name}> is not closed`);
        this.cTo = close;
        this.cEnd = close + 3 + nameLen;
        this.cPlain = false;
    }
    text(s) {
        const raw = s.slice(this.cFrom, this.cTo);
        return this.cPlain ? decodeEntities(raw) : mixedText(raw, this.cName);
    }
    fireToken(atEnd) {
        const { IsTruncated, NextContinuationToken: token } = this.top;
        if (this.tokenFired || IsTruncated === undefined)
            return;
        const truncated = IsTruncated === 'true';
        if (truncated && token === undefined && !atEnd)
            return;
        this.tokenFired = true;
        this.events.onToken?.(truncated ? token : undefined, truncated);
    }
}
/** Scans a whole body at once. */
function scanPage(xml) {
    const scanner = new page_scanner_PageScanner();
    scanner.write(xml);
    return scanner.end();
}
function tagNameEnd(s, from, gt) {
    let i = from;
    while (i < gt) {
        const c = s.charCodeAt(i);
        if (c <= 32 || c === SLASH)
            break;
        i++;
    }
    return i;
}
const ENTITY = /&(?:(quot|amp|lt|gt|apos)|#([0-9]{1,7})|#x([0-9a-fA-F]{1,6}));|&/g;
const NAMED = { quot: '"', amp: '&', lt: '<', gt: '>', apos: "'" };
function decodeEntities(raw) {
    return raw.indexOf('&') < 0 ? raw : raw.replace(ENTITY, entity);
}
function entity(m, named, dec, hex) {
    if (named !== undefined)
        return NAMED[named];
    const cp = dec !== undefined ? parseInt(dec, 10) : hex !== undefined ? parseInt(hex, 16) : 0;
    if (cp > 0 && cp <= 0x10ffff)
        return String.fromCodePoint(cp);
    throw new PageFormatError(`Malformed XML entity ${JSON.stringify(m)}`);
}
/** Text that may hold CDATA sections; any element in it is an error. */
function mixedText(raw, name) {
    let out = '';
    let p = 0;
    for (let lt = raw.indexOf('<'); lt >= 0; lt = raw.indexOf('<', p)) {
        const end = raw.startsWith('<![CDATA[', lt) ? raw.indexOf(']]>', lt + 9) : -1;
        if (end < 0)
            throw new PageFormatError(`<${name}> holds markup where text was expected`);
        out += decodeEntities(raw.slice(p, lt)) + raw.slice(lt + 9, end);
        p = end + 3;
    }
    return p === 0 ? decodeEntities(raw) : out + decodeEntities(raw.slice(p));
}
function urlDecode(raw) {
    try {
        return decodeUrlEncodedKey(raw);
    }
    catch {
        throw new PageFormatError(`Malformed URL encoding in ${JSON.stringify(raw)}`);
    }
}
function parseCount(v, name) {
    let n = 0;
    for (let i = 0; i < v.length; i++) {
        const d = v.charCodeAt(i) - 48;
        if (d < 0 || d > 9 || i > 14)
            n = NaN; // 15 digits stay exact in a double
        n = n * 10 + d;
    }
    if (v.length === 0 || n !== n) {
        throw new PageFormatError(`<${name}> must be a whole number, got ${JSON.stringify(v)}`);
    }
    return n;
}
const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{3})?Z$/;
/** `YYYY-MM-DDTHH:MM:SS(.fff)?Z` without a Date per entry; any other shape goes to Date.parse. */
function parseTimestamp(t) {
    if (ISO_UTC.test(t)) {
        const y = num(t, 0, 4);
        const mo = num(t, 5, 2);
        const d = num(t, 8, 2);
        const h = num(t, 11, 2);
        const mi = num(t, 14, 2);
        const s = num(t, 17, 2);
        // Date.UTC maps years 0-99 to 1900-1999; Date.parse rejects out-of-range fields.
        if (y >= 100 && mo >= 1 && mo <= 12 && d >= 1 && h <= 23 && mi <= 59 && s <= 59) {
            return Date.UTC(y, mo - 1, d, h, mi, s, t.length === 24 ? num(t, 20, 3) : 0);
        }
    }
    const ms = Date.parse(t);
    if (ms !== ms)
        throw new PageFormatError(`Unparsable <LastModified> ${JSON.stringify(t)}`);
    return ms;
}
function num(t, from, count) {
    let v = 0;
    for (let i = from; i < from + count; i++)
        v = v * 10 + t.charCodeAt(i) - 48;
    return v;
}

;// CONCATENATED MODULE: ./build/s3/list/page-request.js






const DEFAULT_TIMEOUT_MS = 60_000;
/**
 * Sends one signed ListObjectsV2 request and scans its body as it streams in. The quick page
 * reads the head of the document with sax, where AWS puts NextContinuationToken (before the first
 * `<Contents>`); servers that send it after the last `<Contents>` (Ceph RGW) are covered by the
 * page scanner, which reports the token the moment it is complete.
 */
function page_request_requestPage(signed, context) {
    const place = {
        operation: 'ListObjectsV2',
        bucket: context.bucket,
        key: context.prefix || undefined,
    };
    let resolveNext;
    let rejectNext;
    const next = new Promise((resolve, reject) => {
        resolveNext = resolve;
        rejectNext = reject;
    });
    let nextSettled = false;
    const settleNext = (value) => {
        if (nextSettled)
            return;
        nextSettled = true;
        resolveNext(value);
    };
    const page = new Promise((resolve, reject) => {
        const fail = (error) => {
            if (!nextSettled) {
                nextSettled = true;
                rejectNext(error);
            }
            reject(error);
        };
        const request = sendSigned(signed, {
            agent: context.agent,
            signal: context.signal,
            timeoutMs: context.timeoutMs ?? DEFAULT_TIMEOUT_MS,
            place,
            onFailure: fail,
        });
        request.on('response', (response) => {
            if (response.statusCode !== 200) {
                readErrorResponse(response, place, context.clock).then(fail, fail);
                return;
            }
            const decoder = new StringDecoder('utf8');
            const head = new QuickPage(settleNext);
            const scanner = new PageScanner({
                onToken: (token, isTruncated) => settleNext({ token, isTruncated }),
            });
            let bytes = 0;
            let finished = false;
            // The page is done when the document is, not when the HTTP response ends: RGW often
            // sends the chunked body's last few bytes one delayed ACK (40 ms) after the rest, and a
            // chain that waited for them would lose that much on one page in ten. The socket goes
            // back to the pool once they arrive.
            const finish = () => {
                finished = true;
                try {
                    const tail = decoder.end();
                    if (tail)
                        scanner.write(tail);
                    const scanned = scanner.end();
                    settleNext({ token: scanned.nextContinuationToken, isTruncated: scanned.isTruncated });
                    resolve({ page: scanned, bytes });
                }
                catch (error) {
                    // A body that stops before </ListBucketResult> was cut short: worth another attempt.
                    fail(s3Failure({
                        ...place,
                        code: 'TruncatedBody',
                        message: `the response body ended early (${error.message})`,
                        cause: error,
                    }));
                }
            };
            response.on('data', (chunk) => {
                if (finished)
                    return; // what follows the document: whitespace
                bytes += chunk.length;
                const text = decoder.write(chunk);
                try {
                    head.write(text);
                    scanner.write(text);
                }
                catch (error) {
                    response.destroy(error);
                    return;
                }
                if (scanner.complete)
                    finish();
            });
            response.on('end', () => {
                if (!finished)
                    finish();
            });
            onBodyFailure(response, place, fail);
        });
        request.end();
    });
    // The chain may stop listening to `next` (early stop); never leave a rejection unhandled.
    next.catch(() => undefined);
    return { next, page };
}
/**
 * sax over the head of the document only: everything before the first `<Contents>`. Feeding it
 * the whole 300 KB body would cost more than our scanner's full parse of it.
 */
class QuickPage {
    onNext;
    parser = sax.parser(true);
    done = false;
    element = '';
    text = '';
    isTruncated;
    token;
    constructor(onNext) {
        this.onNext = onNext;
        this.parser.onopentag = (tag) => {
            if (tag.name === 'Contents' || tag.name === 'CommonPrefixes')
                this.done = true;
            this.element = tag.name;
            this.text = '';
        };
        this.parser.ontext = (text) => {
            this.text += text;
        };
        this.parser.onclosetag = (name) => {
            if (name === 'IsTruncated')
                this.isTruncated = this.text.trim() === 'true';
            else if (name === 'NextContinuationToken')
                this.token = this.text;
            if (this.isTruncated === false || (this.isTruncated && this.token !== undefined)) {
                this.done = true;
                this.onNext({ isTruncated: this.isTruncated, token: this.token });
            }
        };
        this.parser.onerror = () => {
            // The page scanner is the judge of a malformed body; the quick page just gives up.
            this.done = true;
        };
    }
    write(text) {
        if (this.done)
            return;
        const contents = text.indexOf('<Contents');
        if (contents !== -1)
            this.done = true;
        this.parser.write(contents === -1 ? text : text.slice(0, contents));
    }
}

;// CONCATENATED MODULE: ./build/s3/list/list-chain.js





/** The tighter of an exclusive and an inclusive upper bound, as one RangeBound. */
function upperBoundOf(bounds) {
    const { endBefore, endAt } = bounds;
    if (endAt === undefined)
        return endBefore === undefined ? undefined : { key: endBefore, inclusive: false };
    if (endBefore !== undefined && key_order_compareKeys(endBefore, endAt) <= 0)
        return { key: endBefore, inclusive: false };
    return { key: endAt, inclusive: true };
}
function isWithin(key, bound) {
    if (bound === undefined)
        return true;
    const order = key_order_compareKeys(key, bound.key);
    return bound.inclusive ? order <= 0 : order < 0;
}
/**
 * One chain of ListObjectsV2 requests over a key range. The next request goes out as soon as
 * the current page's token is known, while that page's body is still arriving, so at most two
 * requests of the chain are in flight. Pages come out in order, each checked to continue the
 * previous one in S3's order, so a retried page can neither repeat nor drop keys.
 */
async function* listChain(options) {
    const chainAbort = new AbortController();
    const signal = options.signal
        ? AbortSignal.any([options.signal, chainAbort.signal])
        : chainAbort.signal;
    const seenTokens = new Set();
    let lastKey = options.startAfter;
    const fetch = async (token) => {
        await options.reservePage?.();
        const inFlight = fetchPageWithRetry(options, signal, {
            bucket: options.bucket,
            prefix: options.prefix,
            pageSize: options.pageSize,
            startAfter: options.startAfter,
            continuationToken: token,
        });
        const release = () => options.releasePage?.();
        inFlight.page.then(release, release);
        return inFlight;
    };
    try {
        let current = await fetch(undefined);
        while (current) {
            const next = await current.next;
            const following = next.isTruncated
                ? fetch(nextToken(next.token, seenTokens, options))
                : undefined;
            // Never leave a rejection unhandled while this page is still being read.
            following?.catch(() => undefined);
            const { page, bytes } = await current.page;
            options.stats.pages++;
            options.stats.bytes += bytes;
            const { entries, reachedEnd } = continuation(page, lastKey, options.upperBound?.());
            if (entries.count > 0)
                lastKey = keyAt(entries, entries.count - 1);
            if (reachedEnd) {
                // A page wholly past the bound, and the request already out for the one after it.
                if (entries.count === 0)
                    options.stats.wastedPages++;
                if (following)
                    options.stats.wastedPages++;
            }
            options.onPageInfo?.(next.isTruncated && !reachedEnd);
            yield entries;
            if (reachedEnd)
                return;
            current = following ? await following : undefined;
        }
    }
    finally {
        // Stops the request that may already be out for a page nobody will read.
        chainAbort.abort();
    }
}
/**
 * Keeps the page's entries that come after the last key already yielded and before the end of
 * the range. S3 sorts each page, so what is dropped is a run at either end, and a page that
 * neither repeats nor crosses the bound costs two byte compares.
 */
function continuation(page, lastKey, bound) {
    const entries = page.entries;
    let from = 0;
    if (lastKey !== undefined) {
        while (from < entries.count && compareKeys(keyAt(entries, from), lastKey) <= 0)
            from++;
    }
    let to = entries.count;
    while (to > from && !isWithin(keyAt(entries, to - 1), bound))
        to--;
    return { entries: slicePacked(entries, from, to), reachedEnd: to < entries.count };
}
/**
 * A page, retried as a whole on 5xx, throttling, resets and bodies cut short. `next` resolves
 * from the first attempt that shows the token, so a body cut short after its token does not
 * hold the chain back while the page itself is fetched again.
 */
function fetchPageWithRetry(options, signal, params) {
    let resolveNext;
    let rejectNext;
    const next = new Promise((resolve, reject) => {
        resolveNext = resolve;
        rejectNext = reject;
    });
    const page = withRetry(async () => {
        const signed = await options.signer.sign(params);
        const inFlight = requestPage(signed, {
            bucket: options.bucket,
            prefix: options.prefix,
            agent: options.agent,
            clock: options.signer.clock,
            signal,
        });
        inFlight.next.then(resolveNext, () => undefined);
        return inFlight.page;
    }, {
        ...DEFAULT_RETRY,
        signal,
        onRetry: (error, attempt, delayMs) => {
            options.stats.retries++;
            options.onRetry?.(error, attempt, delayMs);
        },
    });
    page.then(({ page: p }) => resolveNext({ isTruncated: p.isTruncated, token: p.nextContinuationToken }), rejectNext);
    next.catch(() => undefined);
    return { next, page };
}

;// CONCATENATED MODULE: ./build/s3/list/single-lister.js





/**
 * The baseline: one request at a time through the SDK's paginator and the SDK's own XML parsing,
 * as the aws-cli's `single` lister does. Kept simple on purpose: it is what `threaded` is
 * measured and checked against.
 */
async function* listSingle(request, stats) {
    const pages = (0,dist_cjs/* paginateListObjectsV2 */.OqA)({ client: request.client, pageSize: request.pageSize }, {
        Bucket: request.bucket,
        Prefix: request.prefix || undefined,
        StartAfter: request.startAfter || undefined,
        EncodingType: 'url',
    });
    const seenTokens = new Set();
    stats.ranges = 1;
    stats.maxInFlight = 1;
    try {
        for await (const page of pages) {
            request.signal?.throwIfAborted();
            stats.pages++;
            const decode = page.EncodingType === 'url';
            const entries = [];
            let reachedEnd = false;
            for (const item of page.Contents ?? []) {
                const key = decode ? decode_key_decodeUrlEncodedKey(item.Key ?? '') : (item.Key ?? '');
                if (!isWithin(key, request.upper)) {
                    reachedEnd = true;
                    break;
                }
                entries.push({
                    key,
                    size: item.Size ?? 0,
                    lastModifiedMs: item.LastModified?.getTime() ?? 0,
                    etag: item.ETag ?? '',
                    storageClass: item.StorageClass ?? 'STANDARD',
                });
            }
            stats.objects += entries.length;
            stats.firstPageMs ??= Date.now() - stats.startedAtMs;
            if (entries.length > 0)
                yield entries;
            if (reachedEnd)
                return;
            if (page.IsTruncated)
                next_token_nextToken(page.NextContinuationToken, seenTokens, request);
        }
    }
    catch (error) {
        throw s3FailureFromSdk(error, 'ListObjectsV2', request.bucket, request.prefix || undefined);
    }
}

// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(5919);
;// CONCATENATED MODULE: ./build/s3/list/error-transport.js

/** Errors cross the thread boundary as plain data and come back as the same class. */
function error_transport_serializeError(error) {
    if (error instanceof errors_S3Error) {
        return {
            name: error.name,
            message: error.message,
            reason: error.reason,
            operation: error.operation,
            bucket: error.bucket,
            key: error.key,
            code: error.code,
            statusCode: error.statusCode,
            hint: error.hint,
        };
    }
    const e = error instanceof Error ? error : new Error(String(error));
    return { name: e.name, message: e.message, code: e.code };
}
function deserializeError(data) {
    if (data.name === 'S3Error' && data.operation && data.bucket !== undefined) {
        return new errors_S3Error(data.reason ?? data.message, {
            operation: data.operation,
            bucket: data.bucket,
            key: data.key,
            code: data.code,
            statusCode: data.statusCode,
            hint: data.hint,
        });
    }
    return Object.assign(new Error(data.message), { name: data.name, code: data.code });
}

;// CONCATENATED MODULE: ./build/s3/list/packed-entries.js
/**
 * Collects a page's entries while it is scanned, straight into the packed form. The strings
 * of an entry are slices of the response text; `seal()` copies those added since the last seal
 * into one string of their own, so the text can go as soon as a chunk is scanned. No object per
 * entry outlives its chunk: a page that is still arriving holds compact text and numbers.
 */
class packed_entries_PackedEntriesBuilder {
    /** The strings added since the last seal, slices of the response text. */
    unsealed = [];
    fragments = [];
    // Sized for a full page of 1,000 keys, doubled if a server sends more.
    ends = new Uint32Array(3 * 1024);
    sizes = new Float64Array(1024);
    lastModifiedMs = new Float64Array(1024);
    textLength = 0;
    added = 0;
    get count() {
        return this.added;
    }
    add(key, etag, storageClass, size, lastModifiedMs) {
        const i = this.added++;
        if (i === this.sizes.length)
            this.grow();
        this.unsealed.push(key, etag, storageClass);
        this.ends[3 * i] = this.textLength += key.length;
        this.ends[3 * i + 1] = this.textLength += etag.length;
        this.ends[3 * i + 2] = this.textLength += storageClass.length;
        this.sizes[i] = size;
        this.lastModifiedMs[i] = lastModifiedMs;
    }
    seal() {
        if (this.unsealed.length === 0)
            return;
        // join() copies the pieces into one flat string. (A string built with + would stay a tree
        // of pointers into the response text.)
        this.fragments.push(this.unsealed.join(''));
        this.unsealed = [];
    }
    /**
     * The page. `rewriteKeys` maps the first `rewriteCount` keys, for a page that said how its
     * keys are encoded only after some of them (RGW may send EncodingType after the Contents).
     */
    finish(rewriteCount = 0, rewriteKeys) {
        this.seal();
        const packed = {
            count: this.count,
            text: this.fragments.join(''),
            ends: this.ends.slice(0, 3 * this.count),
            sizes: this.sizes.slice(0, this.count),
            lastModifiedMs: this.lastModifiedMs.slice(0, this.count),
        };
        return rewriteCount > 0 && rewriteKeys
            ? rewriteFirstKeys(packed, rewriteCount, rewriteKeys)
            : packed;
    }
    grow() {
        const widen = (a, make) => {
            const wider = make(a.length * 2);
            wider.set(a);
            return wider;
        };
        this.ends = widen(this.ends, (n) => new Uint32Array(n));
        this.sizes = widen(this.sizes, (n) => new Float64Array(n));
        this.lastModifiedMs = widen(this.lastModifiedMs, (n) => new Float64Array(n));
    }
}
function rewriteFirstKeys(packed, rewriteCount, rewrite) {
    const { count, text, ends: oldEnds } = packed;
    const parts = new Array(3 * count);
    const ends = new Uint32Array(3 * count);
    let start = 0;
    let end = 0;
    for (let i = 0; i < count; i++) {
        for (let j = 0; j < 3; j++) {
            const slice = text.slice(start, oldEnds[3 * i + j]);
            start = oldEnds[3 * i + j];
            const value = j === 0 && i < rewriteCount ? rewrite(slice) : slice;
            parts[3 * i + j] = value;
            ends[3 * i + j] = end += value.length;
        }
    }
    return { ...packed, text: parts.join(''), ends };
}
/** The key of entry `i`. */
function packed_entries_keyAt(packed, i) {
    return packed.text.slice(i === 0 ? 0 : packed.ends[3 * i - 1], packed.ends[3 * i]);
}
/** Entries `from` (inclusive) to `to` (exclusive, `to >= from`), with buffers of their own. */
function packed_entries_slicePacked(packed, from, to) {
    if (from === 0 && to === packed.count)
        return packed;
    const offset = from === 0 ? 0 : packed.ends[3 * from - 1];
    const textEnd = to === 0 ? 0 : packed.ends[3 * to - 1];
    return {
        count: to - from,
        text: packed.text.slice(offset, textEnd),
        // map() of a view makes the new array: one copy, not two.
        ends: packed.ends.subarray(3 * from, 3 * to).map((e) => e - offset),
        sizes: packed.sizes.slice(from, to),
        lastModifiedMs: packed.lastModifiedMs.slice(from, to),
    };
}
function unpackEntries(packed) {
    const { count, text, ends, sizes, lastModifiedMs } = packed;
    const entries = new Array(count);
    let start = 0;
    for (let i = 0; i < count; i++) {
        const keyEnd = ends[3 * i];
        const etagEnd = ends[3 * i + 1];
        const classEnd = ends[3 * i + 2];
        entries[i] = {
            key: text.slice(start, keyEnd),
            size: sizes[i],
            lastModifiedMs: lastModifiedMs[i],
            etag: text.slice(keyEnd, etagEnd),
            storageClass: text.slice(etagEnd, classEnd),
        };
        start = classEnd;
    }
    return entries;
}
/** The buffers to transfer (not copy) when the page is posted to another thread. */
function transferList(packed) {
    return [
        packed.ends.buffer,
        packed.sizes.buffer,
        packed.lastModifiedMs.buffer,
    ];
}
/**
 * A copy of a string that keeps nothing else alive. V8 makes a substring of 13 or more
 * characters a view into its parent, so a key kept for the whole listing (a range's last key,
 * say) would keep its page's packed text, some 60 KB, for as long. Prepending a character builds
 * a new string, which slice() flattens into one of the key's own length.
 */
function detachedCopy(s) {
    return ` ${s}`.slice(1);
}

;// CONCATENATED MODULE: ./build/s3/list/threaded-lister.js








/**
 * The worker allocates each page's text and entries, posts them and drops them: short-lived
 * garbage. V8's default lets its young generation grow to 48 MB, which listing 100k keys does
 * fill. With the cap at 4 MB, the RSS growth from a 10k to a 100k `ls` (`auto`, 3 runs each,
 * under `/usr/bin/time`) is 22-30 MB, against 48-50 MB without it; 2 and 8 MB were no better.
 * The worker collects more often, and one chain still lists at 1.04x the streamed floor in
 * `npm run bench -- list`.
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 4 };
/**
 * How to start the worker. The worker has an entry of its own, bundled without the SDK
 * (dist/list-worker/index.js, beside the action's bundle and one level above the CLI's). From
 * sources (tests, tsx) the entry is a TypeScript file: Node 20 does not apply `--import` hooks to
 * a worker's own entry, so a small bootstrap registers tsx first and then imports it.
 */
function startWorker(data) {
    const self = (0,external_node_url_.fileURLToPath)(import.meta.url);
    const here = external_node_path_.dirname(self);
    if (self.endsWith('.ts')) {
        const entry = (0,external_node_url_.pathToFileURL)(external_node_path_.join(here, 'list-worker-entry.ts')).href;
        const tsxCjs = (0,external_node_module_.createRequire)(import.meta.url).resolve('tsx/esm/api');
        const tsx = (0,external_node_url_.pathToFileURL)(external_node_path_.join(external_node_path_.dirname(tsxCjs), 'index.mjs')).href;
        const bootstrap = `import(${JSON.stringify(tsx)}).then((t) => t.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}));`;
        return new external_node_worker_threads_.Worker(bootstrap, { eval: true, workerData: data, resourceLimits: WORKER_LIMITS });
    }
    const candidates = [
        external_node_path_.join(here, 'list-worker-entry.js'), // tsc's output (build/)
        external_node_path_.join(here, 'list-worker', 'index.js'), // dist/index.js
        external_node_path_.join(here, '..', 'list-worker', 'index.js'), // dist/cli/index.js
    ];
    const entry = candidates.find((file) => (0,external_node_fs_.existsSync)(file));
    if (!entry) {
        throw new Error(`the listing worker's bundle is missing (looked for ${candidates.join(', ')}); rebuild with npm run package`);
    }
    return new external_node_worker_threads_.Worker(entry, { workerData: data, resourceLimits: WORKER_LIMITS });
}
/**
 * The consumer side of the threaded lister: a worker lists and parses, this thread takes whole
 * pages from a bounded queue. Leaving the loop early, an abort or an error ends the worker,
 * and with it its sockets and timers.
 */
async function* listThreaded(request, stats) {
    const data = {
        bucket: request.bucket,
        prefix: request.prefix,
        pageSize: request.pageSize,
        startAfter: request.startAfter,
        upper: request.upper,
        queuePages: request.queuePages,
        listConcurrency: request.listConcurrency,
    };
    const worker = startWorker(data);
    const queue = [];
    let finished = false;
    let failure;
    let wake;
    const notify = () => wake?.();
    const send = (message) => worker.postMessage(message);
    worker.on('message', (message) => {
        switch (message.type) {
            case 'batch':
                if (message.count === 0)
                    send({ type: 'credit' });
                else
                    queue.push(message);
                break;
            case 'credentials-request':
                request.credentials().then((c) => send({
                    type: 'credentials',
                    id: message.id,
                    credentials: {
                        accessKeyId: c.accessKeyId,
                        secretAccessKey: c.secretAccessKey,
                        sessionToken: c.sessionToken,
                        expiration: c.expiration,
                    },
                }), (error) => send({ type: 'credentials', id: message.id, error: error_transport_serializeError(error) }));
                return;
            case 'sign-request':
                request.signInMainThread(message.params).then((signed) => send({ type: 'signed', id: message.id, request: signed }), (error) => send({ type: 'signed', id: message.id, error: error_transport_serializeError(error) }));
                return;
            case 'debug':
                request.onDebug?.(message.message);
                return;
            case 'done':
                stats.pages += message.pages;
                stats.retries += message.retries;
                stats.bytes += message.bytes;
                stats.ranges += message.ranges;
                stats.splits += message.splits;
                stats.wastedPages += message.wastedPages;
                stats.maxInFlight = Math.max(stats.maxInFlight, message.maxInFlight);
                stats.workerUtilization = message.workerUtilization;
                finished = true;
                break;
            case 'error':
                failure = deserializeError(message.error);
                break;
        }
        notify();
    });
    worker.on('error', (error) => {
        failure ??= error;
        notify();
    });
    worker.on('exit', (code) => {
        if (!finished && !failure)
            failure = new Error(`the listing worker stopped unexpectedly (exit code ${code})`);
        notify();
    });
    const onAbort = () => {
        failure ??=
            request.signal?.reason instanceof Error ? request.signal.reason : new Error('aborted');
        notify();
    };
    request.signal?.addEventListener('abort', onAbort, { once: true });
    // Resolved while the worker starts, so that neither waits for the other.
    request.resolveTarget().then((target) => send({ type: 'target', target }), (error) => {
        failure ??= error instanceof Error ? error : new Error(String(error));
        notify();
    });
    try {
        for (;;) {
            if (request.signal?.aborted)
                throw failure;
            const batch = queue.shift();
            if (batch) {
                send({ type: 'credit' });
                yield toEntries(batch, stats);
                continue;
            }
            if (failure)
                throw failure;
            if (finished)
                return;
            await new Promise((resolve) => (wake = resolve));
            wake = undefined;
        }
    }
    finally {
        request.signal?.removeEventListener('abort', onAbort);
        await worker.terminate();
    }
}
function toEntries(batch, stats) {
    stats.objects += batch.count;
    stats.firstPageMs ??= Date.now() - stats.startedAtMs;
    return unpackEntries(batch);
}

;// CONCATENATED MODULE: ./build/s3/list/list-objects.js










/**
 * The bucket lister's one entry point: batches of entries (one per page) in S3's order, which
 * is UTF-8 byte order. `threaded` (the default) lists in a worker thread with the quick page;
 * `single` is the SDK paginator baseline. Both yield exactly the same entries.
 */
function listObjects(options) {
    const lister = options.lister ?? 'threaded';
    const pageSize = options.pageSize ?? MAX_PAGE_SIZE;
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
        throw new SettingError('pageSize', String(pageSize), `an integer from 1 to ${MAX_PAGE_SIZE}`);
    }
    const stats = newListStats(lister);
    const listConcurrency = resolveListConcurrency(options.bucket, options.listConcurrency, options.onDebug);
    const range = { startAfter: options.startAfter, upper: upperBoundOf(options) };
    async function* batches() {
        stats.startedAtMs = Date.now();
        // The main thread's client: the single lister's transport, and for the threaded lister the
        // owner of the credential chain that the worker borrows from.
        const connection = createS3Connection({
            ...options.client,
            maxSockets: Math.max(2, options.client.maxSockets),
        });
        try {
            if (lister === 'single') {
                yield* listSingle({
                    client: connection.client,
                    bucket: options.bucket,
                    prefix: options.prefix,
                    pageSize,
                    signal: options.signal,
                    ...range,
                }, stats);
            }
            else {
                const client = connection.client;
                const credentials = options.credentials ?? client.config.credentials;
                const firstPage = {
                    bucket: options.bucket,
                    prefix: options.prefix,
                    pageSize,
                    startAfter: options.startAfter,
                };
                yield* listThreaded({
                    credentials: () => credentials().catch((error) => {
                        throw s3FailureFromSdk(error, 'ListObjectsV2', options.bucket, options.prefix);
                    }),
                    resolveTarget: () => resolveBucketTarget(client, firstPage, options.signal),
                    signInMainThread: (params) => signListRequest(client, params, options.signal),
                    bucket: options.bucket,
                    prefix: options.prefix,
                    pageSize,
                    // Parallel ranges list ahead inside the worker; this queue only covers the hand-off.
                    queuePages: options.queuePages ?? DEFAULT_QUEUE_PAGES,
                    listConcurrency,
                    signal: options.signal,
                    onDebug: options.onDebug,
                    ...range,
                }, stats);
            }
        }
        finally {
            stats.finishedAtMs = Date.now();
            connection.close();
        }
    }
    return { stats, [Symbol.asyncIterator]: () => batches() };
}

;// CONCATENATED MODULE: ./build/s3/content-range.js
/**
 * Parses a 206's Content-Range (RFC 9110 14.4); undefined when absent or not of bytes. Shared
 * by the ranged downloads (`range-request.ts`) and the cache's range GETs.
 */
function parseContentRange(value) {
    const match = /^bytes (\d+)-(\d+)\/(\d+|\*)$/.exec(value ?? '');
    if (!match)
        return undefined;
    return {
        first: Number(match[1]),
        last: Number(match[2]),
        size: match[3] === '*' ? undefined : Number(match[3]),
    };
}

;// CONCATENATED MODULE: ./build/s3/answer-head.js
/**
 * Parses the head (without its final blank line, as latin1 text: header bytes are octets);
 * undefined when it has no status or no usable Content-Length.
 */
function parseAnswerHead(text) {
    const [status, ...lines] = text.split('\r\n');
    const match = /^HTTP\/1\.([01]) (\d{3})/.exec(status ?? '');
    if (!match)
        return undefined;
    const headers = {};
    for (const line of lines) {
        const colon = line.indexOf(':');
        if (colon > 0)
            headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const contentLength = Number(headers['content-length']);
    if (!Number.isSafeInteger(contentLength) || contentLength < 0)
        return undefined;
    const connection = (headers.connection ?? '').toLowerCase().split(/\s*,\s*/);
    // HTTP/1.1 keeps the connection unless told `close`; HTTP/1.0 only when told `keep-alive`.
    const keepAlive = match[1] === '1' ? !connection.includes('close') : connection.includes('keep-alive');
    return { statusCode: Number(match[2]), headers, contentLength, keepAlive };
}

;// CONCATENATED MODULE: ./build/s3/raw-exchange.js



/** An answer's head larger than this is refused (S3's are about 1 KiB). */
const MAX_HEAD_BYTES = 64 * 1024;
/**
 * One GET and its answer on a connection from the pool (`raw-get.ts` says why and how): the
 * head parsed from our scratch, the body read into the caller's sink, and the connection given
 * back to the pool when its body was read exactly to its end.
 */
class RawExchange {
    options;
    pool;
    head;
    /** The request went out on a reused connection that ended before any byte came back. */
    stale = false;
    connection;
    socket;
    watch;
    scratch = Buffer.allocUnsafe(16 * 1024);
    scratchUsed = 0;
    /** The part of the scratch last handed to the socket, while the head is read. */
    handedScratch;
    /** Of the bytes held in the scratch, those already handed to the sink. */
    drained = 0;
    state = 'head';
    keepAlive = false;
    sink;
    handed;
    /** Body bytes still to come from the socket, and still to hand to the sink. */
    unreceived = 0;
    undelivered = 0;
    anyByte = false;
    /** True while we hold the socket (the sink is busy): silence then is not the server's. */
    holding = false;
    settleHead;
    settleBody;
    failure;
    onAbort = () => this.fail(this.options.signal.reason);
    constructor(signed, options, pool, fresh) {
        this.options = options;
        this.pool = pool;
        this.head = new Promise((resolve, reject) => (this.settleHead = { resolve, reject }));
        this.connection = pool.acquire(signed, this, fresh);
        this.socket = this.connection.socket;
        this.watch = watchStalls(options.stalls ?? processStallLimits, (stalled) => this.fail(stalled), 0, () => this.holding);
        this.socket.setTimeout(options.timeoutMs);
        if (options.signal.aborted)
            queueMicrotask(this.onAbort);
        else
            options.signal.addEventListener('abort', this.onAbort, { once: true });
        const lines = [`GET ${signed.path} HTTP/1.1`];
        for (const [name, value] of Object.entries(signed.headers))
            lines.push(`${name}: ${value}`);
        lines.push('', '');
        this.socket.write(lines.join('\r\n'));
    }
    onFailure(error) {
        this.failUnanswered(error);
    }
    onClose() {
        // Before the head or mid-body, a close is a cut answer.
        if (this.state === 'head' || this.unreceived > 0)
            this.failUnanswered(Object.assign(new Error('the connection closed mid-answer'), { code: 'ECONNRESET' }));
    }
    /** A failure of the connection; on a reused one before any byte, the server had dropped it. */
    failUnanswered(error) {
        if (this.state === 'done')
            return;
        if (!this.anyByte &&
            this.connection.served > 0 &&
            error.code !== 'ETIMEDOUT')
            this.stale = true;
        this.fail(error);
    }
    /** Where the kernel reads next: the sink's buffer once the body is asked, else the scratch. */
    nextBuffer() {
        this.handed = this.handedScratch = undefined;
        // Once the body is all here, the sink's buffers are never handed: the next bytes the socket
        // reads may be the next answer's (or, wrongly, more than the Content-Length).
        if (this.state === 'done' || (this.state !== 'head' && this.unreceived === 0))
            return this.connection.spare;
        if (this.state === 'body' && this.sink && this.scratchUsed === 0)
            return (this.handed = this.sink.space());
        this.makeRoom(1);
        return (this.handedScratch = this.scratch.subarray(this.scratchUsed));
    }
    onRead(n, buffer) {
        if (this.state === 'done')
            return true;
        this.anyByte = true;
        this.watch.touch();
        if (this.state !== 'head') {
            this.unreceived -= n;
            if (this.unreceived < 0)
                return this.fail(new Error('more bytes than the Content-Length'));
            if (this.unreceived === 0)
                this.received();
        }
        if (this.handed && buffer === this.handed) {
            const wait = this.accept(n);
            if (wait)
                this.holdUntil(wait);
            // `accept` may have finished the body (then read on, for the server's close).
            const state = this.state;
            return state === 'done' || (this.unreceived > 0 && !wait && state === 'body');
        }
        if (this.state === 'head') {
            // The scratch was handed at `scratchUsed`, which only a read moves before the head ends;
            // the first read on a reused connection lands in the buffer handed while it was idle.
            if (buffer === this.handedScratch)
                this.scratchUsed += n;
            else
                this.holdBytes(buffer.subarray(0, n));
            return this.parseHead();
        }
        // A read into a buffer handed before the body was asked (the scratch, at an offset a drain
        // may have moved since): keep its bytes after those held, and hand them over in order.
        if (this.scratchUsed + n > MAX_HEAD_BYTES)
            return this.fail(new Error('too much body held'));
        this.holdBytes(buffer.subarray(0, n));
        if (this.state !== 'body')
            return false;
        if (this.holding)
            return false; // a drain in progress takes these too
        return this.drain();
    }
    /** Grows the scratch (doubling, what it holds kept) until `bytes` more fit after what it holds. */
    makeRoom(bytes) {
        while (this.scratchUsed + bytes > this.scratch.length) {
            const grown = Buffer.allocUnsafe(this.scratch.length * 2);
            this.scratch.copy(grown, 0, 0, this.scratchUsed);
            this.scratch = grown;
        }
    }
    holdBytes(bytes) {
        this.makeRoom(bytes.length);
        bytes.copy(this.scratch, this.scratchUsed);
        this.scratchUsed += bytes.length;
    }
    /** Every byte of the body is here: the server has nothing more to stall on. */
    received() {
        this.watch.stop();
        this.socket.setTimeout(0);
    }
    parseHead() {
        const end = this.scratch.subarray(0, this.scratchUsed).indexOf('\r\n\r\n');
        if (end < 0) {
            return (this.scratchUsed < MAX_HEAD_BYTES || this.fail(new Error('the answer head is too large')));
        }
        this.watch.firstByte();
        const text = this.scratch.toString('latin1', 0, end);
        const parsed = parseAnswerHead(text);
        if (!parsed) {
            const status = text.slice(0, text.indexOf('\r\n') >>> 0);
            return this.fail(new Error(`an answer without a status or a Content-Length: ${JSON.stringify(status)}`));
        }
        const { statusCode, headers, contentLength: length } = parsed;
        this.keepAlive = parsed.keepAlive;
        // The body bytes that came with the head stay at the start of the scratch, for `read`.
        this.scratch.copy(this.scratch, 0, end + 4, this.scratchUsed);
        this.scratchUsed -= end + 4;
        this.unreceived = length - this.scratchUsed;
        this.undelivered = length;
        if (this.unreceived < 0)
            return this.fail(new Error('more bytes than the Content-Length'));
        if (this.unreceived === 0)
            this.received();
        this.state = 'held';
        this.holding = true;
        this.socket.pause();
        this.settleHead.resolve({
            statusCode,
            headers,
            read: (sink) => this.read(sink),
            readAll: () => this.readAll(),
            destroy: () => void this.fail(new Error('the answer was abandoned')),
        });
        return false;
    }
    read(sink) {
        if (this.failure)
            return Promise.reject(this.failure);
        this.sink = sink;
        this.state = 'body';
        const body = new Promise((resolve, reject) => (this.settleBody = { resolve, reject }));
        if (this.undelivered === 0)
            this.finish();
        else if (this.drain())
            this.release();
        return body;
    }
    readAll() {
        const body = Buffer.allocUnsafe(this.undelivered);
        let used = 0;
        const sink = { space: () => body.subarray(used), filled: (n) => void (used += n) };
        return this.read(sink).then(() => body);
    }
    /**
     * Hands the bytes held in the scratch to the sink, at once as far as the sink takes them
     * without waiting (so that the next buffer the socket is given is the sink's); true when all
     * went and reading may go on.
     */
    drain() {
        while (this.drained < this.scratchUsed && this.state === 'body') {
            const space = this.sink.space();
            const n = Math.min(space.length, this.scratchUsed - this.drained);
            this.scratch.copy(space, 0, this.drained, this.drained + n);
            this.drained += n;
            const wait = this.accept(n);
            if (wait) {
                this.holdUntil(wait, () => this.drain());
                return false;
            }
        }
        this.scratchUsed = 0;
        this.drained = 0;
        return this.state === 'body';
    }
    /** The sink took `n` bytes; the body is done once it took them all and settled. */
    accept(n) {
        this.undelivered -= n;
        const wait = this.sink.filled(n);
        if (this.undelivered > 0)
            return wait;
        if (wait)
            wait.then(() => this.finish(), (error) => this.fail(error));
        else
            this.finish();
        return undefined;
    }
    /** Reads nothing more until `wait` settles and `then` says reading may go on. */
    holdUntil(wait, then = () => true) {
        this.holding = true;
        this.socket.pause();
        wait.then(() => {
            if (this.state === 'body' && then())
                this.release();
        }, (error) => this.fail(error));
    }
    release() {
        this.holding = false;
        this.socket.resume();
    }
    finish() {
        if (this.state === 'done')
            return;
        this.state = 'done';
        this.watch.stop();
        this.options.signal.removeEventListener('abort', this.onAbort);
        // Read exactly to its Content-Length (a byte more fails the read): the connection is in
        // step for the next request, unless the server said it closes.
        if (this.keepAlive) {
            this.pool.release(this.connection);
            this.settleBody?.resolve();
            return;
        }
        // The server closes first (it said so), so the closed connection's TIME_WAIT is kept on its
        // side, not in our ports. Its close is read (so the socket reads on); a second at most.
        const timer = setTimeout(() => this.socket.destroy(), 1000);
        timer.unref();
        this.socket.once('close', () => clearTimeout(timer));
        this.socket.end();
        this.socket.resume();
        this.settleBody?.resolve();
    }
    fail(error) {
        if (this.state === 'done')
            return false;
        this.state = 'done';
        this.failure = networkFailure(error, this.options.place);
        this.cleanup();
        this.settleHead.reject(this.failure);
        this.settleBody?.reject(this.failure);
        return false;
    }
    cleanup() {
        this.watch.stop();
        this.options.signal.removeEventListener('abort', this.onAbort);
        this.socket.destroy();
    }
}

// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
// EXTERNAL MODULE: external "node:tls"
var external_node_tls_ = __webpack_require__(1692);
;// CONCATENATED MODULE: ./build/s3/raw-connections.js


/** Idle sockets kept per endpoint; more are closed when returned (a burst's leftovers). */
const MAX_IDLE_PER_ENDPOINT = 32;
/**
 * An idle socket is closed after this long: under the idle timeouts servers use (RGW's beast
 * 65 s, AWS S3 about 20 s, many proxies 5 s), so we rarely send on a socket the server is
 * closing. The retry of a stale socket (`raw-get.ts`) covers the rest.
 */
const IDLE_MS = 4_000;
/**
 * A socket that reads into the buffers of whoever uses it now. `onread` is given once, when the
 * socket dials, so the socket's reads are routed here and passed on to the current user; while
 * idle they go to a spare buffer, and any byte the server sends then is a protocol error.
 */
class RawConnection {
    key;
    onGone;
    socket;
    /** A buffer of the connection's own, for reads no user has a place for. */
    spare = Buffer.allocUnsafe(16 * 1024);
    /** How many requests this connection carried before the current one. */
    served = 0;
    user;
    constructor(endpoint, key, onGone) {
        this.key = key;
        this.onGone = onGone;
        const secure = endpoint.protocol === 'https:';
        const port = endpoint.port ?? (secure ? 443 : 80);
        const onread = {
            buffer: () => (this.user ? this.user.nextBuffer() : this.spare),
            callback: (n, buffer) => {
                if (this.user)
                    return this.user.onRead(n, buffer);
                this.socket.destroy(); // bytes nobody asked for: the connection is out of step
                return false;
            },
        };
        // tls.connect takes `onread` when it dials the socket itself (Node 15.8+), though its types
        // say nothing of it.
        this.socket = secure
            ? external_node_tls_.connect({
                host: endpoint.hostname,
                port,
                servername: external_node_net_.isIP(endpoint.hostname) ? undefined : endpoint.hostname,
                ALPNProtocols: ['http/1.1'],
                onread,
            })
            : external_node_net_.connect({ host: endpoint.hostname, port, onread });
        this.socket.on('timeout', () => {
            if (this.user)
                this.user.onFailure(Object.assign(new Error('no answer in time'), { code: 'ETIMEDOUT' }));
            else
                this.socket.destroy();
        });
        this.socket.on('error', (error) => this.user?.onFailure(error));
        // The server's FIN on an idle socket: it will take no more requests.
        this.socket.on('end', () => {
            if (!this.user)
                this.socket.destroy();
        });
        this.socket.on('close', () => {
            this.onGone(this);
            this.user?.onClose();
        });
    }
    /** The connection is `user`'s until it is released or destroyed. */
    take(user) {
        this.user = user;
        this.socket.setTimeout(0);
        this.socket.ref();
    }
    /** Idle again: reads go to the spare, and the socket neither keeps the process nor lives long. */
    idle() {
        this.user = undefined;
        this.served++;
        this.socket.setTimeout(IDLE_MS);
        this.socket.unref();
        this.socket.resume();
    }
}
/**
 * Keep-alive connections for raw GETs (`raw-get.ts`), per endpoint (protocol, host, port). A
 * connection comes back only from an exchange whose body was read exactly to its Content-Length
 * on an answer that did not say `close`; one that failed, stalled or was abandoned is destroyed
 * by its exchange. Reusing them spares a TCP (and TLS) handshake per GET and the server's and
 * our kernel's work of opening and closing.
 */
class RawConnectionPool {
    maxIdlePerEndpoint;
    idleByEndpoint = new Map();
    constructor(maxIdlePerEndpoint = MAX_IDLE_PER_ENDPOINT) {
        this.maxIdlePerEndpoint = maxIdlePerEndpoint;
    }
    /** The most recently idle connection to the endpoint (or a new one when `fresh`), for `user`. */
    acquire(endpoint, user, fresh = false) {
        const key = `${endpoint.protocol}//${endpoint.hostname}:${endpoint.port ?? ''}`;
        const connection = (!fresh && this.idleByEndpoint.get(key)?.pop()) ||
            new RawConnection(endpoint, key, (gone) => this.forget(gone));
        connection.take(user);
        return connection;
    }
    /** Takes back a connection whose last answer was read whole and may carry another request. */
    release(connection) {
        const idle = this.idleByEndpoint.get(connection.key) ?? [];
        if (connection.socket.destroyed || idle.length >= this.maxIdlePerEndpoint) {
            connection.socket.destroy();
            return;
        }
        connection.idle();
        idle.push(connection);
        this.idleByEndpoint.set(connection.key, idle);
    }
    /** How many connections wait idle (for tests). */
    idleCount() {
        let count = 0;
        for (const idle of this.idleByEndpoint.values())
            count += idle.length;
        return count;
    }
    /** Closes every idle connection. */
    close() {
        for (const idle of this.idleByEndpoint.values())
            for (const connection of idle.splice(0))
                connection.socket.destroy();
    }
    forget(connection) {
        const idle = this.idleByEndpoint.get(connection.key);
        const at = idle?.indexOf(connection) ?? -1;
        if (at >= 0)
            idle.splice(at, 1);
    }
}
/** The process's (or worker thread's) pool: each thread has its own sockets. */
const rawConnections = new RawConnectionPool();

;// CONCATENATED MODULE: ./build/s3/raw-get.js


/**
 * A GET whose body the kernel reads straight into the caller's buffers (`onread` with a buffer
 * function, which net and tls both take when they dial), so a large body costs no 64 KiB Buffer
 * per socket read, no copy by Node's HTTP parser, no stream events and no collector work: a
 * 200 MB GET written and hashed took 0.42-0.45 CPU-seconds so, against 0.73-0.84 through
 * `http.get` (docs/benchmarks.md, branch dl-cpu). HTTP/1.1 over keep-alive connections
 * (`raw-connections.ts`); the answer must have a Content-Length (S3's GetObject always has).
 * Watched for stalls like every request (`stall-watch.ts`); errors are retryable S3Errors
 * (`networkFailure`).
 *
 * A reused connection the server closed while it was idle fails before any byte of the answer:
 * the GET is then sent once more on a new connection (a GET is safe to repeat), as browsers and
 * Go's net/http do, rather than spending one of the caller's retries (and its backoff).
 */
async function raw_get_rawGet(signed, options) {
    const pool = options.pool ?? rawConnections;
    const first = new RawExchange(signed, options, pool, false);
    try {
        return await first.head;
    }
    catch (error) {
        if (!first.stale || options.signal.aborted)
            throw error;
        return new RawExchange(signed, options, pool, true).head;
    }
}

;// CONCATENATED MODULE: ./build/cache/worker-range-get.js




/** Bytes a sink is handed at a time when the body goes to a sink (a blob's file). */
const SINK_BUFFER_BYTES = (/* unused pure expression or super */ null && (1024 * 1024));
/**
 * Throws unless a ranged GET's Content-Range is the range asked for. A server may answer a
 * range that starts at 0 with the whole object (200, no Content-Range): that is the range asked
 * for if it is exactly `length` bytes, which the caller checks.
 */
function checkContentRange(contentRange, offset, length, place) {
    const range = parseContentRange(contentRange);
    const whole = contentRange === undefined && offset === 0;
    if (whole || (range && range.first === offset && range.last === offset + length - 1))
        return;
    throw s3_failure_s3Failure({
        ...place,
        code: 'InvalidRange',
        message: `asked for bytes=${offset}-${offset + length - 1} and got ${JSON.stringify(contentRange ?? 'no Content-Range')}`,
    });
}
/**
 * Sends a ranged GET signed by the main thread (DirectRequests.signGet) from a cache worker, by
 * the raw reader (`raw-get.ts`, over this worker's own keep-alive connections): the kernel
 * reads the body straight into one buffer of exactly `length` bytes, or into one reused buffer
 * handed to `sink` with its offset in the range (then an empty buffer is returned). So no
 * socket chunk is allocated at all, in this worker's heap or the main thread's; a restore of
 * 3,000 files and two 60 MB blobs took 0.57-0.86 user CPU-s so, against 0.96-1.31 through
 * `http` (issue 16). Checks as getRangeInto does: the Content-Range, and the length; errors are
 * the S3Errors the main thread's path would throw (retried there, in src/retry.ts).
 */
async function worker_range_get_getRangeInWorker(request, place, offset, length, timeoutMs, signal, sink) {
    const answer = await rawGet(request, { signal, timeoutMs, place });
    if (answer.statusCode < 200 || answer.statusCode >= 300) {
        const body = await answer.readAll();
        throwErrorAnswer(answer.statusCode, answer.headers, body.toString('utf8'), place);
    }
    const declared = Number(answer.headers['content-length']);
    try {
        checkContentRange(answer.headers['content-range'], offset, length, place);
        if (declared !== length) {
            throw s3Failure({
                ...place,
                code: 'TruncatedBody',
                message: `the body of bytes=${offset}-${offset + length - 1} is ${declared} bytes, not ${length}`,
            });
        }
    }
    catch (error) {
        answer.destroy();
        throw error;
    }
    const into = new Uint8Array(sink ? 0 : length);
    const whole = Buffer.from(into.buffer, into.byteOffset, into.byteLength);
    const spare = sink ? Buffer.allocUnsafe(Math.min(SINK_BUFFER_BYTES, length)) : undefined;
    let at = 0;
    // The sink writes synchronously, so its buffer is free again when it returns.
    await answer.read({
        space: () => spare ?? whole.subarray(at),
        filled: (n) => {
            try {
                if (sink)
                    sink(spare.subarray(0, n), at);
            }
            catch (error) {
                return Promise.reject(error); // fails the read, and drops the connection
            }
            at += n;
            return undefined;
        },
    });
    return into;
}

;// CONCATENATED MODULE: ./build/cache/cache-store.js







/** Each request's own limit, whatever the deadline of the whole job. */
const REQUEST_TIMEOUT_MS = 120_000;
/** The job's signal and a per-request timeout, as one. */
function requestSignal(signal, timeoutMs = REQUEST_TIMEOUT_MS) {
    return AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]);
}
/** The store's retries (src/retry.ts): four attempts, as every request of the cache job. */
function retry(signal) {
    return { ...retry_DEFAULT_RETRY, attempts: 4, signal };
}
/**
 * Every entry under a prefix, every page, through the project's lister (threaded by default;
 * `single` where a worker thread's start costs more than the listing is likely to take).
 */
async function listAll(session, bucket, prefix, signal, lister) {
    const entries = [];
    const listing = listObjects({
        client: { ...session.clientSettings, maxSockets: 4 },
        bucket,
        prefix,
        signal,
        lister,
    });
    for await (const batch of listing)
        for (const entry of batch)
            entries.push(entry);
    return entries;
}
/** A whole object, or one byte range of it; `sha256` is the hash of what came (unless `noHash`). */
async function getBytes(session, bucket, key, signal, range, noHash = false) {
    const body = await retry_withRetry(async () => {
        const request = requestSignal(signal);
        if (!range) {
            const direct = await session.direct.getObject(bucket, key, request);
            if (direct)
                return direct;
        }
        let object;
        try {
            object = await session.client.send(new dist_cjs/* GetObjectCommand */.jLs({
                Bucket: bucket,
                Key: key,
                ...(range ? { Range: `bytes=${range[0]}-${range[0] + range[1] - 1}` } : {}),
            }), { abortSignal: request });
        }
        catch (error) {
            throw s3FailureFromSdk(error, 'GetObject', bucket, key);
        }
        const chunks = [];
        try {
            for await (const chunk of object.Body)
                chunks.push(chunk);
        }
        catch (error) {
            throw s3_failure_s3Failure({
                operation: 'GetObject',
                bucket,
                key,
                code: error.code ?? 'ECONNRESET',
                message: error.message,
                cause: error,
            });
        }
        const got = Buffer.concat(chunks);
        const expected = range ? range[1] : (object.ContentLength ?? got.length);
        if (got.length !== expected)
            throw s3_failure_s3Failure({
                operation: 'GetObject',
                bucket,
                key,
                code: 'TruncatedBody',
                message: `the body had ${got.length} bytes, not ${expected}`,
            });
        return got;
    }, retry(signal));
    return { body, sha256: noHash ? '' : file_digest_sha256Hex(body) };
}
/**
 * Bytes [offset, offset + length) of an object, read straight into one buffer of exactly that
 * size with an ArrayBuffer of its own, so that it can be moved to a worker thread without a copy
 * (a body gathered in chunks, concatenated, then copied per worker task held each byte three
 * times on the main thread). The length and the Content-Range are checked; the contents are
 * the caller's to check.
 */
async function getRangeInto(session, bucket, key, offset, length, signal) {
    const place = { operation: 'GetObject', bucket, key };
    const range = `bytes=${offset}-${offset + length - 1}`;
    return retry_withRetry(async () => {
        const request = requestSignal(signal);
        let body;
        let contentRange;
        const direct = await session.direct.openObject(bucket, key, { range }, request);
        if (direct) {
            body = direct;
            contentRange = direct.headers['content-range'];
        }
        else {
            try {
                const object = await session.client.send(new dist_cjs/* GetObjectCommand */.jLs({ Bucket: bucket, Key: key, Range: range }), { abortSignal: request });
                body = object.Body;
                contentRange = object.ContentRange;
            }
            catch (error) {
                throw s3FailureFromSdk(error, 'GetObject', bucket, key);
            }
        }
        const into = new Uint8Array(length);
        let at = 0;
        try {
            checkContentRange(contentRange, offset, length, place);
            for await (const chunk of body) {
                const bytes = chunk;
                if (at + bytes.length > length)
                    throw s3_failure_s3Failure({
                        ...place,
                        code: 'TruncatedBody',
                        message: `the body of ${range} was longer than ${length} bytes`,
                    });
                into.set(bytes, at);
                at += bytes.length;
            }
        }
        catch (error) {
            body.destroy();
            if (error instanceof errors_S3Error)
                throw error;
            throw s3_failure_s3Failure({
                ...place,
                code: error.code ?? 'ECONNRESET',
                message: error.message,
                cause: error,
            });
        }
        if (at !== length)
            throw s3_failure_s3Failure({
                ...place,
                code: 'TruncatedBody',
                message: `the body of ${range} had ${at} bytes, not ${length}`,
            });
        return into;
    }, retry(signal));
}
/**
 * PutObject. With `ifNoneMatch`, the write is refused when the key exists (412, or 409 when
 * another conditional write is in flight): the result is then false.
 */
async function putBytes(session, bucket, key, body, signal, options = {}) {
    try {
        await retry_withRetry(async () => {
            if (!options.ifNoneMatch) {
                const sent = await session.direct.putObject(bucket, key, body, { ContentType: options.contentType ?? 'application/octet-stream' }, requestSignal(signal));
                if (sent)
                    return;
            }
            try {
                await session.client.send(new dist_cjs/* PutObjectCommand */.wKZ({
                    Bucket: bucket,
                    Key: key,
                    Body: body,
                    ContentLength: body.length,
                    ContentType: options.contentType ?? 'application/octet-stream',
                    ...(options.ifNoneMatch ? { IfNoneMatch: '*' } : {}),
                }), { abortSignal: requestSignal(signal) });
            }
            catch (error) {
                throw s3FailureFromSdk(error, 'PutObject', bucket, key);
            }
        }, retry(signal));
        return true;
    }
    catch (error) {
        const status = error instanceof errors_S3Error ? error.statusCode : undefined;
        if (options.ifNoneMatch && (status === 412 || status === 409))
            return false;
        throw error;
    }
}
/** Whether an object exists (HEAD); other failures are thrown. */
async function objectExists(session, bucket, key, signal) {
    try {
        await retry_withRetry(() => session.client.send(new dist_cjs/* HeadObjectCommand */.l81({ Bucket: bucket, Key: key }), {
            abortSignal: requestSignal(signal),
        }), retry(signal));
        return true;
    }
    catch (error) {
        const status = error.$metadata?.httpStatusCode;
        if (status === 404)
            return false;
        throw s3FailureFromSdk(error, 'HeadObject', bucket, key);
    }
}
/** Deletes keys, 1,000 a request. */
async function deleteKeys(session, bucket, keys, signal) {
    for (let i = 0; i < keys.length; i += 1000) {
        const batch = keys.slice(i, i + 1000);
        const answer = await retry_withRetry(() => session.client.send(new dist_cjs/* DeleteObjectsCommand */.xvx({
            Bucket: bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }), { abortSignal: requestSignal(signal) }), retry(signal)).catch((error) => {
            throw s3FailureFromSdk(error, 'DeleteObjects', bucket, batch[0]);
        });
        const failed = answer.Errors?.[0];
        if (failed)
            throw s3_failure_s3Failure({
                operation: 'DeleteObjects',
                bucket,
                key: failed.Key ?? '',
                code: failed.Code,
                message: failed.Message ?? 'the delete was refused',
            });
    }
}

;// CONCATENATED MODULE: ./build/cache/cache-lookup.js




/** Newest first; equal times go to the key later in S3's (UTF-8 byte) order, so the pick is stable. */
function newest(entries) {
    let best;
    for (const entry of entries)
        if (!best ||
            entry.lastModifiedMs > best.lastModifiedMs ||
            (entry.lastModifiedMs === best.lastModifiedMs && key_order_compareKeys(entry.key, best.key) > 0))
            best = entry;
    return best;
}
function found(store, entry) {
    const parsed = parseManifestName(store, entry.key);
    return (parsed && {
        objectKey: entry.key,
        key: parsed.key,
        scope: parsed.scope,
        lastModifiedMs: entry.lastModifiedMs,
        size: entry.size,
    });
}
/**
 * actions/cache's order, per scope in order: the exact key, then the key and each restore key
 * as a prefix (newest wins among a prefix's matches). The primary key's listing serves both its
 * exact match and its prefix matches. Each listing reads every page.
 */
async function lookupEntry(session, store, options, signal) {
    const keysTried = [];
    for (const scope of options.scopes) {
        const exactName = manifestName(store, scope, options.version, options.primaryKey);
        keysTried.push(options.primaryKey);
        // The primary key names few entries (itself, and keys it starts): listed on the main thread,
        // as a worker thread's start costs more (see newestEntry). Restore keys are wide prefixes.
        const primary = await listAll(session, store.bucket, exactName, signal, 'single');
        const exact = primary.find((e) => e.key === exactName);
        if (exact)
            return { entry: found(store, exact), exact: true, keysTried };
        const asPrefix = newest(primary);
        if (asPrefix)
            return { entry: found(store, asPrefix), exact: false, keysTried };
        for (const restoreKey of options.restoreKeys) {
            keysTried.push(restoreKey);
            const prefix = manifestName(store, scope, options.version, restoreKey);
            const match = newest(await listAll(session, store.bucket, prefix, signal));
            if (match)
                return { entry: found(store, match), exact: false, keysTried };
        }
    }
    return { exact: false, keysTried };
}
/**
 * The newest entry of one scope and version, whatever its key: what a save reuses by default.
 * Listed on the main thread: the listing runs while the save walks the tree, and the threaded
 * lister's worker took 0.25-0.36 s of CPU and 0.5 s to list 24 entries (from sources, on the
 * shared 2-core machine), against 0.01-0.02 s on the main thread.
 */
async function newestEntry(session, store, scope, version, signal) {
    const folder = entryFolder(store, scope, version);
    const entries = await listAll(session, store.bucket, folder, signal, 'single');
    const best = newest(entries);
    return best && found(store, best);
}
/** Reads and checks a manifest; with `expectedSha256`, its bytes must hash to it. */
async function fetchManifest(session, store, objectKey, signal, expectedSha256) {
    if (!parseManifestName(store, objectKey))
        throw new ManifestError(`${JSON.stringify(objectKey)} is not a manifest of this store`);
    const { body, sha256 } = await getBytes(session, store.bucket, objectKey, signal);
    if (expectedSha256 && sha256 !== expectedSha256)
        throw new ManifestError(`the manifest ${JSON.stringify(objectKey)} changed since it was restored`);
    return { manifest: decodeManifest(body), sha256, bytes: body.length };
}

;// CONCATENATED MODULE: ./build/cache/list-cache.js






/** Every entry of the store (optionally only keys starting with `keyPrefix`), with sizes from their manifests. */
async function listCacheEntries(session, store, keyPrefix, signal) {
    const found = [];
    for (const object of await listAll(session, store.bucket, entriesFolder(store), signal)) {
        const parsed = parseManifestName(store, object.key);
        if (!parsed || (keyPrefix !== undefined && !parsed.key.startsWith(keyPrefix)))
            continue;
        found.push({
            objectKey: object.key,
            key: parsed.key,
            scope: parsed.scope,
            version: parsed.version,
            lastModifiedMs: object.lastModifiedMs,
            size: object.size,
        });
    }
    const infos = new Array(found.length);
    await forEachBounded(found.length, 16, async (i) => {
        const entry = found[i];
        try {
            const { manifest } = await fetchManifest(session, store, entry.objectKey, signal);
            infos[i] = { ...entry, ...fileTotals(manifest.entries) };
        }
        catch {
            signal.throwIfAborted();
            infos[i] = entry;
        }
    });
    return infos.sort((a, b) => key_order_compareKeys(a.scope, b.scope) ||
        key_order_compareKeys(a.key, b.key) ||
        key_order_compareKeys(a.version, b.version));
}

;// CONCATENATED MODULE: ./build/cache/prune-cache.js




/** Packs younger than this are never deleted: a save uploads them before its manifest. */
const DEFAULT_PRUNE_GRACE_MS = 24 * 3600_000;
/**
 * Deletes manifests older than `olderThanMs`, then the packs and blobs that no remaining manifest
 * names and that are older than the grace period. A manifest that cannot be read stops the second
 * step: what it names is unknown, so nothing is deleted on a guess.
 */
async function pruneCache(session, store, options, signal) {
    const now = options.nowMs ?? Date.now();
    const warnings = [];
    const manifests = (await listAll(session, store.bucket, entriesFolder(store), signal)).filter((o) => parseManifestName(store, o.key));
    const old = manifests.filter((m) => m.lastModifiedMs < now - options.olderThanMs);
    await deleteKeys(session, store.bucket, old.map((m) => m.key), signal);
    const kept = manifests.filter((m) => m.lastModifiedMs >= now - options.olderThanMs);
    const named = new Set();
    let unreadable = 0;
    await forEachBounded(kept.length, 16, async (i) => {
        try {
            const { manifest } = await fetchManifest(session, store, kept[i].key, signal);
            for (const object of manifest.objects)
                named.add(storeRoot(store) + object.name);
        }
        catch (error) {
            signal.throwIfAborted();
            unreadable++;
            warnings.push(`${JSON.stringify(kept[i].key)} cannot be read: ${error.message}`);
        }
    });
    const result = {
        manifestsDeleted: old.length,
        manifestsKept: kept.length,
        objectsDeleted: 0,
        bytesDeleted: 0,
        objectsKept: 0,
        warnings,
    };
    if (unreadable) {
        warnings.push('no packs or blobs were deleted, since what the unreadable manifests name is unknown');
        return result;
    }
    const grace = options.graceMs ?? DEFAULT_PRUNE_GRACE_MS;
    const objects = await listAll(session, store.bucket, casFolder(store), signal);
    const doomed = objects.filter((o) => !named.has(o.key) && o.lastModifiedMs < now - grace);
    await deleteKeys(session, store.bucket, doomed.map((o) => o.key), signal);
    return {
        ...result,
        objectsDeleted: doomed.length,
        bytesDeleted: doomed.reduce((n, o) => n + o.size, 0),
        objectsKept: objects.length - doomed.length,
    };
}

;// CONCATENATED MODULE: ./build/phases.js
/**
 * Phases as data: a job (sync, cache restore, cache save) names its phases and records when each
 * ran and what it moved; the report renders whatever list it gets. This lives with the shared
 * basics because jobs fill it and front-ends render it, and imports only flow downwards.
 */
/**
 * The one collector of a job's phases. Declared phases keep their order (and appear with zero
 * time when they never ran); phases that were not declared are appended when they first begin.
 */
class PhaseCollector {
    clock;
    startedAtMs;
    phases = new Map();
    constructor(declared = [], clock = Date.now) {
        this.clock = clock;
        this.startedAtMs = clock();
        for (const { name, label } of declared)
            this.phaseNamed(name, label);
    }
    nowMs() {
        return this.clock() - this.startedAtMs;
    }
    /** Marks the start; a second call keeps the first start (phases may begin from many places). */
    begin(name) {
        this.phaseNamed(name).startMs ??= this.nowMs();
    }
    end(name) {
        const phase = this.phaseNamed(name);
        phase.startMs ??= this.nowMs();
        phase.endMs = this.nowMs();
    }
    /** Counts work done in a phase; the first count also starts it. */
    add(name, objects, bytes = 0) {
        const phase = this.phaseNamed(name);
        phase.startMs ??= this.nowMs();
        phase.objects += objects;
        phase.bytes += bytes;
    }
    /** Records time the phase spent held back by another. */
    waited(name, ms) {
        if (ms > 0)
            this.phaseNamed(name).waitedMs += ms;
    }
    /** Runs `work` as the phase `name`, ending it however the work ends. */
    async time(name, work) {
        this.begin(name);
        try {
            return await work();
        }
        finally {
            this.end(name);
        }
    }
    get(name) {
        const phase = this.phases.get(name);
        return phase && { ...phase };
    }
    /** A copy of every phase, in order: what a job returns and a report renders. */
    list() {
        return [...this.phases.values()].map((phase) => ({ ...phase }));
    }
    phaseNamed(name, label = name) {
        let phase = this.phases.get(name);
        if (!phase) {
            phase = {
                name,
                label,
                startMs: undefined,
                endMs: undefined,
                objects: 0,
                bytes: 0,
                waitedMs: 0,
            };
            this.phases.set(name, phase);
        }
        return phase;
    }
}
/** Seconds a phase ran; a phase still running counts up to `finishedMs`, one never begun is 0. */
function phaseSeconds(phase, finishedMs) {
    if (phase.startMs === undefined)
        return 0;
    return Math.max(0, (phase.endMs ?? finishedMs) - phase.startMs) / 1000;
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./node_modules/@actions/glob/lib/glob.js + 32 modules
var glob = __webpack_require__(5961);
;// CONCATENATED MODULE: ./build/cache/tree-walk.js




// The blocking steps of a save's walk: stat one entry into columns, read one folder, walk one
// subtree in steps (so the walk can yield to the event loop between them).
const { S_IFMT, S_IFREG, S_IFDIR, S_IFLNK } = external_node_fs_.constants;
const [FILE, FOLDER, LINK] = [1, 2, 3];
const NO_THROW = { throwIfNoEntry: false };
/**
 * The temporary names a restore writes beside the files it lands (restore-worker.ts,
 * restore-finish.ts, restore-blobs.ts): `.s3cache-[empty-|link-|blob-]<pid>[-<n>[-<n>]]`; and
 * its staging folders (restore-staging.ts), inside the tree when one root is nested in another.
 */
const RESTORE_TEMPORARY = /^\.s3cache-(?:empty-|link-|blob-)?(\d+)(?:-\d+){0,2}$/;
/**
 * The pid of the restore that wrote `name`, if it is one of a restore's temporary names (which a
 * save never stores); undefined for any other name.
 */
function restoreLeftoverPid(name) {
    if (!name.startsWith('.s3cache-'))
        return undefined;
    const match = RESTORE_TEMPORARY.exec(name) ?? STAGING_NAME.exec(name);
    return match ? Number(match[1]) : undefined;
}
/**
 * Removes a restore's leftover (a file, or a staging folder whole) once its restore was killed
 * (its pid runs no more), since nothing else ever will, and records it; one of a restore still
 * running is left where it is.
 */
function dropLeftover(absolute, pid, leftovers) {
    if (isPidAlive(pid))
        return;
    (0,external_node_fs_.rmSync)(absolute, { recursive: true, force: true });
    leftovers.push(absolute);
}
/** Leaves a restore's leftover out of the walk (and removes a killed restore's): true if it was one. */
function isRestoreLeftover(absolute, name, leftovers) {
    const pid = restoreLeftoverPid(name);
    if (pid === undefined)
        return false;
    dropLeftover(absolute, pid, leftovers);
    return true;
}
/** The walk's rows as it fills them: one plain array per field, no object per entry. */
class TreeBuilder {
    type = [];
    root = [];
    path = [];
    size = [];
    mode = [];
    mtime = [];
    /** Symlink targets by row index. */
    link = new Map();
    /** Temporary files of killed restores, removed and left out (see isRestoreLeftover). */
    leftovers = [];
    get length() {
        return this.path.length;
    }
    /** Adds `absolute` (with `relative` inside root `root`); returns its type, or 0 if skipped. */
    add(absolute, root, relative) {
        let stats;
        try {
            stats = (0,external_node_fs_.lstatSync)(absolute, NO_THROW);
        }
        catch {
            return 0; // unreadable: as if gone
        }
        if (!stats)
            return 0; // gone since it was listed
        const format = stats.mode & S_IFMT;
        const type = format === S_IFREG ? FILE : format === S_IFDIR ? FOLDER : format === S_IFLNK ? LINK : 0;
        if (type === 0)
            return 0; // sockets, fifos and devices are not cached
        if (type === LINK)
            this.link.set(this.path.length, (0,external_node_fs_.readlinkSync)(absolute));
        this.type.push(type === FILE ? 'f' : type === FOLDER ? 'd' : 'l');
        this.root.push(root);
        this.path.push(relative);
        this.size.push(type === FILE ? stats.size : 0);
        this.mode.push(stats.mode & 0o7777);
        this.mtime.push(Math.floor(stats.mtimeMs));
        return type;
    }
}
/**
 * Reads one folder and lstats each of its entries into `tree` (so a folder's files are together
 * in walk order, as packs want them); returns its subfolders in the order read. Paths are built
 * by concatenation: the names come from readdir, so nothing needs normalising.
 */
function listFolder(tree, [dir, relative], root) {
    const prefix = dir.endsWith(external_node_path_.sep) ? dir : dir + external_node_path_.sep;
    const subfolders = [];
    for (const name of (0,external_node_fs_.readdirSync)(dir)) {
        const absolute = prefix + name;
        if (isRestoreLeftover(absolute, name, tree.leftovers))
            continue;
        const inside = relative === '' ? name : `${relative}/${name}`;
        if (tree.add(absolute, root, inside) === FOLDER)
            subfolders.push([absolute, inside]);
    }
    return subfolders;
}
/**
 * A depth-first walk of everything under one folder (not the folder itself), in the order a
 * plain recursive walk visits it: a folder's entries, then each subfolder's subtree in turn. It
 * runs in steps of about `budget` entries, so the caller can yield or post between them.
 */
class SubtreeWalk {
    root;
    stack;
    constructor(folder, root) {
        this.root = root;
        this.stack = [folder];
    }
    /** Walks on into `tree` until `budget` entries were added or the subtree ends (true). */
    step(tree, budget) {
        const until = tree.length + budget;
        while (this.stack.length) {
            const subfolders = listFolder(tree, this.stack.pop(), this.root);
            for (let i = subfolders.length - 1; i >= 0; i--)
                this.stack.push(subfolders[i]);
            if (tree.length >= until)
                return this.stack.length === 0;
        }
        return true;
    }
}

;// CONCATENATED MODULE: ./build/cache/cache-paths.js




/** Escapes a literal path for @actions/glob, as it escapes `.` and `~` itself. */
function globEscape(text) {
    return text
        .replace(/\\/g, '\\\\')
        .replace(/(\[)(?=[^/]+\])/g, '[[]')
        .replace(/\?/g, '[?]')
        .replace(/\*/g, '[*]');
}
/**
 * The patterns with relative ones anchored at the workspace (@actions/glob would take the
 * process's current folder); `~` and absolute patterns stay as they are, `!` stays in front.
 */
function anchoredPatterns(paths, workspace) {
    return paths
        .map((raw) => raw.trim())
        .filter((p) => p !== '' && !p.startsWith('#'))
        .map((p) => {
        const negate = p.startsWith('!');
        const body = negate ? p.slice(1) : p;
        const anchored = external_node_path_.isAbsolute(body) || body === '~' || body.startsWith('~/')
            ? body
            : `${globEscape(external_node_path_.resolve(workspace))}/${body.replace(/^\.\//, '')}`;
        return negate ? `!${anchored}` : anchored;
    })
        .join('\n');
}
function globber(paths, workspace) {
    return glob/* create */.v(anchoredPatterns(paths, workspace), {
        followSymbolicLinks: false, // symlinks are stored as symlinks
        implicitDescendants: true,
        matchDirectories: true,
        omitBrokenSymbolicLinks: false,
    });
}
function isInside(parent, child) {
    const rel = external_node_path_.relative(parent, child);
    return rel === '' || (!rel.startsWith('..') && !external_node_path_.isAbsolute(rel));
}
function toPosix(rel) {
    return rel.split(external_node_path_.sep).join('/');
}
/** A search path as a portable root: under the workspace, else under `~`, else absolute. */
function portableRoot(absolute, workspace) {
    const home = external_node_os_.homedir();
    if (isInside(workspace, absolute))
        return { base: 'workspace', path: toPosix(external_node_path_.relative(workspace, absolute)) };
    if (home && isInside(home, absolute))
        return { base: 'home', path: toPosix(external_node_path_.relative(home, absolute)) };
    return { base: 'absolute', path: absolute };
}
/** Where a root is on this machine. */
function rootPath(root, workspace) {
    if (root.base === 'absolute')
        return root.path;
    const base = root.base === 'home' ? external_node_os_.homedir() : external_node_path_.resolve(workspace);
    return root.path === '' ? base : external_node_path_.join(base, ...root.path.split('/'));
}
/** The roots of the cache's paths: the patterns' search paths (none nested in another). */
async function resolveRoots(paths, workspace) {
    const found = await globber(paths, workspace);
    const absolute = external_node_path_.resolve(workspace);
    return found.getSearchPaths().map((p) => portableRoot(p, absolute));
}
/** Where entry `i` of a walked tree (or of a manifest, given its roots' paths) is on disk. */
function absolutePath(rootPaths, root, relative) {
    const base = rootPaths[root];
    if (relative === '')
        return base;
    const native = external_node_path_.sep === '/' ? relative : relative.replaceAll('/', external_node_path_.sep);
    return base.endsWith(external_node_path_.sep) ? base + native : base + external_node_path_.sep + native;
}
/** Paths without glob characters or exclusions: the common case (`node_modules`, `~/.npm`). */
function allLiteral(paths) {
    return paths
        .map((p) => p.trim())
        .filter((p) => p !== '' && !p.startsWith('#'))
        .every((p) => !p.startsWith('!') && !/[*?[]/.test(p));
}
/** Entries stat'ed between two yields to the event loop. */
const WALK_YIELD_EVERY = 1000;
/**
 * Everything under literal roots, with blocking calls (tree-walk.ts), depth-first: a folder's
 * entries, then each subfolder's subtree in turn, so a folder's files are together in walk
 * order, as packs want them. It yields to the event loop every WALK_YIELD_EVERY entries, so that
 * the save's lookup of the prior manifest (a listing, a GET, a decode) runs during the walk
 * instead of waiting for it to end. (Two threads sharing the subtrees were tried: on the
 * 50,000-file tree the walk took 0.39-0.52 s against 0.45-0.51 s, for 0.2 CPU-s more.)
 */
async function walkLiteral(searchPaths, tree) {
    for (const [root, rootPath] of searchPaths.entries()) {
        if (tree.add(rootPath, root, '') !== FOLDER)
            continue;
        const walk = new SubtreeWalk([rootPath, ''], root);
        while (!walk.step(tree, WALK_YIELD_EVERY))
            await new Promise(setImmediate);
    }
}
/** Walks the paths (globs, `!` exclusions, `~`) and stats what it finds, without following symlinks. */
async function walkCachePaths(paths, workspace) {
    const found = await globber(paths, workspace);
    const searchPaths = found.getSearchPaths();
    const absolute = external_node_path_.resolve(workspace);
    const roots = searchPaths.map((p) => portableRoot(p, absolute));
    const tree = new TreeBuilder();
    const done = () => ({
        ...tree,
        type: tree.type.join(''),
        roots,
        rootPaths: searchPaths,
    });
    // @actions/glob's walk stats and matches each item through promises: on a 51,000-entry tree
    // (500 folders of 100 files) it took 5.9 s, where a walk with blocking calls takes about 0.3 s.
    // So for literal paths the glob only resolves the roots; globs and exclusions go through it.
    if (allLiteral(paths)) {
        await walkLiteral(searchPaths, tree);
        return done();
    }
    const seen = new Set();
    // Restores' leftovers and what is under them (a staging folder's files) are left out; a killed
    // restore's are removed once the glob's walk is over, which would fail on a folder gone.
    const leftovers = [];
    for await (const item of found.globGenerator()) {
        if (seen.has(item))
            continue;
        seen.add(item);
        if (leftovers.some(([left]) => item.startsWith(left + external_node_path_.sep)))
            continue;
        const pid = restoreLeftoverPid(external_node_path_.basename(item));
        if (pid !== undefined) {
            leftovers.push([item, pid]);
            continue;
        }
        let root = -1;
        for (let i = 0; i < searchPaths.length; i++)
            if (isInside(searchPaths[i], item) &&
                (root < 0 || searchPaths[i].length > searchPaths[root].length))
                root = i;
        if (root < 0)
            continue;
        const rootPath = searchPaths[root];
        // Items are built from their root by path.join, so the root is a prefix (path.relative
        // resolves both sides on every call).
        const relative = item === rootPath
            ? ''
            : item.startsWith(`${rootPath}${external_node_path_.sep}`)
                ? toPosix(item.slice(rootPath.length + 1))
                : toPosix(external_node_path_.relative(rootPath, item));
        tree.add(item, root, relative);
    }
    for (const [item, pid] of leftovers)
        dropLeftover(item, pid, tree.leftovers);
    return done();
}

;// CONCATENATED MODULE: ./build/cache/cache-runtime.js

/** The cache needs zstd in node:zlib (Node 22.15, 23.8 and later). */
class CacheRuntimeError extends Error {
    name = 'CacheRuntimeError';
}
function assertZstd() {
    if (typeof external_node_zlib_.zstdCompressSync !== 'function' || typeof external_node_zlib_.zstdDecompressSync !== 'function')
        throw new CacheRuntimeError(`caches need zstd, which Node ${process.version} lacks: run them on Node 24 (the action's runtime) or Node 22.15 and later`);
}

// EXTERNAL MODULE: external "node:v8"
var external_node_v8_ = __webpack_require__(8877);
;// CONCATENATED MODULE: ./build/cache/young-generation.js

let held = false;
/**
 * Keeps the main thread's V8 young generation at its starting size for the rest of the process.
 *
 * V8 doubles the young generation's semi-spaces whenever many objects survive a scavenge, up to
 * a most that it sizes from the machine's memory (64 MB semi-spaces, a 128 MB new space, on this
 * 23 GB machine). A save or a restore keeps every entry's columns alive while it runs, so the
 * new space grew to that most and stayed there: 100 MB of a 100,000-file save's peak RSS
 * (362 MB against 289 MB held; a restore 302-306 against 257-265 MB, at 3-8% more CPU).
 *
 * The cap for workers is `resourceLimits.maxYoungGenerationSizeMb`, and for a process the
 * `--max-semi-space-size` flag, which is read only when V8 sets up its heap: the runner starts
 * `node` without flags, so neither reaches the main thread. The growth factor, though, is read
 * each time V8 grows the new space, so setting it to 1 once Node runs stops the growth. Node
 * allows flags to change after start (it turns V8's flag freezing off), with a warning in its
 * docs that the effect is not guaranteed: if a later V8 ignores it, the cost is memory only.
 * It is process-wide, which suits the cache steps and `s3-sync cache`: the engine is the only
 * work of their process.
 */
function holdYoungGeneration() {
    if (held)
        return;
    held = true;
    external_node_v8_.setFlagsFromString('--semi-space-growth-factor=1');
}

;// CONCATENATED MODULE: ./build/cache/cache-types.js
/** A restore that takes longer than this is abandoned as a miss. */
const DEFAULT_RESTORE_DEADLINE_MS = 10 * 60_000;

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
        thread: external_node_worker_threads_.threadId,
        where,
        rss: m.rss,
        heapUsed: m.heapUsed,
        heapTotal: m.heapTotal,
        external: m.external,
        arrayBuffers: m.arrayBuffers,
    };
    (0,external_node_fs_.appendFileSync)(TRACE_FILE, `${JSON.stringify(line)}\n`);
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

;// CONCATENATED MODULE: ./build/cache/cache-worker-pool.js








/** A task that failed in a worker; `written` lists the files it had already landed. */
class CacheTaskError extends Error {
    code;
    written;
    name;
    constructor(name, message, code, written) {
        super(message);
        this.code = code;
        this.written = written;
        this.name = name;
    }
}
/** Workers for the CPU-bound parts of caching: one per core, at most four, at least one. */
function defaultWorkerCount() {
    return Math.max(1, Math.min(4, external_node_os_.availableParallelism()));
}
/**
 * A fixed set of worker threads taking tasks in turn (the least busy first). Hashing, zstd and
 * the file writes of a restore run there, so they use every core while the main thread keeps
 * the network busy.
 */
class CacheWorkerPool {
    size;
    workers = [];
    waiting = new Map();
    nextId = 0;
    broken;
    stopSampling = sampleMemory('main');
    constructor(size = defaultWorkerCount()) {
        this.size = size;
        for (let i = 0; i < size; i++) {
            const worker = cache_worker_pool_startWorker();
            worker.on('message', (reply) => this.settle(reply));
            worker.on('error', (error) => this.fail(error));
            worker.on('exit', (code) => {
                if (code !== 0)
                    this.fail(new Error(`a cache worker thread stopped (exit code ${code})`));
            });
            this.workers.push({ worker, busy: 0 });
        }
    }
    /**
     * Runs a task; the reply carries the written files too. Buffers in `transfer` move over. When
     * `cancel` aborts, the worker is told to abandon the task (a fetch); the promise still waits
     * for its reply, so nothing the task does outlives it. An S3Error from the worker comes back
     * as one, for the caller's retries.
     */
    run(task, transfer = [], cancel) {
        if (this.broken)
            return Promise.reject(this.broken);
        const slot = this.workers.reduce((a, b) => (b.busy < a.busy ? b : a));
        const id = this.nextId++;
        slot.busy++;
        const onCancel = () => slot.worker.postMessage({ cancel: id });
        cancel?.addEventListener('abort', onCancel, { once: true });
        return new Promise((resolve, reject) => {
            this.waiting.set(id, { resolve, reject });
            slot.worker.postMessage({ id, task }, transfer);
            if (cancel?.aborted)
                onCancel();
        })
            .finally(() => {
            slot.busy--;
            cancel?.removeEventListener('abort', onCancel);
        })
            .then((reply) => {
            if (reply.error?.s3)
                throw deserializeError(reply.error.s3);
            if (reply.error)
                throw new CacheTaskError(reply.error.name, reply.error.message, reply.error.code, reply.written ?? []);
            return { result: reply.result, written: reply.written ?? [] };
        });
    }
    async close() {
        this.stopSampling();
        await Promise.all(this.workers.map(({ worker }) => worker.terminate()));
    }
    settle(reply) {
        const waiter = this.waiting.get(reply.id);
        this.waiting.delete(reply.id);
        waiter?.resolve(reply);
    }
    fail(error) {
        this.broken ??= error;
        for (const waiter of this.waiting.values())
            waiter.reject(error);
        this.waiting.clear();
    }
}
/**
 * A worker's own heap holds a task's file list and little else; its memory is the buffers of
 * frames and files, which V8 counts outside the heap and frees only when it collects. With the
 * default limits each worker let 60-80 MB of dead buffers pile up between collections, and its
 * malloc arena stayed that large (a 50,000-file restore: 64 MB resident per worker arena, by
 * /proc/PID/smaps). A small old generation makes V8 collect sooner (the external memory counts
 * towards its global limit): 357 against 491 MB of peak RSS for that restore. The tasks need
 * 10-25 MB of heap (a pack task of 30,000 tiny files about 10), so 48 MB leaves room. The young
 * generation grew to its default most (a heap of 29 MB per worker, 12 of them empty semi-spaces);
 * 6 MB took 20 MB off a 50,000-file restore's peak RSS.
 */
const cache_worker_pool_WORKER_LIMITS = { maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 6 };
/**
 * From sources (tests, tsx) the entry is TypeScript, so a bootstrap registers tsx first, as the
 * listing worker does; from a build, the entry is tsc's output or the bundle beside dist/.
 */
function cache_worker_pool_startWorker() {
    const self = (0,external_node_url_.fileURLToPath)(import.meta.url);
    const here = external_node_path_.dirname(self);
    if (self.endsWith('.ts')) {
        const entry = (0,external_node_url_.pathToFileURL)(external_node_path_.join(here, 'cache-worker-entry.ts')).href;
        const tsxCjs = (0,external_node_module_.createRequire)(import.meta.url).resolve('tsx/esm/api');
        const tsx = (0,external_node_url_.pathToFileURL)(external_node_path_.join(external_node_path_.dirname(tsxCjs), 'index.mjs')).href;
        const bootstrap = `import(${JSON.stringify(tsx)}).then((t) => t.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}));`;
        return new external_node_worker_threads_.Worker(bootstrap, { eval: true, resourceLimits: cache_worker_pool_WORKER_LIMITS });
    }
    const candidates = [
        external_node_path_.join(here, 'cache-worker-entry.js'), // tsc's output (build/cache/)
        external_node_path_.join(here, 'cache-worker', 'index.js'), // dist/index.js
        external_node_path_.join(here, '..', 'cache-worker', 'index.js'), // dist/cli/index.js, dist/cache/...
    ];
    const entry = candidates.find((file) => (0,external_node_fs_.existsSync)(file));
    if (!entry)
        throw new Error(`the cache worker's bundle is missing (looked for ${candidates.join(', ')}); rebuild with npm run package`);
    return new external_node_worker_threads_.Worker(entry, { resourceLimits: cache_worker_pool_WORKER_LIMITS });
}

;// CONCATENATED MODULE: ./build/transfer/byte-budget.js
/**
 * One budget of bytes in flight, shared by every large transfer of a run: a part being uploaded
 * holds its whole buffer, a range being downloaded holds its gather buffers. A transfer waits
 * for room before it takes memory, so memory stays bounded by the budget whatever the size and
 * number of objects, and two huge objects cannot each hold all their parts at once (issue 16).
 *
 * Waiters are served in order (no starvation of a large claim by small ones). A claim larger
 * than the whole budget is let through alone, when nothing else is held, rather than never.
 */
class ByteBudget {
    totalBytes;
    signal;
    held = 0;
    peak = 0;
    waiting = [];
    /**
     * An abort of `signal` refuses every claim still waiting, through one listener for the run:
     * a listener per waiting claim would be thousands when many large objects queue.
     */
    constructor(totalBytes, signal) {
        this.totalBytes = totalBytes;
        this.signal = signal;
        if (!(totalBytes > 0))
            throw new RangeError(`a byte budget must be positive, got ${totalBytes}`);
        signal?.addEventListener('abort', () => {
            for (const waiter of this.waiting.splice(0))
                waiter.refuse(signal.reason);
        }, { once: true });
    }
    /** Bytes held now. */
    get heldBytes() {
        return this.held;
    }
    /** The most bytes held at once since the budget was made. */
    get peakBytes() {
        return this.peak;
    }
    /** Waits until `bytes` fit, then holds them; rejects with the abort's reason after an abort. */
    async acquire(bytes) {
        this.signal?.throwIfAborted();
        if (this.waiting.length === 0 && this.fits(bytes)) {
            this.take(bytes);
            return;
        }
        await new Promise((grant, refuse) => this.waiting.push({ bytes, grant, refuse }));
    }
    /** Gives back bytes taken with `acquire`. */
    release(bytes) {
        this.held = Math.max(0, this.held - bytes);
        this.serve();
    }
    /** Runs `work` holding `bytes`, and releases them however it ends. */
    async with(bytes, work) {
        await this.acquire(bytes);
        try {
            return await work();
        }
        finally {
            this.release(bytes);
        }
    }
    fits(bytes) {
        return this.held + bytes <= this.totalBytes || this.held === 0;
    }
    take(bytes) {
        this.held += bytes;
        if (this.held > this.peak)
            this.peak = this.held;
    }
    serve() {
        while (this.waiting.length > 0 && this.fits(this.waiting[0].bytes)) {
            const next = this.waiting.shift();
            this.take(next.bytes);
            next.grant();
        }
    }
}

;// CONCATENATED MODULE: ./build/cache/restore-range-task.js


/**
 * Runs a worker task that fetches bytes [offset, offset + length) of an object itself: the GET
 * is signed here (DirectRequests.signGet) and sent by the worker (worker-range-get.ts), so the
 * body never crosses this thread, whose socket chunks piled up as garbage. Each attempt is
 * signed afresh and retried here (src/retry.ts); a cancelled restore tells the worker, and the
 * promise waits for its reply. Undefined when the bucket needs the SDK: the caller then fetches
 * on this thread.
 */
async function runRangeTask(session, bucket, key, range, task, pool, signal) {
    const { offset, length } = range;
    const headers = { range: `bytes=${offset}-${offset + length - 1}` };
    const place = { operation: 'GetObject', bucket, key };
    let request = await session.direct.signGet(bucket, key, headers, signal);
    if (!request)
        return undefined;
    return retry_withRetry(async (attempt) => {
        if (attempt > 1)
            request = (await session.direct.signGet(bucket, key, headers, signal));
        const fetch = { request: request, place, offset, length, timeoutMs: REQUEST_TIMEOUT_MS };
        return pool.run(task(fetch), [], signal);
    }, retry(signal));
}

;// CONCATENATED MODULE: ./build/transfer/collector-tuning.js

let tuned = false;
/**
 * Counts memory outside V8's heap (Buffers, socket reads) in the heap's global limit instead of
 * starting a full collection each time it grows by a fixed amount. Node gives every socket read
 * its own 64 KiB ArrayBuffer, so a download of 200 MB ran about 20 full collections of a heap
 * of 13 MB (`--trace-incremental-marking`: "external memory pressure"), which cost about 18% of a
 * large download's CPU in V8's marking threads; with this flag, one (2 x 200 MB, 2 runs each:
 * 22-23 full collections against 1, user CPU 1.83-2.00 s against 1.32-1.54 s). The buffers are
 * still freed by the young generation's collections, which the flag does not change.
 *
 * A V8 flag set at run time: V8 reads it each time it computes its limits, so it takes effect
 * from the next collection. Called by the first transfer; process-wide, once. Only on Node 24
 * (the action's runtime; checked there): Node 20's V8 lacks the flag and prints an error line.
 */
function tuneCollectorForTransfers() {
    if (tuned)
        return;
    tuned = true;
    if (Number(process.versions.node.split('.')[0]) >= 24)
        external_node_v8_.setFlagsFromString('--external-memory-accounted-in-global-limit');
}

;// CONCATENATED MODULE: ./build/transfer/part-plan.js
/**
 * How a large object is cut and how many of its parts go at once, chosen from its size and the
 * run's part size. Larger objects get larger ranges, so a GiB costs tens of requests, not
 * hundreds; the shared ByteBudget, not these numbers, bounds the memory all of them hold.
 */
const MiB = 1024 * 1024;
/** S3 allows at most 10,000 parts in a multipart upload. */
const MAX_PARTS = 10_000;
/** A range's bytes are gathered into buffers of this size and written at their offset. */
const GATHER_BYTES = 1 * MiB;
/**
 * What one range being downloaded holds of the budget: the buffer it fills and the one being
 * written meanwhile.
 */
const RANGE_HOLD_BYTES = 2 * GATHER_BYTES;
/**
 * Bytes in flight for every large transfer of a run together. At 8 MiB parts that is 16 parts
 * uploading at once, or 64 ranges downloading: more than a runner's network needs.
 */
const LARGE_BYTES_IN_FLIGHT = 128 * MiB;
/**
 * Objects under this size are fetched by one GET, as rclone does under its multi-thread cutoff:
 * no HEAD (the GET's own headers say what to check), 2 requests instead of 50 for 2 x 200 MB,
 * and the file hashed by a pooled worker reading right behind the writes (StreamCheck). Hashing
 * on the main thread instead cost the wall time: 2 x 200 MB took 1.90-2.28 s so against
 * 1.16-1.17 s with the worker (2 of 3 rounds, quiet machine), and ranges for them 1.21-1.46 s
 * with 193 MB of RSS against 132 (docs/benchmarks.md). A 1 GB object in one stream saved
 * nothing and took longer, hence the cutoff; above it, parallel ranges, which also keep a
 * runner's link to S3 full where one TCP stream would not.
 */
const STREAM_CUTOFF_BYTES = 256 * MiB;
/**
 * Downloads: one stream under `streamCutoffBytes`; above it, ranges of the run's part size
 * (8 MiB by default), 16 at once, taken in offset order.
 * On RGW an 8 MiB range waits about 19 ms for its first byte and then takes 10 ms: rather than
 * asking for the next range's first bytes before the current one ends (which ties ranges
 * together), 16 ranges stay in flight, each holding only its 2 MiB of the budget, so the socket
 * waits of some overlap the bodies of others (docs/benchmarks.md, issue 16). Ranges stay small
 * so that the file becomes whole from its start steadily, at most 16 ranges behind the bytes
 * landing: the integrity check hashes that whole prefix while the download runs (RangeCheck).
 * Larger ranges cost no less CPU: 8, 32 and 64 MiB ranges of 1 GB took the same 3.1-3.2
 * client CPU-seconds and 0.9-1.0 of RGW's (120, 30 and 15 requests).
 */
function downloadParts(size, chunksizeBytes, streamCutoffBytes = STREAM_CUTOFF_BYTES) {
    if (size < streamCutoffBytes)
        return { partBytes: Math.max(size, 1), concurrency: 1 };
    const partBytes = Math.max(chunksizeBytes, Math.ceil(size / MAX_PARTS));
    return { partBytes, concurrency: Math.min(Math.max(1, Math.ceil(size / partBytes)), 16) };
}
/**
 * Uploads hold each part whole (its SHA-256 is signed, and a retry resends it), so a part is at
 * most 32 MiB; within that, parts are few: about 8 per object, from the run's part size up.
 * Every part costs the server a fixed amount besides its bytes (on RGW, two 200 MB uploads took
 * 2.9 CPU-seconds of RGW in 8 MiB parts, 2.5 in 16 MiB and 2.3 in 32 MiB parts or one PUT each,
 * issue 16), and on a small runner the server shares the CPU with us. The run's byte budget,
 * not the 8 per object, decides how many go at once: 4 parts of 32 MiB in 128 MiB. A smaller
 * budget (`budgetBytes`, the cache's 64 MiB) gets smaller parts, so that 4 still fit in it.
 */
function uploadParts(size, chunksizeBytes, budgetBytes = LARGE_BYTES_IN_FLIGHT) {
    const maxPartBytes = Math.min(32 * MiB, Math.floor(budgetBytes / 4 / MiB) * MiB);
    return choose(size, chunksizeBytes, 8, maxPartBytes, 8);
}
/** Server-side copies move no byte through the runner: large parts, many at once. */
function copyParts(size, chunksizeBytes) {
    return choose(size, Math.max(chunksizeBytes, 64 * MiB), 16, 256 * MiB, 16);
}
function choose(size, minPartBytes, targetParts, maxPartBytes, maxConcurrency) {
    const wanted = Math.ceil(size / targetParts / MiB) * MiB;
    const upper = Math.max(minPartBytes, maxPartBytes);
    const partBytes = Math.max(Math.min(Math.max(wanted, minPartBytes), upper), Math.ceil(size / MAX_PARTS));
    const parts = Math.max(1, Math.ceil(size / partBytes));
    return { partBytes, concurrency: Math.min(parts, maxConcurrency) };
}

;// CONCATENATED MODULE: ./build/s3/body-digests.js



function storedDigests(headers) {
    const one = (name) => {
        const value = headers[name];
        return Array.isArray(value) ? value[0] : value;
    };
    const sse = one('x-amz-server-side-encryption') ?? '';
    const md5 = sse.startsWith('aws:kms') || one('x-amz-server-side-encryption-customer-algorithm')
        ? undefined
        : /^"?([0-9a-f]{32})"?$/i.exec(one('etag') ?? '')?.[1]?.toLowerCase();
    const whole = (name) => {
        const value = one(name);
        return value && !value.includes('-') ? value : undefined;
    };
    return {
        md5Hex: md5,
        sha256Base64: whole('x-amz-checksum-sha256'),
        sha1Base64: whole('x-amz-checksum-sha1'),
        crc32Base64: whole('x-amz-checksum-crc32'),
    };
}
/** What an SDK GetObject's or HeadObject's output says (asked with ChecksumMode ENABLED). */
function sdkStoredDigests(output) {
    return storedDigests({
        etag: output.ETag,
        'x-amz-server-side-encryption': output.ServerSideEncryption,
        'x-amz-server-side-encryption-customer-algorithm': output.SSECustomerAlgorithm,
        'x-amz-checksum-sha256': output.ChecksumSHA256,
        'x-amz-checksum-sha1': output.ChecksumSHA1,
        'x-amz-checksum-crc32': output.ChecksumCRC32,
    });
}
function canCheck(d) {
    return Boolean(d.md5Hex || d.sha256Base64 || d.sha1Base64 || d.crc32Base64);
}
/** Hashes a body as it streams by, then checks it against what the server stored. */
class BodyDigester {
    stored;
    md5;
    sha;
    crc = 0;
    constructor(stored) {
        this.stored = stored;
        // The same choice as a file hashed elsewhere (digestsToCompute): the MD5 of the ETag, one
        // stored SHA (SHA-256 before SHA-1) and the CRC32, each only when the object has it.
        const wanted = digestsToCompute(stored);
        this.md5 = wanted.md5 ? createHash('md5') : undefined;
        this.sha = wanted.sha ? createHash(wanted.sha) : undefined;
    }
    update(chunk) {
        this.md5?.update(chunk);
        this.sha?.update(chunk);
        if (this.stored.crc32Base64)
            this.crc = zlib.crc32(chunk, this.crc);
        return this;
    }
    /** Throws a retryable BadDigest when a digest does not match: the bytes changed on the way. */
    check(place) {
        checkComputedDigests(this.stored, {
            md5Hex: this.md5?.digest('hex'),
            shaBase64: this.sha?.digest('base64'),
            crc32: this.stored.crc32Base64 ? this.crc : undefined,
        }, place);
    }
}
/** Which digests `checkComputedDigests` needs for these stored ones: MD5, one SHA, CRC32. */
function digestsToCompute(stored) {
    return {
        md5: Boolean(stored.md5Hex),
        sha: stored.sha256Base64 ? 'sha256' : stored.sha1Base64 ? 'sha1' : undefined,
        crc32: Boolean(stored.crc32Base64),
    };
}
/** Throws a retryable BadDigest when a computed digest does not match the stored one. */
function checkComputedDigests(stored, got, place) {
    if (stored.md5Hex && got.md5Hex !== stored.md5Hex)
        throw mismatch(place, 'MD5', String(got.md5Hex), `ETag ${stored.md5Hex}`);
    const sha = stored.sha256Base64 ?? stored.sha1Base64;
    if (sha && got.shaBase64 !== sha)
        throw mismatch(place, 'SHA', String(got.shaBase64), `checksum ${sha}`);
    if (stored.crc32Base64) {
        const crc = got.crc32 === undefined ? 'none' : crc32Base64(got.crc32);
        if (crc !== stored.crc32Base64)
            throw mismatch(place, 'CRC32', crc, `checksum ${stored.crc32Base64}`);
    }
}
/**
 * The same check for a body held whole (a small GET's), with one-shot hashes: no Hash object
 * per small body, which costs more than the hashing of a few KiB.
 */
function checkWholeBody(stored, body, place) {
    if (stored.md5Hex) {
        const got = (0,external_node_crypto_.hash)('md5', body, 'hex');
        if (got !== stored.md5Hex)
            throw mismatch(place, 'MD5', got, `ETag ${stored.md5Hex}`);
    }
    else if (stored.sha256Base64 || stored.sha1Base64) {
        const want = (stored.sha256Base64 ?? stored.sha1Base64);
        const got = (0,external_node_crypto_.hash)(stored.sha256Base64 ? 'sha256' : 'sha1', body, 'base64');
        if (got !== want)
            throw mismatch(place, 'SHA', got, `checksum ${want}`);
    }
    if (stored.crc32Base64) {
        const got = crc32Base64(external_node_zlib_.crc32(body));
        if (got !== stored.crc32Base64)
            throw mismatch(place, 'CRC32', got, `checksum ${stored.crc32Base64}`);
    }
}
function crc32Base64(crc) {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(crc >>> 0);
    return bytes.toString('base64');
}
function mismatch(place, what, got, want) {
    return s3_failure_s3Failure({
        ...place,
        code: 'BadDigest',
        message: `the body's ${what} ${got} does not match the stored ${want}: it was damaged on the way`,
    });
}

;// CONCATENATED MODULE: ./build/transfer/file-hasher.js


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
class FileHasher {
    job;
    /** The change counter of the job's worker. */
    bell;
    result;
    settled = false;
    constructor(fd, algorithms) {
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
        this.result.then(() => (this.settled = true), () => (this.settled = true));
    }
    /** The file's first `bytes` are written and will not change: the worker may hash them. */
    advance(bytes) {
        Atomics.store(this.job.words, FRONTIER, BigInt(bytes));
        ring(this.bell);
    }
    /** Every byte is written (`advance` reached the size): the digests once the worker is there. */
    finish() {
        Atomics.store(this.job.words, CONTROL, END);
        ring(this.bell);
        return this.result;
    }
    /** Stops the hashing; resolves once the worker reads the file no more, so it may be closed. */
    async abort() {
        if (this.settled)
            return;
        Atomics.store(this.job.words, CONTROL, ABORT);
        ring(this.bell);
        await this.result.catch(() => undefined);
    }
}
let nextJobId = 0;
function ring(bell) {
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
const { readSync } = require('node:fs');
const { createHash } = require('node:crypto');
const { crc32 } = require('node:zlib');
const bell = workerData.bell;
const buffer = Buffer.allocUnsafeSlow(${READ_BYTES});
const jobs = [];
function add({ id, fd, words, algorithms }) {
  jobs.push({
    id, fd, words, crc32: algorithms.crc32, at: 0, crc: 0,
    md5: algorithms.md5 ? createHash('md5') : undefined,
    sha: algorithms.sha ? createHash(algorithms.sha) : undefined,
  });
}
/** Hashes one read of the job; true when it has settled (and was replied to). */
function step(job) {
  try {
    const frontier = Number(Atomics.load(job.words, ${FRONTIER}));
    const control = Atomics.load(job.words, ${CONTROL});
    if (control === ${ABORT}n) return parentPort.postMessage({ id: job.id, aborted: true }), true;
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
    workers = [];
    limit = Math.max(1, Math.min(4, (0,external_node_os_.availableParallelism)()));
    run(job) {
        let chosen = this.workers.reduce((least, w) => (!least || w.jobs.size < least.jobs.size ? w : least), undefined);
        if (!chosen || (chosen.jobs.size >= JOBS_PER_WORKER && this.workers.length < this.limit))
            chosen = this.start();
        const hashWorker = chosen;
        const result = new Promise((resolve, reject) => hashWorker.jobs.set(job.id, { resolve, reject }));
        hashWorker.worker.ref();
        hashWorker.worker.postMessage(job);
        ring(hashWorker.bell); // a worker already busy takes the job at its next turn
        return { bell: hashWorker.bell, result };
    }
    start() {
        const bell = new BigInt64Array(new SharedArrayBuffer(8));
        // Its heap holds next to nothing: the 4 MiB read buffer lives outside it.
        const worker = new external_node_worker_threads_.Worker(WORKER_SOURCE, {
            eval: true,
            workerData: { bell },
            resourceLimits: { maxYoungGenerationSizeMb: 2 },
        });
        const hashWorker = { worker, bell, jobs: new Map() };
        worker.on('message', (reply) => {
            const settle = hashWorker.jobs.get(reply.id);
            hashWorker.jobs.delete(reply.id);
            // An idle worker must not keep the process alive.
            if (hashWorker.jobs.size === 0)
                worker.unref();
            if (!settle)
                return;
            if (reply.error !== undefined)
                settle.reject(new Error(`hashing the downloaded file failed: ${reply.error}`));
            else if (reply.aborted || !reply.digests)
                settle.reject(new Error('hashing the downloaded file stopped'));
            else
                settle.resolve(reply.digests);
        });
        // A worker that fails or ends fails its jobs, and the next jobs go to a new one.
        const lost = (error) => {
            const at = this.workers.indexOf(hashWorker);
            if (at >= 0)
                this.workers.splice(at, 1);
            for (const settle of hashWorker.jobs.values())
                settle.reject(error);
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

;// CONCATENATED MODULE: ./build/transfer/range-check.js




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
class RangeCheck {
    object;
    fd;
    context;
    frontier = new Frontier();
    stored;
    hasher;
    stopped = false;
    constructor(object, fd, context) {
        this.object = object;
        this.fd = fd;
        this.context = context;
    }
    /** The version is pinned (the first range's answer): asks what it hashes to, once. */
    pinned(etag) {
        if (this.stored)
            return;
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
    /** Bytes [at, at + length) are written to the file. */
    landed(at, length) {
        if (this.frontier.add(at, length))
            this.hasher?.advance(this.frontier.whole);
    }
    /** After every range landed: throws a BadDigest if the file is not what the server stored. */
    async finish(size) {
        const place = { operation: 'GetObject', ...this.object };
        if (this.frontier.whole !== size) {
            throw s3_failure_s3Failure({
                ...place,
                code: 'TruncatedBody',
                message: `only the first ${this.frontier.whole} of ${size} bytes landed whole`,
            });
        }
        const stored = await this.stored;
        if (!stored || !this.hasher)
            return;
        checkComputedDigests(stored, await this.hasher.finish(), place);
    }
    /** The download failed: stops the hashing; resolves once the file may be closed. */
    async abort() {
        this.stopped = true;
        await this.hasher?.abort();
    }
    async headDigests(etag) {
        const { bucket, key } = this.object;
        try {
            const head = await this.context.client.send(new dist_cjs/* HeadObjectCommand */.l81({
                Bucket: bucket,
                Key: key,
                IfMatch: etag || undefined,
                ChecksumMode: 'ENABLED',
            }), { abortSignal: this.context.signal });
            return sdkStoredDigests(head);
        }
        catch (error) {
            throw s3FailureFromSdk(error, 'HeadObject', bucket, key);
        }
    }
}
/**
 * How far a file written out of order is whole from its start. Pieces beyond the gap are kept
 * as intervals, joined as they touch: a range writes its bytes in order, so there are about as
 * many intervals as ranges in flight.
 */
class Frontier {
    /** Bytes [0, whole) are all written. */
    whole = 0;
    byStart = new Map();
    byEnd = new Map();
    /** Adds [at, at + length); true when `whole` moved. */
    add(at, length) {
        if (length <= 0)
            return false;
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

;// CONCATENATED MODULE: ./build/transfer/stream-check.js



/**
 * The check of a download by one GET: what it is checked against comes in the first answer's
 * own headers (the ETag's MD5, a stored full-object checksum), so there is no HEAD. The bytes
 * are hashed by a pooled worker reading right behind the writes (`FileHasher`), not on the main
 * thread: the main thread then only moves bytes from the socket to the file, and MD5 (about
 * 0.6 CPU-s per 400 MB) runs on the other core. A retry from the last byte written continues
 * the same hashes, since the file is whole up to there. A multipart object without a
 * full-object checksum is checked by its length only, as by ranges.
 */
class StreamCheck {
    object;
    fd;
    hasher;
    digests;
    pinnedOnce = false;
    whole = 0;
    constructor(object, fd) {
        this.object = object;
        this.fd = fd;
    }
    pinned(_etag, digests) {
        if (this.pinnedOnce)
            return;
        this.pinnedOnce = true;
        // The first answer is always of the whole object: a retry only follows bytes that landed.
        if (digests && canCheck(digests)) {
            this.digests = digests;
            this.hasher = new FileHasher(this.fd, digestsToCompute(digests));
        }
    }
    landed(at, length) {
        // One stream writes in order, one write at a time: anything else is a bug, not a fault.
        if (at !== this.whole)
            throw new Error(`bytes landed at ${at}, expected at ${this.whole}`);
        this.whole += length;
        this.hasher?.advance(this.whole);
    }
    async finish(size) {
        const place = { operation: 'GetObject', ...this.object };
        if (this.whole !== size) {
            throw s3_failure_s3Failure({
                ...place,
                code: 'TruncatedBody',
                message: `only the first ${this.whole} of ${size} bytes landed`,
            });
        }
        if (this.hasher && this.digests)
            checkComputedDigests(this.digests, await this.hasher.finish(), place);
    }
    /** Stops the hashing; resolves once the worker reads the file no more. */
    async abort() {
        await this.hasher?.abort();
    }
}

;// CONCATENATED MODULE: ./build/transfer/transfer-context.js
/** Part boundaries for a multipart transfer: [start, endExclusive) pairs. */
function partRanges(size, partBytes) {
    // S3 allows at most 10,000 parts: grow the part size rather than fail on a huge object.
    const bytes = Math.max(partBytes, Math.ceil(size / 10_000));
    const ranges = [];
    for (let start = 0; start < size; start += bytes)
        ranges.push([start, Math.min(size, start + bytes)]);
    return ranges;
}

;// CONCATENATED MODULE: ./build/transfer/range-request.js






/**
 * A GET of bytes [from, end) pinned to the version, by the direct path or else the SDK. All of
 * the object is asked without a Range and with the checksum mode, so that the answer says what
 * the object hashes to (S3 sends a stored checksum only with the whole object).
 */
async function requestRange(object, from, end, version, context) {
    const whole = from === 0 && end === object.size;
    const range = whole ? undefined : `bytes=${from}-${end - 1}`;
    try {
        const headers = range
            ? { range }
            : { 'x-amz-checksum-mode': 'ENABLED' };
        if (version.etag)
            headers['if-match'] = version.etag;
        const raw = await context.direct.openObjectRaw(object.bucket, object.key, headers, context.signal);
        if (raw) {
            return {
                body: { raw },
                etag: raw.headers.etag,
                contentRange: raw.headers['content-range'],
                contentLength: Number(raw.headers['content-length']),
                digests: whole ? storedDigests(raw.headers) : undefined,
                destroy: () => raw.destroy(),
            };
        }
        const answer = await context.client
            .send(new dist_cjs/* GetObjectCommand */.jLs({
            Bucket: object.bucket,
            Key: object.key,
            Range: range,
            IfMatch: version.etag || undefined,
            ChecksumMode: whole ? 'ENABLED' : undefined,
        }), { abortSignal: context.signal })
            .catch((error) => {
            throw s3FailureFromSdk(error, 'GetObject', object.bucket, object.key);
        });
        const body = answer.Body;
        return {
            body: { stream: body },
            destroy: () => body.destroy(),
            etag: answer.ETag,
            contentRange: answer.ContentRange,
            contentLength: answer.ContentLength,
            digests: whole ? sdkStoredDigests(answer) : undefined,
        };
    }
    catch (error) {
        throw asRangeFailure(error, object, version.etag);
    }
}
/** The answer is the range asked for, of the version pinned; the first answer pins it. */
function checkAnswer(object, answer, from, end, version) {
    const etag = answer.etag ?? '';
    if (version.etag && etag && bareEtag(etag) !== bareEtag(version.etag)) {
        answer.destroy();
        throw changed(object, version.etag);
    }
    if (!version.etag)
        version.etag = etag;
    const range = parseContentRange(answer.contentRange);
    const whole = answer.contentRange === undefined && from === 0 && end === object.size;
    if (whole) {
        // A 200 of another length is another object (when no ETag was listed to pin it).
        if (answer.contentLength !== undefined && answer.contentLength !== object.size) {
            answer.destroy();
            throw changed(object, version.etag);
        }
        return;
    }
    if (!range || range.first !== from || range.last !== end - 1) {
        answer.destroy();
        throw s3_failure_s3Failure({
            operation: 'GetObject',
            bucket: object.bucket,
            key: object.key,
            code: 'InvalidRange',
            message: `asked for bytes ${from}-${end - 1} and got ${JSON.stringify(answer.contentRange ?? 'the whole object')}`,
        });
    }
    if (range.size !== undefined && range.size !== object.size) {
        answer.destroy();
        throw changed(object, version.etag);
    }
}
const bareEtag = (etag) => etag.replace(/^W\//, '').replace(/"/g, '');
/** A rewritten object: never retried (the bytes already landed are of the old version). */
function changed(object, etag) {
    return s3_failure_s3Failure({
        operation: 'GetObject',
        bucket: object.bucket,
        key: object.key,
        code: 'PreconditionFailed',
        statusCode: 412,
        message: `the object changed while it was being downloaded${etag ? ` (its ETag is no longer ${etag})` : ''}; nothing was kept of it. Run the sync again to fetch the new version`,
    });
}
/** Network errors while reading become retryable S3Errors; a failed If-Match says what it means. */
function asRangeFailure(error, object, etag = object.etag) {
    const place = { operation: 'GetObject', bucket: object.bucket, key: object.key };
    if (error instanceof errors_S3Error) {
        return error.code === 'PreconditionFailed' && !error.message.includes('changed while')
            ? changed(object, etag)
            : error;
    }
    if (error instanceof Error)
        return networkFailure(error, place);
    return s3_failure_s3Failure({ ...place, message: String(error), cause: error });
}

;// CONCATENATED MODULE: ./build/transfer/gather-writer.js
/**
 * A range's bytes gathered into two buffers in turn, one filling while the other is written at
 * its offset (`pwrite`), so the thread pool sees a few writes per MiB instead of one per socket
 * read. One write in flight at a time: `range.landed` grows as each completes, so a failure
 * keeps what landed, and a retry asks only for what follows. Filled either by copying Node's
 * chunks (`put`) or by the kernel reading straight into `space()` (`raw-get.ts`, a BodySink).
 */
class GatherWriter {
    file;
    range;
    check;
    context;
    fill;
    spare;
    used = 0;
    writing;
    writeDone = true;
    constructor(buffers, file, range, check, context) {
        this.file = file;
        this.range = range;
        this.check = check;
        this.context = context;
        [this.fill, this.spare] = buffers;
    }
    /** Copies a chunk in, writing each buffer that fills (waits for the write before it). */
    async put(chunk) {
        let offset = 0;
        while (offset < chunk.length) {
            const n = Math.min(chunk.length - offset, this.fill.length - this.used);
            chunk.copy(this.fill, this.used, offset, offset + n);
            offset += n;
            const wait = this.filled(n);
            if (wait)
                await wait; // one write in flight per range: the socket waits meanwhile
        }
    }
    space() {
        return this.fill.subarray(this.used);
    }
    /**
     * `n` more bytes are in the buffer filling. When it is full, its write is queued behind the
     * one in flight and the other buffer fills next: the promise of that other buffer's write, if
     * still running, is returned, and nothing may go into it before it settles.
     */
    filled(n) {
        this.used += n;
        if (this.used < this.fill.length)
            return undefined;
        const previous = this.writeDone ? undefined : this.writing;
        this.queue(this.fill, this.used);
        [this.fill, this.spare] = [this.spare, this.fill];
        this.used = 0;
        return previous;
    }
    /** Every byte is in: writes what is left; resolves once all of it landed. */
    async end() {
        await this.writing;
        if (this.used > 0) {
            this.queue(this.fill, this.used);
            this.used = 0;
            await this.writing;
        }
    }
    /** After a failure: the write in flight settles first, so nothing writes after we return. */
    async settle() {
        await this.writing?.catch(() => undefined);
    }
    queue(buffer, length) {
        const previous = this.writing ?? Promise.resolve();
        this.writeDone = false;
        // Called once the previous write has settled, so `landed` is where this one goes.
        const next = previous.then(async () => {
            const at = this.range.start + this.range.landed;
            for (let done = 0; done < length;) {
                const { bytesWritten } = await this.file.write(buffer, done, length - done, at + done);
                done += bytesWritten;
            }
            this.check.landed(at, length);
            this.range.landed += length;
            this.context.onBytes(length);
            this.context.meter.addBytes(length);
        });
        this.writing = next;
        // Awaited by `end`, `settle` or the next `filled`; marked handled here so that a failed
        // write waiting for one of them is never an unhandled rejection.
        next.then(() => {
            if (this.writing === next)
                this.writeDone = true;
        }, () => undefined);
    }
}

;// CONCATENATED MODULE: ./build/transfer/ranged-download.js










/** Attempts of one range before its failure goes to the object's own retries. */
const RANGE_ATTEMPTS = 3;
/**
 * Downloads an object into `temp` (created here, never existing before) by one GET or by ranges
 * in parallel (`downloadParts`).
 * Each range's bytes are gathered into 1 MiB buffers and written at their offset, so the thread
 * pool sees about a thousand writes per GiB instead of one per socket read. Every range asks
 * `If-Match` on the one ETag, so the file can never mix two versions: an object rewritten
 * meanwhile fails the download. A range cut short is retried from the last byte written. The
 * file is hashed as it becomes whole from its start, by a worker reading behind the writes, and
 * checked at the end: one stream against its GET's headers (StreamCheck), ranges against a HEAD
 * sent beside the first range (RangeCheck).
 */
async function downloadRanges(object, temp, context) {
    const { partBytes, concurrency } = downloadParts(object.size, context.multipartChunksizeBytes, context.streamCutoffBytes);
    const ranges = partRanges(object.size, partBytes);
    const version = { etag: object.etag };
    // Read and write: the hashing worker reads what the ranges wrote, through the same descriptor.
    const file = await (0,promises_.open)(temp, 'wx+');
    const check = ranges.length === 1
        ? new StreamCheck(object, file.fd)
        : new RangeCheck(object, file.fd, context);
    try {
        // Sized at once: the ranges land out of order, and a file extended by each write is slower.
        await file.truncate(object.size);
        // The first range alone pins the version when the listing gave no ETag.
        const first = version.etag || ranges.length === 0 ? 0 : 1;
        const fetch = (range) => fetchRange(object, range, version, file, check, context);
        if (first)
            await fetch(ranges[0]);
        // Ranges start in offset order and finish roughly so: the whole prefix, which the hashing
        // reads, stays at most about `concurrency` ranges behind the bytes landing.
        await forEachBounded(ranges.length - first, concurrency, (i) => fetch(ranges[i + first]));
        await check.finish(object.size);
    }
    catch (error) {
        await check.abort();
        throw error;
    }
    finally {
        await file.close();
    }
}
/** One range, retried where it was cut, holding its share of the run's byte budget. */
async function fetchRange(object, [start, end], version, file, check, context) {
    await context.budget.acquire(RANGE_HOLD_BYTES);
    const buffers = [takeBuffer(), takeBuffer()];
    // Bytes of the range written to the file: a retry asks only for what follows them.
    const range = { start, end, landed: 0 };
    try {
        await retry_withRetry(async () => {
            const from = start + range.landed;
            const answer = await requestRange(object, from, end, version, context);
            checkAnswer(object, answer, from, end, version);
            check.pinned(version.etag, answer.digests);
            await gatherAndWrite(answer.body, buffers, file, range, object, check, context);
        }, {
            ...retry_DEFAULT_RETRY,
            // Fewer than an object's: a range that keeps failing falls back to the object's retries.
            attempts: RANGE_ATTEMPTS,
            signal: context.signal,
            onRetry: (error, attempt, ms) => context.onDebug?.(`GetObject ${JSON.stringify(object.key)} bytes ${start + range.landed}-${end - 1} attempt ${attempt} failed (${error.message}); retrying in ${ms} ms`),
        });
    }
    finally {
        giveBuffer(buffers[0]);
        giveBuffer(buffers[1]);
        context.budget.release(RANGE_HOLD_BYTES);
    }
}
/** Reads a body into the range's buffers and writes them at their offset (`GatherWriter`). */
async function gatherAndWrite(body, buffers, file, range, object, check, context) {
    const expected = range.end - range.start - range.landed;
    const writer = new GatherWriter(buffers, file, range, check, context);
    try {
        if ('raw' in body) {
            // Its Content-Length, checked against the range asked; the reader then holds it to it.
            const length = Number(body.raw.headers['content-length']);
            if (length > expected)
                throw tooLong(object, expected);
            if (length < expected)
                throw truncated(object, length, expected);
            await body.raw.read(writer);
        }
        else {
            let received = 0;
            for await (const chunk of body.stream) {
                received += chunk.length;
                if (received > expected)
                    throw tooLong(object, expected);
                await writer.put(chunk);
            }
            // What came is written first: a retry then asks only for what follows it.
            await writer.end();
            if (received < expected)
                throw truncated(object, received, expected);
            return;
        }
        await writer.end();
    }
    catch (error) {
        if ('raw' in body)
            body.raw.destroy();
        await writer.settle();
        throw asRangeFailure(error, object);
    }
}
function truncated(object, received, expected) {
    return s3_failure_s3Failure({
        operation: 'GetObject',
        bucket: object.bucket,
        key: object.key,
        code: 'TruncatedBody',
        message: `received ${received} bytes of a range of ${expected}`,
    });
}
function tooLong(object, expected) {
    return s3_failure_s3Failure({
        operation: 'GetObject',
        bucket: object.bucket,
        key: object.key,
        code: 'TruncatedBody',
        message: `the range sent more than the ${expected} bytes asked for`,
    });
}
/** Gather buffers, kept for the next ranges instead of being left to the collector. */
const spareBuffers = [];
const MAX_SPARE_BUFFERS = 32;
function takeBuffer() {
    return spareBuffers.pop() ?? Buffer.allocUnsafeSlow(GATHER_BYTES);
}
function giveBuffer(buffer) {
    if (spareBuffers.length < MAX_SPARE_BUFFERS)
        spareBuffers.push(buffer);
}

;// CONCATENATED MODULE: ./build/transfer/download.js








/**
 * Downloads one object atomically: into a temporary file beside the target, stamped with the
 * object's LastModified (so the next sync finds nothing to do), then renamed over the target.
 * A failure removes the temporary file, so no partial file is ever left under the real name.
 */
async function downloadObject(job, context) {
    tuneCollectorForTransfers();
    const temp = tempPathFor(job.targetPath);
    const mtime = new Date(job.lastModifiedMs);
    try {
        if (job.size >= context.multipartThresholdBytes) {
            await context.meter.track(() => downloadRanges(job, temp, context));
        }
        else {
            const bytes = await fetchWhole(job, context);
            if (bytes.length <= SYNC_WRITE_MAX_BYTES) {
                landSmallFile(temp, job.targetPath, bytes, mtime);
                context.onBytes(bytes.length);
                return;
            }
            await (0,promises_.writeFile)(temp, bytes, { flag: 'wx' });
            context.onBytes(bytes.length);
        }
        await (0,promises_.utimes)(temp, mtime, mtime);
        await (0,promises_.rename)(temp, job.targetPath);
    }
    catch (error) {
        await (0,promises_.rm)(temp, { force: true });
        if (error.code === 'EISDIR') {
            throw new Error(`a folder stands where the file ${JSON.stringify(job.targetPath)} should go (a key and a folder with the same name)`, { cause: error });
        }
        throw error;
    }
}
async function getObject(job, context) {
    try {
        return await context.client.send(new dist_cjs/* GetObjectCommand */.jLs({ Bucket: job.bucket, Key: job.key }), {
            abortSignal: context.signal,
        });
    }
    catch (error) {
        throw s3FailureFromSdk(error, 'GetObject', job.bucket, job.key);
    }
}
/**
 * Files up to this size are written with blocking calls on the main thread. Each async fs call
 * is a round trip through libuv's thread pool (a wake-up there and back); for a file of a few
 * KiB, the five round trips (open, write, close, utimes, rename) cost more CPU than the writes,
 * and blocking the event loop for a few tens of microseconds a file is cheaper.
 */
const SYNC_WRITE_MAX_BYTES = 64 * 1024;
/** Writes the temporary file, stamps its mtime and renames it over the target. */
function landSmallFile(temp, target, bytes, mtime) {
    const fd = (0,external_node_fs_.openSync)(temp, 'wx');
    try {
        for (let at = 0; at < bytes.length;)
            at += (0,external_node_fs_.writeSync)(fd, bytes, at, bytes.length - at);
        (0,external_node_fs_.futimesSync)(fd, mtime, mtime);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
    (0,external_node_fs_.renameSync)(temp, target);
}
async function fetchWhole(job, context) {
    let bytes = await context.direct.getObject(job.bucket, job.key, context.signal, job.size);
    if (!bytes) {
        const object = await getObject(job, context);
        bytes = await readAll(object.Body, job);
        // The object may have changed since it was listed: what counts is the length it came with.
        checkLength(job, bytes.length, object.ContentLength ?? job.size);
    }
    return bytes;
}
async function readAll(body, job) {
    const chunks = [];
    try {
        for await (const chunk of body)
            chunks.push(chunk);
    }
    catch (error) {
        throw s3_failure_s3Failure({
            operation: 'GetObject',
            bucket: job.bucket,
            key: job.key,
            code: error.code ?? 'ECONNRESET',
            message: error.message,
            cause: error,
        });
    }
    return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
}
function checkLength(job, got, expected) {
    checkBodyLength(got, expected, { operation: 'GetObject', bucket: job.bucket, key: job.key });
}

;// CONCATENATED MODULE: ./build/transfer/large-transfer-meter.js
/**
 * Measures large transfers as one activity: the clock and the process's CPU run while at least
 * one is in flight, so overlapping transfers are not counted twice.
 */
class LargeTransferMeter {
    active = 0;
    objects = 0;
    bytes = 0;
    wallMs = 0;
    cpuMicros = 0;
    startedMs = 0;
    startedCpu = { user: 0, system: 0 };
    /** Runs one large transfer under the meter; its object counts when it succeeds. */
    async track(work) {
        if (this.active++ === 0) {
            this.startedMs = performance.now();
            this.startedCpu = process.cpuUsage();
        }
        try {
            const result = await work();
            this.objects++;
            return result;
        }
        finally {
            if (--this.active === 0)
                this.close();
        }
    }
    /** Bytes of a large transfer landed or sent. */
    addBytes(bytes) {
        this.bytes += bytes;
    }
    stats() {
        let wallMs = this.wallMs;
        let cpuMicros = this.cpuMicros;
        if (this.active > 0) {
            wallMs += performance.now() - this.startedMs;
            const cpu = process.cpuUsage(this.startedCpu);
            cpuMicros += cpu.user + cpu.system;
        }
        return {
            objects: this.objects,
            bytes: this.bytes,
            seconds: wallMs / 1000,
            cpuSeconds: cpuMicros / 1e6,
        };
    }
    close() {
        this.wallMs += performance.now() - this.startedMs;
        const cpu = process.cpuUsage(this.startedCpu);
        this.cpuMicros += cpu.user + cpu.system;
    }
}

;// CONCATENATED MODULE: ./build/cache/blob-transfer.js


/** Bytes a cache job holds in flight: packs fetched but not yet written, blob parts and ranges. */
const CACHE_BYTES_IN_FLIGHT = 64 * 1024 * 1024;
/**
 * The transfer settings for blobs, which go through the sync's own upload and download code:
 * multipart (and parallel ranged GETs) from 16 MiB, in 8 MiB parts, within the job's budget of
 * bytes in flight (shared with the packs of a restore).
 */
function blobTransferContext(session, signal, budget = new ByteBudget(CACHE_BYTES_IN_FLIGHT, signal), onBytes = () => undefined) {
    return {
        client: session.client,
        direct: session.direct,
        signal,
        multipartThresholdBytes: 16 * 1024 * 1024,
        multipartChunksizeBytes: 8 * 1024 * 1024,
        budget,
        meter: new LargeTransferMeter(),
        objectOptions: { contentType: 'application/octet-stream' },
        onBytes,
    };
}

;// CONCATENATED MODULE: ./build/cache/restore-targets.js



/** Mode bits a restore sets: permissions and sticky, never setuid or setgid from a manifest. */
const MODE_MASK = 0o1777;
/** Whether open(2) with `mode` gives exactly `mode` under `umask`, so no fchmod is needed. */
function umaskKeeps(mode, umask) {
    return (mode & ~umask & 0o7777) === mode;
}
/** Where entry `i` ends up: its root joined with its (checked) path. */
function finalPath(t, i) {
    const relative = t.entries.path[i];
    const root = t.rootPaths[t.entries.root[i]];
    return relative === '' ? root : external_node_path_.join(root, relative);
}
/** `child` is `parent` or lies under it (absolute paths as the restore builds them). */
function isUnder(parent, child) {
    return (child.startsWith(parent) &&
        (child.length === parent.length || child[parent.length] === external_node_path_.sep));
}
function stagingOf(stagings, absolute) {
    for (const s of stagings)
        if (isUnder(s.root, absolute))
            return s;
    return undefined;
}
/** Where `absolute` is written while its root is staged; undefined outside every staging. */
function stagedPath(stagings, absolute) {
    const s = stagingOf(stagings, absolute);
    return s && s.staging + absolute.slice(s.root.length);
}
/**
 * Where file or link `i` is written, and whether that is inside a staging folder (then straight
 * under its name, restore-staging.ts), else at its final path (through a temporary name).
 */
function writePlace(t, i) {
    const absolute = finalPath(t, i);
    const staged = t.stagings.length ? stagedPath(t.stagings, absolute) : undefined;
    return staged === undefined ? { path: absolute, staged: false } : { path: staged, staged: true };
}
/** Hex SHA-256 of file `i`'s content (the empty file's for a file with none). */
function contentSha256(t, i) {
    const k = t.entries.content[i];
    return k < 0 ? EMPTY_SHA256 : t.contents.sha256.toString('hex', k * 32, k * 32 + 32);
}
function restore_targets_isInside(parent, child) {
    const rel = external_node_path_.relative(parent, child);
    return rel === '' || (!rel.startsWith('..') && !external_node_path_.isAbsolute(rel));
}
/**
 * Whether a manifest path stays inside its root: no `..`, `.` or empty segment, not absolute, no
 * NUL. Checked by scanning, with no array of segments made per entry.
 */
function isSafePath(relative) {
    if (relative === '')
        return true;
    if (relative.includes('\0') || relative.startsWith('/'))
        return false;
    for (let start = 0; start <= relative.length;) {
        let end = relative.indexOf('/', start);
        if (end < 0)
            end = relative.length;
        const length = end - start;
        if (length === 0)
            return false;
        if (relative.charCodeAt(start) === 46 /* . */ &&
            (length === 1 || (length === 2 && relative.charCodeAt(start + 1) === 46)))
            return false;
        start = end + 1;
    }
    return true;
}
function lstatOrUndefined(file) {
    try {
        return (0,external_node_fs_.lstatSync)(file);
    }
    catch {
        return undefined;
    }
}
function statOrUndefined(file) {
    try {
        return (0,external_node_fs_.statSync)(file);
    }
    catch {
        return undefined;
    }
}
/**
 * Turns a manifest (untrusted) into what to write, checking each path against the disk: it must
 * stay inside its root lexically, no folder on the way may be a symlink (a symlink planted in the
 * tree would lead the write out), and a symlink's target must resolve inside the root. Entries
 * that fail are refused and nothing is written for them. Files already right on disk (size,
 * mtime and mode as in the manifest) are counted as unchanged and left alone.
 */
function restoreTargets(manifest, rootPaths) {
    const { entries, contents } = manifest;
    // Paths named twice: by root, on the manifest's own strings (no absolute path kept per entry);
    // by absolute path only when one root lies inside another and two names could meet.
    const nested = rootPaths.some((a, j) => rootPaths.some((b, k) => j !== k && restore_targets_isInside(a, b)));
    const targets = {
        entries,
        contents,
        rootPaths,
        nestedRoots: nested,
        missingDirs: [],
        dirs: [],
        files: [],
        links: [],
        missingRoots: [],
        stagings: [],
        unchanged: 0,
        refused: [],
    };
    const dirState = new Map();
    const seenByRoot = rootPaths.map(() => new Set());
    const seenAbsolute = new Set();
    const linkPaths = new Set();
    // Every folder on the way from the root to `dir` must be a real folder or not exist yet.
    const checkDir = (root, dir) => {
        if (dir === root) {
            // The root may be a symlink (the user's choice); it must not be a file. Missing, it is made.
            if (!dirState.has(root)) {
                const stats = lstatOrUndefined(root);
                const isDir = stats?.isDirectory() || (stats?.isSymbolicLink() && statOrUndefined(root)?.isDirectory());
                dirState.set(root, !stats ? 'missing' : isDir ? 'ok' : 'bad');
                if (!stats) {
                    targets.missingDirs.push(root);
                    targets.missingRoots.push(root);
                }
            }
            return dirState.get(root) !== 'bad';
        }
        const known = dirState.get(dir);
        if (known)
            return known !== 'bad';
        if (linkPaths.has(dir) || !checkDir(root, external_node_path_.dirname(dir))) {
            dirState.set(dir, 'bad');
            return false;
        }
        const parentMissing = dirState.get(external_node_path_.dirname(dir)) === 'missing';
        const stats = parentMissing ? undefined : lstatOrUndefined(dir);
        const state = !stats
            ? 'missing'
            : stats.isDirectory() && !stats.isSymbolicLink()
                ? 'ok'
                : 'bad';
        dirState.set(dir, state);
        if (state === 'missing')
            targets.missingDirs.push(dir);
        return state !== 'bad';
    };
    const count = entries.type.length;
    for (const [i] of entries.link)
        if (isSafePath(entries.path[i]))
            linkPaths.add(finalPath(targets, i));
    for (let i = 0; i < count; i++) {
        const type = entries.type[i];
        const relative = entries.path[i];
        const root = rootPaths[entries.root[i]];
        const refuse = (why) => targets.refused.push(`${JSON.stringify(relative)} was not restored: ${why}`);
        if (!isSafePath(relative)) {
            refuse('its path leaves the cache folder');
            continue;
        }
        const absolute = finalPath(targets, i);
        const seen = nested ? seenAbsolute : seenByRoot[entries.root[i]];
        const name = nested ? absolute : relative;
        if (seen.has(name)) {
            refuse('the manifest names it twice');
            continue;
        }
        seen.add(name);
        if (absolute !== root && !checkDir(root, external_node_path_.dirname(absolute))) {
            refuse('a folder on its way is a symlink or a file');
            continue;
        }
        const onDisk = dirState.get(external_node_path_.dirname(absolute)) === 'missing' ? undefined : lstatOrUndefined(absolute);
        // A root that is a single file or link (`path: x/tool.bin`): its folder is made if missing.
        if (absolute === root && type !== 'd' && !lstatOrUndefined(external_node_path_.dirname(root)))
            targets.missingDirs.push(external_node_path_.dirname(root));
        if (type === 'd' && absolute === root) {
            // The root: a folder, a symlink to one (the user's choice), or missing (made); a file or
            // a link to something else is not ours to stamp, and nothing is written under it.
            if (!checkDir(root, root))
                refuse('a file stands where the folder should be');
            else
                targets.dirs.push(i);
        }
        else if (type === 'd') {
            if (onDisk?.isSymbolicLink()) {
                refuse('a symlink stands where the folder should be');
                continue;
            }
            if (onDisk && !onDisk.isDirectory()) {
                dirState.set(absolute, 'bad');
                refuse('a file stands where the folder should be');
                continue;
            }
            if (!onDisk) {
                if (dirState.get(absolute) !== 'missing')
                    targets.missingDirs.push(absolute);
                dirState.set(absolute, 'missing');
            }
            else
                dirState.set(absolute, 'ok');
            targets.dirs.push(i);
        }
        else if (type === 'l') {
            const link = entries.link.get(i);
            const resolved = external_node_path_.resolve(external_node_path_.dirname(absolute), link);
            if (!restore_targets_isInside(root, resolved) || resolved === absolute) {
                refuse(`its symlink target ${JSON.stringify(link)} leads out of the cache folder`);
                continue;
            }
            if (onDisk?.isSymbolicLink() && (0,external_node_fs_.readlinkSync)(absolute) === link)
                targets.unchanged++;
            else
                targets.links.push(i);
        }
        else if (onDisk?.isFile() &&
            onDisk.size === entries.size[i] &&
            Math.floor(onDisk.mtimeMs) === entries.mtime[i] &&
            (onDisk.mode & MODE_MASK) === (entries.mode[i] & MODE_MASK)) {
            targets.unchanged++;
        }
        else {
            targets.files.push(i);
        }
    }
    return targets;
}
/** What a worker needs to land file `i` from a decoded frame, made as its task is sent. */
function landFile(t, i) {
    const k = t.entries.content[i];
    const place = writePlace(t, i);
    return {
        target: place.path,
        frame: t.contents.frame[k],
        at: t.contents.at[k],
        size: t.entries.size[i],
        sha256: contentSha256(t, i),
        mode: t.entries.mode[i] & MODE_MASK,
        mtimeMs: t.entries.mtime[i],
        ...(place.staged ? { staged: true } : {}),
    };
}

;// CONCATENATED MODULE: ./build/cache/restore-blobs.js








/** A blob's ranged GETs: 8 MiB each, as the sync's parallel downloads cut them. */
const BLOB_RANGE_BYTES = 8 * 1024 * 1024;
/** Blobs fetched at once, and ranges of one blob at once (all within the byte budget). */
const BLOBS_AT_ONCE = 2;
const RANGES_PER_BLOB = 4;
let restore_blobs_nextTemp = 0;
/**
 * A blob's bytes into `downloaded`: where the bucket takes direct signed requests, ranges of
 * BLOB_RANGE_BYTES fetched by the workers and written at their offsets (the bodies never cross
 * the main thread, where each 8 MiB range and its socket chunks were garbage to collect);
 * otherwise the sync's own parallel ranged download (src/transfer/download.ts). False when the
 * bucket needs the SDK and nothing was fetched.
 */
async function fetchInWorkers(object, key, downloaded, { session, store, pool, signal, budget }) {
    (0,external_node_fs_.closeSync)((0,external_node_fs_.openSync)(downloaded, 'wx', 0o600));
    const ranges = Math.ceil(object.size / BLOB_RANGE_BYTES);
    let direct = true;
    await forEachBounded(ranges, RANGES_PER_BLOB, async (i) => {
        if (!direct)
            return;
        const offset = i * BLOB_RANGE_BYTES;
        const length = Math.min(BLOB_RANGE_BYTES, object.size - offset);
        await budget.acquire(length);
        try {
            const task = (fetch) => ({
                kind: 'fetch-write',
                fetch,
                file: downloaded,
            });
            const range = { offset, length };
            const fetched = await runRangeTask(session, store.bucket, key, range, task, pool, signal);
            if (!fetched)
                direct = false;
        }
        finally {
            budget.release(length);
        }
    });
    return direct;
}
/** Downloads each blob (into a temporary name beside its file), then a worker checks and lands it. */
async function fetchBlobs(blobs, targets, run) {
    const { session, store, pool, phases, signal, outcome, collect, budget, umask } = run;
    const context = blobTransferContext(session, signal, budget, (n) => {
        outcome.bytesDownloaded += n;
    });
    await forEachBounded(blobs.length, BLOBS_AT_ONCE, async (i) => {
        const { object, file } = blobs[i];
        const place = writePlace(targets, file);
        const downloaded = external_node_path_.join(external_node_path_.dirname(place.path), `.s3cache-blob-${process.pid}-${restore_blobs_nextTemp++}`);
        const key = storeRoot(store) + object.name;
        // In a staging folder, the blob's folder may not be made yet (the workers make them).
        if (place.staged)
            (0,external_node_fs_.mkdirSync)(external_node_path_.dirname(downloaded), { recursive: true });
        phases.begin('download');
        try {
            if (await fetchInWorkers(object, key, downloaded, run))
                outcome.bytesDownloaded += object.size;
            else {
                (0,external_node_fs_.rmSync)(downloaded, { force: true });
                await downloadObject({
                    bucket: store.bucket,
                    key,
                    size: object.size,
                    lastModifiedMs: targets.entries.mtime[file],
                    etag: '',
                    targetPath: downloaded,
                }, context);
            }
        }
        catch (error) {
            (0,external_node_fs_.rmSync)(downloaded, { force: true });
            throw error;
        }
        phases.add('download', 1, object.size);
        // The worker removes `downloaded` whatever happens.
        const { written } = await pool
            .run({
            kind: 'blob-land',
            object: object.name,
            downloaded,
            objectSha256: object.sha256,
            compression: object.compression,
            frames: object.frames.map(([o, l]) => [o, l]),
            file: landFile(targets, file),
            umask,
        })
            .catch(collect);
        outcome.written.push(...written);
        phases.add('unpack', 1, targets.entries.size[file]);
    });
}

;// CONCATENATED MODULE: ./build/cache/restore-land-files.js


// An unpack task's files as columns, made on the main thread and read back in the worker.
/** Numbers per file in LandFileColumns. */
const LAND_NUMBERS = 6;
/**
 * Files `files` of the plan as an unpack task's columns. Where roots are not nested (always, for
 * the roots resolveRoots gives) a file's base is its root's write folder and its path the
 * manifest's own string; otherwise each file's folder is a base of its own.
 */
function landFiles(t, files) {
    const { entries, contents } = t;
    const bases = [];
    const staged = [];
    const baseIndex = new Map();
    const baseOf = (dir, isStaged) => {
        let b = baseIndex.get(dir);
        if (b === undefined) {
            baseIndex.set(dir, (b = bases.length));
            bases.push(dir);
            staged.push(isStaged);
        }
        return b;
    };
    const nested = t.nestedRoots;
    // Per root: where its files are written (its staging folder's name if it is staged).
    const rootStaging = t.rootPaths.map((root) => stagedPath(t.stagings, root));
    const rootBase = rootStaging.map((staged, r) => staged ?? t.rootPaths[r]);
    const rootStaged = rootStaging.map((staged) => staged !== undefined);
    const paths = new Array(files.length);
    const numbers = new Float64Array(files.length * LAND_NUMBERS);
    const sha256 = new Uint8Array(files.length * 32);
    files.forEach((i, n) => {
        const r = entries.root[i];
        let base;
        if (nested) {
            const place = writePlace(t, i);
            base = baseOf(external_node_path_.dirname(place.path), place.staged);
            paths[n] = external_node_path_.basename(place.path);
        }
        else {
            base = baseOf(rootBase[r], rootStaged[r]);
            paths[n] = entries.path[i];
        }
        const k = entries.content[i];
        const at = n * LAND_NUMBERS;
        numbers[at] = base;
        numbers[at + 1] = contents.frame[k];
        numbers[at + 2] = contents.at[k];
        numbers[at + 3] = entries.size[i];
        numbers[at + 4] = entries.mode[i] & MODE_MASK;
        numbers[at + 5] = entries.mtime[i];
        if (k >= 0)
            sha256.set(contents.sha256.subarray(k * 32, k * 32 + 32), n * 32);
    });
    return { bases, staged, paths, numbers, sha256 };
}
/** The files of an unpack task, one object each (in the worker, for the task's length only). */
function landFileList(files) {
    const { bases, staged, paths, numbers, sha256 } = files;
    const hashes = Buffer.from(sha256.buffer, sha256.byteOffset, sha256.byteLength);
    return paths.map((relative, n) => {
        const at = n * LAND_NUMBERS;
        const base = numbers[at];
        return {
            target: relative === '' ? bases[base] : external_node_path_.join(bases[base], relative),
            frame: numbers[at + 1],
            at: numbers[at + 2],
            size: numbers[at + 3],
            sha256: hashes.toString('hex', n * 32, n * 32 + 32),
            mode: numbers[at + 4],
            mtimeMs: numbers[at + 5],
            ...(staged[base] ? { staged: true } : {}),
        };
    });
}

;// CONCATENATED MODULE: ./build/cache/restore-fetch.js








/**
 * GETs of about 2 MB each in flight, within RESTORE_BYTES_IN_FLIGHT: 8 keep two workers fed on
 * the local RGW (16 only held more buffers waiting in the workers' queues).
 */
const REQUESTS_IN_FLIGHT = 8;
/** Bytes of packs fetched and not yet landed, and of blob ranges in flight. */
const RESTORE_BYTES_IN_FLIGHT = 32 * 1024 * 1024;
/** Needed frames per GET (and per worker task): about 8 MiB of files, 2 MB on the wire. */
const FRAMES_PER_TASK = 4;
/**
 * Needed frames this close are fetched in one GET with the unneeded frames between them: a
 * request costs a few milliseconds of round trip and RGW work, about what this many bytes take
 * to arrive, and an entry after incremental saves needs frames scattered through old packs.
 */
const MERGE_GAP_BYTES = 512 * 1024;
/** A corrupt or inconsistent object: the restore is a miss. */
class CacheIntegrityError extends Error {
    name = 'CacheIntegrityError';
}
/**
 * The GETs for one pack: runs of the frames its files need, at most FRAMES_PER_TASK needed
 * frames each, merged across holes of up to MERGE_GAP_BYTES. A pack needed whole is thus a few
 * GETs of about 2 MB, each landing in a buffer that moves to a worker as it is.
 */
function piecesOf(object, files, frameOf) {
    const byFrame = new Map();
    for (const f of files) {
        const frame = frameOf(f);
        const list = byFrame.get(frame);
        if (list)
            list.push(f);
        else
            byFrame.set(frame, [f]);
    }
    const needed = [...byFrame.keys()].sort((a, b) => a - b);
    const pieces = [];
    for (const frame of needed) {
        const [offset, length] = object.frames[frame];
        const last = pieces.at(-1);
        const end = last ? last.range[0] + last.range[1] : 0;
        if (last && last.needed < FRAMES_PER_TASK && offset >= end && offset - end <= MERGE_GAP_BYTES) {
            for (let between = last.frames.at(-1) + 1; between <= frame; between++)
                last.frames.push(between);
            last.files.push(...byFrame.get(frame));
            last.needed++;
            last.range = [
                last.range[0],
                offset + length - last.range[0],
            ];
        }
        else
            pieces.push({
                object,
                range: [offset, length],
                frames: [frame],
                files: [...byFrame.get(frame)],
                needed: 1,
            });
    }
    return pieces;
}
/**
 * Downloads the packs and blobs the files need, in parallel and bounded in bytes in flight;
 * each piece goes to a worker that decompresses it, checks every file against its hash and
 * lands it atomically, while later pieces still download. `written` gathers every file landed,
 * also when this throws, so the caller can remove them.
 */
async function fetchAndLand(session, store, objects, targets, files, pool, phases, signal, outcome, umask) {
    const root = storeRoot(store);
    const { entries, contents } = targets;
    const byObject = new Map();
    for (const f of files) {
        const object = contents.object[entries.content[f]];
        const list = byObject.get(object);
        if (list)
            list.push(f);
        else
            byObject.set(object, [f]);
    }
    const frameOf = (f) => contents.frame[entries.content[f]];
    const pieces = [];
    const blobs = [];
    for (const [index, list] of byObject) {
        const object = objects[index];
        if (object.kind === 'pack')
            pieces.push(...piecesOf(object, list, frameOf));
        else
            for (const file of list)
                blobs.push({ object, file });
    }
    // One budget for packs held until written and for blobs' ranges in flight.
    const budget = new ByteBudget(RESTORE_BYTES_IN_FLIGHT, signal);
    const collect = (error) => {
        if (error instanceof CacheTaskError)
            outcome.written.push(...error.written);
        if (error instanceof CacheTaskError && error.name === 'IntegrityError')
            throw new CacheIntegrityError(error.message);
        throw error;
    };
    const packs = forEachBounded(pieces.length, REQUESTS_IN_FLIGHT, async (i) => {
        const piece = pieces[i];
        const [base, bytes] = piece.range;
        await budget.acquire(bytes);
        try {
            signal.throwIfAborted();
            phases.begin('download');
            phases.begin('unpack');
            // Not hashed here as a whole: every file is checked against its own hash in the worker
            // before it gets its name, and a frame that does not decode is corruption too.
            const fields = {
                object: piece.object.name,
                compression: piece.object.compression,
                frames: piece.frames.map((f) => {
                    const [offset, length] = piece.object.frames[f];
                    return [f, offset - base, length];
                }),
                files: landFiles(targets, piece.files),
                umask,
            };
            const { written } = await fetchPiece(session, store.bucket, root + piece.object.name, base, bytes, fields, pool, signal).catch(collect);
            phases.add('download', 1, bytes);
            outcome.bytesDownloaded += bytes;
            outcome.written.push(...written);
            phases.add('unpack', piece.files.length, piece.files.reduce((n, f) => n + entries.size[f], 0));
        }
        finally {
            budget.release(bytes);
        }
    });
    const large = fetchBlobs(blobs, targets, {
        session,
        store,
        pool,
        phases,
        signal,
        outcome,
        collect,
        budget,
        umask,
    });
    const settled = await Promise.allSettled([packs, large]);
    phases.end('download');
    phases.end('unpack');
    for (const s of settled)
        if (s.status === 'rejected')
            throw s.reason;
}
/**
 * One piece: fetched and unpacked by a worker (restore-range-task.ts) where the bucket takes
 * direct signed requests; otherwise fetched here into one exact buffer that moves to the worker
 * uncopied.
 */
async function fetchPiece(session, bucket, key, offset, length, fields, pool, signal) {
    const range = { offset, length };
    const fetched = await runRangeTask(session, bucket, key, range, (fetch) => ({ kind: 'fetch-unpack', ...fields, fetch }), pool, signal);
    if (fetched)
        return fetched;
    const body = await getRangeInto(session, bucket, key, offset, length, signal);
    return pool.run({ kind: 'unpack', ...fields, body }, [body.buffer]);
}

;// CONCATENATED MODULE: ./build/cache/restore-staging.js






/**
 * Where a root does not exist yet (a fresh runner's `node_modules`, `~/.npm`), its tree is
 * written under the final relative names inside a staging folder beside it (same folder, so the
 * same file system), and the folder is renamed to the root once at the end: one rename instead
 * of one per file (a temporary name, then a rename: 50,000 files cost 50,000 renames and twice
 * the folder-entry work), and nothing is ever visible under a final name before all of it is
 * written and checked. Roots inside another missing root are part of that root's staging.
 *
 * Returns the targets with their stagings set (every file and link under a staged root is then
 * written inside its staging folder: restore-targets.ts's writePlace) and the missing folders
 * moved there; folder entries keep their final paths, since they are stamped after the renames
 * (a rename inside a folder changes its mtime).
 */
function planStaging(targets) {
    const outermost = targets.missingRoots.filter((root) => !targets.missingRoots.some((other) => other !== root && isUnder(other, root)));
    if (outermost.length === 0)
        return { targets, stagings: [], stagedDirs: [] };
    const tag = `${process.pid}-${(0,external_node_crypto_.randomBytes)(4).toString('hex')}`; // see STAGING_NAME
    const stagings = outermost.map((root, i) => ({
        root,
        staging: external_node_path_.join(external_node_path_.dirname(root), `.s3cache-stage-${tag}-${i}`),
        renamed: false,
    }));
    const roots = new Set(outermost);
    const missingDirs = [];
    const stagedDirs = [];
    // The staging folders themselves are made by makeStagings, which refuses one that exists.
    for (const dir of targets.missingDirs) {
        if (roots.has(dir))
            continue;
        const staged = stagedPath(stagings, dir);
        if (staged === undefined)
            missingDirs.push(dir);
        else
            stagedDirs.push(staged);
    }
    return { stagings, targets: { ...targets, missingDirs, stagings }, stagedDirs };
}
/**
 * The staged folders that no file with content lands in, nor below: the workers make the
 * others as they write into them (a file's open fails, its folder is made, the open is tried
 * again), so the main thread's serial mkdir of every folder before the first download is gone;
 * these few (empty folders, folders of links or empty files only) are made at the end.
 */
function foldersWithoutContent(stagedDirs, targets, withContent) {
    if (stagedDirs.length === 0)
        return [];
    const reached = new Set();
    for (const i of withContent) {
        const place = writePlace(targets, i);
        if (!place.staged)
            continue;
        for (let dir = external_node_path_.dirname(place.path); !reached.has(dir); dir = external_node_path_.dirname(dir)) {
            reached.add(dir);
            if (dir === external_node_path_.dirname(dir))
                break;
        }
    }
    return stagedDirs.filter((dir) => !reached.has(dir));
}
/**
 * Makes a folder and its missing parents, recording each one made, parents first, so that an
 * undo can remove them all (a root such as `~/.cache/tool` may need its parents made).
 */
function makeDirRecorded(dir, madeDirs) {
    const first = (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
    if (first === undefined)
        return;
    for (let at = first;; at = external_node_path_.join(at, external_node_path_.relative(at, dir).split(external_node_path_.sep)[0])) {
        madeDirs.push(at);
        if (at === dir)
            break;
    }
}
/**
 * Removes the staging folders that a restore killed outright (`kill -9`, a runner lost
 * mid-step) left in `dir`: on a self-hosted runner the workspace stays, and each would hold a
 * whole half-written tree. Only folders named as planStaging names them and whose process is
 * gone are removed; a restore still running elsewhere keeps its own. Returns their names.
 */
function sweepAbandonedStagings(dir, isAlive = isPidAlive) {
    let names;
    try {
        names = (0,external_node_fs_.readdirSync)(dir);
    }
    catch {
        return []; // a parent that does not exist yet holds nothing to sweep
    }
    const swept = [];
    for (const name of names) {
        const pid = Number(STAGING_NAME.exec(name)?.[1]);
        if (!pid || pid === process.pid || isAlive(pid))
            continue;
        (0,external_node_fs_.rmSync)(external_node_path_.join(dir, name), { recursive: true, force: true });
        swept.push(name);
    }
    return swept;
}
/**
 * Makes each staging folder (its root's missing parents too, recorded in `madeDirs` parents
 * first so an undo removes them), after sweeping the folder it goes in of the staging folders
 * that killed restores left (returned, to say so). A staging folder that exists already is an
 * error, never reused: its contents would not be ours.
 */
function makeStagings(stagings, made, madeDirs) {
    const swept = [];
    for (const s of stagings) {
        const parent = external_node_path_.dirname(s.root);
        swept.push(...sweepAbandonedStagings(parent).map((name) => external_node_path_.join(parent, name)));
        makeDirRecorded(parent, madeDirs);
        (0,external_node_fs_.mkdirSync)(s.staging);
        made.push(s);
    }
    return swept;
}
/** Renames every staging folder to its root, once everything inside is written and checked. */
function publishStagings(stagings) {
    for (const s of stagings) {
        // A root made meanwhile by someone else fails the rename (unless it is an empty folder,
        // which rename(2) replaces): the restore is then a miss, and the staging folder removed.
        (0,external_node_fs_.renameSync)(s.staging, s.root);
        s.renamed = true;
    }
}
/** Removes what the stagings made: the folder, or the root it became. */
function removeStagings(stagings) {
    for (const s of stagings)
        (0,external_node_fs_.rmSync)(s.renamed ? s.root : s.staging, { recursive: true, force: true });
}

;// CONCATENATED MODULE: ./build/cache/restore-finish.js




/**
 * The process's umask, read once before any worker starts: `process.umask()` reads it by
 * setting it to 0 and back, which would race a thread creating files. A file created with a
 * mode the umask leaves whole needs no fchmod (tar -x pays one per file; we skip it).
 */
function readUmask() {
    return process.umask();
}
/** Takes back everything a failed restore made: staging folders whole, then files, then folders. */
function undo(made) {
    removeStagings(made.stagings);
    for (const file of [...made.fetch.written, ...made.links])
        (0,external_node_fs_.rmSync)(file, { force: true });
    for (const dir of [...made.dirs].reverse()) {
        try {
            (0,external_node_fs_.rmdirSync)(dir);
        }
        catch {
            // not empty: the parents of a root, or something else wrote there meanwhile
        }
    }
}
/** Empty files: no object to fetch; straight under their name when staged, else temp and rename. */
function writeEmptyFiles(targets, empty, made, umask) {
    const { entries } = targets;
    for (const i of empty) {
        const { path: absolute, staged } = writePlace(targets, i);
        const mode = entries.mode[i] & MODE_MASK;
        const name = staged
            ? absolute
            : external_node_path_.join(external_node_path_.dirname(absolute), `.s3cache-empty-${process.pid}`);
        if (!staged)
            (0,external_node_fs_.rmSync)(name, { force: true });
        const fd = (0,external_node_fs_.openSync)(name, 'wx', mode);
        try {
            if (!umaskKeeps(mode, umask))
                (0,external_node_fs_.fchmodSync)(fd, mode);
            const mtime = new Date(entries.mtime[i]);
            (0,external_node_fs_.futimesSync)(fd, mtime, mtime);
        }
        finally {
            (0,external_node_fs_.closeSync)(fd);
        }
        if (!staged) {
            (0,external_node_fs_.renameSync)(name, absolute);
            made.fetch.written.push(absolute);
        }
    }
}
/**
 * Symlinks (last, so none can redirect a write), then the staging folders renamed to their
 * roots, then every folder's mode and mtime, deepest first, at its final path: a folder's mtime
 * is set after everything inside it is written and renamed. `created` holds the folders the
 * restore made (final paths): mkdir gave them 0o777 less the umask, so most need no chmod.
 */
function finishTree(targets, stagings, created, umask, made) {
    const { entries } = targets;
    let next = 0;
    for (const i of targets.links) {
        const { path: absolute, staged } = writePlace(targets, i);
        const link = entries.link.get(i);
        const mtime = new Date(entries.mtime[i]);
        if (staged) {
            (0,external_node_fs_.symlinkSync)(link, absolute);
            (0,external_node_fs_.lutimesSync)(absolute, mtime, mtime);
            continue;
        }
        const temp = external_node_path_.join(external_node_path_.dirname(absolute), `.s3cache-link-${process.pid}-${next++}`);
        (0,external_node_fs_.symlinkSync)(link, temp);
        (0,external_node_fs_.lutimesSync)(temp, mtime, mtime);
        (0,external_node_fs_.renameSync)(temp, absolute);
        made.links.push(absolute);
    }
    publishStagings(stagings);
    const dirs = targets.dirs
        .map((i) => ({ i, absolute: finalPath(targets, i) }))
        .sort((a, b) => b.absolute.length - a.absolute.length);
    for (const { i, absolute } of dirs) {
        const mode = entries.mode[i] & MODE_MASK;
        if (!created.has(absolute) || mode !== (0o777 & ~umask))
            (0,external_node_fs_.chmodSync)(absolute, mode);
        const mtime = new Date(entries.mtime[i]);
        (0,external_node_fs_.utimesSync)(absolute, mtime, mtime);
    }
}

;// CONCATENATED MODULE: ./build/cache/restore-cache.js













const RESTORE_PHASES = [
    { name: 'lookup', label: 'Lookup' },
    { name: 'manifest', label: 'Manifest' },
    { name: 'prepare', label: 'Check the tree' },
    { name: 'download', label: 'Download' },
    { name: 'unpack', label: 'Decompress and write' },
    { name: 'finish', label: 'Links and folders' },
];
/**
 * Restores the best entry for the keys (see lookupEntry) into the cache's paths. Any failure
 * after the lookup (a pack missing or corrupt, a hash mismatch, the deadline) is a miss with a
 * warning, and everything written is removed: the tree is never left half restored.
 */
async function restoreCache(session, request, signal) {
    assertZstd();
    holdYoungGeneration();
    const phases = new PhaseCollector(RESTORE_PHASES);
    const deadlineMs = request.deadlineMs ?? DEFAULT_RESTORE_DEADLINE_MS;
    const deadline = AbortSignal.timeout(deadlineMs);
    const jobSignal = AbortSignal.any([signal, deadline]);
    const warnings = [];
    let keysTried = [];
    const miss = (why) => {
        if (why)
            warnings.push(why);
        return {
            outcome: 'miss',
            keysTried,
            files: 0,
            bytes: 0,
            unchangedFiles: 0,
            phases: phases.list(),
            warnings,
        };
    };
    const failed = (error) => {
        if (signal.aborted)
            throw signal.reason;
        if (deadline.aborted)
            return miss(`the restore passed its deadline of ${Math.round(deadlineMs / 1000)} s and was abandoned`);
        return miss(`the cache was not restored: ${error.message}`);
    };
    let found;
    try {
        found = await phases.time('lookup', () => lookupEntry(session, request.store, {
            version: request.version,
            scopes: request.readScopes,
            primaryKey: request.primaryKey,
            restoreKeys: request.restoreKeys,
        }, jobSignal));
    }
    catch (error) {
        return failed(error);
    }
    keysTried = found.keysTried;
    const entry = found.entry;
    if (!entry)
        return miss();
    let manifest;
    let sha256;
    let rootPaths;
    try {
        ({ manifest, sha256 } = await phases.time('manifest', () => fetchManifest(session, request.store, entry.objectKey, jobSignal)));
        if (manifest.key !== entry.key ||
            manifest.scope !== entry.scope ||
            manifest.version !== request.version)
            throw new ManifestError('its key, scope or version does not match its name');
        const roots = await resolveRoots(request.paths, request.workspace);
        if (JSON.stringify(roots) !== JSON.stringify(manifest.roots))
            throw new ManifestError('it was saved from other paths than these');
        rootPaths = roots.map((r) => rootPath(r, request.workspace));
    }
    catch (error) {
        return failed(error);
    }
    const { entries } = manifest;
    const totals = fileTotals(entries);
    const base = {
        outcome: found.exact ? 'exact' : 'restore-key',
        matchedKey: entry.key,
        matchedScope: entry.scope,
        keysTried,
        files: totals.files,
        bytes: totals.bytes,
        reuse: { manifestObjectKey: entry.objectKey, manifestSha256: sha256 },
    };
    if (request.lookupOnly)
        return { ...base, unchangedFiles: 0, phases: phases.list(), warnings };
    const made = {
        dirs: [],
        links: [],
        stagings: [],
        fetch: { written: [], bytesDownloaded: 0 },
    };
    const umask = readUmask(); // before the workers start: reading it sets it for a moment
    const pool = new CacheWorkerPool();
    try {
        const { targets, stagings, stagedDirs, created } = await phases.time('prepare', async () => {
            const planned = restoreTargets(manifest, rootPaths);
            const created = new Set(planned.missingDirs);
            const { targets: t, stagings: s, stagedDirs: staged } = planStaging(planned);
            const swept = makeStagings(s, made.stagings, made.dirs);
            for (const dir of swept)
                warnings.push(`removed ${JSON.stringify(dir)}, left by a restore that was killed`);
            // Folders inside a staging folder are made by the workers as they land files there.
            for (const dir of t.missingDirs)
                makeDirRecorded(dir, made.dirs);
            return { targets: t, stagings: s, stagedDirs: staged, created };
        });
        warnings.push(...targets.refused.slice(0, 20));
        if (targets.refused.length > 20)
            warnings.push(`... and ${targets.refused.length - 20} more refused`);
        const empty = targets.files.filter((f) => entries.size[f] === 0);
        const withContent = targets.files.filter((f) => entries.size[f] > 0);
        const landing = fetchAndLand(session, request.store, manifest.objects, targets, withContent, pool, phases, jobSignal, made.fetch, umask);
        // Worked out while the workers fetch and land (this thread would only wait).
        const bare = foldersWithoutContent(stagedDirs, targets, withContent);
        await landing;
        await phases.time('finish', async () => {
            for (const dir of bare)
                (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
            writeEmptyFiles(targets, empty, made, umask);
            finishTree(targets, stagings, created, umask, made);
        });
        const unchangedFiles = targets.unchanged;
        if (targets.files.length === 0 && targets.links.length === 0)
            warnings.push(`the tree already holds this entry: nothing was rewritten (${unchangedFiles} entries unchanged)`);
        return {
            ...base,
            unchangedFiles,
            bytesDownloaded: made.fetch.bytesDownloaded,
            phases: phases.list(),
            warnings,
        };
    }
    catch (error) {
        undo(made);
        return failed(error);
    }
    finally {
        await pool.close();
    }
}

;// CONCATENATED MODULE: ./build/cache/batches.js
/** Cuts a list into batches of at most `maxCount` items or about `maxBytes` (whichever first). */
function batchBySize(items, sizeOf, maxBytes, maxCount = Infinity) {
    const batches = [];
    let batch = [];
    let bytes = 0;
    for (const item of items) {
        batch.push(item);
        bytes += sizeOf(item);
        if (batch.length >= maxCount || bytes >= maxBytes) {
            batches.push(batch);
            batch = [];
            bytes = 0;
        }
    }
    if (batch.length)
        batches.push(batch);
    return batches;
}

;// CONCATENATED MODULE: ./build/cache/content-hashes.js
/**
 * A save's content hashes in binary, 32 bytes each in one buffer, with no hex string or map
 * entry per file: on a 100,000-file save the hex strings alone were 7.6 MB of the main thread's
 * live heap, and the maps and place objects keyed by them about 10 MB more (heap snapshot).
 */
const SHA256_BYTES = 32;
/** The hash of each entry a save read this time, by entry index. */
class EntryHashes {
    bytes;
    present;
    count = 0;
    constructor(entries) {
        this.bytes = Buffer.alloc(entries * SHA256_BYTES);
        this.present = new Uint8Array(entries);
    }
    /** How many entries have a hash. */
    get size() {
        return this.count;
    }
    has(entry) {
        return this.present[entry] === 1;
    }
    /** Records a hash task's digests (32 bytes each, in the order of `entries`). */
    setMany(entries, digests) {
        if (digests.length !== entries.length * SHA256_BYTES)
            throw new Error(`a hash task returned ${digests.length} bytes for ${entries.length} files (expected ${entries.length * SHA256_BYTES})`);
        entries.forEach((entry, n) => {
            this.bytes.set(digests.subarray(n * SHA256_BYTES, (n + 1) * SHA256_BYTES), entry * SHA256_BYTES);
            if (this.present[entry] === 0)
                this.count++;
            this.present[entry] = 1;
        });
    }
}
/**
 * Finds ids (rows, entries) by their hash, keyed by the hash's first 4 bytes (a number, so no
 * string is made per hash), each candidate compared in full.
 */
class HashIndex {
    hashAt;
    first = new Map();
    more = new Map();
    constructor(hashAt) {
        this.hashAt = hashAt;
    }
    add(id) {
        const [buffer, at] = this.hashAt(id);
        const key = buffer.readUInt32BE(at);
        if (!this.first.has(key))
            this.first.set(key, id);
        else {
            const others = this.more.get(key);
            if (others)
                others.push(id);
            else
                this.more.set(key, [id]);
        }
    }
    /** The id added with the hash at `buffer[at..at+32]`, or -1. */
    find(buffer, at) {
        const key = buffer.readUInt32BE(at);
        const id = this.first.get(key);
        if (id === undefined)
            return -1;
        if (this.sameHash(id, buffer, at))
            return id;
        for (const other of this.more.get(key) ?? [])
            if (this.sameHash(other, buffer, at))
                return other;
        return -1;
    }
    sameHash(id, buffer, at) {
        const [mine, from] = this.hashAt(id);
        return mine.compare(buffer, at, at + SHA256_BYTES, from, from + SHA256_BYTES) === 0;
    }
}

;// CONCATENATED MODULE: ./build/cache/save-plan.js

/** Files at or above this size are blobs of their own. */
const BLOB_MIN_BYTES = 8 * 1024 * 1024;
/** A reused pack whose needed frames are under this share of its bytes is repacked. */
const SPARSE_PACK_SHARE = 0.5;
/**
 * Packs holding less content than this (uncompressed, as the prior entry knows it) count as
 * small... A full save cuts packs at 32 MiB of content (save-upload.ts), which compresses to
 * 5-8 MiB for source, so compressed size cannot tell a full save's packs from the few-MiB packs
 * of incremental saves: judged by it, every pack of a 50k-file tree was "small" and each 1%
 * save repacked them all (52 of 129 MB uploaded, `npm run bench -- cache`).
 */
const SMALL_PACK_CONTENT_BYTES = 8 * 1024 * 1024;
/** ...and an entry that would read more than this many small packs has them repacked. */
const MAX_SMALL_PACKS = 4;
/**
 * A new content of the plan: its path and hex hash are made when its pack task is sent, not
 * kept from the plan to the upload's end (a full save of 100,000 files held as many absolute
 * paths, about 12 MB of the main thread's heap, and as many hex strings, 7.6 MB). Not for
 * postMessage (the fields are getters): a pack task takes them as columns (save-upload.ts).
 */
class NewContent {
    size;
    row;
    entry;
    source;
    constructor(size, row, entry, source) {
        this.size = size;
        this.row = row;
        this.entry = entry;
        this.source = source;
    }
    get path() {
        return this.source.pathOf(this.entry);
    }
    get sha256() {
        const [buffer, at] = this.source.hashAt(this.entry);
        return buffer.toString('hex', at, at + SHA256_BYTES);
    }
    hashInto(target, at) {
        const [buffer, from] = this.source.hashAt(this.entry);
        target.set(buffer.subarray(from, from + SHA256_BYTES), at);
    }
}
/** The entry of a plan's row that is a new content (`rows[n] < 0`). */
function newRowEntry(row) {
    return ~row;
}
/**
 * Decides what a save uploads: contents the prior manifest holds are reused where they are,
 * unless their pack is mostly holes or the entry would read too many small packs (then they are
 * repacked from the local files, see docs/cache-format.md#compaction); the rest is new.
 * `unusable` names prior objects that must not be reused (gone from the store).
 */
function planSave(input, prior, unusable = new Set(), blobMinBytes = BLOB_MIN_BYTES) {
    const { type, size, known, hashed } = input;
    const count = type.length;
    const pc = prior?.contents;
    const priorHashes = pc?.sha256 ?? Buffer.alloc(0);
    const hashAt = (entry) => hashed.has(entry)
        ? [hashed.bytes, entry * SHA256_BYTES]
        : [priorHashes, known[entry] * SHA256_BYTES];
    const priorIndex = new HashIndex((row) => [priorHashes, row * SHA256_BYTES]);
    if (pc && hashed.size)
        for (let row = 0; row < pc.object.length; row++)
            priorIndex.add(row);
    // Per entry with bytes: the prior row that holds them, if it can be read.
    const priorRow = new Int32Array(count).fill(-1);
    const framesNeeded = new Map();
    for (let i = 0; i < count; i++) {
        if (type.charCodeAt(i) !== 102 || size[i] === 0)
            continue; // 'f' with bytes
        const row = hashed.has(i) ? priorIndex.find(hashed.bytes, i * SHA256_BYTES) : known[i];
        if (row < 0 || unusable.has(pc.object[row]))
            continue;
        priorRow[i] = row;
        const object = pc.object[row];
        let frames = framesNeeded.get(object);
        if (!frames)
            framesNeeded.set(object, (frames = new Set()));
        frames.add(pc.frame[row]);
    }
    const repack = prior ? packsToRepack(prior, framesNeeded) : new Set();
    const content = new Int32Array(count).fill(-1);
    const rows = [];
    const rowOfPrior = new Int32Array(pc?.object.length ?? 0).fill(-1);
    // New contents by hash, as the first entry holding each: a content is stored once.
    const newIndex = new HashIndex(hashAt);
    const reusedObjects = new Set();
    const newSmall = [];
    const newBlobs = [];
    const source = { pathOf: input.pathOf, hashAt };
    for (let i = 0; i < count; i++) {
        if (type.charCodeAt(i) !== 102 || size[i] === 0)
            continue;
        const row = priorRow[i];
        const isBlob = size[i] >= blobMinBytes;
        const object = row >= 0 ? pc.object[row] : -1;
        if (row >= 0 &&
            !repack.has(object) &&
            prior.objects[object].kind === (isBlob ? 'blob' : 'pack')) {
            if (rowOfPrior[row] < 0) {
                rowOfPrior[row] = rows.length;
                rows.push(row);
                reusedObjects.add(object);
            }
            content[i] = rowOfPrior[row];
            continue;
        }
        const [buffer, at] = hashAt(i);
        const first = newIndex.find(buffer, at);
        if (first >= 0) {
            content[i] = content[first];
            continue;
        }
        const mine = rows.length;
        newIndex.add(i);
        rows.push(~i);
        (isBlob ? newBlobs : newSmall).push(new NewContent(size[i], mine, i, source));
        content[i] = mine;
    }
    return { content, rows, hashAt, reusedObjects, newSmall, newBlobs, compacted: repack.size };
}
/** The prior packs to repack: mostly holes for this entry, or too many small ones. */
function packsToRepack(prior, framesNeeded) {
    // The content each prior object holds for the prior entry, uncompressed.
    const contentBytes = new Float64Array(prior.objects.length);
    const { content, size } = prior.entries;
    for (let j = 0; j < content.length; j++)
        if (content[j] >= 0)
            contentBytes[prior.contents.object[content[j]]] += size[j];
    const repack = new Set();
    const small = [];
    for (const [index, frames] of framesNeeded) {
        const object = prior.objects[index];
        if (object.kind !== 'pack')
            continue;
        let live = 0;
        for (const frame of frames)
            live += object.frames[frame][1];
        if (live < object.size * SPARSE_PACK_SHARE)
            repack.add(index);
        else if (contentBytes[index] < SMALL_PACK_CONTENT_BYTES)
            small.push(index);
    }
    if (small.length > MAX_SMALL_PACKS)
        for (const index of small)
            repack.add(index);
    return repack;
}

;// CONCATENATED MODULE: ./build/cache/save-unchanged.js
/**
 * A file whose mtime is within this of the prior save's walk may have been rewritten after that
 * save read it, inside one tick of the file system's clock (Linux stamps files from a coarse
 * clock, a few milliseconds; some file systems keep whole seconds), so its size and mtime
 * prove nothing: it is read again. Git calls such index entries "racily clean".
 */
const RACY_WINDOW_MS = 1000;
/**
 * Per entry of the tree: the prior manifest's content row for a file whose root, path, size and
 * mtime match its prior entry, or -1 (read it). Such a file is taken to be unchanged and is not
 * read again (restic and git decide the same way): a restore stamps every file with the
 * manifest's mtime, so after a restore only what the job changed is hashed. Inode and ctime,
 * which git also compares, cannot help here: the prior manifest was usually written on another
 * machine, and a restore makes new inodes (and ctimes) for every file. A rewrite that keeps both
 * the size and the mtime to the millisecond goes unseen (`touch -r` does that on purpose; it is
 * rare in a cached tree), except within RACY_WINDOW_MS of the prior walk, where a file is always
 * read. One map lookup per file, keyed by the path string the walk already made.
 */
function unchangedContents(tree, prior) {
    const known = new Int32Array(tree.type.length).fill(-1);
    if (!prior || JSON.stringify(prior.roots) !== JSON.stringify(tree.roots))
        return known;
    const trustedBeforeMs = (prior.scannedAtMs ?? prior.createdAtMs) - RACY_WINDOW_MS;
    const { root, path, size, mtime, content } = prior.entries;
    // With one root (the usual case) the path alone is the key: no string is made per entry.
    const single = tree.roots.length === 1;
    const byPath = new Map();
    for (let j = 0; j < path.length; j++)
        if (content[j] >= 0 && mtime[j] < trustedBeforeMs)
            byPath.set(single ? path[j] : `${root[j]}\0${path[j]}`, j);
    if (byPath.size === 0)
        return known;
    for (let i = 0; i < known.length; i++) {
        if (tree.type.charCodeAt(i) !== 102)
            continue; // 'f'
        const j = byPath.get(single ? tree.path[i] : `${tree.root[i]}\0${tree.path[i]}`);
        if (j !== undefined && size[j] === tree.size[i] && mtime[j] === tree.mtime[i])
            known[i] = content[j];
    }
    return known;
}

// EXTERNAL MODULE: ./node_modules/mime-types/index.js
var mime_types = __webpack_require__(4096);
;// CONCATENATED MODULE: ./build/transfer/content-type.js

/**
 * Guesses the Content-Type from the file name, as the aws-cli does on upload (Python's
 * mimetypes). Unknown names get none, and S3 stores them as binary/octet-stream, as it would.
 */
function guessContentType(fileName) {
    return (0,mime_types.lookup)(fileName) || undefined;
}

;// CONCATENATED MODULE: ./build/transfer/transfer-failure.js

/**
 * s3FailureFromSdk, plus one case only the caller can name: a 2xx answer whose XML body the SDK
 * could not read was cut short on the way (a reset, or a chunked body that ended early). The
 * request may or may not have taken effect; CopyObject, UploadPartCopy and a whole multipart
 * upload can simply be sent again, so it becomes `TruncatedBody`, which isRetryable retries.
 * (S3's own "200 with an <Error> body" comes back from the SDK with its code, and is kept.)
 */
function transferFailure(error, operation, bucket, key) {
    const failure = s3FailureFromSdk(error, operation, bucket, key);
    const status = failure.statusCode;
    if (failure.code !== undefined || status === undefined || status < 200 || status >= 300)
        return failure;
    return s3_failure_s3Failure({
        operation,
        bucket,
        key,
        code: 'TruncatedBody',
        statusCode: status,
        message: `the HTTP ${status} answer could not be read (${failure.reason})`,
        cause: error,
    });
}

;// CONCATENATED MODULE: ./build/transfer/multipart-upload.js





/**
 * One multipart upload, for an upload from disk and a server-side copy alike: create, send the
 * parts `plan.concurrency` at a time, complete. Any failure after the create aborts the upload.
 * Measured as a large transfer for the report.
 */
function multipartUpload(target, params, plan, context) {
    return context.meter.track(() => runUpload(target, params, plan, context));
}
async function runUpload(target, params, plan, context) {
    const { bucket, key } = target;
    const created = await context.client
        // No abortSignal: an upload created whose answer was dropped by an abort could never be
        // aborted, and its parts would be billed. The abort is honoured just after, in the try.
        .send(new dist_cjs/* CreateMultipartUploadCommand */.nG4({ Bucket: bucket, Key: key, ...params }))
        .catch(failedAs('CreateMultipartUpload', target));
    const uploadId = created.UploadId;
    try {
        context.signal.throwIfAborted();
        await plan.beforeParts?.();
        const ranges = partRanges(target.size, plan.partBytes);
        const parts = new Array(ranges.length);
        // forEachBounded starts no part after a failure, and throws only once the parts in flight
        // have settled: no part can be stored after the abort below.
        await forEachBounded(ranges.length, plan.concurrency, async (i) => {
            const range = ranges[i];
            // A part is sent again on its own: one reset must not restart a whole large upload.
            const etag = await retry_withRetry(() => plan.sendPart(uploadId, i + 1, range), {
                ...retry_DEFAULT_RETRY,
                signal: context.signal,
                onRetry: (error, attempt, ms) => context.onDebug?.(`part ${i + 1} of ${JSON.stringify(key)} attempt ${attempt} failed (${error.message}); retrying in ${ms} ms`),
            });
            parts[i] = { PartNumber: i + 1, ETag: etag };
            context.onBytes(range[1] - range[0]);
            context.meter.addBytes(range[1] - range[0]);
        });
        await context.client
            .send(new dist_cjs/* CompleteMultipartUploadCommand */.Gym({
            Bucket: bucket,
            Key: key,
            UploadId: uploadId,
            MultipartUpload: { Parts: parts },
        }), { abortSignal: context.signal })
            .catch(failedAs('CompleteMultipartUpload', target));
    }
    catch (error) {
        // Parts of an unfinished upload are billed until aborted.
        await context.client
            .send(new dist_cjs/* AbortMultipartUploadCommand */.tfP({ Bucket: bucket, Key: key, UploadId: uploadId }))
            .catch(() => undefined);
        throw error;
    }
}
/** A `.catch` handler that rethrows an SDK error as the S3Error of `operation` on the target. */
function failedAs(operation, target) {
    return (error) => {
        throw transferFailure(error, operation, target.bucket, target.key);
    };
}

;// CONCATENATED MODULE: ./build/s3/object-params.js
/** The aws-cli's pass-through flags, as PutObject / CopyObject / CreateMultipartUpload fields. */
function objectParams(options, guessedContentType) {
    const contentType = options.contentType ?? guessedContentType;
    return {
        ...(options.storageClass ? { StorageClass: options.storageClass } : {}),
        ...(options.sse ? { ServerSideEncryption: options.sse } : {}),
        ...(options.sseKmsKeyId ? { SSEKMSKeyId: options.sseKmsKeyId } : {}),
        ...(options.acl ? { ACL: options.acl } : {}),
        ...(options.cacheControl ? { CacheControl: options.cacheControl } : {}),
        ...(contentType ? { ContentType: contentType } : {}),
        ...(options.metadata ? { Metadata: { ...options.metadata } } : {}),
    };
}
/** The HTTP header of each field of ObjectParams, for requests sent without the SDK. */
const HEADER_OF = {
    StorageClass: 'x-amz-storage-class',
    ServerSideEncryption: 'x-amz-server-side-encryption',
    SSEKMSKeyId: 'x-amz-server-side-encryption-aws-kms-key-id',
    ACL: 'x-amz-acl',
    CacheControl: 'cache-control',
    ContentType: 'content-type',
};
/** What goes into an HTTP header as it is: printable ASCII. */
const PLAIN_HEADER = /^[\x20-\x7e]*$/;
/**
 * The same fields as headers, or undefined when one of them cannot be sent as a plain header
 * (metadata outside printable ASCII): the SDK path then carries it, as it encodes them.
 */
function objectHeaders(params) {
    const headers = {};
    for (const [field, header] of Object.entries(HEADER_OF)) {
        const value = params[field];
        if (value)
            headers[header] = value;
    }
    for (const [name, value] of Object.entries(params.Metadata ?? {})) {
        headers[`x-amz-meta-${name}`] = value;
    }
    return Object.entries(headers).every(([n, v]) => PLAIN_HEADER.test(n) && PLAIN_HEADER.test(v))
        ? headers
        : undefined;
}

;// CONCATENATED MODULE: ./build/transfer/part-buffers.js
/**
 * Buffers for upload parts, used again from one part to the next. A part is read whole into its
 * buffer (its SHA-256 is signed, and a retry resends it); allocating a new 8-32 MiB buffer per
 * part left the dead ones to the garbage collector, which frees memory outside the heap late
 * (all the more with `collector-tuning.ts`): two 200 MB uploads peaked at 350-500 MB of RSS for a
 * 128 MiB budget (issue 16). Parts hold the run's ByteBudget while they have a buffer, so the
 * buffers in use stay within it; the idle ones kept here are capped at the same size.
 */
class PartBuffers {
    maxIdleBytes;
    idle = [];
    idleBytes = 0;
    constructor(maxIdleBytes) {
        this.maxIdleBytes = maxIdleBytes;
    }
    /** A buffer of exactly `bytes`, a view of an idle one when one is large enough. */
    take(bytes) {
        let best = -1;
        for (let i = 0; i < this.idle.length; i++) {
            const length = this.idle[i].length;
            if (length >= bytes && (best < 0 || length < this.idle[best].length))
                best = i;
        }
        if (best < 0)
            return Buffer.allocUnsafeSlow(bytes);
        const [whole] = this.idle.splice(best, 1);
        this.idleBytes -= whole.length;
        return whole.subarray(0, bytes);
    }
    /**
     * Takes back a buffer from `take` once no request reads it any more. Only after a part was
     * sent: a failed request's socket may still be writing from it while it closes.
     */
    give(buffer) {
        // The whole allocation, not the view: a view taken for a short last part keeps its size.
        const whole = Buffer.from(buffer.buffer, buffer.byteOffset, buffer.buffer.byteLength);
        if (buffer.byteOffset !== 0 || this.idleBytes + whole.length > this.maxIdleBytes)
            return;
        this.idle.push(whole);
        this.idleBytes += whole.length;
    }
    /** Bytes kept idle now. */
    get idleByteCount() {
        return this.idleBytes;
    }
}
const byBudget = new WeakMap();
/** The buffers of the run that `budget` belongs to: one set per budget, idle ones within it. */
function partBuffersFor(budget) {
    let buffers = byBudget.get(budget);
    if (!buffers) {
        buffers = new PartBuffers(budget.totalBytes);
        byBudget.set(budget, buffers);
    }
    return buffers;
}

;// CONCATENATED MODULE: ./build/transfer/upload.js










/**
 * Files up to this size (as walked) are read with one blocking call. readFile's open, fstat,
 * read and close each go through the thread pool and back: 54-65 microseconds of CPU per 1 KiB
 * file against 11-13 for readFileSync (2,000 files, 64 at a time, issue 16).
 */
const SYNC_READ_MAX_BYTES = 64 * 1024;
/** Uploads one file: one PUT below the multipart threshold, parts in parallel above it. */
async function uploadFile(job, context) {
    tuneCollectorForTransfers();
    const params = objectParams(context.objectOptions, guessContentType(job.path));
    if (job.size < context.multipartThresholdBytes) {
        // Small files are read whole: one read, a known length, and a body a retry can resend.
        const body = job.size <= SYNC_READ_MAX_BYTES ? (0,external_node_fs_.readFileSync)(job.path) : await (0,promises_.readFile)(job.path);
        try {
            const sent = await context.direct.putObject(job.bucket, job.key, body, params, context.signal);
            if (!sent)
                await context.client.send(new dist_cjs/* PutObjectCommand */.wKZ({
                    Bucket: job.bucket,
                    Key: job.key,
                    Body: body,
                    ContentLength: body.length,
                    ...params,
                }), { abortSignal: context.signal });
        }
        catch (error) {
            throw transferFailure(error, 'PutObject', job.bucket, job.key);
        }
        context.onBytes(body.length);
        return;
    }
    await uploadInParts(job, params, context);
}
async function uploadInParts(job, params, context) {
    let file;
    const buffers = partBuffersFor(context.budget);
    try {
        await multipartUpload(job, params, {
            ...uploadParts(job.size, context.multipartChunksizeBytes, context.budget.totalBytes),
            // Opened once the upload exists: a file gone since the walk must still abort it.
            beforeParts: async () => {
                file = await (0,promises_.open)(job.path, 'r');
            },
            // Each part is read whole (one large read) while it holds its bytes of the run's budget.
            // Its buffer is used again for a later part once this one is sent.
            sendPart: (uploadId, partNumber, [start, end]) => context.budget.with(end - start, async () => {
                const buffer = buffers.take(end - start);
                const { bytesRead } = await file.read(buffer, 0, buffer.length, start);
                if (bytesRead !== buffer.length)
                    throw new Error(`${JSON.stringify(job.path)} changed size while it was being uploaded`);
                const etag = await sendPart(job, uploadId, partNumber, buffer, context);
                buffers.give(buffer);
                return etag;
            }),
        }, context);
    }
    finally {
        // Closed last, after any abort: every part in flight has settled by then, none still reads.
        await file?.close();
    }
}
/** UploadPart by the direct signed path where it can go, else through the SDK. */
async function sendPart(job, uploadId, partNumber, body, context) {
    try {
        const etag = await context.direct.uploadPart(job.bucket, job.key, uploadId, partNumber, body, context.signal);
        if (etag !== undefined)
            return etag;
    }
    catch (error) {
        throw transferFailure(error, 'UploadPart', job.bucket, job.key);
    }
    const result = await context.client
        .send(new dist_cjs/* UploadPartCommand */.iVK({
        Bucket: job.bucket,
        Key: job.key,
        UploadId: uploadId,
        PartNumber: partNumber,
        Body: body,
        ContentLength: body.length,
    }), { abortSignal: context.signal })
        .catch(failedAs('UploadPart', job));
    return result.ETag;
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
function release_buffer_releaseBuffer(view) {
    const buffer = view.buffer;
    if (!(buffer instanceof ArrayBuffer) || buffer.byteLength <= Buffer.poolSize)
        return;
    if (buffer.detached === false)
        buffer.transfer?.(0);
}

;// CONCATENATED MODULE: ./build/cache/save-upload.js












/** Uncompressed input per pack: about 8-16 MiB stored for source-like content. */
const PACK_INPUT_BYTES = 32 * 1024 * 1024;
/** Uncompressed tar members per zstd frame: the unit a partial restore fetches. */
const FRAME_INPUT_BYTES = 2 * 1024 * 1024;
/**
 * Bytes of blob parts a save holds in flight: two 8 MiB parts. With four (32 MiB) the blobs'
 * part buffers, read whole and freed only at the next collection, were the last and highest
 * step of a 50,000-file save's peak RSS (47 MB of array buffers on its main thread).
 */
const SAVE_BLOB_BYTES_IN_FLIGHT = 16 * 1024 * 1024;
/** Uncompressed input per frame of a compressed blob. */
const BLOB_FRAME_BYTES = 4 * 1024 * 1024;
/**
 * Where each new content landed, by its row of the new manifest: its new object's index (in
 * `objects`), frame and offset; -1 in `object` for a row that is not new.
 */
class NewPlaces {
    object;
    frame;
    at;
    constructor(rows) {
        this.object = new Int32Array(rows).fill(-1);
        this.frame = new Int32Array(rows);
        this.at = new Float64Array(rows);
    }
    set(row, object, frame, at) {
        this.object[row] = object;
        this.frame[row] = frame;
        this.at[row] = at;
    }
}
/** A pack task of `contents`, as columns (see PackTask). */
function packTask(contents, frameBytes) {
    const sha256 = new Uint8Array(contents.length * SHA256_BYTES);
    contents.forEach((c, i) => c.hashInto(sha256, i * SHA256_BYTES));
    return {
        kind: 'pack',
        paths: contents.map((c) => c.path),
        sizes: Float64Array.from(contents, (c) => c.size),
        sha256,
        frameBytes,
    };
}
/**
 * Packs the new small contents and compresses the new large ones in the worker threads and
 * uploads each as soon as it is ready; packs in flight are bounded (each is held in memory).
 */
async function uploadNewContent(session, store, small, blobs, rows, pool, phases, signal) {
    const root = storeRoot(store);
    const done = {
        objects: [],
        places: new NewPlaces(rows),
        bytesUploaded: 0,
        packsUploaded: 0,
        blobsUploaded: 0,
    };
    // Walk order keeps a folder's files together: a partial restore reads fewer frames. A pack
    // task's list goes to a worker whose heap is capped (cache-worker-pool.ts), so each file also
    // weighs its path, so that the paths of one task stay under PACK_INPUT_BYTES together.
    const batches = batchBySize(small, (f) => f.size + 1024 + f.path.length, PACK_INPUT_BYTES);
    await forEachBounded(batches.length, pool.size + 1, async (i) => {
        const batch = batches[i];
        phases.begin('pack');
        const { result } = await pool.run(packTask(batch, FRAME_INPUT_BYTES));
        phases.add('pack', batch.length, batch.reduce((n, f) => n + f.size, 0));
        const body = Buffer.from(result.body.buffer, result.body.byteOffset, result.body.byteLength);
        const name = packName(result.sha256);
        await phases.time('upload', () => putBytes(session, store.bucket, root + name, body, signal, {
            contentType: 'application/zstd',
        }));
        const size = body.length;
        // Freed now: left to the collector, the bodies of a full save's packs (5-8 MB each, moved
        // here from the workers) piled up to 60 MB on the main thread, whose heap grows too slowly
        // to prompt a collection (50,000 files, S3_SYNC_CACHE_MEMORY_TRACE).
        release_buffer_releaseBuffer(result.body);
        phases.add('upload', 1, size);
        const index = done.objects.length;
        done.objects.push({
            name,
            sha256: result.sha256,
            size,
            kind: 'pack',
            compression: 'zstd',
            frames: result.frames,
        });
        batch.forEach((f, j) => done.places.set(f.row, index, result.places[2 * j], result.places[2 * j + 1]));
        done.bytesUploaded += size;
        done.packsUploaded++;
    });
    if (batches.length)
        phases.end('pack');
    if (blobs.length)
        await uploadBlobs(session, store, blobs, pool, phases, signal, done);
    return done;
}
async function uploadBlobs(session, store, blobs, pool, phases, signal, done) {
    const scratch = await (0,promises_.mkdtemp)(external_node_path_.join(external_node_os_.tmpdir(), 's3cache-blob-'));
    // A budget of its own (SAVE_BLOB_BYTES_IN_FLIGHT): a full save's peak RSS came when its blobs'
    // parts joined the packs' buffers.
    const context = blobTransferContext(session, signal, new ByteBudget(SAVE_BLOB_BYTES_IN_FLIGHT, signal));
    try {
        // Blobs are large: two at a time keep the network busy without holding many temp files.
        await forEachBounded(blobs.length, 2, async (i) => {
            const file = blobs[i];
            const tempPath = external_node_path_.join(scratch, `${i}`);
            const { result } = await pool.run({
                kind: 'blob',
                path: file.path,
                size: file.size,
                sha256: file.sha256,
                tempPath,
                frameBytes: BLOB_FRAME_BYTES,
            });
            const name = blobName(result.sha256);
            await phases.time('upload', () => uploadFile({
                path: result.compression === 'zstd' ? tempPath : file.path,
                size: result.size,
                bucket: store.bucket,
                key: storeRoot(store) + name,
            }, context));
            await (0,promises_.rm)(tempPath, { force: true });
            phases.add('upload', 1, result.size);
            const index = done.objects.length;
            done.objects.push({
                name,
                sha256: result.sha256,
                size: result.size,
                kind: 'blob',
                compression: result.compression,
                frames: result.frames,
            });
            done.places.set(file.row, index, 0, 0);
            done.bytesUploaded += result.size;
            done.blobsUploaded++;
        });
    }
    finally {
        await (0,promises_.rm)(scratch, { recursive: true, force: true });
    }
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
    return external_node_zlib_.zstdDecompressSync(frame, { chunkSize, maxOutputLength: MAX_FRAME_OUTPUT_BYTES });
}

;// CONCATENATED MODULE: ./build/cache/restore-worker.js











// The restore's side of the cache workers: decode frames, check each file's hash, land it.
let restore_worker_nextTemp = 0;
/** Unique per process, thread and counter: `wx` would refuse a clash anyway. */
function tempBeside(target) {
    return external_node_path_.join(external_node_path_.dirname(target), `.s3cache-${process.pid}-${external_node_worker_threads_.threadId}-${restore_worker_nextTemp++}`);
}
/** Writes every byte of `bytes` at the file's current position. */
function writeAll(fd, bytes) {
    for (let at = 0; at < bytes.length;)
        at += (0,external_node_fs_.writeSync)(fd, bytes, at, bytes.length - at);
}
/**
 * Creates a staged file, making its folder first if it is not there yet: inside a staging
 * folder the workers make the folders as they land files (restore-staging.ts), two workers
 * making one folder at once is fine (recursive mkdir accepts one that exists).
 */
function openMakingFolder(name, mode) {
    try {
        return (0,external_node_fs_.openSync)(name, 'wx', mode);
    }
    catch (error) {
        if (error.code !== 'ENOENT')
            throw error;
        (0,external_node_fs_.mkdirSync)(external_node_path_.dirname(name), { recursive: true });
        return (0,external_node_fs_.openSync)(name, 'wx', mode);
    }
}
/**
 * Writes a file under a temporary name (`write` fills it, and may throw to refuse it), stamps
 * it, and renames it over the target: nothing partial is ever visible under the final name. A
 * staged file (its root is a staging folder nobody sees yet, restore-staging.ts) is written
 * straight under its name, as tar -x writes, and is not reported: the staging folder is undone
 * whole. The mode is given to open(2), so the umask usually leaves no fchmod to do.
 */
function land(file, write, umask, written) {
    const name = file.staged ? file.target : tempBeside(file.target);
    const fd = file.staged ? openMakingFolder(name, file.mode) : (0,external_node_fs_.openSync)(name, 'wx', file.mode);
    try {
        write(fd);
        if (!umaskKeeps(file.mode, umask))
            (0,external_node_fs_.fchmodSync)(fd, file.mode);
        const mtime = new Date(file.mtimeMs);
        (0,external_node_fs_.futimesSync)(fd, mtime, mtime);
    }
    catch (error) {
        (0,external_node_fs_.closeSync)(fd);
        (0,external_node_fs_.rmSync)(name, { force: true });
        throw error;
    }
    (0,external_node_fs_.closeSync)(fd);
    if (file.staged)
        return;
    (0,external_node_fs_.renameSync)(name, file.target);
    written.push(file.target);
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
    const list = landFileList(task.files);
    const byFrame = new Map();
    for (const file of list) {
        const list = byFrame.get(file.frame);
        if (list)
            list.push(file);
        else
            byFrame.set(file.frame, [file]);
    }
    const fetched = new Set(task.frames.map(([index]) => index));
    for (const file of list)
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
            if (file_digest_sha256Hex(content) !== file.sha256)
                throw new IntegrityError(`a file's content in ${task.object} does not match its hash: the object is corrupt`);
            land(file, (fd) => writeAll(fd, content), task.umask, written);
        }
        if (decoded !== frame)
            release_buffer_releaseBuffer(decoded);
    }
}
function blobLand(task, written) {
    try {
        const { file } = task;
        if (hashFile(task.downloaded) !== task.objectSha256)
            throw new IntegrityError(`${task.object} does not match its hash`);
        if (task.compression === 'none') {
            fchmodAndStamp(task.downloaded, file.mode, file.mtimeMs);
            (0,external_node_fs_.renameSync)(task.downloaded, file.target);
            if (!file.staged)
                written.push(file.target);
            return;
        }
        // Frame by frame into the temporary file, so memory holds one frame, not the whole file
        // (decoded whole, two 12-40 MB blobs at once took a 50k-file restore past 500 MB of RSS).
        const fd = (0,external_node_fs_.openSync)(task.downloaded, 'r');
        try {
            land(file, (out) => {
                const content = (0,external_node_crypto_.createHash)('sha256');
                // One read buffer for every frame (they are about the same size).
                let input = Buffer.allocUnsafe(0);
                task.frames.forEach(([offset, length], index) => {
                    if (input.length < length)
                        input = Buffer.allocUnsafe(length);
                    const frame = input.subarray(0, length);
                    if ((0,external_node_fs_.readSync)(fd, frame, 0, length, offset) !== length)
                        throw new IntegrityError(`${task.object} is shorter than its manifest says`);
                    const part = decodeOrRefuse(frame, task.object, index);
                    traceMemory('worker-blob');
                    content.update(part);
                    writeAll(out, part);
                    release_buffer_releaseBuffer(part);
                });
                if (content.digest('hex') !== file.sha256)
                    throw new IntegrityError(`the content of ${task.object} does not match its hash`);
            }, task.umask, written);
        }
        finally {
            (0,external_node_fs_.closeSync)(fd);
        }
    }
    finally {
        (0,external_node_fs_.rmSync)(task.downloaded, { force: true });
    }
}
function fchmodAndStamp(file, mode, mtimeMs) {
    const fd = (0,external_node_fs_.openSync)(file, 'r');
    try {
        (0,external_node_fs_.fchmodSync)(fd, mode);
        const mtime = new Date(mtimeMs);
        (0,external_node_fs_.futimesSync)(fd, mtime, mtime);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
function restore_worker_fetchRange(fetch, cancel, sink) {
    const signal = AbortSignal.any([cancel, AbortSignal.timeout(fetch.timeoutMs)]);
    const { request, place, offset, length, timeoutMs } = fetch;
    return getRangeInWorker(request, place, offset, length, timeoutMs, signal, sink);
}
/**
 * The tasks that fetch in this worker: a piece's range then unpacked as `unpack` does, or a
 * blob's range written at its offset as it arrives (a retry writes the same bytes again; the
 * blob is checked against its hash once whole). `cancel` is the main thread's (the restore
 * failed or passed its deadline); each GET also has its own timeout.
 */
async function restore_worker_fetchTask(task, cancel, written) {
    if (task.kind === 'fetch-write') {
        const fd = openSync(task.file, 'r+');
        try {
            await restore_worker_fetchRange(task.fetch, cancel, (chunk, at) => {
                for (let done = 0; done < chunk.length;)
                    done += writeSync(fd, chunk, done, chunk.length - done, task.fetch.offset + at + done);
            });
        }
        finally {
            closeSync(fd);
        }
        return;
    }
    const body = await restore_worker_fetchRange(task.fetch, cancel);
    try {
        unpack({ ...task, kind: 'unpack', body }, written);
    }
    finally {
        releaseBuffer(body);
    }
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

;// CONCATENATED MODULE: ./build/cache/save-tasks.js
/**
 * The save's tasks for the cache worker threads (cache-worker.ts runs them, or the main thread
 * for small work: save-workers.ts): hash files, pack small contents into zstd frames of tar
 * members, compress a large file into a blob.
 */








const TAR_BLOCK = 512;
/** A blob is compressed only when a sample of it shrinks below this share of its size. */
const BLOB_COMPRESS_RATIO = 0.9;
const ZSTD_LEVEL = 3;
/** Reads exactly `size` bytes of `file` into `into` at `at`, with blocking calls. */
function readInto(file, size, into, at) {
    const fd = (0,external_node_fs_.openSync)(file, 'r');
    try {
        let got = 0;
        while (got < size) {
            const n = (0,external_node_fs_.readSync)(fd, into, at + got, size - got, got);
            if (n === 0)
                break;
            got += n;
        }
        if (got !== size)
            throw new Error(`${JSON.stringify(file)} changed size while it was saved`);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/**
 * The files' SHA-256 digests, 32 bytes each in file order, in an ArrayBuffer of their own (moved
 * to the main thread, not copied). Small files are read into one buffer for the whole task (see
 * pack: no garbage per file).
 */
function hash(task) {
    const buffer = Buffer.allocUnsafe(READ_CHUNK_BYTES);
    const digests = new Uint8Array(task.files.length * SHA256_BYTES);
    task.files.forEach((f, n) => {
        let digest;
        if (f.size > READ_CHUNK_BYTES)
            digest = fileSha256(f.path);
        else {
            readInto(f.path, f.size, buffer, 0);
            digest = sha256Digest(buffer.subarray(0, f.size));
        }
        digests.set(digest, n * SHA256_BYTES);
    });
    release_buffer_releaseBuffer(buffer);
    return digests;
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
    const frame = external_node_zlib_.zstdCompressSync(input, {
        chunkSize: Math.max(64, input.length + 1024),
        params: {
            [external_node_zlib_.constants.ZSTD_c_compressionLevel]: ZSTD_LEVEL,
            [external_node_zlib_.constants.ZSTD_c_checksumFlag]: 1,
        },
    });
    if (input !== chunks[0])
        release_buffer_releaseBuffer(input);
    return frame;
}
/**
 * Tar members named by their content hash, grouped into zstd frames of about `frameBytes`; the
 * last frame ends with tar's two zero blocks, so the pack is a valid `.tar.zst`. Each content is
 * hashed again as it is read: a file changed since the hash pass fails the save instead of
 * storing bytes under the wrong hash. Headers come from a template (see tar-header.ts). Each file
 * is read straight into the frame being filled, one buffer for the whole task: a buffer per file
 * (most of them slices of Node's shared 8 KiB slabs, which nothing could free early) left about
 * 30 MiB of garbage per pack in each worker until its next collection.
 */
function pack(task) {
    const out = [];
    const frames = [];
    const count = task.paths.length;
    const places = new Int32Array(count * 2);
    const wanted = Buffer.from(task.sha256.buffer, task.sha256.byteOffset, task.sha256.byteLength);
    let offset = 0;
    let frame = Buffer.allocUnsafe(task.frameBytes + 4 * TAR_BLOCK);
    let length = 0;
    const room = (bytes) => {
        if (length + bytes <= frame.length)
            return;
        const bigger = Buffer.allocUnsafe(Math.max(frame.length * 2, length + bytes));
        frame.copy(bigger, 0, 0, length);
        release_buffer_releaseBuffer(frame);
        frame = bigger;
    };
    const flush = () => {
        // A copy of the frame alone: compress() returns a view on a buffer of the input's size.
        const compressed = compress([frame.subarray(0, length)]);
        const stored = Buffer.from(compressed);
        release_buffer_releaseBuffer(compressed);
        frames.push([offset, stored.length]);
        out.push(stored);
        offset += stored.length;
        length = 0;
    };
    for (let i = 0; i < count; i++) {
        const [file, size] = [task.paths[i], task.sizes[i]];
        const pad = (TAR_BLOCK - (size % TAR_BLOCK)) % TAR_BLOCK;
        room(TAR_BLOCK + size + pad);
        const hashAt = i * SHA256_BYTES;
        contentHeader(wanted.toString('hex', hashAt, hashAt + SHA256_BYTES), size).copy(frame, length);
        const at = length + TAR_BLOCK;
        readInto(file, size, frame, at);
        const digest = sha256Digest(frame.subarray(at, at + size));
        if (digest.compare(wanted, hashAt, hashAt + SHA256_BYTES) !== 0)
            throw new Error(`${JSON.stringify(file)} changed while it was saved`);
        frame.fill(0, at + size, at + size + pad);
        places[2 * i] = frames.length;
        places[2 * i + 1] = at;
        length = at + size + pad;
        if (length >= task.frameBytes && i < count - 1)
            flush();
    }
    room(2 * TAR_BLOCK);
    frame.fill(0, length, length + 2 * TAR_BLOCK);
    length += 2 * TAR_BLOCK;
    flush();
    traceMemory('worker-pack');
    release_buffer_releaseBuffer(frame);
    // Its own ArrayBuffer (never Node's shared pool), so it can be transferred to the main thread.
    const body = new Uint8Array(offset);
    let at = 0;
    for (const stored of out) {
        body.set(stored, at);
        at += stored.length;
        release_buffer_releaseBuffer(stored);
    }
    return { body, sha256: file_digest_sha256Hex(body), frames, places };
}
/** Compresses a large file into frames in a temporary file, or keeps it as it is if that does not pay. */
function blob(task) {
    const fd = (0,external_node_fs_.openSync)(task.path, 'r');
    try {
        const sample = Buffer.allocUnsafe(Math.min(READ_CHUNK_BYTES, task.size));
        (0,external_node_fs_.readSync)(fd, sample, 0, sample.length, 0);
        if (compress([sample]).length > sample.length * BLOB_COMPRESS_RATIO) {
            return {
                compression: 'none',
                sha256: task.sha256,
                size: task.size,
                frames: [[0, task.size]],
            };
        }
        const outFd = (0,external_node_fs_.openSync)(task.tempPath, 'wx');
        const hash = (0,external_node_crypto_.createHash)('sha256');
        const content = (0,external_node_crypto_.createHash)('sha256');
        const frames = [];
        let offset = 0;
        try {
            const buffer = Buffer.allocUnsafe(task.frameBytes);
            for (let position = 0; position < task.size;) {
                const n = (0,external_node_fs_.readSync)(fd, buffer, 0, Math.min(buffer.length, task.size - position), position);
                if (n === 0)
                    throw new Error(`${JSON.stringify(task.path)} shrank while it was saved`);
                const input = buffer.subarray(0, n);
                content.update(input);
                const frame = compress([input]);
                hash.update(frame);
                for (let at = 0; at < frame.length;)
                    at += (0,external_node_fs_.writeSync)(outFd, frame, at);
                frames.push([offset, frame.length]);
                offset += frame.length;
                position += n;
                release_buffer_releaseBuffer(frame); // after its length is taken: a released buffer is empty
            }
        }
        finally {
            (0,external_node_fs_.closeSync)(outFd);
        }
        if (content.digest('hex') !== task.sha256)
            throw new Error(`${JSON.stringify(task.path)} changed while it was saved`);
        return { compression: 'zstd', sha256: hash.digest('hex'), size: offset, frames };
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}

;// CONCATENATED MODULE: ./build/cache/cache-worker.js






/**
 * Runs one task where it is called: in a worker (below), or on the main thread for a save whose
 * work is too small to pay for starting threads (save-workers.ts). `transfer` lists the buffers
 * a worker moves to the main thread with the result.
 */
function runCacheTask(task, written) {
    const transfer = [];
    let result;
    if (task.kind === 'hash') {
        const digests = hash(task);
        transfer.push(digests.buffer);
        result = digests;
    }
    else if (task.kind === 'pack') {
        const packed = pack(task);
        transfer.push(packed.body.buffer, packed.places.buffer);
        result = packed;
    }
    else if (task.kind === 'blob')
        result = blob(task);
    else if (task.kind === 'unpack') {
        try {
            unpack(task, written);
        }
        finally {
            release_buffer_releaseBuffer(task.body); // moved here from the main thread: no one else holds it
        }
    }
    else
        blobLand(task, written);
    return { result, transfer };
}
/** A reply for a failed task; an S3Error goes whole, so the main thread can retry it. */
function failure(id, error, written) {
    const e = error;
    return {
        id,
        written,
        error: {
            name: e.name,
            message: e.message,
            ...(e.code ? { code: e.code } : {}),
            ...(error instanceof S3Error ? { s3: serializeError(error) } : {}),
        },
    };
}
function runCacheWorker() {
    const port = parentPort;
    // Fetching tasks run concurrently (their GETs wait on sockets); the main thread may cancel one.
    const cancels = new Map();
    port.on('message', (message) => {
        if ('cancel' in message) {
            cancels.get(message.cancel)?.abort();
            return;
        }
        const { id, task } = message;
        const written = [];
        if (task.kind === 'fetch-unpack' || task.kind === 'fetch-write') {
            const controller = new AbortController();
            cancels.set(id, controller);
            fetchTask(task, controller.signal, written)
                .then(() => port.postMessage({ id, written }), (error) => port.postMessage(failure(id, error, written)))
                .finally(() => cancels.delete(id));
            return;
        }
        try {
            const { result, transfer } = runCacheTask(task, written);
            port.postMessage({ id, result, written }, transfer);
        }
        catch (error) {
            port.postMessage(failure(id, error, written));
        }
    });
}

;// CONCATENATED MODULE: ./build/cache/save-workers.js



/**
 * Work of fewer bytes than this (to hash, or to pack and compress) runs on the main thread:
 * 16 MiB is about 10 ms of SHA-256 and 60 ms of zstd, while two worker threads take about 45 ms
 * and 80 ms of CPU to start (measured on the 2-core machine), which a small incremental save
 * (1% of 50,000 files: 1.8 MB) paid for nothing.
 */
const INLINE_MAX_BYTES = 16 * 1024 * 1024;
const mainThread = {
    size: 1,
    run: (task) => {
        const written = [];
        try {
            // Fetching tasks belong to a restore's workers (their GETs run there), never to a save.
            if (task.kind === 'fetch-unpack' || task.kind === 'fetch-write')
                throw new Error(`a ${task.kind} task runs in a worker thread`);
            return Promise.resolve({ result: runCacheTask(task, written).result, written });
        }
        catch (error) {
            return Promise.reject(error);
        }
    },
};
/** The save's worker threads, started only when its work is large enough to need them. */
class SaveWorkers {
    pool;
    closed = false;
    stopSampling = sampleMemory('main');
    /**
     * Starts the threads now, while other work runs (a save with no prior entry reads everything);
     * nothing once closed, as when the save failed before its lookup ended.
     */
    startEarly() {
        if (!this.closed)
            this.start();
    }
    start() {
        return (this.pool ??= new CacheWorkerPool());
    }
    /** Where work of `bytes` runs: the pool once started or when the work is large, else here. */
    for(bytes) {
        return this.pool || bytes >= INLINE_MAX_BYTES ? this.start() : mainThread;
    }
    async close() {
        this.closed = true;
        this.stopSampling();
        await this.pool?.close();
    }
}

;// CONCATENATED MODULE: ./build/cache/save-cache.js















const SAVE_PHASES = [
    { name: 'walk', label: 'Walk' },
    { name: 'lookup', label: 'Find reusable packs' },
    { name: 'hash', label: 'Hash' },
    { name: 'pack', label: 'Pack' },
    { name: 'upload', label: 'Upload' },
    { name: 'commit', label: 'Commit manifest' },
];
/** Files per hash task: enough to amortise the message, few enough to spread over the workers. */
const HASH_BATCH_FILES = 256;
const HASH_BATCH_BYTES = 16 * 1024 * 1024;
/**
 * Saves the cache's paths as an entry: walk, hash (worker threads), learn what the store holds
 * from one prior manifest, pack and upload only new contents, then commit the manifest last
 * (refused if the key exists, unless `update`). See docs/cache-format.md.
 */
async function saveCache(session, request, signal) {
    assertZstd();
    holdYoungGeneration();
    const phases = new PhaseCollector(SAVE_PHASES);
    const warnings = [];
    const { store } = request;
    const objectKey = manifestName(store, request.scope, request.version, request.key);
    const empty = {
        files: 0,
        bytes: 0,
        bytesUploaded: 0,
        packsUploaded: 0,
        packsReused: 0,
        blobsUploaded: 0,
    };
    // Checked first, to skip the work; the commit's If-None-Match settles a race.
    if (!request.update && (await objectExists(session, store.bucket, objectKey, signal)))
        return { outcome: 'exists', ...empty, phases: phases.list(), warnings };
    // The prior manifest is fetched while the walk runs.
    const priorManifest = phases.time('lookup', async () => {
        try {
            const hint = request.reuse;
            const objectKeyOfPrior = hint && hint.manifestObjectKey.startsWith(entriesFolder(store))
                ? hint.manifestObjectKey
                : (await newestEntry(session, store, request.scope, request.version, signal))?.objectKey;
            if (!objectKeyOfPrior)
                return undefined;
            const got = await fetchManifest(session, store, objectKeyOfPrior, signal, hint?.manifestSha256);
            return got.manifest;
        }
        catch (error) {
            signal.throwIfAborted();
            warnings.push(`no packs reused: ${error.message}`);
            return undefined;
        }
    });
    priorManifest.catch(() => undefined); // awaited below; a walk failure must not leave it unhandled
    // Prune may have removed a pack since the prior manifest was written: each object it names is
    // checked (HEAD) as soon as it is known, while the walk and the hashing run.
    const priorObjectsGone = priorManifest.then(async (prior) => {
        const gone = new Set();
        if (!prior)
            return gone;
        await forEachBounded(prior.objects.length, 16, async (index) => {
            const name = storeRoot(store) + prior.objects[index].name;
            if (!(await objectExists(session, store.bucket, name, signal)))
                gone.add(index);
        });
        return gone;
    });
    priorObjectsGone.catch(() => undefined);
    // Started as soon as the lookup finds no prior entry (then every file is read): they boot
    // while the tree is walked. Otherwise only if the work turns out large (save-workers.ts).
    const workers = new SaveWorkers();
    void priorManifest.then((prior) => prior ?? workers.startEarly(), () => undefined);
    try {
        const scannedAtMs = Date.now();
        const tree = await phases.time('walk', () => walkCachePaths(request.paths, request.workspace));
        const count = tree.type.length;
        phases.add('walk', count);
        for (const file of tree.leftovers.slice(0, 20))
            warnings.push(`removed ${JSON.stringify(file)}, left by a restore that was killed`);
        const prior = await priorManifest;
        if (count === 0)
            return { outcome: 'nothing-to-save', ...empty, phases: phases.list(), warnings };
        const pathOf = (i) => absolutePath(tree.rootPaths, tree.root[i], tree.path[i]);
        const known = unchangedContents(tree, prior);
        const toHash = [];
        let files = 0;
        let bytes = 0;
        let bytesToHash = 0;
        for (let i = 0; i < count; i++) {
            if (tree.type.charCodeAt(i) !== 102)
                continue; // 'f'
            files++;
            bytes += tree.size[i];
            if (tree.size[i] > 0 && known[i] < 0) {
                toHash.push(i);
                bytesToHash += tree.size[i];
            }
        }
        const hashed = new EntryHashes(count);
        await phases.time('hash', async () => {
            const runner = workers.for(bytesToHash);
            const batches = batchBySize(toHash, (i) => tree.size[i], HASH_BATCH_BYTES, HASH_BATCH_FILES);
            await forEachBounded(batches.length, runner.size * 2, async (b) => {
                const batch = batches[b];
                const { result } = await runner.run({
                    kind: 'hash',
                    files: batch.map((i) => ({ path: pathOf(i), size: tree.size[i] })),
                });
                hashed.setMany(batch, result);
                phases.add('hash', batch.length, batch.reduce((n, i) => n + tree.size[i], 0));
            });
        });
        const plan = planSave({ type: tree.type, size: tree.size, known, hashed, pathOf }, prior, await priorObjectsGone);
        const newBytes = [...plan.newSmall, ...plan.newBlobs].reduce((n, f) => n + f.size, 0);
        const uploaded = await uploadNewContent(session, store, plan.newSmall, plan.newBlobs, plan.rows.length, workers.for(newBytes), phases, signal);
        const { objects, contents } = manifestContents(plan, prior, uploaded);
        const { body } = await encodeManifestStreamed({
            format: MANIFEST_FORMAT,
            key: request.key,
            scope: request.scope,
            version: request.version,
            createdAtMs: Date.now(),
            scannedAtMs,
            roots: tree.roots,
            objects,
            entries: {
                type: tree.type,
                root: tree.root,
                path: tree.path,
                size: tree.size,
                mode: tree.mode,
                mtime: tree.mtime,
                link: tree.link,
                content: Array.from(plan.content),
            },
            contents,
        });
        const committed = await phases.time('commit', () => putBytes(session, store.bucket, objectKey, body, signal, {
            ifNoneMatch: !request.update,
            contentType: 'application/zstd',
        }));
        phases.add('commit', 1, body.length);
        return {
            outcome: committed ? 'saved' : 'exists',
            files,
            bytes,
            bytesUploaded: uploaded.bytesUploaded + (committed ? body.length : 0),
            packsUploaded: uploaded.packsUploaded,
            packsReused: [...plan.reusedObjects].filter((i) => prior.objects[i].kind === 'pack').length,
            blobsUploaded: uploaded.blobsUploaded,
            packsCompacted: plan.compacted,
            phases: phases.list(),
            warnings,
        };
    }
    finally {
        await workers.close();
    }
}
/**
 * The new manifest's objects (the prior ones it still reads, then the new ones) and its content
 * rows: a kept row's hash is copied from the prior manifest's bytes, a new one's from its entry's.
 */
function manifestContents(plan, prior, uploaded) {
    const objects = [];
    const priorIndex = new Map();
    for (const index of [...plan.reusedObjects].sort((a, b) => a - b)) {
        priorIndex.set(index, objects.length);
        objects.push(prior.objects[index]);
    }
    const offset = objects.length;
    objects.push(...uploaded.objects);
    const rows = plan.rows.length;
    const sha256 = Buffer.allocUnsafe(rows * 32);
    const [object, frame, at] = [
        new Array(rows),
        new Array(rows),
        new Array(rows),
    ];
    plan.rows.forEach((row, n) => {
        if (row >= 0) {
            const pc = prior.contents;
            pc.sha256.copy(sha256, n * 32, row * 32, row * 32 + 32);
            object[n] = priorIndex.get(pc.object[row]);
            frame[n] = pc.frame[row];
            at[n] = pc.at[row];
        }
        else {
            const [from, fromAt] = plan.hashAt(newRowEntry(row));
            from.copy(sha256, n * 32, fromAt, fromAt + 32);
            const { places } = uploaded;
            object[n] = offset + places.object[n];
            frame[n] = places.frame[n];
            at[n] = places.at[n];
        }
    });
    return { objects, contents: { sha256, object, frame, at } };
}

;// CONCATENATED MODULE: ./build/report/format.js
/** Small number formats shared by the CLI report and the job summary. */
const BINARY_UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB'];
/**
 * A size in binary units, one formatter for every place that prints one:
 * - `report` (tables, summaries, progress): `50.0 MiB`, `0 B`;
 * - `exact` (accepted ranges in error messages): `5 MiB`, `8.5 MiB`;
 * - `aws-cli` (`ls --human-readable`): `1.5 KiB`, `1 Byte`, `10 Bytes`.
 */
function format_formatSize(bytes, style = 'report') {
    let value = bytes;
    let unit = 0;
    while (value >= 1024 && unit < BINARY_UNITS.length - 1) {
        value /= 1024;
        unit++;
    }
    if (unit === 0 && style === 'aws-cli')
        return `${bytes} ${bytes === 1 ? 'Byte' : 'Bytes'}`;
    if (unit === 0 && style === 'report')
        return `${bytes} B`;
    const shown = style === 'exact' && Number.isInteger(value) ? String(value) : value.toFixed(1);
    return `${shown} ${BINARY_UNITS[unit]}`;
}
function format_formatSeconds(seconds) {
    return seconds === undefined ? '–' : `${seconds.toFixed(2)} s`;
}
function format_formatCount(n) {
    return n.toLocaleString('en-US');
}
/**
 * One log line from text that may hold S3 keys, which are untrusted: a newline in a key followed
 * by `::warning::` would be run by the runner as a workflow command. Line breaks and other control
 * characters are shown as JSON escapes (`\n`), so the text stays on one line.
 */
function oneLogLine(text) {
    // eslint-disable-next-line no-control-regex
    return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => {
        const named = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
        return named[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
    });
}

;// CONCATENATED MODULE: ./build/s3/location.js

const S3_URL_FORM = "an S3 URL like 's3://bucket' or 's3://bucket/prefix/'";
// S3's rules for bucket names (3-63 characters of lowercase letters, digits, dots and hyphens,
// starting and ending with a letter or digit). Legacy buckets with capitals or underscores exist
// in us-east-1 and on some S3-compatible stores, so those two are let through.
const BUCKET_NAME = /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,61}[a-zA-Z0-9]$/;
function isS3Url(value) {
    return /^s3:\/\//i.test(value);
}
/** Parses "s3://bucket/prefix" once, into the one type the rest of the code uses. */
function parseS3Url(value, input = 'source') {
    if (!isS3Url(value))
        throw new InputError(input, value, S3_URL_FORM);
    const rest = value.slice('s3://'.length);
    const slash = rest.indexOf('/');
    const bucket = slash === -1 ? rest : rest.slice(0, slash);
    const prefix = slash === -1 ? '' : rest.slice(slash + 1);
    if (bucket.length === 0)
        throw new InputError(input, value, `${S3_URL_FORM}, with a bucket name`);
    if (!BUCKET_NAME.test(bucket) || bucket.includes('..')) {
        throw new InputError(input, value, `${S3_URL_FORM} whose bucket name has 3-63 letters, digits, dots or hyphens and starts and ends with a letter or digit`);
    }
    return { bucket, prefix };
}
function formatS3Url(location, key = location.prefix) {
    return `s3://${location.bucket}/${key}`;
}

// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(8474);
;// CONCATENATED MODULE: ./build/s3/signing-clock.js
/** The SDK's threshold: a clock this far from the server's is corrected. */
const SKEW_LIMIT_MS = 5 * 60_000;
/**
 * The time that requests signed outside the SDK are signed with. S3 refuses a signature more
 * than 15 minutes off its own clock (RequestTimeTooSkewed), and the SDK corrects its clock
 * from the Date header of such an answer; requests we sign ourselves do the same, so that a
 * runner with a drifting clock recovers on the retry instead of failing every request.
 */
class SigningClock {
    offsetMs = 0;
    now() {
        return new Date(Date.now() + this.offsetMs);
    }
    /** Learns from an error answer's Date header. */
    noteServerDate(header) {
        const server = header ? Date.parse(header) : NaN;
        if (Number.isNaN(server))
            return;
        if (Math.abs(server - (Date.now() + this.offsetMs)) >= SKEW_LIMIT_MS) {
            this.offsetMs = server - Date.now();
        }
    }
}

;// CONCATENATED MODULE: ./build/s3/direct-buckets.js


/**
 * The buckets of a session as the SDK resolved them (endpoint, path style, region, signing),
 * once per bucket, and the SigV4 signing of a request to one (`direct-requests.ts` sends it).
 */
class DirectBuckets {
    client;
    credentials;
    clock;
    buckets = new Map();
    constructor(client, credentials, clock) {
        this.client = client;
        this.credentials = credentials;
        this.clock = clock;
    }
    /** Where the bucket's requests go (a failure, an abort among them, is resolved again next time). */
    target(name, signal) {
        return this.entry(name, signal).then((entry) => entry.target);
    }
    /** The bucket's target and signer; undefined when its requests must go through the SDK. */
    async direct(name, signal) {
        const entry = await this.entry(name, signal);
        return entry.signer ? entry : undefined;
    }
    entry(name, signal) {
        let found = this.buckets.get(name);
        if (!found) {
            found = resolveBucketTarget(this.client, { bucket: name, prefix: '', pageSize: 1 }, signal)
                .then((target) => ({
                target,
                signer: target.signing.kind === 'sigv4' ? createSigV4(target, this.credentials) : undefined,
            }))
                .catch((error) => {
                this.buckets.delete(name);
                throw error;
            });
            this.buckets.set(name, found);
        }
        return found;
    }
    /** The request signed by SigV4 for the bucket's target, ready to send. */
    async sign(direct, request) {
        const { target, signer } = direct;
        const query = request.query ?? {};
        const path = objectPath(target, request.key) + toQueryString(query);
        const signed = await signer.sign({
            method: request.method,
            protocol: target.protocol,
            hostname: target.hostname,
            port: target.port,
            path: objectPath(target, request.key),
            query,
            headers: { ...request.headers, host: target.host },
            body: request.body,
        }, { signingDate: this.clock.now() });
        const headers = { ...signed.headers };
        if (target.userAgent)
            headers['user-agent'] = target.userAgent;
        return {
            protocol: target.protocol,
            hostname: target.hostname,
            port: target.port,
            method: request.method,
            path,
            headers,
        };
    }
}

;// CONCATENATED MODULE: ./build/s3/hedged-request.js
/**
 * Runs a small, idempotent request (a GET of a small object) with a hedge: when it has not
 * finished after a multiple of the run's typical latency, a second copy is sent and whichever
 * finishes first wins; the other is cancelled. The budget in StallLimits caps hedges to a small
 * share of requests, so a server that is slow for everyone is not sent twice the load. A failure
 * of the first copy before any hedge is thrown as it is: retrying is the retry wrapper's job.
 */
function hedged(limits, signal, attempt) {
    limits.noteGetStarted();
    const startedMs = performance.now();
    const hedgeAfterMs = limits.hedgeAfterMs();
    return new Promise((resolve, reject) => {
        const copies = [];
        let pending = 0;
        let settled = false;
        let firstError;
        let timer;
        const launch = (isHedge) => {
            const own = new AbortController();
            copies.push(own);
            pending++;
            attempt(AbortSignal.any([signal, own.signal])).then((value) => {
                if (settled)
                    return;
                settled = true;
                clearTimeout(timer);
                if (isHedge)
                    limits.hedgeWins++;
                limits.noteSmallGet(performance.now() - startedMs);
                for (const other of copies)
                    if (other !== own)
                        other.abort();
                resolve(value);
            }, (error) => {
                pending--;
                firstError ??= error;
                if (settled || pending > 0)
                    return;
                settled = true;
                clearTimeout(timer);
                reject(firstError);
            });
        };
        launch(false);
        if (hedgeAfterMs !== undefined) {
            timer = setTimeout(() => {
                if (!settled && !signal.aborted && limits.takeHedge())
                    launch(true);
            }, hedgeAfterMs);
            timer.unref();
        }
    });
}

;// CONCATENATED MODULE: ./build/s3/direct-requests.js











const direct_requests_SOCKET_TIMEOUT_MS = 120_000;
/** Asks for the stored x-amz-checksum-* with the body, to check it against (S3 sends it only then). */
const CHECKSUM_MODE = { 'x-amz-checksum-mode': 'ENABLED' };
/** GETs of objects up to this size are hedged; a larger one's latency is its bandwidth's. */
const HEDGE_MAX_BYTES = 256 * 1024;
/**
 * GetObject, PutObject and CopyObject for small objects, sent by us over the SDK's own keep-alive
 * sockets. The SDK resolves each bucket once (endpoint, path style, region, credentials), and the
 * SDK's SigV4 signer signs each request; what is skipped is the client's middleware stack and
 * HTTP handler (0.3 ms of CPU per GetObject in `npm run bench -- sign`, before any I/O). A
 * bucket that needs more than SigV4 (S3 Express, SigV4a) goes through the SDK instead.
 *
 * Integrity: a PUT's payload is signed by its SHA-256 (S3 refuses a body that does not match),
 * with a CRC32 checksum as the SDK adds under `when_supported`; a GET's body is checked against
 * its Content-Length, and against its ETag where the ETag is the body's MD5.
 */
class DirectRequests {
    client;
    agent;
    credentials;
    addCrc32;
    stalls;
    clock = new SigningClock();
    buckets;
    constructor(client, agent, credentials, addCrc32, stalls = processStallLimits) {
        this.client = client;
        this.agent = agent;
        this.credentials = credentials;
        this.addCrc32 = addCrc32;
        this.stalls = stalls;
        this.buckets = new DirectBuckets(client, credentials, this.clock);
    }
    /**
     * Where the bucket's requests go and how they are signed, as the SDK resolved it: once per
     * bucket for the whole session (a failure, an abort among them, is resolved again next time).
     */
    target(name, signal) {
        return this.buckets.target(name, signal);
    }
    /**
     * A GET signed here for another thread to send over its own sockets (a cache worker reads a
     * pack's range straight into its decoder, so the body never crosses the main thread);
     * undefined when the bucket needs the SDK. Signed now: send it within minutes.
     */
    async signGet(bucket, key, headers, signal) {
        const direct = await this.buckets.direct(bucket, signal);
        return direct && this.buckets.sign(direct, { method: 'GET', key, headers });
    }
    /**
     * A whole object's body, or undefined when the bucket needs the SDK. Objects of up to
     * HEDGE_MAX_BYTES (by the listing's size) are hedged: a slow GET gets a second copy.
     */
    async getObject(bucket, key, signal, listedBytes = Infinity) {
        const direct = await this.buckets.direct(bucket, signal);
        if (!direct)
            return undefined;
        const place = { operation: 'GetObject', bucket, key };
        const once = (copy) => this.send(direct, { method: 'GET', key, headers: CHECKSUM_MODE }, place, copy);
        const { headers, body } = listedBytes <= HEDGE_MAX_BYTES ? await hedged(this.stalls, signal, once) : await once(signal);
        const length = Number(headers['content-length']);
        if (Number.isFinite(length))
            checkBodyLength(body.length, length, place);
        // Every byte checked: the length above, and the ETag's MD5 or the stored checksum here.
        checkWholeBody(storedDigests(headers), body, place);
        return body;
    }
    /** PutObject; false when the bucket needs the SDK. */
    async putObject(bucket, key, body, params, signal) {
        const headers = objectHeaders(params);
        if (!headers)
            return false;
        const direct = await this.buckets.direct(bucket, signal);
        if (!direct)
            return false;
        headers['content-length'] = String(body.length);
        if (this.addCrc32)
            headers['x-amz-checksum-crc32'] = direct_requests_crc32Base64(body);
        await this.send(direct, { method: 'PUT', key, headers, body }, { operation: 'PutObject', bucket, key }, signal);
        return true;
    }
    /** CopyObject (server side, up to 5 GiB); false when the bucket needs the SDK. */
    async copyObject(bucket, key, copySource, params, replaceMetadata, signal) {
        const headers = objectHeaders(params);
        if (!headers)
            return false;
        const direct = await this.buckets.direct(bucket, signal);
        if (!direct)
            return false;
        headers['x-amz-copy-source'] = copySource;
        if (replaceMetadata)
            headers['x-amz-metadata-directive'] = 'REPLACE';
        const place = { operation: 'CopyObject', bucket, key };
        const { body } = await this.send(direct, { method: 'PUT', key, headers }, place, signal);
        // CopyObject can fail after its 200 has been sent: the error then comes in the body.
        const text = body.toString('utf8');
        if (!text.includes('<CopyObjectResult')) {
            throw s3_failure_s3Failure({
                ...place,
                code: errorField(text, 'Code') ?? 'TruncatedBody',
                statusCode: 200,
                message: errorField(text, 'Message') ?? 'the copy answered 200 without a CopyObjectResult',
            });
        }
        return true;
    }
    /**
     * Starts a GET with the given headers (a Range, If-Match) and hands back the 2xx response
     * unread, for the caller to stream; undefined when the bucket needs the SDK. An error answer
     * is thrown as the S3Error the SDK would have thrown.
     */
    async openObject(bucket, key, headers, signal) {
        const direct = await this.buckets.direct(bucket, signal);
        if (!direct)
            return undefined;
        const place = { operation: 'GetObject', bucket, key };
        return this.start(direct, { method: 'GET', key, headers }, place, signal, (response) => Promise.resolve(response));
    }
    /**
     * The same GET by the raw reader (`raw-get.ts`, over its own keep-alive connections), whose
     * body the caller reads into its own buffers: the way of large bodies. Undefined when the bucket needs the SDK; an error
     * answer is thrown as the S3Error the SDK would have thrown.
     */
    async openObjectRaw(bucket, key, headers, signal) {
        const direct = await this.buckets.direct(bucket, signal);
        if (!direct)
            return undefined;
        const place = { operation: 'GetObject', bucket, key };
        const signed = await this.buckets.sign(direct, { method: 'GET', key, headers });
        const answer = await raw_get_rawGet(signed, {
            signal,
            timeoutMs: direct_requests_SOCKET_TIMEOUT_MS,
            stalls: this.stalls,
            place,
        });
        if (answer.statusCode >= 200 && answer.statusCode < 300)
            return answer;
        const body = await answer.readAll();
        return error_response_throwErrorAnswer(answer.statusCode, answer.headers, body.toString('utf8'), place, this.clock);
    }
    /**
     * UploadPart, with its payload signed by SHA-256; undefined (not sent) when the bucket needs
     * the SDK or when the checksum mode asks for CRC32 on every part, which the SDK declares.
     */
    async uploadPart(bucket, key, uploadId, partNumber, body, signal) {
        if (this.addCrc32)
            return undefined;
        const direct = await this.buckets.direct(bucket, signal);
        if (!direct)
            return undefined;
        const { headers } = await this.send(direct, {
            method: 'PUT',
            key,
            query: { partNumber: String(partNumber), uploadId },
            headers: { 'content-length': String(body.length) },
            body,
        }, { operation: 'UploadPart', bucket, key }, signal);
        const etag = headers.etag;
        if (!etag) {
            throw s3_failure_s3Failure({
                operation: 'UploadPart',
                bucket,
                key,
                code: 'TruncatedBody',
                message: 'the part was answered without an ETag',
            });
        }
        return String(etag);
    }
    send(direct, request, place, signal) {
        return this.start(direct, request, place, signal, (response) => new Promise((resolve, reject) => {
            const chunks = [];
            response.on('data', (chunk) => chunks.push(chunk));
            response.on('end', () => resolve({
                headers: response.headers,
                body: chunks.length === 1 ? chunks[0] : Buffer.concat(chunks),
            }));
            send_signed_onBodyFailure(response, place, reject);
        }));
    }
    /** Signs and sends a request; `read` takes its 2xx response, an error answer is thrown. */
    async start(direct, request, place, signal, read) {
        const signed = await this.buckets.sign(direct, request);
        return new Promise((resolve, reject) => {
            const outgoing = send_signed_sendSigned(signed, {
                agent: this.agent,
                signal,
                timeoutMs: direct_requests_SOCKET_TIMEOUT_MS,
                stalls: this.stalls,
                bodyBytes: request.body?.length,
                place,
                onFailure: reject,
            });
            outgoing.on('response', (response) => {
                const status = response.statusCode ?? 0;
                if (status < 200 || status >= 300) {
                    error_response_readErrorResponse(response, place, this.clock).catch(reject);
                    return;
                }
                read(response).then(resolve, reject);
            });
            outgoing.end(request.body);
        });
    }
}
function direct_requests_crc32Base64(body) {
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(external_node_zlib_.crc32(body) >>> 0);
    return crc.toString('base64');
}

;// CONCATENATED MODULE: ./build/s3/s3-session.js



// Each request in flight listens to the signal (to stop on abort), and a multipart transfer's
// part and its object both do: Node warns about a leak above 10 listeners by default.
const LISTENERS_PER_REQUEST = 4;
function createS3Session(options) {
    (0,external_node_events_.setMaxListeners)(options.maxRequests * LISTENERS_PER_REQUEST, options.signal);
    const connection = createS3Connection({ ...options.client, maxSockets: options.maxRequests }, undefined, options.sdkMaxAttempts ?? 1);
    const direct = new DirectRequests(connection.client, connection.agent, connection.client.config.credentials, effectiveChecksumMode(options.client) === 'WHEN_SUPPORTED', connection.stalls);
    return {
        client: connection.client,
        agent: connection.agent,
        direct,
        clientSettings: options.client,
        signal: options.signal,
        stalls: connection.stalls,
        bucketTarget: (bucket) => direct.target(bucket, options.signal),
        close: () => connection.close(),
    };
}

;// CONCATENATED MODULE: ./build/validate.js



/** Shared by the action's inputs and the CLI's flags, so both accept and refuse the same values. */
function parseInteger(input, value, min, max) {
    const trimmed = value.trim();
    const n = /^[0-9]+$/.test(trimmed) ? Number(trimmed) : NaN;
    if (!Number.isSafeInteger(n) || n < min || n > max) {
        throw new InputError(input, value, `an integer from ${min} to ${max}`);
    }
    return n;
}
const TRUE = ['true', 'yes', '1', 'on'];
const FALSE = ['false', 'no', '0', 'off'];
function parseBoolean(input, value) {
    const v = value.trim().toLowerCase();
    if (TRUE.includes(v))
        return true;
    if (FALSE.includes(v))
        return false;
    throw new InputError(input, value, "'true' or 'false'");
}
function parseChoice(input, value, choices) {
    const v = value.trim().toLowerCase();
    const found = choices.find((c) => c === v);
    if (!found)
        throw new InputError(input, value, `one of ${choices.map((c) => `'${c}'`).join(', ')}`);
    return found;
}
const SIZE_UNITS = {
    '': 1,
    b: 1,
    kb: 1000,
    mb: 1000 ** 2,
    gb: 1000 ** 3,
    kib: 1024,
    mib: 1024 ** 2,
    gib: 1024 ** 3,
};
/** Sizes as the aws-cli's s3 settings take them: `8MB`, `16MiB`, or a number of bytes. */
function parseByteSize(input, value, minBytes, maxBytes) {
    const match = /^\s*([0-9]+)\s*([a-zA-Z]*)\s*$/.exec(value);
    const unit = match ? SIZE_UNITS[match[2].toLowerCase()] : undefined;
    const bytes = match && unit !== undefined ? Number(match[1]) * unit : NaN;
    if (!Number.isSafeInteger(bytes) || bytes < minBytes || bytes > maxBytes) {
        throw new InputError(input, value, `a size from ${format_formatSize(minBytes, 'exact')} to ${format_formatSize(maxBytes, 'exact')}, such as '8MB', '16MiB' or a number of bytes`);
    }
    return bytes;
}
function parseEndpointUrl(input, value) {
    let url;
    try {
        url = new URL(value.trim());
    }
    catch {
        throw new InputError(input, value, "an http(s) URL such as 'https://s3.example.com'");
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new InputError(input, value, "an http(s) URL such as 'https://s3.example.com'");
    }
    return value.trim().replace(/\/+$/, '');
}
/** `auto`, or how many key ranges the threaded lister lists at once. */
function parseListConcurrency(input, value) {
    if (value.trim().toLowerCase() === 'auto')
        return 'auto';
    const n = /^\s*[0-9]+\s*$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(n) || n < 1 || n > MAX_LIST_CONCURRENCY) {
        throw new InputError(input, value, `'auto' or an integer from 1 to ${MAX_LIST_CONCURRENCY}`);
    }
    return n;
}

;// CONCATENATED MODULE: ./build/options/option-table.js


/** Declares an option with its value type inferred from its parser. */
function option_table_option(spec) {
    return spec;
}
/** A bare CLI flag (`--recursive`) that only the CLI has. */
function cliFlag(flag, description) {
    return {
        flag,
        kind: 'boolean',
        default: 'false',
        description,
        parse: (text, name) => parseBoolean(name, text),
    };
}
/** Text options' parser for `lines`: the non-blank lines, trimmed. */
function lines(text) {
    return text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line !== '');
}
function optionName(spec, frontEnd) {
    if (frontEnd === 'action')
        return spec.input;
    return spec.flag === undefined ? spec.argument : `--${spec.flag}`;
}
/** The table's key for a name as a front-end writes it, for errors from below (SettingError). */
function nameOfSetting(table, frontEnd) {
    return (setting) => {
        const spec = table[setting];
        return spec && optionName(spec, frontEnd);
    };
}
/**
 * Parses each option from the text a front-end found for it (undefined: not given). Blank means
 * the default, on both front-ends; a required option left blank is an InputError.
 */
function parseOptions(table, frontEnd, textOf, context) {
    const values = {};
    for (const [key, spec] of Object.entries(table)) {
        const name = optionName(spec, frontEnd) ?? key;
        const given = textOf(spec, key);
        if (spec.required && (given === undefined || given.trim() === '')) {
            throw new InputError(name, given ?? '', `given (it is required): ${spec.required.accepts}`);
        }
        const text = given === undefined || given.trim() === '' ? spec.default : given;
        values[key] = spec.parse(text, name, context);
    }
    return values;
}
/** The action's inputs, as the runner passes them (`core.getInput`: '' when not given). */
function readActionOptions(table, input, context) {
    return parseOptions(table, 'action', (spec) => (spec.input === undefined ? undefined : input(spec.input)), context);
}
/**
 * The CLI's flags, as node:util parseArgs returned them (repeated flags become lines), and the
 * options it takes as arguments or from its verb, by table key.
 */
function readCliOptions(table, flags, context, args = {}) {
    return parseOptions(table, 'cli', (spec, key) => {
        if (spec.flag === undefined)
            return args[key];
        const value = flags[spec.flag];
        if (spec.negatable && flags[`no-${spec.flag}`])
            return 'false';
        if (value === undefined)
            return undefined;
        if (Array.isArray(value))
            return value.join('\n');
        return typeof value === 'boolean' ? String(value) : value;
    }, context);
}
/** The table's flags as node:util parseArgs options. */
function parseArgsOptions(table) {
    const options = {};
    for (const spec of Object.values(table)) {
        if (spec.flag === undefined)
            continue;
        if (spec.kind === 'boolean') {
            options[spec.flag] = { type: 'boolean' };
            if (spec.negatable)
                options[`no-${spec.flag}`] = { type: 'boolean' };
        }
        else if (spec.kind === 'lines')
            options[spec.flag] = { type: 'string', multiple: true };
        else
            options[spec.flag] = { type: 'string' };
    }
    return options;
}
/** The options an action declares, in table order: what action.yml's `inputs` must list. */
function actionInputs(table) {
    return Object.values(table)
        .filter((spec) => spec.input !== undefined)
        .map((spec) => ({ name: spec.input, spec }));
}

;// CONCATENATED MODULE: ./build/options/connection-options.js



const CHECKSUM_MODES = ['when_supported', 'when_required'];
const optionalText = (text) => text.trim() || undefined;
/**
 * Where and as whom every job talks to S3: the group that the sync and cache actions (and every
 * CLI verb) spread into their tables. Blank means "from the environment" (see awsEnvironment).
 */
const CONNECTION_OPTIONS = {
    region: option_table_option({
        input: 'region',
        flag: 'region',
        kind: 'string',
        default: '',
        description: 'The AWS region. Default: AWS_REGION or AWS_DEFAULT_REGION from the environment, else us-east-1.',
        parse: optionalText,
    }),
    endpointUrl: option_table_option({
        input: 'endpoint-url',
        flag: 'endpoint-url',
        kind: 'string',
        default: '',
        description: 'A custom S3 endpoint (MinIO, Cloudflare R2, Ceph RGW...). Default: AWS_ENDPOINT_URL_S3 or AWS_ENDPOINT_URL, else AWS.',
        // Checked once the environment is known: a bad AWS_ENDPOINT_URL_S3 is blamed on it too.
        parse: optionalText,
    }),
    forcePathStyle: option_table_option({
        input: 'force-path-style',
        flag: 'force-path-style',
        kind: 'string',
        default: '',
        description: 'Address buckets as https://endpoint/bucket rather than https://bucket.endpoint. Default: true with endpoint-url, else false.',
        parse: (text, name) => (text.trim() === '' ? undefined : parseBoolean(name, text)),
    }),
    checksumMode: option_table_option({
        input: 'checksum-mode',
        flag: 'checksum-mode',
        kind: 'string',
        default: '',
        description: "'when_supported' (the SDK default) or 'when_required'. Default: 'when_required' with endpoint-url, as many S3-compatible stores refuse the SDK's default aws-chunked CRC32 uploads.",
        parse: (text, name) => text.trim() === '' ? undefined : parseChoice(name, text, CHECKSUM_MODES),
    }),
    awsAccessKeyId: option_table_option({
        input: 'aws-access-key-id',
        kind: 'string',
        default: '',
        description: 'Optional. Credentials normally come from the environment (aws-actions/configure-aws-credentials, OIDC).',
        parse: (text) => text.trim(),
    }),
    awsSecretAccessKey: option_table_option({
        input: 'aws-secret-access-key',
        kind: 'string',
        default: '',
        description: 'Optional, with aws-access-key-id.',
        parse: (text) => text.trim(),
    }),
    awsSessionToken: option_table_option({
        input: 'aws-session-token',
        kind: 'string',
        default: '',
        description: 'Optional, with temporary credentials.',
        parse: (text) => text.trim(),
    }),
};
/**
 * The environment the aws-cli also reads, in one place for every front-end. An empty variable
 * counts as unset everywhere (`AWS_REGION=''` falls through to AWS_DEFAULT_REGION, then us-east-1).
 */
function awsEnvironment(env) {
    return {
        region: env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1',
        endpointUrl: env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL || undefined,
    };
}
/** The connection options and the environment as client settings; errors name `frontEnd`'s own. */
function clientSettingsFrom(values, env, frontEnd) {
    const name = (key) => optionName(CONNECTION_OPTIONS[key], frontEnd) ?? key;
    const fromEnv = awsEnvironment(env);
    const endpoint = values.endpointUrl ?? fromEnv.endpointUrl;
    const { awsAccessKeyId: accessKeyId, awsSecretAccessKey: secretAccessKey } = values;
    if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
        const [missing, given] = accessKeyId
            ? ['awsSecretAccessKey', 'awsAccessKeyId']
            : ['awsAccessKeyId', 'awsSecretAccessKey'];
        throw new InputError(name(missing), '', `given together with '${name(given)}'`);
    }
    return {
        region: values.region ?? fromEnv.region,
        endpointUrl: endpoint === undefined ? undefined : parseEndpointUrl(name('endpointUrl'), endpoint),
        forcePathStyle: values.forcePathStyle,
        checksumMode: values.checksumMode,
        credentials: accessKeyId
            ? { accessKeyId, secretAccessKey, sessionToken: values.awsSessionToken || undefined }
            : undefined,
    };
}
/** Values to mask in logs. */
function connectionSecrets(values) {
    return [values.awsSecretAccessKey, values.awsSessionToken].filter((s) => s !== '');
}

;// CONCATENATED MODULE: ./build/cli/client-flags.js


/** The aws-cli's connection flags, shared by every verb (from the table's connection group). */
const CLIENT_FLAGS = parseArgsOptions(CONNECTION_OPTIONS);
/** Flags first, then the environment, read as the action reads it (awsEnvironment). */
function clientSettingsFromFlags(flags, env = process.env) {
    const values = readCliOptions(CONNECTION_OPTIONS, flags, { baseDir: process.cwd() });
    return clientSettingsFrom(values, env, 'cli');
}

;// CONCATENATED MODULE: ./build/cli/cache-command.js













const CACHE_USAGE = `usage: s3-sync cache save --key K --path P... s3://bucket/prefix [--update] [--scope S]
       s3-sync cache restore --key K [--restore-keys PREFIX]... --path P... s3://bucket/prefix [--lookup-only] [--scope S]... [--deadline SECONDS]
       s3-sync cache ls s3://bucket/prefix [--key-prefix PREFIX]
       s3-sync cache prune s3://bucket/prefix --older-than 7d [--grace 1d]
  --path: globs, !exclusions and ~ as actions/cache takes them; relative to the current folder
  --report json prints the result object; --endpoint-url URL --region R --force-path-style B`;
/** The scope of entries saved and restored from a terminal, when none is given. */
const DEFAULT_SCOPE = 'default';
const FLAGS = {
    ...CLIENT_FLAGS,
    key: { type: 'string' },
    'restore-keys': { type: 'string', multiple: true },
    path: { type: 'string', multiple: true },
    scope: { type: 'string', multiple: true },
    update: { type: 'boolean' },
    'lookup-only': { type: 'boolean' },
    deadline: { type: 'string' },
    'key-prefix': { type: 'string' },
    'older-than': { type: 'string' },
    grace: { type: 'string' },
    report: { type: 'string' },
};
const DURATION_FORM = 'a duration like 30m, 12h or 7d';
function parseDuration(flag, value) {
    const match = /^(\d+(?:\.\d+)?)(s|m|h|d)$/.exec(value.trim());
    if (!match)
        throw new InputError(flag, value, DURATION_FORM);
    const unit = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2]];
    return Number(match[1]) * unit;
}
function required(flag, value, form) {
    if (value === undefined || value === '')
        throw new InputError(flag, value ?? '', form);
    return value;
}
function cache_command_phaseTable(phases) {
    const end = Math.max(0, ...phases.map((p) => p.endMs ?? p.startMs ?? 0));
    const rows = [['phase', 'start', 'seconds', 'objects', 'bytes']];
    for (const p of phases)
        if (p.startMs !== undefined)
            rows.push([
                p.label,
                format_formatSeconds(p.startMs / 1000),
                format_formatSeconds(phaseSeconds(p, end)),
                format_formatCount(p.objects),
                format_formatSize(p.bytes),
            ]);
    const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
    return rows
        .map((r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  '))
        .join('\n');
}
/**
 * @actions/glob logs through @actions/core, whose debug lines (`::debug::...`) mean something to
 * a runner and nothing in a terminal: the CLI drops them while a cache job runs.
 */
async function withoutRunnerDebug(work) {
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk, ...rest) => typeof chunk === 'string' && chunk.startsWith('::debug::')
        ? true
        : write(chunk, ...rest));
    try {
        return await work();
    }
    finally {
        process.stdout.write = write;
    }
}
/** `s3-sync cache save|restore|ls|prune`: the cache engine from a terminal. */
async function cacheCommand(args, signal) {
    const [action, ...rest] = args;
    if (!['save', 'restore', 'ls', 'prune'].includes(action ?? ''))
        throw new InputError('cache', action ?? '', "one of 'save', 'restore', 'ls', 'prune'");
    const { values, positionals } = (0,external_node_util_.parseArgs)({ args: rest, allowPositionals: true, options: FLAGS });
    if (positionals.length !== 1)
        throw new InputError(`cache ${action}`, positionals.join(' '), 'one S3 URL, s3://bucket/prefix');
    const store = parseS3Url(positionals[0], `cache ${action}`);
    const json = values.report !== undefined &&
        parseChoice('--report', values.report, ['json', 'table']) === 'json';
    const session = createS3Session({
        client: clientSettingsFromFlags(values),
        maxRequests: 32,
        signal,
    });
    const paths = values.path ?? [];
    const version = () => {
        if (paths.length === 0)
            throw new InputError('--path', '', 'at least one path (repeat --path for more)');
        return computeCacheVersion(paths, { crossOs: false });
    };
    const print = (result, text) => {
        console.log(json ? JSON.stringify(result) : text);
    };
    try {
        return await withoutRunnerDebug(async () => {
            if (action === 'save') {
                const key = required('--key', values.key, 'a cache key');
                const result = await saveCache(session, {
                    store,
                    paths,
                    workspace: process.cwd(),
                    key,
                    version: version(),
                    scope: values.scope?.[0] ?? DEFAULT_SCOPE,
                    update: values.update ?? false,
                }, signal);
                for (const w of result.warnings)
                    console.error(`warning: ${w}`);
                print(result, `${cache_command_phaseTable(result.phases)}\n\n${result.outcome === 'exists' ? `the key ${JSON.stringify(key)} exists already (--update overwrites it)` : result.outcome}: ${format_formatCount(result.files)} files (${format_formatSize(result.bytes)}), uploaded ${format_formatSize(result.bytesUploaded)} in ${result.packsUploaded} pack(s) and ${result.blobsUploaded} blob(s), ${result.packsReused} pack(s) reused, ${result.packsCompacted ?? 0} compacted`);
                return 0;
            }
            if (action === 'restore') {
                const key = required('--key', values.key, 'a cache key');
                const deadline = values.deadline === undefined
                    ? undefined
                    : parseDuration('--deadline', /\d$/.test(values.deadline) ? `${values.deadline}s` : values.deadline);
                const result = await restoreCache(session, {
                    store,
                    paths,
                    workspace: process.cwd(),
                    primaryKey: key,
                    restoreKeys: values['restore-keys'] ?? [],
                    version: version(),
                    readScopes: values.scope?.length ? values.scope : [DEFAULT_SCOPE],
                    lookupOnly: values['lookup-only'] ?? false,
                    ...(deadline === undefined ? {} : { deadlineMs: deadline }),
                }, signal);
                for (const w of result.warnings)
                    console.error(`warning: ${w}`);
                const what = result.outcome === 'miss'
                    ? `miss: no entry for ${result.keysTried.map((k) => JSON.stringify(k)).join(', ')}`
                    : `${result.outcome} hit: ${JSON.stringify(result.matchedKey)} in scope ${JSON.stringify(result.matchedScope)}, ${format_formatCount(result.files)} files (${format_formatSize(result.bytes)}), ${format_formatCount(result.unchangedFiles)} unchanged, downloaded ${format_formatSize(result.bytesDownloaded ?? 0)}`;
                print(result, `${cache_command_phaseTable(result.phases)}\n\n${what}`);
                return 0;
            }
            if (action === 'ls') {
                const entries = await listCacheEntries(session, store, values['key-prefix'], signal);
                const now = Date.now();
                const lines = entries.map((e) => `${new Date(e.lastModifiedMs).toISOString()}  ${format_formatSeconds((now - e.lastModifiedMs) / 1000).padStart(9)} ago  ${(e.files === undefined ? '?' : format_formatCount(e.files)).padStart(8)} files  ${(e.bytes === undefined ? '?' : format_formatSize(e.bytes)).padStart(10)}  scope ${JSON.stringify(e.scope)}  key ${JSON.stringify(e.key)}`);
                print({ entries }, lines.length ? lines.join('\n') : 'no cache entries');
                return 0;
            }
            const olderThanMs = parseDuration('--older-than', required('--older-than', values['older-than'], DURATION_FORM));
            const graceMs = values.grace === undefined ? undefined : parseDuration('--grace', values.grace);
            const result = await pruneCache(session, store, { olderThanMs, ...(graceMs === undefined ? {} : { graceMs }) }, signal);
            for (const w of result.warnings)
                console.error(`warning: ${w}`);
            print(result, `pruned ${result.manifestsDeleted} entr(ies) (${result.manifestsKept} kept) and ${result.objectsDeleted} pack(s) or blob(s) (${format_formatSize(result.bytesDeleted)}; ${result.objectsKept} kept)`);
            return 0;
        });
    }
    finally {
        session.close();
    }
}

;// CONCATENATED MODULE: ./build/cli/cli-failure.js



/**
 * Exit codes, as the aws-cli's where it has one: 1 some objects failed (the others went
 * through), 2 bad usage, 130 and 143 stopped by SIGINT and SIGTERM (128 + the signal), 255 the
 * run itself failed (an S3 error, a missing folder).
 */
const EXIT = {
    ok: 0,
    objectsFailed: 1,
    usage: 2,
    failed: 255,
};
/** What the CLI says about an error that ended a command: one line, a stack only with --debug. */
function describeCliFailure(error, stoppedBy, debug) {
    const lines = [];
    let code = EXIT.failed;
    if (stoppedBy || error instanceof InterruptedError) {
        const by = stoppedBy ?? error;
        code = by.exitCode;
        lines.push(`s3-sync: ${by.message}; no partial file was kept, run the command again to finish`);
    }
    else if (isUsageError(error)) {
        code = EXIT.usage;
        lines.push(`s3-sync: ${error.message}; see s3-sync help`);
    }
    else if (error instanceof TransferError) {
        code = EXIT.objectsFailed;
        const n = error.failures.length;
        lines.push(`s3-sync: ${n} object${n === 1 ? '' : 's'} failed (the others went through); fix what the lines below say, then run the command again to retry them`);
        for (const f of error.failures)
            lines.push(`failed: ${JSON.stringify(f.key)}: ${f.error.message}`);
    }
    else if (error instanceof Error) {
        // An S3Error carries its hint (what to do); other errors are ours, worded for the user.
        lines.push(`s3-sync: ${error.message}`);
    }
    else {
        lines.push(`s3-sync: ${String(error)}`);
    }
    if (debug && error instanceof Error && error.stack)
        lines.push(...error.stack.split('\n'));
    return { code, lines: lines.map(oneLogLine) };
}
function isUsageError(error) {
    return (error instanceof InputError ||
        error?.code?.startsWith('ERR_PARSE_ARGS') === true);
}

;// CONCATENATED MODULE: ./build/endpoint.js



/** An S3 URL or a local path; a relative path is taken from `baseDir` (GITHUB_WORKSPACE or cwd). */
function parseEndpoint(input, value, baseDir) {
    const trimmed = value.trim();
    if (trimmed === '')
        throw new InputError(input, value, 'an S3 URL (s3://bucket/prefix) or a path');
    if (isS3Url(trimmed))
        return { kind: 's3', location: parseS3Url(trimmed, input) };
    // 's3:/bucket' or 's3:bucket' is a mistyped URL, not a folder named 's3:' in the workspace.
    if (/^s3:/i.test(trimmed)) {
        throw new InputError(input, value, 'an S3 URL with two slashes (s3://bucket/prefix) or a path');
    }
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) {
        throw new InputError(input, value, 'an S3 URL (s3://bucket/prefix) or a path');
    }
    return { kind: 'local', path: external_node_path_.resolve(baseDir, trimmed) };
}
/** At least one side must be in S3: local to local is a job for cp, not for us. */
function checkEndpoints(source, destination, names = ['source', 'destination']) {
    if (source.kind === 'local' && destination.kind === 'local') {
        throw new InputError(`${names[0]}' and '${names[1]}`, `${source.path} -> ${destination.path}`, 'at least one S3 URL (s3://bucket/prefix): two local paths is not a transfer this action makes');
    }
}

;// CONCATENATED MODULE: ./build/sync/key-range.js

const WHOLE_RANGE = { startAfter: '', endAt: undefined };
function isWholeRange(range) {
    return range === undefined || (range.startAfter === '' && range.endAt === undefined);
}
/** Whether a relative key lies inside the range. */
function inKeyRange(rel, range) {
    if (range.startAfter !== '' && key_order_compareKeys(rel, range.startAfter) <= 0)
        return false;
    return range.endAt === undefined || key_order_compareKeys(rel, range.endAt) <= 0;
}
/** Whether a relative key lies past the range's end: a sorted listing can stop there. */
function pastKeyRange(rel, range) {
    return range.endAt !== undefined && key_order_compareKeys(rel, range.endAt) > 0;
}
/**
 * Whether no key under a folder (`rel` ends in '/') can lie after `startAfter`: the folder sorts
 * before it and is not on its path, so each of its keys is below it at the same character.
 */
function folderBeforeRange(folderRel, range) {
    if (range === undefined || range.startAfter === '')
        return false;
    return !range.startAfter.startsWith(folderRel) && key_order_compareKeys(folderRel, range.startAfter) < 0;
}
/** The range in full keys under `prefix`, as the bucket lister takes it (StartAfter, endAt). */
function listBoundsOf(prefix, range) {
    if (range === undefined)
        return { startAfter: undefined, endAt: undefined };
    return {
        // '' is the beginning: StartAfter=prefix would leave out an object named exactly the prefix.
        startAfter: range.startAfter === '' ? undefined : prefix + range.startAfter,
        endAt: range.endAt === undefined ? undefined : prefix + range.endAt,
    };
}
/**
 * Keeps a sorted listing's entries inside the range, and stops reading once past its end (the
 * local walk has no StartAfter, so what lies before the range is read and dropped).
 */
async function* clipToRange(batches, range) {
    if (range === undefined || isWholeRange(range)) {
        yield* batches;
        return;
    }
    for await (const batch of batches) {
        const kept = batch.filter((entry) => inKeyRange(entry.rel, range));
        if (kept.length > 0)
            yield kept;
        const last = batch[batch.length - 1];
        if (last !== undefined && pastKeyRange(last.rel, range))
            return;
    }
}
/** The range as a log line or summary shows it: `("a", "b"]`, `(start, "b"]`, `("a", end)`. */
function key_range_describeKeyRange(range) {
    const from = range.startAfter === '' ? '(start' : `(${JSON.stringify(range.startAfter)}`;
    const to = range.endAt === undefined ? 'end)' : `${JSON.stringify(range.endAt)}]`;
    return `${from}, ${to}`;
}

;// CONCATENATED MODULE: ./build/sync/sync-request.js
const DEFAULT_CONCURRENCY = 64;
const MAX_CONCURRENCY = 512;
const MIN_PART_BYTES = 5 * 1024 * 1024;
const MAX_PART_BYTES = 5 * 1024 * 1024 * 1024;

;// CONCATENATED MODULE: ./build/options/parse-metadata.js

const METADATA_FORM = 'key=value pairs separated by commas, or a JSON object';
/** User metadata as the aws-cli's --metadata takes it: `k=v,k2=v2` or `{"k": "v"}`; blank is none. */
function parseMetadata(name, value) {
    const trimmed = value.trim();
    if (trimmed === '')
        return undefined;
    if (trimmed.startsWith('{')) {
        let parsed;
        try {
            parsed = JSON.parse(trimmed);
        }
        catch {
            throw new InputError(name, value, METADATA_FORM);
        }
        if (typeof parsed !== 'object' ||
            parsed === null ||
            Array.isArray(parsed) ||
            !Object.values(parsed).every((v) => typeof v === 'string'))
            throw new InputError(name, value, METADATA_FORM);
        return parsed;
    }
    const entries = trimmed.split(',').map((pair) => {
        const eq = pair.indexOf('=');
        if (eq <= 0)
            throw new InputError(name, value, METADATA_FORM);
        return [pair.slice(0, eq).trim(), pair.slice(eq + 1).trim()];
    });
    return Object.fromEntries(entries);
}

;// CONCATENATED MODULE: ./build/options/sync-options.js










const ENDPOINT_FORM = "an S3 URL such as 's3://bucket/prefix' or a path";
const bool = (text, name) => parseBoolean(name, text);
const sync_options_text = (value) => value.trim() || undefined;
/** Every option of a sync, for the action and the CLI alike. */
const SYNC_OPTIONS = {
    source: option_table_option({
        input: 'source',
        argument: 'SRC',
        kind: 'string',
        default: '',
        required: { accepts: ENDPOINT_FORM },
        description: 'Where to copy from: an S3 URL (s3://bucket/prefix) or a path (relative paths are taken from GITHUB_WORKSPACE).',
        parse: (value, name, context) => parseEndpoint(name, value, context.baseDir),
    }),
    destination: option_table_option({
        input: 'destination',
        argument: 'DST',
        kind: 'string',
        default: '',
        required: { accepts: ENDPOINT_FORM },
        description: 'Where to copy to: an S3 URL (s3://bucket/prefix) or a path (relative paths are taken from GITHUB_WORKSPACE). Two local paths is an error.',
        parse: (value, name, context) => parseEndpoint(name, value, context.baseDir),
    }),
    mode: option_table_option({
        input: 'mode',
        argument: 'the verb (sync or cp)',
        kind: 'string',
        default: 'sync',
        description: "'sync' copies what differs (as `aws s3 sync`); 'cp' copies everything (as `aws s3 cp --recursive`).",
        parse: (value, name) => parseChoice(name, value, ['sync', 'cp']),
    }),
    lister: option_table_option({
        input: 'bucket-lister',
        flag: 'bucket-lister',
        kind: 'string',
        default: 'threaded',
        description: "'threaded' lists in a worker thread and sends the next request as soon as the token is known; 'single' is the SDK paginator, one request at a time.",
        parse: (value, name) => parseChoice(name, value, LISTER_KINDS),
    }),
    listConcurrency: option_table_option({
        input: 'list-concurrency',
        flag: 'list-concurrency',
        kind: 'string',
        default: 'auto',
        description: "Key ranges the threaded lister lists at once: 'auto' adapts to the bucket (a bucket of under 1,000 keys costs one request), 1 is one chain of requests as the aws-cli makes.",
        parse: (value, name) => parseListConcurrency(name, value),
    }),
    delete: option_table_option({
        input: 'delete',
        flag: 'delete',
        kind: 'boolean',
        default: 'false',
        description: 'Delete destination files that the source does not have (sync mode only; excluded files are kept).',
        parse: bool,
    }),
    dryrun: option_table_option({
        input: 'dryrun',
        flag: 'dryrun',
        kind: 'boolean',
        default: 'false',
        description: 'Print what would be done, and change nothing.',
        parse: bool,
    }),
    sizeOnly: option_table_option({
        input: 'size-only',
        flag: 'size-only',
        kind: 'boolean',
        default: 'false',
        description: 'Compare sizes only, not timestamps, to decide what to sync.',
        parse: bool,
    }),
    exactTimestamps: option_table_option({
        input: 'exact-timestamps',
        flag: 'exact-timestamps',
        kind: 'boolean',
        default: 'false',
        description: 'When downloading, copy files whose timestamps differ from the objects at all, not only older ones.',
        parse: bool,
    }),
    startAfter: option_table_option({
        input: 'start-after',
        flag: 'start-after',
        kind: 'string',
        default: '',
        description: "One shard of a sync: only keys after this one, relative to the prefix (or folder) of both sides, in S3's byte order. Blank: from the first key. The shards action (`shards/action.yml`) or `s3-sync shards` cuts the ranges.",
        // Kept as given: a CLI flag may hold a key that starts or ends with a space (action inputs
        // come trimmed, which is why the plan never ends a range at such a key).
        parse: (value) => value,
    }),
    endAt: option_table_option({
        input: 'end-at',
        flag: 'end-at',
        kind: 'string',
        default: '',
        description: 'One shard of a sync: only keys up to and including this one, relative to the prefix (or folder). Blank: to the last key. `delete` deletes only inside the range.',
        parse: (value) => value,
    }),
    exclude: option_table_option({
        input: 'exclude',
        flag: 'exclude',
        kind: 'lines',
        default: '',
        description: 'Patterns to exclude, one per line (aws-cli syntax: *, ?, [seq]). Filters are applied in the order given: all excludes, then all includes.',
        parse: lines,
    }),
    include: option_table_option({
        input: 'include',
        flag: 'include',
        kind: 'lines',
        default: '',
        description: 'Patterns to include again after an exclude, one per line.',
        parse: lines,
    }),
    followSymlinks: option_table_option({
        input: 'follow-symlinks',
        flag: 'follow-symlinks',
        negatable: true,
        kind: 'boolean',
        default: 'true',
        description: 'Follow symbolic links when uploading (as the aws-cli does by default).',
        parse: bool,
    }),
    concurrency: option_table_option({
        input: 'concurrency',
        flag: 'concurrency',
        kind: 'string',
        default: '64',
        description: `Transfers in flight at once (1-${MAX_CONCURRENCY}).`,
        parse: (value, name) => parseInteger(name, value, 1, MAX_CONCURRENCY),
    }),
    pageSize: option_table_option({
        input: 'page-size',
        flag: 'page-size',
        kind: 'string',
        default: String(MAX_PAGE_SIZE),
        description: `Keys per ListObjectsV2 request (1-${MAX_PAGE_SIZE}).`,
        parse: (value, name) => parseInteger(name, value, 1, MAX_PAGE_SIZE),
    }),
    multipartThreshold: option_table_option({
        input: 'multipart-threshold',
        flag: 'multipart-threshold',
        kind: 'string',
        default: '8MB',
        description: "Objects at or above this size are uploaded in parts and downloaded with parallel ranged GETs (e.g. '8MB', '64MiB').",
        parse: (value, name) => parseByteSize(name, value, MIN_PART_BYTES, MAX_PART_BYTES),
    }),
    multipartChunksize: option_table_option({
        input: 'multipart-chunksize',
        flag: 'multipart-chunksize',
        kind: 'string',
        default: '8MB',
        description: 'The size of each part (5MiB to 5GiB).',
        parse: (value, name) => parseByteSize(name, value, MIN_PART_BYTES, MAX_PART_BYTES),
    }),
    storageClass: option_table_option({
        input: 'storage-class',
        flag: 'storage-class',
        kind: 'string',
        default: '',
        description: "Uploads and copies: the storage class (e.g. 'STANDARD_IA'), as the aws-cli's.",
        parse: sync_options_text,
    }),
    sse: option_table_option({
        input: 'sse',
        flag: 'sse',
        kind: 'string',
        default: '',
        description: "Uploads and copies: server-side encryption, 'AES256' or 'aws:kms'.",
        parse: sync_options_text,
    }),
    sseKmsKeyId: option_table_option({
        input: 'sse-kms-key-id',
        flag: 'sse-kms-key-id',
        kind: 'string',
        default: '',
        description: "Uploads and copies: the KMS key for sse 'aws:kms'.",
        parse: sync_options_text,
    }),
    acl: option_table_option({
        input: 'acl',
        flag: 'acl',
        kind: 'string',
        default: '',
        description: "Uploads and copies: a canned ACL (e.g. 'public-read').",
        parse: sync_options_text,
    }),
    cacheControl: option_table_option({
        input: 'cache-control',
        flag: 'cache-control',
        kind: 'string',
        default: '',
        description: 'Uploads and copies: the Cache-Control header stored with each object.',
        parse: sync_options_text,
    }),
    contentType: option_table_option({
        input: 'content-type',
        flag: 'content-type',
        kind: 'string',
        default: '',
        description: 'Uploads and copies: one Content-Type for every object. Default: guessed from the name.',
        parse: sync_options_text,
    }),
    metadata: option_table_option({
        input: 'metadata',
        flag: 'metadata',
        kind: 'string',
        default: '',
        description: 'Uploads and copies: user metadata, as key=value pairs separated by commas or a JSON object.',
        parse: (value, name) => parseMetadata(name, value),
    }),
    ...CONNECTION_OPTIONS,
};
/**
 * The one way from option values to a SyncRequest, for both front-ends: the checks between
 * options, the filters, the client settings (with the environment) and the object options.
 */
function syncRequestFrom(values, env, frontEnd, filters = actionFilterOrder(values)) {
    const name = (key) => optionName(SYNC_OPTIONS[key], frontEnd) ?? key;
    if (values.delete && values.mode === 'cp') {
        throw new InputError(name('delete'), 'true', frontEnd === 'action'
            ? "'false' when mode is 'cp' (delete works with mode 'sync')"
            : 'used with sync, not cp');
    }
    return {
        range: keyRangeFrom(values, name),
        source: values.source,
        destination: values.destination,
        mode: values.mode,
        lister: values.lister,
        listConcurrency: values.listConcurrency,
        delete: values.delete,
        dryrun: values.dryrun,
        sizeOnly: values.sizeOnly,
        exactTimestamps: values.exactTimestamps,
        filters,
        followSymlinks: values.followSymlinks,
        concurrency: values.concurrency,
        pageSize: values.pageSize,
        multipartThresholdBytes: values.multipartThreshold,
        multipartChunksizeBytes: values.multipartChunksize,
        client: clientSettingsFrom(values, env, frontEnd),
        objectOptions: {
            storageClass: values.storageClass,
            sse: values.sse,
            sseKmsKeyId: values.sseKmsKeyId,
            acl: values.acl,
            cacheControl: values.cacheControl,
            contentType: values.contentType,
            metadata: values.metadata,
        },
    };
}
/** start-after and end-at as a KeyRange; an end before the start names both options. */
function keyRangeFrom(values, name) {
    const range = { startAfter: values.startAfter, endAt: values.endAt || undefined };
    if (isWholeRange(range))
        return undefined;
    if (range.endAt !== undefined && key_order_compareKeys(range.endAt, range.startAfter) < 0) {
        throw new InputError(name('endAt'), range.endAt, `a key at or after ${name('startAfter')} (${JSON.stringify(range.startAfter)}) in S3's byte order`);
    }
    return range;
}
/** Both sides checked together; `names` are how the front-end calls them. */
function checkSyncEndpoints(values, names) {
    checkEndpoints(values.source, values.destination, names);
}
/**
 * The aws-cli applies filters in command-line order. The action has two inputs, so excludes go
 * first and an include can bring back part of what was excluded.
 */
function actionFilterOrder(values) {
    return [
        ...values.exclude.map((pattern) => ({ kind: 'exclude', pattern })),
        ...values.include.map((pattern) => ({ kind: 'include', pattern })),
    ];
}

;// CONCATENATED MODULE: ./build/cli/format-ls.js

/**
 * Lines in the aws-cli's `s3 ls --recursive` format: local date and time, the size right-aligned
 * in ten columns, then the key.
 */
class LsLineFormatter {
    // Listings come in bursts of the same second; format each second once.
    lastSecond = NaN;
    lastStamp = '';
    line(key, size, lastModifiedMs) {
        // Keys are untrusted: their control characters are shown escaped (see the README).
        return `${this.stamp(lastModifiedMs)} ${String(size).padStart(10)} ${oneLogLine(key)}\n`;
    }
    stamp(ms) {
        const second = Math.floor(ms / 1000);
        if (second !== this.lastSecond) {
            const d = new Date(second * 1000);
            const two = (n) => String(n).padStart(2, '0');
            this.lastStamp = `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
            this.lastSecond = second;
        }
        return this.lastStamp;
    }
}
function prefixLine(prefix) {
    return `${' '.repeat(27)}PRE ${oneLogLine(prefix)}\n`;
}
function summaryLines(objects, bytes, humanReadable) {
    return `\nTotal Objects: ${objects}\n   Total Size: ${humanReadable ? humanSize(bytes) : bytes}\n`;
}
/** The aws-cli's --human-readable sizes: 1.0 KiB, 3.5 MiB... */
function humanSize(bytes) {
    return format_formatSize(bytes, 'aws-cli');
}

;// CONCATENATED MODULE: ./build/cli/output.js

/** Writes to a stream and waits when it is full, so 100k lines never pile up in memory. */
async function writeOut(text, stream = process.stdout) {
    if (text === '')
        return;
    if (!stream.write(text))
        await (0,external_node_events_.once)(stream, 'drain');
}
/**
 * Collects lines and writes them in blocks: one write per object would cost more than the
 * transfer of a small object. Stdout to a file or pipe is synchronous in Node on Linux.
 */
class LineBuffer {
    stream;
    blockChars;
    text = '';
    constructor(stream = process.stdout, blockChars = 16 * 1024) {
        this.stream = stream;
        this.blockChars = blockChars;
    }
    push(line) {
        this.text += `${line}\n`;
        if (this.text.length >= this.blockChars)
            this.flush();
    }
    flush() {
        if (this.text === '')
            return;
        this.stream.write(this.text);
        this.text = '';
    }
}
/**
 * JSON for one output line. JSON.stringify escapes C0 controls but leaves DEL, the C1 controls
 * (NEL, U+0085, ends a line for some readers) and U+2028/2029 as they are: escaped here too,
 * which JSON allows anywhere in a string, so the line stays valid JSON and one line.
 */
function safeJson(value) {
    return JSON.stringify(value).replace(/[\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

;// CONCATENATED MODULE: ./build/cli/ls-command.js














const LS_USAGE = `usage: s3-sync ls [s3://bucket[/prefix]] [--recursive] [--bucket-lister single|threaded] [--list-concurrency auto|N]
                  [--page-size N] [--summarize] [--human-readable] [--report json]
                  [--endpoint-url URL] [--region R] [--force-path-style true|false]`;
/** `ls` lists as sync does, with the same listing and connection options. */
const LS_OPTIONS = {
    lister: SYNC_OPTIONS.lister,
    listConcurrency: SYNC_OPTIONS.listConcurrency,
    pageSize: SYNC_OPTIONS.pageSize,
    ...CONNECTION_OPTIONS,
    recursive: cliFlag('recursive', 'List every key under the prefix, not one level.'),
    summarize: cliFlag('summarize', 'End with the number of objects and their total size.'),
    humanReadable: cliFlag('human-readable', 'Sizes in KiB, MiB, GiB.'),
    report: option_table_option({
        flag: 'report',
        kind: 'string',
        default: '',
        description: "Print the listing's report on stderr: 'json'.",
        parse: (text, name) => text.trim() === '' ? undefined : parseChoice(name, text, ['json']),
    }),
};
/** `s3-sync ls`, with the aws-cli's output: buckets, one level with PRE lines, or --recursive. */
async function lsCommand(args, signal) {
    const { values: flags, positionals } = (0,external_node_util_.parseArgs)({
        args,
        allowPositionals: true,
        options: { ...parseArgsOptions(LS_OPTIONS), recursive: { type: 'boolean', short: 'r' } },
    });
    if (positionals.length > 1)
        throw new InputError('ls', positionals.join(' '), 'at most one S3 URL');
    const values = readCliOptions(LS_OPTIONS, flags, { baseDir: process.cwd() });
    const client = { ...clientSettingsFrom(values, process.env, 'cli'), maxSockets: 4 };
    const { report, lister, pageSize } = values;
    if (positionals.length === 0)
        return listBuckets(client);
    const location = parseS3Url(positionals[0], 'ls');
    const format = new LsLineFormatter();
    let objects = 0;
    let bytes = 0;
    if (values.recursive) {
        const listing = listObjects({
            client,
            bucket: location.bucket,
            prefix: location.prefix,
            lister,
            pageSize,
            listConcurrency: values.listConcurrency,
            signal,
        });
        for await (const batch of listing) {
            let text = '';
            for (const entry of batch) {
                text += format.line(entry.key, entry.size, entry.lastModifiedMs);
                bytes += entry.size;
            }
            objects += batch.length;
            await writeOut(text);
        }
        if (report) {
            const s = listing.stats;
            const seconds = ((s.finishedAtMs ?? Date.now()) - s.startedAtMs) / 1000;
            process.stderr.write(`${JSON.stringify({
                lister: s.lister,
                objects: s.objects,
                pages: s.pages,
                retries: s.retries,
                bytes: s.bytes,
                ranges: s.ranges,
                splits: s.splits,
                wastedPages: s.wastedPages,
                maxInFlight: s.maxInFlight,
                workerUtilization: s.workerUtilization === undefined
                    ? undefined
                    : Math.round(s.workerUtilization * 1000) / 1000,
                seconds,
                firstPageSeconds: (s.firstPageMs ?? 0) / 1000,
                keysPerSecond: seconds > 0 ? Math.round(s.objects / seconds) : 0,
            })}\n`);
        }
    }
    else {
        ({ objects, bytes } = await listOneLevel(client, location, pageSize, format));
    }
    if (values.summarize)
        await writeOut(summaryLines(objects, bytes, values.humanReadable));
    return 0;
}
/** Without --recursive the aws-cli shows one level: common prefixes as PRE lines, then objects. */
async function listOneLevel(settings, location, pageSize, format) {
    const connection = createS3Connection(settings);
    let objects = 0;
    let bytes = 0;
    try {
        const pages = (0,dist_cjs/* paginateListObjectsV2 */.OqA)({ client: connection.client, pageSize }, {
            Bucket: location.bucket,
            Prefix: location.prefix || undefined,
            Delimiter: '/',
            EncodingType: 'url',
        });
        for await (const page of pages) {
            const decode = (s) => page.EncodingType === 'url' ? decode_key_decodeUrlEncodedKey(s ?? '') : (s ?? '');
            let text = '';
            for (const p of page.CommonPrefixes ?? [])
                text += prefixLine(decode(p.Prefix).slice(location.prefix.lastIndexOf('/') + 1));
            for (const o of page.Contents ?? []) {
                const key = decode(o.Key);
                text += format.line(key.slice(location.prefix.lastIndexOf('/') + 1), o.Size ?? 0, o.LastModified?.getTime() ?? 0);
                objects++;
                bytes += o.Size ?? 0;
            }
            await writeOut(text);
        }
    }
    catch (error) {
        throw s3FailureFromSdk(error, 'ListObjectsV2', location.bucket, location.prefix || undefined);
    }
    finally {
        connection.close();
    }
    return { objects, bytes };
}
async function listBuckets(settings) {
    const connection = createS3Connection(settings);
    try {
        const result = await connection.client.send(new dist_cjs/* ListBucketsCommand */.$Lo({}));
        const format = new LsLineFormatter();
        let text = '';
        for (const b of result.Buckets ?? []) {
            text += format.line(b.Name ?? '', 0, b.CreationDate?.getTime() ?? 0).replace(/ +0 /, ' ');
        }
        await writeOut(text);
        return 0;
    }
    catch (error) {
        throw s3FailureFromSdk(error, 'ListBuckets', '*');
    }
    finally {
        connection.close();
    }
}

;// CONCATENATED MODULE: ./build/sync/shard-cutter.js

const SHARD_MEASURES = ['objects', 'bytes'];
/** A GitHub Actions matrix runs at most 256 jobs. */
const MAX_SHARDS = 256;
/**
 * Memory is bounded by this many checkpoints, not by the source: up to it, every key is one
 * and the cut is exact; past it, every other one is dropped and the spacing doubles, so a range
 * is off its share by at most 2 / MAX_CHECKPOINTS of the source.
 */
const MAX_CHECKPOINTS = 1 << 16;
/**
 * The action reads inputs trimmed (core.getInput), and a blank one is the default: a boundary
 * that starts or ends with white space would reach the sync as another key, so it is never one.
 */
function isSafeBoundary(key) {
    return key !== '' && key === key.trim();
}
/**
 * Cuts a sorted stream of keys into ranges of about equal count (or size), holding a bounded
 * sample of the keys. Feed it every key in S3's order, then `cut`.
 */
class ShardCutter {
    checkpoints = [];
    step = 1;
    last;
    objects = 0;
    bytes = 0;
    add(key, size) {
        if (this.last !== undefined && key_order_compareKeys(key, this.last) <= 0)
            throw new Error(`keys must come in S3's order: ${JSON.stringify(key)} after ${JSON.stringify(this.last)}`);
        this.last = key;
        this.objects++;
        this.bytes += size;
        if (this.objects % this.step !== 0 || !isSafeBoundary(key))
            return;
        this.checkpoints.push({ key, objects: this.objects, bytes: this.bytes });
        if (this.checkpoints.length >= MAX_CHECKPOINTS) {
            this.step *= 2;
            this.checkpoints = this.checkpoints.filter((c) => c.objects % this.step === 0);
        }
    }
    /**
     * At most `count` ranges that cover every key once: the first from the beginning, the last
     * open-ended. Never a range empty at the time of the cut, so a source of fewer keys than
     * `count` gets one range per key, and an empty source one range over everything.
     */
    cut(count, by = 'objects') {
        if (!Number.isInteger(count) || count < 1)
            throw new RangeError(`count ${count}`);
        // Bytes of nothing but empty objects cannot be shared out: fall back to counting them.
        const useBytes = by === 'bytes' && this.bytes > 0;
        const measure = (c) => (useBytes ? c.bytes : c.objects);
        const total = useBytes ? this.bytes : this.objects;
        const ends = [];
        let from = 0;
        for (let i = 1; i < count; i++) {
            const at = firstReaching(this.checkpoints, measure, (total * i) / count, from);
            // The last key ends no range: the open-ended last range would be empty.
            if (at >= this.checkpoints.length || this.checkpoints[at].objects >= this.objects)
                break;
            ends.push(this.checkpoints[at]);
            from = at + 1;
        }
        const shards = [];
        let before = { key: '', objects: 0, bytes: 0 };
        for (const end of [...ends, undefined]) {
            shards.push({
                shard: shards.length + 1,
                startAfter: before.key,
                endAt: end?.key,
                objects: (end?.objects ?? this.objects) - before.objects,
                bytes: (end?.bytes ?? this.bytes) - before.bytes,
            });
            if (end)
                before = end;
        }
        return shards;
    }
}
/** The first checkpoint at or after `from` whose running total reaches `target`. */
function firstReaching(checkpoints, measure, target, from) {
    let low = from;
    let high = checkpoints.length;
    while (low < high) {
        const mid = (low + high) >>> 1;
        if (measure(checkpoints[mid]) >= target)
            high = mid;
        else
            low = mid + 1;
    }
    return low;
}

;// CONCATENATED MODULE: ./build/options/shards-options.js






/**
 * The plan step of a sharded sync (issue 15), for the shards action and `s3-sync shards`: the
 * source is listed as the sync lists it, with the sync's own listing and connection options.
 */
const SHARDS_OPTIONS = {
    source: option_table_option({
        ...SYNC_OPTIONS.source,
        description: "What the syncs will copy from: an S3 URL (s3://bucket/prefix) or, for uploads, a path (relative paths are taken from GITHUB_WORKSPACE). Use the syncs' own `source`.",
        parse: (value, name, context) => parseEndpoint(name, value, context.baseDir),
    }),
    count: option_table_option({
        input: 'count',
        flag: 'count',
        kind: 'string',
        default: '',
        required: { accepts: `an integer from 1 to ${MAX_SHARDS} (the matrix's jobs)` },
        description: `How many key ranges to cut (1-${MAX_SHARDS}, a matrix's limit): one per sync job. Fewer come out when the source has fewer keys.`,
        parse: (value, name) => parseInteger(name, value, 1, MAX_SHARDS),
    }),
    by: option_table_option({
        input: 'by',
        flag: 'by',
        kind: 'string',
        default: 'objects',
        description: "'objects': ranges of about equal object count (small objects: the per-request cost dominates); 'bytes': of about equal size.",
        parse: (value, name) => parseChoice(name, value, SHARD_MEASURES),
    }),
    exclude: option_table_option({
        ...SYNC_OPTIONS.exclude,
        description: "The syncs' own `exclude` patterns: the plan balances the ranges over the keys the syncs will copy, not over keys they skip.",
    }),
    include: option_table_option({
        ...SYNC_OPTIONS.include,
        description: "The syncs' own `include` patterns (after the excludes, as in the sync).",
    }),
    lister: SYNC_OPTIONS.lister,
    listConcurrency: SYNC_OPTIONS.listConcurrency,
    pageSize: SYNC_OPTIONS.pageSize,
    followSymlinks: SYNC_OPTIONS.followSymlinks,
    ...CONNECTION_OPTIONS,
};
function shardPlanRequestFrom(values, env, frontEnd, filters = actionFilterOrder(values)) {
    return {
        filters,
        source: values.source,
        count: values.count,
        by: values.by,
        lister: values.lister,
        listConcurrency: values.listConcurrency,
        pageSize: values.pageSize,
        followSymlinks: values.followSymlinks,
        client: clientSettingsFrom(values, env, frontEnd),
    };
}

;// CONCATENATED MODULE: ./build/report/format-faults.js

const NONE = {
    stalls: 0,
    hedges: 0,
    hedgeWins: 0,
    leftoversRemoved: 0,
    leftoverBytesRemoved: 0,
};
/**
 * One sentence on the faults a run rode out (stalled requests sent again, hedged GETs, leftovers
 * of dead runs removed), or '' when there were none: plain text, for the CLI and the summary.
 */
function format_faults_formatFaults(counts) {
    const c = { ...NONE, ...counts };
    const parts = [];
    if (c.stalls > 0)
        parts.push(`${format_formatCount(c.stalls)} stalled requests abandoned and sent again`);
    if (c.hedges > 0)
        parts.push(`${format_formatCount(c.hedges)} slow GETs hedged (${format_formatCount(c.hedgeWins)} hedges won)`);
    if (c.leftoversRemoved > 0)
        parts.push(`${format_formatCount(c.leftoversRemoved)} temporary files of dead runs removed (${format_formatSize(c.leftoverBytesRemoved)})`);
    return parts.length ? `Faults: ${parts.join('; ')}.` : '';
}

;// CONCATENATED MODULE: ./build/job-progress.js

const MAX_SAMPLES = 120;
const FIRST_SAMPLE_EVERY_MS = 250;
class JobProgress {
    phases;
    values;
    samples = [];
    sampleEveryMs = FIRST_SAMPLE_EVERY_MS;
    finishedAtMs;
    constructor(phases, counters, clock = Date.now) {
        this.phases = new PhaseCollector(phases, clock);
        this.values = Object.fromEntries(counters.map((name) => [name, 0]));
    }
    count(name, n = 1) {
        this.values[name] += n;
    }
    /** Sets a counter outright: for totals known only at the end (failures). */
    set(name, value) {
        this.values[name] = value;
    }
    /** A copy of the counters. */
    counts() {
        return { ...this.values };
    }
    /**
     * Records a point of the timeline; keeps at most MAX_SAMPLES by halving the resolution.
     * `force` records it however close to the last one: the final point must show the final counts.
     */
    sample(force = false) {
        const tMs = this.phases.nowMs();
        const last = this.samples[this.samples.length - 1];
        if (!force && last && tMs - last.tMs < this.sampleEveryMs)
            return;
        this.samples.push({ tMs, counts: this.counts() });
        if (this.samples.length > MAX_SAMPLES) {
            this.samples = this.samples.filter((_, i) => i % 2 === 0);
            this.sampleEveryMs *= 2;
        }
    }
    timeline() {
        return this.samples;
    }
    /** Takes the last sample and stops the clock of phases still running. */
    finish() {
        this.sample(true);
        this.finishedAtMs ??= this.phases.nowMs();
    }
    /** Milliseconds from the start to the finish (or to now, while the job runs). */
    elapsedMs() {
        return this.finishedAtMs ?? this.phases.nowMs();
    }
}

;// CONCATENATED MODULE: ./build/sync/sync-progress.js

/** Sync's phases, in the order the report shows them; the names are the step outputs' stems. */
const sync_progress_SyncPhase = {
    ListSource: 'list-source',
    ListDestination: 'list-destination',
    Plan: 'plan',
    Transfer: 'transfer',
};
const SYNC_PHASES = [
    { name: sync_progress_SyncPhase.ListSource, label: 'List source' },
    { name: sync_progress_SyncPhase.ListDestination, label: 'List destination' },
    // Planning runs as long as the source listing feeds it; its objects are the paths it decided.
    { name: sync_progress_SyncPhase.Plan, label: 'Plan (paths compared)' },
    { name: sync_progress_SyncPhase.Transfer, label: 'Transfer' },
];
const SYNC_COUNTERS = [
    'listed',
    'transferred',
    'skipped',
    'deleted',
    'failed',
    'bytesTransferred',
    // Faults ridden out (src/s3/stall-watch.ts, src/transfer/temp-files.ts): see formatFaults.
    'stalls',
    'hedges',
    'hedgeWins',
    'leftoversRemoved',
    'leftoverBytesRemoved',
];
function newSyncProgress(clock) {
    return new JobProgress(SYNC_PHASES, SYNC_COUNTERS, clock);
}
/**
 * Counts what a listing yields into its phase, and closes the phase at the end. The time each
 * batch waits to be taken is recorded as the phase's wait: a listing held back by a full transfer
 * queue must not read as a slow listing.
 */
async function* countedPhase(batches, progress, phase, onBatch) {
    const phases = progress.phases;
    phases.begin(phase);
    for await (const batch of batches) {
        let bytes = 0;
        for (const e of batch)
            bytes += e.size;
        phases.add(phase, batch.length, bytes);
        onBatch?.(batch.length);
        const offeredMs = phases.nowMs();
        yield batch;
        phases.waited(phase, phases.nowMs() - offeredMs);
    }
    phases.end(phase);
}

;// CONCATENATED MODULE: ./build/report/job-summary.js






/** The runner refuses a step summary over 1 MiB; stay well under it. */
const MAX_SUMMARY_BYTES = (/* unused pure expression or super */ null && (1024 * 1024 - 16 * 1024));
const MAX_KEY_CHARS = 200;
const MAX_ERROR_CHARS = 2000;
const MAX_FAILURE_ROWS = 50;
const SYNC_TIMELINE_LINES = [
    { counter: 'listed', label: 'listed', color: '#0969da', colorName: 'blue' },
    { counter: 'transferred', label: 'transferred', color: '#cf222e', colorName: 'red' },
];
const PHASE_NOTE = '_Held back_: time a phase waited for the next one to take its work (a listing waits while the transfer queue is full); rates leave it out. _Plan_ counts the paths it compared and decided on.';
/** S3 keys are untrusted: escape them so a key cannot inject HTML or markdown. */
function job_summary_escapeHtml(text) {
    return text
        .replace(/[&<>"'`|\\*_[\]]/g, (c) => `&#${c.charCodeAt(0)};`)
        .replace(/\r\n|\r|\n/g, '&#10;');
}
/** Cuts at a character boundary: half a surrogate pair would show as U+FFFD. */
function truncate(text, maxChars = MAX_KEY_CHARS) {
    if (text.length <= maxChars)
        return text;
    const end = /[\uD800-\uDBFF]/.test(text[maxChars - 1]) ? maxChars - 1 : maxChars;
    return `${text.slice(0, end)}…`;
}
/** The first `maxBytes` of UTF-8 text, never ending in half a character. */
function cutToBytes(text, maxBytes) {
    const bytes = Buffer.from(text);
    if (bytes.length <= maxBytes)
        return text;
    return bytes
        .subarray(0, maxBytes)
        .toString('utf8')
        .replace(/\uFFFD$/, '');
}
/** The job summary as markdown: what ran, timings per phase, charts, failures. */
function renderJobSummary(report, error) {
    const lines = [
        `## S3 sync ${error ? '❌ failed' : report.dryrun ? '(dry run)' : '✅'}`,
        '',
        '| source | destination | mode | lister |',
        '|---|---|---|---|',
        // <code>, not backticks: a code span would show the escapes literally (`my&#95;repo`).
        `| <code>${job_summary_escapeHtml(report.source)}</code> | <code>${job_summary_escapeHtml(report.destination)}</code> | ${report.mode} (${report.direction}) | ${job_summary_escapeHtml(report.lister)} |`,
        '',
        `**${formatCount(report.counts.transferred)}** transferred (${formatSize(report.counts.bytesTransferred)}), ${formatCount(report.counts.skipped)} unchanged, ${formatCount(report.counts.deleted)} deleted, ${formatCount(report.counts.failed)} failed, out of ${formatCount(report.counts.listed)} listed, in **${formatSeconds(report.totalSeconds)}**. First transfer after ${formatSeconds(report.firstTransferSeconds)}; listing and transfers overlapped for ${formatSeconds(report.overlapSeconds)}. ${formatFaults(report.counts)}`.trimEnd(),
        '',
        ...(report.range
            ? [
                `Key range (one shard of a sharded sync): <code>${job_summary_escapeHtml(truncate(describeKeyRange(report.range), 2 * MAX_KEY_CHARS))}</code>`,
                '',
            ]
            : []),
        ...phaseTable(report.phases),
        '',
        PHASE_NOTE,
        '',
    ];
    if (report.listing) {
        lines.push(`Source listing: ${formatCount(report.listing.pages)} pages in ${formatCount(report.listing.ranges)} key ranges (${formatCount(report.listing.splits)} splits, up to ${formatCount(report.listing.maxInFlight)} requests in flight, ${formatCount(report.listing.wastedPages)} pages wasted at range ends), first page after ${formatSeconds(report.listing.firstPageSeconds)}, ${report.listing.retries} retried requests.`, '');
    }
    if (report.largeTransfers)
        lines.push(describeLargeTransfers(report.largeTransfers), '');
    // Planning spans the whole source listing: its bar would only repeat that one.
    lines.push(ganttChart(report.phases, [SyncPhase.Plan]), timelineChart(report.timeline, SYNC_TIMELINE_LINES));
    if (error)
        lines.push(`**Error:** ${job_summary_escapeHtml(truncate(error.message.split('\n')[0] ?? '', MAX_ERROR_CHARS))}`, '');
    if (report.failures.length > 0) {
        lines.push(`### Failures (${formatCount(report.counts.failed)})`, '', '| key | error |', '|---|---|');
        for (const f of report.failures.slice(0, MAX_FAILURE_ROWS)) {
            lines.push(`| <code>${job_summary_escapeHtml(truncate(f.key))}</code> | ${job_summary_escapeHtml(truncate(f.message))} |`);
        }
        if (report.counts.failed > MAX_FAILURE_ROWS)
            lines.push('', `… and ${formatCount(report.counts.failed - MAX_FAILURE_ROWS)} more (see the step log).`);
        lines.push('');
    }
    let text = lines.join('\n');
    if (Buffer.byteLength(text) > MAX_SUMMARY_BYTES) {
        // Counted in bytes, as the runner counts: a slice of UTF-16 units could still be over.
        text = `${cutToBytes(text, MAX_SUMMARY_BYTES / 2)}\n\n_The summary was cut short to stay under the runner's 1 MiB limit._\n`;
    }
    return text;
}

;// CONCATENATED MODULE: ./build/report/text-table.js
/** Rows as aligned plain-text columns: the columns in `left` padded right, the others left. */
function textTable(rows, left) {
    const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
    return rows
        .map((r) => r
        .map((cell, i) => (left.includes(i) ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
        .join('  '))
        .join('\n');
}

;// CONCATENATED MODULE: ./build/report/shard-report.js




/**
 * The plan as `strategy.matrix` takes it from `fromJSON(...)`: one `include` entry per range,
 * named as the sync's inputs, so a job passes `matrix.start-after` and `matrix.end-at` on.
 */
function shardMatrix(plan) {
    return {
        include: plan.shards.map((s) => ({
            shard: s.shard,
            'start-after': s.startAfter,
            'end-at': s.endAt ?? '',
        })),
    };
}
function headline(plan) {
    return `${format_formatCount(plan.shards.length)} key ranges (asked for ${format_formatCount(plan.count)}, by ${plan.by}) over ${format_formatCount(plan.objects)} objects (${format_formatSize(plan.bytes)}), listed in ${format_formatSeconds(plan.seconds)}`;
}
/** The ranges as a terminal table; keys quoted (JSON.stringify), so none can forge a line. */
function renderShardTable(plan) {
    const rows = [['shard', 'range', 'objects', 'bytes']];
    for (const s of plan.shards)
        rows.push([String(s.shard), key_range_describeKeyRange(s), format_formatCount(s.objects), format_formatSize(s.bytes)]);
    const table = textTable(rows, [1]);
    return `${table}\n${headline(plan)}\n`;
}
const shard_report_MAX_KEY_CHARS = 200;
/** The ranges for the job summary: keys HTML-escaped, long ones cut. */
function renderShardSummary(plan, source) {
    // By code points: half a surrogate pair would show as U+FFFD.
    const cut = (text) => {
        const chars = [...text];
        return chars.length > shard_report_MAX_KEY_CHARS ? `${chars.slice(0, shard_report_MAX_KEY_CHARS).join('')}…` : text;
    };
    const key = (text, open) => text === undefined || text === '' ? `_${open}_` : `<code>${escapeHtml(cut(text))}</code>`;
    const lines = [
        `## S3 sync shards of <code>${escapeHtml(source)}</code>`,
        '',
        `${headline(plan)}. Each range is (start-after, end-at], keys relative to the prefix, in S3's byte order; the last is open-ended.`,
        '',
        '| shard | start-after | end-at | objects | bytes |',
        '|---:|---|---|---:|---:|',
        ...plan.shards.map((s) => `| ${s.shard} | ${key(s.startAfter, 'the beginning')} | ${key(s.endAt, 'the end')} | ${formatCount(s.objects)} | ${formatSize(s.bytes)} |`),
        '',
    ];
    return lines.join('\n');
}

;// CONCATENATED MODULE: ./build/sync/filters.js
/**
 * The aws-cli's `--exclude` / `--include` rules.
 *
 * Semantics follow awscli/customizations/s3/filters.py: every path starts included, the rules
 * are tried in the order given, and the last one that matches decides. Patterns use Python's
 * `fnmatch` syntax, matched against the whole path relative to the source root:
 * - `*` matches any run of characters, `/` included (so `*.txt` matches `a/b/c.txt`);
 * - `?` matches exactly one character (one code point, as Python's `str` counts);
 * - `[seq]` / `[!seq]` match one character in / not in the set, with `a-z` ranges;
 * - everything else, backslash included, is literal: fnmatch has no escape character.
 * fnmatch never rejects a pattern: a `[` without its `]` is a literal `[`, so we do the same
 * rather than raise an error the aws-cli would not.
 *
 * Two deliberate differences. Matching is case-sensitive everywhere (the aws-cli's fnmatch
 * folds case on Windows only). And `--include a/b/*.txt` does not also include the paths `a/b`
 * and `a`: the aws-cli adds those so that its walk enters the parent folders, but as a side
 * effect it includes a FILE named exactly `a`; we filter files only, so we do not need it.
 */
/** Compiles the rules once; the returned function is called for every listed path. */
function createFilter(rules) {
    if (rules.length === 0)
        return () => true;
    // Walking the rules backwards lets the first hit decide, which is the same as "last match wins".
    const compiled = rules
        .map((rule) => ({ include: rule.kind === 'include', re: globToRegExp(rule.pattern) }))
        .reverse();
    return (relativePath) => {
        for (const rule of compiled) {
            if (rule.re.test(relativePath))
                return rule.include;
        }
        return true;
    };
}
const STAR = { star: true };
/**
 * Translates an fnmatch pattern into an anchored RegExp with the same meaning.
 *
 * Each `*` between two literal runs becomes `(?=(?<gN>.*?RUN))\k<gN>`: a lookahead is atomic in
 * JavaScript, so the engine cannot backtrack into it. Python's fnmatch does the same
 * (`(?>.*?RUN)`) so that a pattern such as `*a*a*a*a*b` stays linear on a long, hostile key
 * instead of backtracking polynomially.
 */
function globToRegExp(pattern) {
    const tokens = tokenize(pattern);
    let out = '';
    let i = 0;
    while (i < tokens.length && !tokens[i].star)
        out += source(tokens[i++]);
    let group = 0;
    while (i < tokens.length) {
        i++; // the star
        let run = '';
        while (i < tokens.length && !tokens[i].star)
            run += source(tokens[i++]);
        if (i === tokens.length) {
            // The last star can be greedy: it is anchored by the end of the string.
            out += `.*${run}`;
        }
        else {
            group++;
            out += `(?=(?<g${group}>.*?${run}))\\k<g${group}>`;
        }
    }
    // `s`: `*` and `?` match newlines too, as in fnmatch's (?s:...). `u`: one `?` per code point.
    return new RegExp(`^(?:${out})$`, 'su');
}
function source(token) {
    return token.star ? '.*' : token.source;
}
function tokenize(pattern) {
    const chars = Array.from(pattern); // code points, so a surrogate pair is one character
    const tokens = [];
    let i = 0;
    while (i < chars.length) {
        const c = chars[i++];
        if (c === '*') {
            // Consecutive stars mean the same as one; collapsing them keeps the regex small.
            if (tokens.at(-1) !== STAR)
                tokens.push(STAR);
        }
        else if (c === '?') {
            tokens.push({ star: false, source: '.' });
        }
        else if (c === '[') {
            const set = parseSet(chars, i);
            if (set === undefined) {
                tokens.push({ star: false, source: '\\[' });
            }
            else {
                tokens.push({ star: false, source: set.source });
                i = set.next;
            }
        }
        else {
            tokens.push({ star: false, source: escapeLiteral(c) });
        }
    }
    return tokens;
}
/**
 * Parses a bracket expression whose `[` sits just before `start`. Returns undefined when there
 * is no closing `]`, in which case fnmatch treats the `[` as a literal character.
 */
function parseSet(chars, start) {
    let j = start;
    const negated = chars[j] === '!';
    if (negated)
        j++;
    // A `]` first in the set is a member, not the end.
    if (chars[j] === ']')
        j++;
    while (j < chars.length && chars[j] !== ']')
        j++;
    if (j >= chars.length)
        return undefined;
    const body = chars.slice(negated ? start + 1 : start, j);
    const members = [];
    let k = 0;
    while (k < body.length) {
        const lo = body[k];
        const hi = body[k + 2];
        if (body[k + 1] === '-' && hi !== undefined) {
            // fnmatch drops a reversed range such as `z-a` instead of failing to compile.
            if (lo.codePointAt(0) <= hi.codePointAt(0)) {
                members.push(`${escapeInSet(lo)}-${escapeInSet(hi)}`);
            }
            k += 3;
        }
        else {
            members.push(escapeInSet(lo));
            k++;
        }
    }
    const next = j + 1;
    if (members.length === 0) {
        // Only reversed ranges: `[z-a]` matches nothing, and `[!z-a]` matches any one character.
        return { source: negated ? '.' : '(?!)', next };
    }
    return { source: `[${negated ? '^' : ''}${members.join('')}]`, next };
}
function escapeLiteral(c) {
    return /[\\^$.*+?()[\]{}|/]/.test(c) ? `\\${c}` : c;
}
function escapeInSet(c) {
    return /[\\\]^[-]/.test(c) ? `\\${c}` : c;
}

;// CONCATENATED MODULE: ./build/sync/walk-local.js






const DEFAULT_BATCH_SIZE = 1000;
// libuv runs file system calls on 4 threads by default; a deeper queue keeps them all busy.
const DEFAULT_STAT_CONCURRENCY = 64;
/**
 * Subfolders listed ahead of the walk, per folder. One folder at a time leaves the threads idle,
 * and a tree of many small folders (a repository, node_modules) pays a round trip per folder.
 * Per folder, because a global window is used up by an ancestor's siblings while the walk is
 * deep inside its first child.
 */
const READ_AHEAD_FOLDERS = 8;
/**
 * Throws if the root itself cannot be read (a missing source is the caller's error to word);
 * everything below the root becomes a warning instead.
 */
async function* walkLocal(root, options = {}) {
    const follow = options.followSymlinks ?? true;
    const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
    const ctx = {
        follow,
        concurrency: options.statConcurrency ?? DEFAULT_STAT_CONCURRENCY,
        warn: options.onWarning ?? (() => { }),
        onTempFile: options.onTempFile,
        skipFolder: options.skipFolder ?? (() => false),
    };
    // The root is followed even when it is a symlink: the user named it.
    const rootPath = external_node_path_.resolve(root);
    const children = await readFolder(ctx, rootPath, '', true);
    const stack = [frameOf(rootPath, { children, identity: undefined })];
    let batch = [];
    while (stack.length > 0) {
        options.signal?.throwIfAborted();
        const frame = stack.at(-1);
        readAhead(ctx, frame);
        const child = frame.children[frame.index++];
        if (child === undefined) {
            stack.pop();
            continue;
        }
        if (child.kind === 'file') {
            batch.push(child.entry);
            if (batch.length >= batchSize) {
                yield batch;
                batch = [];
            }
            continue;
        }
        if (ctx.skipFolder(child.rel))
            continue;
        if (child.opened === undefined) {
            child.opened = openFolder(ctx, child);
        }
        else {
            frame.readingAhead--;
        }
        const opened = await child.opened;
        if (opened === undefined)
            continue;
        if (opened.identity !== undefined && (await isAncestor(opened.identity, stack))) {
            ctx.warn({ path: child.path, message: 'Symlink leads back into a folder being walked' });
            continue;
        }
        stack.push(frameOf(child.path, opened));
    }
    if (batch.length > 0)
        yield batch;
}
function frameOf(path, opened) {
    return { ...opened, path, index: 0, readAheadIndex: 0, readingAhead: 0 };
}
/** Starts listing the next few subfolders while the files before them are yielded. */
function readAhead(ctx, frame) {
    const { children } = frame;
    while (frame.readingAhead < READ_AHEAD_FOLDERS && frame.readAheadIndex < children.length) {
        const ahead = children[frame.readAheadIndex++];
        if (ahead.kind === 'dir' && ahead.opened === undefined && !ctx.skipFolder(ahead.rel)) {
            ahead.opened = openFolder(ctx, ahead);
            frame.readingAhead++;
        }
    }
}
/** Ancestors' identities are found on first need and kept: a tree without links pays nothing. */
async function isAncestor(identity, stack) {
    for (const frame of stack) {
        // A folder gone since it was entered cannot be where the link points.
        frame.identity ??= await identityOf(frame.path).catch(() => '');
        if (frame.identity === identity)
            return true;
    }
    return false;
}
/** Never rejects: a folder read ahead and then abandoned must not become an unhandled error. */
async function openFolder(ctx, dir) {
    try {
        const identity = dir.viaSymlink ? await identityOf(dir.path) : undefined;
        return { identity, children: await readFolder(ctx, dir.path, dir.rel, false) };
    }
    catch (error) {
        ctx.warn({
            path: dir.path,
            message: `Cannot read folder (${String(error)})`,
            code: errnoCode(error),
        });
        return undefined;
    }
}
/** Lists, stats and sorts one folder. Folders come back unread, to be walked when reached. */
async function readFolder(ctx, dir, rel, isRoot) {
    let dirents;
    try {
        dirents = await (0,promises_.readdir)(dir, { withFileTypes: true });
    }
    catch (error) {
        if (isRoot)
            throw error;
        ctx.warn({ path: dir, message: 'Folder is not readable', code: errnoCode(error) });
        return [];
    }
    const children = await mapBounded(dirents, ctx.concurrency, (d) => classify(ctx, d, dir, rel));
    const present = children.filter((c) => c !== undefined);
    return present.sort((a, b) => key_order_compareKeys(a.sortKey, b.sortKey));
}
async function classify(ctx, d, dir, rel) {
    const full = external_node_path_.join(dir, d.name);
    const childRel = rel + d.name;
    if (d.isSymbolicLink() && !ctx.follow)
        return undefined;
    // A plain folder needs no stat until it is entered; everything else is stat'ed now, through
    // links, because its size, its time and (for a link or an unknown type) its kind are needed.
    // Sorting by name (files) and name + '/' (folders) within one folder gives the global order.
    const dirChild = {
        sortKey: `${d.name}/`,
        kind: 'dir',
        path: full,
        rel: `${childRel}/`,
        viaSymlink: d.isSymbolicLink(),
    };
    if (d.isDirectory())
        return dirChild;
    if (isTempFileName(d.name))
        return offerTempFile(ctx, d, full);
    let info;
    try {
        info = await statFast(full);
    }
    catch (error) {
        const code = errnoCode(error);
        const why = code === 'ENOENT' ? 'a broken symlink, or deleted during the walk' : code;
        ctx.warn({ path: full, message: `File cannot be read (${why ?? String(error)})`, code });
        return undefined;
    }
    if (info.isDirectory())
        return dirChild;
    if (!info.isFile()) {
        ctx.warn({ path: full, message: 'File is a character or block device, FIFO, or socket' });
        return undefined;
    }
    if (!(await isReadable(full, info))) {
        ctx.warn({ path: full, message: 'File is not readable', code: 'EACCES' });
        return undefined;
    }
    return {
        sortKey: d.name,
        kind: 'file',
        entry: { rel: childRel, path: full, size: info.size, mtimeMs: info.mtimeMs },
    };
}
/** Hands a temporary file to the sweep (a plain file only, never through a link); lists nothing. */
async function offerTempFile(ctx, d, full) {
    if (!ctx.onTempFile || !d.isFile())
        return undefined;
    const info = await statFast(full).catch(() => undefined);
    if (info?.isFile())
        ctx.onTempFile({ path: full, size: info.size, mtimeMs: info.mtimeMs });
    return undefined;
}
/** `dev:ino`, as bigints: inode numbers on XFS and btrfs can exceed 2^53 and collide as doubles. */
async function identityOf(folder) {
    const info = await (0,promises_.stat)(folder, { bigint: true });
    return `${info.dev}:${info.ino}`;
}
// Effective ids decide access. Undefined on Windows, where the mode bits mean little.
const uid = process.geteuid?.();
const groups = new Set([...(process.getgroups?.() ?? []), process.getegid?.()]);
/**
 * The mode bits answer for almost every file without a system call. Only when they say "no"
 * do we ask the kernel, because ACLs and capabilities can grant what the bits deny.
 */
async function isReadable(full, info) {
    if (uid === undefined || uid === 0)
        return true;
    const mask = info.uid === uid ? 0o400 : groups.has(info.gid) ? 0o040 : 0o004;
    if ((info.mode & mask) !== 0)
        return true;
    try {
        await (0,promises_.access)(full, promises_.constants.R_OK);
        return true;
    }
    catch {
        return false;
    }
}
/**
 * `fs.stat` with a callback: about twice as fast as `fs/promises` for a tree of small files
 * (20k files: 80 ms against 170 ms on a 2-core runner), and stat is most of a walk's time.
 */
function statFast(full) {
    return new Promise((resolve, reject) => {
        (0,external_node_fs_.stat)(full, (error, info) => (error ? reject(error) : resolve(info)));
    });
}
function errnoCode(error) {
    const code = error?.code;
    return typeof code === 'string' ? code : undefined;
}

;// CONCATENATED MODULE: ./build/sync/sync-sides.js




/**
 * aws-cli's rule for recursive commands: `s3://bucket/dir` means the folder `dir/`, so that
 * `dir-old/x` is not swept in with it.
 */
function folderPrefix(prefix) {
    return prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`;
}
function listS3Side(location, options) {
    const prefix = location.prefix;
    const listing = listObjects({
        ...listBoundsOf(prefix, options.range),
        client: { ...options.client, maxSockets: 2 },
        bucket: location.bucket,
        prefix,
        lister: options.lister,
        listConcurrency: options.listConcurrency,
        pageSize: options.pageSize,
        signal: options.signal,
        onDebug: options.onDebug,
    });
    async function* batches() {
        for await (const batch of listing) {
            const entries = [];
            for (const o of batch) {
                // The prefix's own folder marker (`dir/` under `s3://b/dir/`) is the root folder, not an
                // entry: the aws-cli drops it, and kept it would be "downloaded" (or deleted) every run.
                if (o.key === prefix && o.size === 0)
                    continue;
                entries.push({
                    rel: o.key.slice(prefix.length),
                    key: o.key,
                    size: o.size,
                    mtimeMs: o.lastModifiedMs,
                    etag: o.etag,
                });
            }
            yield entries;
        }
    }
    return { batches: batches(), stats: listing.stats };
}
/** A local folder as a sorted listing; a folder that does not exist yet is empty. */
async function* listLocalSide(root, options) {
    const exists = await (0,promises_.stat)(root).then((s) => s.isDirectory(), () => false);
    if (!exists) {
        if (options.mustExist)
            throw new Error(`The source folder ${JSON.stringify(root)} does not exist or is not a folder`);
        return;
    }
    const { range } = options;
    const walk = walkLocal(root, {
        followSymlinks: options.followSymlinks,
        signal: options.signal,
        onWarning: options.onWarning,
        ...(options.onTempFile ? { onTempFile: options.onTempFile } : {}),
        ...(range ? { skipFolder: (rel) => folderBeforeRange(rel, range) } : {}),
    });
    yield* clipToRange(walk, range);
}

;// CONCATENATED MODULE: ./build/sync/plan-shards.js



/**
 * The plan step of a sharded sync: lists the source exactly as the sync's source side lists it
 * (the same folder prefix, the same walk), so the ranges are in the keys the syncs compare.
 */
async function planShards(request, options) {
    const started = Date.now();
    const { source } = request;
    let listing;
    let batches;
    if (source.kind === 's3') {
        const side = listS3Side({ ...source.location, prefix: folderPrefix(source.location.prefix) }, {
            client: request.client,
            lister: request.lister,
            listConcurrency: request.listConcurrency,
            pageSize: request.pageSize,
            signal: options.signal,
            onDebug: options.onDebug,
        });
        listing = side.stats;
        batches = side.batches;
    }
    else {
        batches = listLocalSide(source.path, {
            followSymlinks: request.followSymlinks,
            signal: options.signal,
            onWarning: (w) => options.onWarning?.(`skipped ${JSON.stringify(w.path)}: ${w.message}`),
            mustExist: true,
        });
    }
    const cutter = new ShardCutter();
    const passes = createFilter(request.filters);
    for await (const batch of batches) {
        for (const entry of batch)
            if (passes(entry.rel))
                cutter.add(entry.rel, entry.size);
    }
    return {
        shards: cutter.cut(request.count, request.by),
        count: request.count,
        by: request.by,
        objects: cutter.objects,
        bytes: cutter.bytes,
        seconds: (Date.now() - started) / 1000,
        listing,
    };
}

;// CONCATENATED MODULE: ./build/cli/filter-flags.js
/**
 * `--exclude` and `--include` in the order they were typed: the aws-cli applies them so, and the
 * last rule that matches a path decides (src/sync/filters.ts).
 */
function filtersInTypedOrder(tokens) {
    const filters = [];
    for (const token of tokens ?? []) {
        if (token.kind === 'option' && (token.name === 'exclude' || token.name === 'include'))
            filters.push({ kind: token.name, pattern: token.value ?? '' });
    }
    return filters;
}

;// CONCATENATED MODULE: ./build/cli/shards-command.js










const SHARDS_USAGE = `usage: s3-sync shards SRC --count N [--by objects|bytes] [--quiet]
  SRC: s3://bucket/prefix, or a local folder (for an upload); N: 1-${MAX_SHARDS}
  Prints {"include":[{"shard":1,"start-after":"","end-at":"..."},...]} for strategy.matrix;
  each sync then takes --start-after and --end-at (keys relative to the prefix). The table of
  ranges goes to stderr.
  --exclude P --include P   the syncs' own filters: skipped keys weigh nothing in the balance
  --bucket-lister single|threaded  --list-concurrency auto|N  --page-size N
  --endpoint-url URL --region R --force-path-style B`;
const CLI_SHARDS_OPTIONS = {
    ...SHARDS_OPTIONS,
    quiet: cliFlag('quiet', 'Print the JSON only, not the table of ranges.'),
};
/** `s3-sync shards`: the plan step of a sharded sync, from a terminal or a workflow's `run:`. */
async function shardsCommand(args, signal) {
    const { values: flags, positionals, tokens, } = (0,external_node_util_.parseArgs)({
        args,
        allowPositionals: true,
        tokens: true,
        options: parseArgsOptions(CLI_SHARDS_OPTIONS),
    });
    if (positionals.length !== 1)
        throw new InputError('shards', positionals.join(' '), 'one argument: SRC');
    const values = readCliOptions(CLI_SHARDS_OPTIONS, flags, { baseDir: process.cwd() }, { source: positionals[0] });
    try {
        const plan = await planShards(shardPlanRequestFrom(values, process.env, 'cli', filtersInTypedOrder(tokens)), {
            signal,
            onWarning: values.quiet
                ? undefined
                : (message) => process.stderr.write(`warning: ${oneLogLine(message)}\n`),
        });
        process.stdout.write(`${safeJson(shardMatrix(plan))}\n`);
        if (!values.quiet)
            process.stderr.write(renderShardTable(plan));
        return 0;
    }
    catch (error) {
        throw nameSettingError(error, nameOfSetting(CLI_SHARDS_OPTIONS, 'cli'));
    }
}

;// CONCATENATED MODULE: ./build/transfer/transfer-pool.js
/**
 * Runs transfers with bounded concurrency. `submit` waits for a free slot, which is what
 * paces the planner (and through it the listers' queues). A failed task is recorded, not
 * thrown: one bad object must not stop the others.
 */
class TransferPool {
    concurrency;
    active = 0;
    idle = [];
    running = new Set();
    failures = [];
    constructor(concurrency) {
        this.concurrency = concurrency;
    }
    async submit(key, task) {
        while (this.active >= this.concurrency)
            await new Promise((resolve) => this.idle.push(resolve));
        this.active++;
        const done = task()
            .catch((error) => {
            this.failures.push({
                key,
                error: error instanceof Error ? error : new Error(String(error)),
            });
        })
            .finally(() => {
            this.active--;
            this.running.delete(done);
            this.idle.shift()?.();
        });
        this.running.add(done);
    }
    /** Waits for every submitted task to finish. */
    async drain() {
        while (this.running.size > 0)
            await Promise.all([...this.running]);
    }
}

;// CONCATENATED MODULE: ./build/s3/xml-safe.js
// XML 1.0 cannot carry these characters, so a request body that names a key (DeleteObjects)
// cannot name keys that hold them; such keys must go one per request, in the URL.
// eslint-disable-next-line no-control-regex
const XML_UNSAFE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;
function fitsInXml(key) {
    return !XML_UNSAFE.test(key);
}

;// CONCATENATED MODULE: ./build/transfer/delete-objects.js




/** DeleteObjects takes at most 1,000 keys a request. */
const MAX_KEYS_PER_REQUEST = 1000;
/**
 * Collects S3 keys to delete and removes them 1,000 at a time: one request instead of a
 * thousand. Keys a batch failed on are reported one by one.
 */
class S3DeleteBatcher {
    client;
    bucket;
    signal;
    keys = [];
    constructor(client, bucket, signal) {
        this.client = client;
        this.bucket = bucket;
        this.signal = signal;
    }
    /** Returns a full batch to send, or undefined while the batch is still filling. */
    add(key) {
        this.keys.push(key);
        if (this.keys.length < MAX_KEYS_PER_REQUEST)
            return undefined;
        return this.take();
    }
    take() {
        const batch = this.keys;
        this.keys = [];
        return batch;
    }
    /** Deletes one batch; resolves to the keys that failed, with why. */
    async send(keys) {
        const failures = [];
        // The transfers' retry wrapper does not cover deletes, and the client makes one attempt.
        const retried = (send) => retry_withRetry(send, { ...retry_DEFAULT_RETRY, signal: this.signal });
        for (const key of keys.filter((k) => !fitsInXml(k))) {
            await retried(() => this.client.send(new dist_cjs/* DeleteObjectCommand */.k4j({ Bucket: this.bucket, Key: key }), {
                abortSignal: this.signal,
            })).catch((error) => failures.push({ key, error: s3FailureFromSdk(error, 'DeleteObject', this.bucket, key) }));
        }
        const plain = keys.filter(fitsInXml);
        if (plain.length === 0)
            return failures;
        let result;
        try {
            result = await retried(() => this.client.send(new dist_cjs/* DeleteObjectsCommand */.xvx({
                Bucket: this.bucket,
                Delete: { Objects: plain.map((Key) => ({ Key })), Quiet: true },
            }), { abortSignal: this.signal }));
        }
        catch (error) {
            const failure = s3FailureFromSdk(error, 'DeleteObjects', this.bucket);
            return [...failures, ...plain.map((key) => ({ key, error: failure }))];
        }
        return [
            ...failures,
            ...(result.Errors ?? []).map((e) => ({
                key: e.Key ?? '',
                error: s3_failure_s3Failure({
                    operation: 'DeleteObject',
                    bucket: this.bucket,
                    key: e.Key,
                    code: e.Code,
                    message: e.Message,
                }),
            })),
        ];
    }
}

;// CONCATENATED MODULE: ./build/transfer/local-folders.js


/**
 * Creates the folders downloads land in, each once, and refuses a folder whose real path is
 * outside the destination: a symlinked folder inside the destination must not carry writes
 * elsewhere. Also reports file/folder clashes (`a` and `a/b`) in words.
 */
class LocalFolders {
    made = new Map();
    root;
    realRoot;
    constructor(root) {
        this.root = external_node_path_.resolve(root);
    }
    ensure(dir) {
        const resolved = external_node_path_.resolve(dir);
        let pending = this.made.get(resolved);
        if (!pending) {
            pending = this.create(resolved);
            this.made.set(resolved, pending);
            // A failure is not cached as success: the next key in this folder tries and fails again.
            pending.catch(() => this.made.delete(resolved));
        }
        return pending;
    }
    /**
     * One level at a time, each checked before the next is made under it: `mkdir -p` through a
     * symlinked folder would create folders outside the destination before any check could run.
     */
    async create(dir) {
        this.realRoot ??= (0,promises_.mkdir)(this.root, { recursive: true }).then(() => (0,promises_.realpath)(this.root));
        const root = await this.realRoot;
        if (dir === this.root)
            return;
        const parent = external_node_path_.dirname(dir);
        if (parent === dir || !local_folders_isWithin(this.root, parent))
            throw new Error(`the folder ${JSON.stringify(dir)} is outside the destination`);
        await this.ensure(parent);
        try {
            await (0,promises_.mkdir)(dir);
            return; // made just now, inside a parent already checked
        }
        catch (error) {
            const code = error.code;
            if (code === 'ENOTDIR')
                throw this.clash(dir, error);
            if (code !== 'EEXIST')
                throw error;
        }
        const info = await (0,promises_.lstat)(dir);
        if (info.isDirectory())
            return;
        if (!info.isSymbolicLink() || !(await isFolder(dir)))
            throw this.clash(dir);
        const real = await (0,promises_.realpath)(dir);
        if (!local_folders_isWithin(root, real)) {
            throw new Error(`the folder ${JSON.stringify(external_node_path_.relative(this.root, dir))} leads outside the destination (to ${JSON.stringify(real)}) through a symbolic link; nothing was written there`);
        }
    }
    clash(dir, cause) {
        return new Error(`a file stands where the folder ${JSON.stringify(external_node_path_.relative(this.root, dir))} is needed (a key and a folder with the same name)`, { cause });
    }
}
const isFolder = (p) => (0,promises_.stat)(p).then((s) => s.isDirectory(), () => false);
/** `p` is `base` or below it (`/` as the base included). */
function local_folders_isWithin(base, p) {
    const rel = external_node_path_.relative(base, p);
    return rel === '' || (rel !== '..' && !rel.startsWith(`..${external_node_path_.sep}`) && !external_node_path_.isAbsolute(rel));
}

;// CONCATENATED MODULE: ./build/sync/safe-local-path.js

// Windows maps these device names to devices whatever the extension: `nul.txt` is NUL.
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³]|conin\$|conout\$)(\..*)?$/i;
// Characters Windows refuses in a file name, control characters included.
// eslint-disable-next-line no-control-regex
const WINDOWS_FORBIDDEN = /[<>:"|?*\u0000-\u001f]/;
/** Never throws for a hostile key: the caller reports the refusal and goes on. */
function safeLocalPath(root, relativeKey, options = {}) {
    const windows = (options.platform ?? process.platform) === 'win32';
    const paths = windows ? external_node_path_.win32 : external_node_path_.posix;
    const isDir = relativeKey === '' || relativeKey.endsWith('/');
    // The prefix's own marker (key === prefix) is the root folder itself.
    if (relativeKey === '')
        return { kind: 'dir', path: paths.resolve(root) };
    const body = isDir ? relativeKey.slice(0, -1) : relativeKey;
    const refusal = checkKey(body, windows);
    if (refusal !== undefined)
        return { kind: 'refused', reason: refusal };
    const base = paths.resolve(root);
    const full = paths.join(base, ...body.split('/'));
    // Belt and braces: whatever the checks above missed, the result must still sit under root.
    const relative = paths.relative(base, full);
    const climbs = relative === '..' || relative.startsWith(`..${paths.sep}`);
    if (relative === '' || climbs || paths.isAbsolute(relative)) {
        return { kind: 'refused', reason: 'resolves outside the destination folder' };
    }
    return { kind: isDir ? 'dir' : 'file', path: full };
}
function checkKey(body, windows) {
    if (body.includes('\0'))
        return 'contains a NUL byte';
    if (body.startsWith('/'))
        return 'is an absolute path (starts with "/")';
    // `\` separates paths on Windows; on Linux it is legal but would make the tree differ by OS.
    if (body.includes('\\'))
        return 'contains a backslash';
    if (/^[A-Za-z]:/.test(body))
        return 'starts with a drive letter';
    for (const segment of body.split('/')) {
        if (segment === '')
            return 'has an empty path segment ("//")';
        if (segment === '..')
            return 'has a ".." segment';
        if (segment === '.')
            return 'has a "." segment';
        if (windows) {
            const bad = checkWindowsSegment(segment);
            if (bad !== undefined)
                return bad;
        }
    }
    return undefined;
}
function checkWindowsSegment(segment) {
    if (WINDOWS_FORBIDDEN.test(segment)) {
        return 'has a character Windows does not allow in file names (<>:"|?* or a control character)';
    }
    // Windows strips trailing dots and spaces, so `.. ` and `...` can turn into `..`.
    if (/[. ]$/.test(segment))
        return 'has a segment ending in "." or " ", which Windows strips';
    if (WINDOWS_DEVICE.test(segment))
        return `has the Windows device name ${JSON.stringify(segment)}`;
    return undefined;
}
/**
 * The S3 key for a local file: the destination prefix, a `/`, then the path relative to the
 * source folder with `/` separators. As `aws s3 sync dir s3://b/p` does, a prefix without a
 * trailing slash still gets one, so the file lands at `p/file`, not `pfile`.
 */
function relativePathToKey(relativePath, prefix, sep = external_node_path_.sep) {
    const rel = sep === '/' ? relativePath : relativePath.split(sep).join('/');
    if (prefix === '')
        return rel;
    return prefix.endsWith('/') ? prefix + rel : `${prefix}/${rel}`;
}

;// CONCATENATED MODULE: ./build/transfer/copy.js





/** CopyObject's limit: above it, a server-side copy must go part by part. */
const MAX_SINGLE_COPY_BYTES = 5 * 1024 * 1024 * 1024;
/** `bucket/key` as CopySource wants it: the key URL-encoded, its slashes kept. */
function copySource(bucket, key) {
    return `${bucket}/${encodeURIComponent(key).replace(/%2F/g, '/')}`;
}
/** A server-side copy: no byte passes through the runner. */
async function copyObject(job, context) {
    const params = objectParams(context.objectOptions);
    // Keep the source's metadata unless the user gave new metadata, as the aws-cli does.
    const replace = Object.keys(params).some((k) => k === 'Metadata' || k === 'ContentType' || k === 'CacheControl');
    if (job.size <= MAX_SINGLE_COPY_BYTES) {
        try {
            const source = copySource(job.sourceBucket, job.sourceKey);
            const sent = await context.direct.copyObject(job.bucket, job.key, source, params, replace, context.signal);
            if (!sent)
                await context.client.send(new dist_cjs/* CopyObjectCommand */.s9Z({
                    Bucket: job.bucket,
                    Key: job.key,
                    CopySource: source,
                    ...(replace ? { MetadataDirective: 'REPLACE' } : {}),
                    ...params,
                }), { abortSignal: context.signal });
        }
        catch (error) {
            throw transferFailure(error, 'CopyObject', job.bucket, job.key);
        }
        context.onBytes(job.size);
        return;
    }
    await copyInParts(job, params, context);
}
function copyInParts(job, params, context) {
    return multipartUpload(job, params, {
        ...copyParts(job.size, context.multipartChunksizeBytes),
        sendPart: async (uploadId, partNumber, [start, end]) => {
            const result = await context.client
                .send(new dist_cjs/* UploadPartCopyCommand */.Xp2({
                Bucket: job.bucket,
                Key: job.key,
                UploadId: uploadId,
                PartNumber: partNumber,
                CopySource: copySource(job.sourceBucket, job.sourceKey),
                CopySourceRange: `bytes=${start}-${end - 1}`,
                CopySourceIfMatch: job.etag || undefined,
            }), { abortSignal: context.signal })
                .catch(failedAs('UploadPartCopy', job));
            return result.CopyPartResult?.ETag;
        },
    }, context);
}

;// CONCATENATED MODULE: ./build/sync/transfer-job.js





/** As the aws-cli prints a local path: relative to the working folder when inside it. */
function displayPath(p) {
    const rel = external_node_path_.relative(process.cwd(), p);
    return rel && !rel.startsWith('..') && !external_node_path_.isAbsolute(rel) ? rel : p;
}
/** Where `rel` lands at the destination, as the aws-cli prints it. */
function displayTarget(destination, rel) {
    if (destination.kind === 's3')
        return `s3://${destination.location.bucket}/${relativePathToKey(rel, destination.location.prefix, '/')}`;
    return displayPath(external_node_path_.join(destination.path, ...rel.split('/')));
}
/** The two ends of a copy action, as the aws-cli prints them (`download: <from> to <to>`). */
function displayEnds(action, source, destination) {
    const from = source.kind === 's3'
        ? `s3://${source.location.bucket}/${action.source.key}`
        : displayPath(action.source.path);
    return { from, to: displayTarget(destination, action.rel) };
}
/** The work for one copy action, or why it cannot be done (a key that would escape). */
function transferJob(action, source, destination, direction, context, folders) {
    if (direction === 'download' && source.kind === 's3' && destination.kind === 'local') {
        const entry = action.source;
        const local = safeLocalPath(destination.path, action.rel);
        if (local.kind === 'refused')
            return `refused key ${JSON.stringify(entry.key)}: ${local.reason}; nothing was written for it`;
        if (local.kind === 'dir')
            return async () => folders.ensure(local.path);
        const job = {
            bucket: source.location.bucket,
            key: entry.key,
            size: entry.size,
            lastModifiedMs: entry.mtimeMs,
            etag: entry.etag,
            targetPath: local.path,
        };
        return async () => {
            await folders.ensure(external_node_path_.dirname(local.path));
            await downloadObject(job, context);
        };
    }
    if (direction === 'upload' && source.kind === 'local' && destination.kind === 's3') {
        const entry = action.source;
        const key = relativePathToKey(action.rel, destination.location.prefix, '/');
        return () => uploadFile({ path: entry.path, size: entry.size, bucket: destination.location.bucket, key }, context);
    }
    if (source.kind === 's3' && destination.kind === 's3') {
        const entry = action.source;
        const key = relativePathToKey(action.rel, destination.location.prefix, '/');
        return () => copyObject({
            sourceBucket: source.location.bucket,
            sourceKey: entry.key,
            size: entry.size,
            etag: entry.etag,
            bucket: destination.location.bucket,
            key,
        }, context);
    }
    return 'local to local is not a transfer this tool makes';
}

;// CONCATENATED MODULE: ./build/sync/sync-decisions.js

/** What one planned action becomes, with the aws-cli's line for it. */
function stepFor(action, context) {
    const { source, destination, direction, dryrun } = context;
    if (action.kind === 'skip') {
        if (action.reason === 'directory-marker') {
            return action.source && destination.kind === 'local' && !dryrun
                ? { kind: 'make-folder' }
                : { kind: 'ignore' };
        }
        return action.source && action.dest && action.reason !== 'excluded'
            ? { kind: 'unchanged' }
            : { kind: 'ignore' };
    }
    if (action.kind === 'delete') {
        const line = `delete: ${displayTarget(destination, action.rel)}`;
        return { kind: 'delete', line: dryrun ? `(dryrun) ${line}` : line, dryrun };
    }
    const { from, to } = displayEnds(action, source, destination);
    const line = `${direction}: ${from} to ${to}`;
    return { kind: 'transfer', line: dryrun ? `(dryrun) ${line}` : line, dryrun };
}
/**
 * The debug line for a failed attempt that will be retried (whether it is, is retry.ts's call:
 * network errors, throttling and 5xx are; refusals and 4xx are not).
 */
function retryNotice(direction, rel, error, attempt, delayMs) {
    const message = error instanceof Error ? error.message : String(error);
    return `${direction} ${JSON.stringify(rel)} attempt ${attempt} failed (${message}); retrying in ${delayMs} ms`;
}

;// CONCATENATED MODULE: ./build/sync/execute-plan.js








/**
 * Carries out a plan as it streams in: transfers and local deletes go to a bounded pool (whose
 * free slots pace the planner), S3 deletes go out 1,000 keys a request, dry runs only print.
 * Failures are collected, one per object, and returned once everything in flight has settled.
 */
async function executePlan(actions, run) {
    const { destination, progress, context, pool } = run;
    const signal = context.signal;
    const fail = (key, error) => pool.failures.push({ key, error });
    const folders = destination.kind === 'local' ? new LocalFolders(destination.path) : undefined;
    const deleter = destination.kind === 's3'
        ? new S3DeleteBatcher(run.client, destination.location.bucket, signal)
        : undefined;
    const sendDeletes = (keys) => pool.submit(keys[0], async () => (await deleter.send(keys)).forEach((f) => fail(f.key, f.error)));
    try {
        for await (const action of actions) {
            signal.throwIfAborted();
            progress.phases.add(sync_progress_SyncPhase.Plan, 1);
            const step = stepFor(action, run);
            switch (step.kind) {
                case 'ignore':
                    break;
                case 'unchanged':
                    progress.count('skipped');
                    if (run.names && 'source' in action && action.source)
                        run.names.claim(action.rel, action.source.key);
                    break;
                case 'make-folder': {
                    const dir = safeLocalPath(destination.kind === 'local' ? destination.path : '', action.rel);
                    if (dir.kind === 'dir')
                        await folders.ensure(dir.path).catch((error) => fail(action.rel, error));
                    break;
                }
                case 'delete': {
                    run.onLine?.(step.line);
                    progress.count('deleted');
                    if (step.dryrun)
                        break;
                    if (deleter) {
                        const batch = deleter.add(action.dest.key);
                        if (batch)
                            await sendDeletes(batch);
                    }
                    else {
                        const file = action.dest.path;
                        await pool.submit(action.rel, () => (0,promises_.unlink)(file));
                    }
                    break;
                }
                case 'transfer': {
                    if (step.dryrun || action.kind !== 'copy') {
                        run.onLine?.(step.line);
                        progress.count('transferred');
                        break;
                    }
                    const clash = run.names?.claim(action.rel, action.source.key);
                    if (clash) {
                        fail(action.rel, clash);
                        break;
                    }
                    const job = transferJob(action, run.source, destination, run.direction, context, folders);
                    if (typeof job === 'string') {
                        fail(action.rel, new Error(job));
                        break;
                    }
                    await pool.submit(action.rel, async () => {
                        progress.phases.begin(sync_progress_SyncPhase.Transfer);
                        await retry_withRetry(job, {
                            ...retry_DEFAULT_RETRY,
                            signal,
                            onRetry: (e, attempt, ms) => run.onDebug?.(retryNotice(run.direction, action.rel, e, attempt, ms)),
                        });
                        progress.count('transferred');
                        progress.phases.add(sync_progress_SyncPhase.Transfer, 1);
                        run.onLine?.(step.line);
                    });
                    break;
                }
            }
        }
        progress.phases.end(sync_progress_SyncPhase.Plan);
        const rest = deleter?.take() ?? [];
        if (rest.length > 0)
            await sendDeletes(rest);
        await pool.drain();
        if (progress.phases.get(sync_progress_SyncPhase.Transfer)?.startMs !== undefined)
            progress.phases.end(sync_progress_SyncPhase.Transfer);
    }
    finally {
        // Whatever stopped the plan, nothing may still be writing when the caller cleans up.
        await pool.drain();
    }
    return pool.failures;
}

;// CONCATENATED MODULE: ./build/sync/prefetch.js
/**
 * Drives an async iterable ahead of its consumer into a bounded buffer, so that both sides of
 * a sync (source and destination listings) make progress at the same time while the planner
 * pulls from whichever it needs. Memory is bounded by `maxBatches`.
 */
async function* prefetch(source, maxBatches) {
    const iterator = source[Symbol.asyncIterator]();
    const buffer = [];
    let done = false;
    let failure;
    let stopped = false;
    let wakeConsumer;
    let wakeProducer;
    const produce = async () => {
        try {
            while (!stopped) {
                if (buffer.length >= maxBatches) {
                    await new Promise((resolve) => (wakeProducer = resolve));
                    continue;
                }
                const next = await iterator.next();
                if (next.done)
                    break;
                buffer.push(next.value);
                wakeConsumer?.();
            }
        }
        catch (error) {
            failure = { error };
        }
        finally {
            done = true;
            wakeConsumer?.();
        }
    };
    const producing = produce();
    try {
        for (;;) {
            if (buffer.length > 0) {
                const item = buffer.shift();
                wakeProducer?.();
                yield item;
                continue;
            }
            if (failure)
                throw failure.error;
            if (done)
                return;
            await new Promise((resolve) => (wakeConsumer = resolve));
            wakeConsumer = undefined;
        }
    }
    finally {
        stopped = true;
        wakeProducer?.();
        await producing;
        // Closes the source (a lister's worker, a directory handle) when we stop early.
        await iterator.return?.();
    }
}

;// CONCATENATED MODULE: ./build/sync/list-sides.js



// Pages read ahead on each side. Transfers of small objects are slower than listing, so more
// would only hold the listing in memory (a 100k download measured 296 MB of RSS with 16).
const PREFETCH_BATCHES = 4;
/**
 * Starts listing both sides at once, each read ahead into a small buffer and counted into its
 * phase. `source` and `destination` are the request's, with S3 prefixes made folder prefixes.
 */
function listBothSides(request, session, progress, hooks) {
    const signal = session.signal;
    const onWarning = (w) => hooks.onWarning?.(`skipped ${JSON.stringify(w.path)}: ${w.message}`);
    const listOptions = {
        client: session.clientSettings,
        lister: request.lister,
        listConcurrency: request.listConcurrency,
        pageSize: request.pageSize,
        signal,
        onDebug: hooks.onDebug,
        range: request.range,
    };
    const { source, destination } = request;
    let sourceList;
    let sourceBatches;
    if (source.kind === 's3') {
        const side = listS3Side(source.location, listOptions);
        sourceList = side.stats;
        sourceBatches = side.batches;
    }
    else {
        sourceBatches = listLocalSide(source.path, {
            followSymlinks: request.followSymlinks,
            signal,
            onWarning,
            mustExist: true,
            range: request.range,
        });
    }
    let destinationBatches;
    if (request.mode === 'sync') {
        const listed = destination.kind === 's3'
            ? listS3Side(destination.location, listOptions).batches
            : // Never follow links at the destination: --delete must not reach through them.
                // Outside the range is another shard's: never compared, so never deleted.
                listLocalSide(destination.path, {
                    followSymlinks: false,
                    signal,
                    onWarning,
                    mustExist: false,
                    onTempFile: hooks.onTempFile,
                    range: request.range,
                });
        destinationBatches = prefetch(countedPhase(listed, progress, sync_progress_SyncPhase.ListDestination), PREFETCH_BATCHES);
    }
    const counted = countedPhase(sourceBatches, progress, sync_progress_SyncPhase.ListSource, (n) => progress.count('listed', n));
    return {
        source: prefetch(counted, PREFETCH_BATCHES),
        destination: destinationBatches,
        sourceList,
    };
}

;// CONCATENATED MODULE: ./build/sync/name-folding.js


/** Finds out how the file system under `root` compares names: one probe file, made and removed. */
async function probeNameFolding(root) {
    // A temporary file's name (src/transfer/temp-files.ts), so no walk ever lists it.
    const probe = (stem) => external_node_path_.join(root, `.${stem}.${process.pid}-0.s3sync-tmp`);
    const made = probe('Case-\u00e9'); // é precomposed (NFC)
    try {
        await (0,promises_.mkdir)(root, { recursive: true });
        await (0,promises_.writeFile)(made, '', { flag: 'wx' });
    }
    catch {
        return { caseInsensitive: false, normalizing: false }; // cannot tell: compare exactly
    }
    try {
        const exists = (p) => (0,promises_.lstat)(p).then(() => true, () => false);
        return {
            caseInsensitive: await exists(probe('cASE-\u00e9')),
            normalizing: await exists(probe('Case-e\u0301')), // é decomposed (NFD)
        };
    }
    finally {
        await (0,promises_.rm)(made, { force: true });
    }
}
/** A local name claimed by another key of the same run: the two are one file here. */
class FoldedNameConflict extends Error {
    key;
    otherKey;
    name = 'FoldedNameConflict';
    constructor(key, otherKey, folding) {
        const why = folding.caseInsensitive ? 'case-insensitive' : 'normalizing (Unicode)';
        super(`${JSON.stringify(key)} and ${JSON.stringify(otherKey)} are one file on this ${why} file system; ${JSON.stringify(otherKey)} keeps it and ${JSON.stringify(key)} is not downloaded: rename one of the two keys, or sync to a case-sensitive file system`);
        this.key = key;
        this.otherKey = otherKey;
    }
}
/** The local names claimed so far in a run, folded as the destination's file system folds them. */
class FoldedNames {
    folding;
    owners = new Map();
    constructor(folding) {
        this.folding = folding;
    }
    /** True when the file system folds anything, that is when claims need to be kept at all. */
    get active() {
        return this.folding.caseInsensitive || this.folding.normalizing;
    }
    /**
     * Claims the local name of `rel` (the key under the prefix) for `key`. Returns the conflict
     * when another key already holds a name that is the same file here; the same rel again is fine.
     */
    claim(rel, key) {
        if (!this.active)
            return undefined;
        let folded = this.folding.normalizing ? rel.normalize('NFC') : rel;
        if (this.folding.caseInsensitive)
            folded = folded.toLowerCase();
        const owner = this.owners.get(folded);
        if (owner === undefined) {
            this.owners.set(folded, key);
            return undefined;
        }
        return owner === key ? undefined : new FoldedNameConflict(key, owner, this.folding);
    }
}

;// CONCATENATED MODULE: ./build/sync/compare-rules.js
/**
 * Whether `sync` copies one path, and why: the aws-cli's sync strategies
 * (awscli/customizations/s3/syncstrategy/{base,sizeonly,exacttimestamps}.py).
 *
 * - Missing at the destination: copy (MissingFileSync).
 * - `--size-only`: copy only when the sizes differ (SizeOnlySync).
 * - Default (SizeAndLastModifiedSync): copy when the sizes differ, or when the times say so:
 *   - upload and S3-to-S3 copy: when the source is newer than the destination;
 *   - download: when the LOCAL file is newer than the object. This is not a typo: the aws-cli
 *     sets a downloaded file's mtime to the object's LastModified, so a local file newer than
 *     its object was edited locally. An object rewritten later with the same size is NOT
 *     downloaded again (the aws-cli's --exact-timestamps help says so).
 * - `--exact-timestamps`: for downloads, copy when the times differ at all; for uploads and
 *   copies it changes nothing. Given with `--size-only`, it wins, because the aws-cli registers
 *   it later and the later strategy overrides (syncstrategy/register.py).
 */
/** Decides whether the source copy of one path must be transferred over the destination's. */
function compareRules(source, destination, options) {
    if (destination === undefined)
        return { copy: true, reason: 'missing' };
    if (source.size !== destination.size)
        return { copy: true, reason: 'size' };
    if (options.sizeOnly && !options.exactTimestamps)
        return { copy: false, reason: 'same-size' };
    const sourceSeconds = wholeSeconds(source.mtimeMs);
    const destinationSeconds = wholeSeconds(destination.mtimeMs);
    if (options.direction === 'download') {
        if (options.exactTimestamps) {
            return sourceSeconds === destinationSeconds
                ? { copy: false, reason: 'same-time' }
                : { copy: true, reason: 'time-differs' };
        }
        return destinationSeconds > sourceSeconds
            ? { copy: true, reason: 'destination-newer' }
            : { copy: false, reason: 'destination-not-newer' };
    }
    return sourceSeconds > destinationSeconds
        ? { copy: true, reason: 'source-newer' }
        : { copy: false, reason: 'destination-not-older' };
}
/**
 * Times are compared in whole seconds. S3's LastModified has one-second resolution on AWS and
 * in every HTTP `Last-Modified` header, while local mtimes carry nanoseconds and some
 * S3-compatible servers (Ceph RGW) list milliseconds. A file downloaded and stamped with its
 * object's time from either source must compare equal on the next run, or `--exact-timestamps`
 * would download it forever. Rounding to the millisecond first absorbs the float error of a
 * `utimes` / `stat` round trip (12.000 s must not come back as 11.9999999 s and floor to 11).
 */
function wholeSeconds(timeMs) {
    return Math.floor(Math.round(timeMs) / 1000);
}

;// CONCATENATED MODULE: ./build/sync/plan-sync.js


/** A listing that broke the sort order; merging it would copy or delete the wrong files. */
class UnsortedInputError extends Error {
    side;
    previous;
    next;
    name = 'UnsortedInputError';
    constructor(side, previous, next) {
        super(`The ${side} listing is not in strictly increasing UTF-8 byte order: ` +
            `${JSON.stringify(next)} came after ${JSON.stringify(previous)}`);
        this.side = side;
        this.previous = previous;
        this.next = next;
    }
}
/**
 * Yields exactly one action per distinct `rel` seen on either side, in key order.
 * `destination` may be undefined when there is nothing there yet; `cp` ignores it.
 */
async function* planSync(source, destination, options) {
    const passes = options.filter ?? (() => true);
    const src = new Cursor(source, 'source');
    const dst = new Cursor(options.mode === 'sync' ? destination : undefined, 'destination');
    try {
        // Both listings start at once: the destination's first page must not wait for the source's.
        await Promise.all([src.step() ? undefined : src.fill(), dst.step() ? undefined : dst.fill()]);
        for (;;) {
            const s = src.current;
            const d = dst.current;
            if (s === undefined && d === undefined)
                return;
            const order = s === undefined ? 1 : d === undefined ? -1 : key_order_compareKeys(s.rel, d.rel);
            if (order < 0) {
                yield planSourceOnly(s, passes, options);
            }
            else if (order > 0) {
                yield planDestinationOnly(d, passes, options);
            }
            else {
                yield planBoth(s, d, passes, options);
            }
            // Step within the current batch synchronously; only an empty batch costs an await.
            if (order <= 0 && !src.step())
                await src.fill();
            if (order >= 0 && !dst.step())
                await dst.fill();
        }
    }
    finally {
        // Stopping early (a consumer's `break`, an error) must also stop the listers feeding us.
        await Promise.all([src.close(), dst.close()]);
    }
}
function isDirectoryMarker(entry) {
    return entry.size === 0 && entry.rel.endsWith('/');
}
function planSourceOnly(s, passes, options) {
    const rel = s.rel;
    if (isDirectoryMarker(s))
        return { kind: 'skip', rel, source: s, reason: 'directory-marker' };
    if (!passes(rel))
        return { kind: 'skip', rel, source: s, reason: 'excluded' };
    return { kind: 'copy', rel, source: s, reason: options.mode === 'cp' ? 'always' : 'missing' };
}
function planDestinationOnly(d, passes, options) {
    const rel = d.rel;
    // The aws-cli drops markers from the destination listing too, so --delete never removes them.
    if (isDirectoryMarker(d))
        return { kind: 'skip', rel, dest: d, reason: 'directory-marker' };
    if (!passes(rel))
        return { kind: 'skip', rel, dest: d, reason: 'excluded' };
    if (options.delete)
        return { kind: 'delete', rel, dest: d, reason: 'not-in-source' };
    return { kind: 'skip', rel, dest: d, reason: 'not-in-source' };
}
function planBoth(s, d, passes, options) {
    const rel = s.rel;
    if (isDirectoryMarker(s))
        return { kind: 'skip', rel, source: s, dest: d, reason: 'directory-marker' };
    if (!passes(rel))
        return { kind: 'skip', rel, source: s, dest: d, reason: 'excluded' };
    // A marker at the destination is invisible to the aws-cli, so the source counts as missing.
    if (isDirectoryMarker(d))
        return { kind: 'copy', rel, source: s, dest: d, reason: 'missing' };
    const decision = compareRules(s, d, options);
    return decision.copy
        ? { kind: 'copy', rel, source: s, dest: d, reason: decision.reason }
        : { kind: 'skip', rel, source: s, dest: d, reason: decision.reason };
}
/** One side of the merge: the current entry of the current batch, checked for order. */
class Cursor {
    side;
    current;
    iterator;
    batch = [];
    index = 0;
    previous;
    constructor(iterable, side) {
        this.side = side;
        this.iterator = iterable?.[Symbol.asyncIterator]();
    }
    /** Moves to the next entry of the batch in hand; false when the batch is used up. */
    step() {
        if (this.index >= this.batch.length) {
            this.current = undefined;
            return false;
        }
        const entry = this.batch[this.index++];
        if (this.previous !== undefined && key_order_compareKeys(this.previous, entry.rel) >= 0) {
            throw new UnsortedInputError(this.side, this.previous, entry.rel);
        }
        this.previous = entry.rel;
        this.current = entry;
        return true;
    }
    /** Pulls batches until one has an entry (empty batches are allowed) or the input ends. */
    async fill() {
        if (this.iterator === undefined)
            return;
        for (;;) {
            const next = await this.iterator.next();
            if (next.done) {
                this.current = undefined;
                return;
            }
            this.batch = next.value;
            this.index = 0;
            if (this.step())
                return;
        }
    }
    async close() {
        await this.iterator?.return?.();
    }
}

;// CONCATENATED MODULE: ./build/sync/run-sync.js













const PART_CONCURRENCY = 8;
const PROGRESS_EVERY_MS = 1000;
const SAMPLE_EVERY_MS = 250;
/** Requests a sync keeps in flight at once: what its S3 session must be sized for. */
function syncRequestsInFlight(request) {
    return request.concurrency + PART_CONCURRENCY;
}
function directionOf(source, destination) {
    if (source.kind === 's3')
        return destination.kind === 's3' ? 'copy' : 'download';
    return 'upload';
}
/**
 * The sync job: lists both sides at once, plans while they list, and transfers while it plans.
 * The first transfer starts after the first source page. Objects that fail do not stop the
 * others; the result says which failed, and its error is a TransferError naming them.
 */
async function runSync(request, session, hooks = {}) {
    const progress = newSyncProgress();
    const direction = directionOf(request.source, request.destination);
    const signal = session.signal;
    const source = normalize(request.source);
    const destination = normalize(request.destination);
    const context = {
        client: session.client,
        direct: session.direct,
        signal,
        multipartThresholdBytes: request.multipartThresholdBytes,
        multipartChunksizeBytes: request.multipartChunksizeBytes,
        streamCutoffBytes: request.streamCutoffBytes,
        budget: new ByteBudget(LARGE_BYTES_IN_FLIGHT, signal),
        meter: new LargeTransferMeter(),
        objectOptions: request.objectOptions,
        onBytes: (bytes) => {
            progress.count('bytesTransferred', bytes);
            progress.phases.add(sync_progress_SyncPhase.Transfer, 0, bytes);
        },
        onDebug: hooks.onDebug,
    };
    const pool = new TransferPool(request.concurrency);
    const ticker = setInterval(() => {
        progress.sample();
        hooks.onProgress?.(progress);
    }, PROGRESS_EVERY_MS);
    ticker.unref();
    const sampler = setInterval(() => progress.sample(), SAMPLE_EVERY_MS);
    sampler.unref();
    const leftovers = new LeftoverSweeper((file, failure) => hooks.onWarning?.(`could not remove the leftover ${JSON.stringify(file.path)}: ${failure.message}`));
    let sourceList;
    let error;
    try {
        const sides = listBothSides({ ...request, source, destination }, session, progress, {
            ...hooks,
            onTempFile: leftovers.offer,
        });
        sourceList = sides.sourceList;
        progress.phases.begin(sync_progress_SyncPhase.Plan);
        const actions = planSync(sides.source, sides.destination, {
            mode: request.mode,
            direction,
            delete: request.delete,
            sizeOnly: request.sizeOnly,
            exactTimestamps: request.exactTimestamps,
            filter: createFilter(request.filters),
        });
        await executePlan(actions, {
            source,
            destination,
            direction,
            dryrun: request.dryrun,
            pool,
            client: session.client,
            context,
            progress,
            onLine: hooks.onLine,
            onDebug: hooks.onDebug,
            // Keys that are one file on the destination's file system (case, normalization) fail.
            names: direction === 'download' && destination.kind === 'local' && !request.dryrun
                ? new FoldedNames(await probeNameFolding(destination.path))
                : undefined,
        });
    }
    catch (caught) {
        // However an abort surfaced (the planner's check, a lister's error), report it as the abort.
        error = asError(signal.aborted ? signal.reason : caught);
    }
    finally {
        clearInterval(ticker);
        clearInterval(sampler);
        progress.set('failed', pool.failures.length);
        await leftovers.settle();
        for (const [name, value] of Object.entries(session.stalls.counts()))
            progress.set(name, value);
        progress.set('leftoversRemoved', leftovers.files);
        progress.set('leftoverBytesRemoved', leftovers.bytes);
        progress.finish();
    }
    // An abort during the last transfers is the run's error, not one failure per object it cut short.
    if (!error && signal.aborted)
        error = asError(signal.reason);
    if (!error && pool.failures.length > 0)
        error = new TransferError(pool.failures);
    const largeTransfers = context.meter.stats();
    return { progress, direction, sourceList, failures: pool.failures, error, largeTransfers };
}
function asError(value) {
    return value instanceof Error ? value : new Error(String(value));
}
function normalize(endpoint) {
    if (endpoint.kind === 'local')
        return endpoint;
    return {
        kind: 's3',
        location: { ...endpoint.location, prefix: folderPrefix(endpoint.location.prefix) },
    };
}

;// CONCATENATED MODULE: ./build/sync/describe-endpoint.js

/** One side of a sync as a user wrote it: an S3 URL or a folder path. */
function describeEndpoint(endpoint) {
    return endpoint.kind === 's3' ? formatS3Url(endpoint.location) : endpoint.path;
}

;// CONCATENATED MODULE: ./build/report/large-transfers.js

const round = (n, digits) => Math.round(n * 10 ** digits) / 10 ** digits;
/** From the meter's figures; undefined when the run moved no large object. */
function largeTransfersReport(stats) {
    if (stats.bytes === 0 || stats.seconds <= 0)
        return undefined;
    const megabytes = stats.bytes / 1e6;
    return {
        objects: stats.objects,
        bytes: stats.bytes,
        seconds: round(stats.seconds, 3),
        megabytesPerSecond: round(megabytes / stats.seconds, 1),
        cpuMsPerMegabyte: round((stats.cpuSeconds * 1000) / megabytes, 2),
    };
}
/** One sentence for the CLI report and the job summary. */
function large_transfers_describeLargeTransfers(large) {
    return `Large objects: ${format_formatCount(large.objects)} (${format_formatSize(large.bytes)}) at ${large.megabytesPerSecond.toFixed(1)} MB/s, ${large.cpuMsPerMegabyte.toFixed(2)} ms of client CPU per MB.`;
}

;// CONCATENATED MODULE: ./build/report/phase-report.js

const phase_report_round = (n, digits = 3) => Math.round(n * 10 ** digits) / 10 ** digits;
const rate = (n, seconds) => (seconds > 0 ? Math.round(n / seconds) : 0);
function phaseReports(records, finishedMs) {
    return records.map((p) => {
        const seconds = phaseSeconds(p, finishedMs);
        const waitedSeconds = Math.min(seconds, p.waitedMs / 1000);
        const active = seconds - waitedSeconds;
        return {
            name: p.name,
            label: p.label,
            startSeconds: p.startMs === undefined ? undefined : phase_report_round(p.startMs / 1000),
            seconds: phase_report_round(seconds),
            waitedSeconds: phase_report_round(waitedSeconds),
            objects: p.objects,
            bytes: p.bytes,
            objectsPerSecond: rate(p.objects, active),
            bytesPerSecond: rate(p.bytes, active),
        };
    });
}
/** The phase called `name`, or an empty one: a report reads a phase that never ran as zero. */
function phaseNamed(phases, name) {
    return (phases.find((p) => p.name === name) ?? {
        name,
        label: name,
        startSeconds: undefined,
        seconds: 0,
        waitedSeconds: 0,
        objects: 0,
        bytes: 0,
        objectsPerSecond: 0,
        bytesPerSecond: 0,
    });
}
/**
 * Step outputs of phase durations: `outputs` maps a phase's name to its output's (sync maps
 * `list-source` to `list-seconds`, names workflows already read); a phase that never ran is 0.
 */
function phaseSecondsOutputs(phases, outputs) {
    return Object.fromEntries(Object.entries(outputs).map(([phase, output]) => [
        output,
        phaseNamed(phases, phase).seconds.toFixed(3),
    ]));
}

;// CONCATENATED MODULE: ./build/report/sync-report.js




const MAX_FAILURES_KEPT = 100;
/** How long listing the source and transferring ran at the same time. */
function overlapSeconds(phases) {
    const list = phaseNamed(phases, sync_progress_SyncPhase.ListSource);
    const transfer = phaseNamed(phases, sync_progress_SyncPhase.Transfer);
    if (list.startSeconds === undefined || transfer.startSeconds === undefined)
        return 0;
    const end = Math.min(list.startSeconds + list.seconds, transfer.startSeconds + transfer.seconds);
    return phase_report_round(Math.max(0, end - Math.max(list.startSeconds, transfer.startSeconds)));
}
/** The report of a sync, from what the job returned and what it was asked. */
function buildSyncReport(request, result) {
    const { progress, sourceList } = result;
    const finished = progress.elapsedMs();
    const phases = phaseReports(progress.phases.list(), finished);
    return {
        source: describeEndpoint(request.source),
        destination: describeEndpoint(request.destination),
        mode: request.mode,
        direction: result.direction,
        lister: request.source.kind === 's3' ? request.lister : 'local walk',
        dryrun: request.dryrun,
        ...(request.range ? { range: request.range } : {}),
        totalSeconds: phase_report_round(finished / 1000),
        firstTransferSeconds: phaseNamed(phases, sync_progress_SyncPhase.Transfer).startSeconds,
        overlapSeconds: overlapSeconds(phases),
        phases,
        counts: { ...progress.counts(), failed: result.failures.length },
        listing: sourceList
            ? {
                pages: sourceList.pages,
                retries: sourceList.retries,
                ranges: sourceList.ranges,
                splits: sourceList.splits,
                maxInFlight: sourceList.maxInFlight,
                wastedPages: sourceList.wastedPages,
                firstPageSeconds: sourceList.firstPageMs === undefined ? undefined : phase_report_round(sourceList.firstPageMs / 1000),
            }
            : undefined,
        largeTransfers: result.largeTransfers && largeTransfersReport(result.largeTransfers),
        timeline: progress.timeline(),
        failures: result.failures
            .slice(0, MAX_FAILURES_KEPT)
            .map((f) => ({ key: f.key, message: f.error.message })),
    };
}

;// CONCATENATED MODULE: ./build/report/execute-sync.js



/**
 * What both front-ends do to run a sync: make its S3 session, run the job, and build its report,
 * which comes back also when the run failed part way. The caller prints or summarises it, then
 * reports the error once.
 */
async function executeSync(request, hooks) {
    const session = createS3Session({
        client: request.client,
        maxRequests: syncRequestsInFlight(request),
        signal: hooks.signal,
    });
    try {
        const result = await runSync(request, session, hooks);
        return { report: buildSyncReport(request, result), error: result.error };
    }
    finally {
        session.close();
    }
}

;// CONCATENATED MODULE: ./build/cli/report-table.js





/** The run's report as a plain-text table for a terminal. */
function renderReportTable(report) {
    const rows = [
        ['phase', 'start', 'seconds', 'objects', 'bytes', 'objects/s', 'bytes/s', 'held back'],
    ];
    for (const p of report.phases) {
        rows.push([
            p.label.toLowerCase(),
            format_formatSeconds(p.startSeconds),
            format_formatSeconds(p.seconds),
            format_formatCount(p.objects),
            format_formatSize(p.bytes),
            format_formatCount(p.objectsPerSecond),
            `${format_formatSize(p.bytesPerSecond)}/s`,
            p.waitedSeconds > 0 ? format_formatSeconds(p.waitedSeconds) : '–',
        ]);
    }
    const table = textTable(rows, [0]);
    const c = report.counts;
    const range = report.range ? `key range: ${key_range_describeKeyRange(report.range)}\n` : '';
    return `${range}${table}\n\n${report.direction}: ${format_formatCount(c.transferred)} transferred (${format_formatSize(c.bytesTransferred)}), ${format_formatCount(c.skipped)} unchanged, ${format_formatCount(c.deleted)} deleted, ${format_formatCount(c.failed)} failed, ${format_formatCount(c.listed)} listed; total ${format_formatSeconds(report.totalSeconds)}, first transfer at ${format_formatSeconds(report.firstTransferSeconds)}, overlap ${format_formatSeconds(report.overlapSeconds)}\n${report.largeTransfers ? `${large_transfers_describeLargeTransfers(report.largeTransfers)}\n` : ''}${faultLine(c)}`;
}
function faultLine(c) {
    const line = format_faults_formatFaults(c);
    return line ? `${line}\n` : '';
}

;// CONCATENATED MODULE: ./build/cli/sync-command.js











/** The sync options, and what only the CLI has. */
const CLI_SYNC_OPTIONS = {
    ...SYNC_OPTIONS,
    recursive: cliFlag('recursive', 'cp: copy a whole prefix or folder (required, as aws s3 cp)'),
    quiet: cliFlag('quiet', 'Print nothing but errors.'),
    onlyShowErrors: cliFlag('only-show-errors', 'Print no line per object; errors and warnings only.'),
    report: option_table_option({
        flag: 'report',
        kind: 'string',
        default: '',
        description: "Print the run's report on stderr: 'table' or 'json'.",
        parse: (text, name) => text.trim() === '' ? undefined : parseChoice(name, text, ['table', 'json']),
    }),
};
const SYNC_USAGE = `usage: s3-sync sync SRC DST [options]
       s3-sync cp SRC DST --recursive [options]
  SRC and DST: s3://bucket/prefix or a local folder (at least one in S3)
  --delete --dryrun --size-only --exact-timestamps --exclude P --include P
  --start-after KEY --end-at KEY   one shard: keys relative to the prefix (see s3-sync shards)
  --follow-symlinks | --no-follow-symlinks   --quiet --only-show-errors
  --concurrency N (1-${MAX_CONCURRENCY}, default ${SYNC_OPTIONS.concurrency.default})  --page-size N  --bucket-lister single|threaded  --list-concurrency auto|N
  --multipart-threshold SIZE --multipart-chunksize SIZE
  --storage-class C --sse AES256|aws:kms --sse-kms-key-id ID --acl ACL
  --cache-control V --content-type T --metadata k=v,k2=v2
  --report table|json   --endpoint-url URL --region R --force-path-style B --checksum-mode M`;
const SYNC_FLAGS = {
    ...parseArgsOptions(CLI_SYNC_OPTIONS),
    recursive: { type: 'boolean', short: 'r' },
};
/** The flags as the CLI got them, parsed into a SyncRequest exactly as the action's inputs are. */
function readSyncArgs(verb, args, env) {
    const { values, positionals, tokens } = (0,external_node_util_.parseArgs)({
        args,
        allowPositionals: true,
        tokens: true,
        options: SYNC_FLAGS,
    });
    if (positionals.length !== 2)
        throw new InputError(verb, positionals.join(' '), 'two arguments: SRC and DST');
    const options = readCliOptions(CLI_SYNC_OPTIONS, values, { baseDir: process.cwd() }, { source: positionals[0], destination: positionals[1], mode: verb });
    if (verb === 'cp' && !options.recursive) {
        throw new InputError('cp', positionals.join(' '), 'used with --recursive (s3-sync copies prefixes and folders; use aws s3 cp for one object)');
    }
    if (verb === 'sync' && options.recursive)
        throw new InputError('--recursive', 'true', 'left out: sync is always recursive');
    checkSyncEndpoints(options, ['SRC', 'DST']);
    return { options, request: syncRequestFrom(options, env, 'cli', filtersInTypedOrder(tokens)) };
}
/** `s3-sync sync` and `s3-sync cp --recursive`: the action's engine, from a terminal. */
async function syncCommand(verb, args, signal) {
    const { options, request } = readSyncArgs(verb, args, process.env);
    const quiet = options.quiet || options.onlyShowErrors;
    const out = new LineBuffer();
    const flusher = setInterval(() => out.flush(), 200);
    flusher.unref();
    const { report: result, error } = await executeSync(request, {
        signal,
        // Lines hold keys, which are untrusted: control characters are shown escaped (oneLogLine),
        // so a key cannot forge a line, or start a workflow command when run in a workflow.
        onLine: quiet && !request.dryrun ? undefined : (line) => out.push(oneLogLine(line)),
        onWarning: options.quiet
            ? undefined
            : (message) => process.stderr.write(`warning: ${oneLogLine(message)}\n`),
    }).finally(() => {
        clearInterval(flusher);
        out.flush();
    });
    if (options.report === 'json')
        process.stderr.write(`${safeJson(result)}\n`);
    else if (options.report === 'table')
        process.stderr.write(renderReportTable(result));
    if (error)
        throw nameSettingError(error, nameOfSetting(CLI_SYNC_OPTIONS, 'cli'));
    return 0;
}

;// CONCATENATED MODULE: ./build/cli/cli.js








const USAGE = `s3-sync: fast S3 listing and transfers (the engine of s3-sync-action)

${LS_USAGE}

${SYNC_USAGE}

${SHARDS_USAGE}

${CACHE_USAGE}

Credentials come from the standard AWS chain (environment, profile, SSO, instance roles).
s3-sync --version (-V) prints the version.`;
/**
 * Runs one CLI verb and returns the exit code (see EXIT in cli-failure.ts). `--debug`, anywhere,
 * adds the stack trace to an error.
 */
async function cli(argv) {
    const controller = new AbortController();
    const signals = abortOnSignals(controller, removeOwnTempFiles);
    const debug = argv.includes('--debug');
    const [verb, ...args] = argv.filter((arg) => arg !== '--debug');
    try {
        switch (verb) {
            case 'ls':
                return await lsCommand(args, controller.signal);
            case 'sync':
            case 'cp':
                return await syncCommand(verb, args, controller.signal);
            case 'shards':
                return await shardsCommand(args, controller.signal);
            case 'cache':
                return await cacheCommand(args, controller.signal);
            case '--version':
            case '-V':
            case 'version':
                console.log(`s3-sync ${cliVersion()}`);
                return EXIT.ok;
            case undefined:
            case 'help':
            case '--help':
            case '-h':
                console.log(USAGE);
                return verb === undefined ? EXIT.usage : EXIT.ok;
            default:
                console.error(`s3-sync: unknown command ${JSON.stringify(verb)}\n\n${USAGE}`);
                return EXIT.usage;
        }
    }
    catch (error) {
        // Logged once, here at the top.
        const failure = describeCliFailure(error, signals.stoppedBy, debug);
        process.stderr.write(`${failure.lines.join('\n')}\n`);
        return failure.code;
    }
    finally {
        signals.dispose();
        if (signals.stoppedBy)
            removeOwnTempFiles();
    }
}
/**
 * The version in the package's package.json, two folders above this file both in src/cli/ and
 * in the bundle's dist/cli/ (read at run time: the bundler leaves this require alone).
 */
function cliVersion() {
    try {
        const require = (0,external_node_module_.createRequire)(import.meta.url);
        return String(require('../../package.json').version);
    }
    catch {
        return 'unknown (no package.json two folders above the bundle)';
    }
}


/***/ })

};

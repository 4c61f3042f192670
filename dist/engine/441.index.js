export const id = 441;
export const ids = [441];
export const modules = {

/***/ 8441:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  LS_HELP: () => (/* binding */ LS_HELP),
  lsCommand: () => (/* binding */ lsCommand),
  readLsArgs: () => (/* binding */ readLsArgs)
});

// EXTERNAL MODULE: ./node_modules/@aws-sdk/client-s3/dist-cjs/index.js
var dist_cjs = __webpack_require__(3711);
// EXTERNAL MODULE: ./build/errors.js
var errors = __webpack_require__(9473);
// EXTERNAL MODULE: ./build/s3/client.js + 3 modules
var client = __webpack_require__(958);
// EXTERNAL MODULE: ./build/s3/list/decode-key.js
var decode_key = __webpack_require__(1578);
// EXTERNAL MODULE: ./build/s3/list/list-objects.js + 16 modules
var list_objects = __webpack_require__(4111);
// EXTERNAL MODULE: ./build/s3/location.js
var s3_location = __webpack_require__(1984);
// EXTERNAL MODULE: ./build/s3/s3-failure.js
var s3_failure = __webpack_require__(6602);
// EXTERNAL MODULE: ./build/options/connection-options.js
var connection_options = __webpack_require__(8174);
// EXTERNAL MODULE: ./build/options/option-table.js
var option_table = __webpack_require__(3265);
// EXTERNAL MODULE: ./build/options/sync-options.js + 2 modules
var sync_options = __webpack_require__(394);
// EXTERNAL MODULE: ./build/validate.js + 1 modules
var validate = __webpack_require__(7713);
// EXTERNAL MODULE: ./build/report/format.js
var format = __webpack_require__(2772);
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
        return `${this.stamp(lastModifiedMs)} ${String(size).padStart(10)} ${(0,format/* oneLogLine */.Hr)(key)}\n`;
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
    return `${' '.repeat(27)}PRE ${(0,format/* oneLogLine */.Hr)(prefix)}\n`;
}
function summaryLines(objects, bytes, humanReadable) {
    return `\nTotal Objects: ${objects}\n   Total Size: ${humanReadable ? humanSize(bytes) : bytes}\n`;
}
/** The aws-cli's --human-readable sizes: 1.0 KiB, 3.5 MiB... */
function humanSize(bytes) {
    return (0,format/* formatSize */.Xq)(bytes, 'aws-cli');
}

// EXTERNAL MODULE: ./build/cli/output.js
var output = __webpack_require__(8288);
// EXTERNAL MODULE: ./build/cli/parse-verb-args.js
var parse_verb_args = __webpack_require__(5270);
;// CONCATENATED MODULE: ./build/cli/ls-command.js














/** `ls` lists as sync does, with the same listing and connection options. */
const LS_OPTIONS = {
    url: (0,option_table/* option */.uK)({
        argument: '[s3://bucket[/prefix]]',
        kind: 'string',
        default: '',
        description: 'What to list: a prefix of a bucket; without it, the buckets.',
        parse: (text) => text.trim(),
    }),
    lister: sync_options/* SYNC_OPTIONS */.hV.lister,
    listConcurrency: sync_options/* SYNC_OPTIONS */.hV.listConcurrency,
    pageSize: sync_options/* SYNC_OPTIONS */.hV.pageSize,
    ...connection_options/* CONNECTION_OPTIONS */.Ur,
    recursive: {
        ...(0,option_table/* cliFlag */.vM)('recursive', 'List every key under the prefix, not one level.'),
        short: 'r',
    },
    summarize: (0,option_table/* cliFlag */.vM)('summarize', 'End with the number of objects and their total size.'),
    humanReadable: (0,option_table/* cliFlag */.vM)('human-readable', 'Sizes in KiB, MiB, GiB.'),
    report: (0,option_table/* option */.uK)({
        flag: 'report',
        kind: 'string',
        valueName: 'json',
        default: '',
        description: "With --recursive, 'json' prints the listing's report (objects, pages, seconds) on stdout, as one line of JSON after the listing.",
        parse: (text, name) => text.trim() === '' ? undefined : (0,validate/* parseChoice */.HU)(name, text, ['json']),
    }),
};
const LS_HELP = {
    command: 's3-sync ls',
    table: LS_OPTIONS,
    purpose: "List buckets, or one level of a prefix (common prefixes as PRE lines), or with --recursive every key under it, in the aws-cli's format.",
};
/** ls's flags and its one argument, through its table. */
function readLsArgs(args) {
    const { values: flags, positionals } = (0,parse_verb_args/* parseVerbArgs */.ym)('s3-sync ls', LS_OPTIONS, args);
    if (positionals.length > 1)
        throw new errors/* InputError */.dz('ls', positionals.join(' '), 'at most one S3 URL');
    const values = (0,option_table/* readCliOptions */.Z)(LS_OPTIONS, flags, { baseDir: process.cwd() }, { url: positionals[0] ?? '' });
    return { values, positionals };
}
/** `s3-sync ls`, with the aws-cli's output: buckets, one level with PRE lines, or --recursive. */
async function lsCommand(args, signal) {
    const { values, positionals } = readLsArgs(args);
    const client = { ...(0,connection_options/* clientSettingsFrom */.Xw)(values, process.env, 'cli'), maxSockets: 4 };
    const { report, lister, pageSize } = values;
    if (positionals.length === 0)
        return listBuckets(client);
    const location = (0,s3_location/* parseS3Url */.F$)(positionals[0], 'ls');
    const format = new LsLineFormatter();
    let objects = 0;
    let bytes = 0;
    let reportLine = '';
    if (values.recursive) {
        const listing = (0,list_objects/* listObjects */.L)({
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
            await (0,output/* writeOut */.sD)(text);
        }
        if (report) {
            const s = listing.stats;
            const seconds = ((s.finishedAtMs ?? Date.now()) - s.startedAtMs) / 1000;
            // On stdout, after the listing: --report json is data, on one stream for every verb.
            reportLine = `${JSON.stringify({
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
            })}\n`;
        }
    }
    else {
        ({ objects, bytes } = await listOneLevel(client, location, pageSize, format));
    }
    if (values.summarize)
        await (0,output/* writeOut */.sD)(summaryLines(objects, bytes, values.humanReadable));
    await (0,output/* writeOut */.sD)(reportLine);
    return 0;
}
/** Without --recursive the aws-cli shows one level: common prefixes as PRE lines, then objects. */
async function listOneLevel(settings, location, pageSize, format) {
    const connection = (0,client/* createS3Connection */.t)(settings);
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
            const decode = (s) => page.EncodingType === 'url' ? (0,decode_key/* decodeUrlEncodedKey */.N)(s ?? '') : (s ?? '');
            let text = '';
            for (const p of page.CommonPrefixes ?? [])
                text += prefixLine(decode(p.Prefix).slice(location.prefix.lastIndexOf('/') + 1));
            for (const o of page.Contents ?? []) {
                const key = decode(o.Key);
                text += format.line(key.slice(location.prefix.lastIndexOf('/') + 1), o.Size ?? 0, o.LastModified?.getTime() ?? 0);
                objects++;
                bytes += o.Size ?? 0;
            }
            await (0,output/* writeOut */.sD)(text);
        }
    }
    catch (error) {
        throw (0,s3_failure/* s3FailureFromSdk */.H)(error, 'ListObjectsV2', location.bucket, location.prefix || undefined);
    }
    finally {
        connection.close();
    }
    return { objects, bytes };
}
async function listBuckets(settings) {
    const connection = (0,client/* createS3Connection */.t)(settings);
    try {
        const result = await connection.client.send(new dist_cjs/* ListBucketsCommand */.$Lo({}));
        const format = new LsLineFormatter();
        let text = '';
        for (const b of result.Buckets ?? []) {
            text += format.line(b.Name ?? '', 0, b.CreationDate?.getTime() ?? 0).replace(/ +0 /, ' ');
        }
        await (0,output/* writeOut */.sD)(text);
        return 0;
    }
    catch (error) {
        throw (0,s3_failure/* s3FailureFromSdk */.H)(error, 'ListBuckets', '*');
    }
    finally {
        connection.close();
    }
}


/***/ }),

/***/ 8288:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F0: () => (/* binding */ LineBuffer),
/* harmony export */   oi: () => (/* binding */ safeJson),
/* harmony export */   sD: () => (/* binding */ writeOut)
/* harmony export */ });
/** Writes to a stream and waits when it is full, so 100k lines never pile up in memory. */
async function writeOut(text, stream = process.stdout) {
    if (text === '')
        return;
    if (stream.write(text) || stream.destroyed)
        return;
    // A reader that went away (EPIPE) ends the stream with 'close', and no 'drain' ever comes.
    await new Promise((resolve) => {
        const done = () => {
            stream.off('drain', done);
            stream.off('close', done);
            resolve();
        };
        stream.on('drain', done);
        stream.on('close', done);
    });
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


/***/ }),

/***/ 5587:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ checkEndpoints),
/* harmony export */   U: () => (/* binding */ parseEndpoint)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9473);
/* harmony import */ var _s3_location_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1984);



/** An S3 URL or a local path; a relative path is taken from `baseDir` (GITHUB_WORKSPACE or cwd). */
function parseEndpoint(input, value, baseDir) {
    const trimmed = value.trim();
    if (trimmed === '')
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(input, value, 'an S3 URL (s3://bucket/prefix) or a path');
    if ((0,_s3_location_js__WEBPACK_IMPORTED_MODULE_2__/* .isS3Url */ .At)(trimmed))
        return { kind: 's3', location: (0,_s3_location_js__WEBPACK_IMPORTED_MODULE_2__/* .parseS3Url */ .F$)(trimmed, input) };
    // 's3:/bucket' or 's3:bucket' is a mistyped URL, not a folder named 's3:' in the workspace.
    if (/^s3:/i.test(trimmed)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(input, value, 'an S3 URL with two slashes (s3://bucket/prefix) or a path');
    }
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(input, value, 'an S3 URL (s3://bucket/prefix) or a path');
    }
    return { kind: 'local', path: node_path__WEBPACK_IMPORTED_MODULE_0__.resolve(baseDir, trimmed) };
}
/** At least one side must be in S3: local to local is a job for cp, not for us. */
function checkEndpoints(source, destination, names = ['source', 'destination']) {
    if (source.kind === 'local' && destination.kind === 'local') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`${names[0]}' and '${names[1]}`, `${source.path} -> ${destination.path}`, 'at least one S3 URL (s3://bucket/prefix): two local paths is not a transfer this action makes');
    }
}


/***/ }),

/***/ 394:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  hV: () => (/* binding */ SYNC_OPTIONS),
  lH: () => (/* binding */ actionFilterOrder),
  CP: () => (/* binding */ checkSyncEndpoints),
  Bj: () => (/* binding */ syncRequestFrom)
});

// EXTERNAL MODULE: ./build/endpoint.js
var endpoint = __webpack_require__(5587);
// EXTERNAL MODULE: ./build/errors.js
var errors = __webpack_require__(9473);
// EXTERNAL MODULE: ./build/s3/list/list-types.js
var list_types = __webpack_require__(7738);
// EXTERNAL MODULE: ./build/s3/list/key-order.js
var key_order = __webpack_require__(2034);
// EXTERNAL MODULE: ./build/sync/key-range.js
var key_range = __webpack_require__(641);
;// CONCATENATED MODULE: ./build/sync/sync-request.js
const DEFAULT_CONCURRENCY = 64;
const MAX_CONCURRENCY = 512;
const MIN_PART_BYTES = 5 * 1024 * 1024;
const MAX_PART_BYTES = 5 * 1024 * 1024 * 1024;

// EXTERNAL MODULE: ./build/validate.js + 1 modules
var validate = __webpack_require__(7713);
// EXTERNAL MODULE: ./build/options/connection-options.js
var connection_options = __webpack_require__(8174);
// EXTERNAL MODULE: ./build/options/option-table.js
var option_table = __webpack_require__(3265);
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
            throw new errors/* InputError */.dz(name, value, METADATA_FORM);
        }
        if (typeof parsed !== 'object' ||
            parsed === null ||
            Array.isArray(parsed) ||
            !Object.values(parsed).every((v) => typeof v === 'string'))
            throw new errors/* InputError */.dz(name, value, METADATA_FORM);
        return parsed;
    }
    const entries = trimmed.split(',').map((pair) => {
        const eq = pair.indexOf('=');
        if (eq <= 0)
            throw new errors/* InputError */.dz(name, value, METADATA_FORM);
        return [pair.slice(0, eq).trim(), pair.slice(eq + 1).trim()];
    });
    return Object.fromEntries(entries);
}

;// CONCATENATED MODULE: ./build/options/sync-options.js










const ENDPOINT_FORM = "an S3 URL such as 's3://bucket/prefix' or a path";
const bool = (text, name) => (0,validate/* parseBoolean */.yG)(name, text);
const sync_options_text = (value) => value.trim() || undefined;
/** Every option of a sync, for the action and the CLI alike. */
const SYNC_OPTIONS = {
    source: (0,option_table/* option */.uK)({
        input: 'source',
        argument: 'SRC',
        kind: 'string',
        default: '',
        required: { accepts: ENDPOINT_FORM },
        description: 'Where to copy from: an S3 URL (s3://bucket/prefix) or a path (relative paths are taken from GITHUB_WORKSPACE).',
        parse: (value, name, context) => (0,endpoint/* parseEndpoint */.U)(name, value, context.baseDir),
    }),
    destination: (0,option_table/* option */.uK)({
        input: 'destination',
        argument: 'DST',
        kind: 'string',
        default: '',
        required: { accepts: ENDPOINT_FORM },
        description: 'Where to copy to: an S3 URL (s3://bucket/prefix) or a path (relative paths are taken from GITHUB_WORKSPACE). Two local paths is an error.',
        parse: (value, name, context) => (0,endpoint/* parseEndpoint */.U)(name, value, context.baseDir),
    }),
    mode: (0,option_table/* option */.uK)({
        input: 'mode',
        argument: 'the verb (sync or cp)',
        kind: 'string',
        default: 'sync',
        description: "'sync' copies what differs (as `aws s3 sync`); 'cp' copies everything (as `aws s3 cp --recursive`).",
        parse: (value, name) => (0,validate/* parseChoice */.HU)(name, value, ['sync', 'cp']),
    }),
    lister: (0,option_table/* option */.uK)({
        input: 'bucket-lister',
        flag: 'bucket-lister',
        kind: 'string',
        default: 'threaded',
        description: "'threaded' lists in a worker thread and sends the next request as soon as the token is known; 'single' is the SDK paginator, one request at a time.",
        parse: (value, name) => (0,validate/* parseChoice */.HU)(name, value, list_types/* LISTER_KINDS */.O9),
    }),
    listConcurrency: (0,option_table/* option */.uK)({
        input: 'list-concurrency',
        flag: 'list-concurrency',
        kind: 'string',
        default: 'auto',
        description: "Key ranges the threaded lister lists at once: 'auto' adapts to the bucket (a bucket of under 1,000 keys costs one request), 1 is one chain of requests as the aws-cli makes.",
        parse: (value, name) => (0,validate/* parseListConcurrency */.z8)(name, value),
    }),
    delete: (0,option_table/* option */.uK)({
        input: 'delete',
        flag: 'delete',
        kind: 'boolean',
        default: 'false',
        description: 'Delete destination files that the source does not have (sync mode only; excluded files are kept).',
        parse: bool,
    }),
    dryrun: (0,option_table/* option */.uK)({
        input: 'dryrun',
        flag: 'dryrun',
        kind: 'boolean',
        default: 'false',
        description: 'Print what would be done, and change nothing.',
        parse: bool,
    }),
    sizeOnly: (0,option_table/* option */.uK)({
        input: 'size-only',
        flag: 'size-only',
        kind: 'boolean',
        default: 'false',
        description: 'Compare sizes only, not timestamps, to decide what to sync.',
        parse: bool,
    }),
    exactTimestamps: (0,option_table/* option */.uK)({
        input: 'exact-timestamps',
        flag: 'exact-timestamps',
        kind: 'boolean',
        default: 'false',
        description: 'When downloading, copy files whose timestamps differ from the objects at all, not only older ones.',
        parse: bool,
    }),
    checksum: (0,option_table/* option */.uK)({
        input: 'checksum',
        flag: 'checksum',
        kind: 'boolean',
        default: 'false',
        description: 'Same size: copy when the content (MD5) differs, whatever the times. S3 MD5s from ETags or `s3sync-md5` metadata; objects with neither use size and time, counted in the report. See Checksums.',
        parse: bool,
    }),
    startAfter: (0,option_table/* option */.uK)({
        input: 'start-after',
        flag: 'start-after',
        kind: 'string',
        default: '',
        description: "One shard of a sync: only keys after this one, relative to the prefix (or folder) of both sides, in S3's byte order. Blank: from the first key. The shards action (`shards/action.yml`) or `s3-sync shards` cuts the ranges.",
        // Kept as given: a CLI flag may hold a key that starts or ends with a space (action inputs
        // come trimmed, which is why the plan never ends a range at such a key).
        parse: (value) => value,
    }),
    endAt: (0,option_table/* option */.uK)({
        input: 'end-at',
        flag: 'end-at',
        kind: 'string',
        default: '',
        description: 'One shard of a sync: only keys up to and including this one, relative to the prefix (or folder). Blank: to the last key. `delete` deletes only inside the range.',
        parse: (value) => value,
    }),
    exclude: (0,option_table/* option */.uK)({
        input: 'exclude',
        flag: 'exclude',
        kind: 'lines',
        default: '',
        description: 'Patterns to exclude, one per line (aws-cli syntax: *, ?, [seq]). Filters are applied in the order given: all excludes, then all includes.',
        parse: option_table/* lines */.Mn,
    }),
    include: (0,option_table/* option */.uK)({
        input: 'include',
        flag: 'include',
        kind: 'lines',
        default: '',
        description: 'Patterns to include again after an exclude, one per line.',
        parse: option_table/* lines */.Mn,
    }),
    followSymlinks: (0,option_table/* option */.uK)({
        input: 'follow-symlinks',
        flag: 'follow-symlinks',
        negatable: true,
        kind: 'boolean',
        default: 'true',
        description: 'Follow symbolic links when uploading (as the aws-cli does by default).',
        parse: bool,
    }),
    concurrency: (0,option_table/* option */.uK)({
        input: 'concurrency',
        flag: 'concurrency',
        kind: 'string',
        default: '64',
        description: `Transfers in flight at once (1-${MAX_CONCURRENCY}).`,
        parse: (value, name) => (0,validate/* parseInteger */.cG)(name, value, 1, MAX_CONCURRENCY),
    }),
    pageSize: (0,option_table/* option */.uK)({
        input: 'page-size',
        flag: 'page-size',
        kind: 'string',
        default: String(list_types/* MAX_PAGE_SIZE */.H4),
        description: `Keys per ListObjectsV2 request (1-${list_types/* MAX_PAGE_SIZE */.H4}).`,
        parse: (value, name) => (0,validate/* parseInteger */.cG)(name, value, 1, list_types/* MAX_PAGE_SIZE */.H4),
    }),
    multipartThreshold: (0,option_table/* option */.uK)({
        input: 'multipart-threshold',
        flag: 'multipart-threshold',
        kind: 'string',
        default: '8MB',
        description: "Objects at or above this size are uploaded in parts and downloaded with parallel ranged GETs (e.g. '8MB', '64MiB').",
        parse: (value, name) => (0,validate/* parseByteSize */.nS)(name, value, MIN_PART_BYTES, MAX_PART_BYTES),
    }),
    multipartChunksize: (0,option_table/* option */.uK)({
        input: 'multipart-chunksize',
        flag: 'multipart-chunksize',
        kind: 'string',
        default: '8MB',
        description: 'The size of each part (5MiB to 5GiB).',
        parse: (value, name) => (0,validate/* parseByteSize */.nS)(name, value, MIN_PART_BYTES, MAX_PART_BYTES),
    }),
    storageClass: (0,option_table/* option */.uK)({
        input: 'storage-class',
        flag: 'storage-class',
        kind: 'string',
        default: '',
        description: "Uploads and copies: the storage class (e.g. 'STANDARD_IA'), as the aws-cli's.",
        parse: sync_options_text,
    }),
    sse: (0,option_table/* option */.uK)({
        input: 'sse',
        flag: 'sse',
        kind: 'string',
        default: '',
        description: "Uploads and copies: server-side encryption, 'AES256' or 'aws:kms'.",
        parse: sync_options_text,
    }),
    sseKmsKeyId: (0,option_table/* option */.uK)({
        input: 'sse-kms-key-id',
        flag: 'sse-kms-key-id',
        kind: 'string',
        default: '',
        description: "Uploads and copies: the KMS key for sse 'aws:kms'.",
        parse: sync_options_text,
    }),
    acl: (0,option_table/* option */.uK)({
        input: 'acl',
        flag: 'acl',
        kind: 'string',
        default: '',
        description: "Uploads and copies: a canned ACL (e.g. 'public-read').",
        parse: sync_options_text,
    }),
    cacheControl: (0,option_table/* option */.uK)({
        input: 'cache-control',
        flag: 'cache-control',
        kind: 'string',
        default: '',
        description: 'Uploads and copies: the Cache-Control header stored with each object.',
        parse: sync_options_text,
    }),
    contentType: (0,option_table/* option */.uK)({
        input: 'content-type',
        flag: 'content-type',
        kind: 'string',
        default: '',
        description: 'Uploads and copies: one Content-Type for every object. Default: guessed from the name.',
        parse: sync_options_text,
    }),
    metadata: (0,option_table/* option */.uK)({
        input: 'metadata',
        flag: 'metadata',
        kind: 'string',
        default: '',
        description: 'Uploads and copies: user metadata, as key=value pairs separated by commas or a JSON object.',
        parse: (value, name) => parseMetadata(name, value),
    }),
    ...connection_options/* CONNECTION_OPTIONS */.Ur,
};
/**
 * The one way from option values to a SyncRequest, for both front-ends: the checks between
 * options, the filters, the client settings (with the environment) and the object options.
 */
function syncRequestFrom(values, env, frontEnd, filters = actionFilterOrder(values)) {
    const name = (key) => (0,option_table/* optionName */.fS)(SYNC_OPTIONS[key], frontEnd) ?? key;
    if (values.delete && values.mode === 'cp') {
        throw new errors/* InputError */.dz(name('delete'), 'true', frontEnd === 'action'
            ? "'false' when mode is 'cp' (delete works with mode 'sync')"
            : 'used with sync, not cp');
    }
    if (values.checksum && values.mode === 'cp') {
        throw new errors/* InputError */.dz(name('checksum'), 'true', frontEnd === 'action'
            ? "'false' when mode is 'cp' (cp copies everything; checksum works with mode 'sync')"
            : 'used with sync, not cp');
    }
    if (values.checksum && values.sizeOnly) {
        throw new errors/* InputError */.dz(name('checksum'), 'true', `used without ${name('sizeOnly')} (size-only skips same-size files that checksum would compare)`);
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
        checksum: values.checksum,
        filters,
        followSymlinks: values.followSymlinks,
        concurrency: values.concurrency,
        pageSize: values.pageSize,
        multipartThresholdBytes: values.multipartThreshold,
        multipartChunksizeBytes: values.multipartChunksize,
        client: (0,connection_options/* clientSettingsFrom */.Xw)(values, env, frontEnd),
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
    if ((0,key_range/* isWholeRange */.Vc)(range))
        return undefined;
    if (range.endAt !== undefined && (0,key_order/* compareKeys */.Y)(range.endAt, range.startAfter) < 0) {
        throw new errors/* InputError */.dz(name('endAt'), range.endAt, `a key at or after ${name('startAfter')} (${JSON.stringify(range.startAfter)}) in S3's byte order`);
    }
    return range;
}
/** Both sides checked together; `names` are how the front-end calls them. */
function checkSyncEndpoints(values, names) {
    (0,endpoint/* checkEndpoints */.B)(values.source, values.destination, names);
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


/***/ }),

/***/ 641:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ro: () => (/* binding */ listBoundsOf),
/* harmony export */   VV: () => (/* binding */ folderBeforeRange),
/* harmony export */   Vc: () => (/* binding */ isWholeRange),
/* harmony export */   f2: () => (/* binding */ clipToRange),
/* harmony export */   mm: () => (/* binding */ describeKeyRange)
/* harmony export */ });
/* unused harmony exports WHOLE_RANGE, inKeyRange, pastKeyRange */
/* harmony import */ var _s3_list_key_order_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2034);

const WHOLE_RANGE = { startAfter: '', endAt: undefined };
function isWholeRange(range) {
    return range === undefined || (range.startAfter === '' && range.endAt === undefined);
}
/** Whether a relative key lies inside the range. */
function inKeyRange(rel, range) {
    if (range.startAfter !== '' && (0,_s3_list_key_order_js__WEBPACK_IMPORTED_MODULE_0__/* .compareKeys */ .Y)(rel, range.startAfter) <= 0)
        return false;
    return range.endAt === undefined || (0,_s3_list_key_order_js__WEBPACK_IMPORTED_MODULE_0__/* .compareKeys */ .Y)(rel, range.endAt) <= 0;
}
/** Whether a relative key lies past the range's end: a sorted listing can stop there. */
function pastKeyRange(rel, range) {
    return range.endAt !== undefined && (0,_s3_list_key_order_js__WEBPACK_IMPORTED_MODULE_0__/* .compareKeys */ .Y)(rel, range.endAt) > 0;
}
/**
 * Whether no key under a folder (`rel` ends in '/') can lie after `startAfter`: the folder sorts
 * before it and is not on its path, so each of its keys is below it at the same character.
 */
function folderBeforeRange(folderRel, range) {
    if (range === undefined || range.startAfter === '')
        return false;
    return !range.startAfter.startsWith(folderRel) && (0,_s3_list_key_order_js__WEBPACK_IMPORTED_MODULE_0__/* .compareKeys */ .Y)(folderRel, range.startAfter) < 0;
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
function describeKeyRange(range) {
    const from = range.startAfter === '' ? '(start' : `(${JSON.stringify(range.startAfter)}`;
    const to = range.endAt === undefined ? 'end)' : `${JSON.stringify(range.endAt)}]`;
    return `${from}, ${to}`;
}


/***/ })

};

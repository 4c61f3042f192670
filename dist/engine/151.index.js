export const id = 151;
export const ids = [151];
export const modules = {

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

/***/ 7059:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   li: () => (/* binding */ IF_NO_FILES_FOUND_OPTION),
/* harmony export */   pg: () => (/* binding */ emptySourceOutcome)
/* harmony export */ });
/* unused harmony exports IF_NO_FILES_FOUND, EmptySourceError */
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3208);
/* harmony import */ var _option_table_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3265);


const IF_NO_FILES_FOUND = ['warn', 'error', 'ignore'];
/**
 * What a sync does when its source holds nothing, as actions/upload-artifact's input of the same
 * name: a build that wrote its output elsewhere, or a prefix nothing uploads to, would otherwise
 * pass green having copied nothing.
 */
const IF_NO_FILES_FOUND_OPTION = (0,_option_table_js__WEBPACK_IMPORTED_MODULE_1__/* .option */ .uK)({
    input: 'if-no-files-found',
    flag: 'if-no-files-found',
    valueName: 'warn|error|ignore',
    kind: 'string',
    default: 'warn',
    description: "When the source holds no file or object (in its range): 'warn' says so and succeeds, 'error' fails the step, 'ignore' says nothing (as actions/upload-artifact's input).",
    cliDescription: "When SRC holds no file or object (in its range): 'warn' says so on stderr and exits 0, 'error' fails (exit 255), 'ignore' says nothing.",
    parse: (value, name) => (0,_validate_js__WEBPACK_IMPORTED_MODULE_0__/* .parseChoice */ .HU)(name, value, IF_NO_FILES_FOUND),
});
/** A sync whose source held nothing, with if-no-files-found: error. */
class EmptySourceError extends Error {
    name = 'EmptySourceError';
}
/**
 * What the front-end says about a finished run whose source held nothing: a warning, an
 * error, or neither (also when the source held something).
 */
function emptySourceOutcome(report, source, choice, frontEnd) {
    if (report.counts.listed > 0 || choice === 'ignore')
        return {};
    const what = source.kind === 'local' ? 'no files' : 'no objects';
    const problem = `The source ${JSON.stringify(report.source)} holds ${what}, so nothing was copied`;
    const words = frontEnd === 'action'
        ? {
            setting: 'if-no-files-found: error',
            check: 'check the source input, and where the steps before it write',
            choices: 'Set if-no-files-found: error to fail the step on this, or ignore to say nothing.',
        }
        : {
            setting: '--if-no-files-found error',
            check: 'check SRC',
            choices: '--if-no-files-found error makes this fail, ignore silences it.',
        };
    if (choice === 'error')
        return { error: new EmptySourceError(`${problem} (${words.setting}): ${words.check}`) };
    return { warning: `${problem}: ${words.check}. ${words.choices}` };
}


/***/ }),

/***/ 5151:
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

// EXTERNAL MODULE: ./build/validate.js
var validate = __webpack_require__(3208);
// EXTERNAL MODULE: ./build/options/connection-options.js
var connection_options = __webpack_require__(8174);
// EXTERNAL MODULE: ./build/options/option-table.js
var option_table = __webpack_require__(3265);
// EXTERNAL MODULE: ./build/options/if-no-files-found.js
var if_no_files_found = __webpack_require__(7059);
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

;// CONCATENATED MODULE: ./build/options/object-options.js




const object_options_text = (value) => value.trim() || undefined;
const EXPIRES_FORM = "a date and time such as '2030-01-01T00:00:00Z' (ISO 8601) or an HTTP date";
/**
 * The aws-cli's --expires takes a timestamp: ISO 8601, or the HTTP date the header carries.
 * Kept as a Date, which the SDK writes as the header's HTTP date.
 */
function parseExpires(value, name) {
    const trimmed = value.trim();
    if (trimmed === '')
        return undefined;
    // Date.parse also takes loose forms ('1', 'May'); a date must at least name a year.
    const ms = /\d{4}/.test(trimmed) ? Date.parse(trimmed) : NaN;
    if (Number.isNaN(ms))
        throw new errors/* InputError */.dz(name, value, EXPIRES_FORM);
    return new Date(ms);
}
/**
 * What uploads and server-side copies store with each object, as the aws-cli's flags of the same
 * names: the headers S3 keeps and serves back, the storage class, encryption and ACL.
 */
const OBJECT_OPTIONS = {
    storageClass: (0,option_table/* option */.uK)({
        input: 'storage-class',
        flag: 'storage-class',
        kind: 'string',
        default: '',
        description: "Uploads and copies: the storage class (e.g. 'STANDARD_IA'), as the aws-cli's.",
        parse: object_options_text,
    }),
    sse: (0,option_table/* option */.uK)({
        input: 'sse',
        flag: 'sse',
        kind: 'string',
        default: '',
        description: "Uploads and copies: server-side encryption, 'AES256' or 'aws:kms'.",
        parse: object_options_text,
    }),
    sseKmsKeyId: (0,option_table/* option */.uK)({
        input: 'sse-kms-key-id',
        flag: 'sse-kms-key-id',
        kind: 'string',
        default: '',
        description: "Uploads and copies: the KMS key for sse 'aws:kms'.",
        cliDescription: "Uploads and copies: the KMS key for --sse 'aws:kms'.",
        parse: object_options_text,
    }),
    acl: (0,option_table/* option */.uK)({
        input: 'acl',
        flag: 'acl',
        kind: 'string',
        default: '',
        description: "Uploads and copies: a canned ACL (e.g. 'public-read').",
        parse: object_options_text,
    }),
    cacheControl: (0,option_table/* option */.uK)({
        input: 'cache-control',
        flag: 'cache-control',
        kind: 'string',
        default: '',
        description: 'Uploads and copies: the Cache-Control header stored with each object.',
        parse: object_options_text,
    }),
    contentType: (0,option_table/* option */.uK)({
        input: 'content-type',
        flag: 'content-type',
        kind: 'string',
        default: '',
        description: "Uploads and copies: one Content-Type for every object. Default: guessed from the name on upload; a copy keeps the source's, unless it is given another header or metadata, which replace all of the source's (the aws-cli's metadata directive REPLACE).",
        parse: object_options_text,
    }),
    contentEncoding: (0,option_table/* option */.uK)({
        input: 'content-encoding',
        flag: 'content-encoding',
        kind: 'string',
        default: '',
        description: "Uploads and copies: the Content-Encoding header stored with each object (e.g. 'gzip' for a site compressed before upload).",
        parse: object_options_text,
    }),
    contentDisposition: (0,option_table/* option */.uK)({
        input: 'content-disposition',
        flag: 'content-disposition',
        kind: 'string',
        default: '',
        description: "Uploads and copies: the Content-Disposition header stored with each object (e.g. 'attachment').",
        parse: object_options_text,
    }),
    contentLanguage: (0,option_table/* option */.uK)({
        input: 'content-language',
        flag: 'content-language',
        kind: 'string',
        default: '',
        description: 'Uploads and copies: the Content-Language header stored with each object.',
        parse: object_options_text,
    }),
    expires: (0,option_table/* option */.uK)({
        input: 'expires',
        flag: 'expires',
        valueName: 'DATE',
        kind: 'string',
        default: '',
        description: "Uploads and copies: the Expires header stored with each object, a date and time (ISO 8601, e.g. '2030-01-01T00:00:00Z').",
        parse: parseExpires,
    }),
    guessMimeType: (0,option_table/* option */.uK)({
        input: 'guess-mime-type',
        flag: 'guess-mime-type',
        negatable: true,
        kind: 'boolean',
        default: 'true',
        description: "Uploads: guess each object's Content-Type from its name. 'false' sends none, and the server stores binary/octet-stream (the aws-cli's --no-guess-mime-type).",
        cliDescription: "Uploads: guess each object's Content-Type from its name (the default). --no-guess-mime-type sends none, and the server stores binary/octet-stream, as the aws-cli's.",
        parse: (value, name) => (0,validate/* parseBoolean */.yG)(name, value),
    }),
    metadata: (0,option_table/* option */.uK)({
        input: 'metadata',
        flag: 'metadata',
        kind: 'string',
        default: '',
        description: 'Uploads and copies: user metadata, as key=value pairs separated by commas or a JSON object.',
        parse: (value, name) => parseMetadata(name, value),
    }),
};
/**
 * The object options as the transfers take them. A copy given any header or metadata replaces
 * the source's (metadata directive REPLACE), as the aws-cli's does.
 */
function objectOptionsFrom(values) {
    return {
        storageClass: values.storageClass,
        sse: values.sse,
        sseKmsKeyId: values.sseKmsKeyId,
        acl: values.acl,
        cacheControl: values.cacheControl,
        contentType: values.contentType,
        contentEncoding: values.contentEncoding,
        contentDisposition: values.contentDisposition,
        contentLanguage: values.contentLanguage,
        expires: values.expires,
        guessContentType: values.guessMimeType,
        metadata: values.metadata,
    };
}

;// CONCATENATED MODULE: ./build/options/sync-options.js











const ENDPOINT_FORM = "an S3 URL such as 's3://bucket/prefix' or a path";
const bool = (text, name) => (0,validate/* parseBoolean */.yG)(name, text);
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
        description: "'threaded' lists in a worker thread and sends the next request as soon as the token is known; 'single' sends one request at a time, each once the page before it is whole.",
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
        description: 'Same size: copy when the content (MD5) differs, whatever the times. S3 MD5s from ETags or `s3sync-md5` metadata; objects with neither use size and time, counted in the report (see the README\'s "Publish a CI build: only what changed, then invalidate the CDN").',
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
        cliDescription: 'One shard of a sync: only keys up to and including this one, relative to the prefix (or folder). Default: to the last key. --delete deletes only inside the range.',
        parse: (value) => value,
    }),
    exclude: (0,option_table/* option */.uK)({
        input: 'exclude',
        flag: 'exclude',
        kind: 'lines',
        default: '',
        description: 'Patterns to exclude, one per line (aws-cli syntax: *, ?, [seq]), matched against each path relative to the source. Every path starts included; all excludes apply, then all includes (then those of args, in the order typed), and the last pattern that matches a path decides.',
        cliDescription: 'A pattern to exclude (aws-cli syntax: *, ?, [seq]), matched against each path relative to SRC; repeat the flag for more. Every path starts included; --exclude and --include apply in the order typed, and the last that matches a path decides, as in the aws-cli.',
        parse: option_table/* lines */.Mn,
    }),
    include: (0,option_table/* option */.uK)({
        input: 'include',
        flag: 'include',
        kind: 'lines',
        default: '',
        description: 'Patterns to include again, one per line: they apply after every exclude, so they bring back part of what an exclude left out.',
        cliDescription: 'A pattern to include again; repeat the flag for more. It brings back what an --exclude typed before it left out (the last pattern that matches a path decides).',
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
    ifNoFilesFound: if_no_files_found/* IF_NO_FILES_FOUND_OPTION */.li,
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
    ...OBJECT_OPTIONS,
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
        objectOptions: objectOptionsFrom(values),
        ifNoFilesFound: values.ifNoFilesFound,
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

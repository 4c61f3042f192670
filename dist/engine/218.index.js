export const id = 218;
export const ids = [218];
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

/***/ 1785:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ createFilter)
/* harmony export */ });
/* unused harmony export globToRegExp */
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


/***/ }),

/***/ 9550:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Z4: () => (/* binding */ folderPrefix),
  f0: () => (/* binding */ listLocalSide),
  En: () => (/* binding */ listS3Side)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./build/s3/list/list-objects.js + 16 modules
var list_objects = __webpack_require__(4111);
// EXTERNAL MODULE: ./build/sync/key-range.js
var key_range = __webpack_require__(641);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(8500);
// EXTERNAL MODULE: ./build/s3/list/key-order.js
var key_order = __webpack_require__(2034);
// EXTERNAL MODULE: ./build/transfer/temp-names.js
var temp_names = __webpack_require__(3991);
;// CONCATENATED MODULE: ./build/sync/walk-local.js






const DEFAULT_BATCH_SIZE = 1000;
/**
 * A folder's entries are stat'ed with blocking calls, this many before the event loop gets a
 * turn (about 2 ms for a warm tree). A `stat` through libuv's thread pool costs 13-17 us of CPU
 * a file here (the hop there and back, a promise, a callback), a blocking one 6 us: 0.16 CPU-s
 * of a 20,000-file `--checksum` sync (`npm run bench -- file-md5`). The walk loses the pool's
 * four stats at once, which only a cold tree on a slow disk would miss; a tree a job just built
 * or checked out is in the page cache.
 */
const STATS_PER_TURN = 256;
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
    const present = [];
    for (let from = 0; from < dirents.length; from += STATS_PER_TURN) {
        if (from > 0)
            await (0,external_node_timers_promises_.setImmediate)();
        const chunk = dirents.slice(from, from + STATS_PER_TURN);
        for (const child of await Promise.all(chunk.map((d) => classify(ctx, d, dir, rel))))
            if (child !== undefined)
                present.push(child);
    }
    return present.sort((a, b) => (0,key_order/* compareKeys */.Y)(a.sortKey, b.sortKey));
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
    // A cache restore's temporary files and staging folders hold parts of an entry not yet checked:
    // never listed, so never uploaded (nor deleted: the restore, or the next save, removes them).
    if (d.name.startsWith('.s3cache-') && (0,temp_names/* restoreTempPid */.Gs)(d.name) !== undefined)
        return undefined;
    if (d.isDirectory())
        return dirChild;
    if ((0,temp_names/* isDownloadTempName */.a0)(d.name))
        return offerTempFile(ctx, d, full);
    let info;
    try {
        info = (0,external_node_fs_.statSync)(full);
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
    let info;
    try {
        info = (0,external_node_fs_.statSync)(full);
    }
    catch {
        return undefined;
    }
    if (info.isFile())
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
    const listing = (0,list_objects/* listObjects */.L)({
        ...(0,key_range/* listBoundsOf */.Ro)(prefix, options.range),
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
        ...(range ? { skipFolder: (rel) => (0,key_range/* folderBeforeRange */.VV)(rel, range) } : {}),
    });
    yield* (0,key_range/* clipToRange */.f2)(walk, range);
}


/***/ })

};

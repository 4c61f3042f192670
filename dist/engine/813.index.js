export const id = 813;
export const ids = [813];
export const modules = {

/***/ 8861:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ filtersInTypedOrder)
/* harmony export */ });
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

/***/ 7813:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CLI_SYNC_OPTIONS: () => (/* binding */ CLI_SYNC_OPTIONS),
  SYNC_USAGE: () => (/* binding */ SYNC_USAGE),
  readSyncArgs: () => (/* binding */ readSyncArgs),
  syncCommand: () => (/* binding */ syncCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./build/errors.js
var errors = __webpack_require__(9473);
// EXTERNAL MODULE: ./build/options/option-table.js
var option_table = __webpack_require__(3265);
// EXTERNAL MODULE: ./build/options/sync-options.js + 1 modules
var sync_options = __webpack_require__(8870);
// EXTERNAL MODULE: ./build/report/execute-sync.js + 19 modules
var execute_sync = __webpack_require__(6152);
// EXTERNAL MODULE: ./build/report/format.js
var format = __webpack_require__(2772);
// EXTERNAL MODULE: ./build/sync/sync-request.js
var sync_request = __webpack_require__(3623);
// EXTERNAL MODULE: ./build/validate.js
var validate = __webpack_require__(3208);
// EXTERNAL MODULE: ./build/cli/filter-flags.js
var filter_flags = __webpack_require__(8861);
// EXTERNAL MODULE: ./build/cli/output.js
var output = __webpack_require__(8288);
// EXTERNAL MODULE: ./build/sync/key-range.js
var key_range = __webpack_require__(641);
// EXTERNAL MODULE: ./build/report/format-faults.js
var format_faults = __webpack_require__(8984);
// EXTERNAL MODULE: ./build/report/large-transfers.js
var large_transfers = __webpack_require__(3993);
// EXTERNAL MODULE: ./build/report/checksums.js
var checksums = __webpack_require__(3579);
// EXTERNAL MODULE: ./build/report/text-table.js
var text_table = __webpack_require__(1985);
;// CONCATENATED MODULE: ./build/cli/report-table.js






/** The run's report as a plain-text table for a terminal. */
function renderReportTable(report) {
    const rows = [
        ['phase', 'start', 'seconds', 'objects', 'bytes', 'objects/s', 'bytes/s', 'held back'],
    ];
    for (const p of report.phases) {
        rows.push([
            p.label.toLowerCase(),
            (0,format/* formatSeconds */.Xo)(p.startSeconds),
            (0,format/* formatSeconds */.Xo)(p.seconds),
            (0,format/* formatCount */.B4)(p.objects),
            (0,format/* formatSize */.Xq)(p.bytes),
            (0,format/* formatCount */.B4)(p.objectsPerSecond),
            `${(0,format/* formatSize */.Xq)(p.bytesPerSecond)}/s`,
            p.waitedSeconds > 0 ? (0,format/* formatSeconds */.Xo)(p.waitedSeconds) : '–',
        ]);
    }
    const table = (0,text_table/* textTable */.e)(rows, [0]);
    const c = report.counts;
    const range = report.range ? `key range: ${(0,key_range/* describeKeyRange */.mm)(report.range)}\n` : '';
    return `${range}${table}\n\n${report.direction}: ${(0,format/* formatCount */.B4)(c.transferred)} transferred (${(0,format/* formatSize */.Xq)(c.bytesTransferred)}), ${(0,format/* formatCount */.B4)(c.skipped)} unchanged, ${(0,format/* formatCount */.B4)(c.deleted)} deleted, ${(0,format/* formatCount */.B4)(c.failed)} failed, ${(0,format/* formatCount */.B4)(c.listed)} listed; total ${(0,format/* formatSeconds */.Xo)(report.totalSeconds)}, first transfer at ${(0,format/* formatSeconds */.Xo)(report.firstTransferSeconds)}, overlap ${(0,format/* formatSeconds */.Xo)(report.overlapSeconds)}\n${report.largeTransfers ? `${(0,large_transfers/* describeLargeTransfers */.B)(report.largeTransfers)}\n` : ''}${report.checksums ? `${(0,checksums/* describeChecksums */.G)(report.checksums).replaceAll('**', '')}\n` : ''}${faultLine(c)}`;
}
function faultLine(c) {
    return [(0,format_faults/* formatHedges */.I)(c), (0,format_faults/* formatFaults */.v)(c)]
        .filter(Boolean)
        .map((line) => `${line}\n`)
        .join('');
}

;// CONCATENATED MODULE: ./build/cli/sync-command.js












/** The sync options, and what only the CLI has. */
const CLI_SYNC_OPTIONS = {
    ...sync_options/* SYNC_OPTIONS */.hV,
    recursive: (0,option_table/* cliFlag */.vM)('recursive', 'cp: copy a whole prefix or folder (required, as aws s3 cp)'),
    quiet: (0,option_table/* cliFlag */.vM)('quiet', 'Print nothing but errors.'),
    onlyShowErrors: (0,option_table/* cliFlag */.vM)('only-show-errors', 'Print no line per object; errors and warnings only.'),
    changedKeys: (0,option_table/* option */.uK)({
        flag: 'changed-keys',
        kind: 'string',
        default: '',
        description: 'Write every key the sync wrote or deleted to this file, one JSON string per line (for a CDN invalidation).',
        parse: (text, _name, context) => text.trim() === '' ? undefined : external_node_path_.resolve(context.baseDir, text),
    }),
    report: (0,option_table/* option */.uK)({
        flag: 'report',
        kind: 'string',
        default: '',
        description: "Print the run's report on stderr: 'table' or 'json'.",
        parse: (text, name) => text.trim() === '' ? undefined : (0,validate/* parseChoice */.HU)(name, text, ['table', 'json']),
    }),
};
const SYNC_USAGE = `usage: s3-sync sync SRC DST [options]
       s3-sync cp SRC DST --recursive [options]
  SRC and DST: s3://bucket/prefix or a local folder (at least one in S3)
  --delete --dryrun --size-only --exact-timestamps --checksum --exclude P --include P
  --changed-keys FILE   every key written or deleted, one JSON string a line
  --start-after KEY --end-at KEY   one shard: keys relative to the prefix (see s3-sync shards)
  --follow-symlinks | --no-follow-symlinks   --quiet --only-show-errors
  --concurrency N (1-${sync_request/* MAX_CONCURRENCY */.fx}, default ${sync_options/* SYNC_OPTIONS */.hV.concurrency.default})  --page-size N  --bucket-lister single|threaded  --list-concurrency auto|N
  --multipart-threshold SIZE --multipart-chunksize SIZE
  --storage-class C --sse AES256|aws:kms --sse-kms-key-id ID --acl ACL
  --cache-control V --content-type T --metadata k=v,k2=v2
  --report table|json   --endpoint-url URL --region R --force-path-style B --checksum-mode M`;
const SYNC_FLAGS = {
    ...(0,option_table/* parseArgsOptions */.dm)(CLI_SYNC_OPTIONS),
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
        throw new errors/* InputError */.dz(verb, positionals.join(' '), 'two arguments: SRC and DST');
    const options = (0,option_table/* readCliOptions */.Z)(CLI_SYNC_OPTIONS, values, { baseDir: process.cwd() }, { source: positionals[0], destination: positionals[1], mode: verb });
    if (verb === 'cp' && !options.recursive) {
        throw new errors/* InputError */.dz('cp', positionals.join(' '), 'used with --recursive (s3-sync copies prefixes and folders; use aws s3 cp for one object)');
    }
    if (verb === 'sync' && options.recursive)
        throw new errors/* InputError */.dz('--recursive', 'true', 'left out: sync is always recursive');
    (0,sync_options/* checkSyncEndpoints */.CP)(options, ['SRC', 'DST']);
    return { options, request: (0,sync_options/* syncRequestFrom */.Bj)(options, env, 'cli', (0,filter_flags/* filtersInTypedOrder */.v)(tokens)) };
}
/** `s3-sync sync` and `s3-sync cp --recursive`: the action's engine, from a terminal. */
async function syncCommand(verb, args, signal) {
    const { options, request } = readSyncArgs(verb, args, process.env);
    const quiet = options.quiet || options.onlyShowErrors;
    const out = new output/* LineBuffer */.F0();
    const flusher = setInterval(() => out.flush(), 200);
    flusher.unref();
    const changedKeysPath = options.changedKeys;
    const { report: result, error } = await (0,execute_sync/* executeSync */.L)({ ...request, changedKeysPath }, {
        signal,
        // Lines hold keys, which are untrusted: control characters are shown escaped (oneLogLine),
        // so a key cannot forge a line, or start a workflow command when run in a workflow.
        onLine: quiet && !request.dryrun ? undefined : (line) => out.push((0,format/* oneLogLine */.Hr)(line)),
        onWarning: options.quiet
            ? undefined
            : (message) => process.stderr.write(`warning: ${(0,format/* oneLogLine */.Hr)(message)}\n`),
    }).finally(() => {
        clearInterval(flusher);
        out.flush();
    });
    // Never silently: paths compared by size and time for want of an MD5 are said once.
    const fallbacks = result.checksums?.fallbacks ?? 0;
    if (fallbacks > 0 && !options.quiet)
        process.stderr.write(`warning: ${fallbacks} same-size objects were compared by size and time, not by content: their MD5 cannot be known without downloading them (multipart objects from another tool, SSE-KMS)\n`);
    if (options.report === 'json')
        process.stderr.write(`${(0,output/* safeJson */.oi)(result)}\n`);
    else if (options.report === 'table')
        process.stderr.write(renderReportTable(result));
    if (error)
        throw (0,errors/* nameSettingError */.O2)(error, (0,option_table/* nameOfSetting */.FK)(CLI_SYNC_OPTIONS, 'cli'));
    return 0;
}


/***/ }),

/***/ 1985:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ textTable)
/* harmony export */ });
/** Rows as aligned plain-text columns: the columns in `left` padded right, the others left. */
function textTable(rows, left) {
    const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
    return rows
        .map((r) => r
        .map((cell, i) => (left.includes(i) ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
        .join('  '))
        .join('\n');
}


/***/ })

};

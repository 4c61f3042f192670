export const id = 942;
export const ids = [942];
export const modules = {

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

/***/ 3717:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dt: () => (/* reexport safe */ _options_output_options_js__WEBPACK_IMPORTED_MODULE_0__.D),
/* harmony export */   Uz: () => (/* binding */ startCliProgress),
/* harmony export */   jA: () => (/* binding */ cacheJobProgress),
/* harmony export */   vn: () => (/* binding */ printAbove)
/* harmony export */ });
/* harmony import */ var _options_output_options_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9815);
/* harmony import */ var _progress_progress_meter_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3334);
/* harmony import */ var _progress_progress_sources_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5159);




/**
 * The meter of a CLI verb's --progress, started; undefined without the flag. stderr decides the
 * style: a terminal gets one live line, a file or pipe a line each interval.
 */
function startCliProgress(enabled, read) {
    if (!enabled)
        return undefined;
    const style = process.stderr.isTTY ? 'terminal' : 'log';
    return new _progress_progress_meter_js__WEBPACK_IMPORTED_MODULE_1__/* .ProgressMeter */ .Z({
        read,
        style,
        everyMs: (0,_progress_progress_meter_js__WEBPACK_IMPORTED_MODULE_1__/* .progressEveryMs */ .R)(process.env, style),
        write: style === 'log'
            ? (line) => process.stderr.write(`${line}\n`)
            : (text) => process.stderr.write(text),
    }).start();
}
/** A cache job's --progress meter: it reads the phases the job hands over as it starts. */
function cacheJobProgress(enabled, stages) {
    return (0,_progress_progress_sources_js__WEBPACK_IMPORTED_MODULE_2__/* .phaseMeter */ .pI)(stages, (read) => startCliProgress(enabled, read));
}
/** Writes whole lines to a stream, above the live progress line when there is one. */
function printAbove(meter, stream, text) {
    if (meter)
        meter.above(() => stream.write(text));
    else
        stream.write(text);
}


/***/ }),

/***/ 8942:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CLI_CP_OPTIONS: () => (/* binding */ CLI_CP_OPTIONS),
/* harmony export */   CLI_SYNC_OPTIONS: () => (/* binding */ CLI_SYNC_OPTIONS),
/* harmony export */   CP_HELP: () => (/* binding */ CP_HELP),
/* harmony export */   SYNC_HELP: () => (/* binding */ SYNC_HELP),
/* harmony export */   readSyncArgs: () => (/* binding */ readSyncArgs),
/* harmony export */   syncCommand: () => (/* binding */ syncCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9473);
/* harmony import */ var _options_option_table_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3265);
/* harmony import */ var _options_sync_options_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5151);
/* harmony import */ var _options_if_no_files_found_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7059);
/* harmony import */ var _sync_action_execute_sync_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1616);
/* harmony import */ var _report_format_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2772);
/* harmony import */ var _report_sync_renderer_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5799);
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3208);
/* harmony import */ var _filter_flags_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(8861);
/* harmony import */ var _output_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(8288);
/* harmony import */ var _parse_verb_args_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(5270);
/* harmony import */ var _progress_flag_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(3717);
/* harmony import */ var _options_output_options_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(9815);
/* harmony import */ var _progress_progress_sources_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(5159);















/** The sync options, and what only the CLI has (sync takes no --recursive: it always is). */
const CLI_SYNC_OPTIONS = {
    ..._options_sync_options_js__WEBPACK_IMPORTED_MODULE_3__/* .SYNC_OPTIONS */ .hV,
    ..._options_output_options_js__WEBPACK_IMPORTED_MODULE_13__/* .SYNC_OUTPUT_OPTIONS */ .P,
    changedKeys: (0,_options_option_table_js__WEBPACK_IMPORTED_MODULE_2__/* .option */ .uK)({
        flag: 'changed-keys',
        kind: 'string',
        valueName: 'FILE',
        default: '',
        description: 'Write every key the sync wrote or deleted to this file, one JSON string per line (for a CDN invalidation).',
        parse: (text, _name, context) => text.trim() === '' ? undefined : node_path__WEBPACK_IMPORTED_MODULE_0__.resolve(context.baseDir, text),
    }),
    report: (0,_options_option_table_js__WEBPACK_IMPORTED_MODULE_2__/* .option */ .uK)({
        flag: 'report',
        kind: 'string',
        valueName: 'table|json',
        default: '',
        description: "Print the run's report: 'table' on stderr, for a person; 'json' on stdout, as data (the lines per object then go to stderr).",
        parse: (text, name) => text.trim() === '' ? undefined : (0,_validate_js__WEBPACK_IMPORTED_MODULE_8__/* .parseChoice */ .HU)(name, text, ['table', 'json']),
    }),
};
/** cp's table: sync's, and --recursive, which cp requires (as aws s3 cp for a prefix). */
const CLI_CP_OPTIONS = {
    ...CLI_SYNC_OPTIONS,
    recursive: {
        ...(0,_options_option_table_js__WEBPACK_IMPORTED_MODULE_2__/* .cliFlag */ .vM)('recursive', 'Copy a whole prefix or folder (required, as aws s3 cp --recursive).'),
        short: 'r',
        required: { accepts: 'cp copies prefixes and folders' },
    },
};
/** What a sync's help leaves out: the table's `mode` is the verb itself. */
const HIDDEN = { mode: _options_sync_options_js__WEBPACK_IMPORTED_MODULE_3__/* .SYNC_OPTIONS */ .hV.mode };
const SYNC_HELP = {
    command: 's3-sync sync',
    table: CLI_SYNC_OPTIONS,
    hidden: HIDDEN,
    purpose: 'Copy what differs from SRC to DST (new objects, and those whose size or time differ), as aws s3 sync does; with --delete, remove from DST what SRC does not hold. One of SRC and DST is an S3 URL.',
};
const CP_HELP = {
    command: 's3-sync cp',
    table: CLI_CP_OPTIONS,
    hidden: HIDDEN,
    purpose: 'Copy everything under SRC to DST, as aws s3 cp --recursive does. One of SRC and DST is an S3 URL.',
};
/** The flags as the CLI got them, parsed into a SyncRequest exactly as the action's inputs are. */
function readSyncArgs(verb, args, env) {
    const table = verb === 'cp' ? CLI_CP_OPTIONS : CLI_SYNC_OPTIONS;
    const { values, positionals, tokens } = (0,_parse_verb_args_js__WEBPACK_IMPORTED_MODULE_11__/* .parseVerbArgs */ .ym)(`s3-sync ${verb}`, table, args);
    if (positionals.length !== 2)
        throw (0,_parse_verb_args_js__WEBPACK_IMPORTED_MODULE_11__/* .wrongArguments */ .uv)(`s3-sync ${verb}`, 'two arguments, SRC and DST', positionals);
    if (verb === 'cp' && !values.recursive)
        throw new _parse_verb_args_js__WEBPACK_IMPORTED_MODULE_11__/* .UsageError */ .eb("'s3-sync cp' copies prefixes and folders, with --recursive (-r); for one object, use aws s3 cp");
    const options = (0,_options_option_table_js__WEBPACK_IMPORTED_MODULE_2__/* .readCliOptions */ .Z)(CLI_SYNC_OPTIONS, values, { baseDir: process.cwd() }, { source: positionals[0], destination: positionals[1], mode: verb });
    (0,_options_sync_options_js__WEBPACK_IMPORTED_MODULE_3__/* .checkSyncEndpoints */ .CP)(options, ['SRC', 'DST']);
    return { options, request: (0,_options_sync_options_js__WEBPACK_IMPORTED_MODULE_3__/* .syncRequestFrom */ .Bj)(options, env, 'cli', (0,_filter_flags_js__WEBPACK_IMPORTED_MODULE_9__/* .filtersInTypedOrder */ .v)(tokens)) };
}
/** `s3-sync sync` and `s3-sync cp --recursive`: the action's engine, from a terminal. */
async function syncCommand(verb, args, signal) {
    const { options, request } = readSyncArgs(verb, args, process.env);
    const quiet = options.quiet || options.onlyShowErrors;
    const json = options.report === 'json';
    let running;
    const meter = (0,_progress_flag_js__WEBPACK_IMPORTED_MODULE_12__/* .startCliProgress */ .Uz)(options.progress, () => running && (0,_progress_progress_sources_js__WEBPACK_IMPORTED_MODULE_14__/* .syncReading */ .Q)(running));
    // With --report json, stdout carries the report alone (data); the lines go to stderr.
    const lineStream = json ? process.stderr : process.stdout;
    const out = new _output_js__WEBPACK_IMPORTED_MODULE_10__/* .LineBuffer */ .F0({ write: (text) => (0,_progress_flag_js__WEBPACK_IMPORTED_MODULE_12__/* .printAbove */ .vn)(meter, lineStream, text) });
    const flusher = setInterval(() => out.flush(), 200);
    flusher.unref();
    const warn = (message) => (0,_progress_flag_js__WEBPACK_IMPORTED_MODULE_12__/* .printAbove */ .vn)(meter, process.stderr, `warning: ${(0,_report_format_js__WEBPACK_IMPORTED_MODULE_6__/* .oneLogLine */ .Hr)(message)}\n`);
    const { report: result, error } = await (0,_sync_action_execute_sync_js__WEBPACK_IMPORTED_MODULE_5__/* .executeSync */ .L)({ ...request, changedKeysPath: options.changedKeys }, {
        signal,
        onStart: (progress) => (running = progress),
        // Lines hold keys, which are untrusted: control characters are shown escaped (oneLogLine),
        // so a key cannot forge a line, or start a workflow command when run in a workflow.
        onLine: quiet && !request.dryrun ? undefined : (line) => out.push((0,_report_format_js__WEBPACK_IMPORTED_MODULE_6__/* .oneLogLine */ .Hr)(line)),
        onWarning: options.quiet ? undefined : warn,
    }).finally(() => {
        clearInterval(flusher);
        out.flush();
        meter?.stop();
    });
    if (!options.quiet)
        for (const warning of _report_sync_renderer_js__WEBPACK_IMPORTED_MODULE_7__/* .syncRenderer */ .b.warnings(result))
            process.stderr.write(`warning: ${(0,_report_format_js__WEBPACK_IMPORTED_MODULE_6__/* .oneLogLine */ .Hr)(warning)}\n`);
    if (json)
        process.stdout.write(`${(0,_output_js__WEBPACK_IMPORTED_MODULE_10__/* .safeJson */ .oi)(result)}\n`);
    else if (options.report === 'table')
        process.stderr.write(_report_sync_renderer_js__WEBPACK_IMPORTED_MODULE_7__/* .syncRenderer */ .b.text(result));
    if (error)
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .nameSettingError */ .O2)(error, (0,_options_option_table_js__WEBPACK_IMPORTED_MODULE_2__/* .nameOfSetting */ .FK)(CLI_SYNC_OPTIONS, 'cli'));
    const empty = (0,_options_if_no_files_found_js__WEBPACK_IMPORTED_MODULE_4__/* .emptySourceOutcome */ .pg)(result, request.source, request.ifNoFilesFound ?? 'warn', 'cli');
    if (empty.warning && !options.quiet)
        process.stderr.write(`warning: ${(0,_report_format_js__WEBPACK_IMPORTED_MODULE_6__/* .oneLogLine */ .Hr)(empty.warning)}\n`);
    if (empty.error)
        throw empty.error;
    return 0;
}


/***/ })

};

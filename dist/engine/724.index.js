export const id = 724;
export const ids = [724];
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

/***/ 3724:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SHARDS_HELP: () => (/* binding */ SHARDS_HELP),
/* harmony export */   readShardsArgs: () => (/* binding */ readShardsArgs),
/* harmony export */   shardsCommand: () => (/* binding */ shardsCommand)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9473);
/* harmony import */ var _options_option_table_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3265);
/* harmony import */ var _options_shards_options_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8099);
/* harmony import */ var _report_format_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2772);
/* harmony import */ var _report_shard_renderer_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(203);
/* harmony import */ var _report_shard_report_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(326);
/* harmony import */ var _sync_describe_endpoint_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4523);
/* harmony import */ var _sync_plan_shards_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5241);
/* harmony import */ var _sync_shard_cutter_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(1836);
/* harmony import */ var _filter_flags_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(8861);
/* harmony import */ var _output_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(8288);
/* harmony import */ var _parse_verb_args_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(5270);












const CLI_SHARDS_OPTIONS = {
    ..._options_shards_options_js__WEBPACK_IMPORTED_MODULE_2__/* .SHARDS_OPTIONS */ .Z,
    quiet: (0,_options_option_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cliFlag */ .vM)('quiet', 'Print the JSON only, not the table of ranges.'),
};
const SHARDS_HELP = {
    command: 's3-sync shards',
    table: CLI_SHARDS_OPTIONS,
    purpose: `Cut SRC's keys into --count ranges (1-${_sync_shard_cutter_js__WEBPACK_IMPORTED_MODULE_8__/* .MAX_SHARDS */ .hH}) for a sharded sync, one per job of a strategy.matrix.`,
    notes: [
        'Prints {"include":[{"shard":1,"start-after":"","end-at":"..."},...]} on stdout; each sync then',
        'takes --start-after and --end-at (keys relative to the prefix). The table of ranges goes to stderr.',
    ],
};
/** shards' flags and its one argument, through its table. */
function readShardsArgs(args) {
    const { values: flags, positionals, tokens, } = (0,_parse_verb_args_js__WEBPACK_IMPORTED_MODULE_11__/* .parseVerbArgs */ .ym)('s3-sync shards', CLI_SHARDS_OPTIONS, args);
    if (positionals.length !== 1)
        throw (0,_parse_verb_args_js__WEBPACK_IMPORTED_MODULE_11__/* .wrongArguments */ .uv)('s3-sync shards', 'one argument, SRC', positionals);
    const values = (0,_options_option_table_js__WEBPACK_IMPORTED_MODULE_1__/* .readCliOptions */ .Z)(CLI_SHARDS_OPTIONS, flags, { baseDir: process.cwd() }, { source: positionals[0] });
    return { values, tokens };
}
/** `s3-sync shards`: the plan step of a sharded sync, from a terminal or a workflow's `run:`. */
async function shardsCommand(args, signal) {
    const { values, tokens } = readShardsArgs(args);
    try {
        const request = (0,_options_shards_options_js__WEBPACK_IMPORTED_MODULE_2__/* .shardPlanRequestFrom */ .N)(values, process.env, 'cli', (0,_filter_flags_js__WEBPACK_IMPORTED_MODULE_9__/* .filtersInTypedOrder */ .v)(tokens));
        const plan = await (0,_sync_plan_shards_js__WEBPACK_IMPORTED_MODULE_7__/* .planShards */ .t)(request, {
            signal,
            onWarning: values.quiet
                ? undefined
                : (message) => process.stderr.write(`warning: ${(0,_report_format_js__WEBPACK_IMPORTED_MODULE_3__/* .oneLogLine */ .Hr)(message)}\n`),
        });
        process.stdout.write(`${(0,_output_js__WEBPACK_IMPORTED_MODULE_10__/* .safeJson */ .oi)((0,_report_shard_report_js__WEBPACK_IMPORTED_MODULE_5__/* .shardMatrix */ ._b)(plan))}\n`);
        if (!values.quiet)
            process.stderr.write(_report_shard_renderer_js__WEBPACK_IMPORTED_MODULE_4__/* .shardRenderer */ ._.text({ plan, source: (0,_sync_describe_endpoint_js__WEBPACK_IMPORTED_MODULE_6__/* .describeEndpoint */ .N)(request.source) }));
        return 0;
    }
    catch (error) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .nameSettingError */ .O2)(error, (0,_options_option_table_js__WEBPACK_IMPORTED_MODULE_1__/* .nameOfSetting */ .FK)(CLI_SHARDS_OPTIONS, 'cli'));
    }
}


/***/ })

};

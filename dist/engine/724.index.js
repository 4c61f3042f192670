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
/* harmony import */ var _report_format_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(2772);
/* harmony import */ var _report_shard_report_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(326);
/* harmony import */ var _sync_plan_shards_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5241);
/* harmony import */ var _sync_shard_cutter_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1836);
/* harmony import */ var _filter_flags_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8861);
/* harmony import */ var _output_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(8288);
/* harmony import */ var _parse_verb_args_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5270);










const CLI_SHARDS_OPTIONS = {
    ..._options_shards_options_js__WEBPACK_IMPORTED_MODULE_2__/* .SHARDS_OPTIONS */ .Z,
    quiet: (0,_options_option_table_js__WEBPACK_IMPORTED_MODULE_1__/* .cliFlag */ .vM)('quiet', 'Print the JSON only, not the table of ranges.'),
};
const SHARDS_HELP = {
    command: 's3-sync shards',
    table: CLI_SHARDS_OPTIONS,
    purpose: `Cut SRC's keys into --count ranges (1-${_sync_shard_cutter_js__WEBPACK_IMPORTED_MODULE_6__/* .MAX_SHARDS */ .hH}) for a sharded sync, one per job of a strategy.matrix.`,
    notes: [
        'Prints {"include":[{"shard":1,"start-after":"","end-at":"..."},...]} on stdout; each sync then',
        'takes --start-after and --end-at (keys relative to the prefix). The table of ranges goes to stderr.',
    ],
};
/** shards' flags and its one argument, through its table. */
function readShardsArgs(args) {
    const { values: flags, positionals, tokens, } = (0,_parse_verb_args_js__WEBPACK_IMPORTED_MODULE_5__/* .parseVerbArgs */ .ym)('s3-sync shards', CLI_SHARDS_OPTIONS, args);
    if (positionals.length !== 1)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz('shards', positionals.join(' '), 'one argument: SRC');
    const values = (0,_options_option_table_js__WEBPACK_IMPORTED_MODULE_1__/* .readCliOptions */ .Z)(CLI_SHARDS_OPTIONS, flags, { baseDir: process.cwd() }, { source: positionals[0] });
    return { values, tokens };
}
/** `s3-sync shards`: the plan step of a sharded sync, from a terminal or a workflow's `run:`. */
async function shardsCommand(args, signal) {
    const { values, tokens } = readShardsArgs(args);
    try {
        const plan = await (0,_sync_plan_shards_js__WEBPACK_IMPORTED_MODULE_4__/* .planShards */ .t)((0,_options_shards_options_js__WEBPACK_IMPORTED_MODULE_2__/* .shardPlanRequestFrom */ .N)(values, process.env, 'cli', (0,_filter_flags_js__WEBPACK_IMPORTED_MODULE_7__/* .filtersInTypedOrder */ .v)(tokens)), {
            signal,
            onWarning: values.quiet
                ? undefined
                : (message) => process.stderr.write(`warning: ${(0,_report_format_js__WEBPACK_IMPORTED_MODULE_8__/* .oneLogLine */ .Hr)(message)}\n`),
        });
        process.stdout.write(`${(0,_output_js__WEBPACK_IMPORTED_MODULE_9__/* .safeJson */ .oi)((0,_report_shard_report_js__WEBPACK_IMPORTED_MODULE_3__/* .shardMatrix */ ._b)(plan))}\n`);
        if (!values.quiet)
            process.stderr.write((0,_report_shard_report_js__WEBPACK_IMPORTED_MODULE_3__/* .renderShardTable */ .rv)(plan));
        return 0;
    }
    catch (error) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .nameSettingError */ .O2)(error, (0,_options_option_table_js__WEBPACK_IMPORTED_MODULE_1__/* .nameOfSetting */ .FK)(CLI_SHARDS_OPTIONS, 'cli'));
    }
}


/***/ }),

/***/ 8099:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ shardPlanRequestFrom),
/* harmony export */   Z: () => (/* binding */ SHARDS_OPTIONS)
/* harmony export */ });
/* harmony import */ var _endpoint_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5587);
/* harmony import */ var _sync_shard_cutter_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1836);
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7713);
/* harmony import */ var _connection_options_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8174);
/* harmony import */ var _option_table_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3265);
/* harmony import */ var _sync_options_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(394);






/**
 * The plan step of a sharded sync (issue 15), for the shards action and `s3-sync shards`: the
 * source is listed as the sync lists it, with the sync's own listing and connection options.
 */
const SHARDS_OPTIONS = {
    source: (0,_option_table_js__WEBPACK_IMPORTED_MODULE_3__/* .option */ .uK)({
        ..._sync_options_js__WEBPACK_IMPORTED_MODULE_4__/* .SYNC_OPTIONS */ .hV.source,
        description: "What the syncs will copy from: an S3 URL (s3://bucket/prefix) or, for uploads, a path (relative paths are taken from GITHUB_WORKSPACE). Use the syncs' own `source`.",
        parse: (value, name, context) => (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_0__/* .parseEndpoint */ .U)(name, value, context.baseDir),
    }),
    count: (0,_option_table_js__WEBPACK_IMPORTED_MODULE_3__/* .option */ .uK)({
        input: 'count',
        flag: 'count',
        kind: 'string',
        default: '',
        required: { accepts: `an integer from 1 to ${_sync_shard_cutter_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_SHARDS */ .hH} (the matrix's jobs)` },
        description: `How many key ranges to cut (1-${_sync_shard_cutter_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_SHARDS */ .hH}, a matrix's limit): one per sync job. Fewer come out when the source has fewer keys.`,
        parse: (value, name) => (0,_validate_js__WEBPACK_IMPORTED_MODULE_1__/* .parseInteger */ .cG)(name, value, 1, _sync_shard_cutter_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_SHARDS */ .hH),
    }),
    by: (0,_option_table_js__WEBPACK_IMPORTED_MODULE_3__/* .option */ .uK)({
        input: 'by',
        flag: 'by',
        kind: 'string',
        default: 'objects',
        description: "'objects': ranges of about equal object count (small objects: the per-request cost dominates); 'bytes': of about equal size.",
        parse: (value, name) => (0,_validate_js__WEBPACK_IMPORTED_MODULE_1__/* .parseChoice */ .HU)(name, value, _sync_shard_cutter_js__WEBPACK_IMPORTED_MODULE_5__/* .SHARD_MEASURES */ .B2),
    }),
    exclude: (0,_option_table_js__WEBPACK_IMPORTED_MODULE_3__/* .option */ .uK)({
        ..._sync_options_js__WEBPACK_IMPORTED_MODULE_4__/* .SYNC_OPTIONS */ .hV.exclude,
        description: "The syncs' own `exclude` patterns: the plan balances the ranges over the keys the syncs will copy, not over keys they skip.",
    }),
    include: (0,_option_table_js__WEBPACK_IMPORTED_MODULE_3__/* .option */ .uK)({
        ..._sync_options_js__WEBPACK_IMPORTED_MODULE_4__/* .SYNC_OPTIONS */ .hV.include,
        description: "The syncs' own `include` patterns (after the excludes, as in the sync).",
    }),
    lister: _sync_options_js__WEBPACK_IMPORTED_MODULE_4__/* .SYNC_OPTIONS */ .hV.lister,
    listConcurrency: _sync_options_js__WEBPACK_IMPORTED_MODULE_4__/* .SYNC_OPTIONS */ .hV.listConcurrency,
    pageSize: _sync_options_js__WEBPACK_IMPORTED_MODULE_4__/* .SYNC_OPTIONS */ .hV.pageSize,
    followSymlinks: _sync_options_js__WEBPACK_IMPORTED_MODULE_4__/* .SYNC_OPTIONS */ .hV.followSymlinks,
    ..._connection_options_js__WEBPACK_IMPORTED_MODULE_2__/* .CONNECTION_OPTIONS */ .Ur,
};
function shardPlanRequestFrom(values, env, frontEnd, filters = (0,_sync_options_js__WEBPACK_IMPORTED_MODULE_4__/* .actionFilterOrder */ .lH)(values)) {
    return {
        filters,
        source: values.source,
        count: values.count,
        by: values.by,
        lister: values.lister,
        listConcurrency: values.listConcurrency,
        pageSize: values.pageSize,
        followSymlinks: values.followSymlinks,
        client: (0,_connection_options_js__WEBPACK_IMPORTED_MODULE_2__/* .clientSettingsFrom */ .Xw)(values, env, frontEnd),
    };
}


/***/ }),

/***/ 326:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ renderShardSummary),
/* harmony export */   _b: () => (/* binding */ shardMatrix),
/* harmony export */   rv: () => (/* binding */ renderShardTable)
/* harmony export */ });
/* harmony import */ var _sync_key_range_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(641);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2772);
/* harmony import */ var _summary_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8979);
/* harmony import */ var _text_table_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1985);




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
    return `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCountOf */ .gL)(plan.shards.length, 'key range')} (asked for ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(plan.count)}, by ${plan.by}) over ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCountOf */ .gL)(plan.objects, 'object')} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatSize */ .Xq)(plan.bytes)}), listed in ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatSeconds */ .Xo)(plan.seconds)}`;
}
/** The ranges as a terminal table; keys quoted (JSON.stringify), so none can forge a line. */
function renderShardTable(plan) {
    const rows = [['shard', 'range', 'objects', 'bytes']];
    for (const s of plan.shards)
        rows.push([String(s.shard), (0,_sync_key_range_js__WEBPACK_IMPORTED_MODULE_0__/* .describeKeyRange */ .mm)(s), (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(s.objects), (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatSize */ .Xq)(s.bytes)]);
    const table = (0,_text_table_js__WEBPACK_IMPORTED_MODULE_2__/* .textTable */ .e)(rows, [1]);
    return `${table}\n${headline(plan)}\n`;
}
const MAX_KEY_CHARS = 200;
/** The ranges for the job summary: keys HTML-escaped, long ones cut. */
function renderShardSummary(plan, source) {
    const key = (text, open) => text === undefined || text === '' ? `_${open}_` : (0,_summary_text_js__WEBPACK_IMPORTED_MODULE_3__/* .code */ .aY)(text, MAX_KEY_CHARS);
    const lines = [
        `## S3 sync shards of ${(0,_summary_text_js__WEBPACK_IMPORTED_MODULE_3__/* .code */ .aY)(source, Number.POSITIVE_INFINITY)}`,
        '',
        `${headline(plan)}. Each range is (start-after, end-at], keys relative to the prefix, in S3's byte order; the last is open-ended.`,
        '',
        '| shard | start-after | end-at | objects | bytes |',
        '|---:|---|---|---:|---:|',
        ...plan.shards.map((s) => `| ${s.shard} | ${key(s.startAfter, 'the beginning')} | ${key(s.endAt, 'the end')} | ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(s.objects)} | ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatSize */ .Xq)(s.bytes)} |`),
        '',
    ];
    return lines.join('\n');
}


/***/ }),

/***/ 8979:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BP: () => (/* binding */ errorLine),
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   aY: () => (/* binding */ code),
/* harmony export */   mW: () => (/* binding */ fitSummary),
/* harmony export */   tE: () => (/* binding */ warningLine)
/* harmony export */ });
/* unused harmony exports MAX_SUMMARY_BYTES, cutChars */
/**
 * The pieces every job summary is written with: untrusted text escaped, keys in <code>, warning
 * and error lines, and the one cut that keeps a summary under the runner's limit.
 */
/** The runner refuses a step summary over 1 MiB; stay well under it. */
const MAX_SUMMARY_BYTES = 1024 * 1024 - 16 * 1024;
const MAX_MESSAGE_CHARS = 2000;
/**
 * S3 keys are untrusted: escape them so a key cannot inject HTML or markdown. GFM also makes
 * links of bare URLs, `www.` names and e-mail addresses, inside `<code>` too: a zero-width space
 * (`&#8203;`) in `http://` (https, ftp), `www.` and before `@` keeps a key's text from becoming
 * one. `s3://` is left whole: GFM does not link it, and a reader may copy it.
 */
function escapeHtml(text) {
    return text
        .replace(/[&<>"'`|\\*_[\]]/g, (c) => `&#${c.charCodeAt(0)};`)
        .replace(/\r\n|\r|\n/g, '&#10;')
        .replace(/(https?|ftp):\/\//gi, '$1:&#8203;//')
        .replace(/(w)(ww\.)/gi, '$1&#8203;$2')
        .replace(/@/g, '&#8203;@');
}
/** The first `maxChars` code points, and `…` when there were more: never half a character. */
function cutChars(text, maxChars) {
    const chars = [...text];
    return chars.length > maxChars ? `${chars.slice(0, maxChars).join('')}…` : text;
}
/** Keys are untrusted and may be long: escaped, cut, in <code> (a code span would show escapes). */
function code(text, maxChars = 200) {
    return `<code>${escapeHtml(cutChars(text, maxChars))}</code>`;
}
/** A warning as a quoted line of the summary. */
function warningLine(warning) {
    return `> ⚠️ ${escapeHtml(warning.slice(0, MAX_MESSAGE_CHARS))}`;
}
/** The error that ended the step: its first line, escaped. */
function errorLine(error) {
    return `**Error:** ${escapeHtml((error.message.split('\n')[0] ?? '').slice(0, MAX_MESSAGE_CHARS))}`;
}
/**
 * The summary as it is, or cut to half the limit and saying so when it would be too big. Counted
 * in bytes, as the runner counts, and cut at a character boundary: a slice of UTF-16 units could
 * still be over, and half a character would show as U+FFFD.
 */
function fitSummary(text) {
    if (Buffer.byteLength(text) <= MAX_SUMMARY_BYTES)
        return text;
    const cut = Buffer.from(text)
        .subarray(0, MAX_SUMMARY_BYTES / 2)
        .toString('utf8')
        .replace(/\uFFFD$/, '');
    return `${cut}\n\n_The summary was cut short to stay under the runner's 1 MiB limit._\n`;
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


/***/ }),

/***/ 5241:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ planShards)
/* harmony export */ });
/* harmony import */ var _filters_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1785);
/* harmony import */ var _shard_cutter_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1836);
/* harmony import */ var _sync_sides_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9550);



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
        const side = (0,_sync_sides_js__WEBPACK_IMPORTED_MODULE_1__/* .listS3Side */ .En)({ ...source.location, prefix: (0,_sync_sides_js__WEBPACK_IMPORTED_MODULE_1__/* .folderPrefix */ .Z4)(source.location.prefix) }, {
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
        batches = (0,_sync_sides_js__WEBPACK_IMPORTED_MODULE_1__/* .listLocalSide */ .f0)(source.path, {
            followSymlinks: request.followSymlinks,
            signal: options.signal,
            onWarning: (w) => options.onWarning?.(`skipped ${JSON.stringify(w.path)}: ${w.message}`),
            mustExist: true,
        });
    }
    const cutter = new _shard_cutter_js__WEBPACK_IMPORTED_MODULE_2__/* .ShardCutter */ .IB();
    const passes = (0,_filters_js__WEBPACK_IMPORTED_MODULE_0__/* .createFilter */ .H)(request.filters);
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


/***/ }),

/***/ 1836:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B2: () => (/* binding */ SHARD_MEASURES),
/* harmony export */   IB: () => (/* binding */ ShardCutter),
/* harmony export */   hH: () => (/* binding */ MAX_SHARDS)
/* harmony export */ });
/* unused harmony export isSafeBoundary */
/* harmony import */ var _s3_list_key_order_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2034);

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
        if (this.last !== undefined && (0,_s3_list_key_order_js__WEBPACK_IMPORTED_MODULE_0__/* .compareKeys */ .Y)(key, this.last) <= 0)
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


/***/ })

};

export const id = 942;
export const ids = [942];
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

/***/ 3717:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dt: () => (/* binding */ PROGRESS_FLAG),
/* harmony export */   Uz: () => (/* binding */ startCliProgress),
/* harmony export */   jA: () => (/* binding */ cacheJobProgress),
/* harmony export */   vn: () => (/* binding */ printAbove)
/* harmony export */ });
/* harmony import */ var _options_option_table_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3265);
/* harmony import */ var _progress_progress_meter_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3334);
/* harmony import */ var _progress_progress_sources_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5159);



/** `--progress`, for sync, cp, cache save and cache restore. */
const PROGRESS_FLAG = (0,_options_option_table_js__WEBPACK_IMPORTED_MODULE_0__/* .cliFlag */ .vM)('progress', 'Show progress on stderr: files and bytes done of those planned so far, the rate and the time left. On a terminal, one line rewritten in place (as rclone --progress); otherwise, as rclone does, a new line each second.');
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
/* harmony import */ var _options_sync_options_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(394);
/* harmony import */ var _report_execute_sync_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4231);
/* harmony import */ var _report_format_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(2772);
/* harmony import */ var _report_sync_renderer_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1017);
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7713);
/* harmony import */ var _filter_flags_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(8861);
/* harmony import */ var _output_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(8288);
/* harmony import */ var _parse_verb_args_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5270);
/* harmony import */ var _progress_flag_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3717);
/* harmony import */ var _progress_progress_sources_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(5159);













/** The sync options, and what only the CLI has (sync takes no --recursive: it always is). */
const CLI_SYNC_OPTIONS = {
    ..._options_sync_options_js__WEBPACK_IMPORTED_MODULE_3__/* .SYNC_OPTIONS */ .hV,
    quiet: (0,_options_option_table_js__WEBPACK_IMPORTED_MODULE_2__/* .cliFlag */ .vM)('quiet', 'Print nothing but errors.'),
    onlyShowErrors: (0,_options_option_table_js__WEBPACK_IMPORTED_MODULE_2__/* .cliFlag */ .vM)('only-show-errors', 'Print no line per object; errors and warnings only.'),
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
        parse: (text, name) => text.trim() === '' ? undefined : (0,_validate_js__WEBPACK_IMPORTED_MODULE_6__/* .parseChoice */ .HU)(name, text, ['table', 'json']),
    }),
    progress: _progress_flag_js__WEBPACK_IMPORTED_MODULE_8__/* .PROGRESS_FLAG */ .Dt,
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
    const { values, positionals, tokens } = (0,_parse_verb_args_js__WEBPACK_IMPORTED_MODULE_7__/* .parseVerbArgs */ .ym)(`s3-sync ${verb}`, table, args);
    if (positionals.length !== 2)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(verb, positionals.join(' '), 'two arguments: SRC and DST');
    if (verb === 'cp' && !values.recursive) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz('cp', positionals.join(' '), 'used with --recursive (s3-sync copies prefixes and folders; use aws s3 cp for one object)');
    }
    const options = (0,_options_option_table_js__WEBPACK_IMPORTED_MODULE_2__/* .readCliOptions */ .Z)(CLI_SYNC_OPTIONS, values, { baseDir: process.cwd() }, { source: positionals[0], destination: positionals[1], mode: verb });
    (0,_options_sync_options_js__WEBPACK_IMPORTED_MODULE_3__/* .checkSyncEndpoints */ .CP)(options, ['SRC', 'DST']);
    return { options, request: (0,_options_sync_options_js__WEBPACK_IMPORTED_MODULE_3__/* .syncRequestFrom */ .Bj)(options, env, 'cli', (0,_filter_flags_js__WEBPACK_IMPORTED_MODULE_10__/* .filtersInTypedOrder */ .v)(tokens)) };
}
/** `s3-sync sync` and `s3-sync cp --recursive`: the action's engine, from a terminal. */
async function syncCommand(verb, args, signal) {
    const { options, request } = readSyncArgs(verb, args, process.env);
    const quiet = options.quiet || options.onlyShowErrors;
    const json = options.report === 'json';
    let running;
    const meter = (0,_progress_flag_js__WEBPACK_IMPORTED_MODULE_8__/* .startCliProgress */ .Uz)(options.progress, () => running && (0,_progress_progress_sources_js__WEBPACK_IMPORTED_MODULE_9__/* .syncReading */ .Q)(running));
    // With --report json, stdout carries the report alone (data); the lines go to stderr.
    const lineStream = json ? process.stderr : process.stdout;
    const out = new _output_js__WEBPACK_IMPORTED_MODULE_11__/* .LineBuffer */ .F0({ write: (text) => (0,_progress_flag_js__WEBPACK_IMPORTED_MODULE_8__/* .printAbove */ .vn)(meter, lineStream, text) });
    const flusher = setInterval(() => out.flush(), 200);
    flusher.unref();
    const warn = (message) => (0,_progress_flag_js__WEBPACK_IMPORTED_MODULE_8__/* .printAbove */ .vn)(meter, process.stderr, `warning: ${(0,_report_format_js__WEBPACK_IMPORTED_MODULE_12__/* .oneLogLine */ .Hr)(message)}\n`);
    const { report: result, error } = await (0,_report_execute_sync_js__WEBPACK_IMPORTED_MODULE_4__/* .executeSync */ .L)({ ...request, changedKeysPath: options.changedKeys }, {
        signal,
        onStart: (progress) => (running = progress),
        // Lines hold keys, which are untrusted: control characters are shown escaped (oneLogLine),
        // so a key cannot forge a line, or start a workflow command when run in a workflow.
        onLine: quiet && !request.dryrun ? undefined : (line) => out.push((0,_report_format_js__WEBPACK_IMPORTED_MODULE_12__/* .oneLogLine */ .Hr)(line)),
        onWarning: options.quiet ? undefined : warn,
    }).finally(() => {
        clearInterval(flusher);
        out.flush();
        meter?.stop();
    });
    if (!options.quiet)
        for (const warning of _report_sync_renderer_js__WEBPACK_IMPORTED_MODULE_5__/* .syncRenderer */ .b.warnings(result))
            process.stderr.write(`warning: ${(0,_report_format_js__WEBPACK_IMPORTED_MODULE_12__/* .oneLogLine */ .Hr)(warning)}\n`);
    if (json)
        process.stdout.write(`${(0,_output_js__WEBPACK_IMPORTED_MODULE_11__/* .safeJson */ .oi)(result)}\n`);
    else if (options.report === 'table')
        process.stderr.write(_report_sync_renderer_js__WEBPACK_IMPORTED_MODULE_5__/* .syncRenderer */ .b.text(result));
    if (error)
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .nameSettingError */ .O2)(error, (0,_options_option_table_js__WEBPACK_IMPORTED_MODULE_2__/* .nameOfSetting */ .FK)(CLI_SYNC_OPTIONS, 'cli'));
    return 0;
}


/***/ }),

/***/ 3334:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Z: () => (/* binding */ ProgressMeter),
  R: () => (/* binding */ progressEveryMs)
});

// EXTERNAL MODULE: ./build/report/format.js
var format = __webpack_require__(2772);
;// CONCATENATED MODULE: ./build/progress/progress-line.js

/** `7s`, `3m12s`, `1h04m`: the shape rclone's ETA takes. */
function formatDuration(seconds) {
    const s = Math.max(0, Math.round(seconds));
    if (s < 60)
        return `${s}s`;
    if (s < 3600)
        return `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
    return `${Math.floor(s / 3600)}h${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}m`;
}
/** The time left at the current rate, '-' when it cannot be told (no rate, nothing planned). */
function estimateLeft(state) {
    const { reading, bytesPerSecond } = state;
    const left = reading.totalBytes - reading.bytes;
    if (left <= 0)
        return reading.totalBytes > 0 ? '0s' : '-';
    if (!bytesPerSecond || bytesPerSecond <= 0)
        return '-';
    return formatDuration(left / bytesPerSecond);
}
/**
 * One line: `hashing 1,234 / 5,000 files, 12.0 MiB / 40.0 MiB (30%), 4.0 MiB/s, ETA 7s,
 * elapsed 3s`; the sizes in the reports' units (formatSize).
 */
function formatProgressLine(state) {
    const { reading: r, bytesPerSecond } = state;
    const percent = r.totalBytes > 0 ? ` (${Math.floor((100 * r.bytes) / r.totalBytes)}%)` : '';
    const rate = bytesPerSecond === undefined ? '-' : `${(0,format/* formatSize */.Xq)(bytesPerSecond)}/s`;
    return [
        `${r.stage} ${(0,format/* formatCount */.B4)(r.files)} / ${(0,format/* formatCount */.B4)(r.totalFiles)} files`,
        `${(0,format/* formatSize */.Xq)(r.bytes)} / ${(0,format/* formatSize */.Xq)(r.totalBytes)}${percent}`,
        rate,
        `ETA ${estimateLeft(state)}`,
        `elapsed ${formatDuration(state.elapsedMs / 1000)}`,
        ...(r.detail ? [r.detail] : []),
    ].join(', ');
}

;// CONCATENATED MODULE: ./build/progress/progress-meter.js

/** A log line at most once a second (as @actions/cache's); a terminal's twice, as rclone's. */
const DEFAULT_EVERY_MS = { log: 1000, terminal: 500 };
/** The rate is measured over this much of the recent past, so that it follows changes. */
const RATE_WINDOW_MS = 5000;
/** Clears from the cursor to the end of the line (ANSI EL). */
const CLEAR_TO_END = '\u001b[K';
/**
 * The interval: S3_SYNC_PROGRESS_INTERVAL_MS when it is a positive integer (tests shorten it),
 * else the style's default.
 */
function progressEveryMs(env, style) {
    const given = Number(env.S3_SYNC_PROGRESS_INTERVAL_MS);
    return Number.isInteger(given) && given > 0 ? given : DEFAULT_EVERY_MS[style];
}
class ProgressMeter {
    options;
    clock;
    startedMs;
    samples = [];
    timer;
    /** The terminal line last drawn: redrawn after other output, ended by stop(). */
    drawn;
    constructor(options) {
        this.options = options;
        this.clock = options.clock ?? Date.now;
        this.startedMs = this.clock();
    }
    start() {
        this.timer ??= setInterval(() => this.tick(), this.options.everyMs);
        // The meter never keeps the process alive: the job does, while it runs.
        this.timer.unref();
        return this;
    }
    /** Stops; a terminal's line is drawn once more with the final numbers, then ended. */
    stop() {
        clearInterval(this.timer);
        this.timer = undefined;
        if (this.options.style === 'terminal' && this.drawn !== undefined) {
            this.tick();
            this.options.write('\n');
            this.drawn = undefined;
        }
    }
    /**
     * Runs `print` (which writes whole lines to the same terminal) with the live line cleared
     * first and drawn again after, so that the lines read as they would without the meter.
     */
    above(print) {
        if (this.drawn === undefined)
            return print();
        this.options.write(`\r${CLEAR_TO_END}`);
        print();
        this.options.write(this.drawn);
    }
    /** One reading, printed; exposed for tests that step a clock of their own. */
    tick() {
        const reading = this.options.read();
        if (reading === undefined)
            return;
        const line = formatProgressLine({
            reading,
            elapsedMs: this.clock() - this.startedMs,
            bytesPerSecond: this.rate(reading.bytes),
        });
        if (this.options.style === 'log')
            this.options.write(line);
        else {
            this.drawn = `\r${line}${CLEAR_TO_END}`;
            this.options.write(this.drawn);
        }
    }
    /** Bytes a second over the window, from the samples of the ticks before this one. */
    rate(bytes) {
        const tMs = this.clock();
        this.samples.push({ tMs, bytes });
        while (this.samples.length > 2 && tMs - this.samples[0].tMs > RATE_WINDOW_MS)
            this.samples.shift();
        const first = this.samples[0];
        const seconds = (tMs - first.tMs) / 1000;
        return seconds > 0 ? (bytes - first.bytes) / seconds : undefined;
    }
}


/***/ }),

/***/ 5159:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ei: () => (/* binding */ SAVE_STAGES),
/* harmony export */   Fq: () => (/* binding */ RESTORE_STAGES),
/* harmony export */   Q: () => (/* binding */ syncReading),
/* harmony export */   pI: () => (/* binding */ phaseMeter)
/* harmony export */ });
/* unused harmony export stageReading */
/* harmony import */ var _report_format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2772);
/* harmony import */ var _sync_sync_progress_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1612);


/** A save reads (hashes) the changed files, then stores the new contents (packs and blobs). */
const SAVE_STAGES = [
    { stage: 'hashing', phases: ['hash'] },
    { stage: 'storing', phases: ['pack', 'compress'] },
];
/** A restore's files, counted as they land (checked and written). */
const RESTORE_STAGES = [
    { stage: 'restoring', phases: ['unpack'] },
];
/** The latest stage with work planned, and what is done of it; undefined before any. */
function stageReading(phases, stages) {
    for (let i = stages.length - 1; i >= 0; i--) {
        const reading = { stage: stages[i].stage, files: 0, bytes: 0, totalFiles: 0, totalBytes: 0 };
        for (const name of stages[i].phases) {
            const planned = phases.planned(name);
            const done = phases.get(name);
            reading.totalFiles += planned?.objects ?? 0;
            reading.totalBytes += planned?.bytes ?? 0;
            reading.files += done?.objects ?? 0;
            reading.bytes += done?.bytes ?? 0;
        }
        if (reading.totalFiles > 0)
            return reading;
    }
    return undefined;
}
/** A sync's copies: done of those queued so far (the total grows while the source is listed). */
function syncReading(progress) {
    const planned = progress.phases.planned(_sync_sync_progress_js__WEBPACK_IMPORTED_MODULE_0__/* .SyncPhase */ .pU.Transfer);
    if (!planned)
        return undefined;
    const done = progress.phases.get(_sync_sync_progress_js__WEBPACK_IMPORTED_MODULE_0__/* .SyncPhase */ .pU.Transfer);
    const counts = progress.counts();
    const listing = progress.phases.get(_sync_sync_progress_js__WEBPACK_IMPORTED_MODULE_0__/* .SyncPhase */ .pU.ListSource)?.endMs === undefined;
    return {
        stage: 'transferred',
        files: done?.objects ?? 0,
        bytes: done?.bytes ?? 0,
        totalFiles: planned.objects,
        totalBytes: planned.bytes,
        detail: `${listing ? 'listing' : 'listed'} ${(0,_report_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(counts.listed)}, unchanged ${(0,_report_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(counts.skipped)}`,
    };
}
/**
 * A meter over a cache job's phases, which the job hands over as it starts (its `watch`
 * argument): `start` makes the meter from the reader (or none, when progress is off).
 */
function phaseMeter(stages, start) {
    let phases;
    const meter = start(() => phases && stageReading(phases, stages));
    return {
        watch: (started) => {
            phases = started;
        },
        stop: () => meter?.stop(),
    };
}


/***/ })

};

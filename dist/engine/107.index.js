export const id = 107;
export const ids = [107];
export const modules = {

/***/ 5108:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   z: () => (/* binding */ nearestWord)
/* harmony export */ });
/* unused harmony export editDistance */
/**
 * The nearest of some words to a mistyped one, for "did you mean" hints. Written here rather
 * than taken from a package: twenty lines, and the CLI's bundle carries no dependency for it.
 */
/**
 * Edit distance: the fewest insertions, deletions, substitutions and swaps of two neighbours
 * from a to b (Levenshtein's, with a swap as one slip: `snyc` is one from `sync`).
 */
function editDistance(a, b) {
    // Three rows of the table: d[i][j] is the distance from a's first i to b's first j.
    let before = [];
    let row = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const next = [i];
        for (let j = 1; j <= b.length; j++) {
            let d = Math.min(row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1), row[j] + 1, next[j - 1] + 1);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                d = Math.min(d, before[j - 2] + 1);
            next.push(d);
        }
        [before, row] = [row, next];
    }
    return row[b.length];
}
/**
 * The word nearest to `typed`, if it is near enough to be a slip: at most a third of its length
 * away (at least 1, at most 3), so that `--dryrn` finds `--dryrun` and `--foo` finds nothing.
 * Ties go to the first word given.
 */
function nearestWord(typed, words) {
    const limit = Math.min(3, Math.max(1, Math.floor(typed.length / 3)));
    let best;
    for (const word of words) {
        const distance = editDistance(typed, word);
        if (distance <= limit && (best === undefined || distance < best.distance))
            best = { word, distance };
    }
    return best?.word;
}


/***/ }),

/***/ 5270:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BO: () => (/* binding */ asksForHelp),
/* harmony export */   Vx: () => (/* binding */ unknownFlag),
/* harmony export */   eb: () => (/* binding */ UsageError),
/* harmony export */   uv: () => (/* binding */ wrongArguments),
/* harmony export */   xH: () => (/* binding */ parseFlagArgs),
/* harmony export */   ym: () => (/* binding */ parseVerbArgs)
/* harmony export */ });
/* unused harmony export acceptedFlags */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var _options_option_table_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3265);
/* harmony import */ var _nearest_word_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5108);



/**
 * A mistake in how a verb was typed: an unknown flag, a flag without its value. Its message is
 * complete (it names the verb and where its flags are listed); the CLI exits 2 with it.
 */
class UsageError extends Error {
    name = 'UsageError';
}
/** The flags a verb's parser takes, as typed: `--dryrun`, `--no-follow-symlinks`, `-r`. */
function acceptedFlags(table) {
    return Object.entries((0,_options_option_table_js__WEBPACK_IMPORTED_MODULE_1__/* .parseArgsOptions */ .dm)(table)).flatMap(([name, spec]) => [
        `--${name}`,
        ...(spec.short === undefined ? [] : [`-${spec.short}`]),
    ]);
}
/**
 * The flag meant by a mistyped one: the nearest by edit distance, else one that ends with it
 * (`cache rm --scope`, which named a literal scope in 1.0, is now `--literal-scope`).
 */
function nearestFlag(typed, flags) {
    return (0,_nearest_word_js__WEBPACK_IMPORTED_MODULE_2__/* .nearestWord */ .z)(typed, flags) ?? flags.find((flag) => flag.endsWith(`-${typed.slice(2)}`));
}
/**
 * The first flag of `args` that the table does not take, with the nearest one it does take:
 * node:util's parseArgs says only "Unknown option '--dryrn'".
 */
function unknownFlag(table, args) {
    const options = (0,_options_option_table_js__WEBPACK_IMPORTED_MODULE_1__/* .parseArgsOptions */ .dm)(table);
    const { tokens } = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({
        args: [...args],
        options,
        strict: false,
        allowPositionals: true,
        tokens: true,
    });
    for (const token of tokens) {
        if (token.kind !== 'option' || token.name in options)
            continue;
        const typed = token.rawName;
        const near = typed.startsWith('--') ? nearestFlag(typed, acceptedFlags(table)) : undefined;
        return { typed, near };
    }
    return undefined;
}
/** The flags of `args` through the table, once each is known; Node's error for a missing value. */
function parseFlagArgs(table, args) {
    const parsed = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({
        args: [...args],
        options: (0,_options_option_table_js__WEBPACK_IMPORTED_MODULE_1__/* .parseArgsOptions */ .dm)(table),
        allowPositionals: true,
        tokens: true,
    });
    return { ...parsed, values: parsed.values };
}
/**
 * A verb's arguments through its table: every flag checked first (an unknown one named with
 * the nearest known), then parsed. `command` is the verb as typed (`s3-sync sync`).
 */
function parseVerbArgs(command, table, args) {
    const unknown = unknownFlag(table, args);
    if (unknown) {
        const hint = unknown.near
            ? `; did you mean '${unknown.near}'?`
            : `; ${command} --help lists its flags`;
        throw new UsageError(`unknown option '${unknown.typed}' for '${command}'${hint}`);
    }
    try {
        return parseFlagArgs(table, args);
    }
    catch (error) {
        // A flag without its value, a value given to a bare flag: Node's sentence, with the verb.
        const code = error.code ?? '';
        if (!code.startsWith('ERR_PARSE_ARGS'))
            throw error;
        throw new UsageError(`${error.message} (for '${command}'; ${command} --help lists its flags)`);
    }
}
/**
 * A verb given the wrong number of arguments, said in the CLI's words: `'s3-sync sync' takes two
 * arguments, SRC and DST; got 1 ("a")`.
 */
function wrongArguments(command, takes, positionals) {
    const got = positionals.length === 0 ? 'none' : positionals.map((p) => JSON.stringify(p)).join(' ');
    return new UsageError(`'${command}' takes ${takes}; got ${got} (${command} --help says what each is)`);
}
/** Whether the user asked for the verb's help: `--help` or `-h` among its flags. */
function asksForHelp(args) {
    const end = args.indexOf('--');
    return (end === -1 ? args : args.slice(0, end)).some((arg) => arg === '--help' || arg === '-h');
}


/***/ }),

/***/ 9343:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PB: () => (/* binding */ abortOnSignals),
/* harmony export */   XE: () => (/* binding */ jobCancelled),
/* harmony export */   p4: () => (/* binding */ InterruptedError)
/* harmony export */ });
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
/**
 * How the actions name a signal that stopped them: the runner sent it because the job was
 * cancelled (the CLI keeps the shell's words, `InterruptedError`'s own).
 */
function jobCancelled(signalName) {
    return new InterruptedError(signalName, `the job was cancelled (${signalName})`);
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


/***/ }),

/***/ 9689:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ isPidAlive)
/* harmony export */ });
/**
 * True when a process with this pid runs on this host (EPERM: it does, under another user).
 * Temporary names carry the pid of the run that made them, so a later run can tell a dead run's
 * leftovers from a live run's files (`src/transfer/temp-names.ts`).
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


/***/ }),

/***/ 8275:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QU: () => (/* binding */ maskSecrets),
/* harmony export */   S3: () => (/* binding */ publishReport),
/* harmony export */   b_: () => (/* binding */ logProxy),
/* harmony export */   oG: () => (/* binding */ writeStepSummary),
/* harmony export */   r$: () => (/* binding */ guardActionOutput)
/* harmony export */ });
/* unused harmony export setStepOutput */
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3838);
/* harmony import */ var _secret_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9288);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2772);
/* harmony import */ var _s3_proxy_proxy_settings_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9616);




// An action step's edges to the runner: its log (stdout), its outputs and its summary. Each one
// clears the run's secrets from what it writes (secret-text.ts), since server text (an error's
// message, a listing) reaches all three.
/** The runner's mask command carries the value it masks: the one chunk let through as it is. */
const ADD_MASK = /^::add-mask::[^\r\n]*(\r?\n)?$/;
let guarded = false;
/**
 * The first thing each action step does: every secret the step knows or learns later (the AWS
 * variables of the environment now, the inputs and the resolved credentials when they are read)
 * is masked in the runner's log (`::add-mask::`, as configure-aws-credentials does for what it
 * sets) and cleared from whatever the step writes to its log.
 */
function guardActionOutput(env = process.env) {
    if (guarded)
        return;
    guarded = true;
    (0,_secret_text_js__WEBPACK_IMPORTED_MODULE_1__/* .redactStream */ .SI)(process.stdout, (chunk) => ADD_MASK.test(chunk));
    (0,_secret_text_js__WEBPACK_IMPORTED_MODULE_1__/* .redactStream */ .SI)(process.stderr);
    (0,_secret_text_js__WEBPACK_IMPORTED_MODULE_1__/* .onSecret */ .IJ)((secret) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setSecret */ .Pq(secret));
    (0,_secret_text_js__WEBPACK_IMPORTED_MODULE_1__/* .addSecrets */ .Nc)((0,_secret_text_js__WEBPACK_IMPORTED_MODULE_1__/* .secretsFromEnv */ .zr)(env));
}
/** The step's secret inputs (keys, token): masked and cleared from its output from now on. */
function maskSecrets(values) {
    (0,_secret_text_js__WEBPACK_IMPORTED_MODULE_1__/* .addSecrets */ .Nc)(values);
}
/** Sets a step output, cleared of the run's secrets. */
function setStepOutput(name, value) {
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH(name, (0,_secret_text_js__WEBPACK_IMPORTED_MODULE_1__/* .redactSecrets */ .fp)(value));
}
/** An action step's report to the runner: its warnings and log lines, then its outputs. */
function publishReport(renderer, report) {
    // Keys and server messages are untrusted: each line stays one line, so none can start a
    // workflow command.
    for (const warning of renderer.warnings(report))
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e((0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLogLine */ .Hr)(warning));
    for (const line of renderer.logLines(report))
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq((0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLogLine */ .Hr)(line));
    for (const [name, value] of Object.entries(renderer.outputs(report)))
        setStepOutput(name, value);
}
/** Writes a step summary; one that cannot be written must never hide the step's real result. */
async function writeStepSummary(render) {
    if (!process.env.GITHUB_STEP_SUMMARY)
        return;
    try {
        await _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.addRaw((0,_secret_text_js__WEBPACK_IMPORTED_MODULE_1__/* .redactSecrets */ .fp)(render())).write();
    }
    catch (error) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`Could not write the job summary: ${error.message}`);
    }
}
/** The step log's one line about the proxy a job's requests go through, said the same by every step. */
function logProxy(proxy) {
    const notice = (0,_s3_proxy_proxy_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .proxyNotice */ .$g)(proxy);
    if (notice)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq((0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .oneLogLine */ .Hr)(notice));
}


/***/ }),

/***/ 3107:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 7 modules
var core = __webpack_require__(3838);
// EXTERNAL MODULE: ./build/interrupt.js
var interrupt = __webpack_require__(9343);
// EXTERNAL MODULE: ./build/transfer/temp-files.js
var temp_files = __webpack_require__(3396);
// EXTERNAL MODULE: ./build/report/format.js
var format = __webpack_require__(2772);
// EXTERNAL MODULE: ./build/progress/progress-meter.js + 1 modules
var progress_meter = __webpack_require__(3334);
// EXTERNAL MODULE: ./build/progress/progress-sources.js
var progress_sources = __webpack_require__(5159);
// EXTERNAL MODULE: ./build/report/publish-report.js
var publish_report = __webpack_require__(8275);
// EXTERNAL MODULE: ./build/errors.js
var errors = __webpack_require__(9473);
// EXTERNAL MODULE: ./build/options/connection-options.js
var connection_options = __webpack_require__(8174);
// EXTERNAL MODULE: ./build/options/option-table.js
var option_table = __webpack_require__(3265);
// EXTERNAL MODULE: ./build/options/sync-options.js + 3 modules
var sync_options = __webpack_require__(5151);
// EXTERNAL MODULE: ./build/options/output-options.js
var output_options = __webpack_require__(9815);
// EXTERNAL MODULE: ./build/cli/filter-flags.js
var filter_flags = __webpack_require__(8861);
// EXTERNAL MODULE: ./build/cli/parse-verb-args.js
var parse_verb_args = __webpack_require__(5270);
;// CONCATENATED MODULE: ./build/options/split-words.js
/**
 * Splits text into words as a POSIX shell splits a command line, for the action's `args` input
 * (workflows written for jakejarvis/s3-sync-action pass `--exclude '.git/*'`): blanks and
 * newlines separate words; '...' keeps everything literally; "..." keeps everything but a
 * backslash before " \ $ or `; a backslash outside quotes keeps the next character. Nothing is
 * expanded: no variables, globs or `~` (a workflow's ${{ }} is expanded by the runner before).
 * Undefined when a quote is left open.
 */
function splitWords(text) {
    const words = [];
    // A word is open once any of it is seen: '' (two quotes) is an empty word, not none.
    let word = '';
    let open = false;
    let quote;
    for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (quote === "'") {
            if (c === "'")
                quote = undefined;
            else
                word += c;
        }
        else if (quote === '"') {
            if (c === '"')
                quote = undefined;
            else if (c === '\\' && '"\\$`'.includes(text[i + 1] ?? '-'))
                word += text[++i];
            else
                word += c;
        }
        else if (/\s/.test(c)) {
            if (open)
                words.push(word);
            [word, open] = ['', false];
        }
        else if (c === "'" || c === '"') {
            [quote, open] = [c, true];
        }
        else if (c === '\\' && i + 1 < text.length) {
            // A backslash before a newline joins the lines, as in a shell.
            const next = text[++i];
            if (next !== '\n')
                [word, open] = [word + next, true];
        }
        else
            [word, open] = [word + c, true];
    }
    if (quote !== undefined)
        return undefined;
    if (open)
        words.push(word);
    return words;
}

;// CONCATENATED MODULE: ./build/sync-action/action-args.js





/** The action's input of aws-cli flags, as jakejarvis/s3-sync-action's `args`. */
const ARGS_INPUT = 'args';
const SEE = `flags of the sync (see the README's "Coming from jakejarvis/s3-sync-action")`;
/**
 * Reads `args` through `table`, the same table the CLI's flags go through: the words split as
 * a shell would, each flag checked (an unknown one named with the nearest known), no SRC or DST.
 */
function readActionArgs(text, table) {
    const words = splitWords(text);
    if (words === undefined)
        throw new errors/* InputError */.dz(ARGS_INPUT, text, `${SEE}, split as a shell splits words (a quote is left open)`);
    const unknown = (0,parse_verb_args/* unknownFlag */.Vx)(table, words);
    if (unknown) {
        const near = unknown.near ? `; did you mean '${unknown.near}'?` : '';
        throw new errors/* InputError */.dz(ARGS_INPUT, unknown.typed, `${SEE}, and '${unknown.typed}' is not one${near}`);
    }
    let parsed;
    try {
        parsed = (0,parse_verb_args/* parseFlagArgs */.xH)(table, words);
    }
    catch (error) {
        if (!error.code?.startsWith('ERR_PARSE_ARGS'))
            throw error;
        throw new errors/* InputError */.dz(ARGS_INPUT, text, `${SEE}: ${error.message}`);
    }
    if (parsed.positionals.length > 0)
        throw new errors/* InputError */.dz(ARGS_INPUT, parsed.positionals[0], `${SEE} only: the source and destination are inputs of their own`);
    const inputs = new Map();
    for (const spec of Object.values(table)) {
        const given = (0,option_table/* flagText */.us)(spec, parsed.values);
        if (spec.input !== undefined && spec.kind !== 'lines' && given !== undefined)
            inputs.set(spec.input, given);
    }
    return { inputs, filters: (0,filter_flags/* filtersInTypedOrder */.v)(parsed.tokens), flags: parsed.values };
}
/**
 * Each input as the runner gave it, or as `args` set it. A flag in `args` stands in for an input
 * left at its default (the runner passes defaults too); set to something else as well, it is an
 * error naming both, rather than a guess at which one was meant.
 */
function withActionArgs(input, args, table) {
    const defaults = new Map(Object.values(table).flatMap((spec) => (spec.input ? [[spec.input, spec.default]] : [])));
    return (name) => {
        const own = input(name);
        const fromArgs = args.inputs.get(name);
        if (fromArgs === undefined)
            return own;
        const set = own.trim() !== '' && own.trim() !== defaults.get(name);
        if (set && own.trim() !== fromArgs.trim())
            throw new errors/* InputError */.dz(ARGS_INPUT, `--${name}`, `flags not also set otherwise as inputs: '${name}' is set both as an input and in args, to different values`);
        return fromArgs;
    };
}

// EXTERNAL MODULE: ./build/validate.js
var validate = __webpack_require__(3208);
;// CONCATENATED MODULE: ./build/sync-action/settings.js







/** The sync action's inputs: every sync option, and what only the action has (its summary). */
const ACTION_OPTIONS = {
    ...sync_options/* SYNC_OPTIONS */.hV,
    summary: (0,option_table/* option */.uK)({
        input: 'summary',
        kind: 'boolean',
        default: 'true',
        description: 'Write the timings, a chart and any failures to the job summary.',
        parse: (text, name) => (0,validate/* parseBoolean */.yG)(name, text),
    }),
    args: (0,option_table/* option */.uK)({
        input: ARGS_INPUT,
        kind: 'string',
        default: '',
        description: "The aws-cli's flags, for workflows written for jakejarvis/s3-sync-action: `--acl public-read --delete --exclude '.git/*'`. Split into words as a shell splits them (quotes keep a word together; nothing is expanded) and read as the CLI reads its flags: each flag stands in for its input. --quiet and --only-show-errors leave only errors and warnings in the log, --no-progress leaves out the progress lines.",
        parse: (text) => text,
    }),
};
/** What `args` is read through: the sync's flags, and the aws-cli's output flags. */
const ARGS_TABLE = { ...sync_options/* SYNC_OPTIONS */.hV, ...output_options/* SYNC_OUTPUT_OPTIONS */.P };
/**
 * Reads and validates every input in one place, from the one table of options. Blank means the
 * default; anything else that does not parse is an InputError naming the input. A flag in `args`
 * stands in for its input.
 */
function readSettings(input, env = process.env) {
    const args = readActionArgs(input(ARGS_INPUT), ARGS_TABLE);
    const values = (0,option_table/* readActionOptions */.XG)(ACTION_OPTIONS, withActionArgs(input, args, ACTION_OPTIONS), {
        baseDir: env.GITHUB_WORKSPACE || process.cwd(),
    });
    (0,sync_options/* checkSyncEndpoints */.CP)(values);
    const filters = [...(0,sync_options/* actionFilterOrder */.lH)(values), ...args.filters];
    const quiet = args.flags.quiet === true || args.flags['only-show-errors'] === true;
    return {
        ...(0,sync_options/* syncRequestFrom */.Bj)(values, env, 'action', filters),
        ifNoFilesFound: values.ifNoFilesFound,
        summary: values.summary,
        log: { dryrunLines: !quiet, progressLines: !quiet && args.flags['no-progress'] !== true },
        secrets: (0,connection_options/* connectionSecrets */.K$)(values),
    };
}
/** An error from below (SettingError) as an InputError naming the action's own input. */
const nameForAction = (error) => (0,errors/* nameSettingError */.O2)(error, (0,option_table/* nameOfSetting */.FK)(ACTION_OPTIONS, 'action'));

// EXTERNAL MODULE: ./build/sync-action/execute-sync.js + 20 modules
var execute_sync = __webpack_require__(1616);
// EXTERNAL MODULE: ./build/report/sync-renderer.js + 5 modules
var sync_renderer = __webpack_require__(5799);
// EXTERNAL MODULE: ./build/options/if-no-files-found.js
var if_no_files_found = __webpack_require__(7059);
;// CONCATENATED MODULE: ./build/sync-action/main.js














/** The action: settings, the engine, outputs; the summary in `finally`; the only setFailed. */
async function run() {
    (0,publish_report/* guardActionOutput */.r$)();
    const controller = new AbortController();
    const signals = (0,interrupt/* abortOnSignals */.PB)(controller, temp_files/* removeOwnTempFiles */.Mn, interrupt/* jobCancelled */.XE);
    let report;
    let failure;
    let writeSummary = true;
    try {
        const settings = readSettings((name) => core/* getInput */.V4(name));
        writeSummary = settings.summary;
        (0,publish_report/* maskSecrets */.QU)(settings.secrets);
        (0,publish_report/* logProxy */.b_)(settings.client.proxy);
        let meter;
        const result = await core/* group */.Os(`${settings.mode} ${settings.source.kind === 's3' ? 's3' : 'local'} → ${settings.destination.kind === 's3' ? 's3' : 'local'}`, () => (0,execute_sync/* executeSync */.L)({ ...settings, changedKeysPath: changedKeysFile() }, {
            signal: controller.signal,
            // Lines hold keys, which are untrusted: a newline in a key must not start a workflow
            // command, and core.info (unlike core.debug) writes its text as it is.
            onLine: settings.dryrun && settings.log.dryrunLines
                ? (line) => core/* info */.pq((0,format/* oneLogLine */.Hr)(line))
                : (line) => core/* debug */.Yz((0,format/* oneLogLine */.Hr)(line)),
            onWarning: (message) => core/* warning */.$e(message),
            onDebug: (message) => core/* debug */.Yz(message),
            // The progress module's line (files, bytes on the wire, %, rate, ETA) each second,
            // and its totals line at the end; none with --quiet, --only-show-errors or
            // --no-progress in `args`.
            onStart: (progress) => {
                if (settings.log.progressLines)
                    meter = logSyncProgress(progress);
            },
        }).finally(() => meter?.stop()));
        report = result.report;
        (0,publish_report/* publishReport */.S3)(sync_renderer/* syncRenderer */.b, report);
        if (result.error)
            throw nameForAction(result.error);
        const empty = (0,if_no_files_found/* emptySourceOutcome */.pg)(report, settings.source, settings.ifNoFilesFound, 'action');
        if (empty.warning)
            core/* warning */.$e(empty.warning);
        if (empty.error)
            throw empty.error;
    }
    catch (error) {
        failure = error instanceof Error ? error : new Error(String(error));
        core/* setFailed */.C1(failure.message);
    }
    finally {
        signals.dispose();
        if (signals.stoppedBy)
            (0,temp_files/* removeOwnTempFiles */.Mn)();
        const done = report;
        if (done && writeSummary)
            await (0,publish_report/* writeStepSummary */.oG)(() => sync_renderer/* syncRenderer */.b.summary(done, failure));
    }
}
/** The step's progress in its log: a line each interval (S3_SYNC_PROGRESS_INTERVAL_MS). */
function logSyncProgress(progress) {
    return new progress_meter/* ProgressMeter */.Z({
        read: () => (0,progress_sources/* syncReading */.Q)(progress),
        style: 'log',
        everyMs: (0,progress_meter/* progressEveryMs */.R)(process.env, 'log'),
        write: (line) => core/* info */.pq(line),
    }).start();
}
/** Where the step lists the keys it wrote or deleted: a new file in RUNNER_TEMP, one per step. */
function changedKeysFile() {
    const folder = process.env.RUNNER_TEMP || (0,external_node_os_.tmpdir)();
    return external_node_path_.join(folder, `s3-sync-changed-keys-${process.pid}-${(0,external_node_crypto_.randomUUID)()}.jsonl`);
}


/***/ }),

/***/ 3396:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FD: () => (/* binding */ tempPathFor),
/* harmony export */   Mn: () => (/* binding */ removeOwnTempFiles),
/* harmony export */   hY: () => (/* binding */ LeftoverSweeper)
/* harmony export */ });
/* unused harmony export isLeftover */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var _pid_alive_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9689);
/* harmony import */ var _temp_names_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3991);





/**
 * A download's temporary files: their names (`temp-names.ts`, with the pid), the sweep of dead
 * runs' leftovers that the sync's local walk finds, and the removal of our own on a signal. A
 * download writes `.NAME.PID-N.s3sync-tmp` beside its target and renames it over the target when
 * whole (`land-file.ts`).
 */
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
    const dir = node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(targetPath);
    ownFolders.add(dir);
    return node_path__WEBPACK_IMPORTED_MODULE_2__.join(dir, (0,_temp_names_js__WEBPACK_IMPORTED_MODULE_4__/* .downloadTempName */ .k9)(node_path__WEBPACK_IMPORTED_MODULE_2__.basename(targetPath), nextTemp++));
}
/** True when the file's run is over: its pid is not alive here and it is still, or it is old. */
function isLeftover(file, nowMs = Date.now()) {
    const pid = Number((0,_temp_names_js__WEBPACK_IMPORTED_MODULE_4__/* .downloadTempPid */ .YZ)(node_path__WEBPACK_IMPORTED_MODULE_2__.basename(file.path)));
    const ageMs = nowMs - file.mtimeMs;
    if (ageMs >= ANY_RUN_MAX_AGE_MS)
        return true;
    if (!Number.isSafeInteger(pid) || pid === process.pid)
        return false;
    return ageMs >= DEAD_RUN_MIN_AGE_MS && !(0,_pid_alive_js__WEBPACK_IMPORTED_MODULE_3__/* .isPidAlive */ .b)(pid);
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
        this.pending.push((0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(file.path).then(() => {
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
            names = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir);
        }
        catch {
            continue;
        }
        for (const name of names) {
            if (!(0,_temp_names_js__WEBPACK_IMPORTED_MODULE_4__/* .isDownloadTempName */ .a0)(name) || !name.includes(own))
                continue;
            if ((0,_temp_names_js__WEBPACK_IMPORTED_MODULE_4__/* .downloadTempPid */ .YZ)(name) !== process.pid)
                continue;
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(node_path__WEBPACK_IMPORTED_MODULE_2__.join(dir, name), { force: true });
            removed++;
        }
    }
    return removed;
}


/***/ })

};

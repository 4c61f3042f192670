export const id = 519;
export const ids = [519];
export const modules = {

/***/ 9473:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dg: () => (/* binding */ S3Error),
/* harmony export */   L_: () => (/* binding */ SettingError),
/* harmony export */   O2: () => (/* binding */ nameSettingError),
/* harmony export */   aG: () => (/* binding */ TransferError),
/* harmony export */   dz: () => (/* binding */ InputError)
/* harmony export */ });
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
class S3Error extends Error {
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


/***/ }),

/***/ 9343:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ abortOnSignals),
/* harmony export */   p: () => (/* binding */ InterruptedError)
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

/***/ 9519:
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
// EXTERNAL MODULE: ./build/report/job-summary.js
var job_summary = __webpack_require__(9693);
;// CONCATENATED MODULE: ./build/constants.js
/** Output names, spelled exactly as in action.yml. Input names live in the table of options. */
const Outputs = {
    ObjectsListed: 'objects-listed',
    ObjectsTransferred: 'objects-transferred',
    ObjectsSkipped: 'objects-skipped',
    ObjectsDeleted: 'objects-deleted',
    BytesTransferred: 'bytes-transferred',
    ListSeconds: 'list-seconds',
    TransferSeconds: 'transfer-seconds',
    TotalSeconds: 'total-seconds',
    FirstTransferSeconds: 'first-transfer-seconds',
    KeysPerSecond: 'keys-per-second',
    BytesPerSecond: 'bytes-per-second',
    KeyRange: 'key-range',
    ChangedKeysFile: 'changed-keys-file',
    ChangedKeysCount: 'changed-keys-count',
};

// EXTERNAL MODULE: ./build/sync/key-range.js
var key_range = __webpack_require__(641);
// EXTERNAL MODULE: ./build/sync/sync-progress.js + 1 modules
var sync_progress = __webpack_require__(1612);
// EXTERNAL MODULE: ./build/report/phase-report.js
var phase_report = __webpack_require__(223);
;// CONCATENATED MODULE: ./build/report/step-outputs.js




/** The step's outputs, by the names in action.yml (today's names: workflows read them). */
function stepOutputs(report) {
    const list = (0,phase_report/* phaseNamed */.to)(report.phases, sync_progress/* SyncPhase */.pU.ListSource);
    const transfer = (0,phase_report/* phaseNamed */.to)(report.phases, sync_progress/* SyncPhase */.pU.Transfer);
    return {
        [Outputs.ObjectsListed]: String(report.counts.listed),
        [Outputs.ObjectsTransferred]: String(report.counts.transferred),
        [Outputs.ObjectsSkipped]: String(report.counts.skipped),
        [Outputs.ObjectsDeleted]: String(report.counts.deleted),
        [Outputs.BytesTransferred]: String(report.counts.bytesTransferred),
        ...(0,phase_report/* phaseSecondsOutputs */.Bw)(report.phases, {
            [sync_progress/* SyncPhase */.pU.ListSource]: Outputs.ListSeconds,
            [sync_progress/* SyncPhase */.pU.Transfer]: Outputs.TransferSeconds,
        }),
        [Outputs.KeyRange]: report.range ? (0,key_range/* describeKeyRange */.mm)(report.range) : '',
        [Outputs.ChangedKeysFile]: report.changedKeys?.path ?? '',
        [Outputs.ChangedKeysCount]: String(report.changedKeys?.count ?? 0),
        [Outputs.TotalSeconds]: report.totalSeconds.toFixed(3),
        [Outputs.FirstTransferSeconds]: report.firstTransferSeconds === undefined ? '' : report.firstTransferSeconds.toFixed(3),
        [Outputs.KeysPerSecond]: String(list.seconds > 0 ? Math.round(report.counts.listed / list.seconds) : 0),
        [Outputs.BytesPerSecond]: String(transfer.seconds > 0 ? Math.round(report.counts.bytesTransferred / transfer.seconds) : 0),
    };
}

// EXTERNAL MODULE: ./build/errors.js
var errors = __webpack_require__(9473);
// EXTERNAL MODULE: ./build/options/connection-options.js
var connection_options = __webpack_require__(8174);
// EXTERNAL MODULE: ./build/options/option-table.js
var option_table = __webpack_require__(3265);
// EXTERNAL MODULE: ./build/options/sync-options.js + 1 modules
var sync_options = __webpack_require__(8870);
// EXTERNAL MODULE: ./build/validate.js
var validate = __webpack_require__(3208);
;// CONCATENATED MODULE: ./build/settings.js





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
    failOnEmpty: (0,option_table/* option */.uK)({
        input: 'fail-on-empty',
        kind: 'boolean',
        default: 'false',
        description: 'Fail when the source lists no objects.',
        parse: (text, name) => (0,validate/* parseBoolean */.yG)(name, text),
    }),
};
/**
 * Reads and validates every input in one place, from the one table of options. Blank means the
 * default; anything else that does not parse is an InputError naming the input.
 */
function readSettings(input, env = process.env) {
    const values = (0,option_table/* readActionOptions */.XG)(ACTION_OPTIONS, input, {
        baseDir: env.GITHUB_WORKSPACE || process.cwd(),
    });
    (0,sync_options/* checkSyncEndpoints */.CP)(values);
    return {
        ...(0,sync_options/* syncRequestFrom */.Bj)(values, env, 'action'),
        summary: values.summary,
        failOnEmpty: values.failOnEmpty,
        secrets: (0,connection_options/* connectionSecrets */.K$)(values),
    };
}
/** An error from below (SettingError) as an InputError naming the action's own input. */
const nameForAction = (error) => (0,errors/* nameSettingError */.O2)(error, (0,option_table/* nameOfSetting */.FK)(ACTION_OPTIONS, 'action'));

// EXTERNAL MODULE: ./build/report/execute-sync.js + 19 modules
var execute_sync = __webpack_require__(6152);
// EXTERNAL MODULE: ./build/s3/proxy-settings.js + 1 modules
var proxy_settings = __webpack_require__(4336);
;// CONCATENATED MODULE: ./build/main.js














/** The action: settings, the engine, outputs; the summary in `finally`; the only setFailed. */
async function run() {
    const controller = new AbortController();
    const signals = (0,interrupt/* abortOnSignals */.P)(controller, temp_files/* removeOwnTempFiles */.Mn, (name) => new interrupt/* InterruptedError */.p(name, `the job was cancelled (${name})`));
    let report;
    let failure;
    let writeSummary = true;
    try {
        const settings = readSettings((name) => core/* getInput */.V4(name));
        writeSummary = settings.summary;
        settings.secrets.forEach((secret) => core/* setSecret */.Pq(secret));
        const proxy = (0,proxy_settings/* proxyNotice */.$g)(settings.client.proxy);
        if (proxy)
            core/* info */.pq(proxy);
        const started = Date.now();
        const result = await core/* group */.Os(`${settings.mode} ${settings.source.kind === 's3' ? 's3' : 'local'} → ${settings.destination.kind === 's3' ? 's3' : 'local'}`, () => (0,execute_sync/* executeSync */.L)({ ...settings, changedKeysPath: changedKeysFile() }, {
            signal: controller.signal,
            // Lines hold keys, which are untrusted: a newline in a key must not start a workflow
            // command, and core.info (unlike core.debug) writes its text as it is.
            onLine: settings.dryrun
                ? (line) => core/* info */.pq((0,format/* oneLogLine */.Hr)(line))
                : (line) => core/* debug */.Yz((0,format/* oneLogLine */.Hr)(line)),
            onWarning: (message) => core/* warning */.$e(message),
            onDebug: (message) => core/* debug */.Yz(message),
            onProgress: (progress) => {
                const c = progress.counts();
                core/* info */.pq(`${((Date.now() - started) / 1000).toFixed(0)} s: listed ${(0,format/* formatCount */.B4)(c.listed)}, transferred ${(0,format/* formatCount */.B4)(c.transferred)} (${(0,format/* formatSize */.Xq)(c.bytesTransferred)}), unchanged ${(0,format/* formatCount */.B4)(c.skipped)}, failed ${(0,format/* formatCount */.B4)(c.failed)}`);
            },
        }));
        report = result.report;
        const fallbacks = report.checksums?.fallbacks ?? 0;
        if (fallbacks > 0)
            core/* warning */.$e(`${fallbacks} same-size objects were compared by size and time, not by content: their MD5 cannot be known without downloading them (multipart objects from another tool, SSE-KMS)`);
        for (const [name, value] of Object.entries(stepOutputs(report)))
            core/* setOutput */.uH(name, value);
        core/* info */.pq(`Listed ${(0,format/* formatCount */.B4)(report.counts.listed)} in ${(0,phase_report/* phaseNamed */.to)(report.phases, sync_progress/* SyncPhase */.pU.ListSource).seconds.toFixed(2)} s; transferred ${(0,format/* formatCount */.B4)(report.counts.transferred)} (${(0,format/* formatSize */.Xq)(report.counts.bytesTransferred)}), ${(0,format/* formatCount */.B4)(report.counts.skipped)} unchanged, ${(0,format/* formatCount */.B4)(report.counts.deleted)} deleted, in ${report.totalSeconds.toFixed(2)} s.`);
        if (result.error)
            throw nameForAction(result.error);
        if (settings.failOnEmpty && report.counts.listed === 0) {
            throw new Error(`The source ${JSON.stringify(report.source)} lists no objects, and fail-on-empty is true`);
        }
    }
    catch (error) {
        failure = error instanceof Error ? error : new Error(String(error));
        core/* setFailed */.C1(failure.message);
    }
    finally {
        signals.dispose();
        if (signals.stoppedBy)
            (0,temp_files/* removeOwnTempFiles */.Mn)();
        if (report && writeSummary && process.env.GITHUB_STEP_SUMMARY) {
            // A summary that cannot be written must never hide the real result.
            try {
                await core/* summary */.z.addRaw((0,job_summary/* renderJobSummary */.qE)(report, failure)).write();
            }
            catch (error) {
                core/* warning */.$e(`Could not write the job summary: ${error.message}`);
            }
        }
    }
}
/** Where the step lists the keys it wrote or deleted: a new file in RUNNER_TEMP, one per step. */
function changedKeysFile() {
    const folder = process.env.RUNNER_TEMP || (0,external_node_os_.tmpdir)();
    return external_node_path_.join(folder, `s3-sync-changed-keys-${process.pid}-${(0,external_node_crypto_.randomUUID)()}.jsonl`);
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

/***/ 2772:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B4: () => (/* binding */ formatCount),
/* harmony export */   Hr: () => (/* binding */ oneLogLine),
/* harmony export */   Jn: () => (/* binding */ formatCountRate),
/* harmony export */   Xo: () => (/* binding */ formatSeconds),
/* harmony export */   Xq: () => (/* binding */ formatSize),
/* harmony export */   gL: () => (/* binding */ formatCountOf),
/* harmony export */   y5: () => (/* binding */ formatByteRate)
/* harmony export */ });
/** Small number formats shared by the CLI report and the job summary. */
const BINARY_UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB'];
/**
 * A size in binary units, one formatter for every place that prints one:
 * - `report` (tables, summaries, progress): `50.0 MiB`, `0 B`;
 * - `exact` (accepted ranges in error messages): `5 MiB`, `8.5 MiB`;
 * - `aws-cli` (`ls --human-readable`): `1.5 KiB`, `1 Byte`, `10 Bytes`.
 */
function formatSize(bytes, style = 'report') {
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
function formatSeconds(seconds) {
    return seconds === undefined ? '–' : `${seconds.toFixed(2)} s`;
}
function formatCount(n) {
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
/** `1 file`, `2 files`: a count with its noun, plural as English has it (`nouns` if irregular). */
function formatCountOf(n, noun, nouns = `${noun}s`) {
    return `${formatCount(n)} ${n === 1 ? noun : nouns}`;
}
/** Bytes per second, always in MiB/s (one unit for every rate in the reports); '–' for none. */
function formatByteRate(bytes, seconds) {
    if (!(seconds > 0) || bytes <= 0)
        return '–';
    const mebibytes = bytes / seconds / (1024 * 1024);
    if (mebibytes >= 1)
        return `${mebibytes.toFixed(1)} MiB/s`;
    return mebibytes >= 0.01 ? `${mebibytes.toFixed(2)} MiB/s` : '< 0.01 MiB/s';
}
/** A count per second, with its noun: `2,000 files/s`; '–' for none. */
function formatCountRate(n, seconds, nouns) {
    if (!(seconds > 0) || n <= 0)
        return '–';
    return `${formatCount(Math.round(n / seconds))} ${nouns}/s`;
}


/***/ }),

/***/ 9693:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q0: () => (/* binding */ MAX_SUMMARY_BYTES),
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   qE: () => (/* binding */ renderJobSummary)
/* harmony export */ });
/* harmony import */ var _format_faults_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8984);
/* harmony import */ var _sync_key_range_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(641);
/* harmony import */ var _sync_sync_progress_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1612);
/* harmony import */ var _summary_charts_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5477);
/* harmony import */ var _phase_table_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6385);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2772);
/* harmony import */ var _large_transfers_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3993);
/* harmony import */ var _checksums_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3579);








/** The runner refuses a step summary over 1 MiB; stay well under it. */
const MAX_SUMMARY_BYTES = 1024 * 1024 - 16 * 1024;
const MAX_KEY_CHARS = 200;
const MAX_ERROR_CHARS = 2000;
const MAX_FAILURE_ROWS = 50;
const SYNC_TIMELINE_LINES = [
    { counter: 'listed', label: 'listed', color: '#0969da' },
    { counter: 'transferred', label: 'transferred', color: '#cf222e' },
];
const WAITING_NOTE = '_Waiting_: time a phase could not go on because the next one had no room for its work (the listing while the transfer queue is full, the plan while every transfer slot is busy); its rate leaves it out.';
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
/** What the transfers did, in the words of their direction (a dry run only says what it would). */
function transferVerb(report) {
    const verbs = { download: 'downloaded', upload: 'uploaded', copy: 'copied' };
    const verb = verbs[report.direction] ?? 'transferred';
    return report.dryrun ? `to be ${verb}` : verb;
}
/** Each phase's row: what it did, with its unit, and its rate over the time it did not wait. */
function syncPhaseLines(report) {
    return (0,_phase_table_js__WEBPACK_IMPORTED_MODULE_3__/* .phasesInTimeOrder */ .RE)(report.phases).map((phase) => {
        const seconds = (0,_phase_table_js__WEBPACK_IMPORTED_MODULE_3__/* .activeSeconds */ ._q)(phase);
        switch (phase.name) {
            case _sync_sync_progress_js__WEBPACK_IMPORTED_MODULE_2__/* .SyncPhase */ .pU.ListSource:
            case _sync_sync_progress_js__WEBPACK_IMPORTED_MODULE_2__/* .SyncPhase */ .pU.ListDestination:
                // The bytes are the size of what was listed, not bytes moved: no byte rate.
                return {
                    phase,
                    work: `${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatCountOf */ .gL)(phase.objects, 'object')} listed (${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatSize */ .Xq)(phase.bytes)} stored)`,
                    rate: (0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatCountRate */ .Jn)(phase.objects, seconds, 'objects'),
                };
            case _sync_sync_progress_js__WEBPACK_IMPORTED_MODULE_2__/* .SyncPhase */ .pU.Plan:
                return {
                    phase,
                    work: `${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatCountOf */ .gL)(phase.objects, 'path')} compared`,
                    rate: (0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatCountRate */ .Jn)(phase.objects, seconds, 'paths'),
                };
            case _sync_sync_progress_js__WEBPACK_IMPORTED_MODULE_2__/* .SyncPhase */ .pU.Transfer: {
                const bytes = report.counts.bytesTransferred;
                const rates = [
                    (0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatByteRate */ .y5)(bytes, seconds),
                    (0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatCountRate */ .Jn)(phase.objects, seconds, 'objects'),
                ].filter((r) => r !== '–');
                return {
                    phase,
                    work: `${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatCountOf */ .gL)(phase.objects, 'object')} ${transferVerb(report)} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatSize */ .Xq)(bytes)})`,
                    rate: rates.join(', ') || '–',
                };
            }
            default:
                return {
                    phase,
                    work: `${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatCountOf */ .gL)(phase.objects, 'object')} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatSize */ .Xq)(phase.bytes)})`,
                    rate: (0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatCountRate */ .Jn)(phase.objects, seconds, 'objects'),
                };
        }
    });
}
function firstTransfer(report) {
    if (report.firstTransferSeconds === undefined)
        return '';
    const together = report.overlapSeconds >= 0.01
        ? `; listing and transfers ran together for ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatSeconds */ .Xo)(report.overlapSeconds)}`
        : '';
    return ` First transfer after ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatSeconds */ .Xo)(report.firstTransferSeconds)}${together}.`;
}
function listingSentence(listing) {
    return `Source listing: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatCountOf */ .gL)(listing.pages, 'page')} in ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatCountOf */ .gL)(listing.ranges, 'key range')} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatCountOf */ .gL)(listing.splits, 'split')}, up to ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatCountOf */ .gL)(listing.maxInFlight, 'request')} in flight, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatCountOf */ .gL)(listing.wastedPages, 'page')} wasted at range ends), ${listing.firstPageSeconds === undefined ? '' : `first page after ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatSeconds */ .Xo)(listing.firstPageSeconds)}, `}${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatCountOf */ .gL)(listing.retries, 'request')} retried.`;
}
/** The job summary as markdown: what ran, timings per phase, charts, failures. */
function renderJobSummary(report, error) {
    const c = report.counts;
    const faults = (0,_format_faults_js__WEBPACK_IMPORTED_MODULE_0__/* .formatFaults */ .v)(c);
    const lines = [
        `## S3 sync ${error ? '❌ failed' : report.dryrun ? '(dry run)' : '✅'}`,
        '',
        '| source | destination | mode | lister |',
        '|---|---|---|---|',
        // <code>, not backticks: a code span would show the escapes literally (`my&#95;repo`).
        `| <code>${escapeHtml(report.source)}</code> | <code>${escapeHtml(report.destination)}</code> | ${report.mode} (${report.direction}) | ${escapeHtml(report.lister)} |`,
        '',
        `**${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatCountOf */ .gL)(c.transferred, 'object')} ${transferVerb(report)} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatSize */ .Xq)(c.bytesTransferred)})**, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatCount */ .B4)(c.skipped)} unchanged, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatCount */ .B4)(c.deleted)} deleted, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatCount */ .B4)(c.failed)} failed, out of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatCount */ .B4)(c.listed)} listed, in **${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatSeconds */ .Xo)(report.totalSeconds)}**.${firstTransfer(report)}`,
        '',
        ...(error
            ? [
                `**Error:** ${escapeHtml(truncate(error.message.split('\n')[0] ?? '', MAX_ERROR_CHARS))}`,
                '',
            ]
            : []),
        ...(faults ? [`⚠️ ${faults}`, ''] : []),
        ...(report.range
            ? [
                `Key range (one shard of a sharded sync): <code>${escapeHtml(truncate((0,_sync_key_range_js__WEBPACK_IMPORTED_MODULE_1__/* .describeKeyRange */ .mm)(report.range), 2 * MAX_KEY_CHARS))}</code>`,
                '',
            ]
            : []),
    ];
    const table = (0,_phase_table_js__WEBPACK_IMPORTED_MODULE_3__/* .phaseTable */ .m0)(syncPhaseLines(report), report.totalSeconds, `${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatSize */ .Xq)(c.bytesTransferred)} ${transferVerb(report)}`);
    if (table.length > 0) {
        lines.push(...table, '');
        if (report.phases.some((p) => p.waitedSeconds > 0))
            lines.push(WAITING_NOTE, '');
        const overlaps = (0,_phase_table_js__WEBPACK_IMPORTED_MODULE_3__/* .overlapSentence */ .Pb)(report.phases, report.totalSeconds);
        if (overlaps)
            lines.push(overlaps, '');
    }
    const details = [
        report.listing ? listingSentence(report.listing) : '',
        report.largeTransfers ? (0,_large_transfers_js__WEBPACK_IMPORTED_MODULE_5__/* .describeLargeTransfers */ .B)(report.largeTransfers) : '',
        report.checksums ? (0,_checksums_js__WEBPACK_IMPORTED_MODULE_6__/* .describeChecksums */ .G)(report.checksums) : '',
        (0,_format_faults_js__WEBPACK_IMPORTED_MODULE_0__/* .formatHedges */ .I)(c),
    ].filter(Boolean);
    for (const line of details)
        lines.push(line, '');
    // Planning spans the whole source listing: its bar would only repeat that one.
    lines.push((0,_summary_charts_js__WEBPACK_IMPORTED_MODULE_7__/* .ganttChart */ .$G)(report.phases, [_sync_sync_progress_js__WEBPACK_IMPORTED_MODULE_2__/* .SyncPhase */ .pU.Plan]));
    if (c.transferred > 0)
        lines.push((0,_summary_charts_js__WEBPACK_IMPORTED_MODULE_7__/* .timelineChart */ .IY)(report.timeline, SYNC_TIMELINE_LINES, 'Objects over time'));
    if (report.failures.length > 0) {
        lines.push(`### Failures (${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatCount */ .B4)(report.counts.failed)})`, '', '| key | error |', '|---|---|');
        for (const f of report.failures.slice(0, MAX_FAILURE_ROWS)) {
            lines.push(`| <code>${escapeHtml(truncate(f.key))}</code> | ${escapeHtml(truncate(f.message))} |`);
        }
        if (report.counts.failed > MAX_FAILURE_ROWS)
            lines.push('', `… and ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatCount */ .B4)(report.counts.failed - MAX_FAILURE_ROWS)} more (see the step log).`);
        lines.push('');
    }
    let text = lines.join('\n');
    if (Buffer.byteLength(text) > MAX_SUMMARY_BYTES) {
        // Counted in bytes, as the runner counts: a slice of UTF-16 units could still be over.
        text = `${cutToBytes(text, MAX_SUMMARY_BYTES / 2)}\n\n_The summary was cut short to stay under the runner's 1 MiB limit._\n`;
    }
    return text;
}


/***/ }),

/***/ 6385:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pb: () => (/* binding */ overlapSentence),
/* harmony export */   RE: () => (/* binding */ phasesInTimeOrder),
/* harmony export */   _q: () => (/* binding */ activeSeconds),
/* harmony export */   m0: () => (/* binding */ phaseTable),
/* harmony export */   yZ: () => (/* binding */ joinWords)
/* harmony export */ });
/* unused harmony export cellText */
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2772);

/** Markdown table cells hold no `|` and no line break. */
function cellText(text) {
    return text.replace(/[|\r\n]/g, ' ');
}
/** Seconds a phase did its own work: its span less the time it waited for another. */
function activeSeconds(phase) {
    return Math.max(0, phase.seconds - phase.waitedSeconds);
}
/** The phases that began, in the order they began (a stable sort keeps ties in declared order). */
function phasesInTimeOrder(phases) {
    return phases
        .filter((p) => p.startSeconds !== undefined)
        .sort((a, b) => a.startSeconds - b.startSeconds);
}
/**
 * The table's lines: `waitingNote` heads the waiting column's explanation, shown only when some
 * phase waited. `lines` are expected in time order (phasesInTimeOrder).
 */
function phaseTable(lines, totalSeconds, totalWork) {
    if (lines.length === 0)
        return [];
    const waits = lines.some((l) => l.phase.waitedSeconds > 0);
    const end = (p) => (p.startSeconds ?? 0) + p.seconds;
    return [
        `| phase | from | to | seconds | what it did | rate |${waits ? ' waiting |' : ''}`,
        `|---|---:|---:|---:|---|---:|${waits ? '---:|' : ''}`,
        ...lines.map(({ phase, work, rate }) => `| ${cellText(phase.label)} | ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSeconds */ .Xo)(phase.startSeconds)} | ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSeconds */ .Xo)(end(phase))} | ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSeconds */ .Xo)(phase.seconds)} | ${cellText(work)} | ${rate} |${waits ? ` ${phase.waitedSeconds > 0 ? (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSeconds */ .Xo)(phase.waitedSeconds) : '–'} |` : ''}`),
        `| **Total** | ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSeconds */ .Xo)(0)} | ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSeconds */ .Xo)(totalSeconds)} | **${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSeconds */ .Xo)(totalSeconds)}** | ${cellText(totalWork)} | |${waits ? ' |' : ''}`,
    ];
}
/** Seconds two phases ran at the same time. */
function overlapSeconds(a, b) {
    const start = Math.max(a.startSeconds, b.startSeconds);
    const end = Math.min(a.startSeconds + a.seconds, b.startSeconds + b.seconds);
    return Math.max(0, end - start);
}
/** Overlaps shorter than this are the hand-over from one phase to the next, not concurrency. */
const MIN_OVERLAP_SECONDS = 0.01;
/**
 * Which phases ran at the same time, in a sentence ('' when none did): their seconds then add up
 * to more than the total, and the reader must not add them.
 */
function overlapSentence(phases, totalSeconds) {
    const ran = phasesInTimeOrder(phases);
    const parts = [];
    ran.forEach((phase, i) => {
        const alongside = ran
            .slice(0, i)
            .filter((earlier) => overlapSeconds(earlier, phase) >= MIN_OVERLAP_SECONDS)
            .map((earlier) => earlier.label);
        if (alongside.length > 0)
            parts.push(`${phase.label} alongside ${joinWords(alongside.map((l) => l.toLowerCase()))}`);
    });
    if (parts.length === 0)
        return '';
    const sum = ran.reduce((n, p) => n + p.seconds, 0);
    const tail = sum > totalSeconds + 0.005
        ? `, so the phases' seconds add up to ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSeconds */ .Xo)(sum)}, more than the ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSeconds */ .Xo)(totalSeconds)} they took`
        : '';
    return `Phases that ran at the same time (see the chart): ${parts.join('; ')}${tail}.`;
}
/** `a`, `a and b`, `a, b and c`. */
function joinWords(words) {
    if (words.length <= 1)
        return words.join('');
    return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}


/***/ }),

/***/ 5477:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $G: () => (/* binding */ ganttChart),
/* harmony export */   IY: () => (/* binding */ timelineChart)
/* harmony export */ });
/* unused harmony exports ganttTicks, axisEnd, roundAxisEnd */
// The charts of a job summary, whatever the job: when each phase ran (a mermaid gantt) and its
// counters over time (a mermaid xychart), both on a time axis drawn to scale, with at most about
// ten labels on it. Labels are the job's own text, but escaped all the same.
/** Tick spacings a time axis may use, in milliseconds: the first giving at most MAX_TICKS wins. */
const TICK_STEPS_MS = [
    100, 200, 500, 1_000, 2_000, 5_000, 10_000, 15_000, 30_000, 60_000, 120_000, 300_000, 600_000,
    900_000, 1_800_000, 3_600_000,
];
const MAX_TICKS = 8;
/**
 * The gantt's `tickInterval` and `axisFormat` for a chart `totalMs` long. The dates are
 * milliseconds from the epoch (`dateFormat x`), formatted by d3 in the reader's time zone: seconds
 * and milliseconds read the same in every zone, minutes are shifted in the few zones whose offset
 * is not whole hours, so minutes appear only on charts longer than a minute.
 */
function ganttTicks(totalMs) {
    const stepMs = TICK_STEPS_MS.find((step) => totalMs / step <= MAX_TICKS) ?? TICK_STEPS_MS.at(-1);
    const tickInterval = stepMs < 1_000
        ? `${stepMs}millisecond`
        : stepMs < 60_000
            ? `${stepMs / 1_000}second`
            : stepMs < 3_600_000
                ? `${stepMs / 60_000}minute`
                : `${stepMs / 3_600_000}hour`;
    const axisFormat = totalMs >= 60_000 ? '%-M:%S' : stepMs < 1_000 ? '%-S.%L s' : '%-S s';
    return { tickInterval, axisFormat };
}
/** A gantt task's name ends at its colon, and `#` or `;` would start something else. */
function ganttText(label) {
    return label.replace(/[:#;\r\n]/g, ' ');
}
/**
 * When each phase ran, as a mermaid gantt chart, in the order they began; `leaveOut` names phases
 * not worth a bar. '' when fewer than two phases ran.
 */
function ganttChart(phases, leaveOut = [], title = 'Where the time went') {
    const ran = phases
        .filter((p) => p.startSeconds !== undefined && !leaveOut.includes(p.name))
        .sort((a, b) => a.startSeconds - b.startSeconds);
    // One bar says no more than the table's one row.
    if (ran.length < 2)
        return '';
    const bars = ran.map((phase, n) => {
        const startMs = Math.round(phase.startSeconds * 1000);
        const endMs = startMs + Math.max(1, Math.round(phase.seconds * 1000));
        return { text: `    ${ganttText(phase.label)} :p${n}, ${startMs}, ${endMs}`, endMs };
    });
    const { tickInterval, axisFormat } = ganttTicks(Math.max(...bars.map((b) => b.endMs)));
    return [
        '```mermaid',
        'gantt',
        `    title ${ganttText(title)}`,
        '    dateFormat x',
        `    axisFormat ${axisFormat}`,
        `    tickInterval ${tickInterval}`,
        '    todayMarker off',
        '    section Phases',
        ...bars.map((b) => b.text),
        '```',
        '',
    ].join('\n');
}
/** More labels than this on an axis run into each other. */
const MAX_AXIS_LABELS = 11;
/** The spacing of the ticks d3 (mermaid's xychart) puts on a linear axis from 0 to `end`. */
function d3TickStep(end) {
    const rough = end / 10;
    const power = 10 ** Math.floor(Math.log10(rough));
    const error = rough / power;
    const factor = error >= Math.sqrt(50) ? 10 : error >= Math.sqrt(10) ? 5 : error >= Math.sqrt(2) ? 2 : 1;
    return factor * power;
}
/**
 * An axis end at or past `value` on which d3 puts at most MAX_AXIS_LABELS labels: mermaid's
 * xychart cannot be told its ticks, and d3 puts up to 15 on some ranges (0 to 1.4 by 0.1).
 */
function axisEnd(value) {
    let end = Math.max(value, 1e-9);
    for (let i = 0; i < 20; i++) {
        const step = d3TickStep(end);
        if (Math.floor(end / step + 1e-9) + 1 <= MAX_AXIS_LABELS)
            break;
        end = (Math.floor(end / step + 1e-9) + 1) * step;
    }
    return Number(end.toPrecision(6));
}
/**
 * axisEnd, raised to its next labelled tick where that keeps the labels few: the top line then
 * ends under a label, not above the last one.
 */
function roundAxisEnd(value) {
    const end = axisEnd(value);
    const step = d3TickStep(end);
    const rounded = Number((Math.ceil(end / step - 1e-9) * step).toPrecision(6));
    return Math.floor(rounded / d3TickStep(rounded) + 1e-9) + 1 <= MAX_AXIS_LABELS ? rounded : end;
}
/** Points per line: the x-axis is a numeric range, and mermaid spaces the points evenly on it. */
const TIMELINE_POINTS = 41;
/** A counter's value at `tMs`, between the samples around it (counters only grow). */
function valueAt(timeline, counter, tMs) {
    // Every counter is 0 when the job starts, before its first sample.
    let before = { tMs: 0, counts: {} };
    for (const sample of timeline) {
        if (sample.tMs > tMs) {
            const from = before.counts[counter] ?? 0;
            const to = sample.counts[counter] ?? 0;
            const span = sample.tMs - before.tMs;
            return span > 0 ? from + ((to - from) * (tMs - before.tMs)) / span : to;
        }
        before = sample;
    }
    return before.counts[counter] ?? 0;
}
/**
 * The counters over time, as a mermaid xychart whose x-axis is seconds: the samples, taken at
 * uneven times, are placed at their times by reading each line at evenly spaced moments. Each
 * line is named (mermaid draws the legend) and has a colour of its own (the palette goes in line
 * order). '' when there is nothing to draw: fewer than three samples, or every line flat at 0.
 */
function timelineChart(timeline, lines, title) {
    if (timeline.length < 3)
        return '';
    const last = timeline.at(-1);
    if (lines.every((l) => (last.counts[l.counter] ?? 0) === 0))
        return '';
    const endSeconds = axisEnd(Math.max(0.1, Math.ceil(last.tMs / 100) / 10));
    const top = Math.max(...lines.map((l) => last.counts[l.counter] ?? 0));
    const at = Array.from({ length: TIMELINE_POINTS }, (_, i) => (i * endSeconds * 1000) / (TIMELINE_POINTS - 1));
    const palette = lines.map((l) => l.color).join(', ');
    const name = (text) => text.replace(/["\r\n]/g, ' ');
    return [
        '```mermaid',
        `%%{init: {"xyChart": {"showLegend": true}, "themeVariables": {"xyChart": {"plotColorPalette": "${palette}"}}}}%%`,
        'xychart-beta',
        `    title "${name(title)}"`,
        `    x-axis "seconds" 0 --> ${endSeconds}`,
        `    y-axis "objects" 0 --> ${roundAxisEnd(top)}`,
        ...lines.map((l) => `    line "${name(l.label)}" [${at.map((t) => Math.round(valueAt(timeline, l.counter, t))).join(', ')}]`),
        '```',
        '',
    ].join('\n');
}


/***/ }),

/***/ 4336:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  X4: () => (/* binding */ proxyDisplay),
  $g: () => (/* binding */ proxyNotice),
  zH: () => (/* binding */ proxySettingsFromEnv),
  tr: () => (/* binding */ proxyUrlFor)
});

// EXTERNAL MODULE: ./build/errors.js
var errors = __webpack_require__(9473);
;// CONCATENATED MODULE: ./build/s3/no-proxy.js
/**
 * Hosts that never go through a proxy, whatever NO_PROXY says: `@actions/http-client` (what the
 * runner's own tools and actions/cache use) treats them so, and a runner's local services must
 * keep working behind a proxy that cannot reach them.
 */
function isLoopback(hostname) {
    const host = hostname.toLowerCase();
    return (host === 'localhost' ||
        host.startsWith('127.') ||
        host.startsWith('[::1]') ||
        host.startsWith('[0:0:0:0:0:0:0:1]'));
}
/** NO_PROXY's entries: comma-separated, trimmed, compared case-insensitively, blanks dropped. */
function parseNoProxy(value) {
    return value
        .split(',')
        .map((entry) => entry.trim().toUpperCase())
        .filter((entry) => entry !== '');
}
/**
 * Whether `target` goes direct, by the rules `@actions/http-client` applies to NO_PROXY, so a
 * runner configured for the toolkit behaves the same here: `*` matches every host; an entry
 * matches the host, or the host and port (`host:443`), exactly or as a domain suffix, with or
 * without a leading dot (`example.com` and `.example.com` both match `s3.example.com`).
 * Loopback hosts always go direct.
 */
function bypassesProxy(noProxy, target) {
    if (!target.hostname)
        return false;
    if (isLoopback(target.hostname))
        return true;
    if (noProxy.length === 0)
        return false;
    const port = target.port !== undefined && target.port !== ''
        ? Number(target.port)
        : target.protocol === 'http:'
            ? 80
            : target.protocol === 'https:'
                ? 443
                : undefined;
    const host = target.hostname.toUpperCase();
    const names = port === undefined ? [host] : [host, `${host}:${port}`];
    return noProxy.some((entry) => entry === '*' ||
        names.some((name) => name === entry ||
            name.endsWith(`.${entry}`) ||
            (entry.startsWith('.') && name.endsWith(entry))));
}

;// CONCATENATED MODULE: ./build/s3/proxy-settings.js


const ACCEPTED = "a proxy URL such as 'http://proxy.example.com:3128'";
/** The value with any `user:password@` hidden, for an error message or a log line. */
function redacted(value) {
    return value.replace(/\/\/[^/@]*@/, '//***@');
}
/**
 * One proxy variable as a URL. A value without a scheme means http:// (as the toolkit, curl and
 * the aws-cli read `proxy.example.com:3128`).
 */
function parseProxyUrl(name, value) {
    const text = value.trim();
    let url;
    try {
        url = new URL(text.includes('://') ? text : `http://${text}`);
    }
    catch {
        throw new errors/* InputError */.dz(name, redacted(value), ACCEPTED);
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '')
        throw new errors/* InputError */.dz(name, redacted(value), ACCEPTED);
    return url.href;
}
/** The first of the variables that is set and not blank, with its name. */
function firstSet(env, names) {
    for (const name of names) {
        const value = env[name];
        if (value !== undefined && value.trim() !== '')
            return [name, value];
    }
    return undefined;
}
/**
 * The proxy settings in `env`, with `@actions/http-client`'s precedence: the lower-case variable
 * first (`https_proxy`, then `HTTPS_PROXY`), HTTPS_PROXY for https:// endpoints and HTTP_PROXY
 * for http:// ones, with no fallback from one to the other; undefined when neither is set.
 */
function proxySettingsFromEnv(env) {
    const http = firstSet(env, ['http_proxy', 'HTTP_PROXY']);
    const https = firstSet(env, ['https_proxy', 'HTTPS_PROXY']);
    if (!http && !https)
        return undefined;
    const noProxy = firstSet(env, ['no_proxy', 'NO_PROXY']);
    return {
        httpProxy: http && parseProxyUrl(http[0], http[1]),
        httpsProxy: https && parseProxyUrl(https[0], https[1]),
        noProxy: noProxy ? parseNoProxy(noProxy[1]) : [],
    };
}
/** The proxy a request to `target` goes through, as a URL; undefined when it goes direct. */
function proxyUrlFor(settings, target) {
    if (!settings)
        return undefined;
    const proxy = target.protocol === 'https:' ? settings.httpsProxy : settings.httpProxy;
    if (!proxy || bypassesProxy(settings.noProxy, target))
        return undefined;
    return proxy;
}
/** The proxy's scheme, host and port, never its credentials: what a log line may show. */
function proxyDisplay(proxyUrl) {
    const url = new URL(proxyUrl);
    return `${url.protocol}//${url.host}`;
}
/** The one line a job logs about its proxy; undefined when it has none. */
function proxyNotice(settings) {
    if (!settings)
        return undefined;
    const routes = [
        settings.httpsProxy && `https:// endpoints through ${proxyDisplay(settings.httpsProxy)}`,
        settings.httpProxy && `http:// endpoints through ${proxyDisplay(settings.httpProxy)}`,
    ].filter(Boolean);
    const except = settings.noProxy.length
        ? ` (NO_PROXY: ${JSON.stringify(settings.noProxy.join(',').toLowerCase())})`
        : '';
    return `Proxy: ${routes.join(', ')}${except}`;
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
/* harmony import */ var _pid_alive_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9689);
/* harmony import */ var _temp_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3991);





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
    return node_path__WEBPACK_IMPORTED_MODULE_2__.join(dir, (0,_temp_names_js__WEBPACK_IMPORTED_MODULE_3__/* .downloadTempName */ .k9)(node_path__WEBPACK_IMPORTED_MODULE_2__.basename(targetPath), nextTemp++));
}
/** True when the file's run is over: its pid is not alive here and it is still, or it is old. */
function isLeftover(file, nowMs = Date.now()) {
    const pid = Number((0,_temp_names_js__WEBPACK_IMPORTED_MODULE_3__/* .downloadTempPid */ .YZ)(node_path__WEBPACK_IMPORTED_MODULE_2__.basename(file.path)));
    const ageMs = nowMs - file.mtimeMs;
    if (ageMs >= ANY_RUN_MAX_AGE_MS)
        return true;
    if (!Number.isSafeInteger(pid) || pid === process.pid)
        return false;
    return ageMs >= DEAD_RUN_MIN_AGE_MS && !(0,_pid_alive_js__WEBPACK_IMPORTED_MODULE_4__/* .isPidAlive */ .b)(pid);
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
            if (!(0,_temp_names_js__WEBPACK_IMPORTED_MODULE_3__/* .isDownloadTempName */ .a0)(name) || !name.includes(own))
                continue;
            if ((0,_temp_names_js__WEBPACK_IMPORTED_MODULE_3__/* .downloadTempPid */ .YZ)(name) !== process.pid)
                continue;
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(node_path__WEBPACK_IMPORTED_MODULE_2__.join(dir, name), { force: true });
            removed++;
        }
    }
    return removed;
}


/***/ }),

/***/ 3991:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gs: () => (/* binding */ restoreTempPid),
/* harmony export */   MM: () => (/* binding */ saveBlobTempName),
/* harmony export */   Qb: () => (/* binding */ restoreTempName),
/* harmony export */   Vn: () => (/* binding */ stagingPid),
/* harmony export */   YZ: () => (/* binding */ downloadTempPid),
/* harmony export */   _o: () => (/* binding */ ASIDE_NAMES),
/* harmony export */   a0: () => (/* binding */ isDownloadTempName),
/* harmony export */   aH: () => (/* binding */ SAVE_SCRATCH_PREFIX),
/* harmony export */   al: () => (/* binding */ stagingTag),
/* harmony export */   k9: () => (/* binding */ downloadTempName),
/* harmony export */   o1: () => (/* binding */ asideName),
/* harmony export */   tP: () => (/* binding */ blobTempName),
/* harmony export */   z7: () => (/* binding */ restoreTempTag),
/* harmony export */   zb: () => (/* binding */ stagingName)
/* harmony export */ });
/* unused harmony export tempNameOf */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);

const DOWNLOAD_SUFFIX = '.s3sync-tmp';
const DOWNLOAD_TEMP = /^\..*\.(\d+)-\d+\.s3sync-tmp$/s;
/** A download's temporary name, with the name it stands for and the pid. */
const DOWNLOAD_TEMP_OF = /^\.(.*)\.(\d+)-\d+\.s3sync-tmp$/s;
const CACHE_PREFIX = '.s3cache-';
/** A restore's files and symlinks, set-aside files and blob downloads, and older releases' names. */
const RESTORE_TEMP = /^\.s3cache-(?:empty-|link-|blob-|aside-)?(\d+)(?:-\d+){0,2}$/;
const STAGING_TEMP = /^\.s3cache-stage-(\d+)-[0-9a-f]{8}-\d+$/;
/**
 * A download's temporary name for a file named `base`, the `serial`th of this process: a file
 * name holds 255 bytes, not 255 characters (85 CJK characters fill it), so `base` is cut by bytes.
 */
function downloadTempName(base, serial) {
    return `.${utf8Head(base, 100)}.${process.pid}-${serial}${DOWNLOAD_SUFFIX}`;
}
/** True for a name downloadTempName makes, of any process. */
function isDownloadTempName(name) {
    return name.endsWith(DOWNLOAD_SUFFIX) && DOWNLOAD_TEMP.test(name);
}
/** This restore's part of its files' temporary names and set-aside names: `PID-RANDOM`. */
function restoreTempTag() {
    return `${process.pid}-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomInt)(1e9)}`;
}
/** The temporary name of a restore's entry `i` (file or symlink), beside its final name. */
function restoreTempName(tag, i) {
    return `${CACHE_PREFIX}${tag}-${i}`;
}
/** Where the file that a restore's entry `i` replaces waits until the restore is over. */
function asideName(tag, i) {
    return `${CACHE_PREFIX}aside-${tag}-${i}`;
}
/** The glob the warning about set-aside files left behind names them by. */
const ASIDE_NAMES = `${CACHE_PREFIX}aside-*`;
let nextBlob = 0;
/** A restore's download of a blob, beside the file it becomes: unique in this process. */
function blobTempName() {
    return `${CACHE_PREFIX}blob-${process.pid}-${nextBlob++}`;
}
/** One restore's part of its staging folders' names: `PID-HEX8`. */
function stagingTag() {
    return `${process.pid}-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(4).toString('hex')}`;
}
/** The `n`th staging folder of the restore whose tag is `tag`. */
function stagingName(tag, n) {
    return `${CACHE_PREFIX}stage-${tag}-${n}`;
}
/** The prefix of a save's scratch folder for compressed blobs (os.tmpdir(), mkdtemp). */
const SAVE_SCRATCH_PREFIX = 's3cache-blob-';
/** The name of a save's `n`th compressed blob in its scratch folder. */
function saveBlobTempName(n) {
    return `${n}`;
}
/**
 * Whether `name` is a temporary name of ours, of which kind and whose (its pid); undefined for
 * any other name, however like ours (`.s3cache-notes`, `notes.s3sync-tmp`).
 */
function tempNameOf(name) {
    if (name.startsWith(CACHE_PREFIX)) {
        const restore = RESTORE_TEMP.exec(name);
        if (restore)
            return { kind: 'restore', pid: Number(restore[1]) };
        const staging = STAGING_TEMP.exec(name);
        if (staging)
            return { kind: 'staging', pid: Number(staging[1]) };
        // else a download's perhaps, of a file named `s3cache-...`
    }
    const download = isDownloadTempName(name) ? DOWNLOAD_TEMP.exec(name) : null;
    return download ? { kind: 'download', pid: Number(download[1]) } : undefined;
}
/** The pid in a download's temporary name; undefined for any other name. */
function downloadTempPid(name) {
    const match = DOWNLOAD_TEMP.exec(name);
    return match ? Number(match[1]) : undefined;
}
/**
 * The pid of the restore that made `name`, if it is one of a restore's temporary names (a file
 * or symlink, a set-aside file, a blob's download, a staging folder), which a save never stores.
 */
function restoreTempPid(name) {
    // A blob fetched by the SDK's download (a bucket only the SDK can sign for) lands under the
    // download's own temporary name for the blob's: `..s3cache-blob-PID-N.PID-M.s3sync-tmp`.
    if (name.startsWith(`.${CACHE_PREFIX}`)) {
        const download = DOWNLOAD_TEMP_OF.exec(name);
        if (download && restoreTempPid(download[1]) !== undefined)
            return Number(download[2]);
    }
    if (!name.startsWith(CACHE_PREFIX))
        return undefined;
    const found = tempNameOf(name);
    return found && found.kind !== 'download' ? found.pid : undefined;
}
/** The pid in a staging folder's name; undefined for any other name. */
function stagingPid(name) {
    const match = STAGING_TEMP.exec(name);
    return match ? Number(match[1]) : undefined;
}
/** At most `maxBytes` of UTF-8, cut between characters. */
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


/***/ })

};

export const id = 616;
export const ids = [616];
export const modules = {

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

/***/ 1616:
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
// EXTERNAL MODULE: ./build/report/publish-report.js
var publish_report = __webpack_require__(8275);
// EXTERNAL MODULE: ./build/errors.js
var errors = __webpack_require__(9473);
// EXTERNAL MODULE: ./build/options/connection-options.js
var connection_options = __webpack_require__(8174);
// EXTERNAL MODULE: ./build/options/option-table.js
var option_table = __webpack_require__(3265);
// EXTERNAL MODULE: ./build/options/sync-options.js + 2 modules
var sync_options = __webpack_require__(394);
// EXTERNAL MODULE: ./build/validate.js + 1 modules
var validate = __webpack_require__(7713);
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

// EXTERNAL MODULE: ./build/report/execute-sync.js + 20 modules
var execute_sync = __webpack_require__(4231);
// EXTERNAL MODULE: ./build/s3/proxy-settings.js + 1 modules
var proxy_settings = __webpack_require__(4336);
// EXTERNAL MODULE: ./build/report/sync-renderer.js + 5 modules
var sync_renderer = __webpack_require__(1017);
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
        (0,publish_report/* publishReport */.S)(sync_renderer/* syncRenderer */.b, report);
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
        const done = report;
        if (done && writeSummary)
            await (0,publish_report/* writeStepSummary */.o)(() => sync_renderer/* syncRenderer */.b.summary(done, failure));
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

/***/ 8275:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ publishReport),
/* harmony export */   o: () => (/* binding */ writeStepSummary)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3838);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2772);


/** An action step's report to the runner: its warnings and log lines, then its outputs. */
function publishReport(renderer, report) {
    // Keys and server messages are untrusted: each line stays one line, so none can start a
    // workflow command.
    for (const warning of renderer.warnings(report))
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e((0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLogLine */ .Hr)(warning));
    for (const line of renderer.logLines(report))
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq((0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .oneLogLine */ .Hr)(line));
    for (const [name, value] of Object.entries(renderer.outputs(report)))
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH(name, value);
}
/** Writes a step summary; one that cannot be written must never hide the step's real result. */
async function writeStepSummary(render) {
    if (!process.env.GITHUB_STEP_SUMMARY)
        return;
    try {
        await _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.addRaw(render()).write();
    }
    catch (error) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`Could not write the job summary: ${error.message}`);
    }
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


/***/ })

};

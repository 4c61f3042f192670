export const id = 172;
export const ids = [172];
export const modules = {

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

/***/ 9172:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ShardsOutputs: () => (/* reexport safe */ _report_shard_renderer_js__WEBPACK_IMPORTED_MODULE_7__.G),
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3838);
/* harmony import */ var _interrupt_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9343);
/* harmony import */ var _options_connection_options_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8174);
/* harmony import */ var _options_option_table_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3265);
/* harmony import */ var _options_shards_options_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8099);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9473);
/* harmony import */ var _report_publish_report_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8275);
/* harmony import */ var _report_shard_renderer_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(203);
/* harmony import */ var _sync_describe_endpoint_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4523);
/* harmony import */ var _sync_plan_shards_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(5241);











/**
 * The plan job of a sharded sync: cuts the source into key ranges and sets them as the output
 * `shards`, which `strategy.matrix: ${{ fromJSON(needs.plan.outputs.shards) }}` takes as is.
 */
async function run() {
    (0,_report_publish_report_js__WEBPACK_IMPORTED_MODULE_6__/* .guardActionOutput */ .r$)();
    const controller = new AbortController();
    const signals = (0,_interrupt_js__WEBPACK_IMPORTED_MODULE_1__/* .abortOnSignals */ .PB)(controller, () => undefined, _interrupt_js__WEBPACK_IMPORTED_MODULE_1__/* .jobCancelled */ .XE);
    let plan;
    let source = '';
    try {
        const values = (0,_options_option_table_js__WEBPACK_IMPORTED_MODULE_3__/* .readActionOptions */ .XG)(_options_shards_options_js__WEBPACK_IMPORTED_MODULE_4__/* .SHARDS_OPTIONS */ .Z, (name) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4(name), {
            baseDir: process.env.GITHUB_WORKSPACE || process.cwd(),
        });
        (0,_report_publish_report_js__WEBPACK_IMPORTED_MODULE_6__/* .maskSecrets */ .QU)((0,_options_connection_options_js__WEBPACK_IMPORTED_MODULE_2__/* .connectionSecrets */ .K$)(values));
        const request = (0,_options_shards_options_js__WEBPACK_IMPORTED_MODULE_4__/* .shardPlanRequestFrom */ .N)(values, process.env, 'action');
        source = (0,_sync_describe_endpoint_js__WEBPACK_IMPORTED_MODULE_8__/* .describeEndpoint */ .N)(request.source);
        (0,_report_publish_report_js__WEBPACK_IMPORTED_MODULE_6__/* .logProxy */ .b_)(request.client.proxy);
        plan = await _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .group */ .Os(`shards of ${source}`, () => (0,_sync_plan_shards_js__WEBPACK_IMPORTED_MODULE_9__/* .planShards */ .t)(request, {
            signal: controller.signal,
            onWarning: (message) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(message),
            onDebug: (message) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz(message),
        }));
        (0,_report_publish_report_js__WEBPACK_IMPORTED_MODULE_6__/* .publishReport */ .S3)(_report_shard_renderer_js__WEBPACK_IMPORTED_MODULE_7__/* .shardRenderer */ ._, { plan, source });
    }
    catch (error) {
        const named = (0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .nameSettingError */ .O2)(error, (0,_options_option_table_js__WEBPACK_IMPORTED_MODULE_3__/* .nameOfSetting */ .FK)(_options_shards_options_js__WEBPACK_IMPORTED_MODULE_4__/* .SHARDS_OPTIONS */ .Z, 'action'));
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1(named instanceof Error ? named.message : String(named));
    }
    finally {
        signals.dispose();
        const report = plan && { plan, source };
        if (report)
            await (0,_report_publish_report_js__WEBPACK_IMPORTED_MODULE_6__/* .writeStepSummary */ .oG)(() => _report_shard_renderer_js__WEBPACK_IMPORTED_MODULE_7__/* .shardRenderer */ ._.summary(report));
    }
}


/***/ })

};

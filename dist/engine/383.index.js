export const id = 383;
export const ids = [383];
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

/***/ 9172:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ShardsOutputs: () => (/* binding */ ShardsOutputs),
/* harmony export */   run: () => (/* binding */ run)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3838);
/* harmony import */ var _interrupt_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9343);
/* harmony import */ var _options_connection_options_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8174);
/* harmony import */ var _options_option_table_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3265);
/* harmony import */ var _options_shards_options_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8099);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9473);
/* harmony import */ var _report_format_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(2772);
/* harmony import */ var _report_shard_report_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(326);
/* harmony import */ var _sync_describe_endpoint_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(4523);
/* harmony import */ var _sync_plan_shards_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5241);










/** The shards action's outputs, spelled as in shards/action.yml. */
const ShardsOutputs = {
    Shards: 'shards',
    Count: 'count',
    Objects: 'objects',
    Bytes: 'bytes',
};
/**
 * The plan job of a sharded sync: cuts the source into key ranges and sets them as the output
 * `shards`, which `strategy.matrix: ${{ fromJSON(needs.plan.outputs.shards) }}` takes as is.
 */
async function run() {
    const controller = new AbortController();
    const signals = (0,_interrupt_js__WEBPACK_IMPORTED_MODULE_1__/* .abortOnSignals */ .P)(controller, () => undefined, (name) => new _interrupt_js__WEBPACK_IMPORTED_MODULE_1__/* .InterruptedError */ .p(name, `the job was cancelled (${name})`));
    let plan;
    let source = '';
    try {
        const values = (0,_options_option_table_js__WEBPACK_IMPORTED_MODULE_3__/* .readActionOptions */ .XG)(_options_shards_options_js__WEBPACK_IMPORTED_MODULE_4__/* .SHARDS_OPTIONS */ .Z, (name) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4(name), {
            baseDir: process.env.GITHUB_WORKSPACE || process.cwd(),
        });
        (0,_options_connection_options_js__WEBPACK_IMPORTED_MODULE_2__/* .connectionSecrets */ .K$)(values).forEach((secret) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setSecret */ .Pq(secret));
        const request = (0,_options_shards_options_js__WEBPACK_IMPORTED_MODULE_4__/* .shardPlanRequestFrom */ .N)(values, process.env, 'action');
        source = (0,_sync_describe_endpoint_js__WEBPACK_IMPORTED_MODULE_7__/* .describeEndpoint */ .N)(request.source);
        plan = await _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .group */ .Os(`shards of ${source}`, () => (0,_sync_plan_shards_js__WEBPACK_IMPORTED_MODULE_8__/* .planShards */ .t)(request, {
            signal: controller.signal,
            onWarning: (message) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(message),
            onDebug: (message) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz(message),
        }));
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH(ShardsOutputs.Shards, JSON.stringify((0,_report_shard_report_js__WEBPACK_IMPORTED_MODULE_6__/* .shardMatrix */ ._b)(plan)));
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH(ShardsOutputs.Count, String(plan.shards.length));
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH(ShardsOutputs.Objects, String(plan.objects));
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH(ShardsOutputs.Bytes, String(plan.bytes));
        // Keys are untrusted: the table quotes them, and each line is made safe for the log.
        for (const line of (0,_report_shard_report_js__WEBPACK_IMPORTED_MODULE_6__/* .renderShardTable */ .rv)(plan).trimEnd().split('\n'))
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq((0,_report_format_js__WEBPACK_IMPORTED_MODULE_9__/* .oneLogLine */ .Hr)(line));
    }
    catch (error) {
        const named = (0,_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .nameSettingError */ .O2)(error, (0,_options_option_table_js__WEBPACK_IMPORTED_MODULE_3__/* .nameOfSetting */ .FK)(_options_shards_options_js__WEBPACK_IMPORTED_MODULE_4__/* .SHARDS_OPTIONS */ .Z, 'action'));
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1(named instanceof Error ? named.message : String(named));
    }
    finally {
        signals.dispose();
        if (plan && process.env.GITHUB_STEP_SUMMARY) {
            try {
                await _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.addRaw((0,_report_shard_report_js__WEBPACK_IMPORTED_MODULE_6__/* .renderShardSummary */ .N)(plan, source)).write();
            }
            catch (error) {
                _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`Could not write the job summary: ${error.message}`);
            }
        }
    }
}


/***/ }),

/***/ 4523:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ describeEndpoint)
/* harmony export */ });
/* harmony import */ var _s3_location_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1984);

/** One side of a sync as a user wrote it: an S3 URL or a folder path. */
function describeEndpoint(endpoint) {
    return endpoint.kind === 's3' ? (0,_s3_location_js__WEBPACK_IMPORTED_MODULE_0__/* .formatS3Url */ .LL)(endpoint.location) : endpoint.path;
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

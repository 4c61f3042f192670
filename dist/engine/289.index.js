export const id = 289;
export const ids = [289];
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

/***/ 3265:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FK: () => (/* binding */ nameOfSetting),
/* harmony export */   Mn: () => (/* binding */ lines),
/* harmony export */   XG: () => (/* binding */ readActionOptions),
/* harmony export */   Z: () => (/* binding */ readCliOptions),
/* harmony export */   dm: () => (/* binding */ parseArgsOptions),
/* harmony export */   fS: () => (/* binding */ optionName),
/* harmony export */   uK: () => (/* binding */ option),
/* harmony export */   us: () => (/* binding */ flagText),
/* harmony export */   vM: () => (/* binding */ cliFlag)
/* harmony export */ });
/* unused harmony exports parseOptions, actionInputs */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9473);
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3208);


/** Declares an option with its value type inferred from its parser. */
function option(spec) {
    return spec;
}
/** A bare CLI flag (`--recursive`) that only the CLI has. */
function cliFlag(flag, description) {
    return {
        flag,
        kind: 'boolean',
        default: 'false',
        description,
        parse: (text, name) => (0,_validate_js__WEBPACK_IMPORTED_MODULE_1__/* .parseBoolean */ .yG)(name, text),
    };
}
/** Text options' parser for `lines`: the non-blank lines, trimmed. */
function lines(text) {
    return text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line !== '');
}
function optionName(spec, frontEnd) {
    if (frontEnd === 'action')
        return spec.input;
    return spec.flag === undefined ? spec.argument : `--${spec.flag}`;
}
/** The table's key for a name as a front-end writes it, for errors from below (SettingError). */
function nameOfSetting(table, frontEnd) {
    return (setting) => {
        const spec = table[setting];
        return spec && optionName(spec, frontEnd);
    };
}
/**
 * Parses each option from the text a front-end found for it (undefined: not given). Blank means
 * the default, on both front-ends; a required option left blank is an InputError.
 */
function parseOptions(table, frontEnd, textOf, context) {
    const values = {};
    for (const [key, spec] of Object.entries(table)) {
        const name = optionName(spec, frontEnd) ?? key;
        const given = textOf(spec, key);
        if (spec.required && (given === undefined || given.trim() === '')) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(name, given ?? '', `given (it is required): ${spec.required.accepts}`);
        }
        const text = given === undefined || given.trim() === '' ? spec.default : given;
        values[key] = spec.parse(text, name, context);
    }
    return values;
}
/** The action's inputs, as the runner passes them (`core.getInput`: '' when not given). */
function readActionOptions(table, input, context) {
    return parseOptions(table, 'action', (spec) => (spec.input === undefined ? undefined : input(spec.input)), context);
}
/**
 * The CLI's flags, as node:util parseArgs returned them (repeated flags become lines), and the
 * options it takes as arguments or from its verb, by table key.
 */
function readCliOptions(table, flags, context, args = {}) {
    return parseOptions(table, 'cli', (spec, key) => (spec.flag === undefined ? args[key] : flagText(spec, flags)), context);
}
/** A flag's value as text, as an input would give it; undefined when it was not given. */
function flagText(spec, flags) {
    const value = spec.flag === undefined ? undefined : flags[spec.flag];
    if (spec.negatable && flags[`no-${spec.flag}`])
        return 'false';
    if (value === undefined)
        return undefined;
    if (Array.isArray(value))
        return value.join('\n');
    return typeof value === 'boolean' ? String(value) : value;
}
/** The table's flags as node:util parseArgs options. */
function parseArgsOptions(table) {
    const options = {};
    for (const spec of Object.values(table)) {
        if (spec.flag === undefined)
            continue;
        const short = spec.short === undefined ? {} : { short: spec.short };
        if (spec.kind === 'boolean') {
            options[spec.flag] = { type: 'boolean', ...short };
            if (spec.negatable)
                options[`no-${spec.flag}`] = { type: 'boolean' };
        }
        else if (spec.kind === 'lines')
            options[spec.flag] = { type: 'string', multiple: true, ...short };
        else
            options[spec.flag] = { type: 'string', ...short };
    }
    return options;
}
/** The options an action declares, in table order: what action.yml's `inputs` must list. */
function actionInputs(table) {
    return Object.values(table)
        .filter((spec) => spec.input !== undefined)
        .map((spec) => ({ name: spec.input, spec }));
}


/***/ }),

/***/ 7764:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qr: () => (/* binding */ normalEndpointUrl),
/* harmony export */   pn: () => (/* binding */ redactUserInfo)
/* harmony export */ });
/* unused harmony export withoutUserInfo */
/**
 * An endpoint's text with its user info (`user:password@`) replaced by `***@`, for every message
 * that quotes an endpoint. A malformed URL cannot be split by a parser, so everything between the
 * scheme's `//` (or the start) and the last `@` goes: a password may hold `/`, `#`, `?`, spaces
 * or another `@`, and showing too little is better than showing a secret.
 */
function redactUserInfo(endpoint) {
    const at = endpoint.lastIndexOf('@');
    if (at < 0)
        return endpoint;
    const scheme = /^\s*[a-z][a-z0-9+.-]*:\/\//i.exec(endpoint);
    const start = scheme && scheme[0].length <= at ? scheme[0].length : 0;
    return `${endpoint.slice(0, start)}***${endpoint.slice(at)}`;
}
/**
 * A valid endpoint URL without its user info: S3 requests are signed with the AWS credentials,
 * and a user name and password kept in the settings would only wait for a message to print them.
 */
function withoutUserInfo(url) {
    const bare = new URL(url.href);
    bare.username = '';
    bare.password = '';
    return bare;
}
/**
 * An http(s) endpoint URL as the clients take it (no trailing slash, no user info: the SDK
 * ignores it), or undefined when the text is not one.
 */
function normalEndpointUrl(value) {
    let url;
    try {
        url = new URL(value.trim());
    }
    catch {
        return undefined;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
        return undefined;
    if (url.username === '' && url.password === '')
        return value.trim().replace(/\/+$/, '');
    return withoutUserInfo(url).href.replace(/\/+$/, '');
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
/* harmony export */   a3: () => (/* binding */ formatDuration),
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
const DURATION_UNITS = [
    [86_400_000, 'd'],
    [3_600_000, 'h'],
    [60_000, 'm'],
];
/**
 * A setting's duration in the form its input takes (`7d`, `12h`, `30m`, `45s`): the largest unit
 * that divides it, so the summary shows what the user wrote rather than 604800.00 seconds.
 */
function formatDuration(ms) {
    for (const [unitMs, unit] of DURATION_UNITS) {
        if (ms >= unitMs && ms % unitMs === 0)
            return `${ms / unitMs}${unit}`;
    }
    return `${Number((ms / 1000).toFixed(3))}s`;
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

/***/ 7738:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H4: () => (/* binding */ MAX_PAGE_SIZE),
/* harmony export */   O9: () => (/* binding */ LISTER_KINDS),
/* harmony export */   g5: () => (/* binding */ newListStats),
/* harmony export */   gy: () => (/* binding */ MAX_LIST_CONCURRENCY),
/* harmony export */   hV: () => (/* binding */ AUTO_LIST_CONCURRENCY),
/* harmony export */   tw: () => (/* binding */ DEFAULT_QUEUE_PAGES)
/* harmony export */ });
const LISTER_KINDS = ['single', 'threaded'];
const MAX_PAGE_SIZE = 1000;
const DEFAULT_QUEUE_PAGES = 10;
/** Most chains `auto` lets the threaded lister run; see docs/benchmarks.md for the measurement. */
const AUTO_LIST_CONCURRENCY = 16;
const MAX_LIST_CONCURRENCY = 256;
function newListStats(lister) {
    return {
        lister,
        objects: 0,
        pages: 0,
        retries: 0,
        bytes: 0,
        ranges: 0,
        splits: 0,
        wastedPages: 0,
        maxInFlight: 0,
        workerStarted: false,
        workerUtilization: undefined,
        startedAtMs: Date.now(),
        firstPageMs: undefined,
        finishedAtMs: undefined,
    };
}


/***/ }),

/***/ 9616:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  X4: () => (/* binding */ proxyDisplay),
  ml: () => (/* binding */ proxyFailureHint),
  $g: () => (/* binding */ proxyNotice),
  zH: () => (/* binding */ proxySettingsFromEnv),
  tr: () => (/* binding */ proxyUrlFor)
});

// EXTERNAL MODULE: ./build/errors.js
var errors = __webpack_require__(9473);
;// CONCATENATED MODULE: ./build/s3/proxy/no-proxy.js
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

;// CONCATENATED MODULE: ./build/s3/proxy/proxy-settings.js


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
/** An error's messages, and the host its socket named, down its chain of causes. */
function errorText(error) {
    const parts = [];
    for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
        const socket = e;
        parts.push(e.message);
        if (typeof socket.hostname === 'string')
            parts.push(` ${socket.hostname}`);
        if (typeof socket.address === 'string')
            parts.push(` ${socket.address}:${String(socket.port)}`);
    }
    return parts.join('\n');
}
/**
 * When `error` is a failure to reach one of the proxies (a refused connection, a name that does
 * not resolve, a timeout, all naming the proxy's host): a sentence that says so, naming the
 * proxy without its credentials. Node's own words ("connect ECONNREFUSED 127.0.0.1:3128") do
 * not say that the address was the proxy's.
 */
function proxyFailureHint(error, settings) {
    if (!settings)
        return undefined;
    const text = errorText(error);
    const proxies = [
        { url: settings.httpsProxy, variable: 'HTTPS_PROXY' },
        { url: settings.httpProxy, variable: 'HTTP_PROXY' },
    ].filter((proxy) => {
        if (!proxy.url)
            return false;
        const { host, hostname } = new URL(proxy.url);
        return text.includes(host) || text.includes(` ${hostname}`);
    });
    const first = proxies[0];
    if (!first)
        return undefined;
    const variables = [...new Set(proxies.map((proxy) => proxy.variable))].join(' and ');
    return `The proxy ${proxyDisplay(first.url)} (${variables}) could not be reached: check that it runs where ${variables} says, or list the endpoint in NO_PROXY to reach it directly.`;
}


/***/ }),

/***/ 9288:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IJ: () => (/* binding */ onSecret),
/* harmony export */   Nc: () => (/* binding */ addSecrets),
/* harmony export */   SI: () => (/* binding */ redactStream),
/* harmony export */   fp: () => (/* binding */ redactSecrets),
/* harmony export */   zr: () => (/* binding */ secretsFromEnv)
/* harmony export */ });
/* unused harmony export REDACTED */
/**
 * The run's secret values (a secret access key, a session token) and the one function that
 * clears them from text on its way out. A server may echo them: an endpoint that quotes the
 * request's session token in its error message would otherwise put it in stderr, the step log
 * and the job summary. The front-ends apply `redactSecrets` at their output edges (the process's
 * stdout and stderr, the step's outputs and summary), never along the way, so no message can
 * take a path that misses it.
 *
 * The values are known from the environment, the action's inputs and the credentials the SDK
 * resolves (a profile's, a role's), so they are gathered here, process-wide, as each is learnt.
 */
/** What a secret is replaced with, as the runner's own masking writes it. */
const REDACTED = '***';
/**
 * Shorter values are not redacted: every `abc` of a log would go with a three-letter "secret",
 * and a real key or token is tens of characters long. The runner still masks them (every value
 * is handed to the listeners).
 */
const MIN_SECRET_CHARS = 6;
const secrets = new Set();
const listeners = [];
/** The values' forms as one pattern; null when no value is long enough; undefined: to be made. */
let pattern;
/**
 * The forms a value takes in our output: as it is, JSON-escaped, HTML-escaped as the summaries
 * escape text (report/summary-text.ts), percent-encoded.
 */
function formsOf(secret) {
    const html = secret
        .replace(/[&<>"'`|\\*_[\]]/g, (c) => `&#${c.charCodeAt(0)};`)
        .replace(/@/g, '&#8203;@');
    return [secret, JSON.stringify(secret).slice(1, -1), html, encodeURIComponent(secret)];
}
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Learns secret values (empty and undefined ones are skipped); listeners hear each new one. */
function addSecrets(values) {
    for (const value of values) {
        if (value === undefined || value === '' || secrets.has(value))
            continue;
        secrets.add(value);
        pattern = undefined;
        for (const listener of listeners)
            listener(value);
    }
}
/** Calls `listener` with every secret known now and each one learnt later. */
function onSecret(listener) {
    listeners.push(listener);
    for (const secret of secrets)
        listener(secret);
}
/** The secret values the AWS environment variables hold (the SDK's and the CLI's names). */
function secretsFromEnv(env) {
    return [env.AWS_SECRET_ACCESS_KEY, env.AWS_SESSION_TOKEN, env.AWS_SECURITY_TOKEN];
}
/** `text` with every known secret, in any of the forms we write it, replaced by `***`. */
function redactSecrets(text) {
    pattern ??= patternOf([...secrets].filter((secret) => secret.length >= MIN_SECRET_CHARS));
    return pattern === null ? text : text.replace(pattern, REDACTED);
}
function patternOf(values) {
    if (values.length === 0)
        return null;
    const forms = [...new Set(values.flatMap(formsOf))]
        // The longest first: a form that contains another is replaced whole.
        .sort((a, b) => b.length - a.length);
    return new RegExp(forms.map(escapeRegExp).join('|'), 'g');
}
const redacting = new WeakSet();
/**
 * Makes every later write of `stream` go out through redactSecrets. Each write is whole text
 * (lines, or a block of whole lines), so no secret is split between two writes. `passes` lets a
 * chunk through as it is: the runner's `::add-mask::` command must carry the value it masks.
 */
function redactStream(stream, passes = () => false) {
    // Once per stream: the tests run many commands in one process.
    if (redacting.has(stream))
        return;
    redacting.add(stream);
    const write = stream.write.bind(stream);
    stream.write = ((chunk, ...rest) => {
        if (secrets.size === 0)
            return write(chunk, ...rest);
        const text = typeof chunk === 'string'
            ? chunk
            : chunk instanceof Uint8Array
                ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('utf8')
                : undefined;
        if (text === undefined || passes(text))
            return write(chunk, ...rest);
        const redacted = redactSecrets(text);
        if (redacted === text)
            return write(chunk, ...rest);
        // A Buffer's encoding argument no longer applies to the string it became.
        const args = typeof chunk === 'string' ? rest : rest.filter((a) => typeof a === 'function');
        return write(redacted, ...args);
    });
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
/* harmony export */   uf: () => (/* binding */ restoreProbeName),
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
/** A restore's probe of how its folder's file system folds names (any case: it is the probe). */
const PROBE_TEMP = /^\.s3cache-probe-(\d+)-/i;
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
/**
 * The name of a restore's probe file for `stem` (src/file-name-folding.ts), beside the root it
 * checks: made and removed before anything is written, and a restore's name for the walks.
 */
function restoreProbeName(stem) {
    return `${CACHE_PREFIX}probe-${process.pid}-${stem}`;
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
        const probe = PROBE_TEMP.exec(name);
        if (probe)
            return { kind: 'restore', pid: Number(probe[1]) };
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


/***/ }),

/***/ 3208:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E9: () => (/* binding */ parseDuration),
/* harmony export */   HU: () => (/* binding */ parseChoice),
/* harmony export */   cG: () => (/* binding */ parseInteger),
/* harmony export */   nS: () => (/* binding */ parseByteSize),
/* harmony export */   yG: () => (/* binding */ parseBoolean),
/* harmony export */   yN: () => (/* binding */ parseEndpointUrl),
/* harmony export */   z8: () => (/* binding */ parseListConcurrency)
/* harmony export */ });
/* unused harmony export DURATION_FORM */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9473);
/* harmony import */ var _redact_user_info_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7764);
/* harmony import */ var _report_format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2772);
/* harmony import */ var _s3_list_list_types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7738);




/** Shared by the action's inputs and the CLI's flags, so both accept and refuse the same values. */
function parseInteger(input, value, min, max) {
    const trimmed = value.trim();
    const n = /^[0-9]+$/.test(trimmed) ? Number(trimmed) : NaN;
    if (!Number.isSafeInteger(n) || n < min || n > max) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(input, value, `an integer from ${min} to ${max}`);
    }
    return n;
}
const TRUE = ['true', 'yes', '1', 'on'];
const FALSE = ['false', 'no', '0', 'off'];
function parseBoolean(input, value) {
    const v = value.trim().toLowerCase();
    if (TRUE.includes(v))
        return true;
    if (FALSE.includes(v))
        return false;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(input, value, "'true' or 'false'");
}
function parseChoice(input, value, choices) {
    const v = value.trim().toLowerCase();
    const found = choices.find((c) => c === v);
    if (!found)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(input, value, `one of ${choices.map((c) => `'${c}'`).join(', ')}`);
    return found;
}
const SIZE_UNITS = {
    '': 1,
    b: 1,
    kb: 1000,
    mb: 1000 ** 2,
    gb: 1000 ** 3,
    kib: 1024,
    mib: 1024 ** 2,
    gib: 1024 ** 3,
};
/** Sizes as the aws-cli's s3 settings take them: `8MB`, `16MiB`, or a number of bytes. */
function parseByteSize(input, value, minBytes, maxBytes) {
    const match = /^\s*([0-9]+)\s*([a-zA-Z]*)\s*$/.exec(value);
    const unit = match ? SIZE_UNITS[match[2].toLowerCase()] : undefined;
    const bytes = match && unit !== undefined ? Number(match[1]) * unit : NaN;
    if (!Number.isSafeInteger(bytes) || bytes < minBytes || bytes > maxBytes) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(input, value, `a size from ${(0,_report_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatSize */ .Xq)(minBytes, 'exact')} to ${(0,_report_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatSize */ .Xq)(maxBytes, 'exact')}, such as '8MB', '16MiB' or a number of bytes`);
    }
    return bytes;
}
const ENDPOINT_FORM = "an http(s) URL such as 'https://s3.example.com'";
function parseEndpointUrl(input, value) {
    const url = (0,_redact_user_info_js__WEBPACK_IMPORTED_MODULE_1__/* .normalEndpointUrl */ .Qr)(value);
    // Quoted without its user info: a password in a malformed URL must not reach a log.
    if (url === undefined)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(input, (0,_redact_user_info_js__WEBPACK_IMPORTED_MODULE_1__/* .redactUserInfo */ .pn)(value), ENDPOINT_FORM);
    return url;
}
/** `auto`, or how many key ranges the threaded lister lists at once. */
function parseListConcurrency(input, value) {
    if (value.trim().toLowerCase() === 'auto')
        return 'auto';
    const n = /^\s*[0-9]+\s*$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(n) || n < 1 || n > _s3_list_list_types_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_LIST_CONCURRENCY */ .gy) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(input, value, `'auto' or an integer from 1 to ${_s3_list_list_types_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_LIST_CONCURRENCY */ .gy}`);
    }
    return n;
}
const DURATION_FORM = 'a number and a unit of s, m, h or d, such as 90s, 30m, 12h or 7d';
const DURATION_UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 };
/** A duration such as `90s`, `30m`, `12h` or `7d`, in milliseconds. */
function parseDuration(input, value) {
    const match = /^(\d+(?:\.\d+)?)(s|m|h|d)$/.exec(value.trim());
    if (!match)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(input, value, DURATION_FORM);
    return Number(match[1]) * DURATION_UNIT_MS[match[2]];
}


/***/ })

};

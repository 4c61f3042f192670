export const id = 747;
export const ids = [747];
export const modules = {

/***/ 1449:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ monotonicMs),
/* harmony export */   k: () => (/* binding */ workerThreads),
/* harmony export */   v8: () => (/* binding */ v8)
/* harmony export */ });
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8995);

// Node's modules that most runs never use, loaded on first use instead of with the bundle:
// loading node:worker_threads costs about 3 ms of CPU and node:v8 about 1 ms, at every start of
// the CLI and the actions, while only a listing of more than a page, a large download's hashing
// and a transfer's collector tuning need them.
const require = (0,node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(import.meta.url);
function workerThreads() {
    return require('node:worker_threads');
}
function v8() {
    return require('node:v8');
}
/**
 * Milliseconds on a monotonic clock, as `performance.now()` counts them (from another origin):
 * the first touch of the global `performance` loads node:perf_hooks, about 2 ms of CPU, for the
 * first request's stall watch.
 */
function monotonicMs() {
    return Number(process.hrtime.bigint()) / 1e6;
}


/***/ }),

/***/ 8174:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K$: () => (/* binding */ connectionSecrets),
/* harmony export */   Ur: () => (/* binding */ CONNECTION_OPTIONS),
/* harmony export */   Xw: () => (/* binding */ clientSettingsFrom)
/* harmony export */ });
/* unused harmony export awsEnvironment */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9473);
/* harmony import */ var _s3_proxy_proxy_settings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9616);
/* harmony import */ var _s3_static_credentials_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2066);
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3208);
/* harmony import */ var _option_table_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3265);





const CHECKSUM_MODES = ['when_supported', 'when_required'];
const optionalText = (text) => text.trim() || undefined;
/**
 * Where and as whom every job talks to S3: the group that the sync and cache actions (and every
 * CLI verb) spread into their tables. Blank means "from the environment" (see awsEnvironment).
 */
const CONNECTION_OPTIONS = {
    region: (0,_option_table_js__WEBPACK_IMPORTED_MODULE_4__/* .option */ .uK)({
        input: 'region',
        flag: 'region',
        valueName: 'REGION',
        kind: 'string',
        default: '',
        description: "The AWS region. Default: AWS_REGION or AWS_DEFAULT_REGION from the environment, else the profile's region, else us-east-1.",
        parse: optionalText,
    }),
    endpointUrl: (0,_option_table_js__WEBPACK_IMPORTED_MODULE_4__/* .option */ .uK)({
        input: 'endpoint-url',
        flag: 'endpoint-url',
        valueName: 'URL',
        kind: 'string',
        default: '',
        description: "A custom S3 endpoint (MinIO, Cloudflare R2, Ceph RGW...). Default: AWS_ENDPOINT_URL_S3, AWS_ENDPOINT_URL, the profile's services section (s3 endpoint_url) or endpoint_url, else AWS.",
        // Checked once the environment is known: a bad AWS_ENDPOINT_URL_S3 is blamed on it too.
        parse: optionalText,
    }),
    forcePathStyle: (0,_option_table_js__WEBPACK_IMPORTED_MODULE_4__/* .option */ .uK)({
        input: 'force-path-style',
        flag: 'force-path-style',
        valueName: 'true|false',
        kind: 'string',
        default: '',
        description: 'Address buckets as https://endpoint/bucket rather than https://bucket.endpoint. Default: true with a custom endpoint (from any source), else false.',
        cliDescription: 'Address buckets as https://endpoint/bucket rather than https://bucket.endpoint. Default: true with a custom endpoint (--endpoint-url, AWS_ENDPOINT_URL_S3, AWS_ENDPOINT_URL or the profile), else false.',
        parse: (text, name) => (text.trim() === '' ? undefined : (0,_validate_js__WEBPACK_IMPORTED_MODULE_3__/* .parseBoolean */ .yG)(name, text)),
    }),
    checksumMode: (0,_option_table_js__WEBPACK_IMPORTED_MODULE_4__/* .option */ .uK)({
        input: 'checksum-mode',
        flag: 'checksum-mode',
        valueName: 'when_supported|when_required',
        kind: 'string',
        default: '',
        description: "'when_supported' (the SDK default) or 'when_required'. Default: 'when_required' with a custom endpoint (from any source), as many S3-compatible stores refuse the SDK's default aws-chunked CRC32 uploads.",
        cliDescription: "'when_supported' (the SDK default) or 'when_required'. Default: 'when_required' with a custom endpoint (--endpoint-url, AWS_ENDPOINT_URL_S3, AWS_ENDPOINT_URL or the profile), as many S3-compatible stores refuse the SDK's default aws-chunked CRC32 uploads.",
        parse: (text, name) => text.trim() === '' ? undefined : (0,_validate_js__WEBPACK_IMPORTED_MODULE_3__/* .parseChoice */ .HU)(name, text, CHECKSUM_MODES),
    }),
    profile: (0,_option_table_js__WEBPACK_IMPORTED_MODULE_4__/* .option */ .uK)({
        input: 'profile',
        flag: 'profile',
        valueName: 'NAME',
        kind: 'string',
        default: '',
        description: 'A profile of the AWS config files (AWS_CONFIG_FILE, AWS_SHARED_CREDENTIALS_FILE): its credentials, region and endpoint_url (or its services section). Default: AWS_PROFILE, else the default profile.',
        parse: optionalText,
    }),
    noSignRequest: (0,_option_table_js__WEBPACK_IMPORTED_MODULE_4__/* .option */ .uK)({
        input: 'no-sign-request',
        flag: 'no-sign-request',
        kind: 'boolean',
        default: 'false',
        description: 'Send requests unsigned, with no credentials looked up: for a public bucket (public-read).',
        parse: (text, name) => (0,_validate_js__WEBPACK_IMPORTED_MODULE_3__/* .parseBoolean */ .yG)(name, text),
    }),
    awsAccessKeyId: (0,_option_table_js__WEBPACK_IMPORTED_MODULE_4__/* .option */ .uK)({
        input: 'aws-access-key-id',
        kind: 'string',
        default: '',
        description: 'Optional. Credentials normally come from the environment (aws-actions/configure-aws-credentials, OIDC).',
        parse: (text) => text.trim(),
    }),
    awsSecretAccessKey: (0,_option_table_js__WEBPACK_IMPORTED_MODULE_4__/* .option */ .uK)({
        input: 'aws-secret-access-key',
        kind: 'string',
        default: '',
        description: 'Optional, with aws-access-key-id.',
        parse: (text) => text.trim(),
    }),
    awsSessionToken: (0,_option_table_js__WEBPACK_IMPORTED_MODULE_4__/* .option */ .uK)({
        input: 'aws-session-token',
        kind: 'string',
        default: '',
        description: 'Optional, with temporary credentials.',
        parse: (text) => text.trim(),
    }),
};
/**
 * The environment the aws-cli also reads, in one place for every front-end. An empty variable
 * counts as unset everywhere (`AWS_REGION=''` falls through to AWS_DEFAULT_REGION, then to the
 * profile's region). The profile's own settings are read later, once (src/s3/aws-config.ts).
 */
function awsEnvironment(env) {
    const ignore = env.AWS_IGNORE_CONFIGURED_ENDPOINT_URLS?.trim().toLowerCase() === 'true';
    return {
        region: env.AWS_REGION || env.AWS_DEFAULT_REGION || undefined,
        endpointUrl: ignore ? undefined : env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL || undefined,
        ignoreConfiguredEndpointUrls: ignore,
    };
}
/** The connection options and the environment as client settings; errors name `frontEnd`'s own. */
function clientSettingsFrom(values, env, frontEnd) {
    const name = (key) => (0,_option_table_js__WEBPACK_IMPORTED_MODULE_4__/* .optionName */ .fS)(CONNECTION_OPTIONS[key], frontEnd) ?? key;
    const fromEnv = awsEnvironment(env);
    const endpoint = values.endpointUrl ?? fromEnv.endpointUrl;
    const { awsAccessKeyId: accessKeyId, awsSecretAccessKey: secretAccessKey } = values;
    if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
        const [missing, given] = accessKeyId
            ? ['awsSecretAccessKey', 'awsAccessKeyId']
            : ['awsAccessKeyId', 'awsSecretAccessKey'];
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(name(missing), '', `given together with '${name(given)}'`);
    }
    const profile = values.profile ?? (env.AWS_PROFILE || undefined);
    return {
        region: values.region ?? fromEnv.region,
        endpointUrl: endpoint === undefined ? undefined : (0,_validate_js__WEBPACK_IMPORTED_MODULE_3__/* .parseEndpointUrl */ .yN)(name('endpointUrl'), endpoint),
        forcePathStyle: values.forcePathStyle,
        checksumMode: values.checksumMode,
        proxy: (0,_s3_proxy_proxy_settings_js__WEBPACK_IMPORTED_MODULE_1__/* .proxySettingsFromEnv */ .zH)(env),
        credentials: accessKeyId
            ? { accessKeyId, secretAccessKey, sessionToken: values.awsSessionToken || undefined }
            : undefined,
        profile,
        unsigned: values.noSignRequest || undefined,
        awsConfig: {
            profile: profile ?? 'default',
            namedBy: values.profile !== undefined
                ? frontEnd === 'cli'
                    ? name('profile')
                    : `input '${name('profile')}'`
                : profile !== undefined
                    ? 'AWS_PROFILE'
                    : undefined,
            configFile: env.AWS_CONFIG_FILE || undefined,
            credentialsFile: env.AWS_SHARED_CREDENTIALS_FILE || undefined,
            ignoreConfiguredEndpointUrls: fromEnv.ignoreConfiguredEndpointUrls,
            environmentCredentials: (0,_s3_static_credentials_js__WEBPACK_IMPORTED_MODULE_2__/* .environmentCredentials */ .Se)(env),
            endpointRulesBySdk: _s3_static_credentials_js__WEBPACK_IMPORTED_MODULE_2__/* .ENDPOINT_RULE_VARIABLES */ .BG.some((name) => Boolean(env[name])) || undefined,
        },
    };
}
/** Values to mask in logs. */
function connectionSecrets(values) {
    return [values.awsSecretAccessKey, values.awsSessionToken].filter((s) => s !== '');
}


/***/ }),

/***/ 5402:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R0: () => (/* binding */ isUnreachable),
/* harmony export */   bD: () => (/* binding */ withRetry),
/* harmony export */   vI: () => (/* binding */ DEFAULT_RETRY)
/* harmony export */ });
/* unused harmony exports isRetryable, backoffDelayMs */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9473);

const RETRYABLE_CODES = new Set([
    'SlowDown',
    'InternalError',
    'ServiceUnavailable',
    'RequestTimeout',
    'RequestTimeTooSkewed',
    'Throttling',
    'ThrottlingException',
    'ECONNRESET',
    'ECONNREFUSED',
    'EPIPE',
    'ETIMEDOUT',
    'EAI_AGAIN',
    'ERR_STREAM_PREMATURE_CLOSE',
    'TruncatedBody',
    // A body whose MD5 does not match: damaged on the way, so sent again.
    'BadDigest',
    'TimeoutError',
    // A request that went silent (src/s3/stall-watch.ts): abandoned, so sent again.
    'RequestStalled',
]);
/**
 * A listing that broke its protocol or one of its bounds (src/s3/list/list-bounds.ts,
 * listed-keys.ts), or an answer past its bound: the server would answer the same way again,
 * whatever caused it.
 */
const NEVER_RETRIED_CODES = new Set([
    'MalformedListPage',
    'ListPageTooLarge',
    'ListHeadersTimeout',
    'EmptyPagesWithoutEnd',
    'KeyOutsidePrefix',
    'KeyOutOfOrder',
    'KeyTooLong',
    // src/s3/answer-bounds.ts
    'AnswerTooLarge',
    'AnswerTooSlow',
]);
/**
 * The one place that decides whether a failure is worth another attempt: 5xx, throttling,
 * resets and bodies cut short are; anything the user must fix (4xx) is not, nor a listing the
 * server would send again as it did.
 */
function isRetryable(error) {
    if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .S3Error */ .Dg) {
        if (error.code && NEVER_RETRIED_CODES.has(error.code))
            return false;
        if (error.code && RETRYABLE_CODES.has(error.code))
            return true;
        if (error.statusCode !== undefined)
            return error.statusCode >= 500 || error.statusCode === 429;
        return isRetryable(error.cause);
    }
    const e = error;
    if (!e || typeof e !== 'object')
        return false;
    if ((e.code && RETRYABLE_CODES.has(e.code)) || (e.name && RETRYABLE_CODES.has(e.name)))
        return true;
    const status = e.$metadata?.httpStatusCode;
    return status !== undefined && (status >= 500 || status === 429);
}
/** Network codes that mean no connection to the store was made at all. */
const UNREACHABLE_CODES = new Set([
    'ECONNREFUSED',
    'ENOTFOUND',
    'EAI_AGAIN',
    'EHOSTUNREACH',
    'ENETUNREACH',
]);
/**
 * Whether a failure means the store could not be reached (connection refused, no such host, no
 * route), looking through wrapped causes and the attempts of an AggregateError (Node tries each
 * address of a host). A store that answered, even with an error, was reached.
 */
function isUnreachable(error, depth = 0) {
    if (!error || typeof error !== 'object' || depth > 8)
        return false;
    const e = error;
    if (typeof e.code === 'string' && UNREACHABLE_CODES.has(e.code))
        return true;
    if (Array.isArray(e.errors) && e.errors.some((inner) => isUnreachable(inner, depth + 1)))
        return true;
    return isUnreachable(e.cause, depth + 1);
}
const DEFAULT_RETRY = { attempts: 6, baseDelayMs: 100, maxDelayMs: 5_000 };
/** Full-jitter exponential backoff, as AWS's architecture blog recommends against retry storms. */
function backoffDelayMs(attempt, options, random = Math.random) {
    const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (attempt - 1));
    return Math.round(random() * ceiling);
}
async function withRetry(operation, options = DEFAULT_RETRY) {
    for (let attempt = 1;; attempt++) {
        try {
            return await operation(attempt);
        }
        catch (error) {
            if (options.signal?.aborted || attempt >= options.attempts || !isRetryable(error))
                throw error;
            const delayMs = backoffDelayMs(attempt, options);
            options.onRetry?.(error, attempt, delayMs);
            await sleep(delayMs, options.signal);
        }
    }
}
function sleep(ms, signal) {
    return new Promise((resolve, reject) => {
        if (signal?.aborted)
            return reject(signal.reason);
        const timer = setTimeout(() => {
            signal?.removeEventListener('abort', onAbort);
            resolve();
        }, ms);
        const onAbort = () => {
            clearTimeout(timer);
            reject(signal.reason);
        };
        signal?.addEventListener('abort', onAbort, { once: true });
    });
}


/***/ }),

/***/ 7461:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t9: () => (/* binding */ DEFAULT_REGION),
/* harmony export */   vr: () => (/* binding */ resolveClientSettings)
/* harmony export */ });
/* unused harmony export AwsConfigError */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var _smithy_core_config__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7291);
/* harmony import */ var _redact_user_info_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7764);
/* harmony import */ var _secret_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9288);
/* harmony import */ var _static_credentials_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2066);





/** The aws-cli's and the SDKs' region when nothing names one. */
const DEFAULT_REGION = 'us-east-1';
/** A profile that is not there, or that points at a section that is not there. */
class AwsConfigError extends Error {
    name = 'AwsConfigError';
}
/**
 * Reads the AWS config files once, before any client, agent or raw request is made from the
 * settings: the profile's endpoint (its `services` section's `s3` endpoint_url, else its own
 * endpoint_url) and region fill what the flags, inputs and environment left open, so the SDK's
 * client, our own signed requests, the listing worker and the proxy routes all see one endpoint.
 * The order is the aws-cli's and the SDKs' (docs.aws.amazon.com/sdkref, "Service-specific
 * endpoints"). Credentials: the static keys the SDK's default chain would find first, from the
 * environment or the profile, are taken here (`static-credentials.ts`), so that the SDK need not
 * be loaded to sign; any other source stays with the SDK's chain, which is handed the profile's
 * name.
 */
async function resolveClientSettings(settings) {
    const sources = settings.awsConfig;
    if (!sources)
        return settings;
    const files = filesOf(sources);
    // The SDK's own loader and INI parser: `[profile x]` and `[default]`, nested `s3 =` keys.
    const { configFile, credentialsFile } = await (0,_smithy_core_config__WEBPACK_IMPORTED_MODULE_4__.loadSharedConfigFiles)({
        configFilepath: files.config,
        filepath: files.credentials,
        ignoreCache: true,
    });
    const name = sources.profile;
    const found = configFile[name] !== undefined || credentialsFile[name] !== undefined;
    if (!found && sources.namedBy !== undefined) {
        throw new AwsConfigError(`The AWS profile ${JSON.stringify(name)} (from ${sources.namedBy}) is in neither ${files.config} nor ${files.credentials}: check its name, or set AWS_CONFIG_FILE and AWS_SHARED_CREDENTIALS_FILE to the files that hold it.`);
    }
    // The config file's settings win over the credentials file's, as in the SDK's loader.
    const profile = { ...credentialsFile[name], ...configFile[name] };
    const ignore = sources.ignoreConfiguredEndpointUrls || isTrue(profile.ignore_configured_endpoint_urls);
    const endpointUrl = settings.endpointUrl ??
        (ignore ? undefined : profileEndpoint(name, profile, configFile, files.config));
    return {
        ...settings,
        awsConfig: undefined,
        region: settings.region ?? (profile.region?.trim() || DEFAULT_REGION),
        endpointUrl,
        credentials: settings.credentials ?? chainCredentials(settings, configFile, credentialsFile),
        endpointRulesBySdk: sources.endpointRulesBySdk || (0,_static_credentials_js__WEBPACK_IMPORTED_MODULE_3__/* .profileSetsEndpointRules */ .Pr)(profile) || undefined,
    };
}
/** The static keys the SDK's chain would resolve (none when unsigned: it asks no chain). */
function chainCredentials(settings, configFile, credentialsFile) {
    const sources = settings.awsConfig;
    if (settings.unsigned)
        return undefined;
    const name = sources.profile;
    // The chain's own merge: the credentials file's keys over the config file's.
    const found = configFile[name] !== undefined || credentialsFile[name] !== undefined;
    const credentials = (0,_static_credentials_js__WEBPACK_IMPORTED_MODULE_3__/* .staticCredentials */ .vU)({
        namedProfile: settings.profile,
        environment: sources.environmentCredentials,
        profile: found ? { ...configFile[name], ...credentialsFile[name] } : undefined,
    });
    if (credentials)
        (0,_secret_text_js__WEBPACK_IMPORTED_MODULE_2__/* .addSecrets */ .Nc)([credentials.secretAccessKey, credentials.sessionToken]);
    return credentials;
}
function filesOf(sources) {
    const home = (0,_smithy_core_config__WEBPACK_IMPORTED_MODULE_4__.getHomeDir)();
    const expand = (file) => (file.startsWith('~/') ? node_path__WEBPACK_IMPORTED_MODULE_0__.join(home, file.slice(2)) : file);
    return {
        config: expand(sources.configFile ?? node_path__WEBPACK_IMPORTED_MODULE_0__.join(home, '.aws', 'config')),
        credentials: expand(sources.credentialsFile ?? node_path__WEBPACK_IMPORTED_MODULE_0__.join(home, '.aws', 'credentials')),
    };
}
/**
 * `services = NAME` with `[services NAME]` holding `s3 =\n  endpoint_url = URL` first, then the
 * profile's own `endpoint_url`: the SDKs' order for a service's endpoint in the config file.
 */
function profileEndpoint(name, profile, configFile, configPath) {
    const where = `profile ${JSON.stringify(name)} of ${configPath}`;
    if (profile.services !== undefined) {
        const section = configFile[['services', profile.services].join(_smithy_core_config__WEBPACK_IMPORTED_MODULE_4__.CONFIG_PREFIX_SEPARATOR)];
        if (section === undefined) {
            throw new AwsConfigError(`The ${where} says services = ${profile.services}, but the file has no [services ${profile.services}] section: add it, or remove the services line.`);
        }
        const url = section[['s3', 'endpoint_url'].join(_smithy_core_config__WEBPACK_IMPORTED_MODULE_4__.CONFIG_PREFIX_SEPARATOR)];
        if (url)
            return endpointOf(url, `s3 endpoint_url of [services ${profile.services}]`);
    }
    const url = profile.endpoint_url;
    return url ? endpointOf(url, `endpoint_url of the ${where}`) : undefined;
}
function endpointOf(value, where) {
    const url = (0,_redact_user_info_js__WEBPACK_IMPORTED_MODULE_1__/* .normalEndpointUrl */ .Qr)(value);
    if (url !== undefined)
        return url;
    // Quoted without its user info: a password in a malformed URL must not reach a log.
    throw new AwsConfigError(`The ${where} must be an http(s) URL such as 'https://s3.example.com', got ${JSON.stringify((0,_redact_user_info_js__WEBPACK_IMPORTED_MODULE_1__/* .redactUserInfo */ .pn)(value))}`);
}
function isTrue(value) {
    return value?.trim().toLowerCase() === 'true';
}


/***/ }),

/***/ 4013:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  t: () => (/* binding */ createS3Connection),
  S: () => (/* binding */ effectiveChecksumMode)
});

// EXTERNAL MODULE: ./build/secret-text.js
var secret_text = __webpack_require__(9288);
// EXTERNAL MODULE: ./build/s3/aws-config.js
var aws_config = __webpack_require__(7461);
;// CONCATENATED MODULE: ./build/s3/computed-target.js

/**
 * Sent with the requests whose bucket target is worked out here (the SDK's own user agent names
 * the SDK's version, which is not loaded then).
 */
const USER_AGENT = `s3-sync lang/js md/nodejs#${process.versions.node}`;
/** A bucket name the SDK's endpoint rules put in a path as it is (no ARN, nothing to encode). */
const PLAIN_BUCKET = /^[A-Za-z0-9][A-Za-z0-9._-]{0,254}$/;
/** A bucket name the SDK's rules put in the host name over https: one DNS label, no dots. */
const VIRTUAL_HOST_BUCKET = /^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/;
/**
 * A region the SDK's rules accept as a host name's label (they refuse others, "Region not
 * accepted", in the probe: a region outside this is left to them, for that error).
 */
const HOST_LABEL_REGION = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** The `aws` partition's regions, as the SDK's partition table matches them (not GovCloud). */
const AWS_REGION = /^(us|eu|ap|sa|ca|me|af|il|mx)-\w+-\d+$/;
/**
 * Where a bucket's requests go, worked out without the SDK in the common cases, exactly as the
 * SDK's endpoint rules resolve them (the unit test holds them to the SDK's own probe):
 * - a custom endpoint addressed path style (the default with one): the endpoint's host and port,
 *   its path, then `/bucket/`;
 * - AWS with a standard region and a bucket that is one DNS label: `bucket.s3.REGION.amazonaws.com`.
 * Only with static credentials, so that nothing is left to fail in the probe the SDK would have
 * made, and never when a setting only the SDK's rules apply is on (FIPS, dual-stack... see
 * `static-credentials.ts`). Undefined means: let the SDK resolve it (`resolve-bucket-target.ts`).
 */
function computedBucketTarget(settings, bucket) {
    if (settings.unsigned || !settings.credentials || settings.endpointRulesBySdk)
        return undefined;
    // `--x-s3` (S3 Express directory buckets) and the other suffixes of special buckets.
    if (bucket.includes('--'))
        return undefined;
    const region = settings.region ?? aws_config/* DEFAULT_REGION */.t9;
    if (!HOST_LABEL_REGION.test(region))
        return undefined;
    const signing = { kind: 'sigv4', region, service: 's3' };
    if (settings.endpointUrl) {
        if (settings.forcePathStyle === false || !PLAIN_BUCKET.test(bucket))
            return undefined;
        const url = new URL(settings.endpointUrl);
        // An IPv6 literal's brackets, a path with escapes, a query or a fragment: the SDK's URL
        // parsing decides those.
        if (url.search !== '' || url.hash !== '' || url.hostname.startsWith('['))
            return undefined;
        if (!/^[A-Za-z0-9._~/-]*$/.test(url.pathname))
            return undefined;
        const port = url.port === '' ? undefined : Number(url.port);
        return {
            protocol: url.protocol,
            hostname: url.hostname,
            port,
            host: port === undefined ? url.hostname : `${url.hostname}:${port}`,
            basePath: `${url.pathname.replace(/\/+$/, '')}/${bucket}/`,
            userAgent: USER_AGENT,
            signing,
        };
    }
    if (settings.forcePathStyle || !VIRTUAL_HOST_BUCKET.test(bucket))
        return undefined;
    if (!AWS_REGION.test(region) || region.startsWith('us-gov-'))
        return undefined;
    const hostname = `${bucket}.s3.${region}.amazonaws.com`;
    return {
        protocol: 'https:',
        hostname,
        port: undefined,
        host: hostname,
        basePath: '/',
        userAgent: USER_AGENT,
        signing,
    };
}

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: external "node:https"
var external_node_https_ = __webpack_require__(4708);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
// EXTERNAL MODULE: ./node_modules/http-proxy-agent/dist/index.js
var dist = __webpack_require__(8947);
// EXTERNAL MODULE: ./node_modules/https-proxy-agent/dist/index.js + 1 modules
var https_proxy_agent_dist = __webpack_require__(1566);
;// CONCATENATED MODULE: ./build/s3/keep-alive-agent.js


/** The pool's options: sized to the requests it will carry, most recent socket first. */
function keepAliveOptions(maxSockets) {
    return { keepAlive: true, maxSockets, maxFreeSockets: maxSockets, scheduling: 'lifo' };
}
/**
 * A keep-alive pool sized to the requests it will carry (HTTP/1.1: one request in flight per
 * socket), reusing the most recent socket first so idle ones can time out. Free of the SDK and
 * of the proxy libraries: the listing worker builds its own, and starts fast. With proxy
 * settings that apply to the endpoint's scheme, see `routedKeepAliveAgent`.
 */
function keepAliveAgent(secure, maxSockets) {
    const options = keepAliveOptions(maxSockets);
    return secure ? new external_node_https_.Agent(options) : new external_node_http_.Agent(options);
}
/** Whether requests to endpoints of this scheme may go through a proxy at all. */
function proxyApplies(secure, proxy) {
    return Boolean(proxy && (secure ? proxy.httpsProxy : proxy.httpProxy));
}

// EXTERNAL MODULE: ./build/s3/proxy/proxy-settings.js + 1 modules
var proxy_settings = __webpack_require__(9616);
// EXTERNAL MODULE: ./build/s3/proxy/proxy-tunnel.js
var proxy_tunnel = __webpack_require__(3079);
;// CONCATENATED MODULE: ./build/s3/proxy/proxy-routing-agent.js








/**
 * `keepAliveAgent`, routed by the proxy settings when they apply to the endpoint's scheme: each
 * route (direct, or through a proxy) gets a pool of its own of that size.
 */
function routedKeepAliveAgent(secure, maxSockets, proxy) {
    if (!proxy || !proxyApplies(secure, proxy))
        return keepAliveAgent(secure, maxSockets);
    return new ProxyRoutingAgent(secure, keepAliveOptions(maxSockets), proxy).agent;
}
/**
 * Sends each request the way the proxy settings say for its host: straight, or through the
 * proxy (absolute-form requests for `http://` endpoints, `http-proxy-agent`; CONNECT tunnels for
 * `https://` ones, `https-proxy-agent`). Each route keeps its own keep-alive pool, so a proxied
 * connection (and its tunnel) is reused as a direct one is. The request is handed to its route
 * as it is made, before its head is written, as if the route were its agent: the absolute-form
 * path and the Proxy-Authorization header are set then. Routes are decided once per host.
 */
class ProxyRoutingAgent {
    secure;
    poolOptions;
    settings;
    agent;
    routes = new Map();
    proxies = new Map();
    direct;
    constructor(secure, poolOptions, settings) {
        this.secure = secure;
        this.poolOptions = poolOptions;
        this.settings = settings;
        this.direct = secure ? new external_node_https_.Agent(poolOptions) : new external_node_http_.Agent(poolOptions);
        // The agent requests are given: of the endpoint's protocol (a request checks it), and
        // keep-alive (a request decides from its agent whether its socket may be reused), with no
        // sockets of its own.
        const agent = secure
            ? new external_node_https_.Agent({ keepAlive: true })
            : new external_node_http_.Agent({ keepAlive: true });
        const addRequest = (request, options) => {
            const route = this.route(options);
            route.addRequest(request, {
                ...options,
                ...(route === this.direct ? {} : { secureEndpoint: secure }),
            });
        };
        const destroy = () => {
            for (const route of [this.direct, ...this.proxies.values()])
                route.destroy();
        };
        this.agent = Object.assign(agent, { addRequest, destroy });
    }
    route(options) {
        const host = options.hostname ?? options.host ?? 'localhost';
        const hostname = external_node_net_.isIPv6(host) ? `[${host}]` : host;
        const key = `${hostname}:${options.port ?? ''}`;
        let route = this.routes.get(key);
        if (!route) {
            const protocol = this.secure ? 'https:' : 'http:';
            const proxy = (0,proxy_settings/* proxyUrlFor */.tr)(this.settings, { protocol, hostname, port: options.port ?? '' });
            route = proxy ? this.proxyAgent(proxy) : this.direct;
            this.routes.set(key, route);
        }
        return route;
    }
    /**
     * One pool per proxy, shared by the hosts that go through it. The credentials go as a header
     * we build, and the libraries get the URL without them: their debug output (DEBUG=*) prints it.
     */
    proxyAgent(proxyUrl) {
        let agent = this.proxies.get(proxyUrl);
        if (!agent) {
            const url = new URL(proxyUrl);
            const authorization = (0,proxy_tunnel/* proxyAuthorization */.YB)(url);
            url.username = url.password = '';
            const options = {
                ...this.poolOptions,
                headers: authorization ? { 'Proxy-Authorization': authorization } : {},
            };
            agent = this.secure ? new https_proxy_agent_dist/* HttpsProxyAgent */.b(url, options) : new dist/* HttpProxyAgent */.s(url, options);
            this.proxies.set(proxyUrl, agent);
        }
        return agent;
    }
}

// EXTERNAL MODULE: ./build/s3/resolve-bucket-target.js
var resolve_bucket_target = __webpack_require__(4386);
;// CONCATENATED MODULE: ./build/s3/sdk-client.js
let loading;
/**
 * The lazy boundary: the one place the SDK is imported, on first use. Every other module names
 * the SDK's types only (eslint holds it), so the SDK stays out of what a run loads until a
 * request needs it: one through the SDK's client (uploads, copies, deletes, HEADs, the fallbacks
 * of large GETs), a credential source other than static keys, or a bucket whose endpoint we do
 * not work out ourselves (`computed-target.ts`).
 */
function loadSdk() {
    loading ??= Promise.all(/* import() */[__webpack_require__.e(118), __webpack_require__.e(711), __webpack_require__.e(27)]).then(__webpack_require__.bind(__webpack_require__, 4027));
    return loading;
}
/** The SDK's S3 client, made (`sdk-module.ts`) the first time something needs it. */
function lazySdkClient(options) {
    return new LazySdkClient((sdk) => sdk.createSdkClient(options), options.credentials);
}
/** A client made elsewhere (tests, benchmarks), behind the same interface. */
function sdkClientOf(client) {
    return new LazySdkClient(() => client, undefined);
}
class LazySdkClient {
    make;
    given;
    client;
    made;
    constructor(make, given) {
        this.make = make;
        this.given = given;
    }
    async loaded() {
        this.client ??= loadSdk().then((sdk) => (this.made = this.make(sdk)));
        return { sdk: await loadSdk(), client: await this.client };
    }
    async send(make, options) {
        const { sdk, client } = await this.loaded();
        return (await client.send(make(sdk), options));
    }
    credentials() {
        const given = this.given;
        if (given)
            return given;
        return async (properties) => {
            const { client } = await this.loaded();
            return client.config.credentials(properties);
        };
    }
    destroy() {
        this.made?.destroy();
    }
}

// EXTERNAL MODULE: ./build/s3/stall-watch.js
var stall_watch = __webpack_require__(891);
;// CONCATENATED MODULE: ./build/s3/client.js






/** Retries live in our own wrapper (one place, logged); the SDK's own are kept for calls we don't wrap. */
const SDK_MAX_ATTEMPTS = 3;
function effectiveChecksumMode(settings) {
    const mode = settings.checksumMode ?? (settings.endpointUrl ? 'when_required' : 'when_supported');
    return mode === 'when_required' ? 'WHEN_REQUIRED' : 'WHEN_SUPPORTED';
}
/** Builds an S3 connection whose keep-alive agent is sized to the work it will carry. */
function createS3Connection(settings, credentialProvider, 
/** 1 where our own retry wrapper already retries the whole operation. */
maxAttempts = SDK_MAX_ATTEMPTS) {
    if (settings.awsConfig) {
        // The profile may name another endpoint: an agent made now could be for the wrong protocol.
        throw new Error('connection settings used before resolveClientSettings read the AWS config');
    }
    const secure = settings.endpointUrl ? settings.endpointUrl.startsWith('https:') : true;
    const agent = routedKeepAliveAgent(secure, settings.maxSockets, settings.proxy);
    const stalls = new stall_watch/* StallLimits */.X7();
    const client = lazySdkClient({
        region: settings.region,
        endpointUrl: settings.endpointUrl,
        forcePathStyle: settings.forcePathStyle ?? Boolean(settings.endpointUrl),
        profile: settings.profile,
        unsigned: settings.unsigned ?? false,
        credentials: credentialProvider ?? staticProvider(settings),
        maxAttempts,
        checksum: effectiveChecksumMode(settings),
        agent,
        secure,
        stalls,
    });
    return {
        client,
        agent,
        stalls,
        credentials: client.credentials(),
        bucketTarget: async (params, signal) => computedBucketTarget(settings, params.bucket) ??
            (await (0,resolve_bucket_target/* resolveBucketTarget */.o)(client, params, signal)),
        close() {
            client.destroy();
            agent.destroy();
        },
    };
}
/** The settings' static credentials as a provider, their secrets learnt for redaction. */
function staticProvider(settings) {
    const given = settings.credentials;
    if (!given || settings.unsigned)
        return undefined;
    const identity = {
        accessKeyId: given.accessKeyId,
        secretAccessKey: given.secretAccessKey,
        ...(given.sessionToken ? { sessionToken: given.sessionToken } : {}),
    };
    (0,secret_text/* addSecrets */.Nc)([identity.secretAccessKey, identity.sessionToken]);
    return () => Promise.resolve(identity);
}


/***/ }),

/***/ 425:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HI: () => (/* binding */ checkBodyLength),
/* harmony export */   LI: () => (/* binding */ errorField),
/* harmony export */   Sb: () => (/* binding */ ERROR_ANSWER_MAX_MS),
/* harmony export */   Tx: () => (/* binding */ ERROR_ANSWER_MAX_BYTES),
/* harmony export */   YI: () => (/* binding */ readErrorResponse),
/* harmony export */   bN: () => (/* binding */ throwErrorAnswer),
/* harmony export */   rd: () => (/* binding */ networkFailure)
/* harmony export */ });
/* harmony import */ var _s3_failure_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6602);

/** A field of an S3 `<Error>` document (`Code`, `Message`, `Region`), if it has one. */
function errorField(body, name) {
    return body.match(new RegExp(`<${name}>([^<]*)</${name}>`))?.[1];
}
/**
 * The most of an error answer's body that is read. S3's error documents are well under 1 KiB;
 * an endpoint may send one that never ends, and only its `Code` and `Message` are wanted.
 */
const ERROR_ANSWER_MAX_BYTES = 64 * 1024;
/**
 * The most time an error answer's body may take once its headers are in. It comes at once from
 * S3; an endpoint may trickle one a byte at a time, below the stall limit, for days.
 */
const ERROR_ANSWER_MAX_MS = 120_000;
/**
 * Reads an S3 error answer (`<Error><Code>…</Code><Message>…</Message></Error>`, or nothing
 * for HEAD) from a request sent outside the SDK, and throws it as the S3Error the SDK path
 * would have thrown, with its hint. Past ERROR_ANSWER_MAX_BYTES or ERROR_ANSWER_MAX_MS the
 * answer is dropped (and its connection with it) and what came so far is read.
 */
async function readErrorResponse(response, place, clock) {
    const chunks = [];
    let bytes = 0;
    let late = false;
    const timer = setTimeout(() => {
        late = true;
        response.destroy();
    }, ERROR_ANSWER_MAX_MS);
    try {
        for await (const chunk of response) {
            chunks.push(chunk);
            bytes += chunk.length;
            if (bytes >= ERROR_ANSWER_MAX_BYTES) {
                response.destroy();
                break;
            }
        }
    }
    catch (error) {
        if (!late)
            throw error;
    }
    finally {
        clearTimeout(timer);
    }
    const body = Buffer.concat(chunks).subarray(0, ERROR_ANSWER_MAX_BYTES).toString('utf8');
    return throwErrorAnswer({ statusCode: response.statusCode, headers: response.headers, body }, place, clock);
}
/** The same for an error answer already read whole (`raw-get.ts`). */
function throwErrorAnswer({ statusCode, headers, body }, place, clock) {
    const date = headers.date;
    clock?.noteServerDate(Array.isArray(date) ? date[0] : date);
    throw (0,_s3_failure_js__WEBPACK_IMPORTED_MODULE_0__/* .s3Failure */ .l)({
        ...place,
        code: errorField(body, 'Code'),
        statusCode,
        message: errorField(body, 'Message') || `HTTP ${statusCode}`,
        bucketRegion: headers['x-amz-bucket-region'] ?? errorField(body, 'Region'),
    });
}
/** A socket error, timeout or reset of a request sent outside the SDK, as a retryable S3Error. */
function networkFailure(error, place) {
    if (error.name === 'AbortError')
        return error;
    return (0,_s3_failure_js__WEBPACK_IMPORTED_MODULE_0__/* .s3Failure */ .l)({
        ...place,
        code: error.code ?? 'ECONNRESET',
        // A proxy's refusal of a tunnel: its status decides the retry (a 502 is retried, a 407 not).
        statusCode: error.statusCode,
        message: error.message,
        cause: error,
    });
}
/**
 * A body shorter or longer than the length it came with was cut short (or the object changed
 * under it): a retryable TruncatedBody.
 */
function checkBodyLength(got, expected, place) {
    if (got !== expected) {
        throw (0,_s3_failure_js__WEBPACK_IMPORTED_MODULE_0__/* .s3Failure */ .l)({
            ...place,
            code: 'TruncatedBody',
            message: `received ${got} bytes, expected ${expected}`,
        });
    }
}


/***/ }),

/***/ 6678:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ serializeError),
/* harmony export */   c: () => (/* binding */ deserializeError)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9473);

/** Errors cross the thread boundary as plain data and come back as the same class. */
function serializeError(error) {
    if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .S3Error */ .Dg) {
        return {
            name: error.name,
            message: error.message,
            reason: error.reason,
            operation: error.operation,
            bucket: error.bucket,
            key: error.key,
            code: error.code,
            statusCode: error.statusCode,
            hint: error.hint,
        };
    }
    const e = error instanceof Error ? error : new Error(String(error));
    return { name: e.name, message: e.message, code: e.code };
}
function deserializeError(data) {
    if (data.name === 'S3Error' && data.operation && data.bucket !== undefined) {
        return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .S3Error */ .Dg(data.reason ?? data.message, {
            operation: data.operation,
            bucket: data.bucket,
            key: data.key,
            code: data.code,
            statusCode: data.statusCode,
            hint: data.hint,
        });
    }
    return Object.assign(new Error(data.message), { name: data.name, code: data.code });
}


/***/ }),

/***/ 2034:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ compareKeys)
/* harmony export */ });
/* unused harmony export isBeforeBound */
/**
 * S3 lists keys in UTF-8 byte order. JavaScript's `<` compares UTF-16 code units and disagrees
 * with it for characters above U+FFFF (stored as surrogates, D800-DFFF) against U+E000-U+FFFF,
 * so every key comparison goes here.
 *
 * UTF-8 byte order is code point order. At the first code unit where two keys differ, code
 * unit order agrees with code point order unless exactly one of the two units is a surrogate:
 * then that one belongs to a code point above U+FFFF and sorts last. This avoids encoding both
 * keys to Buffers on every compare (the planner's hot path).
 */
function compareKeys(a, b) {
    if (a === b)
        return 0;
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i++) {
        const x = a.charCodeAt(i);
        const y = b.charCodeAt(i);
        if (x === y)
            continue;
        const xs = x >= 0xd800 && x <= 0xdfff;
        const ys = y >= 0xd800 && y <= 0xdfff;
        if (xs === ys)
            return x < y ? -1 : 1;
        return xs ? 1 : -1;
    }
    return a.length - b.length < 0 ? -1 : a.length === b.length ? 0 : 1;
}
/** True when `key` sorts before the exclusive upper bound (or there is no bound). */
function isBeforeBound(key, upperBound) {
    return upperBound === undefined || compareKeys(key, upperBound) < 0;
}


/***/ }),

/***/ 146:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ clip),
/* harmony export */   $d: () => (/* binding */ malformedPage),
/* harmony export */   C9: () => (/* binding */ HEADERS_TIMEOUT_MS),
/* harmony export */   Qh: () => (/* binding */ pageLabel),
/* harmony export */   UR: () => (/* binding */ headersTimedOut),
/* harmony export */   XN: () => (/* binding */ maxPageBytes),
/* harmony export */   Xd: () => (/* binding */ MAX_KEY_BYTES),
/* harmony export */   Zd: () => (/* binding */ listingFailure),
/* harmony export */   jC: () => (/* binding */ pageTooLarge),
/* harmony export */   lp: () => (/* binding */ EMPTY_PAGES_IN_A_ROW_MAX),
/* harmony export */   q4: () => (/* binding */ SHOWN_CHARS),
/* harmony export */   t3: () => (/* binding */ emptyPagesWithoutEnd)
/* harmony export */ });
/* harmony import */ var _secret_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9288);
/* harmony import */ var _s3_failure_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6602);
/* harmony import */ var _stall_watch_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(891);



/**
 * What one listing may cost, whatever the server sends: the listing is untrusted input, and a
 * broken or hostile endpoint must end it with an error that says which bound it hit, not run
 * it forever or out of memory (issue #41).
 */
/** S3's longest key: 1,024 bytes of UTF-8. */
const MAX_KEY_BYTES = 1024;
/**
 * The most bytes a key can take in a page. Listed with encoding-type=url, each of its 1,024
 * bytes is at most 3 characters (`%XX`); a server that ignores the encoding and escapes the raw
 * key for XML instead writes at most 6 for a byte (`&quot;`). So 6 × 1,024 = 6,144 bytes.
 */
const KEY_XML_BYTES_MAX = 6 * MAX_KEY_BYTES;
/**
 * The rest of one `<Contents>`: its tags, LastModified (24), a quoted ETag with a part count
 * (about 50), Size (at most 15 digits), StorageClass, an Owner (a 64-character ID and a display
 * name), checksum and restore fields. AWS and RGW send 200-400 bytes; 2 KiB holds them all.
 */
const ENTRY_FIELDS_BYTES_MAX = 2048;
/**
 * What a page holds besides its entries: the XML declaration, Name, the echoed Prefix and
 * StartAfter (each at most 6,144 bytes, as a key), MaxKeys, KeyCount, IsTruncated and the
 * tokens (AWS's are a few hundred bytes, RGW's one key). 64 KiB holds them.
 */
const PAGE_HEAD_BYTES_MAX = 64 * 1024;
/** The arithmetic above is of the largest page a server can honestly send; twice it is the bound. */
const PAGE_MARGIN = 2;
/**
 * The most bytes one page of `maxKeys` entries may take: (6,144 + 2,048) bytes an entry, plus
 * 64 KiB of head, times 2. For max-keys 1,000: 2 × (1,000 × 8,192 + 65,536) = 16,515,072
 * bytes (15.75 MiB), where a page of 1,000 typical keys is 250-350 KB. A body past it is a
 * server that does not stop (or ignores max-keys), not a page.
 */
function maxPageBytes(maxKeys) {
    return (PAGE_MARGIN * (maxKeys * (KEY_XML_BYTES_MAX + ENTRY_FIELDS_BYTES_MAX) + PAGE_HEAD_BYTES_MAX));
}
/**
 * Truncated pages in a row that bring no key, before the listing stops. S3 may send a short
 * page, and rarely an empty one, while it skips over deleted keys; a thousand in a row is a
 * server handing out fresh tokens forever (one served 33,708 empty pages in 15 s).
 */
const EMPTY_PAGES_IN_A_ROW_MAX = 1000;
/**
 * The longest wait for a listing answer's headers, from sending the request. Longer than the
 * stall watch's ceiling, so that a silent server stays the stall watch's (and is retried); this
 * ends a server that keeps sending bytes without ever finishing its headers.
 */
const HEADERS_TIMEOUT_MS = _stall_watch_js__WEBPACK_IMPORTED_MODULE_2__/* .STALL_CEILING_MS */ .so + 30_000;
/** A listing stopped at one of its bounds or checks, as an S3Error naming its bucket and prefix. */
function listingFailure(place, code, message) {
    return (0,_s3_failure_js__WEBPACK_IMPORTED_MODULE_1__/* .s3Failure */ .l)({
        operation: 'ListObjectsV2',
        bucket: place.bucket,
        key: place.prefix || undefined,
        code,
        message,
    });
}
/** The error for a page whose body ran past `maxPageBytes`. */
function pageTooLarge(place, maxKeys, page) {
    return listingFailure(place, 'ListPageTooLarge', `${page} ran past ${maxPageBytes(maxKeys)} bytes, the most a page of ${maxKeys} keys can take; the server does not end its pages`);
}
/** The error for `EMPTY_PAGES_IN_A_ROW_MAX` pages in a row with no key and more to follow. */
function emptyPagesWithoutEnd(place) {
    return listingFailure(place, 'EmptyPagesWithoutEnd', `the server sent ${EMPTY_PAGES_IN_A_ROW_MAX} pages in a row with no key, each saying more follow; stopping instead of listing forever`);
}
/** A page that is not a ListBucketResult this client can read: it would not be on a retry either. */
function malformedPage(place, page, what) {
    return listingFailure(place, 'MalformedListPage', `${page} is not a listing this client can read: ${what}`);
}
/** The error for an answer whose headers did not arrive within `timeoutMs`. */
function headersTimedOut(place, timeoutMs, page) {
    return listingFailure(place, 'ListHeadersTimeout', `the answer to ${page} did not finish its headers within ${timeoutMs / 1000} s`);
}
/**
 * Names a page in an error: its number in its chain of requests and the continuation token it
 * was asked with, or the key it starts after.
 */
function pageLabel(page) {
    const from = page.continuationToken !== undefined
        ? ` (continuation token ${JSON.stringify(clip(page.continuationToken))})`
        : page.startAfter
            ? ` (after ${JSON.stringify(clip(page.startAfter))})`
            : '';
    return `page ${page.number}${from}`;
}
/** Shown characters of an untrusted string in an error: its start, and its length past that. */
const SHOWN_CHARS = 64;
/**
 * The start of a string too long to show whole, cleared of the run's secrets before the cut: a
 * key or token that echoes one, cut through it, would show its start (secret-text.ts).
 */
function clip(whole) {
    const text = (0,_secret_text_js__WEBPACK_IMPORTED_MODULE_0__/* .redactSecrets */ .fp)(whole);
    return text.length <= SHOWN_CHARS ? text : `${text.slice(0, SHOWN_CHARS)}…`;
}


/***/ }),

/***/ 6423:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MW: () => (/* binding */ listChain),
  gt: () => (/* binding */ upperBoundOf)
});

// UNUSED EXPORTS: isWithin

// EXTERNAL MODULE: ./build/retry.js
var retry = __webpack_require__(5402);
// EXTERNAL MODULE: ./build/s3/s3-failure.js
var s3_failure = __webpack_require__(6602);
;// CONCATENATED MODULE: ./build/s3/list/next-token.js

/**
 * The token of a truncated page, checked: a truncated page with no token is an error (the rest
 * cannot be listed), and so is a token seen before (the listing would loop). One check for every
 * lister, so that they fail alike.
 */
function nextToken(token, seen, where) {
    const place = {
        operation: 'ListObjectsV2',
        bucket: where.bucket,
        key: where.prefix || undefined,
    };
    if (!token) {
        throw (0,s3_failure/* s3Failure */.l)({
            ...place,
            code: 'MissingContinuationToken',
            message: 'the server said the listing is truncated but sent no NextContinuationToken, so the rest cannot be listed',
        });
    }
    if (seen.has(token)) {
        throw (0,s3_failure/* s3Failure */.l)({
            ...place,
            code: 'RepeatedContinuationToken',
            message: `the server sent the same continuation token twice (${JSON.stringify(token)}); stopping instead of looping`,
        });
    }
    seen.add(token);
    return token;
}

// EXTERNAL MODULE: ./build/s3/list/key-order.js
var key_order = __webpack_require__(2034);
// EXTERNAL MODULE: ./build/s3/list/list-bounds.js
var list_bounds = __webpack_require__(146);
// EXTERNAL MODULE: ./build/s3/list/listed-keys.js
var listed_keys = __webpack_require__(6216);
// EXTERNAL MODULE: ./build/s3/list/packed-entries.js
var packed_entries = __webpack_require__(7615);
// EXTERNAL MODULE: external "node:string_decoder"
var external_node_string_decoder_ = __webpack_require__(6193);
// EXTERNAL MODULE: ./node_modules/sax/lib/sax.js
var sax = __webpack_require__(2560);
// EXTERNAL MODULE: ./build/s3/error-response.js
var error_response = __webpack_require__(425);
// EXTERNAL MODULE: ./build/s3/send-signed.js
var send_signed = __webpack_require__(9582);
;// CONCATENATED MODULE: ./build/s3/list/decode-key.js
/**
 * Keys listed with `encoding-type=url` arrive percent-encoded, so that characters XML cannot
 * carry survive. AWS writes a space as `+`, RGW as `%20`: `+` is a space, then percent-decoding.
 */
function decodeUrlEncodedKey(raw) {
    if (raw.indexOf('%') === -1 && raw.indexOf('+') === -1)
        return raw;
    return decodeURIComponent(raw.replace(/\+/g, ' '));
}

;// CONCATENATED MODULE: ./build/s3/list/page-scanner.js



/** The body is not a complete, well-formed ListBucketResult. */
class PageFormatError extends Error {
    cutShort;
    name = 'PageFormatError';
    /**
     * @param cutShort the body ended before its document did, which a connection cut in the
     *   middle also shows: worth another attempt, where a malformed page is not.
     */
    constructor(message, cutShort = false) {
        super(message);
        this.cutShort = cutShort;
    }
}
const GT = 62;
const SLASH = 47;
const BANG = 33;
const QUESTION = 63;
const CONTENTS_CLOSE = '</Contents>';
/** Top-level elements kept as text. Others, but for Contents and CommonPrefixes, are skipped. */
const TOP_LEAVES = new Set([
    ...['IsTruncated', 'NextContinuationToken', 'KeyCount', 'EncodingType'],
    ...['Prefix', 'Delimiter', 'StartAfter'],
]);
/**
 * Scans a ListObjectsV2 body fed in decoded chunks, with indexOf rather than an XML tokenizer,
 * because the SDK's generic XML deserializer is the bottleneck of a fast lister (~100k keys/s).
 * Only the unfinished top-level element is buffered between chunks. Limitations no S3 server
 * hits: close tags carry no whitespace, CDATA never holds the text of a close tag, and an unknown
 * element never nests one of its own name.
 */
class PageScanner {
    events;
    buf = '';
    /** Everything in `buf` before `pos` has been consumed. */
    pos = 0;
    state = 'before';
    /** A top-level element whose close tag has not arrived yet. */
    openName;
    closeTag = '';
    openEnd = 0;
    searchFrom = 0;
    // The child element `child()` just read: name, text range, end, and whether the text is plain.
    cName = '';
    cFrom = 0;
    cTo = 0;
    cEnd = 0;
    cPlain = true;
    entries = new packed_entries/* PackedEntriesBuilder */.G$();
    prefixes = [];
    /** RGW may send EncodingType after the Contents; keys scanned before it are decoded in end(). */
    rawKeys = 0;
    /** The text of the top-level elements that are not lists. */
    top = {};
    /** Known before the first Contents in AWS's layout, so keys are decoded as they are read. */
    encodingType;
    tokenFired = false;
    ended = false;
    constructor(events = {}) {
        this.events = events;
    }
    write(chunk) {
        if (this.ended)
            throw new Error('PageScanner.write() called after end()');
        const shift = this.pos;
        this.buf = shift < this.buf.length ? this.buf.slice(shift) + chunk : chunk;
        this.pos = 0;
        this.openEnd -= shift;
        this.searchFrom -= shift;
        this.scan();
        // The entries scanned so far are slices of `buf`; copied out, the chunk's text can go.
        this.entries.seal();
    }
    /** True once `</ListBucketResult>` has been read: the document is whole. */
    get complete() {
        return this.state === 'after';
    }
    end() {
        if (this.ended)
            throw new Error('PageScanner.end() called twice');
        this.ended = true;
        if (this.state === 'before')
            throw new PageFormatError('The body holds no <ListBucketResult>', true);
        if (this.state === 'inside') {
            throw new PageFormatError('The body was cut short: no closing </ListBucketResult>', true);
        }
        if (this.buf.indexOf('<', this.pos) >= 0) {
            throw new PageFormatError('The body ends inside markup after </ListBucketResult>');
        }
        const { IsTruncated, NextContinuationToken, KeyCount, Prefix, Delimiter, StartAfter } = this.top;
        if (IsTruncated === undefined)
            throw new PageFormatError('The page has no <IsTruncated>');
        const url = this.encodingType === 'url';
        // Servers echo Prefix, Delimiter and StartAfter as they were sent; RGW does not encode
        // them even under encoding-type=url. Nothing depends on them, so a value that does not
        // decode is kept as it came rather than failing the page.
        const decode = (v) => {
            if (!url || v === undefined)
                return v;
            try {
                return urlDecode(v);
            }
            catch {
                return v;
            }
        };
        const entries = this.entries.finish(url ? this.rawKeys : 0, urlDecode);
        this.fireToken(true);
        return {
            entries,
            isTruncated: IsTruncated === 'true',
            nextContinuationToken: NextContinuationToken,
            keyCount: KeyCount === undefined ? undefined : parseCount(KeyCount, 'KeyCount'),
            encodingType: this.encodingType,
            commonPrefixes: url ? this.prefixes.map(urlDecode) : this.prefixes,
            prefix: decode(Prefix),
            delimiter: decode(Delimiter),
            startAfter: decode(StartAfter),
        };
    }
    scan() {
        const s = this.buf;
        let p = this.pos;
        for (;;) {
            if (this.openName !== undefined) {
                const close = s.indexOf(this.closeTag, this.searchFrom);
                if (close < 0) {
                    // Resume where a close tag split by the chunk boundary could start: O(n) overall.
                    this.searchFrom = Math.max(this.openEnd, s.length - this.closeTag.length + 1);
                    break;
                }
                this.element(s, this.openName, this.openEnd, close);
                this.openName = undefined;
                p = close + this.closeTag.length;
                continue;
            }
            const lt = s.indexOf('<', p);
            if (lt < 0) {
                p = s.length; // whitespace between elements
                break;
            }
            p = lt; // until the markup is complete, keep it in the buffer
            const c = s.charCodeAt(lt + 1);
            if (c === BANG || c === QUESTION) {
                const mark = c === QUESTION ? '?>' : s.startsWith('<!--', lt) ? '-->' : '>';
                const end = s.indexOf(mark, lt + 2);
                if (end < 0)
                    break;
                p = end + mark.length;
                continue;
            }
            const gt = s.indexOf('>', lt + 1);
            if (gt < 0)
                break;
            if (c === SLASH) {
                const name = s.slice(lt + 2, gt).trim();
                if (this.state !== 'inside' || name !== 'ListBucketResult') {
                    throw new PageFormatError(`Unexpected </${name}> in a ListBucketResult`);
                }
                this.state = 'after';
                p = gt + 1;
                continue;
            }
            const name = s.slice(lt + 1, tagNameEnd(s, lt + 1, gt));
            const selfClosing = s.charCodeAt(gt - 1) === SLASH;
            if (this.state !== 'inside') {
                if (this.state === 'after' || name !== 'ListBucketResult') {
                    throw new PageFormatError(`Unexpected <${name}> outside the ListBucketResult`);
                }
                this.state = selfClosing ? 'after' : 'inside';
            }
            else if (selfClosing) {
                this.element(s, name, gt, gt);
            }
            else {
                this.openName = name;
                this.closeTag = name === 'Contents' ? CONTENTS_CLOSE : `</${name}>`;
                this.openEnd = this.searchFrom = gt + 1;
                continue;
            }
            p = gt + 1;
        }
        this.pos = p;
    }
    /** A complete top-level element whose content is `s[from, to)`. Unknown ones are skipped. */
    element(s, name, from, to) {
        switch (name) {
            case 'Contents':
                return this.contents(s, from, to);
            case 'CommonPrefixes':
                for (let p = s.indexOf('<', from); p >= 0 && p < to; p = s.indexOf('<', this.cEnd)) {
                    this.child(s, p, to);
                    if (this.cName === 'Prefix')
                        this.prefixes.push(this.text(s));
                }
                return;
            default: {
                if (!TOP_LEAVES.has(name))
                    return;
                const v = mixedText(s.slice(from, to), name);
                this.top[name] = v;
                if (name === 'EncodingType')
                    this.encodingType = v;
                if (name === 'IsTruncated' && v !== 'true' && v !== 'false') {
                    throw new PageFormatError(`<IsTruncated> must be true or false, got ${JSON.stringify(v)}`);
                }
                this.fireToken(false);
            }
        }
    }
    contents(s, from, to) {
        let key;
        let size = -1;
        let lastModifiedMs = NaN;
        let etag = '';
        let storageClass = 'STANDARD';
        for (let p = s.indexOf('<', from); p >= 0 && p < to; p = s.indexOf('<', this.cEnd)) {
            this.child(s, p, to);
            switch (this.cName) {
                case 'Key':
                    key = this.text(s);
                    break;
                case 'LastModified':
                    lastModifiedMs = parseTimestamp(this.text(s));
                    break;
                case 'ETag': {
                    // AWS sends `&quot;hex&quot;`: skip the regex for the common shape.
                    const a = this.cFrom;
                    const b = this.cTo - 6;
                    const quoted = this.cPlain &&
                        b > a &&
                        s.startsWith('&quot;', a) &&
                        s.startsWith('&quot;', b) &&
                        s.indexOf('&', a + 6) === b;
                    etag = quoted ? `"${s.slice(a + 6, b)}"` : this.text(s);
                    break;
                }
                case 'Size':
                    size = parseCount(this.text(s), 'Size');
                    break;
                case 'StorageClass':
                    storageClass = this.text(s);
                    break;
            }
        }
        if (key === undefined)
            throw new PageFormatError('A <Contents> has no <Key>');
        if (size < 0)
            throw new PageFormatError(`${JSON.stringify((0,list_bounds/* clip */.$Q)(key))} has no <Size>`);
        if (lastModifiedMs !== lastModifiedMs) {
            throw new PageFormatError(`${JSON.stringify((0,list_bounds/* clip */.$Q)(key))} has no <LastModified>`);
        }
        if (this.encodingType === 'url')
            key = urlDecode(key);
        else if (this.encodingType === undefined)
            this.rawKeys++;
        this.entries.add({ key, etag, storageClass, size, lastModifiedMs });
    }
    /** Reads the child element starting at `s[lt]` (which must end before `limit`) into `c*`. */
    child(s, lt, limit) {
        const gt = s.indexOf('>', lt + 1);
        if (gt < 0 || gt >= limit || s.charCodeAt(lt + 1) === SLASH) {
            throw new PageFormatError(`Malformed markup ${JSON.stringify(s.slice(lt, lt + 40))}`);
        }
        const nameEnd = tagNameEnd(s, lt + 1, gt);
        const name = (this.cName = s.slice(lt + 1, nameEnd));
        this.cFrom = gt + 1;
        this.cPlain = true;
        if (s.charCodeAt(gt - 1) === SLASH) {
            this.cTo = gt + 1;
            this.cEnd = gt + 1;
            return;
        }
        // Fast path: `<Name>text</Name>`; anything else (nested elements, CDATA) takes the slow one.
        const next = s.indexOf('<', gt + 1);
        const nameLen = nameEnd - lt - 1;
        if (next >= 0 &&
            next < limit &&
            s.charCodeAt(next + 1) === SLASH &&
            s.charCodeAt(next + 2 + nameLen) === GT &&
            s.startsWith(name, next + 2)) {
            this.cTo = next;
            this.cEnd = next + 3 + nameLen;
            return;
        }
        const close = s.indexOf(`</${name}>`, gt + 1);
        if (close < 0 || close >= limit)
            throw new PageFormatError(`<${name}> is not closed`);
        this.cTo = close;
        this.cEnd = close + 3 + nameLen;
        this.cPlain = false;
    }
    text(s) {
        const raw = s.slice(this.cFrom, this.cTo);
        return this.cPlain ? decodeEntities(raw) : mixedText(raw, this.cName);
    }
    fireToken(atEnd) {
        const { IsTruncated, NextContinuationToken: token } = this.top;
        if (this.tokenFired || IsTruncated === undefined)
            return;
        const truncated = IsTruncated === 'true';
        if (truncated && token === undefined && !atEnd)
            return;
        this.tokenFired = true;
        this.events.onToken?.(truncated ? token : undefined, truncated);
    }
}
/** Scans a whole body at once. */
function scanPage(xml) {
    const scanner = new PageScanner();
    scanner.write(xml);
    return scanner.end();
}
function tagNameEnd(s, from, gt) {
    let i = from;
    while (i < gt) {
        const c = s.charCodeAt(i);
        if (c <= 32 || c === SLASH)
            break;
        i++;
    }
    return i;
}
const ENTITY = /&(?:(quot|amp|lt|gt|apos)|#([0-9]{1,7})|#x([0-9a-fA-F]{1,6}));|&/g;
const NAMED = { quot: '"', amp: '&', lt: '<', gt: '>', apos: "'" };
function decodeEntities(raw) {
    return raw.indexOf('&') < 0 ? raw : raw.replace(ENTITY, entity);
}
function entity(m, named, dec, hex) {
    if (named !== undefined)
        return NAMED[named];
    const cp = dec !== undefined ? parseInt(dec, 10) : hex !== undefined ? parseInt(hex, 16) : 0;
    if (cp > 0 && cp <= 0x10ffff)
        return String.fromCodePoint(cp);
    throw new PageFormatError(`Malformed XML entity ${JSON.stringify(m)}`);
}
/** Text that may hold CDATA sections; any element in it is an error. */
function mixedText(raw, name) {
    let out = '';
    let p = 0;
    for (let lt = raw.indexOf('<'); lt >= 0; lt = raw.indexOf('<', p)) {
        const end = raw.startsWith('<![CDATA[', lt) ? raw.indexOf(']]>', lt + 9) : -1;
        if (end < 0)
            throw new PageFormatError(`<${name}> holds markup where text was expected`);
        out += decodeEntities(raw.slice(p, lt)) + raw.slice(lt + 9, end);
        p = end + 3;
    }
    return p === 0 ? decodeEntities(raw) : out + decodeEntities(raw.slice(p));
}
function urlDecode(raw) {
    try {
        return decodeUrlEncodedKey(raw);
    }
    catch {
        throw new PageFormatError(`Malformed URL encoding in ${JSON.stringify((0,list_bounds/* clip */.$Q)(raw))}`);
    }
}
function parseCount(v, name) {
    let n = 0;
    for (let i = 0; i < v.length; i++) {
        const d = v.charCodeAt(i) - 48;
        if (d < 0 || d > 9 || i > 14)
            n = NaN; // 15 digits stay exact in a double
        n = n * 10 + d;
    }
    if (v.length === 0 || n !== n) {
        throw new PageFormatError(`<${name}> must be a whole number, got ${JSON.stringify(v)}`);
    }
    return n;
}
const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{3})?Z$/;
/** `YYYY-MM-DDTHH:MM:SS(.fff)?Z` without a Date per entry; any other shape goes to Date.parse. */
function parseTimestamp(t) {
    if (ISO_UTC.test(t)) {
        const y = num(t, 0, 4);
        const mo = num(t, 5, 2);
        const d = num(t, 8, 2);
        const h = num(t, 11, 2);
        const mi = num(t, 14, 2);
        const s = num(t, 17, 2);
        // Date.UTC maps years 0-99 to 1900-1999; Date.parse rejects out-of-range fields.
        if (y >= 100 && mo >= 1 && mo <= 12 && d >= 1 && h <= 23 && mi <= 59 && s <= 59) {
            return Date.UTC(y, mo - 1, d, h, mi, s, t.length === 24 ? num(t, 20, 3) : 0);
        }
    }
    const ms = Date.parse(t);
    if (ms !== ms)
        throw new PageFormatError(`Unparsable <LastModified> ${JSON.stringify(t)}`);
    return ms;
}
function num(t, from, count) {
    let v = 0;
    for (let i = from; i < from + count; i++)
        v = v * 10 + t.charCodeAt(i) - 48;
    return v;
}

;// CONCATENATED MODULE: ./build/s3/list/page-request.js







const DEFAULT_TIMEOUT_MS = 60_000;
/**
 * Sends one signed ListObjectsV2 request and scans its body as it streams in. The quick page
 * reads the head of the document with sax, where AWS puts NextContinuationToken (before the first
 * `<Contents>`); servers that send it after the last `<Contents>` (Ceph RGW) are covered by the
 * page scanner, which reports the token the moment it is complete. Every listing path sends its
 * pages here (`list-chain.ts`: the threaded lister's, the single lister's, `ls`'s one level), so
 * every page has the same bounds: the wait for its headers and its bytes (`list-bounds.ts`).
 */
function requestPage(signed, context) {
    const place = {
        operation: 'ListObjectsV2',
        bucket: context.bucket,
        key: context.prefix || undefined,
    };
    const next = settledOnce();
    const page = new Promise((resolve, reject) => {
        const fail = (error) => {
            next.reject(error);
            reject(error);
        };
        const request = (0,send_signed/* sendSigned */.h$)(signed, {
            agent: context.agent,
            signal: context.signal,
            timeoutMs: context.timeoutMs ?? DEFAULT_TIMEOUT_MS,
            place,
            onFailure: fail,
        });
        // Bytes keep the socket's timeout and the stall watch quiet: headers sent a byte a second
        // would be waited on forever without a bound of their own.
        const headersTimeoutMs = context.headersTimeoutMs ?? list_bounds/* HEADERS_TIMEOUT_MS */.C9;
        const headersTimer = setTimeout(() => {
            fail((0,list_bounds/* headersTimedOut */.UR)(context, headersTimeoutMs, context.page));
            request.destroy();
        }, headersTimeoutMs);
        const headersArrived = () => clearTimeout(headersTimer);
        request.on('close', headersArrived);
        request.on('response', (response) => {
            headersArrived();
            if (response.statusCode !== 200) {
                (0,error_response/* readErrorResponse */.YI)(response, place, context.clock).then(fail, fail);
                return;
            }
            scanPageBody(response, { context, place, settleNext: next.resolve, resolve, fail });
        });
        request.end();
    });
    // The chain may stop listening to `next` (early stop); never leave a rejection unhandled.
    next.promise.catch(() => undefined);
    return { next: next.promise, page };
}
/**
 * A promise settled by the first of several parties (the quick page, the scanner, the end of the
 * page or its failure); the others are ignored.
 */
function settledOnce() {
    let settled = false;
    let resolve;
    let reject;
    const promise = new Promise((res, rej) => {
        resolve = res;
        reject = rej;
    });
    return {
        promise,
        resolve: (value) => {
            if (settled)
                return;
            settled = true;
            resolve(value);
        },
        reject: (error) => {
            if (settled)
                return;
            settled = true;
            reject(error);
        },
    };
}
/** Scans a 200 answer's body as it streams in: the quick page and the page scanner side by side. */
function scanPageBody(response, outcome) {
    const { context, place, settleNext } = outcome;
    const maxBytes = (0,list_bounds/* maxPageBytes */.XN)(context.pageSize);
    let bytes = 0;
    let finished = false;
    // The first failure is the one reported: the reset of the response that follows is not.
    const fail = (error) => {
        finished = true;
        outcome.fail(error);
    };
    const decoder = new external_node_string_decoder_.StringDecoder('utf8');
    const head = new QuickPage(settleNext);
    const scanner = new PageScanner({
        onToken: (token, isTruncated) => settleNext({ token, isTruncated }),
    });
    // The page is done when the document is, not when the HTTP response ends: RGW often
    // sends the chunked body's last few bytes one delayed ACK (40 ms) after the rest, and a
    // chain that waited for them would lose that much on one page in ten. The socket goes
    // back to the pool once they arrive.
    const finish = () => {
        finished = true;
        try {
            const tail = decoder.end();
            if (tail)
                scanner.write(tail);
            const scanned = scanner.end();
            settleNext({ token: scanned.nextContinuationToken, isTruncated: scanned.isTruncated });
            outcome.resolve({ page: scanned, bytes });
        }
        catch (error) {
            fail(pageFailure(error, outcome));
        }
    };
    response.on('data', (chunk) => {
        if (finished)
            return; // what follows the document: whitespace
        bytes += chunk.length;
        if (bytes > maxBytes) {
            fail((0,list_bounds/* pageTooLarge */.jC)(context, context.pageSize, context.page));
            response.destroy();
            return;
        }
        const text = decoder.write(chunk);
        try {
            head.write(text);
            scanner.write(text);
        }
        catch (error) {
            fail(pageFailure(error, outcome));
            response.destroy();
            return;
        }
        if (scanner.complete)
            finish();
    });
    response.on('end', () => {
        if (!finished)
            finish();
    });
    (0,send_signed/* onBodyFailure */.QC)(response, place, fail);
}
/**
 * A page the scanner refused. A body that stops before </ListBucketResult> was cut short, worth
 * another attempt (TruncatedBody); anything else is malformed and would be again, so it is not
 * retried, and the error says which page of which listing held what.
 */
function pageFailure(error, { context, place }) {
    if (!(error instanceof PageFormatError))
        return error;
    return error.cutShort
        ? (0,s3_failure/* s3Failure */.l)({
            ...place,
            code: 'TruncatedBody',
            message: `the response body ended early (${error.message})`,
            cause: error,
        })
        : (0,list_bounds/* malformedPage */.$d)(context, context.page, error.message);
}
/**
 * sax over the head of the document only: everything before the first `<Contents>`. Feeding it
 * the whole 300 KB body would cost more than our scanner's full parse of it.
 */
class QuickPage {
    onNext;
    parser = sax.parser(true);
    done = false;
    element = '';
    text = '';
    isTruncated;
    token;
    constructor(onNext) {
        this.onNext = onNext;
        this.parser.onopentag = (tag) => {
            if (tag.name === 'Contents' || tag.name === 'CommonPrefixes')
                this.done = true;
            this.element = tag.name;
            this.text = '';
        };
        this.parser.ontext = (text) => {
            this.text += text;
        };
        this.parser.onclosetag = (name) => {
            if (name === 'IsTruncated')
                this.isTruncated = this.text.trim() === 'true';
            else if (name === 'NextContinuationToken')
                this.token = this.text;
            if (this.isTruncated === false || (this.isTruncated && this.token !== undefined)) {
                this.done = true;
                this.onNext({ isTruncated: this.isTruncated, token: this.token });
            }
        };
        this.parser.onerror = () => {
            // The page scanner is the judge of a malformed body; the quick page just gives up.
            this.done = true;
        };
    }
    write(text) {
        if (this.done)
            return;
        const contents = text.indexOf('<Contents');
        if (contents !== -1)
            this.done = true;
        this.parser.write(contents === -1 ? text : text.slice(0, contents));
    }
}

;// CONCATENATED MODULE: ./build/s3/list/list-chain.js







/** The tighter of an exclusive and an inclusive upper bound, as one RangeBound. */
function upperBoundOf(bounds) {
    const { endBefore, endAt } = bounds;
    if (endAt === undefined)
        return endBefore === undefined ? undefined : { key: endBefore, inclusive: false };
    if (endBefore !== undefined && (0,key_order/* compareKeys */.Y)(endBefore, endAt) <= 0)
        return { key: endBefore, inclusive: false };
    return { key: endAt, inclusive: true };
}
function isWithin(key, bound) {
    if (bound === undefined)
        return true;
    const order = (0,key_order/* compareKeys */.Y)(key, bound.key);
    return bound.inclusive ? order <= 0 : order < 0;
}
/**
 * One chain of ListObjectsV2 requests over a key range. The next request goes out as soon as
 * the current page's token is known, while that page's body is still arriving, so at most two
 * requests of the chain are in flight. Pages come out in order, each key checked to continue
 * the previous one in S3's order and to lie inside the prefix (`ListedKeyCheck`): a server that
 * repeats, reorders or strays ends the listing with an error, as does one that hands out empty
 * pages without end.
 */
async function* listChain(options) {
    const chainAbort = new AbortController();
    const signal = options.signal
        ? AbortSignal.any([options.signal, chainAbort.signal])
        : chainAbort.signal;
    const seenTokens = new Set();
    const keys = new listed_keys/* ListedKeyCheck */.JK(options, options.startAfter);
    // One level (a delimiter): the keys and common prefixes, merged, are one list in S3's order,
    // each inside the prefix and within S3's length, no key at or before a prefix before it.
    const level = options.delimiter ? new listed_keys/* ListedKeyCheck */.JK(options, options.startAfter) : undefined;
    const lookAhead = options.lookAhead ?? true;
    let requested = 0;
    let emptyInARow = 0;
    const fetch = async (token) => {
        await options.reservePage?.();
        const inFlight = fetchPageWithRetry(options, signal, {
            bucket: options.bucket,
            prefix: options.prefix,
            pageSize: options.pageSize,
            startAfter: options.startAfter,
            continuationToken: token,
            delimiter: options.delimiter,
            number: ++requested,
        });
        const release = () => options.releasePage?.();
        inFlight.page.then(release, release);
        return inFlight;
    };
    try {
        let current = await fetch(undefined);
        while (current) {
            // Without the look-ahead, the token is taken from the whole page, once it has arrived.
            if (!lookAhead)
                await current.page;
            const next = await current.next;
            const following = next.isTruncated
                ? fetch(nextToken(next.token, seenTokens, options))
                : undefined;
            // Never leave a rejection unhandled while this page is still being read.
            following?.catch(() => undefined);
            const { page, bytes } = await current.page;
            options.stats.pages++;
            options.stats.bytes += bytes;
            // Common prefixes count only where they were asked for: a server that sends them
            // unasked on truncated pages of no key is handing out empty pages.
            const listed = page.entries.count + (level ? page.commonPrefixes.length : 0);
            emptyInARow = listed === 0 && next.isTruncated ? emptyInARow + 1 : 0;
            if (emptyInARow >= list_bounds/* EMPTY_PAGES_IN_A_ROW_MAX */.lp)
                throw (0,list_bounds/* emptyPagesWithoutEnd */.t3)(options);
            if (level) {
                checkLevel(level, page);
                options.onPrefixes?.(page.commonPrefixes);
            }
            const { entries, reachedEnd } = continuation(page, keys, options.upperBound?.());
            if (reachedEnd) {
                // A page wholly past the bound, and the request already out for the one after it.
                if (entries.count === 0)
                    options.stats.wastedPages++;
                if (following)
                    options.stats.wastedPages++;
            }
            options.onPageInfo?.(next.isTruncated && !reachedEnd);
            yield entries;
            if (reachedEnd)
                return;
            current = following ? await following : undefined;
        }
    }
    finally {
        // Stops the request that may already be out for a page nobody will read.
        chainAbort.abort();
    }
}
/**
 * Walks a page's keys and common prefixes as one list in S3's order (the page's keys are
 * checked on their own by `continuation` too): a prefix out of order, a key that equals a
 * prefix, or one that falls before a prefix listed earlier is a level S3 cannot have sent.
 */
function checkLevel(level, page) {
    const { entries, commonPrefixes } = page;
    let k = 0;
    let p = 0;
    while (k < entries.count || p < commonPrefixes.length) {
        const key = k < entries.count ? (0,packed_entries/* keyAt */.f5)(entries, k) : undefined;
        const prefix = commonPrefixes[p];
        if (prefix === undefined || (key !== undefined && (0,key_order/* compareKeys */.Y)(key, prefix) <= 0)) {
            level.check(key);
            k++;
        }
        else {
            level.check(prefix);
            p++;
        }
    }
}
/**
 * Checks every key of the page (each after the one before, inside the prefix, within S3's
 * length) and keeps those before the end of the range: once the keys are known to be in
 * order, what is past the bound is a run at the end.
 */
function continuation(page, keys, bound) {
    const entries = page.entries;
    for (let i = 0; i < entries.count; i++)
        keys.check((0,packed_entries/* keyAt */.f5)(entries, i));
    let to = entries.count;
    while (to > 0 && !isWithin((0,packed_entries/* keyAt */.f5)(entries, to - 1), bound))
        to--;
    return { entries: (0,packed_entries/* slicePacked */.nF)(entries, 0, to), reachedEnd: to < entries.count };
}
/**
 * A page, retried as a whole on 5xx, throttling, resets and bodies cut short. `next` resolves
 * from the first attempt that shows the token, so a body cut short after its token does not
 * hold the chain back while the page itself is fetched again.
 */
function fetchPageWithRetry(options, signal, params) {
    let resolveNext;
    let rejectNext;
    const next = new Promise((resolve, reject) => {
        resolveNext = resolve;
        rejectNext = reject;
    });
    const page = (0,retry/* withRetry */.bD)(async () => {
        const signed = await options.signer.sign(params);
        const inFlight = requestPage(signed, {
            bucket: options.bucket,
            prefix: options.prefix,
            pageSize: options.pageSize,
            page: (0,list_bounds/* pageLabel */.Qh)(params),
            headersTimeoutMs: options.headersTimeoutMs,
            agent: options.agent,
            clock: options.signer.clock,
            signal,
        });
        inFlight.next.then(resolveNext, () => undefined);
        return inFlight.page;
    }, {
        ...retry/* DEFAULT_RETRY */.vI,
        signal,
        onRetry: (error, attempt, delayMs) => {
            options.stats.retries++;
            options.onRetry?.(error, attempt, delayMs);
        },
    });
    page.then(({ page: p }) => resolveNext({ isTruncated: p.isTruncated, token: p.nextContinuationToken }), rejectNext);
    next.catch(() => undefined);
    return { next, page };
}


/***/ }),

/***/ 5649:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  L: () => (/* binding */ listObjects),
  i: () => (/* binding */ mainThreadListing)
});

// EXTERNAL MODULE: ./build/errors.js
var errors = __webpack_require__(9473);
// EXTERNAL MODULE: ./build/s3/client.js + 4 modules
var client = __webpack_require__(4013);
// EXTERNAL MODULE: ./build/s3/s3-failure.js
var s3_failure = __webpack_require__(6602);
// EXTERNAL MODULE: ./build/s3/list/list-types.js
var list_types = __webpack_require__(7738);
;// CONCATENATED MODULE: ./build/s3/list/list-concurrency.js


/** How many chains the threaded lister may run for this bucket. */
function resolveListConcurrency(bucket, value = 'auto', onDebug) {
    if (value !== 'auto' && (!Number.isInteger(value) || value < 1 || value > list_types/* MAX_LIST_CONCURRENCY */.gy)) {
        throw new errors/* SettingError */.L_('listConcurrency', String(value), `'auto' or an integer from 1 to ${list_types/* MAX_LIST_CONCURRENCY */.gy}`);
    }
    // S3 Express directory buckets list without order and refuse StartAfter: ranges cannot work.
    if (bucket.endsWith('--x-s3')) {
        onDebug?.(`bucket ${JSON.stringify(bucket)} is an S3 Express directory bucket: listing with one chain`);
        return 1;
    }
    return value === 'auto' ? list_types/* AUTO_LIST_CONCURRENCY */.hV : value;
}

// EXTERNAL MODULE: ./build/s3/resolve-bucket-target.js
var resolve_bucket_target = __webpack_require__(4386);
// EXTERNAL MODULE: ./build/s3/query-string.js
var query_string = __webpack_require__(9493);
;// CONCATENATED MODULE: ./build/s3/list/sign-list-request.js


/**
 * Lets the SDK do what it is good at (credentials, endpoint and path-style resolution, SigV4)
 * and stops the command right after signing: the body is then read raw and parsed once by our
 * page scanner, instead of being parsed a second time by the SDK's XML deserializer.
 */
async function signListRequest(client, params, signal) {
    const captured = await (0,resolve_bucket_target/* captureSignedListRequest */.I)(client, params, signal);
    return {
        protocol: captured.protocol,
        hostname: captured.hostname,
        port: captured.port,
        method: captured.method,
        path: captured.path + (0,query_string/* toQueryString */.zJ)(captured.query),
        headers: captured.headers,
    };
}

// EXTERNAL MODULE: ./build/s3/list/single-lister.js
var single_lister = __webpack_require__(6180);
// EXTERNAL MODULE: ./build/s3/list/packed-entries.js
var packed_entries = __webpack_require__(7615);
;// CONCATENATED MODULE: ./build/s3/list/keyspace-model.js
/** Positions read per key, counted from where a range's keys start to differ. */
const DEPTH = 16;
/** Positions learnt at most: keys share prefixes far longer than DEPTH (`logs/2026/11/30/`). */
const MAX_POSITIONS = 1024;
const DIGITS = [0x30, 0x39];
const HEX_LETTERS = (/* unused pure expression or super */ null && ([0x61, 0x66]));
const CLASSES = [DIGITS, [0x41, 0x5a], [0x61, 0x7a]];
function addRange(set, range) {
    for (let cp = range[0]; cp <= range[1]; cp++)
        set.add(cp);
}
/**
 * A model of where keys lie, learnt from the keys a listing has already shown, used to pick
 * split keys for parallel ranges without hints from a previous run.
 *
 * Each key is read as a number in [0, 1): one digit per code point, where the digits at
 * position i are the characters seen at position i so far (0 stands for "the key ended").
 * Positions where every key has the same character (`logs/2026/`) cost nothing, and the
 * split lands among the characters that really vary (digits, hex, names). Code points keep
 * UTF-8 byte order, so the mapping never disagrees with S3's order.
 */
class keyspace_model_KeyspaceModel {
    seen = [];
    sorted = [];
    /** Learns the characters of a key. */
    observe(key) {
        let i = 0;
        for (const ch of key) {
            if (i >= MAX_POSITIONS)
                break;
            const cp = ch.codePointAt(0);
            if (i === this.seen.length)
                this.seen.push(new Set());
            const set = this.seen[i];
            if (!set.has(cp)) {
                set.add(cp);
                // Hex detection looks at every position, so a new character may widen any of them.
                this.sorted.fill(undefined);
            }
            i++;
        }
    }
    /**
     * The characters expected at position i: those seen there, widened to their whole class
     * (a digit seen means any digit may come, a letter any letter of its case, and digits in a
     * hex-looking key set any hex digit). One page shows only the start of the key space, so
     * without widening the keys after it would look as if they could not exist.
     */
    alphabet(i) {
        let a = this.sorted[i];
        if (!a) {
            const seen = this.seen[i] ?? new Set();
            const chars = new Set(seen);
            const hex = this.looksHex();
            for (const cp of seen) {
                if (hex &&
                    ((cp >= DIGITS[0] && cp <= DIGITS[1]) || (cp >= HEX_LETTERS[0] && cp <= HEX_LETTERS[1]))) {
                    addRange(chars, DIGITS);
                    addRange(chars, HEX_LETTERS);
                    continue;
                }
                for (const range of CLASSES)
                    if (cp >= range[0] && cp <= range[1])
                        addRange(chars, range);
            }
            a = [...chars].sort((x, y) => x - y);
            this.sorted[i] = a;
        }
        return a;
    }
    /** Lowercase letters seen anywhere are all a-f: hashes, UUIDs, hex IDs. */
    looksHex() {
        let letters = false;
        for (const set of this.seen) {
            for (const cp of set) {
                if (cp >= 0x61 && cp <= 0x7a) {
                    if (cp > 0x66)
                        return false;
                    letters = true;
                }
            }
        }
        return letters;
    }
    /**
     * The key's position in [0, 1], reading code points from `offset` on (the keys being
     * compared share the ones before it). `undefined` (no upper bound) is 1. Monotone in S3's
     * order.
     */
    position(key, offset = 0) {
        if (key === undefined)
            return 1;
        let value = 0;
        let scale = 1;
        let i = 0;
        for (const ch of key) {
            if (i < offset) {
                i++;
                continue;
            }
            if (i >= offset + DEPTH)
                break;
            const alphabet = this.alphabet(i);
            const base = alphabet.length + 1;
            const cp = ch.codePointAt(0);
            const index = lowerBound(alphabet, cp);
            if (alphabet[index] !== cp) {
                // An unseen character sorts after the whole subtree of the seen one before it: its
                // place is where the next seen character's subtree begins.
                return value + ((index + 1) / base) * scale;
            }
            const digit = index + 1;
            value += (digit / base) * scale;
            scale /= base;
            i++;
        }
        return value;
    }
    /** The code points after `offset` of the key at a position: the inverse of `position`. */
    keyAt(position, offset = 0) {
        let t = Math.min(Math.max(position, 0), 1 - Number.EPSILON);
        let key = '';
        for (let i = offset; i < offset + DEPTH; i++) {
            const alphabet = this.alphabet(i);
            if (alphabet.length === 0)
                break;
            const base = alphabet.length + 1;
            const x = t * base;
            const digit = Math.min(Math.floor(x), alphabet.length);
            if (digit === 0)
                break;
            key += String.fromCodePoint(alphabet[digit - 1]);
            t = x - digit;
        }
        return key;
    }
}
function lowerBound(sorted, value) {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (sorted[mid] < value)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

// EXTERNAL MODULE: ./build/s3/list/list-chain.js + 4 modules
var list_chain = __webpack_require__(6423);
;// CONCATENATED MODULE: ./build/s3/list/request-limiter.js
/**
 * Bounds the listing requests in flight across all chains, and adapts the bound as TCP does:
 * halve it on a 503 SlowDown, add one back after a run of good pages. No request storm when
 * S3 pushes back, and the full width again once it stops.
 */
class request_limiter_RequestLimiter {
    maxLimit;
    growAfterPages;
    inFlight = 0;
    limitNow;
    goodPages = 0;
    waiting = [];
    maxInFlight = 0;
    constructor(maxLimit, growAfterPages = 8) {
        this.maxLimit = maxLimit;
        this.growAfterPages = growAfterPages;
        this.limitNow = maxLimit;
    }
    get limit() {
        return this.limitNow;
    }
    async acquire() {
        while (this.inFlight >= this.limitNow)
            await new Promise((resolve) => this.waiting.push(resolve));
        this.inFlight++;
        this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    }
    release() {
        this.inFlight--;
        this.waiting.shift()?.();
    }
    /** A page arrived without throttling. */
    succeeded() {
        if (this.limitNow >= this.maxLimit)
            return;
        if (++this.goodPages >= this.growAfterPages) {
            this.goodPages = 0;
            this.limitNow++;
            this.waiting.shift()?.();
        }
    }
    /** S3 said SlowDown: halve the width at once. */
    throttled() {
        this.goodPages = 0;
        this.limitNow = Math.max(1, Math.floor(this.limitNow / 2));
    }
}

// EXTERNAL MODULE: ./build/s3/list/key-order.js
var key_order = __webpack_require__(2034);
;// CONCATENATED MODULE: ./build/s3/list/split-planner.js


// Pages a new chain is given, at least and at most. Few pages keep split points close to
// where the keys are known to be, which matters when the model overrates empty key space
// (90% of the keys under one prefix); more would leave chains idle on uniform keys.
const MIN_PAGES_PER_CHAIN = 2;
const MAX_PAGES_PER_CHAIN = 8;
/**
 * Chooses the range with the most pages expected after its next one, and split keys for up to
 * `slots` new chains in it. Keys are expected to go on at the density the range has shown,
 * so the split points are spaced that many pages apart from where its chain stands; the last
 * new range keeps whatever lies beyond, and is split again as chains free up (work stealing).
 */
function split_planner_planSplits(model, ranges, pageSize, slots) {
    let best;
    for (let index = 0; index < ranges.length; index++) {
        const r = ranges[index];
        if (r.done || !r.more || r.listed === 0 || r.position === undefined || r.firstKey === undefined)
            continue;
        // Positions are read after the prefix the range's keys share, where they start to differ.
        const prefix = commonPrefix(r.firstKey, r.position);
        const offset = codePoints(prefix);
        const at = model.position(r.position, offset);
        // An upper bound outside the shared prefix lies beyond all of it.
        const to = r.upper?.key.startsWith(prefix) ? model.position(r.upper.key, offset) : 1;
        const listedSpan = at - model.position(r.firstKey, offset);
        if (!(listedSpan > 0) || !(to > at))
            continue;
        const pageSpan = (listedSpan * pageSize) / r.listed;
        // Pages left after the one already requested, at the density seen so far.
        const pages = (to - at) / pageSpan - 1;
        if (pages < 2 * MIN_PAGES_PER_CHAIN)
            continue;
        if (!best || pages > best.pages)
            best = { index, at, to, pageSpan, pages, prefix, offset };
    }
    if (!best || slots < 1)
        return undefined;
    const range = ranges[best.index];
    const perChain = Math.min(MAX_PAGES_PER_CHAIN, Math.max(MIN_PAGES_PER_CHAIN, best.pages / (slots + 1)));
    const keys = [];
    let previous = range.position;
    for (let j = 1; j <= slots; j++) {
        const point = best.at + best.pageSpan * (1 + j * perChain);
        if (point >= best.to)
            break;
        const key = best.prefix + model.keyAt(point, best.offset);
        // Split keys must fall strictly inside the unlisted rest and increase, or ranges would
        // repeat or skip keys at their boundaries.
        if (previous !== undefined && compareKeys(key, previous) <= 0)
            continue;
        if (range.upper !== undefined &&
            (compareKeys(key, range.upper.key) >= 0 || !isWithin(key, range.upper)))
            break;
        keys.push(key);
        previous = key;
    }
    return keys.length > 0 ? { index: best.index, keys } : undefined;
}
/** The longest common prefix of two keys, cut at a code point boundary. */
function commonPrefix(a, b) {
    let i = 0;
    const n = Math.min(a.length, b.length);
    while (i < n && a.charCodeAt(i) === b.charCodeAt(i))
        i++;
    // Never end between the two halves of a surrogate pair.
    if (i > 0 && i < a.length && a.charCodeAt(i - 1) >= 0xd800 && a.charCodeAt(i - 1) <= 0xdbff)
        i--;
    return a.slice(0, i);
}
function codePoints(text) {
    return Array.from(text).length;
}

;// CONCATENATED MODULE: ./build/s3/list/parallel-ranges.js






function newParallelStats() {
    return { pages: 0, retries: 0, bytes: 0, wastedPages: 0, ranges: 0, splits: 0, maxInFlight: 0 };
}
// Keys sampled per page to learn the key space: plenty to see every character in use.
const SAMPLES_PER_PAGE = 64;
const HEAD_BUFFER_PAGES = 2;
/**
 * Lists a key range with several chains at once, splitting adaptively: one chain starts over
 * the whole range; after each page, while there is room for more chains, the range with the
 * most unlisted key space left is split at a key chosen from the keys seen so far, and its
 * upper part goes to a new chain that starts with StartAfter. A chain that finishes frees
 * room, and the same rule then steals the largest remaining range. Each chain stops at its own
 * upper bound, so the union of the ranges is exactly the single listing.
 */
async function* listParallel(options) {
    const listing = new ParallelListing(options);
    listing.start();
    try {
        for (;;) {
            const next = listing.nextBatch();
            if (next === 'end')
                return;
            if (next === 'wait')
                await listing.batchListed();
            else
                yield next;
        }
    }
    finally {
        listing.stop();
    }
}
const newRange = (after, upper) => ({
    after,
    upper,
    position: after,
    firstKey: undefined,
    listed: 0,
    more: true,
    queue: [],
    done: false,
    wakeChain: undefined,
});
/**
 * One parallel listing's shared state: its ranges in key order, the chains listing them, the
 * pages they hold for the consumer, and the first failure. The chains fill the ranges' queues;
 * the consumer (`listParallel`) drains them in order.
 */
class ParallelListing {
    options;
    model = new KeyspaceModel();
    limiter;
    stats;
    abort = new AbortController();
    signal;
    ranges = [];
    active = 0;
    failure;
    wakeConsumer;
    /** The range being consumed, and the pages the others hold. */
    head = 0;
    buffered = 0;
    bufferedChars = 0;
    constructor(options) {
        this.options = options;
        this.limiter = new RequestLimiter(options.maxChains * 2);
        this.stats = options.stats;
        this.signal = options.signal
            ? AbortSignal.any([options.signal, this.abort.signal])
            : this.abort.signal;
    }
    /** Starts the first chain, over the whole range. */
    start() {
        const first = newRange(this.options.startAfter, this.options.upper);
        const before = this.options.listedBefore;
        if (before) {
            first.firstKey = before.firstKey;
            first.listed = before.listed;
            for (const key of before.samples)
                this.model.observe(key);
        }
        this.ranges.push(first);
        void this.listRange(first);
        // The density of the pages listed before is known: the other chains need not wait for a page.
        if (before)
            this.split();
    }
    /**
     * The next page in S3's order, 'wait' until one is listed, or 'end'. A later range's pages wait
     * until the earlier ones are out.
     */
    nextBatch() {
        for (;;) {
            if (this.failure)
                throw this.failure.error;
            const source = this.ranges[this.head];
            const batch = source?.queue.shift();
            if (batch) {
                this.buffered--;
                this.bufferedChars -= batch.text.length;
                this.wakeChains();
                return batch;
            }
            if (!source?.done)
                return 'wait';
            if (++this.head >= this.ranges.length)
                return 'end';
            // The next range becomes the head: it may list freely again.
            this.wakeChains();
        }
    }
    /** Resolves when a chain has listed a page, finished or failed. */
    async batchListed() {
        await new Promise((resolve) => (this.wakeConsumer = resolve));
        this.wakeConsumer = undefined;
    }
    /** Ends every chain: the consumer is done, or has failed. */
    stop() {
        this.abort.abort();
        this.wakeChains();
    }
    async listRange(range) {
        this.active++;
        this.stats.ranges++;
        try {
            for await (const entries of listChain(this.chainOptions(range))) {
                this.limiter.succeeded();
                if (entries.count > 0)
                    this.take(range, entries);
                this.split();
                while (this.mustPause(range) && !this.signal.aborted)
                    await this.chainWoken(range);
            }
        }
        catch (error) {
            this.failure ??= { error };
        }
        finally {
            range.done = true;
            this.active--;
            this.split();
            this.wakeConsumer?.();
        }
    }
    chainOptions(range) {
        const { options, limiter, stats } = this;
        return {
            signer: options.signer,
            agent: options.agent,
            bucket: options.bucket,
            prefix: options.prefix,
            pageSize: options.pageSize,
            startAfter: range.after,
            upperBound: () => range.upper,
            signal: this.signal,
            headersTimeoutMs: options.headersTimeoutMs,
            stats,
            reservePage: () => limiter
                .acquire()
                .then(() => void (stats.maxInFlight = Math.max(stats.maxInFlight, limiter.maxInFlight))),
            releasePage: () => limiter.release(),
            onPageInfo: (more) => (range.more = more),
            onRetry: (error, attempt, delayMs) => {
                if (error instanceof S3Error && error.code === 'SlowDown')
                    limiter.throttled();
                options.onDebug?.(`ListObjectsV2 attempt ${attempt} failed (${error.message}); retrying in ${delayMs} ms`);
            },
        };
    }
    /** Queues a listed page for the consumer and learns the key space from it. */
    take(range, entries) {
        learn(this.model, entries);
        // Ranges live as long as the listing: their keys must not hold on to a page.
        range.firstKey ??= detachedCopy(keyAt(entries, 0));
        range.position = detachedCopy(keyAt(entries, entries.count - 1));
        range.listed += entries.count;
        range.queue.push(entries);
        this.buffered++;
        this.bufferedChars += entries.text.length;
        this.wakeConsumer?.();
    }
    /** The range being consumed only waits for the consumer; the others share the ahead budget. */
    mustPause(range) {
        return range === this.ranges[this.head]
            ? range.queue.length >= HEAD_BUFFER_PAGES
            : this.buffered >= this.options.aheadBufferPages ||
                this.bufferedChars >= this.options.aheadBufferChars;
    }
    async chainWoken(range) {
        await new Promise((resolve) => (range.wakeChain = resolve));
        range.wakeChain = undefined;
    }
    wakeChains() {
        for (const r of this.ranges)
            r.wakeChain?.();
    }
    /** Starts chains while there is room: splits, and steals from the largest range left. */
    split() {
        const { options, ranges } = this;
        // Each chain keeps up to two requests in flight: the limiter counts requests.
        const room = () => Math.min(options.maxChains, Math.ceil(this.limiter.limit / 2)) - this.active;
        while (!this.failure && !this.signal.aborted && room() > 0) {
            const plan = planSplits(this.model, ranges, options.pageSize, room());
            if (!plan)
                return;
            const range = ranges[plan.index];
            const upper = range.upper;
            const added = plan.keys.map((key, i) => newRange(key, plan.keys[i + 1] === undefined ? upper : { key: plan.keys[i + 1], inclusive: true }));
            range.upper = { key: plan.keys[0], inclusive: true };
            ranges.splice(plan.index + 1, 0, ...added);
            this.stats.splits += added.length;
            options.onDebug?.(`split range ${plan.index} at ${plan.keys.map((k) => JSON.stringify(k)).join(', ')}; ${this.active + added.length} chains`);
            for (const r of added)
                void this.listRange(r);
        }
    }
}
function learn(model, entries) {
    for (const key of sampleKeys(entries))
        model.observe(key);
}
/** The keys of a page the keyspace model learns from: enough to see every character in use. */
function sampleKeys(entries) {
    const keys = [];
    const step = Math.max(1, Math.floor(entries.count / SAMPLES_PER_PAGE));
    for (let i = 0; i < entries.count; i += step)
        keys.push((0,packed_entries/* keyAt */.f5)(entries, i));
    keys.push((0,packed_entries/* keyAt */.f5)(entries, entries.count - 1));
    return keys;
}

// EXTERNAL MODULE: ./build/s3/list/main-thread-chain.js + 3 modules
var main_thread_chain = __webpack_require__(7600);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:module"
var external_node_module_ = __webpack_require__(8995);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: ./build/s3/list/error-transport.js
var error_transport = __webpack_require__(6678);
;// CONCATENATED MODULE: ./build/s3/list/list-worker-protocol.js


;// CONCATENATED MODULE: ./build/s3/list/posted-page.js

/** The page to post, and the buffers to transfer with it (all its own). */
function postPage(packed) {
    const { text } = packed;
    // One pass in C++: a text whose UTF-8 length is its length is ASCII, one byte a character.
    const twoByte = Buffer.byteLength(text, 'utf8') !== text.length;
    // A buffer of its own (Buffer.from would take a small one from the shared pool, which must
    // never be transferred).
    const textBytes = new Uint8Array(twoByte ? 2 * text.length : text.length);
    Buffer.from(textBytes.buffer).write(text, twoByte ? 'utf16le' : 'latin1');
    const page = {
        count: packed.count,
        textBytes,
        twoByte,
        ends: packed.ends,
        sizes: packed.sizes,
        lastModifiedMs: packed.lastModifiedMs,
    };
    return { page, transfer: [textBytes.buffer, ...transferList(packed)] };
}
/** The packed entries of a posted page, its text a string again. */
function receivePage(page) {
    const { textBytes } = page;
    const bytes = Buffer.from(textBytes.buffer, textBytes.byteOffset, textBytes.byteLength);
    return {
        count: page.count,
        text: bytes.toString(page.twoByte ? 'utf16le' : 'latin1'),
        ends: page.ends,
        sizes: page.sizes,
        lastModifiedMs: page.lastModifiedMs,
    };
}

;// CONCATENATED MODULE: ./build/s3/list/worker-heap.js
/**
 * The worker allocates each page's text and entries, posts them and drops them: short-lived
 * garbage. V8's default lets its young generation grow to 48 MB, which listing 100k keys does
 * fill. With the cap at 4 MB, the RSS growth from a 10k to a 100k `ls` (`auto`, 3 runs each,
 * under `/usr/bin/time`) is 22-30 MB, against 48-50 MB without it; 2 and 8 MB were no better.
 * The worker collects more often, and one chain still lists at 1.04x the streamed floor in
 * `npm run bench -- list`.
 *
 * Its old generation grew with the allocation rate, not with what it holds: uncapped, V8 let
 * it grow for as long as the listing ran (100k -> 1M keys: 118 -> 165 MB peak RSS in `npm run
 * bench -- list-memory`, one run each); capped at 24, 48 and 64 MB, 134, 136 and 140 MB at 1M
 * (1.20x, 1.17x, 1.25x). What it must hold is bounded: the pages ahead (32, and 8 MiB of
 * text), the head range's two, and two requests in flight per chain, each page at most 1 MB
 * of key text with the longest keys; so 48 MB for up to 16 chains and 3 MB a chain beyond.
 *
 * `oldGenerationMb` replaces that arithmetic (tests give a worker a heap it cannot list in).
 */
function workerLimits(listConcurrency, oldGenerationMb) {
    return {
        maxYoungGenerationSizeMb: 4,
        maxOldGenerationSizeMb: oldGenerationMb ?? Math.max(48, 3 * listConcurrency),
    };
}
/**
 * The listing worker passed its heap limit. Node ends such a worker with its own
 * ERR_WORKER_OUT_OF_MEMORY ("JS heap out of memory"), which says neither which listing nor what
 * to do; the limit is sized for what a listing holds (`workerLimits`), so passing it means pages
 * larger than that arithmetic allows, held by more key ranges than it counts.
 */
class ListWorkerMemoryError extends Error {
    name = 'ListWorkerMemoryError';
    limitMb;
    constructor(place, options) {
        const limitMb = place.limits.maxOldGenerationSizeMb ?? 0;
        const where = JSON.stringify(`s3://${place.bucket}/${place.prefix}`);
        super(`Listing ${where} stopped: the listing worker ran out of memory, past its heap limit of ` +
            `${limitMb} MB with ${place.listConcurrency} key ranges listed at once. ` +
            'List with fewer key ranges at once (a lower list concurrency), or with the single ' +
            "lister, which lists on the main thread without the worker's limit.", options);
        this.limitMb = limitMb;
    }
}
/** The error a worker's 'error' event becomes: a named one for Node's out-of-memory end. */
function workerFailure(error, place) {
    const code = error.code;
    return code === 'ERR_WORKER_OUT_OF_MEMORY'
        ? new ListWorkerMemoryError(place, { cause: error })
        : error;
}

// EXTERNAL MODULE: ./build/lazy-builtins.js
var lazy_builtins = __webpack_require__(1449);
// EXTERNAL MODULE: ./build/young-generation.js
var young_generation = __webpack_require__(3867);
;// CONCATENATED MODULE: ./build/s3/list/threaded-lister.js











/**
 * How to start the worker. The worker has an entry of its own, bundled without the SDK
 * (dist/list-worker/index.js, beside the action's bundle and one level above the CLI's). From
 * sources (tests, tsx) the entry is a TypeScript file: Node 20 does not apply `--import` hooks to
 * a worker's own entry, so a small bootstrap registers tsx first and then imports it.
 */
function startWorker(data, resourceLimits) {
    const self = (0,external_node_url_.fileURLToPath)(import.meta.url);
    const here = external_node_path_.dirname(self);
    if (self.endsWith('.ts')) {
        const entry = (0,external_node_url_.pathToFileURL)(external_node_path_.join(here, 'list-worker-entry.ts')).href;
        const tsxCjs = (0,external_node_module_.createRequire)(import.meta.url).resolve('tsx/esm/api');
        const tsx = (0,external_node_url_.pathToFileURL)(external_node_path_.join(external_node_path_.dirname(tsxCjs), 'index.mjs')).href;
        const bootstrap = `import(${JSON.stringify(tsx)}).then((t) => t.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}));`;
        return new ((0,lazy_builtins/* workerThreads */.k)().Worker)(bootstrap, {
            eval: true,
            workerData: data,
            resourceLimits,
        });
    }
    const candidates = [
        external_node_path_.join(here, 'list-worker-entry.js'), // tsc's output (build/)
        external_node_path_.join(here, 'list-worker', 'index.js'), // dist/index.js
        external_node_path_.join(here, '..', 'list-worker', 'index.js'), // dist/cli/index.js
    ];
    const entry = candidates.find((file) => (0,external_node_fs_.existsSync)(file));
    if (!entry) {
        throw new Error(`the listing worker's bundle is missing (looked for ${candidates.join(', ')}); rebuild with npm run package`);
    }
    return new ((0,lazy_builtins/* workerThreads */.k)().Worker)(entry, { workerData: data, resourceLimits });
}
/**
 * The consumer side of the threaded lister: a worker lists and parses, this thread takes whole
 * pages from a bounded queue. The worker starts (loads its bundle) at construction and lists
 * once `start` tells it where; `ready` says when its bundle has loaded, so that a lister that
 * listed the first pages itself knows when to hand over. Leaving `batches()` early, an abort or
 * an error ends the worker, and with it its sockets and timers.
 */
class ListWorkerThread {
    request;
    stats;
    worker;
    queue = [];
    isLoaded = false;
    finished = false;
    failure;
    wake;
    markLoaded;
    /** Resolves once the worker's bundle has loaded, or it has failed. */
    loaded = new Promise((resolve) => (this.markLoaded = resolve));
    constructor(request, stats) {
        this.request = request;
        this.stats = stats;
        const limits = workerLimits(request.listConcurrency, request.workerOldGenerationMb);
        this.worker = startWorker({
            bucket: request.bucket,
            prefix: request.prefix,
            pageSize: request.pageSize,
            upper: request.upper,
            queuePages: request.queuePages,
            listConcurrency: request.listConcurrency,
            proxy: request.proxy,
            headersTimeoutMs: request.headersTimeoutMs,
        }, limits);
        // Under a held young generation the worker would compile Node's own modules from source.
        (0,young_generation/* liftHoldWhile */.K)(this.loaded);
        stats.workerStarted = true;
        const place = { ...request, limits };
        this.worker.on('message', (message) => this.receive(message));
        this.worker.on('error', (error) => this.fail(workerFailure(error, place)));
        this.worker.on('exit', (code) => {
            if (!this.finished)
                this.fail(new Error(`the listing worker stopped unexpectedly (exit code ${code})`));
        });
    }
    /** Whether the worker's bundle has loaded (or it has failed: `batches()` then says why). */
    get ready() {
        return this.isLoaded || this.failure !== undefined;
    }
    /** Lets the worker list: keys after `startAfter`, the pages before it described by `listedBefore`. */
    start(target, startAfter, listedBefore) {
        this.send({ type: 'start', target, startAfter, listedBefore });
    }
    fail(error) {
        this.failure ??= error instanceof Error ? error : new Error(String(error));
        this.markLoaded();
        this.wake?.();
    }
    /** Ends the worker (its sockets and timers with it). */
    async terminate() {
        await this.worker.terminate();
    }
    /** The listed entries, a page at a time in at most `BATCH_ENTRIES_MAX` (`countedBatches`). */
    async *batches() {
        const signal = this.request.signal;
        const onAbort = () => this.fail(signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
        signal?.addEventListener('abort', onAbort, { once: true });
        try {
            for (;;) {
                if (signal?.aborted) {
                    onAbort();
                    throw this.failure;
                }
                const batch = this.queue.shift();
                if (batch) {
                    this.send({ type: 'credit' });
                    yield* countedBatches(receivePage(batch), this.stats);
                    continue;
                }
                if (this.failure)
                    throw this.failure;
                if (this.finished)
                    return;
                await new Promise((resolve) => (this.wake = resolve));
                this.wake = undefined;
            }
        }
        finally {
            signal?.removeEventListener('abort', onAbort);
            await this.terminate();
        }
    }
    send(message) {
        this.worker.postMessage(message);
    }
    receive(message) {
        const { request, stats } = this;
        switch (message.type) {
            case 'ready':
                this.isLoaded = true;
                this.markLoaded();
                break;
            case 'batch':
                if (message.count === 0)
                    this.send({ type: 'credit' });
                else
                    this.queue.push(message);
                break;
            case 'credentials-request':
                request.credentials().then((c) => this.send({
                    type: 'credentials',
                    id: message.id,
                    credentials: {
                        accessKeyId: c.accessKeyId,
                        secretAccessKey: c.secretAccessKey,
                        sessionToken: c.sessionToken,
                        expiration: c.expiration,
                    },
                }), (error) => this.send({ type: 'credentials', id: message.id, error: (0,error_transport/* serializeError */.P)(error) }));
                return;
            case 'sign-request':
                request.signInMainThread(message.params).then((signed) => this.send({ type: 'signed', id: message.id, request: signed }), (error) => this.send({ type: 'signed', id: message.id, error: (0,error_transport/* serializeError */.P)(error) }));
                return;
            case 'debug':
                request.onDebug?.(message.message);
                return;
            case 'done':
                stats.pages += message.pages;
                stats.retries += message.retries;
                stats.bytes += message.bytes;
                stats.ranges += message.ranges;
                stats.splits += message.splits;
                stats.wastedPages += message.wastedPages;
                stats.maxInFlight = Math.max(stats.maxInFlight, message.maxInFlight);
                stats.workerUtilization = message.workerUtilization;
                this.finished = true;
                break;
            case 'error':
                this.failure ??= (0,error_transport/* deserializeError */.c)(message.error);
                break;
        }
        this.wake?.();
    }
}
/**
 * Entries taken as objects at a time: a batch is what the consumer holds while it works on it,
 * and what a scavenge of its thread finds alive and copies. A page of 1,000 keys made 280 KB
 * survive each scavenge of the main thread on average in a 1M-key `ls`; in batches of 200,
 * 135 KB. V8 grows the young generation by what survives (young-generation.ts).
 */
const BATCH_ENTRIES_MAX = 200;
/** A page's entries, counted in the listing's stats, in batches of at most `BATCH_ENTRIES_MAX`. */
function* countedBatches(page, stats) {
    stats.objects += page.count;
    stats.firstPageMs ??= Date.now() - stats.startedAtMs;
    for (let from = 0; from < page.count; from += BATCH_ENTRIES_MAX)
        yield (0,packed_entries/* unpackEntries */.xc)(page, from, Math.min(page.count, from + BATCH_ENTRIES_MAX));
}

;// CONCATENATED MODULE: ./build/s3/list/lazy-threaded-lister.js





/**
 * Pages listed here at most before the worker takes over, ready or not. It loads in 40-100 ms,
 * two to four pages from RGW on loopback, one from AWS in-region.
 */
const MAIN_THREAD_PAGES_MAX = 4;
/**
 * The threaded lister, with its worker started only when it pays. Starting the worker (its
 * bundle, its own sockets) costs about 0.1 s and 0.08 CPU-seconds, more than a listing of one
 * page takes: so the first page is listed here, on the main thread, with the worker's own chain
 * (signed requests, the page scanner). A last page ends the listing without a worker. A
 * truncated one starts the worker, and this thread goes on listing page after page while its
 * bundle loads; once it is ready, the worker takes over after the last key listed here, with
 * what these pages showed of the key space, so that it splits into parallel ranges at once.
 * The request already out for the next page here is dropped: with RGW's layout (the token after
 * the last key) it has just gone out, and the worker asks for the same keys.
 */
async function* listLazily(request, stats) {
    const chain = await (0,main_thread_chain/* openMainThreadChain */.L)(request);
    const listed = new ListedHere();
    let more = false;
    let worker;
    let handedOver = false;
    try {
        for await (const page of chain.pages({ onPageInfo: (truncated) => (more = truncated) })) {
            request.signal?.throwIfAborted();
            if (page.count > 0) {
                listed.add(page);
                yield* countedBatches(page, stats);
            }
            if (!more)
                return;
            worker ??= new ListWorkerThread(request, stats);
            // Leaving the loop ends the chain, and with it the request out for its next page. A
            // worker slow to load is waited for after a few pages: its ranges are the faster way on,
            // and parsing here takes CPU from the transfers on this thread.
            if (worker.ready || chain.stats.pages >= MAIN_THREAD_PAGES_MAX)
                break;
        }
        if (!worker)
            return;
        // Every page from here on crosses this thread as short-lived objects: V8 would grow the
        // young generation by what survives its scavenges for as long as the listing runs.
        (0,young_generation/* holdYoungGeneration */.k)();
        worker.start(chain.target, listed.lastKey ?? request.startAfter, listed.summary());
        handedOver = true;
        request.onDebug?.(`the listing worker takes over after ${chain.stats.pages} pages listed on the main thread`);
        yield* worker.batches();
    }
    catch (error) {
        // A request cut by the abort fails as an AbortError: say why the listing stopped instead.
        request.signal?.throwIfAborted();
        throw error;
    }
    finally {
        chain.addStats(stats);
        if (!handedOver) {
            stats.ranges = 1;
            stats.maxInFlight = Math.max(stats.maxInFlight, Math.min(2, chain.stats.pages));
            await worker?.terminate();
        }
    }
}
/** What the pages listed on this thread showed: where they end, and keys to learn from. */
class ListedHere {
    lastKey;
    firstKey;
    count = 0;
    samples = [];
    add(page) {
        this.firstKey ??= (0,packed_entries/* detachedCopy */.mt)((0,packed_entries/* keyAt */.f5)(page, 0));
        this.lastKey = (0,packed_entries/* detachedCopy */.mt)((0,packed_entries/* keyAt */.f5)(page, page.count - 1));
        this.count += page.count;
        for (const key of sampleKeys(page))
            this.samples.push(key);
    }
    summary() {
        return this.firstKey === undefined
            ? undefined
            : { firstKey: this.firstKey, listed: this.count, samples: this.samples };
    }
}

// EXTERNAL MODULE: ./build/s3/list/listed-keys.js
var listed_keys = __webpack_require__(6216);
;// CONCATENATED MODULE: ./build/s3/list/list-objects.js










/**
 * The bucket lister's one entry point: batches of entries (each from one page) in S3's order, which
 * is UTF-8 byte order. `threaded` (the default) lists in a worker thread with the quick page,
 * once the first page, listed on the main thread, says there is more; `single` is the baseline
 * of one request at a time. Both yield exactly the same entries, and send their pages the same
 * way (`list-chain.ts` over `page-request.ts`).
 */
function listObjects(options) {
    const lister = options.lister ?? 'threaded';
    const pageSize = options.pageSize ?? list_types/* MAX_PAGE_SIZE */.H4;
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > list_types/* MAX_PAGE_SIZE */.H4) {
        throw new errors/* SettingError */.L_('pageSize', String(pageSize), `an integer from 1 to ${list_types/* MAX_PAGE_SIZE */.H4}`);
    }
    const stats = (0,list_types/* newListStats */.g5)(lister);
    const listConcurrency = resolveListConcurrency(options.bucket, options.listConcurrency, options.onDebug);
    const range = { startAfter: options.startAfter, upper: (0,list_chain/* upperBoundOf */.gt)(options) };
    async function* batches() {
        stats.startedAtMs = Date.now();
        // The main thread's connection: it resolves where the pages go, owns the credentials
        // that both listers (and the worker) sign with, and signs, through the SDK's client, what
        // SigV4 of our own cannot;
        // its agent carries the pages listed on this thread (two requests in flight, and a third
        // for a response that is still finishing).
        const connection = (0,client/* createS3Connection */.t)({
            ...options.client,
            maxSockets: Math.max(3, options.client.maxSockets),
        });
        try {
            const main = mainThreadListing(connection, options, pageSize);
            if (lister === 'single') {
                yield* (0,single_lister/* listSingle */.d)({ ...main, ...range }, stats);
            }
            else {
                yield* listLazily({
                    ...main,
                    // Parallel ranges list ahead inside the worker; this queue only covers the hand-off.
                    queuePages: options.queuePages ?? list_types/* DEFAULT_QUEUE_PAGES */.tw,
                    listConcurrency,
                    workerOldGenerationMb: options.workerOldGenerationMb,
                    ...range,
                }, stats);
            }
        }
        finally {
            stats.finishedAtMs = Date.now();
            connection.close();
        }
    }
    return { stats, [Symbol.asyncIterator]: () => (0,listed_keys/* batchesInOrder */.kX)(batches(), options) };
}
/** What both listers take from the main thread's SDK client and the listing's options. */
function mainThreadListing(connection, options, pageSize) {
    const { client, agent } = connection;
    const credentials = options.credentials ?? connection.credentials;
    const firstPage = {
        bucket: options.bucket,
        prefix: options.prefix,
        pageSize,
        startAfter: options.startAfter,
    };
    return {
        bucket: options.bucket,
        prefix: options.prefix,
        pageSize,
        credentials: () => credentials().catch((error) => {
            throw (0,s3_failure/* s3FailureFromSdk */.H)(error, 'ListObjectsV2', options.bucket, options.prefix);
        }),
        resolveTarget: () => connection.bucketTarget(firstPage, options.signal),
        signInMainThread: (params) => signListRequest(client, params, options.signal),
        agent,
        proxy: options.client.proxy,
        headersTimeoutMs: options.headersTimeoutMs,
        signal: options.signal,
        onDebug: options.onDebug,
    };
}


/***/ }),

/***/ 6216:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JK: () => (/* binding */ ListedKeyCheck),
/* harmony export */   kX: () => (/* binding */ batchesInOrder)
/* harmony export */ });
/* unused harmony export checkKeyLength */
/* harmony import */ var _key_order_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2034);
/* harmony import */ var _list_bounds_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(146);


/** A UTF-16 code unit is at most 3 bytes of UTF-8: a key this short is within S3's limit. */
const SURELY_SHORT_CHARS = Math.floor(_list_bounds_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_KEY_BYTES */ .Xd / 3);
/**
 * Checks each listed key against what was asked: inside the prefix, within S3's length, and
 * strictly after the one before it in UTF-8 byte order (the first after the key the listing
 * starts after). A server that breaks any of these is not listing what it was asked for, and a
 * sync that went on would plan writes and deletes from keys it never asked about (issue #41):
 * the listing ends with an error that names the key, before anything is done with it. Keys
 * past the upper bound are S3's normal answer (it knows no end key) and are for the caller to
 * drop.
 */
class ListedKeyCheck {
    place;
    last;
    constructor(place, startAfter) {
        this.place = place;
        this.last = startAfter || undefined;
    }
    /** The last key checked (or the key the listing starts after). */
    get lastKey() {
        return this.last;
    }
    /** Checks the next key; throws an S3Error naming it when it is not one this listing may hold. */
    check(key) {
        if (key.length > SURELY_SHORT_CHARS)
            checkKeyLength(key, this.place);
        if (!key.startsWith(this.place.prefix)) {
            throw (0,_list_bounds_js__WEBPACK_IMPORTED_MODULE_1__/* .listingFailure */ .Zd)(this.place, 'KeyOutsidePrefix', `the server listed ${JSON.stringify(key)}, which is outside the prefix asked for; a listing that does not keep to its prefix is refused`);
        }
        const last = this.last;
        if (last !== undefined && (0,_key_order_js__WEBPACK_IMPORTED_MODULE_0__/* .compareKeys */ .Y)(key, last) <= 0) {
            throw (0,_list_bounds_js__WEBPACK_IMPORTED_MODULE_1__/* .listingFailure */ .Zd)(this.place, 'KeyOutOfOrder', `the server listed ${JSON.stringify(key)} after ${JSON.stringify(last)}; keys must come in strictly increasing UTF-8 byte order, and a listing that repeats or reorders them is refused`);
        }
        this.last = key;
    }
}
/**
 * The batches of a listing, each checked to begin after the batch before it ended. Each chain
 * checks its own keys; this holds the whole listing to one order across the pages the main
 * thread listed, the worker's parallel ranges and the hand-over between them, at one compare a
 * page.
 */
async function* batchesInOrder(batches, place) {
    let last;
    for await (const batch of batches) {
        const first = batch[0]?.key;
        if (first !== undefined && last !== undefined)
            new ListedKeyCheck(place, last).check(first);
        if (batch.length > 0)
            last = batch[batch.length - 1].key;
        yield batch;
    }
}
/** Refuses a key longer than S3 allows, showing only its start and its length. */
function checkKeyLength(key, place) {
    if (key.length <= SURELY_SHORT_CHARS)
        return;
    const bytes = Buffer.byteLength(key);
    if (bytes <= _list_bounds_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_KEY_BYTES */ .Xd)
        return;
    throw (0,_list_bounds_js__WEBPACK_IMPORTED_MODULE_1__/* .listingFailure */ .Zd)(place, 'KeyTooLong', `the server listed a key of ${bytes} bytes, longer than S3's ${_list_bounds_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_KEY_BYTES */ .Xd}: ${JSON.stringify((0,_list_bounds_js__WEBPACK_IMPORTED_MODULE_1__/* .clip */ .$Q)(key))} (its first ${_list_bounds_js__WEBPACK_IMPORTED_MODULE_1__/* .SHOWN_CHARS */ .q4} characters)`);
}


/***/ }),

/***/ 7600:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  L: () => (/* binding */ openMainThreadChain)
});

// EXTERNAL MODULE: ./build/secret-text.js
var secret_text = __webpack_require__(9288);
;// CONCATENATED MODULE: ./build/s3/list/borrowed-credentials.js

/** Ask again this long before the credentials expire, as the SDK's own providers do. */
const REFRESH_BEFORE_EXPIRY_MS = 5 * 60_000;
/**
 * Credentials that the worker borrows from the main thread (which owns the chain: OIDC session
 * tokens and their refresh), kept until shortly before they expire. Callers that ask at the
 * same time share one request. Their secret parts are learnt for redaction in the worker's own
 * thread too (secret-text.ts), where the key it shows in an error is cut (list-bounds.ts clip).
 */
function borrowedCredentials(fetch, nowMs = Date.now) {
    let current;
    let pending;
    const fresh = (c) => c.expiration === undefined || c.expiration.getTime() - REFRESH_BEFORE_EXPIRY_MS > nowMs();
    return () => {
        if (current && fresh(current))
            return Promise.resolve(current);
        pending ??= fetch().then((c) => {
            (0,secret_text/* addSecrets */.Nc)([c.secretAccessKey, c.sessionToken]);
            current = c;
            pending = undefined;
            return c;
        }, (error) => {
            pending = undefined;
            throw error;
        });
        return pending;
    };
}

// EXTERNAL MODULE: ./build/s3/list/list-chain.js + 4 modules
var list_chain = __webpack_require__(6423);
// EXTERNAL MODULE: ./build/s3/signing/bodiless-sigv4.js
var bodiless_sigv4 = __webpack_require__(1448);
// EXTERNAL MODULE: ./build/s3/signing/signing-clock.js
var signing_clock = __webpack_require__(9651);
// EXTERNAL MODULE: ./build/s3/query-string.js
var query_string = __webpack_require__(9493);
;// CONCATENATED MODULE: ./build/s3/list/list-request.js
/**
 * A ListObjectsV2 request as plain data, free of the SDK: the listing worker builds and signs
 * these itself, so that its bundle stays small and starts fast.
 */
/** The query of one page, as the SDK's ListObjectsV2Command builds it. */
function listQuery(params) {
    const query = {
        'list-type': '2',
        'encoding-type': 'url',
        'max-keys': String(params.pageSize),
    };
    if (params.prefix)
        query.prefix = params.prefix;
    if (params.delimiter)
        query.delimiter = params.delimiter;
    // A continuation token overrides StartAfter, so send only one of them.
    if (params.continuationToken)
        query['continuation-token'] = params.continuationToken;
    else if (params.startAfter)
        query['start-after'] = params.startAfter;
    return query;
}

;// CONCATENATED MODULE: ./build/s3/list/sigv4-list-signer.js




/**
 * SigV4 for the listing worker, and for the pages listed on the main thread before it takes
 * over: without the SDK's signer, which the worker would load only for this (bodiless-sigv4.ts).
 */
function createSigV4ListSigner(target, credentials) {
    if (target.signing.kind !== 'sigv4') {
        throw new Error(`the bucket needs ${target.signing.kind} signing, not SigV4`);
    }
    const signer = new bodiless_sigv4/* BodilessSigV4 */.X(target.signing.region, target.signing.service);
    const clock = new signing_clock/* SigningClock */.Y();
    return {
        clock,
        async sign(params) {
            const query = listQuery(params);
            const headers = signer.sign({ method: 'GET', path: target.basePath, query, headers: { host: target.host } }, await credentials(), clock.now());
            // Not signed (SigV4 leaves User-Agent out), so it is added afterwards.
            if (target.userAgent)
                headers['user-agent'] = target.userAgent;
            return {
                protocol: target.protocol,
                hostname: target.hostname,
                port: target.port,
                method: 'GET',
                path: target.basePath + (0,query_string/* toQueryString */.zJ)(query),
                headers,
            };
        },
    };
}

;// CONCATENATED MODULE: ./build/s3/list/main-thread-chain.js



/**
 * Opens a chain for the main thread: the target the SDK resolves, a signer (SigV4 of our own
 * where the bucket takes it, with the client's credentials; otherwise each page through the SDK:
 * S3 Express, SigV4a, and --no-sign-request, whose probe carries no signature and whose pages
 * then carry none), on the main thread's agent.
 */
async function openMainThreadChain(request) {
    const target = await request.resolveTarget();
    const signer = target.signing.kind === 'sigv4'
        ? createSigV4ListSigner(target, borrowedCredentials(request.credentials))
        : { sign: request.signInMainThread };
    const stats = { pages: 0, retries: 0, bytes: 0, wastedPages: 0 };
    return {
        target,
        stats,
        pages: (more = {}) => (0,list_chain/* listChain */.MW)({
            signer,
            agent: request.agent,
            bucket: request.bucket,
            prefix: request.prefix,
            pageSize: request.pageSize,
            startAfter: request.startAfter,
            upperBound: () => request.upper,
            signal: request.signal,
            headersTimeoutMs: request.headersTimeoutMs,
            stats,
            onRetry: (error, attempt, delayMs) => request.onDebug?.(`ListObjectsV2 attempt ${attempt} failed (${error.message}); retrying in ${delayMs} ms`),
            ...more,
        }),
        addStats(into) {
            into.pages += stats.pages;
            into.retries += stats.retries;
            into.bytes += stats.bytes;
            into.wastedPages += stats.wastedPages;
        },
    };
}


/***/ }),

/***/ 7615:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G$: () => (/* binding */ PackedEntriesBuilder),
/* harmony export */   f5: () => (/* binding */ keyAt),
/* harmony export */   mt: () => (/* binding */ detachedCopy),
/* harmony export */   nF: () => (/* binding */ slicePacked),
/* harmony export */   xc: () => (/* binding */ unpackEntries)
/* harmony export */ });
/* unused harmony export transferList */
/**
 * Collects a page's entries while it is scanned, straight into the packed form. The strings
 * of an entry are slices of the response text; `seal()` copies those added since the last seal
 * into one string of their own, so the text can go as soon as a chunk is scanned. No object per
 * entry outlives its chunk: a page that is still arriving holds compact text and numbers.
 */
class PackedEntriesBuilder {
    /** The strings added since the last seal, slices of the response text. */
    unsealed = [];
    fragments = [];
    // Sized for a full page of 1,000 keys, doubled if a server sends more.
    ends = new Uint32Array(3 * 1024);
    sizes = new Float64Array(1024);
    lastModifiedMs = new Float64Array(1024);
    textLength = 0;
    added = 0;
    get count() {
        return this.added;
    }
    add({ key, etag, storageClass, size, lastModifiedMs }) {
        const i = this.added++;
        if (i === this.sizes.length)
            this.grow();
        this.unsealed.push(key, etag, storageClass);
        this.ends[3 * i] = this.textLength += key.length;
        this.ends[3 * i + 1] = this.textLength += etag.length;
        this.ends[3 * i + 2] = this.textLength += storageClass.length;
        this.sizes[i] = size;
        this.lastModifiedMs[i] = lastModifiedMs;
    }
    seal() {
        if (this.unsealed.length === 0)
            return;
        // join() copies the pieces into one flat string. (A string built with + would stay a tree
        // of pointers into the response text.)
        this.fragments.push(this.unsealed.join(''));
        this.unsealed = [];
    }
    /**
     * The page. `rewriteKeys` maps the first `rewriteCount` keys, for a page that said how its
     * keys are encoded only after some of them (RGW may send EncodingType after the Contents).
     */
    finish(rewriteCount = 0, rewriteKeys) {
        this.seal();
        const packed = {
            count: this.count,
            text: this.fragments.join(''),
            ends: this.ends.slice(0, 3 * this.count),
            sizes: this.sizes.slice(0, this.count),
            lastModifiedMs: this.lastModifiedMs.slice(0, this.count),
        };
        return rewriteCount > 0 && rewriteKeys
            ? rewriteFirstKeys(packed, rewriteCount, rewriteKeys)
            : packed;
    }
    grow() {
        const widen = (a, make) => {
            const wider = make(a.length * 2);
            wider.set(a);
            return wider;
        };
        this.ends = widen(this.ends, (n) => new Uint32Array(n));
        this.sizes = widen(this.sizes, (n) => new Float64Array(n));
        this.lastModifiedMs = widen(this.lastModifiedMs, (n) => new Float64Array(n));
    }
}
function rewriteFirstKeys(packed, rewriteCount, rewrite) {
    const { count, text, ends: oldEnds } = packed;
    const parts = new Array(3 * count);
    const ends = new Uint32Array(3 * count);
    let start = 0;
    let end = 0;
    for (let i = 0; i < count; i++) {
        for (let j = 0; j < 3; j++) {
            const slice = text.slice(start, oldEnds[3 * i + j]);
            start = oldEnds[3 * i + j];
            const value = j === 0 && i < rewriteCount ? rewrite(slice) : slice;
            parts[3 * i + j] = value;
            ends[3 * i + j] = end += value.length;
        }
    }
    return { ...packed, text: parts.join(''), ends };
}
/** The key of entry `i`. */
function keyAt(packed, i) {
    return packed.text.slice(i === 0 ? 0 : packed.ends[3 * i - 1], packed.ends[3 * i]);
}
/** Entries `from` (inclusive) to `to` (exclusive, `to >= from`), with buffers of their own. */
function slicePacked(packed, from, to) {
    if (from === 0 && to === packed.count)
        return packed;
    const offset = from === 0 ? 0 : packed.ends[3 * from - 1];
    const textEnd = to === 0 ? 0 : packed.ends[3 * to - 1];
    return {
        count: to - from,
        text: packed.text.slice(offset, textEnd),
        // map() of a view makes the new array: one copy, not two.
        ends: packed.ends.subarray(3 * from, 3 * to).map((e) => e - offset),
        sizes: packed.sizes.slice(from, to),
        lastModifiedMs: packed.lastModifiedMs.slice(from, to),
    };
}
/**
 * Entries `from` (inclusive) to `to` (exclusive) as objects. A storage class equal to the one
 * before is that string again, not a fresh copy: a page's classes are nearly all one word, and
 * a copy of a short string is an allocation per key on the consumer's thread.
 */
function unpackEntries(packed, from = 0, to = packed.count) {
    const { text, ends, sizes, lastModifiedMs } = packed;
    const entries = new Array(to - from);
    let start = from === 0 ? 0 : ends[3 * from - 1];
    let storageClass = '';
    for (let i = from; i < to; i++) {
        const keyEnd = ends[3 * i];
        const etagEnd = ends[3 * i + 1];
        const classEnd = ends[3 * i + 2];
        if (classEnd - etagEnd !== storageClass.length || !text.startsWith(storageClass, etagEnd))
            storageClass = text.slice(etagEnd, classEnd);
        entries[i - from] = {
            key: text.slice(start, keyEnd),
            size: sizes[i],
            lastModifiedMs: lastModifiedMs[i],
            etag: text.slice(keyEnd, etagEnd),
            storageClass,
        };
        start = classEnd;
    }
    return entries;
}
/** The buffers to transfer (not copy) when the page is posted to another thread. */
function transferList(packed) {
    return [
        packed.ends.buffer,
        packed.sizes.buffer,
        packed.lastModifiedMs.buffer,
    ];
}
/**
 * A copy of a string that keeps nothing else alive. V8 makes a substring of 13 or more
 * characters a view into its parent, so a key kept for the whole listing (a range's last key,
 * say) would keep its page's packed text, some 60 KB, for as long. Prepending a character builds
 * a new string, which slice() flattens into one of the key's own length.
 */
function detachedCopy(s) {
    return ` ${s}`.slice(1);
}


/***/ }),

/***/ 6180:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ listSingle)
/* harmony export */ });
/* harmony import */ var _main_thread_chain_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7600);
/* harmony import */ var _packed_entries_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7615);


/**
 * The baseline: one request at a time on the main thread, each sent once the page before it
 * has arrived whole, as the aws-cli's `single` lister does; it is what `threaded` is measured
 * and checked against. Its pages go the one way every listing's go (`list-chain.ts` over
 * `page-request.ts`), with the same bounds and the same check of every key; `ls` without
 * --recursive lists its one level here too.
 */
async function* listSingle(request, stats) {
    const chain = await (0,_main_thread_chain_js__WEBPACK_IMPORTED_MODULE_0__/* .openMainThreadChain */ .L)(request);
    stats.ranges = 1;
    stats.maxInFlight = 1;
    try {
        const pages = chain.pages({
            delimiter: request.delimiter,
            onPrefixes: request.onPrefixes,
            lookAhead: false,
        });
        for await (const page of pages) {
            request.signal?.throwIfAborted();
            stats.objects += page.count;
            stats.firstPageMs ??= Date.now() - stats.startedAtMs;
            // A page of common prefixes only is still a page to `ls`, which shows them as it goes.
            if (page.count > 0)
                yield (0,_packed_entries_js__WEBPACK_IMPORTED_MODULE_1__/* .unpackEntries */ .xc)(page);
            else if (request.delimiter)
                yield [];
        }
    }
    finally {
        chain.addStats(stats);
    }
}


/***/ }),

/***/ 1984:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   At: () => (/* binding */ isS3Url),
/* harmony export */   F$: () => (/* binding */ parseS3Url),
/* harmony export */   LL: () => (/* binding */ formatS3Url)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9473);

const S3_URL_FORM = "an S3 URL like 's3://bucket' or 's3://bucket/prefix/'";
// S3's rules for bucket names (3-63 characters of lowercase letters, digits, dots and hyphens,
// starting and ending with a letter or digit). Legacy buckets with capitals or underscores exist
// in us-east-1 and on some S3-compatible stores, so those two are let through.
const BUCKET_NAME = /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,61}[a-zA-Z0-9]$/;
function isS3Url(value) {
    return /^s3:\/\//i.test(value);
}
/** Parses "s3://bucket/prefix" once, into the one type the rest of the code uses. */
function parseS3Url(value, input = 'source') {
    if (!isS3Url(value))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(input, value, S3_URL_FORM);
    const rest = value.slice('s3://'.length);
    const slash = rest.indexOf('/');
    const bucket = slash === -1 ? rest : rest.slice(0, slash);
    const prefix = slash === -1 ? '' : rest.slice(slash + 1);
    if (bucket.length === 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(input, value, `${S3_URL_FORM}, with a bucket name`);
    if (!BUCKET_NAME.test(bucket) || bucket.includes('..')) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(input, value, `${S3_URL_FORM} whose bucket name has 3-63 letters, digits, dots or hyphens and starts and ends with a letter or digit`);
    }
    return { bucket, prefix };
}
function formatS3Url(location, key = location.prefix) {
    return `s3://${location.bucket}/${key}`;
}


/***/ }),

/***/ 3079:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F8: () => (/* binding */ ProxyTunnel),
/* harmony export */   LB: () => (/* binding */ dialProxy),
/* harmony export */   YB: () => (/* binding */ proxyAuthorization)
/* harmony export */ });
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7030);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7075);
/* harmony import */ var node_tls__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1692);
/* harmony import */ var _proxy_settings_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9616);




/** A CONNECT answer's head larger than this is refused (a proxy's are a few hundred bytes). */
const MAX_CONNECT_HEAD_BYTES = 16 * 1024;
/** `Basic` credentials from the proxy URL's user and password, or undefined when it has none. */
function proxyAuthorization(proxy) {
    if (!proxy.username && !proxy.password)
        return undefined;
    const pair = `${decodeURIComponent(proxy.username)}:${decodeURIComponent(proxy.password)}`;
    return `Basic ${Buffer.from(pair).toString('base64')}`;
}
/** A socket to the proxy itself (TLS for an `https://` proxy), with `extra` options. */
function dialProxy(proxy, extra = {}) {
    const host = proxy.hostname.replace(/^\[|\]$/g, '');
    const secure = proxy.protocol === 'https:';
    const port = Number(proxy.port) || (secure ? 443 : 80);
    return secure
        ? node_tls__WEBPACK_IMPORTED_MODULE_2__.connect({
            host,
            port,
            servername: node_net__WEBPACK_IMPORTED_MODULE_0__.isIP(host) ? undefined : host,
            ALPNProtocols: ['http/1.1'],
            ...extra,
        })
        : node_net__WEBPACK_IMPORTED_MODULE_0__.connect({ host, port, ...extra });
}
/**
 * A CONNECT tunnel through `proxy` to `host:port`, as a stream that exists at once: bytes written
 * before the proxy answers wait for its 200, so a TLS socket can be wrapped around it in the same
 * tick. The raw reader (`raw-connections.ts`) needs that: it gives `onread` to `tls.connect`
 * when the connection is made, and a library's tunnel comes back already wrapped in TLS.
 * A refusal (407, 403, 502...) destroys the stream with an error naming the proxy by host only.
 */
class ProxyTunnel extends node_stream__WEBPACK_IMPORTED_MODULE_1__.Duplex {
    socket;
    open = false;
    head = Buffer.alloc(0);
    waiting = [];
    constructor(proxyUrl, host, port) {
        super();
        const proxy = new URL(proxyUrl);
        this.socket = dialProxy(proxy);
        const authority = `${node_net__WEBPACK_IMPORTED_MODULE_0__.isIPv6(host) ? `[${host}]` : host}:${port}`;
        const lines = [`CONNECT ${authority} HTTP/1.1`, `Host: ${authority}`];
        const authorization = proxyAuthorization(proxy);
        if (authorization)
            lines.push(`Proxy-Authorization: ${authorization}`);
        this.socket.write(`${lines.join('\r\n')}\r\n\r\n`);
        const onHead = (chunk) => {
            this.head = Buffer.concat([this.head, chunk]);
            const end = this.head.indexOf('\r\n\r\n');
            if (end < 0) {
                if (this.head.length > MAX_CONNECT_HEAD_BYTES)
                    this.destroy(new Error(`the proxy ${(0,_proxy_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .proxyDisplay */ .X4)(proxyUrl)} sent too long an answer`));
                return;
            }
            this.socket.off('data', onHead);
            const status = this.head.toString('latin1', 0, this.head.indexOf('\r\n'));
            if (!/^HTTP\/1\.[01] 2\d\d /.test(`${status} `)) {
                this.destroy(Object.assign(new Error(`the proxy ${(0,_proxy_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .proxyDisplay */ .X4)(proxyUrl)} refused a tunnel to ${authority}: ${JSON.stringify(status)}`), { code: 'ProxyRefused', statusCode: Number(status.split(' ')[1]) || undefined }));
                return;
            }
            this.open = true;
            const rest = this.head.subarray(end + 4);
            this.head = Buffer.alloc(0);
            if (rest.length)
                this.push(rest);
            this.socket.on('data', (data) => {
                if (!this.push(data))
                    this.socket.pause();
            });
            for (const go of this.waiting.splice(0))
                go();
        };
        this.socket.on('data', onHead);
        this.socket.on('end', () => this.push(null));
        this.socket.on('error', (error) => this.destroy(error));
        this.socket.on('close', () => {
            if (this.destroyed)
                return;
            // Open, the end of what was pushed is read first; before the answer, it is a failure.
            if (this.open)
                this.push(null);
            else
                this.destroy(Object.assign(new Error(`the proxy ${(0,_proxy_settings_js__WEBPACK_IMPORTED_MODULE_3__/* .proxyDisplay */ .X4)(proxyUrl)} closed the tunnel`), {
                    code: 'ECONNRESET',
                }));
        });
    }
    _read() {
        this.socket.resume();
    }
    _write(chunk, _encoding, done) {
        if (this.open)
            this.socket.write(chunk, done);
        else
            this.waiting.push(() => this.socket.write(chunk, done));
    }
    _final(done) {
        if (this.open)
            this.socket.end(done);
        else
            this.waiting.push(() => this.socket.end(done));
    }
    _destroy(error, done) {
        this.socket.destroy();
        done(error);
    }
}


/***/ }),

/***/ 9493:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   My: () => (/* binding */ encodeRfc3986),
/* harmony export */   du: () => (/* binding */ objectPath),
/* harmony export */   zJ: () => (/* binding */ toQueryString)
/* harmony export */ });
// The query and path encodings of requests signed outside the SDK. Kept apart from the SDK's
// signer (sigv4.ts), so that the listing worker, which signs with bodiless-sigv4.ts, loads
// neither.
/** RFC 3986 encoding, as SigV4's canonical query uses; the server decodes before it verifies. */
function encodeRfc3986(value) {
    return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
/** `?a=1&b=2`, sorted and encoded the way the signature was computed. */
function toQueryString(query) {
    const parts = [];
    for (const name of Object.keys(query).sort()) {
        const value = query[name];
        if (value === null || value === undefined)
            parts.push(encodeRfc3986(name));
        else
            for (const v of Array.isArray(value) ? value : [value])
                parts.push(`${encodeRfc3986(name)}=${encodeRfc3986(v)}`);
    }
    return parts.length ? `?${parts.join('&')}` : '';
}
/** An object's path on the target, each segment of the key encoded and its slashes kept. */
function objectPath(target, key) {
    return target.basePath + key.split('/').map(encodeRfc3986).join('/');
}


/***/ }),

/***/ 4386:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ captureSignedListRequest),
/* harmony export */   o: () => (/* binding */ resolveBucketTarget)
/* harmony export */ });
/* harmony import */ var _s3_failure_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6602);

/**
 * Signs one probe request with the SDK and keeps what it resolved, so that the listing worker
 * can sign the pages itself without loading the SDK (loaded here on the main thread, where the
 * target is not one `computed-target.ts` works out). Failures to resolve credentials or the
 * endpoint surface here, on the main thread, in the user's terms.
 */
async function resolveBucketTarget(client, params, signal) {
    const captured = await captureSignedListRequest(client, params, signal);
    const headers = lowerCaseKeys(captured.headers);
    return {
        protocol: captured.protocol,
        hostname: captured.hostname,
        port: captured.port,
        host: headers.host ?? hostHeader(captured.hostname, captured.port),
        basePath: captured.path,
        userAgent: headers['user-agent'],
        signing: signingOf(headers),
    };
}
// `Credential=AKID/20261130/us-east-1/s3/aws4_request`: the region and the service signed for.
const SIGV4_SCOPE = /^AWS4-HMAC-SHA256 Credential=[^/]+\/\d{8}\/([^/]+)\/([^/]+)\/aws4_request,/;
function signingOf(headers) {
    const scope = SIGV4_SCOPE.exec(headers.authorization ?? '');
    // S3 Express signs with a session token of its own, kept and refreshed by the SDK.
    if (!scope || headers['x-amz-s3session-token'] !== undefined)
        return { kind: 'main-thread' };
    return { kind: 'sigv4', region: scope[1], service: scope[2] };
}
/**
 * Runs a ListObjectsV2 command through the SDK up to its signature and stops it there: the SDK
 * resolves credentials, endpoint, path style and region, and nothing is sent.
 */
async function captureSignedListRequest(sdkClient, params, signal) {
    const { sdk, client } = await sdkClient.loaded();
    const command = new sdk.ListObjectsV2Command({
        Bucket: params.bucket,
        Prefix: params.prefix || undefined,
        MaxKeys: params.pageSize,
        Delimiter: params.delimiter || undefined,
        EncodingType: 'url',
        // A continuation token overrides StartAfter, so send only one of them.
        ...(params.continuationToken
            ? { ContinuationToken: params.continuationToken }
            : { StartAfter: params.startAfter || undefined }),
    });
    let captured;
    command.middlewareStack.addRelativeTo(() => async (args) => {
        captured = args.request;
        return { response: { statusCode: 200, headers: {} }, output: { $metadata: {} } };
    }, { relation: 'after', toMiddleware: 'httpSigningMiddleware', name: 'captureSignedListRequest' });
    try {
        await client.send(command, { abortSignal: signal });
    }
    catch (error) {
        // Credentials and endpoint are resolved here: say what failed in the user's terms.
        throw (0,_s3_failure_js__WEBPACK_IMPORTED_MODULE_0__/* .s3FailureFromSdk */ .H)(error, 'ListObjectsV2', params.bucket, params.prefix || undefined);
    }
    if (!captured)
        throw new Error('the SDK did not produce a signed ListObjectsV2 request');
    return captured;
}
function lowerCaseKeys(headers) {
    const out = {};
    for (const [name, value] of Object.entries(headers))
        out[name.toLowerCase()] = value;
    return out;
}
function hostHeader(hostname, port) {
    return port === undefined ? hostname : `${hostname}:${port}`;
}


/***/ }),

/***/ 6602:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ s3FailureFromSdk),
/* harmony export */   l: () => (/* binding */ s3Failure)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9473);

/** What to tell the user for the S3 failures they can fix themselves. */
function hintFor(facts) {
    switch (facts.code) {
        case 'AccessDenied':
        case 'AllAccessDisabled':
            return `Grant these credentials s3:${facts.operation} on bucket '${facts.bucket}' (check the IAM policy and the bucket policy), or use credentials that have it.`;
        case 'NoSuchBucket':
            return `Check the bucket name '${facts.bucket}', and the region or endpoint-url it lives at.`;
        case 'PermanentRedirect':
        case 'AuthorizationHeaderMalformed':
        case 'IllegalLocationConstraintException':
            return facts.bucketRegion
                ? `The bucket is in region '${facts.bucketRegion}': set region to '${facts.bucketRegion}'.`
                : 'The bucket is in another region: set region to the bucket’s region.';
        case 'InvalidAccessKeyId':
            return 'The access key ID is not known to this endpoint: check the credentials, and that endpoint-url points where they belong.';
        case 'SignatureDoesNotMatch':
            return 'The secret access key does not match the access key ID (or a proxy changed the request): check the credentials.';
        case 'ExpiredToken':
        case 'TokenRefreshRequired':
            return 'The session credentials have expired: refresh them (aws-actions/configure-aws-credentials can set role-duration-seconds).';
        case 'SlowDown':
            return 'S3 is throttling this prefix: lower concurrency, or spread the keys over more prefixes.';
        case 'ProxyRefused':
            return facts.statusCode === 407
                ? hintFor({ ...facts, code: undefined })
                : 'The proxy (HTTPS_PROXY or HTTP_PROXY) refused to reach the endpoint: check that it allows the endpoint, or name the endpoint in NO_PROXY.';
        case 'CredentialsProviderError':
            return 'No AWS credentials were found: use aws-actions/configure-aws-credentials, set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or pass aws-access-key-id and aws-secret-access-key.';
        default:
            if (facts.statusCode === 301)
                return hintFor({ ...facts, code: 'PermanentRedirect' });
            if (facts.statusCode === 403)
                return hintFor({ ...facts, code: 'AccessDenied' });
            if (facts.statusCode === 407)
                return 'The proxy asks for credentials: put them in its URL, as HTTPS_PROXY=http://user:password@proxy:3128 (percent-encoded).';
            return undefined;
    }
}
/** Turns what S3 (or the network) said into one error with a sentence the user can act on. */
function s3Failure(facts) {
    const message = facts.message ||
        (facts.statusCode
            ? `HTTP ${facts.statusCode}`
            : facts.cause instanceof Error
                ? facts.cause.message
                : 'failed');
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .S3Error */ .Dg(message, {
        operation: facts.operation,
        bucket: facts.bucket,
        key: facts.key,
        code: facts.code,
        statusCode: facts.statusCode,
        hint: hintFor(facts),
        cause: facts.cause,
    });
}
/** Reads the facts out of an error thrown by the AWS SDK. */
function s3FailureFromSdk(error, operation, bucket, key) {
    if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .S3Error */ .Dg)
        return error;
    const e = error;
    const code = e.Code ?? e.name;
    return s3Failure({
        operation,
        bucket,
        key,
        code: code === 'Error' || code === 'UnknownError' ? undefined : code,
        statusCode: e.$metadata?.httpStatusCode,
        // A proxy's 407 is no S3 answer: the SDK's complaint about its body would only mislead.
        message: e.$metadata?.httpStatusCode === 407
            ? 'HTTP 407 from the proxy (Proxy Authentication Required)'
            : e.message && e.message !== 'UnknownError'
                ? e.message
                : undefined,
        bucketRegion: e.$response?.headers?.['x-amz-bucket-region'],
        cause: error,
    });
}


/***/ }),

/***/ 9582:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QC: () => (/* binding */ onBodyFailure),
/* harmony export */   Xh: () => (/* binding */ SLOWEST_SEND_BYTES_PER_SEC),
/* harmony export */   h$: () => (/* binding */ sendSigned)
/* harmony export */ });
/* harmony import */ var node_http__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7067);
/* harmony import */ var node_https__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4708);
/* harmony import */ var _error_response_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(425);
/* harmony import */ var _stall_watch_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(891);




/**
 * A body we send in one write leaves at the socket's pace, silently: its first-byte wait gets
 * the time it takes at this (slow) rate on top, so a large PUT on a slow link is not a stall.
 */
const SLOWEST_SEND_BYTES_PER_SEC = 256 * 1024;
/**
 * Starts a request signed outside the SDK on our keep-alive agent; the caller reads the
 * response and ends the request (with its body, if any).
 */
function sendSigned(signed, options) {
    const transport = signed.protocol === 'https:' ? node_https__WEBPACK_IMPORTED_MODULE_1__ : node_http__WEBPACK_IMPORTED_MODULE_0__;
    const request = transport.request({
        agent: options.agent,
        protocol: signed.protocol,
        hostname: signed.hostname,
        port: signed.port,
        method: signed.method,
        path: signed.path,
        headers: signed.headers,
        signal: options.signal,
        timeout: options.timeoutMs,
    });
    request.on('timeout', () => request.destroy(Object.assign(new Error('no answer in time'), { code: 'ETIMEDOUT' })));
    request.on('error', (error) => options.onFailure((0,_error_response_js__WEBPACK_IMPORTED_MODULE_2__/* .networkFailure */ .rd)(error, options.place)));
    let response;
    const watch = (0,_stall_watch_js__WEBPACK_IMPORTED_MODULE_3__/* .watchStalls */ .t1)(options.stalls ?? _stall_watch_js__WEBPACK_IMPORTED_MODULE_3__/* .processStallLimits */ .w5, (stalled) => (response ?? request).destroy(stalled), ((options.bodyBytes ?? 0) / SLOWEST_SEND_BYTES_PER_SEC) * 1000, () => response !== undefined && response.readableLength >= response.readableHighWaterMark);
    // Bytes are counted on the socket, not with a 'data' listener on the response: that would
    // switch the body to flowing mode, and a caller that reads it later would lose its first
    // chunks (a ranged GET read after the response resolves did).
    const touch = () => watch.touch();
    let socket;
    const unwatch = () => {
        watch.stop();
        socket?.off('data', touch);
        socket = undefined;
    };
    request.on('socket', (s) => {
        socket = s;
        s.on('data', touch);
    });
    request.on('response', (answer) => {
        response = answer;
        watch.firstByte();
        // A keep-alive socket serves the next request too: stop counting once this body is done.
        answer.on('end', unwatch);
        answer.on('close', unwatch);
    });
    request.on('close', () => {
        if (!response)
            unwatch();
    });
    return request;
}
/**
 * Reports a response body that stops arriving (the connection reset or aborted mid-body) as the
 * same retryable S3Error a socket error before the response would be.
 */
function onBodyFailure(response, place, fail) {
    response.on('aborted', () => fail((0,_error_response_js__WEBPACK_IMPORTED_MODULE_2__/* .networkFailure */ .rd)(Object.assign(new Error('response aborted'), { code: 'ECONNRESET' }), place)));
    response.on('error', (error) => fail((0,_error_response_js__WEBPACK_IMPORTED_MODULE_2__/* .networkFailure */ .rd)(error, place)));
}


/***/ }),

/***/ 1448:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ BodilessSigV4)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var _query_string_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9493);


const ALGORITHM = 'AWS4-HMAC-SHA256';
const EMPTY_BODY_SHA256 = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update('').digest('hex');
/** Signing keys kept at most: one a day per credentials, so a few cover any rotation. */
const SIGNING_KEYS_MAX = 8;
/**
 * SigV4 of a request without a body, by node:crypto alone, signed as the S3 client's signer
 * signs it (`test/unit/sigv4-list-signer.test.ts` compares the two on every kind of target). The
 * listing worker signs its pages with it: the SDK's signer package brings about 450 kB of the
 * SDK's core with it, which each worker would load and run at its start, for a few lines of
 * hashing. The main thread's direct GETs use it too (`direct-buckets.ts`: it skips the SDK
 * signer's copies and awaits); requests with a body keep the SDK's signer (`sigv4.ts`).
 */
class BodilessSigV4 {
    region;
    service;
    keys = new Map();
    constructor(region, service) {
        this.region = region;
        this.service = service;
    }
    /** The request's headers with `x-amz-date`, the payload hash, the token and `authorization`. */
    sign(request, credentials, date) {
        const amzDate = date
            .toISOString()
            .replace(/\.\d{3}Z$/, 'Z')
            .replace(/[-:]/g, '');
        const day = amzDate.slice(0, 8);
        const headers = {
            ...request.headers,
            'x-amz-content-sha256': EMPTY_BODY_SHA256,
            'x-amz-date': amzDate,
        };
        if (credentials.sessionToken)
            headers['x-amz-security-token'] = credentials.sessionToken;
        const names = Object.keys(headers).sort();
        const signedHeaders = names.join(';');
        const canonicalRequest = [
            request.method,
            request.path,
            canonicalQuery(request.query),
            names.map((name) => `${name}:${headers[name].trim().replace(/\s+/g, ' ')}\n`).join(''),
            signedHeaders,
            EMPTY_BODY_SHA256,
        ].join('\n');
        const scope = `${day}/${this.region}/${this.service}/aws4_request`;
        const stringToSign = `${ALGORITHM}\n${amzDate}\n${scope}\n${sha256Hex(canonicalRequest)}`;
        const signature = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', this.signingKey(credentials, day))
            .update(stringToSign)
            .digest('hex');
        headers.authorization = `${ALGORITHM} Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
        return headers;
    }
    /** The day's key for these credentials: four HMACs, made once a day per credentials. */
    signingKey(credentials, day) {
        const id = `${day}\n${credentials.accessKeyId}\n${credentials.secretAccessKey}`;
        let key = this.keys.get(id);
        if (!key) {
            if (this.keys.size >= SIGNING_KEYS_MAX)
                this.keys.clear();
            key = [day, this.region, this.service, 'aws4_request'].reduce((secret, part) => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHmac)('sha256', secret).update(part).digest(), Buffer.from(`AWS4${credentials.secretAccessKey}`));
            this.keys.set(id, key);
        }
        return key;
    }
}
/**
 * SigV4's canonical query: names and values RFC 3986-encoded, sorted by encoded name (ASCII once
 * encoded, so code-unit order is byte order).
 */
function canonicalQuery(query) {
    return Object.entries(query)
        .map(([name, value]) => [(0,_query_string_js__WEBPACK_IMPORTED_MODULE_1__/* .encodeRfc3986 */ .My)(name), (0,_query_string_js__WEBPACK_IMPORTED_MODULE_1__/* .encodeRfc3986 */ .My)(value)])
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([name, value]) => `${name}=${value}`)
        .join('&');
}
function sha256Hex(text) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text).digest('hex');
}


/***/ }),

/***/ 9651:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ SigningClock)
/* harmony export */ });
/** The SDK's threshold: a clock this far from the server's is corrected. */
const SKEW_LIMIT_MS = 5 * 60_000;
/**
 * The time that requests signed outside the SDK are signed with. S3 refuses a signature more
 * than 15 minutes off its own clock (RequestTimeTooSkewed), and the SDK corrects its clock
 * from the Date header of such an answer; requests we sign ourselves do the same, so that a
 * runner with a drifting clock recovers on the retry instead of failing every request.
 */
class SigningClock {
    offsetMs = 0;
    now() {
        return new Date(Date.now() + this.offsetMs);
    }
    /** Learns from an error answer's Date header. */
    noteServerDate(header) {
        const server = header ? Date.parse(header) : NaN;
        if (Number.isNaN(server))
            return;
        if (Math.abs(server - (Date.now() + this.offsetMs)) >= SKEW_LIMIT_MS) {
            this.offsetMs = server - Date.now();
        }
    }
}


/***/ }),

/***/ 891:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X7: () => (/* binding */ StallLimits),
/* harmony export */   so: () => (/* binding */ STALL_CEILING_MS),
/* harmony export */   t1: () => (/* binding */ watchStalls),
/* harmony export */   w5: () => (/* binding */ processStallLimits)
/* harmony export */ });
/* unused harmony exports STALL_FLOOR_MS, RequestStalledError */
/* harmony import */ var _lazy_builtins_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1449);

/**
 * Stall detection shared by every request of a run: a request that receives (or sends) no bytes
 * for longer than the run's current limit is abandoned as `RequestStalled`, which the retry
 * wrapper retries. The issue (#14) measured a stalled GET costing the 120 s socket timeout; AWS's
 * guidance for latency-sensitive work is to track slow requests and retry them aggressively.
 *
 * The limit adapts to what the run has seen: a few times the slowest recent gap (between chunks
 * of a body, or before the first byte of an answer), never below a floor. When stalls become a
 * large share of recent requests, the server is slow rather than faulty, and the limit doubles
 * so a slow store is not retried into the ground.
 */
/** Never give up on a request sooner than this. */
const STALL_FLOOR_MS = 2_000;
/** Never wait longer than this either: the old fixed socket timeout. */
const STALL_CEILING_MS = 120_000;
/** The limit is this many times the slowest gap among the recent ones. */
const GAP_FACTOR = 4;
/** Gaps remembered, per kind. */
const WINDOW = 256;
/** A stall share above this (in the recent decayed average) means a slow server: back off. */
const SLOW_SERVER_SHARE = 0.25;
const SHARE_DECAY = 0.05;
/** A retryable error for a request that went silent. */
class RequestStalledError extends Error {
    code = 'RequestStalled';
    constructor(silentMs) {
        super(`no bytes for ${Math.round(silentMs)} ms; abandoned to be sent again`);
        this.name = 'RequestStalledError';
    }
}
/** The recent maxima of one kind of gap, kept in a ring. */
class GapWindow {
    gaps = new Float64Array(WINDOW);
    count = 0;
    next = 0;
    slowest = 0;
    slowestAge = 0;
    add(gapMs) {
        this.gaps[this.next] = gapMs;
        this.next = (this.next + 1) % WINDOW;
        this.count = Math.min(WINDOW, this.count + 1);
        if (gapMs >= this.slowest) {
            this.slowest = gapMs;
            this.slowestAge = 0;
        }
        else if (++this.slowestAge >= WINDOW) {
            // The slowest has left the window: find the new one (once per WINDOW adds at most).
            this.slowest = 0;
            for (let i = 0; i < this.count; i++)
                this.slowest = Math.max(this.slowest, this.gaps[i]);
            this.slowestAge = 0;
        }
    }
    max() {
        return this.slowest;
    }
}
/** Latencies of whole small requests, for the hedging threshold. */
class LatencyWindow {
    values = [];
    next = 0;
    sinceMedian = 0;
    cachedMedian = 0;
    add(ms) {
        if (this.values.length < WINDOW)
            this.values.push(ms);
        else
            this.values[this.next] = ms;
        this.next = (this.next + 1) % WINDOW;
        this.sinceMedian++;
    }
    get size() {
        return this.values.length;
    }
    /** Recomputed every few samples: a sort per GET would cost more than the GET's own CPU. */
    median() {
        if (this.sinceMedian >= MEDIAN_EVERY || this.cachedMedian === 0) {
            const sorted = [...this.values].sort((a, b) => a - b);
            this.cachedMedian = sorted[Math.floor(sorted.length / 2)] ?? 0;
            this.sinceMedian = 0;
        }
        return this.cachedMedian;
    }
}
const MEDIAN_EVERY = 32;
/** One per run (and one per list worker thread): what the run's requests have seen so far. */
class StallLimits {
    floorMs;
    chunkGaps = new GapWindow();
    firstByteGaps = new GapWindow();
    smallGets = new LatencyWindow();
    stallShare = 0;
    boost = 1;
    getsStarted = 0;
    stalls = 0;
    hedges = 0;
    hedgeWins = 0;
    constructor(floorMs = STALL_FLOOR_MS) {
        this.floorMs = floorMs;
    }
    /** The longest silence allowed between two chunks of a body. */
    chunkLimitMs() {
        return this.limit(this.chunkGaps.max());
    }
    /** The longest wait for the first byte of an answer, after the request has been sent. */
    firstByteLimitMs() {
        return this.limit(this.firstByteGaps.max());
    }
    limit(slowestMs) {
        const base = Math.max(this.floorMs, GAP_FACTOR * slowestMs);
        return Math.min(STALL_CEILING_MS, base * this.boost);
    }
    noteChunkGap(ms) {
        this.chunkGaps.add(ms);
    }
    noteFirstByte(ms) {
        this.firstByteGaps.add(ms);
    }
    /** A request that ended without stalling (successfully or not). */
    noteFinished() {
        this.stallShare *= 1 - SHARE_DECAY;
        if (this.boost > 1 && this.stallShare < SLOW_SERVER_SHARE / 2)
            this.boost = 1;
    }
    noteStall() {
        this.stalls++;
        this.stallShare = this.stallShare * (1 - SHARE_DECAY) + SHARE_DECAY;
        if (this.stallShare > SLOW_SERVER_SHARE)
            this.boost = Math.min(64, this.boost * 2);
    }
    /** A whole small GET's latency, from sending to the last byte. */
    noteSmallGet(ms) {
        this.smallGets.add(ms);
    }
    /**
     * When a small GET still running deserves a second copy: a multiple of the run's median,
     * once enough GETs have been seen to know it; undefined means never.
     */
    hedgeAfterMs() {
        if (this.smallGets.size < HEDGE_MIN_SAMPLES)
            return undefined;
        return Math.max(HEDGE_FLOOR_MS, HEDGE_FACTOR * this.smallGets.median());
    }
    noteGetStarted() {
        this.getsStarted++;
    }
    /** Takes a hedge from the budget (a small share of GETs) if one is left. */
    takeHedge() {
        if (this.hedges >= 1 + HEDGE_SHARE * this.getsStarted)
            return false;
        this.hedges++;
        return true;
    }
    counts() {
        return { stalls: this.stalls, hedges: this.hedges, hedgeWins: this.hedgeWins };
    }
}
const HEDGE_MIN_SAMPLES = 32;
const HEDGE_FACTOR = 4;
const HEDGE_FLOOR_MS = 50;
/** At most this share of GETs get a second copy, so a slow server is not flooded. */
const HEDGE_SHARE = 0.05;
/** Used where no run's limits were passed in (a list worker thread, a one-off request). */
const processStallLimits = new StallLimits();
/**
 * Watches one request. `extraFirstByteMs` widens the wait for the first byte where the server
 * legitimately says nothing for long (a copy, a large body still being sent).
 */
function watchStalls(limits, onStall, extraFirstByteMs = 0, 
/** True while our side holds the body back (backpressure): silence then is not the server's. */
heldBack = () => false) {
    const startedMs = (0,_lazy_builtins_js__WEBPACK_IMPORTED_MODULE_0__/* .monotonicMs */ .d)();
    let lastMs = startedMs;
    let answered = false;
    let stopped = false;
    let timer;
    const allowed = () => answered ? limits.chunkLimitMs() : limits.firstByteLimitMs() + extraFirstByteMs;
    const arm = (delayMs) => {
        timer = setTimeout(check, delayMs);
        timer.unref();
    };
    const check = () => {
        if (stopped)
            return;
        if (heldBack()) {
            lastMs = (0,_lazy_builtins_js__WEBPACK_IMPORTED_MODULE_0__/* .monotonicMs */ .d)();
            return arm(allowed());
        }
        const silentMs = (0,_lazy_builtins_js__WEBPACK_IMPORTED_MODULE_0__/* .monotonicMs */ .d)() - lastMs;
        const limitMs = allowed();
        // Cheap touches only move lastMs; the timer wakes up and re-arms for the rest of the limit.
        if (silentMs < limitMs)
            return arm(limitMs - silentMs);
        // Timers run before the loop reads its sockets: after the thread was busy (a synchronous
        // walk, a large copy), bytes that came meanwhile are still unread here. Decide after the
        // next poll, so a busy client never takes its own lateness for a silent server.
        setImmediate(confirm, lastMs);
    };
    const confirm = (seenMs) => {
        if (stopped)
            return;
        if (lastMs !== seenMs || heldBack())
            return check();
        stopped = true;
        limits.noteStall();
        onStall(new RequestStalledError((0,_lazy_builtins_js__WEBPACK_IMPORTED_MODULE_0__/* .monotonicMs */ .d)() - lastMs));
    };
    arm(allowed());
    return {
        touch() {
            const now = (0,_lazy_builtins_js__WEBPACK_IMPORTED_MODULE_0__/* .monotonicMs */ .d)();
            if (answered)
                limits.noteChunkGap(now - lastMs);
            lastMs = now;
        },
        firstByte() {
            const now = (0,_lazy_builtins_js__WEBPACK_IMPORTED_MODULE_0__/* .monotonicMs */ .d)();
            if (!answered)
                limits.noteFirstByte(now - lastMs);
            answered = true;
            lastMs = now;
        },
        stop() {
            if (stopped)
                return;
            stopped = true;
            clearTimeout(timer);
            limits.noteFinished();
        },
    };
}


/***/ }),

/***/ 2066:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BG: () => (/* binding */ ENDPOINT_RULE_VARIABLES),
/* harmony export */   Pr: () => (/* binding */ profileSetsEndpointRules),
/* harmony export */   Se: () => (/* binding */ environmentCredentials),
/* harmony export */   vU: () => (/* binding */ staticCredentials)
/* harmony export */ });
/**
 * The environment variables whose values change what the SDK's endpoint rules resolve for a
 * bucket; with any of them set, the SDK resolves every target (`computed-target.ts`).
 */
const ENDPOINT_RULE_VARIABLES = [
    'AWS_USE_FIPS_ENDPOINT',
    'AWS_USE_DUALSTACK_ENDPOINT',
    'AWS_S3_USE_ARN_REGION',
    'AWS_S3_DISABLE_MULTIREGION_ACCESS_POINTS',
    'AWS_S3_DISABLE_EXPRESS_SESSION_AUTH',
    'AWS_AUTH_SCHEME_PREFERENCE',
];
/** The same settings as a profile's keys. */
const ENDPOINT_RULE_KEYS = [
    'use_fips_endpoint',
    'use_dualstack_endpoint',
    's3_use_arn_region',
    's3_disable_multiregion_access_points',
    's3_disable_express_session_auth',
    'auth_scheme_preference',
];
/**
 * A profile's keys that make the SDK's chain do more than read its static keys: assume a role,
 * SSO, a process, a web identity token, a console login. A profile with any of them goes to the
 * SDK's chain, even beside static keys (the SDK takes a role before them).
 */
const CHAIN_KEYS = [
    'role_arn',
    'source_profile',
    'credential_source',
    'credential_process',
    'web_identity_token_file',
    'sso_session',
    'sso_start_url',
    'sso_account_id',
    'sso_region',
    'sso_role_name',
    'login_session',
];
/**
 * AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (both non-empty) with AWS_SESSION_TOKEN, as the
 * SDK's `fromEnv` reads them; `chain` when they are there with AWS_CREDENTIAL_EXPIRATION, which
 * makes them the SDK's to refresh.
 */
function environmentCredentials(env) {
    const accessKeyId = env.AWS_ACCESS_KEY_ID;
    const secretAccessKey = env.AWS_SECRET_ACCESS_KEY;
    if (!accessKeyId || !secretAccessKey)
        return undefined;
    if (env.AWS_CREDENTIAL_EXPIRATION)
        return 'chain';
    return { accessKeyId, secretAccessKey, sessionToken: env.AWS_SESSION_TOKEN || undefined };
}
/**
 * The credentials the SDK's default chain would resolve, when they are static keys we can read
 * without it; undefined means: ask the SDK's chain. The chain's order
 * (@aws-sdk/credential-provider-node's `defaultProvider`):
 * 1. the environment's keys, unless a profile is named (the SDK then warns when both are there,
 *    which is left to it: undefined here);
 * 2. SSO given to the client (never, here);
 * 3. the profile: a role first, else its static keys, else a web identity, a process, SSO, a
 *    login;
 * 4. then a process, a web identity token file from the environment, the container's or the
 *    instance's metadata.
 * So static keys are taken from step 1, or from a profile that has them and nothing of step 3's
 * other kinds; anything else is the SDK's.
 */
function staticCredentials(inputs) {
    if (inputs.environment) {
        return inputs.namedProfile === undefined && inputs.environment !== 'chain'
            ? inputs.environment
            : undefined;
    }
    const profile = inputs.profile;
    if (!profile || CHAIN_KEYS.some((key) => profile[key] !== undefined))
        return undefined;
    const accessKeyId = profile.aws_access_key_id;
    const secretAccessKey = profile.aws_secret_access_key;
    if (accessKeyId === undefined || secretAccessKey === undefined)
        return undefined;
    return { accessKeyId, secretAccessKey, sessionToken: profile.aws_session_token || undefined };
}
/** Whether the profile (the config file's section) sets one of the SDK's endpoint rule keys. */
function profileSetsEndpointRules(profile) {
    return ENDPOINT_RULE_KEYS.some((key) => profile[key] !== undefined);
}


/***/ }),

/***/ 3867:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ liftHoldWhile),
/* harmony export */   k: () => (/* binding */ holdYoungGeneration)
/* harmony export */ });
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8877);

let held = false;
/**
 * Keeps the main thread's V8 young generation at its starting size for the rest of the process.
 *
 * V8 doubles the young generation's semi-spaces whenever many objects survive a scavenge, up to
 * a most that it sizes from the machine's memory (64 MB semi-spaces, a 128 MB new space, on this
 * 23 GB machine). A save or a restore keeps every entry's columns alive while it runs, so the
 * new space grew to that most and stayed there: 100 MB of a 100,000-file save's peak RSS
 * (362 MB against 289 MB held; a restore 302-306 against 257-265 MB, at 3-8% more CPU).
 *
 * The cap for workers is `resourceLimits.maxYoungGenerationSizeMb`, and for a process the
 * `--max-semi-space-size` flag, which is read only when V8 sets up its heap: the runner starts
 * `node` without flags, so neither reaches the main thread. The growth factor, though, is read
 * each time V8 grows the new space, so setting it to 1 once Node runs stops the growth. Node
 * allows flags to change after start (it turns V8's flag freezing off), with a warning in its
 * docs that the effect is not guaranteed: if a later V8 ignores it, the cost is memory only.
 * It is process-wide, which suits the cache steps, `s3-sync cache` and the threaded lister once
 * its worker takes over (threaded-lister.ts): the engine is the only work of their process. A
 * listing's consumer took every page as objects for as long as it ran, so its young generation
 * grew from 16 to 32 and 64 MB semi-spaces between 100k and 1M keys in the runs that doubled
 * the peak RSS (a 1M-key `ls`: 285-297 MB, against 150 MB held).
 */
function holdYoungGeneration() {
    if (held)
        return;
    held = true;
    apply();
}
/** Worker starts in progress, during which the hold is lifted. */
let workersStarting = 0;
/**
 * Lifts the hold until `started` settles. V8 checks every code cache against a hash of its
 * flags, so while the growth factor is changed a new worker thread compiles Node's own modules
 * from source instead of from the cache built into the binary: 94-103 against 60-70 ms of CPU per
 * cache worker (`npm run bench -- digests`). Setting the factor back to its default restores the
 * hash. The main thread allocates little meanwhile: a restore starts its workers once its lookup
 * has found an entry, and decodes the manifest only after they have loaded.
 */
function liftHoldWhile(started) {
    workersStarting++;
    if (workersStarting === 1)
        apply();
    const done = () => {
        workersStarting--;
        if (workersStarting === 0)
            apply();
    };
    started.then(done, done);
}
/** The growth factor as the hold and the worker starts want it; untouched until a hold. */
function apply() {
    if (!held)
        return;
    node_v8__WEBPACK_IMPORTED_MODULE_0__.setFlagsFromString(workersStarting === 0
        ? '--semi-space-growth-factor=1'
        : `--semi-space-growth-factor=${V8_DEFAULT_GROWTH_FACTOR}`);
}
/** V8's own default (`node --v8-options`), so that the flags' hash is Node's again. */
const V8_DEFAULT_GROWTH_FACTOR = 2;


/***/ })

};

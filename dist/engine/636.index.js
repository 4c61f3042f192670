export const id = 636;
export const ids = [636];
export const modules = {

/***/ 2636:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  cli: () => (/* binding */ cli),
  cliVersion: () => (/* binding */ cliVersion)
});

// EXTERNAL MODULE: external "node:module"
var external_node_module_ = __webpack_require__(8995);
// EXTERNAL MODULE: ./build/interrupt.js
var interrupt = __webpack_require__(9343);
// EXTERNAL MODULE: ./build/transfer/temp-files.js
var temp_files = __webpack_require__(3396);
// EXTERNAL MODULE: ./build/errors.js
var errors = __webpack_require__(9473);
// EXTERNAL MODULE: ./build/report/format.js
var format = __webpack_require__(2772);
// EXTERNAL MODULE: ./build/s3/proxy/proxy-settings.js + 1 modules
var proxy_settings = __webpack_require__(9616);
;// CONCATENATED MODULE: ./build/cli/cli-hints.js


/**
 * What the CLI says to do about a failure, in a terminal's terms: environment variables and
 * flags, where the engine's own hint names the action's inputs.
 */
const CLI_HINTS = {
    CredentialsProviderError: 'No AWS credentials were found: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (with AWS_SESSION_TOKEN for temporary ones), or --profile (or AWS_PROFILE) naming a profile of ~/.aws/config (aws configure, aws sso login); a public bucket needs none with --no-sign-request.',
};
/** The error's message for a terminal: its hint in the CLI's terms, and the proxy named. */
function cliErrorMessage(error, proxy) {
    let message = error.message;
    if (error instanceof errors/* S3Error */.Dg && error.code && CLI_HINTS[error.code]) {
        const hint = CLI_HINTS[error.code];
        message = error.hint ? message.replace(error.hint, hint) : `${message} ${hint}`;
    }
    const proxyHint = (0,proxy_settings/* proxyFailureHint */.ml)(error, proxy);
    return proxyHint ? `${message} ${proxyHint}` : message;
}

// EXTERNAL MODULE: ./build/cli/parse-verb-args.js
var parse_verb_args = __webpack_require__(5270);
;// CONCATENATED MODULE: ./build/cli/cli-failure.js





/**
 * Exit codes, as the aws-cli's where it has one: 1 some objects failed (the others went
 * through), 2 bad usage, 130 and 143 stopped by SIGINT and SIGTERM (128 + the signal), 255 the
 * run itself failed (an S3 error, a missing folder).
 */
const EXIT = {
    ok: 0,
    objectsFailed: 1,
    usage: 2,
    failed: 255,
};
/** What the CLI says about an error that ended a command: one line, a stack only with --debug. */
function describeCliFailure(error, stoppedBy, debug, proxy) {
    const lines = [];
    let code = EXIT.failed;
    if (stoppedBy || error instanceof interrupt/* InterruptedError */.p4) {
        const by = stoppedBy ?? error;
        code = by.exitCode;
        lines.push(`s3-sync: ${by.message}; no partial file was kept, run the command again to finish`);
    }
    else if (error instanceof parse_verb_args/* UsageError */.eb) {
        // Its message names the verb and where its flags are listed already.
        code = EXIT.usage;
        lines.push(`s3-sync: ${error.message}`);
    }
    else if (error instanceof errors/* InputError */.dz) {
        code = EXIT.usage;
        lines.push(`s3-sync: ${cliInputMessage(error)}; s3-sync help VERB lists a verb's flags`);
    }
    else if (isUsageError(error)) {
        code = EXIT.usage;
        lines.push(`s3-sync: ${error.message}; s3-sync help VERB lists a verb's flags`);
    }
    else if (error instanceof errors/* TransferError */.aG) {
        code = EXIT.objectsFailed;
        const n = error.failures.length;
        lines.push(`s3-sync: ${n} object${n === 1 ? '' : 's'} failed (the others went through); fix what the lines below say, then run the command again to retry them`);
        for (const f of error.failures)
            lines.push(`failed: ${JSON.stringify(f.key)}: ${cliErrorMessage(f.error, proxy)}`);
    }
    else if (error instanceof Error) {
        // An S3Error carries its hint (what to do), said in a terminal's terms; other errors are
        // ours, worded for the user.
        lines.push(`s3-sync: ${cliErrorMessage(error, proxy)}`);
    }
    else {
        lines.push(`s3-sync: ${String(error)}`);
    }
    // A stack's lines begin with its message's lines, which may be a server's or a manifest's text:
    // indented, so none of them starts a workflow command (the runner reads one only at the start).
    if (debug && error instanceof Error && error.stack)
        lines.push(...error.stack.split('\n').map((line) => `  | ${line}`));
    return { code, lines: lines.map(format/* oneLogLine */.Hr) };
}
function isUsageError(error) {
    return error?.code?.startsWith('ERR_PARSE_ARGS') === true;
}
/**
 * An InputError in the terminal's words: `--concurrency must be ...`, `SRC must be ...`,
 * `AWS_ENDPOINT_URL_S3 must be ...`; "Input '...'" is the action's word for its inputs.
 */
function cliInputMessage(error) {
    const what = /^(-|[A-Z][A-Z0-9_]*$)/.test(error.input) ? error.input : `'${error.input}'`;
    const prefix = `Input '${error.input}' `;
    return error.message.startsWith(prefix)
        ? `${what} ${error.message.slice(prefix.length)}`
        : error.message;
}

// EXTERNAL MODULE: ./build/cli/nearest-word.js
var nearest_word = __webpack_require__(5108);
// EXTERNAL MODULE: ./build/cli/verb-help.js
var verb_help = __webpack_require__(1206);
// EXTERNAL MODULE: ./build/secret-text.js
var secret_text = __webpack_require__(9288);
;// CONCATENATED MODULE: ./build/cli/cli.js










// Each verb's module is imported when that verb runs: the bundler makes each a chunk of its own,
// so `--version` loads none of them and a `sync` neither the cache's modules nor the listing's
// verbs (the SDK and the rest parse in about 0.1 CPU-seconds, docs/benchmarks.md).
/** Each verb's help, loaded with its module (cache's subverbs are its own: cache-usage.ts). */
const VERB_HELP = {
    ls: async () => (await Promise.all(/* import() */[__webpack_require__.e(375), __webpack_require__.e(747), __webpack_require__.e(151), __webpack_require__.e(441)]).then(__webpack_require__.bind(__webpack_require__, 8441))).LS_HELP,
    sync: async () => (await Promise.all(/* import() */[__webpack_require__.e(375), __webpack_require__.e(747), __webpack_require__.e(151), __webpack_require__.e(469), __webpack_require__.e(898), __webpack_require__.e(264), __webpack_require__.e(942)]).then(__webpack_require__.bind(__webpack_require__, 8942))).SYNC_HELP,
    cp: async () => (await Promise.all(/* import() */[__webpack_require__.e(375), __webpack_require__.e(747), __webpack_require__.e(151), __webpack_require__.e(469), __webpack_require__.e(898), __webpack_require__.e(264), __webpack_require__.e(942)]).then(__webpack_require__.bind(__webpack_require__, 8942))).CP_HELP,
    shards: async () => (await Promise.all(/* import() */[__webpack_require__.e(375), __webpack_require__.e(747), __webpack_require__.e(151), __webpack_require__.e(899), __webpack_require__.e(724)]).then(__webpack_require__.bind(__webpack_require__, 3724))).SHARDS_HELP,
};
const VERBS = [...Object.keys(VERB_HELP), 'cache', 'help', 'version'];
/** `s3-sync --help`: every verb in a line, written from its table, and what it does. */
async function usage() {
    const cache = await Promise.all(/* import() */[__webpack_require__.e(469), __webpack_require__.e(873)]).then(__webpack_require__.bind(__webpack_require__, 5873));
    const helps = [
        ...(await Promise.all(Object.values(VERB_HELP).map((load) => load()))),
        ...cache.CACHE_SUBVERBS.map(cache.cacheSubverbHelpSpec),
    ];
    return `s3-sync: fast S3 listing and transfers (the engine of s3-sync-action)

${helps.flatMap((help, i) => (0,verb_help/* verbSummary */.KE)(help, i === 0)).join('\n')}

s3-sync VERB --help, or s3-sync help VERB: the verb's flags, with their defaults and meanings
(s3-sync cache VERB --help for a cache verb).
Credentials come from the standard AWS chain: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY
(with AWS_SESSION_TOKEN), --profile or AWS_PROFILE and ~/.aws, SSO, instance and container
roles; --no-sign-request sends none (a public bucket). The region from --region, AWS_REGION,
AWS_DEFAULT_REGION or the profile; the endpoint from --endpoint-url, AWS_ENDPOINT_URL_S3,
AWS_ENDPOINT_URL or the profile (its services section, its endpoint_url).
HTTPS_PROXY, HTTP_PROXY and NO_PROXY are honoured.
s3-sync --version (-V, -v) prints the version; --debug, with any verb, adds an error's stack trace.`;
}
/** `s3-sync help [VERB [SUBVERB]]` and `s3-sync VERB --help`: the help asked for, on stdout. */
async function printHelp(words, signal) {
    const [verb, ...rest] = words;
    if (verb === 'cache')
        return (await Promise.all(/* import() */[__webpack_require__.e(375), __webpack_require__.e(838), __webpack_require__.e(427), __webpack_require__.e(747), __webpack_require__.e(469), __webpack_require__.e(898), __webpack_require__.e(373), __webpack_require__.e(202)]).then(__webpack_require__.bind(__webpack_require__, 202))).cacheCommand([...rest, '--help'], signal);
    const load = verb === undefined ? undefined : VERB_HELP[verb];
    if (verb !== undefined && !load)
        throw unknownVerb(verb);
    console.log(load ? (0,verb_help/* verbHelpText */.mW)(await load()) : await usage());
    return EXIT.ok;
}
function unknownVerb(verb) {
    const near = (0,nearest_word/* nearestWord */.z)(verb, VERBS);
    const hint = near ? `did you mean '${near}'?` : 's3-sync --help lists them';
    return new parse_verb_args/* UsageError */.eb(`unknown command '${(0,format/* oneLogLine */.Hr)(verb)}'; ${hint}`);
}
/**
 * A reader that goes away (`s3-sync ls ... | head`) makes the next write to stdout fail with
 * EPIPE, which Node throws as an unhandled error with a stack trace. The output is dropped from
 * then on instead, and the verb ends as it would have: a sync stopped half way by its reader
 * would leave a half-synced tree.
 */
let keepingWorking = false;
function keepWorkingWithoutReader() {
    // Once a process (the tests run many commands in one).
    if (keepingWorking)
        return;
    keepingWorking = true;
    process.stdout.on('error', (error) => {
        if (error.code !== 'EPIPE')
            throw error;
    });
}
/**
 * Runs one CLI verb and returns the exit code (see EXIT in cli-failure.ts). `--debug`, anywhere,
 * adds the stack trace to an error.
 */
async function cli(argv) {
    keepWorkingWithoutReader();
    // Server text may carry the run's secrets (an endpoint that echoes the session token in its
    // error): everything the CLI prints, on either stream, leaves cleared of them. The SDK's
    // resolved credentials join those of the environment as it resolves them (s3/client.ts).
    (0,secret_text/* addSecrets */.Nc)((0,secret_text/* secretsFromEnv */.zr)(process.env));
    (0,secret_text/* redactStream */.SI)(process.stdout);
    (0,secret_text/* redactStream */.SI)(process.stderr);
    const controller = new AbortController();
    const signals = (0,interrupt/* abortOnSignals */.PB)(controller, temp_files/* removeOwnTempFiles */.Mn);
    const debug = argv.includes('--debug');
    const [verb, ...args] = argv.filter((arg) => arg !== '--debug');
    let proxy;
    try {
        proxy = (0,proxy_settings/* proxySettingsFromEnv */.zH)(process.env);
        // Only with --debug: stderr may carry what a script reads.
        const notice = debug ? (0,proxy_settings/* proxyNotice */.$g)(proxy) : undefined;
        if (notice)
            process.stderr.write(`${notice}\n`);
        if (verb !== undefined && VERB_HELP[verb] && (0,parse_verb_args/* asksForHelp */.BO)(args))
            return await printHelp([verb], controller.signal);
        switch (verb) {
            case 'ls':
                return await (await Promise.all(/* import() */[__webpack_require__.e(375), __webpack_require__.e(747), __webpack_require__.e(151), __webpack_require__.e(441)]).then(__webpack_require__.bind(__webpack_require__, 8441))).lsCommand(args, controller.signal);
            case 'sync':
            case 'cp':
                return await (await Promise.all(/* import() */[__webpack_require__.e(375), __webpack_require__.e(747), __webpack_require__.e(151), __webpack_require__.e(469), __webpack_require__.e(898), __webpack_require__.e(264), __webpack_require__.e(942)]).then(__webpack_require__.bind(__webpack_require__, 8942))).syncCommand(verb, args, controller.signal);
            case 'shards':
                return await (await Promise.all(/* import() */[__webpack_require__.e(375), __webpack_require__.e(747), __webpack_require__.e(151), __webpack_require__.e(899), __webpack_require__.e(724)]).then(__webpack_require__.bind(__webpack_require__, 3724))).shardsCommand(args, controller.signal);
            case 'cache':
                return await (await Promise.all(/* import() */[__webpack_require__.e(375), __webpack_require__.e(838), __webpack_require__.e(427), __webpack_require__.e(747), __webpack_require__.e(469), __webpack_require__.e(898), __webpack_require__.e(373), __webpack_require__.e(202)]).then(__webpack_require__.bind(__webpack_require__, 202))).cacheCommand(args, controller.signal);
            // -v as node -v and npm -v: no verb takes -v (rclone's verbose), so it cannot be misread.
            case '--version':
            case '-V':
            case '-v':
            case 'version':
                console.log(`s3-sync ${cliVersion()}`);
                return EXIT.ok;
            case 'help':
            case '--help':
            case '-h':
                return await printHelp(args, controller.signal);
            case undefined:
                // No verb is a usage error; the help says what to type.
                console.log(await usage());
                return EXIT.usage;
            default:
                throw unknownVerb(verb);
        }
    }
    catch (error) {
        // Logged once, here at the top.
        const failure = describeCliFailure(error, signals.stoppedBy, debug, proxy);
        process.stderr.write(`${failure.lines.join('\n')}\n`);
        return failure.code;
    }
    finally {
        signals.dispose();
        if (signals.stoppedBy)
            (0,temp_files/* removeOwnTempFiles */.Mn)();
    }
}
/**
 * The version in the package's package.json, two folders above this file both in src/cli/ and
 * in the bundle's dist/cli/ (read at run time: the bundler leaves this require alone).
 */
function cliVersion() {
    try {
        const require = (0,external_node_module_.createRequire)(import.meta.url);
        return String(require('../../package.json').version);
    }
    catch {
        return 'unknown (no package.json two folders above the bundle)';
    }
}


/***/ }),

/***/ 2285:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EO: () => (/* binding */ wrapWords),
/* harmony export */   MW: () => (/* binding */ optionSynopsis),
/* harmony export */   QR: () => (/* binding */ flagHelp),
/* harmony export */   U0: () => (/* binding */ usageLine),
/* harmony export */   z7: () => (/* binding */ argumentHelp)
/* harmony export */ });
/**
 * Help text written from a table of options, so that it names the flags, defaults and
 * descriptions the CLI reads, and cannot drift from them.
 */
const WIDTH = 100;
/** How a usage line writes one option: `--key KEY`, `--path PATH...`, `--update`, `SRC`. */
function optionSynopsis(spec) {
    if (spec.flag === undefined)
        return spec.argument ?? '';
    if (spec.kind === 'boolean')
        return `--${spec.flag}`;
    const value = spec.valueName ?? `${spec.flag.toUpperCase()}${spec.kind === 'lines' ? '...' : ''}`;
    return `--${spec.flag} ${value}`;
}
/** Words joined into lines of at most `width` characters, each after the first indented. */
function wrapWords(words, indent, width = WIDTH) {
    const lines = [];
    let line = '';
    for (const word of words) {
        if (line !== '' && line.length + 1 + word.length > width) {
            lines.push(line);
            line = `${indent}${word}`;
        }
        else
            line = line === '' ? word : `${line} ${word}`;
    }
    if (line !== '')
        lines.push(line);
    return lines;
}
const isRequired = (spec) => spec.required !== undefined || spec.flag === undefined;
/**
 * `command` and the table's options: arguments and required flags bare, the others in brackets;
 * those of `leaveOut` (a group every verb shares, listed once elsewhere) not at all.
 */
function usageLine(command, table, leaveOut = {}, width = WIDTH) {
    // An option the CLI neither reads as a flag nor as an argument (an action's only) is left out.
    const specs = Object.entries(table)
        .filter(([key, spec]) => !(key in leaveOut) && (spec.flag ?? spec.argument) !== undefined)
        .map(([, spec]) => spec);
    const words = [
        command,
        ...specs.filter((spec) => spec.flag === undefined).map(optionSynopsis),
        ...specs.filter((spec) => spec.flag !== undefined && isRequired(spec)).map(optionSynopsis),
        ...specs.filter((spec) => !isRequired(spec)).map((spec) => `[${optionSynopsis(spec)}]`),
    ];
    return wrapWords(words, ' '.repeat(command.length + 1), width);
}
/** How a flag's own line in the help names it: `-r, --recursive`, `--x / --no-x`, `--key KEY`. */
function flagNames(spec) {
    const short = spec.short === undefined ? '' : `-${spec.short}, `;
    const negated = spec.negatable ? ` / --no-${spec.flag}` : '';
    return `${short}${optionSynopsis(spec)}${negated}`;
}
/** Each argument of the table (`SRC`, `DST`) with its description; those of `leaveOut` not. */
function argumentHelp(table, leaveOut = {}) {
    return Object.entries(table)
        .filter(([key, spec]) => spec.flag === undefined && spec.argument && !(key in leaveOut))
        .map(([, spec]) => [
        `  ${spec.argument}`,
        ...wrapWords((spec.cliDescription ?? spec.description).split(/\s+/), '', WIDTH - 6).map((line) => `      ${line}`),
    ].join('\n'))
        .join('\n');
}
/** Each flag of the table with what it takes, its default and its description. */
function flagHelp(table) {
    const blocks = [];
    for (const spec of Object.values(table)) {
        if (spec.flag === undefined)
            continue;
        const fallback = spec.required !== undefined
            ? ' (required)'
            : spec.default !== '' && spec.kind !== 'boolean'
                ? ` (default: ${spec.default})`
                : '';
        const description = wrapWords((spec.cliDescription ?? spec.description).split(/\s+/), '', WIDTH - 6);
        blocks.push([`  ${flagNames(spec)}${fallback}`, ...description.map((line) => `      ${line}`)].join('\n'));
    }
    return blocks.join('\n');
}


/***/ }),

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

/***/ 1206:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KE: () => (/* binding */ verbSummary),
/* harmony export */   mW: () => (/* binding */ verbHelpText),
/* harmony export */   os: () => (/* binding */ verbSynopsis)
/* harmony export */ });
/* harmony import */ var _flag_usage_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2285);

const INDENT = '       ';
/**
 * The verb's usage line(s), the first after `usage: ` (or indented, for a list of verbs), each
 * at most `width` characters after that prefix.
 */
function verbSynopsis(help, { first = true, width = 100 - INDENT.length } = {}) {
    return (0,_flag_usage_js__WEBPACK_IMPORTED_MODULE_0__/* .usageLine */ .U0)(help.command, help.table, help.hidden, width).map((line, i) => `${i === 0 && first ? 'usage: ' : INDENT}${line}`);
}
/**
 * The verb in one line and its purpose below, for `s3-sync --help`: its arguments and required
 * flags, then `[options]` when it has others.
 */
function verbSummary(help, first) {
    const shown = Object.fromEntries(Object.entries(help.table).filter(([, spec]) => spec.flag === undefined || spec.required));
    const more = Object.keys(shown).length < Object.keys(help.table).length ? ' [options]' : '';
    const [line, ...rest] = (0,_flag_usage_js__WEBPACK_IMPORTED_MODULE_0__/* .usageLine */ .U0)(help.command, shown, help.hidden, 100 - INDENT.length);
    return [
        `${first ? 'usage: ' : INDENT}${line}${rest.length ? '' : more}`,
        ...rest.map((text, i) => `${INDENT}${text}${i === rest.length - 1 ? more : ''}`),
        ...(0,_flag_usage_js__WEBPACK_IMPORTED_MODULE_0__/* .wrapWords */ .EO)(help.purpose.split(' '), '', 100 - INDENT.length - 2).map((text) => `${INDENT}  ${text}`),
    ];
}
/** `s3-sync VERB --help`: the usage, what the verb does, its arguments, then each flag. */
function verbHelpText(help) {
    const args = (0,_flag_usage_js__WEBPACK_IMPORTED_MODULE_0__/* .argumentHelp */ .z7)(help.table, help.hidden);
    return [
        ...verbSynopsis(help),
        '',
        ...(0,_flag_usage_js__WEBPACK_IMPORTED_MODULE_0__/* .wrapWords */ .EO)(help.purpose.split(' '), '', 98).map((line) => `  ${line}`),
        ...(help.notes ?? []).map((line) => `  ${line}`),
        '',
        ...(args ? [args] : []),
        (0,_flag_usage_js__WEBPACK_IMPORTED_MODULE_0__/* .flagHelp */ .QR)(help.table),
        '  --debug',
        '      On an error, print its stack trace too.',
    ].join('\n');
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

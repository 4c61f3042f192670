export const id = 202;
export const ids = [202];
export const modules = {

/***/ 1627:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CP: () => (/* binding */ CACHE_SUBVERBS),
/* harmony export */   Y$: () => (/* binding */ CACHE_SUBVERB_OPTIONS),
/* harmony export */   qp: () => (/* binding */ CACHE_COMMON_OPTIONS)
/* harmony export */ });
/* unused harmony exports CACHE_SAVE_OPTIONS, CACHE_RESTORE_OPTIONS, CACHE_LS_OPTIONS, CACHE_RM_OPTIONS, CACHE_PRUNE_OPTIONS */
/* harmony import */ var _cache_action_cache_options_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1635);
/* harmony import */ var _cache_action_cache_constants_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1456);
/* harmony import */ var _cache_action_prune_options_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2233);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9473);
/* harmony import */ var _options_connection_options_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8174);
/* harmony import */ var _options_option_table_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3265);
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3208);
/* harmony import */ var _progress_flag_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3717);








/**
 * The `cache` verb's flags, one table per subverb, read as `sync` reads its own
 * (readCliOptions): each option the cache actions also take is their table's entry
 * (CACHE_OPTIONS, PRUNE_OPTIONS), with the same default and meaning; the CLI adds only what a
 * terminal needs (a scope by its name, a keyspace by its name, the deadline, the output).
 */
const optionalText = (text) => text.trim() || undefined;
/**
 * The store, as the argument `s3://bucket/prefix`: the actions' `bucket` input, with its default
 * (S3_SYNC_CACHE_BUCKET), read in read-cache-args.ts.
 */
const store = (0,_options_option_table_js__WEBPACK_IMPORTED_MODULE_5__/* .option */ .uK)({
    argument: 's3://bucket/prefix',
    kind: 'string',
    default: '',
    description: `Where caches live. Default: the ${_cache_action_cache_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .BUCKET_ENV */ .ZJ} environment variable.`,
    parse: (text) => text.trim(),
});
/**
 * The action's `scope`, a mode; a scope given by its name goes in --literal-scope, and the error
 * says so to whoever still writes `--scope refs/heads/main` (its meaning in 1.0).
 */
const scope = {
    ..._cache_action_cache_options_js__WEBPACK_IMPORTED_MODULE_0__/* .CACHE_OPTIONS */ .A.scope,
    valueName: 'branch|repository',
    description: `${_cache_action_cache_options_js__WEBPACK_IMPORTED_MODULE_0__/* .CACHE_OPTIONS */ .A.scope.description} Outside a workflow (no GITHUB_REF) the scope is 'no-ref'. Leave it out with --literal-scope.`,
    parse: (text, name, context) => {
        try {
            return _cache_action_cache_options_js__WEBPACK_IMPORTED_MODULE_0__/* .CACHE_OPTIONS */ .A.scope.parse(text, name, context);
        }
        catch {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(name, text, "'branch' or 'repository' (a scope by its name, such as refs/heads/main, goes in --literal-scope)");
        }
    },
};
const literalScope = (description) => (0,_options_option_table_js__WEBPACK_IMPORTED_MODULE_5__/* .option */ .uK)({
    flag: 'literal-scope',
    kind: 'lines',
    valueName: 'NAME',
    default: '',
    description,
    parse: _options_option_table_js__WEBPACK_IMPORTED_MODULE_5__/* .lines */ .Mn,
});
const repository = (0,_options_option_table_js__WEBPACK_IMPORTED_MODULE_5__/* .option */ .uK)({
    flag: 'repository',
    kind: 'string',
    valueName: 'OWNER/NAME',
    default: '',
    description: "The keyspace's repository. Default: GITHUB_REPOSITORY; without either, the keyspace every repository shares.",
    parse: optionalText,
});
const crossRepository = {
    ..._cache_action_cache_options_js__WEBPACK_IMPORTED_MODULE_0__/* .CACHE_OPTIONS */ .A.crossRepository,
    description: 'Use the keyspace every repository shares (where entries saved before per-repository keyspaces are), not --repository or GITHUB_REPOSITORY.',
};
const OUTPUT = {
    report: (0,_options_option_table_js__WEBPACK_IMPORTED_MODULE_5__/* .option */ .uK)({
        flag: 'report',
        kind: 'string',
        valueName: 'json|table',
        default: 'table',
        description: "'json' prints the result object; 'table', lines for a person.",
        parse: (text, name) => (0,_validate_js__WEBPACK_IMPORTED_MODULE_6__/* .parseChoice */ .HU)(name, text, ['table', 'json']),
    }),
    quiet: (0,_options_option_table_js__WEBPACK_IMPORTED_MODULE_5__/* .cliFlag */ .vM)('quiet', 'Print nothing but errors (--report json still prints its object).'),
};
/** What every subverb but prune shares: the store and its keyspace. */
const KEYSPACE = { store, repository, crossRepository };
/** What every subverb shares: the connection and the output (the help lists them once). */
const CACHE_COMMON_OPTIONS = { ..._options_connection_options_js__WEBPACK_IMPORTED_MODULE_4__/* .CONNECTION_OPTIONS */ .Ur, ...OUTPUT };
const COMMON = CACHE_COMMON_OPTIONS;
const PATHS = {
    path: {
        ..._cache_action_cache_options_js__WEBPACK_IMPORTED_MODULE_0__/* .CACHE_OPTIONS */ .A.path,
        valueName: 'PATH...',
        description: `${_cache_action_cache_options_js__WEBPACK_IMPORTED_MODULE_0__/* .CACHE_OPTIONS */ .A.path.description} Repeat the flag for more; relative to the current folder.`,
        required: { accepts: 'at least one path or glob (repeat --path for more)' },
    },
    key: { ..._cache_action_cache_options_js__WEBPACK_IMPORTED_MODULE_0__/* .CACHE_OPTIONS */ .A.key, required: { accepts: "a non-empty key such as 'npm-1'" } },
    enableCrossOsArchive: _cache_action_cache_options_js__WEBPACK_IMPORTED_MODULE_0__/* .CACHE_OPTIONS */ .A.enableCrossOsArchive,
};
const CACHE_SAVE_OPTIONS = {
    ...PATHS,
    scope,
    literalScope: literalScope('Write this scope, by its name (given once), rather than the one --scope makes.'),
    update: _cache_action_cache_options_js__WEBPACK_IMPORTED_MODULE_0__/* .CACHE_OPTIONS */ .A.update,
    saveUntrusted: {
        ..._cache_action_cache_options_js__WEBPACK_IMPORTED_MODULE_0__/* .CACHE_OPTIONS */ .A.saveUntrusted,
        description: "Inside a workflow (GITHUB_ACTIONS=true, GITHUB_EVENT_NAME set), save even when the trigger is one that someone without write access can start, as the cache action's 'save-untrusted' input (the README's \"Who may write what\" lists the events). ACTIONS_CACHE_MODE still applies. Outside a workflow saves are never refused, and it does nothing.",
    },
    progress: _progress_flag_js__WEBPACK_IMPORTED_MODULE_7__/* .PROGRESS_FLAG */ .Dt,
    ...KEYSPACE,
    ...COMMON,
};
const CACHE_RESTORE_OPTIONS = {
    ...PATHS,
    restoreKeys: {
        ..._cache_action_cache_options_js__WEBPACK_IMPORTED_MODULE_0__/* .CACHE_OPTIONS */ .A.restoreKeys,
        valueName: 'PREFIX...',
        description: `${_cache_action_cache_options_js__WEBPACK_IMPORTED_MODULE_0__/* .CACHE_OPTIONS */ .A.restoreKeys.description} Repeat the flag for more.`,
    },
    lookupOnly: _cache_action_cache_options_js__WEBPACK_IMPORTED_MODULE_0__/* .CACHE_OPTIONS */ .A.lookupOnly,
    failOnCacheMiss: {
        ..._cache_action_cache_options_js__WEBPACK_IMPORTED_MODULE_0__/* .CACHE_OPTIONS */ .A.failOnCacheMiss,
        description: 'Fail (exit 255) when no entry matches the key or a restore key.',
    },
    allowLinkedPaths: _cache_action_cache_options_js__WEBPACK_IMPORTED_MODULE_0__/* .CACHE_OPTIONS */ .A.allowLinkedPaths,
    scope,
    literalScope: literalScope('Read these scopes, by their names, in the order given (repeat the flag), rather than those --scope makes.'),
    deadline: (0,_options_option_table_js__WEBPACK_IMPORTED_MODULE_5__/* .option */ .uK)({
        flag: 'deadline',
        kind: 'string',
        valueName: 'DURATION',
        default: '',
        description: 'Abandon the restore (a miss, the tree as it was) after this long: seconds, or a number and s, m, h or d. Default: 10m.',
        parse: (text, name) => text.trim() === ''
            ? undefined
            : (0,_validate_js__WEBPACK_IMPORTED_MODULE_6__/* .parseDuration */ .E9)(name, /\d$/.test(text.trim()) ? `${text.trim()}s` : text),
    }),
    progress: _progress_flag_js__WEBPACK_IMPORTED_MODULE_7__/* .PROGRESS_FLAG */ .Dt,
    ...KEYSPACE,
    ...COMMON,
};
const CACHE_LS_OPTIONS = {
    keyPrefix: (0,_options_option_table_js__WEBPACK_IMPORTED_MODULE_5__/* .option */ .uK)({
        flag: 'key-prefix',
        kind: 'string',
        valueName: 'PREFIX',
        default: '',
        description: 'List only the entries whose key starts with this.',
        parse: optionalText,
    }),
    ...KEYSPACE,
    ...COMMON,
};
const CACHE_RM_OPTIONS = {
    key: (0,_options_option_table_js__WEBPACK_IMPORTED_MODULE_5__/* .option */ .uK)({
        flag: 'key',
        kind: 'string',
        default: '',
        description: "Remove this key's entries: every scope and version of the keyspace.",
        parse: optionalText,
    }),
    literalScope: literalScope('With --key: only in these scopes, by their names (repeat the flag).'),
    manifest: (0,_options_option_table_js__WEBPACK_IMPORTED_MODULE_5__/* .option */ .uK)({
        flag: 'manifest',
        kind: 'string',
        valueName: 'OBJECT-KEY',
        default: '',
        description: 'Instead of --key: remove one manifest by its object name (the way out of an unreadable one that prune reports).',
        parse: optionalText,
    }),
    ...KEYSPACE,
    ...COMMON,
};
/** Prune covers every keyspace of the store (packs are shared), so it takes no keyspace flag. */
const CACHE_PRUNE_OPTIONS = {
    olderThan: { ..._cache_action_prune_options_js__WEBPACK_IMPORTED_MODULE_2__/* .PRUNE_OPTIONS */ .e.olderThan, valueName: 'DURATION' },
    grace: { ..._cache_action_prune_options_js__WEBPACK_IMPORTED_MODULE_2__/* .PRUNE_OPTIONS */ .e.grace, valueName: 'DURATION' },
    store,
    ...COMMON,
};
/** Each subverb of `s3-sync cache` and its table, in the order the help lists them. */
const CACHE_SUBVERB_OPTIONS = {
    save: CACHE_SAVE_OPTIONS,
    restore: CACHE_RESTORE_OPTIONS,
    ls: CACHE_LS_OPTIONS,
    rm: CACHE_RM_OPTIONS,
    prune: CACHE_PRUNE_OPTIONS,
};
const CACHE_SUBVERBS = Object.keys(CACHE_SUBVERB_OPTIONS);


/***/ }),

/***/ 202:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CACHE_USAGE: () => (/* reexport */ cache_usage.CACHE_USAGE),
  CacheMissError: () => (/* binding */ CacheMissError),
  cacheCommand: () => (/* binding */ cacheCommand)
});

// EXTERNAL MODULE: ./build/s3/list/key-order.js
var key_order = __webpack_require__(2034);
// EXTERNAL MODULE: ./build/bounded.js
var bounded = __webpack_require__(8021);
// EXTERNAL MODULE: ./build/cache/store/manifest-read.js
var manifest_read = __webpack_require__(1595);
// EXTERNAL MODULE: ./build/cache/store/cache-manifest.js + 3 modules
var cache_manifest = __webpack_require__(3769);
// EXTERNAL MODULE: ./build/cache/store/cache-names.js
var cache_names = __webpack_require__(2796);
// EXTERNAL MODULE: ./build/cache/store/manifest-totals.js
var manifest_totals = __webpack_require__(1744);
// EXTERNAL MODULE: ./build/cache/store/store-head.js
var store_head = __webpack_require__(3425);
// EXTERNAL MODULE: ./build/cache/store/store-list.js
var store_list = __webpack_require__(2387);
;// CONCATENATED MODULE: ./build/cache/store/list-cache.js








/**
 * Every entry of the store (optionally only keys starting with `keyPrefix`), with its totals:
 * from its manifest's metadata (one HEAD), or from the manifest itself when it was saved without
 * them.
 */
async function listCacheEntries(session, store, keyPrefix, signal) {
    const found = [];
    for (const object of await (0,store_list/* listAll */._)(session, { bucket: store.bucket, prefix: (0,cache_names/* entriesFolder */.jQ)(store) }, signal)) {
        const parsed = (0,cache_names/* parseManifestName */.i9)(store, object.key);
        if (!parsed || (keyPrefix !== undefined && !parsed.key.startsWith(keyPrefix)))
            continue;
        found.push({
            objectKey: object.key,
            key: parsed.key,
            scope: parsed.scope,
            version: parsed.version,
            lastModifiedMs: object.lastModifiedMs,
            size: object.size,
        });
    }
    const infos = new Array(found.length);
    await (0,bounded/* forEachBounded */.a)(found.length, 16, async (i) => {
        const entry = found[i];
        try {
            const head = await (0,store_head/* objectMetadata */.dx)(session, { bucket: store.bucket, key: entry.objectKey }, signal);
            const totals = (0,manifest_totals/* totalsFromMetadata */.FB)(head) ??
                (0,cache_manifest/* fileTotals */.Ed)((await (0,manifest_read/* fetchManifest */.Cj)(session, { store, objectKey: entry.objectKey, listedBytes: entry.size }, signal)).manifest.entries);
            infos[i] = { ...entry, ...totals };
        }
        catch {
            signal.throwIfAborted();
            infos[i] = entry;
        }
    });
    return infos.sort((a, b) => (0,key_order/* compareKeys */.Y)(a.scope, b.scope) ||
        (0,key_order/* compareKeys */.Y)(a.key, b.key) ||
        (0,key_order/* compareKeys */.Y)(a.version, b.version));
}

// EXTERNAL MODULE: ./build/cache/store/prune-cache.js
var prune_cache = __webpack_require__(5424);
// EXTERNAL MODULE: ./build/cache/store/remove-entries.js
var remove_entries = __webpack_require__(886);
// EXTERNAL MODULE: ./build/cache/restore/restore-cache.js + 24 modules
var restore_cache = __webpack_require__(3412);
// EXTERNAL MODULE: ./build/cache/save/save-cache.js + 23 modules
var save_cache = __webpack_require__(4247);
// EXTERNAL MODULE: ./build/cache-action/cache-constants.js
var cache_constants = __webpack_require__(1456);
// EXTERNAL MODULE: ./build/cache-action/cache-renderers.js + 4 modules
var cache_renderers = __webpack_require__(7460);
// EXTERNAL MODULE: ./build/cache-action/cache-requests.js + 1 modules
var cache_requests = __webpack_require__(8679);
// EXTERNAL MODULE: ./build/cache-action/cache-step-report.js
var cache_step_report = __webpack_require__(5938);
// EXTERNAL MODULE: ./build/cache-action/prune-summary.js + 1 modules
var prune_summary = __webpack_require__(7919);
// EXTERNAL MODULE: ./build/errors.js
var errors = __webpack_require__(9473);
// EXTERNAL MODULE: ./build/report/format.js
var format = __webpack_require__(2772);
// EXTERNAL MODULE: ./build/report/shell-command.js
var shell_command = __webpack_require__(3689);
// EXTERNAL MODULE: ./build/s3/with-s3-session.js + 5 modules
var with_s3_session = __webpack_require__(3564);
// EXTERNAL MODULE: ./build/cli/cache-cli-options.js
var cache_cli_options = __webpack_require__(1627);
;// CONCATENATED MODULE: ./build/cli/cache-result-text.js

/** What `s3-sync cache ls` and `rm` print for a person (`--report json` prints the result objects). */
/** One line an entry: when saved, how long ago, its totals (`?` when unknown), scope and key. */
function lsText(entries, nowMs) {
    const lines = entries.map((e) => `${new Date(e.lastModifiedMs).toISOString()}  ${(0,format/* formatSeconds */.Xo)((nowMs - e.lastModifiedMs) / 1000).padStart(9)} ago  ${(e.files === undefined ? '?' : (0,format/* formatCount */.B4)(e.files)).padStart(8)} files  ${(e.bytes === undefined ? '?' : (0,format/* formatSize */.Xq)(e.bytes)).padStart(10)}  scope ${JSON.stringify(e.scope)}  key ${JSON.stringify(e.key)}`);
    return lines.length ? lines.join('\n') : 'no cache entries';
}
function rmText(result) {
    return result.removed.length
        ? `removed ${result.removed.length} entr(ies): ${result.removed.map((k) => JSON.stringify(k)).join(', ')} (their packs and blobs go at the next prune)`
        : 'no entry to remove';
}

// EXTERNAL MODULE: ./build/cli/cache-usage.js
var cache_usage = __webpack_require__(5873);
// EXTERNAL MODULE: ./build/cli/output.js
var cli_output = __webpack_require__(8288);
// EXTERNAL MODULE: ./build/cli/progress-flag.js
var progress_flag = __webpack_require__(3717);
// EXTERNAL MODULE: ./build/progress/progress-sources.js
var progress_sources = __webpack_require__(5159);
// EXTERNAL MODULE: ./build/cache-action/cache-keys.js
var cache_keys = __webpack_require__(2009);
// EXTERNAL MODULE: ./build/cache-action/cache-access.js + 1 modules
var cache_access = __webpack_require__(8307);
// EXTERNAL MODULE: ./build/cache-action/cache-scopes.js
var cache_scopes = __webpack_require__(9204);
// EXTERNAL MODULE: ./build/options/connection-options.js
var connection_options = __webpack_require__(8174);
// EXTERNAL MODULE: ./build/options/option-table.js
var option_table = __webpack_require__(3265);
// EXTERNAL MODULE: ./build/s3/location.js
var s3_location = __webpack_require__(1984);
// EXTERNAL MODULE: ./build/cli/parse-verb-args.js
var parse_verb_args = __webpack_require__(5270);
;// CONCATENATED MODULE: ./build/cli/read-cache-args.js











const KEY_FLAGS = { key: '--key', restoreKeys: '--restore-keys' };
/** The store: the one argument, else the S3_SYNC_CACHE_BUCKET the cache actions default to. */
function storeArgument(verb, positionals, env) {
    const fromEnv = (env[cache_constants/* BUCKET_ENV */.ZJ] ?? '').trim();
    if (positionals.length === 1 || (positionals.length === 0 && fromEnv !== '')) {
        return positionals[0] ?? fromEnv;
    }
    throw new errors/* InputError */.dz(`cache ${verb}`, positionals.join(' '), `one S3 URL, s3://bucket/prefix (default: the ${cache_constants/* BUCKET_ENV */.ZJ} environment variable)`);
}
/** Parses a subverb's flags and its one argument, the store, through the subverb's table. */
function readCacheArgs(verb, args, env, cwd = process.cwd()) {
    const table = cache_cli_options/* CACHE_SUBVERB_OPTIONS */.Y$[verb];
    // `cache rm --scope` named a literal scope in 1.0: refused as unknown, with the nearest flag.
    const { positionals, values: given } = (0,parse_verb_args/* parseVerbArgs */.ym)(`s3-sync cache ${verb}`, table, args);
    const storeUrl = storeArgument(verb, positionals, env);
    const values = (0,option_table/* readCliOptions */.Z)(table, given, { baseDir: cwd }, { store: storeUrl });
    const location = (0,s3_location/* parseS3Url */.F$)(storeUrl, positionals.length === 0 ? `cache ${verb} (from ${cache_constants/* BUCKET_ENV */.ZJ})` : `cache ${verb}`);
    return {
        values: values,
        given,
        location,
        store: 'crossRepository' in values
            ? cacheKeyspace(location, values, env)
            : location,
        storeUrl,
        client: (0,connection_options/* clientSettingsFrom */.Xw)(values, env, 'cli'),
        json: values.report === 'json',
        quiet: values.quiet,
    };
}
/**
 * The keyspace from --repository or GITHUB_REPOSITORY (as the action's), or the shared one with
 * --cross-repository or when neither names a repository (a terminal outside CI).
 */
function cacheKeyspace(location, values, env) {
    if (values.crossRepository) {
        if (values.repository !== undefined)
            throw new errors/* InputError */.dz('--repository', values.repository, 'left out with --cross-repository (the shared keyspace has no repository)');
        return location;
    }
    const flag = values.repository !== undefined;
    const repository = flag ? values.repository : (env.GITHUB_REPOSITORY ?? '').trim();
    if (repository === '' && !flag)
        return location;
    if (!cache_names/* REPOSITORY_NAME */.Ni.test(repository))
        throw new errors/* InputError */.dz(flag ? '--repository' : 'GITHUB_REPOSITORY', repository, 'OWNER/NAME');
    return { ...location, repository };
}
/**
 * The scopes a save writes and a restore reads: those `--scope` makes from the run's refs, as
 * the action's `scope` input does, or those --literal-scope names.
 */
function cacheScopes(verb, values, given, env) {
    const literal = values.literalScope;
    if (literal.length === 0)
        return (0,cache_scopes/* computeCacheScopes */.HX)(values.scope, (0,cache_scopes/* runRefsFromEnv */.FL)(env));
    if (given.scope !== undefined)
        throw new errors/* InputError */.dz('--scope', String(given.scope), 'left out with --literal-scope (which names the scope itself)');
    if (verb === 'save' && literal.length > 1)
        throw new errors/* InputError */.dz('--literal-scope', literal.join(' '), 'given once for save (the one scope it writes)');
    return { readScopes: literal, writeScope: literal[0] };
}
/** `cache save` and `cache restore`: their options as the settings the action's steps read. */
function readCacheJobArgs(verb, args, env, cwd = process.cwd()) {
    const read = readCacheArgs(verb, args, env, cwd);
    // Both tables' options, those of the other subverb's only left out (undefined).
    const values = read.values;
    const keys = (0,cache_keys/* validateCacheKeys */.V)(values.key, values.restoreKeys ?? [], KEY_FLAGS);
    const settings = {
        ...keys,
        store: read.store,
        paths: values.path,
        workspace: cwd,
        crossOs: values.enableCrossOsArchive,
        lookupOnly: values.lookupOnly ?? false,
        allowLinkedPaths: values.allowLinkedPaths ?? false,
        update: values.update ?? false,
        scopes: cacheScopes(verb, values, read.given, env),
    };
    return { ...read, settings, access: workflowAccess(env, settings.scopes, values.saveUntrusted) };
}
/**
 * In a workflow's `run:` step (GITHUB_ACTIONS=true and GITHUB_EVENT_NAME set, as the runner sets
 * them), the CLI decides as the cache actions do: ACTIONS_CACHE_MODE, and no save for a trigger
 * that an outsider can start unless --save-untrusted. Outside a workflow: undefined, no limit.
 */
function workflowAccess(env, scopes, saveUntrusted) {
    if (env.GITHUB_ACTIONS !== 'true' || (env.GITHUB_EVENT_NAME ?? '').trim() === '')
        return undefined;
    const ownScope = scopes.writeScope === (0,cache_scopes/* writeScopeOf */.Tf)(env.GITHUB_REF ?? '');
    return (0,cache_access/* computeCacheAccess */.md)((0,cache_access/* accessFactsFromEnv */.nn)(env, saveUntrusted ?? false, ownScope), '--save-untrusted');
}

;// CONCATENATED MODULE: ./build/cli/cache-command.js






















/** A restore with --fail-on-cache-miss that matched nothing, as the action's step fails. */
class CacheMissError extends Error {
    name = 'CacheMissError';
}
// Every line escaped (oneLogLine, safeJson): keys, manifest text and server messages are the
// bucket's, and a line of theirs starting with `::` in a `run:` step (a scheduled prune) would be
// a workflow command to the runner. --quiet, as sync's: errors only (they are thrown, and printed
// by the CLI), not the phases, the outcome or the warnings; --report json still prints the object.
// Streams as for every verb: data on stdout (the JSON, a listing), text for a person on stderr
// (the phase table, the result line), so `> file` or a pipe gets the data alone.
function print(output, result, text, listing = false) {
    if (output.json)
        console.log((0,cli_output/* safeJson */.oi)(result));
    else if (output.quiet)
        return;
    else if (listing)
        console.log(text.split('\n').map(format/* oneLogLine */.Hr).join('\n'));
    else
        console.error(text.split('\n').map(format/* oneLogLine */.Hr).join('\n'));
}
function warn(output, warnings) {
    if (!output.quiet)
        for (const w of warnings)
            console.error(`warning: ${(0,format/* oneLogLine */.Hr)(w)}`);
}
/**
 * @actions/glob logs through @actions/core, whose debug lines (`::debug::...`) mean something to
 * a runner and nothing in a terminal: the CLI drops them while a cache job runs.
 */
async function withoutRunnerDebug(work) {
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk, ...rest) => typeof chunk === 'string' && chunk.startsWith('::debug::')
        ? true
        : write(chunk, ...rest));
    try {
        return await work();
    }
    finally {
        process.stdout.write = write;
    }
}
/**
 * Runs `work` on a session of its own, with as many requests in flight as the action's step, and
 * the runner's debug lines dropped.
 */
async function withQuietSession(client, maxRequests, signal, work) {
    return (0,with_s3_session/* withS3Session */.z)({ client, maxRequests, signal }, (session) => withoutRunnerDebug(() => work(session)));
}
async function save(args, signal) {
    const read = readCacheJobArgs('save', args, process.env);
    const key = read.settings.primaryKey;
    const refused = read.access?.saveSkipped;
    if (refused !== undefined) {
        // Said even with --quiet: a save that did not happen is what the user must know.
        console.error((0,format/* oneLogLine */.Hr)(`s3-sync: cache save refused, nothing saved: ${refused}`));
        if (read.json)
            console.log((0,cli_output/* safeJson */.oi)({ outcome: 'skipped', key, reason: refused }));
        return;
    }
    const startedAtMs = Date.now();
    const progress = (0,progress_flag/* cacheJobProgress */.jA)(read.values.progress, progress_sources/* SAVE_STAGES */.Ei);
    const result = await withQuietSession(read.client, cache_constants/* CACHE_MAX_REQUESTS */.hh, signal, (session) => (0,save_cache/* saveCache */.I)(session, (0,cache_requests/* cacheSaveRequest */.T)(read.settings, key), signal, progress.watch)).finally(progress.stop);
    const report = (0,cache_step_report/* s3SaveReport */.i)(read.settings, key, result, Date.now() - startedAtMs);
    warn(read, cache_renderers/* saveRenderer */.p1.warnings(report));
    print(read, result, cache_renderers/* saveRenderer */.p1.text(report));
}
/** The miss of a restore that ACTIONS_CACHE_MODE forbids: nothing looked up. */
const SKIPPED_RESTORE = {
    outcome: 'miss',
    keysTried: [],
    files: 0,
    bytes: 0,
    unchangedFiles: 0,
    phases: [],
    warnings: [],
};
async function restore(args, signal) {
    const read = readCacheJobArgs('restore', args, process.env);
    const { deadline } = read.values;
    const request = {
        ...(0,cache_requests/* cacheRestoreRequest */.k)(read.settings),
        ...(deadline === undefined ? {} : { deadlineMs: deadline }),
    };
    const skipped = read.access?.restoreSkipped;
    if (skipped !== undefined)
        warn(read, [`cache restore skipped, a miss: ${skipped}`]);
    const startedAtMs = Date.now();
    const progress = (0,progress_flag/* cacheJobProgress */.jA)(read.values.progress, progress_sources/* RESTORE_STAGES */.Fq);
    const result = skipped !== undefined
        ? SKIPPED_RESTORE
        : await withQuietSession(read.client, cache_constants/* CACHE_MAX_REQUESTS */.hh, signal, (session) => (0,restore_cache/* restoreCache */.P)(session, request, signal, progress.watch)).finally(progress.stop);
    const report = (0,cache_step_report/* s3RestoreReport */.B)(read.settings, result, Date.now() - startedAtMs);
    warn(read, cache_renderers/* restoreRenderer */.K7.warnings(report));
    print(read, result, cache_renderers/* restoreRenderer */.K7.text(report));
    if (result.outcome === 'miss' && read.values.failOnCacheMiss)
        throw new CacheMissError(`no cache entry for the key ${JSON.stringify(request.primaryKey)} or its restore keys, and --fail-on-cache-miss is set`);
}
async function ls(args, signal) {
    const read = readCacheArgs('ls', args, process.env);
    const entries = await withQuietSession(read.client, cache_constants/* CACHE_MAX_REQUESTS */.hh, signal, (session) => listCacheEntries(session, read.store, read.values.keyPrefix, signal));
    print(read, { entries }, lsText(entries, Date.now()), true);
}
async function rm(args, signal) {
    const read = readCacheArgs('rm', args, process.env);
    const { key, manifest, literalScope } = read.values;
    if (manifest === undefined && key === undefined)
        throw new errors/* InputError */.dz('--key', '', 'the key of the entries to remove (or --manifest)');
    const result = await withQuietSession(read.client, cache_constants/* PRUNE_MAX_REQUESTS */.DB, signal, (session) => manifest !== undefined
        ? (0,remove_entries/* removeManifest */.e)(session, read.location, manifest, signal)
        : (0,remove_entries/* removeEntries */.n)(session, read.store, { key: key, ...(literalScope.length ? { scopes: literalScope } : {}) }, signal));
    print(read, result, rmText(result));
}
async function prune(args, signal) {
    const read = readCacheArgs('prune', args, process.env);
    const { olderThan, grace } = read.values;
    // Prune reads every keyspace: packs are shared between them.
    const startedAtMs = Date.now();
    const result = await withQuietSession(read.client, cache_constants/* PRUNE_MAX_REQUESTS */.DB, signal, (session) => (0,prune_cache/* pruneCache */.v)(session, read.location, { olderThanMs: olderThan, graceMs: grace }, signal));
    const report = {
        ...result,
        store: read.location,
        deleteKey: undefined,
        olderThanMs: olderThan,
        graceMs: grace,
        keyRemoved: undefined,
        totalMs: Date.now() - startedAtMs,
    };
    const removeCommands = result.unreadable.map((key) => `to remove ${JSON.stringify(key)}: ${(0,shell_command/* removeManifestCommand */.v)(read.storeUrl, key)}`);
    warn(read, [...result.warnings, ...removeCommands]);
    print(read, result, prune_summary/* pruneRenderer */.uM.text(report));
}
const SUBVERBS = {
    save,
    restore,
    ls,
    rm,
    prune,
};
const isSubverb = (word) => cache_cli_options/* CACHE_SUBVERBS */.CP.includes(word);
/** `s3-sync cache save|restore|ls|rm|prune`: the cache engine from a terminal. */
async function cacheCommand(args, signal) {
    const [subverb, ...rest] = args;
    if (subverb === '--help' || subverb === '-h' || subverb === 'help') {
        console.log(cache_usage.CACHE_USAGE);
        return 0;
    }
    if (!isSubverb(subverb))
        throw new errors/* InputError */.dz('cache', subverb ?? '', `one of ${cache_cli_options/* CACHE_SUBVERBS */.CP.map((verb) => `'${verb}'`).join(', ')}`);
    if (rest.includes('--help') || rest.includes('-h')) {
        console.log((0,cache_usage.cacheSubverbHelp)(subverb));
        return 0;
    }
    await SUBVERBS[subverb](rest, signal);
    return 0;
}


/***/ }),

/***/ 5873:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CACHE_SUBVERBS: () => (/* reexport safe */ _cache_cli_options_js__WEBPACK_IMPORTED_MODULE_0__.CP),
/* harmony export */   CACHE_USAGE: () => (/* binding */ CACHE_USAGE),
/* harmony export */   cacheSubverbHelp: () => (/* binding */ cacheSubverbHelp),
/* harmony export */   cacheSubverbHelpSpec: () => (/* binding */ cacheSubverbHelpSpec)
/* harmony export */ });
/* harmony import */ var _cache_cli_options_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1627);
/* harmony import */ var _flag_usage_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2285);
/* harmony import */ var _verb_help_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1206);



// `s3-sync cache`'s help, written from its tables of options (cache-cli-options.ts).

/** What each cache verb does, the first line of its help. */
const PURPOSE = {
    save: "Save the paths under the key, as the cache action's post step does.",
    restore: 'Restore the entry of the key, else the newest under the first restore key that has one, as the cache action does.',
    ls: 'List the entries of the keyspace, with their totals.',
    rm: "Remove one key's entries (their packs and blobs go at the next prune), or one manifest by name.",
    prune: 'Remove the entries older than --older-than, then every pack and blob no entry reads, in every keyspace of the store (as cache/prune).',
};
/**
 * The list of cache verbs wraps each usage at 100 characters after its `usage: ` or indent (a
 * verb's own help keeps to 100 in all); the lines are as they have always been.
 */
const LIST_WIDTH = 100;
/** A subverb's usage in the list: its own flags; those every cache verb takes are listed once. */
function synopsis(verb, first) {
    const help = { ...cacheSubverbHelpSpec(verb), hidden: _cache_cli_options_js__WEBPACK_IMPORTED_MODULE_0__/* .CACHE_COMMON_OPTIONS */ .qp };
    return (0,_verb_help_js__WEBPACK_IMPORTED_MODULE_2__/* .verbSynopsis */ .os)(help, { first, width: LIST_WIDTH });
}
/** Every subverb's usage line, for `s3-sync help` and `s3-sync cache --help`. */
const CACHE_USAGE = [
    ..._cache_cli_options_js__WEBPACK_IMPORTED_MODULE_0__/* .CACHE_SUBVERBS */ .CP.flatMap((verb, i) => synopsis(verb, i === 0)),
    ...(0,_flag_usage_js__WEBPACK_IMPORTED_MODULE_1__/* .wrapWords */ .EO)([
        '  every cache verb also takes:',
        ...Object.values(_cache_cli_options_js__WEBPACK_IMPORTED_MODULE_0__/* .CACHE_COMMON_OPTIONS */ .qp)
            .filter((spec) => spec.flag !== undefined)
            .map(_flag_usage_js__WEBPACK_IMPORTED_MODULE_1__/* .optionSynopsis */ .MW),
    ], '    '),
    "  --scope is the cache action's scope (a mode); --literal-scope NAME names a scope itself",
    '  s3-sync cache VERB --help: each flag, with its default and meaning',
].join('\n');
/** The help of each subverb, as `s3-sync cache VERB --help` prints it. */
function cacheSubverbHelpSpec(verb) {
    return {
        command: `s3-sync cache ${verb}`,
        table: _cache_cli_options_js__WEBPACK_IMPORTED_MODULE_0__/* .CACHE_SUBVERB_OPTIONS */ .Y$[verb],
        purpose: PURPOSE[verb],
    };
}
/** `s3-sync cache VERB --help`: what the subverb does, then each of its flags. */
function cacheSubverbHelp(verb) {
    return (0,_verb_help_js__WEBPACK_IMPORTED_MODULE_2__/* .verbHelpText */ .mW)(cacheSubverbHelpSpec(verb));
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
/* harmony export */   Dt: () => (/* reexport safe */ _options_output_options_js__WEBPACK_IMPORTED_MODULE_0__.D),
/* harmony export */   Uz: () => (/* binding */ startCliProgress),
/* harmony export */   jA: () => (/* binding */ cacheJobProgress),
/* harmony export */   vn: () => (/* binding */ printAbove)
/* harmony export */ });
/* harmony import */ var _options_output_options_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9815);
/* harmony import */ var _progress_progress_meter_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3334);
/* harmony import */ var _progress_progress_sources_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5159);




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

/***/ 9815:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ PROGRESS_FLAG),
/* harmony export */   P: () => (/* binding */ SYNC_OUTPUT_OPTIONS)
/* harmony export */ });
/* harmony import */ var _option_table_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3265);

/** `--progress` / `--no-progress`, for sync, cp, cache save and cache restore. */
const PROGRESS_FLAG = {
    ...(0,_option_table_js__WEBPACK_IMPORTED_MODULE_0__/* .cliFlag */ .vM)('progress', "Show progress on stderr: files done of those planned so far, bytes moved on the wire of those to move, the rate and the time left. On a terminal, one line rewritten in place (as rclone --progress); otherwise, as rclone does, a new line each second and a totals line at the end. Off by default: --no-progress, the aws-cli's, is accepted and keeps it off."),
    negatable: true,
};
/**
 * How much a sync prints, as the aws-cli's flags of the same names: what the CLI reads, and what
 * the action takes in its `args` input from workflows written for the aws-cli.
 */
const SYNC_OUTPUT_OPTIONS = {
    quiet: (0,_option_table_js__WEBPACK_IMPORTED_MODULE_0__/* .cliFlag */ .vM)('quiet', "Print nothing but errors: no line per object, no warning (the aws-cli's --quiet)."),
    onlyShowErrors: (0,_option_table_js__WEBPACK_IMPORTED_MODULE_0__/* .cliFlag */ .vM)('only-show-errors', "Print errors and warnings only: no line per object (the aws-cli's --only-show-errors)."),
    progress: PROGRESS_FLAG,
};


/***/ })

};

export const id = 873;
export const ids = [873];
export const modules = {

/***/ 1456:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DB: () => (/* binding */ PRUNE_MAX_REQUESTS),
/* harmony export */   Ib: () => (/* binding */ CacheInputs),
/* harmony export */   Q1: () => (/* binding */ RESTORE_PHASE_OUTPUTS),
/* harmony export */   WY: () => (/* binding */ SAVE_PHASE_OUTPUTS),
/* harmony export */   ZJ: () => (/* binding */ BUCKET_ENV),
/* harmony export */   aF: () => (/* binding */ MAX_KEYS),
/* harmony export */   dF: () => (/* binding */ MAX_KEY_CHARS),
/* harmony export */   hh: () => (/* binding */ CACHE_MAX_REQUESTS),
/* harmony export */   iF: () => (/* binding */ CacheState),
/* harmony export */   v$: () => (/* binding */ CacheOutputs)
/* harmony export */ });
/** The cache actions' input, output and state names, spelled exactly as in cache/**\/action.yml. */
const CacheInputs = {
    Path: 'path',
    Key: 'key',
    RestoreKeys: 'restore-keys',
    LookupOnly: 'lookup-only',
    FailOnCacheMiss: 'fail-on-cache-miss',
    EnableCrossOsArchive: 'enableCrossOsArchive',
    UploadChunkSize: 'upload-chunk-size',
    SaveAlways: 'save-always',
    AllowLinkedPaths: 'allow-linked-paths',
    Bucket: 'bucket',
    Scope: 'scope',
    Update: 'update',
    CrossRepository: 'cross-repository',
    SaveUntrusted: 'save-untrusted',
    Summary: 'summary',
};
const CacheOutputs = {
    CacheHit: 'cache-hit',
    PrimaryKey: 'cache-primary-key',
    MatchedKey: 'cache-matched-key',
    Backend: 'cache-backend',
    Files: 'cache-files',
    Bytes: 'cache-bytes',
    TotalSeconds: 'total-seconds',
};
/** Phases whose seconds are step outputs (`<name>-seconds`), whichever backend ran. */
const RESTORE_PHASE_OUTPUTS = ['lookup', 'download', 'unpack'];
const SAVE_PHASE_OUTPUTS = ['pack', 'upload'];
/** What the combined action's main step hands its post step (core.saveState, env STATE_<name>). */
const CacheState = {
    PrimaryKey: 'primary-key',
    MatchedKey: 'matched-key',
    Backend: 'backend',
    Reuse: 'reuse',
    /** Whether the post step may save, decided from the trigger at main (cache-access.ts). */
    SaveDecision: 'save-decision',
};
/**
 * Requests in flight at once for a restore or a save, from the action or the CLI: downloads and
 * uploads of packs, with room for their parts.
 */
const CACHE_MAX_REQUESTS = 64;
/** For a prune or a removal: deletes go 1,000 keys a request, so a few at once are enough. */
const PRUNE_MAX_REQUESTS = 16;
/** An organisation can name its cache bucket once, for every workflow. */
const BUCKET_ENV = 'S3_SYNC_CACHE_BUCKET';
/** actions/cache's limits, which the GitHub cache service enforces too. */
const MAX_KEYS = 10;
const MAX_KEY_CHARS = 512;


/***/ }),

/***/ 1635:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ CACHE_OPTIONS)
/* harmony export */ });
/* harmony import */ var _options_connection_options_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8174);
/* harmony import */ var _options_option_table_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3265);
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3208);



/** A true/false input; `cliFlag`: the CLI's `cache` verb takes it as this bare flag too. */
const toggle = (input, fallback, description, cliFlag) => (0,_options_option_table_js__WEBPACK_IMPORTED_MODULE_1__/* .option */ .uK)({
    input,
    flag: cliFlag,
    kind: 'boolean',
    default: fallback,
    description,
    parse: (text, name) => (0,_validate_js__WEBPACK_IMPORTED_MODULE_2__/* .parseBoolean */ .yG)(name, text),
});
/**
 * The cache actions' inputs, in the one style of src/options/: actions/cache's first, with its
 * names and meanings, then ours, then the sync action's connection group. cache/action.yml
 * declares them all; cache/restore leaves out `update`, cache/save the restore-only ones. Those
 * with a `flag` are the CLI's `cache` verb's flags too, with the same defaults and meanings
 * (src/cli/cache-cli-options.ts).
 */
const CACHE_OPTIONS = {
    path: (0,_options_option_table_js__WEBPACK_IMPORTED_MODULE_1__/* .option */ .uK)({
        input: 'path',
        flag: 'path',
        kind: 'lines',
        default: '',
        required: { accepts: "one or more paths or globs, one per line, such as '~/.npm'" },
        description: 'Files, folders and globs to cache, one per line (`!` excludes, `~` is the home folder), as in actions/cache.',
        parse: _options_option_table_js__WEBPACK_IMPORTED_MODULE_1__/* .lines */ .Mn,
    }),
    key: (0,_options_option_table_js__WEBPACK_IMPORTED_MODULE_1__/* .option */ .uK)({
        input: 'key',
        flag: 'key',
        kind: 'string',
        default: '',
        required: {
            accepts: "a non-empty key such as 'npm-${{ hashFiles('package-lock.json') }}'",
        },
        description: 'The key to restore and to save under (at most 512 characters, no commas).',
        parse: (text) => text.trim(),
    }),
    restoreKeys: (0,_options_option_table_js__WEBPACK_IMPORTED_MODULE_1__/* .option */ .uK)({
        input: 'restore-keys',
        flag: 'restore-keys',
        kind: 'lines',
        default: '',
        description: 'Prefixes to fall back on when the key has no entry, one per line, tried in order; the newest entry under a prefix wins.',
        parse: _options_option_table_js__WEBPACK_IMPORTED_MODULE_1__/* .lines */ .Mn,
    }),
    lookupOnly: toggle('lookup-only', 'false', 'Check whether an entry exists, without downloading it.', 'lookup-only'),
    failOnCacheMiss: toggle('fail-on-cache-miss', 'false', 'Fail the job when no entry matches the key or a restore key.', 'fail-on-cache-miss'),
    enableCrossOsArchive: toggle('enableCrossOsArchive', 'false', 'Let an entry saved on one OS be restored on another (as in actions/cache). Entries saved without it stay on their own OS family.', 'enable-cross-os-archive'),
    uploadChunkSize: (0,_options_option_table_js__WEBPACK_IMPORTED_MODULE_1__/* .option */ .uK)({
        input: 'upload-chunk-size',
        kind: 'string',
        default: '',
        description: "Bytes per upload chunk, passed to GitHub's cache service as actions/cache passes it. The S3 store ignores it (its packs and upload parts have sizes of their own) and says so in the log.",
        // actions/cache reads it with parseInt and drops what is not a number; a typo here is an
        // error instead, so the intent is never lost silently. Undefined: not given.
        parse: (text, name) => text.trim() === '' ? undefined : (0,_validate_js__WEBPACK_IMPORTED_MODULE_2__/* .parseInteger */ .cG)(name, text, 1, Number.MAX_SAFE_INTEGER),
    }),
    saveAlways: (0,_options_option_table_js__WEBPACK_IMPORTED_MODULE_1__/* .option */ .uK)({
        input: 'save-always',
        kind: 'boolean',
        default: 'false',
        description: "Accepted as actions/cache accepts it, deprecated, and with no effect: the post step runs only when the job succeeds. To save after a failure, use cache/restore and cache/save with 'if: always()'.",
        deprecationMessage: "save-always does not work as intended and will be removed in a future release. A separate 'cache/restore' step should be used instead, with 'cache/save' under 'if: always()' (see the README's \"Moving from actions/cache\").",
        parse: (text, name) => (0,_validate_js__WEBPACK_IMPORTED_MODULE_2__/* .parseBoolean */ .yG)(name, text),
    }),
    allowLinkedPaths: toggle('allow-linked-paths', 'false', "Restore into paths that a symlink leads outside the workspace, the home folder and the runner's temporary folder (a ~/.cache linked to another disk), and restore symlinks that point outside the cached paths (a virtualenv's bin/python). Off: either makes the restore a miss, so a link planted by an earlier step or a hostile entry cannot send files elsewhere.", 'allow-linked-paths'),
    bucket: (0,_options_option_table_js__WEBPACK_IMPORTED_MODULE_1__/* .option */ .uK)({
        input: 'bucket',
        kind: 'string',
        default: '',
        description: "Where caches live: s3://bucket/prefix. Default: the S3_SYNC_CACHE_BUCKET environment variable; when neither is set, GitHub's cache service is used.",
        // Checked once the environment is known: a bad S3_SYNC_CACHE_BUCKET is blamed on it too.
        parse: (text) => text.trim(),
    }),
    scope: (0,_options_option_table_js__WEBPACK_IMPORTED_MODULE_1__/* .option */ .uK)({
        input: 'scope',
        flag: 'scope',
        kind: 'string',
        default: 'branch',
        description: "'branch': read the current ref, then the pull request's base branch, then the default branch, and write the current ref (as actions/cache). 'repository': one scope that every branch reads and writes.",
        parse: (text, name) => (0,_validate_js__WEBPACK_IMPORTED_MODULE_2__/* .parseChoice */ .HU)(name, text, ['branch', 'repository']),
    }),
    crossRepository: toggle('cross-repository', 'false', "Share entries with every repository that uses the same bucket (the store's shared keyspace, where entries saved by releases before per-repository keyspaces are). Risk: any of those repositories' jobs can write an entry this one restores. Default: the entries are this repository's own (GITHUB_REPOSITORY).", 'cross-repository'),
    saveUntrusted: toggle('save-untrusted', 'false', "Save even when the run was started by an event that someone without write access to the repository can trigger: every event but push, schedule, workflow_dispatch, repository_dispatch, delete, registry_package, page_build, release, merge_group, pull_request (into its own scope), and a workflow_run after a run of this repository started by one of those but pull_request (not after a fork's run, a pull request or another workflow_run: see the README's \"Who may write what\"). Risk: such a run may execute a stranger's code, so a stranger could write what the default branch restores. Default: such runs restore but save nothing, as GitHub's cache service makes them read-only. ACTIONS_CACHE_MODE still applies.", 'save-untrusted'),
    update: toggle('update', 'false', 'Save a new entry even when the key already has one (cheap on S3: unchanged packs are reused). actions/cache never overwrites.', 'update'),
    ..._options_connection_options_js__WEBPACK_IMPORTED_MODULE_0__/* .CONNECTION_OPTIONS */ .Ur,
    summary: toggle('summary', 'true', 'Write what matched, the files and bytes, and the time of each phase to the job summary.'),
};


/***/ }),

/***/ 2233:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ PruneOutputs),
/* harmony export */   e: () => (/* binding */ PRUNE_OPTIONS)
/* harmony export */ });
/* harmony import */ var _options_connection_options_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8174);
/* harmony import */ var _options_option_table_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3265);
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3208);
/* harmony import */ var _cache_options_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1635);




/** A duration input, which the CLI's `cache prune` takes as the flag of the same name. */
const duration = (input, fallback, description) => (0,_options_option_table_js__WEBPACK_IMPORTED_MODULE_1__/* .option */ .uK)({
    input,
    flag: input,
    kind: 'string',
    default: fallback,
    description,
    parse: (text, name) => (0,_validate_js__WEBPACK_IMPORTED_MODULE_2__/* .parseDuration */ .E9)(name, text),
});
/**
 * cache/prune's inputs: the CLI's `cache prune` and `cache rm` options, the cache actions'
 * bucket and keyspace, and the connection group. Only a scheduled or manual job should run it,
 * with a role that may delete (README, "The IAM policies").
 */
const PRUNE_OPTIONS = {
    bucket: {
        ..._cache_options_js__WEBPACK_IMPORTED_MODULE_3__/* .CACHE_OPTIONS */ .A.bucket,
        description: 'The cache store to prune: s3://bucket/prefix, as the cache steps name it. Default: the S3_SYNC_CACHE_BUCKET environment variable. Every keyspace under it is pruned (packs are shared between them).',
    },
    olderThan: duration('older-than', '30d', 'Remove entries saved longer ago than this (a number and s, m, h or d: 90s, 30m, 12h, 7d), then every pack and blob no remaining entry reads.'),
    grace: duration('grace', '1d', "Never remove a pack or blob younger than this, whether or not an entry reads it: a save uploads its packs before its entry, so this must be longer than a save takes (and than the clocks' skew)."),
    deleteKey: (0,_options_option_table_js__WEBPACK_IMPORTED_MODULE_1__/* .option */ .uK)({
        input: 'delete-key',
        kind: 'string',
        default: '',
        description: "Delete mode: remove this key's entries (every scope and version, in this repository's keyspace, or the shared one with cross-repository), then the packs and blobs no entry reads; older-than is not used.",
        parse: (text) => text.trim(),
    }),
    crossRepository: {
        ..._cache_options_js__WEBPACK_IMPORTED_MODULE_3__/* .CACHE_OPTIONS */ .A.crossRepository,
        description: "With delete-key: remove the key from the keyspace every repository shares, not this repository's own.",
    },
    ..._options_connection_options_js__WEBPACK_IMPORTED_MODULE_0__/* .CONNECTION_OPTIONS */ .Ur,
    summary: (0,_options_option_table_js__WEBPACK_IMPORTED_MODULE_1__/* .option */ .uK)({
        input: 'summary',
        kind: 'boolean',
        default: 'true',
        description: 'Write what was removed and kept to the job summary.',
        parse: (text, name) => (0,_validate_js__WEBPACK_IMPORTED_MODULE_2__/* .parseBoolean */ .yG)(name, text),
    }),
};
/** The prune action's output names, spelled as in cache/prune/action.yml. */
const PruneOutputs = {
    EntriesRemoved: 'entries-removed',
    ObjectsRemoved: 'objects-removed',
    BytesRemoved: 'bytes-removed',
};


/***/ }),

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


/***/ })

};

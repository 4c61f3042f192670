export const id = 373;
export const ids = [373];
export const modules = {

/***/ 8307:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  nn: () => (/* binding */ accessFactsFromEnv),
  JM: () => (/* binding */ accessFromDecision),
  md: () => (/* binding */ computeCacheAccess),
  Fe: () => (/* binding */ saveDecisionText)
});

// UNUSED EXPORTS: modeForbidsSave, readTriggeringRun

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
;// CONCATENATED MODULE: ./build/cache-action/cache-triggers.js
/**
 * Which triggers may save, as GitHub's own cache service decides it: since it began giving
 * read-only cache tokens to untrusted triggers, a run may write the cache when only someone with
 * write access to the repository can start it, or when it writes a scope of its own that no
 * trusted run reads. Every other event (and one this list does not know) is untrusted: an
 * outsider can start it, and its save would land in the scope the default branch restores.
 */
const TRUSTED_EVENTS = {
    push: 'only someone with write access can push',
    schedule: "GitHub starts it, from the default branch's own workflow file",
    workflow_dispatch: 'only someone with write access can start it',
    repository_dispatch: 'it needs a token with write access to the repository',
    delete: 'only someone with write access can delete a branch or tag',
    registry_package: 'only someone with write access can publish a package of the repository',
    page_build: 'a Pages build follows a push',
    release: 'only someone with write access can publish a release; it writes its tag',
    merge_group: 'only someone with write access can queue a merge; it writes the queue branch',
    // A fork's pull request runs without the base repository's secrets, in the scope of its own
    // merge ref (refs/pull/N/merge), which only that pull request's runs read.
    pull_request: 'it writes the scope of its own merge ref',
};
/** Why each well-known untrusted event is one, in words a user can check. */
const UNTRUSTED_EVENTS = {
    pull_request_target: "which runs with the base repository's credentials and scope for anyone who can open a pull request",
    issue_comment: 'which anyone who can comment on an issue or a pull request can trigger',
    issues: 'which anyone who can open an issue can trigger',
    discussion: 'which anyone who can open a discussion can trigger',
    discussion_comment: 'which anyone who can comment on a discussion can trigger',
    pull_request_review: 'which anyone who can review a pull request can trigger',
    pull_request_review_comment: 'which anyone who can comment on a pull request can trigger',
    fork: 'which anyone who can see the repository triggers by forking it',
    watch: 'which anyone who can see the repository triggers by starring it',
    gollum: 'which anyone who may edit the wiki can trigger',
};
const UNKNOWN = "an event that this action does not know as one that only someone with write access to the repository can start (GitHub's cache service is read-only for such events)";
/** Whether `event` (GITHUB_EVENT_NAME, not workflow_run) may save, and why. */
function trustOf(event) {
    if (Object.hasOwn(TRUSTED_EVENTS, event))
        return { trusted: true, why: TRUSTED_EVENTS[event] };
    return {
        trusted: false,
        why: Object.hasOwn(UNTRUSTED_EVENTS, event) ? UNTRUSTED_EVENTS[event] : UNKNOWN,
    };
}
/**
 * The events that save without an opt-in, for the docs and the tests; a workflow_run only after a
 * run of this repository started by one of the others but pull_request (cache-access.ts).
 */
const SAVING_EVENTS = [...Object.keys(TRUSTED_EVENTS), 'workflow_run'];
/** An event's name as the log shows it: plain when it is a plain name, quoted otherwise. */
function tagOf(event) {
    return /^[a-z_]{1,64}$/.test(event) ? event : JSON.stringify(event);
}

;// CONCATENATED MODULE: ./build/cache-action/cache-access.js


const KNOWN_MODES = ['none', 'read', 'write', 'write-only'];
function modeOf(text) {
    const mode = text.trim().toLowerCase();
    return KNOWN_MODES.includes(mode) ? mode : undefined;
}
const modeSaid = (mode) => `the runner's ACTIONS_CACHE_MODE is ${JSON.stringify(mode ?? '')}`;
/** Why ACTIONS_CACHE_MODE forbids saves, or undefined when it permits them. */
function modeForbidsSave(cacheMode) {
    const mode = modeOf(cacheMode);
    const writes = mode === undefined || mode === 'write' || mode === 'write-only';
    return writes ? undefined : `${modeSaid(mode)}, which does not permit saves`;
}
/**
 * Why a run that `event` started directly may not save, or undefined when it may. A pull request
 * is trusted only for the scope of its own merge ref, which no other ref reads: a fork's runs
 * without the base repository's secrets, but with its cache, so anything wider would let a
 * stranger's code write what the default branch restores.
 */
function untrustedEvent(event, writesOwnRef) {
    const trust = trustOf(event);
    if (trust.trusted && event === 'pull_request' && !writesOwnRef)
        return "the run was started by pull_request, which may come from a fork, and it would write a scope other than its own merge ref's (one that other refs read, such as 'scope: repository')";
    if (trust.trusted)
        return undefined;
    return `the run was started by ${tagOf(event)}, ${trust.why}`;
}
const AFTER = 'the run was started by workflow_run after';
/**
 * Why a workflow_run may not save, or undefined when it may. It runs the default branch's
 * workflow with the default branch's cache scope (GitHub's own cache service gives it that
 * scope too), so it is trusted only as far as the run that triggered it would be if that run
 * wrote the default branch's scope itself:
 * - its head must be this repository (a fork's pull request names the fork);
 * - its event must save by the same rules as a run's own trigger, with the default branch's
 *   scope as the one written. A `pull_request` therefore does not qualify even from a branch of
 *   this repository: a pull request is trusted only for its own merge ref's scope (anyone who
 *   can read the repository can open one, from any of its branches, and its runs carry the
 *   merge of code nobody has reviewed yet), so a workflow_run after one may not do what the
 *   pull request itself may not (`scope: repository`);
 * - a workflow_run of a workflow_run cannot show where the chain began: the payload names only
 *   the run before it, whose head is this repository even when the chain started with a fork's
 *   pull request (fork pull_request -> workflow_run -> workflow_run).
 */
function untrustedWorkflowRun(run) {
    if (run === undefined)
        return 'the run was started by workflow_run and its event payload (GITHUB_EVENT_PATH) could not be read, so where the triggering run came from is unknown';
    if (run.event === 'workflow_run')
        return `${AFTER} another workflow_run, and a chain of them cannot show where it began (the payload names only the run just before, which may itself follow a fork's pull request)`;
    if (run.fromThisRepository === false)
        return `${AFTER} a run from a fork`;
    if (run.fromThisRepository === undefined)
        return "the run was started by workflow_run and the event payload does not say that the triggering run came from this repository (so it is treated as a fork's)";
    if (run.event === '')
        return "the run was started by workflow_run and the event payload does not name the triggering run's event (workflow_run.event), so who started it is unknown";
    if (run.event === 'pull_request')
        return `${AFTER} a run started by pull_request, and a pull request may save only into its own merge ref's scope, while a workflow_run writes the default branch's`;
    const trust = trustOf(run.event);
    return trust.trusted ? undefined : `${AFTER} a run started by ${tagOf(run.event)}, ${trust.why}`;
}
/** Why this trigger may not save, or undefined when it may. */
function untrustedTrigger(facts) {
    const event = facts.eventName;
    if (event === '')
        return 'GITHUB_EVENT_NAME is not set, so who started the run is unknown';
    if (event === 'workflow_run')
        return untrustedWorkflowRun(facts.triggeringRun);
    return untrustedEvent(event, facts.writesOwnRef);
}
function computeCacheAccess(facts, optIn = "'save-untrusted: true'") {
    const mode = modeOf(facts.cacheMode);
    const canRestore = mode === undefined || mode === 'read' || mode === 'write';
    const modeBlocks = modeForbidsSave(facts.cacheMode);
    const untrusted = untrustedTrigger(facts);
    const trustBlocks = untrusted !== undefined && !facts.saveUntrusted;
    return {
        canRestore,
        canSave: modeBlocks === undefined && !trustBlocks,
        restoreSkipped: canRestore ? undefined : `${modeSaid(mode)}, which does not permit restores`,
        saveSkipped: modeBlocks ??
            (trustBlocks
                ? `${untrusted}; set ${optIn} to save anyway (read its risk in the README first)`
                : undefined),
    };
}
/**
 * The run that triggered a workflow_run, from the event payload (GITHUB_EVENT_PATH): its event,
 * and whether its head repository is this one. Undefined when the payload cannot be read; a
 * field it lacks (or of another type) is '' or undefined, which the caller treats as untrusted.
 */
function readTriggeringRun(eventPath) {
    if (!eventPath)
        return undefined;
    let event;
    try {
        event = JSON.parse((0,external_node_fs_.readFileSync)(eventPath, 'utf8'));
    }
    catch {
        return undefined;
    }
    if (typeof event !== 'object' || event === null)
        return undefined;
    const run = typeof event.workflow_run === 'object' ? event.workflow_run : undefined;
    const head = run?.head_repository?.full_name;
    const own = event.repository?.full_name;
    return {
        event: typeof run?.event === 'string' ? run.event : '',
        // Not `head_repository.fork`: a repository that is itself a fork runs its own branches too.
        // A deleted fork leaves head_repository null: unknown, so untrusted.
        fromThisRepository: typeof head === 'string' && typeof own === 'string' && own !== '' ? head === own : undefined,
    };
}
function accessFactsFromEnv(env, saveUntrusted, writesOwnRef) {
    const eventName = env.GITHUB_EVENT_NAME ?? '';
    return {
        cacheMode: env.ACTIONS_CACHE_MODE ?? '',
        eventName,
        triggeringRun: eventName === 'workflow_run' ? readTriggeringRun(env.GITHUB_EVENT_PATH) : undefined,
        saveUntrusted,
        writesOwnRef,
    };
}
/** What the combined action's main step records for its post step: `save`, or `skip:` and why. */
function saveDecisionText(access) {
    return access.saveSkipped === undefined ? 'save' : `skip:${access.saveSkipped}`;
}
/**
 * The post step's access: the decision its main step recorded (`decision`, from the step's state),
 * never the event payload again, which code run in the job between the two steps can rewrite.
 * The runner's ACTIONS_CACHE_MODE is honoured as well, as at any step: it can only forbid more.
 * No recorded decision (main did not run, or the state was lost) saves nothing.
 */
function accessFromDecision(decision, cacheMode) {
    const recorded = decision === 'save'
        ? undefined
        : decision.startsWith('skip:') && decision.length > 'skip:'.length
            ? decision.slice('skip:'.length)
            : 'the main step recorded no decision on whether this run may save, so it saves nothing';
    const saveSkipped = modeForbidsSave(cacheMode) ?? recorded;
    const mode = modeOf(cacheMode);
    const canRestore = mode === undefined || mode === 'read' || mode === 'write';
    return {
        canRestore,
        canSave: saveSkipped === undefined,
        restoreSkipped: canRestore ? undefined : `${modeSaid(mode)}, which does not permit restores`,
        saveSkipped,
    };
}


/***/ }),

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

/***/ 2009:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ validateCacheKeys)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9473);
/* harmony import */ var _cache_constants_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1456);


function checkKey(input, key) {
    if (key.length > _cache_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_KEY_CHARS */ .dF) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(input, key, `at most ${_cache_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_KEY_CHARS */ .dF} characters (it has ${key.length})`);
    }
    // The service joins keys with commas in its lookups, so a comma would split one key in two.
    if (key.includes(','))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(input, key, 'a key without commas');
}
const ACTION_NAMES = { key: _cache_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .CacheInputs */ .Ib.Key, restoreKeys: _cache_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .CacheInputs */ .Ib.RestoreKeys };
/**
 * Checks the keys the user wrote. Restore keys are one per line, blank lines ignored; the key
 * itself is trimmed as @actions/core's getInput trims it.
 */
function validateCacheKeys(primaryKey, restoreKeys, names = ACTION_NAMES) {
    if (primaryKey.trim() === '') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(names.key, primaryKey, "given (it is required): a non-empty key such as 'npm-${{ hashFiles('package-lock.json') }}'");
    }
    checkKey(names.key, primaryKey);
    for (const key of restoreKeys)
        checkKey(names.restoreKeys, key);
    const total = 1 + restoreKeys.length;
    if (total > _cache_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_KEYS */ .aF) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(names.restoreKeys, restoreKeys.join('\n'), `at most ${_cache_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_KEYS */ .aF - 1} lines, so that key and restore keys make at most ${_cache_constants_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_KEYS */ .aF} keys in all (got ${total})`);
    }
    return { primaryKey, restoreKeys };
}


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

/***/ 7460:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  K7: () => (/* binding */ restoreRenderer),
  p1: () => (/* binding */ saveRenderer)
});

// UNUSED EXPORTS: cachePhaseTable

// EXTERNAL MODULE: ./build/phases.js
var build_phases = __webpack_require__(7282);
// EXTERNAL MODULE: ./build/report/format.js
var format = __webpack_require__(2772);
// EXTERNAL MODULE: ./build/report/text-table.js
var text_table = __webpack_require__(1985);
// EXTERNAL MODULE: ./build/cache-action/cache-constants.js
var cache_constants = __webpack_require__(1456);
;// CONCATENATED MODULE: ./build/cache-action/cache-outputs.js


const seconds = (s) => s.toFixed(3);
/** `<phase>-seconds` for each named phase; '' for a phase this backend does not have. */
function phaseOutputs(names, phases, totalMs) {
    const outputs = {};
    for (const name of names) {
        const phase = phases.find((p) => p.name === name);
        outputs[`${name}-seconds`] = phase ? seconds((0,build_phases/* phaseSeconds */.B)(phase, totalMs)) : '';
    }
    outputs[cache_constants/* CacheOutputs */.v$.TotalSeconds] = seconds(totalMs / 1000);
    return outputs;
}
function restoreOutputs(report) {
    return {
        // Always 'true' or 'false': actions/cache leaves it empty on a miss (its #1466), and
        // `== 'false'` in a workflow then never holds.
        [cache_constants/* CacheOutputs */.v$.CacheHit]: String(report.outcome === 'exact'),
        [cache_constants/* CacheOutputs */.v$.PrimaryKey]: report.primaryKey,
        [cache_constants/* CacheOutputs */.v$.MatchedKey]: report.matchedKey ?? '',
        [cache_constants/* CacheOutputs */.v$.Backend]: report.backend,
        [cache_constants/* CacheOutputs */.v$.Files]: String(report.files),
        [cache_constants/* CacheOutputs */.v$.Bytes]: String(report.bytes),
        ...phaseOutputs(cache_constants/* RESTORE_PHASE_OUTPUTS */.Q1, report.phases, report.totalMs),
    };
}
function saveOutputs(report) {
    return {
        [cache_constants/* CacheOutputs */.v$.Backend]: report.backend,
        [cache_constants/* CacheOutputs */.v$.Files]: String(report.files),
        [cache_constants/* CacheOutputs */.v$.Bytes]: String(report.bytes),
        ...phaseOutputs(cache_constants/* SAVE_PHASE_OUTPUTS */.WY, report.phases, report.totalMs),
    };
}

// EXTERNAL MODULE: ./build/report/phase-report.js
var phase_report = __webpack_require__(223);
// EXTERNAL MODULE: ./build/report/summary-text.js
var summary_text = __webpack_require__(8979);
// EXTERNAL MODULE: ./build/report/phase-table.js
var phase_table = __webpack_require__(6385);
// EXTERNAL MODULE: ./build/report/time-section.js
var time_section = __webpack_require__(7932);
;// CONCATENATED MODULE: ./build/cache-action/cache-summary.js



// What the cache steps' job summaries share (restore-summary.ts, save-summary.ts). They lead
// with what a user asks first (hit or miss and what `cache-hit` says, what crossed the network
// and how long it took, which store and paths), then where the time went: a row per phase in the
// order they began, saying what it did in its own units, and a gantt chart of them. Downloaded and
// uploaded bytes are compressed, as they crossed the network; restored and saved bytes are the
// files' sizes on disk.
/** What a cache phase's waiting time means (the summaries' time section explains it). */
const CACHE_WAITING_MEANS = 'time within a phase when none of its work was in flight (an upload waiting for the next pack)';
const BACKEND_NAMES = { s3: 'S3', github: 'GitHub cache service', none: 'no store' };
const MAX_PATHS_SHOWN = 10;
/** `files (bytes), folders and links`: what a tree holds, each kind counted apart. */
function treeText(files, bytes, folders, links) {
    const parts = [`${(0,format/* formatCountOf */.gL)(files, 'file')} (${(0,format/* formatSize */.Xq)(bytes)})`];
    // Counted apart from the files; a kind the tree does not hold is left out.
    if (folders)
        parts.push((0,format/* formatCountOf */.gL)(folders, 'folder'));
    if (links)
        parts.push((0,format/* formatCountOf */.gL)(links, 'symlink'));
    return (0,phase_table/* joinWords */.yZ)(parts);
}
function whereLine(report) {
    if (report.backend === 'none' || report.store === undefined)
        return undefined;
    const paths = report.paths ?? [];
    const shown = paths.slice(0, MAX_PATHS_SHOWN).map((p) => (0,summary_text/* code */.aY)(p));
    if (paths.length > MAX_PATHS_SHOWN)
        shown.push(`and ${paths.length - MAX_PATHS_SHOWN} more`);
    const store = report.backend === 's3' ? (0,summary_text/* code */.aY)(report.store) : (0,summary_text/* escapeHtml */.ZD)(report.store);
    return `- **Store**: ${store}; **paths**: ${shown.join(', ') || '–'}`;
}
function warningLines(warnings, error) {
    const lines = warnings.map(summary_text/* warningLine */.tE);
    if (error)
        lines.push((0,summary_text/* errorLine */.BP)(error));
    return lines.length > 0 ? [...lines, ''] : [];
}
const bytesWithRate = (work, phase, bytes = phase.bytes) => ({
    phase,
    work,
    rate: (0,format/* formatByteRate */.y5)(bytes, (0,phase_table/* activeSeconds */._q)(phase)),
});
/** A phase the tables know no better words for: its files and bytes. */
const filesLine = (phase) => ({
    phase,
    work: phase.objects > 0
        ? `${(0,format/* formatCountOf */.gL)(phase.objects, 'file')} (${(0,format/* formatSize */.Xq)(phase.bytes)})`
        : '–',
    rate: (0,format/* formatCountRate */.Jn)(phase.objects, (0,phase_table/* activeSeconds */._q)(phase), 'files'),
});

;// CONCATENATED MODULE: ./build/cache-action/restore-summary.js






// The restore step's job summary: hit or miss and what `cache-hit` says, what the post step will
// do, what was downloaded and restored, and where the time went (cache-summary.ts).
/** The last restore phase: folders made or given their mode and time, symlinks, empty files. */
function finishWork(report) {
    const made = [];
    if (report.folders)
        made.push((0,format/* formatCountOf */.gL)(report.folders, 'folder'));
    if (report.links)
        made.push((0,format/* formatCountOf */.gL)(report.links, 'symlink'));
    return made.length > 0
        ? `${(0,phase_table/* joinWords */.yZ)(made)} made or set, empty files written`
        : 'empty files written';
}
/** A restore's rows: each phase's work in its own units. */
function restoreLines(report, phases) {
    return (0,phase_table/* phasesInTimeOrder */.RE)(phases).map((phase) => {
        switch (phase.name) {
            case 'lookup':
                return {
                    phase,
                    work: `${(0,format/* formatCountOf */.gL)(report.keysTried.length, 'key')} tried${report.readScopes.length > 0 ? ` in ${(0,format/* formatCountOf */.gL)(report.readScopes.length, 'scope')}` : ''}`,
                    rate: '–',
                };
            case 'manifest':
                return bytesWithRate(`manifest, ${(0,format/* formatSize */.Xq)(phase.bytes)} downloaded`, phase);
            case 'prepare':
                return { phase, work: 'paths checked against the disk', rate: '–' };
            case 'download':
                return bytesWithRate(`${(0,format/* formatSize */.Xq)(phase.bytes)} downloaded (compressed)`, phase);
            case 'unpack':
                return {
                    phase,
                    work: `${(0,format/* formatCountOf */.gL)(phase.objects, 'file')} written (${(0,format/* formatSize */.Xq)(phase.bytes)})`,
                    rate: (0,format/* formatByteRate */.y5)(phase.bytes, (0,phase_table/* activeSeconds */._q)(phase)),
                };
            case 'finish':
                return {
                    phase,
                    work: finishWork(report),
                    rate: '–',
                };
            default:
                return filesLine(phase);
        }
    });
}
/** The first lines: what `cache-hit` says and why, and what the post step will do. */
function restoreOutcomeLines(report) {
    const scope = report.matchedScope ? ` in the scope ${(0,summary_text/* code */.aY)(report.matchedScope)}` : '';
    const lines = [];
    if (report.outcome === 'exact')
        lines.push(`- **\`cache-hit\`: true**: the key ${(0,summary_text/* code */.aY)(report.primaryKey)} matched exactly${scope}.`);
    else if (report.outcome === 'restore-key')
        lines.push(`- **\`cache-hit\`: false**: no entry for the key ${(0,summary_text/* code */.aY)(report.primaryKey)}; a restore key matched ${(0,summary_text/* code */.aY)(report.matchedKey ?? '')}${scope}, which was restored.`);
    else
        lines.push(`- **\`cache-hit\`: false**: no entry for the key or its restore keys. Keys tried, in order: ${report.keysTried.map((k) => (0,summary_text/* code */.aY)(k)).join(', ')}.`);
    const next = nextLine(report);
    if (next !== undefined)
        lines.push(next);
    return lines;
}
/** What comes after the restore: whether the post step (or a cache/save step) saves, and why not. */
function nextLine(report) {
    if (report.postStep === 'refuses')
        return `- **Next**: the post step will not save: ${(0,summary_text/* escapeHtml */.ZD)(report.saveRefused ?? '')}.`;
    if (report.postStep === 'saves')
        return `- **Next**: the post step saves the paths under the key ${(0,summary_text/* code */.aY)(report.primaryKey)} if the job succeeds.`;
    if (report.postStep === 'skips')
        return `- **Next**: the post step saves nothing: the key has its entry.`;
    if (report.saveRefused !== undefined)
        return `- **Next**: this action does not save, and a \`cache/save\` step in this run would not either: ${(0,summary_text/* escapeHtml */.ZD)(report.saveRefused)}.`;
    if (report.outcome !== 'exact')
        return `- **Next**: this action does not save; a \`cache/save\` step with the key ${(0,summary_text/* code */.aY)(report.primaryKey)} would.`;
    return undefined;
}
/** The restore step's summary: hit or miss, what was downloaded and restored, where the time went. */
function renderRestoreSummary(report, error) {
    const where = BACKEND_NAMES[report.backend];
    if (report.skipped !== undefined)
        // ACTIONS_CACHE_MODE said no restore: the step looked nothing up, so there is nothing more to say.
        return (0,summary_text/* fitSummary */.mW)([
            `## Cache restore: skipped (${where})`,
            '',
            `- **Nothing was looked up**: ${(0,summary_text/* escapeHtml */.ZD)(report.skipped)}. Key: ${(0,summary_text/* code */.aY)(report.primaryKey)}.`,
            ...[nextLine(report)].filter((line) => line !== undefined),
            '',
            ...warningLines(report.warnings, error),
        ].join('\n'));
    const kind = { exact: 'exact hit', 'restore-key': 'restore-key hit', miss: 'miss' }[report.outcome];
    const lines = [
        `## Cache restore: ${kind}${report.lookupOnly && report.outcome !== 'miss' ? ', lookup only' : ''} (${where})`,
        '',
        ...restoreOutcomeLines(report),
    ];
    const phases = (0,phase_report/* phaseReports */.jW)(report.phases, report.totalMs);
    const totalSeconds = report.totalMs / 1000;
    const download = phases.find((p) => p.name === 'download');
    if (report.outcome !== 'miss' && !report.lookupOnly) {
        const manifest = report.manifestBytes
            ? `, and the ${(0,format/* formatSize */.Xq)(report.manifestBytes)} manifest`
            : '';
        if (report.bytesDownloaded !== undefined)
            lines.push(`- **Downloaded ${(0,format/* formatSize */.Xq)(report.bytesDownloaded)}** in **${(0,format/* formatSeconds */.Xo)(download?.seconds ?? 0)}** (packs and large files, compressed${manifest}).`);
        else
            lines.push(`- **Downloaded**: the size is in the step log (\`Cache Size\`); ${(0,summary_text/* escapeHtml */.ZD)(where)} does not report it here.`);
        const unchanged = report.unchangedFiles
            ? `; ${(0,format/* formatCountOf */.gL)(report.unchangedFiles, 'file')} already right on disk, not rewritten`
            : '';
        lines.push(`- **Restored** ${treeText(report.files, report.bytes, report.folders, report.links)} in **${(0,format/* formatSeconds */.Xo)(totalSeconds)}** in all${unchanged}.`);
    }
    const whereText = whereLine(report);
    if (whereText)
        lines.push(whereText);
    if (report.readScopes.length > 0)
        lines.push(`- **Scopes read**: ${report.readScopes.map((s) => (0,summary_text/* code */.aY)(s)).join(', ')}`);
    lines.push('');
    const restored = report.outcome === 'miss' || report.lookupOnly
        ? 'nothing restored'
        : report.bytesDownloaded !== undefined
            ? `${(0,format/* formatSize */.Xq)(report.bytesDownloaded + (report.manifestBytes ?? 0))} downloaded, ${(0,format/* formatSize */.Xq)(report.bytes)} restored`
            : `${(0,format/* formatSize */.Xq)(report.bytes)} restored`;
    lines.push(...(0,time_section/* timeSection */.P)({
        lines: restoreLines(report, phases),
        totalSeconds,
        totalWork: restored,
        waitingMeans: CACHE_WAITING_MEANS,
    }), ...warningLines(report.warnings, error));
    return (0,summary_text/* fitSummary */.mW)(lines.join('\n'));
}

;// CONCATENATED MODULE: ./build/cache-action/save-summary.js






// The save step's job summary: saved or why not, what was uploaded, and where the time went
// (cache-summary.ts).
/** A save's rows: each phase's work in its own units. */
function saveLines(report, phases) {
    return (0,phase_table/* phasesInTimeOrder */.RE)(phases).map((phase) => {
        switch (phase.name) {
            case 'walk':
                return {
                    phase,
                    work: `${(0,format/* formatCountOf */.gL)(phase.objects, 'entry', 'entries')}: ${treeText(report.files, report.bytes, report.folders, report.links)}`,
                    rate: (0,format/* formatCountRate */.Jn)(phase.objects, (0,phase_table/* activeSeconds */._q)(phase), 'entries'),
                };
            case 'lookup':
                return {
                    phase,
                    work: report.packsReused === undefined
                        ? 'the last entry’s manifest read'
                        : `the last entry’s manifest read: ${(0,format/* formatCountOf */.gL)(report.packsReused, 'pack')} reused`,
                    rate: '–',
                };
            case 'hash':
                return bytesWithRate(`${(0,format/* formatCountOf */.gL)(phase.objects, 'file')} hashed (${(0,format/* formatSize */.Xq)(phase.bytes)})`, phase);
            case 'compress':
                return bytesWithRate(`${(0,format/* formatCountOf */.gL)(phase.objects, 'large file')} compressed (${(0,format/* formatSize */.Xq)(phase.bytes)})`, phase);
            case 'pack':
                return bytesWithRate(`${(0,format/* formatCountOf */.gL)(phase.objects, 'small file')} packed (${(0,format/* formatSize */.Xq)(phase.bytes)})`, phase);
            case 'upload':
                return bytesWithRate(`${uploadedObjects(report)}, ${(0,format/* formatSize */.Xq)(phase.bytes)} uploaded (compressed)`, phase);
            case 'commit':
                return bytesWithRate(`manifest, ${(0,format/* formatSize */.Xq)(phase.bytes)} uploaded`, phase);
            default:
                return filesLine(phase);
        }
    });
}
function uploadedObjects(report) {
    const parts = [(0,format/* formatCountOf */.gL)(report.packsUploaded ?? 0, 'pack')];
    if (report.blobsUploaded)
        parts.push((0,format/* formatCountOf */.gL)(report.blobsUploaded, 'large file'));
    return (0,phase_table/* joinWords */.yZ)(parts);
}
/** The save step's summary: saved or why not, what was uploaded, where the time went. */
function renderSaveSummary(report, error) {
    const where = BACKEND_NAMES[report.backend];
    const titles = {
        saved: 'saved',
        exists: 'not saved, the key has an entry',
        'nothing-to-save': 'nothing to save',
        skipped: 'skipped',
        failed: 'failed',
    };
    const scope = report.scope ? ` in the scope ${(0,summary_text/* code */.aY)(report.scope)}` : '';
    const lines = [`## Cache save: ${titles[report.outcome]} (${where})`, ''];
    if (report.outcome === 'saved')
        lines.push(`- **Saved** under the key ${(0,summary_text/* code */.aY)(report.key)}${scope}.`);
    else {
        const why = report.reason ? `: ${(0,summary_text/* escapeHtml */.ZD)(report.reason)}` : '';
        lines.push(`- **Not saved** under the key ${(0,summary_text/* code */.aY)(report.key)}${scope}${why}.`);
    }
    const phases = (0,phase_report/* phaseReports */.jW)(report.phases, report.totalMs);
    const totalSeconds = report.totalMs / 1000;
    const upload = phases.find((p) => p.name === 'upload');
    const commit = phases.find((p) => p.name === 'commit');
    if (report.outcome === 'saved' || report.files > 0) {
        if (report.bytesUploaded !== undefined) {
            const seconds = (upload ? (0,phase_table/* activeSeconds */._q)(upload) : 0) + (commit?.seconds ?? 0);
            const manifest = report.manifestBytes
                ? `, and the ${(0,format/* formatSize */.Xq)(report.manifestBytes)} manifest`
                : '';
            const reused = report.packsReused
                ? `; ${(0,format/* formatCountOf */.gL)(report.packsReused, 'pack')} of earlier entries reused, not sent again`
                : '';
            lines.push(`- **Uploaded ${(0,format/* formatSize */.Xq)(report.bytesUploaded)}** in **${(0,format/* formatSeconds */.Xo)(seconds)}** (${uploadedObjects(report)}, compressed${manifest})${reused}.`);
        }
        else
            lines.push(`- **Uploaded**: the size is in the step log; ${(0,summary_text/* escapeHtml */.ZD)(where)} does not report it here.`);
        lines.push(`- **Saved** ${treeText(report.files, report.bytes, report.folders, report.links)} in **${(0,format/* formatSeconds */.Xo)(totalSeconds)}** in all.`);
    }
    const whereText = whereLine(report);
    if (whereText)
        lines.push(whereText);
    lines.push('');
    const totalWork = report.bytesUploaded !== undefined && report.outcome === 'saved'
        ? `${(0,format/* formatSize */.Xq)(report.bytes)} saved, ${(0,format/* formatSize */.Xq)(report.bytesUploaded)} uploaded`
        : report.outcome === 'saved'
            ? `${(0,format/* formatSize */.Xq)(report.bytes)} saved`
            : 'nothing saved';
    lines.push(...(0,time_section/* timeSection */.P)({
        lines: saveLines(report, phases),
        totalSeconds,
        totalWork: totalWork,
        waitingMeans: CACHE_WAITING_MEANS,
    }), ...warningLines(report.warnings, error));
    return (0,summary_text/* fitSummary */.mW)(lines.join('\n'));
}

;// CONCATENATED MODULE: ./build/cache-action/cache-renderers.js






// Keys are untrusted text (a newline could start a workflow command): quoted here, and every
// line is kept to one line where it is written (publishReport, the CLI's print).
const quoted = (key) => JSON.stringify(key ?? '');
/** Each phase that ran: when it started, how long it took, what it moved (the CLI's table). */
function cachePhaseTable(phases) {
    const end = Math.max(0, ...phases.map((p) => p.endMs ?? p.startMs ?? 0));
    const rows = [['phase', 'start', 'seconds', 'objects', 'bytes']];
    for (const p of phases)
        if (p.startMs !== undefined)
            rows.push([
                p.label,
                (0,format/* formatSeconds */.Xo)(p.startMs / 1000),
                (0,format/* formatSeconds */.Xo)((0,build_phases/* phaseSeconds */.B)(p, end)),
                (0,format/* formatCount */.B4)(p.objects),
                (0,format/* formatSize */.Xq)(p.bytes),
            ]);
    return (0,text_table/* textTable */.e)(rows, [0]);
}
function restoreLogLine(report) {
    if (report.skipped !== undefined)
        return `Cache restore skipped: ${report.skipped}.`;
    if (report.outcome === 'miss') {
        const keys = report.keysTried.map(quoted).join(', ');
        return report.backend === 'none'
            ? `Cache not restored: no cache store to read (the warning above says why); keys tried: ${keys}.`
            : `Cache not found for the keys ${keys} (${report.backend}).`;
    }
    const scope = report.matchedScope ? ` in the scope ${quoted(report.matchedScope)}` : '';
    const hit = report.outcome === 'exact' ? 'exact hit' : 'restore-key hit';
    return `Cache ${report.lookupOnly ? 'found' : 'restored'} from the key ${quoted(report.matchedKey)}${scope} (${report.backend}, ${hit}): ${report.files} files, ${report.bytes} bytes, in ${(report.totalMs / 1000).toFixed(2)} s.`;
}
function restoreText(report) {
    const what = report.outcome === 'miss'
        ? `miss: no entry for ${report.keysTried.map((k) => JSON.stringify(k)).join(', ')}`
        : `${report.outcome} hit: ${JSON.stringify(report.matchedKey)} in scope ${JSON.stringify(report.matchedScope)}, ${(0,format/* formatCount */.B4)(report.files)} files (${(0,format/* formatSize */.Xq)(report.bytes)}), ${(0,format/* formatCount */.B4)(report.unchangedFiles ?? 0)} unchanged, downloaded ${(0,format/* formatSize */.Xq)(report.bytesDownloaded ?? 0)}`;
    return `${cachePhaseTable(report.phases)}\n\n${what}`;
}
/** A restore, told in the step log, the outputs, the job summary and the CLI's text. */
const restoreRenderer = {
    warnings: (report) => report.warnings,
    logLines: (report) => [restoreLogLine(report), ...saveRefusedLines(report)],
    outputs: restoreOutputs,
    summary: renderRestoreSummary,
    text: restoreText,
};
function saveText(report) {
    const outcome = report.outcome === 'exists'
        ? `the key ${JSON.stringify(report.key)} exists already (--update overwrites it)`
        : report.outcome;
    return `${cachePhaseTable(report.phases)}\n\n${outcome}: ${(0,format/* formatCount */.B4)(report.files)} files (${(0,format/* formatSize */.Xq)(report.bytes)}), uploaded ${(0,format/* formatSize */.Xq)(report.bytesUploaded ?? 0)} in ${report.packsUploaded} pack(s) and ${report.blobsUploaded} blob(s), ${report.packsReused} pack(s) reused, ${report.packsCompacted ?? 0} compacted`;
}
/** Why no save will follow this restore, when this run may not save. */
function saveRefusedLines(report) {
    if (report.saveRefused === undefined)
        return [];
    const who = report.postStep === 'refuses'
        ? 'The post step will not save'
        : 'A cache/save step in this run would not save';
    return [`${who}: ${report.saveRefused}.`];
}
/** A save, told in the step log, the outputs, the job summary and the CLI's text. */
const saveRenderer = {
    warnings: (report) => report.warnings,
    logLines: (report) => [
        report.outcome === 'saved'
            ? `Cache saved under the key ${quoted(report.key)} (${report.backend}): ${report.files} files, ${report.bytes} bytes, in ${(report.totalMs / 1000).toFixed(2)} s.`
            : `Cache not saved under the key ${quoted(report.key)}: ${report.reason ?? report.outcome}.`,
    ],
    outputs: saveOutputs,
    summary: renderSaveSummary,
    text: saveText,
};


/***/ }),

/***/ 8679:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  k: () => (/* binding */ cacheRestoreRequest),
  T: () => (/* binding */ cacheSaveRequest)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./build/cache/store/cache-version.js

/** The compression this store writes; part of the version, as actions/cache makes it. */
const CACHE_COMPRESSION = 'zstd-frames';
/**
 * A SHA-256 over the paths exactly as written, the compression and, unless `crossOs`, the
 * platform family (Windows apart, as actions/cache does with its `windows-only` marker):
 * different path lists never share an entry.
 */
function computeCacheVersion(paths, options) {
    const platform = options.platform ?? process.platform;
    const parts = [...paths, CACHE_COMPRESSION];
    if (!options.crossOs && platform === 'win32')
        parts.push('windows-only');
    return (0,external_node_crypto_.createHash)('sha256').update(parts.join('|')).digest('hex');
}

;// CONCATENATED MODULE: ./build/cache-action/cache-requests.js

const versionOf = (settings) => computeCacheVersion(settings.paths, { crossOs: settings.crossOs });
/** The engine's restore request: the key, then the restore keys, in each read scope in turn. */
function cacheRestoreRequest(settings) {
    return {
        store: settings.store,
        paths: settings.paths,
        workspace: settings.workspace,
        primaryKey: settings.primaryKey,
        restoreKeys: settings.restoreKeys,
        version: versionOf(settings),
        readScopes: settings.scopes.readScopes,
        lookupOnly: settings.lookupOnly,
        allowLinkedPaths: settings.allowLinkedPaths,
    };
}
/** The engine's save request, under `key` in the write scope (`reuse`: the restore's hint). */
function cacheSaveRequest(settings, key, reuse) {
    return {
        store: settings.store,
        paths: settings.paths,
        workspace: settings.workspace,
        key,
        version: versionOf(settings),
        scope: settings.scopes.writeScope,
        update: settings.update,
        ...(reuse === undefined ? {} : { reuse }),
    };
}


/***/ }),

/***/ 9204:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FL: () => (/* binding */ runRefsFromEnv),
/* harmony export */   HX: () => (/* binding */ computeCacheScopes),
/* harmony export */   Tf: () => (/* binding */ writeScopeOf)
/* harmony export */ });
/* unused harmony exports REPOSITORY_SCOPE, NO_REF_SCOPE, readDefaultBranch */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);

/** The single scope of `scope: repository`: every branch reads and writes the same entries. */
const REPOSITORY_SCOPE = 'repository';
function branchRef(name) {
    return name === '' || name.startsWith('refs/') ? name : `refs/heads/${name}`;
}
/** The write scope of a run whose GITHUB_REF is empty: never the default branch's. */
const NO_REF_SCOPE = 'no-ref';
/** The refs GitHub gives runs: branches, tags, pull requests. */
const KNOWN_REF = /^refs\/(heads|tags|pull)\/./;
/**
 * The one scope a run writes: its own ref. An empty ref, or one that is not a branch, tag or
 * pull request, gets a scope of its own (`no-ref`, `other:<ref>`), so that it can never write
 * the default branch's entries, and an IAM policy that grants `refs/heads/main` does not cover it.
 */
function writeScopeOf(ref) {
    if (ref === '')
        return NO_REF_SCOPE;
    return KNOWN_REF.test(ref) ? ref : `other:${ref}`;
}
/**
 * actions/cache's rule: a run reads its own ref's entries, then its pull request's base branch,
 * then the default branch, and writes only to its own ref, so that a pull request's entries stay
 * invisible to the default branch.
 */
function computeCacheScopes(mode, refs) {
    if (mode === 'repository')
        return { readScopes: [REPOSITORY_SCOPE], writeScope: REPOSITORY_SCOPE };
    const own = writeScopeOf(refs.ref);
    const readScopes = [];
    for (const scope of [own, branchRef(refs.baseRef), branchRef(refs.defaultBranch)]) {
        if (scope !== '' && !readScopes.includes(scope))
            readScopes.push(scope);
    }
    return { readScopes, writeScope: own };
}
/**
 * The default branch from the event payload the runner writes (GITHUB_EVENT_PATH). A payload that
 * is missing or unreadable only narrows the lookup, so it yields '' rather than an error.
 */
function readDefaultBranch(eventPath) {
    if (!eventPath)
        return '';
    try {
        const event = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(eventPath, 'utf8'));
        const name = event.repository?.default_branch;
        return typeof name === 'string' ? name : '';
    }
    catch {
        return '';
    }
}
function runRefsFromEnv(env) {
    return {
        ref: env.GITHUB_REF ?? '',
        baseRef: env.GITHUB_BASE_REF ?? '',
        defaultBranch: readDefaultBranch(env.GITHUB_EVENT_PATH),
    };
}


/***/ }),

/***/ 5938:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ s3RestoreReport),
/* harmony export */   i: () => (/* binding */ s3SaveReport)
/* harmony export */ });
/** The report of a restore from the bucket, for the action's steps and the CLI alike. */
function s3RestoreReport(settings, result, totalMs) {
    return {
        ...result,
        backend: 's3',
        primaryKey: settings.primaryKey,
        readScopes: settings.scopes.readScopes,
        lookupOnly: settings.lookupOnly,
        totalMs,
    };
}
const SAVE_REASONS = {
    saved: undefined,
    exists: `the key has an entry in this scope already (set 'update: true' to replace it)`,
    'nothing-to-save': 'the paths hold no files',
};
/** The report of a save to the bucket, for the action's steps and the CLI alike. */
function s3SaveReport(settings, key, result, totalMs) {
    return {
        ...result,
        backend: 's3',
        key,
        scope: settings.scopes.writeScope,
        reason: SAVE_REASONS[result.outcome],
        totalMs,
    };
}


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

/***/ 7919:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  uM: () => (/* binding */ pruneRenderer),
  L5: () => (/* binding */ renderPruneSummary)
});

// UNUSED EXPORTS: removeCommandFor

// EXTERNAL MODULE: ./build/report/format.js
var format = __webpack_require__(2772);
// EXTERNAL MODULE: ./build/report/shell-command.js
var shell_command = __webpack_require__(3689);
;// CONCATENATED MODULE: ./build/report/markdown-code.js
/**
 * Lines as a fenced code block: GFM shows a fenced block's text exactly as written (no HTML, no
 * entities, no links made of URLs), so a command copied from it is the command. `<pre>` with
 * escapes would not do: its entities and the zero-width spaces that keep GFM from making links
 * (escapeHtml) are copied too. The fence is longer than any run of backticks in the lines, so no
 * line can close it. The lines must hold no line breaks (shellWord escapes them).
 */
function codeBlock(lines, info = '') {
    const longest = Math.max(0, ...lines.map((line) => maxBacktickRun(line)));
    const fence = '`'.repeat(Math.max(3, longest + 1));
    return [`${fence}${info}`, ...lines, fence];
}
function maxBacktickRun(line) {
    let longest = 0;
    for (const run of line.match(/`+/g) ?? [])
        longest = Math.max(longest, run.length);
    return longest;
}

// EXTERNAL MODULE: ./build/cache-action/prune-options.js
var prune_options = __webpack_require__(2233);
// EXTERNAL MODULE: ./build/report/summary-text.js
var summary_text = __webpack_require__(8979);
;// CONCATENATED MODULE: ./build/cache-action/prune-summary.js





/** Entries and bytes removed in all: the key's entries (with `delete-key`), then the prune's. */
function removedInAll(report) {
    return {
        entries: (report.keyRemoved?.removed.length ?? 0) + report.manifestsDeleted,
        bytes: (report.keyRemoved?.bytesDeleted ?? 0) + report.bytesDeleted,
    };
}
/** The CLI command that removes one unreadable manifest (add the connection flags the job used). */
function removeCommandFor(report, objectKey) {
    return (0,shell_command/* removeManifestCommand */.v)(`s3://${report.store.bucket}/${report.store.prefix}`, objectKey);
}
const MAX_LISTED = 50;
function renderPruneSummary(report, error) {
    const lines = [`## Cache prune${report?.deleteKey !== undefined ? ': delete a key' : ''}`, ''];
    if (report) {
        const removed = removedInAll(report);
        if (report.deleteKey !== undefined)
            lines.push(`Key ${(0,summary_text/* code */.aY)(report.deleteKey, 200)}.`, '');
        lines.push('| | removed | kept |', '|---|---:|---:|', `| entries | ${(0,format/* formatCount */.B4)(removed.entries)} | ${(0,format/* formatCount */.B4)(report.manifestsKept)} |`, `| packs and blobs | ${(0,format/* formatCount */.B4)(report.objectsDeleted)} | ${(0,format/* formatCount */.B4)(report.objectsKept)} |`, `| bytes | ${(0,format/* formatSize */.Xq)(removed.bytes)} | |`, '', `${report.deleteKey === undefined ? `Entries older than ${(0,format/* formatDuration */.a3)(report.olderThanMs)}; ` : ''}packs and blobs younger than ${(0,format/* formatDuration */.a3)(report.graceMs)} kept; ${(0,format/* formatSeconds */.Xo)(report.totalMs / 1000)} in all.`, '');
        for (const warning of report.warnings)
            lines.push((0,summary_text/* warningLine */.tE)(warning));
        if (report.warnings.length)
            lines.push('');
        if (report.unreadable.length) {
            lines.push('Remove each unreadable manifest, then prune again:', '');
            const commands = report.unreadable
                .slice(0, MAX_LISTED)
                .map((key) => removeCommandFor(report, key));
            lines.push(...codeBlock(commands, 'sh'), '');
            if (report.unreadable.length > MAX_LISTED)
                lines.push(`… and ${report.unreadable.length - MAX_LISTED} more (see the log).`, '');
        }
    }
    if (error)
        lines.push((0,summary_text/* errorLine */.BP)(error));
    return lines.join('\n');
}
/** A prune, told in the step log, the outputs, the job summary and the CLI's text. */
const pruneRenderer = {
    warnings: (report) => [
        ...report.warnings,
        ...report.unreadable.map((key) => `Remove it with: ${removeCommandFor(report, key)}`),
    ],
    logLines(report) {
        const removed = removedInAll(report);
        return [
            `Removed ${removed.entries} entr(ies) (${report.manifestsKept} kept) and ${report.objectsDeleted} pack(s) or blob(s) (${report.objectsKept} kept), ${removed.bytes} bytes in all, in ${(report.totalMs / 1000).toFixed(2)} s.`,
        ];
    },
    outputs(report) {
        const removed = removedInAll(report);
        return {
            [prune_options/* PruneOutputs */.b.EntriesRemoved]: String(removed.entries),
            [prune_options/* PruneOutputs */.b.ObjectsRemoved]: String(report.objectsDeleted),
            [prune_options/* PruneOutputs */.b.BytesRemoved]: String(removed.bytes),
        };
    },
    summary: renderPruneSummary,
    text: (report) => `pruned ${report.manifestsDeleted} entr(ies) (${report.manifestsKept} kept) and ${report.objectsDeleted} pack(s) or blob(s) (${(0,format/* formatSize */.Xq)(report.bytesDeleted)}; ${report.objectsKept} kept)`,
};


/***/ }),

/***/ 2252:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O8: () => (/* binding */ globber),
/* harmony export */   d7: () => (/* binding */ toPosix),
/* harmony export */   gb: () => (/* binding */ resolveRoots),
/* harmony export */   mn: () => (/* binding */ portableRoot),
/* harmony export */   wA: () => (/* binding */ rootPath)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _actions_glob__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4427);
/* harmony import */ var _root_paths_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(137);
/** The cache's `path` patterns as roots: where each is on this machine, portable between runners. */




/** Escapes a literal path for @actions/glob, as it escapes `.` and `~` itself. */
function globEscape(text) {
    return text
        .replace(/\\/g, '\\\\')
        .replace(/(\[)(?=[^/]+\])/g, '[[]')
        .replace(/\?/g, '[?]')
        .replace(/\*/g, '[*]');
}
/**
 * The patterns with relative ones anchored at the workspace (@actions/glob would take the
 * process's current folder); `~` and absolute patterns stay as they are, `!` stays in front.
 */
function anchoredPatterns(paths, workspace) {
    return paths
        .map((raw) => raw.trim())
        .filter((p) => p !== '' && !p.startsWith('#'))
        .map((p) => {
        const negate = p.startsWith('!');
        const body = negate ? p.slice(1) : p;
        const anchored = node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute(body) || body === '~' || body.startsWith('~/')
            ? body
            : `${globEscape(node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(workspace))}/${body.replace(/^\.\//, '')}`;
        return negate ? `!${anchored}` : anchored;
    })
        .join('\n');
}
/** @actions/glob over the patterns, anchored at the workspace; symlinks are not followed. */
function globber(paths, workspace) {
    return _actions_glob__WEBPACK_IMPORTED_MODULE_2__/* .create */ .v(anchoredPatterns(paths, workspace), {
        followSymbolicLinks: false, // symlinks are stored as symlinks
        implicitDescendants: true,
        matchDirectories: true,
        omitBrokenSymbolicLinks: false,
    });
}
function toPosix(rel) {
    return rel.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/');
}
/** A search path as a portable root: under the workspace, else under `~`, else absolute. */
function portableRoot(absolute, workspace) {
    const home = node_os__WEBPACK_IMPORTED_MODULE_0__.homedir();
    if ((0,_root_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .isInside */ .FK)(workspace, absolute))
        return { base: 'workspace', path: toPosix(node_path__WEBPACK_IMPORTED_MODULE_1__.relative(workspace, absolute)) };
    if (home && (0,_root_paths_js__WEBPACK_IMPORTED_MODULE_3__/* .isInside */ .FK)(home, absolute))
        return { base: 'home', path: toPosix(node_path__WEBPACK_IMPORTED_MODULE_1__.relative(home, absolute)) };
    return { base: 'absolute', path: absolute };
}
/** Where a root is on this machine. */
function rootPath(root, workspace) {
    if (root.base === 'absolute')
        return root.path;
    const base = root.base === 'home' ? node_os__WEBPACK_IMPORTED_MODULE_0__.homedir() : node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(workspace);
    return root.path === '' ? base : node_path__WEBPACK_IMPORTED_MODULE_1__.join(base, ...root.path.split('/'));
}
/** The roots of the cache's paths: the patterns' search paths (none nested in another). */
async function resolveRoots(paths, workspace) {
    const found = await globber(paths, workspace);
    const absolute = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(workspace);
    return found.getSearchPaths().map((p) => portableRoot(p, absolute));
}


/***/ }),

/***/ 137:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FK: () => (/* binding */ isInside),
/* harmony export */   R: () => (/* binding */ joinUnder),
/* harmony export */   gN: () => (/* binding */ parentOf)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);

/**
 * `root` (absolute, normalized) joined with a `/`-separated path inside it that has nothing
 * left to normalize (names from readdir, or paths isSafePath accepted): one concatenation rather
 * than path.join's normalizing pass, which was a fifth of a 50,000-file restore's plan. For a
 * save's and a restore's paths alike.
 */
function joinUnder(root, relative) {
    if (relative === '')
        return root;
    const native = node_path__WEBPACK_IMPORTED_MODULE_0__.sep === '/' ? relative : relative.replaceAll('/', node_path__WEBPACK_IMPORTED_MODULE_0__.sep);
    return root.endsWith(node_path__WEBPACK_IMPORTED_MODULE_0__.sep) ? root + native : root + node_path__WEBPACK_IMPORTED_MODULE_0__.sep + native;
}
/** The folder `absolute` (normalized, not a file system root) is in: path.dirname's result. */
function parentOf(absolute) {
    const at = node_path__WEBPACK_IMPORTED_MODULE_0__.sep === '/' ? absolute.lastIndexOf('/') : -1;
    return at > 0 ? absolute.slice(0, at) : node_path__WEBPACK_IMPORTED_MODULE_0__.dirname(absolute);
}
/** Whether `child` is `parent` or lies below it (both absolute, as path.relative reads them). */
function isInside(parent, child) {
    const rel = node_path__WEBPACK_IMPORTED_MODULE_0__.relative(parent, child);
    return rel === '' || (!rel.startsWith('..') && !node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute(rel));
}


/***/ }),

/***/ 3412:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  P: () => (/* binding */ restoreCache)
});

// EXTERNAL MODULE: ./build/cache/store/cache-lookup.js + 2 modules
var cache_lookup = __webpack_require__(212);
// EXTERNAL MODULE: ./build/cache/store/manifest-read.js
var manifest_read = __webpack_require__(1595);
// EXTERNAL MODULE: ./build/cache/store/cache-manifest.js + 3 modules
var cache_manifest = __webpack_require__(3769);
// EXTERNAL MODULE: ./build/cache/paths/cache-roots.js
var cache_roots = __webpack_require__(2252);
// EXTERNAL MODULE: ./build/cache/runtime/cache-runtime.js
var cache_runtime = __webpack_require__(6089);
// EXTERNAL MODULE: ./build/cache/runtime/collect-garbage.js
var collect_garbage = __webpack_require__(734);
// EXTERNAL MODULE: ./build/cache/store/entry-kinds.js
var entry_kinds = __webpack_require__(7001);
// EXTERNAL MODULE: ./build/bounded.js
var bounded = __webpack_require__(8021);
// EXTERNAL MODULE: ./build/cache/store/cache-names.js
var cache_names = __webpack_require__(2796);
// EXTERNAL MODULE: ./build/cache/store/store-get.js
var store_get = __webpack_require__(1759);
// EXTERNAL MODULE: ./build/retry.js
var retry = __webpack_require__(5402);
// EXTERNAL MODULE: ./build/cache/store/store-request.js
var store_request = __webpack_require__(4982);
// EXTERNAL MODULE: ./build/s3/content-range.js
var content_range = __webpack_require__(3290);
// EXTERNAL MODULE: ./build/s3/error-response.js
var error_response = __webpack_require__(425);
// EXTERNAL MODULE: ./build/s3/raw/raw-get.js + 3 modules
var raw_get = __webpack_require__(1886);
// EXTERNAL MODULE: ./build/s3/s3-failure.js
var s3_failure = __webpack_require__(6602);
// EXTERNAL MODULE: ./build/wire-bytes.js
var wire_bytes = __webpack_require__(4485);
;// CONCATENATED MODULE: ./build/cache/restore/worker-range-get.js





/** Bytes a sink is handed at a time when the body goes to a sink (a blob's file). */
const SINK_BUFFER_BYTES = 1024 * 1024;
/**
 * Sends a ranged GET signed by the main thread (DirectRequests.signGet) from a cache worker, by
 * the raw reader (`raw-get.ts`, over this worker's own keep-alive connections): the kernel
 * reads the body straight into one buffer of exactly `length` bytes, or into one reused buffer
 * handed to `sink` with its offset in the range (then an empty buffer is returned), or into the
 * sink's own buffer (then the part of it that holds the range is returned). So no
 * socket chunk is allocated at all, in this worker's heap or the main thread's; a restore of
 * 3,000 files and two 60 MB blobs took 0.57-0.86 user CPU-s so, against 0.96-1.31 through
 * `http` (issue 16). Checks as getRangeInto does: the Content-Range, and the length; errors are
 * the S3Errors the main thread's path would throw (retried there, in src/retry.ts).
 */
async function getRangeInWorker(fetch, signal, sink) {
    const { request, place, offset, length, timeoutMs } = fetch;
    const write = typeof sink === 'function' ? sink : undefined;
    const own = typeof sink === 'object' ? sink.into : undefined;
    if (own && own.length < length)
        throw new RangeError(`a buffer of ${own.length} bytes cannot hold ${length}`);
    // Counted as it arrives, into the main thread's counter (its progress line reads it).
    const wire = fetch.wire && wire_bytes/* WireBytes */.$.of(fetch.wire);
    const answer = await (0,raw_get/* rawGet */.L)(request, {
        signal,
        timeoutMs,
        place,
        onBody: wire && ((n) => wire.add(n)),
    });
    if (answer.statusCode < 200 || answer.statusCode >= 300) {
        const body = await answer.readAll();
        (0,error_response/* throwErrorAnswer */.bN)({ statusCode: answer.statusCode, headers: answer.headers, body: body.toString('utf8') }, place);
    }
    const declared = Number(answer.headers['content-length']);
    try {
        (0,content_range/* checkContentRange */.j)(answer.headers['content-range'], offset, length, place);
        if (declared !== length) {
            throw (0,s3_failure/* s3Failure */.l)({
                ...place,
                code: 'TruncatedBody',
                message: `the body of bytes=${offset}-${offset + length - 1} is ${declared} bytes, not ${length}`,
            });
        }
    }
    catch (error) {
        answer.destroy();
        throw error;
    }
    const into = own ? own.subarray(0, length) : new Uint8Array(write ? 0 : length);
    const whole = Buffer.from(into.buffer, into.byteOffset, into.byteLength);
    const spare = write ? Buffer.allocUnsafe(Math.min(SINK_BUFFER_BYTES, length)) : undefined;
    let at = 0;
    // The sink writes synchronously, so its buffer is free again when it returns.
    await answer.read({
        space: () => spare ?? whole.subarray(at),
        filled: (n) => {
            try {
                if (write)
                    write(spare.subarray(0, n), at);
            }
            catch (error) {
                return Promise.reject(error); // fails the read, and drops the connection
            }
            at += n;
            return undefined;
        },
    });
    return into;
}

;// CONCATENATED MODULE: ./build/cache/restore/restore-range-task.js



/**
 * Bytes [offset, offset + length) of an object, as a GET signed here (DirectRequests.signGet)
 * that `use` sends: each attempt is signed afresh and retried here (src/retry.ts). Undefined
 * when the bucket needs the SDK.
 */
async function withSignedRange(job, key, { offset, length }, use) {
    const { session, fetchSignal: signal } = job;
    const { bucket } = job.store;
    const headers = { range: `bytes=${offset}-${offset + length - 1}` };
    const place = { operation: 'GetObject', bucket, key };
    let request = await session.direct.signGet(bucket, key, headers, signal);
    if (!request)
        return undefined;
    return (0,retry/* withRetry */.bD)(async (attempt) => {
        if (attempt > 1)
            request = (await session.direct.signGet(bucket, key, headers, signal));
        const wire = session.direct.wire.shared;
        return use({ request: request, place, offset, length, timeoutMs: store_request/* REQUEST_TIMEOUT_MS */.j2, wire });
    }, (0,store_request/* retry */.L5)(signal));
}
/**
 * Runs a worker task that fetches a range of an object itself: the GET is signed here and sent
 * by the worker (worker-range-get.ts), so the body never crosses this thread, whose socket
 * chunks piled up as garbage. A cancelled restore tells the worker, and the promise waits for
 * its reply. The job gives the session, the bucket, the pool and the fetches' signal. False
 * when the bucket needs the SDK: the caller then fetches on this thread.
 */
async function runRangeTask(job, key, range, task) {
    const ran = await withSignedRange(job, key, range, async (fetch) => {
        await job.pool.run(task(fetch), [], job.fetchSignal);
        return true;
    });
    return ran ?? false;
}
/**
 * The same range fetched on this thread by the raw reader (over this thread's connections, which
 * restore-preconnect.ts opened during the lookup), straight into one exact buffer that then
 * moves to a worker uncopied: for the first pieces, while the workers still load (their start
 * is CPU; the lookup and the manifest may be faster, at a short round trip or on a busy
 * machine). Undefined when the bucket needs the SDK.
 */
function getRangeHere(job, key, range) {
    return withSignedRange(job, key, range, (fetch) => getRangeInWorker(fetch, AbortSignal.any([job.fetchSignal, AbortSignal.timeout(store_request/* REQUEST_TIMEOUT_MS */.j2)])));
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./build/transfer/download.js + 5 modules
var download = __webpack_require__(8273);
// EXTERNAL MODULE: ./build/cache/store/blob-transfer.js
var blob_transfer = __webpack_require__(5146);
// EXTERNAL MODULE: ./build/phases.js
var phases = __webpack_require__(7282);
// EXTERNAL MODULE: ./build/transfer/byte-budget.js
var byte_budget = __webpack_require__(2446);
// EXTERNAL MODULE: ./build/young-generation.js
var young_generation = __webpack_require__(3867);
// EXTERNAL MODULE: ./build/cache/store/cache-types.js
var cache_types = __webpack_require__(2949);
// EXTERNAL MODULE: ./build/cache/workers/cache-worker-pool.js + 1 modules
var cache_worker_pool = __webpack_require__(7724);
// EXTERNAL MODULE: ./build/local-path-rules.js
var local_path_rules = __webpack_require__(2873);
// EXTERNAL MODULE: ./build/cache/paths/root-paths.js
var root_paths = __webpack_require__(137);
// EXTERNAL MODULE: ./build/transfer/temp-names.js
var temp_names = __webpack_require__(3991);
;// CONCATENATED MODULE: ./build/cache/restore/restore-targets.js





/** Mode bits a restore takes from a manifest: permissions only, never setuid, setgid or sticky. */
const MODE_MASK = 0o777;
/**
 * The mode a restored file or folder gets: the manifest's permissions less the process's umask,
 * as tar -x gives them (to a user other than root), so a job that set `umask 077` gets no
 * world-readable cache. open(2) and mkdir(2) apply the umask themselves, so no chmod is needed.
 */
function restoredMode(mode, umask) {
    return mode & MODE_MASK & ~umask;
}
/** A `/`-separated relative path's folder ('' for an entry directly in its root). */
function relativeFolder(relative) {
    const at = relative.lastIndexOf('/');
    return at < 0 ? '' : relative.slice(0, at);
}
/** Where entry `i` ends up: its root joined with its (checked) path. */
function finalPath(t, i) {
    return (0,root_paths/* joinUnder */.R)(t.rootPaths[t.entries.root[i]], t.entries.path.at(i));
}
/** `child` is `parent` or lies under it (absolute paths as the restore builds them). */
function isUnder(parent, child) {
    return (child.startsWith(parent) &&
        (child.length === parent.length || child[parent.length] === external_node_path_.sep));
}
function stagingOf(stagings, absolute) {
    for (const s of stagings)
        if (isUnder(s.root, absolute))
            return s;
    return undefined;
}
/** Where `absolute` is written while its root is staged; undefined outside every staging. */
function stagedPath(stagings, absolute) {
    const s = stagingOf(stagings, absolute);
    return s && s.staging + absolute.slice(s.root.length);
}
/**
 * Where file or link `i` is written: inside a staging folder, straight under its name
 * (restore-staging.ts); else under its temporary name beside its final path, renamed once every
 * file is checked (restore-commit.ts).
 */
function writePlace(t, i) {
    const absolute = finalPath(t, i);
    const staged = t.stagings.length ? stagedPath(t.stagings, absolute) : undefined;
    return staged === undefined
        ? { path: tempPath(t, absolute, i), staged: false }
        : { path: staged, staged: true };
}
/**
 * The temporary name of entry `i` (file or symlink) outside a staging folder, beside its final
 * path: `.s3cache-<pid>-<random>-<i>`. Known from the plan alone, so an undo removes every one
 * that may exist, also those of a worker that died before it could report them; and a save's walk
 * knows them as a restore's (tree-walk.ts).
 */
function tempPath(t, absolute, i) {
    return restore_targets_tempBeside(absolute, t.tempTag, i);
}
function restore_targets_tempBeside(absolute, tag, i) {
    return (0,root_paths/* joinUnder */.R)((0,root_paths/* parentOf */.gN)(absolute), (0,temp_names/* restoreTempName */.Qb)(tag, i));
}
/**
 * Of entries `rows`, those written under a temporary name, not in a staging folder. With roots
 * not nested (always, for the roots resolveRoots gives) a root is staged whole or not at all, so
 * a fresh runner's restore makes no path per file here.
 */
function unstaged(t, rows) {
    if (t.stagings.length === 0)
        return [...rows];
    if (t.nestedRoots)
        return rows.filter((i) => !writePlace(t, i).staged);
    const staged = t.rootPaths.map((root) => stagedPath(t.stagings, root) !== undefined);
    return rows.filter((i) => !staged[t.entries.root[i]]);
}
/** Where the file that entry `i` replaces waits until the restore is over (restore-commit.ts). */
function asidePath(t, absolute, i) {
    return (0,root_paths/* joinUnder */.R)((0,root_paths/* parentOf */.gN)(absolute), (0,temp_names/* asideName */.o1)(t.tempTag, i));
}
/** Hex SHA-256 of file `i`'s content (the empty file's for a file with none). */
function contentSha256(t, i) {
    const k = t.entries.content[i];
    return k < 0 ? cache_manifest/* EMPTY_SHA256 */._e : t.contents.sha256.toString('hex', k * 32, k * 32 + 32);
}
/**
 * Whether a manifest path may be created inside its root, by the rules the sync follows too
 * (local-path-rules.ts): `''` is the root itself.
 */
function isSafePath(relative, windows = (0,local_path_rules/* isWindowsPlatform */.zV)()) {
    return (0,local_path_rules/* localPathRefusal */.hU)(relative, windows) === undefined;
}
/**
 * What a worker needs to land file `i` (where, from which frame, its size, hash, mode and time),
 * made as its task is sent; the landing itself is src/transfer/land-file.ts's.
 */
function describeLanding(t, i) {
    const k = t.entries.content[i];
    const place = writePlace(t, i);
    return {
        target: place.path,
        frame: t.contents.frame[k],
        at: t.contents.at[k],
        size: t.entries.size[i],
        sha256: contentSha256(t, i),
        mode: restoredMode(t.entries.mode[i], t.umask),
        mtimeMs: t.entries.mtime[i],
        ...(place.staged ? { staged: true } : {}),
    };
}

;// CONCATENATED MODULE: ./build/cache/restore/restore-record.js

/**
 * What a restore has made so far, so that a failure can take it all back (restore-undo.ts). The
 * steps tell it what they make, as they make it, through these methods and no other way; the
 * undo reads it once every worker has stopped.
 */
class RestoreRecord {
    madeDirs = [];
    madeStagings = [];
    plan;
    pendingRows = [];
    blobDownloads = [];
    changedModes = [];
    /** Folders made, parents first. */
    get dirs() {
        return this.madeDirs;
    }
    get stagings() {
        return this.madeStagings;
    }
    /** The plan, once made: every temporary name it gives is removed by an undo. */
    get targets() {
        return this.plan;
    }
    /** Files and links written under a temporary name beside their final one (not staged). */
    get pending() {
        return this.pendingRows;
    }
    /** Blobs' downloads beside their files, each removed by the worker that lands it. */
    get downloads() {
        return this.blobDownloads;
    }
    /** Existing folders whose mode the restore changed, with the mode they had. */
    get folderModes() {
        return this.changedModes;
    }
    /** A folder made (parents before their children). */
    madeDir(dir) {
        this.madeDirs.push(dir);
    }
    /** A staging folder made (restore-staging.ts). */
    madeStaging(staging) {
        this.madeStagings.push(staging);
    }
    /** A staging folder renamed to its root: an undo then removes the root. */
    publishedStaging(staging) {
        staging.renamed = true;
    }
    /**
     * The plan, with every name a worker or this thread may write outside a staging folder: known
     * before the first is written, so an undo removes them whoever wrote them.
     */
    planned(targets) {
        this.plan = targets;
        this.pendingRows.push(...unstaged(targets, targets.files), ...unstaged(targets, targets.links));
    }
    /** A blob's download, recorded before it exists: the worker that lands it may die first. */
    download(file) {
        this.blobDownloads.push(file);
    }
    /** An existing folder's mode, about to change: an undo sets `mode` back. */
    changedMode(path, mode) {
        this.changedModes.push({ path, mode });
    }
}

;// CONCATENATED MODULE: ./build/cache/restore/restore-commit.js



/** A folder appeared, since the plan, where the entry has a file or symlink. */
class RestoreCommitError extends (/* unused pure expression or super */ null && (Error)) {
    name = 'RestoreCommitError';
}
/** Renames per worker task: enough to make the message worth it, small enough to share out. */
const COMMIT_BATCH = 1024;
/**
 * In a worker: renames each temporary name to its final one. Whatever stands there (a file or
 * symlink of the user's: a folder is refused in the plan, and one that appeared since fails the
 * restore, since set aside it could not be removed without removing the user's tree) is first
 * renamed aside, beside it, to be removed only once the whole restore has succeeded. Returns the
 * rows set aside.
 */
function commitNames({ temps, targets, asides }) {
    const setAside = [];
    for (let n = 0; n < temps.length; n++) {
        const target = targets[n];
        const existing = lstatSync(target, { throwIfNoEntry: false });
        if (existing?.isDirectory())
            throw new RestoreCommitError(`a folder appeared at ${JSON.stringify(target)}, where the entry has a file or symlink`);
        if (existing) {
            renameSync(target, asides[n]);
            setAside.push(n);
        }
        renameSync(temps[n], target);
    }
    return setAside;
}
/** In a worker: removes each path, none an error if absent. */
function removeNames(paths) {
    for (const file of paths)
        rmSync(file, { force: true });
}
/**
 * Once every content is written and checked: the temporary names of entries `pending` renamed
 * to their final ones by the workers, in batches (a rename, and a set-aside one for a replaced
 * file, cost about 0.25 ms each on a busy runner: thousands of them would hold the main thread
 * for seconds). Returns the set-aside files, for dropAsides. A failure leaves any mix of renames
 * done, which undoPending takes back from the plan alone.
 */
async function commitTemporaries(targets, pending, pool) {
    const batches = [];
    for (let from = 0; from < pending.length; from += COMMIT_BATCH) {
        const rows = pending.slice(from, from + COMMIT_BATCH);
        const finals = rows.map((i) => finalPath(targets, i));
        const asides = rows.map((i, n) => asidePath(targets, finals[n], i));
        const task = {
            kind: 'commit',
            temps: rows.map((i, n) => tempPath(targets, finals[n], i)),
            targets: finals,
            asides,
        };
        batches.push(pool.run(task).then(({ result }) => result.map((n) => asides[n])));
    }
    return (await Promise.all(batches)).flat();
}
/**
 * Once the restore has succeeded: the set-aside files go, by the workers. Past the point of no
 * return (an undo now would put back only the files not yet removed), so a failure here is a
 * warning, never a failed restore. Returns the warnings.
 */
async function dropAsides(asides, pool) {
    const batches = [];
    for (let from = 0; from < asides.length; from += COMMIT_BATCH)
        batches.push(pool.run({ kind: 'remove', paths: asides.slice(from, from + COMMIT_BATCH) }));
    const failed = (await Promise.allSettled(batches)).filter((b) => b.status === 'rejected');
    return failed.length === 0
        ? []
        : [
            `some replaced files were left beside the restored ones, named ${temp_names/* ASIDE_NAMES */._o}: ${JSON.stringify(String(failed[0].reason))}`,
        ];
}
function exists(file) {
    return (0,external_node_fs_.lstatSync)(file, { throwIfNoEntry: false }) !== undefined;
}
/**
 * Takes back whatever a failed restore did to entries `pending`, from the plan's names alone (a
 * worker that died reported nothing): a set-aside file is renamed back over its final name (one
 * atomic rename, whether or not the new one had landed there); a final name that held nothing
 * before the restore, and whose temporary name is gone, holds the restore's file, which is
 * removed; every temporary name is removed. Returns what it could not take back.
 */
function undoPending(targets, pending) {
    const problems = [];
    for (const i of pending) {
        const target = finalPath(targets, i);
        const temp = tempPath(targets, target, i);
        const aside = asidePath(targets, target, i);
        try {
            if (exists(aside))
                (0,external_node_fs_.renameSync)(aside, target);
            else if (targets.existing[i] === 0 && !exists(temp))
                (0,external_node_fs_.rmSync)(target, { force: true });
            (0,external_node_fs_.rmSync)(temp, { force: true });
        }
        catch (error) {
            problems.push(`${JSON.stringify(target)} (${JSON.stringify(error.message)})`);
        }
    }
    return problems;
}

// EXTERNAL MODULE: ./build/pid-alive.js
var pid_alive = __webpack_require__(9689);
;// CONCATENATED MODULE: ./build/cache/restore/restore-staging.js






/**
 * Where a root does not exist yet (a fresh runner's `node_modules`, `~/.npm`), its tree is
 * written under the final relative names inside a staging folder beside it (same folder, so the
 * same file system), and the folder is renamed to the root once at the end: one rename instead
 * of one per file (a temporary name, then a rename: 50,000 files cost 50,000 renames and twice
 * the folder-entry work), and nothing is ever visible under a final name before all of it is
 * written and checked. Roots inside another missing root are part of that root's staging.
 *
 * Returns the targets with their stagings set (every file and link under a staged root is then
 * written inside its staging folder: restore-targets.ts's writePlace) and the missing folders
 * moved there; folder entries keep their final paths, since they are stamped after the renames
 * (a rename inside a folder changes its mtime).
 */
function planStaging(targets) {
    const outermost = targets.missingRoots.filter((root) => !targets.missingRoots.some((other) => other !== root && isUnder(other, root)));
    if (outermost.length === 0)
        return { targets, stagings: [], stagedDirs: [] };
    const tag = (0,temp_names/* stagingTag */.al)();
    const stagings = outermost.map((root, i) => ({
        root,
        staging: external_node_path_.join(external_node_path_.dirname(root), (0,temp_names/* stagingName */.zb)(tag, i)),
        renamed: false,
    }));
    const roots = new Set(outermost);
    const missingDirs = [];
    const stagedDirs = [];
    // The staging folders themselves are made by makeStagings, which refuses one that exists.
    for (const dir of targets.missingDirs) {
        if (roots.has(dir))
            continue;
        const staged = stagedPath(stagings, dir);
        if (staged === undefined)
            missingDirs.push(dir);
        else
            stagedDirs.push(staged);
    }
    return { stagings, targets: { ...targets, missingDirs, stagings }, stagedDirs };
}
/**
 * The staged folders that no file with content lands in, nor below: the workers make the
 * others as they write into them (each worker makes a folder before its first file there), so
 * the main thread's serial mkdir of every folder before the first download is gone; these few
 * (empty folders, folders of links or empty files only) are made at the end.
 */
function foldersWithoutContent(stagedDirs, targets, withContent) {
    if (stagedDirs.length === 0)
        return [];
    const { nestedRoots, rootPaths, stagings } = targets;
    if (!nestedRoots && external_node_path_.sep === '/' && stagings.every((s) => rootPaths.includes(s.root)))
        return foldersWithoutContentByRoot(stagedDirs, targets, withContent);
    const reached = new Set();
    for (const i of withContent) {
        const place = writePlace(targets, i);
        if (!place.staged)
            continue;
        for (let dir = (0,root_paths/* parentOf */.gN)(place.path); !reached.has(dir); dir = (0,root_paths/* parentOf */.gN)(dir)) {
            reached.add(dir);
            if (dir === (0,root_paths/* parentOf */.gN)(dir))
                break;
        }
    }
    return stagedDirs.filter((dir) => !reached.has(dir));
}
/**
 * foldersWithoutContent where no root holds another (always, for the roots resolveRoots gives),
 * so each staging folder is a root's:
 * on the manifest's own relative paths, root by root, with no absolute or staged path made per
 * file (that cost 60-100 ms of the main thread's time in a 50,000-file restore).
 */
function foldersWithoutContentByRoot(stagedDirs, targets, withContent) {
    const { entries, rootPaths, stagings } = targets;
    const staging = rootPaths.map((root) => stagings.find((s) => s.root === root)?.staging);
    const reached = rootPaths.map(() => new Set());
    for (const i of withContent) {
        const r = entries.root[i];
        const relative = entries.path.at(i);
        if (staging[r] === undefined || relative === '')
            continue;
        const set = reached[r];
        for (let dir = relativeFolder(relative); !set.has(dir); dir = relativeFolder(dir)) {
            set.add(dir);
            if (dir === '')
                break;
        }
    }
    return stagedDirs.filter((dir) => {
        const r = staging.findIndex((s) => s !== undefined && isUnder(s, dir));
        if (r < 0)
            return true;
        const base = staging[r];
        return !reached[r].has(dir.length === base.length ? '' : dir.slice(base.length + 1));
    });
}
/**
 * Makes a folder and its missing parents, recording each one made, parents first, so that an
 * undo can remove them all (a root such as `~/.cache/tool` may need its parents made).
 */
function makeDirRecorded(dir, record) {
    const first = (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
    if (first === undefined)
        return;
    for (let at = first;; at = external_node_path_.join(at, external_node_path_.relative(at, dir).split(external_node_path_.sep)[0])) {
        record.madeDir(at);
        if (at === dir)
            break;
    }
}
/**
 * Removes the staging folders that a restore killed outright (`kill -9`, a runner lost
 * mid-step) left in `dir`: on a self-hosted runner the workspace stays, and each would hold a
 * whole half-written tree. Only folders named as planStaging names them and whose process is
 * gone are removed; a restore still running elsewhere keeps its own. Returns their names.
 */
function sweepAbandonedStagings(dir, isAlive = pid_alive/* isPidAlive */.b) {
    let names;
    try {
        names = (0,external_node_fs_.readdirSync)(dir);
    }
    catch {
        return []; // a parent that does not exist yet holds nothing to sweep
    }
    const swept = [];
    for (const name of names) {
        const pid = (0,temp_names/* stagingPid */.Vn)(name);
        if (!pid || pid === process.pid || isAlive(pid))
            continue;
        (0,external_node_fs_.rmSync)(external_node_path_.join(dir, name), { recursive: true, force: true });
        swept.push(name);
    }
    return swept;
}
/**
 * Makes each staging folder (its root's missing parents too, recorded parents first so an
 * undo removes them), after sweeping the folder it goes in of the staging folders
 * that killed restores left (returned, to say so). A staging folder that exists already is an
 * error, never reused: its contents would not be ours.
 */
function makeStagings(stagings, record) {
    const swept = [];
    for (const s of stagings) {
        const parent = external_node_path_.dirname(s.root);
        swept.push(...sweepAbandonedStagings(parent).map((name) => external_node_path_.join(parent, name)));
        makeDirRecorded(parent, record);
        (0,external_node_fs_.mkdirSync)(s.staging);
        record.madeStaging(s);
    }
    return swept;
}
/** Renames every staging folder to its root, once everything inside is written and checked. */
function publishStagings(stagings, record) {
    for (const s of stagings) {
        // A root made meanwhile by someone else fails the rename (unless it is an empty folder,
        // which rename(2) replaces): the restore is then a miss, and the staging folder removed.
        (0,external_node_fs_.renameSync)(s.staging, s.root);
        record.publishedStaging(s);
    }
}
/** Removes what the stagings made: the folder, or the root it became. */
function removeStagings(stagings) {
    for (const s of stagings)
        (0,external_node_fs_.rmSync)(s.renamed ? s.root : s.staging, { recursive: true, force: true });
}

;// CONCATENATED MODULE: ./build/cache/restore/restore-undo.js



/**
 * Takes back what `record` says a failed restore made. Called only by RestoreJob.abandon, the one
 * place that undoes, once every worker has stopped (a worker still landing files would write
 * behind it): the staging folders whole (or the roots they became), then, from the plan's names
 * alone (a worker that died mid-task reported nothing), each set-aside file put back over its
 * final name, each new file removed, every temporary name removed (restore-commit.ts's
 * undoPending); the blobs' downloads, the modes of folders changed, then the folders made,
 * deepest first. Never throws: returns what it could not take back, for a warning.
 */
function undo(record) {
    const problems = [];
    const attempt = (what, step) => {
        try {
            step();
        }
        catch (error) {
            problems.push(`${JSON.stringify(what)} (${JSON.stringify(error.message)})`);
        }
    };
    for (const s of record.stagings)
        attempt(s.staging, () => removeStagings([s]));
    if (record.targets)
        problems.push(...undoPending(record.targets, record.pending));
    for (const file of record.downloads)
        attempt(file, () => (0,external_node_fs_.rmSync)(file, { force: true }));
    for (const { path, mode } of [...record.folderModes].reverse())
        attempt(path, () => (0,external_node_fs_.chmodSync)(path, mode));
    for (const dir of [...record.dirs].reverse()) {
        try {
            (0,external_node_fs_.rmdirSync)(dir);
        }
        catch {
            // not empty: the parents of a root, or something else wrote there meanwhile
        }
    }
    return problems;
}

;// CONCATENATED MODULE: ./build/cache/restore/restore-job.js








const RESTORE_PHASES = [
    { name: 'lookup', label: 'Lookup' },
    { name: 'manifest', label: 'Manifest' },
    { name: 'prepare', label: 'Check the tree' },
    { name: 'download', label: 'Download' },
    { name: 'unpack', label: 'Decompress and write' },
    { name: 'finish', label: 'Folders, links, empty files' },
];
/** Bytes of packs fetched and not yet landed, and of blob ranges in flight. */
const RESTORE_BYTES_IN_FLIGHT = 32 * 1024 * 1024;
/** A corrupt or inconsistent object: the restore is a miss. */
class CacheIntegrityError extends Error {
    name = 'CacheIntegrityError';
}
/** A landing task's failure as the restore reports it: a worker's integrity check is corruption. */
function landingFailure(error) {
    if (error instanceof cache_worker_pool/* CacheTaskError */.IQ && error.name === 'IntegrityError')
        throw new CacheIntegrityError(error.message);
    throw error;
}
/**
 * One restore, made once and handed to each of its steps (restore-cache.ts): the S3 session and
 * the store, the request, the phases, the deadline, the worker pool, the byte budget, the
 * warnings, the umask and the undo record. Its `abandon` is the one place a failed restore is
 * taken back.
 */
class RestoreJob {
    session;
    request;
    callerSignal;
    phases = new phases/* PhaseCollector */.r(RESTORE_PHASES);
    warnings = [];
    record = new RestoreRecord();
    /** The caller's signal or the deadline: every step stops on it. */
    signal;
    /** The process's umask, read before any worker starts (readUmask). */
    umask;
    /** The keys the lookup tried, for every result. */
    keysTried = [];
    bytesDownloaded = 0;
    deadline;
    deadlineMs;
    workers;
    stopWorkers;
    /**
     * The fetches' own stop: the first failure among them stops the rest (no new GET, fetches in
     * flight cancelled) rather than letting the blobs' downloads run on to their end before the
     * restore can be undone.
     */
    fetchStop = new AbortController();
    fetchSignalMade;
    budgetMade;
    constructor(session, request, callerSignal) {
        this.session = session;
        this.request = request;
        this.callerSignal = callerSignal;
        this.phases.wire = session.direct.wire;
        this.deadlineMs = request.deadlineMs ?? cache_types/* DEFAULT_RESTORE_DEADLINE_MS */.n;
        this.deadline = AbortSignal.timeout(this.deadlineMs);
        this.signal = AbortSignal.any([callerSignal, this.deadline]);
        (0,young_generation/* holdYoungGeneration */.k)();
        this.umask = readUmask(); // before the workers start: reading it sets it for a moment
    }
    get store() {
        return this.request.store;
    }
    /**
     * Starts the workers. With V8's flags as Node set them: the hold on the young generation is
     * lifted until they have loaded (young-generation.ts). A deadline or a cancel stops the
     * workers' tasks at their next file (worker-stop.ts): their loops are synchronous, and only
     * the pool's shared flag reaches them.
     */
    startWorkers() {
        const workers = (this.workers = new cache_worker_pool/* CacheWorkerPool */.Vm());
        void workers.started.then(() => (this.workersLoaded = true));
        (0,young_generation/* liftHoldWhile */.K)(workers.started);
        this.stopWorkers = () => workers.stop();
        this.signal.addEventListener('abort', this.stopWorkers, { once: true });
    }
    /** Settles once the workers have loaded; undefined when none were started (a lookup only). */
    /** Every worker has loaded (restore-fetch.ts fetches on this thread until then). */
    workersLoaded = false;
    get workersStarted() {
        return this.workers?.started;
    }
    get pool() {
        if (!this.workers)
            throw new Error('the restore started no workers');
        return this.workers;
    }
    /** The job's signal, or the first failure among the fetches (stopFetches). */
    get fetchSignal() {
        return (this.fetchSignalMade ??= AbortSignal.any([this.signal, this.fetchStop.signal]));
    }
    /** One budget for packs held until written and for blobs' ranges in flight. */
    get budget() {
        return (this.budgetMade ??= new byte_budget/* ByteBudget */.G(RESTORE_BYTES_IN_FLIGHT, this.fetchSignal));
    }
    stopFetches(reason) {
        this.fetchStop.abort(reason);
    }
    /** A miss, with `why` as a warning. */
    miss(why, unreachable = false) {
        if (why)
            this.warnings.push(why);
        return {
            outcome: 'miss',
            keysTried: this.keysTried,
            files: 0,
            bytes: 0,
            unchangedFiles: 0,
            phases: this.phases.list(),
            warnings: this.warnings,
            ...(unreachable ? { unreachable } : {}),
        };
    }
    /**
     * A failure as a miss that says why; the caller's own cancel is thrown on. `lookup`: the
     * failure came before the store had answered anything, so a connection failure means the
     * store is unreachable.
     */
    failed(error, lookup = false) {
        if (this.callerSignal.aborted)
            throw this.callerSignal.reason;
        if (this.deadline.aborted) {
            const setBy = this.request.deadlineSetBy ? ` (${this.request.deadlineSetBy})` : '';
            return this.miss(`the restore passed its deadline of ${Math.round(this.deadlineMs / 1000)} s${setBy} and was abandoned`);
        }
        const unreachable = lookup && (0,retry/* isUnreachable */.R0)(error);
        return this.miss(`the cache was not restored: ${error.message}`, unreachable);
    }
    /**
     * The one place a failed restore is taken back: the workers stop at their next file, then
     * end (a worker still landing files would write behind the undo); then everything the record
     * holds is undone, and what could not be is said in a warning.
     */
    async abandon(error) {
        this.pool.stop();
        await this.pool.close();
        const left = undo(this.record);
        if (left.length > 0)
            this.warnings.push(`the failed restore could not take back everything: ${left.slice(0, 5).join(', ')}${left.length > 5 ? ` and ${left.length - 5} more` : ''}`);
        return this.failed(error);
    }
    /** Ends the workers, if any: after every outcome. */
    async close() {
        if (this.stopWorkers)
            this.signal.removeEventListener('abort', this.stopWorkers);
        await this.workers?.close();
    }
}
/**
 * The process's umask, read once before any worker starts: `process.umask()` reads it by
 * setting it to 0 and back, which would race a thread creating files. Modes are restored less
 * the umask (restoredMode), so open(2) and mkdir(2) give them whole, with no chmod.
 */
function readUmask() {
    return process.umask();
}

;// CONCATENATED MODULE: ./build/cache/restore/restore-task-types.js
/**
 * The restore's tasks for the worker pool (restore-tasks.ts runs them): unpack and land files,
 * fetch ranges, land blobs, commit and remove temporary names.
 */
/**
 * A blob's ranged GETs: up to 8 MiB each (a run of whole frames, or a plain range), as the sync's
 * parallel downloads cut them. A worker keeps buffers of this size for its next runs.
 */
const BLOB_RANGE_BYTES = 8 * 1024 * 1024;

// EXTERNAL MODULE: ./build/cache/store/pack-limits.js
var pack_limits = __webpack_require__(1563);
;// CONCATENATED MODULE: ./build/cache/restore/restore-blob-ranges.js







/** Runs of one blob in flight at once (all within the byte budget). */
const RANGES_PER_BLOB = 4;
/**
 * A blob's frames in runs of about BLOB_RANGE_BYTES (at least one frame each), so that every
 * GET brings whole frames its worker can decode at once; a frame that does not start where the
 * last ended starts a run of its own, so no byte between frames is fetched.
 */
function frameRuns(frames) {
    const runs = [];
    let run;
    frames.forEach(([offset, length], index) => {
        const joins = run && run.offset + run.length === offset;
        if (!run || !joins || run.length + length > BLOB_RANGE_BYTES) {
            run = { offset, length: 0, frames: [] };
            runs.push(run);
        }
        run.frames.push([index, offset - run.offset, length]);
        run.length = offset + length - run.offset;
    });
    return runs;
}
/**
 * Refuses a compressed blob with a frame longer than a save's can be, before a byte is fetched:
 * whichever way it lands, a frame's stored bytes are held whole in a worker.
 */
function refuseLongFrames(object) {
    if (object.compression !== 'zstd')
        return;
    if (object.frames.some(([, length]) => length > pack_limits/* MAX_BLOB_FRAME_STORED_BYTES */.dl))
        throw new CacheIntegrityError(`${object.name} is corrupt: a frame is stored in more than the ${pack_limits/* MAX_BLOB_FRAME_STORED_BYTES */.dl} bytes a save's takes`);
}
/**
 * Whether a blob can land in runs: compressed, and cut as a save cuts it, one frame per
 * BLOB_FRAME_BYTES of its file. Any other blob is downloaded whole and landed by one worker
 * (restore-blobs.ts), which takes frames of any size.
 */
function landsInRuns(object, fileSize) {
    return (object.compression === 'zstd' &&
        fileSize > 0 &&
        object.frames.length === Math.ceil(fileSize / pack_limits/* BLOB_FRAME_BYTES */.m6));
}
/**
 * Lands a compressed blob as its bytes arrive: the workers fetch runs of whole frames, decode
 * each and write it at its place in the file's temporary name (blob-range), several runs at once
 * on both workers; then one worker checks the whole file against the content's hash and stamps
 * it (blob-seal). So a blob's decoding overlaps its download and spreads over the cores, and its
 * compressed bytes never touch the disk. The temporary name is the plan's, in the record before
 * anything is written; on a failure it is removed here once no run is in flight. False when the
 * bucket needs the SDK (nothing fetched, nothing left): the caller downloads it whole.
 */
async function landBlobInRuns(job, blob) {
    const { object, key, file } = blob;
    const { budget } = job;
    if (file.staged)
        (0,external_node_fs_.mkdirSync)((0,root_paths/* parentOf */.gN)(file.target), { recursive: true });
    // Writable by the workers whatever the file's own mode; blob-seal gives it that mode.
    (0,external_node_fs_.closeSync)((0,external_node_fs_.openSync)(file.target, 'wx', 0o600));
    try {
        const runs = frameRuns(object.frames);
        let direct = true;
        await (0,bounded/* forEachBounded */.a)(runs.length, RANGES_PER_BLOB, async (i) => {
            if (!direct)
                return;
            const { offset, length, frames } = runs[i];
            await budget.acquire(length);
            try {
                const task = (fetch) => ({
                    kind: 'blob-range',
                    fetch,
                    object: object.name,
                    target: file.target,
                    frames,
                    size: file.size,
                });
                const fetched = await runRangeTask(job, key, { offset, length }, task).catch(landingFailure);
                if (!fetched)
                    direct = false;
            }
            finally {
                budget.release(length);
            }
        });
        if (!direct) {
            (0,external_node_fs_.rmSync)(file.target, { force: true });
            return false;
        }
        await job.pool.run({ kind: 'blob-seal', object: object.name, file }).catch(landingFailure);
        return true;
    }
    catch (error) {
        (0,external_node_fs_.rmSync)(file.target, { force: true });
        throw error;
    }
}

;// CONCATENATED MODULE: ./build/cache/restore/restore-blobs.js












/** Blobs fetched at once (their ranges all within the byte budget). */
const BLOBS_AT_ONCE = 2;
/**
 * A blob's bytes into `downloaded`: where the bucket takes direct signed requests, ranges of
 * BLOB_RANGE_BYTES fetched by the workers and written at their offsets (the bodies never cross
 * the main thread, where each 8 MiB range and its socket chunks were garbage to collect);
 * otherwise the sync's own parallel ranged download (src/transfer/download.ts). False when the
 * bucket needs the SDK and nothing was fetched.
 */
async function fetchInWorkers(object, key, downloaded, job) {
    const { budget } = job;
    (0,external_node_fs_.closeSync)((0,external_node_fs_.openSync)(downloaded, 'wx', 0o600));
    const ranges = Math.ceil(object.size / BLOB_RANGE_BYTES);
    let direct = true;
    await (0,bounded/* forEachBounded */.a)(ranges, RANGES_PER_BLOB, async (i) => {
        if (!direct)
            return;
        const offset = i * BLOB_RANGE_BYTES;
        const length = Math.min(BLOB_RANGE_BYTES, object.size - offset);
        await budget.acquire(length);
        try {
            const task = (fetch) => ({
                kind: 'fetch-write',
                fetch,
                file: downloaded,
            });
            const range = { offset, length };
            const fetched = await runRangeTask(job, key, range, task);
            if (!fetched)
                direct = false;
        }
        finally {
            budget.release(length);
        }
    });
    return direct;
}
/** A blob downloaded whole beside its file, then decoded, checked and landed by one worker. */
async function downloadAndLand(job, { object, file }, targets, context) {
    const { store, phases, record } = job;
    const key = (0,cache_names/* storeRoot */.q1)(store) + object.name;
    const place = writePlace(targets, file);
    const downloaded = external_node_path_.join(external_node_path_.dirname(place.path), (0,temp_names/* blobTempName */.tP)());
    // Recorded before it exists: the worker that lands it may die before removing it.
    record.download(downloaded);
    // In a staging folder, the blob's folder may not be made yet (the workers make them).
    if (place.staged)
        (0,external_node_fs_.mkdirSync)(external_node_path_.dirname(downloaded), { recursive: true });
    phases.begin('download');
    try {
        if (await fetchInWorkers(object, key, downloaded, job))
            job.bytesDownloaded += object.size;
        else {
            (0,external_node_fs_.rmSync)(downloaded, { force: true });
            await (0,download/* downloadObject */._)({
                bucket: store.bucket,
                key,
                size: object.size,
                lastModifiedMs: targets.entries.mtime[file],
                etag: '',
                targetPath: downloaded,
            }, context);
        }
    }
    catch (error) {
        (0,external_node_fs_.rmSync)(downloaded, { force: true });
        throw error;
    }
    phases.add('download', 1, object.size);
    // The worker removes `downloaded` whatever happens.
    await job.pool
        .run({
        kind: 'blob-land',
        object: object.name,
        downloaded,
        objectSha256: object.sha256,
        compression: object.compression,
        frames: object.frames.map(([o, l]) => [o, l]),
        file: describeLanding(targets, file),
    })
        .catch(landingFailure);
    phases.add('unpack', 1, targets.entries.size[file]);
}
/**
 * Lands each blob: a compressed one cut as a save cuts it in runs of frames decoded as they
 * arrive (restore-blob-ranges.ts); any other, or any where the bucket needs the SDK, downloaded
 * whole into a temporary name beside its file, then checked and landed by one worker.
 */
async function fetchBlobs(job, blobs, targets) {
    const { session, phases } = job;
    const context = (0,blob_transfer/* blobTransferContext */.s)(session, job.fetchSignal, job.budget, (n) => {
        job.bytesDownloaded += n;
    });
    await (0,bounded/* forEachBounded */.a)(blobs.length, BLOBS_AT_ONCE, async (i) => {
        const { object, file } = blobs[i];
        refuseLongFrames(object);
        const size = targets.entries.size[file];
        if (landsInRuns(object, size)) {
            phases.begin('download');
            const key = (0,cache_names/* storeRoot */.q1)(job.store) + object.name;
            if (await landBlobInRuns(job, { object, key, file: describeLanding(targets, file) })) {
                job.bytesDownloaded += object.size;
                phases.add('download', 1, object.size);
                phases.add('unpack', 1, size);
                return;
            }
        }
        await downloadAndLand(job, blobs[i], targets, context);
    });
}

;// CONCATENATED MODULE: ./build/cache/restore/restore-land-files.js



// An unpack task's files as columns, made on the main thread and read back in the worker.
/** Numbers per file in LandFileColumns. */
const LAND_NUMBERS = 7;
/**
 * Files `files` of the plan as an unpack task's columns. Where roots are not nested (always, for
 * the roots resolveRoots gives) a file's base is its root's write folder and its path the
 * manifest's own string; otherwise each file's folder is a base of its own.
 */
function landFiles(t, files) {
    const { entries, contents } = t;
    const bases = [];
    const staged = [];
    const baseIndex = new Map();
    const baseOf = (dir, isStaged) => {
        let b = baseIndex.get(dir);
        if (b === undefined) {
            baseIndex.set(dir, (b = bases.length));
            bases.push(dir);
            staged.push(isStaged);
        }
        return b;
    };
    const nested = t.nestedRoots;
    // Per root: where its files are written (its staging folder's name if it is staged).
    const rootStaging = t.rootPaths.map((root) => stagedPath(t.stagings, root));
    const rootBase = rootStaging.map((staged, r) => staged ?? t.rootPaths[r]);
    const rootStaged = rootStaging.map((staged) => staged !== undefined);
    const paths = new Array(files.length);
    const numbers = new Float64Array(files.length * LAND_NUMBERS);
    const sha256 = new Uint8Array(files.length * 32);
    files.forEach((i, n) => {
        const r = entries.root[i];
        let base;
        if (nested) {
            const absolute = finalPath(t, i);
            const staged = t.stagings.length ? stagedPath(t.stagings, absolute) : undefined;
            const place = staged ?? absolute;
            base = baseOf(external_node_path_.dirname(place), staged !== undefined);
            paths[n] = external_node_path_.basename(place);
        }
        else {
            base = baseOf(rootBase[r], rootStaged[r]);
            paths[n] = entries.path.at(i);
        }
        const k = entries.content[i];
        const at = n * LAND_NUMBERS;
        numbers[at] = base;
        numbers[at + 1] = contents.frame[k];
        numbers[at + 2] = contents.at[k];
        numbers[at + 3] = entries.size[i];
        numbers[at + 4] = restoredMode(entries.mode[i], t.umask);
        numbers[at + 5] = entries.mtime[i];
        numbers[at + 6] = i;
        if (k >= 0)
            sha256.set(contents.sha256.subarray(k * 32, k * 32 + 32), n * 32);
    });
    return { bases, staged, paths, numbers, sha256, tempTag: t.tempTag };
}
/**
 * An unpack task's columns read back in the worker, one field at a time: a worker made an object,
 * a joined path and a hex hash per file up front (landFileList, before), which lived as long as
 * the task and were much of each worker's scavenges in a 50,000-file restore.
 */
class LandColumnsReader {
    files;
    /** Files in the task. */
    count;
    hashes;
    constructor(files) {
        this.files = files;
        this.count = files.paths.length;
        const { sha256 } = files;
        this.hashes = Buffer.from(sha256.buffer, sha256.byteOffset, sha256.byteLength);
    }
    number(n, field) {
        return this.files.numbers[n * LAND_NUMBERS + field];
    }
    /**
     * Where file `n` is written: its base joined with its path (both checked on the main thread),
     * under its temporary name unless in a staging folder (restore-targets.ts's writePlace).
     */
    target(n) {
        const final = joinUnder(this.files.bases[this.number(n, 0)], this.files.paths[n]);
        return this.staged(n) ? final : tempBeside(final, this.files.tempTag, this.number(n, 6));
    }
    /** Whether file `n` is inside a staging folder (written straight under its name). */
    staged(n) {
        return this.files.staged[this.number(n, 0)];
    }
    frame(n) {
        return this.number(n, 1);
    }
    /** Offset of file `n`'s content in its decoded frame. */
    at(n) {
        return this.number(n, 2);
    }
    size(n) {
        return this.number(n, 3);
    }
    mode(n) {
        return this.number(n, 4);
    }
    mtimeMs(n) {
        return this.number(n, 5);
    }
    /** Whether `digest` (32 bytes) is file `n`'s SHA-256: compared in place, no hex made. */
    hashIs(n, digest) {
        return digest.length === 32 && this.hashes.compare(digest, 0, 32, n * 32, n * 32 + 32) === 0;
    }
    sha256Hex(n) {
        return this.hashes.toString('hex', n * 32, n * 32 + 32);
    }
}

;// CONCATENATED MODULE: ./build/cache/restore/restore-fetch.js







/**
 * GETs of about 2 MB each in flight, within the job's byte budget (32 MiB: about 16 of them).
 * 8 kept two workers fed on the local RGW; at a runner's distance each wave of GETs costs a
 * round trip, so every piece of a tree of up to 16 pieces (about 15,000 files) goes in the
 * first wave, on connections the workers opened during the lookup (restore-preconnect.ts).
 */
const REQUESTS_IN_FLIGHT = 16;
/**
 * The first pieces are fetched on this thread, over the connections it opened when the lookup
 * began (restore-preconnect.ts): a worker opens its own only once it has loaded, which on a busy
 * machine came after the manifest, so its first GETs waited on their handshakes.
 */
const FIRST_PIECES_HERE = REQUESTS_IN_FLIGHT / 2;
/** Needed frames per GET (and per worker task): about 8 MiB of files, 2 MB on the wire. */
const FRAMES_PER_TASK = 4;
/**
 * Needed frames this close are fetched in one GET with the unneeded frames between them: a
 * request costs a few milliseconds of round trip and RGW work, about what this many bytes take
 * to arrive, and an entry after incremental saves needs frames scattered through old packs.
 */
const MERGE_GAP_BYTES = 512 * 1024;
/**
 * The GETs for one pack: runs of the frames its files need, at most FRAMES_PER_TASK needed
 * frames each, merged across holes of up to MERGE_GAP_BYTES. A pack needed whole is thus a few
 * GETs of about 2 MB, each landing in a buffer that moves to a worker as it is.
 */
function piecesOf(object, files, frameOf) {
    const byFrame = new Map();
    for (const f of files) {
        const frame = frameOf(f);
        const list = byFrame.get(frame);
        if (list)
            list.push(f);
        else
            byFrame.set(frame, [f]);
    }
    const needed = [...byFrame.keys()].sort((a, b) => a - b);
    const pieces = [];
    for (const frame of needed) {
        const [offset, length] = object.frames[frame];
        const last = pieces.at(-1);
        const end = last ? last.range[0] + last.range[1] : 0;
        if (last && last.needed < FRAMES_PER_TASK && offset >= end && offset - end <= MERGE_GAP_BYTES) {
            for (let between = last.frames.at(-1) + 1; between <= frame; between++)
                last.frames.push(between);
            last.files.push(...byFrame.get(frame));
            last.needed++;
            last.range = [
                last.range[0],
                offset + length - last.range[0],
            ];
        }
        else
            pieces.push({
                object,
                range: [offset, length],
                frames: [frame],
                files: [...byFrame.get(frame)],
                needed: 1,
            });
    }
    return pieces;
}
/** The pieces of packs and the blobs that `files` need, from the entry's objects. */
function shareOut(objects, targets, files) {
    const { entries, contents } = targets;
    const byObject = new Map();
    for (const f of files) {
        const object = contents.object[entries.content[f]];
        const list = byObject.get(object);
        if (list)
            list.push(f);
        else
            byObject.set(object, [f]);
    }
    const frameOf = (f) => contents.frame[entries.content[f]];
    const pieces = [];
    const blobs = [];
    for (const [index, list] of byObject) {
        const object = objects[index];
        if (object.kind === 'pack')
            pieces.push(...piecesOf(object, list, frameOf));
        else
            for (const file of list)
                blobs.push({ object, file });
    }
    return { pieces, blobs };
}
/**
 * Downloads the packs and blobs the files need, in parallel and bounded in bytes in flight (the
 * job's budget); each piece goes to a worker that decompresses it, checks every file against
 * its hash and lands it under its temporary name (or in its staging folder), while later pieces
 * still download. The first failure stops the other fetches (RestoreJob.stopFetches). When this
 * throws, every worker task has settled or been abandoned with its worker (the job closes the
 * pool before it undoes anything).
 */
async function fetchAndLand(job, objects, targets, files) {
    const { pieces, blobs } = shareOut(objects, targets, files);
    job.phases.plan('unpack', files.length, files.reduce((n, f) => n + targets.entries.size[f], 0));
    // What the fetches will move on the wire (a blob once per file that needs it), for the
    // progress line's bytes and rate.
    job.phases.plan('download', pieces.length + blobs.length, pieces.reduce((n, p) => n + p.range[1], 0) + blobs.reduce((n, b) => n + b.object.size, 0));
    const root = (0,cache_names/* storeRoot */.q1)(job.store);
    const packs = (0,bounded/* forEachBounded */.a)(pieces.length, REQUESTS_IN_FLIGHT, (i) => landPiece(job, targets, pieces[i], { root, first: i < FIRST_PIECES_HERE }));
    const large = fetchBlobs(job, blobs, targets);
    let first;
    await Promise.allSettled([packs, large].map((p) => p.catch((error) => {
        first ??= { error };
        job.stopFetches(error);
    })));
    job.phases.end('download');
    job.phases.end('unpack');
    if (first)
        throw first.error;
}
/** One piece of a pack, within the budget: fetched, then unpacked and landed by a worker. */
async function landPiece(job, targets, piece, { root, first }) {
    const { phases, budget } = job;
    const [base, bytes] = piece.range;
    await budget.acquire(bytes);
    try {
        job.fetchSignal.throwIfAborted();
        phases.begin('download');
        phases.begin('unpack');
        // Not hashed here as a whole: every file is checked against its own hash in the worker
        // before it gets its name, and a frame that does not decode is corruption too.
        const fields = {
            object: piece.object.name,
            compression: piece.object.compression,
            frames: piece.frames.map((f) => {
                const [offset, length] = piece.object.frames[f];
                return [f, offset - base, length];
            }),
            files: landFiles(targets, piece.files),
        };
        const key = root + piece.object.name;
        await fetchPiece(job, { key, first }, piece.range, fields).catch(landingFailure);
        phases.add('download', 1, bytes);
        job.bytesDownloaded += bytes;
        phases.add('unpack', piece.files.length, piece.files.reduce((n, f) => n + targets.entries.size[f], 0));
    }
    finally {
        budget.release(bytes);
    }
}
/**
 * One piece: fetched and unpacked by a worker (restore-range-task.ts) where the bucket takes
 * direct signed requests; otherwise, and for the first pieces and any while the workers still
 * load (getRangeHere), fetched here into one exact buffer that moves to the worker uncopied.
 */
async function fetchPiece(job, { key, first }, [offset, length], fields) {
    const range = { offset, length };
    if (first || !job.workersLoaded) {
        const body = await getRangeHere(job, key, range);
        if (body) {
            await job.pool.run({ kind: 'unpack', ...fields, body }, [body.buffer]);
            return;
        }
    }
    const fetched = await runRangeTask(job, key, range, (fetch) => ({
        kind: 'fetch-unpack',
        ...fields,
        fetch,
    }));
    if (fetched)
        return;
    const { session, store, fetchSignal } = job;
    const body = await (0,store_get/* getRangeInto */.E)(session, { bucket: store.bucket, key }, { offset, length }, fetchSignal);
    await job.pool.run({ kind: 'unpack', ...fields, body }, [body.buffer]);
}

// EXTERNAL MODULE: ./build/transfer/land-file.js
var land_file = __webpack_require__(7556);
;// CONCATENATED MODULE: ./build/cache/restore/fs-time.js
/**
 * A time in ms as the fs calls take it (futimes, utimes): seconds as a number, so that a restore
 * makes no Date per file. fs turns a Date into getTime() / 1000, the same value; it takes a
 * negative number for "now", so a time before 1970 still goes as a Date.
 */
function fsTime(ms) {
    return ms >= 0 ? ms / 1000 : new Date(ms);
}

;// CONCATENATED MODULE: ./build/cache/restore/restore-finish.js






/**
 * The last step: the staged folders no file landed in (`bare`), the empty files, then the tree
 * finished (finishTree); its warnings go to the job's.
 */
async function finish(job, tree, bare, empty) {
    await job.phases.time('finish', async () => {
        for (const dir of bare)
            (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
        writeEmptyFiles(tree.targets, empty);
        job.warnings.push(...(await finishTree(job, tree)));
    });
}
/** Empty files: no object to fetch; written in their staging folder or under their temporary name. */
function writeEmptyFiles(targets, empty) {
    const { entries } = targets;
    for (const i of empty) {
        const { path: name } = writePlace(targets, i);
        const mode = restoredMode(entries.mode[i], targets.umask);
        (0,land_file/* writeTempSync */.Re)(name, mode, fsTime(entries.mtime[i]), () => { });
    }
}
/**
 * Symlinks (last, so none can redirect a write), then every temporary name renamed to its final
 * one by the workers, the files they replace set aside (restore-commit.ts), then the staging
 * folders renamed to their roots, then every folder's mode and mtime, deepest first, at its
 * final path: a folder's mtime is set after everything inside it is written and renamed.
 * `created` holds the folders the restore made (final paths): mkdir gave them 0o777 less the
 * umask, so most need no chmod. Only once all that is done are the set-aside files removed:
 * until then an undo puts them back. Returns warnings.
 */
async function finishTree(job, tree) {
    const { targets, stagings, created } = tree;
    const { record, pool } = job;
    const { entries, umask } = targets;
    for (const i of targets.links) {
        const { path: name } = writePlace(targets, i);
        const mtime = fsTime(entries.mtime[i]);
        (0,external_node_fs_.symlinkSync)(entries.link.get(i), name);
        (0,external_node_fs_.lutimesSync)(name, mtime, mtime);
    }
    const asides = await commitTemporaries(targets, record.pending, pool);
    publishStagings(stagings, record);
    const dirs = targets.dirs
        .map((i) => ({ i, absolute: finalPath(targets, i) }))
        .sort((a, b) => b.absolute.length - a.absolute.length);
    for (const { i, absolute } of dirs) {
        const mode = restoredMode(entries.mode[i], umask);
        if (!created.has(absolute)) {
            // stat, not lstat: a root may be a symlink to a folder, and chmod follows it too.
            const before = (0,external_node_fs_.statSync)(absolute).mode & 0o7777;
            if (before !== mode) {
                record.changedMode(absolute, before);
                (0,external_node_fs_.chmodSync)(absolute, mode);
            }
        }
        else if (mode !== (0o777 & ~umask))
            (0,external_node_fs_.chmodSync)(absolute, mode);
        const mtime = fsTime(entries.mtime[i]);
        (0,external_node_fs_.utimesSync)(absolute, mtime, mtime);
    }
    return dropAsides(asides, pool);
}

// EXTERNAL MODULE: ./build/s3/raw/raw-connections.js
var raw_connections = __webpack_require__(5016);
;// CONCATENATED MODULE: ./build/cache/restore/restore-preconnect.js



/**
 * Opens the connections the first fetches will use while the lookup and the manifest are still
 * on their way: each new connection costs a round trip (two with TLS) before its first byte,
 * which otherwise came after the manifest, in a row with it. This thread's at once, for the
 * first pieces it fetches itself (restore-fetch.ts); each worker its share of the rest of the
 * first wave once it has loaded. Unused ones close after a few idle seconds
 * (raw-connections.ts). Nothing for a bucket that only the SDK can reach (this thread then
 * fetches through the SDK), and a failure here is nobody's: the fetches dial their own.
 */
function preconnectRestore(job) {
    const opening = async () => {
        const { bucket } = job.store;
        const signed = await job.session.direct.signGet(bucket, (0,cache_names/* storeRoot */.q1)(job.store), {}, job.signal);
        if (!signed)
            return;
        const { protocol, hostname, port, proxy } = signed;
        const endpoint = { protocol, hostname, port, proxy };
        raw_connections/* rawConnections */.Mu.preconnect(endpoint, FIRST_PIECES_HERE);
        const { pool } = job;
        const count = Math.ceil((REQUESTS_IN_FLIGHT - FIRST_PIECES_HERE) / pool.size);
        // Posted together, so the pool's least-busy choice gives each worker one.
        const posted = Array.from({ length: pool.size }, () => pool.run({ kind: 'preconnect', endpoint, count }));
        await Promise.allSettled(posted);
    };
    opening().catch(() => undefined);
}

;// CONCATENATED MODULE: ./build/cache/restore/disk-room.js


/** The disk cannot hold the entry: the restore is a miss before it writes anything. */
class DiskRoomError extends Error {
    name = 'DiskRoomError';
}
/** The nearest folder at or above `dir` that exists (a root may not exist yet). */
function existingAncestor(dir) {
    for (let at = dir;; at = external_node_path_.dirname(at)) {
        try {
            if ((0,external_node_fs_.statSync)(at).isDirectory())
                return at;
        }
        catch {
            // missing: go up
        }
        if (external_node_path_.dirname(at) === at)
            return at;
    }
}
const mib = (bytes) => `${(bytes / 1048576).toFixed(1)} MiB`;
/** The first need a file system cannot meet, as a sentence; undefined when all fit. */
function shortfall(needs) {
    for (const n of needs) {
        if (n.bytes > n.freeBytes)
            return `the disk at ${JSON.stringify(n.where)} has ${mib(n.freeBytes)} free, and the entry needs ${mib(n.bytes)} there`;
        if (n.freeInodes !== undefined && n.inodes > n.freeInodes)
            return `the disk at ${JSON.stringify(n.where)} has ${n.freeInodes} free inodes, and the entry needs ${n.inodes} there`;
    }
    return undefined;
}
/**
 * Checks, before anything is written, that each file system under the roots has the room the
 * entry's files take there (each file rounded up to whole blocks; files that share one content
 * count once each, as they are written once each) and an inode for each file, link and folder.
 * A 1.1 KB pack could otherwise write 384 MiB of twelve copies of one content (issue 25) and fill
 * the runner's disk before any check failed.
 */
function checkDiskRoom(targets, objects) {
    const { entries, contents, rootPaths } = targets;
    const byDevice = new Map();
    const rootNeed = rootPaths.map((root) => {
        const where = existingAncestor(root);
        const dev = (0,external_node_fs_.statSync)(where).dev;
        let need = byDevice.get(dev);
        if (!need) {
            const fs = (0,external_node_fs_.statfsSync)(where);
            need = {
                where,
                bytes: 0,
                inodes: 0,
                freeBytes: fs.bavail * fs.bsize,
                freeInodes: fs.files > 0 ? fs.ffree : undefined,
                blockBytes: fs.bsize > 0 ? fs.bsize : 4096,
            };
            byDevice.set(dev, need);
        }
        return need;
    });
    // A blob is downloaded whole beside its file before it is decoded (restore-blobs.ts): its
    // stored bytes count too, once per blob.
    const blobsCounted = new Set();
    for (const f of targets.files) {
        const need = rootNeed[entries.root[f]];
        need.bytes += Math.ceil(entries.size[f] / need.blockBytes) * need.blockBytes;
        need.inodes++;
        const k = entries.content[f];
        const o = k < 0 ? -1 : contents.object[k];
        if (o >= 0 && objects[o].kind === 'blob' && !blobsCounted.has(o)) {
            blobsCounted.add(o);
            need.bytes += objects[o].size;
            need.inodes++;
        }
    }
    for (const l of targets.links)
        rootNeed[entries.root[l]].inodes++;
    // Folders: every folder entry (some exist already: a little more than needed) and the
    // folders made above the roots.
    for (let i = 0; i < entries.type.length; i++)
        if (entries.type.charCodeAt(i) === 100 /* d */)
            rootNeed[entries.root[i]].inodes++;
    if (rootNeed.length > 0)
        rootNeed[0].inodes += targets.missingDirs.length;
    const short = shortfall(byDevice.values());
    if (short)
        throw new DiskRoomError(`not enough room to restore: ${short}`);
}

// EXTERNAL MODULE: ./build/file-name-folding.js
var file_name_folding = __webpack_require__(6094);
;// CONCATENATED MODULE: ./build/cache/restore/restore-folding.js




/**
 * The restore's names as the destination's file system sees them. On a case-insensitive or
 * normalizing file system (macOS, Windows, exFAT) `a/b/c/Q` and `a/b/c/q` are one name: a
 * manifest holding `a/b/c/Q -> ../../..` beside `p2 -> a/b/c/q/../../../x` would pass a check
 * that compares names exactly (`a/b/c/q` is not planned, so its `..` looks harmless) and lead one
 * level out of the root. So each root's file system is probed (src/file-name-folding.ts), every
 * name of the manifest is folded as it folds them, an entry whose names meet once folded (two
 * files, a file and a folder, a link and anything) is refused whole, and link targets are
 * resolved by folded name (restore-links.ts).
 */
/**
 * How the file system of each root folds names: one probe per root, in the root or, when it does
 * not exist yet, in its nearest folder that does (nothing is made). A probe that cannot be made
 * (a read-only folder) compares exactly, as the write that follows would fail anyway.
 */
async function probeRootFolding(rootPaths) {
    const foldings = [];
    for (const root of rootPaths)
        foldings.push(await (0,file_name_folding/* probeNameFolding */.Pc)(root, { create: false, probeName: temp_names/* restoreProbeName */.uf }));
    return foldings;
}
/**
 * The manifest's names (entries and the folders their paths imply) by folded name, root by root
 * (by absolute path when one root lies inside another). Built only where some root's file system
 * folds names; a folded string per name is held for the plan's time, not beyond it.
 */
class FoldedPaths {
    entries;
    rootPaths;
    foldings;
    nestedRoots;
    /** Folded name -> the entry's row, or -1 - k for `folders[k]`, a folder no entry names. */
    names = new Map();
    /** The exact names of folders the entries' paths imply (relative, or absolute if nested). */
    folders = [];
    collisions = [];
    constructor(entries, rootPaths, foldings, nestedRoots) {
        this.entries = entries;
        this.rootPaths = rootPaths;
        this.foldings = foldings;
        this.nestedRoots = nestedRoots;
        let lastRoot = -1;
        let lastFolder;
        for (let i = 0; i < entries.type.length; i++) {
            const r = entries.root[i];
            const relative = entries.path.at(i);
            let met = this.claim(i, r, relative);
            // Entries come in walk order: the folders on the way are claimed once per folder change,
            // from the nearest up to the first one claimed before; the one nearest the root is named.
            const folder = relative === '' ? undefined : relativeFolder(relative);
            if (folder !== undefined && (r !== lastRoot || folder !== lastFolder)) {
                lastRoot = r;
                lastFolder = folder;
                for (let at = folder; at !== undefined; at = parentFolder(at)) {
                    const claimed = this.claim(-1, r, at);
                    if (claimed === 'known')
                        break;
                    if (claimed !== 'new')
                        met = claimed;
                }
            }
            if (typeof met === 'object')
                this.collisions.push({ row: i, ...met, folding: this.foldingOf(r) });
        }
    }
    /** Whether the plan's roots fold names at all (else names compare exactly). */
    static needed(foldings) {
        return foldings.some(file_name_folding/* foldsNames */.Bq);
    }
    /** What the plan holds at `relative` under root `r`, compared as the file system compares. */
    find(relative, r) {
        const known = this.names.get(this.key(r, relative));
        if (known === undefined)
            return undefined;
        const exact = this.exactOf(known);
        const row = known < 0 ? -1 : known;
        if (exact === this.exact(r, relative))
            return { row };
        return { row, otherName: this.nestedRoots ? exact : (0,root_paths/* joinUnder */.R)(this.rootPaths[r], exact) };
    }
    /**
     * Claims `relative` for entry `row` (-1: a folder on an entry's way): 'new', 'known' when the
     * same name was claimed before (its folders with it), or the two names that meet.
     */
    claim(row, r, relative) {
        const key = this.key(r, relative);
        const known = this.names.get(key);
        if (known === undefined) {
            if (row >= 0)
                this.names.set(key, row);
            else
                this.names.set(key, -this.folders.push(this.exact(r, relative))); // -1 - its index
            return 'new';
        }
        const exact = this.exact(r, relative);
        const other = this.exactOf(known);
        if (other !== exact)
            return { name: exact, other };
        if (known < 0 && row >= 0)
            this.names.set(key, row); // the folder is an entry too
        return 'known';
    }
    /** The exact name of what `names` holds as `known`. */
    exactOf(known) {
        if (known < 0)
            return this.folders[-1 - known];
        const relative = this.entries.path.at(known);
        return this.nestedRoots
            ? (0,root_paths/* joinUnder */.R)(this.rootPaths[this.entries.root[known]], relative)
            : relative;
    }
    foldingOf(r) {
        return this.foldings[r] ?? file_name_folding/* NO_FOLDING */.It;
    }
    key(r, relative) {
        const folding = this.foldingOf(r);
        if (this.nestedRoots)
            return (0,file_name_folding/* foldName */.zN)((0,root_paths/* joinUnder */.R)(this.rootPaths[r], relative), folding);
        const folded = (0,file_name_folding/* foldName */.zN)(relative, folding);
        return this.rootPaths.length === 1 ? folded : `${r}\0${folded}`;
    }
    exact(r, relative) {
        return this.nestedRoots ? (0,root_paths/* joinUnder */.R)(this.rootPaths[r], relative) : relative;
    }
}
/** The folder holding `folder` ('' for the root), or undefined above the root. */
function parentFolder(folder) {
    return folder === '' ? undefined : relativeFolder(folder);
}
/** The warning for a collision: both names, escaped, and why they are one. */
function collisionRefusal(c) {
    const kind = c.folding.caseInsensitive
        ? c.folding.normalizing
            ? 'case-insensitive, normalizing'
            : 'case-insensitive'
        : 'normalizing (Unicode)';
    return `${JSON.stringify(c.name)} and ${JSON.stringify(c.other)} are one name on this ${kind} file system`;
}

// EXTERNAL MODULE: ./build/cache/store/path-table.js
var path_table = __webpack_require__(4861);
;// CONCATENATED MODULE: ./build/cache/restore/folder-states.js


function lstatOrUndefined(file) {
    try {
        return (0,external_node_fs_.lstatSync)(file);
    }
    catch {
        return undefined;
    }
}
function statOrUndefined(file) {
    try {
        return (0,external_node_fs_.statSync)(file);
    }
    catch {
        return undefined;
    }
}
/**
 * The folders a restore's plan has looked at (restore-targets.ts): every folder on the way from
 * a root to a file must be a real folder or not exist yet, never a symlink (planned or on disk)
 * nor a file. Each folder is looked at once; those missing are added to `missingDirs`, parents
 * first, and missing roots to `missingRoots` too.
 */
class FolderStates {
    missing;
    linkPaths;
    states = new Map();
    constructor(missing, 
    /** The absolute paths of the plan's symlinks: no folder on the way may be one. */
    linkPaths) {
        this.missing = missing;
        this.linkPaths = linkPaths;
    }
    get(dir) {
        return this.states.get(dir);
    }
    set(dir, state) {
        this.states.set(dir, state);
    }
    /** Whether `dir` (under `root`, or the root) may hold what the plan writes there. */
    check(root, dir) {
        if (dir === root)
            return this.checkRoot(root);
        const known = this.states.get(dir);
        if (known)
            return known !== 'bad';
        if (this.linkPaths.has(dir) || !this.check(root, external_node_path_.dirname(dir))) {
            this.states.set(dir, 'bad');
            return false;
        }
        const parentMissing = this.states.get(external_node_path_.dirname(dir)) === 'missing';
        const stats = parentMissing ? undefined : lstatOrUndefined(dir);
        const state = !stats
            ? 'missing'
            : stats.isDirectory() && !stats.isSymbolicLink()
                ? 'ok'
                : 'bad';
        this.states.set(dir, state);
        if (state === 'missing')
            this.missing.missingDirs.push(dir);
        return state !== 'bad';
    }
    /** The root may be a symlink (the user's choice); it must not be a file. Missing, it is made. */
    checkRoot(root) {
        if (!this.states.has(root)) {
            const stats = lstatOrUndefined(root);
            const isDir = stats?.isDirectory() || (stats?.isSymbolicLink() && statOrUndefined(root)?.isDirectory());
            this.states.set(root, !stats ? 'missing' : isDir ? 'ok' : 'bad');
            if (!stats) {
                this.missing.missingDirs.push(root);
                this.missing.missingRoots.push(root);
            }
        }
        return this.states.get(root) !== 'bad';
    }
}

;// CONCATENATED MODULE: ./build/cache/restore/link-chain.js

/**
 * How many symlinks one target may pass through: Linux's limit (MAXSYMLINKS, 40), beyond which
 * the kernel gives ELOOP.
 */
const MAX_LINK_HOPS = 40;
/**
 * Why symlink `relative` (inside its root) with `target` would lead out of the root, or
 * undefined when it stays inside. The target is followed as the kernel follows it, one segment
 * at a time, each symlink met (planned by this restore, or on disk and left there) replaced by
 * its own target before the next `..` is applied: checked as text, `sub/up -> ..` and then
 * `esc -> sub/up/../../outside` both look inside, and `esc` leads one level above the root.
 * Conservative where the kernel would give up: a `..` above the root (even one that comes back
 * in), an absolute target outside the root, more than MAX_LINK_HOPS links, or a path through a
 * file are all refused. A target that reaches nothing (dangling, inside) is fine.
 */
function linkTargetRefusal({ relative, target }, { rootPath, world, windows }) {
    // Where we stand: the real folders from the root down, none of them a symlink.
    const at = relative.split('/');
    at.pop();
    // What remains to walk, last segment first (so each step pops the next one).
    const todo = [];
    let hops = 0;
    const push = (text) => {
        if (text === '')
            return 'is empty';
        if (isAbsoluteTarget(text, windows)) {
            const rest = underRoot(text, rootPath, windows);
            if (rest === undefined)
                return 'is outside the cache folder';
            at.length = 0;
            text = rest;
        }
        const segments = text.split(windows ? /[\\/]/ : '/');
        for (let i = segments.length - 1; i >= 0; i--)
            todo.push(segments[i]);
        return undefined;
    };
    const first = push(target);
    if (first)
        return first;
    while (todo.length > 0) {
        const segment = todo.pop();
        if (segment === '' || segment === '.')
            continue;
        if (segment === '..') {
            if (at.length === 0)
                return 'climbs above the cache folder';
            at.pop();
            continue;
        }
        const odd = windows ? windowsSegmentRefusal(segment) : undefined;
        if (odd)
            return odd;
        at.push(segment);
        const entry = world(at.join('/'));
        if (entry?.kind === 'link') {
            if (++hops > MAX_LINK_HOPS)
                return `passes through more than ${MAX_LINK_HOPS} symlinks`;
            at.pop();
            const bad = push(entry.target);
            if (bad)
                return `leads to a symlink whose target ${bad}`;
        }
        else if (entry?.kind === 'file' && todo.some((s) => s !== '' && s !== '.'))
            return 'passes through a file';
    }
    return undefined;
}
function isAbsoluteTarget(text, windows) {
    return windows ? external_node_path_.win32.isAbsolute(text) || /^[A-Za-z]:/.test(text) : text.startsWith('/');
}
/**
 * The part of absolute `text` under `rootPath`, as written (its `..` still to walk), or undefined
 * when it does not start with the root. Never normalized first: `/root/sub/up/../x`, with `sub/up`
 * a link to the root, leads to `/x`, not to `/root/sub/x` as the text reads. On Windows `/` and
 * `\` are one, and the root is compared as its file systems compare it, ignoring case.
 */
function underRoot(text, rootPath, windows) {
    const sep = windows ? '\\' : '/';
    const given = windows ? text.replace(/\//g, '\\') : text;
    const prefix = rootPath.endsWith(sep) ? rootPath : rootPath + sep;
    const same = (a, b) => (windows ? a.toLowerCase() === b.toLowerCase() : a === b);
    if (same(given, rootPath))
        return '';
    if (given.length < prefix.length || !same(given.slice(0, prefix.length), prefix))
        return undefined;
    return given.slice(prefix.length);
}
/**
 * A segment of a link target that Windows may read as another name: a trailing `.` or space
 * (stripped: `q.` is `q`), a `:` (an NTFS stream: `q::$DATA` is `q`), or an 8.3 short name
 * (`LONGNA~1` is `longname-of-a-link`). The link-by-link walk would look the wrong name up.
 */
function windowsSegmentRefusal(segment) {
    if (/[. ]$/.test(segment))
        return 'has a segment ending in "." or " ", which Windows strips';
    if (segment.includes(':'))
        return 'has a segment with ":" (an NTFS stream)';
    if (/~[0-9]/.test(segment))
        return 'has a segment that may be an 8.3 short name';
    return undefined;
}

;// CONCATENATED MODULE: ./build/cache/restore/restore-links.js




/**
 * The symlinks of `linkRows` (rows of the plan, restore-targets.ts) whose target, followed link
 * by link through the plan (which wins) and the disk (what the restore leaves there), leads out
 * of its root (link-chain.ts), each with why. `planned` finds the plan's names: exactly
 * (plannedExactly), or folded as the destination's file system folds them (restore-folding.ts).
 */
function linksLeaving(targets, linkRows, planned, windows) {
    const { entries, rootPaths } = targets;
    const worldOf = (r) => (relative) => {
        const root = rootPaths[r];
        const absolute = (0,root_paths/* joinUnder */.R)(root, relative);
        const hit = planned(relative, r);
        if (hit && (hit.otherName === undefined || !diskKeepsApart(absolute, hit.otherName))) {
            const type = hit.row < 0 ? 'd' : entries.type[hit.row];
            if (type === 'l')
                return { kind: 'link', target: entries.link.get(hit.row) };
            return type === 'd' ? { kind: 'dir' } : { kind: 'file' };
        }
        return onDisk(absolute);
    };
    const worlds = rootPaths.map((_, r) => worldOf(r));
    const leaving = new Map();
    for (const i of linkRows) {
        const r = entries.root[i];
        const why = linkTargetRefusal({ relative: entries.path.at(i), target: entries.link.get(i) }, { rootPath: rootPaths[r], world: worlds[r], windows });
        if (why !== undefined)
            leaving.set(i, why);
    }
    return leaving;
}
/**
 * The plan's names compared exactly (a file system that folds nothing). `byRoot` finds the plan's
 * rows by root and path; with nested roots the plan did not fill it (paths were compared
 * absolute), and one is filled here.
 */
function plannedExactly(targets, byRoot) {
    const { entries } = targets;
    let index = byRoot;
    if (targets.nestedRoots) {
        index = new path_table/* PathIndex */.E(entries.path, (row) => entries.root[row]);
        for (let row = 0; row < entries.type.length; row++)
            index.add(row);
    }
    // Each question asked as one more row of a small table (PathIndex finds rows of tables).
    const queries = new path_table/* PathTable */.m(16);
    return (relative, r) => {
        const row = index.find(queries, queries.add(relative), r);
        return row >= 0 ? { row } : undefined;
    };
}
function onDisk(absolute) {
    const stats = (0,external_node_fs_.lstatSync)(absolute, { throwIfNoEntry: false });
    if (!stats)
        return undefined;
    if (stats.isSymbolicLink())
        return { kind: 'link', target: (0,external_node_fs_.readlinkSync)(absolute) };
    return stats.isDirectory() ? { kind: 'dir' } : { kind: 'file' };
}
/**
 * Whether the disk shows that its file system keeps `asked` and the plan's `planned` (the same
 * name once folded, written differently) apart: something stands at `asked` that is not what
 * stands at `planned`. The fold may join names the file system keeps apart (ǅ and ǆ on exFAT),
 * and a link left on disk under the one must not be taken for the plan's entry under the other.
 * With nothing at `asked`, the plan's entry is what a lookup finds, or nothing is.
 */
function diskKeepsApart(asked, planned) {
    const there = (0,external_node_fs_.lstatSync)(asked, { throwIfNoEntry: false, bigint: true });
    if (!there)
        return false;
    const mine = (0,external_node_fs_.lstatSync)(planned, { throwIfNoEntry: false, bigint: true });
    return !mine || mine.ino !== there.ino || mine.dev !== there.dev;
}

;// CONCATENATED MODULE: ./build/cache/restore/restore-plan.js










/**
 * Turns a manifest (untrusted) into what to write, checking each path against the disk: it must
 * pass the path rules (local-path-rules.ts), no folder on the way may be a symlink, planned or
 * on disk (nothing is ever created through one: a symlink planted in the tree would lead the
 * write out), and a symlink's target, followed link by link through the planned tree and the
 * disk (link-chain.ts), must stay inside the root. Where the file system folds names (case,
 * Unicode), names are compared folded: names of the entry that are one name there are refused,
 * and links are followed by folded name (restore-folding.ts). Entries that fail are refused, and the
 * caller makes the restore a miss before writing anything. Files already right on disk (size,
 * mtime and mode as restored) are counted as unchanged and left alone.
 */
function restoreTargets(manifest, givenRoots, umask, options = {}) {
    const windows = options.windows ?? (0,local_path_rules/* isWindowsPlatform */.zV)();
    const targets = emptyTargets(manifest, givenRoots, umask);
    const foldings = options.foldings ?? [];
    const folded = FoldedPaths.needed(foldings)
        ? new FoldedPaths(targets.entries, targets.rootPaths, foldings, targets.nestedRoots)
        : undefined;
    for (const c of folded?.collisions ?? [])
        refuse(targets, targets.entries.path.at(c.row), collisionRefusal(c));
    const planner = new TargetPlanner(targets, windows);
    const count = targets.entries.type.length;
    for (let i = 0; i < count; i++)
        planner.plan(i);
    const { linkRows } = planner;
    if (linkRows.length > 0 && !options.linksMayLeave) {
        const planned = folded
            ? (relative, r) => folded.find(relative, r)
            : plannedExactly(targets, planner.seenByRoot);
        refuseLinksLeaving(targets, linkRows, planned, windows);
    }
    return targets;
}
/** A plan with nothing in it yet, its roots normalized. */
function emptyTargets({ entries, contents }, givenRoots, umask) {
    // Normalized once, so that every path below is a plain concatenation (joinUnder).
    const rootPaths = givenRoots.map((root) => external_node_path_.resolve(root));
    return {
        entries,
        contents,
        rootPaths,
        nestedRoots: rootPaths.some((a, j) => rootPaths.some((b, k) => j !== k && (0,root_paths/* isInside */.FK)(a, b))),
        missingDirs: [],
        dirs: [],
        files: [],
        links: [],
        missingRoots: [],
        stagings: [],
        unchanged: 0,
        refused: [],
        umask,
        tempTag: (0,temp_names/* restoreTempTag */.z7)(),
        existing: new Uint8Array(entries.type.length),
    };
}
/** The symlinks whose targets lead out of their roots (restore-links.ts), refused. */
function refuseLinksLeaving(targets, linkRows, planned, windows) {
    const { entries } = targets;
    const leaving = linksLeaving(targets, linkRows, planned, windows);
    for (const [i, why] of leaving)
        refuse(targets, entries.path.at(i), `its symlink target ${JSON.stringify(entries.link.get(i))} ${why}`);
    if (leaving.size > 0) {
        const kept = targets.links.filter((i) => !leaving.has(i));
        targets.links.length = 0;
        targets.links.push(...kept);
    }
}
/** restoreTargets' pass over the entries, one at a time in walk order (`plan`). */
class TargetPlanner {
    t;
    windows;
    /**
     * Paths named twice: by root, on the manifest's path table (no string kept per entry); by
     * absolute path only when one root lies inside another and two names could meet.
     */
    seenByRoot;
    seenAbsolute = new Set();
    /** Every symlink entry not refused on the way, checked against the finished plan. */
    linkRows = [];
    folders;
    // The folder of the entry before, with what the folder checks said of it: entries come in walk
    // order, so most share their folder with the one before, and a file inside a folder known to
    // be missing (a fresh runner's whole tree) needs no absolute path, lookup or lstat of its own.
    lastRoot = -1;
    lastFolder; // relative
    lastParentOk = false;
    lastParentMissing = false;
    constructor(t, windows) {
        this.t = t;
        this.windows = windows;
        const { entries } = t;
        this.seenByRoot = new path_table/* PathIndex */.E(entries.path, (row) => entries.root[row]);
        const linkPaths = new Set();
        for (const [i] of entries.link)
            if (isSafePath(entries.path.at(i), windows))
                linkPaths.add(finalPath(t, i));
        this.folders = new FolderStates(t, linkPaths);
    }
    /** Entry `i` planned: written, left as it is (unchanged) or refused. */
    plan(i) {
        const { t } = this;
        const { entries } = t;
        const type = entries.type[i];
        const relative = entries.path.at(i);
        const r = entries.root[i];
        if (!this.admit(i, relative, r))
            return;
        const isRoot = relative === '';
        // A folder entry may change what is known of a folder: take the next one's afresh.
        if (type === 'd')
            this.lastFolder = undefined;
        // Nothing to look at inside a folder the plan already knows is missing.
        if (type === 'f' && !isRoot && this.lastParentMissing) {
            t.files.push(i);
            return;
        }
        const root = t.rootPaths[r];
        const absolute = (0,root_paths/* joinUnder */.R)(root, relative);
        const onDisk = !isRoot && this.lastParentMissing ? undefined : lstatOrUndefined(absolute);
        // A root that is a single file or link (`path: x/tool.bin`): its folder is made if missing.
        if (absolute === root && type !== 'd' && !lstatOrUndefined(external_node_path_.dirname(root)))
            t.missingDirs.push(external_node_path_.dirname(root));
        if (type === 'd')
            this.planFolder(i, absolute, onDisk);
        else if (onDisk?.isDirectory() && absolute !== root)
            // Replacing a folder would mean removing the user's tree under it: not a restore's to do.
            refuse(t, relative, 'a folder stands where a file or symlink should be');
        else if (type === 'l')
            this.planLink(i, absolute, onDisk);
        else
            this.planFile(i, onDisk);
    }
    /**
     * Whether entry `i` may be written at all: its path passes the path rules, the manifest names
     * it once, and every folder on its way is a real folder or missing. Else it is refused.
     */
    admit(i, relative, r) {
        const { t } = this;
        const root = t.rootPaths[r];
        const unsafe = (0,local_path_rules/* localPathRefusal */.hU)(relative, this.windows);
        if (unsafe !== undefined) {
            refuse(t, relative, `its path ${unsafe}`);
            return false;
        }
        let twice;
        if (t.nestedRoots) {
            const name = (0,root_paths/* joinUnder */.R)(root, relative);
            twice = this.seenAbsolute.has(name);
            this.seenAbsolute.add(name);
        }
        else
            twice = this.seenByRoot.add(i) >= 0;
        if (twice) {
            refuse(t, relative, 'the manifest names it twice');
            return false;
        }
        if (relative === '')
            return true;
        const folder = relativeFolder(relative);
        if (r !== this.lastRoot || folder !== this.lastFolder) {
            this.lastRoot = r;
            this.lastFolder = folder;
            const parent = (0,root_paths/* joinUnder */.R)(root, folder);
            this.lastParentOk = this.folders.check(root, parent);
            this.lastParentMissing = this.folders.get(parent) === 'missing';
        }
        if (!this.lastParentOk) {
            refuse(t, relative, 'a folder on its way is a symlink or a file');
            return false;
        }
        return true;
    }
    planFolder(i, absolute, onDisk) {
        const { t, folders } = this;
        const root = t.rootPaths[t.entries.root[i]];
        if (absolute === root) {
            // The root: a folder, a symlink to one (the user's choice), or missing (made); a file or
            // a link to something else is not ours to stamp, and nothing is written under it.
            if (!folders.check(root, root))
                refuse(t, t.entries.path.at(i), 'a file stands where the folder should be');
            else
                t.dirs.push(i);
            return;
        }
        if (onDisk?.isSymbolicLink()) {
            refuse(t, t.entries.path.at(i), 'a symlink stands where the folder should be');
            return;
        }
        if (onDisk && !onDisk.isDirectory()) {
            folders.set(absolute, 'bad');
            refuse(t, t.entries.path.at(i), 'a file stands where the folder should be');
            return;
        }
        if (!onDisk) {
            if (folders.get(absolute) !== 'missing')
                t.missingDirs.push(absolute);
            folders.set(absolute, 'missing');
        }
        else
            folders.set(absolute, 'ok');
        t.dirs.push(i);
    }
    planLink(i, absolute, onDisk) {
        const { t } = this;
        this.linkRows.push(i);
        const link = t.entries.link.get(i);
        if (onDisk?.isSymbolicLink() && (0,external_node_fs_.readlinkSync)(absolute) === link)
            t.unchanged++;
        else {
            t.links.push(i);
            if (onDisk)
                t.existing[i] = 1;
        }
    }
    /** A file already right on disk (size, mtime and mode as restored) is left alone. */
    planFile(i, onDisk) {
        const { t } = this;
        const { entries } = t;
        if (onDisk?.isFile() &&
            onDisk.size === entries.size[i] &&
            Math.floor(onDisk.mtimeMs) === entries.mtime[i] &&
            (onDisk.mode & 0o7777) === restoredMode(entries.mode[i], t.umask)) {
            t.unchanged++;
        }
        else {
            t.files.push(i);
            if (onDisk)
                t.existing[i] = 1;
        }
    }
}
function refuse(targets, relative, why) {
    targets.refused.push(`${JSON.stringify(relative)} was not restored: ${why}`);
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
;// CONCATENATED MODULE: ./build/cache/restore/root-links.js




/** A cache path that a symlink leads out of the places a restore writes to without asking. */
class LinkedRootError extends Error {
    name = 'LinkedRootError';
}
/** `absolute` with every symlink on the way resolved, as far as it exists; the rest as written. */
function realPathSoFar(absolute) {
    const rest = [];
    for (let at = absolute;; at = external_node_path_.dirname(at)) {
        try {
            return external_node_path_.join((0,external_node_fs_.realpathSync)(at), ...rest.reverse());
        }
        catch {
            if (at === external_node_path_.dirname(at))
                return absolute;
            rest.push(external_node_path_.basename(at));
        }
    }
}
/** Where a restore writes without asking: the workspace, the home folder, the runner's temp. */
function restoreBases(workspace) {
    const bases = [external_node_path_.resolve(workspace), external_node_os_.homedir()];
    const runnerTemp = process.env.RUNNER_TEMP;
    if (runnerTemp)
        bases.push(external_node_path_.resolve(runnerTemp));
    return bases.filter((b) => b !== '');
}
/**
 * Refuses a root that a symlink leads somewhere outside `bases` (each taken with its own links
 * resolved): the root itself a symlink, or a folder above it inside one of the bases. A second
 * cache whose `path` is a symlink another restore (or a build step) planted would otherwise
 * write wherever it points (`~/.ssh`, a folder on PATH). A root outside the bases that no link
 * leads to (`/opt/tool`) is the user's own choice and stays allowed; so is every root when the
 * user allows linked paths.
 */
function checkRootLinks(rootPaths, bases, allow) {
    if (allow)
        return;
    const realBases = bases.map(realPathSoFar);
    for (const root of rootPaths) {
        const real = realPathSoFar(root);
        if (realBases.some((base) => (0,root_paths/* isInside */.FK)(base, real)))
            continue;
        const underBase = bases.some((base) => (0,root_paths/* isInside */.FK)(base, root));
        const isLink = (0,external_node_fs_.lstatSync)(root, { throwIfNoEntry: false })?.isSymbolicLink() === true;
        if (underBase || isLink)
            throw new LinkedRootError(`the cache path ${JSON.stringify(root)} leads through a symlink to ${JSON.stringify(real)}, outside the workspace, the home folder and the runner's temporary folder; a restore writes there only when linked paths are allowed`);
    }
}

;// CONCATENATED MODULE: ./build/cache/restore/restore-prepare.js





/**
 * The plan of what to write, each path checked against the disk (restore-targets.ts), once the
 * roots themselves are checked: only where something is written, since a lookup says only
 * whether the entry exists. Each root's file system is probed first, so that names are compared
 * as it compares them (restore-folding.ts). Any refusal, in `refused`, makes the restore a miss.
 */
async function checkTree(job, manifest, rootPaths) {
    const { request } = job;
    checkRootLinks(rootPaths, restoreBases(request.workspace), request.allowLinkedPaths === true);
    return job.phases.time('prepare', async () => restoreTargets(manifest, rootPaths, job.umask, {
        linksMayLeave: request.allowLinkedPaths === true,
        foldings: await probeRootFolding(rootPaths),
    }));
}
/**
 * The miss for an entry the plan refuses any part of: nothing is written, since what a restore
 * leaves must be the entry, or the tree as it was. Each refusal is a warning (the first 20).
 */
function refusedMiss(job, refused, key) {
    job.warnings.push(...refused.slice(0, 20));
    if (refused.length > 20)
        job.warnings.push(`... and ${refused.length - 20} more refused`);
    return job.miss(`the cache was not restored: the entry ${JSON.stringify(key)} holds ${refused.length} path(s) refused above`);
}
/**
 * The disk readied for the plan, every step recorded for an undo: its room checked, the roots
 * that do not exist staged (restore-staging.ts; staging folders killed restores left are swept,
 * each a warning), the folders outside staging folders made.
 */
async function prepareDisk(job, planned, objects) {
    return job.phases.time('prepare', async () => {
        job.signal.throwIfAborted();
        checkDiskRoom(planned, objects);
        const created = new Set(planned.missingDirs);
        const { targets, stagings, stagedDirs } = planStaging(planned);
        const swept = makeStagings(stagings, job.record);
        for (const dir of swept)
            job.warnings.push(`removed ${JSON.stringify(dir)}, left by a restore that was killed`);
        // Folders inside a staging folder are made by the workers as they land files there.
        for (const dir of targets.missingDirs)
            makeDirRecorded(dir, job.record);
        return { targets, stagings, stagedDirs, created };
    });
}

;// CONCATENATED MODULE: ./build/cache/restore/restore-cache.js













/** A stored manifest this large (about 25,000 files) leaves enough garbage to collect at once. */
const COLLECT_AFTER_MANIFEST_BYTES = 1024 * 1024;
/**
 * Restores the best entry for the keys (see lookupEntry) into the cache's paths. Any failure
 * after the lookup (a pack missing or corrupt, a hash mismatch, the deadline, an entry the plan
 * refuses) is a miss with a warning, and the tree is left as it was: the workers are stopped,
 * then everything written is removed and every file replaced is put back (RestoreJob.abandon).
 */
async function restoreCache(session, request, signal, watch) {
    (0,cache_runtime/* assertZstd */.s)();
    const job = new RestoreJob(session, request, signal);
    // A front-end's progress line reads the phases while the job fills them.
    watch?.(job.phases);
    try {
        // Started with the lookup, not after it: a worker's start (60-81 ms of CPU each, `npm run
        // bench -- digests`) and its connections to the store (restore-preconnect.ts) then overlap the
        // lookup and the manifest's GET, which at a runner's distance are round trips in a row; a
        // miss pays for threads it did not use. The decode, this thread's first large allocation,
        // waits for them.
        if (!request.lookupOnly) {
            job.startWorkers();
            preconnectRestore(job);
        }
        let found;
        try {
            found = await lookup(job);
        }
        catch (error) {
            return job.failed(error, true);
        }
        const entry = found.entry;
        if (!entry)
            return job.miss();
        let read;
        try {
            read = await readManifest(job, { ...found, entry });
        }
        catch (error) {
            return job.failed(error);
        }
        const hit = hitOf(read);
        if (request.lookupOnly)
            return { ...hit, unchangedFiles: 0, phases: job.phases.list(), warnings: job.warnings };
        return await restoreEntry(job, read, hit);
    }
    finally {
        await job.close();
    }
}
/** The best entry for the request's keys, in its scopes (cache-lookup.ts). */
async function lookup(job) {
    const { request } = job;
    // Until the lookup answers, a failure has tried every key it was given.
    job.keysTried = [request.primaryKey, ...request.restoreKeys];
    const found = await job.phases.time('lookup', () => (0,cache_lookup/* lookupEntry */.N)(job.session, job.store, {
        version: request.version,
        scopes: request.readScopes,
        primaryKey: request.primaryKey,
        restoreKeys: request.restoreKeys,
    }, job.signal));
    job.keysTried = found.keysTried;
    return found;
}
/**
 * The entry's manifest, decoded once the workers have loaded (if any), and checked against the
 * entry's name and the request's version and paths.
 */
async function readManifest(job, found) {
    const { request, phases } = job;
    const { entry } = found;
    const started = job.workersStarted;
    const fetched = found.manifest;
    if (fetched && 'error' in fetched)
        throw fetched.error;
    const decodeOptions = { beforeDecode: () => started };
    // Read by the lookup's GET when the exact key hit; else fetched now.
    const { manifest, sha256, bytes } = await phases.time('manifest', () => fetched
        ? (0,manifest_read/* decodeManifestBytes */.T9)({ store: job.store, objectKey: entry.objectKey }, fetched, decodeOptions)
        : (0,manifest_read/* fetchManifest */.Cj)(job.session, {
            store: job.store,
            objectKey: entry.objectKey,
            ...decodeOptions,
            listedBytes: entry.size || undefined,
        }, job.signal));
    phases.add('manifest', 1, bytes);
    // The manifest's JSON text and parsed paths are garbage now, and this thread's heap grows
    // no more after its plan, so V8 would keep them through the peak (collect-garbage.ts). A
    // save's heap goes on growing, and collects them in its own time.
    if (bytes >= COLLECT_AFTER_MANIFEST_BYTES)
        (0,collect_garbage/* collectGarbage */.i)();
    if (manifest.key !== entry.key ||
        manifest.scope !== entry.scope ||
        manifest.version !== request.version)
        throw new cache_manifest/* ManifestError */.Sh('its key, scope or version does not match its name');
    const roots = await (0,cache_roots/* resolveRoots */.gb)(request.paths, request.workspace);
    if (JSON.stringify(roots) !== JSON.stringify(manifest.roots))
        throw new cache_manifest/* ManifestError */.Sh('it was saved from other paths than these');
    const rootPaths = roots.map((r) => (0,cache_roots/* rootPath */.wA)(r, request.workspace));
    return { found, manifest, sha256, manifestBytes: bytes, rootPaths };
}
function hitOf({ found, manifest, sha256, manifestBytes }) {
    const { entry } = found;
    const { entries } = manifest;
    const totals = (0,cache_manifest/* fileTotals */.Ed)(entries);
    return {
        outcome: found.exact ? 'exact' : 'restore-key',
        matchedKey: entry.key,
        matchedScope: entry.scope,
        keysTried: found.keysTried,
        files: totals.files,
        bytes: totals.bytes,
        ...(0,entry_kinds/* entryKinds */.G)(entries.type),
        manifestBytes,
        reuse: { manifestObjectKey: entry.objectKey, manifestSha256: sha256 },
    };
}
/**
 * Writes the entry: the tree checked (a refusal is a miss before anything is written), the disk
 * prepared, the files fetched and landed, the tree finished. Any failure is taken back
 * (RestoreJob.abandon).
 */
async function restoreEntry(job, read, hit) {
    const { manifest } = read;
    try {
        const planned = await checkTree(job, manifest, read.rootPaths);
        if (planned.refused.length > 0)
            return refusedMiss(job, planned.refused, read.found.entry.key);
        const tree = await prepareDisk(job, planned, manifest.objects);
        const { targets } = tree;
        job.record.planned(targets);
        const { size } = manifest.entries;
        const empty = targets.files.filter((f) => size[f] === 0);
        const withContent = targets.files.filter((f) => size[f] > 0);
        const landing = fetchAndLand(job, manifest.objects, targets, withContent);
        // Worked out while the workers fetch and land (this thread would only wait).
        const bare = foldersWithoutContent(tree.stagedDirs, targets, withContent);
        await landing;
        job.signal.throwIfAborted();
        await finish(job, tree, bare, empty);
        const unchangedFiles = targets.unchanged;
        if (targets.files.length === 0 && targets.links.length === 0)
            job.warnings.push(`the tree already holds this entry: nothing was rewritten (${unchangedFiles} entries unchanged)`);
        return {
            ...hit,
            unchangedFiles,
            bytesDownloaded: job.bytesDownloaded,
            phases: job.phases.list(),
            warnings: job.warnings,
        };
    }
    catch (error) {
        return job.abandon(error);
    }
}


/***/ }),

/***/ 6089:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ assertZstd)
/* harmony export */ });
/* unused harmony export CacheRuntimeError */
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8522);

/** The cache needs zstd in node:zlib (Node 22.15, 23.8 and later). */
class CacheRuntimeError extends Error {
    name = 'CacheRuntimeError';
}
function assertZstd() {
    if (typeof node_zlib__WEBPACK_IMPORTED_MODULE_0__.zstdCompressSync !== 'function' || typeof node_zlib__WEBPACK_IMPORTED_MODULE_0__.zstdDecompressSync !== 'function')
        throw new CacheRuntimeError(`caches need zstd, which Node ${process.version} lacks: run them on Node 24 (the action's runtime) or Node 22.15 and later`);
}


/***/ }),

/***/ 734:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ collectGarbage)
/* harmony export */ });
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8877);
/* harmony import */ var node_vm__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(714);


let gc;
/**
 * Runs a full garbage collection now, where V8 allows it (a no-op otherwise). For the one moment
 * a large manifest has just been decoded: its JSON text (an external string, 28 MB at 200,000
 * files) and the parsed strings copied into the path table are dead, but a restore's main thread
 * heap grows no more after its plan, so V8 never collected them and they stayed in the peak RSS
 * (321-339 MB against 282 before the table, one 200,000-file restore each). The runner starts
 * `node` without `--expose-gc`; as for holdYoungGeneration (young-generation.ts) the flag is set
 * once Node runs, and a new context then has `gc`.
 */
function collectGarbage() {
    // Node started with --expose-gc: its flags stay as they are.
    const exposed = globalThis.gc;
    if (gc === undefined && typeof exposed === 'function')
        gc = () => void exposed();
    if (gc === undefined) {
        try {
            node_v8__WEBPACK_IMPORTED_MODULE_0__.setFlagsFromString('--expose-gc');
            const found = node_vm__WEBPACK_IMPORTED_MODULE_1__.runInNewContext('typeof gc === "function" ? gc : null');
            gc = typeof found === 'function' ? found : null;
            // The function stays usable; the flag goes back, since V8 checks code caches against a
            // hash of its flags (young-generation.ts: a worker started later would compile Node's own
            // modules from source).
            node_v8__WEBPACK_IMPORTED_MODULE_0__.setFlagsFromString('--no-expose-gc');
        }
        catch {
            gc = null;
        }
    }
    gc?.();
}


/***/ }),

/***/ 4247:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  I: () => (/* binding */ saveCache)
});

// EXTERNAL MODULE: ./build/cache/runtime/cache-runtime.js
var cache_runtime = __webpack_require__(6089);
// EXTERNAL MODULE: ./build/cache/runtime/collect-garbage.js
var collect_garbage = __webpack_require__(734);
// EXTERNAL MODULE: ./build/young-generation.js
var young_generation = __webpack_require__(3867);
// EXTERNAL MODULE: ./build/cache/store/entry-kinds.js
var entry_kinds = __webpack_require__(7001);
// EXTERNAL MODULE: ./build/cache/store/manifest-read.js
var manifest_read = __webpack_require__(1595);
// EXTERNAL MODULE: ./build/cache/store/cache-manifest.js + 3 modules
var cache_manifest = __webpack_require__(3769);
// EXTERNAL MODULE: ./build/cache/store/store-head.js
var store_head = __webpack_require__(3425);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./build/bounded.js
var bounded = __webpack_require__(8021);
// EXTERNAL MODULE: ./build/cache/store/cache-names.js
var cache_names = __webpack_require__(2796);
;// CONCATENATED MODULE: ./build/cache/store/object-trust.js





/** Compares a HEAD with what is expected: same size, and the same ETag if one is expected. */
function stateOf(head, expected) {
    if (!head)
        return { state: 'gone' };
    if (head.size !== expected.size)
        return { state: 'changed' };
    if (expected.etag !== undefined && head.etag !== expected.etag)
        return { state: 'changed' };
    return { state: 'ok', etag: head.etag };
}
/**
 * The state of each of `objects` (a manifest's, by their names under the store root), 16 HEADs
 * at a time: an object recorded with an ETag must still have it; one recorded before ETags were
 * (an older build's manifest) is checked by its size, and its ETag now is returned to record.
 */
async function checkStoredObjects(session, store, objects, signal) {
    const states = new Array(objects.length);
    const root = (0,cache_names/* storeRoot */.q1)(store);
    await (0,bounded/* forEachBounded */.a)(objects.length, 16, async (i) => {
        const object = objects[i];
        const head = await (0,store_head/* objectHead */.MP)(session, { bucket: store.bucket, key: root + object.name }, signal);
        states[i] = stateOf(head, object);
    });
    return states;
}
/** The ETag of a single PUT of `body`: its MD5, in hex. */
function bodyEtag(body) {
    return (0,external_node_crypto_.createHash)('md5').update(body).digest('hex');
}
/**
 * The ETag a file gets when uploaded in parts of `partBytes` (the MD5 of the parts' MD5s, then
 * `-` and the count), or as one PUT (`partBytes` undefined). Read in 1 MiB pieces: only a save
 * that found its blob's name taken computes it.
 */
async function fileEtag(path, size, partBytes) {
    const part = partBytes ?? Math.max(size, 1);
    const file = await (0,promises_.open)(path, 'r');
    try {
        const buffer = Buffer.allocUnsafe(Math.min(part, 1024 * 1024));
        const partDigests = [];
        for (let start = 0; start < size || partDigests.length === 0; start += part) {
            const hash = (0,external_node_crypto_.createHash)('md5');
            for (let at = start, end = Math.min(start + part, size); at < end;) {
                const { bytesRead } = await file.read(buffer, 0, Math.min(buffer.length, end - at), at);
                if (bytesRead === 0)
                    throw new Error(`${JSON.stringify(path)} is shorter than ${size}`);
                hash.update(buffer.subarray(0, bytesRead));
                at += bytesRead;
            }
            partDigests.push(hash.digest());
        }
        if (partBytes === undefined)
            return partDigests[0].toString('hex');
        const joined = (0,external_node_crypto_.createHash)('md5').update(Buffer.concat(partDigests)).digest('hex');
        return `${joined}-${partDigests.length}`;
    }
    finally {
        await file.close();
    }
}
/** A fresh name for content whose own name holds other bytes (cache-names.ts). */
function freshNameFor(name) {
    return (0,cache_names/* alternativeName */.HW)(name, (0,external_node_crypto_.randomBytes)(16).toString('hex'));
}

;// CONCATENATED MODULE: ./build/cache/save/save-existing.js




/**
 * Whether the key holds an entry, and whether that entry can still be restored: its manifest
 * readable and of this key, and every pack and blob it names still there with the size and ETag
 * it recorded. An entry that names a pack a prune removed, or an object someone wrote over, is a
 * miss for every restore; left as it is, the key would be `exists` forever and never saved again.
 * Anything short of a definite answer (an S3 error other than 404) counts as whole: an entry is
 * replaced only when it is known to be broken.
 */
async function existingEntry(job) {
    const { session, store, signal, request } = job;
    if (!(await (0,store_head/* objectExists */.EK)(session, { bucket: store.bucket, key: job.manifestKey }, signal)))
        return { state: 'none' };
    let manifest;
    try {
        manifest = (await (0,manifest_read/* fetchManifest */.Cj)(session, { store, objectKey: job.manifestKey }, signal))
            .manifest;
    }
    catch (error) {
        signal.throwIfAborted();
        if (error instanceof cache_manifest/* ManifestError */.Sh)
            return { state: 'broken', reason: `its manifest cannot be read (${error.message})` };
        if (error.statusCode === 404)
            return { state: 'none' };
        return { state: 'whole' };
    }
    if (manifest.key !== request.key ||
        manifest.scope !== request.scope ||
        manifest.version !== request.version)
        return { state: 'broken', reason: 'its manifest is of another key, scope or version' };
    let states;
    try {
        states = await checkStoredObjects(session, store, manifest.objects, signal);
    }
    catch {
        signal.throwIfAborted();
        return { state: 'whole' };
    }
    const bad = states.findIndex((found) => found.state !== 'ok');
    if (bad < 0)
        return { state: 'whole' };
    const what = states[bad].state === 'gone' ? 'is gone' : 'is not what it recorded';
    return {
        state: 'broken',
        reason: `the ${JSON.stringify(manifest.objects[bad].name)} it names ${what}`,
    };
}

// EXTERNAL MODULE: ./build/cache/store/manifest-types.js
var manifest_types = __webpack_require__(1410);
// EXTERNAL MODULE: ./build/errors.js
var errors = __webpack_require__(9473);
// EXTERNAL MODULE: ./build/retry.js
var retry = __webpack_require__(5402);
// EXTERNAL MODULE: ./build/s3/s3-failure.js
var s3_failure = __webpack_require__(6602);
// EXTERNAL MODULE: ./build/cache/store/store-request.js
var store_request = __webpack_require__(4982);
;// CONCATENATED MODULE: ./build/cache/store/store-put.js




/**
 * PutObject. With `ifNoneMatch`, the write is refused when the key exists (412, or 409 when
 * another conditional write is in flight): `written` is then false.
 */
async function putBytes(session, put, signal) {
    const { bucket, key, body, ifNoneMatch, contentType = 'application/octet-stream' } = put;
    const metadata = put.metadata ? { Metadata: put.metadata } : {};
    try {
        return await (0,retry/* withRetry */.bD)(async () => {
            if (!ifNoneMatch) {
                const sent = await session.direct.putObject({ bucket, key, body, params: { ContentType: contentType, ...metadata } }, (0,store_request/* requestSignal */.OL)(signal));
                if (sent)
                    return { written: true };
            }
            try {
                const answer = await session.client.send((s3) => new s3.PutObjectCommand({
                    Bucket: bucket,
                    Key: key,
                    Body: body,
                    ContentLength: body.length,
                    ContentType: contentType,
                    ...metadata,
                    ...(ifNoneMatch ? { IfNoneMatch: '*' } : {}),
                }), { abortSignal: (0,store_request/* requestSignal */.OL)(signal) });
                // The SDK's body is not watched as it goes: counted on the wire once it is through.
                session.direct.wire.add(body.length);
                return { written: true, etag: (0,store_request/* bareEtag */.A1)(answer.ETag) };
            }
            catch (error) {
                throw (0,s3_failure/* s3FailureFromSdk */.H)(error, 'PutObject', bucket, key);
            }
        }, (0,store_request/* retry */.L5)(signal));
    }
    catch (error) {
        const status = error instanceof errors/* S3Error */.Dg ? error.statusCode : undefined;
        if (ifNoneMatch && (status === 412 || status === 409))
            return { written: false };
        throw error;
    }
}

// EXTERNAL MODULE: ./build/cache/store/manifest-totals.js
var manifest_totals = __webpack_require__(1744);
;// CONCATENATED MODULE: ./build/cache/save/save-recheck.js

/** Thrown when objects the new entry would name kept going away while the save ran. */
class ReusedObjectGoneError extends Error {
    name = 'ReusedObjectGoneError';
}
/**
 * Checks, just before the manifest is written, every object it names that this save did not
 * write (`objects` begins with the `reused` prior ones, by their prior index in that order;
 * `adopted` indexes the new ones after them): the prior entry's (checked before the uploads too,
 * which take a while) and those it found stored already. A prune at the same time deletes packs
 * no manifest named at its own look, older than its grace period: a save's reused packs can be
 * among them. Returns what is gone or changed (undefined when nothing is): the caller stores
 * that content again from the local files before it commits, so no entry names a missing object.
 */
async function recheckBeforeCommit(job, objects, { reused, adopted }) {
    const notWritten = [
        ...objects.slice(0, reused.length),
        ...adopted.map((i) => objects[reused.length + i]),
    ];
    if (notWritten.length === 0)
        return undefined;
    const states = await job.phases.time('commit', () => checkStoredObjects(job.session, job.store, notWritten, job.signal));
    const bad = states.flatMap((found, n) => (found.state === 'ok' ? [] : [n]));
    if (bad.length === 0)
        return undefined;
    const first = bad[0];
    const what = states[first].state === 'gone' ? 'was removed' : 'was written over';
    return {
        prior: bad.filter((n) => n < reused.length).map((n) => reused[n]),
        reason: `the store's ${JSON.stringify(notWritten[first].name)}, which this entry reuses, ${what} while the save ran (a prune at the same time?)`,
    };
}

;// CONCATENATED MODULE: ./build/cache/save/content-hashes.js
/**
 * A save's content hashes in binary, 32 bytes each in one buffer, with no hex string or map
 * entry per file: on a 100,000-file save the hex strings alone were 7.6 MB of the main thread's
 * live heap, and the maps and place objects keyed by them about 10 MB more (heap snapshot).
 */
const SHA256_BYTES = 32;
/** The hash of each entry a save read this time, by entry index. */
class EntryHashes {
    bytes;
    present;
    count = 0;
    constructor(entries) {
        this.bytes = Buffer.alloc(entries * SHA256_BYTES);
        this.present = new Uint8Array(entries);
    }
    /** How many entries have a hash. */
    get size() {
        return this.count;
    }
    has(entry) {
        return this.present[entry] === 1;
    }
    /** Records a hash task's digests (32 bytes each, in the order of `entries`). */
    setMany(entries, digests) {
        if (digests.length !== entries.length * SHA256_BYTES)
            throw new Error(`a hash task returned ${digests.length} bytes for ${entries.length} files (expected ${entries.length * SHA256_BYTES})`);
        entries.forEach((entry, n) => {
            this.bytes.set(digests.subarray(n * SHA256_BYTES, (n + 1) * SHA256_BYTES), entry * SHA256_BYTES);
            if (this.present[entry] === 0)
                this.count++;
            this.present[entry] = 1;
        });
    }
}
/**
 * Finds ids (rows, entries) by their hash, keyed by the hash's first 4 bytes (a number, so no
 * string is made per hash), each candidate compared in full.
 */
class HashIndex {
    hashAt;
    first = new Map();
    more = new Map();
    constructor(hashAt) {
        this.hashAt = hashAt;
    }
    add(id) {
        const [buffer, at] = this.hashAt(id);
        const key = buffer.readUInt32BE(at);
        if (!this.first.has(key))
            this.first.set(key, id);
        else {
            const others = this.more.get(key);
            if (others)
                others.push(id);
            else
                this.more.set(key, [id]);
        }
    }
    /** The id added with the hash at `buffer[at..at+32]`, or -1. */
    find(buffer, at) {
        const key = buffer.readUInt32BE(at);
        const id = this.first.get(key);
        if (id === undefined)
            return -1;
        if (this.sameHash(id, buffer, at))
            return id;
        for (const other of this.more.get(key) ?? [])
            if (this.sameHash(other, buffer, at))
                return other;
        return -1;
    }
    sameHash(id, buffer, at) {
        const [mine, from] = this.hashAt(id);
        return mine.compare(buffer, at, at + SHA256_BYTES, from, from + SHA256_BYTES) === 0;
    }
}

// EXTERNAL MODULE: ./build/cache/store/pack-limits.js
var pack_limits = __webpack_require__(1563);
;// CONCATENATED MODULE: ./build/cache/save/save-plan.js



/** A reused pack whose needed frames are under this share of its bytes is repacked. */
const SPARSE_PACK_SHARE = 0.5;
/**
 * Packs holding less content than this (uncompressed, as the prior entry knows it) count as
 * small... A full save cuts packs at 32 MiB of content (save-upload.ts), which compresses to
 * 5-8 MiB for source, so compressed size cannot tell a full save's packs from the few-MiB packs
 * of incremental saves: judged by it, every pack of a 50k-file tree was "small" and each 1%
 * save repacked them all (52 of 129 MB uploaded, `npm run bench -- cache`).
 */
const SMALL_PACK_CONTENT_BYTES = 8 * 1024 * 1024;
/** ...and an entry that would read more than this many small packs has them repacked. */
const MAX_SMALL_PACKS = 4;
/**
 * A plan's new contents as a column of entry numbers (their sizes and rows are the plan's), each
 * made a PlannedContent only when its pack or blob task is sent: one object per new content was
 * 10.8 MB of a 200,000-file save's main thread heap (192,000 of them, heap snapshot).
 */
class PlannedContents {
    size;
    content;
    source;
    entries = new Int32Array(256);
    count = 0;
    constructor(size, content, source) {
        this.size = size;
        this.content = content;
        this.source = source;
    }
    get length() {
        return this.count;
    }
    push(entry) {
        if (this.count === this.entries.length) {
            const grown = new Int32Array(this.count * 2);
            grown.set(this.entries);
            this.entries = grown;
        }
        this.entries[this.count++] = entry;
    }
    /** The size of new content `n`, with no object made. */
    sizeOf(n) {
        return this.size[this.entries[n]];
    }
    /** The row of new content `n` in the new manifest, with no object made. */
    rowOf(n) {
        return this.content[this.entries[n]];
    }
    /** The bytes of new contents `from`..`to` (excluded). */
    bytesOf(from, to) {
        let bytes = 0;
        for (let n = from; n < Math.min(to, this.count); n++)
            bytes += this.sizeOf(n);
        return bytes;
    }
    /** The bytes of all the new contents. */
    get bytes() {
        return this.bytesOf(0, this.count);
    }
    /** Bytes new content `n`'s path takes (a task's weight), with no string made where it can. */
    pathBytesOf(n) {
        const entry = this.entries[n];
        const { pathBytesOf, pathOf } = this.source;
        return pathBytesOf ? pathBytesOf(entry) : Buffer.byteLength(pathOf(entry));
    }
    at(n) {
        const entry = this.entries[n];
        return new NewContent(this.size[entry], this.content[entry], entry, this.source);
    }
    /** New contents `from`..`to` (excluded) as objects: one task's worth at a time. */
    slice(from, to) {
        const list = [];
        for (let n = from; n < Math.min(to, this.count); n++)
            list.push(this.at(n));
        return list;
    }
    map(each) {
        return Array.from({ length: this.count }, (_, n) => each(this.at(n), n));
    }
    *[Symbol.iterator]() {
        for (let n = 0; n < this.count; n++)
            yield this.at(n);
    }
}
/**
 * A new content of the plan: its path and hex hash are made when its pack task is sent, not
 * kept from the plan to the upload's end (a full save of 100,000 files held as many absolute
 * paths, about 12 MB of the main thread's heap, and as many hex strings, 7.6 MB). Not for
 * postMessage (the fields are getters): a pack task takes them as columns (save-upload.ts).
 */
class NewContent {
    size;
    row;
    entry;
    source;
    constructor(size, row, entry, source) {
        this.size = size;
        this.row = row;
        this.entry = entry;
        this.source = source;
    }
    get path() {
        return this.source.pathOf(this.entry);
    }
    get sha256() {
        const [buffer, at] = this.source.hashAt(this.entry);
        return buffer.toString('hex', at, at + SHA256_BYTES);
    }
    hashInto(target, at) {
        const [buffer, from] = this.source.hashAt(this.entry);
        target.set(buffer.subarray(from, from + SHA256_BYTES), at);
    }
}
/** The entry of a plan's row that is a new content (`rows[n] < 0`). */
function newRowEntry(row) {
    return ~row;
}
/**
 * Decides what a save uploads: contents the prior manifest holds are reused where they are,
 * unless their pack is mostly holes or the entry would read too many small packs (then they are
 * repacked from the local files, see docs/cache-format.md#compaction); the rest is new.
 * `unusable` names prior objects that must not be reused (gone from the store).
 */
function planSave(input, prior, unusable = new Set(), blobMinBytes = pack_limits/* BLOB_MIN_BYTES */.nr) {
    const { type, size, known, hashed } = input;
    const count = type.length;
    const pc = prior?.contents;
    const priorHashes = pc?.sha256 ?? Buffer.alloc(0);
    const hashAt = (entry) => hashed.has(entry)
        ? [hashed.bytes, entry * SHA256_BYTES]
        : [priorHashes, known[entry] * SHA256_BYTES];
    const priorIndex = new HashIndex((row) => [priorHashes, row * SHA256_BYTES]);
    if (pc && hashed.size)
        for (let row = 0; row < pc.object.length; row++)
            priorIndex.add(row);
    // Per entry with bytes: the prior row that holds them, if it can be read.
    const priorRow = new Int32Array(count).fill(-1);
    const framesNeeded = new Map();
    for (let i = 0; i < count; i++) {
        if (type.charCodeAt(i) !== 102 || size[i] === 0)
            continue; // 'f' with bytes
        const row = hashed.has(i) ? priorIndex.find(hashed.bytes, i * SHA256_BYTES) : known[i];
        if (row < 0 || unusable.has(pc.object[row]))
            continue;
        priorRow[i] = row;
        const object = pc.object[row];
        let frames = framesNeeded.get(object);
        if (!frames)
            framesNeeded.set(object, (frames = new Set()));
        frames.add(pc.frame[row]);
    }
    const repack = prior ? packsToRepack(prior, framesNeeded) : new Set();
    const content = new Int32Array(count).fill(-1);
    const rows = [];
    const rowOfPrior = new Int32Array(pc?.object.length ?? 0).fill(-1);
    // New contents by hash, as the first entry holding each: a content is stored once.
    const newIndex = new HashIndex(hashAt);
    const reusedObjects = new Set();
    const source = { pathOf: input.pathOf, pathBytesOf: input.pathBytesOf, hashAt };
    const newSmall = new PlannedContents(size, content, source);
    const newBlobs = new PlannedContents(size, content, source);
    for (let i = 0; i < count; i++) {
        if (type.charCodeAt(i) !== 102 || size[i] === 0)
            continue;
        const row = priorRow[i];
        const isBlob = size[i] >= blobMinBytes;
        const object = row >= 0 ? pc.object[row] : -1;
        if (row >= 0 &&
            !repack.has(object) &&
            prior.objects[object].kind === (isBlob ? 'blob' : 'pack')) {
            if (rowOfPrior[row] < 0) {
                rowOfPrior[row] = rows.length;
                rows.push(row);
                reusedObjects.add(object);
            }
            content[i] = rowOfPrior[row];
            continue;
        }
        const [buffer, at] = hashAt(i);
        const first = newIndex.find(buffer, at);
        if (first >= 0) {
            content[i] = content[first];
            continue;
        }
        newIndex.add(i);
        content[i] = rows.length;
        rows.push(~i);
        (isBlob ? newBlobs : newSmall).push(i);
    }
    return { content, rows, hashAt, reusedObjects, newSmall, newBlobs, compacted: repack.size };
}
/** The prior packs to repack: mostly holes for this entry, or too many small ones. */
function packsToRepack(prior, framesNeeded) {
    // The content each prior object holds for the prior entry, uncompressed.
    const contentBytes = new Float64Array(prior.objects.length);
    const { content, size } = prior.entries;
    for (let j = 0; j < content.length; j++)
        if (content[j] >= 0)
            contentBytes[prior.contents.object[content[j]]] += size[j];
    const repack = new Set();
    const small = [];
    for (const [index, frames] of framesNeeded) {
        const object = prior.objects[index];
        if (object.kind !== 'pack')
            continue;
        let live = 0;
        for (const frame of frames)
            live += object.frames[frame][1];
        if (live < object.size * SPARSE_PACK_SHARE)
            repack.add(index);
        else if (contentBytes[index] < SMALL_PACK_CONTENT_BYTES)
            small.push(index);
    }
    if (small.length > MAX_SMALL_PACKS)
        for (const index of small)
            repack.add(index);
    return repack;
}

;// CONCATENATED MODULE: ./build/cache/save/save-commit.js






/**
 * Encodes the manifest and writes it last, under the entry's name: refused if the key exists
 * unless the request says `update` (If-None-Match settles a race between two saves). Nothing is
 * written when an object it names that this save did not write is gone (`gone` says which).
 */
async function commitManifest(job, saved) {
    const { request, phases } = job;
    const { tree, scannedAtMs } = saved.walked;
    const { objects, contents } = manifestContents(saved);
    const { body, sha256: manifestSha256 } = await (0,cache_manifest/* encodeManifestStreamed */.PK)({
        format: manifest_types/* MANIFEST_FORMAT */.S,
        key: request.key,
        scope: request.scope,
        version: request.version,
        createdAtMs: Date.now(),
        scannedAtMs,
        roots: tree.roots,
        objects,
        entries: {
            type: tree.type,
            root: tree.root,
            path: tree.path,
            size: tree.size,
            mode: tree.mode,
            mtime: tree.mtime,
            link: tree.link,
            content: Array.from(saved.plan.content),
        },
        contents,
    });
    const { files, bytes } = saved.hashedTree;
    // Just before the commit: a prune since the save's first look may have removed what it reuses.
    const gone = await recheckBeforeCommit(job, objects, {
        reused: reusedInOrder(saved.plan),
        adopted: saved.uploaded.adopted,
    });
    if (gone)
        return { committed: false, manifestBytes: 0, gone };
    const { written: committed } = await phases.time('commit', () => putBytes(job.session, {
        bucket: job.store.bucket,
        key: job.manifestKey,
        body,
        ifNoneMatch: !request.update && !job.replacesBroken,
        contentType: 'application/zstd',
        metadata: {
            ...(0,manifest_totals/* totalsMetadata */.hP)({ files, bytes }),
            ...(0,manifest_totals/* manifestSha256Metadata */.c)(manifestSha256),
        },
    }, job.signal));
    phases.add('commit', 1, body.length);
    return { committed, manifestBytes: body.length };
}
/** The prior objects the new entry reads, in the order its manifest lists them. */
function reusedInOrder(plan) {
    return [...plan.reusedObjects].sort((a, b) => a - b);
}
/**
 * The new manifest's objects (the prior ones it still reads, then the new ones) and its content
 * rows: a kept row's hash is copied from the prior manifest's bytes, a new one's from its entry's.
 */
function manifestContents({ plan, prior, priorEtags, uploaded }) {
    const objects = [];
    const priorIndex = new Map();
    for (const index of reusedInOrder(plan)) {
        priorIndex.set(index, objects.length);
        // Its ETag as checked now: the same as recorded, or the first recorded (an older build's).
        const etag = priorEtags[index];
        objects.push({ ...prior.objects[index], ...(etag !== undefined ? { etag } : {}) });
    }
    const offset = objects.length;
    objects.push(...uploaded.objects);
    const rows = plan.rows.length;
    const sha256 = Buffer.allocUnsafe(rows * 32);
    const [object, frame, at] = [
        new Array(rows),
        new Array(rows),
        new Array(rows),
    ];
    plan.rows.forEach((row, n) => {
        if (row >= 0) {
            const pc = prior.contents;
            pc.sha256.copy(sha256, n * 32, row * 32, row * 32 + 32);
            object[n] = priorIndex.get(pc.object[row]);
            frame[n] = pc.frame[row];
            at[n] = pc.at[row];
        }
        else {
            const [from, fromAt] = plan.hashAt(newRowEntry(row));
            from.copy(sha256, n * 32, fromAt, fromAt + 32);
            const { places } = uploaded;
            object[n] = offset + places.object[n];
            frame[n] = places.frame[n];
            at[n] = places.at[n];
        }
    });
    return { objects, contents: { sha256, object, frame, at } };
}

;// CONCATENATED MODULE: ./build/cache/save/batches.js
/**
 * Cuts items `0..count-1`, known by number, into batches of at most `maxCount` items or about
 * `maxBytes` (whichever first; an item that reaches the bytes ends its batch): where each batch
 * starts, then `count` (batch `b` is `starts[b]..starts[b + 1]`), with no list of items made.
 */
function batchStarts(count, sizeOf, maxBytes, maxCount = Infinity) {
    const starts = [];
    let bytes = maxBytes;
    let items = 0;
    for (let n = 0; n < count; n++) {
        if (bytes >= maxBytes || items >= maxCount) {
            starts.push(n);
            bytes = 0;
            items = 0;
        }
        bytes += sizeOf(n);
        items++;
    }
    starts.push(count);
    return starts;
}
/** The same cut of a list, as lists. */
function batchBySize(items, sizeOf, maxBytes, maxCount = Infinity) {
    const starts = batchStarts(items.length, (n) => sizeOf(items[n]), maxBytes, maxCount);
    return starts.slice(1).map((end, b) => items.slice(starts[b], end));
}

;// CONCATENATED MODULE: ./build/cache/save/save-hash.js



/** Files per hash task: enough to amortise the message, few enough to spread over the workers. */
const HASH_BATCH_FILES = 256;
const HASH_BATCH_BYTES = 16 * 1024 * 1024;
/**
 * Hashes the files that have content and no known row (`known[i] < 0`: new or changed since
 * the prior entry), in batches on the workers, or on this thread when there is little to hash.
 */
async function hashNewFiles(job, walked, known) {
    const { tree, pathOf } = walked;
    const count = tree.type.length;
    const toHash = [];
    let files = 0;
    let bytes = 0;
    let bytesToHash = 0;
    for (let i = 0; i < count; i++) {
        if (tree.type.charCodeAt(i) !== 102)
            continue; // 'f'
        files++;
        bytes += tree.size[i];
        if (tree.size[i] > 0 && known[i] < 0) {
            toHash.push(i);
            bytesToHash += tree.size[i];
        }
    }
    const hashed = new EntryHashes(count);
    job.phases.plan('hash', toHash.length, bytesToHash);
    await job.phases.time('hash', async () => {
        const runner = job.workers.for(bytesToHash);
        const batches = batchBySize(toHash, (i) => tree.size[i], HASH_BATCH_BYTES, HASH_BATCH_FILES);
        await (0,bounded/* forEachBounded */.a)(batches.length, runner.size * 2, async (b) => {
            const batch = batches[b];
            const { result } = await runner.run({
                kind: 'hash',
                files: batch.map((i) => ({ path: pathOf(i), size: tree.size[i] })),
            });
            hashed.setMany(batch, result);
            job.phases.add('hash', batch.length, batch.reduce((n, i) => n + tree.size[i], 0));
        });
    });
    return { files, bytes, hashed };
}

// EXTERNAL MODULE: ./build/phases.js
var phases = __webpack_require__(7282);
// EXTERNAL MODULE: ./build/cache/store/content-levels.js
var content_levels = __webpack_require__(1268);
// EXTERNAL MODULE: ./build/cache/workers/cache-memory-trace.js
var cache_memory_trace = __webpack_require__(9667);
// EXTERNAL MODULE: ./build/cache/workers/cache-worker-pool.js + 1 modules
var cache_worker_pool = __webpack_require__(7724);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(5919);
// EXTERNAL MODULE: ./build/s3/list/error-transport.js
var error_transport = __webpack_require__(6678);
;// CONCATENATED MODULE: ./build/cache/workers/cache-worker.js



function handlerOf(table, task) {
    const handler = Object.hasOwn(table, task.kind)
        ? table[task.kind]
        : undefined;
    if (!handler)
        throw new Error(`no cache worker task is called ${JSON.stringify(task.kind)}`);
    return handler;
}
/** Runs a task of `table` to its end where it is called. */
function runTask(table, task) {
    const handler = handlerOf(table, task);
    if (!('run' in handler))
        throw new Error(`a ${task.kind} task runs in a worker thread`);
    const outcome = handler.run(task);
    return { result: outcome?.result, transfer: outcome?.transfer ?? [] };
}
/** A reply for a failed task; an S3Error goes whole, so the main thread can retry it. */
function failure(id, error) {
    const e = error;
    return {
        id,
        error: {
            name: e.name,
            message: e.message,
            ...(e.code ? { code: e.code } : {}),
            ...(error instanceof S3Error ? { s3: serializeError(error) } : {}),
        },
    };
}
/** Serves the main thread's tasks from `table` (the save's and the restore's joined). */
function runCacheWorker(table) {
    const port = parentPort;
    port.postMessage({ ready: true });
    // Fetching tasks run concurrently (their GETs wait on sockets); the main thread may cancel one.
    const cancels = new Map();
    port.on('message', (message) => {
        if ('cancel' in message) {
            cancels.get(message.cancel)?.abort();
            return;
        }
        const { id, task } = message;
        let handler;
        try {
            handler = handlerOf(table, task);
        }
        catch (error) {
            port.postMessage(failure(id, error));
            return;
        }
        if ('fetch' in handler) {
            const controller = new AbortController();
            cancels.set(id, controller);
            handler
                .fetch(task, controller.signal)
                .then(() => port.postMessage({ id }), (error) => port.postMessage(failure(id, error)))
                .finally(() => cancels.delete(id));
            return;
        }
        try {
            const { result, transfer } = runTask(table, task);
            port.postMessage({ id, result }, transfer);
        }
        catch (error) {
            port.postMessage(failure(id, error));
        }
    });
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
// EXTERNAL MODULE: ./build/cache/store/file-digest.js
var file_digest = __webpack_require__(9133);
// EXTERNAL MODULE: ./build/cache/store/release-buffer.js
var release_buffer = __webpack_require__(6389);
;// CONCATENATED MODULE: ./build/cache/store/tar-header.js
/**
 * The one kind of tar header a pack holds: a regular file named by its content's SHA-256, mode
 * 0644, owner 0, mtime 0 (ustar; the metadata lives in the manifest). Written from a template
 * because node-tar's Header was the packer's bottleneck (the two side by side: `npm run bench --
 * digests`, docs/benchmarks.md). Tests check the output with node-tar's parser (the reference)
 * and GNU tar (`tar --zstd -tf` on a pack).
 */
const BLOCK = 512;
const TEMPLATE = (() => {
    const header = Buffer.alloc(BLOCK);
    header.write('0000644\0', 100, 'latin1'); // mode
    header.write('0000000\0', 108, 'latin1'); // uid
    header.write('0000000\0', 116, 'latin1'); // gid
    header.write('00000000000\0', 136, 'latin1'); // mtime
    header.write('        ', 148, 'latin1'); // checksum, counted as spaces
    header.write('0', 156, 'latin1'); // type: regular file
    header.write('ustar\0' + '00', 257, 'latin1'); // magic and version
    return header;
})();
const TEMPLATE_SUM = TEMPLATE.reduce((sum, byte) => sum + byte, 0);
/** The largest size ustar's 11 octal digits hold (8 GiB - 1); packs hold files under 8 MiB. */
const MAX_SIZE = 0o77777777777;
function contentHeader(sha256, size) {
    if (sha256.length !== 64 || !(size >= 0 && size <= MAX_SIZE))
        throw new RangeError(`no tar header for ${JSON.stringify(sha256)} of ${size} bytes`);
    const header = Buffer.allocUnsafe(BLOCK);
    TEMPLATE.copy(header);
    header.write(sha256, 0, 'latin1');
    const octalSize = `${size.toString(8).padStart(11, '0')}\0`;
    header.write(octalSize, 124, 'latin1');
    let sum = TEMPLATE_SUM;
    for (let i = 0; i < 64; i++)
        sum += sha256.charCodeAt(i);
    for (let i = 0; i < 11; i++)
        sum += octalSize.charCodeAt(i);
    header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'latin1');
    return header;
}

;// CONCATENATED MODULE: ./build/cache/save/save-tasks.js
/**
 * The save's tasks for the cache worker threads (cache-worker.ts runs them, or the main thread
 * for small work: save-workers.ts): hash files, pack small contents into zstd frames of tar
 * members, compress a large file into a blob.
 */








const TAR_BLOCK = 512;
/** A blob is compressed only when a sample of it shrinks below this share of its size. */
const BLOB_COMPRESS_RATIO = 0.9;
const ZSTD_LEVEL = 3;
/** Reads exactly `size` bytes of `file` into `into` at `at`, with blocking calls. */
function readInto(file, size, into, at) {
    const fd = (0,external_node_fs_.openSync)(file, 'r');
    try {
        let got = 0;
        while (got < size) {
            const n = (0,external_node_fs_.readSync)(fd, into, at + got, size - got, got);
            if (n === 0)
                break;
            got += n;
        }
        if (got !== size)
            throw new Error(`${JSON.stringify(file)} changed size while it was saved`);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/**
 * The files' SHA-256 digests, 32 bytes each in file order, in an ArrayBuffer of their own (moved
 * to the main thread, not copied). Small files are read into one buffer for the whole task (see
 * pack: no garbage per file).
 */
function hash(task) {
    const buffer = Buffer.allocUnsafe(file_digest/* READ_CHUNK_BYTES */.Vn);
    const digests = new Uint8Array(task.files.length * SHA256_BYTES);
    task.files.forEach((f, n) => {
        let digest;
        if (f.size > file_digest/* READ_CHUNK_BYTES */.Vn)
            digest = (0,file_digest/* fileSha256 */.sN)(f.path);
        else {
            readInto(f.path, f.size, buffer, 0);
            digest = (0,file_digest/* sha256Digest */.sI)(buffer.subarray(0, f.size));
        }
        digests.set(digest, n * SHA256_BYTES);
    });
    (0,release_buffer/* releaseBuffer */.k)(buffer);
    return digests;
}
/**
 * One frame, with zstd's content checksum (XXH64 of what it decodes to, 4 bytes): a restore
 * fetches frames by range and no longer hashes whole packs, so a corrupt byte that would only
 * change a tar header (never used: files are placed by the manifest and checked against their
 * own hashes) is still caught by the decoder. The output buffer is sized to the input up front
 * (source shrinks 3-5x, so the frame fits): zlib's default 16 KiB chunks, concatenated at the
 * end, doubled the garbage.
 */
function compress(chunks) {
    const input = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
    const frame = external_node_zlib_.zstdCompressSync(input, {
        chunkSize: Math.max(64, input.length + 1024),
        params: {
            [external_node_zlib_.constants.ZSTD_c_compressionLevel]: ZSTD_LEVEL,
            [external_node_zlib_.constants.ZSTD_c_checksumFlag]: 1,
        },
    });
    if (input !== chunks[0])
        (0,release_buffer/* releaseBuffer */.k)(input);
    return frame;
}
/**
 * Tar members named by their content hash, grouped into zstd frames of about `frameBytes`; the
 * last frame ends with tar's two zero blocks, so the pack is a valid `.tar.zst`. Each content is
 * hashed again as it is read: a file changed since the hash pass fails the save instead of
 * storing bytes under the wrong hash. Headers come from a template (see tar-header.ts). Each file
 * is read straight into the frame being filled, one buffer for the whole task: a buffer per file
 * (most of them slices of Node's shared 8 KiB slabs, which nothing could free early) left about
 * 30 MiB of garbage per pack in each worker until its next collection.
 */
function pack(task) {
    const out = [];
    const frames = [];
    const count = task.paths.length;
    const places = new Int32Array(count * 2);
    const wanted = Buffer.from(task.sha256.buffer, task.sha256.byteOffset, task.sha256.byteLength);
    let offset = 0;
    let frame = Buffer.allocUnsafe(task.frameBytes + 4 * TAR_BLOCK);
    let length = 0;
    const room = (bytes) => {
        if (length + bytes <= frame.length)
            return;
        const bigger = Buffer.allocUnsafe(Math.max(frame.length * 2, length + bytes));
        frame.copy(bigger, 0, 0, length);
        (0,release_buffer/* releaseBuffer */.k)(frame);
        frame = bigger;
    };
    const flush = () => {
        // A copy of the frame alone: compress() returns a view on a buffer of the input's size.
        const compressed = compress([frame.subarray(0, length)]);
        const stored = Buffer.from(compressed);
        (0,release_buffer/* releaseBuffer */.k)(compressed);
        frames.push([offset, stored.length]);
        out.push(stored);
        offset += stored.length;
        length = 0;
    };
    for (let i = 0; i < count; i++) {
        const [file, size] = [task.paths[i], task.sizes[i]];
        const pad = (TAR_BLOCK - (size % TAR_BLOCK)) % TAR_BLOCK;
        room(TAR_BLOCK + size + pad);
        const hashAt = i * SHA256_BYTES;
        contentHeader(wanted.toString('hex', hashAt, hashAt + SHA256_BYTES), size).copy(frame, length);
        const at = length + TAR_BLOCK;
        readInto(file, size, frame, at);
        const digest = (0,file_digest/* sha256Digest */.sI)(frame.subarray(at, at + size));
        if (digest.compare(wanted, hashAt, hashAt + SHA256_BYTES) !== 0)
            throw new Error(`${JSON.stringify(file)} changed while it was saved`);
        frame.fill(0, at + size, at + size + pad);
        places[2 * i] = frames.length;
        places[2 * i + 1] = at;
        length = at + size + pad;
        if (length >= task.frameBytes && i < count - 1)
            flush();
    }
    room(2 * TAR_BLOCK);
    frame.fill(0, length, length + 2 * TAR_BLOCK);
    length += 2 * TAR_BLOCK;
    flush();
    (0,cache_memory_trace/* traceMemory */.XV)('worker-pack');
    (0,release_buffer/* releaseBuffer */.k)(frame);
    // Its own ArrayBuffer (never Node's shared pool), so it can be transferred to the main thread.
    const body = new Uint8Array(offset);
    let at = 0;
    for (const stored of out) {
        body.set(stored, at);
        at += stored.length;
        (0,release_buffer/* releaseBuffer */.k)(stored);
    }
    return { body, sha256: (0,file_digest/* sha256Hex */.fg)(body), frames, places };
}
/** Compresses a large file into frames in a temporary file, or keeps it as it is if that does not pay. */
function blob(task) {
    const fd = (0,external_node_fs_.openSync)(task.path, 'r');
    try {
        const sample = Buffer.allocUnsafe(Math.min(file_digest/* READ_CHUNK_BYTES */.Vn, task.size));
        (0,external_node_fs_.readSync)(fd, sample, 0, sample.length, 0);
        if (compress([sample]).length > sample.length * BLOB_COMPRESS_RATIO) {
            return {
                compression: 'none',
                sha256: task.sha256,
                size: task.size,
                frames: [[0, task.size]],
            };
        }
        const outFd = (0,external_node_fs_.openSync)(task.tempPath, 'wx');
        const hash = (0,external_node_crypto_.createHash)('sha256');
        const content = (0,external_node_crypto_.createHash)('sha256');
        const frames = [];
        let offset = 0;
        try {
            const buffer = Buffer.allocUnsafe(task.frameBytes);
            for (let position = 0; position < task.size;) {
                const n = (0,external_node_fs_.readSync)(fd, buffer, 0, Math.min(buffer.length, task.size - position), position);
                if (n === 0)
                    throw new Error(`${JSON.stringify(task.path)} shrank while it was saved`);
                const input = buffer.subarray(0, n);
                content.update(input);
                const frame = compress([input]);
                hash.update(frame);
                for (let at = 0; at < frame.length;)
                    at += (0,external_node_fs_.writeSync)(outFd, frame, at);
                frames.push([offset, frame.length]);
                offset += frame.length;
                position += n;
                (0,release_buffer/* releaseBuffer */.k)(frame); // after its length is taken: a released buffer is empty
            }
        }
        finally {
            (0,external_node_fs_.closeSync)(outFd);
        }
        if (content.digest('hex') !== task.sha256)
            throw new Error(`${JSON.stringify(task.path)} changed while it was saved`);
        return { compression: 'zstd', sha256: hash.digest('hex'), size: offset, frames };
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/** The save's tasks as the worker (or, for small saves, the main thread) runs them. */
const saveTasks = {
    hash: {
        run: (task) => {
            const digests = hash(task);
            return { result: digests, transfer: [digests.buffer] };
        },
    },
    pack: {
        run: (task) => {
            const packed = pack(task);
            return {
                result: packed,
                transfer: [packed.body.buffer, packed.places.buffer],
            };
        },
    },
    blob: { run: (task) => ({ result: blob(task) }) },
};

;// CONCATENATED MODULE: ./build/cache/save/save-workers.js




/**
 * Work of fewer bytes than this (to hash, or to pack and compress) runs on the main thread:
 * 16 MiB is about 10 ms of SHA-256 and 60 ms of zstd, while two worker threads take about 45 ms
 * and 80 ms of CPU to start (measured on the 2-core machine), which a small incremental save
 * (1% of 50,000 files: 1.8 MB) paid for nothing.
 */
const INLINE_MAX_BYTES = 16 * 1024 * 1024;
const mainThread = {
    size: 1,
    run: (task) => {
        try {
            return Promise.resolve({ result: runTask(saveTasks, task).result });
        }
        catch (error) {
            return Promise.reject(error);
        }
    },
};
/** The save's worker threads, started only when its work is large enough to need them. */
class SaveWorkers {
    pool;
    closed = false;
    stopSampling = (0,cache_memory_trace/* sampleMemory */.i8)('main');
    /**
     * Starts the threads now, while other work runs (a save with no prior entry reads everything);
     * nothing once closed, as when the save failed before its lookup ended.
     */
    startEarly() {
        if (!this.closed)
            this.start();
    }
    start() {
        return (this.pool ??= new cache_worker_pool/* CacheWorkerPool */.Vm());
    }
    /** Where work of `bytes` runs: the pool once started or when the work is large, else here. */
    for(bytes) {
        return this.pool || bytes >= INLINE_MAX_BYTES ? this.start() : mainThread;
    }
    /**
     * Ends the threads once the save has no more tasks for them: their heaps and buffers are freed
     * before the manifest is made, which otherwise came on top of them (issue 12). Sampling goes on.
     */
    async finish() {
        this.closed = true;
        const pool = this.pool;
        this.pool = undefined;
        await pool?.close();
    }
    async close() {
        this.stopSampling();
        await this.finish();
    }
}

;// CONCATENATED MODULE: ./build/cache/save/save-job.js




const SAVE_PHASES = [
    { name: 'walk', label: 'Walk' },
    { name: 'lookup', label: 'Find reusable packs' },
    { name: 'hash', label: 'Hash' },
    { name: 'compress', label: 'Compress large files' },
    { name: 'pack', label: 'Pack small files' },
    { name: 'upload', label: 'Upload' },
    { name: 'commit', label: 'Commit manifest' },
];
/**
 * One save's shared context, made once and passed to each of its steps: where it writes, what
 * it was asked, its phases and warnings, its worker threads and its signal.
 */
class SaveJob {
    session;
    request;
    signal;
    store;
    /** The manifest's object key: the entry this save commits last. */
    manifestKey;
    /**
     * The content level of the scope it writes: where its new packs and blobs go, and which of a
     * prior entry's it may reuse (docs/cache-format.md, "Content levels").
     */
    level;
    phases = new phases/* PhaseCollector */.r(SAVE_PHASES);
    warnings = [];
    /** Started only when the work needs them (save-workers.ts); closed when the save ends. */
    workers = new SaveWorkers();
    /** Set when the key holds an entry no restore can read: the commit writes over it. */
    replacesBroken = false;
    constructor(session, request, signal) {
        this.session = session;
        this.request = request;
        this.signal = signal;
        this.phases.wire = session.direct.wire;
        this.store = request.store;
        this.manifestKey = (0,cache_names/* manifestName */.vS)(this.store, request.scope, request.version, request.key);
        this.level = (0,content_levels/* levelOfScope */.aY)(request.scope);
    }
    /** The result of a save that stored nothing. */
    storedNothing(outcome) {
        return {
            outcome,
            files: 0,
            bytes: 0,
            bytesUploaded: 0,
            packsUploaded: 0,
            packsReused: 0,
            blobsUploaded: 0,
            folders: 0,
            links: 0,
            manifestBytes: 0,
            phases: this.phases.list(),
            warnings: this.warnings,
        };
    }
}

// EXTERNAL MODULE: ./build/cache/store/cache-lookup.js + 2 modules
var cache_lookup = __webpack_require__(212);
;// CONCATENATED MODULE: ./build/cache/save/save-prior.js





/**
 * Starts the lookup of the prior entry (the restore's hint, else the newest in the scope) and
 * the HEAD of each object it names. Both run while the walk and the hashing do; the caller
 * awaits them, and neither is left unhandled if the walk fails first.
 */
function findPriorEntry(job) {
    const manifest = job.phases.time('lookup', () => priorManifest(job));
    manifest.catch(() => undefined);
    const objects = manifest.then((prior) => priorObjects(job, prior));
    objects.catch(() => undefined);
    return { manifest, objects };
}
async function priorManifest(job) {
    const { session, store, request, signal } = job;
    try {
        const hint = request.reuse;
        const objectKeyOfPrior = hint && hint.manifestObjectKey.startsWith((0,cache_names/* entriesFolder */.jQ)(store))
            ? hint.manifestObjectKey
            : (await (0,cache_lookup/* newestEntry */.x)(session, store, request, signal))?.objectKey;
        if (!objectKeyOfPrior)
            return undefined;
        const got = await (0,manifest_read/* fetchManifest */.Cj)(session, { store, objectKey: objectKeyOfPrior, expectedSha256: hint?.manifestSha256 }, signal);
        return got.manifest;
    }
    catch (error) {
        signal.throwIfAborted();
        job.warnings.push(`no packs reused: ${error.message}`);
        return undefined;
    }
}
async function priorObjects(job, prior) {
    const gone = new Set();
    const etags = [];
    if (!prior)
        return { gone, etags };
    // A trusted save whose hint is a pull request's entry (the CLI can give one) reuses none of its
    // content: what the trusted level names, only its own writers wrote. Not even HEADed.
    const readable = prior.objects.flatMap((object, index) => (0,content_levels/* levelReads */.IY)(job.level, object) ? [index] : []);
    if (readable.length < prior.objects.length) {
        for (let i = 0; i < prior.objects.length; i++)
            gone.add(i);
        for (const index of readable)
            gone.delete(index);
        job.warnings.push(`${gone.size} of the prior entry's packs and blobs are a pull request's, which a save of a trusted scope does not reuse: their content is stored again`);
    }
    const objects = readable.map((index) => prior.objects[index]);
    const states = await checkStoredObjects(job.session, job.store, objects, job.signal);
    states.forEach((found, n) => {
        const index = readable[n];
        if (found.state === 'ok')
            etags[index] = found.etag;
        else
            gone.add(index);
        if (found.state === 'changed')
            job.warnings.push(`the store's ${JSON.stringify(prior.objects[index].name)} is not what the entry reused recorded (another writer put other bytes there): its content is stored again`);
    });
    return { gone, etags };
}

// EXTERNAL MODULE: ./build/cache/store/path-table.js
var path_table = __webpack_require__(4861);
;// CONCATENATED MODULE: ./build/cache/save/save-unchanged.js

/**
 * A file whose mtime is within this of the prior save's walk may have been rewritten after that
 * save read it, inside one tick of the file system's clock (Linux stamps files from a coarse
 * clock, a few milliseconds; some file systems keep whole seconds), so its size and mtime
 * prove nothing: it is read again. Git calls such index entries "racily clean".
 */
const RACY_WINDOW_MS = 1000;
/**
 * Per entry of the tree: the prior manifest's content row for a file whose root, path, size and
 * mtime match its prior entry, or -1 (read it). Such a file is taken to be unchanged and is not
 * read again (restic and git decide the same way): a restore stamps every file with the
 * manifest's mtime, so after a restore only what the job changed is hashed. Inode and ctime,
 * which git also compares, cannot help here: the prior manifest was usually written on another
 * machine, and a restore makes new inodes (and ctimes) for every file. A rewrite that keeps both
 * the size and the mtime to the millisecond goes unseen (`touch -r` does that on purpose; it is
 * rare in a cached tree), except within RACY_WINDOW_MS of the prior walk, where a file is always
 * read. One lookup per file, on the bytes of the walk's path table.
 */
function unchangedContents(tree, prior) {
    const known = new Int32Array(tree.type.length).fill(-1);
    if (!prior || JSON.stringify(prior.roots) !== JSON.stringify(tree.roots))
        return known;
    const trustedBeforeMs = (prior.scannedAtMs ?? prior.createdAtMs) - RACY_WINDOW_MS;
    const { root, path, size, mtime, content } = prior.entries;
    // Prior rows found by their path's bytes (and root): no string or map entry per path.
    const byPath = new path_table/* PathIndex */.E(path, (j) => root[j]);
    let trusted = 0;
    for (let j = 0; j < path.length; j++)
        if (content[j] >= 0 && mtime[j] < trustedBeforeMs) {
            byPath.add(j);
            trusted++;
        }
    if (trusted === 0)
        return known;
    for (let i = 0; i < known.length; i++) {
        if (tree.type.charCodeAt(i) !== 102)
            continue; // 'f'
        const j = byPath.find(tree.path, i, tree.root[i]);
        if (j >= 0 && size[j] === tree.size[i] && mtime[j] === tree.mtime[i])
            known[i] = content[j];
    }
    return known;
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./build/transfer/byte-budget.js
var byte_budget = __webpack_require__(2446);
// EXTERNAL MODULE: ./build/transfer/part-buffers.js
var part_buffers = __webpack_require__(8435);
// EXTERNAL MODULE: ./build/transfer/part-plan.js
var part_plan = __webpack_require__(8929);
// EXTERNAL MODULE: ./build/transfer/transfer-context.js
var transfer_context = __webpack_require__(2425);
// EXTERNAL MODULE: ./build/transfer/upload.js + 1 modules
var upload = __webpack_require__(4638);
// EXTERNAL MODULE: ./build/transfer/temp-names.js
var temp_names = __webpack_require__(3991);
// EXTERNAL MODULE: ./build/cache/store/blob-transfer.js
var blob_transfer = __webpack_require__(5146);
;// CONCATENATED MODULE: ./build/cache/save/save-place.js




/** A pack's body, written by one conditional PUT. */
function packSource(job, body) {
    return {
        size: body.length,
        write: (key) => putBytes(job.session, { bucket: job.store.bucket, key, body, contentType: 'application/zstd', ifNoneMatch: true }, job.signal),
        expectedEtag: () => Promise.resolve(bodyEtag(body)),
    };
}
/**
 * Stores an object under its content-addressed `name` unless that name is taken, and then
 * names it only if what is there has these bytes' size and ETag. Names are predictable, and
 * anyone who may write `cas/` may write there first: other bytes under the name are left as they
 * are, and the content goes under a fresh random name that the manifest names instead
 * (docs/cache-format.md), so that a planted object cannot make every later entry a miss.
 */
async function placeObject(job, name, source) {
    const root = (0,cache_names/* storeRoot */.q1)(job.store);
    const first = await source.write(root + name);
    if (first.written)
        return { name, etag: await etagOf(job, root + name, first), adopted: false };
    const head = await (0,store_head/* objectHead */.MP)(job.session, { bucket: job.store.bucket, key: root + name }, job.signal);
    const found = stateOf(head, { size: source.size, etag: await source.expectedEtag() });
    if (found.state === 'ok')
        return { name, etag: found.etag, adopted: true };
    const fresh = freshNameFor(name);
    job.warnings.push(`the store's ${JSON.stringify(name)} does not hold the bytes its name says (another writer put others there): this entry names a copy, ${JSON.stringify(fresh)}; a prune removes the other once no entry names it`);
    const second = await source.write(root + fresh);
    if (!second.written)
        throw new Error(`the fresh name ${JSON.stringify(fresh)} was taken before it was written`);
    return { name: fresh, etag: await etagOf(job, root + fresh, second), adopted: false };
}
/** The ETag of an object just written: from the PUT's answer, else (a multipart upload) a HEAD. */
async function etagOf(job, key, put) {
    if (put.etag !== undefined)
        return put.etag;
    return (await (0,store_head/* objectHead */.MP)(job.session, { bucket: job.store.bucket, key }, job.signal))?.etag;
}

;// CONCATENATED MODULE: ./build/cache/save/save-blobs.js
















/**
 * Bytes of blob parts a save holds in flight: two 8 MiB parts. With four (32 MiB) the blobs'
 * part buffers, read whole and freed only at the next collection, were the last and highest
 * step of a 50,000-file save's peak RSS (47 MB of array buffers on its main thread).
 */
const SAVE_BLOB_BYTES_IN_FLIGHT = 16 * 1024 * 1024;
/**
 * A blob's stored bytes (a file), written by uploadFile with If-None-Match: one PUT under the
 * part size, else parts (AWS honours the condition on the completion; Ceph RGW 16.2 completes
 * anyway, which writes the same bytes over the same name, or heals a planted one).
 */
function blobSource({ file, size, bucket }, context) {
    return {
        size,
        write: async (key) => ({
            written: await (0,upload/* uploadFile */.Q)({ path: file, size, bucket, key, ifNoneMatch: true }, context),
        }),
        expectedEtag: () => {
            if (size < context.multipartThresholdBytes)
                return fileEtag(file, size, undefined);
            const { partBytes } = (0,part_plan/* uploadParts */.yR)(size, context.multipartChunksizeBytes, context.budget.totalBytes);
            return fileEtag(file, size, (0,transfer_context/* partRanges */.k)(size, partBytes)[0][1]);
        },
    };
}
/** Compresses each new large content in a worker and stores it as a blob, two at a time. */
async function uploadBlobs(job, blobs, pool, done) {
    const { session, store, phases, signal } = job;
    const scratch = await (0,promises_.mkdtemp)(external_node_path_.join(external_node_os_.tmpdir(), temp_names/* SAVE_SCRATCH_PREFIX */.aH));
    // A budget of its own (SAVE_BLOB_BYTES_IN_FLIGHT): a full save's peak RSS came when its blobs'
    // parts joined the packs' buffers. Every blob from the part size up goes in parts, which are
    // read into the budget's reused buffers: one PUT reads its whole body into a new buffer, which
    // is outside the budget (a blob of 15.9 MB did) and lives until a collection.
    const budget = new byte_budget/* ByteBudget */.G(SAVE_BLOB_BYTES_IN_FLIGHT, signal);
    const transfers = (0,blob_transfer/* blobTransferContext */.s)(session, signal, budget);
    const context = { ...transfers, multipartThresholdBytes: transfers.multipartChunksizeBytes };
    try {
        // Blobs are large: two at a time keep the network busy without holding many temp files.
        await (0,bounded/* forEachBounded */.a)(blobs.length, 2, async (i) => {
            const file = blobs.at(i);
            const tempPath = external_node_path_.join(scratch, (0,temp_names/* saveBlobTempName */.MM)(i));
            // A phase of its own: timed inside the upload's span, it read as a slow upload.
            const { result } = await phases.time('compress', () => pool.run({
                kind: 'blob',
                path: file.path,
                size: file.size,
                sha256: file.sha256,
                tempPath,
                frameBytes: pack_limits/* BLOB_FRAME_BYTES */.m6,
            }));
            phases.add('compress', 1, file.size);
            phases.plan('upload', 1, result.size);
            const stored = result.compression === 'zstd' ? tempPath : file.path;
            const placed = await phases.time('upload', () => placeObject(job, (0,cache_names/* blobName */.PF)(result.sha256, job.level), blobSource({ file: stored, size: result.size, bucket: store.bucket }, context)));
            await (0,promises_.rm)(tempPath, { force: true });
            phases.add('upload', 1, result.size);
            phases.through('upload', 1);
            const index = done.objects.length;
            done.objects.push({
                name: placed.name,
                sha256: result.sha256,
                size: result.size,
                kind: 'blob',
                compression: result.compression,
                frames: result.frames,
                ...(placed.etag !== undefined ? { etag: placed.etag } : {}),
            });
            if (placed.adopted)
                done.adopted.push(index);
            done.places.set(file.row, index, 0, 0);
            done.bytesUploaded += result.size;
            done.blobsUploaded++;
        });
    }
    finally {
        // Freed now, not at the budget's collection, which comes late (tuneCollectorForTransfers).
        for (const buffer of (0,part_buffers/* partBuffersFor */.a)(budget).drain())
            (0,release_buffer/* releaseBuffer */.k)(buffer);
        await (0,promises_.rm)(scratch, { recursive: true, force: true });
    }
}

;// CONCATENATED MODULE: ./build/cache/save/uploaded-content.js
/**
 * Where each new content landed, by its row of the new manifest: its new object's index (in
 * `objects`), frame and offset; -1 in `object` for a row that is not new.
 */
class NewPlaces {
    object;
    frame;
    at;
    constructor(rows) {
        this.object = new Int32Array(rows).fill(-1);
        this.frame = new Int32Array(rows);
        this.at = new Float64Array(rows);
    }
    set(row, object, frame, at) {
        this.object[row] = object;
        this.frame[row] = frame;
        this.at[row] = at;
    }
}

;// CONCATENATED MODULE: ./build/cache/save/save-upload.js









/** Uncompressed input per pack: about 8-16 MiB stored for source-like content. */
const PACK_INPUT_BYTES = 32 * 1024 * 1024;


/** A pack task of `contents`, as columns (see PackTask). */
function packTask(contents, frameBytes) {
    const sha256 = new Uint8Array(contents.length * SHA256_BYTES);
    contents.forEach((c, i) => c.hashInto(sha256, i * SHA256_BYTES));
    return {
        kind: 'pack',
        paths: contents.map((c) => c.path),
        sizes: Float64Array.from(contents, (c) => c.size),
        sha256,
        frameBytes,
    };
}
/**
 * Compresses the new large contents and packs the new small ones in the worker threads and
 * uploads each as soon as it is ready; packs in flight are bounded (each is held in memory).
 */
async function uploadNewContent(job, plan, pool) {
    const { phases } = job;
    const { newSmall: small, newBlobs: blobs } = plan;
    const rows = plan.rows.length;
    const done = {
        objects: [],
        adopted: [],
        places: new NewPlaces(rows),
        bytesUploaded: 0,
        packsUploaded: 0,
        blobsUploaded: 0,
    };
    // Blobs go first, and their part buffers are freed before the first pack is made: sent after
    // the packs, they came on top of the packs' memory (the main thread's pack bodies and heap, the
    // workers' arenas) and made a 200,000-file save's peak RSS (issue 12).
    if (blobs.length)
        await uploadBlobs(job, blobs, pool, done);
    // Walk order keeps a folder's files together: a partial restore reads fewer frames. A pack
    // task's list goes to a worker whose heap is capped (cache-worker-pool.ts), so each file also
    // weighs its path, so that the paths of one task stay under PACK_INPUT_BYTES together.
    // Batches are ranges of the list; each is made objects only while its task is built and run.
    const starts = batchStarts(small.length, (n) => small.sizeOf(n) + 1024 + small.pathBytesOf(n), PACK_INPUT_BYTES);
    const batches = starts.length - 1;
    await (0,bounded/* forEachBounded */.a)(batches, pool.size + 1, async (i) => {
        const [from, to] = [starts[i], starts[i + 1]];
        phases.begin('pack');
        // The batch's objects are made for the task only, not held while it runs (about half a
        // second): they outlived scavenges and died in the old space, 14 MB of a 200,000-file save's
        // main thread heap by its last pack (issue 12; the rest was the task, cache-worker-pool.ts).
        const { result } = await pool.run(packTask(small.slice(from, to), pack_limits/* FRAME_INPUT_BYTES */.Nk));
        phases.add('pack', to - from, small.bytesOf(from, to));
        const body = Buffer.from(result.body.buffer, result.body.byteOffset, result.body.byteLength);
        const size = body.length;
        phases.plan('upload', 1, size);
        const placed = await phases.time('upload', () => 
        // A pack's name is the hash of its bytes, so one that exists should hold them already; it
        // is never written over, and is named only once checked (save-place.ts).
        placeObject(job, (0,cache_names/* packName */.HC)(result.sha256, job.level), packSource(job, body)));
        // Freed now: left to the collector, the bodies of a full save's packs (5-8 MB each, moved
        // here from the workers) piled up to 60 MB on the main thread, whose heap grows too slowly
        // to prompt a collection (50,000 files, S3_SYNC_CACHE_MEMORY_TRACE).
        (0,release_buffer/* releaseBuffer */.k)(result.body);
        phases.add('upload', 1, size);
        phases.through('upload', to - from);
        const index = done.objects.length;
        done.objects.push({
            name: placed.name,
            sha256: result.sha256,
            size,
            kind: 'pack',
            compression: 'zstd',
            frames: result.frames,
            ...(placed.etag !== undefined ? { etag: placed.etag } : {}),
        });
        if (placed.adopted)
            done.adopted.push(index);
        done.bytesUploaded += size;
        done.packsUploaded++;
        for (let n = from, j = 0; n < to; n++, j++)
            done.places.set(small.rowOf(n), index, result.places[2 * j], result.places[2 * j + 1]);
    });
    if (batches)
        phases.end('pack');
    return done;
}

// EXTERNAL MODULE: ./build/cache/paths/root-paths.js
var root_paths = __webpack_require__(137);
// EXTERNAL MODULE: ./build/cache/paths/cache-roots.js
var cache_roots = __webpack_require__(2252);
// EXTERNAL MODULE: ./build/local-path-rules.js
var local_path_rules = __webpack_require__(2873);
// EXTERNAL MODULE: ./build/pid-alive.js
var pid_alive = __webpack_require__(9689);
;// CONCATENATED MODULE: ./build/cache/save/tree-walk.js






// The blocking steps of a save's walk: stat one entry into columns, read one folder, walk one
// subtree in steps (so the walk can yield to the event loop between them).
const { S_IFMT, S_IFREG, S_IFDIR, S_IFLNK } = external_node_fs_.constants;
const [FILE, FOLDER, LINK] = [1, 2, 3];
const NO_THROW = { throwIfNoEntry: false };
/**
 * Removes a restore's leftover (a file, or a staging folder whole) once its restore was killed
 * (its pid runs no more), since nothing else ever will, and records it; one of a restore still
 * running is left where it is.
 */
function dropLeftover(absolute, pid, leftovers) {
    if ((0,pid_alive/* isPidAlive */.b)(pid))
        return;
    (0,external_node_fs_.rmSync)(absolute, { recursive: true, force: true });
    leftovers.push(absolute);
}
/**
 * Leaves a restore's leftover out of the walk (and removes a killed restore's): true if it was one.
 * The temporary names a restore writes beside the files it lands and its staging folders (inside
 * the tree when one root is nested in another) are told by their names (temp-names.ts's
 * restoreTempPid, older releases' names too); a save never stores one.
 */
function isRestoreLeftover(absolute, name, leftovers) {
    const pid = (0,temp_names/* restoreTempPid */.Gs)(name);
    if (pid === undefined)
        return false;
    dropLeftover(absolute, pid, leftovers);
    return true;
}
/** The walk's rows as it fills them: one plain array per field, no object per entry. */
class TreeBuilder {
    type = [];
    root = [];
    /** Paths inside their roots, `/`-separated, as one string table (path-table.ts). */
    path = new path_table/* PathTable */.m(4096);
    size = [];
    mode = [];
    mtime = [];
    /** Symlink targets by row index. */
    link = new Map();
    /** Temporary files of killed restores, removed and left out (see isRestoreLeftover). */
    leftovers = [];
    /**
     * Paths left out because a restore would refuse them (local-path-rules.ts: a backslash in a
     * name on Linux, say), each with why: stored, they would make every restore of the entry a miss.
     */
    refused = [];
    windows = (0,local_path_rules/* isWindowsPlatform */.zV)();
    get length() {
        return this.path.length;
    }
    /**
     * Adds `absolute` (`folder/name` inside root `root`, or `name` when folder is ''); returns its
     * type, or 0 if skipped.
     */
    add(absolute, root, folder, name) {
        const refusal = folder === '' ? (0,local_path_rules/* localPathRefusal */.hU)(name, this.windows) : (0,local_path_rules/* localNameRefusal */.lQ)(name, this.windows);
        if (refusal !== undefined) {
            this.refused.push(`${JSON.stringify(folder === '' ? name : `${folder}/${name}`)} ${refusal}`);
            return 0;
        }
        let stats;
        try {
            stats = (0,external_node_fs_.lstatSync)(absolute, NO_THROW);
        }
        catch {
            return 0; // unreadable: as if gone
        }
        if (!stats)
            return 0; // gone since it was listed
        const format = stats.mode & S_IFMT;
        const type = format === S_IFREG ? FILE : format === S_IFDIR ? FOLDER : format === S_IFLNK ? LINK : 0;
        if (type === 0)
            return 0; // sockets, fifos and devices are not cached
        if (type === LINK)
            this.link.set(this.path.length, (0,external_node_fs_.readlinkSync)(absolute));
        this.type.push(type === FILE ? 'f' : type === FOLDER ? 'd' : 'l');
        this.root.push(root);
        this.path.addJoined(folder, name);
        this.size.push(type === FILE ? stats.size : 0);
        this.mode.push(stats.mode & 0o7777);
        this.mtime.push(Math.floor(stats.mtimeMs));
        return type;
    }
}
/**
 * Reads one folder and lstats each of its entries into `tree` (so a folder's files are together
 * in walk order, as packs want them); returns its subfolders in the order read. Paths are built
 * by concatenation: the names come from readdir, so nothing needs normalising.
 */
function listFolder(tree, [dir, relative], root) {
    const prefix = dir.endsWith(external_node_path_.sep) ? dir : dir + external_node_path_.sep;
    const subfolders = [];
    for (const name of (0,external_node_fs_.readdirSync)(dir)) {
        const absolute = prefix + name;
        if (isRestoreLeftover(absolute, name, tree.leftovers))
            continue;
        // Only a folder's path is made as a string (its entries' paths start with it).
        if (tree.add(absolute, root, relative, name) === FOLDER)
            subfolders.push([absolute, relative === '' ? name : `${relative}/${name}`]);
    }
    return subfolders;
}
/**
 * A depth-first walk of everything under one folder (not the folder itself), in the order a
 * plain recursive walk visits it: a folder's entries, then each subfolder's subtree in turn. It
 * runs in steps of about `budget` entries, so the caller can yield or post between them.
 */
class SubtreeWalk {
    root;
    stack;
    constructor(folder, root) {
        this.root = root;
        this.stack = [folder];
    }
    /** Walks on into `tree` until `budget` entries were added or the subtree ends (true). */
    step(tree, budget) {
        const until = tree.length + budget;
        while (this.stack.length) {
            const subfolders = listFolder(tree, this.stack.pop(), this.root);
            for (let i = subfolders.length - 1; i >= 0; i--)
                this.stack.push(subfolders[i]);
            if (tree.length >= until)
                return this.stack.length === 0;
        }
        return true;
    }
}

;// CONCATENATED MODULE: ./build/cache/save/walk-cache-paths.js





/** A save's walk of the cache's paths into columns. */
/** Paths without glob characters or exclusions: the common case (`node_modules`, `~/.npm`). */
function allLiteral(paths) {
    return paths
        .map((p) => p.trim())
        .filter((p) => p !== '' && !p.startsWith('#'))
        .every((p) => !p.startsWith('!') && !/[*?[]/.test(p));
}
/** Entries stat'ed between two yields to the event loop. */
const WALK_YIELD_EVERY = 1000;
/**
 * Everything under literal roots, with blocking calls (tree-walk.ts), depth-first: a folder's
 * entries, then each subfolder's subtree in turn, so a folder's files are together in walk
 * order, as packs want them. It yields to the event loop every WALK_YIELD_EVERY entries, so that
 * the save's lookup of the prior manifest (a listing, a GET, a decode) runs during the walk
 * instead of waiting for it to end. (Two threads sharing the subtrees were tried: on the
 * 50,000-file tree the walk took 0.39-0.52 s against 0.45-0.51 s, for 0.2 CPU-s more.)
 */
async function walkLiteral(searchPaths, tree) {
    for (const [root, rootPath] of searchPaths.entries()) {
        if (tree.add(rootPath, root, '', '') !== FOLDER)
            continue;
        const walk = new SubtreeWalk([rootPath, ''], root);
        while (!walk.step(tree, WALK_YIELD_EVERY))
            await new Promise(setImmediate);
    }
}
/** Walks the paths (globs, `!` exclusions, `~`) and stats what it finds, without following symlinks. */
async function walkCachePaths(paths, workspace) {
    const found = await (0,cache_roots/* globber */.O8)(paths, workspace);
    const searchPaths = found.getSearchPaths();
    const absolute = external_node_path_.resolve(workspace);
    const roots = searchPaths.map((p) => (0,cache_roots/* portableRoot */.mn)(p, absolute));
    const tree = new TreeBuilder();
    const done = () => ({
        ...tree,
        path: tree.path.trim(),
        type: tree.type.join(''),
        roots,
        rootPaths: searchPaths,
    });
    // @actions/glob's walk stats and matches each item through promises: on a 51,000-entry tree
    // (500 folders of 100 files) it took 5.9 s, where a walk with blocking calls takes about 0.3 s.
    // So for literal paths the glob only resolves the roots; globs and exclusions go through it.
    if (allLiteral(paths)) {
        await walkLiteral(searchPaths, tree);
        return done();
    }
    const seen = new Set();
    // Restores' leftovers and what is under them (a staging folder's files) are left out; a killed
    // restore's are removed once the glob's walk is over, which would fail on a folder gone.
    const leftovers = [];
    for await (const item of found.globGenerator()) {
        if (seen.has(item))
            continue;
        seen.add(item);
        if (leftovers.some(([left]) => item.startsWith(left + external_node_path_.sep)))
            continue;
        const pid = (0,temp_names/* restoreTempPid */.Gs)(external_node_path_.basename(item));
        if (pid !== undefined) {
            leftovers.push([item, pid]);
            continue;
        }
        let root = -1;
        for (let i = 0; i < searchPaths.length; i++)
            if ((0,root_paths/* isInside */.FK)(searchPaths[i], item) &&
                (root < 0 || searchPaths[i].length > searchPaths[root].length))
                root = i;
        if (root < 0)
            continue;
        const rootPath = searchPaths[root];
        // Items are built from their root by path.join, so the root is a prefix (path.relative
        // resolves both sides on every call).
        const relative = item === rootPath
            ? ''
            : item.startsWith(`${rootPath}${external_node_path_.sep}`)
                ? (0,cache_roots/* toPosix */.d7)(item.slice(rootPath.length + 1))
                : (0,cache_roots/* toPosix */.d7)(external_node_path_.relative(rootPath, item));
        tree.add(item, root, '', relative);
    }
    for (const [item, pid] of leftovers)
        dropLeftover(item, pid, tree.leftovers);
    return done();
}

;// CONCATENATED MODULE: ./build/cache/save/save-walk.js


/**
 * Walks the cache's paths, warning of what it removed (killed restores' leftovers) and of what
 * it did not store (paths a restore would refuse).
 */
async function walkForSave(job) {
    const { request, phases, warnings } = job;
    const scannedAtMs = Date.now();
    const tree = await phases.time('walk', () => walkCachePaths(request.paths, request.workspace));
    phases.add('walk', tree.type.length);
    for (const file of tree.leftovers.slice(0, 20))
        warnings.push(`removed ${JSON.stringify(file)}, left by a restore that was killed`);
    for (const refused of tree.refused.slice(0, 20))
        warnings.push(`not saved: ${refused}, so a restore would refuse it`);
    if (tree.refused.length > 20)
        warnings.push(`... and ${tree.refused.length - 20} more paths not saved`);
    const rootBytes = tree.rootPaths.map((p) => Buffer.byteLength(p) + 1);
    return {
        tree,
        scannedAtMs,
        pathOf: (i) => (0,root_paths/* joinUnder */.R)(tree.rootPaths[tree.root[i]], tree.path.at(i)),
        pathBytesOf: (i) => rootBytes[tree.root[i]] + tree.path.end(i) - tree.path.start(i),
    };
}

;// CONCATENATED MODULE: ./build/cache/save/save-cache.js














/** A tree this large leaves enough garbage after its hashing to collect at once. */
const COLLECT_AFTER_ENTRIES = 25_000;
/**
 * Tries to store and commit: each one after the first follows a prune that removed what the
 * entry reuses between the save's look and its commit, which takes a prune at that very moment.
 */
const MAX_ATTEMPTS = 3;
/**
 * Saves the cache's paths as an entry: walk, hash (worker threads), learn what the store holds
 * from one prior manifest, pack and upload only new contents, then commit the manifest last
 * (refused if the key exists, unless `update`). See docs/cache-format.md.
 */
async function saveCache(session, request, signal, watch) {
    (0,cache_runtime/* assertZstd */.s)();
    (0,young_generation/* holdYoungGeneration */.k)();
    const job = new SaveJob(session, request, signal);
    // A front-end's progress line reads the phases while the job fills them.
    watch?.(job.phases);
    try {
        // Checked first, to skip the work; the commit's If-None-Match settles a race.
        if (!request.update) {
            const existing = await existingEntry(job);
            if (existing.state === 'whole')
                return job.storedNothing('exists');
            if (existing.state === 'broken') {
                job.replacesBroken = true;
                job.warnings.push(`the entry under this key cannot be restored (${existing.reason}): this save replaces it`);
            }
        }
        return await saveTree(job);
    }
    finally {
        await job.workers.close();
    }
}
/** The save's steps, once it knows the key is free (or to be updated). */
async function saveTree(job) {
    const priorEntry = findPriorEntry(job);
    // Started as soon as the lookup finds no prior entry (then every file is read): they boot
    // while the tree is walked. Otherwise only if the work turns out large (save-workers.ts).
    void priorEntry.manifest.then((prior) => prior ?? job.workers.startEarly(), () => undefined);
    const walked = await walkForSave(job);
    const prior = await priorEntry.manifest;
    const count = walked.tree.type.length;
    if (count === 0)
        return job.storedNothing('nothing-to-save');
    const known = unchangedContents(walked.tree, prior);
    const hashedTree = await hashNewFiles(job, walked, known);
    const priorObjects = await priorEntry.objects;
    // The walk's and the hash tasks' garbage (a string per absolute path) is dead: collected
    // now, before the packs' and blobs' buffers come (a large tree's save peaks after this).
    if (count >= COLLECT_AFTER_ENTRIES)
        (0,collect_garbage/* collectGarbage */.i)();
    const hashed = { walked, hashedTree, known, prior, priorEtags: priorObjects.etags };
    const unusable = new Set(priorObjects.gone);
    for (let attempt = 1;; attempt++) {
        const { saved, committed } = await storeAndCommit(job, hashed, unusable);
        if (!committed.gone)
            return savedResult(job, saved, committed);
        // A prune removed (or a writer replaced) what this entry reuses since the save's first
        // look: the save has the files, so it stores that content again and commits (issue 41).
        const { gone } = committed;
        if (attempt === MAX_ATTEMPTS)
            throw new ReusedObjectGoneError(`${gone.reason}, ${MAX_ATTEMPTS} times: nothing was committed, and the next save stores its content again`);
        job.warnings.push(`${gone.reason}: its content is stored again before the commit`);
        for (const index of gone.prior)
            unusable.add(index);
    }
}
/**
 * Plans what to upload (the prior entry's objects in `unusable` are not reused), uploads it and
 * commits the manifest, unless what it reuses went away meanwhile (`committed.gone`).
 */
async function storeAndCommit(job, { walked, hashedTree, known, prior, priorEtags }, unusable) {
    const { tree, pathOf, pathBytesOf } = walked;
    const plan = planSave({ type: tree.type, size: tree.size, known, hashed: hashedTree.hashed, pathOf, pathBytesOf }, prior, unusable);
    const newBytes = plan.newSmall.bytes + plan.newBlobs.bytes;
    job.phases.plan('pack', plan.newSmall.length, plan.newSmall.bytes);
    job.phases.plan('compress', plan.newBlobs.length, plan.newBlobs.bytes);
    const uploaded = await uploadNewContent(job, plan, job.workers.for(newBytes));
    // The workers end before the manifest is encoded: their heaps and buffers are freed first.
    await job.workers.finish();
    const saved = { walked, hashedTree, plan, prior, priorEtags, uploaded };
    return { saved, committed: await commitManifest(job, saved) };
}
function savedResult(job, { walked, hashedTree, plan, prior, uploaded }, { committed, manifestBytes }) {
    return {
        outcome: committed ? 'saved' : 'exists',
        files: hashedTree.files,
        bytes: hashedTree.bytes,
        bytesUploaded: uploaded.bytesUploaded + (committed ? manifestBytes : 0),
        ...(0,entry_kinds/* entryKinds */.G)(walked.tree.type),
        manifestBytes: committed ? manifestBytes : 0,
        packsUploaded: uploaded.packsUploaded,
        packsReused: [...plan.reusedObjects].filter((i) => prior.objects[i].kind === 'pack').length,
        blobsUploaded: uploaded.blobsUploaded,
        packsCompacted: plan.compacted,
        phases: job.phases.list(),
        warnings: job.warnings,
    };
}


/***/ }),

/***/ 5146:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ blobTransferContext)
/* harmony export */ });
/* unused harmony export CACHE_BYTES_IN_FLIGHT */
/* harmony import */ var _transfer_byte_budget_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2446);
/* harmony import */ var _transfer_large_transfer_meter_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5733);


/** Bytes a cache job holds in flight: packs fetched but not yet written, blob parts and ranges. */
const CACHE_BYTES_IN_FLIGHT = 64 * 1024 * 1024;
/**
 * The transfer settings for blobs, which go through the sync's own upload and download code:
 * multipart (and parallel ranged GETs) from 16 MiB, in 8 MiB parts, within the job's budget of
 * bytes in flight (shared with the packs of a restore).
 */
function blobTransferContext(session, signal, budget = new _transfer_byte_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .ByteBudget */ .G(CACHE_BYTES_IN_FLIGHT, signal), onBytes = () => undefined) {
    return {
        client: session.client,
        direct: session.direct,
        signal,
        multipartThresholdBytes: 16 * 1024 * 1024,
        multipartChunksizeBytes: 8 * 1024 * 1024,
        budget,
        meter: new _transfer_large_transfer_meter_js__WEBPACK_IMPORTED_MODULE_1__/* .LargeTransferMeter */ .w(),
        objectOptions: { contentType: 'application/octet-stream' },
        onBytes,
    };
}


/***/ }),

/***/ 212:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  N: () => (/* binding */ lookupEntry),
  x: () => (/* binding */ newestEntry)
});

// EXTERNAL MODULE: ./build/s3/list/key-order.js
var key_order = __webpack_require__(2034);
// EXTERNAL MODULE: ./build/cache/store/cache-names.js
var cache_names = __webpack_require__(2796);
// EXTERNAL MODULE: ./build/cache/store/store-list.js
var store_list = __webpack_require__(2387);
;// CONCATENATED MODULE: ./build/cache/store/first-in-order.js
/**
 * Runs every task at once and takes their answers in order: the first whose answer is a hit
 * wins, and the tasks after it are abandoned (their signal aborts; their failures are then
 * ignored, as a task run one after another would never have started). A failure of a task
 * before the winner fails the whole, as it would have one after another. So the answer is the
 * sequential one, waiting on the slowest task before the winner instead of on the sum.
 */
async function firstInOrder(tasks, isHit, signal) {
    const abandon = new AbortController();
    const inner = AbortSignal.any([signal, abandon.signal]);
    const running = tasks.map((task) => task(inner));
    // Awaited in order below; one after the winner must not fail unhandled.
    for (const answer of running)
        answer.catch(() => undefined);
    try {
        for (const [index, answer] of running.entries()) {
            const value = await answer;
            if (isHit(value))
                return { index, value };
        }
        return {};
    }
    finally {
        abandon.abort();
    }
}

// EXTERNAL MODULE: ./build/errors.js
var errors = __webpack_require__(9473);
// EXTERNAL MODULE: ./build/s3/raw/raw-object.js
var raw_object = __webpack_require__(7854);
// EXTERNAL MODULE: ./build/cache/store/cache-manifest.js + 3 modules
var cache_manifest = __webpack_require__(3769);
// EXTERNAL MODULE: ./build/cache/store/manifest-read.js
var manifest_read = __webpack_require__(1595);
;// CONCATENATED MODULE: ./build/cache/store/exact-get.js





/**
 * The GET of one scope's exact key's manifest: the lookup's first request, which is the
 * manifest's too when it hits. A 404 (and a 403, which S3 answers for a missing key to a
 * caller without s3:ListBucket) sends the lookup to the scope's listing, which finds what it
 * found before; any other failure is the lookup's.
 */
async function exactGet(session, get, signal) {
    try {
        const manifest = await (0,manifest_read/* getManifestBytes */.H7)(session, get, signal);
        const entry = { lastModifiedMs: manifest.lastModifiedMs, size: manifest.body.length };
        return { kind: 'found', entry, manifest };
    }
    catch (error) {
        const empty = { lastModifiedMs: 0, size: 0 };
        if (error instanceof cache_manifest/* ManifestError */.Sh)
            return { kind: 'found', entry: empty, manifest: { error } };
        if (error instanceof raw_object/* BodyTooLargeError */.Au)
            return { kind: 'found', entry: empty };
        if (error instanceof errors/* S3Error */.Dg && (error.statusCode === 404 || error.statusCode === 403))
            return { kind: 'absent' };
        throw error;
    }
}
/**
 * Every scope's exact GET at once (a scope's answer decides nothing until the scopes before it
 * have missed, and most lookups have one to three). Each may hold its share of the manifest
 * bound, so together they hold no more than one manifest may. `abandon` stops those still
 * running once the lookup has its answer.
 */
function startExactGets(session, store, options, signal) {
    const abandon = new AbortController();
    const inner = AbortSignal.any([signal, abandon.signal]);
    const share = Math.max(1, options.scopes.length);
    const answers = options.scopes.map((scope) => exactGet(session, { store, objectKey: (0,cache_names/* manifestName */.vS)(store, scope, options.version, options.primaryKey), share }, inner));
    // Each is awaited in order by the lookup; one after its answer must not fail unhandled.
    for (const answer of answers)
        answer.catch(() => undefined);
    return { answer: (index) => answers[index], abandon: () => abandon.abort() };
}

;// CONCATENATED MODULE: ./build/cache/store/cache-lookup.js





/**
 * Whether `entry` beats `best`: newer, or as new and later in S3's (UTF-8 byte) order, so the
 * pick is stable.
 */
function isNewer(entry, best) {
    return (!best ||
        entry.lastModifiedMs > best.lastModifiedMs ||
        (entry.lastModifiedMs === best.lastModifiedMs && (0,key_order/* compareKeys */.Y)(entry.key, best.key) > 0));
}
/**
 * The newest entry under a prefix and the one named `exactName`, if listed, keeping only those
 * two while the listing pages (forEachListed). A name that is not a manifest's of this store (a
 * segment that does not decode, `%ZZ`; a level more or less; an empty key) is passed over: anyone
 * who may write the prefix can put one there, and it must not hide the entries beside it.
 */
async function newestListed(session, store, listing, signal) {
    const { exactName } = listing;
    let best;
    let exact;
    await (0,store_list/* forEachListed */.M)(session, listing, signal, (entry) => {
        if (!(0,cache_names/* parseManifestName */.i9)(store, entry.key))
            return;
        if (entry.key === exactName)
            exact = entry;
        if (isNewer(entry, best))
            best = entry;
    });
    return { ...(best ? { newest: best } : {}), ...(exact ? { exact } : {}) };
}
function found(store, entry) {
    const parsed = (0,cache_names/* parseManifestName */.i9)(store, entry.key);
    return (parsed && {
        objectKey: entry.key,
        key: parsed.key,
        scope: parsed.scope,
        lastModifiedMs: entry.lastModifiedMs,
        size: entry.size,
    });
}
/**
 * actions/cache's order, per scope in order: the exact key, then the key and each restore key
 * as a prefix (newest wins among a prefix's matches). The exact key is a GET of its manifest
 * (exact-get.ts), every scope's at once, as the answers decide nothing until they are taken in
 * order; a scope's prefixes are listed (all at once too) only when its exact key is missing.
 * Each listing reads every page, keeping only its best candidate.
 */
async function lookupEntry(session, store, options, signal) {
    const keysTried = [];
    const exactGets = startExactGets(session, store, options, signal);
    try {
        for (const [index, scope] of options.scopes.entries()) {
            const exactName = (0,cache_names/* manifestName */.vS)(store, scope, options.version, options.primaryKey);
            keysTried.push(options.primaryKey);
            const got = await exactGets.answer(index);
            if (got.kind === 'found') {
                const entry = { objectKey: exactName, key: options.primaryKey, scope, ...got.entry };
                return { entry, exact: true, keysTried, manifest: got.manifest };
            }
            const listed = await listScope(session, store, { ...options, scope, exactName }, signal);
            keysTried.push(...options.restoreKeys.slice(0, listed.restoreKeysTried));
            if (listed.entry)
                return { entry: found(store, listed.entry), exact: listed.exact, keysTried };
        }
        return { exact: false, keysTried };
    }
    finally {
        exactGets.abandon();
    }
}
/**
 * A scope's prefixes once its exact key's GET found nothing: the primary key's (which finds the
 * exact entry too, should it have appeared meanwhile) and each restore key's, listed at once;
 * the first in that order with a match wins and the listings after it are abandoned.
 */
async function listScope(session, store, options, signal) {
    const { exactName } = options;
    // The primary key names few entries (itself, and keys it starts): listed on the main thread,
    // as a worker thread's start costs more (see newestEntry). Restore keys are wide prefixes.
    const primary = { bucket: store.bucket, prefix: exactName, lister: 'single', exactName };
    const listings = [
        (inner) => newestListed(session, store, primary, inner),
        ...options.restoreKeys.map((restoreKey) => (inner) => {
            const prefix = (0,cache_names/* manifestName */.vS)(store, options.scope, options.version, restoreKey);
            return newestListed(session, store, { bucket: store.bucket, prefix }, inner);
        }),
    ];
    const { index, value } = await firstInOrder(listings, (listed) => listed.exact ?? listed.newest, signal);
    const restoreKeysTried = index === undefined ? options.restoreKeys.length : index;
    if (index === undefined || !value)
        return { exact: false, restoreKeysTried };
    const exact = index === 0 && value.exact !== undefined;
    return { entry: exact ? value.exact : value.newest, exact, restoreKeysTried };
}
/**
 * The newest entry of one scope and version, whatever its key: what a save reuses by default.
 * Listed on the main thread: the listing runs while the save walks the tree, and the threaded
 * lister's worker took 0.25-0.36 s of CPU and 0.5 s to list 24 entries (from sources, on the
 * shared 2-core machine), against 0.01-0.02 s on the main thread.
 */
async function newestEntry(session, store, { scope, version }, signal) {
    const folder = (0,cache_names/* entryFolder */.FP)(store, scope, version);
    const listing = { bucket: store.bucket, prefix: folder, lister: 'single' };
    const best = (await newestListed(session, store, listing, signal)).newest;
    return best && found(store, best);
}


/***/ }),

/***/ 3769:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  _e: () => (/* binding */ EMPTY_SHA256),
  Sh: () => (/* binding */ ManifestError),
  MK: () => (/* binding */ decodeManifest),
  PK: () => (/* binding */ encodeManifestStreamed),
  Ed: () => (/* binding */ fileTotals)
});

// UNUSED EXPORTS: MANIFEST_FORMAT_V1, encodeManifest

// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
// EXTERNAL MODULE: ./build/cache/store/file-digest.js
var file_digest = __webpack_require__(9133);
// EXTERNAL MODULE: ./build/cache/store/cache-names.js
var cache_names = __webpack_require__(2796);
// EXTERNAL MODULE: ./build/cache/store/pack-limits.js
var pack_limits = __webpack_require__(1563);
// EXTERNAL MODULE: ./build/cache/store/path-table.js
var path_table = __webpack_require__(4861);
;// CONCATENATED MODULE: ./build/cache/store/manifest-check.js



const SHA = /^[0-9a-f]{64}$/;
/** A plain character class: a quantified group would backtrack through 50,000 hashes. */
const HEX = /^[0-9a-f]*$/;
const isCount = (n) => Number.isSafeInteger(n) && n >= 0;
const TYPES = /^[fdl]*$/;
/** An ETag as recorded (quotes removed): printable ASCII without quotes, at most 256 characters. */
const ETAG = /^[\x21\x23-\x7e]{1,256}$/;
function checkObjects(objects, fail) {
    objects.forEach((value, i) => {
        const o = value;
        if (o === null || typeof o !== 'object')
            fail(`object ${i} is not an object`);
        if (!(0,cache_names/* isStoreObjectName */.UQ)(o.name) || !SHA.test(o.sha256) || !isCount(o.size))
            fail(`object ${i} is not one of the store's`);
        if (o.kind !== 'pack' && o.kind !== 'blob')
            fail(`object ${i} has kind ${String(o.kind)}`);
        if (o.compression !== 'zstd' && o.compression !== 'none')
            fail(`object ${i} compression`);
        if (o.etag !== undefined && (typeof o.etag !== 'string' || !ETAG.test(o.etag)))
            fail(`object ${i} has an ETag that is not one`);
        if (!Array.isArray(o.frames) || o.frames.length === 0)
            fail(`object ${i} has no frames`);
        for (const f of o.frames)
            if (!Array.isArray(f) || !isCount(f[0]) || !isCount(f[1]) || f[0] + f[1] > o.size)
                fail(`object ${i} frame range`);
    });
}
/** The column `name`, `length` numbers each passing `ok`. */
function numbers({ name, value }, length, ok, fail) {
    if (!Array.isArray(value) || value.length !== length)
        fail(`${name} has not ${length} rows`);
    const column = value;
    for (let i = 0; i < length; i++)
        if (typeof column[i] !== 'number' || !ok(column[i], i))
            fail(`${name} of row ${i}`);
    return column;
}
/**
 * Every file's content fits where a save would have stored it (pack-limits.ts): in a pack, a
 * file under BLOB_MIN_BYTES inside one frame's MAX_PACK_FRAME_BYTES; in a blob, no more than its
 * frames can hold. A restore then never decodes more than a frame's limit for any file.
 */
function checkContentSizes({ type, size, content }, objects, { object, at }, fail) {
    for (let i = 0; i < type.length; i++) {
        const k = content[i];
        if (k < 0)
            continue;
        const o = objects[object[k]];
        const fits = o.kind === 'pack'
            ? size[i] < pack_limits/* BLOB_MIN_BYTES */.nr && at[k] + size[i] <= pack_limits/* MAX_PACK_FRAME_BYTES */.xs
            : size[i] <= (o.compression === 'none' ? o.size : o.frames.length * pack_limits/* BLOB_FRAME_BYTES */.m6);
        if (!fits)
            fail(`the content of row ${i} is larger than its ${o.kind} can hold`);
    }
}
/** The contents' columns: hashes, and each content's object, frame and offset, all in range. */
function checkContents(c, frames, fail) {
    if (typeof c.sha256 !== 'string' || c.sha256.length % 64 !== 0 || !HEX.test(c.sha256))
        fail('content hashes');
    const contentCount = c.sha256.length / 64;
    const object = numbers({ name: 'object', value: c.object }, contentCount, (n) => n < frames.length && isCount(n), fail);
    const frame = numbers({ name: 'frame', value: c.frame }, contentCount, (n, i) => isCount(n) && n < frames[object[i]], fail);
    const at = numbers({ name: 'at', value: c.at }, contentCount, isCount, fail);
    return { contentCount, object, frame, at };
}
/** The path column, `count` strings packed into one string table, each parsed string dropped as it is copied. */
function pathColumn(value, count, fail) {
    if (!Array.isArray(value) || value.length !== count)
        fail(`path has not ${count} rows`);
    const parsed = value;
    let bytes = 0;
    for (let i = 0; i < count; i++) {
        const p = parsed[i];
        if (typeof p !== 'string')
            return fail(`path of row ${i}`);
        bytes += Buffer.byteLength(p);
    }
    // Made to size: no spare room, no copy left behind by growing.
    const paths = new path_table/* PathTable */.m(count, bytes);
    for (let i = 0; i < count; i++) {
        paths.add(parsed[i]);
        parsed[i] = undefined;
    }
    paths.trim(); // a table under 1,024 bytes still has spare room
    return paths;
}
/** Symlink targets by row: one for each `l` row and none for another, never empty or with NUL. */
function linkColumn(value, type, fail) {
    const link = new Map();
    if (!Array.isArray(value))
        fail('symlink targets');
    for (const pair of value) {
        const [i, target] = Array.isArray(pair) ? pair : [];
        if (!isCount(i) || type[i] !== 'l' || link.has(i))
            fail(`symlink target of row ${String(i)}`);
        if (typeof target !== 'string' || target === '' || target.includes('\0'))
            fail(`symlink ${String(i)} target`);
        link.set(i, target);
    }
    let links = 0;
    for (let i = 0; i < type.length; i++)
        if (type.charCodeAt(i) === 108)
            links++; // 'l'
    if (links !== link.size)
        fail('a symlink has no target');
    return link;
}
/**
 * Checks the stored columns (of a version 2 manifest, or those made from version 1's files):
 * every column as long as the others, every index in range, every file with content placed in
 * a frame of an object, every symlink with a target. Paths are checked again before a restore
 * writes anything (restore-targets.ts).
 */
function checkColumns(stored, rootCount, objects, fail) {
    checkObjects(objects, fail);
    const frames = objects.map((o) => o.frames.length);
    const c = stored.contents;
    const e = stored.entries;
    if (!c || typeof c !== 'object' || !e || typeof e !== 'object')
        return fail('no entries');
    const { contentCount, object, frame, at } = checkContents(c, frames, fail);
    if (typeof e.type !== 'string' || !TYPES.test(e.type))
        fail('entry types');
    const type = e.type;
    const count = type.length;
    const root = numbers({ name: 'root', value: e.root }, count, (n) => isCount(n) && n < rootCount, fail);
    const paths = pathColumn(e.path, count, fail);
    const size = numbers({ name: 'size', value: e.size }, count, (n, i) => isCount(n) && (n === 0 || type[i] === 'f'), fail);
    const mode = numbers({ name: 'mode', value: e.mode }, count, isCount, fail);
    const mtime = numbers({ name: 'mtime', value: e.mtime }, count, Number.isFinite, fail);
    // A file with bytes has a content; nothing else has one.
    const content = numbers({ name: 'content', value: e.content }, count, (n, i) => (type[i] === 'f' && size[i] > 0 ? isCount(n) && n < contentCount : n === -1), fail);
    checkContentSizes({ type, size, content }, objects, { object, at }, fail);
    const link = linkColumn(e.link, type, fail);
    return {
        entries: { type, root, path: paths, size, mode, mtime, content, link },
        contents: { sha256: Buffer.from(c.sha256, 'hex'), object, frame, at },
    };
}

;// CONCATENATED MODULE: ./build/cache/store/manifest-v1.js
/** The first format: one JSON object per entry (`files`), read so that old entries still restore. */
const MANIFEST_FORMAT_V1 = 's3-sync-cache/1';
const manifest_v1_SHA = /^[0-9a-f]{64}$/;
/**
 * Version 1's `files` turned into version 2's stored columns, which the caller then checks as it
 * checks any manifest. Version 1 repeated a content's hash and place with every file that held it;
 * here files with the same hash and place share one content row.
 */
function columnsOfV1(files, fail) {
    if (!Array.isArray(files))
        return fail('files missing');
    const type = [];
    const root = [];
    const path = [];
    const size = [];
    const mode = [];
    const mtime = [];
    const content = [];
    const link = [];
    const sha256 = [];
    const object = [];
    const frame = [];
    const at = [];
    const rows = new Map();
    files.forEach((value, i) => {
        if (value === null || typeof value !== 'object')
            fail(`entry ${i} is not an object`);
        const f = value;
        if (f.t !== 'f' && f.t !== 'd' && f.t !== 'l')
            fail(`entry ${i} type ${JSON.stringify(f.t)}`);
        type.push(f.t);
        root.push(f.r);
        path.push(f.p);
        mode.push(f.m);
        mtime.push(f.mt);
        size.push(f.t === 'f' ? f.s : 0);
        if (f.t === 'l')
            link.push([i, f.l]);
        if (f.t === 'f' && typeof f.h === 'string' && !manifest_v1_SHA.test(f.h))
            fail(`file ${i} hash`);
        if (f.t !== 'f' || f.s === 0) {
            content.push(-1);
            return;
        }
        if (typeof f.h !== 'string')
            fail(`file ${i} hash`);
        const place = `${f.h} ${String(f.o)} ${String(f.fr)} ${String(f.at)}`;
        const row = rows.get(place);
        if (row !== undefined) {
            content.push(row);
            return;
        }
        rows.set(place, sha256.length);
        content.push(sha256.length);
        sha256.push(f.h);
        object.push(f.o);
        frame.push(f.fr);
        at.push(f.at);
    });
    return {
        entries: { type: type.join(''), root, path, size, mode, mtime, content, link },
        contents: { sha256: sha256.join(''), object, frame, at },
    };
}

// EXTERNAL MODULE: ./build/cache/store/release-buffer.js
var release_buffer = __webpack_require__(6389);
// EXTERNAL MODULE: ./build/cache/store/manifest-limits.js
var manifest_limits = __webpack_require__(8311);
;// CONCATENATED MODULE: ./build/cache/store/zstd-frame.js

const ZSTD_MAGIC = 0xfd2fb528;
const DEFAULT_CHUNK_BYTES = (/* unused pure expression or super */ null && (1 << 20));
/**
 * The decoded size a zstd frame declares in its header (Frame_Content_Size, RFC 8878 3.1.1.1),
 * or undefined when it does not say. Our packs and blobs always say: zstdCompressSync sees the
 * whole input at once and writes it.
 */
function frameContentSize(frame) {
    if (frame.length < 6)
        return undefined;
    const view = new DataView(frame.buffer, frame.byteOffset, frame.byteLength);
    if (view.getUint32(0, true) !== ZSTD_MAGIC)
        return undefined;
    const descriptor = frame[4];
    const fcsFlag = descriptor >> 6;
    const singleSegment = (descriptor >> 5) & 1;
    const dictFlag = descriptor & 3;
    const at = 5 + (singleSegment ? 0 : 1) + [0, 1, 2, 4][dictFlag];
    const fcsBytes = [singleSegment ? 1 : 0, 2, 4, 8][fcsFlag];
    if (fcsBytes === 0 || frame.length < at + fcsBytes)
        return undefined;
    if (fcsBytes === 1)
        return view.getUint8(at);
    if (fcsBytes === 2)
        return view.getUint16(at, true) + 256;
    if (fcsBytes === 4)
        return view.getUint32(at, true);
    const size = view.getBigUint64(at, true);
    return size <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(size) : undefined;
}
/** A frame larger than its kind may be, by its header or as it decodes: the object is refused. */
class FrameTooLargeError extends (/* unused pure expression or super */ null && (Error)) {
    name = 'FrameTooLargeError';
}
/**
 * Decodes one zstd frame (one decoder per frame: nodejs/node #64741) into a single buffer of
 * the size its header declares. zlib's default 16 KiB output chunks, concatenated at the end,
 * made each frame cost twice its size in short-lived buffers and took 6x longer (3.7 ms against
 * 0.6 ms for 3 MB); the garbage, in each worker's heap, was much of a restore's peak RSS.
 * `maxBytes` is the most a frame of its kind holds (pack-limits.ts): a header that declares more
 * is refused before a byte is decoded, and zstd stops a frame that lies about it at `maxBytes`
 * (the caller checks every file's hash as well).
 */
function decodeFrame(frame, maxBytes) {
    const declared = frameContentSize(frame);
    if (declared !== undefined && declared > maxBytes)
        throw new FrameTooLargeError(`its header declares ${declared} bytes, more than the ${maxBytes} such a frame holds`);
    // One byte more than declared, so a frame that is true to its header ends inside one chunk.
    const chunkSize = declared === undefined
        ? Math.min(DEFAULT_CHUNK_BYTES, maxBytes + 1)
        : Math.max(64, declared + 1);
    try {
        return zlib.zstdDecompressSync(frame, { chunkSize, maxOutputLength: maxBytes });
    }
    catch (error) {
        if (error.code === 'ERR_BUFFER_TOO_LARGE')
            throw new FrameTooLargeError(`it decodes to more than the ${maxBytes} bytes such a frame holds`);
        throw error;
    }
}

// EXTERNAL MODULE: ./build/cache/store/manifest-types.js
var manifest_types = __webpack_require__(1410);
;// CONCATENATED MODULE: ./build/cache/store/cache-manifest.js









/** SHA-256 of no bytes: the hash of every empty file. */
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
/** How many regular files the entries hold, and their bytes. */
function fileTotals(entries) {
    let files = 0;
    let bytes = 0;
    for (let i = 0; i < entries.type.length; i++)
        if (entries.type.charCodeAt(i) === 102 /* f */) {
            files++;
            bytes += entries.size[i];
        }
    return { files, bytes };
}
/** A manifest that cannot be trusted: the restore is a miss and says why. */
class ManifestError extends Error {
    name = 'ManifestError';
}
/** Rows per piece of a column: each piece is a string of its own, then bytes for zstd. */
const PIECE_ROWS = 4096;
/** `column` as JSON, in pieces of PIECE_ROWS rows (numbers joined). */
function* columnPieces(column) {
    yield '[';
    for (let at = 0; at < column.length; at += PIECE_ROWS) {
        const text = column.slice(at, at + PIECE_ROWS).join(',');
        yield at === 0 ? text : `,${text}`;
    }
    yield ']';
}
/** The path table as a JSON array of strings, in pieces: only one piece's strings exist at once. */
function* pathPieces(paths) {
    yield '[';
    for (let at = 0; at < paths.length; at += PIECE_ROWS) {
        const rows = [];
        for (let i = at; i < Math.min(paths.length, at + PIECE_ROWS); i++)
            rows.push(paths.at(i));
        const text = JSON.stringify(rows).slice(1, -1);
        yield at === 0 ? text : `,${text}`;
    }
    yield ']';
}
/**
 * The stored JSON, column by column, in pieces: a 50,000-file manifest's JSON is 6.9 MB, and
 * built as one string (then one buffer) it cost a save's main thread 30 MB of heap and 14 MB
 * outside it at the very end, on top of everything else (its peak RSS).
 */
function* manifestPieces(m) {
    const { entries: e, contents: c } = m;
    const header = JSON.stringify({
        format: m.format,
        key: m.key,
        scope: m.scope,
        version: m.version,
        createdAtMs: m.createdAtMs,
        ...(m.scannedAtMs === undefined ? {} : { scannedAtMs: m.scannedAtMs }),
        roots: m.roots,
        objects: m.objects,
    });
    yield `${header.slice(0, -1)},"contents":{"sha256":"`;
    for (let row = 0; row < c.object.length; row += PIECE_ROWS)
        yield c.sha256.toString('hex', row * 32, Math.min(c.object.length, row + PIECE_ROWS) * 32);
    yield '","object":';
    yield* columnPieces(c.object);
    yield ',"frame":';
    yield* columnPieces(c.frame);
    yield ',"at":';
    yield* columnPieces(c.at);
    yield `},"entries":{"type":${JSON.stringify(e.type)},"root":`;
    yield* columnPieces(e.root);
    yield ',"path":';
    yield* pathPieces(e.path);
    for (const name of ['size', 'mode', 'mtime', 'content']) {
        yield `,"${name}":`;
        yield* columnPieces(e[name]);
    }
    yield `,"link":${JSON.stringify([...e.link].sort((a, b) => a[0] - b[0]))}}}`;
}
/**
 * zstd level 1: on a 50,000-file manifest (6.9 MB of JSON, half of it hex hashes that no level
 * shrinks below 32 bytes each) it took 11-13 ms and gave 1.94 MB, where level 3 took 38-62 ms
 * for 2.01 MB.
 */
const MANIFEST_ZSTD = {
    params: {
        [external_node_zlib_.constants.ZSTD_c_compressionLevel]: 1,
        // A content checksum (XXH64) that every decode checks: a byte flipped at rest is refused.
        [external_node_zlib_.constants.ZSTD_c_checksumFlag]: 1,
    },
};
/** The stored manifest in one go (tests, and small manifests). */
function encodeManifest(manifest) {
    const json = Buffer.from([...manifestPieces(manifest)].join(''));
    const body = zlib.zstdCompressSync(json, MANIFEST_ZSTD);
    return { body, sha256: sha256Hex(body) };
}
/**
 * The same bytes' worth of manifest (one zstd frame of the same JSON), made piece by piece
 * through a streaming compressor: the save holds the compressed output and one piece at a time,
 * never the whole JSON.
 */
async function encodeManifestStreamed(manifest) {
    const zstd = external_node_zlib_.createZstdCompress(MANIFEST_ZSTD);
    const out = [];
    zstd.on('data', (chunk) => out.push(chunk));
    const done = new Promise((resolve, reject) => {
        zstd.on('end', resolve);
        zstd.on('error', reject);
    });
    for (const piece of manifestPieces(manifest))
        if (!zstd.write(piece))
            await new Promise((resolve) => zstd.once('drain', resolve));
    zstd.end();
    await done;
    const body = Buffer.concat(out);
    return { body, sha256: (0,file_digest/* sha256Hex */.fg)(body) };
}
/**
 * Entry `i` of a manifest in format 1's shape, read from the columns when a field is asked for.
 * A view that copied the fields into 58,000 objects (and a hex string per file) took about 20 MB
 * of heap and made V8 double its young generation while building them (a restore's main thread
 * heap peaked 35 MB higher than with format 1); these hold two fields each.
 */
class EntryView {
    // Private fields: a view posted to a worker by mistake arrives empty, not with a copy of the
    // whole manifest. Take plain fields from it first.
    #data;
    #i;
    constructor(data, i) {
        this.#data = data;
        this.#i = i;
    }
    get t() {
        return this.#data.entries.type[this.#i];
    }
    get r() {
        return this.#data.entries.root[this.#i];
    }
    get p() {
        return this.#data.entries.path.at(this.#i);
    }
    get m() {
        return this.#data.entries.mode[this.#i];
    }
    get mt() {
        return this.#data.entries.mtime[this.#i];
    }
    get s() {
        return this.t === 'f' ? this.#data.entries.size[this.#i] : undefined;
    }
    get h() {
        if (this.t !== 'f')
            return undefined;
        const k = this.#data.entries.content[this.#i];
        return k < 0 ? EMPTY_SHA256 : this.#data.contents.sha256.toString('hex', k * 32, k * 32 + 32);
    }
    get o() {
        return this.place(this.#data.contents.object);
    }
    get fr() {
        return this.place(this.#data.contents.frame);
    }
    get at() {
        return this.place(this.#data.contents.at);
    }
    get l() {
        return this.#data.entries.link.get(this.#i);
    }
    place(column) {
        const k = this.#data.entries.content[this.#i];
        return k < 0 ? undefined : column[k];
    }
}
/** Adds the per-entry view, made once on first use (the save never asks for it). */
function withFilesView(data) {
    let files;
    const view = () => Array.from({ length: data.entries.type.length }, (_, i) => new EntryView(data, i));
    return Object.defineProperty({ ...data }, 'files', {
        enumerable: false,
        get: () => (files ??= view()),
    });
}
/**
 * A stored manifest's JSON shrinks 3-4x at level 1 (paths and hex hashes: 1.94 MB stored for
 * 6.9 MB of JSON at 50,000 files), so this many times its stored size holds it.
 */
const JSON_PER_STORED_BYTE = 8;
/**
 * The output chunk its decode takes: the size its header declares, else a guess from its stored
 * size (a streamed save's frame declares none), one byte more so that it ends inside one chunk:
 * no growing, no concatenation at the end. zlib's default 16 KiB chunks took 20-28 ms of CPU
 * against 8-16 to decode a 20,000-file manifest's 2.7 MB of JSON, on the chain before the first
 * pack.
 * Never more than the JSON may be; pages of the chunk that zstd does not write are never touched.
 */
function decodeChunkBytes(stored, declared, maxJsonBytes) {
    const expected = declared ?? stored * JSON_PER_STORED_BYTE;
    return Math.max(64, Math.min(expected, maxJsonBytes) + 1);
}
/**
 * Parses and checks a manifest read from the store, of either version: shapes, indexes and
 * ranges. It is untrusted input; the paths inside are checked again, against the disk, before
 * anything is written.
 */
function decodeManifest(body, maxJsonBytes = (0,manifest_limits/* manifestJsonBudgetBytes */.ep)()) {
    // Checked before anything is parsed: the size its frame header declares, the size it decodes
    // to (zstd stops at the limit), and how many objects and arrays the text holds
    // (manifest-limits.ts). Its content checksum, when it has one, zstd checks.
    const declared = frameContentSize(body);
    if (declared !== undefined && declared > maxJsonBytes)
        throw new ManifestError(`the manifest would decode to ${declared} bytes, more than the ${maxJsonBytes} this process can hold`);
    let value;
    try {
        const json = external_node_zlib_.zstdDecompressSync(body, {
            maxOutputLength: Math.max(1, maxJsonBytes),
            chunkSize: decodeChunkBytes(body.length, declared, maxJsonBytes),
        });
        if (!(0,manifest_limits/* structuresFit */.u9)(json)) {
            (0,release_buffer/* releaseBuffer */.k)(json);
            throw new ManifestError('the manifest is not valid: it holds more objects and arrays than its entries can need');
        }
        const text = json.toString('utf8');
        // Freed now (28 MB for 200,000 files): a restore's main thread may not collect it for good.
        (0,release_buffer/* releaseBuffer */.k)(json);
        value = JSON.parse(text);
    }
    catch (error) {
        if (error instanceof ManifestError)
            throw error;
        throw new ManifestError(`the manifest cannot be read: ${error.message}`);
    }
    const fail = (what) => {
        throw new ManifestError(`the manifest is not valid: ${what}`);
    };
    if (value === null || typeof value !== 'object')
        return fail('not an object');
    const format = value.format;
    if (format !== manifest_types/* MANIFEST_FORMAT */.S && format !== MANIFEST_FORMAT_V1)
        fail(`unknown format ${JSON.stringify(format)}`);
    if (typeof value.key !== 'string' || typeof value.scope !== 'string')
        fail('no key or scope');
    if (!Number.isFinite(value.createdAtMs))
        fail('createdAtMs');
    if (value.scannedAtMs !== undefined && !Number.isFinite(value.scannedAtMs))
        fail('scannedAtMs');
    if (!Array.isArray(value.roots) || !Array.isArray(value.objects))
        fail('roots or objects missing');
    const columns = format === MANIFEST_FORMAT_V1 ? columnsOfV1(value.files, fail) : value;
    const { entries, contents } = checkColumns(columns, value.roots.length, value.objects, fail);
    return withFilesView({
        format: manifest_types/* MANIFEST_FORMAT */.S,
        key: value.key,
        scope: value.scope,
        version: value.version,
        createdAtMs: value.createdAtMs,
        ...(value.scannedAtMs === undefined ? {} : { scannedAtMs: value.scannedAtMs }),
        roots: value.roots,
        objects: value.objects,
        entries,
        contents,
    });
}


/***/ }),

/***/ 2796:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ET: () => (/* binding */ levelOfObjectName),
/* harmony export */   FC: () => (/* binding */ allEntryFolders),
/* harmony export */   FP: () => (/* binding */ entryFolder),
/* harmony export */   HC: () => (/* binding */ packName),
/* harmony export */   HW: () => (/* binding */ alternativeName),
/* harmony export */   KP: () => (/* binding */ casFolder),
/* harmony export */   Ni: () => (/* binding */ REPOSITORY_NAME),
/* harmony export */   PF: () => (/* binding */ blobName),
/* harmony export */   UQ: () => (/* binding */ isStoreObjectName),
/* harmony export */   Yt: () => (/* binding */ parseAnyManifestName),
/* harmony export */   gz: () => (/* binding */ isStoreObjectKey),
/* harmony export */   i9: () => (/* binding */ parseManifestName),
/* harmony export */   jQ: () => (/* binding */ entriesFolder),
/* harmony export */   q1: () => (/* binding */ storeRoot),
/* harmony export */   uY: () => (/* binding */ CacheNameError),
/* harmony export */   vS: () => (/* binding */ manifestName)
/* harmony export */ });
/* unused harmony exports FORMAT_FOLDER, encodeSegment, decodeSegment, SHARED_ENTRIES, REPOSITORY_ENTRIES */
/* harmony import */ var _secret_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9288);

/** The format's folder under the store prefix: a later format can live beside it. */
const FORMAT_FOLDER = 's3-cache-v1/';
/** S3's limit on a key's length, in UTF-8 bytes. */
const MAX_OBJECT_KEY_BYTES = 1024;
/** Thrown when a key or scope cannot be named in the store. */
class CacheNameError extends Error {
    name = 'CacheNameError';
}
/** The store's root: `prefix/` (a trailing slash added) plus the format folder. */
function storeRoot(store) {
    const prefix = store.prefix === '' || store.prefix.endsWith('/') ? store.prefix : `${store.prefix}/`;
    return `${prefix}${FORMAT_FOLDER}`;
}
/**
 * Encodes untrusted text into one segment of an object name, character by character, so that
 * `encodeSegment(a)` is a prefix of `encodeSegment(a + b)`: a restore key becomes an S3 prefix.
 * `%`, `/`, control characters and DEL become `%XX` of their UTF-8 bytes, and so does a leading
 * `.` (no segment is `.` or `..`); everything else, Unicode included, is kept as it is.
 */
function encodeSegment(text) {
    let out = '';
    for (const char of text) {
        const code = char.codePointAt(0);
        const lone = code >= 0xd800 && code <= 0xdfff; // a lone surrogate has no UTF-8 form
        if (code < 0x20 || code === 0x7f || char === '%' || char === '/' || lone) {
            for (const byte of Buffer.from(lone ? '\ufffd' : char, 'utf8'))
                out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
        }
        else if (char === '.' && out === '') {
            out += '%2E';
        }
        else {
            out += char;
        }
    }
    return out;
}
function decodeSegment(segment) {
    return decodeURIComponent(segment);
}
/**
 * GitHub's form of a repository's name: `OWNER/NAME`, each part of letters, digits, `-_.`, and
 * neither `.` nor `..`.
 */
const REPOSITORY_NAME = /^(?!\.\.?\/)[A-Za-z0-9_.-]+\/(?!\.\.?$)[A-Za-z0-9_.-]+$/;
/** The folder of the keyspace every repository shares, the only one of the first layout. */
const SHARED_ENTRIES = 'entries/';
/** The folder holding one keyspace per repository, `repos/OWNER/NAME/`. */
const REPOSITORY_ENTRIES = 'repos/';
/**
 * Where the store's keyspace keeps its manifests: `repos/OWNER/NAME/` for a repository's own,
 * `entries/` for the shared one. Separate folders, not a field inside a name, so that an IAM
 * policy can grant one repository's jobs its own prefix and nothing else.
 */
function entriesFolder(store) {
    if (store.repository === undefined)
        return `${storeRoot(store)}${SHARED_ENTRIES}`;
    if (!REPOSITORY_NAME.test(store.repository))
        throw new CacheNameError(`the repository must be OWNER/NAME, got ${JSON.stringify(store.repository)}`);
    const [owner, name] = store.repository.split('/');
    return `${storeRoot(store)}${REPOSITORY_ENTRIES}${encodeSegment(owner)}/${encodeSegment(name)}/`;
}
/** Where the manifests of one scope and version live; every lookup lists under it. */
function entryFolder(store, scope, version) {
    if (!/^[0-9a-f]{64}$/.test(version))
        throw new CacheNameError(`the cache version must be 64 hex digits, got ${JSON.stringify(version)}`);
    if (scope === '')
        throw new CacheNameError('the cache scope must not be empty');
    return `${entriesFolder(store)}${encodeSegment(scope)}/${version}/`;
}
/** The manifest's object name for a key (or, for a restore key, the prefix of those names). */
function manifestName(store, scope, version, key) {
    const name = `${entryFolder(store, scope, version)}${encodeSegment(key)}`;
    if (Buffer.byteLength(name) > MAX_OBJECT_KEY_BYTES)
        throw new CacheNameError(`the cache key ${JSON.stringify((0,_secret_text_js__WEBPACK_IMPORTED_MODULE_0__/* .redactSecrets */ .fp)(key).slice(0, 80))}... is too long to name in the store (S3 keys hold at most ${MAX_OBJECT_KEY_BYTES} bytes)`);
    return name;
}
/** Splits a manifest's object name back into scope, version and key; undefined if it is not one. */
function parseManifestName(store, objectKey) {
    const folder = entriesFolder(store);
    if (!objectKey.startsWith(folder))
        return undefined;
    return parseEntryPath(objectKey.slice(folder.length));
}
function parseEntryPath(rest) {
    const parts = rest.split('/');
    // An empty segment is no name a save writes (a folder marker `.../<version>/`, `a//b`).
    if (parts.length !== 3 || !/^[0-9a-f]{64}$/.test(parts[1]) || !parts[0] || !parts[2])
        return undefined;
    try {
        return { scope: decodeSegment(parts[0]), version: parts[1], key: decodeSegment(parts[2]) };
    }
    catch {
        return undefined;
    }
}
/** The folders that hold manifests, whatever their keyspace: what prune lists. */
function allEntryFolders(store) {
    const root = storeRoot(store);
    return [`${root}${SHARED_ENTRIES}`, `${root}${REPOSITORY_ENTRIES}`];
}
/**
 * Any manifest's object name, in any keyspace: its repository (undefined for the shared
 * keyspace), scope, version and key; undefined if it is not a manifest's name.
 */
function parseAnyManifestName(store, objectKey) {
    const [shared, repos] = allEntryFolders(store);
    if (objectKey.startsWith(shared)) {
        const parsed = parseEntryPath(objectKey.slice(shared.length));
        return parsed && { repository: undefined, ...parsed };
    }
    if (!objectKey.startsWith(repos))
        return undefined;
    const parts = objectKey.slice(repos.length).split('/');
    if (parts.length !== 5)
        return undefined;
    let repository;
    try {
        repository = `${decodeSegment(parts[0])}/${decodeSegment(parts[1])}`;
    }
    catch {
        return undefined;
    }
    if (!REPOSITORY_NAME.test(repository))
        return undefined;
    const parsed = parseEntryPath(parts.slice(2).join('/'));
    return parsed && { repository, ...parsed };
}
function casFolder(store) {
    return `${storeRoot(store)}cas/`;
}
/**
 * Where each level's packs and blobs live, relative to the store root. The trusted level keeps
 * the folders every release before levels wrote, so its content stays where it was; the pull
 * requests' is a folder of its own beside them.
 */
const LEVEL_FOLDER = {
    trusted: 'cas/',
    'pull-request': 'cas/pr/',
};
/** Object names relative to the store root, as manifests record them. */
function packName(sha256, level) {
    return `${LEVEL_FOLDER[level]}packs/${sha256}.tar.zst`;
}
function blobName(sha256, level) {
    return `${LEVEL_FOLDER[level]}blobs/${sha256}`;
}
/**
 * The names of the format's packs and blobs, in either level's folder: the hash of what they
 * hold, or, for a copy a save wrote because the object under that name was not what it should
 * be (another writer put other bytes there first), the hash and `-` and 32 random hex digits.
 */
const STORE_OBJECT_NAME = /^cas\/(pr\/)?(packs\/[0-9a-f]{64}(-[0-9a-f]{32})?\.tar\.zst|blobs\/[0-9a-f]{64}(-[0-9a-f]{32})?)$/;
/** The level whose folder holds a pack or blob (a name `isStoreObjectName` accepts). */
function levelOfObjectName(name) {
    return name.startsWith(LEVEL_FOLDER['pull-request']) ? 'pull-request' : 'trusted';
}
/** Checks an object name read from a manifest: it must be one of ours, not any key in the bucket. */
function isStoreObjectName(name) {
    return STORE_OBJECT_NAME.test(name);
}
/** Whether a key of the bucket is a pack or blob of this store (what prune may delete). */
function isStoreObjectKey(store, objectKey) {
    const root = storeRoot(store);
    return objectKey.startsWith(root) && isStoreObjectName(objectKey.slice(root.length));
}
/**
 * Another name for the content of `name` (a pack's or a blob's), which nobody can know before
 * the save picks it: random, so that no one can put other bytes there first.
 */
function alternativeName(name, random) {
    if (!/^[0-9a-f]{32}$/.test(random))
        throw new CacheNameError('a random suffix is 32 hex digits');
    const base = name.replace(/-[0-9a-f]{32}(?=\.tar\.zst$|$)/, '');
    return base.endsWith('.tar.zst')
        ? `${base.slice(0, -'.tar.zst'.length)}-${random}.tar.zst`
        : `${base}-${random}`;
}


/***/ }),

/***/ 2949:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ DEFAULT_RESTORE_DEADLINE_MS)
/* harmony export */ });
/** A restore that takes longer than this is abandoned as a miss. */
const DEFAULT_RESTORE_DEADLINE_MS = 10 * 60_000;


/***/ }),

/***/ 1268:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IY: () => (/* binding */ levelReads),
/* harmony export */   aY: () => (/* binding */ levelOfScope),
/* harmony export */   uc: () => (/* binding */ checkManifestLevel)
/* harmony export */ });
/* harmony import */ var _cache_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2796);
/* harmony import */ var _cache_manifest_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3769);


/**
 * The scopes of the trusted level: branches and tags (only those who may push to the repository
 * write them), and the shared scope of `scope: repository`, where every run, pull requests
 * included, reads and writes the same entries anyway. The action's scope names (cache-scopes.ts)
 * are repeated here: the store does not import the action.
 */
const TRUSTED_SCOPE = /^refs\/(heads|tags)\/./;
const SHARED_SCOPE = 'repository';
/**
 * The content level of the entries of a scope (docs/cache-format.md, "Content levels"): trusted
 * for branches and tags, the pull requests' for `refs/pull/*` and every other scope (`no-ref`,
 * `other:<ref>`, a name given on the command line), which no policy can tie to a writer the
 * default branch trusts. Decided by the scope alone, so a restore can tell it from the name a
 * manifest was found under, whoever wrote its bytes.
 */
function levelOfScope(scope) {
    return TRUSTED_SCOPE.test(scope) || scope === SHARED_SCOPE ? 'trusted' : 'pull-request';
}
/**
 * Whether an entry of `reader`'s level may name `object`: the trusted level reads only its own
 * content; a pull request reads its own and the trusted level's (what makes its saves small).
 */
function levelReads(reader, object) {
    return reader === 'pull-request' || (0,_cache_names_js__WEBPACK_IMPORTED_MODULE_0__/* .levelOfObjectName */ .ET)(object.name) === 'trusted';
}
/**
 * Refuses a manifest found under a trusted scope that names a pull request's pack or blob: no
 * save of this build writes one, so it is hostile or broken, and a restore of the default
 * branch must never read what a pull request's role can write. A ManifestError, so a restore is
 * a miss, a save reuses nothing of it and a prune counts it as junk.
 */
function checkManifestLevel(manifest, scope, objectKey) {
    const level = levelOfScope(scope);
    const foreign = manifest.objects.find((object) => !levelReads(level, object));
    if (foreign)
        throw new _cache_manifest_js__WEBPACK_IMPORTED_MODULE_1__/* .ManifestError */ .Sh(`the manifest ${JSON.stringify(objectKey)} is of a trusted scope but names ${JSON.stringify(foreign.name)}, a pull request's content`);
}


/***/ }),

/***/ 7001:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ entryKinds)
/* harmony export */ });
/**
 * Folders and symlinks among a tree's entries (`type`: one character per entry, as the walk and
 * the manifest keep them): the reports count them apart from files.
 */
function entryKinds(type) {
    let folders = 0;
    let links = 0;
    for (let i = 0; i < type.length; i++) {
        const c = type.charCodeAt(i);
        if (c === 100 /* d */)
            folders++;
        else if (c === 108 /* l */)
            links++;
    }
    return { folders, links };
}


/***/ }),

/***/ 9133:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Vn: () => (/* binding */ READ_CHUNK_BYTES),
/* harmony export */   fg: () => (/* binding */ sha256Hex),
/* harmony export */   sI: () => (/* binding */ sha256Digest),
/* harmony export */   sN: () => (/* binding */ fileSha256)
/* harmony export */ });
/* unused harmony exports hashFile, fdSha256 */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);


/** Large files are read (and hashed) in pieces of this size. */
const READ_CHUNK_BYTES = 1 << 20;
/**
 * The hex SHA-256 of bytes in memory: one call, with no Hash object made per file (the restore
 * and the save check tens of thousands of small files).
 */
function sha256Hex(bytes) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.hash)('sha256', bytes, 'hex');
}
/** The SHA-256 of bytes in memory, as its 32 bytes. */
function sha256Digest(bytes) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.hash)('sha256', bytes, 'buffer');
}
/** The hex SHA-256 of a file's content, read in pieces with blocking calls (a worker's). */
function hashFile(file) {
    return fileSha256(file).toString('hex');
}
/** The SHA-256 of a file's content as its 32 bytes (see hashFile). */
function fileSha256(file) {
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(file, 'r');
    try {
        return fdSha256(fd);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
    }
}
/** The SHA-256 of an open file's content from its start, read in pieces with blocking calls. */
function fdSha256(fd) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    const buffer = Buffer.allocUnsafe(READ_CHUNK_BYTES);
    for (let position = 0;;) {
        const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(fd, buffer, 0, buffer.length, position);
        if (n === 0)
            break;
        hash.update(n === buffer.length ? buffer : buffer.subarray(0, n));
        position += n;
    }
    return hash.digest();
}


/***/ }),

/***/ 8311:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ep: () => (/* binding */ manifestJsonBudgetBytes),
/* harmony export */   u9: () => (/* binding */ structuresFit),
/* harmony export */   xS: () => (/* binding */ manifestStoredBudgetBytes)
/* harmony export */ });
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8877);

/**
 * How much manifest this thread can afford to read. A manifest is untrusted: 3 KB of zstd can
 * hold a valid manifest plus ten million `{}` in a field nobody checks, and JSON.parse then built
 * them all and aborted the process (heap out of memory, exit 134): a failed job, not a miss. The
 * budget comes from the heap that is left, so an overrun is refused before it is parsed.
 *
 * JSON.parse costs at most about HEAP_BYTES_PER_JSON_BYTE of heap per byte of text once the
 * number of objects and arrays is bounded (MAX_STRUCTURE_DENSITY): the text itself (twice its
 * bytes when it holds a character above U+00FF), numbers as 8-byte slots or 16-byte heap numbers
 * for 2-3 bytes of text, short strings at about 5x, an object of unique keys at about 10x, and
 * the parser's temporary lists on top. Tried on Node 24 under `--max-old-space-size=128` with
 * JSON of the budget's size (arrays of `1`, of `1.5`, of 2-character strings, of `{}` and of
 * small arrays at the density limit, one object of 1.5 million unique keys): at 24 the object
 * of keys ran out of heap; at 32 none did (the largest reached 82 of 128 MB). The default heap
 * of a 7 GB runner (about 2 GB) then takes up to 60 MB of JSON, about 450,000 files.
 */
const HEAP_BYTES_PER_JSON_BYTE = 32;
/** Never more JSON than this, whatever the heap: 7 times a 1,000,000-file manifest. */
const MAX_MANIFEST_JSON_BYTES = 1 << 30;
/**
 * At most one object or array per this many bytes of JSON. Format 2 holds a handful of arrays
 * plus one per symlink and per frame; an entry takes at least 16 bytes of its columns (a path of
 * one character, mode and mtime of one digit), a symlink pair at least 8 more; format 1 spends
 * about 100 bytes per entry object. A `{}` costs 2 bytes of text and about 40 of heap.
 */
const MAX_STRUCTURE_DENSITY = 16;
/** Spare structures for a manifest's fixed parts (header, roots, objects and their frames). */
const STRUCTURE_SLACK = 4096;
/** The most JSON a manifest may decode to on this thread now. */
function manifestJsonBudgetBytes() {
    const heap = node_v8__WEBPACK_IMPORTED_MODULE_0__.getHeapStatistics();
    const free = Math.max(0, heap.heap_size_limit - heap.used_heap_size);
    return Math.min(MAX_MANIFEST_JSON_BYTES, Math.floor(free / HEAP_BYTES_PER_JSON_BYTE));
}
/**
 * The most a stored (compressed) manifest may be: never more than its JSON may be, as zstd does
 * not make JSON larger (a 50,000-file manifest is 1.94 MB stored, 6.9 MB of JSON).
 */
function manifestStoredBudgetBytes() {
    return manifestJsonBudgetBytes();
}
/**
 * Whether JSON text has no more objects and arrays than its size allows: counted as `{` and `[`
 * bytes, in strings too (a path with brackets counts, and is far from the limit), by memchr
 * (Buffer.indexOf), about 1 ms for a 50,000-file manifest's 6.9 MB.
 */
function structuresFit(json) {
    const allowed = Math.floor(json.length / MAX_STRUCTURE_DENSITY) + STRUCTURE_SLACK;
    let count = 0;
    for (const byte of [0x7b, 0x5b])
        // '{', '['
        for (let at = json.indexOf(byte); at !== -1; at = json.indexOf(byte, at + 1))
            if (++count > allowed)
                return false;
    return true;
}


/***/ }),

/***/ 1595:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cj: () => (/* binding */ fetchManifest),
/* harmony export */   H7: () => (/* binding */ getManifestBytes),
/* harmony export */   T9: () => (/* binding */ decodeManifestBytes)
/* harmony export */ });
/* harmony import */ var _s3_raw_raw_object_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7854);
/* harmony import */ var _cache_manifest_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3769);
/* harmony import */ var _cache_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2796);
/* harmony import */ var _store_get_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1759);
/* harmony import */ var _content_levels_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1268);
/* harmony import */ var _manifest_limits_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8311);
/* harmony import */ var _manifest_totals_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1744);







/**
 * A manifest's stored bytes. Their size is bounded before they are read (the listing's size,
 * then the GET's Content-Length, against what this process can hold: manifest-limits.ts), and
 * they must hash to the SHA-256 stored with them (`manifestSha256FromMetadata`) when the save
 * stored one: corruption at rest is a ManifestError. With `share`, the GET is one of that many
 * at once and may hold only that share of the bound: a larger body is refused as a
 * BodyTooLargeError (the caller reads it again alone), not a ManifestError.
 */
async function getManifestBytes(session, { store, objectKey, listedBytes, share = 1 }, signal) {
    const maxBytes = (0,_manifest_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .manifestStoredBudgetBytes */ .xS)();
    const tooLarge = (bytes) => new _cache_manifest_js__WEBPACK_IMPORTED_MODULE_1__/* .ManifestError */ .Sh(`the manifest ${JSON.stringify(objectKey)} is ${bytes} bytes, more than the ${maxBytes} this process can hold`);
    if (listedBytes !== undefined && listedBytes > maxBytes)
        throw tooLarge(listedBytes);
    let fetched;
    try {
        fetched = await (0,_store_get_js__WEBPACK_IMPORTED_MODULE_3__/* .getBytes */ .q)(session, { bucket: store.bucket, key: objectKey, maxBytes: Math.floor(maxBytes / share) }, signal);
    }
    catch (error) {
        if (error instanceof _s3_raw_raw_object_js__WEBPACK_IMPORTED_MODULE_0__/* .BodyTooLargeError */ .Au && share === 1)
            throw tooLarge(maxBytes + 1);
        throw error;
    }
    const { body, sha256, metadata } = fetched;
    const stored = (0,_manifest_totals_js__WEBPACK_IMPORTED_MODULE_6__/* .manifestSha256FromMetadata */ .Oj)(metadata);
    if (stored !== undefined && stored !== sha256)
        throw new _cache_manifest_js__WEBPACK_IMPORTED_MODULE_1__/* .ManifestError */ .Sh(`the manifest ${JSON.stringify(objectKey)} is corrupt: its bytes do not match the SHA-256 stored with it`);
    return { body, sha256, lastModifiedMs: fetched.lastModifiedMs ?? 0 };
}
/**
 * Reads and checks a manifest; with `expectedSha256`, its bytes must hash to it: corruption at
 * rest is a ManifestError, so a restore is a miss, a save reuses nothing and a prune deletes no
 * pack.
 */
async function fetchManifest(session, read, signal) {
    const { store, objectKey, listedBytes } = read;
    if (!(0,_cache_names_js__WEBPACK_IMPORTED_MODULE_2__/* .parseManifestName */ .i9)(store, objectKey))
        throw new _cache_manifest_js__WEBPACK_IMPORTED_MODULE_1__/* .ManifestError */ .Sh(`${JSON.stringify(objectKey)} is not a manifest of this store`);
    const bytes = await getManifestBytes(session, { store, objectKey, listedBytes }, signal);
    return decodeManifestBytes({ store, objectKey }, bytes, read);
}
/**
 * Decodes a manifest's bytes; with `expectedSha256`, they must hash to it (a restore's reuse
 * hint). `beforeDecode` is awaited first (the workers' start: the decode is this thread's first
 * large allocation).
 */
async function decodeManifestBytes({ store, objectKey }, { body, sha256 }, options) {
    if (options.expectedSha256 && sha256 !== options.expectedSha256)
        throw new _cache_manifest_js__WEBPACK_IMPORTED_MODULE_1__/* .ManifestError */ .Sh(`the manifest ${JSON.stringify(objectKey)} changed since it was restored`);
    const named = (0,_cache_names_js__WEBPACK_IMPORTED_MODULE_2__/* .parseManifestName */ .i9)(store, objectKey);
    if (!named)
        throw new _cache_manifest_js__WEBPACK_IMPORTED_MODULE_1__/* .ManifestError */ .Sh(`${JSON.stringify(objectKey)} is not a manifest of this store`);
    await options.beforeDecode?.();
    const manifest = (0,_cache_manifest_js__WEBPACK_IMPORTED_MODULE_1__/* .decodeManifest */ .MK)(body);
    // Judged by the scope of its name, which only that scope's writers may write: a trusted
    // scope's manifest that names a pull request's content is refused, however it was found.
    (0,_content_levels_js__WEBPACK_IMPORTED_MODULE_4__/* .checkManifestLevel */ .uc)(manifest, named.scope, objectKey);
    return { manifest, sha256, bytes: body.length };
}


/***/ }),

/***/ 1744:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FB: () => (/* binding */ totalsFromMetadata),
/* harmony export */   Oj: () => (/* binding */ manifestSha256FromMetadata),
/* harmony export */   c: () => (/* binding */ manifestSha256Metadata),
/* harmony export */   hP: () => (/* binding */ totalsMetadata)
/* harmony export */ });
/**
 * An entry's totals (files and their bytes) as S3 user metadata on its manifest object, so that
 * `cache ls` learns them from one HEAD per entry instead of downloading and decoding every
 * manifest (about 2 MB and 50 ms each for a 50,000-file entry). The manifest stays the truth:
 * these are only shown, and an entry saved without them is read in full.
 */
/** The user-metadata names (sent as `x-amz-meta-<name>`; S3 gives them back lower-case). */
const FILES = 's3-sync-files';
const BYTES = 's3-sync-bytes';
/** The SHA-256 of the manifest object's own bytes, checked on every read (manifest-read.ts). */
const SHA256 = 's3-sync-sha256';
function totalsMetadata(totals) {
    return { [FILES]: String(totals.files), [BYTES]: String(totals.bytes) };
}
/** The totals in a HEAD's metadata, or undefined when either is missing or not a count. */
function totalsFromMetadata(metadata) {
    const count = (value) => value !== undefined && /^\d{1,16}$/.test(value) ? Number(value) : undefined;
    const files = count(metadata?.[FILES]);
    const bytes = count(metadata?.[BYTES]);
    return files === undefined || bytes === undefined ? undefined : { files, bytes };
}
/** The manifest's own SHA-256, stored with it, so a byte changed at rest is found on read. */
function manifestSha256Metadata(sha256) {
    return { [SHA256]: sha256 };
}
/**
 * The SHA-256 stored with a manifest, or undefined when it was saved without one (before it was
 * stored); a value that is not a SHA-256 is returned as is and then matches nothing.
 */
function manifestSha256FromMetadata(metadata) {
    return metadata?.[SHA256];
}


/***/ }),

/***/ 1410:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ MANIFEST_FORMAT)
/* harmony export */ });
/** The manifest's shapes: what a save writes and a restore reads (docs/cache-format.md). */
/** What a save writes: columns (docs/cache-format.md). Version 1 manifests are still read. */
const MANIFEST_FORMAT = 's3-sync-cache/2';


/***/ }),

/***/ 1563:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nk: () => (/* binding */ FRAME_INPUT_BYTES),
/* harmony export */   dl: () => (/* binding */ MAX_BLOB_FRAME_STORED_BYTES),
/* harmony export */   m6: () => (/* binding */ BLOB_FRAME_BYTES),
/* harmony export */   nr: () => (/* binding */ BLOB_MIN_BYTES),
/* harmony export */   xs: () => (/* binding */ MAX_PACK_FRAME_BYTES)
/* harmony export */ });
/**
 * The sizes a save writes, shared with the restore, which holds what it reads to them: the bucket
 * is untrusted, and a 36 KB frame that decoded to 1 GiB took a worker to 2.15 GB (issue 25).
 */
/** Files at or above this size are blobs of their own; smaller ones go into packs. */
const BLOB_MIN_BYTES = 8 * 1024 * 1024;
/** Uncompressed tar members per zstd frame of a pack: the unit a partial restore fetches. */
const FRAME_INPUT_BYTES = 2 * 1024 * 1024;
/** Uncompressed input per frame of a compressed blob. */
const BLOB_FRAME_BYTES = 4 * 1024 * 1024;
/**
 * The most a compressed blob's frame can take as stored: zstd's bound for BLOB_FRAME_BYTES of
 * input (ZSTD_COMPRESSBOUND, zstd.h: the input plus 1/256 of it). A longer frame is no save's,
 * and the restore, which holds a frame's stored bytes whole, refuses it unread.
 */
const MAX_BLOB_FRAME_STORED_BYTES = BLOB_FRAME_BYTES + (BLOB_FRAME_BYTES >> 8);
const TAR_BLOCK = 512;
/**
 * The most a pack's frame decodes to: a frame is cut once it holds FRAME_INPUT_BYTES, so it ends
 * with at most one member more (a header and a file under BLOB_MIN_BYTES, padded to a block),
 * and the last frame adds tar's two zero blocks.
 */
const MAX_PACK_FRAME_BYTES = FRAME_INPUT_BYTES + BLOB_MIN_BYTES + 3 * TAR_BLOCK;


/***/ }),

/***/ 4861:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ PathIndex),
/* harmony export */   m: () => (/* binding */ PathTable)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var _release_buffer_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6389);
/**
 * A tree's paths as one UTF-8 string table: the bytes of every path end to end in one buffer,
 * and where each one ends in a Uint32Array, both grown by doubling. A JS string per path cost
 * about 155 bytes per entry (heap snapshots of a 200,000-file save: 31 MB of flat and
 * concatenated strings, held from the walk to the manifest); here a path costs its bytes plus 4.
 * A string is made only where one is needed (`at`, for one fs call or one JSON piece) and
 * dropped after. Paths compare as UTF-8 bytes (S3's order), never as JS strings.
 */


class PathTable {
    bytes;
    ends;
    count = 0;
    /** Room for `rows` paths of `bytes` bytes in all (it grows past either as needed). */
    constructor(rows = 1024, bytes = rows * 64) {
        this.ends = new Uint32Array(Math.max(rows, 16));
        this.bytes = Buffer.allocUnsafeSlow(Math.max(bytes, 1024));
    }
    /** A table of `paths`, in order. */
    static of(paths) {
        const table = new PathTable();
        for (const p of paths)
            table.add(p);
        return table.trim();
    }
    get length() {
        return this.count;
    }
    /** Bytes held by all the paths (not the spare room). */
    get byteLength() {
        return this.count === 0 ? 0 : this.ends[this.count - 1];
    }
    /** Where path `i` starts in the table's bytes. */
    start(i) {
        return i === 0 ? 0 : this.ends[i - 1];
    }
    /** Where path `i` ends in the table's bytes. */
    end(i) {
        return this.ends[i];
    }
    /** Path `i` as a string (made now, for the caller to drop). */
    at(i) {
        this.check(i);
        return this.bytes.toString('utf8', this.start(i), this.ends[i]);
    }
    /** Appends `text`; returns its row. */
    add(text) {
        return this.addJoined('', text);
    }
    /** Appends `folder/name` (or `name` when folder is ''), with no joined string made. */
    addJoined(folder, name) {
        // UTF-8 takes at most 3 bytes per UTF-16 unit.
        this.room(3 * (folder.length + name.length) + 1);
        let at = this.byteLength;
        if (folder !== '') {
            at += this.bytes.write(folder, at, 'utf8');
            this.bytes[at++] = 0x2f; // '/'
        }
        at += this.bytes.write(name, at, 'utf8');
        this.ends[this.count] = at;
        return this.count++;
    }
    /** Appends path `i` of `other` as it is (its bytes copied, no string made); returns its row. */
    addFrom(other, i) {
        const [start, end] = [other.start(i), other.end(i)];
        this.room(end - start);
        const at = this.byteLength;
        other.bytes.copy(this.bytes, at, start, end);
        this.ends[this.count] = at + end - start;
        return this.count++;
    }
    /** Path `i`'s bytes (a view: valid until the next add). */
    bytesOf(i) {
        this.check(i);
        return this.bytes.subarray(this.start(i), this.ends[i]);
    }
    /** Paths `from`..`to` (excluded) as their own bytes and ends (copies, to post to a worker). */
    slice(from, to) {
        const base = from === 0 ? 0 : this.ends[from - 1];
        const ends = this.ends.slice(from, to);
        for (let n = 0; n < ends.length; n++)
            ends[n] -= base;
        const bytes = new Uint8Array(ends.length ? ends[ends.length - 1] : 0);
        bytes.set(this.bytes.subarray(base, base + bytes.length));
        return { bytes, ends };
    }
    /** UTF-8 byte order of path `i` against path `j` of `other` (negative, 0 or positive). */
    compare(i, other, j) {
        return this.bytes.compare(other.bytes, other.start(j), other.end(j), this.start(i), this.end(i));
    }
    /** Whether path `i` and path `j` of `other` are the same bytes. */
    equals(i, other, j) {
        return (this.end(i) - this.start(i) === other.end(j) - other.start(j) &&
            this.compare(i, other, j) === 0);
    }
    /** Whether path `i` is empty (a root itself). */
    isEmpty(i) {
        return this.end(i) === this.start(i);
    }
    /**
     * A 32-bit hash of path `i`'s bytes under `seed`: FNV-1a from a seeded start, then a full
     * avalanche (murmur3's fmix32). Without both, the low bits (all a table's mask keeps) depend
     * only on the low bits of the start and the bytes, so a manifest's writer could pick paths that
     * all share one probe chain and make a restore's duplicate check quadratic.
     */
    hash(i, seed = 0) {
        let h = (0x811c9dc5 ^ seed) >>> 0;
        const { bytes } = this;
        for (let at = this.start(i), end = this.end(i); at < end; at++)
            h = Math.imul(h ^ bytes[at], 0x01000193);
        h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
        h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
        return (h ^ (h >>> 16)) >>> 0;
    }
    /** Gives back the spare room once the table is complete (the doubling leaves up to half). */
    trim() {
        if (this.bytes.length > this.byteLength)
            this.bytes = replaced(this.bytes, this.byteLength);
        if (this.ends.length > this.count) {
            const old = this.ends;
            this.ends = old.slice(0, this.count);
            (0,_release_buffer_js__WEBPACK_IMPORTED_MODULE_1__/* .releaseBuffer */ .k)(new Uint8Array(old.buffer));
        }
        return this;
    }
    *[Symbol.iterator]() {
        for (let i = 0; i < this.count; i++)
            yield this.at(i);
    }
    room(bytes) {
        if (this.count === this.ends.length) {
            const ends = new Uint32Array(Math.max(this.ends.length * 2, 16));
            ends.set(this.ends);
            (0,_release_buffer_js__WEBPACK_IMPORTED_MODULE_1__/* .releaseBuffer */ .k)(new Uint8Array(this.ends.buffer));
            this.ends = ends;
        }
        const need = this.byteLength + bytes;
        if (need > this.bytes.length) {
            this.bytes = replaced(this.bytes, Math.max(this.bytes.length * 2, need), this.byteLength);
        }
    }
    check(i) {
        if (!(i >= 0 && i < this.count))
            throw new RangeError(`no path ${i} in a table of ${this.count}`);
    }
}
/**
 * Finds rows of a PathTable by their bytes (and a root number), with no string or map entry per
 * path: open addressing over row numbers, keyed by the table's hash, each candidate compared in
 * full. For duplicate checks and for matching a tree's paths with a prior manifest's.
 */
class PathIndex {
    table;
    rootOf;
    slots;
    mask;
    free;
    /** Unknown to whoever wrote the paths, so they cannot choose paths that collide. */
    seed = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.getRandomValues)(new Uint32Array(1))[0];
    constructor(table, rootOf = () => 0, capacity = table.length) {
        this.table = table;
        this.rootOf = rootOf;
        let size = 16;
        while (size < capacity * 2)
            size *= 2;
        this.slots = new Int32Array(size).fill(-1);
        this.mask = size - 1;
        this.free = size - 1; // one slot stays empty, so that every probe ends
    }
    /** Adds row `row` of the table; returns an earlier row with the same root and path, or -1. */
    add(row) {
        const root = this.rootOf(row);
        for (let s = this.table.hash(row, this.seedFor(root)) & this.mask;; s = (s + 1) & this.mask) {
            const other = this.slots[s];
            if (other < 0) {
                if (this.free-- === 0)
                    throw new RangeError('a PathIndex got more rows than it was made for');
                this.slots[s] = row;
                return -1;
            }
            if (this.rootOf(other) === root && this.table.equals(other, this.table, row))
                return other;
        }
    }
    seedFor(root) {
        return this.seed ^ Math.imul(root, 0x9e3779b1);
    }
    /** The row added with path `i` of `other` under root `root`, or -1. */
    find(other, i, root = 0) {
        for (let s = other.hash(i, this.seedFor(root)) & this.mask;; s = (s + 1) & this.mask) {
            const row = this.slots[s];
            if (row < 0)
                return -1;
            if (this.rootOf(row) === root && this.table.equals(row, other, i))
                return row;
        }
    }
}
/**
 * A buffer of `size` bytes holding the first `keep` of `old`, whose memory is freed now: a main
 * thread whose heap stops growing (a restore's, after its plan) never collects the old one, and
 * a 200,000-path table's spare copies kept 25 MB of RSS to the end.
 */
function replaced(old, size, keep = size) {
    const fresh = Buffer.allocUnsafeSlow(size);
    old.copy(fresh, 0, 0, keep);
    (0,_release_buffer_js__WEBPACK_IMPORTED_MODULE_1__/* .releaseBuffer */ .k)(old);
    return fresh;
}


/***/ }),

/***/ 5424:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ pruneCache)
/* harmony export */ });
/* unused harmony export DEFAULT_PRUNE_GRACE_MS */
/* harmony import */ var _bounded_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8021);
/* harmony import */ var _manifest_read_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1595);
/* harmony import */ var _cache_manifest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3769);
/* harmony import */ var _cache_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2796);
/* harmony import */ var _store_delete_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2732);
/* harmony import */ var _store_list_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2387);






/** Packs younger than this are never deleted: a save uploads them before its manifest. */
const DEFAULT_PRUNE_GRACE_MS = 24 * 3600_000;
/** Every manifest of the store, in every keyspace (repositories' own and the shared one). */
async function listManifests(session, store, signal) {
    const found = [];
    for (const folder of (0,_cache_names_js__WEBPACK_IMPORTED_MODULE_3__/* .allEntryFolders */ .FC)(store))
        for (const object of await (0,_store_list_js__WEBPACK_IMPORTED_MODULE_5__/* .listAll */ ._)(session, { bucket: store.bucket, prefix: folder }, signal))
            if ((0,_cache_names_js__WEBPACK_IMPORTED_MODULE_3__/* .parseAnyManifestName */ .Yt)(store, object.key))
                found.push(object);
    return found;
}
/**
 * What a set of manifests names (object keys of packs and blobs, added to `named`), and the
 * manifests that could not be read. Each is read in its own keyspace, as the restore reads it.
 */
async function namedObjects(session, store, { manifests, named }, signal) {
    const unreadable = [];
    await (0,_bounded_js__WEBPACK_IMPORTED_MODULE_0__/* .forEachBounded */ .a)(manifests.length, 16, async (i) => {
        const key = manifests[i].key;
        const parsed = (0,_cache_names_js__WEBPACK_IMPORTED_MODULE_3__/* .parseAnyManifestName */ .Yt)(store, key);
        const keyspace = { bucket: store.bucket, prefix: store.prefix, repository: parsed.repository };
        try {
            const { manifest } = await (0,_manifest_read_js__WEBPACK_IMPORTED_MODULE_1__/* .fetchManifest */ .Cj)(session, { store: keyspace, objectKey: key, listedBytes: manifests[i].size }, signal);
            for (const object of manifest.objects)
                named.add((0,_cache_names_js__WEBPACK_IMPORTED_MODULE_3__/* .storeRoot */ .q1)(store) + object.name);
        }
        catch (error) {
            signal.throwIfAborted();
            // A manifest deleted since the listing (a prune or `cache rm` at the same time) names
            // nothing any more; anything else is unreadable.
            const status = error.statusCode;
            const junk = error instanceof _cache_manifest_js__WEBPACK_IMPORTED_MODULE_2__/* .ManifestError */ .Sh;
            if (status !== 404)
                unreadable.push({ key, reason: error.message, junk });
        }
    });
    return unreadable;
}
/**
 * Warnings for manifests that could not be read; true when any was out of reach (not junk), so
 * that what it names is unknown and nothing in cas/ may be deleted. Junk (anyone who may write a
 * scope can put it there: bytes that are no manifest of this format, a changed checksum, an
 * oversized one) cannot be trusted to name anything, so it protects nothing: were it to stop the
 * sweep, one object in a pull request's scope would stop every prune.
 */
function reportUnreadable(unreadable, warnings) {
    for (const { key, reason, junk } of unreadable)
        warnings.push(junk
            ? `the manifest ${JSON.stringify(key)} is not one this release can read (${reason}): it was left out, and protects nothing it may name`
            : `the manifest ${JSON.stringify(key)} cannot be read: ${reason}`);
    return unreadable.some((u) => !u.junk);
}
/**
 * Deletes manifests older than `olderThanMs`, then the packs and blobs that no remaining manifest
 * names and that are older than the grace period. Safe beside saves running at the same time:
 * a save uploads its packs before its manifest, and packs younger than the grace period are
 * kept; and the manifests are listed again just before the delete, so that an entry committed
 * meanwhile (reusing an old pack) keeps what it names. A manifest out of reach (an S3 error)
 * stops the second step: what it names is unknown, so nothing is deleted on a guess; junk is
 * left out (reportUnreadable). `unreadable` lists both for the caller to report with the command
 * that removes each. Only the format's pack and blob names are ever deleted under `cas/`.
 */
async function pruneCache(session, store, options, signal) {
    const now = options.nowMs ?? Date.now();
    const warnings = [];
    const manifests = await listManifests(session, store, signal);
    const isOld = (m) => m.lastModifiedMs < now - options.olderThanMs;
    const old = manifests.filter(isOld);
    await (0,_store_delete_js__WEBPACK_IMPORTED_MODULE_4__/* .deleteKeys */ .I)(session, { bucket: store.bucket, keys: old.map((m) => m.key) }, signal);
    const kept = manifests.filter((m) => !isOld(m));
    const named = new Set();
    const unreadable = await namedObjects(session, store, { manifests: kept, named }, signal);
    const result = {
        manifestsDeleted: old.length,
        manifestsKept: kept.length,
        objectsDeleted: 0,
        bytesDeleted: old.reduce((n, m) => n + m.size, 0),
        objectsKept: 0,
        unreadable: unreadable.map((u) => u.key),
        warnings,
    };
    if (reportUnreadable(unreadable, warnings)) {
        warnings.push('no packs or blobs were deleted, since what the unreadable manifests name is unknown; prune again once they can be read, or remove them (the command is given for each)');
        return result;
    }
    const grace = options.graceMs ?? DEFAULT_PRUNE_GRACE_MS;
    // Only the format's own names: anything else under the prefix is someone else's, never deleted.
    const objects = (await (0,_store_list_js__WEBPACK_IMPORTED_MODULE_5__/* .listAll */ ._)(session, { bucket: store.bucket, prefix: (0,_cache_names_js__WEBPACK_IMPORTED_MODULE_3__/* .casFolder */ .KP)(store) }, signal)).filter((o) => (0,_cache_names_js__WEBPACK_IMPORTED_MODULE_3__/* .isStoreObjectKey */ .gz)(store, o.key));
    let doomed = objects.filter((o) => !named.has(o.key) && o.lastModifiedMs < now - grace);
    if (doomed.length) {
        // The second look: entries committed since the first listing may reuse a doomed pack.
        await options.beforeSecondLook?.();
        const seen = new Set(kept.map((m) => m.key));
        const fresh = (await listManifests(session, store, signal)).filter((m) => !seen.has(m.key) && !isOld(m));
        const late = await namedObjects(session, store, { manifests: fresh, named }, signal);
        const lateKeys = late.map((u) => u.key);
        if (reportUnreadable(late, warnings)) {
            warnings.push('no packs or blobs were deleted: a manifest saved meanwhile cannot be read');
            return { ...result, unreadable: [...result.unreadable, ...lateKeys] };
        }
        result.unreadable = [...result.unreadable, ...lateKeys];
        doomed = doomed.filter((o) => !named.has(o.key));
    }
    await (0,_store_delete_js__WEBPACK_IMPORTED_MODULE_4__/* .deleteKeys */ .I)(session, { bucket: store.bucket, keys: doomed.map((o) => o.key) }, signal);
    return {
        ...result,
        objectsDeleted: doomed.length,
        bytesDeleted: result.bytesDeleted + doomed.reduce((n, o) => n + o.size, 0),
        objectsKept: objects.length - doomed.length,
    };
}


/***/ }),

/***/ 6389:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ releaseBuffer)
/* harmony export */ });
/**
 * Frees a buffer's memory now instead of at the thread's next garbage collection, by detaching
 * its ArrayBuffer (`ArrayBuffer.prototype.transfer(0)`, Node 21 and later; a no-op where it is
 * missing). V8 collects a worker's dead buffers late: 200 frames of 2 MB decoded one after the
 * other held 124 MB of RSS, against 52 MB when each was released (a script on the shared
 * machine), and a restore's worker arenas stayed as large as that pile.
 *
 * Only for buffers the caller owns outright, with no other view still in use: every view of the
 * ArrayBuffer becomes empty. Buffers up to Buffer.poolSize are left alone, since small ones
 * share Node's allocation pool with unrelated buffers.
 */
function releaseBuffer(view) {
    const buffer = view.buffer;
    if (!(buffer instanceof ArrayBuffer) || buffer.byteLength <= Buffer.poolSize)
        return;
    if (buffer.detached === false)
        buffer.transfer?.(0);
}


/***/ }),

/***/ 886:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ removeManifest),
/* harmony export */   n: () => (/* binding */ removeEntries)
/* harmony export */ });
/* harmony import */ var _cache_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2796);
/* harmony import */ var _store_delete_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2732);
/* harmony import */ var _store_list_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2387);



/**
 * Deletes the entries (manifests) of one key in the store's keyspace: every scope and version,
 * or only the scopes given. The packs and blobs they named stay until a prune finds no entry
 * naming them (they may be shared with other entries).
 */
async function removeEntries(session, store, options, signal) {
    const doomed = (await (0,_store_list_js__WEBPACK_IMPORTED_MODULE_2__/* .listAll */ ._)(session, { bucket: store.bucket, prefix: (0,_cache_names_js__WEBPACK_IMPORTED_MODULE_0__/* .entriesFolder */ .jQ)(store) }, signal)).filter((object) => {
        const parsed = (0,_cache_names_js__WEBPACK_IMPORTED_MODULE_0__/* .parseManifestName */ .i9)(store, object.key);
        return (parsed !== undefined &&
            parsed.key === options.key &&
            (options.scopes === undefined || options.scopes.includes(parsed.scope)));
    });
    await (0,_store_delete_js__WEBPACK_IMPORTED_MODULE_1__/* .deleteKeys */ .I)(session, { bucket: store.bucket, keys: doomed.map((o) => o.key) }, signal);
    return {
        removed: doomed.map((o) => o.key),
        bytesDeleted: doomed.reduce((n, o) => n + o.size, 0),
    };
}
/**
 * Deletes one manifest by its object name, in any keyspace: the way out for a manifest that
 * cannot be read (prune names it). Only a manifest's name is accepted, never any key of the bucket.
 */
async function removeManifest(session, store, objectKey, signal) {
    if (!(0,_cache_names_js__WEBPACK_IMPORTED_MODULE_0__/* .parseAnyManifestName */ .Yt)(store, objectKey))
        throw new _cache_names_js__WEBPACK_IMPORTED_MODULE_0__/* .CacheNameError */ .uY(`${JSON.stringify(objectKey)} is not the name of a manifest under ${JSON.stringify(`s3://${store.bucket}/${store.prefix}`)}`);
    const listed = await (0,_store_list_js__WEBPACK_IMPORTED_MODULE_2__/* .listAll */ ._)(session, { bucket: store.bucket, prefix: objectKey, lister: 'single' }, signal);
    const found = listed.find((o) => o.key === objectKey);
    if (!found)
        return { removed: [], bytesDeleted: 0 };
    await (0,_store_delete_js__WEBPACK_IMPORTED_MODULE_1__/* .deleteKeys */ .I)(session, { bucket: store.bucket, keys: [objectKey] }, signal);
    return { removed: [objectKey], bytesDeleted: found.size };
}


/***/ }),

/***/ 2732:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ deleteKeys)
/* harmony export */ });
/* harmony import */ var _retry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5402);
/* harmony import */ var _s3_s3_failure_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6602);
/* harmony import */ var _store_request_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4982);



/** Deletes keys, 1,000 a request. */
async function deleteKeys(session, { bucket, keys }, signal) {
    for (let i = 0; i < keys.length; i += 1000) {
        const batch = keys.slice(i, i + 1000);
        const answer = await (0,_retry_js__WEBPACK_IMPORTED_MODULE_0__/* .withRetry */ .bD)(() => session.client.send((s3) => new s3.DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }), { abortSignal: (0,_store_request_js__WEBPACK_IMPORTED_MODULE_2__/* .requestSignal */ .OL)(signal) }), (0,_store_request_js__WEBPACK_IMPORTED_MODULE_2__/* .retry */ .L5)(signal)).catch((error) => {
            throw (0,_s3_s3_failure_js__WEBPACK_IMPORTED_MODULE_1__/* .s3FailureFromSdk */ .H)(error, 'DeleteObjects', bucket, batch[0]);
        });
        const failed = answer.Errors?.[0];
        if (failed)
            throw (0,_s3_s3_failure_js__WEBPACK_IMPORTED_MODULE_1__/* .s3Failure */ .l)({
                operation: 'DeleteObjects',
                bucket,
                key: failed.Key ?? '',
                code: failed.Code,
                message: failed.Message ?? 'the delete was refused',
            });
    }
}


/***/ }),

/***/ 1759:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ getRangeInto),
/* harmony export */   q: () => (/* binding */ getBytes)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9473);
/* harmony import */ var _retry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5402);
/* harmony import */ var _s3_content_range_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3290);
/* harmony import */ var _s3_raw_raw_object_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7854);
/* harmony import */ var _s3_s3_failure_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6602);
/* harmony import */ var _file_digest_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9133);
/* harmony import */ var _store_request_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4982);







/** A body that broke off while it streamed, as an S3 failure (a reset connection is retried). */
function streamFailure(place, error) {
    return (0,_s3_s3_failure_js__WEBPACK_IMPORTED_MODULE_4__/* .s3Failure */ .l)({
        ...place,
        code: error.code ?? 'ECONNRESET',
        message: error.message,
        cause: error,
    });
}
/** User metadata from raw answer headers: `x-amz-meta-NAME` as `name`. */
function metadataOfHeaders(headers) {
    const metadata = {};
    for (const [name, value] of Object.entries(headers))
        if (name.startsWith('x-amz-meta-'))
            metadata[name.slice('x-amz-meta-'.length)] = value;
    return metadata;
}
/**
 * A whole object (or one byte range of it). With `maxBytes`, an object larger than that is
 * refused by its Content-Length before its body is read, and a body that runs past it is cut off
 * (BodyTooLargeError, not retried): the bucket decides the size, the caller what it can hold.
 */
async function getBytes(session, { bucket, key, range, noHash, maxBytes = Infinity }, signal) {
    const place = { operation: 'GetObject', bucket, key };
    const got = await (0,_retry_js__WEBPACK_IMPORTED_MODULE_1__/* .withRetry */ .bD)(async () => {
        const request = (0,_store_request_js__WEBPACK_IMPORTED_MODULE_6__/* .requestSignal */ .OL)(signal);
        if (!range) {
            const direct = await session.direct.getObjectWhole(bucket, key, request, { maxBytes });
            if (direct) {
                const lastModified = Date.parse(direct.headers['last-modified'] ?? '');
                return {
                    body: direct.body,
                    metadata: metadataOfHeaders(direct.headers),
                    ...(Number.isNaN(lastModified) ? {} : { lastModifiedMs: lastModified }),
                };
            }
        }
        let object;
        try {
            object = await session.client.send((s3) => new s3.GetObjectCommand({
                Bucket: bucket,
                Key: key,
                ...(range ? { Range: `bytes=${range[0]}-${range[0] + range[1] - 1}` } : {}),
            }), { abortSignal: request });
        }
        catch (error) {
            throw (0,_s3_s3_failure_js__WEBPACK_IMPORTED_MODULE_4__/* .s3FailureFromSdk */ .H)(error, 'GetObject', bucket, key);
        }
        const body = object.Body;
        if ((object.ContentLength ?? 0) > maxBytes) {
            body.destroy();
            throw new _s3_raw_raw_object_js__WEBPACK_IMPORTED_MODULE_3__/* .BodyTooLargeError */ .Au(object.ContentLength, maxBytes, place);
        }
        const chunks = [];
        let bytes = 0;
        try {
            for await (const chunk of body) {
                bytes += chunk.length;
                if (bytes > maxBytes)
                    throw new _s3_raw_raw_object_js__WEBPACK_IMPORTED_MODULE_3__/* .BodyTooLargeError */ .Au(bytes, maxBytes, place);
                chunks.push(chunk);
            }
        }
        catch (error) {
            body.destroy();
            if (error instanceof _s3_raw_raw_object_js__WEBPACK_IMPORTED_MODULE_3__/* .BodyTooLargeError */ .Au)
                throw error;
            throw streamFailure(place, error);
        }
        const whole = Buffer.concat(chunks);
        const expected = range ? range[1] : (object.ContentLength ?? whole.length);
        if (whole.length !== expected)
            throw (0,_s3_s3_failure_js__WEBPACK_IMPORTED_MODULE_4__/* .s3Failure */ .l)({
                ...place,
                code: 'TruncatedBody',
                message: `the body had ${whole.length} bytes, not ${expected}`,
            });
        return {
            body: whole,
            metadata: object.Metadata ?? {},
            lastModifiedMs: object.LastModified?.getTime(),
        };
    }, (0,_store_request_js__WEBPACK_IMPORTED_MODULE_6__/* .retry */ .L5)(signal));
    return { ...got, sha256: noHash ? '' : (0,_file_digest_js__WEBPACK_IMPORTED_MODULE_5__/* .sha256Hex */ .fg)(got.body) };
}
/**
 * Bytes [offset, offset + length) of an object, read straight into one buffer of exactly that
 * size with an ArrayBuffer of its own, so that it can be moved to a worker thread without a copy
 * (a body gathered in chunks, concatenated, then copied per worker task held each byte three
 * times on the main thread). The length and the Content-Range are checked; the contents are
 * the caller's to check.
 */
async function getRangeInto(session, { bucket, key }, { offset, length }, signal) {
    const place = { operation: 'GetObject', bucket, key };
    const range = `bytes=${offset}-${offset + length - 1}`;
    return (0,_retry_js__WEBPACK_IMPORTED_MODULE_1__/* .withRetry */ .bD)(async () => {
        const request = (0,_store_request_js__WEBPACK_IMPORTED_MODULE_6__/* .requestSignal */ .OL)(signal);
        let body;
        let contentRange;
        const direct = await session.direct.openObject(bucket, key, { range }, request);
        if (direct) {
            body = direct;
            contentRange = direct.headers['content-range'];
        }
        else {
            try {
                const object = await session.client.send((s3) => new s3.GetObjectCommand({ Bucket: bucket, Key: key, Range: range }), { abortSignal: request });
                body = object.Body;
                contentRange = object.ContentRange;
            }
            catch (error) {
                throw (0,_s3_s3_failure_js__WEBPACK_IMPORTED_MODULE_4__/* .s3FailureFromSdk */ .H)(error, 'GetObject', bucket, key);
            }
        }
        const into = new Uint8Array(length);
        let at = 0;
        try {
            (0,_s3_content_range_js__WEBPACK_IMPORTED_MODULE_2__/* .checkContentRange */ .j)(contentRange, offset, length, place);
            for await (const chunk of body) {
                const bytes = chunk;
                if (at + bytes.length > length)
                    throw (0,_s3_s3_failure_js__WEBPACK_IMPORTED_MODULE_4__/* .s3Failure */ .l)({
                        ...place,
                        code: 'TruncatedBody',
                        message: `the body of ${range} was longer than ${length} bytes`,
                    });
                into.set(bytes, at);
                at += bytes.length;
                session.direct.wire.add(bytes.length);
            }
        }
        catch (error) {
            body.destroy();
            if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .S3Error */ .Dg)
                throw error;
            throw streamFailure(place, error);
        }
        if (at !== length)
            throw (0,_s3_s3_failure_js__WEBPACK_IMPORTED_MODULE_4__/* .s3Failure */ .l)({
                ...place,
                code: 'TruncatedBody',
                message: `the body of ${range} had ${at} bytes, not ${length}`,
            });
        return into;
    }, (0,_store_request_js__WEBPACK_IMPORTED_MODULE_6__/* .retry */ .L5)(signal));
}


/***/ }),

/***/ 3425:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EK: () => (/* binding */ objectExists),
/* harmony export */   MP: () => (/* binding */ objectHead),
/* harmony export */   dx: () => (/* binding */ objectMetadata)
/* harmony export */ });
/* harmony import */ var _retry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5402);
/* harmony import */ var _s3_s3_failure_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6602);
/* harmony import */ var _store_request_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4982);



/** HEAD of an object, or undefined when it does not exist; other failures are thrown. */
async function objectHead(session, object, signal) {
    const { bucket, key } = object;
    try {
        const head = await (0,_retry_js__WEBPACK_IMPORTED_MODULE_0__/* .withRetry */ .bD)(() => session.client.send((s3) => new s3.HeadObjectCommand({ Bucket: bucket, Key: key }), {
            abortSignal: (0,_store_request_js__WEBPACK_IMPORTED_MODULE_2__/* .requestSignal */ .OL)(signal),
        }), (0,_store_request_js__WEBPACK_IMPORTED_MODULE_2__/* .retry */ .L5)(signal));
        return {
            size: head.ContentLength ?? -1,
            etag: (0,_store_request_js__WEBPACK_IMPORTED_MODULE_2__/* .bareEtag */ .A1)(head.ETag),
            metadata: head.Metadata ?? {},
        };
    }
    catch (error) {
        const status = error.$metadata?.httpStatusCode;
        if (status === 404)
            return undefined;
        throw (0,_s3_s3_failure_js__WEBPACK_IMPORTED_MODULE_1__/* .s3FailureFromSdk */ .H)(error, 'HeadObject', bucket, key);
    }
}
/** An object's user metadata (HEAD), or undefined when it does not exist; other failures are thrown. */
async function objectMetadata(session, object, signal) {
    return (await objectHead(session, object, signal))?.metadata;
}
/** Whether an object exists (HEAD); other failures are thrown. */
async function objectExists(session, object, signal) {
    return (await objectMetadata(session, object, signal)) !== undefined;
}


/***/ }),

/***/ 2387:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ forEachListed),
/* harmony export */   _: () => (/* binding */ listAll)
/* harmony export */ });
/* harmony import */ var _s3_list_list_objects_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5649);

/**
 * Every entry under a prefix, every page, through the project's lister (threaded by default;
 * `single` where a worker thread's start costs more than the listing is likely to take).
 */
async function listAll(session, listing, signal) {
    const entries = [];
    await forEachListed(session, listing, signal, (entry) => entries.push(entry));
    return entries;
}
/**
 * Calls `visit` with every entry under a prefix, page by page, keeping none: a lookup keeps only
 * its best candidate, so a listing that never ends (a hostile server) grows no memory and ends
 * at the signal (the restore's deadline).
 */
async function forEachListed(session, { bucket, prefix, lister }, signal, visit) {
    const listing = (0,_s3_list_list_objects_js__WEBPACK_IMPORTED_MODULE_0__/* .listObjects */ .L)({
        client: { ...session.clientSettings, maxSockets: 4 },
        bucket,
        prefix,
        signal,
        lister,
    });
    for await (const batch of listing) {
        signal.throwIfAborted();
        for (const entry of batch)
            visit(entry);
    }
}


/***/ }),

/***/ 4982:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A1: () => (/* binding */ bareEtag),
/* harmony export */   L5: () => (/* binding */ retry),
/* harmony export */   OL: () => (/* binding */ requestSignal),
/* harmony export */   j2: () => (/* binding */ REQUEST_TIMEOUT_MS)
/* harmony export */ });
/* harmony import */ var _retry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5402);

// What every request of the store shares (store-list.ts, store-get.ts, store-put.ts,
// store-head.ts, store-delete.ts): its time limit, its retries, how it names an object.
/** Each request's own limit, whatever the deadline of the whole job. */
const REQUEST_TIMEOUT_MS = 120_000;
/** The job's signal and a per-request timeout, as one. */
function requestSignal(signal, timeoutMs = REQUEST_TIMEOUT_MS) {
    return AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]);
}
/** The store's retries (src/retry.ts): four attempts, as every request of the cache job. */
function retry(signal) {
    return { ..._retry_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_RETRY */ .vI, attempts: 4, signal };
}
/** An ETag without its quotes (and a weak marker), as stored objects compare them. */
function bareEtag(etag) {
    const bare = etag?.replace(/^W\//, '').replace(/^"(.*)"$/, '$1');
    return bare || undefined;
}


/***/ }),

/***/ 9667:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XV: () => (/* binding */ traceMemory),
/* harmony export */   i8: () => (/* binding */ sampleMemory)
/* harmony export */ });
/* unused harmony export memoryTraceOn */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5919);


/**
 * A diagnostic for the cache benchmark: with S3_SYNC_CACHE_MEMORY_TRACE naming a file, the main
 * thread samples its memory every 25 ms while a worker pool is open, and each worker records
 * its own at the heaviest point of every task (frames decoded, before landing). One JSON line
 * per sample: `{t, thread, where, rss, heapUsed, heapTotal, external, arrayBuffers}` (bytes,
 * t in ms of the wall clock). rss is the whole process's; the rest is the thread's own isolate
 * (`process.memoryUsage()` in a worker reports that worker's heap). Off by default: nothing is
 * measured or written.
 */
const TRACE_FILE = process.env.S3_SYNC_CACHE_MEMORY_TRACE;
const memoryTraceOn = Boolean(TRACE_FILE);
function traceMemory(where) {
    if (!TRACE_FILE)
        return;
    const m = process.memoryUsage();
    const line = {
        t: Date.now(),
        thread: node_worker_threads__WEBPACK_IMPORTED_MODULE_1__.threadId,
        where,
        rss: m.rss,
        heapUsed: m.heapUsed,
        heapTotal: m.heapTotal,
        external: m.external,
        arrayBuffers: m.arrayBuffers,
    };
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.appendFileSync)(TRACE_FILE, `${JSON.stringify(line)}\n`);
}
/** Samples the calling thread every 25 ms until the returned function is called. */
function sampleMemory(where) {
    if (!TRACE_FILE)
        return () => undefined;
    traceMemory(where);
    const timer = setInterval(() => traceMemory(where), 25);
    timer.unref();
    return () => clearInterval(timer);
}


/***/ }),

/***/ 7724:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  IQ: () => (/* binding */ CacheTaskError),
  Vm: () => (/* binding */ CacheWorkerPool)
});

// UNUSED EXPORTS: defaultWorkerCount

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:module"
var external_node_module_ = __webpack_require__(8995);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(5919);
// EXTERNAL MODULE: ./build/cache/workers/cache-memory-trace.js
var cache_memory_trace = __webpack_require__(9667);
// EXTERNAL MODULE: ./build/s3/list/error-transport.js
var error_transport = __webpack_require__(6678);
;// CONCATENATED MODULE: ./build/cache/workers/worker-stop.js

/**
 * A flag the main thread raises to stop its cache workers' tasks between two files: a worker's
 * loops are synchronous (decode, hash, write), so a message to it waits until its task ends, and
 * a crafted entry's one task could write 384 MiB after its deadline (issue 25). The flag is one
 * shared 32-bit word, read with Atomics between files and frames (a few ns each).
 */
function createStopFlag() {
    return new Int32Array(new SharedArrayBuffer(4));
}
function raiseStopFlag(flag) {
    Atomics.store(flag, 0, 1);
}
/** A task given up because the restore stopped it (failed, cancelled or past its deadline). */
class TaskStoppedError extends Error {
    name = 'TaskStoppedError';
    constructor() {
        super('the task was stopped: the restore failed or passed its deadline');
    }
}
/** This worker's flag, from its workerData; none on the main thread (a save's inline tasks). */
const flag = external_node_worker_threads_.isMainThread
    ? undefined
    : (external_node_worker_threads_.workerData?.stopFlag ?? undefined);
/** Throws TaskStoppedError once the main thread has raised this worker's flag. */
function throwIfStopped() {
    if (flag !== undefined && Atomics.load(flag, 0) !== 0)
        throw new TaskStoppedError();
}

;// CONCATENATED MODULE: ./build/cache/workers/cache-worker-pool.js









/**
 * A task that failed in a worker. What it had landed needs no list: every temporary name a
 * restore may write is in its record before the first is written (restore-record.ts).
 */
class CacheTaskError extends Error {
    code;
    name;
    constructor(name, message, code) {
        super(message);
        this.code = code;
        this.name = name;
    }
}
/** Workers for the CPU-bound parts of caching: one per core, at most four, at least one. */
function defaultWorkerCount() {
    return Math.max(1, Math.min(4, external_node_os_.availableParallelism()));
}
/**
 * A fixed set of worker threads taking tasks in turn (the least busy first). Hashing, zstd and
 * the file writes of a restore run there, so they use every core while the main thread keeps
 * the network busy.
 */
class CacheWorkerPool {
    size;
    workers = [];
    waiting = new Map();
    nextId = 0;
    broken;
    stopSampling = (0,cache_memory_trace/* sampleMemory */.i8)('main');
    /** Workers that have not yet said they are loaded; `started` settles at zero. */
    starting;
    whenStarted;
    /** Every worker has loaded its bundle (or the pool broke or closed). */
    started = new Promise((resolve) => (this.whenStarted = resolve));
    /** Raised by stop(): every worker gives up its tasks at the next file (worker-stop.ts). */
    stopFlag = createStopFlag();
    constructor(size = defaultWorkerCount()) {
        this.size = size;
        this.starting = size;
        for (let i = 0; i < size; i++) {
            const worker = startWorker(this.stopFlag);
            worker.on('message', (reply) => {
                if ('ready' in reply) {
                    if (--this.starting === 0)
                        this.whenStarted();
                }
                else
                    this.settle(reply);
            });
            worker.on('error', (error) => this.fail(error));
            worker.on('exit', (code) => {
                if (code !== 0)
                    this.fail(new Error(`a cache worker thread stopped (exit code ${code})`));
            });
            this.workers.push({ worker, busy: 0 });
        }
    }
    /**
     * Runs a task and gives its result. Buffers in `transfer` move over. When
     * `cancel` aborts, the worker is told to abandon the task (a fetch); the promise still waits
     * for its reply, so nothing the task does outlives it. An S3Error from the worker comes back
     * as one, for the caller's retries.
     */
    run(task, transfer = [], cancel) {
        if (this.broken)
            return Promise.reject(this.broken);
        const slot = this.workers.reduce((a, b) => (b.busy < a.busy ? b : a));
        const id = this.nextId++;
        slot.busy++;
        const onCancel = () => slot.worker.postMessage({ cancel: id });
        cancel?.addEventListener('abort', onCancel, { once: true });
        // The task is posted outside any closure: V8 keeps the variables that closures capture in one
        // context per call, so a task named in the promise's executor lived as long as the callbacks
        // below, until the reply. A pack task's 7,000 paths then outlived scavenges and died in the
        // old space: half of the 28 MB by which a 200,000-file save's main thread heap grew over its
        // packs (issue 12; the other half, see save-upload.ts).
        const reply = new Promise((resolve, reject) => {
            this.waiting.set(id, { resolve, reject });
        });
        try {
            slot.worker.postMessage({ id, task }, transfer);
        }
        catch (error) {
            // As a throw in the executor did: the task is refused and its slot freed.
            this.waiting.get(id).reject(error);
            this.waiting.delete(id);
        }
        if (cancel?.aborted)
            onCancel();
        return reply
            .finally(() => {
            slot.busy--;
            cancel?.removeEventListener('abort', onCancel);
        })
            .then((reply) => {
            if (reply.error?.s3)
                throw (0,error_transport/* deserializeError */.c)(reply.error.s3);
            if (reply.error)
                throw new CacheTaskError(reply.error.name, reply.error.message, reply.error.code);
            return { result: reply.result };
        });
    }
    /**
     * Stops every task at its next file or frame: each then fails with TaskStoppedError. For a restore that has failed or passed its
     * deadline; the pool takes no more tasks afterwards.
     */
    stop() {
        raiseStopFlag(this.stopFlag);
        this.broken ??= new TaskStoppedError();
    }
    /**
     * Ends every worker, mid-task or not: once this resolves no worker writes anything more (a
     * failed restore closes the pool before it undoes). Closing again waits for the same end.
     */
    close() {
        this.closing ??= this.terminateAll();
        return this.closing;
    }
    closing;
    async terminateAll() {
        this.whenStarted();
        this.stopSampling();
        await Promise.all(this.workers.map(({ worker }) => worker.terminate()));
    }
    settle(reply) {
        const waiter = this.waiting.get(reply.id);
        this.waiting.delete(reply.id);
        waiter?.resolve(reply);
    }
    fail(error) {
        this.whenStarted();
        this.broken ??= error;
        for (const waiter of this.waiting.values())
            waiter.reject(error);
        this.waiting.clear();
    }
}
/**
 * A worker's own heap holds a task's file list and little else; its memory is the buffers of
 * frames and files, which V8 counts outside the heap and frees only when it collects. With the
 * default limits each worker let 60-80 MB of dead buffers pile up between collections, and its
 * malloc arena stayed that large (a 50,000-file restore: 64 MB resident per worker arena, by
 * /proc/PID/smaps). A small old generation makes V8 collect sooner (the external memory counts
 * towards its global limit): 357 against 491 MB of peak RSS for that restore. The tasks need
 * 10-25 MB of heap (a pack task of 30,000 tiny files about 10), so 48 MB leaves room. The young
 * generation grew to its default most (a heap of 29 MB per worker, 12 of them empty semi-spaces);
 * 6 MB took 20 MB off a 50,000-file restore's peak RSS.
 */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 6 };
/**
 * From sources (tests, tsx) the entry is TypeScript, so a bootstrap registers tsx first, as the
 * listing worker does; from a build, the entry is tsc's output or the bundle beside dist/.
 */
function startWorker(stopFlag) {
    const workerData = { stopFlag };
    const self = (0,external_node_url_.fileURLToPath)(import.meta.url);
    const here = external_node_path_.dirname(self);
    if (self.endsWith('.ts')) {
        const entry = (0,external_node_url_.pathToFileURL)(external_node_path_.join(here, '..', 'cache-worker-entry.ts')).href;
        const tsxCjs = (0,external_node_module_.createRequire)(import.meta.url).resolve('tsx/esm/api');
        const tsx = (0,external_node_url_.pathToFileURL)(external_node_path_.join(external_node_path_.dirname(tsxCjs), 'index.mjs')).href;
        const bootstrap = `import(${JSON.stringify(tsx)}).then((t) => t.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}));`;
        return new external_node_worker_threads_.Worker(bootstrap, { eval: true, workerData, resourceLimits: WORKER_LIMITS });
    }
    const candidates = [
        external_node_path_.join(here, '..', 'cache-worker-entry.js'), // tsc's output (build/cache/workers/)
        external_node_path_.join(here, 'cache-worker', 'index.js'), // dist/index.js
        external_node_path_.join(here, '..', 'cache-worker', 'index.js'), // dist/cli/index.js, dist/cache/...
    ];
    const entry = candidates.find((file) => (0,external_node_fs_.existsSync)(file));
    if (!entry)
        throw new Error(`the cache worker's bundle is missing (looked for ${candidates.join(', ')}); rebuild with npm run package`);
    return new external_node_worker_threads_.Worker(entry, { workerData, resourceLimits: WORKER_LIMITS });
}


/***/ }),

/***/ 3689:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ removeManifestCommand)
/* harmony export */ });
/* unused harmony export shellWord */
/**
 * Characters a reader cannot see or that move text around: controls, and Unicode's format
 * characters (zero-width spaces and joiners, bidirectional overrides) and line separators. A
 * name holding one is written with `\\x` escapes, so the command shows what it runs.
 */
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\p{Cf}\u2028\u2029]/u; // eslint-disable-line no-control-regex
/**
 * A POSIX shell word that stands for `text` exactly, for commands the user copies from a log or
 * a summary: plain when it is safe, in single quotes otherwise, and as `$'...'` with escapes when
 * it holds control characters, so that no newline or escape sequence of an untrusted name is
 * ever printed raw.
 */
function shellWord(text) {
    if (/^[A-Za-z0-9_./:%=+@,-]+$/.test(text))
        return text;
    if (!INVISIBLE.test(text))
        return `'${text.replace(/'/g, `'\\''`)}'`;
    let out = '';
    for (const char of text) {
        if (char === '\\' || char === "'")
            out += `\\${char}`;
        else if (INVISIBLE.test(char))
            for (const byte of Buffer.from(char, 'utf8'))
                out += `\\x${byte.toString(16).padStart(2, '0')}`;
        else
            out += char;
    }
    return `$'${out}'`;
}
/**
 * The CLI command that removes one manifest of a store (`s3://bucket/prefix`), as prune reports
 * an unreadable one from either front-end; the user adds the connection flags the job used.
 */
function removeManifestCommand(storeUrl, objectKey) {
    return `npx s3-sync cache rm ${shellWord(storeUrl)} --manifest ${shellWord(objectKey)}`;
}


/***/ })

};

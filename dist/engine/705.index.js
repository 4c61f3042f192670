export const id = 705;
export const ids = [705];
export const modules = {

/***/ 7786:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CACHE_STEPS: () => (/* binding */ CACHE_STEPS),
  runCacheStep: () => (/* binding */ runCacheStep)
});

// EXTERNAL MODULE: ./build/exit-when-written.js
var exit_when_written = __webpack_require__(7421);
// EXTERNAL MODULE: ./build/report/publish-report.js
var publish_report = __webpack_require__(8275);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 7 modules
var core = __webpack_require__(3838);
// EXTERNAL MODULE: ./build/cache/store/prune-cache.js
var prune_cache = __webpack_require__(5424);
// EXTERNAL MODULE: ./build/cache/store/remove-entries.js
var remove_entries = __webpack_require__(886);
// EXTERNAL MODULE: ./build/errors.js
var errors = __webpack_require__(9473);
// EXTERNAL MODULE: ./build/options/connection-options.js
var connection_options = __webpack_require__(8174);
// EXTERNAL MODULE: ./build/options/option-table.js
var option_table = __webpack_require__(3265);
// EXTERNAL MODULE: ./build/report/format.js
var format = __webpack_require__(2772);
// EXTERNAL MODULE: ./build/s3/with-s3-session.js + 5 modules
var with_s3_session = __webpack_require__(3564);
// EXTERNAL MODULE: ./build/cache-action/cache-constants.js
var cache_constants = __webpack_require__(1456);
// EXTERNAL MODULE: ./build/cache/store/cache-names.js
var cache_names = __webpack_require__(2796);
// EXTERNAL MODULE: ./build/s3/location.js
var s3_location = __webpack_require__(1984);
// EXTERNAL MODULE: ./build/cache-action/cache-access.js + 1 modules
var cache_access = __webpack_require__(8307);
// EXTERNAL MODULE: ./build/cache-action/cache-keys.js
var cache_keys = __webpack_require__(2009);
// EXTERNAL MODULE: ./build/cache-action/cache-options.js
var cache_options = __webpack_require__(1635);
// EXTERNAL MODULE: ./build/cache-action/cache-scopes.js
var cache_scopes = __webpack_require__(9204);
;// CONCATENATED MODULE: ./build/cache-action/cache-settings.js










const BUCKET_FORM = "an S3 URL such as 's3://my-caches' or 's3://my-caches/prefix/'";
function readStore(given, env) {
    const value = given || (env[cache_constants/* BUCKET_ENV */.ZJ] ?? '').trim();
    // Say where a bad value came from: the input, or the organisation-wide variable.
    const source = given ? cache_constants/* CacheInputs */.Ib.Bucket : `${cache_constants/* CacheInputs */.Ib.Bucket} (from ${cache_constants/* BUCKET_ENV */.ZJ})`;
    if (value === '')
        return undefined;
    if (!(0,s3_location/* isS3Url */.At)(value))
        throw new errors/* InputError */.dz(source, value, BUCKET_FORM);
    return (0,s3_location/* parseS3Url */.F$)(value, source);
}
/**
 * The repository whose keyspace a step uses. The runner always sets GITHUB_REPOSITORY; without
 * it the step cannot tell repositories apart, and a silent shared keyspace is what this guards
 * against, so it is an error unless the workflow chose the shared one.
 */
function readRepository(env) {
    const repository = (env.GITHUB_REPOSITORY ?? '').trim();
    if (!cache_names/* REPOSITORY_NAME */.Ni.test(repository))
        throw new errors/* InputError */.dz('GITHUB_REPOSITORY', repository, `OWNER/NAME, as the runner sets it (or set '${cache_constants/* CacheInputs */.Ib.CrossRepository}: true' for the keyspace every repository shares)`);
    return repository;
}
/**
 * Reads a cache step's inputs from the table of options (CACHE_OPTIONS). Inputs a step does not
 * declare read as '' and take their defaults, so restore, save and the combined action share
 * this one reader.
 */
function readCacheSettings(input, env = process.env) {
    return readCacheSettingsWith(input, env, undefined);
}
/**
 * As readCacheSettings, with the access decided already (`decided`): the combined action's post
 * step takes the one its main step recorded, and must not read the event payload again, which
 * code earlier in the job can rewrite (so `env` then leaves GITHUB_EVENT_PATH out).
 */
function readCacheSettingsWith(input, env, decided) {
    const workspace = env.GITHUB_WORKSPACE || process.cwd();
    const values = (0,option_table/* readActionOptions */.XG)(cache_options/* CACHE_OPTIONS */.A, input, { baseDir: workspace });
    const keys = (0,cache_keys/* validateCacheKeys */.V)(values.key, values.restoreKeys);
    const location = readStore(values.bucket, env);
    const store = location && !values.crossRepository
        ? { ...location, repository: readRepository(env) }
        : location;
    const connection = values;
    const scopes = (0,cache_scopes/* computeCacheScopes */.HX)(values.scope, (0,cache_scopes/* runRefsFromEnv */.FL)(env));
    const ownScope = (0,cache_scopes/* writeScopeOf */.Tf)(env.GITHUB_REF ?? '');
    return {
        ...keys,
        // Without a bucket the connection inputs mean nothing, so a stray one is not an error.
        client: store ? (0,connection_options/* clientSettingsFrom */.Xw)(connection, env, 'action') : {},
        secrets: (0,connection_options/* connectionSecrets */.K$)(connection),
        paths: values.path,
        workspace,
        lookupOnly: values.lookupOnly,
        failOnCacheMiss: values.failOnCacheMiss,
        crossOs: values.enableCrossOsArchive,
        uploadChunkSizeBytes: values.uploadChunkSize,
        saveAlways: values.saveAlways,
        allowLinkedPaths: values.allowLinkedPaths,
        update: values.update,
        summary: values.summary,
        store,
        scopeMode: values.scope,
        scopes,
        access: decided ??
            (0,cache_access/* computeCacheAccess */.md)((0,cache_access/* accessFactsFromEnv */.nn)(env, values.saveUntrusted, scopes.writeScope === ownScope)),
    };
}

;// CONCATENATED MODULE: ./build/cache-action/job-signal.js
/**
 * One AbortController per step, aborted when the runner cancels the job (SIGINT, then SIGTERM),
 * so that every request in flight stops; the listeners go when the step ends.
 */
async function withJobSignal(step) {
    const controller = new AbortController();
    const onSignal = () => controller.abort(new Error('the job was cancelled'));
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    try {
        return await step(controller.signal);
    }
    finally {
        process.off('SIGINT', onSignal);
        process.off('SIGTERM', onSignal);
    }
}

// EXTERNAL MODULE: ./build/cache-action/prune-options.js
var prune_options = __webpack_require__(2233);
// EXTERNAL MODULE: ./build/cache-action/prune-summary.js + 1 modules
var prune_summary = __webpack_require__(7919);
;// CONCATENATED MODULE: ./build/cache-action/prune-step.js














/**
 * cache/prune: remove entries older than `older-than` and every pack and blob no remaining entry
 * reads (or, with `delete-key`, one key's entries and then what no entry reads). Anything that
 * fails fails the step: a scheduled job should say so, not warn.
 */
function runPruneStep() {
    return withJobSignal((signal) => runStep(signal));
}
async function runStep(signal) {
    const startedAtMs = Date.now();
    let report;
    let summary = true;
    let failure;
    try {
        const env = process.env;
        const values = (0,option_table/* readActionOptions */.XG)(prune_options/* PRUNE_OPTIONS */.e, (name) => core/* getInput */.V4(name), {
            baseDir: env.GITHUB_WORKSPACE || process.cwd(),
        });
        summary = values.summary;
        const store = readStore(values.bucket, env);
        if (!store)
            throw new errors/* InputError */.dz(cache_constants/* CacheInputs */.Ib.Bucket, '', `an S3 URL such as 's3://my-caches/prefix/' (or the ${cache_constants/* BUCKET_ENV */.ZJ} environment variable): prune has no GitHub cache service fallback`);
        const connection = values;
        (0,publish_report/* maskSecrets */.QU)((0,connection_options/* connectionSecrets */.K$)(connection));
        const client = (0,connection_options/* clientSettingsFrom */.Xw)(connection, env, 'action');
        (0,publish_report/* logProxy */.b_)(client.proxy);
        report = await (0,with_s3_session/* withS3Session */.z)({
            client,
            maxRequests: cache_constants/* PRUNE_MAX_REQUESTS */.DB,
            signal,
        }, (session) => prune({ values, store, session, signal, startedAtMs }));
        (0,publish_report/* publishReport */.S3)(prune_summary/* pruneRenderer */.uM, report);
    }
    catch (error) {
        failure = error instanceof Error ? error : new Error(String(error));
        core/* setFailed */.C1((0,format/* oneLogLine */.Hr)(failure.message));
    }
    finally {
        const done = report;
        if (summary)
            await (0,publish_report/* writeStepSummary */.oG)(() => (0,prune_summary/* renderPruneSummary */.L5)(done, failure));
    }
}
/** Removes the key's entries (with `delete-key`), then prunes the store. */
async function prune(run) {
    const { values, store, session, signal } = run;
    let keyRemoved;
    if (values.deleteKey !== '') {
        const keyspace = values.crossRepository
            ? store
            : { ...store, repository: readRepository(process.env) };
        keyRemoved = await core/* group */.Os('Remove the key', () => (0,remove_entries/* removeEntries */.n)(session, keyspace, { key: values.deleteKey }, signal));
    }
    const result = await core/* group */.Os('Prune the store', () => (0,prune_cache/* pruneCache */.v)(session, store, {
        // Delete mode removes no entry by age: only the key's, then what nothing reads.
        olderThanMs: values.deleteKey !== '' ? Number.POSITIVE_INFINITY : values.olderThan,
        graceMs: values.grace,
    }, signal));
    return {
        ...result,
        store,
        deleteKey: values.deleteKey === '' ? undefined : values.deleteKey,
        olderThanMs: values.olderThan,
        graceMs: values.grace,
        keyRemoved,
        totalMs: Date.now() - run.startedAtMs,
    };
}

// EXTERNAL MODULE: ./build/retry.js
var retry = __webpack_require__(5402);
// EXTERNAL MODULE: ./build/phases.js
var build_phases = __webpack_require__(7282);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/@actions/glob/lib/glob.js + 17 modules
var glob = __webpack_require__(4427);
;// CONCATENATED MODULE: ./build/cache-action/github/count-paths.js




/**
 * Files and bytes under the cache paths, as @actions/cache would archive them (globs, `!`
 * exclusions, `~` for the home folder): @actions/cache does not report them itself.
 */
async function countPaths(paths, workspace) {
    const patterns = paths
        .map((p) => {
        const negated = p.startsWith('!');
        let body = negated ? p.slice(1) : p;
        if (body === '~' || body.startsWith('~/'))
            body = external_node_path_.join(external_node_os_.homedir(), body.slice(1));
        else if (!external_node_path_.isAbsolute(body))
            body = external_node_path_.join(workspace, body);
        return `${negated ? '!' : ''}${body}`;
    })
        .join('\n');
    const globber = await glob/* create */.v(patterns, {
        implicitDescendants: true,
        followSymbolicLinks: false,
    });
    let files = 0;
    let bytes = 0;
    for await (const file of globber.globGenerator()) {
        const stats = await (0,promises_.lstat)(file).catch(() => undefined);
        if (!stats || stats.isDirectory())
            continue;
        files++;
        bytes += stats.isFile() ? stats.size : 0;
    }
    return { files, bytes };
}

;// CONCATENATED MODULE: ./build/cache-action/github/github-cache.js


/** The runner's cache mode (actions/toolkit): `read`, `write`, `write-only`, `none`; unset allows all. */
function cacheModeAllows(what, env) {
    const mode = (env.ACTIONS_CACHE_MODE ?? '').trim().toLowerCase();
    if (!['read', 'write', 'write-only', 'none'].includes(mode))
        return true;
    return what === 'read'
        ? mode === 'read' || mode === 'write'
        : mode === 'write' || mode === 'write-only';
}
const RESTORE_PHASES = [
    { name: 'restore', label: 'Lookup, download and unpack (@actions/cache)' },
    { name: 'count', label: 'Count restored files' },
];
const SAVE_PHASES = [
    { name: 'count', label: 'Count files' },
    { name: 'save', label: 'Pack and upload (@actions/cache)' },
];
const loadToolkit = () => __webpack_require__.e(/* import() */ 312).then(__webpack_require__.bind(__webpack_require__, 9312));
async function restoreWithGithub(request, env = process.env) {
    const phases = new build_phases/* PhaseCollector */.r(RESTORE_PHASES);
    const keysTried = [request.primaryKey, ...request.restoreKeys];
    const miss = (available, warnings) => ({
        available,
        outcome: 'miss',
        matchedKey: undefined,
        keysTried,
        files: 0,
        bytes: 0,
        phases: phases.list(),
        warnings,
    });
    const toolkit = await loadToolkit();
    if (!toolkit.isFeatureAvailable())
        return miss(false, []);
    if (!cacheModeAllows('read', env)) {
        return miss(true, [
            `The runner's cache mode ${JSON.stringify(env.ACTIONS_CACHE_MODE)} does not allow reads`,
        ]);
    }
    const matchedKey = await phases.time('restore', () => toolkit.restoreCache([...request.paths], request.primaryKey, [...request.restoreKeys], { lookupOnly: request.lookupOnly }, request.crossOs));
    if (matchedKey === undefined)
        return miss(true, []);
    const totals = request.lookupOnly
        ? { files: 0, bytes: 0 }
        : await phases.time('count', () => countPaths(request.paths, request.workspace));
    return {
        available: true,
        // The service matches the primary key exactly before it tries prefixes.
        outcome: matchedKey === request.primaryKey ? 'exact' : 'restore-key',
        matchedKey,
        keysTried,
        ...totals,
        phases: phases.list(),
        warnings: [],
    };
}
async function saveWithGithub(request, env = process.env) {
    const phases = new build_phases/* PhaseCollector */.r(SAVE_PHASES);
    const result = (available, outcome, totals = { files: 0, bytes: 0 }, warnings = []) => ({ available, outcome, ...totals, phases: phases.list(), warnings });
    const toolkit = await loadToolkit();
    if (!toolkit.isFeatureAvailable())
        return result(false, 'failed');
    // Read-only runs (pull requests from forks, untrusted events) must not even try.
    if (!cacheModeAllows('write', env))
        return result(true, 'read-only');
    const totals = await phases.time('count', () => countPaths(request.paths, request.workspace));
    try {
        const id = await phases.time('save', () => toolkit.saveCache([...request.paths], request.key, request.uploadChunkSizeBytes === undefined
            ? undefined
            : { uploadChunkSize: request.uploadChunkSizeBytes }, request.crossOs));
        // -1: the library logged why (the key exists or another job is saving it, a server error).
        return id === -1 ? result(true, 'not-saved', totals) : result(true, 'saved', totals);
    }
    catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return result(true, 'failed', totals, [message]);
    }
}

;// CONCATENATED MODULE: ./build/cache-action/github-backend.js


/** Said when there is neither a bucket nor GitHub's service: the step goes on, without a cache. */
const NO_STORE_WARNING = `No cache store: the input '${cache_constants/* CacheInputs */.Ib.Bucket}' and ${cache_constants/* BUCKET_ENV */.ZJ} are empty, and GitHub's cache service is not available to this step (the runner sets ACTIONS_RESULTS_URL for node actions). Set '${cache_constants/* CacheInputs */.Ib.Bucket}' to an S3 URL such as 's3://my-caches'.`;
async function restoreFromGithubService(settings, startedAtMs) {
    const { available, ...result } = await restoreWithGithub(settings);
    return {
        ...result,
        backend: available ? 'github' : 'none',
        primaryKey: settings.primaryKey,
        // GitHub's service applies its own scopes (the same rule as scope: branch).
        readScopes: [],
        lookupOnly: settings.lookupOnly,
        totalMs: Date.now() - startedAtMs,
        warnings: available ? result.warnings : [NO_STORE_WARNING, ...result.warnings],
    };
}
async function saveToGithubService(settings, key, startedAtMs) {
    const result = await saveWithGithub({ ...settings, key });
    const reasons = {
        saved: undefined,
        'not-saved': 'GitHub’s cache service did not take the entry (the key may have one already; the log says why)',
        'read-only': `the runner's cache mode ${JSON.stringify(process.env.ACTIONS_CACHE_MODE ?? '')} does not allow writes`,
        failed: result.available ? 'the save failed' : 'there is no cache store',
    };
    return {
        files: result.files,
        bytes: result.bytes,
        phases: result.phases,
        backend: result.available ? 'github' : 'none',
        key,
        scope: undefined,
        outcome: result.outcome === 'saved' ? 'saved' : result.outcome === 'failed' ? 'failed' : 'skipped',
        reason: reasons[result.outcome],
        totalMs: Date.now() - startedAtMs,
        warnings: result.available ? result.warnings : [NO_STORE_WARNING, ...result.warnings],
    };
}

// EXTERNAL MODULE: ./build/cache/restore/restore-cache.js + 24 modules
var restore_cache = __webpack_require__(3412);
// EXTERNAL MODULE: ./build/cache/save/save-cache.js + 23 modules
var save_cache = __webpack_require__(4247);
// EXTERNAL MODULE: ./build/cache/store/cache-types.js
var cache_types = __webpack_require__(2949);
;// CONCATENATED MODULE: ./build/cache-action/download-timeout.js

/** The variable actions/cache reads for how long a download may take, in minutes. */
const SEGMENT_TIMEOUT_ENV = 'SEGMENT_DOWNLOAD_TIMEOUT_MINS';
/** Node's timers hold at most 2^31-1 ms (about 24.8 days); a longer one would fire at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/**
 * SEGMENT_DOWNLOAD_TIMEOUT_MINS as actions/cache reads it: minutes, a decimal number such as 10
 * or 2.5, unset or empty for the default of 10. Where actions/cache bounds each 128 MB segment
 * of its one archive's download, this engine downloads and writes packs at once, so the value
 * bounds the whole restore (what the engine's deadline already bounded). A value that is not
 * a number above 0 (actions/cache ignores text and reads 0 as an hour) keeps the default and
 * says so, naming the variable.
 */
function restoreTimeout(env) {
    const text = env[SEGMENT_TIMEOUT_ENV]?.trim() ?? '';
    const setBy = `${SEGMENT_TIMEOUT_ENV} sets it, in minutes`;
    if (text === '')
        return { deadlineMs: undefined, setBy, warning: undefined };
    const minutes = Number(text);
    const ms = Math.round(minutes * 60_000);
    if (/^(\d+\.?\d*|\.\d+)$/.test(text) && minutes > 0 && ms <= MAX_TIMER_MS)
        return { deadlineMs: Math.max(1, ms), setBy, warning: undefined };
    const defaultMinutes = cache_types/* DEFAULT_RESTORE_DEADLINE_MS */.n / 60_000;
    return {
        deadlineMs: undefined,
        setBy,
        warning: `${SEGMENT_TIMEOUT_ENV} is ${JSON.stringify(text)}, not a number of minutes above 0 and at most ${Math.floor(MAX_TIMER_MS / 60_000)} (such as 10 or 2.5): the restore keeps its default limit of ${defaultMinutes} minutes.`,
    };
}

// EXTERNAL MODULE: ./build/cache-action/cache-requests.js + 1 modules
var cache_requests = __webpack_require__(8679);
// EXTERNAL MODULE: ./build/cache-action/cache-step-report.js
var cache_step_report = __webpack_require__(5938);
// EXTERNAL MODULE: ./build/progress/progress-meter.js + 1 modules
var progress_meter = __webpack_require__(3334);
// EXTERNAL MODULE: ./build/progress/progress-sources.js
var progress_sources = __webpack_require__(5159);
;// CONCATENATED MODULE: ./build/cache-action/s3-backend.js











function isReuseHint(value) {
    const hint = value;
    return typeof hint?.manifestObjectKey === 'string' && typeof hint.manifestSha256 === 'string';
}
/** The step's session: as many requests as a cache job keeps in flight; a proxy said once. */
function sessionOptions(settings, signal) {
    (0,publish_report/* logProxy */.b_)(settings.client.proxy);
    return { client: settings.client, maxRequests: cache_constants/* CACHE_MAX_REQUESTS */.hh, signal };
}
/**
 * A long restore or save says how far it is in the step's log, a line about every second (as
 * @actions/cache does); one that ends within the first second says nothing.
 */
function logProgress(stages) {
    return (0,progress_sources/* phaseMeter */.pI)(stages, (read) => new progress_meter/* ProgressMeter */.Z({
        read,
        style: 'log',
        everyMs: (0,progress_meter/* progressEveryMs */.R)(process.env, 'log'),
        write: (line) => core/* info */.pq(line),
    }).start());
}
/** The user's bucket, through the cache engine (src/cache/). */
const s3Backend = {
    async restore(settings, signal, startedAtMs) {
        const store = settings.store;
        const timeout = restoreTimeout(process.env);
        const request = {
            ...(0,cache_requests/* cacheRestoreRequest */.k)({ ...settings, store }),
            ...(timeout.deadlineMs === undefined ? {} : { deadlineMs: timeout.deadlineMs }),
            deadlineSetBy: timeout.setBy,
        };
        const progress = logProgress(progress_sources/* RESTORE_STAGES */.Fq);
        const result = await (0,with_s3_session/* withS3Session */.z)(sessionOptions(settings, signal), (session) => (0,restore_cache/* restoreCache */.P)(session, request, signal, progress.watch)).finally(progress.stop);
        const report = (0,cache_step_report/* s3RestoreReport */.B)(settings, result, Date.now() - startedAtMs);
        return {
            ...report,
            // `none`, as with no store at all: the post step then does not try to save to it.
            backend: result.unreachable ? 'none' : 's3',
            warnings: timeout.warning ? [timeout.warning, ...report.warnings] : report.warnings,
        };
    },
    async save(settings, { key, reuse }, signal, startedAtMs) {
        const store = settings.store;
        const progress = logProgress(progress_sources/* SAVE_STAGES */.Ei);
        const result = await (0,with_s3_session/* withS3Session */.z)(sessionOptions(settings, signal), (session) => (0,save_cache/* saveCache */.I)(session, (0,cache_requests/* cacheSaveRequest */.T)({ ...settings, store }, key, isReuseHint(reuse) ? reuse : undefined), signal, progress.watch)).finally(progress.stop);
        return (0,cache_step_report/* s3SaveReport */.i)(settings, key, result, Date.now() - startedAtMs);
    },
};

;// CONCATENATED MODULE: ./build/cache-action/cache-backends.js


const githubBackend = {
    restore: (settings, _signal, startedAtMs) => restoreFromGithubService(settings, startedAtMs),
    save: (settings, { key }, _signal, startedAtMs) => saveToGithubService(settings, key, startedAtMs),
};
/** A bucket, when given, is the store; without one, GitHub's service (as actions/cache). */
function backendFor(settings) {
    return settings.store ? s3Backend : githubBackend;
}

;// CONCATENATED MODULE: ./build/cache-action/compat-notes.js

/**
 * What a step says in its log about the actions/cache inputs it accepts but cannot honour, so a
 * workflow moved over from actions/cache never loses its intent silently. The runner adds its
 * own warning for `save-always` (the input's deprecationMessage); these lines say what happens
 * here instead.
 */
function compatibilityNotes(settings, step) {
    const notes = [];
    // post-if cannot read an input (only success(), failure(), github.* and the like), which is
    // why actions/cache deprecated save-always: the post step runs when the job succeeds, only.
    if (step === 'restore' && settings.saveAlways) {
        notes.push(`Input '${cache_constants/* CacheInputs */.Ib.SaveAlways}' has no effect: the post step saves only when the job succeeds. To save after a failure, use cache/restore, then cache/save with 'if: always()'.`);
    }
    if (step === 'save' && settings.uploadChunkSizeBytes !== undefined && settings.store) {
        notes.push(`Input '${cache_constants/* CacheInputs */.Ib.UploadChunkSize}' (${settings.uploadChunkSizeBytes}) is for GitHub's cache service; the S3 store ignores it: its packs and upload parts have sizes of their own.`);
    }
    return notes;
}

// EXTERNAL MODULE: ./build/cache-action/cache-renderers.js + 4 modules
var cache_renderers = __webpack_require__(7460);
;// CONCATENATED MODULE: ./build/cache-action/cache-where.js
/**
 * Where a step's cache lives and what it holds, for its summary: two caches in one job must
 * differ by more than their keys.
 */
function where(settings) {
    const { store } = settings;
    return {
        store: store ? `s3://${store.bucket}/${store.prefix}` : 'GitHub’s cache service',
        paths: settings.paths,
    };
}

;// CONCATENATED MODULE: ./build/cache-action/restore-step.js













/** A restore that matched nothing: the base of a skipped and of a failed restore. */
function missReport(settings, fields) {
    return {
        backend: settings.store ? 's3' : 'github',
        primaryKey: settings.primaryKey,
        outcome: 'miss',
        matchedKey: undefined,
        matchedScope: undefined,
        lookupOnly: settings.lookupOnly,
        files: 0,
        bytes: 0,
        unchangedFiles: undefined,
        phases: [],
        reuse: undefined,
        ...fields,
    };
}
/** The miss of a run that may not restore: nothing is looked up, and the log says why. */
function skippedRestore(settings, reason) {
    return missReport(settings, {
        readScopes: [],
        keysTried: [],
        totalMs: 0,
        warnings: [],
        skipped: reason,
    });
}
/** The miss a restore error becomes: a warning, never a failed job (as actions/cache). */
function failedRestore(settings, error, startedAtMs) {
    const report = missReport(settings, {
        readScopes: settings.store ? settings.scopes.readScopes : [],
        keysTried: [settings.primaryKey, ...settings.restoreKeys],
        totalMs: Date.now() - startedAtMs,
        warnings: [`The cache restore failed, so this run goes on without it: ${error.message}`],
    });
    return (0,retry/* isUnreachable */.R0)(error) ? { ...report, backend: 'none' } : report;
}
/**
 * What the summary says comes next, as the post step decides (save-step.ts): nothing when this
 * run may not save (and why), else a save unless an exact hit without `update`.
 */
function nextSave(settings, report, post) {
    const refused = settings.access.saveSkipped;
    if (!post)
        return { postStep: undefined, saveRefused: refused };
    if (refused !== undefined)
        return { postStep: 'refuses', saveRefused: refused };
    return { postStep: report.outcome === 'exact' && !settings.update ? 'skips' : 'saves' };
}
/**
 * The restore half, for the combined action's main step (`saveState`: hand post what it needs)
 * and for cache/restore. Bad input and fail-on-cache-miss fail the step; anything else is a
 * warning and a miss.
 */
function runRestoreStep(options) {
    return withJobSignal((signal) => restore_step_runStep(options, signal));
}
async function restore_step_runStep(options, signal) {
    const startedAtMs = Date.now();
    let settings;
    let report;
    let failure;
    try {
        settings = readCacheSettings((name) => core/* getInput */.V4(name));
        (0,publish_report/* maskSecrets */.QU)(settings.secrets);
        for (const note of compatibilityNotes(settings, 'restore'))
            core/* info */.pq(note);
        const chosen = settings;
        try {
            report =
                settings.access.restoreSkipped !== undefined
                    ? skippedRestore(settings, settings.access.restoreSkipped)
                    : await core/* group */.Os('Restore the cache', () => backendFor(chosen).restore(chosen, signal, startedAtMs));
        }
        catch (error) {
            if (error instanceof errors/* InputError */.dz)
                throw error;
            report = failedRestore(settings, error instanceof Error ? error : new Error(String(error)), startedAtMs);
        }
        report = {
            ...report,
            ...where(settings),
            ...nextSave(settings, report, options.saveState),
        };
        (0,publish_report/* publishReport */.S3)(cache_renderers/* restoreRenderer */.K7, report);
        if (options.saveState) {
            // Kept exactly, secrets and all (a matched key comes from the bucket): the state is no
            // output. The runner keeps it for this action's post step and prints it only in its debug
            // log, masked with what guardActionOutput registered; post saves under this primary key,
            // so a cleared one would save under another. What post shows of it goes out cleared.
            core/* saveState */.LZ(cache_constants/* CacheState */.iF.PrimaryKey, report.primaryKey);
            core/* saveState */.LZ(cache_constants/* CacheState */.iF.MatchedKey, report.matchedKey ?? '');
            core/* saveState */.LZ(cache_constants/* CacheState */.iF.Backend, report.backend);
            core/* saveState */.LZ(cache_constants/* CacheState */.iF.SaveDecision, (0,cache_access/* saveDecisionText */.Fe)(settings.access));
            if (report.reuse !== undefined)
                core/* saveState */.LZ(cache_constants/* CacheState */.iF.Reuse, JSON.stringify(report.reuse));
        }
        if (report.outcome === 'miss' && settings.failOnCacheMiss) {
            throw new Error(`No cache entry for the key ${JSON.stringify(settings.primaryKey)} or its restore keys, and '${cache_constants/* CacheInputs */.Ib.FailOnCacheMiss}' is true`);
        }
    }
    catch (error) {
        failure = error instanceof Error ? error : new Error(String(error));
        core/* setFailed */.C1((0,format/* oneLogLine */.Hr)(failure.message));
    }
    finally {
        const done = report;
        if (done && settings?.summary !== false)
            await (0,publish_report/* writeStepSummary */.oG)(() => cache_renderers/* restoreRenderer */.K7.summary(done, failure));
    }
}

;// CONCATENATED MODULE: ./build/cache-action/save-step.js












function parseReuse(text) {
    if (text === '')
        return undefined;
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}
function skipped(settings, key, reason) {
    return {
        backend: settings.store ? 's3' : 'github',
        key,
        scope: settings.store ? settings.scopes.writeScope : undefined,
        outcome: 'skipped',
        reason,
        files: 0,
        bytes: 0,
        phases: [],
        totalMs: 0,
        warnings: [],
    };
}
/**
 * The settings of a save. cache/save decides at its start whether the run may save; the
 * combined action's post step takes what its main step decided (the trigger was judged there)
 * and does not read the event payload at all: code run in the job since main can rewrite it.
 */
function readSaveSettings(fromState) {
    const input = (name) => core/* getInput */.V4(name);
    if (!fromState)
        return readCacheSettings(input);
    const env = { ...process.env };
    delete env.GITHUB_EVENT_PATH;
    const decided = (0,cache_access/* accessFromDecision */.JM)(core/* getState */.Gu(cache_constants/* CacheState */.iF.SaveDecision), env.ACTIONS_CACHE_MODE ?? '');
    return readCacheSettingsWith(input, env, decided);
}
/**
 * The save half, for the combined action's post step (`fromState`: the key and the reuse hint
 * come from main, since inputs are evaluated again before post) and for cache/save. Bad input
 * fails the step; a save that fails is a warning, as in actions/cache.
 */
function runSaveStep(options) {
    return withJobSignal((signal) => save_step_runStep(options, signal));
}
async function save_step_runStep(options, signal) {
    const startedAtMs = Date.now();
    let settings;
    let report;
    try {
        settings = readSaveSettings(options.fromState);
        (0,publish_report/* maskSecrets */.QU)(settings.secrets);
        for (const note of compatibilityNotes(settings, 'save'))
            core/* info */.pq(note);
        const key = options.fromState ? core/* getState */.Gu(cache_constants/* CacheState */.iF.PrimaryKey) : settings.primaryKey;
        const matched = options.fromState ? core/* getState */.Gu(cache_constants/* CacheState */.iF.MatchedKey) : '';
        const reuse = options.fromState ? parseReuse(core/* getState */.Gu(cache_constants/* CacheState */.iF.Reuse)) : undefined;
        if (settings.access.saveSkipped !== undefined) {
            // Checked first: whatever else holds, this run may not write (the runner said so, or its
            // trigger runs untrusted code with the base branch's scope).
            report = skipped(settings, key || settings.primaryKey, settings.access.saveSkipped);
        }
        else if (key === '') {
            report = skipped(settings, settings.primaryKey, 'the restore step recorded no key');
        }
        else if (options.fromState && core/* getState */.Gu(cache_constants/* CacheState */.iF.Backend) === 'none') {
            // The restore step already warned that there is no store (or none it could reach); once
            // is enough.
            report = {
                ...skipped(settings, key, 'there is no cache store (see the restore step)'),
                backend: 'none',
            };
        }
        else if (matched === key && !settings.update) {
            // An exact hit: entries never change under a key unless `update` asks for a new one.
            report = skipped(settings, key, 'the restore step had an exact hit on this key');
        }
        else {
            const chosen = settings;
            try {
                report = await core/* group */.Os('Save the cache', () => backendFor(chosen).save(chosen, { key, reuse }, signal, startedAtMs));
            }
            catch (error) {
                if (error instanceof errors/* InputError */.dz)
                    throw error;
                const message = error instanceof Error ? error.message : String(error);
                report = {
                    ...skipped(settings, key, 'the save failed'),
                    outcome: 'failed',
                    totalMs: Date.now() - startedAtMs,
                    warnings: [`The cache was not saved: ${message}`],
                };
            }
        }
        report = { ...report, ...where(settings) };
        (0,publish_report/* publishReport */.S3)(cache_renderers/* saveRenderer */.p1, report);
    }
    catch (error) {
        core/* setFailed */.C1((0,format/* oneLogLine */.Hr)(error instanceof Error ? error.message : String(error)));
    }
    finally {
        const done = report;
        if (done && settings?.summary !== false)
            await (0,publish_report/* writeStepSummary */.oG)(() => cache_renderers/* saveRenderer */.p1.summary(done));
    }
}

;// CONCATENATED MODULE: ./build/cache-action/cache-steps.js





/**
 * The steps of the cache actions, in one module that the one bundle (src/engine/engine.ts) loads
 * for any of them: each step's entry file (main.ts, post.ts, restore.ts, save.ts, prune.ts beside
 * this one) only names its step.
 */
const CACHE_STEPS = {
    /** cache/action.yml's main: restore, and hand the post step what it needs to save. */
    main: () => runRestoreStep({ saveState: true }),
    /** cache/action.yml's post (post-if: success()): save under the key main recorded. */
    post: () => runSaveStep({ fromState: true }),
    /** cache/restore: restore only; a later cache/save step saves. */
    restore: () => runRestoreStep({ saveState: false }),
    /** cache/save: save under the key input, whenever the workflow chooses to run it. */
    save: () => runSaveStep({ fromState: false }),
    /** cache/prune: remove old entries (or one key) and the packs and blobs nothing reads. */
    prune: () => runPruneStep(),
};
/**
 * Runs one step, then ends the process on purpose: keep-alive sockets could otherwise hold it
 * open after the work is done (as actions/cache does).
 */
function runCacheStep(name) {
    (0,publish_report/* guardActionOutput */.r$)();
    return CACHE_STEPS[name]().finally(() => (0,exit_when_written/* exitWhenWritten */.u)());
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

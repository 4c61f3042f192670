export const id = 151;
export const ids = [151];
export const modules = {

/***/ 9452:
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
// EXTERNAL MODULE: ./build/s3/s3-session.js + 3 modules
var s3_session = __webpack_require__(6464);
// EXTERNAL MODULE: ./build/cache-action/cache-constants.js
var cache_constants = __webpack_require__(1456);
// EXTERNAL MODULE: ./build/cache/store/cache-names.js
var cache_names = __webpack_require__(2796);
// EXTERNAL MODULE: ./build/s3/location.js
var s3_location = __webpack_require__(1984);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
;// CONCATENATED MODULE: ./build/cache-action/cache-access.js

const KNOWN_MODES = ['none', 'read', 'write', 'write-only'];
/** The events GitHub's cache service makes read-only: untrusted code, base-branch credentials. */
const UNTRUSTED_EVENTS = ['pull_request_target', 'issue_comment'];
function modeOf(text) {
    const mode = text.trim().toLowerCase();
    return KNOWN_MODES.includes(mode) ? mode : undefined;
}
/** Why this trigger is untrusted, or undefined when it is not. */
function untrustedTrigger(facts) {
    if (UNTRUSTED_EVENTS.includes(facts.eventName))
        return `the run was started by ${facts.eventName}, which runs with the base repository's credentials on behalf of anyone who can open a pull request or comment`;
    if (facts.eventName === 'workflow_run' && facts.workflowRunFromFork !== false)
        return facts.workflowRunFromFork
            ? 'the run was started by workflow_run after a run from a fork'
            : "the run was started by workflow_run and the event payload does not say that the triggering run came from this repository (so it is treated as a fork's)";
    return undefined;
}
function computeCacheAccess(facts) {
    const mode = modeOf(facts.cacheMode);
    const said = `the runner's ACTIONS_CACHE_MODE is ${JSON.stringify(mode ?? '')}`;
    const canRestore = mode === undefined || mode === 'read' || mode === 'write';
    const modeWrites = mode === undefined || mode === 'write' || mode === 'write-only';
    const untrusted = untrustedTrigger(facts);
    const trustBlocks = untrusted !== undefined && !facts.saveUntrusted;
    return {
        canRestore,
        canSave: modeWrites && !trustBlocks,
        restoreSkipped: canRestore ? undefined : `${said}, which does not permit restores`,
        saveSkipped: !modeWrites
            ? `${said}, which does not permit saves`
            : trustBlocks
                ? `${untrusted}; set 'save-untrusted: true' to save anyway (read its risk in the README first)`
                : undefined,
    };
}
/**
 * Whether a workflow_run's triggering run came from a fork, from the event payload
 * (GITHUB_EVENT_PATH): its head repository differs from this one. Undefined when the payload
 * cannot tell, which the caller treats as a fork.
 */
function readWorkflowRunFromFork(eventPath) {
    if (!eventPath)
        return undefined;
    try {
        const event = JSON.parse((0,external_node_fs_.readFileSync)(eventPath, 'utf8'));
        const head = event.workflow_run?.head_repository;
        const own = event.repository?.full_name;
        if (typeof head?.full_name !== 'string' || typeof own !== 'string')
            return undefined;
        // Not `head_repository.fork`: a repository that is itself a fork runs its own branches too.
        return head.full_name !== own;
    }
    catch {
        return undefined;
    }
}
function accessFactsFromEnv(env, saveUntrusted) {
    const eventName = env.GITHUB_EVENT_NAME ?? '';
    return {
        cacheMode: env.ACTIONS_CACHE_MODE ?? '',
        eventName,
        workflowRunFromFork: eventName === 'workflow_run' ? readWorkflowRunFromFork(env.GITHUB_EVENT_PATH) : false,
        saveUntrusted,
    };
}

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
    const workspace = env.GITHUB_WORKSPACE || process.cwd();
    const values = (0,option_table/* readActionOptions */.XG)(cache_options/* CACHE_OPTIONS */.A, input, { baseDir: workspace });
    const keys = (0,cache_keys/* validateCacheKeys */.V)(values.key, values.restoreKeys);
    const location = readStore(values.bucket, env);
    const store = location && !values.crossRepository
        ? { ...location, repository: readRepository(env) }
        : location;
    const connection = values;
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
        scopes: (0,cache_scopes/* computeCacheScopes */.HX)(values.scope, (0,cache_scopes/* runRefsFromEnv */.FL)(env)),
        access: computeCacheAccess(accessFactsFromEnv(env, values.saveUntrusted)),
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
// EXTERNAL MODULE: ./build/report/shell-command.js
var shell_command = __webpack_require__(3689);
// EXTERNAL MODULE: ./build/report/job-summary.js
var job_summary = __webpack_require__(9693);
;// CONCATENATED MODULE: ./build/cache-action/prune-summary.js



/** The CLI command that removes one unreadable manifest (add the connection flags the job used). */
function removeCommandFor(report, objectKey) {
    return (0,shell_command/* removeManifestCommand */.v)(`s3://${report.store.bucket}/${report.store.prefix}`, objectKey);
}
const MAX_LISTED = 50;
function renderPruneSummary(report, error) {
    const lines = [`## Cache prune${report?.deleteKey !== undefined ? ': delete a key' : ''}`, ''];
    if (report) {
        if (report.deleteKey !== undefined)
            lines.push(`Key <code>${(0,job_summary/* escapeHtml */.ZD)(report.deleteKey.slice(0, 200))}</code>.`, '');
        lines.push('| | removed | kept |', '|---|---:|---:|', `| entries | ${(0,format/* formatCount */.B4)(report.entriesRemoved)} | ${(0,format/* formatCount */.B4)(report.entriesKept)} |`, `| packs and blobs | ${(0,format/* formatCount */.B4)(report.objectsRemoved)} | ${(0,format/* formatCount */.B4)(report.objectsKept)} |`, `| bytes | ${(0,format/* formatSize */.Xq)(report.bytesRemoved)} | |`, '', `${report.deleteKey === undefined ? `Entries older than ${(0,format/* formatSeconds */.Xo)(report.olderThanMs / 1000)} s; ` : ''}packs and blobs younger than ${(0,format/* formatSeconds */.Xo)(report.graceMs / 1000)} s kept; ${(0,format/* formatSeconds */.Xo)(report.totalMs / 1000)} s in all.`, '');
        for (const warning of report.warnings)
            lines.push(`> ⚠️ ${(0,job_summary/* escapeHtml */.ZD)(warning.slice(0, 2000))}`);
        if (report.warnings.length)
            lines.push('');
        if (report.unreadable.length) {
            lines.push('Remove each unreadable manifest, then prune again:', '', '<pre>');
            for (const key of report.unreadable.slice(0, MAX_LISTED))
                lines.push((0,job_summary/* escapeHtml */.ZD)(removeCommandFor(report, key)));
            lines.push('</pre>', '');
            if (report.unreadable.length > MAX_LISTED)
                lines.push(`… and ${report.unreadable.length - MAX_LISTED} more (see the log).`, '');
        }
    }
    if (error)
        lines.push(`**Error:** ${(0,job_summary/* escapeHtml */.ZD)((error.message.split('\n')[0] ?? '').slice(0, 2000))}`);
    return lines.join('\n');
}

;// CONCATENATED MODULE: ./build/cache-action/write-step-summary.js

/** Writes a step summary; one that cannot be written must never hide the step's real result. */
async function writeStepSummary(render) {
    if (!process.env.GITHUB_STEP_SUMMARY)
        return;
    try {
        await core/* summary */.z.addRaw(render()).write();
    }
    catch (error) {
        core/* warning */.$e(`Could not write the job summary: ${error.message}`);
    }
}

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
        (0,connection_options/* connectionSecrets */.K$)(connection).forEach((secret) => core/* setSecret */.Pq(secret));
        const session = (0,s3_session/* createS3Session */.F)({
            client: (0,connection_options/* clientSettingsFrom */.Xw)(connection, env, 'action'),
            maxRequests: cache_constants/* PRUNE_MAX_REQUESTS */.DB,
            signal,
        });
        try {
            report = await prune({ values, store, session, signal, startedAtMs });
        }
        finally {
            session.close();
        }
        announce(report);
    }
    catch (error) {
        failure = error instanceof Error ? error : new Error(String(error));
        core/* setFailed */.C1((0,format/* oneLogLine */.Hr)(failure.message));
    }
    finally {
        const done = report;
        if (summary)
            await writeStepSummary(() => renderPruneSummary(done, failure));
    }
}
/** Removes the key's entries (with `delete-key`), then prunes the store. */
async function prune(run) {
    const { values, store, session, signal } = run;
    let removedKey = [];
    let removedKeyBytes = 0;
    if (values.deleteKey !== '') {
        const keyspace = values.crossRepository
            ? store
            : { ...store, repository: readRepository(process.env) };
        const removed = await core/* group */.Os('Remove the key', () => (0,remove_entries/* removeEntries */.n)(session, keyspace, { key: values.deleteKey }, signal));
        removedKey = removed.removed;
        removedKeyBytes = removed.bytesDeleted;
    }
    const result = await core/* group */.Os('Prune the store', () => (0,prune_cache/* pruneCache */.v)(session, store, {
        // Delete mode removes no entry by age: only the key's, then what nothing reads.
        olderThanMs: values.deleteKey !== '' ? Number.POSITIVE_INFINITY : values.olderThan,
        graceMs: values.grace,
    }, signal));
    return {
        store,
        deleteKey: values.deleteKey === '' ? undefined : values.deleteKey,
        olderThanMs: values.olderThan,
        graceMs: values.grace,
        entriesRemoved: removedKey.length + result.manifestsDeleted,
        entriesKept: result.manifestsKept,
        objectsRemoved: result.objectsDeleted,
        objectsKept: result.objectsKept,
        bytesRemoved: removedKeyBytes + result.bytesDeleted,
        unreadable: result.unreadable,
        warnings: result.warnings,
        totalMs: Date.now() - run.startedAtMs,
    };
}
/** The prune's warnings, its one-line result and the step's outputs. */
function announce(report) {
    for (const warning of report.warnings)
        core/* warning */.$e((0,format/* oneLogLine */.Hr)(warning));
    for (const command of report.unreadable.map((key) => removeCommandFor(report, key)))
        core/* warning */.$e((0,format/* oneLogLine */.Hr)(`Remove it with: ${command}`));
    core/* info */.pq((0,format/* oneLogLine */.Hr)(`Removed ${report.entriesRemoved} entr(ies) (${report.entriesKept} kept) and ${report.objectsRemoved} pack(s) or blob(s) (${report.objectsKept} kept), ${report.bytesRemoved} bytes in all, in ${(report.totalMs / 1000).toFixed(2)} s.`));
    core/* setOutput */.uH(prune_options/* PruneOutputs */.b.EntriesRemoved, String(report.entriesRemoved));
    core/* setOutput */.uH(prune_options/* PruneOutputs */.b.ObjectsRemoved, String(report.objectsRemoved));
    core/* setOutput */.uH(prune_options/* PruneOutputs */.b.BytesRemoved, String(report.bytesRemoved));
}

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
    const result = await restoreWithGithub(settings);
    return {
        backend: result.available ? 'github' : 'none',
        primaryKey: settings.primaryKey,
        outcome: result.outcome,
        matchedKey: result.matchedKey,
        matchedScope: undefined,
        // GitHub's service applies its own scopes (the same rule as scope: branch).
        readScopes: [],
        keysTried: result.keysTried,
        lookupOnly: settings.lookupOnly,
        files: result.files,
        bytes: result.bytes,
        unchangedFiles: undefined,
        phases: result.phases,
        totalMs: Date.now() - startedAtMs,
        warnings: result.available ? result.warnings : [NO_STORE_WARNING, ...result.warnings],
        reuse: undefined,
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
        backend: result.available ? 'github' : 'none',
        key,
        scope: undefined,
        outcome: result.outcome === 'saved' ? 'saved' : result.outcome === 'failed' ? 'failed' : 'skipped',
        reason: reasons[result.outcome],
        files: result.files,
        bytes: result.bytes,
        bytesUploaded: undefined,
        packsUploaded: undefined,
        packsReused: undefined,
        phases: result.phases,
        totalMs: Date.now() - startedAtMs,
        warnings: result.available ? result.warnings : [NO_STORE_WARNING, ...result.warnings],
    };
}

// EXTERNAL MODULE: ./build/s3/proxy-settings.js + 1 modules
var proxy_settings = __webpack_require__(4336);
// EXTERNAL MODULE: ./build/cache/restore/restore-cache.js + 20 modules
var restore_cache = __webpack_require__(8878);
// EXTERNAL MODULE: ./build/cache/save/save-cache.js + 16 modules
var save_cache = __webpack_require__(7434);
// EXTERNAL MODULE: ./build/cache-action/cache-requests.js + 1 modules
var cache_requests = __webpack_require__(8679);
;// CONCATENATED MODULE: ./build/cache-action/s3-backend.js







function isReuseHint(value) {
    const hint = value;
    return typeof hint?.manifestObjectKey === 'string' && typeof hint.manifestSha256 === 'string';
}
async function withSession(settings, signal, work) {
    const proxy = (0,proxy_settings/* proxyNotice */.$g)(settings.client.proxy);
    if (proxy)
        core/* info */.pq(proxy);
    const session = (0,s3_session/* createS3Session */.F)({
        client: settings.client,
        maxRequests: cache_constants/* CACHE_MAX_REQUESTS */.hh,
        signal,
    });
    try {
        return await work(session);
    }
    finally {
        session.close();
    }
}
/** The user's bucket, through the cache engine (src/cache/). */
const s3Backend = {
    async restore(settings, signal, startedAtMs) {
        const store = settings.store;
        const result = await withSession(settings, signal, (session) => (0,restore_cache/* restoreCache */.P)(session, (0,cache_requests/* cacheRestoreRequest */.k)({ ...settings, store }), signal));
        return {
            backend: 's3',
            primaryKey: settings.primaryKey,
            outcome: result.outcome,
            matchedKey: result.matchedKey,
            matchedScope: result.matchedScope,
            readScopes: settings.scopes.readScopes,
            keysTried: result.keysTried,
            lookupOnly: settings.lookupOnly,
            files: result.files,
            bytes: result.bytes,
            unchangedFiles: result.unchangedFiles,
            bytesDownloaded: result.bytesDownloaded,
            manifestBytes: result.manifestBytes,
            folders: result.folders,
            links: result.links,
            phases: result.phases,
            totalMs: Date.now() - startedAtMs,
            warnings: result.warnings,
            reuse: result.reuse,
        };
    },
    async save(settings, key, reuse, signal, startedAtMs) {
        const store = settings.store;
        const result = await withSession(settings, signal, (session) => (0,save_cache/* saveCache */.I)(session, (0,cache_requests/* cacheSaveRequest */.T)({ ...settings, store }, key, isReuseHint(reuse) ? reuse : undefined), signal));
        const reasons = {
            saved: undefined,
            exists: `the key has an entry in this scope already (set 'update: true' to replace it)`,
            'nothing-to-save': 'the paths hold no files',
        };
        return {
            backend: 's3',
            key,
            scope: settings.scopes.writeScope,
            outcome: result.outcome,
            reason: reasons[result.outcome],
            files: result.files,
            bytes: result.bytes,
            bytesUploaded: result.bytesUploaded,
            packsUploaded: result.packsUploaded,
            packsReused: result.packsReused,
            blobsUploaded: result.blobsUploaded,
            manifestBytes: result.manifestBytes,
            folders: result.folders,
            links: result.links,
            phases: result.phases,
            totalMs: Date.now() - startedAtMs,
            warnings: result.warnings,
        };
    },
};

;// CONCATENATED MODULE: ./build/cache-action/cache-backends.js


const githubBackend = {
    restore: (settings, _signal, startedAtMs) => restoreFromGithubService(settings, startedAtMs),
    save: (settings, key, _reuse, _signal, startedAtMs) => saveToGithubService(settings, key, startedAtMs),
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
// EXTERNAL MODULE: ./build/report/phase-table.js
var phase_table = __webpack_require__(6385);
// EXTERNAL MODULE: ./build/report/summary-charts.js
var summary_charts = __webpack_require__(5477);
;// CONCATENATED MODULE: ./build/cache-action/cache-summary.js





// The cache steps' job summaries. They lead with what a user asks first (hit or miss and what
// `cache-hit` says, what crossed the network and how long it took, which store and paths), then
// where the time went: a row per phase in the order they began, saying what it did in its own
// units, and a gantt chart of them. Downloaded and uploaded bytes are compressed, as they crossed
// the network; restored and saved bytes are the files' sizes on disk.
/** Keys are untrusted and may be long: escaped, cut, in <code> (a code span would show escapes). */
function code(text, maxChars = 200) {
    const chars = [...text];
    const cut = chars.length > maxChars ? `${chars.slice(0, maxChars).join('')}…` : text;
    return `<code>${(0,job_summary/* escapeHtml */.ZD)(cut)}</code>`;
}
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
    const shown = paths.slice(0, MAX_PATHS_SHOWN).map((p) => code(p));
    if (paths.length > MAX_PATHS_SHOWN)
        shown.push(`and ${paths.length - MAX_PATHS_SHOWN} more`);
    const store = report.backend === 's3' ? code(report.store) : (0,job_summary/* escapeHtml */.ZD)(report.store);
    return `- **Store**: ${store}; **paths**: ${shown.join(', ') || '–'}`;
}
function warningLines(warnings, error) {
    const lines = warnings.map((w) => `> ⚠️ ${(0,job_summary/* escapeHtml */.ZD)(w.slice(0, 2000))}`);
    if (error)
        lines.push(`**Error:** ${(0,job_summary/* escapeHtml */.ZD)((error.message.split('\n')[0] ?? '').slice(0, 2000))}`);
    return lines.length > 0 ? [...lines, ''] : [];
}
/** The phase table, what overlapped, and the gantt chart; nothing when no phase ran. */
function timeSection(lines, totalSeconds, totalWork) {
    const table = (0,phase_table/* phaseTable */.m0)(lines, totalSeconds, totalWork);
    if (table.length === 0)
        return [];
    const phases = lines.map((l) => l.phase);
    const out = [...table, ''];
    if (phases.some((p) => p.waitedSeconds > 0))
        out.push('_Waiting_: time within a phase when none of its work was in flight (an upload waiting for the next pack); its rate leaves it out.', '');
    const overlaps = (0,phase_table/* overlapSentence */.Pb)(phases, totalSeconds);
    if (overlaps)
        out.push(overlaps, '');
    out.push((0,summary_charts/* ganttChart */.$G)(phases));
    return out;
}
function fit(text) {
    if (Buffer.byteLength(text) <= job_summary/* MAX_SUMMARY_BYTES */.Q0)
        return text;
    return `${Buffer.from(text)
        .subarray(0, job_summary/* MAX_SUMMARY_BYTES */.Q0 / 2)
        .toString('utf8')
        .replace(/\uFFFD$/, '')}\n\n_The summary was cut short to stay under the runner's 1 MiB limit._\n`;
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
    const scope = report.matchedScope ? ` in the scope ${code(report.matchedScope)}` : '';
    const lines = [];
    if (report.outcome === 'exact')
        lines.push(`- **\`cache-hit\`: true**: the key ${code(report.primaryKey)} matched exactly${scope}.`);
    else if (report.outcome === 'restore-key')
        lines.push(`- **\`cache-hit\`: false**: no entry for the key ${code(report.primaryKey)}; a restore key matched ${code(report.matchedKey ?? '')}${scope}, which was restored.`);
    else
        lines.push(`- **\`cache-hit\`: false**: no entry for the key or its restore keys. Keys tried, in order: ${report.keysTried.map((k) => code(k)).join(', ')}.`);
    if (report.postStep === 'saves')
        lines.push(`- **Next**: the post step saves the paths under the key ${code(report.primaryKey)} if the job succeeds.`);
    else if (report.postStep === 'skips')
        lines.push(`- **Next**: the post step saves nothing: the key has its entry.`);
    else if (report.outcome !== 'exact')
        lines.push(`- **Next**: this action does not save; a \`cache/save\` step with the key ${code(report.primaryKey)} would.`);
    return lines;
}
/** The restore step's summary: hit or miss, what was downloaded and restored, where the time went. */
function renderRestoreSummary(report, error) {
    const where = BACKEND_NAMES[report.backend];
    if (report.skipped !== undefined)
        // ACTIONS_CACHE_MODE said no restore: the step looked nothing up, so there is nothing more to say.
        return fit([
            `## Cache restore: skipped (${where})`,
            '',
            `- **Nothing was looked up**: ${(0,job_summary/* escapeHtml */.ZD)(report.skipped)}. Key: ${code(report.primaryKey)}.`,
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
            lines.push(`- **Downloaded**: the size is in the step log (\`Cache Size\`); ${(0,job_summary/* escapeHtml */.ZD)(where)} does not report it here.`);
        const unchanged = report.unchangedFiles
            ? `; ${(0,format/* formatCountOf */.gL)(report.unchangedFiles, 'file')} already right on disk, not rewritten`
            : '';
        lines.push(`- **Restored** ${treeText(report.files, report.bytes, report.folders, report.links)} in **${(0,format/* formatSeconds */.Xo)(totalSeconds)}** in all${unchanged}.`);
    }
    const whereText = whereLine(report);
    if (whereText)
        lines.push(whereText);
    if (report.readScopes.length > 0)
        lines.push(`- **Scopes read**: ${report.readScopes.map((s) => code(s)).join(', ')}`);
    lines.push('');
    const restored = report.outcome === 'miss' || report.lookupOnly
        ? 'nothing restored'
        : report.bytesDownloaded !== undefined
            ? `${(0,format/* formatSize */.Xq)(report.bytesDownloaded + (report.manifestBytes ?? 0))} downloaded, ${(0,format/* formatSize */.Xq)(report.bytes)} restored`
            : `${(0,format/* formatSize */.Xq)(report.bytes)} restored`;
    lines.push(...timeSection(restoreLines(report, phases), totalSeconds, restored), ...warningLines(report.warnings, error));
    return fit(lines.join('\n'));
}
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
    const scope = report.scope ? ` in the scope ${code(report.scope)}` : '';
    const lines = [`## Cache save: ${titles[report.outcome]} (${where})`, ''];
    if (report.outcome === 'saved')
        lines.push(`- **Saved** under the key ${code(report.key)}${scope}.`);
    else {
        const why = report.reason ? `: ${(0,job_summary/* escapeHtml */.ZD)(report.reason)}` : '';
        lines.push(`- **Not saved** under the key ${code(report.key)}${scope}${why}.`);
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
            lines.push(`- **Uploaded**: the size is in the step log; ${(0,job_summary/* escapeHtml */.ZD)(where)} does not report it here.`);
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
    lines.push(...timeSection(saveLines(report, phases), totalSeconds, totalWork), ...warningLines(report.warnings, error));
    return fit(lines.join('\n'));
}

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
    return missReport(settings, {
        readScopes: settings.store ? settings.scopes.readScopes : [],
        keysTried: [settings.primaryKey, ...settings.restoreKeys],
        totalMs: Date.now() - startedAtMs,
        warnings: [`The cache restore failed, so this run goes on without it: ${error.message}`],
    });
}
function logRestore(report) {
    // Keys are untrusted text (a newline could start a workflow command): quoted, on one line.
    const key = (k) => (0,format/* oneLogLine */.Hr)(JSON.stringify(k ?? ''));
    if (report.skipped !== undefined) {
        core/* info */.pq((0,format/* oneLogLine */.Hr)(`Cache restore skipped: ${report.skipped}.`));
    }
    else if (report.outcome === 'miss') {
        core/* info */.pq(`Cache not found for the keys ${report.keysTried.map((k) => key(k)).join(', ')} (${report.backend}).`);
    }
    else {
        core/* info */.pq(`Cache ${report.lookupOnly ? 'found' : 'restored'} from the key ${key(report.matchedKey)}${report.matchedScope ? ` in the scope ${key(report.matchedScope)}` : ''} (${report.backend}, ${report.outcome === 'exact' ? 'exact hit' : 'restore-key hit'}): ${report.files} files, ${report.bytes} bytes, in ${(report.totalMs / 1000).toFixed(2)} s.`);
    }
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
        settings.secrets.forEach((secret) => core/* setSecret */.Pq(secret));
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
            // As the post step decides (save-step.ts): an exact hit is saved again only with `update`.
            postStep: options.saveState
                ? report.outcome === 'exact' && !settings.update
                    ? 'skips'
                    : 'saves'
                : undefined,
        };
        for (const warning of report.warnings)
            core/* warning */.$e((0,format/* oneLogLine */.Hr)(warning));
        logRestore(report);
        for (const [name, value] of Object.entries(restoreOutputs(report)))
            core/* setOutput */.uH(name, value);
        if (options.saveState) {
            core/* saveState */.LZ(cache_constants/* CacheState */.iF.PrimaryKey, report.primaryKey);
            core/* saveState */.LZ(cache_constants/* CacheState */.iF.MatchedKey, report.matchedKey ?? '');
            core/* saveState */.LZ(cache_constants/* CacheState */.iF.Backend, report.backend);
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
            await writeStepSummary(() => renderRestoreSummary(done, failure));
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
        bytesUploaded: undefined,
        packsUploaded: undefined,
        packsReused: undefined,
        phases: [],
        totalMs: 0,
        warnings: [],
    };
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
        settings = readCacheSettings((name) => core/* getInput */.V4(name));
        settings.secrets.forEach((secret) => core/* setSecret */.Pq(secret));
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
            // The restore step already warned that there is no store; once is enough.
            report = skipped(settings, key, 'there is no cache store (see the restore step)');
        }
        else if (matched === key && !settings.update) {
            // An exact hit: entries never change under a key unless `update` asks for a new one.
            report = skipped(settings, key, 'the restore step had an exact hit on this key');
        }
        else {
            const chosen = settings;
            try {
                report = await core/* group */.Os('Save the cache', () => backendFor(chosen).save(chosen, key, reuse, signal, startedAtMs));
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
        for (const warning of report.warnings)
            core/* warning */.$e((0,format/* oneLogLine */.Hr)(warning));
        core/* info */.pq((0,format/* oneLogLine */.Hr)(report.outcome === 'saved'
            ? `Cache saved under the key ${JSON.stringify(report.key)} (${report.backend}): ${report.files} files, ${report.bytes} bytes, in ${(report.totalMs / 1000).toFixed(2)} s.`
            : `Cache not saved under the key ${JSON.stringify(report.key)}: ${report.reason ?? report.outcome}.`));
        for (const [name, value] of Object.entries(saveOutputs(report)))
            core/* setOutput */.uH(name, value);
    }
    catch (error) {
        core/* setFailed */.C1((0,format/* oneLogLine */.Hr)(error instanceof Error ? error.message : String(error)));
    }
    finally {
        const done = report;
        if (done && settings?.summary !== false)
            await writeStepSummary(() => renderSaveSummary(done));
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
    return CACHE_STEPS[name]().finally(() => (0,exit_when_written/* exitWhenWritten */.u)());
}


/***/ }),

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

/***/ 3579:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ describeChecksums),
/* harmony export */   p: () => (/* binding */ checksumsReport)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2772);

const round = (n, digits) => Math.round(n * 10 ** digits) / 10 ** digits;
function checksumsReport(stats) {
    return {
        ...stats,
        hashSeconds: round(stats.hashSeconds, 3),
        hashMiBPerSecond: stats.hashSeconds > 0 ? round(stats.bytesHashed / 2 ** 20 / stats.hashSeconds, 1) : 0,
    };
}
/** One sentence for the CLI report and the job summary. */
function describeChecksums(c) {
    const fallback = c.fallbacks > 0
        ? ` **${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(c.fallbacks)} compared by size and time instead**: their MD5 cannot be known without downloading them (multipart objects from another tool, SSE-KMS).`
        : '';
    return `Checksums: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(c.checked)} same-size paths compared by content, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(c.sameContent)} the same, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(c.contentDiffers)} different; ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(c.filesHashed)} local files hashed (${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSize */ .Xq)(c.bytesHashed)}) at ${c.hashMiBPerSecond.toFixed(1)} MiB/s per hashing thread; ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(c.metadataReads)} metadata reads.${fallback}`;
}


/***/ }),

/***/ 8984:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ formatHedges),
/* harmony export */   v: () => (/* binding */ formatFaults)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2772);

const NONE = {
    stalls: 0,
    hedges: 0,
    hedgeWins: 0,
    leftoversRemoved: 0,
    leftoverBytesRemoved: 0,
};
/**
 * One sentence on the faults a run rode out (stalled requests sent again, leftovers of dead runs
 * removed), or '' when nothing went wrong: plain text, for the CLI and the summary. Hedged GETs
 * are not faults (a slow answer is raced, as a precaution): formatHedges says those.
 */
function formatFaults(counts) {
    const c = { ...NONE, ...counts };
    const parts = [];
    if (c.stalls > 0)
        parts.push(`${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCountOf */ .gL)(c.stalls, 'stalled request')} abandoned and sent again`);
    if (c.leftoversRemoved > 0)
        parts.push(`${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCountOf */ .gL)(c.leftoversRemoved, 'temporary file')} of dead runs removed (${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSize */ .Xq)(c.leftoverBytesRemoved)})`);
    return parts.length ? `Faults: ${parts.join('; ')}.` : '';
}
/** The GETs raced by a second request because the first was slow, or '' when none were. */
function formatHedges(counts) {
    const c = { ...NONE, ...counts };
    if (c.hedges === 0)
        return '';
    return `Hedged GETs: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCountOf */ .gL)(c.hedges, 'slow GET')} raced by a second request, which answered first ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCountOf */ .gL)(c.hedgeWins, 'time')}.`;
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

/***/ 9693:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q0: () => (/* binding */ MAX_SUMMARY_BYTES),
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   qE: () => (/* binding */ renderJobSummary)
/* harmony export */ });
/* harmony import */ var _format_faults_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8984);
/* harmony import */ var _sync_key_range_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(641);
/* harmony import */ var _sync_sync_progress_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1612);
/* harmony import */ var _summary_charts_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5477);
/* harmony import */ var _phase_table_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6385);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2772);
/* harmony import */ var _large_transfers_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3993);
/* harmony import */ var _checksums_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3579);








/** The runner refuses a step summary over 1 MiB; stay well under it. */
const MAX_SUMMARY_BYTES = 1024 * 1024 - 16 * 1024;
const MAX_KEY_CHARS = 200;
const MAX_ERROR_CHARS = 2000;
const MAX_FAILURE_ROWS = 50;
const SYNC_TIMELINE_LINES = [
    { counter: 'listed', label: 'listed', color: '#0969da' },
    { counter: 'transferred', label: 'transferred', color: '#cf222e' },
];
const WAITING_NOTE = '_Waiting_: time a phase could not go on because the next one had no room for its work (the listing while the transfer queue is full, the plan while every transfer slot is busy); its rate leaves it out.';
/**
 * S3 keys are untrusted: escape them so a key cannot inject HTML or markdown. GFM also makes
 * links of bare URLs, `www.` names and e-mail addresses, inside `<code>` too: a zero-width space
 * (`&#8203;`) in `http://` (https, ftp), `www.` and before `@` keeps a key's text from becoming
 * one. `s3://` is left whole: GFM does not link it, and a reader may copy it.
 */
function escapeHtml(text) {
    return text
        .replace(/[&<>"'`|\\*_[\]]/g, (c) => `&#${c.charCodeAt(0)};`)
        .replace(/\r\n|\r|\n/g, '&#10;')
        .replace(/(https?|ftp):\/\//gi, '$1:&#8203;//')
        .replace(/(w)(ww\.)/gi, '$1&#8203;$2')
        .replace(/@/g, '&#8203;@');
}
/** Cuts at a character boundary: half a surrogate pair would show as U+FFFD. */
function truncate(text, maxChars = MAX_KEY_CHARS) {
    if (text.length <= maxChars)
        return text;
    const end = /[\uD800-\uDBFF]/.test(text[maxChars - 1]) ? maxChars - 1 : maxChars;
    return `${text.slice(0, end)}…`;
}
/** The first `maxBytes` of UTF-8 text, never ending in half a character. */
function cutToBytes(text, maxBytes) {
    const bytes = Buffer.from(text);
    if (bytes.length <= maxBytes)
        return text;
    return bytes
        .subarray(0, maxBytes)
        .toString('utf8')
        .replace(/\uFFFD$/, '');
}
/** What the transfers did, in the words of their direction (a dry run only says what it would). */
function transferVerb(report) {
    const verbs = { download: 'downloaded', upload: 'uploaded', copy: 'copied' };
    const verb = verbs[report.direction] ?? 'transferred';
    return report.dryrun ? `to be ${verb}` : verb;
}
/** Each phase's row: what it did, with its unit, and its rate over the time it did not wait. */
function syncPhaseLines(report) {
    return (0,_phase_table_js__WEBPACK_IMPORTED_MODULE_3__/* .phasesInTimeOrder */ .RE)(report.phases).map((phase) => {
        const seconds = (0,_phase_table_js__WEBPACK_IMPORTED_MODULE_3__/* .activeSeconds */ ._q)(phase);
        switch (phase.name) {
            case _sync_sync_progress_js__WEBPACK_IMPORTED_MODULE_2__/* .SyncPhase */ .pU.ListSource:
            case _sync_sync_progress_js__WEBPACK_IMPORTED_MODULE_2__/* .SyncPhase */ .pU.ListDestination:
                // The bytes are the size of what was listed, not bytes moved: no byte rate.
                return {
                    phase,
                    work: `${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatCountOf */ .gL)(phase.objects, 'object')} listed (${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatSize */ .Xq)(phase.bytes)} stored)`,
                    rate: (0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatCountRate */ .Jn)(phase.objects, seconds, 'objects'),
                };
            case _sync_sync_progress_js__WEBPACK_IMPORTED_MODULE_2__/* .SyncPhase */ .pU.Plan:
                return {
                    phase,
                    work: `${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatCountOf */ .gL)(phase.objects, 'path')} compared`,
                    rate: (0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatCountRate */ .Jn)(phase.objects, seconds, 'paths'),
                };
            case _sync_sync_progress_js__WEBPACK_IMPORTED_MODULE_2__/* .SyncPhase */ .pU.Transfer: {
                const bytes = report.counts.bytesTransferred;
                const rates = [
                    (0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatByteRate */ .y5)(bytes, seconds),
                    (0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatCountRate */ .Jn)(phase.objects, seconds, 'objects'),
                ].filter((r) => r !== '–');
                return {
                    phase,
                    work: `${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatCountOf */ .gL)(phase.objects, 'object')} ${transferVerb(report)} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatSize */ .Xq)(bytes)})`,
                    rate: rates.join(', ') || '–',
                };
            }
            default:
                return {
                    phase,
                    work: `${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatCountOf */ .gL)(phase.objects, 'object')} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatSize */ .Xq)(phase.bytes)})`,
                    rate: (0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatCountRate */ .Jn)(phase.objects, seconds, 'objects'),
                };
        }
    });
}
function firstTransfer(report) {
    if (report.firstTransferSeconds === undefined)
        return '';
    const together = report.overlapSeconds >= 0.01
        ? `; listing and transfers ran together for ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatSeconds */ .Xo)(report.overlapSeconds)}`
        : '';
    return ` First transfer after ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatSeconds */ .Xo)(report.firstTransferSeconds)}${together}.`;
}
function listingSentence(listing) {
    return `Source listing: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatCountOf */ .gL)(listing.pages, 'page')} in ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatCountOf */ .gL)(listing.ranges, 'key range')} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatCountOf */ .gL)(listing.splits, 'split')}, up to ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatCountOf */ .gL)(listing.maxInFlight, 'request')} in flight, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatCountOf */ .gL)(listing.wastedPages, 'page')} wasted at range ends), ${listing.firstPageSeconds === undefined ? '' : `first page after ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatSeconds */ .Xo)(listing.firstPageSeconds)}, `}${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatCountOf */ .gL)(listing.retries, 'request')} retried.`;
}
/** The job summary as markdown: what ran, timings per phase, charts, failures. */
function renderJobSummary(report, error) {
    const c = report.counts;
    const faults = (0,_format_faults_js__WEBPACK_IMPORTED_MODULE_0__/* .formatFaults */ .v)(c);
    const lines = [
        `## S3 sync ${error ? '❌ failed' : report.dryrun ? '(dry run)' : '✅'}`,
        '',
        '| source | destination | mode | lister |',
        '|---|---|---|---|',
        // <code>, not backticks: a code span would show the escapes literally (`my&#95;repo`).
        `| <code>${escapeHtml(report.source)}</code> | <code>${escapeHtml(report.destination)}</code> | ${report.mode} (${report.direction}) | ${escapeHtml(report.lister)} |`,
        '',
        `**${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatCountOf */ .gL)(c.transferred, 'object')} ${transferVerb(report)} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatSize */ .Xq)(c.bytesTransferred)})**, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatCount */ .B4)(c.skipped)} unchanged, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatCount */ .B4)(c.deleted)} deleted, ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatCount */ .B4)(c.failed)} failed, out of ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatCount */ .B4)(c.listed)} listed, in **${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatSeconds */ .Xo)(report.totalSeconds)}**.${firstTransfer(report)}`,
        '',
        ...(error
            ? [
                `**Error:** ${escapeHtml(truncate(error.message.split('\n')[0] ?? '', MAX_ERROR_CHARS))}`,
                '',
            ]
            : []),
        ...(faults ? [`⚠️ ${faults}`, ''] : []),
        ...(report.range
            ? [
                `Key range (one shard of a sharded sync): <code>${escapeHtml(truncate((0,_sync_key_range_js__WEBPACK_IMPORTED_MODULE_1__/* .describeKeyRange */ .mm)(report.range), 2 * MAX_KEY_CHARS))}</code>`,
                '',
            ]
            : []),
    ];
    const table = (0,_phase_table_js__WEBPACK_IMPORTED_MODULE_3__/* .phaseTable */ .m0)(syncPhaseLines(report), report.totalSeconds, `${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatSize */ .Xq)(c.bytesTransferred)} ${transferVerb(report)}`);
    if (table.length > 0) {
        lines.push(...table, '');
        if (report.phases.some((p) => p.waitedSeconds > 0))
            lines.push(WAITING_NOTE, '');
        const overlaps = (0,_phase_table_js__WEBPACK_IMPORTED_MODULE_3__/* .overlapSentence */ .Pb)(report.phases, report.totalSeconds);
        if (overlaps)
            lines.push(overlaps, '');
    }
    const details = [
        report.listing ? listingSentence(report.listing) : '',
        report.largeTransfers ? (0,_large_transfers_js__WEBPACK_IMPORTED_MODULE_5__/* .describeLargeTransfers */ .B)(report.largeTransfers) : '',
        report.checksums ? (0,_checksums_js__WEBPACK_IMPORTED_MODULE_6__/* .describeChecksums */ .G)(report.checksums) : '',
        (0,_format_faults_js__WEBPACK_IMPORTED_MODULE_0__/* .formatHedges */ .I)(c),
    ].filter(Boolean);
    for (const line of details)
        lines.push(line, '');
    // Planning spans the whole source listing: its bar would only repeat that one.
    lines.push((0,_summary_charts_js__WEBPACK_IMPORTED_MODULE_7__/* .ganttChart */ .$G)(report.phases, [_sync_sync_progress_js__WEBPACK_IMPORTED_MODULE_2__/* .SyncPhase */ .pU.Plan]));
    if (c.transferred > 0)
        lines.push((0,_summary_charts_js__WEBPACK_IMPORTED_MODULE_7__/* .timelineChart */ .IY)(report.timeline, SYNC_TIMELINE_LINES, 'Objects over time'));
    if (report.failures.length > 0) {
        lines.push(`### Failures (${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatCount */ .B4)(report.counts.failed)})`, '', '| key | error |', '|---|---|');
        for (const f of report.failures.slice(0, MAX_FAILURE_ROWS)) {
            lines.push(`| <code>${escapeHtml(truncate(f.key))}</code> | ${escapeHtml(truncate(f.message))} |`);
        }
        if (report.counts.failed > MAX_FAILURE_ROWS)
            lines.push('', `… and ${(0,_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatCount */ .B4)(report.counts.failed - MAX_FAILURE_ROWS)} more (see the step log).`);
        lines.push('');
    }
    let text = lines.join('\n');
    if (Buffer.byteLength(text) > MAX_SUMMARY_BYTES) {
        // Counted in bytes, as the runner counts: a slice of UTF-16 units could still be over.
        text = `${cutToBytes(text, MAX_SUMMARY_BYTES / 2)}\n\n_The summary was cut short to stay under the runner's 1 MiB limit._\n`;
    }
    return text;
}


/***/ }),

/***/ 3993:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ describeLargeTransfers),
/* harmony export */   O: () => (/* binding */ largeTransfersReport)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2772);

const round = (n, digits) => Math.round(n * 10 ** digits) / 10 ** digits;
/** From the meter's figures; undefined when the run moved no large object. */
function largeTransfersReport(stats) {
    if (stats.bytes === 0 || stats.seconds <= 0)
        return undefined;
    const megabytes = stats.bytes / 1e6;
    return {
        objects: stats.objects,
        bytes: stats.bytes,
        seconds: round(stats.seconds, 3),
        megabytesPerSecond: round(megabytes / stats.seconds, 1),
        cpuMsPerMegabyte: round((stats.cpuSeconds * 1000) / megabytes, 2),
    };
}
/** One sentence for the CLI report and the job summary, in MiB as every other figure. */
function describeLargeTransfers(large) {
    const cpuMsPerMebibyte = (large.cpuMsPerMegabyte * 1024 * 1024) / 1e6;
    return `Large objects: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCountOf */ .gL)(large.objects, 'object')} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSize */ .Xq)(large.bytes)}) at ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatByteRate */ .y5)(large.bytes, large.seconds)}, ${cpuMsPerMebibyte.toFixed(2)} ms of client CPU per MiB.`;
}


/***/ }),

/***/ 223:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bw: () => (/* binding */ phaseSecondsOutputs),
/* harmony export */   LI: () => (/* binding */ round),
/* harmony export */   jW: () => (/* binding */ phaseReports),
/* harmony export */   to: () => (/* binding */ phaseNamed)
/* harmony export */ });
/* harmony import */ var _phases_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7282);

const round = (n, digits = 3) => Math.round(n * 10 ** digits) / 10 ** digits;
const rate = (n, seconds) => (seconds > 0 ? Math.round(n / seconds) : 0);
function phaseReports(records, finishedMs) {
    return records.map((p) => {
        const seconds = (0,_phases_js__WEBPACK_IMPORTED_MODULE_0__/* .phaseSeconds */ .B)(p, finishedMs);
        const waitedSeconds = Math.min(seconds, p.waitedMs / 1000);
        const active = seconds - waitedSeconds;
        return {
            name: p.name,
            label: p.label,
            startSeconds: p.startMs === undefined ? undefined : round(p.startMs / 1000),
            seconds: round(seconds),
            waitedSeconds: round(waitedSeconds),
            objects: p.objects,
            bytes: p.bytes,
            objectsPerSecond: rate(p.objects, active),
            bytesPerSecond: rate(p.bytes, active),
        };
    });
}
/** The phase called `name`, or an empty one: a report reads a phase that never ran as zero. */
function phaseNamed(phases, name) {
    return (phases.find((p) => p.name === name) ?? {
        name,
        label: name,
        startSeconds: undefined,
        seconds: 0,
        waitedSeconds: 0,
        objects: 0,
        bytes: 0,
        objectsPerSecond: 0,
        bytesPerSecond: 0,
    });
}
/**
 * Step outputs of phase durations: `outputs` maps a phase's name to its output's (sync maps
 * `list-source` to `list-seconds`, names workflows already read); a phase that never ran is 0.
 */
function phaseSecondsOutputs(phases, outputs) {
    return Object.fromEntries(Object.entries(outputs).map(([phase, output]) => [
        output,
        phaseNamed(phases, phase).seconds.toFixed(3),
    ]));
}


/***/ }),

/***/ 6385:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pb: () => (/* binding */ overlapSentence),
/* harmony export */   RE: () => (/* binding */ phasesInTimeOrder),
/* harmony export */   _q: () => (/* binding */ activeSeconds),
/* harmony export */   m0: () => (/* binding */ phaseTable),
/* harmony export */   yZ: () => (/* binding */ joinWords)
/* harmony export */ });
/* unused harmony export cellText */
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2772);

/** Markdown table cells hold no `|` and no line break. */
function cellText(text) {
    return text.replace(/[|\r\n]/g, ' ');
}
/** Seconds a phase did its own work: its span less the time it waited for another. */
function activeSeconds(phase) {
    return Math.max(0, phase.seconds - phase.waitedSeconds);
}
/** The phases that began, in the order they began (a stable sort keeps ties in declared order). */
function phasesInTimeOrder(phases) {
    return phases
        .filter((p) => p.startSeconds !== undefined)
        .sort((a, b) => a.startSeconds - b.startSeconds);
}
/**
 * The table's lines: `waitingNote` heads the waiting column's explanation, shown only when some
 * phase waited. `lines` are expected in time order (phasesInTimeOrder).
 */
function phaseTable(lines, totalSeconds, totalWork) {
    if (lines.length === 0)
        return [];
    const waits = lines.some((l) => l.phase.waitedSeconds > 0);
    const end = (p) => (p.startSeconds ?? 0) + p.seconds;
    return [
        `| phase | from | to | seconds | what it did | rate |${waits ? ' waiting |' : ''}`,
        `|---|---:|---:|---:|---|---:|${waits ? '---:|' : ''}`,
        ...lines.map(({ phase, work, rate }) => `| ${cellText(phase.label)} | ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSeconds */ .Xo)(phase.startSeconds)} | ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSeconds */ .Xo)(end(phase))} | ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSeconds */ .Xo)(phase.seconds)} | ${cellText(work)} | ${rate} |${waits ? ` ${phase.waitedSeconds > 0 ? (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSeconds */ .Xo)(phase.waitedSeconds) : '–'} |` : ''}`),
        `| **Total** | ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSeconds */ .Xo)(0)} | ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSeconds */ .Xo)(totalSeconds)} | **${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSeconds */ .Xo)(totalSeconds)}** | ${cellText(totalWork)} | |${waits ? ' |' : ''}`,
    ];
}
/** Seconds two phases ran at the same time. */
function overlapSeconds(a, b) {
    const start = Math.max(a.startSeconds, b.startSeconds);
    const end = Math.min(a.startSeconds + a.seconds, b.startSeconds + b.seconds);
    return Math.max(0, end - start);
}
/** Overlaps shorter than this are the hand-over from one phase to the next, not concurrency. */
const MIN_OVERLAP_SECONDS = 0.01;
/**
 * Which phases ran at the same time, in a sentence ('' when none did): their seconds then add up
 * to more than the total, and the reader must not add them.
 */
function overlapSentence(phases, totalSeconds) {
    const ran = phasesInTimeOrder(phases);
    const parts = [];
    ran.forEach((phase, i) => {
        const alongside = ran
            .slice(0, i)
            .filter((earlier) => overlapSeconds(earlier, phase) >= MIN_OVERLAP_SECONDS)
            .map((earlier) => earlier.label);
        if (alongside.length > 0)
            parts.push(`${phase.label} alongside ${joinWords(alongside.map((l) => l.toLowerCase()))}`);
    });
    if (parts.length === 0)
        return '';
    const sum = ran.reduce((n, p) => n + p.seconds, 0);
    const tail = sum > totalSeconds + 0.005
        ? `, so the phases' seconds add up to ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSeconds */ .Xo)(sum)}, more than the ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSeconds */ .Xo)(totalSeconds)} they took`
        : '';
    return `Phases that ran at the same time (see the chart): ${parts.join('; ')}${tail}.`;
}
/** `a`, `a and b`, `a, b and c`. */
function joinWords(words) {
    if (words.length <= 1)
        return words.join('');
    return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}


/***/ }),

/***/ 5477:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $G: () => (/* binding */ ganttChart),
/* harmony export */   IY: () => (/* binding */ timelineChart)
/* harmony export */ });
/* unused harmony exports ganttTicks, axisEnd, roundAxisEnd */
// The charts of a job summary, whatever the job: when each phase ran (a mermaid gantt) and its
// counters over time (a mermaid xychart), both on a time axis drawn to scale, with at most about
// ten labels on it. Labels are the job's own text, but escaped all the same.
/** Tick spacings a time axis may use, in milliseconds: the first giving at most MAX_TICKS wins. */
const TICK_STEPS_MS = [
    100, 200, 500, 1_000, 2_000, 5_000, 10_000, 15_000, 30_000, 60_000, 120_000, 300_000, 600_000,
    900_000, 1_800_000, 3_600_000,
];
const MAX_TICKS = 8;
/**
 * The gantt's `tickInterval` and `axisFormat` for a chart `totalMs` long. The dates are
 * milliseconds from the epoch (`dateFormat x`), formatted by d3 in the reader's time zone: seconds
 * and milliseconds read the same in every zone, minutes are shifted in the few zones whose offset
 * is not whole hours, so minutes appear only on charts longer than a minute.
 */
function ganttTicks(totalMs) {
    const stepMs = TICK_STEPS_MS.find((step) => totalMs / step <= MAX_TICKS) ?? TICK_STEPS_MS.at(-1);
    const tickInterval = stepMs < 1_000
        ? `${stepMs}millisecond`
        : stepMs < 60_000
            ? `${stepMs / 1_000}second`
            : stepMs < 3_600_000
                ? `${stepMs / 60_000}minute`
                : `${stepMs / 3_600_000}hour`;
    const axisFormat = totalMs >= 60_000 ? '%-M:%S' : stepMs < 1_000 ? '%-S.%L s' : '%-S s';
    return { tickInterval, axisFormat };
}
/** A gantt task's name ends at its colon, and `#` or `;` would start something else. */
function ganttText(label) {
    return label.replace(/[:#;\r\n]/g, ' ');
}
/**
 * When each phase ran, as a mermaid gantt chart, in the order they began; `leaveOut` names phases
 * not worth a bar. '' when fewer than two phases ran.
 */
function ganttChart(phases, leaveOut = [], title = 'Where the time went') {
    const ran = phases
        .filter((p) => p.startSeconds !== undefined && !leaveOut.includes(p.name))
        .sort((a, b) => a.startSeconds - b.startSeconds);
    // One bar says no more than the table's one row.
    if (ran.length < 2)
        return '';
    const bars = ran.map((phase, n) => {
        const startMs = Math.round(phase.startSeconds * 1000);
        const endMs = startMs + Math.max(1, Math.round(phase.seconds * 1000));
        return { text: `    ${ganttText(phase.label)} :p${n}, ${startMs}, ${endMs}`, endMs };
    });
    const { tickInterval, axisFormat } = ganttTicks(Math.max(...bars.map((b) => b.endMs)));
    return [
        '```mermaid',
        'gantt',
        `    title ${ganttText(title)}`,
        '    dateFormat x',
        `    axisFormat ${axisFormat}`,
        `    tickInterval ${tickInterval}`,
        '    todayMarker off',
        '    section Phases',
        ...bars.map((b) => b.text),
        '```',
        '',
    ].join('\n');
}
/** More labels than this on an axis run into each other. */
const MAX_AXIS_LABELS = 11;
/** The spacing of the ticks d3 (mermaid's xychart) puts on a linear axis from 0 to `end`. */
function d3TickStep(end) {
    const rough = end / 10;
    const power = 10 ** Math.floor(Math.log10(rough));
    const error = rough / power;
    const factor = error >= Math.sqrt(50) ? 10 : error >= Math.sqrt(10) ? 5 : error >= Math.sqrt(2) ? 2 : 1;
    return factor * power;
}
/**
 * An axis end at or past `value` on which d3 puts at most MAX_AXIS_LABELS labels: mermaid's
 * xychart cannot be told its ticks, and d3 puts up to 15 on some ranges (0 to 1.4 by 0.1).
 */
function axisEnd(value) {
    let end = Math.max(value, 1e-9);
    for (let i = 0; i < 20; i++) {
        const step = d3TickStep(end);
        if (Math.floor(end / step + 1e-9) + 1 <= MAX_AXIS_LABELS)
            break;
        end = (Math.floor(end / step + 1e-9) + 1) * step;
    }
    return Number(end.toPrecision(6));
}
/**
 * axisEnd, raised to its next labelled tick where that keeps the labels few: the top line then
 * ends under a label, not above the last one.
 */
function roundAxisEnd(value) {
    const end = axisEnd(value);
    const step = d3TickStep(end);
    const rounded = Number((Math.ceil(end / step - 1e-9) * step).toPrecision(6));
    return Math.floor(rounded / d3TickStep(rounded) + 1e-9) + 1 <= MAX_AXIS_LABELS ? rounded : end;
}
/** Points per line: the x-axis is a numeric range, and mermaid spaces the points evenly on it. */
const TIMELINE_POINTS = 41;
/** A counter's value at `tMs`, between the samples around it (counters only grow). */
function valueAt(timeline, counter, tMs) {
    // Every counter is 0 when the job starts, before its first sample.
    let before = { tMs: 0, counts: {} };
    for (const sample of timeline) {
        if (sample.tMs > tMs) {
            const from = before.counts[counter] ?? 0;
            const to = sample.counts[counter] ?? 0;
            const span = sample.tMs - before.tMs;
            return span > 0 ? from + ((to - from) * (tMs - before.tMs)) / span : to;
        }
        before = sample;
    }
    return before.counts[counter] ?? 0;
}
/**
 * The counters over time, as a mermaid xychart whose x-axis is seconds: the samples, taken at
 * uneven times, are placed at their times by reading each line at evenly spaced moments. Each
 * line is named (mermaid draws the legend) and has a colour of its own (the palette goes in line
 * order). '' when there is nothing to draw: fewer than three samples, or every line flat at 0.
 */
function timelineChart(timeline, lines, title) {
    if (timeline.length < 3)
        return '';
    const last = timeline.at(-1);
    if (lines.every((l) => (last.counts[l.counter] ?? 0) === 0))
        return '';
    const endSeconds = axisEnd(Math.max(0.1, Math.ceil(last.tMs / 100) / 10));
    const top = Math.max(...lines.map((l) => last.counts[l.counter] ?? 0));
    const at = Array.from({ length: TIMELINE_POINTS }, (_, i) => (i * endSeconds * 1000) / (TIMELINE_POINTS - 1));
    const palette = lines.map((l) => l.color).join(', ');
    const name = (text) => text.replace(/["\r\n]/g, ' ');
    return [
        '```mermaid',
        `%%{init: {"xyChart": {"showLegend": true}, "themeVariables": {"xyChart": {"plotColorPalette": "${palette}"}}}}%%`,
        'xychart-beta',
        `    title "${name(title)}"`,
        `    x-axis "seconds" 0 --> ${endSeconds}`,
        `    y-axis "objects" 0 --> ${roundAxisEnd(top)}`,
        ...lines.map((l) => `    line "${name(l.label)}" [${at.map((t) => Math.round(valueAt(timeline, l.counter, t))).join(', ')}]`),
        '```',
        '',
    ].join('\n');
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

/***/ 641:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ro: () => (/* binding */ listBoundsOf),
/* harmony export */   VV: () => (/* binding */ folderBeforeRange),
/* harmony export */   Vc: () => (/* binding */ isWholeRange),
/* harmony export */   f2: () => (/* binding */ clipToRange),
/* harmony export */   mm: () => (/* binding */ describeKeyRange)
/* harmony export */ });
/* unused harmony exports WHOLE_RANGE, inKeyRange, pastKeyRange */
/* harmony import */ var _s3_list_key_order_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2034);

const WHOLE_RANGE = { startAfter: '', endAt: undefined };
function isWholeRange(range) {
    return range === undefined || (range.startAfter === '' && range.endAt === undefined);
}
/** Whether a relative key lies inside the range. */
function inKeyRange(rel, range) {
    if (range.startAfter !== '' && (0,_s3_list_key_order_js__WEBPACK_IMPORTED_MODULE_0__/* .compareKeys */ .Y)(rel, range.startAfter) <= 0)
        return false;
    return range.endAt === undefined || (0,_s3_list_key_order_js__WEBPACK_IMPORTED_MODULE_0__/* .compareKeys */ .Y)(rel, range.endAt) <= 0;
}
/** Whether a relative key lies past the range's end: a sorted listing can stop there. */
function pastKeyRange(rel, range) {
    return range.endAt !== undefined && (0,_s3_list_key_order_js__WEBPACK_IMPORTED_MODULE_0__/* .compareKeys */ .Y)(rel, range.endAt) > 0;
}
/**
 * Whether no key under a folder (`rel` ends in '/') can lie after `startAfter`: the folder sorts
 * before it and is not on its path, so each of its keys is below it at the same character.
 */
function folderBeforeRange(folderRel, range) {
    if (range === undefined || range.startAfter === '')
        return false;
    return !range.startAfter.startsWith(folderRel) && (0,_s3_list_key_order_js__WEBPACK_IMPORTED_MODULE_0__/* .compareKeys */ .Y)(folderRel, range.startAfter) < 0;
}
/** The range in full keys under `prefix`, as the bucket lister takes it (StartAfter, endAt). */
function listBoundsOf(prefix, range) {
    if (range === undefined)
        return { startAfter: undefined, endAt: undefined };
    return {
        // '' is the beginning: StartAfter=prefix would leave out an object named exactly the prefix.
        startAfter: range.startAfter === '' ? undefined : prefix + range.startAfter,
        endAt: range.endAt === undefined ? undefined : prefix + range.endAt,
    };
}
/**
 * Keeps a sorted listing's entries inside the range, and stops reading once past its end (the
 * local walk has no StartAfter, so what lies before the range is read and dropped).
 */
async function* clipToRange(batches, range) {
    if (range === undefined || isWholeRange(range)) {
        yield* batches;
        return;
    }
    for await (const batch of batches) {
        const kept = batch.filter((entry) => inKeyRange(entry.rel, range));
        if (kept.length > 0)
            yield kept;
        const last = batch[batch.length - 1];
        if (last !== undefined && pastKeyRange(last.rel, range))
            return;
    }
}
/** The range as a log line or summary shows it: `("a", "b"]`, `(start, "b"]`, `("a", end)`. */
function describeKeyRange(range) {
    const from = range.startAfter === '' ? '(start' : `(${JSON.stringify(range.startAfter)}`;
    const to = range.endAt === undefined ? 'end)' : `${JSON.stringify(range.endAt)}]`;
    return `${from}, ${to}`;
}


/***/ }),

/***/ 1612:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  pU: () => (/* binding */ SyncPhase),
  Up: () => (/* binding */ countedPhase),
  le: () => (/* binding */ newSyncProgress)
});

// UNUSED EXPORTS: SYNC_COUNTERS, SYNC_PHASES

// EXTERNAL MODULE: ./build/phases.js
var build_phases = __webpack_require__(7282);
;// CONCATENATED MODULE: ./build/job-progress.js

const MAX_SAMPLES = 120;
const FIRST_SAMPLE_EVERY_MS = 250;
class JobProgress {
    phases;
    values;
    samples = [];
    sampleEveryMs = FIRST_SAMPLE_EVERY_MS;
    finishedAtMs;
    constructor(phases, counters, clock = Date.now) {
        this.phases = new build_phases/* PhaseCollector */.r(phases, clock);
        this.values = Object.fromEntries(counters.map((name) => [name, 0]));
    }
    count(name, n = 1) {
        this.values[name] += n;
    }
    /** Sets a counter outright: for totals known only at the end (failures). */
    set(name, value) {
        this.values[name] = value;
    }
    /** A copy of the counters. */
    counts() {
        return { ...this.values };
    }
    /**
     * Records a point of the timeline; keeps at most MAX_SAMPLES by halving the resolution.
     * `force` records it however close to the last one: the final point must show the final counts.
     */
    sample(force = false) {
        const tMs = this.phases.nowMs();
        const last = this.samples[this.samples.length - 1];
        if (!force && last && tMs - last.tMs < this.sampleEveryMs)
            return;
        this.samples.push({ tMs, counts: this.counts() });
        if (this.samples.length > MAX_SAMPLES) {
            this.samples = this.samples.filter((_, i) => i % 2 === 0);
            this.sampleEveryMs *= 2;
        }
    }
    timeline() {
        return this.samples;
    }
    /** Takes the last sample and stops the clock of phases still running. */
    finish() {
        this.sample(true);
        this.finishedAtMs ??= this.phases.nowMs();
    }
    /** Milliseconds from the start to the finish (or to now, while the job runs). */
    elapsedMs() {
        return this.finishedAtMs ?? this.phases.nowMs();
    }
}

;// CONCATENATED MODULE: ./build/sync/sync-progress.js

/** Sync's phases, in the order the report shows them; the names are the step outputs' stems. */
const SyncPhase = {
    ListSource: 'list-source',
    ListDestination: 'list-destination',
    Plan: 'plan',
    Transfer: 'transfer',
};
const SYNC_PHASES = [
    { name: SyncPhase.ListSource, label: 'List source' },
    { name: SyncPhase.ListDestination, label: 'List destination' },
    // Planning runs as long as the source listing feeds it; its objects are the paths it decided.
    { name: SyncPhase.Plan, label: 'Plan (paths compared)' },
    { name: SyncPhase.Transfer, label: 'Transfer' },
];
const SYNC_COUNTERS = [
    'listed',
    'transferred',
    'skipped',
    'deleted',
    'failed',
    'bytesTransferred',
    // Faults ridden out (src/s3/stall-watch.ts, src/transfer/temp-files.ts): see formatFaults.
    'stalls',
    'hedges',
    'hedgeWins',
    'leftoversRemoved',
    'leftoverBytesRemoved',
];
function newSyncProgress(clock) {
    return new JobProgress(SYNC_PHASES, SYNC_COUNTERS, clock);
}
/**
 * Counts what a listing yields into its phase, and closes the phase at the end. The time each
 * batch waits to be taken is recorded as the phase's wait: a listing held back by a full transfer
 * queue must not read as a slow listing.
 */
async function* countedPhase(batches, progress, phase, onBatch) {
    const phases = progress.phases;
    phases.begin(phase);
    for await (const batch of batches) {
        let bytes = 0;
        for (const e of batch)
            bytes += e.size;
        phases.add(phase, batch.length, bytes);
        onBatch?.(batch.length);
        const offeredMs = phases.nowMs();
        yield batch;
        phases.waited(phase, phases.nowMs() - offeredMs);
    }
    phases.end(phase);
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

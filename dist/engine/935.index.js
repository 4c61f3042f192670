export const id = 935;
export const ids = [935];
export const modules = {

/***/ 3935:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CACHE_USAGE: () => (/* reexport */ CACHE_USAGE),
  CacheMissError: () => (/* binding */ CacheMissError),
  cacheCommand: () => (/* binding */ cacheCommand)
});

// EXTERNAL MODULE: ./build/s3/list/key-order.js
var key_order = __webpack_require__(2034);
// EXTERNAL MODULE: ./build/bounded.js
var bounded = __webpack_require__(8021);
// EXTERNAL MODULE: ./build/cache/store/cache-lookup.js
var cache_lookup = __webpack_require__(4720);
// EXTERNAL MODULE: ./build/cache/store/cache-manifest.js + 3 modules
var cache_manifest = __webpack_require__(3769);
// EXTERNAL MODULE: ./build/cache/store/cache-names.js
var cache_names = __webpack_require__(2796);
// EXTERNAL MODULE: ./build/cache/store/manifest-totals.js
var manifest_totals = __webpack_require__(1744);
// EXTERNAL MODULE: ./build/cache/store/cache-store.js
var cache_store = __webpack_require__(4825);
;// CONCATENATED MODULE: ./build/cache/store/list-cache.js







/**
 * Every entry of the store (optionally only keys starting with `keyPrefix`), with its totals:
 * from its manifest's metadata (one HEAD), or from the manifest itself when it was saved without
 * them.
 */
async function listCacheEntries(session, store, keyPrefix, signal) {
    const found = [];
    for (const object of await (0,cache_store/* listAll */._w)(session, store.bucket, (0,cache_names/* entriesFolder */.jQ)(store), signal)) {
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
            const head = await (0,cache_store/* objectMetadata */.dx)(session, store.bucket, entry.objectKey, signal);
            const totals = (0,manifest_totals/* totalsFromMetadata */.FB)(head) ??
                (0,cache_manifest/* fileTotals */.Ed)((await (0,cache_lookup/* fetchManifest */.Cj)(session, store, entry.objectKey, signal, {
                    listedBytes: entry.size,
                })).manifest.entries);
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
// EXTERNAL MODULE: ./build/cache/restore/restore-cache.js + 20 modules
var restore_cache = __webpack_require__(8878);
// EXTERNAL MODULE: ./build/cache/save/save-cache.js + 16 modules
var save_cache = __webpack_require__(7434);
// EXTERNAL MODULE: ./build/cache-action/cache-constants.js
var cache_constants = __webpack_require__(1456);
// EXTERNAL MODULE: ./build/cache-action/cache-requests.js + 1 modules
var cache_requests = __webpack_require__(8679);
// EXTERNAL MODULE: ./build/errors.js
var errors = __webpack_require__(9473);
// EXTERNAL MODULE: ./build/report/format.js
var format = __webpack_require__(2772);
// EXTERNAL MODULE: ./build/report/shell-command.js
var shell_command = __webpack_require__(3689);
// EXTERNAL MODULE: ./build/s3/s3-session.js + 3 modules
var s3_session = __webpack_require__(6464);
// EXTERNAL MODULE: ./build/cache-action/cache-options.js
var cache_options = __webpack_require__(1635);
// EXTERNAL MODULE: ./build/cache-action/prune-options.js
var prune_options = __webpack_require__(2233);
// EXTERNAL MODULE: ./build/options/connection-options.js
var connection_options = __webpack_require__(8174);
// EXTERNAL MODULE: ./build/options/option-table.js
var option_table = __webpack_require__(3265);
// EXTERNAL MODULE: ./build/validate.js
var validate = __webpack_require__(3208);
;// CONCATENATED MODULE: ./build/cli/cache-cli-options.js







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
const store = (0,option_table/* option */.uK)({
    argument: 's3://bucket/prefix',
    kind: 'string',
    default: '',
    description: `Where caches live. Default: the ${cache_constants/* BUCKET_ENV */.ZJ} environment variable.`,
    parse: (text) => text.trim(),
});
/**
 * The action's `scope`, a mode; a scope given by its name goes in --literal-scope, and the error
 * says so to whoever still writes `--scope refs/heads/main` (its meaning in 1.0).
 */
const scope = {
    ...cache_options/* CACHE_OPTIONS */.A.scope,
    valueName: 'branch|repository',
    description: `${cache_options/* CACHE_OPTIONS */.A.scope.description} Outside a workflow (no GITHUB_REF) the scope is 'no-ref'. Leave it out with --literal-scope.`,
    parse: (text, name, context) => {
        try {
            return cache_options/* CACHE_OPTIONS */.A.scope.parse(text, name, context);
        }
        catch {
            throw new errors/* InputError */.dz(name, text, "'branch' or 'repository' (a scope by its name, such as refs/heads/main, goes in --literal-scope)");
        }
    },
};
const literalScope = (description) => (0,option_table/* option */.uK)({
    flag: 'literal-scope',
    kind: 'lines',
    valueName: 'NAME',
    default: '',
    description,
    parse: option_table/* lines */.Mn,
});
const repository = (0,option_table/* option */.uK)({
    flag: 'repository',
    kind: 'string',
    valueName: 'OWNER/NAME',
    default: '',
    description: "The keyspace's repository. Default: GITHUB_REPOSITORY; without either, the keyspace every repository shares.",
    parse: optionalText,
});
const crossRepository = {
    ...cache_options/* CACHE_OPTIONS */.A.crossRepository,
    description: 'Use the keyspace every repository shares (where entries saved before per-repository keyspaces are), not --repository or GITHUB_REPOSITORY.',
};
const OUTPUT = {
    report: (0,option_table/* option */.uK)({
        flag: 'report',
        kind: 'string',
        valueName: 'json|table',
        default: 'table',
        description: "'json' prints the result object; 'table', lines for a person.",
        parse: (text, name) => (0,validate/* parseChoice */.HU)(name, text, ['table', 'json']),
    }),
    quiet: (0,option_table/* cliFlag */.vM)('quiet', 'Print nothing but errors (--report json still prints its object).'),
};
/** What every subverb but prune shares: the store and its keyspace. */
const KEYSPACE = { store, repository, crossRepository };
/** What every subverb shares: the connection and the output (the help lists them once). */
const CACHE_COMMON_OPTIONS = { ...connection_options/* CONNECTION_OPTIONS */.Ur, ...OUTPUT };
const COMMON = CACHE_COMMON_OPTIONS;
const PATHS = {
    path: {
        ...cache_options/* CACHE_OPTIONS */.A.path,
        valueName: 'PATH...',
        description: `${cache_options/* CACHE_OPTIONS */.A.path.description} Repeat the flag for more; relative to the current folder.`,
        required: { accepts: 'at least one path or glob (repeat --path for more)' },
    },
    key: { ...cache_options/* CACHE_OPTIONS */.A.key, required: { accepts: "a non-empty key such as 'npm-1'" } },
    enableCrossOsArchive: cache_options/* CACHE_OPTIONS */.A.enableCrossOsArchive,
};
const CACHE_SAVE_OPTIONS = {
    ...PATHS,
    scope,
    literalScope: literalScope('Write this scope, by its name (given once), rather than the one --scope makes.'),
    update: cache_options/* CACHE_OPTIONS */.A.update,
    ...KEYSPACE,
    ...COMMON,
};
const CACHE_RESTORE_OPTIONS = {
    ...PATHS,
    restoreKeys: {
        ...cache_options/* CACHE_OPTIONS */.A.restoreKeys,
        valueName: 'PREFIX...',
        description: `${cache_options/* CACHE_OPTIONS */.A.restoreKeys.description} Repeat the flag for more.`,
    },
    lookupOnly: cache_options/* CACHE_OPTIONS */.A.lookupOnly,
    failOnCacheMiss: {
        ...cache_options/* CACHE_OPTIONS */.A.failOnCacheMiss,
        description: 'Fail (exit 255) when no entry matches the key or a restore key.',
    },
    allowLinkedPaths: cache_options/* CACHE_OPTIONS */.A.allowLinkedPaths,
    scope,
    literalScope: literalScope('Read these scopes, by their names, in the order given (repeat the flag), rather than those --scope makes.'),
    deadline: (0,option_table/* option */.uK)({
        flag: 'deadline',
        kind: 'string',
        valueName: 'DURATION',
        default: '',
        description: 'Abandon the restore (a miss, the tree as it was) after this long: seconds, or a number and s, m, h or d. Default: 10m.',
        parse: (text, name) => text.trim() === ''
            ? undefined
            : (0,validate/* parseDuration */.E9)(name, /\d$/.test(text.trim()) ? `${text.trim()}s` : text),
    }),
    ...KEYSPACE,
    ...COMMON,
};
const CACHE_LS_OPTIONS = {
    keyPrefix: (0,option_table/* option */.uK)({
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
    key: (0,option_table/* option */.uK)({
        flag: 'key',
        kind: 'string',
        default: '',
        description: "Remove this key's entries: every scope and version of the keyspace.",
        parse: optionalText,
    }),
    literalScope: literalScope('With --key: only in these scopes, by their names (repeat the flag).'),
    manifest: (0,option_table/* option */.uK)({
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
    olderThan: { ...prune_options/* PRUNE_OPTIONS */.e.olderThan, valueName: 'DURATION' },
    grace: { ...prune_options/* PRUNE_OPTIONS */.e.grace, valueName: 'DURATION' },
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

// EXTERNAL MODULE: ./build/phases.js
var build_phases = __webpack_require__(7282);
// EXTERNAL MODULE: ./build/report/text-table.js
var text_table = __webpack_require__(1985);
;// CONCATENATED MODULE: ./build/cli/cache-result-text.js



/** What `s3-sync cache` prints for a person (`--report json` prints the result objects instead). */
/** Each phase that ran: when it started, how long it took, what it moved. */
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
function saveText(result, key) {
    const outcome = result.outcome === 'exists'
        ? `the key ${JSON.stringify(key)} exists already (--update overwrites it)`
        : result.outcome;
    return `${cachePhaseTable(result.phases)}\n\n${outcome}: ${(0,format/* formatCount */.B4)(result.files)} files (${(0,format/* formatSize */.Xq)(result.bytes)}), uploaded ${(0,format/* formatSize */.Xq)(result.bytesUploaded)} in ${result.packsUploaded} pack(s) and ${result.blobsUploaded} blob(s), ${result.packsReused} pack(s) reused, ${result.packsCompacted ?? 0} compacted`;
}
function restoreText(result) {
    const what = result.outcome === 'miss'
        ? `miss: no entry for ${result.keysTried.map((k) => JSON.stringify(k)).join(', ')}`
        : `${result.outcome} hit: ${JSON.stringify(result.matchedKey)} in scope ${JSON.stringify(result.matchedScope)}, ${(0,format/* formatCount */.B4)(result.files)} files (${(0,format/* formatSize */.Xq)(result.bytes)}), ${(0,format/* formatCount */.B4)(result.unchangedFiles)} unchanged, downloaded ${(0,format/* formatSize */.Xq)(result.bytesDownloaded ?? 0)}`;
    return `${cachePhaseTable(result.phases)}\n\n${what}`;
}
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
function pruneText(result) {
    return `pruned ${result.manifestsDeleted} entr(ies) (${result.manifestsKept} kept) and ${result.objectsDeleted} pack(s) or blob(s) (${(0,format/* formatSize */.Xq)(result.bytesDeleted)}; ${result.objectsKept} kept)`;
}

;// CONCATENATED MODULE: ./build/cli/flag-usage.js
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
function usageLine(command, table, leaveOut = {}) {
    const specs = Object.entries(table)
        .filter(([key]) => !(key in leaveOut))
        .map(([, spec]) => spec);
    const words = [
        command,
        ...specs.filter((spec) => spec.flag === undefined).map(optionSynopsis),
        ...specs.filter((spec) => spec.flag !== undefined && isRequired(spec)).map(optionSynopsis),
        ...specs.filter((spec) => !isRequired(spec)).map((spec) => `[${optionSynopsis(spec)}]`),
    ];
    return wrapWords(words, ' '.repeat(command.length + 1));
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
        const description = wrapWords(spec.description.split(/\s+/), '', WIDTH - 6);
        blocks.push([`  ${optionSynopsis(spec)}${fallback}`, ...description.map((line) => `      ${line}`)].join('\n'));
    }
    return blocks.join('\n');
}

;// CONCATENATED MODULE: ./build/cli/cache-usage.js


/** `s3-sync cache`'s help, written from its tables of options (cache-cli-options.ts). */
const PURPOSE = {
    save: "Save the paths under the key, as the cache action's post step does.",
    restore: 'Restore the entry of the key, else the newest under the first restore key that has one, as the cache action does.',
    ls: 'List the entries of the keyspace, with their totals.',
    rm: "Remove one key's entries (their packs and blobs go at the next prune), or one manifest by name.",
    prune: 'Remove the entries older than --older-than, then every pack and blob no entry reads, in every keyspace of the store (as cache/prune).',
};
const INDENT = '       ';
function synopsis(verb, first) {
    const lines = usageLine(`s3-sync cache ${verb}`, CACHE_SUBVERB_OPTIONS[verb], CACHE_COMMON_OPTIONS);
    return lines.map((line, i) => `${i === 0 && first ? 'usage: ' : INDENT}${line}`);
}
/** Every subverb's usage line, for `s3-sync help` and `s3-sync cache --help`. */
const CACHE_USAGE = [
    ...CACHE_SUBVERBS.flatMap((verb, i) => synopsis(verb, i === 0)),
    ...wrapWords([
        '  every cache verb also takes:',
        ...Object.values(CACHE_COMMON_OPTIONS)
            .filter((spec) => spec.flag !== undefined)
            .map(optionSynopsis),
    ], '    '),
    "  --scope is the cache action's scope (a mode); --literal-scope NAME names a scope itself",
    '  s3-sync cache VERB --help: each flag, with its default and meaning',
].join('\n');
/** `s3-sync cache VERB --help`: what the subverb does, then each of its flags. */
function cacheSubverbHelp(verb) {
    return [
        ...synopsis(verb, true),
        '',
        ...wrapWords(PURPOSE[verb].split(' '), '  ').map((line) => `  ${line}`),
        '',
        flagHelp(CACHE_SUBVERB_OPTIONS[verb]),
    ].join('\n');
}

// EXTERNAL MODULE: ./build/cli/output.js
var cli_output = __webpack_require__(8288);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./build/cache-action/cache-keys.js
var cache_keys = __webpack_require__(2009);
// EXTERNAL MODULE: ./build/cache-action/cache-scopes.js
var cache_scopes = __webpack_require__(9204);
// EXTERNAL MODULE: ./build/s3/location.js
var s3_location = __webpack_require__(1984);
;// CONCATENATED MODULE: ./build/cli/read-cache-args.js










const KEY_FLAGS = { key: '--key', restoreKeys: '--restore-keys' };
/**
 * Refuses a flag the subverb does not take by naming it and the subverb's own (parseArgs alone
 * says only "Unknown option"): `cache rm --scope` named a literal scope in 1.0.
 */
function checkFlagsKnown(verb, table, args) {
    const known = (0,option_table/* parseArgsOptions */.dm)(table);
    const { tokens } = (0,external_node_util_.parseArgs)({
        args,
        options: known,
        strict: false,
        allowPositionals: true,
        tokens: true,
    });
    for (const token of tokens) {
        if (token.kind !== 'option' || token.name in known)
            continue;
        const flags = Object.keys(known).map((name) => `--${name}`);
        throw new errors/* InputError */.dz(`cache ${verb}`, token.rawName, `given only its own flags (${flags.join(', ')}; s3-sync cache ${verb} --help)`);
    }
}
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
    const table = CACHE_SUBVERB_OPTIONS[verb];
    checkFlagsKnown(verb, table, args);
    const parsed = (0,external_node_util_.parseArgs)({ args, allowPositionals: true, options: (0,option_table/* parseArgsOptions */.dm)(table) });
    const { positionals } = parsed;
    const given = parsed.values;
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
    return { ...read, settings };
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
function print(output, result, text) {
    if (output.json)
        console.log((0,cli_output/* safeJson */.oi)(result));
    else if (!output.quiet)
        console.log(text.split('\n').map(format/* oneLogLine */.Hr).join('\n'));
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
/** Runs `work` on a session of its own, with as many requests in flight as the action's step. */
async function withSession(client, maxRequests, signal, work) {
    const session = (0,s3_session/* createS3Session */.F)({ client, maxRequests, signal });
    try {
        return await withoutRunnerDebug(() => work(session));
    }
    finally {
        session.close();
    }
}
async function save(args, signal) {
    const read = readCacheJobArgs('save', args, process.env);
    const key = read.settings.primaryKey;
    const result = await withSession(read.client, cache_constants/* CACHE_MAX_REQUESTS */.hh, signal, (session) => (0,save_cache/* saveCache */.I)(session, (0,cache_requests/* cacheSaveRequest */.T)(read.settings, key), signal));
    warn(read, result.warnings);
    print(read, result, saveText(result, key));
}
async function restore(args, signal) {
    const read = readCacheJobArgs('restore', args, process.env);
    const { deadline } = read.values;
    const request = {
        ...(0,cache_requests/* cacheRestoreRequest */.k)(read.settings),
        ...(deadline === undefined ? {} : { deadlineMs: deadline }),
    };
    const result = await withSession(read.client, cache_constants/* CACHE_MAX_REQUESTS */.hh, signal, (session) => (0,restore_cache/* restoreCache */.P)(session, request, signal));
    warn(read, result.warnings);
    print(read, result, restoreText(result));
    if (result.outcome === 'miss' && read.values.failOnCacheMiss)
        throw new CacheMissError(`no cache entry for the key ${JSON.stringify(request.primaryKey)} or its restore keys, and --fail-on-cache-miss is set`);
}
async function ls(args, signal) {
    const read = readCacheArgs('ls', args, process.env);
    const entries = await withSession(read.client, cache_constants/* CACHE_MAX_REQUESTS */.hh, signal, (session) => listCacheEntries(session, read.store, read.values.keyPrefix, signal));
    print(read, { entries }, lsText(entries, Date.now()));
}
async function rm(args, signal) {
    const read = readCacheArgs('rm', args, process.env);
    const { key, manifest, literalScope } = read.values;
    if (manifest === undefined && key === undefined)
        throw new errors/* InputError */.dz('--key', '', 'the key of the entries to remove (or --manifest)');
    const result = await withSession(read.client, cache_constants/* PRUNE_MAX_REQUESTS */.DB, signal, (session) => manifest !== undefined
        ? (0,remove_entries/* removeManifest */.e)(session, read.location, manifest, signal)
        : (0,remove_entries/* removeEntries */.n)(session, read.store, { key: key, ...(literalScope.length ? { scopes: literalScope } : {}) }, signal));
    print(read, result, rmText(result));
}
async function prune(args, signal) {
    const read = readCacheArgs('prune', args, process.env);
    const { olderThan, grace } = read.values;
    // Prune reads every keyspace: packs are shared between them.
    const result = await withSession(read.client, cache_constants/* PRUNE_MAX_REQUESTS */.DB, signal, (session) => (0,prune_cache/* pruneCache */.v)(session, read.location, { olderThanMs: olderThan, graceMs: grace }, signal));
    const removeCommands = result.unreadable.map((key) => `to remove ${JSON.stringify(key)}: ${(0,shell_command/* removeManifestCommand */.v)(read.storeUrl, key)}`);
    warn(read, [...result.warnings, ...removeCommands]);
    print(read, result, pruneText(result));
}
const SUBVERBS = {
    save,
    restore,
    ls,
    rm,
    prune,
};
const isSubverb = (word) => CACHE_SUBVERBS.includes(word);
/** `s3-sync cache save|restore|ls|rm|prune`: the cache engine from a terminal. */
async function cacheCommand(args, signal) {
    const [subverb, ...rest] = args;
    if (subverb === '--help' || subverb === '-h' || subverb === 'help') {
        console.log(CACHE_USAGE);
        return 0;
    }
    if (!isSubverb(subverb))
        throw new errors/* InputError */.dz('cache', subverb ?? '', `one of ${CACHE_SUBVERBS.map((verb) => `'${verb}'`).join(', ')}`);
    if (rest.includes('--help') || rest.includes('-h')) {
        console.log(cacheSubverbHelp(subverb));
        return 0;
    }
    await SUBVERBS[subverb](rest, signal);
    return 0;
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

/***/ 1985:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ textTable)
/* harmony export */ });
/** Rows as aligned plain-text columns: the columns in `left` padded right, the others left. */
function textTable(rows, left) {
    const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
    return rows
        .map((r) => r
        .map((cell, i) => (left.includes(i) ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
        .join('  '))
        .join('\n');
}


/***/ })

};

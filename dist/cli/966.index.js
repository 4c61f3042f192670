export const id = 966;
export const ids = [966];
export const modules = {

/***/ 8021:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ forEachBounded),
/* harmony export */   y: () => (/* binding */ mapBounded)
/* harmony export */ });
/**
 * Runs `task` over `count` items with at most `limit` in flight; the first failure wins. After a
 * failure no new item starts, and it is thrown only once the items in flight have settled: the
 * caller's cleanup (closing and removing a temporary file, AbortMultipartUpload, a directory
 * handle) must not race work still going on, or a part finished after the abort is stored and
 * billed.
 */
async function forEachBounded(count, limit, task) {
    let next = 0;
    let failure;
    const worker = async () => {
        while (next < count && failure === undefined) {
            try {
                await task(next++);
            }
            catch (error) {
                failure ??= { error };
            }
        }
    };
    await Promise.all(Array.from({ length: Math.min(limit, count) }, worker));
    if (failure)
        throw failure.error;
}
/** `fn` over `items` as forEachBounded runs it, keeping the results in the input order. */
async function mapBounded(items, limit, fn) {
    const results = new Array(items.length);
    await forEachBounded(items.length, limit, async (i) => {
        results[i] = await fn(items[i]);
    });
    return results;
}


/***/ }),

/***/ 9441:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  SHARDS_USAGE: () => (/* binding */ SHARDS_USAGE),
  shardsCommand: () => (/* binding */ shardsCommand)
});

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./build/errors.js
var errors = __webpack_require__(9473);
// EXTERNAL MODULE: ./build/options/option-table.js
var option_table = __webpack_require__(3265);
// EXTERNAL MODULE: ./build/endpoint.js
var endpoint = __webpack_require__(5587);
// EXTERNAL MODULE: ./build/s3/list/key-order.js
var key_order = __webpack_require__(2034);
;// CONCATENATED MODULE: ./build/sync/shard-cutter.js

const SHARD_MEASURES = ['objects', 'bytes'];
/** A GitHub Actions matrix runs at most 256 jobs. */
const MAX_SHARDS = 256;
/**
 * Memory is bounded by this many checkpoints, not by the source: up to it, every key is one
 * and the cut is exact; past it, every other one is dropped and the spacing doubles, so a range
 * is off its share by at most 2 / MAX_CHECKPOINTS of the source.
 */
const MAX_CHECKPOINTS = 1 << 16;
/**
 * The action reads inputs trimmed (core.getInput), and a blank one is the default: a boundary
 * that starts or ends with white space would reach the sync as another key, so it is never one.
 */
function isSafeBoundary(key) {
    return key !== '' && key === key.trim();
}
/**
 * Cuts a sorted stream of keys into ranges of about equal count (or size), holding a bounded
 * sample of the keys. Feed it every key in S3's order, then `cut`.
 */
class ShardCutter {
    checkpoints = [];
    step = 1;
    last;
    objects = 0;
    bytes = 0;
    add(key, size) {
        if (this.last !== undefined && (0,key_order/* compareKeys */.Y)(key, this.last) <= 0)
            throw new Error(`keys must come in S3's order: ${JSON.stringify(key)} after ${JSON.stringify(this.last)}`);
        this.last = key;
        this.objects++;
        this.bytes += size;
        if (this.objects % this.step !== 0 || !isSafeBoundary(key))
            return;
        this.checkpoints.push({ key, objects: this.objects, bytes: this.bytes });
        if (this.checkpoints.length >= MAX_CHECKPOINTS) {
            this.step *= 2;
            this.checkpoints = this.checkpoints.filter((c) => c.objects % this.step === 0);
        }
    }
    /**
     * At most `count` ranges that cover every key once: the first from the beginning, the last
     * open-ended. Never a range empty at the time of the cut, so a source of fewer keys than
     * `count` gets one range per key, and an empty source one range over everything.
     */
    cut(count, by = 'objects') {
        if (!Number.isInteger(count) || count < 1)
            throw new RangeError(`count ${count}`);
        // Bytes of nothing but empty objects cannot be shared out: fall back to counting them.
        const useBytes = by === 'bytes' && this.bytes > 0;
        const measure = (c) => (useBytes ? c.bytes : c.objects);
        const total = useBytes ? this.bytes : this.objects;
        const ends = [];
        let from = 0;
        for (let i = 1; i < count; i++) {
            const at = firstReaching(this.checkpoints, measure, (total * i) / count, from);
            // The last key ends no range: the open-ended last range would be empty.
            if (at >= this.checkpoints.length || this.checkpoints[at].objects >= this.objects)
                break;
            ends.push(this.checkpoints[at]);
            from = at + 1;
        }
        const shards = [];
        let before = { key: '', objects: 0, bytes: 0 };
        for (const end of [...ends, undefined]) {
            shards.push({
                shard: shards.length + 1,
                startAfter: before.key,
                endAt: end?.key,
                objects: (end?.objects ?? this.objects) - before.objects,
                bytes: (end?.bytes ?? this.bytes) - before.bytes,
            });
            if (end)
                before = end;
        }
        return shards;
    }
}
/** The first checkpoint at or after `from` whose running total reaches `target`. */
function firstReaching(checkpoints, measure, target, from) {
    let low = from;
    let high = checkpoints.length;
    while (low < high) {
        const mid = (low + high) >>> 1;
        if (measure(checkpoints[mid]) >= target)
            high = mid;
        else
            low = mid + 1;
    }
    return low;
}

// EXTERNAL MODULE: ./build/validate.js
var validate = __webpack_require__(3208);
// EXTERNAL MODULE: ./build/options/connection-options.js
var connection_options = __webpack_require__(8174);
// EXTERNAL MODULE: ./build/options/sync-options.js + 1 modules
var sync_options = __webpack_require__(8870);
;// CONCATENATED MODULE: ./build/options/shards-options.js






/**
 * The plan step of a sharded sync (issue 15), for the shards action and `s3-sync shards`: the
 * source is listed as the sync lists it, with the sync's own listing and connection options.
 */
const SHARDS_OPTIONS = {
    source: (0,option_table/* option */.uK)({
        ...sync_options/* SYNC_OPTIONS */.hV.source,
        description: "What the syncs will copy from: an S3 URL (s3://bucket/prefix) or, for uploads, a path (relative paths are taken from GITHUB_WORKSPACE). Use the syncs' own `source`.",
        parse: (value, name, context) => (0,endpoint/* parseEndpoint */.U)(name, value, context.baseDir),
    }),
    count: (0,option_table/* option */.uK)({
        input: 'count',
        flag: 'count',
        kind: 'string',
        default: '',
        required: { accepts: `an integer from 1 to ${MAX_SHARDS} (the matrix's jobs)` },
        description: `How many key ranges to cut (1-${MAX_SHARDS}, a matrix's limit): one per sync job. Fewer come out when the source has fewer keys.`,
        parse: (value, name) => (0,validate/* parseInteger */.cG)(name, value, 1, MAX_SHARDS),
    }),
    by: (0,option_table/* option */.uK)({
        input: 'by',
        flag: 'by',
        kind: 'string',
        default: 'objects',
        description: "'objects': ranges of about equal object count (small objects: the per-request cost dominates); 'bytes': of about equal size.",
        parse: (value, name) => (0,validate/* parseChoice */.HU)(name, value, SHARD_MEASURES),
    }),
    exclude: (0,option_table/* option */.uK)({
        ...sync_options/* SYNC_OPTIONS */.hV.exclude,
        description: "The syncs' own `exclude` patterns: the plan balances the ranges over the keys the syncs will copy, not over keys they skip.",
    }),
    include: (0,option_table/* option */.uK)({
        ...sync_options/* SYNC_OPTIONS */.hV.include,
        description: "The syncs' own `include` patterns (after the excludes, as in the sync).",
    }),
    lister: sync_options/* SYNC_OPTIONS */.hV.lister,
    listConcurrency: sync_options/* SYNC_OPTIONS */.hV.listConcurrency,
    pageSize: sync_options/* SYNC_OPTIONS */.hV.pageSize,
    followSymlinks: sync_options/* SYNC_OPTIONS */.hV.followSymlinks,
    ...connection_options/* CONNECTION_OPTIONS */.Ur,
};
function shardPlanRequestFrom(values, env, frontEnd, filters = (0,sync_options/* actionFilterOrder */.lH)(values)) {
    return {
        filters,
        source: values.source,
        count: values.count,
        by: values.by,
        lister: values.lister,
        listConcurrency: values.listConcurrency,
        pageSize: values.pageSize,
        followSymlinks: values.followSymlinks,
        client: (0,connection_options/* clientSettingsFrom */.Xw)(values, env, frontEnd),
    };
}

// EXTERNAL MODULE: ./build/report/format.js
var format = __webpack_require__(2772);
// EXTERNAL MODULE: ./build/sync/key-range.js
var key_range = __webpack_require__(641);
// EXTERNAL MODULE: ./build/report/format-faults.js
var format_faults = __webpack_require__(8984);
// EXTERNAL MODULE: ./build/sync/sync-progress.js + 1 modules
var sync_progress = __webpack_require__(1612);
;// CONCATENATED MODULE: ./build/report/job-summary.js








/** The runner refuses a step summary over 1 MiB; stay well under it. */
const MAX_SUMMARY_BYTES = (/* unused pure expression or super */ null && (1024 * 1024 - 16 * 1024));
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
function job_summary_escapeHtml(text) {
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
    return phasesInTimeOrder(report.phases).map((phase) => {
        const seconds = activeSeconds(phase);
        switch (phase.name) {
            case SyncPhase.ListSource:
            case SyncPhase.ListDestination:
                // The bytes are the size of what was listed, not bytes moved: no byte rate.
                return {
                    phase,
                    work: `${formatCountOf(phase.objects, 'object')} listed (${formatSize(phase.bytes)} stored)`,
                    rate: formatCountRate(phase.objects, seconds, 'objects'),
                };
            case SyncPhase.Plan:
                return {
                    phase,
                    work: `${formatCountOf(phase.objects, 'path')} compared`,
                    rate: formatCountRate(phase.objects, seconds, 'paths'),
                };
            case SyncPhase.Transfer: {
                const bytes = report.counts.bytesTransferred;
                const rates = [
                    formatByteRate(bytes, seconds),
                    formatCountRate(phase.objects, seconds, 'objects'),
                ].filter((r) => r !== '–');
                return {
                    phase,
                    work: `${formatCountOf(phase.objects, 'object')} ${transferVerb(report)} (${formatSize(bytes)})`,
                    rate: rates.join(', ') || '–',
                };
            }
            default:
                return {
                    phase,
                    work: `${formatCountOf(phase.objects, 'object')} (${formatSize(phase.bytes)})`,
                    rate: formatCountRate(phase.objects, seconds, 'objects'),
                };
        }
    });
}
function firstTransfer(report) {
    if (report.firstTransferSeconds === undefined)
        return '';
    const together = report.overlapSeconds >= 0.01
        ? `; listing and transfers ran together for ${formatSeconds(report.overlapSeconds)}`
        : '';
    return ` First transfer after ${formatSeconds(report.firstTransferSeconds)}${together}.`;
}
function listingSentence(listing) {
    return `Source listing: ${formatCountOf(listing.pages, 'page')} in ${formatCountOf(listing.ranges, 'key range')} (${formatCountOf(listing.splits, 'split')}, up to ${formatCountOf(listing.maxInFlight, 'request')} in flight, ${formatCountOf(listing.wastedPages, 'page')} wasted at range ends), ${listing.firstPageSeconds === undefined ? '' : `first page after ${formatSeconds(listing.firstPageSeconds)}, `}${formatCountOf(listing.retries, 'request')} retried.`;
}
/** The job summary as markdown: what ran, timings per phase, charts, failures. */
function renderJobSummary(report, error) {
    const c = report.counts;
    const faults = formatFaults(c);
    const lines = [
        `## S3 sync ${error ? '❌ failed' : report.dryrun ? '(dry run)' : '✅'}`,
        '',
        '| source | destination | mode | lister |',
        '|---|---|---|---|',
        // <code>, not backticks: a code span would show the escapes literally (`my&#95;repo`).
        `| <code>${job_summary_escapeHtml(report.source)}</code> | <code>${job_summary_escapeHtml(report.destination)}</code> | ${report.mode} (${report.direction}) | ${job_summary_escapeHtml(report.lister)} |`,
        '',
        `**${formatCountOf(c.transferred, 'object')} ${transferVerb(report)} (${formatSize(c.bytesTransferred)})**, ${formatCount(c.skipped)} unchanged, ${formatCount(c.deleted)} deleted, ${formatCount(c.failed)} failed, out of ${formatCount(c.listed)} listed, in **${formatSeconds(report.totalSeconds)}**.${firstTransfer(report)}`,
        '',
        ...(error
            ? [
                `**Error:** ${job_summary_escapeHtml(truncate(error.message.split('\n')[0] ?? '', MAX_ERROR_CHARS))}`,
                '',
            ]
            : []),
        ...(faults ? [`⚠️ ${faults}`, ''] : []),
        ...(report.range
            ? [
                `Key range (one shard of a sharded sync): <code>${job_summary_escapeHtml(truncate(describeKeyRange(report.range), 2 * MAX_KEY_CHARS))}</code>`,
                '',
            ]
            : []),
    ];
    const table = phaseTable(syncPhaseLines(report), report.totalSeconds, `${formatSize(c.bytesTransferred)} ${transferVerb(report)}`);
    if (table.length > 0) {
        lines.push(...table, '');
        if (report.phases.some((p) => p.waitedSeconds > 0))
            lines.push(WAITING_NOTE, '');
        const overlaps = overlapSentence(report.phases, report.totalSeconds);
        if (overlaps)
            lines.push(overlaps, '');
    }
    const details = [
        report.listing ? listingSentence(report.listing) : '',
        report.largeTransfers ? describeLargeTransfers(report.largeTransfers) : '',
        report.checksums ? describeChecksums(report.checksums) : '',
        formatHedges(c),
    ].filter(Boolean);
    for (const line of details)
        lines.push(line, '');
    // Planning spans the whole source listing: its bar would only repeat that one.
    lines.push(ganttChart(report.phases, [SyncPhase.Plan]));
    if (c.transferred > 0)
        lines.push(timelineChart(report.timeline, SYNC_TIMELINE_LINES, 'Objects over time'));
    if (report.failures.length > 0) {
        lines.push(`### Failures (${formatCount(report.counts.failed)})`, '', '| key | error |', '|---|---|');
        for (const f of report.failures.slice(0, MAX_FAILURE_ROWS)) {
            lines.push(`| <code>${job_summary_escapeHtml(truncate(f.key))}</code> | ${job_summary_escapeHtml(truncate(f.message))} |`);
        }
        if (report.counts.failed > MAX_FAILURE_ROWS)
            lines.push('', `… and ${formatCount(report.counts.failed - MAX_FAILURE_ROWS)} more (see the step log).`);
        lines.push('');
    }
    let text = lines.join('\n');
    if (Buffer.byteLength(text) > MAX_SUMMARY_BYTES) {
        // Counted in bytes, as the runner counts: a slice of UTF-16 units could still be over.
        text = `${cutToBytes(text, MAX_SUMMARY_BYTES / 2)}\n\n_The summary was cut short to stay under the runner's 1 MiB limit._\n`;
    }
    return text;
}

// EXTERNAL MODULE: ./build/report/text-table.js
var text_table = __webpack_require__(1985);
;// CONCATENATED MODULE: ./build/report/shard-report.js




/**
 * The plan as `strategy.matrix` takes it from `fromJSON(...)`: one `include` entry per range,
 * named as the sync's inputs, so a job passes `matrix.start-after` and `matrix.end-at` on.
 */
function shardMatrix(plan) {
    return {
        include: plan.shards.map((s) => ({
            shard: s.shard,
            'start-after': s.startAfter,
            'end-at': s.endAt ?? '',
        })),
    };
}
function headline(plan) {
    return `${(0,format/* formatCountOf */.gL)(plan.shards.length, 'key range')} (asked for ${(0,format/* formatCount */.B4)(plan.count)}, by ${plan.by}) over ${(0,format/* formatCountOf */.gL)(plan.objects, 'object')} (${(0,format/* formatSize */.Xq)(plan.bytes)}), listed in ${(0,format/* formatSeconds */.Xo)(plan.seconds)}`;
}
/** The ranges as a terminal table; keys quoted (JSON.stringify), so none can forge a line. */
function renderShardTable(plan) {
    const rows = [['shard', 'range', 'objects', 'bytes']];
    for (const s of plan.shards)
        rows.push([String(s.shard), (0,key_range/* describeKeyRange */.mm)(s), (0,format/* formatCount */.B4)(s.objects), (0,format/* formatSize */.Xq)(s.bytes)]);
    const table = (0,text_table/* textTable */.e)(rows, [1]);
    return `${table}\n${headline(plan)}\n`;
}
const shard_report_MAX_KEY_CHARS = 200;
/** The ranges for the job summary: keys HTML-escaped, long ones cut. */
function renderShardSummary(plan, source) {
    // By code points: half a surrogate pair would show as U+FFFD.
    const cut = (text) => {
        const chars = [...text];
        return chars.length > shard_report_MAX_KEY_CHARS ? `${chars.slice(0, shard_report_MAX_KEY_CHARS).join('')}…` : text;
    };
    const key = (text, open) => text === undefined || text === '' ? `_${open}_` : `<code>${escapeHtml(cut(text))}</code>`;
    const lines = [
        `## S3 sync shards of <code>${escapeHtml(source)}</code>`,
        '',
        `${headline(plan)}. Each range is (start-after, end-at], keys relative to the prefix, in S3's byte order; the last is open-ended.`,
        '',
        '| shard | start-after | end-at | objects | bytes |',
        '|---:|---|---|---:|---:|',
        ...plan.shards.map((s) => `| ${s.shard} | ${key(s.startAfter, 'the beginning')} | ${key(s.endAt, 'the end')} | ${formatCount(s.objects)} | ${formatSize(s.bytes)} |`),
        '',
    ];
    return lines.join('\n');
}

// EXTERNAL MODULE: ./build/sync/filters.js
var filters = __webpack_require__(1785);
// EXTERNAL MODULE: ./build/sync/sync-sides.js + 1 modules
var sync_sides = __webpack_require__(9550);
;// CONCATENATED MODULE: ./build/sync/plan-shards.js



/**
 * The plan step of a sharded sync: lists the source exactly as the sync's source side lists it
 * (the same folder prefix, the same walk), so the ranges are in the keys the syncs compare.
 */
async function planShards(request, options) {
    const started = Date.now();
    const { source } = request;
    let listing;
    let batches;
    if (source.kind === 's3') {
        const side = (0,sync_sides/* listS3Side */.En)({ ...source.location, prefix: (0,sync_sides/* folderPrefix */.Z4)(source.location.prefix) }, {
            client: request.client,
            lister: request.lister,
            listConcurrency: request.listConcurrency,
            pageSize: request.pageSize,
            signal: options.signal,
            onDebug: options.onDebug,
        });
        listing = side.stats;
        batches = side.batches;
    }
    else {
        batches = (0,sync_sides/* listLocalSide */.f0)(source.path, {
            followSymlinks: request.followSymlinks,
            signal: options.signal,
            onWarning: (w) => options.onWarning?.(`skipped ${JSON.stringify(w.path)}: ${w.message}`),
            mustExist: true,
        });
    }
    const cutter = new ShardCutter();
    const passes = (0,filters/* createFilter */.H)(request.filters);
    for await (const batch of batches) {
        for (const entry of batch)
            if (passes(entry.rel))
                cutter.add(entry.rel, entry.size);
    }
    return {
        shards: cutter.cut(request.count, request.by),
        count: request.count,
        by: request.by,
        objects: cutter.objects,
        bytes: cutter.bytes,
        seconds: (Date.now() - started) / 1000,
        listing,
    };
}

// EXTERNAL MODULE: ./build/cli/filter-flags.js
var filter_flags = __webpack_require__(8861);
// EXTERNAL MODULE: ./build/cli/output.js
var output = __webpack_require__(8288);
;// CONCATENATED MODULE: ./build/cli/shards-command.js










const SHARDS_USAGE = `usage: s3-sync shards SRC --count N [--by objects|bytes] [--quiet]
  SRC: s3://bucket/prefix, or a local folder (for an upload); N: 1-${MAX_SHARDS}
  Prints {"include":[{"shard":1,"start-after":"","end-at":"..."},...]} for strategy.matrix;
  each sync then takes --start-after and --end-at (keys relative to the prefix). The table of
  ranges goes to stderr.
  --exclude P --include P   the syncs' own filters: skipped keys weigh nothing in the balance
  --bucket-lister single|threaded  --list-concurrency auto|N  --page-size N
  --endpoint-url URL --region R --force-path-style B`;
const CLI_SHARDS_OPTIONS = {
    ...SHARDS_OPTIONS,
    quiet: (0,option_table/* cliFlag */.vM)('quiet', 'Print the JSON only, not the table of ranges.'),
};
/** `s3-sync shards`: the plan step of a sharded sync, from a terminal or a workflow's `run:`. */
async function shardsCommand(args, signal) {
    const { values: flags, positionals, tokens, } = (0,external_node_util_.parseArgs)({
        args,
        allowPositionals: true,
        tokens: true,
        options: (0,option_table/* parseArgsOptions */.dm)(CLI_SHARDS_OPTIONS),
    });
    if (positionals.length !== 1)
        throw new errors/* InputError */.dz('shards', positionals.join(' '), 'one argument: SRC');
    const values = (0,option_table/* readCliOptions */.Z)(CLI_SHARDS_OPTIONS, flags, { baseDir: process.cwd() }, { source: positionals[0] });
    try {
        const plan = await planShards(shardPlanRequestFrom(values, process.env, 'cli', (0,filter_flags/* filtersInTypedOrder */.v)(tokens)), {
            signal,
            onWarning: values.quiet
                ? undefined
                : (message) => process.stderr.write(`warning: ${(0,format/* oneLogLine */.Hr)(message)}\n`),
        });
        process.stdout.write(`${(0,output/* safeJson */.oi)(shardMatrix(plan))}\n`);
        if (!values.quiet)
            process.stderr.write(renderShardTable(plan));
        return 0;
    }
    catch (error) {
        throw (0,errors/* nameSettingError */.O2)(error, (0,option_table/* nameOfSetting */.FK)(CLI_SHARDS_OPTIONS, 'cli'));
    }
}


/***/ }),

/***/ 7282:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ phaseSeconds),
/* harmony export */   r: () => (/* binding */ PhaseCollector)
/* harmony export */ });
/**
 * Phases as data: a job (sync, cache restore, cache save) names its phases and records when each
 * ran and what it moved; the report renders whatever list it gets. This lives with the shared
 * basics because jobs fill it and front-ends render it, and imports only flow downwards.
 */
/**
 * The one collector of a job's phases. Declared phases keep their order (and appear with zero
 * time when they never ran); phases that were not declared are appended when they first begin.
 */
class PhaseCollector {
    clock;
    startedAtMs;
    phases = new Map();
    constructor(declared = [], clock = Date.now) {
        this.clock = clock;
        this.startedAtMs = clock();
        for (const { name, label } of declared)
            this.phaseNamed(name, label);
    }
    nowMs() {
        return this.clock() - this.startedAtMs;
    }
    /** Marks the start; a second call keeps the first start (phases may begin from many places). */
    begin(name) {
        this.phaseNamed(name).startMs ??= this.nowMs();
    }
    end(name) {
        const phase = this.phaseNamed(name);
        phase.startMs ??= this.nowMs();
        phase.endMs = this.nowMs();
    }
    /** Counts work done in a phase; the first count also starts it. */
    add(name, objects, bytes = 0) {
        const phase = this.phaseNamed(name);
        phase.startMs ??= this.nowMs();
        phase.objects += objects;
        phase.bytes += bytes;
    }
    /** Records time the phase spent held back by another. */
    waited(name, ms) {
        if (ms > 0)
            this.phaseNamed(name).waitedMs += ms;
    }
    /**
     * Runs `work` as the phase `name`, ending it however the work ends. A phase timed in several
     * runs (an upload per pack) counts the gaps when none of its runs was in flight as its wait:
     * its span then reads as time waiting for work, not as slow work.
     */
    async time(name, work) {
        const phase = this.phaseNamed(name);
        if (phase.running === 0 && phase.idleSinceMs !== undefined)
            phase.waitedMs += this.nowMs() - phase.idleSinceMs;
        phase.running++;
        this.begin(name);
        try {
            return await work();
        }
        finally {
            this.end(name);
            if (--phase.running === 0)
                phase.idleSinceMs = phase.endMs;
        }
    }
    get(name) {
        const phase = this.phases.get(name);
        if (!phase)
            return undefined;
        const { name: n, label, startMs, endMs, objects, bytes, waitedMs } = phase;
        return { name: n, label, startMs, endMs, objects, bytes, waitedMs };
    }
    /** A copy of every phase, in order: what a job returns and a report renders. */
    list() {
        return [...this.phases.keys()].map((name) => this.get(name));
    }
    phaseNamed(name, label = name) {
        let phase = this.phases.get(name);
        if (!phase) {
            phase = {
                name,
                label,
                startMs: undefined,
                endMs: undefined,
                objects: 0,
                bytes: 0,
                waitedMs: 0,
                running: 0,
                idleSinceMs: undefined,
            };
            this.phases.set(name, phase);
        }
        return phase;
    }
}
/** Seconds a phase ran; a phase still running counts up to `finishedMs`, one never begun is 0. */
function phaseSeconds(phase, finishedMs) {
    if (phase.startMs === undefined)
        return 0;
    return Math.max(0, (phase.endMs ?? finishedMs) - phase.startMs) / 1000;
}


/***/ })

};

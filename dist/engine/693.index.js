export const id = 693;
export const ids = [693];
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

/***/ 8099:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ shardPlanRequestFrom),
/* harmony export */   Z: () => (/* binding */ SHARDS_OPTIONS)
/* harmony export */ });
/* harmony import */ var _endpoint_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5587);
/* harmony import */ var _sync_shard_cutter_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1836);
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3208);
/* harmony import */ var _connection_options_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8174);
/* harmony import */ var _option_table_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3265);
/* harmony import */ var _sync_options_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8870);






/**
 * The plan step of a sharded sync (issue 15), for the shards action and `s3-sync shards`: the
 * source is listed as the sync lists it, with the sync's own listing and connection options.
 */
const SHARDS_OPTIONS = {
    source: (0,_option_table_js__WEBPACK_IMPORTED_MODULE_3__/* .option */ .uK)({
        ..._sync_options_js__WEBPACK_IMPORTED_MODULE_4__/* .SYNC_OPTIONS */ .hV.source,
        description: "What the syncs will copy from: an S3 URL (s3://bucket/prefix) or, for uploads, a path (relative paths are taken from GITHUB_WORKSPACE). Use the syncs' own `source`.",
        parse: (value, name, context) => (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_0__/* .parseEndpoint */ .U)(name, value, context.baseDir),
    }),
    count: (0,_option_table_js__WEBPACK_IMPORTED_MODULE_3__/* .option */ .uK)({
        input: 'count',
        flag: 'count',
        kind: 'string',
        default: '',
        required: { accepts: `an integer from 1 to ${_sync_shard_cutter_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_SHARDS */ .hH} (the matrix's jobs)` },
        description: `How many key ranges to cut (1-${_sync_shard_cutter_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_SHARDS */ .hH}, a matrix's limit): one per sync job. Fewer come out when the source has fewer keys.`,
        parse: (value, name) => (0,_validate_js__WEBPACK_IMPORTED_MODULE_1__/* .parseInteger */ .cG)(name, value, 1, _sync_shard_cutter_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_SHARDS */ .hH),
    }),
    by: (0,_option_table_js__WEBPACK_IMPORTED_MODULE_3__/* .option */ .uK)({
        input: 'by',
        flag: 'by',
        kind: 'string',
        default: 'objects',
        description: "'objects': ranges of about equal object count (small objects: the per-request cost dominates); 'bytes': of about equal size.",
        parse: (value, name) => (0,_validate_js__WEBPACK_IMPORTED_MODULE_1__/* .parseChoice */ .HU)(name, value, _sync_shard_cutter_js__WEBPACK_IMPORTED_MODULE_5__/* .SHARD_MEASURES */ .B2),
    }),
    exclude: (0,_option_table_js__WEBPACK_IMPORTED_MODULE_3__/* .option */ .uK)({
        ..._sync_options_js__WEBPACK_IMPORTED_MODULE_4__/* .SYNC_OPTIONS */ .hV.exclude,
        description: "The syncs' own `exclude` patterns: the plan balances the ranges over the keys the syncs will copy, not over keys they skip.",
    }),
    include: (0,_option_table_js__WEBPACK_IMPORTED_MODULE_3__/* .option */ .uK)({
        ..._sync_options_js__WEBPACK_IMPORTED_MODULE_4__/* .SYNC_OPTIONS */ .hV.include,
        description: "The syncs' own `include` patterns (after the excludes, as in the sync).",
    }),
    lister: _sync_options_js__WEBPACK_IMPORTED_MODULE_4__/* .SYNC_OPTIONS */ .hV.lister,
    listConcurrency: _sync_options_js__WEBPACK_IMPORTED_MODULE_4__/* .SYNC_OPTIONS */ .hV.listConcurrency,
    pageSize: _sync_options_js__WEBPACK_IMPORTED_MODULE_4__/* .SYNC_OPTIONS */ .hV.pageSize,
    followSymlinks: _sync_options_js__WEBPACK_IMPORTED_MODULE_4__/* .SYNC_OPTIONS */ .hV.followSymlinks,
    ..._connection_options_js__WEBPACK_IMPORTED_MODULE_2__/* .CONNECTION_OPTIONS */ .Ur,
};
function shardPlanRequestFrom(values, env, frontEnd, filters = (0,_sync_options_js__WEBPACK_IMPORTED_MODULE_4__/* .actionFilterOrder */ .lH)(values)) {
    return {
        filters,
        source: values.source,
        count: values.count,
        by: values.by,
        lister: values.lister,
        listConcurrency: values.listConcurrency,
        pageSize: values.pageSize,
        followSymlinks: values.followSymlinks,
        client: (0,_connection_options_js__WEBPACK_IMPORTED_MODULE_2__/* .clientSettingsFrom */ .Xw)(values, env, frontEnd),
    };
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

/***/ 326:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ renderShardSummary),
/* harmony export */   _b: () => (/* binding */ shardMatrix),
/* harmony export */   rv: () => (/* binding */ renderShardTable)
/* harmony export */ });
/* harmony import */ var _sync_key_range_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(641);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2772);
/* harmony import */ var _job_summary_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9693);
/* harmony import */ var _text_table_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1985);




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
    return `${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatCountOf */ .gL)(plan.shards.length, 'key range')} (asked for ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatCount */ .B4)(plan.count)}, by ${plan.by}) over ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatCountOf */ .gL)(plan.objects, 'object')} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatSize */ .Xq)(plan.bytes)}), listed in ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatSeconds */ .Xo)(plan.seconds)}`;
}
/** The ranges as a terminal table; keys quoted (JSON.stringify), so none can forge a line. */
function renderShardTable(plan) {
    const rows = [['shard', 'range', 'objects', 'bytes']];
    for (const s of plan.shards)
        rows.push([String(s.shard), (0,_sync_key_range_js__WEBPACK_IMPORTED_MODULE_0__/* .describeKeyRange */ .mm)(s), (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatCount */ .B4)(s.objects), (0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatSize */ .Xq)(s.bytes)]);
    const table = (0,_text_table_js__WEBPACK_IMPORTED_MODULE_3__/* .textTable */ .e)(rows, [1]);
    return `${table}\n${headline(plan)}\n`;
}
const MAX_KEY_CHARS = 200;
/** The ranges for the job summary: keys HTML-escaped, long ones cut. */
function renderShardSummary(plan, source) {
    // By code points: half a surrogate pair would show as U+FFFD.
    const cut = (text) => {
        const chars = [...text];
        return chars.length > MAX_KEY_CHARS ? `${chars.slice(0, MAX_KEY_CHARS).join('')}…` : text;
    };
    const key = (text, open) => text === undefined || text === '' ? `_${open}_` : `<code>${(0,_job_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(cut(text))}</code>`;
    const lines = [
        `## S3 sync shards of <code>${(0,_job_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(source)}</code>`,
        '',
        `${headline(plan)}. Each range is (start-after, end-at], keys relative to the prefix, in S3's byte order; the last is open-ended.`,
        '',
        '| shard | start-after | end-at | objects | bytes |',
        '|---:|---|---|---:|---:|',
        ...plan.shards.map((s) => `| ${s.shard} | ${key(s.startAfter, 'the beginning')} | ${key(s.endAt, 'the end')} | ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatCount */ .B4)(s.objects)} | ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatSize */ .Xq)(s.bytes)} |`),
        '',
    ];
    return lines.join('\n');
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


/***/ }),

/***/ 5241:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ planShards)
/* harmony export */ });
/* harmony import */ var _filters_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1785);
/* harmony import */ var _shard_cutter_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1836);
/* harmony import */ var _sync_sides_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9550);



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
        const side = (0,_sync_sides_js__WEBPACK_IMPORTED_MODULE_1__/* .listS3Side */ .En)({ ...source.location, prefix: (0,_sync_sides_js__WEBPACK_IMPORTED_MODULE_1__/* .folderPrefix */ .Z4)(source.location.prefix) }, {
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
        batches = (0,_sync_sides_js__WEBPACK_IMPORTED_MODULE_1__/* .listLocalSide */ .f0)(source.path, {
            followSymlinks: request.followSymlinks,
            signal: options.signal,
            onWarning: (w) => options.onWarning?.(`skipped ${JSON.stringify(w.path)}: ${w.message}`),
            mustExist: true,
        });
    }
    const cutter = new _shard_cutter_js__WEBPACK_IMPORTED_MODULE_2__/* .ShardCutter */ .IB();
    const passes = (0,_filters_js__WEBPACK_IMPORTED_MODULE_0__/* .createFilter */ .H)(request.filters);
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


/***/ }),

/***/ 1836:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B2: () => (/* binding */ SHARD_MEASURES),
/* harmony export */   IB: () => (/* binding */ ShardCutter),
/* harmony export */   hH: () => (/* binding */ MAX_SHARDS)
/* harmony export */ });
/* unused harmony export isSafeBoundary */
/* harmony import */ var _s3_list_key_order_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2034);

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
        if (this.last !== undefined && (0,_s3_list_key_order_js__WEBPACK_IMPORTED_MODULE_0__/* .compareKeys */ .Y)(key, this.last) <= 0)
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


/***/ })

};

export const id = 264;
export const ids = [264];
export const modules = {

/***/ 8861:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ filtersInTypedOrder)
/* harmony export */ });
/**
 * `--exclude` and `--include` in the order they were typed: the aws-cli applies them so, and the
 * last rule that matches a path decides (src/sync/filters.ts).
 */
function filtersInTypedOrder(tokens) {
    const filters = [];
    for (const token of tokens ?? []) {
        if (token.kind === 'option' && (token.name === 'exclude' || token.name === 'include'))
            filters.push({ kind: token.name, pattern: token.value ?? '' });
    }
    return filters;
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

/***/ 5799:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  b: () => (/* binding */ syncRenderer)
});

// EXTERNAL MODULE: ./build/report/format.js
var format = __webpack_require__(2772);
;// CONCATENATED MODULE: ./build/report/format-faults.js

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
        parts.push(`${(0,format/* formatCountOf */.gL)(c.stalls, 'stalled request')} abandoned and sent again`);
    if (c.leftoversRemoved > 0)
        parts.push(`${(0,format/* formatCountOf */.gL)(c.leftoversRemoved, 'temporary file')} of dead runs removed (${(0,format/* formatSize */.Xq)(c.leftoverBytesRemoved)})`);
    return parts.length ? `Faults: ${parts.join('; ')}.` : '';
}
/** The GETs raced by a second request because the first was slow, or '' when none were. */
function formatHedges(counts) {
    const c = { ...NONE, ...counts };
    if (c.hedges === 0)
        return '';
    return `Hedged GETs: ${(0,format/* formatCountOf */.gL)(c.hedges, 'slow GET')} raced by a second request, which answered first ${(0,format/* formatCountOf */.gL)(c.hedgeWins, 'time')}.`;
}

// EXTERNAL MODULE: ./build/sync/key-range.js
var key_range = __webpack_require__(641);
// EXTERNAL MODULE: ./build/sync/sync-progress.js + 1 modules
var sync_progress = __webpack_require__(1612);
// EXTERNAL MODULE: ./build/report/summary-charts.js
var summary_charts = __webpack_require__(5477);
// EXTERNAL MODULE: ./build/report/time-section.js
var time_section = __webpack_require__(7932);
// EXTERNAL MODULE: ./build/report/phase-table.js
var phase_table = __webpack_require__(6385);
// EXTERNAL MODULE: ./build/report/large-transfers.js
var large_transfers = __webpack_require__(3993);
// EXTERNAL MODULE: ./build/report/checksums.js
var checksums = __webpack_require__(3579);
// EXTERNAL MODULE: ./build/report/summary-text.js
var summary_text = __webpack_require__(8979);
// EXTERNAL MODULE: ./build/secret-text.js
var secret_text = __webpack_require__(9288);
;// CONCATENATED MODULE: ./build/report/job-summary.js











const MAX_KEY_CHARS = 200;
const MAX_ERROR_CHARS = 2000;
const MAX_FAILURE_ROWS = 50;
const SYNC_TIMELINE_LINES = [
    { counter: 'listed', label: 'listed', color: '#0969da' },
    { counter: 'transferred', label: 'transferred', color: '#cf222e' },
];
const WAITING_MEANS = 'time a phase could not go on because the next one had no room for its work (the listing while the transfer queue is full, the plan while every transfer slot is busy)';
/**
 * Cuts at a character boundary: half a surrogate pair would show as U+FFFD. The run's secrets
 * are cleared first, so that a cut through one does not show its start (summary-text.ts).
 */
function truncate(whole, maxChars = MAX_KEY_CHARS) {
    const text = (0,secret_text/* redactSecrets */.fp)(whole);
    if (text.length <= maxChars)
        return text;
    const end = /[\uD800-\uDBFF]/.test(text[maxChars - 1]) ? maxChars - 1 : maxChars;
    return `${text.slice(0, end)}…`;
}
/** What the transfers did, in the words of their direction (a dry run only says what it would). */
function transferVerb(report) {
    const verbs = { download: 'downloaded', upload: 'uploaded', copy: 'copied' };
    const verb = verbs[report.direction] ?? 'transferred';
    return report.dryrun ? `to be ${verb}` : verb;
}
/** Each phase's row: what it did, with its unit, and its rate over the time it did not wait. */
function syncPhaseLines(report) {
    return (0,phase_table/* phasesInTimeOrder */.RE)(report.phases).map((phase) => {
        const seconds = (0,phase_table/* activeSeconds */._q)(phase);
        switch (phase.name) {
            case sync_progress/* SyncPhase */.pU.ListSource:
            case sync_progress/* SyncPhase */.pU.ListDestination:
                // The bytes are the size of what was listed, not bytes moved: no byte rate.
                return {
                    phase,
                    work: `${(0,format/* formatCountOf */.gL)(phase.objects, 'object')} listed (${(0,format/* formatSize */.Xq)(phase.bytes)} stored)`,
                    rate: (0,format/* formatCountRate */.Jn)(phase.objects, seconds, 'objects'),
                };
            case sync_progress/* SyncPhase */.pU.Plan:
                return {
                    phase,
                    work: `${(0,format/* formatCountOf */.gL)(phase.objects, 'path')} compared`,
                    rate: (0,format/* formatCountRate */.Jn)(phase.objects, seconds, 'paths'),
                };
            case sync_progress/* SyncPhase */.pU.Transfer: {
                const bytes = report.counts.bytesTransferred;
                const rates = [
                    (0,format/* formatByteRate */.y5)(bytes, seconds),
                    (0,format/* formatCountRate */.Jn)(phase.objects, seconds, 'objects'),
                ].filter((r) => r !== '–');
                return {
                    phase,
                    work: `${(0,format/* formatCountOf */.gL)(phase.objects, 'object')} ${transferVerb(report)} (${(0,format/* formatSize */.Xq)(bytes)})`,
                    rate: rates.join(', ') || '–',
                };
            }
            default:
                return {
                    phase,
                    work: `${(0,format/* formatCountOf */.gL)(phase.objects, 'object')} (${(0,format/* formatSize */.Xq)(phase.bytes)})`,
                    rate: (0,format/* formatCountRate */.Jn)(phase.objects, seconds, 'objects'),
                };
        }
    });
}
function firstTransfer(report) {
    if (report.firstTransferSeconds === undefined)
        return '';
    const together = report.overlapSeconds >= 0.01
        ? `; listing and transfers ran together for ${(0,format/* formatSeconds */.Xo)(report.overlapSeconds)}`
        : '';
    return ` First transfer after ${(0,format/* formatSeconds */.Xo)(report.firstTransferSeconds)}${together}.`;
}
function listingSentence(listing) {
    return `Source listing: ${(0,format/* formatCountOf */.gL)(listing.pages, 'page')} in ${(0,format/* formatCountOf */.gL)(listing.ranges, 'key range')} (${(0,format/* formatCountOf */.gL)(listing.splits, 'split')}, up to ${(0,format/* formatCountOf */.gL)(listing.maxInFlight, 'request')} in flight, ${(0,format/* formatCountOf */.gL)(listing.wastedPages, 'page')} wasted at range ends), ${listing.firstPageSeconds === undefined ? '' : `first page after ${(0,format/* formatSeconds */.Xo)(listing.firstPageSeconds)}, `}${(0,format/* formatCountOf */.gL)(listing.retries, 'request')} retried.`;
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
        `| <code>${(0,summary_text/* escapeHtml */.ZD)(report.source)}</code> | <code>${(0,summary_text/* escapeHtml */.ZD)(report.destination)}</code> | ${report.mode} (${report.direction}) | ${(0,summary_text/* escapeHtml */.ZD)(report.lister)} |`,
        '',
        `**${(0,format/* formatCountOf */.gL)(c.transferred, 'object')} ${transferVerb(report)} (${(0,format/* formatSize */.Xq)(c.bytesTransferred)})**, ${(0,format/* formatCount */.B4)(c.skipped)} unchanged, ${(0,format/* formatCount */.B4)(c.deleted)} deleted, ${(0,format/* formatCount */.B4)(c.failed)} failed, out of ${(0,format/* formatCount */.B4)(c.listed)} listed, in **${(0,format/* formatSeconds */.Xo)(report.totalSeconds)}**.${firstTransfer(report)}`,
        '',
        ...(error
            ? [
                `**Error:** ${(0,summary_text/* escapeHtml */.ZD)(truncate(error.message.split('\n')[0] ?? '', MAX_ERROR_CHARS))}`,
                '',
            ]
            : []),
        ...(faults ? [`⚠️ ${faults}`, ''] : []),
        ...(report.range
            ? [
                `Key range (one shard of a sharded sync): <code>${(0,summary_text/* escapeHtml */.ZD)(truncate((0,key_range/* describeKeyRange */.mm)(report.range), 2 * MAX_KEY_CHARS))}</code>`,
                '',
            ]
            : []),
    ];
    lines.push(...(0,time_section/* timeSection */.P)({
        lines: syncPhaseLines(report),
        totalSeconds: report.totalSeconds,
        totalWork: `${(0,format/* formatSize */.Xq)(c.bytesTransferred)} ${transferVerb(report)}`,
        waitingMeans: WAITING_MEANS,
        details: [
            report.listing ? listingSentence(report.listing) : '',
            report.largeTransfers ? (0,large_transfers/* describeLargeTransfers */.B)(report.largeTransfers) : '',
            report.checksums ? (0,checksums/* describeChecksums */.G)(report.checksums) : '',
            formatHedges(c),
        ].filter(Boolean),
        // Planning spans the whole source listing: its bar would only repeat that one.
        chartLeavesOut: [sync_progress/* SyncPhase */.pU.Plan],
    }));
    if (c.transferred > 0)
        lines.push((0,summary_charts/* timelineChart */.IY)(report.timeline, SYNC_TIMELINE_LINES, 'Objects over time'));
    if (report.failures.length > 0) {
        lines.push(`### Failures (${(0,format/* formatCount */.B4)(report.counts.failed)})`, '', '| key | error |', '|---|---|');
        for (const f of report.failures.slice(0, MAX_FAILURE_ROWS)) {
            lines.push(`| <code>${(0,summary_text/* escapeHtml */.ZD)(truncate(f.key))}</code> | ${(0,summary_text/* escapeHtml */.ZD)(truncate(f.message))} |`);
        }
        if (report.counts.failed > MAX_FAILURE_ROWS)
            lines.push('', `… and ${(0,format/* formatCount */.B4)(report.counts.failed - MAX_FAILURE_ROWS)} more (see the step log).`);
        lines.push('');
    }
    return (0,summary_text/* fitSummary */.mW)(lines.join('\n'));
}

// EXTERNAL MODULE: ./build/report/phase-report.js
var phase_report = __webpack_require__(223);
// EXTERNAL MODULE: ./build/report/text-table.js
var text_table = __webpack_require__(1985);
;// CONCATENATED MODULE: ./build/report/report-table.js






/** The run's report as a plain-text table for a terminal. */
function renderReportTable(report) {
    const rows = [
        ['phase', 'start', 'seconds', 'objects', 'bytes', 'objects/s', 'bytes/s', 'held back'],
    ];
    for (const p of report.phases) {
        rows.push([
            p.label.toLowerCase(),
            (0,format/* formatSeconds */.Xo)(p.startSeconds),
            (0,format/* formatSeconds */.Xo)(p.seconds),
            (0,format/* formatCount */.B4)(p.objects),
            (0,format/* formatSize */.Xq)(p.bytes),
            (0,format/* formatCount */.B4)(p.objectsPerSecond),
            `${(0,format/* formatSize */.Xq)(p.bytesPerSecond)}/s`,
            p.waitedSeconds > 0 ? (0,format/* formatSeconds */.Xo)(p.waitedSeconds) : '–',
        ]);
    }
    const table = (0,text_table/* textTable */.e)(rows, [0]);
    const c = report.counts;
    const range = report.range ? `key range: ${(0,key_range/* describeKeyRange */.mm)(report.range)}\n` : '';
    return `${range}${table}\n\n${report.direction}: ${(0,format/* formatCount */.B4)(c.transferred)} transferred (${(0,format/* formatSize */.Xq)(c.bytesTransferred)}), ${(0,format/* formatCount */.B4)(c.skipped)} unchanged, ${(0,format/* formatCount */.B4)(c.deleted)} deleted, ${(0,format/* formatCount */.B4)(c.failed)} failed, ${(0,format/* formatCount */.B4)(c.listed)} listed; total ${(0,format/* formatSeconds */.Xo)(report.totalSeconds)}, first transfer at ${(0,format/* formatSeconds */.Xo)(report.firstTransferSeconds)}, overlap ${(0,format/* formatSeconds */.Xo)(report.overlapSeconds)}\n${report.largeTransfers ? `${(0,large_transfers/* describeLargeTransfers */.B)(report.largeTransfers)}\n` : ''}${report.checksums ? `${(0,checksums/* describeChecksums */.G)(report.checksums).replaceAll('**', '')}\n` : ''}${faultLine(c)}`;
}
function faultLine(c) {
    return [formatHedges(c), formatFaults(c)]
        .filter(Boolean)
        .map((line) => `${line}\n`)
        .join('');
}

;// CONCATENATED MODULE: ./build/sync-action/constants.js
/** Output names, spelled exactly as in action.yml. Input names live in the table of options. */
const Outputs = {
    ObjectsListed: 'objects-listed',
    ObjectsTransferred: 'objects-transferred',
    ObjectsSkipped: 'objects-skipped',
    ObjectsDeleted: 'objects-deleted',
    BytesTransferred: 'bytes-transferred',
    ListSeconds: 'list-seconds',
    TransferSeconds: 'transfer-seconds',
    TotalSeconds: 'total-seconds',
    FirstTransferSeconds: 'first-transfer-seconds',
    KeysPerSecond: 'keys-per-second',
    BytesPerSecond: 'bytes-per-second',
    KeyRange: 'key-range',
    ChangedKeysFile: 'changed-keys-file',
    ChangedKeysCount: 'changed-keys-count',
};

;// CONCATENATED MODULE: ./build/report/step-outputs.js




/** The step's outputs, by the names in action.yml (today's names: workflows read them). */
function stepOutputs(report) {
    const list = (0,phase_report/* phaseNamed */.to)(report.phases, sync_progress/* SyncPhase */.pU.ListSource);
    const transfer = (0,phase_report/* phaseNamed */.to)(report.phases, sync_progress/* SyncPhase */.pU.Transfer);
    return {
        [Outputs.ObjectsListed]: String(report.counts.listed),
        [Outputs.ObjectsTransferred]: String(report.counts.transferred),
        [Outputs.ObjectsSkipped]: String(report.counts.skipped),
        [Outputs.ObjectsDeleted]: String(report.counts.deleted),
        [Outputs.BytesTransferred]: String(report.counts.bytesTransferred),
        ...(0,phase_report/* phaseSecondsOutputs */.Bw)(report.phases, {
            [sync_progress/* SyncPhase */.pU.ListSource]: Outputs.ListSeconds,
            [sync_progress/* SyncPhase */.pU.Transfer]: Outputs.TransferSeconds,
        }),
        [Outputs.KeyRange]: report.range ? (0,key_range/* describeKeyRange */.mm)(report.range) : '',
        [Outputs.ChangedKeysFile]: report.changedKeys?.path ?? '',
        [Outputs.ChangedKeysCount]: String(report.changedKeys?.count ?? 0),
        [Outputs.TotalSeconds]: report.totalSeconds.toFixed(3),
        [Outputs.FirstTransferSeconds]: report.firstTransferSeconds === undefined ? '' : report.firstTransferSeconds.toFixed(3),
        [Outputs.KeysPerSecond]: String(list.seconds > 0 ? Math.round(report.counts.listed / list.seconds) : 0),
        [Outputs.BytesPerSecond]: String(transfer.seconds > 0 ? Math.round(report.counts.bytesTransferred / transfer.seconds) : 0),
    };
}

;// CONCATENATED MODULE: ./build/report/sync-renderer.js






/** A sync's report, told in the step log, the outputs, the job summary and the CLI's table. */
const syncRenderer = {
    warnings(report) {
        // Never silently: paths compared by size and time for want of an MD5 are said once.
        const fallbacks = report.checksums?.fallbacks ?? 0;
        return fallbacks > 0
            ? [
                `${fallbacks} same-size objects were compared by size and time, not by content: their MD5 cannot be known without downloading them (multipart objects from another tool, SSE-KMS)`,
            ]
            : [];
    },
    logLines(report) {
        const c = report.counts;
        const listSeconds = (0,phase_report/* phaseNamed */.to)(report.phases, sync_progress/* SyncPhase */.pU.ListSource).seconds;
        return [
            `Listed ${(0,format/* formatCount */.B4)(c.listed)} in ${listSeconds.toFixed(2)} s; transferred ${(0,format/* formatCount */.B4)(c.transferred)} (${(0,format/* formatSize */.Xq)(c.bytesTransferred)}), ${(0,format/* formatCount */.B4)(c.skipped)} unchanged, ${(0,format/* formatCount */.B4)(c.deleted)} deleted, in ${report.totalSeconds.toFixed(2)} s.`,
        ];
    },
    outputs: stepOutputs,
    summary: renderJobSummary,
    text: renderReportTable,
};


/***/ }),

/***/ 1616:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  L: () => (/* binding */ executeSync)
});

// EXTERNAL MODULE: ./build/s3/with-s3-session.js + 5 modules
var with_s3_session = __webpack_require__(3564);
// EXTERNAL MODULE: ./build/errors.js
var errors = __webpack_require__(9473);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./build/secret-text.js
var secret_text = __webpack_require__(9288);
;// CONCATENATED MODULE: ./build/sync/changed-keys.js


/** Lines held before they are written: a 100k-key sync writes a few hundred times, not 100k. */
const FLUSH_BYTES = 64 * 1024;
/**
 * The names a sync wrote or deleted (issue 28), one JSON string per line: keys may hold any
 * character, a newline included, and JSON keeps each on its own line. S3 destinations list keys;
 * a local destination lists paths relative to its folder, with `/`. Written as the run goes, so
 * memory stays flat however many keys change. Lines come in the order the work finished.
 *
 * The file is an output edge like stdout (secret-text.ts): later steps print it, upload it as an
 * artifact or post it, where the runner masks nothing. Keys come from the bucket, and one that
 * holds a value the run keeps secret (an endpoint that echoes credentials into its listing) is
 * written with it replaced by `***`, as the log line of the same object shows it; it keeps its
 * line, so the count still says how many objects changed.
 */
class ChangedKeys {
    filePath;
    fd;
    lines = [];
    heldBytes = 0;
    added = 0;
    /** Creates (or empties) the file at `filePath`. */
    constructor(filePath) {
        this.filePath = filePath;
        this.fd = (0,external_node_fs_.openSync)(filePath, 'w');
    }
    get count() {
        return this.added;
    }
    add(key) {
        const line = `${JSON.stringify((0,secret_text/* redactSecrets */.fp)(key))}\n`;
        this.lines.push(line);
        this.added++;
        this.heldBytes += line.length;
        if (this.heldBytes >= FLUSH_BYTES)
            this.flush();
    }
    /** Writes what is held and closes the file. */
    close() {
        this.flush();
        (0,external_node_fs_.closeSync)(this.fd);
    }
    flush() {
        if (this.lines.length === 0)
            return;
        const bytes = Buffer.from(this.lines.join(''));
        for (let at = 0; at < bytes.length;)
            at += (0,external_node_fs_.writeSync)(this.fd, bytes, at, bytes.length - at);
        this.lines = [];
        this.heldBytes = 0;
    }
}

// EXTERNAL MODULE: ./build/s3/content-md5.js
var content_md5 = __webpack_require__(3343);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./build/transfer/file-hasher.js + 1 modules
var file_hasher = __webpack_require__(9658);
;// CONCATENATED MODULE: ./build/transfer/file-md5.js



/**
 * Files up to this size are hashed on this thread, with blocking reads, a batch at a time: for
 * a 4.4 KiB file the open, read, close and MD5 cost about 20 us of CPU, where a hash worker's
 * round trip (the file's promise, its share of the message and the reply, the workers' start)
 * cost as much again. A batch of them blocks the event loop for at most a few milliseconds.
 */
const MAIN_THREAD_BYTES = 64 * 1024;
/** Files up to this size go to the hash workers in batches; larger ones are read in turns. */
const SMALL_FILE_BYTES = 256 * 1024;
/** Files a batch holds at most: enough to make the message cheap, few enough to keep both
 * workers busy while the planner feeds them. */
const BATCH_FILES = 64;
/** Batches being gathered: for this thread, and for the hash workers. */
const batches = { main: [], workers: [] };
let flushScheduled = false;
/**
 * The MD5 (hex) of a whole file already on disk. Small files are gathered into batches (sent
 * when full, or once the current turn of the event loop ends): the smallest hashed here, the
 * others in the hash workers that check downloads (src/transfer/file-hasher.ts), one message per
 * 64; a large file is a worker's job of its own, read 4 MiB at a time beside the others. Rejects
 * when the file cannot be read or its size is no longer `sizeBytes`.
 */
async function md5OfFile(filePath, sizeBytes) {
    if (sizeBytes > SMALL_FILE_BYTES) {
        // Read in turns with the other large files: its wall time is the closest measure it has.
        const started = performance.now();
        const digests = await (0,file_hasher/* hashFile */.DC)(filePath, sizeBytes, {
            md5: true,
            sha: undefined,
            crc32: false,
        });
        return { md5Hex: digests.md5Hex, hashMs: performance.now() - started };
    }
    const digest = await new Promise((settle) => {
        const batch = sizeBytes <= MAIN_THREAD_BYTES ? batches.main : batches.workers;
        batch.push({ path: filePath, size: sizeBytes, settle });
        if (batch.length >= BATCH_FILES)
            flush();
        else if (!flushScheduled) {
            flushScheduled = true;
            setImmediate(flush);
        }
    });
    if (digest.error !== undefined || digest.md5Hex === undefined)
        throw new Error(`hashing the file failed: ${digest.error ?? 'no digest'}`);
    return { md5Hex: digest.md5Hex, hashMs: digest.ms ?? 0 };
}
function flush() {
    flushScheduled = false;
    const { main, workers } = batches;
    batches.main = [];
    batches.workers = [];
    if (workers.length > 0)
        (0,file_hasher/* hashFilesMd5 */.CE)(workers.map(({ path, size }) => ({ path, size }))).then((digests) => workers.forEach((w, i) => w.settle(digests[i] ?? { error: 'no digest' })), (error) => workers.forEach((w) => w.settle({ error: error.message })));
    for (const file of main)
        file.settle(hashHere(file.path, file.size));
}
/** One read of up to MAIN_THREAD_BYTES and the byte after, which must not be there. */
const readBuffer = Buffer.allocUnsafeSlow(MAIN_THREAD_BYTES + 1);
/**
 * A small file's MD5, read with one blocking read: reading one byte past the size tells a file
 * changed since the walk without an fstat (asked only then, to say its size now).
 */
function hashHere(filePath, size) {
    const started = performance.now();
    let fd = -1;
    try {
        fd = (0,external_node_fs_.openSync)(filePath, 'r');
        const read = (0,external_node_fs_.readSync)(fd, readBuffer, 0, size + 1, 0);
        if (read !== size) {
            const now = (0,external_node_fs_.fstatSync)(fd).size;
            throw new Error(now === size
                ? `the file ended at ${read} bytes, before ${size}`
                : `its size is now ${now} bytes, not the ${size} listed`);
        }
        const md5Hex = (0,external_node_crypto_.hash)('md5', readBuffer.subarray(0, size), 'hex');
        return { md5Hex, ms: performance.now() - started };
    }
    catch (error) {
        return { error: error.message };
    }
    finally {
        if (fd >= 0)
            (0,external_node_fs_.closeSync)(fd);
    }
}

;// CONCATENATED MODULE: ./build/sync/compare-rules.js
/**
 * Whether `sync` copies one path, and why: the aws-cli's sync strategies
 * (awscli/customizations/s3/syncstrategy/{base,sizeonly,exacttimestamps}.py).
 *
 * - Missing at the destination: copy (MissingFileSync).
 * - `--size-only`: copy only when the sizes differ (SizeOnlySync).
 * - Default (SizeAndLastModifiedSync): copy when the sizes differ, or when the times say so:
 *   - upload and S3-to-S3 copy: when the source is newer than the destination;
 *   - download: when the LOCAL file is newer than the object. This is not a typo: the aws-cli
 *     sets a downloaded file's mtime to the object's LastModified, so a local file newer than
 *     its object was edited locally. An object rewritten later with the same size is NOT
 *     downloaded again (the aws-cli's --exact-timestamps help says so).
 * - `--exact-timestamps`: for downloads, copy when the times differ at all; for uploads and
 *   copies it changes nothing. Given with `--size-only`, it wins, because the aws-cli registers
 *   it later and the later strategy overrides (syncstrategy/register.py).
 * - `--checksum` (ours, as rclone's; issue 28): sizes differ, copy; same size, the content hashes
 *   decide (`compareContent`), whatever the times; a side whose hash cannot be known falls back
 *   to the rules above for that path.
 */
/** Decides whether the source copy of one path must be transferred over the destination's. */
function compareRules(source, destination, options) {
    if (destination === undefined)
        return { copy: true, reason: 'missing' };
    if (source.size !== destination.size)
        return { copy: true, reason: 'size' };
    if (options.sizeOnly && !options.exactTimestamps)
        return { copy: false, reason: 'same-size' };
    const sourceSeconds = wholeSeconds(source.mtimeMs);
    const destinationSeconds = wholeSeconds(destination.mtimeMs);
    if (options.direction === 'download') {
        if (options.exactTimestamps) {
            return sourceSeconds === destinationSeconds
                ? { copy: false, reason: 'same-time' }
                : { copy: true, reason: 'time-differs' };
        }
        return destinationSeconds > sourceSeconds
            ? { copy: true, reason: 'destination-newer' }
            : { copy: false, reason: 'destination-not-newer' };
    }
    return sourceSeconds > destinationSeconds
        ? { copy: true, reason: 'source-newer' }
        : { copy: false, reason: 'destination-not-older' };
}
/**
 * Times are compared in whole seconds (a documented difference from the aws-cli:
 * docs/aws-cli-differences.md, `whole-seconds`). S3's LastModified has one-second resolution on AWS and
 * in every HTTP `Last-Modified` header, while local mtimes carry nanoseconds and some
 * S3-compatible servers (Ceph RGW) list milliseconds. A file downloaded and stamped with its
 * object's time from either source must compare equal on the next run, or `--exact-timestamps`
 * would download it forever. Rounding to the millisecond first absorbs the float error of a
 * `utimes` / `stat` round trip (12.000 s must not come back as 11.9999999 s and floor to 11).
 */
function wholeSeconds(timeMs) {
    return Math.floor(Math.round(timeMs) / 1000);
}
/**
 * The --checksum decision table for a path at both sides. Sizes differ: copy, and nothing is
 * hashed. Same size: equal MD5s skip it, other MD5s copy it; when either hash is unknown (a
 * multipart object from another tool, an SSE-KMS ETag), the size-and-time rules decide for this
 * path and the caller counts it.
 */
function compareContent(source, destination, options) {
    if (source.size !== destination.size)
        return { copy: true, reason: 'size', fallback: false };
    if (source.md5Hex === undefined || destination.md5Hex === undefined) {
        const rules = { ...options, checksum: false, sizeOnly: false };
        return { ...compareRules(source, destination, rules), fallback: true };
    }
    return source.md5Hex === destination.md5Hex
        ? { copy: false, reason: 'same-content', fallback: false }
        : { copy: true, reason: 'content-differs', fallback: false };
}

// EXTERNAL MODULE: ./build/sync/sync-sides.js + 1 modules
var sync_sides = __webpack_require__(9550);
;// CONCATENATED MODULE: ./build/sync/content-check.js




/** Stands for both MD5s when equal multipart ETags say the bodies are the same. */
const SAME_ETAG = 'same-etag';
class ContentChecker {
    options;
    counts = {
        checked: 0,
        sameContent: 0,
        contentDiffers: 0,
        fallbacks: 0,
        filesHashed: 0,
        bytesHashed: 0,
        metadataReads: 0,
    };
    /** The hash workers' time on the files, summed over the workers. */
    hashMs = 0;
    constructor(options) {
        this.options = options;
    }
    stats() {
        return { ...this.counts, hashSeconds: this.hashMs / 1000 };
    }
    /** The copy or skip for one same-size path. */
    async decide(check) {
        const { source, dest, rel } = check;
        this.counts.checked++;
        let sourceMd5;
        let destMd5;
        if (source.at === 's3' && dest.at === 's3' && this.sameEtag(source, dest)) {
            // ETags against ETags: equal ones are the same bytes, and nothing is read at all.
            sourceMd5 = destMd5 = (0,content_md5/* md5FromEtag */.mn)(source.etag) ?? SAME_ETAG;
        }
        else {
            // The S3 sides first: a local file is hashed only when there is an MD5 to compare it with.
            const [first, second] = this.options.source.kind === 's3'
                ? ['source', 'destination']
                : ['destination', 'source'];
            const firstMd5 = await this.md5Of(first, first === 'source' ? source : dest);
            const secondMd5 = firstMd5 === undefined
                ? undefined
                : await this.md5Of(second, second === 'source' ? source : dest);
            sourceMd5 = first === 'source' ? firstMd5 : secondMd5;
            destMd5 = first === 'source' ? secondMd5 : firstMd5;
        }
        const decision = compareContent({ ...source, md5Hex: sourceMd5 }, { ...dest, md5Hex: destMd5 }, this.options.compare);
        if (decision.fallback)
            this.counts.fallbacks++;
        else if (decision.copy)
            this.counts.contentDiffers++;
        else
            this.counts.sameContent++;
        return decision.copy
            ? {
                kind: 'copy',
                rel,
                source,
                dest,
                reason: decision.reason,
                ...(sourceMd5 !== undefined && sourceMd5 !== SAME_ETAG
                    ? { sourceMd5Hex: sourceMd5 }
                    : {}),
            }
            : { kind: 'skip', rel, source, dest, reason: decision.reason };
    }
    sameEtag(a, b) {
        if (this.options.destinationEtagsOpaque)
            return false;
        return a.etag !== '' && a.etag.toLowerCase() === b.etag.toLowerCase();
    }
    async md5Of(side, entry) {
        if (entry.at === 'local')
            return this.hashLocal(entry);
        const endpoint = side === 'source' ? this.options.source : this.options.destination;
        if (endpoint.kind !== 's3')
            throw new sync_sides/* SideMismatchError */.qA(`the ${side}'s content check`, entry);
        const object = entry;
        const opaque = side === 'destination' && this.options.destinationEtagsOpaque;
        const md5 = opaque ? undefined : (0,content_md5/* md5FromEtag */.mn)(object.etag);
        if (md5 !== undefined)
            return md5;
        this.counts.metadataReads++;
        return (0,content_md5/* md5FromMetadata */.gG)(this.options.client, endpoint.location.bucket, object.key, this.options.signal);
    }
    async hashLocal(entry) {
        try {
            const { md5Hex, hashMs } = await md5OfFile(entry.path, entry.size);
            this.counts.filesHashed++;
            this.counts.bytesHashed += entry.size;
            this.hashMs += hashMs;
            return md5Hex;
        }
        catch (error) {
            // Changed or gone since the walk: size and time decide, and the transfer says the rest.
            this.options.onDebug?.(`could not hash ${JSON.stringify(entry.path)}: ${error instanceof Error ? error.message : String(error)}`);
            return undefined;
        }
    }
}
/**
 * Passes the planner's actions through, with its `check` actions decided by `checker`, up to
 * `limit` at once. Decided actions come out as they are ready, not in key order (the executor
 * does not need the order). The first failed check (a HEAD refused) fails the run.
 */
async function* checkContent(steps, checker, limit) {
    const ready = [];
    let inFlight = 0;
    let failure;
    // One waiter for "a check settled", not a Promise.race over every check in flight: a race
    // hangs a reaction on each of up to `limit` promises, for every check (20,000 x 256 here).
    let wake;
    const settled = () => {
        inFlight--;
        wake?.();
        wake = undefined;
    };
    const oneSettled = () => new Promise((resolve) => (wake = resolve));
    const start = (check) => {
        inFlight++;
        checker.decide(check).then((action) => {
            ready.push(action);
            settled();
        }, (error) => {
            failure ??= { error };
            settled();
        });
    };
    const drainReady = function* () {
        if (failure)
            throw failure.error;
        while (ready.length > 0)
            yield ready.shift();
    };
    try {
        for await (const step of steps) {
            if (step.kind !== 'check') {
                yield step;
                continue;
            }
            start(step);
            if (inFlight >= limit)
                await oneSettled();
            yield* drainReady();
        }
        while (inFlight > 0) {
            await oneSettled();
            yield* drainReady();
        }
        yield* drainReady();
    }
    finally {
        // Stopped early: the checks in flight settle (their hashes finish) before the run cleans up.
        while (inFlight > 0)
            await oneSettled();
    }
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./build/retry.js
var retry = __webpack_require__(5402);
;// CONCATENATED MODULE: ./build/s3/xml-safe.js
// XML 1.0 cannot carry these characters, so a request body that names a key (DeleteObjects)
// cannot name keys that hold them; such keys must go one per request, in the URL.
// eslint-disable-next-line no-control-regex
const XML_UNSAFE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;
function fitsInXml(key) {
    return !XML_UNSAFE.test(key);
}

// EXTERNAL MODULE: ./build/s3/s3-failure.js
var s3_failure = __webpack_require__(6602);
;// CONCATENATED MODULE: ./build/transfer/delete-objects.js



/** DeleteObjects takes at most 1,000 keys a request. */
const MAX_KEYS_PER_REQUEST = 1000;
/**
 * Collects S3 keys to delete and removes them 1,000 at a time: one request instead of a
 * thousand. Keys a batch failed on are reported one by one.
 */
class S3DeleteBatcher {
    client;
    bucket;
    signal;
    keys = [];
    constructor(client, bucket, signal) {
        this.client = client;
        this.bucket = bucket;
        this.signal = signal;
    }
    /** Returns a full batch to send, or undefined while the batch is still filling. */
    add(key) {
        this.keys.push(key);
        if (this.keys.length < MAX_KEYS_PER_REQUEST)
            return undefined;
        return this.take();
    }
    take() {
        const batch = this.keys;
        this.keys = [];
        return batch;
    }
    /** Deletes one batch; resolves to the keys that failed, with why. */
    async send(keys) {
        const failures = [];
        // The transfers' retry wrapper does not cover deletes, and the client makes one attempt.
        const retried = (send) => (0,retry/* withRetry */.bD)(send, { ...retry/* DEFAULT_RETRY */.vI, signal: this.signal });
        for (const key of keys.filter((k) => !fitsInXml(k))) {
            await retried(() => this.client.send((s3) => new s3.DeleteObjectCommand({ Bucket: this.bucket, Key: key }), {
                abortSignal: this.signal,
            })).catch((error) => failures.push({ key, error: (0,s3_failure/* s3FailureFromSdk */.H)(error, 'DeleteObject', this.bucket, key) }));
        }
        const plain = keys.filter(fitsInXml);
        if (plain.length === 0)
            return failures;
        let result;
        try {
            result = await retried(() => this.client.send((s3) => new s3.DeleteObjectsCommand({
                Bucket: this.bucket,
                Delete: { Objects: plain.map((Key) => ({ Key })), Quiet: true },
            }), { abortSignal: this.signal }));
        }
        catch (error) {
            const failure = (0,s3_failure/* s3FailureFromSdk */.H)(error, 'DeleteObjects', this.bucket);
            return [...failures, ...plain.map((key) => ({ key, error: failure }))];
        }
        return [
            ...failures,
            ...(result.Errors ?? []).map((e) => ({
                key: e.Key ?? '',
                error: (0,s3_failure/* s3Failure */.l)({
                    operation: 'DeleteObject',
                    bucket: this.bucket,
                    key: e.Key,
                    code: e.Code,
                    message: e.Message,
                }),
            })),
        ];
    }
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./build/local-path-rules.js
var local_path_rules = __webpack_require__(2873);
;// CONCATENATED MODULE: ./build/sync/safe-local-path.js


/** Never throws for a hostile key: the caller reports the refusal and goes on. */
function safeLocalPath(root, relativeKey, options = {}) {
    const windows = (0,local_path_rules/* isWindowsPlatform */.zV)(options.platform);
    const paths = windows ? external_node_path_.win32 : external_node_path_.posix;
    const isDir = relativeKey === '' || relativeKey.endsWith('/');
    // The prefix's own marker (key === prefix) is the root folder itself.
    if (relativeKey === '')
        return { kind: 'dir', path: paths.resolve(root) };
    const body = isDir ? relativeKey.slice(0, -1) : relativeKey;
    // The rules the cache restore follows too (local-path-rules.ts).
    const refusal = (0,local_path_rules/* localPathRefusal */.hU)(body, windows);
    if (refusal !== undefined)
        return { kind: 'refused', reason: refusal };
    const base = paths.resolve(root);
    const full = paths.join(base, ...body.split('/'));
    // Belt and braces: whatever the checks above missed, the result must still sit under root.
    const relative = paths.relative(base, full);
    const climbs = relative === '..' || relative.startsWith(`..${paths.sep}`);
    if (relative === '' || climbs || paths.isAbsolute(relative)) {
        return { kind: 'refused', reason: 'resolves outside the destination folder' };
    }
    return { kind: isDir ? 'dir' : 'file', path: full };
}
/**
 * The S3 key for a local file: the destination prefix, a `/`, then the path relative to the
 * source folder with `/` separators. As `aws s3 sync dir s3://b/p` does, a prefix without a
 * trailing slash still gets one, so the file lands at `p/file`, not `pfile`.
 */
function relativePathToKey(relativePath, prefix, sep = external_node_path_.sep) {
    const rel = sep === '/' ? relativePath : relativePath.split(sep).join('/');
    if (prefix === '')
        return rel;
    return prefix.endsWith('/') ? prefix + rel : `${prefix}/${rel}`;
}

// EXTERNAL MODULE: ./build/transfer/multipart-upload.js
var multipart_upload = __webpack_require__(7278);
// EXTERNAL MODULE: ./build/s3/object-params.js
var object_params = __webpack_require__(231);
// EXTERNAL MODULE: ./build/transfer/part-plan.js
var part_plan = __webpack_require__(8929);
// EXTERNAL MODULE: ./build/transfer/transfer-failure.js
var transfer_failure = __webpack_require__(9508);
;// CONCATENATED MODULE: ./build/transfer/copy.js






/** CopyObject's limit: above it, a server-side copy must go part by part. */
const MAX_SINGLE_COPY_BYTES = 5 * 1024 * 1024 * 1024;
/** `bucket/key` as CopySource wants it: the key URL-encoded, its slashes kept. */
function copySource(bucket, key) {
    return `${bucket}/${encodeURIComponent(key).replace(/%2F/g, '/')}`;
}
/** A server-side copy: no byte passes through the runner. */
async function copyObject(job, context) {
    const given = (0,object_params/* objectParams */.cz)(context.objectOptions);
    // Keep the source's headers and metadata unless the user gave new ones, as the aws-cli does.
    const replace = Object.keys(given).some((k) => object_params/* REPLACED_ON_COPY */.dY.has(k));
    if (job.size <= (context.singleCopyMaxBytes ?? MAX_SINGLE_COPY_BYTES)) {
        // A copy that keeps the source's metadata keeps its MD5 metadata too; new metadata gets it
        // added for a multipart source, so its copy still compares by content in a checksum sync.
        // (A single-part source's copy has the MD5 as its ETag already.)
        const params = replace && (0,content_md5/* isMultipartEtag */.iP)(job.etag)
            ? withMd5(given, await multipartMd5(job, context))
            : given;
        try {
            const source = copySource(job.sourceBucket, job.sourceKey);
            const sent = await context.direct.copyObject({ bucket: job.bucket, key: job.key, copySource: source, params, replaceMetadata: replace }, context.signal);
            if (!sent)
                await context.client.send((s3) => new s3.CopyObjectCommand({
                    Bucket: job.bucket,
                    Key: job.key,
                    CopySource: source,
                    ...(replace ? { MetadataDirective: 'REPLACE' } : {}),
                    ...params,
                }), { abortSignal: context.signal });
        }
        catch (error) {
            throw (0,transfer_failure/* transferFailure */.K)(error, 'CopyObject', job.bucket, job.key);
        }
        context.onBytes(job.size);
        return;
    }
    await copyInParts(job, await partCopyParams(job, given, replace, context), context);
}
function withMd5(params, md5Hex) {
    if (md5Hex === undefined)
        return params;
    return { ...params, Metadata: { ...params.Metadata, [content_md5/* CONTENT_MD5_METADATA */.TO]: md5Hex } };
}
/** A multipart source's MD5: known already, else its MD5 metadata if it has one (one HEAD). */
function multipartMd5(job, context) {
    if (job.md5Hex !== undefined)
        return Promise.resolve(job.md5Hex);
    return (0,content_md5/* md5FromMetadata */.gG)(context.client, job.sourceBucket, job.sourceKey, context.signal);
}
/**
 * A copy part by part sets its metadata at CreateMultipartUpload, from nothing: the source's
 * metadata and headers are read with one HEAD and carried (its MD5 metadata with them),
 * unless the user gave new ones, which get the MD5 added.
 */
async function partCopyParams(job, given, replace, context) {
    const { sourceBucket: bucket, sourceKey: key } = job;
    const head = await (0,retry/* withRetry */.bD)(() => context.client.send((s3) => new s3.HeadObjectCommand({ Bucket: bucket, Key: key }), {
        abortSignal: context.signal,
    }), { ...retry/* DEFAULT_RETRY */.vI, signal: context.signal }).catch((0,multipart_upload/* failedAs */.C)('HeadObject', { bucket, key }));
    const stored = head.Metadata?.[content_md5/* CONTENT_MD5_METADATA */.TO];
    const md5Hex = job.md5Hex ?? (0,content_md5/* md5FromEtag */.mn)(head.ETag ?? '') ?? stored;
    if (replace)
        return withMd5(given, md5Hex);
    // What a single CopyObject keeps under COPY, carried by hand: every stored header.
    const expires = head.Expires && !Number.isNaN(head.Expires.getTime()) ? head.Expires : undefined;
    return withMd5({
        ...given,
        ...(head.ContentType ? { ContentType: head.ContentType } : {}),
        ...(head.CacheControl ? { CacheControl: head.CacheControl } : {}),
        ...(head.ContentEncoding ? { ContentEncoding: head.ContentEncoding } : {}),
        ...(head.ContentDisposition ? { ContentDisposition: head.ContentDisposition } : {}),
        ...(head.ContentLanguage ? { ContentLanguage: head.ContentLanguage } : {}),
        ...(expires ? { Expires: expires } : {}),
        ...(head.Metadata ? { Metadata: { ...head.Metadata } } : {}),
    }, md5Hex);
}
function copyInParts(job, params, context) {
    return (0,multipart_upload/* multipartUpload */.m)(job, params, {
        ...(0,part_plan/* copyParts */.uT)(job.size, context.multipartChunksizeBytes),
        sendPart: async (uploadId, partNumber, [start, end]) => {
            const result = await context.client
                .send((s3) => new s3.UploadPartCopyCommand({
                Bucket: job.bucket,
                Key: job.key,
                UploadId: uploadId,
                PartNumber: partNumber,
                CopySource: copySource(job.sourceBucket, job.sourceKey),
                CopySourceRange: `bytes=${start}-${end - 1}`,
                CopySourceIfMatch: job.etag || undefined,
            }), { abortSignal: context.signal })
                .catch((0,multipart_upload/* failedAs */.C)('UploadPartCopy', job));
            return result.CopyPartResult?.ETag;
        },
    }, context);
}

// EXTERNAL MODULE: ./build/transfer/download.js + 5 modules
var transfer_download = __webpack_require__(8273);
// EXTERNAL MODULE: ./build/transfer/upload.js + 1 modules
var upload = __webpack_require__(4638);
;// CONCATENATED MODULE: ./build/sync/transfer-job.js






/** As the aws-cli prints a local path: relative to the working folder when inside it. */
function displayPath(p) {
    // Every line of a sync is made (the report keeps the failed ones' too), so the usual case, a
    // normalized absolute path, is done by hand: path.relative resolves both sides each time (1-2%
    // of a small download's CPU in a `--cpu-prof`).
    const cwd = process.cwd();
    if (external_node_path_.sep === '/' && external_node_path_.isAbsolute(p) && p === external_node_path_.normalize(p)) {
        const inside = cwd.endsWith(external_node_path_.sep) ? cwd : cwd + external_node_path_.sep;
        return p.startsWith(inside) && p.length > inside.length ? p.slice(inside.length) : p;
    }
    const rel = external_node_path_.relative(cwd, p);
    return rel && !rel.startsWith('..') && !external_node_path_.isAbsolute(rel) ? rel : p;
}
/** Where `rel` lands at the destination, as the aws-cli prints it. */
function displayTarget(destination, rel) {
    if (destination.kind === 's3')
        return `s3://${destination.location.bucket}/${relativePathToKey(rel, destination.location.prefix, '/')}`;
    return displayPath(external_node_path_.join(destination.path, ...rel.split('/')));
}
/** The two ends of a copy action, as the aws-cli prints them (`download: <from> to <to>`). */
function displayEnds(action, source, destination) {
    const entry = action.source;
    let from;
    if (entry.at === 'local')
        from = displayPath(entry.path);
    else if (source.kind === 's3')
        from = `s3://${source.location.bucket}/${entry.key}`;
    else
        throw new sync_sides/* SideMismatchError */.qA('the line of a copy from a local folder', entry);
    return { from, to: displayTarget(destination, action.rel) };
}
/** The work for one copy action, or why it cannot be done (a key that would escape). */
function transferJob(action, job) {
    const { context, folders } = job;
    const { source, destination } = job.request;
    const entry = action.source;
    if (entry.at === 's3' && source.kind === 's3' && destination.kind === 'local') {
        const local = safeLocalPath(destination.path, action.rel);
        if (local.kind === 'refused')
            return `refused key ${JSON.stringify(entry.key)}: ${local.reason}; nothing was written for it`;
        if (local.kind === 'dir')
            return async () => folders.ensure(local.path);
        const download = {
            bucket: source.location.bucket,
            key: entry.key,
            size: entry.size,
            lastModifiedMs: entry.mtimeMs,
            etag: entry.etag,
            targetPath: local.path,
        };
        return async () => {
            await folders.ensure(external_node_path_.dirname(local.path));
            await (0,transfer_download/* downloadObject */._)(download, context);
        };
    }
    if (entry.at === 'local' && destination.kind === 's3') {
        const key = relativePathToKey(action.rel, destination.location.prefix, '/');
        return async () => {
            await (0,upload/* uploadFile */.Q)({
                path: entry.path,
                size: entry.size,
                bucket: destination.location.bucket,
                key,
                md5Hex: action.sourceMd5Hex,
            }, context);
        };
    }
    if (entry.at === 's3' && source.kind === 's3' && destination.kind === 's3') {
        const key = relativePathToKey(action.rel, destination.location.prefix, '/');
        return () => copyObject({
            sourceBucket: source.location.bucket,
            sourceKey: entry.key,
            size: entry.size,
            etag: entry.etag,
            bucket: destination.location.bucket,
            key,
            md5Hex: action.sourceMd5Hex,
        }, context);
    }
    return 'local to local is not a transfer this tool makes';
}

;// CONCATENATED MODULE: ./build/sync/sync-decisions.js

/** What one planned action becomes, with the aws-cli's line for it. */
function stepFor(action, context) {
    const { source, destination, direction, dryrun } = context;
    if (action.kind === 'skip') {
        if (action.reason === 'directory-marker') {
            return action.source && destination.kind === 'local' && !dryrun
                ? { kind: 'make-folder' }
                : { kind: 'ignore' };
        }
        return action.source && action.dest && action.reason !== 'excluded'
            ? { kind: 'unchanged' }
            : { kind: 'ignore' };
    }
    if (action.kind === 'delete') {
        const line = `delete: ${displayTarget(destination, action.rel)}`;
        return { kind: 'delete', line: dryrun ? `(dryrun) ${line}` : line, dryrun, dest: action.dest };
    }
    const { from, to } = displayEnds(action, source, destination);
    const line = `${direction}: ${from} to ${to}`;
    return { kind: 'transfer', line: dryrun ? `(dryrun) ${line}` : line, dryrun };
}
/**
 * The debug line for a failed attempt that will be retried (whether it is, is retry.ts's call:
 * network errors, throttling and 5xx are; refusals and 4xx are not).
 */
function retryNotice({ direction, rel }, error, { attempt, delayMs }) {
    const message = error instanceof Error ? error.message : String(error);
    return `${direction} ${JSON.stringify(rel)} attempt ${attempt} failed (${message}); retrying in ${delayMs} ms`;
}

// EXTERNAL MODULE: ./build/sync/sync-progress.js + 1 modules
var sync_progress = __webpack_require__(1612);
;// CONCATENATED MODULE: ./build/sync/execute-plan.js








/**
 * Carries out a plan as it streams in: transfers and local deletes go to a bounded pool (whose
 * free slots pace the planner), S3 deletes go out 1,000 keys a request, dry runs only print.
 * Failures are collected, one per object, and returned once everything in flight has settled.
 */
async function executePlan(actions, job) {
    const { progress, pool, request } = job;
    const signal = job.context.signal;
    const executor = new PlanExecutor(job);
    // Made once: every action's step is decided against the same two ends.
    const ends = {
        source: request.source,
        destination: request.destination,
        direction: job.direction,
        dryrun: request.dryrun,
    };
    try {
        for await (const action of actions) {
            signal.throwIfAborted();
            progress.phases.add(sync_progress/* SyncPhase */.pU.Plan, 1);
            const step = stepFor(action, ends);
            // Only the steps that may wait are awaited: most actions of a re-sync are unchanged.
            switch (step.kind) {
                case 'ignore':
                    break;
                case 'unchanged':
                    executor.unchanged(action);
                    break;
                case 'make-folder':
                    await executor.makeFolder(action);
                    break;
                case 'delete':
                    await executor.delete(action.rel, step);
                    break;
                case 'transfer':
                    await executor.transfer(action, step);
                    break;
            }
        }
        await executor.finish();
    }
    finally {
        // Whatever stopped the plan, nothing may still be writing when the caller cleans up.
        await pool.drain();
    }
    return pool.failures;
}
/**
 * A download of a non-empty object whose key ends in `/` (`c.md/` holding 2 bytes): no file can
 * carry that name, and making the folder instead would lose the bytes silently, every run. The
 * aws-cli fails it too. Zero-byte ones are folder markers, which the planner handles before.
 */
function folderNamedObject(action, direction) {
    const { source } = action;
    if (direction !== 'download' || source.at !== 's3')
        return undefined;
    if (!action.rel.endsWith('/') || source.size === 0)
        return undefined;
    const key = source.key;
    return new Error(`the object ${JSON.stringify(key)} holds ${action.source.size} bytes, but its key ends in "/", ` +
        'which no file name can: it was not downloaded (rename the key to download it)');
}
/** What carrying out one plan holds across its actions: S3's deletes batched, the job's hooks. */
class PlanExecutor {
    job;
    deleter;
    changed;
    constructor(job) {
        this.job = job;
        const { destination } = job.request;
        this.deleter =
            destination.kind === 's3'
                ? new S3DeleteBatcher(job.session.client, destination.location.bucket, job.context.signal)
                : undefined;
        // Called with each destination key written or deleted (for a local destination, the path
        // relative to its folder), once it is done; in a dry run, with each it would write or delete.
        const changedKeys = job.changed;
        this.changed = changedKeys ? (name) => changedKeys.add(name) : () => undefined;
    }
    unchanged(action) {
        const { names } = this.job;
        this.job.progress.count('skipped');
        // Folded names are claimed by downloads only, whose source entries are S3 objects.
        if (names && 'source' in action && action.source?.at === 's3')
            names.claim(action.rel, action.source.key);
    }
    async makeFolder(action) {
        const { destination } = this.job.request;
        const dir = safeLocalPath(destination.kind === 'local' ? destination.path : '', action.rel);
        if (dir.kind === 'dir')
            await this.job
                .folders.ensure(dir.path)
                .catch((error) => this.fail(action.rel, error));
    }
    async delete(rel, step) {
        this.job.hooks.onLine?.(step.line);
        this.job.progress.count('deleted');
        if (step.dryrun) {
            this.changed(this.destinationName(rel));
        }
        else if (step.dest.at === 's3') {
            if (!this.deleter)
                throw new sync_sides/* SideMismatchError */.qA('a delete at a local destination', step.dest);
            const batch = this.deleter.add(step.dest.key);
            if (batch)
                await this.sendDeletes(batch);
        }
        else {
            const file = step.dest.path;
            await this.submit(rel, async () => {
                await (0,promises_.unlink)(file);
                this.changed(rel);
            });
        }
    }
    async transfer(action, step) {
        const { job } = this;
        // Claimed before a dry run prints: it reports the conflicts the real run would.
        const clash = action.kind === 'copy' && action.source.at === 's3'
            ? job.names?.claim(action.rel, action.source.key)
            : undefined;
        if (clash) {
            this.fail(action.rel, clash);
            return;
        }
        const unnamed = action.kind === 'copy' ? folderNamedObject(action, job.direction) : undefined;
        if (unnamed) {
            // Said in a dry run too: the real run would fail it, every run, until the key is renamed.
            job.hooks.onWarning?.(unnamed.message);
            this.fail(action.rel, unnamed);
            return;
        }
        if (step.dryrun || action.kind !== 'copy') {
            job.hooks.onLine?.(step.line);
            job.progress.count('transferred');
            this.changed(this.destinationName(action.rel));
            return;
        }
        const work = transferJob(action, job);
        if (typeof work === 'string') {
            this.fail(action.rel, new Error(work));
            return;
        }
        // Planned as it is queued: a progress line counts towards what the plan has queued so far.
        job.progress.phases.plan(sync_progress/* SyncPhase */.pU.Transfer, 1, action.source.size);
        await this.submit(action.rel, () => this.copy(action.rel, step, work));
    }
    /** One copy in the pool: retried, then counted and reported. */
    async copy(rel, step, work) {
        const { job } = this;
        const { progress } = job;
        progress.phases.begin(sync_progress/* SyncPhase */.pU.Transfer);
        await (0,retry/* withRetry */.bD)(work, {
            ...retry/* DEFAULT_RETRY */.vI,
            signal: job.context.signal,
            onRetry: (e, attempt, ms) => job.hooks.onDebug?.(retryNotice({ direction: job.direction, rel }, e, { attempt, delayMs: ms })),
        });
        progress.count('transferred');
        progress.phases.add(sync_progress/* SyncPhase */.pU.Transfer, 1);
        this.changed(this.destinationName(rel));
        job.hooks.onLine?.(step.line);
    }
    /** Once the plan is out: the last deletes, then what is still in flight. */
    async finish() {
        const { progress, pool } = this.job;
        progress.phases.end(sync_progress/* SyncPhase */.pU.Plan);
        const rest = this.deleter?.take() ?? [];
        if (rest.length > 0)
            await this.sendDeletes(rest);
        await pool.drain();
        if (progress.phases.get(sync_progress/* SyncPhase */.pU.Transfer)?.startMs !== undefined)
            progress.phases.end(sync_progress/* SyncPhase */.pU.Transfer);
    }
    fail(key, error) {
        this.job.pool.failures.push({ key, error });
    }
    /**
     * A full pool holds the planner back: that time is the plan's wait, not its work (the summary
     * shows it, and leaves it out of the plan's rate).
     */
    async submit(key, task) {
        const { phases } = this.job.progress;
        const offeredMs = phases.nowMs();
        await this.job.pool.submit(key, task);
        phases.waited(sync_progress/* SyncPhase */.pU.Plan, phases.nowMs() - offeredMs);
    }
    sendDeletes(keys) {
        return this.submit(keys[0], async () => {
            const failures = await this.deleter.send(keys);
            failures.forEach((f) => this.fail(f.key, f.error));
            const failed = new Set(failures.map((f) => f.key));
            for (const key of keys)
                if (!failed.has(key))
                    this.changed(key);
        });
    }
    destinationName(rel) {
        const { destination } = this.job.request;
        return destination.kind === 's3'
            ? relativePathToKey(rel, destination.location.prefix, '/')
            : rel;
    }
}

// EXTERNAL MODULE: ./build/sync/filters.js
var filters = __webpack_require__(1785);
;// CONCATENATED MODULE: ./build/sync/prefetch.js
/**
 * Drives an async iterable ahead of its consumer into a bounded buffer, so that both sides of
 * a sync (source and destination listings) make progress at the same time while the planner
 * pulls from whichever it needs. Memory is bounded by `maxBatches`.
 */
async function* prefetch(source, maxBatches) {
    const iterator = source[Symbol.asyncIterator]();
    const buffer = [];
    let done = false;
    let failure;
    let stopped = false;
    let wakeConsumer;
    let wakeProducer;
    const produce = async () => {
        try {
            while (!stopped) {
                if (buffer.length >= maxBatches) {
                    await new Promise((resolve) => (wakeProducer = resolve));
                    continue;
                }
                const next = await iterator.next();
                if (next.done)
                    break;
                buffer.push(next.value);
                wakeConsumer?.();
            }
        }
        catch (error) {
            failure = { error };
        }
        finally {
            done = true;
            wakeConsumer?.();
        }
    };
    const producing = produce();
    try {
        for (;;) {
            if (buffer.length > 0) {
                const item = buffer.shift();
                wakeProducer?.();
                yield item;
                continue;
            }
            if (failure)
                throw failure.error;
            if (done)
                return;
            await new Promise((resolve) => (wakeConsumer = resolve));
            wakeConsumer = undefined;
        }
    }
    finally {
        stopped = true;
        wakeProducer?.();
        await producing;
        // Closes the source (a lister's worker, a directory handle) when we stop early.
        await iterator.return?.();
    }
}

;// CONCATENATED MODULE: ./build/sync/list-sides.js



// Pages read ahead on each side. Transfers of small objects are slower than listing, so more
// would only hold the listing in memory (a 100k download measured 296 MB of RSS with 16).
const PREFETCH_BATCHES = 4;
/**
 * Starts listing both sides at once, each read ahead into a small buffer and counted into its
 * phase. `source` and `destination` are the request's, with S3 prefixes made folder prefixes.
 */
function listBothSides(request, session, progress, hooks) {
    const signal = session.signal;
    const onWarning = (w) => hooks.onWarning?.(`skipped ${JSON.stringify(w.path)}: ${w.message}`);
    const listOptions = {
        client: session.clientSettings,
        lister: request.lister,
        listConcurrency: request.listConcurrency,
        pageSize: request.pageSize,
        signal,
        onDebug: hooks.onDebug,
        range: request.range,
    };
    const { source, destination } = request;
    let sourceList;
    let sourceBatches;
    if (source.kind === 's3') {
        const side = (0,sync_sides/* listS3Side */.En)(source.location, listOptions);
        sourceList = side.stats;
        sourceBatches = side.batches;
    }
    else {
        sourceBatches = (0,sync_sides/* listLocalSide */.f0)(source.path, {
            followSymlinks: request.followSymlinks,
            signal,
            onWarning,
            mustExist: true,
            range: request.range,
        });
    }
    let destinationBatches;
    if (request.mode === 'sync') {
        const listed = destination.kind === 's3'
            ? (0,sync_sides/* listS3Side */.En)(destination.location, listOptions).batches
            : // Never follow links at the destination: --delete must not reach through them.
                // Outside the range is another shard's: never compared, so never deleted.
                (0,sync_sides/* listLocalSide */.f0)(destination.path, {
                    followSymlinks: false,
                    signal,
                    onWarning,
                    mustExist: false,
                    onTempFile: hooks.onTempFile,
                    range: request.range,
                });
        destinationBatches = prefetch((0,sync_progress/* countedPhase */.Up)(listed, progress, sync_progress/* SyncPhase */.pU.ListDestination), PREFETCH_BATCHES);
    }
    const counted = (0,sync_progress/* countedPhase */.Up)(sourceBatches, progress, sync_progress/* SyncPhase */.pU.ListSource, (n) => progress.count('listed', n));
    return {
        source: prefetch(counted, PREFETCH_BATCHES),
        destination: destinationBatches,
        sourceList,
    };
}

// EXTERNAL MODULE: ./build/transfer/temp-names.js
var temp_names = __webpack_require__(3991);
// EXTERNAL MODULE: ./build/file-name-folding.js
var file_name_folding = __webpack_require__(6094);
;// CONCATENATED MODULE: ./build/sync/name-folding.js



/**
 * Keys that are one file on the destination's file system (src/file-name-folding.ts: case,
 * Unicode normalization) would overwrite each other, and every later sync would download both
 * again (issue #14; the aws-cli loses one silently). So a download sync probes the destination
 * once, and on such a file system the first key to claim a local name keeps it; any other key
 * that folds to the same name fails, named with the key it clashes with, and nothing else is
 * affected. On a file system that folds nothing (Linux's), this costs one probe.
 */
/**
 * Finds out how the file system under `root` compares names: one probe file under a download's
 * temporary name (src/transfer/temp-names.ts), so no walk ever lists it, made and removed. With
 * `create: false` (a dry run) `root` is not made.
 */
function probeNameFolding(root, options = {}) {
    return (0,file_name_folding/* probeNameFolding */.Pc)(root, { ...options, probeName: (stem) => (0,temp_names/* downloadTempName */.k9)(stem, 0) });
}
/** A local name claimed by another key of the same run: the two are one file here. */
class FoldedNameConflict extends Error {
    key;
    otherKey;
    name = 'FoldedNameConflict';
    constructor(key, otherKey, folding) {
        const why = folding.caseInsensitive ? 'case-insensitive' : 'normalizing (Unicode)';
        super(`${JSON.stringify(key)} and ${JSON.stringify(otherKey)} are one file on this ${why} file system; ${JSON.stringify(otherKey)} keeps it and ${JSON.stringify(key)} is not downloaded: rename one of the two keys, or sync to a case-sensitive file system`);
        this.key = key;
        this.otherKey = otherKey;
    }
}
/** The local names claimed so far in a run, folded as the destination's file system folds them. */
class FoldedNames {
    folding;
    owners = new Map();
    constructor(folding) {
        this.folding = folding;
    }
    /** True when the file system folds anything, that is when claims need to be kept at all. */
    get active() {
        return (0,file_name_folding/* foldsNames */.Bq)(this.folding);
    }
    /**
     * Claims the local name of `rel` (the key under the prefix) for `key`. Returns the conflict
     * when another key already holds a name that is the same file here; the same rel again is fine.
     */
    claim(rel, key) {
        if (!this.active)
            return undefined;
        const folded = (0,file_name_folding/* foldName */.zN)(rel, this.folding);
        const owner = this.owners.get(folded);
        if (owner === undefined) {
            this.owners.set(folded, key);
            return undefined;
        }
        return owner === key ? undefined : new FoldedNameConflict(key, owner, this.folding);
    }
}

// EXTERNAL MODULE: ./build/s3/list/key-order.js
var key_order = __webpack_require__(2034);
;// CONCATENATED MODULE: ./build/sync/plan-sync.js


/**
 * A side that broke the sort order (a local walk; S3 listings are refused by their lister
 * first); merging it would copy or delete the wrong files.
 */
class UnsortedInputError extends Error {
    side;
    previous;
    next;
    name = 'UnsortedInputError';
    constructor(side, previous, next) {
        super(`The ${side} listing is not in strictly increasing UTF-8 byte order: ` +
            `${JSON.stringify(next)} came after ${JSON.stringify(previous)}`);
        this.side = side;
        this.previous = previous;
        this.next = next;
    }
}
/**
 * Yields exactly one action per distinct `rel` seen on either side, in key order.
 * `destination` may be undefined when there is nothing there yet; `cp` ignores it.
 */
async function* planSync(source, destination, options) {
    if (options.fold && options.mode === 'sync' && destination) {
        yield* planFolded(source, destination, options, options.fold);
        return;
    }
    const passes = options.filter ?? (() => true);
    const src = new Cursor(source, 'source', options.orderChecked?.source);
    const dst = new Cursor(options.mode === 'sync' ? destination : undefined, 'destination', options.orderChecked?.destination);
    try {
        // Both listings start at once: the destination's first page must not wait for the source's.
        await Promise.all([src.step() ? undefined : src.fill(), dst.step() ? undefined : dst.fill()]);
        for (;;) {
            const s = src.current;
            const d = dst.current;
            if (s === undefined && d === undefined)
                return;
            const order = s === undefined ? 1 : d === undefined ? -1 : (0,key_order/* compareKeys */.Y)(s.rel, d.rel);
            if (order < 0) {
                yield planSourceOnly(s, passes, options);
            }
            else if (order > 0) {
                yield planDestinationOnly(d, passes, options);
            }
            else {
                yield planBoth(s, d, passes, options);
            }
            // Step within the current batch synchronously; only an empty batch costs an await.
            if (order <= 0 && !src.step())
                await src.fill();
            if (order >= 0 && !dst.step())
                await dst.fill();
        }
    }
    finally {
        // Stopping early (a consumer's `break`, an error) must also stop the listers feeding us.
        await Promise.all([src.close(), dst.close()]);
    }
}
/**
 * The merge for a destination that folds names (macOS, Windows, exFAT; issue 28): there
 * `dir/a.txt` and `DIR/b.txt` land in one folder, and the walk finds `DIR/a.txt`, so exact names
 * would download `dir/a.txt` again every run (and --delete would delete `DIR/a.txt`). Folded
 * names sort in another order than keys, so the destination (a local folder: bounded by the disk)
 * is read whole into a map by folded name, then the source streams past it. A second key that
 * folds to a name already matched finds nothing and is planned as missing, and the executor
 * reports it as the conflict it is, in a dry run as in a real one.
 */
async function* planFolded(source, destination, options, fold) {
    const passes = options.filter ?? (() => true);
    const src = new Cursor(source, 'source', options.orderChecked?.source);
    const byFolded = new Map();
    const unmatched = [];
    try {
        const readDestination = (async () => {
            for await (const batch of destination) {
                for (const d of batch) {
                    const folded = fold(d.rel);
                    if (byFolded.has(folded))
                        unmatched.push(d);
                    else
                        byFolded.set(folded, d);
                }
            }
        })();
        await Promise.all([src.step() ? undefined : src.fill(), readDestination]);
        for (let s = src.current; s !== undefined; s = src.current) {
            const folded = fold(s.rel);
            const d = byFolded.get(folded);
            if (d === undefined)
                yield planSourceOnly(s, passes, options);
            else {
                byFolded.delete(folded);
                yield planBoth(s, d, passes, options);
            }
            if (!src.step())
                await src.fill();
        }
        const rest = [...byFolded.values(), ...unmatched].sort((a, b) => (0,key_order/* compareKeys */.Y)(a.rel, b.rel));
        for (const d of rest)
            yield planDestinationOnly(d, passes, options);
    }
    finally {
        await src.close();
    }
}
function isDirectoryMarker(entry) {
    return entry.size === 0 && entry.rel.endsWith('/');
}
function planSourceOnly(s, passes, options) {
    const rel = s.rel;
    // Filters first: an excluded marker must not become a local folder either.
    if (!passes(rel))
        return { kind: 'skip', rel, source: s, reason: 'excluded' };
    if (isDirectoryMarker(s))
        return { kind: 'skip', rel, source: s, reason: 'directory-marker' };
    return { kind: 'copy', rel, source: s, reason: options.mode === 'cp' ? 'always' : 'missing' };
}
function planDestinationOnly(d, passes, options) {
    const rel = d.rel;
    // The aws-cli drops markers from the destination listing too, so --delete never removes them.
    if (!passes(rel))
        return { kind: 'skip', rel, dest: d, reason: 'excluded' };
    if (isDirectoryMarker(d))
        return { kind: 'skip', rel, dest: d, reason: 'directory-marker' };
    if (options.delete)
        return { kind: 'delete', rel, dest: d, reason: 'not-in-source' };
    return { kind: 'skip', rel, dest: d, reason: 'not-in-source' };
}
function planBoth(s, d, passes, options) {
    const rel = s.rel;
    if (!passes(rel))
        return { kind: 'skip', rel, source: s, dest: d, reason: 'excluded' };
    if (isDirectoryMarker(s))
        return { kind: 'skip', rel, source: s, dest: d, reason: 'directory-marker' };
    // A marker at the destination is invisible to the aws-cli, so the source counts as missing.
    if (isDirectoryMarker(d))
        return { kind: 'copy', rel, source: s, dest: d, reason: 'missing' };
    if (options.checksum && s.size === d.size)
        return { kind: 'check', rel, source: s, dest: d };
    const decision = compareRules(s, d, options);
    return decision.copy
        ? { kind: 'copy', rel, source: s, dest: d, reason: decision.reason }
        : { kind: 'skip', rel, source: s, dest: d, reason: decision.reason };
}
/** One side of the merge: the current entry of the current batch, checked for order unless its lister did. */
class Cursor {
    side;
    checkedByLister;
    current;
    iterator;
    batch = [];
    index = 0;
    previous;
    constructor(iterable, side, checkedByLister = false) {
        this.side = side;
        this.checkedByLister = checkedByLister;
        this.iterator = iterable?.[Symbol.asyncIterator]();
    }
    /** Moves to the next entry of the batch in hand; false when the batch is used up. */
    step() {
        if (this.index >= this.batch.length) {
            this.current = undefined;
            return false;
        }
        const entry = this.batch[this.index++];
        if (!this.checkedByLister) {
            if (this.previous !== undefined && (0,key_order/* compareKeys */.Y)(this.previous, entry.rel) >= 0)
                throw new UnsortedInputError(this.side, this.previous, entry.rel);
            this.previous = entry.rel;
        }
        this.current = entry;
        return true;
    }
    /** Pulls batches until one has an entry (empty batches are allowed) or the input ends. */
    async fill() {
        if (this.iterator === undefined)
            return;
        for (;;) {
            const next = await this.iterator.next();
            if (next.done) {
                this.current = undefined;
                return;
            }
            this.batch = next.value;
            this.index = 0;
            if (this.step())
                return;
        }
    }
    async close() {
        await this.iterator?.return?.();
    }
}

// EXTERNAL MODULE: ./build/transfer/byte-budget.js
var byte_budget = __webpack_require__(2446);
// EXTERNAL MODULE: ./build/transfer/large-transfer-meter.js
var large_transfer_meter = __webpack_require__(5733);
;// CONCATENATED MODULE: ./build/transfer/local-folders.js


/**
 * Creates the folders downloads land in, each once, and refuses a folder whose real path is
 * outside the destination: a symlinked folder inside the destination must not carry writes
 * elsewhere. Also reports file/folder clashes (`a` and `a/b`) in words.
 */
class LocalFolders {
    made = new Map();
    root;
    realRoot;
    constructor(root) {
        this.root = external_node_path_.resolve(root);
    }
    ensure(dir) {
        const resolved = external_node_path_.resolve(dir);
        let pending = this.made.get(resolved);
        if (!pending) {
            pending = this.create(resolved);
            this.made.set(resolved, pending);
            // A failure is not cached as success: the next key in this folder tries and fails again.
            pending.catch(() => this.made.delete(resolved));
        }
        return pending;
    }
    /**
     * One level at a time, each checked before the next is made under it: `mkdir -p` through a
     * symlinked folder would create folders outside the destination before any check could run.
     */
    async create(dir) {
        this.realRoot ??= (0,promises_.mkdir)(this.root, { recursive: true }).then(() => (0,promises_.realpath)(this.root));
        const root = await this.realRoot;
        if (dir === this.root)
            return;
        const parent = external_node_path_.dirname(dir);
        if (parent === dir || !isWithin(this.root, parent))
            throw new Error(`the folder ${JSON.stringify(dir)} is outside the destination`);
        await this.ensure(parent);
        try {
            await (0,promises_.mkdir)(dir);
            return; // made just now, inside a parent already checked
        }
        catch (error) {
            const code = error.code;
            if (code === 'ENOTDIR')
                throw this.clash(dir, error);
            if (code !== 'EEXIST')
                throw error;
        }
        const info = await (0,promises_.lstat)(dir);
        if (info.isDirectory())
            return;
        if (!info.isSymbolicLink() || !(await isFolder(dir)))
            throw this.clash(dir);
        const real = await (0,promises_.realpath)(dir);
        if (!isWithin(root, real)) {
            throw new Error(`the folder ${JSON.stringify(external_node_path_.relative(this.root, dir))} leads outside the destination (to ${JSON.stringify(real)}) through a symbolic link; nothing was written there`);
        }
    }
    clash(dir, cause) {
        return new Error(`a file stands where the folder ${JSON.stringify(external_node_path_.relative(this.root, dir))} is needed (a key and a folder with the same name)`, { cause });
    }
}
const isFolder = (p) => (0,promises_.stat)(p).then((s) => s.isDirectory(), () => false);
/** `p` is `base` or below it (`/` as the base included). */
function isWithin(base, p) {
    const rel = external_node_path_.relative(base, p);
    return rel === '' || (rel !== '..' && !rel.startsWith(`..${external_node_path_.sep}`) && !external_node_path_.isAbsolute(rel));
}

// EXTERNAL MODULE: ./build/transfer/temp-files.js
var temp_files = __webpack_require__(3396);
;// CONCATENATED MODULE: ./build/transfer/transfer-pool.js
/**
 * Runs transfers with bounded concurrency. `submit` waits for a free slot, which is what
 * paces the planner (and through it the listers' queues). A failed task is recorded, not
 * thrown: one bad object must not stop the others.
 */
class TransferPool {
    concurrency;
    active = 0;
    idle = [];
    running = new Set();
    failures = [];
    constructor(concurrency) {
        this.concurrency = concurrency;
    }
    async submit(key, task) {
        while (this.active >= this.concurrency)
            await new Promise((resolve) => this.idle.push(resolve));
        this.active++;
        const done = task()
            .catch((error) => {
            this.failures.push({
                key,
                error: error instanceof Error ? error : new Error(String(error)),
            });
        })
            .finally(() => {
            this.active--;
            this.running.delete(done);
            this.idle.shift()?.();
        });
        this.running.add(done);
    }
    /** Waits for every submitted task to finish. */
    async drain() {
        while (this.running.size > 0)
            await Promise.all([...this.running]);
    }
}

;// CONCATENATED MODULE: ./build/sync/sync-job.js









function directionOf(source, destination) {
    if (source.kind === 's3')
        return destination.kind === 's3' ? 'copy' : 'download';
    return 'upload';
}
function startSyncJob(request, session, hooks) {
    const progress = (0,sync_progress/* newSyncProgress */.le)();
    progress.phases.wire = session.direct.wire;
    const direction = directionOf(request.source, request.destination);
    const source = normalize(request.source);
    const destination = normalize(request.destination);
    const checker = request.checksum
        ? new ContentChecker({
            source,
            destination,
            client: session.client,
            signal: session.signal,
            compare: { direction, exactTimestamps: request.exactTimestamps },
            destinationEtagsOpaque: destination.kind === 's3' && isKms(request.objectOptions.sse),
            onDebug: hooks.onDebug,
        })
        : undefined;
    return {
        request: { ...request, source, destination },
        session,
        hooks,
        progress,
        direction,
        context: transferContext(request, session, progress, hooks),
        pool: new TransferPool(request.concurrency),
        folders: destination.kind === 'local' ? new LocalFolders(destination.path) : undefined,
        leftovers: new temp_files/* LeftoverSweeper */.hY((file, failure) => hooks.onWarning?.(`could not remove the leftover ${JSON.stringify(file.path)}: ${failure.message}`)),
        checker,
        sourceList: undefined,
        changed: undefined,
        names: undefined,
    };
}
function transferContext(request, session, progress, hooks) {
    return {
        client: session.client,
        direct: session.direct,
        signal: session.signal,
        multipartThresholdBytes: request.multipartThresholdBytes,
        multipartChunksizeBytes: request.multipartChunksizeBytes,
        streamCutoffBytes: request.streamCutoffBytes,
        budget: new byte_budget/* ByteBudget */.G(part_plan/* LARGE_BYTES_IN_FLIGHT */.$r, session.signal),
        meter: new large_transfer_meter/* LargeTransferMeter */.w(),
        objectOptions: request.objectOptions,
        // Written by every sync, so that a later checksum sync compares from the first upload on.
        storeContentMd5: true,
        onBytes: (bytes) => {
            progress.count('bytesTransferred', bytes);
            progress.phases.add(sync_progress/* SyncPhase */.pU.Transfer, 0, bytes);
        },
        onDebug: hooks.onDebug,
    };
}
/** SSE-KMS (and DSSE-KMS) objects' ETags are not the MD5 of their bodies. */
function isKms(sse) {
    return sse !== undefined && sse.startsWith('aws:kms');
}
function normalize(endpoint) {
    if (endpoint.kind === 'local')
        return endpoint;
    return {
        kind: 's3',
        location: { ...endpoint.location, prefix: (0,sync_sides/* folderPrefix */.Z4)(endpoint.location.prefix) },
    };
}

;// CONCATENATED MODULE: ./build/sync/run-sync.js











const PART_CONCURRENCY = 8;
/**
 * Same-size paths being compared at once (a HEAD, or a file in the hash workers, each): enough
 * for several batches of small files in flight (src/transfer/file-md5.ts).
 */
const CONTENT_CHECKS = 256;
const PROGRESS_EVERY_MS = 1000;
const SAMPLE_EVERY_MS = 250;
/** Requests a sync keeps in flight at once: what its S3 session must be sized for. */
function syncRequestsInFlight(request) {
    return request.concurrency + PART_CONCURRENCY;
}
/**
 * The sync job: lists both sides at once, plans while they list, and transfers while it plans.
 * The first transfer starts after the first source page. Objects that fail do not stop the
 * others; the result says which failed, and its error is a TransferError naming them.
 */
async function runSync(request, session, hooks = {}) {
    const job = startSyncJob(request, session, hooks);
    hooks.onStart?.(job.progress);
    const stopTicking = tickProgress(job);
    let error;
    try {
        await listPlanAndExecute(job);
    }
    catch (caught) {
        // However an abort surfaced (the planner's check, a lister's error), report it as the abort.
        error = asError(session.signal.aborted ? session.signal.reason : caught);
    }
    finally {
        stopTicking();
        error = await closeSyncJob(job, error);
    }
    return syncResult(job, error);
}
/** Samples the progress for the timeline, and reports it about once a second; returns the stop. */
function tickProgress({ progress, hooks }) {
    const ticker = setInterval(() => {
        progress.sample();
        hooks.onProgress?.(progress);
    }, PROGRESS_EVERY_MS);
    ticker.unref();
    const sampler = setInterval(() => progress.sample(), SAMPLE_EVERY_MS);
    sampler.unref();
    return () => {
        clearInterval(ticker);
        clearInterval(sampler);
    };
}
async function listPlanAndExecute(job) {
    const { request, session, progress, direction } = job;
    if (request.changedKeysPath !== undefined)
        job.changed = new ChangedKeys(request.changedKeysPath);
    const sides = listBothSides(request, session, progress, {
        ...job.hooks,
        onTempFile: job.leftovers.offer,
    });
    job.sourceList = sides.sourceList;
    // A download into a folder whose file system folds names (case, Unicode) compares names as
    // it does, and keys that are one file there fail (a dry run reports them too).
    const destination = request.destination;
    const folding = direction === 'download' && destination.kind === 'local'
        ? await probeNameFolding(destination.path, { create: !request.dryrun })
        : undefined;
    // Keys that are one file on the destination's file system (case, normalization) fail.
    job.names = folding && new FoldedNames(folding);
    progress.phases.begin(sync_progress/* SyncPhase */.pU.Plan);
    await executePlan(planActions(job, sides, folding), job);
}
/** The planner's merge of both listings, with --checksum's content checks turned into actions. */
function planActions({ request, direction, checker }, sides, folding) {
    const steps = planSync(sides.source, sides.destination, {
        mode: request.mode,
        direction,
        delete: request.delete,
        sizeOnly: request.sizeOnly,
        exactTimestamps: request.exactTimestamps,
        checksum: checker !== undefined,
        filter: (0,filters/* createFilter */.H)(request.filters),
        fold: folding && (0,file_name_folding/* foldsNames */.Bq)(folding) ? (rel) => (0,file_name_folding/* foldName */.zN)(rel, folding) : undefined,
        // S3 listings are held to byte order as they are listed (listed-keys.ts).
        orderChecked: {
            source: request.source.kind === 's3',
            destination: request.destination.kind === 's3',
        },
    });
    // Without --checksum the planner yields no `check` step, so its steps are actions as they are.
    return checker
        ? checkContent(steps, checker, CONTENT_CHECKS)
        : steps;
}
/**
 * Closes what the job opened and counts what it did, also after a failure; returns the run's
 * error, which closing the changed-keys file may have become.
 */
async function closeSyncJob(job, error) {
    const { progress, leftovers } = job;
    try {
        job.changed?.close();
    }
    catch (caught) {
        error ??= asError(caught);
    }
    progress.set('failed', job.pool.failures.length);
    await leftovers.settle();
    for (const [name, value] of Object.entries(job.session.stalls.counts()))
        progress.set(name, value);
    progress.set('leftoversRemoved', leftovers.files);
    progress.set('leftoverBytesRemoved', leftovers.bytes);
    progress.finish();
    return error;
}
function syncResult(job, error) {
    const { signal } = job.session;
    const failures = job.pool.failures;
    // An abort during the last transfers is the run's error, not one failure per object it cut short.
    if (!error && signal.aborted)
        error = asError(signal.reason);
    if (!error && failures.length > 0)
        error = new errors/* TransferError */.aG(failures);
    return {
        progress: job.progress,
        direction: job.direction,
        sourceList: job.sourceList,
        failures,
        error,
        largeTransfers: job.context.meter.stats(),
        checksums: job.checker?.stats(),
        changedKeys: job.changed && { path: job.changed.filePath, count: job.changed.count },
    };
}
function asError(value) {
    return value instanceof Error ? value : new Error(String(value));
}

// EXTERNAL MODULE: ./build/sync/describe-endpoint.js
var describe_endpoint = __webpack_require__(4523);
// EXTERNAL MODULE: ./build/report/checksums.js
var checksums = __webpack_require__(3579);
// EXTERNAL MODULE: ./build/report/large-transfers.js
var large_transfers = __webpack_require__(3993);
// EXTERNAL MODULE: ./build/report/phase-report.js
var phase_report = __webpack_require__(223);
;// CONCATENATED MODULE: ./build/report/sync-report.js





const MAX_FAILURES_KEPT = 100;
/** How long listing the source and transferring ran at the same time. */
function overlapSeconds(phases) {
    const list = (0,phase_report/* phaseNamed */.to)(phases, sync_progress/* SyncPhase */.pU.ListSource);
    const transfer = (0,phase_report/* phaseNamed */.to)(phases, sync_progress/* SyncPhase */.pU.Transfer);
    if (list.startSeconds === undefined || transfer.startSeconds === undefined)
        return 0;
    const end = Math.min(list.startSeconds + list.seconds, transfer.startSeconds + transfer.seconds);
    return (0,phase_report/* round */.LI)(Math.max(0, end - Math.max(list.startSeconds, transfer.startSeconds)));
}
/** The report of a sync, from what the job returned and what it was asked. */
function buildSyncReport(request, result) {
    const { progress, sourceList } = result;
    const finished = progress.elapsedMs();
    const phases = (0,phase_report/* phaseReports */.jW)(progress.phases.list(), finished);
    return {
        source: (0,describe_endpoint/* describeEndpoint */.N)(request.source),
        destination: (0,describe_endpoint/* describeEndpoint */.N)(request.destination),
        mode: request.mode,
        direction: result.direction,
        lister: request.source.kind === 's3' ? request.lister : 'local walk',
        dryrun: request.dryrun,
        ...(request.range ? { range: request.range } : {}),
        totalSeconds: (0,phase_report/* round */.LI)(finished / 1000),
        firstTransferSeconds: (0,phase_report/* phaseNamed */.to)(phases, sync_progress/* SyncPhase */.pU.Transfer).startSeconds,
        overlapSeconds: overlapSeconds(phases),
        phases,
        counts: { ...progress.counts(), failed: result.failures.length },
        listing: sourceList
            ? {
                pages: sourceList.pages,
                retries: sourceList.retries,
                ranges: sourceList.ranges,
                splits: sourceList.splits,
                maxInFlight: sourceList.maxInFlight,
                wastedPages: sourceList.wastedPages,
                firstPageSeconds: sourceList.firstPageMs === undefined ? undefined : (0,phase_report/* round */.LI)(sourceList.firstPageMs / 1000),
            }
            : undefined,
        largeTransfers: result.largeTransfers && (0,large_transfers/* largeTransfersReport */.O)(result.largeTransfers),
        ...(result.checksums ? { checksums: (0,checksums/* checksumsReport */.p)(result.checksums) } : {}),
        ...(result.changedKeys ? { changedKeys: result.changedKeys } : {}),
        timeline: progress.timeline(),
        failures: result.failures
            .slice(0, MAX_FAILURES_KEPT)
            .map((f) => ({ key: f.key, message: f.error.message })),
    };
}

;// CONCATENATED MODULE: ./build/sync-action/execute-sync.js



/**
 * What both front-ends do to run a sync: make its S3 session, run the job, and build its report,
 * which comes back also when the run failed part way. The caller prints or summarises it, then
 * reports the error once.
 */
async function executeSync(request, hooks) {
    return (0,with_s3_session/* withS3Session */.z)({ client: request.client, maxRequests: syncRequestsInFlight(request), signal: hooks.signal }, async (session) => {
        const result = await runSync(request, session, hooks);
        return { report: buildSyncReport(request, result), error: result.error };
    });
}


/***/ }),

/***/ 4523:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ describeEndpoint)
/* harmony export */ });
/* harmony import */ var _s3_location_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1984);

/** One side of a sync as a user wrote it: an S3 URL or a folder path. */
function describeEndpoint(endpoint) {
    return endpoint.kind === 's3' ? (0,_s3_location_js__WEBPACK_IMPORTED_MODULE_0__/* .formatS3Url */ .LL)(endpoint.location) : endpoint.path;
}


/***/ }),

/***/ 1785:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ createFilter)
/* harmony export */ });
/* unused harmony export globToRegExp */
/**
 * The aws-cli's `--exclude` / `--include` rules.
 *
 * Semantics follow awscli/customizations/s3/filters.py: every path starts included, the rules
 * are tried in the order given, and the last one that matches decides. Patterns use Python's
 * `fnmatch` syntax, matched against the whole path relative to the source root:
 * - `*` matches any run of characters, `/` included (so `*.txt` matches `a/b/c.txt`);
 * - `?` matches exactly one character (one code point, as Python's `str` counts);
 * - `[seq]` / `[!seq]` match one character in / not in the set, with `a-z` ranges;
 * - everything else, backslash included, is literal: fnmatch has no escape character.
 * fnmatch never rejects a pattern: a `[` without its `]` is a literal `[`, so we do the same
 * rather than raise an error the aws-cli would not.
 *
 * Deliberate differences (the table in docs/aws-cli-differences.md lists them all): matching is
 * case-sensitive everywhere (the aws-cli's fnmatch folds case on Windows only); a pattern is
 * matched against the relative path, so one that begins with `/` never matches a path under the
 * root (the aws-cli joins it to the root's full path, and `/` then replaces that path).
 */
/** Compiles the rules once; the returned function is called for every listed path. */
function createFilter(rules) {
    if (rules.length === 0)
        return () => true;
    // Walking the rules backwards lets the first hit decide, which is the same as "last match wins".
    const compiled = rules
        .map((rule) => ({ include: rule.kind === 'include', re: globToRegExp(rule.pattern) }))
        .reverse();
    return (relativePath) => {
        for (const rule of compiled) {
            if (rule.re.test(relativePath))
                return rule.include;
        }
        return true;
    };
}
const STAR = { star: true };
/**
 * Translates an fnmatch pattern into an anchored RegExp with the same meaning.
 *
 * Each `*` between two literal runs becomes `(?=(?<gN>.*?RUN))\k<gN>`: a lookahead is atomic in
 * JavaScript, so the engine cannot backtrack into it. Python's fnmatch does the same
 * (`(?>.*?RUN)`) so that a pattern such as `*a*a*a*a*b` stays linear on a long, hostile key
 * instead of backtracking polynomially.
 */
function globToRegExp(pattern) {
    const tokens = tokenize(pattern);
    let out = '';
    let i = 0;
    while (i < tokens.length && !tokens[i].star)
        out += source(tokens[i++]);
    let group = 0;
    while (i < tokens.length) {
        i++; // the star
        let run = '';
        while (i < tokens.length && !tokens[i].star)
            run += source(tokens[i++]);
        if (i === tokens.length) {
            // The last star can be greedy: it is anchored by the end of the string.
            out += `.*${run}`;
        }
        else {
            group++;
            out += `(?=(?<g${group}>.*?${run}))\\k<g${group}>`;
        }
    }
    // `s`: `*` and `?` match newlines too, as in fnmatch's (?s:...). `u`: one `?` per code point.
    return new RegExp(`^(?:${out})$`, 'su');
}
function source(token) {
    return token.star ? '.*' : token.source;
}
function tokenize(pattern) {
    const chars = Array.from(pattern); // code points, so a surrogate pair is one character
    const tokens = [];
    let i = 0;
    while (i < chars.length) {
        const c = chars[i++];
        if (c === '*') {
            // Consecutive stars mean the same as one; collapsing them keeps the regex small.
            if (tokens.at(-1) !== STAR)
                tokens.push(STAR);
        }
        else if (c === '?') {
            tokens.push({ star: false, source: '.' });
        }
        else if (c === '[') {
            const set = parseSet(chars, i);
            if (set === undefined) {
                tokens.push({ star: false, source: '\\[' });
            }
            else {
                tokens.push({ star: false, source: set.source });
                i = set.next;
            }
        }
        else {
            tokens.push({ star: false, source: escapeLiteral(c) });
        }
    }
    return tokens;
}
/**
 * Parses a bracket expression whose `[` sits just before `start`. Returns undefined when there
 * is no closing `]`, in which case fnmatch treats the `[` as a literal character.
 */
function parseSet(chars, start) {
    let j = start;
    const negated = chars[j] === '!';
    if (negated)
        j++;
    // A `]` first in the set is a member, not the end.
    if (chars[j] === ']')
        j++;
    while (j < chars.length && chars[j] !== ']')
        j++;
    if (j >= chars.length)
        return undefined;
    const body = chars.slice(negated ? start + 1 : start, j);
    const members = [];
    let k = 0;
    while (k < body.length) {
        const lo = body[k];
        const hi = body[k + 2];
        if (body[k + 1] === '-' && hi !== undefined) {
            // fnmatch drops a reversed range such as `z-a` instead of failing to compile.
            if (lo.codePointAt(0) <= hi.codePointAt(0)) {
                members.push(`${escapeInSet(lo)}-${escapeInSet(hi)}`);
            }
            k += 3;
        }
        else {
            members.push(escapeInSet(lo));
            k++;
        }
    }
    const next = j + 1;
    if (members.length === 0) {
        // Only reversed ranges: `[z-a]` matches nothing, and `[!z-a]` matches any one character.
        return { source: negated ? '.' : '(?!)', next };
    }
    return { source: `[${negated ? '^' : ''}${members.join('')}]`, next };
}
function escapeLiteral(c) {
    return /[\\^$.*+?()[\]{}|/]/.test(c) ? `\\${c}` : c;
}
function escapeInSet(c) {
    return /[\\\]^[-]/.test(c) ? `\\${c}` : c;
}


/***/ }),

/***/ 9550:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  qA: () => (/* binding */ SideMismatchError),
  Z4: () => (/* binding */ folderPrefix),
  f0: () => (/* binding */ listLocalSide),
  En: () => (/* binding */ listS3Side)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./build/s3/list/list-objects.js + 11 modules
var list_objects = __webpack_require__(5649);
// EXTERNAL MODULE: ./build/sync/key-range.js
var key_range = __webpack_require__(641);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(8500);
// EXTERNAL MODULE: ./build/s3/list/key-order.js
var key_order = __webpack_require__(2034);
// EXTERNAL MODULE: ./build/transfer/temp-names.js
var temp_names = __webpack_require__(3991);
;// CONCATENATED MODULE: ./build/sync/walk-local.js






const DEFAULT_BATCH_SIZE = 1000;
/**
 * A folder's entries are stat'ed with blocking calls, this many before the event loop gets a
 * turn (about 2 ms for a warm tree). A `stat` through libuv's thread pool costs 13-17 us of CPU
 * a file here (the hop there and back, a promise, a callback), a blocking one 6 us: 0.16 CPU-s
 * of a 20,000-file `--checksum` sync (`npm run bench -- file-md5`). The walk loses the pool's
 * four stats at once, which only a cold tree on a slow disk would miss; a tree a job just built
 * or checked out is in the page cache.
 */
const STATS_PER_TURN = 256;
/**
 * Subfolders listed ahead of the walk, per folder. One folder at a time leaves the threads idle,
 * and a tree of many small folders (a repository, node_modules) pays a round trip per folder.
 * Per folder, because a global window is used up by an ancestor's siblings while the walk is
 * deep inside its first child.
 */
const READ_AHEAD_FOLDERS = 8;
/**
 * Throws if the root itself cannot be read (a missing source is the caller's error to word);
 * everything below the root becomes a warning instead.
 */
async function* walkLocal(root, options = {}) {
    const follow = options.followSymlinks ?? true;
    const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
    const ctx = {
        follow,
        warn: options.onWarning ?? (() => { }),
        onTempFile: options.onTempFile,
        skipFolder: options.skipFolder ?? (() => false),
    };
    // The root is followed even when it is a symlink: the user named it.
    const rootPath = external_node_path_.resolve(root);
    const children = await readFolder(ctx, rootPath, '', true);
    const stack = [frameOf(rootPath, { children, identity: undefined })];
    let batch = [];
    while (stack.length > 0) {
        options.signal?.throwIfAborted();
        const frame = stack.at(-1);
        readAhead(ctx, frame);
        const child = frame.children[frame.index++];
        if (child === undefined) {
            stack.pop();
            continue;
        }
        if (child.kind === 'file') {
            batch.push(child.entry);
            if (batch.length >= batchSize) {
                yield batch;
                batch = [];
            }
            continue;
        }
        if (ctx.skipFolder(child.rel))
            continue;
        if (child.opened === undefined) {
            child.opened = openFolder(ctx, child);
        }
        else {
            frame.readingAhead--;
        }
        const opened = await child.opened;
        if (opened === undefined)
            continue;
        if (opened.identity !== undefined && (await isAncestor(opened.identity, stack))) {
            ctx.warn({ path: child.path, message: 'Symlink leads back into a folder being walked' });
            continue;
        }
        stack.push(frameOf(child.path, opened));
    }
    if (batch.length > 0)
        yield batch;
}
function frameOf(path, opened) {
    return { ...opened, path, index: 0, readAheadIndex: 0, readingAhead: 0 };
}
/** Starts listing the next few subfolders while the files before them are yielded. */
function readAhead(ctx, frame) {
    const { children } = frame;
    while (frame.readingAhead < READ_AHEAD_FOLDERS && frame.readAheadIndex < children.length) {
        const ahead = children[frame.readAheadIndex++];
        if (ahead.kind === 'dir' && ahead.opened === undefined && !ctx.skipFolder(ahead.rel)) {
            ahead.opened = openFolder(ctx, ahead);
            frame.readingAhead++;
        }
    }
}
/** Ancestors' identities are found on first need and kept: a tree without links pays nothing. */
async function isAncestor(identity, stack) {
    for (const frame of stack) {
        // A folder gone since it was entered cannot be where the link points.
        frame.identity ??= await identityOf(frame.path).catch(() => '');
        if (frame.identity === identity)
            return true;
    }
    return false;
}
/** Never rejects: a folder read ahead and then abandoned must not become an unhandled error. */
async function openFolder(ctx, dir) {
    try {
        const identity = dir.viaSymlink ? await identityOf(dir.path) : undefined;
        return { identity, children: await readFolder(ctx, dir.path, dir.rel, false) };
    }
    catch (error) {
        ctx.warn({
            path: dir.path,
            message: `Cannot read folder (${String(error)})`,
            code: errnoCode(error),
        });
        return undefined;
    }
}
/** Lists, stats and sorts one folder. Folders come back unread, to be walked when reached. */
async function readFolder(ctx, dir, rel, isRoot) {
    let dirents;
    try {
        dirents = await (0,promises_.readdir)(dir, { withFileTypes: true });
    }
    catch (error) {
        if (isRoot)
            throw error;
        ctx.warn({ path: dir, message: 'Folder is not readable', code: errnoCode(error) });
        return [];
    }
    const present = [];
    for (let from = 0; from < dirents.length; from += STATS_PER_TURN) {
        if (from > 0)
            await (0,external_node_timers_promises_.setImmediate)();
        const chunk = dirents.slice(from, from + STATS_PER_TURN);
        for (const child of await Promise.all(chunk.map((d) => classify(ctx, d, dir, rel))))
            if (child !== undefined)
                present.push(child);
    }
    return present.sort((a, b) => (0,key_order/* compareKeys */.Y)(a.sortKey, b.sortKey));
}
async function classify(ctx, d, dir, rel) {
    const full = external_node_path_.join(dir, d.name);
    const childRel = rel + d.name;
    if (d.isSymbolicLink() && !ctx.follow)
        return undefined;
    // A plain folder needs no stat until it is entered; everything else is stat'ed now, through
    // links, because its size, its time and (for a link or an unknown type) its kind are needed.
    // Sorting by name (files) and name + '/' (folders) within one folder gives the global order.
    const dirChild = {
        sortKey: `${d.name}/`,
        kind: 'dir',
        path: full,
        rel: `${childRel}/`,
        viaSymlink: d.isSymbolicLink(),
    };
    // A cache restore's temporary files and staging folders hold parts of an entry not yet checked:
    // never listed, so never uploaded (nor deleted: the restore, or the next save, removes them).
    if (d.name.startsWith('.s3cache-') && (0,temp_names/* restoreTempPid */.Gs)(d.name) !== undefined)
        return undefined;
    if (d.isDirectory())
        return dirChild;
    if ((0,temp_names/* isDownloadTempName */.a0)(d.name))
        return offerTempFile(ctx, d, full);
    let info;
    try {
        info = (0,external_node_fs_.statSync)(full);
    }
    catch (error) {
        const code = errnoCode(error);
        const why = code === 'ENOENT' ? 'a broken symlink, or deleted during the walk' : code;
        ctx.warn({ path: full, message: `File cannot be read (${why ?? String(error)})`, code });
        return undefined;
    }
    if (info.isDirectory())
        return dirChild;
    if (!info.isFile()) {
        ctx.warn({ path: full, message: 'File is a character or block device, FIFO, or socket' });
        return undefined;
    }
    if (!(await isReadable(full, info))) {
        ctx.warn({ path: full, message: 'File is not readable', code: 'EACCES' });
        return undefined;
    }
    return {
        sortKey: d.name,
        kind: 'file',
        entry: { at: 'local', rel: childRel, path: full, size: info.size, mtimeMs: info.mtimeMs },
    };
}
/** Hands a temporary file to the sweep (a plain file only, never through a link); lists nothing. */
async function offerTempFile(ctx, d, full) {
    if (!ctx.onTempFile || !d.isFile())
        return undefined;
    let info;
    try {
        info = (0,external_node_fs_.statSync)(full);
    }
    catch {
        return undefined;
    }
    if (info.isFile())
        ctx.onTempFile({ path: full, size: info.size, mtimeMs: info.mtimeMs });
    return undefined;
}
/** `dev:ino`, as bigints: inode numbers on XFS and btrfs can exceed 2^53 and collide as doubles. */
async function identityOf(folder) {
    const info = await (0,promises_.stat)(folder, { bigint: true });
    return `${info.dev}:${info.ino}`;
}
// Effective ids decide access. Undefined on Windows, where the mode bits mean little.
const uid = process.geteuid?.();
const groups = new Set([...(process.getgroups?.() ?? []), process.getegid?.()]);
/**
 * The mode bits answer for almost every file without a system call. Only when they say "no"
 * do we ask the kernel, because ACLs and capabilities can grant what the bits deny.
 */
async function isReadable(full, info) {
    if (uid === undefined || uid === 0)
        return true;
    const mask = info.uid === uid ? 0o400 : groups.has(info.gid) ? 0o040 : 0o004;
    if ((info.mode & mask) !== 0)
        return true;
    try {
        await (0,promises_.access)(full, promises_.constants.R_OK);
        return true;
    }
    catch {
        return false;
    }
}
function errnoCode(error) {
    const code = error?.code;
    return typeof code === 'string' ? code : undefined;
}

;// CONCATENATED MODULE: ./build/sync/sync-sides.js




/** An entry met on a side whose endpoint is of the other kind: a bug in the caller, not input. */
class SideMismatchError extends Error {
    constructor(what, entry) {
        super(`internal error: ${what} got a ${entry.at} entry (${JSON.stringify(entry.rel)})`);
        this.name = 'SideMismatchError';
    }
}
/**
 * aws-cli's rule for recursive commands: `s3://bucket/dir` means the folder `dir/`, so that
 * `dir-old/x` is not swept in with it.
 */
function folderPrefix(prefix) {
    return prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`;
}
function listS3Side(location, options) {
    const prefix = location.prefix;
    const listing = (0,list_objects/* listObjects */.L)({
        ...(0,key_range/* listBoundsOf */.Ro)(prefix, options.range),
        client: { ...options.client, maxSockets: 2 },
        bucket: location.bucket,
        prefix,
        lister: options.lister,
        listConcurrency: options.listConcurrency,
        pageSize: options.pageSize,
        signal: options.signal,
        onDebug: options.onDebug,
    });
    async function* batches() {
        for await (const batch of listing) {
            const entries = [];
            for (const o of batch) {
                // The prefix's own folder marker (`dir/` under `s3://b/dir/`) is the root folder, not an
                // entry: the aws-cli drops it, and kept it would be "downloaded" (or deleted) every run.
                if (o.key === prefix && o.size === 0)
                    continue;
                entries.push({
                    at: 's3',
                    rel: o.key.slice(prefix.length),
                    key: o.key,
                    size: o.size,
                    mtimeMs: o.lastModifiedMs,
                    etag: o.etag,
                });
            }
            yield entries;
        }
    }
    return { batches: batches(), stats: listing.stats };
}
/** A local folder as a sorted listing; a folder that does not exist yet is empty. */
async function* listLocalSide(root, options) {
    const exists = await (0,promises_.stat)(root).then((s) => s.isDirectory(), () => false);
    if (!exists) {
        if (options.mustExist)
            throw new Error(`The source folder ${JSON.stringify(root)} does not exist or is not a folder`);
        return;
    }
    const { range } = options;
    const walk = walkLocal(root, {
        followSymlinks: options.followSymlinks,
        signal: options.signal,
        onWarning: options.onWarning,
        ...(options.onTempFile ? { onTempFile: options.onTempFile } : {}),
        ...(range ? { skipFolder: (rel) => (0,key_range/* folderBeforeRange */.VV)(rel, range) } : {}),
    });
    yield* (0,key_range/* clipToRange */.f2)(walk, range);
}


/***/ })

};

export const id = 469;
export const ids = [469];
export const modules = {

/***/ 7282:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ phaseSeconds),
/* harmony export */   r: () => (/* binding */ PhaseCollector)
/* harmony export */ });
/* harmony import */ var _wire_bytes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4485);
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
    /** What each phase has been given to do so far: the totals a progress line counts towards. */
    plans = new Map();
    /** The wire's count when each phase was first planned: what moved before is not its work. */
    wireAtPlan = new Map();
    throughFiles = new Map();
    /**
     * Bytes of bodies moved on the wire, for progress lines (src/wire-bytes.ts): a job points it
     * at its S3 session's counter (`session.direct.wire`) as it starts.
     */
    wire = new _wire_bytes_js__WEBPACK_IMPORTED_MODULE_0__/* .WireBytes */ .$();
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
    /**
     * Adds work the phase is to do (files to hash, objects to copy), as soon as it is known: a
     * progress line shows what is done of it. Not part of the phase's record: reports show what
     * was done.
     */
    plan(name, objects, bytes = 0) {
        const planned = this.plans.get(name) ?? { objects: 0, bytes: 0 };
        this.plans.set(name, { objects: planned.objects + objects, bytes: planned.bytes + bytes });
        if (!this.wireAtPlan.has(name))
            this.wireAtPlan.set(name, this.wire.bytes);
    }
    /**
     * Counts files whose work is through the phase (a save's files, once the pack or blob that
     * holds them is uploaded): progress only, as plans are; reports show what the phase did.
     */
    through(name, files) {
        this.throughFiles.set(name, (this.throughFiles.get(name) ?? 0) + files);
    }
    /** Files counted through the phase so far. */
    filesThrough(name) {
        return this.throughFiles.get(name) ?? 0;
    }
    /** Bytes moved on the wire since the phase's work was first planned; 0 before. */
    movedSincePlanned(name) {
        const from = this.wireAtPlan.get(name);
        return from === undefined ? 0 : this.wire.bytes - from;
    }
    /** The work planned for the phase so far; undefined when none was declared. */
    planned(name) {
        const planned = this.plans.get(name);
        return planned && { ...planned };
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

/***/ 3334:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Z: () => (/* binding */ ProgressMeter),
  R: () => (/* binding */ progressEveryMs)
});

// EXTERNAL MODULE: ./build/report/format.js
var format = __webpack_require__(2772);
;// CONCATENATED MODULE: ./build/progress/progress-line.js

/** `7s`, `3m12s`, `1h04m`: the shape rclone's ETA takes. */
function formatDuration(seconds) {
    const s = Math.max(0, Math.round(seconds));
    if (s < 60)
        return `${s}s`;
    if (s < 3600)
        return `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
    return `${Math.floor(s / 3600)}h${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}m`;
}
/** Every file planned is done: only then is a job at 100%, whatever its bytes say. */
function allDone(reading) {
    return reading.files >= reading.totalFiles;
}
/** The time left at the current rate, '-' when it cannot be told (no rate, nothing planned). */
function estimateLeft(state) {
    const { reading, bytesPerSecond } = state;
    const left = reading.totalBytes - reading.bytes;
    // All bytes sent but a file not through (its answer, its landing): not done, nor 0s away.
    if (left <= 0)
        return reading.totalBytes > 0 && allDone(reading) ? '0s' : '-';
    if (!bytesPerSecond || bytesPerSecond <= 0)
        return '-';
    return formatDuration(left / bytesPerSecond);
}
/**
 * One line: `hashing 1,234 / 5,000 files, 12.0 MiB / 40.0 MiB (30%), 4.0 MiB/s, ETA 7s,
 * elapsed 3s`; the sizes in the reports' units (formatSize).
 */
function formatProgressLine(state) {
    const { reading: r, bytesPerSecond } = state;
    const rate = bytesPerSecond === undefined ? '-' : `${(0,format/* formatSize */.Xq)(bytesPerSecond)}/s`;
    return [
        `${r.stage} ${(0,format/* formatCount */.B4)(r.files)} / ${(0,format/* formatCount */.B4)(r.totalFiles)} files`,
        `${(0,format/* formatSize */.Xq)(r.bytes)} / ${(0,format/* formatSize */.Xq)(r.totalBytes)}${percentOf(r)}`,
        rate,
        `ETA ${estimateLeft(state)}`,
        `elapsed ${formatDuration(state.elapsedMs / 1000)}`,
        ...(r.detail ? [r.detail] : []),
    ].join(', ');
}
/**
 * The line a log ends with (as rclone's last stats in a pipe): what was done of what was
 * planned, the average rate over the whole job, and its time: `totals: storing 6 / 6 files,
 * 24.8 MiB / 24.8 MiB (100%), 2.0 MiB/s average, elapsed 12s`.
 */
function formatTotalsLine(reading, elapsedMs) {
    const r = reading;
    const seconds = elapsedMs / 1000;
    return [
        `totals: ${r.stage} ${(0,format/* formatCount */.B4)(r.files)} / ${(0,format/* formatCount */.B4)(r.totalFiles)} files`,
        `${(0,format/* formatSize */.Xq)(r.bytes)} / ${(0,format/* formatSize */.Xq)(r.totalBytes)}${percentOf(r)}`,
        seconds > 0 ? `${(0,format/* formatSize */.Xq)(r.bytes / seconds)}/s average` : 'average -',
        `elapsed ${formatDuration(seconds)}`,
        ...(r.detail ? [r.detail] : []),
    ].join(', ');
}
/** ` (76%)`; at most 99% until every file is through (the last bytes sent are not the end). */
function percentOf(r) {
    if (r.totalBytes <= 0)
        return '';
    const percent = Math.floor((100 * r.bytes) / r.totalBytes);
    return ` (${allDone(r) ? percent : Math.min(99, percent)}%)`;
}

;// CONCATENATED MODULE: ./build/progress/progress-meter.js

/** A log line at most once a second (as @actions/cache's); a terminal's twice, as rclone's. */
const DEFAULT_EVERY_MS = { log: 1000, terminal: 500 };
/** The rate is measured over this much of the recent past, so that it follows changes. */
const RATE_WINDOW_MS = 5000;
/** Clears from the cursor to the end of the line (ANSI EL). */
const CLEAR_TO_END = '\u001b[K';
/**
 * The interval: S3_SYNC_PROGRESS_INTERVAL_MS when it is a positive integer (tests shorten it),
 * else the style's default.
 */
function progressEveryMs(env, style) {
    const given = Number(env.S3_SYNC_PROGRESS_INTERVAL_MS);
    return Number.isInteger(given) && given > 0 ? given : DEFAULT_EVERY_MS[style];
}
class ProgressMeter {
    options;
    clock;
    startedMs;
    samples = [];
    timer;
    /** The terminal line last drawn: redrawn after other output, ended by stop(). */
    drawn;
    stopped = false;
    constructor(options) {
        this.options = options;
        this.clock = options.clock ?? Date.now;
        this.startedMs = this.clock();
    }
    start() {
        this.timer ??= setInterval(() => this.tick(), this.options.everyMs);
        // The meter never keeps the process alive: the job does, while it runs.
        this.timer.unref();
        return this;
    }
    /**
     * Stops; a terminal's line is drawn once more with the final numbers, then ended; a log gets
     * its totals line (when the job planned anything). Once: a second stop writes nothing.
     */
    stop() {
        if (this.stopped)
            return;
        this.stopped = true;
        clearInterval(this.timer);
        this.timer = undefined;
        if (this.options.style === 'terminal' && this.drawn !== undefined) {
            this.tick();
            this.options.write('\n');
            this.drawn = undefined;
        }
        if (this.options.style === 'log') {
            const reading = this.options.read();
            if (reading)
                this.options.write(formatTotalsLine(reading, this.clock() - this.startedMs));
        }
    }
    /**
     * Runs `print` (which writes whole lines to the same terminal) with the live line cleared
     * first and drawn again after, so that the lines read as they would without the meter.
     */
    above(print) {
        if (this.drawn === undefined)
            return print();
        this.options.write(`\r${CLEAR_TO_END}`);
        print();
        this.options.write(this.drawn);
    }
    /** One reading, printed; exposed for tests that step a clock of their own. */
    tick() {
        const reading = this.options.read();
        if (reading === undefined)
            return;
        const line = formatProgressLine({
            reading,
            elapsedMs: this.clock() - this.startedMs,
            bytesPerSecond: this.rate(reading.bytes),
        });
        if (this.options.style === 'log')
            this.options.write(line);
        else {
            this.drawn = `\r${line}${CLEAR_TO_END}`;
            this.options.write(this.drawn);
        }
    }
    /** Bytes a second over the window, from the samples of the ticks before this one. */
    rate(bytes) {
        const tMs = this.clock();
        this.samples.push({ tMs, bytes });
        while (this.samples.length > 2 && tMs - this.samples[0].tMs > RATE_WINDOW_MS)
            this.samples.shift();
        const first = this.samples[0];
        const seconds = (tMs - first.tMs) / 1000;
        return seconds > 0 ? (bytes - first.bytes) / seconds : undefined;
    }
}


/***/ }),

/***/ 5159:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ei: () => (/* binding */ SAVE_STAGES),
/* harmony export */   Fq: () => (/* binding */ RESTORE_STAGES),
/* harmony export */   Q: () => (/* binding */ syncReading),
/* harmony export */   pI: () => (/* binding */ phaseMeter)
/* harmony export */ });
/* unused harmony export stageReading */
/* harmony import */ var _report_format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2772);
/* harmony import */ var _sync_sync_progress_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1612);


/** A save reads (hashes) the changed files, then stores the new contents (packs and blobs). */
const SAVE_STAGES = [
    { stage: 'hashing', phases: ['hash'] },
    {
        stage: 'storing',
        phases: ['pack', 'compress'],
        wire: { phase: 'upload', planned: 'as-made', filesThrough: true },
    },
];
/** A restore's files, counted as they land (checked and written); its bytes as they arrive. */
const RESTORE_STAGES = [
    { stage: 'restoring', phases: ['unpack'], wire: { phase: 'download', planned: 'up-front' } },
];
/** The latest stage with work planned, and what is done of it; undefined before any. */
function stageReading(phases, stages) {
    for (let i = stages.length - 1; i >= 0; i--) {
        const reading = { stage: stages[i].stage, files: 0, bytes: 0, totalFiles: 0, totalBytes: 0 };
        for (const name of stages[i].phases) {
            const planned = phases.planned(name);
            const done = phases.get(name);
            reading.totalFiles += planned?.objects ?? 0;
            reading.totalBytes += planned?.bytes ?? 0;
            reading.files += done?.objects ?? 0;
            reading.bytes += done?.bytes ?? 0;
        }
        if (reading.totalFiles > 0)
            return withWireBytes(reading, phases, stages[i].wire);
    }
    return undefined;
}
/** A stage's reading with its bytes counted on the wire, when it moves them (ProgressStage.wire). */
function withWireBytes(reading, phases, wire) {
    if (!wire)
        return reading;
    const toMove = phases.planned(wire.phase)?.bytes ?? 0;
    const notMade = wire.planned === 'as-made' ? Math.max(0, reading.totalBytes - reading.bytes) : 0;
    const totalBytes = toMove + notMade;
    // Retried bytes moved twice: the line never shows more than the total.
    const bytes = Math.min(totalBytes, phases.movedSincePlanned(wire.phase));
    const files = wire.filesThrough ? phases.filesThrough(wire.phase) : reading.files;
    return { ...reading, files, bytes, totalBytes };
}
/**
 * A sync's copies: done of those queued so far (the total grows while the source is listed);
 * bytes as they move on the wire (a copy inside S3 moves none here: its bytes count once it
 * is done). Before anything is queued, the listing alone.
 */
function syncReading(progress) {
    const { phases } = progress;
    const planned = phases.planned(_sync_sync_progress_js__WEBPACK_IMPORTED_MODULE_1__/* .SyncPhase */ .pU.Transfer) ?? { objects: 0, bytes: 0 };
    const listed = phases.get(_sync_sync_progress_js__WEBPACK_IMPORTED_MODULE_1__/* .SyncPhase */ .pU.ListSource);
    if (planned.objects === 0 && listed?.startMs === undefined)
        return undefined;
    const done = phases.get(_sync_sync_progress_js__WEBPACK_IMPORTED_MODULE_1__/* .SyncPhase */ .pU.Transfer);
    const counts = progress.counts();
    const listing = listed?.endMs === undefined;
    const moved = Math.max(done?.bytes ?? 0, phases.movedSincePlanned(_sync_sync_progress_js__WEBPACK_IMPORTED_MODULE_1__/* .SyncPhase */ .pU.Transfer));
    return {
        stage: 'transferred',
        files: done?.objects ?? 0,
        bytes: Math.min(planned.bytes, moved),
        totalFiles: planned.objects,
        totalBytes: planned.bytes,
        detail: `${listing ? 'listing' : 'listed'} ${(0,_report_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(counts.listed)}, unchanged ${(0,_report_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(counts.skipped)}`,
    };
}
/**
 * A meter over a cache job's phases, which the job hands over as it starts (its `watch`
 * argument): `start` makes the meter from the reader (or none, when progress is off).
 */
function phaseMeter(stages, start) {
    let phases;
    const meter = start(() => phases && stageReading(phases, stages));
    return {
        watch: (started) => {
            phases = started;
        },
        stop: () => meter?.stop(),
    };
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

/***/ 4485:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ WireBytes)
/* harmony export */ });
/**
 * Bytes of object bodies moved on the wire so far: request bodies as they are written to the
 * socket, answers' bodies as they arrive. What a progress line's bytes and rate are read from,
 * so that a slow link shows a slow rate while an object moves, not 0 B/s until it is through.
 * One counter for a session and the cache's worker threads together: its memory is shared
 * (`shared` goes to a worker in its task, and `WireBytes.of` reads it there), added to with
 * Atomics. Retried bytes count again: they moved.
 */
class WireBytes {
    shared;
    cell;
    constructor(shared = new SharedArrayBuffer(8)) {
        this.shared = shared;
        this.cell = new BigInt64Array(shared);
    }
    /** The counter whose memory a worker was handed. */
    static of(shared) {
        return new WireBytes(shared);
    }
    add(bytes) {
        if (bytes > 0)
            Atomics.add(this.cell, 0, BigInt(bytes));
    }
    get bytes() {
        return Number(Atomics.load(this.cell, 0));
    }
}


/***/ })

};

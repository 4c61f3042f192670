export const id = 898;
export const ids = [898];
export const modules = {

/***/ 8021:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ forEachBounded)
/* harmony export */ });
/* unused harmony export mapBounded */
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

/***/ 6094:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bq: () => (/* binding */ foldsNames),
/* harmony export */   It: () => (/* binding */ NO_FOLDING),
/* harmony export */   Pc: () => (/* binding */ probeNameFolding),
/* harmony export */   zN: () => (/* binding */ foldName)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);


/** Folds nothing: names compare as their bytes (Linux's file systems). */
const NO_FOLDING = { caseInsensitive: false, normalizing: false };
/**
 * Finds out how the file system under `root` compares names: one probe file, made and removed.
 * `probeName` gives the probe's name for a stem (a temporary name of the caller's kind, so no walk
 * ever takes it for a file of the user's). With `create: false` (a dry run, a restore's checks)
 * `root` is not made: the probe goes in its nearest folder that exists, which is on the same file
 * system unless a mount point lies between them.
 */
async function probeNameFolding(root, options) {
    let folder = root;
    if (options.create === false) {
        while (!(await isFolder(folder)) && node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(folder) !== folder)
            folder = node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(folder);
    }
    const probe = (stem) => node_path__WEBPACK_IMPORTED_MODULE_1__.join(folder, options.probeName(stem));
    const made = probe('Case-\u00e9-\u00df'); // é precomposed (NFC), ß
    try {
        if (options.create !== false)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(root, { recursive: true });
        // `wx` (O_EXCL): a symlink planted under the probe's name is not followed.
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(made, '', { flag: 'wx' });
    }
    catch {
        return NO_FOLDING; // cannot tell: compare exactly
    }
    try {
        const exists = (p) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(p).then(() => true, () => false);
        const caseInsensitive = await exists(probe('cASE-\u00e9-\u00df'));
        const normalizing = await exists(probe('Case-e\u0301-\u00df')); // é decomposed (NFD)
        const fullCase = caseInsensitive && (await exists(probe('Case-\u00e9-ss')));
        return fullCase ? { caseInsensitive, normalizing, fullCase } : { caseInsensitive, normalizing };
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(made, { force: true });
    }
}
function isFolder(p) {
    return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(p).then((s) => s.isDirectory(), () => false);
}
/** True when the file system folds anything: names must then be compared folded. */
function foldsNames(folding) {
    return folding.caseInsensitive || folding.normalizing;
}
// eslint-disable-next-line no-control-regex
const ASCII = /^[\u0000-\u007f]*$/;
/**
 * Code points HFS+ skips when it compares names (the ones git refuses in `.git` since
 * CVE-2014-9390): `Q` and `Q` + a zero-width joiner are one file there.
 */
const HFS_IGNORED = /[\u200c-\u200f\u202a-\u202e\u206a-\u206f\ufeff]/g;
/**
 * A relative path as the file system compares it: one form for all the names it sees as one.
 * It may join names the file system keeps apart, never the other way round (checked against
 * every mapping of exFAT's upcase table and against Unicode's simple case folding): a caller that
 * refuses names colliding once folded then refuses a little more than it must, never less.
 *
 * Case: each letter is taken to its uppercase and back to lowercase, letter by letter (simple
 * case mapping, as exFAT's upcase table maps: `ς`, `σ` and `Σ` are one, so are the Kelvin sign and
 * `k`, `ᾳ` and `ᾼ`; `ß` stays `ß`; beyond exFAT, `ſ` and `s` are one too), or as whole strings where
 * the file system folds `ß` to `ss` (fullCase). Normalization: compared in NFC, after the case,
 * with the code points HFS+ ignores left out.
 */
function foldName(rel, folding) {
    if (!foldsNames(folding))
        return rel;
    if (ASCII.test(rel))
        return folding.caseInsensitive ? rel.toLowerCase() : rel;
    let text = folding.normalizing ? rel.normalize('NFD').replace(HFS_IGNORED, '') : rel;
    if (folding.caseInsensitive)
        // Full folding after the simple one, so that `ẞ` (to `ß`) meets `ss` too.
        text = folding.fullCase
            ? simpleCaseFold(text).toUpperCase().toLowerCase()
            : simpleCaseFold(text);
    return folding.normalizing ? text.normalize('NFC') : text;
}
/**
 * Letters Unicode's simple case folding joins (since Unicode 14/15) that no case mapping leads
 * from one to the other: `ΐ` written two ways, and the ligatures `ﬅ` and `ﬆ`.
 */
const FOLDED_ALIKE = {
    '\u1fd3': '\u0390',
    '\u1fe3': '\u03b0',
    '\ufb05': '\ufb06',
};
/** Each code point to the lowercase of its uppercase, where each is one code point. */
function simpleCaseFold(text) {
    let out = '';
    for (const char of text) {
        if (char.length === 1 && char.charCodeAt(0) < 0x80) {
            out += char.toLowerCase();
            continue;
        }
        const alike = FOLDED_ALIKE[char];
        if (alike !== undefined) {
            out += alike;
            continue;
        }
        const upper = oneCodePoint(char.toUpperCase()) ?? char;
        out += oneCodePoint(upper.toLowerCase()) ?? upper;
    }
    return out;
}
function oneCodePoint(text) {
    const first = text.codePointAt(0);
    return first !== undefined && text.length === (first > 0xffff ? 2 : 1) ? text : undefined;
}


/***/ }),

/***/ 2873:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   hU: () => (/* binding */ localPathRefusal),
/* harmony export */   lQ: () => (/* binding */ localNameRefusal),
/* harmony export */   zV: () => (/* binding */ isWindowsPlatform)
/* harmony export */ });
/* unused harmony export windowsNameRefusal */
/**
 * The one set of rules for a `/`-separated path that untrusted text (an S3 key, a cache
 * manifest) asks us to create inside a local folder: the sync (sync/safe-local-path.ts) and the
 * cache restore (cache/restore-targets.ts) both ask it, so a path one refuses the other refuses.
 *
 * On every platform: no NUL, no absolute path, no backslash, no drive letter, no empty, `.` or
 * `..` segment. A backslash is a separator on Windows, so `..\..\x` would climb there; on Linux
 * it is legal in a name, but a tree holding one would differ between the two, so it is refused
 * everywhere. Where Windows is the platform (where the rules decide, not where the text came
 * from), also: its forbidden characters (`<>:"|?*` and control characters: `:` opens an NTFS
 * stream), names ending in `.` or ` ` (Windows strips them, so `.. ` would be `..`), and device
 * names (`CON`, `nul.txt`, `COM1`: they open a device, whatever the extension). Names legal on
 * Linux and macOS (`12:00.log`, a newline) are kept there: a path must round-trip.
 */
// Windows maps these device names to devices whatever the extension, and with spaces before it.
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³]|conin\$|conout\$) *(\..*)?$/i;
// Characters Windows refuses in a file name, control characters included.
// eslint-disable-next-line no-control-regex
const WINDOWS_FORBIDDEN = /[<>:"|?*\u0000-\u001f]/;
const DRIVE_LETTER = /^[A-Za-z]:/;
const SLASH = 47;
const DOT = 46;
/**
 * Why `relative` may not be created under a folder, or undefined when it may. `''` is the
 * folder itself: allowed here, the caller decides what it means. Scans the text once, with no
 * array of segments made: a restore asks it for every one of 50,000 paths.
 */
function localPathRefusal(relative, windows) {
    if (relative === '')
        return undefined;
    if (relative.includes('\0'))
        return 'contains a NUL byte';
    if (relative.charCodeAt(0) === SLASH)
        return 'is an absolute path (starts with "/")';
    if (relative.includes('\\'))
        return 'contains a backslash';
    if (DRIVE_LETTER.test(relative))
        return 'starts with a drive letter';
    for (let start = 0; start <= relative.length;) {
        let end = relative.indexOf('/', start);
        if (end < 0)
            end = relative.length;
        const length = end - start;
        if (length === 0)
            return 'has an empty path segment ("//")';
        if (relative.charCodeAt(start) === DOT) {
            if (length === 1)
                return 'has a "." segment';
            if (length === 2 && relative.charCodeAt(start + 1) === DOT)
                return 'has a ".." segment';
        }
        if (windows) {
            const bad = windowsNameRefusal(relative.slice(start, end));
            if (bad !== undefined)
                return bad;
        }
        start = end + 1;
    }
    return undefined;
}
/**
 * localPathRefusal for one more name inside a folder already accepted: the rules that look at
 * a single segment (no `/` can be in a name from readdir), with no path joined to ask.
 */
function localNameRefusal(name, windows) {
    if (name.includes('\\'))
        return 'contains a backslash';
    if (name.includes('\0'))
        return 'contains a NUL byte';
    return windows ? windowsNameRefusal(name) : undefined;
}
/** Why Windows would not create a file of this name (one segment) faithfully. */
function windowsNameRefusal(name) {
    if (WINDOWS_FORBIDDEN.test(name))
        return 'has a character Windows does not allow in file names (<>:"|?* or a control character)';
    const last = name.charCodeAt(name.length - 1);
    if (last === DOT || last === 32)
        return 'has a segment ending in "." or " ", which Windows strips';
    if (WINDOWS_DEVICE.test(name))
        return `has the Windows device name ${JSON.stringify(name)}`;
    return undefined;
}
/** Whether the rules for Windows apply: on Windows, or where a test says so. */
function isWindowsPlatform(platform = process.platform) {
    return platform === 'win32';
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

/***/ 8979:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BP: () => (/* binding */ errorLine),
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   aY: () => (/* binding */ code),
/* harmony export */   mW: () => (/* binding */ fitSummary),
/* harmony export */   tE: () => (/* binding */ warningLine)
/* harmony export */ });
/* unused harmony exports MAX_SUMMARY_BYTES, cutChars */
/* harmony import */ var _secret_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9288);

/**
 * The pieces every job summary is written with: untrusted text escaped, keys in <code>, warning
 * and error lines, and the one cut that keeps a summary under the runner's limit. Every cut
 * clears the run's secrets first (secret-text.ts): the whole summary is cleared again on its way
 * out, but a secret cut in half there no longer matches, and its first part would show.
 */
/** The runner refuses a step summary over 1 MiB; stay well under it. */
const MAX_SUMMARY_BYTES = 1024 * 1024 - 16 * 1024;
const MAX_MESSAGE_CHARS = 2000;
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
/**
 * The first `maxChars` code points, and `…` when there were more: never half a character. The
 * run's secrets are cleared before the cut, so none shows in part.
 */
function cutChars(text, maxChars) {
    const clear = (0,_secret_text_js__WEBPACK_IMPORTED_MODULE_0__/* .redactSecrets */ .fp)(text);
    const chars = [...clear];
    return chars.length > maxChars ? `${chars.slice(0, maxChars).join('')}…` : clear;
}
/** Keys are untrusted and may be long: escaped, cut, in <code> (a code span would show escapes). */
function code(text, maxChars = 200) {
    return `<code>${escapeHtml(cutChars(text, maxChars))}</code>`;
}
/** A warning as a quoted line of the summary. */
function warningLine(warning) {
    return `> ⚠️ ${escapeHtml((0,_secret_text_js__WEBPACK_IMPORTED_MODULE_0__/* .redactSecrets */ .fp)(warning).slice(0, MAX_MESSAGE_CHARS))}`;
}
/** The error that ended the step: its first line, escaped. */
function errorLine(error) {
    const line = (0,_secret_text_js__WEBPACK_IMPORTED_MODULE_0__/* .redactSecrets */ .fp)(error.message.split('\n')[0] ?? '');
    return `**Error:** ${escapeHtml(line.slice(0, MAX_MESSAGE_CHARS))}`;
}
/**
 * The summary as it is, or cut to half the limit and saying so when it would be too big. Counted
 * in bytes, as the runner counts, and cut at a character boundary: a slice of UTF-16 units could
 * still be over, and half a character would show as U+FFFD.
 */
function fitSummary(whole) {
    const text = (0,_secret_text_js__WEBPACK_IMPORTED_MODULE_0__/* .redactSecrets */ .fp)(whole);
    if (Buffer.byteLength(text) <= MAX_SUMMARY_BYTES)
        return text;
    const cut = Buffer.from(text)
        .subarray(0, MAX_SUMMARY_BYTES / 2)
        .toString('utf8')
        .replace(/\uFFFD$/, '');
    return `${cut}\n\n_The summary was cut short to stay under the runner's 1 MiB limit._\n`;
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

/***/ 7932:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ timeSection)
/* harmony export */ });
/* harmony import */ var _phase_table_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6385);
/* harmony import */ var _summary_charts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5477);


/**
 * Where the time went, the same way in every job's summary: the phase table, what waiting
 * means, which phases overlapped, the job's own sentences, then the gantt chart. Nothing but the
 * sentences when no phase ran.
 */
function timeSection(input) {
    const phases = input.lines.map((line) => line.phase);
    const table = (0,_phase_table_js__WEBPACK_IMPORTED_MODULE_0__/* .phaseTable */ .m0)(input.lines, input.totalSeconds, input.totalWork);
    const out = [];
    if (table.length > 0) {
        out.push(...table, '');
        if (phases.some((phase) => phase.waitedSeconds > 0))
            out.push(`_Waiting_: ${input.waitingMeans}; its rate leaves it out.`, '');
        const overlaps = (0,_phase_table_js__WEBPACK_IMPORTED_MODULE_0__/* .overlapSentence */ .Pb)(phases, input.totalSeconds);
        if (overlaps)
            out.push(overlaps, '');
    }
    for (const sentence of input.details ?? [])
        out.push(sentence, '');
    if (table.length > 0)
        out.push((0,_summary_charts_js__WEBPACK_IMPORTED_MODULE_1__/* .ganttChart */ .$G)(phases, input.chartLeavesOut));
    return out;
}


/***/ }),

/***/ 9795:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Oc: () => (/* binding */ AnswerTooLargeError),
/* harmony export */   Ve: () => (/* binding */ answerBound),
/* harmony export */   es: () => (/* binding */ AnswerTooSlowError),
/* harmony export */   wR: () => (/* binding */ sdkOperation)
/* harmony export */ });
/* unused harmony exports OBJECT_ANSWER_MAX_BYTES, DELETE_ANSWER_MAX_BYTES, LIST_BUCKETS_ANSWER_MAX_BYTES, ANSWER_BODY_MAX_MS, SLOW_ANSWER_BODY_MAX_MS, sizeText */
/* harmony import */ var _error_response_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(425);

/**
 * The largest XML answer to a one-object operation: CreateMultipartUpload, CompleteMultipartUpload,
 * CopyObject, UploadPartCopy (a key of 1,024 bytes escaped to at most 6 KiB, the bucket, a
 * Location URL, an ETag, checksums, an upload ID: under 16 KiB), and the empty answers of
 * PutObject, UploadPart and deletes. 64 times the real maximum.
 */
const OBJECT_ANSWER_MAX_BYTES = 1024 * 1024;
/**
 * DeleteObjects of 1,000 keys, every one refused: each `<Error>` holds the key (1,024 bytes,
 * escaped to at most 6 KiB), a version ID, a code and a message, about 7.3 KiB; 1,000 of them
 * are 7.3 MB. Twice that, rounded up.
 */
const DELETE_ANSWER_MAX_BYTES = 16 * 1024 * 1024;
/**
 * An unpaginated ListBuckets: AWS serves it to accounts of at most 10,000 buckets (entries of
 * under 400 bytes: 4 MB); RGW lets a user hold more, with names up to 255 bytes. 64 MiB holds
 * over 100,000 of those.
 */
const LIST_BUCKETS_ANSWER_MAX_BYTES = 64 * 1024 * 1024;
/** The time a bounded answer's body may take, once its headers are in: an error's, or most. */
const ANSWER_BODY_MAX_MS = _error_response_js__WEBPACK_IMPORTED_MODULE_0__/* .ERROR_ANSWER_MAX_MS */ .Sb;
/**
 * The same for the answers S3 keeps alive with whitespace while it works (a copy of up to 5 GiB,
 * the assembly of a large upload: "several minutes", S3's documentation says).
 */
const SLOW_ANSWER_BODY_MAX_MS = 30 * 60_000;
const SLOW_OPERATIONS = new Set(['CopyObject', 'UploadPartCopy', 'CompleteMultipartUpload']);
/** The operation a request sent by the SDK is for, from its method and query. */
function sdkOperation({ method, query = {} }) {
    const id = query['x-id'];
    if (typeof id === 'string')
        return id;
    if ('uploads' in query)
        return method === 'POST' ? 'CreateMultipartUpload' : 'ListMultipartUploads';
    if ('uploadId' in query)
        return method === 'POST' ? 'CompleteMultipartUpload' : 'ListParts';
    if ('delete' in query)
        return 'DeleteObjects';
    if ('location' in query)
        return 'GetBucketLocation';
    if ('list-type' in query)
        return 'ListObjectsV2';
    if (method === 'HEAD')
        return 'HeadObject';
    return `${method} request`;
}
/** The bound of the answer `statusCode` to `operation`. */
function answerBound(operation, statusCode) {
    const ok = statusCode >= 200 && statusCode < 300;
    const maxBytes = !ok
        ? _error_response_js__WEBPACK_IMPORTED_MODULE_0__/* .ERROR_ANSWER_MAX_BYTES */ .Tx
        : operation === 'GetObject'
            ? Infinity
            : operation === 'DeleteObjects'
                ? DELETE_ANSWER_MAX_BYTES
                : operation === 'ListBuckets'
                    ? LIST_BUCKETS_ANSWER_MAX_BYTES
                    : OBJECT_ANSWER_MAX_BYTES;
    const maxMs = ok && SLOW_OPERATIONS.has(operation) ? SLOW_ANSWER_BODY_MAX_MS : ANSWER_BODY_MAX_MS;
    return { operation, statusCode, maxBytes, maxMs: maxBytes === Infinity ? Infinity : maxMs };
}
/** `bytes` as a reader would write it: 64 KiB, 16 MiB, 10737418240 bytes. */
function sizeText(bytes) {
    if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0)
        return `${bytes / (1024 * 1024)} MiB`;
    if (bytes >= 1024 && bytes % 1024 === 0)
        return `${bytes / 1024} KiB`;
    return `${bytes} bytes`;
}
/**
 * The endpoint sent (or declared) an answer larger than any real S3 answer of its kind: dropped,
 * with its connection, and not retried (it would be sent the same way again). `$metadata` is
 * set so that the SDK, which the error passes through, neither appends its own hints to the
 * message nor takes it for a server error to retry.
 */
class AnswerTooLargeError extends Error {
    code = 'AnswerTooLarge';
    /** Where `s3FailureFromSdk` reads an S3 error's code. */
    Code = 'AnswerTooLarge';
    $metadata = {};
    constructor(bound, declaredBytes) {
        const declared = declaredBytes === undefined ? '' : ` (it declared ${declaredBytes} bytes)`;
        super(`the endpoint sent an HTTP ${bound.statusCode} answer to ${bound.operation} larger than ` +
            `${sizeText(bound.maxBytes)}${declared}, which no S3 answer of this kind reaches; it was dropped`);
        this.name = 'AnswerTooLargeError';
    }
}
/**
 * The endpoint kept sending an answer's body (a byte now and then, below the stall limit) for
 * longer than any real answer of its kind takes: dropped, and not retried.
 */
class AnswerTooSlowError extends Error {
    code = 'AnswerTooSlow';
    Code = 'AnswerTooSlow';
    $metadata = {};
    constructor(bound, receivedBytes) {
        super(`the endpoint took longer than ${Math.round(bound.maxMs / 1000)} s to send its HTTP ` +
            `${bound.statusCode} answer to ${bound.operation} (${receivedBytes} bytes so far); it was dropped`);
        this.name = 'AnswerTooSlowError';
    }
}


/***/ }),

/***/ 1147:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L3: () => (/* binding */ checkComputedDigests),
/* harmony export */   N1: () => (/* binding */ canCheck),
/* harmony export */   Wu: () => (/* binding */ digestsToCompute),
/* harmony export */   _z: () => (/* binding */ checkWholeBody),
/* harmony export */   j6: () => (/* binding */ storedDigests),
/* harmony export */   rd: () => (/* binding */ sdkStoredDigests)
/* harmony export */ });
/* unused harmony export BodyDigester */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8522);
/* harmony import */ var _s3_failure_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6602);



function storedDigests(headers) {
    const one = (name) => {
        const value = headers[name];
        return Array.isArray(value) ? value[0] : value;
    };
    const sse = one('x-amz-server-side-encryption') ?? '';
    const md5 = sse.startsWith('aws:kms') || one('x-amz-server-side-encryption-customer-algorithm')
        ? undefined
        : /^"?([0-9a-f]{32})"?$/i.exec(one('etag') ?? '')?.[1]?.toLowerCase();
    const whole = (name) => {
        const value = one(name);
        return value && !value.includes('-') ? value : undefined;
    };
    return {
        md5Hex: md5,
        sha256Base64: whole('x-amz-checksum-sha256'),
        sha1Base64: whole('x-amz-checksum-sha1'),
        crc32Base64: whole('x-amz-checksum-crc32'),
    };
}
/** What an SDK GetObject's or HeadObject's output says (asked with ChecksumMode ENABLED). */
function sdkStoredDigests(output) {
    return storedDigests({
        etag: output.ETag,
        'x-amz-server-side-encryption': output.ServerSideEncryption,
        'x-amz-server-side-encryption-customer-algorithm': output.SSECustomerAlgorithm,
        'x-amz-checksum-sha256': output.ChecksumSHA256,
        'x-amz-checksum-sha1': output.ChecksumSHA1,
        'x-amz-checksum-crc32': output.ChecksumCRC32,
    });
}
function canCheck(d) {
    return Boolean(d.md5Hex || d.sha256Base64 || d.sha1Base64 || d.crc32Base64);
}
/** Hashes a body as it streams by, then checks it against what the server stored. */
class BodyDigester {
    stored;
    md5;
    sha;
    crc = 0;
    constructor(stored) {
        this.stored = stored;
        // The same choice as a file hashed elsewhere (digestsToCompute): the MD5 of the ETag, one
        // stored SHA (SHA-256 before SHA-1) and the CRC32, each only when the object has it.
        const wanted = digestsToCompute(stored);
        this.md5 = wanted.md5 ? createHash('md5') : undefined;
        this.sha = wanted.sha ? createHash(wanted.sha) : undefined;
    }
    update(chunk) {
        this.md5?.update(chunk);
        this.sha?.update(chunk);
        if (this.stored.crc32Base64)
            this.crc = zlib.crc32(chunk, this.crc);
        return this;
    }
    /** Throws a retryable BadDigest when a digest does not match: the bytes changed on the way. */
    check(place) {
        checkComputedDigests(this.stored, {
            md5Hex: this.md5?.digest('hex'),
            shaBase64: this.sha?.digest('base64'),
            crc32: this.stored.crc32Base64 ? this.crc : undefined,
        }, place);
    }
}
/** Which digests `checkComputedDigests` needs for these stored ones: MD5, one SHA, CRC32. */
function digestsToCompute(stored) {
    return {
        md5: Boolean(stored.md5Hex),
        sha: stored.sha256Base64 ? 'sha256' : stored.sha1Base64 ? 'sha1' : undefined,
        crc32: Boolean(stored.crc32Base64),
    };
}
/** Throws a retryable BadDigest when a computed digest does not match the stored one. */
function checkComputedDigests(stored, got, place) {
    if (stored.md5Hex && got.md5Hex !== stored.md5Hex)
        throw mismatch(place, 'MD5', String(got.md5Hex), `ETag ${stored.md5Hex}`);
    const sha = stored.sha256Base64 ?? stored.sha1Base64;
    if (sha && got.shaBase64 !== sha)
        throw mismatch(place, 'SHA', String(got.shaBase64), `checksum ${sha}`);
    if (stored.crc32Base64) {
        const crc = got.crc32 === undefined ? 'none' : crc32Base64(got.crc32);
        if (crc !== stored.crc32Base64)
            throw mismatch(place, 'CRC32', crc, `checksum ${stored.crc32Base64}`);
    }
}
/**
 * The same check for a body held whole (a small GET's), with one-shot hashes: no Hash object
 * per small body, which costs more than the hashing of a few KiB.
 */
function checkWholeBody(stored, body, place) {
    if (stored.md5Hex) {
        const got = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.hash)('md5', body, 'hex');
        if (got !== stored.md5Hex)
            throw mismatch(place, 'MD5', got, `ETag ${stored.md5Hex}`);
    }
    else if (stored.sha256Base64 || stored.sha1Base64) {
        const want = (stored.sha256Base64 ?? stored.sha1Base64);
        const got = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.hash)(stored.sha256Base64 ? 'sha256' : 'sha1', body, 'base64');
        if (got !== want)
            throw mismatch(place, 'SHA', got, `checksum ${want}`);
    }
    if (stored.crc32Base64) {
        const got = crc32Base64(node_zlib__WEBPACK_IMPORTED_MODULE_1__.crc32(body));
        if (got !== stored.crc32Base64)
            throw mismatch(place, 'CRC32', got, `checksum ${stored.crc32Base64}`);
    }
}
function crc32Base64(crc) {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(crc >>> 0);
    return bytes.toString('base64');
}
function mismatch(place, what, got, want) {
    return (0,_s3_failure_js__WEBPACK_IMPORTED_MODULE_2__/* .s3Failure */ .l)({
        ...place,
        code: 'BadDigest',
        message: `the body's ${what} ${got} does not match the stored ${want}: it was damaged on the way`,
    });
}


/***/ }),

/***/ 3343:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TO: () => (/* binding */ CONTENT_MD5_METADATA),
/* harmony export */   gG: () => (/* binding */ md5FromMetadata),
/* harmony export */   iP: () => (/* binding */ isMultipartEtag),
/* harmony export */   mn: () => (/* binding */ md5FromEtag)
/* harmony export */ });
/* harmony import */ var _retry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5402);
/* harmony import */ var _s3_failure_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6602);


/**
 * The MD5 of an object's whole body, where S3 can say it without the body (issue 28).
 *
 * A listing's ETag is that MD5 for an object stored in one part without SSE-KMS or SSE-C. A
 * multipart ETag (`"<md5 of the parts' md5s>-N"`) says nothing of the body, so every sync's
 * multipart uploads (and copies of them) also store the body's MD5 as user metadata, read back
 * with one HEAD.
 * We chose metadata over S3's full-object CRC32 / CRC64NVME (`ChecksumType: FULL_OBJECT`) because
 * Ceph RGW 16 (and other S3-compatible stores) keep no full-object checksum of a multipart upload,
 * while every store keeps user metadata; and an MD5 compares with single-part ETags as they are.
 */
/** Stored as `x-amz-meta-s3sync-md5`: the hex MD5 of the whole body. */
const CONTENT_MD5_METADATA = 's3sync-md5';
const MD5_HEX = /^[0-9a-f]{32}$/;
/**
 * The body's MD5 from a listed ETag, or undefined for a multipart (or otherwise opaque) ETag.
 * Read by hand, once per same-size object of a checksum sync: a regular expression and a
 * lowercased copy cost 2% of a 20,000-file check in a `--cpu-prof`.
 */
function md5FromEtag(etag) {
    const start = etag.charCodeAt(0) === QUOTE ? 1 : 0;
    const end = etag.length > start && etag.charCodeAt(etag.length - 1) === QUOTE ? -1 : 0;
    if (etag.length - start + end !== 32)
        return undefined;
    let lower = true;
    for (let i = start; i < start + 32; i++) {
        const c = etag.charCodeAt(i);
        if ((c >= 48 && c <= 57) || (c >= 97 && c <= 102))
            continue; // 0-9, a-f
        if (c >= 65 && c <= 70)
            lower = false; // A-F
        else
            return undefined;
    }
    const bare = start === 0 && end === 0 ? etag : etag.slice(start, start + 32);
    return lower ? bare : bare.toLowerCase();
}
const QUOTE = 34;
/** True for the ETag form of a multipart upload, whose MD5 may be in the metadata. */
function isMultipartEtag(etag) {
    return /^"?[0-9a-f]{32}-\d+"?$/i.test(etag);
}
/**
 * The MD5 this tool stored in the object's metadata, or undefined when the object has none (or
 * is gone since it was listed). One HEAD, retried as every request is.
 */
async function md5FromMetadata(client, bucket, key, signal) {
    try {
        const head = await (0,_retry_js__WEBPACK_IMPORTED_MODULE_0__/* .withRetry */ .bD)(() => client.send((s3) => new s3.HeadObjectCommand({ Bucket: bucket, Key: key }), {
            abortSignal: signal,
        }), { ..._retry_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_RETRY */ .vI, signal });
        const value = head.Metadata?.[CONTENT_MD5_METADATA]?.trim().toLowerCase();
        return value !== undefined && MD5_HEX.test(value) ? value : undefined;
    }
    catch (error) {
        const failure = (0,_s3_failure_js__WEBPACK_IMPORTED_MODULE_1__/* .s3FailureFromSdk */ .H)(error, 'HeadObject', bucket, key);
        if (failure.statusCode === 404)
            return undefined;
        throw failure;
    }
}


/***/ }),

/***/ 3290:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ parseContentRange),
/* harmony export */   j: () => (/* binding */ checkContentRange)
/* harmony export */ });
/* harmony import */ var _s3_failure_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6602);

/**
 * Parses a 206's Content-Range (RFC 9110 14.4); undefined when absent or not of bytes. Shared
 * by the ranged downloads (`range-request.ts`) and the cache's range GETs.
 */
function parseContentRange(value) {
    const match = /^bytes (\d+)-(\d+)\/(\d+|\*)$/.exec(value ?? '');
    if (!match)
        return undefined;
    return {
        first: Number(match[1]),
        last: Number(match[2]),
        size: match[3] === '*' ? undefined : Number(match[3]),
    };
}
/**
 * Throws unless a ranged GET's Content-Range is the range asked for. A server may answer a
 * range that starts at 0 with the whole object (200, no Content-Range): that is the range asked
 * for if it is exactly `length` bytes, which the caller checks.
 */
function checkContentRange(contentRange, offset, length, place) {
    const range = parseContentRange(contentRange);
    const whole = contentRange === undefined && offset === 0;
    if (whole || (range && range.first === offset && range.last === offset + length - 1))
        return;
    throw (0,_s3_failure_js__WEBPACK_IMPORTED_MODULE_0__/* .s3Failure */ .l)({
        ...place,
        code: 'InvalidRange',
        message: `asked for bytes=${offset}-${offset + length - 1} and got ${JSON.stringify(contentRange ?? 'no Content-Range')}`,
    });
}


/***/ }),

/***/ 231:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cz: () => (/* binding */ objectParams),
/* harmony export */   dY: () => (/* binding */ REPLACED_ON_COPY),
/* harmony export */   qO: () => (/* binding */ objectHeaders)
/* harmony export */ });
/** The aws-cli's pass-through flags, as PutObject / CopyObject / CreateMultipartUpload fields. */
function objectParams(options, guessedContentType) {
    const contentType = options.contentType ?? guessedContentType;
    return {
        ...(options.storageClass ? { StorageClass: options.storageClass } : {}),
        ...(options.sse ? { ServerSideEncryption: options.sse } : {}),
        ...(options.sseKmsKeyId ? { SSEKMSKeyId: options.sseKmsKeyId } : {}),
        ...(options.acl ? { ACL: options.acl } : {}),
        ...(options.cacheControl ? { CacheControl: options.cacheControl } : {}),
        ...(contentType ? { ContentType: contentType } : {}),
        ...(options.contentEncoding ? { ContentEncoding: options.contentEncoding } : {}),
        ...(options.contentDisposition ? { ContentDisposition: options.contentDisposition } : {}),
        ...(options.contentLanguage ? { ContentLanguage: options.contentLanguage } : {}),
        ...(options.expires ? { Expires: options.expires } : {}),
        ...(options.metadata ? { Metadata: { ...options.metadata } } : {}),
    };
}
/** The HTTP header of each field of ObjectParams, for requests sent without the SDK. */
const HEADER_OF = {
    StorageClass: 'x-amz-storage-class',
    ServerSideEncryption: 'x-amz-server-side-encryption',
    SSEKMSKeyId: 'x-amz-server-side-encryption-aws-kms-key-id',
    ACL: 'x-amz-acl',
    CacheControl: 'cache-control',
    ContentType: 'content-type',
    ContentEncoding: 'content-encoding',
    ContentDisposition: 'content-disposition',
    ContentLanguage: 'content-language',
};
/**
 * The fields a copy replaces the source's with (metadata directive REPLACE): S3 keeps these
 * from the source under COPY, whatever the request says.
 */
const REPLACED_ON_COPY = new Set([
    'Metadata',
    'ContentType',
    'CacheControl',
    'ContentEncoding',
    'ContentDisposition',
    'ContentLanguage',
    'Expires',
]);
/** What goes into an HTTP header as it is: printable ASCII. */
const PLAIN_HEADER = /^[\x20-\x7e]*$/;
/**
 * The same fields as headers, or undefined when one of them cannot be sent as a plain header
 * (metadata outside printable ASCII): the SDK path then carries it, as it encodes them.
 */
function objectHeaders(params) {
    const headers = {};
    for (const [field, header] of Object.entries(HEADER_OF)) {
        const value = params[field];
        if (value)
            headers[header] = value;
    }
    // An HTTP date, as the SDK writes it.
    if (params.Expires)
        headers.expires = params.Expires.toUTCString();
    for (const [name, value] of Object.entries(params.Metadata ?? {})) {
        headers[`x-amz-meta-${name}`] = value;
    }
    return Object.entries(headers).every(([n, v]) => PLAIN_HEADER.test(n) && PLAIN_HEADER.test(v))
        ? headers
        : undefined;
}


/***/ }),

/***/ 5016:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mu: () => (/* binding */ rawConnections)
/* harmony export */ });
/* unused harmony exports RawConnection, RawConnectionPool */
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7030);
/* harmony import */ var node_tls__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1692);
/* harmony import */ var _proxy_proxy_tunnel_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3079);



/**
 * Idle sockets kept per endpoint; more are closed when returned (a burst's leftovers). Above the
 * default 64 small GETs in flight and their parts, so a pause between listing pages does not
 * close half the pool only to dial it again.
 */
const MAX_IDLE_PER_ENDPOINT = 128;
/**
 * An idle socket is closed after this long: under the idle timeouts servers use (RGW's beast
 * 65 s, AWS S3 about 20 s, many proxies 5 s), so we rarely send on a socket the server is
 * closing. The retry of a stale socket (`raw-get.ts`) covers the rest.
 */
const IDLE_MS = 4_000;
/**
 * A socket that reads into the buffers of whoever uses it now. `onread` is given once, when the
 * socket dials, so the socket's reads are routed here and passed on to the current user; while
 * idle they go to a spare buffer, and any byte the server sends then is a protocol error.
 */
class RawConnection {
    key;
    onGone;
    socket;
    /** A buffer of the connection's own, for reads no user has a place for. */
    spare = Buffer.allocUnsafe(16 * 1024);
    /** The current exchange's scratch (`raw-exchange.ts`), kept from one exchange to the next. */
    scratch = Buffer.allocUnsafe(16 * 1024);
    /** How many requests this connection carried before the current one. */
    served = 0;
    user;
    /** Through an HTTP proxy to an `http://` server: what the request line starts with. */
    absoluteBase;
    proxyHeader;
    constructor(endpoint, key, onGone) {
        this.key = key;
        this.onGone = onGone;
        const secure = endpoint.protocol === 'https:';
        const port = endpoint.port ?? (secure ? 443 : 80);
        const onread = {
            buffer: () => (this.user ? this.user.nextBuffer() : this.spare),
            callback: (n, buffer) => {
                if (this.user)
                    return this.user.onRead(n, buffer);
                this.socket.destroy(); // bytes nobody asked for: the connection is out of step
                return false;
            },
        };
        const host = endpoint.hostname.replace(/^\[|\]$/g, '');
        const proxy = endpoint.proxy ? new URL(endpoint.proxy) : undefined;
        // Plain HTTP through a proxy: absolute-form requests on a connection to the proxy itself.
        if (proxy && !secure) {
            this.absoluteBase = `http://${endpoint.hostname}${endpoint.port ? `:${port}` : ''}`;
            this.proxyHeader = (0,_proxy_proxy_tunnel_js__WEBPACK_IMPORTED_MODULE_2__/* .proxyAuthorization */ .YB)(proxy);
        }
        // tls.connect takes `onread` when it dials the socket itself (Node 15.8+), though its types
        // say nothing of it. Around a CONNECT tunnel it ignores `onread` (Node 24 still): the tunnel's
        // reads come as 'data' events, copied into the user's buffers (`TunnelReads`).
        const tunnel = proxy && secure ? new _proxy_proxy_tunnel_js__WEBPACK_IMPORTED_MODULE_2__/* .ProxyTunnel */ .F8(proxy.href, host, port) : undefined;
        this.socket = secure
            ? node_tls__WEBPACK_IMPORTED_MODULE_1__.connect({
                ...(tunnel ? { socket: tunnel } : { host, port, onread }),
                servername: node_net__WEBPACK_IMPORTED_MODULE_0__.isIP(host) ? undefined : host,
                ALPNProtocols: ['http/1.1'],
            })
            : proxy
                ? (0,_proxy_proxy_tunnel_js__WEBPACK_IMPORTED_MODULE_2__/* .dialProxy */ .LB)(proxy, { onread })
                : node_net__WEBPACK_IMPORTED_MODULE_0__.connect({ host, port, onread });
        if (tunnel)
            new TunnelReads(this.socket, onread);
        this.socket.on('timeout', () => {
            if (this.user)
                this.user.onFailure(Object.assign(new Error('no answer in time'), { code: 'ETIMEDOUT' }));
            else
                this.socket.destroy();
        });
        this.socket.on('error', (error) => this.user?.onFailure(error));
        // The server's FIN on an idle socket: it will take no more requests.
        this.socket.on('end', () => {
            if (!this.user)
                this.socket.destroy();
        });
        this.socket.on('close', () => {
            this.onGone(this);
            this.user?.onClose();
        });
    }
    /** A request's head as this connection sends it (absolute-form to an HTTP proxy). */
    requestHead(method, path, headers) {
        const lines = [`${method} ${this.absoluteBase ?? ''}${path} HTTP/1.1`];
        for (const [name, value] of Object.entries(headers))
            lines.push(`${name}: ${value}`);
        if (this.proxyHeader)
            lines.push(`Proxy-Authorization: ${this.proxyHeader}`);
        lines.push('', '');
        return lines.join('\r\n');
    }
    /** The connection is `user`'s until it is released or destroyed. */
    take(user) {
        this.user = user;
        this.socket.setTimeout(0);
        this.socket.ref();
        // Reading, whatever the last user left: a ref'd socket that does not read keeps no process
        // alive, and its answer would never be read.
        this.socket.resume();
    }
    /** Idle again: reads go to the spare, and the socket neither keeps the process nor lives long. */
    idle() {
        this.user = undefined;
        this.served++;
        this.socket.setTimeout(IDLE_MS);
        this.socket.unref();
        this.socket.resume();
    }
}
/**
 * A socket's 'data' chunks handed on as `onread` would hand them: copied into the buffers the
 * target gives, piece by piece. When the target says stop (false), the socket pauses (as
 * `onread` does) and the rest of the chunk waits for the socket's resume, before anything read
 * after it. A copy per read, which `onread` spares: the cost of a tunnel.
 */
class TunnelReads {
    socket;
    target;
    held;
    constructor(socket, target) {
        this.socket = socket;
        this.target = target;
        socket.on('data', (chunk) => this.deliver(chunk));
        socket.on('resume', () => {
            const held = this.held;
            this.held = undefined;
            if (held)
                this.deliver(held);
        });
    }
    deliver(chunk) {
        if (this.held) {
            this.held = Buffer.concat([this.held, chunk]);
            return;
        }
        let at = 0;
        while (at < chunk.length && !this.socket.destroyed) {
            const into = this.target.buffer();
            const n = chunk.copy(into, 0, at);
            at += n;
            if (!this.target.callback(n, into)) {
                if (at < chunk.length)
                    this.held = chunk.subarray(at);
                this.socket.pause();
                return;
            }
        }
    }
}
/**
 * Keep-alive connections for raw GETs (`raw-get.ts`), per endpoint (protocol, host, port). A
 * connection comes back only from an exchange whose body was read exactly to its Content-Length
 * on an answer that did not say `close`; one that failed, stalled or was abandoned is destroyed
 * by its exchange. Reusing them spares a TCP (and TLS) handshake per GET and the server's and
 * our kernel's work of opening and closing.
 */
class RawConnectionPool {
    maxIdlePerEndpoint;
    idleByEndpoint = new Map();
    constructor(maxIdlePerEndpoint = MAX_IDLE_PER_ENDPOINT) {
        this.maxIdlePerEndpoint = maxIdlePerEndpoint;
    }
    /** The most recently idle connection to the endpoint (or a new one when `fresh`), for `user`. */
    acquire(endpoint, user, fresh = false) {
        const key = endpointKey(endpoint);
        const connection = (!fresh && this.idleByEndpoint.get(key)?.pop()) ||
            new RawConnection(endpoint, key, (gone) => this.forget(gone));
        connection.take(user);
        return connection;
    }
    /**
     * Opens up to `count` connections to the endpoint ahead of the requests that will use them,
     * less those idle already: their handshakes (a round trip each, two with TLS) then overlap
     * what the job waits on before its first requests (a restore's manifest), instead of adding
     * to each request's own wait. They wait idle as any returned connection does (closed after
     * IDLE_MS unused), counted as having served once, so one the server closed meanwhile is sent
     * again on a new connection (`raw-get.ts`) rather than spending a retry.
     */
    preconnect(endpoint, count) {
        const key = endpointKey(endpoint);
        const opened = Math.max(0, count - (this.idleByEndpoint.get(key)?.length ?? 0));
        for (let i = 0; i < opened; i++)
            this.release(new RawConnection(endpoint, key, (gone) => this.forget(gone)));
        return opened;
    }
    /** Takes back a connection whose last answer was read whole and may carry another request. */
    release(connection) {
        const idle = this.idleByEndpoint.get(connection.key) ?? [];
        if (connection.socket.destroyed || idle.length >= this.maxIdlePerEndpoint) {
            connection.socket.destroy();
            return;
        }
        connection.idle();
        idle.push(connection);
        this.idleByEndpoint.set(connection.key, idle);
    }
    /** How many connections wait idle (for tests). */
    idleCount() {
        let count = 0;
        for (const idle of this.idleByEndpoint.values())
            count += idle.length;
        return count;
    }
    /** Closes every idle connection. */
    close() {
        for (const idle of this.idleByEndpoint.values())
            for (const connection of idle.splice(0))
                connection.socket.destroy();
    }
    forget(connection) {
        const idle = this.idleByEndpoint.get(connection.key);
        const at = idle?.indexOf(connection) ?? -1;
        if (at >= 0)
            idle.splice(at, 1);
    }
}
/** The pool's name for an endpoint: connections to it are interchangeable. */
function endpointKey(endpoint) {
    return `${endpoint.protocol}//${endpoint.hostname}:${endpoint.port ?? ''} ${endpoint.proxy ?? ''}`;
}
/** The process's (or worker thread's) pool: each thread has its own sockets. */
const rawConnections = new RawConnectionPool();


/***/ }),

/***/ 1886:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  L: () => (/* binding */ rawGet)
});

;// CONCATENATED MODULE: ./build/s3/raw/answer-head.js
/**
 * Parses the head (without its final blank line, as latin1 text: header bytes are octets);
 * undefined when it has no status, and neither a usable Content-Length nor chunked coding.
 */
function parseAnswerHead(text) {
    const [status, ...lines] = text.split('\r\n');
    const match = /^HTTP\/1\.([01]) (\d{3})/.exec(status ?? '');
    if (!match)
        return undefined;
    const headers = {};
    for (const line of lines) {
        const colon = line.indexOf(':');
        if (colon > 0)
            headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const chunked = /(^|,)\s*chunked\s*$/i.test(headers['transfer-encoding'] ?? '');
    const contentLength = chunked ? 0 : Number(headers['content-length']);
    if (!Number.isSafeInteger(contentLength) || contentLength < 0)
        return undefined;
    const connection = (headers.connection ?? '').toLowerCase().split(/\s*,\s*/);
    // HTTP/1.1 keeps the connection unless told `close`; HTTP/1.0 only when told `keep-alive`.
    const keepAlive = match[1] === '1' ? !connection.includes('close') : connection.includes('keep-alive');
    return { statusCode: Number(match[2]), headers, contentLength, chunked, keepAlive };
}

;// CONCATENATED MODULE: ./build/s3/raw/chunked-body.js
/**
 * Decodes an HTTP/1.1 chunked body (RFC 9112 7.1) held whole in memory: the body, or undefined
 * while its last chunk and trailer have not all arrived. Only error answers come so to the raw
 * reader (S3 sends its XML errors chunked; object bodies have a Content-Length), so the body is
 * small and decoded once it is complete. Chunk extensions and trailer fields are skipped.
 */
function decodeChunkedBody(held) {
    const pieces = [];
    let at = 0;
    for (;;) {
        const lineEnd = held.indexOf('\r\n', at);
        if (lineEnd < 0)
            return undefined;
        const sizeText = held.toString('latin1', at, lineEnd).split(';')[0].trim();
        if (!/^[0-9a-fA-F]{1,8}$/.test(sizeText))
            throw new Error(`a chunked body with a bad chunk size: ${JSON.stringify(sizeText)}`);
        const size = parseInt(sizeText, 16);
        at = lineEnd + 2;
        if (size === 0) {
            // The trailer: header lines, then an empty line.
            for (;;) {
                const end = held.indexOf('\r\n', at);
                if (end < 0)
                    return undefined;
                if (end === at)
                    return Buffer.concat(pieces);
                at = end + 2;
            }
        }
        if (held.length < at + size + 2)
            return undefined;
        if (held[at + size] !== 0x0d || held[at + size + 1] !== 0x0a)
            throw new Error('a chunked body whose chunk does not end where its size says');
        pieces.push(held.subarray(at, at + size));
        at += size + 2;
    }
}

// EXTERNAL MODULE: ./build/s3/error-response.js
var error_response = __webpack_require__(425);
// EXTERNAL MODULE: ./build/s3/stall-watch.js
var stall_watch = __webpack_require__(891);
;// CONCATENATED MODULE: ./build/s3/raw/raw-exchange.js




/** An answer's head larger than this is refused (S3's are about 1 KiB). */
const MAX_HEAD_BYTES = 64 * 1024;
/**
 * Body bytes read while the sink waits, or before it is given, held in the scratch: what tls
 * decrypts after being told to stop, which is at most what one read of the socket brought.
 */
const MAX_HELD_BODY_BYTES = 1024 * 1024;
/**
 * One GET and its answer on a connection from the pool (`raw-get.ts` says why and how): the
 * head parsed from our scratch, the body read into the caller's sink, and the connection given
 * back to the pool when its body was read exactly to its end.
 */
class RawExchange {
    options;
    pool;
    head;
    /** The request went out on a reused connection that ended before any byte came back. */
    stale = false;
    connection;
    socket;
    watch;
    /**
     * The head, and body bytes read before the sink is given: the connection's own buffer (one
     * exchange at a time uses it; nothing of it is kept once the exchange is done), not 16 KiB of
     * memory outside the heap made and collected per GET. Grown for this exchange only.
     */
    scratch;
    scratchUsed = 0;
    /** The part of the scratch last handed to the socket, while the head is read. */
    handedScratch;
    /** Of the bytes held in the scratch, those already handed to the sink. */
    drained = 0;
    state = 'head';
    /** A chunked error answer: its body is held in the scratch until its last chunk, then decoded. */
    chunked = false;
    chunkedBody;
    keepAlive = false;
    sink;
    handed;
    /** Body bytes still to come from the socket, and still to hand to the sink. */
    unreceived = 0;
    undelivered = 0;
    anyByte = false;
    /** True while we hold the socket (the sink is busy): silence then is not the server's. */
    holding = false;
    settleHead;
    settleBody;
    failure;
    onAbort = () => this.fail(this.options.signal.reason);
    constructor(signed, options, pool, fresh) {
        this.options = options;
        this.pool = pool;
        this.head = new Promise((resolve, reject) => (this.settleHead = { resolve, reject }));
        this.connection = pool.acquire(signed, this, fresh);
        this.socket = this.connection.socket;
        this.scratch = this.connection.scratch;
        this.watch = (0,stall_watch/* watchStalls */.t1)(options.stalls ?? stall_watch/* processStallLimits */.w5, (stalled) => this.fail(stalled), 0, () => this.holding);
        this.socket.setTimeout(options.timeoutMs);
        if (options.signal.aborted)
            queueMicrotask(this.onAbort);
        else
            options.signal.addEventListener('abort', this.onAbort, { once: true });
        this.socket.write(this.connection.requestHead('GET', signed.path, signed.headers));
    }
    onFailure(error) {
        this.failUnanswered(error);
    }
    onClose() {
        // Before the head or mid-body, a close is a cut answer.
        if (this.state === 'head' || this.unreceived > 0)
            this.failUnanswered(Object.assign(new Error('the connection closed mid-answer'), { code: 'ECONNRESET' }));
    }
    /** A failure of the connection; on a reused one before any byte, the server had dropped it. */
    failUnanswered(error) {
        if (this.state === 'done')
            return;
        if (!this.anyByte &&
            this.connection.served > 0 &&
            error.code !== 'ETIMEDOUT')
            this.stale = true;
        this.fail(error);
    }
    /** Where the kernel reads next: the sink's buffer once the body is asked, else the scratch. */
    nextBuffer() {
        this.handed = this.handedScratch = undefined;
        // Once the body is all here, the sink's buffers are never handed: the next bytes the socket
        // reads may be the next answer's (or, wrongly, more than the Content-Length).
        if (this.state === 'done' || (this.state !== 'head' && this.unreceived === 0))
            return this.connection.spare;
        // Not while we hold the socket: a sink that said wait may still be writing the buffer it
        // would hand, and tls reads on after `onread`'s callback returned false (it decrypts what it
        // holds in a loop; net stops at once). Such reads go to the scratch, drained after the wait.
        if (this.state === 'body' && this.sink && this.scratchUsed === 0 && !this.holding)
            return (this.handed = this.sink.space());
        this.makeRoom(1);
        return (this.handedScratch = this.scratch.subarray(this.scratchUsed));
    }
    onRead(n, buffer) {
        if (this.state === 'done')
            return true;
        this.anyByte = true;
        this.watch.touch();
        if (this.state !== 'head') {
            this.unreceived -= n;
            if (this.unreceived < 0)
                return this.fail(new Error('more bytes than the Content-Length'));
            if (this.unreceived === 0)
                this.received();
        }
        if (this.handed && buffer === this.handed) {
            const wait = this.accept(n);
            if (wait)
                this.holdUntil(wait);
            // `accept` may have finished the body (then read on, for the server's close).
            const state = this.state;
            return state === 'done' || (this.unreceived > 0 && !wait && state === 'body');
        }
        if (this.state === 'head' || this.chunked) {
            // The scratch was handed at `scratchUsed`, which only a read moves before the head ends;
            // the first read on a reused connection lands in the buffer handed while it was idle.
            if (buffer === this.handedScratch)
                this.scratchUsed += n;
            else
                this.holdBytes(buffer.subarray(0, n));
            if (this.state === 'head')
                return this.parseHead();
            if (this.scratchUsed > MAX_HEAD_BYTES)
                return this.fail(new Error('too large an error answer'));
            // Held until asked; once asked, read on to its last chunk (and after, for the server's close).
            if (this.state === 'body')
                this.takeChunks();
            return this.state !== 'held';
        }
        // A read into a buffer handed before the body was asked (the scratch, at an offset a drain
        // may have moved since): keep its bytes after those held, and hand them over in order.
        if (this.scratchUsed + n > MAX_HELD_BODY_BYTES)
            return this.fail(new Error('too much body held'));
        this.holdBytes(buffer.subarray(0, n));
        if (this.state !== 'body')
            return false;
        if (this.holding)
            return false; // a drain in progress takes these too
        // A drain that finished the body gave the connection back (reading, for the next user or
        // the server's close): false here would stop the socket's reads after the pool resumed it.
        return this.drain() || this.state === 'done';
    }
    /** Grows the scratch (doubling, what it holds kept) until `bytes` more fit after what it holds. */
    makeRoom(bytes) {
        while (this.scratchUsed + bytes > this.scratch.length) {
            const grown = Buffer.allocUnsafe(this.scratch.length * 2);
            this.scratch.copy(grown, 0, 0, this.scratchUsed);
            this.scratch = grown;
        }
    }
    holdBytes(bytes) {
        this.makeRoom(bytes.length);
        bytes.copy(this.scratch, this.scratchUsed);
        this.scratchUsed += bytes.length;
    }
    /** Every byte of the body is here: the server has nothing more to stall on. */
    received() {
        this.watch.stop();
        this.socket.setTimeout(0);
    }
    parseHead() {
        const end = this.scratch.subarray(0, this.scratchUsed).indexOf('\r\n\r\n');
        if (end < 0) {
            return (this.scratchUsed < MAX_HEAD_BYTES || this.fail(new Error('the answer head is too large')));
        }
        this.watch.firstByte();
        const text = this.scratch.toString('latin1', 0, end);
        const parsed = parseAnswerHead(text);
        if (!parsed) {
            const status = text.slice(0, text.indexOf('\r\n') >>> 0);
            return this.fail(new Error(`an answer without a status or a Content-Length: ${JSON.stringify(status)}`));
        }
        const { statusCode, headers, contentLength: length } = parsed;
        this.keepAlive = parsed.keepAlive && !parsed.chunked;
        this.chunked = parsed.chunked;
        if (this.chunked && statusCode >= 200 && statusCode < 300)
            return this.fail(new Error(`a ${statusCode} answer without a Content-Length`));
        // The body bytes that came with the head stay at the start of the scratch, for `read`.
        this.scratch.copy(this.scratch, 0, end + 4, this.scratchUsed);
        this.scratchUsed -= end + 4;
        // A chunked body's end is found by decoding it: until then, more is always to come.
        this.unreceived = this.chunked ? Infinity : length - this.scratchUsed;
        this.undelivered = length;
        if (this.unreceived < 0)
            return this.fail(new Error('more bytes than the Content-Length'));
        if (this.unreceived === 0)
            this.received();
        this.state = 'held';
        this.holding = true;
        this.socket.pause();
        this.settleHead.resolve({
            statusCode,
            headers,
            read: (sink) => this.read(sink),
            readAll: () => this.readAll(),
            destroy: () => void this.fail(new Error('the answer was abandoned')),
        });
        return false;
    }
    read(sink) {
        if (this.failure)
            return Promise.reject(this.failure);
        if (this.chunked)
            return Promise.reject(new Error('a chunked answer is read by readAll'));
        this.sink = sink;
        this.state = 'body';
        const body = new Promise((resolve, reject) => (this.settleBody = { resolve, reject }));
        if (this.undelivered === 0)
            this.finish();
        else if (this.drain())
            this.release();
        return body;
    }
    readAll() {
        if (this.chunked) {
            if (this.failure)
                return Promise.reject(this.failure);
            this.state = 'body';
            const body = new Promise((resolve, reject) => (this.settleBody = { resolve: () => resolve(this.chunkedBody), reject }));
            if (!this.takeChunks())
                this.release();
            return body;
        }
        const body = Buffer.allocUnsafe(this.undelivered);
        let used = 0;
        const sink = { space: () => body.subarray(used), filled: (n) => void (used += n) };
        return this.read(sink).then(() => body);
    }
    /**
     * Hands the bytes held in the scratch to the sink, at once as far as the sink takes them
     * without waiting (so that the next buffer the socket is given is the sink's); true when all
     * went and reading may go on.
     */
    drain() {
        while (this.drained < this.scratchUsed && this.state === 'body') {
            const space = this.sink.space();
            const n = Math.min(space.length, this.scratchUsed - this.drained);
            this.scratch.copy(space, 0, this.drained, this.drained + n);
            this.drained += n;
            const wait = this.accept(n);
            if (wait) {
                this.holdUntil(wait, () => this.drain());
                return false;
            }
        }
        this.scratchUsed = 0;
        this.drained = 0;
        return this.state === 'body';
    }
    /** Decodes the chunked body held, and finishes once it is whole; true when it is. */
    takeChunks() {
        try {
            this.chunkedBody = decodeChunkedBody(this.scratch.subarray(0, this.scratchUsed));
        }
        catch (error) {
            this.fail(error);
            return true;
        }
        if (this.chunkedBody)
            this.finish();
        return this.chunkedBody !== undefined;
    }
    /** The sink took `n` bytes; the body is done once it took them all and settled. */
    accept(n) {
        this.undelivered -= n;
        this.options.onBody?.(n);
        const wait = this.sink.filled(n);
        if (this.undelivered > 0)
            return wait;
        if (wait)
            wait.then(() => this.finish(), (error) => this.fail(error));
        else
            this.finish();
        return undefined;
    }
    /**
     * Reads nothing more until `wait` settles and `then` says reading may go on; by default, once
     * what was read meanwhile (tls) went to the sink.
     */
    holdUntil(wait, then = () => this.drain()) {
        this.holding = true;
        this.socket.pause();
        wait.then(() => {
            if (this.state === 'body' && then())
                this.release();
        }, (error) => this.fail(error));
    }
    release() {
        this.holding = false;
        this.socket.resume();
    }
    finish() {
        if (this.state === 'done')
            return;
        this.state = 'done';
        this.watch.stop();
        this.options.signal.removeEventListener('abort', this.onAbort);
        // Read exactly to its Content-Length (a byte more fails the read): the connection is in
        // step for the next request, unless the server said it closes.
        if (this.keepAlive) {
            this.pool.release(this.connection);
            this.settleBody?.resolve();
            return;
        }
        // The server closes first (it said so), so the closed connection's TIME_WAIT is kept on its
        // side, not in our ports. Its close is read (so the socket reads on); a second at most.
        const timer = setTimeout(() => this.socket.destroy(), 1000);
        timer.unref();
        this.socket.once('close', () => clearTimeout(timer));
        this.socket.end();
        this.socket.resume();
        this.settleBody?.resolve();
    }
    fail(error) {
        if (this.state === 'done')
            return false;
        this.state = 'done';
        this.failure = (0,error_response/* networkFailure */.rd)(error, this.options.place);
        this.cleanup();
        this.settleHead.reject(this.failure);
        this.settleBody?.reject(this.failure);
        return false;
    }
    cleanup() {
        this.watch.stop();
        this.options.signal.removeEventListener('abort', this.onAbort);
        this.socket.destroy();
    }
}

// EXTERNAL MODULE: ./build/s3/raw/raw-connections.js
var raw_connections = __webpack_require__(5016);
;// CONCATENATED MODULE: ./build/s3/raw/raw-get.js


/**
 * A GET whose body the kernel reads straight into the caller's buffers (`onread` with a buffer
 * function, which net and tls both take when they dial), so a large body costs no 64 KiB Buffer
 * per socket read, no copy by Node's HTTP parser, no stream events and no collector work (its
 * CPU against undici's and node:http's: `npm run bench -- http-client`, docs/benchmarks.md's
 * "HTTP clients"). HTTP/1.1 over keep-alive connections
 * (`raw-connections.ts`); the answer must have a Content-Length (S3's GetObject always has).
 * Watched for stalls like every request (`stall-watch.ts`); errors are retryable S3Errors
 * (`networkFailure`).
 *
 * A reused connection the server closed while it was idle fails before any byte of the answer:
 * the GET is then sent once more on a new connection (a GET is safe to repeat), as browsers and
 * Go's net/http do, rather than spending one of the caller's retries (and its backoff).
 */
async function rawGet(signed, options) {
    const pool = options.pool ?? raw_connections/* rawConnections */.Mu;
    const first = new RawExchange(signed, options, pool, false);
    try {
        return await first.head;
    }
    catch (error) {
        if (!first.stale || options.signal.aborted)
            throw error;
        return new RawExchange(signed, options, pool, true).head;
    }
}


/***/ }),

/***/ 7854:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Au: () => (/* binding */ BodyTooLargeError),
/* harmony export */   YA: () => (/* binding */ openRawObject),
/* harmony export */   ig: () => (/* binding */ getRawObject)
/* harmony export */ });
/* harmony import */ var _error_response_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(425);
/* harmony import */ var _raw_get_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1886);


/**
 * Sends a signed GET by the raw reader (`raw-get.ts`) and hands back its 2xx answer unread; an
 * error answer is read and thrown as the S3Error the SDK would have thrown.
 */
async function openRawObject(signed, options) {
    const answer = await (0,_raw_get_js__WEBPACK_IMPORTED_MODULE_1__/* .rawGet */ .L)(signed, options);
    if (answer.statusCode >= 200 && answer.statusCode < 300)
        return answer;
    // An error answer that declares more than an error document takes is not read: its status
    // says enough, and reading it would hold what the endpoint chose to send.
    let body = Buffer.alloc(0);
    if (Number(answer.headers['content-length'] ?? 0) > _error_response_js__WEBPACK_IMPORTED_MODULE_0__/* .ERROR_ANSWER_MAX_BYTES */ .Tx)
        answer.destroy();
    else
        body = await answer.readAll();
    return (0,_error_response_js__WEBPACK_IMPORTED_MODULE_0__/* .throwErrorAnswer */ .bN)({ statusCode: answer.statusCode, headers: answer.headers, body: body.toString('utf8') }, options.place, options.clock);
}
/**
 * A small object's GET whole: no ClientRequest, no IncomingMessage and no stream events per
 * object, the body read once into one buffer of its Content-Length (a connection that ends
 * before fails as a retryable reset).
 */
async function getRawObject(signed, options, maxBytes = Infinity) {
    const answer = await openRawObject(signed, options);
    // Refused on its head, before a byte of it is read: the caller's limit is what it can hold.
    const declared = Number(answer.headers['content-length']);
    if (declared > maxBytes) {
        answer.destroy();
        throw new BodyTooLargeError(declared, maxBytes, options.place);
    }
    return { headers: answer.headers, body: await answer.readAll() };
}
/** An answer longer than its reader may hold (not retried: the object is what it is). */
class BodyTooLargeError extends Error {
    name = 'BodyTooLargeError';
    constructor(bytes, maxBytes, place) {
        super(`${place.operation} ${JSON.stringify(`s3://${place.bucket}/${place.key ?? ''}`)} would read ${bytes} bytes, more than the ${maxBytes} allowed`);
    }
}


/***/ }),

/***/ 3564:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  z: () => (/* binding */ withS3Session)
});

// EXTERNAL MODULE: ./build/s3/aws-config.js
var aws_config = __webpack_require__(7461);
// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(8474);
// EXTERNAL MODULE: ./build/s3/client.js + 4 modules
var client = __webpack_require__(4013);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
// EXTERNAL MODULE: ./build/s3/error-response.js
var error_response = __webpack_require__(425);
// EXTERNAL MODULE: ./build/s3/body-digests.js
var body_digests = __webpack_require__(1147);
// EXTERNAL MODULE: ./build/s3/s3-failure.js
var s3_failure = __webpack_require__(6602);
// EXTERNAL MODULE: ./build/s3/answer-bounds.js
var answer_bounds = __webpack_require__(9795);
// EXTERNAL MODULE: ./build/s3/signing/signing-clock.js
var signing_clock = __webpack_require__(9651);
// EXTERNAL MODULE: ./build/s3/signing/bodiless-sigv4.js
var bodiless_sigv4 = __webpack_require__(1448);
// EXTERNAL MODULE: ./build/s3/query-string.js
var query_string = __webpack_require__(9493);
// EXTERNAL MODULE: ./build/s3/proxy/proxy-settings.js + 1 modules
var proxy_settings = __webpack_require__(9616);
;// CONCATENATED MODULE: ./build/s3/direct-buckets.js



/**
 * The buckets of a session as resolved once (by `computed-target.ts` or the SDK's probe) (endpoint, path style, region, signing),
 * once per bucket, and the SigV4 signing of a request to one (`direct-requests.ts` sends it).
 */
class DirectBuckets {
    resolve;
    credentials;
    clock;
    proxySettings;
    buckets = new Map();
    constructor(resolve, credentials, clock, proxySettings) {
        this.resolve = resolve;
        this.credentials = credentials;
        this.clock = clock;
        this.proxySettings = proxySettings;
    }
    /** Where the bucket's requests go (a failure, an abort among them, is resolved again next time). */
    target(name, signal) {
        return this.entry(name, signal).then((entry) => entry.target);
    }
    /** The bucket's target and signer; undefined when its requests must go through the SDK. */
    async direct(name, signal) {
        const entry = await this.entry(name, signal);
        return entry.signer ? entry : undefined;
    }
    entry(name, signal) {
        let found = this.buckets.get(name);
        if (!found) {
            found = this.resolve(name, signal)
                .then((target) => {
                const sigv4 = target.signing.kind === 'sigv4' ? target.signing : undefined;
                return {
                    target,
                    signer: sigv4 && lazySigV4(target, this.credentials),
                    bodiless: sigv4 && new bodiless_sigv4/* BodilessSigV4 */.X(sigv4.region, sigv4.service),
                    proxy: (0,proxy_settings/* proxyUrlFor */.tr)(this.proxySettings, target),
                };
            })
                .catch((error) => {
                this.buckets.delete(name);
                throw error;
            });
            this.buckets.set(name, found);
        }
        return found;
    }
    /**
     * The request signed by SigV4 for the bucket's target, ready to send. A GET (every small
     * download, every range) is signed by `bodiless-sigv4.ts`, the same signature by node:crypto
     * alone: the SDK's signer copies the request and awaits several steps for each one, which cost
     * more than the hashing (docs/benchmarks.md, "Cutting the client's CPU per object"). A request
     * with a body keeps the SDK's signer, which hashes the payload.
     */
    async sign(direct, request) {
        const { target, signer } = direct;
        const query = request.query ?? {};
        const keyPath = (0,query_string/* objectPath */.du)(target, request.key);
        const path = keyPath + (0,query_string/* toQueryString */.zJ)(query);
        if (request.method === 'GET' && request.body === undefined) {
            const headers = direct.bodiless.sign({
                method: 'GET',
                path: keyPath,
                query,
                headers: { ...request.headers, host: target.host },
            }, await this.credentials(), this.clock.now());
            return this.signedRequest(direct, request, path, headers);
        }
        const signed = await (await signer()).sign({
            method: request.method,
            protocol: target.protocol,
            hostname: target.hostname,
            port: target.port,
            path: keyPath,
            query,
            headers: { ...request.headers, host: target.host },
            body: request.body,
        }, { signingDate: this.clock.now() });
        return this.signedRequest(direct, request, path, { ...signed.headers });
    }
    signedRequest({ target, proxy }, request, path, headers) {
        // Not signed (SigV4 leaves User-Agent out), so it is added afterwards.
        if (target.userAgent)
            headers['user-agent'] = target.userAgent;
        return {
            protocol: target.protocol,
            hostname: target.hostname,
            port: target.port,
            method: request.method,
            path,
            headers,
            ...(proxy ? { proxy } : {}),
        };
    }
}
/**
 * The SDK's SigV4 signer (`signing/sigv4.ts`, @smithy/signature-v4 and its hashing, about 290 kB
 * bundled), imported by the first request with a body: a run that only downloads signs its GETs
 * with `bodiless-sigv4.ts` and never loads it.
 */
function lazySigV4(target, credentials) {
    let made;
    return () => {
        made ??= Promise.all(/* import() */[__webpack_require__.e(118), __webpack_require__.e(216)]).then(__webpack_require__.bind(__webpack_require__, 3216)).then((sigv4) => sigv4.createSigV4(target, credentials));
        return made;
    };
}

// EXTERNAL MODULE: ./build/s3/send-signed.js
var send_signed = __webpack_require__(9582);
// EXTERNAL MODULE: ./build/s3/raw/raw-object.js
var raw_object = __webpack_require__(7854);
;// CONCATENATED MODULE: ./build/s3/abort-fanout.js
/**
 * Many short-lived requests that must stop when one long-lived signal (a run's) aborts. Each
 * registering its own listener on that signal costs more than the request's bookkeeping: Node's
 * `addEventListener` walks the signal's whole list of listeners to refuse a duplicate, so with
 * 64 GETs in flight every GET paid for a walk past the other 63, and the add, the remove and
 * their wrapper objects were 2-3% of a small download's CPU. Here each signal gets one listener,
 * added on first use, and the requests join and leave a Set.
 */
const fanouts = new WeakMap();
/**
 * Calls `onAbort` once when `signal` aborts, unless the returned function (leave) was called
 * first. `signal` must not have aborted yet (the caller checks `signal.aborted` first).
 */
function onAbortOf(signal, onAbort) {
    let members = fanouts.get(signal);
    if (!members) {
        const set = new Set();
        members = set;
        fanouts.set(signal, set);
        signal.addEventListener('abort', () => {
            const called = [...set];
            set.clear();
            for (const member of called)
                member();
        }, { once: true });
    }
    // A wrapper of our own, so that the same function joined twice is two members.
    const member = () => onAbort();
    members.add(member);
    return () => void members.delete(member);
}

// EXTERNAL MODULE: ./build/lazy-builtins.js
var lazy_builtins = __webpack_require__(1449);
;// CONCATENATED MODULE: ./build/s3/hedged-request.js


/**
 * Runs a small, idempotent request (a GET of a small object) with a hedge: when it has not
 * finished after a multiple of the run's typical latency, a second copy is sent and whichever
 * finishes first wins; the other is cancelled. The budget in StallLimits caps hedges to a small
 * share of requests, so a server that is slow for everyone is not sent twice the load. A failure
 * of the first copy before any hedge is thrown as it is: retrying is the retry wrapper's job.
 *
 * Each copy gets a signal of its own, which the caller's signal aborts through one listener
 * shared by every request on it (`abort-fanout.ts`): not an `AbortSignal.any` per copy, which
 * cost 4% of the main thread's CPU per small download in a `--cpu-prof` (its composite signals
 * are tracked weakly, and followed on every abort), nor a listener of its own per request.
 */
function hedged(limits, signal, attempt) {
    limits.noteGetStarted();
    const startedMs = (0,lazy_builtins/* monotonicMs */.d)();
    const hedgeAfterMs = limits.hedgeAfterMs();
    return new Promise((resolve, reject) => {
        const copies = [];
        let pending = 0;
        let settled = false;
        let firstError;
        let timer;
        let leave = () => { };
        const settle = () => {
            settled = true;
            clearTimeout(timer);
            leave();
        };
        const launch = (isHedge) => {
            const own = new AbortController();
            copies.push(own);
            pending++;
            attempt(own.signal).then((value) => {
                if (settled)
                    return;
                settle();
                if (isHedge)
                    limits.hedgeWins++;
                limits.noteSmallGet((0,lazy_builtins/* monotonicMs */.d)() - startedMs);
                for (const other of copies)
                    if (other !== own)
                        other.abort();
                resolve(value);
            }, (error) => {
                pending--;
                firstError ??= error;
                if (settled || pending > 0)
                    return;
                settle();
                reject(firstError);
            });
        };
        if (signal.aborted) {
            reject(signal.reason);
            return;
        }
        leave = onAbortOf(signal, () => {
            for (const copy of copies)
                copy.abort(signal.reason);
        });
        launch(false);
        if (hedgeAfterMs !== undefined) {
            timer = setTimeout(() => {
                if (!settled && !signal.aborted && limits.takeHedge())
                    launch(true);
            }, hedgeAfterMs);
            timer.unref();
        }
    });
}

// EXTERNAL MODULE: ./build/s3/stall-watch.js
var stall_watch = __webpack_require__(891);
// EXTERNAL MODULE: ./build/s3/object-params.js
var object_params = __webpack_require__(231);
// EXTERNAL MODULE: ./build/wire-bytes.js
var wire_bytes = __webpack_require__(4485);
;// CONCATENATED MODULE: ./build/s3/direct-requests.js













const SOCKET_TIMEOUT_MS = 120_000;
/** Asks for the stored x-amz-checksum-* with the body, to check it against (S3 sends it only then). */
const CHECKSUM_MODE = { 'x-amz-checksum-mode': 'ENABLED' };
/** GETs of objects up to this size are hedged; a larger one's latency is its bandwidth's. */
const HEDGE_MAX_BYTES = 256 * 1024;
/**
 * A request body goes to the socket in slices of this size, each counted (WireBytes) once the
 * socket has taken it: a progress line then moves while a large part uploads.
 */
const SEND_SLICE_BYTES = 64 * 1024;
/**
 * GetObject, PutObject and CopyObject for small objects, sent by us: PUTs and copies over the SDK's
 * own keep-alive sockets, GETs by the raw reader over its own (`raw-object.ts`). Each bucket is
 * resolved once (endpoint, path style, region, `direct-buckets.ts`). PUTs,
 * copies and parts are signed by the SDK's SigV4 signer (they carry a body digest); GETs by the
 * bodiless SigV4 on node:crypto (`bodiless-sigv4.ts`), which skips the signer's request copies
 * and awaits. What every request skips is the client's middleware stack and HTTP handler (the
 * CPU each costs: `npm run bench -- sign`, docs/benchmarks.md). A bucket that needs more than
 * SigV4 (S3 Express, SigV4a) goes through the SDK instead.
 *
 * Integrity: a PUT's payload is signed by its SHA-256 (S3 refuses a body that does not match),
 * with a CRC32 checksum as the SDK adds under `when_supported`; a GET's body is checked against
 * its Content-Length, and against its ETag where the ETag is the body's MD5.
 */
class DirectRequests {
    clock = new signing_clock/* SigningClock */.Y();
    buckets;
    agent;
    addCrc32;
    stalls;
    /** The bodies this session's direct requests move, both ways (for progress lines). */
    wire = new wire_bytes/* WireBytes */.$();
    constructor(options) {
        this.agent = options.agent;
        this.addCrc32 = options.addCrc32;
        this.stalls = options.stalls ?? stall_watch/* processStallLimits */.w5;
        this.buckets = new DirectBuckets(options.resolveTarget, options.credentials, this.clock, options.proxy);
    }
    /**
     * Where the bucket's requests go and how they are signed, as the SDK resolved it: once per
     * bucket for the whole session (a failure, an abort among them, is resolved again next time).
     */
    target(name, signal) {
        return this.buckets.target(name, signal);
    }
    /**
     * A GET signed here for another thread to send over its own sockets (a cache worker reads a
     * pack's range straight into its decoder, so the body never crosses the main thread);
     * undefined when the bucket needs the SDK. Signed now: send it within minutes.
     */
    async signGet(bucket, key, headers, signal) {
        const direct = await this.buckets.direct(bucket, signal);
        return direct && this.buckets.sign(direct, { method: 'GET', key, headers });
    }
    /**
     * A whole object's body, or undefined when the bucket needs the SDK. Objects of up to
     * HEDGE_MAX_BYTES (by the listing's size) are hedged: a slow GET gets a second copy.
     */
    async getObject(bucket, key, signal, listedBytes = Infinity) {
        return (await this.getObjectWhole(bucket, key, signal, { listedBytes }))?.body;
    }
    /**
     * The same with the answer's headers (user metadata among them); with `maxBytes`, an object
     * whose Content-Length is larger is refused before its body is read (BodyTooLargeError).
     */
    async getObjectWhole(bucket, key, signal, options = {}) {
        const { listedBytes = Infinity, maxBytes = Infinity } = options;
        const direct = await this.buckets.direct(bucket, signal);
        if (!direct)
            return undefined;
        const place = { operation: 'GetObject', bucket, key };
        // Signed once: a hedge is the same request again (a retry comes back here and signs anew).
        const signed = await this.buckets.sign(direct, { method: 'GET', key, headers: CHECKSUM_MODE });
        const once = (copy) => (0,raw_object/* getRawObject */.ig)(signed, this.rawOptions(place, copy), maxBytes);
        const whole = listedBytes <= HEDGE_MAX_BYTES ? await hedged(this.stalls, signal, once) : await once(signal);
        const { headers, body } = whole;
        // The raw reader reads exactly the Content-Length (a connection that ends before fails as a
        // retryable reset); checked again here, as a body from any other reader would be.
        (0,error_response/* checkBodyLength */.HI)(body.length, Number(headers['content-length']), place);
        // Every byte checked: the length above, and the ETag's MD5 or the stored checksum here.
        (0,body_digests/* checkWholeBody */._z)((0,body_digests/* storedDigests */.j6)(headers), body, place);
        return whole;
    }
    /** PutObject; false when the bucket needs the SDK. */
    async putObject(input, signal) {
        const { bucket, key, body, params } = input;
        const headers = (0,object_params/* objectHeaders */.qO)(params);
        if (!headers)
            return false;
        const direct = await this.buckets.direct(bucket, signal);
        if (!direct)
            return false;
        headers['content-length'] = String(body.length);
        if (this.addCrc32)
            headers['x-amz-checksum-crc32'] = crc32Base64(body);
        await this.send(direct, { method: 'PUT', key, headers, body }, { operation: 'PutObject', bucket, key }, signal);
        return true;
    }
    /** CopyObject (server side, up to 5 GiB); false when the bucket needs the SDK. */
    async copyObject(input, signal) {
        const { bucket, key, copySource, params, replaceMetadata } = input;
        const headers = (0,object_params/* objectHeaders */.qO)(params);
        if (!headers)
            return false;
        const direct = await this.buckets.direct(bucket, signal);
        if (!direct)
            return false;
        headers['x-amz-copy-source'] = copySource;
        if (replaceMetadata)
            headers['x-amz-metadata-directive'] = 'REPLACE';
        const place = { operation: 'CopyObject', bucket, key };
        const { body } = await this.send(direct, { method: 'PUT', key, headers }, place, signal);
        // CopyObject can fail after its 200 has been sent: the error then comes in the body.
        const text = body.toString('utf8');
        if (!text.includes('<CopyObjectResult')) {
            throw (0,s3_failure/* s3Failure */.l)({
                ...place,
                code: (0,error_response/* errorField */.LI)(text, 'Code') ?? 'TruncatedBody',
                statusCode: 200,
                message: (0,error_response/* errorField */.LI)(text, 'Message') ?? 'the copy answered 200 without a CopyObjectResult',
            });
        }
        return true;
    }
    /**
     * Starts a GET with the given headers (a Range, If-Match) and hands back the 2xx response
     * unread, for the caller to stream; undefined when the bucket needs the SDK. An error answer
     * is thrown as the S3Error the SDK would have thrown.
     */
    async openObject(bucket, key, headers, signal) {
        const direct = await this.buckets.direct(bucket, signal);
        if (!direct)
            return undefined;
        const place = { operation: 'GetObject', bucket, key };
        const request = { method: 'GET', key, headers };
        return this.start({ direct, request, place }, signal, (response) => Promise.resolve(response));
    }
    /**
     * The same GET by the raw reader (`raw-get.ts`, over its own keep-alive connections), whose
     * body the caller reads into its own buffers: the way of large bodies. Undefined when the bucket needs the SDK; an error
     * answer is thrown as the S3Error the SDK would have thrown.
     */
    async openObjectRaw(bucket, key, headers, signal) {
        const direct = await this.buckets.direct(bucket, signal);
        if (!direct)
            return undefined;
        const place = { operation: 'GetObject', bucket, key };
        const signed = await this.buckets.sign(direct, { method: 'GET', key, headers });
        return (0,raw_object/* openRawObject */.YA)(signed, this.rawOptions(place, signal));
    }
    /**
     * UploadPart, with its payload signed by SHA-256; undefined (not sent) when the bucket needs
     * the SDK or when the checksum mode asks for CRC32 on every part, which the SDK declares.
     */
    async uploadPart(input, signal) {
        const { bucket, key, uploadId, partNumber, body } = input;
        if (this.addCrc32)
            return undefined;
        const direct = await this.buckets.direct(bucket, signal);
        if (!direct)
            return undefined;
        const { headers } = await this.send(direct, {
            method: 'PUT',
            key,
            query: { partNumber: String(partNumber), uploadId },
            headers: { 'content-length': String(body.length) },
            body,
        }, { operation: 'UploadPart', bucket, key }, signal);
        const etag = headers.etag;
        if (!etag) {
            throw (0,s3_failure/* s3Failure */.l)({
                operation: 'UploadPart',
                bucket,
                key,
                code: 'TruncatedBody',
                message: 'the part was answered without an ETag',
            });
        }
        return String(etag);
    }
    rawOptions(place, signal) {
        const { stalls, clock, wire } = this;
        return {
            signal,
            timeoutMs: SOCKET_TIMEOUT_MS,
            stalls,
            place,
            clock,
            onBody: (n) => wire.add(n),
        };
    }
    send(direct, request, place, signal) {
        return this.start({ direct, request, place }, signal, (response) => readBounded(response, place));
    }
    /** Signs and sends a request; `read` takes its 2xx response, an error answer is thrown. */
    async start({ direct, request, place }, signal, read) {
        const signed = await this.buckets.sign(direct, request);
        return new Promise((resolve, reject) => {
            const outgoing = (0,send_signed/* sendSigned */.h$)(signed, {
                agent: this.agent,
                signal,
                timeoutMs: SOCKET_TIMEOUT_MS,
                stalls: this.stalls,
                bodyBytes: request.body?.length,
                place,
                onFailure: reject,
            });
            outgoing.on('response', (response) => {
                const status = response.statusCode ?? 0;
                if (status < 200 || status >= 300) {
                    (0,error_response/* readErrorResponse */.YI)(response, place, this.clock).catch(reject);
                    return;
                }
                read(response).then(resolve, reject);
            });
            endCounted(outgoing, request.body, this.wire);
        });
    }
}
/**
 * A 2xx answer read whole, up to the bound of its kind (answer-bounds.ts: an empty PutObject or
 * UploadPart answer, a CopyObjectResult): a longer one, declared or sent, fails as
 * AnswerTooLarge, and one still coming when its time is up as AnswerTooSlow.
 */
function readBounded(response, place) {
    const bound = (0,answer_bounds/* answerBound */.Ve)(place.operation, response.statusCode ?? 200);
    return new Promise((resolve, reject) => {
        const tooLarge = (declared) => {
            const { operation, bucket, key } = place;
            // Rejected before the drop, whose own `aborted` would otherwise be the reason given.
            reject((0,s3_failure/* s3FailureFromSdk */.H)(new answer_bounds/* AnswerTooLargeError */.Oc(bound, declared), operation, bucket, key));
            response.destroy();
        };
        const declared = Number(response.headers['content-length']);
        if (declared > bound.maxBytes)
            return tooLarge(declared);
        const chunks = [];
        let bytes = 0;
        // A copy's answer may be kept alive with whitespace for minutes; none may take forever.
        const timer = setTimeout(() => {
            const { operation, bucket, key } = place;
            reject((0,s3_failure/* s3FailureFromSdk */.H)(new answer_bounds/* AnswerTooSlowError */.es(bound, bytes), operation, bucket, key));
            response.destroy();
        }, bound.maxMs);
        response.on('close', () => clearTimeout(timer));
        response.on('data', (chunk) => {
            bytes += chunk.length;
            if (bytes > bound.maxBytes)
                tooLarge();
            else
                chunks.push(chunk);
        });
        response.on('end', () => resolve({
            headers: response.headers,
            body: chunks.length === 1 ? chunks[0] : Buffer.concat(chunks),
        }));
        (0,send_signed/* onBodyFailure */.QC)(response, place, reject);
    });
}
/** Sends a request's body (if any) and ends it, counting each slice as the socket takes it. */
function endCounted(outgoing, body, wire) {
    for (let at = 0; body && at < body.length; at += SEND_SLICE_BYTES) {
        const slice = body.subarray(at, at + SEND_SLICE_BYTES);
        // Queued at once (no copy: slices of the one buffer); the socket's pace runs the callbacks.
        outgoing.write(slice, (error) => {
            if (!error)
                wire.add(slice.length);
        });
    }
    outgoing.end();
}
function crc32Base64(body) {
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(external_node_zlib_.crc32(body) >>> 0);
    return crc.toString('base64');
}

;// CONCATENATED MODULE: ./build/s3/s3-session.js



// Each request in flight listens to the signal (to stop on abort), and a multipart transfer's
// part and its object both do: Node warns about a leak above 10 listeners by default.
const LISTENERS_PER_REQUEST = 4;
function createS3Session(options) {
    (0,external_node_events_.setMaxListeners)(options.maxRequests * LISTENERS_PER_REQUEST, options.signal);
    const connection = (0,client/* createS3Connection */.t)({ ...options.client, maxSockets: options.maxRequests }, undefined, options.sdkMaxAttempts ?? 1);
    const direct = new DirectRequests({
        resolveTarget: (bucket, signal) => connection.bucketTarget({ bucket, prefix: '', pageSize: 1 }, signal),
        agent: connection.agent,
        credentials: connection.credentials,
        addCrc32: (0,client/* effectiveChecksumMode */.S)(options.client) === 'WHEN_SUPPORTED',
        stalls: connection.stalls,
        proxy: options.client.proxy,
    });
    return {
        client: connection.client,
        agent: connection.agent,
        direct,
        clientSettings: options.client,
        signal: options.signal,
        stalls: connection.stalls,
        bucketTarget: (bucket) => direct.target(bucket, options.signal),
        close: () => connection.close(),
    };
}

;// CONCATENATED MODULE: ./build/s3/with-s3-session.js


/**
 * Runs `work` on an S3 session of its own, closed (its sockets ended) however the work ends. The
 * AWS config files are read first, so the session's client, agent and raw requests, and the
 * listings built from its settings, all go to the one endpoint they resolve to.
 */
async function withS3Session(options, work) {
    const session = createS3Session({
        ...options,
        client: await (0,aws_config/* resolveClientSettings */.vr)(options.client),
    });
    try {
        return await work(session);
    }
    finally {
        session.close();
    }
}


/***/ }),

/***/ 2446:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ ByteBudget)
/* harmony export */ });
/**
 * One budget of bytes in flight, shared by every large transfer of a run: a part being uploaded
 * holds its whole buffer, a range being downloaded holds its gather buffers. A transfer waits
 * for room before it takes memory, so memory stays bounded by the budget whatever the size and
 * number of objects, and two huge objects cannot each hold all their parts at once (issue 16).
 *
 * Waiters are served in order (no starvation of a large claim by small ones). A claim larger
 * than the whole budget is let through alone, when nothing else is held, rather than never.
 */
class ByteBudget {
    totalBytes;
    signal;
    held = 0;
    peak = 0;
    waiting = [];
    /**
     * An abort of `signal` refuses every claim still waiting, through one listener for the run:
     * a listener per waiting claim would be thousands when many large objects queue.
     */
    constructor(totalBytes, signal) {
        this.totalBytes = totalBytes;
        this.signal = signal;
        if (!(totalBytes > 0))
            throw new RangeError(`a byte budget must be positive, got ${totalBytes}`);
        signal?.addEventListener('abort', () => {
            for (const waiter of this.waiting.splice(0))
                waiter.refuse(signal.reason);
        }, { once: true });
    }
    /** Bytes held now. */
    get heldBytes() {
        return this.held;
    }
    /** The most bytes held at once since the budget was made. */
    get peakBytes() {
        return this.peak;
    }
    /** Waits until `bytes` fit, then holds them; rejects with the abort's reason after an abort. */
    async acquire(bytes) {
        this.signal?.throwIfAborted();
        if (this.waiting.length === 0 && this.fits(bytes)) {
            this.take(bytes);
            return;
        }
        await new Promise((grant, refuse) => this.waiting.push({ bytes, grant, refuse }));
    }
    /** Gives back bytes taken with `acquire`. */
    release(bytes) {
        this.held = Math.max(0, this.held - bytes);
        this.serve();
    }
    /** Runs `work` holding `bytes`, and releases them however it ends. */
    async with(bytes, work) {
        await this.acquire(bytes);
        try {
            return await work();
        }
        finally {
            this.release(bytes);
        }
    }
    fits(bytes) {
        return this.held + bytes <= this.totalBytes || this.held === 0;
    }
    take(bytes) {
        this.held += bytes;
        if (this.held > this.peak)
            this.peak = this.held;
    }
    serve() {
        while (this.waiting.length > 0 && this.fits(this.waiting[0].bytes)) {
            const next = this.waiting.shift();
            this.take(next.bytes);
            next.grant();
        }
    }
}


/***/ }),

/***/ 4415:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   z: () => (/* binding */ tuneCollectorForTransfers)
/* harmony export */ });
/* harmony import */ var _lazy_builtins_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1449);

let tuned = false;
/**
 * Counts memory outside V8's heap (Buffers, socket reads) in the heap's global limit instead of
 * starting a full collection each time it grows by a fixed amount. Node gives every socket read
 * its own 64 KiB ArrayBuffer, so a download of 200 MB ran about 20 full collections of a heap
 * of 13 MB (`--trace-incremental-marking`: "external memory pressure"), which cost about 18% of a
 * large download's CPU in V8's marking threads; with this flag, one (2 x 200 MB, 2 runs each:
 * 22-23 full collections against 1, user CPU 1.83-2.00 s against 1.32-1.54 s). The buffers are
 * still freed by the young generation's collections, which the flag does not change.
 *
 * A V8 flag set at run time: V8 reads it each time it computes its limits, so it takes effect
 * from the next collection. Called by the first transfer; process-wide, once. Only on Node 24
 * (the action's runtime; checked there): Node 20's V8 lacks the flag and prints an error line.
 */
function tuneCollectorForTransfers() {
    if (tuned)
        return;
    tuned = true;
    if (Number(process.versions.node.split('.')[0]) >= 24)
        (0,_lazy_builtins_js__WEBPACK_IMPORTED_MODULE_0__.v8)().setFlagsFromString('--external-memory-accounted-in-global-limit');
}


/***/ }),

/***/ 8273:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  _: () => (/* binding */ downloadObject)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./build/s3/s3-failure.js
var s3_failure = __webpack_require__(6602);
// EXTERNAL MODULE: ./build/s3/error-response.js
var error_response = __webpack_require__(425);
// EXTERNAL MODULE: ./build/transfer/collector-tuning.js
var collector_tuning = __webpack_require__(4415);
// EXTERNAL MODULE: ./build/retry.js
var retry = __webpack_require__(5402);
// EXTERNAL MODULE: ./build/transfer/part-plan.js
var part_plan = __webpack_require__(8929);
// EXTERNAL MODULE: ./build/bounded.js
var bounded = __webpack_require__(8021);
// EXTERNAL MODULE: ./build/s3/body-digests.js
var body_digests = __webpack_require__(1147);
// EXTERNAL MODULE: ./build/transfer/file-hasher.js + 1 modules
var file_hasher = __webpack_require__(9658);
;// CONCATENATED MODULE: ./build/transfer/range-check.js



/**
 * Checks a file downloaded in ranges against what the server stored for the whole object
 * (src/s3/body-digests.ts), without a second pass over it: the file is hashed in offset order
 * while the ranges land, by a worker reading right behind the whole prefix (`FileHasher`).
 *
 * What is checked is what one HEAD of the pinned version (sent beside the ranges, not after them)
 * says the object hashes to: the MD5 when the ETag is one (a single-part object without KMS or a
 * customer key), and the stored full-object checksum (CRC32, SHA-1, SHA-256) if any, which a
 * ranged GET never carries. A mismatch is a retryable BadDigest, so the object is downloaded
 * again and the damaged file never gets its real name. A multipart object with no full-object
 * checksum cannot be checked: only its length is.
 */
class RangeCheck {
    object;
    fd;
    context;
    frontier = new Frontier();
    stored;
    hasher;
    stopped = false;
    constructor(object, fd, context) {
        this.object = object;
        this.fd = fd;
        this.context = context;
    }
    /** The version is pinned (the first range's answer): asks what it hashes to, once. */
    pinned(etag) {
        if (this.stored)
            return;
        this.stored = this.headDigests(etag).then((digests) => {
            if ((0,body_digests/* canCheck */.N1)(digests) && !this.stopped) {
                this.hasher = new file_hasher/* FileHasher */.gp(this.fd, (0,body_digests/* digestsToCompute */.Wu)(digests));
                this.hasher.advance(this.frontier.whole);
            }
            return digests;
        });
        // Awaited in finish(); an abort before that must not leave it unhandled.
        this.stored.catch(() => undefined);
    }
    /** Bytes [at, at + length) are written to the file; the worker reads them back from it. */
    landed(at, length) {
        if (this.frontier.add(at, length))
            this.hasher?.advance(this.frontier.whole);
        return undefined;
    }
    /** After every range landed: throws a BadDigest if the file is not what the server stored. */
    async finish(size) {
        const place = { operation: 'GetObject', ...this.object };
        if (this.frontier.whole !== size) {
            throw (0,s3_failure/* s3Failure */.l)({
                ...place,
                code: 'TruncatedBody',
                message: `only the first ${this.frontier.whole} of ${size} bytes landed whole`,
            });
        }
        const stored = await this.stored;
        if (!stored || !this.hasher)
            return;
        (0,body_digests/* checkComputedDigests */.L3)(stored, await this.hasher.finish(), place);
    }
    /** The download failed: stops the hashing; resolves once the file may be closed. */
    async abort() {
        this.stopped = true;
        await this.hasher?.abort();
    }
    async headDigests(etag) {
        const { bucket, key } = this.object;
        try {
            const head = await this.context.client.send((s3) => new s3.HeadObjectCommand({
                Bucket: bucket,
                Key: key,
                IfMatch: etag || undefined,
                ChecksumMode: 'ENABLED',
            }), { abortSignal: this.context.signal });
            return (0,body_digests/* sdkStoredDigests */.rd)(head);
        }
        catch (error) {
            throw (0,s3_failure/* s3FailureFromSdk */.H)(error, 'HeadObject', bucket, key);
        }
    }
}
/**
 * How far a file written out of order is whole from its start. Pieces beyond the gap are kept
 * as intervals, joined as they touch: a range writes its bytes in order, so there are about as
 * many intervals as ranges in flight.
 */
class Frontier {
    /** Bytes [0, whole) are all written. */
    whole = 0;
    byStart = new Map();
    byEnd = new Map();
    /** Adds [at, at + length); true when `whole` moved. */
    add(at, length) {
        if (length <= 0)
            return false;
        let start = at;
        let end = at + length;
        const before = this.byEnd.get(start);
        if (before !== undefined) {
            this.byEnd.delete(start);
            this.byStart.delete(before);
            start = before;
        }
        const after = this.byStart.get(end);
        if (after !== undefined) {
            this.byStart.delete(end);
            this.byEnd.delete(after);
            end = after;
        }
        if (start > this.whole) {
            this.byStart.set(start, end);
            this.byEnd.set(end, start);
            return false;
        }
        this.whole = Math.max(this.whole, end);
        return true;
    }
}

;// CONCATENATED MODULE: ./build/transfer/stream-check.js



/**
 * The check of a download by one GET: what it is checked against comes in the first answer's
 * own headers (the ETag's MD5, a stored full-object checksum), so there is no HEAD. The bytes
 * are hashed by a pooled worker (`FileHasher`) from the gather buffers they were written from,
 * in shared memory, as each write completes, not on the main thread: the main thread then only
 * moves bytes from the socket to the file, and MD5 (about 0.6 CPU-s per 400 MB) runs on the
 * other core, with no second read of the file. A retry from the last byte written continues
 * the same hashes, since the file is whole up to there. A multipart object without a
 * full-object checksum is checked by its length only, as by ranges.
 */
class StreamCheck {
    object;
    fd;
    hasher;
    digests;
    pinnedOnce = false;
    whole = 0;
    constructor(object, fd) {
        this.object = object;
        this.fd = fd;
    }
    pinned(_etag, digests) {
        if (this.pinnedOnce)
            return;
        this.pinnedOnce = true;
        // The first answer is always of the whole object: a retry only follows bytes that landed.
        if (digests && (0,body_digests/* canCheck */.N1)(digests)) {
            this.digests = digests;
            this.hasher = new file_hasher/* FileHasher */.gp(this.fd, (0,body_digests/* digestsToCompute */.Wu)(digests));
        }
    }
    landed(at, length, bytes) {
        // One stream writes in order, one write at a time: anything else is a bug, not a fault.
        if (at !== this.whole)
            throw new Error(`bytes landed at ${at}, expected at ${this.whole}`);
        this.whole += length;
        // Hashed only once written: a retry resends what did not land, so nothing is hashed twice.
        return this.hasher?.hashShared(bytes.subarray(0, length));
    }
    async finish(size) {
        const place = { operation: 'GetObject', ...this.object };
        if (this.whole !== size) {
            throw (0,s3_failure/* s3Failure */.l)({
                ...place,
                code: 'TruncatedBody',
                message: `only the first ${this.whole} of ${size} bytes landed`,
            });
        }
        if (this.hasher && this.digests)
            (0,body_digests/* checkComputedDigests */.L3)(this.digests, await this.hasher.finish(), place);
    }
    /** Stops the hashing; resolves once the worker reads the file no more. */
    async abort() {
        await this.hasher?.abort();
    }
}

// EXTERNAL MODULE: ./build/transfer/transfer-context.js
var transfer_context = __webpack_require__(2425);
// EXTERNAL MODULE: ./build/errors.js
var errors = __webpack_require__(9473);
// EXTERNAL MODULE: ./build/s3/content-range.js
var content_range = __webpack_require__(3290);
;// CONCATENATED MODULE: ./build/transfer/range-request.js





/**
 * A GET of bytes [from, end) pinned to the version, by the direct path or else the SDK. All of
 * the object is asked without a Range and with the checksum mode, so that the answer says what
 * the object hashes to (S3 sends a stored checksum only with the whole object).
 */
async function requestRange(object, { from, end }, version, context) {
    const whole = from === 0 && end === object.size;
    const range = whole ? undefined : `bytes=${from}-${end - 1}`;
    try {
        const headers = range
            ? { range }
            : { 'x-amz-checksum-mode': 'ENABLED' };
        if (version.etag)
            headers['if-match'] = version.etag;
        const raw = await context.direct.openObjectRaw(object.bucket, object.key, headers, context.signal);
        if (raw) {
            return {
                body: { raw },
                etag: raw.headers.etag,
                contentRange: raw.headers['content-range'],
                contentLength: Number(raw.headers['content-length']),
                digests: whole ? (0,body_digests/* storedDigests */.j6)(raw.headers) : undefined,
                destroy: () => raw.destroy(),
            };
        }
        const answer = await context.client
            .send((s3) => new s3.GetObjectCommand({
            Bucket: object.bucket,
            Key: object.key,
            Range: range,
            IfMatch: version.etag || undefined,
            ChecksumMode: whole ? 'ENABLED' : undefined,
        }), { abortSignal: context.signal })
            .catch((error) => {
            throw (0,s3_failure/* s3FailureFromSdk */.H)(error, 'GetObject', object.bucket, object.key);
        });
        const body = answer.Body;
        return {
            body: { stream: body },
            destroy: () => body.destroy(),
            etag: answer.ETag,
            contentRange: answer.ContentRange,
            contentLength: answer.ContentLength,
            digests: whole ? (0,body_digests/* sdkStoredDigests */.rd)(answer) : undefined,
        };
    }
    catch (error) {
        throw asRangeFailure(error, object, version.etag);
    }
}
/** The answer is the range asked for, of the version pinned; the first answer pins it. */
function checkAnswer(object, answer, { from, end }, version) {
    const etag = answer.etag ?? '';
    if (version.etag && etag && bareEtag(etag) !== bareEtag(version.etag)) {
        answer.destroy();
        throw changed(object, version.etag);
    }
    if (!version.etag)
        version.etag = etag;
    const range = (0,content_range/* parseContentRange */.C)(answer.contentRange);
    const whole = answer.contentRange === undefined && from === 0 && end === object.size;
    if (whole) {
        // A 200 of another length is another object (when no ETag was listed to pin it).
        if (answer.contentLength !== undefined && answer.contentLength !== object.size) {
            answer.destroy();
            throw changed(object, version.etag);
        }
        return;
    }
    if (!range || range.first !== from || range.last !== end - 1) {
        answer.destroy();
        throw (0,s3_failure/* s3Failure */.l)({
            operation: 'GetObject',
            bucket: object.bucket,
            key: object.key,
            code: 'InvalidRange',
            message: `asked for bytes ${from}-${end - 1} and got ${JSON.stringify(answer.contentRange ?? 'the whole object')}`,
        });
    }
    if (range.size !== undefined && range.size !== object.size) {
        answer.destroy();
        throw changed(object, version.etag);
    }
}
const bareEtag = (etag) => etag.replace(/^W\//, '').replace(/"/g, '');
/** A rewritten object: never retried (the bytes already landed are of the old version). */
function changed(object, etag) {
    return (0,s3_failure/* s3Failure */.l)({
        operation: 'GetObject',
        bucket: object.bucket,
        key: object.key,
        code: 'PreconditionFailed',
        statusCode: 412,
        message: `the object changed while it was being downloaded${etag ? ` (its ETag is no longer ${etag})` : ''}; nothing was kept of it. Run the sync again to fetch the new version`,
    });
}
/** Network errors while reading become retryable S3Errors; a failed If-Match says what it means. */
function asRangeFailure(error, object, etag = object.etag) {
    const place = { operation: 'GetObject', bucket: object.bucket, key: object.key };
    if (error instanceof errors/* S3Error */.Dg) {
        return error.code === 'PreconditionFailed' && !error.message.includes('changed while')
            ? changed(object, etag)
            : error;
    }
    if (error instanceof Error)
        return (0,error_response/* networkFailure */.rd)(error, place);
    return (0,s3_failure/* s3Failure */.l)({ ...place, message: String(error), cause: error });
}

;// CONCATENATED MODULE: ./build/transfer/gather-writer.js
/**
 * A range's bytes gathered into two buffers in turn, one filling while the other is written at
 * its offset (`pwrite`), so the thread pool sees a few writes per MiB instead of one per socket
 * read. One write in flight at a time: `range.landed` grows as each completes, so a failure
 * keeps what landed, and a retry asks only for what follows. A buffer is filled again only once
 * its write landed and the check is done reading it (a one-GET download hashes it in place). Filled either by copying Node's
 * chunks (`put`) or by the kernel reading straight into `space()` (`raw-get.ts`, a BodySink).
 */
class GatherWriter {
    range;
    to;
    fill;
    spare;
    used = 0;
    writing;
    writeDone = true;
    constructor(buffers, range, to) {
        this.range = range;
        this.to = to;
        [this.fill, this.spare] = buffers;
    }
    /** Copies a chunk in, writing each buffer that fills (waits for the write before it). */
    async put(chunk) {
        let offset = 0;
        while (offset < chunk.length) {
            const n = Math.min(chunk.length - offset, this.fill.length - this.used);
            chunk.copy(this.fill, this.used, offset, offset + n);
            offset += n;
            const wait = this.filled(n);
            if (wait)
                await wait; // one write in flight per range: the socket waits meanwhile
        }
    }
    space() {
        return this.fill.subarray(this.used);
    }
    /**
     * `n` more bytes are in the buffer filling. When it is full, its write is queued behind the
     * one in flight and the other buffer fills next: the promise of that other buffer's write, if
     * still running, is returned, and nothing may go into it before it settles.
     */
    filled(n) {
        this.used += n;
        if (this.used < this.fill.length)
            return undefined;
        const previous = this.writeDone ? undefined : this.writing;
        this.queue(this.fill, this.used);
        [this.fill, this.spare] = [this.spare, this.fill];
        this.used = 0;
        return previous;
    }
    /** Every byte is in: writes what is left; resolves once all of it landed. */
    async end() {
        await this.writing;
        if (this.used > 0) {
            this.queue(this.fill, this.used);
            this.used = 0;
            await this.writing;
        }
    }
    /** After a failure: the write in flight settles first, so nothing writes after we return. */
    async settle() {
        await this.writing?.catch(() => undefined);
    }
    queue(buffer, length) {
        const previous = this.writing ?? Promise.resolve();
        this.writeDone = false;
        // Called once the previous write has settled, so `landed` is where this one goes.
        const next = previous.then(async () => {
            const at = this.range.start + this.range.landed;
            for (let done = 0; done < length;) {
                const { bytesWritten } = await this.to.file.write(buffer, done, length - done, at + done);
                done += bytesWritten;
            }
            this.range.landed += length;
            this.to.context.onBytes(length);
            // The buffer fills again only once the check has hashed it, if it hashes from memory.
            await this.to.check.landed(at, length, buffer);
        });
        this.writing = next;
        // Awaited by `end`, `settle` or the next `filled`; marked handled here so that a failed
        // write waiting for one of them is never an unhandled rejection.
        next.then(() => {
            if (this.writing === next)
                this.writeDone = true;
        }, () => undefined);
    }
}

;// CONCATENATED MODULE: ./build/transfer/ranged-download.js










/** Attempts of one range before its failure goes to the object's own retries. */
const RANGE_ATTEMPTS = 3;
/**
 * Downloads an object into `temp` (created here, never existing before) by one GET or by ranges
 * in parallel (`downloadParts`, from the cut-over `streamCutoffFor` says).
 * Each range's bytes are gathered into 1 MiB buffers and written at their offset, so the thread
 * pool sees about a thousand writes per GiB instead of one per socket read. Every range asks
 * `If-Match` on the one ETag, so the file can never mix two versions: an object rewritten
 * meanwhile fails the download. A range cut short is retried from the last byte written. The
 * file is hashed as it becomes whole from its start by a worker (by one GET: from the gather
 * buffers, in shared memory, as each write lands; by ranges: read behind the writes), and
 * checked at the end: one stream against its GET's headers (StreamCheck), ranges against a HEAD
 * sent beside the first range (RangeCheck).
 */
async function downloadRanges(object, temp, context) {
    const { partBytes, concurrency } = (0,part_plan/* downloadParts */.fz)(object.size, context.multipartChunksizeBytes, (0,part_plan/* streamCutoffFor */.Hc)(context.streamCutoffBytes));
    const ranges = (0,transfer_context/* partRanges */.k)(object.size, partBytes);
    const version = { etag: object.etag };
    // Read and write: the hashing worker reads what the ranges wrote, through the same descriptor.
    const file = await (0,promises_.open)(temp, 'wx+');
    const check = ranges.length === 1
        ? new StreamCheck(object, file.fd)
        : new RangeCheck(object, file.fd, context);
    try {
        // Sized at once: the ranges land out of order, and a file extended by each write is slower.
        await file.truncate(object.size);
        // The first range alone pins the version when the listing gave no ETag.
        const first = version.etag || ranges.length === 0 ? 0 : 1;
        const download = { object, version, file, check, context };
        const fetch = (range) => fetchRange(download, range);
        if (first)
            await fetch(ranges[0]);
        // Ranges start in offset order and finish roughly so: the whole prefix, which the hashing
        // reads, stays at most about `concurrency` ranges behind the bytes landing.
        await (0,bounded/* forEachBounded */.a)(ranges.length - first, concurrency, (i) => fetch(ranges[i + first]));
        await check.finish(object.size);
    }
    catch (error) {
        await check.abort();
        throw error;
    }
    finally {
        await file.close();
    }
}
/** One range, retried where it was cut, holding its share of the run's byte budget. */
async function fetchRange(download, [start, end]) {
    const { object, version, check, context } = download;
    await context.budget.acquire(part_plan/* RANGE_HOLD_BYTES */.Sz);
    const buffers = [takeBuffer(), takeBuffer()];
    // Bytes of the range written to the file: a retry asks only for what follows them.
    const range = { start, end, landed: 0 };
    try {
        await (0,retry/* withRetry */.bD)(async () => {
            const span = { from: start + range.landed, end };
            const answer = await requestRange(object, span, version, context);
            checkAnswer(object, answer, span, version);
            check.pinned(version.etag, answer.digests);
            await gatherAndWrite(download, answer.body, buffers, range);
        }, {
            ...retry/* DEFAULT_RETRY */.vI,
            // Fewer than an object's: a range that keeps failing falls back to the object's retries.
            attempts: RANGE_ATTEMPTS,
            signal: context.signal,
            onRetry: (error, attempt, ms) => context.onDebug?.(`GetObject ${JSON.stringify(object.key)} bytes ${start + range.landed}-${end - 1} attempt ${attempt} failed (${error.message}); retrying in ${ms} ms`),
        });
    }
    finally {
        giveBuffer(buffers[0]);
        giveBuffer(buffers[1]);
        context.budget.release(part_plan/* RANGE_HOLD_BYTES */.Sz);
    }
}
/** Reads a body into the range's buffers and writes them at their offset (`GatherWriter`). */
async function gatherAndWrite({ object, file, check, context }, body, buffers, range) {
    const expected = range.end - range.start - range.landed;
    const writer = new GatherWriter(buffers, range, { file, check, context });
    try {
        if ('raw' in body) {
            // Its Content-Length, checked against the range asked; the reader then holds it to it.
            const length = Number(body.raw.headers['content-length']);
            if (length > expected)
                throw tooLong(object, expected);
            if (length < expected)
                throw truncated(object, length, expected);
            await body.raw.read(writer);
        }
        else {
            let received = 0;
            for await (const chunk of body.stream) {
                received += chunk.length;
                if (received > expected)
                    throw tooLong(object, expected);
                await writer.put(chunk);
            }
            // What came is written first: a retry then asks only for what follows it.
            await writer.end();
            if (received < expected)
                throw truncated(object, received, expected);
            return;
        }
        await writer.end();
    }
    catch (error) {
        if ('raw' in body)
            body.raw.destroy();
        await writer.settle();
        throw asRangeFailure(error, object);
    }
}
function truncated(object, received, expected) {
    return (0,s3_failure/* s3Failure */.l)({
        operation: 'GetObject',
        bucket: object.bucket,
        key: object.key,
        code: 'TruncatedBody',
        message: `received ${received} bytes of a range of ${expected}`,
    });
}
function tooLong(object, expected) {
    return (0,s3_failure/* s3Failure */.l)({
        operation: 'GetObject',
        bucket: object.bucket,
        key: object.key,
        code: 'TruncatedBody',
        message: `the range sent more than the ${expected} bytes asked for`,
    });
}
/**
 * Gather buffers, kept for the next ranges instead of being left to the collector. In shared
 * memory, so that the hash worker of a one-GET download reads the bytes where they are.
 */
const spareBuffers = [];
const MAX_SPARE_BUFFERS = 32;
function takeBuffer() {
    return spareBuffers.pop() ?? Buffer.from(new SharedArrayBuffer(part_plan/* GATHER_BYTES */.Or));
}
function giveBuffer(buffer) {
    if (spareBuffers.length < MAX_SPARE_BUFFERS)
        spareBuffers.push(buffer);
}

// EXTERNAL MODULE: ./build/transfer/land-file.js
var land_file = __webpack_require__(7556);
// EXTERNAL MODULE: ./build/transfer/temp-files.js
var temp_files = __webpack_require__(3396);
;// CONCATENATED MODULE: ./build/transfer/download.js







/**
 * Downloads one object atomically: into a temporary file beside the target, stamped with the
 * object's LastModified (so the next sync finds nothing to do), then renamed over the target.
 * A failure removes the temporary file, so no partial file is ever left under the real name.
 */
async function downloadObject(job, context) {
    (0,collector_tuning/* tuneCollectorForTransfers */.z)();
    const temp = (0,temp_files/* tempPathFor */.FD)(job.targetPath);
    const mtime = new Date(job.lastModifiedMs);
    try {
        if (job.size >= context.multipartThresholdBytes) {
            await (0,land_file/* landFile */.cc)(temp, job.targetPath, mtime, () => context.meter.track(job.size, () => downloadRanges(job, temp, context)));
            return;
        }
        const bytes = await fetchWhole(job, context);
        if (bytes.length <= SYNC_WRITE_MAX_BYTES) {
            (0,land_file/* landFileSync */.VE)(temp, job.targetPath, { mode: land_file/* NEW_FILE_MODE */.SH, mtime }, (fd) => (0,land_file/* writeAll */.f4)(fd, bytes));
            context.onBytes(bytes.length);
            return;
        }
        await (0,land_file/* landFile */.cc)(temp, job.targetPath, mtime, async () => {
            await (0,promises_.writeFile)(temp, bytes, { flag: 'wx' });
            context.onBytes(bytes.length);
        });
    }
    catch (error) {
        // The landing has removed its temporary file (a GET that failed made none).
        if (error.code === 'EISDIR') {
            throw new Error(`a folder stands where the file ${JSON.stringify(job.targetPath)} should go (a key and a folder with the same name)`, { cause: error });
        }
        throw error;
    }
}
async function getObject(job, context) {
    try {
        return await context.client.send((s3) => new s3.GetObjectCommand({ Bucket: job.bucket, Key: job.key }), {
            abortSignal: context.signal,
        });
    }
    catch (error) {
        throw (0,s3_failure/* s3FailureFromSdk */.H)(error, 'GetObject', job.bucket, job.key);
    }
}
/**
 * Files up to this size are written with blocking calls on the main thread. Each async fs call
 * is a round trip through libuv's thread pool (a wake-up there and back); for a file of a few
 * KiB, the five round trips (open, write, close, utimes, rename) cost more CPU than the writes,
 * and blocking the event loop for a few tens of microseconds a file is cheaper.
 */
const SYNC_WRITE_MAX_BYTES = 64 * 1024;
async function fetchWhole(job, context) {
    let bytes = await context.direct.getObject(job.bucket, job.key, context.signal, job.size);
    if (!bytes) {
        const object = await getObject(job, context);
        bytes = await readAll(object.Body, job, context);
        // The object may have changed since it was listed: what counts is the length it came with.
        checkLength(job, bytes.length, object.ContentLength ?? job.size);
    }
    return bytes;
}
async function readAll(body, job, context) {
    const chunks = [];
    try {
        for await (const chunk of body) {
            chunks.push(chunk);
            context.direct.wire.add(chunk.length);
        }
    }
    catch (error) {
        throw (0,s3_failure/* s3Failure */.l)({
            operation: 'GetObject',
            bucket: job.bucket,
            key: job.key,
            code: error.code ?? 'ECONNRESET',
            message: error.message,
            cause: error,
        });
    }
    return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
}
function checkLength(job, got, expected) {
    (0,error_response/* checkBodyLength */.HI)(got, expected, { operation: 'GetObject', bucket: job.bucket, key: job.key });
}


/***/ }),

/***/ 9658:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  gp: () => (/* binding */ FileHasher),
  DC: () => (/* binding */ hashFile),
  CE: () => (/* binding */ hashFilesMd5)
});

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./build/lazy-builtins.js
var lazy_builtins = __webpack_require__(1449);
;// CONCATENATED MODULE: ./build/transfer/hash-worker-source.js
/**
 * The code of `file-hasher.ts`'s workers, and the words a job shares with one: kept apart so
 * that the pool and the hashers read as TypeScript. Evaluated as a string, so it may use only
 * Node's built-in modules.
 */
/** A job's words: how far the file is whole, the control word, chunks hashed in place. */
const FRONTIER = 0;
const CONTROL = 1;
/** Chunks in shared memory hashed (`hashShared`); only a FileHasher's words have it. */
const HASHED = 2;
const END = 1n;
const ABORT = -1n;
/** Bytes the worker reads (and hashes) at a time, before it turns to its next job. */
const READ_BYTES = 4 * 1024 * 1024;
/**
 * The worker's code, evaluated (`eval: true`) so that it needs no bundle of its own: it uses only
 * Node's built-in modules. A job comes as a message; while it has jobs, the worker takes the
 * next ones synchronously (`receiveMessageOnPort`), hashes a read of each job that has bytes in
 * turn, and sleeps on the bell when none has; with none left it returns to its event loop. Each
 * reply is a job's digests, or that it stopped, or an error message.
 */
const WORKER_SOURCE = `
const { parentPort, receiveMessageOnPort, workerData } = require('node:worker_threads');
const { closeSync, fstatSync, openSync, readSync } = require('node:fs');
const { createHash } = require('node:crypto');
const { crc32 } = require('node:zlib');
const bell = workerData.bell;
const buffer = Buffer.allocUnsafeSlow(${READ_BYTES});
const jobs = [];
function add(message) {
  if (message.files) return hashBatch(message);
  if (message.chunk) return hashChunk(message);
  addJob(message);
}
/** Bytes of a job's file that the writer hands over in shared memory: hashed where they lie. */
function hashChunk({ id, chunk }) {
  // A job already ended has no one waiting: its writer was released when it ended.
  const job = jobs.find((j) => j.id === id);
  if (!job) return;
  const bytes = Buffer.from(chunk.memory, chunk.offset, chunk.length);
  job.md5?.update(bytes);
  job.sha?.update(bytes);
  if (job.crc32) job.crc = crc32(bytes, job.crc);
  // The writer waits on this count to fill the buffer again.
  Atomics.add(job.words, ${HASHED}, 1n);
  Atomics.notify(job.words, ${HASHED});
}
/** Small files, whole, one after another: one message for many, where a job each costs more. */
function hashBatch({ id, files }) {
  const digests = [];
  for (const { path, size } of files) {
    const started = performance.now();
    let fd = -1;
    try {
      fd = openSync(path, 'r');
      const now = fstatSync(fd).size;
      if (now !== size) throw new Error('its size is now ' + now + ' bytes, not the ' + size + ' listed');
      const md5 = createHash('md5');
      for (let at = 0; at < size; ) {
        const n = readSync(fd, buffer, 0, Math.min(buffer.length, size - at), at);
        if (n === 0) throw new Error('the file ended at ' + at + ' bytes, before ' + size);
        md5.update(buffer.subarray(0, n));
        at += n;
      }
      digests.push({ md5Hex: md5.digest('hex'), ms: performance.now() - started });
    } catch (error) {
      digests.push({ error: String(error && error.message || error) });
    } finally {
      if (fd >= 0) closeSync(fd);
    }
  }
  parentPort.postMessage({ id, batch: digests });
}
function addJob({ id, fd, path, size, words, algorithms }) {
  let own = false;
  if (path !== undefined) {
    // A file already on disk: opened here, so its open and close cost the main thread nothing.
    try {
      fd = openSync(path, 'r');
      own = true;
      const now = fstatSync(fd).size;
      if (now !== size) throw new Error('its size is now ' + now + ' bytes, not the ' + size + ' listed');
    } catch (error) {
      if (own) closeSync(fd);
      return parentPort.postMessage({ id, error: String(error && error.message || error) });
    }
  }
  jobs.push({
    id, fd, own, words, crc32: algorithms.crc32, at: 0, crc: 0,
    md5: algorithms.md5 ? createHash('md5') : undefined,
    sha: algorithms.sha ? createHash(algorithms.sha) : undefined,
  });
}
/** Hashes one read of the job; true when it has settled (and was replied to). */
function step(job) {
  try {
    const frontier = Number(Atomics.load(job.words, ${FRONTIER}));
    const control = Atomics.load(job.words, ${CONTROL});
    if (control === ${ABORT}n) {
      parentPort.postMessage({ id: job.id, aborted: true });
      if (job.own) closeSync(job.fd);
      return true;
    }
    if (job.at < frontier) {
      const n = readSync(job.fd, buffer, 0, Math.min(buffer.length, frontier - job.at), job.at);
      if (n === 0) throw new Error('the file ended at ' + job.at + ' bytes, before ' + frontier);
      const bytes = buffer.subarray(0, n);
      job.md5?.update(bytes);
      job.sha?.update(bytes);
      if (job.crc32) job.crc = crc32(bytes, job.crc);
      job.at += n;
      job.moved = true;
      return false;
    }
    if (control !== ${END}n) return false;
    parentPort.postMessage({
      id: job.id,
      digests: { md5Hex: job.md5?.digest('hex'), shaBase64: job.sha?.digest('base64'), crc32: job.crc32 ? job.crc : undefined },
    });
  } catch (error) {
    parentPort.postMessage({ id: job.id, error: String(error && error.message || error) });
  }
  if (job.own) closeSync(job.fd);
  return true;
}
parentPort.on('message', (first) => {
  add(first);
  while (jobs.length > 0) {
    const seen = Atomics.load(bell, 0);
    for (let m = receiveMessageOnPort(parentPort); m; m = receiveMessageOnPort(parentPort)) add(m.message);
    let moved = false;
    for (let i = 0; i < jobs.length; i++) {
      const job = jobs[i];
      job.moved = false;
      if (step(job)) jobs.splice(i--, 1);
      else moved ||= job.moved;
    }
    if (!moved && jobs.length > 0) Atomics.wait(bell, 0, seen);
  }
});
`;

;// CONCATENATED MODULE: ./build/transfer/file-hasher.js



/**
 * Hashes a file in offset order while it is still being written, in a worker thread: the writer
 * says how far the file is whole (`advance`), and the worker reads up to there, from the page
 * cache the writes just filled, and hashes. So the check of a download costs no pass after it
 * ends, and MD5 (about 700 MB/s on one core here, not parallel) runs beside the event loop that
 * drives the sockets instead of after it (issue 16). A download by one GET hands its bytes over
 * in shared memory instead (`hashShared`), so they are not read back from the file.
 *
 * A job shares three words with its worker (how far the file is whole, a control word, and how
 * many chunks handed over in shared memory it has hashed), and
 * the worker one more with all its jobs' writers (a change counter it sleeps on with
 * `Atomics.wait`), so an `advance` costs two stores and one notify, not a message.
 */
class FileHasher {
    job;
    /** The change counter of the job's worker. */
    bell;
    result;
    settled = false;
    /** Chunks sent to the worker (`hashShared`). */
    chunksSent = 0n;
    /** Callers waiting for their chunk to be hashed: the count of chunks it takes, and the call. */
    waiting = [];
    watching = false;
    constructor(fd, algorithms) {
        this.job = {
            id: nextJobId++,
            fd,
            words: new BigInt64Array(new SharedArrayBuffer(3 * 8)),
            algorithms,
        };
        const { bell, result } = pool.run(this.job);
        this.bell = bell;
        this.result = result;
        // A caller that aborts does not wait for the digests; their rejection is not unhandled.
        // Once the job has settled, the worker reads no chunk of it: their buffers are free.
        const done = () => {
            this.settled = true;
            for (const { release } of this.waiting.splice(0))
                release();
        };
        this.result.then(done, done);
    }
    /**
     * The next bytes of the file, which have just landed, hashed from the caller's buffer in
     * shared memory instead of being read back from the file: no second copy of them through the
     * kernel (the read-back cost 0.13 CPU-s per 400 MB here). Resolves when the worker is done
     * with the buffer, which must not change before. A job is fed either so or by `advance`,
     * never both.
     */
    hashShared(bytes) {
        if (!(bytes.buffer instanceof SharedArrayBuffer))
            throw new Error('hashShared takes a buffer in shared memory');
        if (this.settled)
            return Promise.resolve();
        const chunks = ++this.chunksSent;
        const hashed = new Promise((release) => this.waiting.push({ chunks, release }));
        pool.send(this.job, {
            id: this.job.id,
            chunk: { memory: bytes.buffer, offset: bytes.byteOffset, length: bytes.length },
        });
        ring(this.bell);
        if (!this.watching)
            void this.watchHashed();
        return hashed;
    }
    /**
     * Releases the waiting chunks as the worker's count of hashed chunks passes theirs: one shared
     * word waited on with `Atomics.waitAsync`, not a reply message per chunk.
     */
    async watchHashed() {
        this.watching = true;
        while (this.waiting.length > 0 && !this.settled) {
            const hashed = Atomics.load(this.job.words, HASHED);
            while (this.waiting.length > 0 && this.waiting[0].chunks <= hashed)
                this.waiting.shift().release();
            if (this.waiting.length === 0)
                break;
            const wait = Atomics.waitAsync(this.job.words, HASHED, hashed);
            if (wait.async)
                await wait.value;
        }
        this.watching = false;
    }
    /** The file's first `bytes` are written and will not change: the worker may hash them. */
    advance(bytes) {
        Atomics.store(this.job.words, FRONTIER, BigInt(bytes));
        ring(this.bell);
    }
    /** Every byte is written (`advance` reached the size): the digests once the worker is there. */
    finish() {
        Atomics.store(this.job.words, CONTROL, END);
        ring(this.bell);
        return this.result;
    }
    /** Stops the hashing; resolves once the worker reads the file no more, so it may be closed. */
    async abort() {
        if (this.settled)
            return;
        Atomics.store(this.job.words, CONTROL, ABORT);
        ring(this.bell);
        await this.result.catch(() => undefined);
    }
}
let nextJobId = 0;
/**
 * The MD5s of small files already on disk, in one message to a hash worker, which reads each
 * whole: for a tree of small files a job each costs twice the CPU of the hashing (issue 28).
 */
function hashFilesMd5(files) {
    const words = new BigInt64Array(new SharedArrayBuffer(2 * 8));
    const job = { id: nextJobId++, fd: -1, files, words, algorithms: MD5_ONLY };
    return pool.run(job).result;
}
const MD5_ONLY = { md5: true, sha: undefined, crc32: false };
/**
 * Hashes a whole file already on disk in a hash worker, which opens, reads (4 MiB at a time) and
 * closes it: the comparison of a checksum sync (issue 28) shares the workers and the reads of the
 * download check. Fails when the file's size is no longer `sizeBytes` (changed since the walk).
 */
function hashFile(filePath, sizeBytes, algorithms) {
    const words = new BigInt64Array(new SharedArrayBuffer(2 * 8));
    words[FRONTIER] = BigInt(sizeBytes);
    words[CONTROL] = END;
    const job = { id: nextJobId++, fd: -1, path: filePath, size: sizeBytes, words, algorithms };
    return pool.run(job).result;
}
function ring(bell) {
    Atomics.add(bell, 0, 1n);
    Atomics.notify(bell, 0);
}
/** A worker takes this many jobs before another worker is started (while under the limit). */
const JOBS_PER_WORKER = 2;
/**
 * Hash workers kept for the next download, each with several jobs in turn: a worker costs about
 * 0.06 CPU-s to start, and one hashes faster than two downloads land here (MD5 at ~700 MB/s,
 * 2 x 200 MB arriving at ~400 MB/s), so the second job of a run shares the first's worker.
 * Beyond JOBS_PER_WORKER per worker another starts, up to one per core (hashing is CPU work, so
 * more would only take turns); past that the least loaded worker takes the job.
 */
class HashWorkerPool {
    workers = [];
    limit = Math.max(1, Math.min(4, (0,external_node_os_.availableParallelism)()));
    /** The worker of each job that takes chunks in shared memory. */
    workerOf = new Map();
    /** A chunk for a job's worker; the caller rings its bell. */
    send(job, message) {
        this.workerOf.get(job.id)?.worker.postMessage(message);
    }
    run(job) {
        let chosen = this.workers.reduce((least, w) => (!least || w.jobs.size < least.jobs.size ? w : least), undefined);
        if (!chosen || (chosen.jobs.size >= JOBS_PER_WORKER && this.workers.length < this.limit))
            chosen = this.start();
        const hashWorker = chosen;
        const result = new Promise((resolve, reject) => hashWorker.jobs.set(job.id, { resolve, reject }));
        if (job.fd >= 0) {
            // A download's job: `send` finds its worker for the chunks it hands over.
            this.workerOf.set(job.id, hashWorker);
            const forget = () => this.workerOf.delete(job.id);
            result.then(forget, forget);
        }
        hashWorker.worker.ref();
        hashWorker.worker.postMessage(job);
        ring(hashWorker.bell); // a worker already busy takes the job at its next turn
        return { bell: hashWorker.bell, result };
    }
    start() {
        const bell = new BigInt64Array(new SharedArrayBuffer(8));
        // Its heap holds next to nothing: the 4 MiB read buffer lives outside it.
        const worker = new ((0,lazy_builtins/* workerThreads */.k)().Worker)(WORKER_SOURCE, {
            eval: true,
            workerData: { bell },
            resourceLimits: { maxYoungGenerationSizeMb: 2 },
        });
        const hashWorker = { worker, bell, jobs: new Map() };
        worker.on('message', (reply) => {
            const settle = hashWorker.jobs.get(reply.id);
            hashWorker.jobs.delete(reply.id);
            // An idle worker must not keep the process alive.
            if (hashWorker.jobs.size === 0)
                worker.unref();
            if (!settle)
                return;
            if (reply.error !== undefined)
                settle.reject(new Error(`hashing the file failed: ${reply.error}`));
            else if (reply.batch)
                settle.resolve(reply.batch);
            else if (reply.aborted || !reply.digests)
                settle.reject(new Error('hashing the downloaded file stopped'));
            else
                settle.resolve(reply.digests);
        });
        // A worker that fails or ends fails its jobs, and the next jobs go to a new one.
        const lost = (error) => {
            const at = this.workers.indexOf(hashWorker);
            if (at >= 0)
                this.workers.splice(at, 1);
            for (const settle of hashWorker.jobs.values())
                settle.reject(error);
            hashWorker.jobs.clear();
        };
        worker.on('error', (error) => {
            lost(error);
            void worker.terminate();
        });
        worker.on('exit', (code) => lost(new Error(`the hash worker ended (exit code ${code})`)));
        this.workers.push(hashWorker);
        return hashWorker;
    }
}
const pool = new HashWorkerPool();


/***/ }),

/***/ 7556:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Re: () => (/* binding */ writeTempSync),
/* harmony export */   SH: () => (/* binding */ NEW_FILE_MODE),
/* harmony export */   VE: () => (/* binding */ landFileSync),
/* harmony export */   cc: () => (/* binding */ landFile),
/* harmony export */   f4: () => (/* binding */ writeAll)
/* harmony export */ });
/* unused harmony export publishTempSync */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);


/**
 * The one way a file lands, for the sync's downloads and the cache's restore alike: written
 * under a temporary name (`temp-names.ts`) that did not exist (`wx`, so nothing of anyone
 * else's is ever written through), given its mode and times, then renamed into place, so that
 * nothing is ever seen under the final name before it is whole; on any failure the temporary
 * file is removed. The synchronous forms serve the cache's workers and small downloads (a few
 * blocking calls cost less than as many round trips through libuv's thread pool); each is the
 * fewest system calls its step needs (open, writes, futimes, close), since a restore lands about
 * 50,000 files with them.
 */
/** A new file's mode when none is given: open(2)'s, which the umask then narrows. */
const NEW_FILE_MODE = 0o666;
/** Writes every byte of `bytes` at the file's current position. */
function writeAll(fd, bytes) {
    for (let at = 0; at < bytes.length;)
        at += (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(fd, bytes, at, bytes.length - at);
}
/**
 * Creates `temp` (an error if it exists) with `mode`, less the umask (open(2) applies it: no
 * chmod), fills it by `write` (which may throw to refuse it) or with the bytes given, and stamps
 * its times; `temp` is removed if any of that fails. The rename into place is the caller's, now
 * (landFileSync) or once a whole restore is checked (the cache's commit). Bytes rather than a
 * function spare a restore's workers a closure per file.
 */
function writeTempSync(temp, mode, mtime, write) {
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(temp, 'wx', mode);
    try {
        if (typeof write === 'function')
            write(fd);
        else
            writeAll(fd, write);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.futimesSync)(fd, mtime, mtime);
    }
    catch (error) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(temp, { force: true });
        throw error;
    }
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
}
/** writeTempSync, then `temp` renamed over `target`; nothing is left under `temp` on a failure. */
function landFileSync(temp, target, { mode, mtime }, write) {
    writeTempSync(temp, mode, mtime, write);
    renameOrRemoveSync(temp, target);
}
/**
 * A file already whole under `temp` (a download) given `mode` exactly (fchmod: no umask) and its
 * times, then renamed over `target`; `temp` is removed on a failure.
 */
function publishTempSync(temp, target, mode, mtime) {
    try {
        const fd = openSync(temp, 'r');
        try {
            fchmodSync(fd, mode);
            futimesSync(fd, mtime, mtime);
        }
        finally {
            closeSync(fd);
        }
    }
    catch (error) {
        rmSync(temp, { force: true });
        throw error;
    }
    renameOrRemoveSync(temp, target);
}
function renameOrRemoveSync(temp, target) {
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(temp, target);
    }
    catch (error) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(temp, { force: true });
        throw error;
    }
}
/**
 * The asynchronous form, for files too large to write on the event loop: `write` creates and
 * fills `temp` (with `wx`), then its times are stamped and it is renamed over `target`; on any
 * failure `temp` is removed.
 */
async function landFile(temp, target, mtime, write) {
    try {
        await write();
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.utimes)(temp, mtime, mtime);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(temp, target);
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(temp, { force: true });
        throw error;
    }
}


/***/ }),

/***/ 5733:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ LargeTransferMeter)
/* harmony export */ });
/**
 * Measures large transfers as one activity: the clock and the process's CPU run while at least
 * one is in flight, so overlapping transfers are not counted twice.
 */
class LargeTransferMeter {
    active = 0;
    objects = 0;
    bytes = 0;
    wallMs = 0;
    cpuMicros = 0;
    startedMs = 0;
    startedCpu = { user: 0, system: 0 };
    /**
     * Runs one large transfer of `bytes` under the meter; the object and its bytes count once, when
     * it succeeds, so an attempt that failed and ran again is not counted twice.
     */
    async track(bytes, work) {
        if (this.active++ === 0) {
            this.startedMs = performance.now();
            this.startedCpu = process.cpuUsage();
        }
        try {
            const result = await work();
            this.objects++;
            this.bytes += bytes;
            return result;
        }
        finally {
            if (--this.active === 0)
                this.close();
        }
    }
    stats() {
        let wallMs = this.wallMs;
        let cpuMicros = this.cpuMicros;
        if (this.active > 0) {
            wallMs += performance.now() - this.startedMs;
            const cpu = process.cpuUsage(this.startedCpu);
            cpuMicros += cpu.user + cpu.system;
        }
        return {
            objects: this.objects,
            bytes: this.bytes,
            seconds: wallMs / 1000,
            cpuSeconds: cpuMicros / 1e6,
        };
    }
    close() {
        this.wallMs += performance.now() - this.startedMs;
        const cpu = process.cpuUsage(this.startedCpu);
        this.cpuMicros += cpu.user + cpu.system;
    }
}


/***/ }),

/***/ 7278:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ failedAs),
/* harmony export */   m: () => (/* binding */ multipartUpload)
/* harmony export */ });
/* harmony import */ var _retry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5402);
/* harmony import */ var _bounded_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8021);
/* harmony import */ var _transfer_context_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2425);
/* harmony import */ var _transfer_failure_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9508);




/**
 * One multipart upload, for an upload from disk and a server-side copy alike: create, send the
 * parts `plan.concurrency` at a time, complete. Any failure after the create aborts the upload.
 * Measured as a large transfer for the report.
 */
function multipartUpload(target, params, plan, context) {
    return context.meter.track(target.size, () => runUpload(target, params, plan, context));
}
async function runUpload(target, params, plan, context) {
    const { bucket, key } = target;
    const created = await context.client
        // No abortSignal: an upload created whose answer was dropped by an abort could never be
        // aborted, and its parts would be billed. The abort is honoured just after, in the try.
        .send((s3) => new s3.CreateMultipartUploadCommand({ Bucket: bucket, Key: key, ...params }))
        .catch(failedAs('CreateMultipartUpload', target));
    const uploadId = created.UploadId;
    try {
        context.signal.throwIfAborted();
        await plan.beforeParts?.();
        const ranges = (0,_transfer_context_js__WEBPACK_IMPORTED_MODULE_2__/* .partRanges */ .k)(target.size, plan.partBytes);
        const parts = new Array(ranges.length);
        // forEachBounded starts no part after a failure, and throws only once the parts in flight
        // have settled: no part can be stored after the abort below.
        await (0,_bounded_js__WEBPACK_IMPORTED_MODULE_1__/* .forEachBounded */ .a)(ranges.length, plan.concurrency, async (i) => {
            const range = ranges[i];
            // A part is sent again on its own: one reset must not restart a whole large upload.
            const etag = await (0,_retry_js__WEBPACK_IMPORTED_MODULE_0__/* .withRetry */ .bD)(() => plan.sendPart(uploadId, i + 1, range), {
                ..._retry_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_RETRY */ .vI,
                signal: context.signal,
                onRetry: (error, attempt, ms) => context.onDebug?.(`part ${i + 1} of ${JSON.stringify(key)} attempt ${attempt} failed (${error.message}); retrying in ${ms} ms`),
            });
            parts[i] = { PartNumber: i + 1, ETag: etag };
            context.onBytes(range[1] - range[0]);
        });
        await context.client
            .send((s3) => new s3.CompleteMultipartUploadCommand({
            Bucket: bucket,
            Key: key,
            UploadId: uploadId,
            MultipartUpload: { Parts: parts },
            ...(target.ifNoneMatch ? { IfNoneMatch: '*' } : {}),
        }), { abortSignal: context.signal })
            .catch(failedAs('CompleteMultipartUpload', target));
    }
    catch (error) {
        // Parts of an unfinished upload are billed until aborted.
        await context.client
            .send((s3) => new s3.AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId }))
            .catch(() => undefined);
        throw error;
    }
}
/** A `.catch` handler that rethrows an SDK error as the S3Error of `operation` on the target. */
function failedAs(operation, target) {
    return (error) => {
        throw (0,_transfer_failure_js__WEBPACK_IMPORTED_MODULE_3__/* .transferFailure */ .K)(error, operation, target.bucket, target.key);
    };
}


/***/ }),

/***/ 8435:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ partBuffersFor)
/* harmony export */ });
/* unused harmony export PartBuffers */
/**
 * Buffers for upload parts, used again from one part to the next. A part is read whole into its
 * buffer (its SHA-256 is signed, and a retry resends it); allocating a new 8-32 MiB buffer per
 * part left the dead ones to the garbage collector, which frees memory outside the heap late
 * (all the more with `collector-tuning.ts`): two 200 MB uploads peaked at 350-500 MB of RSS for a
 * 128 MiB budget (issue 16). Parts hold the run's ByteBudget while they have a buffer, so the
 * buffers in use stay within it; the idle ones kept here are capped at the same size.
 */
class PartBuffers {
    maxIdleBytes;
    idle = [];
    idleBytes = 0;
    constructor(maxIdleBytes) {
        this.maxIdleBytes = maxIdleBytes;
    }
    /** A buffer of exactly `bytes`, a view of an idle one when one is large enough. */
    take(bytes) {
        let best = -1;
        for (let i = 0; i < this.idle.length; i++) {
            const length = this.idle[i].length;
            if (length >= bytes && (best < 0 || length < this.idle[best].length))
                best = i;
        }
        if (best < 0)
            return Buffer.allocUnsafeSlow(bytes);
        const [whole] = this.idle.splice(best, 1);
        this.idleBytes -= whole.length;
        return whole.subarray(0, bytes);
    }
    /**
     * Takes back a buffer from `take` once no request reads it any more. Only after a part was
     * sent: a failed request's socket may still be writing from it while it closes.
     */
    give(buffer) {
        // The whole allocation, not the view: a view taken for a short last part keeps its size.
        const whole = Buffer.from(buffer.buffer, buffer.byteOffset, buffer.buffer.byteLength);
        if (buffer.byteOffset !== 0 || this.idleBytes + whole.length > this.maxIdleBytes)
            return;
        this.idle.push(whole);
        this.idleBytes += whole.length;
    }
    /**
     * Hands over the idle buffers and forgets them, for a caller that frees them at once: kept
     * here, they live until the budget itself is collected, which can be long after the last part.
     */
    drain() {
        const idle = this.idle.splice(0);
        this.idleBytes = 0;
        return idle;
    }
    /** Bytes kept idle now. */
    get idleByteCount() {
        return this.idleBytes;
    }
}
const byBudget = new WeakMap();
/** The buffers of the run that `budget` belongs to: one set per budget, idle ones within it. */
function partBuffersFor(budget) {
    let buffers = byBudget.get(budget);
    if (!buffers) {
        buffers = new PartBuffers(budget.totalBytes);
        byBudget.set(budget, buffers);
    }
    return buffers;
}


/***/ }),

/***/ 8929:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $r: () => (/* binding */ LARGE_BYTES_IN_FLIGHT),
/* harmony export */   Hc: () => (/* binding */ streamCutoffFor),
/* harmony export */   Or: () => (/* binding */ GATHER_BYTES),
/* harmony export */   Sz: () => (/* binding */ RANGE_HOLD_BYTES),
/* harmony export */   fz: () => (/* binding */ downloadParts),
/* harmony export */   uT: () => (/* binding */ copyParts),
/* harmony export */   yR: () => (/* binding */ uploadParts)
/* harmony export */ });
/* unused harmony export STREAM_CUTOFF_BYTES */
/**
 * How a large object is cut and how many of its parts go at once, chosen from its size and the
 * run's part size. Larger objects get larger ranges, so a GiB costs tens of requests, not
 * hundreds; the shared ByteBudget, not these numbers, bounds the memory all of them hold.
 */
const MiB = 1024 * 1024;
/** S3 allows at most 10,000 parts in a multipart upload. */
const MAX_PARTS = 10_000;
/** A range's bytes are gathered into buffers of this size and written at their offset. */
const GATHER_BYTES = 1 * MiB;
/**
 * What one range being downloaded holds of the budget: the buffer it fills and the one being
 * written meanwhile.
 */
const RANGE_HOLD_BYTES = 2 * GATHER_BYTES;
/**
 * Bytes in flight for every large transfer of a run together. At 8 MiB parts that is 16 parts
 * uploading at once, or 64 ranges downloading: more than a runner's network needs.
 */
const LARGE_BYTES_IN_FLIGHT = 128 * MiB;
/**
 * Objects under this size are fetched by one GET, as rclone does under its multi-thread cutoff:
 * no HEAD (the GET's own headers say what to check), 2 requests instead of 50 for 2 x 200 MB,
 * and the file hashed by a pooled worker from the gather buffers as each lands (StreamCheck). Hashing
 * on the main thread instead cost the wall time: 2 x 200 MB took 1.90-2.28 s so against
 * 1.16-1.17 s with the worker (2 of 3 rounds, quiet machine), and ranges for them 1.21-1.46 s
 * with 193 MB of RSS against 132 (docs/benchmarks.md). A 1 GB object in one stream saved
 * nothing and took longer, hence the cutoff; above it, parallel ranges, which also keep a
 * runner's link to S3 full where one TCP stream would not.
 */
const STREAM_CUTOFF_BYTES = 256 * MiB;
/**
 * The cut-over for a download: `streamCutoffBytes` when the run gave one (tests), else
 * STREAM_CUTOFF_BYTES, whatever the round trip. An earlier cut-over when the round trip is far
 * (told by the shortest wait for a first byte) was built, swept and removed: at 20 ms, ranges
 * from 32 MiB were 1.09x slower than one GET for 2 x 200 MB, with twice RGW's CPU, because on
 * two cores CPU per byte, not a TCP window, bounds a large download (docs/benchmarks.md, "At a
 * distance" and "Large objects: where the CPU goes"). S3_SYNC_STREAM_CUTOFF_MIB replaces the
 * constant for the benchmarks' sweep (`npm run bench -- large --cutoffs`); it is not a setting.
 */
function streamCutoffFor(streamCutoffBytes, env = process.env) {
    if (streamCutoffBytes !== undefined)
        return streamCutoffBytes;
    const mib = env.S3_SYNC_STREAM_CUTOFF_MIB;
    return mib !== undefined && mib !== '' && Number(mib) >= 0
        ? Number(mib) * MiB
        : STREAM_CUTOFF_BYTES;
}
/**
 * Downloads: one stream under the cut-over (`streamCutoffFor`); above it, ranges of the run's
 * part size (8 MiB by default), 16 at once, taken in offset order.
 * On RGW an 8 MiB range waits about 19 ms for its first byte and then takes 10 ms: rather than
 * asking for the next range's first bytes before the current one ends (which ties ranges
 * together), 16 ranges stay in flight, each holding only its 2 MiB of the budget, so the socket
 * waits of some overlap the bodies of others (docs/benchmarks.md, issue 16). Ranges stay small
 * so that the file becomes whole from its start steadily, at most 16 ranges behind the bytes
 * landing: the integrity check hashes that whole prefix while the download runs (RangeCheck).
 * Larger ranges cost no less CPU: 8, 32 and 64 MiB ranges of 1 GB took the same 3.1-3.2
 * client CPU-seconds and 0.9-1.0 of RGW's (120, 30 and 15 requests).
 */
function downloadParts(size, chunksizeBytes, streamCutoffBytes = STREAM_CUTOFF_BYTES) {
    if (size < streamCutoffBytes)
        return { partBytes: Math.max(size, 1), concurrency: 1 };
    const partBytes = Math.max(chunksizeBytes, Math.ceil(size / MAX_PARTS));
    return { partBytes, concurrency: Math.min(Math.max(1, Math.ceil(size / partBytes)), 16) };
}
/**
 * Uploads hold each part whole (its SHA-256 is signed, and a retry resends it), so a part is at
 * most 32 MiB; within that, parts are few: about 8 per object, from the run's part size up.
 * Every part costs the server a fixed amount besides its bytes (on RGW, two 200 MB uploads took
 * 2.9 CPU-seconds of RGW in 8 MiB parts, 2.5 in 16 MiB and 2.3 in 32 MiB parts or one PUT each,
 * issue 16), and on a small runner the server shares the CPU with us. The run's byte budget,
 * not the 8 per object, decides how many go at once: 4 parts of 32 MiB in 128 MiB. A smaller
 * budget (`budgetBytes`, the cache's 64 MiB) gets smaller parts, so that 4 still fit in it.
 */
function uploadParts(size, chunksizeBytes, budgetBytes = LARGE_BYTES_IN_FLIGHT) {
    const maxPartBytes = Math.min(32 * MiB, Math.floor(budgetBytes / 4 / MiB) * MiB);
    return choose(size, {
        minPartBytes: chunksizeBytes,
        targetParts: 8,
        maxPartBytes,
        maxConcurrency: 8,
    });
}
/** Server-side copies move no byte through the runner: large parts, many at once. */
function copyParts(size, chunksizeBytes) {
    return choose(size, {
        minPartBytes: Math.max(chunksizeBytes, 64 * MiB),
        targetParts: 16,
        maxPartBytes: 256 * MiB,
        maxConcurrency: 16,
    });
}
function choose(size, { minPartBytes, targetParts, maxPartBytes, maxConcurrency, }) {
    const wanted = Math.ceil(size / targetParts / MiB) * MiB;
    const upper = Math.max(minPartBytes, maxPartBytes);
    const partBytes = Math.max(Math.min(Math.max(wanted, minPartBytes), upper), Math.ceil(size / MAX_PARTS));
    const parts = Math.max(1, Math.ceil(size / partBytes));
    return { partBytes, concurrency: Math.min(parts, maxConcurrency) };
}


/***/ }),

/***/ 2425:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ partRanges)
/* harmony export */ });
/** Part boundaries for a multipart transfer: [start, endExclusive) pairs. */
function partRanges(size, partBytes) {
    // S3 allows at most 10,000 parts: grow the part size rather than fail on a huge object.
    const bytes = Math.max(partBytes, Math.ceil(size / 10_000));
    const ranges = [];
    for (let start = 0; start < size; start += bytes)
        ranges.push([start, Math.min(size, start + bytes)]);
    return ranges;
}


/***/ }),

/***/ 9508:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ transferFailure)
/* harmony export */ });
/* harmony import */ var _s3_s3_failure_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6602);

/**
 * s3FailureFromSdk, plus one case only the caller can name: a 2xx answer whose XML body the SDK
 * could not read was cut short on the way (a reset, or a chunked body that ended early). The
 * request may or may not have taken effect; CopyObject, UploadPartCopy and a whole multipart
 * upload can simply be sent again, so it becomes `TruncatedBody`, which isRetryable retries.
 * (S3's own "200 with an <Error> body" comes back from the SDK with its code, and is kept.)
 */
function transferFailure(error, operation, bucket, key) {
    const failure = (0,_s3_s3_failure_js__WEBPACK_IMPORTED_MODULE_0__/* .s3FailureFromSdk */ .H)(error, operation, bucket, key);
    const status = failure.statusCode;
    if (failure.code !== undefined || status === undefined || status < 200 || status >= 300)
        return failure;
    return (0,_s3_s3_failure_js__WEBPACK_IMPORTED_MODULE_0__/* .s3Failure */ .l)({
        operation,
        bucket,
        key,
        code: 'TruncatedBody',
        statusCode: status,
        message: `the HTTP ${status} answer could not be read (${failure.reason})`,
        cause: error,
    });
}


/***/ }),

/***/ 4638:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Q: () => (/* binding */ uploadFile)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./build/s3/content-md5.js
var content_md5 = __webpack_require__(3343);
;// CONCATENATED MODULE: ./build/transfer/content-type.js
let loading;
/**
 * Guesses the Content-Type from the file name, as the aws-cli does on upload (Python's
 * mimetypes). Unknown names get none, and S3 stores them as binary/octet-stream, as it would.
 * mime-types is loaded on the first upload: building its tables at start took 15 ms of every
 * run's CPU (`--cpu-prof` of a two-key download), which downloads never use.
 */
async function guessContentType(fileName) {
    const lookup = await (loading ??= __webpack_require__.e(/* import() */ 96).then(__webpack_require__.t.bind(__webpack_require__, 4096, 19)).then((m) => m.lookup));
    return lookup(fileName) || undefined;
}

// EXTERNAL MODULE: ./build/transfer/file-hasher.js + 1 modules
var file_hasher = __webpack_require__(9658);
// EXTERNAL MODULE: ./build/transfer/multipart-upload.js
var multipart_upload = __webpack_require__(7278);
// EXTERNAL MODULE: ./build/s3/object-params.js
var object_params = __webpack_require__(231);
// EXTERNAL MODULE: ./build/transfer/part-plan.js
var part_plan = __webpack_require__(8929);
// EXTERNAL MODULE: ./build/transfer/part-buffers.js
var part_buffers = __webpack_require__(8435);
// EXTERNAL MODULE: ./build/transfer/collector-tuning.js
var collector_tuning = __webpack_require__(4415);
// EXTERNAL MODULE: ./build/transfer/transfer-failure.js
var transfer_failure = __webpack_require__(9508);
;// CONCATENATED MODULE: ./build/transfer/upload.js











/** Whether a conditional write was refused because the key exists (412, or 409 in a race). */
function refusedAsExisting(job, error) {
    const status = error.statusCode;
    return job.ifNoneMatch === true && (status === 412 || status === 409);
}
/**
 * Files up to this size (as walked) are read with one blocking call. readFile's open, fstat,
 * read and close each go through the thread pool and back: 54-65 microseconds of CPU per 1 KiB
 * file against 11-13 for readFileSync (2,000 files, 64 at a time, issue 16).
 */
const SYNC_READ_MAX_BYTES = 64 * 1024;
/**
 * Uploads one file: one PUT below the multipart threshold, parts in parallel above it. False
 * when `ifNoneMatch` found the key taken (nothing written).
 */
async function uploadFile(job, context) {
    (0,collector_tuning/* tuneCollectorForTransfers */.z)();
    const guessed = context.objectOptions.guessContentType === false ? undefined : await guessContentType(job.path);
    const params = (0,object_params/* objectParams */.cz)(context.objectOptions, guessed);
    try {
        if (job.size < context.multipartThresholdBytes)
            await putWhole(job, params, context);
        else
            await uploadInParts(job, await withContentMd5(job, params, context), context);
    }
    catch (error) {
        if (refusedAsExisting(job, error))
            return false;
        throw error;
    }
    return true;
}
/** Small files are read whole: one read, a known length, and a body a retry can resend. */
async function putWhole(job, params, context) {
    const body = job.size <= SYNC_READ_MAX_BYTES ? (0,external_node_fs_.readFileSync)(job.path) : await (0,promises_.readFile)(job.path);
    try {
        // The direct path sends no conditional header: a conditional PUT goes through the SDK.
        const sent = !job.ifNoneMatch &&
            (await context.direct.putObject({ bucket: job.bucket, key: job.key, body, params }, context.signal));
        if (!sent) {
            await context.client.send((s3) => new s3.PutObjectCommand({
                Bucket: job.bucket,
                Key: job.key,
                Body: body,
                ContentLength: body.length,
                ...params,
                ...(job.ifNoneMatch ? { IfNoneMatch: '*' } : {}),
            }), { abortSignal: context.signal });
            context.direct.wire.add(body.length);
        }
    }
    catch (error) {
        throw (0,transfer_failure/* transferFailure */.K)(error, 'PutObject', job.bucket, job.key);
    }
    context.onBytes(body.length);
}
/**
 * The params of a multipart upload, with the body's MD5 as metadata when the run keeps it: a
 * multipart ETag is not an MD5, so this is what a checksum sync compares. S3 fixes metadata at
 * CreateMultipartUpload, so a file not hashed yet is hashed first, in a hash worker: a second
 * read of the file, from the page cache the first one filled (the choice and its cost are
 * measured in docs/benchmarks.md, "Checksum syncs").
 */
async function withContentMd5(job, params, context) {
    if (!context.storeContentMd5)
        return params;
    const md5Hex = job.md5Hex ??
        (await (0,file_hasher/* hashFile */.DC)(job.path, job.size, { md5: true, sha: undefined, crc32: false })).md5Hex;
    return { ...params, Metadata: { ...params.Metadata, [content_md5/* CONTENT_MD5_METADATA */.TO]: md5Hex } };
}
async function uploadInParts(job, params, context) {
    let file;
    const buffers = (0,part_buffers/* partBuffersFor */.a)(context.budget);
    try {
        await (0,multipart_upload/* multipartUpload */.m)(job, params, {
            ...(0,part_plan/* uploadParts */.yR)(job.size, context.multipartChunksizeBytes, context.budget.totalBytes),
            // Opened once the upload exists: a file gone since the walk must still abort it.
            beforeParts: async () => {
                file = await (0,promises_.open)(job.path, 'r');
            },
            // Each part is read whole (one large read) while it holds its bytes of the run's budget.
            // Its buffer is used again for a later part once this one is sent.
            sendPart: (uploadId, partNumber, [start, end]) => context.budget.with(end - start, async () => {
                const buffer = buffers.take(end - start);
                const { bytesRead } = await file.read(buffer, 0, buffer.length, start);
                if (bytesRead !== buffer.length)
                    throw new Error(`${JSON.stringify(job.path)} changed size while it was being uploaded`);
                const etag = await sendPart(job, { uploadId, partNumber, body: buffer }, context);
                buffers.give(buffer);
                return etag;
            }),
        }, context);
    }
    finally {
        // Closed last, after any abort: every part in flight has settled by then, none still reads.
        await file?.close();
    }
}
/** UploadPart by the direct signed path where it can go, else through the SDK. */
async function sendPart(job, { uploadId, partNumber, body }, context) {
    try {
        const etag = await context.direct.uploadPart({ bucket: job.bucket, key: job.key, uploadId, partNumber, body }, context.signal);
        if (etag !== undefined)
            return etag;
    }
    catch (error) {
        throw (0,transfer_failure/* transferFailure */.K)(error, 'UploadPart', job.bucket, job.key);
    }
    const result = await context.client
        .send((s3) => new s3.UploadPartCommand({
        Bucket: job.bucket,
        Key: job.key,
        UploadId: uploadId,
        PartNumber: partNumber,
        Body: body,
        ContentLength: body.length,
    }), { abortSignal: context.signal })
        .catch((0,multipart_upload/* failedAs */.C)('UploadPart', job));
    // The SDK's body is not watched as it goes: counted on the wire once it is through.
    context.direct.wire.add(body.length);
    return result.ETag;
}


/***/ })

};

export const id = 899;
export const ids = [899];
export const modules = {

/***/ 8099:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ shardPlanRequestFrom),
/* harmony export */   Z: () => (/* binding */ SHARDS_OPTIONS)
/* harmony export */ });
/* harmony import */ var _endpoint_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5587);
/* harmony import */ var _sync_shard_cutter_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1836);
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3208);
/* harmony import */ var _connection_options_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8174);
/* harmony import */ var _option_table_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3265);
/* harmony import */ var _sync_options_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5151);






/**
 * The plan step of a sharded sync (issue 15), for the shards action and `s3-sync shards`: the
 * source is listed as the sync lists it, with the sync's own listing and connection options.
 */
const SHARDS_OPTIONS = {
    source: (0,_option_table_js__WEBPACK_IMPORTED_MODULE_4__/* .option */ .uK)({
        ..._sync_options_js__WEBPACK_IMPORTED_MODULE_5__/* .SYNC_OPTIONS */ .hV.source,
        description: "What the syncs will copy from: an S3 URL (s3://bucket/prefix) or, for uploads, a path (relative paths are taken from GITHUB_WORKSPACE). Use the syncs' own `source`.",
        parse: (value, name, context) => (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_0__/* .parseEndpoint */ .U)(name, value, context.baseDir),
    }),
    count: (0,_option_table_js__WEBPACK_IMPORTED_MODULE_4__/* .option */ .uK)({
        input: 'count',
        flag: 'count',
        kind: 'string',
        default: '',
        required: { accepts: `an integer from 1 to ${_sync_shard_cutter_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_SHARDS */ .hH} (the matrix's jobs)` },
        description: `How many key ranges to cut (1-${_sync_shard_cutter_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_SHARDS */ .hH}, a matrix's limit): one per sync job. Fewer come out when the source has fewer keys.`,
        parse: (value, name) => (0,_validate_js__WEBPACK_IMPORTED_MODULE_2__/* .parseInteger */ .cG)(name, value, 1, _sync_shard_cutter_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_SHARDS */ .hH),
    }),
    by: (0,_option_table_js__WEBPACK_IMPORTED_MODULE_4__/* .option */ .uK)({
        input: 'by',
        flag: 'by',
        kind: 'string',
        default: 'objects',
        description: "'objects': ranges of about equal object count (small objects: the per-request cost dominates); 'bytes': of about equal size.",
        parse: (value, name) => (0,_validate_js__WEBPACK_IMPORTED_MODULE_2__/* .parseChoice */ .HU)(name, value, _sync_shard_cutter_js__WEBPACK_IMPORTED_MODULE_1__/* .SHARD_MEASURES */ .B2),
    }),
    exclude: (0,_option_table_js__WEBPACK_IMPORTED_MODULE_4__/* .option */ .uK)({
        ..._sync_options_js__WEBPACK_IMPORTED_MODULE_5__/* .SYNC_OPTIONS */ .hV.exclude,
        description: "The syncs' own `exclude` patterns: the plan balances the ranges over the keys the syncs will copy, not over keys they skip.",
    }),
    include: (0,_option_table_js__WEBPACK_IMPORTED_MODULE_4__/* .option */ .uK)({
        ..._sync_options_js__WEBPACK_IMPORTED_MODULE_5__/* .SYNC_OPTIONS */ .hV.include,
        description: "The syncs' own `include` patterns (after the excludes, as in the sync).",
    }),
    lister: _sync_options_js__WEBPACK_IMPORTED_MODULE_5__/* .SYNC_OPTIONS */ .hV.lister,
    listConcurrency: _sync_options_js__WEBPACK_IMPORTED_MODULE_5__/* .SYNC_OPTIONS */ .hV.listConcurrency,
    pageSize: _sync_options_js__WEBPACK_IMPORTED_MODULE_5__/* .SYNC_OPTIONS */ .hV.pageSize,
    followSymlinks: _sync_options_js__WEBPACK_IMPORTED_MODULE_5__/* .SYNC_OPTIONS */ .hV.followSymlinks,
    ..._connection_options_js__WEBPACK_IMPORTED_MODULE_3__/* .CONNECTION_OPTIONS */ .Ur,
};
function shardPlanRequestFrom(values, env, frontEnd, filters = (0,_sync_options_js__WEBPACK_IMPORTED_MODULE_5__/* .actionFilterOrder */ .lH)(values)) {
    return {
        filters,
        source: values.source,
        count: values.count,
        by: values.by,
        lister: values.lister,
        listConcurrency: values.listConcurrency,
        pageSize: values.pageSize,
        followSymlinks: values.followSymlinks,
        client: (0,_connection_options_js__WEBPACK_IMPORTED_MODULE_3__/* .clientSettingsFrom */ .Xw)(values, env, frontEnd),
    };
}


/***/ }),

/***/ 203:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ ShardsOutputs),
/* harmony export */   _: () => (/* binding */ shardRenderer)
/* harmony export */ });
/* harmony import */ var _shard_report_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(326);

/** The shards action's outputs, spelled as in shards/action.yml. */
const ShardsOutputs = {
    Shards: 'shards',
    Count: 'count',
    Objects: 'objects',
    Bytes: 'bytes',
};
/**
 * The plan step of a sharded sync, told once for the action and the CLI: the matrix as the
 * output `shards` (what `fromJSON` takes), the ranges as a table in the log and on the
 * terminal, and as a table in the job summary.
 */
const shardRenderer = {
    warnings: () => [],
    // Keys are untrusted: the table quotes them (and the publisher keeps each line one line).
    logLines: ({ plan }) => (0,_shard_report_js__WEBPACK_IMPORTED_MODULE_0__/* .renderShardTable */ .rv)(plan).trimEnd().split('\n'),
    outputs: ({ plan }) => ({
        [ShardsOutputs.Shards]: JSON.stringify((0,_shard_report_js__WEBPACK_IMPORTED_MODULE_0__/* .shardMatrix */ ._b)(plan)),
        [ShardsOutputs.Count]: String(plan.shards.length),
        [ShardsOutputs.Objects]: String(plan.objects),
        [ShardsOutputs.Bytes]: String(plan.bytes),
    }),
    summary: ({ plan, source }) => (0,_shard_report_js__WEBPACK_IMPORTED_MODULE_0__/* .renderShardSummary */ .N)(plan, source),
    text: ({ plan }) => (0,_shard_report_js__WEBPACK_IMPORTED_MODULE_0__/* .renderShardTable */ .rv)(plan),
};


/***/ }),

/***/ 326:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ renderShardSummary),
/* harmony export */   _b: () => (/* binding */ shardMatrix),
/* harmony export */   rv: () => (/* binding */ renderShardTable)
/* harmony export */ });
/* harmony import */ var _sync_key_range_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(641);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2772);
/* harmony import */ var _summary_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8979);
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
    return `${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCountOf */ .gL)(plan.shards.length, 'key range')} (asked for ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(plan.count)}, by ${plan.by}) over ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCountOf */ .gL)(plan.objects, 'object')} (${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatSize */ .Xq)(plan.bytes)}), listed in ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatSeconds */ .Xo)(plan.seconds)}`;
}
/** The ranges as a terminal table; keys quoted (JSON.stringify), so none can forge a line. */
function renderShardTable(plan) {
    const rows = [['shard', 'range', 'objects', 'bytes']];
    for (const s of plan.shards)
        rows.push([String(s.shard), (0,_sync_key_range_js__WEBPACK_IMPORTED_MODULE_0__/* .describeKeyRange */ .mm)(s), (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(s.objects), (0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatSize */ .Xq)(s.bytes)]);
    const table = (0,_text_table_js__WEBPACK_IMPORTED_MODULE_3__/* .textTable */ .e)(rows, [1]);
    return `${table}\n${headline(plan)}\n`;
}
const MAX_KEY_CHARS = 200;
/** The ranges for the job summary: keys HTML-escaped, long ones cut. */
function renderShardSummary(plan, source) {
    const key = (text, open) => text === undefined || text === '' ? `_${open}_` : (0,_summary_text_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(text, MAX_KEY_CHARS);
    const lines = [
        `## S3 sync shards of ${(0,_summary_text_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(source, Number.POSITIVE_INFINITY)}`,
        '',
        `${headline(plan)}. Each range is (start-after, end-at], keys relative to the prefix, in S3's byte order; the last is open-ended.`,
        '',
        '| shard | start-after | end-at | objects | bytes |',
        '|---:|---|---|---:|---:|',
        ...plan.shards.map((s) => `| ${s.shard} | ${key(s.startAfter, 'the beginning')} | ${key(s.endAt, 'the end')} | ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4)(s.objects)} | ${(0,_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatSize */ .Xq)(s.bytes)} |`),
        '',
    ];
    return lines.join('\n');
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

/***/ 5241:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ planShards)
/* harmony export */ });
/* harmony import */ var _s3_aws_config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7461);
/* harmony import */ var _filters_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1785);
/* harmony import */ var _shard_cutter_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1836);
/* harmony import */ var _sync_sides_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9550);




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
        const side = (0,_sync_sides_js__WEBPACK_IMPORTED_MODULE_3__/* .listS3Side */ .En)({ ...source.location, prefix: (0,_sync_sides_js__WEBPACK_IMPORTED_MODULE_3__/* .folderPrefix */ .Z4)(source.location.prefix) }, {
            // The AWS config files read before the listing builds its clients (aws-config.ts).
            client: await (0,_s3_aws_config_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveClientSettings */ .vr)(request.client),
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
        batches = (0,_sync_sides_js__WEBPACK_IMPORTED_MODULE_3__/* .listLocalSide */ .f0)(source.path, {
            followSymlinks: request.followSymlinks,
            signal: options.signal,
            onWarning: (w) => options.onWarning?.(`skipped ${JSON.stringify(w.path)}: ${w.message}`),
            mustExist: true,
        });
    }
    const cutter = new _shard_cutter_js__WEBPACK_IMPORTED_MODULE_2__/* .ShardCutter */ .IB();
    const passes = (0,_filters_js__WEBPACK_IMPORTED_MODULE_1__/* .createFilter */ .H)(request.filters);
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

export const id = 441;
export const ids = [441];
export const modules = {

/***/ 8441:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  LS_HELP: () => (/* binding */ LS_HELP),
  lsCommand: () => (/* binding */ lsCommand),
  readLsArgs: () => (/* binding */ readLsArgs)
});

// EXTERNAL MODULE: ./build/s3/aws-config.js
var aws_config = __webpack_require__(7461);
// EXTERNAL MODULE: ./build/s3/client.js + 4 modules
var client = __webpack_require__(4013);
// EXTERNAL MODULE: ./build/s3/list/list-objects.js + 11 modules
var list_objects = __webpack_require__(5649);
// EXTERNAL MODULE: ./build/s3/list/list-types.js
var list_types = __webpack_require__(7738);
// EXTERNAL MODULE: ./build/s3/list/single-lister.js
var single_lister = __webpack_require__(6180);
// EXTERNAL MODULE: ./build/s3/location.js
var s3_location = __webpack_require__(1984);
// EXTERNAL MODULE: ./build/s3/s3-failure.js
var s3_failure = __webpack_require__(6602);
// EXTERNAL MODULE: ./build/options/connection-options.js
var connection_options = __webpack_require__(8174);
// EXTERNAL MODULE: ./build/options/option-table.js
var option_table = __webpack_require__(3265);
// EXTERNAL MODULE: ./build/options/sync-options.js + 3 modules
var sync_options = __webpack_require__(5151);
// EXTERNAL MODULE: ./build/validate.js
var validate = __webpack_require__(3208);
// EXTERNAL MODULE: ./build/report/format.js
var format = __webpack_require__(2772);
;// CONCATENATED MODULE: ./build/cli/format-ls.js

/**
 * Lines in the aws-cli's `s3 ls --recursive` format: local date and time, the size right-aligned
 * in ten columns (with --human-readable, as `1.5 KiB`, on every line as the aws-cli does), then
 * the key.
 */
class LsLineFormatter {
    humanReadable;
    constructor(humanReadable = false) {
        this.humanReadable = humanReadable;
    }
    // Listings come in bursts of the same second; format each second once.
    lastSecond = NaN;
    lastStamp = '';
    line(key, size, lastModifiedMs) {
        // Keys are untrusted: their control characters are shown escaped (see the README).
        const shown = this.humanReadable ? humanSize(size) : String(size);
        return `${this.stamp(lastModifiedMs)} ${shown.padStart(10)} ${(0,format/* oneLogLine */.Hr)(key)}\n`;
    }
    stamp(ms) {
        const second = Math.floor(ms / 1000);
        if (second !== this.lastSecond) {
            const d = new Date(second * 1000);
            const two = (n) => String(n).padStart(2, '0');
            this.lastStamp = `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
            this.lastSecond = second;
        }
        return this.lastStamp;
    }
}
function prefixLine(prefix) {
    return `${' '.repeat(27)}PRE ${(0,format/* oneLogLine */.Hr)(prefix)}\n`;
}
function summaryLines(objects, bytes, humanReadable) {
    return `\nTotal Objects: ${objects}\n   Total Size: ${humanReadable ? humanSize(bytes) : bytes}\n`;
}
/** The aws-cli's --human-readable sizes: 1.0 KiB, 3.5 MiB... */
function humanSize(bytes) {
    return (0,format/* formatSize */.Xq)(bytes, 'aws-cli');
}

// EXTERNAL MODULE: ./build/cli/output.js
var output = __webpack_require__(8288);
// EXTERNAL MODULE: ./build/cli/parse-verb-args.js
var parse_verb_args = __webpack_require__(5270);
;// CONCATENATED MODULE: ./build/cli/ls-command.js














/** `ls` lists as sync does, with the same listing and connection options. */
const LS_OPTIONS = {
    url: (0,option_table/* option */.uK)({
        argument: '[s3://bucket[/prefix]]',
        kind: 'string',
        default: '',
        description: 'What to list: a prefix of a bucket; without it, the buckets.',
        parse: (text) => text.trim(),
    }),
    lister: sync_options/* SYNC_OPTIONS */.hV.lister,
    listConcurrency: sync_options/* SYNC_OPTIONS */.hV.listConcurrency,
    pageSize: sync_options/* SYNC_OPTIONS */.hV.pageSize,
    ...connection_options/* CONNECTION_OPTIONS */.Ur,
    recursive: {
        ...(0,option_table/* cliFlag */.vM)('recursive', 'List every key under the prefix, not one level.'),
        short: 'r',
    },
    summarize: (0,option_table/* cliFlag */.vM)('summarize', 'End with the number of objects and their total size.'),
    humanReadable: (0,option_table/* cliFlag */.vM)('human-readable', "Sizes in KiB, MiB, GiB (each object's and the --summarize total), as the aws-cli's."),
    report: (0,option_table/* option */.uK)({
        flag: 'report',
        kind: 'string',
        valueName: 'json',
        default: '',
        description: "With --recursive, 'json' prints the listing's report (objects, pages, seconds) on stdout, as one line of JSON after the listing.",
        parse: (text, name) => text.trim() === '' ? undefined : (0,validate/* parseChoice */.HU)(name, text, ['json']),
    }),
};
const LS_HELP = {
    command: 's3-sync ls',
    table: LS_OPTIONS,
    purpose: "List buckets, or one level of a prefix (common prefixes as PRE lines), or with --recursive every key under it, in the aws-cli's format.",
};
/** ls's flags and its one argument, through its table. */
function readLsArgs(args) {
    const { values: flags, positionals } = (0,parse_verb_args/* parseVerbArgs */.ym)('s3-sync ls', LS_OPTIONS, args);
    if (positionals.length > 1)
        throw (0,parse_verb_args/* wrongArguments */.uv)('s3-sync ls', 'at most one argument, an S3 URL', positionals);
    const values = (0,option_table/* readCliOptions */.Z)(LS_OPTIONS, flags, { baseDir: process.cwd() }, { url: positionals[0] ?? '' });
    return { values, positionals };
}
/** `s3-sync ls`, with the aws-cli's output: buckets, one level with PRE lines, or --recursive. */
async function lsCommand(args, signal) {
    const { values, positionals } = readLsArgs(args);
    // The profile's endpoint and region, read before the first client is made (aws-config.ts).
    const resolved = await (0,aws_config/* resolveClientSettings */.vr)((0,connection_options/* clientSettingsFrom */.Xw)(values, process.env, 'cli'));
    const client = { ...resolved, maxSockets: 4 };
    const { report, lister, pageSize } = values;
    if (positionals.length === 0)
        return listBuckets(client);
    const location = (0,s3_location/* parseS3Url */.F$)(positionals[0], 'ls');
    const format = new LsLineFormatter(values.humanReadable);
    let objects = 0;
    let bytes = 0;
    let reportLine = '';
    if (values.recursive) {
        const listing = (0,list_objects/* listObjects */.L)({
            client,
            bucket: location.bucket,
            prefix: location.prefix,
            lister,
            pageSize,
            listConcurrency: values.listConcurrency,
            signal,
        });
        for await (const batch of listing) {
            let text = '';
            for (const entry of batch) {
                text += format.line(entry.key, entry.size, entry.lastModifiedMs);
                bytes += entry.size;
            }
            objects += batch.length;
            await (0,output/* writeOut */.sD)(text);
        }
        if (report) {
            const s = listing.stats;
            const seconds = ((s.finishedAtMs ?? Date.now()) - s.startedAtMs) / 1000;
            // On stdout, after the listing: --report json is data, on one stream for every verb.
            reportLine = `${JSON.stringify({
                lister: s.lister,
                objects: s.objects,
                pages: s.pages,
                retries: s.retries,
                bytes: s.bytes,
                ranges: s.ranges,
                splits: s.splits,
                wastedPages: s.wastedPages,
                maxInFlight: s.maxInFlight,
                workerUtilization: s.workerUtilization === undefined
                    ? undefined
                    : Math.round(s.workerUtilization * 1000) / 1000,
                seconds,
                firstPageSeconds: (s.firstPageMs ?? 0) / 1000,
                keysPerSecond: seconds > 0 ? Math.round(s.objects / seconds) : 0,
            })}\n`;
        }
    }
    else {
        ({ objects, bytes } = await listOneLevel(client, location, { pageSize, signal }, format));
    }
    if (values.summarize)
        await (0,output/* writeOut */.sD)(summaryLines(objects, bytes, values.humanReadable));
    await (0,output/* writeOut */.sD)(reportLine);
    return 0;
}
/**
 * Without --recursive the aws-cli shows one level: common prefixes as PRE lines, then objects.
 * The level is listed as every listing is (`listSingle`, with a delimiter): the same bounds, and
 * every key and common prefix checked (inside the prefix, in order, within S3's length).
 */
async function listOneLevel(settings, location, level, format) {
    const connection = (0,client/* createS3Connection */.t)(settings);
    const shown = location.prefix.lastIndexOf('/') + 1;
    let objects = 0;
    let bytes = 0;
    let text = '';
    try {
        const main = (0,list_objects/* mainThreadListing */.i)(connection, { client: settings, bucket: location.bucket, prefix: location.prefix, signal: level.signal }, level.pageSize);
        const pages = (0,single_lister/* listSingle */.d)({
            ...main,
            startAfter: undefined,
            upper: undefined,
            delimiter: '/',
            onPrefixes: (prefixes) => {
                for (const prefix of prefixes)
                    text += prefixLine(prefix.slice(shown));
            },
        }, (0,list_types/* newListStats */.g5)('single'));
        for await (const page of pages) {
            for (const entry of page) {
                text += format.line(entry.key.slice(shown), entry.size, entry.lastModifiedMs);
                objects++;
                bytes += entry.size;
            }
            await (0,output/* writeOut */.sD)(text);
            text = '';
        }
    }
    finally {
        connection.close();
    }
    return { objects, bytes };
}
async function listBuckets(settings) {
    const connection = (0,client/* createS3Connection */.t)(settings);
    try {
        const result = await connection.client.send((s3) => new s3.ListBucketsCommand({}));
        const format = new LsLineFormatter();
        let text = '';
        for (const b of result.Buckets ?? []) {
            text += format.line(b.Name ?? '', 0, b.CreationDate?.getTime() ?? 0).replace(/ +0 /, ' ');
        }
        await (0,output/* writeOut */.sD)(text);
        return 0;
    }
    catch (error) {
        throw (0,s3_failure/* s3FailureFromSdk */.H)(error, 'ListBuckets', '*');
    }
    finally {
        connection.close();
    }
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


/***/ })

};

import { resolveClientSettings } from '../s3/aws-config.js';
import { createS3Connection } from '../s3/client.js';
import { listObjects, mainThreadListing } from '../s3/list/list-objects.js';
import { newListStats } from '../s3/list/list-types.js';
import { listSingle } from '../s3/list/single-lister.js';
import { parseS3Url, type S3Location } from '../s3/location.js';
import { s3FailureFromSdk } from '../s3/s3-failure.js';
import { CONNECTION_OPTIONS, clientSettingsFrom } from '../options/connection-options.js';
import { cliFlag, option, readCliOptions } from '../options/option-table.js';
import { SYNC_OPTIONS } from '../options/sync-options.js';
import { parseChoice } from '../validate.js';
import { LsLineFormatter, prefixLine, summaryLines } from './format-ls.js';
import { writeOut } from './output.js';
import { parseVerbArgs, wrongArguments } from './parse-verb-args.js';
import type { VerbHelp } from './verb-help.js';

/** `ls` lists as sync does, with the same listing and connection options. */
const LS_OPTIONS = {
  url: option({
    argument: '[s3://bucket[/prefix]]',
    kind: 'string',
    default: '',
    description: 'What to list: a prefix of a bucket; without it, the buckets.',
    parse: (text) => text.trim(),
  }),
  lister: SYNC_OPTIONS.lister,
  listConcurrency: SYNC_OPTIONS.listConcurrency,
  pageSize: SYNC_OPTIONS.pageSize,
  ...CONNECTION_OPTIONS,
  recursive: {
    ...cliFlag('recursive', 'List every key under the prefix, not one level.'),
    short: 'r',
  },
  summarize: cliFlag('summarize', 'End with the number of objects and their total size.'),
  humanReadable: cliFlag(
    'human-readable',
    "Sizes in KiB, MiB, GiB (each object's and the --summarize total), as the aws-cli's.",
  ),
  report: option({
    flag: 'report',
    kind: 'string',
    valueName: 'json',
    default: '',
    description:
      "With --recursive, 'json' prints the listing's report (objects, pages, seconds) on stdout, as one line of JSON after the listing.",
    parse: (text, name) =>
      text.trim() === '' ? undefined : parseChoice(name, text, ['json'] as const),
  }),
} as const;

export const LS_HELP: VerbHelp = {
  command: 's3-sync ls',
  table: LS_OPTIONS,
  purpose:
    "List buckets, or one level of a prefix (common prefixes as PRE lines), or with --recursive every key under it, in the aws-cli's format.",
};

/** ls's flags and its one argument, through its table. */
export function readLsArgs(args: readonly string[]) {
  const { values: flags, positionals } = parseVerbArgs('s3-sync ls', LS_OPTIONS, args);
  if (positionals.length > 1)
    throw wrongArguments('s3-sync ls', 'at most one argument, an S3 URL', positionals);
  const values = readCliOptions(
    LS_OPTIONS,
    flags,
    { baseDir: process.cwd() },
    { url: positionals[0] ?? '' },
  );
  return { values, positionals };
}

/** `s3-sync ls`, with the aws-cli's output: buckets, one level with PRE lines, or --recursive. */
export async function lsCommand(args: string[], signal: AbortSignal): Promise<number> {
  const { values, positionals } = readLsArgs(args);
  // The profile's endpoint and region, read before the first client is made (aws-config.ts).
  const resolved = await resolveClientSettings(clientSettingsFrom(values, process.env, 'cli'));
  const client = { ...resolved, maxSockets: 4 };
  const { report, lister, pageSize } = values;

  if (positionals.length === 0) return listBuckets(client);
  const location = parseS3Url(positionals[0]!, 'ls');
  const format = new LsLineFormatter(values.humanReadable);
  let objects = 0;
  let bytes = 0;
  let reportLine = '';
  if (values.recursive) {
    const listing = listObjects({
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
      await writeOut(text);
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
        workerUtilization:
          s.workerUtilization === undefined
            ? undefined
            : Math.round(s.workerUtilization * 1000) / 1000,
        seconds,
        firstPageSeconds: (s.firstPageMs ?? 0) / 1000,
        keysPerSecond: seconds > 0 ? Math.round(s.objects / seconds) : 0,
      })}\n`;
    }
  } else {
    ({ objects, bytes } = await listOneLevel(client, location, { pageSize, signal }, format));
  }
  if (values.summarize) await writeOut(summaryLines(objects, bytes, values.humanReadable));
  await writeOut(reportLine);
  return 0;
}

/**
 * Without --recursive the aws-cli shows one level: common prefixes as PRE lines, then objects.
 * The level is listed as every listing is (`listSingle`, with a delimiter): the same bounds, and
 * every key and common prefix checked (inside the prefix, in order, within S3's length).
 */
async function listOneLevel(
  settings: Parameters<typeof createS3Connection>[0],
  location: S3Location,
  level: { readonly pageSize: number; readonly signal: AbortSignal },
  format: LsLineFormatter,
): Promise<{ objects: number; bytes: number }> {
  const connection = createS3Connection(settings);
  const shown = location.prefix.lastIndexOf('/') + 1;
  let objects = 0;
  let bytes = 0;
  let text = '';
  try {
    const main = mainThreadListing(
      connection,
      { client: settings, bucket: location.bucket, prefix: location.prefix, signal: level.signal },
      level.pageSize,
    );
    const pages = listSingle(
      {
        ...main,
        startAfter: undefined,
        upper: undefined,
        delimiter: '/',
        onPrefixes: (prefixes) => {
          for (const prefix of prefixes) text += prefixLine(prefix.slice(shown));
        },
      },
      newListStats('single'),
    );
    for await (const page of pages) {
      for (const entry of page) {
        text += format.line(entry.key.slice(shown), entry.size, entry.lastModifiedMs);
        objects++;
        bytes += entry.size;
      }
      await writeOut(text);
      text = '';
    }
  } finally {
    connection.close();
  }
  return { objects, bytes };
}

async function listBuckets(settings: Parameters<typeof createS3Connection>[0]): Promise<number> {
  const connection = createS3Connection(settings);
  try {
    const result = await connection.client.send((s3) => new s3.ListBucketsCommand({}));
    const format = new LsLineFormatter();
    let text = '';
    for (const b of result.Buckets ?? []) {
      text += format.line(b.Name ?? '', 0, b.CreationDate?.getTime() ?? 0).replace(/ +0 /, ' ');
    }
    await writeOut(text);
    return 0;
  } catch (error) {
    throw s3FailureFromSdk(error, 'ListBuckets', '*');
  } finally {
    connection.close();
  }
}

import { ListBucketsCommand, paginateListObjectsV2 } from '@aws-sdk/client-s3';
import { resolveClientSettings } from '../s3/aws-config.js';
import { createS3Connection } from '../s3/client.js';
import { decodeUrlEncodedKey } from '../s3/list/decode-key.js';
import { compareKeys } from '../s3/list/key-order.js';
import { ListedKeyCheck } from '../s3/list/listed-keys.js';
import { listObjects } from '../s3/list/list-objects.js';
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
    ({ objects, bytes } = await listOneLevel(client, location, pageSize, format));
  }
  if (values.summarize) await writeOut(summaryLines(objects, bytes, values.humanReadable));
  await writeOut(reportLine);
  return 0;
}

/** Without --recursive the aws-cli shows one level: common prefixes as PRE lines, then objects. */
async function listOneLevel(
  settings: Parameters<typeof createS3Connection>[0],
  location: S3Location,
  pageSize: number,
  format: LsLineFormatter,
): Promise<{ objects: number; bytes: number }> {
  const connection = createS3Connection(settings);
  let objects = 0;
  let bytes = 0;
  try {
    const pages = paginateListObjectsV2(
      { client: connection.client, pageSize },
      {
        Bucket: location.bucket,
        Prefix: location.prefix || undefined,
        Delimiter: '/',
        EncodingType: 'url',
      },
    );
    const check = new LevelCheck(location);
    for await (const page of pages) {
      const decode = (s: string | undefined) =>
        page.EncodingType === 'url' ? decodeUrlEncodedKey(s ?? '') : (s ?? '');
      const prefixes = (page.CommonPrefixes ?? []).map((p) => decode(p.Prefix));
      const contents = page.Contents ?? [];
      const keys = contents.map((o) => decode(o.Key));
      check.page(keys, prefixes);
      let text = '';
      for (const p of prefixes) text += prefixLine(p.slice(location.prefix.lastIndexOf('/') + 1));
      for (const [i, o] of contents.entries()) {
        text += format.line(
          keys[i]!.slice(location.prefix.lastIndexOf('/') + 1),
          o.Size ?? 0,
          o.LastModified?.getTime() ?? 0,
        );
        objects++;
        bytes += o.Size ?? 0;
      }
      await writeOut(text);
    }
  } catch (error) {
    throw s3FailureFromSdk(error, 'ListObjectsV2', location.bucket, location.prefix || undefined);
  } finally {
    connection.close();
  }
  return { objects, bytes };
}

/**
 * One level of a listing, checked as the lister checks every key (listed-keys.ts): the keys and
 * the common prefixes inside the prefix asked for, within S3's length, and together in strictly
 * increasing byte order, page after page. S3 sorts each list of a page and pages one range after
 * the other, so their merge is the level's order; a key equal to a common prefix, or either out
 * of order, breaks it. The paginator is the SDK's: nothing else checks what it returns.
 */
class LevelCheck {
  private readonly names: ListedKeyCheck;

  constructor(location: S3Location) {
    this.names = new ListedKeyCheck(location, undefined);
  }

  /** Throws an S3Error naming the first key or common prefix that breaks a rule. */
  page(keys: readonly string[], prefixes: readonly string[]): void {
    let k = 0;
    let p = 0;
    while (k < keys.length || p < prefixes.length) {
      const key =
        p >= prefixes.length || (k < keys.length && compareKeys(keys[k]!, prefixes[p]!) <= 0);
      this.names.check(key ? keys[k++]! : prefixes[p++]!);
    }
  }
}

async function listBuckets(settings: Parameters<typeof createS3Connection>[0]): Promise<number> {
  const connection = createS3Connection(settings);
  try {
    const result = await connection.client.send(new ListBucketsCommand({}));
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

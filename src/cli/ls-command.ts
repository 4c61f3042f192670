import { parseArgs } from 'node:util';
import { ListBucketsCommand, paginateListObjectsV2 } from '@aws-sdk/client-s3';
import { InputError } from '../errors.js';
import { createS3Connection } from '../s3/client.js';
import { decodeUrlEncodedKey } from '../s3/list/decode-key.js';
import { listObjects } from '../s3/list/list-objects.js';
import { parseS3Url, type S3Location } from '../s3/location.js';
import { s3FailureFromSdk } from '../s3/s3-failure.js';
import { CONNECTION_OPTIONS, clientSettingsFrom } from '../options/connection-options.js';
import { cliFlag, option, parseArgsOptions, readCliOptions } from '../options/option-table.js';
import { SYNC_OPTIONS } from '../options/sync-options.js';
import { parseChoice } from '../validate.js';
import { LsLineFormatter, prefixLine, summaryLines } from './format-ls.js';
import { writeOut } from './output.js';

export const LS_USAGE = `usage: s3-sync ls [s3://bucket[/prefix]] [--recursive] [--bucket-lister single|threaded] [--list-concurrency auto|N]
                  [--page-size N] [--summarize] [--human-readable] [--report json]
                  [--endpoint-url URL] [--region R] [--force-path-style true|false]`;

/** `ls` lists as sync does, with the same listing and connection options. */
const LS_OPTIONS = {
  lister: SYNC_OPTIONS.lister,
  listConcurrency: SYNC_OPTIONS.listConcurrency,
  pageSize: SYNC_OPTIONS.pageSize,
  ...CONNECTION_OPTIONS,
  recursive: cliFlag('recursive', 'List every key under the prefix, not one level.'),
  summarize: cliFlag('summarize', 'End with the number of objects and their total size.'),
  humanReadable: cliFlag('human-readable', 'Sizes in KiB, MiB, GiB.'),
  report: option({
    flag: 'report',
    kind: 'string',
    default: '',
    description: "Print the listing's report on stderr: 'json'.",
    parse: (text, name) =>
      text.trim() === '' ? undefined : parseChoice(name, text, ['json'] as const),
  }),
} as const;

/** `s3-sync ls`, with the aws-cli's output: buckets, one level with PRE lines, or --recursive. */
export async function lsCommand(args: string[], signal: AbortSignal): Promise<number> {
  const { values: flags, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { ...parseArgsOptions(LS_OPTIONS), recursive: { type: 'boolean', short: 'r' } },
  });
  if (positionals.length > 1)
    throw new InputError('ls', positionals.join(' '), 'at most one S3 URL');
  const values = readCliOptions(LS_OPTIONS, flags, { baseDir: process.cwd() });
  const client = { ...clientSettingsFrom(values, process.env, 'cli'), maxSockets: 4 };
  const { report, lister, pageSize } = values;

  if (positionals.length === 0) return listBuckets(client);
  const location = parseS3Url(positionals[0]!, 'ls');
  const format = new LsLineFormatter();
  let objects = 0;
  let bytes = 0;
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
      process.stderr.write(
        `${JSON.stringify({
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
        })}\n`,
      );
    }
  } else {
    ({ objects, bytes } = await listOneLevel(client, location, pageSize, format));
  }
  if (values.summarize) await writeOut(summaryLines(objects, bytes, values.humanReadable));
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
    for await (const page of pages) {
      const decode = (s: string | undefined) =>
        page.EncodingType === 'url' ? decodeUrlEncodedKey(s ?? '') : (s ?? '');
      let text = '';
      for (const p of page.CommonPrefixes ?? [])
        text += prefixLine(decode(p.Prefix).slice(location.prefix.lastIndexOf('/') + 1));
      for (const o of page.Contents ?? []) {
        const key = decode(o.Key);
        text += format.line(
          key.slice(location.prefix.lastIndexOf('/') + 1),
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

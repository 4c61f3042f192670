import { parseArgs } from 'node:util';
import { checkEndpoints, parseEndpoint } from '../endpoint.js';
import { InputError } from '../errors.js';
import { LISTER_KINDS, MAX_PAGE_SIZE } from '../s3/list/list-types.js';
import { executeSync } from '../report/execute-sync.js';
import type { FilterRule } from '../sync/filters.js';
import {
  DEFAULT_CONCURRENCY,
  MAX_CONCURRENCY,
  MAX_PART_BYTES,
  MIN_PART_BYTES,
  type SyncRequest,
} from '../sync/sync-request.js';
import { parseByteSize, parseChoice, parseInteger, parseListConcurrency } from '../validate.js';
import { CLIENT_FLAGS, clientSettingsFromFlags } from './client-flags.js';
import { oneLogLine } from '../report/format.js';
import { LineBuffer, safeJson } from './output.js';
import { renderReportTable } from './report-table.js';

export const SYNC_USAGE = `usage: s3-sync sync SRC DST [options]
       s3-sync cp SRC DST --recursive [options]
  SRC and DST: s3://bucket/prefix or a local folder (at least one in S3)
  --delete --dryrun --size-only --exact-timestamps --exclude P --include P
  --follow-symlinks | --no-follow-symlinks   --quiet --only-show-errors
  --concurrency N (1-${MAX_CONCURRENCY}, default ${DEFAULT_CONCURRENCY})  --page-size N  --bucket-lister single|threaded  --list-concurrency auto|N
  --multipart-threshold SIZE --multipart-chunksize SIZE
  --storage-class C --sse AES256|aws:kms --sse-kms-key-id ID --acl ACL
  --cache-control V --content-type T --metadata k=v,k2=v2
  --report table|json   --endpoint-url URL --region R --force-path-style B --checksum-mode M`;

const FLAGS = {
  ...CLIENT_FLAGS,
  recursive: { type: 'boolean', short: 'r' },
  delete: { type: 'boolean' },
  dryrun: { type: 'boolean' },
  'size-only': { type: 'boolean' },
  'exact-timestamps': { type: 'boolean' },
  exclude: { type: 'string', multiple: true },
  include: { type: 'string', multiple: true },
  'follow-symlinks': { type: 'boolean' },
  'no-follow-symlinks': { type: 'boolean' },
  quiet: { type: 'boolean' },
  'only-show-errors': { type: 'boolean' },
  concurrency: { type: 'string' },
  'page-size': { type: 'string' },
  'bucket-lister': { type: 'string' },
  'list-concurrency': { type: 'string' },
  'multipart-threshold': { type: 'string' },
  'multipart-chunksize': { type: 'string' },
  'storage-class': { type: 'string' },
  sse: { type: 'string' },
  'sse-kms-key-id': { type: 'string' },
  acl: { type: 'string' },
  'cache-control': { type: 'string' },
  'content-type': { type: 'string' },
  metadata: { type: 'string' },
  report: { type: 'string' },
} as const;

function parseMetadata(value: string | undefined): Record<string, string> | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (trimmed.startsWith('{')) {
    try {
      return JSON.parse(trimmed) as Record<string, string>;
    } catch {
      throw new InputError(
        '--metadata',
        value,
        'key=value pairs separated by commas, or a JSON object',
      );
    }
  }
  const entries = trimmed.split(',').map((pair) => {
    const eq = pair.indexOf('=');
    if (eq <= 0)
      throw new InputError(
        '--metadata',
        value,
        'key=value pairs separated by commas, or a JSON object',
      );
    return [pair.slice(0, eq).trim(), pair.slice(eq + 1).trim()] as const;
  });
  return Object.fromEntries(entries);
}

/** `s3-sync sync` and `s3-sync cp --recursive`: the action's engine, from a terminal. */
export async function syncCommand(
  verb: 'sync' | 'cp',
  args: string[],
  signal: AbortSignal,
): Promise<number> {
  const { values, positionals, tokens } = parseArgs({
    args,
    allowPositionals: true,
    tokens: true,
    options: FLAGS,
  });
  if (positionals.length !== 2)
    throw new InputError(verb, positionals.join(' '), 'two arguments: SRC and DST');
  if (verb === 'cp' && !values.recursive) {
    throw new InputError(
      'cp',
      positionals.join(' '),
      'used with --recursive (s3-sync copies prefixes and folders; use aws s3 cp for one object)',
    );
  }
  if (verb === 'sync' && values.recursive)
    throw new InputError('--recursive', 'true', 'left out: sync is always recursive');
  const cwd = process.cwd();
  const source = parseEndpoint('SRC', positionals[0]!, cwd);
  const destination = parseEndpoint('DST', positionals[1]!, cwd);
  checkEndpoints(source, destination, ['SRC', 'DST']);
  if (values.delete && verb === 'cp')
    throw new InputError('--delete', 'true', 'used with sync, not cp');
  // The aws-cli applies --exclude and --include in the order they were typed.
  const filters: FilterRule[] = (tokens ?? [])
    .filter((t) => t.kind === 'option' && (t.name === 'exclude' || t.name === 'include'))
    .map((t) => ({
      kind: (t as { name: string }).name as 'include' | 'exclude',
      pattern: String((t as { value?: string }).value ?? ''),
    }));
  const report =
    values.report === undefined
      ? undefined
      : parseChoice('--report', values.report, ['table', 'json'] as const);

  const request: SyncRequest = {
    source,
    destination,
    mode: verb,
    lister: parseChoice('--bucket-lister', values['bucket-lister'] ?? 'threaded', LISTER_KINDS),
    listConcurrency: parseListConcurrency(
      '--list-concurrency',
      values['list-concurrency'] ?? 'auto',
    ),
    delete: values.delete ?? false,
    dryrun: values.dryrun ?? false,
    sizeOnly: values['size-only'] ?? false,
    exactTimestamps: values['exact-timestamps'] ?? false,
    filters,
    followSymlinks: !values['no-follow-symlinks'],
    concurrency: parseInteger(
      '--concurrency',
      values.concurrency ?? String(DEFAULT_CONCURRENCY),
      1,
      MAX_CONCURRENCY,
    ),
    pageSize: parseInteger(
      '--page-size',
      values['page-size'] ?? String(MAX_PAGE_SIZE),
      1,
      MAX_PAGE_SIZE,
    ),
    multipartThresholdBytes: parseByteSize(
      '--multipart-threshold',
      values['multipart-threshold'] ?? '8MB',
      MIN_PART_BYTES,
      MAX_PART_BYTES,
    ),
    multipartChunksizeBytes: parseByteSize(
      '--multipart-chunksize',
      values['multipart-chunksize'] ?? '8MB',
      MIN_PART_BYTES,
      MAX_PART_BYTES,
    ),
    client: clientSettingsFromFlags(values),
    objectOptions: {
      storageClass: values['storage-class'],
      sse: values.sse,
      sseKmsKeyId: values['sse-kms-key-id'],
      acl: values.acl,
      cacheControl: values['cache-control'],
      contentType: values['content-type'],
      metadata: parseMetadata(values.metadata),
    },
  };
  const quiet = values.quiet || values['only-show-errors'];
  const out = new LineBuffer();
  const flusher = setInterval(() => out.flush(), 200);
  flusher.unref();
  const { report: result, error } = await executeSync(request, {
    signal,
    // Lines hold keys, which are untrusted: control characters are shown escaped (oneLogLine),
    // so a key cannot forge a line, or start a workflow command when run in a workflow.
    onLine: quiet && !request.dryrun ? undefined : (line) => out.push(oneLogLine(line)),
    onWarning: values.quiet
      ? undefined
      : (message) => process.stderr.write(`warning: ${oneLogLine(message)}\n`),
  }).finally(() => {
    clearInterval(flusher);
    out.flush();
  });
  if (report === 'json') process.stderr.write(`${safeJson(result)}\n`);
  else if (report === 'table') process.stderr.write(renderReportTable(result));
  if (error) throw error;
  return 0;
}

import { checkEndpoints, parseEndpoint } from '../endpoint.js';
import { InputError } from '../errors.js';
import { LISTER_KINDS, MAX_PAGE_SIZE } from '../s3/list/list-types.js';
import { compareKeys } from '../s3/list/key-order.js';
import type { FilterRule } from '../sync/filters.js';
import { isWholeRange, type KeyRange } from '../sync/key-range.js';
import {
  MAX_CONCURRENCY,
  MAX_PART_BYTES,
  MIN_PART_BYTES,
  type SyncRequest,
} from '../sync/sync-request.js';
import {
  parseBoolean,
  parseByteSize,
  parseChoice,
  parseInteger,
  parseListConcurrency,
} from '../validate.js';
import { CONNECTION_OPTIONS, clientSettingsFrom } from './connection-options.js';
import { lines, option, optionName, type FrontEnd, type OptionValues } from './option-table.js';
import { IF_NO_FILES_FOUND_OPTION } from './if-no-files-found.js';
import { OBJECT_OPTIONS, objectOptionsFrom } from './object-options.js';

const ENDPOINT_FORM = "an S3 URL such as 's3://bucket/prefix' or a path";
const bool = (text: string, name: string) => parseBoolean(name, text);

/** Every option of a sync, for the action and the CLI alike. */
export const SYNC_OPTIONS = {
  source: option({
    input: 'source',
    argument: 'SRC',
    kind: 'string',
    default: '',
    required: { accepts: ENDPOINT_FORM },
    description:
      'Where to copy from: an S3 URL (s3://bucket/prefix) or a path (relative paths are taken from GITHUB_WORKSPACE).',
    parse: (value, name, context) => parseEndpoint(name, value, context.baseDir),
  }),
  destination: option({
    input: 'destination',
    argument: 'DST',
    kind: 'string',
    default: '',
    required: { accepts: ENDPOINT_FORM },
    description:
      'Where to copy to: an S3 URL (s3://bucket/prefix) or a path (relative paths are taken from GITHUB_WORKSPACE). Two local paths is an error.',
    parse: (value, name, context) => parseEndpoint(name, value, context.baseDir),
  }),
  mode: option({
    input: 'mode',
    argument: 'the verb (sync or cp)',
    kind: 'string',
    default: 'sync',
    description:
      "'sync' copies what differs (as `aws s3 sync`); 'cp' copies everything (as `aws s3 cp --recursive`).",
    parse: (value, name) => parseChoice(name, value, ['sync', 'cp'] as const),
  }),
  lister: option({
    input: 'bucket-lister',
    flag: 'bucket-lister',
    kind: 'string',
    default: 'threaded',
    description:
      "'threaded' lists in a worker thread and sends the next request as soon as the token is known; 'single' sends one request at a time, each once the page before it is whole.",
    parse: (value, name) => parseChoice(name, value, LISTER_KINDS),
  }),
  listConcurrency: option({
    input: 'list-concurrency',
    flag: 'list-concurrency',
    kind: 'string',
    default: 'auto',
    description:
      "Key ranges the threaded lister lists at once: 'auto' adapts to the bucket (a bucket of under 1,000 keys costs one request), 1 is one chain of requests as the aws-cli makes.",
    parse: (value, name) => parseListConcurrency(name, value),
  }),
  delete: option({
    input: 'delete',
    flag: 'delete',
    kind: 'boolean',
    default: 'false',
    description:
      'Delete destination files that the source does not have (sync mode only; excluded files are kept).',
    parse: bool,
  }),
  dryrun: option({
    input: 'dryrun',
    flag: 'dryrun',
    kind: 'boolean',
    default: 'false',
    description: 'Print what would be done, and change nothing.',
    parse: bool,
  }),
  sizeOnly: option({
    input: 'size-only',
    flag: 'size-only',
    kind: 'boolean',
    default: 'false',
    description: 'Compare sizes only, not timestamps, to decide what to sync.',
    parse: bool,
  }),
  exactTimestamps: option({
    input: 'exact-timestamps',
    flag: 'exact-timestamps',
    kind: 'boolean',
    default: 'false',
    description:
      'When downloading, copy files whose timestamps differ from the objects at all, not only older ones.',
    parse: bool,
  }),
  checksum: option({
    input: 'checksum',
    flag: 'checksum',
    kind: 'boolean',
    default: 'false',
    description:
      'Same size: copy when the content (MD5) differs, whatever the times. S3 MD5s from ETags or `s3sync-md5` metadata; objects with neither use size and time, counted in the report (see the README\'s "Publish a CI build: only what changed, then invalidate the CDN").',
    parse: bool,
  }),
  startAfter: option({
    input: 'start-after',
    flag: 'start-after',
    kind: 'string',
    default: '',
    description:
      "One shard of a sync: only keys after this one, relative to the prefix (or folder) of both sides, in S3's byte order. Blank: from the first key. The shards action (`shards/action.yml`) or `s3-sync shards` cuts the ranges.",
    // Kept as given: a CLI flag may hold a key that starts or ends with a space (action inputs
    // come trimmed, which is why the plan never ends a range at such a key).
    parse: (value) => value,
  }),
  endAt: option({
    input: 'end-at',
    flag: 'end-at',
    kind: 'string',
    default: '',
    description:
      'One shard of a sync: only keys up to and including this one, relative to the prefix (or folder). Blank: to the last key. `delete` deletes only inside the range.',
    cliDescription:
      'One shard of a sync: only keys up to and including this one, relative to the prefix (or folder). Default: to the last key. --delete deletes only inside the range.',
    parse: (value) => value,
  }),
  exclude: option({
    input: 'exclude',
    flag: 'exclude',
    kind: 'lines',
    default: '',
    description:
      'Patterns to exclude, one per line (aws-cli syntax: *, ?, [seq]), matched against each path relative to the source. Every path starts included; all excludes apply, then all includes (then those of args, in the order typed), and the last pattern that matches a path decides.',
    cliDescription:
      'A pattern to exclude (aws-cli syntax: *, ?, [seq]), matched against each path relative to SRC; repeat the flag for more. Every path starts included; --exclude and --include apply in the order typed, and the last that matches a path decides, as in the aws-cli.',
    parse: lines,
  }),
  include: option({
    input: 'include',
    flag: 'include',
    kind: 'lines',
    default: '',
    description:
      'Patterns to include again, one per line: they apply after every exclude, so they bring back part of what an exclude left out.',
    cliDescription:
      'A pattern to include again; repeat the flag for more. It brings back what an --exclude typed before it left out (the last pattern that matches a path decides).',
    parse: lines,
  }),
  followSymlinks: option({
    input: 'follow-symlinks',
    flag: 'follow-symlinks',
    negatable: true,
    kind: 'boolean',
    default: 'true',
    description: 'Follow symbolic links when uploading (as the aws-cli does by default).',
    parse: bool,
  }),
  ifNoFilesFound: IF_NO_FILES_FOUND_OPTION,
  concurrency: option({
    input: 'concurrency',
    flag: 'concurrency',
    kind: 'string',
    default: '64',
    description: `Transfers in flight at once (1-${MAX_CONCURRENCY}).`,
    parse: (value, name) => parseInteger(name, value, 1, MAX_CONCURRENCY),
  }),
  pageSize: option({
    input: 'page-size',
    flag: 'page-size',
    kind: 'string',
    default: String(MAX_PAGE_SIZE),
    description: `Keys per ListObjectsV2 request (1-${MAX_PAGE_SIZE}).`,
    parse: (value, name) => parseInteger(name, value, 1, MAX_PAGE_SIZE),
  }),
  multipartThreshold: option({
    input: 'multipart-threshold',
    flag: 'multipart-threshold',
    kind: 'string',
    default: '8MB',
    description:
      "Objects at or above this size are uploaded in parts and downloaded with parallel ranged GETs (e.g. '8MB', '64MiB').",
    parse: (value, name) => parseByteSize(name, value, MIN_PART_BYTES, MAX_PART_BYTES),
  }),
  multipartChunksize: option({
    input: 'multipart-chunksize',
    flag: 'multipart-chunksize',
    kind: 'string',
    default: '8MB',
    description: 'The size of each part (5MiB to 5GiB).',
    parse: (value, name) => parseByteSize(name, value, MIN_PART_BYTES, MAX_PART_BYTES),
  }),
  ...OBJECT_OPTIONS,
  ...CONNECTION_OPTIONS,
} as const;

export type SyncOptionValues = OptionValues<typeof SYNC_OPTIONS>;

/**
 * The one way from option values to a SyncRequest, for both front-ends: the checks between
 * options, the filters, the client settings (with the environment) and the object options.
 */
export function syncRequestFrom(
  values: SyncOptionValues,
  env: NodeJS.ProcessEnv,
  frontEnd: FrontEnd,
  filters: readonly FilterRule[] = actionFilterOrder(values),
): SyncRequest {
  const name = (key: keyof typeof SYNC_OPTIONS) => optionName(SYNC_OPTIONS[key], frontEnd) ?? key;
  if (values.delete && values.mode === 'cp') {
    throw new InputError(
      name('delete'),
      'true',
      frontEnd === 'action'
        ? "'false' when mode is 'cp' (delete works with mode 'sync')"
        : 'used with sync, not cp',
    );
  }
  if (values.checksum && values.mode === 'cp') {
    throw new InputError(
      name('checksum'),
      'true',
      frontEnd === 'action'
        ? "'false' when mode is 'cp' (cp copies everything; checksum works with mode 'sync')"
        : 'used with sync, not cp',
    );
  }
  if (values.checksum && values.sizeOnly) {
    throw new InputError(
      name('checksum'),
      'true',
      `used without ${name('sizeOnly')} (size-only skips same-size files that checksum would compare)`,
    );
  }
  return {
    range: keyRangeFrom(values, name),
    source: values.source,
    destination: values.destination,
    mode: values.mode,
    lister: values.lister,
    listConcurrency: values.listConcurrency,
    delete: values.delete,
    dryrun: values.dryrun,
    sizeOnly: values.sizeOnly,
    exactTimestamps: values.exactTimestamps,
    checksum: values.checksum,
    filters,
    followSymlinks: values.followSymlinks,
    concurrency: values.concurrency,
    pageSize: values.pageSize,
    multipartThresholdBytes: values.multipartThreshold,
    multipartChunksizeBytes: values.multipartChunksize,
    client: clientSettingsFrom(values, env, frontEnd),
    objectOptions: objectOptionsFrom(values),
    ifNoFilesFound: values.ifNoFilesFound,
  };
}

/** start-after and end-at as a KeyRange; an end before the start names both options. */
function keyRangeFrom(
  values: SyncOptionValues,
  name: (key: 'startAfter' | 'endAt') => string,
): KeyRange | undefined {
  const range: KeyRange = { startAfter: values.startAfter, endAt: values.endAt || undefined };
  if (isWholeRange(range)) return undefined;
  if (range.endAt !== undefined && compareKeys(range.endAt, range.startAfter) < 0) {
    throw new InputError(
      name('endAt'),
      range.endAt,
      `a key at or after ${name('startAfter')} (${JSON.stringify(range.startAfter)}) in S3's byte order`,
    );
  }
  return range;
}

/** Both sides checked together; `names` are how the front-end calls them. */
export function checkSyncEndpoints(values: SyncOptionValues, names?: [string, string]): void {
  checkEndpoints(values.source, values.destination, names);
}

/**
 * The aws-cli applies filters in command-line order. The action has two inputs, so excludes go
 * first and an include can bring back part of what was excluded.
 */
export function actionFilterOrder(values: {
  readonly exclude: readonly string[];
  readonly include: readonly string[];
}): FilterRule[] {
  return [
    ...values.exclude.map((pattern) => ({ kind: 'exclude' as const, pattern })),
    ...values.include.map((pattern) => ({ kind: 'include' as const, pattern })),
  ];
}

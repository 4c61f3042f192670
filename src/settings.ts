import { Inputs } from './constants.js';
import { checkEndpoints, parseEndpoint } from './endpoint.js';
import { InputError } from './errors.js';
import type { ClientSettings } from './s3/client-settings.js';
import { LISTER_KINDS, MAX_PAGE_SIZE } from './s3/list/list-types.js';
import type { FilterRule } from './sync/filters.js';
import {
  MAX_CONCURRENCY,
  MAX_PART_BYTES,
  MIN_PART_BYTES,
  type SyncRequest,
} from './sync/sync-request.js';
import {
  parseBoolean,
  parseByteSize,
  parseChoice,
  parseEndpointUrl,
  parseInteger,
  parseListConcurrency,
} from './validate.js';

/** Everything the action was asked to do, read and checked once. */
export interface Settings extends SyncRequest {
  readonly summary: boolean;
  readonly failOnEmpty: boolean;
  /** Values to mask in logs. */
  readonly secrets: readonly string[];
}

/** Reads one input as the runner passes it (`INPUT_<NAME>`); '' when not given. */
export type InputReader = (name: string) => string;

function lines(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * Reads and validates every input in one place. Empty means "use the default" only where
 * action.yml says so; anything else that does not parse is an InputError naming the input.
 */
export function readSettings(input: InputReader, env: NodeJS.ProcessEnv = process.env): Settings {
  const required = (name: string) => {
    const value = input(name);
    if (value.trim() === '')
      throw new InputError(
        name,
        value,
        "given (it is required): an S3 URL such as 's3://bucket/prefix' or a path",
      );
    return value;
  };
  const optional = (name: string, fallback: string) =>
    input(name).trim() === '' ? fallback : input(name);
  const workspace = env.GITHUB_WORKSPACE || process.cwd();

  const source = parseEndpoint(Inputs.Source, required(Inputs.Source), workspace);
  const destination = parseEndpoint(Inputs.Destination, required(Inputs.Destination), workspace);
  checkEndpoints(source, destination);

  const mode = parseChoice(Inputs.Mode, optional(Inputs.Mode, 'sync'), ['sync', 'cp'] as const);
  const deleteExtra = parseBoolean(Inputs.Delete, optional(Inputs.Delete, 'false'));
  if (deleteExtra && mode === 'cp') {
    throw new InputError(
      Inputs.Delete,
      'true',
      "'false' when mode is 'cp' (delete works with mode 'sync')",
    );
  }
  // The aws-cli applies filters in command-line order; with two inputs, excludes go first so
  // that an include can bring back part of what was excluded.
  const filters: FilterRule[] = [
    ...lines(input(Inputs.Exclude)).map((pattern) => ({ kind: 'exclude' as const, pattern })),
    ...lines(input(Inputs.Include)).map((pattern) => ({ kind: 'include' as const, pattern })),
  ];

  const accessKeyId = input(Inputs.AwsAccessKeyId).trim();
  const secretAccessKey = input(Inputs.AwsSecretAccessKey).trim();
  const sessionToken = input(Inputs.AwsSessionToken).trim();
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    const missing = accessKeyId ? Inputs.AwsSecretAccessKey : Inputs.AwsAccessKeyId;
    throw new InputError(
      missing,
      '',
      `given together with '${accessKeyId ? Inputs.AwsAccessKeyId : Inputs.AwsSecretAccessKey}'`,
    );
  }

  const endpointText = optional(
    Inputs.EndpointUrl,
    env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL || '',
  );
  const endpointUrl = endpointText ? parseEndpointUrl(Inputs.EndpointUrl, endpointText) : undefined;
  const pathStyle = input(Inputs.ForcePathStyle).trim();
  const checksum = input(Inputs.ChecksumMode).trim();
  const client: Omit<ClientSettings, 'maxSockets'> = {
    region: optional(Inputs.Region, env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1').trim(),
    endpointUrl,
    forcePathStyle: pathStyle ? parseBoolean(Inputs.ForcePathStyle, pathStyle) : undefined,
    checksumMode: checksum
      ? parseChoice(Inputs.ChecksumMode, checksum, ['when_supported', 'when_required'] as const)
      : undefined,
    credentials: accessKeyId
      ? { accessKeyId, secretAccessKey, sessionToken: sessionToken || undefined }
      : undefined,
  };

  return {
    source,
    destination,
    mode,
    lister: parseChoice(
      Inputs.BucketLister,
      optional(Inputs.BucketLister, 'threaded'),
      LISTER_KINDS,
    ),
    listConcurrency: parseListConcurrency(
      Inputs.ListConcurrency,
      optional(Inputs.ListConcurrency, 'auto'),
    ),
    delete: deleteExtra,
    dryrun: parseBoolean(Inputs.Dryrun, optional(Inputs.Dryrun, 'false')),
    sizeOnly: parseBoolean(Inputs.SizeOnly, optional(Inputs.SizeOnly, 'false')),
    exactTimestamps: parseBoolean(
      Inputs.ExactTimestamps,
      optional(Inputs.ExactTimestamps, 'false'),
    ),
    filters,
    followSymlinks: parseBoolean(Inputs.FollowSymlinks, optional(Inputs.FollowSymlinks, 'true')),
    concurrency: parseInteger(
      Inputs.Concurrency,
      optional(Inputs.Concurrency, '64'),
      1,
      MAX_CONCURRENCY,
    ),
    pageSize: parseInteger(Inputs.PageSize, optional(Inputs.PageSize, '1000'), 1, MAX_PAGE_SIZE),
    multipartThresholdBytes: parseByteSize(
      Inputs.MultipartThreshold,
      optional(Inputs.MultipartThreshold, '8MB'),
      MIN_PART_BYTES,
      MAX_PART_BYTES,
    ),
    multipartChunksizeBytes: parseByteSize(
      Inputs.MultipartChunksize,
      optional(Inputs.MultipartChunksize, '8MB'),
      MIN_PART_BYTES,
      MAX_PART_BYTES,
    ),
    client,
    objectOptions: {},
    summary: parseBoolean(Inputs.Summary, optional(Inputs.Summary, 'true')),
    failOnEmpty: parseBoolean(Inputs.FailOnEmpty, optional(Inputs.FailOnEmpty, 'false')),
    secrets: [secretAccessKey, sessionToken].filter((s) => s !== ''),
  };
}

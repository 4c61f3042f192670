import { CONNECTION_OPTIONS } from '../options/connection-options.js';
import { option } from '../options/option-table.js';
import { parseBoolean, parseDuration } from '../validate.js';
import { CACHE_OPTIONS } from './cache-options.js';

/** A duration input, which the CLI's `cache prune` takes as the flag of the same name. */
const duration = (input: string, fallback: string, description: string) =>
  option({
    input,
    flag: input,
    kind: 'string',
    default: fallback,
    description,
    parse: (text, name) => parseDuration(name, text),
  });

/**
 * cache/prune's inputs: the CLI's `cache prune` and `cache rm` options, the cache actions'
 * bucket and keyspace, and the connection group. Only a scheduled or manual job should run it,
 * with a role that may delete (README, "The IAM policies").
 */
export const PRUNE_OPTIONS = {
  bucket: {
    ...CACHE_OPTIONS.bucket,
    description:
      'The cache store to prune: s3://bucket/prefix, as the cache steps name it. Default: the S3_SYNC_CACHE_BUCKET environment variable. Every keyspace under it is pruned (packs are shared between them).',
  },
  olderThan: duration(
    'older-than',
    '30d',
    'Remove entries saved longer ago than this (a number and s, m, h or d: 90s, 30m, 12h, 7d), then every pack and blob no remaining entry reads.',
  ),
  grace: duration(
    'grace',
    '1d',
    "Never remove a pack or blob younger than this, whether or not an entry reads it: a save uploads its packs before its entry, so this must be longer than a save takes (and than the clocks' skew).",
  ),
  deleteKey: option({
    input: 'delete-key',
    kind: 'string',
    default: '',
    description:
      "Delete mode: remove this key's entries (every scope and version, in this repository's keyspace, or the shared one with cross-repository), then the packs and blobs no entry reads; older-than is not used.",
    parse: (text) => text.trim(),
  }),
  crossRepository: {
    ...CACHE_OPTIONS.crossRepository,
    description:
      "With delete-key: remove the key from the keyspace every repository shares, not this repository's own.",
  },
  ...CONNECTION_OPTIONS,
  summary: option({
    input: 'summary',
    kind: 'boolean',
    default: 'true',
    description: 'Write what was removed and kept to the job summary.',
    parse: (text, name) => parseBoolean(name, text),
  }),
} as const;

/** The prune action's output names, spelled as in cache/prune/action.yml. */
export const PruneOutputs = {
  EntriesRemoved: 'entries-removed',
  ObjectsRemoved: 'objects-removed',
  BytesRemoved: 'bytes-removed',
} as const;

import { parseEndpoint } from '../endpoint.js';
import type { ShardPlanRequest } from '../sync/plan-shards.js';
import { MAX_SHARDS, SHARD_MEASURES } from '../sync/shard-cutter.js';
import { parseChoice, parseInteger } from '../validate.js';
import { CONNECTION_OPTIONS, clientSettingsFrom } from './connection-options.js';
import { option, type FrontEnd, type OptionValues } from './option-table.js';
import { actionFilterOrder, SYNC_OPTIONS } from './sync-options.js';
import type { FilterRule } from '../sync/filters.js';

/**
 * The plan step of a sharded sync (issue 15), for the shards action and `s3-sync shards`: the
 * source is listed as the sync lists it, with the sync's own listing and connection options.
 */
export const SHARDS_OPTIONS = {
  source: option({
    ...SYNC_OPTIONS.source,
    description:
      "What the syncs will copy from: an S3 URL (s3://bucket/prefix) or, for uploads, a path (relative paths are taken from GITHUB_WORKSPACE). Use the syncs' own `source`.",
    parse: (value, name, context) => parseEndpoint(name, value, context.baseDir),
  }),
  count: option({
    input: 'count',
    flag: 'count',
    kind: 'string',
    default: '',
    required: { accepts: `an integer from 1 to ${MAX_SHARDS} (the matrix's jobs)` },
    description: `How many key ranges to cut (1-${MAX_SHARDS}, a matrix's limit): one per sync job. Fewer come out when the source has fewer keys.`,
    parse: (value, name) => parseInteger(name, value, 1, MAX_SHARDS),
  }),
  by: option({
    input: 'by',
    flag: 'by',
    kind: 'string',
    default: 'objects',
    description:
      "'objects': ranges of about equal object count (small objects: the per-request cost dominates); 'bytes': of about equal size.",
    parse: (value, name) => parseChoice(name, value, SHARD_MEASURES),
  }),
  exclude: option({
    ...SYNC_OPTIONS.exclude,
    description:
      "The syncs' own `exclude` patterns: the plan balances the ranges over the keys the syncs will copy, not over keys they skip.",
  }),
  include: option({
    ...SYNC_OPTIONS.include,
    description: "The syncs' own `include` patterns (after the excludes, as in the sync).",
  }),
  lister: SYNC_OPTIONS.lister,
  listConcurrency: SYNC_OPTIONS.listConcurrency,
  pageSize: SYNC_OPTIONS.pageSize,
  followSymlinks: SYNC_OPTIONS.followSymlinks,
  ...CONNECTION_OPTIONS,
} as const;

export type ShardsOptionValues = OptionValues<typeof SHARDS_OPTIONS>;

export function shardPlanRequestFrom(
  values: ShardsOptionValues,
  env: NodeJS.ProcessEnv,
  frontEnd: FrontEnd,
  filters: readonly FilterRule[] = actionFilterOrder(values),
): ShardPlanRequest {
  return {
    filters,
    source: values.source,
    count: values.count,
    by: values.by,
    lister: values.lister,
    listConcurrency: values.listConcurrency,
    pageSize: values.pageSize,
    followSymlinks: values.followSymlinks,
    client: clientSettingsFrom(values, env, frontEnd),
  };
}

import { resolveClientSettings } from '../s3/aws-config.js';
import type { ClientSettings } from '../s3/client-settings.js';
import type { ListConcurrency, ListerKind, ListStats } from '../s3/list/list-types.js';
import { createFilter, type FilterRule } from './filters.js';
import { ShardCutter, type Shard, type ShardMeasure } from './shard-cutter.js';
import { folderPrefix, listLocalSide, listS3Side, type AnySyncEntry } from './sync-sides.js';
import type { Endpoint } from './sync-request.js';
import type { WalkWarning } from './walk-local.js';

export interface ShardPlanRequest {
  readonly source: Endpoint;
  readonly count: number;
  readonly by: ShardMeasure;
  /** The syncs' exclude/include rules: keys they skip weigh nothing in the balance. */
  readonly filters: readonly FilterRule[];
  readonly lister: ListerKind;
  readonly listConcurrency?: ListConcurrency | undefined;
  readonly pageSize: number;
  readonly followSymlinks: boolean;
  readonly client: Omit<ClientSettings, 'maxSockets'>;
}

export interface ShardPlan {
  readonly shards: readonly Shard[];
  readonly count: number;
  readonly by: ShardMeasure;
  readonly objects: number;
  readonly bytes: number;
  readonly seconds: number;
  /** The S3 listing's figures; undefined for a folder. */
  readonly listing: ListStats | undefined;
}

/**
 * The plan step of a sharded sync: lists the source exactly as the sync's source side lists it
 * (the same folder prefix, the same walk), so the ranges are in the keys the syncs compare.
 */
export async function planShards(
  request: ShardPlanRequest,
  options: {
    readonly signal: AbortSignal;
    readonly onWarning?: ((message: string) => void) | undefined;
    readonly onDebug?: ((message: string) => void) | undefined;
  },
): Promise<ShardPlan> {
  const started = Date.now();
  const { source } = request;
  let listing: ListStats | undefined;
  let batches: AsyncIterable<readonly AnySyncEntry[]>;
  if (source.kind === 's3') {
    const side = listS3Side(
      { ...source.location, prefix: folderPrefix(source.location.prefix) },
      {
        // The AWS config files read before the listing builds its clients (aws-config.ts).
        client: await resolveClientSettings(request.client),
        lister: request.lister,
        listConcurrency: request.listConcurrency,
        pageSize: request.pageSize,
        signal: options.signal,
        onDebug: options.onDebug,
      },
    );
    listing = side.stats;
    batches = side.batches;
  } else {
    batches = listLocalSide(source.path, {
      followSymlinks: request.followSymlinks,
      signal: options.signal,
      onWarning: (w: WalkWarning) =>
        options.onWarning?.(`skipped ${JSON.stringify(w.path)}: ${w.message}`),
      mustExist: true,
    });
  }
  const cutter = new ShardCutter();
  const passes = createFilter(request.filters);
  for await (const batch of batches) {
    for (const entry of batch) if (passes(entry.rel)) cutter.add(entry.rel, entry.size);
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

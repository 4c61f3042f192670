import type { TempFile } from '../transfer/temp-files.js';
import type { S3Session } from '../s3/s3-session.js';
import type { ListStats } from '../s3/list/list-types.js';
import { prefetch } from './prefetch.js';
import { SyncPhase, countedPhase, type SyncProgress } from './sync-progress.js';
import type { SyncRequest } from './sync-request.js';
import { listLocalSide, listS3Side, type AnySyncEntry } from './sync-sides.js';
import type { WalkWarning } from './walk-local.js';

// Pages read ahead on each side. Transfers of small objects are slower than listing, so more
// would only hold the listing in memory (a 100k download measured 296 MB of RSS with 16).
const PREFETCH_BATCHES = 4;

export interface BothSides {
  readonly source: AsyncIterable<readonly AnySyncEntry[]>;
  /** Undefined for `cp`, which never reads the destination. */
  readonly destination: AsyncIterable<readonly AnySyncEntry[]> | undefined;
  /** The S3 source listing's own figures (pages, ranges, retries); undefined for a folder. */
  readonly sourceList: ListStats | undefined;
}

/**
 * Starts listing both sides at once, each read ahead into a small buffer and counted into its
 * phase. `source` and `destination` are the request's, with S3 prefixes made folder prefixes.
 */
export function listBothSides(
  request: Pick<
    SyncRequest,
    | 'source'
    | 'destination'
    | 'mode'
    | 'lister'
    | 'listConcurrency'
    | 'pageSize'
    | 'followSymlinks'
    | 'range'
  >,
  session: S3Session,
  progress: SyncProgress,
  hooks: {
    readonly onWarning?: ((message: string) => void) | undefined;
    readonly onDebug?: ((message: string) => void) | undefined;
    /** Temporary files the destination's walk meets, for the sweep of dead runs'. */
    readonly onTempFile?: ((file: TempFile) => void) | undefined;
  },
): BothSides {
  const signal = session.signal;
  const onWarning = (w: WalkWarning) =>
    hooks.onWarning?.(`skipped ${JSON.stringify(w.path)}: ${w.message}`);
  const listOptions = {
    client: session.clientSettings,
    lister: request.lister,
    listConcurrency: request.listConcurrency,
    pageSize: request.pageSize,
    signal,
    onDebug: hooks.onDebug,
    range: request.range,
  };
  const { source, destination } = request;
  let sourceList: ListStats | undefined;
  let sourceBatches: AsyncIterable<readonly AnySyncEntry[]>;
  if (source.kind === 's3') {
    const side = listS3Side(source.location, listOptions);
    sourceList = side.stats;
    sourceBatches = side.batches;
  } else {
    sourceBatches = listLocalSide(source.path, {
      followSymlinks: request.followSymlinks,
      signal,
      onWarning,
      mustExist: true,
      range: request.range,
    });
  }
  let destinationBatches: AsyncIterable<readonly AnySyncEntry[]> | undefined;
  if (request.mode === 'sync') {
    const listed: AsyncIterable<readonly AnySyncEntry[]> =
      destination.kind === 's3'
        ? listS3Side(destination.location, listOptions).batches
        : // Never follow links at the destination: --delete must not reach through them.
          // Outside the range is another shard's: never compared, so never deleted.
          listLocalSide(destination.path, {
            followSymlinks: false,
            signal,
            onWarning,
            mustExist: false,
            onTempFile: hooks.onTempFile,
            range: request.range,
          });
    destinationBatches = prefetch(
      countedPhase(listed, progress, SyncPhase.ListDestination),
      PREFETCH_BATCHES,
    );
  }
  const counted = countedPhase(sourceBatches, progress, SyncPhase.ListSource, (n) =>
    progress.count('listed', n),
  );
  return {
    source: prefetch(counted, PREFETCH_BATCHES),
    destination: destinationBatches,
    sourceList,
  };
}

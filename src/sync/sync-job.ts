import type { ListStats } from '../s3/list/list-types.js';
import type { S3Session } from '../s3/s3-session.js';
import { ByteBudget } from '../transfer/byte-budget.js';
import { LargeTransferMeter } from '../transfer/large-transfer-meter.js';
import { LocalFolders } from '../transfer/local-folders.js';
import { LARGE_BYTES_IN_FLIGHT } from '../transfer/part-plan.js';
import { LeftoverSweeper } from '../transfer/temp-files.js';
import type { TransferContext } from '../transfer/transfer-context.js';
import { TransferPool } from '../transfer/transfer-pool.js';
import type { ChangedKeys } from './changed-keys.js';
import type { TransferDirection } from './compare-rules.js';
import { ContentChecker } from './content-check.js';
import type { FoldedNames } from './name-folding.js';
import { SyncPhase, newSyncProgress, type SyncProgress } from './sync-progress.js';
import type { Endpoint, SyncRequest } from './sync-request.js';
import { folderPrefix } from './sync-sides.js';

export interface SyncHooks {
  /** One line per object, in the aws-cli's words (`download: s3://b/k to dir/k`). */
  readonly onLine?: ((line: string) => void) | undefined;
  readonly onWarning?: ((message: string) => void) | undefined;
  readonly onDebug?: ((message: string) => void) | undefined;
  /** Called once, with the progress the run fills (a front-end's progress line reads it). */
  readonly onStart?: ((progress: SyncProgress) => void) | undefined;
  /** Called about once a second while the run goes on. */
  readonly onProgress?: ((progress: SyncProgress) => void) | undefined;
}

/**
 * One sync's shared context, made once by `startSyncJob` and passed as one object to each of its
 * steps (the listing, the plan's execution, each transfer): what they read (the request, with
 * both sides' prefixes as folders, the session, the hooks, the transfer context) and what they
 * add to (the progress, the pool's failures, the folders made, the leftovers swept, the keys
 * changed).
 */
export interface SyncJob {
  readonly request: SyncRequest;
  readonly session: S3Session;
  readonly hooks: SyncHooks;
  readonly progress: SyncProgress;
  readonly direction: TransferDirection;
  /** What every transfer of this sync needs (src/transfer/ knows no job, only this). */
  readonly context: TransferContext;
  /** Bounds the work in flight, and keeps each object's failure (also when the plan stops). */
  readonly pool: TransferPool;
  /** The local destination's folders, each made once; undefined for a bucket. */
  readonly folders: LocalFolders | undefined;
  readonly leftovers: LeftoverSweeper;
  /** --checksum: compares same-size paths' content; undefined without it. */
  readonly checker: ContentChecker | undefined;
  /** Set once the listings have started: a failure after that still reports them. */
  sourceList: ListStats | undefined;
  /** The file of keys written and deleted; undefined when not asked. */
  changed: ChangedKeys | undefined;
  /**
   * Local names claimed so far, where the destination's file system folds case or Unicode (set
   * once the destination is probed); undefined where it does not, or for a bucket.
   */
  names: FoldedNames | undefined;
}

export function directionOf(source: Endpoint, destination: Endpoint): TransferDirection {
  if (source.kind === 's3') return destination.kind === 's3' ? 'copy' : 'download';
  return 'upload';
}

export function startSyncJob(request: SyncRequest, session: S3Session, hooks: SyncHooks): SyncJob {
  const progress = newSyncProgress();
  progress.phases.wire = session.direct.wire;
  const direction = directionOf(request.source, request.destination);
  const source = normalize(request.source);
  const destination = normalize(request.destination);
  const checker = request.checksum
    ? new ContentChecker({
        source,
        destination,
        client: session.client,
        signal: session.signal,
        compare: { direction, exactTimestamps: request.exactTimestamps },
        destinationEtagsOpaque: destination.kind === 's3' && isKms(request.objectOptions.sse),
        onDebug: hooks.onDebug,
      })
    : undefined;
  return {
    request: { ...request, source, destination },
    session,
    hooks,
    progress,
    direction,
    context: transferContext(request, session, progress, hooks),
    pool: new TransferPool(request.concurrency),
    folders: destination.kind === 'local' ? new LocalFolders(destination.path) : undefined,
    leftovers: new LeftoverSweeper((file, failure) =>
      hooks.onWarning?.(
        `could not remove the leftover ${JSON.stringify(file.path)}: ${failure.message}`,
      ),
    ),
    checker,
    sourceList: undefined,
    changed: undefined,
    names: undefined,
  };
}

function transferContext(
  request: SyncRequest,
  session: S3Session,
  progress: SyncProgress,
  hooks: SyncHooks,
): TransferContext {
  return {
    client: session.client,
    direct: session.direct,
    signal: session.signal,
    multipartThresholdBytes: request.multipartThresholdBytes,
    multipartChunksizeBytes: request.multipartChunksizeBytes,
    streamCutoffBytes: request.streamCutoffBytes,
    budget: new ByteBudget(LARGE_BYTES_IN_FLIGHT, session.signal),
    meter: new LargeTransferMeter(),
    objectOptions: request.objectOptions,
    // Written by every sync, so that a later checksum sync compares from the first upload on.
    storeContentMd5: true,
    onBytes: (bytes) => {
      progress.count('bytesTransferred', bytes);
      progress.phases.add(SyncPhase.Transfer, 0, bytes);
    },
    onDebug: hooks.onDebug,
  };
}

/** SSE-KMS (and DSSE-KMS) objects' ETags are not the MD5 of their bodies. */
function isKms(sse: string | undefined): boolean {
  return sse !== undefined && sse.startsWith('aws:kms');
}

function normalize(endpoint: Endpoint): Endpoint {
  if (endpoint.kind === 'local') return endpoint;
  return {
    kind: 's3',
    location: { ...endpoint.location, prefix: folderPrefix(endpoint.location.prefix) },
  };
}

import { TransferError } from '../errors.js';
import type { ListStats } from '../s3/list/list-types.js';
import type { S3Session } from '../s3/s3-session.js';
import { ByteBudget } from '../transfer/byte-budget.js';
import { LargeTransferMeter, type LargeTransferStats } from '../transfer/large-transfer-meter.js';
import { LARGE_BYTES_IN_FLIGHT } from '../transfer/part-plan.js';
import type { TransferContext } from '../transfer/transfer-context.js';
import { LeftoverSweeper } from '../transfer/temp-files.js';
import type { StallCounts } from '../s3/stall-watch.js';
import { TransferPool } from '../transfer/transfer-pool.js';
import type { TransferDirection } from './compare-rules.js';
import { ChangedKeys } from './changed-keys.js';
import { checkContent, ContentChecker, type ContentCheckStats } from './content-check.js';
import { executePlan, type Failure } from './execute-plan.js';
import type { PlannedAction } from './sync-decisions.js';
import { createFilter } from './filters.js';
import { listBothSides } from './list-sides.js';
import { FoldedNames, foldName, foldsNames, probeNameFolding } from './name-folding.js';
import { planSync } from './plan-sync.js';
import { SyncPhase, newSyncProgress, type SyncProgress } from './sync-progress.js';
import { folderPrefix } from './sync-sides.js';
import type { Endpoint, SyncRequest } from './sync-request.js';

export interface SyncHooks {
  /** One line per object, in the aws-cli's words (`download: s3://b/k to dir/k`). */
  readonly onLine?: ((line: string) => void) | undefined;
  readonly onWarning?: ((message: string) => void) | undefined;
  readonly onDebug?: ((message: string) => void) | undefined;
  /** Called about once a second while the run goes on. */
  readonly onProgress?: ((progress: SyncProgress) => void) | undefined;
}

/** What a sync did, also when it failed part way: its caller reports it, then the error. */
export interface SyncResult {
  readonly progress: SyncProgress;
  readonly direction: TransferDirection;
  readonly sourceList: ListStats | undefined;
  readonly failures: readonly Failure[];
  /** Why the run stopped, or a TransferError naming the objects that failed; else undefined. */
  readonly error: Error | undefined;
  /** Throughput and CPU of the large transfers (issue 16). */
  readonly largeTransfers: LargeTransferStats;
  /** --checksum: what the content comparison did; undefined without it. */
  readonly checksums?: ContentCheckStats | undefined;
  /** The file of keys written and deleted, and how many it lists; undefined when not asked. */
  readonly changedKeys?: { readonly path: string; readonly count: number } | undefined;
}

const PART_CONCURRENCY = 8;
/**
 * Same-size paths being compared at once (a HEAD, or a file in the hash workers, each): enough
 * for several batches of small files in flight (src/transfer/file-md5.ts).
 */
const CONTENT_CHECKS = 256;
const PROGRESS_EVERY_MS = 1000;
const SAMPLE_EVERY_MS = 250;

/** Requests a sync keeps in flight at once: what its S3 session must be sized for. */
export function syncRequestsInFlight(request: Pick<SyncRequest, 'concurrency'>): number {
  return request.concurrency + PART_CONCURRENCY;
}

export function directionOf(source: Endpoint, destination: Endpoint): TransferDirection {
  if (source.kind === 's3') return destination.kind === 's3' ? 'copy' : 'download';
  return 'upload';
}

/**
 * The sync job: lists both sides at once, plans while they list, and transfers while it plans.
 * The first transfer starts after the first source page. Objects that fail do not stop the
 * others; the result says which failed, and its error is a TransferError naming them.
 */
export async function runSync(
  request: SyncRequest,
  session: S3Session,
  hooks: SyncHooks = {},
): Promise<SyncResult> {
  const progress = newSyncProgress();
  const direction = directionOf(request.source, request.destination);
  const signal = session.signal;
  const source = normalize(request.source);
  const destination = normalize(request.destination);
  const context: TransferContext = {
    client: session.client,
    direct: session.direct,
    signal,
    multipartThresholdBytes: request.multipartThresholdBytes,
    multipartChunksizeBytes: request.multipartChunksizeBytes,
    streamCutoffBytes: request.streamCutoffBytes,
    budget: new ByteBudget(LARGE_BYTES_IN_FLIGHT, signal),
    meter: new LargeTransferMeter(),
    objectOptions: request.objectOptions,
    storeContentMd5: request.checksum === true,
    onBytes: (bytes) => {
      progress.count('bytesTransferred', bytes);
      progress.phases.add(SyncPhase.Transfer, 0, bytes);
    },
    onDebug: hooks.onDebug,
  };
  const pool = new TransferPool(request.concurrency);
  const ticker = setInterval(() => {
    progress.sample();
    hooks.onProgress?.(progress);
  }, PROGRESS_EVERY_MS);
  ticker.unref();
  const sampler = setInterval(() => progress.sample(), SAMPLE_EVERY_MS);
  sampler.unref();

  const leftovers = new LeftoverSweeper((file, failure) =>
    hooks.onWarning?.(
      `could not remove the leftover ${JSON.stringify(file.path)}: ${failure.message}`,
    ),
  );
  let sourceList: ListStats | undefined;
  let error: Error | undefined;
  const checker = request.checksum
    ? new ContentChecker({
        source,
        destination,
        client: session.client,
        signal,
        compare: { direction, exactTimestamps: request.exactTimestamps },
        destinationEtagsOpaque: destination.kind === 's3' && isKms(request.objectOptions.sse),
        onDebug: hooks.onDebug,
      })
    : undefined;
  let changed: ChangedKeys | undefined;
  try {
    if (request.changedKeysPath !== undefined) changed = new ChangedKeys(request.changedKeysPath);
    const sides = listBothSides({ ...request, source, destination }, session, progress, {
      ...hooks,
      onTempFile: leftovers.offer,
    });
    sourceList = sides.sourceList;
    // A download into a folder whose file system folds names (case, Unicode) compares names as
    // it does, and keys that are one file there fail (a dry run reports them too).
    const folding =
      direction === 'download' && destination.kind === 'local'
        ? await probeNameFolding(destination.path, { create: !request.dryrun })
        : undefined;
    progress.phases.begin(SyncPhase.Plan);
    const steps = planSync(sides.source, sides.destination, {
      mode: request.mode,
      direction,
      delete: request.delete,
      sizeOnly: request.sizeOnly,
      exactTimestamps: request.exactTimestamps,
      checksum: checker !== undefined,
      filter: createFilter(request.filters),
      fold: folding && foldsNames(folding) ? (rel) => foldName(rel, folding) : undefined,
    });
    // Without --checksum the planner yields no `check` step, so its steps are actions as they are.
    const actions = checker
      ? checkContent(steps, checker, CONTENT_CHECKS)
      : (steps as AsyncIterable<PlannedAction>);
    await executePlan(actions, {
      source,
      destination,
      direction,
      dryrun: request.dryrun,
      pool,
      client: session.client,
      context,
      progress,
      onLine: hooks.onLine,
      onDebug: hooks.onDebug,
      onChanged: changed && ((name) => changed!.add(name)),
      // Keys that are one file on the destination's file system (case, normalization) fail.
      names: folding && new FoldedNames(folding),
    });
  } catch (caught) {
    // However an abort surfaced (the planner's check, a lister's error), report it as the abort.
    error = asError(signal.aborted ? signal.reason : caught);
  } finally {
    clearInterval(ticker);
    clearInterval(sampler);
    try {
      changed?.close();
    } catch (caught) {
      error ??= asError(caught);
    }
    progress.set('failed', pool.failures.length);
    await leftovers.settle();
    for (const [name, value] of Object.entries(session.stalls.counts()))
      progress.set(name as keyof StallCounts, value);
    progress.set('leftoversRemoved', leftovers.files);
    progress.set('leftoverBytesRemoved', leftovers.bytes);
    progress.finish();
  }
  // An abort during the last transfers is the run's error, not one failure per object it cut short.
  if (!error && signal.aborted) error = asError(signal.reason);
  if (!error && pool.failures.length > 0) error = new TransferError(pool.failures);
  const largeTransfers = context.meter.stats();
  return {
    progress,
    direction,
    sourceList,
    failures: pool.failures,
    error,
    largeTransfers,
    checksums: checker?.stats(),
    changedKeys: changed && { path: changed.filePath, count: changed.count },
  };
}

/** SSE-KMS (and DSSE-KMS) objects' ETags are not the MD5 of their bodies. */
function isKms(sse: string | undefined): boolean {
  return sse !== undefined && sse.startsWith('aws:kms');
}

function asError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value));
}

function normalize(endpoint: Endpoint): Endpoint {
  if (endpoint.kind === 'local') return endpoint;
  return {
    kind: 's3',
    location: { ...endpoint.location, prefix: folderPrefix(endpoint.location.prefix) },
  };
}

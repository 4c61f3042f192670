import type { FaultCounts } from './format-faults.js';
import type { TimelineSample } from '../job-progress.js';
import type { KeyRange } from '../sync/key-range.js';
import type { SyncRequest } from '../sync/sync-request.js';
import type { SyncResult } from '../sync/run-sync.js';
import { SyncPhase } from '../sync/sync-progress.js';
import { describeEndpoint } from '../sync/describe-endpoint.js';
import { checksumsReport, type ChecksumsReport } from './checksums.js';
import { largeTransfersReport, type LargeTransfersReport } from './large-transfers.js';
import { phaseNamed, phaseReports, round, type PhaseReport } from './phase-report.js';

export type { PhaseReport } from './phase-report.js';

/** The one report object of a run: the CLI prints it, the action turns it into outputs and a summary. */
export interface SyncReport {
  readonly source: string;
  readonly destination: string;
  readonly mode: string;
  readonly direction: string;
  readonly lister: string;
  readonly dryrun: boolean;
  /** The shard this run took (start-after, end-at]; absent for the whole prefix. */
  readonly range?: KeyRange | undefined;
  readonly totalSeconds: number;
  readonly firstTransferSeconds: number | undefined;
  readonly overlapSeconds: number;
  /** Whatever phases the job reported, in order. */
  readonly phases: readonly PhaseReport[];
  readonly counts: {
    readonly listed: number;
    readonly transferred: number;
    readonly skipped: number;
    readonly deleted: number;
    readonly failed: number;
    readonly bytesTransferred: number;
  } & Partial<FaultCounts>;
  readonly listing:
    | {
        readonly pages: number;
        readonly retries: number;
        readonly firstPageSeconds: number | undefined;
        /** Parallel key ranges: ranges listed, most requests in flight, pages thrown away. */
        readonly ranges: number;
        readonly splits: number;
        readonly maxInFlight: number;
        readonly wastedPages: number;
      }
    | undefined;
  /** --checksum: the content comparison and the hashing throughput; absent without it. */
  readonly checksums?: ChecksumsReport | undefined;
  /** The file of keys written and deleted (--changed-keys; the action's changed-keys-file). */
  readonly changedKeys?: { readonly path: string; readonly count: number } | undefined;
  /** MB/s and client CPU per MB of the large objects; absent when there were none. */
  readonly largeTransfers?: LargeTransfersReport | undefined;
  readonly timeline: readonly TimelineSample[];
  readonly failures: ReadonlyArray<{ readonly key: string; readonly message: string }>;
}

const MAX_FAILURES_KEPT = 100;

/** How long listing the source and transferring ran at the same time. */
function overlapSeconds(phases: readonly PhaseReport[]): number {
  const list = phaseNamed(phases, SyncPhase.ListSource);
  const transfer = phaseNamed(phases, SyncPhase.Transfer);
  if (list.startSeconds === undefined || transfer.startSeconds === undefined) return 0;
  const end = Math.min(list.startSeconds + list.seconds, transfer.startSeconds + transfer.seconds);
  return round(Math.max(0, end - Math.max(list.startSeconds, transfer.startSeconds)));
}

/** The report of a sync, from what the job returned and what it was asked. */
export function buildSyncReport(
  request: Pick<SyncRequest, 'source' | 'destination' | 'mode' | 'lister' | 'dryrun'> &
    Partial<Pick<SyncRequest, 'range'>>,
  result: Pick<SyncResult, 'progress' | 'direction' | 'sourceList' | 'failures'> &
    Partial<Pick<SyncResult, 'largeTransfers' | 'checksums' | 'changedKeys'>>,
): SyncReport {
  const { progress, sourceList } = result;
  const finished = progress.elapsedMs();
  const phases = phaseReports(progress.phases.list(), finished);
  return {
    source: describeEndpoint(request.source),
    destination: describeEndpoint(request.destination),
    mode: request.mode,
    direction: result.direction,
    lister: request.source.kind === 's3' ? request.lister : 'local walk',
    dryrun: request.dryrun,
    ...(request.range ? { range: request.range } : {}),
    totalSeconds: round(finished / 1000),
    firstTransferSeconds: phaseNamed(phases, SyncPhase.Transfer).startSeconds,
    overlapSeconds: overlapSeconds(phases),
    phases,
    counts: { ...progress.counts(), failed: result.failures.length },
    listing: sourceList
      ? {
          pages: sourceList.pages,
          retries: sourceList.retries,
          ranges: sourceList.ranges,
          splits: sourceList.splits,
          maxInFlight: sourceList.maxInFlight,
          wastedPages: sourceList.wastedPages,
          firstPageSeconds:
            sourceList.firstPageMs === undefined ? undefined : round(sourceList.firstPageMs / 1000),
        }
      : undefined,
    largeTransfers: result.largeTransfers && largeTransfersReport(result.largeTransfers),
    ...(result.checksums ? { checksums: checksumsReport(result.checksums) } : {}),
    ...(result.changedKeys ? { changedKeys: result.changedKeys } : {}),
    timeline: progress.timeline(),
    failures: result.failures
      .slice(0, MAX_FAILURES_KEPT)
      .map((f) => ({ key: f.key, message: f.error.message })),
  };
}

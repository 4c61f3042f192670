import type { FaultCounts } from './format-faults.js';
import type { ListStats } from '../s3/list/list-types.js';
import { phaseSeconds, type PhaseName, type TimelineSample, type Timings } from './timings.js';

export interface PhaseReport {
  readonly seconds: number;
  readonly startSeconds: number | undefined;
  readonly objects: number;
  readonly bytes: number;
  readonly objectsPerSecond: number;
  readonly bytesPerSecond: number;
}

/** The one report object of a run: the CLI prints it, the action turns it into outputs and a summary. */
export interface SyncReport {
  readonly source: string;
  readonly destination: string;
  readonly mode: string;
  readonly direction: string;
  readonly lister: string;
  readonly dryrun: boolean;
  readonly totalSeconds: number;
  readonly firstTransferSeconds: number | undefined;
  readonly overlapSeconds: number;
  readonly phases: Readonly<Record<PhaseName, PhaseReport>>;
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
  readonly timeline: readonly TimelineSample[];
  readonly failures: ReadonlyArray<{ readonly key: string; readonly message: string }>;
}

const MAX_FAILURES_KEPT = 100;

const round = (n: number, digits = 3) => Math.round(n * 10 ** digits) / 10 ** digits;
const rate = (n: number, seconds: number) => (seconds > 0 ? Math.round(n / seconds) : 0);

export function buildReport(input: {
  source: string;
  destination: string;
  mode: string;
  direction: string;
  lister: string;
  dryrun: boolean;
  timings: Timings;
  sourceList: ListStats | undefined;
  failures: ReadonlyArray<{ key: string; error: Error }>;
}): SyncReport {
  const t = input.timings;
  const finished = t.finishedMs ?? t.nowMs();
  const phase = (name: PhaseName): PhaseReport => {
    const p = t.phases[name];
    const seconds = phaseSeconds(p, finished);
    return {
      seconds: round(seconds),
      startSeconds: p.startMs === undefined ? undefined : round(p.startMs / 1000),
      objects: p.objects,
      bytes: p.bytes,
      objectsPerSecond: rate(p.objects, seconds),
      bytesPerSecond: rate(p.bytes, seconds),
    };
  };
  return {
    source: input.source,
    destination: input.destination,
    mode: input.mode,
    direction: input.direction,
    lister: input.lister,
    dryrun: input.dryrun,
    totalSeconds: round(finished / 1000),
    firstTransferSeconds:
      t.firstTransferMs === undefined ? undefined : round(t.firstTransferMs / 1000),
    overlapSeconds: round(t.overlapMs() / 1000),
    phases: {
      listSource: phase('listSource'),
      listDestination: phase('listDestination'),
      plan: phase('plan'),
      transfer: phase('transfer'),
    },
    counts: { ...t.counters, failed: input.failures.length },
    listing: input.sourceList
      ? {
          pages: input.sourceList.pages,
          retries: input.sourceList.retries,
          ranges: input.sourceList.ranges,
          splits: input.sourceList.splits,
          maxInFlight: input.sourceList.maxInFlight,
          wastedPages: input.sourceList.wastedPages,
          firstPageSeconds:
            input.sourceList.firstPageMs === undefined
              ? undefined
              : round(input.sourceList.firstPageMs / 1000),
        }
      : undefined,
    timeline: t.timeline(),
    failures: input.failures
      .slice(0, MAX_FAILURES_KEPT)
      .map((f) => ({ key: f.key, message: f.error.message })),
  };
}

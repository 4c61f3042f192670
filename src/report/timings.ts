export type PhaseName = 'listSource' | 'listDestination' | 'plan' | 'transfer';

export interface PhaseTiming {
  /** Milliseconds from the start of the run; undefined when the phase never began. */
  startMs: number | undefined;
  endMs: number | undefined;
  objects: number;
  bytes: number;
}

export interface TimelineSample {
  readonly tMs: number;
  readonly listed: number;
  readonly transferred: number;
  readonly bytes: number;
}

export interface Counters {
  listed: number;
  transferred: number;
  skipped: number;
  deleted: number;
  failed: number;
  bytesTransferred: number;
  /** Requests abandoned because they went silent, and sent again (src/s3/stall-watch.ts). */
  stalls: number;
  /** Second copies of slow small GETs, and how many of them finished first. */
  hedges: number;
  hedgeWins: number;
  /** Temporary files of dead runs removed from the destination, and their bytes. */
  leftoversRemoved: number;
  leftoverBytesRemoved: number;
}

const MAX_SAMPLES = 120;

/**
 * The one timings collector of a run: phases, counters and a coarse timeline, read once at
 * the end by the report renderers (CLI table or JSON, step outputs, job summary).
 */
export class Timings {
  readonly startedAtMs = Date.now();
  readonly phases: Record<PhaseName, PhaseTiming> = {
    listSource: emptyPhase(),
    listDestination: emptyPhase(),
    plan: emptyPhase(),
    transfer: emptyPhase(),
  };
  readonly counters: Counters = {
    listed: 0,
    transferred: 0,
    skipped: 0,
    deleted: 0,
    failed: 0,
    bytesTransferred: 0,
    stalls: 0,
    hedges: 0,
    hedgeWins: 0,
    leftoversRemoved: 0,
    leftoverBytesRemoved: 0,
  };
  firstTransferMs: number | undefined;
  finishedMs: number | undefined;
  private samples: TimelineSample[] = [];
  private sampleEveryMs = 250;

  nowMs(): number {
    return Date.now() - this.startedAtMs;
  }

  begin(phase: PhaseName): void {
    this.phases[phase].startMs ??= this.nowMs();
  }

  end(phase: PhaseName): void {
    this.phases[phase].endMs = this.nowMs();
  }

  add(phase: PhaseName, objects: number, bytes: number): void {
    const p = this.phases[phase];
    p.startMs ??= this.nowMs();
    p.objects += objects;
    p.bytes += bytes;
  }

  /** The first byte moved: the moment the overlap with listing starts to pay. */
  transferStarted(): void {
    if (this.firstTransferMs === undefined) {
      this.firstTransferMs = this.nowMs();
      this.begin('transfer');
    }
  }

  /**
   * Records a point of the timeline; keeps at most MAX_SAMPLES by halving the resolution.
   * `force` records it however close to the last one: the final point must show the final counts.
   */
  sample(force = false): void {
    const tMs = this.nowMs();
    const last = this.samples[this.samples.length - 1];
    if (!force && last && tMs - last.tMs < this.sampleEveryMs) return;
    this.samples.push({
      tMs,
      listed: this.counters.listed,
      transferred: this.counters.transferred,
      bytes: this.counters.bytesTransferred,
    });
    if (this.samples.length > MAX_SAMPLES) {
      this.samples = this.samples.filter((_, i) => i % 2 === 0);
      this.sampleEveryMs *= 2;
    }
  }

  timeline(): readonly TimelineSample[] {
    return this.samples;
  }

  finish(): void {
    this.sample(true);
    this.finishedMs = this.nowMs();
  }

  /** How long listing the source and transferring ran at the same time. */
  overlapMs(): number {
    const list = this.phases.listSource;
    const transfer = this.phases.transfer;
    if (list.startMs === undefined || transfer.startMs === undefined) return 0;
    const end = Math.min(list.endMs ?? this.nowMs(), transfer.endMs ?? this.nowMs());
    return Math.max(0, end - Math.max(list.startMs, transfer.startMs));
  }
}

function emptyPhase(): PhaseTiming {
  return { startMs: undefined, endMs: undefined, objects: 0, bytes: 0 };
}

export function phaseSeconds(phase: PhaseTiming, finishedMs: number): number {
  if (phase.startMs === undefined) return 0;
  return ((phase.endMs ?? finishedMs) - phase.startMs) / 1000;
}

import { PhaseCollector, type PhaseDeclaration } from './phases.js';

/**
 * What a job reports while it runs and when it ends: its phases, its counters and a coarse
 * timeline of the counters. Next to the phase collector for the same reason: jobs fill it and
 * front-ends render it, so it must sit below both.
 */

export interface TimelineSample {
  /** Milliseconds from the start of the job. */
  readonly tMs: number;
  readonly counts: Readonly<Record<string, number>>;
}

const MAX_SAMPLES = 120;
const FIRST_SAMPLE_EVERY_MS = 250;

export class JobProgress<C extends string = string> {
  readonly phases: PhaseCollector;
  private readonly values: Record<C, number>;
  private samples: TimelineSample[] = [];
  private sampleEveryMs = FIRST_SAMPLE_EVERY_MS;
  private finishedAtMs: number | undefined;

  constructor(
    phases: readonly PhaseDeclaration[],
    counters: readonly C[],
    clock: () => number = Date.now,
  ) {
    this.phases = new PhaseCollector(phases, clock);
    this.values = Object.fromEntries(counters.map((name) => [name, 0])) as Record<C, number>;
  }

  count(name: C, n = 1): void {
    this.values[name] += n;
  }

  /** Sets a counter outright: for totals known only at the end (failures). */
  set(name: C, value: number): void {
    this.values[name] = value;
  }

  /** A copy of the counters. */
  counts(): Readonly<Record<C, number>> {
    return { ...this.values };
  }

  /**
   * Records a point of the timeline; keeps at most MAX_SAMPLES by halving the resolution.
   * `force` records it however close to the last one: the final point must show the final counts.
   */
  sample(force = false): void {
    const tMs = this.phases.nowMs();
    const last = this.samples[this.samples.length - 1];
    if (!force && last && tMs - last.tMs < this.sampleEveryMs) return;
    this.samples.push({ tMs, counts: this.counts() });
    if (this.samples.length > MAX_SAMPLES) {
      this.samples = this.samples.filter((_, i) => i % 2 === 0);
      this.sampleEveryMs *= 2;
    }
  }

  timeline(): readonly TimelineSample[] {
    return this.samples;
  }

  /** Takes the last sample and stops the clock of phases still running. */
  finish(): void {
    this.sample(true);
    this.finishedAtMs ??= this.phases.nowMs();
  }

  /** Milliseconds from the start to the finish (or to now, while the job runs). */
  elapsedMs(): number {
    return this.finishedAtMs ?? this.phases.nowMs();
  }
}

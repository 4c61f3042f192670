/**
 * Phases as data: a job (sync, cache restore, cache save) names its phases and records when each
 * ran and what it moved; the report renders whatever list it gets. This lives with the shared
 * basics because jobs fill it and front-ends render it, and imports only flow downwards.
 */

import { WireBytes } from './wire-bytes.js';

/** One phase as the report shows it. Times are milliseconds from the start of the job. */
export interface PhaseRecord {
  /** Stable identifier (kebab-case), e.g. `list-source`, `download`; step outputs derive from it. */
  readonly name: string;
  /** What a reader sees in tables and charts, e.g. `List source`. */
  readonly label: string;
  /** Undefined when the phase never began. */
  readonly startMs: number | undefined;
  /** Undefined while the phase is still running. */
  readonly endMs: number | undefined;
  readonly objects: number;
  readonly bytes: number;
  /**
   * Time the phase was held back by another (a listing waiting for the transfer queue to take
   * its pages), so that a long phase that mostly waited does not read as a slow one.
   */
  readonly waitedMs: number;
}

interface MutablePhase {
  name: string;
  label: string;
  startMs: number | undefined;
  endMs: number | undefined;
  objects: number;
  bytes: number;
  waitedMs: number;
  /** Runs of `time()` in flight, and when the last one ended (for the gaps between runs). */
  running: number;
  idleSinceMs: number | undefined;
}

export interface PhaseDeclaration {
  readonly name: string;
  readonly label: string;
}

/**
 * The one collector of a job's phases. Declared phases keep their order (and appear with zero
 * time when they never ran); phases that were not declared are appended when they first begin.
 */
export class PhaseCollector {
  readonly startedAtMs: number;
  private readonly phases = new Map<string, MutablePhase>();
  /** What each phase has been given to do so far: the totals a progress line counts towards. */
  private readonly plans = new Map<string, { objects: number; bytes: number }>();
  /** The wire's count when each phase was first planned: what moved before is not its work. */
  private readonly wireAtPlan = new Map<string, number>();
  private readonly throughFiles = new Map<string, number>();
  /**
   * Bytes of bodies moved on the wire, for progress lines (src/wire-bytes.ts): a job points it
   * at its S3 session's counter (`session.direct.wire`) as it starts.
   */
  wire = new WireBytes();

  constructor(
    declared: readonly PhaseDeclaration[] = [],
    private readonly clock: () => number = Date.now,
  ) {
    this.startedAtMs = clock();
    for (const { name, label } of declared) this.phaseNamed(name, label);
  }

  nowMs(): number {
    return this.clock() - this.startedAtMs;
  }

  /** Marks the start; a second call keeps the first start (phases may begin from many places). */
  begin(name: string): void {
    this.phaseNamed(name).startMs ??= this.nowMs();
  }

  end(name: string): void {
    const phase = this.phaseNamed(name);
    phase.startMs ??= this.nowMs();
    phase.endMs = this.nowMs();
  }

  /** Counts work done in a phase; the first count also starts it. */
  add(name: string, objects: number, bytes = 0): void {
    const phase = this.phaseNamed(name);
    phase.startMs ??= this.nowMs();
    phase.objects += objects;
    phase.bytes += bytes;
  }

  /**
   * Adds work the phase is to do (files to hash, objects to copy), as soon as it is known: a
   * progress line shows what is done of it. Not part of the phase's record: reports show what
   * was done.
   */
  plan(name: string, objects: number, bytes = 0): void {
    const planned = this.plans.get(name) ?? { objects: 0, bytes: 0 };
    this.plans.set(name, { objects: planned.objects + objects, bytes: planned.bytes + bytes });
    if (!this.wireAtPlan.has(name)) this.wireAtPlan.set(name, this.wire.bytes);
  }

  /**
   * Counts files whose work is through the phase (a save's files, once the pack or blob that
   * holds them is uploaded): progress only, as plans are; reports show what the phase did.
   */
  through(name: string, files: number): void {
    this.throughFiles.set(name, (this.throughFiles.get(name) ?? 0) + files);
  }

  /** Files counted through the phase so far. */
  filesThrough(name: string): number {
    return this.throughFiles.get(name) ?? 0;
  }

  /** Bytes moved on the wire since the phase's work was first planned; 0 before. */
  movedSincePlanned(name: string): number {
    const from = this.wireAtPlan.get(name);
    return from === undefined ? 0 : this.wire.bytes - from;
  }

  /** The work planned for the phase so far; undefined when none was declared. */
  planned(name: string): { readonly objects: number; readonly bytes: number } | undefined {
    const planned = this.plans.get(name);
    return planned && { ...planned };
  }

  /** Records time the phase spent held back by another. */
  waited(name: string, ms: number): void {
    if (ms > 0) this.phaseNamed(name).waitedMs += ms;
  }

  /**
   * Runs `work` as the phase `name`, ending it however the work ends. A phase timed in several
   * runs (an upload per pack) counts the gaps when none of its runs was in flight as its wait:
   * its span then reads as time waiting for work, not as slow work.
   */
  async time<T>(name: string, work: () => Promise<T>): Promise<T> {
    const phase = this.phaseNamed(name);
    if (phase.running === 0 && phase.idleSinceMs !== undefined)
      phase.waitedMs += this.nowMs() - phase.idleSinceMs;
    phase.running++;
    this.begin(name);
    try {
      return await work();
    } finally {
      this.end(name);
      if (--phase.running === 0) phase.idleSinceMs = phase.endMs;
    }
  }

  get(name: string): PhaseRecord | undefined {
    const phase = this.phases.get(name);
    if (!phase) return undefined;
    const { name: n, label, startMs, endMs, objects, bytes, waitedMs } = phase;
    return { name: n, label, startMs, endMs, objects, bytes, waitedMs };
  }

  /** A copy of every phase, in order: what a job returns and a report renders. */
  list(): PhaseRecord[] {
    return [...this.phases.keys()].map((name) => this.get(name)!);
  }

  private phaseNamed(name: string, label = name): MutablePhase {
    let phase = this.phases.get(name);
    if (!phase) {
      phase = {
        name,
        label,
        startMs: undefined,
        endMs: undefined,
        objects: 0,
        bytes: 0,
        waitedMs: 0,
        running: 0,
        idleSinceMs: undefined,
      };
      this.phases.set(name, phase);
    }
    return phase;
  }
}

/** Seconds a phase ran; a phase still running counts up to `finishedMs`, one never begun is 0. */
export function phaseSeconds(phase: PhaseRecord, finishedMs: number): number {
  if (phase.startMs === undefined) return 0;
  return Math.max(0, (phase.endMs ?? finishedMs) - phase.startMs) / 1000;
}

import { monotonicMs } from '../lazy-builtins.js';

/**
 * Stall detection shared by every request of a run: a request that receives (or sends) no bytes
 * for longer than the run's current limit is abandoned as `RequestStalled`, which the retry
 * wrapper retries. The issue (#14) measured a stalled GET costing the 120 s socket timeout; AWS's
 * guidance for latency-sensitive work is to track slow requests and retry them aggressively.
 *
 * The limit adapts to what the run has seen: a few times the slowest recent gap (between chunks
 * of a body, or before the first byte of an answer), never below a floor. When stalls become a
 * large share of recent requests, the server is slow rather than faulty, and the limit doubles
 * so a slow store is not retried into the ground.
 */

/** Never give up on a request sooner than this. */
export const STALL_FLOOR_MS = 2_000;
/** Never wait longer than this either: the old fixed socket timeout. */
export const STALL_CEILING_MS = 120_000;
/** The limit is this many times the slowest gap among the recent ones. */
const GAP_FACTOR = 4;
/** Gaps remembered, per kind. */
const WINDOW = 256;
/** A stall share above this (in the recent decayed average) means a slow server: back off. */
const SLOW_SERVER_SHARE = 0.25;
const SHARE_DECAY = 0.05;

/** A retryable error for a request that went silent. */
export class RequestStalledError extends Error {
  readonly code = 'RequestStalled';
  constructor(silentMs: number) {
    super(`no bytes for ${Math.round(silentMs)} ms; abandoned to be sent again`);
    this.name = 'RequestStalledError';
  }
}

/** The recent maxima of one kind of gap, kept in a ring. */
class GapWindow {
  private readonly gaps = new Float64Array(WINDOW);
  private count = 0;
  private next = 0;
  private slowest = 0;
  private slowestAge = 0;

  add(gapMs: number): void {
    this.gaps[this.next] = gapMs;
    this.next = (this.next + 1) % WINDOW;
    this.count = Math.min(WINDOW, this.count + 1);
    if (gapMs >= this.slowest) {
      this.slowest = gapMs;
      this.slowestAge = 0;
    } else if (++this.slowestAge >= WINDOW) {
      // The slowest has left the window: find the new one (once per WINDOW adds at most).
      this.slowest = 0;
      for (let i = 0; i < this.count; i++) this.slowest = Math.max(this.slowest, this.gaps[i]!);
      this.slowestAge = 0;
    }
  }

  max(): number {
    return this.slowest;
  }
}

/** Latencies of whole small requests, for the hedging threshold. */
class LatencyWindow {
  private readonly values: number[] = [];
  private next = 0;
  private sinceMedian = 0;
  private cachedMedian = 0;

  add(ms: number): void {
    if (this.values.length < WINDOW) this.values.push(ms);
    else this.values[this.next] = ms;
    this.next = (this.next + 1) % WINDOW;
    this.sinceMedian++;
  }

  get size(): number {
    return this.values.length;
  }

  /** Recomputed every few samples: a sort per GET would cost more than the GET's own CPU. */
  median(): number {
    if (this.sinceMedian >= MEDIAN_EVERY || this.cachedMedian === 0) {
      const sorted = [...this.values].sort((a, b) => a - b);
      this.cachedMedian = sorted[Math.floor(sorted.length / 2)] ?? 0;
      this.sinceMedian = 0;
    }
    return this.cachedMedian;
  }
}

const MEDIAN_EVERY = 32;

export interface StallCounts {
  readonly stalls: number;
  readonly hedges: number;
  readonly hedgeWins: number;
}

/** One per run (and one per list worker thread): what the run's requests have seen so far. */
export class StallLimits {
  private readonly chunkGaps = new GapWindow();
  private readonly firstByteGaps = new GapWindow();
  private readonly smallGets = new LatencyWindow();
  private stallShare = 0;
  private boost = 1;
  private getsStarted = 0;
  stalls = 0;
  hedges = 0;
  hedgeWins = 0;

  constructor(readonly floorMs = STALL_FLOOR_MS) {}

  /** The longest silence allowed between two chunks of a body. */
  chunkLimitMs(): number {
    return this.limit(this.chunkGaps.max());
  }

  /** The longest wait for the first byte of an answer, after the request has been sent. */
  firstByteLimitMs(): number {
    return this.limit(this.firstByteGaps.max());
  }

  private limit(slowestMs: number): number {
    const base = Math.max(this.floorMs, GAP_FACTOR * slowestMs);
    return Math.min(STALL_CEILING_MS, base * this.boost);
  }

  noteChunkGap(ms: number): void {
    this.chunkGaps.add(ms);
  }

  noteFirstByte(ms: number): void {
    this.firstByteGaps.add(ms);
  }

  /** A request that ended without stalling (successfully or not). */
  noteFinished(): void {
    this.stallShare *= 1 - SHARE_DECAY;
    if (this.boost > 1 && this.stallShare < SLOW_SERVER_SHARE / 2) this.boost = 1;
  }

  noteStall(): void {
    this.stalls++;
    this.stallShare = this.stallShare * (1 - SHARE_DECAY) + SHARE_DECAY;
    if (this.stallShare > SLOW_SERVER_SHARE) this.boost = Math.min(64, this.boost * 2);
  }

  /** A whole small GET's latency, from sending to the last byte. */
  noteSmallGet(ms: number): void {
    this.smallGets.add(ms);
  }

  /**
   * When a small GET still running deserves a second copy: a multiple of the run's median,
   * once enough GETs have been seen to know it; undefined means never.
   */
  hedgeAfterMs(): number | undefined {
    if (this.smallGets.size < HEDGE_MIN_SAMPLES) return undefined;
    return Math.max(HEDGE_FLOOR_MS, HEDGE_FACTOR * this.smallGets.median());
  }

  noteGetStarted(): void {
    this.getsStarted++;
  }

  /** Takes a hedge from the budget (a small share of GETs) if one is left. */
  takeHedge(): boolean {
    if (this.hedges >= 1 + HEDGE_SHARE * this.getsStarted) return false;
    this.hedges++;
    return true;
  }

  counts(): StallCounts {
    return { stalls: this.stalls, hedges: this.hedges, hedgeWins: this.hedgeWins };
  }
}

const HEDGE_MIN_SAMPLES = 32;
const HEDGE_FACTOR = 4;
const HEDGE_FLOOR_MS = 50;
/** At most this share of GETs get a second copy, so a slow server is not flooded. */
const HEDGE_SHARE = 0.05;

/** Used where no run's limits were passed in (a list worker thread, a one-off request). */
export const processStallLimits = new StallLimits();

export interface StallWatch {
  /** Bytes moved (either way): the silence starts again. */
  touch(): void;
  /** The answer's first byte (headers) arrived. */
  firstByte(): void;
  /** The request ended; no more stall can fire. */
  stop(): void;
}

/**
 * Watches one request. `extraFirstByteMs` widens the wait for the first byte where the server
 * legitimately says nothing for long (a copy, a large body still being sent).
 */
export function watchStalls(
  limits: StallLimits,
  onStall: (error: RequestStalledError) => void,
  extraFirstByteMs = 0,
  /** True while our side holds the body back (backpressure): silence then is not the server's. */
  heldBack: () => boolean = () => false,
): StallWatch {
  const startedMs = monotonicMs();
  let lastMs = startedMs;
  let answered = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const allowed = () =>
    answered ? limits.chunkLimitMs() : limits.firstByteLimitMs() + extraFirstByteMs;
  const arm = (delayMs: number) => {
    timer = setTimeout(check, delayMs);
    timer.unref();
  };
  const check = () => {
    if (stopped) return;
    if (heldBack()) {
      lastMs = monotonicMs();
      return arm(allowed());
    }
    const silentMs = monotonicMs() - lastMs;
    const limitMs = allowed();
    // Cheap touches only move lastMs; the timer wakes up and re-arms for the rest of the limit.
    if (silentMs < limitMs) return arm(limitMs - silentMs);
    // Timers run before the loop reads its sockets: after the thread was busy (a synchronous
    // walk, a large copy), bytes that came meanwhile are still unread here. Decide after the
    // next poll, so a busy client never takes its own lateness for a silent server.
    setImmediate(confirm, lastMs);
  };
  const confirm = (seenMs: number) => {
    if (stopped) return;
    if (lastMs !== seenMs || heldBack()) return check();
    stopped = true;
    limits.noteStall();
    onStall(new RequestStalledError(monotonicMs() - lastMs));
  };
  arm(allowed());
  return {
    touch() {
      const now = monotonicMs();
      if (answered) limits.noteChunkGap(now - lastMs);
      lastMs = now;
    },
    firstByte() {
      const now = monotonicMs();
      if (!answered) limits.noteFirstByte(now - lastMs);
      answered = true;
      lastMs = now;
    },
    stop() {
      if (stopped) return;
      stopped = true;
      clearTimeout(timer);
      limits.noteFinished();
    },
  };
}

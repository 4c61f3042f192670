import { formatProgressLine, formatTotalsLine, type ProgressReading } from './progress-line.js';

/**
 * Prints a running job's progress at a steady interval, from readings of its counters: in a log
 * (the action's, or a CLI's stderr that is not a terminal) one line a tick; on a terminal one
 * line rewritten in place, as rclone's --progress. A log ends with a totals line, as rclone's
 * stats in a pipe do; a terminal shows nothing when the job ends within the first interval.
 */

/** `terminal`: one line, rewritten with \r; `log`: a new line each tick. */
export type ProgressStyle = 'terminal' | 'log';

export interface ProgressMeterOptions {
  /** The job's reading now; undefined while it has nothing to show (no work planned yet). */
  readonly read: () => ProgressReading | undefined;
  /** For `log`, one whole line without its newline; for `terminal`, text to write as it is. */
  readonly write: (text: string) => void;
  readonly style: ProgressStyle;
  readonly everyMs: number;
  readonly clock?: (() => number) | undefined;
}

/** A log line at most once a second (as @actions/cache's); a terminal's twice, as rclone's. */
const DEFAULT_EVERY_MS: Record<ProgressStyle, number> = { log: 1000, terminal: 500 };

/** The rate is measured over this much of the recent past, so that it follows changes. */
const RATE_WINDOW_MS = 5000;

/** Clears from the cursor to the end of the line (ANSI EL). */
const CLEAR_TO_END = '\u001b[K';

/**
 * The interval: S3_SYNC_PROGRESS_INTERVAL_MS when it is a positive integer (tests shorten it),
 * else the style's default.
 */
export function progressEveryMs(env: NodeJS.ProcessEnv, style: ProgressStyle): number {
  const given = Number(env.S3_SYNC_PROGRESS_INTERVAL_MS);
  return Number.isInteger(given) && given > 0 ? given : DEFAULT_EVERY_MS[style];
}

export class ProgressMeter {
  private readonly clock: () => number;
  private readonly startedMs: number;
  private readonly samples: Array<{ tMs: number; bytes: number }> = [];
  private timer: NodeJS.Timeout | undefined;
  /** The terminal line last drawn: redrawn after other output, ended by stop(). */
  private drawn: string | undefined;
  private stopped = false;

  constructor(private readonly options: ProgressMeterOptions) {
    this.clock = options.clock ?? Date.now;
    this.startedMs = this.clock();
  }

  start(): this {
    this.timer ??= setInterval(() => this.tick(), this.options.everyMs);
    // The meter never keeps the process alive: the job does, while it runs.
    this.timer.unref();
    return this;
  }

  /**
   * Stops; a terminal's line is drawn once more with the final numbers, then ended; a log gets
   * its totals line (when the job planned anything). Once: a second stop writes nothing.
   */
  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    if (this.options.style === 'terminal' && this.drawn !== undefined) {
      this.tick();
      this.options.write('\n');
      this.drawn = undefined;
    }
    if (this.options.style === 'log') {
      const reading = this.options.read();
      if (reading) this.options.write(formatTotalsLine(reading, this.clock() - this.startedMs));
    }
  }

  /**
   * Runs `print` (which writes whole lines to the same terminal) with the live line cleared
   * first and drawn again after, so that the lines read as they would without the meter.
   */
  above(print: () => void): void {
    if (this.drawn === undefined) return print();
    this.options.write(`\r${CLEAR_TO_END}`);
    print();
    this.options.write(this.drawn);
  }

  /** One reading, printed; exposed for tests that step a clock of their own. */
  tick(): void {
    const reading = this.options.read();
    if (reading === undefined) return;
    const line = formatProgressLine({
      reading,
      elapsedMs: this.clock() - this.startedMs,
      bytesPerSecond: this.rate(reading.bytes),
    });
    if (this.options.style === 'log') this.options.write(line);
    else {
      this.drawn = `\r${line}${CLEAR_TO_END}`;
      this.options.write(this.drawn);
    }
  }

  /** Bytes a second over the window, from the samples of the ticks before this one. */
  private rate(bytes: number): number | undefined {
    const tMs = this.clock();
    this.samples.push({ tMs, bytes });
    while (this.samples.length > 2 && tMs - this.samples[0]!.tMs > RATE_WINDOW_MS)
      this.samples.shift();
    const first = this.samples[0]!;
    const seconds = (tMs - first.tMs) / 1000;
    return seconds > 0 ? (bytes - first.bytes) / seconds : undefined;
  }
}

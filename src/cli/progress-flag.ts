import { cliFlag } from '../options/option-table.js';
import type { ProgressReading } from '../progress/progress-line.js';
import { ProgressMeter, progressEveryMs } from '../progress/progress-meter.js';
import { phaseMeter, type ProgressStage } from '../progress/progress-sources.js';

/** `--progress`, for sync, cp, cache save and cache restore. */
export const PROGRESS_FLAG = cliFlag(
  'progress',
  'Show progress on stderr: files done of those planned so far, bytes moved on the wire of those to move, the rate and the time left. On a terminal, one line rewritten in place (as rclone --progress); otherwise, as rclone does, a new line each second and a totals line at the end.',
);

/**
 * The meter of a CLI verb's --progress, started; undefined without the flag. stderr decides the
 * style: a terminal gets one live line, a file or pipe a line each interval.
 */
export function startCliProgress(
  enabled: boolean,
  read: () => ProgressReading | undefined,
): ProgressMeter | undefined {
  if (!enabled) return undefined;
  const style = process.stderr.isTTY ? 'terminal' : 'log';
  return new ProgressMeter({
    read,
    style,
    everyMs: progressEveryMs(process.env, style),
    write:
      style === 'log'
        ? (line) => process.stderr.write(`${line}\n`)
        : (text) => process.stderr.write(text),
  }).start();
}

/** A cache job's --progress meter: it reads the phases the job hands over as it starts. */
export function cacheJobProgress(enabled: boolean, stages: readonly ProgressStage[]) {
  return phaseMeter(stages, (read) => startCliProgress(enabled, read));
}

/** Writes whole lines to a stream, above the live progress line when there is one. */
export function printAbove(
  meter: ProgressMeter | undefined,
  stream: NodeJS.WritableStream,
  text: string,
): void {
  if (meter) meter.above(() => stream.write(text));
  else stream.write(text);
}

import { PROGRESS_FLAG } from '../options/output-options.js';
import type { ProgressReading } from '../progress/progress-line.js';
import { ProgressMeter, progressEveryMs } from '../progress/progress-meter.js';
import { phaseMeter, type ProgressStage } from '../progress/progress-sources.js';

export { PROGRESS_FLAG };

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

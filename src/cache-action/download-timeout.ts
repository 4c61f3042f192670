import { DEFAULT_RESTORE_DEADLINE_MS } from '../cache/store/cache-types.js';

/** The variable actions/cache reads for how long a download may take, in minutes. */
export const SEGMENT_TIMEOUT_ENV = 'SEGMENT_DOWNLOAD_TIMEOUT_MINS';

/** Node's timers hold at most 2^31-1 ms (about 24.8 days); a longer one would fire at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface RestoreTimeout {
  /** The restore's deadline; undefined keeps the engine's default (10 minutes). */
  readonly deadlineMs: number | undefined;
  /** What the deadline's warning names as its source. */
  readonly setBy: string;
  /** Said when the variable's value could not be used. */
  readonly warning: string | undefined;
}

/**
 * SEGMENT_DOWNLOAD_TIMEOUT_MINS as actions/cache reads it: minutes, a decimal number such as 10
 * or 2.5, unset or empty for the default of 10. Where actions/cache bounds each 128 MB segment
 * of its one archive's download, this engine downloads and writes packs at once, so the value
 * bounds the whole restore (what the engine's deadline already bounded). A value that is not
 * a number above 0 (actions/cache ignores text and reads 0 as an hour) keeps the default and
 * says so, naming the variable.
 */
export function restoreTimeout(env: NodeJS.ProcessEnv): RestoreTimeout {
  const text = env[SEGMENT_TIMEOUT_ENV]?.trim() ?? '';
  const setBy = `${SEGMENT_TIMEOUT_ENV} sets it, in minutes`;
  if (text === '') return { deadlineMs: undefined, setBy, warning: undefined };
  const minutes = Number(text);
  const ms = Math.round(minutes * 60_000);
  if (/^(\d+\.?\d*|\.\d+)$/.test(text) && minutes > 0 && ms <= MAX_TIMER_MS)
    return { deadlineMs: Math.max(1, ms), setBy, warning: undefined };
  const defaultMinutes = DEFAULT_RESTORE_DEADLINE_MS / 60_000;
  return {
    deadlineMs: undefined,
    setBy,
    warning: `${SEGMENT_TIMEOUT_ENV} is ${JSON.stringify(text)}, not a number of minutes above 0 and at most ${Math.floor(MAX_TIMER_MS / 60_000)} (such as 10 or 2.5): the restore keeps its default limit of ${defaultMinutes} minutes.`,
  };
}

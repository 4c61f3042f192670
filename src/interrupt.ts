/**
 * A run stopped by a signal. The runner cancels a step with SIGINT, then SIGTERM 7.5 s later,
 * then SIGKILL 2.5 s after that: the first signal aborts the run (which removes its temporary
 * files as each transfer unwinds); a second signal, or a run that has not unwound in time, gets
 * `cleanUp` called at once and the process ends with 128 + the signal's number.
 */
export class InterruptedError extends Error {
  override readonly name = 'InterruptedError';
  constructor(
    readonly signalName: 'SIGINT' | 'SIGTERM',
    message = signalName === 'SIGINT' ? 'interrupted (SIGINT)' : 'terminated (SIGTERM)',
  ) {
    super(message);
  }

  /** The shell's convention: 130 for SIGINT, 143 for SIGTERM. */
  get exitCode(): number {
    return this.signalName === 'SIGINT' ? 130 : 143;
  }
}

/**
 * How the actions name a signal that stopped them: the runner sent it because the job was
 * cancelled (the CLI keeps the shell's words, `InterruptedError`'s own).
 */
export function jobCancelled(signalName: 'SIGINT' | 'SIGTERM'): InterruptedError {
  return new InterruptedError(signalName, `the job was cancelled (${signalName})`);
}

/** Time for the aborted run to unwind before its temporary files are removed for it. */
const UNWIND_MS = 5_000;

export interface SignalWatch {
  /** The signal that stopped the run, if one did. */
  readonly stoppedBy: InterruptedError | undefined;
  dispose(): void;
}

export function abortOnSignals(
  controller: AbortController,
  cleanUp: () => void,
  describe: (signalName: 'SIGINT' | 'SIGTERM') => InterruptedError = (name) =>
    new InterruptedError(name),
): SignalWatch {
  let stoppedBy: InterruptedError | undefined;
  let timer: NodeJS.Timeout | undefined;
  const forceExit = (error: InterruptedError) => {
    try {
      cleanUp();
    } finally {
      process.exit(error.exitCode);
    }
  };
  const onSignal = (name: 'SIGINT' | 'SIGTERM') => {
    const error = describe(name);
    if (stoppedBy) return forceExit(error);
    stoppedBy = error;
    controller.abort(error);
    timer = setTimeout(() => forceExit(error), UNWIND_MS);
    timer.unref();
  };
  const onInt = () => onSignal('SIGINT');
  const onTerm = () => onSignal('SIGTERM');
  process.on('SIGINT', onInt);
  process.on('SIGTERM', onTerm);
  return {
    get stoppedBy() {
      return stoppedBy;
    },
    dispose() {
      clearTimeout(timer);
      process.off('SIGINT', onInt);
      process.off('SIGTERM', onTerm);
    },
  };
}

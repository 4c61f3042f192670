import { InputError, TransferError } from '../errors.js';
import { InterruptedError } from '../interrupt.js';
import { oneLogLine } from '../report/format.js';
import type { ProxySettings } from '../s3/proxy/proxy-settings.js';
import { cliErrorMessage } from './cli-hints.js';
import { UsageError } from './parse-verb-args.js';

/**
 * Exit codes, as the aws-cli's where it has one: 1 some objects failed (the others went
 * through), 2 bad usage, 130 and 143 stopped by SIGINT and SIGTERM (128 + the signal), 255 the
 * run itself failed (an S3 error, a missing folder).
 */
export const EXIT = {
  ok: 0,
  objectsFailed: 1,
  usage: 2,
  failed: 255,
} as const;

export interface CliFailure {
  readonly code: number;
  /** Lines for stderr, each one line already (control characters escaped). */
  readonly lines: readonly string[];
}

/** What the CLI says about an error that ended a command: one line, a stack only with --debug. */
export function describeCliFailure(
  error: unknown,
  stoppedBy: InterruptedError | undefined,
  debug: boolean,
  proxy?: ProxySettings,
): CliFailure {
  const lines: string[] = [];
  let code: number = EXIT.failed;
  if (stoppedBy || error instanceof InterruptedError) {
    const by = stoppedBy ?? (error as InterruptedError);
    code = by.exitCode;
    lines.push(`s3-sync: ${by.message}; no partial file was kept, run the command again to finish`);
  } else if (error instanceof UsageError) {
    // Its message names the verb and where its flags are listed already.
    code = EXIT.usage;
    lines.push(`s3-sync: ${error.message}`);
  } else if (error instanceof InputError) {
    code = EXIT.usage;
    lines.push(`s3-sync: ${cliInputMessage(error)}; s3-sync help VERB lists a verb's flags`);
  } else if (isUsageError(error)) {
    code = EXIT.usage;
    lines.push(`s3-sync: ${(error as Error).message}; s3-sync help VERB lists a verb's flags`);
  } else if (error instanceof TransferError) {
    code = EXIT.objectsFailed;
    const n = error.failures.length;
    lines.push(
      `s3-sync: ${n} object${n === 1 ? '' : 's'} failed (the others went through); fix what the lines below say, then run the command again to retry them`,
    );
    for (const f of error.failures)
      lines.push(`failed: ${JSON.stringify(f.key)}: ${cliErrorMessage(f.error, proxy)}`);
  } else if (error instanceof Error) {
    // An S3Error carries its hint (what to do), said in a terminal's terms; other errors are
    // ours, worded for the user.
    lines.push(`s3-sync: ${cliErrorMessage(error, proxy)}`);
  } else {
    lines.push(`s3-sync: ${String(error)}`);
  }
  // A stack's lines begin with its message's lines, which may be a server's or a manifest's text:
  // indented, so none of them starts a workflow command (the runner reads one only at the start).
  if (debug && error instanceof Error && error.stack)
    lines.push(...error.stack.split('\n').map((line) => `  | ${line}`));
  return { code, lines: lines.map(oneLogLine) };
}

function isUsageError(error: unknown): boolean {
  return (error as { code?: string } | null)?.code?.startsWith('ERR_PARSE_ARGS') === true;
}

/**
 * An InputError in the terminal's words: `--concurrency must be ...`, `SRC must be ...`,
 * `AWS_ENDPOINT_URL_S3 must be ...`; "Input '...'" is the action's word for its inputs.
 */
export function cliInputMessage(error: InputError): string {
  const what = /^(-|[A-Z][A-Z0-9_]*$)/.test(error.input) ? error.input : `'${error.input}'`;
  const prefix = `Input '${error.input}' `;
  return error.message.startsWith(prefix)
    ? `${what} ${error.message.slice(prefix.length)}`
    : error.message;
}

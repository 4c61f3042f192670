import type { TransferDirection } from './compare-rules.js';
import type { SyncAction } from './plan-sync.js';
import type { AnySyncEntry } from './sync-sides.js';
import type { Endpoint } from './sync-request.js';
import { displayEnds, displayTarget } from './transfer-job.js';

// The decisions of running a plan, as pure functions: what each planned action becomes, which
// line it prints, what it counts as, and what a retry says. execute-plan.ts carries them out.

export type PlannedAction = SyncAction<AnySyncEntry, AnySyncEntry>;

export type Step =
  /** Nothing to do and nothing to count (excluded; only at the destination without --delete). */
  | { readonly kind: 'ignore' }
  /** Present on both sides and unchanged: counted as skipped. */
  | { readonly kind: 'unchanged' }
  /** An S3 folder marker: the local folder is made, and nothing is counted. */
  | { readonly kind: 'make-folder' }
  /** Removed from the destination (or only printed, in a dry run), and counted as deleted. */
  | {
      readonly kind: 'delete';
      readonly line: string;
      readonly dryrun: boolean;
      /** The destination's entry to remove: an S3 object, or a local file. */
      readonly dest: AnySyncEntry;
    }
  /** Copied (or only printed, in a dry run), and counted as transferred once it is through. */
  | { readonly kind: 'transfer'; readonly line: string; readonly dryrun: boolean };

export interface StepContext {
  readonly source: Endpoint;
  readonly destination: Endpoint;
  readonly direction: TransferDirection;
  readonly dryrun: boolean;
}

/** What one planned action becomes, with the aws-cli's line for it. */
export function stepFor(action: PlannedAction, context: StepContext): Step {
  const { source, destination, direction, dryrun } = context;
  if (action.kind === 'skip') {
    if (action.reason === 'directory-marker') {
      return action.source && destination.kind === 'local' && !dryrun
        ? { kind: 'make-folder' }
        : { kind: 'ignore' };
    }
    return action.source && action.dest && action.reason !== 'excluded'
      ? { kind: 'unchanged' }
      : { kind: 'ignore' };
  }
  if (action.kind === 'delete') {
    const line = `delete: ${displayTarget(destination, action.rel)}`;
    return { kind: 'delete', line: dryrun ? `(dryrun) ${line}` : line, dryrun, dest: action.dest };
  }
  const { from, to } = displayEnds(action, source, destination);
  const line = `${direction}: ${from} to ${to}`;
  return { kind: 'transfer', line: dryrun ? `(dryrun) ${line}` : line, dryrun };
}

/**
 * The debug line for a failed attempt that will be retried (whether it is, is retry.ts's call:
 * network errors, throttling and 5xx are; refusals and 4xx are not).
 */
export function retryNotice(
  { direction, rel }: { readonly direction: TransferDirection; readonly rel: string },
  error: unknown,
  { attempt, delayMs }: { readonly attempt: number; readonly delayMs: number },
): string {
  const message = error instanceof Error ? error.message : String(error);
  return `${direction} ${JSON.stringify(rel)} attempt ${attempt} failed (${message}); retrying in ${delayMs} ms`;
}

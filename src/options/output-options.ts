import { cliFlag } from './option-table.js';

/** `--progress` / `--no-progress`, for sync, cp, cache save and cache restore. */
export const PROGRESS_FLAG = {
  ...cliFlag(
    'progress',
    "Show progress on stderr: files done of those planned so far, bytes moved on the wire of those to move, the rate and the time left. On a terminal, one line rewritten in place (as rclone --progress); otherwise, as rclone does, a new line each second and a totals line at the end. Off by default: --no-progress, the aws-cli's, is accepted and keeps it off.",
  ),
  negatable: true,
};

/**
 * How much a sync prints, as the aws-cli's flags of the same names: what the CLI reads, and what
 * the action takes in its `args` input from workflows written for the aws-cli.
 */
export const SYNC_OUTPUT_OPTIONS = {
  quiet: cliFlag(
    'quiet',
    "Print nothing but errors: no line per object, no warning (the aws-cli's --quiet).",
  ),
  onlyShowErrors: cliFlag(
    'only-show-errors',
    "Print errors and warnings only: no line per object (the aws-cli's --only-show-errors).",
  ),
  progress: PROGRESS_FLAG,
} as const;

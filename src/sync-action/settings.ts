import { nameSettingError } from '../errors.js';
import type { IfNoFilesFound } from '../options/if-no-files-found.js';
import { connectionSecrets } from '../options/connection-options.js';
import { nameOfSetting, option, readActionOptions } from '../options/option-table.js';
import {
  actionFilterOrder,
  checkSyncEndpoints,
  SYNC_OPTIONS,
  syncRequestFrom,
} from '../options/sync-options.js';
import { SYNC_OUTPUT_OPTIONS } from '../options/output-options.js';
import { ARGS_INPUT, readActionArgs, withActionArgs } from './action-args.js';
import type { SyncRequest } from '../sync/sync-request.js';
import { parseBoolean } from '../validate.js';

/** The sync action's inputs: every sync option, and what only the action has (its summary). */
export const ACTION_OPTIONS = {
  ...SYNC_OPTIONS,
  summary: option({
    input: 'summary',
    kind: 'boolean',
    default: 'true',
    description: 'Write the timings, a chart and any failures to the job summary.',
    parse: (text, name) => parseBoolean(name, text),
  }),
  args: option({
    input: ARGS_INPUT,
    kind: 'string',
    default: '',
    description:
      "The aws-cli's flags, for workflows written for jakejarvis/s3-sync-action: `--acl public-read --delete --exclude '.git/*'`. Split into words as a shell splits them (quotes keep a word together; nothing is expanded) and read as the CLI reads its flags: each flag stands in for its input. --quiet and --only-show-errors leave only errors and warnings in the log, --no-progress leaves out the progress lines.",
    parse: (text) => text,
  }),
} as const;

/** Everything the action was asked to do, read and checked once. */
export interface Settings extends SyncRequest {
  readonly summary: boolean;
  readonly ifNoFilesFound: IfNoFilesFound;
  /**
   * What the log shows beyond errors and warnings: a dry run's lines and the progress lines, off
   * with --quiet or --only-show-errors in `args` (progress also with --no-progress).
   */
  readonly log: { readonly dryrunLines: boolean; readonly progressLines: boolean };
  /** Values to mask in logs. */
  readonly secrets: readonly string[];
}

/** Reads one input as the runner passes it (`INPUT_<NAME>`); '' when not given. */
export type InputReader = (name: string) => string;

/** What `args` is read through: the sync's flags, and the aws-cli's output flags. */
const ARGS_TABLE = { ...SYNC_OPTIONS, ...SYNC_OUTPUT_OPTIONS };

/**
 * Reads and validates every input in one place, from the one table of options. Blank means the
 * default; anything else that does not parse is an InputError naming the input. A flag in `args`
 * stands in for its input.
 */
export function readSettings(input: InputReader, env: NodeJS.ProcessEnv = process.env): Settings {
  const args = readActionArgs(input(ARGS_INPUT), ARGS_TABLE);
  const values = readActionOptions(ACTION_OPTIONS, withActionArgs(input, args, ACTION_OPTIONS), {
    baseDir: env.GITHUB_WORKSPACE || process.cwd(),
  });
  checkSyncEndpoints(values);
  const filters = [...actionFilterOrder(values), ...args.filters];
  const quiet = args.flags.quiet === true || args.flags['only-show-errors'] === true;
  return {
    ...syncRequestFrom(values, env, 'action', filters),
    ifNoFilesFound: values.ifNoFilesFound,
    summary: values.summary,
    log: { dryrunLines: !quiet, progressLines: !quiet && args.flags['no-progress'] !== true },
    secrets: connectionSecrets(values),
  };
}

/** An error from below (SettingError) as an InputError naming the action's own input. */
export const nameForAction = (error: unknown) =>
  nameSettingError(error, nameOfSetting(ACTION_OPTIONS, 'action'));

import { InputError, nameSettingError } from './errors.js';
import type { IfNoFilesFound } from './options/if-no-files-found.js';
import { connectionSecrets } from './options/connection-options.js';
import { nameOfSetting, option, readActionOptions } from './options/option-table.js';
import { checkSyncEndpoints, SYNC_OPTIONS, syncRequestFrom } from './options/sync-options.js';
import type { SyncRequest } from './sync/sync-request.js';
import { parseBoolean } from './validate.js';

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
  failOnEmpty: option({
    input: 'fail-on-empty',
    kind: 'boolean',
    default: 'false',
    description: "Deprecated: 'true' is if-no-files-found: error.",
    deprecationMessage:
      "fail-on-empty is deprecated and will be removed in a future release: use 'if-no-files-found: error' (the default, 'warn', warns when the source holds nothing).",
    parse: (text, name) => parseBoolean(name, text),
  }),
} as const;

/** Everything the action was asked to do, read and checked once. */
export interface Settings extends SyncRequest {
  readonly summary: boolean;
  readonly ifNoFilesFound: IfNoFilesFound;
  /** Values to mask in logs. */
  readonly secrets: readonly string[];
}

/** Reads one input as the runner passes it (`INPUT_<NAME>`); '' when not given. */
export type InputReader = (name: string) => string;

/**
 * Reads and validates every input in one place, from the one table of options. Blank means the
 * default; anything else that does not parse is an InputError naming the input.
 */
export function readSettings(input: InputReader, env: NodeJS.ProcessEnv = process.env): Settings {
  const values = readActionOptions(ACTION_OPTIONS, input, {
    baseDir: env.GITHUB_WORKSPACE || process.cwd(),
  });
  checkSyncEndpoints(values);
  return {
    ...syncRequestFrom(values, env, 'action'),
    ifNoFilesFound: ifNoFilesFound(values, input('if-no-files-found').trim() !== ''),
    summary: values.summary,
    secrets: connectionSecrets(values),
  };
}

/**
 * if-no-files-found, with fail-on-empty (1.0's input) kept as it worked: 'true' fails on an
 * empty source. The two given at odds is an error rather than a guess.
 */
function ifNoFilesFound(
  values: { readonly ifNoFilesFound: IfNoFilesFound; readonly failOnEmpty: boolean },
  given: boolean,
): IfNoFilesFound {
  if (!values.failOnEmpty) return values.ifNoFilesFound;
  if (given && values.ifNoFilesFound !== 'error')
    throw new InputError(
      'fail-on-empty',
      'true',
      `left out when if-no-files-found is '${values.ifNoFilesFound}' (fail-on-empty is deprecated: if-no-files-found: error does what it did)`,
    );
  return 'error';
}

/** An error from below (SettingError) as an InputError naming the action's own input. */
export const nameForAction = (error: unknown) =>
  nameSettingError(error, nameOfSetting(ACTION_OPTIONS, 'action'));

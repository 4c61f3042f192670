import path from 'node:path';
import { nameSettingError } from '../errors.js';
import { nameOfSetting, cliFlag, option, readCliOptions } from '../options/option-table.js';
import { checkSyncEndpoints, SYNC_OPTIONS, syncRequestFrom } from '../options/sync-options.js';
import { emptySourceOutcome } from '../options/if-no-files-found.js';
import { executeSync } from '../sync-action/execute-sync.js';
import { oneLogLine } from '../report/format.js';
import { syncRenderer } from '../report/sync-renderer.js';
import { parseChoice } from '../validate.js';
import { filtersInTypedOrder } from './filter-flags.js';
import { LineBuffer, safeJson } from './output.js';
import { parseVerbArgs, UsageError, wrongArguments } from './parse-verb-args.js';
import { printAbove, startCliProgress } from './progress-flag.js';
import { SYNC_OUTPUT_OPTIONS } from '../options/output-options.js';
import { syncReading } from '../progress/progress-sources.js';
import type { SyncProgress } from '../sync/sync-progress.js';
import type { VerbHelp } from './verb-help.js';

/** The sync options, and what only the CLI has (sync takes no --recursive: it always is). */
export const CLI_SYNC_OPTIONS = {
  ...SYNC_OPTIONS,
  ...SYNC_OUTPUT_OPTIONS,
  changedKeys: option({
    flag: 'changed-keys',
    kind: 'string',
    valueName: 'FILE',
    default: '',
    description:
      'Write every key the sync wrote or deleted to this file, one JSON string per line (for a CDN invalidation).',
    parse: (text, _name, context) =>
      text.trim() === '' ? undefined : path.resolve(context.baseDir, text),
  }),
  report: option({
    flag: 'report',
    kind: 'string',
    valueName: 'table|json',
    default: '',
    description:
      "Print the run's report: 'table' on stderr, for a person; 'json' on stdout, as data (the lines per object then go to stderr).",
    parse: (text, name) =>
      text.trim() === '' ? undefined : parseChoice(name, text, ['table', 'json'] as const),
  }),
} as const;

/** cp's table: sync's, and --recursive, which cp requires (as aws s3 cp for a prefix). */
export const CLI_CP_OPTIONS = {
  ...CLI_SYNC_OPTIONS,
  recursive: {
    ...cliFlag('recursive', 'Copy a whole prefix or folder (required, as aws s3 cp --recursive).'),
    short: 'r',
    required: { accepts: 'cp copies prefixes and folders' },
  },
} as const;

/** What a sync's help leaves out: the table's `mode` is the verb itself. */
const HIDDEN = { mode: SYNC_OPTIONS.mode };

export const SYNC_HELP: VerbHelp = {
  command: 's3-sync sync',
  table: CLI_SYNC_OPTIONS,
  hidden: HIDDEN,
  purpose:
    'Copy what differs from SRC to DST (new objects, and those whose size or time differ), as aws s3 sync does; with --delete, remove from DST what SRC does not hold. One of SRC and DST is an S3 URL.',
};

export const CP_HELP: VerbHelp = {
  command: 's3-sync cp',
  table: CLI_CP_OPTIONS,
  hidden: HIDDEN,
  purpose:
    'Copy everything under SRC to DST, as aws s3 cp --recursive does. One of SRC and DST is an S3 URL.',
};

/** The flags as the CLI got them, parsed into a SyncRequest exactly as the action's inputs are. */
export function readSyncArgs(verb: 'sync' | 'cp', args: string[], env: NodeJS.ProcessEnv) {
  const table = verb === 'cp' ? CLI_CP_OPTIONS : CLI_SYNC_OPTIONS;
  const { values, positionals, tokens } = parseVerbArgs(`s3-sync ${verb}`, table, args);
  if (positionals.length !== 2)
    throw wrongArguments(`s3-sync ${verb}`, 'two arguments, SRC and DST', positionals);
  if (verb === 'cp' && !values.recursive)
    throw new UsageError(
      "'s3-sync cp' copies prefixes and folders, with --recursive (-r); for one object, use aws s3 cp",
    );
  const options = readCliOptions(
    CLI_SYNC_OPTIONS,
    values,
    { baseDir: process.cwd() },
    { source: positionals[0]!, destination: positionals[1]!, mode: verb },
  );
  checkSyncEndpoints(options, ['SRC', 'DST']);
  return { options, request: syncRequestFrom(options, env, 'cli', filtersInTypedOrder(tokens)) };
}

/** `s3-sync sync` and `s3-sync cp --recursive`: the action's engine, from a terminal. */
export async function syncCommand(
  verb: 'sync' | 'cp',
  args: string[],
  signal: AbortSignal,
): Promise<number> {
  const { options, request } = readSyncArgs(verb, args, process.env);
  const quiet = options.quiet || options.onlyShowErrors;
  const json = options.report === 'json';
  let running: SyncProgress | undefined;
  const meter = startCliProgress(options.progress, () => running && syncReading(running));
  // With --report json, stdout carries the report alone (data); the lines go to stderr.
  const lineStream = json ? process.stderr : process.stdout;
  const out = new LineBuffer({ write: (text: string) => printAbove(meter, lineStream, text) });
  const flusher = setInterval(() => out.flush(), 200);
  flusher.unref();
  const warn = (message: string) =>
    printAbove(meter, process.stderr, `warning: ${oneLogLine(message)}\n`);
  const { report: result, error } = await executeSync(
    { ...request, changedKeysPath: options.changedKeys },
    {
      signal,
      onStart: (progress) => (running = progress),
      // Lines hold keys, which are untrusted: control characters are shown escaped (oneLogLine),
      // so a key cannot forge a line, or start a workflow command when run in a workflow.
      onLine: quiet && !request.dryrun ? undefined : (line) => out.push(oneLogLine(line)),
      onWarning: options.quiet ? undefined : warn,
    },
  ).finally(() => {
    clearInterval(flusher);
    out.flush();
    meter?.stop();
  });
  if (!options.quiet)
    for (const warning of syncRenderer.warnings(result))
      process.stderr.write(`warning: ${oneLogLine(warning)}\n`);
  if (json) process.stdout.write(`${safeJson(result)}\n`);
  else if (options.report === 'table') process.stderr.write(syncRenderer.text(result));
  if (error) throw nameSettingError(error, nameOfSetting(CLI_SYNC_OPTIONS, 'cli'));
  const empty = emptySourceOutcome(result, request.source, request.ifNoFilesFound ?? 'warn', 'cli');
  if (empty.warning && !options.quiet)
    process.stderr.write(`warning: ${oneLogLine(empty.warning)}\n`);
  if (empty.error) throw empty.error;
  return 0;
}

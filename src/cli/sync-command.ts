import path from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { InputError, nameSettingError } from '../errors.js';
import {
  nameOfSetting,
  cliFlag,
  option,
  parseArgsOptions,
  readCliOptions,
} from '../options/option-table.js';
import { checkSyncEndpoints, SYNC_OPTIONS, syncRequestFrom } from '../options/sync-options.js';
import { executeSync } from '../report/execute-sync.js';
import { oneLogLine } from '../report/format.js';
import { syncRenderer } from '../report/sync-renderer.js';
import { MAX_CONCURRENCY } from '../sync/sync-request.js';
import { parseChoice } from '../validate.js';
import { filtersInTypedOrder } from './filter-flags.js';
import { LineBuffer, safeJson } from './output.js';

/** The sync options, and what only the CLI has. */
export const CLI_SYNC_OPTIONS = {
  ...SYNC_OPTIONS,
  recursive: cliFlag('recursive', 'cp: copy a whole prefix or folder (required, as aws s3 cp)'),
  quiet: cliFlag('quiet', 'Print nothing but errors.'),
  onlyShowErrors: cliFlag(
    'only-show-errors',
    'Print no line per object; errors and warnings only.',
  ),
  changedKeys: option({
    flag: 'changed-keys',
    kind: 'string',
    default: '',
    description:
      'Write every key the sync wrote or deleted to this file, one JSON string per line (for a CDN invalidation).',
    parse: (text, _name, context) =>
      text.trim() === '' ? undefined : path.resolve(context.baseDir, text),
  }),
  report: option({
    flag: 'report',
    kind: 'string',
    default: '',
    description: "Print the run's report on stderr: 'table' or 'json'.",
    parse: (text, name) =>
      text.trim() === '' ? undefined : parseChoice(name, text, ['table', 'json'] as const),
  }),
} as const;

export const SYNC_USAGE = `usage: s3-sync sync SRC DST [options]
       s3-sync cp SRC DST --recursive [options]
  SRC and DST: s3://bucket/prefix or a local folder (at least one in S3)
  --delete --dryrun --size-only --exact-timestamps --checksum --exclude P --include P
  --changed-keys FILE   every key written or deleted, one JSON string a line
  --start-after KEY --end-at KEY   one shard: keys relative to the prefix (see s3-sync shards)
  --follow-symlinks | --no-follow-symlinks   --quiet --only-show-errors
  --concurrency N (1-${MAX_CONCURRENCY}, default ${SYNC_OPTIONS.concurrency.default})  --page-size N  --bucket-lister single|threaded  --list-concurrency auto|N
  --multipart-threshold SIZE --multipart-chunksize SIZE
  --storage-class C --sse AES256|aws:kms --sse-kms-key-id ID --acl ACL
  --cache-control V --content-type T --metadata k=v,k2=v2
  --report table|json   --endpoint-url URL --region R --force-path-style B --checksum-mode M`;

const SYNC_FLAGS: ParseArgsConfig['options'] = {
  ...parseArgsOptions(CLI_SYNC_OPTIONS),
  recursive: { type: 'boolean', short: 'r' },
};

/** The flags as the CLI got them, parsed into a SyncRequest exactly as the action's inputs are. */
export function readSyncArgs(verb: 'sync' | 'cp', args: string[], env: NodeJS.ProcessEnv) {
  const { values, positionals, tokens } = parseArgs({
    args,
    allowPositionals: true,
    tokens: true,
    options: SYNC_FLAGS,
  });
  if (positionals.length !== 2)
    throw new InputError(verb, positionals.join(' '), 'two arguments: SRC and DST');
  const options = readCliOptions(
    CLI_SYNC_OPTIONS,
    values,
    { baseDir: process.cwd() },
    { source: positionals[0]!, destination: positionals[1]!, mode: verb },
  );
  if (verb === 'cp' && !options.recursive) {
    throw new InputError(
      'cp',
      positionals.join(' '),
      'used with --recursive (s3-sync copies prefixes and folders; use aws s3 cp for one object)',
    );
  }
  if (verb === 'sync' && options.recursive)
    throw new InputError('--recursive', 'true', 'left out: sync is always recursive');
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
  const out = new LineBuffer();
  const flusher = setInterval(() => out.flush(), 200);
  flusher.unref();
  const changedKeysPath = options.changedKeys;
  const { report: result, error } = await executeSync(
    { ...request, changedKeysPath },
    {
      signal,
      // Lines hold keys, which are untrusted: control characters are shown escaped (oneLogLine),
      // so a key cannot forge a line, or start a workflow command when run in a workflow.
      onLine: quiet && !request.dryrun ? undefined : (line) => out.push(oneLogLine(line)),
      onWarning: options.quiet
        ? undefined
        : (message) => process.stderr.write(`warning: ${oneLogLine(message)}\n`),
    },
  ).finally(() => {
    clearInterval(flusher);
    out.flush();
  });
  if (!options.quiet)
    for (const warning of syncRenderer.warnings(result))
      process.stderr.write(`warning: ${oneLogLine(warning)}\n`);
  if (options.report === 'json') process.stderr.write(`${safeJson(result)}\n`);
  else if (options.report === 'table') process.stderr.write(syncRenderer.text(result));
  if (error) throw nameSettingError(error, nameOfSetting(CLI_SYNC_OPTIONS, 'cli'));
  return 0;
}

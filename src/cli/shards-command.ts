import { parseArgs } from 'node:util';
import { InputError, nameSettingError } from '../errors.js';
import {
  cliFlag,
  type FlagValues,
  nameOfSetting,
  parseArgsOptions,
  readCliOptions,
} from '../options/option-table.js';
import { SHARDS_OPTIONS, shardPlanRequestFrom } from '../options/shards-options.js';
import { oneLogLine } from '../report/format.js';
import { renderShardTable, shardMatrix } from '../report/shard-report.js';
import { planShards } from '../sync/plan-shards.js';
import { MAX_SHARDS } from '../sync/shard-cutter.js';
import { filtersInTypedOrder } from './filter-flags.js';
import { safeJson } from './output.js';

export const SHARDS_USAGE = `usage: s3-sync shards SRC --count N [--by objects|bytes] [--quiet]
  SRC: s3://bucket/prefix, or a local folder (for an upload); N: 1-${MAX_SHARDS}
  Prints {"include":[{"shard":1,"start-after":"","end-at":"..."},...]} for strategy.matrix;
  each sync then takes --start-after and --end-at (keys relative to the prefix). The table of
  ranges goes to stderr.
  --exclude P --include P   the syncs' own filters: skipped keys weigh nothing in the balance
  --bucket-lister single|threaded  --list-concurrency auto|N  --page-size N
  --endpoint-url URL --region R --force-path-style B`;

const CLI_SHARDS_OPTIONS = {
  ...SHARDS_OPTIONS,
  quiet: cliFlag('quiet', 'Print the JSON only, not the table of ranges.'),
} as const;

/** `s3-sync shards`: the plan step of a sharded sync, from a terminal or a workflow's `run:`. */
export async function shardsCommand(args: string[], signal: AbortSignal): Promise<number> {
  const {
    values: flags,
    positionals,
    tokens,
  } = parseArgs({
    args,
    allowPositionals: true,
    tokens: true,
    options: parseArgsOptions(CLI_SHARDS_OPTIONS),
  });
  if (positionals.length !== 1)
    throw new InputError('shards', positionals.join(' '), 'one argument: SRC');
  const values = readCliOptions(
    CLI_SHARDS_OPTIONS,
    flags as FlagValues,
    { baseDir: process.cwd() },
    { source: positionals[0]! },
  );
  try {
    const plan = await planShards(
      shardPlanRequestFrom(values, process.env, 'cli', filtersInTypedOrder(tokens)),
      {
        signal,
        onWarning: values.quiet
          ? undefined
          : (message) => process.stderr.write(`warning: ${oneLogLine(message)}\n`),
      },
    );
    process.stdout.write(`${safeJson(shardMatrix(plan))}\n`);
    if (!values.quiet) process.stderr.write(renderShardTable(plan));
    return 0;
  } catch (error) {
    throw nameSettingError(error, nameOfSetting(CLI_SHARDS_OPTIONS, 'cli'));
  }
}

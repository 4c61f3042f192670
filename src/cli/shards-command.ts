import { nameSettingError } from '../errors.js';
import { cliFlag, nameOfSetting, readCliOptions } from '../options/option-table.js';
import { SHARDS_OPTIONS, shardPlanRequestFrom } from '../options/shards-options.js';
import { oneLogLine } from '../report/format.js';
import { shardRenderer } from '../report/shard-renderer.js';
import { shardMatrix } from '../report/shard-report.js';
import { describeEndpoint } from '../sync/describe-endpoint.js';
import { planShards } from '../sync/plan-shards.js';
import { MAX_SHARDS } from '../sync/shard-cutter.js';
import { filtersInTypedOrder } from './filter-flags.js';
import { safeJson } from './output.js';
import { parseVerbArgs, wrongArguments } from './parse-verb-args.js';
import type { VerbHelp } from './verb-help.js';

const CLI_SHARDS_OPTIONS = {
  ...SHARDS_OPTIONS,
  quiet: cliFlag('quiet', 'Print the JSON only, not the table of ranges.'),
} as const;

export const SHARDS_HELP: VerbHelp = {
  command: 's3-sync shards',
  table: CLI_SHARDS_OPTIONS,
  purpose: `Cut SRC's keys into --count ranges (1-${MAX_SHARDS}) for a sharded sync, one per job of a strategy.matrix.`,
  notes: [
    'Prints {"include":[{"shard":1,"start-after":"","end-at":"..."},...]} on stdout; each sync then',
    'takes --start-after and --end-at (keys relative to the prefix). The table of ranges goes to stderr.',
  ],
};

/** shards' flags and its one argument, through its table. */
export function readShardsArgs(args: readonly string[]) {
  const {
    values: flags,
    positionals,
    tokens,
  } = parseVerbArgs('s3-sync shards', CLI_SHARDS_OPTIONS, args);
  if (positionals.length !== 1)
    throw wrongArguments('s3-sync shards', 'one argument, SRC', positionals);
  const values = readCliOptions(
    CLI_SHARDS_OPTIONS,
    flags,
    { baseDir: process.cwd() },
    { source: positionals[0]! },
  );
  return { values, tokens };
}

/** `s3-sync shards`: the plan step of a sharded sync, from a terminal or a workflow's `run:`. */
export async function shardsCommand(args: string[], signal: AbortSignal): Promise<number> {
  const { values, tokens } = readShardsArgs(args);
  try {
    const request = shardPlanRequestFrom(values, process.env, 'cli', filtersInTypedOrder(tokens));
    const plan = await planShards(request, {
      signal,
      onWarning: values.quiet
        ? undefined
        : (message) => process.stderr.write(`warning: ${oneLogLine(message)}\n`),
    });
    process.stdout.write(`${safeJson(shardMatrix(plan))}\n`);
    if (!values.quiet)
      process.stderr.write(shardRenderer.text({ plan, source: describeEndpoint(request.source) }));
    return 0;
  } catch (error) {
    throw nameSettingError(error, nameOfSetting(CLI_SHARDS_OPTIONS, 'cli'));
  }
}

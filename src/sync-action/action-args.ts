import { filtersInTypedOrder } from '../cli/filter-flags.js';
import { parseFlagArgs, unknownFlag } from '../cli/parse-verb-args.js';
import { InputError } from '../errors.js';
import { flagText, type FlagValues, type OptionTable } from '../options/option-table.js';
import { splitWords } from '../options/split-words.js';
import type { FilterRule } from '../sync/filters.js';

/** The action's input of aws-cli flags, as jakejarvis/s3-sync-action's `args`. */
export const ARGS_INPUT = 'args';

/** What the `args` input said, ready to stand in for the inputs it names. */
export interface ActionArgs {
  /** The text each input takes from a flag in `args`, by input name (filters apart). */
  readonly inputs: ReadonlyMap<string, string>;
  /** --exclude and --include in the order typed, applied after the inputs' own. */
  readonly filters: readonly FilterRule[];
  /** Every flag given, by flag name (for those that only `args` takes: --quiet, --no-progress). */
  readonly flags: FlagValues;
}

const SEE = `flags of the sync (see the README's "Coming from jakejarvis/s3-sync-action")`;

/**
 * Reads `args` through `table`, the same table the CLI's flags go through: the words split as
 * a shell would, each flag checked (an unknown one named with the nearest known), no SRC or DST.
 */
export function readActionArgs(text: string, table: OptionTable): ActionArgs {
  const words = splitWords(text);
  if (words === undefined)
    throw new InputError(
      ARGS_INPUT,
      text,
      `${SEE}, split as a shell splits words (a quote is left open)`,
    );
  const unknown = unknownFlag(table, words);
  if (unknown) {
    const near = unknown.near ? `; did you mean '${unknown.near}'?` : '';
    throw new InputError(
      ARGS_INPUT,
      unknown.typed,
      `${SEE}, and '${unknown.typed}' is not one${near}`,
    );
  }
  let parsed: ReturnType<typeof parseFlagArgs>;
  try {
    parsed = parseFlagArgs(table, words);
  } catch (error) {
    if (!(error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) throw error;
    throw new InputError(ARGS_INPUT, text, `${SEE}: ${(error as Error).message}`);
  }
  if (parsed.positionals.length > 0)
    throw new InputError(
      ARGS_INPUT,
      parsed.positionals[0]!,
      `${SEE} only: the source and destination are inputs of their own`,
    );
  const inputs = new Map<string, string>();
  for (const spec of Object.values(table)) {
    const given = flagText(spec, parsed.values);
    if (spec.input !== undefined && spec.kind !== 'lines' && given !== undefined)
      inputs.set(spec.input, given);
  }
  return { inputs, filters: filtersInTypedOrder(parsed.tokens), flags: parsed.values };
}

/**
 * Each input as the runner gave it, or as `args` set it. A flag in `args` stands in for an input
 * left at its default (the runner passes defaults too); set to something else as well, it is an
 * error naming both, rather than a guess at which one was meant.
 */
export function withActionArgs(
  input: (name: string) => string,
  args: ActionArgs,
  table: OptionTable,
): (name: string) => string {
  const defaults = new Map(
    Object.values(table).flatMap((spec) => (spec.input ? [[spec.input, spec.default]] : [])),
  );
  return (name) => {
    const own = input(name);
    const fromArgs = args.inputs.get(name);
    if (fromArgs === undefined) return own;
    const set = own.trim() !== '' && own.trim() !== defaults.get(name);
    if (set && own.trim() !== fromArgs.trim())
      throw new InputError(
        ARGS_INPUT,
        `--${name}`,
        `flags not also set otherwise as inputs: '${name}' is set both as an input and in args, to different values`,
      );
    return fromArgs;
  };
}

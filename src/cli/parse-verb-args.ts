import { parseArgs } from 'node:util';
import { parseArgsOptions, type FlagValues, type OptionTable } from '../options/option-table.js';
import { nearestWord } from './nearest-word.js';

/**
 * A mistake in how a verb was typed: an unknown flag, a flag without its value. Its message is
 * complete (it names the verb and where its flags are listed); the CLI exits 2 with it.
 */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** The flags a verb's parser takes, as typed: `--dryrun`, `--no-follow-symlinks`, `-r`. */
export function acceptedFlags(table: OptionTable): string[] {
  return Object.entries(parseArgsOptions(table)).flatMap(([name, spec]) => [
    `--${name}`,
    ...(spec.short === undefined ? [] : [`-${spec.short}`]),
  ]);
}

/**
 * The flag meant by a mistyped one: the nearest by edit distance, else one that ends with it
 * (`cache rm --scope`, which named a literal scope in 1.0, is now `--literal-scope`).
 */
function nearestFlag(typed: string, flags: readonly string[]): string | undefined {
  return nearestWord(typed, flags) ?? flags.find((flag) => flag.endsWith(`-${typed.slice(2)}`));
}

/**
 * The first flag of `args` that the table does not take, with the nearest one it does take:
 * node:util's parseArgs says only "Unknown option '--dryrn'".
 */
export function unknownFlag(
  table: OptionTable,
  args: readonly string[],
): { typed: string; near: string | undefined } | undefined {
  const options = parseArgsOptions(table);
  const { tokens } = parseArgs({
    args: [...args],
    options,
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  for (const token of tokens) {
    if (token.kind !== 'option' || token.name in options) continue;
    const typed = token.rawName;
    const near = typed.startsWith('--') ? nearestFlag(typed, acceptedFlags(table)) : undefined;
    return { typed, near };
  }
  return undefined;
}

/** The flags of `args` through the table, once each is known; Node's error for a missing value. */
export function parseFlagArgs(table: OptionTable, args: readonly string[]) {
  const parsed = parseArgs({
    args: [...args],
    options: parseArgsOptions(table),
    allowPositionals: true,
    tokens: true,
  });
  return { ...parsed, values: parsed.values as FlagValues };
}

/**
 * A verb's arguments through its table: every flag checked first (an unknown one named with
 * the nearest known), then parsed. `command` is the verb as typed (`s3-sync sync`).
 */
export function parseVerbArgs(command: string, table: OptionTable, args: readonly string[]) {
  const unknown = unknownFlag(table, args);
  if (unknown) {
    const hint = unknown.near
      ? `; did you mean '${unknown.near}'?`
      : `; ${command} --help lists its flags`;
    throw new UsageError(`unknown option '${unknown.typed}' for '${command}'${hint}`);
  }
  try {
    return parseFlagArgs(table, args);
  } catch (error) {
    // A flag without its value, a value given to a bare flag: Node's sentence, with the verb.
    const code = (error as { code?: string }).code ?? '';
    if (!code.startsWith('ERR_PARSE_ARGS')) throw error;
    throw new UsageError(
      `${(error as Error).message} (for '${command}'; ${command} --help lists its flags)`,
    );
  }
}

/**
 * A verb given the wrong number of arguments, said in the CLI's words: `'s3-sync sync' takes two
 * arguments, SRC and DST; got 1 ("a")`.
 */
export function wrongArguments(
  command: string,
  takes: string,
  positionals: readonly string[],
): UsageError {
  const got =
    positionals.length === 0 ? 'none' : positionals.map((p) => JSON.stringify(p)).join(' ');
  return new UsageError(
    `'${command}' takes ${takes}; got ${got} (${command} --help says what each is)`,
  );
}

/** Whether the user asked for the verb's help: `--help` or `-h` among its flags. */
export function asksForHelp(args: readonly string[]): boolean {
  const end = args.indexOf('--');
  return (end === -1 ? args : args.slice(0, end)).some((arg) => arg === '--help' || arg === '-h');
}

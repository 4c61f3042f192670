import { InputError } from '../errors.js';
import { parseBoolean } from '../validate.js';

/**
 * One table of options: each option written once, with its action input, its CLI flag, its
 * default, its parser and its description. The action (settings.ts), the CLI, the README's
 * tables (scripts/readme-inputs.mjs) and the test that checks action.yml all read the tables
 * built from these. A job's table spreads in the groups it shares (CONNECTION_OPTIONS).
 */

/** How the value is written: `boolean` is a bare flag on the CLI; `lines` repeats the flag. */
export type OptionKind = 'string' | 'boolean' | 'lines';

/** What a parser may need beyond the text: where relative paths start. */
export interface ParseContext {
  readonly baseDir: string;
}

export interface Option<T = unknown> {
  /** The action input, spelled as in action.yml; undefined when only the CLI has it. */
  readonly input?: string | undefined;
  /** The CLI flag without its dashes; undefined when only the action has it. */
  readonly flag?: string | undefined;
  /** The CLI's one-letter form, without its dash (`r` for `-r`, as the aws-cli's `--recursive`). */
  readonly short?: string | undefined;
  /** What the CLI calls it when it is an argument rather than a flag (`SRC`, `DST`). */
  readonly argument?: string | undefined;
  /** How the CLI's usage writes the value (`KEY`, `branch|repository`); default: the flag in capitals. */
  readonly valueName?: string | undefined;
  /** The CLI also takes `--no-<flag>` (the aws-cli's `--no-follow-symlinks`). */
  readonly negatable?: boolean | undefined;
  readonly kind: OptionKind;
  /** As action.yml writes it; '' is no default (the parser then decides, often from the environment). */
  readonly default: string;
  /** Required options say what they take when left out. */
  readonly required?: { readonly accepts: string } | undefined;
  /** How action.yml and the README describe it. */
  readonly description: string;
  /**
   * How the CLI's help describes it, when the description names other options or behaves
   * differently there: each front-end's text speaks its own language (`--sse`, not `sse`).
   */
  readonly cliDescription?: string | undefined;
  /**
   * action.yml's `deprecationMessage`: the runner warns with it when a workflow gives the input
   * (actions/cache's `save-always`).
   */
  readonly deprecationMessage?: string | undefined;
  /** Checks the text given (or the default) and returns the value; `name` is what to blame. */
  readonly parse: (text: string, name: string, context: ParseContext) => T;
}

export type OptionTable = Readonly<Record<string, Option>>;

/** The parsed value of every option of a table, keyed as the table is. */
export type OptionValues<Table extends OptionTable> = {
  -readonly [K in keyof Table]: ReturnType<Table[K]['parse']>;
};

/** Declares an option with its value type inferred from its parser. */
export function option<T>(spec: Option<T>): Option<T> {
  return spec;
}

/** A bare CLI flag (`--recursive`) that only the CLI has. */
export function cliFlag(flag: string, description: string): Option<boolean> {
  return {
    flag,
    kind: 'boolean',
    default: 'false',
    description,
    parse: (text, name) => parseBoolean(name, text),
  };
}

/** Text options' parser for `lines`: the non-blank lines, trimmed. */
export function lines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** What a front-end calls an option in its messages: `'concurrency'` or `'--concurrency'`. */
export type FrontEnd = 'action' | 'cli';

export function optionName(spec: Option, frontEnd: FrontEnd): string | undefined {
  if (frontEnd === 'action') return spec.input;
  return spec.flag === undefined ? spec.argument : `--${spec.flag}`;
}

/** The table's key for a name as a front-end writes it, for errors from below (SettingError). */
export function nameOfSetting(table: OptionTable, frontEnd: FrontEnd) {
  return (setting: string): string | undefined => {
    const spec = table[setting];
    return spec && optionName(spec, frontEnd);
  };
}

/**
 * Parses each option from the text a front-end found for it (undefined: not given). Blank means
 * the default, on both front-ends; a required option left blank is an InputError.
 */
export function parseOptions<Table extends OptionTable>(
  table: Table,
  frontEnd: FrontEnd,
  textOf: (spec: Option, key: string) => string | undefined,
  context: ParseContext,
): OptionValues<Table> {
  const values: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(table)) {
    const name = optionName(spec, frontEnd) ?? key;
    const given = textOf(spec, key);
    if (spec.required && (given === undefined || given.trim() === '')) {
      throw new InputError(name, given ?? '', `given (it is required): ${spec.required.accepts}`);
    }
    const text = given === undefined || given.trim() === '' ? spec.default : given;
    values[key] = spec.parse(text, name, context);
  }
  return values as OptionValues<Table>;
}

/** The action's inputs, as the runner passes them (`core.getInput`: '' when not given). */
export function readActionOptions<Table extends OptionTable>(
  table: Table,
  input: (name: string) => string,
  context: ParseContext,
): OptionValues<Table> {
  return parseOptions(
    table,
    'action',
    (spec) => (spec.input === undefined ? undefined : input(spec.input)),
    context,
  );
}

export type FlagValues = Readonly<Record<string, string | boolean | string[] | undefined>>;

/**
 * The CLI's flags, as node:util parseArgs returned them (repeated flags become lines), and the
 * options it takes as arguments or from its verb, by table key.
 */
export function readCliOptions<Table extends OptionTable>(
  table: Table,
  flags: FlagValues,
  context: ParseContext,
  args: Partial<Record<keyof Table, string>> = {},
): OptionValues<Table> {
  return parseOptions(
    table,
    'cli',
    (spec, key) => (spec.flag === undefined ? args[key] : flagText(spec, flags)),
    context,
  );
}

/** A flag's value as text, as an input would give it; undefined when it was not given. */
export function flagText(spec: Option, flags: FlagValues): string | undefined {
  const value = spec.flag === undefined ? undefined : flags[spec.flag];
  if (spec.negatable && flags[`no-${spec.flag}`]) return 'false';
  if (value === undefined) return undefined;
  if (Array.isArray(value)) return value.join('\n');
  return typeof value === 'boolean' ? String(value) : value;
}

type ParseArgsOption = { type: 'string' | 'boolean'; multiple?: boolean; short?: string };

/** The table's flags as node:util parseArgs options. */
export function parseArgsOptions(table: OptionTable): Record<string, ParseArgsOption> {
  const options: Record<string, ParseArgsOption> = {};
  for (const spec of Object.values(table)) {
    if (spec.flag === undefined) continue;
    const short = spec.short === undefined ? {} : { short: spec.short };
    if (spec.kind === 'boolean') {
      options[spec.flag] = { type: 'boolean', ...short };
      if (spec.negatable) options[`no-${spec.flag}`] = { type: 'boolean' };
    } else if (spec.kind === 'lines')
      options[spec.flag] = { type: 'string', multiple: true, ...short };
    else options[spec.flag] = { type: 'string', ...short };
  }
  return options;
}

/** The options an action declares, in table order: what action.yml's `inputs` must list. */
export function actionInputs(table: OptionTable): Array<{ name: string; spec: Option }> {
  return Object.values(table)
    .filter((spec) => spec.input !== undefined)
    .map((spec) => ({ name: spec.input!, spec }));
}

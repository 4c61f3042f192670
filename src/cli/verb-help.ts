import type { OptionTable } from '../options/option-table.js';
import { argumentHelp, flagHelp, usageLine, wrapWords } from './flag-usage.js';

/**
 * One verb's help, written from the table its parser reads (parse-verb-args.ts), so that the
 * help lists exactly the flags the verb takes (test/unit/cli-help.test.ts holds them together).
 */
export interface VerbHelp {
  /** As a user types it: `s3-sync sync`, `s3-sync cache save`. */
  readonly command: string;
  /** The table the verb's parser reads. */
  readonly table: OptionTable;
  /** What the verb does, in a sentence or two. */
  readonly purpose: string;
  /** Options of the table that are neither a flag nor an argument the user types (sync's mode). */
  readonly hidden?: OptionTable | undefined;
  /** Lines after the purpose: what the verb prints, and where. */
  readonly notes?: readonly string[] | undefined;
}

const INDENT = '       ';

/**
 * The verb's usage line(s), the first after `usage: ` (or indented, for a list of verbs), each
 * at most `width` characters after that prefix.
 */
export function verbSynopsis(
  help: VerbHelp,
  { first = true, width = 100 - INDENT.length }: { first?: boolean; width?: number } = {},
): string[] {
  return usageLine(help.command, help.table, help.hidden, width).map(
    (line, i) => `${i === 0 && first ? 'usage: ' : INDENT}${line}`,
  );
}

/**
 * The verb in one line and its purpose below, for `s3-sync --help`: its arguments and required
 * flags, then `[options]` when it has others.
 */
export function verbSummary(help: VerbHelp, first: boolean): string[] {
  const shown = Object.fromEntries(
    Object.entries(help.table).filter(([, spec]) => spec.flag === undefined || spec.required),
  );
  const more = Object.keys(shown).length < Object.keys(help.table).length ? ' [options]' : '';
  const [line, ...rest] = usageLine(help.command, shown, help.hidden, 100 - INDENT.length);
  return [
    `${first ? 'usage: ' : INDENT}${line!}${rest.length ? '' : more}`,
    ...rest.map((text, i) => `${INDENT}${text}${i === rest.length - 1 ? more : ''}`),
    ...wrapWords(help.purpose.split(' '), '', 100 - INDENT.length - 2).map(
      (text) => `${INDENT}  ${text}`,
    ),
  ];
}

/** `s3-sync VERB --help`: the usage, what the verb does, its arguments, then each flag. */
export function verbHelpText(help: VerbHelp): string {
  const args = argumentHelp(help.table, help.hidden);
  return [
    ...verbSynopsis(help),
    '',
    ...wrapWords(help.purpose.split(' '), '', 98).map((line) => `  ${line}`),
    ...(help.notes ?? []).map((line) => `  ${line}`),
    '',
    ...(args ? [args] : []),
    flagHelp(help.table),
    '  --debug',
    '      On an error, print its stack trace too.',
  ].join('\n');
}

import type { Option, OptionTable } from '../options/option-table.js';

/**
 * Help text written from a table of options, so that it names the flags, defaults and
 * descriptions the CLI reads, and cannot drift from them.
 */

const WIDTH = 100;

/** How a usage line writes one option: `--key KEY`, `--path PATH...`, `--update`, `SRC`. */
export function optionSynopsis(spec: Option): string {
  if (spec.flag === undefined) return spec.argument ?? '';
  if (spec.kind === 'boolean') return `--${spec.flag}`;
  const value = spec.valueName ?? `${spec.flag.toUpperCase()}${spec.kind === 'lines' ? '...' : ''}`;
  return `--${spec.flag} ${value}`;
}

/** Words joined into lines of at most `width` characters, each after the first indented. */
export function wrapWords(words: readonly string[], indent: string, width = WIDTH): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = `${indent}${word}`;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') lines.push(line);
  return lines;
}

const isRequired = (spec: Option) => spec.required !== undefined || spec.flag === undefined;

/**
 * `command` and the table's options: arguments and required flags bare, the others in brackets;
 * those of `leaveOut` (a group every verb shares, listed once elsewhere) not at all.
 */
export function usageLine(
  command: string,
  table: OptionTable,
  leaveOut: OptionTable = {},
  width = WIDTH,
): string[] {
  // An option the CLI neither reads as a flag nor as an argument (an action's only) is left out.
  const specs = Object.entries(table)
    .filter(([key, spec]) => !(key in leaveOut) && (spec.flag ?? spec.argument) !== undefined)
    .map(([, spec]) => spec);
  const words = [
    command,
    ...specs.filter((spec) => spec.flag === undefined).map(optionSynopsis),
    ...specs.filter((spec) => spec.flag !== undefined && isRequired(spec)).map(optionSynopsis),
    ...specs.filter((spec) => !isRequired(spec)).map((spec) => `[${optionSynopsis(spec)}]`),
  ];
  return wrapWords(words, ' '.repeat(command.length + 1), width);
}

/** How a flag's own line in the help names it: `-r, --recursive`, `--x / --no-x`, `--key KEY`. */
function flagNames(spec: Option): string {
  const short = spec.short === undefined ? '' : `-${spec.short}, `;
  const negated = spec.negatable ? ` / --no-${spec.flag}` : '';
  return `${short}${optionSynopsis(spec)}${negated}`;
}

/** Each argument of the table (`SRC`, `DST`) with its description; those of `leaveOut` not. */
export function argumentHelp(table: OptionTable, leaveOut: OptionTable = {}): string {
  return Object.entries(table)
    .filter(([key, spec]) => spec.flag === undefined && spec.argument && !(key in leaveOut))
    .map(([, spec]) =>
      [
        `  ${spec.argument!}`,
        ...wrapWords((spec.cliDescription ?? spec.description).split(/\s+/), '', WIDTH - 6).map(
          (line) => `      ${line}`,
        ),
      ].join('\n'),
    )
    .join('\n');
}

/** Each flag of the table with what it takes, its default and its description. */
export function flagHelp(table: OptionTable): string {
  const blocks: string[] = [];
  for (const spec of Object.values(table)) {
    if (spec.flag === undefined) continue;
    const fallback =
      spec.required !== undefined
        ? ' (required)'
        : spec.default !== '' && spec.kind !== 'boolean'
          ? ` (default: ${spec.default})`
          : '';
    const description = wrapWords(
      (spec.cliDescription ?? spec.description).split(/\s+/),
      '',
      WIDTH - 6,
    );
    blocks.push(
      [`  ${flagNames(spec)}${fallback}`, ...description.map((line) => `      ${line}`)].join('\n'),
    );
  }
  return blocks.join('\n');
}

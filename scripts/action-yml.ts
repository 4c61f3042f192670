// An action.yml's `inputs:` section, written from a table of options (src/options/), for
// scripts/readme-inputs.mjs (`npm run docs`) and the unit tests that check the files are current.
import type { Option, OptionTable } from '../src/options/option-table.js';

/** Inputs of a table of options, in table order. */
export function inputsOf(table: OptionTable): Option[] {
  return Object.values(table).filter((spec) => spec.input !== undefined);
}

/**
 * A one-line YAML scalar quoted as prettier quotes it: single quotes, unless the text holds single
 * quotes and no double ones, then JSON's double quotes; with both, single quotes, and a single
 * quote inside written twice.
 */
function yamlString(text: string): string {
  if (text.includes("'") && !text.includes('"')) return JSON.stringify(text);
  return `'${text.replaceAll("'", "''")}'`;
}

/** action.yml's `inputs:` section as the table declares it. */
export function inputsYaml(table: OptionTable): string {
  const out = ['inputs:'];
  for (const spec of inputsOf(table)) {
    out.push(`  ${spec.input}:`, `    description: ${yamlString(spec.description)}`);
    if (spec.required) out.push('    required: true');
    else out.push(`    default: ${yamlString(spec.default)}`);
    if (spec.deprecationMessage !== undefined)
      out.push(`    deprecationMessage: ${yamlString(spec.deprecationMessage)}`);
  }
  return out.join('\n');
}

/** action.yml with its `inputs:` section (up to the next top-level key) rewritten. */
export function renderActionYml(actionYml: string, table: OptionTable): string {
  const match = /^inputs:\n(?: .*\n|\n)*/m.exec(actionYml);
  if (!match) throw new Error('action.yml has no top-level inputs: section');
  return `${actionYml.slice(0, match.index)}${inputsYaml(table)}\n${actionYml.slice(match.index + match[0].length)}`;
}

// Writes the README's tables of inputs and outputs from action.yml, between the markers
// <!-- inputs:start --> / <!-- inputs:end --> and <!-- outputs:start --> / <!-- outputs:end -->,
// so the docs cannot drift from the action (as actions/checkout does).
//
//   node scripts/readme-inputs.mjs          rewrite README.md
//   node scripts/readme-inputs.mjs --check  exit 1 when README.md is stale (for CI)
//
// action.yml is read by a small parser for the subset of YAML it uses (maps of maps of scalars:
// plain, 'single' or "double" quoted, and | or > blocks); anything else is an error naming the
// line, so a new construct fails loudly instead of being misread. The result goes through
// prettier, as `npm run format-check` expects.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ACTION = path.join(root, 'action.yml');
const README = path.join(root, 'README.md');

/** One scalar as YAML writes it on one line. */
function scalar(text, where) {
  const value = text.trim();
  if (value.startsWith("'")) {
    if (!/^'(?:[^']|'')*'$/.test(value)) throw new Error(`${where}: unterminated '...'`);
    return value.slice(1, -1).replace(/''/g, "'");
  }
  if (value.startsWith('"')) {
    try {
      return JSON.parse(value);
    } catch {
      throw new Error(`${where}: a "..." string this parser cannot read: ${value}`);
    }
  }
  if (/^[[{&*!|>%@`]/.test(value)) throw new Error(`${where}: unsupported YAML: ${value}`);
  return value.replace(/\s+#.*$/, '');
}

/** Parses action.yml into { [section]: { [name]: { [key]: string } } } for the nested sections. */
export function parseActionYml(text) {
  const lines = text.split(/\r?\n/);
  const result = {};
  let section;
  let entry;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const where = `action.yml:${i + 1}`;
    if (/^\s*(#.*)?$/.test(line)) continue;
    const match = /^( *)([A-Za-z0-9_-]+):(?:\s+(.*))?$/.exec(line);
    if (!match) throw new Error(`${where}: unsupported YAML: ${line.trim()}`);
    const [, indent, key, rest = ''] = match;
    if (indent.length === 0) {
      section = result[key] = rest.trim() === '' ? {} : scalar(rest, where);
      entry = undefined;
    } else if (indent.length === 2) {
      if (typeof section !== 'object') throw new Error(`${where}: '${key}' outside a section`);
      entry = section[key] = rest.trim() === '' ? {} : scalar(rest, where);
    } else if (indent.length === 4) {
      if (typeof entry !== 'object') throw new Error(`${where}: '${key}' outside an entry`);
      const block = /^([|>])([+-]?)\s*$/.exec(rest.trim());
      if (block) {
        const body = [];
        while (i + 1 < lines.length && (/^ {6}/.test(lines[i + 1]) || lines[i + 1].trim() === ''))
          body.push(lines[++i].slice(6));
        const joined = block[1] === '|' ? body.join('\n') : body.join(' ').replace(/ {2,}/g, ' ');
        entry[key] = block[2] === '+' ? joined : joined.trimEnd();
      } else entry[key] = scalar(rest, where);
    } else throw new Error(`${where}: unexpected indentation`);
  }
  return result;
}

const cell = (text) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

function inputsTable(inputs) {
  const rows = Object.entries(inputs).map(([name, spec]) => {
    const required = spec.required === 'true' || spec.required === true;
    const fallback = spec.default ?? '';
    return `| \`${name}\` | ${required ? 'yes' : ''} | ${fallback === '' ? '' : `\`${cell(fallback)}\``} | ${cell(spec.description ?? '')} |`;
  });
  return ['| Input | Required | Default | Description |', '|---|---|---|---|', ...rows].join('\n');
}

function outputsTable(outputs) {
  const rows = Object.entries(outputs).map(
    ([name, spec]) => `| \`${name}\` | ${cell(spec.description ?? '')} |`,
  );
  return ['| Output | Description |', '|---|---|', ...rows].join('\n');
}

function replaceBetween(text, name, body) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from === -1 || to === -1 || to < from)
    throw new Error(`README.md has no ${start} ... ${end} markers`);
  const note =
    '<!-- generated from action.yml by `npm run docs`: edit action.yml, not this table -->';
  return `${text.slice(0, from + start.length)}\n${note}\n\n${body}\n\n${text.slice(to)}`;
}

export async function renderReadme(readme, actionYml) {
  const action = parseActionYml(actionYml);
  let text = replaceBetween(readme, 'inputs', inputsTable(action.inputs ?? {}));
  text = replaceBetween(text, 'outputs', outputsTable(action.outputs ?? {}));
  const options = (await prettier.resolveConfig(README)) ?? {};
  return prettier.format(text, { ...options, filepath: README });
}

const check = process.argv.includes('--check');
try {
  const current = readFileSync(README, 'utf8');
  const next = await renderReadme(current, readFileSync(ACTION, 'utf8'));
  if (check) {
    if (next !== current) {
      console.error(
        "README.md's input/output tables are stale, or the README is not formatted: run 'npm run docs' and commit README.md",
      );
      process.exit(1);
    }
    console.log('README.md is up to date with action.yml');
  } else if (next !== current) {
    writeFileSync(README, next);
    console.log('README.md: tables of inputs and outputs written from action.yml');
  } else console.log('README.md is up to date with action.yml');
} catch (error) {
  console.error(`readme-inputs: ${error.message}`);
  process.exit(1);
}

// Writes action.yml's `inputs:` from the one table of options (src/options/, ACTION_OPTIONS in
// src/sync-action/settings.ts), the cache actions' (cache/action.yml, cache/restore, cache/save) from theirs
// (CACHE_ACTION_TABLES in src/cache-action/), and the README's tables of inputs (with each
// input's CLI flag) and outputs between the markers <!-- inputs:start --> / <!-- inputs:end -->
// and <!-- outputs:start --> / <!-- outputs:end -->, and the cache action's (cache-inputs,
// cache-outputs) and the shards action's (shards-inputs), so none can drift from the code (as
// actions/checkout does for its docs). The inputs sections are written by scripts/action-yml.ts.
// It imports TypeScript, so it runs under tsx: `npm run docs`.
//
//   npm run docs              rewrite the action.yml files' inputs and README.md
//   npm run docs -- --check   exit 1 when any is stale (for CI)
//
// action.yml is read by a small parser for the subset of YAML it uses (maps of maps of scalars:
// plain, 'single' or "double" quoted, and | or > blocks); anything else is an error naming the
// line, so a new construct fails loudly instead of being misread. The README goes through
// prettier, as `npm run format-check` expects.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { CACHE_ACTION_TABLES } from '../src/cache-action/cache-action-tables.ts';
import { PRUNE_OPTIONS } from '../src/cache-action/prune-options.ts';
import { SHARDS_OPTIONS } from '../src/options/shards-options.ts';
import { ACTION_OPTIONS } from '../src/sync-action/settings.ts';
import { inputsOf, renderActionYml } from './action-yml.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Each action.yml (relative to the root) and the table of options its inputs come from. */
const ACTIONS = [
  ['action.yml', ACTION_OPTIONS],
  ...Object.entries(CACHE_ACTION_TABLES),
  // The shards action (issue 15): its inputs here, and its table in README.md (shards-inputs).
  ['shards/action.yml', SHARDS_OPTIONS],
  // The cache store's pruning (issue 26).
  ['cache/prune/action.yml', PRUNE_OPTIONS],
];
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

/** The table of an action's inputs; `flags: false` leaves out the CLI flag column. */
function inputsTable(table, { flags = true } = {}) {
  const rows = inputsOf(table).map((spec) => {
    const flag = spec.flag === undefined ? '' : `\`--${spec.flag}\``;
    const fallback = spec.default;
    return `| \`${spec.input}\` |${flags ? ` ${flag} |` : ''} ${spec.required ? 'yes' : ''} | ${fallback === '' ? '' : `\`${cell(fallback)}\``} | ${cell(spec.description)} |`;
  });
  return [
    `| Input |${flags ? ' CLI flag |' : ''} Required | Default | Description |`,
    `|---|${flags ? '---|' : ''}---|---|---|`,
    ...rows,
  ].join('\n');
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
  const cache = name.startsWith('cache-');
  const source = name.endsWith('inputs')
    ? `the table of options (${cache ? 'src/cache-action/cache-options.ts' : 'src/options/, src/sync-action/settings.ts'})`
    : `${cache ? 'cache/' : ''}action.yml`;
  const note = `<!-- generated by \`npm run docs\` from ${source}: do not edit this table -->`;
  return `${text.slice(0, from + start.length)}\n${note}\n\n${body}\n\n${text.slice(to)}`;
}

export async function renderReadme(readme, actionYml, table, cacheActionYml) {
  const action = parseActionYml(actionYml);
  let text = replaceBetween(readme, 'inputs', inputsTable(table));
  text = replaceBetween(text, 'outputs', outputsTable(action.outputs ?? {}));
  text = replaceBetween(text, 'shards-inputs', inputsTable(SHARDS_OPTIONS));
  text = replaceBetween(text, 'cache-inputs', inputsTable(CACHE_ACTION_TABLES['cache/action.yml']));
  const cacheAction = parseActionYml(cacheActionYml);
  text = replaceBetween(text, 'cache-outputs', outputsTable(cacheAction.outputs ?? {}));
  const options = (await prettier.resolveConfig(README)) ?? {};
  return prettier.format(text, { ...options, filepath: README });
}

const check = process.argv.includes('--check');
try {
  const files = ACTIONS.map(([name, table]) => {
    const current = readFileSync(path.join(root, name), 'utf8');
    return { name, path: path.join(root, name), current, next: renderActionYml(current, table) };
  });
  const currentReadme = readFileSync(README, 'utf8');
  const main = files.find((file) => file.name === 'action.yml');
  const cache = files.find((file) => file.name === 'cache/action.yml');
  files.push({
    name: 'README.md',
    path: README,
    current: currentReadme,
    next: await renderReadme(currentReadme, main.next, ACTION_OPTIONS, cache.next),
  });
  const stale = files.filter((file) => file.next !== file.current).map((file) => file.name);
  if (check) {
    if (stale.length > 0) {
      console.error(
        `${stale.join(', ')} ${stale.length > 1 ? 'are' : 'is'} stale against the table of options (or not formatted): run 'npm run docs' and commit`,
      );
      process.exit(1);
    }
    console.log('the action.yml files and README.md are up to date with the tables of options');
  } else {
    for (const file of files) if (file.next !== file.current) writeFileSync(file.path, file.next);
    console.log(
      stale.length
        ? `written: ${stale.join(', ')}`
        : 'the action.yml files and README.md are up to date',
    );
  }
} catch (error) {
  console.error(`readme-inputs: ${error.message}`);
  process.exit(1);
}

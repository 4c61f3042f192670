import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderActionYml } from '../../scripts/action-yml.js';
import { CACHE_ACTION_TABLES } from '../../src/cache-action/cache-action-tables.js';
import { readCacheSettings } from '../../src/cache-action/cache-settings.js';

/** The inputs and defaults an action.yml declares ('' when it has none), in order. */
const readAction = (file: string) =>
  readFileSync(path.resolve(import.meta.dirname, '../..', file), 'utf8');

function declaredInputs(file: string): Map<string, string> {
  const text = readAction(file);
  const block = text.slice(text.indexOf('\ninputs:\n'), text.indexOf('\noutputs:\n'));
  const inputs = new Map<string, string>();
  let current: string | undefined;
  for (const line of block.split('\n')) {
    const name = /^ {2}([A-Za-z0-9-]+):\s*$/.exec(line);
    if (name) inputs.set((current = name[1]!), '');
    const fallback = /^ {4}default:\s*(['"]?)(.*)\1\s*$/.exec(line);
    if (fallback && current) inputs.set(current, fallback[2]!);
  }
  return inputs;
}

const WITH = { path: 'node_modules', key: 'npm-1', bucket: 's3://caches' };
const ENV = {
  GITHUB_WORKSPACE: '/ws',
  GITHUB_REF: 'refs/heads/main',
  GITHUB_REPOSITORY: 'org/app',
};
const ACTIONS = Object.keys(CACHE_ACTION_TABLES);

function readWith(inputs: Record<string, string>) {
  const read = new Set<string>();
  const settings = readCacheSettings((name) => {
    read.add(name);
    return inputs[name] ?? '';
  }, ENV);
  return { settings, read };
}

describe("the cache actions' action.yml files and the inputs the steps read", () => {
  it('cache/action.yml declares every input the steps read, and no other', () => {
    const { read } = readWith(WITH);
    expect([...declaredInputs('cache/action.yml').keys()].sort()).toEqual([...read].sort());
  });

  it.each(ACTIONS)(
    "%s: its inputs are what 'npm run docs' writes from the table of options",
    (file) => {
      const text = readAction(file);
      expect(text, `${file} is stale: run 'npm run docs'`).toBe(
        renderActionYml(text, CACHE_ACTION_TABLES[file]!),
      );
    },
  );

  it.each(ACTIONS)(
    '%s: its defaults, as the runner passes them, mean the same as no inputs',
    (file) => {
      const defaults = Object.fromEntries(declaredInputs(file));
      expect(readWith({ ...defaults, ...WITH }).settings).toEqual(readWith(WITH).settings);
    },
  );

  it.each([
    ['cache/restore/action.yml', ['update', 'upload-chunk-size', 'save-always', 'save-untrusted']],
    [
      'cache/save/action.yml',
      ['restore-keys', 'lookup-only', 'fail-on-cache-miss', 'save-always', 'allow-linked-paths'],
    ],
  ])('%s declares all but %j', (file, absent) => {
    const all = [...declaredInputs('cache/action.yml').keys()];
    expect([...declaredInputs(file).keys()]).toEqual(all.filter((name) => !absent.includes(name)));
  });
});

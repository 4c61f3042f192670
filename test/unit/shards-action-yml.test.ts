import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { actionInputs } from '../../src/options/option-table.js';
import { SHARDS_OPTIONS } from '../../src/options/shards-options.js';
import { ShardsOutputs } from '../../src/shards-action/main.js';

const text = readFileSync(path.resolve(import.meta.dirname, '../../shards/action.yml'), 'utf8');
const section = (name: string, next: string) =>
  text.slice(text.indexOf(`\n${name}:\n`), text.indexOf(`\n${next}:\n`));
const names = (block: string) =>
  [...block.matchAll(/^ {2}([A-Za-z0-9-]+):\s*$/gm)].map((m) => m[1]);

describe("the shards action's action.yml", () => {
  it('declares the inputs of the table of options, in its order', () => {
    expect(names(section('inputs', 'outputs'))).toEqual(
      actionInputs(SHARDS_OPTIONS).map((i) => i.name),
    );
  });

  it('declares the outputs the step sets, and runs its own bundle on node24', () => {
    expect(names(section('outputs', 'runs')).sort()).toEqual(Object.values(ShardsOutputs).sort());
    expect(text).toMatch(/using: 'node24'\n {2}main: '\.\.\/dist\/shards\/index\.js'/);
  });
});

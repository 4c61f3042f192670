import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { CacheWorkerPool } from '../../src/cache/workers/cache-worker-pool.js';
import type { SaveTask } from '../../src/cache/save/save-task-types.js';

describe('cache worker pool', () => {
  const pool = new CacheWorkerPool<SaveTask>(1);
  afterAll(() => pool.close());

  it('a task that cannot be posted -> refused, and the next task runs on the same thread', async () => {
    const unclonable = { kind: 'hash', files: [{ path: 'x', size: 1, later: () => 1 }] };
    await expect(pool.run(unclonable as unknown as SaveTask)).rejects.toThrow(
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

  it('a task of a kind no side registered -> refused by name, and the worker goes on', async () => {
    const unknown = { kind: 'nope' } as unknown as SaveTask;
    await expect(pool.run(unknown)).rejects.toThrow(/no cache worker task is called "nope"/);
    const { result } = await pool.run<Uint8Array>({ kind: 'hash', files: [] });
    expect(result.length).toBe(0);
  });

  it('two workers -> started settles once both have loaded their bundle', async () => {
    const two = new CacheWorkerPool<SaveTask>(2);
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
    const early = new CacheWorkerPool<SaveTask>(2);
    await early.close();
    await expect(early.started).resolves.toBeUndefined();
  });
});

describe('cache task tables', () => {
  it("the save's table runs a save task on the calling thread; a restore's fetching task there is refused", async () => {
    const { runTask } = await import('../../src/cache/workers/cache-worker.js');
    const { saveTasks } = await import('../../src/cache/save/save-tasks.js');
    const { restoreTasks } = await import('../../src/cache/restore/restore-tasks.js');
    const hashNothing: SaveTask = { kind: 'hash', files: [] };
    const { result } = runTask(saveTasks, hashNothing);
    expect((result as Uint8Array).length).toBe(0);
    expect(() => runTask(saveTasks, { kind: 'unpack' })).toThrow(
      /no cache worker task is called "unpack"/,
    );
    expect(() => runTask(restoreTasks, { kind: 'fetch-write' })).toThrow(
      /a fetch-write task runs in a worker thread/,
    );
  });
});

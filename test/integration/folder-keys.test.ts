import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBucket, deleteTestBucket, testClient } from '../support/s3.js';
import { local, putTree, runSync, s3, syncRequest } from '../support/sync-harness.js';

// Keys ending in `/` on a download: a zero-byte folder marker, and one that holds bytes.

describe('sync s3://bucket/ to a folder, with keys ending in "/"', () => {
  const client = testClient();
  let bucket: string;
  let scratch: string;

  beforeAll(async () => {
    bucket = await createTestBucket(client, 'folderkeys');
    scratch = await mkdtemp(path.join(os.tmpdir(), 's3sync-folderkeys-'));
    await putTree(
      client,
      bucket,
      '',
      new Map([
        ['a.txt', Buffer.from('a')],
        ['c.md/', Buffer.from('hi')],
        ['z/', Buffer.alloc(0)],
      ]),
    );
  }, 60_000);
  afterAll(async () => {
    await deleteTestBucket(client, bucket);
    await rm(scratch, { recursive: true, force: true });
  }, 60_000);

  it('a non-empty "c.md/" fails with a warning naming it, every run, and is never reported as downloaded', async () => {
    const dir = path.join(scratch, 'down');
    for (const dryrun of [true, false, false]) {
      const { report, lines, warnings, error } = await runSync(
        syncRequest(s3(bucket), local(dir), { dryrun }),
      );
      expect(report.counts.failed).toBe(1);
      expect(report.failures.map((f) => f.key)).toEqual(['c.md/']);
      expect(error?.message).toContain('"c.md/"');
      expect(warnings.filter((w) => w.includes('"c.md/"'))).toHaveLength(1);
      expect(lines.some((l) => l.includes('c.md'))).toBe(false);
    }
    // The marker z/ became a folder; c.md/ became nothing at all.
    expect((await readdir(dir)).sort()).toEqual(['a.txt', 'z']);
  });

  it("exclude: '*' makes no folder for the marker z/, and writes nothing", async () => {
    const dir = path.join(scratch, 'excluded');
    const { report } = await runSync(
      syncRequest(s3(bucket), local(dir), { filters: [{ kind: 'exclude', pattern: '*' }] }),
    );
    expect(report.counts.failed).toBe(0);
    expect(report.counts.transferred).toBe(0);
    expect(await readdir(dir).catch(() => [])).toEqual([]);
  });
});

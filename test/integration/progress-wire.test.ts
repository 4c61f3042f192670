import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { restoreCache } from '../../src/cache/restore/restore-cache.js';
import { saveCache } from '../../src/cache/save/save-cache.js';
import type { ProgressReading } from '../../src/progress/progress-line.js';
import { ProgressMeter, progressEveryMs } from '../../src/progress/progress-meter.js';
import {
  phaseMeter,
  RESTORE_STAGES,
  SAVE_STAGES,
  syncReading,
  type ProgressStage,
} from '../../src/progress/progress-sources.js';
import { executeSync } from '../../src/sync-action/execute-sync.js';
import { cacheSession, restoreRequest, saveRequest } from '../support/cache-store-harness.js';
import { testClient } from '../support/s3.js';
import { bucketBehindProxy, local, putTree, s3, syncRequest } from '../support/sync-harness.js';

// Progress through a slow link (the shaping proxy on 127.0.0.1): the lines count bytes as they
// move on the wire, so they show bytes below the total and a rate while an object is still on
// its way, and a log ends with its totals. No timing is asserted: only what the lines say.

const MiB = 1024 * 1024;
/** A tick every 50 ms, so that a transfer of a few seconds gives many lines. */
const EVERY_MS = progressEveryMs({ S3_SYNC_PROGRESS_INTERVAL_MS: '50' }, 'log');

/** A meter printing into an array, and every reading it took. */
function recorder() {
  const lines: string[] = [];
  const readings: ProgressReading[] = [];
  const start = (read: () => ProgressReading | undefined) =>
    new ProgressMeter({
      read: () => {
        const reading = read();
        if (reading) readings.push(reading);
        return reading;
      },
      style: 'log',
      everyMs: EVERY_MS,
      write: (line) => lines.push(line),
    }).start();
  const cacheMeter = (stages: readonly ProgressStage[]) => phaseMeter(stages, start);
  return { lines, readings, start, cacheMeter };
}

/** What every slow transfer's lines must show, whatever the timing. */
function expectMovingLines(
  lines: readonly string[],
  readings: readonly ProgressReading[],
  stage: string,
) {
  const moving = readings.filter((r) => r.stage === stage && r.files < r.totalFiles);
  // Bytes counted while they move: a reading with some, but not all, of them.
  const said = lines.join('\n');
  expect(
    moving.some((r) => r.bytes > 0 && r.bytes < r.totalBytes),
    said,
  ).toBe(true);
  // A rate above zero on a line printed before the last file was through.
  const before = lines.filter((l) => !l.startsWith('totals: ') && /^\S+ (\d[\d,]*) \/ /.test(l));
  const open = before.filter((l) => {
    const [, done, total] = /^\S+ ([\d,]+) \/ ([\d,]+) files/.exec(l)!;
    return done !== total;
  });
  expect(
    open.some((l) => /, [1-9][\d.]* (B|KiB|MiB|GiB)\/s, ETA /.test(l)),
    said,
  ).toBe(true);
  // The log ends with its totals: every file, every byte.
  expect(lines.at(-1)).toMatch(new RegExp(`^totals: ${stage} ([\\d,]+) / \\1 files, .*\\(100%\\)`));
}

describe('progress counts bytes on the wire through a slow link', () => {
  const client = testClient();
  const setup = bucketBehindProxy(client, { name: 'progress-wire', timeoutMs: 60_000 });

  it('sync s3://bucket/one to a folder at 512 KiB/s: a 2 MiB object shows its bytes arriving and a rate before it lands', async () => {
    const body = randomBytes(2 * MiB);
    await putTree(client, setup.bucket, 'one/', new Map([['big.bin', body]]));
    setup.proxy.configure({
      bandwidthBytesPerSec: 512 * 1024,
      uploadBandwidthBytesPerSec: undefined,
    });
    const { lines, readings, start } = recorder();
    const dest = path.join(setup.scratch, 'sync-down');
    let meter: ProgressMeter | undefined;
    const { error } = await executeSync(
      syncRequest(s3(setup.bucket, 'one/'), local(dest), {}, setup.proxy.endpoint),
      {
        signal: new AbortController().signal,
        onStart: (progress) => (meter = start(() => syncReading(progress))),
      },
    ).finally(() => meter?.stop());
    expect(error).toBeUndefined();
    expect((await readFile(path.join(dest, 'big.bin'))).equals(body)).toBe(true);
    expectMovingLines(lines, readings, 'transferred');
  });

  it('cache save and restore of a 12 MiB file through the slow link: storing and restoring lines move while the blob is on the wire (the workers count it too)', async () => {
    const session = cacheSession(setup.proxy.endpoint);
    try {
      const ws = path.join(setup.scratch, 'ws');
      const content = randomBytes(12 * MiB);
      await mkdir(path.join(ws, 'tree'), { recursive: true });
      await writeFile(path.join(ws, 'tree', 'big.bin'), content);
      const store = { bucket: setup.bucket, prefix: 'cache' };
      const signal = new AbortController().signal;

      // Uploads paced: the socket takes what the link carries (after the kernel's buffers).
      setup.proxy.configure({
        bandwidthBytesPerSec: undefined,
        uploadBandwidthBytesPerSec: 4 * MiB,
      });
      const save = recorder();
      const saving = save.cacheMeter(SAVE_STAGES);
      const saved = await saveCache(
        session,
        saveRequest(store, ws, ['tree'], 'k'),
        signal,
        saving.watch,
      ).finally(() => saving.stop());
      expect(saved.outcome).toBe('saved');
      expectMovingLines(save.lines, save.readings, 'storing');

      setup.proxy.configure({
        bandwidthBytesPerSec: 3 * MiB,
        uploadBandwidthBytesPerSec: undefined,
      });
      const target = path.join(setup.scratch, 'restored');
      await mkdir(target);
      const restore = recorder();
      const restoring = restore.cacheMeter(RESTORE_STAGES);
      const restored = await restoreCache(
        session,
        restoreRequest(store, target, ['tree'], 'k'),
        signal,
        restoring.watch,
      ).finally(() => restoring.stop());
      expect(restored.outcome).toBe('exact');
      expect((await readFile(path.join(target, 'tree', 'big.bin'))).equals(content)).toBe(true);
      expectMovingLines(restore.lines, restore.readings, 'restoring');
    } finally {
      session.close();
      setup.proxy.configure({
        bandwidthBytesPerSec: undefined,
        uploadBandwidthBytesPerSec: undefined,
      });
    }
  });
});

import { describe, expect, it } from 'vitest';
import { PhaseCollector } from '../../src/phases.js';
import {
  estimateLeft,
  formatDuration,
  formatProgressLine,
  formatTotalsLine,
  type ProgressReading,
} from '../../src/progress/progress-line.js';
import { ProgressMeter, progressEveryMs } from '../../src/progress/progress-meter.js';
import {
  RESTORE_STAGES,
  SAVE_STAGES,
  stageReading,
  syncReading,
} from '../../src/progress/progress-sources.js';
import { newSyncProgress } from '../../src/sync/sync-progress.js';

const MiB = 1024 * 1024;
const reading = (files: number, bytes: number): ProgressReading => ({
  stage: 'storing',
  files,
  bytes,
  totalFiles: 5000,
  totalBytes: 40 * MiB,
});

describe('the progress line', () => {
  it('says files and bytes done of the total, the share, the rate, the time left and taken', () => {
    expect(
      formatProgressLine({
        reading: reading(1234, 12 * MiB),
        elapsedMs: 3200,
        bytesPerSecond: 4 * MiB,
      }),
    ).toBe('storing 1,234 / 5,000 files, 12.0 MiB / 40.0 MiB (30%), 4.0 MiB/s, ETA 7s, elapsed 3s');
  });

  it('before a rate is known, and with nothing planned, says so rather than guess', () => {
    expect(
      formatProgressLine({ reading: reading(0, 0), elapsedMs: 900, bytesPerSecond: undefined }),
    ).toBe('storing 0 / 5,000 files, 0 B / 40.0 MiB (0%), -, ETA -, elapsed 1s');
    const empty = { ...reading(3, 0), totalBytes: 0, detail: 'listing 12' };
    expect(formatProgressLine({ reading: empty, elapsedMs: 0, bytesPerSecond: 0 })).toBe(
      'storing 3 / 5,000 files, 0 B / 0 B, 0 B/s, ETA -, elapsed 0s, listing 12',
    );
  });

  it.each([
    [0, '0s'],
    [59.4, '59s'],
    [61, '1m01s'],
    [3599, '59m59s'],
    [3600 * 2 + 4 * 60 + 5, '2h04m'],
  ])('formatDuration(%d) is %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it('the time left is what is left at the current rate; done is 0s', () => {
    const state = (bytes: number, rate: number | undefined, files = 0) => ({
      reading: reading(files, bytes),
      elapsedMs: 0,
      bytesPerSecond: rate,
    });
    expect(estimateLeft(state(20 * MiB, 2 * MiB))).toBe('10s');
    expect(estimateLeft(state(40 * MiB, undefined, 5000))).toBe('0s');
    expect(estimateLeft(state(20 * MiB, 0))).toBe('-');
  });

  it('every byte sent but a file not through yet (its answer still to come): 99% and no ETA, not 100% and 0s', () => {
    expect(
      formatProgressLine({
        reading: reading(4999, 40 * MiB),
        elapsedMs: 12_000,
        bytesPerSecond: MiB,
      }),
    ).toBe('storing 4,999 / 5,000 files, 40.0 MiB / 40.0 MiB (99%), 1.0 MiB/s, ETA -, elapsed 12s');
    expect(
      formatProgressLine({
        reading: reading(5000, 40 * MiB),
        elapsedMs: 12_000,
        bytesPerSecond: MiB,
      }),
    ).toBe(
      'storing 5,000 / 5,000 files, 40.0 MiB / 40.0 MiB (100%), 1.0 MiB/s, ETA 0s, elapsed 12s',
    );
  });

  it('the totals line a log ends with: done of planned, the average rate, the time taken', () => {
    expect(formatTotalsLine(reading(5000, 40 * MiB), 20_000)).toBe(
      'totals: storing 5,000 / 5,000 files, 40.0 MiB / 40.0 MiB (100%), 2.0 MiB/s average, elapsed 20s',
    );
    expect(formatTotalsLine({ ...reading(0, 0), detail: 'listed 3' }, 0)).toBe(
      'totals: storing 0 / 5,000 files, 0 B / 40.0 MiB (0%), average -, elapsed 0s, listed 3',
    );
  });
});

/** A meter on a clock the test steps, printing into an array. */
function steppedMeter(style: 'log' | 'terminal', read: () => ProgressReading | undefined) {
  let now = 1_000;
  const written: string[] = [];
  const meter = new ProgressMeter({
    read,
    style,
    everyMs: 1000,
    clock: () => now,
    write: (text) => written.push(text),
  });
  return { meter, written, step: (ms: number) => (now += ms) };
}

describe('the meter', () => {
  it('in a log: a line each tick, the rate over the ticks between', () => {
    let bytes = 0;
    const { meter, written, step } = steppedMeter('log', () => reading(bytes / 1024, bytes));
    step(1000);
    bytes = 4 * MiB;
    meter.tick();
    step(1000);
    bytes = 8 * MiB;
    meter.tick();
    meter.stop();
    // The first stop ends the log with the totals; a second writes nothing.
    meter.stop();
    expect(written).toEqual([
      'storing 4,096 / 5,000 files, 4.0 MiB / 40.0 MiB (10%), -, ETA -, elapsed 1s',
      'storing 8,192 / 5,000 files, 8.0 MiB / 40.0 MiB (20%), 4.0 MiB/s, ETA 8s, elapsed 2s',
      'totals: storing 8,192 / 5,000 files, 8.0 MiB / 40.0 MiB (20%), 4.0 MiB/s average, elapsed 2s',
    ]);
  });

  it('on a terminal: one line rewritten with \\r, cleared for lines above it, ended at stop', () => {
    const { meter, written, step } = steppedMeter('terminal', () => reading(1, MiB));
    step(1000);
    meter.tick();
    meter.above(() => written.push('upload: a to s3://b/a\n'));
    meter.stop();
    const line = '\rstoring 1 / 5,000 files, 1.0 MiB / 40.0 MiB (2%), -, ETA -, elapsed 1s\u001b[K';
    expect(written.slice(0, 4)).toEqual([line, '\r\u001b[K', 'upload: a to s3://b/a\n', line]);
    expect(written.slice(-1)).toEqual(['\n']);
    expect(written[4]!.startsWith('\rstoring 1 / 5,000 files, ')).toBe(true);
    expect(written[4]!.endsWith('\u001b[K')).toBe(true);
  });

  it('a terminal prints nothing when there is nothing to show, nor when stopped before its first tick; a log prints its totals alone', () => {
    const idle = steppedMeter('terminal', () => undefined);
    idle.meter.tick();
    idle.meter.stop();
    const quick = steppedMeter('terminal', () => reading(1, 1));
    quick.meter.start().stop();
    const idleLog = steppedMeter('log', () => undefined);
    idleLog.meter.start().stop();
    expect([...idle.written, ...quick.written, ...idleLog.written]).toEqual([]);
    const log = steppedMeter('log', () => reading(5000, 40 * MiB));
    log.meter.start().stop();
    expect(log.written).toEqual([
      'totals: storing 5,000 / 5,000 files, 40.0 MiB / 40.0 MiB (100%), average -, elapsed 0s',
    ]);
  });

  it('ticks once a second in a log and twice on a terminal; S3_SYNC_PROGRESS_INTERVAL_MS sets it', () => {
    expect(progressEveryMs({}, 'log')).toBe(1000);
    expect(progressEveryMs({}, 'terminal')).toBe(500);
    expect(progressEveryMs({ S3_SYNC_PROGRESS_INTERVAL_MS: '20' }, 'log')).toBe(20);
    expect(progressEveryMs({ S3_SYNC_PROGRESS_INTERVAL_MS: 'soon' }, 'log')).toBe(1000);
    expect(progressEveryMs({ S3_SYNC_PROGRESS_INTERVAL_MS: '-5' }, 'terminal')).toBe(500);
  });
});

describe('readings from the jobs’ own counters', () => {
  it('a save: hashing until storing has work, then storing (packs and blobs together)', () => {
    const phases = new PhaseCollector();
    expect(stageReading(phases, SAVE_STAGES)).toBeUndefined();
    phases.plan('hash', 10, 1000);
    phases.add('hash', 4, 400);
    expect(stageReading(phases, SAVE_STAGES)).toEqual({
      stage: 'hashing',
      files: 4,
      bytes: 400,
      totalFiles: 10,
      totalBytes: 1000,
    });
    // Read before storing began (a manifest): not the stage's bytes.
    phases.wire.add(30);
    phases.plan('pack', 8, 200);
    phases.plan('compress', 2, 800);
    phases.add('pack', 8, 200);
    // The pack is made: 50 bytes to upload, of which 20 are on the wire; the blob, not made yet,
    // counts with its own size. A file is done once its pack is uploaded.
    phases.plan('upload', 1, 50);
    phases.wire.add(20);
    const storing = { stage: 'storing', totalFiles: 10 };
    expect(stageReading(phases, SAVE_STAGES)).toEqual({
      ...storing,
      files: 0,
      bytes: 20,
      totalBytes: 50 + 800,
    });
    phases.wire.add(30);
    phases.through('upload', 8);
    phases.add('compress', 2, 800);
    phases.plan('upload', 1, 700);
    phases.wire.add(650);
    // Every byte is on the wire, and the blob's upload has yet to answer: not done.
    expect(stageReading(phases, SAVE_STAGES)).toEqual({
      ...storing,
      files: 8,
      bytes: 700,
      totalBytes: 750,
    });
    // A part sent again moved twice; the line stops at the total.
    phases.wire.add(200);
    expect(stageReading(phases, SAVE_STAGES)).toMatchObject({ bytes: 750, totalBytes: 750 });
  });

  it('a restore: files as they land, bytes as they arrive of those its fetches will move', () => {
    const phases = new PhaseCollector();
    phases.wire.add(4096); // the manifest
    phases.plan('unpack', 1, 20 * MiB);
    phases.plan('download', 1, 10 * MiB);
    phases.wire.add(4 * MiB);
    expect(stageReading(phases, RESTORE_STAGES)).toEqual({
      stage: 'restoring',
      files: 0,
      bytes: 4 * MiB,
      totalFiles: 1,
      totalBytes: 10 * MiB,
    });
  });

  it('a sync: copies done of those queued so far, with the listing', () => {
    const progress = newSyncProgress();
    expect(syncReading(progress)).toBeUndefined();
    progress.count('listed', 12000);
    progress.count('skipped', 11000);
    progress.phases.begin('list-source');
    expect(syncReading(progress)).toEqual({
      stage: 'transferred',
      files: 0,
      bytes: 0,
      totalFiles: 0,
      totalBytes: 0,
      detail: 'listing 12,000, unchanged 11,000',
    });
    progress.phases.plan('transfer', 3, 3 * MiB);
    progress.phases.add('transfer', 1, 1.5 * MiB);
    expect(syncReading(progress)).toEqual({
      stage: 'transferred',
      files: 1,
      bytes: 1.5 * MiB,
      totalFiles: 3,
      totalBytes: 3 * MiB,
      detail: 'listing 12,000, unchanged 11,000',
    });
    // Bytes on the wire run ahead of the copies done: the line follows them.
    progress.phases.wire.add(2 * MiB);
    expect(syncReading(progress)).toMatchObject({ files: 1, bytes: 2 * MiB });
    progress.phases.wire.add(4 * MiB);
    expect(syncReading(progress)).toMatchObject({ bytes: 3 * MiB, totalBytes: 3 * MiB });
  });
});

import { describe, expect, it } from 'vitest';
import { forEachBounded, mapBounded } from '../../src/bounded.js';
import { formatDuration, formatSize } from '../../src/report/format.js';
import { guessContentType } from '../../src/transfer/content-type.js';

describe('formatSize, the one byte formatter', () => {
  it.each<[number, 'report' | 'exact' | 'aws-cli', string]>([
    [0, 'report', '0 B'],
    [52_428_800, 'report', '50.0 MiB'],
    [5 * 1024 * 1024, 'exact', '5 MiB'],
    [5 * 1024 ** 3, 'exact', '5 GiB'],
    [1536, 'exact', '1.5 KiB'],
    [1, 'aws-cli', '1 Byte'],
    [10, 'aws-cli', '10 Bytes'],
    [1536, 'aws-cli', '1.5 KiB'],
  ])('%d bytes in the %s style is %s', (bytes, style, text) => {
    expect(formatSize(bytes, style)).toBe(text);
  });
});

describe('formatDuration, a setting in the form its input takes', () => {
  it.each([
    [604_800_000, '7d'],
    [86_400_000, '1d'],
    [129_600_000, '36h'],
    [5_400_000, '90m'],
    [45_000, '45s'],
    [1_500, '1.5s'],
    [0, '0s'],
  ])('%d ms reads %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});

describe('guessContentType (mime-types), as the aws-cli guesses on upload', () => {
  it.each([
    ['index.html', 'text/html'],
    ['app.js', 'text/javascript'],
    ['app.js.map', 'application/json'],
    ['LOGO.PNG', 'image/png'],
    ['site/data.json', 'application/json'],
    ['Makefile', undefined],
    ['archive.unknown-ext', undefined],
  ])('%s is %s', async (name, type) => {
    expect(await guessContentType(name)).toBe(type);
  });
});

describe('bounded concurrency', () => {
  it('mapBounded keeps the input order and never runs more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const out = await mapBounded([5, 1, 4, 2, 3], 2, async (n) => {
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, n));
      running--;
      return n * 10;
    });
    expect(out).toEqual([50, 10, 40, 20, 30]);
    expect(most).toBe(2);
  });

  it('forEachBounded starts nothing after a failure and throws once the others settle', async () => {
    const started: number[] = [];
    let settled = 0;
    const run = forEachBounded(10, 3, async (i) => {
      started.push(i);
      if (i === 1) throw new Error('part 1 failed');
      await new Promise((resolve) => setTimeout(resolve, 5));
      settled++;
    });
    await expect(run).rejects.toThrow('part 1 failed');
    expect(started).toEqual([0, 1, 2]);
    // 0 and 2 were in flight when 1 failed: they finished before the error came out.
    expect(settled).toBe(2);
  });
});

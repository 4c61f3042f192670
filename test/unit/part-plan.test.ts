import { describe, expect, it } from 'vitest';
import {
  copyParts,
  downloadParts,
  STREAM_CUTOFF_BYTES,
  uploadParts,
} from '../../src/transfer/part-plan.js';

const MiB = 1024 * 1024;
const GiB = 1024 * MiB;

describe('part plan', () => {
  it.each([
    [12 * MiB, 8 * MiB],
    [200 * 1e6, 8 * MiB],
    [STREAM_CUTOFF_BYTES - 1, 8 * MiB],
    // A part size the user chose does not split an object under the cutoff.
    [100 * MiB, 5 * MiB],
  ])('a download of %d bytes (part size %d) under the stream cutoff is one GET', (size, chunk) => {
    expect(downloadParts(size, chunk)).toEqual({ partBytes: size, concurrency: 1 });
  });

  it('a download at the stream cutoff or over it goes in ranges of the part size', () => {
    expect(downloadParts(STREAM_CUTOFF_BYTES, 8 * MiB)).toEqual({
      partBytes: 8 * MiB,
      concurrency: 16,
    });
    expect(downloadParts(12 * MiB, 5 * MiB, 12 * MiB)).toEqual({
      partBytes: 5 * MiB,
      concurrency: 3,
    });
    expect(downloadParts(12 * MiB, 5 * MiB, 12 * MiB + 1).concurrency).toBe(1);
  });

  it.each([
    // size, run part size, expected download part size, ranges in flight (no stream cutoff)
    [12 * MiB, 5 * MiB, 5 * MiB, 3],
    [200 * 1e6, 8 * MiB, 8 * MiB, 16],
    [1 * GiB, 8 * MiB, 8 * MiB, 16],
    // Never more than 10,000 ranges.
    [100 * GiB, 8 * MiB, Math.ceil((100 * GiB) / 10_000), 16],
  ])(
    'a download of %d bytes with %d-byte parts asks ranges of %d, %d at a time',
    (size, chunk, part, n) => {
      expect(downloadParts(size, chunk, 0)).toEqual({ partBytes: part, concurrency: n });
    },
  );

  it('a part size the user chose above the usual range is kept as it is', () => {
    expect(downloadParts(1 * GiB, 128 * MiB).partBytes).toBe(128 * MiB);
    expect(uploadParts(1 * GiB, 32 * MiB).partBytes).toBe(32 * MiB);
  });

  it('uploads cut about 8 parts of at most 32 MiB (held whole), never more than 10,000', () => {
    expect(uploadParts(200 * 1e6, 8 * MiB)).toEqual({ partBytes: 24 * MiB, concurrency: 8 });
    expect(uploadParts(1 * GiB, 8 * MiB)).toEqual({ partBytes: 32 * MiB, concurrency: 8 });
    // A smaller run budget (the cache's 64 MiB) keeps 4 parts in flight within it.
    expect(uploadParts(1 * GiB, 8 * MiB, 64 * MiB).partBytes).toBe(16 * MiB);
    // Just over the threshold: the run's part size stays the floor.
    expect(uploadParts(10 * MiB, 8 * MiB)).toEqual({ partBytes: 8 * MiB, concurrency: 2 });
    const huge = 5 * 1024 * GiB;
    expect(Math.ceil(huge / uploadParts(huge, 8 * MiB).partBytes)).toBeLessThanOrEqual(10_000);
  });

  it('server-side copies take parts of at least 64 MiB, up to 16 at once', () => {
    expect(copyParts(1 * GiB, 8 * MiB)).toEqual({ partBytes: 64 * MiB, concurrency: 16 });
    expect(copyParts(100 * MiB, 8 * MiB)).toEqual({ partBytes: 64 * MiB, concurrency: 2 });
  });
});

import { describe, expect, it } from 'vitest';
import { STREAM_CUTOFF_BYTES, streamCutoffFor } from '../../src/transfer/part-plan.js';

const MiB = 1024 * 1024;

describe('the cut-over between one GET and ranges', () => {
  it('no cut-over given -> 256 MiB, whatever the round trip (none is measured)', () => {
    expect(STREAM_CUTOFF_BYTES).toBe(256 * MiB);
    expect(streamCutoffFor(undefined, {})).toBe(STREAM_CUTOFF_BYTES);
  });

  it("the run's own cut-over (tests) wins over the benchmarks' setting", () => {
    const env = { S3_SYNC_STREAM_CUTOFF_MIB: '64' };
    expect(streamCutoffFor(0, env)).toBe(0);
    expect(streamCutoffFor(5 * MiB, env)).toBe(5 * MiB);
  });

  it.each([
    { value: '64', cutoff: 64 * MiB },
    { value: '0', cutoff: 0 },
    { value: '0.5', cutoff: MiB / 2 },
    // Not a size: the default.
    { value: '', cutoff: STREAM_CUTOFF_BYTES },
    { value: '-1', cutoff: STREAM_CUTOFF_BYTES },
    { value: 'soon', cutoff: STREAM_CUTOFF_BYTES },
  ])("the benchmarks' sweep: S3_SYNC_STREAM_CUTOFF_MIB=$value -> from $cutoff bytes", (c) => {
    expect(streamCutoffFor(undefined, { S3_SYNC_STREAM_CUTOFF_MIB: c.value })).toBe(c.cutoff);
  });
});

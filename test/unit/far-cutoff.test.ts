import { describe, expect, it } from 'vitest';
import {
  FAR_ROUND_TRIP_MS,
  FAR_STREAM_CUTOFF_BYTES,
  STREAM_CUTOFF_BYTES,
  streamCutoffFor,
} from '../../src/transfer/part-plan.js';

const MiB = 1024 * 1024;

describe('the cut-over between one GET and ranges, by the round trip', () => {
  it.each([
    { roundTripMs: undefined, cutoff: STREAM_CUTOFF_BYTES },
    { roundTripMs: 1, cutoff: STREAM_CUTOFF_BYTES },
    { roundTripMs: FAR_ROUND_TRIP_MS - 0.1, cutoff: STREAM_CUTOFF_BYTES },
    { roundTripMs: FAR_ROUND_TRIP_MS, cutoff: FAR_STREAM_CUTOFF_BYTES },
    { roundTripMs: 80, cutoff: FAR_STREAM_CUTOFF_BYTES },
  ])('a shortest first-byte wait of $roundTripMs ms -> from $cutoff bytes', (c) => {
    expect(streamCutoffFor(c.roundTripMs, undefined, {})).toBe(c.cutoff);
  });

  it("the run's own cut-over (tests) wins whatever the round trip", () => {
    expect(streamCutoffFor(80, 0, {})).toBe(0);
    expect(streamCutoffFor(undefined, 5 * MiB, {})).toBe(5 * MiB);
  });

  it("the benchmarks' sweep: S3_SYNC_FAR_ROUND_TRIP_MS and S3_SYNC_FAR_CUTOFF_MIB", () => {
    const env = { S3_SYNC_FAR_ROUND_TRIP_MS: '0', S3_SYNC_FAR_CUTOFF_MIB: '64' };
    expect(streamCutoffFor(0.2, undefined, env)).toBe(64 * MiB);
    expect(streamCutoffFor(undefined, undefined, env)).toBe(STREAM_CUTOFF_BYTES);
    // Not numbers: the defaults.
    const bad = { S3_SYNC_FAR_ROUND_TRIP_MS: 'soon', S3_SYNC_FAR_CUTOFF_MIB: '-1' };
    expect(streamCutoffFor(20, undefined, bad)).toBe(FAR_STREAM_CUTOFF_BYTES);
  });
});

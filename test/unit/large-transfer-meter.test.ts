import { describe, expect, it } from 'vitest';
import { LargeTransferMeter } from '../../src/transfer/large-transfer-meter.js';

describe('LargeTransferMeter', () => {
  it('counts an object and its bytes once, when it succeeds, however many attempts failed before', async () => {
    const meter = new LargeTransferMeter();
    const size = 7 * 1024 * 1024;
    await expect(
      meter.track(size, () => Promise.reject(new Error('reset mid-body'))),
    ).rejects.toThrow('reset mid-body');
    await meter.track(size, () => Promise.resolve());
    await meter.track(size * 2, () => Promise.resolve());
    expect(meter.stats()).toMatchObject({ objects: 2, bytes: size * 3 });
  });
});

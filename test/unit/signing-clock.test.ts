import { describe, expect, it } from 'vitest';
import { SigningClock } from '../../src/s3/signing/signing-clock.js';

describe('SigningClock', () => {
  it('follows the server when its Date is minutes away, as the SDK does', () => {
    const clock = new SigningClock();
    const serverNow = Date.now() + 2 * 3600_000;
    clock.noteServerDate(new Date(serverNow).toUTCString());
    expect(Math.abs(clock.now().getTime() - serverNow)).toBeLessThan(2_000);
  });

  it('ignores small differences and headers that are not dates', () => {
    const clock = new SigningClock();
    clock.noteServerDate(new Date(Date.now() + 60_000).toUTCString());
    clock.noteServerDate('not a date');
    clock.noteServerDate(undefined);
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1_000);
  });
});

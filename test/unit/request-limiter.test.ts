import { describe, expect, it } from 'vitest';
import { resolveListConcurrency } from '../../src/s3/list/list-concurrency.js';
import { AUTO_LIST_CONCURRENCY } from '../../src/s3/list/list-types.js';
import { RequestLimiter } from '../../src/s3/list/request-limiter.js';

describe('RequestLimiter', () => {
  it('halves its width on SlowDown and grows back one at a time after good pages', () => {
    const limiter = new RequestLimiter(16, 4);
    limiter.throttled();
    expect(limiter.limit).toBe(8);
    limiter.throttled();
    limiter.throttled();
    limiter.throttled();
    limiter.throttled();
    expect(limiter.limit).toBe(1);
    for (let i = 0; i < 4; i++) limiter.succeeded();
    expect(limiter.limit).toBe(2);
    for (let i = 0; i < 3; i++) limiter.succeeded();
    expect(limiter.limit).toBe(2);
    for (let i = 0; i < 200; i++) limiter.succeeded();
    expect(limiter.limit).toBe(16);
  });

  it('never lets more requests through than its width', async () => {
    const limiter = new RequestLimiter(3);
    let inFlight = 0;
    let peak = 0;
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        await limiter.acquire();
        inFlight++;
        peak = Math.max(peak, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 1));
        inFlight--;
        limiter.release();
      }),
    );
    expect(peak).toBe(3);
    expect(limiter.maxInFlight).toBe(3);
  });

  it('after SlowDown, waiters beyond the new width wait', async () => {
    const limiter = new RequestLimiter(4);
    await Promise.all([limiter.acquire(), limiter.acquire()]);
    limiter.throttled(); // width 2, two in flight
    let third = false;
    const pending = limiter.acquire().then(() => (third = true));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(third).toBe(false);
    limiter.release();
    await pending;
    expect(third).toBe(true);
  });
});

describe('resolveListConcurrency', () => {
  it('lists an S3 Express directory bucket (--x-s3) with one chain, and says so at debug level', () => {
    const debug: string[] = [];
    expect(resolveListConcurrency('data--use1-az4--x-s3', 16, (m) => debug.push(m))).toBe(1);
    expect(debug.join()).toContain('S3 Express directory bucket');
  });

  it("takes 'auto' as the measured default and a number as it is", () => {
    expect(resolveListConcurrency('bucket')).toBe(AUTO_LIST_CONCURRENCY);
    expect(resolveListConcurrency('bucket', 5)).toBe(5);
    expect(() => resolveListConcurrency('bucket', 300)).toThrow(
      /The setting listConcurrency must be 'auto' or an integer from 1 to 256, got "300"/,
    );
  });
});

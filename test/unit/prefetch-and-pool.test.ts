import { describe, expect, it } from 'vitest';
import { prefetch } from '../../src/sync/prefetch.js';
import { TransferPool } from '../../src/transfer/transfer-pool.js';

async function* numbers(n: number, produced: number[], onClose?: () => void) {
  try {
    for (let i = 0; i < n; i++) {
      produced.push(i);
      yield i;
    }
  } finally {
    onClose?.();
  }
}

describe('prefetch', () => {
  it('passes every item through in order', async () => {
    const out: number[] = [];
    for await (const x of prefetch(numbers(50, []), 4)) out.push(x);
    expect(out).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });

  it('runs ahead of the consumer, but no further than its bound', async () => {
    const produced: number[] = [];
    const iterator = prefetch(numbers(100, produced), 5)[Symbol.asyncIterator]();
    await iterator.next();
    await new Promise((resolve) => setTimeout(resolve, 20));
    // One taken, five buffered, and at most one more being produced.
    expect(produced.length).toBeGreaterThanOrEqual(5);
    expect(produced.length).toBeLessThanOrEqual(7);
    await iterator.return?.(undefined);
  });

  it('closes the source when the consumer stops early', async () => {
    let closed = false;
    for await (const x of prefetch(
      numbers(100, [], () => (closed = true)),
      3,
    )) {
      if (x === 2) break;
    }
    expect(closed).toBe(true);
  });

  it('rethrows the source’s error after the items before it', async () => {
    async function* failing() {
      yield 1;
      throw new Error('listing failed');
    }
    const out: number[] = [];
    await expect(
      (async () => {
        for await (const x of prefetch(failing(), 2)) out.push(x);
      })(),
    ).rejects.toThrow('listing failed');
    expect(out).toEqual([1]);
  });
});

describe('TransferPool', () => {
  it('never runs more than its concurrency, and records failures without stopping', async () => {
    const pool = new TransferPool(3);
    let active = 0;
    let peak = 0;
    for (let i = 0; i < 20; i++) {
      await pool.submit(`k${i}`, async () => {
        active++;
        peak = Math.max(peak, active);
        await new Promise((resolve) => setTimeout(resolve, 2));
        active--;
        if (i % 5 === 0) throw new Error(`failed ${i}`);
      });
    }
    await pool.drain();
    expect(peak).toBe(3);
    expect(pool.failures.map((f) => f.key).sort()).toEqual(['k0', 'k10', 'k15', 'k5']);
  });
});

import { describe, expect, it } from 'vitest';
import { ByteBudget } from '../../src/transfer/byte-budget.js';

describe('ByteBudget', () => {
  it('holds claims up to its total and makes the next wait until bytes come back', async () => {
    const budget = new ByteBudget(10);
    await budget.acquire(6);
    await budget.acquire(4);
    let third = false;
    const waiting = budget.acquire(3).then(() => (third = true));
    await Promise.resolve();
    expect(third).toBe(false);
    budget.release(4);
    await waiting;
    expect(third).toBe(true);
    expect(budget.heldBytes).toBe(9);
    expect(budget.peakBytes).toBe(10);
  });

  it('serves waiters in order: a small claim does not pass a large one that waits', async () => {
    const budget = new ByteBudget(10);
    await budget.acquire(8);
    const order: string[] = [];
    const large = budget.acquire(9).then(() => order.push('large'));
    const small = budget.acquire(2).then(() => order.push('small'));
    budget.release(8);
    await large;
    expect(order).toEqual(['large']);
    budget.release(9);
    await small;
    expect(order).toEqual(['large', 'small']);
  });

  it('lets a claim larger than the whole budget through alone rather than never', async () => {
    const budget = new ByteBudget(10);
    await budget.acquire(25);
    expect(budget.heldBytes).toBe(25);
    const next = budget.acquire(1);
    budget.release(25);
    await next;
    expect(budget.heldBytes).toBe(1);
  });

  it('an abort of the run refuses every waiting claim and any new one, with its reason', async () => {
    const controller = new AbortController();
    const budget = new ByteBudget(10, controller.signal);
    await budget.acquire(8);
    const waiting = [budget.acquire(5), budget.acquire(3)];
    controller.abort(new Error('stopped'));
    for (const claim of waiting) await expect(claim).rejects.toThrow('stopped');
    await expect(budget.acquire(1)).rejects.toThrow('stopped');
    budget.release(8);
    expect(budget.heldBytes).toBe(0);
  });

  it('with() releases the bytes however the work ends', async () => {
    const budget = new ByteBudget(10);
    await expect(budget.with(7, () => Promise.reject(new Error('failed')))).rejects.toThrow(
      'failed',
    );
    expect(budget.heldBytes).toBe(0);
    expect(await budget.with(3, () => Promise.resolve('done'))).toBe('done');
    expect(budget.heldBytes).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { firstInOrder } from '../../src/cache/store/first-in-order.js';

const signal = new AbortController().signal;

/** A task that answers `value` (or fails) after `ms`, and says whether it was abandoned. */
function task<T>(ms: number, value: T | Error, seen: { aborted: boolean[] }, index: number) {
  return (inner: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      let settled = false;
      const timer = setTimeout(() => {
        settled = true;
        if (value instanceof Error) reject(value);
        else resolve(value);
      }, ms);
      inner.addEventListener('abort', () => {
        if (settled) return;
        seen.aborted[index] = true;
        clearTimeout(timer);
        reject(new Error('abandoned'));
      });
    });
}

describe('firstInOrder: every task at once, answers taken in order', () => {
  it('a later task answers first -> the earliest hit in order still wins', async () => {
    const seen = { aborted: [] as boolean[] };
    const result = await firstInOrder(
      [task(30, undefined, seen, 0), task(20, 'second', seen, 1), task(1, 'third', seen, 2)],
      (v) => v,
      signal,
    );
    expect(result).toEqual({ index: 1, value: 'second' });
  });

  it('a hit abandons the tasks after it, and their failures are nobody’s', async () => {
    const seen = { aborted: [] as boolean[] };
    const result = await firstInOrder(
      [
        task(5, 'first', seen, 0),
        task(200, 'late', seen, 1),
        task<string>(200, new Error('x'), seen, 2),
      ],
      (v) => v,
      signal,
    );
    expect(result).toEqual({ index: 0, value: 'first' });
    expect(seen.aborted).toEqual([undefined, true, true]);
  });

  it('a failure before the first hit fails the whole, as one after another would', async () => {
    const seen = { aborted: [] as boolean[] };
    await expect(
      firstInOrder(
        [task<string>(10, new Error('listing failed'), seen, 0), task(1, 'hit', seen, 1)],
        (v) => v,
        signal,
      ),
    ).rejects.toThrow('listing failed');
  });

  it('no hit -> no index', async () => {
    const seen = { aborted: [] as boolean[] };
    const result = await firstInOrder([task(1, 0, seen, 0), task(2, 0, seen, 1)], (v) => v, signal);
    expect(result).toEqual({});
  });
});

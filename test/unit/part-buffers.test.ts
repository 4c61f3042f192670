import { describe, expect, it } from 'vitest';
import { ByteBudget } from '../../src/transfer/byte-budget.js';
import { PartBuffers, partBuffersFor } from '../../src/transfer/part-buffers.js';

describe('part buffers', () => {
  it('a part sent gives its buffer to the next part of the same size or smaller', () => {
    const buffers = new PartBuffers(100);
    const first = buffers.take(40);
    first.fill(1);
    buffers.give(first);
    expect(buffers.idleByteCount).toBe(40);
    const last = buffers.take(10);
    expect(last.length).toBe(10);
    expect(last.buffer).toBe(first.buffer);
    expect(buffers.idleByteCount).toBe(0);
    // The short view comes back as the whole allocation.
    buffers.give(last);
    expect(buffers.take(40).buffer).toBe(first.buffer);
  });

  it('a part larger than every idle buffer gets a new one, and the smallest that fits is used', () => {
    const buffers = new PartBuffers(100);
    const small = buffers.take(10);
    const large = buffers.take(30);
    buffers.give(large);
    buffers.give(small);
    expect(buffers.take(50).buffer).not.toBe(large.buffer);
    expect(buffers.take(8).buffer).toBe(small.buffer);
    expect(buffers.take(20).buffer).toBe(large.buffer);
  });

  it('keeps no more idle bytes than its cap, so memory stays within the run budget', () => {
    const buffers = new PartBuffers(50);
    const a = buffers.take(30);
    const b = buffers.take(30);
    buffers.give(a);
    buffers.give(b);
    expect(buffers.idleByteCount).toBe(30);
  });

  it('hands over its idle buffers once, for the caller to free', () => {
    const buffers = new PartBuffers(100);
    const a = buffers.take(30);
    const b = buffers.take(20);
    buffers.give(a);
    buffers.give(b);
    expect(buffers.drain().map((x) => x.buffer)).toEqual([a.buffer, b.buffer]);
    expect(buffers.idleByteCount).toBe(0);
    expect(buffers.drain()).toEqual([]);
    expect(buffers.take(30).buffer).not.toBe(a.buffer);
  });

  it('one set of buffers per run budget, capped at the budget', () => {
    const budget = new ByteBudget(64);
    expect(partBuffersFor(budget)).toBe(partBuffersFor(budget));
    expect(partBuffersFor(new ByteBudget(64))).not.toBe(partBuffersFor(budget));
    const buffers = partBuffersFor(budget);
    buffers.give(buffers.take(64));
    buffers.give(Buffer.allocUnsafeSlow(8));
    expect(buffers.idleByteCount).toBe(64);
  });
});

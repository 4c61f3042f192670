import { describe, expect, it } from 'vitest';
import { onAbortOf } from '../../src/s3/abort-fanout.js';

describe('onAbortOf: one listener on a run signal for many requests', () => {
  it('calls every member still joined when the signal aborts, once each', () => {
    const run = new AbortController();
    const calls: string[] = [];
    onAbortOf(run.signal, () => calls.push('a'));
    const leaveB = onAbortOf(run.signal, () => calls.push('b'));
    onAbortOf(run.signal, () => calls.push('c'));
    leaveB();
    run.abort(new Error('stop'));
    run.abort(new Error('again'));
    expect(calls).toEqual(['a', 'c']);
  });

  it('treats the same function joined twice as two members, each left on its own', () => {
    const run = new AbortController();
    let calls = 0;
    const count = () => calls++;
    const leaveFirst = onAbortOf(run.signal, count);
    onAbortOf(run.signal, count);
    leaveFirst();
    run.abort();
    expect(calls).toBe(1);
  });

  it('keeps signals apart', () => {
    const one = new AbortController();
    const two = new AbortController();
    const calls: string[] = [];
    onAbortOf(one.signal, () => calls.push('one'));
    onAbortOf(two.signal, () => calls.push('two'));
    two.abort();
    expect(calls).toEqual(['two']);
    one.abort();
    expect(calls).toEqual(['two', 'one']);
  });

  it('a member that leaves while another is being called is still called (it was joined at the abort)', () => {
    const run = new AbortController();
    const calls: string[] = [];
    let leaveLater = () => {};
    onAbortOf(run.signal, () => {
      calls.push('first');
      leaveLater();
    });
    leaveLater = onAbortOf(run.signal, () => calls.push('second'));
    run.abort();
    expect(calls).toEqual(['first', 'second']);
  });

  it('adds one abort listener to the signal however many members join', () => {
    const run = new AbortController();
    let adds = 0;
    const add = run.signal.addEventListener.bind(run.signal);
    run.signal.addEventListener = ((...args: Parameters<typeof add>) => {
      adds++;
      add(...args);
    }) as typeof run.signal.addEventListener;
    const leaves = Array.from({ length: 100 }, () => onAbortOf(run.signal, () => undefined));
    for (const leave of leaves) leave();
    onAbortOf(run.signal, () => undefined);
    expect(adds).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { planSave, plainFile } from '../../src/cache/save-plan.js';

const hex = (n: number) => n.toString(16).padStart(64, '0');

describe('the new contents of a save plan', () => {
  it('three files read, no prior entry -> their paths are made only when asked for, and a pack task gets them as plain data', () => {
    const asked: number[] = [];
    const plan = planSave(
      {
        type: 'dfff',
        size: [0, 10, 20, 10],
        known: Int32Array.of(-1, -1, -1, -1),
        hashed: new Map([
          [1, hex(1)],
          [2, hex(2)],
          [3, hex(1)], // the same content as entry 1: stored once
        ]),
        pathOf: (i) => {
          asked.push(i);
          return `/w/tree/file-${i}`;
        },
      },
      undefined,
    );
    expect(asked).toEqual([]);
    expect([...plan.content]).toEqual([-1, 0, 1, 0]);
    const items = plan.newSmall.map(plainFile);
    expect(items).toEqual([
      { path: '/w/tree/file-1', size: 10, sha256: hex(1) },
      { path: '/w/tree/file-2', size: 20, sha256: hex(2) },
    ]);
    // What postMessage sends: a structured clone keeps every field of the plain items.
    expect(structuredClone(items)).toEqual(items);
    expect(asked).toEqual([1, 2]);
  });
});

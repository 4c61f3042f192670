import { describe, expect, it } from 'vitest';
import { planSave } from '../../src/cache/save/save-plan.js';
import { packTask } from '../../src/cache/save/save-upload.js';
import { entryHashes } from '../support/entry-hashes.js';

const hex = (n: number) => n.toString(16).padStart(64, '0');

describe('the new contents of a save plan', () => {
  it('three files read, no prior entry -> their paths are made only when asked for, and a pack task gets them as columns', () => {
    const asked: number[] = [];
    const plan = planSave(
      {
        type: 'dfff',
        size: [0, 10, 20, 10],
        known: Int32Array.of(-1, -1, -1, -1),
        hashed: entryHashes(4, [
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
    const task = packTask([...plan.newSmall], 1024);
    expect(task).toEqual({
      kind: 'pack',
      paths: ['/w/tree/file-1', '/w/tree/file-2'],
      sizes: Float64Array.of(10, 20),
      sha256: new Uint8Array(Buffer.from(hex(1) + hex(2), 'hex')),
      frameBytes: 1024,
    });
    // What postMessage sends: a structured clone keeps every column.
    expect(structuredClone(task)).toEqual(task);
    expect(plan.newSmall.map((f) => [f.row, f.sha256])).toEqual([
      [0, hex(1)],
      [1, hex(2)],
    ]);
    expect(asked).toEqual([1, 2]);
  });
});

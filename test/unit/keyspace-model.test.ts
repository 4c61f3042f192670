import { describe, expect, it } from 'vitest';
import { compareKeys } from '../../src/s3/list/key-order.js';
import { KeyspaceModel } from '../../src/s3/list/keyspace-model.js';
import { generateKeys, KEY_SET_SHAPES } from '../support/key-sets.js';

describe('KeyspaceModel', () => {
  for (const shape of KEY_SET_SHAPES) {
    it(`keeps S3's order for ${shape} keys: position never decreases along the sorted keys`, () => {
      const keys = generateKeys(shape, 2000, 11).sort(compareKeys);
      const model = new KeyspaceModel();
      for (const key of keys.slice(0, 200)) model.observe(key);
      let previous = -1;
      for (const key of keys) {
        const p = model.position(key);
        expect(p).toBeGreaterThanOrEqual(previous);
        expect(p).toBeLessThanOrEqual(1);
        previous = p;
      }
    });

    it(`maps positions back to keys in the same order for ${shape} keys`, () => {
      const keys = generateKeys(shape, 500, 5).sort(compareKeys);
      const model = new KeyspaceModel();
      for (const key of keys) model.observe(key);
      const points = Array.from({ length: 50 }, (_, i) => model.keyAt(i / 50));
      for (let i = 1; i < points.length; i++)
        expect(compareKeys(points[i - 1]!, points[i]!)).toBeLessThanOrEqual(0);
    });
  }

  it('widens a seen digit to every digit, and hex digits to a-f in a hex key set', () => {
    const model = new KeyspaceModel();
    model.observe('0a3f');
    model.observe('0b12');
    // Only '0' was seen first, yet keys starting with 'f' are expected after it.
    expect(model.position('f000')).toBeGreaterThan(model.position('0fff'));
    expect(model.position('9')).toBeLessThan(model.position('a'));
  });

  it('treats "no upper bound" as the end of the key space', () => {
    const model = new KeyspaceModel();
    model.observe('zzz');
    expect(model.position(undefined)).toBe(1);
    expect(model.position('zzz')).toBeLessThan(1);
  });
});

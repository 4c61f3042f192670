import { describe, expect, it } from 'vitest';
import { compareKeys, isBeforeBound } from '../../src/s3/list/key-order.js';

describe('compareKeys', () => {
  it('orders a character above U+FFFF after U+E000-U+FFFF, as UTF-8 bytes do', () => {
    const astral = '\u{1F600}'; // UTF-16 surrogates D83D DE00 sort before U+E000 as code units
    const privateUse = '\uE000';
    expect(astral < privateUse).toBe(true); // the JS order that S3 does not use
    expect(compareKeys(astral, privateUse)).toBeGreaterThan(0);
    expect(compareKeys(privateUse, astral)).toBeLessThan(0);
  });

  it('puts a key before the keys it is a prefix of', () => {
    expect(compareKeys('a', 'a/b')).toBeLessThan(0);
    expect(compareKeys('a/b', 'a')).toBeGreaterThan(0);
    expect(compareKeys('same', 'same')).toBe(0);
  });

  it('sorts a list exactly as S3 would', () => {
    const keys = ['b', 'a b', 'a/b', 'a', 'a-c', 'a.txt', '\uFFFD', '\u{10000}', 'é'];
    const sorted = [...keys].sort(compareKeys);
    expect(sorted).toEqual(['a', 'a b', 'a-c', 'a.txt', 'a/b', 'b', 'é', '\uFFFD', '\u{10000}']);
  });
});

describe('isBeforeBound', () => {
  it('treats the bound as exclusive and a missing bound as infinity', () => {
    expect(isBeforeBound('a', 'b')).toBe(true);
    expect(isBeforeBound('b', 'b')).toBe(false);
    expect(isBeforeBound('zzz', undefined)).toBe(true);
  });
});

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

describe('compareKeys agrees with Buffer.compare of the UTF-8 bytes', () => {
  it('on 20,000 random pairs drawn from ASCII, BMP, private-use and astral characters', () => {
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pools = [
      () => String.fromCharCode(0x20 + Math.floor(random() * 95)),
      () => String.fromCharCode(0x80 + Math.floor(random() * 0x700)),
      () => String.fromCharCode(0xe000 + Math.floor(random() * 0x1ffe)),
      () => String.fromCodePoint(0x10000 + Math.floor(random() * 0x10000)),
    ];
    const word = () =>
      Array.from({ length: 1 + Math.floor(random() * 4) }, () =>
        pools[Math.floor(random() * 4)]!(),
      ).join('');
    for (let i = 0; i < 20_000; i++) {
      const a = word();
      const b = random() < 0.3 ? a + word() : word();
      const expected = Math.sign(Buffer.compare(Buffer.from(a), Buffer.from(b)));
      expect(Math.sign(compareKeys(a, b))).toBe(expected);
      expect(Math.sign(compareKeys(b, a))).toBe(-expected);
    }
  });
});

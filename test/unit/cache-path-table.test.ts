import { describe, expect, it } from 'vitest';
import { PathIndex, PathTable } from '../../src/cache/store/path-table.js';
import { batchBySize, batchStarts } from '../../src/cache/save/batches.js';

describe('cache path table', () => {
  it('paths: ascii, unicode and empty -> each read back as it was added, in order', () => {
    const paths = ['', 'a', 'node_modules/é/ünïcode file.js', '日本/語', '😀/x', 'b'];
    const table = PathTable.of(paths);
    expect(table.length).toBe(paths.length);
    expect([...table]).toEqual(paths);
    expect(table.byteLength).toBe(paths.reduce((n, p) => n + Buffer.byteLength(p), 0));
    expect(table.isEmpty(0)).toBe(true);
    expect(table.bytesOf(3).toString()).toBe('日本/語');
  });

  it('folder and name -> joined with one slash, none for a name at the root', () => {
    const table = new PathTable(1, 1);
    table.addJoined('', 'top');
    table.addJoined('top', 'café');
    table.addJoined('top/café', 'x.js');
    expect([...table]).toEqual(['top', 'top/café', 'top/café/x.js']);
  });

  it('100,000 paths into a table made for 1 -> it grows and keeps every one', () => {
    const table = new PathTable(1, 1);
    for (let i = 0; i < 100_000; i++) table.addJoined(`pkg-${i % 97}`, `file-${i}.js`);
    table.trim();
    expect(table.length).toBe(100_000);
    expect(table.at(0)).toBe('pkg-0/file-0.js');
    expect(table.at(99_999)).toBe(`pkg-${99_999 % 97}/file-99999.js`);
    expect(() => table.at(100_000)).toThrow(RangeError);
  });

  it('compare -> UTF-8 byte order (S3 order), not JS string order', () => {
    // U+FF5E sorts before U+1F600 in UTF-8 bytes (EF.. < F0..), after it in UTF-16 (FF5E > D83D).
    const table = PathTable.of(['\u{FF5E}', '\u{1F600}', 'a', 'a']);
    const bytes = Buffer.compare(Buffer.from('\u{FF5E}'), Buffer.from('\u{1F600}'));
    expect(Math.sign(table.compare(0, table, 1))).toBe(bytes);
    expect('\u{FF5E}' < '\u{1F600}').toBe(bytes > 0); // strings disagree with bytes here
    expect(table.compare(2, table, 3)).toBe(0);
    expect(table.equals(2, table, 3)).toBe(true);
    expect(table.equals(0, table, 2)).toBe(false);
  });

  it('addFrom and slice -> the same bytes in another table, and ends relative to the slice', () => {
    const from = PathTable.of(['x', 'yy/é', 'zzz']);
    const to = new PathTable();
    to.addFrom(from, 2);
    to.addFrom(from, 1);
    expect([...to]).toEqual(['zzz', 'yy/é']);
    const { bytes, ends } = from.slice(1, 3);
    expect(Buffer.from(bytes).toString()).toBe('yy/ézzz');
    expect([...ends]).toEqual([Buffer.byteLength('yy/é'), Buffer.byteLength('yy/ézzz')]);
  });

  it('an index of paths by root -> finds a path under its own root only, and says twice', () => {
    const table = PathTable.of(['a', 'b/c', 'a', 'b/c']);
    const roots = [0, 0, 1, 0];
    const index = new PathIndex(table, (row) => roots[row]!);
    expect([0, 1, 2, 3].map((row) => index.add(row))).toEqual([-1, -1, -1, 1]);
    const other = PathTable.of(['b/c', 'a', 'nope']);
    expect(index.find(other, 0, 0)).toBe(1);
    expect(index.find(other, 1, 1)).toBe(2);
    expect(index.find(other, 2, 0)).toBe(-1);
  });

  it('300 paths that share their low 10 bits under plain FNV-1a -> spread out, and all found', () => {
    const fnv1a = (text: string) => {
      let h = 0x811c9dc5;
      for (const byte of Buffer.from(text)) h = Math.imul(h ^ byte, 0x01000193);
      return h >>> 0;
    };
    // What a hostile manifest could hold against an unseeded FNV-1a index: one probe chain.
    const colliding: string[] = [];
    for (let n = 0; colliding.length < 300; n++)
      if ((fnv1a(`pkg/${n}.js`) & 1023) === 0) colliding.push(`pkg/${n}.js`);
    const table = PathTable.of(colliding);
    for (const seed of [0, 0x9e3779b9, 12345]) {
      const buckets = new Set(colliding.map((_, i) => table.hash(i, seed) & 1023));
      expect(buckets.size).toBeGreaterThan(200); // about 261 for 300 random draws of 1,024
    }
    const index = new PathIndex(table);
    expect(colliding.map((_, row) => index.add(row)).every((found) => found === -1)).toBe(true);
    expect(colliding.map((_, i) => index.find(table, i))).toEqual(colliding.map((_, i) => i));
  });
});

describe('pack batches by number', () => {
  it('sizes 5, 5, 5, 1, 9 with batches of 10 bytes -> the same cuts as batchBySize, as starts', () => {
    const sizes = [5, 5, 5, 1, 9];
    const starts = batchStarts(sizes.length, (n) => sizes[n]!, 10);
    expect(starts).toEqual([0, 2, 5]);
    const lists = batchBySize(sizes, (s) => s, 10);
    expect(lists.map((b) => b.length)).toEqual([2, 3]);
    expect(batchStarts(0, () => 1, 10)).toEqual([0]);
  });

  it('five files of 1 byte, at most 2 a batch -> batches of 2, 2 and 1, by starts and as lists', () => {
    expect(batchStarts(5, () => 1, 100, 2)).toEqual([0, 2, 4, 5]);
    expect(batchBySize([1, 2, 3, 4, 5], () => 1, 100, 2)).toEqual([[1, 2], [3, 4], [5]]);
  });
});

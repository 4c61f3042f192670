import { describe, expect, it } from 'vitest';
import { compareKeys } from '../../src/s3/list/key-order.js';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  clipToRange,
  folderBeforeRange,
  inKeyRange,
  listBoundsOf,
  type KeyRange,
} from '../../src/sync/key-range.js';
import { listLocalSide } from '../../src/sync/sync-sides.js';
import { ShardCutter, type Shard } from '../../src/sync/shard-cutter.js';
import { shardMatrix } from '../../src/report/shard-report.js';

function cutterOf(entries: ReadonlyArray<readonly [string, number]>): ShardCutter {
  const cutter = new ShardCutter();
  for (const [key, size] of entries) cutter.add(key, size);
  return cutter;
}

const keysOf = (n: number) => Array.from({ length: n }, (_, i) => `k${String(i).padStart(6, '0')}`);

/** Which range each key falls in: every key must be in exactly one. */
function owners(shards: readonly Shard[], keys: readonly string[]): number[][] {
  return keys.map((k) => shards.filter((s) => inKeyRange(k, s)).map((s) => s.shard));
}

describe('cutting a sorted listing into shards', () => {
  it('count: 4 over 100 keys gives four ranges of 25, the first from the start, the last open', () => {
    const keys = keysOf(100);
    const shards = cutterOf(keys.map((k) => [k, 1])).cut(4);
    expect(shards.map((s) => s.objects)).toEqual([25, 25, 25, 25]);
    expect(shards[0]!.startAfter).toBe('');
    expect(shards[3]!.endAt).toBeUndefined();
    expect(shards.map((s) => s.endAt)).toEqual(['k000024', 'k000049', 'k000074', undefined]);
    expect(owners(shards, keys).every((o) => o.length === 1)).toBe(true);
  });

  it('count: 3 over 10 keys gives ranges that differ by at most one key', () => {
    const shards = cutterOf(keysOf(10).map((k) => [k, 1])).cut(3);
    expect(shards.map((s) => s.objects)).toEqual([4, 3, 3]);
  });

  it('by: bytes balances sizes, not counts', () => {
    // One big object, then many small ones: by objects the big one rides with the first half.
    const entries: Array<[string, number]> = [['a-big', 1000]];
    for (const k of keysOf(1000)) entries.push([`b/${k}`, 1]);
    const shards = cutterOf(entries).cut(2, 'bytes');
    expect(shards.map((s) => s.bytes)).toEqual([1000, 1000]);
    expect(shards[0]!.objects).toBe(1);
    const byCount = cutterOf(entries).cut(2, 'objects');
    expect(byCount.map((s) => s.objects)).toEqual([501, 500]);
  });

  it('by: bytes over empty objects only falls back to counting them', () => {
    const shards = cutterOf(keysOf(8).map((k) => [k, 0])).cut(4, 'bytes');
    expect(shards.map((s) => s.objects)).toEqual([2, 2, 2, 2]);
  });

  it('count greater than the keys gives one range per key, never an empty one', () => {
    const keys = ['a', 'b', 'c'];
    const shards = cutterOf(keys.map((k) => [k, 5])).cut(16);
    expect(shards.map((s) => [s.startAfter, s.endAt, s.objects])).toEqual([
      ['', 'a', 1],
      ['a', 'b', 1],
      ['b', undefined, 1],
    ]);
  });

  it('an empty source gives one range over everything, which still takes keys added later', () => {
    const shards = new ShardCutter().cut(8);
    expect(shards).toEqual([{ shard: 1, startAfter: '', endAt: undefined, objects: 0, bytes: 0 }]);
    expect(inKeyRange('anything', shards[0]!)).toBe(true);
  });

  it('cuts in UTF-8 byte order and never at a key a trimmed action input would change', () => {
    const keys = ['a', 'b ', 'c', '\uE000', '\u{1F600}', '\u{1F600}z'].sort((x, y) =>
      compareKeys(x, y),
    );
    expect(keys.slice(-2)).toEqual(['\u{1F600}', '\u{1F600}z']);
    const shards = cutterOf(keys.map((k) => [k, 1])).cut(6);
    expect(shards.map((s) => s.endAt)).not.toContain('b ');
    expect(owners(shards, keys).every((o) => o.length === 1)).toBe(true);
  });

  it('refuses keys out of S3 order', () => {
    const cutter = cutterOf([['\u{1F600}', 1]]);
    expect(() => cutter.add('\uE000', 1)).toThrow(/S3's order/);
  });

  it('keeps its memory bounded past its sample size, and stays within a few keys of equal', () => {
    const n = 300_000;
    const cutter = new ShardCutter();
    for (let i = 0; i < n; i++) cutter.add(`k${String(i).padStart(7, '0')}`, 1);
    const shards = cutter.cut(7);
    expect(shards.reduce((sum, s) => sum + s.objects, 0)).toBe(n);
    for (const s of shards) expect(Math.abs(s.objects - n / 7)).toBeLessThan(n / 10_000);
  });

  it('prints a matrix whose entries are the sync inputs, the last end-at blank', () => {
    const shards = cutterOf(keysOf(4).map((k) => [k, 1])).cut(2);
    expect(shardMatrix({ shards })).toEqual({
      include: [
        { shard: 1, 'start-after': '', 'end-at': 'k000001' },
        { shard: 2, 'start-after': 'k000001', 'end-at': '' },
      ],
    });
  });
});

describe('a key range on both sides of a sync', () => {
  it('start-after is exclusive, end-at inclusive, blank start-after takes a key equal to the prefix', () => {
    const range = { startAfter: 'b', endAt: 'd' };
    expect(['a', 'b', 'b0', 'c', 'd', 'd0'].filter((k) => inKeyRange(k, range))).toEqual([
      'b0',
      'c',
      'd',
    ]);
    expect(listBoundsOf('p/', range)).toEqual({ startAfter: 'p/b', endAt: 'p/d' });
    expect(listBoundsOf('p/', { startAfter: '', endAt: undefined })).toEqual({
      startAfter: undefined,
      endAt: undefined,
    });
  });

  it('the local walk is clipped to the range and stops reading past its end', async () => {
    let read = 0;
    async function* walk() {
      for (const batch of [
        ['a', 'b'],
        ['c', 'd'],
        ['e', 'f'],
      ]) {
        read++;
        yield batch.map((rel) => ({ rel }));
      }
    }
    const kept: string[] = [];
    for await (const batch of clipToRange(walk(), { startAfter: 'a', endAt: 'c' }))
      kept.push(...batch.map((e) => e.rel));
    expect(kept).toEqual(['b', 'c']);
    expect(read).toBe(2);
  });

  it('a folder is skipped only when every key under it is at or before start-after', () => {
    const range = (startAfter: string): KeyRange => ({ startAfter, endAt: undefined });
    expect(folderBeforeRange('a/', range('b'))).toBe(true);
    expect(folderBeforeRange('a/', range('a/x'))).toBe(false); // on the path to it
    expect(folderBeforeRange('a/', range('a-'))).toBe(false); // '/' sorts after '-'
    expect(folderBeforeRange('a/', range('a0'))).toBe(true);
    expect(folderBeforeRange('\uE000/', range('\u{1F600}'))).toBe(true);
    expect(folderBeforeRange('\u{1F600}/', range('\uE000'))).toBe(false);
    expect(folderBeforeRange('a/', range(''))).toBe(false);
  });

  it('the local walk of a range, skipping folders before it, is the full walk filtered', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'range-walk-'));
    // The names that make folder order subtle: '-' and '.' sort before '/', '0' after it.
    const rels = [
      'a-b',
      'a.b',
      'a0',
      'a/b-c',
      'a/b/c',
      'a/b0',
      'a/bc/d',
      'b/x',
      'b/y/z',
      '\uE000/k',
      '\u{1F600}/k',
      'x y/z',
      'z',
    ];
    try {
      for (const rel of rels) {
        await mkdir(path.dirname(path.join(root, rel)), { recursive: true });
        await writeFile(path.join(root, rel), rel);
      }
      const walk = async (range?: KeyRange) => {
        const out: string[] = [];
        for await (const batch of listLocalSide(root, {
          followSymlinks: true,
          signal: new AbortController().signal,
          onWarning: () => {},
          mustExist: true,
          range,
        }))
          out.push(...batch.map((e) => e.rel));
        return out;
      };
      const all = await walk();
      expect(all).toEqual([...rels].sort(compareKeys));
      const bounds = ['', 'a', 'a/', 'a/b', 'a/b/', 'a/bc', 'a0', 'b', 'b/y', '\uE000', 'zz'];
      for (const startAfter of [...bounds, ...all])
        for (const endAt of [undefined, 'a/b-c', 'b/y/z', '\u{1F600}/k']) {
          const range = { startAfter, endAt };
          if (endAt !== undefined && compareKeys(endAt, startAfter) < 0) continue;
          expect(await walk(range)).toEqual(all.filter((k) => inKeyRange(k, range)));
        }
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

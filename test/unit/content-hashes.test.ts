import { describe, expect, it } from 'vitest';
import { EntryHashes, HashIndex, SHA256_BYTES } from '../../src/cache/save/content-hashes.js';

/** A 32-byte hash whose first 4 bytes are `head` and last byte `tail`. */
const hashOf = (head: number, tail: number) => {
  const bytes = Buffer.alloc(SHA256_BYTES);
  bytes.writeUInt32BE(head, 0);
  bytes[31] = tail;
  return bytes;
};

describe('content hashes in binary', () => {
  it('a hash task of three files -> each entry has its 32 bytes, the others none', () => {
    const hashes = new EntryHashes(5);
    hashes.setMany([4, 1, 2], Buffer.concat([hashOf(4, 4), hashOf(1, 1), hashOf(2, 2)]));
    expect(hashes.size).toBe(3);
    expect([0, 1, 2, 3, 4].map((i) => hashes.has(i))).toEqual([false, true, true, false, true]);
    expect(hashes.bytes.subarray(4 * 32, 5 * 32)).toEqual(hashOf(4, 4));
    hashes.setMany([1], hashOf(1, 9)); // hashed again: replaced, not counted twice
    expect(hashes.size).toBe(3);
    expect(hashes.bytes.subarray(32, 64)).toEqual(hashOf(1, 9));
  });

  it('a hash task that returns the wrong number of bytes is an error, not a shifted table', () => {
    expect(() => new EntryHashes(3).setMany([0, 1], hashOf(0, 0))).toThrow(
      /returned 32 bytes for 2 files \(expected 64\)/,
    );
  });

  it('hashes sharing their first 4 bytes -> each is found by its full 32 bytes', () => {
    const table = Buffer.concat([hashOf(7, 1), hashOf(7, 2), hashOf(8, 3), hashOf(7, 3)]);
    const index = new HashIndex((row) => [table, row * SHA256_BYTES]);
    for (let row = 0; row < 4; row++) index.add(row);
    const probe = Buffer.concat([Buffer.alloc(5), hashOf(7, 3), hashOf(7, 9)]);
    expect(index.find(probe, 5)).toBe(3);
    expect(index.find(probe, 5 + 32)).toBe(-1);
    expect(index.find(hashOf(8, 3), 0)).toBe(2);
    expect(index.find(hashOf(9, 3), 0)).toBe(-1);
  });
});

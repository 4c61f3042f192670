import { describe, expect, it } from 'vitest';
import type { ObjectEntry } from '../../src/s3/list/object-entry.js';
import {
  PackedEntriesBuilder,
  detachedCopy,
  keyAt,
  slicePacked,
  transferList,
  unpackEntries,
  type PackedEntries,
} from '../../src/s3/list/packed-entries.js';

const ENTRIES: ObjectEntry[] = [
  { key: 'a', size: 0, lastModifiedMs: 1, etag: '"e1"', storageClass: 'STANDARD' },
  { key: '', size: 2 ** 52, lastModifiedMs: -1000, etag: '', storageClass: '' },
  {
    key: 'dir/😀 \u{e000}%2B+',
    size: 7,
    lastModifiedMs: 1.7e12,
    etag: '"x-3"',
    storageClass: 'GLACIER',
  },
  { key: 'z'.repeat(1024), size: 1, lastModifiedMs: 0, etag: '"e4"', storageClass: 'STANDARD' },
];

/** Packs entries, sealing after each `sealEvery` of them as the scanner does after each chunk. */
function pack(entries: readonly ObjectEntry[], sealEvery = 1): PackedEntries {
  const builder = new PackedEntriesBuilder();
  entries.forEach((e, i) => {
    builder.add(e);
    if ((i + 1) % sealEvery === 0) builder.seal();
  });
  return builder.finish();
}

describe('packed entries', () => {
  it('unpack to the entries that were added, however often the builder was sealed', () => {
    for (const sealEvery of [1, 2, 3, 100]) {
      const packed = pack(ENTRIES, sealEvery);
      expect(packed.count).toBe(ENTRIES.length);
      expect(unpackEntries(packed)).toEqual(ENTRIES);
      expect(ENTRIES.map((_, i) => keyAt(packed, i))).toEqual(ENTRIES.map((e) => e.key));
    }
  });

  it('is empty when nothing was added', () => {
    const packed = new PackedEntriesBuilder().finish();
    expect(packed.count).toBe(0);
    expect(packed.text).toBe('');
    expect(unpackEntries(packed)).toEqual([]);
  });

  it('rewrites only the first keys it is told to, leaving ETags and storage classes alone', () => {
    const builder = new PackedEntriesBuilder();
    for (const e of ENTRIES) builder.add(e);
    const packed = builder.finish(3, (key) => `<${key}>`);
    expect(unpackEntries(packed)).toEqual(
      ENTRIES.map((e, i) => (i < 3 ? { ...e, key: `<${e.key}>` } : e)),
    );
  });

  it('slices any run of entries, each with buffers of its own', () => {
    const packed = pack(ENTRIES);
    for (let from = 0; from <= ENTRIES.length; from++) {
      for (let to = from; to <= ENTRIES.length; to++) {
        const slice = slicePacked(packed, from, to);
        expect(unpackEntries(slice), `${from}..${to}`).toEqual(ENTRIES.slice(from, to));
        if (slice !== packed) {
          for (const buffer of transferList(slice)) {
            expect(transferList(packed)).not.toContain(buffer);
          }
        }
      }
    }
  });

  it('hands over three distinct buffers to transfer', () => {
    const buffers = transferList(pack(ENTRIES));
    expect(new Set(buffers).size).toBe(3);
    expect(buffers.every((b) => b instanceof ArrayBuffer)).toBe(true);
  });

  it('copies a string to an equal one', () => {
    const text = `prefix-${'k'.repeat(40)}-suffix`;
    for (const s of ['', 'a', 'twelve chars', text.slice(7, 47), '😀\u{e000}']) {
      expect(detachedCopy(s)).toBe(s);
    }
  });
});

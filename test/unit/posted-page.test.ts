import { describe, expect, it } from 'vitest';
import type { ObjectEntry } from '../../src/s3/list/object-entry.js';
import { PackedEntriesBuilder, unpackEntries } from '../../src/s3/list/packed-entries.js';
import { postPage, receivePage } from '../../src/s3/list/posted-page.js';
import { BATCH_ENTRIES_MAX, countedBatches } from '../../src/s3/list/threaded-lister.js';
import { newListStats } from '../../src/s3/list/list-types.js';

function pack(entries: readonly ObjectEntry[]) {
  const builder = new PackedEntriesBuilder();
  for (const e of entries) builder.add(e);
  return builder.finish();
}

const entry = (key: string, storageClass = 'STANDARD'): ObjectEntry => ({
  key,
  size: key.length,
  lastModifiedMs: 1.7e12 + key.length,
  etag: `"${key.length}"`,
  storageClass,
});

const ASCII = ['a', 'dir/b c', 'x'.repeat(1024)].map((k) => entry(k));
const WIDE = ['caf\u00e9', '😀', '\u{e000}', 'lone \ud800 surrogate', 'z'].map((k) => entry(k));

/** A page posted to another thread and back, as structured clone with transfer does it. */
function acrossThreads(entries: readonly ObjectEntry[]) {
  const { page, transfer } = postPage(pack(entries));
  return { received: receivePage(structuredClone(page, { transfer })), page, transfer };
}

describe('a page posted to the consumer thread', () => {
  it('arrives with the same entries, ASCII text as one byte a character', () => {
    const { received, page } = acrossThreads(ASCII);
    expect(page.twoByte).toBe(false);
    expect(unpackEntries(received)).toEqual(ASCII);
  });

  it('arrives with the same entries when its text is not ASCII (Latin-1, astral, lone surrogates)', () => {
    const { received, page } = acrossThreads(WIDE);
    expect(page.twoByte).toBe(true);
    expect(unpackEntries(received)).toEqual(WIDE);
  });

  it('arrives empty when it is empty', () => {
    const { received } = acrossThreads([]);
    expect(received.count).toBe(0);
    expect(received.text).toBe('');
  });

  it('transfers four buffers of its own, none from the shared Buffer pool, and keeps no copy', () => {
    const { page, transfer } = postPage(pack(ASCII.slice(0, 2)));
    expect(new Set(transfer).size).toBe(4);
    expect(page.textBytes.byteLength).toBe(page.textBytes.buffer.byteLength);
    structuredClone(page, { transfer });
    // Transferred: the sender's views are detached.
    expect(page.textBytes.byteLength).toBe(0);
    expect(page.ends.length).toBe(0);
  });
});

describe('a page taken by the consumer', () => {
  const many = Array.from({ length: 2 * BATCH_ENTRIES_MAX + 7 }, (_, i) =>
    entry(`k/${String(i).padStart(4, '0')}`, i % 3 === 0 ? 'GLACIER' : 'STANDARD'),
  );

  it(`comes in batches of at most ${BATCH_ENTRIES_MAX} entries, in order, counted once`, () => {
    const stats = newListStats('threaded');
    const batches = [...countedBatches(pack(many), stats)];
    expect(batches.map((b) => b.length)).toEqual([BATCH_ENTRIES_MAX, BATCH_ENTRIES_MAX, 7]);
    expect(batches.flat()).toEqual(many);
    expect(stats.objects).toBe(many.length);
  });

  it('unpacks any run of entries, storage classes changing or not', () => {
    const packed = pack(many);
    for (const [from, to] of [
      [0, 0],
      [0, 1],
      [1, 4],
      [5, 300],
      [400, many.length],
    ] as const)
      expect(unpackEntries(packed, from, to), `${from}..${to}`).toEqual(many.slice(from, to));
  });
});

import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { StoredObject } from '../../src/cache/store/manifest-types.js';
import { MERGE_GAP_BYTES, piecesOf } from '../../src/cache/restore/restore-fetch.js';
import {
  decodeFrame,
  frameContentSize,
  FrameTooLargeError,
} from '../../src/cache/store/zstd-frame.js';

/** A pack of `count` frames of `length` bytes each, back to back. */
function pack(count: number, length: number): StoredObject {
  return {
    name: `cas/packs/${'a'.repeat(64)}.tar.zst`,
    sha256: 'a'.repeat(64),
    size: count * length,
    kind: 'pack',
    compression: 'zstd',
    frames: Array.from({ length: count }, (_, i) => [i * length, length] as const),
  };
}

// Files are entry indexes; here file `n` lies in frame `n`.
const frameOf = (file: number) => file;

describe('which GETs a restore makes for a pack', () => {
  it('every frame of a 10-frame pack needed -> GETs of 4, 4 and 2 frames covering it', () => {
    const object = pack(10, 500_000);
    const pieces = piecesOf(
      object,
      Array.from({ length: 10 }, (_, i) => i),
      frameOf,
    );
    expect(pieces.map((p) => p.frames)).toEqual([
      [0, 1, 2, 3],
      [4, 5, 6, 7],
      [8, 9],
    ]);
    expect(pieces.map((p) => p.range)).toEqual([
      [0, 2_000_000],
      [2_000_000, 2_000_000],
      [4_000_000, 1_000_000],
    ]);
  });

  it('frames 0, 2 and 9 needed, holes of one small frame -> 0-2 in one GET, 9 alone', () => {
    const object = pack(10, MERGE_GAP_BYTES / 2);
    const pieces = piecesOf(object, [9, 0, 2], frameOf);
    expect(pieces.map((p) => p.frames)).toEqual([[0, 1, 2], [9]]);
    expect(pieces[0]!.files).toEqual([0, 2]);
  });

  it('frames 0 and 2 needed, a hole larger than the merge gap -> two GETs', () => {
    const object = pack(3, MERGE_GAP_BYTES + 1);
    expect(piecesOf(object, [0, 2], frameOf).map((p) => p.frames)).toEqual([[0], [2]]);
  });
});

describe('a zstd frame decodes into one buffer of the size it declares', () => {
  it('a frame from zstdCompressSync -> its header says its size; the bytes come back', () => {
    const input = Buffer.from('line of text\n'.repeat(100_000));
    const frame = zlib.zstdCompressSync(input);
    expect(frameContentSize(frame)).toBe(input.length);
    expect(decodeFrame(frame, input.length).equals(input)).toBe(true);
  });

  it('bytes that are not a zstd frame -> no size, and decoding throws', () => {
    expect(frameContentSize(Buffer.from('not a frame at all'))).toBeUndefined();
    expect(() => decodeFrame(Buffer.from('not a frame at all'), 1 << 20)).toThrow();
  });

  it('a frame whose header declares more than its kind holds -> refused before it is decoded', () => {
    const frame = zlib.zstdCompressSync(Buffer.alloc(64 * 1024 * 1024));
    expect(frame.length).toBeLessThan(64 * 1024);
    expect(() => decodeFrame(frame, 10 * 1024 * 1024)).toThrow(FrameTooLargeError);
    expect(() => decodeFrame(frame, 10 * 1024 * 1024)).toThrow(/declares 67108864 bytes/);
  });

  it('a frame that declares no size and decodes past the limit -> stopped at the limit', () => {
    const stream = zlib.createZstdCompress();
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    const ended = new Promise((resolve) => stream.on('end', resolve));
    stream.end(Buffer.alloc(32 * 1024 * 1024));
    return ended.then(() => {
      const frame = Buffer.concat(chunks);
      expect(frameContentSize(frame)).toBeUndefined();
      expect(() => decodeFrame(frame, 1024 * 1024)).toThrow(/more than the 1048576 bytes/);
      expect(decodeFrame(frame, 32 * 1024 * 1024).length).toBe(32 * 1024 * 1024);
    });
  });
});

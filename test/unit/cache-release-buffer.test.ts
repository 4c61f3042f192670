import { describe, expect, it } from 'vitest';
import { releaseBuffer } from '../../src/cache/store/release-buffer.js';

describe('releasing a worker buffer frees it now, and never a shared one', () => {
  it('a 1 MiB buffer of its own -> emptied (its memory is freed)', () => {
    const big = Buffer.alloc(1 << 20, 1);
    releaseBuffer(big);
    expect(big.length).toBe(0);
    expect(big.buffer.byteLength).toBe(0);
  });

  it("a small buffer from Node's pool -> left alone, and so are its neighbours", () => {
    const small = Buffer.allocUnsafe(100).fill(7);
    const neighbour = Buffer.allocUnsafe(100).fill(9);
    releaseBuffer(small);
    expect(small.length).toBe(100);
    expect(neighbour.every((b) => b === 9)).toBe(true);
  });

  it('a buffer released twice -> no error the second time', () => {
    const big = new Uint8Array(1 << 16);
    releaseBuffer(big);
    expect(() => releaseBuffer(big)).not.toThrow();
  });
});

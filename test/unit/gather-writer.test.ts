import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { GatherWriter, type LandingRange } from '../../src/transfer/gather-writer.js';
import type { DownloadCheck } from '../../src/transfer/stream-check.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A check that records what landed and holds each buffer until `release` is called. */
function holdingCheck() {
  const landed: number[] = [];
  const held: (() => void)[] = [];
  const check: DownloadCheck = {
    pinned: () => undefined,
    landed: (at) => {
      landed.push(at);
      return new Promise<void>((resolve) => held.push(resolve));
    },
    finish: async () => undefined,
    abort: async () => undefined,
  };
  const release = () => {
    for (const resolve of held.splice(0)) resolve();
  };
  return { check, landed, release, heldCount: () => held.length };
}

async function tempFile(): Promise<{ file: FileHandle; name: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'gather-'));
  dirs.push(dir);
  const name = path.join(dir, 'f');
  return { file: await open(name, 'wx+'), name };
}

/** Fills the writer's next space with `bytes` (as the kernel does) and says so. */
function feed(writer: GatherWriter, bytes: Buffer): Promise<void> | undefined {
  const space = writer.space();
  bytes.copy(space);
  return writer.filled(Math.min(bytes.length, space.length));
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('GatherWriter', () => {
  it('keeps reading while buffers of the ring wait for their hash, and waits only on a full ring', async () => {
    const { file, name } = await tempFile();
    const body = randomBytes(16 * 6);
    const range: LandingRange = { start: 0, end: body.length, landed: 0 };
    const { check, landed, release } = holdingCheck();
    const bytes: number[] = [];
    const buffers = [0, 1, 2, 3].map(() => Buffer.alloc(16));
    const writer = new GatherWriter(buffers, range, {
      file,
      check,
      context: { onBytes: (n) => bytes.push(n), meter: undefined as never },
    });
    // Three buffers fill while none has been released: the fourth is free, so nobody waits.
    for (let i = 0; i < 3; i++)
      expect(feed(writer, body.subarray(16 * i, 16 * i + 16))).toBe(undefined);
    await flush();
    // The first buffer's write landed and its check holds it: the fourth filling wraps onto it.
    expect(landed).toEqual([0]);
    const wait = feed(writer, body.subarray(48, 64));
    expect(wait).toBeInstanceOf(Promise);
    release();
    await wait;
    // Released in turn, the rest land in order.
    for (let i = 4; i < 6; i++) {
      await flush();
      release();
      await feed(writer, body.subarray(16 * i, 16 * i + 16));
    }
    const ending = writer.end();
    for (let i = 0; i < 6; i++) {
      await flush();
      release();
    }
    await ending;
    await file.close();
    expect(landed).toEqual([0, 16, 32, 48, 64, 80]);
    expect(range.landed).toBe(body.length);
    expect(bytes.reduce((a, b) => a + b, 0)).toBe(body.length);
    expect(readFileSync(name).equals(body)).toBe(true);
  });

  it('a failed write stops the reads at the next buffer and fails the end', async () => {
    const { file } = await tempFile();
    const range: LandingRange = { start: 0, end: 64, landed: 0 };
    const check: DownloadCheck = {
      pinned: () => undefined,
      landed: () => undefined,
      finish: async () => undefined,
      abort: async () => undefined,
    };
    const buffers = [0, 1, 2].map(() => Buffer.alloc(16));
    const writer = new GatherWriter(buffers, range, {
      file,
      check,
      context: { onBytes: () => undefined, meter: undefined as never },
    });
    await file.close(); // every write now fails (EBADF)
    expect(feed(writer, Buffer.alloc(16, 1))).toBe(undefined);
    await flush();
    const wait = feed(writer, Buffer.alloc(16, 2));
    await expect(wait).rejects.toThrow();
    await expect(writer.end()).rejects.toThrow();
    await writer.settle();
    expect(range.landed).toBe(0);
  });

  it('refuses fewer than two buffers', async () => {
    const { file } = await tempFile();
    expect(
      () =>
        new GatherWriter(
          [Buffer.alloc(16)],
          { start: 0, end: 16, landed: 0 },
          {
            file,
            check: {} as DownloadCheck,
            context: { onBytes: () => undefined, meter: undefined as never },
          },
        ),
    ).toThrow(/at least two buffers/);
    await file.close();
  });
});

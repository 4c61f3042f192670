import { createHash, randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { FileHasher } from '../../src/transfer/file-hasher.js';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function tempFile() {
  const folder = mkdtempSync(path.join(tmpdir(), 'file-hasher-'));
  folders.push(folder);
  return openSync(path.join(folder, 'file'), 'w+');
}

const tick = () => new Promise((go) => setTimeout(go, 1));

/** Writes `body` in pieces, telling the hasher after each how far the file is whole. */
async function writeInPieces(fd: number, body: Buffer, hasher: FileHasher, piece: number) {
  for (let at = 0; at < body.length; at += piece) {
    const n = Math.min(piece, body.length - at);
    writeSync(fd, body, at, n, at);
    hasher.advance(at + n);
    await tick();
  }
}

describe('hashing downloads while they are written', () => {
  it('several downloads at once, more than the workers, each get their own file’s digests', async () => {
    const bodies = [9_000_000, 1, 0, 5_000_000, 4 * 1024 * 1024, 300_000, 7_000_001].map((n) =>
      randomBytes(n),
    );
    const runs = bodies.map(async (body, i) => {
      const fd = tempFile();
      const hasher = new FileHasher(fd, {
        md5: true,
        sha: i % 2 ? 'sha256' : undefined,
        crc32: i % 3 === 0,
      });
      await writeInPieces(fd, body, hasher, 1_000_000 + i * 77_777);
      const digests = await hasher.finish();
      closeSync(fd);
      expect(digests.md5Hex).toBe(createHash('md5').update(body).digest('hex'));
      expect(digests.shaBase64).toBe(
        i % 2 ? createHash('sha256').update(body).digest('base64') : undefined,
      );
      expect(digests.crc32).toBe(i % 3 === 0 ? zlib.crc32(body) : undefined);
    });
    await Promise.all(runs);
  });

  it('a download stopped midway stops its hashing, and the others sharing the worker finish', async () => {
    const stopped = tempFile();
    const kept = tempFile();
    const body = randomBytes(6_000_000);
    const stoppedHasher = new FileHasher(stopped, { md5: true, sha: undefined, crc32: false });
    const keptHasher = new FileHasher(kept, { md5: true, sha: undefined, crc32: false });
    writeSync(stopped, body, 0, 1000, 0);
    stoppedHasher.advance(1000);
    const stopping = stoppedHasher.abort();
    await writeInPieces(kept, body, keptHasher, 2_000_000);
    await stopping;
    closeSync(stopped);
    expect((await keptHasher.finish()).md5Hex).toBe(createHash('md5').update(body).digest('hex'));
    closeSync(kept);
  });

  it('a file shorter than what was said to be written fails its hashing with a message', async () => {
    const fd = tempFile();
    const hasher = new FileHasher(fd, { md5: true, sha: undefined, crc32: false });
    writeSync(fd, Buffer.alloc(10), 0, 10, 0);
    hasher.advance(20);
    await expect(hasher.finish()).rejects.toThrow(/the file ended at 10 bytes, before 20/);
    closeSync(fd);
  });
});

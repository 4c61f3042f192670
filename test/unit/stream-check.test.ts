import { createHash, randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { storedDigests } from '../../src/s3/body-digests.js';
import { StreamCheck } from '../../src/transfer/stream-check.js';

const object = { bucket: 'b', key: 'big.bin' };
const md5Etag = (body: Buffer) => `"${createHash('md5').update(body).digest('hex')}"`;
const crc32Of = (body: Buffer) => {
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return crc.toString('base64');
};

// The check's worker hashes the file the download writes, so each case writes a real one.
const opened: Array<{ fd: number; dir: string }> = [];
afterEach(() => {
  for (const { fd, dir } of opened.splice(0)) {
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  }
});

/** A check over a fresh file, and how to write bytes into it at an offset. */
function checkOverFile() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'stream-check-'));
  const fd = openSync(path.join(dir, 'part'), 'wx+');
  opened.push({ fd, dir });
  const check = new StreamCheck(object, fd);
  /**
   * Writes `bytes` at `at` from a buffer in shared memory, then says they landed and waits until
   * the check is done with the buffer, as the gather writer does; then scribbles over the buffer,
   * as the gather writer's next fill would.
   */
  const write = async (at: number, bytes: Buffer) => {
    const shared = Buffer.from(new SharedArrayBuffer(bytes.length + 16));
    bytes.copy(shared);
    writeSync(fd, shared, 0, bytes.length, at);
    await check.landed(at, bytes.length, shared);
    shared.fill(0xee);
  };
  return { check, write };
}

/** Lands `body` in pieces of `piece` bytes, in order, as one stream's writes do. */
async function land(file: ReturnType<typeof checkOverFile>, body: Buffer, piece: number) {
  for (let at = 0; at < body.length; at += piece) {
    await file.write(at, Buffer.from(body.subarray(at, at + piece)));
  }
  await file.check.finish(body.length);
}

describe('a download by one GET, checked as its bytes land', () => {
  it('verifies against the MD5 ETag that the first answer carried', async () => {
    const body = randomBytes(3 * 1024 * 1024 + 5);
    const file = checkOverFile();
    file.check.pinned(md5Etag(body), storedDigests({ etag: md5Etag(body) }));
    await expect(land(file, body, 1024 * 1024)).resolves.toBeUndefined();
  });

  it('a byte changed on the way fails as a retryable BadDigest', async () => {
    const body = randomBytes(2 * 1024 * 1024);
    const file = checkOverFile();
    file.check.pinned(md5Etag(body), storedDigests({ etag: md5Etag(body) }));
    const damaged = Buffer.from(body);
    damaged[12345] = damaged[12345]! ^ 1;
    await expect(land(file, damaged, 64 * 1024)).rejects.toMatchObject({ code: 'BadDigest' });
  });

  it('a retry from the last byte written continues the hashes: only the first answer pins what to check', async () => {
    const body = randomBytes(1024 * 1024 + 3);
    const { check, write } = checkOverFile();
    check.pinned(md5Etag(body), storedDigests({ etag: md5Etag(body) }));
    const half = 512 * 1024;
    await write(0, body.subarray(0, half));
    // The resumed GET is a range: its answer carries no digests, and must not drop the first's.
    check.pinned(md5Etag(body), undefined);
    await write(half, body.subarray(half));
    await expect(check.finish(body.length)).resolves.toBeUndefined();
  });

  it('checks a stored full-object CRC32 of a multipart object whose ETag is no MD5', async () => {
    const body = randomBytes(700 * 1024);
    const file = checkOverFile();
    const stored = storedDigests({ etag: '"abc-2"', 'x-amz-checksum-crc32': crc32Of(body) });
    file.check.pinned('"abc-2"', stored);
    await expect(land(file, body, 100 * 1024)).resolves.toBeUndefined();
    const wrong = checkOverFile();
    wrong.check.pinned('"abc-2"', stored);
    await expect(land(wrong, randomBytes(700 * 1024), 100 * 1024)).rejects.toMatchObject({
      code: 'BadDigest',
    });
  });

  it('a multipart object with nothing to hash against is checked by its length', async () => {
    const body = randomBytes(300 * 1024);
    const file = checkOverFile();
    file.check.pinned('"abc-2"', storedDigests({ etag: '"abc-2"' }));
    await expect(land(file, body, 64 * 1024)).resolves.toBeUndefined();
    const short = checkOverFile();
    short.check.pinned('"abc-2"', storedDigests({ etag: '"abc-2"' }));
    await short.write(0, body.subarray(0, 1000));
    await expect(short.check.finish(body.length)).rejects.toMatchObject({ code: 'TruncatedBody' });
  });

  it('bytes that land out of order are refused (one stream writes in order)', () => {
    const { check } = checkOverFile();
    check.pinned('', undefined);
    expect(() => check.landed(10, 5, Buffer.alloc(5))).toThrow(/landed at 10, expected at 0/);
  });

  it('hashes the bytes from the buffer they were written from, so they must be in shared memory', async () => {
    const body = randomBytes(64 * 1024);
    const file = checkOverFile();
    file.check.pinned(md5Etag(body), storedDigests({ etag: md5Etag(body) }));
    expect(() => file.check.landed(0, body.length, body)).toThrow(/shared memory/);
    await file.check.abort();
  });
});

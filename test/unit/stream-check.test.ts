import { createHash, randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { storedDigests } from '../../src/s3/body-digests.js';
import { StreamCheck } from '../../src/transfer/stream-check.js';

const object = { bucket: 'b', key: 'big.bin' };
const md5Etag = (body: Buffer) => `"${createHash('md5').update(body).digest('hex')}"`;
const crc32Of = (body: Buffer) => {
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return crc.toString('base64');
};

/** Lands `body` in pieces of `piece` bytes, in order, as one stream's writes do. */
async function land(check: StreamCheck, body: Buffer, piece: number) {
  for (let at = 0; at < body.length; at += piece) {
    const bytes = Buffer.from(body.subarray(at, at + piece));
    check.landed(at, bytes.length, bytes);
  }
  await check.finish(body.length);
}

describe('a download by one GET, checked as its bytes land', () => {
  it('verifies against the MD5 ETag that the first answer carried', async () => {
    const body = randomBytes(3 * 1024 * 1024 + 5);
    const check = new StreamCheck(object);
    check.pinned(md5Etag(body), storedDigests({ etag: md5Etag(body) }));
    await expect(land(check, body, 1024 * 1024)).resolves.toBeUndefined();
  });

  it('a byte changed on the way fails as a retryable BadDigest', async () => {
    const body = randomBytes(2 * 1024 * 1024);
    const check = new StreamCheck(object);
    check.pinned(md5Etag(body), storedDigests({ etag: md5Etag(body) }));
    const damaged = Buffer.from(body);
    damaged[12345] = damaged[12345]! ^ 1;
    await expect(land(check, damaged, 64 * 1024)).rejects.toMatchObject({ code: 'BadDigest' });
  });

  it('a retry from the last byte written continues the hashes: only the first answer pins what to check', async () => {
    const body = randomBytes(1024 * 1024 + 3);
    const check = new StreamCheck(object);
    check.pinned(md5Etag(body), storedDigests({ etag: md5Etag(body) }));
    const half = 512 * 1024;
    check.landed(0, half, body.subarray(0, half));
    // The resumed GET is a range: its answer carries no digests, and must not drop the first's.
    check.pinned(md5Etag(body), undefined);
    check.landed(half, body.length - half, body.subarray(half));
    await expect(check.finish(body.length)).resolves.toBeUndefined();
  });

  it('checks a stored full-object CRC32 of a multipart object whose ETag is no MD5', async () => {
    const body = randomBytes(700 * 1024);
    const check = new StreamCheck(object);
    const stored = storedDigests({ etag: '"abc-2"', 'x-amz-checksum-crc32': crc32Of(body) });
    check.pinned('"abc-2"', stored);
    await expect(land(check, body, 100 * 1024)).resolves.toBeUndefined();
    const wrong = new StreamCheck(object);
    wrong.pinned('"abc-2"', stored);
    await expect(land(wrong, randomBytes(700 * 1024), 100 * 1024)).rejects.toMatchObject({
      code: 'BadDigest',
    });
  });

  it('a multipart object with nothing to hash against is checked by its length', async () => {
    const body = randomBytes(300 * 1024);
    const check = new StreamCheck(object);
    check.pinned('"abc-2"', storedDigests({ etag: '"abc-2"' }));
    await expect(land(check, body, 64 * 1024)).resolves.toBeUndefined();
    const short = new StreamCheck(object);
    short.pinned('"abc-2"', storedDigests({ etag: '"abc-2"' }));
    short.landed(0, 1000, body.subarray(0, 1000));
    await expect(short.finish(body.length)).rejects.toMatchObject({ code: 'TruncatedBody' });
  });

  it('bytes that land out of order are refused (one stream writes in order)', () => {
    const check = new StreamCheck(object);
    check.pinned('', undefined);
    expect(() => check.landed(10, 5, Buffer.alloc(5))).toThrow(/landed at 10, expected at 0/);
  });
});

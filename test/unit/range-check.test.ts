import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, open, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { mockSdkClient } from '../support/mock-sdk-client.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Frontier, RangeCheck } from '../../src/transfer/range-check.js';

const KiB = 1024;
const object = { bucket: 'b', key: 'big.bin' };
/** A client whose HeadObject answers `head` (what the server says the object hashes to). */
const contextWith = (head: Record<string, string>) => ({
  client: mockSdkClient(() => Promise.resolve(head)),
  signal: new AbortController().signal,
});

/** Pieces of `size` bytes in 64 KiB steps, in a seeded shuffled order. */
function shuffledPieces(size: number, seed: number): Array<[number, number]> {
  const pieces: Array<[number, number]> = [];
  for (let at = 0; at < size; at += 64 * KiB) pieces.push([at, Math.min(size, at + 64 * KiB)]);
  let state = seed;
  for (let i = pieces.length - 1; i > 0; i--) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const j = state % (i + 1);
    [pieces[i], pieces[j]] = [pieces[j]!, pieces[i]!];
  }
  return pieces;
}

describe('a ranged download checked while its ranges land', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 's3sync-range-check-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  /** Writes `body` into a new file piece by piece in `order`, telling a RangeCheck as it goes. */
  async function land(name: string, written: Buffer, head: Record<string, string>) {
    const file = await open(path.join(dir, name), 'wx+');
    const check = new RangeCheck(object, file.fd, contextWith(head));
    try {
      for (const [start, end] of shuffledPieces(written.length, 7)) {
        await file.write(written, start, end - start, start);
        check.pinned(head.ETag ?? '');
        check.landed(start, end - start);
      }
      await check.finish(written.length);
    } catch (error) {
      await check.abort();
      throw error;
    } finally {
      await file.close();
    }
  }

  it('ranges that land out of order still verify against the MD5 ETag', async () => {
    const body = randomBytes(3 * 1024 * KiB + 17);
    const etag = `"${createHash('md5').update(body).digest('hex')}"`;
    await expect(land('out-of-order.bin', body, { ETag: etag })).resolves.toBeUndefined();
  });

  it('more downloads at once than hashing workers all verify (the rest wait, then catch up)', async () => {
    const bodies = Array.from({ length: 6 }, (_, i) => randomBytes(256 * KiB + i));
    const landed = bodies.map((body, i) =>
      land(`many-${i}.bin`, body, { ETag: `"${createHash('md5').update(body).digest('hex')}"` }),
    );
    await expect(Promise.all(landed)).resolves.toHaveLength(6);
  });

  it('a range with one byte changed fails the check with a BadDigest', async () => {
    const body = randomBytes(2 * 1024 * KiB);
    const etag = `"${createHash('md5').update(body).digest('hex')}"`;
    const damaged = Buffer.from(body);
    damaged[1024 * KiB + 5]! ^= 0x40;
    await expect(land('damaged.bin', damaged, { ETag: etag })).rejects.toMatchObject({
      code: 'BadDigest',
      message: expect.stringMatching(/MD5 .* does not match the stored ETag/),
    });
  });

  it('a stored full-object SHA-256 is checked besides the MD5', async () => {
    const body = randomBytes(1024 * KiB + 3);
    const head = {
      ETag: `"${createHash('md5').update(body).digest('hex')}"`,
      ChecksumSHA256: createHash('sha256').update(body).digest('base64'),
    };
    await expect(land('sha-good.bin', body, head)).resolves.toBeUndefined();
    const wrong = { ...head, ChecksumSHA256: createHash('sha256').update('x').digest('base64') };
    await expect(land('sha-bad.bin', body, wrong)).rejects.toMatchObject({
      code: 'BadDigest',
      message: expect.stringMatching(/SHA .* does not match the stored checksum/),
    });
  });

  it('a multipart object with no full-object checksum is checked by its length only', async () => {
    const body = randomBytes(512 * KiB);
    const head = { ETag: '"0123456789abcdef0123456789abcdef-2"', ChecksumSHA256: 'abc=-2' };
    await expect(land('multipart.bin', body, head)).resolves.toBeUndefined();
  });

  it('a file with a gap is not whole, whatever its digest', async () => {
    const file = await open(path.join(dir, 'gap.bin'), 'wx+');
    const check = new RangeCheck(
      object,
      file.fd,
      contextWith({ ETag: '"' + '0'.repeat(32) + '"' }),
    );
    check.pinned('x');
    check.landed(0, 10);
    check.landed(20, 10);
    await expect(check.finish(30)).rejects.toMatchObject({ code: 'TruncatedBody' });
    await check.abort();
    await file.close();
  });
});

describe('the whole prefix of a file written out of order', () => {
  it('moves only when the gap before the pieces is filled, joining them', () => {
    const frontier = new Frontier();
    expect(frontier.add(10, 5)).toBe(false);
    expect(frontier.add(20, 5)).toBe(false);
    expect(frontier.add(15, 5)).toBe(false);
    expect(frontier.whole).toBe(0);
    expect(frontier.add(0, 10)).toBe(true);
    expect(frontier.whole).toBe(25);
    expect(frontier.add(25, 1)).toBe(true);
    expect(frontier.whole).toBe(26);
  });
});

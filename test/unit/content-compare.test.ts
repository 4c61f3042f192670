import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mockSdkClient } from '../support/mock-sdk-client.js';
import { isMultipartEtag, md5FromEtag } from '../../src/s3/content-md5.js';
import { ChangedKeys } from '../../src/sync/changed-keys.js';
import { compareContent, type CompareOptions } from '../../src/sync/compare-rules.js';
import { checkContent, ContentChecker } from '../../src/sync/content-check.js';
import type { PlanStep } from '../../src/sync/plan-sync.js';
import type { AnySyncEntry } from '../../src/sync/sync-sides.js';
import { hashFile } from '../../src/transfer/file-hasher.js';
import { md5OfFile } from '../../src/transfer/file-md5.js';

const T = Date.UTC(2024, 0, 2, 3, 4, 5);
const MD5_A = '0cc175b9c0f1b6a831c399e269772661';
const MD5_B = '92eb5ffee6ae2fec3ad71c777531578f';
const UPLOAD: CompareOptions = { direction: 'upload' };
const DOWNLOAD: CompareOptions = { direction: 'download' };
const side = (size: number, mtimeMs: number, md5Hex?: string) => ({ size, mtimeMs, md5Hex });

describe('checksum: the decision table', () => {
  it.each([
    [
      'sizes differ: copy, whatever the hashes',
      side(1, T, MD5_A),
      side(2, T, MD5_A),
      UPLOAD,
      { copy: true, reason: 'size', fallback: false },
    ],
    [
      'same size, same hash, source newer: skip',
      side(1, T + 60_000, MD5_A),
      side(1, T, MD5_A),
      UPLOAD,
      { copy: false, reason: 'same-content', fallback: false },
    ],
    [
      'same size, other hash, source older: copy',
      side(1, T, MD5_A),
      side(1, T + 60_000, MD5_B),
      UPLOAD,
      { copy: true, reason: 'content-differs', fallback: false },
    ],
    [
      'download, same size, same hash, local file newer: skip (the file is left as it is)',
      side(1, T, MD5_A),
      side(1, T + 60_000, MD5_A),
      DOWNLOAD,
      { copy: false, reason: 'same-content', fallback: false },
    ],
    [
      'same size, unknown hash, source newer: size and time decide (copy), as a fallback',
      side(1, T + 60_000, undefined),
      side(1, T, MD5_A),
      UPLOAD,
      { copy: true, reason: 'source-newer', fallback: true },
    ],
    [
      'same size, unknown hash, same time: size and time decide (skip), as a fallback',
      side(1, T, MD5_A),
      side(1, T, undefined),
      UPLOAD,
      { copy: false, reason: 'destination-not-older', fallback: true },
    ],
    [
      'download, unknown hash, local newer: copy, as a fallback',
      side(1, T, undefined),
      side(1, T + 60_000, MD5_A),
      DOWNLOAD,
      { copy: true, reason: 'destination-newer', fallback: true },
    ],
  ] as const)('%s', (_, source, dest, options, want) => {
    expect(compareContent(source, dest, options)).toEqual(want);
  });

  it('reads an MD5 from a single-part ETag only', () => {
    expect(md5FromEtag(`"${MD5_A.toUpperCase()}"`)).toBe(MD5_A);
    expect(md5FromEtag(`"${MD5_A}-3"`)).toBeUndefined();
    expect(md5FromEtag(MD5_A)).toBe(MD5_A);
    expect(md5FromEtag(`"${MD5_A}`)).toBe(MD5_A);
    expect(md5FromEtag(`${MD5_A}"`)).toBe(MD5_A);
    expect(md5FromEtag(`""${MD5_A}""`)).toBeUndefined();
    expect(md5FromEtag(`"${MD5_A.slice(0, 31)}g"`)).toBeUndefined();
    expect(md5FromEtag(`"${MD5_A.slice(0, 31)}"`)).toBeUndefined();
    expect(md5FromEtag('')).toBeUndefined();
    expect(md5FromEtag('"')).toBeUndefined();
    expect(isMultipartEtag(`"${MD5_A}-3"`)).toBe(true);
    expect(isMultipartEtag(`"${MD5_A}"`)).toBe(false);
  });
});

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
function folder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-check-'));
  folders.push(dir);
  return dir;
}

/** A client that answers every HEAD with `metadata`, counting them (pure unit test). */
function headClient(metadata: Record<string, string>) {
  const sent: string[] = [];
  const client = mockSdkClient(async (command: { input: { Key: string } }) => {
    sent.push(command.input.Key);
    return { Metadata: metadata };
  });
  return { client, sent };
}

describe('checksum: the content check of an upload', () => {
  it('hashes local files only where the S3 side has an MD5, reads multipart MD5s from metadata, counts the fallbacks', async () => {
    const dir = folder();
    const write = (name: string, body: string) => {
      writeFileSync(path.join(dir, name), body);
      return {
        at: 'local' as const,
        rel: name,
        path: path.join(dir, name),
        size: body.length,
        mtimeMs: T + 60_000,
      };
    };
    const md5 = (body: string) => createHash('md5').update(body).digest('hex');
    const same = write('same', 'aaaa');
    const other = write('other', 'bbbb');
    const ours = write('ours', 'cccc');
    const foreign = write('foreign', 'dddd');
    const object = (rel: string, etag: string) => ({
      at: 's3' as const,
      rel,
      key: `p/${rel}`,
      etag,
      size: 4,
      mtimeMs: T,
    });
    const { client, sent } = headClient({});
    const withMetadata = headClient({ 's3sync-md5': md5('cccc') });
    const checker = new ContentChecker({
      source: { kind: 'local', path: dir },
      destination: { kind: 's3', location: { bucket: 'b', prefix: 'p/' } },
      client: {
        ...client,
        send: (make: never, options: never) =>
          mockSdkClient(async (c: { input: { Key: string } }) =>
            (c.input.Key === 'p/ours' ? withMetadata.client : client).send(() => c as never),
          ).send(make, options),
      } as typeof client,
      signal: new AbortController().signal,
      compare: UPLOAD,
    });
    const steps: Array<PlanStep<AnySyncEntry, AnySyncEntry>> = [
      { kind: 'check', rel: 'same', source: same, dest: object('same', `"${md5('aaaa')}"`) },
      { kind: 'check', rel: 'other', source: other, dest: object('other', `"${md5('xxxx')}"`) },
      { kind: 'check', rel: 'ours', source: ours, dest: object('ours', `"${MD5_A}-2"`) },
      { kind: 'check', rel: 'foreign', source: foreign, dest: object('foreign', `"${MD5_B}-2"`) },
      { kind: 'copy', rel: 'new', source: write('new', 'e'), reason: 'missing' },
    ];
    const decided = [];
    for await (const action of checkContent(
      (async function* () {
        yield* steps;
      })(),
      checker,
      2,
    ))
      decided.push(`${action.kind} ${action.rel} ${action.reason}`);
    expect(decided.sort()).toEqual([
      'copy foreign source-newer',
      'copy new missing',
      'copy other content-differs',
      'skip ours same-content',
      'skip same same-content',
    ]);
    expect(sent).toEqual(['p/foreign']);
    expect(checker.stats()).toMatchObject({
      checked: 4,
      sameContent: 2,
      contentDiffers: 1,
      fallbacks: 1,
      filesHashed: 3, // not `foreign`: its object's MD5 is unknown, so it is never read
      bytesHashed: 12,
      metadataReads: 2,
    });
  });

  it('S3 to S3: equal ETags are the same content without a request, multipart ones too', async () => {
    const { client, sent } = headClient({});
    const checker = new ContentChecker({
      source: { kind: 's3', location: { bucket: 'a', prefix: '' } },
      destination: { kind: 's3', location: { bucket: 'b', prefix: '' } },
      client,
      signal: new AbortController().signal,
      compare: { direction: 'copy' },
    });
    const o = (etag: string) => ({
      at: 's3' as const,
      rel: 'k',
      key: 'k',
      etag,
      size: 9,
      mtimeMs: T,
    });
    const one = await checker.decide({
      kind: 'check',
      rel: 'k',
      source: o(`"${MD5_A}"`),
      dest: o(`"${MD5_A}"`),
    });
    const multi = await checker.decide({
      kind: 'check',
      rel: 'k',
      source: o(`"${MD5_A}-4"`),
      dest: o(`"${MD5_A}-4"`),
    });
    expect([one.reason, multi.reason]).toEqual(['same-content', 'same-content']);
    expect(sent).toEqual([]);
    expect(checker.stats()).toMatchObject({ sameContent: 2, filesHashed: 0, metadataReads: 0 });
  });
});

describe('hashFile: a file on disk, in the hash workers', () => {
  it('gives the MD5, and fails when the size is not the one listed', async () => {
    const dir = folder();
    const file = path.join(dir, 'f');
    const body = Buffer.alloc(9 * 1024 * 1024 + 3, 7);
    writeFileSync(file, body);
    const digests = await hashFile(file, body.length, { md5: true, sha: undefined, crc32: false });
    expect(digests.md5Hex).toBe(createHash('md5').update(body).digest('hex'));
    await expect(hashFile(file, 5, { md5: true, sha: undefined, crc32: false })).rejects.toThrow(
      /size/,
    );
    await expect(
      hashFile(path.join(dir, 'gone'), 5, { md5: true, sha: undefined, crc32: false }),
    ).rejects.toThrow(/ENOENT/);
  });
});

describe('ChangedKeys', () => {
  it('writes one JSON string a line, newlines and non-ASCII included', () => {
    const file = path.join(folder(), 'changed.jsonl');
    const keys = ['a b', 'line\nbreak', 'é/ü/😀', '"quoted"'];
    const changed = new ChangedKeys(file);
    for (const key of keys) changed.add(key);
    changed.close();
    const lines = readFileSync(file, 'utf8').split('\n');
    expect(lines.pop()).toBe('');
    expect(lines.map((l) => JSON.parse(l) as string)).toEqual(keys);
    expect(changed.count).toBe(4);
  });
});

describe('md5OfFile: small files in batches, large ones on their own', () => {
  it('gives each file its own MD5, with more files than a batch, and rejects a file whose size changed', async () => {
    const dir = folder();
    const bodies = Array.from({ length: 150 }, (_, i) => Buffer.alloc(i * 97, i));
    bodies.push(Buffer.alloc(64 * 1024, 3)); // the largest hashed on this thread
    bodies.push(Buffer.alloc(100 * 1024, 2)); // in a hash worker's batch
    bodies.push(Buffer.alloc(300 * 1024, 1)); // past the batch size limit
    bodies.forEach((body, i) => writeFileSync(path.join(dir, `f${i}`), body));
    const got = await Promise.all(
      bodies.map((b, i) => md5OfFile(path.join(dir, `f${i}`), b.length)),
    );
    expect(got.map((g) => g.md5Hex)).toEqual(
      bodies.map((b) => createHash('md5').update(b).digest('hex')),
    );
    expect(got.every((g) => g.hashMs >= 0)).toBe(true);
    await expect(md5OfFile(path.join(dir, 'f3'), 1)).rejects.toThrow(/size is now 291 bytes/);
    await expect(md5OfFile(path.join(dir, 'f3'), 400)).rejects.toThrow(/size is now 291 bytes/);
    await expect(md5OfFile(path.join(dir, 'f151'), 99 * 1024)).rejects.toThrow(/size is now/);
    await expect(md5OfFile(path.join(dir, 'gone'), 10)).rejects.toThrow(/ENOENT/);
  });
});

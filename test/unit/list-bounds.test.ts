import { describe, expect, it } from 'vitest';
import { S3Error } from '../../src/errors.js';
import {
  clip,
  EMPTY_PAGES_IN_A_ROW_MAX,
  HEADERS_TIMEOUT_MS,
  MAX_KEY_BYTES,
  maxPageBytes,
  pageLabel,
} from '../../src/s3/list/list-bounds.js';
import { ListedKeyCheck } from '../../src/s3/list/listed-keys.js';
import { STALL_CEILING_MS } from '../../src/s3/stall-watch.js';
import { scanPage } from '../../src/s3/list/page-scanner.js';

const place = { bucket: 'b', prefix: 'p/' };

/** One entry as AWS sends it, with a key of `keyBytes` characters that all need escaping. */
function worstEntry(keyBytes: number): string {
  return (
    `<Contents><Key>${'&quot;'.repeat(keyBytes)}</Key>` +
    '<LastModified>2026-01-02T03:04:05.000Z</LastModified>' +
    '<ETag>&quot;0123456789abcdef0123456789abcdef-10000&quot;</ETag>' +
    '<ChecksumAlgorithm>CRC64NVME</ChecksumAlgorithm><ChecksumType>FULL_OBJECT</ChecksumType>' +
    `<Size>999999999999999</Size><Owner><ID>${'f'.repeat(64)}</ID><DisplayName>${'d'.repeat(128)}</DisplayName></Owner>` +
    '<StorageClass>INTELLIGENT_TIERING</StorageClass>' +
    '<RestoreStatus><IsRestoreInProgress>false</IsRestoreInProgress><RestoreExpiryDate>2026-01-02T03:04:05.000Z</RestoreExpiryDate></RestoreStatus>' +
    '</Contents>'
  );
}

describe('the bounds of one listing page', () => {
  it('a page of 1,000 keys may take 2 x (1,000 x 8,192 + 65,536) bytes', () => {
    expect(maxPageBytes(1000)).toBe(2 * (1000 * (6 * 1024 + 2048) + 64 * 1024));
    expect(maxPageBytes(1000)).toBe(16_515_072);
    expect(maxPageBytes(1)).toBe(2 * (8192 + 65_536));
  });

  it('the largest honest page (1,000 of the longest keys, all escaped, every field) fits with room', () => {
    const entry = worstEntry(MAX_KEY_BYTES);
    const head = `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${'b'.repeat(63)}</Name><Prefix>${'%FF'.repeat(1024)}</Prefix><StartAfter>${'%FF'.repeat(1024)}</StartAfter><NextContinuationToken>${'t'.repeat(1024)}</NextContinuationToken><KeyCount>1000</KeyCount><MaxKeys>1000</MaxKeys><EncodingType>url</EncodingType><IsTruncated>true</IsTruncated>`;
    const bytes = Buffer.byteLength(head) + 1000 * Buffer.byteLength(entry) + 20;
    // The bound is twice the arithmetic's page; the worst real page stays under the arithmetic.
    expect(bytes).toBeLessThan(maxPageBytes(1000) / 2);
    // And the page scanner reads such an entry as one key of 1,024 quotes.
    const page = scanPage(`${head}${entry}</ListBucketResult>`);
    expect(page.entries.count).toBe(1);
  });

  it('empty pages in a row and the wait for headers are bounded', () => {
    expect(EMPTY_PAGES_IN_A_ROW_MAX).toBe(1000);
    // Longer than the stall watch's ceiling: a silent server is the stall watch's, and retried.
    expect(HEADERS_TIMEOUT_MS).toBeGreaterThan(STALL_CEILING_MS);
  });

  it('pages are named by number and token (or start), clipped to 64 characters', () => {
    expect(pageLabel({ number: 1 })).toBe('page 1');
    expect(pageLabel({ number: 1, startAfter: 'a' })).toBe('page 1 (after "a")');
    expect(pageLabel({ number: 3, continuationToken: 't'.repeat(100) })).toBe(
      `page 3 (continuation token "${'t'.repeat(64)}…")`,
    );
    expect(clip('x'.repeat(64))).toBe('x'.repeat(64));
  });
});

describe('each listed key checked against what was asked', () => {
  const refusal = (check: ListedKeyCheck, key: string) => {
    try {
      check.check(key);
      return undefined;
    } catch (error) {
      expect(error).toBeInstanceOf(S3Error);
      return error as S3Error;
    }
  };

  it('keys inside the prefix, each after the one before in UTF-8 byte order, pass', () => {
    const check = new ListedKeyCheck(place, 'p/a');
    for (const key of ['p/b', 'p/b0', 'p/\uFFFD', 'p/\u{1F600}'])
      expect(refusal(check, key)).toBe(undefined);
    expect(check.lastKey).toBe('p/\u{1F600}');
  });

  it.each([
    ['q/x', 'KeyOutsidePrefix'],
    ['p', 'KeyOutsidePrefix'],
    ['p/a', 'KeyOutOfOrder'],
    ['p/0', 'KeyOutOfOrder'],
  ])('%s after start-after "p/a" is refused as %s', (key, code) => {
    expect(refusal(new ListedKeyCheck(place, 'p/a'), key)?.code).toBe(code);
  });

  it('U+FFFD after U+1F600 is out of order, though UTF-16 would sort it after', () => {
    const check = new ListedKeyCheck(place, undefined);
    check.check('p/\u{1F600}');
    expect(refusal(check, 'p/\uFFFD')?.code).toBe('KeyOutOfOrder');
  });

  it('1,024 bytes of UTF-8 pass; 1,025 are refused with the length and 64 characters shown', () => {
    const check = new ListedKeyCheck({ bucket: 'b', prefix: '' }, undefined);
    expect(refusal(check, '€'.repeat(341) + 'a')).toBe(undefined); // 1,023 + 1 bytes
    const error = refusal(check, 'z'.repeat(1025));
    expect(error?.code).toBe('KeyTooLong');
    expect(error?.message).toContain('1025 bytes');
    expect(error?.message).toContain(`"${'z'.repeat(64)}…"`);
    expect(error?.message).not.toContain('z'.repeat(65));
  });
});

import { createHash, hash, type Hash } from 'node:crypto';
import zlib from 'node:zlib';
import { s3Failure } from './s3-failure.js';
import type { RequestPlace } from './error-response.js';

/**
 * What the server says an object's bytes hash to, from a GET's or a HEAD's headers:
 * - its ETag, when that is the body's MD5: a single-part object stored without KMS or a
 *   customer key (S3's docs on ETags; a multipart ETag is `MD5-of-MD5s-N`);
 * - the stored `x-amz-checksum-*` (sent when the request asks with `x-amz-checksum-mode`),
 *   when it covers the whole object (a multipart upload's composite `...-N` covers its parts).
 * A multipart object without a full-object checksum cannot be checked, only its length.
 */
export interface StoredDigests {
  readonly md5Hex?: string | undefined;
  readonly sha256Base64?: string | undefined;
  readonly sha1Base64?: string | undefined;
  readonly crc32Base64?: string | undefined;
}

type Headers = Record<string, string | string[] | undefined>;

export function storedDigests(headers: Headers): StoredDigests {
  const one = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const sse = one('x-amz-server-side-encryption') ?? '';
  const md5 =
    sse.startsWith('aws:kms') || one('x-amz-server-side-encryption-customer-algorithm')
      ? undefined
      : /^"?([0-9a-f]{32})"?$/i.exec(one('etag') ?? '')?.[1]?.toLowerCase();
  const whole = (name: string) => {
    const value = one(name);
    return value && !value.includes('-') ? value : undefined;
  };
  return {
    md5Hex: md5,
    sha256Base64: whole('x-amz-checksum-sha256'),
    sha1Base64: whole('x-amz-checksum-sha1'),
    crc32Base64: whole('x-amz-checksum-crc32'),
  };
}

/** What an SDK GetObject's or HeadObject's output says (asked with ChecksumMode ENABLED). */
export function sdkStoredDigests(output: {
  readonly ETag?: string | undefined;
  readonly ServerSideEncryption?: string | undefined;
  readonly SSECustomerAlgorithm?: string | undefined;
  readonly ChecksumSHA256?: string | undefined;
  readonly ChecksumSHA1?: string | undefined;
  readonly ChecksumCRC32?: string | undefined;
}): StoredDigests {
  return storedDigests({
    etag: output.ETag,
    'x-amz-server-side-encryption': output.ServerSideEncryption,
    'x-amz-server-side-encryption-customer-algorithm': output.SSECustomerAlgorithm,
    'x-amz-checksum-sha256': output.ChecksumSHA256,
    'x-amz-checksum-sha1': output.ChecksumSHA1,
    'x-amz-checksum-crc32': output.ChecksumCRC32,
  });
}

export function canCheck(d: StoredDigests): boolean {
  return Boolean(d.md5Hex || d.sha256Base64 || d.sha1Base64 || d.crc32Base64);
}

/** Hashes a body as it streams by, then checks it against what the server stored. */
export class BodyDigester {
  private readonly md5: Hash | undefined;
  private readonly sha: Hash | undefined;
  private crc = 0;

  constructor(private readonly stored: StoredDigests) {
    // The same choice as a file hashed elsewhere (digestsToCompute): the MD5 of the ETag, one
    // stored SHA (SHA-256 before SHA-1) and the CRC32, each only when the object has it.
    const wanted = digestsToCompute(stored);
    this.md5 = wanted.md5 ? createHash('md5') : undefined;
    this.sha = wanted.sha ? createHash(wanted.sha) : undefined;
  }

  update(chunk: Buffer): this {
    this.md5?.update(chunk);
    this.sha?.update(chunk);
    if (this.stored.crc32Base64) this.crc = zlib.crc32(chunk, this.crc);
    return this;
  }

  /** Throws a retryable BadDigest when a digest does not match: the bytes changed on the way. */
  check(place: RequestPlace): void {
    checkComputedDigests(
      this.stored,
      {
        md5Hex: this.md5?.digest('hex'),
        shaBase64: this.sha?.digest('base64'),
        crc32: this.stored.crc32Base64 ? this.crc : undefined,
      },
      place,
    );
  }
}

/** Digests computed elsewhere (a worker thread hashing a file), to check against the stored. */
export interface ComputedDigests {
  readonly md5Hex?: string | undefined;
  /** SHA-256 when the object stores one, else SHA-1. */
  readonly shaBase64?: string | undefined;
  readonly crc32?: number | undefined;
}

/** Which digests `checkComputedDigests` needs for these stored ones: MD5, one SHA, CRC32. */
export function digestsToCompute(stored: StoredDigests): {
  md5: boolean;
  sha: 'sha256' | 'sha1' | undefined;
  crc32: boolean;
} {
  return {
    md5: Boolean(stored.md5Hex),
    sha: stored.sha256Base64 ? 'sha256' : stored.sha1Base64 ? 'sha1' : undefined,
    crc32: Boolean(stored.crc32Base64),
  };
}

/** Throws a retryable BadDigest when a computed digest does not match the stored one. */
export function checkComputedDigests(
  stored: StoredDigests,
  got: ComputedDigests,
  place: RequestPlace,
): void {
  if (stored.md5Hex && got.md5Hex !== stored.md5Hex)
    throw mismatch(place, 'MD5', String(got.md5Hex), `ETag ${stored.md5Hex}`);
  const sha = stored.sha256Base64 ?? stored.sha1Base64;
  if (sha && got.shaBase64 !== sha)
    throw mismatch(place, 'SHA', String(got.shaBase64), `checksum ${sha}`);
  if (stored.crc32Base64) {
    const crc = got.crc32 === undefined ? 'none' : crc32Base64(got.crc32);
    if (crc !== stored.crc32Base64)
      throw mismatch(place, 'CRC32', crc, `checksum ${stored.crc32Base64}`);
  }
}

/**
 * The same check for a body held whole (a small GET's), with one-shot hashes: no Hash object
 * per small body, which costs more than the hashing of a few KiB.
 */
export function checkWholeBody(stored: StoredDigests, body: Buffer, place: RequestPlace): void {
  if (stored.md5Hex) {
    const got = hash('md5', body, 'hex');
    if (got !== stored.md5Hex) throw mismatch(place, 'MD5', got, `ETag ${stored.md5Hex}`);
  } else if (stored.sha256Base64 || stored.sha1Base64) {
    const want = (stored.sha256Base64 ?? stored.sha1Base64)!;
    const got = hash(stored.sha256Base64 ? 'sha256' : 'sha1', body, 'base64');
    if (got !== want) throw mismatch(place, 'SHA', got, `checksum ${want}`);
  }
  if (stored.crc32Base64) {
    const got = crc32Base64(zlib.crc32(body));
    if (got !== stored.crc32Base64)
      throw mismatch(place, 'CRC32', got, `checksum ${stored.crc32Base64}`);
  }
}

function crc32Base64(crc: number): string {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(crc >>> 0);
  return bytes.toString('base64');
}

function mismatch(place: RequestPlace, what: string, got: string, want: string): Error {
  return s3Failure({
    ...place,
    code: 'BadDigest',
    message: `the body's ${what} ${got} does not match the stored ${want}: it was damaged on the way`,
  });
}

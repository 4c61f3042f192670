import { createHash, createHmac } from 'node:crypto';
import type { AwsCredentialIdentity } from '@aws-sdk/types';
import { encodeRfc3986 } from '../query-string.js';

/** A request without a body, as it is signed: its path as sent, query, and headers to sign. */
export interface BodilessRequest {
  readonly method: 'GET' | 'HEAD';
  /** The path as it goes out, already encoded (S3 signs it as it is, not encoded again). */
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  /** Lower-case names, every one of them signed (`host` at least). */
  readonly headers: Readonly<Record<string, string>>;
}

const ALGORITHM = 'AWS4-HMAC-SHA256';
const EMPTY_BODY_SHA256 = createHash('sha256').update('').digest('hex');
/** Signing keys kept at most: one a day per credentials, so a few cover any rotation. */
const SIGNING_KEYS_MAX = 8;

/**
 * SigV4 of a request without a body, by node:crypto alone, signed as the S3 client's signer
 * signs it (`test/unit/sigv4-list-signer.test.ts` compares the two on every kind of target). The
 * listing worker signs its pages with it: the SDK's signer package brings about 450 kB of the
 * SDK's core with it, which each worker would load and run at its start, for a few lines of
 * hashing. The main thread's direct GETs use it too (`direct-buckets.ts`: it skips the SDK
 * signer's copies and awaits); requests with a body keep the SDK's signer (`sigv4.ts`).
 */
export class BodilessSigV4 {
  private readonly keys = new Map<string, Buffer>();

  constructor(
    private readonly region: string,
    private readonly service: string,
  ) {}

  /** The request's headers with `x-amz-date`, the payload hash, the token and `authorization`. */
  sign(
    request: BodilessRequest,
    credentials: AwsCredentialIdentity,
    date: Date,
  ): Record<string, string> {
    const amzDate = date
      .toISOString()
      .replace(/\.\d{3}Z$/, 'Z')
      .replace(/[-:]/g, '');
    const day = amzDate.slice(0, 8);
    const headers: Record<string, string> = {
      ...request.headers,
      'x-amz-content-sha256': EMPTY_BODY_SHA256,
      'x-amz-date': amzDate,
    };
    if (credentials.sessionToken) headers['x-amz-security-token'] = credentials.sessionToken;
    const names = Object.keys(headers).sort();
    const signedHeaders = names.join(';');
    const canonicalRequest = [
      request.method,
      request.path,
      canonicalQuery(request.query),
      names.map((name) => `${name}:${headers[name]!.trim().replace(/\s+/g, ' ')}\n`).join(''),
      signedHeaders,
      EMPTY_BODY_SHA256,
    ].join('\n');
    const scope = `${day}/${this.region}/${this.service}/aws4_request`;
    const stringToSign = `${ALGORITHM}\n${amzDate}\n${scope}\n${sha256Hex(canonicalRequest)}`;
    const signature = createHmac('sha256', this.signingKey(credentials, day))
      .update(stringToSign)
      .digest('hex');
    headers.authorization = `${ALGORITHM} Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
    return headers;
  }

  /** The day's key for these credentials: four HMACs, made once a day per credentials. */
  private signingKey(credentials: AwsCredentialIdentity, day: string): Buffer {
    const id = `${day}\n${credentials.accessKeyId}\n${credentials.secretAccessKey}`;
    let key = this.keys.get(id);
    if (!key) {
      if (this.keys.size >= SIGNING_KEYS_MAX) this.keys.clear();
      key = [day, this.region, this.service, 'aws4_request'].reduce<Buffer>(
        (secret, part) => createHmac('sha256', secret).update(part).digest(),
        Buffer.from(`AWS4${credentials.secretAccessKey}`),
      );
      this.keys.set(id, key);
    }
    return key;
  }
}

/**
 * SigV4's canonical query: names and values RFC 3986-encoded, sorted by encoded name (ASCII once
 * encoded, so code-unit order is byte order).
 */
function canonicalQuery(query: Readonly<Record<string, string>>): string {
  return Object.entries(query)
    .map(([name, value]) => [encodeRfc3986(name), encodeRfc3986(value)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

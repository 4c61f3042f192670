import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';
import type { AwsCredentialIdentityProvider } from '@aws-sdk/types';
import type { BucketTarget } from './bucket-target.js';

type SourceData = string | ArrayBuffer | ArrayBufferView;

function toBytes(data: SourceData): string | Uint8Array {
  if (typeof data === 'string') return data;
  if (ArrayBuffer.isView(data))
    return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  return new Uint8Array(data);
}

/** SHA-256 and HMAC-SHA-256 from node:crypto, in the shape the SDK's signer asks for. */
class NodeSha256 {
  private readonly secret: string | Uint8Array | undefined;
  private hash: Hash | Hmac;
  constructor(secret?: SourceData) {
    this.secret = secret === undefined ? undefined : toBytes(secret);
    this.hash = this.start();
  }
  private start(): Hash | Hmac {
    return this.secret === undefined ? createHash('sha256') : createHmac('sha256', this.secret);
  }
  update(data: SourceData): void {
    this.hash.update(toBytes(data));
  }
  digest(): Promise<Uint8Array> {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }
  reset(): void {
    this.hash = this.start();
  }
}

/**
 * The SDK's own SigV4 signer (`@smithy/signature-v4`), configured as the S3 client configures
 * it: paths not escaped a second time, and the payload hash sent in `x-amz-content-sha256`. It
 * caches the signing key by day, so a request costs two hashes and an HMAC instead of a pass
 * through the client's whole middleware stack.
 */
export function createSigV4(
  target: BucketTarget,
  credentials: AwsCredentialIdentityProvider,
): SignatureV4 {
  if (target.signing.kind !== 'sigv4') {
    throw new Error(`the bucket needs ${target.signing.kind} signing, not SigV4`);
  }
  return new SignatureV4({
    service: target.signing.service,
    region: target.signing.region,
    credentials,
    sha256: NodeSha256,
    uriEscapePath: false,
    applyChecksum: true,
  });
}

/** RFC 3986 encoding, as SigV4's canonical query uses; the server decodes before it verifies. */
export function encodeRfc3986(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** `?a=1&b=2`, sorted and encoded the way the signature was computed. */
export function toQueryString(query: Record<string, string | string[] | null>): string {
  const parts: string[] = [];
  for (const name of Object.keys(query).sort()) {
    const value = query[name];
    if (value === null || value === undefined) parts.push(encodeRfc3986(name));
    else
      for (const v of Array.isArray(value) ? value : [value])
        parts.push(`${encodeRfc3986(name)}=${encodeRfc3986(v)}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** An object's path on the target, each segment of the key encoded and its slashes kept. */
export function objectPath(target: BucketTarget, key: string): string {
  return target.basePath + key.split('/').map(encodeRfc3986).join('/');
}

import { Sha256 } from '@smithy/core/checksum';
import { SignatureV4 } from '@smithy/signature-v4';
import type { AwsCredentialIdentityProvider } from '@aws-sdk/types';
import type { BucketTarget } from './bucket-target.js';

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
    // The S3 client's own hash: node:crypto's SHA-256 and HMAC.
    sha256: Sha256,
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

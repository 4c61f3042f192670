import { Sha256 } from '@smithy/core/checksum';
import { SignatureV4 } from '@smithy/signature-v4';
import type { AwsCredentialIdentity, AwsCredentialIdentityProvider } from '@aws-sdk/types';
import type { BucketTarget } from '../bucket-target.js';

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
  const signer = new SignatureV4({
    service: target.signing.service,
    region: target.signing.region,
    credentials,
    // The S3 client's own hash: node:crypto's SHA-256 and HMAC.
    sha256: Sha256,
    uriEscapePath: false,
    applyChecksum: true,
  });
  memoizeSigningKey(signer);
  return signer;
}

type KeyDerivation = (
  credentials: AwsCredentialIdentity,
  region: string,
  shortDate: string,
  service?: string,
) => Promise<Uint8Array>;

/**
 * The signer caches the signing key by day, but computes its cache key with an HMAC of the
 * credentials on every request: a tenth of our CPU per small GET in a `--cpu-prof` of 20k
 * downloads (docs/benchmarks.md). Kept here by the credentials themselves, a string lookup. If a
 * later signer no longer has this method, nothing is patched and it signs as it did.
 */
function memoizeSigningKey(signer: SignatureV4): void {
  const target = signer as unknown as { getSigningKey?: KeyDerivation };
  const derive = target.getSigningKey;
  if (typeof derive !== 'function') return;
  const keys = new Map<string, Promise<Uint8Array>>();
  target.getSigningKey = (credentials, region, shortDate, service) => {
    const id = `${shortDate}\n${region}\n${service ?? ''}\n${credentials.accessKeyId}\n${credentials.secretAccessKey}\n${credentials.sessionToken ?? ''}`;
    let key = keys.get(id);
    if (!key) {
      if (keys.size >= 8) keys.clear(); // a new day or rotated credentials: old keys are useless
      key = derive.call(signer, credentials, region, shortDate, service);
      key.catch(() => keys.delete(id));
      keys.set(id, key);
    }
    return key;
  };
}

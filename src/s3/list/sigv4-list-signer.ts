import type { AwsCredentialIdentityProvider } from '@aws-sdk/types';
import { BodilessSigV4 } from '../signing/bodiless-sigv4.js';
import type { BucketTarget } from '../bucket-target.js';
import { SigningClock } from '../signing/signing-clock.js';
import { toQueryString } from '../query-string.js';
import type { SignedRequest } from '../send-signed.js';
import { listQuery, type ListPageParams } from './list-request.js';

/** Signs the pages of one listing: in the worker itself, or by asking the main thread. */
export interface ListRequestSigner {
  sign(params: ListPageParams): Promise<SignedRequest>;
  /** The clock the signatures use, corrected from error answers; absent for the SDK's. */
  readonly clock?: SigningClock | undefined;
}

/**
 * SigV4 for the listing worker, and for the pages listed on the main thread before it takes
 * over: without the SDK's signer, which the worker would load only for this (bodiless-sigv4.ts).
 */
export function createSigV4ListSigner(
  target: BucketTarget,
  credentials: AwsCredentialIdentityProvider,
): ListRequestSigner {
  if (target.signing.kind !== 'sigv4') {
    throw new Error(`the bucket needs ${target.signing.kind} signing, not SigV4`);
  }
  const signer = new BodilessSigV4(target.signing.region, target.signing.service);
  const clock = new SigningClock();
  return {
    clock,
    async sign(params) {
      const query = listQuery(params);
      const headers = signer.sign(
        { method: 'GET', path: target.basePath, query, headers: { host: target.host } },
        await credentials(),
        clock.now(),
      );
      // Not signed (SigV4 leaves User-Agent out), so it is added afterwards.
      if (target.userAgent) headers['user-agent'] = target.userAgent;
      return {
        protocol: target.protocol,
        hostname: target.hostname,
        port: target.port,
        method: 'GET',
        path: target.basePath + toQueryString(query),
        headers,
      };
    },
  };
}

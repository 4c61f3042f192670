import type { AwsCredentialIdentityProvider } from '@aws-sdk/types';
import type { BucketTarget } from '../bucket-target.js';
import { SigningClock } from '../signing-clock.js';
import { createSigV4, toQueryString } from '../sigv4.js';
import type { SignedRequest } from '../send-signed.js';
import { listQuery, type ListPageParams } from './list-request.js';

/** Signs the pages of one listing: in the worker itself, or by asking the main thread. */
export interface ListRequestSigner {
  sign(params: ListPageParams): Promise<SignedRequest>;
  /** The clock the signatures use, corrected from error answers; absent for the SDK's. */
  readonly clock?: SigningClock | undefined;
}

/** SigV4 for the listing worker: 0.025 ms a page, where the SDK's stack took 0.22 (bench: sign). */
export function createSigV4ListSigner(
  target: BucketTarget,
  credentials: AwsCredentialIdentityProvider,
): ListRequestSigner {
  const signer = createSigV4(target, credentials);
  const clock = new SigningClock();
  return {
    clock,
    async sign(params) {
      const query = listQuery(params);
      const signed = await signer.sign(
        {
          method: 'GET',
          protocol: target.protocol,
          hostname: target.hostname,
          port: target.port,
          path: target.basePath,
          query,
          headers: { host: target.host },
        },
        { signingDate: clock.now() },
      );
      const headers: Record<string, string> = { ...signed.headers };
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

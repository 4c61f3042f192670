import type { AwsCredentialIdentity, AwsCredentialIdentityProvider } from '@aws-sdk/types';
import { addSecrets } from '../../secret-text.js';

/** Ask again this long before the credentials expire, as the SDK's own providers do. */
const REFRESH_BEFORE_EXPIRY_MS = 5 * 60_000;

/**
 * Credentials that the worker borrows from the main thread (which owns the chain: OIDC session
 * tokens and their refresh), kept until shortly before they expire. Callers that ask at the
 * same time share one request. Their secret parts are learnt for redaction in the worker's own
 * thread too (secret-text.ts), where the key it shows in an error is cut (list-bounds.ts clip).
 */
export function borrowedCredentials(
  fetch: () => Promise<AwsCredentialIdentity>,
  nowMs: () => number = Date.now,
): AwsCredentialIdentityProvider {
  let current: AwsCredentialIdentity | undefined;
  let pending: Promise<AwsCredentialIdentity> | undefined;
  const fresh = (c: AwsCredentialIdentity) =>
    c.expiration === undefined || c.expiration.getTime() - REFRESH_BEFORE_EXPIRY_MS > nowMs();
  return () => {
    if (current && fresh(current)) return Promise.resolve(current);
    pending ??= fetch().then(
      (c) => {
        addSecrets([c.secretAccessKey, c.sessionToken]);
        current = c;
        pending = undefined;
        return c;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
}

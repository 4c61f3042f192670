import { captureSignedListRequest } from '../resolve-bucket-target.js';
import { toQueryString } from '../query-string.js';
import type { SignedRequest } from '../send-signed.js';
import type { ListPageParams } from './list-request.js';
import type { SdkClient } from '../sdk-client.js';

/**
 * Lets the SDK do what it is good at (credentials, endpoint and path-style resolution, SigV4)
 * and stops the command right after signing: the body is then read raw and parsed once by our
 * page scanner, instead of being parsed a second time by the SDK's XML deserializer.
 */
export async function signListRequest(
  client: SdkClient,
  params: ListPageParams,
  signal?: AbortSignal,
): Promise<SignedRequest> {
  const captured = await captureSignedListRequest(client, params, signal);
  return {
    protocol: captured.protocol,
    hostname: captured.hostname,
    port: captured.port,
    method: captured.method,
    path: captured.path + toQueryString(captured.query),
    headers: captured.headers,
  };
}

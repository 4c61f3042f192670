import type { BucketSigning, BucketTarget } from './bucket-target.js';
import type { ListPageParams } from './list/list-request.js';
import { s3FailureFromSdk } from './s3-failure.js';
import type { SdkClient } from './sdk-client.js';

export interface CapturedRequest {
  protocol: string;
  hostname: string;
  port?: number;
  method: string;
  path: string;
  query: Record<string, string | string[] | null>;
  headers: Record<string, string>;
}

/**
 * Signs one probe request with the SDK and keeps what it resolved, so that the listing worker
 * can sign the pages itself without loading the SDK (loaded here on the main thread, where the
 * target is not one `computed-target.ts` works out). Failures to resolve credentials or the
 * endpoint surface here, on the main thread, in the user's terms.
 */
export async function resolveBucketTarget(
  client: SdkClient,
  params: ListPageParams,
  signal?: AbortSignal,
): Promise<BucketTarget> {
  const captured = await captureSignedListRequest(client, params, signal);
  const headers = lowerCaseKeys(captured.headers);
  return {
    protocol: captured.protocol,
    hostname: captured.hostname,
    port: captured.port,
    host: headers.host ?? hostHeader(captured.hostname, captured.port),
    basePath: captured.path,
    userAgent: headers['user-agent'],
    signing: signingOf(headers),
  };
}

// `Credential=AKID/20261130/us-east-1/s3/aws4_request`: the region and the service signed for.
const SIGV4_SCOPE = /^AWS4-HMAC-SHA256 Credential=[^/]+\/\d{8}\/([^/]+)\/([^/]+)\/aws4_request,/;

function signingOf(headers: Record<string, string>): BucketSigning {
  const scope = SIGV4_SCOPE.exec(headers.authorization ?? '');
  // S3 Express signs with a session token of its own, kept and refreshed by the SDK.
  if (!scope || headers['x-amz-s3session-token'] !== undefined) return { kind: 'main-thread' };
  return { kind: 'sigv4', region: scope[1]!, service: scope[2]! };
}

/**
 * Runs a ListObjectsV2 command through the SDK up to its signature and stops it there: the SDK
 * resolves credentials, endpoint, path style and region, and nothing is sent.
 */
export async function captureSignedListRequest(
  sdkClient: SdkClient,
  params: ListPageParams,
  signal: AbortSignal | undefined,
): Promise<CapturedRequest> {
  const { sdk, client } = await sdkClient.loaded();
  const command = new sdk.ListObjectsV2Command({
    Bucket: params.bucket,
    Prefix: params.prefix || undefined,
    MaxKeys: params.pageSize,
    Delimiter: params.delimiter || undefined,
    EncodingType: 'url',
    // A continuation token overrides StartAfter, so send only one of them.
    ...(params.continuationToken
      ? { ContinuationToken: params.continuationToken }
      : { StartAfter: params.startAfter || undefined }),
  });
  let captured: CapturedRequest | undefined;
  command.middlewareStack.addRelativeTo(
    () => async (args: { request: unknown }) => {
      captured = args.request as CapturedRequest;
      return { response: { statusCode: 200, headers: {} }, output: { $metadata: {} } };
    },
    { relation: 'after', toMiddleware: 'httpSigningMiddleware', name: 'captureSignedListRequest' },
  );
  try {
    await client.send(command, { abortSignal: signal });
  } catch (error) {
    // Credentials and endpoint are resolved here: say what failed in the user's terms.
    throw s3FailureFromSdk(error, 'ListObjectsV2', params.bucket, params.prefix || undefined);
  }
  if (!captured) throw new Error('the SDK did not produce a signed ListObjectsV2 request');
  return captured;
}

function lowerCaseKeys(headers: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) out[name.toLowerCase()] = value;
  return out;
}

function hostHeader(hostname: string, port: number | undefined): string {
  return port === undefined ? hostname : `${hostname}:${port}`;
}

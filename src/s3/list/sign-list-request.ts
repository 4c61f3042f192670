import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { s3FailureFromSdk } from '../s3-failure.js';

/** A request the SDK has resolved and signed, ready to send over our own socket. */
export interface SignedRequest {
  readonly protocol: string;
  readonly hostname: string;
  readonly port: number | undefined;
  readonly method: string;
  /** Path and query string, encoded. */
  readonly path: string;
  readonly headers: Record<string, string>;
}

export interface ListPageParams {
  readonly bucket: string;
  readonly prefix: string;
  readonly pageSize: number;
  readonly startAfter?: string | undefined;
  readonly continuationToken?: string | undefined;
}

interface CapturedRequest {
  protocol: string;
  hostname: string;
  port?: number;
  method: string;
  path: string;
  query: Record<string, string | string[] | null>;
  headers: Record<string, string>;
}

/**
 * Lets the SDK do what it is good at (credentials, endpoint and path-style resolution, SigV4)
 * and stops the command right after signing: the body is then read raw and parsed once by our
 * page scanner, instead of being parsed a second time by the SDK's XML deserializer.
 */
export async function signListRequest(
  client: S3Client,
  params: ListPageParams,
  signal?: AbortSignal,
): Promise<SignedRequest> {
  const command = new ListObjectsV2Command({
    Bucket: params.bucket,
    Prefix: params.prefix || undefined,
    MaxKeys: params.pageSize,
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
  return {
    protocol: captured.protocol,
    hostname: captured.hostname,
    port: captured.port,
    method: captured.method,
    path: captured.path + toQueryString(captured.query),
    headers: captured.headers,
  };
}

/** RFC 3986 encoding, as SigV4's canonical query uses; the server decodes before it verifies. */
function encode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function toQueryString(query: CapturedRequest['query']): string {
  const parts: string[] = [];
  for (const name of Object.keys(query).sort()) {
    const value = query[name];
    if (value === null || value === undefined) parts.push(encode(name));
    else
      for (const v of Array.isArray(value) ? value : [value])
        parts.push(`${encode(name)}=${encode(v)}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

import { S3Error } from '../errors.js';

export interface S3FailureFacts {
  readonly operation: string;
  readonly bucket: string;
  readonly key?: string | undefined;
  readonly code?: string | undefined;
  readonly statusCode?: number | undefined;
  readonly message?: string | undefined;
  /** `x-amz-bucket-region`, which S3 sends with a wrong-region answer. */
  readonly bucketRegion?: string | undefined;
  readonly cause?: unknown;
}

/** What to tell the user for the S3 failures they can fix themselves. */
function hintFor(facts: S3FailureFacts): string | undefined {
  switch (facts.code) {
    case 'AccessDenied':
    case 'AllAccessDisabled':
      return `Grant these credentials s3:${facts.operation} on bucket '${facts.bucket}' (check the IAM policy and the bucket policy), or use credentials that have it.`;
    case 'NoSuchBucket':
      return `Check the bucket name '${facts.bucket}', and the region or endpoint-url it lives at.`;
    case 'PermanentRedirect':
    case 'AuthorizationHeaderMalformed':
    case 'IllegalLocationConstraintException':
      return facts.bucketRegion
        ? `The bucket is in region '${facts.bucketRegion}': set region to '${facts.bucketRegion}'.`
        : 'The bucket is in another region: set region to the bucket’s region.';
    case 'InvalidAccessKeyId':
      return 'The access key ID is not known to this endpoint: check the credentials, and that endpoint-url points where they belong.';
    case 'SignatureDoesNotMatch':
      return 'The secret access key does not match the access key ID (or a proxy changed the request): check the credentials.';
    case 'ExpiredToken':
    case 'TokenRefreshRequired':
      return 'The session credentials have expired: refresh them (aws-actions/configure-aws-credentials can set role-duration-seconds).';
    case 'SlowDown':
      return 'S3 is throttling this prefix: lower concurrency, or spread the keys over more prefixes.';
    case 'ProxyRefused':
      return facts.statusCode === 407
        ? hintFor({ ...facts, code: undefined })
        : 'The proxy (HTTPS_PROXY or HTTP_PROXY) refused to reach the endpoint: check that it allows the endpoint, or name the endpoint in NO_PROXY.';
    case 'CredentialsProviderError':
      return 'No AWS credentials were found: use aws-actions/configure-aws-credentials, set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or pass aws-access-key-id and aws-secret-access-key.';
    default:
      if (facts.statusCode === 301) return hintFor({ ...facts, code: 'PermanentRedirect' });
      if (facts.statusCode === 403) return hintFor({ ...facts, code: 'AccessDenied' });
      if (facts.statusCode === 407)
        return 'The proxy asks for credentials: put them in its URL, as HTTPS_PROXY=http://user:password@proxy:3128 (percent-encoded).';
      return undefined;
  }
}

/** Turns what S3 (or the network) said into one error with a sentence the user can act on. */
export function s3Failure(facts: S3FailureFacts): S3Error {
  const message =
    facts.message ||
    (facts.statusCode
      ? `HTTP ${facts.statusCode}`
      : facts.cause instanceof Error
        ? facts.cause.message
        : 'failed');
  return new S3Error(message, {
    operation: facts.operation,
    bucket: facts.bucket,
    key: facts.key,
    code: facts.code,
    statusCode: facts.statusCode,
    hint: hintFor(facts),
    cause: facts.cause,
  });
}

/** Reads the facts out of an error thrown by the AWS SDK. */
export function s3FailureFromSdk(
  error: unknown,
  operation: string,
  bucket: string,
  key?: string,
): S3Error {
  if (error instanceof S3Error) return error;
  const e = error as {
    name?: string;
    Code?: string;
    message?: string;
    $metadata?: { httpStatusCode?: number };
    $response?: { headers?: Record<string, string> };
  };
  const code = e.Code ?? e.name;
  return s3Failure({
    operation,
    bucket,
    key,
    code: code === 'Error' || code === 'UnknownError' ? undefined : code,
    statusCode: e.$metadata?.httpStatusCode,
    // A proxy's 407 is no S3 answer: the SDK's complaint about its body would only mislead.
    message:
      e.$metadata?.httpStatusCode === 407
        ? 'HTTP 407 from the proxy (Proxy Authentication Required)'
        : e.message && e.message !== 'UnknownError'
          ? e.message
          : undefined,
    bucketRegion: e.$response?.headers?.['x-amz-bucket-region'],
    cause: error,
  });
}

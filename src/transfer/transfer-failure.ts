import type { S3Error } from '../errors.js';
import { s3Failure, s3FailureFromSdk } from '../s3/s3-failure.js';

/**
 * s3FailureFromSdk, plus one case only the caller can name: a 2xx answer whose XML body the SDK
 * could not read was cut short on the way (a reset, or a chunked body that ended early). The
 * request may or may not have taken effect; CopyObject, UploadPartCopy and a whole multipart
 * upload can simply be sent again, so it becomes `TruncatedBody`, which isRetryable retries.
 * (S3's own "200 with an <Error> body" comes back from the SDK with its code, and is kept.)
 */
export function transferFailure(
  error: unknown,
  operation: string,
  bucket: string,
  key: string,
): S3Error {
  const failure = s3FailureFromSdk(error, operation, bucket, key);
  const status = failure.statusCode;
  if (failure.code !== undefined || status === undefined || status < 200 || status >= 300)
    return failure;
  return s3Failure({
    operation,
    bucket,
    key,
    code: 'TruncatedBody',
    statusCode: status,
    message: `the HTTP ${status} answer could not be read (${failure.reason})`,
    cause: error,
  });
}

import { s3Failure } from '../s3-failure.js';

/**
 * The token of a truncated page, checked: a truncated page with no token is an error (the rest
 * cannot be listed), and so is a token seen before (the listing would loop). One check for every
 * lister, so that they fail alike.
 */
export function nextToken(
  token: string | undefined,
  seen: Set<string>,
  where: { readonly bucket: string; readonly prefix: string },
): string {
  const place = {
    operation: 'ListObjectsV2',
    bucket: where.bucket,
    key: where.prefix || undefined,
  };
  if (!token) {
    throw s3Failure({
      ...place,
      code: 'MissingContinuationToken',
      message:
        'the server said the listing is truncated but sent no NextContinuationToken, so the rest cannot be listed',
    });
  }
  if (seen.has(token)) {
    throw s3Failure({
      ...place,
      code: 'RepeatedContinuationToken',
      message: `the server sent the same continuation token twice (${JSON.stringify(token)}); stopping instead of looping`,
    });
  }
  seen.add(token);
  return token;
}

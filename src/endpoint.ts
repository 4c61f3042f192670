import path from 'node:path';
import { InputError } from './errors.js';
import { isS3Url, parseS3Url } from './s3/location.js';
import type { Endpoint } from './sync/sync-request.js';

/** An S3 URL or a local path; a relative path is taken from `baseDir` (GITHUB_WORKSPACE or cwd). */
export function parseEndpoint(input: string, value: string, baseDir: string): Endpoint {
  const trimmed = value.trim();
  if (trimmed === '')
    throw new InputError(input, value, 'an S3 URL (s3://bucket/prefix) or a path');
  if (isS3Url(trimmed)) return { kind: 's3', location: parseS3Url(trimmed, input) };
  // 's3:/bucket' or 's3:bucket' is a mistyped URL, not a folder named 's3:' in the workspace.
  if (/^s3:/i.test(trimmed)) {
    throw new InputError(input, value, 'an S3 URL with two slashes (s3://bucket/prefix) or a path');
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) {
    throw new InputError(input, value, 'an S3 URL (s3://bucket/prefix) or a path');
  }
  return { kind: 'local', path: path.resolve(baseDir, trimmed) };
}

/** At least one side must be in S3: local to local is a job for cp, not for us. */
export function checkEndpoints(
  source: Endpoint,
  destination: Endpoint,
  names = ['source', 'destination'],
) {
  if (source.kind === 'local' && destination.kind === 'local') {
    throw new InputError(
      `${names[0]}' and '${names[1]}`,
      `${source.path} -> ${destination.path}`,
      'at least one S3 URL (s3://bucket/prefix): two local paths is not a transfer this action makes',
    );
  }
}

import { formatS3Url } from '../s3/location.js';
import type { Endpoint } from './sync-request.js';

/** One side of a sync as a user wrote it: an S3 URL or a folder path. */
export function describeEndpoint(endpoint: Endpoint): string {
  return endpoint.kind === 's3' ? formatS3Url(endpoint.location) : endpoint.path;
}

import { InputError } from '../errors.js';

/** Where objects live: a bucket and a key prefix ("" for the whole bucket). */
export interface S3Location {
  readonly bucket: string;
  readonly prefix: string;
}

const S3_URL_FORM = "an S3 URL like 's3://bucket' or 's3://bucket/prefix/'";

// S3's rules for bucket names (3-63 characters of lowercase letters, digits, dots and hyphens,
// starting and ending with a letter or digit). Legacy buckets with capitals or underscores exist
// in us-east-1 and on some S3-compatible stores, so those two are let through.
const BUCKET_NAME = /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,61}[a-zA-Z0-9]$/;

export function isS3Url(value: string): boolean {
  return /^s3:\/\//i.test(value);
}

/** Parses "s3://bucket/prefix" once, into the one type the rest of the code uses. */
export function parseS3Url(value: string, input = 'source'): S3Location {
  if (!isS3Url(value)) throw new InputError(input, value, S3_URL_FORM);
  const rest = value.slice('s3://'.length);
  const slash = rest.indexOf('/');
  const bucket = slash === -1 ? rest : rest.slice(0, slash);
  const prefix = slash === -1 ? '' : rest.slice(slash + 1);
  if (bucket.length === 0) throw new InputError(input, value, `${S3_URL_FORM}, with a bucket name`);
  if (!BUCKET_NAME.test(bucket) || bucket.includes('..')) {
    throw new InputError(
      input,
      value,
      `${S3_URL_FORM} whose bucket name has 3-63 letters, digits, dots or hyphens and starts and ends with a letter or digit`,
    );
  }
  return { bucket, prefix };
}

export function formatS3Url(location: S3Location, key = location.prefix): string {
  return `s3://${location.bucket}/${key}`;
}

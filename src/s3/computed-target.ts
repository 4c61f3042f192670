import type { BucketTarget } from './bucket-target.js';
import type { ClientSettings } from './client-settings.js';
import { DEFAULT_REGION } from './aws-config.js';

/**
 * Sent with the requests whose bucket target is worked out here (the SDK's own user agent names
 * the SDK's version, which is not loaded then).
 */
const USER_AGENT = `s3-sync lang/js md/nodejs#${process.versions.node}`;

/** A bucket name the SDK's endpoint rules put in a path as it is (no ARN, nothing to encode). */
const PLAIN_BUCKET = /^[A-Za-z0-9][A-Za-z0-9._-]{0,254}$/;
/** A bucket name the SDK's rules put in the host name over https: one DNS label, no dots. */
const VIRTUAL_HOST_BUCKET = /^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/;
/**
 * A region the SDK's rules accept as a host name's label (they refuse others, "Region not
 * accepted", in the probe: a region outside this is left to them, for that error).
 */
const HOST_LABEL_REGION = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** The `aws` partition's regions, as the SDK's partition table matches them (not GovCloud). */
const AWS_REGION = /^(us|eu|ap|sa|ca|me|af|il|mx)-\w+-\d+$/;

/**
 * Where a bucket's requests go, worked out without the SDK in the common cases, exactly as the
 * SDK's endpoint rules resolve them (the unit test holds them to the SDK's own probe):
 * - a custom endpoint addressed path style (the default with one): the endpoint's host and port,
 *   its path, then `/bucket/`;
 * - AWS with a standard region and a bucket that is one DNS label: `bucket.s3.REGION.amazonaws.com`.
 * Only with static credentials, so that nothing is left to fail in the probe the SDK would have
 * made, and never when a setting only the SDK's rules apply is on (FIPS, dual-stack... see
 * `static-credentials.ts`). Undefined means: let the SDK resolve it (`resolve-bucket-target.ts`).
 */
export function computedBucketTarget(
  settings: Omit<ClientSettings, 'maxSockets'>,
  bucket: string,
): BucketTarget | undefined {
  if (settings.unsigned || !settings.credentials || settings.endpointRulesBySdk) return undefined;
  // `--x-s3` (S3 Express directory buckets) and the other suffixes of special buckets.
  if (bucket.includes('--')) return undefined;
  const region = settings.region ?? DEFAULT_REGION;
  if (!HOST_LABEL_REGION.test(region)) return undefined;
  const signing = { kind: 'sigv4', region, service: 's3' } as const;
  if (settings.endpointUrl) {
    if (settings.forcePathStyle === false || !PLAIN_BUCKET.test(bucket)) return undefined;
    const url = new URL(settings.endpointUrl);
    // An IPv6 literal's brackets, a path with escapes, a query or a fragment: the SDK's URL
    // parsing decides those.
    if (url.search !== '' || url.hash !== '' || url.hostname.startsWith('[')) return undefined;
    if (!/^[A-Za-z0-9._~/-]*$/.test(url.pathname)) return undefined;
    const port = url.port === '' ? undefined : Number(url.port);
    return {
      protocol: url.protocol,
      hostname: url.hostname,
      port,
      host: port === undefined ? url.hostname : `${url.hostname}:${port}`,
      basePath: `${url.pathname.replace(/\/+$/, '')}/${bucket}/`,
      userAgent: USER_AGENT,
      signing,
    };
  }
  if (settings.forcePathStyle || !VIRTUAL_HOST_BUCKET.test(bucket)) return undefined;
  if (!AWS_REGION.test(region) || region.startsWith('us-gov-')) return undefined;
  const hostname = `${bucket}.s3.${region}.amazonaws.com`;
  return {
    protocol: 'https:',
    hostname,
    port: undefined,
    host: hostname,
    basePath: '/',
    userAgent: USER_AGENT,
    signing,
  };
}

import { S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import type { ClientSettings } from '../../src/s3/client-settings.js';
import { computedBucketTarget } from '../../src/s3/computed-target.js';
import { resolveBucketTarget } from '../../src/s3/resolve-bucket-target.js';
import { sdkClientOf } from '../../src/s3/sdk-client.js';

// A bucket's target worked out without the SDK must be the one the SDK's probe resolves
// (everything but the user agent, which names the SDK's version there): the probe signs a
// ListObjectsV2 request and sends nothing, so no server is needed.

const CREDENTIALS = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' };
type Settings = Omit<ClientSettings, 'maxSockets'>;

async function sdkTarget(settings: Settings, bucket: string) {
  const client = new S3Client({
    region: settings.region ?? 'us-east-1',
    ...(settings.endpointUrl ? { endpoint: settings.endpointUrl } : {}),
    forcePathStyle: settings.forcePathStyle ?? Boolean(settings.endpointUrl),
    credentials: CREDENTIALS,
  });
  try {
    return await resolveBucketTarget(sdkClientOf(client), { bucket, prefix: '', pageSize: 1 });
  } finally {
    client.destroy();
  }
}

describe('a bucket target worked out without the SDK', () => {
  it.each<[string, Settings, string]>([
    ['RGW on a port, path style', { endpointUrl: 'http://127.0.0.1:7480' }, 'my-bucket'],
    ['a default port named', { endpointUrl: 'https://s3.example.com:443' }, 'my-bucket'],
    ['http on port 80, with a path', { endpointUrl: 'http://h:80/base/' }, 'bk'],
    ['https on a port, with a path', { endpointUrl: 'https://h:8443/p/q' }, 'bk'],
    ['dots, capitals and underscores', { endpointUrl: 'http://minio:9000' }, 'My_bucket.v2'],
    ['a region of its own', { endpointUrl: 'https://r2.example', region: 'auto' }, 'b-1'],
    ['AWS, us-east-1', { region: 'us-east-1' }, 'my-bucket'],
    ['AWS, eu-west-3', { region: 'eu-west-3' }, 'my-bucket'],
    ['AWS, ap-southeast-2', { region: 'ap-southeast-2' }, 'abc'],
  ])("%s: the SDK probe's target", async (_, settings, bucket) => {
    const withKeys = { ...settings, credentials: CREDENTIALS };
    const ours = computedBucketTarget(withKeys, bucket);
    expect(ours).toBeDefined();
    const sdk = await sdkTarget(withKeys, bucket);
    expect({ ...ours, userAgent: undefined }).toEqual({ ...sdk, userAgent: undefined });
    expect(ours!.userAgent).toMatch(/^s3-sync /);
  });

  it.each<[string, Settings, string]>([
    [
      "no static credentials (the SDK's chain)",
      { endpointUrl: 'http://h:1', credentials: undefined },
      'b',
    ],
    ['--no-sign-request', { endpointUrl: 'http://h:1', unsigned: true }, 'b'],
    ['FIPS, dual-stack... set', { region: 'us-east-1', endpointRulesBySdk: true }, 'my-bucket'],
    [
      'virtual-host style on a custom endpoint',
      { endpointUrl: 'http://h:1', forcePathStyle: false },
      'b',
    ],
    ['path style on AWS', { region: 'us-east-1', forcePathStyle: true }, 'my-bucket'],
    ['a bucket with dots on AWS', { region: 'us-east-1' }, 'my.bucket'],
    ['an S3 Express directory bucket', { region: 'us-east-1' }, 'b--use1-az4--x-s3'],
    ['an access point ARN', { endpointUrl: 'http://h:1' }, 'arn:aws:s3:us-east-1:1:accesspoint/a'],
    ['GovCloud', { region: 'us-gov-west-1' }, 'my-bucket'],
    ['China', { region: 'cn-north-1' }, 'my-bucket'],
    ['a region the SDK refuses (its error)', { endpointUrl: 'http://h:1', region: 'x_y' }, 'b'],
    ['a bucket too short to be a host name on AWS', { region: 'us-east-1' }, 'ab'],
    ['an IPv6 endpoint', { endpointUrl: 'http://[::1]:9000' }, 'b'],
  ])('%s: left to the SDK', (_, settings, bucket) => {
    expect(computedBucketTarget({ credentials: CREDENTIALS, ...settings }, bucket)).toBeUndefined();
  });
});

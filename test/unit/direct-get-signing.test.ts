import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { S3Client } from '@aws-sdk/client-s3';
import { DirectBuckets } from '../../src/s3/direct-buckets.js';
import { objectPath } from '../../src/s3/query-string.js';
import { SigningClock } from '../../src/s3/signing/signing-clock.js';
import { createSigV4 } from '../../src/s3/signing/sigv4.js';
import { resolveBucketTarget } from '../../src/s3/resolve-bucket-target.js';
import { sdkClientOf } from '../../src/s3/sdk-client.js';

// Signing needs no server: the bucket's target comes from the SDK's endpoint rules alone.
const CREDENTIALS = {
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  sessionToken: 'session/token+with=odd&chars',
};

const KEYS = [
  'plain/key.bin',
  'a b/c+d%e',
  '中文/\u{1F600}',
  'quote"apos\'(x)*!~',
  'tab\there/../x',
];
const HEADER_SETS: Record<string, string>[] = [
  { 'x-amz-checksum-mode': 'ENABLED' },
  { range: 'bytes=0-1048575', 'if-match': '"9b2cf535f27731c974343645a3985328"' },
  { range: 'bytes=5-9' },
];

describe('a direct GET is signed as the SDK signer signs it', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-04T16:45:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  const targets = {
    'a custom endpoint, path style': {
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:7480',
      forcePathStyle: true,
    },
    'AWS, virtual-host style, eu-west-1': { region: 'eu-west-1' },
  };
  for (const [name, config] of Object.entries(targets)) {
    it(`with ${name}: same path, headers and signature for every key and header set`, async () => {
      const client = new S3Client({ credentials: CREDENTIALS, ...config });
      const credentials = () => Promise.resolve(CREDENTIALS);
      const buckets = new DirectBuckets(
        (bucket, signal) =>
          resolveBucketTarget(sdkClientOf(client), { bucket, prefix: '', pageSize: 1 }, signal),
        credentials,
        new SigningClock(),
      );
      const direct = (await buckets.direct('my-bucket', new AbortController().signal))!;
      expect(direct).toBeDefined();
      const sdk = createSigV4(direct.target, credentials);
      for (const key of KEYS) {
        for (const headers of HEADER_SETS) {
          const ours = await buckets.sign(direct, { method: 'GET', key, headers });
          const theirs = await sdk.sign(
            {
              method: 'GET',
              protocol: direct.target.protocol,
              hostname: direct.target.hostname,
              port: direct.target.port,
              path: objectPath(direct.target, key),
              query: {},
              headers: { ...headers, host: direct.target.host },
            },
            { signingDate: new Date() },
          );
          expect(ours.path).toBe(objectPath(direct.target, key));
          expect(ours.headers.authorization).toMatch(
            /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/20261204\/[a-z0-9-]+\/s3\/aws4_request, SignedHeaders=\S+, Signature=[0-9a-f]{64}$/,
          );
          for (const header of [
            'host',
            'x-amz-date',
            'x-amz-content-sha256',
            'x-amz-security-token',
            'authorization',
            ...Object.keys(headers),
          ])
            expect(ours.headers[header], `${key} ${header}`).toBe(theirs.headers[header]);
        }
      }
      client.destroy();
    });
  }
});

import { Sha256 } from '@smithy/core/checksum';
import { SignatureV4 } from '@smithy/signature-v4';
import { describe, expect, it } from 'vitest';
import type { BucketTarget } from '../../src/s3/bucket-target.js';
import { createSigV4 } from '../../src/s3/signing/sigv4.js';

const target = { signing: { kind: 'sigv4', service: 's3', region: 'us-east-1' } } as BucketTarget;
const request = (path: string) => ({
  method: 'GET',
  protocol: 'http:',
  hostname: '127.0.0.1',
  port: 7480,
  path,
  query: {},
  headers: { host: '127.0.0.1:7480' },
});

describe('SigV4 with the signing key kept by credentials', () => {
  it('signs exactly as the SDK signer does, also after the credentials rotate and on another day', async () => {
    let credentials = { accessKeyId: 'AKID1', secretAccessKey: 'secret-1' };
    const provider = () => Promise.resolve(credentials);
    const ours = createSigV4(target, provider);
    const sdk = new SignatureV4({
      service: 's3',
      region: 'us-east-1',
      credentials: provider,
      sha256: Sha256,
      uriEscapePath: false,
      applyChecksum: true,
    });
    // The signer this SDK version ships has the method the key is kept for.
    expect(Object.hasOwn(ours, 'getSigningKey')).toBe(true);
    const days = [new Date('2026-12-01T08:00:00Z'), new Date('2026-12-02T08:00:00Z')];
    for (const next of [credentials, { accessKeyId: 'AKID2', secretAccessKey: 'secret-2' }]) {
      credentials = next;
      for (const signingDate of days) {
        for (const path of ['/b/one', '/b/two']) {
          const a = await ours.sign(request(path), { signingDate });
          const b = await sdk.sign(request(path), { signingDate });
          expect(a.headers.authorization).toBe(b.headers.authorization);
        }
      }
    }
  });
});

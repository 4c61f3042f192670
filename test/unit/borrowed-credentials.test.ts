import { describe, expect, it } from 'vitest';
import type { AwsCredentialIdentity } from '@aws-sdk/types';
import { borrowedCredentials } from '../../src/s3/list/borrowed-credentials.js';

const MINUTE = 60_000;

function lender(expiresInMs: (call: number) => number | undefined, now: () => number) {
  let calls = 0;
  const fetch = (): Promise<AwsCredentialIdentity> => {
    calls++;
    const ms = expiresInMs(calls);
    return Promise.resolve({
      accessKeyId: `AKID${calls}`,
      secretAccessKey: 'secret',
      sessionToken: `token${calls}`,
      ...(ms === undefined ? {} : { expiration: new Date(now() + ms) }),
    });
  };
  return { fetch, calls: () => calls };
}

describe('borrowedCredentials', () => {
  it('asks the main thread once while the credentials are fresh', async () => {
    let now = 1_000_000;
    const source = lender(
      () => 60 * MINUTE,
      () => now,
    );
    const provider = borrowedCredentials(source.fetch, () => now);
    expect((await provider()).accessKeyId).toBe('AKID1');
    now += 30 * MINUTE;
    expect((await provider()).accessKeyId).toBe('AKID1');
    expect(source.calls()).toBe(1);
  });

  it('asks again five minutes before they expire, as the SDK refreshes OIDC session tokens', async () => {
    let now = 1_000_000;
    const source = lender(
      () => 15 * MINUTE,
      () => now,
    );
    const provider = borrowedCredentials(source.fetch, () => now);
    await provider();
    now += 9 * MINUTE;
    expect((await provider()).sessionToken).toBe('token1');
    now += 2 * MINUTE; // 4 minutes left
    expect((await provider()).sessionToken).toBe('token2');
    expect(source.calls()).toBe(2);
  });

  it('keeps credentials without an expiry (static keys) for good', async () => {
    const source = lender(() => undefined, Date.now);
    const provider = borrowedCredentials(source.fetch);
    for (let i = 0; i < 5; i++) await provider();
    expect(source.calls()).toBe(1);
  });

  it('shares one request between callers that ask at the same time', async () => {
    const source = lender(() => 60 * MINUTE, Date.now);
    const provider = borrowedCredentials(source.fetch);
    const all = await Promise.all([provider(), provider(), provider()]);
    expect(new Set(all.map((c) => c.accessKeyId))).toEqual(new Set(['AKID1']));
    expect(source.calls()).toBe(1);
  });

  it('passes a failure on and tries again on the next call', async () => {
    let fail = true;
    const provider = borrowedCredentials(() =>
      fail
        ? Promise.reject(new Error('Could not load credentials from any providers'))
        : Promise.resolve({ accessKeyId: 'AKID', secretAccessKey: 'secret' }),
    );
    await expect(provider()).rejects.toThrow('Could not load credentials');
    fail = false;
    expect((await provider()).accessKeyId).toBe('AKID');
  });
});

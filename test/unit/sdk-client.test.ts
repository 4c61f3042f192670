import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { lazySdkClient } from '../../src/s3/sdk-client.js';
import { StallLimits } from '../../src/s3/stall-watch.js';

const KEYS = { accessKeyId: 'AKIDLAZY', secretAccessKey: 'lazy-secret' };

function options(credentials: (() => Promise<typeof KEYS>) | undefined) {
  return {
    region: 'eu-west-3',
    endpointUrl: 'http://127.0.0.1:1',
    forcePathStyle: true,
    profile: undefined,
    unsigned: false,
    credentials,
    maxAttempts: 1,
    checksum: 'WHEN_REQUIRED' as const,
    agent: new http.Agent(),
    secure: false,
    stalls: new StallLimits(),
  };
}

describe('the SDK behind its lazy boundary', () => {
  it('static credentials are given as they are, without making the client', async () => {
    let asked = 0;
    const client = lazySdkClient(
      options(() => {
        asked++;
        return Promise.resolve(KEYS);
      }),
    );
    expect(await client.credentials()()).toEqual(KEYS);
    expect(asked).toBe(1);
    client.destroy();
  });

  it('the client is made once, from the settings, and signs with the same credentials', async () => {
    const client = lazySdkClient(options(() => Promise.resolve(KEYS)));
    const first = await client.loaded();
    const second = await client.loaded();
    expect(second.client).toBe(first.client);
    expect(await first.client.config.region()).toBe('eu-west-3');
    expect(first.client.config.forcePathStyle).toBe(true);
    expect(await first.client.config.credentials()).toMatchObject(KEYS);
    expect(typeof first.sdk.GetObjectCommand).toBe('function');
    client.destroy();
  });

  it('without static credentials, the SDK chain is asked through the client', async () => {
    const saved = { ...process.env };
    Object.assign(process.env, {
      AWS_ACCESS_KEY_ID: 'AKIDCHAIN',
      AWS_SECRET_ACCESS_KEY: 'chain-secret',
    });
    try {
      const client = lazySdkClient(options(undefined));
      expect((await client.credentials()()).accessKeyId).toBe('AKIDCHAIN');
      client.destroy();
    } finally {
      for (const name of ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'])
        if (saved[name] === undefined) delete process.env[name];
        else process.env[name] = saved[name];
    }
  });
});

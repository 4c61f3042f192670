import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CONNECTION_OPTIONS,
  clientSettingsFrom,
  type ConnectionValues,
} from '../../src/options/connection-options.js';
import { readCliOptions } from '../../src/options/option-table.js';
import { resolveClientSettings } from '../../src/s3/aws-config.js';
import { createS3Connection } from '../../src/s3/client.js';
import { redactSecrets } from '../../src/secret-text.js';

// The credentials a run signs with, worked out without the SDK where the SDK's default chain
// would find static keys, and left to the SDK's chain otherwise: each case is checked against
// the SDK's own chain (an S3Client's `config.credentials`), which reads process.env.

const CONFIG = `
[default]
aws_access_key_id = AKIDCONFIGDEFAULT
aws_secret_access_key = config-default-secret

[profile static]
aws_access_key_id = AKIDCONFIGSTATIC
aws_secret_access_key = config-static-secret
region = eu-west-3

[profile session]
aws_access_key_id = AKIDSESSION
aws_secret_access_key = session-secret
aws_session_token = session-token

[profile process]
credential_process = node -e "console.log(JSON.stringify({Version:1,AccessKeyId:'AKIDPROCESS',SecretAccessKey:'process-secret'}))"

[profile process-and-keys]
aws_access_key_id = AKIDBESIDEROLE
aws_secret_access_key = beside-secret
role_arn = arn:aws:iam::123456789012:role/r
source_profile = static

[profile region-only]
region = eu-west-1
`;

// The credentials file's keys win over the config file's, in the chain's merge.
const CREDENTIALS = `
[static]
aws_secret_access_key = credentials-static-secret

[keys-only]
aws_access_key_id = AKIDKEYSONLY
aws_secret_access_key = keys-only-secret
`;

let dir: string;
let files: NodeJS.ProcessEnv;
const saved = { ...process.env };

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 's3-sync-static-credentials-'));
  await writeFile(path.join(dir, 'config'), CONFIG);
  await writeFile(path.join(dir, 'credentials'), CREDENTIALS);
  files = {
    AWS_CONFIG_FILE: path.join(dir, 'config'),
    AWS_SHARED_CREDENTIALS_FILE: path.join(dir, 'credentials'),
    // Never the instance's metadata service, should a case reach the end of the SDK's chain.
    AWS_EC2_METADATA_DISABLED: 'true',
  };
});
afterAll(() => rm(dir, { recursive: true, force: true }));
afterEach(() => {
  for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
  Object.assign(process.env, saved);
});

/** The environment of one case, set on process.env too: the SDK's chain reads it there. */
function useEnvironment(more: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  for (const name of Object.keys(process.env))
    if (name.startsWith('AWS_')) delete process.env[name];
  const env = { ...files, ...more };
  Object.assign(process.env, env);
  return env;
}

async function resolvedWith(profile: string | undefined, env: NodeJS.ProcessEnv) {
  const values = profile === undefined ? {} : { profile };
  const read: ConnectionValues = readCliOptions(CONNECTION_OPTIONS, values, { baseDir: dir });
  return resolveClientSettings(clientSettingsFrom(read, env, 'cli'));
}

/** What the SDK's default chain resolves for the same profile and environment. */
async function sdkChain(profile: string | undefined) {
  const client = new S3Client({ region: 'us-east-1', ...(profile ? { profile } : {}) });
  try {
    const { accessKeyId, secretAccessKey, sessionToken } = await client.config.credentials();
    return { accessKeyId, secretAccessKey, sessionToken };
  } finally {
    client.destroy();
  }
}

const ENV_KEYS = { AWS_ACCESS_KEY_ID: 'AKIDENV', AWS_SECRET_ACCESS_KEY: 'env-secret' };

describe("credentials without the SDK, in the SDK default chain's order", () => {
  it.each<[string, string | undefined, NodeJS.ProcessEnv, string]>([
    ['keys in the environment', undefined, ENV_KEYS, 'AKIDENV'],
    ['the environment before the default profile', undefined, ENV_KEYS, 'AKIDENV'],
    [
      'the environment with a session token',
      undefined,
      { ...ENV_KEYS, AWS_SESSION_TOKEN: 'env-token' },
      'AKIDENV',
    ],
    ['the default profile when the environment has none', undefined, {}, 'AKIDCONFIGDEFAULT'],
    ['--profile with static keys', 'static', {}, 'AKIDCONFIGSTATIC'],
    ['AWS_PROFILE with static keys', undefined, { AWS_PROFILE: 'keys-only' }, 'AKIDKEYSONLY'],
    ['a profile with a session token', 'session', {}, 'AKIDSESSION'],
  ])('%s: the same keys as the SDK, found without it', async (_, profile, more, keyId) => {
    const env = useEnvironment(more);
    const settings = await resolvedWith(profile, env);
    expect(settings.credentials?.accessKeyId).toBe(keyId);
    expect(settings.credentials).toEqual(await sdkChain(profile));
    // Learnt for redaction, as the SDK's client learns what it resolves.
    expect(redactSecrets(`x ${settings.credentials!.secretAccessKey} x`)).not.toContain(
      settings.credentials!.secretAccessKey,
    );
  });

  it("the credentials file's secret wins over the config file's, as in the chain", async () => {
    const settings = await resolvedWith('static', useEnvironment({}));
    expect(settings.credentials?.secretAccessKey).toBe('credentials-static-secret');
  });

  it.each<[string, string | undefined, NodeJS.ProcessEnv]>([
    [
      'a profile named beside keys in the environment (the SDK warns, takes the profile)',
      'static',
      ENV_KEYS,
    ],
    [
      'AWS_PROFILE beside keys in the environment',
      undefined,
      { ...ENV_KEYS, AWS_PROFILE: 'static' },
    ],
    [
      'keys in the environment that expire',
      undefined,
      { ...ENV_KEYS, AWS_CREDENTIAL_EXPIRATION: '2099-01-01T00:00:00Z' },
    ],
    ['a profile with a credential process', 'process', {}],
    ['a profile with a role beside static keys', 'process-and-keys', {}],
    [
      'a profile without keys (the chain goes on: a process, a token, the instance)',
      'region-only',
      {},
    ],
  ])("%s: left to the SDK's chain", async (_, profile, more) => {
    const settings = await resolvedWith(profile, useEnvironment(more));
    expect(settings.credentials).toBeUndefined();
  });

  it("a profile that needs the SDK's chain is resolved through the SDK, loaded then", async () => {
    const settings = await resolvedWith('process', useEnvironment({}));
    const connection = createS3Connection({ ...settings, maxSockets: 1 });
    try {
      const identity = await connection.credentials();
      expect(identity.accessKeyId).toBe('AKIDPROCESS');
      expect(redactSecrets('x process-secret x')).not.toContain('process-secret');
    } finally {
      connection.close();
    }
  });

  it('--no-sign-request looks up no credentials', async () => {
    const env = useEnvironment(ENV_KEYS);
    const read: ConnectionValues = readCliOptions(
      CONNECTION_OPTIONS,
      { 'no-sign-request': true },
      { baseDir: dir },
    );
    const settings = await resolveClientSettings(clientSettingsFrom(read, env, 'cli'));
    expect(settings.credentials).toBeUndefined();
  });
});

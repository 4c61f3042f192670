import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONNECTION_OPTIONS,
  clientSettingsFrom,
  type ConnectionValues,
} from '../../src/options/connection-options.js';
import { readCliOptions } from '../../src/options/option-table.js';
import { AwsConfigError, resolveClientSettings } from '../../src/s3/aws-config.js';
import { createS3Connection } from '../../src/s3/client.js';

const CONFIG = `
[default]
region = eu-central-1

[profile lab]
endpoint_url = http://127.0.0.1:7480
region = eu-west-3

[profile svc]
services = lab-services
endpoint_url = http://profile-wide:1

[services lab-services]
s3 =
  endpoint_url = http://service-specific:2

[profile dangling]
services = nowhere

[profile bad]
endpoint_url = ftp://user:hunter2@host

[profile ignoring]
endpoint_url = http://ignored:3
ignore_configured_endpoint_urls = true
`;

const CREDENTIALS = `
[keys-only]
aws_access_key_id = AKIDKEYSONLY
aws_secret_access_key = secret
`;

let dir: string;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 's3-sync-aws-config-'));
  await writeFile(path.join(dir, 'config'), CONFIG);
  await writeFile(path.join(dir, 'credentials'), CREDENTIALS);
  env = {
    AWS_CONFIG_FILE: path.join(dir, 'config'),
    AWS_SHARED_CREDENTIALS_FILE: path.join(dir, 'credentials'),
  };
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The CLI's flags and the environment, read and then resolved as every verb does. */
async function resolved(flags: string[], more: NodeJS.ProcessEnv = {}) {
  const values: Record<string, string | boolean | undefined> = {};
  for (let i = 0; i < flags.length; i++) {
    const name = flags[i]!.slice(2);
    const spec = Object.values(CONNECTION_OPTIONS).find((o) => o.flag === name)!;
    values[name] = spec.kind === 'boolean' ? true : flags[++i];
  }
  const read: ConnectionValues = readCliOptions(CONNECTION_OPTIONS, values, { baseDir: dir });
  const settings = clientSettingsFrom(read, { ...env, ...more }, 'cli');
  return resolveClientSettings(settings);
}

describe('the endpoint, region and profile as the aws-cli and the SDKs resolve them', () => {
  it.each<[string, string[], NodeJS.ProcessEnv, string | undefined, string]>([
    ['nothing: AWS, the default profile region', [], {}, undefined, 'eu-central-1'],
    [
      "AWS_PROFILE=lab: the profile's endpoint_url and region",
      [],
      { AWS_PROFILE: 'lab' },
      'http://127.0.0.1:7480',
      'eu-west-3',
    ],
    [
      '--profile lab wins over AWS_PROFILE',
      ['--profile', 'lab'],
      { AWS_PROFILE: 'svc' },
      'http://127.0.0.1:7480',
      'eu-west-3',
    ],
    [
      'a services section wins over the profile-wide endpoint_url',
      ['--profile', 'svc'],
      {},
      'http://service-specific:2',
      'us-east-1',
    ],
    [
      'AWS_ENDPOINT_URL wins over the profile',
      [],
      { AWS_PROFILE: 'lab', AWS_ENDPOINT_URL: 'http://env:4' },
      'http://env:4',
      'eu-west-3',
    ],
    [
      'AWS_ENDPOINT_URL_S3 wins over AWS_ENDPOINT_URL',
      [],
      { AWS_ENDPOINT_URL_S3: 'http://s3env:5', AWS_ENDPOINT_URL: 'http://env:4' },
      'http://s3env:5',
      'eu-central-1',
    ],
    [
      '--endpoint-url and --region win over everything',
      ['--endpoint-url', 'http://flag:6', '--region', 'ap-south-1', '--profile', 'lab'],
      { AWS_ENDPOINT_URL_S3: 'http://s3env:5', AWS_REGION: 'us-west-2' },
      'http://flag:6',
      'ap-south-1',
    ],
    [
      "AWS_REGION wins over the profile's region",
      [],
      { AWS_PROFILE: 'lab', AWS_REGION: 'us-west-2' },
      'http://127.0.0.1:7480',
      'us-west-2',
    ],
    [
      'AWS_IGNORE_CONFIGURED_ENDPOINT_URLS=true: AWS',
      [],
      {
        AWS_PROFILE: 'lab',
        AWS_ENDPOINT_URL: 'http://env:4',
        AWS_IGNORE_CONFIGURED_ENDPOINT_URLS: 'true',
      },
      undefined,
      'eu-west-3',
    ],
    [
      "the profile's ignore_configured_endpoint_urls",
      ['--profile', 'ignoring'],
      {},
      undefined,
      'us-east-1',
    ],
    [
      'a profile of the credentials file only: no endpoint, us-east-1',
      ['--profile', 'keys-only'],
      {},
      undefined,
      'us-east-1',
    ],
  ])('%s', async (_, flags, more, endpointUrl, region) => {
    const settings = await resolved(flags, more);
    expect({ endpointUrl: settings.endpointUrl, region: settings.region }).toEqual({
      endpointUrl,
      region,
    });
    expect(settings.awsConfig).toBeUndefined();
  });

  it('the profile named goes to the SDK for its credentials', async () => {
    expect((await resolved(['--profile', 'keys-only'])).profile).toBe('keys-only');
    expect((await resolved([], { AWS_PROFILE: 'lab' })).profile).toBe('lab');
    expect((await resolved([])).profile).toBeUndefined();
  });

  it('a profile from the config file sets the defaults a custom endpoint brings', async () => {
    const connection = createS3Connection({
      ...(await resolved(['--profile', 'lab'])),
      maxSockets: 1,
    });
    try {
      const { client } = await connection.client.loaded();
      expect(await client.config.forcePathStyle).toBe(true);
      expect(await client.config.requestChecksumCalculation()).toBe('WHEN_REQUIRED');
      expect(await client.config.region()).toBe('eu-west-3');
    } finally {
      connection.close();
    }
  });

  it.each<[string, string[], NodeJS.ProcessEnv, string]>([
    [
      '--profile',
      ['--profile', 'nope'],
      {},
      'The AWS profile "nope" (from --profile) is in neither',
    ],
    [
      'AWS_PROFILE',
      [],
      { AWS_PROFILE: 'nope' },
      'The AWS profile "nope" (from AWS_PROFILE) is in neither',
    ],
  ])(
    'a profile that does not exist, named by %s, is named in the error',
    async (_, flags, more, start) => {
      const error = await resolved(flags, more).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AwsConfigError);
      expect((error as Error).message).toContain(start);
      expect((error as Error).message).toContain(env.AWS_CONFIG_FILE);
      expect((error as Error).message).toContain(env.AWS_SHARED_CREDENTIALS_FILE);
    },
  );

  it('the action names its input', async () => {
    const settings = clientSettingsFrom(
      { ...readCliOptions(CONNECTION_OPTIONS, {}, { baseDir: dir }), profile: 'nope' },
      env,
      'action',
    );
    await expect(resolveClientSettings(settings)).rejects.toThrow(
      `The AWS profile "nope" (from input 'profile') is in neither`,
    );
  });

  it('a services line with no section, and a malformed endpoint_url, are errors that say where', async () => {
    await expect(resolved(['--profile', 'dangling'])).rejects.toThrow(
      /says services = nowhere, but the file has no \[services nowhere\] section/,
    );
    const bad = (await resolved(['--profile', 'bad']).catch((e: unknown) => e)) as Error;
    expect(bad).toBeInstanceOf(AwsConfigError);
    expect(bad.message).toContain('The endpoint_url of the profile "bad"');
    // The password in the file's URL is never quoted.
    expect(bad.message).not.toContain('hunter2');
  });

  it('a missing default profile is no error: the files are optional', async () => {
    const settings = await resolved([], {
      AWS_CONFIG_FILE: path.join(dir, 'absent'),
      AWS_SHARED_CREDENTIALS_FILE: path.join(dir, 'absent-too'),
    });
    expect(settings.region).toBe('us-east-1');
  });

  it('no client is built from settings whose config files were not read', () => {
    const settings = clientSettingsFrom(
      readCliOptions(CONNECTION_OPTIONS, {}, { baseDir: dir }),
      env,
      'cli',
    );
    expect(() => createS3Connection({ ...settings, maxSockets: 1 })).toThrow(
      'before resolveClientSettings',
    );
  });
});

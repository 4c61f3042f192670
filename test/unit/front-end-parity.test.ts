import { describe, expect, it } from 'vitest';
import { readSyncArgs } from '../../src/cli/sync-command.js';
import { SYNC_OPTIONS } from '../../src/options/sync-options.js';
import { readSettings, type Settings } from '../../src/settings.js';

// The action's inputs and the CLI's flags are two spellings of one table of options: every sync
// option, given to both, must come out as the same SyncRequest.

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

const SOURCE = 's3://my-bucket/builds/42/';
const DESTINATION = 'restored';

/** A value other than the default for each option both front-ends have. */
const SAMPLES: Partial<Record<keyof typeof SYNC_OPTIONS, string>> = {
  lister: 'single',
  listConcurrency: '4',
  delete: 'true',
  dryrun: 'true',
  sizeOnly: 'true',
  exactTimestamps: 'true',
  checksum: 'true',
  startAfter: 'site/a b ',
  endAt: 'site/m',
  exclude: '*.map',
  include: 'keep.map',
  followSymlinks: 'false',
  concurrency: '128',
  pageSize: '250',
  multipartThreshold: '16MiB',
  multipartChunksize: '6MB',
  storageClass: 'STANDARD_IA',
  sse: 'aws:kms',
  sseKmsKeyId: 'alias/build',
  acl: 'public-read',
  cacheControl: 'max-age=60',
  contentType: 'text/plain',
  metadata: 'team=ci,run=42',
  region: 'eu-west-1',
  endpointUrl: 'https://s3.example.com/',
  forcePathStyle: 'false',
  checksumMode: 'when_supported',
};

const shared = Object.entries(SYNC_OPTIONS).filter(
  ([, spec]) => spec.input !== undefined && spec.flag !== undefined,
);

function viaAction(inputs: Record<string, string>, env: NodeJS.ProcessEnv) {
  const settings: Partial<Mutable<Settings>> = readSettings((name) => inputs[name] ?? '', {
    ...env,
    GITHUB_WORKSPACE: process.cwd(),
  });
  // What only the action has (its summary, the secrets it masks) is no part of the request.
  delete settings.summary;
  delete settings.failOnEmpty;
  delete settings.secrets;
  return settings;
}

function viaCli(args: string[], env: NodeJS.ProcessEnv) {
  return readSyncArgs('sync', [SOURCE, DESTINATION, ...args], env).request;
}

describe('the action and the CLI read each sync option the same way', () => {
  it('has a sample for every option that both front-ends take', () => {
    expect(shared.map(([key]) => key).filter((key) => !(key in SAMPLES))).toEqual([]);
  });

  it.each(shared)('with: %s, as an input and as a flag', (key, spec) => {
    const value = SAMPLES[key as keyof typeof SAMPLES]!;
    const flag =
      spec.kind === 'boolean'
        ? value === 'true'
          ? [`--${spec.flag}`]
          : [`--no-${spec.flag}`]
        : [`--${spec.flag}`, value];
    const action = viaAction(
      { source: SOURCE, destination: DESTINATION, [spec.input!]: value },
      {},
    );
    const cli = viaCli(flag, {});
    expect(cli).toEqual(action);
    // And the option did something: the request is not the default one.
    expect(action).not.toEqual(viaAction({ source: SOURCE, destination: DESTINATION }, {}));
  });

  it.each<[string, NodeJS.ProcessEnv]>([
    ['nothing set', {}],
    ["AWS_REGION='' (counts as unset)", { AWS_REGION: '', AWS_DEFAULT_REGION: 'us-west-2' }],
    ['AWS_REGION', { AWS_REGION: 'ap-south-1', AWS_DEFAULT_REGION: 'us-west-2' }],
    [
      "AWS_ENDPOINT_URL_S3='' and AWS_ENDPOINT_URL",
      { AWS_ENDPOINT_URL_S3: '', AWS_ENDPOINT_URL: 'http://127.0.0.1:9000' },
    ],
    ['AWS_ENDPOINT_URL_S3', { AWS_ENDPOINT_URL_S3: 'http://minio:9000', AWS_ENDPOINT_URL: 'x' }],
  ])('with the environment: %s', (_, env) => {
    const action = viaAction({ source: SOURCE, destination: DESTINATION }, env);
    expect(viaCli([], env)).toEqual(action);
  });

  it('an end-at before start-after is refused by both, naming both inputs or flags', () => {
    const range = { source: SOURCE, destination: DESTINATION, 'start-after': 'b', 'end-at': 'a' };
    expect(() => viaAction(range, {})).toThrow(
      `Input 'end-at' must be a key at or after start-after ("b") in S3's byte order, got "a"`,
    );
    expect(() => viaCli(['--start-after', 'b', '--end-at', 'a'], {})).toThrow(
      `Input '--end-at' must be a key at or after --start-after ("b") in S3's byte order, got "a"`,
    );
  });

  it('start-after and end-at compare in UTF-8 byte order, not UTF-16', () => {
    // U+1F600 is above U+E000 in UTF-8 (and code points), below it in UTF-16 code units.
    const range = {
      source: SOURCE,
      destination: DESTINATION,
      'start-after': '\uE000',
      'end-at': '\u{1F600}',
    };
    expect(viaAction(range, {}).range).toEqual({ startAfter: '\uE000', endAt: '\u{1F600}' });
    expect(() =>
      viaAction({ ...range, 'start-after': '\u{1F600}', 'end-at': '\uE000' }, {}),
    ).toThrow(/end-at/);
  });

  it('checksum with size-only, or with cp, is refused by both, naming their own spellings', () => {
    const both = { source: SOURCE, destination: DESTINATION, checksum: 'true' };
    expect(() => viaAction({ ...both, 'size-only': 'true' }, {})).toThrow(
      `Input 'checksum' must be used without size-only`,
    );
    expect(() => viaCli(['--checksum', '--size-only'], {})).toThrow(
      `Input '--checksum' must be used without --size-only`,
    );
    expect(() => viaAction({ ...both, mode: 'cp' }, {})).toThrow(
      `Input 'checksum' must be 'false' when mode is 'cp'`,
    );
    expect(() =>
      readSyncArgs('cp', [SOURCE, DESTINATION, '--recursive', '--checksum'], {}),
    ).toThrow(`Input '--checksum' must be used with sync, not cp`);
  });

  it('a bad value is refused by both, each naming its own input or flag', () => {
    expect(() =>
      viaAction({ source: SOURCE, destination: DESTINATION, 'page-size': '0' }, {}),
    ).toThrow(`Input 'page-size' must be an integer from 1 to 1000, got "0"`);
    expect(() => viaCli(['--page-size', '0'], {})).toThrow(
      `Input '--page-size' must be an integer from 1 to 1000, got "0"`,
    );
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { actionInputs } from '../../src/options/option-table.js';
import { InputError } from '../../src/errors.js';
import { ACTION_OPTIONS, readSettings, type Settings } from '../../src/sync-action/settings.js';

const WORKSPACE = '/home/runner/work/repo/repo';
const ENV = { GITHUB_WORKSPACE: WORKSPACE };

/** Reads inputs as core.getInput does: '' for anything not given. */
function settingsFrom(inputs: Record<string, string>, env: NodeJS.ProcessEnv = ENV): Settings {
  return readSettings((name) => inputs[name] ?? '', env);
}

const MINIMAL = { source: 's3://my-bucket/builds/42/', destination: 'restored' };

/** The inputs and their defaults, as action.yml declares them (the runner passes the defaults). */
function actionYmlInputs(): Map<string, string> {
  const text = readFileSync(path.resolve(import.meta.dirname, '../../action.yml'), 'utf8');
  const block = text.slice(text.indexOf('\ninputs:\n'), text.indexOf('\noutputs:\n'));
  const inputs = new Map<string, string>();
  let current: string | undefined;
  for (const line of block.split('\n')) {
    const name = /^ {2}([a-z0-9-]+):\s*$/.exec(line);
    if (name) inputs.set((current = name[1]!), '');
    const fallback = /^ {4}default:\s*(['"]?)(.*)\1\s*$/.exec(line);
    if (fallback && current) inputs.set(current, fallback[2]!);
  }
  return inputs;
}

describe('readSettings: a with: block becomes one Settings object', () => {
  it('with: only source and destination, every other input takes its default', () => {
    expect(settingsFrom(MINIMAL)).toEqual({
      source: { kind: 's3', location: { bucket: 'my-bucket', prefix: 'builds/42/' } },
      destination: { kind: 'local', path: `${WORKSPACE}/restored` },
      mode: 'sync',
      lister: 'threaded',
      listConcurrency: 'auto',
      delete: false,
      dryrun: false,
      sizeOnly: false,
      exactTimestamps: false,
      checksum: false,
      filters: [],
      followSymlinks: true,
      concurrency: 64,
      pageSize: 1000,
      multipartThresholdBytes: 8_000_000,
      multipartChunksizeBytes: 8_000_000,
      client: {
        // The default profile's region, else us-east-1, once the config files are read.
        region: undefined,
        endpointUrl: undefined,
        forcePathStyle: undefined,
        checksumMode: undefined,
        credentials: undefined,
        profile: undefined,
        unsigned: undefined,
        awsConfig: {
          profile: 'default',
          namedBy: undefined,
          configFile: undefined,
          credentialsFile: undefined,
          ignoreConfiguredEndpointUrls: false,
        },
      },
      objectOptions: {
        storageClass: undefined,
        sse: undefined,
        sseKmsKeyId: undefined,
        acl: undefined,
        cacheControl: undefined,
        contentType: undefined,
        contentEncoding: undefined,
        contentDisposition: undefined,
        contentLanguage: undefined,
        expires: undefined,
        guessContentType: true,
        metadata: undefined,
      },
      ifNoFilesFound: 'warn',
      summary: true,
      log: { dryrunLines: true, progressLines: true },
      secrets: [],
    } satisfies Settings);
  });

  it("with: action.yml's defaults, as the runner passes them, means the same as no inputs", () => {
    const defaults = Object.fromEntries(actionYmlInputs());
    expect(settingsFrom({ ...defaults, ...MINIMAL })).toEqual(settingsFrom(MINIMAL));
  });

  it('reads every input action.yml declares, and no other', () => {
    const read = new Set<string>();
    readSettings((name) => {
      read.add(name);
      return (MINIMAL as Record<string, string>)[name] ?? '';
    }, ENV);
    const declared = [...actionYmlInputs().keys()];
    expect([...read].sort()).toEqual([...declared].sort());
    expect(actionInputs(ACTION_OPTIONS).map((i) => i.name)).toEqual(declared);
  });

  it("action.yml declares each input of the table of options, with the table's default", () => {
    const declared = actionYmlInputs();
    for (const { name, spec } of actionInputs(ACTION_OPTIONS)) {
      expect([name, declared.get(name)]).toEqual([name, spec.default]);
    }
    expect(declared.size).toBe(actionInputs(ACTION_OPTIONS).length);
  });

  it.each<[string, Record<string, string>, NodeJS.ProcessEnv, Partial<Settings>]>([
    [
      'every input given',
      {
        source: ' build/out ',
        destination: 's3://site.example.com',
        mode: 'CP',
        'bucket-lister': 'single',
        dryrun: 'yes',
        'size-only': 'TRUE',
        'exact-timestamps': 'on',
        exclude: '*.map\r\n\n  tmp/*  \n',
        include: 'keep.map',
        'follow-symlinks': 'false',
        concurrency: ' 128 ',
        'page-size': '500',
        'multipart-threshold': '16MiB',
        'multipart-chunksize': '5242880',
        region: ' eu-west-1 ',
        'endpoint-url': 'https://s3.example.com/',
        'force-path-style': 'false',
        'checksum-mode': 'WHEN_SUPPORTED',
        summary: 'no',
        'if-no-files-found': 'error',
      },
      ENV,
      {
        source: { kind: 'local', path: `${WORKSPACE}/build/out` },
        destination: { kind: 's3', location: { bucket: 'site.example.com', prefix: '' } },
        mode: 'cp',
        lister: 'single',
        dryrun: true,
        sizeOnly: true,
        exactTimestamps: true,
        filters: [
          { kind: 'exclude', pattern: '*.map' },
          { kind: 'exclude', pattern: 'tmp/*' },
          { kind: 'include', pattern: 'keep.map' },
        ],
        followSymlinks: false,
        concurrency: 128,
        pageSize: 500,
        multipartThresholdBytes: 16 * 1024 * 1024,
        multipartChunksizeBytes: 5 * 1024 * 1024,
        client: {
          region: 'eu-west-1',
          endpointUrl: 'https://s3.example.com',
          forcePathStyle: false,
          checksumMode: 'when_supported',
          credentials: undefined,
        },
        summary: false,
        ifNoFilesFound: 'error',
      },
    ],
    [
      'an absolute path and an S3 URL with no prefix',
      { source: 's3://artifacts', destination: '/tmp/restore' },
      ENV,
      {
        source: { kind: 's3', location: { bucket: 'artifacts', prefix: '' } },
        destination: { kind: 'local', path: '/tmp/restore' },
      },
    ],
    [
      'S3 to S3',
      { source: 's3://staging-bucket/app/', destination: 'S3://prod-bucket/app/' },
      ENV,
      {
        source: { kind: 's3', location: { bucket: 'staging-bucket', prefix: 'app/' } },
        destination: { kind: 's3', location: { bucket: 'prod-bucket', prefix: 'app/' } },
      },
    ],
    [
      'no GITHUB_WORKSPACE: relative paths are taken from the working folder',
      MINIMAL,
      {},
      { destination: { kind: 'local', path: path.resolve('restored') } },
    ],
    [
      'region from AWS_REGION, endpoint from AWS_ENDPOINT_URL_S3',
      MINIMAL,
      {
        ...ENV,
        AWS_REGION: 'ap-south-1',
        AWS_DEFAULT_REGION: 'us-west-2',
        AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:9000',
        AWS_ENDPOINT_URL: 'http://other:1',
      },
      { client: { region: 'ap-south-1', endpointUrl: 'http://127.0.0.1:9000' } },
    ],
    [
      'region from AWS_DEFAULT_REGION, endpoint from AWS_ENDPOINT_URL',
      MINIMAL,
      { ...ENV, AWS_DEFAULT_REGION: 'us-west-2', AWS_ENDPOINT_URL: 'http://minio:9000' },
      { client: { region: 'us-west-2', endpointUrl: 'http://minio:9000' } },
    ],
    [
      'region and endpoint-url inputs win over the environment',
      { ...MINIMAL, region: 'auto', 'endpoint-url': 'https://acc.r2.cloudflarestorage.com' },
      { ...ENV, AWS_REGION: 'ap-south-1', AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:9000' },
      { client: { region: 'auto', endpointUrl: 'https://acc.r2.cloudflarestorage.com' } },
    ],
    [
      'credentials as inputs: the secret and the token are masked',
      {
        ...MINIMAL,
        'aws-access-key-id': ' AKIAEXAMPLE ',
        'aws-secret-access-key': 'secret/key',
        'aws-session-token': 'token==',
      },
      ENV,
      {
        client: {
          region: undefined,
          credentials: {
            accessKeyId: 'AKIAEXAMPLE',
            secretAccessKey: 'secret/key',
            sessionToken: 'token==',
          },
        },
        secrets: ['secret/key', 'token=='],
      },
    ],
    [
      'delete: true with mode: sync',
      { ...MINIMAL, delete: 'true' },
      ENV,
      { delete: true, mode: 'sync' },
    ],
  ])('with: %s', (_, inputs, env, expected) => {
    expect(settingsFrom(inputs, env)).toMatchObject(expected);
  });
});

describe('readSettings: a bad input is an InputError that names it and says what is accepted', () => {
  it.each<[string, Record<string, string>, string]>([
    [
      'no source',
      { source: '' },
      `Input 'source' must be given (it is required): an S3 URL such as 's3://bucket/prefix' or a path, got ""`,
    ],
    [
      'a blank destination',
      { source: 's3://bucket', destination: '  ' },
      `Input 'destination' must be given (it is required): an S3 URL such as 's3://bucket/prefix' or a path, got "  "`,
    ],
    [
      'source: s3:// (no bucket)',
      { source: 's3://' },
      `Input 'source' must be an S3 URL like 's3://bucket' or 's3://bucket/prefix/', with a bucket name, got "s3://"`,
    ],
    [
      'source: s3:/bucket (one slash)',
      { source: 's3:/bucket' },
      `Input 'source' must be an S3 URL with two slashes (s3://bucket/prefix) or a path, got "s3:/bucket"`,
    ],
    [
      'source: s3:bucket',
      { source: 's3:bucket' },
      `Input 'source' must be an S3 URL with two slashes (s3://bucket/prefix) or a path, got "s3:bucket"`,
    ],
    [
      'source: s3://Bad_Bucket!',
      { source: 's3://Bad_Bucket!' },
      `Input 'source' must be an S3 URL like 's3://bucket' or 's3://bucket/prefix/' whose bucket name has 3-63 letters, digits, dots or hyphens and starts and ends with a letter or digit, got "s3://Bad_Bucket!"`,
    ],
    [
      'destination: s3://ab (too short)',
      { destination: 's3://ab/x' },
      `Input 'destination' must be an S3 URL like 's3://bucket' or 's3://bucket/prefix/' whose bucket name has 3-63 letters, digits, dots or hyphens and starts and ends with a letter or digit, got "s3://ab/x"`,
    ],
    [
      'destination: s3://a..b',
      { destination: 's3://a..b' },
      `Input 'destination' must be an S3 URL like 's3://bucket' or 's3://bucket/prefix/' whose bucket name has 3-63 letters, digits, dots or hyphens and starts and ends with a letter or digit, got "s3://a..b"`,
    ],
    [
      'destination: gs://bucket',
      { destination: 'gs://bucket' },
      `Input 'destination' must be an S3 URL (s3://bucket/prefix) or a path, got "gs://bucket"`,
    ],
    [
      'two local paths',
      { source: 'build', destination: 'out' },
      `Input 'source' and 'destination' must be at least one S3 URL (s3://bucket/prefix): two local paths is not a transfer this action makes, got "${WORKSPACE}/build -> ${WORKSPACE}/out"`,
    ],
    ['mode: mirror', { mode: 'mirror' }, `Input 'mode' must be one of 'sync', 'cp', got "mirror"`],
    [
      'delete: true with mode: cp',
      { mode: 'cp', delete: 'true' },
      `Input 'delete' must be 'false' when mode is 'cp' (delete works with mode 'sync'), got "true"`,
    ],
    [
      'delete: sometimes',
      { delete: 'sometimes' },
      `Input 'delete' must be 'true' or 'false', got "sometimes"`,
    ],
    ['dryrun: maybe', { dryrun: 'maybe' }, `Input 'dryrun' must be 'true' or 'false', got "maybe"`],
    ['size-only: 2', { 'size-only': '2' }, `Input 'size-only' must be 'true' or 'false', got "2"`],
    [
      'exact-timestamps: y',
      { 'exact-timestamps': 'y' },
      `Input 'exact-timestamps' must be 'true' or 'false', got "y"`,
    ],
    [
      'follow-symlinks: always',
      { 'follow-symlinks': 'always' },
      `Input 'follow-symlinks' must be 'true' or 'false', got "always"`,
    ],
    [
      'bucket-lister: fast',
      { 'bucket-lister': 'fast' },
      `Input 'bucket-lister' must be one of 'single', 'threaded', got "fast"`,
    ],
    [
      'concurrency: 0',
      { concurrency: '0' },
      `Input 'concurrency' must be an integer from 1 to 512, got "0"`,
    ],
    [
      'concurrency: abc',
      { concurrency: 'abc' },
      `Input 'concurrency' must be an integer from 1 to 512, got "abc"`,
    ],
    [
      'concurrency: 513',
      { concurrency: '513' },
      `Input 'concurrency' must be an integer from 1 to 512, got "513"`,
    ],
    [
      'concurrency: 1.5',
      { concurrency: '1.5' },
      `Input 'concurrency' must be an integer from 1 to 512, got "1.5"`,
    ],
    [
      'concurrency: -1',
      { concurrency: '-1' },
      `Input 'concurrency' must be an integer from 1 to 512, got "-1"`,
    ],
    [
      'page-size: 1001',
      { 'page-size': '1001' },
      `Input 'page-size' must be an integer from 1 to 1000, got "1001"`,
    ],
    [
      'multipart-threshold: 1MB',
      { 'multipart-threshold': '1MB' },
      `Input 'multipart-threshold' must be a size from 5 MiB to 5 GiB, such as '8MB', '16MiB' or a number of bytes, got "1MB"`,
    ],
    [
      'multipart-chunksize: 8 parsecs',
      { 'multipart-chunksize': '8 parsecs' },
      `Input 'multipart-chunksize' must be a size from 5 MiB to 5 GiB, such as '8MB', '16MiB' or a number of bytes, got "8 parsecs"`,
    ],
    [
      'multipart-chunksize: 6GiB',
      { 'multipart-chunksize': '6GiB' },
      `Input 'multipart-chunksize' must be a size from 5 MiB to 5 GiB, such as '8MB', '16MiB' or a number of bytes, got "6GiB"`,
    ],
    [
      'endpoint-url: minio:9000 (no scheme)',
      { 'endpoint-url': 'minio:9000' },
      `Input 'endpoint-url' must be an http(s) URL such as 'https://s3.example.com', got "minio:9000"`,
    ],
    [
      'endpoint-url: not a url',
      { 'endpoint-url': 'not a url' },
      `Input 'endpoint-url' must be an http(s) URL such as 'https://s3.example.com', got "not a url"`,
    ],
    [
      'force-path-style: sometimes',
      { 'force-path-style': 'sometimes' },
      `Input 'force-path-style' must be 'true' or 'false', got "sometimes"`,
    ],
    [
      'checksum-mode: crc32',
      { 'checksum-mode': 'crc32' },
      `Input 'checksum-mode' must be one of 'when_supported', 'when_required', got "crc32"`,
    ],
    [
      'aws-access-key-id without aws-secret-access-key',
      { 'aws-access-key-id': 'AKIAEXAMPLE' },
      `Input 'aws-secret-access-key' must be given together with 'aws-access-key-id', got ""`,
    ],
    [
      'aws-secret-access-key without aws-access-key-id',
      { 'aws-secret-access-key': 'secret' },
      `Input 'aws-access-key-id' must be given together with 'aws-secret-access-key', got ""`,
    ],
    ['summary: off?', { summary: 'off?' }, `Input 'summary' must be 'true' or 'false', got "off?"`],
    [
      'if-no-files-found: fail',
      { 'if-no-files-found': 'fail' },
      `Input 'if-no-files-found' must be one of 'warn', 'error', 'ignore', got "fail"`,
    ],
  ])('with: %s', (_, inputs, message) => {
    const read = () => settingsFrom({ ...MINIMAL, ...inputs });
    expect(read).toThrow(InputError);
    expect(read).toThrow(message);
    try {
      read();
    } catch (error) {
      // Exactly this text: it is what the user reads in the failed step.
      expect((error as Error).message).toBe(message);
    }
  });

  it('the endpoint-url from the environment is checked too, and blamed on the input', () => {
    expect(() => settingsFrom(MINIMAL, { ...ENV, AWS_ENDPOINT_URL_S3: 'minio:9000' })).toThrow(
      `Input 'endpoint-url' must be an http(s) URL such as 'https://s3.example.com', got "minio:9000"`,
    );
  });
});

describe('if-no-files-found', () => {
  it.each<[string, Record<string, string>, string]>([
    ['nothing', {}, 'warn'],
    ['if-no-files-found: ignore', { 'if-no-files-found': 'ignore' }, 'ignore'],
    ['if-no-files-found: ERROR', { 'if-no-files-found': 'ERROR' }, 'error'],
  ])('with: %s', (_, inputs, expected) => {
    expect(settingsFrom({ ...MINIMAL, ...inputs }).ifNoFilesFound).toBe(expected);
  });
});

describe('list-concurrency', () => {
  it.each([
    ['auto', 'auto'],
    ['1', 1],
    ['64', 64],
  ] as const)('with: list-concurrency: %s', (value, expected) => {
    const settings = readSettings(
      (name) =>
        ({ source: 's3://bucket/p', destination: 'out', 'list-concurrency': value })[name] ?? '',
      { GITHUB_WORKSPACE: '/w' },
    );
    expect(settings.listConcurrency).toBe(expected);
  });

  it('with: list-concurrency: 0 fails naming the input and the accepted form', () => {
    expect(() =>
      readSettings(
        (name) =>
          ({ source: 's3://bucket/p', destination: 'out', 'list-concurrency': '0' })[name] ?? '',
        { GITHUB_WORKSPACE: '/w' },
      ),
    ).toThrow(`Input 'list-concurrency' must be 'auto' or an integer from 1 to 256, got "0"`);
  });
});

import { describe, expect, it } from 'vitest';
import { CACHE_OPTIONS } from '../../src/cache-action/cache-options.js';
import {
  cacheRestoreRequest,
  cacheSaveRequest,
  type CacheJobSettings,
} from '../../src/cache-action/cache-requests.js';
import { readCacheSettings } from '../../src/cache-action/cache-settings.js';
import { PRUNE_OPTIONS } from '../../src/cache-action/prune-options.js';
import { CACHE_SUBVERB_OPTIONS } from '../../src/cli/cache-cli-options.js';
import { readCacheArgs, readCacheJobArgs } from '../../src/cli/read-cache-args.js';
import { readSyncArgs } from '../../src/cli/sync-command.js';
import {
  readActionOptions,
  type Option,
  type OptionTable,
} from '../../src/options/option-table.js';
import { SYNC_OPTIONS } from '../../src/options/sync-options.js';
import { readSettings, type Settings } from '../../src/sync-action/settings.js';

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
  contentEncoding: 'gzip',
  contentDisposition: 'attachment',
  contentLanguage: 'en',
  expires: '2030-01-01T00:00:00Z',
  guessMimeType: 'false',
  ifNoFilesFound: 'error',
  metadata: 'team=ci,run=42',
  region: 'eu-west-1',
  endpointUrl: 'https://s3.example.com/',
  forcePathStyle: 'false',
  checksumMode: 'when_supported',
  profile: 'lab',
  noSignRequest: 'true',
};

const shared = Object.entries(SYNC_OPTIONS).filter(
  ([, spec]) => spec.input !== undefined && spec.flag !== undefined,
);

/**
 * What each front-end blames for a missing profile is its own name for the option (`input
 * 'profile'`, `--profile`): by design the one difference, so it is set aside here.
 */
function sameBlame<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(sameBlame) as T;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] =
      key === 'namedBy' && (inner === "input 'profile'" || inner === '--profile')
        ? 'the profile option'
        : sameBlame(inner);
  }
  return out as T;
}

function viaAction(inputs: Record<string, string>, env: NodeJS.ProcessEnv) {
  const settings: Partial<Mutable<Settings>> = readSettings((name) => inputs[name] ?? '', {
    ...env,
    GITHUB_WORKSPACE: process.cwd(),
  });
  // What only the action has (its summary, the secrets it masks) is no part of the request.
  delete settings.summary;
  delete settings.log;
  delete settings.secrets;
  return sameBlame(settings);
}

function viaCli(args: string[], env: NodeJS.ProcessEnv) {
  return sameBlame(readSyncArgs('sync', [SOURCE, DESTINATION, ...args], env).request);
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

  // Workflows written for jakejarvis/s3-sync-action pass the aws-cli's flags in `args`.
  it.each(shared)("with: args: '--%s ...', as the input", (key, spec) => {
    const value = SAMPLES[key as keyof typeof SAMPLES]!;
    const words =
      spec.kind === 'boolean'
        ? value === 'true'
          ? `--${spec.flag}`
          : `--no-${spec.flag}`
        : `--${spec.flag} '${value}'`;
    const viaArgs = viaAction({ source: SOURCE, destination: DESTINATION, args: words }, {});
    expect(viaArgs).toEqual(
      viaAction({ source: SOURCE, destination: DESTINATION, [spec.input!]: value }, {}),
    );
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

// The cache actions' inputs and `s3-sync cache`'s flags: every cache option, given to both, must
// ask the engine the same restore and save (request, connection, fail-on-cache-miss).

const STORE = 's3://caches/ci/';
const CACHE_WITH = { path: 'tree', key: 'npm-1', bucket: STORE };
const CACHE_ARGS = ['--path', 'tree', '--key', 'npm-1', STORE];
/** CACHE_ARGS less the flag a sample gives instead. */
const cacheArgsBut = (flag: string | undefined) =>
  flag === 'path'
    ? CACHE_ARGS.slice(2)
    : flag === 'key'
      ? [...CACHE_ARGS.slice(0, 2), STORE]
      : CACHE_ARGS;
const CACHE_ENV = {
  GITHUB_WORKSPACE: process.cwd(),
  GITHUB_REPOSITORY: 'org/app',
  GITHUB_REF: 'refs/pull/7/merge',
  GITHUB_BASE_REF: 'main',
  // A workflow run by an event an outsider can start: both refuse to save without the opt-in.
  GITHUB_ACTIONS: 'true',
  GITHUB_EVENT_NAME: 'issue_comment',
};

/** A value other than the default for each cache option that both front-ends take. */
const CACHE_SAMPLES: Partial<Record<keyof typeof CACHE_OPTIONS, string>> = {
  path: 'node_modules\n~/.npm',
  key: 'npm-2',
  restoreKeys: 'npm-\nnode-',
  lookupOnly: 'true',
  failOnCacheMiss: 'true',
  enableCrossOsArchive: 'true',
  allowLinkedPaths: 'true',
  scope: 'repository',
  crossRepository: 'true',
  update: 'true',
  saveUntrusted: 'true',
  region: 'eu-west-1',
  endpointUrl: 'https://s3.example.com/',
  forcePathStyle: 'false',
  checksumMode: 'when_supported',
  profile: 'lab',
  noSignRequest: 'true',
};

const cacheShared = Object.entries(CACHE_OPTIONS).filter(
  ([, spec]) => spec.input !== undefined && spec.flag !== undefined,
);

type JobVerb = 'save' | 'restore';

/** What a save or a restore asks of the engine, and what decides the outcome around it. */
function engineAsk(
  verb: JobVerb,
  settings: CacheJobSettings,
  client: unknown,
  failOnCacheMiss: boolean,
  canSave: boolean,
) {
  const request =
    verb === 'restore'
      ? cacheRestoreRequest(settings)
      : cacheSaveRequest(settings, settings.primaryKey);
  // crossOs changes the version on Windows only: compared as itself, so it counts everywhere.
  return {
    request,
    crossOs: settings.crossOs,
    client,
    failOnCacheMiss: verb === 'restore' && failOnCacheMiss,
    canSave: verb === 'save' && canSave,
  };
}

function cacheViaAction(verb: JobVerb, inputs: Record<string, string>, env: NodeJS.ProcessEnv) {
  const settings = readCacheSettings((name) => inputs[name] ?? '', { ...CACHE_ENV, ...env });
  return sameBlame(
    engineAsk(
      verb,
      { ...settings, store: settings.store! },
      settings.client,
      settings.failOnCacheMiss,
      settings.access.canSave,
    ),
  );
}

function cacheViaCli(verb: JobVerb, args: string[], env: NodeJS.ProcessEnv, replaced?: string) {
  const read = readCacheJobArgs(verb, [...cacheArgsBut(replaced), ...args], {
    ...CACHE_ENV,
    ...env,
  });
  const failOnCacheMiss = 'failOnCacheMiss' in read.values ? read.values.failOnCacheMiss : false;
  return sameBlame(
    engineAsk(verb, read.settings, read.client, failOnCacheMiss, read.access?.canSave ?? true),
  );
}

/** The flags that give a sample: a bare flag for true, the flag once a line for lines. */
function flagsFor(spec: Option, value: string): string[] {
  if (spec.kind === 'boolean') return value === 'true' ? [`--${spec.flag}`] : [];
  if (spec.kind === 'lines') return value.split('\n').flatMap((line) => [`--${spec.flag}`, line]);
  return [`--${spec.flag}`, value];
}

const takes = (verb: JobVerb, key: string) => key in CACHE_SUBVERB_OPTIONS[verb];

describe('the cache actions and s3-sync cache read each cache option the same way', () => {
  it('has a sample for every cache option that both front-ends take', () => {
    expect(cacheShared.map(([key]) => key).filter((key) => !(key in CACHE_SAMPLES))).toEqual([]);
  });

  it('every cache input with a flag is a flag of cache save or cache restore', () => {
    expect(
      cacheShared
        .map(([key]) => key)
        .filter((key) => !takes('save', key) && !takes('restore', key)),
    ).toEqual([]);
  });

  it("every option of a cache subverb that an action also has keeps the action's default and flag", () => {
    const byInput = new Map<string, Option>(
      [...Object.values(CACHE_OPTIONS), ...Object.values(PRUNE_OPTIONS)].map((spec) => [
        spec.input!,
        spec,
      ]),
    );
    for (const [verb, table] of Object.entries(CACHE_SUBVERB_OPTIONS))
      for (const [key, spec] of Object.entries(table as OptionTable)) {
        if (spec.input === undefined || spec.flag === undefined) continue;
        const action = byInput.get(spec.input)!;
        expect({ verb, key, default: spec.default, flag: spec.flag }).toEqual({
          verb,
          key,
          default: action.default,
          flag: action.flag,
        });
      }
  });

  it.each(cacheShared)('with: %s, as an input and as a flag', (key, spec) => {
    const value = CACHE_SAMPLES[key as keyof typeof CACHE_SAMPLES]!;
    const verbs = (['save', 'restore'] as const).filter((verb) => takes(verb, key));
    for (const verb of verbs) {
      const action = cacheViaAction(verb, { ...CACHE_WITH, [spec.input!]: value }, {});
      expect(cacheViaCli(verb, flagsFor(spec, value), {}, spec.flag), `cache ${verb}`).toEqual(
        action,
      );
      // And the option did something: the ask is not the default one.
      expect(action, `cache ${verb}`).not.toEqual(cacheViaAction(verb, CACHE_WITH, {}));
    }
  });

  it.each<[string, NodeJS.ProcessEnv]>([
    ['a pull request', {}],
    ['a push to main', { GITHUB_REF: 'refs/heads/main', GITHUB_BASE_REF: '' }],
    ['no GITHUB_REF (a terminal)', { GITHUB_REF: '', GITHUB_BASE_REF: '' }],
    [
      'AWS_ENDPOINT_URL_S3 and AWS_REGION',
      { AWS_ENDPOINT_URL_S3: 'http://minio:9000', AWS_REGION: 'ap-south-1' },
    ],
  ])('with the environment: %s (scope: branch, as both default)', (_, env) => {
    for (const verb of ['save', 'restore'] as const)
      expect(cacheViaCli(verb, [], env)).toEqual(cacheViaAction(verb, CACHE_WITH, env));
  });

  it('the bucket defaults to S3_SYNC_CACHE_BUCKET on both', () => {
    const env = { S3_SYNC_CACHE_BUCKET: 's3://org-caches/npm/' };
    const inputs = { path: CACHE_WITH.path, key: CACHE_WITH.key };
    const cli = readCacheJobArgs('restore', CACHE_ARGS.slice(0, -1), { ...CACHE_ENV, ...env });
    expect(cli.settings.store).toEqual(cacheViaAction('restore', inputs, env).request.store);
  });

  it('prune: older-than and grace, their defaults and their values, are the same on both', () => {
    const prune = (inputs: Record<string, string>, args: string[]) => {
      const action = readActionOptions(PRUNE_OPTIONS, (name) => inputs[name] ?? '', {
        baseDir: process.cwd(),
      });
      const cli = readCacheArgs('prune', [STORE, ...args], {}).values;
      return [
        { olderThan: action.olderThan, grace: action.grace },
        { olderThan: cli.olderThan, grace: cli.grace },
      ];
    };
    const [action, cli] = prune({}, []);
    expect(cli).toEqual(action);
    expect(action).toEqual({ olderThan: 30 * 86_400_000, grace: 86_400_000 });
    const [given, flagged] = prune({ 'older-than': '7d', grace: '2h' }, [
      '--older-than',
      '7d',
      '--grace',
      '2h',
    ]);
    expect(flagged).toEqual(given);
    expect(given).toEqual({ olderThan: 7 * 86_400_000, grace: 2 * 3_600_000 });
  });

  it('a bad value is refused by both, each naming its own input or flag', () => {
    expect(() => cacheViaAction('restore', { ...CACHE_WITH, scope: 'global' }, {})).toThrow(
      `Input 'scope' must be one of 'branch', 'repository', got "global"`,
    );
    expect(() => cacheViaCli('restore', ['--scope', 'global'], {})).toThrow(
      `Input '--scope' must be 'branch' or 'repository' (a scope by its name, such as refs/heads/main, goes in --literal-scope), got "global"`,
    );
    expect(() => cacheViaAction('save', { ...CACHE_WITH, key: 'a,b' }, {})).toThrow(
      `Input 'key' must be a key without commas, got "a,b"`,
    );
    expect(() =>
      readCacheJobArgs('save', ['--path', 'tree', '--key', 'a,b', STORE], CACHE_ENV),
    ).toThrow(`Input '--key' must be a key without commas, got "a,b"`);
  });
});

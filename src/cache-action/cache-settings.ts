import { InputError } from '../errors.js';
import {
  clientSettingsFrom,
  connectionSecrets,
  type ConnectionValues,
} from '../options/connection-options.js';
import { readActionOptions } from '../options/option-table.js';
import type { ClientSettings } from '../s3/client-settings.js';
import { REPOSITORY_NAME } from '../cache/store/cache-names.js';
import type { CacheStoreLocation } from '../cache/store/cache-types.js';
import { isS3Url, parseS3Url } from '../s3/location.js';
import type { InputReader } from '../sync-action/settings.js';
import { BUCKET_ENV, CacheInputs } from './cache-constants.js';
import { accessFactsFromEnv, computeCacheAccess, type CacheAccess } from './cache-access.js';
import { validateCacheKeys, type CacheKeys } from './cache-keys.js';
import { CACHE_OPTIONS } from './cache-options.js';
import {
  computeCacheScopes,
  runRefsFromEnv,
  writeScopeOf,
  type CacheScopes,
  type ScopeMode,
} from './cache-scopes.js';

/** Everything a cache step was asked to do, read and checked once. */
export interface CacheSettings extends CacheKeys {
  /** As the user wrote them: globs, `~`, `!` exclusions. */
  readonly paths: readonly string[];
  readonly workspace: string;
  readonly lookupOnly: boolean;
  readonly failOnCacheMiss: boolean;
  readonly crossOs: boolean;
  /** `upload-chunk-size`, for GitHub's service only; undefined when not given. */
  readonly uploadChunkSizeBytes: number | undefined;
  /** `save-always`: accepted for actions/cache's workflows, deprecated, without effect. */
  readonly saveAlways: boolean;
  /** Restore into paths a symlink leads outside the workspace, home and runner temp. */
  readonly allowLinkedPaths: boolean;
  readonly update: boolean;
  readonly summary: boolean;
  /**
   * Undefined: no bucket given, so GitHub's cache service is the store. Its `repository` names
   * the keyspace: this repository's own, or undefined with `cross-repository: true`.
   */
  readonly store: CacheStoreLocation | undefined;
  /** Whether this run may restore and save (ACTIONS_CACHE_MODE, the trigger), and why not. */
  readonly access: CacheAccess;
  readonly scopeMode: ScopeMode;
  readonly scopes: CacheScopes;
  readonly client: Omit<ClientSettings, 'maxSockets'>;
  /** Values to mask in logs. */
  readonly secrets: readonly string[];
}

const BUCKET_FORM = "an S3 URL such as 's3://my-caches' or 's3://my-caches/prefix/'";

export function readStore(given: string, env: NodeJS.ProcessEnv): CacheStoreLocation | undefined {
  const value = given || (env[BUCKET_ENV] ?? '').trim();
  // Say where a bad value came from: the input, or the organisation-wide variable.
  const source = given ? CacheInputs.Bucket : `${CacheInputs.Bucket} (from ${BUCKET_ENV})`;
  if (value === '') return undefined;
  if (!isS3Url(value)) throw new InputError(source, value, BUCKET_FORM);
  return parseS3Url(value, source);
}

/**
 * The repository whose keyspace a step uses. The runner always sets GITHUB_REPOSITORY; without
 * it the step cannot tell repositories apart, and a silent shared keyspace is what this guards
 * against, so it is an error unless the workflow chose the shared one.
 */
export function readRepository(env: NodeJS.ProcessEnv): string {
  const repository = (env.GITHUB_REPOSITORY ?? '').trim();
  if (!REPOSITORY_NAME.test(repository))
    throw new InputError(
      'GITHUB_REPOSITORY',
      repository,
      `OWNER/NAME, as the runner sets it (or set '${CacheInputs.CrossRepository}: true' for the keyspace every repository shares)`,
    );
  return repository;
}

/**
 * Reads a cache step's inputs from the table of options (CACHE_OPTIONS). Inputs a step does not
 * declare read as '' and take their defaults, so restore, save and the combined action share
 * this one reader.
 */
export function readCacheSettings(
  input: InputReader,
  env: NodeJS.ProcessEnv = process.env,
): CacheSettings {
  return readCacheSettingsWith(input, env, undefined);
}

/**
 * As readCacheSettings, with the access decided already (`decided`): the combined action's post
 * step takes the one its main step recorded, and must not read the event payload again, which
 * code earlier in the job can rewrite (so `env` then leaves GITHUB_EVENT_PATH out).
 */
export function readCacheSettingsWith(
  input: InputReader,
  env: NodeJS.ProcessEnv,
  decided: CacheAccess | undefined,
): CacheSettings {
  const workspace = env.GITHUB_WORKSPACE || process.cwd();
  const values = readActionOptions(CACHE_OPTIONS, input, { baseDir: workspace });
  const keys = validateCacheKeys(values.key, values.restoreKeys);
  const location = readStore(values.bucket, env);
  const store =
    location && !values.crossRepository
      ? { ...location, repository: readRepository(env) }
      : location;
  const connection: ConnectionValues = values;
  const scopes = computeCacheScopes(values.scope, runRefsFromEnv(env));
  const ownScope = writeScopeOf(env.GITHUB_REF ?? '');
  return {
    ...keys,
    // Without a bucket the connection inputs mean nothing, so a stray one is not an error.
    client: store ? clientSettingsFrom(connection, env, 'action') : {},
    secrets: connectionSecrets(connection),
    paths: values.path,
    workspace,
    lookupOnly: values.lookupOnly,
    failOnCacheMiss: values.failOnCacheMiss,
    crossOs: values.enableCrossOsArchive,
    uploadChunkSizeBytes: values.uploadChunkSize,
    saveAlways: values.saveAlways,
    allowLinkedPaths: values.allowLinkedPaths,
    update: values.update,
    summary: values.summary,
    store,
    scopeMode: values.scope,
    scopes,
    access:
      decided ??
      computeCacheAccess(
        accessFactsFromEnv(env, values.saveUntrusted, scopes.writeScope === ownScope),
      ),
  };
}

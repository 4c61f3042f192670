import { InputError } from '../errors.js';
import { isS3Url, parseS3Url, type S3Location } from '../s3/location.js';
import type { InputReader } from '../settings.js';
import { parseBoolean, parseChoice } from '../validate.js';
import { BUCKET_ENV, CacheInputs } from './cache-constants.js';
import { readCacheConnection, type CacheConnection } from './cache-connection.js';
import { validateCacheKeys, type CacheKeys } from './cache-keys.js';
import {
  computeCacheScopes,
  runRefsFromEnv,
  type CacheScopes,
  type ScopeMode,
} from './cache-scopes.js';

/** Everything a cache step was asked to do, read and checked once. */
export interface CacheSettings extends CacheKeys, CacheConnection {
  /** As the user wrote them: globs, `~`, `!` exclusions. */
  readonly paths: readonly string[];
  readonly workspace: string;
  readonly lookupOnly: boolean;
  readonly failOnCacheMiss: boolean;
  readonly crossOs: boolean;
  readonly update: boolean;
  readonly summary: boolean;
  /** Undefined: no bucket given, so GitHub's cache service is the store. */
  readonly store: S3Location | undefined;
  readonly scopeMode: ScopeMode;
  readonly scopes: CacheScopes;
}

function lines(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

const BUCKET_FORM = "an S3 URL such as 's3://my-caches' or 's3://my-caches/prefix/'";

function readStore(input: InputReader, env: NodeJS.ProcessEnv): S3Location | undefined {
  const given = input(CacheInputs.Bucket).trim();
  const value = given || (env[BUCKET_ENV] ?? '').trim();
  // Say where a bad value came from: the input, or the organisation-wide variable.
  const source = given ? CacheInputs.Bucket : `${CacheInputs.Bucket} (from ${BUCKET_ENV})`;
  if (value === '') return undefined;
  if (!isS3Url(value)) throw new InputError(source, value, BUCKET_FORM);
  return parseS3Url(value, source);
}

/**
 * Reads a cache step's inputs. Inputs a step does not declare read as '' and take their
 * defaults, so restore, save and the combined action share this one reader.
 */
export function readCacheSettings(
  input: InputReader,
  env: NodeJS.ProcessEnv = process.env,
): CacheSettings {
  const flag = (name: string, fallback: boolean) => {
    const value = input(name).trim();
    return value === '' ? fallback : parseBoolean(name, value);
  };
  const paths = lines(input(CacheInputs.Path));
  if (paths.length === 0) {
    throw new InputError(
      CacheInputs.Path,
      input(CacheInputs.Path),
      "given (it is required): one or more paths or globs, one per line, such as '~/.npm'",
    );
  }
  const keys = validateCacheKeys(
    input(CacheInputs.Key).trim(),
    lines(input(CacheInputs.RestoreKeys)),
  );
  const scopeMode = parseChoice(CacheInputs.Scope, input(CacheInputs.Scope).trim() || 'branch', [
    'branch',
    'repository',
  ] as const);
  const store = readStore(input, env);
  return {
    ...keys,
    ...(store ? readCacheConnection(input, env) : { client: {}, secrets: [] }),
    paths,
    workspace: env.GITHUB_WORKSPACE || process.cwd(),
    lookupOnly: flag(CacheInputs.LookupOnly, false),
    failOnCacheMiss: flag(CacheInputs.FailOnCacheMiss, false),
    crossOs: flag(CacheInputs.EnableCrossOsArchive, false),
    update: flag(CacheInputs.Update, false),
    summary: flag(CacheInputs.Summary, true),
    store,
    scopeMode,
    scopes: computeCacheScopes(scopeMode, runRefsFromEnv(env)),
  };
}

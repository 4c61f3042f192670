import { REPOSITORY_NAME } from '../cache/store/cache-names.js';
import type { CacheStoreLocation } from '../cache/store/cache-types.js';
import { BUCKET_ENV } from '../cache-action/cache-constants.js';
import { validateCacheKeys, type CacheKeyNames } from '../cache-action/cache-keys.js';
import type { CacheJobSettings } from '../cache-action/cache-requests.js';
import {
  accessFactsFromEnv,
  computeCacheAccess,
  type CacheAccess,
} from '../cache-action/cache-access.js';
import {
  computeCacheScopes,
  runRefsFromEnv,
  writeScopeOf,
  type CacheScopes,
} from '../cache-action/cache-scopes.js';
import { InputError } from '../errors.js';
import { clientSettingsFrom, type ConnectionValues } from '../options/connection-options.js';
import {
  readCliOptions,
  type FlagValues,
  type OptionTable,
  type OptionValues,
} from '../options/option-table.js';
import type { ClientSettings } from '../s3/client-settings.js';
import { parseS3Url } from '../s3/location.js';
import {
  CACHE_RESTORE_OPTIONS,
  CACHE_SAVE_OPTIONS,
  CACHE_SUBVERB_OPTIONS,
  type CacheSubverb,
} from './cache-cli-options.js';
import { parseVerbArgs } from './parse-verb-args.js';

/** What every subverb reads besides its own options: where the store is, how to print. */
export interface CacheArgs<Table extends OptionTable> {
  readonly values: OptionValues<Table>;
  /** The flags as given, before defaults: what was left out is undefined. */
  readonly given: FlagValues;
  /** The store as the argument names it: every keyspace (prune and `rm --manifest` use it). */
  readonly location: CacheStoreLocation;
  /** The store in the keyspace the flags choose (the location itself for prune, which has none). */
  readonly store: CacheStoreLocation;
  /** The argument as the user wrote it (for the commands the CLI prints). */
  readonly storeUrl: string;
  readonly client: Omit<ClientSettings, 'maxSockets'>;
  readonly json: boolean;
  readonly quiet: boolean;
}

/** A save's or a restore's arguments: the settings the action's steps would read from inputs. */
export interface CacheJobArgs<Table extends OptionTable> extends CacheArgs<Table> {
  readonly settings: CacheJobSettings;
  /** Inside a workflow, whether the run may restore and save (as the actions decide); else undefined. */
  readonly access: CacheAccess | undefined;
}

const KEY_FLAGS: CacheKeyNames = { key: '--key', restoreKeys: '--restore-keys' };

/** The store: the one argument, else the S3_SYNC_CACHE_BUCKET the cache actions default to. */
function storeArgument(verb: CacheSubverb, positionals: string[], env: NodeJS.ProcessEnv): string {
  const fromEnv = (env[BUCKET_ENV] ?? '').trim();
  if (positionals.length === 1 || (positionals.length === 0 && fromEnv !== '')) {
    return positionals[0] ?? fromEnv;
  }
  throw new InputError(
    `cache ${verb}`,
    positionals.join(' '),
    `one S3 URL, s3://bucket/prefix (default: the ${BUCKET_ENV} environment variable)`,
  );
}

/** Parses a subverb's flags and its one argument, the store, through the subverb's table. */
export function readCacheArgs<V extends CacheSubverb>(
  verb: V,
  args: string[],
  env: NodeJS.ProcessEnv,
  cwd: string = process.cwd(),
): CacheArgs<(typeof CACHE_SUBVERB_OPTIONS)[V]> {
  const table: OptionTable = CACHE_SUBVERB_OPTIONS[verb];
  // `cache rm --scope` named a literal scope in 1.0: refused as unknown, with the nearest flag.
  const { positionals, values: given } = parseVerbArgs(`s3-sync cache ${verb}`, table, args);
  const storeUrl = storeArgument(verb, positionals, env);
  const values = readCliOptions(table, given, { baseDir: cwd }, { store: storeUrl });
  const location = parseS3Url(
    storeUrl,
    positionals.length === 0 ? `cache ${verb} (from ${BUCKET_ENV})` : `cache ${verb}`,
  );
  return {
    values: values as OptionValues<(typeof CACHE_SUBVERB_OPTIONS)[V]>,
    given,
    location,
    store:
      'crossRepository' in values
        ? cacheKeyspace(location, values as Parameters<typeof cacheKeyspace>[1], env)
        : location,
    storeUrl,
    client: clientSettingsFrom(values as unknown as ConnectionValues, env, 'cli'),
    json: values.report === 'json',
    quiet: values.quiet as boolean,
  };
}

/**
 * The keyspace from --repository or GITHUB_REPOSITORY (as the action's), or the shared one with
 * --cross-repository or when neither names a repository (a terminal outside CI).
 */
function cacheKeyspace(
  location: CacheStoreLocation,
  values: { readonly repository: string | undefined; readonly crossRepository: boolean },
  env: NodeJS.ProcessEnv,
): CacheStoreLocation {
  if (values.crossRepository) {
    if (values.repository !== undefined)
      throw new InputError(
        '--repository',
        values.repository,
        'left out with --cross-repository (the shared keyspace has no repository)',
      );
    return location;
  }
  const flag = values.repository !== undefined;
  const repository = flag ? values.repository! : (env.GITHUB_REPOSITORY ?? '').trim();
  if (repository === '' && !flag) return location;
  if (!REPOSITORY_NAME.test(repository))
    throw new InputError(flag ? '--repository' : 'GITHUB_REPOSITORY', repository, 'OWNER/NAME');
  return { ...location, repository };
}

/**
 * The scopes a save writes and a restore reads: those `--scope` makes from the run's refs, as
 * the action's `scope` input does, or those --literal-scope names.
 */
function cacheScopes(
  verb: 'save' | 'restore',
  values: { readonly scope: 'branch' | 'repository'; readonly literalScope: readonly string[] },
  given: FlagValues,
  env: NodeJS.ProcessEnv,
): CacheScopes {
  const literal = values.literalScope;
  if (literal.length === 0) return computeCacheScopes(values.scope, runRefsFromEnv(env));
  if (given.scope !== undefined)
    throw new InputError(
      '--scope',
      String(given.scope),
      'left out with --literal-scope (which names the scope itself)',
    );
  if (verb === 'save' && literal.length > 1)
    throw new InputError(
      '--literal-scope',
      literal.join(' '),
      'given once for save (the one scope it writes)',
    );
  return { readScopes: literal, writeScope: literal[0]! };
}

/** `cache save` and `cache restore`: their options as the settings the action's steps read. */
export function readCacheJobArgs<V extends 'save' | 'restore'>(
  verb: V,
  args: string[],
  env: NodeJS.ProcessEnv,
  cwd: string = process.cwd(),
): CacheJobArgs<(typeof CACHE_SUBVERB_OPTIONS)[V]> {
  const read = readCacheArgs(verb, args, env, cwd);
  // Both tables' options, those of the other subverb's only left out (undefined).
  const values = read.values as OptionValues<typeof CACHE_SAVE_OPTIONS> &
    Partial<OptionValues<typeof CACHE_RESTORE_OPTIONS>> &
    Partial<OptionValues<typeof CACHE_SAVE_OPTIONS>>;
  const keys = validateCacheKeys(values.key, values.restoreKeys ?? [], KEY_FLAGS);
  const settings: CacheJobSettings = {
    ...keys,
    store: read.store,
    paths: values.path,
    workspace: cwd,
    crossOs: values.enableCrossOsArchive,
    lookupOnly: values.lookupOnly ?? false,
    allowLinkedPaths: values.allowLinkedPaths ?? false,
    update: values.update ?? false,
    scopes: cacheScopes(verb, values, read.given, env),
  };
  return { ...read, settings, access: workflowAccess(env, settings.scopes, values.saveUntrusted) };
}

/**
 * In a workflow's `run:` step (GITHUB_ACTIONS=true and GITHUB_EVENT_NAME set, as the runner sets
 * them), the CLI decides as the cache actions do: ACTIONS_CACHE_MODE, and no save for a trigger
 * that an outsider can start unless --save-untrusted. Outside a workflow: undefined, no limit.
 */
function workflowAccess(
  env: NodeJS.ProcessEnv,
  scopes: CacheScopes,
  saveUntrusted: boolean | undefined,
): CacheAccess | undefined {
  if (env.GITHUB_ACTIONS !== 'true' || (env.GITHUB_EVENT_NAME ?? '').trim() === '')
    return undefined;
  const ownScope = scopes.writeScope === writeScopeOf(env.GITHUB_REF ?? '');
  return computeCacheAccess(
    accessFactsFromEnv(env, saveUntrusted ?? false, ownScope),
    '--save-untrusted',
  );
}

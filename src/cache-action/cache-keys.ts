import { InputError } from '../errors.js';
import { CacheInputs, MAX_KEY_CHARS, MAX_KEYS } from './cache-constants.js';

/** The primary key and the restore keys, checked as actions/cache and GitHub's service check them. */
export interface CacheKeys {
  readonly primaryKey: string;
  readonly restoreKeys: readonly string[];
}

function checkKey(input: string, key: string): void {
  if (key.length > MAX_KEY_CHARS) {
    throw new InputError(input, key, `at most ${MAX_KEY_CHARS} characters (it has ${key.length})`);
  }
  // The service joins keys with commas in its lookups, so a comma would split one key in two.
  if (key.includes(',')) throw new InputError(input, key, 'a key without commas');
}

/** What a front-end calls the key and the restore keys: the action's inputs, or the CLI's flags. */
export interface CacheKeyNames {
  readonly key: string;
  readonly restoreKeys: string;
}

const ACTION_NAMES: CacheKeyNames = { key: CacheInputs.Key, restoreKeys: CacheInputs.RestoreKeys };

/**
 * Checks the keys the user wrote. Restore keys are one per line, blank lines ignored; the key
 * itself is trimmed as @actions/core's getInput trims it.
 */
export function validateCacheKeys(
  primaryKey: string,
  restoreKeys: readonly string[],
  names: CacheKeyNames = ACTION_NAMES,
): CacheKeys {
  if (primaryKey.trim() === '') {
    throw new InputError(
      names.key,
      primaryKey,
      "given (it is required): a non-empty key such as 'npm-${{ hashFiles('package-lock.json') }}'",
    );
  }
  checkKey(names.key, primaryKey);
  for (const key of restoreKeys) checkKey(names.restoreKeys, key);
  const total = 1 + restoreKeys.length;
  if (total > MAX_KEYS) {
    throw new InputError(
      names.restoreKeys,
      restoreKeys.join('\n'),
      `at most ${MAX_KEYS - 1} lines, so that key and restore keys make at most ${MAX_KEYS} keys in all (got ${total})`,
    );
  }
  return { primaryKey, restoreKeys };
}

import type { Option, OptionTable } from '../options/option-table.js';
import { CACHE_OPTIONS } from './cache-options.js';

type CacheOptionKey = keyof typeof CACHE_OPTIONS;

/** CACHE_OPTIONS less what an action leaves out, with its own words where its step does less. */
function tableFor(
  omit: readonly CacheOptionKey[],
  descriptions: Partial<Record<CacheOptionKey, string>>,
): OptionTable {
  const table: Record<string, Option> = {};
  for (const [key, spec] of Object.entries(CACHE_OPTIONS) as [CacheOptionKey, Option][]) {
    if (omit.includes(key)) continue;
    table[key] = { ...spec, description: descriptions[key] ?? spec.description };
  }
  return table;
}

/**
 * The inputs each cache action's action.yml declares, which `npm run docs` writes
 * (scripts/readme-inputs.mjs) and a unit test checks. As actions/cache lays them out,
 * cache/restore leaves out `update` and cache/save the restore-only inputs; every step reads the
 * whole table, and an input its action does not declare reads as '' (its default).
 */
export const CACHE_ACTION_TABLES: Readonly<Record<string, OptionTable>> = {
  'cache/action.yml': CACHE_OPTIONS,
  // As actions/cache: restore takes neither upload-chunk-size nor save-always, save takes
  // upload-chunk-size, and only the combined action has save-always. Restoring never saves, so
  // save-untrusted belongs to the steps that save.
  'cache/restore/action.yml': tableFor(
    ['update', 'uploadChunkSize', 'saveAlways', 'saveUntrusted'],
    {
      key: 'The key to restore (at most 512 characters, no commas).',
    },
  ),
  'cache/save/action.yml': tableFor(
    ['restoreKeys', 'lookupOnly', 'failOnCacheMiss', 'saveAlways', 'allowLinkedPaths'],
    {
      key: 'The key to save under (at most 512 characters, no commas); often steps.<restore-id>.outputs.cache-primary-key.',
    },
  ),
};

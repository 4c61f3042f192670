import {
  CACHE_COMMON_OPTIONS,
  CACHE_SUBVERB_OPTIONS,
  CACHE_SUBVERBS,
  type CacheSubverb,
} from './cache-cli-options.js';
import { optionSynopsis, wrapWords } from './flag-usage.js';
import { verbHelpText, verbSynopsis, type VerbHelp } from './verb-help.js';

// `s3-sync cache`'s help, written from its tables of options (cache-cli-options.ts).

export { CACHE_SUBVERBS };

/** What each cache verb does, the first line of its help. */
const PURPOSE: Record<CacheSubverb, string> = {
  save: "Save the paths under the key, as the cache action's post step does.",
  restore:
    'Restore the entry of the key, else the newest under the first restore key that has one, as the cache action does.',
  ls: 'List the entries of the keyspace, with their totals.',
  rm: "Remove one key's entries (their packs and blobs go at the next prune), or one manifest by name.",
  prune:
    'Remove the entries older than --older-than, then every pack and blob no entry reads, in every keyspace of the store (as cache/prune).',
};

/**
 * The list of cache verbs wraps each usage at 100 characters after its `usage: ` or indent (a
 * verb's own help keeps to 100 in all); the lines are as they have always been.
 */
const LIST_WIDTH = 100;

/** A subverb's usage in the list: its own flags; those every cache verb takes are listed once. */
function synopsis(verb: CacheSubverb, first: boolean): string[] {
  const help = { ...cacheSubverbHelpSpec(verb), hidden: CACHE_COMMON_OPTIONS };
  return verbSynopsis(help, { first, width: LIST_WIDTH });
}

/** Every subverb's usage line, for `s3-sync help` and `s3-sync cache --help`. */
export const CACHE_USAGE = [
  ...CACHE_SUBVERBS.flatMap((verb, i) => synopsis(verb, i === 0)),
  ...wrapWords(
    [
      '  every cache verb also takes:',
      ...Object.values(CACHE_COMMON_OPTIONS)
        .filter((spec) => spec.flag !== undefined)
        .map(optionSynopsis),
    ],
    '    ',
  ),
  "  --scope is the cache action's scope (a mode); --literal-scope NAME names a scope itself",
  '  s3-sync cache VERB --help: each flag, with its default and meaning',
].join('\n');

/** The help of each subverb, as `s3-sync cache VERB --help` prints it. */
export function cacheSubverbHelpSpec(verb: CacheSubverb): VerbHelp {
  return {
    command: `s3-sync cache ${verb}`,
    table: CACHE_SUBVERB_OPTIONS[verb],
    purpose: PURPOSE[verb],
  };
}

/** `s3-sync cache VERB --help`: what the subverb does, then each of its flags. */
export function cacheSubverbHelp(verb: CacheSubverb): string {
  return verbHelpText(cacheSubverbHelpSpec(verb));
}

import { CACHE_OPTIONS } from '../cache-action/cache-options.js';
import { BUCKET_ENV } from '../cache-action/cache-constants.js';
import { PRUNE_OPTIONS } from '../cache-action/prune-options.js';
import { InputError } from '../errors.js';
import { CONNECTION_OPTIONS } from '../options/connection-options.js';
import {
  cliFlag,
  lines,
  option,
  type OptionTable,
  type ParseContext,
} from '../options/option-table.js';
import { parseChoice, parseDuration } from '../validate.js';
import { PROGRESS_FLAG } from './progress-flag.js';

/**
 * The `cache` verb's flags, one table per subverb, read as `sync` reads its own
 * (readCliOptions): each option the cache actions also take is their table's entry
 * (CACHE_OPTIONS, PRUNE_OPTIONS), with the same default and meaning; the CLI adds only what a
 * terminal needs (a scope by its name, a keyspace by its name, the deadline, the output).
 */

const optionalText = (text: string) => text.trim() || undefined;

/**
 * The store, as the argument `s3://bucket/prefix`: the actions' `bucket` input, with its default
 * (S3_SYNC_CACHE_BUCKET), read in read-cache-args.ts.
 */
const store = option({
  argument: 's3://bucket/prefix',
  kind: 'string',
  default: '',
  description: `Where caches live. Default: the ${BUCKET_ENV} environment variable.`,
  parse: (text) => text.trim(),
});

/**
 * The action's `scope`, a mode; a scope given by its name goes in --literal-scope, and the error
 * says so to whoever still writes `--scope refs/heads/main` (its meaning in 1.0).
 */
const scope = {
  ...CACHE_OPTIONS.scope,
  valueName: 'branch|repository',
  description: `${CACHE_OPTIONS.scope.description} Outside a workflow (no GITHUB_REF) the scope is 'no-ref'. Leave it out with --literal-scope.`,
  parse: (text: string, name: string, context: ParseContext) => {
    try {
      return CACHE_OPTIONS.scope.parse(text, name, context);
    } catch {
      throw new InputError(
        name,
        text,
        "'branch' or 'repository' (a scope by its name, such as refs/heads/main, goes in --literal-scope)",
      );
    }
  },
};

const literalScope = (description: string) =>
  option({
    flag: 'literal-scope',
    kind: 'lines',
    valueName: 'NAME',
    default: '',
    description,
    parse: lines,
  });

const repository = option({
  flag: 'repository',
  kind: 'string',
  valueName: 'OWNER/NAME',
  default: '',
  description:
    "The keyspace's repository. Default: GITHUB_REPOSITORY; without either, the keyspace every repository shares.",
  parse: optionalText,
});

const crossRepository = {
  ...CACHE_OPTIONS.crossRepository,
  description:
    'Use the keyspace every repository shares (where entries saved before per-repository keyspaces are), not --repository or GITHUB_REPOSITORY.',
};

const OUTPUT = {
  report: option({
    flag: 'report',
    kind: 'string',
    valueName: 'json|table',
    default: 'table',
    description: "'json' prints the result object; 'table', lines for a person.",
    parse: (text, name) => parseChoice(name, text, ['table', 'json'] as const),
  }),
  quiet: cliFlag('quiet', 'Print nothing but errors (--report json still prints its object).'),
};

/** What every subverb but prune shares: the store and its keyspace. */
const KEYSPACE = { store, repository, crossRepository } as const;
/** What every subverb shares: the connection and the output (the help lists them once). */
export const CACHE_COMMON_OPTIONS = { ...CONNECTION_OPTIONS, ...OUTPUT } as const;
const COMMON = CACHE_COMMON_OPTIONS;

const PATHS = {
  path: {
    ...CACHE_OPTIONS.path,
    valueName: 'PATH...',
    description: `${CACHE_OPTIONS.path.description} Repeat the flag for more; relative to the current folder.`,
    required: { accepts: 'at least one path or glob (repeat --path for more)' },
  },
  key: { ...CACHE_OPTIONS.key, required: { accepts: "a non-empty key such as 'npm-1'" } },
  enableCrossOsArchive: CACHE_OPTIONS.enableCrossOsArchive,
} as const;

export const CACHE_SAVE_OPTIONS = {
  ...PATHS,
  scope,
  literalScope: literalScope(
    'Write this scope, by its name (given once), rather than the one --scope makes.',
  ),
  update: CACHE_OPTIONS.update,
  saveUntrusted: {
    ...CACHE_OPTIONS.saveUntrusted,
    description:
      "Inside a workflow (GITHUB_ACTIONS=true, GITHUB_EVENT_NAME set), save even when the trigger is one that someone without write access can start, as the cache action's 'save-untrusted' input (the README's \"Who may write what\" lists the events). ACTIONS_CACHE_MODE still applies. Outside a workflow saves are never refused, and it does nothing.",
  },
  progress: PROGRESS_FLAG,
  ...KEYSPACE,
  ...COMMON,
} as const;

export const CACHE_RESTORE_OPTIONS = {
  ...PATHS,
  restoreKeys: {
    ...CACHE_OPTIONS.restoreKeys,
    valueName: 'PREFIX...',
    description: `${CACHE_OPTIONS.restoreKeys.description} Repeat the flag for more.`,
  },
  lookupOnly: CACHE_OPTIONS.lookupOnly,
  failOnCacheMiss: {
    ...CACHE_OPTIONS.failOnCacheMiss,
    description: 'Fail (exit 255) when no entry matches the key or a restore key.',
  },
  allowLinkedPaths: CACHE_OPTIONS.allowLinkedPaths,
  scope,
  literalScope: literalScope(
    'Read these scopes, by their names, in the order given (repeat the flag), rather than those --scope makes.',
  ),
  deadline: option({
    flag: 'deadline',
    kind: 'string',
    valueName: 'DURATION',
    default: '',
    description:
      'Abandon the restore (a miss, the tree as it was) after this long: seconds, or a number and s, m, h or d. Default: 10m.',
    parse: (text, name) =>
      text.trim() === ''
        ? undefined
        : parseDuration(name, /\d$/.test(text.trim()) ? `${text.trim()}s` : text),
  }),
  progress: PROGRESS_FLAG,
  ...KEYSPACE,
  ...COMMON,
} as const;

export const CACHE_LS_OPTIONS = {
  keyPrefix: option({
    flag: 'key-prefix',
    kind: 'string',
    valueName: 'PREFIX',
    default: '',
    description: 'List only the entries whose key starts with this.',
    parse: optionalText,
  }),
  ...KEYSPACE,
  ...COMMON,
} as const;

export const CACHE_RM_OPTIONS = {
  key: option({
    flag: 'key',
    kind: 'string',
    default: '',
    description: "Remove this key's entries: every scope and version of the keyspace.",
    parse: optionalText,
  }),
  literalScope: literalScope('With --key: only in these scopes, by their names (repeat the flag).'),
  manifest: option({
    flag: 'manifest',
    kind: 'string',
    valueName: 'OBJECT-KEY',
    default: '',
    description:
      'Instead of --key: remove one manifest by its object name (the way out of an unreadable one that prune reports).',
    parse: optionalText,
  }),
  ...KEYSPACE,
  ...COMMON,
} as const;

/** Prune covers every keyspace of the store (packs are shared), so it takes no keyspace flag. */
export const CACHE_PRUNE_OPTIONS = {
  olderThan: { ...PRUNE_OPTIONS.olderThan, valueName: 'DURATION' },
  grace: { ...PRUNE_OPTIONS.grace, valueName: 'DURATION' },
  store,
  ...COMMON,
} as const;

/** Each subverb of `s3-sync cache` and its table, in the order the help lists them. */
export const CACHE_SUBVERB_OPTIONS = {
  save: CACHE_SAVE_OPTIONS,
  restore: CACHE_RESTORE_OPTIONS,
  ls: CACHE_LS_OPTIONS,
  rm: CACHE_RM_OPTIONS,
  prune: CACHE_PRUNE_OPTIONS,
} as const satisfies Record<string, OptionTable>;

export type CacheSubverb = keyof typeof CACHE_SUBVERB_OPTIONS;

export const CACHE_SUBVERBS = Object.keys(CACHE_SUBVERB_OPTIONS) as CacheSubverb[];

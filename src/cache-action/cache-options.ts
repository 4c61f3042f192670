import { CONNECTION_OPTIONS } from '../options/connection-options.js';
import { lines, option } from '../options/option-table.js';
import { parseBoolean, parseChoice } from '../validate.js';

const flag = (input: string, fallback: 'true' | 'false', description: string) =>
  option({
    input,
    kind: 'boolean',
    default: fallback,
    description,
    parse: (text, name) => parseBoolean(name, text),
  });

/**
 * The cache actions' inputs, in the one style of src/options/: actions/cache's first, with its
 * names and meanings, then ours, then the sync action's connection group. cache/action.yml
 * declares them all; cache/restore leaves out `update`, cache/save the restore-only ones.
 */
export const CACHE_OPTIONS = {
  path: option({
    input: 'path',
    kind: 'lines',
    default: '',
    required: { accepts: "one or more paths or globs, one per line, such as '~/.npm'" },
    description:
      'Files, folders and globs to cache, one per line (`!` excludes, `~` is the home folder), as in actions/cache.',
    parse: lines,
  }),
  key: option({
    input: 'key',
    kind: 'string',
    default: '',
    required: {
      accepts: "a non-empty key such as 'npm-${{ hashFiles('package-lock.json') }}'",
    },
    description: 'The key to restore and to save under (at most 512 characters, no commas).',
    parse: (text) => text.trim(),
  }),
  restoreKeys: option({
    input: 'restore-keys',
    kind: 'lines',
    default: '',
    description:
      'Prefixes to fall back on when the key has no entry, one per line, tried in order; the newest entry under a prefix wins.',
    parse: lines,
  }),
  lookupOnly: flag(
    'lookup-only',
    'false',
    'Check whether an entry exists, without downloading it.',
  ),
  failOnCacheMiss: flag(
    'fail-on-cache-miss',
    'false',
    'Fail the job when no entry matches the key or a restore key.',
  ),
  enableCrossOsArchive: flag(
    'enableCrossOsArchive',
    'false',
    'Let an entry saved on one OS be restored on another (as in actions/cache). Entries saved without it stay on their own OS family.',
  ),
  allowLinkedPaths: flag(
    'allow-linked-paths',
    'false',
    "Restore into paths that a symlink leads outside the workspace, the home folder and the runner's temporary folder (a ~/.cache linked to another disk), and restore symlinks that point outside the cached paths (a virtualenv's bin/python). Off: either makes the restore a miss, so a link planted by an earlier step or a hostile entry cannot send files elsewhere.",
  ),
  bucket: option({
    input: 'bucket',
    kind: 'string',
    default: '',
    description:
      "Where caches live: s3://bucket/prefix. Default: the S3_SYNC_CACHE_BUCKET environment variable; when neither is set, GitHub's cache service is used.",
    // Checked once the environment is known: a bad S3_SYNC_CACHE_BUCKET is blamed on it too.
    parse: (text) => text.trim(),
  }),
  scope: option({
    input: 'scope',
    kind: 'string',
    default: 'branch',
    description:
      "'branch': read the current ref, then the pull request's base branch, then the default branch, and write the current ref (as actions/cache). 'repository': one scope that every branch reads and writes.",
    parse: (text, name) => parseChoice(name, text, ['branch', 'repository'] as const),
  }),
  update: flag(
    'update',
    'false',
    'Save a new entry even when the key already has one (cheap on S3: unchanged packs are reused). actions/cache never overwrites.',
  ),
  ...CONNECTION_OPTIONS,
  summary: flag(
    'summary',
    'true',
    'Write what matched, the files and bytes, and the time of each phase to the job summary.',
  ),
} as const;

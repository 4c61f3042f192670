import { CONNECTION_OPTIONS } from '../options/connection-options.js';
import { lines, option } from '../options/option-table.js';
import { parseBoolean, parseChoice, parseInteger } from '../validate.js';

/** A true/false input; `cliFlag`: the CLI's `cache` verb takes it as this bare flag too. */
const toggle = (input: string, fallback: 'true' | 'false', description: string, cliFlag?: string) =>
  option({
    input,
    flag: cliFlag,
    kind: 'boolean',
    default: fallback,
    description,
    parse: (text, name) => parseBoolean(name, text),
  });

/**
 * The cache actions' inputs, in the one style of src/options/: actions/cache's first, with its
 * names and meanings, then ours, then the sync action's connection group. cache/action.yml
 * declares them all; cache/restore leaves out `update`, cache/save the restore-only ones. Those
 * with a `flag` are the CLI's `cache` verb's flags too, with the same defaults and meanings
 * (src/cli/cache-cli-options.ts).
 */
export const CACHE_OPTIONS = {
  path: option({
    input: 'path',
    flag: 'path',
    kind: 'lines',
    default: '',
    required: { accepts: "one or more paths or globs, one per line, such as '~/.npm'" },
    description:
      'Files, folders and globs to cache, one per line (`!` excludes, `~` is the home folder), as in actions/cache.',
    parse: lines,
  }),
  key: option({
    input: 'key',
    flag: 'key',
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
    flag: 'restore-keys',
    kind: 'lines',
    default: '',
    description:
      'Prefixes to fall back on when the key has no entry, one per line, tried in order; the newest entry under a prefix wins.',
    parse: lines,
  }),
  lookupOnly: toggle(
    'lookup-only',
    'false',
    'Check whether an entry exists, without downloading it.',
    'lookup-only',
  ),
  failOnCacheMiss: toggle(
    'fail-on-cache-miss',
    'false',
    'Fail the job when no entry matches the key or a restore key.',
    'fail-on-cache-miss',
  ),
  enableCrossOsArchive: toggle(
    'enableCrossOsArchive',
    'false',
    'Let an entry saved on one OS be restored on another (as in actions/cache). Entries saved without it stay on their own OS family.',
    'enable-cross-os-archive',
  ),
  uploadChunkSize: option({
    input: 'upload-chunk-size',
    kind: 'string',
    default: '',
    description:
      "Bytes per upload chunk, passed to GitHub's cache service as actions/cache passes it. The S3 store ignores it (its packs and upload parts have sizes of their own) and says so in the log.",
    // actions/cache reads it with parseInt and drops what is not a number; a typo here is an
    // error instead, so the intent is never lost silently. Undefined: not given.
    parse: (text, name) =>
      text.trim() === '' ? undefined : parseInteger(name, text, 1, Number.MAX_SAFE_INTEGER),
  }),
  saveAlways: option({
    input: 'save-always',
    kind: 'boolean',
    default: 'false',
    description:
      "Accepted as actions/cache accepts it, deprecated, and with no effect: the post step runs only when the job succeeds. To save after a failure, use cache/restore and cache/save with 'if: always()'.",
    deprecationMessage:
      "save-always does not work as intended and will be removed in a future release. A separate 'cache/restore' step should be used instead, with 'cache/save' under 'if: always()' (see the README's \"Moving from actions/cache\").",
    parse: (text, name) => parseBoolean(name, text),
  }),
  allowLinkedPaths: toggle(
    'allow-linked-paths',
    'false',
    "Restore into paths that a symlink leads outside the workspace, the home folder and the runner's temporary folder (a ~/.cache linked to another disk), and restore symlinks that point outside the cached paths (a virtualenv's bin/python). Off: either makes the restore a miss, so a link planted by an earlier step or a hostile entry cannot send files elsewhere.",
    'allow-linked-paths',
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
    flag: 'scope',
    kind: 'string',
    default: 'branch',
    description:
      "'branch': read the current ref, then the pull request's base branch, then the default branch, and write the current ref (as actions/cache). 'repository': one scope that every branch reads and writes.",
    parse: (text, name) => parseChoice(name, text, ['branch', 'repository'] as const),
  }),
  crossRepository: toggle(
    'cross-repository',
    'false',
    "Share entries with every repository that uses the same bucket (the store's shared keyspace, where entries saved by releases before per-repository keyspaces are). Risk: any of those repositories' jobs can write an entry this one restores. Default: the entries are this repository's own (GITHUB_REPOSITORY).",
    'cross-repository',
  ),
  saveUntrusted: toggle(
    'save-untrusted',
    'false',
    "Save even when the run was started by an event that someone without write access to the repository can trigger: every event but push, schedule, workflow_dispatch, repository_dispatch, delete, registry_package, page_build, release, merge_group, pull_request (into its own scope), and a workflow_run after a run of this repository started by one of those but pull_request (not after a fork's run, a pull request or another workflow_run: see the README's \"Who may write what\"). Risk: such a run may execute a stranger's code, so a stranger could write what the default branch restores. Default: such runs restore but save nothing, as GitHub's cache service makes them read-only. ACTIONS_CACHE_MODE still applies.",
    'save-untrusted',
  ),
  update: toggle(
    'update',
    'false',
    'Save a new entry even when the key already has one (cheap on S3: unchanged packs are reused). actions/cache never overwrites.',
    'update',
  ),
  ...CONNECTION_OPTIONS,
  summary: toggle(
    'summary',
    'true',
    'Write what matched, the files and bytes, and the time of each phase to the job summary.',
  ),
} as const;

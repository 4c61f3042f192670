import { parseArgs } from 'node:util';
import { computeCacheVersion } from '../cache/store/cache-version.js';
import { listCacheEntries } from '../cache/store/list-cache.js';
import { REPOSITORY_NAME } from '../cache/store/cache-names.js';
import type { CacheStoreLocation } from '../cache/store/cache-types.js';
import { pruneCache } from '../cache/store/prune-cache.js';
import { removeEntries, removeManifest } from '../cache/store/remove-entries.js';
import { restoreCache } from '../cache/restore/restore-cache.js';
import { saveCache } from '../cache/save/save-cache.js';
import { InputError } from '../errors.js';
import { phaseSeconds, type PhaseRecord } from '../phases.js';
import { formatCount, formatSeconds, formatSize, oneLogLine } from '../report/format.js';
import { removeManifestCommand } from '../report/shell-command.js';
import { parseS3Url } from '../s3/location.js';
import { createS3Session } from '../s3/s3-session.js';
import { DURATION_FORM, parseChoice, parseDuration } from '../validate.js';
import { CLIENT_FLAGS, clientSettingsFromFlags } from './client-flags.js';
import { safeJson } from './output.js';

export const CACHE_USAGE = `usage: s3-sync cache save --key K --path P... s3://bucket/prefix [--update] [--scope S]
       s3-sync cache restore --key K [--restore-keys PREFIX]... --path P... s3://bucket/prefix [--lookup-only] [--scope S]... [--deadline SECONDS] [--allow-linked-paths]
       s3-sync cache ls s3://bucket/prefix [--key-prefix PREFIX]
       s3-sync cache rm s3://bucket/prefix --key K [--scope S]...   (or --manifest OBJECT-KEY)
       s3-sync cache prune s3://bucket/prefix --older-than 7d [--grace 1d]
  --repository OWNER/NAME: the keyspace of save, restore, ls and rm (default: $GITHUB_REPOSITORY;
    without either, or with --cross-repository, the keyspace every repository shares)
  durations: a number and s, m, h or d (90s, 30m, 12h, 7d)
  --path: globs, !exclusions and ~ as actions/cache takes them; relative to the current folder
  --report json prints the result object; --quiet prints nothing but errors
  --endpoint-url URL --region R --force-path-style B`;

/** The scope of entries saved and restored from a terminal, when none is given. */
const DEFAULT_SCOPE = 'default';

const FLAGS = {
  ...CLIENT_FLAGS,
  key: { type: 'string' },
  'restore-keys': { type: 'string', multiple: true },
  path: { type: 'string', multiple: true },
  scope: { type: 'string', multiple: true },
  update: { type: 'boolean' },
  'lookup-only': { type: 'boolean' },
  'allow-linked-paths': { type: 'boolean' },
  deadline: { type: 'string' },
  'key-prefix': { type: 'string' },
  repository: { type: 'string' },
  'cross-repository': { type: 'boolean' },
  manifest: { type: 'string' },
  'older-than': { type: 'string' },
  grace: { type: 'string' },
  report: { type: 'string' },
  quiet: { type: 'boolean' },
} as const;

/**
 * The keyspace from --repository or GITHUB_REPOSITORY (as the action's), or the shared one with
 * --cross-repository or when neither names a repository (a terminal outside CI).
 */
function keyspace(
  store: CacheStoreLocation,
  values: { repository?: string; 'cross-repository'?: boolean },
  env: NodeJS.ProcessEnv,
): CacheStoreLocation {
  if (values['cross-repository']) {
    if (values.repository !== undefined)
      throw new InputError(
        '--repository',
        values.repository,
        'left out with --cross-repository (the shared keyspace has no repository)',
      );
    return store;
  }
  const flag = values.repository !== undefined;
  const repository = flag ? values.repository! : (env.GITHUB_REPOSITORY ?? '').trim();
  if (repository === '' && !flag) return store;
  if (!REPOSITORY_NAME.test(repository))
    throw new InputError(flag ? '--repository' : 'GITHUB_REPOSITORY', repository, 'OWNER/NAME');
  return { ...store, repository };
}

function required(flag: string, value: string | undefined, form: string): string {
  if (value === undefined || value === '') throw new InputError(flag, value ?? '', form);
  return value;
}

function phaseTable(phases: readonly PhaseRecord[]): string {
  const end = Math.max(0, ...phases.map((p) => p.endMs ?? p.startMs ?? 0));
  const rows = [['phase', 'start', 'seconds', 'objects', 'bytes']];
  for (const p of phases)
    if (p.startMs !== undefined)
      rows.push([
        p.label,
        formatSeconds(p.startMs / 1000),
        formatSeconds(phaseSeconds(p, end)),
        formatCount(p.objects),
        formatSize(p.bytes),
      ]);
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows
    .map((r) =>
      r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  '),
    )
    .join('\n');
}

/**
 * @actions/glob logs through @actions/core, whose debug lines (`::debug::...`) mean something to
 * a runner and nothing in a terminal: the CLI drops them while a cache job runs.
 */
async function withoutRunnerDebug<T>(work: () => Promise<T>): Promise<T> {
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: unknown, ...rest: unknown[]) =>
    typeof chunk === 'string' && chunk.startsWith('::debug::')
      ? true
      : (write as (...a: unknown[]) => boolean)(chunk, ...rest)) as typeof process.stdout.write;
  try {
    return await work();
  } finally {
    process.stdout.write = write;
  }
}

/** `s3-sync cache save|restore|ls|rm|prune`: the cache engine from a terminal. */
export async function cacheCommand(args: string[], signal: AbortSignal): Promise<number> {
  const [action, ...rest] = args;
  if (!['save', 'restore', 'ls', 'rm', 'prune'].includes(action ?? ''))
    throw new InputError('cache', action ?? '', "one of 'save', 'restore', 'ls', 'rm', 'prune'");
  const { values, positionals } = parseArgs({ args: rest, allowPositionals: true, options: FLAGS });
  if (positionals.length !== 1)
    throw new InputError(
      `cache ${action}`,
      positionals.join(' '),
      'one S3 URL, s3://bucket/prefix',
    );
  const location = parseS3Url(positionals[0]!, `cache ${action}`);
  const store = keyspace(location, values, process.env);
  const json =
    values.report !== undefined &&
    parseChoice('--report', values.report, ['json', 'table'] as const) === 'json';
  const session = createS3Session({
    client: clientSettingsFromFlags(values),
    maxRequests: 32,
    signal,
  });
  const paths = values.path ?? [];
  const version = () => {
    if (paths.length === 0)
      throw new InputError('--path', '', 'at least one path (repeat --path for more)');
    return computeCacheVersion(paths, { crossOs: false });
  };
  // --quiet, as sync's: errors only (they are thrown, and printed by the CLI), not the phases,
  // the outcome or the warnings; --report json still prints the result object.
  const quiet = values.quiet ?? false;
  // Every line escaped (oneLogLine, safeJson): keys, manifest text and server messages are the
  // bucket's, and a line of theirs starting with `::` in a `run:` step (a scheduled prune) would be
  // a workflow command to the runner.
  const print = (result: object, text: string) => {
    if (json) console.log(safeJson(result));
    else if (!quiet) console.log(text.split('\n').map(oneLogLine).join('\n'));
  };
  const warn = (warnings: readonly string[]) => {
    if (!quiet) for (const w of warnings) console.error(`warning: ${oneLogLine(w)}`);
  };
  try {
    return await withoutRunnerDebug(async () => {
      if (action === 'save') {
        const key = required('--key', values.key, 'a cache key');
        const result = await saveCache(
          session,
          {
            store,
            paths,
            workspace: process.cwd(),
            key,
            version: version(),
            scope: values.scope?.[0] ?? DEFAULT_SCOPE,
            update: values.update ?? false,
          },
          signal,
        );
        warn(result.warnings);
        print(
          result,
          `${phaseTable(result.phases)}\n\n${result.outcome === 'exists' ? `the key ${JSON.stringify(key)} exists already (--update overwrites it)` : result.outcome}: ${formatCount(result.files)} files (${formatSize(result.bytes)}), uploaded ${formatSize(result.bytesUploaded)} in ${result.packsUploaded} pack(s) and ${result.blobsUploaded} blob(s), ${result.packsReused} pack(s) reused, ${result.packsCompacted ?? 0} compacted`,
        );
        return 0;
      }
      if (action === 'restore') {
        const key = required('--key', values.key, 'a cache key');
        const deadline =
          values.deadline === undefined
            ? undefined
            : parseDuration(
                '--deadline',
                /\d$/.test(values.deadline) ? `${values.deadline}s` : values.deadline,
              );
        const result = await restoreCache(
          session,
          {
            store,
            paths,
            workspace: process.cwd(),
            primaryKey: key,
            restoreKeys: values['restore-keys'] ?? [],
            version: version(),
            readScopes: values.scope?.length ? values.scope : [DEFAULT_SCOPE],
            lookupOnly: values['lookup-only'] ?? false,
            allowLinkedPaths: values['allow-linked-paths'] ?? false,
            ...(deadline === undefined ? {} : { deadlineMs: deadline }),
          },
          signal,
        );
        warn(result.warnings);
        const what =
          result.outcome === 'miss'
            ? `miss: no entry for ${result.keysTried.map((k) => JSON.stringify(k)).join(', ')}`
            : `${result.outcome} hit: ${JSON.stringify(result.matchedKey)} in scope ${JSON.stringify(result.matchedScope)}, ${formatCount(result.files)} files (${formatSize(result.bytes)}), ${formatCount(result.unchangedFiles)} unchanged, downloaded ${formatSize(result.bytesDownloaded ?? 0)}`;
        print(result, `${phaseTable(result.phases)}\n\n${what}`);
        return 0;
      }
      if (action === 'ls') {
        const entries = await listCacheEntries(session, store, values['key-prefix'], signal);
        const now = Date.now();
        const lines = entries.map(
          (e) =>
            `${new Date(e.lastModifiedMs).toISOString()}  ${formatSeconds((now - e.lastModifiedMs) / 1000).padStart(9)} ago  ${(e.files === undefined ? '?' : formatCount(e.files)).padStart(8)} files  ${(e.bytes === undefined ? '?' : formatSize(e.bytes)).padStart(10)}  scope ${JSON.stringify(e.scope)}  key ${JSON.stringify(e.key)}`,
        );
        print({ entries }, lines.length ? lines.join('\n') : 'no cache entries');
        return 0;
      }
      if (action === 'rm') {
        const result =
          values.manifest !== undefined
            ? await removeManifest(session, location, values.manifest, signal)
            : await removeEntries(
                session,
                store,
                {
                  key: required('--key', values.key, 'the key of the entries to remove'),
                  ...(values.scope?.length ? { scopes: values.scope } : {}),
                },
                signal,
              );
        print(
          result,
          result.removed.length
            ? `removed ${result.removed.length} entr(ies): ${result.removed.map((k) => JSON.stringify(k)).join(', ')} (their packs and blobs go at the next prune)`
            : 'no entry to remove',
        );
        return 0;
      }
      const olderThanMs = parseDuration(
        '--older-than',
        required('--older-than', values['older-than'], DURATION_FORM),
      );
      const graceMs =
        values.grace === undefined ? undefined : parseDuration('--grace', values.grace);
      // Prune reads every keyspace: packs are shared between them.
      const result = await pruneCache(
        session,
        location,
        { olderThanMs, ...(graceMs === undefined ? {} : { graceMs }) },
        signal,
      );
      warn([
        ...result.warnings,
        ...result.unreadable.map(
          (key) =>
            `to remove ${JSON.stringify(key)}: ${removeManifestCommand(positionals[0]!, key)}`,
        ),
      ]);
      print(
        result,
        `pruned ${result.manifestsDeleted} entr(ies) (${result.manifestsKept} kept) and ${result.objectsDeleted} pack(s) or blob(s) (${formatSize(result.bytesDeleted)}; ${result.objectsKept} kept)`,
      );
      return 0;
    });
  } finally {
    session.close();
  }
}

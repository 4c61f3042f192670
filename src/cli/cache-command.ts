import { parseArgs } from 'node:util';
import { computeCacheVersion } from '../cache/cache-version.js';
import { listCacheEntries } from '../cache/list-cache.js';
import { pruneCache } from '../cache/prune-cache.js';
import { restoreCache } from '../cache/restore-cache.js';
import { saveCache } from '../cache/save-cache.js';
import { InputError } from '../errors.js';
import { phaseSeconds, type PhaseRecord } from '../phases.js';
import { formatCount, formatSeconds, formatSize } from '../report/format.js';
import { parseS3Url } from '../s3/location.js';
import { createS3Session } from '../s3/s3-session.js';
import { parseChoice } from '../validate.js';
import { CLIENT_FLAGS, clientSettingsFromFlags } from './client-flags.js';

export const CACHE_USAGE = `usage: s3-sync cache save --key K --path P... s3://bucket/prefix [--update] [--scope S]
       s3-sync cache restore --key K [--restore-keys PREFIX]... --path P... s3://bucket/prefix [--lookup-only] [--scope S]... [--deadline SECONDS] [--allow-linked-paths]
       s3-sync cache ls s3://bucket/prefix [--key-prefix PREFIX]
       s3-sync cache prune s3://bucket/prefix --older-than 7d [--grace 1d]
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
  'older-than': { type: 'string' },
  grace: { type: 'string' },
  report: { type: 'string' },
  quiet: { type: 'boolean' },
} as const;

const DURATION_FORM = 'a duration like 30m, 12h or 7d';

function parseDuration(flag: string, value: string): number {
  const match = /^(\d+(?:\.\d+)?)(s|m|h|d)$/.exec(value.trim());
  if (!match) throw new InputError(flag, value, DURATION_FORM);
  const unit = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 }[
    match[2] as 's' | 'm' | 'h' | 'd'
  ];
  return Number(match[1]) * unit;
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

/** `s3-sync cache save|restore|ls|prune`: the cache engine from a terminal. */
export async function cacheCommand(args: string[], signal: AbortSignal): Promise<number> {
  const [action, ...rest] = args;
  if (!['save', 'restore', 'ls', 'prune'].includes(action ?? ''))
    throw new InputError('cache', action ?? '', "one of 'save', 'restore', 'ls', 'prune'");
  const { values, positionals } = parseArgs({ args: rest, allowPositionals: true, options: FLAGS });
  if (positionals.length !== 1)
    throw new InputError(
      `cache ${action}`,
      positionals.join(' '),
      'one S3 URL, s3://bucket/prefix',
    );
  const store = parseS3Url(positionals[0]!, `cache ${action}`);
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
  const print = (result: object, text: string) => {
    if (json) console.log(JSON.stringify(result));
    else if (!quiet) console.log(text);
  };
  const warn = (warnings: readonly string[]) => {
    if (!quiet) for (const w of warnings) console.error(`warning: ${w}`);
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
      const olderThanMs = parseDuration(
        '--older-than',
        required('--older-than', values['older-than'], DURATION_FORM),
      );
      const graceMs =
        values.grace === undefined ? undefined : parseDuration('--grace', values.grace);
      const result = await pruneCache(
        session,
        store,
        { olderThanMs, ...(graceMs === undefined ? {} : { graceMs }) },
        signal,
      );
      warn(result.warnings);
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

import { listCacheEntries } from '../cache/store/list-cache.js';
import { pruneCache } from '../cache/store/prune-cache.js';
import { removeEntries, removeManifest } from '../cache/store/remove-entries.js';
import { restoreCache } from '../cache/restore/restore-cache.js';
import { saveCache } from '../cache/save/save-cache.js';
import type { CacheRestoreResult } from '../cache/store/cache-types.js';
import { CACHE_MAX_REQUESTS, PRUNE_MAX_REQUESTS } from '../cache-action/cache-constants.js';
import { restoreRenderer, saveRenderer } from '../cache-action/cache-renderers.js';
import { cacheRestoreRequest, cacheSaveRequest } from '../cache-action/cache-requests.js';
import { s3RestoreReport, s3SaveReport } from '../cache-action/cache-step-report.js';
import { pruneRenderer, type PruneStepReport } from '../cache-action/prune-summary.js';
import { InputError } from '../errors.js';
import { oneLogLine } from '../report/format.js';
import { removeManifestCommand } from '../report/shell-command.js';
import type { ClientSettings } from '../s3/client-settings.js';
import type { S3Session } from '../s3/s3-session.js';
import { withS3Session } from '../s3/with-s3-session.js';
import { CACHE_SUBVERBS, type CacheSubverb } from './cache-cli-options.js';
import { lsText, rmText } from './cache-result-text.js';
import { CACHE_USAGE, cacheSubverbHelp } from './cache-usage.js';
import { safeJson } from './output.js';
import { cacheJobProgress } from './progress-flag.js';
import { RESTORE_STAGES, SAVE_STAGES } from '../progress/progress-sources.js';
import { readCacheArgs, readCacheJobArgs } from './read-cache-args.js';

export { CACHE_USAGE };

/** A restore with --fail-on-cache-miss that matched nothing, as the action's step fails. */
export class CacheMissError extends Error {
  override readonly name = 'CacheMissError';
}

/** How a subverb reports: the result object (`--report json`), its text, or nothing (`--quiet`). */
interface CacheOutput {
  readonly json: boolean;
  readonly quiet: boolean;
}

// Every line escaped (oneLogLine, safeJson): keys, manifest text and server messages are the
// bucket's, and a line of theirs starting with `::` in a `run:` step (a scheduled prune) would be
// a workflow command to the runner. --quiet, as sync's: errors only (they are thrown, and printed
// by the CLI), not the phases, the outcome or the warnings; --report json still prints the object.
// Streams as for every verb: data on stdout (the JSON, a listing), text for a person on stderr
// (the phase table, the result line), so `> file` or a pipe gets the data alone.
function print(output: CacheOutput, result: object, text: string, listing = false): void {
  if (output.json) console.log(safeJson(result));
  else if (output.quiet) return;
  else if (listing) console.log(text.split('\n').map(oneLogLine).join('\n'));
  else console.error(text.split('\n').map(oneLogLine).join('\n'));
}

function warn(output: CacheOutput, warnings: readonly string[]): void {
  if (!output.quiet) for (const w of warnings) console.error(`warning: ${oneLogLine(w)}`);
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

/**
 * Runs `work` on a session of its own, with as many requests in flight as the action's step, and
 * the runner's debug lines dropped.
 */
async function withQuietSession<T>(
  client: Omit<ClientSettings, 'maxSockets'>,
  maxRequests: number,
  signal: AbortSignal,
  work: (session: S3Session) => Promise<T>,
): Promise<T> {
  return withS3Session({ client, maxRequests, signal }, (session) =>
    withoutRunnerDebug(() => work(session)),
  );
}

async function save(args: string[], signal: AbortSignal): Promise<void> {
  const read = readCacheJobArgs('save', args, process.env);
  const key = read.settings.primaryKey;
  const refused = read.access?.saveSkipped;
  if (refused !== undefined) {
    // Said even with --quiet: a save that did not happen is what the user must know.
    console.error(oneLogLine(`s3-sync: cache save refused, nothing saved: ${refused}`));
    if (read.json) console.log(safeJson({ outcome: 'skipped', key, reason: refused }));
    return;
  }
  const startedAtMs = Date.now();
  const progress = cacheJobProgress(read.values.progress, SAVE_STAGES);
  const result = await withQuietSession(read.client, CACHE_MAX_REQUESTS, signal, (session) =>
    saveCache(session, cacheSaveRequest(read.settings, key), signal, progress.watch),
  ).finally(progress.stop);
  const report = s3SaveReport(read.settings, key, result, Date.now() - startedAtMs);
  warn(read, saveRenderer.warnings(report));
  print(read, result, saveRenderer.text(report));
}

/** The miss of a restore that ACTIONS_CACHE_MODE forbids: nothing looked up. */
const SKIPPED_RESTORE: CacheRestoreResult = {
  outcome: 'miss',
  keysTried: [],
  files: 0,
  bytes: 0,
  unchangedFiles: 0,
  phases: [],
  warnings: [],
};

async function restore(args: string[], signal: AbortSignal): Promise<void> {
  const read = readCacheJobArgs('restore', args, process.env);
  const { deadline } = read.values;
  const request = {
    ...cacheRestoreRequest(read.settings),
    ...(deadline === undefined ? {} : { deadlineMs: deadline }),
  };
  const skipped = read.access?.restoreSkipped;
  if (skipped !== undefined) warn(read, [`cache restore skipped, a miss: ${skipped}`]);
  const startedAtMs = Date.now();
  const progress = cacheJobProgress(read.values.progress, RESTORE_STAGES);
  const result =
    skipped !== undefined
      ? SKIPPED_RESTORE
      : await withQuietSession(read.client, CACHE_MAX_REQUESTS, signal, (session) =>
          restoreCache(session, request, signal, progress.watch),
        ).finally(progress.stop);
  const report = s3RestoreReport(read.settings, result, Date.now() - startedAtMs);
  warn(read, restoreRenderer.warnings(report));
  print(read, result, restoreRenderer.text(report));
  if (result.outcome === 'miss' && read.values.failOnCacheMiss)
    throw new CacheMissError(
      `no cache entry for the key ${JSON.stringify(request.primaryKey)} or its restore keys, and --fail-on-cache-miss is set`,
    );
}

async function ls(args: string[], signal: AbortSignal): Promise<void> {
  const read = readCacheArgs('ls', args, process.env);
  const entries = await withQuietSession(read.client, CACHE_MAX_REQUESTS, signal, (session) =>
    listCacheEntries(session, read.store, read.values.keyPrefix, signal),
  );
  print(read, { entries }, lsText(entries, Date.now()), true);
}

async function rm(args: string[], signal: AbortSignal): Promise<void> {
  const read = readCacheArgs('rm', args, process.env);
  const { key, manifest, literalScope } = read.values;
  if (manifest === undefined && key === undefined)
    throw new InputError('--key', '', 'the key of the entries to remove (or --manifest)');
  const result = await withQuietSession(read.client, PRUNE_MAX_REQUESTS, signal, (session) =>
    manifest !== undefined
      ? removeManifest(session, read.location, manifest, signal)
      : removeEntries(
          session,
          read.store,
          { key: key!, ...(literalScope.length ? { scopes: literalScope } : {}) },
          signal,
        ),
  );
  print(read, result, rmText(result));
}

async function prune(args: string[], signal: AbortSignal): Promise<void> {
  const read = readCacheArgs('prune', args, process.env);
  const { olderThan, grace } = read.values;
  // Prune reads every keyspace: packs are shared between them.
  const startedAtMs = Date.now();
  const result = await withQuietSession(read.client, PRUNE_MAX_REQUESTS, signal, (session) =>
    pruneCache(session, read.location, { olderThanMs: olderThan, graceMs: grace }, signal),
  );
  const report: PruneStepReport = {
    ...result,
    store: read.location,
    deleteKey: undefined,
    olderThanMs: olderThan,
    graceMs: grace,
    keyRemoved: undefined,
    totalMs: Date.now() - startedAtMs,
  };
  const removeCommands = result.unreadable.map(
    (key) => `to remove ${JSON.stringify(key)}: ${removeManifestCommand(read.storeUrl, key)}`,
  );
  warn(read, [...result.warnings, ...removeCommands]);
  print(read, result, pruneRenderer.text(report));
}

const SUBVERBS: Record<CacheSubverb, (args: string[], signal: AbortSignal) => Promise<void>> = {
  save,
  restore,
  ls,
  rm,
  prune,
};

const isSubverb = (word: string | undefined): word is CacheSubverb =>
  (CACHE_SUBVERBS as readonly (string | undefined)[]).includes(word);

/** `s3-sync cache save|restore|ls|rm|prune`: the cache engine from a terminal. */
export async function cacheCommand(args: string[], signal: AbortSignal): Promise<number> {
  const [subverb, ...rest] = args;
  if (subverb === '--help' || subverb === '-h' || subverb === 'help') {
    console.log(CACHE_USAGE);
    return 0;
  }
  if (!isSubverb(subverb))
    throw new InputError(
      'cache',
      subverb ?? '',
      `one of ${CACHE_SUBVERBS.map((verb) => `'${verb}'`).join(', ')}`,
    );
  if (rest.includes('--help') || rest.includes('-h')) {
    console.log(cacheSubverbHelp(subverb));
    return 0;
  }
  await SUBVERBS[subverb](rest, signal);
  return 0;
}

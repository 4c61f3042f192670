import * as core from '@actions/core';
import { pruneCache, type PruneResult } from '../cache/store/prune-cache.js';
import { removeEntries } from '../cache/store/remove-entries.js';
import type { CacheStoreLocation } from '../cache/store/cache-types.js';
import { InputError } from '../errors.js';
import {
  clientSettingsFrom,
  connectionSecrets,
  type ConnectionValues,
} from '../options/connection-options.js';
import { readActionOptions, type OptionValues } from '../options/option-table.js';
import { oneLogLine } from '../report/format.js';
import { createS3Session, type S3Session } from '../s3/s3-session.js';
import { BUCKET_ENV, CacheInputs, PRUNE_MAX_REQUESTS } from './cache-constants.js';
import { readRepository, readStore } from './cache-settings.js';
import { withJobSignal } from './job-signal.js';
import { PRUNE_OPTIONS, PruneOutputs } from './prune-options.js';
import { removeCommandFor, renderPruneSummary, type PruneStepReport } from './prune-summary.js';
import { writeStepSummary } from './write-step-summary.js';

/**
 * cache/prune: remove entries older than `older-than` and every pack and blob no remaining entry
 * reads (or, with `delete-key`, one key's entries and then what no entry reads). Anything that
 * fails fails the step: a scheduled job should say so, not warn.
 */
export function runPruneStep(): Promise<void> {
  return withJobSignal((signal) => runStep(signal));
}

type PruneValues = OptionValues<typeof PRUNE_OPTIONS>;

/** One prune's inputs and the session it runs on. */
interface PruneRun {
  readonly values: PruneValues;
  readonly store: CacheStoreLocation;
  readonly session: S3Session;
  readonly signal: AbortSignal;
  readonly startedAtMs: number;
}

async function runStep(signal: AbortSignal): Promise<void> {
  const startedAtMs = Date.now();
  let report: PruneStepReport | undefined;
  let summary = true;
  let failure: Error | undefined;
  try {
    const env = process.env;
    const values = readActionOptions(PRUNE_OPTIONS, (name) => core.getInput(name), {
      baseDir: env.GITHUB_WORKSPACE || process.cwd(),
    });
    summary = values.summary;
    const store = readStore(values.bucket, env);
    if (!store)
      throw new InputError(
        CacheInputs.Bucket,
        '',
        `an S3 URL such as 's3://my-caches/prefix/' (or the ${BUCKET_ENV} environment variable): prune has no GitHub cache service fallback`,
      );
    const connection: ConnectionValues = values;
    connectionSecrets(connection).forEach((secret) => core.setSecret(secret));
    const session = createS3Session({
      client: clientSettingsFrom(connection, env, 'action'),
      maxRequests: PRUNE_MAX_REQUESTS,
      signal,
    });
    try {
      report = await prune({ values, store, session, signal, startedAtMs });
    } finally {
      session.close();
    }
    announce(report);
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
    core.setFailed(oneLogLine(failure.message));
  } finally {
    const done = report;
    if (summary) await writeStepSummary(() => renderPruneSummary(done, failure));
  }
}

/** Removes the key's entries (with `delete-key`), then prunes the store. */
async function prune(run: PruneRun): Promise<PruneStepReport> {
  const { values, store, session, signal } = run;
  let removedKey: readonly string[] = [];
  let removedKeyBytes = 0;
  if (values.deleteKey !== '') {
    const keyspace: CacheStoreLocation = values.crossRepository
      ? store
      : { ...store, repository: readRepository(process.env) };
    const removed = await core.group('Remove the key', () =>
      removeEntries(session, keyspace, { key: values.deleteKey }, signal),
    );
    removedKey = removed.removed;
    removedKeyBytes = removed.bytesDeleted;
  }
  const result: PruneResult = await core.group('Prune the store', () =>
    pruneCache(
      session,
      store,
      {
        // Delete mode removes no entry by age: only the key's, then what nothing reads.
        olderThanMs: values.deleteKey !== '' ? Number.POSITIVE_INFINITY : values.olderThan,
        graceMs: values.grace,
      },
      signal,
    ),
  );
  return {
    store,
    deleteKey: values.deleteKey === '' ? undefined : values.deleteKey,
    olderThanMs: values.olderThan,
    graceMs: values.grace,
    entriesRemoved: removedKey.length + result.manifestsDeleted,
    entriesKept: result.manifestsKept,
    objectsRemoved: result.objectsDeleted,
    objectsKept: result.objectsKept,
    bytesRemoved: removedKeyBytes + result.bytesDeleted,
    unreadable: result.unreadable,
    warnings: result.warnings,
    totalMs: Date.now() - run.startedAtMs,
  };
}

/** The prune's warnings, its one-line result and the step's outputs. */
function announce(report: PruneStepReport): void {
  for (const warning of report.warnings) core.warning(oneLogLine(warning));
  for (const command of report.unreadable.map((key) => removeCommandFor(report, key)))
    core.warning(oneLogLine(`Remove it with: ${command}`));
  core.info(
    oneLogLine(
      `Removed ${report.entriesRemoved} entr(ies) (${report.entriesKept} kept) and ${report.objectsRemoved} pack(s) or blob(s) (${report.objectsKept} kept), ${report.bytesRemoved} bytes in all, in ${(report.totalMs / 1000).toFixed(2)} s.`,
    ),
  );
  core.setOutput(PruneOutputs.EntriesRemoved, String(report.entriesRemoved));
  core.setOutput(PruneOutputs.ObjectsRemoved, String(report.objectsRemoved));
  core.setOutput(PruneOutputs.BytesRemoved, String(report.bytesRemoved));
}

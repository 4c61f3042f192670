import * as core from '@actions/core';
import { pruneCache } from '../cache/store/prune-cache.js';
import { removeEntries, type RemoveResult } from '../cache/store/remove-entries.js';
import type { CacheStoreLocation } from '../cache/store/cache-types.js';
import { InputError } from '../errors.js';
import {
  clientSettingsFrom,
  connectionSecrets,
  type ConnectionValues,
} from '../options/connection-options.js';
import { readActionOptions, type OptionValues } from '../options/option-table.js';
import { oneLogLine } from '../report/format.js';
import {
  logProxy,
  maskSecrets,
  publishReport,
  writeStepSummary,
} from '../report/publish-report.js';
import type { S3Session } from '../s3/s3-session.js';
import { withS3Session } from '../s3/with-s3-session.js';
import { BUCKET_ENV, CacheInputs, PRUNE_MAX_REQUESTS } from './cache-constants.js';
import { readRepository, readStore } from './cache-settings.js';
import { withJobSignal } from './job-signal.js';
import { PRUNE_OPTIONS } from './prune-options.js';
import { pruneRenderer, renderPruneSummary, type PruneStepReport } from './prune-summary.js';

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
    maskSecrets(connectionSecrets(connection));
    const client = clientSettingsFrom(connection, env, 'action');
    logProxy(client.proxy);
    report = await withS3Session(
      {
        client,
        maxRequests: PRUNE_MAX_REQUESTS,
        signal,
      },
      (session) => prune({ values, store, session, signal, startedAtMs }),
    );
    publishReport(pruneRenderer, report);
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
  let keyRemoved: RemoveResult | undefined;
  if (values.deleteKey !== '') {
    const keyspace: CacheStoreLocation = values.crossRepository
      ? store
      : { ...store, repository: readRepository(process.env) };
    keyRemoved = await core.group('Remove the key', () =>
      removeEntries(session, keyspace, { key: values.deleteKey }, signal),
    );
  }
  const result = await core.group('Prune the store', () =>
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
    ...result,
    store,
    deleteKey: values.deleteKey === '' ? undefined : values.deleteKey,
    olderThanMs: values.olderThan,
    graceMs: values.grace,
    keyRemoved,
    totalMs: Date.now() - run.startedAtMs,
  };
}

import * as core from '@actions/core';
import type { CacheBackend } from './cache-backend.js';
import { logProxy } from '../report/publish-report.js';
import type { CacheReuseHint } from '../cache/store/cache-types.js';
import { restoreCache } from '../cache/restore/restore-cache.js';
import { saveCache } from '../cache/save/save-cache.js';
import type { S3SessionOptions } from '../s3/s3-session.js';
import { withS3Session } from '../s3/with-s3-session.js';
import { CACHE_MAX_REQUESTS } from './cache-constants.js';
import { restoreTimeout } from './download-timeout.js';
import { cacheRestoreRequest, cacheSaveRequest } from './cache-requests.js';
import type { CacheSettings } from './cache-settings.js';
import { s3RestoreReport, s3SaveReport } from './cache-step-report.js';
import { ProgressMeter, progressEveryMs } from '../progress/progress-meter.js';
import {
  phaseMeter,
  RESTORE_STAGES,
  SAVE_STAGES,
  type ProgressStage,
} from '../progress/progress-sources.js';

function isReuseHint(value: unknown): value is CacheReuseHint {
  const hint = value as Partial<CacheReuseHint> | undefined;
  return typeof hint?.manifestObjectKey === 'string' && typeof hint.manifestSha256 === 'string';
}

/** The step's session: as many requests as a cache job keeps in flight; a proxy said once. */
function sessionOptions(settings: CacheSettings, signal: AbortSignal): S3SessionOptions {
  logProxy(settings.client.proxy);
  return { client: settings.client, maxRequests: CACHE_MAX_REQUESTS, signal };
}

/**
 * A long restore or save says how far it is in the step's log, a line about every second (as
 * @actions/cache does); one that ends within the first second says nothing.
 */
function logProgress(stages: readonly ProgressStage[]) {
  return phaseMeter(stages, (read) =>
    new ProgressMeter({
      read,
      style: 'log',
      everyMs: progressEveryMs(process.env, 'log'),
      write: (line) => core.info(line),
    }).start(),
  );
}

/** The user's bucket, through the cache engine (src/cache/). */
export const s3Backend: CacheBackend = {
  async restore(settings, signal, startedAtMs) {
    const store = settings.store!;
    const timeout = restoreTimeout(process.env);
    const request = {
      ...cacheRestoreRequest({ ...settings, store }),
      ...(timeout.deadlineMs === undefined ? {} : { deadlineMs: timeout.deadlineMs }),
      deadlineSetBy: timeout.setBy,
    };
    const progress = logProgress(RESTORE_STAGES);
    const result = await withS3Session(sessionOptions(settings, signal), (session) =>
      restoreCache(session, request, signal, progress.watch),
    ).finally(progress.stop);
    const report = s3RestoreReport(settings, result, Date.now() - startedAtMs);
    return {
      ...report,
      // `none`, as with no store at all: the post step then does not try to save to it.
      backend: result.unreachable ? 'none' : 's3',
      warnings: timeout.warning ? [timeout.warning, ...report.warnings] : report.warnings,
    };
  },

  async save(settings, { key, reuse }, signal, startedAtMs) {
    const store = settings.store!;
    const progress = logProgress(SAVE_STAGES);
    const result = await withS3Session(sessionOptions(settings, signal), (session) =>
      saveCache(
        session,
        cacheSaveRequest({ ...settings, store }, key, isReuseHint(reuse) ? reuse : undefined),
        signal,
        progress.watch,
      ),
    ).finally(progress.stop);
    return s3SaveReport(settings, key, result, Date.now() - startedAtMs);
  },
};

import * as core from '@actions/core';
import type { CacheBackend } from './cache-backend.js';
import { proxyNotice } from '../s3/proxy-settings.js';
import type { CacheReuseHint } from '../cache/store/cache-types.js';
import { restoreCache } from '../cache/restore/restore-cache.js';
import { saveCache } from '../cache/save/save-cache.js';
import { createS3Session, type S3Session } from '../s3/s3-session.js';
import { CACHE_MAX_REQUESTS } from './cache-constants.js';
import { restoreTimeout } from './download-timeout.js';
import { cacheRestoreRequest, cacheSaveRequest } from './cache-requests.js';
import type { CacheSettings } from './cache-settings.js';

function isReuseHint(value: unknown): value is CacheReuseHint {
  const hint = value as Partial<CacheReuseHint> | undefined;
  return typeof hint?.manifestObjectKey === 'string' && typeof hint.manifestSha256 === 'string';
}

async function withSession<T>(
  settings: CacheSettings,
  signal: AbortSignal,
  work: (session: S3Session) => Promise<T>,
): Promise<T> {
  const proxy = proxyNotice(settings.client.proxy);
  if (proxy) core.info(proxy);
  const session = createS3Session({
    client: settings.client,
    maxRequests: CACHE_MAX_REQUESTS,
    signal,
  });
  try {
    return await work(session);
  } finally {
    session.close();
  }
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
    const result = await withSession(settings, signal, (session) =>
      restoreCache(session, request, signal),
    );
    return {
      // `none`, as with no store at all: the post step then does not try to save to it.
      backend: result.unreachable ? 'none' : 's3',
      primaryKey: settings.primaryKey,
      outcome: result.outcome,
      matchedKey: result.matchedKey,
      matchedScope: result.matchedScope,
      readScopes: settings.scopes.readScopes,
      keysTried: result.keysTried,
      lookupOnly: settings.lookupOnly,
      files: result.files,
      bytes: result.bytes,
      unchangedFiles: result.unchangedFiles,
      bytesDownloaded: result.bytesDownloaded,
      manifestBytes: result.manifestBytes,
      folders: result.folders,
      links: result.links,
      phases: result.phases,
      totalMs: Date.now() - startedAtMs,
      warnings: timeout.warning ? [timeout.warning, ...result.warnings] : result.warnings,
      reuse: result.reuse,
    };
  },

  async save(settings, key, reuse, signal, startedAtMs) {
    const store = settings.store!;
    const result = await withSession(settings, signal, (session) =>
      saveCache(
        session,
        cacheSaveRequest({ ...settings, store }, key, isReuseHint(reuse) ? reuse : undefined),
        signal,
      ),
    );
    const reasons = {
      saved: undefined,
      exists: `the key has an entry in this scope already (set 'update: true' to replace it)`,
      'nothing-to-save': 'the paths hold no files',
    };
    return {
      backend: 's3',
      key,
      scope: settings.scopes.writeScope,
      outcome: result.outcome,
      reason: reasons[result.outcome],
      files: result.files,
      bytes: result.bytes,
      bytesUploaded: result.bytesUploaded,
      packsUploaded: result.packsUploaded,
      packsReused: result.packsReused,
      blobsUploaded: result.blobsUploaded,
      manifestBytes: result.manifestBytes,
      folders: result.folders,
      links: result.links,
      phases: result.phases,
      totalMs: Date.now() - startedAtMs,
      warnings: result.warnings,
    };
  },
};

import * as core from '@actions/core';
import type { CacheBackend } from './cache-backend.js';
import { proxyNotice } from '../s3/proxy-settings.js';
import type { CacheReuseHint } from '../cache/cache-types.js';
import { computeCacheVersion } from '../cache/cache-version.js';
import { restoreCache } from '../cache/restore-cache.js';
import { saveCache } from '../cache/save-cache.js';
import { createS3Session, type S3Session } from '../s3/s3-session.js';
import type { CacheSettings } from './cache-settings.js';

/** Requests in flight at once: downloads and uploads of packs, with room for their parts. */
const MAX_REQUESTS = 64;

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
  const session = createS3Session({ client: settings.client, maxRequests: MAX_REQUESTS, signal });
  try {
    return await work(session);
  } finally {
    session.close();
  }
}

const version = (settings: CacheSettings) =>
  computeCacheVersion(settings.paths, { crossOs: settings.crossOs });

/** The user's bucket, through the cache engine (src/cache/). */
export const s3Backend: CacheBackend = {
  async restore(settings, signal, startedAtMs) {
    const store = settings.store!;
    const result = await withSession(settings, signal, (session) =>
      restoreCache(
        session,
        {
          store,
          paths: settings.paths,
          workspace: settings.workspace,
          primaryKey: settings.primaryKey,
          restoreKeys: settings.restoreKeys,
          version: version(settings),
          readScopes: settings.scopes.readScopes,
          lookupOnly: settings.lookupOnly,
          allowLinkedPaths: settings.allowLinkedPaths,
        },
        signal,
      ),
    );
    return {
      backend: 's3',
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
      warnings: result.warnings,
      reuse: result.reuse,
    };
  },

  async save(settings, key, reuse, signal, startedAtMs) {
    const store = settings.store!;
    const result = await withSession(settings, signal, (session) =>
      saveCache(
        session,
        {
          store,
          paths: settings.paths,
          workspace: settings.workspace,
          key,
          version: version(settings),
          scope: settings.scopes.writeScope,
          update: settings.update,
          ...(isReuseHint(reuse) ? { reuse } : {}),
        },
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

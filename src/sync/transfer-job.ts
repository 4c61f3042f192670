import path from 'node:path';
import { copyObject } from '../transfer/copy.js';
import { downloadObject } from '../transfer/download.js';
import { uploadFile } from '../transfer/upload.js';
import type { SyncAction } from './plan-sync.js';
import { relativePathToKey, safeLocalPath } from './safe-local-path.js';
import type { SyncJob } from './sync-job.js';
import { SideMismatchError, type AnySyncEntry } from './sync-sides.js';
import type { Endpoint } from './sync-request.js';

// What one planned copy becomes: the two ends the aws-cli line names, and the transfer to run.

export type CopyAction = Extract<SyncAction<AnySyncEntry, AnySyncEntry>, { kind: 'copy' }>;

/** As the aws-cli prints a local path: relative to the working folder when inside it. */
function displayPath(p: string): string {
  // Every line of a sync is made (the report keeps the failed ones' too), so the usual case, a
  // normalized absolute path, is done by hand: path.relative resolves both sides each time (1-2%
  // of a small download's CPU in a `--cpu-prof`).
  const cwd = process.cwd();
  if (path.sep === '/' && path.isAbsolute(p) && p === path.normalize(p)) {
    const inside = cwd.endsWith(path.sep) ? cwd : cwd + path.sep;
    return p.startsWith(inside) && p.length > inside.length ? p.slice(inside.length) : p;
  }
  const rel = path.relative(cwd, p);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : p;
}

/** Where `rel` lands at the destination, as the aws-cli prints it. */
export function displayTarget(destination: Endpoint, rel: string): string {
  if (destination.kind === 's3')
    return `s3://${destination.location.bucket}/${relativePathToKey(rel, destination.location.prefix, '/')}`;
  return displayPath(path.join(destination.path, ...rel.split('/')));
}

/** The two ends of a copy action, as the aws-cli prints them (`download: <from> to <to>`). */
export function displayEnds(
  action: CopyAction,
  source: Endpoint,
  destination: Endpoint,
): { from: string; to: string } {
  const entry = action.source;
  let from: string;
  if (entry.at === 'local') from = displayPath(entry.path);
  else if (source.kind === 's3') from = `s3://${source.location.bucket}/${entry.key}`;
  else throw new SideMismatchError('the line of a copy from a local folder', entry);
  return { from, to: displayTarget(destination, action.rel) };
}

/** The work for one copy action, or why it cannot be done (a key that would escape). */
export function transferJob(
  action: CopyAction,
  job: Pick<SyncJob, 'request' | 'context' | 'folders'>,
): (() => Promise<void>) | string {
  const { context, folders } = job;
  const { source, destination } = job.request;
  const entry = action.source;
  if (entry.at === 's3' && source.kind === 's3' && destination.kind === 'local') {
    const local = safeLocalPath(destination.path, action.rel);
    if (local.kind === 'refused')
      return `refused key ${JSON.stringify(entry.key)}: ${local.reason}; nothing was written for it`;
    if (local.kind === 'dir') return async () => folders!.ensure(local.path);
    const download = {
      bucket: source.location.bucket,
      key: entry.key,
      size: entry.size,
      lastModifiedMs: entry.mtimeMs,
      etag: entry.etag,
      targetPath: local.path,
    };
    return async () => {
      await folders!.ensure(path.dirname(local.path));
      await downloadObject(download, context);
    };
  }
  if (entry.at === 'local' && destination.kind === 's3') {
    const key = relativePathToKey(action.rel, destination.location.prefix, '/');
    return async () => {
      await uploadFile(
        {
          path: entry.path,
          size: entry.size,
          bucket: destination.location.bucket,
          key,
          md5Hex: action.sourceMd5Hex,
        },
        context,
      );
    };
  }
  if (entry.at === 's3' && source.kind === 's3' && destination.kind === 's3') {
    const key = relativePathToKey(action.rel, destination.location.prefix, '/');
    return () =>
      copyObject(
        {
          sourceBucket: source.location.bucket,
          sourceKey: entry.key,
          size: entry.size,
          etag: entry.etag,
          bucket: destination.location.bucket,
          key,
          md5Hex: action.sourceMd5Hex,
        },
        context,
      );
  }
  return 'local to local is not a transfer this tool makes';
}

import { stat } from 'node:fs/promises';
import type { ClientSettings } from '../s3/client-settings.js';
import { listObjects } from '../s3/list/list-objects.js';
import type { ListConcurrency, ListerKind, ListStats } from '../s3/list/list-types.js';
import type { S3Location } from '../s3/location.js';
import { clipToRange, folderBeforeRange, listBoundsOf, type KeyRange } from './key-range.js';
import type { SyncEntry } from './plan-sync.js';
import type { TempFile } from '../transfer/temp-files.js';
import { walkLocal, type LocalEntry, type WalkWarning } from './walk-local.js';

/**
 * An object at one side of a sync, named by its path relative to the prefix. `at` says which
 * side it was listed from, set where the entry is made, so that the executor switches on the
 * entry itself: a direction bug is a type error, not a cast that compiles.
 */
export interface S3SyncEntry extends SyncEntry {
  readonly at: 's3';
  readonly key: string;
  readonly etag: string;
}

/** A file of the local side (walk-local.ts's entry, which sets `at`). */
export type LocalSyncEntry = LocalEntry;

export type AnySyncEntry = S3SyncEntry | LocalSyncEntry;

/** An entry met on a side whose endpoint is of the other kind: a bug in the caller, not input. */
export class SideMismatchError extends Error {
  constructor(what: string, entry: AnySyncEntry) {
    super(`internal error: ${what} got a ${entry.at} entry (${JSON.stringify(entry.rel)})`);
    this.name = 'SideMismatchError';
  }
}

/**
 * aws-cli's rule for recursive commands: `s3://bucket/dir` means the folder `dir/`, so that
 * `dir-old/x` is not swept in with it.
 */
export function folderPrefix(prefix: string): string {
  return prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`;
}

export interface S3Side {
  readonly batches: AsyncIterable<readonly S3SyncEntry[]>;
  readonly stats: ListStats;
}

export function listS3Side(
  location: S3Location,
  options: {
    client: Omit<ClientSettings, 'maxSockets'>;
    lister: ListerKind;
    listConcurrency?: ListConcurrency | undefined;
    pageSize: number;
    signal: AbortSignal;
    onDebug?: (message: string) => void;
    range?: KeyRange | undefined;
  },
): S3Side {
  const prefix = location.prefix;
  const listing = listObjects({
    ...listBoundsOf(prefix, options.range),
    client: { ...options.client, maxSockets: 2 },
    bucket: location.bucket,
    prefix,
    lister: options.lister,
    listConcurrency: options.listConcurrency,
    pageSize: options.pageSize,
    signal: options.signal,
    onDebug: options.onDebug,
  });
  async function* batches(): AsyncGenerator<readonly S3SyncEntry[]> {
    for await (const batch of listing) {
      const entries: S3SyncEntry[] = [];
      for (const o of batch) {
        // The prefix's own folder marker (`dir/` under `s3://b/dir/`) is the root folder, not an
        // entry: the aws-cli drops it, and kept it would be "downloaded" (or deleted) every run.
        if (o.key === prefix && o.size === 0) continue;
        entries.push({
          at: 's3',
          rel: o.key.slice(prefix.length),
          key: o.key,
          size: o.size,
          mtimeMs: o.lastModifiedMs,
          etag: o.etag,
        });
      }
      yield entries;
    }
  }
  return { batches: batches(), stats: listing.stats };
}

/** A local folder as a sorted listing; a folder that does not exist yet is empty. */
export async function* listLocalSide(
  root: string,
  options: {
    followSymlinks: boolean;
    signal: AbortSignal;
    onWarning: (w: WalkWarning) => void;
    mustExist: boolean;
    onTempFile?: ((file: TempFile) => void) | undefined;
    /** One shard: only the files inside it, and folders wholly before it are never read. */
    range?: KeyRange | undefined;
  },
): AsyncGenerator<readonly LocalEntry[]> {
  const exists = await stat(root).then(
    (s) => s.isDirectory(),
    () => false,
  );
  if (!exists) {
    if (options.mustExist)
      throw new Error(
        `The source folder ${JSON.stringify(root)} does not exist or is not a folder`,
      );
    return;
  }
  const { range } = options;
  const walk = walkLocal(root, {
    followSymlinks: options.followSymlinks,
    signal: options.signal,
    onWarning: options.onWarning,
    ...(options.onTempFile ? { onTempFile: options.onTempFile } : {}),
    ...(range ? { skipFolder: (rel: string) => folderBeforeRange(rel, range) } : {}),
  });
  yield* clipToRange(walk, range);
}

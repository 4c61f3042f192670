import type { ClientSettings } from '../s3/client-settings.js';
import type { ListConcurrency, ListerKind } from '../s3/list/list-types.js';
import type { S3Location } from '../s3/location.js';
import type { ObjectOptions } from '../s3/object-params.js';
import type { FilterRule } from './filters.js';
import type { KeyRange } from './key-range.js';

/** One side of a transfer: an S3 prefix or a local folder (absolute). */
export type Endpoint =
  | { readonly kind: 's3'; readonly location: S3Location }
  | { readonly kind: 'local'; readonly path: string };

/** What the engine runs: the same object whether it comes from the action's inputs or CLI flags. */
export interface SyncRequest {
  readonly source: Endpoint;
  readonly destination: Endpoint;
  readonly mode: 'sync' | 'cp';
  readonly lister: ListerKind;
  /** Default `auto`. */
  readonly listConcurrency?: ListConcurrency | undefined;
  readonly delete: boolean;
  readonly dryrun: boolean;
  readonly sizeOnly: boolean;
  readonly exactTimestamps: boolean;
  /** Same size: compare content hashes, not times (issue 28). Default false. */
  readonly checksum?: boolean | undefined;
  /** Where to write the keys written and deleted, one JSON string a line; undefined: nowhere. */
  readonly changedKeysPath?: string | undefined;
  readonly filters: readonly FilterRule[];
  /** One shard: both sides limited to these keys (relative to the prefix); undefined is all. */
  readonly range?: KeyRange | undefined;
  readonly followSymlinks: boolean;
  readonly concurrency: number;
  readonly pageSize: number;
  readonly multipartThresholdBytes: number;
  readonly multipartChunksizeBytes: number;
  /** Downloads under this size go as one GET (default STREAM_CUTOFF_BYTES); tests lower it. */
  readonly streamCutoffBytes?: number | undefined;
  readonly client: Omit<ClientSettings, 'maxSockets'>;
  readonly objectOptions: ObjectOptions;
  /**
   * What the front-end does when the source held nothing (warn, fail, or neither); the job
   * itself runs the same. Default: the front-end's.
   */
  readonly ifNoFilesFound?: 'warn' | 'error' | 'ignore' | undefined;
}

export const DEFAULT_CONCURRENCY = 64;
export const MAX_CONCURRENCY = 512;
export const MIN_PART_BYTES = 5 * 1024 * 1024;
export const MAX_PART_BYTES = 5 * 1024 * 1024 * 1024;

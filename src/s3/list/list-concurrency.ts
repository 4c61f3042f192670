import { SettingError } from '../../errors.js';
import { AUTO_LIST_CONCURRENCY, MAX_LIST_CONCURRENCY, type ListConcurrency } from './list-types.js';

/** How many chains the threaded lister may run for this bucket. */
export function resolveListConcurrency(
  bucket: string,
  value: ListConcurrency = 'auto',
  onDebug?: (message: string) => void,
): number {
  if (value !== 'auto' && (!Number.isInteger(value) || value < 1 || value > MAX_LIST_CONCURRENCY)) {
    throw new SettingError(
      'listConcurrency',
      String(value),
      `'auto' or an integer from 1 to ${MAX_LIST_CONCURRENCY}`,
    );
  }
  // S3 Express directory buckets list without order and refuse StartAfter: ranges cannot work.
  if (bucket.endsWith('--x-s3')) {
    onDebug?.(
      `bucket ${JSON.stringify(bucket)} is an S3 Express directory bucket: listing with one chain`,
    );
    return 1;
  }
  return value === 'auto' ? AUTO_LIST_CONCURRENCY : value;
}

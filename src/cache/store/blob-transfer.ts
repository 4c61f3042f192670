import type { CacheSession } from './cache-types.js';
import { ByteBudget } from '../../transfer/byte-budget.js';
import { LargeTransferMeter } from '../../transfer/large-transfer-meter.js';
import type { TransferContext } from '../../transfer/transfer-context.js';

/** Bytes a cache job holds in flight: packs fetched but not yet written, blob parts and ranges. */
export const CACHE_BYTES_IN_FLIGHT = 64 * 1024 * 1024;

/**
 * The transfer settings for blobs, which go through the sync's own upload and download code:
 * multipart (and parallel ranged GETs) from 16 MiB, in 8 MiB parts, within the job's budget of
 * bytes in flight (shared with the packs of a restore).
 */
export function blobTransferContext(
  session: CacheSession,
  signal: AbortSignal,
  budget: ByteBudget = new ByteBudget(CACHE_BYTES_IN_FLIGHT, signal),
  onBytes: (bytes: number) => void = () => undefined,
): TransferContext {
  return {
    client: session.client,
    direct: session.direct,
    signal,
    multipartThresholdBytes: 16 * 1024 * 1024,
    multipartChunksizeBytes: 8 * 1024 * 1024,
    budget,
    meter: new LargeTransferMeter(),
    objectOptions: { contentType: 'application/octet-stream' },
    onBytes,
  };
}

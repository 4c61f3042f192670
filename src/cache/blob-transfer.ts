import type { TransferContext } from '../transfer/transfer-context.js';
import type { CacheSession } from './cache-types.js';

/**
 * The transfer settings for blobs, which go through the sync's own upload and download code:
 * multipart (and parallel ranged GETs) from 16 MiB, in 8 MiB parts, 8 at a time.
 */
export function blobTransferContext(
  session: CacheSession,
  signal: AbortSignal,
  onBytes: (bytes: number) => void = () => undefined,
): TransferContext {
  return {
    client: session.client,
    direct: session.direct,
    signal,
    multipartThresholdBytes: 16 * 1024 * 1024,
    multipartChunksizeBytes: 8 * 1024 * 1024,
    partConcurrency: 8,
    objectOptions: { contentType: 'application/octet-stream' },
    onBytes,
  };
}

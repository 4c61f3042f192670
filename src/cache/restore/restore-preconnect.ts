import { rawConnections } from '../../s3/raw/raw-connections.js';
import { storeRoot } from '../store/cache-names.js';
import { FIRST_PIECES_HERE, REQUESTS_IN_FLIGHT } from './restore-fetch.js';
import type { RestoreJob } from './restore-job.js';

/**
 * Opens the connections the first fetches will use while the lookup and the manifest are still
 * on their way: each new connection costs a round trip (two with TLS) before its first byte,
 * which otherwise came after the manifest, in a row with it. This thread's at once, for the
 * first pieces it fetches itself (restore-fetch.ts); each worker its share of the rest of the
 * first wave once it has loaded. Unused ones close after a few idle seconds
 * (raw-connections.ts). Nothing for a bucket that only the SDK can reach (this thread then
 * fetches through the SDK), and a failure here is nobody's: the fetches dial their own.
 */
export function preconnectRestore(job: RestoreJob): void {
  const opening = async () => {
    const { bucket } = job.store;
    const signed = await job.session.direct.signGet(bucket, storeRoot(job.store), {}, job.signal);
    if (!signed) return;
    const { protocol, hostname, port, proxy } = signed;
    const endpoint = { protocol, hostname, port, proxy };
    rawConnections.preconnect(endpoint, FIRST_PIECES_HERE);
    const { pool } = job;
    const count = Math.ceil((REQUESTS_IN_FLIGHT - FIRST_PIECES_HERE) / pool.size);
    // Posted together, so the pool's least-busy choice gives each worker one.
    const posted = Array.from({ length: pool.size }, () =>
      pool.run({ kind: 'preconnect', endpoint, count }),
    );
    await Promise.allSettled(posted);
  };
  opening().catch(() => undefined);
}

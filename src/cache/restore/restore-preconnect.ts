import { rawConnections } from '../../s3/raw-connections.js';
import { storeRoot } from '../store/cache-names.js';
import { REQUESTS_IN_FLIGHT } from './restore-fetch.js';
import type { RestoreJob } from './restore-job.js';

/**
 * Opens the connections the first fetches will use, while the lookup and the manifest are still
 * on their way: half a wave on this thread at once (restore-fetch.ts fetches here until the
 * workers have loaded), and each worker its share once it has loaded: each new connection costs a round trip (two
 * with TLS) before its first byte, which otherwise came after the manifest, in a row with it.
 * At most the fetches' first wave (REQUESTS_IN_FLIGHT, shared out as the pool shares tasks);
 * unused ones close after a few idle seconds (raw-connections.ts). Nothing for a bucket that
 * only the SDK can reach (the main thread fetches for it), and a failure here is nobody's: the
 * fetches dial their own connections as before.
 */
/** The pieces this thread may fetch before the workers have loaded: half a first wave. */
const MAIN_THREAD_CONNECTIONS = REQUESTS_IN_FLIGHT / 2;

export function preconnectWorkers(job: RestoreJob): void {
  const opening = async () => {
    const { bucket } = job.store;
    const signed = await job.session.direct.signGet(bucket, storeRoot(job.store), {}, job.signal);
    if (!signed) return;
    const { protocol, hostname, port, proxy } = signed;
    const endpoint = { protocol, hostname, port, proxy };
    // This thread's, at once: the first pieces go from here while the workers load.
    rawConnections.preconnect(endpoint, MAIN_THREAD_CONNECTIONS);
    const { pool } = job;
    const count = Math.ceil(REQUESTS_IN_FLIGHT / pool.size);
    // Posted together, so the pool's least-busy choice gives each worker one.
    const posted = Array.from({ length: pool.size }, () =>
      pool.run({ kind: 'preconnect', endpoint, count }),
    );
    await Promise.allSettled(posted);
  };
  opening().catch(() => undefined);
}

// The cache worker's entry. ncc bundles it on its own (dist/cache-worker/index.js).
import { runCacheWorker } from './workers/cache-worker.js';

runCacheWorker();

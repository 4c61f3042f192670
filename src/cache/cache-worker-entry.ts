// The cache worker's entry. ncc bundles it on its own (dist/cache-worker/index.js). It joins the
// save's and the restore's task tables, so that neither side imports the other.
import { restoreTasks } from './restore/restore-tasks.js';
import { saveTasks } from './save/save-tasks.js';
import { runCacheWorker } from './workers/cache-worker.js';

runCacheWorker({ ...saveTasks, ...restoreTasks });

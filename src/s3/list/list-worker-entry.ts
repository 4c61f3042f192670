// The listing worker's entry. ncc bundles it on its own (dist/list-worker/index.js), without the
// SDK, so that a worker starts in a few tens of milliseconds instead of parsing the whole action.
import { runListWorker } from './list-worker.js';

await runListWorker();

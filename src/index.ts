import { isListWorker, runListWorker } from './s3/list/list-worker.js';
import { run } from './main.js';

// The bundle is also the listing worker's entry. Keep-alive sockets could hold the process
// open after the work is done, so the action ends on purpose (as actions/cache does).
if (isListWorker()) await runListWorker();
else await run().finally(() => process.exit());

// The worker's entry when running from sources (tests, tsx); the bundle starts itself instead.
import { runListWorker } from './list-worker.js';

await runListWorker();

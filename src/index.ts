import { run } from './main.js';

// Keep-alive sockets could hold the process open after the work is done, so the action ends on
// purpose (as actions/cache does).
await run().finally(() => process.exit());

import { run } from './main.js';

// Keep-alive sockets could hold the process open after the work is done: end it on purpose.
await run().finally(() => process.exit());

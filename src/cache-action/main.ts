import { runRestoreStep } from './restore-step.js';

// The combined action's main step: restore, and hand the post step what it needs to save.
// Keep-alive sockets could hold the process open, so it ends on purpose (as actions/cache does).
await runRestoreStep({ saveState: true }).finally(() => process.exit());

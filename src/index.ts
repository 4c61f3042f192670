import { runSyncAction } from './engine/engine.js';

// The sync action's entry (action.yml's main): copied as it is to dist/index.js, which finds the
// one bundle at dist/engine/engine.js by the same path (scripts/package.mjs).
// Keep-alive sockets could hold the process open after the work is done, so the action ends on
// purpose (as actions/cache does).
await runSyncAction().finally(() => process.exit());

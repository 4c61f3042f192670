import { exitWhenWritten, runSyncAction } from './engine/engine.js';

// The sync action's entry (action.yml's main): copied as it is to dist/index.js, which finds the
// one bundle at dist/engine/engine.js by the same path (scripts/package.mjs).
// It ends the process on purpose once its output is written (exit-when-written.ts).
await runSyncAction().finally(() => exitWhenWritten());

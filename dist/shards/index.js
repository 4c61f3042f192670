import { exitWhenWritten, runShardsAction } from '../engine/engine.js';
// The shards action's entry (shards/action.yml's main): copied as it is to dist/shards/index.js,
// which finds the one bundle at dist/engine/engine.js by the same path (scripts/package.mjs).
// It ends the process on purpose once its output is written (exit-when-written.ts).
await runShardsAction().finally(() => exitWhenWritten());

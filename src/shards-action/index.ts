import { runShardsAction } from '../engine/engine.js';

// The shards action's entry (shards/action.yml's main): copied as it is to dist/shards/index.js,
// which finds the one bundle at dist/engine/engine.js by the same path (scripts/package.mjs).
// Keep-alive sockets could hold the process open after the work is done: end it on purpose.
await runShardsAction().finally(() => process.exit());

import { runCacheStep } from '../engine/engine.js';
// cache/save: save under the key input, whenever the workflow chooses to run it.
// Copied as it is to dist/cache/, which finds the one bundle at dist/engine/ by the same path.
await runCacheStep('save');

import { runCacheStep } from '../engine/engine.js';
// cache/action.yml's main step: restore, and hand the post step what it needs to save.
// Copied as it is to dist/cache/, which finds the one bundle at dist/engine/ by the same path.
await runCacheStep('main');

import { runCacheStep } from '../engine/engine.js';
// cache/action.yml's post step (post-if: success()): save under the key main recorded.
// Copied as it is to dist/cache/, which finds the one bundle at dist/engine/ by the same path.
await runCacheStep('post');

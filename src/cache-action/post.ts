import { runCacheStep } from './cache-steps.js';

// cache/action.yml's post step (post-if: success()): save under the key main recorded.
// Copied into dist/cache/ beside the one bundle of the four steps (scripts/package.mjs).
await runCacheStep('post');

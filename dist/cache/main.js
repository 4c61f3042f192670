import { runCacheStep } from './cache-steps.js';
// cache/action.yml's main step: restore, and hand the post step what it needs to save.
// Copied into dist/cache/ beside the one bundle of the four steps (scripts/package.mjs).
await runCacheStep('main');

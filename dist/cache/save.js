import { runCacheStep } from './cache-steps.js';
// cache/save: save under the key input, whenever the workflow chooses to run it.
// Copied into dist/cache/ beside the one bundle of the four steps (scripts/package.mjs).
await runCacheStep('save');

import { runCacheStep } from './cache-steps.js';

// cache/restore: restore only; a later cache/save step saves.
// Copied into dist/cache/ beside the one bundle of the four steps (scripts/package.mjs).
await runCacheStep('restore');

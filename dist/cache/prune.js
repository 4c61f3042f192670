import { runCacheStep } from './cache-steps.js';
// cache/prune's step: remove old entries (or one key) and the packs and blobs nothing reads.
// Copied into dist/cache/ beside the one bundle of the cache steps (scripts/package.mjs).
await runCacheStep('prune');

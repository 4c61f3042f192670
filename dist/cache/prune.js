import { runCacheStep } from '../engine/engine.js';
// cache/prune's step: remove old entries (or one key) and the packs and blobs nothing reads.
// Copied as it is to dist/cache/, which finds the one bundle at dist/engine/ by the same path.
await runCacheStep('prune');

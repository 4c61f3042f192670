import { runCacheStep } from '../engine/engine.js';
// cache/restore: restore only; a later cache/save step saves.
// Copied as it is to dist/cache/, which finds the one bundle at dist/engine/ by the same path.
await runCacheStep('restore');

import { exitWhenWritten } from '../exit-when-written.js';
import { guardActionOutput } from '../report/publish-report.js';
import { runPruneStep } from './prune-step.js';
import { runRestoreStep } from './restore-step.js';
import { runSaveStep } from './save-step.js';

/**
 * The steps of the cache actions, in one module that the one bundle (src/engine/engine.ts) loads
 * for any of them: each step's entry file (main.ts, post.ts, restore.ts, save.ts, prune.ts beside
 * this one) only names its step.
 */
export const CACHE_STEPS = {
  /** cache/action.yml's main: restore, and hand the post step what it needs to save. */
  main: () => runRestoreStep({ saveState: true }),
  /** cache/action.yml's post (post-if: success()): save under the key main recorded. */
  post: () => runSaveStep({ fromState: true }),
  /** cache/restore: restore only; a later cache/save step saves. */
  restore: () => runRestoreStep({ saveState: false }),
  /** cache/save: save under the key input, whenever the workflow chooses to run it. */
  save: () => runSaveStep({ fromState: false }),
  /** cache/prune: remove old entries (or one key) and the packs and blobs nothing reads. */
  prune: () => runPruneStep(),
} as const;

export type CacheStepName = keyof typeof CACHE_STEPS;

/**
 * Runs one step, then ends the process on purpose: keep-alive sockets could otherwise hold it
 * open after the work is done (as actions/cache does).
 */
export function runCacheStep(name: CacheStepName): Promise<void> {
  guardActionOutput();
  return CACHE_STEPS[name]().finally(() => exitWhenWritten());
}
